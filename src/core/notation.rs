//! Helpers for reading moves: every game can parse by matching the text against the notation
//! of its legal moves, after its own syntax check.

use super::game::{Game, MoveError};
use super::text::quoted;

/// Canonical form for comparing move texts: no spaces, no check or mate marks.
pub fn canonical(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace() && *c != '+' && *c != '#').collect()
}

/// Finds the legal move whose notation equals `text` (ignoring spaces and check marks), or
/// says why none does. `what` names the move kind for messages ("move", "turn").
pub fn match_legal<G: Game>(pos: &G, text: &str) -> Result<G::Move, MoveError> {
    let want = canonical(text);
    if want.is_empty() {
        return Err(MoveError::Empty);
    }
    let moves = pos.moves();
    if moves.is_empty() {
        return Err(MoveError::NoMoves);
    }
    for m in &moves {
        if canonical(&pos.notation(m)) == want {
            return Ok(m.clone());
        }
    }
    Err(MoveError::NotLegal(text.trim().to_string()))
}

/// Like `match_legal`, but also accepts a text that names a unique legal move when compared
/// by the `key` function (e.g. ignoring bracketed effects); gives a list when ambiguous.
pub fn match_legal_by<G: Game>(pos: &G, text: &str, key: impl Fn(&str) -> String) -> Result<G::Move, MoveError> {
    if let Ok(m) = match_legal(pos, text) {
        return Ok(m);
    }
    let want = key(&canonical(text));
    let moves = pos.moves();
    let hits: Vec<&G::Move> = moves.iter().filter(|m| key(&canonical(&pos.notation(m))) == want).collect();
    match hits.len() {
        1 => Ok(hits[0].clone()),
        0 => Err(MoveError::NotLegal(text.trim().to_string())),
        _ => {
            let could: Vec<String> = hits.iter().take(6).map(|m| pos.notation(m)).collect();
            Err(MoveError::Ambiguous { text: text.trim().to_string(), could })
        }
    }
}

/// Plays a move list (`split_moves`) one move at a time through `play`; the first refusal is
/// "move N 'm': why", with the move quoted safely.
pub fn play_list<E: std::fmt::Display>(list: &str, mut play: impl FnMut(&str) -> Result<String, E>) -> Result<usize, ListError<E>> {
    let moves = split_moves(list);
    for (i, m) in moves.iter().enumerate() {
        play(m).map_err(|error| ListError { number: i + 1, text: m.clone(), error })?;
    }
    Ok(moves.len())
}

/// The first move of a list that was refused: its number (from 1), its text and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("move {number} '{}': {error}", quoted(.text))]
pub struct ListError<E: std::fmt::Display> {
    pub number: usize,
    pub text: String,
    pub error: E,
}

/// Splits a list of moves at white space, except white space inside brackets (a Litróf
/// move's effects, `LMc2-c9-c5(xc7, xc8)`) or after a `;` (which joins the actions of one
/// Three Elephant turn, `Sa2>L; Nb1-c3`). This is the one move-list form of every game:
/// `--moves`, `show`'s list of legal moves and text exports use it.
pub fn split_moves(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut open = false;
    for word in text.split_whitespace() {
        match out.last_mut() {
            Some(last) if open || last.ends_with(';') || word.starts_with(';') => {
                last.push(' ');
                last.push_str(word);
            }
            _ => out.push(word.to_string()),
        }
        let depth = out.last().map_or(0, |m| m.matches('(').count() as i64 - m.matches(')').count() as i64);
        open = depth > 0;
    }
    out
}
