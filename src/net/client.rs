//! The client: joins a host, keeps its own copy of the game, and checks it. Every relayed move
//! is played through the client's own engine and the position key compared with the host's;
//! on any disagreement the client asks for the whole game again (`Sync`) and rebuilds it. When
//! the connection goes, the client keeps trying (backing off up to a second) for a configurable
//! time and, once back, takes its seat again and rebuilds from the host's save. Only a
//! connection that was welcomed starts that time again, so a host that accepts and then
//! misbehaves cannot keep the client trying for ever.
//!
//! The host is trusted for the game, not for sizes: every text it sends is cut and escaped
//! before the client keeps or shows it, and a welcome to another game or seat is refused.
//!
//! One thread runs the connection and the copy of the game; the embedding program polls
//! [`ClientEvent`]s and sends [`ClientCommand`]s without ever blocking.

use super::invite::{Invitation, Route};
use super::protocol::{self, ClientMsg, HostMsg, Offer, SeatInfo};
use super::rules;
use super::secure::{self, HandshakeError, PublicKey, SecureReader};
use super::wire::{LineReader, ReadError, Sender};
use crate::core::Seat;
use crate::core::text::{quoted, quoted_up_to};
use crate::record::{History, SaveFile};
use std::net::{TcpStream, ToSocketAddrs};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Where and how to join.
#[derive(Clone, Debug)]
pub struct ClientConfig {
    /// "host:port".
    pub addr: String,
    pub code: String,
    /// The host's public key, from the invitation: the connection is refused by anyone else.
    pub key: PublicKey,
    /// The host's ticket when it is reached over the internet transport (`net::p2p`) rather
    /// than at `addr`.
    pub p2p: Option<String>,
    /// For the internet transport: a relay to use instead of the ticket's (`--relay`, checked
    /// with `net::p2p::relay_url`), and whether direct paths may be tried.
    pub relay: Option<String>,
    pub direct: bool,
    /// The seat to take (from 0), `None` to watch.
    pub seat: Option<usize>,
    /// Shown to the others.
    pub name: String,
    /// How long to keep trying to reach the host (first connection or after a drop).
    pub retry_for: Duration,
    /// The game (its id, `storm`) and variant the client means to join, if it says; a host
    /// playing another is refused.
    pub game: Option<String>,
    pub variant: Option<String>,
    /// Told after every event (the app's window wakes to show it).
    pub wake: Option<super::Wake>,
}

impl ClientConfig {
    pub fn new(addr: impl Into<String>, code: impl Into<String>, key: PublicKey, seat: Option<usize>) -> ClientConfig {
        ClientConfig {
            addr: addr.into(),
            code: code.into(),
            key,
            p2p: None,
            relay: None,
            direct: true,
            seat,
            name: String::new(),
            retry_for: Duration::from_secs(60),
            game: None,
            variant: None,
            wake: None,
        }
    }
}

impl ClientConfig {
    /// To join the host an invitation names.
    pub fn for_invitation(invitation: &Invitation, seat: Option<usize>) -> ClientConfig {
        match &invitation.route {
            Route::Tcp(addr) => ClientConfig::new(addr.clone(), invitation.code.clone(), invitation.key, seat),
            Route::P2p(ticket) => {
                let mut config = ClientConfig::new(invitation.route.to_string(), invitation.code.clone(), invitation.key, seat);
                config.p2p = Some(ticket.clone());
                config
            }
        }
    }
}

#[cfg(feature = "online")]
mod online_seat;
#[cfg(feature = "online")]
pub use online_seat::join_server;

