//! Network play between separate processes on 127.0.0.1: `towers host` and `towers join`
//! playing whole games, surviving killed clients and a killed host, and refusing hostile
//! peers while the game goes on. Every finished game is saved by every process; the files
//! must be the same bytes and replay cleanly.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};
use towers::net::invite::{Invitation, Route};
use towers::net::protocol::PROTOCOL;
use towers::net::secure::{self, HostKey, Sealer, SecureReader};
use towers::net::wire::LineReader;

const TOWERS: &str = env!("CARGO_BIN_EXE_towers");

/// A scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("towers-net-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A running `towers` process whose stdout lines are collected on a thread.
struct Proc {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    seen: Vec<String>,
    what: String,
}

impl Proc {
    fn start(args: &[&str]) -> Proc {
        let mut child = Command::new(TOWERS).args(args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
        let (tx, lines) = mpsc::channel();
        let out = child.stdout.take().unwrap();
        std::thread::spawn(move || {
            for line in BufReader::new(out).lines() {
                let Ok(line) = line else { return };
                if tx.send(line).is_err() {
                    return;
                }
            }
        });
        let err = child.stderr.take().unwrap();
        let (etx, elines) = mpsc::channel();
        std::thread::spawn(move || {
            let mut s = String::new();
            let _ = BufReader::new(err).read_to_string(&mut s);
            let _ = etx.send(format!("stderr: {s}"));
        });
        // Stderr arrives on the same list once the process has closed it.
        let merged = {
            let (mtx, merged) = mpsc::channel();
            std::thread::spawn(move || {
                for l in lines {
                    if mtx.send(l).is_err() {
                        return;
                    }
                }
                for l in elines {
                    let _ = mtx.send(l);
                }
            });
            merged
        };
        let stdin = child.stdin.take();
        Proc { child, stdin, lines: merged, seen: Vec::new(), what: args.join(" ") }
    }

    /// Waits for a line that `want` accepts; panics with everything seen after `secs`.
    fn wait_for(&mut self, secs: u64, want: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + Duration::from_secs(secs);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if want(&line) {
                        return line;
                    }
                }
                Err(_) => panic!("{}: no awaited line within {secs} s; saw:\n{}", self.what, self.tail()),
            }
        }
    }

    fn tail(&self) -> String {
        let from = self.seen.len().saturating_sub(25);
        self.seen[from..].join("\n")
    }

    fn type_line(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("stdin");
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// Waits for the process to end by itself, successfully.
    fn finish(mut self, secs: u64) -> Vec<String> {
        let deadline = Instant::now() + Duration::from_secs(secs);
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                self.seen.extend(self.lines.iter());
                assert!(status.success(), "{} failed ({status}):\n{}", self.what, self.tail());
                return std::mem::take(&mut self.seen);
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                self.seen.extend(self.lines.try_iter());
                panic!("{} still running after {secs} s:\n{}", self.what, self.tail());
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    fn kill(&mut self) {
        // SIGKILL: no chance to say goodbye or save.
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

impl Drop for Proc {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts a host on a free port; returns it with its invitation (towers://127.0.0.1:PORT/CODE/KEY)
/// and the code.
fn host(args: &[&str]) -> (Proc, String, String) {
    let mut all = vec!["host"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--bind", "127.0.0.1"]);
    if !args.contains(&"--port") {
        all.extend_from_slice(&["--port", "0"]);
    }
    let mut p = Proc::start(&all);
    let line = p.wait_for(20, |l| l.starts_with("listening "));
    let words: Vec<&str> = line.split_whitespace().collect();
    assert_eq!((words.len(), words[2], words[4]), (6, "code", "key"), "{line}");
    (p, format!("towers://{}/{}/{}", words[1], words[3], words[5]), words[3].to_string())
}

/// The address in an invitation ("127.0.0.1:PORT").
fn socket(invitation: &str) -> String {
    match invitation.parse::<Invitation>().unwrap().route {
        Route::Tcp(addr) => addr,
        Route::P2p(_) => panic!("not a TCP invitation: {invitation}"),
    }
}

/// An invitation to a fake host at `addr` with the code "C".
fn fake_invitation(addr: &str, key: &HostKey) -> String {
    format!("towers://{addr}/C/{}", key.public())
}

fn join(addr: &str, code: &str, seat: &str, extra: &[&str]) -> Proc {
    let mut all = vec![addr, "--code", code, "--seat", seat];
    all.extend_from_slice(extra);
    join_with(&all)
}

fn join_with(args: &[&str]) -> Proc {
    let mut all = vec!["join"];
    all.extend_from_slice(args);
    Proc::start(&all)
}

fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// Every file is byte-for-byte the first one, and `towers replay` accepts it; returns the
/// file and what replay printed.
fn same_and_replayable(files: &[PathBuf]) -> (String, String) {
    let first = std::fs::read_to_string(&files[0]).unwrap();
    let mut replayed = String::new();
    for f in files {
        assert_eq!(std::fs::read_to_string(f).unwrap(), first, "{} differs from {}", f.display(), files[0].display());
        let out = Command::new(TOWERS).args(["replay", path(f)]).output().unwrap();
        assert!(out.status.success(), "replay {}: {}", f.display(), String::from_utf8_lossy(&out.stderr));
        let text = String::from_utf8_lossy(&out.stdout).to_string();
        assert!(text.contains("all legal") && !text.contains("unfinished"), "{text}");
        replayed = text;
    }
    (first, replayed)
}

/// A port nobody listens on now (bound, then released), for a host that must come back on it.
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// One two-player game of `game` between two joined computer players, with the files of host
/// and clients compared.
fn two_joined(game: &str, extra: &[&str], seats: &str, levels: [&str; 2]) {
    let dir = scratch(game);
    let (h, c0out, c1out) = (dir.join("host.ron"), dir.join("c0.ron"), dir.join("c1.ron"));
    let mut args = vec![game, "--seats", seats, "--out", path(&h)];
    args.extend_from_slice(extra);
    let (host, addr, code) = host(&args);
    let mut files = vec![h.clone()];
    let mut clients = Vec::new();
    for (seat, (level, out)) in levels.iter().zip([&c0out, &c1out]).enumerate() {
        if seats.split(',').nth(seat) == Some("remote") {
            clients.push(join(&addr, &code, &(seat + 1).to_string(), &["--player", level, "--out", path(out), "--seed", &seat.to_string()]));
            files.push(out.to_path_buf());
        }
    }
    for c in clients {
        let lines = c.finish(60);
        assert!(lines.iter().any(|l| l.starts_with("ended ")), "{lines:?}");
    }
    let lines = host.finish(30);
    let ended = lines.iter().find(|l| l.starts_with("ended ")).unwrap();
    let (_, replayed) = same_and_replayable(&files);
    let moves = lines.iter().filter(|l| l.starts_with("moved ")).count();
    assert!(replayed.contains(&format!("result: {}", &ended[6..])), "{replayed}");
    assert!(moves > 0, "{lines:?}");
}

/// `towers host --time`: the host keeps the clock; a joiner who does not move (nothing typed)
/// runs out of time, and the host and the joiner both end the game so and save the same file.
#[test]
fn a_headless_host_keeps_the_clock_and_a_silent_joiner_runs_out_of_time() {
    let dir = scratch("clocked");
    let (host_out, join_out) = (dir.join("host.ron"), dir.join("join.ron"));
    let (mut h, addr, code) = host(&["storm", "--seats", "hard@100,remote", "--time", "4s", "--out", path(&host_out)]);
    let mut j = join(&addr, &code, "2", &["--out", path(&join_out)]);
    j.wait_for(20, |l| l.starts_with("welcome seat 2"));
    h.wait_for(30, |l| l == "ended Red wins: Blue ran out of time");
    j.wait_for(10, |l| l == "ended Red wins: Blue ran out of time");
    h.finish(20);
    j.finish(20);
    let (host_save, join_save) = (std::fs::read_to_string(&host_out).unwrap(), std::fs::read_to_string(&join_out).unwrap());
    assert!(host_save.contains("time: Some(\"4s\")") && host_save.contains("ended: Some(TimeOut(1))"), "{host_save}");
    assert_eq!(host_save, join_save);
}

/// The host prints an invitation; a joiner given only that string (no address, no --code)
/// plays the game to its end.
#[test]
fn a_joiner_needs_only_the_invitation() {
    let (mut h, addr, code) = host(&["storm", "--seats", "hard@100,remote"]);
    let invite = h.wait_for(10, |l| l.starts_with("invite: "))["invite: ".len()..].to_string();
    assert_eq!(invite, addr, "a host on the loopback invites there");
    assert!(invite.contains(&format!("/{code}/")));
    let mut j = join_with(&[&invite, "--seat", "2", "--player", "hard@100"]);
    let ended = h.wait_for(120, |l| l.starts_with("ended "));
    assert_eq!(j.wait_for(20, |l| l.starts_with("ended ")), ended);
    h.finish(20);
    j.finish(20);
}

/// Across "the internet" on loopback: `towers relay` runs a relay; a host that takes no direct
/// connections prints an invitation through it once online; a joiner given only that string
/// (also with no direct path) plays a timed game to the end, every byte through the relay.
#[cfg(feature = "p2p")]
#[test]
fn a_game_is_played_through_a_local_relay_with_direct_connections_off() {
    let mut relay = Proc::start(&["relay", "--port", "0", "--bind", "127.0.0.1"]);
    let relay_at = relay.wait_for(20, |l| l.starts_with("relay http://"))["relay http://".len()..].to_string();
    // Both endpoints reach the relay through a proxy that keeps a copy of every byte.
    let (proxy, seen) = recording_proxy(relay_at);
    let url = format!("http://{proxy}");
    let (mut h, tcp, code) = host(&["storm", "--seats", "hard@100,remote", "--time", "5+3", "--relay", &url, "--no-direct"]);
    let invite = h.wait_for(30, |l| l.starts_with("invite: towers://p2p/"))["invite: ".len()..].to_string();
    assert!(invite.ends_with(&tcp[tcp.rfind("/").unwrap()..]), "the same key: {invite} {tcp}");
    let mut j = join_with(&[&invite, "--seat", "2", "--player", "hard@100", "--no-direct"]);
    j.wait_for(30, |l| l.starts_with("welcome seat 2"));
    j.wait_for(5, |l| l == "path relayed");
    let ended = h.wait_for(120, |l| l.starts_with("ended "));
    assert_eq!(j.wait_for(20, |l| l.starts_with("ended ")), ended);
    let lines = h.finish(20);
    let moves: Vec<&str> = lines.iter().filter_map(|l| l.strip_prefix("moved ")).filter_map(|l| l.split_whitespace().nth(1)).collect();
    assert!(moves.len() > 4, "{lines:?}");
    j.finish(20);
    relay.kill();
    let seen = seen.lock().unwrap().clone();
    let holds = |text: &str| seen.windows(text.len()).any(|w| w == text.as_bytes());
    for secret in [code.as_str(), "Hello", "Welcome", "storm"].into_iter().chain(moves.iter().copied()) {
        assert!(!holds(secret), "the relay's traffic holds '{secret}'");
    }
    eprintln!("{} moves through the relay: {} bytes to and from it, {} a move", moves.len(), seen.len(), seen.len() / moves.len());
}

#[test]
fn storm_is_played_to_the_end_by_a_joined_client_and_a_host_computer() {
    two_joined("storm", &[], "remote,hard@100", ["hard@100", ""]);
}

#[test]
fn litrof_is_played_to_the_end_by_two_joined_clients() {
    two_joined("litrof", &[], "remote,remote", ["hard@100", "medium@100"]);
}

#[test]
fn tribesmen_is_played_to_the_end_by_two_joined_clients() {
    two_joined("tribesmen", &[], "remote,remote", ["hard@100", "hard@50"]);
}

#[test]
fn three_elephant_is_played_to_the_end_by_two_joined_clients() {
    two_joined("three-elephant", &[], "remote,remote", ["random", "random"]);
}

/// Four-player Tribesmen with four joined clients and a spectator: all six files agree.
#[test]
fn four_player_tribesmen_with_four_clients_and_a_spectator_save_the_same_game() {
    let dir = scratch("four");
    let h = dir.join("host.ron");
    let (host, addr, code) = host(&["tribesmen", "--variant", "four-player", "--seats", "remote,remote,remote,remote", "--out", path(&h)]);
    let mut files = vec![h];
    let spectator_out = dir.join("spectator.ron");
    let spectator = join(&addr, &code, "spectator", &["--out", path(&spectator_out)]);
    files.push(spectator_out);
    let mut clients = Vec::new();
    for seat in 0..4 {
        let out = dir.join(format!("c{seat}.ron"));
        clients.push(join(
            &addr,
            &code,
            &(seat + 1).to_string(),
            &["--player", if seat % 2 == 0 { "random" } else { "easy@30" }, "--out", path(&out)],
        ));
        files.push(out);
    }
    for c in clients {
        c.finish(60);
    }
    let lines = spectator.finish(30);
    assert!(lines.iter().any(|l| l.starts_with("welcome spectator")), "{lines:?}");
    host.finish(30);
    let (save, _) = same_and_replayable(&files);
    assert!(save.contains("four-player"), "{save}");
}

/// A client killed with SIGKILL mid-game leaves its seat free; a new process with the code
/// takes it back and the game ends with every file the same.
#[test]
fn a_client_killed_mid_game_rejoins_its_seat_and_the_game_completes() {
    let dir = scratch("kill-client");
    let (h, c0, c1) = (dir.join("host.ron"), dir.join("c0.ron"), dir.join("c1.ron"));
    let (mut host, addr, code) = host(&["storm", "--seats", "remote,remote", "--out", path(&h)]);
    let first = join(&addr, &code, "1", &["--player", "hard@100", "--out", path(&c0)]);
    let mut victim = join(&addr, &code, "2", &["--player", "hard@100", "--out", path(&c1)]);
    victim.wait_for(20, |l| l.starts_with("moved 10 "));
    victim.kill();
    host.wait_for(20, |l| l == "seat 2 dropped: the connection was closed" || l.starts_with("seat 2 dropped"));
    let again = join(&addr, &code, "2", &["--player", "hard@100", "--out", path(&c1)]);
    host.wait_for(20, |l| l.starts_with("seat 2 joined"));
    let lines = again.finish(60);
    let welcome = lines.iter().find(|l| l.starts_with("welcome seat 2 at move ")).unwrap();
    assert_ne!(welcome, "welcome seat 2 at move 0", "the rejoined client got the game so far");
    first.finish(30);
    host.finish(30);
    same_and_replayable(&[h, c0, c1]);
}

/// The host is killed mid-game; restarted from its autosave on the same port and code, it is
/// found again by both clients, which take their seats back and finish the game.
#[test]
fn a_host_killed_mid_game_resumes_from_its_autosave_and_the_clients_come_back() {
    let dir = scratch("kill-host");
    let (h, c0, c1) = (dir.join("host.ron"), dir.join("c0.ron"), dir.join("c1.ron"));
    let port = free_port().to_string();
    let (mut host1, addr, code) = host(&["storm", "--seats", "remote,remote", "--out", path(&h), "--port", &port, "--code", "KILLME"]);
    let mut a = join(&addr, &code, "1", &["--player", "hard@100", "--out", path(&c0)]);
    let mut b = join(&addr, &code, "2", &["--player", "hard@100", "--out", path(&c1)]);
    host1.wait_for(20, |l| l.starts_with("moved 12 "));
    host1.kill();
    a.wait_for(20, |l| l.starts_with("lost: "));
    b.wait_for(20, |l| l.starts_with("lost: "));
    let saved = std::fs::read_to_string(&h).unwrap();
    assert!(saved.contains("moves: ["), "{saved}");
    let (host2, _, code2) = host(&["--resume", path(&h), "--port", &port, "--code", "KILLME"]);
    assert_eq!(code2, "KILLME");
    a.wait_for(30, |l| l.starts_with("rejoined seat 1 at move "));
    b.wait_for(30, |l| l.starts_with("rejoined seat 2 at move "));
    a.finish(60);
    b.finish(60);
    let lines = host2.finish(30);
    assert!(lines.iter().any(|l| l.starts_with("ended ")), "{lines:?}");
    same_and_replayable(&[h, c0, c1]);
}

/// A raw connection speaking the protocol by hand, inside the encrypted channel.
struct Raw {
    stream: TcpStream,
    sealer: Sealer,
    reader: LineReader<SecureReader<TcpStream>>,
}

impl Raw {
    fn open(invitation: &str) -> Raw {
        let invitation: Invitation = invitation.parse().unwrap();
        let mut stream = TcpStream::connect(socket(&invitation.to_string())).unwrap();
        let channel = secure::connect(&mut stream, &invitation.key, Instant::now() + Duration::from_secs(15)).unwrap();
        let reader = LineReader::new(SecureReader::new(stream.try_clone().unwrap(), channel.opener), 1 << 24);
        Raw { stream, sealer: channel.sealer, reader }
    }

    /// `text` sealed as the next frames.
    fn sealed(&mut self, text: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        self.sealer.seal(text, &mut out).unwrap();
        out
    }

    fn send(&mut self, line: &str) {
        let frames = self.sealed(format!("{line}\n").as_bytes());
        self.send_bytes(&frames);
    }

    /// Bytes as they are, on the connection under the channel.
    fn send_bytes(&mut self, bytes: &[u8]) {
        // A peer that was refused may already be gone: the write can fail, the answer was read.
        let _ = self.stream.write_all(bytes);
    }

    fn hello(code: &str, seat: &str) -> String {
        format!("Hello(protocol: {PROTOCOL}, version: \"{}\", code: \"{code}\", seat: {seat}, name: \"raw\")", env!("CARGO_PKG_VERSION"))
    }

    /// The next line that is not a ping/pong.
    fn next(&mut self) -> String {
        loop {
            match self.reader.next_line(Instant::now() + Duration::from_secs(15)) {
                Ok(line) if line == "Ping" || line == "Pong" => {}
                Ok(line) => return line,
                Err(_) => return "<closed>".into(),
            }
        }
    }

    /// Reads until a line contains `what`.
    fn expect(&mut self, what: &str) -> String {
        loop {
            let line = self.next();
            if line.contains(what) {
                return line;
            }
            assert_ne!(line, "<closed>", "closed before '{what}'");
        }
    }

    /// After a refusal the host closes the connection.
    fn closed(&mut self) {
        assert_eq!(self.next(), "<closed>");
    }
}

/// Hostile and mistaken peers, each answered with a reason, while a game is played to its
/// end by a raw seat holder handing over to a joiner.
#[test]
fn hostile_peers_are_refused_with_reasons_and_the_game_completes() {
    let dir = scratch("hostile");
    let (h, c0, c1) = (dir.join("host.ron"), dir.join("c0.ron"), dir.join("c1.ron"));
    let (host, addr, code) = host(&["storm", "--seats", "remote,remote", "--out", path(&h)]);
    // Said nothing: dropped after the hello timeout (checked last, it takes 3 s).
    let mut silent = Raw::open(&addr);

    let mut garbage = Raw::open(&addr);
    garbage.send("\u{1b}[2J garbage (((");
    assert!(garbage.expect("Refused").contains("the first message must be a hello"));
    garbage.closed();

    let mut wrong = Raw::open(&addr);
    wrong.send(&Raw::hello("NOTIT", "Some(0)"));
    assert!(wrong.expect("Refused").contains("wrong join code"));
    wrong.closed();

    let mut old = Raw::open(&addr);
    old.send(&Raw::hello(&code, "Some(0)").replace(&format!("protocol: {PROTOCOL}"), "protocol: 99"));
    assert!(old.expect("Refused").contains("protocol"));

    let mut huge = Raw::open(&addr);
    huge.send(&"x".repeat(100_000));
    assert!(huge.expect("Refused").contains("longer than 4096 bytes"));

    let mut nowhere = Raw::open(&addr);
    nowhere.send(&Raw::hello(&code, "Some(7)"));
    assert!(nowhere.expect("Refused").contains("no seat 8"));

    // A spectator may watch but not play.
    let mut watcher = Raw::open(&addr);
    watcher.send(&Raw::hello(&code, "None"));
    watcher.expect("Welcome");
    watcher.send("Move(ply: 1, notation: \"Ie4-e5\")");
    assert!(watcher.expect("Error").contains("a spectator can only watch"));

    // The raw seat holder: malformed, illegal, out-of-date and out-of-turn moves are refused
    // and the connection stays.
    let mut red = Raw::open(&addr);
    red.send(&Raw::hello(&code, "Some(0)"));
    red.expect("Welcome");
    let mut thief = Raw::open(&addr);
    thief.send(&Raw::hello(&code, "Some(0)"));
    assert!(thief.expect("Refused").contains("seat 1 is taken"));
    red.send("Move(ply: 1, notation: 42)");
    assert!(red.expect("Error").contains("not a message"));
    red.send("Move(ply: 1, notation: \"Zz9-z9\")");
    red.expect("Error(");
    red.send("Move(ply: 5, notation: \"Ie4-e5\")");
    assert!(red.expect("Error").contains("out of date"));
    red.send("Move(ply: 1, notation: \"Ie4-e5\")");
    assert!(red.expect("Moved").contains("Ie4-e5"));
    red.send("Move(ply: 2, notation: \"Ie7-e6\")");
    // (RON escapes the apostrophe: "seat 1\'s turn".)
    assert!(red.expect("Error").contains("it is not seat 1"));
    // A flood: far more than 200 lines a second (past the 800-line burst) drops the flooder,
    // and only it.
    let mut flood = Raw::open(&addr);
    flood.send(&Raw::hello(&code, "None"));
    flood.expect("Welcome");
    // Pongs, which the host does not answer: its replies to pings would fill the queue of a
    // peer that does not read, and that is dropped as a slow reader instead.
    let burst = "Pong\n".repeat(5000);
    let frames = flood.sealed(burst.as_bytes());
    flood.send_bytes(&frames);
    assert!(flood.expect("Refused").contains("more than 200 lines a second"));

    assert!(silent.expect("Refused").contains("no hello within 3 s"));
    silent.closed();

    // The raw holder goes; a joiner takes seat 1 over and the game is played out.
    drop(red);
    let blue = join(&addr, &code, "2", &["--player", "hard@100", "--out", path(&c1)]);
    let red = join(&addr, &code, "1", &["--player", "hard@100", "--out", path(&c0)]);
    red.finish(60);
    blue.finish(60);
    watcher.expect("Ended");
    let lines = host.finish(30);
    assert!(lines.iter().any(|l| l.contains("refused a message from seat 1")), "{lines:?}");
    let (save, _) = same_and_replayable(&[h, c0, c1]);
    assert!(save.contains("\"Ie4-e5\""), "the raw seat's move stayed in the game");
}

/// Inside the encrypted channel a frame sent again (a replay) or with one bit changed fails its
/// check: the host drops that connection and plays nothing from it. Bytes that are not a
/// handshake (a hello in plain text) get no answer at all.
#[test]
fn a_replayed_or_altered_message_is_refused_and_changes_nothing() {
    let (mut host, addr, code) = host(&["storm", "--seats", "remote,remote"]);
    let mut red = Raw::open(&addr);
    red.send(&Raw::hello(&code, "Some(0)"));
    red.expect("Welcome");
    let first = red.sealed(b"Move(ply: 1, notation: \"Ie4-e5\")\n");
    red.send_bytes(&first);
    assert!(red.expect("Moved").contains("Ie4-e5"));
    red.send_bytes(&first);
    assert!(host.wait_for(10, |l| l.starts_with("seat 1 dropped")).contains("failed its check"));

    let mut blue = Raw::open(&addr);
    blue.send(&Raw::hello(&code, "Some(1)"));
    blue.expect("Welcome");
    let mut altered = blue.sealed(b"Move(ply: 2, notation: \"Ie7-e6\")\n");
    altered[8] ^= 1;
    blue.send_bytes(&altered);
    assert!(host.wait_for(10, |l| l.starts_with("seat 2 dropped")).contains("failed its check"));

    let mut plain = TcpStream::connect(socket(&addr)).unwrap();
    plain.set_read_timeout(Some(Duration::from_secs(15))).unwrap();
    plain.write_all(format!("{}\n", Raw::hello(&code, "Some(1)")).as_bytes()).unwrap();
    let mut answer = Vec::new();
    let _ = plain.read_to_end(&mut answer);
    assert!(answer.is_empty(), "a plain-text peer was answered: {:?}", String::from_utf8_lossy(&answer));

    let mut watcher = Raw::open(&addr);
    watcher.send(&Raw::hello(&code, "None"));
    let welcome = watcher.expect("Welcome");
    assert!(welcome.contains("Ie4-e5") && !welcome.contains("Ie7-e6"), "only the first move was played: {welcome}");
}

/// A loopback proxy to `to` that passes bytes both ways and keeps a copy of all of them:
/// what anyone on the path would see. Returns its address.
fn recording_proxy(to: String) -> (String, std::sync::Arc<std::sync::Mutex<Vec<u8>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap().to_string();
    let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let kept = seen.clone();
    std::thread::spawn(move || {
        for incoming in listener.incoming() {
            let (Ok(near), Ok(far)) = (incoming, TcpStream::connect(&to)) else { return };
            for (mut from, mut into) in [(near.try_clone().unwrap(), far.try_clone().unwrap()), (far, near)] {
                let kept = kept.clone();
                std::thread::spawn(move || {
                    let mut buf = [0u8; 65536];
                    while let Ok(n @ 1..) = from.read(&mut buf) {
                        kept.lock().unwrap().extend_from_slice(&buf[..n]);
                        if into.write_all(&buf[..n]).is_err() {
                            break;
                        }
                    }
                    let _ = into.shutdown(std::net::Shutdown::Write);
                });
            }
        }
    });
    (addr, seen)
}

/// Everything a whole game sends over the network, caught on the path, holds neither the join
/// code, nor the joiner's name, nor any move's notation. Prints the bytes a move costs.
#[test]
fn a_capture_of_a_whole_game_holds_no_code_name_or_move() {
    let dir = scratch("capture");
    let out = dir.join("host.ron");
    let (host, addr, code) = host(&["storm", "--seats", "hard@100,remote", "--code", "SECRET7", "--out", path(&out)]);
    let (proxy, seen) = recording_proxy(socket(&addr));
    let through_proxy = addr.replace(&socket(&addr), &proxy);
    let joiner = join_with(&[&through_proxy, "--seat", "2", "--player", "hard@100", "--name", "Zelda"]);
    joiner.finish(120);
    let lines = host.finish(30);
    let moves: Vec<&str> = lines.iter().filter_map(|l| l.strip_prefix("moved ")).filter_map(|l| l.split_whitespace().nth(1)).collect();
    assert!(moves.len() > 4, "{lines:?}");
    let seen = seen.lock().unwrap().clone();
    let holds = |text: &str| seen.windows(text.len()).any(|w| w == text.as_bytes());
    for secret in [code.as_str(), "Zelda", "Hello", "Welcome", "storm"].into_iter().chain(moves.iter().copied()) {
        assert!(!holds(secret), "the capture holds '{secret}'");
    }
    eprintln!("{} bytes on the wire for {} moves: {} a move", seen.len(), moves.len(), seen.len() / moves.len());
}

/// A wrong code on the command line is one "towers: " line and exit code 2.
#[test]
fn a_joiner_with_a_wrong_code_stops_with_one_line() {
    let (_host, addr, code) = host(&["storm", "--seats", "remote,remote"]);
    let wrong = addr.replace(&format!("/{code}/"), "/WRONG1/");
    let out = Command::new(TOWERS).args(["join", &wrong, "--seat", "1", "--player", "random"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim(), "towers: refused: wrong join code", "{err}");
}

/// Offers between the host's own player (typing at the host) and a joiner (typing at the
/// joiner): an undo taken back with consent, a draw declined, then a draw agreed. Illegal and
/// out-of-turn moves typed on either side are refused with a reason.
#[test]
fn undo_and_draw_offers_need_the_other_players_consent() {
    let dir = scratch("offers");
    let (h, c1) = (dir.join("host.ron"), dir.join("c1.ron"));
    let (mut host, addr, code) = host(&["storm", "--seats", "human,remote", "--out", path(&h)]);
    let mut blue = join(&addr, &code, "2", &["--out", path(&c1)]);
    host.wait_for(20, |l| l.starts_with("seat 2 joined"));
    blue.wait_for(20, |l| l.starts_with("welcome seat 2 at move 0"));
    host.type_line("Zz1-z2");
    assert!(host.wait_for(20, |l| l.starts_with("rejected seat 1: ")).contains("Zz1-z2"));
    host.type_line("Ie4-e5");
    blue.wait_for(20, |l| l == "moved 1 Ie4-e5");
    blue.type_line("Ie7-e6");
    host.wait_for(20, |l| l == "moved 2 Ie7-e6");
    blue.type_line("Ia7-a6");
    assert!(blue.wait_for(20, |l| l.starts_with("error: ")).contains("not seat 2's turn"));
    host.type_line("/offer undo");
    blue.wait_for(20, |l| l == "offered undo by seat 1");
    blue.type_line("/accept");
    host.wait_for(20, |l| l == "agreed undo");
    host.wait_for(20, |l| l == "undone 0");
    blue.wait_for(20, |l| l == "undone 0");
    host.type_line("Ic4-c5");
    blue.wait_for(20, |l| l == "moved 1 Ic4-c5");
    blue.type_line("/offer draw");
    host.wait_for(20, |l| l == "offered draw by seat 2");
    host.type_line("/decline");
    blue.wait_for(20, |l| l == "declined by seat 1");
    blue.type_line("/offer draw");
    host.wait_for(20, |l| l == "offered draw by seat 2");
    host.type_line("/accept");
    assert_eq!(blue.wait_for(20, |l| l.starts_with("ended ")), "ended Draw by agreement");
    blue.finish(20);
    host.finish(20);
    let (save, replayed) = same_and_replayable(&[h, c1]);
    assert!(save.contains("\"Ic4-c5\"") && !save.contains("Ie4-e5"), "the undone moves are gone:\n{save}");
    assert!(replayed.contains("result: Draw by agreement"), "{replayed}");
}

/// A joiner resigns against the host's computer: the game ends at once for everyone.
#[test]
fn a_joiner_resigns_and_every_copy_records_it() {
    let dir = scratch("resign");
    let (h, c1) = (dir.join("host.ron"), dir.join("c1.ron"));
    let (host, addr, code) = host(&["litrof", "--seats", "hard@100,remote", "--out", path(&h)]);
    let mut black = join(&addr, &code, "2", &["--out", path(&c1)]);
    // The computer plays at once, before or after the joiner is in.
    black.wait_for(20, |l| l.starts_with("moved 1 ") || l == "welcome seat 2 at move 1");
    black.type_line("/offer undo");
    assert!(black.wait_for(20, |l| l.starts_with("error: ")).contains("no move to take back"));
    black.type_line("/resign");
    black.wait_for(20, |l| l == "resigned seat 2");
    let ended = black.wait_for(20, |l| l.starts_with("ended "));
    assert!(ended.ends_with("resigns"), "{ended}");
    black.finish(20);
    let lines = host.finish(20);
    assert!(lines.contains(&ended), "{lines:?}");
    same_and_replayable(&[h, c1]);
}

mod in_process {
    //! The library API the app embeds: a host and a client in one process, driven through
    //! their channels, and a fake host that makes the client's copy disagree.
    use super::*;
    use proptest::prelude::*;
    use towers::core::{GameConfig, Seat};
    use towers::net::host::{self, HostConfig, HostEvent, LocalCommand};
    use towers::net::protocol::{self, ClientMsg, HostMsg};
    use towers::net::wire::LineReader;
    use towers::net::{ClientCommand, ClientConfig, ClientEvent, SeatKind, client};
    use towers::record::{History, SaveFile};

    /// A host on loopback of `history`, seat 1 played at the host and seat 2 by a joiner, with
    /// `adjust` changing anything else.
    fn local_and_remote(history: History, adjust: impl FnOnce(&mut HostConfig)) -> host::HostHandle {
        let mut config = HostConfig::new(history, vec![SeatKind::Local, SeatKind::Remote]);
        config.bind = "127.0.0.1".into();
        config.port = 0;
        adjust(&mut config);
        host::start(config).unwrap()
    }

    fn next_event<T>(rx: &Receiver<T>, want: impl Fn(&T) -> bool) -> T {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let e = rx.recv_timeout(deadline.saturating_duration_since(Instant::now())).expect("an event in time");
            if want(&e) {
                return e;
            }
        }
    }

    /// A local seat's moves go in as commands and come out as events on both sides; the
    /// client's save is the host's, byte for byte.
    #[test]
    fn a_host_and_a_client_in_one_process_play_through_their_channels() {
        let history = History::new(&GameConfig::new("storm")).unwrap();
        let host = local_and_remote(history, |_| {});
        let client = client::connect(ClientConfig::new(host.addr().to_string(), host.code().to_lowercase(), host.public_key(), Some(1)));
        next_event(client.events(), |e| matches!(e, ClientEvent::Welcome { .. }));
        next_event(host.events(), |e| matches!(e, HostEvent::Joined { seat: Some(Seat::SECOND), .. }));
        host.send(LocalCommand::Move { seat: Seat::SECOND, notation: "Ie7-e6".into() });
        let e = next_event(host.events(), |e| matches!(e, HostEvent::Rejected { .. }));
        assert_eq!(e, HostEvent::Rejected { seat: Seat::SECOND, reason: "seat 2 is not played at the host".into() });
        host.send(LocalCommand::Move { seat: Seat::FIRST, notation: "Ie4-e5".into() });
        next_event(client.events(), |e| matches!(e, ClientEvent::Moved { ply: 1, .. }));
        client.send(ClientCommand::Move("Ie7-e6".into()));
        let e = next_event(host.events(), |e| matches!(e, HostEvent::Moved { ply: 2, .. }));
        assert_eq!(e, HostEvent::Moved { ply: 2, notation: "Ie7-e6".into(), seat: Seat::SECOND });
        next_event(client.events(), |e| matches!(e, ClientEvent::Moved { ply: 2, .. }));
        assert_eq!(host.history().moves(), ["Ie4-e5", "Ie7-e6"]);
        assert_eq!(client.save().unwrap().to_ron(), host.save().to_ron());
        client.close();
        host.shutdown();
    }

    /// A loopback proxy that holds every chunk `delay` before passing it on, each way: a slow
    /// link. Returns its address.
    fn delaying_proxy(to: std::net::SocketAddr, delay: Duration) -> String {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap().to_string();
        std::thread::spawn(move || {
            for incoming in listener.incoming() {
                let Ok(near) = incoming else { return };
                let Ok(far) = TcpStream::connect(to) else { return };
                for (from, into) in [(near.try_clone().unwrap(), far.try_clone().unwrap()), (far, near)] {
                    let (tx, rx) = mpsc::channel::<(Instant, Vec<u8>)>();
                    let mut from = from;
                    std::thread::spawn(move || {
                        let mut buf = [0u8; 65536];
                        while let Ok(n @ 1..) = from.read(&mut buf) {
                            if tx.send((Instant::now() + delay, buf[..n].to_vec())).is_err() {
                                return;
                            }
                        }
                    });
                    let mut into = into;
                    std::thread::spawn(move || {
                        for (due, bytes) in rx {
                            std::thread::sleep(due.saturating_duration_since(Instant::now()));
                            if into.write_all(&bytes).is_err() {
                                return;
                            }
                        }
                        let _ = into.shutdown(std::net::Shutdown::Write);
                    });
                }
            }
        });
        addr
    }

    /// The host keeps the clocks. A joiner behind a link that holds every message 200 ms each
    /// way answers each move at once: the host measures 400 ms a move more than the player
    /// took, and gives it back from the lag quota, so eight moves cost the joiner under 0.8 s
    /// of its minute, where they would cost 3.2 s or more without. The joiner's copy shows the
    /// host's readings.
    #[test]
    fn a_joiner_on_a_slow_link_loses_no_time_beyond_the_quota() {
        let mut history = History::new(&GameConfig::new("storm")).unwrap();
        history.set_time_control("1".parse().unwrap());
        let host = local_and_remote(history, |_| {});
        let proxy = delaying_proxy(host.addr(), Duration::from_millis(200));
        let client = client::connect(ClientConfig::new(proxy, host.code(), host.public_key(), Some(1)));
        next_event(client.events(), |e| matches!(e, ClientEvent::Welcome { .. }));
        // The host's first ping has come back: it knows the round trip.
        std::thread::sleep(Duration::from_millis(1200));
        for round in 0..8 {
            let ply = 2 * round + 1;
            let red = host.history().current().moves()[0].notation.clone();
            host.send(LocalCommand::Move { seat: Seat::FIRST, notation: red });
            next_event(client.events(), |e| matches!(e, ClientEvent::Moved { ply: p, .. } if *p == ply));
            let blue = client.history().unwrap().current().moves()[0].notation.clone();
            client.send(ClientCommand::Move(blue));
            next_event(host.events(), |e| matches!(e, HostEvent::Moved { ply: p, .. } if *p == ply + 1));
        }
        let blue = host.history().stamps().iter().rev().find(|(s, _)| *s == Seat::SECOND).unwrap().1;
        let lost = Duration::from_secs(60) - blue.left;
        assert!(lost < Duration::from_millis(800), "the joiner lost {lost:?} over 8 moves");
        next_event(client.events(), |e| matches!(e, ClientEvent::Moved { ply: 16, .. }));
        assert_eq!(client.history().unwrap().stamps(), host.history().stamps(), "the copy shows the host's readings");
        let (theirs, ours) =
            (host.round_trips()[1].expect("the host timed the joiner's link"), client.round_trip().expect("the joiner timed its link"));
        for rtt in [theirs, ours] {
            assert!(rtt >= Duration::from_millis(400) && rtt < Duration::from_millis(1500), "round trips {theirs:?} and {ours:?}");
        }
        assert_eq!(host.round_trips()[0], None, "the host's own seat has no link");
        client.close();
        host.shutdown();
    }

    /// A joiner who does not move runs out of time on the host's clock: the game ends there and
    /// in the joiner's copy, on time.
    #[test]
    fn a_flag_falls_on_the_hosts_clock_and_every_copy_ends_on_time() {
        let mut history = History::new(&GameConfig::new("tribesmen")).unwrap();
        history.set_time_control("3s".parse().unwrap());
        let host = local_and_remote(history, |_| {});
        let client = client::connect(ClientConfig::new(host.addr().to_string(), host.code(), host.public_key(), Some(1)));
        next_event(client.events(), |e| matches!(e, ClientEvent::Welcome { .. }));
        let red = host.history().current().moves()[0].notation.clone();
        let started = Instant::now();
        host.send(LocalCommand::Move { seat: Seat::FIRST, notation: red });
        let e = next_event(client.events(), |e| matches!(e, ClientEvent::Ended { .. }));
        let waited = started.elapsed();
        assert!(waited >= Duration::from_secs(3) && waited < Duration::from_secs(6), "{waited:?}");
        let names = |h: &History| (h.current().seat_name(Seat::FIRST), h.current().seat_name(Seat::SECOND));
        let (red, blue) = names(&host.history());
        let ClientEvent::Ended { result } = e else { unreachable!() };
        assert_eq!(result, format!("{red} wins: {blue} ran out of time"));
        assert_eq!(client.history().unwrap().concession(), Some(towers::core::Concession::TimeOut(Seat::SECOND)));
        client.close();
        host.shutdown();
    }

    /// A player who left may be claimed against only after the wait: before it, and with
    /// nobody away, the claim is refused; after it, the game ends as claimed, and the save and
    /// the text export say so and read back.
    #[test]
    fn the_game_can_be_claimed_from_a_player_away_long_enough() {
        let history = History::new(&GameConfig::new("storm")).unwrap();
        let host = local_and_remote(history, |c| c.claim_after = Duration::from_secs(1));
        let client = client::connect(ClientConfig::new(host.addr().to_string(), host.code(), host.public_key(), Some(1)));
        next_event(client.events(), |e| matches!(e, ClientEvent::Welcome { .. }));
        host.send(LocalCommand::Claim { seat: Seat::FIRST, draw: false });
        let e = next_event(host.events(), |e| matches!(e, HostEvent::Rejected { .. }));
        assert_eq!(e, HostEvent::Rejected { seat: Seat::FIRST, reason: "no other player is away: there is nothing to claim".into() });
        client.close();
        next_event(host.events(), |e| matches!(e, HostEvent::Dropped { seat: Some(Seat::SECOND), .. }));
        host.send(LocalCommand::Claim { seat: Seat::FIRST, draw: true });
        let e = next_event(host.events(), |e| matches!(e, HostEvent::Rejected { .. }));
        assert!(matches!(&e, HostEvent::Rejected { reason, .. } if reason.ends_with("the game can be claimed after 1 s")), "{e:?}");
        std::thread::sleep(Duration::from_millis(1100));
        host.send(LocalCommand::Claim { seat: Seat::FIRST, draw: true });
        let e = next_event(host.events(), |e| matches!(e, HostEvent::Ended { .. }));
        assert_eq!(e, HostEvent::Ended { result: "Draw: Blue left the game".into() });
        let saved = host.save().to_ron();
        let (_, back) = SaveFile::load(&saved).unwrap();
        assert_eq!(back.current().result_text().as_deref(), Some("Draw: Blue left the game"));
        let export = towers::record::text::export(&back);
        assert!(export.contains("[Termination \"Blue left the game: draw claimed\"]"), "{export}");
        assert_eq!(towers::record::text::import(&export).unwrap().concession(), back.concession());
        host.shutdown();
    }

    /// A fake host relays a move with the wrong position key: the client asks for the whole
    /// game (`Sync`) and rebuilds its copy from the `State` it gets.
    #[test]
    fn a_client_whose_copy_disagrees_resyncs_from_the_hosts_save() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap().to_string();
        let key = HostKey::generate();
        let client = client::connect(ClientConfig::new(addr, "CODE", key.public(), Some(1)));
        let (mut stream, _) = listener.accept().unwrap();
        let channel = secure::accept(&mut stream, &key, Instant::now() + Duration::from_secs(10)).unwrap();
        let mut lines = LineReader::new(SecureReader::new(stream.try_clone().unwrap(), channel.opener), protocol::MAX_CLIENT_LINE);
        let (mut out, mut sealer) = (stream, channel.sealer);
        let mut say = |m: &HostMsg| {
            let mut frames = Vec::new();
            sealer.seal(format!("{}\n", protocol::encode(m)).as_bytes(), &mut frames).unwrap();
            out.write_all(&frames).unwrap();
        };
        let deadline = || Instant::now() + Duration::from_secs(10);
        let hello: ClientMsg = protocol::decode(&lines.next_line(deadline()).unwrap()).unwrap();
        assert!(matches!(hello, ClientMsg::Hello { seat: Some(1), .. }), "{hello:?}");
        let mut truth = History::new(&GameConfig::new("storm")).unwrap();
        let seats = vec!["Human (remote)".to_string(); 2];
        say(&HostMsg::Welcome {
            protocol: protocol::PROTOCOL,
            version: protocol::VERSION.into(),
            seat: Some(Seat::SECOND),
            save: SaveFile::from_history(&truth, &seats).to_ron(),
            seats: Vec::new(),
        });
        next_event(client.events(), |e| matches!(e, ClientEvent::Welcome { .. }));
        truth.play_text("Ie4-e5").unwrap();
        say(&HostMsg::Moved { ply: 1, notation: "Ie4-e5".into(), key: truth.current().key() ^ 1, clock: None });
        loop {
            let m: ClientMsg = protocol::decode(&lines.next_line(deadline()).unwrap()).unwrap();
            if m == ClientMsg::Sync {
                break;
            }
        }
        truth.play_text("Ie7-e6").unwrap();
        say(&HostMsg::State { save: SaveFile::from_history(&truth, &seats).to_ron() });
        let e = next_event(client.events(), |e| matches!(e, ClientEvent::Resynced { .. }));
        assert!(matches!(e, ClientEvent::Resynced { ply: 2, .. }), "{e:?}");
        assert_eq!(client.history().unwrap().moves(), ["Ie4-e5", "Ie7-e6"]);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]
        /// Whatever bytes a peer sends, reading and decoding them gives lines or reasons,
        /// never a panic, and no line is longer than the limit.
        #[test]
        fn random_bytes_never_panic_the_reader_or_the_decoder(bytes in proptest::collection::vec(any::<u8>(), 0..6000), newlines in proptest::collection::vec(0usize..6000, 0..8)) {
            let mut data = bytes;
            for at in newlines {
                if at < data.len() {
                    data[at] = b'\n';
                }
            }
            let mut reader = LineReader::new(data.as_slice(), 512);
            let far = Instant::now() + Duration::from_secs(60);
            while let Ok(line) = reader.next_line(far) {
                // (Bytes that are not UTF-8 become U+FFFD, three bytes each.)
                prop_assert!(line.chars().count() <= 512, "{} characters", line.chars().count());
                let _ = protocol::decode::<ClientMsg>(&line);
                let _ = protocol::decode::<HostMsg>(&line);
            }
        }
    }
}

/// Mistakes on the command line are one "towers: " line each, with exit code 2.
#[test]
fn bad_host_and_join_arguments_are_one_line_errors() {
    let run = |args: &[&str]| {
        let out = Command::new(TOWERS).args(args).stdin(Stdio::null()).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr).to_string();
        assert!(err.starts_with("towers: ") && err.trim().lines().count() == 1, "{err}");
        err
    };
    assert!(run(&["host", "storm", "--seats", "remote", "--port", "0"]).contains("this game has 2 seats, 1 were given"));
    assert!(run(&["host", "storm", "--seats", "remote,wizard", "--port", "0"]).contains("unknown level"));
    assert!(run(&["host", "storm", "--code", "a b", "--port", "0"]).contains("join code"));
    assert!(run(&["host", "storm", "--port", "70000"]).contains("--port"));
    assert!(run(&["host", "storm", "--port", "65536"]).contains("from 0 to 65535"), "a range error names both bounds");
    assert!(run(&["host", "storm", "--port", "0", "--bind", "localhost"]).contains("--bind must be an IP address"));
    assert!(run(&["join", "127.0.0.1:1", "--seat", "1"]).contains("missing --code"));
    assert!(run(&["host", "storm", "extra", "--port", "0"]).contains("unexpected argument 'extra'"));
    assert!(run(&["join", "127.0.0.1:1", "extra", "--code", "X", "--seat", "1"]).contains("unexpected argument 'extra'"));
    let key = HostKey::generate().public().to_string();
    assert!(
        run(&["join", "127.0.0.1:1", "--code", "X", "--key", &key, "--seat", "spectator", "--player", "hard"]).contains("a spectator does not play")
    );
    let help = Command::new(TOWERS).arg("help").output().unwrap();
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(help.contains("towers host <game>") && help.contains("towers join INVITATION"), "{help}");
    assert!(run(&["join", "towers://nowhere/K7", "--seat", "1"]).contains("is not an invitation: the address has no port"));
    assert!(run(&["join", &format!("towers://127.0.0.1:1/K7/{key}"), "--code", "X", "--seat", "1"]).contains("--code differs"));
    assert!(run(&["join", "towers://127.0.0.1:1/K7", "--seat", "1"]).contains("no host key"));
    assert!(run(&["join", "127.0.0.1:1", "--code", "X", "--seat", "1"]).contains("missing --key"));
    assert!(run(&["join", "127.0.0.1:1", "--code", "X", "--key", "ABC", "--seat", "1"]).contains("--key: the host key is not"));
    assert!(run(&["host", "storm", "--time", "5+x", "--port", "0"]).contains("--time: time control '5+x'"));
}

/// The process's peak resident memory in bytes (Linux's VmHWM).
fn peak_memory(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let kb = status.lines().find_map(|l| l.strip_prefix("VmHWM:"))?.trim().trim_end_matches("kB").trim().parse::<u64>().ok()?;
    Some(kb * 1024)
}

/// Hundreds of connections that never say hello, or stop in the middle of one, are held
/// against the host; a joiner with the code still gets its seat, and a dropped player's
/// seat is still reachable.
#[test]
fn a_joiner_with_the_code_gets_in_past_hundreds_of_idle_and_half_open_connections() {
    let (mut host, addr, code) = host(&["storm", "--seats", "remote,remote", "--code", "LOCKED"]);
    let mut held = Vec::new();
    for n in 0..400 {
        // The host may already have dropped the first ones: a refused connect is fine too.
        if let Ok(mut s) = TcpStream::connect(socket(&addr)) {
            if n % 2 == 1 {
                let _ = s.write_all(format!("Hello(protocol: {PROTOCOL}, version: \"").as_bytes());
            }
            held.push(s);
        }
    }
    let mut first = join(&addr, &code, "1", &["--retry", "20"]);
    first.wait_for(30, |l| l.starts_with("welcome seat 1 at move 0"));
    host.wait_for(20, |l| l.starts_with("seat 1 joined"));
    // More of them while a player is away: the seat is still reachable.
    drop(first);
    host.wait_for(20, |l| l.starts_with("seat 1 dropped"));
    for _ in 0..400 {
        if let Ok(s) = TcpStream::connect(socket(&addr)) {
            held.push(s);
        }
    }
    let mut again = join(&addr, &code, "1", &["--retry", "20"]);
    again.wait_for(30, |l| l.starts_with("welcome seat 1 at move 0"));
    drop(held);
}

/// Wrong codes from one address: a few are answered, then every hello from it waits, the
/// right code too (so a guess tells nothing), and the host's report stays short.
#[test]
fn wrong_codes_make_their_address_wait_and_the_host_reports_them_briefly() {
    let (mut host, addr, code) = host(&["storm", "--seats", "remote,remote", "--code", "RIGHT1"]);
    let answer = |guess: &str| {
        let mut raw = Raw::open(&addr);
        raw.send(&Raw::hello(guess, "Some(0)"));
        raw.next()
    };
    for n in 0..3 {
        assert!(answer(&format!("WRONG{n}")).contains("\"wrong join code\""), "guess {n} is answered");
    }
    assert!(answer("WRONG3").contains("\"wrong join code\""));
    let waited = answer(&code);
    assert!(waited.contains("too many wrong join codes") && waited.contains("again:true"), "the right code waits too: {waited}");
    let mut answers = Vec::new();
    for n in 0..50 {
        answers.push(answer(&format!("MORE{n}")));
    }
    let checked = answers.iter().filter(|a| a.contains("\"wrong join code\"")).count();
    assert!(checked <= 3, "{checked} of 50 quick guesses were checked");
    // The wait lapses: the code, given again and again as a joiner would, gets in.
    let mut joined = false;
    for _ in 0..80 {
        let mut raw = Raw::open(&addr);
        raw.send(&Raw::hello(&code, "Some(0)"));
        // (A joiner hears its own seat taken just before its welcome.)
        let said = raw.next();
        answers.push(said.clone());
        if said.starts_with("Welcome") || said.starts_with("SeatStatus") {
            joined = true;
            break;
        }
        std::thread::sleep(Duration::from_millis(250));
    }
    assert!(joined, "the right code never got in: {:?}\n{}", answers.last(), host.tail());
    host.wait_for(20, |l| l.starts_with("seat 1 joined"));
    let refusals = host.seen.iter().filter(|l| l.starts_with("problem: refused a new connection")).count();
    assert!(refusals <= 20, "{refusals} lines about refused connections:\n{}", host.tail());
}

/// A long game (a save of about a megabyte, with comments) and a spectator that asks for
/// the whole game 150 times a second and never reads: the host answers at most once a second,
/// drops the spectator when its bytes exceed the budget, and stays small.
#[cfg(target_os = "linux")]
#[test]
fn a_spectator_flooding_sync_without_reading_cannot_grow_the_host() {
    let dir = scratch("sync-flood");
    let game = dir.join("long.ron");
    let recorded = Command::new(TOWERS).args(["record", "storm", "--out", path(&game), "--seed", "1"]).output().unwrap();
    assert!(recorded.status.success(), "{}", String::from_utf8_lossy(&recorded.stderr));
    let text = std::fs::read_to_string(&game).unwrap();
    let moves: Vec<&str> =
        text.split("moves: [").nth(1).unwrap().split(']').next().unwrap().split(',').map(str::trim).filter(|m| !m.is_empty()).collect();
    let kept = &moves[..moves.len() - 1];
    let comments: String = (0..kept.len()).map(|n| format!("        {n}: \"{}\",\n", "a long comment ".repeat(150))).collect();
    let head = text.split("result:").next().unwrap().replace("\"Random\"", "\"Human (remote)\"");
    let unfinished = format!("{head}result: None,\n    moves: [{}],\n    comments: {{\n{comments}    }},\n)\n", kept.join(", "));
    std::fs::write(&game, &unfinished).unwrap();
    assert!(unfinished.len() > 500_000, "{} bytes", unfinished.len());
    let (mut host, addr, code) = host(&["--resume", path(&game), "--seats", "remote,remote"]);
    let pid = host.child.id();
    let mut flooder = Raw::open(&addr);
    flooder.send(&Raw::hello(&code, "None"));
    host.wait_for(20, |l| l == "spectator joined");
    flooder.stream.set_nonblocking(true).unwrap();
    let mut dropped = false;
    for _ in 0..(150 * 8) {
        let frame = flooder.sealed(b"Sync\n");
        if flooder.stream.write_all(&frame).is_err() {
            dropped = true;
            break;
        }
        std::thread::sleep(Duration::from_millis(1000 / 150));
    }
    let peak = peak_memory(pid).unwrap();
    assert!(peak < 120 << 20, "the host grew to {} MB", peak >> 20);
    let left = host.wait_for(30, |l| l.starts_with("spectator left"));
    assert!(left.contains("read too slowly") || dropped, "{left}");
    // The host still serves the players.
    let mut red = Raw::open(&addr);
    red.send(&Raw::hello(&code, "Some(0)"));
    red.expect("Welcome");
}

/// The host is killed while a computer joiner thinks: the joiner says it lost the host and
/// waits for it, without a line per try (it used to print hundreds of thousands a second).
#[test]
fn a_computer_joiner_waits_quietly_while_the_host_is_away() {
    let (mut host, addr, code) = host(&["storm", "--seats", "remote,random"]);
    let mut red = join(&addr, &code, "1", &["--player", "hard@300000", "--retry", "30"]);
    red.wait_for(20, |l| l.starts_with("welcome seat 1"));
    host.kill();
    red.wait_for(20, |l| l.starts_with("lost: "));
    std::thread::sleep(Duration::from_secs(3));
    let more: Vec<String> = red.lines.try_iter().take(1000).collect();
    assert!(more.len() <= 10, "{} lines while the host was away, e.g. {:?}", more.len(), more.last());
}

/// A "host" that accepts and hangs up at once never welcomes: `--retry` runs out.
#[test]
fn retry_runs_out_against_a_host_that_accepts_and_hangs_up() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap().to_string();
    listener.set_nonblocking(true).unwrap();
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let hangs_up = {
        let stop = stop.clone();
        std::thread::spawn(move || {
            while !stop.load(std::sync::atomic::Ordering::SeqCst) {
                match listener.accept() {
                    Ok((s, _)) => drop(s),
                    Err(_) => std::thread::sleep(Duration::from_millis(10)),
                }
            }
        })
    };
    let mut joiner = join(&fake_invitation(&addr, &HostKey::generate()), "C", "1", &["--retry", "2"]);
    let deadline = Instant::now() + Duration::from_secs(30);
    while joiner.child.try_wait().unwrap().is_none() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    stop.store(true, std::sync::atomic::Ordering::SeqCst);
    hangs_up.join().unwrap();
    let status = joiner.child.try_wait().unwrap();
    let _ = joiner.child.kill();
    let _ = joiner.child.wait();
    let lines: Vec<String> = joiner.lines.iter().collect();
    assert_eq!(status.and_then(|s| s.code()), Some(2), "the joiner is still trying: {lines:?}");
    assert!(lines.iter().any(|l| l.contains("could not be reached")), "{lines:?}");
}

/// A fake host that answers as it likes; returns its invitation (code "C").
fn fake_host(answer: impl Fn(&str) -> String + Send + 'static) -> (String, std::thread::JoinHandle<()>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let key = HostKey::generate();
    let invitation = fake_invitation(&listener.local_addr().unwrap().to_string(), &key);
    let served = std::thread::spawn(move || {
        let (mut stream, _) = listener.accept().unwrap();
        let channel = secure::accept(&mut stream, &key, Instant::now() + Duration::from_secs(10)).unwrap();
        let mut lines = LineReader::new(SecureReader::new(stream.try_clone().unwrap(), channel.opener), 1 << 16);
        let hello = lines.next_line(Instant::now() + Duration::from_secs(10)).unwrap_or_default();
        let mut sealer = channel.sealer;
        let mut out = Vec::new();
        sealer.seal(answer(&hello).as_bytes(), &mut out).unwrap();
        let _ = stream.write_all(&out);
        // Long enough for the joiner to read it all and end by itself.
        std::thread::sleep(Duration::from_secs(2));
    });
    (invitation, served)
}

/// A welcome to a new two-player game of `game`, its save quoted as the protocol does.
fn welcome(seat: &str, game: &str) -> String {
    let save = format!("(format: 1, game: \"{game}\", variant: \"standard\", seats: [\"Human (remote)\", \"Human (remote)\"], moves: [])");
    format!("Welcome(protocol: {PROTOCOL}, version: \"{}\", seat: {seat}, save: {save:?}, seats: [])\n", env!("CARGO_PKG_VERSION"))
}

/// What a hostile host says is cut and escaped before it is shown, and a welcome to another
/// game or to a seat the game does not have is refused.
#[test]
fn a_hostile_hosts_texts_are_bounded_and_a_wrong_welcome_is_refused() {
    let reason = format!("\u{1b}[2J{}", "x".repeat(1 << 20));
    let (addr, served) = fake_host(move |_| format!("Refused(reason: {reason:?}, again: false)\n"));
    let out = Command::new(TOWERS).args(["join", &addr, "--code", "C", "--seat", "1"]).stdin(Stdio::null()).output().unwrap();
    served.join().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.len() < 1000 && !err.contains('\u{1b}') && err.contains("more bytes"), "{} bytes: {}", err.len(), &err[..err.len().min(200)]);

    let (addr, served) = fake_host(|_| welcome("Some(0)", "tribesmen"));
    let out = Command::new(TOWERS).args(["join", &addr, "--code", "C", "--seat", "1", "--game", "storm"]).stdin(Stdio::null()).output().unwrap();
    served.join().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("the host plays tribesmen"), "{err}");

    let (addr, served) = fake_host(|_| welcome("Some(5)", "storm"));
    let out = Command::new(TOWERS).args(["join", &addr, "--code", "C", "--seat", "6"]).stdin(Stdio::null()).output().unwrap();
    served.join().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("no seat 6: the host's game has seats 1 to 2"), "{err}");
}

