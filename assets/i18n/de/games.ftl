### Die Worte der Spiele: Namen, Regelübersichten, Varianten, Regeloptionen und ihre Werte,
### wie jede Figur zieht, was rekonstruiert ist, wie eine Aufstellung geschrieben wird, und
### Legenden. Jede ID besteht aus der ID des Spiels und einem Feld seiner Daten
### (assets/games/<game>.ron; die Tabelle der IDs steht in src/core/config.rs, `GameWords`).
### Was man eintippt, bleibt in jeder Sprache, wie es ist: Spiel-IDs, Optionsnamen und -werte
### (repetition=draw), Varianten-IDs, Buchstaben der Notation, Feldnamen und Züge. Ein Text darf
### über mehrere Zeilen laufen; eine Leerzeile beginnt einen neuen Absatz.

## Sturm auf den Elfenbeinturm (storm)

game-storm-name = Sturm auf den Elfenbeinturm
game-storm-summary =
    Ein Xiangqi-ähnliches Spiel auf einem Brett im Stil von Smess mit 9 Linien und 10 Reihen. Jedes
    Feld zeigt Pfeile, und eine Figur darf ihren Zug nur in eine Richtung beginnen, die das Feld
    zeigt, das sie verlässt; die Pfeile der überquerten Felder und des Zielfelds zählen nicht.
    Zwischen den Reihen 5 und 6 fließt ein Fluss, und das Gehirn jeder Seite wohnt in einem 3x3
    großen Elfenbeinturm (d1-f3 für Rot, d8-f10 für Blau), dessen Pfeile das Gehirn und seine
    Speichellecker darin halten. Rot zieht zuerst.

    Gehirn (B): ein Schritt. Es greift außerdem das gegnerische Gehirn entlang jeder Pfeillinie
    seines eigenen Feldes über leere Felder an, wie die einander gegenüberstehenden Generäle im
    Xiangqi; so zieht es aber nie. Speichellecker (T): ein Schritt. Dummkopf (N): gleitet beliebig
    weit. Trampel (C): gleitet wie ein Dummkopf, schlägt aber nur, indem er über genau eine Figur
    einer beliebigen Seite springt (leere Felder davor und dahinter sind erlaubt). Rüpel (Y): ein
    Schritt auf ein leeres Zwischenfeld, dann ein Schritt um 45 Grad nach außen gedreht (ein
    Springerzug, der verstellt werden kann). Spießer (F): genau zwei Schritte in eine Richtung, das
    erste Feld leer; in der gegnerischen Hälfte darf er auch einen Schritt auf ein leeres Feld
    machen, das noch in der gegnerischen Hälfte liegt. Tropf (I): ein Schritt; in der gegnerischen
    Hälfte darf er auch zwei Schritte über ein leeres Feld vorstürmen, um zu schlagen, und endet
    dabei nie in der eigenen Hälfte.

    Kein Zug darf das eigene Gehirn angegriffen lassen. Wer am Zug ist und keinen legalen Zug hat,
    verliert: Schachmatt und Patt verlieren beide. Standardmäßig darf dieselbe Figur nicht in drei
    aufeinanderfolgenden Zügen Schach bieten, und eine dreimal wiederholte Stellung ist remis; eine
    lange Strecke ohne Schlagen ist ebenfalls remis.

    Koreanische Variante: Die Gehirne beginnen in der Mitte ihrer Türme (e2, e9); der Spießer zieht
    wie der koreanische Elefant (ein Schritt, dann zwei Schritte um 45 Grad nach außen gedreht, über
    leere Felder) und hat keine Kraft jenseits des Flusses; der Trampel zieht nur, indem er über
    eine Figur springt, die kein Trampel ist, und schlägt nie einen Trampel.
game-storm-variant-standard-name = Sturm auf den Elfenbeinturm
game-storm-variant-korean-name = Koreanische Variante
game-storm-variant-korean-note =
    Rekonstruiert: Die Quelle nennt diese Variante, doch ihre Figurenbeschreibungen sind verloren;
    die Felder der Gehirne und die Züge von Spießer und Trampel folgen einer fremden Umsetzung.
game-storm-variant-korean-moves-F =
    ein Schritt entlang eines Pfeils, dann zwei weitere in dieselbe Richtung um 45° nach außen
    gedreht, über leere Felder (der koreanische Elefant)
game-storm-variant-korean-moves-C =
    zieht und schlägt nur, indem er über eine Figur springt, die kein Trampel ist; schlägt nie einen
    Trampel
game-storm-moves-B =
    ein Schritt; greift das gegnerische Gehirn entlang seiner Pfeile über leere Felder an (Schach),
    zieht aber nie so