/// What happened, in order.
#[derive(Clone, Debug)]
pub enum ClientEvent {
    /// Joined (or, with `rejoined`, joined again after a drop): the game as the host has it.
    Welcome {
        seat: Option<Seat>,
        history: Box<History>,
        seats: Vec<SeatInfo>,
        rejoined: bool,
    },
    /// Move number `ply` was played (and checked against the host's position key).
    Moved {
        ply: usize,
        notation: String,
    },
    Undone {
        ply: usize,
    },
    /// The copy disagreed with the host and was rebuilt from its save.
    Resynced {
        ply: usize,
        reason: String,
    },
    Offered {
        by: Seat,
        what: Offer,
        waiting: Vec<Seat>,
    },
    Declined {
        by: Seat,
    },
    Agreed {
        what: Offer,
    },
    Resigned {
        seat: Seat,
    },
    /// `seat`'s player left and another claimed the game (`draw`: a draw).
    Claimed {
        seat: Seat,
        draw: bool,
    },
    SeatStatus {
        seat: Seat,
        connected: bool,
        name: String,
    },
    Ended {
        result: String,
    },
    /// The host refused one message (a move out of turn, an illegal one); nothing changed.
    Error {
        reason: String,
    },
    /// The connection went; the client is trying again.
    Lost {
        reason: String,
    },
    /// The host refused to let the client join, for good (wrong code, seat not open); the
    /// client has stopped.
    Refused {
        reason: String,
    },
    /// The host could not be reached again in time; the client has stopped.
    GaveUp {
        reason: String,
    },
}

/// What the client's player does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClientCommand {
    /// A move in notation, for the move the game is at now.
    Move(String),
    Offer(Offer),
    Answer(bool),
    Resign,
    /// Claim the game (`draw`: a draw) from a player away for `protocol::CLAIM_AFTER`.
    Claim {
        draw: bool,
    },
    /// Ask for the whole game again.
    Sync,
}

/// A running client. Dropping it closes the connection.
pub struct ClientHandle {
    events: Receiver<ClientEvent>,
    inputs: mpsc::Sender<Input>,
    shared: Arc<Mutex<Option<Copy>>>,
    /// The round trip to the host in microseconds, from the last ping answered (0: none yet).
    round_trip: Arc<std::sync::atomic::AtomicU64>,
    thread: Option<JoinHandle<()>>,
    #[cfg(feature = "p2p")]
    dialer: Option<Arc<super::p2p::Dialer>>,
}

/// A text from the host as the client keeps and shows it: cut and escaped.
fn from_host(text: &str) -> String {
    quoted_up_to(text, protocol::MAX_HOST_TEXT).to_string()
}

/// The host's game, as it sent it, does not load.
#[derive(Debug, thiserror::Error)]
#[error("{}", from_host(&format!("the host's game does not load: {}", .0)))]
struct BadSave(crate::record::LoadError);

/// Why a connection could not be made.
#[derive(Debug, thiserror::Error)]
enum ConnectError {
    #[error("cannot resolve {addr}: {source}")]
    Resolve { addr: String, source: std::io::Error },
    #[error("no address for {0}")]
    NoAddress(String),
    #[error("cannot connect to {addr}: {source}")]
    Connect { addr: std::net::SocketAddr, source: std::io::Error },
    #[error("no encrypted connection to {addr}: {source}")]
    Handshake { addr: String, source: HandshakeError },
    /// The internet transport could not reach the host.
    #[error("{0}")]
    P2p(String),
    /// The connection's reader, sender or thread could not be set up.
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

/// Why the host's welcome is not the one asked for.
#[derive(Debug, thiserror::Error)]
enum Unwelcome {
    #[error("the host plays {} ({}), not {}", from_host(.game), from_host(.variant), quoted(.asked))]
    OtherGame { game: String, variant: String, asked: String },
    #[error("the host gave {}, not {}", seat_words(*.gave), seat_words(*.asked))]
    OtherSeat { gave: Option<Seat>, asked: Option<usize> },
    #[error("no seat {}: the host's game has seats 1 to {seats}", .seat.number())]
    NoSeat { seat: Seat, seats: usize },
}

/// "seat 2" (counted from 1, as players count), or a spectator's place.
fn seat_words(s: Option<impl Into<usize>>) -> String {
    s.map_or("a spectator's place".to_string(), |s| format!("seat {}", s.into() + 1))
}

/// The client's copy of the game, with what its save file takes from the host.
#[derive(Clone)]
struct Copy {
    history: History,
    seats: Vec<String>,
    date: String,
    game: String,
    variant: String,
}

impl Copy {
    fn from_save(text: &str) -> Result<Copy, BadSave> {
        let (save, mut history) = SaveFile::load(text).map_err(BadSave)?;
        // The host keeps the clocks; this copy shows them.
        history.follow_clock();
        Ok(Copy { history, seats: save.seats, date: save.date, game: save.game, variant: save.variant })
    }

