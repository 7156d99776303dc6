//! The Online window: sign in to a Towers server (its address and the session remembered), the
//! lobby's seeks and challenges, a new seek or "play anyone", your games (live and
//! correspondence, those where it is your move first), games to watch, and the archive, whose
//! games open on the board. Playing and watching go through the network seat (`net::client`'s
//! server seat), so the board, the clocks and the Network window's offers work as in any
//! network game.

use super::dock::{Dock, Tool};
use super::shortcuts::Toggle;
use crate::app::network::Network;
use crate::app::online::{ArchiveSearch, OnlineState};
use crate::app::settings::Settings;
use crate::app::state::GameState;
use crate::app::trace::WindowButtons;
use crate::net::online::{GameKind, GameSummary, NewSeek, Pairing, Seek, Session};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Where a new player's app looks first: a server on this machine.
pub const DEFAULT_SERVER: &str = "http://127.0.0.1:7628";

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tab {
    #[default]
    Lobby,
    Mine,
    Watch,
    Archive,
}

/// The window's own fields: what the player is typing and which tab is shown.
#[derive(Resource, Default)]
pub struct OnlineUi {
    pub open: bool,
    pub address: String,
    pub name: String,
    password: String,
    pub tab: Tab,
    form: SeekForm,
    archive: ArchiveSearch,
    /// The remembered session was taken up (once a run).
    resumed: bool,
}

/// A new seek as the form holds it.
struct SeekForm {
    game: String,
    variant: String,
    time: String,
    rated: bool,
    to: String,
}

impl Default for SeekForm {
    fn default() -> SeekForm {
        SeekForm { game: "storm".into(), variant: "standard".into(), time: "10+5".into(), rated: true, to: String::new() }
    }
}

/// What the window asks for this frame.
enum Ask {
    SignIn { new_account: bool },
    SignOut,
    Refresh,
    Seek,
    Pair,
    Accept(String),
    Cancel(String),
    Open(String),
    Search,
    Load(String),
}

#[derive(SystemParam)]
pub struct Boards<'w> {
    net: ResMut<'w, Network>,
    net_ui: ResMut<'w, super::network::NetworkUi>,
    state: ResMut<'w, GameState>,
    settings: ResMut<'w, Settings>,
    leaving: ResMut<'w, super::leave::Leaving>,
    files: ResMut<'w, super::files::FilesUi>,
}

pub fn window(
    mut contexts: EguiContexts,
    mut ui_state: ResMut<OnlineUi>,
    mut online: ResMut<OnlineState>,
    mut boards: Boards,
    mut toggles: MessageReader<Toggle>,
    mut traced: ResMut<WindowButtons>,
    mut trace: ResMut<crate::app::trace::TraceLines>,
    catalogue: Res<super::Catalogue>,
    dock: Res<Dock>,
) -> Result {
    if toggles.read().filter(|t| **t == Toggle::Online).count() > 0 {
        ui_state.open = !ui_state.open;
    }
    if online.wake.is_none() {
        online.wake.clone_from(&boards.net.wake);
    }
    if online.take_replies()
        && let Some(problem) = &online.problem
    {
        trace.push(format!("online problem {problem}"));
    }
    for line in std::mem::take(&mut online.heard) {
        trace.push(line);
    }
    carry_out(&mut online, &mut boards, &mut trace);
    let ctx = contexts.ctx_mut()?.clone();
    let ppp = ctx.pixels_per_point();
    for id in [
        "online-sign-in",
        "online-register",
        "online-seek",
        "online-pair",
        "online-accept",
        "online-play",
        "online-address",
        "online-name",
        "online-password",
        "online-archive-from",
        "online-archive-to",
        "online-search",
    ] {
        traced.set(id, None, ppp);
    }
    // The remembered session is taken up at start, open or not, to say whose move it is.
    begin(&mut ui_state, &mut online, &boards.settings);
    if online.due(ui_state.open) {
        online.refresh();
    }
    if let Some(notice) = online.announcement() {
        boards.state.message = notice;
    }
    if !ui_state.open {
        return Ok(());
    }
    let mut asks = Vec::new();
    let mut open = true;
    dock.window(Tool::Online, crate::t!("online-title"), "online").open(&mut open).show(&ctx, |ui| {
        egui::ScrollArea::vertical().id_salt("online-scroll").auto_shrink([false, true]).show(ui, |ui| {
            if let Some(p) = &online.problem {
                ui.colored_label(egui::Color32::from_rgb(255, 140, 110), p);
            }
            let mut page = Page { ui_state: &mut ui_state, online: &online, catalogue: &catalogue, traced: &mut traced, asks: &mut asks, ppp };
            if online.client.is_some() { page.signed_in(ui) } else { page.sign_in(ui) }
        });
    });
    if !open {
        ui_state.open = false;
    }
    for ask in asks {
        apply(ask, &mut ui_state, &mut online);
    }
    Ok(())
}

