# The words the engines give the app: names of seats and pieces, results, what a move did,
# the answers of the move field's questions, the reasons a move or a position is refused.
# Files, position strings, notation and the network keep the English (core::words::canonical).

## Seats and colours

# A seat as players see it: a side's name.
side-red = Red
side-orange = Orange
side-yellow = Yellow
side-green = Green
side-blue = Blue
side-purple = Purple
side-white = White
side-black = Black
side-clear = Clear
# A seat the game has no name for, by its number from 1.
seat-numbered = Player { $number }

# A colour as a word ("a small Red cap").
colour-red = Red
colour-orange = Orange
colour-yellow = Yellow
colour-green = Green
colour-blue = Blue
colour-purple = Purple
colour-white = White
colour-black = Black
colour-clear = Clear

## Pieces

piece-brain = Brain
piece-toady = Toady
piece-numskull = Numskull
piece-clodhopper = Clodhopper
piece-yahoo = Yahoo
piece-fuddy-duddy = Fuddy-Duddy
piece-ninny = Ninny
piece-elephant = Elephant
piece-knight = Knight
piece-war-tower = War Tower
piece-spearman = Spearman
piece-stone = Stone
piece-pawn = Pawn
piece-sergeant = Sergeant
piece-trapper = Trapper
piece-leaper = Leaper
piece-diplomat = Diplomat
piece-icebox = Icebox
piece-vampire = Vampire
piece-rook = Rook
piece-queen = Queen
piece-bishop = Bishop
piece-cardinal = Cardinal
piece-marshal = Marshal
# A piece with its owner: "Red Yahoo".
piece-of-side = { $side } { $piece }

## Lists and counts

# Between the items of a list but the last two.
list-separator = {", "}
# "a, b and c": $rest are the items but the last, joined by list-separator.
list-and = { $rest } and { $last }
# Between the choices of a list: "Yb1-c3 or Yb1-a3".
list-or = {" or "}
count-move =
    { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }
count-legal-move =
    { $count ->
        [one] { $count } legal move
       *[other] { $count } legal moves
    }
count-step =
    { $count ->
        [one] { $count } step
       *[other] { $count } steps
    }
count-pyramid =
    { $count ->
        [one] { $count } pyramid
       *[other] { $count } pyramids
    }
count-ply =
    { $count ->
        [one] { $count } ply
       *[other] { $count } plies
    }

## Results

# "Red wins: checkmate".
outcome-win = { $side } wins: { $why }
# A draw the players agreed: $why is ending-agreed.
outcome-draw-agreed = Draw { $why }
outcome-draw = Draw: { $why }
ending-repetition = the same position occurred three times
ending-repeated-by-loser = { $side } made the same position occur a third time
# $count is moves each side made.
ending-quiet-moves =
    { $count ->
        [one] { $count } move each without a capture
       *[other] { $count } moves each without a capture
    }
# $count is plies (single moves), never 1.
ending-quiet-plies = { $count } plies without a capture
ending-total-limit = the limit of { $count } turns was reached
ending-check-ban = { $side } has no legal move: each would give check with the same piece a third time
ending-resigned = { $side } resigns
ending-agreed = by agreement
ending-time = { $side } ran out of time
ending-time-no-win = { $side } ran out of time, but no other side has the pieces to win
ending-left = { $side } left the game
# The engines' own reasons; each English text is exactly what the engine writes.
ending-checkmate = checkmate
ending-stalemate = stalemate: { $side } has no legal move
ending-capped = { $side } has two or fewer capped towers
ending-both-capped = both players have two or fewer capped towers
ending-no-legal-move = { $side } has no legal move
ending-few-pyramids = { $side } has four or fewer pyramids left
ending-both-few-pyramids = both players have four or fewer pyramids left after { $side }'s turn
ending-all-few-pyramids = every player still in dropped to four or fewer pyramids in the same turn
ending-no-legal-action = { $side } has no legal action
ending-last-tribe = the last tribe standing
ending-last-elephant = { $side }'s last Elephant has left the board
ending-own-last-elephant = { $side }'s own War Tower destroyed its last Elephant
ending-both-last-elephants = { $side } destroyed the last Elephants of both sides
ending-no-legal-turn = { $side } has no legal turn
ending-fall-both-last-elephants = one fall destroyed the last Elephants of both sides

## The status line

status-to-move = { $side } to move
# The status and what the engine adds to it: "Red to move — check".
status-with-note = { $status } — { $note }

## Moves refused

move-error-empty = empty move
move-error-no-moves = the game is over: no move can be played
move-error-not-legal = '{ $text }' is not a legal move here
move-error-ambiguous = '{ $text }' is ambiguous: it could be { $could }
move-error-illegal = '{ $text }' is not legal here: { $why }
move-error-game-over = the game is over ({ $result }): no move can be played
move-error-no-such-index = no legal move number { $index } (there are { $count })
move-error-no-such-seat = there is no seat { $seat } in a game of { $count } seats
move-error-check-ban = it would give check with the same piece a third time in a row

