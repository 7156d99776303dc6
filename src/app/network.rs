//! Network play in the window: hosting the game on the board, or joining one (`crate::net`
//! does the networking; the dialogs are `ui::network`).
//!
//! The board follows the host. A click that completes a move does not play it here: the move
//! goes to the host (`GameState::online` collects it), which checks it against its own engine
//! and relays it to everyone; only then does every window play it. So two windows can never
//! disagree, and a window that dropped out simply takes the host's game again when it is back.
//! The host's computer seats are run by the host's network thread, not by `app::computer`, and
//! show here as `SeatKind::Remote` like the players who joined.

use super::state::{GameState, Outbox, Request, SeatKind};
use super::trace::TraceLines;
use crate::core::Seat;
use crate::net::Internet;
use crate::net::invite::Invitation;
use crate::net::secure::{HostKey, PublicKey};
use crate::net::{ClientCommand, ClientConfig, ClientEvent, ClientHandle, HostConfig, HostEvent, HostHandle, LocalCommand, Offer, SeatInfo};
use bevy::prelude::*;

pub struct NetworkPlugin;

impl Plugin for NetworkPlugin {
    fn build(&self, app: &mut App) {
        let proxy = app.world().get_resource::<bevy::winit::EventLoopProxyWrapper>();
        let wake = proxy.is_some().then(|| crate::net::Wake(std::sync::Arc::new(super::wake::waker(proxy))));
        app.insert_resource(Network { wake, ..Default::default() }).add_systems(Update, drive.in_set(crate::app::schedule::Step::Computer));
    }
}

/// A network game asked for on the command line (`--host PORT [--code C]` with `--seats`
/// saying who plays, `remote` for a friend; `--join INVITATION [--seat N|spectator]
/// [--name NAME]`), started on the first frame.
#[derive(Resource, Clone, Debug, PartialEq)]
pub enum NetStart {
    /// `bind`: the address to listen on (every interface unless `--bind`; tests use 127.0.0.1).
    Host {
        port: u16,
        code: Option<String>,
        bind: String,
        /// `--p2p`, `--relay`, `--no-direct`: also reachable over the internet transport.
        internet: Option<Internet>,
    },
    Join {
        invitation: Invitation,
        seat: Option<usize>,
        name: String,
        internet: Internet,
    },
    /// `towers towers://…` (a link clicked): the Network window opens with the invitation
    /// pasted, for the player to choose a seat and join.
    Invite {
        invitation: Invitation,
    },
}

pub fn start_from_args(args: &crate::cli::Args) -> Result<Option<NetStart>, String> {
    match (args.value("host"), args.value("join")) {
        (Some(_), Some(_)) => Err(crate::t!("network-game-host-and-join-cannot")),
        (Some(port), None) => {
            let port = crate::cli::parse_count(port, "--host (a port)", 0..=65_535u32).map_err(|e| e.to_string())? as u16;
            let bind = args.value("bind").unwrap_or("0.0.0.0").to_string();
            let internet = crate::cli::internet_asked(args).map_err(|e| e.to_string())?;
            Ok(Some(NetStart::Host { port, code: args.value("code").map(str::to_string), bind, internet }))
        }
        (None, Some(addr)) => {
            let invitation = addr.parse::<Invitation>().map_err(|e| crate::t!("network-game-join", e = e))?;
            if args.value("code").is_some() {
                return Err(crate::t!("network-game-code-goes-with-host"));
            }
            let seat = args.value("seat").map(crate::cli::parse_seat).transpose().map_err(|e| e.to_string())?.flatten();
            let internet = crate::cli::internet_asked(args).map_err(|e| e.to_string())?.unwrap_or_default();
            Ok(Some(NetStart::Join { invitation, seat, name: args.value("name").unwrap_or("").to_string(), internet }))
        }
        (None, None) if args.value("invite").is_some() => {
            let invitation = args.value("invite").unwrap_or_default().parse::<Invitation>().map_err(|e| e.to_string())?;
            Ok(Some(NetStart::Invite { invitation }))
        }
        (None, None) => {
            for k in ["code", "seat", "name", "bind", "relay"] {
                if args.value(k).is_some() {
                    return Err(crate::t!("network-game-goes-with-host-or", k = k));
                }
            }
            Ok(None)
        }
    }
}

