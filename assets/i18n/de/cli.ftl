### Die Hilfe der Kommandozeile: `towers help` und `towers help COMMAND` (oder `towers COMMAND --help`).
### Was man eintippt, bleibt in jeder Sprache, wie es ist: Befehlsnamen, Optionen, Platzhalter
### (<game>, FILE, NAME=VALUE), Stufennamen, Spiel-IDs, Züge, Dateipfade und URLs. Die
### Spaltenaufteilung bleibt erhalten: Die Zeilen werden so ausgegeben, wie sie hier stehen.

# Die Übersicht über alle Befehle: `towers help`, `towers --help`.
cli-usage =
    towers — vier Turm-Brettspiele in 3D und ihre Engines

    Aufruf:
      towers                      die 3D-App öffnen
      towers FILE                 die App mit einer gespeicherten Partie oder einem Textexport öffnen
      towers --version            die Version
      towers games                die Spiele, Varianten und Regeloptionen auflisten
      towers perft <game> <depth> [--variant V] [--option NAME=VALUE]... [--setup S] [--divide]
      towers play <game> [--games N] [--seed S] [--variant V] [--option NAME=VALUE]... [--setup S]
                                  Selbstspiel Zufall gegen Zufall, mit einer Ergebniszeile
      towers show <game> [--position P] [--moves "m1 m2 ..."] [--variant V] ...
                                  die Stellung, ihren Stellungstext und ihre legalen Züge ausgeben
      towers analyse <game> [--position P | --moves M] [--seconds S] [--lines N] [--threads T]
                                  die Bewertung des Computers, die beste Zugfolge und die N besten Züge
      towers match --game G --a LEVEL --b LEVEL [--games N] [--seed S] [--time-factor F] ...
                                  Computer gegen Computer: Siege/Remis/Niederlagen und Elo von A;
                                  Stufen: random, easy, medium, hard, expert, 2.5s (hard@NODES)
      towers tournament <game> --engine NAME=COMMAND --engine NAME=COMMAND... (--movetime MS | --clock B+I)
                                  Engines gegeneinander, Towers als Schiedsrichter; docs/tournament.md
      towers bench [--game G] [--threads T,...]
                                  Playouts/s, Perft-Blätter/s und Suchknoten/s je Spiel
      towers calibrate <game> [--games N] [--level L] [--time-factor F | --nodes N]
                                  Bewertungen an Selbstspiel-Ergebnisse anpassen;
                                  Vorhersage gegen Beobachtung
      towers replay FILE [--text]
                                  eine gespeicherte Partie (RON-Spielstand oder Textexport) nachspielen
                                  und prüfen, ihre Züge, Kommentare und ihr Ergebnis ausgeben
                                  (--text: als Textexport)
      towers replay --annotated NAME [--text]
                                  dasselbe für eine mitgelieferte kommentierte Partie (NAME oder Anfang)
      towers evaluate-game FILE [--seconds S]
                                  das erwartete Ergebnis für den ersten Platz nach jedem Zug einer
                                  gespeicherten Partie und die teuersten Züge (S je Stellung)
      towers annotated            die mitgelieferten kommentierten Partien auflisten
      towers record <game> --out FILE [--seed S] [--delay-ms D] [--position P] [--moves M]
                                  eine Zufallspartie spielen und sie nach jedem Zug atomar speichern
      towers host <game> [--seats human,remote,hard,...] [--port N] [--code C] [--time T] [--out FILE]
                                  eine Partie ausrichten, der Spieler auf anderen Rechnern beitreten
                                  (TCP; mit --p2p auch über das Internet, ohne einen Port zu öffnen);
                                  gibt Einladungen aus
      towers join INVITATION --seat N|spectator [--player LEVEL] [--out FILE]
                                  einer ausgerichteten Partie beitreten (oder ADDR --code C --key K);
                                  --player lässt einen Computer spielen
      towers relay [--port N]     ein eigenes Relay einer Gruppe für den Internet-Transport betreiben
      towers serve [--port N] [--database URL]
                                  einen Towers-Server betreiben: Lobby, Wertungszahlen,
                                  Partien über Tage, Webseiten
      towers guide <game> [--lesson N] [--steps]
                                  die Anleitung zu einem Spiel: Ziel, Figuren und vorgeführte Beispiele
      towers puzzles list [<game>] | show ID | solve ID | export [<game>] | generate <game> ...
                                  die mitgelieferten Aufgaben: auflisten, zeigen, lösen, exportieren; neue erzeugen
      towers engine               das Engine-Protokoll auf Standardein- und -ausgabe sprechen
                                  (docs/engine-protocol.md): für Skripte und Turnierprogramme
      towers help [COMMAND]       dieser Text oder die Hilfe eines Befehls

    Spiele: storm, litrof, tribesmen, three-elephant.

    Jeder Befehl, der ein Spiel erwartet, versteht auch --position TEXT, einen Stellungstext
    (docs/positions.md), um dort statt in der Ausgangsstellung zu beginnen, und --moves, eine
    Liste von Zügen in der Notation des Spiels, die von dort aus gespielt werden. Züge werden
    durch Leerzeichen getrennt, außer innerhalb von Klammern und nach einem ';':
    "LMc2-c9-c5(xc7, xc8) SBb7-c6" sind zwei Litróf-Züge und "Sa2>L; Nb1-c3 Sa8>R; Nb9-c7" zwei
    Züge im Drei-Elefanten-Schach. 'towers show' listet die legalen Züge in ebendieser Form auf.

