### The game guides (`towers guide <game>` and the app's guide window): each game's goal, and
### the titles and texts of its chapters and lessons and the captions of their steps. Each id
### is made from the game's id and the keys of the chapter and lesson in its guide
### (assets/guides/<game>.ron): guide-<game>-goal, guide-<game>-<chapter>-title and -text,
### guide-<game>-<chapter>-<lesson>-title and -text, guide-<game>-<chapter>-<lesson>-step-<n>.
### Moves, squares, position strings and notation letters stay as they are in every language.
### A text may run over several lines; a blank line starts a new paragraph.

## Storm the Ivory Tower (storm)

guide-storm-goal =
    Trap the enemy Brain. Brains are never taken off the board: you win when the side to move has no
    legal move left, whether its Brain is attacked (checkmate) or not (stalemate counts as a loss
    too). A move that leaves your own Brain attacked is not allowed.

    Red moves first from ranks 1 to 5, Blue answers from ranks 6 to 10. Every square carries arrows,
    and the arrows of the square a piece stands on say which ways it may set off.
guide-storm-board-title = The board
guide-storm-board-text =
    Nine files and ten ranks, split in two by a river between ranks 5 and 6. Each side keeps a
    three-by-three Ivory Tower on its back ranks (d1 to f3 for Red, d8 to f10 for Blue), where its
    Brain lives. The arrows drawn on each square are the heart of the game.
guide-storm-board-arrows-title = Arrows decide the direction
guide-storm-board-arrows-text =
    A piece may only start out in a direction shown by an arrow on the square it leaves. The arrows
    on the squares it crosses or lands on do not matter.

    This Numskull on a4 would slide in any direction on an open board, but a4 only shows north and
    south, so it can travel up or down the a-file and nowhere else. From a5 it could go north-east,
    east and south-east instead.
guide-storm-board-tower-title = The Ivory Tower keeps its own
guide-storm-board-tower-text =
    The arrows inside a tower never point out of it, so a piece that steps one square at a time,
    like this Toady, can never leave home. The Toady on e2 reaches every free square of Red's tower
    and nothing beyond.
guide-storm-board-river-title = Across the river
guide-storm-board-river-text =
    The river changes two pieces once they stand on the far side. A Fuddy-Duddy there gains short
    single steps to empty squares, as well as its usual double step, but a single step may never
    take it back over the river. This one on e6 can hop two squares in any direction, or step once,
    but not down to rank 5.
guide-storm-pieces-title = The pieces
guide-storm-pieces-text =
    Seven kinds of piece, each with a comic name. Every one of them obeys the arrows of its starting
    square. Apart from the Clodhopper, a piece captures by moving onto an enemy piece, and none may
    land on a friend.
guide-storm-pieces-brain-title = Brain
guide-storm-pieces-brain-text =
    The Brain steps one square along an arrow. It is never captured, so it never needs to flee into
    danger: it only may not stand where an enemy could move onto it.

    Here it could reach any square around e2, except that the f-file is watched by Blue's Brain on
    f10. A Brain can slide like a Numskull towards the other Brain, so it attacks the whole open
    file below it.
guide-storm-pieces-toady-title = Toady
guide-storm-pieces-toady-text =
    The Toady also takes a single step along an arrow. It is the Brain's bodyguard: the tower's
    arrows keep it inside, where it blocks lines and covers squares next to the Brain.
guide-storm-pieces-numskull-title = Numskull
guide-storm-pieces-numskull-text =
    The Numskull slides any distance along one arrow of its square, over empty squares, and may stop
    on the first enemy in its way to capture it. On e5, which shows all eight arrows, it sweeps the
    board like a chess queen. It is the strongest piece after the Brain.
guide-storm-pieces-clodhopper-title = Clodhopper
guide-storm-pieces-clodhopper-text =
    Without capturing, the Clodhopper slides like a Numskull. To capture it jumps: along an arrow it
    passes over exactly one piece of either colour and takes the first piece after it, if that one
    is an enemy.

    From c4 it slides along rank 4 or down the c-file, steps to c5, or leaps over the Blue Ninny on
    c6 to take the Blue Yahoo on c8. The Ninny it jumps is unharmed.
