//! The new-game dialog: game, variant, who sits at each seat, the clock, every rule option of
//! the chosen game (with its help text) and the setup where the game has one.

use super::Catalogue;
use crate::app::settings::Settings;
use crate::app::state::{GameState, SeatKind};
use crate::app::trace::WindowButtons;
use crate::core::clock::TimeControl;
use crate::core::{GameConfig, GameMeta, OptionSpec};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use std::collections::BTreeMap;

#[derive(Resource, Default)]
pub struct NewGameMenu {
    pub open: bool,
    pub game: String,
    pub variant: String,
    pub options: BTreeMap<String, String>,
    pub setup: String,
    pub seats: Vec<SeatKind>,
    /// The time control as typed or chosen ("none", "5+3"): `core::clock`'s text.
    pub time: String,
    pub error: String,
    /// Litróf's colours and arrays chosen tower by tower (`setup_builder`).
    pub builder: super::setup_builder::SetupBuilder,
}

impl NewGameMenu {
    pub fn open_for(&mut self, config: &GameConfig, seats: &[SeatKind], time: TimeControl) {
        self.open = true;
        self.time = time.to_string();
        self.game = config.game.clone();
        self.variant = config.variant.clone();
        self.options = config.options.clone();
        self.setup = config.setup.clone().unwrap_or_default();
        self.seats = seats.to_vec();
        self.error.clear();
    }

    fn config(&self) -> GameConfig {
        let mut c = GameConfig::new(&self.game).with_variant(&self.variant);
        c.options = self.options.clone();
        if !self.setup.trim().is_empty() {
            c.setup = Some(self.setup.trim().to_string());
        }
        c
    }

    fn select_game(&mut self, meta: &GameMeta) {
        self.game = meta.id.clone();
        self.variant = meta.variants.first().map(|v| v.id.clone()).unwrap_or_else(|| "standard".into());
        self.options.clear();
        self.setup.clear();
        self.error.clear();
    }
}

/// The computer levels the seat menus offer, each with its thinking time.
const COMPUTER_LEVELS: &[crate::ai::Level] = &crate::ai::Level::ALL;
/// A custom level as first offered; its seconds are then set beside the menu.
const CUSTOM_START: crate::ai::Level = crate::ai::Level::Custom { millis: 3000 };

/// One computer level in a seat menu: its name and what it spends on a move.
pub fn level_entry(ui: &mut egui::Ui, seat: &mut SeatKind, l: crate::ai::Level, game: &str) {
    let label = match l {
        crate::ai::Level::Custom { .. } => crate::t!("newgame-computer-your-own-time"),
        _ => format!("{} — {}", crate::app::state::SeatKind::Computer(l).label(), crate::ai::budget_label_in(l, crate::games::tuning(game))),
    };
    let chosen = match (*seat, l) {
        (SeatKind::Computer(crate::ai::Level::Custom { .. }), crate::ai::Level::Custom { .. }) => true,
        (s, l) => s == SeatKind::Computer(l),
    };
    if ui.selectable_label(chosen, label).clicked() && !chosen {
        *seat = SeatKind::Computer(l);
    }
}

/// Beside a seat whose computer has a custom time: the seconds a move.
pub fn custom_seconds(ui: &mut egui::Ui, seat: &mut SeatKind) {
    if let SeatKind::Computer(crate::ai::Level::Custom { millis }) = seat {
        let mut secs = *millis as f64 / 1000.0;
        if ui.add(egui::DragValue::new(&mut secs).range(0.05..=600.0).speed(0.1).suffix(crate::t!("newgame-s-a-move"))).changed() {
            *millis = (secs * 1000.0).round() as u32;
        }
    }
}

/// What the dialog asked for this frame.
#[derive(Debug, PartialEq)]
pub enum Ask {
    /// "Start": a new game of this configuration, with these seats, on this clock.
    Start(GameConfig, Vec<SeatKind>, TimeControl),
    /// The dialog's ✕.
    Close,
}

