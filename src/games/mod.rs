//! The catalogue of games: one folder per game, each registered here.

pub mod litrof;
pub mod sketch;
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

#[cfg(test)]
mod option_label_tests {
    /// The new-game dialog and the rules panel show options in words: a missing label would
    /// show a raw id (`pawn-captures-neutral`) to the player.
    #[test]
    fn every_option_and_every_listed_value_has_words() {
        for g in super::all() {
            for o in (g.meta)().options {
                assert!(!o.label.trim().is_empty() && o.label != o.name, "{}: option {} has no label", g.id, o.name);
                for v in o.values.iter().filter(|v| *v != "<number>") {
                    let words = o.value_labels.get(v).unwrap_or_else(|| panic!("{}: option {} value {v} has no label", g.id, o.name));
                    assert!(!words.trim().is_empty());
                }
                for k in o.value_labels.keys() {
                    assert!(o.values.contains(k), "{}: option {} labels unknown value {k}", g.id, o.name);
                }
            }
        }
    }
}
