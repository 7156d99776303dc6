//! The guide window (F1 or ☰ → Guide): each game's goal, a lesson per piece and per surprising
//! rule, and the shipped annotated games, all from data (`crate::guide`, `record::annotated`).
//!
//! A lesson is shown on the main 3D board rather than in a drawing of its own, so the player
//! sees the pieces as they look in play, with the same lit targets and animations, and can move
//! them, in the `Lesson` board mode: the player's own game waits aside meanwhile (`mode`), the
//! autosave keeps the file it had, the computer does not think for a lesson (its seats are all
//! human), and closing the guide puts the game back exactly as it was. "Try it" turns the lesson into a game to play on,
//! asking first if that would lose unsaved moves, like a new game.

use super::shortcuts::Toggle;
use crate::app::mode::{BoardMode, Modes, Next, SetAside};
use crate::app::state::GameState;
use crate::app::trace::{TraceLines, WindowButtons};
use crate::guide::{Guide, Lesson};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Which lesson is on the board and how many of its scripted steps are played.
struct Shown {
    game: String,
    chapter: usize,
    lesson: usize,
    step: usize,
}

#[derive(Resource, Default)]
pub struct GuideUi {
    pub open: bool,
    /// The guide shown (a game id); None: the game on the board.
    game: Option<String>,
    shown: Option<Shown>,
    /// Why the last lesson could not be shown (a data error the tests should have caught).
    problem: Option<String>,
    /// The scripted step to play once the lesson is on the board (`--guide C-L-S`).
    pending_step: Option<usize>,
}

impl GuideUi {
    pub fn toggle(&mut self) {
        self.open = !self.open;
    }
}

/// What the window asked for this frame; done after it is drawn, when the state is free.
#[derive(Debug, PartialEq)]
enum Ask {
    /// Another game's guide.
    Game(String),
    Show {
        game: String,
        chapter: usize,
        lesson: usize,
    },
    Step(usize),
    Index,
    /// The lesson's position becomes the game: the player takes the side to move, and the
    /// others are the computer's (`true`) or people at this screen.
    TryIt {
        computer: bool,
    },
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
    mut modes: Modes,
    aside: Res<SetAside>,
    mut traced: ResMut<WindowButtons>,
    mut trace: ResMut<TraceLines>,
    mut toggles: MessageReader<Toggle>,
    mode: Option<ResMut<crate::app::settings::RunMode>>,
    catalogue: Res<super::Catalogue>,
    dock: Res<super::dock::Dock>,
) -> Result {
    if let Some((lesson, step)) = mode.and_then(|mut m| m.guide.take()) {
        open_from_command_line(&mut ui_state, &mut modes, &mut trace, state.config().game.clone(), lesson, step);
    }
    if modes.now() == BoardMode::Lesson
        && let Some(step) = ui_state.pending_step.take()
    {
        step_to(&mut ui_state, &mut state, &mut trace, step);
    }
    if toggles.read().filter(|t| **t == Toggle::Guide).count() > 0 {
        ui_state.toggle();
        trace.push(if ui_state.open { "overlay guide".to_string() } else { "overlay closed".to_string() });
    }
    let ctx = contexts.ctx_mut()?.clone();
    for id in ["guide-next", "guide-back", "guide-try", "guide-try-computer", "guide-index", "guide-close"] {
        traced.set(id, None, ctx.pixels_per_point());
    }
    traced.clear_prefix("lesson-");
    if !ui_state.open {
        restore(&mut ui_state, &mut modes, &mut trace);
        return Ok(());
    }
    let board_game = aside.game().unwrap_or(&state).config().game.clone();
    let game = ui_state.game.clone().unwrap_or(board_game);
    let games: Vec<(String, String)> = catalogue.0.iter().map(|m| (m.id.clone(), m.name.clone())).collect();
    let shown =
        GuideWindow { game: &game, games: &games, problem: ui_state.problem.as_deref(), shown: ui_state.shown.as_ref(), state: &state, dock: &dock };
    let ask = shown.show(&ctx, &mut traced);
    if let Some(ask) = ask {
        apply(ask, &mut ui_state, &mut state, &mut modes, &mut trace);
    }
    Ok(())
}

