//! Alpha-beta and MCTS on Storm the Ivory Tower: every mate in one and in two found by brute
//! force in positions from random games must be found by the search. Games and searches run
//! through the history layer (`core::Line`), as in the app.

use std::sync::atomic::AtomicBool;
use towers::ai::{Algorithm, Level, plan, think_with};
use towers::core::{Game, GameConfig, Line, OutcomeKind};
use towers::games::storm::Storm;

/// A Storm position with its history, as the app's games and searches have it.
type P = Line<Storm>;

/// SplitMix64, so the test positions are the same on every platform.
fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Every `every`-th position of `games` random games.
fn positions(games: usize, every: usize) -> Vec<P> {
    let start = Line::new(Storm::new(&GameConfig::new("storm")).unwrap());
    let mut state = 7u64;
    let mut out = Vec::new();
    for _ in 0..games {
        let mut p = start.clone();
        for ply in 0.. {
            let moves = p.moves();
            if moves.is_empty() {
                break;
            }
            if ply % every == 0 {
                out.push(p.clone());
            }
            Game::play(&mut p, &moves[(next(&mut state) % moves.len() as u64) as usize]);
        }
    }
    out
}

fn after(p: &P, m: &<P as Game>::Move) -> P {
    let mut c = p.clone();
    Game::play(&mut c, m);
    c
}

fn wins_now(p: &P, m: &<P as Game>::Move) -> bool {
    after(p, m).outcome().is_some_and(|o| o.kind == OutcomeKind::Win(p.to_move()))
}

fn mate_in_one(p: &P) -> bool {
    p.moves().iter().any(|m| wins_now(p, m))
}

/// After `m`, every reply allows a mate in one.
fn mates_in_two_with(p: &P, m: &<P as Game>::Move) -> bool {
    let c = after(p, m);
    if c.outcome().is_some() {
        return c.outcome().unwrap().kind == OutcomeKind::Win(p.to_move());
    }
    c.moves().iter().all(|r| mate_in_one(&after(&c, r)))
}

fn search(p: &P, algorithm: Algorithm, nodes: u64) -> <P as Game>::Move {
    search_on(p, algorithm, nodes, 1)
}

/// `search` on `threads` threads, sharing the node bound.
fn search_on(p: &P, algorithm: Algorithm, nodes: u64, threads: usize) -> <P as Game>::Move {
    let mut plan = plan(p, Level::Hard);
    plan.algorithm = algorithm;
    plan.fix_nodes(nodes);
    plan.threads = threads;
    think_with(p, &plan, 1, &AtomicBool::new(false), &mut |_| {}).best
}

#[test]
fn searches_find_every_mate_in_one() {
    let mut found = 0;
    for p in positions(40, 3) {
        if !mate_in_one(&p) {
            continue;
        }
        found += 1;
        for algorithm in [Algorithm::AlphaBeta, Algorithm::Mcts] {
            let m = search(&p, algorithm, 5_000);
            assert!(wins_now(&p, &m), "{algorithm:?} missed a mate in one, played {} in\n{}", p.notation(&m), p.diagram());
        }
    }
    assert!(found >= 10, "only {found} positions with a mate in one");
}

#[test]
fn alpha_beta_finds_every_mate_in_two() {
    let mut found = 0;
    for p in positions(20, 5) {
        if mate_in_one(&p) || !p.moves().iter().any(|m| mates_in_two_with(&p, m)) {
            continue;
        }
        found += 1;
        let m = search(&p, Algorithm::AlphaBeta, 50_000);
        assert!(mates_in_two_with(&p, &m), "missed a mate in two, played {} in\n{}", p.notation(&m), p.diagram());
    }
    assert!(found >= 3, "only {found} positions with a mate in two");
}

#[test]
fn two_thread_searches_find_the_mates_one_thread_finds() {
    let (mut ones, mut twos) = (0, 0);
    for p in positions(20, 5) {
        if mate_in_one(&p) {
            ones += 1;
            for algorithm in [Algorithm::AlphaBeta, Algorithm::Mcts] {
                let m = search_on(&p, algorithm, 10_000, 2);
                assert!(wins_now(&p, &m), "{algorithm:?} on 2 threads missed a mate in one, played {} in\n{}", p.notation(&m), p.diagram());
            }
        } else if p.moves().iter().any(|m| mates_in_two_with(&p, m)) {
            twos += 1;
            // The two threads share the bound: twice the nodes leaves the main thread its own.
            let m = search_on(&p, Algorithm::AlphaBeta, 100_000, 2);
            assert!(mates_in_two_with(&p, &m), "2 threads missed a mate in two, played {} in\n{}", p.notation(&m), p.diagram());
        }
    }
    assert!(ones >= 3 && twos >= 3, "only {ones} mates in one and {twos} in two");
}
