//! Players and their sessions.

use super::{Store, StoreError};

impl Store {
    /// Adds a player; false when the name (in any case) is taken.
    pub async fn add_player(&self, name: &str, password_hash: &str, now: i64) -> Result<bool, StoreError> {
        let done = sqlx::query("INSERT INTO players (name_key, name, password, created) VALUES ($1, $2, $3, $4) ON CONFLICT (name_key) DO NOTHING")
            .bind(name.to_lowercase())
            .bind(name)
            .bind(password_hash)
            .bind(now)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The player's name as spelt at sign-up, and its password hash.
    pub async fn player_password(&self, name: &str) -> Result<Option<(String, String)>, StoreError> {
        Ok(sqlx::query_as("SELECT name, password FROM players WHERE name_key = $1").bind(name.to_lowercase()).fetch_optional(&self.pool).await?)
    }

    /// The player's name as spelt at sign-up, if there is such a player.
    pub async fn player_name(&self, name: &str) -> Result<Option<String>, StoreError> {
        let row: Option<(String,)> =
            sqlx::query_as("SELECT name FROM players WHERE name_key = $1").bind(name.to_lowercase()).fetch_optional(&self.pool).await?;
        Ok(row.map(|(n,)| n))
    }

    pub async fn add_session(&self, token_hash: &str, name: &str, now: i64) -> Result<(), StoreError> {
        sqlx::query("INSERT INTO sessions (token_hash, player, created, seen) VALUES ($1, $2, $3, $3)")
            .bind(token_hash)
            .bind(name.to_lowercase())
            .bind(now)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The name of the player whose session this is.
    pub async fn session_player(&self, token_hash: &str) -> Result<Option<String>, StoreError> {
        let row: Option<(String,)> = sqlx::query_as("SELECT p.name FROM sessions s JOIN players p ON p.name_key = s.player WHERE s.token_hash = $1")
            .bind(token_hash)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|(n,)| n))
    }

    pub async fn end_session(&self, token_hash: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM sessions WHERE token_hash = $1").bind(token_hash).execute(&self.pool).await?;
        Ok(())
    }
}
