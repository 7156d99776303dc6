//! What the app and the command line show: every pyramid of every tower (bottom = movement,
//! then power, then cap), frozen pieces, the chambers, and two overlays:
//! - `freeze` (Zone, owner = the Icebox's owner or None for a neutral one): the squares next
//!   to each Icebox, where it freezes pieces (the pieces actually frozen carry `frozen`);
//! - `trap` (Zone, owner = side to move): the squares whose pieces some legal move of a Trapper
//!   the side to move may move (own or neutral) would capture next move.
//!
//! Alerts mark the capped towers of the side to move when it has exactly three: losing one
//! more loses the game.

use super::Litrof;
use super::board::Cell;
use super::data::{Power, SQ};
use crate::core::bits::{Bits, Square};
use crate::core::{BoardView, Game, IcehouseColour, Marks, Overlay, PieceKind, PieceView, PyramidRole, PyramidSize, Seat, SeatView, SquareView};

impl Litrof {
    fn label(&self, c: Cell) -> String {
        let t = self.t;
        if c.is_pawn() {
            return format!("{} Pawn", t.colour_name(c.power().unwrap()));
        }
        let who = c.cap().map_or("neutral".to_string(), |k| t.colour_name(k).to_string());
        match (c.power(), c.movement()) {
            (Some(p), Some(m)) => format!("{who} {}-{}", t.power_name(p), t.movement_name(m)),
            (Some(p), None) => format!("{who} {} (no movement)", t.power_name(p)),
            (None, Some(m)) => format!("{who} {} (no power)", t.movement_name(m)),
            (None, None) => unreachable!("a tower has a power or a movement"),
        }
    }

    /// The hover text for a square: the tower by its parts, each once — whose it is (the cap),
    /// what its power does and how it moves — since the three pyramids' colours mean three
    /// different things and a player new to the game cannot read them off the colours.
    pub(super) fn describe_square(&self, s: Square) -> Vec<String> {
        let t = self.t;
        let Some(&c) = self.board.cells.get(s.index()) else { return Vec::new() };
        if c.is_empty() {
            return Vec::new();
        }
        let mut lines = Vec::new();
        if c.is_pawn() {
            let k = c.power().unwrap();
            lines.push(format!(
                "{} Pawn (a lone medium {}): steps one square diagonally forward, captures straight ahead",
                t.colour_name(k),
                t.colour_name(k)
            ));
        } else {
            lines.push(match c.cap() {
                Some(k) => format!("{} tower (small {} cap: its owner)", t.colour_name(k), t.colour_name(k)),
                None => "Neutral tower (no cap): either player may move it".to_string(),
            });
            lines.push(match c.power() {
                Some(p) => format!("Power {} (medium {}): {}", t.power_name(p), t.colour_name(p), t.power_text(p)),
                None => "No power: captures only opposing Pawns and Sergeants by landing, Trappers by trapping, Leapers by leaping".to_string(),
            });
            lines.push(match c.movement() {
                Some(m) => format!("Movement {} (large {}): {}", t.movement_name(m), t.colour_name(m), t.movement_text(m)),
                None => "No movement: steps one square forward or sideways".to_string(),
            });
        }
        if self.frozen(&self.board) & u64::of(s) != 0 {
            lines.push("Frozen by an adjacent Icebox: cannot move now".to_string());
        }
        lines
    }

    fn stack(&self, c: Cell, frozen: bool) -> Vec<PieceView> {
        let owner = self.owner(c).seat();
        let label = self.label(c) + if frozen { " (frozen)" } else { "" };
        let piece = |size, colour: u8, role| PieceView {
            kind: PieceKind::Pyramid {
                size,
                colour: IcehouseColour::SPECTRAL[colour as usize],
                role,
                letter: self.t.letter(role, IcehouseColour::SPECTRAL[colour as usize]),
            },
            owner,
            facing: None,
            frozen,
            label: label.clone(),
        };
        if c.is_pawn() {
            return vec![piece(PyramidSize::Medium, c.power().unwrap(), PyramidRole::Pawn)];
        }
        let mut v = Vec::new();
        if let Some(m) = c.movement() {
            v.push(piece(PyramidSize::Large, m, PyramidRole::Movement));
        }
        if let Some(p) = c.power() {
            v.push(piece(PyramidSize::Medium, p, PyramidRole::Power));
        }
        if let Some(k) = c.cap() {
            v.push(piece(PyramidSize::Small, k, PyramidRole::Cap));
        }
        v
    }

