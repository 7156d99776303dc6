//! The host: the one authority over a networked game. It holds the record, checks every move
//! with the engine before anyone sees it, relays it, autosaves it, and plays its computer seats.
//!
//! Threads: one accepts connections; each connection has a reader (bounded lines, deadlines,
//! flood gate: `wire`) and a writer behind a queue bounded in messages and bytes; one "table"
//! thread owns the game and
//! handles, in order, every line read, every command of the embedding program and every
//! computer move, so no lock is held across the game's logic and no peer can stall another.
//! The embedding program (the app, `towers host`) sees [`HostEvent`]s and sends
//! [`LocalCommand`]s through channels that never block it.
//!
//! Admission: a connection that has not yet given the join code is only "waiting". Waiting
//! connections sit in a small pool apart from the players (a few per address, a short hello
//! deadline), and a new one evicts the oldest instead of being turned away, so no number of
//! idle or half-open connections can keep out a joiner who has the code. Wrong codes make
//! their address wait (`guard`).

mod claim;
mod clock;

use super::guard::{CodeGuard, Quiet, address_key};
use super::protocol::{self, ClientMsg, HostMsg, Offer, SeatInfo};
use super::rules;
use super::seats::SeatKind;
use super::secure::{self, HostKey, PublicKey, Sealer, SecureReader};
use super::wire::{FloodGate, LineReader, ReadError, SendError, Sender};
use crate::core::text::quoted;
use crate::core::{MoveError, Seat};
use crate::record::io::TargetLock;
use crate::record::{History, SaveFile};
use std::collections::{BTreeMap, BTreeSet};
use std::net::{IpAddr, SocketAddr, TcpListener, TcpStream};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Everything a host needs to start.
pub struct HostConfig {
    /// The game so far: a new one, or one resumed from its autosave.
    pub history: History,
    pub seats: Vec<SeatKind>,
    /// The address to listen on ("0.0.0.0" for every interface, "127.0.0.1" for this machine).
    pub bind: String,
    /// 0 lets the system choose (the handle tells which).
    pub port: u16,
    /// The join code; a random one when `None`.
    pub code: Option<String>,
    /// The most connections waiting at once to be let in (those that have not given the code);
    /// players and spectators are not counted.
    pub max_waiting: usize,
    /// The most spectators at once.
    pub max_spectators: usize,
    /// How long a remote seat's player must be away before the others may claim the game.
    pub claim_after: Duration,
    /// Written (atomically, locked for the host's life) after every change.
    pub autosave: Option<PathBuf>,
    /// The date every copy of the save carries; now when `None` (a resumed game keeps its own).
    pub date: Option<String>,
    /// Seeds the computer seats' searches.
    pub seed: u64,
    /// Told after every event (the app's window wakes to show it).
    pub wake: Option<super::Wake>,
    /// The key joiners know the host by (its public half is in the invitation); a new one
    /// unless the program keeps one (`HostKey::load_or_create`).
    pub key: HostKey,
}

impl HostConfig {
    /// A host of `history` with these seats, on every interface at the default port, with a
    /// random code, room for four spectators, and no autosave. A timed record is played on its
    /// clocks, which the host keeps.
    pub fn new(history: History, seats: Vec<SeatKind>) -> HostConfig {
        HostConfig {
            history,
            seats,
            bind: "0.0.0.0".into(),
            port: protocol::DEFAULT_PORT,
            code: None,
            max_waiting: protocol::MAX_WAITING,
            max_spectators: 4,
            claim_after: protocol::CLAIM_AFTER,
            autosave: None,
            date: None,
            seed: 1,
            wake: None,
            key: HostKey::generate(),
        }
    }
}

/// What happened, for the embedding program (one event per change, in order).
#[derive(Clone, Debug, PartialEq)]
pub enum HostEvent {
    /// Move number `ply` was played by `seat`.
    Moved {
        ply: usize,
        notation: String,
        seat: Seat,
    },
    /// Moves were taken back by agreement; `ply` are now in effect.
    Undone {
        ply: usize,
    },
    /// A client took `seat` (`None`: a spectator came).
    Joined {
        seat: Option<Seat>,
        name: String,
    },
    /// A client left or was dropped (`None`: a spectator).
    Dropped {
        seat: Option<Seat>,
        reason: String,
    },
    Offered {
        by: Seat,
        what: Offer,
        waiting: Vec<Seat>,
    },
    /// The offer was declined by `by`, or lapsed when a move was played (`by` the offerer).
    Declined {
        by: Seat,
    },
    /// Every consent came; the offer is carried out.
    Agreed {
        what: Offer,
    },
    Resigned {
        seat: Seat,
    },
    /// `by` claimed the game (`draw`: a draw) from `seat`, whose player had left.
    Claimed {
        by: Seat,
        seat: Seat,
        draw: bool,
    },
    Ended {
        result: String,
    },
    /// A local command was refused.
    Rejected {
        seat: Seat,
        reason: String,
    },
    /// Something to tell the user that changes nothing: a refused connection or message, a
    /// failed autosave.
    Problem(String),
}

/// What the host's own players do (the app's board or the headless host's input).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LocalCommand {
    Move {
        seat: Seat,
        notation: String,
    },
    Offer {
        seat: Seat,
        what: Offer,
    },
    Answer {
        seat: Seat,
        accept: bool,
    },
    Resign {
        seat: Seat,
    },
    /// Claims the game (`draw`: a draw) from a player away for `HostConfig::claim_after`.
    Claim {
        seat: Seat,
        draw: bool,
    },
}

/// A running host. Dropping it stops the host like [`HostHandle::shutdown`].
pub struct HostHandle {
    addr: SocketAddr,
    code: String,
    public_key: PublicKey,
    events: Receiver<HostEvent>,
    inputs: mpsc::Sender<Input>,
    shared: Arc<Mutex<Shared>>,
    stop: Arc<AtomicBool>,
    threads: Vec<JoinHandle<()>>,
}

