//! `towers host` and `towers join`: network play without the app, for tests and terminals.
//! Each prints one status line per event on stdout (the list is in `docs/network.md`), so a
//! script can follow a game; human seats read their moves from standard input, one a line.

use super::Args;
use crate::ai::Level;
use crate::cli::CliError;
use crate::core::Seat;
use crate::core::text::quoted;
use crate::net::client::{self, ClientCommand, ClientConfig, ClientEvent};
use crate::net::host::{self, HostConfig, HostEvent, LocalCommand};
use crate::net::invite::{Invitation, Route};
use crate::net::secure::{HostKey, PublicKey};
use crate::net::{Computer, Offer, SeatKind, protocol};
use crate::record::io::TargetLock;
use crate::record::{FileError, History, SaveFile, io};
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// Prints one status line and flushes it, so a script reading a pipe sees it at once.
pub(super) fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{}", crate::core::text::one_line(line));
    let _ = out.flush();
}

/// The longest line typed on standard input; the rest of a longer one is dropped unread.
const MAX_TYPED_LINE: usize = 4096;

/// Lines typed on standard input, read on a thread of their own: each is its text, or why it
/// was ignored (too long, not UTF-8); typing goes on after either.
fn stdin_lines() -> Receiver<Result<String, TypedError>> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let mut input = std::io::stdin().lock();
        while let Ok(Some(line)) = read_typed_line(&mut input) {
            let line = line.map(|l| l.trim().to_string());
            if line.as_ref().is_ok_and(String::is_empty) {
                continue;
            }
            if tx.send(line).is_err() {
                return;
            }
        }
    });
    rx
}

/// The next line of `input` (its newline and a `\r` before it dropped), holding at most
/// [`MAX_TYPED_LINE`] bytes of it whatever comes; `None` at the end.
fn read_typed_line(input: &mut impl BufRead) -> std::io::Result<Option<Result<String, TypedError>>> {
    let mut line = Vec::new();
    let mut dropped = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(c) => c,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            if line.is_empty() && !dropped {
                return Ok(None);
            }
            break;
        }
        let (take, ended) = chunk.iter().position(|&b| b == b'\n').map_or((chunk.len(), false), |at| (at + 1, true));
        let room = MAX_TYPED_LINE + 1 - line.len();
        dropped |= take > room;
        line.extend_from_slice(&chunk[..take.min(room)]);
        input.consume(take);
        if ended {
            break;
        }
    }
    if line.last() == Some(&b'\n') {
        line.pop();
    }
    if dropped || line.len() > MAX_TYPED_LINE {
        return Ok(Some(Err(TypedError::TooLong)));
    }
    if line.last() == Some(&b'\r') {
        line.pop();
    }
    Ok(Some(String::from_utf8(line).map_err(|e| TypedError::NotUtf8 { byte: e.utf8_error().valid_up_to() + 1 })))
}

/// Why a line typed on standard input was ignored; typing goes on.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
enum TypedError {
    #[error("a typed line longer than {MAX_TYPED_LINE} bytes was ignored")]
    TooLong,
    /// `byte` counts from 1.
    #[error("a typed line that is not UTF-8 was ignored (byte {byte})")]
    NotUtf8 { byte: usize },
    #[error("unknown command '{}' (/resign, /offer draw, /offer undo, /accept, /decline, /claim, /claim draw)", quoted(.0))]
    Unknown(String),
}

/// What a typed line asks for.
enum Typed {
    Move(String),
    Offer(Offer),
    Answer(bool),
    Resign,
    Claim(bool),
}

fn typed(line: &str) -> Result<Typed, TypedError> {
    Ok(match line {
        "/resign" => Typed::Resign,
        "/claim" => Typed::Claim(false),
        "/claim draw" => Typed::Claim(true),
        "/offer draw" => Typed::Offer(Offer::Draw),
        "/offer undo" => Typed::Offer(Offer::Undo),
        "/accept" => Typed::Answer(true),
        "/decline" => Typed::Answer(false),
        l if l.starts_with('/') => return Err(TypedError::Unknown(l.to_string())),
        l => Typed::Move(l.to_string()),
    })
}