game-storm-moves-T = ein Schritt; die Pfeile des Turms halten ihn neben seinem Gehirn
game-storm-moves-N =
    beliebig weit in eine Richtung über leere Felder; schlägt den ersten Gegner, auf den er trifft
game-storm-moves-C =
    gleitet wie ein Dummkopf; schlägt nur, indem er über genau eine Figur auf den Gegner dahinter
    springt
game-storm-moves-Y =
    ein Schritt auf ein leeres Feld, dann ein Schritt um 45° nach außen gedreht (ein Springerzug,
    der verstellt werden kann)
game-storm-moves-F = genau zwei Felder, das erste leer; jenseits des Flusses auch ein Schritt
game-storm-moves-I =
    ein Schritt; jenseits des Flusses auch ein Vorstoß über zwei Felder, um einen Gegner zu schlagen
game-storm-option-repetition-label = Wiederholung und Dauerschach
game-storm-option-repetition-help =
    perpetual-check: Dieselbe Figur darf nicht in drei aufeinanderfolgenden Zügen Schach bieten (wie
    es der Autor nach dem Vorbild des Xiangqi vorzieht), und das dritte Auftreten einer Stellung mit
    derselben Seite am Zug ist remis. zillions: wie in der Zillions-Umsetzung verliert der Spieler,
    dessen Zug eine Stellung zum dritten Mal herbeiführt.
game-storm-option-repetition-value-perpetual-check = Kein Dauerschach (die Regel des Autors)
game-storm-option-repetition-value-zillions = Wie das Programm Zillions spielt
game-storm-option-move-limit-label = Züge ohne Schlagen bis zum Remis
game-storm-option-move-limit-help =
    Die Partie endet remis nach so vielen Zügen jeder Seite ohne Schlagen; off für keine Grenze.
game-storm-option-move-limit-value-off = Keine Grenze
game-storm-reconstructed-korean =
    Koreanische Variante: Die Gehirne beginnen auf e2 und e9; der Spießer zieht wie der koreanische
    Elefant, ohne Kraft jenseits des Flusses; der Trampel zieht nur springend und springt weder über
    einen Trampel noch schlägt er einen (nach einer fremden Umsetzung, die Beschreibung der Quelle
    ist verloren).
game-storm-setup-help =
    red: <pieces>; blue: <pieces>[; blue to move] — Figuren als Buchstabe der Notation (B Gehirn, T
    Speichellecker, N Dummkopf, C Trampel, Y Rüpel, F Spießer, I Tropf) und ein Feld, z. B. "red:
    Be1 Nb4; blue: Be10 Ia7". Es gelten die Figurenregeln der Variante; Rot zieht zuerst, wenn
    nichts anderes gesagt ist.

## Litróf (litrof)

game-litrof-name = Litróf
game-litrof-summary =
    Zwei Spieler, jeder eine der sechs Icehouse-Farben (Rot, Orange, Gelb, Grün, Blau, Lila), auf
    einem 5×8-Brett mit zwei zusätzlichen Feldern, den Kammern c0 (hinter Reihe 1) und c9 (hinter
    Reihe 8): 42 Felder. Die Farbe, die in der Spektralfolge früher kommt, zieht zuerst und beginnt
    auf den Reihen 1–2.

    Ein Turm ist eine Kappe (klein, in der Farbe des Besitzers) auf einer Kraft (mittel) auf einer
    Gangart (groß); kein Turm hält je zwei Pyramiden einer Farbe oder einer Größe. Ein Turm ohne
    Kappe ist neutral, und jeder Spieler darf ihn ziehen. Gangarten: Rot Turm, Orange Dame, Gelb
    Läufer, Grün Kardinal (Läufer oder Springer), Blau Springer, Lila Marschall (Turm oder
    Springer); ohne große Pyramide geht ein Turm ein Feld vorwärts oder seitwärts. Steine können
    andere Steine nicht überqueren, außer mit einem Springerzug, dem Schlag des Sergeanten und dem
    Sprung des Überspringers. Bauern sind einzelne mittlere Pyramiden in der Farbe des Besitzers:
    Berolina-Bauern, die diagonal vorwärts ziehen und gerade vorwärts schlagen.

    Kräfte wirken nach dem Zug des gezogenen Steins: Der rote Sergeant schlägt durch Landen; der
    orange Fallensteller schlägt jeden gegnerischen oder neutralen Stein, den er in einer
    Dreierreihe gegen einen eigenen oder neutralen Stein einklemmt; der gelbe Überspringer schlägt,
    indem er eine Reihe benachbarter gegnerischer oder neutraler Steine überspringt (ein Springerzug
    überspringt das Feld neben seinem Start entlang des langen Schenkels); der grüne Diplomat nimmt
    benachbarten gegnerischen Türmen die Kappen; der blaue Eisschrank friert benachbarte gegnerische
    und neutrale Steine dauerhaft ein (ein neutraler Eisschrank friert alles neben sich ein); der
    lila Vampir vernichtet benachbarte gegnerische Bauern und darf einem benachbarten gegnerischen
    oder neutralen Turm eine Kraft- oder Gangart-Pyramide nehmen und gegen seine eigene tauschen.
    Ein Turm ohne Kraft schlägt nur gegnerische Bauern und Sergeanten durch Ersetzen, Fallensteller
    durch Einklemmen und Überspringer durch Überspringen. Ein Turm, dem nur eine Pyramide bleibt,
    scheidet aus dem Spiel aus.

    Ein Stein, der in die Kammer des Gegners zieht, setzt dort seine Kraft ein, zieht dann erneut
    auf ein beliebiges leeres Feld des 5×8-Bereichs und setzt seine Kraft noch einmal ein. Niemand
    darf seine eigene Kammer betreten. Ein Spieler, der nach einem Zug zwei oder weniger Türme mit
    Kappe hat, verliert (beide zugleich: remis).

    Notation: Turm = Buchstabe der Kraft + Buchstabe der Gangart (ICc1-d3), n für neutral
    (nLQd6-a3), P für einen Bauern; Schläge und veränderte Türme in Klammern, die Veränderung des
    ziehenden Vampirs zuerst: nVQc7-d6(d6=nLQ, xd5, xe6, xe7); ein Sprung durch die Kammer ist
    XYa7-c9-e4.
