# Die Wörter, die die Spiel-Engines der App geben: Namen von Seiten und Figuren, Ergebnisse,
# was ein Zug bewirkt hat, die Antworten auf die Fragen im Zugfeld, die Gründe, aus denen ein
# Zug oder eine Stellung abgelehnt wird. Dateien, Stellungstexte, Notation und das Netzwerk
# bleiben englisch (core::words::canonical).

## Seiten und Farben

side-red = Rot
side-orange = Orange
side-yellow = Gelb
side-green = Grün
side-blue = Blau
side-purple = Lila
side-white = Weiß
side-black = Schwarz
side-clear = Klar
seat-numbered = Spieler { $number }

# Eine Farbe als Wort, als Substantiv gebraucht („eine kleine Kappe in Rot“).
colour-red = Rot
colour-orange = Orange
colour-yellow = Gelb
colour-green = Grün
colour-blue = Blau
colour-purple = Lila
colour-white = Weiß
colour-black = Schwarz
colour-clear = Klar

## Figuren

piece-brain = Gehirn
piece-toady = Speichellecker
piece-numskull = Dummkopf
piece-clodhopper = Trampel
piece-yahoo = Rüpel
piece-fuddy-duddy = Spießer
piece-ninny = Tropf
piece-elephant = Elefant
piece-knight = Springer
piece-war-tower = Kriegsturm
piece-spearman = Speerträger
piece-stone = Stein
piece-pawn = Bauer
piece-sergeant = Sergeant
piece-trapper = Fallensteller
piece-leaper = Überspringer
piece-diplomat = Diplomat
piece-icebox = Eisschrank
piece-vampire = Vampir
piece-rook = Turm
piece-queen = Dame
piece-bishop = Läufer
piece-cardinal = Kardinal
piece-marshal = Marschall
# Eine Figur mit ihrem Besitzer: „Rüpel (Rot)“.
piece-of-side = { $piece } ({ $side })

## Listen und Anzahlen

list-separator = {", "}
list-and = { $rest } und { $last }
list-or = {" oder "}
count-move =
    { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }
count-legal-move =
    { $count ->
        [one] { $count } legaler Zug
       *[other] { $count } legale Züge
    }
count-step =
    { $count ->
        [one] { $count } Schritt
       *[other] { $count } Schritte
    }
count-pyramid =
    { $count ->
        [one] { $count } Pyramide
       *[other] { $count } Pyramiden
    }
count-ply =
    { $count ->
        [one] { $count } Halbzug
       *[other] { $count } Halbzüge
    }

## Ergebnisse

outcome-win = { $side } gewinnt: { $why }
outcome-draw-agreed = Remis { $why }
outcome-draw = Remis: { $why }
ending-repetition = dieselbe Stellung ist dreimal aufgetreten
ending-repeated-by-loser = { $side } hat dieselbe Stellung zum dritten Mal herbeigeführt
ending-quiet-moves =
    { $count ->
        [one] { $count } Zug je Seite ohne Schlagen
       *[other] { $count } Züge je Seite ohne Schlagen
    }
ending-quiet-plies =
    { $count ->
        [one] { $count } Halbzug ohne Schlagen
       *[other] { $count } Halbzüge ohne Schlagen
    }
ending-total-limit =
    { $count ->
        [one] die Grenze von { $count } Runde ist erreicht
       *[other] die Grenze von { $count } Runden ist erreicht
    }
ending-check-ban = { $side } hat keinen legalen Zug: jeder würde zum dritten Mal mit derselben Figur Schach geben
ending-resigned = { $side } gibt auf
ending-agreed = durch Einigung
ending-time = { $side } hat die Zeit überschritten
ending-time-no-win = { $side } hat die Zeit überschritten, aber keiner anderen Seite bleiben genug Figuren zum Gewinnen
ending-left = { $side } hat die Partie verlassen
ending-checkmate = Schachmatt
ending-stalemate = Patt: { $side } hat keinen legalen Zug
ending-capped = { $side } hat nur noch zwei oder weniger Türme mit Kappe
ending-both-capped = beide Spieler haben nur noch zwei oder weniger Türme mit Kappe
ending-no-legal-move = { $side } hat keinen legalen Zug
ending-few-pyramids = { $side } hat nur noch vier oder weniger Pyramiden
ending-both-few-pyramids = beide Spieler haben nach der Runde von { $side } nur noch vier oder weniger Pyramiden
ending-all-few-pyramids = alle verbliebenen Spieler sind in derselben Runde auf vier oder weniger Pyramiden gefallen
ending-no-legal-action = { $side } hat keine legale Handlung
ending-last-tribe = der letzte verbliebene Stamm
ending-last-elephant = der letzte Elefant von { $side } hat das Brett verlassen
ending-own-last-elephant = der eigene Kriegsturm von { $side } hat dessen letzten Elefanten zerstört
ending-both-last-elephants = { $side } hat die letzten Elefanten beider Seiten zerstört
ending-no-legal-turn = { $side } hat keinen legalen Zug
ending-fall-both-last-elephants = ein Sturz hat die letzten Elefanten beider Seiten zerstört

## Die Statuszeile

status-to-move = { $side } ist am Zug
status-with-note = { $status } — { $note }

## Abgelehnte Züge

move-error-empty = leerer Zug
move-error-no-moves = die Partie ist vorbei: kein Zug ist mehr möglich
move-error-not-legal = '{ $text }' ist hier kein legaler Zug
move-error-ambiguous = '{ $text }' ist mehrdeutig: gemeint sein könnte { $could }
move-error-illegal = '{ $text }' ist hier nicht erlaubt: { $why }
move-error-game-over = die Partie ist vorbei ({ $result }): kein Zug ist mehr möglich
move-error-no-such-index = es gibt keinen legalen Zug mit der Nummer { $index } (es gibt { $count })
move-error-no-such-seat =
    { $count ->
        [one] es gibt keinen Platz { $seat } in einer Partie mit { $count } Platz
       *[other] es gibt keinen Platz { $seat } in einer Partie mit { $count } Plätzen
    }