/// The seat kinds a save file's seat descriptions stand for (a resumed game without --seats).
fn kinds_from_save(save: &SaveFile, seats: usize) -> Vec<SeatKind> {
    (0..seats)
        .map(|s| match save.seats.get(s).map(String::as_str) {
            Some("Human (host)") => SeatKind::Local,
            Some(d) if d.starts_with("Computer (") => {
                d[10..].trim_end_matches(')').parse::<Level>().map_or(SeatKind::Remote, |level| SeatKind::Computer(Computer { level, nodes: None }))
            }
            _ => SeatKind::Remote,
        })
        .collect()
}

/// `towers host`
pub fn host(args: &Args) -> Result<(), CliError> {
    args.allow(&[
        "variant",
        "setup",
        "position",
        "seats",
        "port",
        "bind",
        "code",
        "out",
        "resume",
        "seed",
        "spectators",
        "time",
        "p2p",
        "relay",
        "no-direct",
    ])?;
    let internet = super::internet::asked(args)?;
    args.positionals(1)?;
    let (history, date, saved_kinds) = match args.value("resume") {
        Some(file) => {
            let text = io::read_text(std::path::Path::new(file))?;
            let (save, history) = SaveFile::load(&text).map_err(|error| CliError::File(FileError::Load { path: file.into(), error }))?;
            if let Some(game) = args.positional.first()
                && *game != save.game
            {
                return Err(CliError::usage(format!("{file} holds a game of {}, not {}", save.game, quoted(game))));
            }
            let kinds = kinds_from_save(&save, history.current().seats());
            (history, Some(save.date), Some(kinds))
        }
        None => {
            let id = args.positional.first().ok_or_else(|| CliError::usage("missing game name (storm, litrof, tribesmen, three-elephant)"))?;
            let mut history = History::starting(&args.config(id), args.value("position"))?;
            if let Some(text) = args.value("time") {
                history.set_time_control(text.parse().map_err(|e: crate::core::clock::TimeControlError| CliError::usage(format!("--time: {e}")))?);
            }
            (history, None, None)
        }
    };
    if args.value("resume").is_some() && args.value("time").is_some() {
        return Err(CliError::usage("--time starts a game's clock: a resumed game keeps the one it was saved with"));
    }
    let seats = history.current().seats();
    let kinds = match args.value("seats") {
        Some(list) => SeatKind::parse_list(list).map_err(|e| CliError::usage(format!("--seats: {e}")))?,
        None => saved_kinds.unwrap_or_else(|| vec![SeatKind::Remote; seats]),
    };
    if kinds.len() != seats {
        return Err(CliError::usage(format!("--seats: this game has {seats} seats, {} were given", kinds.len())));
    }
    let out = args.value("out").or(args.value("resume")).map(PathBuf::from);
    let mut config = HostConfig::new(history, kinds.clone());
    config.bind = bind_address(args.value("bind").unwrap_or("0.0.0.0"))?;
    config.port = args.count("port", protocol::DEFAULT_PORT, 0..=u16::MAX)?;
    config.code = args.value("code").map(str::to_string);
    config.autosave = out.clone();
    config.date = date;
    config.seed = args.number("seed", 1)?;
    config.max_spectators = args.count("spectators", 4, 0..=64)?;
    config.key = HostKey::load_or_create(&HostKey::default_path()).map_err(|e| CliError::Network(e.to_string()))?;
    let handle = host::start(config)?;
    say(&format!("listening {} code {} key {}", handle.addr(), handle.code(), handle.public_key()));
    for invitation in Invitation::for_host(handle.addr().ip(), handle.addr().port(), handle.code(), handle.public_key()) {
        say(&format!("invite: {invitation}"));
    }
    let mut internet = super::internet::HostSide::start(internet, &handle)?;
    let typed_lines = if kinds.contains(&SeatKind::Local) { Some(stdin_lines()) } else { None };
    let local_seat = |history: &History| {
        let to_move = history.current().to_move();
        if kinds[to_move] == SeatKind::Local { to_move } else { Seat::all(kinds.len()).find(|&s| kinds[s] == SeatKind::Local).unwrap_or(Seat::FIRST) }
    };
    if let Some(result) = crate::net::rules::result(&handle.history()) {
        say(&format!("ended {result}"));
        return finish_host(handle, out.as_ref(), internet);
    }
    loop {
        if let Some(invitation) = internet.invitation(&handle) {
            say(&format!("invite: {invitation}"));
        }
        if let Some(lines) = &typed_lines {
            while let Ok(line) = lines.try_recv() {
                let seat = local_seat(&handle.history());
                match line.and_then(|l| typed(&l)) {
                    Ok(Typed::Move(notation)) => handle.send(LocalCommand::Move { seat, notation }),
                    Ok(Typed::Offer(what)) => handle.send(LocalCommand::Offer { seat, what }),
                    Ok(Typed::Answer(accept)) => handle.send(LocalCommand::Answer { seat, accept }),
                    Ok(Typed::Resign) => handle.send(LocalCommand::Resign { seat }),
                    Ok(Typed::Claim(draw)) => handle.send(LocalCommand::Claim { seat, draw }),
                    Err(e) => say(&format!("rejected: {e}")),
                }
            }
        }
        let event = match handle.events().recv_timeout(Duration::from_millis(50)) {
            Ok(e) => e,
            Err(RecvTimeoutError::Timeout) => continue,
            Err(RecvTimeoutError::Disconnected) => return Err(CliError::Network("the host stopped".into())),
        };
        let ended = matches!(event, HostEvent::Ended { .. });
        say(&host_line(&event));
        if ended {
            return finish_host(handle, out.as_ref(), internet);
        }
    }
}