game-litrof-variant-standard-name = Standard
game-litrof-option-pawn-captures-neutral-label = Bauern schlagen neutrale Steine
game-litrof-option-pawn-captures-neutral-help =
    yes: Ein Bauer schlägt einen gegnerischen oder einen neutralen Stein gerade vor sich; no: nur
    einen gegnerischen.
game-litrof-option-pawn-captures-neutral-value-yes = Ja: gegnerische oder neutrale Steine
game-litrof-option-pawn-captures-neutral-value-no = Nein: nur gegnerische Steine
game-litrof-option-effects-label = Wirkungen eines Zuges
game-litrof-option-effects-help =
    automatic: Das Einklemmen durch den Fallensteller und durch einen Turm ohne Kraft, das Entkappen
    durch den Diplomaten, das Vernichten von Bauern durch den Vampir und der Schlag beim
    Springersprung geschehen immer; optional: Der Ziehende darf jede dieser Wirkungen ablehnen (jede
    Wahl ist ein eigener Zug). Der Raub des Vampirs ist immer eine Wahl.
game-litrof-option-effects-value-automatic = Geschehen immer
game-litrof-option-effects-value-optional = Der Ziehende darf jede ablehnen
game-litrof-option-reach-label = Diplomat und Vampir wirken auf
game-litrof-option-reach-help =
    all-adjacent: Diplomat und Vampir wirken nach dem Zug auf jeden benachbarten Stein;
    newly-adjacent: nur auf Steine, die nicht schon neben dem Feld standen, von dem der Stein kam
    (beim zweiten Teil eines Sprungs durch die Kammer: nicht neben der Kammer).
game-litrof-option-reach-value-all-adjacent = Jeden benachbarten Stein
game-litrof-option-reach-value-newly-adjacent = Nur neu benachbarte Steine
game-litrof-option-no-legal-move-label = Ein Spieler, der nicht ziehen kann
game-litrof-option-no-legal-move-help =
    Was mit einem Spieler geschieht, der nicht ziehen kann: Er verliert, oder die Partie endet
    remis.
game-litrof-option-no-legal-move-value-loses = Verliert
game-litrof-option-no-legal-move-value-draw = Die Partie endet remis
game-litrof-option-repetition-label = Dritte Wiederholung einer Stellung
game-litrof-option-repetition-help =
    draw: Das dritte Auftreten einer Stellung (gleiches Brett, gleiche Seite am Zug) beendet die
    Partie remis; off: keine Wiederholungsregel.
game-litrof-option-repetition-value-draw = Die Partie endet remis
game-litrof-option-repetition-value-off = Zählt nicht
game-litrof-option-setup-fill-label = Seiten ohne Aufstellung bekommen
game-litrof-option-setup-fill-help =
    Wie eine Seite ohne ihre Anordnung der Kräfte ("Red v Purple") oder die ganze Partie mit --setup
    random vervollständigt wird: durch eine Zufallswahl aus setup-seed oder durch die erste der 44
    Anordnungen in der Reihenfolge der Liste.
