//! Time budgets, forced moves, several threads and cancelling them: the searches as the app
//! and timed matches run them. Times are asserted only loosely (a loaded two-core machine runs
//! these), and answers on several threads only where any good search must agree.

use super::test_games::{Race, TicTacToe};
use super::*;
use crate::core::{Game, Seat};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// A race no search can exhaust: every move order is a new position.
fn endless() -> Race {
    Race { path: Some(1), ..Race::new(2, 0, 1_000_000, Seat::FIRST) }
}

fn on_threads(mut plan: Plan, threads: usize) -> Plan {
    plan.threads = threads;
    plan
}

#[test]
fn a_fifth_of_a_second_budget_returns_well_within_three_seconds_on_any_thread_count() {
    let long = endless();
    for algorithm in [Algorithm::AlphaBeta, Algorithm::Mcts] {
        for threads in [1, 2, 3] {
            let mut plan = on_threads(plan(&long, Level::Expert), threads);
            plan.algorithm = algorithm;
            plan.limits = Limits::time(Duration::from_millis(200));
            let t0 = Instant::now();
            let t = think_with(&long, &plan, 1, &AtomicBool::new(false), &mut |_| {});
            assert!(t0.elapsed() < Duration::from_secs(3), "{algorithm:?} on {threads} threads took {:?}", t0.elapsed());
            assert!(t.index < 3 && t.nodes > 0, "{t:?}");
        }
    }
}

#[test]
fn a_level_thinks_by_its_time_and_a_custom_level_by_its_own() {
    let p = TicTacToe::new(true);
    assert_eq!(plan(&p, Level::Hard).limits, Limits::time(Duration::from_secs(2)));
    assert_eq!(plan(&p, Level::Custom { millis: 3_500 }).limits, Limits::time(Duration::from_millis(3_500)));
    let times: Vec<Duration> = Level::ALL[1..].iter().map(|l| plan(&p, *l).limits.time.unwrap()).collect();
    assert!(times.windows(2).all(|w| w[0] < w[1]), "{times:?}");
    // A time factor keeps the ratios.
    let mut quick = plan(&p, Level::Expert);
    quick.scale_time(0.25);
    assert_eq!(quick.limits.time, Some(Duration::from_secs(2)));
    assert_eq!(plan(&p, Level::Expert).threads, default_threads());
    assert!(default_threads() >= 1);
}

#[test]
fn the_fixed_mode_is_a_node_bound_on_one_thread() {
    let p = TicTacToe::new(true);
    for level in Level::ALL {
        let fixed = fixed_plan(&p, level);
        assert_eq!((fixed.limits.time, fixed.threads), (None, 1), "{level}");
        assert_eq!(fixed.limits.nodes, fixed_nodes(level, &crate::core::Tuning::GENERIC));
    }
    assert!(fixed_nodes(Level::Expert, &crate::core::Tuning::GENERIC) > fixed_nodes(Level::Hard, &crate::core::Tuning::GENERIC));
}

#[test]
fn a_forced_move_is_answered_at_once_without_searching() {
    // One legal move: +1 reaches the target.
    let p = Race::new(2, 19, 20, Seat::FIRST);
    for threads in [1, 2] {
        let plan = on_threads(plan(&p, Level::Expert), threads);
        let t = think_with(&p, &plan, 1, &AtomicBool::new(false), &mut |_| {});
        assert_eq!((t.best, t.nodes, t.depth), (1, 0, 0), "{t:?}");
    }
}

#[test]
fn two_threads_play_tic_tac_toe_wins_and_blocks_like_one() {
    for (text, want) in [("xx.|oo.|...", "2"), ("xx.|o..|...", "2"), ("x.x|.o.|o..", "1")] {
        let p = TicTacToe::from_text(text, true);
        for threads in [1, 2, 4] {
            let mut plan = on_threads(plan(&p, Level::Hard), threads);
            plan.limits = Limits::nodes(40_000);
            let t = think_with(&p, &plan, 1, &AtomicBool::new(false), &mut |_| {});
            assert_eq!(t.notation, want, "{text} on {threads} threads: {t:?}");
        }
    }
}

#[test]
fn two_threads_play_the_race_to_multiples_of_four() {
    for count in [1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15, 17, 18] {
        let p = Race::new(2, count, 20, Seat::FIRST);
        for algorithm in [Algorithm::AlphaBeta, Algorithm::Mcts] {
            if algorithm == Algorithm::Mcts && count < 9 {
                continue;
            }
            let mut plan = on_threads(plan(&p, Level::Hard), 2);
            plan.limits = Limits::nodes(40_000);
            plan.algorithm = algorithm;
            plan.playout = Playout::Random;
            let t = think_with(&p, &plan, 3, &AtomicBool::new(false), &mut |_| {});
            assert_eq!((20 - count - t.best) % 4, 0, "{algorithm:?} at {count} played +{}", t.best);
            assert!(t.eval > 0.7, "{t:?}");
        }
    }
}

