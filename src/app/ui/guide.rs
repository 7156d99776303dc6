//! The guide window (F1 or ☰ → Guide): each game's goal, a lesson per piece and per surprising
//! rule, and the shipped annotated games, all from data (`crate::guide`, `record::annotated`).
//!
//! A lesson is shown on the main 3D board rather than in a drawing of its own, so the player
//! sees the pieces as they look in play, with the same lit targets and animations, and can move
//! them. The player's own game waits aside meanwhile (`Stash`): the autosave keeps the file it
//! had, the computer does not think for a lesson (its seats are all human), and closing the
//! guide puts the game back exactly as it was. "Try it" turns the lesson into a game to play on,
//! asking first if that would lose unsaved moves, like a new game.

use super::files::FilesUi;
use super::leave::{Leaving, offer_switch};
use crate::app::capture::{TraceLines, WindowButtons};
use crate::app::{GameState, Settings};
use crate::guide::{Guide, Lesson};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The player's game while a lesson is on the board, with the view settings it was shown with.
struct Stash {
    state: Box<GameState>,
    settings: Box<Settings>,
}

/// Which lesson is on the board and how many of its scripted steps are played.
struct Shown {
    game: String,
    chapter: usize,
    lesson: usize,
    step: usize,
    stash: Stash,
}

#[derive(Resource, Default)]
pub struct GuideUi {
    pub open: bool,
    /// The guide shown (a game id); None: the game on the board.
    game: Option<String>,
    shown: Option<Shown>,
    /// Why the last lesson could not be shown (a data error the tests should have caught).
    problem: Option<String>,
}

impl GuideUi {
    /// Whether a lesson, not the player's game, is on the board (the autosave waits).
    pub fn lesson_on_board(&self) -> bool {
        self.shown.is_some()
    }

    pub fn toggle(&mut self) {
        self.open = !self.open;
    }
}

/// What the window asked for this frame; done after it is drawn, when the state is free.
enum Ask {
    Show { game: String, chapter: usize, lesson: usize },
    Step(usize),
    Index,
    TryIt,
    Annotated(String),
    Close,
}

fn lesson(guide: &Guide, chapter: usize, index: usize) -> Option<&Lesson> {
    guide.chapters.get(chapter)?.lessons.get(index)
}

