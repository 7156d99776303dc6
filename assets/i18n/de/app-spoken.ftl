spoken-the-start = Der Anfang
spoken-one-move-back = Einen Zug zurück
spoken-one-move-on = Einen Zug vor
spoken-the-game-as-it = Die Partie, wie sie steht
