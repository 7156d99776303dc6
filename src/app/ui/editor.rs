//! The Edit board window (✏ Edit or E): the palette of the game's pieces per owner, Litróf's
//! tower composer, the tools, the clicked square's stack level by level, the side to move, the
//! variant and rule options, the position string both ways with the clipboard, the engine's
//! verdict, and "Play from here" / "Analyse".
//!
//! The window only asks `app::editor::BoardEditor` for changes, after it is drawn; the board
//! follows from there. Each button is placed in the trace by id (`palette-B`, `edit-play`), so
//! the click tests can build a position by clicking.

use super::c32;
use crate::app::analysis::AnalysisBoard;
use crate::app::editor::{BoardEditor, Editing, Leave, Tool};
use crate::app::mode::{BoardMode, Modes};
use crate::app::state::{GameState, SeatKind};
use crate::app::trace::{TraceLines, WindowButtons};
use crate::core::colour::Palette;
use crate::core::{BoardView, GameConfig, GameMeta, PieceKind, PieceView, Seat};
use crate::edit::{PaletteEntry, Validation};
use bevy::prelude::*;
use bevy_egui::{EguiClipboard, EguiContexts, egui};

/// What the window asked for this frame.
pub enum Ask {
    Tool(Tool),
    ToMove(Seat),
    Reconfigure(GameConfig),
    /// The position string as typed so far (kept in the session until it is used).
    Typed(String),
    Text(String),
    Paste,
    Undo,
    Redo,
    Start,
    Clear,
    RemoveTop(u16),
    RemoveLevel(u16, usize),
    /// The composer's choices as set so far.
    Composed(Vec<usize>),
    Compose(Vec<usize>),
    /// The seats chosen for "Play from here".
    Seats(Vec<SeatKind>),
    Leave(Leave),
}

/// The colour a palette swatch shows for one piece.
fn piece_colour(p: &PieceView, view: &BoardView, colours: Palette) -> [f32; 3] {
    match &p.kind {
        PieceKind::Pyramid { colour, .. } => colours.rgb(*colour),
        PieceKind::Figure { .. } => p.owner.and_then(|o| view.seat(o)).map_or([0.7, 0.7, 0.7], |s| s.colour),
        PieceKind::Stone => [0.55, 0.55, 0.5],
    }
}

/// A palette button: the piece's parts as stacked bars, then its name.
fn entry_button(ui: &mut egui::Ui, entry: &PaletteEntry, group: &str, view: &BoardView, colours: Palette, selected: bool) -> egui::Response {
    ui.horizontal(|ui| {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
        let parts = if entry.stack.is_empty() { std::slice::from_ref(&entry.piece) } else { entry.stack.as_slice() };
        let h = rect.height() / parts.len().max(1) as f32;
        for (i, p) in parts.iter().enumerate() {
            // Bottom to top: the first part at the bottom, narrower as it rises.
            let w = rect.width() * (1.0 - 0.2 * i as f32);
            let bottom = rect.bottom() - h * i as f32;
            let r = egui::Rect::from_min_max(egui::pos2(rect.center().x - w / 2.0, bottom - h + 1.0), egui::pos2(rect.center().x + w / 2.0, bottom));
            ui.painter().rect_filled(r, 2.0, c32(piece_colour(p, view, colours)));
        }
        // The group names the owner already ("Red"): the button names the piece.
        let short = entry.label.strip_prefix(group).map(str::trim).filter(|s| !s.is_empty()).unwrap_or(&entry.label);
        ui.selectable_label(selected, short).on_hover_text(entry.label.as_str())
    })
    .inner
}

/// Notes where a button was drawn, for the click tests.
fn place(traced: &mut WindowButtons, id: &str, r: &egui::Response) {
    traced.set(id, Some(r.rect.center()), r.ctx.pixels_per_point());
}

/// The Edit board window as drawn from the editing session, the board's view of it, and the
/// game's description (variants, options). It changes nothing: what is typed or chosen in its
/// fields (the position string, the composer's and the seats' menus) comes back as asks too,
/// and the session keeps it from frame to frame.
pub struct EditorWindow<'a> {
    pub editing: &'a Editing,
    pub view: &'a BoardView,
    pub meta: Option<&'a GameMeta>,
    pub dock: &'a super::dock::Dock,
    /// The pieces' palette (View → Colours).
    pub colours: Palette,
}

