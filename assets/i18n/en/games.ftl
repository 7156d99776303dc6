### The games' own words: names, rules summaries, variants, rule options and their values,
### how each figure moves, what is reconstructed, how a setup is written, and legends. Each id
### is made from the game's id and a field of its data (assets/games/<game>.ron; the table of
### ids is in src/core/config.rs, `GameWords`). What a user types stays as it is in every
### language: game ids, option names and values (repetition=draw), variant ids, notation
### letters, square names and moves. A text may run over several lines; a blank line starts
### a new paragraph.

## Storm the Ivory Tower (storm)

game-storm-name = Storm the Ivory Tower
game-storm-summary =
    A Xiangqi-like game on a Smess-style board of 9 files and 10 ranks. Every square shows arrows,
    and a piece may only start its move in a direction shown on the square it leaves; arrows on
    squares passed over or landed on do not matter. A river runs between ranks 5 and 6, and each
    side's Brain lives in a 3x3 Ivory Tower (d1-f3 for Red, d8-f10 for Blue) whose arrows keep the
    Brain and its Toadies inside. Red moves first.

    Brain (B): one step. It also attacks the enemy Brain along any arrow line of its own square over
    empty squares, like the facing Generals of Xiangqi; it never moves that way. Toady (T): one
    step. Numskull (N): slides any distance. Clodhopper (C): slides like a Numskull, but captures
    only by hopping over exactly one piece of either side (empty squares allowed on both sides of
    it). Yahoo (Y): one step onto an empty pass square, then one step turned 45 degrees outward (a
    knight's jump that can be blocked). Fuddy-Duddy (F): exactly two steps in one direction, the
    first square empty; on the enemy half it may also step one square to an empty square that is
    still on the enemy half. Ninny (I): one step; on the enemy half it may also charge two steps
    over an empty square to capture, never ending on its own half.

    A move may not leave one's own Brain attacked. The side to move with no legal move loses:
    checkmate and stalemate both lose. By default the same piece may not give check on three
    consecutive turns, and a position repeated three times is a draw; a long stretch without
    captures is also a draw.

    Korean variant: the Brains start in the centre of their towers (e2, e9); the Fuddy-Duddy moves
    like the Korean elephant (one step, then two steps turned 45 degrees outward, over empty
    squares) and has no river power; the Clodhopper moves only by hopping over a piece that is not a
    Clodhopper, and never captures a Clodhopper.
game-storm-variant-standard-name = Storm the Ivory Tower
game-storm-variant-korean-name = Korean variant
game-storm-variant-korean-note =
    Reconstructed: the source names this variant but its piece descriptions are lost; the Brain
    squares and the Fuddy-Duddy and Clodhopper moves follow a third-party implementation.
game-storm-variant-korean-moves-F =
    one step along an arrow, then two more the same way turned 45° outward, over empty squares (the
    Korean elephant)
game-storm-variant-korean-moves-C =
    moves and captures only by hopping over one piece that is not a Clodhopper; never takes a
    Clodhopper
game-storm-moves-B =
    one step; attacks the enemy Brain along its arrows over empty squares (check), but never moves
    that way
game-storm-moves-T = one step; the tower's arrows keep it beside its Brain
game-storm-moves-N =
    any distance in one direction over empty squares; takes the first enemy it meets
game-storm-moves-C =
    slides like a Numskull; takes only by hopping over exactly one piece to the enemy beyond
game-storm-moves-Y =
    one step onto an empty square, then one step turned 45° outward (a knight's move that can be
    blocked)
game-storm-moves-F = exactly two squares, the first empty; across the river also one step
game-storm-moves-I = one step; across the river also a two-square charge to take an enemy
game-storm-option-repetition-label = Repetition and perpetual check
game-storm-option-repetition-help =
    perpetual-check: the same piece may not give check on three consecutive turns (as the author
    prefers, after Xiangqi), and the third occurrence of a position with the same side to move is a
    draw. zillions: as the Zillions implementation, the player whose move produces a position for
    the third time loses.
game-storm-option-repetition-value-perpetual-check = No perpetual check (the author's rule)
game-storm-option-repetition-value-zillions = As the Zillions program plays
game-storm-option-move-limit-label = Moves without a capture before a draw
game-storm-option-move-limit-help =
    The game is drawn after this many moves by each side without a capture; off for no limit.
game-storm-option-move-limit-value-off = No limit
game-storm-reconstructed-korean =
    Korean variant: Brains start on e2 and e9; Fuddy-Duddy moves like the Korean elephant without
    river power; Clodhopper moves only by hopping and neither hops over nor captures a Clodhopper
    (from a third-party implementation, the source's description is lost).
game-storm-setup-help =
    red: <pieces>; blue: <pieces>[; blue to move] — pieces as a notation letter (B Brain, T Toady, N
    Numskull, C Clodhopper, Y Yahoo, F Fuddy-Duddy, I Ninny) and a square, e.g. "red: Be1 Nb4; blue:
    Be10 Ia7". The variant's piece rules apply; Red moves first unless told.

## Litróf (litrof)

game-litrof-name = Litróf
game-litrof-summary =
    Two players, each one of the six Icehouse colours (Red, Orange, Yellow, Green, Blue, Purple), on
    a 5×8 board with two extra squares, the chambers c0 (behind rank 1) and c9 (behind rank 8): 42
    squares. The colour earlier in spectral order moves first from ranks 1–2.

    A tower is a cap (small, the owner's colour) on a power (medium) on a movement (large); no tower
    ever holds two pyramids of one colour or one size. A tower without a cap is neutral and either
    player may move it. Movements: Red Rook, Orange Queen, Yellow Bishop, Green Cardinal (bishop or
    knight), Blue Knight, Purple Marshal (rook or knight); with no large a tower steps one square
    forward or sideways. Pieces cannot pass other pieces except by a knight move, the Sergeant's
    capture and the Leaper's jump. Pawns are lone mediums of the owner's colour: Berolina pawns that
    step diagonally forward and capture straight ahead.

    Powers act after the moved piece's move: Red Sergeant captures by landing; Orange Trapper
    captures every opposing or neutral piece it traps against a friendly or neutral piece in a line
    of three; Yellow Leaper captures by jumping a row of adjacent opposing or neutral pieces (a
    knight move jumps the square next to its start along the long leg); Green Diplomat takes the
    caps of adjacent opposing towers; Blue Icebox freezes adjacent opposing and neutral pieces all
    the time (a neutral Icebox freezes everything next to it); Purple Vampire destroys adjacent
    opposing Pawns and may take one power or movement pyramid from one adjacent opposing or neutral
    tower in place of its own. A tower without a power captures only opposing Pawns and Sergeants by
    replacement, Trappers by trapping and Leapers by leaping. A tower left with one pyramid leaves
    the game.

    A piece moved into the opponent's chamber uses its power there, then moves again to any empty
    square of the 5×8 area and uses its power again. Nobody may enter his own chamber. After a move,
    a player with two or fewer capped towers loses (both at once: draw).

    Notation: tower = power letter + movement letter (ICc1-d3), n for neutral (nLQd6-a3), P for a
    Pawn; captures and changed towers in brackets, the moving Vampire's change first:
    nVQc7-d6(d6=nLQ, xd5, xe6, xe7); a teleport is XYa7-c9-e4.
game-litrof-variant-standard-name = Standard
game-litrof-option-pawn-captures-neutral-label = Pawns capture neutral pieces
game-litrof-option-pawn-captures-neutral-help =
    yes: a Pawn captures an opposing or a neutral piece straight ahead; no: only an opposing one.
game-litrof-option-pawn-captures-neutral-value-yes = Yes: opposing or neutral pieces
game-litrof-option-pawn-captures-neutral-value-no = No: opposing pieces only
game-litrof-option-effects-label = Effects of a move
game-litrof-option-effects-help =
    automatic: the Trapper's and a powerless tower's traps, the Diplomat's de-capping, the Vampire's
    Pawn destruction and the knight-leap capture always happen; optional: the mover may decline each
    of them (each choice is a separate move). The Vampire's theft is always a choice.
game-litrof-option-effects-value-automatic = Always happen
game-litrof-option-effects-value-optional = The mover may decline each
game-litrof-option-reach-label = Diplomat and Vampire act on
game-litrof-option-reach-help =
    all-adjacent: the Diplomat and the Vampire act on every adjacent piece after the move;
    newly-adjacent: only on pieces that were not already next to the square the piece came from (for
    a teleport's second leg: not next to the chamber).
game-litrof-option-reach-value-all-adjacent = Every adjacent piece
game-litrof-option-reach-value-newly-adjacent = Newly adjacent pieces only
game-litrof-option-no-legal-move-label = A player who cannot move
game-litrof-option-no-legal-move-help =
    What happens to a player who cannot move: he loses, or the game is drawn.
game-litrof-option-no-legal-move-value-loses = Loses
game-litrof-option-no-legal-move-value-draw = Draws the game
game-litrof-option-repetition-label = Third repetition of a position
game-litrof-option-repetition-help =
    draw: the third occurrence of a position (same board, same side to move) draws the game; off: no
    repetition rule.
game-litrof-option-repetition-value-draw = Draws the game
game-litrof-option-repetition-value-off = Does not count
game-litrof-option-setup-fill-label = Sides given without a setup get
game-litrof-option-setup-fill-help =
    How a side given without its power array ("Red v Purple"), or the whole game with --setup
    random, is completed: a random choice drawn from setup-seed, or the first of the 44 arrays in
    the listed order.
game-litrof-option-setup-fill-value-random = A random setup (from the seed)
game-litrof-option-setup-fill-value-first = The first setup in the list
game-litrof-option-setup-seed-label = Seed for random setups
game-litrof-option-setup-seed-help = Seed for the random setup choices of setup-fill=random.
game-litrof-setup-help =
    Both sides: a colour, then optionally the five power letters placed from that player's own left,
    e.g. "Orange; VSILD v Blue; TVDSL" (the sample game; S Sergeant, T Trapper, L Leaper, D
    Diplomat, I Icebox, V Vampire; a power never stands on the movement of its own colour, 44 arrays
    per colour). A side without an array ("Red v Purple") or with "random" is completed as
    setup-fill says; "random" alone draws the colours too. A hand-made position: "Red v Purple / a5
    rLC, a6 pP, c3 nDB, ... / Red" (owner letter r o y g b p or n for neutral, then the tower
    letters or P; the last part names the side to move).
game-litrof-legend-powers-title = Powers (the medium pyramid)
game-litrof-legend-powers-sergeant-name = Sergeant
game-litrof-legend-powers-sergeant-text = captures by landing on an opposing or neutral piece
game-litrof-legend-powers-trapper-name = Trapper
game-litrof-legend-powers-trapper-text =
    after it moves, captures every opposing or neutral piece caught in a line of three between it
    and a friendly or neutral piece
game-litrof-legend-powers-leaper-name = Leaper
game-litrof-legend-powers-leaper-text =
    captures by jumping a row of adjacent opposing or neutral pieces and landing just past them; a
    knight move captures on the square beside its start
game-litrof-legend-powers-diplomat-name = Diplomat
game-litrof-legend-powers-diplomat-text =
    after it moves, takes the cap off every adjacent opposing tower, which turns neutral
game-litrof-legend-powers-icebox-name = Icebox
game-litrof-legend-powers-icebox-text =
    opposing and neutral pieces next to it cannot move; a neutral Icebox freezes all its neighbours
game-litrof-legend-powers-vampire-name = Vampire
game-litrof-legend-powers-vampire-text =
    after it moves, destroys adjacent opposing Pawns and may steal a power or a movement pyramid
    from one adjacent opposing or neutral tower
game-litrof-legend-movements-title = Movements (the large pyramid)
game-litrof-legend-movements-rook-name = Rook
game-litrof-legend-movements-rook-text = slides any distance along a rank or a file
game-litrof-legend-movements-queen-name = Queen
game-litrof-legend-movements-queen-text = slides any distance in any of the eight directions
game-litrof-legend-movements-bishop-name = Bishop
game-litrof-legend-movements-bishop-text = slides any distance diagonally
game-litrof-legend-movements-cardinal-name = Cardinal
game-litrof-legend-movements-cardinal-text = slides diagonally or jumps like a chess knight
game-litrof-legend-movements-knight-name = Knight
game-litrof-legend-movements-knight-text = jumps like a chess knight
game-litrof-legend-movements-marshal-name = Marshal
game-litrof-legend-movements-marshal-text =
    slides along ranks and files or jumps like a chess knight
game-litrof-legend-caps-and-pawns-title = Caps and Pawns (small and lone medium)
game-litrof-legend-caps-and-pawns-cap-name = Cap
game-litrof-legend-caps-and-pawns-cap-text =
    the small pyramid on top, in its owner's colour; a tower without one is neutral and either
    player may move it
game-litrof-legend-caps-and-pawns-pawn-name = Pawn
game-litrof-legend-caps-and-pawns-pawn-text =
    a lone medium of the owner's colour; steps one square diagonally forward and captures straight
    ahead

## Ways of the Towering Tribesmen (tribesmen)

game-tribesmen-name = Ways of the Towering Tribesmen
game-tribesmen-summary =
    Two (or four) tribes of Icehouse pyramids fight without harming anyone: every stack must see its
    own king, and a stack that cannot see him dies of woe. Each tribe has 11 pyramids: one small
    (the king) and five medium and five large men. Pyramids stand in stacks of one colour, never on
    a smaller pyramid and never lying down (the three demands); the king is therefore always on top
    of his stack.

    On your turn do one thing. MOVE: take the top pyramids of one of your stacks (one or more, the
    whole stack too) to an adjacent square (8 directions) that is empty or holds your own stack;
    this is the only way to split or merge. TRIP: move a whole stack onto an adjacent opposing stack
    that has at least two more pyramids, then place all of the victim's pyramids on the squares
    around it (empty squares, the square you came from, or the victim's own stacks, keeping the size
    order). PUSH: move a whole stack against an adjacent opposing stack with fewer pyramids, which
    slides one square further in the same direction onto an empty square; your stack advances into
    the square it left.

    VISION: at the end of every turn, draw a line from the centre of each stack to the centre of its
    king's square. If any stack on a square the line passes through is taller than the shorter of
    the two (height = number of pyramids; equal never blocks; stacks of any colour block), that
    stack cannot see its king and all its pyramids leave the game. All stacks are judged together;
    the king's own stack always sees.

    A player with four or fewer pyramids left loses (both at once: draw); so does a player with no
    legal action. Three repetitions of a position, or 200 turns, draw. Notation: a1-b2 moves a whole
    stack, 2a1-b2 the top two pyramids, a1xb2(c3,a1,a1) trips b2 and places its pyramids from the
    top down (the king first, then the mediums, then the larges; same-size pyramids in board order
    a1, b1, ..., a2, ...), a1>b2 pushes; deaths follow in brackets, e.g. (†a4,†c5).

    Four players: 7x7 board, each tribe on the five centre squares of its edge, turns clockwise seen
    from above (South, West, North, East). Every other tribe is an opponent. A player with four or
    fewer pyramids, or with no legal action on his turn, is out and his pyramids leave the board;
    the last tribe left wins.
game-tribesmen-variant-standard-name = Two players (5x5)
game-tribesmen-variant-four-player-name = Four players (7x7)
game-tribesmen-variant-four-player-note =
    suggested by the original rules: four tribes on a 7×7 board taking turns clockwise (a rule
    option); a tribe down to four pyramids is out, the last tribe left wins
game-tribesmen-option-line-label = A line of sight crosses
game-tribesmen-option-line-help =
    Which squares a line of sight passes through: 'interior' counts a square only if the line enters
    its inside (a line through a corner does not count the squares it only touches); 'corner-touch'
    counts those squares too (so even a stack diagonally next to its king can be blocked by the two
    squares beside them).
game-tribesmen-option-line-value-interior = Squares whose inside it enters
game-tribesmen-option-line-value-corner-touch = Squares it touches, corners too
game-tribesmen-option-height-label = A stack between blocks the view when
game-tribesmen-option-height-help =
    When a stack between a stack and its king blocks the view: 'shorter' when it is taller than the
    shorter of the two (taller than either); 'both' only when it is taller than both. Equal height
    never blocks.
game-tribesmen-option-height-value-shorter = Taller than the shorter of the two
game-tribesmen-option-height-value-both = Taller than both
game-tribesmen-option-push-label = After a push, the pushing stack
game-tribesmen-option-push-help =
    After a push the pushing stack 'advance's into the square the pushed stack left, or 'stay's
    where it was. Either way the pushed stack needs an empty board square behind it.
game-tribesmen-option-push-value-advance = Moves into the emptied square
game-tribesmen-option-push-value-stay = Stays where it was
game-tribesmen-option-both-low-label = A turn leaves both sides with four pyramids or fewer
game-tribesmen-option-both-low-help =
    When one turn leaves both players with four or fewer pyramids: a draw, or the player who made
    that turn wins, or he loses.
game-tribesmen-option-both-low-value-draw = Draws the game
game-tribesmen-option-both-low-value-mover-wins = The mover wins
game-tribesmen-option-both-low-value-mover-loses = The mover loses
game-tribesmen-option-no-action-label = A player with no legal action
game-tribesmen-option-no-action-help =
    A player who has no legal action on his turn loses, or the game is drawn.
game-tribesmen-option-no-action-value-loses = Loses
game-tribesmen-option-no-action-value-draw = Draws the game
game-tribesmen-option-repetition-label = Third repetition of a position
game-tribesmen-option-repetition-help =
    The third time the same position (board and player to move) occurs, the game is drawn; 'off'
    ignores repetitions.
game-tribesmen-option-repetition-value-draw = Draws the game
game-tribesmen-option-repetition-value-off = Does not count
game-tribesmen-option-turn-limit-label = Turns before a draw
game-tribesmen-option-turn-limit-help =
    The game is drawn after this many turns (one turn = one player's action); 'off' for no limit.
game-tribesmen-option-turn-limit-value-off = No limit
game-tribesmen-option-turn-order-label = Turn order (four players)
game-tribesmen-option-turn-order-help =
    Four players: turns go clockwise seen from above (South, West, North, East) or counter-clockwise
    (South, East, North, West).
game-tribesmen-option-turn-order-value-clockwise = Clockwise
game-tribesmen-option-turn-order-value-counter-clockwise = Counter-clockwise
game-tribesmen-reconstructed-open-rules =
    The seed leaves several rules open; the rules file decides them and each decision is a rule
    option above.
game-tribesmen-reconstructed-trip-placement =
    If a trip had no legal placement it would be illegal; this never happens, because the square the
    tripping stack left is always empty and takes the whole victim stack, so there is no option for
    it.
game-tribesmen-reconstructed-push =
    Pushes go orthogonally or diagonally, onto an empty square only: no chains, no pushing off the
    board, no merging.
game-tribesmen-reconstructed-four-players-out =
    Four players: when every player still in the game drops to four or fewer pyramids in the same
    turn, the game is drawn.

## Three Elephant Chess (three-elephant)

game-three-elephant-name = Three Elephant Chess
game-three-elephant-summary =
    Capture all three enemy Elephants before the enemy captures yours. There is no check and no
    checkmate. The game ends the moment a side's last Elephant leaves the board.

    A turn is up to three actions, always in this order: (1) move one Spearman one square in the
    direction of its spear; (2) rotate one of your Spearmen one notch (straight to either diagonal,
    a diagonal back to straight only); (3) move one other piece, or make one War Tower fall. You
    must do action 1 or action 3; a rotation alone is not a turn. To build a turn, click a Spearman
    and its target square, then (optionally) a Spearman and a rotate button, then a piece and its
    target or a War Tower and a fall button; 'End turn' finishes a turn that has no action 3.

    Spearman: steps one square where its spear points (straight ahead, ahead-left or ahead-right),
    onto an empty square or onto an enemy, which it captures; never onto a Stone. Knight: the chess
    knight, leaping over Stones. Elephant: leaps one or two squares in any straight or diagonal
    line, over anything, capturing by replacement. War Tower: moves like a rook to an empty square
    and never captures by moving; or it falls in one of eight directions, destroying every piece,
    friend or foe, on the next three squares, and is itself removed. A Stone stops the fall: the
    squares before it are hit, the Stone and what lies beyond are not. A Tower cannot fall on the
    turn it moved.

    Stones never move and are never removed. If one action removes the last Elephants of both sides,
    the player who made it loses. A player with no legal turn loses. 100 full turns without a
    capture are a draw. The setup shown is a reconstruction (the original diagram is lost).
game-three-elephant-variant-standard-name = Standard (reconstructed setup)
game-three-elephant-variant-standard-note =
    setup and piece counts reconstructed; the original diagram is lost
game-three-elephant-moves-S =
    one square where its spear points, taking an enemy there; each turn may also turn one spear a
    notch
game-three-elephant-moves-N = the chess knight's jump, over anything
game-three-elephant-moves-E =
    leaps one or two squares in any of the 8 directions, over anything; takes by landing
game-three-elephant-moves-T =
    slides along a rank or file to an empty square and never takes by moving; or falls in one of 8
    directions, crushing the next three squares and itself
game-three-elephant-option-empty-fall-label = War Tower falls
game-three-elephant-option-empty-fall-help =
    off: a War Tower may fall only in a direction where at least one square lies before the board
    edge or a Stone (a Tower against the edge or a Stone cannot fall that way). on: it may fall in
    any of the 8 directions, even one that hits no square.
game-three-elephant-option-empty-fall-value-off = Only where a square lies in the way
game-three-elephant-option-empty-fall-value-on = In any of the 8 directions
game-three-elephant-option-no-capture-draw-label = Turns without a capture before a draw
game-three-elephant-option-no-capture-draw-help =
    The game is drawn after this many full turns (one by each player) in which no piece left the
    board; 'off' for no limit.
game-three-elephant-option-no-capture-draw-value-off = No limit
game-three-elephant-option-double-wipeout-label = One fall ends both sides' last Elephants
game-three-elephant-option-double-wipeout-help =
    When one action (a War Tower's fall) removes the last Elephants of both sides: the player who
    made it loses, or the game is drawn.
game-three-elephant-option-double-wipeout-value-mover-loses = The player who made it loses
game-three-elephant-option-double-wipeout-value-draw = Draws the game
game-three-elephant-reconstructed-setup =
    Setup: White a1 War Tower, b1 Knight, d1 e1 f1 Elephants, h1 Knight, i1 War Tower, Spearmen
    a2-i2 pointing straight ahead; Black the same on ranks 9 and 8. White moves first.
game-three-elephant-reconstructed-piece-counts =
    Piece counts per side: 3 Elephants, 2 Knights, 2 War Towers, 9 Spearmen.
game-three-elephant-reconstructed-stones =
    Stones: two neutral Stones on d4 and f6 (the seed's 2:9 Stone/Spearman ratio; its first diagram
    has a Stone on f6).
game-three-elephant-reconstructed-knight =
    Knight: moves as the chess knight, leaping over Stones and pieces.
game-three-elephant-reconstructed-elephant =
    Elephant: leaps to any square one or two steps away in a straight orthogonal or diagonal line,
    over anything; captures by replacement.
game-three-elephant-reconstructed-tower-move =
    War Tower move: like a rook, to empty squares only; it never captures by moving; Stones and
    pieces stop it.
game-three-elephant-reconstructed-tower-fall =
    War Tower fall: any of the 8 directions; option empty-fall decides whether a fall that hits no
    square is allowed (default: not allowed).
game-three-elephant-reconstructed-spearman =
    Spearman: no promotion; a Spearman pointing off the board or at a Stone cannot move. A player
    rotates only his own Spearmen. Black's ahead is toward rank 1, so Black's ahead-left is toward
    the south-east.
game-three-elephant-reconstructed-last-elephant =
    The action that removes a side's last Elephant ends the game at once; the rest of that turn is
    not played. If one action removes the last Elephants of both sides, the player who made it loses
    (option double-wipeout).
game-three-elephant-reconstructed-no-turn = A player who cannot make a legal turn loses.
game-three-elephant-reconstructed-no-capture-draw =
    Draw after 100 full turns in which no piece left the board (option no-capture-draw); a War
    Tower's fall always removes at least the Tower, so it counts as a capture.
game-three-elephant-reconstructed-same-turn =
    Two different action sequences that give the same position are the same turn.
game-three-elephant-reconstructed-notation =
    Notation: Sd2-d3 Spearman move, Sd3>L / >R / >F rotation, Ef1-f3 / Nb1xc3 / Ta1-a4 piece move,
    Te6!NE fall; the actions of a turn are joined by ';'.
game-three-elephant-setup-help =
    A position as 9 ranks from rank 9 down to rank 1, separated by '/', then 'w' or 'b' for the side
    to move. Each rank has 9 squares: a digit is that many empty squares (one digit for a whole
    run), '#' a Stone, and a letter a piece, upper case White, lower case Black: E Elephant, N
    Knight, T War Tower, S Spearman pointing straight ahead, L pointing ahead-left, R pointing
    ahead-right (ahead-left and ahead-right as seen by the piece's owner). Stones are only where the
    text puts them.