    fn save(&self) -> SaveFile {
        let mut save = SaveFile::from_history(&self.history, &self.seats);
        save.date = self.date.clone();
        save
    }
}

impl ClientHandle {
    pub fn events(&self) -> &Receiver<ClientEvent> {
        &self.events
    }
    /// Queues a command; the answer comes as events. Never blocks.
    pub fn send(&self, command: ClientCommand) {
        let _ = self.inputs.send(Input::Command(command));
    }
    /// The client's copy of the game, once welcomed.
    /// The round trip to the host, from the last ping it answered.
    pub fn round_trip(&self) -> Option<Duration> {
        let micros = self.round_trip.load(std::sync::atomic::Ordering::Relaxed);
        (micros > 0).then(|| Duration::from_micros(micros))
    }

    pub fn history(&self) -> Option<History> {
        self.shared.lock().expect("client state").as_ref().map(|c| c.history.clone())
    }
    /// The copy as a save file with the host's date and seats: the same bytes as the host's
    /// when both agree.
    pub fn save(&self) -> Option<SaveFile> {
        self.shared.lock().expect("client state").as_ref().map(Copy::save)
    }
    /// Closes the connection and waits for the client's thread.
    pub fn close(mut self) {
        self.stop();
    }

    fn stop(&mut self) {
        let _ = self.inputs.send(Input::Close);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
        #[cfg(feature = "p2p")]
        if let Some(d) = &self.dialer {
            d.close();
        }
    }

    /// Over the internet transport, whether the connection now goes straight to the host or
    /// through the relay; `None` over TCP.
    pub fn path(&self) -> Option<String> {
        #[cfg(feature = "p2p")]
        if let Some(d) = &self.dialer {
            return Some(d.path().map_or("connecting".to_string(), |p| p.to_string()));
        }
        None
    }
}

impl Drop for ClientHandle {
    fn drop(&mut self) {
        self.stop();
    }
}

/// Starts joining `config.addr`; everything from here on comes as events.
pub fn connect(config: ClientConfig) -> ClientHandle {
    let (inputs, input_rx) = mpsc::channel();
    let (events_tx, events) = mpsc::channel();
    let shared = Arc::new(Mutex::new(None));
    let round_trip = Arc::new(std::sync::atomic::AtomicU64::new(0));
    #[cfg(feature = "p2p")]
    let dialer = config.p2p.as_ref().map(|_| {
        let relay = config.relay.as_deref().and_then(|r| super::p2p::relay_url(r).ok());
        Arc::new(super::p2p::Dialer::new(relay, config.direct))
    });
    let mut run = Run {
        #[cfg(feature = "p2p")]
        dialer: dialer.clone(),
        config,
        inputs: inputs.clone(),
        events: events_tx,
        shared: shared.clone(),
        round_trip: round_trip.clone(),
        copy: None,
        generation: 0,
        resyncing: false,
        connected: false,
    };
    // The copy's words are compared with the host's (its result), and the host speaks
    // English (`net::host`): so does the client's thread, whatever the app's language.
    let thread = std::thread::Builder::new()
        .name("net-client".into())
        .spawn(move || {
            let _english = crate::i18n::Speaking::new(crate::i18n::Lang::English);
            run.run(&input_rx)
        })
        .ok();
    ClientHandle {
        events,
        inputs,
        shared,
        round_trip,
        thread,
        #[cfg(feature = "p2p")]
        dialer,
    }
}

enum Input {
    /// A game's state from a Towers server (`online_seat`).
    #[cfg(feature = "online")]
    Server(Box<super::online::GameState>),
    /// The server's stream of states ended.
    #[cfg(feature = "online")]
    StreamEnded(String),
    Line(u64, Result<HostMsg, protocol::DecodeError>),
    Gone(u64, ReadError),
    Command(ClientCommand),
    Close,
}

/// How a connection ended.
enum End {
    /// Lost after a welcome: try again, for the whole retry time.
    Lost(String),
    /// Lost before any welcome: try again, within the time already running.
    Unwelcome(String),
    /// Refused with a reason that may pass: try again, quietly.
    Again(String),
    /// Stop (closed by the program, refused for good, or the game is over).
    Stop,
}

struct Run {
    config: ClientConfig,
    inputs: mpsc::Sender<Input>,
    events: mpsc::Sender<ClientEvent>,
    shared: Arc<Mutex<Option<Copy>>>,
    round_trip: Arc<std::sync::atomic::AtomicU64>,
    copy: Option<Copy>,
    /// Numbers connections, so lines from an old one are ignored.
    generation: u64,
    /// A `Sync` is out: relayed moves wait for the `State`.
    resyncing: bool,
    /// Welcomed on the connection now open.
    connected: bool,
    /// The internet transport's endpoint, when the host is reached that way.
    #[cfg(feature = "p2p")]
    dialer: Option<Arc<super::p2p::Dialer>>,
}

impl Run {
    /// Tells the program, after publishing the copy, so that what it reads on hearing an event
    /// is already the game after it.
    fn event(&self, e: ClientEvent) {
        self.publish();
        let _ = self.events.send(e);
        if let Some(w) = &self.config.wake {
            (w.0)();
        }
    }

