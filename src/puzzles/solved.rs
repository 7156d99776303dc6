//! Positions a game solves outright are judged by its solver instead of a search: Storm's
//! smallest endings (both Brains and one more piece), which `games::storm::endgame` solves by
//! retrograde analysis. There the solver, not a search budget, says whether a move is the only
//! win; and it makes puzzles of those endings itself.

use super::generate::{self, Effort, Found, MOST_SOLVER_MOVES};
use crate::core::{Game, GameConfig, Line, OutcomeKind, Seat};
use crate::games::storm::Storm;
use crate::games::storm::endgame::{self, Endgame, EndgameError, Value};
use crate::games::storm::pieces::Kind;
use crate::session::{DynGame, Session};
use std::collections::HashSet;

/// The pieces whose endings with both Brains make puzzles: a Brain and Numskull win from
/// anywhere by many moves, and a Toady or a Clodhopper never wins.
const PUZZLE_ENDINGS: [(Kind, &str); 3] = [(Kind::Ninny, "Ninny"), (Kind::FuddyDuddy, "Fuddy-Duddy"), (Kind::Yahoo, "Yahoo")];

/// What the solver says of `solution` from `start`: `None` where no solver covers the position;
/// else whether each of the solver's moves is the only one that keeps the win (a last move
/// that ends the game may be any that wins it, as the trainer accepts).
pub fn judged(start: &dyn DynGame, solution: &[String]) -> Option<Result<(), String>> {
    let line = &start.as_any().downcast_ref::<Session<Storm>>()?.0;
    let table = endgame::solved_for(line)?;
    Some(only_wins(&table, line.clone(), solution))
}

/// A position of an ending, the solver's line from it, and where it came from.
type Candidate = (String, Vec<String>, String);

/// Up to `count` puzzles from Storm's solved endings under `config`: positions with no check
/// history where the side with the extra piece is to move, one move wins and no other does,
/// and the solver's line finishes the game within [`MOST_SOLVER_MOVES`] of its moves, each of
/// them but a finishing one again the only win. Drawn at random (from `seed`) among all such
/// positions not in `shipped`, in turn from each ending, side and length of line; returns them
/// and how many there were to draw from.
pub fn ending_puzzles(
    config: &GameConfig,
    count: usize,
    effort: Effort,
    seed: u64,
    shipped: &HashSet<u64>,
) -> Result<(Vec<Found>, usize), EndgameError> {
    // Grouped by ending, side and length, so that a draw spans them (one ending's puzzles are
    // often the same idea on other squares).
    let mut groups: Vec<(usize, Vec<Candidate>)> = Vec::new();
    for (extra, name) in PUZZLE_ENDINGS {
        let mut of_ending = 0;
        for strong in Seat::all(2) {
            let table = Endgame::solve(config, strong, extra)?;
            let mut by_length: Vec<Vec<_>> = vec![Vec::new(); 2 * MOST_SOLVER_MOVES];
            for (line, _) in table.starts().filter(|(line, _)| line.to_move() == strong && !shipped.contains(&line.key())) {
                if let Some(solution) = solver_line(&table, line.clone()) {
                    by_length[solution.len()].push((line.position_text(), solution, format!("the endgame solver: Brain and {name} against a Brain")));
                }
            }
            for group in by_length.into_iter().filter(|g| !g.is_empty()) {
                groups.push((of_ending, group));
                of_ending += 1;
            }
        }
    }
    // Each ending's first group, then each one's second, ...
    groups.sort_by_key(|(of_ending, _)| *of_ending);
    let mut groups: Vec<_> = groups.into_iter().map(|(_, group)| group).collect();
    let total = groups.iter().map(Vec::len).sum();
    let mut rng = crate::ai::Rng::new(seed);
    for group in &mut groups {
        for i in (1..group.len()).rev() {
            group.swap(i, rng.below(i + 1));
        }
    }
    let mut chosen = Vec::new();
    for round in 0.. {
        let before = chosen.len();
        chosen.extend(groups.iter().filter_map(|g| g.get(round)).cloned());
        if chosen.len() == before || chosen.len() >= count {
            break;
        }
    }
    chosen.truncate(count);
    let found = chosen
        .into_iter()
        .filter_map(|(position, solution, source)| {
            let start = crate::games::from_position(config, &position).ok()?;
            Some(Found { puzzle: generate::puzzle(start.as_ref(), solution, Vec::new(), effort, seed, source), key: start.key() })
        })
        .collect();
    Ok((found, total))
}