/// The status line of a host event.
pub fn host_line(event: &HostEvent) -> String {
    match event {
        HostEvent::Moved { ply, notation, .. } => format!("moved {ply} {notation}"),
        HostEvent::Undone { ply } => format!("undone {ply}"),
        HostEvent::Joined { seat: Some(s), name } => format!("seat {} joined {name}", s.number()).trim_end().to_string(),
        HostEvent::Joined { seat: None, .. } => "spectator joined".into(),
        HostEvent::Dropped { seat: Some(s), reason } => format!("seat {} dropped: {reason}", s.number()),
        HostEvent::Dropped { seat: None, reason } => format!("spectator left: {reason}"),
        HostEvent::Offered { by, what, .. } => format!("offered {} by seat {}", what.name(), by.number()),
        HostEvent::Declined { by } => format!("declined by seat {}", by.number()),
        HostEvent::Agreed { what } => format!("agreed {}", what.name()),
        HostEvent::Resigned { seat } => format!("resigned seat {}", seat.number()),
        HostEvent::Claimed { by, seat, draw } => {
            format!("claimed {} by seat {} from seat {}", if *draw { "a draw" } else { "the game" }, by.number(), seat.number())
        }
        HostEvent::Ended { result } => format!("ended {result}"),
        HostEvent::Rejected { seat, reason } => format!("rejected seat {}: {reason}", seat.number()),
        HostEvent::Problem(p) => format!("problem: {p}"),
    }
}

/// `--bind`: an IP address only (a host name could resolve to anything, or to nothing).
fn bind_address(text: &str) -> Result<String, CliError> {
    match text.parse::<std::net::IpAddr>() {
        Ok(ip) => Ok(ip.to_string()),
        Err(_) => Err(CliError::usage(format!("--bind must be an IP address (0.0.0.0, 127.0.0.1, ::, ::1), got '{}'", quoted(text)))),
    }
}

