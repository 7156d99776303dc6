//! The puzzle trainer (☰ → Puzzles, or the Puzzles button): a puzzle of the shipped collection
//! on the main 3D board, in the `Puzzle` board mode (the player's game waits aside, as for a
//! guide lesson). The player moves the side to move; each move is judged against the solution
//! (`puzzles::training::Attempt`), a wrong one taken back, a right one answered by the
//! opponent's move of the line. A hint selects the piece to move, so it and its targets light;
//! "Show the solution" plays the line out. The player's puzzle rating (Glicko-2) chooses the
//! next puzzle, missed puzzles come back later, and both are kept in the data folder with the
//! puzzles made from the player's own mistakes (the analysis window's "Puzzle" button by each
//! swing of "Analyse game").

use super::shortcuts::Toggle;
use crate::app::mode::{BoardMode, Modes};
use crate::app::state::{GameState, SeatKind};
use crate::app::trace::{TraceLines, WindowButtons};
use crate::core::worker::Worker;
use crate::puzzles::generate::{Effort, NoPuzzle};
use crate::puzzles::training::{Attempt, Choice, Progress, Score, Verdict};
use crate::puzzles::{Puzzle, generate};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::{EguiContexts, egui};
use std::path::PathBuf;

/// How long the opponent's answer waits after the player's move, so both are seen.
const REPLY_AFTER: f64 = 0.6;
/// The search budgets that prove a puzzle made from the player's mistake.
const MISTAKE_EFFORT: Effort = Effort { scan: 60_000, prove: 800_000 };

/// "Make a puzzle of my mistake": the game's move `ply` (1 = the first) lost the mover much.
#[derive(Message, Clone, Copy, Debug)]
pub struct MakePuzzle {
    pub ply: usize,
}

/// What the trainer last said about the puzzle on the board.
#[derive(Clone, Debug, PartialEq)]
enum Said {
    Task,
    Right,
    Wrong(String),
    Solved(Score),
    Shown,
}

#[derive(Resource, Default)]
pub struct PuzzlesUi {
    pub open: bool,
    choice: Choice,
    attempt: Option<Attempt>,
    said: Option<Said>,
    /// The moves still to play by themselves, and when the next one is due (the opponent's
    /// answer, or the rest of a solution shown).
    queue: Vec<String>,
    due_at: f64,
    /// A hint asked for while the line's answer was still to come: given once it is played.
    hint_after_answer: bool,
    /// The attempt's result is counted (once per puzzle shown).
    counted: bool,
    progress: Option<Progress>,
    /// Where the progress is kept (None: this run keeps nothing, like a scripted one).
    path: Option<PathBuf>,
    problem: Option<String>,
    making: Option<Worker<(), Result<Puzzle, NoPuzzle>>>,
}

impl PuzzlesUi {
    /// Nothing more of the line plays by itself.
    fn stop_line(&mut self) {
        self.queue.clear();
        self.hint_after_answer = false;
    }

    fn progress(&mut self) -> &mut Progress {
        self.progress.get_or_insert_with(Default::default)
    }

    /// The record from the data folder, once per run (a damaged file is reported and replaced);
    /// returns a line for the trace when it reads it.
    fn load(&mut self, keep: bool) -> Option<String> {
        if self.progress.is_some() {
            return None;
        }
        self.path = keep.then(|| crate::record::autosave::data_dir().join("puzzles.ron"));
        let read = self.path.as_ref().and_then(|p| std::fs::read_to_string(p).ok());
        self.progress = Some(match read.map(|t| Progress::from_ron(&t)) {
            Some(Ok(p)) => p,
            Some(Err(e)) => {
                self.problem = Some(crate::t!("puzzles-record-unreadable", e = e));
                Progress::default()
            }
            None => Progress::default(),
        });
        let p = self.progress();
        Some(format!("puzzles record tried={} solved={} rating={:.0}", p.tried, p.solved, p.rating))
    }

    fn store(&mut self) {
        let (Some(path), Some(progress)) = (&self.path, &self.progress) else { return };
        if let Err(e) = crate::record::io::write_atomic(path, &progress.to_ron()) {
            self.problem = Some(crate::t!("puzzles-record-not-kept", e = e));
        }
    }