move-error-check-ban = er würde zum dritten Mal in Folge mit derselben Figur Schach geben

## Uhren

time-control-untimed = Keine Uhr
time-control-sudden-death = { $main } je Seite, ohne Zeitzuschlag
time-control-fischer = { $main } je Seite, { $increment } Zuschlag pro Zug
time-control-delay = { $main } je Seite, bis zu { $delay } pro Zug zurückerstattet (Verzögerung)
time-control-byo-yomi =
    { $count ->
        [one] { $main } je Seite, dann { $count } Periode zu { $period } (Byo-Yomi)
       *[other] { $main } je Seite, dann { $count } Perioden zu { $period } (Byo-Yomi)
    }
time-control-per-move = { $per_move } pro Zug (Fernschach)
time-span-days =
    { $count ->
        [one] { $count } Tag
       *[other] { $count } Tage
    }
time-span-hours = { $hours } Std.
time-span-hours-minutes = { $hours } Std. { $minutes } Min.
time-span-minutes = { $minutes } Min.
time-span-seconds = { $seconds } s

## Die Fragen im Zugfeld (record::ask)

ask-help = Fragen (englisch eingeben): last (der letzte Zug und was er bewirkt hat), pieces [SEITE] (wo die Figuren einer Seite stehen), square NAME (was dort steht), moves [NAME] (die legalen Züge oder die von einem Feld aus), clocks (die Uhren), help (diese Hilfe).
ask-sentence = { $text }.
ask-sentences = { $first } { $then }
ask-separator = {"; "}
ask-line-separator = {". "}
ask-which-square = Welches Feld? Zum Beispiel: square e4.
ask-no-move-yet = Es wurde noch kein Zug gespielt.
ask-played = { $side } hat { $notation } gespielt. { $effects }
ask-now = Jetzt: { $squares }.
ask-off-the-board-now = Vom Brett: { $pieces }. Jetzt: { $squares }.
ask-gone-from = { $piece } von { $square }
ask-square-holds = { $square } { $contents }
ask-no-such-side = Keine Seite heißt '{ $word }' (Seiten: { $sides }).
ask-no-pieces = { $side } hat keine Figuren auf dem Brett.
ask-pieces = Figuren von { $side }: { $squares }.
ask-no-such-square = Auf diesem Brett gibt es kein Feld '{ $square }'.
ask-square-described = { $square }: { $lines }
ask-square = { $square }: { $contents }.
ask-empty = leer
ask-stack = ein Stapel aus { $count }: { $pieces }
ask-piece-of-side = { $piece } ({ $side })
ask-game-over = Die Partie ist vorbei: { $result }.
ask-legal-moves =
    { $count ->
        [one] { $count } legaler Zug: { $moves }.
       *[other] { $count } legale Züge: { $moves }.
    }
ask-no-move-from = Kein legaler Zug beginnt auf { $square }.
ask-moves-from = Von { $square }: { $moves }.
ask-no-clocks = Diese Partie hat keine Uhren.
ask-clock = { $side } { $time }
ask-clock-running = { $side } { $time } (läuft)
ask-clocks = Uhren: { $clocks }.
announce-fall = Ein Kriegsturm stürzt.
announce-trip = Stolpern.
announce-push = Schieben.

## Der Brett-Editor

edit-no-square = auf diesem Brett gibt es kein Feld { $square }
edit-nothing-to-move = auf { $square } steht nichts, das man verschieben könnte
edit-other-game = der Editor bearbeitet { $editing }, nicht { $asked }
edit-cannot-hold = der Stellungstext kann das nicht darstellen: { $why }
edit-does-not-read-back = der Stellungstext liest sich nicht gleich zurück: { $text }
edit-not-playable = Nicht spielbar: { $why }
edit-seat = Platz { $seat }
edit-neutral = Neutral

## Stellungstexte (alle Spiele)

position-error-syntax = Stellung, Zeichen { $column }: { $problem }
position-error-character = Zeichen { $column }: { $problem }
position-empty = die Stellung ist leer
position-and-setup = ein Stellungstext und eine Aufstellung können nicht beide angegeben werden

## Sturm auf den Elfenbeinturm

