//! The searches against games with known values.

use super::test_games::{Race, TicTacToe, solve};
use super::*;
use crate::core::{Game, Seat};
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

fn nodes_only(pos: &impl Game, level: Level, nodes: u64) -> Plan {
    let mut p = plan(pos, level);
    p.fix_nodes(nodes);
    p
}

/// Every unfinished position reachable from `start`.
fn reachable(start: &TicTacToe) -> Vec<TicTacToe> {
    let mut seen = HashSet::new();
    let mut todo = vec![start.clone()];
    let mut out = Vec::new();
    while let Some(p) = todo.pop() {
        if p.outcome().is_some() || !seen.insert(p.key()) {
            continue;
        }
        for m in p.moves() {
            let mut c = p.clone();
            c.play(&m);
            todo.push(c);
        }
        out.push(p);
    }
    out
}

/// Positions where the chosen move throws away some of the value.
fn mistakes(positions: &[TicTacToe], plan: &Plan) -> Vec<String> {
    let never = AtomicBool::new(false);
    let mut bad = Vec::new();
    for (i, p) in positions.iter().enumerate() {
        let t = think_with(p, plan, i as u64, &never, &mut |_| {});
        let mut c = p.clone();
        c.play(&t.best);
        if -solve(&c) != solve(p) {
            bad.push(format!("{} played {}", p.diagram(), t.notation));
        }
    }
    bad
}

#[test]
fn alpha_beta_plays_tic_tac_toe_perfectly() {
    let start = TicTacToe::new(true);
    let plan = nodes_only(&start, Level::Hard, 20_000);
    assert_eq!(plan.algorithm, Algorithm::AlphaBeta);
    let positions = reachable(&start);
    assert_eq!(positions.len(), 4520);
    let bad = mistakes(&positions, &plan);
    assert!(bad.is_empty(), "{} mistakes, e.g. {:?}", bad.len(), &bad[..bad.len().min(5)]);
}

#[test]
fn a_keyed_search_over_moves_it_tests_only_when_it_comes_to_them_plays_tic_tac_toe_perfectly() {
    let mut start = TicTacToe::new(true);
    start.untested = true;
    let plan = nodes_only(&start, Level::Hard, 20_000);
    let bad = mistakes(&reachable(&start), &plan);
    assert!(bad.is_empty(), "{} mistakes, e.g. {:?}", bad.len(), &bad[..bad.len().min(5)]);
    // The principal variation reads the table as the search filled it: legal moves only.
    let p = TicTacToe { untested: true, ..TicTacToe::from_text("xo.|...|...", true) };
    let t = think_with(&p, &plan, 1, &AtomicBool::new(false), &mut |_| {});
    let mut line = p.clone();
    for m in &t.pv {
        let mv = line.parse_move(m).unwrap();
        assert!(line.moves().contains(&mv), "{:?} is not legal in {}", t.pv, line.diagram());
        line.play(&mv);
    }
    assert!(t.pv.len() >= 5, "{:?}", t.pv);
}

#[test]
fn mcts_plays_tic_tac_toe_perfectly() {
    let start = TicTacToe::new(false);
    let plan = nodes_only(&start, Level::Hard, 20_000);
    assert_eq!(plan.algorithm, Algorithm::Mcts);
    // Every 7th position keeps the test quick; the sample covers all depths.
    let positions: Vec<_> = reachable(&start).into_iter().step_by(7).collect();
    let bad = mistakes(&positions, &plan);
    assert!(bad.is_empty(), "{} mistakes in {}, e.g. {:?}", bad.len(), positions.len(), &bad[..bad.len().min(5)]);
}

