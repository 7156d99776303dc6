//! Ways of the Towering Tribesmen (Jonah Ostroff, 2003): stacks of Icehouse pyramids that must
//! see their king. Rules: `docs/rules/tribesmen.md`; data: `assets/games/tribesmen.ron`.

mod board;
mod data;
pub mod edit;
mod eval;
mod game;
mod movegen;
mod notation;
mod position;
mod sight;
mod text;
mod view;

pub use board::{Action, End, Why};
pub use movegen::Move;
pub use position::Tribesmen;
pub use sight::{Line, Sight, intervening};
pub use text::{Colour, Problem, Pyramid, Setup, SetupError, Size, SyntaxError};

use crate::core::GameMeta;
use crate::core::tuning::{Algorithm, ManySeats, Tuning};

pub fn meta() -> GameMeta {
    data::load().meta.to_meta()
}

/// How the computer plays Tribesmen; the matches behind these numbers are in
/// docs/ai-strength.md, "Level and calibration history".
///
/// Two players: alpha-beta (it beat MCTS 19-0). Deeper searches hold the draw a level below, so
/// Easy, Medium and Hard think a quarter of their common times and Expert its own, 16 times
/// Hard's: each level then beat the one below by 85% or more (40-game screens). Hard and Expert
/// play on rather than shuffle into repetitions and the turn limit (contempt 100).
///
/// Four players: each seat searches against the other three as one side (`ai::paranoid`). By
/// time alone the levels do not separate (Medium and Hard both finish depth 2), so the lower
/// levels err on purpose: root noise against the evaluation's scale (a place is 2,000, so Hard's
/// 700 blurs the quiet moves and keeps the kills), and Easy and Medium look one action ahead.
///
/// The scale was fitted on 24 games of self-play at 12,000 nodes a move (2 December).
pub const TUNING: Tuning = Tuning {
    algorithm: Some(Algorithm::AlphaBeta),
    level_scale: [0.25, 0.25, 0.25, 1.0],
    contempt: 100,
    many_seats: Some(ManySeats { algorithm: Algorithm::AlphaBeta, levels: [(1, 20_000), (1, 2_500), (64, 700), (64, 0)] }),
    eval_scale: 754.1,
    ..Tuning::GENERIC
};
