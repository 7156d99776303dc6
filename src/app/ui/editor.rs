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
use crate::app::capture::{TraceLines, WindowButtons};
use crate::app::editor::{BoardEditor, Leave, Tool};
use crate::app::{GameState, SeatKind};
use crate::core::{BoardView, GameConfig, PieceKind, PieceView};
use crate::edit::{PaletteEntry, Validation};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// What the window asked for this frame.
enum Ask {
    Tool(Tool),
    ToMove(usize),
    Reconfigure(GameConfig),
    Text(String),
    Paste,
    Undo,
    Redo,
    Start,
    Clear,
    RemoveTop(u16),
    RemoveLevel(u16, usize),
    Compose(Vec<usize>),
    Leave(Leave),
}

/// The colour a palette swatch shows for one piece.
fn piece_colour(p: &PieceView, view: &BoardView) -> [f32; 3] {
    match &p.kind {
        PieceKind::Pyramid { colour, .. } => colour.rgb(),
        PieceKind::Figure { .. } => p.owner.and_then(|o| view.seats.get(o)).map_or([0.7, 0.7, 0.7], |s| s.colour),
        PieceKind::Stone => [0.55, 0.55, 0.5],
    }
}

/// A palette button: the piece's parts as stacked bars, then its name.
fn entry_button(ui: &mut egui::Ui, entry: &PaletteEntry, group: &str, view: &BoardView, selected: bool) -> egui::Response {
    ui.horizontal(|ui| {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
        let parts = if entry.stack.is_empty() { std::slice::from_ref(&entry.piece) } else { entry.stack.as_slice() };
        let h = rect.height() / parts.len().max(1) as f32;
        for (i, p) in parts.iter().enumerate() {
            // Bottom to top: the first part at the bottom, narrower as it rises.
            let w = rect.width() * (1.0 - 0.2 * i as f32);
            let bottom = rect.bottom() - h * i as f32;
            let r = egui::Rect::from_min_max(egui::pos2(rect.center().x - w / 2.0, bottom - h + 1.0), egui::pos2(rect.center().x + w / 2.0, bottom));
            ui.painter().rect_filled(r, 2.0, c32(piece_colour(p, view)));
        }
        // The group names the owner already ("Red"): the button names the piece.
        let short = entry.label.strip_prefix(group).map(str::trim).filter(|s| !s.is_empty()).unwrap_or(&entry.label);
        ui.selectable_label(selected, short).on_hover_text(entry.label.as_str())
    })
    .inner
}

