//! Analysis off the caller's thread: the analysis board's "what would the computer play
//! here, and how good is it" ([`Analyser`]), and the evaluation of every position of a game
//! ([`GameEvaluation`]).
//!
//! Both run the engine's own analysis (`DynGame::analyse`) on a worker thread and leave the
//! latest answer behind a mutex, so a window that draws every frame only ever copies a small
//! report and never waits on a search. The analyser deepens by giving each search twice the
//! time of the one before (from a tenth of a second), so a first answer comes at once and
//! better ones follow until it is stopped. Stopping sets the search's cancel flag, which the
//! search looks at as it goes, so it ends within a few milliseconds; a search cut short is
//! thrown away rather than shown, since it did not look at every move.

mod game;

pub use game::{GameEvaluation, Swing};

use crate::core::Pick;
use crate::core::worker::{Job, Worker};
use crate::session::DynGame;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

/// The first search's time; each next one has twice as long, up to [`LONGEST`].
const FIRST: Duration = Duration::from_millis(100);
const LONGEST: Duration = Duration::from_secs(16);

/// One of the best moves found, with what the search expects of it.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisLine {
    /// The move's index among the position's legal moves.
    pub index: usize,
    pub notation: String,
    /// The expected result for the side to move, 0 (lost) to 1 (won).
    pub eval: f32,
    /// Alpha-beta's score in evaluation units for the side to move, where it has one.
    pub score: Option<i32>,
    /// The expected continuation, from this move on.
    pub pv: Vec<String>,
    /// The first and last squares the move's picks name: where an arrow is drawn.
    pub from: Option<u16>,
    pub to: Option<u16>,
}

/// The latest analysis of a position.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisReport {
    /// The position analysed (`DynGame::key`), so a caller can tell a stale report.
    pub key: u64,
    /// The depth the best line's search completed.
    pub depth: u32,
    /// Moves played by all the searches so far.
    pub nodes: u64,
    /// Time since the analysis started.
    pub millis: u64,
    /// The best moves, best first.
    pub lines: Vec<AnalysisLine>,
    /// Nothing more will come: the game is over, it has a single legal move, or the best line
    /// is a forced result that the depth searched proves.
    pub finished: bool,
    /// The result in words, when the game is over (then there are no lines).
    pub result: Option<String>,
}

/// The squares of a move's picks that an arrow joins: the first and the last.
pub fn arrow(picks: &[Pick]) -> (Option<u16>, Option<u16>) {
    let squares: Vec<u16> = picks
        .iter()
        .filter_map(|p| match p {
            Pick::Square(s) => Some(*s),
            Pick::Piece { square, .. } => Some(*square),
            Pick::Choice { .. } => None,
        })
        .collect();
    (squares.first().copied(), squares.last().copied().filter(|_| squares.len() > 1))
}

/// A worker thread analysing one position until it is stopped (or dropped).
pub struct Analyser {
    worker: Worker<AnalysisReport, ()>,
}

impl Analyser {
    /// Starts analysing `game` for its `lines` best moves; `wake` is called from the worker
    /// after every new report (the app asks for a frame there).
    pub fn start(game: Box<dyn DynGame>, lines: usize, wake: impl Fn() + Send + 'static) -> Analyser {
        Analyser { worker: Worker::spawn("towers-analysis", wake, move |job| deepen(game.as_ref(), lines.max(1), job)) }
    }

    /// The latest report, if there is one yet.
    pub fn report(&self) -> Option<AnalysisReport> {
        self.worker.progress()
    }

    /// Stops the search and waits for the worker to end.
    pub fn stop(&mut self) {
        self.worker.stop();
    }

    /// Whether the worker is still searching.
    pub fn running(&self) -> bool {
        !self.worker.finished()
    }
}

fn deepen(game: &dyn DynGame, lines: usize, job: &Job<AnalysisReport>) {
    let started = Instant::now();
    let key = game.key();
    let cancel = job.cancel_flag();
    let publish = |r: AnalysisReport| job.report(r);
    if let Some(result) = game.result_text() {
        publish(AnalysisReport { key, depth: 0, nodes: 0, millis: 0, lines: Vec::new(), finished: true, result: Some(result) });
        return;
    }
    let moves = game.moves();
    let mut time = FIRST;
    let mut nodes = 0;
    for round in 0u64.. {
        let thoughts = game.analyse(time, lines, round, cancel);
        if cancel.load(Ordering::Relaxed) || thoughts.is_empty() {
            return;
        }
        nodes += thoughts.iter().map(|t| t.nodes).sum::<u64>();
        let found = thoughts
            .iter()
            .map(|t| {
                let (from, to) = moves.get(t.index).map_or((None, None), |m| arrow(&m.picks));
                AnalysisLine { index: t.index, notation: t.notation.clone(), eval: t.eval, score: t.score, pv: t.pv.clone(), from, to }
            })
            .collect();
        // A forced result the completed depth proves (a mate) gets no better by looking deeper.
        let proven = thoughts[0].score.and_then(crate::ai::mate_plies).is_some_and(|p| p.unsigned_abs() <= thoughts[0].depth);
        let finished = moves.len() <= 1 || proven;
        let millis = started.elapsed().as_millis() as u64;
        publish(AnalysisReport { key, depth: thoughts[0].depth, nodes, millis, lines: found, finished, result: None });
        if finished {
            return;
        }
        time = (time * 2).min(LONGEST);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_arrow_joins_the_first_and_last_squares_picked() {
        assert_eq!(arrow(&[Pick::Square(3), Pick::choice("x", "X"), Pick::Square(9)]), (Some(3), Some(9)));
        assert_eq!(arrow(&[Pick::Piece { square: 4, level: 1 }]), (Some(4), None));
        assert_eq!(arrow(&[Pick::choice("end-turn", "End turn")]), (None, None));
    }
}
