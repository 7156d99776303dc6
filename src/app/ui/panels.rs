//! The top bar, the side panel (status, seats, choices, history, rules) and the status line.
//! The part of the window they leave free becomes the board's viewport.
//!
//! Each is a struct of read-only borrows of what it shows, whose `show` draws it and returns
//! what its buttons ask for (`Action`); the `panels` system gathers them, draws them, and
//! applies the actions in one place (`apply`).

use super::Catalogue;
use super::files::FilesUi;
use super::newgame::NewGameMenu;
use super::panels_side::SidePanel;
use super::shortcuts::{PanelMessages, Shortcuts, Toggle};
use crate::app::autosave::Autosave;
use crate::app::camera::{BoardRect, CameraPreset, Preset};
use crate::app::computer::Computer;
use crate::app::layout::Stacking;
use crate::app::overlays;
use crate::app::settings::Quality;
use crate::app::settings::Settings;
use crate::app::shown::ShownBoard;
use crate::app::state::GameState;
use crate::app::theme;
use crate::app::trace::{ShownChoices, WindowButtons};
use crate::core::{BoardView, Pick};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use std::path::PathBuf;

/// What a panel's button or menu asks for; `apply` carries it out.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// The new-game dialog, filled in from the game on the board.
    NewGame,
    /// Opens or closes a window (the guide, the editor, ...).
    Toggle(Toggle),
    Browse(Option<usize>),
    Choose(Pick),
    /// The pointer rests on this choice button (None: on none): the board marks what it does.
    HoverChoice(Option<Pick>),
    Cancel,
    Undo,
    Hint,
    Type(String),
    File(super::files::Purpose),
    Open(PathBuf),
    Shortcuts,
    Redo,
    Resign,
    Draw,
    /// Pauses or restarts the clocks (every seat a person at this screen).
    Pause,
    Comment(usize, String),
    Preset(Preset),
    /// A setting changed in the theme list or the View or Overlays menu.
    Set(Change),
}

/// A change of the settings from the top bar.
#[derive(Clone, Debug, PartialEq)]
pub enum Change {
    /// The theme, by id.
    Theme(String),
    Stacking(Stacking),
    /// Letters on pieces.
    Glyphs(bool),
    /// Stack heights.
    Heights(bool),
    /// Files and ranks along the board's edges.
    Coordinates(bool),
    /// Animate moves.
    Animate(bool),
    /// The pieces' palette.
    Palette(crate::core::colour::Palette),
    /// Letters and patterns that need no colour.
    Marks(bool),
    /// The rendering quality; None: automatic (the adapter's).
    Quality(Option<Quality>),
    /// The camera at the start ("reset", "player", "top").
    StartCamera(String),
    /// Every overlay, whatever is chosen one by one.
    AllOverlays(bool),
    /// One overlay (by kind) on or off.
    Overlay(String, bool),
    /// All sound on or off.
    SoundOn(bool),
    /// The master volume, 0 to 100.
    Volume(u8),
    /// One cue heard or not.
    Cue(crate::app::sound::Cue, bool),
    /// The language; None: the system's.
    Language(Option<crate::i18n::Lang>),
}

/// What the panels' actions change.
#[derive(SystemParam)]
pub struct PanelTargets<'w, 's> {
    state: ResMut<'w, GameState>,
    settings: ResMut<'w, Settings>,
    menu: ResMut<'w, NewGameMenu>,
    computer: ResMut<'w, Computer>,
    files: ResMut<'w, FilesUi>,
    leaving: ResMut<'w, super::leave::Leaving>,
    shortcuts: ResMut<'w, Shortcuts>,
    presets: MessageWriter<'w, CameraPreset>,
    messages: PanelMessages<'w, 's>,
}

/// Where the panels were drawn: the board's viewport (what they leave free), the choice
/// buttons and the traced buttons (for the click tests).
#[derive(SystemParam)]
pub struct PanelPlaces<'w> {
    rect: ResMut<'w, BoardRect>,
    dock: ResMut<'w, super::dock::Dock>,
    shown: ResMut<'w, ShownChoices>,
    traced: ResMut<'w, WindowButtons>,
}

