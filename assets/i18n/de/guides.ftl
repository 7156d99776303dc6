### Die Anleitungen der Spiele (`towers guide <game>` und das Anleitungsfenster der App): das Ziel
### jedes Spiels sowie die Titel und Texte seiner Kapitel und Lektionen und die Beschriftungen
### ihrer Schritte. Jede ID besteht aus der ID des Spiels und den Schlüsseln von Kapitel und
### Lektion in seiner Anleitung (assets/guides/<game>.ron): guide-<game>-goal,
### guide-<game>-<chapter>-title und -text, guide-<game>-<chapter>-<lesson>-title und -text,
### guide-<game>-<chapter>-<lesson>-step-<n>. Züge, Felder, Stellungstexte und Buchstaben der
### Notation bleiben in jeder Sprache, wie sie sind. Ein Text darf über mehrere Zeilen laufen;
### eine Leerzeile beginnt einen neuen Absatz.

## Sturm auf den Elfenbeinturm (storm)

guide-storm-goal =
    Fange das gegnerische Gehirn. Gehirne werden nie vom Brett genommen: Du gewinnst, wenn die Seite
    am Zug keinen legalen Zug mehr hat, ob ihr Gehirn angegriffen ist (Schachmatt) oder nicht (auch
    das Patt zählt als Niederlage). Ein Zug, der dein eigenes Gehirn angegriffen lässt, ist nicht
    erlaubt.

    Rot zieht zuerst und beginnt auf den Reihen 1 bis 5, Blau antwortet von den Reihen 6 bis 10.
    Jedes Feld trägt Pfeile, und die Pfeile des Feldes, auf dem eine Figur steht, sagen, in welche
    Richtungen sie aufbrechen darf.
guide-storm-board-title = Das Brett
guide-storm-board-text =
    Neun Linien und zehn Reihen, durch einen Fluss zwischen den Reihen 5 und 6 in zwei Hälften
    geteilt. Jede Seite hat auf ihren hinteren Reihen einen Elfenbeinturm von drei mal drei Feldern
    (d1 bis f3 für Rot, d8 bis f10 für Blau), in dem ihr Gehirn wohnt. Die Pfeile auf jedem Feld
    sind das Herz des Spiels.
guide-storm-board-arrows-title = Pfeile bestimmen die Richtung
guide-storm-board-arrows-text =
    Eine Figur darf nur in eine Richtung aufbrechen, die ein Pfeil auf dem Feld zeigt, das sie
    verlässt. Die Pfeile auf den Feldern, die sie überquert oder auf denen sie landet, zählen nicht.

    Dieser Dummkopf auf a4 würde auf offenem Brett in jede Richtung gleiten, aber a4 zeigt nur nach
    Norden und Süden, also kann er nur die a-Linie hinauf oder hinab ziehen und sonst nirgendwohin.
    Von a5 aus könnte er stattdessen nach Nordosten, Osten und Südosten ziehen.
guide-storm-board-tower-title = Der Elfenbeinturm hält die Seinen
guide-storm-board-tower-text =
    Die Pfeile in einem Turm zeigen nie aus ihm heraus, also kann eine Figur, die immer nur ein Feld
    weit geht, wie dieser Speichellecker, ihr Zuhause nie verlassen. Der Speichellecker auf e2
    erreicht jedes freie Feld des roten Turms und nichts darüber hinaus.
guide-storm-board-river-title = Jenseits des Flusses
guide-storm-board-river-text =
    Der Fluss verändert zwei Figuren, sobald sie am anderen Ufer stehen. Ein Spießer gewinnt dort
    kurze Einzelschritte auf leere Felder zu seinem üblichen Doppelschritt hinzu, doch ein
    Einzelschritt darf ihn nie zurück über den Fluss bringen. Dieser auf e6 kann zwei Felder in jede
    Richtung hüpfen oder einen Schritt gehen, aber nicht hinab auf Reihe 5.
guide-storm-pieces-title = Die Figuren
guide-storm-pieces-text =
    Sieben Arten von Figuren, jede mit einem komischen Namen. Jede von ihnen gehorcht den Pfeilen
    ihres Startfeldes. Außer dem Trampel schlägt eine Figur, indem sie auf eine gegnerische Figur
    zieht, und keine darf auf einer eigenen landen.
guide-storm-pieces-brain-title = Gehirn
guide-storm-pieces-brain-text =
    Das Gehirn geht einen Schritt entlang eines Pfeils. Es wird nie geschlagen, braucht also nie in
    Gefahr hinein zu fliehen: Es darf nur nicht dort stehen, wohin ein Gegner ziehen könnte.

    Hier könnte es jedes Feld rund um e2 erreichen, nur wird die f-Linie vom blauen Gehirn auf f10
    bewacht. Ein Gehirn kann wie ein Dummkopf auf das andere Gehirn zugleiten, also greift es die
    ganze offene Linie unter sich an.
guide-storm-pieces-toady-title = Speichellecker
guide-storm-pieces-toady-text =
    Auch der Speichellecker macht einen einzelnen Schritt entlang eines Pfeils. Er ist der
    Leibwächter des Gehirns: Die Pfeile des Turms halten ihn drinnen, wo er Linien sperrt und Felder
    neben dem Gehirn deckt.