impl EditorWindow<'_> {
    /// Draws the window; returns what was asked, in the order it was (its buttons are placed in
    /// `traced`).
    pub fn show(&self, ctx: &egui::Context, traced: &mut WindowButtons) -> Vec<Ask> {
        let mut asks = Vec::new();
        let mut open = true;
        self.dock.window(super::dock::Tool::Edit, crate::t!("editor-window-edit-board"), "board-editor").open(&mut open).show(ctx, |ui| {
            // The actions come first, should the column be short; the rest scrolls.
            egui::ScrollArea::vertical().id_salt("editor-scroll").auto_shrink([false, true]).show(ui, |ui| {
                ui.vertical(|ui| self.contents(ui, traced, &mut asks));
            });
        });
        if !open {
            asks.push(Ask::Leave(Leave::Cancel));
        }
        asks
    }

    /// The window's sections, top to bottom.
    fn contents(&self, ui: &mut egui::Ui, traced: &mut WindowButtons, asks: &mut Vec<Ask>) {
        let validation = self.editing.editor.validate();
        self.verdict(ui, &validation);
        self.leave(ui, matches!(validation, Validation::Playable { .. }), traced, asks);
        self.to_move(ui, traced, asks);
        ui.separator();
        self.tools(ui, traced, asks);
        ui.separator();
        self.palette(ui, traced, asks);
        ui.separator();
        self.position_text(ui, traced, asks);
        self.composer(ui, asks);
        self.inspected(ui, asks);
        if let Some(meta) = self.meta {
            self.variant(ui, meta, asks);
            self.options(ui, meta, asks);
        }
        ui.separator();
        self.seats(ui, asks);
    }

    /// The verdict first: what the engine says of the board; then the last edit's note.
    fn verdict(&self, ui: &mut egui::Ui, validation: &Validation) {
        match validation {
            Validation::Playable { legal_moves, .. } => {
                ui.colored_label(
                    egui::Color32::from_rgb(120, 220, 130),
                    crate::t!("editor-window-playable", value = crate::t!("count-legal-moves", n = *legal_moves)),
                );
            }
            Validation::Refused(why) => {
                ui.colored_label(egui::Color32::from_rgb(255, 140, 110), crate::t!("editor-window-not-playable", why = why));
            }
            Validation::Over(result) => {
                ui.colored_label(egui::Color32::from_rgb(240, 200, 110), crate::t!("editor-window-the-game-is-over", result = result));
            }
        }
        if !self.editing.note.is_empty() {
            ui.label(egui::RichText::new(self.editing.note.as_str()).small());
        }
    }

    /// "Play from here" and "Analyse" (once the board is playable), and "Close".
    fn leave(&self, ui: &mut egui::Ui, playable: bool, traced: &mut WindowButtons, asks: &mut Vec<Ask>) {
        ui.horizontal(|ui| {
            let r = ui.add_enabled(playable, egui::Button::new(egui::RichText::new(crate::t!("editor-window-play-from-here")).strong()));
            place(traced, "edit-play", &r);
            if r.clicked() {
                asks.push(Ask::Leave(Leave::Play(self.editing.seats.clone())));
            }
            let r = ui
                .add_enabled(playable, egui::Button::new(crate::t!("editor-window-analyse")))
                .on_hover_text(crate::t!("editor-window-analyse-this-position-on"));
            place(traced, "edit-analyse", &r);
            if r.clicked() {
                asks.push(Ask::Leave(Leave::Analyse));
            }
            let r = ui.button(crate::t!("editor-window-close")).on_hover_text(crate::t!("editor-window-back-to-the-game"));
            place(traced, "edit-close", &r);
            if r.clicked() {
                asks.push(Ask::Leave(Leave::Cancel));
            }
        });
    }

    /// The side to move, one button a seat.
    fn to_move(&self, ui: &mut egui::Ui, traced: &mut WindowButtons, asks: &mut Vec<Ask>) {
        let editor = &self.editing.editor;
        ui.horizontal_wrapped(|ui| {
            ui.label(crate::t!("editor-window-to-move"));
            for seat in Seat::all(editor.seats()) {
                let r = ui.selectable_label(editor.to_move() == seat, editor.seat_name(seat));
                place(traced, &format!("edit-to-move-{seat}"), &r);
                if r.clicked() {
                    asks.push(Ask::ToMove(seat));
                }
            }
        });
    }

    /// The hand and the eraser, undo and redo, the start position and the empty board.
    fn tools(&self, ui: &mut egui::Ui, traced: &mut WindowButtons, asks: &mut Vec<Ask>) {
        let e = self.editing;
        ui.horizontal_wrapped(|ui| {
            let r = ui
                .selectable_label(e.tool == Tool::Hand, crate::t!("editor-window-hand"))
                .on_hover_text(crate::t!("editor-window-click-a-square-to"));
            place(traced, "edit-hand", &r);
            if r.clicked() {
                asks.push(Ask::Tool(Tool::Hand));
            }
            let r = ui
                .selectable_label(e.tool == Tool::Eraser, crate::t!("editor-window-eraser"))
                .on_hover_text(crate::t!("editor-window-click-a-piece-to"));
            place(traced, "edit-eraser", &r);
            if r.clicked() {
                asks.push(Ask::Tool(Tool::Eraser));
            }
            if ui.add_enabled(e.editor.can_undo(), egui::Button::new("⟲")).on_hover_text(crate::t!("editor-window-undo-the-last-edit")).clicked() {
                asks.push(Ask::Undo);
            }
            if ui.add_enabled(e.editor.can_redo(), egui::Button::new("⟳")).on_hover_text(crate::t!("editor-window-redo-ctrl-y")).clicked() {
                asks.push(Ask::Redo);
            }
            let r = ui.button(crate::t!("editor-window-start"));
            place(traced, "edit-start", &r);
            if r.clicked() {
                asks.push(Ask::Start);
            }
            let r = ui.button(crate::t!("editor-window-clear"));
            place(traced, "edit-clear", &r);
            if r.clicked() {
                asks.push(Ask::Clear);
            }
        });
    }

    /// The game's pieces, a group per owner, two to a row; a click picks one to stamp.
    fn palette(&self, ui: &mut egui::Ui, traced: &mut WindowButtons, asks: &mut Vec<Ask>) {
        let ppp = ui.ctx().pixels_per_point();
        ui.label(egui::RichText::new(crate::t!("editor-window-click-a-piece-then")).small());
        for group in self.editing.editor.palette() {
            egui::CollapsingHeader::new(group.title.as_str()).id_salt(("palette", &group.title)).default_open(true).show(ui, |ui| {
                // Two to a row: the window keeps its width whatever the names.
                egui::Grid::new(("palette-grid", &group.title)).num_columns(2).spacing([6.0, 2.0]).show(ui, |ui| {
                    for (k, entry) in group.entries.iter().enumerate() {
                        let selected = matches!(&self.editing.tool, Tool::Stamp(p) if p.id == entry.id);
                        let r = entry_button(ui, entry, &group.title, self.view, self.colours, selected);
                        traced.set_owned(format!("palette-{}", entry.id), ui.is_rect_visible(r.rect).then(|| r.rect.center()), ppp);
                        if r.clicked() {
                            asks.push(Ask::Tool(Tool::Stamp(entry.clone())));
                        }
                        if k % 2 == 1 {
                            ui.end_row();
                        }
                    }
                });
            });
        }
    }

    /// The position string, as typed (Enter or "Use this string" puts it on the board), why it
    /// was not read, and the clipboard both ways.
    fn position_text(&self, ui: &mut egui::Ui, traced: &mut WindowButtons, asks: &mut Vec<Ask>) {
        let e = self.editing;
        ui.label(egui::RichText::new(crate::t!("editor-window-position-string")).strong());
        let mut text = e.text.clone();
        let field = ui.add(egui::TextEdit::multiline(&mut text).desired_rows(2).desired_width(250.0).font(egui::TextStyle::Monospace));
        place(traced, "edit-text", &field);
        if text != e.text {
            asks.push(Ask::Typed(text.clone()));
        }
        if field.has_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter) && !i.modifiers.shift) {
            asks.push(Ask::Text(text.trim_end_matches('\n').to_string()));
        }
        if let Some(p) = &e.text_problem {
            ui.colored_label(egui::Color32::from_rgb(255, 140, 110), crate::t!("editor-window-not-read", p = p));
        }
        ui.horizontal(|ui| {
            let r = ui.button(crate::t!("editor-window-use-this-string")).on_hover_text(crate::t!("editor-window-put-the-string-on"));
            place(traced, "edit-apply", &r);
            if r.clicked() {
                asks.push(Ask::Text(text.clone()));
            }
            // "Copied" until the string changes, so the click is seen to have done something.
            let copied_id = egui::Id::new("edit-copied");
            let now = e.editor.text();
            let copied = ui.ctx().data(|d| d.get_temp::<String>(copied_id)).is_some_and(|c| c == now);
            let r = ui
                .button(if copied { crate::t!("editor-window-copied") } else { crate::t!("editor-window-copy") })
                .on_hover_text(crate::t!("editor-window-copy-the-position-string"));
            if r.clicked() {
                // egui's own output: the clipboard is written after the frame.
                ui.ctx().copy_text(now.clone());
                ui.ctx().data_mut(|d| d.insert_temp(copied_id, now));
            }
            let r = ui.button(crate::t!("editor-window-paste"));
            place(traced, "edit-paste", &r);
            if r.clicked() {
                asks.push(Ask::Paste);
            }
        });
    }

    /// Litróf's tower composer: a menu per part, then "Use this tower".
    fn composer(&self, ui: &mut egui::Ui, asks: &mut Vec<Ask>) {
        let Some(composer) = self.editing.editor.composer() else { return };
        egui::CollapsingHeader::new(crate::t!("editor-window-compose-a-tower")).id_salt("composer").default_open(false).show(ui, |ui| {
            let mut composed = self.editing.composed.clone();
            composed.resize(composer.parts.len(), 0);
            for (i, part) in composer.parts.iter().enumerate() {
                let current = part.choices.get(composed[i]).map(|c| c.label.clone()).unwrap_or_default();
                egui::ComboBox::from_id_salt(("compose", i))
                    .selected_text(crate::t!("editor-window-text", title = part.title, current = current))
                    .width(240.0)
                    .show_ui(ui, |ui| {
                        for (j, c) in part.choices.iter().enumerate() {
                            ui.selectable_value(&mut composed[i], j, c.label.as_str());
                        }
                    });
            }
            if composed != self.editing.composed {
                asks.push(Ask::Composed(composed.clone()));
            }
            if ui.button(crate::t!("editor-window-use-this-tower")).clicked() {
                asks.push(Ask::Compose(composed));
            }
        });
    }

    /// The clicked square's stack, top level first, each level removable.
    fn inspected(&self, ui: &mut egui::Ui, asks: &mut Vec<Ask>) {
        let Some((s, square)) = self.editing.inspected.and_then(|s| self.view.squares.get(s as usize).map(|q| (s, q))) else { return };
        ui.separator();
        ui.label(egui::RichText::new(crate::t!("editor-window-on", name = square.name)).strong());
        if square.stack.is_empty() {
            ui.label(egui::RichText::new("nothing").weak());
        }
        for (level, p) in square.stack.iter().enumerate().rev() {
            ui.horizontal(|ui| {
                super::swatch(ui, piece_colour(p, self.view, self.colours));
                ui.label(format!("{}: {}", level + 1, p.label));
                if ui.small_button("x").on_hover_text(crate::t!("editor-window-take-this-level-out")).clicked() {
                    asks.push(Ask::RemoveLevel(s, level));
                }
            });
        }
        ui.horizontal(|ui| {
            if ui.add_enabled(!square.stack.is_empty(), egui::Button::new(crate::t!("editor-window-take-the-top-off"))).clicked() {
                asks.push(Ask::RemoveTop(s));
            }
        });
    }

    /// The variant menu, where the game has more than one.
    fn variant(&self, ui: &mut egui::Ui, meta: &GameMeta, asks: &mut Vec<Ask>) {
        let config = self.editing.editor.config();
        if meta.variants.len() <= 1 {
            return;
        }
        let current = meta.variant(&config.variant).map(|v| v.name.clone()).unwrap_or_default();
        egui::ComboBox::from_id_salt("edit-variant").selected_text(crate::t!("editor-window-variant", current = current)).width(240.0).show_ui(
            ui,
            |ui| {
                for v in &meta.variants {
                    if ui.selectable_label(v.id == config.variant, v.name.as_str()).clicked() && v.id != config.variant {
                        asks.push(Ask::Reconfigure(config.clone().with_variant(&v.id)));
                    }
                }
            },
        );
    }

    /// The rule options of the variant, a menu each (the default value kept out of the
    /// configuration).
    fn options(&self, ui: &mut egui::Ui, meta: &GameMeta, asks: &mut Vec<Ask>) {
        let config = self.editing.editor.config();
        egui::CollapsingHeader::new(crate::t!("editor-window-rule-options")).id_salt("edit-options").default_open(false).show(ui, |ui| {
            for o in meta.options.iter().filter(|o| o.variants.is_empty() || o.variants.contains(&config.variant)) {
                let current = config.options.get(&o.name).cloned().unwrap_or_else(|| o.default.clone());
                egui::ComboBox::from_id_salt(("edit-opt", &o.name))
                    .selected_text(format!("{}: {}", o.label, o.value_label(&current)))
                    .width(260.0)
                    .show_ui(ui, |ui| {
                        for v in o.values.iter().filter(|v| *v != "<number>") {
                            if ui.selectable_label(*v == current, o.value_label(v)).clicked() && *v != current {
                                let mut c = config.clone();
                                if *v == o.default {
                                    c.options.remove(&o.name);
                                } else {
                                    c.options.insert(o.name.clone(), v.clone());
                                }
                                asks.push(Ask::Reconfigure(c));
                            }
                        }
                    });
            }
        });
    }

    /// Who sits at each seat for "Play from here".
    fn seats(&self, ui: &mut egui::Ui, asks: &mut Vec<Ask>) {
        let e = self.editing;
        ui.label(egui::RichText::new(crate::t!("editor-window-players-for-play-from")).strong());
        let mut seats = e.seats.clone();
        seats.resize(e.editor.seats(), SeatKind::Human);
        egui::Grid::new("edit-seats").num_columns(2).show(ui, |ui| {
            for (i, seat) in Seat::all(seats.len()).zip(seats.iter_mut()) {
                ui.horizontal(|ui| {
                    if let Some(s) = self.view.seat(i) {
                        super::swatch(ui, s.colour);
                    }
                    ui.label(e.editor.seat_name(i));
                });
                egui::ComboBox::from_id_salt(("edit-seat", i)).selected_text(seat.label()).width(170.0).show_ui(ui, |ui| {
                    ui.selectable_value(seat, SeatKind::Human, crate::t!("editor-window-human"));
                    for l in crate::ai::Level::ALL {
                        ui.selectable_value(seat, SeatKind::Computer(l), SeatKind::Computer(l).label());
                    }
                });
                ui.end_row();
            }
        });
        if seats != e.seats {
            asks.push(Ask::Seats(seats));
        }
    }
}

