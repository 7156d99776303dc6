//! A load test of `towers serve` on loopback, bounded in count and time:
//!
//!     cargo bench --no-default-features --features server --bench server_load -- [--games N]
//!         [--spectators N] [--seconds S] [--database URL]
//!
//! It starts a server (SQLite in a temporary folder unless `--database` names another), signs
//! up two players a game, pairs them, and has every player and every spectator follow its game's
//! event stream (2×games + spectators connected clients) while one thread a game plays random
//! legal moves as fast as the server acknowledges them, for `--seconds`. It prints moves a
//! second, the p50/p90/p99 of a move's round trip (request to stored and answered), the
//! server's memory a game (resident size, after minus before) and the database's size a game.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use towers::net::online::client::Online;
use towers::net::online::{GameKind, NewSeek};

struct Options {
    games: usize,
    spectators: usize,
    seconds: f64,
    database: Option<String>,
}

fn options() -> Options {
    let mut o = Options { games: 300, spectators: 400, seconds: 30.0, database: None };
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1).cloned().unwrap_or_default();
        match args[i].as_str() {
            "--games" => o.games = value.parse().expect("--games N"),
            "--spectators" => o.spectators = value.parse().expect("--spectators N"),
            "--seconds" => o.seconds = value.parse().expect("--seconds S"),
            "--database" => o.database = Some(value),
            other => panic!("unknown argument {other}"),
        }
        i += 2;
    }
    o
}

fn resident_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status.lines().find_map(|l| l.strip_prefix("VmRSS:")).and_then(|v| v.split_whitespace().next()?.parse().ok()).unwrap_or(0)
}

/// One game: its two players, who play random moves until the time is up, starting a new game
/// when one ends.
fn play(pair: [Online; 2], mut id: String, stop: Arc<AtomicBool>, latencies: Arc<Mutex<Vec<u32>>>, seed: u64) -> usize {
    let mut state = pair[0].game(&id).unwrap();
    let mut played = 0;
    let mut pick = seed;
    let mut mine = Vec::with_capacity(4096);
    while !stop.load(Ordering::Relaxed) {
        if state.result.is_some() {
            let seek = pair[0].seek(&NewSeek { kind: state.kind.clone(), time: "10+5".into(), rated: true, to: None }).unwrap();
            id = pair[1].accept(&seek.id).unwrap().game.unwrap();
            state = pair[0].game(&id).unwrap();
            continue;
        }
        pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let moves = state.legal_moves().expect("the server's position reads");
        let notation = moves[(pick >> 33) as usize % moves.len()].clone();
        let mover = &pair[usize::from(state.players[state.to_move.unwrap()] != pair[0].name().unwrap())];
        let sent = Instant::now();
        state = mover.play(&id, state.moves.len() + 1, &notation).unwrap();
        mine.push(u32::try_from(sent.elapsed().as_micros()).unwrap_or(u32::MAX));
        played += 1;
    }
    latencies.lock().unwrap().extend(mine);
    played
}

fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize] as f64 / 1000.0
}

/// The server process, killed however the load test ends.
struct Stopped(std::process::Child);