/// A typed line that is not UTF-8 is reported, and the next line is played.
#[test]
fn a_typed_line_that_is_not_utf8_is_reported_and_typing_goes_on() {
    let (mut host, _, _) = host(&["storm", "--seats", "human,remote"]);
    let stdin = host.stdin.as_mut().unwrap();
    stdin.write_all(b"\xff\xfe\nIe4-e5\n").unwrap();
    stdin.flush().unwrap();
    assert!(host.wait_for(20, |l| l.starts_with("rejected")).contains("not UTF-8"));
    host.wait_for(20, |l| l == "moved 1 Ie4-e5");
}

/// A joiner's `--out` that cannot be written stops it before it joins.
#[test]
fn a_joiner_whose_out_cannot_be_written_stops_before_joining() {
    let dir = scratch("bad-out");
    let (host, addr, code) = host(&["storm", "--seats", "remote,remote"]);
    let out = Command::new(TOWERS).args(["join", &addr, "--code", &code, "--seat", "1", "--player", "random", "--out", path(&dir)]).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.starts_with("towers: --out: ") && err.trim().lines().count() == 1, "{err}");
    assert!(!String::from_utf8_lossy(&out.stdout).contains("welcome"), "it joined first");
    // The seat was never taken: another joiner gets it at once.
    let mut next = join(&addr, &code, "1", &[]);
    next.wait_for(20, |l| l.starts_with("welcome seat 1"));
    assert!(!host.seen.iter().any(|l| l.starts_with("seat 1 dropped")), "{}", host.tail());
}