game-litrof-option-setup-fill-value-random = Eine zufällige Aufstellung (aus dem Startwert)
game-litrof-option-setup-fill-value-first = Die erste Aufstellung der Liste
game-litrof-option-setup-seed-label = Startwert für zufällige Aufstellungen
game-litrof-option-setup-seed-help =
    Startwert für die zufälligen Aufstellungen von setup-fill=random.
game-litrof-setup-help =
    Beide Seiten: eine Farbe, dann wahlweise die fünf Buchstaben der Kräfte, von der eigenen Linken
    des Spielers aus gesetzt, z. B. "Orange; VSILD v Blue; TVDSL" (die Beispielpartie; S Sergeant, T
    Fallensteller, L Überspringer, D Diplomat, I Eisschrank, V Vampir; eine Kraft steht nie auf der
    Gangart ihrer eigenen Farbe, 44 Anordnungen je Farbe). Eine Seite ohne Anordnung ("Red v
    Purple") oder mit "random" wird vervollständigt, wie setup-fill es sagt; "random" allein lost
    auch die Farben aus. Eine selbst gebaute Stellung: "Red v Purple / a5 rLC, a6 pP, c3 nDB, ... /
    Red" (Besitzerbuchstabe r o y g b p oder n für neutral, dann die Buchstaben des Turms oder P;
    der letzte Teil nennt die Seite am Zug).
game-litrof-legend-powers-title = Kräfte (die mittlere Pyramide)
game-litrof-legend-powers-sergeant-name = Sergeant
game-litrof-legend-powers-sergeant-text =
    schlägt, indem er auf einem gegnerischen oder neutralen Stein landet
game-litrof-legend-powers-trapper-name = Fallensteller
game-litrof-legend-powers-trapper-text =
    schlägt nach seinem Zug jeden gegnerischen oder neutralen Stein, der in einer Dreierreihe
    zwischen ihm und einem eigenen oder neutralen Stein eingeklemmt ist
game-litrof-legend-powers-leaper-name = Überspringer
game-litrof-legend-powers-leaper-text =
    schlägt, indem er eine Reihe benachbarter gegnerischer oder neutraler Steine überspringt und
    direkt dahinter landet; ein Springerzug schlägt auf dem Feld neben seinem Start
game-litrof-legend-powers-diplomat-name = Diplomat
game-litrof-legend-powers-diplomat-text =
    nimmt nach seinem Zug jedem benachbarten gegnerischen Turm die Kappe ab, der dadurch neutral
    wird
game-litrof-legend-powers-icebox-name = Eisschrank
game-litrof-legend-powers-icebox-text =
    gegnerische und neutrale Steine neben ihm können nicht ziehen; ein neutraler Eisschrank friert
    alle seine Nachbarn ein
game-litrof-legend-powers-vampire-name = Vampir
game-litrof-legend-powers-vampire-text =
    vernichtet nach seinem Zug benachbarte gegnerische Bauern und darf einem benachbarten
    gegnerischen oder neutralen Turm eine Kraft- oder Gangart-Pyramide rauben
game-litrof-legend-movements-title = Gangarten (die große Pyramide)
game-litrof-legend-movements-rook-name = Turm
game-litrof-legend-movements-rook-text = gleitet beliebig weit entlang einer Reihe oder Linie
game-litrof-legend-movements-queen-name = Dame
game-litrof-legend-movements-queen-text = gleitet beliebig weit in jede der acht Richtungen
game-litrof-legend-movements-bishop-name = Läufer
game-litrof-legend-movements-bishop-text = gleitet beliebig weit diagonal
game-litrof-legend-movements-cardinal-name = Kardinal
game-litrof-legend-movements-cardinal-text =
    gleitet diagonal oder springt wie ein Springer im Schach
game-litrof-legend-movements-knight-name = Springer
game-litrof-legend-movements-knight-text = springt wie ein Springer im Schach
game-litrof-legend-movements-marshal-name = Marschall
game-litrof-legend-movements-marshal-text =
    gleitet entlang von Reihen und Linien oder springt wie ein Springer im Schach
game-litrof-legend-caps-and-pawns-title = Kappen und Bauern (klein und einzelne mittlere)
game-litrof-legend-caps-and-pawns-cap-name = Kappe
game-litrof-legend-caps-and-pawns-cap-text =
    die kleine Pyramide obenauf, in der Farbe ihres Besitzers; ein Turm ohne sie ist neutral, und
    jeder Spieler darf ihn ziehen