pub fn window(
    mut contexts: EguiContexts,
    mut ui_state: ResMut<GuideUi>,
    mut state: ResMut<GameState>,
    mut settings: ResMut<Settings>,
    mut leaving: ResMut<Leaving>,
    mut files: ResMut<FilesUi>,
    mut traced: ResMut<WindowButtons>,
    mut trace: ResMut<TraceLines>,
    mut keys: ResMut<super::shortcuts::Shortcuts>,
    mode: Option<ResMut<crate::app::RunMode>>,
    catalogue: Res<super::Catalogue>,
) -> Result {
    if let Some((lesson, step)) = mode.and_then(|mut m| m.guide.take()) {
        ui_state.open = true;
        if let Some((chapter, index)) = lesson {
            let game = state.config().game.clone();
            show(&mut ui_state, &mut state, &mut settings, &mut trace, game, chapter, index);
            if step > 0 {
                step_to(&mut ui_state, &mut state, &mut trace, step);
            }
        }
    }
    if std::mem::take(&mut keys.guide_requested) {
        ui_state.toggle();
        trace.push(if ui_state.open { "overlay guide".to_string() } else { "overlay closed".to_string() });
    }
    let ctx = contexts.ctx_mut()?.clone();
    let ppp = ctx.pixels_per_point();
    for id in ["guide-next", "guide-back", "guide-try", "guide-index", "guide-close"] {
        traced.set(id, None, ppp);
    }
    traced.clear_prefix("lesson-");
    if !ui_state.open {
        if ui_state.shown.is_some() {
            restore(&mut ui_state, &mut state, &mut settings, &mut trace);
        }
        return Ok(());
    }
    let board_game = match &ui_state.shown {
        Some(s) => s.stash.state.config().game.clone(),
        None => state.config().game.clone(),
    };
    let game = ui_state.game.clone().unwrap_or(board_game);
    let mut ask = None;
    let mut open = true;
    let metas: Vec<(String, String)> = catalogue.0.iter().map(|m| (m.id.clone(), m.name.clone())).collect();
    let title = metas.iter().find(|(id, _)| *id == game).map(|(_, n)| n.clone()).unwrap_or_default();
    // Over the side panel at first: the lesson's pieces on the board stay in view.
    let right = ctx.content_rect().right();
    egui::Window::new("Guide")
        .id(egui::Id::new("guide"))
        .open(&mut open)
        .default_pos([right - 340.0, 70.0])
        .default_width(330.0)
        .resizable(true)
        .show(&ctx, |ui| {
            ui.horizontal(|ui| {
                ui.label("Game");
                egui::ComboBox::from_id_salt("guide-game").selected_text(&title).show_ui(ui, |ui| {
                    for (id, name) in &metas {
                        if ui.selectable_label(*id == game, name).clicked() && *id != game {
                            ui_state.game = Some(id.clone());
                            ask = Some(Ask::Index);
                        }
                    }
                });
            });
            ui.separator();
            let Some(guide) = crate::guide::guide(&game) else {
                ui.label("No guide for this game yet.");
                return;
            };
            if let Some(p) = &ui_state.problem {
                ui.colored_label(egui::Color32::from_rgb(255, 140, 110), p);
            }
            egui::ScrollArea::vertical().max_height(ctx.content_rect().height() - 160.0).show(ui, |ui| match &ui_state.shown {
                Some(s) if s.game == game => {
                    if let Some(l) = lesson(guide, s.chapter, s.lesson) {
                        ask = lesson_page(ui, l, s.step, &state, &mut traced, ppp).or(ask.take());
                    }
                }
                _ => ask = index_page(ui, guide, &game, &mut traced, ppp).or(ask.take()),
            });
            ui.separator();
            let close = ui.button("Close the guide");
            traced.set("guide-close", Some(close.rect.center()), ppp);
            if close.clicked() {
                ask = Some(Ask::Close);
            }
        });
    if !open {
        ask = Some(Ask::Close);
    }
    match ask {
        Some(Ask::Show { game, chapter, lesson }) => show(&mut ui_state, &mut state, &mut settings, &mut trace, game, chapter, lesson),
        Some(Ask::Step(n)) => step_to(&mut ui_state, &mut state, &mut trace, n),
        Some(Ask::Index) => restore(&mut ui_state, &mut state, &mut settings, &mut trace),
        Some(Ask::TryIt) => {
            if let Some(s) = &ui_state.shown {
                trace.push(format!("try {} {}", s.game, state.notation().len()));
                let mut next = GameState::from_record(state.record.clone());
                next.seats = vec![crate::app::SeatKind::Human; next.current().seats()];
                restore(&mut ui_state, &mut state, &mut settings, &mut trace);
                ui_state.open = false;
                offer_switch(&mut state, &mut settings, &mut leaving, next, &mut files);
            }
        }
        Some(Ask::Annotated(id)) => match crate::record::annotated::load(&id) {
            Ok(loaded) => {
                restore(&mut ui_state, &mut state, &mut settings, &mut trace);
                let mut next = GameState::from_record(loaded.history);
                next.seats = super::files::seats_from_labels(&loaded.seats, next.current().seats());
                next.browse_to(Some(0));
                trace.push(format!("annotated {id} {}", next.notation().len()));
                ui_state.open = false;
                offer_switch(&mut state, &mut settings, &mut leaving, next, &mut files);
            }
            Err(e) => ui_state.problem = Some(e.to_string()),
        },
        Some(Ask::Close) => {
            restore(&mut ui_state, &mut state, &mut settings, &mut trace);
            ui_state.open = false;
        }
        None => {}
    }
    Ok(())
}

/// The guide's first page: the goal, then every chapter with its lessons, then the annotated
/// games of this game.
fn index_page(ui: &mut egui::Ui, guide: &Guide, game: &str, traced: &mut WindowButtons, ppp: f32) -> Option<Ask> {
    let mut ask = None;
    ui.heading("The goal");
    paragraphs(ui, &guide.goal);
    for (c, chapter) in guide.chapters.iter().enumerate() {
        ui.add_space(6.0);
        let header = egui::CollapsingHeader::new(egui::RichText::new(&chapter.title).strong())
            .id_salt(("guide-chapter", game, c))
            .default_open(false)
            .show(ui, |ui| {
                paragraphs(ui, &chapter.text);
                for (i, l) in chapter.lessons.iter().enumerate() {
                    let kind = if l.steps.is_empty() { "try the piece".to_string() } else { crate::core::text::count(l.steps.len(), "step") };
                    let b = ui.button(format!("▶ {}  ({kind})", l.title));
                    traced.set_owned(format!("lesson-{c}-{i}"), ui.is_rect_visible(b.rect).then(|| b.rect.center()), ppp);
                    if b.clicked() {
                        ask = Some(Ask::Show { game: game.to_string(), chapter: c, lesson: i });
                    }
                }
            });
        let r = header.header_response.rect;
        traced.set_owned(format!("lesson-chapter-{c}"), ui.is_rect_visible(r).then(|| r.center()), ppp);
    }
    // Shipped games are named after their game ("litrof-hatfield-mccoy-2002").
    let prefix = format!("{game}-");
    let games: Vec<(String, String)> = crate::record::annotated::list().into_iter().filter(|(id, _)| id.starts_with(&prefix)).collect();
    if !games.is_empty() {
        ui.add_space(6.0);
        egui::CollapsingHeader::new(egui::RichText::new("Annotated games").strong()).id_salt(("guide-annotated", game)).default_open(true).show(
            ui,
            |ui| {
                ui.label(
                    egui::RichText::new(
                        "Opens the game at its first move: step through it with Page Down or the move list; the comments show beside it.",
                    )
                    .small(),
                );
                for (id, title) in games {
                    let b = ui.button(format!("▶ {title}"));
                    traced.set_owned(format!("lesson-annotated-{id}"), ui.is_rect_visible(b.rect).then(|| b.rect.center()), ppp);
                    if b.clicked() {
                        ask = Some(Ask::Annotated(id));
                    }
                }
            },
        );
    }
    ask
}