storm-check = Schach
storm-alert = Schach! Das Gehirn wird angegriffen
piece-plural-brain = Gehirne
piece-plural-toady = Speichellecker
piece-plural-numskull = Dummköpfe
piece-plural-clodhopper = Trampel
piece-plural-yahoo = Rüpel
piece-plural-fuddy-duddy = Spießer
piece-plural-ninny = Tröpfe
storm-not-a-move = '{ $text }' ist kein Zug: schreibe einen Figurenbuchstaben (B T N C Y F I), das Feld, das sie verlässt, '-' (oder 'x' beim Schlagen) und das Feld, das sie erreicht, z. B. Yb1-c3 oder Cb3xb10
storm-not-a-square = '{ $square }' ist kein Feld des Bretts (a1 bis i10)
storm-no-piece = auf { $square } steht keine Figur
storm-not-yours = die Figur auf { $square } gehört { $owner }; { $side } ist am Zug
storm-wrong-piece = die Figur auf { $square } ist ein { $piece } ({ $letter }), kein { $written } ({ $written_letter })
storm-captures = '{ $text }' schlägt auf { $square }: schreibe { $fixed }
storm-does-not-capture = '{ $text }' schlägt nicht: schreibe { $fixed }
storm-cannot-move-to = '{ $text }' ist hier kein legaler Zug: { $piece } auf { $from } kann nicht nach { $to } ziehen
storm-brain-attacked = '{ $text }' ist hier kein legaler Zug: das Gehirn von { $side } bliebe angegriffen
storm-position-unknown-character = '{ $char }' ist kein Figurenbuchstabe (B T N C Y F I für Rot, b t n c y f i für Blau), keine Anzahl leerer Felder (1 bis 9) und kein '/'
storm-position-zero-empty = 0 ist keine Anzahl leerer Felder (1 bis 9)
storm-position-counts-in-a-row = zwei Anzahlen leerer Felder hintereinander: schreibe ihre Summe als eine Ziffer
storm-position-rank-too-long = Reihe { $rank } hat mehr als 9 Felder
storm-position-rank-too-short = Reihe { $rank } hat { $count } Felder; sie braucht 9
storm-position-too-many-ranks = das Brett hat 10 Reihen; dieser '/' würde eine elfte beginnen
storm-position-too-few-ranks = das Brett hat 10 Reihen, aber die Seite am Zug folgt auf Reihe { $rank }
storm-position-missing-side = die Seite am Zug fehlt: schreibe nach Reihe 1 ein Leerzeichen und r (Rot) oder b (Blau)
storm-position-bad-side = '{ $char }' ist keine Seite am Zug: schreibe r (Rot) oder b (Blau)
storm-position-after-side = '{ $char }' nach der Seite am Zug: nur ein Leerzeichen und die drei Verlaufsfelder dürfen folgen
storm-position-bad-quiet = die Halbzüge seit dem letzten Schlagen müssen eine Zahl wie 0 oder 12 sein, nicht '{ $char }'
storm-position-leading-zero = die Halbzüge seit dem letzten Schlagen werden ohne führende Nullen geschrieben
storm-position-quiet-too-large = die Halbzüge seit dem letzten Schlagen sind mehr, als dieses Programm zählen kann
storm-position-missing-field = es fehlen { $field }: die Verlaufsfelder sind die Halbzüge seit dem letzten Schlagen, die Schachgebote von Rot und die von Blau ('-' für keine)
storm-position-bad-checks = { $field } müssen '-' sein oder Einträge wie e5:1, durch Kommas getrennt
storm-position-bad-square = '{ $square }' ist kein Feld des Bretts (a1 bis i10)
storm-position-bad-count = eine Schachzählung ist 1 oder 2 (Schachgebote dieser Figur in Folge), nicht '{ $char }'
storm-position-repeated = { $square } ist zweimal aufgeführt
storm-position-out-of-order = die Einträge stehen in der Reihenfolge der Felder (a1, b1, …, i1, a2, …): { $first } kommt vor { $second }
storm-position-after-end = '{ $char }' nach den Schachgeboten von Blau: die Stellung endet dort
storm-position-all-zero = jedes Verlaufsfeld ist null: lass sie alle weg
storm-field-quiet = die Halbzüge seit dem letzten Schlagen
storm-field-checks = die Schachgebote von { $side }
storm-illegal-no-brain = { $side } hat kein Gehirn; jede Seite hat genau eines
storm-illegal-brains = { $side } hat { $count } Gehirne ({ $squares }); jede Seite hat genau eines
storm-illegal-brain-outside = das Gehirn von { $side } muss in seinem Elfenbeinturm ({ $tower }) stehen; es steht auf { $square }
storm-illegal-toady-outside = die Speichellecker von { $side } verlassen nie ihren Elfenbeinturm ({ $tower }); einer steht auf { $square }
storm-illegal-too-many = { $side } hat { $count } { $pieces }; die Anfangsstellung hat { $max }, und es kommt nie eine Figur hinzu
storm-illegal-in-check = das Gehirn von { $waiting } wird angegriffen, aber { $mover } ist am Zug
storm-illegal-checker-missing = die Schachgebote von { $side } nennen { $square }, wo keine Figur von { $side } steht
storm-illegal-not-checking = die Schachgebote von { $side } nennen { $square }, aber { $side } hat gerade gezogen, und { $piece } dort gibt kein Schach
storm-illegal-quiet-past-limit = die Stellung zählt { $quiet } Halbzüge seit dem letzten Schlagen, aber die Partie ist nach { $limit } remis (Option move-limit={ $moves })
storm-edit-no-square = Sturm hat kein Feld { $square }
storm-edit-not-a-piece = '{ $token }' ist keine Figur von Sturm
storm-edit-one-piece = auf einem Feld von Sturm steht nur eine Figur
storm-setup-to-move = Aufstellung: '{ $part }' sollte 'red to move' oder 'blue to move' lauten
storm-setup-side = Aufstellung: '{ $part }' sollte wie 'red: Be1 Td1' aussehen ({ $help })
storm-setup-unknown-side = Aufstellung: unbekannte Seite '{ $word }' (red oder blue)
storm-setup-twice = Aufstellung: { $side } ist zweimal aufgeführt
storm-setup-piece-letter = Aufstellung: '{ $word }' sollte mit einem Figurenbuchstaben beginnen (B T N C Y F I)
storm-setup-not-a-square = Aufstellung: '{ $square }' in '{ $word }' ist kein Feld (a1 bis i10)
storm-setup-no-pieces = Aufstellung: keine Figuren für { $side } angegeben ({ $help })

## Drei-Elefanten-Schach