/// Does what the window asked, through `app::editor::BoardEditor` (which shows the board after
/// each change): a tool, an edit, the session's fields as typed or chosen, or leaving the
/// editor (the analysis switched on when it leaves to analyse).
fn apply(ask: Ask, editor: &mut BoardEditor, state: &mut GameState, modes: &mut Modes, analysis: &mut AnalysisBoard, clipboard: &mut EguiClipboard) {
    match ask {
        Ask::Tool(_) | Ask::Typed(_) | Ask::Composed(_) | Ask::Seats(_) | Ask::Compose(_) => {
            if let Some(e) = editor.editing.as_mut() {
                session(e, ask);
            }
        }
        Ask::ToMove(seat) => editor.change(state, |e| {
            let before = e.editor.to_move();
            e.editor.set_to_move(seat);
            before != e.editor.to_move()
        }),
        Ask::Reconfigure(c) => editor.reconfigure(state, &c),
        Ask::Text(t) => {
            editor.apply_text(state, &t);
        }
        Ask::Paste => {
            let text = clipboard.get_text().unwrap_or_default();
            editor.apply_text(state, &text);
        }
        Ask::Undo => editor.change(state, |e| e.editor.undo()),
        Ask::Redo => editor.change(state, |e| e.editor.redo()),
        Ask::Start => editor.change(state, |e| {
            let before = e.editor.text();
            e.editor.reset_to_start();
            before != e.editor.text()
        }),
        Ask::Clear => editor.change(state, |e| {
            let before = e.editor.text();
            e.editor.clear();
            before != e.editor.text()
        }),
        Ask::RemoveTop(s) => editor.change(state, |e| e.editor.remove_top(s)),
        Ask::RemoveLevel(s, level) => editor.change(state, |e| e.editor.remove_level(s, level)),
        Ask::Leave(how) => {
            let analyse = matches!(how, Leave::Analyse);
            if editor.close_in(modes, how) && analyse {
                analysis.on = true;
            }
        }
    }
}

