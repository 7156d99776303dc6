### Das Fenster Aufgaben (☰ → Aufgaben, F2).

puzzles-title = 🎯 Aufgaben
puzzles-your-rating = Deine Aufgabenwertung: { $rating } · { $solved } von { $tried } gelöst
puzzles-game = Spiel
puzzles-theme = Thema
puzzles-any = Alle
puzzles-intro = Eine Stellung, in der ein Zug gewinnt und kein anderer. Spiele ihn auf dem Brett: ein falscher Zug wird zurückgenommen, auf einen richtigen wird geantwortet. Aufgaben nahe deiner Wertung kommen zuerst, verfehlte kommen später wieder.
puzzles-next = Nächste Aufgabe
puzzles-close = Schließen
puzzles-task = { $side } am Zug: { $task }
puzzles-find-the-move = Du bist am Zug. Die Lösung hat { $n ->
    [one] einen Zug von dir.
   *[other] { $n } Züge von dir.
}
puzzles-right = Richtig! Weiter.
puzzles-wrong = Nicht { $m }: versuche es noch einmal.
puzzles-solved = Gelöst!
puzzles-solved-with-help = Gelöst, mit Hilfe.
puzzles-solved-after-a-miss = Gelöst, nach einem falschen Zug: die Aufgabe kommt wieder.
puzzles-the-solution = Die Lösung:
puzzles-line = Zugfolge: { $line }
puzzles-about = Wertung { $rating } · { $themes }
puzzles-source = Aus { $source }
puzzles-hint = Tipp
puzzles-hint-hover = Hebt die Figur hervor, die ziehen muss (die Aufgabe zählt dann halb)
puzzles-show = Lösung zeigen
puzzles-retry = Noch einmal
puzzles-none-left = Von diesem Spiel und Thema ist keine Aufgabe mehr übrig.
puzzles-making = Suche eine Aufgabe in dieser Stellung …
puzzles-no-puzzle-there = Dort gibt es keine Aufgabe: { $e }
puzzles-from-my-game = meiner Partie, Zug { $ply }
puzzles-record-unreadable = Dein Aufgabenstand war nicht lesbar ({ $e }); ein neuer beginnt.
puzzles-record-not-kept = Dein Aufgabenstand konnte nicht gespeichert werden: { $e }
