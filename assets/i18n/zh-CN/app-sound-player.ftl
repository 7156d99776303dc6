sound-player-the-sound-thread-could = 声音线程无法启动（{ $e }）