game-litrof-legend-caps-and-pawns-pawn-name = Bauer
game-litrof-legend-caps-and-pawns-pawn-text =
    eine einzelne mittlere Pyramide in der Farbe des Besitzers; zieht ein Feld diagonal vorwärts und
    schlägt gerade vorwärts

## Die Wege der Turmstämme (tribesmen)

game-tribesmen-name = Die Wege der Turmstämme
game-tribesmen-summary =
    Zwei (oder vier) Stämme aus Icehouse-Pyramiden kämpfen, ohne jemandem etwas anzutun: Jeder
    Stapel muss seinen eigenen König sehen, und ein Stapel, der ihn nicht sehen kann, stirbt vor
    Kummer. Jeder Stamm hat 11 Pyramiden: eine kleine (den König) und fünf mittlere und fünf große
    Männer. Pyramiden stehen in einfarbigen Stapeln, nie auf einer kleineren Pyramide und nie
    liegend (die drei Gebote); der König steht daher immer oben auf seinem Stapel.

    In deiner Runde tust du eine Sache. ZIEHEN: Nimm die oberen Pyramiden eines deiner Stapel (eine
    oder mehrere, auch den ganzen Stapel) auf ein benachbartes Feld (8 Richtungen), das leer ist
    oder einen eigenen Stapel trägt; nur so lassen sich Stapel teilen oder vereinen. STOLPERN: Ziehe
    einen ganzen Stapel auf einen benachbarten gegnerischen Stapel, der mindestens zwei Pyramiden
    mehr hat, und verteile dann alle Pyramiden des Opfers auf die Felder um ihn herum (leere Felder,
    das Feld, von dem du kamst, oder die eigenen Stapel des Opfers, unter Wahrung der
    Größenordnung). SCHIEBEN: Ziehe einen ganzen Stapel gegen einen benachbarten gegnerischen Stapel
    mit weniger Pyramiden, der ein Feld weiter in dieselbe Richtung auf ein leeres Feld rutscht;
    dein Stapel rückt auf das Feld nach, das er verlassen hat.

    SICHT: Am Ende jeder Runde zieht man eine Linie von der Mitte jedes Stapels zur Mitte des Feldes
    seines Königs. Ist ein Stapel auf einem Feld, das die Linie durchquert, höher als der kleinere
    der beiden (Höhe = Zahl der Pyramiden; gleiche Höhe verdeckt nie; Stapel jeder Farbe verdecken),
    kann jener Stapel seinen König nicht sehen, und alle seine Pyramiden scheiden aus dem Spiel aus.
    Alle Stapel werden zugleich beurteilt; der eigene Stapel des Königs sieht immer.

    Ein Spieler mit vier oder weniger verbliebenen Pyramiden verliert (beide zugleich: remis);
    ebenso ein Spieler ohne legale Handlung. Dreimalige Wiederholung einer Stellung oder 200 Runden:
    remis. Notation: a1-b2 zieht einen ganzen Stapel, 2a1-b2 die oberen zwei Pyramiden,
    a1xb2(c3,a1,a1) bringt b2 zum Stolpern und verteilt seine Pyramiden von oben nach unten (zuerst
    den König, dann die mittleren, dann die großen; gleich große Pyramiden in der Reihenfolge des
    Bretts a1, b1, ..., a2, ...), a1>b2 schiebt; Todesfälle folgen in Klammern, z. B. (†a4,†c5).

    Vier Spieler: 7x7-Brett, jeder Stamm auf den fünf mittleren Feldern seines Randes, die Runden
    gehen von oben gesehen im Uhrzeigersinn (Süden, Westen, Norden, Osten). Jeder andere Stamm ist
    ein Gegner. Ein Spieler mit vier oder weniger Pyramiden oder ohne legale Handlung in seiner
    Runde scheidet aus, und seine Pyramiden verlassen das Brett; der letzte verbliebene Stamm
    gewinnt.
game-tribesmen-variant-standard-name = Zwei Spieler (5x5)
game-tribesmen-variant-four-player-name = Vier Spieler (7x7)
game-tribesmen-variant-four-player-note =
    von den ursprünglichen Regeln vorgeschlagen: vier Stämme auf einem 7×7-Brett, die reihum im
    Uhrzeigersinn spielen (eine Regeloption); ein Stamm mit nur noch vier Pyramiden scheidet aus,
    der letzte verbliebene Stamm gewinnt
game-tribesmen-option-line-label = Eine Sichtlinie durchquert
game-tribesmen-option-line-help =
    Welche Felder eine Sichtlinie durchquert: 'interior' zählt ein Feld nur, wenn die Linie in sein
    Inneres eintritt (eine Linie durch eine Ecke zählt die Felder nicht, die sie nur berührt);
    'corner-touch' zählt auch diese Felder (sodass sogar ein Stapel diagonal neben seinem König von
    den beiden Feldern neben ihnen verdeckt werden kann).
