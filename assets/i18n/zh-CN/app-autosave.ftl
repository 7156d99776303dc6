autosave-autosave-is-off-for = 此窗口的自动保存已关闭：{ $e }。
autosave-autosave-failed-trying-again = 自动保存失败（{ $e }）；每 { $value } 秒重试一次。
autosave-welcome-back-your-unfinished = 欢迎回来：你未下完的对局（{ $value }）已恢复。
