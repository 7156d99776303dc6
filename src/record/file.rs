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
//! `ended`, when present, is how the players ended the game after the last move:
//! `Some(Resigned(1))` (seat 1 resigned) or `Some(Agreed)` (a draw by agreement); a game that
//! ended so has no `redo`. Files without it load as before.
//! `comments`, when present, maps a ply to words on the game: `{0: "…", 4: "…"}`, where the
//! comment at ply p follows the p-th move (0: before the first), taken-back moves included.
//! `time`, when present, is the time control (`"5+3"`, docs/clocks.md); `clocks` then holds
//! the mover's clock after each move (`"0:04:58.0"`, byo-yomi periods after a slash), the
//! redo list's included, and `thinking` the time the seat to move had used when it was saved.
//! `position`, when present, is the position string (`docs/positions.md`) the game started
//! from instead of the setup; files written before it existed load as starting at the setup.
//! `redo`, when present, holds the moves that were taken back: loading replays and takes them
//! back again, so Redo works as it did before the save.
//! `seats`, when not empty, has one label per seat of the game. `result`, when present, must be
//! what the moves (and `ended`) give, in the words Towers writes.
//! Loading replays every move through the engine; any problem is reported with its line
//! (found by `layout`, whatever the file's layout): a bad variant, option or setup at its own
//! line. A field the format does not have (a misspelling) and an option given twice are
//! refused, not ignored.

use super::history::{History, StartError};
use super::layout::Layout;
use crate::core::clock::{Reading, TimeControl};
use crate::core::text::{count, quoted, quoted_up_to};
use crate::core::{Concession, ConfigError, GameConfig, PositionError};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

pub const FORMAT: u32 = 1;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveFile {
    pub format: u32,
    /// What the game is, for a shipped annotated game ("Hatfield v McCoy, Detroit 2002");
    /// written only when present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
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
    /// A resignation or agreed draw after the last move; written only when there is one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<Concession>,
    /// Comments by ply (0: before the first move); written only when there are some.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub comments: BTreeMap<usize, String>,
    /// The time control of a timed game (`core::clock`: "5+3"); written only when timed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time: Option<TimeControl>,
    /// In a timed game, the mover's clock after each move, the redo list's included.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub clocks: Vec<Reading>,
    /// In a timed game in progress, the time the seat to move had used on its move when saved.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub thinking: Option<Reading>,
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
            title: None,
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
            ended: history.concession(),
            comments: history.comments().clone(),
            time: history.time_control().is_timed().then(|| history.time_control()),
            clocks: history.stamps().iter().map(|&(_, r)| r).collect(),
            thinking: history.clock().filter(|_| history.current().outcome().is_none()).map(|c| Reading { left: c.used(), periods: 0 }),
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
        // A byte-order mark (some editors write one) is no part of the RON; lines are unchanged.
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        if text.trim().is_empty() {
            return Err(LoadError { line: 0, message: "the file is empty".into() });
        }
        let layout = Layout::new(text);
        let save: SaveFile = ron::from_str(text).map_err(|e| match &e.code {
            ron::Error::NoSuchStructField { found, expected, .. } => LoadError {
                line: layout.fields().iter().find(|(name, _)| name == found).map_or(e.span.start.line, |f| f.1),
                message: format!("a save file has no field '{}' (its fields: {})", quoted(found), expected.join(", ")),
            },
            code => LoadError {
                line: e.span.start.line,
                message: format!("not a valid save file: {} (column {})", quoted_up_to(&code.to_string(), 200), e.span.start.col),
            },
        })?;
        if save.format != FORMAT {
            return Err(LoadError {
                line: layout.field_line("format"),
                message: format!("unknown save format {} (this version reads {FORMAT})", save.format),
            });
        }
        if let Some((key, line)) = layout.repeated_key("options") {
            return Err(LoadError { line, message: format!("option '{}' is given twice", quoted(&key)) });
        }
        Ok(save)
    }

    /// Parses and replays: every move is checked by the engine. The error names the line.
    pub fn load(text: &str) -> Result<(SaveFile, History), LoadError> {
        let save = SaveFile::parse(text)?;
        let layout = || Layout::new(text);
        let config = save.config();
        let mut history = History::starting(&config, save.position.as_deref()).map_err(|e| {
            let layout = layout();
            let line = match config_error(&e) {
                Some(c) => match culprit(&config, c) {
                    Culprit::Game => layout.field_line("game"),
                    Culprit::Variant => layout.field_line("variant"),
                    Culprit::Setup => layout.field_line("setup"),
                    Culprit::Option(key) => layout.key_line("options", &key),
                },
                None => layout.field_line("position"),
            };
            LoadError { line, message: e.to_string() }
        })?;
        if let Some(control) = save.time {
            history.set_time_control(control);
        }
        let seats = history.current().seats();
        if !save.seats.is_empty() && save.seats.len() != seats {
            return Err(LoadError {
                line: layout().field_line("seats"),
                message: format!("the seats list names {}, but this game has {}", count(save.seats.len(), "seat"), count(seats, "seat")),
            });
        }
        for (i, m) in save.moves.iter().enumerate() {
            if let Err(e) = history.play_text(m) {
                return Err(LoadError { line: layout().string_line("moves", i), message: format!("move {} '{}': {e}", i + 1, quoted(m)) });
            }
        }
        for (i, m) in save.redo.iter().enumerate() {
            if let Err(e) = history.play_text(m) {
                return Err(LoadError { line: layout().string_line("redo", i), message: format!("taken-back move {} '{}': {e}", i + 1, quoted(m)) });
            }
        }
        for (&ply, text) in &save.comments {
            if !history.set_comment(ply, text) {
                let plies = save.moves.len() + save.redo.len();
                return Err(LoadError {
                    line: layout().field_line("comments"),
                    message: format!("a comment at ply {ply}, but the game has {plies} moves"),
                });
            }
        }
        restore_clocks(&save, &mut history).map_err(|message| LoadError { line: layout().field_line("clocks"), message })?;
        history.undo_to(save.moves.len());
        if let Some(used) = save.thinking {
            history.add_clock_used(used.left);
        }
        if let Some(c) = save.ended {
            let line = layout().field_line("ended");
            if !save.redo.is_empty() {
                return Err(LoadError { line, message: "a game the players ended has no taken-back moves (redo)".into() });
            }
            history.concede(c).map_err(|e| LoadError { line, message: format!("the game cannot end so: {e}") })?;
        }
        if let Some(claimed) = &save.result {
            check_result(&history, claimed).map_err(|e| LoadError { line: layout().field_line("result"), message: e.to_string() })?;
        }
        Ok((save, history))
    }
}