guide-storm-pieces-numskull-title = Dummkopf
guide-storm-pieces-numskull-text =
    Der Dummkopf gleitet beliebig weit entlang eines Pfeils seines Feldes über leere Felder und darf
    auf dem ersten Gegner in seinem Weg anhalten, um ihn zu schlagen. Auf e5, das alle acht Pfeile
    zeigt, fegt er wie eine Dame im Schach über das Brett. Nach dem Gehirn ist er die stärkste
    Figur.
guide-storm-pieces-clodhopper-title = Trampel
guide-storm-pieces-clodhopper-text =
    Ohne zu schlagen, gleitet der Trampel wie ein Dummkopf. Um zu schlagen, springt er: Entlang
    eines Pfeils überspringt er genau eine Figur beliebiger Farbe und schlägt die erste Figur
    danach, wenn sie eine gegnerische ist.

    Von c4 aus gleitet er entlang Reihe 4 oder die c-Linie hinab, geht nach c5 oder springt über den
    blauen Tropf auf c6, um den blauen Rüpel auf c8 zu schlagen. Der übersprungene Tropf bleibt
    unversehrt.
guide-storm-pieces-yahoo-title = Rüpel
guide-storm-pieces-yahoo-text =
    Der Rüpel zieht in zwei Schritten. Der erste geht entlang eines Pfeils auf ein leeres Feld; der
    zweite dreht sich um einen halben rechten Winkel nach außen und geht noch ein Feld weiter. Nach
    einem geraden ersten Schritt endet er also diagonal und nach einem diagonalen ersten Schritt
    gerade, immer von seinem Ausgangspunkt weg. Nur sein erstes Feld muss leer sein.
guide-storm-pieces-fuddy-duddy-title = Spießer
guide-storm-pieces-fuddy-duddy-text =
    Der Spießer springt genau zwei Felder in gerader Linie entlang eines Pfeils, und das Feld, das
    er überquert, muss leer sein. Auf e4 zeigen die Pfeile nach Norden, Osten und Westen, also kann
    er e6, c4 und g4 erreichen. Jenseits des Flusses gewinnt er außerdem Einzelschritte auf leere
    Felder hinzu (siehe Das Brett).
guide-storm-pieces-ninny-title = Tropf
guide-storm-pieces-ninny-text =
    Der Tropf geht einen Schritt entlang eines beliebigen Pfeils seines Feldes, rückwärts und
    seitwärts eingeschlossen. Er wird nie umgewandelt. Auf seiner eigenen Seite des Flusses ist das
    alles; auf der gegnerischen Seite kann er außerdem vorstürmen (siehe Schlagen und Wirkungen).
guide-storm-pieces-korean-fuddy-duddy-title = Der koreanische Spießer
guide-storm-pieces-korean-fuddy-duddy-text =
    In der koreanischen Variante (rekonstruiert, wie die ganze Variante) zieht der Spießer wie der
    Elefant des koreanischen Schachs: einen Schritt entlang eines Pfeils, dann zwei weitere auf
    einer nach außen gedrehten Diagonale. Beide Felder, die er überquert, müssen leer sein; auf dem
    letzten darf er schlagen. Jenseits des Flusses hat er keine Kraft. Der koreanische Trampel kann
    nur ziehen, indem er über eine Figur springt, also steht ein einzelner still.
guide-storm-captures-title = Schlagen und Wirkungen
guide-storm-captures-text =
    Die meisten Schläge ersetzen einfach das Opfer. Der Sprung des Trampels und der Vorstoß des
    Tropfs sind die Ausnahmen, und der weite Blick der Gehirne entlang offener Linien prägt jede
    Partie.
guide-storm-captures-clodhopper-jump-title = Der Sprung eines Trampels
guide-storm-captures-clodhopper-jump-text =
    Der rote Trampel nimmt den blauen Tropf auf c6 als Hürde und landet auf c8, wo er den Rüpel
    schlägt.
guide-storm-captures-clodhopper-jump-step-1 =
    Der Rüpel ist fort; der Tropf, der als Hürde diente, bleibt, wo er war.
guide-storm-captures-ninny-charge-title = Der Vorstoß eines Tropfs jenseits des Flusses
guide-storm-captures-ninny-charge-text =
    Auf e5 steht der Tropf noch in der roten Hälfte und kann nur einen Schritt gehen. Sobald er den
    Fluss überquert hat, darf er vorstürmen: zwei Felder auf einmal in einer Pfeilrichtung, über ein
    leeres Feld, aber nur um zu schlagen und nie so, dass er wieder in der eigenen Hälfte endet.
guide-storm-captures-ninny-charge-step-1 =
    Der Tropf watet durch den Fluss. Sein Feld e6 zeigt alle acht Pfeile.
guide-storm-captures-ninny-charge-step-2 =
    Das blaue Gehirn tritt beiseite und überlässt den Spießer auf e8 seinem Schicksal.
guide-storm-captures-ninny-charge-step-3 =
    Der Vorstoß: über das leere e7 und auf den Spießer, tief im blauen Turm.
