### The command line's help: `towers help` and `towers help COMMAND` (or `towers COMMAND --help`).
### What a user types stays as it is in every language: command names, flags, placeholders
### (<game>, FILE, NAME=VALUE), level names, game ids, moves, file paths and URLs. The column
### layout of each text is kept: the lines are printed as they are written here.

# The overview of every command: `towers help`, `towers --help`.
cli-usage =
    towers — four tower board games in 3D, and their engines

    Usage:
      towers                      open the 3D app
      towers FILE                 open the app with a saved game or a text export
      towers --version            the version
      towers games                list the games, variants and rule options
      towers perft <game> <depth> [--variant V] [--option NAME=VALUE]... [--setup S] [--divide]
      towers play <game> [--games N] [--seed S] [--variant V] [--option NAME=VALUE]... [--setup S]
                                  random-vs-random self-play, with a results line
      towers show <game> [--position P] [--moves "m1 m2 ..."] [--variant V] ...
                                  print the position, its position string and its legal moves
      towers analyse <game> [--position P | --moves M] [--seconds S] [--lines N] [--threads T]
                                  the computer's evaluation, best line and N best moves
      towers match --game G --a LEVEL --b LEVEL [--games N] [--seed S] [--time-factor F] ...
                                  computer against computer: wins/draws/losses and Elo of A;
                                  levels: random, easy, medium, hard, expert, 2.5s (hard@NODES)
      towers tournament <game> --engine NAME=COMMAND --engine NAME=COMMAND... (--movetime MS | --clock B+I)
                                  engines against each other, Towers the arbiter; docs/tournament.md
      towers bench [--game G] [--threads T,...]
                                  playouts/s, perft leaves/s and search nodes/s per game
      towers calibrate <game> [--games N] [--level L] [--time-factor F | --nodes N]
                                  fit scores to self-play results; predicted vs observed
      towers replay FILE [--text]  replay and check a saved game (RON save or text export),
                                  print its moves, comments and result (--text: as a text export)
      towers replay --annotated NAME [--text]
                                  the same for a shipped annotated game (NAME or its start)
      towers evaluate-game FILE [--seconds S]
                                  the expected result after every move of a saved game, for
                                  the first seat, and the moves that cost most (S per position)
      towers annotated            list the shipped annotated games
      towers record <game> --out FILE [--seed S] [--delay-ms D] [--position P] [--moves M]
                                  play one random game, saving it atomically after every move
      towers host <game> [--seats human,remote,hard,...] [--port N] [--code C] [--time T] [--out FILE]
                                  host a game that players on other machines join (TCP; with --p2p
                                  also across the internet, no port to open); prints invitations
      towers join INVITATION --seat N|spectator [--player LEVEL] [--out FILE]
                                  join a hosted game (or ADDR --code C --key K); --player lets a computer play
      towers relay [--port N]     run a relay for the internet transport, for a group's own use
      towers serve [--port N] [--database URL]
                                  run a Towers server: lobby, ratings, games over days, web pages
      towers guide <game> [--lesson N] [--steps]
                                  the guide to a game: goal, pieces and scripted examples
      towers puzzles list [<game>] | show ID | solve ID | export [<game>] | generate <game> ...
                                  the shipped puzzles: list, show, solve by typing, export; make more
      towers engine               speak the engine protocol on standard input and output
                                  (docs/engine-protocol.md): for scripts and tournament runners
      towers help [COMMAND]       this text, or one command's

    Games: storm, litrof, tribesmen, three-elephant.

    Every command that takes a game also takes --position TEXT, a position string
    (docs/positions.md), to start there instead of at the start position, and --moves, a list
    of moves in the game's notation played from there. Moves are separated by spaces, except
    inside brackets and after a ';': "LMc2-c9-c5(xc7, xc8) SBb7-c6" is two Litróf moves and
    "Sa2>L; Nb1-c3 Sa8>R; Nb9-c7" two Three Elephant turns. 'towers show' lists the legal
    moves in that same form.

# The help of `towers perft`.
cli-help-perft =
    towers perft <game> <depth> [--variant V] [--option NAME=VALUE]... [--setup S] [--divide]

    Counts the distinct positions reachable in <depth> moves (history rules off), and prints
    the time and leaves per second. --divide splits the count by first move. Any depth can be
    asked: memory grows with the plies a line actually reaches. A run longer than 2 s prints its
    progress (root moves done, leaves so far) on stderr, at most once a second.

