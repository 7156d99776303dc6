//! Figures for Storm's three-piece endings (docs/ai-strength.md): how many states each has,
//! how its start positions divide into wins and draws, and how often the computer, searching
//! `NODES` a move (default: the level's own bound in the deterministic mode), converts a won
//! start against the solver's defence (starts the solver wins in five plies or more, the strong
//! side to move), or holds a drawn one against the solver's trappiest attack.
//!
//! cargo run --release --no-default-features --example storm_endgames -- [LEVEL] [NODES] [SAMPLE]

use std::sync::atomic::AtomicBool;
use std::time::Instant;
use towers::ai::{self, Level};
use towers::core::{Game, GameConfig, Line, Seat};
use towers::games::storm::endgame::{Endgame, Value};
use towers::games::storm::pieces::Kind;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let level: Level = args.first().map_or(Ok(Level::Expert), |s| s.parse()).unwrap_or_else(|e| panic!("{e}"));
    let nodes: Option<u64> = args.get(1).map(|s| s.parse().expect("NODES is a number")).filter(|&n| n > 0);
    let sample: usize = args.get(2).map_or(40, |s| s.parse().expect("SAMPLE is a number"));
    let config = GameConfig::new("storm");
    for extra in [Kind::Numskull, Kind::Toady, Kind::Clodhopper] {
        let t = Instant::now();
        let table = Endgame::solve(&config, Seat::FIRST, extra).expect("the ending solves");
        let starts: Vec<(Line<_>, Value)> = table.starts().collect();
        let won = starts.iter().filter(|(_, v)| matches!(v, Value::Win { seat: Seat::FIRST, .. })).count();
        let lost = starts.iter().filter(|(_, v)| matches!(v, Value::Win { seat: Seat::SECOND, .. })).count();
        println!(
            "Brain + {}: {} states solved in {:.1} s; {} starts: {won} won by the strong side, {lost} by the lone Brain, {} drawn; longest win {} plies",
            extra.name(),
            table.states(),
            t.elapsed().as_secs_f64(),
            starts.len(),
            starts.len() - won - lost,
            table.longest_win()
        );
        let mut by_length = std::collections::BTreeMap::new();
        for (_, v) in &starts {
            if let Value::Win { plies, .. } = v {
                *by_length.entry(*plies).or_insert(0) += 1;
            }
        }
        if !by_length.is_empty() {
            println!("  wins by length (plies: starts): {by_length:?}");
        }
        let target = if extra == Kind::Numskull { Some(Seat::FIRST) } else { None };
        let pool: Vec<&Line<_>> = starts
            .iter()
            .filter(|(l, v)| match target {
                // The longer wins (five plies or more), as in tests/endgames.rs.
                Some(_) => matches!(v, Value::Win { seat: Seat::FIRST, plies } if *plies >= 5) && l.to_move() == Seat::FIRST,
                None => *v == Value::Draw && l.to_move() == Seat::SECOND,
            })
            .map(|(l, _)| l)
            .collect();
        let mut rng = ai::Rng::new(7);
        let mut good = 0;
        let t = Instant::now();
        let mut plies_total = 0;
        for k in 0..sample {
            let start = pool[rng.below(pool.len())];
            let (winner, plies) = play(&table, start, level, nodes, k as u64);
            plies_total += plies;
            if winner == target {
                good += 1;
            }
        }
        println!(
            "  {} at {level}{}: {good}/{sample} {} ({:.1} s, {:.0} plies a game)",
            if target.is_some() { "converting" } else { "defending" },
            nodes.map_or(String::new(), |n| format!("@{n}")),
            if target.is_some() { "won" } else { "drawn" },
            t.elapsed().as_secs_f64(),
            plies_total as f64 / sample as f64
        );
    }
}

/// Plays from `start` under the full rules: the computer takes the side the test is about (the
/// strong side of a won ending, the lone Brain of a drawn one), the solver the other.
fn play(table: &Endgame, start: &Line<towers::games::storm::Storm>, level: Level, nodes: Option<u64>, seed: u64) -> (Option<Seat>, u32) {
    let never = AtomicBool::new(false);
    let mut line = Line::new(start.position().clone());
    let computer = if matches!(table.value(start), Some(Value::Win { .. })) { table.strong() } else { table.strong().other() };
    for ply in 0.. {
        if let Some(o) = line.outcome() {
            return (o.winner(), ply);
        }
        let mv = if line.to_move() == computer {
            let mut plan = ai::fixed_plan(&line, level);
            if let Some(n) = nodes {
                plan.fix_nodes(n);
            }
            ai::think_with(&line, &plan, seed ^ ply as u64, &never, &mut |_| {}).best
        } else {
            table.trappy_move(&line).expect("the solver knows every state of its ending")
        };
        line.play(&mv);
    }
    unreachable!()
}