/// The top bar, the status line and the side panel: gathered, drawn, their actions applied.
pub fn panels(
    mut contexts: EguiContexts,
    board: Res<ShownBoard>,
    catalogue: Res<Catalogue>,
    autosave: Res<Autosave>,
    info: Res<crate::app::board::BoardInfo>,
    speaker: Option<Res<crate::app::sound::Speaker>>,
    spoken: Res<super::spoken::Spoken>,
    mut t: PanelTargets,
    mut places: PanelPlaces,
    mode: Option<Res<State<crate::app::mode::BoardMode>>>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let recent = t.files.recent().to_vec();
    let open_rules = t.messages.open_rules.read().count() > 0;
    let mut actions: Vec<Action> = Vec::new();
    let mut choices: Vec<(String, egui::Pos2)> = Vec::new();
    let mut root = root_ui(&ctx);
    if t.settings.panels {
        let (state, settings, view) = (&*t.state, &*t.settings, &board.view);
        let thinking = t.computer.thinking();
        let silent = speaker.as_ref().and_then(|s| s.silent.as_deref());
        let puzzle = mode.is_some_and(|m| *m.get() == crate::app::mode::BoardMode::Puzzle);
        let top = TopBar { state, settings, view, recent: &recent, thinking: thinking.is_some(), puzzle, silent };
        actions = top.show(&mut root, &mut places.traced);
        StatusLine { state, view, thinking, problem: autosave.problem.as_deref() }.show(&mut root);
        let meta = catalogue.meta(&state.config().game);
        let arrows = info.theme.as_ref().map(|t| &t.arrows);
        let side = SidePanel { state, view, start: &board.start, meta, settings, arrows, open_rules, spoken: &spoken.text };
        actions.extend(side.show(&mut root, &mut places.traced, &mut choices));
    }
    places.publish(&ctx, &root, choices);
    apply(actions, &mut t);
    Ok(())
}

/// The whole window as one background `Ui`, for the panels to take their sides of.
fn root_ui(ctx: &egui::Context) -> egui::Ui {
    let builder = egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect());
    egui::Ui::new(ctx.clone(), egui::Id::new("towers-root"), builder)
}

impl PanelPlaces<'_> {
    /// Notes the choice buttons (window pixels), the area the panels leave (`Dock`) and the
    /// board's viewport: that area less the tool windows' column. Each only when it changed, so that change detection means a change.
    fn publish(&mut self, ctx: &egui::Context, root: &egui::Ui, choices: Vec<(String, egui::Pos2)>) {
        let ppp = ctx.pixels_per_point();
        let buttons: Vec<(String, Vec2)> = choices.into_iter().map(|(id, p)| (id, Vec2::new(p.x, p.y) * ppp)).collect();
        if self.shown.0 != buttons {
            self.shown.0 = buttons;
        }
        let free = root.available_rect_before_wrap();
        if self.dock.area != Some(free) {
            self.dock.area = Some(free);
        }
        // The tool windows' column is the board's no longer (`dock`).
        let board = self.dock.board_part(free);
        let r = Rect::new(board.min.x, board.min.y, board.max.x, board.max.y);
        if self.rect.0 != Some(r) {
            self.rect.0 = Some(r);
        }
    }
}

/// Carries out the panels' actions, in the order they were asked for.
fn apply(actions: Vec<Action>, t: &mut PanelTargets) {
    for a in actions {
        match a {
            Action::NewGame => t.menu.open_for(t.state.config(), &t.state.seats, t.state.record.time_control()),
            Action::Browse(p) => t.state.browse_to(p),
            Action::Choose(p) => {
                t.state.choose(p);
            }
            Action::HoverChoice(p) => {
                if t.state.hovered_choice != p {
                    t.state.hovered_choice = p;
                }
            }
            Action::Cancel => t.state.cancel(),
            Action::Undo => {
                t.state.undo_turn();
            }
            Action::Redo => {
                t.state.redo();
            }
            Action::Type(text) => type_move(&mut t.state, &text),
            Action::Resign => t.state.resign(),
            Action::Draw => t.state.draw(),
            Action::Pause => t.state.toggle_pause(),
            Action::Comment(ply, text) => t.state.set_comment(ply, &text),
            Action::Hint => t.computer.request_hint(),
            Action::File(purpose) => t.files.open(purpose, &t.state),
            Action::Open(path) => super::files::open_file(&path, &mut t.state, &mut t.settings, &mut t.leaving, &mut t.files),
            Action::Shortcuts => t.shortcuts.open = !t.shortcuts.open,
            Action::Toggle(w) => {
                t.messages.toggles.write(w);
            }
            Action::Preset(p) => {
                t.presets.write(CameraPreset(p));
            }
            Action::Set(change) => change_settings(&mut t.settings, change),
        }
    }
}

/// A move typed into the side panel, played if it is legal, or a question about the game
/// (`record::ask`: the last move, a side's pieces, a square...), answered; the status line says
/// how it went, or the answer.
fn type_move(state: &mut GameState, text: &str) {
    if let Some(answer) = crate::record::ask::answer(&state.record, text) {
        state.message = answer;
        return;
    }
    if let Some(why) = state.cannot_move() {
        state.message = why;
        return;
    }
    match state.play_text(text) {
        Ok(played) => state.message = crate::t!("panels-played", played = played),
        Err(e) => state.message = crate::t!("panels-text", value = text.trim(), e = e),
    }
}

