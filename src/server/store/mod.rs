//! The server's database: SQLite embedded by default (one file, WAL, every commit synced), or
//! PostgreSQL for a larger server, through sqlx's `Any` driver so that one set of queries and
//! one schema serve both. The schema comes from migrations embedded in the binary
//! (`assets/server/migrations`), applied at start.

mod accounts;
mod games;
mod ratings;
mod seeks;

pub use games::{Finish, GameFilter, GameRow, MoveRow, Rate, StoredGame, summary};
pub use ratings::RatingRow;
pub use seeks::SeekRow;

use sqlx::AnyConnection;
use sqlx::any::AnyPoolOptions;
use sqlx::migrate::{Migration, MigrationSource, MigrationType, Migrator};
use std::borrow::Cow;
use std::path::Path;
use std::time::Duration;

pub type Conn = AnyConnection;

/// Why the database could not be opened or used.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Sql(#[from] sqlx::Error),
    #[error("database schema: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("database: {0}")]
    Bad(String),
}

/// Which database is behind the store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

#[derive(Clone, Debug)]
pub struct Store {
    pool: sqlx::AnyPool,
    backend: Backend,
}

/// The migrations, oldest first: (version, description, SQL).
const MIGRATIONS: &[(i64, &str, &str)] = &[
    (1, "schema", include_str!("../../../assets/server/migrations/0001_schema.sql")),
    (2, "offers", include_str!("../../../assets/server/migrations/0002_offers.sql")),
];

#[derive(Debug)]
struct Embedded;

impl<'s> MigrationSource<'s> for Embedded {
    fn resolve(self) -> futures_util::future::BoxFuture<'s, Result<Vec<Migration>, sqlx::error::BoxDynError>> {
        let migrations = MIGRATIONS
            .iter()
            .map(|&(version, description, sql)| Migration::new(version, Cow::Borrowed(description), MigrationType::Simple, Cow::Borrowed(sql), false))
            .collect();
        Box::pin(async move { Ok(migrations) })
    }
}

/// The URL of a database named on the command line: a `postgres://` or `sqlite:` URL as it
/// is, anything else a path to an SQLite file (made if missing).
pub fn database_url(named: &str) -> String {
    if named.starts_with("postgres://") || named.starts_with("postgresql://") || named.starts_with("sqlite:") {
        return named.to_string();
    }
    format!("sqlite://{}?mode=rwc", Path::new(named).display())
}

impl Store {
    /// Opens (and for SQLite creates) the database at `url`, and brings its schema up to date.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        sqlx::any::install_default_drivers();
        let backend = if url.starts_with("sqlite:") { Backend::Sqlite } else { Backend::Postgres };
        let options = AnyPoolOptions::new()
            // SQLite writes one at a time whatever the pool, and writers that meet wait in its
            // busy handler's sleeps (a p90 of 210 ms in the load test with 4 connections): one
            // connection queues them in the pool instead, in order and without sleeping.
            .max_connections(if backend == Backend::Sqlite { 1 } else { 16 })
            .acquire_timeout(Duration::from_secs(10))
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    if backend == Backend::Sqlite {
                        // WAL lets pages be read while a move is written; FULL syncs every
                        // commit, so an acknowledged move survives even a power cut.
                        for pragma in
                            ["PRAGMA journal_mode = WAL", "PRAGMA synchronous = FULL", "PRAGMA busy_timeout = 10000", "PRAGMA foreign_keys = ON"]
                        {
                            sqlx::query(pragma).execute(&mut *conn).await?;
                        }
                    }
                    Ok(())
                })
            });
        let pool = options.connect(url).await?;
        let migrator = Migrator::new(Embedded).await?;
        migrator.run(&pool).await?;
        Ok(Store { pool, backend })
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    pub fn pool(&self) -> &sqlx::AnyPool {
        &self.pool
    }

    /// The size of the database in bytes (SQLite: the file and its WAL; PostgreSQL: the
    /// database), for the load test's report.
    pub async fn size(&self) -> Result<i64, StoreError> {
        let query = match self.backend {
            Backend::Sqlite => "SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()",
            Backend::Postgres => "SELECT pg_database_size(current_database())::BIGINT",
        };
        let (size,): (i64,) = sqlx::query_as(query).fetch_one(&self.pool).await?;
        Ok(size)
    }

    pub async fn close(&self) {
        self.pool.close().await;
    }
}

/// The time now as Unix milliseconds.
pub fn now_ms() -> i64 {
    let since = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
}

/// Options as stored: `name=value` lines, sorted by name.
pub fn options_text(options: &std::collections::BTreeMap<String, String>) -> String {
    options.iter().map(|(k, v)| format!("{k}={v}\n")).collect()
}

pub fn options_from_text(text: &str) -> std::collections::BTreeMap<String, String> {
    text.lines().filter_map(|l| l.split_once('=')).map(|(k, v)| (k.to_string(), v.to_string())).collect()
}

#[cfg(test)]
mod tests;
