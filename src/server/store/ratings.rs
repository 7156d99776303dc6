//! Ratings by pool, and the leaderboards.

use super::{Conn, Store, StoreError};

/// A rating as stored: Glicko-2's rating, deviation and volatility, or for four-player games
/// Weng-Lin's mean and deviation (volatility unused).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingRow {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: i64,
}

/// A player's rating in a pool, read inside a transaction.
pub async fn rating_in(conn: &mut Conn, name: &str, pool: &str) -> Result<Option<RatingRow>, StoreError> {
    let row: Option<(f64, f64, f64, i64)> =
        sqlx::query_as("SELECT rating, deviation, volatility, games FROM ratings WHERE player = $1 AND pool = $2")
            .bind(name.to_lowercase())
            .bind(pool)
            .fetch_optional(&mut *conn)
            .await?;
    Ok(row.map(|(rating, deviation, volatility, games)| RatingRow { rating, deviation, volatility, games }))
}

pub async fn set_rating(conn: &mut Conn, name: &str, pool: &str, r: RatingRow) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO ratings (player, pool, rating, deviation, volatility, games) VALUES ($1, $2, $3, $4, $5, $6) \
         ON CONFLICT (player, pool) DO UPDATE SET rating = $3, deviation = $4, volatility = $5, games = $6",
    )
    .bind(name.to_lowercase())
    .bind(pool)
    .bind(r.rating)
    .bind(r.deviation)
    .bind(r.volatility)
    .bind(r.games)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

impl Store {
    /// Every pool's rating of a player.
    pub async fn ratings_of(&self, name: &str) -> Result<Vec<(String, RatingRow)>, StoreError> {
        let rows: Vec<(String, f64, f64, f64, i64)> =
            sqlx::query_as("SELECT pool, rating, deviation, volatility, games FROM ratings WHERE player = $1 ORDER BY pool")
                .bind(name.to_lowercase())
                .fetch_all(&self.pool)
                .await?;
        Ok(rows.into_iter().map(|(pool, rating, deviation, volatility, games)| (pool, RatingRow { rating, deviation, volatility, games })).collect())
    }

    pub async fn rating(&self, name: &str, pool: &str) -> Result<Option<RatingRow>, StoreError> {
        rating_in(&mut *self.pool.acquire().await?, name, pool).await
    }

    /// The pool's best `limit` players by rating, with their names as spelt.
    pub async fn leaderboard(&self, pool: &str, limit: i64) -> Result<Vec<(String, RatingRow)>, StoreError> {
        let rows: Vec<(String, f64, f64, f64, i64)> = sqlx::query_as(
            "SELECT p.name, r.rating, r.deviation, r.volatility, r.games FROM ratings r JOIN players p ON p.name_key = r.player \
             WHERE r.pool = $1 ORDER BY r.rating DESC, p.name_key LIMIT $2",
        )
        .bind(pool)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(|(name, rating, deviation, volatility, games)| (name, RatingRow { rating, deviation, volatility, games })).collect())
    }
}
