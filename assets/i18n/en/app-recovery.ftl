recovery-the-autosave-was-damaged = The autosave was damaged
recovery-play-on-after-move = Play on after move { $n }
recovery-restore-the-game-as = Restore the game as far as its moves still replay
recovery-start-a-new-game = Start a new game
recovery-recovered-of-the-damaged = Recovered { $value } of the damaged autosave.