# Die Hilfe von `towers perft`.
cli-help-perft =
    towers perft <game> <depth> [--variant V] [--option NAME=VALUE]... [--setup S] [--divide]

    Zählt die verschiedenen Stellungen, die in <depth> Zügen erreichbar sind (ohne Regeln, die
    vom Partieverlauf abhängen), und gibt die Zeit und die Blätter pro Sekunde aus. --divide
    schlüsselt die Zahl nach dem ersten Zug auf. Jede Tiefe ist möglich: Der Speicher wächst mit
    den Halbzügen, die eine Zugfolge tatsächlich erreicht. Ein Lauf, der länger als 2 s dauert,
    gibt seinen Fortschritt (erledigte Wurzelzüge, bisherige Blätter) auf stderr aus, höchstens
    einmal pro Sekunde.

# Die Hilfe von `towers play`.
cli-help-play =
    towers play <game> [--games N] [--seed S] [--max-plies P] [--variant V] [--option NAME=VALUE]... [--setup S]

    Spielt N Partien Zufall gegen Zufall (Standard 100) und gibt eine Ergebniszeile aus: Siege
    je Platz, Remis, durchschnittliche Länge und die Gründe, aus denen die Partien endeten.

# Die Hilfe von `towers show`.
cli-help-show =
    towers show <game> [--moves "m1 m2 ..."] [--variant V] [--option NAME=VALUE]... [--setup S]

    Gibt die Stellung nach den angegebenen Zügen (in der Notation des Spiels) und ihre legalen
    Züge aus.

# Die Hilfe von `towers replay`.
cli-help-replay =
    towers replay FILE [--text]
    towers replay --annotated NAME [--text]

    Lädt eine gespeicherte Partie (eine RON-Spielstanddatei oder einen Textexport), spielt jeden
    Zug mit der Engine nach und gibt die Züge, unter jedem Zug seinen Kommentar, und das
    Ergebnis aus; mit --text als Textexport (Kommentare in geschweiften Klammern). --annotated
    NAME spielt stattdessen eine der kommentierten Partien nach, die Towers mitbringt (NAME oder
    sein Anfang, z. B. 'litrof'; 'towers annotated' listet sie auf). Bei einer unlesbaren Datei
    oder einem illegalen Zug werden die Zeile und das Problem genannt.

# Die Hilfe von `towers evaluate-game`.
cli-help-evaluate-game =
    towers evaluate-game FILE [--seconds S]
    towers evaluate-game --annotated NAME [--seconds S]

    Bewertet jede Stellung einer gespeicherten Partie (einer RON-Spielstanddatei oder eines
    Textexports) je S Sekunden lang (Standard 0.2) und gibt nach jedem Zug das erwartete
    Ergebnis für den ersten Platz aus (0 % verloren, 100 % gewonnen; bei vier Spielern sein
    erwarteter Anteil), danach die Züge, die die Erwartung des ziehenden Spielers am stärksten
    gesenkt haben, bis zu drei je Platz.

# Die Hilfe von `towers annotated`.
cli-help-annotated =
    towers annotated

    Listet die kommentierten Partien auf, die Towers mitbringt (ganze Partien mit Kommentaren zu
    ihren Zügen), mit Namen und Titel. Eine davon spielt 'towers replay --annotated NAME' nach.