elephant-alert = Elefanten, die die andere Seite im nächsten Zug schlagen kann
elephant-note = Elefanten: { $first } { $first_count }, { $second } { $second_count }
elephant-spearman = Speerträger ({ $side }), Speer { $facing } ({ $direction })
elephant-facing-left = vorn links
elephant-facing-right = vorn rechts
elephant-facing-straight = geradeaus
elephant-rotate-left = Speer nach vorn links
elephant-rotate-right = Speer nach vorn rechts
elephant-rotate-straight = Speer geradeaus
elephant-end-turn = Zug beenden
elephant-fall = Sturz { $direction } (trifft { $hits })
elephant-fall-nothing = Sturz { $direction } (trifft nichts)
elephant-falls-onto = Der Kriegsturm auf { $square } stürzt auf { $squares } und zermalmt { $crushed }
elephant-falls-off-the-board = Der Kriegsturm auf { $square } stürzt vom Brett und zermalmt { $crushed }
elephant-crushed-piece = { $piece } ({ $side })
elephant-crushed-itself = sich selbst
elephant-crushed-only-itself = nur sich selbst
piece-plural-elephant = Elefanten
piece-plural-knight = Springer
piece-plural-war-tower = Kriegstürme
piece-plural-spearman = Speerträger
elephant-not-a-square = '{ $action }': '{ $square }' ist kein Feld des 9×9-Bretts (a1 bis i9)
elephant-not-an-action = '{ $action }' ist keine Handlung: schreibe Sd2-d3, Sd3>L, Ef1-f3, Nb1xc3, Ta1-a4 oder Te6!NE, Handlungen durch ';' verbunden
elephant-bad-rotation = '{ $action }': eine Drehung endet auf >L, >R oder >F
elephant-bad-direction = '{ $action }': '{ $direction }' ist keine Richtung (N NE E SE S SW W NW)
elephant-game-over = die Partie ist vorbei ({ $result }): kein Zug ist mehr möglich
elephant-empty-turn = leerer Zug
elephant-empty-action = '{ $turn }': eine leere Handlung zwischen ';'
elephant-action-order = '{ $turn }': ein Zug hat höchstens eine Handlung jeder Art, in der Reihenfolge Speerträgerschritt; Drehung; andere Figur oder Sturz
elephant-after-last-elephant = '{ $turn }': der Speerträger schlägt den letzten Elefanten von { $side }, was die Partie beendet; in diesem Zug wird nichts mehr gespielt
elephant-no-spearman = auf { $square } steht kein Speerträger von { $side }
elephant-spear-off-board = der Speerträger auf { $square } zeigt { $facing } vom Brett und kann nicht ziehen
elephant-spear-points = der Speerträger auf { $square } zeigt { $facing } auf { $target }: er kann nur dorthin ziehen, nicht nach { $to }
elephant-no-spearman-to-rotate = auf { $square } steht kein Speerträger von { $side }, der sich drehen könnte
elephant-rotate-from-straight = der Speerträger auf { $square } zeigt geradeaus: er dreht sich nach >L oder >R
elephant-rotate-from-diagonal = der Speerträger auf { $square } zeigt schräg: er dreht sich nur zurück nach geradeaus (>F)
elephant-holds-piece = { $piece }
elephant-holds-stone = ein Stein
elephant-holds-nothing = nichts
elephant-holds-not = auf { $square } steht { $what }, nicht { $wanted }
elephant-holds-not-spearman = auf { $square } steht { $what }, nicht { $wanted } (Speerträger ziehen in Handlung 1, die zuerst geschrieben wird)
elephant-how-knight = ein Springer springt wie im Schach
elephant-how-elephant = ein Elefant springt ein oder zwei Felder gerade oder schräg
elephant-how-war-tower = ein Kriegsturm zieht wie ein Turm im Schach, und Figuren und Steine halten ihn auf
elephant-cannot-reach = { $piece } kann { $to } nicht von { $from } aus erreichen: { $how }
elephant-tower-never-captures = { $square } ist besetzt: ein Kriegsturm schlägt nie durch Ziehen
elephant-no-war-tower = auf { $square } steht kein Kriegsturm von { $side }
elephant-cannot-fall = ein Kriegsturm kann nicht nach { $direction } stürzen
elephant-empty-fall = der Kriegsturm auf { $square } kann nicht nach { $direction } stürzen: in dieser Richtung liegt kein Feld vor dem Rand oder einem Stein (die Option empty-fall=on erlaubt es)
elephant-rotation-alone = ein Zug braucht einen Speerträgerschritt, den Zug einer anderen Figur oder einen Sturz: eine Drehung allein ist kein Zug
elephant-target-stone = { $square } ist ein Stein: keine Figur kann ihn betreten
elephant-target-own = auf { $square } steht dein eigener { $piece }
elephant-write-x = der { $mover } schlägt { $piece } auf { $square }: schreibe x statt -
elephant-write-dash = auf { $square } gibt es nichts zu schlagen: schreibe - statt x
elephant-position-empty = die Stellung ist leer: sie beginnt mit Reihe 9, dann folgen die Reihen darunter, durch '/' getrennt
elephant-position-leading-space = die Stellung beginnt mit einem Leerzeichen: sie beginnt mit Reihe 9
elephant-position-not-a-square = { $char } kann nicht auf einem Feld stehen: schreibe E, N, T (Elefant, Springer, Kriegsturm), S, L, R (Speerträger mit Speer geradeaus, vorn links, vorn rechts), Großbuchstaben für Weiß und Kleinbuchstaben für Schwarz, '#' für einen Stein oder eine Ziffer 1 bis 9 für so viele leere Felder
elephant-position-zero-run = '0' ist keine Folge leerer Felder: eine Ziffer zählt 1 bis 9 davon
elephant-position-digit-after-digit = eine Ziffer direkt nach einer Ziffer: eine Ziffer zählt die ganze Folge leerer Felder
elephant-position-rank-too-long = Reihe { $rank } hat mehr als 9 Felder
elephant-position-rank-too-short = Reihe { $rank } hat { $count } Felder: sie braucht 9
elephant-position-too-many-ranks = eine zehnte Reihe: das Brett hat 9 Reihen, von 9 hinab bis 1
elephant-position-too-few-ranks = das Brett endet nach { $count } Reihen: es braucht 9, von 9 hinab bis 1, durch '/' getrennt
elephant-position-no-side = die Seite am Zug fehlt: nach dem Brett kommen ein Leerzeichen und 'w' (Weiß) oder 'b' (Schwarz)
elephant-position-bad-side = { $char } ist keine Seite am Zug: schreibe 'w' (Weiß) oder 'b' (Schwarz)
elephant-position-extra-space = ein zweites Leerzeichen: die Felder sind durch ein Leerzeichen getrennt
elephant-position-after-side = { $char } nach der Seite am Zug: die Seite ist ein Buchstabe, dann kommt das Ende oder ein Leerzeichen und die Anzahl der Halbzüge
elephant-position-trailing-space = die Stellung endet mit einem Leerzeichen
elephant-position-bad-count = { $char } ist keine Ziffer: das Feld nach der Seite am Zug ist die Anzahl der Halbzüge, seit zuletzt eine Figur das Brett verlassen hat
elephant-position-leading-zero = die Anzahl der Halbzüge beginnt mit einer 0: schreibe sie ohne führende Nullen
elephant-position-zero-count = eine Anzahl von 0 Halbzügen schreibt man, indem man das Feld weglässt
elephant-position-count-too-large = die Anzahl der Halbzüge ist zu groß (höchstens { $most })
elephant-position-trailing = { $char } nach der Anzahl der Halbzüge: danach folgt nichts mehr
elephant-illegal-no-elephant = { $side } hat keinen Elefanten: eine Seite, deren letzter Elefant das Brett verlassen hat, hat schon verloren
elephant-illegal-too-many = { $side } hat { $count } { $pieces }: eine Seite beginnt mit { $most } und bekommt nie eine Figur hinzu
elephant-illegal-facing = der Speerträger von { $side } auf { $square } zeigt nach { $facing }, vom Gegner weg: der Speer eines Speerträgers von { $side } zeigt geradeaus ({ $ahead }), vorn links ({ $left }) oder vorn rechts ({ $right })
elephant-illegal-spearman-behind = der Speerträger von { $side } auf { $square } steht auf Reihe { $rank }: Speerträger beginnen auf der zweiten Reihe ihrer Seite und ziehen nur vorwärts, also steht ein Speerträger von { $side } nie auf Reihe { $rank }
elephant-illegal-quiet-past-limit = die Stellung zählt { $quiet } Halbzüge, seit zuletzt eine Figur das Brett verlassen hat, aber die Partie ist nach { $limit } remis (Option no-capture-draw={ $turns })
elephant-illegal-no-such-side = Seite { $seat } gibt es nicht: 0 ist Weiß und 1 ist Schwarz
elephant-spear-backwards = der Speer eines Speerträgers zeigt nach hinten
elephant-edit-no-square = Drei-Elefanten-Schach hat kein Feld { $square }
elephant-edit-not-a-piece = '{ $token }' ist keine Figur von Drei-Elefanten-Schach
elephant-edit-one-piece = auf einem Feld steht nur eine Figur

