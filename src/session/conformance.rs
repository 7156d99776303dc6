//! The checks every engine must pass, run over random games through the `DynGame` face (so a
//! test can run them on every game of the catalogue). Each game's own tests call `check` with
//! a count of pieces taken from its board and invariants of its rules.

use super::{DynGame, Session};
use crate::core::{Game, MoveError, Pick, Seat};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::collections::HashSet;

/// What a conformance run saw, for the test to report and assert on.
#[derive(Debug, Default)]
pub struct Report {
    pub games: usize,
    pub plies: usize,
    pub moves_checked: usize,
    pub wins: Vec<usize>,
    pub draws: usize,
}

/// Why a conformance run failed.
#[derive(Debug, thiserror::Error)]
pub enum Failure {
    /// A seat number the game does not have gets no name (it must get one, never a panic).
    #[error("seat {0} has no name")]
    Unnamed(Seat),
    /// A check failed in game `game` after the moves `history`.
    #[error("game {game} after [{}]: {problem}", .history.join(" | "))]
    InGame { game: usize, history: Vec<String>, problem: String },
    /// A listed move did not play.
    #[error(transparent)]
    Move(#[from] MoveError),
}

/// A legal move's contract broken (`check_moves`).
#[derive(Debug, thiserror::Error)]
enum Breach {
    #[error("'{text}' parses back as move '{other}'")]
    ParsesAs { text: String, other: String },
    #[error("'{text}' does not parse back: {error}")]
    NoParse { text: String, error: MoveError },
    #[error(transparent)]
    Play(#[from] MoveError),
    #[error("'{0}' leads to the same position as another move or as before")]
    SamePosition(String),
    #[error("'{0}' has no picks")]
    NoPicks(String),
    #[error("'{text}' picks square {square}, the view has {squares}")]
    PickOff { text: String, square: u16, squares: usize },
    #[error("pick sequence {0} is a prefix of (or equal to) {1}")]
    Prefix(String, String),
}

/// Plays `games` random games from `start` and checks the interface contract at every position:
/// moves exist exactly when the game is not over; every move plays; moves lead to distinct
/// positions that differ from the parent; notation round-trips; picks are unique and
/// prefix-free and name real squares; the view keeps its squares and shows `pieces(pos)`
/// pieces. `invariant` adds the game's own checks after every move (position before, after).
pub fn check<G: Game, E: std::fmt::Display>(
    start: &G,
    games: usize,
    max_plies: usize,
    seed: u64,
    pieces: impl Fn(&G) -> usize,
    mut invariant: impl FnMut(&G, &G) -> Result<(), E>,
) -> Result<Report, Failure> {
    check_dyn(&Session::new(start.clone()), games, max_plies, seed, |g| Some(pieces(inner::<G>(g))), |a, b| invariant(inner::<G>(a), inner::<G>(b)))
}

fn inner<G: Game>(g: &dyn DynGame) -> &G {
    g.as_any().downcast_ref::<Session<G>>().expect("a Session of this game").0.position()
}

/// `check` for any game of the catalogue; `pieces` may return None when unknown.
pub fn check_dyn<E: std::fmt::Display>(
    start: &dyn DynGame,
    games: usize,
    max_plies: usize,
    seed: u64,
    pieces: impl Fn(&dyn DynGame) -> Option<usize>,
    mut invariant: impl FnMut(&dyn DynGame, &dyn DynGame) -> Result<(), E>,
) -> Result<Report, Failure> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut report = Report { wins: vec![0; start.seats()], ..Default::default() };
    let squares = start.view().squares.len();
    // A seat number read from a file or a peer may be one the game does not have: it gets a
    // name, never a panic.
    if let Some(s) = Seat::all(start.seats() + 2).find(|&s| start.seat_name(s).is_empty()) {
        return Err(Failure::Unnamed(s));
    }
    for g in 0..games {
        let mut pos = start.clone_box();
        let mut history: Vec<String> = Vec::new();
        let fail = |history: &[String], problem: String| Failure::InGame { game: g, history: history.to_vec(), problem };
        for ply in 0.. {
            if ply > max_plies {
                return Err(fail(&history, format!("no result after {max_plies} plies")));
            }
            let moves = pos.moves();
            let outcome = pos.outcome();
            if moves.is_empty() != outcome.is_some() {
                return Err(fail(&history, format!("{} legal moves but outcome {:?}", moves.len(), outcome)));
            }
            let view = pos.view();
            if view.squares.len() != squares {
                return Err(fail(&history, format!("the view has {} squares, at the start {squares}", view.squares.len())));
            }
            if let Some(n) = pieces(pos.as_ref())
                && view.piece_count() != n
            {
                return Err(fail(&history, format!("view shows {} pieces, board has {n}", view.piece_count())));
            }
            if let Some(o) = outcome {
                match o.winner() {
                    Some(s) => report.wins[s] += 1,
                    None => report.draws += 1,
                }
                break;
            }
            if view.to_move != pos.to_move() {
                return Err(fail(&history, "the view names another side to move".into()));
            }
            // Checking every move of every position costs a position per move; the first
            // positions of each game and a sample later cover it.
            if ply < 6 || rng.random_range(0..8) == 0 {
                check_moves(pos.as_ref(), squares).map_err(|e| fail(&history, e.to_string()))?;
                report.moves_checked += moves.len();
            }
            let before = pos.clone_box();
            let text = pos.play_index(rng.random_range(0..moves.len()))?;
            history.push(text);
            report.plies += 1;
            if pos.key() == before.key() {
                return Err(fail(&history, "the position key did not change".into()));
            }
            invariant(before.as_ref(), pos.as_ref()).map_err(|e| fail(&history, e.to_string()))?;
        }
        report.games += 1;
    }
    Ok(report)
}

fn check_moves(pos: &dyn DynGame, squares: usize) -> Result<(), Breach> {
    let moves = pos.moves();
    let mut keys = HashSet::new();
    let mut picks: Vec<&[Pick]> = Vec::new();
    for (i, m) in moves.iter().enumerate() {
        match pos.parse(&m.notation) {
            Ok(j) if j == i => {}
            Ok(j) => return Err(Breach::ParsesAs { text: m.notation.clone(), other: moves[j].notation.clone() }),
            Err(error) => return Err(Breach::NoParse { text: m.notation.clone(), error }),
        }
        let mut child = pos.clone_box();
        child.play_index(i)?;
        if child.key() == pos.key() || !keys.insert(child.key()) {
            return Err(Breach::SamePosition(m.notation.clone()));
        }
        if m.picks.is_empty() {
            return Err(Breach::NoPicks(m.notation.clone()));
        }
        if let Some(bad) = m.picks.iter().filter_map(Pick::square).find(|&s| s as usize >= squares) {
            return Err(Breach::PickOff { text: m.notation.clone(), square: bad, squares });
        }
        picks.push(&m.picks);
    }
    // Sorted, a sequence that is a prefix of another sits right before some extension of it.
    picks.sort();
    for w in picks.windows(2) {
        if w[1].starts_with(w[0]) {
            return Err(Breach::Prefix(format!("{:?}", w[0]), format!("{:?}", w[1])));
        }
    }
    Ok(())
}