/// `--guide open`, `C-L` or `C-L-S`: the guide opens, on that lesson and step.
fn open_from_command_line(ui: &mut GuideUi, modes: &mut Modes, trace: &mut TraceLines, game: String, lesson: Option<(usize, usize)>, step: usize) {
    ui.open = true;
    if let Some((chapter, index)) = lesson {
        show(ui, modes, trace, game, chapter, index);
        ui.pending_step = (step > 0).then_some(step);
    }
}

/// The guide window as drawn this frame: which game's guide, and the lesson on the board.
struct GuideWindow<'a> {
    game: &'a str,
    /// Every game's id and name, for the chooser.
    games: &'a [(String, String)],
    problem: Option<&'a str>,
    shown: Option<&'a Shown>,
    state: &'a GameState,
    dock: &'a super::dock::Dock,
}

impl GuideWindow<'_> {
    /// Draws the window; returns what the player asked for.
    fn show(&self, ctx: &egui::Context, traced: &mut WindowButtons) -> Option<Ask> {
        let mut ask = None;
        let mut open = true;
        self.dock.window(super::dock::Tool::Guide, crate::t!("guide-guide"), "guide").open(&mut open).show(ctx, |ui| ask = self.contents(ui, traced));
        if open { ask } else { Some(Ask::Close) }
    }

    fn contents(&self, ui: &mut egui::Ui, traced: &mut WindowButtons) -> Option<Ask> {
        let ppp = ui.ctx().pixels_per_point();
        let mut ask = self.chooser(ui);
        ui.separator();
        let Some(guide) = crate::guide::guide(self.game) else {
            ui.label(crate::t!("guide-no-guide-for-this"));
            return ask;
        };
        if let Some(p) = self.problem {
            ui.colored_label(egui::Color32::from_rgb(255, 140, 110), p);
        }
        // The page scrolls in what the window has left above "Close the guide", which stays put.
        let height = (ui.available_height() - 40.0).clamp(80.0, ui.ctx().content_rect().height() - 160.0);
        egui::ScrollArea::vertical().max_height(height).min_scrolled_height(height).auto_shrink([false, false]).show(ui, |ui| {
            let page = match self.shown {
                Some(s) if s.game == self.game => {
                    lesson(guide, s.chapter, s.lesson).and_then(|l| lesson_page(ui, l, s.step, self.state, traced, ppp))
                }
                _ => index_page(ui, guide, self.game, traced, ppp),
            };
            ask = page.or(ask.take());
        });
        ui.separator();
        let close = ui.button(crate::t!("guide-close-the-guide"));
        traced.set("guide-close", Some(close.rect.center()), ppp);
        if close.clicked() { Some(Ask::Close) } else { ask }
    }

    /// The game whose guide is shown.
    fn chooser(&self, ui: &mut egui::Ui) -> Option<Ask> {
        let mut ask = None;
        let title = self.games.iter().find(|(id, _)| id == self.game).map(|(_, n)| n.clone()).unwrap_or_default();
        ui.horizontal(|ui| {
            ui.label(crate::t!("guide-game"));
            egui::ComboBox::from_id_salt("guide-game").selected_text(&title).show_ui(ui, |ui| {
                for (id, name) in self.games {
                    if ui.selectable_label(id == self.game, name).clicked() && id != self.game {
                        ask = Some(Ask::Game(id.clone()));
                    }
                }
            });
        });
        ask
    }
}