# Die Hilfe von `towers record`.
cli-help-record =
    towers record <game> --out FILE [--seed S] [--delay-ms D] [--variant V] [--setup S] [--position P] [--moves M]

    Spielt eine Zufallspartie (ab Stellung P und nach den Zügen M, falls angegeben) und
    speichert sie nach jedem Zug atomar in FILE; sobald Zug N sicher auf dem Datenträger liegt,
    wird 'saved N' ausgegeben.

# Die Hilfe von `towers games`.
cli-help-games =
    towers games

    Listet jedes Spiel mit seinen Varianten und Regeloptionen auf.

# Die Hilfe von `towers help`.
cli-help-help =
    towers help [COMMAND]

    Listet alle Befehle auf oder gibt die Hilfe eines Befehls aus (wie 'towers COMMAND --help').

# Die Hilfe von `towers --version`.
cli-help-version =
    towers --version

    Gibt die Version aus.

# Die Hilfe von `towers match`.
cli-help-match =
    towers match --game G --a LEVEL --b LEVEL [--games N] [--seed S] [--max-plies P] [--verbose]
    {"             "}[--time-factor F] [--threads T] [--fixed]
    {"             "}[--opening-plies K] [--variant V] [--option NAME=VALUE]... [--setup S]

    Spielt N Partien (Standard 100) zwischen zwei Computerspielern und gibt die Siege, Remis und
    Niederlagen von A aus sowie den Elo-Unterschied von A gegenüber B mit seinem 95-%-Intervall.
    LEVEL ist random, easy, medium, hard, expert oder eine Zeit pro Zug (2.5s), wahlweise mit
    einer Knotengrenze (hard@20000), und für Experimente mit einem erzwungenen Algorithmus
    (/mcts, /alphabeta), ohne Ruhesuche (/noq), mit einer eigenen Zahl von Threads (/t2, hat
    Vorrang vor --threads), einer eigenen größten Tiefe (/depth2) oder einem eigenen Zufall an der
    Wurzel (/noise60): hard@20000/mcts, expert/t2, medium/depth2.
    Jede Stufe denkt ihre Zeit pro Zug (easy 0,1 s, medium 0,5 s, hard 2 s, expert 8 s) mal F
    (Standard 1), auf T Threads (Standard: alle Kerne außer einem); --time-factor 0.1 spielt
    also ein schnelleres Match mit denselben Verhältnissen zwischen den Stufen.
    Eine Knotengrenze, oder --fixed für die eigene Knotengrenze jeder Stufe, spielt stattdessen
    auf einem Thread ohne Uhr: Das Match lässt sich dann aus seinem Seed wiederholen.
    Die Plätze wechseln: In Partie i (ab 0) spielt A jeden Platz s, für den (s + i) gerade ist,
    B die übrigen; bei zwei Plätzen tauschen A und B also in jeder Partie die Farben, und bei
    vier spielt A in geraden Partien die Plätze 0 und 2, in ungeraden 1 und 3.
    Bei mehr als zwei Plätzen (Die Wege der Turmstämme zu viert) spielt jeder Platz für sich,
    und eine Partie wird nach Rangpunkten gewertet: Der zuletzt verbliebene Platz erhält N-1,
    die anderen nach der Reihenfolge ihres Ausscheidens (der zuerst ausgeschiedene 0); Plätze,
    die in derselben Runde ausscheiden oder bei einem Remis (Rundengrenze, Wiederholung) noch im
    Spiel sind, teilen sich die Ränge, die sie belegen. Die Punktzahl von A in einer Partie ist
    der Mittelwert von Punkte / (N-1) über seine Plätze; das Match gibt aus, in wie vielen
    Partien A mehr als die Hälfte, genau die Hälfte und weniger erzielt hat, die mittlere
    Punktzahl mit ihrem Elo und 95-%-Intervall (aus den Punktzahlen der einzelnen Partien), wer
    zuletzt übrig blieb und wie viele Plätze jedes Spielers mit welcher Punktzahl endeten.
    Jedes Partienpaar (0 und 1, 2 und 3, ...) beginnt mit denselben K Zufallszügen (Standard:
    einer pro Platz), dann übernehmen A und B mit vertauschten Farben: Die Suchen sind
    deterministisch, ohne dies würde ein Match also immer wieder dieselben ein oder zwei Partien
    spielen.
    Eine Partie, die nach P Halbzügen (Standard 2000) noch läuft, zählt als Remis.
    --verbose gibt das Ergebnis jeder Partie und ihre Schlussstellung als Text aus.

