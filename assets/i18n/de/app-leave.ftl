leave-close-towers = Towers beenden
leave-leave-this-game = Diese Partie verlassen
leave-this-game-was-changed = Diese Partie wurde geändert, seit sie in { $file } gespeichert wurde: Die Datei enthält { $saved }, das Brett { $board }.
leave-this-game-was-never = Diese Partie ({ $board }) wurde nie in einer Datei gespeichert.
leave-the-autosave-keeps-it = { $text } Die automatische Sicherung bewahrt sie auf, bis eine andere Partie sie ersetzt.
leave-save-first = Erst speichern…
leave-without-saving = { $what }, ohne zu speichern
leave-cancel = Abbrechen