/// A change from the theme list or the View or Overlays menu.
fn change_settings(settings: &mut Settings, change: Change) {
    match change {
        Change::Theme(id) => settings.theme = id,
        Change::Stacking(s) => settings.stacking = s,
        Change::Glyphs(on) => settings.glyphs = on,
        Change::Heights(on) => settings.heights = on,
        Change::Coordinates(on) => settings.coordinates = on,
        Change::Animate(on) => settings.animate = on,
        Change::Palette(p) => {
            // Choosing the colour-safe palette brings the marks with it: colour alone is never
            // enough.
            settings.marks |= p != crate::core::colour::Palette::Standard;
            settings.palette = p;
        }
        Change::Marks(on) => settings.marks = on,
        Change::Quality(choice) => {
            settings.quality_auto = choice.is_none();
            settings.quality = choice.or(settings.adapter_quality).unwrap_or_default();
        }
        Change::StartCamera(c) => settings.camera = c,
        Change::AllOverlays(all) => settings.all_overlays = all,
        Change::Overlay(kind, true) => {
            settings.overlays.insert(kind);
        }
        Change::Overlay(kind, false) => {
            settings.overlays.remove(&kind);
        }
        Change::SoundOn(on) => settings.sound.on = on,
        Change::Language(lang) => {
            settings.language = lang;
            crate::i18n::set(lang.unwrap_or_else(crate::i18n::system));
        }
        Change::Volume(v) => settings.sound.volume = v.min(100),
        Change::Cue(cue, true) => {
            settings.sound.muted.remove(&cue);
        }
        Change::Cue(cue, false) => {
            settings.sound.muted.insert(cue);
        }
    }
}

/// Notes where a button that the click tests do not press was drawn, under `id`, for the
/// headless tests alone (`harness`): the app's trace keeps to the buttons its click tests use.
pub fn place_for_tests(traced: &mut WindowButtons, id: &str, r: &egui::Response) {
    if cfg!(test) {
        traced.set(id, Some(r.rect.center()), r.ctx.pixels_per_point());
    }
}

/// The top bar: new game, theme, the View and Overlays menus, camera, undo and redo, resign
/// and draw, the File menu, the windows, a hint.
struct TopBar<'a> {
    state: &'a GameState,
    settings: &'a Settings,
    view: &'a BoardView,
    /// The recent files, newest first.
    recent: &'a [PathBuf],
    /// The computer is thinking (no hint meanwhile).
    thinking: bool,
    /// A puzzle is on the board: the trainer's window has its own hint, and the computer's
    /// would give the answer away uncounted.
    puzzle: bool,
    /// Why there is no sound on this machine, if there is none.
    silent: Option<&'a str>,
}