guide-storm-captures-brains-watch-title = Gehirne belauern einander
guide-storm-captures-brains-watch-text =
    Ein Gehirn greift das andere Gehirn aus jeder Entfernung entlang einer offenen Pfeillinie an,
    also dürfen zwei Gehirne einander nie sehen. Hier ist der Tropf auf e5 das Einzige zwischen
    ihnen: Er darf die e-Linie hinauf oder hinab gehen, doch jeder Schritt zur Seite würde die Linie
    öffnen und das eigene rote Gehirn ins Schach stellen, was nicht erlaubt ist.

    Das rote Gehirn selbst darf weiterhin nach d1, e2 oder f1 gehen: Auf e2 schirmt der Tropf es
    weiter ab.
guide-storm-captures-checkmate-title = Schachmatt
guide-storm-captures-checkmate-text =
    Das blaue Gehirn auf e10 ist von seinen eigenen Spießern eingeengt, und keiner von ihnen kann
    auf die e-Linie ziehen. Ein einziger Zug des Dummkopfs beendet die Partie.
guide-storm-captures-checkmate-step-1 =
    Der Dummkopf greift e10 über die offene e-Linie an und ebenso e9, das einzige freie Feld des
    Gehirns. Die Sprünge der Spießer gehen über e9 hinweg, ohne dort anzuhalten, also kann nichts
    dazwischentreten: Blau hat keinen legalen Zug und verliert.

## Litróf (litrof)

guide-litrof-goal =
    Jeder Spieler befehligt Türme aus drei Icehouse-Pyramiden: Eine kleine Kappe in seiner eigenen
    Farbe zeigt, wem der Turm gehört, eine mittlere Pyramide gibt ihm eine Kraft und eine große eine
    Gangart. Du gewinnst, wenn deinem Gegner nach einem vollständigen Zug zwei oder weniger Türme
    mit Kappe bleiben. Türme gehen durch Schlagen verloren und auch durch den Verlust ihrer Kappe:
    Ein Turm ohne Kappe ist neutral, und jeder Spieler darf ihn ziehen.

    Es beginnt der Spieler, dessen Farbe in der Reihenfolge Rot, Orange, Gelb, Grün, Blau, Lila
    zuerst kommt, von den Reihen 1 und 2 aus.
guide-litrof-board-title = Das Brett
guide-litrof-board-text =
    Fünf Linien und acht Reihen, dazu zwei zusätzliche Felder: die Kammern, c0 hinter Reihe 1 und c9
    hinter Reihe 8. Eine Kammer liegt wie jedes andere Feld in einer Flucht mit dem Brett, auf der
    c-Linie und auf zwei Diagonalen, und einen Springersprung von vier Feldern entfernt.

    Die Türme in diesen Lektionen sind Rot (das das Brett hinaufzieht) und Lila (das hinabzieht).
    Ein Turm wird zuerst nach seiner Kraft, dann nach seiner Gangart benannt: Ein
    Überspringer-Kardinal hat eine gelbe mittlere und eine grüne große Pyramide.
guide-litrof-board-chambers-title = Die Kammern
guide-litrof-board-chambers-text =
    Ein Stein, der die Kammer des Gegners betritt, bleibt nicht dort: Er setzt in der Kammer seine
    Kraft ein, zieht dann sofort erneut auf ein beliebiges leeres Feld des Hauptbretts und setzt
    seine Kraft ein zweites Mal ein. Ein Turm mit offener Linie nach c9 kann also fast überall
    auftauchen.

    Diese rote Dame auf c4 erreicht c9 über die offene c-Linie, und von dort ist jedes leere Feld
    ein Ziel. Niemand darf seine eigene Kammer betreten.
guide-litrof-board-no-movement-title = Ein Schritt ohne Gangart-Pyramide
guide-litrof-board-no-movement-text =
    Ein Turm, der seine große Pyramide verloren hat, zieht noch, aber nur ein Feld weit, vorwärts
    oder seitwärts. Dieser rote Diplomat auf c4 hat keine Gangart-Pyramide: Er kann nach b4, c5 oder
    d4 ziehen.
guide-litrof-pieces-title = Die Steine
guide-litrof-pieces-text =
    Sechs Farben, jede zugleich eine Gangart (die große Pyramide) und eine Kraft (die mittlere). Ein
    Spieler besitzt nie eine Gangart oder eine Kraft seiner eigenen Farbe, und kein Turm hält zwei
    Pyramiden einer Farbe.

    Die ersten sechs Lektionen zeigen jede Gangart an einem Turm ohne Kraft. Ein solcher Turm
    schlägt nur einen Bauern oder einen Sergeanten, indem er auf ihn zieht, einen Fallensteller,
    indem er ihn einklemmt, und einen Überspringer, indem er ihn überspringt: Er ahmt sein Opfer
    nach. Die nächsten sechs zeigen jede Kraft.
guide-litrof-pieces-rook-title = Rote Gangart: Turm
guide-litrof-pieces-rook-text =
    Die rote große Pyramide zieht wie ein Turm im Schach: beliebig weit entlang einer Reihe oder
    Linie, über leere Felder. Hier gehört sie Lila, auf c5 (Rot besitzt nie eine rote große
    Pyramide).