/// What the table publishes for the handle's readers after every change.
struct Shared {
    history: History,
    save: SaveFile,
    seats: Vec<SeatInfo>,
    /// Each seat's connection's round trip, where a joiner holds it and has answered a ping.
    round_trips: Vec<Option<Duration>>,
    /// The address each seat's joiner connected from.
    seat_addrs: Vec<Option<SocketAddr>>,
    /// Why the last autosave failed, while the file does not hold the game.
    save_error: Option<String>,
}

impl HostHandle {
    /// The address it listens on (with the port chosen when asked for 0).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }
    pub fn code(&self) -> &str {
        &self.code
    }
    /// The public key joiners check the host by (it goes in the invitation).
    pub fn public_key(&self) -> PublicKey {
        self.public_key
    }
    /// Hands the host connections that came another way than its TCP port (`net::p2p`).
    pub fn injector(&self) -> Injector {
        Injector(self.inputs.clone())
    }
    /// Events in order; poll with `try_recv` each frame.
    pub fn events(&self) -> &Receiver<HostEvent> {
        &self.events
    }
    /// Queues a command of a local seat; the answer comes as events. Never blocks.
    pub fn send(&self, command: LocalCommand) {
        let _ = self.inputs.send(Input::Local(command));
    }
    /// The game now.
    pub fn history(&self) -> History {
        self.shared.lock().expect("host state").history.clone()
    }
    /// The game now as a save file (the host's date and seats): what `--out` holds.
    pub fn save(&self) -> SaveFile {
        self.shared.lock().expect("host state").save.clone()
    }
    pub fn seats(&self) -> Vec<SeatInfo> {
        self.shared.lock().expect("host state").seats.clone()
    }
    /// Each seat's connection's round trip, where a joiner holds it and has answered a ping.
    pub fn round_trips(&self) -> Vec<Option<Duration>> {
        self.shared.lock().expect("host state").round_trips.clone()
    }
    /// Per seat, the address its joiner connected from (a joiner over the internet transport
    /// has one made from its key: `net::p2p`).
    pub fn seat_addrs(&self) -> Vec<Option<SocketAddr>> {
        self.shared.lock().expect("host state").seat_addrs.clone()
    }
    /// Why the autosave file does not hold the game now (its last write failed; the host tries
    /// again every second); `None` when it does, or when there is none.
    pub fn save_error(&self) -> Option<String> {
        self.shared.lock().expect("host state").save_error.clone()
    }
    /// Stops accepting, sends every peer what is queued for it (for at most about 2 s), closes
    /// every connection and waits for the threads.
    pub fn shutdown(mut self) {
        self.stop_threads();
    }

    fn stop_threads(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        let _ = self.inputs.send(Input::Stop);
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
}

impl Drop for HostHandle {
    fn drop(&mut self) {
        self.stop_threads();
    }
}

/// A random join code: six letters and digits that cannot be misread (no 0/O, 1/I/L).
pub fn random_code() -> String {
    use rand::RngExt;
    const ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
    let mut rng = rand::rng();
    (0..6).map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char).collect()
}

/// A join code as given: 1 to 32 letters, digits, '-' or '_'; compared without case.
pub fn check_code(code: &str) -> Result<String, StartError> {
    if code.is_empty() || code.len() > 32 || !code.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_') {
        return Err(StartError::Code(code.to_string()));
    }
    Ok(code.to_ascii_uppercase())
}

/// Starts hosting. Fails (with one line) if the address cannot be listened on or a setting is
/// wrong; everything after that is reported as events.
pub fn start(config: HostConfig) -> Result<HostHandle, StartError> {
    let seats = config.history.current().seats();
    if config.seats.len() != seats {
        return Err(StartError::Seats { seats, given: config.seats.len() });
    }
    let code = match &config.code {
        Some(c) => check_code(c)?,
        None => random_code(),
    };
    let ip: IpAddr = config.bind.trim().parse().map_err(|_| StartError::Address(config.bind.clone()))?;
    let listener = TcpListener::bind((ip, config.port)).map_err(|source| StartError::Listen { addr: SocketAddr::new(ip, config.port), source })?;
    let addr = listener.local_addr()?;
    listener.set_nonblocking(true)?;
    let lock = match &config.autosave {
        Some(path) => Some(TargetLock::acquire(path)?),
        None => None,
    };
    let (inputs, input_rx) = mpsc::channel();
    let (events_tx, events) = mpsc::channel();
    let stop = Arc::new(AtomicBool::new(false));
    let date = config.date.clone().unwrap_or_else(crate::record::date::now_utc);
    let public_key = config.key.public();
    let mut table = Table {
        history: config.history,
        kinds: config.seats,
        holders: vec![None; seats],
        names: vec![String::new(); seats],
        peers: BTreeMap::new(),
        code: code.clone(),
        key: Arc::new(config.key),
        date,
        lock,
        events: events_tx,
        wake: config.wake,
        inputs: inputs.clone(),
        offer: None,
        thinking: None,
        generation: 0,
        max_waiting: config.max_waiting.max(1),
        max_spectators: config.max_spectators,
        claim_after: config.claim_after,
        away_since: vec![None; seats],
        seed: config.seed,
        shared: None,
        next_id: 0,
        guard: CodeGuard::new(Instant::now()),
        quiet: [Quiet::new(Instant::now()), Quiet::new(Instant::now())],
        save_text: Arc::from(""),
        state_line: None,
        save_error: None,
        quotas: vec![Default::default(); seats],
    };
    let shared = Arc::new(Mutex::new(table.snapshot()));
    table.shared = Some(shared.clone());
    table.autosave();
    let accept = {
        let (inputs, stop) = (inputs.clone(), stop.clone());
        std::thread::Builder::new().name("net-accept".into()).spawn(move || accept_loop(&listener, &inputs, &stop))?
    };
    let run = std::thread::Builder::new().name("net-table".into()).spawn(move || {
        // What the table sends (results, refusals, seat names) is canonical: English, whatever
        // the language of the app that hosts it.
        let _english = crate::i18n::Speaking::new(crate::i18n::Lang::English);
        table.think_if_due();
        table.run(&input_rx);
    })?;
    Ok(HostHandle { addr, code, public_key, events, inputs, shared, stop, threads: vec![accept, run] })
}

