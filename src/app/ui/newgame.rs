//! The new-game dialog: game, variant, every rule option of the chosen game (with its help
//! text), the setup where the game has one, and who sits at each seat.

use super::Catalogue;
use crate::app::{GameState, SeatKind, Settings};
use crate::core::{GameConfig, GameMeta};
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
    pub error: String,
    /// Litróf's colours and arrays chosen tower by tower (`setup_builder`).
    pub builder: super::setup_builder::SetupBuilder,
}

impl NewGameMenu {
    pub fn open_for(&mut self, config: &GameConfig, seats: &[SeatKind]) {
        self.open = true;
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
        crate::ai::Level::Custom { .. } => "Computer, your own time a move…".to_string(),
        _ => format!("{} — {}", l.computer_label(), crate::ai::budget_label_in(l, game)),
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
        if ui.add(egui::DragValue::new(&mut secs).range(0.05..=600.0).speed(0.1).suffix(" s a move")).changed() {
            *millis = (secs * 1000.0).round() as u32;
        }
    }
}

#[allow(clippy::too_many_arguments)]
pub fn window(
    mut contexts: EguiContexts,
    mut menu: ResMut<NewGameMenu>,
    catalogue: Res<Catalogue>,
    mut state: ResMut<GameState>,
    mut settings: ResMut<Settings>,
    mode: Res<crate::app::RunMode>,
    mut leaving: ResMut<super::leave::Leaving>,
    mut files: ResMut<super::files::FilesUi>,
    mut first: Local<bool>,
) -> Result {
    if !*first {
        *first = true;
        if mode.menu {
            menu.open_for(state.config(), &state.seats);
        }
    }
    if !menu.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    let mut open = true;
    let mut start = false;
    egui::Window::new("New game")
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .default_width(460.0)
        .show(&ctx, |ui| {
            ui.label(egui::RichText::new("Game").strong());
            ui.horizontal_wrapped(|ui| {
                for m in &catalogue.0 {
                    if ui.selectable_label(menu.game == m.id, egui::RichText::new(&m.name).size(15.0)).clicked() && menu.game != m.id {
                        menu.select_game(m);
                    }
                }
            });
            let Some(meta) = catalogue.meta(&menu.game).cloned() else { return };
            ui.label(egui::RichText::new(meta.summary.split("\n\n").next().unwrap_or("")).small().weak());
            ui.separator();
            let max_h = (ui.ctx().viewport_rect().height() - 260.0).max(200.0);
            egui::ScrollArea::vertical().id_salt("newgame-scroll").max_height(max_h).show(ui, |ui| {
                egui::Grid::new("newgame-grid").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
                    if meta.variants.len() > 1 {
                        ui.label("Variant");
                        let current = meta.variant(&menu.variant).map(|v| v.name.clone()).unwrap_or_default();
                        egui::ComboBox::from_id_salt("variant").selected_text(current).width(240.0).show_ui(ui, |ui| {
                            for v in &meta.variants {
                                let label = if v.note.is_empty() { v.name.clone() } else { format!("{} — {}", v.name, v.note) };
                                ui.selectable_value(&mut menu.variant, v.id.clone(), label);
                            }
                        });
                        ui.end_row();
                    }
                    let variant = menu.variant.clone();
                    for o in meta.options.iter().filter(|o| o.variants.is_empty() || o.variants.contains(&variant)) {
                        ui.label(o.label.as_str()).on_hover_text(format!("--option {}", o.name));
                        let current = menu.options.get(&o.name).cloned().unwrap_or_else(|| o.default.clone());
                        let mut chosen = current.clone();
                        ui.vertical(|ui| {
                            ui.horizontal(|ui| {
                                let numeric = o.values.iter().any(|v| v == "<number>");
                                let words = |v: &str| if v == o.default { format!("{} (default)", o.value_label(v)) } else { o.value_label(v) };
                                egui::ComboBox::from_id_salt(format!("opt-{}", o.name)).selected_text(words(&chosen)).width(230.0).show_ui(
                                    ui,
                                    |ui| {
                                        for v in o.values.iter().filter(|v| *v != "<number>") {
                                            ui.selectable_value(&mut chosen, v.clone(), words(v));
                                        }
                                        if numeric && !o.values.contains(&o.default) {
                                            ui.selectable_value(&mut chosen, o.default.clone(), words(&o.default));
                                        }
                                    },
                                );
                                if numeric {
                                    let mut text = if chosen.parse::<u32>().is_ok() { chosen.clone() } else { String::new() };
                                    if ui.add(egui::TextEdit::singleline(&mut text).desired_width(60.0).hint_text("number")).changed()
                                        && text.parse::<u32>().is_ok()
                                    {
                                        chosen = text;
                                    }
                                }
                            });
                            ui.set_max_width(420.0);
                            ui.add(egui::Label::new(egui::RichText::new(o.explain()).small().weak()).wrap());
                        });
                        if chosen != current {
                            if chosen == o.default {
                                menu.options.remove(&o.name);
                            } else {
                                menu.options.insert(o.name.clone(), chosen);
                            }
                        }
                        ui.end_row();
                    }
                    if let Some(help) = &meta.setup_help {
                        ui.label("Setup").on_hover_text(help.as_str());
                        ui.vertical(|ui| {
                            ui.add(egui::TextEdit::singleline(&mut menu.setup).hint_text("default").desired_width(240.0));
                            if !meta.sample_setups.is_empty() {
                                egui::ComboBox::from_id_salt("samples").selected_text("Sample setups…").width(240.0).show_ui(ui, |ui| {
                                    for s in &meta.sample_setups {
                                        if ui.selectable_label(menu.setup == *s, s.as_str()).clicked() {
                                            menu.setup = s.clone();
                                        }
                                    }
                                });
                            }
                            ui.label(egui::RichText::new("How to write a setup (hover)").small().weak()).on_hover_text(help.as_str());
                            if menu.game == "litrof" {
                                egui::CollapsingHeader::new("Build a setup: colours and towers").id_salt("litrof-builder").show(ui, |ui| {
                                    if let Some(text) = super::setup_builder::show(ui, &mut menu.builder) {
                                        menu.setup = text;
                                    }
                                });
                            }
                        });
                        ui.end_row();
                    }
                });
            });
            // Seats: the number comes from the engine for this configuration.
            let seats = crate::games::new_game(&menu.config()).map(|g| g.view().seats);
            ui.separator();
            match seats {
                Ok(seats) => {
                    menu.seats.resize(seats.len(), SeatKind::Human);
                    ui.label(egui::RichText::new("Players").strong());
                    egui::Grid::new("seats").num_columns(2).show(ui, |ui| {
                        for (i, s) in seats.iter().enumerate() {
                            ui.horizontal(|ui| {
                                super::swatch(ui, s.colour);
                                ui.label(s.name.as_str());
                            });
                            ui.horizontal(|ui| {
                                let current = menu.seats[i];
                                let game = menu.game.clone();
                                egui::ComboBox::from_id_salt(format!("seat-{i}")).selected_text(current.label()).width(200.0).show_ui(ui, |ui| {
                                    ui.selectable_value(&mut menu.seats[i], SeatKind::Human, "Human");
                                    for &l in COMPUTER_LEVELS {
                                        level_entry(ui, &mut menu.seats[i], l, &game);
                                    }
                                    level_entry(ui, &mut menu.seats[i], CUSTOM_START, &game);
                                });
                                custom_seconds(ui, &mut menu.seats[i]);
                            });
                            ui.end_row();
                        }
                    });
                    menu.error.clear();
                }
                Err(e) => menu.error = e.to_string(),
            }
            if !menu.error.is_empty() {
                ui.colored_label(egui::Color32::from_rgb(255, 120, 100), menu.error.as_str());
            }
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if ui.add_enabled(menu.error.is_empty(), egui::Button::new(egui::RichText::new("Start").strong().size(16.0))).clicked() {
                    start = true;
                }
                if ui.button("Defaults").on_hover_text("Every rule option back to its default").clicked() {
                    menu.options.clear();
                    menu.setup.clear();
                }
            });
        });
    if start {
        match GameState::new_game(&menu.config()) {
            Ok(mut s) => {
                s.seats = menu.seats.clone();
                s.seats.resize(s.current().seats(), SeatKind::Human);
                crate::app::prefs::remember_new_game(&mut settings, &menu.config(), &s.seats);
                super::leave::offer_switch(&mut state, &mut settings, &mut leaving, s, &mut files);
                menu.open = false;
            }
            Err(e) => menu.error = e,
        }
    } else if !open {
        menu.open = false;
    }
    Ok(())
}