## Die Wege der Turmstämme

tribesmen-alert = Stapel, die ein anderer Stamm mit seiner nächsten Handlung blenden kann
tribesmen-king = König ({ $side })
tribesmen-man-medium = Krieger ({ $side }, mittel)
tribesmen-man-large = Krieger ({ $side }, groß)
tribesmen-pyramid = Pyramide in { $colour } ({ $size })
tribesmen-size-small = klein
tribesmen-size-medium = mittel
tribesmen-size-large = groß
tribesmen-stack-dies =
    { $count ->
        [one] Der Stapel von { $side } auf { $squares } ({ $count } Pyramide) verliert seinen König aus dem Blick und stirbt
       *[other] Der Stapel von { $side } auf { $squares } ({ $count } Pyramiden) verliert seinen König aus dem Blick und stirbt
    }
tribesmen-stacks-die =
    { $count ->
        [one] Die Stapel von { $side } auf { $squares } ({ $count } Pyramide) verlieren ihren König aus dem Blick und sterben
       *[other] Die Stapel von { $side } auf { $squares } ({ $count } Pyramiden) verlieren ihren König aus dem Blick und sterben
    }
tribesmen-not-a-move = '{ $text }' ist kein Zug: schreibe a1-b2 (einen ganzen Stapel ziehen), 2a1-b2 (die obersten zwei Pyramiden), a1xb2(c3,a1,a1) (Stolpern, Plätze von oben nach unten) oder a1>b2 (Schieben), wahlweise gefolgt von Toden wie (†a4)
tribesmen-in-move = '{ $text }': { $why }
tribesmen-deaths-end = '{ $text }': die Tode müssen mit ')' enden
tribesmen-nothing-to-trip = auf { $square } steht kein Stapel, der stolpern könnte
tribesmen-give-places = der Stapel auf { $square } hat { $count } Pyramiden: gib für jede einen Platz an, von oben nach unten
tribesmen-place-around = { $square } liegt nicht neben { $tripped }: verdrängte Pyramiden kommen rund um das Feld des gestolperten Stapels
tribesmen-kills-none = dieser Zug tötet keinen Stapel
tribesmen-kills = dieser Zug tötet die Stapel auf { $squares }
tribesmen-no-stack = auf { $square } steht kein Stapel
tribesmen-not-yours = der Stapel auf { $square } gehört { $owner }, nicht { $side }
tribesmen-not-next-to = { $square } liegt nicht neben { $from }
tribesmen-move-count =
    { $height ->
        [one] der Stapel auf { $square } hat { $height } Pyramide, nicht { $count }
       *[other] der Stapel auf { $square } hat { $height } Pyramiden, nicht { $count }
    }
