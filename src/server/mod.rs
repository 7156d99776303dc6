//! `towers serve`: a server where players find each other and play (feature `server`). It
//! holds many games at once, each refereed by the engine through the same record the app keeps
//! (`live`), stores every acknowledged move before acknowledging it (`store`: SQLite or
//! PostgreSQL), keeps accounts (`accounts`), a lobby (`lobby`), ratings (`ratings`), an archive,
//! and answers over HTTP: JSON under `/api` with a game's changes as server-sent events (`api`).
//! `docs/server.md` explains how to run one.

mod accounts;
mod api;
mod error;
pub mod limits;
mod live;
mod lobby;
mod pages;
mod presence;
pub mod ratings;
pub mod store;

pub use limits::Limits;

use limits::{Buckets, Streams};
use live::Live;
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, RwLock};
use std::time::Duration;
use store::{SeekRow, Store, StoreError};

/// How a server is started.
#[derive(Clone, Debug)]
pub struct ServeConfig {
    pub listen: SocketAddr,
    /// A `sqlite:` or `postgres://` URL (`store::database_url`).
    pub database: String,
    pub limits: Limits,
}

/// The default port of `towers serve` (the host's is 7627).
pub const DEFAULT_PORT: u16 = 7628;

/// How often the clocks of every game are looked at (a flag falls at most this late).
const TICK: Duration = Duration::from_millis(200);

/// The default database: `server.db` in the data folder.
pub fn default_database() -> std::path::PathBuf {
    crate::record::autosave::data_dir().join("server.db")
}

/// Why the server could not start or stopped.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("cannot listen on {addr}: {error}")]
    Listen { addr: SocketAddr, error: std::io::Error },
    #[error("{0}")]
    Io(#[from] std::io::Error),
}

/// Everything one server holds.
pub struct Server {
    pub store: Store,
    games: RwLock<HashMap<String, Arc<Live>>>,
    lobby: tokio::sync::Mutex<Vec<SeekRow>>,
    /// Signed-in players by their token's hash, so that a request need not ask the database.
    sessions: RwLock<HashMap<String, String>>,
    presence: presence::Presence,
    /// How long a live seek's maker may be quiet before the seek lapses (milliseconds).
    seek_idle_ms: i64,
    trust_proxy: bool,
    requests: Buckets,
    logins: Buckets,
    all_logins: Buckets,
    streams: Streams,
}

/// A new id for a game or a seek: 8 letters and digits.
fn random_id() -> String {
    use rand::RngExt;
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    let mut rng = rand::rng();
    (0..8).map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char).collect()
}

impl Server {
    /// Opens the database and takes up every game in progress where it stood.
    pub async fn open(database: &str, limits: Limits) -> Result<Arc<Server>, ServeError> {
        let store = Store::open(database).await?;
        let now = store::now_ms();
        let mut games = HashMap::new();
        for stored in store.live_games().await? {
            match Live::restore(&stored, now) {
                Ok(live) => {
                    games.insert(stored.row.id.clone(), Arc::new(live));
                }
                Err(e) => eprintln!("towers serve: game {} cannot be taken up: {e}", stored.row.id),
            }
        }
        let seeks = store.seeks().await?;
        Ok(Arc::new(Server {
            store,
            games: RwLock::new(games),
            lobby: tokio::sync::Mutex::new(seeks),
            sessions: RwLock::new(HashMap::new()),
            presence: presence::Presence::new(now),
            seek_idle_ms: i64::try_from(limits.seek_idle.as_millis()).unwrap_or(i64::MAX),
            trust_proxy: limits.trust_proxy,
            requests: Buckets::new(limits.requests),
            logins: Buckets::new(limits.logins),
            all_logins: Buckets::new(limits.all_logins),
            streams: Streams::new(limits.streams),
        }))
    }

    pub fn live(&self, id: &str) -> Option<Arc<Live>> {
        self.games.read().unwrap_or_else(std::sync::PoisonError::into_inner).get(id).cloned()
    }

    fn add_live(&self, live: Arc<Live>) {
        self.games.write().unwrap_or_else(std::sync::PoisonError::into_inner).insert(live.id().to_string(), live);
    }

    /// Every game in progress.
    pub fn live_games(&self) -> Vec<Arc<Live>> {
        self.games.read().unwrap_or_else(std::sync::PoisonError::into_inner).values().cloned().collect()
    }

    /// A game that has ended leaves memory; the archive has it, and its watchers have had its
    /// last state.
    fn settle(&self, live: &Live) {
        if live.is_over() {
            self.games.write().unwrap_or_else(std::sync::PoisonError::into_inner).remove(live.id());
        }
    }

    /// Ends the games whose flags fell, and lapses old seeks.
    async fn tick(&self) {
        for live in self.live_games() {
            if live.tick(&self.store).await {
                self.settle(&live);
            }
        }
        self.lapse_seeks().await;
    }
}

/// Serves until `stop` resolves; `listening` is told the address first.
pub async fn serve(
    config: ServeConfig,
    listening: impl FnOnce(SocketAddr, &Server),
    stop: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<(), ServeError> {
    let server = Server::open(&config.database, config.limits).await?;
    let listener = tokio::net::TcpListener::bind(config.listen).await.map_err(|error| ServeError::Listen { addr: config.listen, error })?;
    listening(listener.local_addr()?, &server);
    let ticker = {
        let server = server.clone();
        tokio::spawn(async move {
            let mut every = tokio::time::interval(TICK);
            every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                every.tick().await;
                server.tick().await;
            }
        })
    };
    let app = api::router(server.clone()).into_make_service_with_connect_info::<SocketAddr>();
    // Answers go out at once: with Nagle's algorithm a small answer can wait for the client's
    // delayed acknowledgement (the load test's round trips had a second mode near 200 ms).
    let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
        let _ = tcp.set_nodelay(true);
    });
    let served = axum::serve(listener, app).with_graceful_shutdown(stop).await;
    ticker.abort();
    server.store.close().await;
    Ok(served?)
}

/// Keeps glibc's allocator from holding on to password-hashing memory. argon2 takes 19 MiB a
/// hash; glibc serves the first from mmap, then raises its mmap threshold past that size and
/// serves the next from its heap, where small allocations made meanwhile split the freed block,
/// so every sign-up left the heap larger (20 sign-ups: 290 MiB in the load test). A fixed
/// threshold keeps every block of a MiB or more in mmap, returned whole when freed.
fn keep_large_blocks_apart() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets a tuning value of the allocator; it is called before any
    // thread of the server starts.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 1 << 20);
    }
}

/// `towers serve`: runs a server on its own runtime until Ctrl-C or SIGTERM.
pub fn run(config: ServeConfig) -> Result<(), ServeError> {
    keep_large_blocks_apart();
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(serve(
        config.clone(),
        |addr, server| {
            let games = server.live_games().len();
            println!("towers serve: listening on http://{addr} ({} database, {games} games in progress)", database_kind(&config.database));
        },
        stopped(),
    ))
}

fn database_kind(url: &str) -> &'static str {
    if url.starts_with("sqlite:") { "SQLite" } else { "PostgreSQL" }
}

/// Resolves on Ctrl-C or SIGTERM.
async fn stopped() {
    let interrupt = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut term = match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(t) => t,
            Err(_) => return interrupt.await.unwrap_or(()),
        };
        tokio::select! {
            _ = interrupt => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    interrupt.await.unwrap_or(());
}
