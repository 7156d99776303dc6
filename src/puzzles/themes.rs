//! What a puzzle's solution does, in words that mean something in its game, read from what the
//! moves actually do: the pieces each of the solver's moves takes, freezes or wins over, the
//! piece that makes it and where it goes, the special moves the engine names (a trip, a push, a
//! War Tower's fall, a death by lost sight), a check, and how the line ends.

use super::Goal;
use crate::core::{BoardView, Ending, MoveKind, PieceKind, PieceView, PyramidRole, Seat};
use crate::session::DynGame;

/// The themes of a solution from `start`, sorted, each once.
pub fn of(start: &dyn DynGame, solution: &[String], goal: Goal) -> Vec<String> {
    let solver = start.to_move();
    let mut themes: Vec<&str> = match goal {
        Goal::Finish { .. } => vec![finish_word(start, solution)],
        Goal::Material => vec!["material"],
        Goal::Advantage => vec!["advantage"],
    };
    let mut now = start.clone_box();
    for (step, notation) in solution.iter().enumerate() {
        let Ok(index) = now.parse(notation) else { break };
        if step % 2 == 0 {
            themes.extend(move_themes(now.as_ref(), index, solver, step == 0));
        }
        if now.play_index(index).is_err() {
            break;
        }
    }
    if solution.len() == 1 {
        themes.push("one-move");
    }
    if super::solved::covers(start) {
        themes.push("endgame");
    }
    let mut words: Vec<String> = themes.into_iter().map(str::to_string).collect();
    words.sort();
    words.dedup();
    words
}

/// "mate" where the game calls its end a checkmate, else "finish".
fn finish_word(start: &dyn DynGame, solution: &[String]) -> &'static str {
    let mut end = start.clone_box();
    for m in solution {
        let _ = end.play_text(m);
    }
    match end.outcome().map(|o| o.ending) {
        Some(Ending::Rule(why)) if why.contains("checkmate") => "mate",
        _ => "finish",
    }
}

/// What one of the solver's moves does.
fn move_themes(before: &dyn DynGame, index: usize, solver: Seat, first: bool) -> Vec<&'static str> {
    let desc = &before.moves()[index];
    let mut after = before.clone_box();
    if after.play_index(index).is_err() {
        return Vec::new();
    }
    let (was, now) = (before.view(), after.view());
    let (theirs_before, theirs_after) = (squares_held_against(&was, solver), squares_held_against(&now, solver));
    let mut themes = Vec::new();
    match theirs_before.saturating_sub(theirs_after) {
        0 if first => themes.push("quiet-move"),
        0 => {}
        1 => themes.push("capture"),
        _ => themes.push("double-capture"),
    }
    if count(&now, |p| p.owner == Some(solver)) > count(&was, |p| p.owner == Some(solver)) {
        themes.push("theft");
    }
    if count(&now, |p| p.frozen && p.owner != Some(solver)) > count(&was, |p| p.frozen && p.owner != Some(solver)) {
        themes.push("freeze");
    }
    // With more than two players, a player out while the game goes on (its pyramids leave).
    let knocked_out = |seat: Seat| seat != solver && before.in_game(seat) && !after.in_game(seat);
    if after.outcome().is_none() && Seat::all(before.seats()).any(knocked_out) {
        themes.push("knock-out");
    }
    if !now.alerts.is_empty() && after.outcome().is_none() {
        themes.extend(alert_word(&before.config().game));
    }
    match before.move_kind(index) {
        Some(MoveKind::Trip) => themes.push("trip"),
        Some(MoveKind::Push) => themes.push("push"),
        Some(MoveKind::Fall) => themes.push("war-tower-fall"),
        None => {}
    }
    if desc.note.as_ref().is_some_and(|n| n.text.contains("sight") && !n.costs_the_mover) {
        themes.push("lost-sight");
    }
    if themes.contains(&"push") && themes.contains(&"lost-sight") {
        themes.push("push-into-blindness");
    }
    let (from, to) = crate::analysis::arrow(&desc.picks);
    let chamber = desc.picks.iter().any(|p| match p {
        crate::core::Pick::Square(s) | crate::core::Pick::Piece { square: s, .. } => {
            was.squares.get(*s as usize).is_some_and(|q| q.marks.chamber.is_some())
        }
        crate::core::Pick::Choice { .. } => false,
    });
    let idea = before.ideas().swap_remove(index);
    let seen =
        Seen { notation: &desc.notation, idea: &idea, was: &was, now: &now, solver, taken: theirs_before.saturating_sub(theirs_after), chamber };
    themes.extend(game_themes(&before.config().game, &seen, from, to));
    themes
}