    /// Counts the attempt on the board, once, if the player has done anything with it.
    fn count(&mut self, trace: &mut TraceLines) {
        let Some(attempt) = self.attempt.clone() else { return };
        if self.counted || (attempt.step == 0 && !attempt.shown && attempt.wrong_moves == 0) {
            return;
        }
        self.counted = true;
        let score = attempt.result();
        self.progress().record(&attempt.puzzle, score);
        trace.push(format!("puzzle counted {} {score:?} rating {:.0}", attempt.puzzle.id, self.progress().rating));
        self.store();
    }
}

/// What the window asked for this frame.
enum Ask {
    Next,
    Game(Option<String>),
    Theme(Option<String>),
    Hint,
    Show,
    Retry,
    Close,
}

/// Puts `puzzle` on the board: the solver's seat is the player's, the others play the line.
fn show(ui: &mut PuzzlesUi, modes: &mut Modes, trace: &mut TraceLines, puzzle: Puzzle) {
    let start = match puzzle.start() {
        Ok(s) => s,
        Err(e) => {
            ui.problem = Some(e.to_string());
            return;
        }
    };
    let solver = start.to_move();
    let mut board = GameState::from_game(start);
    board.seats = crate::core::Seat::all(board.seats.len()).map(|s| if s == solver { SeatKind::Human } else { SeatKind::Line }).collect();
    trace.push(format!("puzzle {} {}", puzzle.id, puzzle.solution.len()));
    ui.attempt = Some(Attempt::new(puzzle));
    ui.said = Some(Said::Task);
    ui.stop_line();
    ui.counted = false;
    ui.problem = None;
    modes.show(BoardMode::Puzzle, board);
}

/// The next puzzle for the player's choice and rating.
fn next(ui: &mut PuzzlesUi, modes: &mut Modes, trace: &mut TraceLines) {
    ui.count(trace);
    let choice = ui.choice.clone();
    match ui.progress().next(&choice, |n| rand::RngExt::random_range(&mut rand::rng(), 0..n)) {
        Some(p) => show(ui, modes, trace, p),
        None => ui.problem = Some(crate::t!("puzzles-none-left")),
    }
}

/// Follows the board in the `Puzzle` mode: judges the player's moves and plays the line's.
pub fn referee(
    mut ui: ResMut<PuzzlesUi>,
    mut state: ResMut<GameState>,
    mut trace: ResMut<TraceLines>,
    time: Res<Time>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let now = time.elapsed_secs_f64();
    let ui = &mut *ui;
    let Some(attempt) = ui.attempt.as_mut() else { return };
    let played = state.notation();
    let line = &attempt.puzzle.solution[..attempt.step.min(attempt.puzzle.solution.len())];
    let waiting = !ui.queue.is_empty();
    let mine = (played.len() == attempt.step + 1 && played[..attempt.step] == *line && attempt.step % 2 == 0 && !waiting)
        .then(|| played[attempt.step].clone());
    let taken_back = played.len() < attempt.step && !waiting && played[..] == attempt.puzzle.solution[..played.len()];
    let played = played.len();
    if let Some(mine) = mine {
        let Some(before) = state.record.position(attempt.step) else { return };
        match attempt.judge(before.as_ref(), &mine) {
            Verdict::Wrong => {
                state.take_back();
                trace.push(format!("puzzle wrong {mine}"));
                ui.said = Some(Said::Wrong(mine));
            }
            Verdict::Right { reply } => {
                // A finishing move other than the line's own stands: the line is what was played.
                attempt.puzzle.solution[attempt.step - usize::from(reply.is_some()) - 1] = mine.clone();
                let solved = attempt.finished();
                trace.push(format!("puzzle right {mine}"));
                ui.queue = reply.into_iter().collect();
                ui.due_at = now + REPLY_AFTER;
                ui.said = Some(if solved { Said::Solved(attempt.result()) } else { Said::Right });
                if solved {
                    trace.push("puzzle solved".to_string());
                    ui.count(&mut trace);
                }
            }
        }
    } else if taken_back {
        // Taken back (not waiting for the line's next move): the player tries again from their
        // own turn.
        attempt.step = played - played % 2;
    }
    play_queued(ui, &mut state, &mut trace, now, &mut redraw);
    if ui.queue.is_empty() && std::mem::take(&mut ui.hint_after_answer) {
        hint(ui, &mut state, &mut trace);
    }
}

