spoken-the-start = The start
spoken-one-move-back = One move back
spoken-one-move-on = One move on
spoken-the-game-as-it = The game as it stands
