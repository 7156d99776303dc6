sound-player-the-sound-thread-could = the sound thread could not start ({ $e })