/// Plays the next queued move of the line once it is due; asks for frames until then.
fn play_queued(ui: &mut PuzzlesUi, state: &mut GameState, trace: &mut TraceLines, now: f64, redraw: &mut MessageWriter<RequestRedraw>) {
    if ui.queue.is_empty() {
        return;
    }
    if now < ui.due_at {
        redraw.write(RequestRedraw);
        return;
    }
    let m = ui.queue.remove(0);
    match state.play_text(&m) {
        Ok(_) => trace.push(format!("puzzle answer {m}")),
        Err(e) => {
            ui.problem = Some(e.to_string());
            ui.stop_line();
        }
    }
    ui.due_at = now + REPLY_AFTER;
}

/// Lights the piece that decides the solution's next move.
fn hint(ui: &mut PuzzlesUi, state: &mut GameState, trace: &mut TraceLines) {
    if !ui.queue.is_empty() {
        ui.hint_after_answer = true;
        return;
    }
    let Some(attempt) = ui.attempt.as_mut() else { return };
    let Some(next) = attempt.next_move().map(str::to_string) else { return };
    let current = state.current();
    let Ok(index) = current.parse(&next) else { return };
    // The piece of the move's idea (a Three Elephant turn's capture, not the Spearman step
    // that fills the turn), where the idea is a move by itself.
    let index = current.ideas().get(index).and_then(|idea| current.parse(idea).ok()).unwrap_or(index);
    let (from, _) = crate::analysis::arrow(&current.moves()[index].picks);
    let Some(name) = from.and_then(|f| state.view().squares.get(f as usize).map(|s| s.name.clone())) else { return };
    attempt.hinted = true;
    state.cancel();
    let _ = state.select_square(&name);
    trace.push(format!("puzzle hint {name}"));
}

/// Plays the rest of the line by itself; the puzzle counts as missed.
fn show_solution(ui: &mut PuzzlesUi, state: &mut GameState, trace: &mut TraceLines, now: f64) {
    let Some(attempt) = ui.attempt.as_mut() else { return };
    attempt.shown = true;
    if state.notation().len() > attempt.step {
        state.undo();
    }
    // From the board as it stands: an answer of the line still waiting to be played is played first.
    let played = state.notation().len().min(attempt.puzzle.solution.len());
    ui.queue = attempt.puzzle.solution[played..].to_vec();
    ui.hint_after_answer = false;
    attempt.step = attempt.puzzle.solution.len();
    ui.due_at = now;
    ui.said = Some(Said::Shown);
    trace.push("puzzle shown".to_string());
    ui.count(trace);
}

/// The window's system: its toggle, the puzzle made from a mistake, the window, its asks.
#[allow(clippy::too_many_arguments)]
pub fn window(
    mut contexts: EguiContexts,
    mut ui_state: ResMut<PuzzlesUi>,
    mut state: ResMut<GameState>,
    mut modes: Modes,
    mut traced: ResMut<WindowButtons>,
    mut trace: ResMut<TraceLines>,
    mut toggles: MessageReader<Toggle>,
    mut make: MessageReader<MakePuzzle>,
    stored: Res<crate::app::prefs::StoredPrefs>,
    catalogue: Res<super::Catalogue>,
    dock: Res<super::dock::Dock>,
    time: Res<Time>,
    wake: crate::app::wake::Wake,
    mode: Option<ResMut<crate::app::settings::RunMode>>,
) -> Result {
    if let Some(line) = ui_state.load(stored.path.is_some()) {
        trace.push(line);
    }
    if let Some(asked) = mode.and_then(|mut m| m.puzzle.take()) {
        ui_state.open = true;
        match asked.and_then(|id| crate::puzzles::find(&id).ok().cloned()) {
            Some(p) => show(&mut ui_state, &mut modes, &mut trace, p),
            None => next(&mut ui_state, &mut modes, &mut trace),
        }
    }
    if toggles.read().filter(|t| **t == Toggle::Puzzles).count() > 0 {
        ui_state.open = !ui_state.open;
        trace.push(if ui_state.open { "overlay puzzles".to_string() } else { "overlay closed".to_string() });
    }
    if let Some(m) = make.read().last() {
        start_making(&mut ui_state, &state, m.ply, wake.waker());
        ui_state.open = true;
    }
    finish_making(&mut ui_state, &mut modes, &mut trace);
    let ctx = contexts.ctx_mut()?.clone();
    for id in ["puzzles-next", "puzzles-hint", "puzzles-show", "puzzles-retry", "puzzles-close"] {
        traced.set(id, None, ctx.pixels_per_point());
    }
    if !ui_state.open {
        if ui_state.attempt.is_some() {
            close(&mut ui_state, &mut modes, &mut trace);
        }
        return Ok(());
    }
    let games = kinds(&catalogue.0);
    let on_board = (modes.now() == BoardMode::Puzzle).then_some(&*state);
    let asks = PuzzlesWindow { ui: &ui_state, games: &games, state: on_board, dock: &dock }.show(&ctx, &mut traced);
    for ask in asks {
        apply(ask, &mut ui_state, &mut state, &mut modes, &mut trace, time.elapsed_secs_f64());
    }
    Ok(())
}

