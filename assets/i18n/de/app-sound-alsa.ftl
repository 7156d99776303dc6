sound-alsa-error = Fehler { $code }
sound-alsa-libasound-so-2-alsa = libasound.so.2 (ALSA) ist nicht installiert
sound-alsa-the-device-name-holds = der Gerätename enthält ein NUL-Zeichen
sound-alsa-no-audio-device = kein Audiogerät '{ $device }' ({ $value })
sound-alsa-the-audio-device-cannot = das Audiogerät '{ $device }' kann kein 16-Bit-Mono mit { $rate } Hz abspielen ({ $value })
sound-alsa-the-audio-device-failed = das Audiogerät ist ausgefallen (Fehler { $code })
sound-alsa-libasound-so-2-lacks = in libasound.so.2 fehlt { $value }