# Die Hilfe von `towers analyse`.
cli-help-analyse =
    towers analyse <game> [--variant V] [--option NAME=VALUE]... [--setup S]
    {"               "}[--position P | --moves M] [--seconds S] [--lines N] [--threads T]

    Durchsucht die Stellung (die Ausgangsstellung, --position P, und nach --moves M, falls
    angegeben) mit den Einstellungen der Stufe expert insgesamt etwa S Sekunden lang (Standard
    2) auf T Threads (Standard: alle Kerne außer einem) und gibt aus: die Bewertung für die
    Seite am Zug als Punktzahl und als erwartetes Ergebnis, die erreichte Tiefe, die beste
    Zugfolge in der Notation des Spiels und die N besten Züge (Standard 3) mit ihren
    Bewertungen. Züge werden durch Leerzeichen getrennt, außer innerhalb von Klammern und nach
    ';' (siehe 'towers help show').

# Die Hilfe von `towers bench`.
cli-help-bench =
    towers bench [--game G [--variant V] [--option NAME=VALUE]...] [--seconds S] [--threads T,...]

    Gibt für jedes Spiel (oder eines) aus: zufällige Playouts pro Sekunde ab der Eröffnung und
    ihre durchschnittliche Länge, Perft-Blätter pro Sekunde bei der größten Tiefe, die in etwa S
    Sekunden passt (Standard 1), und die Suche des Computers (die der Stufe expert) ab der
    Eröffnung, S Sekunden lang bei jeder Zahl von Threads T (Standard: 1 und alle Kerne): Knoten
    pro Sekunde und die erreichte Tiefe.

# Die Hilfe von `towers tournament`.
cli-help-tournament =
    towers tournament GAME [--variant V] [--option NAME=VALUE]... --engine NAME=COMMAND...
                      (--movetime MS | --clock BASE_MS+INC_MS) [--games N] [--openings FILE|book]
    {"                  "}[--sprt elo0,elo1,alpha,beta] [--out DIR] [--concurrency K] [--seed S]
    {"                  "}[--margin MS] [--max-plies P]

    Spielt N Partien (Standard 100) zwischen zwei oder mehr Engines, wobei Towers die Partie
    führt. Eine Engine ist NAME=COMMAND ARGS... (in Wörter zerlegt wie von einer Shell, ohne
    dass eine Shell läuft): ein Programm, das das Zeilenprotokoll von 'towers engine' spricht
    und für jede Partie neu gestartet wird; oder NAME=analyse:/path/to/towers, ein älteres
    towers-Programm, das für jeden Zug mit seinem Befehl 'analyse' befragt wird (--seconds aus
    der Bedenkzeit, --lines 1 --threads 1).
    Jede Antwort wird mit den legalen Zügen abgeglichen: Ein illegaler oder unlesbarer Zug, eine
    'error'-Zeile, ein Absturz oder kein Zug innerhalb von MS plus Toleranz (Standard 1000 ms;
    mit --clock: sobald die Uhr der Engine abgelaufen ist) verliert die Partie für diese Engine:
    'forfeit GAME ENGINE: REASON'.
    Die Plätze rotieren: Jede Eröffnung wird mit den Engines in jeder Sitzordnung gespielt (zwei
    Plätze: jedes Engine-Paar in beiden Richtungen; mehr Plätze: die Engines über die Plätze
    rotiert). Die Eröffnungen stammen aus dem mitgelieferten Eröffnungsbuch des Spiels und der
    Variante (Standard) oder aus FILE, ein Stellungstext pro Zeile, gemischt nach dem Seed
    (Standard 1).
    Nach jeder Partie eine Fortschrittszeile; am Ende für jedes Paar Siege, Remis und
    Niederlagen, Punktzahl und Elo mit 95-%-Intervall (Partien zu viert: nach Rangpunkten, wie
    bei 'towers match').
    --sprt (zwei Engines) hört auf, sobald das Log-Likelihood-Verhältnis seine Grenzen verlässt.
    --out DIR speichert jede Partie als Textexport (die Plätze mit den Namen der Engines
    beschriftet).
    --concurrency K spielt K Partien gleichzeitig (Standard 1). Eine Partie, die nach P
    Halbzügen (Standard 2000) noch läuft, endet remis.