/// The autosave file becomes unwritable mid-game: the host says so, does not print "saved",
/// and ends with an error.
#[test]
fn a_host_whose_autosave_fails_says_so_and_claims_no_save() {
    let dir = scratch("autosave-fails");
    let h = dir.join("host.ron");
    let (mut host, addr, code) = host(&["storm", "--seats", "remote,human", "--out", path(&h)]);
    let mut red = join(&addr, &code, "1", &["--player", "random"]);
    red.wait_for(20, |l| l.starts_with("moved 1 "));
    std::fs::remove_file(&h).unwrap();
    std::fs::create_dir(&h).unwrap();
    host.type_line("/resign");
    host.wait_for(20, |l| l.starts_with("problem: autosave failed"));
    host.wait_for(20, |l| l.starts_with("ended "));
    let deadline = Instant::now() + Duration::from_secs(30);
    let status = loop {
        if let Some(status) = host.child.try_wait().unwrap() {
            break status;
        }
        assert!(Instant::now() < deadline, "the host did not stop");
        std::thread::sleep(Duration::from_millis(50));
    };
    host.seen.extend(host.lines.iter());
    assert_eq!(status.code(), Some(2), "{}", host.tail());
    assert!(!host.seen.iter().any(|l| l.starts_with("saved ")), "{}", host.tail());
    assert!(host.seen.iter().any(|l| l.starts_with("stderr: towers: the game was not saved to")), "{}", host.tail());
}