#[allow(clippy::too_many_arguments)]
pub fn window(
    mut contexts: EguiContexts,
    mut editor: ResMut<BoardEditor>,
    mut state: ResMut<GameState>,
    mut analysis: ResMut<AnalysisBoard>,
    mut keys: ResMut<super::shortcuts::Shortcuts>,
    mut traced: ResMut<WindowButtons>,
    mut trace: ResMut<TraceLines>,
    mut clipboard: ResMut<bevy_egui::EguiClipboard>,
    catalogue: Res<super::Catalogue>,
) -> Result {
    if std::mem::take(&mut keys.edit_requested) {
        if editor.active() {
            let _ = editor.leave(&mut state, Leave::Cancel);
        } else if let Err(e) = editor.open(&mut state, None) {
            state.message = format!("The editor did not open: {e}");
        }
    }
    let ctx = contexts.ctx_mut()?.clone();
    let ppp = ctx.pixels_per_point();
    traced.clear_prefix("palette-");
    traced.clear_prefix("edit-");
    let mut ask: Vec<Ask> = Vec::new();
    if let Some(e) = editor.editing.as_mut() {
        let view = e.editor.view();
        let config = e.editor.config().clone();
        let meta = catalogue.meta(&config.game).cloned();
        let mut open = true;
        let place = |traced: &mut WindowButtons, id: String, r: &egui::Response| traced.set_owned(id, Some(r.rect.center()), ppp);
        egui::Window::new("Edit board")
            .id(egui::Id::new("board-editor"))
            .open(&mut open)
            .default_pos([4.0, 60.0])
            .default_width(250.0)
            .max_width(280.0)
            .resizable(false)
            .show(&ctx, |ui| {
                // Narrow, at the left: the board stays in view beside it; as tall as its
                // contents (the actions come first, should the screen be short).
                ui.set_max_width(260.0);
                ui.vertical(|ui| {
                    // The verdict first: what the engine says of the board.
                    match e.editor.validate() {
                        Validation::Playable { legal_moves, .. } => {
                            ui.colored_label(
                                egui::Color32::from_rgb(120, 220, 130),
                                format!("Playable: {}", crate::core::text::count(legal_moves, "legal move")),
                            );
                        }
                        Validation::Refused(why) => {
                            ui.colored_label(egui::Color32::from_rgb(255, 140, 110), format!("Not playable: {why}"));
                        }
                        Validation::Over(result) => {
                            ui.colored_label(egui::Color32::from_rgb(240, 200, 110), format!("The game is over here: {result}"));
                        }
                    }
                    if !e.note.is_empty() {
                        ui.label(egui::RichText::new(e.note.as_str()).small());
                    }
                    let playable = matches!(e.editor.validate(), Validation::Playable { .. });
                    ui.horizontal(|ui| {
                        let r = ui.add_enabled(playable, egui::Button::new(egui::RichText::new("▶ Play from here").strong()));
                        place(&mut traced, "edit-play".into(), &r);
                        if r.clicked() {
                            ask.push(Ask::Leave(Leave::Play(e.seats.clone())));
                        }
                        let r = ui.add_enabled(playable, egui::Button::new("🔍 Analyse")).on_hover_text("Analyse this position on the board");
                        place(&mut traced, "edit-analyse".into(), &r);
                        if r.clicked() {
                            ask.push(Ask::Leave(Leave::Analyse));
                        }
                        let r = ui.button("Close").on_hover_text("Back to the game as it was (E)");
                        place(&mut traced, "edit-close".into(), &r);
                        if r.clicked() {
                            ask.push(Ask::Leave(Leave::Cancel));
                        }
                    });
                    ui.horizontal_wrapped(|ui| {
                        ui.label("To move:");
                        for seat in 0..e.editor.seats() {
                            let r = ui.selectable_label(e.editor.to_move() == seat, e.editor.seat_name(seat));
                            place(&mut traced, format!("edit-to-move-{seat}"), &r);
                            if r.clicked() {
                                ask.push(Ask::ToMove(seat));
                            }
                        }
                    });
                    ui.separator();
                    ui.horizontal_wrapped(|ui| {
                        let r = ui
                            .selectable_label(e.tool == Tool::Hand, "✋ Hand")
                            .on_hover_text("Click a square to list its pieces; drag a piece to move it, off the board to remove it");
                        place(&mut traced, "edit-hand".into(), &r);
                        if r.clicked() {
                            ask.push(Ask::Tool(Tool::Hand));
                        }
                        let r = ui
                            .selectable_label(e.tool == Tool::Eraser, "Eraser")
                            .on_hover_text("Click a piece to take it off (in a stack, the pyramid clicked)");
                        place(&mut traced, "edit-eraser".into(), &r);
                        if r.clicked() {
                            ask.push(Ask::Tool(Tool::Eraser));
                        }
                        if ui.add_enabled(e.editor.can_undo(), egui::Button::new("⟲")).on_hover_text("Undo the last edit (Ctrl+Z)").clicked() {
                            ask.push(Ask::Undo);
                        }
                        if ui.add_enabled(e.editor.can_redo(), egui::Button::new("⟳")).on_hover_text("Redo (Ctrl+Y)").clicked() {
                            ask.push(Ask::Redo);
                        }
                        let r = ui.button("Start");
                        place(&mut traced, "edit-start".into(), &r);
                        if r.clicked() {
                            ask.push(Ask::Start);
                        }
                        let r = ui.button("Clear");
                        place(&mut traced, "edit-clear".into(), &r);
                        if r.clicked() {
                            ask.push(Ask::Clear);
                        }
                    });
                    ui.separator();
                    ui.label(egui::RichText::new("Click a piece, then squares to place it").small());
                    for group in e.editor.palette() {
                        egui::CollapsingHeader::new(group.title.as_str()).id_salt(("palette", &group.title)).default_open(true).show(ui, |ui| {
                            // Two to a row: the window keeps its width whatever the names.
                            egui::Grid::new(("palette-grid", &group.title)).num_columns(2).spacing([6.0, 2.0]).show(ui, |ui| {
                                for (k, entry) in group.entries.iter().enumerate() {
                                    let selected = matches!(&e.tool, Tool::Stamp(p) if p.id == entry.id);
                                    let r = entry_button(ui, entry, &group.title, &view, selected);
                                    traced.set_owned(format!("palette-{}", entry.id), ui.is_rect_visible(r.rect).then(|| r.rect.center()), ppp);
                                    if r.clicked() {
                                        ask.push(Ask::Tool(Tool::Stamp(entry.clone())));
                                    }
                                    if k % 2 == 1 {
                                        ui.end_row();
                                    }
                                }
                            });
                        });
                    }
                    ui.separator();
                    ui.label(egui::RichText::new("Position string").strong());
                    let field = ui.add(egui::TextEdit::multiline(&mut e.text).desired_rows(2).desired_width(250.0).font(egui::TextStyle::Monospace));
                    place(&mut traced, "edit-text".into(), &field);
                    if field.has_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter) && !i.modifiers.shift) {
                        ask.push(Ask::Text(e.text.trim_end_matches('\n').to_string()));
                    }
                    if let Some(p) = &e.text_problem {
                        ui.colored_label(egui::Color32::from_rgb(255, 140, 110), format!("Not read: {p}"));
                    }
                    ui.horizontal(|ui| {
                        let r = ui.button("Use this string").on_hover_text("Put the string on the board (Enter in the field)");
                        place(&mut traced, "edit-apply".into(), &r);
                        if r.clicked() {
                            ask.push(Ask::Text(e.text.clone()));
                        }
                        if ui.button("📋 Copy").clicked() {
                            ctx.copy_text(e.editor.text());
                        }
                        let r = ui.button("📥 Paste");
                        place(&mut traced, "edit-paste".into(), &r);
                        if r.clicked() {
                            ask.push(Ask::Paste);
                        }
                    });
                    if let Some(composer) = e.editor.composer() {
                        egui::CollapsingHeader::new("Compose a tower").id_salt("composer").default_open(false).show(ui, |ui| {
                            e.composed.resize(composer.parts.len(), 0);
                            for (i, part) in composer.parts.iter().enumerate() {
                                let current = part.choices.get(e.composed[i]).map(|c| c.label.clone()).unwrap_or_default();
                                egui::ComboBox::from_id_salt(("compose", i))
                                    .selected_text(format!("{}: {current}", part.title))
                                    .width(240.0)
                                    .show_ui(ui, |ui| {
                                        for (j, c) in part.choices.iter().enumerate() {
                                            ui.selectable_value(&mut e.composed[i], j, c.label.as_str());
                                        }
                                    });
                            }
                            if ui.button("Use this tower").clicked() {
                                ask.push(Ask::Compose(e.composed.clone()));
                            }
                        });
                    }
                    if let Some(sq) = e.inspected.and_then(|s| view.squares.get(s as usize).map(|q| (s, q))) {
                        ui.separator();
                        let (s, square) = sq;
                        ui.label(egui::RichText::new(format!("On {}", square.name)).strong());
                        if square.stack.is_empty() {
                            ui.label(egui::RichText::new("nothing").weak());
                        }
                        for (level, p) in square.stack.iter().enumerate().rev() {
                            ui.horizontal(|ui| {
                                super::swatch(ui, piece_colour(p, &view));
                                ui.label(format!("{}: {}", level + 1, p.label));
                                if ui.small_button("x").on_hover_text("Take this level out").clicked() {
                                    ask.push(Ask::RemoveLevel(s, level));
                                }
                            });
                        }
                        ui.horizontal(|ui| {
                            if ui.add_enabled(!square.stack.is_empty(), egui::Button::new("Take the top off")).clicked() {
                                ask.push(Ask::RemoveTop(s));
                            }
                        });
                    }
                    if let Some(meta) = &meta {
                        if meta.variants.len() > 1 {
                            let current = meta.variant(&config.variant).map(|v| v.name.clone()).unwrap_or_default();
                            egui::ComboBox::from_id_salt("edit-variant").selected_text(format!("Variant: {current}")).width(240.0).show_ui(
                                ui,
                                |ui| {
                                    for v in &meta.variants {
                                        if ui.selectable_label(v.id == config.variant, v.name.as_str()).clicked() && v.id != config.variant {
                                            ask.push(Ask::Reconfigure(config.clone().with_variant(&v.id)));
                                        }
                                    }
                                },
                            );
                        }
                        egui::CollapsingHeader::new("Rule options").id_salt("edit-options").default_open(false).show(ui, |ui| {
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
                                                ask.push(Ask::Reconfigure(c));
                                            }
                                        }
                                    });
                            }
                        });
                    }
                    ui.separator();
                    ui.label(egui::RichText::new("Players for Play from here").strong());
                    e.seats.resize(e.editor.seats(), SeatKind::Human);
                    egui::Grid::new("edit-seats").num_columns(2).show(ui, |ui| {
                        for i in 0..e.seats.len() {
                            ui.horizontal(|ui| {
                                if let Some(s) = view.seats.get(i) {
                                    super::swatch(ui, s.colour);
                                }
                                ui.label(e.editor.seat_name(i));
                            });
                            egui::ComboBox::from_id_salt(("edit-seat", i)).selected_text(e.seats[i].label()).width(170.0).show_ui(ui, |ui| {
                                ui.selectable_value(&mut e.seats[i], SeatKind::Human, "Human");
                                for l in crate::ai::Level::ALL {
                                    ui.selectable_value(&mut e.seats[i], SeatKind::Computer(l), SeatKind::Computer(l).label());
                                }
                            });
                            ui.end_row();
                        }
                    });
                });
            });
        if !open {
            ask.push(Ask::Leave(Leave::Cancel));
        }
    }
    for a in ask {
        match a {
            Ask::Tool(t) => {
                if let Some(e) = editor.editing.as_mut() {
                    e.tool = t;
                }
            }
            Ask::ToMove(seat) => editor.change(&mut state, |e| {
                let before = e.editor.to_move();
                e.editor.set_to_move(seat);
                before != e.editor.to_move()
            }),
            Ask::Reconfigure(c) => editor.reconfigure(&mut state, &c),
            Ask::Text(t) => {
                editor.apply_text(&mut state, &t);
            }
            Ask::Paste => {
                let text = clipboard.get_text().unwrap_or_default();
                editor.apply_text(&mut state, &text);
            }
            Ask::Undo => editor.change(&mut state, |e| e.editor.undo()),
            Ask::Redo => editor.change(&mut state, |e| e.editor.redo()),
            Ask::Start => editor.change(&mut state, |e| {
                let before = e.editor.text();
                e.editor.reset_to_start();
                before != e.editor.text()
            }),
            Ask::Clear => editor.change(&mut state, |e| {
                let before = e.editor.text();
                e.editor.clear();
                before != e.editor.text()
            }),
            Ask::RemoveTop(s) => editor.change(&mut state, |e| e.editor.remove_top(s)),
            Ask::RemoveLevel(s, level) => editor.change(&mut state, |e| e.editor.remove_level(s, level)),
            Ask::Compose(choice) => {
                if let Some(e) = editor.editing.as_mut() {
                    match e.editor.compose(&choice) {
                        Ok(entry) => {
                            e.note = format!("Placing {}.", entry.label);
                            e.tool = Tool::Stamp(entry);
                        }
                        Err(why) => e.note = format!("No such tower: {why}"),
                    }
                }
            }
            Ask::Leave(how) => {
                let analyse = matches!(how, Leave::Analyse);
                if editor.leave(&mut state, how).is_ok() && analyse {
                    analysis.on = true;
                }
            }
        }
    }
    for line in editor.events.drain(..) {
        trace.push(line);
    }
    Ok(())
}