/// This window's end of a network game.
pub enum Link {
    Host(HostHandle),
    Client(ClientHandle),
}

/// An offer waiting for answers.
#[derive(Clone, Debug, PartialEq)]
pub struct Pending {
    pub by: Seat,
    pub what: Offer,
    pub waiting: Vec<Seat>,
}

#[derive(Resource, Default)]
pub struct Network {
    /// In a mutex only because a resource must be shareable between threads and the handles'
    /// event receivers are not; the systems reach it through `&mut` and never wait on it.
    link: Option<std::sync::Mutex<Link>>,
    hosting: bool,
    /// The game is a Towers server's, which takes no undo and no claim.
    on_server: bool,
    /// The seats this window plays.
    pub mine: Vec<Seat>,
    /// Every seat as the host last described it.
    pub seats: Vec<SeatInfo>,
    pub pending: Option<Pending>,
    /// What happened, newest last (the network window shows the last few).
    pub log: Vec<String>,
    /// "Hosting on port 7627, code K7P2QX" / "Joined 10.0.0.2:7627 as Blue".
    pub summary: String,
    /// The join code while hosting.
    pub code: String,
    /// The host's public key while hosting (it goes in the invitations).
    pub key: Option<PublicKey>,
    /// The port while hosting.
    pub port: u16,
    /// The address the host listens on (0.0.0.0: every interface).
    pub bound: Option<std::net::IpAddr>,
    /// Set when the link ended by itself (refused, gave up): shown until the next attempt.
    pub ended: Option<String>,
    /// Wakes the window from the network threads: the app draws only when something happens.
    pub wake: Option<crate::net::Wake>,
    /// Per seat: since when its player has been away, having been there (what a claim needs),
    /// and whether it was there at the last look.
    away_since: Vec<Option<std::time::Instant>>,
    present: Vec<bool>,
    /// Round trips: per seat while hosting, this window's to the host while joined.
    pub round_trips: Vec<Option<std::time::Duration>>,
    pub round_trip: Option<std::time::Duration>,
    /// Over the internet transport, how each connection goes ("direct", "relayed"): per seat
    /// while hosting, this window's while joined.
    pub paths: Vec<Option<String>>,
    pub path: Option<String>,
    /// The host's internet endpoint, when hosting was asked to reach beyond the network here.
    #[cfg(feature = "p2p")]
    p2p: Option<crate::net::p2p::P2pHost>,
    /// Why the internet endpoint did not start (hosting goes on over TCP).
    pub internet_problem: Option<String>,
    /// The invitation over the internet transport, once the host's endpoint is online.
    pub internet_invite: Option<Invitation>,
    /// When the host's endpoint started reaching for a relay.
    pub internet_since: Option<std::time::Instant>,
}

impl Network {
    pub fn active(&self) -> bool {
        self.link.is_some()
    }

    pub fn hosting(&self) -> bool {
        self.hosting
    }

    /// Whether the game is played on a Towers server (no undo, no claims there).
    pub fn on_server(&self) -> bool {
        self.on_server
    }

    fn link(&mut self) -> Option<&mut Link> {
        self.link.as_mut().map(|m| m.get_mut().unwrap_or_else(std::sync::PoisonError::into_inner))
    }