/// The new-game dialog as drawn from the games on offer. Its choices (game, variant, options,
/// setup, seats: what the player is composing, kept from frame to frame and from one opening to
/// the next) are the `NewGameMenu` resource, which `show` edits in place as egui's widgets do:
/// each choice changes what the rest of the dialog offers in the same frame (a game's options,
/// the seats of a variant). Starting the game and closing are asked for, and `apply` does them.
pub struct NewGameWindow<'a> {
    pub catalogue: &'a [GameMeta],
    pub dock: &'a super::dock::Dock,
    /// The pieces' palette, for the seats' swatches and the setup builder's chips.
    pub colours: crate::core::colour::Palette,
}

impl NewGameWindow<'_> {
    /// Draws the dialog; returns what was asked. `traced` gets where the games and "Start" were
    /// drawn (`newgame-game-storm`, `newgame-start`), for the tests.
    pub fn show(&self, ctx: &egui::Context, menu: &mut NewGameMenu, traced: &mut WindowButtons) -> Option<Ask> {
        let mut open = true;
        let mut ask = None;
        // One size for every game: choosing another does not move the buttons.
        let window = self.dock.dialog(crate::t!("newgame-title"), "new-game", egui::vec2(600.0, 560.0), ctx);
        window.open(&mut open).show(ctx, |ui| ask = self.contents(ui, menu, traced));
        if ask.is_none() && !open { Some(Ask::Close) } else { ask }
    }

    /// The dialog's contents: the games, the chosen game's summary, its variant, options and
    /// setup, the seats and the buttons (nothing below the games while none is chosen).
    fn contents(&self, ui: &mut egui::Ui, menu: &mut NewGameMenu, traced: &mut WindowButtons) -> Option<Ask> {
        ui.label(egui::RichText::new(crate::t!("newgame-game")).strong());
        let ppp = ui.ctx().pixels_per_point();
        ui.horizontal_wrapped(|ui| {
            for m in self.catalogue {
                let r = ui.selectable_label(menu.game == m.id, egui::RichText::new(&m.name).size(15.0));
                traced.set_owned(format!("newgame-game-{}", m.id), Some(r.rect.center()), ppp);
                if r.clicked() && menu.game != m.id {
                    menu.select_game(m);
                }
            }
        });
        let meta = self.catalogue.iter().find(|m| m.id == menu.game)?;
        ui.label(egui::RichText::new(meta.summary.split("\n\n").next().unwrap_or("")).small().weak());
        ui.separator();
        // Everything between the games and the buttons scrolls in the room left, so that the
        // buttons stay at the dialog's foot whatever the game.
        let room = (ui.available_height() - BUTTONS_HEIGHT).max(80.0);
        egui::ScrollArea::vertical().id_salt("newgame-scroll").max_height(room).min_scrolled_height(room).auto_shrink([false, false]).show(
            ui,
            |ui| {
                // A row a setting, its explanation under it across the dialog's width.
                ui.spacing_mut().item_spacing.y = 6.0;
                // Who plays and on what clock first: they change with every game; the rule
                // options below them seldom do.
                variant_row(ui, menu, meta);
                seats(ui, menu, self.colours);
                time_row(ui, menu);
                ui.separator();
                ui.label(egui::RichText::new(crate::t!("newgame-rules")).strong());
                let variant = menu.variant.clone();
                for o in meta.options.iter().filter(|o| o.variants.is_empty() || o.variants.contains(&variant)) {
                    option_row(ui, menu, o);
                }
                if let Some(help) = &meta.setup_help {
                    setup_row(ui, menu, meta, help, self.colours);
                }
            },
        );
        buttons(ui, menu, traced)
    }
}

/// The height the dialog keeps for its buttons under the scrolled part.
const BUTTONS_HEIGHT: f32 = 44.0;

/// The variant menu, where the game has more than one.
fn variant_row(ui: &mut egui::Ui, menu: &mut NewGameMenu, meta: &GameMeta) {
    if meta.variants.len() <= 1 {
        return;
    }
    let current = meta.variant(&menu.variant).map(|v| v.name.clone()).unwrap_or_default();
    ui.horizontal(|ui| {
        ui.label(crate::t!("newgame-variant"));
        egui::ComboBox::from_id_salt("variant").selected_text(current).width(240.0).show_ui(ui, |ui| {
            for v in &meta.variants {
                let label = if v.note.is_empty() { v.name.clone() } else { format!("{} — {}", v.name, v.note) };
                ui.selectable_value(&mut menu.variant, v.id.clone(), label);
            }
        });
    });
    if let Some(note) = meta.variant(&menu.variant).map(|v| v.note.as_str()).filter(|n| !n.is_empty()) {
        ui.add(egui::Label::new(egui::RichText::new(note).small().weak()).wrap());
    }
}

