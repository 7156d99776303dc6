analysis-window-in =
    { $value ->
        [wins] gewinnt
       *[other] verliert
    } in { $moves }
analysis-window-analysis = Analyse
analysis-window-analyse-game = 📈 Partie analysieren
analysis-window-the-expected-result-after = Das erwartete Ergebnis nach jedem Zug der Partie, als Kurve
analysis-window-stop-analysing = Analyse beenden
analysis-window-expected-result-for = Erwartetes Ergebnis für { $n0 }: { $value }
analysis-window-thinking = Denkt nach…
analysis-window-the-game-is-over = Die Partie ist vorbei: { $value }
analysis-window-depth-positions-s = Tiefe { $depth }, { $nodes } Stellungen, { $seconds } s{ $only }
analysis-window-the-only-move = {" "}(der einzige Zug)
analysis-window-to-move = { $mover } am Zug:
analysis-window-depth = , Tiefe { $low }
analysis-window-depth-2 = , Tiefe { $low }–{ $high }
analysis-window-s-expected-result-after = Erwartetes Ergebnis für { $first } nach jedem Zug ({ $done } von { $all } Stellungen{ $depths }); rote Ringe: die größten Umschwünge. Anklicken, um dorthin zu springen.
analysis-window-move-lost = Zug { $ply } { $m }: { $who } verlor { $percent }%
analysis-window-make-puzzle = Aufgabe
analysis-window-make-puzzle-hover = Mache aus diesem Fehler eine Aufgabe: die Stellung davor, wenn dort ein Zug gewinnt, sonst die danach, wenn ein Zug ihn bestraft
