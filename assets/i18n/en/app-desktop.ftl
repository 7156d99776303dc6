desktop-towers = Towers — { $game_name }
desktop-pasted-a-game-all = Pasted a game: { $value }, all checked.
desktop-nothing-pasted-the-game = Nothing pasted (the game on the board stays): { $e }
