leave-close-towers = Close Towers
leave-leave-this-game = Leave this game
leave-this-game-was-changed = This game was changed since it was saved to { $file }: the file holds { $saved }, the board { $board }.
leave-this-game-was-never = This game ({ $board }) was never saved to a file.
leave-the-autosave-keeps-it = { $text } The autosave keeps it until another game replaces it.
leave-save-first = Save first…
leave-without-saving = { $what } without saving
leave-cancel = Cancel