    fn publish(&self) {
        *self.shared.lock().expect("client state") = self.copy.clone();
    }

    fn run(&mut self, inputs: &Receiver<Input>) {
        let mut trying_since = Instant::now();
        let mut backoff = Duration::from_millis(100);
        let mut last_problem;
        let mut told = String::new();
        loop {
            let end = self.connection(inputs);
            self.connected = false;
            match end {
                Ok(End::Stop) => return,
                Ok(End::Lost(reason)) => {
                    self.event(ClientEvent::Lost { reason: reason.clone() });
                    last_problem = reason;
                    trying_since = Instant::now();
                    backoff = Duration::from_millis(100);
                }
                Ok(End::Again(reason)) => {
                    // Said once per reason: the client may try many times.
                    if reason != told && self.copy.is_none() {
                        self.event(ClientEvent::Error { reason: format!("not joined yet: {reason}; trying again") });
                        told.clone_from(&reason);
                    }
                    last_problem = reason;
                }
                Ok(End::Unwelcome(reason)) => last_problem = reason,
                // Someone else answers at that address: trying again cannot help.
                Err(e @ ConnectError::Handshake { source: HandshakeError::NotTheHost, .. }) => {
                    self.event(ClientEvent::Refused { reason: e.to_string() });
                    return;
                }
                Err(e) => last_problem = e.to_string(),
            }
            if trying_since.elapsed() >= self.config.retry_for {
                let reason = format!("the host could not be reached for {} s ({last_problem})", self.config.retry_for.as_secs());
                self.event(ClientEvent::GaveUp { reason });
                return;
            }
            // Wait, but stay responsive to Close; commands meanwhile are dropped (the game
            // state they were meant for is about to be replaced).
            let until = Instant::now() + backoff;
            while let Some(left) = until.checked_duration_since(Instant::now()) {
                match inputs.recv_timeout(left) {
                    Ok(Input::Close) | Err(RecvTimeoutError::Disconnected) => return,
                    // The welcome after reconnecting brings the whole game anyway.
                    Ok(Input::Command(ClientCommand::Sync)) => {}
                    Ok(Input::Command(_)) => self.event(ClientEvent::Error { reason: "not connected: the command was not sent".into() }),
                    _ => {}
                }
            }
            backoff = (backoff * 2).min(Duration::from_secs(1));
        }
    }

