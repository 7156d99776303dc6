//! Litróf (Glenn E. Overby II, 2002): six-colour Icehouse chess on 42 squares, where every
//! tower's medium says how it captures and its large how it moves. Rules: docs/rules/litrof.md.

mod board;
mod data;
pub mod edit;
mod effects;
mod eval;
mod game;
mod movegen;
mod notation;
mod position;
mod setup;
pub mod text;
mod view;

#[cfg(test)]
mod reference;
#[cfg(test)]
mod tests;

use crate::core::GameMeta;
use crate::core::tuning::{Algorithm, Tuning};
use data::tables;

pub use movegen::Move;
use position::{End, Owner};
pub use position::{Litrof, PieceInfo, Rules};
pub use setup::{arrays, matchups};
pub use text::{Piece, Setup};

pub fn meta() -> GameMeta {
    let data = &tables().data;
    let mut meta = data.meta.to_meta();
    meta.legend = data::legend(&data.meta, &data.colours);
    meta
}

/// How the computer plays Litróf: alpha-beta (it beat MCTS 17-2) at the common times. The scale
/// was fitted on 800 games of self-play at 12,000 nodes a move, on the evaluation with mobility
/// (6 December). The matches behind these numbers: docs/ai-strength.md, "Level and calibration
/// history".
pub const TUNING: Tuning = Tuning { algorithm: Some(Algorithm::AlphaBeta), eval_scale: 314.8, ..Tuning::GENERIC };