guide-litrof-pieces-queen-title = Orange Gangart: Dame
guide-litrof-pieces-queen-text =
    Die orange große Pyramide zieht wie eine Dame im Schach: beliebig weit in jede der acht
    Richtungen. Die c-Linie hinauf erreicht sie auch die Kammer von Lila.
guide-litrof-pieces-bishop-title = Gelbe Gangart: Läufer
guide-litrof-pieces-bishop-text =
    Die gelbe große Pyramide zieht wie ein Läufer im Schach: beliebig weit entlang einer Diagonale.
guide-litrof-pieces-cardinal-title = Grüne Gangart: Kardinal
guide-litrof-pieces-cardinal-text =
    Die grüne große Pyramide ist ein Kardinal: Sie zieht wie ein Läufer oder springt wie ein
    Springer.
guide-litrof-pieces-knight-title = Blaue Gangart: Springer
guide-litrof-pieces-knight-text =
    Die blaue große Pyramide springt wie ein Springer im Schach, zwei Felder in eine Richtung und
    ein Feld quer dazu, über alles dazwischen hinweg.
guide-litrof-pieces-marshal-title = Lila Gangart: Marschall
guide-litrof-pieces-marshal-text =
    Die lila große Pyramide ist ein Marschall: Sie zieht wie ein Turm oder springt wie ein Springer.
guide-litrof-pieces-sergeant-title = Rote Kraft: Sergeant
guide-litrof-pieces-sergeant-text =
    Der Sergeant ist die einzige Kraft, die auf die gewöhnliche Art schlägt, indem sie auf einem
    gegnerischen oder neutralen Stein landet. Die Sergeant-Dame von Lila auf c5 kann den roten
    Bauern auf c3 schlagen.
guide-litrof-pieces-trapper-title = Orange Kraft: Fallensteller
guide-litrof-pieces-trapper-text =
    Nach seinem Zug schlägt ein Fallensteller jeden gegnerischen oder neutralen Stein, der in einer
    Dreierreihe zwischen dem Fallensteller und einem eigenen oder neutralen Stein eingeklemmt ist,
    in jeder der acht Richtungen.

    Achte auf den Fallensteller-Springer auf b1: Der Sprung nach c3 klemmt den Bauern auf c4 gegen
    den roten Turm auf c5 ein und den Bauern auf d4 gegen den auf e5.
guide-litrof-pieces-leaper-title = Gelbe Kraft: Überspringer
guide-litrof-pieces-leaper-text =
    Ein Überspringer schlägt durch Springen, wie ein Stein im Damespiel: Gleitend wie ein Turm oder
    Läufer darf er über einen oder mehrere nebeneinanderstehende gegnerische oder neutrale Steine
    hüpfen und muss auf dem ersten leeren Feld dahinter landen; er schlägt sie alle. Ein
    Springersprung schlägt jeden Gegner, der neben seinem Start entlang der langen Seite des Sprungs
    steht.

    Dieser Überspringer-Kardinal auf a5 hat sieben Züge: drei davon schlagen.
guide-litrof-pieces-diplomat-title = Grüne Kraft: Diplomat
guide-litrof-pieces-diplomat-text =
    Nach seinem Zug hebt ein Diplomat jedem gegnerischen Turm neben sich die Kappe ab. Ein Turm ohne
    Kappe ist neutral: Er gehört niemandem, und jeder Spieler darf ihn ziehen. Ein Turm, dem nur
    eine Pyramide bleibt, scheidet aus dem Spiel aus. Bauern sind nicht betroffen.
guide-litrof-pieces-icebox-title = Blaue Kraft: Eisschrank
guide-litrof-pieces-icebox-text =
    Der Eisschrank wirkt ständig, nicht nur nach seinem Zug: Gegnerische und neutrale Steine neben
    ihm können nicht ziehen. Ein neutraler Eisschrank friert jeden Stein neben sich ein.
    Eingefrorene Steine können trotzdem geschlagen werden.
guide-litrof-pieces-vampire-title = Lila Kraft: Vampir
guide-litrof-pieces-vampire-text =
    Nach seinem Zug vernichtet ein Vampir jeden gegnerischen Bauern neben sich, und er darf einem
    benachbarten gegnerischen oder neutralen Turm eine Kraft- oder Gangart-Pyramide rauben: Die
    geraubte Pyramide ersetzt seine eigene derselben Größe. Ein Vampir, der eine Kraft raubt, ist
    danach kein Vampir mehr.

    Jede Wahl des Raubs ist ein eigener Zug: Zieht diese Vampir-Dame nach c4, ergibt das dort drei
    Züge.
guide-litrof-pieces-pawns-title = Bauern
guide-litrof-pieces-pawns-text =
    Ein Bauer ist eine einzelne mittlere Pyramide in der Farbe seines Besitzers. Er hat keine Kraft.
    Er zieht ein Feld diagonal vorwärts auf ein leeres Feld und schlägt ein Feld gerade vorwärts,
    also umgekehrt wie im Schach. Er zieht nie zwei Felder und wird nie umgewandelt.
