//! The top bar, the side panel (status, seats, choices, history, rules) and the status line.
//! The part of the window they leave free becomes the board's viewport.

use super::newgame::NewGameMenu;
use super::{Catalogue, c32, swatch};
use crate::app::camera::{BoardRect, CameraPreset, Preset};
use crate::app::overlays;
use crate::app::theme;
use crate::app::{GameState, SeatKind, Settings, Stacking};
use crate::core::{BoardView, Pick, PieceKind};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

enum Action {
    Browse(Option<usize>),
    Choose(Pick),
    Cancel,
    Undo,
    Hint,
    Type(String),
    File(super::files::Purpose),
    Open(std::path::PathBuf),
    Shortcuts,
    Redo,
    Resign,
    Draw,
    Comment(usize, String),
    Preset(Preset),
}

/// The choice buttons on screen now: id and centre in window pixels (for `--trace`).
#[derive(Resource, Default, Debug, PartialEq)]
pub struct ShownChoices(pub Vec<(String, Vec2)>);

#[derive(Default)]
pub struct ViewCache {
    revision: u64,
    view: Option<BoardView>,
    start: Option<BoardView>,
    key: String,
}

#[allow(clippy::too_many_arguments)]
pub fn panels(
    mut contexts: EguiContexts,
    mut state: ResMut<GameState>,
    mut settings: ResMut<Settings>,
    mut rect: ResMut<BoardRect>,
    mut menu: ResMut<NewGameMenu>,
    catalogue: Res<Catalogue>,
    mut presets: MessageWriter<CameraPreset>,
    mut cache: Local<ViewCache>,
    mut computer: ResMut<crate::app::computer::Computer>,
    mut files: ResMut<super::files::FilesUi>,
    mut shown: ResMut<ShownChoices>,
    autosave: Res<crate::app::autosave::Autosave>,
    mut leaving: ResMut<super::leave::Leaving>,
    mut shortcuts: ResMut<super::shortcuts::Shortcuts>,
    mut traced: ResMut<crate::app::capture::WindowButtons>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let recent = files.recent().to_vec();
    let open_rules = std::mem::take(&mut shortcuts.rules_requested);
    if cache.revision != state.revision || cache.view.is_none() {
        cache.view = Some(state.view());
        cache.revision = state.revision;
        let key = format!("{:?}", state.config());
        if cache.key != key || cache.start.is_none() {
            cache.start = Some(state.start().view());
            cache.key = key;
        }
    }
    let view = cache.view.clone().unwrap_or_else(|| state.view());
    let start = cache.start.clone().unwrap_or_else(|| view.clone());
    let mut actions: Vec<Action> = Vec::new();
    let mut buttons: Vec<(String, egui::Pos2)> = Vec::new();
    let game_id = state.config().game.clone();
    let meta = catalogue.meta(&game_id).cloned();

    let mut root = egui::Ui::new(
        ctx.clone(),
        egui::Id::new("towers-root"),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    );

    if settings.panels {
        egui::Panel::top("top-bar").show(&mut root, |ui| {
            ui.add_space(3.0);
            ui.horizontal_wrapped(|ui| {
                if ui.button(egui::RichText::new("☰ New game…").strong()).on_hover_text("Choose a game, variant, rule options and players").clicked()
                {
                    menu.open_for(state.config(), &state.seats);
                }
                ui.separator();
                let themes = theme::ordered_for(&game_id);
                let current = themes.iter().find(|t| t.id == settings.theme).map(|t| t.theme.name.clone()).unwrap_or_default();
                ui.label("Theme");
                let ppp = ctx.pixels_per_point();
                traced.clear_prefix("theme-");
                let combo = egui::ComboBox::from_id_salt("theme").selected_text(current).width(170.0).show_ui(ui, |ui| {
                    for t in &themes {
                        let mine = t.theme.games.contains(&game_id);
                        let label = if mine { t.theme.name.clone() } else { format!("{} (other game)", t.theme.name) };
                        let r = ui.selectable_label(settings.theme == t.id, label);
                        traced.set_owned(format!("theme-{}", t.id), ui.is_rect_visible(r.rect).then(|| r.rect.center()), ppp);
                        if r.clicked() {
                            settings.theme = t.id.clone();
                        }
                    }
                });
                traced.set("theme", Some(combo.response.rect.center()), ppp);
                ui.separator();
                ui.menu_button("View ▾", |ui| {
                    ui.label(egui::RichText::new("Stacking").strong());
                    let mut s = settings.stacking;
                    ui.radio_value(&mut s, Stacking::Nested, "As real pyramids (nested)");
                    ui.radio_value(&mut s, Stacking::Exploded, "Exploded (heights plain)");
                    if s != settings.stacking {
                        settings.stacking = s;
                    }
                    ui.separator();
                    let mut g = settings.glyphs;
                    ui.checkbox(&mut g, "Letters on pieces");
                    let mut h = settings.heights;
                    ui.checkbox(&mut h, "Stack heights");
                    let mut a = settings.animate;
                    ui.checkbox(&mut a, "Animate moves");
                    if (g, h, a) != (settings.glyphs, settings.heights, settings.animate) {
                        settings.glyphs = g;
                        settings.heights = h;
                        settings.animate = a;
                    }
                    ui.separator();
                    ui.label(egui::RichText::new("Quality").strong());
                    let auto = settings.adapter_quality;
                    let mut choice = if settings.quality_auto { None } else { Some(settings.quality) };
                    ui.radio_value(&mut choice, None, format!("Automatic: {}", auto.map_or("Fast until the adapter is known", |q| q.id())))
                        .on_hover_text("Fast on a software renderer, High on a graphics card");
                    for q in crate::app::quality::Quality::ALL {
                        ui.radio_value(&mut choice, Some(q), q.label());
                    }
                    if choice != (if settings.quality_auto { None } else { Some(settings.quality) }) {
                        settings.quality_auto = choice.is_none();
                        settings.quality = choice.or(auto).unwrap_or_default();
                    }
                    let adapter = if settings.adapter.is_empty() { "not known yet" } else { settings.adapter.as_str() };
                    ui.label(egui::RichText::new(format!("Graphics: {adapter}")).small().weak());
                    ui.separator();
                    ui.label(egui::RichText::new("Camera at the start").strong());
                    let mut cam = settings.camera.clone();
                    ui.radio_value(&mut cam, "reset".to_string(), "From the player's side");
                    ui.radio_value(&mut cam, "player".to_string(), "Low, behind the player");
                    ui.radio_value(&mut cam, "top".to_string(), "From above");
                    if cam != settings.camera {
                        settings.camera = cam;
                    }
                });
                let kinds = overlays::kinds(&view);
                ui.add_enabled_ui(!kinds.is_empty(), |ui| {
                    ui.menu_button("Overlays ▾", |ui| {
                        let mut all = settings.all_overlays;
                        ui.checkbox(&mut all, "All");
                        if all != settings.all_overlays {
                            settings.all_overlays = all;
                        }
                        for k in &kinds {
                            let mut on = settings.all_overlays || settings.overlays.contains(k);
                            if ui.add_enabled(!settings.all_overlays, egui::Checkbox::new(&mut on, overlays::title(k))).changed() {
                                if on {
                                    settings.overlays.insert(k.clone());
                                } else {
                                    settings.overlays.remove(k);
                                }
                            }
                        }
                    })
                    .response
                    .on_disabled_hover_text("This game shows no rule geometry in this position");
                });
                ui.separator();
                ui.label("Camera");
                if ui.button("Top").on_hover_text("View from above (T)").clicked() {
                    actions.push(Action::Preset(Preset::Top));
                }
                if ui.button("Player").on_hover_text("From behind the player to move (P)").clicked() {
                    actions.push(Action::Preset(Preset::Player));
                }
                if ui.button("Reset").on_hover_text("The default view (R)").clicked() {
                    actions.push(Action::Preset(Preset::Reset));
                }
                ui.separator();
                if ui.add_enabled(!state.notation().is_empty(), egui::Button::new("⟲ Undo")).on_hover_text("Take back a move (Ctrl+Z)").clicked() {
                    actions.push(Action::Undo);
                }
                if ui.add_enabled(state.can_redo(), egui::Button::new("⟳ Redo")).on_hover_text("Ctrl+Y").clicked() {
                    actions.push(Action::Redo);
                }
                let live = !state.is_over() && state.browse.is_none();
                ui.add_enabled_ui(live, |ui| {
                    let who = state.current().seat_name(state.conceding_seat());
                    ui.menu_button("⚑ Resign", |ui| {
                        let what =
                            if state.online.is_some() { "Resign this network game?".to_string() } else { format!("Resign the game for {who}?") };
                        ui.label(what);
                        if ui.button("Yes, resign").clicked() {
                            actions.push(Action::Resign);
                            ui.close();
                        }
                    });
                });
                ui.add_enabled_ui(live && state.draw_possible(), |ui| {
                    ui.menu_button("½ Draw", |ui| {
                        let text = if state.online.is_some() { "Offer a draw to the other players?" } else { "Do the players agree to a draw?" };
                        ui.label(text);
                        if ui.button(if state.online.is_some() { "Offer a draw" } else { "Yes, a draw" }).clicked() {
                            actions.push(Action::Draw);
                            ui.close();
                        }
                    })
                    .response
                    .on_disabled_hover_text("A draw needs every player's consent: computers play every game out.");
                });
                ui.separator();
                ui.menu_button("📁 File", |ui| {
                    use super::files::Purpose;
                    if ui.add(egui::Button::new("💾 Save…").shortcut_text("Ctrl+S")).clicked() {
                        actions.push(Action::File(Purpose::Save));
                        ui.close();
                    }
                    if ui.button("📄 Export moves as text…").clicked() {
                        actions.push(Action::File(Purpose::Export));
                        ui.close();
                    }
                    if ui.add(egui::Button::new("📂 Load…").shortcut_text("Ctrl+O")).clicked() {
                        actions.push(Action::File(Purpose::Load));
                        ui.close();
                    }
                    ui.separator();
                    ui.label(egui::RichText::new("Recent games").small());
                    if recent.is_empty() {
                        ui.label(egui::RichText::new("none yet").weak());
                    }
                    for path in &recent {
                        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                        if ui.button(name).on_hover_text(path.display().to_string()).clicked() {
                            actions.push(Action::Open(path.clone()));
                            ui.close();
                        }
                    }
                    ui.separator();
                    if ui.add(egui::Button::new("📖 Guide").shortcut_text("F1")).clicked() {
                        shortcuts.guide_requested = true;
                        ui.close();
                    }
                    if ui.add(egui::Button::new("⌨ Keyboard shortcuts").shortcut_text("?")).clicked() {
                        actions.push(Action::Shortcuts);
                        ui.close();
                    }
                })
                .response
                .on_hover_text("Save, export, load, recent games (drop a file on the window to load it)");
                if ui.button("📖 Guide").on_hover_text("How to play: the goal, every piece, examples, annotated games (F1)").clicked() {
                    shortcuts.guide_requested = true;
                }
                if ui.button("🌐 Network").on_hover_text("Host this game for friends on other machines, or join theirs").clicked() {
                    shortcuts.network_requested = true;
                }
                if ui.button("✏ Edit").on_hover_text("Edit board: set up any position piece by piece (E)").clicked() {
                    shortcuts.edit_requested = true;
                }
                if ui.button("🔍 Analyse").on_hover_text("The analysis board: the best moves and the evaluation of the position shown").clicked() {
                    shortcuts.analyse_requested = true;
                }
                ui.separator();
                let hint_ok = state.human_to_move() && computer.thinking().is_none();
                if ui
                    .add_enabled(hint_ok, egui::Button::new("💡 Hint"))
                    .on_hover_text(format!(
                        "The move the computer ({}) would play here, and how it judges the position",
                        crate::app::computer::HINT_LEVEL
                    ))
                    .clicked()
                {
                    actions.push(Action::Hint);
                }
            });
            ui.add_space(2.0);
        });

        egui::Panel::bottom("status-line").show(&mut root, |ui| {
            ui.add_space(2.0);
            let thinking = computer.thinking();
            let text = if let Some((purpose, level, secs)) = thinking {
                let who = match purpose {
                    crate::app::computer::Purpose::Move => format!("{} is thinking", crate::app::SeatKind::Computer(level).label()),
                    crate::app::computer::Purpose::Hint => format!("Looking for a hint ({level})"),
                };
                format!("{who}… {secs:.0} s")
            } else if !state.message.is_empty() {
                state.message.clone()
            } else if state.browse.is_some() {
                format!("Showing the position after move {} — End returns to the game.", state.displayed_ply())
            } else if state.is_over() {
                view.status.clone()
            } else if state.prefix.is_empty() {
                "Click a piece to see where it can go. Right-drag to orbit, wheel to zoom, middle-drag to pan.".into()
            } else {
                "Click a highlighted square to move there; Esc cancels.".into()
            };
            ui.horizontal_wrapped(|ui| {
                if let Some(problem) = &autosave.problem {
                    ui.label(egui::RichText::new(problem.as_str()).color(egui::Color32::from_rgb(255, 140, 110)));
                }
                ui.label(text);
            });
            ui.add_space(2.0);
        });

        egui::Panel::right("side").default_size(320.0).min_size(250.0).resizable(true).show(&mut root, |ui| {
            egui::ScrollArea::vertical().id_salt("side-scroll").show(ui, |ui| {
                side_panel(ui, &state, &view, &start, meta.as_ref(), &settings, &mut actions, &mut buttons, open_rules);
            });
        });
    }

    let ppp = ctx.pixels_per_point();
    let buttons: Vec<(String, Vec2)> = buttons.into_iter().map(|(id, p)| (id, Vec2::new(p.x, p.y) * ppp)).collect();
    if shown.0 != buttons {
        shown.0 = buttons;
    }

    let free = root.available_rect_before_wrap();
    let r = Rect::new(free.min.x, free.min.y, free.max.x, free.max.y);
    if rect.0 != Some(r) {
        rect.0 = Some(r);
    }

    for a in actions {
        match a {
            Action::Browse(p) => state.browse_to(p),
            Action::Choose(p) => {
                state.choose(p);
            }
            Action::Cancel => state.cancel(),
            Action::Undo => {
                state.undo_turn();
            }
            Action::Hint => computer.request_hint(),
            Action::Type(text) => match state.play_text(&text) {
                Ok(played) => state.message = format!("Played {played}."),
                Err(e) => state.message = format!("'{}': {e}", text.trim()),
            },
            Action::File(purpose) => files.open(purpose, &state),
            Action::Open(path) => super::files::open_file(&path, &mut state, &mut settings, &mut leaving, &mut files),
            Action::Shortcuts => shortcuts.open = !shortcuts.open,
            Action::Resign => state.resign(),
            Action::Comment(ply, text) => state.set_comment(ply, &text),
            Action::Draw => state.draw(),
            Action::Redo => {
                state.redo();
            }
            Action::Preset(p) => {
                presets.write(CameraPreset(p));
            }
        }
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn side_panel(
    ui: &mut egui::Ui,
    state: &GameState,
    view: &BoardView,
    start: &BoardView,
    meta: Option<&crate::core::GameMeta>,
    settings: &Settings,
    actions: &mut Vec<Action>,
    buttons: &mut Vec<(String, egui::Pos2)>,
    open_rules: bool,
) {
    let config = state.config();
    ui.add_space(4.0);
    if let Some(m) = meta {
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
    ui.separator();

    // Status: who moves, check, or the result (the core words it; shown once, in gold when
    // the game is over).
    let over = state.current().outcome().is_some();
    ui.horizontal(|ui| {
        if !over && let Some(s) = view.seats.get(view.to_move) {
            swatch(ui, s.colour);
        }
        let status = egui::RichText::new(&view.status).strong().size(16.0);
        ui.label(if over { status.color(egui::Color32::from_rgb(250, 210, 90)) } else { status });
    });
    if !view.alerts.is_empty() {
        let note = if view.alert_note.is_empty() { "Pieces in danger" } else { view.alert_note.as_str() };
        ui.label(egui::RichText::new(format!("⚠ {note} (red squares)")).strong().color(egui::Color32::from_rgb(255, 90, 80)));
    }

    // Seats.
    ui.add_space(4.0);
    for (i, s) in view.seats.iter().enumerate() {
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
            ui.label(egui::RichText::new(state.seats.get(i).copied().unwrap_or(SeatKind::Human).label()).weak());
        });
    }

    // Choices of a multi-step move.
    let choices = state.choices();
    if !choices.is_empty() || !state.prefix.is_empty() {
        ui.separator();
        if !choices.is_empty() {
            ui.label(egui::RichText::new("Finish the move:").strong());
            ui.horizontal_wrapped(|ui| {
                for c in choices {
                    if let Pick::Choice { id, label } = &c {
                        let b = egui::Button::new(egui::RichText::new(label).strong()).fill(egui::Color32::from_rgb(60, 90, 140));
                        let r = ui.add(b);
                        buttons.push((id.clone(), r.rect.center()));
                        if r.clicked() {
                            actions.push(Action::Choose(c.clone()));
                        }
                    }
                }
            });
        }
        if ui.button("Cancel move (Esc)").clicked() {
            actions.push(Action::Cancel);
        }
    }

    // Typed moves: keyboard-only play goes through the same legal-move list as clicks.
    if state.human_to_move() {
        ui.separator();
        let id = egui::Id::new("typed-move");
        let mut text = ui.data_mut(|d| d.get_temp::<String>(id)).unwrap_or_default();
        ui.horizontal(|ui| {
            ui.label("Type a move:");
            let hint = state.moves().first().map(|m| format!("e.g. {}", m.notation)).unwrap_or_default();
            let r = ui.add(egui::TextEdit::singleline(&mut text).hint_text(hint).desired_width(150.0));
            if r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) && !text.trim().is_empty() {
                actions.push(Action::Type(std::mem::take(&mut text)));
                r.request_focus();
            }
        });
        ui.data_mut(|d| d.insert_temp(id, text));
    }

    // History.
    ui.separator();
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new("Moves").strong());
        if state.browse.is_some() && ui.button("Back to the game").clicked() {
            actions.push(Action::Browse(None));
        }
    });
    let shown = state.displayed_ply();
    let n = state.notation().len();
    let seats = view.seats.len().max(1);
    egui::ScrollArea::vertical().id_salt("history").max_height(260.0).stick_to_bottom(true).show(ui, |ui| {
        if ui.selectable_label(shown == 0, "Start").clicked() {
            actions.push(Action::Browse(if n == 0 { None } else { Some(0) }));
        }
        egui::Grid::new("history-grid").num_columns(seats + 1).striped(true).show(ui, |ui| {
            for (row, chunk) in state.notation().chunks(seats).enumerate() {
                ui.label(egui::RichText::new(format!("{}.", row + 1)).weak());
                for (k, m) in chunk.iter().enumerate() {
                    let ply = row * seats + k + 1;
                    let comment = state.record.comment(ply);
                    let text = if comment.is_some() { format!("{m} 💬") } else { m.clone() };
                    let hover = comment.unwrap_or("Show the position after this move");
                    if ui.selectable_label(shown == ply, text).on_hover_text(hover).clicked() {
                        actions.push(Action::Browse(if ply == n { None } else { Some(ply) }));
                    }
                }
                ui.end_row();
            }
        });
    });
    // Stepping through a game, and what its annotator says about the move shown.
    if n > 0 {
        ui.horizontal(|ui| {
            let to = |ply: usize| Action::Browse(if ply >= n { None } else { Some(ply) });
            if ui.add_enabled(shown > 0, egui::Button::new("⏮")).on_hover_text("The start").clicked() {
                actions.push(to(0));
            }
            if ui.add_enabled(shown > 0, egui::Button::new("◀")).on_hover_text("One move back (Page Up)").clicked() {
                actions.push(to(shown - 1));
            }
            if ui.add_enabled(shown < n, egui::Button::new("▶")).on_hover_text("One move on (Page Down)").clicked() {
                actions.push(to(shown + 1));
            }
            if ui.add_enabled(shown < n, egui::Button::new("⏭")).on_hover_text("The game as it stands (End)").clicked() {
                actions.push(to(n));
            }
            ui.label(egui::RichText::new(format!("move {shown} of {n}")).weak());
        });
    }
    if let Some(c) = state.record.comment(shown) {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.label(egui::RichText::new(c).italics());
        });
    }
    // The player's own notes on the move shown: kept by saves and text exports.
    let noting = egui::Id::new("comment-edit");
    let mut draft: Option<(usize, String)> = ui.data_mut(|d| d.get_temp(noting));
    match &mut draft {
        Some((ply, text)) if *ply == shown => {
            ui.add(egui::TextEdit::multiline(text).desired_rows(2).desired_width(f32::INFINITY).hint_text("Your comment on this move"));
            let (keep, cancel) = ui.horizontal(|ui| (ui.button("Keep").clicked(), ui.button("Cancel").clicked())).inner;
            if keep {
                actions.push(Action::Comment(shown, text.clone()));
            }
            if keep || cancel {
                draft = None;
            }
        }
        _ => {
            let what = if state.record.comment(shown).is_some() { "✎ Edit the comment" } else { "✎ Comment on this move" };
            if ui.small_button(what).clicked() {
                draft = Some((shown, state.record.comment(shown).unwrap_or_default().to_string()));
            }
        }
    }
    ui.data_mut(|d| match draft {
        Some(v) => {
            d.insert_temp(noting, v);
        }
        None => d.remove::<(usize, String)>(noting),
    });

    // Pieces legend: figures' letters and names.
    let mut figures: Vec<(char, String, [f32; 3])> = Vec::new();
    for s in &start.squares {
        for p in &s.stack {
            if let PieceKind::Figure { code, name } = &p.kind
                && !figures.iter().any(|(c, _, _)| c == code)
            {
                let col = p.owner.and_then(|o| start.seats.get(o)).map(|s| s.colour).unwrap_or([0.7; 3]);
                figures.push((*code, name.clone(), col));
            }
        }
    }
    if !figures.is_empty() {
        ui.separator();
        egui::CollapsingHeader::new("Pieces").default_open(true).show(ui, |ui| {
            egui::Grid::new("legend").num_columns(2).show(ui, |ui| {
                for (c, name, col) in &figures {
                    let light = 0.3 * col[0] + 0.59 * col[1] + 0.11 * col[2] > 0.55;
                    let bg = if light { egui::Color32::from_gray(40) } else { egui::Color32::from_gray(235) };
                    ui.label(egui::RichText::new(format!(" {c} ")).strong().monospace().color(c32(*col)).background_color(bg));
                    ui.label(name);
                    ui.end_row();
                }
            });
        });
    }

    // What the colours mean (Litróf): open by default, since no piece can be read without it.
    if let Some(m) = meta.filter(|m| !m.legend.is_empty()) {
        ui.separator();
        egui::CollapsingHeader::new("What the colours mean").default_open(true).show(ui, |ui| legend(ui, &m.legend));
    }

    // Rules.
    ui.separator();
    let rules = egui::CollapsingHeader::new("Rules of this game").default_open(settings.rules_open).open(open_rules.then_some(true)).show(ui, |ui| {
        ui.label(egui::RichText::new("How to play here").strong());
        ui.label("Click one of your pieces: the squares it can reach light up. Click one to move. Some moves ask more (a second square, a piece inside a stack, or a button above). Esc cancels.");
        if let Some(m) = meta {
            ui.add_space(4.0);
            for para in m.summary.split("\n\n") {
                ui.label(para.trim());
            }
            let resolved = m.resolve(config).ok();
            let applicable: Vec<_> = m.options.iter().filter(|o| o.variants.is_empty() || o.variants.contains(&config.variant)).collect();
            if !applicable.is_empty() {
                ui.add_space(4.0);
                ui.label(egui::RichText::new("Rule options in this game").strong());
                for o in applicable {
                    let v = resolved.as_ref().map(|r| r.get(&o.name).to_string()).unwrap_or_else(|| o.default.clone());
                    let mark = if v == o.default { " (default)" } else { "" };
                    ui.label(egui::RichText::new(format!("{}: {}{}", o.label, o.value_label(&v), mark)).strong())
                        .on_hover_text(format!("--option {}={}", o.name, v));
                    ui.label(egui::RichText::new(o.explain()).small());
                }
            }
            if !m.reconstructed.is_empty() {
                ui.add_space(4.0);
                ui.label(egui::RichText::new("Reconstructed").strong().color(egui::Color32::from_rgb(230, 190, 90)));
                for r in &m.reconstructed {
                    ui.label(format!("• {r}"));
                }
            }
            if let Some(s) = &config.setup {
                ui.label(format!("Setup: {s}"));
            }
        }
        ui.add_space(4.0);
        ui.label(egui::RichText::new("Camera").strong());
        ui.label("Right-drag orbits, middle-drag (or Shift + right-drag) pans, the wheel zooms. Keys: arrows orbit, + and − zoom, T top view, P player's view, R reset. Page Up / Page Down step through the moves, End returns to the game, Ctrl+Z / Ctrl+Y undo and redo; ? lists every shortcut.");
    });
    if open_rules {
        rules.header_response.scroll_to_me(Some(egui::Align::TOP));
    }
}

/// The game's legend (Litróf's colours as powers and movements), each entry with a swatch of
/// its colour, so a player can read a tower off the board.
fn legend(ui: &mut egui::Ui, groups: &[crate::core::LegendGroup]) {
    for g in groups {
        ui.add_space(4.0);
        ui.label(egui::RichText::new(&g.title).strong());
        for e in &g.entries {
            ui.horizontal_wrapped(|ui| {
                if let Some(c) = e.colour {
                    let [r, g, b] = c.rgb().map(|x| (x * 255.0) as u8);
                    let (rect, _) = ui.allocate_exact_size(egui::vec2(12.0, 12.0), egui::Sense::hover());
                    ui.painter().rect_filled(rect, 2.0, egui::Color32::from_rgb(r, g, b));
                }
                ui.label(egui::RichText::new(&e.name).strong());
                ui.label(egui::RichText::new(&e.text).small());
            });
        }
    }
}