/// One rule option: its name, its menu of values (and a number field where it takes any
/// number), and its help text; the default value is kept out of the chosen options.
fn option_row(ui: &mut egui::Ui, menu: &mut NewGameMenu, o: &OptionSpec) {
    let current = menu.options.get(&o.name).cloned().unwrap_or_else(|| o.default.clone());
    let mut chosen = current.clone();
    ui.horizontal_wrapped(|ui| {
        ui.label(o.label.as_str()).on_hover_text(crate::t!("newgame-option", name = o.name));
        option_value(ui, o, &mut chosen);
    });
    ui.add(egui::Label::new(egui::RichText::new(o.explain()).small().weak()).wrap());
    if chosen != current {
        if chosen == o.default {
            menu.options.remove(&o.name);
        } else {
            menu.options.insert(o.name.clone(), chosen);
        }
    }
}

/// An option's menu of values, and its number field where it takes any number.
fn option_value(ui: &mut egui::Ui, o: &OptionSpec, chosen: &mut String) {
    let numeric = o.values.iter().any(|v| v == "<number>");
    let words = |v: &str| if v == o.default { crate::t!("newgame-default", value = o.value_label(v)) } else { o.value_label(v) };
    egui::ComboBox::from_id_salt(format!("opt-{}", o.name)).selected_text(words(chosen)).width(230.0).show_ui(ui, |ui| {
        for v in o.values.iter().filter(|v| *v != "<number>") {
            ui.selectable_value(chosen, v.clone(), words(v));
        }
        if numeric && !o.values.contains(&o.default) {
            ui.selectable_value(chosen, o.default.clone(), words(&o.default));
        }
    });
    if numeric {
        let mut text = if chosen.parse::<u32>().is_ok() { chosen.clone() } else { String::new() };
        if ui.add(egui::TextEdit::singleline(&mut text).desired_width(60.0).hint_text("number")).changed() && text.parse::<u32>().is_ok() {
            *chosen = text;
        }
    }
}

/// The setup field, with the game's sample setups, how to write one, and Litróf's builder.
fn setup_row(ui: &mut egui::Ui, menu: &mut NewGameMenu, meta: &GameMeta, help: &str, colours: crate::core::colour::Palette) {
    ui.label(crate::t!("newgame-setup")).on_hover_text(help);
    ui.indent("setup", |ui| {
        ui.add(egui::TextEdit::singleline(&mut menu.setup).hint_text("default").desired_width(240.0));
        if !meta.sample_setups.is_empty() {
            egui::ComboBox::from_id_salt("samples").selected_text(crate::t!("newgame-sample-setups")).width(240.0).show_ui(ui, |ui| {
                for s in &meta.sample_setups {
                    if ui.selectable_label(menu.setup == *s, s.as_str()).clicked() {
                        menu.setup = s.clone();
                    }
                }
            });
        }
        ui.label(egui::RichText::new(crate::t!("newgame-how-to-write-a")).small().weak()).on_hover_text(help);
        if crate::games::entry(&menu.game).is_some_and(|g| g.ui.setup_builder) {
            egui::CollapsingHeader::new(crate::t!("newgame-build-a-setup-colours")).id_salt("litrof-builder").show(ui, |ui| {
                if let Some(text) = super::setup_builder::show(ui, &mut menu.builder, colours) {
                    menu.setup = text;
                }
            });
        }
    });
}