/// A lesson on the board: its text, the captions of the steps played, and the buttons.
fn lesson_page(ui: &mut egui::Ui, l: &Lesson, step: usize, state: &GameState, traced: &mut WindowButtons, ppp: f32) -> Option<Ask> {
    let mut ask = None;
    let index = ui.button("◀ All lessons");
    traced.set("guide-index", Some(index.rect.center()), ppp);
    if index.clicked() {
        ask = Some(Ask::Index);
    }
    ui.heading(&l.title);
    paragraphs(ui, &l.text);
    if l.steps.is_empty() {
        ui.label(egui::RichText::new("The lit squares are where it can go. Click one to move it, or click another piece.").italics());
    }
    for (i, s) in l.steps.iter().enumerate().take(step) {
        ui.add_space(2.0);
        ui.label(egui::RichText::new(format!("{}. {}", i + 1, s.play)).strong().monospace());
        paragraphs(ui, &s.say);
    }
    if !l.steps.is_empty() {
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            let back = ui.add_enabled(step > 0, egui::Button::new("◀ Back"));
            traced.set("guide-back", Some(back.rect.center()), ppp);
            if back.clicked() {
                ask = Some(Ask::Step(step - 1));
            }
            let label = match l.steps.get(step) {
                Some(s) => format!("Next: {} ▶", s.play),
                None => "Done".to_string(),
            };
            let next = ui.add_enabled(step < l.steps.len(), egui::Button::new(label));
            traced.set("guide-next", Some(next.rect.center()), ppp);
            if next.clicked() {
                ask = Some(Ask::Step(step + 1));
            }
            ui.label(egui::RichText::new(format!("{step}/{}", l.steps.len())).weak());
        });
    }
    if state.notation().len() != step {
        ui.label(egui::RichText::new("You moved the pieces yourself: Back or Next puts the lesson's moves back.").small().weak());
    }
    ui.add_space(6.0);
    let try_it = ui.button("Try it: play on from here").on_hover_text("This position becomes the game on the board, for you to play on");
    traced.set("guide-try", Some(try_it.rect.center()), ppp);
    if try_it.clicked() {
        ask = Some(Ask::TryIt);
    }
    ask
}

fn paragraphs(ui: &mut egui::Ui, text: &str) {
    for p in text.split("\n\n").map(str::trim).filter(|p| !p.is_empty()) {
        ui.label(p);
    }
}

/// Puts a lesson on the board, keeping the player's game aside (once: moving between lessons
/// keeps the first stash).
fn show(ui: &mut GuideUi, state: &mut GameState, settings: &mut Settings, trace: &mut TraceLines, game: String, chapter: usize, index: usize) {
    let Some(l) = crate::guide::guide(&game).and_then(|g| lesson(g, chapter, index)) else { return };
    let record = match l.start(&game) {
        Ok(r) => r,
        Err(e) => {
            ui.problem = Some(format!("This lesson cannot be shown: {e}"));
            return;
        }
    };
    ui.problem = None;
    let mut next = GameState::from_record(record);
    if let Some(sq) = &l.focus
        && let Err(e) = next.select_square(sq)
    {
        ui.problem = Some(format!("This lesson's piece cannot move: {e}"));
    }
    let kept = Box::new(settings.clone());
    let before = super::switch_game(state, settings, next);
    let stash = match ui.shown.take() {
        Some(s) => s.stash,
        None => Stash { state: Box::new(before), settings: kept },
    };
    trace.push(format!("lesson {game} {chapter} {index}"));
    ui.shown = Some(Shown { game, chapter, lesson: index, step: 0, stash });
}