# Die Hilfe von `towers calibrate`.
cli-help-calibrate =
    towers calibrate <game> [--games N] [--level L] [--time-factor F | --nodes N] [--threads T]
    {"                 "}[--seed S] [--opening-plies K] [--max-plies P] [--variant V] [--option ...]

    Spielt N Partien (Standard 20) des Computers gegen sich selbst auf Stufe L (Standard hard;
    mit ihrer Zeit mal F, Standard 0.05, oder mit N Knoten pro Zug auf einem Thread), hält zu
    jedem Zug die Bewertung der Suche fest, zusammen mit dem Ergebnis, das die Seite am Zug am
    Ende erzielte (ein Remis zählt halb), und passt die Skala der logistischen Kurve an, die
    Bewertungen in erwartete Ergebnisse umrechnet. Gibt die angepasste Skala neben der
    verwendeten aus und für beide die vorhergesagten gegen die beobachteten Ergebnisse in zehn
    Klassen. Die angepassten Skalen stehen bei jeder Engine (TUNING in src/games/<game>/mod.rs).

# Die Hilfe von `towers host`.
cli-help-host =
    towers host <game> [--variant V] [--option NAME=VALUE]... [--setup S] [--position P]
    {"            "}[--seats human,remote,hard,...] [--port N] [--bind ADDR] [--code C]
    {"            "}[--out FILE] [--resume FILE] [--seed S] [--spectators N] [--time T]
    {"            "}[--p2p] [--relay URL] [--no-direct]

    Richtet eine Partie für Spieler auf anderen Rechnern aus (docs/network.md). Lauscht auf
    TCP-Port N (Standard 7627; bei 0 wählt das System) an ADDR (Standard 0.0.0.0, alle
    Schnittstellen) und gibt 'listening ADDR:PORT code CODE key KEY' aus, dann für jede Adresse,
    unter der Freunde die Partie erreichen können, eine Zeile
    'invite: towers://HOST:PORT/CODE/KEY': die einzige Angabe, die ein Beitretender braucht (der
    Code ist zufällig, sofern nicht angegeben; KEY ist der öffentliche Schlüssel des Gastgebers,
    gespeichert in der Datei host-key im Datenverzeichnis, und jede Verbindung wird für ihn
    verschlüsselt). Mit --p2p kann man der Partie auch über das Internet beitreten, ohne an
    einem Router einen Port zu öffnen: Der Gastgeber gibt dann eine zweite Zeile
    'invite: towers://p2p/TICKET/CODE/KEY' aus, sobald sein Endpunkt online ist (über die
    öffentlichen Relays von n0 oder nur über das Relay, das --relay nennt, etwa eines, das
    'towers relay' betreibt; --no-direct leitet alles über das Relay, sodass kein Spieler die
    Adresse eines anderen erfährt). --seats sagt, wer welchen Platz spielt: 'remote' (ein
    Beitretender; Standard für jeden Platz), 'human' (hier eingetippte Züge, einer pro Zeile)
    oder eine Computerstufe (random, easy, medium, hard, expert, wahlweise mit einer
    Knotengrenze: hard@2000). Die Partie wird nach jedem Zug in --out gespeichert;
    '--resume FILE' setzt die Partie aus einer solchen Datei fort (und speichert weiter in sie,
    sofern --out nichts anderes sagt). --time stellt die Partie unter eine Uhr, die der
    Gastgeber führt (5+3, 10+5x30, 3d: docs/clocks.md), wobei jedem entfernten Zug im Rahmen
    eines Kontingents die Umlaufzeit seiner Verbindung gutgeschrieben wird; eine
    Zeitüberschreitung beendet die Partie. Eingetippte Zeilen: ein Zug oder /resign,
    /offer draw, /offer undo, /accept, /decline und /claim (oder /claim draw), sobald ein
    Beitretender 30 s lang abwesend war. Gibt eine Zeile pro Ereignis aus und endet mit der
    Partie.

