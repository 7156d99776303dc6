//! The side panel: the game and its status, the seats, the choices of a move being built, a
//! typed move, the moves played (to step through and comment on), the pieces' legend and the
//! rules.

use super::panels::{Action, place_for_tests};
use super::{c32, swatch};
use crate::app::settings::Settings;
use crate::app::state::{GameState, SeatKind};
use crate::app::trace::WindowButtons;
use crate::core::{BoardView, GameMeta, Pick, PieceKind, Seat};
use bevy_egui::egui;

/// What the side panel shows, read only.
pub struct SidePanel<'a> {
    pub state: &'a GameState,
    pub view: &'a BoardView,
    /// The start position: its figures make the legend.
    pub start: &'a BoardView,
    pub meta: Option<&'a GameMeta>,
    pub settings: &'a Settings,
    /// The theme's arrow colours, for the legend of a board that has arrows (Storm).
    pub arrows: Option<&'a crate::app::theme::Arrows>,
    /// Shift+F1 asked for the rules: their section opens and comes into view.
    pub open_rules: bool,
    /// The last ply in words (`spoken::Spoken`), announced to screen readers.
    pub spoken: &'a str,
}

impl SidePanel<'_> {
    /// Draws the panel at the window's right and returns what its buttons ask for; `choices`
    /// gets each choice button's id and centre (`ShownChoices`), `traced` the move list's
    /// buttons for the headless tests (`place_for_tests`).
    pub fn show(&self, root: &mut egui::Ui, traced: &mut WindowButtons, choices: &mut Vec<(String, egui::Pos2)>) -> Vec<Action> {
        let mut actions = Vec::new();
        egui::Panel::right("side").default_size(320.0).min_size(250.0).resizable(true).show(root, |ui| {
            egui::ScrollArea::vertical().id_salt("side-scroll").show(ui, |ui| {
                ui.add_space(4.0);
                self.title(ui);
                ui.separator();
                self.status(ui);
                ui.add_space(4.0);
                self.seats(ui, &mut actions);
                self.choices(ui, choices, &mut actions);
                self.typed_move(ui, traced, &mut actions);
                ui.separator();
                self.history(ui, traced, &mut actions);
                self.stepper(ui, &mut actions);
                self.comments(ui, &mut actions);
                self.figures(ui);
                if let Some(m) = self.meta.filter(|m| !m.legend.is_empty()) {
                    // What the colours mean (Litróf): open by default, since no piece can be
                    // read without it.
                    ui.separator();
                    egui::CollapsingHeader::new(crate::t!("panels-side-what-the-colours-mean"))
                        .default_open(true)
                        .show(ui, |ui| legend(ui, &m.legend, self.settings.palette));
                }
                ui.separator();
                self.rules(ui);
            });
        });
        actions
    }

    fn over(&self) -> bool {
        self.state.current().outcome().is_some()
    }

    /// The game's name, its variant (when it has several) and the variant's note.
    fn title(&self, ui: &mut egui::Ui) {
        let config = self.state.config();
        let Some(m) = self.meta else { return };
        ui.heading(m.name.as_str());
        if let Some(v) = m.variant(&config.variant) {
            if config.variant != "standard" || m.variants.len() > 1 {
                ui.label(egui::RichText::new(&v.name).italics());
            }
            if !v.note.is_empty() {
                ui.label(egui::RichText::new(&v.note).small().color(egui::Color32::from_rgb(230, 190, 90)));
            }
        }
    }

    /// Who moves, check, or the result (the core words it; in gold when the game is over),
    /// and the pieces in danger.
    fn status(&self, ui: &mut egui::Ui) {
        let (view, over) = (self.view, self.over());
        ui.horizontal(|ui| {
            if !over && let Some(s) = view.seat(view.to_move) {
                swatch(ui, s.colour);
            }
            let status = egui::RichText::new(&view.status).strong().size(16.0);
            ui.label(if over { status.color(egui::Color32::from_rgb(250, 210, 90)) } else { status });
        });
        // Once the game is over the result says it all: no "Check!" beside a mate.
        if !over && !view.alerts.is_empty() {
            let note = if view.alert_note.is_empty() { crate::t!("panels-side-pieces-in-danger") } else { view.alert_note.clone() };
            ui.label(egui::RichText::new(crate::t!("panels-side-red-squares", note = note)).strong().color(egui::Color32::from_rgb(255, 90, 80)));
        }
        if !self.spoken.is_empty() && !self.state.notation().is_empty() {
            super::spoken::live_label(ui, "spoken-last-move", egui::RichText::new(self.spoken).small().weak());
        }
    }

    /// The seats: colour, name (bold for the one to move, struck out when out), player and, in
    /// a timed game, clock; then the pause button where the clocks may be paused.
    fn seats(&self, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        let (view, over) = (self.view, self.over());
        let faces = super::clocks::faces(self.state);
        for (i, s) in Seat::all(view.seats.len()).zip(&view.seats) {
            ui.horizontal(|ui| {
                swatch(ui, s.colour);
                let mut t = egui::RichText::new(&s.name);
                if i == view.to_move && !over {
                    t = t.strong();
                }
                if !s.active {
                    t = t.strikethrough().weak();
                }
                ui.label(t);
                ui.label(egui::RichText::new(self.state.seats.get(i.index()).copied().unwrap_or(SeatKind::Human).label()).weak());
                if let Some(face) = faces.as_ref().and_then(|f| f.get(i.index())) {
                    super::clocks::face(ui, face, self.state);
                }
            });
        }
        super::clocks::pause_button(ui, self.state, actions);
    }

    /// The choices of a multi-step move, and cancelling it.
    fn choices(&self, ui: &mut egui::Ui, shown: &mut Vec<(String, egui::Pos2)>, actions: &mut Vec<Action>) {
        let choices = self.state.choices();
        if choices.is_empty() && self.state.prefix.is_empty() {
            if self.state.hovered_choice.is_some() {
                actions.push(Action::HoverChoice(None));
            }
            return;
        }
        ui.separator();
        let mut hovered = None;
        if !choices.is_empty() {
            ui.label(egui::RichText::new(crate::t!("panels-side-finish-the-move")).strong());
            ui.horizontal_wrapped(|ui| {
                for c in choices {
                    if let Pick::Choice { id, label } = &c {
                        let b = egui::Button::new(egui::RichText::new(label).strong()).fill(egui::Color32::from_rgb(60, 90, 140));
                        let mut r = ui.add(b);
                        shown.push((id.clone(), r.rect.center()));
                        if r.hovered() {
                            hovered = Some(c.clone());
                            if let Some(note) = self.state.choice_note(&c) {
                                r = r.on_hover_text(note.text);
                            }
                        }
                        if r.clicked() {
                            actions.push(Action::Choose(c.clone()));
                        }
                    }
                }
            });
        }
        if hovered != self.state.hovered_choice {
            actions.push(Action::HoverChoice(hovered));
        }
        if ui.button(crate::t!("panels-side-cancel-move-esc")).clicked() {
            actions.push(Action::Cancel);
        }
    }

    /// Typed moves and questions: keyboard-only play goes through the same legal-move list as
    /// clicks.
    fn typed_move(&self, ui: &mut egui::Ui, traced: &mut WindowButtons, actions: &mut Vec<Action>) {
        ui.separator();
        let id = egui::Id::new("typed-move");
        let mut text = ui.data_mut(|d| d.get_temp::<String>(id)).unwrap_or_default();
        ui.horizontal(|ui| {
            let label = ui.label(crate::t!("panels-side-type-a-move"));
            // While it is not this player's move the field still answers questions.
            let hint = match self.state.moves().first() {
                Some(m) if self.state.human_to_move() => crate::t!("panels-side-e-g", notation = m.notation),
                _ => crate::t!("panels-side-a-question-last-pieces"),
            };
            let r = ui
                .add(egui::TextEdit::singleline(&mut text).id(egui::Id::new("typed-move-field")).hint_text(hint).desired_width(150.0))
                .labelled_by(label.id)
                .on_hover_text(crate::t!("panels-side-a-move-in-the", value = crate::record::ask::help()));
            traced.set("typed-move", Some(r.rect.center()), ui.ctx().pixels_per_point());
            let enter = ui.input(|i| i.key_pressed(egui::Key::Enter));
            if r.lost_focus() && enter && !text.trim().is_empty() {
                actions.push(Action::Type(std::mem::take(&mut text)));
                r.request_focus();
            } else if enter && !r.lost_focus() && ui.memory(|m| m.focused().is_none()) {
                // Enter with nothing focused goes to the move field: the keyboard's way in.
                r.request_focus();
            }
        });
        ui.data_mut(|d| d.insert_temp(id, text));
    }

    /// The moves played, a row a round: clicking one shows the position after it.
    fn history(&self, ui: &mut egui::Ui, traced: &mut WindowButtons, actions: &mut Vec<Action>) {
        let state = self.state;
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(crate::t!("panels-side-moves")).strong());
            if state.browse.is_some() && ui.button(crate::t!("panels-side-back-to-the-game")).clicked() {
                actions.push(Action::Browse(None));
            }
        });
        let shown = state.displayed_ply();
        let n = state.notation().len();
        let seats = self.view.seats.len().max(1);
        egui::ScrollArea::vertical().id_salt("history").max_height(260.0).stick_to_bottom(true).show(ui, |ui| {
            let start = ui.selectable_label(shown == 0, crate::t!("panels-side-start"));
            place_for_tests(traced, "ply-0", &start);
            if start.clicked() {
                actions.push(Action::Browse(if n == 0 { None } else { Some(0) }));
            }
            egui::Grid::new("history-grid").num_columns(seats + 1).striped(true).show(ui, |ui| {
                for (row, chunk) in state.notation().chunks(seats).enumerate() {
                    ui.label(egui::RichText::new(format!("{}.", row + 1)).weak());
                    for (k, m) in chunk.iter().enumerate() {
                        let ply = row * seats + k + 1;
                        let comment = state.record.comment(ply);
                        let text = if comment.is_some() { crate::t!("panels-side-text", m = m) } else { m.clone() };
                        let hover = comment.map_or_else(|| crate::t!("panels-side-show-the-position-after"), str::to_string);
                        let r = ui.selectable_label(shown == ply, text).on_hover_text(hover);
                        place_for_tests(traced, &format!("ply-{ply}"), &r);
                        if r.clicked() {
                            actions.push(Action::Browse(if ply == n { None } else { Some(ply) }));
                        }
                    }
                    ui.end_row();
                }
            });
        });
    }

    /// Stepping through the game: to the start, back, on, to the game as it stands.
    fn stepper(&self, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        let (shown, n) = (self.state.displayed_ply(), self.state.notation().len());
        if n == 0 {
            return;
        }
        ui.horizontal(|ui| {
            let to = |ply: usize| Action::Browse(if ply >= n { None } else { Some(ply) });
            if ui.add_enabled(shown > 0, egui::Button::new("⏮")).on_hover_text(crate::t!("panels-side-the-start")).clicked() {
                actions.push(to(0));
            }
            if ui.add_enabled(shown > 0, egui::Button::new("◀")).on_hover_text(crate::t!("panels-side-one-move-back-page")).clicked() {
                actions.push(to(shown - 1));
            }
            if ui.add_enabled(shown < n, egui::Button::new("▶")).on_hover_text(crate::t!("panels-side-one-move-on-page")).clicked() {
                actions.push(to(shown + 1));
            }
            if ui.add_enabled(shown < n, egui::Button::new("⏭")).on_hover_text(crate::t!("panels-side-the-game-as-it")).clicked() {
                actions.push(to(n));
            }
            ui.label(egui::RichText::new(crate::t!("panels-side-move-of", shown = shown, n = n)).weak());
        });
    }

    /// What the game's annotator says about the move shown, and the player's own notes on it
    /// (kept by saves and text exports), edited in a draft kept in egui's memory.
    fn comments(&self, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        let shown = self.state.displayed_ply();
        let comment = self.state.record.comment(shown);
        if let Some(c) = comment {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.label(egui::RichText::new(c).italics());
            });
        }
        let noting = egui::Id::new("comment-edit");
        let mut draft: Option<(usize, String)> = ui.data_mut(|d| d.get_temp(noting));
        match &mut draft {
            Some((ply, text)) if *ply == shown => {
                ui.add(
                    egui::TextEdit::multiline(text)
                        .desired_rows(2)
                        .desired_width(f32::INFINITY)
                        .hint_text(crate::t!("panels-side-your-comment-on-this")),
                );
                let (keep, cancel) = ui
                    .horizontal(|ui| (ui.button(crate::t!("panels-side-keep")).clicked(), ui.button(crate::t!("panels-side-cancel")).clicked()))
                    .inner;
                if keep {
                    actions.push(Action::Comment(shown, text.clone()));
                }
                if keep || cancel {
                    draft = None;
                }
            }
            _ => {
                let what = if comment.is_some() { crate::t!("panels-side-edit-the-comment") } else { crate::t!("panels-side-comment-on-this-move") };
                if ui.small_button(what).clicked() {
                    draft = Some((shown, comment.unwrap_or_default().to_string()));
                }
            }
        }
        ui.data_mut(|d| match draft {
            Some(v) => {
                d.insert_temp(noting, v);
            }
            None => d.remove::<(usize, String)>(noting),
        });
    }

    /// The pieces' legend: each figure's letter (in its owner's colour), its name and how it
    /// moves, then what the arrows on the squares mean where there are any.
    fn figures(&self, ui: &mut egui::Ui) {
        let start = self.start;
        let mut figures: Vec<(char, String, [f32; 3])> = Vec::new();
        for p in start.squares.iter().flat_map(|s| &s.stack) {
            if let PieceKind::Figure { code, name } = &p.kind
                && !figures.iter().any(|(c, _, _)| c == code)
            {
                let col = p.owner.and_then(|o| start.seat(o)).map(|s| s.colour).unwrap_or([0.7; 3]);
                figures.push((*code, name.clone(), col));
            }
        }
        if figures.is_empty() {
            return;
        }
        ui.separator();
        let variant = &self.state.config().variant;
        egui::CollapsingHeader::new(crate::t!("panels-side-pieces")).default_open(true).show(ui, |ui| {
            for (c, name, col) in &figures {
                ui.horizontal_wrapped(|ui| {
                    let light = 0.3 * col[0] + 0.59 * col[1] + 0.11 * col[2] > 0.55;
                    let bg = if light { egui::Color32::from_gray(40) } else { egui::Color32::from_gray(235) };
                    ui.label(egui::RichText::new(crate::t!("panels-side-text-2", c = c)).strong().monospace().color(c32(*col)).background_color(bg));
                    ui.label(egui::RichText::new(name).strong());
                    if let Some(how) = self.meta.and_then(|m| m.how_it_moves(variant, *c)) {
                        ui.label(egui::RichText::new(how).small());
                    }
                });
            }
            if let Some(arrows) = self.arrows.filter(|_| self.start.squares.iter().any(|s| s.marks.arrows != 0)) {
                arrow_legend(ui, arrows);
            }
        });
    }

    /// The rules: how to play here, the game's summary and options, the camera's controls.
    fn rules(&self, ui: &mut egui::Ui) {
        let header = egui::CollapsingHeader::new(crate::t!("panels-side-rules-of-this-game"))
            .default_open(self.settings.rules_open)
            .open(self.open_rules.then_some(true));
        let rules = header.show(ui, |ui| {
            ui.label(egui::RichText::new(crate::t!("panels-side-how-to-play-here")).strong());
            ui.label(crate::t!("panels-side-click-one-of-your"));
            if let Some(m) = self.meta {
                self.game_rules(ui, m);
            }
            ui.add_space(4.0);
            ui.label(egui::RichText::new(crate::t!("panels-side-camera")).strong());
            ui.label(crate::t!("panels-side-right-drag-orbits-middle"));
        });
        if self.open_rules {
            rules.header_response.scroll_to_me(Some(egui::Align::TOP));
        }
    }

    /// The game's own rules: its summary, the rule options in effect, what was reconstructed,
    /// and the setup.
    fn game_rules(&self, ui: &mut egui::Ui, m: &GameMeta) {
        let config = self.state.config();
        ui.add_space(4.0);
        for para in m.summary.split("\n\n") {
            ui.label(para.trim());
        }
        let resolved = m.resolve(config).ok();
        let applicable: Vec<_> = m.options.iter().filter(|o| o.variants.is_empty() || o.variants.contains(&config.variant)).collect();
        if !applicable.is_empty() {
            ui.add_space(4.0);
            ui.label(egui::RichText::new(crate::t!("panels-side-rule-options-in-this")).strong());
            for o in applicable {
                let v = resolved.as_ref().map(|r| r.get(&o.name).to_string()).unwrap_or_else(|| o.default.clone());
                let mark = if v == o.default { crate::t!("panels-side-default") } else { String::new() };
                ui.label(egui::RichText::new(format!("{}: {}{}", o.label, o.value_label(&v), mark)).strong()).on_hover_text(crate::t!(
                    "panels-side-option",
                    name = o.name,
                    v = v
                ));
                ui.label(egui::RichText::new(o.explain()).small());
            }
        }
        if !m.reconstructed.is_empty() {
            ui.add_space(4.0);
            ui.label(egui::RichText::new(crate::t!("panels-side-reconstructed")).strong().color(egui::Color32::from_rgb(230, 190, 90)));
            for r in &m.reconstructed {
                ui.label(crate::t!("panels-side-text-3", r = r));
            }
        }
        if let Some(s) = &config.setup {
            ui.label(crate::t!("panels-side-setup", s = s));
        }
    }
}

