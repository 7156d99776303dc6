//! What the app draws (stacks, seats, sight lines) and the text diagram.

use super::board::Cell;
use super::position::Tribesmen;
use super::sight::{Sight, sight_lines, sight_of};
use crate::core::bits::{Bits, Square};
use crate::core::{BoardView, Marks, MoveNote, Overlay, PieceKind, PieceView, PyramidRole, PyramidSize, Seat, SeatView, SquareView};

fn pieces(p: &Tribesmen, c: Cell) -> Vec<PieceView> {
    let seat = &p.rules.seats[c.owner];
    let labels = p.rules.labels[c.owner].get();
    c.sizes()
        .map(|s| {
            let size = [PyramidSize::Small, PyramidSize::Medium, PyramidSize::Large][usize::from(s) - 1];
            PieceView {
                kind: PieceKind::Pyramid { size, colour: seat.colour, role: PyramidRole::Plain, letter: None },
                owner: Some(c.owner),
                facing: None,
                frozen: false,
                label: labels[usize::from(s) - 1].clone(),
            }
        })
        .collect()
}

fn sight_overlay(s: Sight) -> Overlay {
    Overlay::Sight { owner: s.owner, from: s.from, to: s.king, crossed: s.crossed, blocked_by: s.blockers }
}

pub(crate) fn view(p: &Tribesmen) -> BoardView {
    let r = &p.rules;
    let b = &p.board;
    let squares = Square::all(r.squares)
        .map(|sq| {
            let (f, rank) = r.file_rank(sq);
            SquareView {
                name: r.square_name(sq).to_string(),
                col: f as f32,
                row: rank as f32,
                marks: Marks { dark: (f + rank) % 2 == 0, ..Default::default() },
                stack: if b.cells[sq].is_empty() { Vec::new() } else { pieces(p, b.cells[sq]) },
            }
        })
        .collect();
    let seats = Seat::all(r.seats())
        .zip(&r.seats)
        .map(|(seat, s)| SeatView { name: crate::core::words::side(&s.name), colour: s.colour.rgb(), hue: Some(s.colour), active: b.is_active(seat) })
        .collect();
    let lines = sight_lines(b, r);
    let alerts = threatened(p).squares().map(Square::number).collect();
    let mut overlays: Vec<Overlay> = lines.into_iter().map(sight_overlay).collect();
    if p.last_deaths != 0 {
        overlays.extend(p.last_deaths.squares().filter_map(|sq| sight_of(&p.before_vision, r, sq)).map(sight_overlay));
        overlays.push(Overlay::Zone { kind: "died".into(), owner: None, squares: p.last_deaths.squares().map(Square::number).collect() });
    }
    static ALERT: std::sync::LazyLock<crate::core::words::Said<String>> =
        std::sync::LazyLock::new(|| crate::core::words::Said::new(|| crate::t!("tribesmen-alert")));
    let alert_note = ALERT.get().clone();
    // The status line ("Red to move", "Red wins: ...") is the core's (`core::line`): the
    // position has nothing to add to it.
    BoardView { squares, seats, to_move: b.to_move, alerts, alert_note, status: String::new(), note: String::new(), overlays }
}