game-tribesmen-option-line-value-interior = Felder, in deren Inneres sie eintritt
game-tribesmen-option-line-value-corner-touch = Felder, die sie berührt, auch an den Ecken
game-tribesmen-option-height-label = Ein Stapel dazwischen verdeckt die Sicht, wenn er
game-tribesmen-option-height-help =
    Wann ein Stapel zwischen einem Stapel und seinem König die Sicht verdeckt: 'shorter', wenn er
    höher ist als der kleinere der beiden (höher als einer von ihnen); 'both' nur, wenn er höher ist
    als beide. Gleiche Höhe verdeckt nie.
game-tribesmen-option-height-value-shorter = Höher als der kleinere der beiden
game-tribesmen-option-height-value-both = Höher als beide
game-tribesmen-option-push-label = Nach dem Schieben, der schiebende Stapel
game-tribesmen-option-push-help =
    Nach dem Schieben rückt der schiebende Stapel auf das Feld nach, das der geschobene Stapel
    verlassen hat ('advance'), oder bleibt, wo er war ('stay'). In beiden Fällen braucht der
    geschobene Stapel ein leeres Feld des Bretts hinter sich.
game-tribesmen-option-push-value-advance = Rückt auf das geleerte Feld nach
game-tribesmen-option-push-value-stay = Bleibt, wo er war
game-tribesmen-option-both-low-label = Eine Runde lässt beiden Seiten vier Pyramiden oder weniger
game-tribesmen-option-both-low-help =
    Wenn eine Runde beiden Spielern vier oder weniger Pyramiden lässt: remis, oder der Spieler, der
    diese Runde gespielt hat, gewinnt, oder er verliert.
game-tribesmen-option-both-low-value-draw = Die Partie endet remis
game-tribesmen-option-both-low-value-mover-wins = Der Ziehende gewinnt
game-tribesmen-option-both-low-value-mover-loses = Der Ziehende verliert
game-tribesmen-option-no-action-label = Ein Spieler ohne legale Handlung
game-tribesmen-option-no-action-help =
    Ein Spieler, der in seiner Runde keine legale Handlung hat, verliert, oder die Partie endet
    remis.
game-tribesmen-option-no-action-value-loses = Verliert
game-tribesmen-option-no-action-value-draw = Die Partie endet remis
game-tribesmen-option-repetition-label = Dritte Wiederholung einer Stellung
game-tribesmen-option-repetition-help =
    Tritt dieselbe Stellung (Brett und Spieler am Zug) zum dritten Mal auf, endet die Partie remis;
    'off' übergeht Wiederholungen.
game-tribesmen-option-repetition-value-draw = Die Partie endet remis
game-tribesmen-option-repetition-value-off = Zählt nicht
game-tribesmen-option-turn-limit-label = Runden bis zum Remis
game-tribesmen-option-turn-limit-help =
    Die Partie endet remis nach so vielen Runden (eine Runde = die Handlung eines Spielers); 'off'
    für keine Grenze.
game-tribesmen-option-turn-limit-value-off = Keine Grenze
game-tribesmen-option-turn-order-label = Reihenfolge der Runden (vier Spieler)
game-tribesmen-option-turn-order-help =
    Vier Spieler: Die Runden gehen von oben gesehen im Uhrzeigersinn (Süden, Westen, Norden, Osten)
    oder gegen den Uhrzeigersinn (Süden, Osten, Norden, Westen).
game-tribesmen-option-turn-order-value-clockwise = Im Uhrzeigersinn
game-tribesmen-option-turn-order-value-counter-clockwise = Gegen den Uhrzeigersinn
game-tribesmen-reconstructed-open-rules =
    Die Vorlage lässt mehrere Regeln offen; die Regeldatei entscheidet sie, und jede Entscheidung
    ist oben eine Regeloption.
game-tribesmen-reconstructed-trip-placement =
    Hätte ein Stolpern keine legale Verteilung, wäre es nicht erlaubt; das kommt nie vor, denn das
    Feld, das der stolpern lassende Stapel verlassen hat, ist immer leer und nimmt den ganzen Stapel
    des Opfers auf, daher gibt es dafür keine Option.
game-tribesmen-reconstructed-push =
    Geschoben wird orthogonal oder diagonal, nur auf ein leeres Feld: keine Ketten, kein Schieben
    über den Brettrand, kein Vereinen.
game-tribesmen-reconstructed-four-players-out =
    Vier Spieler: Fallen alle noch spielenden Spieler in derselben Runde auf vier oder weniger
    Pyramiden, endet die Partie remis.