fn apply(ask: Ask, ui: &mut PuzzlesUi, state: &mut GameState, modes: &mut Modes, trace: &mut TraceLines, now: f64) {
    match ask {
        Ask::Next => next(ui, modes, trace),
        Ask::Game(g) => {
            ui.choice = Choice { game: g, theme: None };
            next(ui, modes, trace);
        }
        Ask::Theme(t) => {
            ui.choice.theme = t;
            next(ui, modes, trace);
        }
        Ask::Hint => hint(ui, state, trace),
        Ask::Show => show_solution(ui, state, trace, now),
        Ask::Retry => {
            if let Some(p) = ui.attempt.as_ref().map(|a| a.puzzle.clone()) {
                let counted = ui.counted;
                show(ui, modes, trace, p);
                ui.counted = counted;
            }
        }
        Ask::Close => {
            ui.open = false;
            close(ui, modes, trace);
        }
    }
}

/// The player's game back on the board; the attempt counted if it was tried.
fn close(ui: &mut PuzzlesUi, modes: &mut Modes, trace: &mut TraceLines) {
    ui.count(trace);
    ui.attempt = None;
    ui.stop_line();
    if modes.now() == BoardMode::Puzzle {
        modes.play(None);
        trace.push("puzzle closed".to_string());
    }
}

/// Entering another mode ends the attempt (the guide's lesson, the editor).
pub fn forget_attempt(mut ui: ResMut<PuzzlesUi>, mut trace: ResMut<TraceLines>) {
    if ui.attempt.is_some() {
        ui.count(&mut trace);
        ui.attempt = None;
        ui.stop_line();
    }
}

/// Starts proving a puzzle from the game's move `ply` on a worker thread.
fn start_making(ui: &mut PuzzlesUi, state: &GameState, ply: usize, wake: impl Fn() + Send + Sync + 'static) {
    let (Some(before), Some(after)) = (state.record.position(ply.saturating_sub(1)), state.record.position(ply)) else { return };
    let source = crate::t!("puzzles-from-my-game", ply = ply);
    ui.problem = None;
    ui.making = Some(Worker::spawn("puzzle from a mistake", wake, move |_| {
        generate::from_mistake(before.as_ref(), after.as_ref(), MISTAKE_EFFORT, 1, &source)
    }));
}

fn finish_making(ui: &mut PuzzlesUi, modes: &mut Modes, trace: &mut TraceLines) {
    let Some(result) = ui.making.as_ref().and_then(Worker::take_result) else { return };
    ui.making = None;
    match result {
        Ok(puzzle) => {
            let id = ui.progress().keep_own(puzzle);
            ui.store();
            trace.push(format!("puzzle made {id}"));
            if let Some(p) = ui.progress().own.iter().find(|p| p.id == id).cloned() {
                ui.count(trace);
                show(ui, modes, trace, p);
            }
        }
        Err(e) => {
            trace.push("puzzle made none".to_string());
            ui.problem = Some(crate::t!("puzzles-no-puzzle-there", e = e.to_string()));
        }
    }
}

/// The window as drawn from the trainer and the board; it changes nothing itself.
struct PuzzlesWindow<'a> {
    ui: &'a PuzzlesUi,
    games: &'a [(String, String)],
    /// The board, while it shows the puzzle.
    state: Option<&'a GameState>,
    dock: &'a super::dock::Dock,
}