    /// Starts hosting the game on the board with these seats (`Local` ones are this window's).
    pub fn host(
        &mut self,
        state: &mut GameState,
        seats: Vec<crate::net::SeatKind>,
        at: (&str, u16),
        code: &str,
        internet: Option<&Internet>,
    ) -> Result<(), String> {
        let (bind, port) = at;
        self.leave(state);
        let mut config = HostConfig::new(state.record.clone(), seats.clone());
        config.port = port;
        config.bind = bind.to_string();
        config.wake = self.wake.clone();
        config.code = Some(crate::net::host::check_code(code).map_err(|e| e.to_string())?);
        config.key = HostKey::load_or_create(&HostKey::default_path()).map_err(|e| e.to_string())?;
        let handle = crate::net::host::start(config).map_err(|e| e.to_string())?;
        self.mine = Seat::all(seats.len()).zip(&seats).filter(|(_, s)| **s == crate::net::SeatKind::Local).map(|(seat, _)| seat).collect();
        self.port = handle.addr().port();
        self.bound = Some(handle.addr().ip());
        self.code = handle.code().to_string();
        self.key = Some(handle.public_key());
        self.seats = handle.seats();
        self.start_internet(internet, &handle);
        self.summary = crate::t!("network-game-hosting-on-port-code", port = self.port, code = self.code);
        self.ended = None;
        self.log.push(crate::t!("network-game-listening-on-port", port = self.port));
        state.online = Some(Outbox::default());
        state.seats = seats_here(&self.mine, seats.len());
        self.link = Some(std::sync::Mutex::new(Link::Host(handle)));
        self.hosting = true;
        Ok(())
    }

    /// The host's endpoint for the internet transport, when asked for; a failure is told and
    /// hosting goes on over TCP.
    fn start_internet(&mut self, internet: Option<&Internet>, handle: &HostHandle) {
        self.internet_problem = None;
        let Some(asked) = internet else { return };
        #[cfg(feature = "p2p")]
        {
            let wake = self.wake.clone();
            let ready = move || wake.iter().for_each(|w| (w.0)());
            match crate::net::p2p::P2pHost::for_host(asked, handle, ready) {
                Ok(p2p) => {
                    self.p2p = Some(p2p);
                    self.internet_since = Some(std::time::Instant::now());
                }
                Err(e) => self.internet_problem = Some(e),
            }
        }
        #[cfg(not(feature = "p2p"))]
        {
            let _ = (asked, handle);
            self.internet_problem = Some(crate::t!("network-game-this-towers-was-built"));
        }
    }

    /// Whether hosting was asked to reach beyond the network here (the invitation for it may
    /// still be on its way).
    pub fn internet(&self) -> bool {
        #[cfg(feature = "p2p")]
        return self.p2p.is_some();
        #[cfg(not(feature = "p2p"))]
        false
    }

    /// The invitation over the internet transport, once the host's endpoint is online.
    fn internet_invitation(&self, h: &HostHandle) -> Option<Invitation> {
        #[cfg(feature = "p2p")]
        if let Some(p2p) = &self.p2p {
            return p2p.invitation(h);
        }
        let _ = h;
        None
    }

    /// How each seat's joiner is connected, while hosting over the internet transport.
    fn seat_paths(&self, h: &HostHandle) -> Vec<Option<String>> {
        #[cfg(feature = "p2p")]
        if let Some(p2p) = &self.p2p {
            return h.seat_addrs().into_iter().map(|a| a.and_then(|a| p2p.path_to(a)).map(|p| p.to_string())).collect();
        }
        vec![None; h.seats().len()]
    }

    /// Starts joining; the board changes when the host's welcome comes.
    pub fn join(&mut self, state: &mut GameState, invitation: &Invitation, seat: Option<usize>, name: &str, internet: &Internet) {
        self.leave(state);
        let addr = invitation.route.to_string();
        let mut config = ClientConfig::for_invitation(invitation, seat);
        config.relay.clone_from(&internet.relay);
        config.direct = internet.direct;
        config.name = name.trim().to_string();
        config.wake = self.wake.clone();
        self.mine = seat.and_then(|s| Seat::checked(s, 256)).into_iter().collect();
        self.summary = crate::t!("network-game-joining", value = addr.trim());
        self.ended = None;
        self.seats.clear();
        self.link = Some(std::sync::Mutex::new(Link::Client(crate::net::client::connect(config))));
        self.hosting = false;
    }

