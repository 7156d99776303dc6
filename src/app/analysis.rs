//! The analysis board: the position on the board analysed on a worker thread for as long as
//! the analysis is on, its three best moves drawn as arrows, and "Analyse game", the
//! evaluation of every position of the game for a graph.
//!
//! Searching never happens on the frame's thread: `analysis::Analyser` deepens on its own
//! thread and wakes the window after each report through the same event-loop hook the computer
//! player uses, and every frame only copies its latest small report. The position analysed is
//! the one displayed (a move played or a step through the history changes it); each frame
//! compares its key with the analyser's and starts a new one when they differ, so a report
//! for a position no longer shown is never drawn.

use super::board::BoardInfo;
use crate::analysis::{Analyser, AnalysisReport, GameEvaluation};
use crate::app::state::GameState;
use crate::core::Seat;
use bevy::prelude::*;
use std::time::Duration;

/// How many best moves are searched, listed and drawn.
pub const LINES: usize = 3;
/// Time per position for "Analyse game".
pub const PER_POSITION: Duration = Duration::from_millis(200);

/// The analysis board's resource.
#[derive(Resource, Default)]
pub struct AnalysisBoard {
    /// The analysis is on (its window open).
    pub on: bool,
    analyser: Option<Analyser>,
    /// The position the analyser works on.
    key: Option<u64>,
    /// Its latest report.
    pub report: Option<AnalysisReport>,
    /// "Analyse game": the evaluation of every position, and the moves it covers.
    pub game: Option<GameEvaluation>,
    pub game_moves: Vec<String>,
    /// The trace was told that every position of the game has its value.
    game_done: bool,
    /// Lines for the trace ("analysis started …", "analysis depth …").
    pub events: Vec<String>,
}

impl AnalysisBoard {
    /// Follows the displayed position: a new analyser when it changed, the latest report
    /// copied otherwise. Returns whether the report changed (the window redraws then).
    pub fn follow(&mut self, state: &GameState, wake: impl Fn() + Send + Sync + 'static) -> bool {
        if let Some(eval) = self.game.as_ref().filter(|e| !self.game_done && e.finished()) {
            let swings: Vec<String> = eval.swings(2).iter().map(|s| s.ply.to_string()).collect();
            self.events.push(format!("analyse game done {} swings {}", eval.progress().1, swings.join(",")));
            self.game_done = true;
        }
        if !self.on || state.pinned().is_some() {
            return self.stop();
        }
        let game = state.displayed();
        let key = game.key();
        if self.key != Some(key) {
            self.stop();
            self.key = Some(key);
            self.analyser = Some(Analyser::start(game.clone_box(), LINES, wake));
            self.events.push(format!("analysis started {}", game.position_text()));
            return true;
        }
        let latest = self.analyser.as_ref().and_then(Analyser::report).filter(|r| r.key == key);
        if latest != self.report {
            if let Some(r) = &latest {
                let best = r.lines.first().map_or_else(|| r.result.clone().unwrap_or_default(), |l| l.notation.clone());
                self.events.push(format!("analysis depth {} best {best}", r.depth));
            }
            self.report = latest;
            return true;
        }
        false
    }

    /// Stops the analyser (the report goes with it). Returns whether one was running.
    pub fn stop(&mut self) -> bool {
        self.key = None;
        self.report = None;
        self.analyser.take().is_some()
    }

    /// Starts evaluating every position of the game on the board, from its start to its last
    /// move.
    pub fn analyse_game(&mut self, state: &GameState, wake: impl Fn() + Send + 'static) {
        self.game = Some(GameEvaluation::of_history(&state.record, PER_POSITION, wake));
        self.game_moves = state.notation().to_vec();
        self.game_done = false;
        self.events.push(format!("analyse game {}", self.game_moves.len()));
    }

    /// The first seat's expected result (0 to 1) from the latest report, for the bar.
    pub fn first_seat_share(&self, state: &GameState) -> Option<f32> {
        let game = state.displayed();
        if let Some(o) = game.outcome() {
            return Some(match o.kind {
                crate::core::OutcomeKind::Win(s) if s == Seat::FIRST => 1.0,
                crate::core::OutcomeKind::Win(_) => 0.0,
                crate::core::OutcomeKind::Draw => 0.5,
            });
        }
        let r = self.report.as_ref()?;
        let best = r.lines.first()?;
        let seats = game.seats().max(2) as f32;
        Some(if game.to_move() == Seat::FIRST { best.eval } else { (1.0 - best.eval) / (seats - 1.0) })
    }
}

pub struct AnalysisPlugin;

impl Plugin for AnalysisPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<AnalysisBoard>()
            .add_systems(Update, (open_from_command_line, follow).chain().in_set(crate::app::schedule::Step::Computer))
            .add_systems(Update, (arrows, hint_arrow).in_set(crate::app::schedule::Step::Overlays))
            .add_systems(OnEnter(super::mode::BoardMode::Puzzle), off_for_a_puzzle);
    }
}

/// A puzzle is not solved by reading the analysis's arrows: it goes off (the player may turn it
/// on again, to study the position).
fn off_for_a_puzzle(mut board: ResMut<AnalysisBoard>) {
    board.on = false;
    board.stop();
}

/// `--analyse`: the analysis is on from the start.
fn open_from_command_line(mode: Res<crate::app::settings::RunMode>, mut board: ResMut<AnalysisBoard>, mut done: Local<bool>) {
    if !*done {
        *done = true;
        board.on |= mode.analyse;
    }
}