impl PuzzlesWindow<'_> {
    fn show(&self, ctx: &egui::Context, traced: &mut WindowButtons) -> Vec<Ask> {
        let mut asks = Vec::new();
        let mut open = true;
        self.dock.window(super::dock::Tool::Puzzles, crate::t!("puzzles-title"), "puzzles").open(&mut open).show(ctx, |ui| {
            egui::ScrollArea::vertical().auto_shrink([false, true]).show(ui, |ui| self.contents(ui, traced, &mut asks));
        });
        if !open {
            asks.push(Ask::Close);
        }
        asks
    }

    fn contents(&self, ui: &mut egui::Ui, traced: &mut WindowButtons, asks: &mut Vec<Ask>) {
        let ppp = ui.ctx().pixels_per_point();
        if let Some(p) = &self.ui.progress {
            ui.label(egui::RichText::new(crate::t!("puzzles-your-rating", rating = p.shown_rating(), solved = p.solved, tried = p.tried)).strong());
        }
        self.choosers(ui, asks);
        ui.separator();
        if let Some(p) = &self.ui.problem {
            ui.colored_label(egui::Color32::from_rgb(255, 140, 110), p);
        }
        if self.ui.making.is_some() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(crate::t!("puzzles-making"));
            });
        }
        match (&self.ui.attempt, self.state) {
            (Some(attempt), Some(state)) => self.puzzle(ui, attempt, state, traced, asks),
            _ => {
                ui.label(crate::t!("puzzles-intro"));
            }
        }
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            let next = ui.button(crate::t!("puzzles-next"));
            traced.set("puzzles-next", Some(next.rect.center()), ppp);
            if next.clicked() {
                asks.push(Ask::Next);
            }
            let close = ui.button(crate::t!("puzzles-close"));
            traced.set("puzzles-close", Some(close.rect.center()), ppp);
            if close.clicked() {
                asks.push(Ask::Close);
            }
        });
    }

    /// The game and theme to draw puzzles from.
    fn choosers(&self, ui: &mut egui::Ui, asks: &mut Vec<Ask>) {
        let choice = &self.ui.choice;
        let any = crate::t!("puzzles-any");
        let game_name = |id: &str| self.games.iter().find(|(g, _)| g == id).map_or(id.to_string(), |(_, n)| n.clone());
        egui::Grid::new("puzzles-choice").num_columns(2).show(ui, |ui| {
            ui.label(crate::t!("puzzles-game"));
            egui::ComboBox::from_id_salt("puzzles-game").selected_text(choice.game.as_deref().map_or(any.clone(), game_name)).show_ui(ui, |ui| {
                if ui.selectable_label(choice.game.is_none(), &any).clicked() && choice.game.is_some() {
                    asks.push(Ask::Game(None));
                }
                for (id, name) in self.games {
                    if ui.selectable_label(choice.game.as_ref() == Some(id), name).clicked() && choice.game.as_ref() != Some(id) {
                        asks.push(Ask::Game(Some(id.clone())));
                    }
                }
            });
            ui.end_row();
            ui.label(crate::t!("puzzles-theme"));
            let shown = choice.theme.clone().unwrap_or_else(|| any.clone());
            egui::ComboBox::from_id_salt("puzzles-theme").selected_text(shown).show_ui(ui, |ui| {
                if ui.selectable_label(choice.theme.is_none(), &any).clicked() && choice.theme.is_some() {
                    asks.push(Ask::Theme(None));
                }
                for (theme, n) in themes(choice.game.as_deref()) {
                    if ui.selectable_label(choice.theme.as_ref() == Some(&theme), format!("{theme} ({n})")).clicked() {
                        asks.push(Ask::Theme(Some(theme)));
                    }
                }
            });
            ui.end_row();
        });
    }

    /// The puzzle on the board: who moves and the goal, what the trainer said, the help.
    fn puzzle(&self, ui: &mut egui::Ui, attempt: &Attempt, state: &GameState, traced: &mut WindowButtons, asks: &mut Vec<Ask>) {
        let ppp = ui.ctx().pixels_per_point();
        let p = &attempt.puzzle;
        let view = state.view();
        let solver = state.start().to_move();
        let side = view.seat(solver).map(|s| s.name.clone()).unwrap_or_default();
        ui.heading(crate::t!("puzzles-task", side = side, task = p.task()));
        ui.label(egui::RichText::new(&p.id).small().weak());
        let said = match &self.ui.said {
            Some(Said::Task) | None => (crate::t!("puzzles-find-the-move", n = attempt.puzzle.solver_moves()), egui::Color32::GRAY),
            Some(Said::Right) => (crate::t!("puzzles-right"), egui::Color32::from_rgb(120, 220, 120)),
            Some(Said::Wrong(m)) => (crate::t!("puzzles-wrong", m = m), egui::Color32::from_rgb(255, 140, 110)),
            Some(Said::Solved(Score::Solved)) => (crate::t!("puzzles-solved"), egui::Color32::from_rgb(120, 220, 120)),
            Some(Said::Solved(Score::Helped)) => (crate::t!("puzzles-solved-with-help"), egui::Color32::from_rgb(230, 200, 110)),
            Some(Said::Solved(Score::Missed)) => (crate::t!("puzzles-solved-after-a-miss"), egui::Color32::from_rgb(230, 200, 110)),
            Some(Said::Shown) => (crate::t!("puzzles-the-solution"), egui::Color32::from_rgb(230, 200, 110)),
        };
        ui.colored_label(said.1, egui::RichText::new(said.0).strong());
        let over = attempt.finished();
        if over {
            ui.label(crate::t!("puzzles-line", line = p.solution.join(" ")));
            ui.label(crate::t!("puzzles-about", rating = p.rating, themes = p.themes.join(", ")));
            ui.label(egui::RichText::new(crate::t!("puzzles-source", source = p.source.clone())).small().weak());
        }
        ui.horizontal_wrapped(|ui| {
            let hint = ui.add_enabled(!over, egui::Button::new(crate::t!("puzzles-hint"))).on_hover_text(crate::t!("puzzles-hint-hover"));
            traced.set("puzzles-hint", Some(hint.rect.center()), ppp);
            if hint.clicked() {
                asks.push(Ask::Hint);
            }
            let show = ui.add_enabled(!over, egui::Button::new(crate::t!("puzzles-show")));
            traced.set("puzzles-show", Some(show.rect.center()), ppp);
            if show.clicked() {
                asks.push(Ask::Show);
            }
            let retry = ui.button(crate::t!("puzzles-retry"));
            traced.set("puzzles-retry", Some(retry.rect.center()), ppp);
            if retry.clicked() {
                asks.push(Ask::Retry);
            }
        });
    }
}