    /// Plays or watches game `id` of a Towers server, as `online` is signed in there.
    pub fn join_server(&mut self, state: &mut GameState, online: crate::net::online::client::Online, id: &str) {
        self.leave(state);
        self.mine.clear();
        self.summary = crate::t!("online-opening", value = id);
        self.ended = None;
        self.seats.clear();
        self.link = Some(std::sync::Mutex::new(Link::Client(crate::net::client::join_server(online, id, self.wake.clone()))));
        self.hosting = false;
        self.on_server = true;
    }

    /// Ends this window's part: the game stays on the board as a game on this machine.
    pub fn leave(&mut self, state: &mut GameState) {
        match self.link.take().map(|m| m.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner)) {
            Some(Link::Host(h)) => h.shutdown(),
            Some(Link::Client(c)) => c.close(),
            None => return,
        }
        #[cfg(feature = "p2p")]
        if let Some(p2p) = self.p2p.take() {
            p2p.shutdown();
        }
        self.path = None;
        self.internet_invite = None;
        self.hosting = false;
        self.on_server = false;
        state.online = None;
        state.seats = vec![SeatKind::Human; state.current().seats()];
        self.pending = None;
        self.summary.clear();
        self.log.push(crate::t!("network-game-left-the-network-game"));
    }

    /// A local player's answer to the pending offer.
    pub fn answer(&mut self, accept: bool) {
        let Some(p) = &self.pending else { return };
        let waiting: Vec<Seat> = p.waiting.iter().copied().filter(|s| self.mine.contains(s)).collect();
        match self.link() {
            Some(Link::Host(h)) => waiting.iter().for_each(|&seat| h.send(LocalCommand::Answer { seat, accept })),
            Some(Link::Client(c)) => c.send(ClientCommand::Answer(accept)),
            None => {}
        }
    }

    /// Whether a local player's answer is awaited.
    pub fn asked(&self) -> bool {
        self.pending.as_ref().is_some_and(|p| p.waiting.iter().any(|s| self.mine.contains(s)))
    }
}

/// The seats as this window sees them: its own are played here, every other arrives over the
/// network.
fn seats_here(mine: &[Seat], seats: usize) -> Vec<SeatKind> {
    Seat::all(seats).map(|s| if mine.contains(&s) { SeatKind::Human } else { SeatKind::Remote }).collect()
}

/// The local seat a request comes from: the one to move if it is ours, else our first.
fn acting_seat(net: &Network, state: &GameState) -> Option<Seat> {
    let to_move = state.current().to_move();
    if net.mine.contains(&to_move) { Some(to_move) } else { net.mine.first().copied() }
}

impl Network {
    /// Notes which seats' players left and which came back, as the seats now read.
    fn note_presence(&mut self, now: std::time::Instant) {
        self.away_since.resize(self.seats.len(), None);
        self.present.resize(self.seats.len(), false);
        for ((away, was), seat) in self.away_since.iter_mut().zip(&mut self.present).zip(&self.seats) {
            if seat.connected {
                *away = None;
            } else if *was {
                *away = Some(now);
            }
            *was = seat.connected;
        }
    }

    /// A seat whose player has been away long enough for the others to claim the game, and for
    /// how long, unless it is this window's own.
    pub fn claimable(&self) -> Option<(Seat, std::time::Duration)> {
        let away =
            Seat::all(self.away_since.len()).filter(|s| !self.mine.contains(s)).filter_map(|s| self.away_since[s.index()].map(|t| (s, t.elapsed())));
        away.max_by_key(|&(_, d)| d).filter(|&(_, d)| d >= crate::net::protocol::CLAIM_AFTER)
    }
}

fn send(net: &mut Network, state: &GameState, request: Request) {
    let Some(seat) = acting_seat(net, state) else { return };
    match net.link() {
        Some(Link::Host(h)) => h.send(match request {
            Request::Move(notation) => LocalCommand::Move { seat, notation },
            Request::OfferUndo => LocalCommand::Offer { seat, what: Offer::Undo },
            Request::OfferDraw => LocalCommand::Offer { seat, what: Offer::Draw },
            Request::Resign => LocalCommand::Resign { seat },
            Request::Claim(draw) => LocalCommand::Claim { seat, draw },
        }),
        Some(Link::Client(c)) => c.send(match request {
            Request::Move(notation) => ClientCommand::Move(notation),
            Request::OfferUndo => ClientCommand::Offer(Offer::Undo),
            Request::OfferDraw => ClientCommand::Offer(Offer::Draw),
            Request::Resign => ClientCommand::Resign,
            Request::Claim(draw) => ClientCommand::Claim { draw },
        }),
        None => {}
    }
}

