sound-menu-sound-on = 开启声音
sound-menu-every-sound-at-once = 一次开关所有声音；下方的开关选择具体播放哪些
sound-menu-volume = 音量
sound-menu-nothing-can-be-heard = 此处无法播放声音：{ $why }。
