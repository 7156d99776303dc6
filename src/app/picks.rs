//! Building a move by clicks. The app never decides legality: the next possible picks are those
//! of the legal moves' pick sequences that extend the current prefix, and a prefix that equals
//! one move's whole sequence plays that move. No Bevy here, so it is unit-tested directly.

use crate::core::{MoveNote, Pick};
use crate::session::MoveDesc;

/// What the user clicked on the board: a square, optionally one piece inside its stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clicked {
    pub square: u16,
    /// Level inside the stack (0 = bottom) when a piece was clicked, None for the square itself.
    pub level: Option<u8>,
}

/// Indices of the moves whose pick sequences start with `prefix`.
pub fn candidates(moves: &[MoveDesc], prefix: &[Pick]) -> Vec<usize> {
    moves.iter().enumerate().filter(|(_, m)| m.picks.starts_with(prefix)).map(|(i, _)| i).collect()
}

/// The distinct picks that can follow `prefix`, in the engine's move order.
pub fn next_picks(moves: &[MoveDesc], prefix: &[Pick]) -> Vec<Pick> {
    let mut out: Vec<Pick> = Vec::new();
    for m in moves {
        if m.picks.len() > prefix.len() && m.picks.starts_with(prefix) {
            let p = &m.picks[prefix.len()];
            if !out.contains(p) {
                out.push(p.clone());
            }
        }
    }
    out
}

/// The notes of the squares that can be picked next, where every move through that square
/// says the same (`Game::move_note`: Tribesmen's deaths by lost sight), for the targets' marks.
pub fn next_notes(moves: &[MoveDesc], prefix: &[Pick]) -> Vec<(u16, MoveNote)> {
    let mut by_square: Vec<(u16, Option<&MoveNote>, bool)> = Vec::new();
    for m in moves.iter().filter(|m| m.picks.len() > prefix.len() && m.picks.starts_with(prefix)) {
        let Some(sq) = m.picks[prefix.len()].square() else { continue };
        match by_square.iter_mut().find(|(s, ..)| *s == sq) {
            Some((_, note, same)) => *same &= *note == m.note.as_ref(),
            None => by_square.push((sq, m.note.as_ref(), true)),
        }
    }
    by_square.into_iter().filter_map(|(sq, note, same)| Some((sq, note.filter(|_| same)?.clone()))).collect()
}

/// Squares that can be picked next (for highlighting targets).
pub fn next_squares(moves: &[MoveDesc], prefix: &[Pick]) -> Vec<u16> {
    let mut v: Vec<u16> = next_picks(moves, prefix).iter().filter_map(Pick::square).collect();
    v.dedup();
    v.sort();
    v.dedup();
    v
}

/// Choices (buttons) that can be picked next.
pub fn next_choices(moves: &[MoveDesc], prefix: &[Pick]) -> Vec<Pick> {
    next_picks(moves, prefix).into_iter().filter(|p| matches!(p, Pick::Choice { .. })).collect()
}

/// The pick a board click stands for, among those that can follow `prefix`, if any.
/// A click on a piece prefers the pick of that very piece, then its square; a click on a square
/// (or a piece whose own pick is not offered) takes the square, else the lowest offered piece
/// of that square's stack (the whole stack).
pub fn pick_for_click(moves: &[MoveDesc], prefix: &[Pick], click: Clicked) -> Option<Pick> {
    let next = next_picks(moves, prefix);
    if let Some(level) = click.level {
        let want = Pick::Piece { square: click.square, level };
        if next.contains(&want) {
            return Some(want);
        }
    }
    let sq = Pick::Square(click.square);
    if next.contains(&sq) {
        return Some(sq);
    }
    next.iter()
        .filter_map(|p| match p {
            Pick::Piece { square, level } if *square == click.square => Some((*level, p)),
            _ => None,
        })
        .min_by_key(|(l, _)| *l)
        .map(|(_, p)| p.clone())
}

/// The result of adding one pick to the prefix.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// The prefix is now the whole sequence of this move: play it.
    Play(usize),
    /// More picks are needed; the new prefix.
    Continue(Vec<Pick>),
    /// No legal move continues this way.
    Reject,
}

pub fn step(moves: &[MoveDesc], prefix: &[Pick], pick: Pick) -> Step {
    let mut p = prefix.to_vec();
    p.push(pick);
    let cands = candidates(moves, &p);
    if cands.is_empty() {
        return Step::Reject;
    }
    if let Some(&i) = cands.iter().find(|&&i| moves[i].picks == p) {
        return Step::Play(i);
    }
    Step::Continue(p)
}

/// What a board click does: continue the current move, start a new one (a click on another
/// piece that can move), play a move, or nothing (with the reason to show).
#[derive(Clone, Debug, PartialEq)]
pub enum ClickOutcome {
    Play(usize),
    Prefix(Vec<Pick>),
    Invalid,
}

