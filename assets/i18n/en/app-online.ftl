# The Online window (app/ui/online.rs): a Towers server's lobby, your games, games to watch and
# the archive.

online-title = Online
online-intro = Sign in to a Towers server to find opponents, play games over days and watch others. Anyone can run one with 'towers serve'.
online-server = Server
online-name = Name
online-password = Password
online-sign-in = Sign in
online-create-account = Create account
online-password-note = A new account needs a name of 2 to 20 letters and digits and a password of at least 8 characters.
online-signed-in-as = Signed in as { $name } at { $server }
online-sign-out = Sign out
online-refresh = Refresh
online-your-move-in = { $n ->
    [one] Your move in one game
   *[other] Your move in { $n } games
}
online-tab-lobby = Lobby
online-tab-mine = Your games
online-tab-watch = Watch
online-tab-archive = Archive
online-no-seeks = No open seeks: post one below.
online-cancel = Cancel
online-accept = Accept
online-rated = Rated
online-casual = casual
online-new-game = New game
online-game = Game
online-variant = Variant
online-time = Time
online-time-hint = 10+5: ten minutes and five seconds a move; 3d: three days a move (correspondence); none: no clock.
online-challenge = Challenge
online-anyone = anyone
online-post-seek = Post seek
online-play-anyone = Play anyone
online-no-games = No games in progress.
online-your-move = Your move
online-play = Play
online-nothing-to-watch = No game is being played.
online-watch = Watch
online-player = Player
online-any-game = Any game
online-search = Search
online-from-day = From
online-to-day = to
online-open = Open
online-loaded = Loaded from the server: { $value }
online-opening = Opening game { $value } on the server…
online-your-move-notice = { $n ->
    [one] Your move in one game at { $server }: 👥 Online
   *[other] Your move in { $n } games at { $server }: 👥 Online
}
