//! Games, their players and their moves. A move is acknowledged only once its row is committed,
//! in the same transaction as the game's end and the ratings it changes.

use super::ratings::{rating_in, set_rating};
use super::{Conn, RatingRow, Store, StoreError, options_from_text, options_text};
use crate::net::online::{GameKind, GameSummary};

/// A game as it was created.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRow {
    pub id: String,
    pub kind: GameKind,
    pub setup: Option<String>,
    pub position: Option<String>,
    pub time: String,
    pub rated: bool,
    pub pool: String,
    /// Names as spelt, by seat.
    pub players: Vec<String>,
    pub created: i64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    pub ply: usize,
    pub notation: String,
    pub clock: Option<String>,
    pub at: i64,
}

/// A game with everything stored of it.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredGame {
    pub row: GameRow,
    pub moves: Vec<MoveRow>,
    pub live: bool,
    pub ended: Option<String>,
    pub result: Option<String>,
    pub updated: i64,
    /// The draw offer waiting for answers (`live::offer_text`).
    pub offer: Option<String>,
}

/// How a game ended, as stored with its last change.
pub struct Finish {
    /// A resignation, agreed draw or fallen flag (`Concession` as the save file writes it).
    pub ended: Option<String>,
    pub result: String,
    pub scores: Vec<f64>,
    pub rate: Option<Rate>,
}

/// A rated game's ratings update: the pool, and the new ratings by seat from the old (none
/// for a player new to the pool) and the scores.
pub struct Rate {
    pub pool: String,
    pub players: Vec<String>,
    pub update: fn(&[Option<RatingRow>], &[f64]) -> Vec<RatingRow>,
}

type GameColumns = (
    String,
    String,
    String,
    String,
    Option<String>,
    Option<String>,
    String,
    i64,
    String,
    String,
    Option<String>,
    Option<String>,
    i64,
    i64,
    Option<String>,
);

const GAME_COLUMNS: &str = "id, game, variant, options, setup, position, time_control, rated, pool, status, ended, result, created, updated, offer";

