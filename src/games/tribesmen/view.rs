//! What the app draws (stacks, seats, sight lines) and the text diagram.

use super::board::Cell;
use super::position::Tribesmen;
use super::sight::{Sight, sight_lines, sight_of};
use crate::core::bits::{Bits, Square};
use crate::core::{BoardView, Marks, Overlay, PieceKind, PieceView, PyramidRole, PyramidSize, Seat, SeatView, SquareView};

fn pieces(p: &Tribesmen, c: Cell) -> Vec<PieceView> {
    let seat = &p.rules.seats[c.owner];
    let labels = &p.rules.labels[c.owner];
    c.sizes()
        .map(|s| {
            let size = [PyramidSize::Small, PyramidSize::Medium, PyramidSize::Large][usize::from(s) - 1];
            PieceView {
                kind: PieceKind::Pyramid { size, colour: seat.colour, role: PyramidRole::Plain },
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
        .map(|(seat, s)| SeatView { name: s.name.clone(), colour: s.colour.rgb(), active: b.is_active(seat) })
        .collect();
    let lines = sight_lines(b, r);
    // A stack is in danger when one more pyramid on an intervening stack would blind it.
    let alerts = lines.iter().filter(|s| s.margin == 0).map(|s| s.from).collect();
    let mut overlays: Vec<Overlay> = lines.into_iter().map(sight_overlay).collect();
    if p.last_deaths != 0 {
        overlays.extend(p.last_deaths.squares().filter_map(|sq| sight_of(&p.before_vision, r, sq)).map(sight_overlay));
        overlays.push(Overlay::Zone { kind: "died".into(), owner: None, squares: p.last_deaths.squares().map(Square::number).collect() });
    }
    let alert_note = "Stacks one pyramid from losing sight of their king".into();
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