#[test]
fn node_counts_of_every_thread_add_up_within_the_bound() {
    let long = endless();
    for algorithm in [Algorithm::AlphaBeta, Algorithm::Mcts] {
        let mut plan = on_threads(plan(&long, Level::Expert), 3);
        plan.algorithm = algorithm;
        plan.limits = Limits::nodes(30_000);
        let t = think_with(&long, &plan, 1, &AtomicBool::new(false), &mut |_| {});
        // Each thread stops within one check interval (and an MCTS playout) of the bound.
        assert!(t.nodes >= 30_000 && t.nodes < 30_000 + 3 * 4_000, "{algorithm:?}: {t:?}");
    }
}

#[test]
fn cancelling_stops_every_thread_promptly() {
    let long = endless();
    for algorithm in [Algorithm::AlphaBeta, Algorithm::Mcts] {
        let mut plan = on_threads(plan(&long, Level::Expert), 3);
        plan.algorithm = algorithm;
        plan.limits = Limits::nodes(u64::MAX);
        let (cancel, stopper) = super::test_games::cancelled_after(100);
        let t0 = Instant::now();
        let t = think_with(&long, &plan, 1, &cancel, &mut |_| {});
        let took = t0.elapsed();
        stopper.join().unwrap();
        // think_with returns only once every thread has joined.
        assert!(took >= Duration::from_millis(100) && took < Duration::from_secs(3), "{algorithm:?} took {took:?}");
        assert!(t.index < 3);
    }
}

#[test]
fn a_finished_search_returns_long_before_its_time_is_up() {
    // Tic-tac-toe is solved long before depth 64; the search then stops, with 60 s left.
    let p = TicTacToe::new(true);
    let mut plan = on_threads(plan(&p, Level::Hard), 2);
    plan.limits = Limits::time(Duration::from_secs(60));
    let t0 = Instant::now();
    let t = think_with(&p, &plan, 1, &AtomicBool::new(false), &mut |_| {});
    assert!(t0.elapsed() < Duration::from_secs(30), "{:?}", t0.elapsed());
    assert_eq!(t.eval, 0.5, "{t:?}");
}

#[test]
fn level_names_and_custom_times_read_back_from_their_display() {
    let mut levels = Level::ALL.to_vec();
    levels.extend([10, 100, 2_000, 3_500, 1_234, 600_000, MAX_CUSTOM_MILLIS].map(|millis| Level::Custom { millis }));
    for l in levels {
        assert_eq!(l.to_string().parse::<Level>(), Ok(l), "{l}");
    }
    assert_eq!(Level::Custom { millis: 3_500 }.to_string(), "3.5s");
    for text in ["3.5s", "3.5 s", "custom:3.5", "Custom 3.5s", "custom:3.500", " 3.5S "] {
        assert_eq!(text.parse::<Level>(), Ok(Level::Custom { millis: 3_500 }), "{text}");
    }
    for text in ["custom:", "custom:0", "0.001s", "-1s", "1e3s", "3.5.1s", "3.5555s", "3601s", "custom:abc", "s"] {
        let e = text.parse::<Level>().unwrap_err();
        assert!(matches!(e, LevelError::CustomTime(_)), "{text}: {e}");
        assert!(e.to_string().contains("custom level's time a move"), "{text}: {e}");
    }
    assert_eq!(Level::Hard.budget_label(), "2 s a move");
    assert_eq!(Level::Easy.budget_label(), "0.1 s a move");
    assert_eq!(Level::Custom { millis: 3_500 }.budget_label(), "3.5 s a move");
    assert_eq!((Level::Expert.title(), Level::Custom { millis: 2_500 }.title()), ("Expert".to_string(), "Custom (2.5 s)".to_string()));
    // Save files name a computer seat so that the level reads back from inside the brackets.
    for l in [Level::Hard, Level::Custom { millis: 2_500 }] {
        let label = l.computer_label();
        let inner = label.strip_prefix("Computer (").and_then(|r| r.strip_suffix(')')).unwrap();
        assert_eq!(inner.parse::<Level>(), Ok(l), "{label}");
    }
    assert_eq!(Level::Hard.computer_label(), "Computer (Hard)");
}

#[test]
fn a_single_thread_with_a_node_bound_repeats_itself_on_a_real_game() {
    let storm = crate::core::Line::new(crate::games::storm::Storm::new(&crate::core::GameConfig::new("storm")).unwrap());
    let plan = fixed_plan(&storm, Level::Medium);
    let never = AtomicBool::new(false);
    let a = think_with(&storm, &plan, 9, &never, &mut |_| {});
    let b = think_with(&storm, &plan, 9, &never, &mut |_| {});
    assert_eq!((a.index, a.nodes, a.score, a.pv.clone()), (b.index, b.nodes, b.score, b.pv));
    assert!(storm.moves().len() > a.index);
}