guide-storm-pieces-yahoo-title = Yahoo
guide-storm-pieces-yahoo-text =
    The Yahoo moves in two steps. The first goes along an arrow onto an empty square; the second
    turns half a right angle outwards and goes one more square. So after a straight first step it
    finishes diagonally, and after a diagonal first step it finishes straight, always ending away
    from where it began. Only its first square needs to be empty.
guide-storm-pieces-fuddy-duddy-title = Fuddy-Duddy
guide-storm-pieces-fuddy-duddy-text =
    The Fuddy-Duddy jumps exactly two squares in a straight line along an arrow, and the square it
    passes must be empty. On e4 the arrows point north, east and west, so it can reach e6, c4 and
    g4. Across the river it also gains single steps to empty squares (see The board).
guide-storm-pieces-ninny-title = Ninny
guide-storm-pieces-ninny-text =
    The Ninny takes one step along any arrow of its square, backwards and sideways included. It
    never promotes. On its own side of the river that is all; on the enemy side it can also charge
    (see Captures and effects).
guide-storm-pieces-korean-fuddy-duddy-title = The Korean Fuddy-Duddy
guide-storm-pieces-korean-fuddy-duddy-text =
    In the Korean variant (reconstructed, like the whole variant) the Fuddy-Duddy moves like the
    elephant of Korean chess: one step along an arrow, then two more on a diagonal turned outwards.
    Both squares it passes must be empty; it may capture on the last. It has no power across the
    river. The Korean Clodhopper can only move by jumping over a piece, so a lone one stands still.
guide-storm-captures-title = Captures and effects
guide-storm-captures-text =
    Most captures simply replace the victim. The Clodhopper's jump and the Ninny's charge are the
    exceptions, and the Brains' long look along open lines shapes every game.
guide-storm-captures-clodhopper-jump-title = A Clodhopper's jump
guide-storm-captures-clodhopper-jump-text =
    Red's Clodhopper uses the Blue Ninny on c6 as a hurdle and lands on c8, taking the Yahoo there.
guide-storm-captures-clodhopper-jump-step-1 =
    The Yahoo is gone; the Ninny that served as the hurdle stays where it was.
guide-storm-captures-ninny-charge-title = A Ninny's charge across the river
guide-storm-captures-ninny-charge-text =
    On e5 the Ninny is still on Red's half, and it can only step. Once it has crossed the river it
    may charge: two squares at once in an arrow direction, over an empty square, but only to
    capture, and never ending back on its own half.
guide-storm-captures-ninny-charge-step-1 =
    The Ninny wades across the river. Its square e6 shows all eight arrows.
guide-storm-captures-ninny-charge-step-2 =
    Blue's Brain steps aside and leaves the Fuddy-Duddy on e8 to its fate.
guide-storm-captures-ninny-charge-step-3 =
    The charge: over the empty e7 and onto the Fuddy-Duddy, deep in Blue's tower.
guide-storm-captures-brains-watch-title = Brains watch each other
guide-storm-captures-brains-watch-text =
    A Brain attacks the other Brain from any distance along an open arrow line, so two Brains may
    never see each other. Here the Ninny on e5 is the only thing between them: it may step up or
    down the e-file, but any sideways step would open the file and put Red's own Brain in check,
    which is not allowed.

    Red's Brain itself may still step to d1, e2 or f1: the Ninny goes on shielding it on e2.
guide-storm-captures-checkmate-title = Checkmate
guide-storm-captures-checkmate-text =
    Blue's Brain on e10 is hemmed in by its own Fuddy-Duddies, and neither of them can move onto the
    e-file. One Numskull move finishes the game.
guide-storm-captures-checkmate-step-1 =
    The Numskull attacks e10 up the open e-file, and also e9, the Brain's only free square. The
    Fuddy-Duddies' jumps pass over e9 without stopping on it, so nothing can block: Blue has no
    legal move and loses.

## Litróf (litrof)

