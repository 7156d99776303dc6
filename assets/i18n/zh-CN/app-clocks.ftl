clocks-paused = （已暂停）
clocks-resume-clocks = ▶ 继续计时
clocks-pause-clocks = ⏸ 暂停计时
clocks-only-when-every-player = 仅当所有玩家都在这台屏幕前时可用
clocks-left = { $value }剩余 { $value2 }
