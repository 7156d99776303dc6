//! Test support for Ways of the Towering Tribesmen: an independent, slow reference of the
//! rules (its own board, exact rational lines of sight, every assignment of every displaced
//! pyramid), used to check the engine's children, perft counts and line tables.

pub mod reference;

use towers::core::{Game, GameConfig, Seat};
use towers::games::tribesmen::Tribesmen;

pub fn config(variant: &str, options: &[(&str, &str)]) -> GameConfig {
    let mut c = GameConfig::new("tribesmen").with_variant(variant);
    for (k, v) in options {
        c = c.with_option(k, v);
    }
    c
}

pub fn standard() -> GameConfig {
    config("standard", &[])
}

/// A hand-made position, its seats written as numbers from 0; panics with the reason when it
/// is not valid.
pub fn position(c: &GameConfig, stacks: &[(usize, &str, &str)], to_move: usize) -> Tribesmen {
    let stacks: Vec<(Seat, &str, &str)> = stacks.iter().map(|&(seat, square, pyramids)| (Seat::new(seat), square, pyramids)).collect();
    Tribesmen::with_stacks(c, &stacks, Seat::new(to_move)).unwrap_or_else(|e| panic!("bad test position: {e}"))
}

/// Plays moves given in notation, checking each is legal.
pub fn play(p: &mut Tribesmen, moves: &[&str]) {
    for m in moves {
        let mv = p.parse_move(m).unwrap_or_else(|e| panic!("{m}: {e}\n{}", p.diagram()));
        p.play(&mv);
        p.validate().unwrap_or_else(|e| panic!("after {m}: {e}"));
    }
}

/// The notation of every legal move.
pub fn notations(p: &Tribesmen) -> Vec<String> {
    p.moves().iter().map(|m| p.notation(m)).collect()
}

/// The position after playing `m` (in notation).
pub fn after(p: &Tribesmen, m: &str) -> Tribesmen {
    let mut q = p.clone();
    play(&mut q, &[m]);
    q
}