impl TopBar<'_> {
    /// Draws the bar at the window's top; `traced` gets the theme list's buttons.
    fn show(&self, root: &mut egui::Ui, traced: &mut WindowButtons) -> Vec<Action> {
        let mut actions = Vec::new();
        egui::Panel::top("top-bar").show(root, |ui| {
            ui.add_space(3.0);
            ui.horizontal_wrapped(|ui| {
                // A label longer in another language moves its button to the next row
                // rather than breaking it over lines.
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                if ui
                    .button(egui::RichText::new(crate::t!("panels-new-game")).strong())
                    .on_hover_text(crate::t!("panels-choose-a-game-variant"))
                    .clicked()
                {
                    actions.push(Action::NewGame);
                }
                ui.separator();
                self.theme(ui, traced, &mut actions);
                ui.separator();
                let view = ui.menu_button(crate::t!("panels-view"), |ui| self.view_menu(ui, traced, &mut actions));
                traced.set("view", Some(view.response.rect.center()), ui.ctx().pixels_per_point());
                let sound = ui.menu_button(if self.settings.sound.on { crate::t!("panels-sound") } else { crate::t!("panels-sound-2") }, |ui| {
                    super::sound_menu::show(ui, self.settings, self.silent, traced, &mut |c| actions.push(Action::Set(c)))
                });
                traced.set("sound", Some(sound.response.rect.center()), ui.ctx().pixels_per_point());
                self.overlays_menu(ui, &mut actions);
                ui.separator();
                Self::camera(ui, &mut actions);
                ui.separator();
                self.moves(ui, traced, &mut actions);
                ui.separator();
                self.file_menu(ui, &mut actions);
                self.windows(ui, traced, &mut actions);
            });
            ui.add_space(2.0);
        });
        actions
    }

    /// The theme list: this game's themes first, then the others'.
    fn theme(&self, ui: &mut egui::Ui, traced: &mut WindowButtons, actions: &mut Vec<Action>) {
        let (game, settings) = (&self.state.config().game, self.settings);
        let themes = theme::ordered_for(game);
        let current = themes.iter().find(|t| t.id == settings.theme).map(|t| t.theme.name.clone()).unwrap_or_default();
        ui.label(crate::t!("panels-theme"));
        let ppp = ui.ctx().pixels_per_point();
        traced.clear_prefix("theme-");
        let combo = egui::ComboBox::from_id_salt("theme").selected_text(current).width(170.0).show_ui(ui, |ui| {
            for t in &themes {
                let mine = t.theme.games.contains(game);
                let label = if mine { t.theme.name.clone() } else { crate::t!("panels-other-game", name = t.theme.name) };
                let r = ui.selectable_label(settings.theme == t.id, label);
                traced.set_owned(format!("theme-{}", t.id), ui.is_rect_visible(r.rect).then(|| r.rect.center()), ppp);
                if r.clicked() {
                    actions.push(Action::Set(Change::Theme(t.id.clone())));
                }
            }
        });
        traced.set("theme", Some(combo.response.rect.center()), ppp);
    }

    /// The View menu: stacking, letters and heights, quality, the camera at the start.
    fn view_menu(&self, ui: &mut egui::Ui, traced: &mut WindowButtons, actions: &mut Vec<Action>) {
        let settings = self.settings;
        let mut change = |c| actions.push(Action::Set(c));
        ui.label(egui::RichText::new(crate::t!("panels-stacking")).strong());
        let mut s = settings.stacking;
        ui.radio_value(&mut s, Stacking::Nested, crate::t!("panels-as-real-pyramids-nested"));
        ui.radio_value(&mut s, Stacking::Exploded, crate::t!("panels-exploded-heights-plain"));
        if s != settings.stacking {
            change(Change::Stacking(s));
        }
        ui.separator();
        let marks = [
            (settings.glyphs, crate::t!("panels-letters-on-figures")),
            (settings.heights, crate::t!("panels-stack-heights")),
            (settings.coordinates, crate::t!("panels-square-names-on-the")),
            (settings.animate, crate::t!("panels-animate-moves")),
        ];
        let wrap: [fn(bool) -> Change; 4] = [Change::Glyphs, Change::Heights, Change::Coordinates, Change::Animate];
        // Pyramids say what they are by size and colour: the letters are the figures'.
        let figures = self.view.squares.iter().flat_map(|s| &s.stack).any(|p| matches!(p.kind, crate::core::PieceKind::Figure { .. }));
        for (i, ((was, text), wrap)) in marks.into_iter().zip(wrap).enumerate() {
            let mut on = was;
            if i == 0 && !figures {
                ui.add_enabled(false, egui::Checkbox::new(&mut on, text)).on_disabled_hover_text(crate::t!("panels-this-game-s-pieces"));
                continue;
            }
            ui.checkbox(&mut on, text);
            if on != was {
                change(wrap(on));
            }
        }
        ui.separator();
        self.colours(ui, traced, &mut change);
        ui.separator();
        self.quality(ui, &mut change);
        ui.separator();
        ui.label(egui::RichText::new(crate::t!("panels-camera-at-the-start")).strong());
        let mut cam = settings.camera.clone();
        ui.radio_value(&mut cam, "reset".to_string(), crate::t!("panels-from-the-player-s"));
        ui.radio_value(&mut cam, "player".to_string(), crate::t!("panels-low-behind-the-player"));
        ui.radio_value(&mut cam, "top".to_string(), crate::t!("panels-from-above"));
        if cam != settings.camera {
            change(Change::StartCamera(cam));
        }
        ui.separator();
        language(ui, settings.language, traced, &mut change);
    }

    /// The View menu's colours: the palette, and the marks that say without colour what a piece
    /// is and whose.
    fn colours(&self, ui: &mut egui::Ui, traced: &mut WindowButtons, change: &mut impl FnMut(Change)) {
        let settings = self.settings;
        ui.label(egui::RichText::new(crate::t!("panels-colours")).strong());
        let mut palette = settings.palette;
        for p in crate::core::colour::Palette::ALL {
            let r = ui.radio_value(&mut palette, p, p.label());
            traced.set_owned(format!("colours-{}", p.id()), Some(r.rect.center()), ui.ctx().pixels_per_point());
        }
        if palette != settings.palette {
            change(Change::Palette(palette));
        }
        let mut marks = settings.marks;
        ui.checkbox(&mut marks, crate::t!("panels-letters-and-patterns-on")).on_hover_text(crate::t!("panels-litr-f-s-power"));
        if marks != settings.marks {
            change(Change::Marks(marks));
        }
    }

    /// The View menu's quality: automatic (the adapter's) or one chosen, and the adapter.
    fn quality(&self, ui: &mut egui::Ui, change: &mut impl FnMut(Change)) {
        let settings = self.settings;
        ui.label(egui::RichText::new(crate::t!("panels-quality")).strong());
        let auto = settings.adapter_quality;
        let was = if settings.quality_auto { None } else { Some(settings.quality) };
        let mut choice = was;
        ui.radio_value(
            &mut choice,
            None,
            crate::t!("panels-automatic", value = auto.map_or_else(|| crate::t!("panels-fast-until-the-adapter"), |q| q.label())),
        )
        .on_hover_text(crate::t!("panels-fast-on-a-software"));
        for q in Quality::ALL {
            ui.radio_value(&mut choice, Some(q), q.label());
        }
        if choice != was {
            change(Change::Quality(choice));
        }
        let adapter = if settings.adapter.is_empty() { crate::t!("panels-not-known-yet") } else { settings.adapter.clone() };
        ui.label(egui::RichText::new(crate::t!("panels-graphics", adapter = adapter)).small().weak());
    }

    /// The Overlays menu: the rule geometry the position shows (disabled when it shows none).
    fn overlays_menu(&self, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        let settings = self.settings;
        let kinds = overlays::kinds(self.view);
        ui.add_enabled_ui(!kinds.is_empty(), |ui| {
            ui.menu_button(crate::t!("panels-overlays"), |ui| {
                let mut all = settings.all_overlays;
                ui.checkbox(&mut all, crate::t!("panels-all"));
                if all != settings.all_overlays {
                    actions.push(Action::Set(Change::AllOverlays(all)));
                }
                for k in &kinds {
                    let mut on = settings.all_overlays || settings.overlays.contains(k);
                    if ui.add_enabled(!settings.all_overlays, egui::Checkbox::new(&mut on, overlays::title(k))).changed() {
                        actions.push(Action::Set(Change::Overlay(k.clone(), on)));
                    }
                }
            })
            .response
            .on_disabled_hover_text(crate::t!("panels-this-game-shows-no"));
        });
    }

    /// The camera presets.
    fn camera(ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        ui.label(crate::t!("panels-camera"));
        if ui.button(crate::t!("panels-top")).on_hover_text(crate::t!("panels-view-from-above-t")).clicked() {
            actions.push(Action::Preset(Preset::Top));
        }
        if ui.button(crate::t!("panels-player")).on_hover_text(crate::t!("panels-from-behind-the-player")).clicked() {
            actions.push(Action::Preset(Preset::Player));
        }
        if ui.button(crate::t!("panels-reset")).on_hover_text(crate::t!("panels-the-default-view-r")).clicked() {
            actions.push(Action::Preset(Preset::Reset));
        }
    }

    /// Undo and redo, then resigning and a draw (each asked once more in its menu).
    fn moves(&self, ui: &mut egui::Ui, traced: &mut WindowButtons, actions: &mut Vec<Action>) {
        let state = self.state;
        // One group, so that a narrow window wraps the toolbar between them, never inside.
        ui.horizontal(|ui| {
            let undo = ui
                .add_enabled(!state.notation().is_empty(), egui::Button::new(crate::t!("panels-undo")))
                .on_hover_text(crate::t!("panels-take-back-a-move"));
            place_for_tests(traced, "undo", &undo);
            if undo.clicked() {
                actions.push(Action::Undo);
            }
            if ui.add_enabled(state.can_redo(), egui::Button::new(crate::t!("panels-redo"))).on_hover_text(crate::t!("panels-ctrl-y")).clicked() {
                actions.push(Action::Redo);
            }
        });
        let live = !state.is_over() && state.browse.is_none();
        let online = state.online.is_some();
        ui.add_enabled_ui(live, |ui| {
            let who = state.current().seat_name(state.conceding_seat());
            ui.menu_button(crate::t!("panels-resign"), |ui| {
                ui.label(if online { crate::t!("panels-resign-this-network-game") } else { crate::t!("panels-resign-the-game-for", who = who) });
                if ui.button(crate::t!("panels-yes-resign")).clicked() {
                    actions.push(Action::Resign);
                    ui.close();
                }
            });
        });
        ui.add_enabled_ui(live && state.draw_possible(), |ui| {
            ui.menu_button(crate::t!("panels-draw"), |ui| {
                ui.label(if online { crate::t!("panels-offer-a-draw-to") } else { crate::t!("panels-do-the-players-agree") });
                if ui.button(if online { crate::t!("panels-offer-a-draw") } else { crate::t!("panels-yes-a-draw") }).clicked() {
                    actions.push(Action::Draw);
                    ui.close();
                }
            })
            .response
            .on_disabled_hover_text(crate::t!("panels-a-draw-needs-every"));
        });
    }

    /// The File menu: save, export, load, the recent games, the guide and the shortcuts.
    fn file_menu(&self, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        use super::files::Purpose;
        ui.menu_button(crate::t!("panels-file"), |ui| {
            menu_item(
                ui,
                egui::Button::new(crate::t!("panels-save")).shortcut_text(crate::t!("panels-ctrl-s")),
                Action::File(Purpose::Save),
                actions,
            );
            menu_item(ui, egui::Button::new(crate::t!("panels-export-moves-as-text")), Action::File(Purpose::Export), actions);
            menu_item(
                ui,
                egui::Button::new(crate::t!("panels-load")).shortcut_text(crate::t!("panels-ctrl-o")),
                Action::File(Purpose::Load),
                actions,
            );
            ui.separator();
            ui.label(egui::RichText::new(crate::t!("panels-recent-games")).small());
            if self.recent.is_empty() {
                ui.label(egui::RichText::new(crate::t!("panels-none-yet")).weak());
            }
            for path in self.recent {
                let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                if ui.button(name).on_hover_text(path.display().to_string()).clicked() {
                    actions.push(Action::Open(path.clone()));
                    ui.close();
                }
            }
            ui.separator();
            menu_item(ui, egui::Button::new(crate::t!("panels-guide")).shortcut_text("F1"), Action::Toggle(Toggle::Guide), actions);
            menu_item(ui, egui::Button::new(crate::t!("panels-puzzles-menu")).shortcut_text("F2"), Action::Toggle(Toggle::Puzzles), actions);
            menu_item(ui, egui::Button::new(crate::t!("panels-keyboard-shortcuts")).shortcut_text("?"), Action::Shortcuts, actions);
        })
        .response
        .on_hover_text(crate::t!("panels-save-export-load-recent"));
    }

    /// The buttons that open the windows (guide, network, editor, analysis), and a hint.
    fn windows(&self, ui: &mut egui::Ui, traced: &mut WindowButtons, actions: &mut Vec<Action>) {
        let windows = [
            (crate::t!("panels-guide-2"), crate::t!("panels-how-to-play-the"), Toggle::Guide, "guide"),
            (crate::t!("panels-puzzles"), crate::t!("panels-puzzles-hover"), Toggle::Puzzles, "puzzles"),
            (crate::t!("panels-network"), crate::t!("panels-host-this-game-for"), Toggle::Network, "network"),
            (crate::t!("panels-online"), crate::t!("panels-online-hover"), Toggle::Online, "online"),
            (crate::t!("panels-edit"), crate::t!("panels-edit-board-set-up"), Toggle::Editor, "edit"),
            (crate::t!("panels-analyse"), crate::t!("panels-the-analysis-board-the"), Toggle::Analysis, "analyse"),
            (crate::t!("panels-words"), crate::t!("panels-the-board-in-words"), Toggle::Words, "words"),
        ];
        for (text, hover, window, id) in windows {
            let button = ui.button(text).on_hover_text(hover);
            // Traced: click tests open the windows by these buttons.
            traced.set(&format!("window-{id}"), Some(button.rect.center()), ui.ctx().pixels_per_point());
            if button.clicked() {
                actions.push(Action::Toggle(window));
            }
        }
        ui.separator();
        let hint_ok = self.state.human_to_move() && !self.thinking && !self.puzzle;
        let hover = crate::t!("panels-the-move-the-computer", value = crate::app::computer::HINT_LEVEL);
        let hint = ui.add_enabled(hint_ok, egui::Button::new(crate::t!("panels-hint"))).on_hover_text(hover);
        // Traced: a click test asks for a hint and sees its arrow.
        traced.set("hint", Some(hint.rect.center()), ui.ctx().pixels_per_point());
        if hint.clicked() {
            actions.push(Action::Hint);
        }
    }
}