guide-litrof-goal =
    Each player commands towers of three Icehouse pyramids: a small cap in his own colour says who
    owns the tower, a medium pyramid gives it a power, and a large one gives it a way of moving. You
    win when, after a complete move, your opponent has two or fewer capped towers left. Towers are
    lost by capture, and also by losing their cap: a tower without a cap is neutral, and either
    player may move it.

    The player whose colour comes first in the order Red, Orange, Yellow, Green, Blue, Purple
    starts, from ranks 1 and 2.
guide-litrof-board-title = The board
guide-litrof-board-text =
    Five files and eight ranks, plus two extra squares: the chambers, c0 behind rank 1 and c9 behind
    rank 8. A chamber lines up with the board like any other square, on the c-file and on two
    diagonals, and a knight's jump away from four squares.

    The towers in these lessons are Red (moving up the board) and Purple (moving down). A tower is
    named by its power first, then its movement: a Leaper-Cardinal has a yellow medium and a green
    large pyramid.
guide-litrof-board-chambers-title = The chambers
guide-litrof-board-chambers-text =
    A piece that enters the opponent's chamber does not stay there: it uses its power in the
    chamber, then moves again at once to any empty square of the main board and uses its power a
    second time. So a tower with an open line to c9 can appear almost anywhere.

    This Red Queen on c4 can reach c9 up the open c-file, and from there every empty square is a
    target. Nobody may enter his own chamber.
guide-litrof-board-no-movement-title = One step without a movement pyramid
guide-litrof-board-no-movement-text =
    A tower that has lost its large pyramid still moves, but only one square, forward or sideways.
    This Red Diplomat on c4 has no movement pyramid: it can go to b4, c5 or d4.
guide-litrof-pieces-title = The pieces
guide-litrof-pieces-text =
    Six colours, each both a movement (the large pyramid) and a power (the medium one). A player
    never owns a movement or a power of his own colour, and no tower holds two pyramids of one
    colour.

    The first six lessons show each movement on a tower without a power. Such a tower captures only
    a Pawn or a Sergeant by moving onto it, a Trapper by trapping it and a Leaper by leaping over
    it: it copies its victim. The next six show each power.
guide-litrof-pieces-rook-title = Red movement: Rook
guide-litrof-pieces-rook-text =
    The red large pyramid moves like a chess rook: any distance along a rank or a file, over empty
    squares. Here it is Purple's, on c5 (Red never owns a red large pyramid).
guide-litrof-pieces-queen-title = Orange movement: Queen
guide-litrof-pieces-queen-text =
    The orange large pyramid moves like a chess queen: any distance in any of the eight directions.
    Up the c-file it also reaches Purple's chamber.
guide-litrof-pieces-bishop-title = Yellow movement: Bishop
guide-litrof-pieces-bishop-text =
    The yellow large pyramid moves like a chess bishop: any distance along a diagonal.
guide-litrof-pieces-cardinal-title = Green movement: Cardinal
guide-litrof-pieces-cardinal-text =
    The green large pyramid is a Cardinal: it moves as a bishop or jumps as a knight.
guide-litrof-pieces-knight-title = Blue movement: Knight
guide-litrof-pieces-knight-text =
    The blue large pyramid jumps like a chess knight, two squares one way and one square across,
    over anything in between.
guide-litrof-pieces-marshal-title = Purple movement: Marshal
guide-litrof-pieces-marshal-text =
    The purple large pyramid is a Marshal: it moves as a rook or jumps as a knight.
guide-litrof-pieces-sergeant-title = Red power: Sergeant
guide-litrof-pieces-sergeant-text =
    The Sergeant is the only power that captures the ordinary way, by landing on an enemy or neutral
    piece. Purple's Sergeant-Queen on c5 can take the Red Pawn on c3.
guide-litrof-pieces-trapper-title = Orange power: Trapper
guide-litrof-pieces-trapper-text =
    After it moves, a Trapper captures every enemy or neutral piece that ends up squeezed in a line
    of three between the Trapper and a friendly or neutral piece, in any of the eight directions.

    Watch the Trapper-Knight on b1: jumping to c3 catches the Pawn on c4 against the Red tower on
    c5, and the Pawn on d4 against the one on e5.