/// The first look at an open window: the remembered address, and the session taken up.
fn begin(ui_state: &mut OnlineUi, online: &mut OnlineState, settings: &Settings) {
    if ui_state.resumed {
        return;
    }
    ui_state.resumed = true;
    let kept = &settings.remembered.online;
    ui_state.address = kept.server.clone().unwrap_or_else(|| DEFAULT_SERVER.to_string());
    ui_state.name = kept.name.clone().unwrap_or_default();
    if let (Some(name), Some(token)) = (&kept.name, &kept.token)
        && online.client.is_none()
    {
        online.resume(&ui_state.address, Session { token: token.clone(), name: name.clone() });
    }
}

/// What the replies asked of the rest of the app: a session to remember, a game to play or
/// watch, a finished game to put on the board.
fn carry_out(online: &mut OnlineState, boards: &mut Boards, trace: &mut crate::app::trace::TraceLines) {
    if let Some(session) = online.to_remember.take() {
        trace.push(match &session {
            Some(s) => format!("online signed in {}", s.name),
            None => "online signed out".into(),
        });
        let kept = &mut boards.settings.remembered.online;
        kept.server = online.client.as_ref().map(|c| c.base().to_string()).or(kept.server.take());
        kept.name = session.as_ref().map(|s| s.name.clone()).or(kept.name.take());
        kept.token = session.map(|s| s.token);
    }
    if let (Some(id), Some(client)) = (online.to_open.take(), online.client.clone()) {
        trace.push(format!("online opened {id}"));
        online.opened = Some(id.clone());
        boards.net.join_server(&mut boards.state, client, &id);
        boards.net_ui.open = true;
    }
    if let Some(text) = online.to_load.take() {
        match crate::record::SaveFile::load(&text) {
            Ok((save, history)) => {
                let mut next = GameState::from_record(history);
                next.message = crate::t!("online-loaded", value = save.seats.join(" – "));
                super::leave::offer_switch(&mut boards.state, &mut boards.settings, &mut boards.leaving, next, &mut boards.files);
            }
            Err(e) => online.problem = Some(e.to_string()),
        }
    }
}

fn apply(ask: Ask, ui_state: &mut OnlineUi, online: &mut OnlineState) {
    match ask {
        Ask::SignIn { new_account } => {
            online.sign_in(&ui_state.address, &ui_state.name, &ui_state.password, new_account);
            ui_state.password.clear();
        }
        Ask::SignOut => online.sign_out(),
        Ask::Refresh => online.refresh(),
        Ask::Seek => {
            let f = &ui_state.form;
            let to = Some(f.to.trim().to_string()).filter(|t| !t.is_empty());
            online.post_seek(NewSeek { kind: kind(f), time: f.time.trim().to_string(), rated: f.rated, to });
        }
        Ask::Pair => {
            let f = &ui_state.form;
            online.pair(Pairing { kind: kind(f), time: f.time.trim().to_string(), rated: f.rated });
        }
        Ask::Accept(id) => online.accept(id),
        Ask::Cancel(id) => online.cancel(id),
        Ask::Open(id) => online.to_open = Some(id),
        Ask::Search => online.search(&ui_state.archive),
        Ask::Load(id) => online.load(id),
    }
}

