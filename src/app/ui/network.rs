//! The network window (🌐 Network in the top bar): host the game on the board, join a friend's,
//! and while connected, who sits where, who is connected, offers to answer, and what happened.

use crate::app::network::Network;
use crate::app::state::Request;
use crate::app::state::{GameState, SeatKind};
use crate::app::trace::{TraceLines, WindowButtons};
use crate::core::Seat;
use crate::net::DEFAULT_PORT;
use crate::net::Internet;
use crate::net::invite::Invitation;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Who plays a seat, as the host dialog offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum HostSeat {
    Here,
    Friend,
    Computer(crate::ai::Level),
}

#[derive(Resource)]
pub struct NetworkUi {
    pub open: bool,
    seats: Vec<HostSeat>,
    port: String,
    code: String,
    /// The invitation pasted under Join.
    invitation: String,
    join_seat: Option<usize>,
    name: String,
    /// The clock for a game hosted before its first move ("none", "5+3"): `core::clock`'s text.
    time: Option<String>,
    /// Whether hosting also reaches friends anywhere, through the internet transport.
    internet: bool,
    /// For joining over the internet transport: a relay of one's own, direct paths or not
    /// (from the command line).
    join_internet: Internet,
    pub problem: Option<String>,
}

impl Default for NetworkUi {
    fn default() -> Self {
        NetworkUi {
            open: false,
            seats: Vec::new(),
            port: DEFAULT_PORT.to_string(),
            code: crate::net::host::random_code(),
            invitation: String::new(),
            join_seat: Some(1),
            name: std::env::var("USER").unwrap_or_default(),
            time: None,
            internet: cfg!(feature = "p2p"),
            join_internet: Internet::default(),
            problem: None,
        }
    }
}

impl NetworkUi {
    /// The dialog for hosting `seats` seats: this window plays the first, friends the others.
    fn fit_seats(&mut self, seats: usize) {
        if self.seats.len() != seats {
            self.seats = (0..seats).map(|i| if i == 0 { HostSeat::Here } else { HostSeat::Friend }).collect();
        }
    }

    /// Fills the Join form from the command line (`--join`), for tests and shortcuts.
    pub fn prefill(&mut self, invitation: &Invitation, seat: Option<usize>) {
        self.invitation = invitation.to_string();
        if seat.is_some() {
            self.join_seat = seat;
        }
    }
}

fn seat_label(s: HostSeat) -> String {
    match s {
        HostSeat::Here => crate::t!("network-me-in-this-window"),
        HostSeat::Friend => crate::t!("network-a-friend-who-joins"),
        HostSeat::Computer(l) => SeatKind::Computer(l).label(),
    }
}

/// What the window asked for, done after drawing.
enum Ask {
    Host,
    Join,
    Leave,
    Answer(bool),
    Request(Request),
}

pub fn window(
    mut contexts: EguiContexts,
    mut ui_state: ResMut<NetworkUi>,
    mut net: ResMut<Network>,
    mut state: ResMut<GameState>,
    mut toggles: MessageReader<super::shortcuts::Toggle>,
    mut traced: ResMut<WindowButtons>,
    mut trace: ResMut<TraceLines>,
    dock: Res<super::dock::Dock>,
) -> Result {
    if toggles.read().filter(|t| **t == super::shortcuts::Toggle::Network).count() > 0 {
        ui_state.open = !ui_state.open;
    }
    let ctx = contexts.ctx_mut()?.clone();
    let ppp = ctx.pixels_per_point();
    for id in ["net-host", "net-join", "net-accept", "net-decline", "net-leave"] {
        traced.set(id, None, ppp);
    }
    // An offer to answer opens the window by itself.
    if net.asked() {
        ui_state.open = true;
    }
    if !ui_state.open {
        return Ok(());
    }
    let seats = state.current().seats();
    ui_state.fit_seats(seats);
    let mut ask = None;
    let mut open = true;
    let names: Vec<String> = Seat::all(seats).map(|s| state.current().seat_name(s)).collect();
    dock.window(super::dock::Tool::Network, crate::t!("network-network-game"), "network").open(&mut open).show(&ctx, |ui| {
        egui::ScrollArea::vertical().id_salt("network-scroll").auto_shrink([false, true]).show(ui, |ui| {
            if let Some(e) = &net.ended {
                ui.colored_label(egui::Color32::from_rgb(255, 140, 110), crate::t!("network-the-network-game-ended", e = e));
            }
            if let Some(p) = &ui_state.problem {
                ui.colored_label(egui::Color32::from_rgb(255, 140, 110), p);
            }
            if net.active() {
                ask = connected(ui, &net, &names, state.is_over(), &mut traced, ppp);
            } else {
                ask = setup(ui, &mut ui_state, &state, &names, &mut traced, ppp);
            }
        });
    });
    if !open {
        ui_state.open = false;
    }
    if let Some(ask) = ask {
        apply(ask, &mut ui_state, &mut net, &mut state, &mut trace);
    }
    Ok(())
}

