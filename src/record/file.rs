//! The save file: a documented RON file holding everything needed to restore a game.
//!
//! ```ron
//! // Towers saved game
//! (
//!     format: 1,
//!     game: "storm",
//!     variant: "standard",
//!     options: {"repetition": "perpetual-check"},
//!     setup: None,
//!     position: None,
//!     seats: ["Human", "Computer (Hard)"],
//!     date: "2026-11-30 14:02:11 UTC",
//!     result: Some("Red wins: checkmate"),
//!     moves: [
//!         "Ie4-e5",
//!         "Ie7xe5",
//!     ],
//!     redo: [
//!         "Ie5-e6",
//!     ],
//! )
//! ```
//! `position`, when present, is the position string (`docs/positions.md`) the game started
//! from instead of the setup; files written before it existed load as starting at the setup.
//! `redo`, when present, holds the moves that were taken back: loading replays and takes them
//! back again, so Redo works as it did before the save.
//! Loading replays every move through the engine; any problem is reported with its line.

use super::history::History;
use crate::core::GameConfig;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

pub const FORMAT: u32 = 1;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveFile {
    pub format: u32,
    pub game: String,
    pub variant: String,
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    #[serde(default)]
    pub setup: Option<String>,
    /// The position string the game started from, if not the setup's start.
    #[serde(default)]
    pub position: Option<String>,
    /// Who sat at each seat ("Human", "Computer (Hard)").
    #[serde(default)]
    pub seats: Vec<String>,
    #[serde(default)]
    pub date: String,
    /// The result in words, if the game is over.
    #[serde(default)]
    pub result: Option<String>,
    pub moves: Vec<String>,
    /// Moves taken back (the redo list), replayed by Redo after loading; written only when
    /// there are some.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub redo: Vec<String>,
}

/// Why a file could not be loaded: the line (1-based, 0 = whole file) and the problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 { write!(f, "line {}: {}", self.line, self.message) } else { write!(f, "{}", self.message) }
    }
}

impl std::error::Error for LoadError {}

impl SaveFile {
    /// A save of `history` (the moves in effect) with the seats' descriptions.
    pub fn from_history(history: &History, seats: &[String]) -> SaveFile {
        let c = history.config();
        SaveFile {
            format: FORMAT,
            game: c.game.clone(),
            variant: c.variant.clone(),
            options: c.options.clone(),
            setup: c.setup.clone(),
            position: history.start_position().map(str::to_string),
            seats: seats.to_vec(),
            date: super::date::now_utc(),
            result: history.current().outcome().map(|o| describe_outcome(history, &o)),
            moves: history.moves().to_vec(),
            redo: history.redo_moves().to_vec(),
        }
    }

    pub fn config(&self) -> GameConfig {
        GameConfig { game: self.game.clone(), variant: self.variant.clone(), options: self.options.clone(), setup: self.setup.clone() }
    }

    /// The RON text, one move per line, with a header comment.
    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new().indentor("    ".to_string()).struct_names(false);
        let body = ron::ser::to_string_pretty(self, config).expect("a save file always serializes");
        format!("// Towers saved game: {} ({}). Moves are in the game's own notation.\n{body}\n", self.game, self.variant)
    }

    /// Parses a save file's text without replaying it.
    pub fn parse(text: &str) -> Result<SaveFile, LoadError> {
        if text.trim().is_empty() {
            return Err(LoadError { line: 0, message: "the file is empty".into() });
        }
        let save: SaveFile = ron::from_str(text).map_err(|e| LoadError {
            line: e.span.start.line,
            message: format!("not a valid save file: {} (column {})", e.code, e.span.start.col),
        })?;
        if save.format != FORMAT {
            return Err(LoadError {
                line: line_of_key(text, "format"),
                message: format!("unknown save format {} (this version reads {FORMAT})", save.format),
            });
        }
        Ok(save)
    }

    /// Parses and replays: every move is checked by the engine. The error names the line.
    pub fn load(text: &str) -> Result<(SaveFile, History), LoadError> {
        let save = SaveFile::parse(text)?;
        let mut history = History::starting(&save.config(), save.position.as_deref())
            .map_err(|e| LoadError { line: line_of_key(text, if save.position.is_some() { "position" } else { "game" }), message: e.to_string() })?;
        for (i, m) in save.moves.iter().enumerate() {
            if let Err(e) = history.play_text(m) {
                return Err(LoadError { line: line_of_move(text, i), message: format!("move {} '{m}': {e}", i + 1) });
            }
        }
        for (i, m) in save.redo.iter().enumerate() {
            if let Err(e) = history.play_text(m) {
                return Err(LoadError { line: line_of_key(text, "redo"), message: format!("taken-back move {} '{m}': {e}", i + 1) });
            }
        }
        for _ in &save.redo {
            history.undo();
        }
        Ok((save, history))
    }
}

/// "Red wins: checkmate" — the winner's seat name from the view.
pub fn describe_outcome(history: &History, o: &crate::core::Outcome) -> String {
    let g = history.current();
    o.describe(|s| g.seat_name(s))
}

/// The line of `key:` in the text (1-based), or 0.
fn line_of_key(text: &str, key: &str) -> usize {
    text.lines().position(|l| l.trim_start().starts_with(&format!("{key}:"))).map(|i| i + 1).unwrap_or(0)
}

/// The line of the `index`-th string in the `moves` list.
fn line_of_move(text: &str, index: usize) -> usize {
    let Some(start) = text.find("moves:") else { return 0 };
    let mut count = 0;
    let mut in_string = false;
    let mut escaped = false;
    for (off, ch) in text[start..].char_indices() {
        if in_string {
            if escaped {
                escaped = false;
            } else if ch == '\\' {
                escaped = true;
            } else if ch == '"' {
                in_string = false;
                count += 1;
            }
        } else if ch == '"' {
            if count == index {
                return text[..start + off].matches('\n').count() + 1;
            }
            in_string = true;
        }
    }
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_lines_are_found() {
        let text = "(\n  game: \"x\",\n  moves: [\n    \"a\\\"b\",\n    \"c\",\n  ],\n)";
        assert_eq!(line_of_move(text, 0), 4);
        assert_eq!(line_of_move(text, 1), 5);
        assert_eq!(line_of_key(text, "game"), 2);
    }

    #[test]
    fn bad_files_give_errors() {
        assert_eq!(SaveFile::parse("").unwrap_err().message, "the file is empty");
        let e = SaveFile::parse("(\n format: 1,\n game: 3,\n)").unwrap_err();
        assert_eq!(e.line, 3, "{e}");
        let e = SaveFile::parse("(format: 9, game: \"storm\", variant: \"standard\", moves: [])").unwrap_err();
        assert!(e.message.contains("unknown save format 9"));
    }
}
