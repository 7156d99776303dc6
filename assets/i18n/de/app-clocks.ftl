clocks-paused = {" "}(angehalten)
clocks-resume-clocks = ▶ Uhren fortsetzen
clocks-pause-clocks = ⏸ Uhren anhalten
clocks-only-when-every-player = Nur wenn alle Spieler an diesem Bildschirm sind
clocks-left = { $value }: noch { $value2 }