pub(crate) fn diagram(p: &Tribesmen) -> String {
    let r = &p.rules;
    let b = &p.board;
    let text = |sq: usize| -> String {
        let c = b.cells[sq];
        if c.is_empty() {
            return ".".into();
        }
        let initial = r.seats[c.owner].name.chars().next().unwrap_or('?');
        std::iter::once(initial).chain(c.sizes().map(|s| ['s', 'm', 'l'][usize::from(s) - 1])).collect()
    };
    let width = (0..r.squares).map(|sq| text(sq).chars().count()).max().unwrap_or(1).max(3) + 1;
    let mut out = String::new();
    for rank in (0..r.ranks).rev() {
        out.push_str(&format!("{:>2} ", rank + 1));
        for f in 0..r.files {
            out.push_str(&format!("{:<width$}", text(rank * r.files + f)));
        }
        out.push('\n');
    }
    out.push_str("   ");
    for f in 0..r.files {
        out.push_str(&format!("{:<width$}", (b'a' + f as u8) as char));
    }
    out.push('\n');
    let seats: Vec<String> = Seat::all(r.seats())
        .zip(&r.seats)
        .map(|(seat, s)| {
            let out = if b.is_active(seat) { "" } else { ", out" };
            format!("{} = {} ({}, {} pyramids{out})", &s.name[..1], s.name, s.side, b.count[seat])
        })
        .collect();
    out.push_str(&format!("{}; stacks bottom to top: l large, m medium, s small (the king), as in the position string\n", seats.join(", ")));
    out
}

/// The stacks of the tribe to move that another tribe could blind with its next action, were
/// it that tribe's turn: the danger a player should see, not every line a pyramid could block.
fn threatened(p: &Tribesmen) -> u64 {
    let (r, me) = (&p.rules, p.board.to_move);
    let mut danger = 0u64;
    let mut moves = Vec::new();
    for other in Seat::all(r.seats()).filter(|&s| s != me && p.board.is_active(s)) {
        let mut b = p.board;
        b.to_move = other;
        moves.clear();
        super::movegen::generate(&b, r, &mut moves);
        for mv in moves.iter().filter(|m| m.deaths != 0) {
            let mut after = b;
            after.apply(r, mv.action, mv.from, mv.to, mv.count, mv.place);
            for sq in mv.deaths.squares().filter(|&sq| after.cells[sq].owner == me) {
                // Marked where the stack stands now: a pushed or tripped one (the action's target)
                // dies where the action put it.
                danger |= u64::of(if p.board.cells[sq] != after.cells[sq] { mv.to } else { sq });
            }
        }
    }
    danger
}

/// The stacks `mv` blinds, by tribe: "Red's stacks on a1 and e1 (4 pyramids) lose sight of
/// their king and die".
pub(super) fn move_note(p: &Tribesmen, mv: &super::movegen::Move) -> Option<MoveNote> {
    if mv.deaths == 0 {
        return None;
    }
    let (r, me) = (&p.rules, p.board.to_move);
    let mut after = p.board;
    after.apply(r, mv.action, mv.from, mv.to, mv.count, mv.place);
    let mut by_tribe: Vec<(Seat, Vec<&str>, u32)> = Vec::new();
    for sq in mv.deaths.squares() {
        let c = after.cells[sq];
        match by_tribe.iter_mut().find(|t| t.0 == c.owner) {
            Some(t) => {
                t.1.push(r.square_name(sq));
                t.2 += u32::from(c.height());
            }
            None => by_tribe.push((c.owner, vec![r.square_name(sq)], u32::from(c.height()))),
        }
    }
    by_tribe.sort_by_key(|t| (t.0 != me, t.0));
    let text = by_tribe.iter().map(|(seat, squares, pyramids)| tribe_losses(&r.seats[*seat].name, squares, *pyramids)).collect::<Vec<_>>().join("; ");
    let costs_the_mover = by_tribe.iter().any(|t| t.0 == me);
    Some(MoveNote { text, squares: mv.deaths.squares().map(Square::number).collect(), costs_the_mover })
}

/// "Red's stack on a1 (2 pyramids) loses sight of its king and dies".
fn tribe_losses(tribe: &str, squares: &[&str], pyramids: u32) -> String {
    let places = crate::core::text::and_list(&squares.iter().map(|s| s.to_string()).collect::<Vec<_>>());
    let tribe = crate::core::words::side(tribe);
    if squares.len() == 1 {
        crate::t!("tribesmen-stack-dies", side = tribe, squares = places, count = pyramids)
    } else {
        crate::t!("tribesmen-stacks-die", side = tribe, squares = places, count = pyramids)
    }
}