guide-litrof-pieces-leaper-title = Yellow power: Leaper
guide-litrof-pieces-leaper-text =
    A Leaper captures by jumping, like a draughts piece: sliding as a rook or bishop, it may hop
    over one or more enemy or neutral pieces standing next to each other and must land on the first
    empty square after them, taking all of them. A knight jump takes whatever enemy stands next to
    its start along the long side of the jump.

    This Leaper-Cardinal on a5 has seven moves: three of them capture.
guide-litrof-pieces-diplomat-title = Green power: Diplomat
guide-litrof-pieces-diplomat-text =
    After it moves, a Diplomat lifts the cap off every enemy tower next to it. A tower without a cap
    is neutral: it belongs to nobody and either player may move it. A tower that keeps only one
    pyramid leaves the game. Pawns are not affected.
guide-litrof-pieces-icebox-title = Blue power: Icebox
guide-litrof-pieces-icebox-text =
    The Icebox works all the time, not only after it moves: enemy and neutral pieces next to it
    cannot move. A neutral Icebox freezes every piece beside it. Frozen pieces can still be
    captured.
guide-litrof-pieces-vampire-title = Purple power: Vampire
guide-litrof-pieces-vampire-text =
    After it moves, a Vampire destroys every enemy Pawn next to it, and it may steal a power or a
    movement pyramid from one neighbouring enemy or neutral tower: the stolen pyramid replaces its
    own of that size. A Vampire that steals a power stops being a Vampire.

    Each choice of theft is a move of its own: moving this Vampire-Queen to c4 gives three moves
    there.
guide-litrof-pieces-pawns-title = Pawns
guide-litrof-pieces-pawns-text =
    A Pawn is a lone medium pyramid of its owner's colour. It has no power. It moves one square
    diagonally forward to an empty square and captures one square straight ahead, the other way
    round from chess. It never moves two squares and never promotes.
guide-litrof-pieces-neutral-title = Neutral towers
guide-litrof-pieces-neutral-text =
    A tower without a cap is neutral. On your turn you may move it as if it were yours, and its
    power then works against your opponent. This neutral Sergeant-Queen on c4 is Red's to use now,
    and Purple's on the next turn.
guide-litrof-captures-title = Captures and effects
guide-litrof-captures-text =
    Most captures in Litróf do not happen by landing on a piece: the power of the tower that moved
    decides what happens around it. The move's notation lists every effect in brackets: x for a
    capture, = for a tower that changed.
guide-litrof-captures-leaper-double-title = A Leaper's double capture
guide-litrof-captures-leaper-double-text =
    The Leaper-Cardinal slides along the diagonal from a5, hops the Purple Pawn on b4 and the
    neutral tower on c3 together, and lands on d2.
guide-litrof-captures-leaper-double-step-1 =
    Both pieces it jumped are gone. It could not stop between them: a jump clears the whole row of
    neighbouring pieces and lands on the first empty square after it.
guide-litrof-captures-trapper-custodian-title = A Trapper's custodian capture
guide-litrof-captures-trapper-custodian-text =
    The Trapper needs partners: a friendly or neutral piece on the far side of each victim.
guide-litrof-captures-trapper-custodian-step-1 =
    Two Pawns caught at once: c4 between c3 and c5, d4 between c3 and e5 on the diagonal.
guide-litrof-captures-diplomat-de-capping-title = A Diplomat's de-capping
guide-litrof-captures-diplomat-de-capping-text =
    Purple has five capped towers. The Diplomat-Queen moves to c4, between two of them.
guide-litrof-captures-diplomat-de-capping-step-1 =
    The caps on b5 and d5 come off: they are now a neutral Trapper-Bishop and a neutral
    Leaper-Knight, and Purple is down to three capped towers. Purple may move those neutral towers
    on his turn, and so may Red on the next.
guide-litrof-captures-vampire-theft-title = A Vampire's theft
guide-litrof-captures-vampire-theft-text =
    The Vampire-Queen lands on c4, next to Purple's Leaper-Knight on c5 and a Purple Pawn on d5.
guide-litrof-captures-vampire-theft-step-1 =
    The Pawn on d5 is destroyed, and the Vampire takes the yellow Leaper power from c5 in place of
    its own purple one: it is now a Leaper-Queen, and the tower on c5 is a Knight with no power.