/// Who sits at each seat: the number of seats comes from the engine for the configuration
/// chosen (or why it cannot make that game).
fn seats(ui: &mut egui::Ui, menu: &mut NewGameMenu, colours: crate::core::colour::Palette) {
    let seats = crate::games::new_game(&menu.config()).map(|g| g.view().seats);
    ui.separator();
    match seats {
        Ok(seats) => {
            menu.seats.resize(seats.len(), SeatKind::Human);
            ui.label(egui::RichText::new(crate::t!("newgame-players")).strong());
            egui::Grid::new("seats").num_columns(2).show(ui, |ui| {
                for (i, s) in seats.iter().enumerate() {
                    ui.horizontal(|ui| {
                        super::swatch(ui, colours.seat(s));
                        ui.label(s.name.as_str());
                    });
                    ui.horizontal(|ui| seat_menu(ui, menu, i));
                    ui.end_row();
                }
            });
            menu.error.clear();
        }
        Err(e) => menu.error = e.to_string(),
    }
}

/// Seat `i`'s menu, Human or a computer level, and the seconds of a custom level.
fn seat_menu(ui: &mut egui::Ui, menu: &mut NewGameMenu, i: usize) {
    let current = menu.seats[i];
    let game = menu.game.clone();
    egui::ComboBox::from_id_salt(format!("seat-{i}")).selected_text(current.label()).width(200.0).show_ui(ui, |ui| {
        ui.selectable_value(&mut menu.seats[i], SeatKind::Human, crate::t!("newgame-human"));
        for &l in COMPUTER_LEVELS {
            level_entry(ui, &mut menu.seats[i], l, &game);
        }
        level_entry(ui, &mut menu.seats[i], CUSTOM_START, &game);
    });
    custom_seconds(ui, &mut menu.seats[i]);
}

/// The clocks offered at once; any other is typed in the field beside them.
const TIME_PRESETS: &[(&str, &str)] = &[
    ("none", "newgame-no-clock"),
    ("1+0", "newgame-bullet-1-0"),
    ("3+2", "newgame-blitz-3-2"),
    ("5+3", "newgame-blitz-5-3"),
    ("10+5", "newgame-rapid-10-5"),
    ("15+10", "newgame-rapid-15-10"),
    ("30", "newgame-classical-30-min"),
    ("5+d3", "newgame-n5-min-3-s"),
    ("10+5x30", "newgame-byo-yomi-10-min"),
    ("1d", "newgame-correspondence-1-day-a"),
    ("3d", "newgame-correspondence-3-days-a"),
];

/// The clock: a preset menu, the control as text (any `core::clock` form), and in words what it
/// means or why it is not one.
fn time_row(ui: &mut egui::Ui, menu: &mut NewGameMenu) {
    ui.separator();
    ui.label(egui::RichText::new(crate::t!("newgame-clock")).strong());
    let parsed = menu.time.parse::<TimeControl>();
    let current = TIME_PRESETS.iter().find(|(t, _)| parsed.as_ref().is_ok_and(|p| t.parse::<TimeControl>().as_ref() == Ok(p)));
    ui.horizontal_wrapped(|ui| {
        egui::ComboBox::from_id_salt("time")
            .selected_text(current.map_or(crate::t!("newgame-your-own"), |(_, l)| crate::i18n::shown(l)))
            .width(230.0)
            .show_ui(ui, |ui| {
                for (text, label) in TIME_PRESETS {
                    if ui.selectable_label(current.is_some_and(|c| c.0 == *text), crate::i18n::shown(label)).clicked() {
                        menu.time = text.to_string();
                    }
                }
            });
        ui.add(egui::TextEdit::singleline(&mut menu.time).desired_width(90.0).hint_text("5+3")).on_hover_text(crate::t!("newgame-time-hint"));
    });
    let words = match &parsed {
        Ok(t) => egui::RichText::new(t.describe()).small().weak(),
        Err(e) => egui::RichText::new(e.to_string()).small().color(egui::Color32::from_rgb(255, 120, 100)),
    };
    ui.add(egui::Label::new(words).wrap());
}