tribesmen-opposing-stack = auf { $square } steht ein gegnerischer Stapel: bring ihn zum Stolpern (x) oder schiebe ihn (>)
tribesmen-on-smaller = damit käme auf { $square } eine Pyramide auf eine kleinere
tribesmen-no-opposing-stack = auf { $square } steht kein gegnerischer Stapel
tribesmen-push-smaller = ein Stapel aus { $height } kann nur einen kleineren schieben; der auf { $square } hat { $theirs }
tribesmen-push-off-board = der Stapel auf { $square } kann nicht vom Brett geschoben werden
tribesmen-push-not-empty = der Stapel auf { $square } kann nicht geschoben werden: { $beyond } ist nicht leer
tribesmen-trip-taller = ein Stapel aus { $height } kann nur einen Stapel aus { $least } oder mehr zum Stolpern bringen; der auf { $square } hat { $theirs }
tribesmen-place-next-to = eine verdrängte Pyramide muss neben das Feld des gestolperten Stapels
tribesmen-place-other-colour = auf { $square } steht ein Stapel einer anderen Farbe als der gestolperte
tribesmen-place-each = der gestolperte Stapel hat { $count } Pyramiden; jede muss genau einmal platziert werden
tribesmen-not-a-square-name = '{ $square }' ist kein Feldname
tribesmen-off-board = { $square } liegt nicht auf dem { $files }x{ $ranks }-Brett
tribesmen-not-a-size = '{ $letter }' in Stapel '{ $stack }' ist nicht L, M oder S
tribesmen-stack-on-smaller = Stapel '{ $stack }' setzt eine Pyramide auf eine kleinere (schreibe Stapel von unten nach oben)
tribesmen-empty-stack = ein leerer Stapel
tribesmen-stack-too-many = Stapel '{ $stack }' hat mehr Pyramiden einer Größe, als ein Stamm besitzt (5 große, 5 mittlere, 1 kleine)
tribesmen-position-empty = die Stellung ist leer: schreibe die Reihen, ein Leerzeichen und die Seite am Zug, z. B. Blm,Blm,Blms,Blm,Blm/5/5/5/Rlm,Rlm,Rlms,Rlm,Rlm r
tribesmen-position-missing-square = hier fehlt ein Feld: schreibe eine Anzahl leerer Felder oder einen Stapel wie Rlms
tribesmen-position-bad-square = '{ $char }' kann kein Feld beginnen: schreibe eine Anzahl leerer Felder oder einen Stapel, einen Besitzerbuchstaben (R, Y, B, G), dann Größen (l, m, s)
tribesmen-position-no-pyramids = auf den Besitzerbuchstaben { $letter } muss mindestens eine Pyramidengröße folgen (l groß, m mittel, s klein)
tribesmen-position-bad-in-stack = '{ $char }' ist weder Pyramidengröße noch Besitzerbuchstabe: ein Stapel ist ein Besitzerbuchstabe (R, Y, B, G) mit Größen (l, m, s)
tribesmen-position-repeated-owner = der Besitzerbuchstabe { $letter } wiederholt sich in einem Stapel: schreibe ihn einmal, dann alle seine Größen
tribesmen-position-after-number = '{ $char }' kann nicht auf eine Anzahl leerer Felder folgen: als Nächstes kommt ',', '/' oder das Leerzeichen vor der Seite am Zug
tribesmen-position-bad-number = eine Anzahl leerer Felder ist mindestens 1 und hat keine führende Null
tribesmen-position-two-numbers = zwei Anzahlen leerer Felder hintereinander: schreibe sie als eine Zahl
tribesmen-position-rank-length = Reihe { $rank } (von oben gezählt) hat { $count } Felder, Reihe 1 von oben hat { $want }
tribesmen-position-too-wide = eine Reihe darf höchstens { $most } Felder haben
tribesmen-position-too-tall = ein Brett darf höchstens { $most } Reihen haben
tribesmen-position-no-side = auf das Brett müssen ein Leerzeichen und die Seite am Zug folgen (r, y, b oder g)
tribesmen-position-extra-space = zwischen Brett und Seite am Zug steht nur ein Leerzeichen
tribesmen-position-upper-side = die Seite am Zug wird kleingeschrieben: '{ $char }'
tribesmen-position-bad-side = '{ $char }' ist keine Seite am Zug: schreibe r (Rot), y (Gelb), b (Blau) oder g (Grün)
tribesmen-position-trailing = unerwartetes '{ $char }' nach der Seite am Zug: eine Stellung der Turmstämme hat keine weiteren Felder
tribesmen-illegal-board-size = das Brett hat { $files } Linien und { $ranks } Reihen; dieses Spiel wird auf { $want_files }×{ $want_ranks } gespielt
tribesmen-illegal-not-playing = auf { $square } steht eine Pyramide von { $side }, aber { $side } spielt in dieser Partie nicht mit (ihre Stämme: { $tribes })
tribesmen-illegal-side-not-playing = { $side } ist am Zug, spielt aber in dieser Partie nicht mit (ihre Stämme: { $tribes })
tribesmen-illegal-two-colours = der Stapel auf { $square } enthält Pyramiden in { $lower } und in { $upper }: ein Stapel hat nur eine Farbe (die erste Forderung)
tribesmen-illegal-on-smaller = auf { $square } steht eine Pyramide der Größe { $upper } auf einer der Größe { $lower }: keine Pyramide darf auf einer kleineren stehen (die zweite Forderung)
tribesmen-illegal-too-many = { $side } hat { $count } Pyramiden der Größe { $size }; ein Stamm besitzt nur { $most }
tribesmen-illegal-kings = { $side } hat { $count } Könige (kleine Pyramiden); ein Stamm hat einen
tribesmen-illegal-no-king = { $side } hat Pyramiden, aber keinen König (kleine Pyramide): ein König verlässt nie das Brett, solange sein Stamm spielt
tribesmen-illegal-no-tribe = { $side } hat keine Pyramiden: im Spiel zu zweit verlässt kein König je das Brett
tribesmen-illegal-side-out = { $side } ist am Zug, hat aber keine Pyramiden: ein ausgeschiedener Stamm zieht nicht
tribesmen-illegal-blind = der Stapel auf { $square } kann den König von { $side } auf { $king } nicht sehen: ein blinder Stapel stirbt am Ende der Runde, also steht keiner, wenn eine Runde beginnt
tribesmen-illegal-few-still-in = { $side } hat { $count } Pyramiden: bei vier Spielern scheidet ein Stamm mit vier oder weniger aus, und seine Pyramiden verlassen sofort das Brett (scheiden alle verbliebenen Stämme in einer Runde aus, bleibt das Brett leer und die Partie endet remis)
tribesmen-illegal-lone-few = { $side }, der einzige verbliebene Stamm, hat { $count } Pyramiden: der letzte verbliebene Stamm hat immer mehr als vier
tribesmen-illegal-no-action-in-four = { $side } ist am Zug, hat aber keine legale Handlung: bei vier Spielern scheidet ein solcher Stamm aus und verlässt das Brett
tribesmen-edit-no-square = dieses Brett hat kein Feld { $square }
tribesmen-edit-not-a-pyramid = '{ $token }' ist keine Pyramide der Turmstämme
tribesmen-edit-cannot-write = der Stellungstext kann diesen Stapel nicht darstellen: { $why }
tribesmen-no-seat = Platz { $seat } gibt es nicht (es gibt { $count })
tribesmen-two-stacks = zwei Stapel auf { $square }

## Litróf

