sound-alsa-error = 错误 { $code }
sound-alsa-libasound-so-2-alsa = 未安装 libasound.so.2（ALSA）
sound-alsa-the-device-name-holds = 设备名中含有 NUL 字符
sound-alsa-no-audio-device = 没有音频设备 '{ $device }'（{ $value }）
sound-alsa-the-audio-device-cannot = 音频设备 '{ $device }' 无法以 { $rate } Hz 播放 16 位单声道（{ $value }）
sound-alsa-the-audio-device-failed = 音频设备出错（错误 { $code }）
sound-alsa-libasound-so-2-lacks = libasound.so.2 缺少 { $value }