#[test]
fn alpha_beta_reports_a_mate_and_its_line() {
    // x to move wins at once on 2; o threatens 6.
    let p = TicTacToe::from_text("xx.|oo.|...", true);
    let t = think_with(&p, &nodes_only(&p, Level::Hard, 10_000), 1, &AtomicBool::new(false), &mut |_| {});
    assert_eq!(t.notation, "2");
    assert_eq!(t.eval, 1.0);
    assert_eq!(t.pv, vec!["2"]);
    // o to move must block on 2 rather than complete nothing.
    let p = TicTacToe::from_text("xx.|o..|...", true);
    let t = think_with(&p, &nodes_only(&p, Level::Hard, 10_000), 1, &AtomicBool::new(false), &mut |_| {});
    assert_eq!(t.notation, "2");
}

#[test]
fn contempt_scores_a_forced_draw_below_even_for_the_searching_side() {
    // Both drawn with best play, one position for each seat to move; the whole tree fits.
    for text in ["o..|.x.|...", "x..|...|..."] {
        let p = TicTacToe::from_text(text, true);
        for contempt in [0, 50] {
            let mut plan = nodes_only(&p, Level::Hard, 1_000_000);
            plan.contempt = contempt;
            let t = think_with(&p, &plan, 1, &AtomicBool::new(false), &mut |_| {});
            assert_eq!(t.score, Some(-contempt), "{text} with contempt {contempt}: {t:?}");
        }
    }
}

#[test]
fn contempt_is_a_tuned_choice_of_the_strong_levels_only() {
    let tribesmen = crate::games::tribesmen::Tribesmen::new(&crate::core::GameConfig::new("tribesmen")).unwrap();
    assert_eq!(plan(&tribesmen, Level::Medium).contempt, 0);
    assert!(plan(&tribesmen, Level::Hard).contempt > 0);
    assert_eq!(plan(&tribesmen, Level::Expert).contempt, plan(&tribesmen, Level::Hard).contempt);
    // Tribesmen's Hard has at least 4x Medium's room, and Expert 4x Hard's (docs/ai-strength.md).
    let nodes = |l| fixed_plan(&tribesmen, l).limits.nodes;
    assert!(nodes(Level::Hard) >= 4 * nodes(Level::Medium) && nodes(Level::Expert) >= 4 * nodes(Level::Hard));
    // Games without the tuning keep draws even.
    assert_eq!(plan(&TicTacToe::new(true), Level::Expert).contempt, 0);
}

#[test]
fn same_seed_and_node_bound_give_the_same_thought() {
    for with_eval in [true, false] {
        let p = TicTacToe::from_text("x..|...|...", with_eval);
        let plan = nodes_only(&p, Level::Medium, 5_000);
        let never = AtomicBool::new(false);
        let a = think_with(&p, &plan, 42, &never, &mut |_| {});
        let b = think_with(&p, &plan, 42, &never, &mut |_| {});
        assert_eq!((a.index, a.nodes, a.eval, a.pv.clone(), a.playouts), (b.index, b.nodes, b.eval, b.pv, b.playouts));
        assert!(a.nodes >= 5_000 || a.depth > 0, "the bound is used: {a:?}");
    }
}

#[test]
fn cancellation_returns_promptly() {
    let long = Race { path: Some(1), ..Race::new(2, 0, 1_000_000, Seat::FIRST) };
    for level in [Level::Expert] {
        for mcts in [false, true] {
            let mut plan = plan(&long, level);
            if mcts {
                plan.algorithm = Algorithm::Mcts;
            }
            plan.limits = Limits { nodes: u64::MAX, time: None, soft: None };
            let (cancel, stopper) = super::test_games::cancelled_after(100);
            let t0 = Instant::now();
            let t = think_with(&long, &plan, 1, &cancel, &mut |_| {});
            let took = t0.elapsed();
            stopper.join().unwrap();
            // It ran until told to stop, and stopped soon after.
            assert!(took >= Duration::from_millis(100) && took < Duration::from_millis(1500), "{:?} took {took:?}", plan.algorithm);
            assert!(t.index < 3);
        }
    }
}

