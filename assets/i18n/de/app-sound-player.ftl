sound-player-the-sound-thread-could = der Ton-Thread konnte nicht starten ({ $e })