/// Does what the window asked for.
fn apply(ask: Ask, ui_state: &mut NetworkUi, net: &mut Network, state: &mut GameState, trace: &mut TraceLines) {
    match ask {
        Ask::Host => {
            let port =
                ui_state.port.trim().parse::<u16>().map_err(|_| format!("The port must be a number up to 65535, not '{}'.", ui_state.port.trim()));
            let code = ui_state.code.clone();
            let clock = clock_for_host(ui_state, state);
            let internet = ui_state.internet.then(Internet::default);
            match clock.and(port).and_then(|p| net.host(state, ui_state.host_seats(), ("0.0.0.0", p), &code, internet.as_ref())) {
                Ok(()) => {
                    ui_state.problem = None;
                    trace.push(format!("net hosting {} {} {}", net.port, net.code, net.key.map(|k| k.to_string()).unwrap_or_default()));
                }
                Err(e) => ui_state.problem = Some(e),
            }
        }
        Ask::Join => match ui_state.invitation.parse::<Invitation>() {
            Ok(invitation) => {
                net.join(state, &invitation, ui_state.join_seat, &ui_state.name, &ui_state.join_internet);
                ui_state.problem = None;
                trace.push(format!("net joining {}", invitation.route));
            }
            Err(e) => ui_state.problem = Some(e.to_string()),
        },
        Ask::Leave => net.leave(state),
        Ask::Answer(yes) => net.answer(yes),
        Ask::Request(r) => {
            if let Some(o) = state.online.as_mut() {
                o.requests.push(r);
            }
        }
    }
}

impl NetworkUi {
    /// Who sits where in the game to host, as the network layer names it.
    fn host_seats(&self) -> Vec<crate::net::SeatKind> {
        self.seats
            .iter()
            .map(|s| match s {
                HostSeat::Here => crate::net::SeatKind::Local,
                HostSeat::Friend => crate::net::SeatKind::Remote,
                HostSeat::Computer(level) => crate::net::SeatKind::Computer(crate::net::Computer { level: *level, nodes: None }),
            })
            .collect()
    }
}

/// Not connected: the host and join forms.
/// The clock the host keeps: chosen here before the game's first move, else the game's own.
fn clock_row(ui: &mut egui::Ui, d: &mut NetworkUi, state: &GameState) {
    ui.label(crate::t!("network-clock"));
    if !state.record.moves().is_empty() {
        ui.label(state.record.time_control().describe()).on_hover_text(crate::t!("network-a-game-under-way"));
        ui.end_row();
        return;
    }
    let text = d.time.get_or_insert_with(|| state.record.time_control().to_string());
    ui.horizontal(|ui| {
        ui.add(egui::TextEdit::singleline(text).desired_width(80.0).hint_text("5+3"));
        let words = match text.parse::<crate::core::clock::TimeControl>() {
            Ok(t) => egui::RichText::new(t.describe()).small().weak(),
            Err(_) => egui::RichText::new(crate::t!("network-not-a-time-control")).small().color(egui::Color32::from_rgb(255, 120, 100)),
        };
        ui.label(words);
    });
    ui.end_row();
}

