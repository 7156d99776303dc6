//! What the app draws (arrows, river, towers, pieces, check) and the command-line diagram.

use super::data::{self, FILES, RANKS, SQUARES};
use super::pieces::{Kind, SEAT_NAMES, kind_of, owner_of};
use super::position::Storm;
use crate::core::bits::{Bits, Square};
use crate::core::words::{self, Said};
use crate::core::{BoardView, IcehouseColour, Marks, Overlay, PieceKind, PieceView, Seat, SeatView, SquareView};
use std::sync::LazyLock;

const SEAT_COLOURS: [[f32; 3]; 2] = [[0.85, 0.12, 0.10], [0.12, 0.30, 0.85]];
const SEAT_HUES: [IcehouseColour; 2] = [IcehouseColour::Red, IcehouseColour::Blue];

/// Square names, and piece labels and names in each language, made once: the view is built
/// every frame and every ply of a conformance run, and formatting dominated it.
static SQUARE_NAMES: LazyLock<Vec<String>> = LazyLock::new(|| (0..SQUARES).map(data::name).collect());
static LABELS: LazyLock<Said<Vec<String>>> = LazyLock::new(|| {
    Said::new(|| {
        SEAT_NAMES
            .iter()
            .flat_map(|side| Kind::ALL.map(|k| crate::t!("piece-of-side", side = words::side(side), piece = words::piece(k.name()))))
            .collect()
    })
});
static NAMES: LazyLock<Said<Vec<String>>> = LazyLock::new(|| Said::new(|| Kind::ALL.iter().map(|k| words::piece(k.name())).collect()));
static SEATS: LazyLock<Said<[String; 2]>> = LazyLock::new(|| Said::new(|| SEAT_NAMES.map(words::side)));
static ALERT: LazyLock<Said<String>> = LazyLock::new(|| Said::new(|| crate::t!("storm-alert")));

/// How a piece is drawn (the board editor draws pieces of positions the rules refuse).
pub(crate) fn piece_view(kind: Kind, owner: Seat) -> PieceView {
    PieceView {
        kind: PieceKind::Figure { code: kind.letter(), name: NAMES.get()[kind as usize - 1].clone() },
        owner: Some(owner),
        facing: None,
        frozen: false,
        label: LABELS.get()[owner.index() * Kind::ALL.len() + kind as usize - 1].clone(),
    }
}

impl Storm {
    pub fn board_view(&self) -> BoardView {
        let g = &self.rules.geo;
        let squares = (0..SQUARES)
            .map(|s| {
                let (f, r) = (data::file_of(s), data::rank_of(s));
                let p = self.board.sq[s];
                let stack = if p == 0 { vec![] } else { vec![piece_view(Kind::from_index(kind_of(p)), owner_of(p))] };
                SquareView {
                    name: SQUARE_NAMES[s].clone(),
                    col: f as f32,
                    row: r as f32,
                    marks: Marks { arrows: g.arrows[s], river_north: g.river_north(s), tower: g.tower[s], chamber: None, dark: (f + r) % 2 == 0 },
                    stack,
                }
            })
            .collect();
        let me = self.side;
        let checkers = self.checkers(me);
        let mut alerts = Vec::new();
        let mut overlays = Vec::new();
        if checkers != 0 {
            alerts.push(self.board.brain(me) as u16);
            overlays.push(Overlay::Zone { kind: "check".into(), owner: Some(me.other()), squares: checkers.squares().map(Square::number).collect() });
        }
        // The status line is the core's (`core::line`); the engine adds only "check", and not
        // once the check is mate.
        let note = if checkers != 0 && self.outcome().is_none() { crate::t!("storm-check") } else { String::new() };
        BoardView {
            squares,
            seats: Seat::all(2)
                .map(|s| SeatView { name: SEATS.get()[s.index()].clone(), colour: SEAT_COLOURS[s], hue: Some(SEAT_HUES[s]), active: true })
                .collect(),
            to_move: me,
            alerts,
            alert_note: ALERT.get().clone(),
            status: String::new(),
            note,
            overlays,
        }
    }

    /// Ranks 10 to 1, Red in capitals and Blue in small letters, tower squares in brackets,
    /// the river between the halves.
    pub fn draw(&self) -> String {
        let g = &self.rules.geo;
        let mut out = String::new();
        let files: String = (0..FILES).map(|f| format!(" {} ", (b'a' + f as u8) as char)).collect();
        out.push_str(&format!("    {files}\n"));
        for r in (0..RANKS).rev() {
            if g.river_north(data::sq(0, r)) {
                out.push_str(&format!("    {}\n", "~".repeat(3 * FILES)));
            }
            out.push_str(&format!("{:>3} ", r + 1));
            for f in 0..FILES {
                let s = data::sq(f, r);
                let p = self.board.sq[s];
                let c = if p == 0 {
                    '.'
                } else {
                    let l = Kind::from_index(kind_of(p)).letter();
                    if owner_of(p) == Seat::FIRST { l } else { l.to_ascii_lowercase() }
                };
                let (l, rr) = if g.tower[s].is_some() { ('[', ']') } else { (' ', ' ') };
                out.push(l);
                out.push(c);
                out.push(rr);
            }
            out.push('\n');
        }
        // Who moves, and check, are the status line's (`core::line`), printed beside this.
        out
    }
}