/// What this frame heard from the network.
#[derive(Default)]
struct Heard {
    /// The game changed (a move, an undo, an ending): the board follows the host's record.
    changed: bool,
    /// Lines for the log and the trace.
    notes: Vec<String>,
    /// Why the connection ended for good.
    stop: Option<String>,
}

/// Sends what the local players asked for, and follows what the host says.
pub fn drive(
    mut net: ResMut<Network>,
    mut state: ResMut<GameState>,
    mut settings: ResMut<crate::app::settings::Settings>,
    mut trace: ResMut<TraceLines>,
) {
    if net.link.is_none() {
        return;
    }
    let requests = state.online.as_mut().map(|o| std::mem::take(&mut o.requests)).unwrap_or_default();
    for r in requests {
        send(&mut net, &state, r);
    }
    let net = &mut *net;
    let mut cell = net.link.take();
    let link = cell.as_mut().map(|m| m.get_mut().unwrap_or_else(std::sync::PoisonError::into_inner));
    let heard = match &link {
        Some(Link::Host(h)) => {
            net.seats = h.seats();
            net.round_trips = h.round_trips();
            net.paths = net.seat_paths(h);
            let invite = net.internet_invitation(h);
            if let (Some(i), None) = (&invite, &net.internet_invite) {
                trace.push(format!("net internet-invite {i}"));
            }
            net.internet_invite = invite;
            host_events(net, h)
        }
        Some(Link::Client(c)) => {
            net.round_trip = c.round_trip();
            let path = c.path();
            if let Some(p) = path.as_ref().filter(|p| net.path.as_ref() != Some(p)) {
                trace.push(format!("net path {p}"));
            }
            net.path = path;
            client_events(net, c, &mut state)
        }
        None => Heard::default(),
    };
    for n in heard.notes {
        trace.push(format!("net {n}"));
        net.log.push(n);
    }
    let keep = net.log.len().saturating_sub(50);
    net.log.drain(..keep);
    if heard.changed {
        let host = match &link {
            Some(Link::Host(h)) => Some(h.history()),
            Some(Link::Client(c)) => c.history(),
            None => None,
        };
        if let Some(h) = host {
            follow(&mut state, &mut settings, h, &net.mine);
        }
    }
    net.link = cell;
    net.note_presence(std::time::Instant::now());
    if let Some(reason) = heard.stop {
        net.leave(&mut state);
        net.ended = Some(reason);
    }
}

/// The hosting side's events since the last frame.
fn host_events(net: &mut Network, h: &HostHandle) -> Heard {
    let mut heard = Heard::default();
    while let Ok(e) = h.events().try_recv() {
        heard.changed |= matches!(
            e,
            HostEvent::Moved { .. }
                | HostEvent::Undone { .. }
                | HostEvent::Resigned { .. }
                | HostEvent::Claimed { .. }
                | HostEvent::Ended { .. }
                | HostEvent::Agreed { .. }
        );
        heard.notes.extend(host_note(&mut net.pending, &e));
    }
    heard
}

