//! Questions typed in the move field, answered in words: what a sighted player sees at a
//! glance, for a player who cannot see the board (lichess's blind mode answers the same kind of
//! commands). `answer` is asked first with whatever was typed; None means it was no question and
//! is read as a move. Moves are named in the games' own notation, squares by their names.

use super::history::History;
use crate::core::{BoardView, PieceView, Seat, SquareView};
use crate::session::DynGame;

/// What `help` says, in English (the catalogue's `ask-help`); [`help`] says it in the
/// player's language. The questions themselves are typed in English in every language, like
/// moves and square names.
pub const HELP: &str = "Questions: last (the last move and what it did), pieces [SIDE] (where a side's pieces stand), \
square NAME (what stands there), moves [NAME] (the legal moves, or those from a square), clocks, help.";

/// What `help` says, in the player's language.
pub fn help() -> String {
    crate::t!("ask-help")
}

/// `words` and then `text` as a sentence of its own: "… A trip." (Chinese ends a sentence with
/// "。" and puts no space between sentences).
fn then_sentence(words: &str, text: &str) -> String {
    crate::t!("ask-sentences", first = words, then = crate::t!("ask-sentence", text = text))
}

/// What joins the items of an answer's list: "b1 empty; c3 Red Yahoo".
fn separator() -> String {
    crate::t!("ask-separator")
}

/// The answer to `text` about the game in `history`, if `text` is a question.
pub fn answer(history: &History, text: &str) -> Option<String> {
    let mut words = text.split_whitespace();
    let first = words.next()?.to_ascii_lowercase();
    let arg = words.next();
    let game = history.current();
    Some(match first.as_str() {
        "help" | "?" => help(),
        "last" => last(history),
        "pieces" => pieces(game, arg),
        "square" | "what" => match arg {
            Some(name) => square(&game.view(), game, name),
            None => crate::t!("ask-which-square"),
        },
        "moves" => moves(game, arg),
        "clock" | "clocks" | "time" => clocks(history),
        _ => return None,
    })
}

/// The last move, who played it and what changed on the board.
fn last(history: &History) -> String {
    let ply = history.ply();
    let (Some(notation), Some(before)) = (history.moves().last(), ply.checked_sub(1).and_then(|p| history.position(p))) else {
        return crate::t!("ask-no-move-yet");
    };
    let after = history.current();
    let mover = before.seat_name(before.to_move());
    let effects = effects(&before.view(), &after.view(), &|s| after.seat_name(s));
    crate::t!("ask-played", side = mover, notation = notation.as_str(), effects = effects)
}

/// What a screen reader says after each ply: who played what, what it did (a fall, a trip,
/// deaths by lost sight; the pieces gone and the squares changed), then check and the result.
pub fn announce(history: &History) -> String {
    let mut words = last(history);
    let game = history.current();
    let view = game.view();
    if let Some(happened) = super::happened::last(history) {
        let kind = match happened.kind {
            Some(crate::core::MoveKind::Fall) => Some(crate::t!("announce-fall")),
            Some(crate::core::MoveKind::Trip) => Some(crate::t!("announce-trip")),
            Some(crate::core::MoveKind::Push) => Some(crate::t!("announce-push")),
            None => None,
        };
        if let Some(kind) = kind {
            words = crate::t!("ask-sentences", first = kind, then = words);
        }
        if let Some(note) = happened.note {
            words = then_sentence(&words, &note);
        }
    }
    if !view.alerts.is_empty() && !view.alert_note.is_empty() {
        words = then_sentence(&words, &view.alert_note);
    }
    if let Some(result) = game.result_text() {
        words = then_sentence(&words, &result);
    }
    words
}

/// What stands on the square numbered `index`, as `square NAME` answers it.
pub fn square_at(game: &dyn DynGame, view: &BoardView, index: usize) -> String {
    view.squares.get(index).map_or_else(String::new, |s| square(view, game, &s.name))
}

/// What a move changed, in words: the pieces that left the board (those that left a square and
/// arrived on none), then each square whose pieces changed, as it is now.
pub fn effects(before: &BoardView, after: &BoardView, name: &dyn Fn(Seat) -> String) -> String {
    let mut left: Vec<(&PieceView, &str)> = Vec::new();
    let mut arrived: Vec<&PieceView> = Vec::new();
    let mut changed = Vec::new();
    for (old, new) in before.squares.iter().zip(&after.squares) {
        if old.stack == new.stack {
            continue;
        }
        changed.push(crate::t!("ask-square-holds", square = new.name.as_str(), contents = contents(new, name)));
        left.extend(unmatched(&old.stack, &new.stack).into_iter().map(|p| (p, old.name.as_str())));
        arrived.extend(unmatched(&new.stack, &old.stack));
    }
    let mut gone = Vec::new();
    for (p, from) in left {
        match arrived.iter().position(|q| same(q, p)) {
            Some(i) => {
                arrived.swap_remove(i);
            }
            None => gone.push(crate::t!("ask-gone-from", piece = piece_name(p, name), square = from)),
        }
    }
    let changed = changed.join(&separator());
    if gone.is_empty() {
        crate::t!("ask-now", squares = changed)
    } else {
        crate::t!("ask-off-the-board-now", pieces = gone.join(&crate::t!("list-separator")), squares = changed)
    }
}

/// The pieces of `a` that `b` does not hold as many of.
fn unmatched<'a>(a: &'a [PieceView], b: &[PieceView]) -> Vec<&'a PieceView> {
    let mut rest: Vec<&PieceView> = b.iter().collect();
    a.iter()
        .filter(|p| match rest.iter().position(|q| same(q, p)) {
            Some(i) => {
                rest.swap_remove(i);
                false
            }
            None => true,
        })
        .collect()
}

