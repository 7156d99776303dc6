//! Storm the Ivory Tower (Fergus Duniho, 2005) and its Korean variant: a Xiangqi-like game on
//! a Smess-style arrow board. The board, setups, values and options are in
//! `assets/games/storm.ron`; the piece rules are here.

pub mod board;
pub mod data;
pub mod edit;
pub mod endgame;
mod eval;
mod game;
pub mod movegen;
mod notation;
pub mod pieces;
pub mod position;
mod search;
pub mod setup;
#[cfg(test)]
mod testutil;
pub mod text;
mod view;

pub use position::{Move, Storm};

use crate::core::GameMeta;
use crate::core::tuning::{Algorithm, Tuning};

pub fn meta() -> GameMeta {
    data::load().meta.to_meta()
}

/// How the computer plays Storm: alpha-beta (it beat MCTS 20-0) at the common times, where Hard
/// beat Medium 84% and Expert beat Hard 77% over 100 games. The scale was fitted on 120
/// games of self-play at 12,000 nodes a move (3 December). The matches behind these numbers:
/// docs/ai-strength.md, "Level and calibration history".
pub const TUNING: Tuning = Tuning { algorithm: Some(Algorithm::AlphaBeta), eval_scale: 919.8, ..Tuning::GENERIC };