/// The joining side's events since the last frame: its seat, the others' seats, refusals.
fn client_events(net: &mut Network, c: &ClientHandle, state: &mut GameState) -> Heard {
    let mut heard = Heard::default();
    while let Ok(e) = c.events().try_recv() {
        heard.changed |=
            !matches!(e, ClientEvent::Error { .. } | ClientEvent::Lost { .. } | ClientEvent::SeatStatus { .. } | ClientEvent::Offered { .. });
        match &e {
            ClientEvent::Welcome { seat, seats, rejoined, .. } => {
                net.seats = seats.clone();
                net.mine = seat.iter().copied().collect();
                net.summary = match seat {
                    Some(s) => crate::t!("network-game-playing-seat-over-the", value = s.number()),
                    None => crate::t!("network-game-watching-over-the-network"),
                };
                if !rejoined {
                    state.online = Some(Outbox::default());
                }
            }
            ClientEvent::SeatStatus { seat, connected, name } => {
                if let Some(s) = net.seats.get_mut(seat.index()) {
                    s.connected = *connected;
                    s.name = name.clone();
                }
            }
            ClientEvent::Refused { reason } | ClientEvent::GaveUp { reason } => heard.stop = Some(reason.clone()),
            ClientEvent::Error { .. } => {
                if let Some(o) = state.online.as_mut() {
                    o.awaiting = false;
                }
            }
            _ => {}
        }
        heard.notes.extend(client_note(&mut net.pending, &e));
    }
    heard
}

/// Puts the host's record on the board: a new game when it is another one, else its moves.
fn follow(state: &mut GameState, settings: &mut crate::app::settings::Settings, host: crate::record::History, mine: &[Seat]) {
    let fresh = state.online.is_none() || state.record.config() != host.config() || state.record.start_position() != host.start_position();
    if fresh {
        let mut next = GameState::from_record(host);
        next.online = Some(Outbox::default());
        // Another game takes its own look, as a game chosen here does.
        crate::app::prefs::switch_game(state, settings, next);
    } else {
        state.follow(host);
    }
    state.seats = seats_here(mine, state.current().seats());
}

fn seat_word(s: Option<Seat>) -> String {
    s.map_or(crate::t!("network-game-a-spectator"), |s| crate::t!("network-game-seat", value = s.number()))
}

/// An offer made: kept as pending until it is settled.
fn offer_note(pending: &mut Option<Pending>, offer: Option<Pending>) -> String {
    *pending = offer;
    pending.as_ref().map(|p| crate::t!("network-game-offer-by-seat", value = p.what.name(), value2 = p.by.number())).unwrap_or_default()
}

/// An offer declined or agreed: no longer pending.
fn settled(pending: &mut Option<Pending>, note: String) -> String {
    *pending = None;
    note
}

/// The host's events in words (also "net …" trace lines), keeping the pending offer.
fn host_note(pending: &mut Option<Pending>, e: &HostEvent) -> Option<String> {
    Some(match e {
        HostEvent::Moved { ply, notation, seat } => crate::t!("network-game-moved-by-seat", ply = ply, notation = notation, value = seat.number()),
        HostEvent::Undone { ply } => crate::t!("network-game-undone-to", ply = ply),
        HostEvent::Joined { seat, name } => crate::t!("network-game-joined", value = seat_word(*seat), name = name),
        HostEvent::Dropped { seat, reason } => crate::t!("network-game-dropped", value = seat_word(*seat), reason = reason),
        HostEvent::Offered { by, what, waiting } => offer_note(pending, Some(Pending { by: *by, what: *what, waiting: waiting.clone() })),
        HostEvent::Declined { by } => settled(pending, crate::t!("network-game-declined-by-seat", value = by.number())),
        HostEvent::Agreed { what } => settled(pending, crate::t!("network-game-agreed", value = what.name())),
        HostEvent::Resigned { seat } => crate::t!("network-game-resigned-seat", value = seat.number()),
        HostEvent::Claimed { by, seat, draw } => {
            crate::t!(
                "network-game-claimed-by-seat-from",
                value = if *draw { crate::t!("network-game-claim-a-draw") } else { crate::t!("network-game-claim-the-game") },
                value2 = by.number(),
                value3 = seat.number()
            )
        }
        HostEvent::Ended { result } => crate::t!("network-game-ended", result = result),
        HostEvent::Rejected { reason, .. } => crate::t!("network-game-refused", reason = reason),
        HostEvent::Problem(p) => crate::t!("network-game-problem", p = p),
    })
}

