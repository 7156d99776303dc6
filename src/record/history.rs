//! The record of one game: its configuration, every position played through, and a cursor so
//! that moves can be taken back and replayed (undo/redo) any number of times.

use crate::core::{ConfigError, GameConfig, MoveError, PositionError};
use crate::games;
use crate::session::DynGame;

#[derive(Clone)]
pub struct History {
    config: GameConfig,
    /// The position string the game started from, when it did not start at the setup.
    start_position: Option<String>,
    /// positions[0] is the start; positions[i] follows moves[i-1].
    positions: Vec<Box<dyn DynGame>>,
    moves: Vec<String>,
    /// How many moves are in effect; moves past it are the redo list.
    cursor: usize,
}

impl std::fmt::Debug for History {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("History")
            .field("config", &self.config)
            .field("start_position", &self.start_position)
            .field("moves", &self.moves)
            .field("cursor", &self.cursor)
            .finish()
    }
}

/// Why a game could not be started: its configuration, or the position string it starts from.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StartError {
    #[error(transparent)]
    Config(#[from] ConfigError),
    #[error(transparent)]
    Position(#[from] PositionError),
}

impl From<StartError> for String {
    fn from(e: StartError) -> String {
        e.to_string()
    }
}

impl History {
    pub fn new(config: &GameConfig) -> Result<History, ConfigError> {
        let start = games::new_game(config)?;
        Ok(History::from_start(start))
    }

    /// A game from a start that was not read from a position string.
    pub fn from_start(start: Box<dyn DynGame>) -> History {
        History { config: start.config().clone(), start_position: None, positions: vec![start], moves: Vec::new(), cursor: 0 }
    }

    /// A game starting from a position string (`docs/positions.md`).
    pub fn from_position(config: &GameConfig, text: &str) -> Result<History, PositionError> {
        let start = games::from_position(config, text)?;
        let mut h = History::from_start(start);
        h.start_position = Some(h.positions[0].position_text());
        Ok(h)
    }

    /// A game for a configuration, from `position` if given, else from the start.
    pub fn starting(config: &GameConfig, position: Option<&str>) -> Result<History, StartError> {
        Ok(match position {
            Some(text) => History::from_position(config, text)?,
            None => History::new(config)?,
        })
    }

    pub fn config(&self) -> &GameConfig {
        &self.config
    }

    /// The position string the game started from, if it started from one.
    pub fn start_position(&self) -> Option<&str> {
        self.start_position.as_deref()
    }

    /// The position now (after the moves in effect).
    pub fn current(&self) -> &dyn DynGame {
        self.positions[self.cursor].as_ref()
    }

    /// The position after `ply` moves (0 = start), for browsing the history.
    pub fn position(&self, ply: usize) -> Option<&dyn DynGame> {
        self.positions.get(ply).map(|p| p.as_ref())
    }

    /// The moves in effect, in notation.
    pub fn moves(&self) -> &[String] {
        &self.moves[..self.cursor]
    }

    /// The moves that redo would replay.
    pub fn redo_moves(&self) -> &[String] {
        &self.moves[self.cursor..]
    }

    pub fn ply(&self) -> usize {
        self.cursor
    }

    /// Plays the `index`-th legal move of the current position; forgets the redo list.
    pub fn play_index(&mut self, index: usize) -> Result<String, MoveError> {
        let mut next = self.current().clone_box();
        let text = next.play_index(index)?;
        self.push(next, text.clone());
        Ok(text)
    }

    /// Plays a move typed in notation; the error is the engine's reason.
    pub fn play_text(&mut self, text: &str) -> Result<String, MoveError> {
        let index = self.current().parse(text)?;
        self.play_index(index)
    }

    fn push(&mut self, pos: Box<dyn DynGame>, text: String) {
        // Replaying the same move as the first redo move keeps the rest of the redo list.
        if self.moves.get(self.cursor) == Some(&text) && self.positions[self.cursor + 1].key() == pos.key() {
            self.cursor += 1;
            return;
        }
        self.positions.truncate(self.cursor + 1);
        self.moves.truncate(self.cursor);
        self.positions.push(pos);
        self.moves.push(text);
        self.cursor += 1;
    }

    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }
    pub fn can_redo(&self) -> bool {
        self.cursor < self.moves.len()
    }

    /// Takes back one move; false if at the start.
    pub fn undo(&mut self) -> bool {
        if self.can_undo() {
            self.cursor -= 1;
            true
        } else {
            false
        }
    }

    /// Replays one taken-back move; false if there is none.
    pub fn redo(&mut self) -> bool {
        if self.can_redo() {
            self.cursor += 1;
            true
        } else {
            false
        }
    }
}