/// The themes of a game's puzzles (every game's with None), with how many have each, most first.
/// The kinds of puzzle shipped, for the game chooser: each game, then each of its variants
/// that has puzzles of its own ("Storm the Ivory Tower: Korean"), by id and name.
fn kinds(catalogue: &[crate::core::GameMeta]) -> Vec<(String, String)> {
    let mut kinds = Vec::new();
    for game in catalogue {
        for variant in &game.variants {
            let kind = crate::puzzles::of_game(Some(&game.id)).find(|p| p.variant == variant.id).map(|p| p.kind());
            let Some(kind) = kind else { continue };
            let name = if kind == game.id { game.name.clone() } else { format!("{}: {}", game.name, variant.name) };
            kinds.push((kind, name));
        }
    }
    kinds
}

fn themes(kind: Option<&str>) -> Vec<(String, usize)> {
    let mut counts = std::collections::BTreeMap::<&str, usize>::new();
    for p in crate::puzzles::of_kind(kind) {
        for t in &p.themes {
            *counts.entry(t.as_str()).or_default() += 1;
        }
    }
    let mut themes: Vec<(String, usize)> = counts.into_iter().map(|(t, n)| (t.to_string(), n)).collect();
    themes.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    themes
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A headless app with the referee and a puzzle of two moves of the solver's on the board.
    fn refereed(id: &str) -> (App, Puzzle) {
        let puzzle = crate::puzzles::find(id).unwrap().clone();
        let mut app = App::new();
        app.add_plugins(MinimalPlugins).add_message::<RequestRedraw>().init_resource::<TraceLines>().add_systems(Update, referee);
        app.insert_resource(GameState::from_game(puzzle.start().unwrap()));
        app.insert_resource(PuzzlesUi { attempt: Some(Attempt::new(puzzle.clone())), ..Default::default() });
        app.update();
        (app, puzzle)
    }

    fn notation(app: &App) -> Vec<String> {
        app.world().resource::<GameState>().notation().to_vec()
    }

    /// Frames for `seconds` (a frame's time step is capped, so one long wait is not enough).
    fn run_for(app: &mut App, seconds: f64) {
        for _ in 0..(seconds / 0.05) as usize {
            std::thread::sleep(std::time::Duration::from_millis(50));
            app.update();
        }
    }

    #[test]
    fn the_referee_takes_back_a_wrong_move_answers_a_right_one_and_counts_the_solve() {
        let (mut app, puzzle) = refereed("storm-0270");
        let play = |app: &mut App, m: &str| {
            app.world_mut().resource_mut::<GameState>().play_text(m).unwrap();
            app.update();
        };
        play(&mut app, "If4-f5");
        assert!(notation(&app).is_empty(), "the wrong move is taken back");
        assert!(!app.world().resource::<GameState>().can_redo(), "for good: Redo does not play it again");
        assert_eq!(app.world().resource::<PuzzlesUi>().said, Some(Said::Wrong("If4-f5".into())));
        play(&mut app, &puzzle.solution[0]);
        assert_eq!(notation(&app), puzzle.solution[..1], "the answer waits a moment");
        run_for(&mut app, REPLY_AFTER + 0.3);
        assert_eq!(notation(&app), puzzle.solution[..2], "then the line answers");
        play(&mut app, &puzzle.solution[2]);
        let ui = app.world().resource::<PuzzlesUi>();
        assert_eq!(ui.said, Some(Said::Solved(Score::Missed)));
        let progress = ui.progress.as_ref().expect("the attempt is counted");
        assert_eq!((progress.tried, progress.solved), (1, 0), "a wrong move first makes it a miss");
        assert!(progress.seen[&puzzle.id].due.is_some(), "it comes back");
    }

    #[test]
    fn a_hint_selects_the_piece_to_move_and_the_solution_plays_itself() {
        let (mut app, puzzle) = refereed("storm-0270");
        let world = app.world_mut();
        world.resource_scope(|world, mut ui: Mut<PuzzlesUi>| {
            let mut state = world.resource_mut::<GameState>();
            hint(&mut ui, &mut state, &mut TraceLines::default());
            assert!(ui.attempt.as_ref().unwrap().hinted);
            assert!(!state.picks_in_play().is_empty(), "the piece on a4 is selected");
            show_solution(&mut ui, &mut state, &mut TraceLines::default(), 0.0);
        });
        run_for(&mut app, REPLY_AFTER * puzzle.solution.len() as f64 + 0.3);
        assert_eq!(notation(&app), puzzle.solution);
        assert_eq!(app.world().resource::<PuzzlesUi>().progress.as_ref().map(|p| p.tried), Some(1));
    }

    /// A Three Elephant puzzle whose turn comes with Spearman actions beside its capture: the
    /// hint lights the capturing piece, not the Spearman that steps first, and the capture
    /// played alone solves it.
    #[test]
    fn a_three_elephant_capture_is_hinted_and_accepted_without_its_fillers() {
        let fillers = |p: &&Puzzle| {
            let start = p.start().unwrap();
            let idea = start.ideas()[start.parse(&p.solution[0]).unwrap()].clone();
            (idea != p.solution[0] && start.parse(&idea).is_ok() && !p.refused.contains(&idea)).then_some(idea)
        };
        let shipped = crate::puzzles::of_game(Some("three-elephant")).find(|p| p.solution.len() == 1 && fillers(p).is_some());
        let shipped = shipped.expect("a shipped turn with fillers");
        let idea = fillers(&shipped).unwrap();
        let (mut app, _) = refereed(&shipped.id);
        app.world_mut().resource_scope(|world, mut ui: Mut<PuzzlesUi>| {
            let mut state = world.resource_mut::<GameState>();
            hint(&mut ui, &mut state, &mut TraceLines::default());
            let current = state.current();
            let (from, _) = crate::analysis::arrow(&current.moves()[current.parse(&idea).unwrap()].picks);
            assert_eq!(state.picks_in_play().first(), from.map(crate::core::Pick::Square).as_ref(), "{}: {idea}", shipped.id);
            state.cancel();
        });
        app.world_mut().resource_mut::<GameState>().play_text(&idea).unwrap();
        app.update();
        assert_eq!(notation(&app), std::slice::from_ref(&idea), "the capture alone stays on the board");
        assert_eq!(app.world().resource::<PuzzlesUi>().said, Some(Said::Solved(Score::Helped)), "{}", shipped.id);
    }

    /// Hint or Show the solution asked for in the moment before the line answers a right move:
    /// the answer is still played, then the hint is given or the rest of the line follows.
    #[test]
    fn asks_made_while_the_answer_is_coming_wait_for_it() {
        let (mut app, puzzle) = refereed("storm-0270");
        let scoped = |app: &mut App, ask: fn(&mut PuzzlesUi, &mut GameState)| {
            app.world_mut().resource_scope(|world, mut ui: Mut<PuzzlesUi>| ask(&mut ui, &mut world.resource_mut::<GameState>()));
        };
        app.world_mut().resource_mut::<GameState>().play_text(&puzzle.solution[0]).unwrap();
        app.update();
        scoped(&mut app, |ui, state| hint(ui, state, &mut TraceLines::default()));
        assert!(!app.world().resource::<PuzzlesUi>().attempt.as_ref().unwrap().hinted, "no hint before the answer");
        run_for(&mut app, REPLY_AFTER + 0.3);
        assert_eq!(notation(&app), puzzle.solution[..2]);
        assert!(app.world().resource::<PuzzlesUi>().attempt.as_ref().unwrap().hinted, "the hint once it is played");
        assert!(!app.world().resource::<GameState>().picks_in_play().is_empty(), "the solver's piece is selected");

        let (mut app, puzzle) = refereed("storm-0270");
        app.world_mut().resource_mut::<GameState>().play_text(&puzzle.solution[0]).unwrap();
        app.update();
        scoped(&mut app, |ui, state| show_solution(ui, state, &mut TraceLines::default(), 0.0));
        run_for(&mut app, REPLY_AFTER * puzzle.solution.len() as f64 + 0.3);
        assert_eq!(notation(&app), puzzle.solution, "the answer, then the rest of the line");
    }

    /// The window with a puzzle on the board, in the smallest window beside other tools: it fits
    /// its share of the column, and its buttons ask for what they say.
    #[test]
    fn the_window_fits_and_its_buttons_ask() {
        use super::super::dock::{Tool, assert_fits, small_dock};
        use crate::app::ui::harness::Harness;
        let puzzle = crate::puzzles::find("storm-0270").unwrap().clone();
        let state = GameState::from_game(puzzle.start().unwrap());
        let ui = PuzzlesUi { open: true, attempt: Some(Attempt::new(puzzle)), progress: Some(Progress::default()), ..Default::default() };
        let games = [("storm".to_string(), "Storm".to_string())];
        for open in [vec![Tool::Puzzles], vec![Tool::Guide, Tool::Analysis, Tool::Puzzles]] {
            let dock = small_dock(&open);
            let window = PuzzlesWindow { ui: &ui, games: &games, state: Some(&state), dock: &dock };
            let mut h = Harness::default();
            let mut draw = |ctx: &egui::Context, traced: &mut WindowButtons| window.show(ctx, traced);
            h.settle(&mut draw);
            assert_fits(&h.ctx, egui::Id::new("puzzles"), &format!("the trainer among {open:?}"));
            if open.len() == 1 {
                assert!(matches!(h.click("puzzles-hint", &mut draw)[..], [Ask::Hint]));
                assert!(matches!(h.click("puzzles-show", &mut draw)[..], [Ask::Show]));
                assert!(matches!(h.click("puzzles-next", &mut draw)[..], [Ask::Next]));
            }
        }
    }

    #[test]
    fn every_kind_of_puzzle_shipped_is_offered_once_by_its_own_name() {
        let catalogue: Vec<_> = crate::games::all().iter().map(|g| (g.meta)()).collect();
        let offered = kinds(&catalogue);
        let shipped: std::collections::BTreeSet<String> = crate::puzzles::all().iter().map(|p| p.kind()).collect();
        assert_eq!(offered.iter().map(|(k, _)| k.clone()).collect::<std::collections::BTreeSet<_>>(), shipped);
        let names: std::collections::HashSet<&String> = offered.iter().map(|(_, n)| n).collect();
        assert_eq!(names.len(), offered.len(), "{offered:?}");
    }

    #[test]
    fn themes_are_counted_most_first() {
        let all = themes(Some("storm"));
        assert!(all.windows(2).all(|w| w[0].1 >= w[1].1), "{all:?}");
        assert!(all.iter().any(|(t, _)| t == "mate"));
        assert!(!themes(Some("litrof")).iter().any(|(t, _)| t == "ninny-charge"));
    }
}