guide-litrof-captures-icebox-freeze-title = The Icebox freeze
guide-litrof-captures-icebox-freeze-text = The Icebox-Queen moves next to Purple's Leaper-Rook.
guide-litrof-captures-icebox-freeze-step-1 =
    Nothing is captured, but the Leaper-Rook on c6 is frozen: Purple has no move with it while the
    Icebox stays beside it.
guide-litrof-captures-icebox-freeze-step-2 = Purple must move something else.
guide-litrof-captures-chamber-title = Through the chamber
guide-litrof-captures-chamber-text =
    The Diplomat-Queen on c3 has an open c-file up to Purple's chamber, c9, which touches b8, c8 and
    d8.
guide-litrof-captures-chamber-step-1 =
    In the chamber the Diplomat uncaps b8; then it lands on d7 and uncaps e8, which held only two
    pyramids and so leaves the game. One move costs Purple two capped towers.
guide-litrof-captures-winning-title = Winning
guide-litrof-captures-winning-text =
    Purple is down to three capped towers, and one of them stands on d5.
guide-litrof-captures-winning-step-1 =
    The cap on d5 comes off and Purple has only two capped towers: Red wins at once.

## Ways of the Towering Tribesmen (tribesmen)

guide-tribesmen-goal =
    Each tribe starts with eleven Icehouse pyramids: one small pyramid, the king, and five medium
    and five large men. Bring your opponent down to four pyramids or fewer and you win. Pyramids are
    never captured outright: a stack dies when it can no longer see its own king, so the game is
    about lines of sight.

    Red starts on rank 1 and moves first. A turn is exactly one action: a move, a trip or a push.
guide-tribesmen-board-title = The board
guide-tribesmen-board-text =
    A five-by-five board. Each square holds at most one stack, and three demands hold after every
    action: a stack belongs to one tribe, no pyramid stands on a smaller one (so the king is always
    on top of its stack), and nobody's pyramid ever lies down.

    A stack's height is how many pyramids it holds; the sizes matter only for stacking.
guide-tribesmen-board-sight-title = Keep your king in sight
guide-tribesmen-board-sight-text =
    At the end of every turn, each stack looks along a straight line to its own king. If a stack on
    a square the line passes through is taller than the looking stack or taller than the king's
    stack, the view is blocked and the looking stack dies.

    Red's king on b2 can step anywhere around it, but after b2-b3 Red's own stack on c3 stands in
    the line from the lone large on e1 to the king. That move is legal, and the large on e1 dies
    (the notation marks it with †), leaving Red with only four pyramids.
guide-tribesmen-board-no-smaller-title = No pyramid on a smaller one
guide-tribesmen-board-no-smaller-text =
    The large pyramid on d3 cannot climb onto the medium on c3: a large may never stand on a smaller
    pyramid. The other way round is fine: the medium on c3 may step onto d3.
guide-tribesmen-pieces-title = The pieces
guide-tribesmen-pieces-text =
    Every pyramid moves the same way: one square in any of the eight directions, alone or with the
    pyramids stacked on it. What differs is the size, which decides what may be stacked on what, and
    the king, which every other stack must keep in view.
guide-tribesmen-pieces-king-title = The king (small pyramid)
guide-tribesmen-pieces-king-text =
    The king steps to any neighbouring square that is empty, or onto one of its own stacks, where it
    always sits on top. It never dies of blindness, but it can be pushed or scattered by a trip like
    any other pyramid.
guide-tribesmen-pieces-large-title = A large pyramid
guide-tribesmen-pieces-large-text =
    A lone large man steps one square in any direction, to an empty square or onto a friendly stack
    whose top is also large. It can never climb on a medium or on the king.
guide-tribesmen-pieces-medium-title = A medium pyramid
guide-tribesmen-pieces-medium-text =
    A medium man steps the same way. It may sit on a large one, as this one can by stepping onto d3.
