//! Open seeks and challenges: kept in the database so that a correspondence seek outlives a
//! restart.

use super::{Store, StoreError, options_from_text, options_text};
use crate::net::online::GameKind;

/// A seek as stored; `joined` holds the players in so far (names as spelt), the maker first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeekRow {
    pub id: String,
    pub kind: GameKind,
    pub time: String,
    pub rated: bool,
    pub target: Option<String>,
    pub seats: usize,
    pub joined: Vec<String>,
    pub created: i64,
}

type Row = (String, String, String, String, String, i64, Option<String>, i64, String, i64);

const COLUMNS: &str = "id, game, variant, options, time_control, rated, target, seats, joined, created";

fn from_row((id, game, variant, options, time, rated, target, seats, joined, created): Row) -> SeekRow {
    SeekRow {
        id,
        kind: GameKind { game, variant, options: options_from_text(&options) },
        time,
        rated: rated != 0,
        target,
        seats: usize::try_from(seats).unwrap_or(0),
        joined: joined.lines().map(str::to_string).collect(),
        created,
    }
}

impl Store {
    pub async fn add_seek(&self, seek: &SeekRow) -> Result<(), StoreError> {
        sqlx::query("INSERT INTO seeks (id, player, game, variant, options, time_control, rated, target, seats, joined, created) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)")
            .bind(&seek.id)
            .bind(seek.joined[0].to_lowercase())
            .bind(&seek.kind.game)
            .bind(&seek.kind.variant)
            .bind(options_text(&seek.kind.options))
            .bind(&seek.time)
            .bind(i64::from(seek.rated))
            .bind(seek.target.as_deref())
            .bind(seek.seats as i64)
            .bind(seek.joined.join("\n"))
            .bind(seek.created)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn seeks(&self) -> Result<Vec<SeekRow>, StoreError> {
        let rows: Vec<Row> = sqlx::query_as(&format!("SELECT {COLUMNS} FROM seeks ORDER BY created, id")).fetch_all(&self.pool).await?;
        Ok(rows.into_iter().map(from_row).collect())
    }

    /// Records who has joined a seek that still waits for players.
    pub async fn set_seek_joined(&self, id: &str, joined: &[String]) -> Result<(), StoreError> {
        sqlx::query("UPDATE seeks SET joined = $2 WHERE id = $1").bind(id).bind(joined.join("\n")).execute(&self.pool).await?;
        Ok(())
    }

    pub async fn remove_seek(&self, id: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM seeks WHERE id = $1").bind(id).execute(&self.pool).await?;
        Ok(())
    }
}
