//! The catalogue of games: one folder per game, each registered here.

pub mod litrof;
pub mod storm;
pub mod three_elephant;
pub mod tribesmen;

use crate::core::{ConfigError, Game, GameConfig, GameMeta, PositionError};
use crate::session::{DynGame, Session};

fn read<G: Game>(config: &GameConfig, text: &str) -> Result<Box<dyn DynGame>, PositionError> {
    Ok(Box::new(Session::<G>::from_text(config, text)?))
}

/// Opens a game from a position string for a configuration.
pub type ReadPosition = fn(&GameConfig, &str) -> Result<Box<dyn DynGame>, PositionError>;

/// One game of the catalogue.
pub struct GameEntry {
    /// The command-line name: `storm`, `litrof`, `tribesmen`, `three-elephant`.
    pub id: &'static str,
    /// Name, rules summary, variants and options, from the game's RON data.
    pub meta: fn() -> GameMeta,
    /// A new game from a configuration (checked against `meta`).
    pub create: fn(&GameConfig) -> Result<Box<dyn DynGame>, ConfigError>,
    /// A game from a position string for a configuration (game, variant, options).
    pub read: ReadPosition,
}

/// Every game this build offers, in menu order.
pub fn all() -> Vec<GameEntry> {
    vec![
        GameEntry { id: "storm", meta: storm::meta, create: storm::create, read: read::<storm::Storm> },
        GameEntry { id: "litrof", meta: litrof::meta, create: litrof::create, read: read::<litrof::Litrof> },
        GameEntry { id: "tribesmen", meta: tribesmen::meta, create: tribesmen::create, read: read::<tribesmen::Tribesmen> },
        GameEntry { id: "three-elephant", meta: three_elephant::meta, create: three_elephant::create, read: read::<three_elephant::Position> },
    ]
}

pub fn find(id: &str) -> Result<GameEntry, ConfigError> {
    let games = all();
    let names: Vec<&str> = games.iter().map(|g| g.id).collect();
    let known = names.join(", ");
    games.into_iter().find(|g| g.id == id).ok_or_else(|| ConfigError::UnknownGame { id: id.to_string(), known })
}

/// A new game from a configuration: the game, variant, options and setup are all checked.
pub fn new_game(config: &GameConfig) -> Result<Box<dyn DynGame>, ConfigError> {
    (find(&config.game)?.create)(config)
}

/// A game from a position string: the configuration names the game, variant and options.
pub fn from_position(config: &GameConfig, text: &str) -> Result<Box<dyn DynGame>, PositionError> {
    let entry = find(&config.game)?;
    (entry.read)(config, text)
}
