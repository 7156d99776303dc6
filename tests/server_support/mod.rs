//! The harness of the server tests: a `towers serve` process on 127.0.0.1 over a database of
//! its own — an SQLite file, and where `TOWERS_TEST_POSTGRES` names a PostgreSQL server (an
//! admin URL, `postgres://user@127.0.0.1:PORT/postgres`), a fresh PostgreSQL database too.

#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use towers::net::online::client::Online;

/// A database for one test.
pub struct Database {
    pub url: String,
    pub label: &'static str,
    _folder: Option<tempfile_dir::Folder>,
    /// PostgreSQL: the admin URL and the database's name, dropped at the end.
    dropped_by: Option<(String, String)>,
}

impl Drop for Database {
    fn drop(&mut self) {
        if let Some((admin, name)) = &self.dropped_by {
            let _ = Command::new("psql").args([admin.as_str(), "-q", "-c", &format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")]).status();
        }
    }
}

mod tempfile_dir {
    /// A folder removed at the end of the test.
    pub struct Folder(pub std::path::PathBuf);
    impl Drop for Folder {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

static NEXT: AtomicU32 = AtomicU32::new(0);

fn unique(what: &str) -> String {
    format!("{what}_{}_{}", std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed))
}

/// The databases every scenario runs against: SQLite always, PostgreSQL when one is given.
/// `TOWERS_REQUIRE_POSTGRES=1` (set by the test script where it started one) makes a missing
/// PostgreSQL a failure rather than a skip.
pub fn databases() -> Vec<Database> {
    let mut all = vec![sqlite()];
    match std::env::var("TOWERS_TEST_POSTGRES") {
        Ok(admin) if !admin.is_empty() => all.push(postgres(&admin)),
        _ => assert!(std::env::var("TOWERS_REQUIRE_POSTGRES").as_deref() != Ok("1"), "TOWERS_REQUIRE_POSTGRES=1 but TOWERS_TEST_POSTGRES is not set"),
    }
    all
}

pub fn sqlite() -> Database {
    let folder = std::env::temp_dir().join(unique("towers-serve-test"));
    std::fs::create_dir_all(&folder).unwrap();
    let url = format!("sqlite://{}?mode=rwc", folder.join("server.db").display());
    Database { url, label: "SQLite", _folder: Some(tempfile_dir::Folder(folder)), dropped_by: None }
}

fn postgres(admin: &str) -> Database {
    let name = unique("towers_test");
    let made =
        Command::new("psql").args([admin, "-q", "-v", "ON_ERROR_STOP=1", "-c", &format!("CREATE DATABASE {name}")]).status().expect("psql runs");
    assert!(made.success(), "CREATE DATABASE {name} on {admin}");
    let (base, _) = admin.rsplit_once('/').expect("an admin URL ends in /DATABASE");
    Database { url: format!("{base}/{name}"), label: "PostgreSQL", _folder: None, dropped_by: Some((admin.to_string(), name)) }
}

/// A running `towers serve`; killed when dropped.
pub struct Served {
    child: Child,
    pub base: String,
    pub database: String,
}

impl Served {
    /// Starts a server on a free port of 127.0.0.1 and waits until it listens. Every client of
    /// a test comes from 127.0.0.1, so the limits per address are opened wide (the hostile
    /// input test keeps them).
    pub fn start(db: &Database) -> Served {
        Served::start_with(db, &["--logins-per-minute", "100000", "--requests-per-second", "100000", "--streams-per-address", "100000"])
    }

    pub fn start_with(db: &Database, extra: &[&str]) -> Served {
        let mut child = Command::new(env!("CARGO_BIN_EXE_towers"))
            .args(["serve", "--bind", "127.0.0.1", "--port", "0", "--database", &db.url])
            .args(extra)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("towers serve starts");
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap()).read_line(&mut first).unwrap();
        let base = first.split_whitespace().find(|w| w.starts_with("http://")).unwrap_or_else(|| panic!("no address in {first:?}")).to_string();
        assert!(base.starts_with("http://127.0.0.1:"), "{base}");
        Served { child, base, database: db.url.clone() }
    }

    pub fn client(&self) -> Online {
        Online::new(&self.base)
    }

    /// Kills the process at once (SIGKILL): nothing it has not stored survives.
    pub fn kill_hard(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }

    /// Stops it as an operator would (SIGTERM) and waits for it to end.
    pub fn stop(mut self) {
        let _ = Command::new("kill").args(["-TERM", &self.child.id().to_string()]).status();
        let status = self.child.wait().unwrap();
        assert!(status.success() || status.code().is_none(), "towers serve ended with {status}");
    }

    pub fn running(&mut self) -> bool {
        self.child.try_wait().unwrap().is_none()
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A new player on the server, signed in; its name unique to the test run.
pub fn player(served: &Served, stem: &str) -> Online {
    let mut online = served.client();
    let name = format!("{stem}{}", NEXT.fetch_add(1, Ordering::Relaxed));
    online.register(&name, "a good password").unwrap();
    online
}

/// One of the moves the engine allows now, chosen by `pick`.
pub fn legal_move(state: &towers::net::online::GameState, pick: usize) -> String {
    let moves = state.legal_moves().expect("the server's position reads");
    moves[pick % moves.len()].clone()
}