guide-tribesmen-pieces-stack-title = A stack
guide-tribesmen-pieces-stack-text =
    From a stack you may move the top pyramid alone or several from the top together, one square, as
    they stand. This is the only way to split a stack or build one up. In the notation, 1c3-d3 moves
    only the top pyramid of c3; c3-d3 moves the whole stack.
guide-tribesmen-pieces-stack-step-1 =
    The medium leaves the stack: Red now has two stacks of one where there was a stack of two.
guide-tribesmen-pieces-stack-step-2 = Blue moves a whole stack of two.
guide-tribesmen-pieces-stack-step-3 =
    The medium climbs back onto the large: the stack is whole again. Each of these was a whole turn.
guide-tribesmen-captures-title = Captures and effects
guide-tribesmen-captures-text =
    There is no capture by moving onto an enemy. Instead a small stack can trip a much taller one
    and scatter it, a stack can push a smaller one away, and any of these can leave a stack unable
    to see its king, which kills it.
guide-tribesmen-captures-trip-title = A trip
guide-tribesmen-captures-trip-text =
    A whole stack may trip an enemy stack next to it that is at least two pyramids taller. The lone
    Red medium on c2 faces Blue's stack of three on c3. After the trip Red places every pyramid of
    the victim around c3, starting with its top one, wherever the demands allow: on empty squares or
    on Blue stacks that can take them.
guide-tribesmen-captures-trip-step-1 =
    Red's medium now stands on c3. Blue's medium went to b4 and its two larges to d2 and d4. Blue's
    tall stack is now three scattered men: nothing was lost, but each of them must still see the
    king on e5.
guide-tribesmen-captures-lost-sight-title = Death by lost sight
guide-tribesmen-captures-lost-sight-text =
    Blue's lone large on c3 looks at its king on e5 across d4. Red's stack of two on d3 can step
    into that line.
guide-tribesmen-captures-lost-sight-step-1 =
    The Red stack on d4 is taller than the Blue man on c3, so c3 can no longer see its king, and it
    dies. Blue is down to five pyramids.
guide-tribesmen-captures-push-title = A push into blindness
guide-tribesmen-captures-push-text =
    A whole stack may push a shorter enemy stack next to it one square further along the same line,
    onto an empty square, and then steps into the square it emptied.
guide-tribesmen-captures-push-step-1 =
    Blue's man is shoved to b3, and Red's stack follows onto c3. From b3 the line to the king on e5
    passes Red's stack on c3 and Blue's own stack on d5, both taller than the lone man: it dies.
    Stacks of either tribe block sight.
guide-tribesmen-captures-winning-title = Winning
guide-tribesmen-captures-winning-text =
    Blue has exactly five pyramids: a king on e5, and stacks of two on e4 and c3. The stack on c3
    sees its king across d4.
guide-tribesmen-captures-winning-step-1 =
    Red's stack of two on d4 is taller than Blue's king, the shorter end of the line, so c3 is blind
    and dies. Blue has three pyramids left and loses.

## Three Elephant Chess (three-elephant)

guide-three-elephant-goal =
    Capture all three of your opponent's Elephants before he captures yours. There is no check and
    no checkmate: an Elephant may be left under attack, and losing one is only a step towards
    defeat. A player who cannot make a legal turn loses, and a hundred full turns without a capture
    end in a draw.

    White starts from ranks 1 and 2 and moves first. The starting setup and several rules are
    reconstructed, since the original diagram is lost; the rules panel lists which.
guide-three-elephant-board-title = The board
guide-three-elephant-board-text =
    A nine-by-nine board with two neutral Stones in the middle (d4 and f6 at the start). Stones
    never move and are never taken. A turn is not a single move but up to three actions, in a fixed
    order.
guide-three-elephant-board-actions-title = Three actions a turn
guide-three-elephant-board-actions-text =
    In one turn you may, in this order: step one Spearman in the direction of its spear; turn one
    Spearman's spear by one notch (the same Spearman or another); and move one other piece or make a
    War Tower fall. You must do the first or the third; turning a spear alone is not a turn.

    So the Spearman on e5 starts many different turns: a step alone, a step and a turn, a turn
    followed by a Knight or Elephant move, and so on. The notation joins the actions of a turn with
    semicolons.