/// What changes the session but not the board: the tool, the fields as typed or chosen, the
/// tower composed (the stamp tool then places it).
fn session(e: &mut Editing, ask: Ask) {
    match ask {
        Ask::Tool(t) => e.tool = t,
        Ask::Typed(text) => e.text = text,
        Ask::Composed(choice) => e.composed = choice,
        Ask::Seats(seats) => e.seats = seats,
        Ask::Compose(choice) => match e.editor.compose(&choice) {
            Ok(entry) => {
                e.note = crate::t!("editor-window-placing", label = entry.label);
                e.tool = Tool::Stamp(entry);
            }
            Err(why) => e.note = crate::t!("editor-window-no-such-tower", why = why),
        },
        _ => {}
    }
}

/// The Edit board window's system: the editor toggle (✏ Edit or E), the window while editing,
/// what it asked for, and the editor's trace lines.
#[allow(clippy::too_many_arguments)]
pub fn window(
    mut contexts: EguiContexts,
    mut editor: ResMut<BoardEditor>,
    mut state: ResMut<GameState>,
    mut analysis: ResMut<AnalysisBoard>,
    mut toggles: MessageReader<super::shortcuts::Toggle>,
    mut modes: Modes,
    mut traced: ResMut<WindowButtons>,
    mut trace: ResMut<TraceLines>,
    mut clipboard: ResMut<EguiClipboard>,
    catalogue: Res<super::Catalogue>,
    dock: Res<super::dock::Dock>,
    settings: Res<crate::app::settings::Settings>,
) -> Result {
    if toggles.read().filter(|t| **t == super::shortcuts::Toggle::Editor).count() > 0 {
        if modes.now() == BoardMode::Edit {
            editor.close_in(&mut modes, Leave::Cancel);
        } else {
            editor.open_in(&mut state, &mut modes, None);
        }
    }
    let ctx = contexts.ctx_mut()?.clone();
    traced.clear_prefix("palette-");
    traced.clear_prefix("edit-");
    let asks = match &editor.editing {
        Some(e) => {
            let mut view = e.editor.view();
            settings.palette.paint_seats(&mut view);
            let colours = settings.palette;
            EditorWindow { editing: e, view: &view, meta: catalogue.meta(&e.editor.config().game), dock: &dock, colours }.show(&ctx, &mut traced)
        }
        None => Vec::new(),
    };
    for ask in asks {
        apply(ask, &mut editor, &mut state, &mut modes, &mut analysis, &mut clipboard);
    }
    for line in editor.events.drain(..) {
        trace.push(line);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::ui::harness::Harness;

    /// An editing session on a Storm game one move in, and the game's description.
    fn storm() -> (BoardEditor, GameMeta) {
        let mut game = GameState::new_game(&GameConfig::new("storm")).unwrap();
        game.play_text("Yb1-c3").unwrap();
        let mut editor = BoardEditor::default();
        editor.open(&game, None).unwrap();
        let meta = crate::games::all().iter().map(|g| (g.meta)()).find(|m| m.id == "storm").unwrap();
        (editor, meta)
    }

    #[test]
    fn the_editor_window_asks_for_its_buttons_edits_and_tools() {
        let (editor, meta) = storm();
        let e = editor.editing.as_ref().unwrap();
        let view = e.editor.view();
        let dock = super::super::dock::Dock::default();
        let window = EditorWindow { editing: e, view: &view, meta: Some(&meta), dock: &dock, colours: Palette::Standard };
        let draw = |ctx: &egui::Context, traced: &mut WindowButtons| window.show(ctx, traced);
        let mut h = Harness::default();
        assert!(h.settle(draw).is_empty(), "drawing asks for nothing");
        for id in [
            "edit-play",
            "edit-analyse",
            "edit-close",
            "edit-to-move-1",
            "edit-hand",
            "edit-eraser",
            "edit-start",
            "edit-text",
            "edit-apply",
            "edit-paste",
        ] {
            assert!(h.buttons.0.contains_key(id), "{id} is traced: {:?}", h.buttons.0.keys().collect::<Vec<_>>());
        }
        assert!(matches!(h.click("edit-clear", draw).as_slice(), [Ask::Clear]));
        assert!(matches!(h.click("edit-to-move-1", draw).as_slice(), [Ask::ToMove(Seat::SECOND)]));
        assert!(matches!(h.click("edit-eraser", draw).as_slice(), [Ask::Tool(Tool::Eraser)]));
        assert!(matches!(h.click("palette-B", draw).as_slice(), [Ask::Tool(Tool::Stamp(p))] if p.id == "B"));
        assert!(matches!(h.click("edit-play", draw).as_slice(), [Ask::Leave(Leave::Play(seats))] if seats.len() == 2), "the position is playable");
        assert!(matches!(h.click("edit-close", draw).as_slice(), [Ask::Leave(Leave::Cancel)]));
    }

    #[test]
    fn the_window_fits_the_column_of_the_smallest_window_and_keeps_its_buttons_still() {
        use super::super::dock::{Tool as Docked, assert_fits, small_dock};
        let (editor, meta) = storm();
        let e = editor.editing.as_ref().unwrap();
        let view = e.editor.view();
        let dock = small_dock(&[Docked::Edit, Docked::Analysis]);
        let window = EditorWindow { editing: e, view: &view, meta: Some(&meta), dock: &dock, colours: Palette::Standard };
        let draw = |ctx: &egui::Context, traced: &mut WindowButtons| window.show(ctx, traced);
        let mut h = Harness::default();
        h.settle(draw);
        assert_fits(&h.ctx, egui::Id::new("board-editor"), "the editor");
        let before = h.buttons.0.get("edit-play").copied();
        h.click("edit-eraser", draw);
        h.settle(draw);
        assert_eq!(h.buttons.0.get("edit-play").copied(), before, "a click leaves the buttons where they were");
    }

    /// What the window asks for changes the session: the stamp tool, the seats chosen, the
    /// position string as typed.
    #[test]
    fn the_asks_change_the_editing_session() {
        let (mut editor, _) = storm();
        let stamp = editor.editing.as_ref().unwrap().editor.palette()[0].entries[0].clone();
        session(editor.editing.as_mut().unwrap(), Ask::Tool(Tool::Stamp(stamp.clone())));
        session(editor.editing.as_mut().unwrap(), Ask::Seats(vec![SeatKind::Human, SeatKind::Computer(crate::ai::Level::ALL[0])]));
        session(editor.editing.as_mut().unwrap(), Ask::Typed("typed".into()));
        let e = editor.editing.as_ref().unwrap();
        assert_eq!(e.tool, Tool::Stamp(stamp));
        assert_eq!(e.seats[1], SeatKind::Computer(crate::ai::Level::ALL[0]));
        assert_eq!(e.text, "typed");
    }
}