/// What the arrows on Storm's squares mean, in the theme's colours.
fn arrow_legend(ui: &mut egui::Ui, arrows: &crate::app::theme::Arrows) {
    ui.add_space(4.0);
    ui.label(egui::RichText::new(crate::t!("panels-side-the-arrows")).strong());
    ui.label(egui::RichText::new(crate::t!("panels-side-a-piece-starts-its")).small());
    for (colour, what) in [(arrows.orth, "north–south"), (arrows.orth2.unwrap_or(arrows.orth), "east–west"), (arrows.diag, "diagonal")] {
        ui.horizontal(|ui| {
            swatch(ui, colour);
            ui.label(egui::RichText::new(what).small());
        });
    }
}

/// The game's legend (Litróf's colours as powers and movements), each entry with a swatch of
/// its colour, so a player can read a tower off the board.
fn legend(ui: &mut egui::Ui, groups: &[crate::core::LegendGroup], colours: crate::core::colour::Palette) {
    for g in groups {
        ui.add_space(4.0);
        ui.label(egui::RichText::new(&g.title).strong());
        for e in &g.entries {
            ui.horizontal_wrapped(|ui| {
                if let Some(c) = e.colour {
                    let [r, g, b] = colours.rgb(c).map(|x| (x * 255.0) as u8);
                    let (rect, _) = ui.allocate_exact_size(egui::vec2(12.0, 12.0), egui::Sense::hover());
                    ui.painter().rect_filled(rect, 2.0, egui::Color32::from_rgb(r, g, b));
                }
                ui.label(egui::RichText::new(&e.name).strong());
                ui.label(egui::RichText::new(&e.text).small());
            });
        }
    }
}
