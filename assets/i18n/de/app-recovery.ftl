recovery-the-autosave-was-damaged = Die automatische Sicherung war beschädigt
recovery-play-on-after-move = Nach Zug { $n } weiterspielen
recovery-restore-the-game-as = Die Partie so weit wiederherstellen, wie sich ihre Züge noch nachspielen lassen
recovery-start-a-new-game = Neue Partie beginnen
recovery-recovered-of-the-damaged = { $value } aus der beschädigten automatischen Sicherung wiederhergestellt.
