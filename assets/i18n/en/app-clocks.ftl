clocks-paused = {" "}(paused)
clocks-resume-clocks = ▶ Resume clocks
clocks-pause-clocks = ⏸ Pause clocks
clocks-only-when-every-player = Only when every player is at this screen
clocks-left = { $value }: { $value2 } left
