//! Who sits at each seat of a hosted game, and how a seat list is written on the command line
//! (`human,remote,hard@2000`).

use crate::ai::{Level, LevelError, Plan};
use crate::core::text::quoted;

/// The largest node bound a computer seat takes (`hard@NODES`).
pub const MAX_NODES: u64 = 1_000_000_000_000;

/// Why a seat (`human`, `remote`, `hard@2000`) was not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SeatError {
    #[error("the node bound of '{}' must be a whole number from 1 to {MAX_NODES}", quoted(.0))]
    NodeBound(String),
    /// Not a level.
    #[error("{0}")]
    Level(LevelError),
    /// A seat of a list that is none of human, remote or a level.
    #[error("seat '{}': {error} (or human, remote)", quoted(.text))]
    Seat { text: String, error: Box<SeatError> },
}

/// A computer player: a level, with an optional node bound that replaces the level's budget
/// (and its clock, so that the play is the same on any machine).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Computer {
    pub level: Level,
    pub nodes: Option<u64>,
}

impl Computer {
    /// `hard`, `hard@2000`.
    pub fn parse(text: &str) -> Result<Computer, SeatError> {
        let (name, nodes) = match text.split_once('@') {
            Some((name, n)) => {
                let bad = || SeatError::NodeBound(text.to_string());
                let nodes: u64 = if n.bytes().all(|b| b.is_ascii_digit()) { n.parse().map_err(|_| bad())? } else { return Err(bad()) };
                if !(1..=MAX_NODES).contains(&nodes) {
                    return Err(bad());
                }
                (name, Some(nodes))
            }
            None => (text, None),
        };
        let level = name.parse::<Level>().map_err(SeatError::Level)?;
        Ok(Computer { level, nodes })
    }

    /// Applies the node bound to the level's plan for a game.
    pub fn adjust(&self, plan: &mut Plan) {
        if let Some(nodes) = self.nodes {
            plan.fix_nodes(nodes);
        }
    }

    /// "Computer (Hard)", "Computer (3.5s)", as save files name a computer seat.
    pub fn describe(&self) -> String {
        self.level.computer_label()
    }
}

/// Who plays a seat of a hosted game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// A person at the host (the app's board, or the headless host's standard input).
    Local,
    /// A person who joins over the network.
    Remote,
    /// A computer level, run by the host.
    Computer(Computer),
}

impl SeatKind {
    /// `human`, `remote`, or a computer level (`hard`, `hard@2000`).
    pub fn parse(text: &str) -> Result<SeatKind, SeatError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "human" | "local" => Ok(SeatKind::Local),
            "remote" => Ok(SeatKind::Remote),
            other => {
                Computer::parse(other).map(SeatKind::Computer).map_err(|e| SeatError::Seat { text: text.trim().to_string(), error: Box::new(e) })
            }
        }
    }

    /// A comma-separated list, one per seat.
    pub fn parse_list(text: &str) -> Result<Vec<SeatKind>, SeatError> {
        text.split(',').map(SeatKind::parse).collect()
    }

    /// The seat as the save file records it.
    pub fn describe(&self) -> String {
        match self {
            SeatKind::Local => "Human (host)".into(),
            SeatKind::Remote => "Human (remote)".into(),
            SeatKind::Computer(c) => c.describe(),
        }
    }

    /// Whether a person plays it (whose consent an offer needs).
    pub fn is_human(&self) -> bool {
        matches!(self, SeatKind::Local | SeatKind::Remote)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_lists_parse_and_bad_ones_say_why() {
        let seats = SeatKind::parse_list("human,remote,hard@200,Easy").unwrap();
        assert_eq!(seats[0], SeatKind::Local);
        assert_eq!(seats[1], SeatKind::Remote);
        assert_eq!(seats[2], SeatKind::Computer(Computer { level: Level::Hard, nodes: Some(200) }));
        assert_eq!(seats[3].describe(), "Computer (Easy)");
        assert!(SeatKind::parse("hard@0").unwrap_err().to_string().contains("node bound"));
        assert!(SeatKind::parse("hard@-5").unwrap_err().to_string().contains("node bound"));
        assert!(SeatKind::parse("wizard").unwrap_err().to_string().contains("unknown level"));
        assert_eq!(Computer::parse("hard@0"), Err(SeatError::NodeBound("hard@0".into())));
        assert!(matches!(SeatKind::parse("wizard"), Err(SeatError::Seat { error, .. }) if matches!(*error, SeatError::Level(_))));
    }
}
