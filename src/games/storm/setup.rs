//! Custom positions for `--setup` and tests: `red: Be1 Td1 Nb4; blue: Be10 Ia7; blue to move`.
//! Pieces are the notation letters (B T N C Y F I) followed by a square; the side to move is
//! Red unless a part says otherwise.

use super::data;
use super::pieces::{Kind, SEAT_NAMES};
use crate::core::text::quoted;
use crate::core::{ConfigError, Seat};

pub const HELP: &str = "red: <pieces>; blue: <pieces>[; blue to move] — pieces as a notation letter (B Brain, T Toady, N Numskull, C Clodhopper, Y Yahoo, F Fuddy-Duddy, I Ninny) and a square, e.g. \"red: Be1 Nb4; blue: Be10 Ia7\". The variant's piece rules apply; Red moves first unless told.";

/// Each side's pieces as (kind, square), in the order given (which is their id order).
pub type Placed = Vec<Vec<(Kind, usize)>>;

/// How a setup is written, in the player's language (the game's words give [`HELP`]).
fn help() -> String {
    super::meta().setup_help.unwrap_or_else(|| HELP.to_string())
}

/// Pieces per side and the side to move.
pub fn parse(text: &str) -> Result<(Placed, Seat), ConfigError> {
    let mut sides: Vec<Option<Vec<(Kind, usize)>>> = vec![None, None];
    let mut to_move = Seat::FIRST;
    for part in text.split(';').map(str::trim).filter(|p| !p.is_empty()) {
        let lower = part.to_ascii_lowercase();
        if let Some(who) = lower.strip_suffix("to move") {
            to_move = seat(who.trim()).ok_or_else(|| ConfigError::Rejected(crate::t!("storm-setup-to-move", part = quoted(part).to_string())))?;
            continue;
        }
        let (who, list) = part
            .split_once(':')
            .ok_or_else(|| ConfigError::Rejected(crate::t!("storm-setup-side", part = quoted(part).to_string(), help = help())))?;
        let s = seat(&who.trim().to_ascii_lowercase())
            .ok_or_else(|| ConfigError::Rejected(crate::t!("storm-setup-unknown-side", word = quoted(who.trim()).to_string())))?;
        if sides[s].is_some() {
            return Err(ConfigError::Rejected(crate::t!("storm-setup-twice", side = crate::core::words::side(SEAT_NAMES[s]))));
        }
        let mut pieces = Vec::new();
        for word in list.split(|c: char| c.is_whitespace() || c == ',').filter(|w| !w.is_empty()) {
            let mut chars = word.chars();
            let letter = chars.next().unwrap_or(' ');
            let kind = Kind::from_letter(letter)
                .filter(|_| letter.is_ascii_uppercase())
                .ok_or_else(|| ConfigError::Rejected(crate::t!("storm-setup-piece-letter", word = quoted(word).to_string())))?;
            let square = data::parse(chars.as_str()).ok_or_else(|| {
                ConfigError::Rejected(crate::t!(
                    "storm-setup-not-a-square",
                    square = quoted(chars.as_str()).to_string(),
                    word = quoted(word).to_string()
                ))
            })?;
            pieces.push((kind, square));
        }
        sides[s] = Some(pieces);
    }
    let sides: Vec<Vec<(Kind, usize)>> = Seat::all(2)
        .zip(sides)
        .map(|(s, v)| {
            v.ok_or_else(|| ConfigError::Rejected(crate::t!("storm-setup-no-pieces", side = crate::core::words::side(SEAT_NAMES[s]), help = help())))
        })
        .collect::<Result<_, _>>()?;
    Ok((sides, to_move))
}

fn seat(word: &str) -> Option<Seat> {
    match word {
        "red" => Some(Seat::FIRST),
        "blue" => Some(Seat::SECOND),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_sides_and_turn() {
        let (sides, turn) = parse("red: Be1 Nb4; blue: Be10, Ia7; blue to move").unwrap();
        assert_eq!(turn, Seat::SECOND);
        assert_eq!(sides[Seat::FIRST], vec![(Kind::Brain, data::parse("e1").unwrap()), (Kind::Numskull, data::parse("b4").unwrap())]);
        assert_eq!(sides[Seat::SECOND].len(), 2);
    }

    #[test]
    fn errors_say_what_is_wrong() {
        assert!(parse("red: Be1").unwrap_err().to_string().contains("no pieces given for Blue"));
        assert!(parse("red: Be1; blue: Xe10").unwrap_err().to_string().contains("piece letter"));
        assert!(parse("red: Be1; blue: Be11").unwrap_err().to_string().contains("not a square"));
        assert!(parse("green: Be1").unwrap_err().to_string().contains("unknown side"));
        assert!(parse("red: Be1; red: Be2").unwrap_err().to_string().contains("twice"));
    }
}
