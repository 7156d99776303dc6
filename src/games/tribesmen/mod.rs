//! Ways of the Towering Tribesmen (Jonah Ostroff, 2003): stacks of Icehouse pyramids that must
//! see their king. Rules: `docs/rules/tribesmen.md`; data: `assets/games/tribesmen.ron`.

mod board;
mod data;
pub mod edit;
mod eval;
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

use crate::core::{ConfigError, GameConfig, GameMeta};
use crate::session::{DynGame, Session};
use std::sync::Arc;

pub fn meta() -> GameMeta {
    data::load().meta
}

pub fn create(config: &GameConfig) -> Result<Box<dyn DynGame>, ConfigError> {
    Ok(Box::new(Session::new(Tribesmen::new(config)?)))
}

fn rules_for(config: &GameConfig) -> Result<Arc<data::Rules>, crate::core::ConfigError> {
    let d = data::load();
    Ok(Arc::new(data::Rules::new(config, &d.meta, &d)?))
}
