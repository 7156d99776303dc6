//! Litróf's setup builder for a dialog: the 15 colour match-ups, and for each side the towers'
//! movements and the powers each tower may still take, making the setup text that
//! `GameConfig::setup` reads ("Orange; VSILD v Blue; TVDSL"). The knowledge is the game's
//! (`games::litrof::edit::builder`); this is where the editor's callers find it.

pub use crate::games::litrof::edit::builder::{BuildError, array_text, arrays, movement_name, movements, power_name, powers_allowed, setup_text};
pub use crate::games::litrof::matchups;