/// After the end: lets the joiners take their last messages and leave (at most 5 s), then
/// stops. The autosave holds the finished game, unless its last write failed: then that is
/// the error, and nothing claims a save.
fn finish_host(handle: host::HostHandle, out: Option<&PathBuf>, internet: super::internet::HostSide) -> Result<(), CliError> {
    let deadline = Instant::now() + Duration::from_secs(5);
    while Instant::now() < deadline && handle.seats().iter().any(|s| s.kind == SeatKind::Remote.describe() && s.connected) {
        while let Ok(e) = handle.events().try_recv() {
            say(&host_line(&e));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    while let Ok(e) = handle.events().try_recv() {
        say(&host_line(&e));
    }
    let unsaved = handle.save_error();
    handle.shutdown();
    internet.shutdown();
    match (out, unsaved) {
        (Some(out), Some(e)) => Err(CliError::usage(format!("the game was not saved to {}: {e}", out.display()))),
        (Some(out), None) => {
            say(&format!("saved {}", out.display()));
            Ok(())
        }
        (None, _) => Ok(()),
    }
}

/// `host:port`, with the default port when none is given.
fn with_port(addr: &str) -> String {
    let has_port = match addr.rsplit_once(':') {
        Some((h, p)) => !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()) && (!h.contains(':') || h.ends_with(']')),
        None => false,
    };
    if has_port {
        addr.to_string()
    } else if addr.contains(':') && !addr.starts_with('[') {
        format!("[{addr}]:{}", protocol::DEFAULT_PORT)
    } else {
        format!("{addr}:{}", protocol::DEFAULT_PORT)
    }
}

/// The host's address, code and key: from an invitation (`towers://HOST:PORT/CODE/KEY`), or from
/// an address, `--code` and `--key`.
fn where_to_join(args: &Args) -> Result<Invitation, CliError> {
    let first = args.positional.first().ok_or_else(|| CliError::usage("missing INVITATION (towers://HOST:PORT/CODE/KEY) or ADDR (host:port)"))?;
    if first.to_ascii_lowercase().starts_with("towers://") {
        let invitation: Invitation = first.parse().map_err(|e: crate::net::invite::InviteError| CliError::usage(e.to_string()))?;
        if args.value("code").is_some_and(|c| !c.eq_ignore_ascii_case(&invitation.code)) {
            return Err(CliError::usage("--code differs from the invitation's code"));
        }
        if args.value("key").is_some_and(|k| k.parse::<PublicKey>().ok() != Some(invitation.key)) {
            return Err(CliError::usage("--key differs from the invitation's key"));
        }
        return Ok(invitation);
    }
    let code = args.value("code").ok_or_else(|| CliError::usage("missing --code (the join code the host printed)"))?;
    let key = args.value("key").ok_or_else(|| CliError::usage("missing --key (the host's key, the last part of its invitation)"))?;
    let key = key.parse::<PublicKey>().map_err(|e| CliError::usage(format!("--key: {e}")))?;
    Ok(Invitation { route: Route::Tcp(with_port(first)), code: code.to_string(), key })
}

/// `towers join`
pub fn join(args: &Args) -> Result<(), CliError> {
    args.allow(&["seat", "player", "code", "key", "out", "name", "retry", "seed", "game", "variant", "relay", "no-direct"])?;
    let internet = super::internet::asked(args)?;
    args.positionals(1)?;
    let invitation = where_to_join(args)?;
    let seat = super::parse_seat(args.value("seat").ok_or_else(|| CliError::usage("missing --seat N (from 1) or --seat spectator"))?)?;
    let player = args.value("player").map(|p| Computer::parse(p).map_err(|e| CliError::usage(format!("--player: {e}")))).transpose()?;
    if player.is_some() && seat.is_none() {
        return Err(CliError::usage("--player needs a seat: a spectator does not play"));
    }
    let seed: u64 = args.number("seed", 1)?;
    let mut config = ClientConfig::for_invitation(&invitation, seat);
    config.name = args.value("name").unwrap_or("").to_string();
    config.retry_for = Duration::from_secs_f64(args.seconds("retry", 60.0)?);
    config.game = args.value("game").map(str::to_string);
    config.variant = args.value("variant").map(str::to_string);
    if let Some(asked) = internet {
        config.relay = asked.relay;
        config.direct = asked.direct;
    }
    // Checked and held before joining: a file that cannot be written must not cost the game.
    let out =
        args.value("out").map(|f| TargetLock::acquire(std::path::Path::new(f)).map_err(|e| CliError::usage(format!("--out: {e}")))).transpose()?;
    let client = client::connect(config);
    let typed_lines = if seat.is_some() && player.is_none() { Some(stdin_lines()) } else { None };
    // The position the computer last moved in, so it moves once per turn.
    let mut thought_for: Option<(usize, u64)> = None;
    let never = AtomicBool::new(false);
    let mut resync = Resync::new();
    loop {
        if player.is_some() && resync.due() {
            client.send(ClientCommand::Sync);
        }
        if let Some(lines) = &typed_lines {
            while let Ok(line) = lines.try_recv() {
                match line.and_then(|l| typed(&l)) {
                    Ok(Typed::Move(m)) => client.send(ClientCommand::Move(m)),
                    Ok(Typed::Offer(what)) => client.send(ClientCommand::Offer(what)),
                    Ok(Typed::Answer(accept)) => client.send(ClientCommand::Answer(accept)),
                    Ok(Typed::Resign) => client.send(ClientCommand::Resign),
                    Ok(Typed::Claim(draw)) => client.send(ClientCommand::Claim { draw }),
                    Err(e) => say(&format!("error: {e}")),
                }
            }
        }
        let event = match client.events().recv_timeout(Duration::from_millis(50)) {
            Ok(e) => e,
            Err(RecvTimeoutError::Timeout) => continue,
            Err(RecvTimeoutError::Disconnected) => return Err(CliError::Network("the connection ended".into())),
        };
        say(&join_line(&event));
        if let (ClientEvent::Welcome { .. }, Some(path)) = (&event, client.path()) {
            say(&format!("path {path}"));
        }
        resync.heard(&event);
        match &event {
            ClientEvent::Refused { reason } => return Err(CliError::Network(format!("refused: {reason}"))),
            ClientEvent::GaveUp { reason } => return Err(CliError::Network(reason.clone())),
            // A refused move: think again once the whole game has come back (`resync`).
            ClientEvent::Error { .. } if player.is_some() => continue,
            // The game came again (after a drop or a mismatch): a move sent before may be lost.
            ClientEvent::Welcome { .. } | ClientEvent::Resynced { .. } => thought_for = None,
            _ => {}
        }
        let Some(history) = client.history() else { continue };
        if crate::net::rules::result(&history).is_some()
            && matches!(event, ClientEvent::Ended { .. } | ClientEvent::Resynced { .. } | ClientEvent::Welcome { .. })
        {
            if !matches!(event, ClientEvent::Ended { .. }) {
                say(&format!("ended {}", crate::net::rules::result(&history).unwrap_or_default()));
            }
            let save = client.save();
            client.close();
            if let (Some(out), Some(save)) = (&out, save) {
                out.write(&save.to_ron())?;
                say(&format!("saved {}", out.path().display()));
            }
            return Ok(());
        }
        if let (Some(computer), Some(seat)) = (player, seat) {
            let game = history.current();
            let here = (history.ply(), game.key());
            if crate::net::rules::result(&history).is_none() && game.to_move().index() == seat && thought_for != Some(here) {
                thought_for = Some(here);
                let move_seed = seed ^ (history.ply() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                let thought = game.think_with(computer.level, &|plan| computer.adjust(plan), move_seed, &never, &mut |_| {});
                client.send(ClientCommand::Move(thought.notation));
            }
        }
    }
}

/// When a computer player asks for the whole game again after the host refused its move: not
/// while the connection is down (the welcome brings the game), and never in a tight loop with
/// a host that keeps refusing (waits double up to 5 s until a move is taken).
struct Resync {
    connected: bool,
    at: Option<Instant>,
    wait: Duration,
}

impl Resync {
    const FIRST: Duration = Duration::from_millis(100);
    const MOST: Duration = Duration::from_secs(5);

    fn new() -> Resync {
        Resync { connected: false, at: None, wait: Resync::FIRST }
    }

    fn heard(&mut self, event: &ClientEvent) {
        match event {
            ClientEvent::Welcome { .. } => {
                self.connected = true;
                self.at = None;
            }
            ClientEvent::Lost { .. } => {
                self.connected = false;
                self.at = None;
            }
            ClientEvent::Moved { .. } => self.wait = Resync::FIRST,
            ClientEvent::Resynced { .. } => self.at = None,
            ClientEvent::Error { .. } if self.connected && self.at.is_none() => {
                self.at = Some(Instant::now() + self.wait);
                self.wait = (self.wait * 2).min(Resync::MOST);
            }
            _ => {}
        }
    }

    /// Whether to send the `Sync` now (once per refusal).
    fn due(&mut self) -> bool {
        if self.connected && self.at.is_some_and(|t| Instant::now() >= t) {
            self.at = None;
            return true;
        }
        false
    }
}

/// The status line of a client event.
pub fn join_line(event: &ClientEvent) -> String {
    match event {
        ClientEvent::Welcome { seat, history, rejoined, .. } => {
            let who = seat.map_or("spectator".to_string(), |s| format!("seat {}", s.number()));
            format!("{} {who} at move {}", if *rejoined { "rejoined" } else { "welcome" }, history.ply())
        }
        ClientEvent::Moved { ply, notation } => format!("moved {ply} {notation}"),
        ClientEvent::Undone { ply } => format!("undone {ply}"),
        ClientEvent::Resynced { ply, reason } => format!("resynced {ply}: {reason}"),
        ClientEvent::Offered { by, what, .. } => format!("offered {} by seat {}", what.name(), by.number()),
        ClientEvent::Declined { by } => format!("declined by seat {}", by.number()),
        ClientEvent::Agreed { what } => format!("agreed {}", what.name()),
        ClientEvent::Resigned { seat } => format!("resigned seat {}", seat.number()),
        ClientEvent::Claimed { seat, draw } => format!("claimed {} from seat {}", if *draw { "a draw" } else { "the game" }, seat.number()),
        ClientEvent::SeatStatus { seat, connected: true, name } => format!("seat {} joined {name}", seat.number()).trim_end().to_string(),
        ClientEvent::SeatStatus { seat, connected: false, .. } => format!("seat {} dropped", seat.number()),
        ClientEvent::Ended { result } => format!("ended {result}"),
        ClientEvent::Error { reason } => format!("error: {reason}"),
        ClientEvent::Lost { reason } => format!("lost: {reason}"),
        ClientEvent::Refused { reason } => format!("refused: {reason}"),
        ClientEvent::GaveUp { reason } => format!("gave up: {reason}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed_lines(bytes: &[u8]) -> Vec<Result<String, TypedError>> {
        let mut input = bytes;
        std::iter::from_fn(|| read_typed_line(&mut input).unwrap()).collect()
    }

    #[test]
    fn typed_lines_are_bounded_and_bad_ones_are_reported_without_ending_the_input() {
        let long = vec![b'a'; 3 * MAX_TYPED_LINE];
        let mut bytes = b"Ie4-e5\r\n\xff\xfe\n".to_vec();
        bytes.extend_from_slice(&long);
        bytes.extend_from_slice(b"\n/resign\nlast");
        let lines = typed_lines(&bytes);
        assert_eq!(lines[0], Ok("Ie4-e5".to_string()));
        assert!(lines[1].as_ref().unwrap_err().to_string().contains("not UTF-8"), "{:?}", lines[1]);
        assert_eq!(lines[1], Err(TypedError::NotUtf8 { byte: 1 }));
        assert!(lines[2].as_ref().unwrap_err().to_string().contains("longer than 4096 bytes"), "{:?}", lines[2]);
        assert_eq!(lines[2], Err(TypedError::TooLong));
        assert_eq!(lines[3..], [Ok("/resign".to_string()), Ok("last".to_string())]);
        let exact = vec![b'b'; MAX_TYPED_LINE];
        assert_eq!(typed_lines(&exact), [Ok("b".repeat(MAX_TYPED_LINE))]);
    }

    #[test]
    fn bind_takes_ip_addresses_only() {
        assert_eq!(bind_address("127.0.0.1").unwrap(), "127.0.0.1");
        assert_eq!(bind_address("::1").unwrap(), "::1");
        assert!(bind_address("localhost").unwrap_err().to_string().contains("must be an IP address"));
    }

    #[test]
    fn an_address_without_a_port_gets_the_default_one() {
        assert_eq!(with_port("example.org"), "example.org:7627");
        assert_eq!(with_port("127.0.0.1:9000"), "127.0.0.1:9000");
        assert_eq!(with_port("::1"), "[::1]:7627");
        assert_eq!(with_port("[::1]:9000"), "[::1]:9000");
    }
}