/// Does what the window asked for, now that the board is free to change.
fn apply(ask: Ask, ui: &mut GuideUi, state: &mut GameState, modes: &mut Modes, trace: &mut TraceLines) {
    match ask {
        Ask::Game(id) => {
            ui.game = Some(id);
            restore(ui, modes, trace);
        }
        Ask::Show { game, chapter, lesson } => show(ui, modes, trace, game, chapter, lesson),
        Ask::Step(n) => step_to(ui, state, trace, n),
        Ask::Index => restore(ui, modes, trace),
        Ask::TryIt { computer } => {
            if let Some(s) = &ui.shown {
                trace.push(format!("try {} {}", s.game, state.notation().len()));
                let mut next = GameState::from_record(state.record.clone());
                next.seats = try_seats(next.current().seats(), next.current().to_move(), computer);
                leave_for(ui, modes, trace, next);
            }
        }
        Ask::Annotated(id) => match crate::record::annotated::load(&id) {
            Ok(loaded) => {
                let mut next = GameState::from_record(loaded.history);
                next.seats = super::files::seats_from_labels(&loaded.seats, next.current().seats());
                next.browse_to(Some(0));
                trace.push(format!("annotated {id} {}", next.notation().len()));
                leave_for(ui, modes, trace, next);
            }
            Err(e) => ui.problem = Some(e.to_string()),
        },
        Ask::Close => {
            restore(ui, modes, trace);
            ui.open = false;
        }
    }
}