/// The client's events in words, keeping the pending offer.
fn client_note(pending: &mut Option<Pending>, e: &ClientEvent) -> Option<String> {
    Some(match e {
        ClientEvent::Welcome { seat, rejoined, .. } => crate::t!(
            "network-game-as",
            value = if *rejoined { crate::t!("network-game-rejoined") } else { crate::t!("network-game-welcome") },
            value2 = seat_word(*seat)
        ),
        ClientEvent::Moved { ply, notation } => crate::t!("network-game-moved", ply = ply, notation = notation),
        ClientEvent::Undone { ply } => crate::t!("network-game-undone-to-2", ply = ply),
        ClientEvent::Resynced { ply, reason } => crate::t!("network-game-resynced-at", ply = ply, reason = reason),
        ClientEvent::Offered { by, what, waiting } => offer_note(pending, Some(Pending { by: *by, what: *what, waiting: waiting.clone() })),
        ClientEvent::Declined { by } => settled(pending, crate::t!("network-game-declined-by-seat-2", value = by.number())),
        ClientEvent::Agreed { what } => settled(pending, crate::t!("network-game-agreed-2", value = what.name())),
        ClientEvent::Resigned { seat } => crate::t!("network-game-resigned-seat-2", value = seat.number()),
        ClientEvent::Claimed { seat, draw } => crate::t!(
            "network-game-claimed-from-seat",
            value = if *draw { crate::t!("network-game-claim-a-draw") } else { crate::t!("network-game-claim-the-game") },
            value2 = seat.number()
        ),
        ClientEvent::SeatStatus { seat, connected, .. } => crate::t!(
            "network-game-seat-2",
            value = seat.number(),
            value2 = if *connected { crate::t!("network-game-seat-connected") } else { crate::t!("network-game-seat-dropped") }
        ),
        ClientEvent::Ended { result } => crate::t!("network-game-ended-2", result = result),
        ClientEvent::Error { reason } => crate::t!("network-game-refused-2", reason = reason),
        ClientEvent::Lost { reason } => crate::t!("network-game-lost-trying-again", reason = reason),
        ClientEvent::Refused { reason } => crate::t!("network-game-not-joined", reason = reason),
        ClientEvent::GaveUp { reason } => crate::t!("network-game-gave-up", reason = reason),
    })
}

