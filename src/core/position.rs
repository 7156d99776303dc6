//! Positions as text: the error every game's position reader gives.
//!
//! A position string goes text → plain setup (which may break the rules) → validated position.
//! Reading the text can fail on its grammar ([`PositionError::Syntax`], with the character
//! where it went wrong); validating can fail on a rule ([`PositionError::Illegal`]). Each game's
//! reader lives in its folder (`games/<game>/text.rs`); this is their common answer.

/// Why a position string was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// The text does not follow the game's grammar. `column` counts characters from 1.
    #[error("{}", crate::t!("position-error-syntax", column = *.column, problem = .problem))]
    Syntax { column: usize, problem: String },
    /// The text reads, but the rules cannot hold the position; the message says which rule.
    #[error("{0}")]
    Illegal(String),
    /// The game, variant or options the position was read for are wrong.
    #[error(transparent)]
    Config(#[from] super::config::ConfigError),
}

/// The command line and the app end every error in one line of words.
impl From<PositionError> for String {
    fn from(e: PositionError) -> String {
        e.to_string()
    }
}

impl PositionError {
    pub fn syntax(column: usize, problem: impl Into<String>) -> PositionError {
        PositionError::Syntax { column, problem: problem.into() }
    }
    pub fn illegal(why: impl Into<String>) -> PositionError {
        PositionError::Illegal(why.into())
    }
}

/// A grammar error of a game's position reader: the character (counted from 1) where it was
/// found and the game's own description of the problem. Each game names its `Problem` type.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::t!("position-error-character", column = *.column, problem = .problem.to_string()))]
pub struct SyntaxError<P: std::fmt::Display> {
    pub column: usize,
    pub problem: P,
}

impl<P: std::fmt::Display> From<SyntaxError<P>> for PositionError {
    fn from(e: SyntaxError<P>) -> PositionError {
        PositionError::Syntax { column: e.column, problem: e.problem.to_string() }
    }
}
