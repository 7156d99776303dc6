sound-alsa-error = error { $code }
sound-alsa-libasound-so-2-alsa = libasound.so.2 (ALSA) is not installed
sound-alsa-the-device-name-holds = the device name holds a NUL
sound-alsa-no-audio-device = no audio device '{ $device }' ({ $value })
sound-alsa-the-audio-device-cannot = the audio device '{ $device }' cannot play 16-bit mono at { $rate } Hz ({ $value })
sound-alsa-the-audio-device-failed = the audio device failed (error { $code })
sound-alsa-libasound-so-2-lacks = libasound.so.2 lacks { $value }