/// A menu entry: clicked, it asks for `action` and closes its menu.
fn menu_item(ui: &mut egui::Ui, button: egui::Button, action: Action, actions: &mut Vec<Action>) {
    if ui.add(button).clicked() {
        actions.push(action);
        ui.close();
    }
}

/// The status line: what the computer is doing, the last message, or how to play on.
struct StatusLine<'a> {
    state: &'a GameState,
    view: &'a BoardView,
    /// The computer's search now: what for, at which level, for how many seconds.
    thinking: Option<(crate::app::computer::Purpose, crate::ai::Level, f32)>,
    /// Why autosave is off, if it is.
    problem: Option<&'a str>,
}

impl StatusLine<'_> {
    /// Draws the line at the window's bottom (it has no buttons).
    fn show(&self, root: &mut egui::Ui) {
        egui::Panel::bottom("status-line").show(root, |ui| {
            ui.add_space(2.0);
            let text = self.text();
            ui.horizontal_wrapped(|ui| {
                if let Some(problem) = self.problem {
                    ui.label(egui::RichText::new(problem).color(egui::Color32::from_rgb(255, 140, 110)));
                }
                if let Some(warning) = super::clocks::warning(self.state) {
                    ui.label(egui::RichText::new(crate::t!("panels-text-2", warning = warning)).strong().color(egui::Color32::from_rgb(255, 95, 80)));
                }
                if self.thinking.is_some() {
                    ui.label(text);
                } else {
                    // Messages and the answers to typed questions are read out as they come.
                    super::spoken::live_label(ui, "status-message", text);
                }
            });
            ui.add_space(2.0);
        });
    }

    fn text(&self) -> String {
        let state = self.state;
        if let Some((purpose, level, secs)) = self.thinking {
            let who = match purpose {
                crate::app::computer::Purpose::Move => crate::t!("panels-is-thinking", value = crate::app::state::SeatKind::Computer(level).label()),
                crate::app::computer::Purpose::Hint => crate::t!("panels-looking-for-a-hint", level = crate::app::state::level_title(level)),
            };
            crate::t!("panels-s", who = who, secs = format!("{:.0}", secs))
        } else if !state.message.is_empty() {
            state.message.clone()
        } else if state.browse.is_some() {
            crate::t!("panels-showing-the-position-after", value = state.displayed_ply())
        } else if state.is_over() {
            self.view.status.clone()
        } else if state.prefix.is_empty() {
            crate::t!("panels-click-a-piece-to")
        } else {
            crate::t!("panels-click-a-highlighted-square")
        }
    }
}