    /// One connection, from connect to its end. `Err`: it could not be made.
    fn connection(&mut self, inputs: &Receiver<Input>) -> Result<End, ConnectError> {
        let (mut stream, addr) = match &self.config.p2p {
            Some(ticket) => (self.dial(ticket)?, self.config.addr.clone()),
            None => self.tcp()?,
        };
        let _ = stream.set_nodelay(true);
        let deadline = Instant::now() + protocol::HELLO_TIMEOUT;
        let channel = secure::connect(&mut stream, &self.config.key, deadline).map_err(|source| ConnectError::Handshake { addr, source })?;
        let reader = SecureReader::new(stream.try_clone()?, channel.opener);
        let sender = Sender::start_sealed(stream, channel.sealer, protocol::SEND_QUEUE, protocol::SEND_BUDGET)?;
        self.generation += 1;
        let generation = self.generation;
        let lines = self.inputs.clone();
        std::thread::Builder::new().name("net-client-reader".into()).spawn(move || read_host(generation, reader, lines))?;
        let hello = ClientMsg::Hello {
            protocol: protocol::PROTOCOL,
            version: protocol::VERSION.into(),
            code: self.config.code.clone(),
            seat: self.config.seat,
            name: self.config.name.clone(),
        };
        let _ = sender.send(protocol::encode(&hello));
        let mut welcomed = false;
        let mut next_ping = Instant::now() + protocol::PING_EVERY;
        let mut ping_sent: Option<Instant> = None;
        let end = loop {
            let input = match inputs.recv_timeout(next_ping.saturating_duration_since(Instant::now())) {
                Ok(input) => input,
                Err(RecvTimeoutError::Timeout) => {
                    next_ping = Instant::now() + protocol::PING_EVERY;
                    ping_sent.get_or_insert_with(Instant::now);
                    let _ = sender.send(protocol::encode(&ClientMsg::Ping));
                    continue;
                }
                Err(RecvTimeoutError::Disconnected) => break End::Stop,
            };
            match input {
                Input::Close => break End::Stop,
                Input::Command(c) => {
                    if let Some(msg) = self.command(c) {
                        let _ = sender.send(protocol::encode(&msg));
                    }
                }
                Input::Gone(g, e) if g == generation => {
                    break if self.over() {
                        End::Stop
                    } else if welcomed {
                        End::Lost(e.to_string())
                    } else {
                        End::Unwelcome(e.to_string())
                    };
                }
                Input::Line(g, line) if g == generation => match line {
                    Err(reason) => self.event(ClientEvent::Error {
                        reason: format!("the host sent a line that is not a message: {}", from_host(&reason.to_string())),
                    }),
                    Ok(HostMsg::Refused { reason, again }) => {
                        let reason = from_host(&reason);
                        if again {
                            break End::Again(reason);
                        }
                        self.event(ClientEvent::Refused { reason });
                        break End::Stop;
                    }
                    Ok(HostMsg::Welcome { protocol: p, version, seat, save, seats }) => match self.welcome(p, &version, seat, &save, seats) {
                        Ok(()) => welcomed = true,
                        Err(event) => {
                            self.event(event);
                            break End::Stop;
                        }
                    },
                    Ok(HostMsg::Ping) => {
                        let _ = sender.send(protocol::encode(&ClientMsg::Pong));
                    }
                    Ok(HostMsg::Pong) => {
                        if let Some(sent) = ping_sent.take() {
                            self.round_trip.store(sent.elapsed().as_micros().max(1) as u64, std::sync::atomic::Ordering::Relaxed);
                        }
                    }
                    Ok(msg) if welcomed => {
                        if let Some(reply) = self.relayed(msg) {
                            let _ = sender.send(protocol::encode(&reply));
                        }
                    }
                    Ok(_) => {}
                },
                Input::Line(..) | Input::Gone(..) => {}
                #[cfg(feature = "online")]
                Input::Server(_) | Input::StreamEnded(_) => {}
            }
        };
        // Queued lines (a last answer) go out before the connection closes.
        sender.close(Instant::now() + Duration::from_secs(1));
        Ok(end)
    }

    /// Takes the host's welcome if it is for this client's game and seat; otherwise the event
    /// that ends the client.
    fn welcome(&mut self, p: u32, version: &str, seat: Option<Seat>, save: &str, seats: Vec<SeatInfo>) -> Result<(), ClientEvent> {
        if p != protocol::PROTOCOL || version != protocol::VERSION {
            return Err(ClientEvent::Refused { reason: format!("the host runs towers '{}' (protocol {p})", from_host(version)) });
        }
        let copy = Copy::from_save(save).map_err(|e| ClientEvent::GaveUp { reason: e.to_string() })?;
        self.check_welcome(&copy, seat).map_err(|e| ClientEvent::Refused { reason: e.to_string() })?;
        let count = copy.history.current().seats();
        let seats: Vec<SeatInfo> =
            seats.iter().take(count).map(|s| SeatInfo { kind: from_host(&s.kind), connected: s.connected, name: from_host(&s.name) }).collect();
        let rejoined = self.copy.is_some();
        let history = Box::new(copy.history.clone());
        self.copy = Some(copy);
        self.resyncing = false;
        self.connected = true;
        self.event(ClientEvent::Welcome { seat, history, seats, rejoined });
        Ok(())
    }