/// Why the game cannot be made, then "Start" and "Defaults".
fn buttons(ui: &mut egui::Ui, menu: &mut NewGameMenu, traced: &mut WindowButtons) -> Option<Ask> {
    if !menu.error.is_empty() {
        ui.colored_label(egui::Color32::from_rgb(255, 120, 100), menu.error.as_str());
    }
    ui.add_space(6.0);
    let mut ask = None;
    ui.horizontal(|ui| {
        // A clock that is not a time control says why under its field (`time_row`).
        let time = menu.time.parse::<TimeControl>();
        let r = ui.add_enabled(
            menu.error.is_empty() && time.is_ok(),
            egui::Button::new(egui::RichText::new(crate::t!("newgame-start")).strong().size(16.0)),
        );
        traced.set("newgame-start", Some(r.rect.center()), ui.ctx().pixels_per_point());
        if r.clicked()
            && let Ok(time) = time
        {
            ask = Some(Ask::Start(menu.config(), menu.seats.clone(), time));
        }
        if ui.button(crate::t!("newgame-defaults")).on_hover_text(crate::t!("newgame-every-rule-option-back")).clicked() {
            menu.options.clear();
            menu.setup.clear();
        }
    });
    ask
}

/// Starts the game asked for (offering to keep the one on the board: `leave`), remembered as
/// the next new game's choice; or closes the dialog.
fn apply(
    ask: Ask,
    menu: &mut NewGameMenu,
    state: &mut GameState,
    settings: &mut Settings,
    leaving: &mut super::leave::Leaving,
    files: &mut super::files::FilesUi,
) {
    match ask {
        Ask::Start(config, seats, time) => match GameState::new_game(&config) {
            Ok(mut s) => {
                s.seats = seats;
                s.seats.resize(s.current().seats(), SeatKind::Human);
                s.record.set_time_control(time);
                crate::app::prefs::remember_new_game(settings, &config, &s.seats, time);
                super::leave::offer_switch(state, settings, leaving, s, files);
                menu.open = false;
            }
            Err(e) => menu.error = e.to_string(),
        },
        Ask::Close => menu.open = false,
    }
}

