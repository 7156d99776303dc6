launch-settings-reset-every-choice = Einstellungen zurückgesetzt: Alles steht wieder auf dem Standard.
launch-opened-all-checked = { $file } geöffnet: { $value }, alle geprüft.
launch-towers = Towers