    /// What the status line adds to "Orange to move": the capped towers, while the game goes
    /// on by the rules of the position (`core::line` writes the rest).
    fn note(&self) -> String {
        if self.outcome().is_some() {
            return String::new();
        }
        let (first, second) = (Seat::FIRST, Seat::SECOND);
        let name = |s: Seat| self.colour_name(s);
        format!("capped towers: {} {}, {} {}", name(first), self.capped_towers(first), name(second), self.capped_towers(second))
    }

    /// Squares a Trapper move of the side to move would capture on.
    fn trap_squares(&self) -> u64 {
        let mut hit = 0u64;
        for m in self.moves() {
            let c = self.board.cells[m.from];
            if !c.is_tower() || self.power_of(c) != Some(Power::Trapper) {
                continue;
            }
            let after = self.result(&m);
            for s in Square::all(SQ) {
                if s != m.from && !self.board.cells[s].is_empty() && (after.cells[s].is_empty() || s == m.last()) {
                    hit |= u64::of(s);
                }
            }
        }
        hit
    }

    pub(super) fn board_view(&self) -> BoardView {
        let t = self.t;
        let frozen = self.frozen(&self.board);
        let squares = Square::all(SQ)
            .map(|s| {
                let c = self.board.cells[s];
                let chamber = Seat::all(2).find(|&k| t.chamber[k] == s);
                SquareView {
                    name: t.name[s].clone(),
                    col: t.file[s] as f32,
                    row: (t.rank[s] - 1) as f32,
                    marks: Marks { chamber, dark: (t.file[s] + t.rank[s]) % 2 == 1, ..Default::default() },
                    stack: if c.is_empty() { Vec::new() } else { self.stack(c, frozen & u64::of(s) != 0) },
                }
            })
            .collect();
        let seats = self
            .colours
            .iter()
            .map(|&c| {
                let col = IcehouseColour::SPECTRAL[c as usize];
                SeatView { name: col.name().to_string(), colour: col.rgb(), hue: Some(col), active: true }
            })
            .collect();
        let mut overlays = Vec::new();
        for s in Square::all(SQ) {
            let c = self.board.cells[s];
            if c.is_tower() && self.power_of(c) == Some(Power::Icebox) {
                let owner = self.owner(c).seat();
                overlays.push(Overlay::Zone { kind: "freeze".into(), owner, squares: t.adj[s].squares().map(Square::number).collect() });
            }
        }
        let trap = self.trap_squares();
        if trap != 0 {
            overlays.push(Overlay::Zone { kind: "trap".into(), owner: Some(self.to_move), squares: trap.squares().map(Square::number).collect() });
        }
        let me = self.to_move;
        let note = self.note();
        let mut alerts = Vec::new();
        if self.capped_towers(me) == 3 && self.end == super::End::Open {
            let colour = self.colours[me];
            alerts = Square::all(SQ)
                .filter(|&s| self.board.cells[s].is_tower() && self.board.cells[s].cap() == Some(colour))
                .map(|s| s.number())
                .collect();
        }
        let alert_note = "Your last three capped towers: lose one and you lose the game".into();
        BoardView { squares, seats, to_move: me, alerts, alert_note, status: String::new(), note, overlays }
    }

    /// Ranks 9 (chamber c9) down to 0 (chamber c0); `*` after a frozen piece.
    pub(super) fn text_diagram(&self) -> String {
        let t = self.t;
        let frozen = self.frozen(&self.board);
        let mut out = String::new();
        let ranks = t.data.board.ranks as i8;
        for r in (0..=ranks + 1).rev() {
            out.push_str(&format!("{r:>2} "));
            for f in 0..t.files {
                let s = t.at(f, r);
                let cell = if s == Square::NONE {
                    String::new()
                } else {
                    let c = self.board.cells[s];
                    if c.is_empty() {
                        if t.is_area(s) { ".".into() } else { "[ ]".into() }
                    } else {
                        let star = if frozen & u64::of(s) != 0 { "*" } else { "" };
                        format!("{}{star}", self.owned_code(c))
                    }
                };
                out.push_str(&format!("{cell:<6}"));
            }
            out.push('\n');
        }
        out.push_str("   ");
        for f in 0..t.files {
            out.push_str(&format!("{:<6}", (b'a' + f as u8) as char));
        }
        out.push('\n');
        let seat = |s: Seat| format!("{} ({})", self.colour_name(s), t.colour_letter(self.colours[s]));
        out.push_str(&format!("{} v {}\n", seat(Seat::FIRST), seat(Seat::SECOND)));
        out
    }
}
