//! Helpers for the unit tests: hand-made positions and the moves of one piece.

use super::data;
use super::position::{Move, Storm};
use crate::core::{Game, GameConfig, Line};

/// A position from a setup text (see `setup.rs`) in the standard rules.
pub fn pos(setup: &str) -> Storm {
    variant_pos("standard", setup)
}

pub fn variant_pos(variant: &str, setup: &str) -> Storm {
    Storm::new(&GameConfig::new("storm").with_variant(variant).with_setup(setup)).unwrap_or_else(|e| panic!("{setup}: {e}"))
}

pub fn sq(name: &str) -> usize {
    data::parse(name).unwrap_or_else(|| panic!("bad square {name}"))
}

/// The squares the piece on `from` can legally move to, sorted by name.
pub fn targets(p: &Storm, from: &str) -> Vec<String> {
    let mut moves = Vec::new();
    p.legal(&mut moves);
    let mut v: Vec<String> = moves.iter().filter(|m| m.from.index() == sq(from)).map(|m| data::name(m.to.index())).collect();
    v.sort();
    v
}

pub fn names(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

pub fn mv(p: &Storm, text: &str) -> Move {
    p.read_move(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Plays moves given in notation (a check mark is accepted either way).
pub fn play_all(p: &mut Storm, moves: &str) {
    for t in moves.split_whitespace() {
        let m = mv(p, t);
        p.play(m);
    }
}

/// Plays moves given in notation on a line (with its history rules).
pub fn play_line(p: &mut Line<Storm>, moves: &str) {
    for t in moves.split_whitespace() {
        let m = p.parse_move(t).unwrap_or_else(|e| panic!("{t}: {e}"));
        p.play(&m);
    }
}

/// Calls `visit` on every position of `games` random games of up to `plies` plies from the
/// start (the same games on every run: a fixed linear congruential draw).
pub fn random_positions(games: usize, plies: usize, mut visit: impl FnMut(&Storm)) {
    let mut seed = 7u64;
    let mut below = |n: usize| {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (seed >> 33) as usize % n
    };
    let mut scratch = Vec::new();
    for _ in 0..games {
        let mut p = Storm::new(&GameConfig::new("storm")).unwrap();
        for _ in 0..plies {
            visit(&p);
            let Some(m) = p.random_move(0, &mut below, &mut scratch) else { break };
            p.play(m);
        }
    }
}