/// The guide's first page: the goal, then every chapter with its lessons, then the annotated
/// games of this game.
fn index_page(ui: &mut egui::Ui, guide: &Guide, game: &str, traced: &mut WindowButtons, ppp: f32) -> Option<Ask> {
    let mut ask = None;
    ui.heading(crate::t!("guide-the-goal"));
    paragraphs(ui, &guide.goal);
    for (c, chapter) in guide.chapters.iter().enumerate() {
        ui.add_space(6.0);
        let header = egui::CollapsingHeader::new(egui::RichText::new(&chapter.title).strong())
            .id_salt(("guide-chapter", game, c))
            .default_open(false)
            .show(ui, |ui| {
                paragraphs(ui, &chapter.text);
                for (i, l) in chapter.lessons.iter().enumerate() {
                    let kind = if l.steps.is_empty() { crate::t!("guide-try-the-piece") } else { crate::t!("count-steps", n = l.steps.len()) };
                    let b = ui.button(crate::t!("guide-text", title = l.title, kind = kind));
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
        egui::CollapsingHeader::new(egui::RichText::new(crate::t!("guide-annotated-games")).strong())
            .id_salt(("guide-annotated", game))
            .default_open(true)
            .show(ui, |ui| {
                ui.label(egui::RichText::new(crate::t!("guide-opens-the-game-at")).small());
                for (id, title) in games {
                    let b = ui.button(crate::t!("guide-text-2", title = title));
                    traced.set_owned(format!("lesson-annotated-{id}"), ui.is_rect_visible(b.rect).then(|| b.rect.center()), ppp);
                    if b.clicked() {
                        ask = Some(Ask::Annotated(id));
                    }
                }
            });
    }
    ask
}

/// A lesson on the board: its text, the captions of the steps played, and the buttons.
fn lesson_page(ui: &mut egui::Ui, l: &Lesson, step: usize, state: &GameState, traced: &mut WindowButtons, ppp: f32) -> Option<Ask> {
    let mut ask = None;
    let index = ui.button(crate::t!("guide-all-lessons"));
    traced.set("guide-index", Some(index.rect.center()), ppp);
    if index.clicked() {
        ask = Some(Ask::Index);
    }
    ui.heading(&l.title);
    paragraphs(ui, &l.text);
    if l.steps.is_empty() {
        ui.label(egui::RichText::new(crate::t!("guide-the-lit-squares-are")).italics());
    }
    for (i, s) in l.steps.iter().enumerate().take(step) {
        ui.add_space(2.0);
        ui.label(egui::RichText::new(format!("{}. {}", i + 1, s.play)).strong().monospace());
        paragraphs(ui, &s.say);
    }
    if !l.steps.is_empty() {
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            let back = ui.add_enabled(step > 0, egui::Button::new(crate::t!("guide-back")));
            traced.set("guide-back", Some(back.rect.center()), ppp);
            if back.clicked() {
                ask = Some(Ask::Step(step - 1));
            }
            let label = match l.steps.get(step) {
                Some(s) => crate::t!("guide-next", play = s.play),
                None => crate::t!("guide-done"),
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
        ui.label(egui::RichText::new(crate::t!("guide-you-moved-the-pieces")).small().weak());
    }
    ui.add_space(6.0);
    ui.label(egui::RichText::new(crate::t!("guide-try-it-play-on")).strong());
    ui.horizontal_wrapped(|ui| {
        let computer = ui.button(crate::t!("guide-against-the-computer")).on_hover_text(crate::t!("guide-you-take-the-side"));
        traced.set("guide-try-computer", Some(computer.rect.center()), ppp);
        if computer.clicked() {
            ask = Some(Ask::TryIt { computer: true });
        }
        let people = ui.button(crate::t!("guide-players-at-this-screen")).on_hover_text(crate::t!("guide-every-side-is-played"));
        traced.set("guide-try", Some(people.rect.center()), ppp);
        if people.clicked() {
            ask = Some(Ask::TryIt { computer: false });
        }
    });
    ask
}

/// Who plays a lesson's position tried out: the side to move is the player's, the others the
/// computer's at Medium, or all people.
fn try_seats(seats: usize, to_move: crate::core::Seat, computer: bool) -> Vec<crate::app::state::SeatKind> {
    use crate::app::state::SeatKind;
    crate::core::Seat::all(seats)
        .map(|s| if computer && s != to_move { SeatKind::Computer(crate::ai::Level::Medium) } else { SeatKind::Human })
        .collect()
}

fn paragraphs(ui: &mut egui::Ui, text: &str) {
    for p in text.split("\n\n").map(str::trim).filter(|p| !p.is_empty()) {
        ui.label(p);
    }
}

/// Puts a lesson on the board, in the `Lesson` mode (which sets the player's game aside).
fn show(ui: &mut GuideUi, modes: &mut Modes, trace: &mut TraceLines, game: String, chapter: usize, index: usize) {
    let Some(l) = crate::guide::guide(&game).and_then(|g| lesson(g, chapter, index)) else { return };
    let record = match l.start(&game) {
        Ok(r) => r,
        Err(e) => {
            ui.problem = Some(crate::t!("guide-this-lesson-cannot-be", e = e));
            return;
        }
    };
    ui.problem = None;
    let mut next = GameState::from_record(record);
    if let Some(sq) = &l.focus
        && let Err(e) = next.select_square(sq)
    {
        ui.problem = Some(crate::t!("guide-this-lesson-s-piece", e = e));
    }
    modes.show(BoardMode::Lesson, next);
    trace.push(format!("lesson {game} {chapter} {index}"));
    ui.shown = Some(Shown { game, chapter, lesson: index, step: 0 });
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
            ui.problem = Some(crate::t!("guide-step-is-not-legal", n = n, e = e));
            return;
        }
    } else {
        let Ok(record) = l.start(&s.game) else { return };
        let mut next = GameState::from_record(record);
        for step in &l.steps[..n.min(l.steps.len())] {
            if let Err(e) = next.play_text(&step.play) {
                ui.problem = Some(crate::t!("guide-a-step-is-not", e = e));
                return;
            }
        }
        if n == 0
            && let Some(sq) = &l.focus
        {
            let _ = next.select_square(sq);
        }
        *state = next;
    }
    s.step = n;
    trace.push(format!("step {n} {}", state.notation().last().map(String::as_str).unwrap_or("-")));
}

/// Puts the player's game back as it was.
fn restore(ui: &mut GuideUi, modes: &mut Modes, trace: &mut TraceLines) {
    if ui.shown.take().is_some() {
        modes.play(None);
        trace.push("lesson closed".to_string());
    }
}

/// Closes the guide for `next`, a game to play, asking first if the player's game has unsaved
/// moves.
fn leave_for(ui: &mut GuideUi, modes: &mut Modes, trace: &mut TraceLines, next: GameState) {
    if ui.shown.take().is_some() {
        trace.push("lesson closed".to_string());
    }
    ui.open = false;
    modes.play(Some(Next::Offer(Box::new(next))));
}

/// The lesson is gone from the board once another mode has it.
pub fn forget_lesson(mut ui: ResMut<GuideUi>) {
    ui.shown = None;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::mode::test_app;
    use bevy::ecs::system::SystemState;

    fn app() -> App {
        let args = ["--no-autosave", "--moves", "Yb1-c3", "--theme", "wood-leaves"].map(String::from);
        let p = crate::app::launch::prepare(&crate::cli::Args::parse(&args).unwrap()).unwrap();
        let mut app = test_app(p.state, p.settings);
        app.init_resource::<GuideUi>();
        app
    }

    /// Runs `f` on the guide, the board and the modes, then lets the transitions happen.
    fn guide(app: &mut App, f: impl FnOnce(&mut GuideUi, &mut GameState, &mut Modes)) {
        let mut system = SystemState::<(ResMut<GuideUi>, ResMut<GameState>, Modes)>::new(app.world_mut());
        let (mut ui, mut state, mut modes) = system.get_mut(app.world_mut()).expect("the guide, the board and the modes");
        f(&mut ui, &mut state, &mut modes);
        system.apply(app.world_mut());
        app.update();
    }

    fn notation(app: &App) -> Vec<String> {
        app.world().resource::<GameState>().notation().to_vec()
    }

    /// Storm's "A Ninny's charge across the river": chapter 2, lesson 1, three steps.
    #[test]
    fn a_lesson_takes_the_board_and_closing_it_gives_the_game_back_as_it_was() {
        let mut app = app();
        let stamp = app.world().resource::<GameState>().stamp();
        guide(&mut app, |ui, _, modes| show(ui, modes, &mut TraceLines::default(), "storm".into(), 2, 1));
        assert!(app.world().resource::<GuideUi>().problem.is_none());
        assert_eq!(*app.world().resource::<State<BoardMode>>().get(), BoardMode::Lesson);
        assert!(notation(&app).is_empty() && app.world().resource::<GameState>().stamp() != stamp, "the lesson's start is on the board");
        guide(&mut app, |ui, state, _| step_to(ui, state, &mut TraceLines::default(), 3));
        assert_eq!(notation(&app), ["Ie5-e6", "Bf10-f9", "Ie6xe8"]);
        guide(&mut app, |ui, state, _| step_to(ui, state, &mut TraceLines::default(), 1));
        assert_eq!(notation(&app), ["Ie5-e6"], "Back replays the lesson to the step asked for");
        app.world_mut().resource_mut::<crate::app::settings::Settings>().theme = "smess".into();
        guide(&mut app, |ui, _, modes| restore(ui, modes, &mut TraceLines::default()));
        assert!(app.world().resource::<GuideUi>().shown.is_none());
        assert_eq!(*app.world().resource::<State<BoardMode>>().get(), BoardMode::Play);
        assert_eq!(notation(&app), ["Yb1-c3"], "the player's own game is back");
        assert_eq!(app.world().resource::<crate::app::settings::Settings>().theme, "wood-leaves", "with the view it had");
    }

    #[test]
    fn try_it_makes_the_lesson_the_game_after_asking_about_the_unsaved_one() {
        let mut app = app();
        guide(&mut app, |ui, _, modes| show(ui, modes, &mut TraceLines::default(), "storm".into(), 2, 1));
        guide(&mut app, |ui, state, _| step_to(ui, state, &mut TraceLines::default(), 2));
        guide(&mut app, |ui, state, modes| {
            let next = GameState::from_record(state.record.clone());
            leave_for(ui, modes, &mut TraceLines::default(), next);
        });
        assert_eq!(*app.world().resource::<State<BoardMode>>().get(), BoardMode::Play);
        assert_eq!(notation(&app), ["Yb1-c3"], "the player's game is back until they answer");
        match &app.world().resource::<crate::app::ui::leave::Leaving>().0 {
            Some(crate::app::ui::leave::Leave::Game(next)) => assert_eq!(next.notation(), ["Ie5-e6", "Bf10-f9"]),
            _ => panic!("the player is asked about their unsaved game"),
        }
    }

    #[test]
    fn trying_a_lesson_against_the_computer_gives_the_player_the_side_to_move() {
        use crate::app::state::SeatKind;
        let computer = SeatKind::Computer(crate::ai::Level::Medium);
        assert_eq!(try_seats(2, crate::core::Seat::SECOND, true), [computer, SeatKind::Human]);
        assert_eq!(try_seats(2, crate::core::Seat::SECOND, false), [SeatKind::Human, SeatKind::Human]);
    }

    #[test]
    fn the_window_fits_its_share_of_the_column_in_the_smallest_window() {
        use super::super::dock::{Tool, assert_fits, small_dock};
        let app = app();
        let state = app.world().resource::<GameState>();
        let games = vec![("storm".to_string(), "Storm the Ivory Tower".to_string())];
        for open in [vec![Tool::Guide], vec![Tool::Edit, Tool::Guide, Tool::Analysis, Tool::Network]] {
            let dock = small_dock(&open);
            let window = GuideWindow { game: "storm", games: &games, problem: None, shown: None, state, dock: &dock };
            let mut h = crate::app::ui::harness::Harness::default();
            h.settle(|ctx: &egui::Context, traced: &mut WindowButtons| window.show(ctx, traced));
            assert_fits(&h.ctx, egui::Id::new("guide"), &format!("the guide among {open:?}"));
        }
    }

    /// Headless: the index lists the chapters; a chapter opens on a click and its lesson's
    /// button asks for that lesson; "Close the guide" asks to close.
    #[test]
    fn the_window_asks_for_the_lesson_clicked_and_for_closing() {
        let app = app();
        let state = app.world().resource::<GameState>();
        let games = vec![("storm".to_string(), "Storm the Ivory Tower".to_string())];
        let dock = super::super::dock::small_dock(&[super::super::dock::Tool::Guide]);
        let window = GuideWindow { game: "storm", games: &games, problem: None, shown: None, state, dock: &dock };
        let mut h = crate::app::ui::harness::Harness::default();
        let draw = |ctx: &egui::Context, traced: &mut WindowButtons| window.show(ctx, traced);
        assert_eq!(h.settle(draw), None);
        assert_eq!(h.click("lesson-chapter-0", draw), None, "a chapter only unfolds");
        h.settle(draw);
        let asked = h.click("lesson-0-0", draw);
        assert_eq!(asked, Some(Ask::Show { game: "storm".into(), chapter: 0, lesson: 0 }));
        assert_eq!(h.click("guide-close", draw), Some(Ask::Close));
    }

    #[test]
    fn the_autosave_keeps_the_players_game_while_a_lesson_is_on_the_board() {
        let dir = std::env::temp_dir().join(format!("towers-guide-autosave-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("autosave.ron");
        let mut app = app();
        app.insert_resource(crate::app::autosave::Autosave::open(Some(path.clone()))).add_plugins(crate::app::autosave::AutosavePlugin);
        app.update();
        let before = std::fs::read_to_string(&path).unwrap();
        assert!(before.contains("Yb1-c3"));
        guide(&mut app, |ui, _, modes| show(ui, modes, &mut TraceLines::default(), "storm".into(), 2, 1));
        guide(&mut app, |ui, state, _| step_to(ui, state, &mut TraceLines::default(), 3));
        app.update();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), before, "a lesson is not autosaved over the game");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