# The help of `towers play`.
cli-help-play =
    towers play <game> [--games N] [--seed S] [--max-plies P] [--variant V] [--option NAME=VALUE]... [--setup S]

    Plays N random-vs-random games (default 100) and prints one results line: wins per seat,
    draws, average length, and the reasons games ended.

# The help of `towers show`.
cli-help-show =
    towers show <game> [--moves "m1 m2 ..."] [--variant V] [--option NAME=VALUE]... [--setup S]

    Prints the position after the given moves (in the game's notation) and its legal moves.

# The help of `towers replay`.
cli-help-replay =
    towers replay FILE [--text]
    towers replay --annotated NAME [--text]

    Loads a saved game (a RON save file or a text export), replays every move through
    the engine, and prints the moves, each move's comment under it, and the result; --text
    prints it as a text export (comments in braces). --annotated NAME replays one of the
    annotated games shipped with Towers instead (NAME or the start of it, e.g. 'litrof';
    'towers annotated' lists them). An unreadable file or an illegal move gives the line and
    the problem.

# The help of `towers evaluate-game`.
cli-help-evaluate-game =
    towers evaluate-game FILE [--seconds S]
    towers evaluate-game --annotated NAME [--seconds S]

    Evaluates every position of a saved game (a RON save file or a text export), each for S
    seconds (default 0.2), and prints the expected result for the first seat after each move
    (0% lost, 100% won; with four players its expected share), then the moves that lowered
    their mover's expectation most, up to three for each seat.

# The help of `towers annotated`.
cli-help-annotated =
    towers annotated

    Lists the annotated games shipped with Towers (whole games with comments on their
    moves), by name and title. Replay one with 'towers replay --annotated NAME'.

# The help of `towers record`.
cli-help-record =
    towers record <game> --out FILE [--seed S] [--delay-ms D] [--variant V] [--setup S] [--position P] [--moves M]

    Plays one random game (from position P and after the moves M, when given) and saves it to
    FILE atomically after every move, printing 'saved N' once move N is safely on disk.

# The help of `towers games`.
cli-help-games =
    towers games

    Lists every game with its variants and rule options.

# The help of `towers help`.
cli-help-help =
    towers help [COMMAND]

    Lists every command, or prints one command's help (as 'towers COMMAND --help' does).

# The help of `towers --version`.
cli-help-version =
    towers --version

    Prints the version.

# The help of `towers match`.
cli-help-match =
    towers match --game G --a LEVEL --b LEVEL [--games N] [--seed S] [--max-plies P] [--verbose]
    {"             "}[--time-factor F] [--threads T] [--fixed]
    {"             "}[--opening-plies K] [--variant V] [--option NAME=VALUE]... [--setup S]

    Plays N games (default 100) between two computer players and prints A's wins, draws and
    losses, and the Elo difference of A over B with its 95% interval.
    LEVEL is random, easy, medium, hard, expert or a time a move (2.5s), optionally with a node
    bound (hard@20000), and, for experiments, a forced algorithm (/mcts, /alphabeta) or no
    quiescence (/noq), a thread count of its own (/t2, over --threads), a deepest iteration
    (/depth2) or root noise (/noise60) of its own: hard@20000/mcts, expert/t2, medium/depth2.
    Each level thinks for its time a move (easy 0.1 s, medium 0.5 s, hard 2 s, expert 8 s)
    times F (default 1), on T threads (default: every core but one); so --time-factor 0.1 plays
    a quicker match with the same ratios between the levels.
    A node bound, or --fixed for every level's own node bound, plays on one thread without a
    clock instead: the match is then reproducible from its seed.
    Seats alternate: in game i (from 0), A plays every seat s with (s + i) even, B the others;
    so with two seats A and B swap colours each game, and with four A plays seats 0 and 2 in
    even games and 1 and 3 in odd ones.
    With more than two seats (four-player Tribesmen) each seat plays for itself, and a game is
    scored by ranking points: the last seat standing gets N-1, the others by the order they
    dropped out in (the first out 0); seats out in the same turn, or still in at a draw (the
    turn limit, repetition), share the places they hold. A's score of a game is the mean over
    its seats of points / (N-1); the match prints the games A scored more than half in, half,
    less, the mean score with its Elo and 95% interval (from the per-game scores), who was last
    standing, and how many of each player's seats finished with each number of points.
    Each pair of games (0 and 1, 2 and 3, ...) starts with the same K random moves (default:
    one per seat), then A and B take over with colours swapped: the searches are deterministic,
    so without this a match would replay the same game or two.
    A game still running after P plies (default 2000) counts as a draw.
    --verbose prints each game's result and its final position as text.

# The help of `towers analyse`.
cli-help-analyse =
    towers analyse <game> [--variant V] [--option NAME=VALUE]... [--setup S]
    {"               "}[--position P | --moves M] [--seconds S] [--lines N] [--threads T]

    Searches the position (the start, --position P, and after --moves M if given) at the Expert
    level's settings for about S seconds in all (default 2) on T threads (default: every core
    but one) and prints: the evaluation for the
    side to move as a score and an expected result, the depth reached, the best line in the
    game's notation, and the N best moves (default 3) with their scores. Moves are separated
    by spaces, except inside brackets and after ';' (see 'towers help show').

