//! The command line's one error type: what went wrong, carrying the typed error of the layer
//! that found it. `cli::run` prints it as one line.

use super::args::ArgError;
use crate::core::notation::ListError;
use crate::core::{ConfigError, MoveError, PositionError};

/// Why a command failed.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The words of the command line: an unknown, missing, repeated or badly written argument.
    #[error(transparent)]
    Args(#[from] ArgError),
    /// A usage error of one command: arguments that do not go together, a value it cannot take.
    #[error("{0}")]
    Usage(String),
    /// The game, variant, options or setup.
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// A position string.
    #[error(transparent)]
    Position(#[from] PositionError),
    /// A move the game refused.
    #[error(transparent)]
    Move(#[from] MoveError),
    /// A move of a list (`--moves`) the game refused.
    #[error(transparent)]
    Moves(#[from] ListError<MoveError>),
    /// A game file that cannot be read or loaded.
    #[error(transparent)]
    File(#[from] crate::record::FileError),
    /// A shipped annotated game.
    #[error(transparent)]
    Annotated(#[from] crate::record::annotated::AnnotatedError),
    /// A file that cannot be written.
    #[error(transparent)]
    Write(#[from] crate::record::io::WriteError),
    /// A guide or one of its lessons.
    #[error(transparent)]
    Guide(Box<crate::guide::GuideError>),
    /// A seat of a hosted game.
    #[error(transparent)]
    Seat(#[from] crate::net::SeatError),
    /// Hosting did not start.
    #[error(transparent)]
    Host(#[from] crate::net::host::StartError),
    /// Standard input or output, a process or a thread.
    #[error(transparent)]
    Io(#[from] std::io::Error),
    /// A game file that cannot be read as text.
    #[error(transparent)]
    Read(#[from] crate::record::io::ReadError),
    /// A game that cannot start (its configuration or position string).
    #[error(transparent)]
    Start(#[from] crate::record::history::StartError),
    /// A network game ended early: the host or the connection, in the network's words.
    #[error("{0}")]
    Network(String),
    /// A tournament engine.
    #[error(transparent)]
    Engine(#[from] super::tournament_players::EngineFault),
    /// The settings file could not be reset.
    #[error(transparent)]
    Prefs(#[from] crate::record::prefs::PrefsError),
    /// The app could not open, in its own words.
    #[error("{0}")]
    App(String),
}

impl From<crate::guide::GuideError> for CliError {
    fn from(e: crate::guide::GuideError) -> CliError {
        CliError::Guide(Box::new(e))
    }
}

impl CliError {
    /// A usage error in these words.
    pub fn usage(text: impl Into<String>) -> CliError {
        CliError::Usage(text.into())
    }
}