    /// The welcome's game is the one asked for (if asked), and its seat the one asked for, which
    /// the game has.
    fn check_welcome(&self, copy: &Copy, seat: Option<Seat>) -> Result<(), Unwelcome> {
        let wanted = |want: &Option<String>, got: &str| want.as_ref().is_none_or(|w| w.eq_ignore_ascii_case(got));
        if !wanted(&self.config.game, &copy.game) || !wanted(&self.config.variant, &copy.variant) {
            let asked = [self.config.game.as_deref(), self.config.variant.as_deref()].into_iter().flatten().collect::<Vec<_>>().join(" ");
            return Err(Unwelcome::OtherGame { game: copy.game.clone(), variant: copy.variant.clone(), asked });
        }
        if seat.map(Seat::index) != self.config.seat {
            return Err(Unwelcome::OtherSeat { gave: seat, asked: self.config.seat });
        }
        let seats = copy.history.current().seats();
        match seat {
            Some(s) if s.index() >= seats => Err(Unwelcome::NoSeat { seat: s, seats }),
            _ => Ok(()),
        }
    }

    fn over(&self) -> bool {
        self.copy.as_ref().is_some_and(|c| rules::result(&c.history).is_some())
    }

    fn command(&mut self, c: ClientCommand) -> Option<ClientMsg> {
        Some(match c {
            ClientCommand::Move(notation) => {
                let ply = self.copy.as_ref().map_or(0, |c| c.history.ply()) + 1;
                ClientMsg::Move { ply, notation }
            }
            ClientCommand::Offer(what) => ClientMsg::Offer(what),
            ClientCommand::Answer(accept) => ClientMsg::Answer { accept },
            ClientCommand::Resign => ClientMsg::Resign,
            ClientCommand::Claim { draw } => ClientMsg::Claim { draw },
            ClientCommand::Sync => {
                self.resyncing = true;
                ClientMsg::Sync
            }
        })
    }

