//! The checks that make a guide trustworthy: every lesson is played through the engine, so a
//! guide can only show positions the engine reads, moves it accepts and effects it produces,
//! and its piece chapter cannot miss a piece the game has. The tests run them on every guide;
//! they return every problem found, in words, so that an author sees them all at once.

use super::{Guide, Lesson};
use crate::core::{BoardView, PieceKind, PieceView, PyramidRole};
use crate::games;
use crate::session::DynGame;
use std::collections::BTreeSet;

/// The chapters every guide has, in this order at its start, by their keys ("The board", "The
/// pieces", "Captures and effects" in English).
pub const CHAPTERS: [&str; 3] = ["board", "pieces", "captures"];

/// Every problem of a guide, each naming the lesson it is in; empty when the guide is sound.
pub fn problems(guide: &Guide) -> Vec<String> {
    let mut out = Vec::new();
    if games::find(&guide.game).is_err() {
        return vec![format!("no game '{}'", crate::core::text::quoted(&guide.game))];
    }
    if guide.goal.is_empty() {
        out.push("the goal is empty".to_string());
    }
    let keys: Vec<&str> = guide.chapters.iter().map(|c| c.id.as_str()).collect();
    if keys.len() < CHAPTERS.len() || keys[..CHAPTERS.len()] != CHAPTERS {
        out.push(format!("the chapters must begin with {CHAPTERS:?}, not {keys:?}"));
    }
    out.extend(key_problems(guide));
    for c in &guide.chapters {
        if c.text.is_empty() || c.lessons.is_empty() {
            out.push(format!("chapter '{}' needs a text and lessons", c.title));
        }
    }
    for (n, _, lesson) in guide.lessons() {
        out.extend(lesson_problems(&guide.game, lesson).into_iter().map(|p| format!("lesson {n} '{}': {p}", lesson.title)));
    }
    if !guide.lessons().any(|(_, _, l)| l.result.as_deref().is_some_and(|r| r.contains(" wins: "))) {
        out.push("no lesson shows a game won (a lesson whose steps end in a result with ' wins: ')".to_string());
    }
    let missing = missing_pieces(guide);
    if !missing.is_empty() {
        out.push(format!("the piece chapter has no lesson for {}", missing.into_iter().collect::<Vec<_>>().join(", ")));
    }
    out
}

/// What is wrong with the keys of the chapters and lessons, which name their words in the
/// catalogue: each is lower-case letters, digits and hyphens, and no two words share an id.
pub fn key_problems(guide: &Guide) -> Vec<String> {
    let mut out = Vec::new();
    let keys = guide.chapters.iter().map(|c| &c.id).chain(guide.chapters.iter().flat_map(|c| c.lessons.iter().map(|l| &l.id)));
    for key in keys {
        let good = key.starts_with(|c: char| c.is_ascii_lowercase()) && key.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        if !good {
            out.push(format!("the key '{}' is not lower-case letters, digits and hyphens", crate::core::text::quoted(key)));
        }
    }
    let mut seen = BTreeSet::new();
    for id in guide.message_ids() {
        if !seen.insert(id.clone()) {
            out.push(format!("two words would share the id {id}: give a chapter or a lesson another key"));
        }
    }
    out
}

/// What is wrong with one lesson of `game`: its configuration, position, focus and steps.
pub fn lesson_problems(game: &str, lesson: &Lesson) -> Vec<String> {
    let mut out = Vec::new();
    if lesson.title.is_empty() || lesson.text.is_empty() {
        out.push("a lesson needs a title and a text".to_string());
    }
    let config = lesson.config(game);
    let meta = match games::find(game) {
        Ok(g) => (g.meta)(),
        Err(e) => return vec![e.to_string()],
    };
    if let Err(e) = meta.resolve(&config) {
        return vec![format!("configuration: {e}")];
    }
    let history = match lesson.start(game) {
        Ok(h) => h,
        Err(e) => return vec![format!("position: {e}")],
    };
    let start = history.current();
    if start.position_text() != lesson.position {
        out.push(format!("the position is not written canonically: the engine writes it '{}'", start.position_text()));
    }
    if let Some(r) = start.result_text() {
        out.push(format!("the position is already over ({r})"));
    }
    if let Some(square) = &lesson.focus {
        out.extend(focus_problem(start, square));
    }
    let mut h = history.clone();
    for (i, step) in lesson.steps.iter().enumerate() {
        if step.say.is_empty() {
            out.push(format!("step {} has no caption", i + 1));
        }
        if let Err(e) = h.play_text(&step.play) {
            out.push(format!("step {} '{}' cannot be played: {e}", i + 1, step.play));
            return out;
        }
        if let Some(want) = &step.expect
            && *want != h.current().position_text()
        {
            out.push(format!("after step {} '{}' the position is '{}', not the expected '{want}'", i + 1, step.play, h.current().position_text()));
        }
    }
    if !lesson.steps.is_empty() && lesson.steps.iter().all(|s| s.expect.is_none()) {
        out.push("a scripted lesson needs an expected position after at least one step".to_string());
    }
    let end = h.current().result_text();
    if end != lesson.result && !(lesson.steps.is_empty() && lesson.result.is_none()) {
        out.push(match (&lesson.result, end) {
            (Some(want), Some(got)) => format!("the steps end in '{got}', not '{want}'"),
            (Some(want), None) => format!("the steps do not end the game ('{want}' expected)"),
            (None, Some(got)) => format!("the steps end the game ({got}) but the lesson names no result"),
            (None, None) => unreachable!(),
        });
    }
    out
}