/// Puts a game not yet begun on the clock chosen for hosting it.
fn clock_for_host(d: &NetworkUi, state: &mut GameState) -> Result<(), String> {
    let Some(text) = d.time.as_deref().filter(|_| state.record.moves().is_empty()) else { return Ok(()) };
    let control = text.parse::<crate::core::clock::TimeControl>().map_err(|e| crate::t!("network-clock-2", e = e))?;
    state.record.set_time_control(control);
    Ok(())
}

fn setup(ui: &mut egui::Ui, d: &mut NetworkUi, state: &GameState, names: &[String], traced: &mut WindowButtons, ppp: f32) -> Option<Ask> {
    let mut ask = None;
    ui.heading(crate::t!("network-host-the-game-on"));
    ui.label(egui::RichText::new(crate::t!("network-friends-join-it-from")).small());
    let game = state.config().game.clone();
    egui::Grid::new("host-seats").num_columns(2).show(ui, |ui| {
        for (i, seat) in d.seats.iter_mut().enumerate() {
            ui.label(names.get(i).cloned().unwrap_or_default());
            egui::ComboBox::from_id_salt(("host-seat", i)).selected_text(seat_label(*seat)).width(190.0).show_ui(ui, |ui| {
                ui.selectable_value(seat, HostSeat::Here, seat_label(HostSeat::Here));
                ui.selectable_value(seat, HostSeat::Friend, seat_label(HostSeat::Friend));
                for l in crate::ai::Level::ALL {
                    let label = format!("{} — {}", seat_label(HostSeat::Computer(l)), crate::ai::budget_label_in(l, crate::games::tuning(&game)));
                    ui.selectable_value(seat, HostSeat::Computer(l), label);
                }
            });
            ui.end_row();
        }
        clock_row(ui, d, state);
        ui.label(crate::t!("network-port-tcp"));
        ui.add(egui::TextEdit::singleline(&mut d.port).desired_width(70.0));
        ui.end_row();
        ui.label(crate::t!("network-join-code"));
        ui.horizontal(|ui| {
            ui.add(egui::TextEdit::singleline(&mut d.code).desired_width(80.0));
            if ui.small_button(crate::t!("network-new")).clicked() {
                d.code = crate::net::host::random_code();
            }
        });
        ui.end_row();
        ui.label(crate::t!("network-internet"));
        ui.add_enabled(cfg!(feature = "p2p"), egui::Checkbox::new(&mut d.internet, crate::t!("network-friends-anywhere-can-join")))
            .on_hover_text(crate::t!("network-also-makes-an-invitation"));
        ui.end_row();
    });
    let host = ui.add_enabled(!state.is_over(), egui::Button::new(crate::t!("network-start-hosting")));
    traced.set("net-host", Some(host.rect.center()), ppp);
    if host.clicked() {
        ask = Some(Ask::Host);
    }
    ui.separator();
    ui.heading(crate::t!("network-join-a-friend-s"));
    egui::Grid::new("join").num_columns(2).show(ui, |ui| {
        ui.label(crate::t!("network-invitation"));
        ui.add(egui::TextEdit::singleline(&mut d.invitation).hint_text(crate::t!("network-towers-paste-what-your")).desired_width(300.0));
        ui.end_row();
        ui.label(crate::t!("network-seat"));
        let shown = d.join_seat.map_or(crate::t!("network-watch-only"), |s| crate::t!("network-seat-2", value = s + 1));
        egui::ComboBox::from_id_salt("join-seat").selected_text(shown).show_ui(ui, |ui| {
            for s in 0..4 {
                ui.selectable_value(&mut d.join_seat, Some(s), crate::t!("network-seat-3", value = s + 1));
            }
            ui.selectable_value(&mut d.join_seat, None, crate::t!("network-watch-only-2"));
        });
        ui.end_row();
        ui.label(crate::t!("network-your-name"));
        ui.add(egui::TextEdit::singleline(&mut d.name).desired_width(140.0));
        ui.end_row();
    });
    if state.has_unsaved_moves() {
        ui.label(egui::RichText::new(crate::t!("network-joining-replaces-the-game")).small().weak());
    }
    let join = ui.button(crate::t!("network-join"));
    traced.set("net-join", Some(join.rect.center()), ppp);
    if join.clicked() {
        ask = Some(Ask::Join);
    }
    ask
}

