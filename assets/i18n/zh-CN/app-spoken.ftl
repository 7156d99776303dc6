spoken-the-start = 起始局面
spoken-one-move-back = 后退一步
spoken-one-move-on = 前进一步
spoken-the-game-as-it = 当前对局
