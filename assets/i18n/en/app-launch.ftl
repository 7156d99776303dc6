launch-settings-reset-every-choice = Settings reset: every choice is back to its default.
launch-opened-all-checked = Opened { $file }: { $value }, all checked.
launch-towers = Towers