    /// Applies one message from the host to the copy; returns what to answer (a `Sync` when
    /// the copy no longer agrees).
    fn relayed(&mut self, msg: HostMsg) -> Option<ClientMsg> {
        let copy = self.copy.as_mut()?;
        let problem = match msg {
            HostMsg::State { save } => {
                return match Copy::from_save(&save) {
                    Ok(fresh) => {
                        let ply = fresh.history.ply();
                        self.copy = Some(fresh);
                        self.resyncing = false;
                        self.event(ClientEvent::Resynced { ply, reason: "rebuilt from the host's save".into() });
                        None
                    }
                    Err(e) => {
                        self.event(ClientEvent::Error { reason: e.to_string() });
                        None
                    }
                };
            }
            _ if self.resyncing => return None,
            HostMsg::Moved { ply, notation, key, clock } => {
                if ply != copy.history.ply() + 1 {
                    Some(format!("move {ply} came at move {}", copy.history.ply() + 1))
                } else {
                    match copy.history.play_text(&notation) {
                        Err(e) => Some(format!("move {ply} '{}' is not legal here: {}", quoted(&notation), from_host(&e.to_string()))),
                        Ok(_) if copy.history.current().key() != key => Some(format!("the position after move {ply} differs from the host's")),
                        Ok(_) => {
                            // The host's clock is the one that counts.
                            if let Some(reading) = clock {
                                copy.history.set_stamp(ply - 1, reading);
                            }
                            self.event(ClientEvent::Moved { ply, notation: from_host(&notation) });
                            None
                        }
                    }
                }
            }
            HostMsg::Undone { ply } => {
                if ply > copy.history.ply() {
                    Some(format!("an undo to move {ply} from move {}", copy.history.ply()))
                } else {
                    copy.history.undo_to(ply);
                    self.event(ClientEvent::Undone { ply });
                    None
                }
            }
            HostMsg::Agreed { what } => {
                let drawn = if what == Offer::Draw { rules::agree_draw(&mut copy.history) } else { Ok(()) };
                self.event(ClientEvent::Agreed { what });
                drawn.err().map(|e| format!("the agreed draw: {e}"))
            }
            HostMsg::Claimed { seat, draw } => match copy.history.concede(crate::core::Concession::Left { seat, draw }) {
                Ok(_) => {
                    self.event(ClientEvent::Claimed { seat, draw });
                    None
                }
                Err(e) => Some(format!("the claim on seat {}: {e}", seat.number())),
            },
            HostMsg::TimedOut { seat } => match copy.history.time_out_now(seat) {
                Ok(_) => None,
                Err(e) => Some(format!("seat {}'s time-out: {e}", seat.number())),
            },
            HostMsg::Resigned { seat } => match rules::resign(&mut copy.history, seat) {
                Ok(()) => {
                    self.event(ClientEvent::Resigned { seat });
                    None
                }
                Err(e) => Some(format!("seat {}'s resignation: {e}", seat.number())),
            },
            HostMsg::Ended { result } => {
                let ours = rules::result(&copy.history);
                if ours.as_deref() != Some(result.as_str()) {
                    Some(format!("the host's result is '{}', this copy's '{}'", quoted(&result), ours.as_deref().unwrap_or("none")))
                } else {
                    self.event(ClientEvent::Ended { result: from_host(&result) });
                    None
                }
            }
            HostMsg::Offered { by, what, mut waiting } => {
                waiting.truncate(copy.history.current().seats());
                self.event(ClientEvent::Offered { by, what, waiting });
                None
            }
            HostMsg::Declined { by } => {
                self.event(ClientEvent::Declined { by });
                None
            }
            HostMsg::SeatStatus { seat, connected, name } => {
                self.event(ClientEvent::SeatStatus { seat, connected, name: from_host(&name) });
                None
            }
            HostMsg::Error { reason } => {
                self.event(ClientEvent::Error { reason: from_host(&reason) });
                None
            }
            HostMsg::Pong | HostMsg::Ping | HostMsg::Welcome { .. } | HostMsg::Refused { .. } => None,
        };
        problem.map(|reason| {
            self.event(ClientEvent::Error { reason: format!("{reason}: asking the host for the whole game") });
            self.resyncing = true;
            ClientMsg::Sync
        })
    }
}

impl Run {
    /// A socket to the host at `config.addr`, and the address it reached.
    fn tcp(&self) -> Result<(TcpStream, String), ConnectError> {
        let addr = self
            .config
            .addr
            .to_socket_addrs()
            .map_err(|source| ConnectError::Resolve { addr: self.config.addr.clone(), source })?
            .next()
            .ok_or_else(|| ConnectError::NoAddress(self.config.addr.clone()))?;
        let stream = TcpStream::connect_timeout(&addr, Duration::from_secs(3)).map_err(|source| ConnectError::Connect { addr, source })?;
        Ok((stream, addr.to_string()))
    }

    /// A socket to the host the ticket names, through the internet transport.
    #[cfg(feature = "p2p")]
    fn dial(&self, ticket: &str) -> Result<TcpStream, ConnectError> {
        let dialer = self.dialer.as_ref().ok_or_else(|| ConnectError::P2p("no internet transport".into()))?;
        dialer.dial(ticket, P2P_CONNECT_TIMEOUT).map_err(ConnectError::P2p)
    }

    #[cfg(not(feature = "p2p"))]
    fn dial(&self, _ticket: &str) -> Result<TcpStream, ConnectError> {
        Err(ConnectError::P2p("this Towers was built without the internet transport (the p2p feature)".into()))
    }
}

/// How long the internet transport may take to reach a host (a relay far away, hole punching).
#[cfg(feature = "p2p")]
const P2P_CONNECT_TIMEOUT: Duration = Duration::from_secs(15);

fn read_host(generation: u64, stream: SecureReader<TcpStream>, inputs: mpsc::Sender<Input>) {
    let mut reader = LineReader::new(stream, protocol::MAX_HOST_LINE);
    loop {
        match reader.next_line(Instant::now() + protocol::SILENCE_TIMEOUT) {
            Ok(line) => {
                if inputs.send(Input::Line(generation, protocol::decode(&line))).is_err() {
                    return;
                }
            }
            Err(e) => {
                let _ = inputs.send(Input::Gone(generation, e));
                return;
            }
        }
    }
}