/// The recorded readings put back on the moves they follow: one a move or none.
fn restore_clocks(save: &SaveFile, history: &mut History) -> Result<(), String> {
    if save.clocks.is_empty() {
        return Ok(());
    }
    if save.time.is_none() {
        return Err("clock readings need a time control (time)".into());
    }
    let plies = save.moves.len() + save.redo.len();
    if save.clocks.len() != plies {
        return Err(format!("{} clock readings for {plies} moves: one a move", save.clocks.len()));
    }
    for (ply, &reading) in save.clocks.iter().enumerate() {
        history.set_stamp(ply, reading);
    }
    Ok(())
}

/// A result a file states must be the one its moves (and its ending) give, in the words
/// Towers writes: anything else is a file edited by hand or damaged, and showing it would
/// show a false result.
pub(super) fn check_result(history: &History, claimed: &str) -> Result<(), WrongResult> {
    match history.current().outcome() {
        None => Err(WrongResult::NotOver(claimed.to_string())),
        Some(o) => {
            let actual = describe_outcome(history, &o);
            if actual == claimed { Ok(()) } else { Err(WrongResult::Differs { claimed: claimed.to_string(), actual }) }
        }
    }
}

/// A result a file states that its moves do not give.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WrongResult {
    #[error("the result says '{}', but after these moves the game is not over", quoted(.0))]
    NotOver(String),
    #[error("the result says '{}', but the moves give '{actual}'", quoted(.claimed))]
    Differs { claimed: String, actual: String },
}

/// The part of a configuration an error is about, so that a file's error names the line of
/// the bad value rather than the game's.
pub(super) enum Culprit {
    Game,
    Variant,
    Setup,
    Option(String),
}

/// The configuration error behind a start that failed, if it was one (else the position
/// string was at fault).
pub(super) fn config_error(e: &StartError) -> Option<&ConfigError> {
    match e {
        StartError::Config(c) | StartError::Position(PositionError::Config(c)) => Some(c),
        StartError::Position(_) => None,
    }
}

pub(super) fn culprit(config: &GameConfig, e: &ConfigError) -> Culprit {
    match e {
        ConfigError::UnknownGame { .. } | ConfigError::OtherGame { .. } => Culprit::Game,
        ConfigError::UnknownVariant { .. } => Culprit::Variant,
        ConfigError::UnknownOption { option, .. } | ConfigError::BadValue { option, .. } => Culprit::Option(option.clone()),
        ConfigError::NoSetups { .. } => Culprit::Setup,
        ConfigError::Rejected(_) => rejected_part(config),
    }
}

