computer-played = { $mover } hat { $text } gespielt.{ $note } { $value }.
computer-the-computer-s-move = Der Zug des Computers wurde abgelehnt: { $e }
computer-hint-the-blue-arrow = Tipp: { $notation } (der blaue Pfeil). { $value }.
computer-by-force-in-move =
    { $who } { $verb ->
        [wins] gewinnt
       *[other] verliert
    } erzwungen in { $moves } { $s ->
        [s] Zügen
       *[other] Zug
    }
computer-expects = { $who } erwartet { $value }%
computer-playouts = { $playouts } Playouts
computer-depth = Tiefe { $depth }
computer-s = { $value } s
computer-text = { $judgement } ({ $value })
