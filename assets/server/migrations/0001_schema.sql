-- The Towers server's schema, the same for SQLite and PostgreSQL (only types both know).
-- Times are Unix milliseconds; a player is known by its name in lower case (name_key).

CREATE TABLE players (
    name_key TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    -- An argon2id hash in the PHC string format (parameters and salt included).
    password TEXT NOT NULL,
    created BIGINT NOT NULL
);

CREATE TABLE sessions (
    -- SHA-256 of the bearer token, in hex: a copy of the database gives no one a session.
    token_hash TEXT PRIMARY KEY,
    player TEXT NOT NULL REFERENCES players (name_key),
    created BIGINT NOT NULL,
    seen BIGINT NOT NULL
);
CREATE INDEX sessions_player ON sessions (player);

CREATE TABLE games (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    variant TEXT NOT NULL,
    -- The options as name=value lines, sorted by name.
    options TEXT NOT NULL,
    setup TEXT,
    -- The position string the game started from, when not the setup's start.
    position TEXT,
    time_control TEXT NOT NULL,
    rated BIGINT NOT NULL,
    -- The ratings pool (storm, tribesmen-4p, ...).
    pool TEXT NOT NULL,
    -- live or ended.
    status TEXT NOT NULL,
    -- A resignation, agreed draw or fallen flag after the last move, as the save file writes it.
    ended TEXT,
    result TEXT,
    created BIGINT NOT NULL,
    updated BIGINT NOT NULL
);
CREATE INDEX games_status ON games (status);
CREATE INDEX games_updated ON games (updated);

CREATE TABLE game_players (
    game TEXT NOT NULL REFERENCES games (id),
    seat BIGINT NOT NULL,
    player TEXT NOT NULL REFERENCES players (name_key),
    -- Points once the game is over (1 a win, 0.5 a draw; four-player Tribesmen by place).
    score DOUBLE PRECISION,
    PRIMARY KEY (game, seat)
);
CREATE INDEX game_players_player ON game_players (player);

CREATE TABLE moves (
    game TEXT NOT NULL REFERENCES games (id),
    ply BIGINT NOT NULL,
    notation TEXT NOT NULL,
    -- The mover's clock after the move (0:04:58.2), in a timed game.
    clock TEXT,
    at BIGINT NOT NULL,
    PRIMARY KEY (game, ply)
);

CREATE TABLE seeks (
    id TEXT PRIMARY KEY,
    player TEXT NOT NULL REFERENCES players (name_key),
    game TEXT NOT NULL,
    variant TEXT NOT NULL,
    options TEXT NOT NULL,
    time_control TEXT NOT NULL,
    rated BIGINT NOT NULL,
    -- A challenge: the one player who may accept.
    target TEXT,
    seats BIGINT NOT NULL,
    -- The players who have joined so far, the maker first, one name_key a line.
    joined TEXT NOT NULL,
    created BIGINT NOT NULL
);

CREATE TABLE ratings (
    player TEXT NOT NULL REFERENCES players (name_key),
    pool TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL,
    PRIMARY KEY (player, pool)
);
CREATE INDEX ratings_pool ON ratings (pool, rating);