/// What a move did, for the game's own themes.
struct Seen<'a> {
    notation: &'a str,
    /// `Game::idea`: the actions that decide it (a Three Elephant turn's captures).
    idea: &'a str,
    was: &'a BoardView,
    now: &'a BoardView,
    solver: Seat,
    /// The squares of the opponent's it emptied or won.
    taken: usize,
    /// It passed through or stopped on a Litróf chamber.
    chamber: bool,
}

/// What the board's alert means in each game, once the solver has moved: the opponent's
/// Brain attacked, its last three capped towers, its Elephants threatened.
fn alert_word(game: &str) -> Option<&'static str> {
    match game {
        "storm" => Some("check"),
        "litrof" => Some("last-three-towers"),
        "three-elephant" => Some("elephant-attack"),
        _ => None,
    }
}

/// The squares holding a piece of the solver's opponents: a Litróf tower of three pyramids or a
/// Tribesmen stack is one piece taken, not three.
fn squares_held_against(view: &BoardView, solver: Seat) -> usize {
    view.squares.iter().filter(|s| s.stack.iter().any(|p| p.owner.is_some_and(|o| o != solver))).count()
}

fn count(view: &BoardView, which: impl Fn(&PieceView) -> bool) -> usize {
    view.squares.iter().flat_map(|s| s.stack.iter()).filter(|p| which(p)).count()
}

/// Themes of one game's own pieces and board: the piece that moves (the top of its square's
/// stack before the move, or the notation's first letter) and where it goes.
fn game_themes(game: &str, seen: &Seen, from: Option<u16>, to: Option<u16>) -> Vec<&'static str> {
    if game == "three-elephant" {
        return three_elephant_themes(seen);
    }
    let (Some(from), Some(to)) = (from, to) else { return Vec::new() };
    let (Some(a), Some(b)) = (seen.was.squares.get(from as usize), seen.was.squares.get(to as usize)) else { return Vec::new() };
    let code = match a.stack.last().map(|p| &p.kind) {
        Some(PieceKind::Figure { code, .. }) => Some(*code),
        _ => seen.notation.chars().next(),
    };
    let mut themes = Vec::new();
    match game {
        "storm" => {
            let steps = (a.row - b.row).abs().max((a.col - b.col).abs());
            match code {
                Some('C') if seen.taken > 0 => themes.push("clodhopper-jump"),
                Some('I') if seen.taken > 0 && steps > 1.5 => themes.push("ninny-charge"),
                Some('B') => themes.push("brain-move"),
                _ => {}
            }
            if crosses_river(seen.was, a.row, b.row) {
                themes.push("river");
            }
        }
        "litrof" => {
            let caps =
                |v: &BoardView| count(v, |p| p.owner != Some(seen.solver) && matches!(p.kind, PieceKind::Pyramid { role: PyramidRole::Cap, .. }));
            match code {
                Some('L') if seen.taken > 1 => themes.push("leaper-double-capture"),
                Some('L') if seen.taken == 1 => themes.push("leaper-jump"),
                Some('V') if seen.notation.contains('=') || seen.taken > 0 => themes.push("vampire-theft"),
                Some('I') if count(seen.now, |p| p.frozen) > count(seen.was, |p| p.frozen) => themes.push("icebox-freeze"),
                Some('D') if caps(seen.now) < caps(seen.was) => themes.push("diplomat-decapping"),
                _ => {}
            }
            if seen.chamber {
                themes.push("chamber");
            }
        }
        _ => {}
    }
    themes
}

/// A Three Elephant turn's themes, from the actions that decide it (`Game::idea`), not the
/// Spearman steps and turns that fill it: which pieces take, several of them in one turn (a
/// combination; all three actions: `three-actions`), a turn that wins by turning a Spearman.
fn three_elephant_themes(seen: &Seen) -> Vec<&'static str> {
    let actions: Vec<&str> = seen.idea.split("; ").collect();
    let mut themes: Vec<&'static str> = actions
        .iter()
        .filter(|action| action.contains('x'))
        .filter_map(|action| match action.chars().next() {
            Some('S') => Some("spearman-capture"),
            Some('E') => Some("elephant-capture"),
            Some('N') => Some("knight-capture"),
            _ => None,
        })
        .collect();
    if actions.len() >= 2 && seen.taken > 0 {
        themes.push("combination");
    }
    if actions.len() == 3 && seen.taken > 0 {
        themes.push("three-actions");
    }
    if seen.taken == 0 && seen.idea.contains('>') {
        themes.push("spearman-turn");
    }
    themes
}

/// Whether a move from row `from` to row `to` crosses Storm's river (drawn along the north edge
/// of the squares marked `river_north`).
fn crosses_river(view: &BoardView, from: f32, to: f32) -> bool {
    let Some(bank) = view.squares.iter().find(|s| s.marks.river_north).map(|s| s.row) else { return false };
    (from <= bank) != (to <= bank)
}