pub fn click(moves: &[MoveDesc], prefix: &[Pick], c: Clicked) -> ClickOutcome {
    if let Some(p) = pick_for_click(moves, prefix, c) {
        match step(moves, prefix, p) {
            Step::Play(i) => return ClickOutcome::Play(i),
            Step::Continue(np) => return ClickOutcome::Prefix(np),
            Step::Reject => {}
        }
    }
    if !prefix.is_empty() {
        // Clicking the selected piece again deselects it; clicking another movable piece
        // starts over from it.
        if prefix.len() == 1 && prefix[0].square() == Some(c.square) {
            return ClickOutcome::Prefix(Vec::new());
        }
        if let Some(p) = pick_for_click(moves, &[], c) {
            match step(moves, &[], p) {
                Step::Play(i) => return ClickOutcome::Play(i),
                Step::Continue(np) => return ClickOutcome::Prefix(np),
                Step::Reject => {}
            }
        }
    }
    ClickOutcome::Invalid
}

/// Squares named in a move's picks (for marking the last move).
pub fn squares_of(picks: &[Pick]) -> Vec<u16> {
    let mut v: Vec<u16> = picks.iter().filter_map(Pick::square).collect();
    v.dedup();
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(n: &str, picks: Vec<Pick>) -> MoveDesc {
        MoveDesc { notation: n.into(), picks, note: None }
    }
    fn sq(s: u16) -> Pick {
        Pick::Square(s)
    }

    fn sample() -> Vec<MoveDesc> {
        vec![
            mv("a-b", vec![sq(0), sq(1)]),
            mv("a-c", vec![sq(0), sq(2)]),
            mv("d-e steal", vec![sq(3), sq(4), Pick::choice("steal", "Steal")]),
            mv("d-e", vec![sq(3), sq(4), Pick::choice("none", "Take nothing")]),
            mv("2f-g", vec![Pick::Piece { square: 5, level: 1 }, sq(6)]),
            mv("f-g", vec![Pick::Piece { square: 5, level: 0 }, sq(6)]),
        ]
    }

    #[test]
    fn a_target_carries_the_note_its_moves_share() {
        let note = |t: &str| Some(MoveNote { text: t.into(), squares: vec![7], costs_the_mover: true });
        let with = |n: &str, picks, t: &str| MoveDesc { note: note(t), ..mv(n, picks) };
        let m = vec![
            with("a-b", vec![sq(0), sq(1)], "dies"),
            mv("a-c", vec![sq(0), sq(2)]),
            with("a-d+", vec![sq(0), sq(3), sq(4)], "dies too"),
            mv("a-d", vec![sq(0), sq(3), sq(5)]),
        ];
        let notes = next_notes(&m, &[sq(0)]);
        assert_eq!(notes.iter().map(|(s, n)| (*s, n.text.as_str())).collect::<Vec<_>>(), [(1, "dies")], "d's moves differ: no note for d");
        assert!(next_notes(&m, &[]).is_empty());
    }

    #[test]
    fn next_picks_follow_prefix() {
        let m = sample();
        assert_eq!(next_squares(&m, &[]), vec![0, 3, 5]);
        assert_eq!(next_squares(&m, &[sq(0)]), vec![1, 2]);
        assert_eq!(candidates(&m, &[sq(3), sq(4)]), vec![2, 3]);
        assert_eq!(next_choices(&m, &[sq(3), sq(4)]).len(), 2);
        assert!(next_picks(&m, &[sq(9)]).is_empty());
    }

    #[test]
    fn clicks_build_and_play_moves() {
        let m = sample();
        let c = |s, l| Clicked { square: s, level: l };
        assert_eq!(click(&m, &[], c(0, None)), ClickOutcome::Prefix(vec![sq(0)]));
        assert_eq!(click(&m, &[sq(0)], c(2, Some(0))), ClickOutcome::Play(1));
        // A click elsewhere that cannot continue but can start a move starts over.
        assert_eq!(click(&m, &[sq(0)], c(3, None)), ClickOutcome::Prefix(vec![sq(3)]));
        // Clicking the selected piece again clears the selection.
        assert_eq!(click(&m, &[sq(0)], c(0, None)), ClickOutcome::Prefix(vec![]));
        assert_eq!(click(&m, &[sq(0)], c(8, None)), ClickOutcome::Invalid);
        assert_eq!(click(&m, &[], c(1, None)), ClickOutcome::Invalid);
        // Choices come from buttons.
        assert_eq!(step(&m, &[sq(3), sq(4)], Pick::choice("steal", "Steal")), Step::Play(2));
        assert_eq!(step(&m, &[sq(3), sq(4)], Pick::choice("x", "X")), Step::Reject);
    }

    #[test]
    fn stack_clicks_pick_the_piece_or_the_whole_stack() {
        let m = sample();
        let top = Clicked { square: 5, level: Some(1) };
        assert_eq!(click(&m, &[], top), ClickOutcome::Prefix(vec![Pick::Piece { square: 5, level: 1 }]));
        let tile = Clicked { square: 5, level: None };
        assert_eq!(click(&m, &[], tile), ClickOutcome::Prefix(vec![Pick::Piece { square: 5, level: 0 }]));
        // A piece whose own pick is not offered falls back to the stack.
        let high = Clicked { square: 5, level: Some(4) };
        assert_eq!(pick_for_click(&m, &[], high), Some(Pick::Piece { square: 5, level: 0 }));
    }
}
