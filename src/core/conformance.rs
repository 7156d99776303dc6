//! The checks every engine must pass, run over random games. Each game's tests call `check`
//! with a count of pieces taken from its own board, so the view can be checked against it.

use super::game::{Game, Pick};
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

/// Plays `games` random games from `start` and checks the interface contract at every position:
/// moves exist exactly when the game is not over; every move plays; moves lead to distinct
/// positions that differ from the parent; notation round-trips; picks are unique and
/// prefix-free and name real squares; the view shows `pieces(pos)` pieces. `invariant` adds the
/// game's own checks after every move (previous and new position). Returns the first failure.
pub fn check<G: Game>(
    start: &G,
    games: usize,
    max_plies: usize,
    seed: u64,
    pieces: impl Fn(&G) -> usize,
    mut invariant: impl FnMut(&G, &G) -> Result<(), String>,
) -> Result<Report, String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut report = Report { wins: vec![0; start.seats()], ..Default::default() };
    let mut moves = Vec::new();
    for g in 0..games {
        let mut pos = start.clone();
        let mut history: Vec<String> = Vec::new();
        let fail = |history: &[String], msg: String| format!("game {g} after [{}]: {msg}", history.join(" "));
        for ply in 0.. {
            if ply > max_plies {
                return Err(fail(&history, format!("no result after {max_plies} plies")));
            }
            moves.clear();
            pos.legal_moves(&mut moves);
            let outcome = pos.outcome();
            if moves.is_empty() != outcome.is_some() {
                return Err(fail(&history, format!("{} legal moves but outcome {:?}", moves.len(), outcome)));
            }
            if let Some(o) = outcome {
                match o.winner() {
                    Some(s) => report.wins[s] += 1,
                    None => report.draws += 1,
                }
                break;
            }
            let view = pos.view();
            if view.piece_count() != pieces(&pos) {
                return Err(fail(&history, format!("view shows {} pieces, board has {}", view.piece_count(), pieces(&pos))));
            }
            // Checking every move of every position is quadratic in notation work; the first
            // positions of each game and a sample later cover it.
            let thorough = ply < 6 || rng.random_range(0..8) == 0;
            if thorough {
                check_moves(&pos, &moves, view.squares.len()).map_err(|e| fail(&history, e))?;
                report.moves_checked += moves.len();
            }
            let m = moves[rng.random_range(0..moves.len())].clone();
            let before = pos.clone();
            history.push(pos.notation(&m));
            pos.play(&m);
            report.plies += 1;
            if pos.key() == before.key() {
                return Err(fail(&history, "the position key did not change".into()));
            }
            invariant(&before, &pos).map_err(|e| fail(&history, e))?;
        }
        report.games += 1;
    }
    Ok(report)
}

fn check_moves<G: Game>(pos: &G, moves: &[G::Move], squares: usize) -> Result<(), String> {
    let mut keys = HashSet::new();
    let mut picks: Vec<Vec<Pick>> = Vec::new();
    for m in moves {
        let text = pos.notation(m);
        match pos.parse_move(&text) {
            Ok(back) if back == *m => {}
            Ok(back) => return Err(format!("'{text}' parses back as a different move {back:?}")),
            Err(e) => return Err(format!("'{text}' does not parse back: {e}")),
        }
        let mut child = pos.clone();
        child.play(m);
        if !keys.insert(child.key()) {
            return Err(format!("'{text}' leads to the same position as another move"));
        }
        let p = pos.picks(m);
        if p.is_empty() {
            return Err(format!("'{text}' has no picks"));
        }
        if let Some(bad) = p.iter().filter_map(Pick::square).find(|&s| s as usize >= squares) {
            return Err(format!("'{text}' picks square {bad}, the view has {squares}"));
        }
        picks.push(p);
    }
    picks.sort();
    for w in picks.windows(2) {
        if w[1].starts_with(&w[0]) {
            return Err(format!("pick sequence {:?} is a prefix of (or equal to) {:?}", w[0], w[1]));
        }
    }
    Ok(())
}