# The help of `towers bench`.
cli-help-bench =
    towers bench [--game G [--variant V] [--option NAME=VALUE]...] [--seconds S] [--threads T,...]

    For each game (or one), prints random playouts per second from the opening, their average
    length, perft leaves per second at the deepest depth that fits in about S seconds
    (default 1), and the computer's search (the Expert level's) from the opening for S seconds
    on each thread count T (default: 1 and every core): nodes per second and the depth reached.

# The help of `towers tournament`.
cli-help-tournament =
    towers tournament GAME [--variant V] [--option NAME=VALUE]... --engine NAME=COMMAND...
                      (--movetime MS | --clock BASE_MS+INC_MS) [--games N] [--openings FILE|book]
    {"                  "}[--sprt elo0,elo1,alpha,beta] [--out DIR] [--concurrency K] [--seed S]
    {"                  "}[--margin MS] [--max-plies P]

    Plays N games (default 100) between two or more engines, Towers keeping the game. An
    engine is NAME=COMMAND ARGS... (split into words as a shell would, no shell run): a program
    speaking the line protocol of 'towers engine', started afresh for every game; or
    NAME=analyse:/path/to/towers, an older towers binary asked for each move by its 'analyse'
    command (--seconds from the time control, --lines 1 --threads 1).
    Every answer is checked against the legal moves: an illegal or unreadable move, an 'error'
    line, a crash, or no move within MS + the margin (default 1000 ms; under --clock, once the
    engine's clock runs out) loses the game for that engine: 'forfeit GAME ENGINE: REASON'.
    Seats rotate: each opening is played with the engines in every seat order (two seats: each
    pair of engines both ways; more seats: the engines rotated over the seats). Openings come
    from the shipped book of the game and variant (default), or from FILE, one position string
    a line, shuffled by the seed (default 1).
    After each game a progress line; at the end each pair's wins, draws and losses, score and
    Elo with its 95% interval (four-player games: by ranking points, as 'towers match').
    --sprt (two engines) stops once the log-likelihood ratio leaves its bounds.
    --out DIR saves every game as a text export (seats labelled with the engines' names).
    --concurrency K plays K games at once (default 1). A game still running after P plies
    (default 2000) is a draw.

# The help of `towers calibrate`.
cli-help-calibrate =
    towers calibrate <game> [--games N] [--level L] [--time-factor F | --nodes N] [--threads T]
    {"                 "}[--seed S] [--opening-plies K] [--max-plies P] [--variant V] [--option ...]

    Plays N games (default 20) of the computer against itself at level L (default hard; its
    time times F, default 0.05, or N nodes a move on one thread), keeps every move's search
    score with the result the side to move went on to get (a draw counts half), and fits the
    scale of the logistic curve that turns scores into expected results. Prints the fitted
    scale beside the one in use, and predicted against observed results in ten buckets, under
    both. The fitted scales live beside each engine (TUNING in src/games/<game>/mod.rs).

# The help of `towers host`.
cli-help-host =
    towers host <game> [--variant V] [--option NAME=VALUE]... [--setup S] [--position P]
    {"            "}[--seats human,remote,hard,...] [--port N] [--bind ADDR] [--code C]
    {"            "}[--out FILE] [--resume FILE] [--seed S] [--spectators N] [--time T]
    {"            "}[--p2p] [--relay URL] [--no-direct]

    Hosts a game for players on other machines (docs/network.md). It listens on TCP port N
    (default 7627; 0 lets the system choose) at ADDR (default 0.0.0.0, every interface) and
    prints 'listening ADDR:PORT code CODE key KEY', then a line 'invite: towers://HOST:PORT/CODE/KEY'
    for each address friends can reach it at: the one string a joiner needs (the code is random
    unless given; KEY is the host's public key, kept in the data directory's host-key file, and
    every connection is encrypted to it). With --p2p the game can also be joined across the
    internet with no port opened on any router: the host then prints a second line,
    'invite: towers://p2p/TICKET/CODE/KEY', once its endpoint is online (through n0's public
    relays, or only the relay --relay names, such as one run by 'towers relay'; --no-direct sends
    everything through the relay, so no player learns another's address). --seats says who plays each seat: 'remote' (a joiner; the default for
    every seat), 'human' (moves typed here, one a line), or a computer level (random, easy,
    medium, hard, expert, with an optional node bound: hard@2000). The game is saved to
    --out after every move; '--resume FILE' starts again from such a file (and keeps saving
    to it unless --out says otherwise). --time puts the game on a clock that the host keeps
    (5+3, 10+5x30, 3d: docs/clocks.md), each remote move given back its connection's round
    trip within a quota; a fallen flag ends the game. Typed lines: a move, or /resign, /offer draw,
    /offer undo, /accept, /decline, and /claim (or /claim draw) once a joiner has been away for
    30 s. It prints one line per event and stops when the game ends.

# The help of `towers join`.
cli-help-join =
    towers join INVITATION --seat N|spectator [--player LEVEL] [--out FILE] [--name NAME]
    {"            "}[--retry SECONDS] [--seed S] [--game G] [--variant V] [--relay URL] [--no-direct]
    towers join ADDR --code C --key KEY --seat N|spectator ...

    Joins the game hosted at the invitation's address with its code (the host's 'invite:' line,
    towers://HOST:PORT/CODE/KEY), or at ADDR (host:port; the port defaults to 7627) with --code
    and --key, at seat N (from 1) or as a spectator. An internet invitation (towers://p2p/…) is
    dialled through the relay it names, or the one --relay names, and the joiner prints 'path
    direct' or 'path relayed' when welcomed; --no-direct keeps to the relay. --player lets a
    computer level play the seat
    (hard, hard@2000); otherwise moves are read from standard input, one a line (and /resign,
    /offer draw, /offer undo, /accept, /decline, and /claim or /claim draw once another player
    has been away for 30 s). If the host goes away, the joiner tries again for --retry seconds
    (default 60) and takes its seat back. At the end it writes the game to
    --out: the same bytes as the host's save (the file is checked and locked before joining).
    With --game (and --variant) a host playing another game is refused. It prints one line per
    event.

# The help of `towers relay`.
cli-help-relay =
    towers relay [--port N] [--bind ADDR]

    Runs a relay for the internet transport, for a group that would rather not use the public
    relays: give its address to 'towers host --relay URL' (and, where the host's invitation names
    another relay, to 'towers join --relay URL'). It listens on HTTP port N (default 3340; 0 lets
    the system choose) at ADDR (default 0.0.0.0), prints 'relay http://ADDR:PORT', and runs until
    it is stopped. It passes on only what is encrypted end to end between the players: it cannot
    read a game, a name or a code.

# The help of `towers serve`.
cli-help-serve =
    towers serve [--port N] [--bind ADDR] [--database PATH|URL] [--requests-per-second N]
    {"            "}[--logins-per-minute N] [--streams-per-address N]
    {"            "}[--seek-idle-seconds N] [--trust-proxy]

    Runs a Towers server (docs/server.md): accounts, a lobby of seeks and challenges, games
    live and by correspondence, Glicko-2 ratings and leaderboards, an archive of every finished
    game, and a web page for every game. It listens on HTTP port N (default 7628; 0 lets the
    system choose) at ADDR (default 0.0.0.0), prints 'towers serve: listening on http://ADDR:PORT',
    and runs until it is stopped (Ctrl-C or SIGTERM). Players point the app's Online window at that
    address; a browser shows the lobby there. Every move is stored before it is acknowledged:
    --database is an SQLite file (default: server.db in the data folder) or a PostgreSQL URL
    (postgres://user:password@host/database). --requests-per-second (default 20) and
    --logins-per-minute (default 12) bound what one address may send, and
    --streams-per-address (default 50) how many games it may watch at once. A seek for a live
    game lapses when its maker has sent nothing for --seek-idle-seconds (default 60). Behind a
    reverse proxy on the same machine, --trust-proxy counts each request by the address the proxy
    saw (the last of its X-Forwarded-For header) instead of the proxy's own.

# The help of `towers guide`.
cli-help-guide =
    towers guide <game> [--lesson N] [--steps]

    Prints the guide of a game: its goal, then each chapter's lessons with their positions drawn
    as boards, the moves of the piece looked at, and the captions of scripted examples.
    --lesson N prints only lesson N (numbered through the whole guide); --steps also draws the
    board after each step of a scripted example.

# The help of `towers engine`.
cli-help-engine =
    towers engine

    Speaks the engine protocol on standard input and output (docs/engine-protocol.md), in the
    spirit of UCI, for every game and seat count: scripts and tournament runners drive Towers
    through it. It prints nothing until spoken to. Commands, one a line:
      protocol                      -> id name Towers V, id games ..., protocolok
      isready                       -> readyok (also while searching)
      game GAME [variant V] [option NAME=VALUE]...   choose the game, at its start
      position startpos|TEXT [moves M1 M2 ...]       the position (a position string), then moves
      go movetime MS | depth N | nodes N | clock LEFT_MS [inc MS] [movestogo N] | infinite
                                    -> info ... lines, then bestmove MOVE (or bestmove (none))
      stop                          end the search now (it answers its bestmove)
      setoption threads N | seed S  search threads (default 1), seed (default 1)
      show                          the diagram, position, seats, tomove, legal N
      quit                          stop and exit (so does the end of input)
    A refused command answers one line 'error REASON' and changes nothing.

# The help of `towers puzzles`.
cli-help-puzzles =
    towers puzzles list [<game>] [--theme T]
    towers puzzles show ID
    towers puzzles solve ID
    towers puzzles export [<game>] [--format csv|ron]
    towers puzzles generate <game> [--variant V] [--games N | --endings N] [--seed S]
    {"                       "}[--scan-nodes N] [--prove-nodes N] [--play-nodes N]
    {"                       "}[--threads T] [--out FILE] [--first-id N]

    The shipped puzzles: positions where one move, or a short line of only moves, wins and no
    other move does, each proved by a deeper second search. 'list' prints one puzzle a line,
    beginning with its id, then its game, rating, task and themes (only those with theme T
    with --theme). 'show' prints 'position: TEXT' and 'solution: M1 M2 ...' lines (the moves
    separated as --moves separates them), the task, themes, rating, source and the board.
    'solve' shows the board and reads the solver's moves from standard input, answering each
    with the opponent's move of the solution. 'export' writes the collection as CSV (default)
    or RON.
    'generate' plays N self-play games (default 20) from seed S (default 1), both sides with
    --play-nodes a move (default 3000) and the Medium level's errors, and looks through them and
    the game's shipped annotated games: every position is scanned with --scan-nodes (default
    60000); where one move wins, the others do not and the solver was not winning before, a
    search of --prove-nodes (default 1500000) proves it and follows the line while each of the
    solver's moves is the only win (at most three). Duplicates and a second puzzle from the same
    phase of a game are dropped. It writes the collection (RON) to FILE or standard output, and
    how many positions each stage kept to standard error. Searches have node budgets on one
    thread each, on T threads (default: every core but one), so a run is reproducible.
    With --endings N (Storm only) it looks at no games: it draws N positions at random from
    Storm's smallest endings (both Brains and a Ninny, Fuddy-Duddy or Yahoo), where the
    endgame solver finds one move that wins, no other, and a finish within three moves.