/// Connected: where friends join, the seats, an offer to answer, the actions, the log.
fn connected(ui: &mut egui::Ui, net: &Network, names: &[String], over: bool, traced: &mut WindowButtons, ppp: f32) -> Option<Ask> {
    ui.label(egui::RichText::new(&net.summary).strong());
    if net.hosting() {
        where_to_join(ui, net);
    }
    ui.add_space(4.0);
    seat_grid(ui, net, names);
    let mut ask = net.pending.as_ref().and_then(|p| offer(ui, net, p, names, traced, ppp));
    ui.separator();
    if !net.mine.is_empty() && !over {
        ask = requests(ui, !net.on_server()).or(ask);
        if !net.on_server() {
            ask = claim(ui, net, names).or(ask);
        }
    }
    ask = leave_menu(ui, net, traced, ppp).or(ask);
    ui.separator();
    egui::ScrollArea::vertical().max_height(140.0).stick_to_bottom(true).show(ui, |ui| {
        for l in net.log.iter().rev().take(30).rev() {
            ui.label(egui::RichText::new(l).small());
        }
    });
    ask
}

/// Where friends join this host.
fn where_to_join(ui: &mut egui::Ui, net: &Network) {
    let bound = net.bound.unwrap_or(std::net::IpAddr::V4(std::net::Ipv4Addr::UNSPECIFIED));
    invitations(ui, bound, net);
    match crate::app::network::join_addresses(bound, crate::app::network::local_addresses()) {
        Ok(addrs) => {
            let list = if addrs.is_empty() { crate::t!("network-this-machine-s-address") } else { addrs.join(", ") };
            ui.label(crate::t!("network-listening-at-port-tcp", list = list, port = net.port, code = net.code));
        }
        Err(only) if net.internet() => {
            ui.label(crate::t!("network-listening-on-only-port", only = only, port = net.port, code = net.code));
        }
        Err(only) => {
            ui.label(crate::t!("network-listening-on-only-port-2", only = only, port = net.port, code = net.code));
            ui.label(egui::RichText::new(crate::t!("network-friends-on-other-machines")).color(egui::Color32::from_rgb(255, 170, 90)));
            return;
        }
    }
    let beyond = if net.internet() { crate::t!("network-friends-elsewhere-use-the") } else { crate::t!("network-over-the-internet-forward") };
    ui.label(egui::RichText::new(crate::t!("network-every-connection-is-encrypted", beyond = beyond)).small().weak());
}

/// The invitations to send friends, each with a button that copies it: one string that holds
/// the way to the host, the code and the host's key.
fn invitations(ui: &mut egui::Ui, bound: std::net::IpAddr, net: &Network) {
    let Some(key) = net.key else { return };
    if net.internet() {
        ui.label(crate::t!("network-send-a-friend-anywhere"));
        match &net.internet_invite {
            Some(invitation) => copyable(ui, &invitation.to_string()),
            None if net.internet_since.is_some_and(|t| t.elapsed() >= crate::net::SLOW_RELAY) => {
                ui.colored_label(egui::Color32::from_rgb(255, 170, 90), crate::t!("network-no-relay-has-answered"));
            }
            None => {
                ui.label(egui::RichText::new(crate::t!("network-reaching-a-relay-for")).weak());
            }
        }
        ui.label(crate::t!("network-on-this-network-this"));
    } else {
        ui.label(crate::t!("network-send-a-friend-the"));
    }
    if let Some(problem) = &net.internet_problem {
        ui.colored_label(egui::Color32::from_rgb(255, 170, 90), crate::t!("network-not-reachable-over-the", problem = problem));
    }
    for invitation in Invitation::for_host(bound, net.port, &net.code, key) {
        copyable(ui, &invitation.to_string());
    }
}