/// The new-game dialog's system: opened at start-up with `--menu`, then drawn while open.
#[allow(clippy::too_many_arguments)]
pub fn window(
    mut contexts: EguiContexts,
    mut menu: ResMut<NewGameMenu>,
    catalogue: Res<Catalogue>,
    mut state: ResMut<GameState>,
    mut settings: ResMut<Settings>,
    mode: Res<crate::app::settings::RunMode>,
    mut leaving: ResMut<super::leave::Leaving>,
    mut files: ResMut<super::files::FilesUi>,
    mut first: Local<bool>,
    dock: Res<super::dock::Dock>,
) -> Result {
    if !*first {
        *first = true;
        if mode.menu {
            menu.open_for(state.config(), &state.seats, state.record.time_control());
        }
    }
    if !menu.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    // The dialog's buttons are not traced: the click tests do not use them, and the trace
    // stays as it was.
    let ask = NewGameWindow { catalogue: &catalogue.0, dock: &dock, colours: settings.palette }.show(&ctx, &mut menu, &mut WindowButtons::default());
    if let Some(ask) = ask {
        apply(ask, &mut menu, &mut state, &mut settings, &mut leaving, &mut files);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::ui::harness::Harness;

    /// The dialog opened on a Storm game: another game clicked, then "Start", asks for that
    /// game with as many seats as it has.
    #[test]
    fn the_new_game_dialog_starts_the_game_chosen() {
        let catalogue: Vec<GameMeta> = crate::games::all().iter().map(|g| (g.meta)()).collect();
        let mut menu = NewGameMenu::default();
        menu.open_for(&GameConfig::new("storm"), &[SeatKind::Human, SeatKind::Computer(crate::ai::Level::ALL[0])], TimeControl::Untimed);
        let dock = super::super::dock::Dock::default();
        let window = NewGameWindow { catalogue: &catalogue, dock: &dock, colours: crate::core::colour::Palette::Standard };
        let mut h = Harness::default();
        assert_eq!(h.settle(|ctx, traced| window.show(ctx, &mut menu, traced)), None, "drawing asks for nothing");
        assert!(h.buttons.0.contains_key("newgame-start"));
        assert_eq!(h.click("newgame-game-litrof", |ctx, traced| window.show(ctx, &mut menu, traced)), None);
        assert_eq!(menu.game, "litrof");
        // The dialog takes the new game's size (and so its place, centred) over a few frames.
        h.settle(|ctx, traced| window.show(ctx, &mut menu, traced));
        let asked = h.click("newgame-start", |ctx, traced| window.show(ctx, &mut menu, traced));
        let Some(Ask::Start(config, seats, time)) = asked else { panic!("Start asks for the game: {asked:?}") };
        assert_eq!(time, TimeControl::Untimed);
        assert_eq!(config.game, "litrof");
        assert_eq!(seats.len(), 2);
        assert_eq!(seats[0], SeatKind::Human, "the seats chosen are kept");
    }

    /// In the smallest window the dialog fits the board's area for every game and variant, and
    /// choosing another game leaves "Start" where it was.
    #[test]
    fn the_dialog_fits_the_smallest_window_and_its_buttons_stay_put() {
        let catalogue: Vec<GameMeta> = crate::games::all().iter().map(|g| (g.meta)()).collect();
        let mut menu = NewGameMenu::default();
        menu.open_for(&GameConfig::new("storm"), &[], TimeControl::Untimed);
        let dock = super::super::dock::small_dock(&[]);
        let window = NewGameWindow { catalogue: &catalogue, dock: &dock, colours: crate::core::colour::Palette::Standard };
        let mut h = Harness::default();
        h.settle(|ctx, traced| window.show(ctx, &mut menu, traced));
        let start = h.buttons.0.get("newgame-start").copied().expect("Start is drawn");
        for m in &catalogue {
            h.click(&format!("newgame-game-{}", m.id), |ctx, traced| window.show(ctx, &mut menu, traced));
            for v in &m.variants {
                menu.variant = v.id.clone();
                h.settle(|ctx, traced| window.show(ctx, &mut menu, traced));
                super::super::dock::assert_fits(&h.ctx, egui::Id::new("new-game"), &format!("the dialog for {} {}", m.id, v.id));
                assert_eq!(h.buttons.0.get("newgame-start").copied(), Some(start), "{} {}: Start moved", m.id, v.id);
            }
        }
    }

    /// A time control typed in the dialog starts the game on that clock; one that is not a time
    /// control starts nothing.
    #[test]
    fn the_dialog_starts_the_clock_typed() {
        let catalogue: Vec<GameMeta> = crate::games::all().iter().map(|g| (g.meta)()).collect();
        let mut menu = NewGameMenu::default();
        menu.open_for(&GameConfig::new("tribesmen"), &[], "10+5x30".parse().unwrap());
        assert_eq!(menu.time, "10+5x30");
        let dock = super::super::dock::Dock::default();
        let window = NewGameWindow { catalogue: &catalogue, dock: &dock, colours: crate::core::colour::Palette::Standard };
        let mut h = Harness::default();
        h.settle(|ctx, traced| window.show(ctx, &mut menu, traced));
        menu.time = "5+3".into();
        let asked = h.click("newgame-start", |ctx, traced| window.show(ctx, &mut menu, traced));
        let Some(Ask::Start(_, _, time)) = asked else { panic!("{asked:?}") };
        assert_eq!(time, "5+3".parse().unwrap());
        menu.time = "soon".into();
        assert_eq!(h.click("newgame-start", |ctx, traced| window.show(ctx, &mut menu, traced)), None, "Start is off");
    }

    /// A configuration the engine refuses is named, and "Start" is not offered for it.
    #[test]
    fn a_setup_the_engine_refuses_is_named_and_cannot_be_started() {
        let catalogue: Vec<GameMeta> = crate::games::all().iter().map(|g| (g.meta)()).collect();
        let mut menu = NewGameMenu::default();
        menu.open_for(&GameConfig::new("litrof"), &[], TimeControl::Untimed);
        menu.setup = "not a setup".into();
        let dock = super::super::dock::Dock::default();
        let window = NewGameWindow { catalogue: &catalogue, dock: &dock, colours: crate::core::colour::Palette::Standard };
        let mut h = Harness::default();
        h.settle(|ctx, traced| window.show(ctx, &mut menu, traced));
        assert!(!menu.error.is_empty(), "the engine's reason is shown");
        assert_eq!(h.click("newgame-start", |ctx, traced| window.show(ctx, &mut menu, traced)), None);
    }
}