#[test]
fn time_limit_stops_the_search_without_waiting_past_it() {
    // Alpha-beta stops at the deadline or earlier, rather than start an iteration that could
    // not finish in time; MCTS simulates until the deadline.
    let long = Race { path: Some(1), ..Race::new(2, 0, 1_000_000, Seat::FIRST) };
    for algorithm in [Algorithm::AlphaBeta, Algorithm::Mcts] {
        let mut plan = plan(&long, Level::Expert);
        plan.algorithm = algorithm;
        plan.limits = Limits { nodes: u64::MAX, time: Some(Duration::from_millis(100)), soft: None };
        let t0 = Instant::now();
        let t = think_with(&long, &plan, 1, &AtomicBool::new(false), &mut |_| {});
        assert!(t0.elapsed() < Duration::from_millis(1500), "{algorithm:?} took {:?}", t0.elapsed());
        assert!(t.depth >= 1, "{t:?}");
        if algorithm == Algorithm::Mcts {
            assert!(t0.elapsed() >= Duration::from_millis(100));
        }
    }
}

#[test]
fn two_seat_race_is_played_to_multiples_of_four() {
    // Leaving the opponent a multiple of 4 from the target is the only winning strategy;
    // alpha-beta sees it from afar, MCTS from closer.
    for count in [1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15, 17, 18, 19] {
        let p = Race::new(2, count, 20, Seat::FIRST);
        for algorithm in [Algorithm::AlphaBeta, Algorithm::Mcts] {
            if algorithm == Algorithm::Mcts && count < 9 {
                continue;
            }
            let mut plan = nodes_only(&p, Level::Hard, 20_000);
            plan.algorithm = algorithm;
            plan.playout = Playout::Random;
            let t = think_with(&p, &plan, 3, &AtomicBool::new(false), &mut |_| {});
            assert_eq!((20 - count - t.best) % 4, 0, "{algorithm:?} at {count} played +{}", t.best);
            // A lone legal move is played without searching, so it has no evaluation.
            assert!(t.eval > 0.7 || count == 19, "{t:?}");
        }
    }
}

#[test]
fn four_seat_mcts_backs_up_each_seats_own_result() {
    let plan_for = |p: &Race| {
        let mut plan = nodes_only(p, Level::Hard, 20_000);
        plan.playout = Playout::Random;
        plan
    };
    let never = AtomicBool::new(false);
    for i in 0..4 {
        let to_move = Seat::new(i);
        let p = Race::new(4, 38, 40, to_move);
        let plan = plan_for(&p);
        assert_eq!(plan.algorithm, Algorithm::Mcts);
        assert_eq!(think_with(&p, &plan, 5, &never, &mut |_| {}).best, 2);
        // Five short: +1 leaves the next seat four short, a loss for it, which would be a win
        // with two seats; with four, the seat after it wins instead, and every move loses. By
        // ranking points a loser with nobody out shares the three places below the winner: 1/3.
        let p = Race::new(4, 35, 40, to_move);
        let t = think_with(&p, &plan_for(&p), 5, &never, &mut |_| {});
        assert!((t.eval - 1.0 / 3.0).abs() < 0.02, "{t:?}");
        let p = Race::new(2, 35, 40, Seat::new(i % 2));
        let t = think_with(&p, &plan_for(&p), 5, &never, &mut |_| {});
        assert!(t.best == 1 && t.eval > 0.8, "{t:?}");
    }
}

#[test]
fn random_level_is_legal_and_seeded() {
    let p = TicTacToe::new(true);
    let never = AtomicBool::new(false);
    let picks: Vec<usize> = (0..20).map(|s| think(&p, Level::Random, s, &never).index).collect();
    assert!(picks.iter().all(|&i| i < 9));
    assert!(picks.iter().collect::<HashSet<_>>().len() > 3, "{picks:?}");
    assert_eq!(think(&p, Level::Random, 7, &never).index, think(&p, Level::Random, 7, &never).index);
}

#[test]
fn easy_still_moves_when_every_move_loses() {
    // Four short of the target: whatever is added, the opponent wins next move.
    let p = Race::new(2, 16, 20, Seat::FIRST);
    let never = AtomicBool::new(false);
    for seed in 0..20 {
        let t = think(&p, Level::Easy, seed, &never);
        assert!(t.index < 3 && t.eval == 0.0, "{t:?}");
    }
}