impl Drop for Stopped {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn main() {
    let o = options();
    let folder = std::env::temp_dir().join(format!("towers-load-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let database = o.database.clone().unwrap_or_else(|| format!("sqlite://{}?mode=rwc", folder.join("load.db").display()));
    let server = Command::new(env!("CARGO_BIN_EXE_towers"))
        .args([
            "serve",
            "--bind",
            "127.0.0.1",
            "--port",
            "0",
            "--database",
            &database,
            "--requests-per-second",
            "1000000",
            "--logins-per-minute",
            "1000000",
            "--streams-per-address",
            "1000000",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("towers serve starts");
    let mut server = Stopped(server);
    let mut line = String::new();
    BufReader::new(server.0.stdout.take().unwrap()).read_line(&mut line).unwrap();
    let base = line.split_whitespace().find(|w| w.starts_with("http://")).expect("the address").to_string();
    let idle_kib = resident_kib(server.0.id());

    let started = Instant::now();
    let kind = GameKind { game: "tribesmen".into(), variant: "standard".into(), options: Default::default() };
    // Everyone signs up first: each sign-up's password hash leaves the allocator a few MiB it
    // keeps, which are no part of what a game costs.
    let pairs: Vec<[Online; 2]> = (0..o.games)
        .map(|g| {
            let mut pair = [Online::new(&base), Online::new(&base)];
            pair[0].register(&format!("red{g}"), "load test password").unwrap();
            pair[1].register(&format!("blue{g}"), "load test password").unwrap();
            pair
        })
        .collect();
    let signed_up_kib = resident_kib(server.0.id());
    let games: Vec<([Online; 2], String)> = pairs
        .into_iter()
        .map(|pair| {
            let seek = pair[0].seek(&NewSeek { kind: kind.clone(), time: "10+5".into(), rated: true, to: None }).unwrap();
            let id = pair[1].accept(&seek.id).unwrap().game.unwrap();
            (pair, id)
        })
        .collect();
    let games_kib = resident_kib(server.0.id());
    println!("set-up: {} players signed up and {} games started in {:.1} s", 2 * o.games, o.games, started.elapsed().as_secs_f64());

    let streams = Arc::new(AtomicUsize::new(0));
    let watchers = 2 * o.games + o.spectators;
    for w in 0..watchers {
        let (pair, id) = &games[w % o.games];
        let client = pair[w % 2].clone();
        let (id, streams) = (id.clone(), streams.clone());
        std::thread::Builder::new()
            .stack_size(64 << 10)
            .spawn(move || {
                if let Ok(events) = client.watch(&id) {
                    streams.fetch_add(1, Ordering::Relaxed);
                    for _ in events {}
                }
            })
            .unwrap();
    }
    while streams.load(Ordering::Relaxed) < watchers && started.elapsed() < Duration::from_secs(120) {
        std::thread::sleep(Duration::from_millis(50));
    }
    let loaded_kib = resident_kib(server.0.id());
    println!("clients: {} event streams open ({} players, {} spectators)", streams.load(Ordering::Relaxed), 2 * o.games, o.spectators);

    let stop = Arc::new(AtomicBool::new(false));
    let latencies = Arc::new(Mutex::new(Vec::new()));
    let run = Instant::now();
    let threads: Vec<_> = games
        .into_iter()
        .enumerate()
        .map(|(g, (pair, id))| {
            let (stop, latencies) = (stop.clone(), latencies.clone());
            std::thread::Builder::new().stack_size(256 << 10).spawn(move || play(pair, id, stop, latencies, g as u64 + 1)).unwrap()
        })
        .collect();
    std::thread::sleep(Duration::from_secs_f64(o.seconds));
    stop.store(true, Ordering::Relaxed);
    let moves: usize = threads.into_iter().map(|t| t.join().unwrap()).sum();
    let elapsed = run.elapsed().as_secs_f64();
    let busy_kib = resident_kib(server.0.id());
    let mut sorted = latencies.lock().unwrap().clone();
    sorted.sort_unstable();
    let db_bytes = std::fs::metadata(folder.join("load.db")).map(|m| m.len()).unwrap_or(0)
        + std::fs::metadata(folder.join("load.db-wal")).map(|m| m.len()).unwrap_or(0);
    println!("moves: {moves} in {elapsed:.1} s = {:.0} moves/s", moves as f64 / elapsed);
    println!(
        "round trip of a move (ms): p50 {:.2}  p90 {:.2}  p99 {:.2}  max {:.2}",
        percentile(&sorted, 0.5),
        percentile(&sorted, 0.9),
        percentile(&sorted, 0.99),
        percentile(&sorted, 1.0)
    );
    println!(
        "server memory: idle {} MiB, after the sign-ups {} MiB; {:.0} KiB a game in progress, {:.0} KiB an event stream; after play {} MiB",
        idle_kib / 1024,
        signed_up_kib / 1024,
        games_kib.saturating_sub(signed_up_kib) as f64 / o.games as f64,
        loaded_kib.saturating_sub(games_kib) as f64 / watchers as f64,
        busy_kib / 1024
    );
    if o.database.is_none() {
        println!(
            "database: {:.1} MiB for {moves} moves: {:.0} bytes a move, {:.1} KiB a game",
            db_bytes as f64 / 1048576.0,
            db_bytes as f64 / moves.max(1) as f64,
            db_bytes as f64 / 1024.0 / o.games as f64
        );
    }
    drop(server);
    let _ = std::fs::remove_dir_all(&folder);
}