/// What an engine refused in its own words (a setup, a number out of range): the one part
/// without which the configuration is accepted, else the game as a whole.
fn rejected_part(config: &GameConfig) -> Culprit {
    let accepted = |c: &GameConfig| crate::games::new_game(c).is_ok();
    if config.setup.is_some() && accepted(&GameConfig { setup: None, ..config.clone() }) {
        return Culprit::Setup;
    }
    let without = |key: &String| {
        let mut c = config.clone();
        c.options.remove(key);
        c
    };
    config.options.keys().find(|k| accepted(&without(k))).map_or(Culprit::Game, |k| Culprit::Option(k.clone()))
}

/// "Red wins: checkmate" — the winner's seat name from the view — as files write it: in
/// English whatever the language the player reads (`core::words::canonical`), so that a file
/// saved in one language reads back in another.
pub fn describe_outcome(history: &History, o: &crate::core::Outcome) -> String {
    let g = history.current();
    crate::core::words::canonical(|| o.describe(|s| g.seat_name(s)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_files_give_errors() {
        assert_eq!(SaveFile::parse("").unwrap_err().message, "the file is empty");
        let e = SaveFile::parse("(\n format: 1,\n game: 3,\n)").unwrap_err();
        assert_eq!(e.line, 3, "{e}");
        let e = SaveFile::parse("(format: 9, game: \"storm\", variant: \"standard\", moves: [])").unwrap_err();
        assert!(e.message.contains("unknown save format 9"));
    }

    const GOOD: &str = "(\n    format: 1,\n    game: \"storm\",\n    variant: \"standard\",\n    moves: [\"Ie4-e5\"],\n)";

    #[test]
    fn a_misspelt_field_is_named_with_its_line() {
        let text = GOOD.replace("    variant:", "    varient: \"x\",\n    variant:");
        let e = SaveFile::parse(&text).unwrap_err();
        assert_eq!(e.line, 4, "{e}");
        assert!(e.message.contains("no field 'varient'"), "{e}");
    }

    #[test]
    fn an_option_given_twice_is_refused_with_its_line() {
        let text = GOOD.replace("    moves:", "    options: {\"repetition\": \"zillions\",\n \"repetition\": \"perpetual-check\"},\n    moves:");
        let e = SaveFile::parse(&text).unwrap_err();
        assert_eq!((e.line, e.message.as_str()), (6, "option 'repetition' is given twice"), "{e}");
    }

    #[test]
    fn move_errors_name_the_right_line_in_any_layout() {
        let bad = |layout: &str| SaveFile::load(layout).map(|_| ()).unwrap_err();
        let one_line = "(format: 1, game: \"storm\", variant: \"standard\", moves: [\"Ie4-e5\", \"Zz9-z9\"])";
        assert_eq!(bad(one_line).line, 1);
        let comment = "// moves: [\"x\"]\n(\n  /* moves: [\"Zz\"] */ format: 1, game: \"storm\",\n  variant: \"standard\",\n  moves: [\n    \"Ie4-e5\",\n    \"Zz9-z9\",\n  ],\n)";
        assert_eq!(bad(comment).line, 7, "{}", bad(comment));
        let string = "(\n  format: 1,\n  game: \"storm\",\n  seats: [\"moves: [\\\"a\\\"\", \"b\"],\n  variant: \"standard\", moves: [\"Ie4-e5\",\n \"Zz9-z9\"],\n)";
        assert_eq!(bad(string).line, 6, "{}", bad(string));
    }

    /// A long redo list loads by replaying its moves once, not once per move taken back, and
    /// every position of it is the one played.
    #[test]
    fn a_long_redo_list_loads_without_replaying_each_move_back() {
        let mut h = History::new(&GameConfig::new("storm")).unwrap();
        let mut i = 0;
        while h.ply() < 200 && h.current().outcome().is_none() {
            let n = h.current().moves().len();
            h.play_index((i * 7) % n).unwrap();
            i += 1;
        }
        assert!(h.ply() > 3 * 32, "a game of {} moves", h.ply());
        let keys: Vec<u64> = (0..=h.moves().len()).map(|p| h.position(p).unwrap().key()).collect();
        h.undo_to(7);
        let text = SaveFile::from_history(&h, &[]).to_ron();
        let before = crate::record::history::REPLAYED.get();
        let (_, back) = SaveFile::load(&text).unwrap();
        let replayed = crate::record::history::REPLAYED.get() - before;
        assert!(replayed <= 64, "{replayed} moves replayed to take back {}", back.redo_moves().len());
        assert_eq!((back.ply(), back.moves(), back.redo_moves()), (7, h.moves(), h.redo_moves()));
        assert_eq!(back.current().key(), keys[7]);
        for (ply, key) in keys.iter().enumerate() {
            assert_eq!(back.position(ply).unwrap().key(), *key, "ply {ply}");
        }
    }

    /// More or fewer seat labels than the game has seats is refused at the `seats:` line
    /// (three for two-seat Storm, two for four-player Tribesmen); none at all is fine.
    #[test]
    fn a_seats_list_of_another_length_is_refused_with_its_line() {
        let e = SaveFile::load("(format:1,game:\"storm\",variant:\"standard\",\nseats:[\"a\",\"b\",\"c\"],moves:[])").map(|_| ()).unwrap_err();
        assert_eq!((e.line, e.message.as_str()), (2, "the seats list names 3 seats, but this game has 2 seats"));
        let four = "(format:1,game:\"tribesmen\",variant:\"four-player\",\n\nseats:[\"a\",\"b\"],moves:[])";
        assert_eq!(SaveFile::load(four).map(|_| ()).unwrap_err().line, 3);
        assert!(SaveFile::load("(format:1,game:\"storm\",variant:\"standard\",seats:[],moves:[])").is_ok());
        assert!(SaveFile::load("(format:1,game:\"storm\",variant:\"standard\",seats:[\"a\",\"b\"],moves:[])").is_ok());
    }

    #[test]
    fn a_setup_for_a_game_without_setups_is_refused_with_the_setup_line() {
        let text = "(\n format: 1,\n game: \"tribesmen\",\n variant: \"standard\",\n setup: Some(\"x\"),\n moves: [],\n)";
        let e = SaveFile::load(text).map(|_| ()).unwrap_err();
        assert_eq!(e.line, 5, "{e}");
        assert!(e.message.contains("no setups"), "{e}");
    }

    /// A bad variant, option name, option value or setup is refused at its own line, not at
    /// the game's; so is one the engine refuses in its own words.
    #[test]
    fn a_bad_configuration_value_is_refused_at_its_line() {
        let file = |variant: &str, options: &str, setup: &str| {
            format!(
                "(\n format: 1,\n game: \"{}\",\n variant: \"{variant}\",\n options: {{\n  \"repetition\": \"draw\",\n  {options}\n }},\n setup: {setup},\n moves: [],\n)",
                "litrof"
            )
        };
        let line = |text: String| SaveFile::load(&text).map(|_| ()).unwrap_err().line;
        assert_eq!(line(file("standrd", "", "None")), 4, "the variant");
        assert_eq!(line(file("standard", "\"efects\": \"automatic\"", "None")), 7, "an option's name");
        assert_eq!(line(file("standard", "\"effects\": \"sometimes\"", "None")), 7, "an option's value");
        assert_eq!(line(file("standard", "", "Some(\"Red; VVVVV v Purple\")")), 9, "a setup the engine refuses");
        let tribesmen = "(\n format: 1,\n game: \"tribesmen\",\n variant: \"standard\",\n options: {\n  \"turn-limit\": \"0\"},\n moves: [],\n)";
        assert_eq!(SaveFile::load(tribesmen).map(|_| ()).unwrap_err().line, 6, "a value the engine refuses");
    }

    /// A result must be the one the moves give, in Towers' words: a made-up reason, another
    /// winner, or a result for a game still going on is refused at the `result:` line.
    #[test]
    fn a_result_the_moves_do_not_give_is_refused_at_its_line() {
        let file = |result: &str, ended: &str| {
            format!("(\n format: 1,\n game: \"storm\",\n variant: \"standard\",\n result: {result},\n moves: [\"Ie4-e5\"],\n ended: {ended},\n)")
        };
        let load = |text: String| SaveFile::load(&text).map(|_| ());
        assert!(load(file("Some(\"Red wins: Blue resigns\")", "Some(Resigned(1))")).is_ok());
        assert!(load(file("None", "Some(Resigned(1))")).is_ok(), "a file may leave the result out");
        for (result, ended) in [
            ("Some(\"Blue wins: by lying\")", "None"),
            ("Some(\"Blue wins: Red resigns\")", "Some(Resigned(1))"),
            ("Some(\"Red wins: Blue gave up\")", "Some(Resigned(1))"),
        ] {
            let e = load(file(result, ended)).unwrap_err();
            assert_eq!(e.line, 5, "{result}: {e}");
            assert!(e.message.starts_with("the result says"), "{e}");
        }
    }
}