## Drei-Elefanten-Schach (three-elephant)

game-three-elephant-name = Drei-Elefanten-Schach
game-three-elephant-summary =
    Schlage alle drei gegnerischen Elefanten, bevor der Gegner deine schlägt. Es gibt kein Schach
    und kein Schachmatt. Die Partie endet in dem Augenblick, in dem der letzte Elefant einer Seite
    das Brett verlässt.

    Ein Zug besteht aus bis zu drei Handlungen, immer in dieser Reihenfolge: (1) einen Speerträger
    ein Feld in die Richtung seines Speers ziehen; (2) einen deiner Speerträger um eine Stufe drehen
    (von gerade auf eine der Diagonalen, von einer Diagonale nur zurück auf gerade); (3) eine andere
    Figur ziehen oder einen Kriegsturm stürzen lassen. Du musst Handlung 1 oder Handlung 3
    ausführen; eine Drehung allein ist kein Zug. Um einen Zug zusammenzustellen, klicke einen
    Speerträger und sein Zielfeld an, dann (wahlweise) einen Speerträger und eine Drehtaste, dann
    eine Figur und ihr Ziel oder einen Kriegsturm und eine Sturztaste; „Zug beenden“ schließt einen
    Zug ohne Handlung 3 ab.

    Speerträger: geht ein Feld dorthin, wohin sein Speer zeigt (geradeaus, vorne links oder vorne
    rechts), auf ein leeres Feld oder auf einen Gegner, den er schlägt; nie auf einen Stein.
    Springer: der Springer des Schachs, der über Steine springt. Elefant: springt ein oder zwei
    Felder in jeder geraden oder diagonalen Linie, über alles hinweg, und schlägt durch Ersetzen.
    Kriegsturm: zieht wie ein Turm im Schach auf ein leeres Feld und schlägt nie durch Ziehen; oder
    er stürzt in eine von acht Richtungen, vernichtet jede Figur, Freund oder Feind, auf den
    nächsten drei Feldern und wird selbst entfernt. Ein Stein hält den Sturz auf: Die Felder davor
    werden getroffen, der Stein und alles dahinter nicht. Ein Turm kann nicht in dem Zug stürzen, in
    dem er gezogen hat.

    Steine ziehen nie und werden nie entfernt. Entfernt eine Handlung die letzten Elefanten beider
    Seiten, verliert der Spieler, der sie ausgeführt hat. Ein Spieler ohne legalen Zug verliert. 100
    volle Züge ohne Schlagen sind remis. Die gezeigte Aufstellung ist eine Rekonstruktion (das
    ursprüngliche Diagramm ist verloren).
game-three-elephant-variant-standard-name = Standard (rekonstruierte Aufstellung)
game-three-elephant-variant-standard-note =
    Aufstellung und Figurenzahl rekonstruiert; das ursprüngliche Diagramm ist verloren
game-three-elephant-moves-S =
    ein Feld dorthin, wohin sein Speer zeigt, und schlägt dort einen Gegner; jeder Zug darf außerdem
    einen Speer um eine Stufe drehen
game-three-elephant-moves-N = der Sprung des Springers im Schach, über alles hinweg
game-three-elephant-moves-E =
    springt ein oder zwei Felder in jede der 8 Richtungen, über alles hinweg; schlägt durch Landen
game-three-elephant-moves-T =
    gleitet entlang einer Reihe oder Linie auf ein leeres Feld und schlägt nie durch Ziehen; oder
    stürzt in eine von 8 Richtungen und zermalmt die nächsten drei Felder und sich selbst
game-three-elephant-option-empty-fall-label = Stürze des Kriegsturms
game-three-elephant-option-empty-fall-help =
    off: Ein Kriegsturm darf nur in eine Richtung stürzen, in der mindestens ein Feld vor dem
    Brettrand oder einem Stein liegt (ein Turm direkt am Rand oder an einem Stein kann nicht in
    diese Richtung stürzen). on: Er darf in jede der 8 Richtungen stürzen, auch in eine, in der er
    kein Feld trifft.
game-three-elephant-option-empty-fall-value-off = Nur wo ein Feld im Weg liegt
game-three-elephant-option-empty-fall-value-on = In jede der 8 Richtungen
game-three-elephant-option-no-capture-draw-label = Züge ohne Schlagen bis zum Remis
game-three-elephant-option-no-capture-draw-help =
    Die Partie endet remis nach so vielen vollen Zügen (einem je Spieler), in denen keine Figur das
    Brett verlassen hat; 'off' für keine Grenze.
game-three-elephant-option-no-capture-draw-value-off = Keine Grenze
game-three-elephant-option-double-wipeout-label =
    Ein Sturz beseitigt die letzten Elefanten beider Seiten
