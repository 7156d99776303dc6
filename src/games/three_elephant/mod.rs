//! Three Elephant Chess (Gary K. Gifford, 2006) on a 9×9 board with two neutral Stones.
//! The rules are `docs/rules/three-elephant.md`; the reconstructed parts (setup, piece
//! counts, Knight and Elephant leaps, Tower slides, Stones) live in
//! `assets/games/three-elephant.ron`. Positions as text are `text` (and
//! `docs/positions/three-elephant.md`); the no-capture draw is applied by `core::line`, from the
//! engine's `history_rules` and what `play_noting` says of each turn.
//!
//! One legal move is one whole turn: up to three actions in the fixed order (1) a Spearman
//! step, (2) a rotation of one own Spearman, (3) a move of another piece or a War Tower's fall,
//! with action 1 or 3 present. Action sequences that give the same position are one move
//! (see `movegen`); the action that removes a side's last Elephant ends the turn and the game.
//!
//! # Picks (how the app builds a turn by clicks)
//! Each action present is two picks, in turn order:
//! - action 1: `Square(Spearman)`, `Square(target)`;
//! - action 2: `Square(Spearman)`, `Choice("rotate-L" | "rotate-R" | "rotate-F")`
//!   ("Spear ahead-left / ahead-right / straight ahead");
//! - action 3: `Square(piece)`, `Square(target)`, or `Square(War Tower)`, `Choice("fall-NE")`
//!   ("Fall NE (hits f7 g8 h9)");
//! - a turn without action 3 ends with `Choice("end-turn")`, except a turn whose Spearman step
//!   takes the last enemy Elephant (nothing can follow it).
//!
//! So after clicking a Spearman the user either clicks the square its spear points at (a step)
//! or a rotate button; after clicking a Knight, Elephant or Tower, a target or a fall button.
//! The pairs read unambiguously in order — the first click of a pair is a Spearman for actions
//! 1 and 2 and another piece for action 3, and the second click is a square for a step or move
//! and a named button for a rotation or fall — so every turn has one pick sequence. Sequences
//! are prefix-free: one ends with action 3 or "End turn", after which nothing follows, or with
//! a game-ending step, which no other turn extends. Where several action sequences give the
//! same position, only the listed one (fewest actions, see `movegen`) is offered: e.g. the app
//! does not offer rotating a Spearman that the chosen fall then destroys, and of several falls
//! that destroy nothing but the Tower only the first direction is offered.

mod board;
mod data;
pub mod edit;
mod eval;
mod game;
mod movegen;
mod notation;
mod position;
mod shortlist;
mod text;
mod view;

#[cfg(test)]
mod ai_tests;
#[cfg(test)]
mod tests;

pub use board::{Cells, SQUARES};
pub use movegen::{Act, Turn};
pub use position::ThreeElephant;
pub use text::{Kind, Occupant, Problem, RuleError, Setup, SyntaxError};

use crate::core::GameMeta;
use crate::core::tuning::{ANY_DEPTH, Algorithm, Tuning};

pub fn meta() -> GameMeta {
    data::load().meta.to_meta()
}

/// How the computer plays Three Elephant: alpha-beta (it beat MCTS, if on few games: MCTS
/// playouts are slow here). Four games of ten or so end in the no-capture draw in bare endings,
/// so the stronger side must win before that, and it needs a wide gap in time to do so: Medium
/// thinks 0.3 of its common time (0.15 s a move), Hard half (1 s) and Expert twice (16 s), where
/// each level beats the one below by 70% or more over 100 games. On the deeper search time
/// alone no longer kept Hard that far ahead of Medium (both drew the bare endings), so Medium
/// errs by root noise of 100 (about a Spearman: quiet turns blurred, Elephants never), and
/// Easy, to stay below that Medium, looks one turn ahead instead of two. The scale was fitted
/// on 24 games of self-play at 4,000 nodes a move (2 December). The matches behind these
/// numbers: docs/ai-strength.md, "Level and calibration history".
pub const TUNING: Tuning = Tuning {
    algorithm: Some(Algorithm::AlphaBeta),
    level_scale: [1.0, 0.3, 0.5, 2.0],
    levels: [(1, 150), (ANY_DEPTH, 100), (ANY_DEPTH, 0), (ANY_DEPTH, 0)],
    eval_scale: 1469.7,
    ..Tuning::GENERIC
};
