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
use super::data::Tables;
use super::data::{Power, SQ};
use crate::core::bits::{Bits, Square};
use crate::core::words::{Said, Template, colour, piece, side};
use crate::core::{BoardView, Game, IcehouseColour, Marks, Overlay, PieceKind, PieceView, PyramidRole, PyramidSize, Seat, SeatView, SquareView};
use std::sync::LazyLock;

/// The names a label is made of, by colour (an index of the spectral order), in one language.
struct Words {
    sides: Vec<String>,
    powers: Vec<String>,
    movements: Vec<String>,
    pawn: String,
}

impl Words {
    fn of(t: &Tables) -> Words {
        Words {
            sides: (0..6).map(|c| side(t.colour_name(c))).collect(),
            powers: (0..6).map(|c| piece(&t.power_name(c))).collect(),
            movements: (0..6).map(|c| piece(t.movement_name(c))).collect(),
            pawn: piece("Pawn"),
        }
    }
}

/// The labels' patterns, filled for every piece of every view.
static OF_SIDE: LazyLock<Template> = LazyLock::new(|| Template::new("piece-of-side", &["side", "piece"]));
static NEUTRAL: LazyLock<Template> = LazyLock::new(|| Template::new("litrof-neutral-piece", &["piece"]));
static TOWER: LazyLock<Template> = LazyLock::new(|| Template::new("litrof-tower", &["power", "movement"]));
static NO_MOVEMENT: LazyLock<Template> = LazyLock::new(|| Template::new("litrof-tower-no-movement", &["power"]));
static NO_POWER: LazyLock<Template> = LazyLock::new(|| Template::new("litrof-tower-no-power", &["movement"]));
static FROZEN: LazyLock<Template> = LazyLock::new(|| Template::new("litrof-frozen-piece", &["piece"]));

impl Litrof {
    /// A piece's label in the player's language: "Red Icebox-Cardinal", "neutral Leaper (no
    /// movement)", "Red Pawn".
    fn label(&self, c: Cell) -> String {
        let words = self.words();
        if c.is_pawn() {
            return OF_SIDE.fill(&[&words.sides[c.power().unwrap() as usize], &words.pawn]);
        }
        let name = match (c.power(), c.movement()) {
            (Some(p), Some(m)) => TOWER.fill(&[&words.powers[p as usize], &words.movements[m as usize]]),
            (Some(p), None) => NO_MOVEMENT.fill(&[&words.powers[p as usize]]),
            (None, Some(m)) => NO_POWER.fill(&[&words.movements[m as usize]]),
            (None, None) => unreachable!("a tower has a power or a movement"),
        };
        match c.cap() {
            Some(k) => OF_SIDE.fill(&[&words.sides[k as usize], &name]),
            None => NEUTRAL.fill(&[&name]),
        }
    }

    /// The names of the game's colours, powers and movements in the player's language.
    fn words(&self) -> &'static Words {
        static WORDS: LazyLock<Said<Words>> = LazyLock::new(|| Said::new(|| Words::of(super::data::tables())));
        WORDS.get()
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
            lines.push(crate::t!("litrof-describe-pawn", side = side(t.colour_name(k)), colour = colour(t.colour_name(k))));
        } else {
            lines.push(match c.cap() {
                Some(k) => crate::t!("litrof-describe-tower", side = side(t.colour_name(k)), colour = colour(t.colour_name(k))),
                None => crate::t!("litrof-describe-neutral"),
            });
            lines.push(match c.power() {
                Some(p) => {
                    crate::t!("litrof-describe-power", power = piece(&t.power_name(p)), colour = colour(t.colour_name(p)), text = t.power_text(p))
                }
                None => crate::t!("litrof-describe-no-power"),
            });
            lines.push(match c.movement() {
                Some(m) => {
                    crate::t!(
                        "litrof-describe-movement",
                        movement = piece(t.movement_name(m)),
                        colour = colour(t.colour_name(m)),
                        text = t.movement_text(m)
                    )
                }
                None => crate::t!("litrof-describe-no-movement"),
            });
        }
        if self.frozen(&self.board) & u64::of(s) != 0 {
            lines.push(crate::t!("litrof-describe-frozen"));
        }
        lines
    }

    fn stack(&self, c: Cell, frozen: bool) -> Vec<PieceView> {
        let owner = self.owner(c).seat();
        let label = if frozen { FROZEN.fill(&[&self.label(c)]) } else { self.label(c) };
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
        let name = |s: Seat| side(self.colour_name(s));
        crate::t!(
            "litrof-note",
            first = name(first),
            first_count = self.capped_towers(first),
            second = name(second),
            second_count = self.capped_towers(second)
        )
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
                SeatView { name: side(col.name()), colour: col.rgb(), hue: Some(col), active: true }
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
        static ALERT: LazyLock<Said<String>> = LazyLock::new(|| Said::new(|| crate::t!("litrof-alert")));
        let alert_note = ALERT.get().clone();
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
