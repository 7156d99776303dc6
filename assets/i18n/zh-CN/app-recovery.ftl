recovery-the-autosave-was-damaged = 自动保存已损坏
recovery-play-on-after-move = 从第 { $n } 步之后继续
recovery-restore-the-game-as = 恢复对局，直到着法无法再重放为止
recovery-start-a-new-game = 开始新对局
recovery-recovered-of-the-damaged = 已从损坏的自动保存中恢复 { $value }。