guide-litrof-pieces-neutral-title = Neutrale Türme
guide-litrof-pieces-neutral-text =
    Ein Turm ohne Kappe ist neutral. In deinem Zug darfst du ihn ziehen, als gehörte er dir, und
    seine Kraft wirkt dann gegen deinen Gegner. Diese neutrale Sergeant-Dame auf c4 kann jetzt Rot
    einsetzen und im nächsten Zug Lila.
guide-litrof-captures-title = Schlagen und Wirkungen
guide-litrof-captures-text =
    Die meisten Schläge in Litróf geschehen nicht durch Landen auf einem Stein: Die Kraft des
    gezogenen Turms entscheidet, was um ihn herum geschieht. Die Notation des Zuges nennt jede
    Wirkung in Klammern: x für einen Schlag, = für einen veränderten Turm.
guide-litrof-captures-leaper-double-title = Der Doppelschlag eines Überspringers
guide-litrof-captures-leaper-double-text =
    Der Überspringer-Kardinal gleitet von a5 entlang der Diagonale, überspringt den lila Bauern auf
    b4 und den neutralen Turm auf c3 zugleich und landet auf d2.
guide-litrof-captures-leaper-double-step-1 =
    Beide übersprungenen Steine sind fort. Zwischen ihnen konnte er nicht anhalten: Ein Sprung räumt
    die ganze Reihe benachbarter Steine ab und landet auf dem ersten leeren Feld dahinter.
guide-litrof-captures-trapper-custodian-title = Das Einklemmen durch einen Fallensteller
guide-litrof-captures-trapper-custodian-text =
    Der Fallensteller braucht Partner: einen eigenen oder neutralen Stein auf der anderen Seite
    jedes Opfers.
guide-litrof-captures-trapper-custodian-step-1 =
    Zwei Bauern auf einmal gefangen: c4 zwischen c3 und c5, d4 zwischen c3 und e5 auf der Diagonale.
guide-litrof-captures-diplomat-de-capping-title = Das Entkappen durch einen Diplomaten
guide-litrof-captures-diplomat-de-capping-text =
    Lila hat fünf Türme mit Kappe. Die Diplomat-Dame zieht nach c4, zwischen zwei von ihnen.
guide-litrof-captures-diplomat-de-capping-step-1 =
    Die Kappen auf b5 und d5 fallen: Dort stehen jetzt ein neutraler Fallensteller-Läufer und ein
    neutraler Überspringer-Springer, und Lila hat nur noch drei Türme mit Kappe. Lila darf diese
    neutralen Türme in seinem Zug ziehen, und Rot ebenso im nächsten.
guide-litrof-captures-vampire-theft-title = Der Raub eines Vampirs
guide-litrof-captures-vampire-theft-text =
    Die Vampir-Dame landet auf c4, neben dem Überspringer-Springer von Lila auf c5 und einem lila
    Bauern auf d5.
guide-litrof-captures-vampire-theft-step-1 =
    Der Bauer auf d5 wird vernichtet, und der Vampir nimmt die gelbe Überspringer-Kraft von c5
    anstelle seiner eigenen lila Kraft: Er ist jetzt eine Überspringer-Dame, und der Turm auf c5 ist
    ein Springer ohne Kraft.
guide-litrof-captures-icebox-freeze-title = Das Einfrieren durch den Eisschrank
guide-litrof-captures-icebox-freeze-text =
    Die Eisschrank-Dame zieht neben den Überspringer-Turm von Lila.
guide-litrof-captures-icebox-freeze-step-1 =
    Nichts wird geschlagen, aber der Überspringer-Turm auf c6 ist eingefroren: Lila kann mit ihm
    nicht ziehen, solange der Eisschrank neben ihm bleibt.
guide-litrof-captures-icebox-freeze-step-2 = Lila muss etwas anderes ziehen.
guide-litrof-captures-chamber-title = Durch die Kammer
guide-litrof-captures-chamber-text =
    Die Diplomat-Dame auf c3 hat eine offene c-Linie bis zur Kammer von Lila, c9, die an b8, c8 und
    d8 grenzt.
guide-litrof-captures-chamber-step-1 =
    In der Kammer nimmt der Diplomat b8 die Kappe ab; dann landet er auf d7 und nimmt e8 die Kappe
    ab, der nur zwei Pyramiden hatte und daher aus dem Spiel ausscheidet. Ein Zug kostet Lila zwei
    Türme mit Kappe.
guide-litrof-captures-winning-title = Gewinnen
guide-litrof-captures-winning-text =
    Lila hat nur noch drei Türme mit Kappe, und einer davon steht auf d5.
guide-litrof-captures-winning-step-1 =
    Die Kappe auf d5 fällt, und Lila hat nur noch zwei Türme mit Kappe: Rot gewinnt sofort.

## Die Wege der Turmstämme (tribesmen)

guide-tribesmen-goal =
    Jeder Stamm beginnt mit elf Icehouse-Pyramiden: einer kleinen Pyramide, dem König, und fünf
    mittleren und fünf großen Männern. Bringe deinen Gegner auf vier Pyramiden oder weniger, und du
    gewinnst. Pyramiden werden nie einfach geschlagen: Ein Stapel stirbt, wenn er seinen eigenen
    König nicht mehr sehen kann, also geht es in diesem Spiel um Sichtlinien.

    Rot beginnt auf Reihe 1 und zieht zuerst. Eine Runde ist genau eine Handlung: Ziehen, Stolpern
    oder Schieben.