litrof-alert = Deine letzten drei Türme mit Kappe: verlierst du einen, verlierst du die Partie
litrof-note = Türme mit Kappe: { $first } { $first_count }, { $second } { $second_count }
litrof-tower = { $power }-{ $movement }
litrof-tower-no-movement = { $power } (ohne Gangart)
litrof-tower-no-power = { $movement } (ohne Kraft)
litrof-cap-alone = Kappe allein
litrof-neutral-piece = { $piece } (neutral)
litrof-frozen-piece = { $piece } (eingefroren)
litrof-describe-pawn = Bauer von { $side } (eine einzelne mittlere Pyramide in { $colour }): zieht ein Feld schräg vorwärts, schlägt geradeaus
litrof-describe-tower = Turm von { $side } (kleine Kappe in { $colour }: sein Besitzer)
litrof-describe-neutral = Neutraler Turm (ohne Kappe): jeder Spieler darf ihn ziehen
litrof-describe-power = Kraft { $power } (mittlere Pyramide in { $colour }): { $text }
litrof-describe-no-power = Ohne Kraft: schlägt nur gegnerische Bauern und Sergeanten durch Landen, Fallensteller durch Einschließen, Überspringer durch Überspringen
litrof-describe-movement = Gangart { $movement } (große Pyramide in { $colour }): { $text }
litrof-describe-no-movement = Ohne Gangart: zieht ein Feld vorwärts oder seitwärts
litrof-describe-frozen = Von einem benachbarten Eisschrank eingefroren: kann jetzt nicht ziehen
litrof-trap = Falle
litrof-leap-capture = Auf { $square } durch den Springersprung schlagen
litrof-leap-no-capture = Springen, ohne zu schlagen
litrof-use-power = { $power } einsetzen
litrof-decline-power = { $power } nicht einsetzen
litrof-steal-nothing = Nichts stehlen
litrof-steal = { $what } von { $square } stehlen
litrof-not-notation = '{ $text }' ist keine Litróf-Notation: { $why } (Züge sehen aus wie ICc1-d3, Pd7-e6, nLQd6-a3(xd5) oder XYa7-c9-e4)
litrof-notation-start = sie muss mit einem Stein beginnen: P oder Buchstaben für Kraft und/oder Gangart
litrof-notation-not-a-square = '{ $square }' ist kein Feld
litrof-notation-squares = ein Zug nennt sein Start- und sein Zielfeld, verbunden durch '-'
litrof-notation-after-squares = nach den Feldern dürfen nur die Wirkungen in Klammern folgen
litrof-game-over = '{ $text }': die Partie ist vorbei
litrof-no-piece = '{ $text }' ist nicht erlaubt: auf { $square } steht kein Stein
litrof-belongs-to = '{ $text }' ist nicht erlaubt: { $piece } auf { $square } gehört { $side }
litrof-frozen = '{ $text }' ist nicht erlaubt: { $piece } auf { $square } ist von einem Eisschrank eingefroren
litrof-piece-is = '{ $text }' ist nicht erlaubt: der Stein auf { $square } ist { $piece }
litrof-no-legal-move = '{ $text }' ist nicht erlaubt: { $piece } auf { $square } hat keinen legalen Zug
litrof-position-empty = die Stellung ist leer: sie beginnt mit der Kammer c9, z. B. "1/[BYP][BRG][BGY][BPO][BOR]/bb1bb/5/5/5/5/oo1oo/[OPR][ORY][OBG][OYB][OGP]/1 OB O"
litrof-position-unexpected = '{ $char }' kann hier nicht stehen: { $part } enthält { $expected }
litrof-position-too-many-squares =
    { $count ->
        [one] { $part } hat mehr als { $count } Feld
       *[other] { $part } hat mehr als { $count } Felder
    }
litrof-position-too-few-squares =
    { $have ->
        [one] { $part } hat { $have } Feld, braucht aber { $count }
       *[other] { $part } hat { $have } Felder, braucht aber { $count }
    }