game-three-elephant-option-double-wipeout-help =
    Wenn eine Handlung (der Sturz eines Kriegsturms) die letzten Elefanten beider Seiten entfernt:
    Der Spieler, der sie ausgeführt hat, verliert, oder die Partie endet remis.
game-three-elephant-option-double-wipeout-value-mover-loses = Wer sie ausgeführt hat, verliert
game-three-elephant-option-double-wipeout-value-draw = Die Partie endet remis
game-three-elephant-reconstructed-setup =
    Aufstellung: Weiß a1 Kriegsturm, b1 Springer, d1 e1 f1 Elefanten, h1 Springer, i1 Kriegsturm,
    Speerträger a2-i2 mit geradeaus zeigendem Speer; Schwarz ebenso auf den Reihen 9 und 8. Weiß
    zieht zuerst.
game-three-elephant-reconstructed-piece-counts =
    Figuren je Seite: 3 Elefanten, 2 Springer, 2 Kriegstürme, 9 Speerträger.
game-three-elephant-reconstructed-stones =
    Steine: zwei neutrale Steine auf d4 und f6 (das Verhältnis von 2:9 zwischen Steinen und
    Speerträgern in der Vorlage; ihr erstes Diagramm zeigt einen Stein auf f6).
game-three-elephant-reconstructed-knight =
    Springer: zieht wie der Springer im Schach und springt über Steine und Figuren.
game-three-elephant-reconstructed-elephant =
    Elefant: springt auf jedes Feld, das einen oder zwei Schritte entfernt in gerader orthogonaler
    oder diagonaler Linie liegt, über alles hinweg; schlägt durch Ersetzen.
game-three-elephant-reconstructed-tower-move =
    Zug des Kriegsturms: wie ein Turm im Schach, nur auf leere Felder; er schlägt nie durch Ziehen;
    Steine und Figuren halten ihn auf.
game-three-elephant-reconstructed-tower-fall =
    Sturz des Kriegsturms: in jede der 8 Richtungen; die Option empty-fall entscheidet, ob ein Sturz
    erlaubt ist, der kein Feld trifft (Standard: nicht erlaubt).
game-three-elephant-reconstructed-spearman =
    Speerträger: keine Umwandlung; ein Speerträger, der über den Brettrand oder auf einen Stein
    zeigt, kann nicht ziehen. Ein Spieler dreht nur seine eigenen Speerträger. Für Schwarz ist vorne
    in Richtung Reihe 1, daher ist vorne links für Schwarz Richtung Südosten.
game-three-elephant-reconstructed-last-elephant =
    Die Handlung, die den letzten Elefanten einer Seite entfernt, beendet die Partie sofort; der
    Rest dieses Zuges wird nicht gespielt. Entfernt eine Handlung die letzten Elefanten beider
    Seiten, verliert der Spieler, der sie ausgeführt hat (Option double-wipeout).
game-three-elephant-reconstructed-no-turn =
    Ein Spieler, der keinen legalen Zug machen kann, verliert.
game-three-elephant-reconstructed-no-capture-draw =
    Remis nach 100 vollen Zügen, in denen keine Figur das Brett verlassen hat (Option
    no-capture-draw); der Sturz eines Kriegsturms entfernt immer mindestens den Turm selbst und
    zählt daher als Schlagen.
game-three-elephant-reconstructed-same-turn =
    Zwei verschiedene Folgen von Handlungen, die zur selben Stellung führen, sind derselbe Zug.
game-three-elephant-reconstructed-notation =
    Notation: Sd2-d3 Zug eines Speerträgers, Sd3>L / >R / >F Drehung, Ef1-f3 / Nb1xc3 / Ta1-a4 Zug
    einer Figur, Te6!NE Sturz; die Handlungen eines Zuges werden durch ';' verbunden.
game-three-elephant-setup-help =
    Eine Stellung als 9 Reihen von Reihe 9 hinab bis Reihe 1, getrennt durch '/', dann 'w' oder 'b'
    für die Seite am Zug. Jede Reihe hat 9 Felder: Eine Ziffer steht für so viele leere Felder (eine
    Ziffer für eine ganze Folge), '#' für einen Stein und ein Buchstabe für eine Figur, groß für
    Weiß, klein für Schwarz: E Elefant, N Springer, T Kriegsturm, S Speerträger mit geradeaus
    zeigendem Speer, L nach vorne links zeigend, R nach vorne rechts zeigend (vorne links und vorne
    rechts aus der Sicht des Besitzers der Figur). Steine stehen nur dort, wo der Text sie hinsetzt.