guide-tribesmen-board-title = Das Brett
guide-tribesmen-board-text =
    Ein Brett von fünf mal fünf Feldern. Jedes Feld trägt höchstens einen Stapel, und nach jeder
    Handlung gelten drei Gebote: Ein Stapel gehört einem Stamm, keine Pyramide steht auf einer
    kleineren (der König ist also immer oben auf seinem Stapel), und keine Pyramide liegt je.

    Die Höhe eines Stapels ist die Zahl seiner Pyramiden; die Größen zählen nur beim Stapeln.
guide-tribesmen-board-sight-title = Behalte deinen König im Blick
guide-tribesmen-board-sight-text =
    Am Ende jeder Runde blickt jeder Stapel entlang einer geraden Linie zu seinem eigenen König. Ist
    ein Stapel auf einem Feld, das die Linie durchquert, höher als der blickende Stapel oder höher
    als der Stapel des Königs, ist die Sicht verdeckt, und der blickende Stapel stirbt.

    Der rote König auf b2 kann auf jedes Feld um sich herum gehen, doch nach b2-b3 steht Rots
    eigener Stapel auf c3 in der Linie von der einzelnen großen Pyramide auf e1 zum König. Dieser
    Zug ist legal, und die große Pyramide auf e1 stirbt (die Notation markiert sie mit †), sodass
    Rot nur noch vier Pyramiden bleiben.
guide-tribesmen-board-no-smaller-title = Keine Pyramide auf einer kleineren
guide-tribesmen-board-no-smaller-text =
    Die große Pyramide auf d3 kann nicht auf die mittlere auf c3 steigen: Eine große darf nie auf
    einer kleineren Pyramide stehen. Umgekehrt geht es: Die mittlere auf c3 darf auf d3 steigen.
guide-tribesmen-pieces-title = Die Steine
guide-tribesmen-pieces-text =
    Jede Pyramide zieht gleich: ein Feld in jede der acht Richtungen, allein oder mit den Pyramiden,
    die auf ihr gestapelt sind. Verschieden sind die Größe, die bestimmt, was auf was gestapelt
    werden darf, und der König, den jeder andere Stapel im Blick behalten muss.
guide-tribesmen-pieces-king-title = Der König (kleine Pyramide)
guide-tribesmen-pieces-king-text =
    Der König geht auf jedes benachbarte Feld, das leer ist, oder auf einen seiner eigenen Stapel,
    wo er immer oben sitzt. Er stirbt nie an Blindheit, kann aber wie jede andere Pyramide geschoben
    oder durch ein Stolpern verstreut werden.
guide-tribesmen-pieces-large-title = Eine große Pyramide
guide-tribesmen-pieces-large-text =
    Ein einzelner großer Mann geht ein Feld in jede Richtung, auf ein leeres Feld oder auf einen
    eigenen Stapel, dessen oberste Pyramide ebenfalls groß ist. Er kann nie auf eine mittlere oder
    auf den König steigen.
guide-tribesmen-pieces-medium-title = Eine mittlere Pyramide
guide-tribesmen-pieces-medium-text =
    Ein mittlerer Mann geht auf dieselbe Weise. Er darf auf einem großen sitzen, wie dieser es kann,
    wenn er auf d3 geht.
guide-tribesmen-pieces-stack-title = Ein Stapel
guide-tribesmen-pieces-stack-text =
    Von einem Stapel darfst du die oberste Pyramide allein oder mehrere von oben zusammen ziehen,
    ein Feld weit, so wie sie stehen. Nur so lässt sich ein Stapel teilen oder aufbauen. In der
    Notation zieht 1c3-d3 nur die oberste Pyramide von c3; c3-d3 zieht den ganzen Stapel.
guide-tribesmen-pieces-stack-step-1 =
    Die mittlere verlässt den Stapel: Rot hat jetzt zwei Stapel aus je einer Pyramide, wo ein Stapel
    aus zweien stand.
guide-tribesmen-pieces-stack-step-2 = Blau zieht einen ganzen Stapel aus zwei Pyramiden.
guide-tribesmen-pieces-stack-step-3 =
    Die mittlere steigt zurück auf die große: Der Stapel ist wieder ganz. Jeder dieser Schritte war
    eine ganze Runde.
guide-tribesmen-captures-title = Schlagen und Wirkungen
guide-tribesmen-captures-text =
    Niemand schlägt, indem er auf einen Gegner zieht. Stattdessen kann ein kleiner Stapel einen viel
    höheren zum Stolpern bringen und verstreuen, ein Stapel kann einen kleineren wegschieben, und
    jede dieser Handlungen kann einen Stapel ohne Sicht auf seinen König zurücklassen, was ihn
    tötet.