guide-three-elephant-board-stones-title = Stones
guide-three-elephant-board-stones-text =
    A Stone blocks sliding pieces and Spearmen, but Elephants and Knights jump over it. The Elephant
    on d4 can land on d6, right over the Stone on d5, though it can never stop on the Stone itself.
guide-three-elephant-pieces-title = The pieces
guide-three-elephant-pieces-text =
    Each side has three Elephants, two Knights, two War Towers and nine Spearmen. Every piece except
    the War Tower captures by moving onto an enemy piece.
guide-three-elephant-pieces-elephant-title = Elephant
guide-three-elephant-pieces-elephant-text =
    The Elephant jumps one or two squares in a straight line, along a rank, a file or a diagonal,
    over whatever stands between: up to sixteen targets. It is the piece you must protect, and also
    a strong attacker.
guide-three-elephant-pieces-knight-title = Knight
guide-three-elephant-pieces-knight-text =
    The Knight jumps as in chess: two squares one way and one square across, over anything.
guide-three-elephant-pieces-war-tower-title = War Tower
guide-three-elephant-pieces-war-tower-text =
    The War Tower slides like a rook but only onto empty squares: it never captures by moving, and
    pieces and Stones stop it.

    Instead of moving it may fall in one of the eight directions (Te5!N falls north), destroying
    every piece on the next three squares that way, friend or foe, and then it is gone itself. A
    fall must reach at least one square, and a Tower cannot fall in a turn in which it has moved.
guide-three-elephant-pieces-spearman-straight-title = Spearman, spear straight ahead
guide-three-elephant-pieces-spearman-straight-text =
    A Spearman moves one square, and only in the direction its spear points, capturing whatever
    enemy stands there. A straight spear can be turned to point diagonally ahead-left or
    ahead-right.
guide-three-elephant-pieces-spearman-left-title = Spearman, spear ahead-left
guide-three-elephant-pieces-spearman-left-text =
    This Spearman's spear points ahead-left, so its only step is to d6. A diagonal spear can only be
    turned back to straight ahead, never straight across to the other diagonal. Black's spears point
    the other way: for Black, ahead is down the board.
guide-three-elephant-pieces-stone-title = Stone
guide-three-elephant-pieces-stone-text =
    The Stone on d4 belongs to nobody and never moves. The War Tower on d2 can slide only to d3 up
    its file, and a fall to the north would stop at the Stone, destroying just d3.
guide-three-elephant-captures-title = Captures and effects
guide-three-elephant-captures-text =
    A turn can combine a Spearman's step, a turn of a spear and a third action, so a single turn can
    both prepare and strike. The War Tower's fall is the one capture that costs the capturer its own
    piece.
guide-three-elephant-captures-tower-fall-title = A War Tower's fall
guide-three-elephant-captures-tower-fall-text =
    White's War Tower on e5 has a White Spearman, a Black Spearman and a Black Knight in front of
    it, on e6, e7 and e8.
guide-three-elephant-captures-tower-fall-step-1 =
    The Tower topples north: e6, e7 and e8 are cleared, White's own Spearman included, and the Tower
    itself is gone. The Elephant on e9, a fourth square away, is untouched.
guide-three-elephant-captures-spearman-turn-title = A Spearman's turn
guide-three-elephant-captures-spearman-turn-text =
    The Black Knight on d6 is out of reach of a straight spear. White uses all three actions of one
    turn.
guide-three-elephant-captures-spearman-turn-step-1 =
    One turn: the Spearman steps to e5, then its spear turns to point ahead-left, at the Knight, and
    last the Elephant moves to b1.
guide-three-elephant-captures-spearman-turn-step-2 = Black does not notice the threat.
guide-three-elephant-captures-spearman-turn-step-3 =
    The Spearman steps along its spear and takes the Knight. A step alone is a whole turn.
guide-three-elephant-captures-winning-title = Winning
guide-three-elephant-captures-winning-text =
    Black has one Elephant left, on f8, a Knight's jump from White's Knight on e6.
guide-three-elephant-captures-winning-step-1 =
    White steps a Spearman first, then the Knight takes the last Elephant. The game ends the moment
    it is captured.
