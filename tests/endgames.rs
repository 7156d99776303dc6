//! Storm's three-piece endings against perfect play: the retrograde solver
//! (`games::storm::endgame`) checks the seed's claims, then plays one side perfectly while the
//! search, at a small fixed node budget, plays the other.

use std::sync::atomic::AtomicBool;
use towers::ai::{self, Level, Rng};
use towers::core::{Game, GameConfig, Line, Seat};
use towers::games::storm::Storm;
use towers::games::storm::endgame::{Endgame, Value};
use towers::games::storm::pieces::Kind;

/// The node budget of the searching side: far below any level's, so a pass says the
/// evaluation and search find the way, not that a big budget brute-forces it.
const NODES: u64 = 2_000;

fn solve(strong: Seat, extra: Kind) -> Endgame {
    Endgame::solve(&GameConfig::new("storm"), strong, extra).expect("the ending solves")
}

/// Plays `start` to its end under the game's full rules: the search (Hard's plan at `NODES`)
/// for `searcher`, the solver for the other side (`trappy`: its trap-setting choice). Returns
/// the winner and whether the searcher ever moved from a state into a worse value.
fn play(table: &Endgame, start: &Line<Storm>, searcher: Seat, seed: u64) -> (Option<Seat>, bool) {
    let never = AtomicBool::new(false);
    let mut line = Line::new(start.position().clone());
    let mut slipped = false;
    for ply in 0..1000u64 {
        if let Some(o) = line.outcome() {
            return (o.winner(), slipped);
        }
        let before = table.value(&line);
        let mv = if line.to_move() == searcher {
            let mut plan = ai::fixed_plan(&line, Level::Hard);
            plan.fix_nodes(NODES);
            let mv = ai::think_with(&line, &plan, seed ^ ply, &never, &mut |_| {}).best;
            let mut next = line.clone();
            next.play(&mv);
            let worse = match (before, table.value(&next)) {
                (Some(Value::Draw), Some(Value::Win { seat, .. })) => seat != searcher,
                (Some(Value::Win { seat, .. }), Some(Value::Draw)) => seat == searcher,
                _ => false,
            };
            slipped |= worse;
            mv
        } else {
            table.trappy_move(&line).expect("the solver knows every state of its ending")
        };
        line.play(&mv);
    }
    panic!("no result after 1000 plies (the move limit should have ended it)");
}

#[test]
fn the_solver_finds_numskull_endings_won_and_toady_or_clodhopper_endings_drawn() {
    for strong in [Seat::FIRST, Seat::SECOND] {
        let starts: Vec<Value> = solve(strong, Kind::Numskull).starts().map(|(_, v)| v).collect();
        let won = starts.iter().filter(|v| matches!(v, Value::Win { seat, .. } if *seat == strong)).count();
        let lost = starts.iter().filter(|v| matches!(v, Value::Win { seat, .. } if *seat != strong)).count();
        assert_eq!(lost, 0, "the lone Brain never wins");
        assert!(won * 100 >= starts.len() * 95, "Brain and Numskull win {won} of {} starts", starts.len());
        for extra in [Kind::Toady, Kind::Clodhopper] {
            let table = solve(strong, extra);
            let starts: Vec<Value> = table.starts().map(|(_, v)| v).collect();
            assert!(starts.len() > 1000, "{extra:?}: {} starts", starts.len());
            assert!(starts.iter().all(|v| *v == Value::Draw), "Brain and {extra:?} never win");
            assert_eq!(table.longest_win(), 0);
        }
    }
}

#[test]
fn solver_against_solver_ends_as_and_when_the_solver_says() {
    let table = solve(Seat::FIRST, Kind::Numskull);
    let mut checked = 0;
    for (start, v) in table.starts().step_by(97) {
        let Value::Win { seat, plies } = v else { continue };
        let mut line = Line::new(start.position().clone());
        let mut played = 0;
        while line.outcome().is_none() {
            let mv = table.best_move(&line).expect("a solved state");
            line.play(&mv);
            played += 1;
        }
        assert_eq!(line.outcome().unwrap().winner(), Some(seat), "{}", start.position_text());
        assert_eq!(played, plies, "{}", start.position_text());
        checked += 1;
    }
    assert!(checked > 50, "{checked} lines checked");
}

#[test]
fn the_search_converts_won_numskull_endings_against_perfect_defence() {
    let table = solve(Seat::FIRST, Kind::Numskull);
    // The longer wins, the strong side to move: the short ones would test little.
    let pool: Vec<Line<Storm>> = table
        .starts()
        .filter(|(l, v)| l.to_move() == Seat::FIRST && matches!(v, Value::Win { seat: Seat::FIRST, plies } if *plies >= 5))
        .map(|(l, _)| l)
        .collect();
    assert!(pool.len() > 500, "{} long wins", pool.len());
    let mut rng = Rng::new(22);
    let sample = 60;
    let mut won = 0;
    let mut failed = Vec::new();
    for k in 0..sample {
        let start = &pool[rng.below(pool.len())];
        match play(&table, start, Seat::FIRST, k) {
            (Some(Seat::FIRST), _) => won += 1,
            _ => failed.push(start.position_text()),
        }
    }
    assert!(won * 100 >= sample * 95, "converted {won} of {sample}; not: {failed:?}");
}

#[test]
fn the_lone_brain_holds_toady_and_clodhopper_endings_against_a_trappy_attack() {
    for extra in [Kind::Toady, Kind::Clodhopper] {
        let table = solve(Seat::FIRST, extra);
        let pool: Vec<Line<Storm>> = table.starts().filter(|(l, _)| l.to_move() == Seat::FIRST).map(|(l, _)| l).collect();
        let mut rng = Rng::new(22);
        for k in 0..8 {
            let start = &pool[rng.below(pool.len())];
            let (winner, slipped) = play(&table, start, Seat::SECOND, k);
            assert_eq!(winner, None, "{extra:?} from {}", start.position_text());
            assert!(!slipped, "{extra:?} from {}: the defence stepped into a lost state", start.position_text());
        }
    }
}