fn follow(mut board: ResMut<AnalysisBoard>, state: Res<GameState>, wake: super::wake::Wake, mut redraw: MessageWriter<bevy::window::RequestRedraw>) {
    if board.follow(&state, wake.waker()) {
        redraw.write(bevy::window::RequestRedraw);
    }
}

/// The best moves as arrows from the square the piece leaves to the square it reaches: the
/// best one green and thickest in colour, the next ones fainter.
fn arrows(board: Res<AnalysisBoard>, state: Res<GameState>, info: Res<BoardInfo>, mut gizmos: Gizmos) {
    let (Some(report), Some(geom)) = (&board.report, info.geom) else { return };
    if state.pinned().is_some() {
        return;
    }
    let view = state.displayed().view();
    let at = |s: u16| -> Option<Vec3> {
        let q = view.squares.get(s as usize)?;
        Some(geom.pos(q.col, q.row) + Vec3::Y * (0.45 + info.lift.get(s as usize).copied().unwrap_or(0.0)))
    };
    let colours = [Color::srgb(0.2, 1.0, 0.35), Color::srgba(1.0, 0.85, 0.2, 0.85), Color::srgba(1.0, 0.5, 0.2, 0.7)];
    for (line, colour) in report.lines.iter().zip(colours).rev() {
        if let (Some(from), Some(to)) = (line.from.and_then(at), line.to.and_then(at)) {
            thick_arrow(&mut gizmos, from, to, colour);
        }
    }
}

/// An arrow over the board, three lines wide.
fn thick_arrow(gizmos: &mut Gizmos, from: Vec3, to: Vec3, colour: Color) {
    gizmos.arrow(from, to, colour).with_tip_length(0.35);
    let side = (to - from).cross(Vec3::Y).normalize_or_zero() * 0.03;
    gizmos.line(from + side, to + side, colour);
    gizmos.line(from - side, to - side, colour);
}

/// The hint's move as a light blue arrow while its position is on the board (a move without
/// two squares, a choice alone, rings its square instead).
fn hint_arrow(computer: Res<super::computer::Computer>, state: Res<GameState>, info: Res<BoardInfo>, mut gizmos: Gizmos) {
    let (Some(geom), Some(hint)) = (info.geom, computer.hint_for(state.current().key())) else { return };
    if state.browse.is_some() || state.pinned().is_some() {
        return;
    }
    let Some(mv) = state.moves().get(hint.index) else { return };
    let view = state.current().view();
    let at = |s: u16| -> Option<Vec3> {
        let q = view.squares.get(s as usize)?;
        Some(geom.pos(q.col, q.row) + Vec3::Y * (0.5 + info.lift.get(s as usize).copied().unwrap_or(0.0)))
    };
    let colour = Color::srgb(0.35, 0.75, 1.0);
    match crate::analysis::arrow(&mv.picks) {
        (Some(from), Some(to)) if from != to => thick_arrow(&mut gizmos, at(from).unwrap_or_default(), at(to).unwrap_or_default(), colour),
        (Some(square), _) => {
            if let Some(p) = at(square) {
                gizmos.circle(Isometry3d::new(p, Quat::from_rotation_x(std::f32::consts::FRAC_PI_2)), 0.42, colour);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::GameConfig;

    /// Waits (without asserting any time) until the analysis has a report.
    fn until_report(board: &mut AnalysisBoard, state: &GameState) {
        for _ in 0..2000 {
            board.follow(state, || {});
            if board.report.is_some() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("no analysis report");
    }

    #[test]
    fn the_analysis_follows_the_position_shown_and_stops_when_switched_off() {
        let mut state = GameState::new_game(&GameConfig::new("storm")).unwrap();
        let mut board = AnalysisBoard { on: true, ..Default::default() };
        assert!(board.follow(&state, || {}), "an analyser starts");
        until_report(&mut board, &state);
        let first = board.report.clone().unwrap();
        assert_eq!(first.key, state.displayed().key());
        assert_eq!(first.lines.len(), LINES);
        assert!(first.lines.iter().all(|l| l.from.is_some() && l.to.is_some()), "every Storm move has an arrow");
        assert!(board.first_seat_share(&state).is_some_and(|v| (0.0..=1.0).contains(&v)));
        let best = first.lines[0].notation.clone();
        state.play_text(&best).unwrap();
        board.follow(&state, || {});
        assert!(board.report.is_none(), "a report of the position before the move is not shown");
        until_report(&mut board, &state);
        assert_eq!(board.report.as_ref().unwrap().key, state.displayed().key());
        state.browse_to(Some(0));
        board.follow(&state, || {});
        until_report(&mut board, &state);
        assert_eq!(board.report.as_ref().unwrap().key, state.start().key(), "stepping back re-analyses");
        board.on = false;
        board.follow(&state, || {});
        assert!(board.report.is_none() && board.analyser.is_none());
        assert!(board.events.iter().any(|e| e.starts_with("analysis depth")), "{:?}", board.events);
    }

    #[test]
    fn analyse_game_values_every_position_of_the_game() {
        let mut state = GameState::new_game(&GameConfig::new("storm")).unwrap();
        for _ in 0..2 {
            let first = state.moves()[0].notation.clone();
            state.play_text(&first).unwrap();
        }
        let mut board = AnalysisBoard::default();
        board.analyse_game(&state, || {});
        let eval = board.game.as_mut().unwrap();
        for _ in 0..3000 {
            if eval.finished() {
                break;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        assert_eq!(eval.progress(), (3, 3));
        assert!(eval.values().iter().all(|v| v.is_some_and(|v| (0.0..=1.0).contains(&v))));
        board.follow(&state, || {});
        assert!(board.events.iter().any(|e| e.starts_with("analyse game done 3")), "{:?}", board.events);
    }
}