/// Plays the lesson from its start to its `n`-th scripted step (also after the player moved
/// pieces in it), each move through the engine.
fn step_to(ui: &mut GuideUi, state: &mut GameState, trace: &mut TraceLines, n: usize) {
    let Some(s) = ui.shown.as_mut() else { return };
    let Some(l) = crate::guide::guide(&s.game).and_then(|g| lesson(g, s.chapter, s.lesson)) else { return };
    let played: Vec<&str> = state.notation().iter().map(String::as_str).collect();
    let script: Vec<&str> = l.steps.iter().map(|s| s.play.as_str()).collect();
    // Only forward by one on the lesson's own line keeps the animation of that move.
    if n == played.len() + 1 && script.get(..played.len()) == Some(&played[..]) {
        if let Err(e) = state.play_text(&l.steps[n - 1].play) {
            ui.problem = Some(format!("Step {n} is not legal here: {e}"));
            return;
        }
    } else {
        let Ok(record) = l.start(&s.game) else { return };
        let mut next = GameState::from_record(record);
        for step in &l.steps[..n.min(l.steps.len())] {
            if let Err(e) = next.play_text(&step.play) {
                ui.problem = Some(format!("A step is not legal: {e}"));
                return;
            }
        }
        if n == 0
            && let Some(sq) = &l.focus
        {
            let _ = next.select_square(sq);
        }
        next.revision = state.revision + 1;
        *state = next;
    }
    s.step = n;
    trace.push(format!("step {n} {}", state.notation().last().map(String::as_str).unwrap_or("-")));
}

/// Puts the player's game back as it was.
fn restore(ui: &mut GuideUi, state: &mut GameState, settings: &mut Settings, trace: &mut TraceLines) {
    if let Some(s) = ui.shown.take() {
        super::switch_game(state, settings, *s.stash.state);
        *settings = *s.stash.settings;
        trace.push("lesson closed".to_string());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prepared() -> (GameState, Settings) {
        let args = ["--no-autosave", "--moves", "Yb1-c3", "--theme", "wood-leaves"].map(String::from);
        let p = crate::app::prepare(&crate::cli::Args::parse(&args).unwrap()).unwrap();
        (p.state, p.settings)
    }

    /// Storm's "A Ninny's charge across the river": chapter 2, lesson 1, three steps.
    #[test]
    fn a_lesson_takes_the_board_and_closing_it_gives_the_game_back_as_it_was() {
        let (mut state, mut settings) = prepared();
        let (mut ui, mut trace) = (GuideUi::default(), TraceLines::default());
        let revision = state.revision;
        show(&mut ui, &mut state, &mut settings, &mut trace, "storm".into(), 2, 1);
        assert!(ui.lesson_on_board() && ui.problem.is_none(), "{:?}", ui.problem);
        assert!(state.notation().is_empty() && state.revision > revision, "the lesson's start is on the board");
        step_to(&mut ui, &mut state, &mut trace, 3);
        assert_eq!(state.notation(), ["Ie5-e6", "Bf10-f9", "Ie6xe8"]);
        step_to(&mut ui, &mut state, &mut trace, 1);
        assert_eq!(state.notation(), ["Ie5-e6"], "Back replays the lesson to the step asked for");
        settings.theme = "smess".into();
        restore(&mut ui, &mut state, &mut settings, &mut trace);
        assert!(!ui.lesson_on_board());
        assert_eq!(state.notation(), ["Yb1-c3"], "the player's own game is back");
        assert_eq!(settings.theme, "wood-leaves", "with the view it had");
    }

    #[test]
    fn the_autosave_keeps_the_players_game_while_a_lesson_is_on_the_board() {
        let dir = std::env::temp_dir().join(format!("towers-guide-autosave-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("autosave.ron");
        let (state, mut settings) = prepared();
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(state)
            .insert_resource(crate::app::autosave::Autosave::open(Some(path.clone())))
            .init_resource::<GuideUi>()
            .add_plugins(crate::app::autosave::AutosavePlugin);
        app.update();
        let before = std::fs::read_to_string(&path).unwrap();
        assert!(before.contains("Yb1-c3"));
        let world = app.world_mut();
        world.resource_scope(|world, mut ui: Mut<GuideUi>| {
            let mut state = world.resource_mut::<GameState>();
            show(&mut ui, &mut state, &mut settings, &mut TraceLines::default(), "storm".into(), 2, 1);
            step_to(&mut ui, &mut state, &mut TraceLines::default(), 3);
        });
        app.update();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), before, "a lesson is not autosaved over the game");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