/// An invitation with a button that copies it; a long one wraps.
fn copyable(ui: &mut egui::Ui, text: &str) {
    ui.horizontal(|ui| {
        if ui.small_button(crate::t!("network-copy")).on_hover_text(crate::t!("network-copy-the-invitation-to")).clicked() {
            ui.ctx().copy_text(text.to_string());
        }
        ui.add(egui::Label::new(egui::RichText::new(text).monospace().strong()).wrap());
    });
}

/// Each seat: who sits there, and whether they are connected.
fn seat_grid(ui: &mut egui::Ui, net: &Network, names: &[String]) {
    egui::Grid::new("net-seats").num_columns(3).show(ui, |ui| {
        for (i, s) in Seat::all(net.seats.len()).zip(&net.seats) {
            ui.label(names.get(i.index()).cloned().unwrap_or_else(|| crate::t!("network-seat-4", value = i.number())));
            let who = if net.mine.contains(&i) {
                crate::t!("network-you")
            } else if s.name.is_empty() {
                s.kind.clone()
            } else {
                format!("{} ({})", s.name, s.kind)
            };
            ui.label(who);
            let (word, colour) = if s.connected {
                (crate::t!("network-connected"), [0.43, 0.82, 0.47])
            } else {
                (crate::t!("network-not-connected"), [0.9, 0.59, 0.35])
            };
            // While hosting, each joiner's round trip; while joined, this window's own.
            let rtt =
                if net.hosting() { net.round_trips.get(i.index()).copied().flatten() } else { net.round_trip.filter(|_| net.mine.contains(&i)) };
            let path = if net.hosting() { net.paths.get(i.index()).cloned().flatten() } else { net.path.clone().filter(|_| net.mine.contains(&i)) };
            ui.horizontal(|ui| {
                super::swatch(ui, colour);
                ui.colored_label(super::c32(colour), word);
                if let Some(rtt) = rtt.filter(|_| s.connected) {
                    let ms = if rtt.as_millis() == 0 { crate::t!("network-n1-ms") } else { crate::t!("network-ms", value = rtt.as_millis()) };
                    ui.label(egui::RichText::new(ms).small().weak()).on_hover_text(crate::t!("network-round-trip-over-the"));
                }
                if let Some(path) = path.filter(|_| s.connected) {
                    ui.label(egui::RichText::new(&path).small().weak()).on_hover_text(crate::t!("network-over-the-internet-straight"));
                }
            });
            ui.end_row();
        }
    });
}

/// An offer made at the table: answered here when it is this window's to answer.
fn offer(ui: &mut egui::Ui, net: &Network, p: &crate::app::network::Pending, names: &[String], traced: &mut WindowButtons, ppp: f32) -> Option<Ask> {
    let mut ask = None;
    ui.separator();
    let who = names.get(p.by.index()).cloned().unwrap_or_default();
    let what = match p.what {
        crate::net::Offer::Undo => crate::t!("network-to-take-back-a"),
        crate::net::Offer::Draw => crate::t!("network-a-draw"),
    };
    if !net.asked() {
        ui.label(crate::t!("network-offered-waiting-for-the", who = who, what = what));
        return None;
    }
    ui.label(egui::RichText::new(crate::t!("network-offers", who = who, what = what)).strong());
    ui.horizontal(|ui| {
        let yes = ui.button(crate::t!("network-accept"));
        traced.set("net-accept", Some(yes.rect.center()), ppp);
        let no = ui.button(crate::t!("network-decline"));
        traced.set("net-decline", Some(no.rect.center()), ppp);
        if yes.clicked() {
            ask = Some(Ask::Answer(true));
        }
        if no.clicked() {
            ask = Some(Ask::Answer(false));
        }
    });
    ask
}

/// What a player at this window can ask the table for while the game goes on (a server's
/// game takes no undo).
fn requests(ui: &mut egui::Ui, undo: bool) -> Option<Ask> {
    let mut ask = None;
    ui.horizontal(|ui| {
        if undo && ui.button(crate::t!("network-offer-undo")).on_hover_text(crate::t!("network-take-back-your-last")).clicked() {
            ask = Some(Ask::Request(Request::OfferUndo));
        }
        if ui.button(crate::t!("network-offer-draw")).clicked() {
            ask = Some(Ask::Request(Request::OfferDraw));
        }
        ui.menu_button(crate::t!("network-resign"), |ui| {
            ui.label(crate::t!("network-resign-this-game"));
            if ui.button(crate::t!("network-yes-resign")).clicked() {
                ask = Some(Ask::Request(Request::Resign));
                ui.close();
            }
        });
    });
    ask
}