# Die Hilfe von `towers join`.
cli-help-join =
    towers join INVITATION --seat N|spectator [--player LEVEL] [--out FILE] [--name NAME]
    {"            "}[--retry SECONDS] [--seed S] [--game G] [--variant V] [--relay URL] [--no-direct]
    towers join ADDR --code C --key KEY --seat N|spectator ...

    Tritt der Partie bei, die unter der Adresse der Einladung mit deren Code ausgerichtet wird
    (die 'invite:'-Zeile des Gastgebers, towers://HOST:PORT/CODE/KEY), oder unter ADDR
    (host:port; der Port ist standardmäßig 7627) mit --code und --key, auf Platz N (ab 1) oder
    als Zuschauer. Bei einer Internet-Einladung (towers://p2p/…) läuft die Verbindung über das
    Relay, das sie nennt, oder über das, das --relay nennt, und der Beitretende gibt bei der
    Begrüßung 'path direct' oder 'path relayed' aus; --no-direct bleibt beim Relay. --player
    lässt eine Computerstufe den Platz spielen (hard, hard@2000); sonst werden die Züge von der
    Standardeingabe gelesen, einer pro Zeile (dazu /resign, /offer draw, /offer undo, /accept,
    /decline sowie /claim oder /claim draw, sobald ein anderer Spieler 30 s lang abwesend war).
    Verschwindet der Gastgeber, versucht es der Beitretende --retry Sekunden lang erneut
    (Standard 60) und nimmt seinen Platz wieder ein. Am Ende schreibt er die Partie nach --out:
    dieselben Bytes wie der Spielstand des Gastgebers (die Datei wird vor dem Beitritt geprüft
    und gesperrt). Mit --game (und --variant) wird ein Gastgeber abgelehnt, der ein anderes
    Spiel spielt. Gibt eine Zeile pro Ereignis aus.

# Die Hilfe von `towers relay`.
cli-help-relay =
    towers relay [--port N] [--bind ADDR]

    Betreibt ein Relay für den Internet-Transport, für eine Gruppe, die lieber nicht die
    öffentlichen Relays nutzt: Seine Adresse übergibt man an 'towers host --relay URL' (und, wo
    die Einladung des Gastgebers ein anderes Relay nennt, an 'towers join --relay URL'). Es
    lauscht auf HTTP-Port N (Standard 3340; bei 0 wählt das System) an ADDR (Standard 0.0.0.0),
    gibt 'relay http://ADDR:PORT' aus und läuft, bis es beendet wird. Es leitet nur weiter, was
    zwischen den Spielern Ende-zu-Ende-verschlüsselt ist: Es kann weder eine Partie noch einen
    Namen noch einen Code lesen.

# Die Hilfe von `towers serve`.
cli-help-serve =
    towers serve [--port N] [--bind ADDR] [--database PATH|URL] [--requests-per-second N]
    {"            "}[--logins-per-minute N] [--streams-per-address N]
    {"            "}[--seek-idle-seconds N] [--trust-proxy]

    Betreibt einen Towers-Server (docs/server.md): Konten, eine Lobby mit Gesuchen und
    Herausforderungen, Partien live und als Fernpartie, Glicko-2-Wertungszahlen und Ranglisten,
    ein Archiv aller beendeten Partien und eine Webseite für jede Partie. Er lauscht auf
    HTTP-Port N (Standard 7628; bei 0 wählt das System) an ADDR (Standard 0.0.0.0), gibt
    'towers serve: listening on http://ADDR:PORT' aus und läuft, bis er beendet wird (Strg-C
    oder SIGTERM). Spieler richten das Online-Fenster der App auf diese Adresse; ein Browser
    zeigt dort die Lobby. Jeder Zug wird gespeichert, bevor er bestätigt wird: --database ist
    eine SQLite-Datei (Standard: server.db im Datenverzeichnis) oder eine PostgreSQL-URL
    (postgres://user:password@host/database). --requests-per-second (Standard 20) und
    --logins-per-minute (Standard 12) begrenzen, was eine Adresse senden darf, und
    --streams-per-address (Standard 50), wie viele Partien sie zugleich verfolgen darf. Ein
    Gesuch für eine Livepartie verfällt, wenn sein Urheber --seek-idle-seconds lang (Standard 60)
    nichts gesendet hat. Hinter einem Reverse-Proxy auf demselben Rechner zählt --trust-proxy jede
    Anfrage nach der Adresse, die der Proxy sah (die letzte seines X-Forwarded-For-Headers), statt
    nach der des Proxys.

# Die Hilfe von `towers guide`.
cli-help-guide =
    towers guide <game> [--lesson N] [--steps]

    Gibt die Anleitung eines Spiels aus: sein Ziel, dann die Lektionen jedes Kapitels mit ihren
    Stellungen als Bretter gezeichnet, den Zügen der betrachteten Figur und den Beschriftungen
    der vorgeführten Beispiele.
    --lesson N gibt nur Lektion N aus (durch die ganze Anleitung nummeriert); --steps zeichnet
    zusätzlich das Brett nach jedem Schritt eines vorgeführten Beispiels.

# Die Hilfe von `towers engine`.
cli-help-engine =
    towers engine

    Spricht das Engine-Protokoll auf Standardein- und -ausgabe (docs/engine-protocol.md), im
    Sinne von UCI, für jedes Spiel und jede Zahl von Plätzen: Skripte und Turnierprogramme
    steuern Towers darüber. Es gibt nichts aus, bevor es angesprochen wird. Befehle, einer pro
    Zeile:
      protocol                      -> id name Towers V, id games ..., protocolok
      isready                       -> readyok (auch während einer Suche)
      game GAME [variant V] [option NAME=VALUE]...   das Spiel wählen, in seiner Ausgangsstellung
      position startpos|TEXT [moves M1 M2 ...]       die Stellung (ein Stellungstext), dann Züge
      go movetime MS | depth N | nodes N | clock LEFT_MS [inc MS] [movestogo N] | infinite
                                    -> Zeilen info ..., dann bestmove MOVE (oder bestmove (none))
      stop                          die Suche sofort beenden (sie antwortet mit ihrem bestmove)
      setoption threads N | seed S  Such-Threads (Standard 1), Seed (Standard 1)
      show                          das Diagramm, position, seats, tomove, legal N
      quit                          anhalten und beenden (ebenso am Ende der Eingabe)
    Ein abgelehnter Befehl antwortet mit einer Zeile 'error REASON' und ändert nichts.

# Die Hilfe von `towers puzzles`.
cli-help-puzzles =
    towers puzzles list [<game>] [--theme T]
    towers puzzles show ID
    towers puzzles solve ID
    towers puzzles export [<game>] [--format csv|ron]
    towers puzzles generate <game> [--variant V] [--games N | --endings N] [--seed S]
    {"                       "}[--scan-nodes N] [--prove-nodes N] [--play-nodes N]
    {"                       "}[--threads T] [--out FILE] [--first-id N]

    Die mitgelieferten Aufgaben: Stellungen, in denen ein Zug oder eine kurze Folge einziger
    Züge gewinnt und kein anderer Zug, jede von einer tieferen zweiten Suche bewiesen. 'list'
    gibt eine Aufgabe je Zeile aus, beginnend mit ihrer Kennung, dann Spiel, Wertungszahl,
    Aufgabe und Themen (mit --theme nur die mit Thema T). 'show' gibt die Zeilen
    'position: TEXT' und 'solution: M1 M2 ...' aus (die Züge getrennt wie bei --moves), dann
    Aufgabe, Themen, Wertungszahl, Herkunft und das Brett. 'solve' zeigt das Brett und liest die
    Züge des Lösenden von der Standardeingabe; auf jeden antwortet es mit dem Gegenzug der
    Lösung. 'export' schreibt die Sammlung als CSV (Standard) oder RON.
    'generate' spielt N Partien gegen sich selbst (Standard 20) ab Startwert S (Standard 1),
    beide Seiten mit --play-nodes Knoten je Zug (Standard 3000) und den Fehlern der Stufe
    Medium, und geht sie und die mitgelieferten kommentierten Partien des Spiels durch: Jede
    Stellung wird mit --scan-nodes (Standard 60000) geprüft; wo ein Zug gewinnt, die anderen
    nicht, und der Lösende vorher nicht schon gewann, beweist eine Suche mit --prove-nodes
    (Standard 1500000) es und folgt der Zugfolge, solange jeder Zug des Lösenden der einzige
    Gewinn ist (höchstens drei). Doppelte Stellungen und eine zweite Aufgabe aus derselben
    Phase einer Partie fallen weg. Die Sammlung (RON) geht nach FILE oder auf die
    Standardausgabe, wie viele Stellungen jede Stufe behielt auf die Standardfehlerausgabe.
    Die Suchen haben Knotengrenzen auf je einem Thread, auf T Threads (Standard: alle Kerne bis
    auf einen), ein Lauf ist also wiederholbar.
    Mit --endings N (nur Storm) sieht es keine Partien durch: Es zieht N Stellungen zufällig
    aus Storms kleinsten Endspielen (beide Brains und ein Ninny, Fuddy-Duddy oder Yahoo), in
    denen der Endspiellöser einen gewinnenden Zug findet, keinen anderen, und ein Ende in
    höchstens drei Zügen.