/// View → Language: the system's language, or one chosen by name (each in its own words, so
/// a player lost in a foreign one finds their own).
fn language(ui: &mut egui::Ui, chosen: Option<crate::i18n::Lang>, traced: &mut WindowButtons, change: &mut impl FnMut(Change)) {
    use crate::i18n::Lang;
    ui.label(egui::RichText::new(crate::t!("view-language")).strong());
    let ppp = ui.ctx().pixels_per_point();
    let mut pick = chosen;
    let system = crate::t!("view-language-system", language = crate::i18n::system().native_name());
    let r = ui.radio_value(&mut pick, None, system);
    traced.set("language-system", Some(r.rect.center()), ppp);
    for lang in Lang::ALL {
        let r = ui.radio_value(&mut pick, Some(lang), lang.native_name());
        traced.set_owned(format!("language-{}", lang.tag()), Some(r.rect.center()), ppp);
    }
    if pick != chosen {
        change(Change::Language(pick));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::picks::Clicked;
    use crate::app::ui::harness::Harness;
    use crate::core::GameConfig;

    /// A game of `game` with its first legal move played `plies` times, its board and start.
    fn game(game: &str, plies: usize) -> (GameState, BoardView, BoardView) {
        let mut state = GameState::new_game(&GameConfig::new(game)).unwrap();
        for _ in 0..plies {
            state.play(0).unwrap();
        }
        let (view, start) = (state.view(), state.start().view());
        (state, view, start)
    }

    fn settings() -> Settings {
        let args = crate::cli::Args::parse(&["--game".into(), "storm".into(), "--no-autosave".into()]).unwrap();
        crate::app::launch::prepare(&args).unwrap().settings
    }

    /// The three panels drawn as `panels` draws them; the choice buttons are traced by the ids
    /// the app's trace gives them (`ShownChoices`), so that the harness can click them.
    fn draw<'a>(
        state: &'a GameState,
        settings: &'a Settings,
        (view, start): &'a (BoardView, BoardView),
        meta: Option<&'a crate::core::GameMeta>,
    ) -> impl FnMut(&egui::Context, &mut WindowButtons) -> Vec<Action> + 'a {
        move |ctx, traced| {
            let mut root = root_ui(ctx);
            let mut actions = TopBar { state, settings, view, recent: &[], thinking: false, puzzle: false, silent: None }.show(&mut root, traced);
            StatusLine { state, view, thinking: None, problem: None }.show(&mut root);
            let mut choices = Vec::new();
            let spoken = crate::record::ask::announce(&state.record);
            let side = SidePanel { state, view, start, meta, settings, arrows: None, open_rules: false, spoken: &spoken };
            actions.extend(side.show(&mut root, traced, &mut choices));
            for (id, at) in choices {
                traced.set_owned(id, Some(at), ctx.pixels_per_point());
            }
            actions
        }
    }

    fn meta(game: &str) -> crate::core::GameMeta {
        crate::games::all().iter().map(|g| (g.meta)()).find(|m| m.id == game).unwrap()
    }

    #[test]
    fn undo_takes_back_a_move_played_and_is_off_before_one() {
        let (state, view, start) = game("storm", 1);
        let (settings, board, meta) = (settings(), (view, start), meta("storm"));
        let mut h = Harness::default();
        assert_eq!(h.settle(draw(&state, &settings, &board, Some(&meta))), [], "drawing asks for nothing");
        assert_eq!(h.click("undo", draw(&state, &settings, &board, Some(&meta))), [Action::Undo]);

        let (fresh, view, start) = game("storm", 0);
        let board = (view, start);
        let mut h = Harness::default();
        h.settle(draw(&fresh, &settings, &board, Some(&meta)));
        assert_eq!(h.click("undo", draw(&fresh, &settings, &board, Some(&meta))), [], "nothing to undo");
    }

    #[test]
    fn the_theme_list_opens_and_sets_the_theme_clicked() {
        let (state, view, start) = game("storm", 0);
        let (settings, board) = (settings(), (view, start));
        let mut h = Harness::default();
        h.settle(draw(&state, &settings, &board, None));
        assert!(!h.buttons.0.contains_key("theme-alfaerie"), "the list is closed");
        assert_eq!(h.click("theme", draw(&state, &settings, &board, None)), []);
        h.settle(draw(&state, &settings, &board, None));
        let chosen = h.click("theme-alfaerie", draw(&state, &settings, &board, None));
        assert_eq!(chosen, [Action::Set(Change::Theme("alfaerie".into()))]);
    }

    #[test]
    fn the_view_menu_chooses_the_colour_safe_palette_and_its_marks_come_with_it() {
        use crate::core::colour::Palette;
        let (state, view, start) = game("litrof", 0);
        let (mut settings, board) = (settings(), (view, start));
        let mut h = Harness::default();
        h.settle(draw(&state, &settings, &board, None));
        assert_eq!(h.click("view", draw(&state, &settings, &board, None)), []);
        h.settle(draw(&state, &settings, &board, None));
        let chosen = h.click("colours-colour-safe", draw(&state, &settings, &board, None));
        assert_eq!(chosen, [Action::Set(Change::Palette(Palette::ColourSafe))]);
        assert!(!settings.marks);
        change_settings(&mut settings, Change::Palette(Palette::ColourSafe));
        assert_eq!((settings.palette, settings.marks), (Palette::ColourSafe, true), "colour alone is never the only cue");
        // The marks can be switched off again, and going back to the standard palette keeps
        // them as they are.
        change_settings(&mut settings, Change::Marks(false));
        change_settings(&mut settings, Change::Palette(Palette::Standard));
        assert_eq!((settings.palette, settings.marks), (Palette::Standard, false));
    }

    #[test]
    fn the_move_list_shows_the_position_after_a_move_or_the_game() {
        let (state, view, start) = game("storm", 2);
        let (settings, board, meta) = (settings(), (view, start), meta("storm"));
        let mut h = Harness::default();
        h.settle(draw(&state, &settings, &board, Some(&meta)));
        assert_eq!(h.click("ply-1", draw(&state, &settings, &board, Some(&meta))), [Action::Browse(Some(1))]);
        assert_eq!(h.click("ply-0", draw(&state, &settings, &board, Some(&meta))), [Action::Browse(Some(0))]);
        assert_eq!(h.click("ply-2", draw(&state, &settings, &board, Some(&meta))), [Action::Browse(None)], "the last move is the game");
    }

    #[test]
    fn a_choice_button_finishes_the_move() {
        let (mut state, ..) = game("three-elephant", 0);
        state.select_square("e2").unwrap();
        let e3 = state.view().square_index("e3").unwrap();
        assert_eq!(state.click(Clicked { square: e3, level: None }), None, "the turn goes on");
        let (settings, board, meta) = (settings(), (state.view(), state.start().view()), meta("three-elephant"));
        let mut h = Harness::default();
        assert_eq!(h.settle(draw(&state, &settings, &board, Some(&meta))), []);
        let chosen = h.click("end-turn", draw(&state, &settings, &board, Some(&meta)));
        // The pointer on the button also says so, for the board to mark what it does.
        assert!(
            matches!(chosen.as_slice(), [Action::Choose(Pick::Choice { id, .. }), Action::HoverChoice(Some(Pick::Choice { id: over, .. }))] if id == "end-turn" && over == id),
            "{chosen:?}"
        );
    }

    #[test]
    fn settings_change_as_the_menus_ask() {
        let mut s = settings();
        s.adapter_quality = Some(Quality::High);
        change_settings(&mut s, Change::Quality(Some(Quality::Fast)));
        assert_eq!((s.quality_auto, s.quality), (false, Quality::Fast));
        change_settings(&mut s, Change::Quality(None));
        assert_eq!((s.quality_auto, s.quality), (true, Quality::High), "automatic: the adapter's");
        change_settings(&mut s, Change::Overlay("sight".into(), true));
        assert!(s.overlays.contains("sight"));
        change_settings(&mut s, Change::Overlay("sight".into(), false));
        assert!(s.overlays.is_empty());
    }

    #[test]
    fn a_typed_move_is_played_or_explained() {
        let (mut state, ..) = game("storm", 0);
        let first = state.moves()[0].notation.clone();
        type_move(&mut state, &format!(" {first} "));
        assert_eq!((state.notation().len(), state.message.clone()), (1, format!("Played {first}.")));
        type_move(&mut state, "zz9");
        assert!(state.message.starts_with("'zz9': "), "{}", state.message);
        // A question is answered and plays nothing.
        type_move(&mut state, "last");
        assert_eq!(state.notation().len(), 1);
        assert!(state.message.starts_with(&format!("Red played {first}. Now: ")), "{}", state.message);
        // Once the game is over the field still answers questions, and refuses moves.
        state.resign();
        type_move(&mut state, "last");
        assert!(state.message.starts_with(&format!("Red played {first}.")), "{}", state.message);
        type_move(&mut state, "Ch8-d8");
        assert!(state.message.starts_with("The game is over"), "{}", state.message);
        assert_eq!(state.notation().len(), 1);
    }

    #[test]
    fn a_screen_reader_hears_each_move_and_finds_the_move_field_by_its_name() {
        let (mut state, ..) = game("storm", 0);
        type_move(&mut state, "Yb1-c3");
        let board = (state.view(), state.start().view());
        let settings = settings();
        let mut h = Harness::default();
        h.settle(draw(&state, &settings, &board, None));
        let tree = h.accessible(|ctx, t| {
            draw(&state, &settings, &board, None)(ctx, t);
        });
        let live: Vec<&str> = tree.iter().filter(|n| n.2).map(|n| n.1.as_str()).collect();
        assert!(live.contains(&"Red played Yb1-c3. Now: b1 empty; c3 Red Yahoo."), "the move is announced: {live:?}");
        assert!(live.contains(&"Played Yb1-c3."), "the status line's message is announced too: {live:?}");
        let field = tree.iter().find(|n| n.0 == egui::accesskit::Role::TextInput);
        assert!(field.is_some(), "the move field is in the tree: {tree:?}");
        for named in ["New game…", "Sound", "Undo", "½ Draw", "One move back"] {
            assert!(tree.iter().any(|n| n.1 == named), "{named} is named for a screen reader");
        }
    }
}