/// The solver's line from a won position: its only winning move, the slowest defence, and so on
/// until a move finishes the game (any finishing move, the solver's first); `None` where the
/// first move is not the only win, or where a later one is not and none finishes, or where the
/// finish is further than [`MOST_SOLVER_MOVES`].
fn solver_line(table: &Endgame, mut line: Line<Storm>) -> Option<Vec<String>> {
    let solver = line.to_move();
    let mut solution = Vec::new();
    loop {
        let wins: Vec<_> = table
            .move_values(&line)
            .into_iter()
            .filter(|(_, v)| matches!(v, Some(Value::Win { seat, .. }) if *seat == solver))
            .map(|(m, _)| m)
            .collect();
        let finishes = |m: &_| {
            let mut after = line.clone();
            after.play(m);
            after.outcome().is_some_and(|o| o.kind == OutcomeKind::Win(solver))
        };
        let mv = match wins.as_slice() {
            [only] => *only,
            _ if !solution.is_empty() => *wins.iter().find(|m| finishes(m))?,
            _ => return None,
        };
        solution.push(line.notation(&mv));
        line.play(&mv);
        if line.outcome().is_some() {
            return Some(solution);
        }
        if solution.len().div_ceil(2) >= MOST_SOLVER_MOVES {
            return None;
        }
        let reply = table.best_move(&line)?;
        solution.push(line.notation(&reply));
        line.play(&reply);
    }
}

/// Whether a solver covers the position (the `endgame` theme).
pub fn covers(start: &dyn DynGame) -> bool {
    start.as_any().downcast_ref::<Session<Storm>>().is_some_and(|s| endgame::ending_of(s.0.position()).is_some())
}

fn only_wins(table: &Endgame, mut line: Line<Storm>, solution: &[String]) -> Result<(), String> {
    let solver = line.to_move();
    for (i, text) in solution.iter().enumerate() {
        let mv = line.parse_move(text).map_err(|e| format!("{text}: {e}"))?;
        let mut after = line.clone();
        after.play(&mv);
        let last_finishes = i + 1 == solution.len() && after.outcome().is_some_and(|o| o.kind == OutcomeKind::Win(solver));
        if i % 2 == 0 && !last_finishes {
            let wins: Vec<String> = table
                .move_values(&line)
                .into_iter()
                .filter(|(_, v)| matches!(v, Some(Value::Win { seat, .. }) if *seat == solver))
                .map(|(m, _)| line.notation(&m))
                .collect();
            if wins != [line.notation(&mv)] {
                return Err(format!("the endgame solver finds {} winning at {text}: {}", wins.len(), wins.join(" ")));
            }
        }
        line = after;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::GameConfig;

    fn storm(position: &str) -> Box<dyn DynGame> {
        crate::games::from_position(&GameConfig::new("storm"), position).unwrap()
    }

    /// A Brain and Ninny against a lone Brain where only taking the e-file wins: the solver
    /// judges it; with more pieces, or in another game, it has nothing to say.
    #[test]
    fn the_solver_judges_the_endings_it_covers_and_only_those() {
        let puzzle = storm("1I7/3b5/9/9/9/9/9/3B5/9/9 r");
        let line: Vec<String> = ["Bd3-e2", "Bd9-d10", "Ib10-b9"].map(String::from).into();
        assert_eq!(judged(puzzle.as_ref(), &line), Some(Ok(())));
        let other = puzzle.moves().into_iter().map(|m| m.notation).find(|m| *m != line[0]).unwrap();
        assert!(judged(puzzle.as_ref(), &[other]).unwrap().is_err(), "a move that lets the win go");
        let numskull = storm("3b5/9/9/9/9/4N4/9/9/9/4B4 r");
        assert!(judged(numskull.as_ref(), &["Ne5-e6".into()]).unwrap().is_err(), "every move wins there: no puzzle");
        assert_eq!(judged(storm("3b5/9/9/9/9/4N4/9/9/4Y4/4B4 r").as_ref(), &["Ne5-e6".into()]), None, "four pieces");
        assert_eq!(judged(crate::games::new_game(&GameConfig::new("litrof")).unwrap().as_ref(), &[]), None, "another game");
        assert!(covers(puzzle.as_ref()) && !covers(storm("3b5/9/9/9/9/4N4/9/9/4Y4/4B4 r").as_ref()));
    }

    /// Puzzles drawn from the endings come from each ending in turn, and hold.
    #[test]
    fn ending_puzzles_span_the_endings_and_hold() {
        let effort = Effort { scan: 2_000, prove: 4_000 };
        let (found, total) = ending_puzzles(&GameConfig::new("storm"), 6, effort, 7, &HashSet::new()).unwrap();
        assert!(total > 100, "{total} positions to draw from");
        assert_eq!(found.len(), 6);
        let sources: HashSet<&str> = found.iter().map(|f| f.puzzle.source.as_str()).collect();
        assert_eq!(sources.len(), 3, "Ninny, Fuddy-Duddy and Yahoo: {sources:?}");
        for f in &found {
            let start = f.puzzle.start().unwrap();
            assert_eq!(generate::check(start.as_ref(), &f.puzzle.solution, effort.scan, 7), Ok(()), "{:?}", f.puzzle);
            assert!(f.puzzle.themes.contains(&"endgame".to_string()));
        }
    }
}