guide-tribesmen-captures-trip-title = Ein Stolpern
guide-tribesmen-captures-trip-text =
    Ein ganzer Stapel darf einen benachbarten gegnerischen Stapel zum Stolpern bringen, der
    mindestens zwei Pyramiden höher ist. Die einzelne rote mittlere Pyramide auf c2 steht dem blauen
    Dreierstapel auf c3 gegenüber. Nach dem Stolpern verteilt Rot jede Pyramide des Opfers um c3
    herum, mit der obersten beginnend, wo immer die Gebote es erlauben: auf leere Felder oder auf
    blaue Stapel, die sie aufnehmen können.
guide-tribesmen-captures-trip-step-1 =
    Die rote mittlere Pyramide steht jetzt auf c3. Die blaue mittlere kam nach b4 und ihre beiden
    großen nach d2 und d4. Der hohe blaue Stapel ist jetzt drei verstreute Männer: Nichts ging
    verloren, aber jeder von ihnen muss weiterhin den König auf e5 sehen.
guide-tribesmen-captures-lost-sight-title = Tod durch verlorene Sicht
guide-tribesmen-captures-lost-sight-text =
    Die einzelne blaue große Pyramide auf c3 blickt über d4 zu ihrem König auf e5. Der rote
    Zweierstapel auf d3 kann in diese Linie treten.
guide-tribesmen-captures-lost-sight-step-1 =
    Der rote Stapel auf d4 ist höher als der blaue Mann auf c3, also kann c3 seinen König nicht mehr
    sehen und stirbt. Blau hat nur noch fünf Pyramiden.
guide-tribesmen-captures-push-title = Ein Schieben in die Blindheit
guide-tribesmen-captures-push-text =
    Ein ganzer Stapel darf einen benachbarten niedrigeren gegnerischen Stapel ein Feld weiter
    entlang derselben Linie auf ein leeres Feld schieben und rückt dann auf das Feld nach, das er
    geleert hat.
guide-tribesmen-captures-push-step-1 =
    Der blaue Mann wird nach b3 gestoßen, und der rote Stapel folgt nach c3. Von b3 aus führt die
    Linie zum König auf e5 am roten Stapel auf c3 und am eigenen blauen Stapel auf d5 vorbei, die
    beide höher sind als der einzelne Mann: Er stirbt. Stapel beider Stämme verdecken die Sicht.
guide-tribesmen-captures-winning-title = Gewinnen
guide-tribesmen-captures-winning-text =
    Blau hat genau fünf Pyramiden: einen König auf e5 und Zweierstapel auf e4 und c3. Der Stapel auf
    c3 sieht seinen König über d4 hinweg.
guide-tribesmen-captures-winning-step-1 =
    Der rote Zweierstapel auf d4 ist höher als der blaue König, das niedrigere Ende der Linie, also
    ist c3 blind und stirbt. Blau bleiben drei Pyramiden, und Blau verliert.

## Drei-Elefanten-Schach (three-elephant)

guide-three-elephant-goal =
    Schlage alle drei Elefanten deines Gegners, bevor er deine schlägt. Es gibt kein Schach und kein
    Schachmatt: Ein Elefant darf angegriffen stehen bleiben, und einen zu verlieren ist nur ein
    Schritt zur Niederlage. Ein Spieler, der keinen legalen Zug machen kann, verliert, und hundert
    volle Züge ohne Schlagen enden remis.

    Weiß beginnt auf den Reihen 1 und 2 und zieht zuerst. Die Anfangsaufstellung und mehrere Regeln
    sind rekonstruiert, da das ursprüngliche Diagramm verloren ist; die Regelübersicht nennt,
    welche.
guide-three-elephant-board-title = Das Brett
guide-three-elephant-board-text =
    Ein Brett von neun mal neun Feldern mit zwei neutralen Steinen in der Mitte (zu Beginn d4 und
    f6). Steine ziehen nie und werden nie geschlagen. Ein Zug ist keine einzelne Bewegung, sondern
    bis zu drei Handlungen in fester Reihenfolge.
guide-three-elephant-board-actions-title = Drei Handlungen je Zug
guide-three-elephant-board-actions-text =
    In einem Zug darfst du in dieser Reihenfolge: einen Speerträger in die Richtung seines Speers
    ziehen; den Speer eines Speerträgers um eine Stufe drehen (desselben oder eines anderen); und
    eine andere Figur ziehen oder einen Kriegsturm stürzen lassen. Du musst die erste oder die
    dritte ausführen; einen Speer nur zu drehen ist kein Zug.

    Der Speerträger auf e5 beginnt also viele verschiedene Züge: einen Schritt allein, einen Schritt
    und eine Drehung, eine Drehung gefolgt von einem Zug des Springers oder Elefanten und so weiter.
    Die Notation verbindet die Handlungen eines Zuges mit Semikolons.
guide-three-elephant-board-stones-title = Steine
guide-three-elephant-board-stones-text =
    Ein Stein hält gleitende Figuren und Speerträger auf, doch Elefanten und Springer springen über
    ihn. Der Elefant auf d4 kann auf d6 landen, genau über den Stein auf d5 hinweg, auch wenn er nie
    auf dem Stein selbst anhalten kann.