fn kind(f: &SeekForm) -> GameKind {
    GameKind { game: f.game.clone(), variant: f.variant.clone(), options: Default::default() }
}

/// One frame's drawing of the window.
struct Page<'a> {
    ui_state: &'a mut OnlineUi,
    online: &'a OnlineState,
    catalogue: &'a super::Catalogue,
    traced: &'a mut WindowButtons,
    asks: &'a mut Vec<Ask>,
    ppp: f32,
}

impl Page<'_> {
    fn trace(&mut self, id: &str, response: &egui::Response) {
        self.traced.set(id, Some(response.rect.center()), self.ppp);
    }

    fn sign_in(&mut self, ui: &mut egui::Ui) {
        ui.label(crate::t!("online-intro"));
        egui::Grid::new("online-sign-in-grid").num_columns(2).show(ui, |ui| {
            ui.label(crate::t!("online-server"));
            let address = ui.add(egui::TextEdit::singleline(&mut self.ui_state.address).desired_width(200.0));
            self.trace("online-address", &address);
            ui.end_row();
            ui.label(crate::t!("online-name"));
            let name = ui.add(egui::TextEdit::singleline(&mut self.ui_state.name).desired_width(200.0));
            self.trace("online-name", &name);
            ui.end_row();
            ui.label(crate::t!("online-password"));
            let password = ui.add(egui::TextEdit::singleline(&mut self.ui_state.password).password(true).desired_width(200.0));
            self.trace("online-password", &password);
            ui.end_row();
        });
        let ready = self.online.busy == 0 && !self.ui_state.name.trim().is_empty() && !self.ui_state.password.is_empty();
        ui.horizontal(|ui| {
            let sign_in = ui.add_enabled(ready, egui::Button::new(crate::t!("online-sign-in")));
            self.trace("online-sign-in", &sign_in);
            if sign_in.clicked() {
                self.asks.push(Ask::SignIn { new_account: false });
            }
            let register = ui.add_enabled(ready, egui::Button::new(crate::t!("online-create-account")));
            self.trace("online-register", &register);
            if register.clicked() {
                self.asks.push(Ask::SignIn { new_account: true });
            }
            if self.online.busy > 0 {
                ui.spinner();
            }
        });
        ui.small(crate::t!("online-password-note"));
    }

    fn signed_in(&mut self, ui: &mut egui::Ui) {
        let client = self.online.client.as_ref().expect("signed in");
        ui.horizontal_wrapped(|ui| {
            ui.label(crate::t!("online-signed-in-as", name = client.name().unwrap_or_default(), server = client.base()));
            if ui.small_button(crate::t!("online-sign-out")).clicked() {
                self.asks.push(Ask::SignOut);
            }
            if ui.small_button(crate::t!("online-refresh")).clicked() {
                self.asks.push(Ask::Refresh);
            }
            if self.online.busy > 0 {
                ui.spinner();
            }
        });
        if let Some(me) = &self.online.me
            && !me.your_move.is_empty()
        {
            ui.strong(crate::t!("online-your-move-in", n = me.your_move.len()));
        }
        ui.horizontal(|ui| {
            for (tab, words) in [
                (Tab::Lobby, "online-tab-lobby"),
                (Tab::Mine, "online-tab-mine"),
                (Tab::Watch, "online-tab-watch"),
                (Tab::Archive, "online-tab-archive"),
            ] {
                let chosen = ui.selectable_value(&mut self.ui_state.tab, tab, crate::t!(words));
                self.trace(words, &chosen);
            }
        });
        ui.separator();
        match self.ui_state.tab {
            Tab::Lobby => self.lobby(ui),
            Tab::Mine => self.mine(ui),
            Tab::Watch => self.watch(ui),
            Tab::Archive => self.archive(ui),
        }
    }

    fn game_words(&self, kind: &GameKind) -> String {
        let Some(meta) = self.catalogue.meta(&kind.game) else { return kind.game.clone() };
        match meta.variants.iter().find(|v| v.id == kind.variant && v.id != "standard") {
            Some(v) => format!("{} ({})", meta.name, v.name),
            None => meta.name.clone(),
        }
    }

    fn lobby(&mut self, ui: &mut egui::Ui) {
        let me = self.online.client.as_ref().and_then(|c| c.name()).unwrap_or_default().to_string();
        if self.online.seeks.is_empty() {
            ui.weak(crate::t!("online-no-seeks"));
        }
        let mut first = true;
        for seek in &self.online.seeks {
            ui.horizontal_wrapped(|ui| {
                ui.label(self.seek_words(seek));
                if seek.by.eq_ignore_ascii_case(&me) {
                    if ui.small_button(crate::t!("online-cancel")).clicked() {
                        self.asks.push(Ask::Cancel(seek.id.clone()));
                    }
                } else if !seek.players.iter().any(|p| p.eq_ignore_ascii_case(&me)) {
                    let accept = ui.small_button(crate::t!("online-accept"));
                    if first {
                        self.trace("online-accept", &accept);
                        first = false;
                    }
                    if accept.clicked() {
                        self.asks.push(Ask::Accept(seek.id.clone()));
                    }
                }
            });
        }
        ui.separator();
        self.seek_form(ui);
    }

    fn seek_words(&self, seek: &Seek) -> String {
        let rated = if seek.rated { crate::t!("online-rated") } else { crate::t!("online-casual") };
        let mut words = format!("{} ({:.0}) · {} · {} · {rated}", seek.by, seek.rating, self.game_words(&seek.kind), seek.time);
        if seek.seats > 2 {
            words.push_str(&format!(" · {}/{}", seek.players.len(), seek.seats));
        }
        if let Some(to) = &seek.to {
            words.push_str(&format!(" → {to}"));
        }
        words
    }

    fn seek_form(&mut self, ui: &mut egui::Ui) {
        ui.strong(crate::t!("online-new-game"));
        let form = &mut self.ui_state.form;
        egui::Grid::new("online-seek-grid").num_columns(2).show(ui, |ui| {
            ui.label(crate::t!("online-game"));
            let shown = self.catalogue.meta(&form.game).map_or(form.game.clone(), |m| m.name.clone());
            egui::ComboBox::from_id_salt("online-game").selected_text(shown).show_ui(ui, |ui| {
                for meta in &self.catalogue.0 {
                    if ui.selectable_value(&mut form.game, meta.id.clone(), &meta.name).clicked() {
                        form.variant = "standard".into();
                    }
                }
            });
            ui.end_row();
            if let Some(meta) = self.catalogue.meta(&form.game).filter(|m| m.variants.len() > 1) {
                ui.label(crate::t!("online-variant"));
                let shown = meta.variants.iter().find(|v| v.id == form.variant).map_or(form.variant.clone(), |v| v.name.clone());
                egui::ComboBox::from_id_salt("online-variant").selected_text(shown).show_ui(ui, |ui| {
                    for v in &meta.variants {
                        ui.selectable_value(&mut form.variant, v.id.clone(), &v.name);
                    }
                });
                ui.end_row();
            }
            ui.label(crate::t!("online-time"));
            ui.add(egui::TextEdit::singleline(&mut form.time).desired_width(80.0)).on_hover_text(crate::t!("online-time-hint"));
            ui.end_row();
            ui.label(crate::t!("online-challenge"));
            ui.add(egui::TextEdit::singleline(&mut form.to).desired_width(120.0).hint_text(crate::t!("online-anyone")));
            ui.end_row();
        });
        ui.checkbox(&mut form.rated, crate::t!("online-rated"));
        let ready = self.online.busy == 0;
        ui.horizontal(|ui| {
            let seek = ui.add_enabled(ready, egui::Button::new(crate::t!("online-post-seek")));
            self.trace("online-seek", &seek);
            if seek.clicked() {
                self.asks.push(Ask::Seek);
            }
            let pair = ui.add_enabled(ready && self.ui_state.form.to.trim().is_empty(), egui::Button::new(crate::t!("online-play-anyone")));
            self.trace("online-pair", &pair);
            if pair.clicked() {
                self.asks.push(Ask::Pair);
            }
        });
    }

    fn summary_words(&self, g: &GameSummary) -> String {
        format!("{} · {} · {}", self.game_words(&g.kind), g.players.join(" – "), crate::t!("count-moves", n = g.plies))
    }

    fn mine(&mut self, ui: &mut egui::Ui) {
        let your_move: Vec<String> = self.online.me.as_ref().map(|m| m.your_move.clone()).unwrap_or_default();
        if self.online.mine.is_empty() {
            ui.weak(crate::t!("online-no-games"));
        }
        let mut games: Vec<&GameSummary> = self.online.mine.iter().collect();
        games.sort_by_key(|g| !your_move.contains(&g.id));
        for (i, g) in games.into_iter().enumerate() {
            ui.horizontal_wrapped(|ui| {
                if your_move.contains(&g.id) {
                    ui.strong(crate::t!("online-your-move"));
                }
                ui.label(self.summary_words(g));
                let play = ui.small_button(crate::t!("online-play"));
                if i == 0 {
                    self.trace("online-play", &play);
                }
                if play.clicked() {
                    self.asks.push(Ask::Open(g.id.clone()));
                }
            });
        }
    }

    fn watch(&mut self, ui: &mut egui::Ui) {
        if self.online.live.is_empty() {
            ui.weak(crate::t!("online-nothing-to-watch"));
        }
        for g in &self.online.live {
            ui.horizontal_wrapped(|ui| {
                ui.label(self.summary_words(g));
                if ui.small_button(crate::t!("online-watch")).clicked() {
                    self.asks.push(Ask::Open(g.id.clone()));
                }
            });
        }
    }

    fn archive(&mut self, ui: &mut egui::Ui) {
        ui.horizontal(|ui| {
            ui.label(crate::t!("online-player"));
            ui.add(egui::TextEdit::singleline(&mut self.ui_state.archive.player).desired_width(100.0));
            let shown = self.catalogue.meta(&self.ui_state.archive.game).map_or(crate::t!("online-any-game"), |m| m.name.clone());
            egui::ComboBox::from_id_salt("online-archive-game").selected_text(shown).show_ui(ui, |ui| {
                ui.selectable_value(&mut self.ui_state.archive.game, String::new(), crate::t!("online-any-game"));
                for meta in &self.catalogue.0 {
                    ui.selectable_value(&mut self.ui_state.archive.game, meta.id.clone(), &meta.name);
                }
            });
        });
        ui.horizontal(|ui| {
            ui.label(crate::t!("online-from-day"));
            let from = ui.add(egui::TextEdit::singleline(&mut self.ui_state.archive.from).hint_text("YYYY-MM-DD").desired_width(104.0));
            self.trace("online-archive-from", &from);
            ui.label(crate::t!("online-to-day"));
            let to = ui.add(egui::TextEdit::singleline(&mut self.ui_state.archive.to).hint_text("YYYY-MM-DD").desired_width(104.0));
            self.trace("online-archive-to", &to);
        });
        let search = ui.button(crate::t!("online-search"));
        self.trace("online-search", &search);
        if search.clicked() {
            self.asks.push(Ask::Search);
        }
        for g in &self.online.archive {
            ui.horizontal_wrapped(|ui| {
                ui.label(format!("{} · {}", self.summary_words(g), g.result.as_deref().unwrap_or_default()));
                if ui.small_button(crate::t!("online-open")).clicked() {
                    self.asks.push(Ask::Load(g.id.clone()));
                }
            });
        }
    }
}