impl Store {
    /// Stores a new game with its players, and removes the seek it came from.
    pub async fn start_game(&self, game: &GameRow, seek: Option<&str>) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO games (id, game, variant, options, setup, position, time_control, rated, pool, status, created, updated) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'live', $10, $10)",
        )
        .bind(&game.id)
        .bind(&game.kind.game)
        .bind(&game.kind.variant)
        .bind(options_text(&game.kind.options))
        .bind(game.setup.as_deref())
        .bind(game.position.as_deref())
        .bind(&game.time)
        .bind(i64::from(game.rated))
        .bind(&game.pool)
        .bind(game.created)
        .execute(&mut *tx)
        .await?;
        for (seat, name) in game.players.iter().enumerate() {
            sqlx::query("INSERT INTO game_players (game, seat, player) VALUES ($1, $2, $3)")
                .bind(&game.id)
                .bind(seat as i64)
                .bind(name.to_lowercase())
                .execute(&mut *tx)
                .await?;
        }
        if let Some(seek) = seek {
            sqlx::query("DELETE FROM seeks WHERE id = $1").bind(seek).execute(&mut *tx).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Stores a move, and the game's end if it ended the game; nothing of it unless all of it.
    pub async fn record_move(&self, id: &str, played: &MoveRow, finish: Option<&Finish>) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("INSERT INTO moves (game, ply, notation, clock, at) VALUES ($1, $2, $3, $4, $5)")
            .bind(id)
            .bind(played.ply as i64)
            .bind(&played.notation)
            .bind(played.clock.as_deref())
            .bind(played.at)
            .execute(&mut *tx)
            .await?;
        // A move withdraws any draw offer.
        sqlx::query("UPDATE games SET updated = $2, offer = NULL WHERE id = $1").bind(id).bind(played.at).execute(&mut *tx).await?;
        if let Some(finish) = finish {
            finish_in(&mut tx, id, finish, played.at).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Stores the end of a game that ended without a move (a resignation, a draw, a flag).
    pub async fn finish_game(&self, id: &str, finish: &Finish, now: i64) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        finish_in(&mut tx, id, finish, now).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Stores the draw offer in progress (`None`: withdrawn, declined or settled).
    pub async fn set_offer(&self, id: &str, offer: Option<&str>) -> Result<(), StoreError> {
        sqlx::query("UPDATE games SET offer = $2 WHERE id = $1").bind(id).bind(offer).execute(&self.pool).await?;
        Ok(())
    }

    /// Every game still in progress, to take up again at start.
    pub async fn live_games(&self) -> Result<Vec<StoredGame>, StoreError> {
        let rows: Vec<GameColumns> =
            sqlx::query_as(&format!("SELECT {GAME_COLUMNS} FROM games WHERE status = 'live' ORDER BY created, id")).fetch_all(&self.pool).await?;
        let mut games = Vec::with_capacity(rows.len());
        for row in rows {
            games.push(self.complete(row).await?);
        }
        Ok(games)
    }

    pub async fn stored_game(&self, id: &str) -> Result<Option<StoredGame>, StoreError> {
        let row: Option<GameColumns> =
            sqlx::query_as(&format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1")).bind(id).fetch_optional(&self.pool).await?;
        match row {
            Some(row) => Ok(Some(self.complete(row).await?)),
            None => Ok(None),
        }
    }

    /// Games newest first, of a player, a game and a status if given, changed before `before`.
    pub async fn list_games(&self, filter: &GameFilter) -> Result<Vec<GameSummary>, StoreError> {
        let rows: Vec<GameColumns> = sqlx::query_as(&format!(
            "SELECT {GAME_COLUMNS} FROM games g WHERE ($1 = '' OR g.game = $1) AND ($2 = '' OR g.status = $2) AND g.updated < $3 \
             AND ($4 = '' OR EXISTS (SELECT 1 FROM game_players gp WHERE gp.game = g.id AND gp.player = $4)) \
             AND g.updated >= $5 ORDER BY g.updated DESC, g.id LIMIT $6"
        ))
        .bind(&filter.game)
        .bind(&filter.status)
        .bind(filter.before)
        .bind(filter.player.to_lowercase())
        .bind(filter.after)
        .bind(filter.limit)
        .fetch_all(&self.pool)
        .await?;
        let mut games = Vec::with_capacity(rows.len());
        for row in rows {
            let game = self.complete(row).await?;
            games.push(summary(&game));
        }
        Ok(games)
    }

    /// The games where the player sits, still in progress.
    pub async fn live_games_of(&self, name: &str) -> Result<Vec<String>, StoreError> {
        let rows: Vec<(String,)> = sqlx::query_as(
            "SELECT g.id FROM games g JOIN game_players gp ON gp.game = g.id WHERE gp.player = $1 AND g.status = 'live' ORDER BY g.updated DESC",
        )
        .bind(name.to_lowercase())
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(|(id,)| id).collect())
    }

    async fn complete(&self, row: GameColumns) -> Result<StoredGame, StoreError> {
        let (id, game, variant, options, setup, position, time, rated, pool, status, ended, result, created, updated, offer) = row;
        let players: Vec<(String,)> =
            sqlx::query_as("SELECT p.name FROM game_players gp JOIN players p ON p.name_key = gp.player WHERE gp.game = $1 ORDER BY gp.seat")
                .bind(&id)
                .fetch_all(&self.pool)
                .await?;
        let moves: Vec<(i64, String, Option<String>, i64)> =
            sqlx::query_as("SELECT ply, notation, clock, at FROM moves WHERE game = $1 ORDER BY ply").bind(&id).fetch_all(&self.pool).await?;
        let moves = moves.into_iter().map(|(ply, notation, clock, at)| MoveRow { ply: ply as usize, notation, clock, at }).collect();
        let kind = GameKind { game, variant, options: options_from_text(&options) };
        let players = players.into_iter().map(|(n,)| n).collect();
        let row = GameRow { id, kind, setup, position, time, rated: rated != 0, pool, players, created };
        Ok(StoredGame { row, moves, live: status == "live", ended, result, updated, offer })
    }
}

/// What the archive is searched by; empty strings match everything.
#[derive(Clone, Debug)]
pub struct GameFilter {
    pub player: String,
    pub game: String,
    pub status: String,
    /// Unix milliseconds: only games last changed at or after `after` and before `before`.
    pub after: i64,
    pub before: i64,
    pub limit: i64,
}

impl Default for GameFilter {
    fn default() -> GameFilter {
        GameFilter { player: String::new(), game: String::new(), status: String::new(), after: 0, before: i64::MAX, limit: 50 }
    }
}

pub fn summary(game: &StoredGame) -> GameSummary {
    GameSummary {
        id: game.row.id.clone(),
        kind: game.row.kind.clone(),
        time: game.row.time.clone(),
        rated: game.row.rated,
        players: game.row.players.clone(),
        plies: game.moves.len(),
        result: game.result.clone(),
        created_ms: game.row.created,
        updated_ms: game.updated,
    }
}

async fn finish_in(conn: &mut Conn, id: &str, finish: &Finish, now: i64) -> Result<(), StoreError> {
    sqlx::query("UPDATE games SET status = 'ended', ended = $2, result = $3, updated = $4, offer = NULL WHERE id = $1")
        .bind(id)
        .bind(finish.ended.as_deref())
        .bind(&finish.result)
        .bind(now)
        .execute(&mut *conn)
        .await?;
    for (seat, score) in finish.scores.iter().enumerate() {
        sqlx::query("UPDATE game_players SET score = $3 WHERE game = $1 AND seat = $2")
            .bind(id)
            .bind(seat as i64)
            .bind(*score)
            .execute(&mut *conn)
            .await?;
    }
    let Some(rate) = &finish.rate else { return Ok(()) };
    let mut old = Vec::with_capacity(rate.players.len());
    for name in &rate.players {
        old.push(rating_in(conn, name, &rate.pool).await?);
    }
    for (name, new) in rate.players.iter().zip((rate.update)(&old, &finish.scores)) {
        set_rating(conn, name, &rate.pool, new).await?;
    }
    Ok(())
}