/// Once another player has been away long enough: claim the game, or a draw.
fn claim(ui: &mut egui::Ui, net: &Network, names: &[String]) -> Option<Ask> {
    let (seat, away) = net.claimable()?;
    let mut ask = None;
    let name = names.get(seat.index()).cloned().unwrap_or_else(|| crate::t!("network-seat-5", value = seat.number()));
    ui.label(egui::RichText::new(crate::t!("network-left-s-ago", name = name, value = away.as_secs())).color(egui::Color32::from_rgb(255, 170, 90)));
    ui.horizontal(|ui| {
        if ui.button(crate::t!("network-claim-the-game")).on_hover_text(crate::t!("network-end-the-game-as")).clicked() {
            ask = Some(Ask::Request(Request::Claim(false)));
        }
        if ui.button(crate::t!("network-claim-a-draw")).clicked() {
            ask = Some(Ask::Request(Request::Claim(true)));
        }
    });
    ask
}

/// Leaving, asked first: stopping a host ends the game for everyone at the table.
fn leave_menu(ui: &mut egui::Ui, net: &Network, traced: &mut WindowButtons, ppp: f32) -> Option<Ask> {
    let mut ask = None;
    let (label, question) = if net.hosting() {
        (crate::t!("network-stop-hosting"), crate::t!("network-end-the-network-game"))
    } else {
        (crate::t!("network-leave-the-network-game"), crate::t!("network-leave-you-can-join"))
    };
    ui.menu_button(label, |ui| {
        ui.label(question);
        let yes = ui.button(crate::t!("network-yes"));
        traced.set("net-leave", Some(yes.rect.center()), ppp);
        if yes.clicked() {
            ask = Some(Ask::Leave);
            ui.close();
        }
    });
    ask
}
/// Starts the game `--host` or `--join` asked for, once, with this window open on it (a
/// failure shows there).
pub fn start(
    start: Option<Res<crate::app::network::NetStart>>,
    mut commands: Commands,
    mut net: ResMut<Network>,
    mut state: ResMut<GameState>,
    mut ui: ResMut<NetworkUi>,
    mut trace: ResMut<TraceLines>,
) {
    let Some(start) = start else { return };
    commands.remove_resource::<crate::app::network::NetStart>();
    ui.open = true;
    match start.clone() {
        crate::app::network::NetStart::Host { port, code, bind, internet } => {
            // Without `remote` in --seats, the first seat is this window's and friends take the rest.
            let any_remote = state.seats.contains(&SeatKind::Remote);
            let seats = state
                .seats
                .iter()
                .enumerate()
                .map(|(i, s)| match s {
                    SeatKind::Human if any_remote || i == 0 => crate::net::SeatKind::Local,
                    SeatKind::Human | SeatKind::Remote | SeatKind::Line => crate::net::SeatKind::Remote,
                    SeatKind::Computer(level) => crate::net::SeatKind::Computer(crate::net::Computer { level: *level, nodes: None }),
                })
                .collect();
            let code = code.unwrap_or_else(crate::net::host::random_code);
            match net.host(&mut state, seats, (&bind, port), &code, internet.as_ref()) {
                Ok(()) => trace.push(format!("net hosting {} {} {}", net.port, net.code, net.key.map(|k| k.to_string()).unwrap_or_default())),
                Err(e) => ui.problem = Some(e),
            }
        }
        crate::app::network::NetStart::Invite { invitation } => ui.prefill(&invitation, None),
        crate::app::network::NetStart::Join { invitation, seat, name, internet } => {
            ui.prefill(&invitation, seat);
            net.join(&mut state, &invitation, seat, &name, &internet);
            ui.join_internet = internet;
            trace.push(format!("net joining {}", invitation.route));
        }
    }
}
