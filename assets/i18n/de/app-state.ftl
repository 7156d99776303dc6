state-human = Mensch
state-over-the-network = Über das Netzwerk
state-no-square = kein Feld '{ $name }'
state-no-legal-move-starts = kein legaler Zug beginnt auf { $name }
state-undo-offered-the-other = Rücknahme angeboten: Die anderen Spieler werden gefragt.
state-took-back = { $value } zurückgenommen.
state-draw-offered-the-other = Remis angeboten: Die anderen Spieler werden gefragt.
state-replayed = { $value } wiederholt.
state-clocks-paused = Uhren angehalten.
state-clocks-running = Uhren laufen.
state-played = { $text } gespielt: { $text2 }.
state-you-are-looking-at = Dies ist eine frühere Stellung: „Zurück zur Partie“ anklicken (oder Ende drücken), um weiterzuspielen.
state-the-game-is-over = Die Partie ist vorbei ({ $value }). Mit „☰ Neue Partie…“ eine neue Partie beginnen.
state-your-move-was-sent = Der Zug wurde gesendet: Warten auf den Gastgeber.
state-waiting-for-s-move = Warten auf den Zug von { $value } über das Netzwerk.
state-the-computer-is-thinking = Der Computer denkt nach…
state-move-cancelled = Zug abgebrochen.
state-choose-one-of-the = Eine der Schaltflächen neben dem Brett wählen (Esc bricht ab).
state-click-a-highlighted-square = { $value }: ein markiertes Feld anklicken (Esc bricht ab).
state-that-choice-is-not = Diese Wahl ist hier nicht möglich.
state-move-cancelled-2 = Zug abgebrochen.
state-is-not-a-legal = { $name } ist kein legales Ziel für diesen Zug: ein markiertes Feld anklicken oder Esc zum Abbrechen.
state-is-empty-click-one = { $name } ist leer: zuerst eine Figur von { $mover } anklicken.
state-the-on-is-s =
    { $piece ->
        [piece] Die Figur
       *[other] { $piece }
    } auf { $name } gehört { $owner }; { $mover } ist am Zug.
state-the-on-is-frozen =
    { $piece ->
        [piece] Die Figur
       *[other] { $piece }
    } auf { $name } ist eingefroren und kann nicht ziehen.
state-the-on-has-no =
    { $piece ->
        [piece] Die Figur
       *[other] { $piece }
    } auf { $name } hat gerade keinen legalen Zug.
state-selected = { $name } ausgewählt
state-selected-2 = { $name } ausgewählt
state-selected-3 = { $name } ausgewählt
state-the-whole-stack-on =
    Ganzer Stapel auf { $on } ({ $taken } { $what ->
        [pyramids] Pyramiden
       *[other] Figuren
    }) aufgenommen
state-of-the-on-picked =
    { $taken } von { $value } { $what ->
        [pyramids] Pyramiden
       *[other] Figuren
    } auf { $on } aufgenommen
state-turn-goes-on = Der Zug geht weiter: die nächste Figur anklicken oder eine Schaltfläche neben dem Brett (Esc nimmt den ganzen Zug zurück).
state-the-puzzle-s-line = Die Lösung der Aufgabe
state-the-puzzle-answers = Die Aufgabe antwortet …