guide-three-elephant-pieces-title = Die Figuren
guide-three-elephant-pieces-text =
    Jede Seite hat drei Elefanten, zwei Springer, zwei Kriegstürme und neun Speerträger. Jede Figur
    außer dem Kriegsturm schlägt, indem sie auf eine gegnerische Figur zieht.
guide-three-elephant-pieces-elephant-title = Elefant
guide-three-elephant-pieces-elephant-text =
    Der Elefant springt ein oder zwei Felder in gerader Linie, entlang einer Reihe, einer Linie oder
    einer Diagonale, über alles dazwischen hinweg: bis zu sechzehn Ziele. Er ist die Figur, die du
    schützen musst, und zugleich ein starker Angreifer.
guide-three-elephant-pieces-knight-title = Springer
guide-three-elephant-pieces-knight-text =
    Der Springer springt wie im Schach: zwei Felder in eine Richtung und ein Feld quer dazu, über
    alles hinweg.
guide-three-elephant-pieces-war-tower-title = Kriegsturm
guide-three-elephant-pieces-war-tower-text =
    Der Kriegsturm gleitet wie ein Turm im Schach, aber nur auf leere Felder: Er schlägt nie durch
    Ziehen, und Figuren und Steine halten ihn auf.

    Statt zu ziehen, darf er in eine der acht Richtungen stürzen (Te5!N stürzt nach Norden) und
    vernichtet dabei jede Figur auf den nächsten drei Feldern in dieser Richtung, Freund oder Feind;
    danach ist er selbst fort. Ein Sturz muss mindestens ein Feld erreichen, und ein Turm kann nicht
    in einem Zug stürzen, in dem er gezogen hat.
guide-three-elephant-pieces-spearman-straight-title = Speerträger, Speer geradeaus
guide-three-elephant-pieces-spearman-straight-text =
    Ein Speerträger zieht ein Feld, und nur in die Richtung, in die sein Speer zeigt, und schlägt
    jeden Gegner, der dort steht. Ein gerader Speer kann so gedreht werden, dass er diagonal nach
    vorne links oder vorne rechts zeigt.
guide-three-elephant-pieces-spearman-left-title = Speerträger, Speer vorne links
guide-three-elephant-pieces-spearman-left-text =
    Der Speer dieses Speerträgers zeigt nach vorne links, also ist sein einziger Schritt der nach
    d6. Ein diagonaler Speer kann nur zurück nach geradeaus gedreht werden, nie direkt auf die
    andere Diagonale. Die Speere von Schwarz zeigen in die andere Richtung: Für Schwarz ist vorne
    das Brett hinab.
guide-three-elephant-pieces-stone-title = Stein
guide-three-elephant-pieces-stone-text =
    Der Stein auf d4 gehört niemandem und zieht nie. Der Kriegsturm auf d2 kann auf seiner Linie nur
    nach d3 gleiten, und ein Sturz nach Norden würde am Stein enden und nur d3 vernichten.
guide-three-elephant-captures-title = Schlagen und Wirkungen
guide-three-elephant-captures-text =
    Ein Zug kann den Schritt eines Speerträgers, die Drehung eines Speers und eine dritte Handlung
    verbinden, also kann ein einziger Zug zugleich vorbereiten und zuschlagen. Der Sturz des
    Kriegsturms ist der einzige Schlag, der den Schlagenden die eigene Figur kostet.
guide-three-elephant-captures-tower-fall-title = Der Sturz eines Kriegsturms
guide-three-elephant-captures-tower-fall-text =
    Vor dem weißen Kriegsturm auf e5 stehen ein weißer Speerträger, ein schwarzer Speerträger und
    ein schwarzer Springer, auf e6, e7 und e8.
guide-three-elephant-captures-tower-fall-step-1 =
    Der Turm kippt nach Norden: e6, e7 und e8 werden geräumt, der eigene weiße Speerträger
    eingeschlossen, und der Turm selbst ist fort. Der Elefant auf e9, ein viertes Feld entfernt,
    bleibt unberührt.
guide-three-elephant-captures-spearman-turn-title = Die Drehung eines Speerträgers
guide-three-elephant-captures-spearman-turn-text =
    Der schwarze Springer auf d6 ist außer Reichweite eines geraden Speers. Weiß nutzt alle drei
    Handlungen eines Zuges.
guide-three-elephant-captures-spearman-turn-step-1 =
    Ein Zug: Der Speerträger geht nach e5, dann wird sein Speer nach vorne links gedreht, auf den
    Springer, und zuletzt zieht der Elefant nach b1.
guide-three-elephant-captures-spearman-turn-step-2 = Schwarz bemerkt die Drohung nicht.
guide-three-elephant-captures-spearman-turn-step-3 =
    Der Speerträger geht entlang seines Speers und schlägt den Springer. Ein Schritt allein ist ein
    ganzer Zug.
guide-three-elephant-captures-winning-title = Gewinnen
guide-three-elephant-captures-winning-text =
    Schwarz hat nur noch einen Elefanten, auf f8, einen Springersprung vom weißen Springer auf e6
    entfernt.
guide-three-elephant-captures-winning-step-1 =
    Weiß zieht zuerst einen Speerträger, dann schlägt der Springer den letzten Elefanten. Die Partie
    endet in dem Augenblick, in dem er geschlagen wird.
