network-game-host-and-join-cannot = --host und --join können nicht zusammen verwendet werden
network-game-join = --join: { $e }
network-game-code-goes-with-host = --code gehört zu --host: Die Einladung für --join enthält den Code
network-game-goes-with-host-or = --{ $k } gehört zu --host oder --join
network-game-hosting-on-port-code = Gastgeber auf Port { $port }, Code { $code }
network-game-listening-on-port = Lauscht auf Port { $port }.
network-game-this-towers-was-built = dieses Towers wurde ohne den Internet-Transport gebaut
network-game-joining = Verbinde mit { $value } …
network-game-left-the-network-game = Netzwerkpartie verlassen; sie bleibt auf dem Brett, um hier weiterzuspielen.
network-game-playing-seat-over-the = Spielt Platz { $value } über das Netzwerk
network-game-watching-over-the-network = Schaut über das Netzwerk zu
network-game-a-spectator = Zuschauer
network-game-seat = Platz { $value }
network-game-offer-by-seat =
    { $value ->
        [undo] Rücknahme
       *[other] Remis
    } angeboten von Platz { $value2 }
network-game-moved-by-seat = Zug { $ply } { $notation } von Platz { $value }
network-game-undone-to = zurückgenommen bis { $ply }
network-game-joined = beigetreten: { $value } { $name }
network-game-dropped = { $value } getrennt: { $reason }
network-game-declined-by-seat = abgelehnt von Platz { $value }
network-game-agreed =
    { $value ->
        [undo] Rücknahme
       *[other] Remis
    } vereinbart
network-game-resigned-seat = Platz { $value } hat aufgegeben
network-game-claimed-by-seat-from = { $value } beansprucht von Platz { $value2 } gegen Platz { $value3 }
network-game-ended = beendet: { $result }
network-game-refused = abgewiesen: { $reason }
network-game-problem = Problem: { $p }
network-game-as = { $value }: { $value2 }
network-game-moved = Zug { $ply } { $notation }
network-game-undone-to-2 = zurückgenommen bis { $ply }
network-game-resynced-at = neu abgeglichen bei { $ply }: { $reason }
network-game-declined-by-seat-2 = abgelehnt von Platz { $value }
network-game-agreed-2 =
    { $value ->
        [undo] Rücknahme
       *[other] Remis
    } vereinbart
network-game-resigned-seat-2 = Platz { $value } hat aufgegeben
network-game-claimed-from-seat = { $value } beansprucht gegen Platz { $value2 }
network-game-seat-2 = Platz { $value } { $value2 }
network-game-ended-2 = beendet: { $result }
network-game-refused-2 = abgewiesen: { $reason }
network-game-lost-trying-again = Verbindung verloren: { $reason }; neuer Versuch
network-game-not-joined = nicht beigetreten: { $reason }
network-game-gave-up = Verbindungsversuche eingestellt: { $reason }
network-game-claim-a-draw = Remis
network-game-claim-the-game = Sieg
network-game-rejoined = Wieder beigetreten
network-game-welcome = Willkommen
network-game-seat-connected = verbunden
network-game-seat-dropped = getrennt