## Clocks

time-control-untimed = No clock
time-control-sudden-death = { $main } each, sudden death
time-control-fischer = { $main } each, { $increment } added a move
time-control-delay = { $main } each, up to { $delay } a move given back (delay)
time-control-byo-yomi =
    { $count ->
        [one] { $main } each, then { $count } period of { $period } (byo-yomi)
       *[other] { $main } each, then { $count } periods of { $period } (byo-yomi)
    }
time-control-per-move = { $per_move } a move (correspondence)
time-span-days =
    { $count ->
        [one] { $count } day
       *[other] { $count } days
    }
time-span-hours = { $hours } h
time-span-hours-minutes = { $hours } h { $minutes } min
time-span-minutes = { $minutes } min
time-span-seconds = { $seconds } s

## The move field's questions (record::ask)

ask-help = Questions: last (the last move and what it did), pieces [SIDE] (where a side's pieces stand), square NAME (what stands there), moves [NAME] (the legal moves, or those from a square), clocks, help.
# A sentence added to an answer (a move's note, the result).
ask-sentence = { $text }.
# Two sentences one after the other.
ask-sentences = { $first } { $then }
# Between the squares of an answer: "b1 empty; c3 Red Yahoo".
ask-separator = {"; "}
# Between the lines that describe a square.
ask-line-separator = {". "}
ask-which-square = Which square? For example: square e4.
ask-no-move-yet = No move has been played yet.
# $effects is ask-now or ask-off-the-board-now.
ask-played = { $side } played { $notation }. { $effects }
ask-now = Now: { $squares }.
ask-off-the-board-now = Off the board: { $pieces }. Now: { $squares }.
ask-gone-from = { $piece } from { $square }
ask-square-holds = { $square } { $contents }
ask-no-such-side = No side is called '{ $word }' (sides: { $sides }).
ask-no-pieces = { $side } has no pieces on the board.
ask-pieces = { $side }'s pieces: { $squares }.
ask-no-such-square = There is no square '{ $square }' on this board.
ask-square-described = { $square }: { $lines }
ask-square = { $square }: { $contents }.
ask-empty = empty
ask-stack = a stack of { $count }: { $pieces }
ask-piece-of-side = { $side } { $piece }
ask-game-over = The game is over: { $result }.
ask-legal-moves = { $count } legal moves: { $moves }.
ask-no-move-from = No legal move starts on { $square }.
ask-moves-from = From { $square }: { $moves }.
ask-no-clocks = This game has no clocks.
ask-clock = { $side } { $time }
ask-clock-running = { $side } { $time } (running)
ask-clocks = Clocks: { $clocks }.
announce-fall = A War Tower falls.
announce-trip = A trip.
announce-push = A push.

## The board editor

edit-no-square = there is no square { $square } on this board
edit-nothing-to-move = there is nothing on { $square } to move
edit-other-game = the editor is editing { $editing }, not { $asked }
edit-cannot-hold = the position string cannot hold this: { $why }
edit-does-not-read-back = the position string does not read back the same: { $text }
edit-not-playable = Not playable: { $why }
edit-seat = seat { $seat }
# A palette's group of pieces no side owns.
edit-neutral = Neutral

## Position strings (every game)

position-error-syntax = position, character { $column }: { $problem }
position-error-character = character { $column }: { $problem }
position-empty = the position is empty
position-and-setup = a position string and a setup cannot both be given

## Storm the Ivory Tower

# What the status line adds while the side to move is in check.
storm-check = check
storm-alert = Check! The Brain is attacked
piece-plural-brain = Brains
piece-plural-toady = Toadies
piece-plural-numskull = Numskulls
piece-plural-clodhopper = Clodhoppers
piece-plural-yahoo = Yahoos
piece-plural-fuddy-duddy = Fuddy-Duddies
piece-plural-ninny = Ninnies
storm-not-a-move = '{ $text }' is not a move: write a piece letter (B T N C Y F I), the square it leaves, '-' (or 'x' for a capture) and the square it reaches, e.g. Yb1-c3 or Cb3xb10
storm-not-a-square = '{ $square }' is not a square of the board (a1 to i10)
storm-no-piece = there is no piece on { $square }
storm-not-yours = the piece on { $square } is { $owner }'s; { $side } is to move
storm-wrong-piece = the piece on { $square } is a { $piece } ({ $letter }), not a { $written } ({ $written_letter })
storm-captures = '{ $text }' captures on { $square }: write { $fixed }
storm-does-not-capture = '{ $text }' does not capture: write { $fixed }
storm-cannot-move-to = '{ $text }' is not a legal move here: the { $piece } on { $from } cannot move to { $to }
storm-brain-attacked = '{ $text }' is not a legal move here: it would leave { $side }'s Brain attacked
storm-position-unknown-character = '{ $char }' is not a piece letter (B T N C Y F I for Red, b t n c y f i for Blue), a count of empty squares (1 to 9) or '/'
storm-position-zero-empty = 0 is not a count of empty squares (1 to 9)
storm-position-counts-in-a-row = two counts of empty squares in a row: write their sum as one digit
storm-position-rank-too-long = rank { $rank } has more than 9 squares
storm-position-rank-too-short = rank { $rank } has { $count } squares; it needs 9
storm-position-too-many-ranks = the board has 10 ranks; this '/' would start an eleventh
storm-position-too-few-ranks = the board has 10 ranks, but the side to move follows rank { $rank }
storm-position-missing-side = the side to move is missing: after rank 1 write a space and r (Red) or b (Blue)
storm-position-bad-side = '{ $char }' is not a side to move: write r (Red) or b (Blue)
storm-position-after-side = '{ $char }' after the side to move: only a space and the three history fields may follow
storm-position-bad-quiet = the plies since the last capture must be a number such as 0 or 12, not '{ $char }'
storm-position-leading-zero = the plies since the last capture are written without leading zeros
storm-position-quiet-too-large = the plies since the last capture are more than this program can count
storm-position-missing-field = { $field } is missing: the history fields are the plies since the last capture, Red's checks and Blue's checks ('-' for none)
storm-position-bad-checks = { $field } must be '-' or entries like e5:1, separated by commas
storm-position-bad-square = '{ $square }' is not a square of the board (a1 to i10)
storm-position-bad-count = a check count is 1 or 2 (checks in a row by that piece), not '{ $char }'
storm-position-repeated = { $square } is listed twice
storm-position-out-of-order = the entries go in square order (a1, b1, …, i1, a2, …): { $first } comes before { $second }
storm-position-after-end = '{ $char }' after Blue's checks: the position ends there
storm-position-all-zero = every history field is zero: leave them all out
storm-field-quiet = the plies since the last capture
storm-field-checks = { $side }'s checks
storm-illegal-no-brain = { $side } has no Brain; each side has exactly one
storm-illegal-brains = { $side } has { $count } Brains ({ $squares }); each side has exactly one
storm-illegal-brain-outside = { $side }'s Brain must stand in its Ivory Tower ({ $tower }); it is on { $square }
storm-illegal-toady-outside = { $side }'s Toadies never leave its Ivory Tower ({ $tower }); one is on { $square }
storm-illegal-too-many = { $side } has { $count } { $pieces }; the start position has { $max } and no piece is ever added
storm-illegal-in-check = { $waiting }'s Brain is attacked but it is { $mover }'s turn
storm-illegal-checker-missing = { $side }'s checks name { $square }, where no { $side } piece stands
storm-illegal-not-checking = { $side }'s checks name { $square }, but { $side } has just moved and the { $piece } there does not give check
storm-illegal-quiet-past-limit = the position counts { $quiet } plies since the last capture, but the game is drawn after { $limit } (option move-limit={ $moves })
storm-edit-no-square = Storm has no square { $square }
storm-edit-not-a-piece = '{ $token }' is not a Storm piece
storm-edit-one-piece = a Storm square holds one piece
# Errors in a Storm setup ("red: Be1 Td1; blue: Be10"); $help says how one is written.
storm-setup-to-move = setup: '{ $part }' should be 'red to move' or 'blue to move'
storm-setup-side = setup: '{ $part }' should look like 'red: Be1 Td1' ({ $help })
storm-setup-unknown-side = setup: unknown side '{ $word }' (red or blue)
storm-setup-twice = setup: { $side } is listed twice
storm-setup-piece-letter = setup: '{ $word }' should start with a piece letter (B T N C Y F I)
storm-setup-not-a-square = setup: '{ $square }' in '{ $word }' is not a square (a1 to i10)
storm-setup-no-pieces = setup: no pieces given for { $side } ({ $help })

## Three Elephant Chess

elephant-alert = Elephants the other side can take next turn
# What the status line adds: the Elephants each side has left.
elephant-note = Elephants: { $first } { $first_count }, { $second } { $second_count }
# A Spearman's label: "White Spearman, spear ahead-left (NW)".
elephant-spearman = { $side } Spearman, spear { $facing } ({ $direction })
elephant-facing-left = ahead-left
elephant-facing-right = ahead-right
elephant-facing-straight = straight ahead
# The buttons of a turn.
elephant-rotate-left = Spear ahead-left
elephant-rotate-right = Spear ahead-right
elephant-rotate-straight = Spear straight ahead
elephant-end-turn = End turn
# $direction is a compass direction as the notation writes it (N, NE, …), $hits squares.
elephant-fall = Fall { $direction } (hits { $hits })
elephant-fall-nothing = Fall { $direction } (hits nothing)
# What a fall does: "The War Tower on e6 falls onto e7, e8 and e9, crushing a Black Spearman and itself".
elephant-falls-onto = The War Tower on { $square } falls onto { $squares }, crushing { $crushed }
elephant-falls-off-the-board = The War Tower on { $square } falls off the board, crushing { $crushed }
elephant-crushed-piece = a { $side } { $piece }
elephant-crushed-itself = itself
elephant-crushed-only-itself = only itself
piece-plural-elephant = Elephants
piece-plural-knight = Knights
piece-plural-war-tower = War Towers
piece-plural-spearman = Spearmen
elephant-not-a-square = '{ $action }': '{ $square }' is not a square of the 9×9 board (a1 to i9)
elephant-not-an-action = '{ $action }' is not an action: write Sd2-d3, Sd3>L, Ef1-f3, Nb1xc3, Ta1-a4 or Te6!NE, actions joined by ';'
elephant-bad-rotation = '{ $action }': a rotation ends in >L, >R or >F
elephant-bad-direction = '{ $action }': '{ $direction }' is not a direction (N NE E SE S SW W NW)
elephant-game-over = the game is over ({ $result }): no turn can be played
elephant-empty-turn = empty turn
elephant-empty-action = '{ $turn }': an empty action between ';'
elephant-action-order = '{ $turn }': a turn has at most one action of each kind, in the order Spearman move; rotation; other piece or fall
elephant-after-last-elephant = '{ $turn }': the Spearman takes { $side }'s last Elephant, which ends the game; nothing more is played that turn
elephant-no-spearman = there is no { $side } Spearman on { $square }
elephant-spear-off-board = the Spearman on { $square } points { $facing } off the board and cannot move
elephant-spear-points = the Spearman on { $square } points { $facing }, at { $target }: it can move only there, not to { $to }
elephant-no-spearman-to-rotate = there is no { $side } Spearman on { $square } to rotate
elephant-rotate-from-straight = the Spearman on { $square } points straight ahead: it turns to >L or >R
elephant-rotate-from-diagonal = the Spearman on { $square } points diagonally: it turns back to straight only (>F)
# What stands on a square that is not the piece a move names: $piece is a piece with its owner.
elephant-holds-piece = { $piece }
elephant-holds-stone = a Stone
elephant-holds-nothing = nothing
elephant-holds-not = { $square } holds { $what }, not a { $wanted }
elephant-holds-not-spearman = { $square } holds { $what }, not a { $wanted } (Spearmen move in action 1, written first)
elephant-how-knight = a Knight leaps like a chess knight
elephant-how-elephant = an Elephant leaps one or two squares in a straight or diagonal line
elephant-how-war-tower = a War Tower moves like a rook, and pieces and Stones stop it
elephant-cannot-reach = { $piece } cannot reach { $to } from { $from }: { $how }
elephant-tower-never-captures = { $square } is occupied: a War Tower never captures by moving
elephant-no-war-tower = there is no { $side } War Tower on { $square }
elephant-cannot-fall = a War Tower cannot fall { $direction }
elephant-empty-fall = the War Tower on { $square } cannot fall { $direction }: no square lies that way before the edge or a Stone (option empty-fall=on allows it)
elephant-rotation-alone = a turn needs a Spearman move or a move of another piece or a fall: a rotation alone is not a turn
elephant-target-stone = { $square } is a Stone: no piece can enter it
elephant-target-own = { $square } holds your own { $piece }
elephant-write-x = the { $mover } captures the { $piece } on { $square }: write x instead of -
elephant-write-dash = there is nothing to capture on { $square }: write - instead of x
elephant-position-empty = the position is empty: it starts with rank 9, then the ranks below it separated by '/'
elephant-position-leading-space = the position starts with a space: it starts with rank 9
elephant-position-not-a-square = { $char } cannot stand on a square: write E, N, T (Elephant, Knight, War Tower), S, L, R (Spearman pointing straight ahead, ahead-left, ahead-right), upper case White and lower case Black, '#' for a Stone, or a digit 1 to 9 for that many empty squares
elephant-position-zero-run = '0' is no run of empty squares: a digit counts 1 to 9 of them
elephant-position-digit-after-digit = a digit right after a digit: one digit counts the whole run of empty squares
elephant-position-rank-too-long = rank { $rank } has more than 9 squares
elephant-position-rank-too-short = rank { $rank } has { $count } squares: it needs 9
elephant-position-too-many-ranks = a tenth rank: the board has 9 ranks, from 9 down to 1
elephant-position-too-few-ranks = the board ends after { $count } ranks: it needs 9, from 9 down to 1, separated by '/'
elephant-position-no-side = the side to move is missing: after the board come one space and 'w' (White) or 'b' (Black)
elephant-position-bad-side = { $char } is no side to move: write 'w' (White) or 'b' (Black)
elephant-position-extra-space = a second space: the fields are separated by one space
elephant-position-after-side = { $char } after the side to move: the side is one letter, then the end or one space and the count of plies
elephant-position-trailing-space = the position ends with a space
elephant-position-bad-count = { $char } is not a digit: the field after the side to move is the number of plies since a piece last left the board
elephant-position-leading-zero = the count of plies starts with a 0: write it without leading zeros
elephant-position-zero-count = a count of 0 plies is written by leaving the field out
elephant-position-count-too-large = the count of plies is too large (at most { $most })
elephant-position-trailing = { $char } after the count of plies: nothing follows it
elephant-illegal-no-elephant = { $side } has no Elephant: a side whose last Elephant has left the board has already lost
elephant-illegal-too-many = { $side } has { $count } { $pieces }: a side starts with { $most } and never gains a piece
elephant-illegal-facing = { $side }'s Spearman on { $square } points { $facing }, away from the enemy: a { $side } Spearman's spear points straight ahead ({ $ahead }), ahead-left ({ $left }) or ahead-right ({ $right })
elephant-illegal-spearman-behind = { $side }'s Spearman on { $square } stands on rank { $rank }: Spearmen start on their side's second rank and step only forward, so a { $side } Spearman is never on rank { $rank }
elephant-illegal-quiet-past-limit = the position counts { $quiet } plies since a piece last left the board, but the game is drawn after { $limit } (option no-capture-draw={ $turns })
elephant-illegal-no-such-side = side { $seat } does not exist: 0 is White and 1 is Black
elephant-spear-backwards = a Spearman's spear points backwards
elephant-edit-no-square = Three Elephant Chess has no square { $square }
elephant-edit-not-a-piece = '{ $token }' is not a Three Elephant piece
elephant-edit-one-piece = a square holds one piece

## Ways of the Towering Tribesmen

tribesmen-alert = Stacks another tribe can blind with its next action
# The labels of a tribe's pyramids.
tribesmen-king = { $side } king
tribesmen-man-medium = { $side } man (medium)
tribesmen-man-large = { $side } man (large)
# A pyramid of a colour no tribe of the game plays: "Green large pyramid".
tribesmen-pyramid = { $colour } { $size } pyramid
tribesmen-size-small = small
tribesmen-size-medium = medium
tribesmen-size-large = large
# What a move does by sight: $squares are one square or a list, $count the pyramids.
tribesmen-stack-dies =
    { $count ->
        [one] { $side }'s stack on { $squares } ({ $count } pyramid) loses sight of its king and dies
       *[other] { $side }'s stack on { $squares } ({ $count } pyramids) loses sight of its king and dies
    }
tribesmen-stacks-die =
    { $count ->
        [one] { $side }'s stacks on { $squares } ({ $count } pyramid) lose sight of their king and die
       *[other] { $side }'s stacks on { $squares } ({ $count } pyramids) lose sight of their king and die
    }
tribesmen-not-a-move = '{ $text }' is not a move: write a1-b2 (move a whole stack), 2a1-b2 (the top two pyramids), a1xb2(c3,a1,a1) (trip, places from the victim's top down) or a1>b2 (push), optionally followed by deaths such as (†a4)
tribesmen-in-move = '{ $text }': { $why }
tribesmen-deaths-end = '{ $text }': the deaths must end with ')'
tribesmen-nothing-to-trip = there is no stack on { $square } to trip
tribesmen-give-places = the stack on { $square } has { $count } pyramids: give a place for each, from the top down
tribesmen-place-around = { $square } is not next to { $tripped }: displaced pyramids go around the tripped square
tribesmen-kills-none = that move kills no stack
tribesmen-kills = that move kills the stacks on { $squares }
tribesmen-no-stack = there is no stack on { $square }
tribesmen-not-yours = the stack on { $square } is { $owner }'s, not { $side }'s
tribesmen-not-next-to = { $square } is not next to { $from }
tribesmen-move-count =
    { $height ->
        [one] the stack on { $square } has { $height } pyramid, not { $count }
       *[other] the stack on { $square } has { $height } pyramids, not { $count }
    }
tribesmen-opposing-stack = { $square } holds an opposing stack: trip it (x) or push it (>)
tribesmen-on-smaller = that would put a pyramid on a smaller one on { $square }
tribesmen-no-opposing-stack = { $square } holds no opposing stack
tribesmen-push-smaller = a stack of { $height } can only push a smaller stack; { $square } has { $theirs }
tribesmen-push-off-board = the stack on { $square } cannot be pushed off the board
tribesmen-push-not-empty = the stack on { $square } cannot be pushed: { $beyond } is not empty
tribesmen-trip-taller = a stack of { $height } can only trip a stack of { $least } or more; { $square } has { $theirs }
tribesmen-place-next-to = a displaced pyramid must go next to the tripped square
tribesmen-place-other-colour = { $square } holds a stack of another colour than the tripped one
tribesmen-place-each = the tripped stack has { $count } pyramids; each must be placed once
tribesmen-not-a-square-name = '{ $square }' is not a square name
tribesmen-off-board = { $square } is not on the { $files }x{ $ranks } board
tribesmen-not-a-size = '{ $letter }' in stack '{ $stack }' is not L, M or S
tribesmen-stack-on-smaller = stack '{ $stack }' puts a pyramid on a smaller one (write stacks bottom to top)
tribesmen-empty-stack = an empty stack
tribesmen-stack-too-many = stack '{ $stack }' has more pyramids of a size than a tribe owns (5 large, 5 medium, 1 small)
tribesmen-position-empty = the position is empty: write the ranks, a space and the side to move, e.g. Blm,Blm,Blms,Blm,Blm/5/5/5/Rlm,Rlm,Rlms,Rlm,Rlm r
tribesmen-position-missing-square = a square is missing here: write a number of empty squares or a stack such as Rlms
tribesmen-position-bad-square = '{ $char }' cannot begin a square: write a number of empty squares or a stack, an owner letter (R, Y, B, G) then sizes (l, m, s)
tribesmen-position-no-pyramids = the owner letter { $letter } must be followed by at least one pyramid size (l large, m medium, s small)
tribesmen-position-bad-in-stack = '{ $char }' is not a pyramid size or owner letter: a stack is an owner letter (R, Y, B, G) and sizes (l, m, s)
tribesmen-position-repeated-owner = the owner letter { $letter } repeats within one stack: write it once, then all its sizes
tribesmen-position-after-number = '{ $char }' cannot follow a number of empty squares: next comes ',', '/' or the space before the side to move
tribesmen-position-bad-number = a number of empty squares is at least 1 and has no leading zero
tribesmen-position-two-numbers = two numbers of empty squares in a row: write them as one number
tribesmen-position-rank-length = rank { $rank } (counting from the top) has { $count } squares, rank 1 from the top has { $want }
tribesmen-position-too-wide = a rank may hold at most { $most } squares
tribesmen-position-too-tall = a board may have at most { $most } ranks
tribesmen-position-no-side = the board must be followed by one space and the side to move (r, y, b or g)
tribesmen-position-extra-space = only one space goes between the board and the side to move
tribesmen-position-upper-side = the side to move is written in lower case: '{ $char }'
tribesmen-position-bad-side = '{ $char }' is not a side to move: write r (Red), y (Yellow), b (Blue) or g (Green)
tribesmen-position-trailing = unexpected '{ $char }' after the side to move: a Tribesmen position has no further fields
tribesmen-illegal-board-size = the board has { $files } files and { $ranks } ranks; this game is played on { $want_files }×{ $want_ranks }
tribesmen-illegal-not-playing = a { $side } pyramid stands on { $square }, but { $side } does not play in this game (its tribes: { $tribes })
tribesmen-illegal-side-not-playing = { $side } is to move, but { $side } does not play in this game (its tribes: { $tribes })
tribesmen-illegal-two-colours = the stack on { $square } holds { $lower } and { $upper } pyramids: a stack is of one colour (the first demand)
tribesmen-illegal-on-smaller = on { $square } a { $upper } pyramid stands on a { $lower } one: no pyramid may stand on a smaller one (the second demand)
tribesmen-illegal-too-many = { $side } has { $count } { $size } pyramids; a tribe owns only { $most }
tribesmen-illegal-kings = { $side } has { $count } kings (small pyramids); a tribe has one
tribesmen-illegal-no-king = { $side } has pyramids but no king (small pyramid): a king never leaves the board while his tribe plays
tribesmen-illegal-no-tribe = { $side } has no pyramids: in the two-player game neither king ever leaves the board
tribesmen-illegal-side-out = { $side } is to move but has no pyramids: a tribe that is out does not move
tribesmen-illegal-blind = the stack on { $square } cannot see { $side }'s king on { $king }: a blind stack dies at the end of the turn, so none stands when a turn begins
tribesmen-illegal-few-still-in = { $side } has { $count } pyramids: with four players a tribe at four or fewer is out and its pyramids leave the board at once (when every tribe still in goes out in one turn, the board is left empty and the game drawn)
tribesmen-illegal-lone-few = { $side }, the only tribe left, has { $count } pyramids: the last tribe standing always has more than four
tribesmen-illegal-no-action-in-four = { $side } is to move but has no legal action: with four players such a tribe is out and leaves the board
tribesmen-edit-no-square = this board has no square { $square }
tribesmen-edit-not-a-pyramid = '{ $token }' is not a Tribesmen pyramid
tribesmen-edit-cannot-write = the position string cannot write this stack: { $why }
tribesmen-no-seat = seat { $seat } does not exist (there are { $count })
tribesmen-two-stacks = two stacks on { $square }

## Litróf

litrof-alert = Your last three capped towers: lose one and you lose the game
# What the status line adds: each side's capped towers.
litrof-note = capped towers: { $first } { $first_count }, { $second } { $second_count }
# A tower by its power and movement: "Icebox-Cardinal".
litrof-tower = { $power }-{ $movement }
litrof-tower-no-movement = { $power } (no movement)
litrof-tower-no-power = { $movement } (no power)
litrof-cap-alone = cap alone
# A tower without a cap: "neutral Icebox-Cardinal".
litrof-neutral-piece = neutral { $piece }
litrof-frozen-piece = { $piece } (frozen)
# A square's tower, line by line: its owner, its power, its movement.
litrof-describe-pawn = { $side } Pawn (a lone medium { $colour }): steps one square diagonally forward, captures straight ahead
litrof-describe-tower = { $side } tower (small { $colour } cap: its owner)
litrof-describe-neutral = Neutral tower (no cap): either player may move it
# $text is what the power does (the legend's words).
litrof-describe-power = Power { $power } (medium { $colour }): { $text }
litrof-describe-no-power = No power: captures only opposing Pawns and Sergeants by landing, Trappers by trapping, Leapers by leaping
litrof-describe-movement = Movement { $movement } (large { $colour }): { $text }
litrof-describe-no-movement = No movement: steps one square forward or sideways
litrof-describe-frozen = Frozen by an adjacent Icebox: cannot move now
# The buttons of a move's choices.
litrof-trap = trap
litrof-leap-capture = Capture on { $square } by the knight's leap
litrof-leap-no-capture = Leap without capturing
litrof-use-power = Use the { $power }
litrof-decline-power = Decline the { $power }
litrof-steal-nothing = Steal nothing
litrof-steal = Steal the { $what } from { $square }
litrof-not-notation = '{ $text }' is not Litróf notation: { $why } (moves look like ICc1-d3, Pd7-e6, nLQd6-a3(xd5) or XYa7-c9-e4)
litrof-notation-start = it must start with a piece: P, or power and/or movement letters
litrof-notation-not-a-square = '{ $square }' is not a square
litrof-notation-squares = a move names its start and end squares joined by '-'
litrof-notation-after-squares = only the bracketed effects may follow the squares
litrof-game-over = '{ $text }': the game is over
litrof-no-piece = '{ $text }' is not legal: there is no piece on { $square }
litrof-belongs-to = '{ $text }' is not legal: { $piece } on { $square } belongs to { $side }
litrof-frozen = '{ $text }' is not legal: { $piece } on { $square } is frozen by an Icebox
litrof-piece-is = '{ $text }' is not legal: the piece on { $square } is { $piece }
litrof-no-legal-move = '{ $text }' is not legal: { $piece } on { $square } has no legal move
litrof-position-empty = the position is empty: it starts with the chamber c9, e.g. "1/[BYP][BRG][BGY][BPO][BOR]/bb1bb/5/5/5/5/oo1oo/[OPR][ORY][OBG][OYB][OGP]/1 OB O"
litrof-position-unexpected = '{ $char }' cannot stand here: { $part } holds { $expected }
litrof-position-too-many-squares =
    { $count ->
        [one] { $part } has more than { $count } square
       *[other] { $part } has more than { $count } squares
    }
litrof-position-too-few-squares =
    { $have ->
        [one] { $part } has { $have } square where it needs { $count }
       *[other] { $part } has { $have } squares where it needs { $count }
    }
litrof-position-zero = 0 empty squares: leave the number out
litrof-position-counts-together = two numbers of empty squares in a row: write them as one number
litrof-position-bad-slot = '{ $char }' in a tower: the { $slot } is one of R O Y G B P, or '-' where there is none
litrof-position-unclosed = a tower is three letters in brackets, like [OBG]: expected ']', found { $found }
litrof-position-short-tower = a tower is three letters in brackets, like [OBG]: { $found } where the { $slot } should be (write '-' for a missing pyramid)
litrof-position-ends = the position ends after { $part }: { $missing }
litrof-position-separator = '{ $char }' after { $part }: { $expected }
litrof-position-not-a-colour = { $found } where { $what } should be: a colour is one of the upper-case letters R O Y G B P
litrof-position-trailing = '{ $char }' after the colour to move: the position ends there
# The parts of a position string an error names, and what it expects there.
litrof-part-c9 = the chamber c9
litrof-part-c0 = the chamber c0
litrof-part-rank = rank { $rank }
litrof-part-board = the board
litrof-part-colours = the players' colours
litrof-found-end = the end of the text
litrof-slot-cap = cap
litrof-slot-power = power
litrof-slot-movement = movement
litrof-expected-chamber = one square: 1 when empty, or a Pawn (r o y g b p) or a tower ([cap power movement])
litrof-expected-rank = Pawns (r o y g b p), towers ([cap power movement], like [OBG]) and numbers of empty squares (1-5)
litrof-missing-next-part = '/' and the next part of the board should follow
litrof-expected-ten-parts = the board has ten parts, c9, ranks 8 to 1 and c0, separated by '/'
litrof-expected-end-of-board = the board ends with c0; a space and the players' colours follow
litrof-missing-colours = a space and the two players' colours (like OB) should follow
litrof-what-first-colour = the first player's colour
litrof-what-second-colour = the second player's colour
litrof-missing-to-move = a space and the colour to move should follow
litrof-what-to-move = the colour to move
litrof-illegal-same-colours = both players are { $side }: the two players have different colours
litrof-illegal-colour-order = { $first } is written before { $second }, but { $second } comes earlier in spectral order: the earlier colour plays first, from ranks 1–2, and is written first
litrof-illegal-side-not-playing = { $side } is to move, but the players are { $first } and { $second }
litrof-illegal-in-chamber = a piece stands in the chamber { $square }: pieces only pass through a chamber during a move
litrof-illegal-pawn-of-nobody = the { $colour } Pawn on { $square } belongs to nobody: the players are { $first } and { $second }
litrof-illegal-cap-of-nobody = the tower on { $square } has a { $colour } cap, but the players are { $first } and { $second }
litrof-illegal-too-few-pyramids = the tower on { $square } has fewer than two pyramids: a tower left with one leaves the game
litrof-illegal-colour-twice = the tower on { $square } holds two { $colour } pyramids: no tower holds two pyramids of one colour
# $what is one of the litrof-equipment messages.
litrof-illegal-too-many = there are { $count } { $what } on { $squares }, but { $first } and { $second } have only { $max } between them
litrof-equipment-caps = { $colour } caps
litrof-equipment-pawns = { $colour } Pawns
litrof-equipment-powers = { $power } powers (medium { $colour } pyramids in towers)
litrof-equipment-movements = { $movement } movements (large { $colour } pyramids)
litrof-setup-not-a-colour = '{ $word }' is not a Litróf colour (Red, Orange, Yellow, Green, Blue, Purple)
litrof-setup-two-sides = a setup names two sides separated by 'v', e.g. "Orange; VSILD v Blue; TVDSL" (got "{ $text }")
litrof-setup-unexpected = unexpected '{ $extra }' in setup side "{ $text }"
litrof-setup-five-letters = { $side }'s array '{ $array }' must have five power letters, one per tower from the player's left
litrof-setup-not-a-power = '{ $letter }' in { $side }'s array '{ $array }' is not a power letter (S T L D I V)
litrof-setup-own-power = { $side } has no { $power } power of his own colour ('{ $letter }' in '{ $array }')
litrof-setup-power-twice = { $side }'s array '{ $array }' uses the { $power } twice
litrof-setup-own-movement = in { $side }'s array '{ $array }' the { $power } would stand on the { $movement } of its own colour
litrof-same-colours = both sides are { $side }: the players need two different colours
litrof-setup-position-form = a position setup is "COLOUR v COLOUR / a5 rLC, c3 nDB, ... / COLOUR to move"
litrof-setup-different-colours = the players need two different colours
litrof-setup-not-playing = { $side } does not play in this game
litrof-setup-square-and-piece = '{ $item }' should be a square and a piece, e.g. 'a5 rLC'
litrof-setup-no-square = no square '{ $square }' on the board
litrof-setup-given-twice = { $square } is given twice
litrof-setup-empty-code = empty piece code
litrof-setup-bad-owner = '{ $code }': '{ $owner }' is not an owner letter (r o y g b p, n neutral)
litrof-setup-neutral-pawn = '{ $code }': a Pawn belongs to a player
litrof-setup-bad-code = '{ $code }': expected an owner letter, then a power letter and/or a movement letter, or P
litrof-build-not-an-array = that is not one of { $side }'s 44 power arrays
# The board editor's tower builder.
litrof-compose-cap = Cap (small): the owner
litrof-compose-power = Power (medium)
litrof-compose-movement = Movement (large)
litrof-compose-cap-colour = { $side } (its owner)
# A colour and what it means in that part: "Blue (Icebox)".
litrof-compose-colour = { $colour } ({ $piece })
litrof-compose-no-cap = none (neutral)
litrof-compose-no-power = none (no power)
litrof-compose-no-movement = none (no movement)
litrof-compose-parts = a tower is composed of { $count } parts, not { $given }
litrof-compose-no-choice = the { $part } has no choice { $choice }
litrof-compose-empty = a tower needs at least one pyramid
litrof-edit-no-square = Litróf has no square { $square }
litrof-edit-not-a-piece = '{ $token }' is not a Litróf piece
litrof-edit-one-piece = a Litróf square holds one piece

## A damaged autosave

damaged-autosave = The autosaved game could not be loaded ({ $reason }).
damaged-autosave-kept = The file was kept as { $path }.
damaged-autosave-not-moved = It could not be moved aside ({ $error }), so autosave is off for this run.
damaged-autosave-all-replay =
    { $count ->
        [one] The { $count } move that could be read from it still replay.
       *[other] The { $count } moves that could be read from it still replay.
    }
# $count moves of the $listed the file names.
damaged-autosave-first-replay = Its first { $count } of { $listed } moves still replay.
damaged-autosave-nothing = No part of it could be recovered.
