//! Questions typed in the move field, answered in words: what a sighted player sees at a
//! glance, for a player who cannot see the board (lichess's blind mode answers the same kind of
//! commands). `answer` is asked first with whatever was typed; None means it was no question and
//! is read as a move. Moves are named in the games' own notation, squares by their names.

use super::history::History;
use crate::core::{BoardView, PieceView, Seat, SquareView};
use crate::session::DynGame;

/// What `help` says.
pub const HELP: &str = "Questions: last (the last move and what it did), pieces [SIDE] (where a side's pieces stand), \
square NAME (what stands there), moves [NAME] (the legal moves, or those from a square), clocks, help.";

/// The answer to `text` about the game in `history`, if `text` is a question.
pub fn answer(history: &History, text: &str) -> Option<String> {
    let mut words = text.split_whitespace();
    let first = words.next()?.to_ascii_lowercase();
    let arg = words.next();
    let game = history.current();
    Some(match first.as_str() {
        "help" | "?" => HELP.to_string(),
        "last" => last(history),
        "pieces" => pieces(game, arg),
        "square" | "what" => match arg {
            Some(name) => square(&game.view(), game, name),
            None => "Which square? For example: square e4.".to_string(),
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
        return "No move has been played yet.".to_string();
    };
    let after = history.current();
    let mover = before.seat_name(before.to_move());
    let effects = effects(&before.view(), &after.view(), &|s| after.seat_name(s));
    format!("{mover} played {notation}. {effects}")
}

/// What a screen reader says after each ply: who played what, what it did (a fall, a trip,
/// deaths by lost sight; the pieces gone and the squares changed), then check and the result.
pub fn announce(history: &History) -> String {
    let mut words = last(history);
    let game = history.current();
    let view = game.view();
    if let Some(happened) = super::happened::last(history) {
        let kind = match happened.kind {
            Some(crate::core::MoveKind::Fall) => "A War Tower falls. ",
            Some(crate::core::MoveKind::Trip) => "A trip. ",
            Some(crate::core::MoveKind::Push) => "A push. ",
            None => "",
        };
        words.insert_str(0, kind);
        if let Some(note) = happened.note {
            words.push_str(&format!(" {note}."));
        }
    }
    if !view.alerts.is_empty() && !view.alert_note.is_empty() {
        words.push_str(&format!(" {}.", view.alert_note));
    }
    if let Some(result) = game.result_text() {
        words.push_str(&format!(" {result}."));
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
        changed.push(format!("{} {}", new.name, contents(new, name)));
        left.extend(unmatched(&old.stack, &new.stack).into_iter().map(|p| (p, old.name.as_str())));
        arrived.extend(unmatched(&new.stack, &old.stack));
    }
    let mut gone = Vec::new();
    for (p, from) in left {
        match arrived.iter().position(|q| same(q, p)) {
            Some(i) => {
                arrived.swap_remove(i);
            }
            None => gone.push(format!("{} from {from}", piece_name(p, name))),
        }
    }
    let gone = if gone.is_empty() { String::new() } else { format!("Off the board: {}. ", gone.join(", ")) };
    format!("{gone}Now: {}.", changed.join("; "))
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
        Some(word) => match seats.iter().find(|&&s| game.seat_name(s).eq_ignore_ascii_case(word)) {
            Some(&s) => s,
            None => {
                let names: Vec<String> = seats.iter().map(|&s| game.seat_name(s)).collect();
                return format!("No side is called '{}' (sides: {}).", crate::core::text::quoted(word), names.join(", "));
            }
        },
    };
    let view = game.view();
    let name = |s: Seat| game.seat_name(s);
    let mine: Vec<String> =
        view.squares.iter().filter(|s| s.stack.iter().any(|p| p.owner == Some(seat))).map(|s| format!("{} {}", s.name, contents(s, &name))).collect();
    if mine.is_empty() {
        return format!("{} has no pieces on the board.", name(seat));
    }
    format!("{}'s pieces: {}.", name(seat), mine.join("; "))
}

/// What stands on the square called `name`.
fn square(view: &BoardView, game: &dyn DynGame, name: &str) -> String {
    let Some(index) = view.square_index(name) else {
        return format!("There is no square '{}' on this board.", crate::core::text::quoted(name));
    };
    let s = &view.squares[index as usize];
    let described = game.describe(index);
    if !described.is_empty() && !s.stack.is_empty() {
        return format!("{}: {}", s.name, described.join(". "));
    }
    format!("{}: {}.", s.name, contents(s, &|seat| game.seat_name(seat)))
}

/// A square's pieces, bottom to top: "Red Yahoo", "a stack of 2: Red large man, Red king",
/// "empty". A piece built of parts that share one label (a Litróf tower) is named once.
fn contents(s: &SquareView, name: &dyn Fn(Seat) -> String) -> String {
    let names: Vec<String> = s.stack.iter().map(|p| piece_name(p, name)).collect();
    let one_piece = names.windows(2).all(|w| w[0] == w[1]) && s.stack.windows(2).all(|w| w[0].kind != w[1].kind);
    match names.as_slice() {
        [] => "empty".to_string(),
        [first, ..] if one_piece => first.clone(),
        _ => format!("a stack of {}: {}", names.len(), names.join(", ")),
    }
}

/// A piece in words: its label, which games write with the owner ("Red Yahoo"), or the owner
/// and the label.
fn piece_name(p: &PieceView, name: &dyn Fn(Seat) -> String) -> String {
    match p.owner {
        Some(seat) if !p.label.starts_with(&name(seat)) => format!("{} {}", name(seat), p.label),
        _ => p.label.clone(),
    }
}

/// The legal moves, or those of the piece on the square named.
fn moves(game: &dyn DynGame, from: Option<&str>) -> String {
    if let Some(result) = game.result_text() {
        return format!("The game is over: {result}.");
    }
    let all = game.moves();
    let Some(name) = from else {
        let list: Vec<&str> = all.iter().map(|m| m.notation.as_str()).collect();
        return format!("{} legal moves: {}.", list.len(), list.join(", "));
    };
    let view = game.view();
    let Some(sq) = view.square_index(name) else {
        return format!("There is no square '{}' on this board.", crate::core::text::quoted(name));
    };
    let list: Vec<&str> = all.iter().filter(|m| m.picks.first().and_then(|p| p.square()) == Some(sq)).map(|m| m.notation.as_str()).collect();
    if list.is_empty() {
        return format!("No legal move starts on {}.", view.squares[sq as usize].name);
    }
    format!("From {}: {}.", view.squares[sq as usize].name, list.join(", "))
}

/// Each seat's time, the one running first.
fn clocks(history: &History) -> String {
    let Some(clock) = history.clock() else { return "This game has no clocks.".to_string() };
    let game = history.current();
    let faces: Vec<String> = Seat::all(game.seats())
        .map(|s| {
            let running = if clock.running() && clock.turn() == s { " (running)" } else { "" };
            format!("{} {}{running}", game.seat_name(s), crate::core::clock::face::show(&clock.face(s)))
        })
        .collect();
    format!("Clocks: {}.", faces.join(", "))
}

#[cfg(test)]
mod tests;
