//! What a Towers server (`towers serve`, the `server` module) and its clients say to each other:
//! JSON over HTTP under `/api`, and a game's changes as server-sent events. The types here are
//! plain serde, shared by the server, the blocking client ([`client`], feature `online`), the
//! load test and the tests. `docs/server.md` lists every route.

#[cfg(feature = "online")]
pub mod client;

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A player's name: 2 to 20 letters, digits, `_` or `-`, starting with a letter. Nothing else,
/// so a name can never carry markup, spaces that look alike, or control characters.
pub fn check_name(name: &str) -> Result<(), String> {
    let chars = name.chars().count();
    if !(2..=20).contains(&chars) {
        return Err("a name has 2 to 20 characters".into());
    }
    if !name.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return Err("a name starts with a letter".into());
    }
    if !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-') {
        return Err("a name has only letters, digits, '_' and '-'".into());
    }
    Ok(())
}

/// Text made safe inside a URL's path or query: every byte but letters, digits and `-_.~`
/// %-escaped.
pub fn query_part(text: &str) -> String {
    text.bytes().map(|b| if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) { (b as char).to_string() } else { format!("%{b:02X}") }).collect()
}

/// The shortest and longest password taken (the longest bounds the hashing work per login).
pub const PASSWORD_CHARS: std::ops::RangeInclusive<usize> = 8..=128;

/// Signing up or signing in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Credentials {
    pub name: String,
    pub password: String,
}

/// A session: the bearer token for every later request (`Authorization: Bearer TOKEN`), and the
/// name as the server spells it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Session {
    pub token: String,
    pub name: String,
}

/// The game, variant and options of a seek or a game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameKind {
    pub game: String,
    #[serde(default = "standard")]
    pub variant: String,
    #[serde(default)]
    pub options: BTreeMap<String, String>,
}

fn standard() -> String {
    "standard".into()
}

impl GameKind {
    /// The engine's configuration for this kind, with a setup choice where the game has one.
    pub fn config(&self, setup: Option<String>) -> crate::core::GameConfig {
        crate::core::GameConfig { game: self.game.clone(), variant: self.variant.clone(), options: self.options.clone(), setup }
    }
}

/// An open seek, or a challenge to one player (`to`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewSeek {
    #[serde(flatten)]
    pub kind: GameKind,
    /// A time control as `core::clock` writes it: `5+3`, `3d` (days a move), `none`.
    pub time: String,
    pub rated: bool,
    /// A challenge: only this player may accept.
    #[serde(default)]
    pub to: Option<String>,
}

/// A seek as the lobby lists it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Seek {
    pub id: String,
    /// Who made it.
    pub by: String,
    #[serde(flatten)]
    pub kind: GameKind,
    pub time: String,
    pub rated: bool,
    pub to: Option<String>,
    /// Seats the game has, and the players already in (the maker first).
    pub seats: usize,
    pub players: Vec<String>,
    /// The maker's rating in the seek's pool.
    pub rating: f64,
}

/// "Play anyone": the game and time wanted; the server pairs with the nearest rating.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pairing {
    #[serde(flatten)]
    pub kind: GameKind,
    pub time: String,
    pub rated: bool,
}

/// What accepting a seek, or asking for a pairing, led to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Joined {
    /// The game, once every seat is taken.
    pub game: Option<String>,
    /// The seek that waits for more players (a pairing with nobody to pair makes one).
    pub seek: Option<String>,
}

/// One seat's clock in a snapshot.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatClock {
    /// As a clock shows it: `4:59`, `0:00:08.2`, with `/N` for byo-yomi periods.
    pub shown: String,
    /// How long this clock can run before its flag falls, in milliseconds.
    pub to_flag_ms: u64,
    pub running: bool,
}

/// An offer in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OfferState {
    pub by: usize,
    pub what: String,
}

/// A game as it stands: what `GET /api/games/ID` answers and every event of its stream carries.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameState {
    pub id: String,
    /// Rises by one with every change; a client keeps the highest it has seen.
    pub version: u64,
    #[serde(flatten)]
    pub kind: GameKind,
    /// The position string the game started from, when not the setup's start.
    pub start: Option<String>,
    pub time: String,
    pub rated: bool,
    /// The players by seat, and the seats' names in the game ("Red", "Black").
    pub players: Vec<String>,
    pub sides: Vec<String>,
    pub moves: Vec<String>,
    /// In a timed game, the mover's clock after each move (`0:04:58.2`), as the server kept it.
    #[serde(default)]
    pub readings: Vec<String>,
    /// The seat to move (from 0), while the game goes on.
    pub to_move: Option<usize>,
    pub clocks: Option<Vec<SeatClock>>,
    /// The position now, as a position string.
    pub position: String,
    pub offer: Option<OfferState>,
    /// The result in words, once the game is over.
    pub result: Option<String>,
    /// Points per seat once over (1 a win, ½ a draw; four-player Tribesmen by place).
    pub scores: Option<Vec<f64>>,
}

impl GameState {
    /// The moves the engine allows in the position now, in its notation.
    pub fn legal_moves(&self) -> Result<Vec<String>, crate::core::PositionError> {
        let position = crate::games::from_position(&self.kind.config(None), &self.position)?;
        Ok(position.moves().into_iter().map(|m| m.notation).collect())
    }
}

/// A move for the game's `ply`-th place (1-based: the number of moves after it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayMove {
    pub ply: usize,
    pub notation: String,
}

/// An offer (`draw`) or an answer to one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Offering {
    pub what: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answer {
    pub accept: bool,
}

/// A game in a list: the archive, a player's games, the live games to watch.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameSummary {
    pub id: String,
    #[serde(flatten)]
    pub kind: GameKind,
    pub time: String,
    pub rated: bool,
    pub players: Vec<String>,
    pub plies: usize,
    pub result: Option<String>,
    /// Unix time in milliseconds of the game's start and of its last change.
    pub created_ms: i64,
    pub updated_ms: i64,
}

/// A rating in one pool (a game, or four-player Tribesmen).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub pool: String,
    pub rating: f64,
    pub deviation: f64,
    pub games: i64,
}

/// A leaderboard row.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ranked {
    pub name: String,
    #[serde(flatten)]
    pub rating: Rating,
}

/// The signed-in player: ratings, and the games where it is this player's move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Me {
    pub name: String,
    pub ratings: Vec<Rating>,
    pub your_move: Vec<String>,
    pub playing: Vec<String>,
}

/// A refusal: the HTTP status carries the kind, this the words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Problem {
    pub error: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_with_markup_spaces_or_odd_letters_are_refused() {
        for bad in ["<b>x</b>", "a b", "x", "1abc", "ann\u{202e}", "Ánn", "a&amp;", "abcdefghijklmnopqrstu", ""] {
            assert!(check_name(bad).is_err(), "{bad:?}");
        }
        for good in ["ann", "Bob_2", "x-y", "abcdefghijklmnopqrst"] {
            assert!(check_name(good).is_ok(), "{good:?}");
        }
    }

    #[cfg(feature = "online")]
    #[test]
    fn a_seek_reads_with_the_default_variant() {
        let seek: NewSeek = serde_json::from_str(r#"{"game":"storm","time":"5+3","rated":true}"#).unwrap();
        assert_eq!(seek.kind.variant, "standard");
        assert_eq!(seek.to, None);
    }
}