/// Why hosting did not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error("a join code is 1 to 32 letters, digits, '-' or '_', got '{}'", quoted(.0))]
    Code(String),
    #[error("this game has {seats} seats, but {given} were given")]
    Seats { seats: usize, given: usize },
    #[error("the address to listen on must be an IP address such as 0.0.0.0, 127.0.0.1 or ::, got '{}'", quoted(.0))]
    Address(String),
    #[error("cannot listen on {addr}: {source}")]
    Listen { addr: SocketAddr, source: std::io::Error },
    /// The socket or a thread could not be set up.
    #[error(transparent)]
    Io(#[from] std::io::Error),
    /// The autosave file is another process's.
    #[error(transparent)]
    Autosave(#[from] crate::record::io::WriteError),
}

/// Why the table refused a player's command (sent back to the player in these words).
#[derive(Debug, thiserror::Error)]
enum Refusal {
    #[error("seat {} is not played at the host", .0.number())]
    NotHere(Seat),
    #[error("move {ply} is out of date: the game is at move {now}")]
    OutOfDate { ply: usize, now: usize },
    #[error("the game is over ({0})")]
    Over(String),
    #[error("it is not seat {}'s turn: {name} (seat {}) is to move", .seat.number(), .to_move.number())]
    NotYourTurn { seat: Seat, name: String, to_move: Seat },
    #[error(transparent)]
    Move(#[from] MoveError),
    #[error("seat {} is a computer", .0.number())]
    Computer(Seat),
    #[error("seat {} has already offered {what}: wait for the answers", .by.number())]
    Pending { by: Seat, what: &'static str },
    #[error("seat {} has no move to take back", .0.number())]
    NothingToUndo(Seat),
    #[error("there is no offer to answer")]
    NoOffer,
    #[error("seat {} is not asked to answer this offer", .0.number())]
    NotAsked(Seat),
    #[error("no other player is away: there is nothing to claim")]
    NobodyAway,
    #[error("seat {}'s player left {} s ago: the game can be claimed after {} s", .seat.number(), .away.as_secs(), .after.as_secs())]
    TooSoon { seat: Seat, away: Duration, after: Duration },
}

/// Gives the host's table connections made elsewhere, as if its listener had accepted them.
#[derive(Clone)]
pub struct Injector(mpsc::Sender<Input>);

impl Injector {
    /// Takes `stream` as a connection from `addr`; false once the host has stopped.
    pub fn accept(&self, stream: TcpStream, addr: SocketAddr) -> bool {
        self.0.send(Input::Accepted(stream, addr)).is_ok()
    }
}

/// What the table thread hears about.
enum Input {
    Accepted(TcpStream, SocketAddr),
    Line(u64, Result<ClientMsg, protocol::DecodeError>),
    Gone(u64, ReadError),
    Flood(u64),
    Local(LocalCommand),
    Thought { generation: u64, index: usize },
    Stop,
}

fn accept_loop(listener: &TcpListener, inputs: &mpsc::Sender<Input>, stop: &AtomicBool) {
    while !stop.load(Ordering::SeqCst) {
        match listener.accept() {
            Ok((stream, addr)) => {
                if inputs.send(Input::Accepted(stream, addr)).is_err() {
                    return;
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => std::thread::sleep(Duration::from_millis(20)),
            // Out of descriptors and the like: wait a little rather than spin.
            Err(_) => std::thread::sleep(Duration::from_millis(100)),
        }
    }
}

/// One connection's reader: the encrypted handshake (whose sending half goes to the peer's
/// writer), then lines until the peer goes, is silent too long, or floods.
fn read_peer(id: u64, mut stream: TcpStream, key: &HostKey, sealer: mpsc::SyncSender<Sealer>, inputs: mpsc::Sender<Input>) {
    let mut deadline = Instant::now() + protocol::HELLO_TIMEOUT;
    let channel = match secure::accept(&mut stream, key, deadline) {
        Ok(channel) => channel,
        Err(secure::HandshakeError::TimedOut) => return drop(inputs.send(Input::Gone(id, ReadError::TimedOut))),
        Err(e) => return drop(inputs.send(Input::Gone(id, ReadError::Io(e.to_string())))),
    };
    let _ = sealer.send(channel.sealer);
    let mut reader = LineReader::new(SecureReader::new(stream, channel.opener), protocol::MAX_CLIENT_LINE);
    let mut gate = FloodGate::new(protocol::MAX_LINES_PER_SECOND);
    loop {
        let input = match reader.next_line(deadline) {
            Ok(line) if !gate.admit() => {
                let _ = line;
                Input::Flood(id)
            }
            Ok(line) => {
                deadline = Instant::now() + protocol::SILENCE_TIMEOUT;
                if inputs.send(Input::Line(id, protocol::decode(&line))).is_err() {
                    return;
                }
                continue;
            }
            Err(e) => Input::Gone(id, e),
        };
        let _ = inputs.send(input);
        return;
    }
}

/// A connection as the table sees it.
struct Peer {
    sender: Sender,
    addr: SocketAddr,
    /// `None` until its hello is accepted; then the seat (`Some(None)`: a spectator).
    role: Option<Option<Seat>>,
    /// When it was last sent the whole game, and whether it asked again since, too soon.
    last_state: Option<Instant>,
    sync_owed: bool,
    /// When the unanswered ping went out, and the round trip its answers measure.
    ping_sent: Option<Instant>,
    rtt: super::lag::RoundTrip,
}

/// The two kinds of problem lines, each limited on its own: those about connections that have
/// not joined (anyone can cause them) and those about joined peers.
#[derive(Clone, Copy)]
enum Kind {
    Stranger = 0,
    Joined = 1,
}

/// An offer waiting for answers.
struct Pending {
    by: Seat,
    what: Offer,
    waiting: BTreeSet<Seat>,
}

struct Table {
    history: History,
    kinds: Vec<SeatKind>,
    /// The connection holding each remote seat.
    holders: Vec<Option<u64>>,
    names: Vec<String>,
    peers: BTreeMap<u64, Peer>,
    code: String,
    key: Arc<HostKey>,
    date: String,
    lock: Option<TargetLock>,
    events: mpsc::Sender<HostEvent>,
    wake: Option<super::Wake>,
    inputs: mpsc::Sender<Input>,
    offer: Option<Pending>,
    /// The search in progress: its generation and its cancel flag.
    thinking: Option<(u64, Arc<AtomicBool>)>,
    /// Bumped whenever the position changes, so a late computer move for an old one is ignored.
    generation: u64,
    max_waiting: usize,
    max_spectators: usize,
    claim_after: Duration,
    /// Since when each remote seat's player has been away (None: there, or never came).
    away_since: Vec<Option<Instant>>,
    seed: u64,
    shared: Option<Arc<Mutex<Shared>>>,
    next_id: u64,
    guard: CodeGuard,
    quiet: [Quiet; 2],
    /// The game as save-file text, made once per change: the autosave, `Welcome` and `State`.
    save_text: Arc<str>,
    /// The `State` line for `save_text`, made on the first `Sync` after a change.
    state_line: Option<Arc<str>>,
    save_error: Option<String>,
    /// Each seat's allowance for time its moves lose on the network (`net::lag`).
    quotas: Vec<super::lag::LagQuota>,
}

/// How often the table looks at its clocks (pings, owed syncs, held-back problems, a failed
/// autosave).
const TICK: Duration = Duration::from_millis(250);

impl Table {
    fn run(&mut self, inputs: &Receiver<Input>) {
        let mut clocks = Clocks::new(Instant::now());
        loop {
            // Looked at after every input too: a busy table still pings and pays its debts.
            let flag = self.run_clock(Instant::now());
            self.tick(&mut clocks);
            let wait = clocks.next.saturating_duration_since(Instant::now());
            let input = match inputs.recv_timeout(flag.map_or(wait, |f| f.min(wait))) {
                Ok(input) => input,
                Err(RecvTimeoutError::Timeout) => continue,
                Err(RecvTimeoutError::Disconnected) => break,
            };
            match input {
                Input::Accepted(stream, addr) => self.accept(stream, addr),
                Input::Line(id, Ok(msg)) => self.message(id, msg),
                Input::Line(id, Err(reason)) => self.malformed(id, reason.to_string()),
                Input::Gone(id, e) => self.gone(id, e),
                Input::Flood(id) => {
                    self.refuse(id, format!("more than {} lines a second", protocol::MAX_LINES_PER_SECOND), false);
                }
                Input::Local(c) => self.local(c),
                Input::Thought { generation, index } => self.computer_move(generation, index),
                Input::Stop => break,
            }
        }
        if let Some((_, cancel)) = self.thinking.take() {
            cancel.store(true, Ordering::SeqCst);
        }
        if self.save_error.is_some() {
            self.autosave();
        }
        // Each writer sends what is queued, then closes; give them a moment together.
        let writers: Vec<Sender> = std::mem::take(&mut self.peers).into_values().map(|p| p.sender).collect();
        let deadline = Instant::now() + Duration::from_secs(2);
        for w in writers {
            w.close(deadline);
        }
    }

    /// What is due on the clock: pings, owed `State`s, counts of held-back problems, another
    /// try at a failed autosave.
    fn tick(&mut self, clocks: &mut Clocks) {
        let now = Instant::now();
        if now < clocks.next {
            return;
        }
        clocks.next = now + TICK;
        if now >= clocks.ping {
            clocks.ping = now + protocol::PING_EVERY;
            self.ping_all(now);
        }
        let owed: Vec<u64> = self
            .peers
            .iter()
            .filter(|(_, p)| p.sync_owed && p.last_state.is_none_or(|t| now >= t + protocol::SYNC_EVERY))
            .map(|(id, _)| *id)
            .collect();
        for id in owed {
            self.send_state(id, now);
        }
        for (kind, what) in [(Kind::Stranger, "about connections that had not joined"), (Kind::Joined, "about joined players")] {
            if let Some(n) = self.quiet[kind as usize].held_back(now) {
                self.event(HostEvent::Problem(format!("{n} more problems {what} in the last {} s", protocol::PROBLEM_WINDOW.as_secs())));
            }
        }
        if self.save_error.is_some() && now >= clocks.save_retry {
            clocks.save_retry = now + Duration::from_secs(1);
            self.autosave();
        }
    }

    /// Reports a problem, unless too many of its kind came lately (they are counted).
    fn problem(&mut self, kind: Kind, text: String) {
        if self.quiet[kind as usize].show(Instant::now()) {
            self.event(HostEvent::Problem(text));
        }
    }

    /// Tells the embedding program, after publishing the game, so that what it reads on
    /// hearing an event is already the game after it.
    fn event(&self, e: HostEvent) {
        self.publish();
        let _ = self.events.send(e);
        if let Some(w) = &self.wake {
            (w.0)();
        }
    }

    fn seat_infos(&self) -> Vec<SeatInfo> {
        Seat::all(self.kinds.len())
            .map(|s| SeatInfo {
                kind: self.kinds[s].describe(),
                connected: self.kinds[s] != SeatKind::Remote || self.holders[s].is_some(),
                name: self.names[s].clone(),
            })
            .collect()
    }

    fn save(&self) -> SaveFile {
        let seats: Vec<String> = self.kinds.iter().map(SeatKind::describe).collect();
        let mut save = SaveFile::from_history(&self.history, &seats);
        save.date = self.date.clone();
        save
    }

    fn snapshot(&self) -> Shared {
        let holder = |h: &Option<u64>| h.and_then(|id| self.peers.get(&id));
        let round_trips = self.holders.iter().map(|h| holder(h).map(|p| p.rtt.get()).filter(|d| !d.is_zero())).collect();
        let seat_addrs = self.holders.iter().map(|h| holder(h).map(|p| p.addr)).collect();
        Shared {
            history: self.history.clone(),
            save: self.save(),
            seats: self.seat_infos(),
            round_trips,
            seat_addrs,
            save_error: self.save_error.clone(),
        }
    }

    fn publish(&self) {
        if let Some(shared) = &self.shared {
            *shared.lock().expect("host state") = self.snapshot();
        }
    }

    /// After every change of the game: makes its save text once and writes the autosave. A
    /// failure is told when it starts and when it ends, not at every move; meanwhile `tick`
    /// tries again every second and the handle's `save_error` says why the file is behind.
    fn autosave(&mut self) {
        self.save_text = Arc::from(self.save().to_ron());
        self.state_line = None;
        let Some(lock) = &self.lock else { return };
        match (lock.write(&self.save_text), self.save_error.take()) {
            (Ok(()), None) => {}
            (Ok(()), Some(_)) => self.event(HostEvent::Problem(format!("autosave works again: {} holds the game", lock.path().display()))),
            (Err(e), before) => {
                let reason = e.to_string();
                let told = before.as_ref() == Some(&reason);
                self.save_error = Some(reason.clone());
                if !told {
                    self.event(HostEvent::Problem(format!("autosave failed: {reason}")));
                }
            }
        }
        self.publish();
    }

    /// The whole game to one peer, now: `State`, made once per change however many ask.
    fn send_state(&mut self, id: u64, now: Instant) {
        let Some(peer) = self.peers.get_mut(&id) else { return };
        peer.last_state = Some(now);
        peer.sync_owed = false;
        let save_text = &self.save_text;
        let line = self.state_line.get_or_insert_with(|| Arc::from(protocol::encode(&HostMsg::State { save: save_text.to_string() }))).clone();
        self.send_line(id, line);
    }

    /// `Sync`: the whole game now, or, if the peer had it less than `SYNC_EVERY` ago, once
    /// when that time is up (however many more `Sync`s come meanwhile).
    fn sync(&mut self, id: u64) {
        let now = Instant::now();
        let Some(peer) = self.peers.get_mut(&id) else { return };
        if peer.last_state.is_some_and(|t| now < t + protocol::SYNC_EVERY) {
            peer.sync_owed = true;
        } else {
            self.send_state(id, now);
        }
    }

    /// Sends to one peer; one whose queue is full is cut off (it reads too slowly).
    fn send(&mut self, id: u64, msg: &HostMsg) {
        self.send_line(id, Arc::from(protocol::encode(msg)));
    }

    fn send_line(&mut self, id: u64, line: Arc<str>) {
        let Some(peer) = self.peers.get(&id) else { return };
        match peer.sender.send(line) {
            Ok(()) => {}
            Err(SendError::Full) => {
                peer.sender.cut();
                let reason = format!(
                    "it read too slowly (more than {} messages or {} bytes were waiting for it)",
                    protocol::SEND_QUEUE,
                    protocol::SEND_BUDGET
                );
                self.remove(id, reason);
            }
            Err(SendError::Gone) => self.remove(id, "the connection failed".into()),
        }
    }

    /// Sends to every joined peer.
    fn broadcast(&mut self, msg: &HostMsg) {
        let line: Arc<str> = Arc::from(protocol::encode(msg));
        let joined: Vec<u64> = self.peers.iter().filter(|(_, p)| p.role.is_some()).map(|(id, _)| *id).collect();
        for id in joined {
            self.send_line(id, line.clone());
        }
    }

    fn accept(&mut self, stream: TcpStream, addr: SocketAddr) {
        let _ = stream.set_nonblocking(false);
        let _ = stream.set_nodelay(true);
        let reader = match stream.try_clone() {
            Ok(r) => r,
            Err(_) => return,
        };
        let (give_sealer, sealer) = mpsc::sync_channel(1);
        let Ok(sender) = Sender::start(stream, sealer, protocol::SEND_QUEUE, protocol::SEND_BUDGET) else { return };
        self.make_room(addr.ip());
        let id = self.next_id;
        self.next_id += 1;
        let (inputs, key) = (self.inputs.clone(), self.key.clone());
        let read = move || read_peer(id, reader, &key, give_sealer, inputs);
        if std::thread::Builder::new().name("net-reader".into()).spawn(read).is_err() {
            return;
        }
        self.peers.insert(id, Peer { sender, addr, role: None, last_state: None, sync_owed: false, ping_sent: None, rtt: Default::default() });
    }

    /// Before a new connection from `ip` waits: if its address, or the pool, already holds as
    /// many waiting connections as allowed, the oldest of them goes. The newest is kept because
    /// a joiner sends its hello at once: an idle or half-open connection has had its chance.
    fn make_room(&mut self, ip: IpAddr) {
        let key = address_key(ip);
        let waiting = || self.peers.iter().filter(|(_, p)| p.role.is_none());
        let from_here: Vec<u64> = waiting().filter(|(_, p)| address_key(p.addr.ip()) == key).map(|(id, _)| *id).collect();
        let oldest = if from_here.len() >= protocol::MAX_WAITING_PER_ADDRESS {
            from_here.first().copied()
        } else if waiting().count() >= self.max_waiting {
            waiting().map(|(id, _)| *id).next()
        } else {
            None
        };
        if let Some(id) = oldest
            && let Some(peer) = self.peers.remove(&id)
        {
            peer.sender.cut();
            self.problem(Kind::Stranger, format!("dropped a connection from {} that had not joined: newer ones came", peer.addr));
        }
    }

    /// Refuses a peer with a reason and closes its connection after sending it.
    fn refuse(&mut self, id: u64, reason: String, again: bool) {
        if let Some(peer) = self.peers.get(&id) {
            let who = self.who(id);
            let kind = if peer.role.is_some() { Kind::Joined } else { Kind::Stranger };
            let _ = peer.sender.send(protocol::encode(&HostMsg::Refused { reason: reason.clone(), again }));
            let addr = peer.addr;
            self.problem(kind, format!("refused {who} ({addr}): {reason}"));
            self.remove(id, reason);
        }
    }

    /// "seat 1", "a spectator", "a new connection".
    fn who(&self, id: u64) -> String {
        match self.peers.get(&id).and_then(|p| p.role) {
            Some(Some(seat)) => format!("seat {}", seat.number()),
            Some(None) => "a spectator".into(),
            None => "a new connection".into(),
        }
    }

    /// Forgets a connection (its writer sends what is queued, then closes); frees its seat.
    fn remove(&mut self, id: u64, reason: String) {
        let Some(peer) = self.peers.remove(&id) else { return };
        match peer.role {
            Some(Some(seat)) => {
                self.holders[seat] = None;
                self.away_since[seat.index()] = Some(Instant::now());
                self.broadcast(&HostMsg::SeatStatus { seat, connected: false, name: self.names[seat].clone() });
                self.event(HostEvent::Dropped { seat: Some(seat), reason });
                self.publish();
            }
            Some(None) => self.event(HostEvent::Dropped { seat: None, reason }),
            None => {}
        }
    }

    fn gone(&mut self, id: u64, e: ReadError) {
        let joined = self.peers.get(&id).is_some_and(|p| p.role.is_some());
        match e {
            ReadError::TooLong(_) => self.refuse(id, format!("{e}: the most a client may send is {} bytes", protocol::MAX_CLIENT_LINE), false),
            ReadError::TimedOut if !joined => self.refuse(id, format!("no hello within {} s", protocol::HELLO_TIMEOUT.as_secs()), false),
            ReadError::TimedOut => self.refuse(id, format!("silent for {} s", protocol::SILENCE_TIMEOUT.as_secs()), true),
            e => self.remove(id, e.to_string()),
        }
    }

    fn malformed(&mut self, id: u64, reason: String) {
        match self.peers.get(&id).map(|p| p.role) {
            Some(Some(_)) => self.error(id, reason),
            Some(None) => self.refuse(id, format!("the first message must be a hello ({reason})"), false),
            None => {}
        }
    }

    /// Refuses one message; the connection stays.
    fn error(&mut self, id: u64, reason: String) {
        self.problem(Kind::Joined, format!("refused a message from {}: {reason}", self.who(id)));
        self.send(id, &HostMsg::Error { reason });
    }

    fn message(&mut self, id: u64, msg: ClientMsg) {
        let Some(role) = self.peers.get(&id).map(|p| p.role) else { return };
        let Some(seat) = role else {
            match msg {
                ClientMsg::Hello { protocol, version, code, seat, name } => self.hello(id, protocol, &version, &code, seat, &name),
                _ => self.refuse(id, "the first message must be a hello".into(), false),
            }
            return;
        };
        match msg {
            ClientMsg::Hello { .. } => self.error(id, "already joined".into()),
            ClientMsg::Ping => self.send(id, &HostMsg::Pong),
            ClientMsg::Pong => self.ponged(id),
            ClientMsg::Sync => self.sync(id),
            other => {
                let Some(seat) = seat else {
                    return self.error(id, "a spectator can only watch".into());
                };
                let done = match other {
                    ClientMsg::Move { ply, notation } => self.remote_move(seat, ply, &notation),
                    ClientMsg::Offer(what) => self.offer(seat, what),
                    ClientMsg::Answer { accept } => self.answer(seat, accept),
                    ClientMsg::Resign => self.resign(seat),
                    ClientMsg::Claim { draw } => self.claim(seat, draw),
                    _ => Ok(()),
                };
                if let Err(reason) = done {
                    self.error(id, reason.to_string());
                }
            }
        }
    }

    fn hello(&mut self, id: u64, protocol_version: u32, version: &str, code: &str, seat: Option<usize>, name: &str) {
        if protocol_version != protocol::PROTOCOL {
            let reason = format!("this host speaks protocol {}, the client {protocol_version}", protocol::PROTOCOL);
            return self.refuse(id, reason, false);
        }
        if version != protocol::VERSION {
            let reason = format!("this host runs towers {}, the client '{}': both need the same version", protocol::VERSION, quoted(version));
            return self.refuse(id, reason, false);
        }
        let Some(ip) = self.peers.get(&id).map(|p| p.addr.ip()) else { return };
        let now = Instant::now();
        if let Err(wait) = self.guard.may_try(ip, now) {
            let reason = format!("too many wrong join codes: try again in {} s", wait.as_secs() + 1);
            return self.refuse(id, reason, true);
        }
        if !code.trim().eq_ignore_ascii_case(&self.code) {
            self.guard.wrong(ip, now);
            return self.refuse(id, "wrong join code".into(), false);
        }
        self.guard.right(ip);
        let name: String = quoted(name.trim()).to_string().chars().take(40).collect();
        // The seat asked for is a number from the client: one this game has, or a refusal.
        let seat = match seat.map(|s| Seat::checked(s, self.kinds.len()).ok_or(s)).transpose() {
            Ok(seat) => seat,
            Err(s) => return self.refuse(id, format!("no seat {}: this game has seats 1 to {}", s + 1, self.kinds.len()), false),
        };
        match seat {
            Some(s) if self.kinds[s] != SeatKind::Remote => {
                return self.refuse(id, format!("seat {} is not open to remote players: it is {}", s.number(), self.kinds[s].describe()), false);
            }
            Some(s) if self.holders[s].is_some() => return self.refuse(id, format!("seat {} is taken", s.number()), true),
            None if self.peers.values().filter(|p| p.role == Some(None)).count() >= self.max_spectators => {
                return self.refuse(id, format!("there are already {} spectators", self.max_spectators), true);
            }
            _ => {}
        }
        if let Some(peer) = self.peers.get_mut(&id) {
            peer.role = Some(seat);
        }
        if let Some(s) = seat {
            self.holders[s] = Some(id);
            self.away_since[s.index()] = None;
            self.names[s] = name.clone();
            self.broadcast(&HostMsg::SeatStatus { seat: s, connected: true, name: name.clone() });
            self.publish();
        }
        let welcome = HostMsg::Welcome {
            protocol: protocol::PROTOCOL,
            version: protocol::VERSION.into(),
            seat,
            save: self.save_text.to_string(),
            seats: self.seat_infos(),
        };
        self.send(id, &welcome);
        // The first round trip at once: the player's first move may come before the next ping.
        self.ping(id, now);
        if let Some(p) = &self.offer {
            let offered = HostMsg::Offered { by: p.by, what: p.what, waiting: p.waiting.iter().copied().collect() };
            self.send(id, &offered);
        }
        self.event(HostEvent::Joined { seat, name });
    }

    fn local(&mut self, c: LocalCommand) {
        let seat = match &c {
            LocalCommand::Move { seat, .. }
            | LocalCommand::Offer { seat, .. }
            | LocalCommand::Answer { seat, .. }
            | LocalCommand::Resign { seat }
            | LocalCommand::Claim { seat, .. } => *seat,
        };
        let done = if self.kinds.get(seat.index()) != Some(&SeatKind::Local) {
            Err(Refusal::NotHere(seat))
        } else {
            match c {
                LocalCommand::Move { notation, .. } => self.checked_move(seat, &notation),
                LocalCommand::Offer { what, .. } => self.offer(seat, what),
                LocalCommand::Answer { accept, .. } => self.answer(seat, accept),
                LocalCommand::Resign { .. } => self.resign(seat),
                LocalCommand::Claim { draw, .. } => self.claim(seat, draw),
            }
        };
        if let Err(reason) = done {
            self.event(HostEvent::Rejected { seat, reason: reason.to_string() });
        }
    }

    fn remote_move(&mut self, seat: Seat, ply: usize, notation: &str) -> Result<(), Refusal> {
        if ply != self.history.ply() + 1 {
            return Err(Refusal::OutOfDate { ply, now: self.history.ply() + 1 });
        }
        if self.history.current().to_move() == seat {
            self.clock_remote_move(seat, Instant::now());
        }
        self.checked_move(seat, notation)
    }

    /// Pings every joined peer, timing the answer of each that has none outstanding.
    fn ping_all(&mut self, now: Instant) {
        let ids: Vec<u64> = self.peers.iter().filter(|(_, p)| p.role.is_some()).map(|(id, _)| *id).collect();
        for id in ids {
            self.ping(id, now);
        }
    }

    fn ping(&mut self, id: u64, now: Instant) {
        if let Some(p) = self.peers.get_mut(&id)
            && p.ping_sent.is_none()
        {
            p.ping_sent = Some(now);
        }
        self.send(id, &HostMsg::Ping);
    }

    /// A peer answered a ping: its round trip.
    fn ponged(&mut self, id: u64) {
        if let Some(p) = self.peers.get_mut(&id)
            && let Some(sent) = p.ping_sent.take()
        {
            p.rtt.measured(sent.elapsed());
            self.publish();
        }
    }

    fn over(&self) -> Result<(), Refusal> {
        match rules::result(&self.history) {
            Some(result) => Err(Refusal::Over(result)),
            None => Ok(()),
        }
    }

    fn checked_move(&mut self, seat: Seat, notation: &str) -> Result<(), Refusal> {
        self.over()?;
        let to_move = self.history.current().to_move();
        if to_move != seat {
            return Err(Refusal::NotYourTurn { seat, name: self.history.current().seat_name(to_move), to_move });
        }
        // A flag that fell before the move ends the game, and everyone hears so.
        self.run_clock(Instant::now());
        self.over()?;
        let played = self.history.play_text(notation)?;
        self.after_move(seat, played);
        Ok(())
    }

    fn after_move(&mut self, seat: Seat, notation: String) {
        self.generation += 1;
        if let Some(p) = self.offer.take() {
            // An offer is about the position it was made in.
            self.broadcast(&HostMsg::Declined { by: p.by });
            self.event(HostEvent::Declined { by: p.by });
        }
        // Saved before anyone hears of it: a host killed now resumes with every move relayed.
        self.autosave();
        let ply = self.history.ply();
        let key = self.history.current().key();
        let clock = self.history.stamps().get(ply - 1).map(|&(_, reading)| reading);
        self.broadcast(&HostMsg::Moved { ply, notation: notation.clone(), key, clock });
        self.event(HostEvent::Moved { ply, notation, seat });
        self.changed();
    }

    /// After any change of the game (saved and relayed): announce the end, or let a computer
    /// play.
    fn changed(&mut self) {
        self.publish();
        if let Some(result) = rules::result(&self.history) {
            self.broadcast(&HostMsg::Ended { result: result.clone() });
            self.event(HostEvent::Ended { result });
        } else {
            self.think_if_due();
        }
    }

    fn think_if_due(&mut self) {
        if rules::result(&self.history).is_some() {
            return;
        }
        let SeatKind::Computer(computer) = self.kinds[self.history.current().to_move()] else { return };
        if let Some((generation, cancel)) = &self.thinking {
            if *generation == self.generation {
                return;
            }
            cancel.store(true, Ordering::SeqCst);
        }
        let cancel = Arc::new(AtomicBool::new(false));
        self.thinking = Some((self.generation, cancel.clone()));
        let game = self.history.current().clone_box();
        let generation = self.generation;
        let seed = self.seed ^ (self.history.ply() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let inputs = self.inputs.clone();
        let allowance = self.allowance();
        let spawned = std::thread::Builder::new().name("net-computer".into()).spawn(move || {
            let adjust = |plan: &mut crate::ai::Plan| {
                computer.adjust(plan);
                if let Some((left, inc, moves_to_go)) = allowance {
                    plan.limits = plan.limits.within_clock(left, inc, moves_to_go);
                }
            };
            let thought = game.think_with(computer.level, &adjust, seed, &cancel, &mut |_| {});
            if !cancel.load(Ordering::SeqCst) {
                let _ = inputs.send(Input::Thought { generation, index: thought.index });
            }
        });
        if spawned.is_err() {
            self.thinking = None;
            self.event(HostEvent::Problem("could not start the computer's search".into()));
        }
    }

    fn computer_move(&mut self, generation: u64, index: usize) {
        if generation != self.generation {
            return;
        }
        self.thinking = None;
        let seat = self.history.current().to_move();
        self.run_clock(Instant::now());
        if self.over().is_err() {
            return;
        }
        match self.history.play_index(index) {
            Ok(notation) => self.after_move(seat, notation),
            Err(e) => self.event(HostEvent::Problem(format!("the computer's move was refused: {e}"))),
        }
    }

    /// The human seats other than `by`, whose consent an offer of `by` needs.
    fn consenters(&self, by: Seat) -> BTreeSet<Seat> {
        Seat::all(self.kinds.len()).filter(|&s| s != by && self.kinds[s].is_human()).collect()
    }

    fn offer(&mut self, by: Seat, what: Offer) -> Result<(), Refusal> {
        self.over()?;
        if !self.kinds[by].is_human() {
            return Err(Refusal::Computer(by));
        }
        if let Some(p) = &self.offer {
            return Err(Refusal::Pending { by: p.by, what: p.what.name() });
        }
        if what == Offer::Undo && rules::undo_target(&self.history, by).is_none() {
            return Err(Refusal::NothingToUndo(by));
        }
        let waiting = self.consenters(by);
        let list: Vec<Seat> = waiting.iter().copied().collect();
        self.broadcast(&HostMsg::Offered { by, what, waiting: list.clone() });
        self.event(HostEvent::Offered { by, what, waiting: list });
        self.offer = Some(Pending { by, what, waiting });
        self.settle_offer();
        Ok(())
    }

    fn answer(&mut self, seat: Seat, accept: bool) -> Result<(), Refusal> {
        let Some(p) = &mut self.offer else { return Err(Refusal::NoOffer) };
        if !p.waiting.remove(&seat) {
            return Err(Refusal::NotAsked(seat));
        }
        if !accept {
            self.offer = None;
            self.broadcast(&HostMsg::Declined { by: seat });
            self.event(HostEvent::Declined { by: seat });
            return Ok(());
        }
        self.settle_offer();
        Ok(())
    }

    /// Carries out the offer once nobody's answer is awaited.
    fn settle_offer(&mut self) {
        if !self.offer.as_ref().is_some_and(|p| p.waiting.is_empty()) {
            return;
        }
        let Some(p) = self.offer.take() else { return };
        self.generation += 1;
        self.broadcast(&HostMsg::Agreed { what: p.what });
        self.event(HostEvent::Agreed { what: p.what });
        match p.what {
            Offer::Undo => {
                let target = rules::undo_target(&self.history, p.by).unwrap_or(self.history.ply());
                while self.history.ply() > target {
                    self.history.undo();
                }
                self.autosave();
                let ply = self.history.ply();
                self.broadcast(&HostMsg::Undone { ply });
                self.event(HostEvent::Undone { ply });
            }
            Offer::Draw => {
                if let Err(e) = rules::agree_draw(&mut self.history) {
                    self.event(HostEvent::Problem(format!("the agreed draw could not be recorded: {e}")));
                }
                self.autosave();
            }
        }
        self.changed();
    }

    fn resign(&mut self, seat: Seat) -> Result<(), Refusal> {
        self.over()?;
        rules::resign(&mut self.history, seat)?;
        self.generation += 1;
        self.offer = None;
        self.autosave();
        self.broadcast(&HostMsg::Resigned { seat });
        self.event(HostEvent::Resigned { seat });
        self.changed();
        Ok(())
    }
}

/// When the table next looks at its clocks, and when each thing on them is due.
struct Clocks {
    next: Instant,
    ping: Instant,
    save_retry: Instant,
}

impl Clocks {
    fn new(now: Instant) -> Clocks {
        Clocks { next: now, ping: now + protocol::PING_EVERY, save_retry: now }
    }
}