/// The same piece for the player: kind and owner (a frozen Litróf tower is still itself).
fn same(a: &PieceView, b: &PieceView) -> bool {
    a.kind == b.kind && a.owner == b.owner
}

/// Where each piece of a side stands, square by square; the side to move's when no side is
/// named.
fn pieces(game: &dyn DynGame, side: Option<&str>) -> String {
    let seats: Vec<Seat> = Seat::all(game.seats()).collect();
    let seat = match side {
        None => game.to_move(),
        // A side is named as the player reads it or as in English ("rot" or "red").
        Some(word) => match seats.iter().find(|&&s| {
            game.seat_name(s).eq_ignore_ascii_case(word) || crate::core::words::canonical(|| game.seat_name(s)).eq_ignore_ascii_case(word)
        }) {
            Some(&s) => s,
            None => {
                let names: Vec<String> = seats.iter().map(|&s| game.seat_name(s)).collect();
                return crate::t!(
                    "ask-no-such-side",
                    word = crate::core::text::quoted(word).to_string(),
                    sides = names.join(&crate::t!("list-separator"))
                );
            }
        },
    };
    let view = game.view();
    let name = |s: Seat| game.seat_name(s);
    let mine: Vec<String> = view
        .squares
        .iter()
        .filter(|s| s.stack.iter().any(|p| p.owner == Some(seat)))
        .map(|s| crate::t!("ask-square-holds", square = s.name.as_str(), contents = contents(s, &name)))
        .collect();
    if mine.is_empty() {
        return crate::t!("ask-no-pieces", side = name(seat));
    }
    crate::t!("ask-pieces", side = name(seat), squares = mine.join(&separator()))
}

/// What stands on the square called `name`.
fn square(view: &BoardView, game: &dyn DynGame, name: &str) -> String {
    let Some(index) = view.square_index(name) else {
        return crate::t!("ask-no-such-square", square = crate::core::text::quoted(name).to_string());
    };
    let s = &view.squares[index as usize];
    let described = game.describe(index);
    if !described.is_empty() && !s.stack.is_empty() {
        return crate::t!("ask-square-described", square = s.name.as_str(), lines = described.join(&crate::t!("ask-line-separator")));
    }
    crate::t!("ask-square", square = s.name.as_str(), contents = contents(s, &|seat| game.seat_name(seat)))
}

/// A square's pieces, bottom to top: "Red Yahoo", "a stack of 2: Red large man, Red king",
/// "empty". A piece built of parts that share one label (a Litróf tower) is named once.
fn contents(s: &SquareView, name: &dyn Fn(Seat) -> String) -> String {
    let names: Vec<String> = s.stack.iter().map(|p| piece_name(p, name)).collect();
    let one_piece = names.windows(2).all(|w| w[0] == w[1]) && s.stack.windows(2).all(|w| w[0].kind != w[1].kind);
    match names.as_slice() {
        [] => crate::t!("ask-empty"),
        [first, ..] if one_piece => first.clone(),
        _ => crate::t!("ask-stack", count = names.len(), pieces = names.join(&crate::t!("list-separator"))),
    }
}

/// A piece in words: its label, which games write with the owner ("Red Yahoo", "Rüpel (Rot)"),
/// or the owner and the label.
fn piece_name(p: &PieceView, name: &dyn Fn(Seat) -> String) -> String {
    match p.owner {
        Some(seat) if !p.label.contains(&name(seat)) => crate::t!("ask-piece-of-side", side = name(seat), piece = p.label.as_str()),
        _ => p.label.clone(),
    }
}

/// The legal moves, or those of the piece on the square named.
fn moves(game: &dyn DynGame, from: Option<&str>) -> String {
    if let Some(result) = game.result_text() {
        return crate::t!("ask-game-over", result = result);
    }
    let all = game.moves();
    let Some(name) = from else {
        // Moves are notation: joined the same in every language.
        let list: Vec<&str> = all.iter().map(|m| m.notation.as_str()).collect();
        return crate::t!("ask-legal-moves", count = list.len(), moves = list.join(", "));
    };
    let view = game.view();
    let Some(sq) = view.square_index(name) else {
        return crate::t!("ask-no-such-square", square = crate::core::text::quoted(name).to_string());
    };
    let list: Vec<&str> = all.iter().filter(|m| m.picks.first().and_then(|p| p.square()) == Some(sq)).map(|m| m.notation.as_str()).collect();
    let square = view.squares[sq as usize].name.as_str();
    if list.is_empty() {
        return crate::t!("ask-no-move-from", square = square);
    }
    crate::t!("ask-moves-from", square = square, moves = list.join(", "))
}

/// Each seat's time, the one running first.
fn clocks(history: &History) -> String {
    let Some(clock) = history.clock() else { return crate::t!("ask-no-clocks") };
    let game = history.current();
    let faces: Vec<String> = Seat::all(game.seats())
        .map(|s| {
            let (side, time) = (game.seat_name(s), crate::core::clock::face::show(&clock.face(s)));
            if clock.running() && clock.turn() == s {
                crate::t!("ask-clock-running", side = side, time = time)
            } else {
                crate::t!("ask-clock", side = side, time = time)
            }
        })
        .collect();
    crate::t!("ask-clocks", clocks = faces.join(&crate::t!("list-separator")))
}

#[cfg(test)]
mod tests;
