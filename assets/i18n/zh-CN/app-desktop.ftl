desktop-towers = Towers — { $game_name }
desktop-pasted-a-game-all = 已粘贴对局：{ $value }，全部校验无误。
desktop-nothing-pasted-the-game = 未粘贴（棋盘上的对局保持不变）：{ $e }