pub use crate::net::addresses::{join_addresses, local_addresses};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::GameConfig;
    use std::time::{Duration, Instant};

    /// `--join` takes an invitation, which brings the code and the host's key; a bare address
    /// is refused (it has no key to encrypt to).
    #[test]
    fn the_command_line_joins_by_invitation() {
        let args = |line: &str| crate::cli::Args::parse(&line.split_whitespace().map(String::from).collect::<Vec<_>>()).unwrap();
        let key = crate::net::secure::HostKey::generate().public();
        let start = start_from_args(&args(&format!("--join towers://10.0.0.5:7627/K7P2QX/{key} --seat 2"))).unwrap();
        let invitation = Invitation { route: crate::net::invite::Route::Tcp("10.0.0.5:7627".into()), code: "K7P2QX".into(), key };
        assert_eq!(start, Some(NetStart::Join { invitation, seat: Some(1), name: String::new(), internet: Internet::default() }));
        assert!(start_from_args(&args("--join 10.0.0.5:7627")).unwrap_err().contains("is not an invitation"));
        assert!(start_from_args(&args("--join towers://10.0.0.5:7627/K7P2QX")).unwrap_err().contains("no host key"));
        let link = start_from_args(&args(&format!("--invite towers://p2p/endpointabcdefgh/K7P2QX/{key}"))).unwrap();
        assert!(matches!(link, Some(NetStart::Invite { invitation }) if invitation.code == "K7P2QX"), "a clicked link opens the Join form");
        assert!(start_from_args(&args("--join towers://10.0.0.5/K7")).unwrap_err().contains("is not an invitation"));
    }

    /// A seat whose player was there and left can be claimed once it has been away long
    /// enough; one never taken, or this window's own, cannot; coming back clears it.
    #[test]
    fn a_claim_is_offered_once_a_player_has_been_away_long_enough() {
        let info = |connected| SeatInfo { kind: "Human (remote)".into(), connected, name: String::new() };
        let mut net = Network { mine: vec![Seat::FIRST], seats: vec![info(true), info(false), info(false)], ..Default::default() };
        let long_ago = Instant::now() - crate::net::protocol::CLAIM_AFTER - Duration::from_secs(1);
        net.note_presence(long_ago);
        net.seats[1].connected = true;
        net.note_presence(long_ago);
        assert_eq!(net.claimable(), None, "everyone who came is there");
        net.seats[1].connected = false;
        net.seats[0].connected = false;
        net.note_presence(long_ago);
        assert!(matches!(net.claimable(), Some((s, _)) if s == Seat::SECOND), "seat 2 left; seat 3 never came; seat 1 is this window's");
        net.seats[1].connected = true;
        net.note_presence(Instant::now());
        assert_eq!(net.claimable(), None, "back in time");
    }

    /// A window hosting Storm on 127.0.0.1 (seat 0 here, seat 1 remote), without a display.
    fn hosting_app() -> App {
        let state = GameState::new_game(&GameConfig::new("storm")).unwrap();
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(state)
            .insert_resource(crate::app::launch::prepare(&crate::cli::Args::parse(&["--no-autosave".into()]).unwrap()).unwrap().settings)
            .init_resource::<TraceLines>()
            .init_resource::<super::super::ui::network::NetworkUi>()
            .insert_resource(NetStart::Host { port: 0, code: Some("TESTKD".into()), bind: "127.0.0.1".into(), internet: None })
            .add_plugins(NetworkPlugin)
            .add_systems(Update, super::super::ui::network::start.before(drive));
        app.world_mut().resource_mut::<GameState>().seats = vec![SeatKind::Human, SeatKind::Remote];
        app.update();
        app
    }

    fn until(app: &mut App, what: &str, done: impl Fn(&App) -> bool) {
        let deadline = Instant::now() + Duration::from_secs(20);
        while !done(app) {
            assert!(Instant::now() < deadline, "timed out waiting for {what}");
            app.update();
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    #[test]
    fn a_hosting_window_plays_a_move_only_when_the_host_relays_it_and_follows_the_joiner() {
        let mut app = hosting_app();
        let net = app.world().resource::<Network>();
        assert!(net.hosting(), "{:?}", app.world().resource::<super::super::ui::network::NetworkUi>().problem);
        let port = net.port;
        let key = net.key.expect("a host's key");
        let client = crate::net::client::connect(ClientConfig::new(format!("127.0.0.1:{port}"), "TESTKD", key, Some(1)));
        let welcomed = Instant::now() + Duration::from_secs(20);
        while !matches!(client.events().recv_timeout(Duration::from_millis(50)), Ok(ClientEvent::Welcome { .. })) {
            assert!(Instant::now() < welcomed, "the joiner was not welcomed");
            app.update();
        }
        // The window's own move: sent, not played, until the host answers.
        let mut state = app.world_mut().resource_mut::<GameState>();
        let first = state.moves()[0].notation.clone();
        state.play(0).unwrap();
        assert!(state.notation().is_empty(), "a network move waits for the host");
        assert!(!state.human_to_move(), "no second move while one is on its way");
        until(&mut app, "the relayed move", |a| a.world().resource::<GameState>().notation().len() == 1);
        assert_eq!(app.world().resource::<GameState>().notation()[0], first);
        // The joiner's reply arrives on the board; undo becomes an offer, not a take-back.
        let reply = client.history().unwrap().current().moves()[0].notation.clone();
        client.send(ClientCommand::Move(reply.clone()));
        until(&mut app, "the joiner's move", |a| a.world().resource::<GameState>().notation().len() == 2);
        assert_eq!(app.world().resource::<GameState>().notation()[1], reply);
        let mut state = app.world_mut().resource_mut::<GameState>();
        assert!(!state.undo_turn());
        assert_eq!(state.notation().len(), 2, "undo is asked for, not done");
        until(&mut app, "the undo offer", |a| a.world().resource::<Network>().pending.is_some());
        assert_eq!(app.world().resource::<Network>().pending.as_ref().map(|p| p.what), Some(Offer::Undo));
        client.close();
    }
}