litrof-position-zero = 0 leere Felder: lass die Zahl weg
litrof-position-counts-together = zwei Anzahlen leerer Felder hintereinander: schreibe sie als eine Zahl
litrof-position-bad-slot = '{ $char }' in einem Turm: für „{ $slot }“ steht einer von R O Y G B P oder '-', wo keine Pyramide ist
litrof-position-unclosed = ein Turm sind drei Buchstaben in Klammern, wie [OBG]: erwartet war ']', gefunden { $found }
litrof-position-short-tower = ein Turm sind drei Buchstaben in Klammern, wie [OBG]: { $found }, wo „{ $slot }“ stehen sollte (schreibe '-' für eine fehlende Pyramide)
litrof-position-ends = die Stellung endet nach „{ $part }“: { $missing }
litrof-position-separator = '{ $char }' nach „{ $part }“: { $expected }
litrof-position-not-a-colour = { $found }, wo { $what } stehen sollte: eine Farbe ist einer der Großbuchstaben R O Y G B P
litrof-position-trailing = '{ $char }' nach der Farbe am Zug: die Stellung endet dort
litrof-part-c9 = Kammer c9
litrof-part-c0 = Kammer c0
litrof-part-rank = Reihe { $rank }
litrof-part-board = Brett
litrof-part-colours = Farben der Spieler
litrof-found-end = das Ende des Textes
litrof-slot-cap = Kappe
litrof-slot-power = Kraft
litrof-slot-movement = Gangart
litrof-expected-chamber = ein Feld: 1, wenn es leer ist, oder einen Bauern (r o y g b p) oder einen Turm ([Kappe Kraft Gangart])
litrof-expected-rank = Bauern (r o y g b p), Türme ([Kappe Kraft Gangart], wie [OBG]) und Anzahlen leerer Felder (1-5)
litrof-missing-next-part = '/' und der nächste Teil des Bretts sollten folgen
litrof-expected-ten-parts = das Brett hat zehn Teile, c9, die Reihen 8 bis 1 und c0, durch '/' getrennt
litrof-expected-end-of-board = das Brett endet mit c0; ein Leerzeichen und die Farben der Spieler folgen
litrof-missing-colours = ein Leerzeichen und die Farben der beiden Spieler (wie OB) sollten folgen
litrof-what-first-colour = die Farbe des ersten Spielers
litrof-what-second-colour = die Farbe des zweiten Spielers
litrof-missing-to-move = ein Leerzeichen und die Farbe am Zug sollten folgen
litrof-what-to-move = die Farbe am Zug
litrof-illegal-same-colours = beide Spieler sind { $side }: die zwei Spieler haben verschiedene Farben
litrof-illegal-colour-order = { $first } steht vor { $second }, aber { $second } kommt in der Spektralfolge früher: die frühere Farbe spielt zuerst, von den Reihen 1–2 aus, und wird zuerst geschrieben
litrof-illegal-side-not-playing = { $side } ist am Zug, aber die Spieler sind { $first } und { $second }
litrof-illegal-in-chamber = in der Kammer { $square } steht ein Stein: Steine durchqueren eine Kammer nur während eines Zuges
litrof-illegal-pawn-of-nobody = der Bauer in { $colour } auf { $square } gehört niemandem: die Spieler sind { $first } und { $second }
litrof-illegal-cap-of-nobody = der Turm auf { $square } hat eine Kappe in { $colour }, aber die Spieler sind { $first } und { $second }
litrof-illegal-too-few-pyramids = der Turm auf { $square } hat weniger als zwei Pyramiden: ein Turm, dem nur eine bleibt, scheidet aus dem Spiel aus
litrof-illegal-colour-twice = der Turm auf { $square } enthält zwei Pyramiden in { $colour }: kein Turm enthält zwei Pyramiden einer Farbe
litrof-illegal-too-many = es gibt { $count } { $what } auf { $squares }, aber { $first } und { $second } haben zusammen nur { $max }
litrof-equipment-caps = Kappen in { $colour }
litrof-equipment-pawns = Bauern in { $colour }
litrof-equipment-powers = Kräfte { $power } (mittlere Pyramiden in { $colour } in Türmen)
litrof-equipment-movements = Gangarten { $movement } (große Pyramiden in { $colour })
litrof-setup-not-a-colour = '{ $word }' ist keine Litróf-Farbe (Red, Orange, Yellow, Green, Blue, Purple)
litrof-setup-two-sides = eine Aufstellung nennt zwei Seiten, getrennt durch 'v', z. B. "Orange; VSILD v Blue; TVDSL" (erhalten: "{ $text }")
litrof-setup-unexpected = unerwartetes '{ $extra }' in der Aufstellungsseite "{ $text }"
litrof-setup-five-letters = die Reihe '{ $array }' von { $side } muss fünf Kraftbuchstaben haben, einen je Turm von der linken Seite des Spielers aus
litrof-setup-not-a-power = '{ $letter }' in der Reihe '{ $array }' von { $side } ist kein Kraftbuchstabe (S T L D I V)
litrof-setup-own-power = { $side } hat keine Kraft { $power } in der eigenen Farbe ('{ $letter }' in '{ $array }')
litrof-setup-power-twice = die Reihe '{ $array }' von { $side } verwendet { $power } zweimal
litrof-setup-own-movement = in der Reihe '{ $array }' von { $side } stünde { $power } auf der Gangart { $movement } seiner eigenen Farbe
litrof-same-colours = beide Seiten sind { $side }: die Spieler brauchen zwei verschiedene Farben
litrof-setup-position-form = eine Stellungsaufstellung lautet "COLOUR v COLOUR / a5 rLC, c3 nDB, ... / COLOUR to move"
litrof-setup-different-colours = die Spieler brauchen zwei verschiedene Farben
litrof-setup-not-playing = { $side } spielt in dieser Partie nicht mit
litrof-setup-square-and-piece = '{ $item }' sollte ein Feld und ein Stein sein, z. B. 'a5 rLC'
litrof-setup-no-square = kein Feld '{ $square }' auf dem Brett
litrof-setup-given-twice = { $square } ist zweimal angegeben
litrof-setup-empty-code = leerer Steincode
litrof-setup-bad-owner = '{ $code }': '{ $owner }' ist kein Besitzerbuchstabe (r o y g b p, n neutral)
litrof-setup-neutral-pawn = '{ $code }': ein Bauer gehört einem Spieler
litrof-setup-bad-code = '{ $code }': erwartet wurde ein Besitzerbuchstabe, dann ein Kraft- und/oder Gangartbuchstabe, oder P
litrof-build-not-an-array = das ist keine der 44 Kraftreihen von { $side }
litrof-compose-cap = Kappe (klein): der Besitzer
litrof-compose-power = Kraft (mittel)
litrof-compose-movement = Gangart (groß)
litrof-compose-cap-colour = { $side } (sein Besitzer)
litrof-compose-colour = { $colour } ({ $piece })
litrof-compose-no-cap = keine (neutral)
litrof-compose-no-power = keine (ohne Kraft)
litrof-compose-no-movement = keine (ohne Gangart)
litrof-compose-parts = ein Turm besteht aus { $count } Teilen, nicht aus { $given }
litrof-compose-no-choice = { $part } hat keine Wahl { $choice }
litrof-compose-empty = ein Turm braucht mindestens eine Pyramide
litrof-edit-no-square = Litróf hat kein Feld { $square }
litrof-edit-not-a-piece = '{ $token }' ist kein Litróf-Stein
litrof-edit-one-piece = auf einem Litróf-Feld steht nur ein Stein

## Eine beschädigte automatische Sicherung

damaged-autosave = Die automatisch gesicherte Partie konnte nicht geladen werden ({ $reason }).
damaged-autosave-kept = Die Datei wurde als { $path } aufbewahrt.
damaged-autosave-not-moved = Sie konnte nicht beiseitegelegt werden ({ $error }), daher ist die automatische Sicherung für diesen Lauf aus.
damaged-autosave-all-replay =
    { $count ->
        [one] Der { $count } Zug, der sich daraus lesen ließ, lässt sich weiterhin nachspielen.
       *[other] Die { $count } Züge, die sich daraus lesen ließen, lassen sich weiterhin nachspielen.
    }
damaged-autosave-first-replay = Ihre ersten { $count } von { $listed } Zügen lassen sich weiterhin nachspielen.
damaged-autosave-nothing = Nichts davon konnte wiederhergestellt werden.