#[test]
fn progress_reports_deepening_iterations() {
    let p = TicTacToe::new(true);
    let mut depths = Vec::new();
    let t = think_with(&p, &nodes_only(&p, Level::Hard, 30_000), 1, &AtomicBool::new(false), &mut |t| depths.push(t.depth));
    assert!(depths.len() >= 3 && depths.windows(2).all(|w| w[1] == w[0] + 1), "{depths:?}");
    assert_eq!(t.eval, 0.5, "tic-tac-toe is a draw: {t:?}");
}

#[test]
fn a_root_wider_than_the_budget_gets_the_statically_best_move() {
    // Five nodes cannot search one root move past the ordering, which plays all eight; the
    // centre blocks X's corner and holds three lines, the first legal move (an edge) one.
    let p = TicTacToe::from_text("x..|...|...", true);
    let mut plan = nodes_only(&p, Level::Medium, 5);
    plan.quiescence = false;
    let t = think_with(&p, &plan, 1, &AtomicBool::new(false), &mut |_| {});
    assert_eq!((t.best, t.depth), (4, 0), "{t:?}");
}

#[test]
fn quiescence_tries_only_the_tactical_moves_a_game_offers() {
    // One ply: the nine root moves, then quiescence below each. Offering no tactical moves
    // leaves nothing to try there; by default it plays every reply to look for gains.
    let mut p = TicTacToe::new(true);
    let mut plan = nodes_only(&p, Level::Hard, 100_000);
    plan.max_depth = 1;
    let never = AtomicBool::new(false);
    let all = think_with(&p, &plan, 1, &never, &mut |_| {});
    assert!(all.nodes > 9, "{all:?}");
    p.no_tactics = true;
    let none = think_with(&p, &plan, 1, &never, &mut |_| {});
    assert_eq!(none.nodes, 9, "{none:?}");
}

/// perft, iterative (`core::perft`), on a game whose every line ends by ply 9.
mod perft {
    use super::super::test_games::{Corridor, TicTacToe};
    use crate::core::perft::{divide, perft, perft_reporting};

    #[test]
    fn tic_tac_toe_counts_are_the_known_ones() {
        // No line of noughts and crosses ends before ply 5.
        let t = TicTacToe::new(false);
        assert_eq!([1, 2, 3, 4, 5].map(|d| perft(&t, d)), [9, 72, 504, 3024, 15120]);
        let total: u64 = divide(&t, 3).iter().map(|(_, n)| n).sum();
        assert_eq!(total, 504);
    }

    #[test]
    fn any_depth_on_a_game_that_ends_needs_only_the_plies_it_reaches() {
        let t = TicTacToe::new(false);
        // Past ply 9 every line has ended: deeper asks count nothing more, and take no memory per asked ply.
        assert_eq!(perft(&t, 100_000), 0);
        assert_eq!(perft(&t, u32::MAX), 0);
        assert_eq!(perft(&t, 9), 127_872, "the games that last all nine plies");
    }

    /// A line 300,000 plies deep: far past what recursion on a test thread's stack reaches.
    #[test]
    fn a_line_deeper_than_any_call_stack_is_counted() {
        let c = Corridor { left: 300_000 };
        assert_eq!(perft(&c, 300_000), 1);
        assert_eq!(perft(&c, 300_001), 0);
        assert_eq!(perft(&c, 1), 1);
    }

    #[test]
    fn progress_is_reported_after_every_root_move() {
        let t = TicTacToe::new(false);
        let mut seen = Vec::new();
        let n = perft_reporting(&t, 4, &mut |p| {
            if p.root_finished {
                seen.push((p.root_done, p.leaves));
            }
        });
        assert_eq!(seen.len(), 9);
        assert_eq!(seen.last(), Some(&(9, n)));
        assert!(seen.windows(2).all(|w| w[0].1 < w[1].1 && w[0].0 + 1 == w[1].0));
    }
}