/// Why `square` cannot be a lesson's focus in `game`'s position, if it cannot: it must hold a
/// piece of the side to move (or a neutral one, which Litróf lets either side move) from which
/// some legal move starts, so that the app has targets to light.
pub fn focus_problem(game: &dyn DynGame, square: &str) -> Option<String> {
    let view = game.view();
    let Some(index) = view.square_index(square) else {
        return Some(format!("focus '{square}' is not a square of this board"));
    };
    let stack = &view.squares[index as usize].stack;
    let Some(top) = stack.last() else {
        return Some(format!("focus '{square}' is empty"));
    };
    if top.owner.is_some_and(|o| o != view.to_move) {
        return Some(format!("focus '{square}' holds {}, not a piece of the side to move", top.label));
    }
    let starts_here = game.moves().iter().any(|m| m.picks.first().and_then(|p| p.square()) == Some(index));
    (!starts_here).then(|| format!("no legal move starts at the focus '{square}'"))
}

/// The piece kinds a piece shows, as the piece chapter must cover them: a figure by its name,
/// a Litróf tower by its power and its movement colour (its cap only says who owns it), a
/// Pawn, a plain pyramid by its size, a Stone.
pub fn kinds(piece: &PieceView) -> Vec<String> {
    match &piece.kind {
        PieceKind::Figure { name, .. } => vec![name.clone()],
        PieceKind::Stone => vec!["Stone".to_string()],
        PieceKind::Pyramid { size, colour, role, .. } => match role {
            PyramidRole::Cap => Vec::new(),
            PyramidRole::Power => vec![format!("{} power", colour.name())],
            PyramidRole::Movement => vec![format!("{} movement", colour.name())],
            PyramidRole::Pawn => vec!["Pawn".to_string()],
            PyramidRole::Plain => vec![format!("{size:?} pyramid")],
        },
    }
}

/// The kinds of every piece on a board.
pub fn kinds_on(view: &BoardView) -> BTreeSet<String> {
    view.squares.iter().flat_map(|s| s.stack.iter().flat_map(kinds)).collect()
}

/// The kinds the game's start position holds that no lesson of the piece chapter shows. A
/// lesson shows the kinds of its focus stack, and those of any piece on its board that no move
/// can start from (a Stone cannot be a focus, so standing on the board is its lesson).
pub fn missing_pieces(guide: &Guide) -> BTreeSet<String> {
    let Ok(start) = games::new_game(&crate::core::GameConfig::new(&guide.game)) else {
        return BTreeSet::new();
    };
    let mut missing = kinds_on(&start.view());
    let Some(chapter) = guide.chapters.iter().find(|c| c.id == CHAPTERS[1]) else {
        return missing;
    };
    for lesson in &chapter.lessons {
        let Ok(h) = lesson.start(&guide.game) else { continue };
        let view = h.current().view();
        let starts: BTreeSet<u16> = h.current().moves().iter().filter_map(|m| m.picks.first().and_then(|p| p.square())).collect();
        for (i, sq) in view.squares.iter().enumerate() {
            let focused = lesson.focus.as_deref() == Some(sq.name.as_str());
            if focused || !starts.contains(&(i as u16)) && sq.stack.iter().all(|p| p.owner.is_none()) {
                for p in &sq.stack {
                    for k in kinds(p) {
                        missing.remove(&k);
                    }
                }
            }
        }
    }
    missing
}
