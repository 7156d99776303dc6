//! Litróf (Glenn E. Overby II, 2002): six-colour Icehouse chess on 42 squares, where every
//! tower's medium says how it captures and its large how it moves. Rules: shared/rules/litrof.md.

mod board;
mod data;
mod effects;
mod eval;
mod movegen;
mod notation;
mod setup;
mod view;

#[cfg(test)]
mod reference;
#[cfg(test)]
mod tests;

use crate::core::{DynGame, Game, GameConfig, GameMeta, IcehouseColour, Outcome, Pick, Seat, Session};
use board::{Board, Cell};
use data::{NONE, Tables, tables};
use std::sync::Arc;

pub use setup::{arrays, matchups};

/// Rule options (the spec's Decisions), read from the configuration once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    pub pawn_captures_neutral: bool,
    pub optional_effects: bool,
    pub newly_adjacent: bool,
    pub no_move_loses: bool,
    pub repetition: bool,
}

/// A move: from, to, and for a teleport the landing square after the chamber; `s1`/`s2` hold
/// the choices made where the piece acts (at `to`, and at `land`): see `effects`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: u8,
    pub to: u8,
    pub land: u8,
    pub s1: u16,
    pub s2: u16,
}

impl Move {
    pub fn is_teleport(&self) -> bool {
        self.land != NONE
    }
    /// Where the moved piece ends.
    pub fn last(&self) -> usize {
        if self.land != NONE { self.land as usize } else { self.to as usize }
    }
}

/// A piece as tests and tools see it: a Pawn is its medium (`power`), a tower its pyramids.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceInfo {
    pub square: String,
    pub owner: Option<Seat>,
    pub pawn: bool,
    pub cap: Option<IcehouseColour>,
    pub power: Option<IcehouseColour>,
    pub movement: Option<IcehouseColour>,
}

/// How the game stands after the last move, apart from "no legal move" (found by generating).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    Open,
    /// This seat has two or fewer capped towers.
    Capped(u8),
    BothCapped,
    Repetition,
}

#[derive(Clone)]
pub struct Litrof {
    t: &'static Tables,
    config: Arc<GameConfig>,
    rules: Rules,
    /// Each seat's colour (index into the spectral order); seat 0 is the earlier one.
    colours: [u8; 2],
    /// Seat of each colour, or NONE for colours nobody plays.
    seat_of: [u8; 6],
    board: Board,
    to_move: u8,
    history_on: bool,
    /// Keys since the last irreversible move, for the repetition rule.
    history: Vec<u64>,
    end: End,
}

/// Owner codes: seats 0 and 1, then these.
pub(crate) const NEUTRAL: u8 = 2;
pub(crate) const EMPTY: u8 = 3;

pub fn meta() -> GameMeta {
    tables().data.meta.clone()
}

pub fn create(config: &GameConfig) -> Result<Box<dyn DynGame>, String> {
    Ok(Box::new(Session::new(Litrof::new(config)?)))
}

impl Litrof {
    /// A new game from a configuration: options checked, setup read (see `setup`).
    pub fn new(config: &GameConfig) -> Result<Litrof, String> {
        let t = tables();
        let opts = t.data.meta.resolve(config)?;
        let rules = Rules {
            pawn_captures_neutral: opts.is("pawn-captures-neutral", "yes"),
            optional_effects: opts.is("effects", "optional"),
            newly_adjacent: opts.is("reach", "newly-adjacent"),
            no_move_loses: opts.is("no-legal-move", "loses"),
            repetition: opts.is("repetition", "draw"),
        };
        let fill = setup::Fill { random: opts.is("setup-fill", "random"), seed: opts.number("setup-seed").unwrap_or(0) as u64 };
        let text = config.setup.clone().unwrap_or_else(|| t.data.default_setup.clone());
        let start = setup::read(t, &text, fill)?;
        let mut pos = Litrof {
            t,
            config: Arc::new(config.clone()),
            rules,
            colours: start.colours,
            seat_of: [NONE; 6],
            board: Board::empty(),
            to_move: start.to_move,
            history_on: true,
            history: Vec::new(),
            end: End::Open,
        };
        for (seat, &c) in start.colours.iter().enumerate() {
            pos.seat_of[c as usize] = seat as u8;
        }
        for (sq, cell) in start.cells {
            pos.board.set(t, sq, cell);
        }
        pos.history.push(pos.key());
        pos.end = pos.judge();
        Ok(pos)
    }

    /// A hand-made position: `colours` like "Red v Purple", `placement` like
    /// "a5 rLC, a6 pP, c3 nDB", `to_move` a colour name. Same as the setup text
    /// "Red v Purple / a5 rLC, ... / Red".
    pub fn from_placement(colours: &str, placement: &str, to_move: &str) -> Result<Litrof, String> {
        Litrof::new(&GameConfig::new("litrof").with_setup(&format!("{colours} / {placement} / {to_move}")))
    }

    /// Same, with rule options.
    pub fn from_placement_with(config: GameConfig, colours: &str, placement: &str, to_move: &str) -> Result<Litrof, String> {
        Litrof::new(&config.with_setup(&format!("{colours} / {placement} / {to_move}")))
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Every piece on the board, square by square (rank by rank from a1, then the chambers).
    pub fn pieces(&self) -> Vec<PieceInfo> {
        let col = |c: Option<u8>| c.map(|c| IcehouseColour::SPECTRAL[c as usize]);
        (0..data::SQ)
            .filter(|&s| !self.board.cells[s].is_empty())
            .map(|s| {
                let c = self.board.cells[s];
                PieceInfo {
                    square: self.t.name[s].clone(),
                    owner: match self.owner(c) {
                        o if o < NEUTRAL => Some(o as Seat),
                        _ => None,
                    },
                    pawn: c.is_pawn(),
                    cap: col(c.cap()),
                    power: col(c.power()),
                    movement: col(c.movement()),
                }
            })
            .collect()
    }

    /// Pyramids on the board.
    pub fn pyramid_count(&self) -> usize {
        self.board.pyramids() as usize
    }

    /// Towers with a cap of this seat's colour.
    pub fn capped_towers(&self, seat: Seat) -> usize {
        self.capped()[seat]
    }

    /// Capped towers of both seats, in one pass.
    fn capped(&self) -> [usize; 2] {
        let mut n = [0; 2];
        for s in data::Bits(self.board.occupied) {
            if let Some(c) = self.board.cells[s].cap() {
                n[self.seat_of[c as usize] as usize] += 1;
            }
        }
        n
    }

    /// Seat 0, 1, NEUTRAL or EMPTY.
    #[inline]
    pub(crate) fn owner(&self, c: Cell) -> u8 {
        if c.is_empty() {
            EMPTY
        } else if c.is_pawn() {
            self.seat_of[c.power().unwrap() as usize]
        } else {
            match c.cap() {
                Some(cap) => self.seat_of[cap as usize],
                None => NEUTRAL,
            }
        }
    }

    fn judge(&self) -> End {
        let capped = self.capped();
        let low = [capped[0] <= 2, capped[1] <= 2];
        match low {
            [true, true] => return End::BothCapped,
            [true, false] => return End::Capped(0),
            [false, true] => return End::Capped(1),
            _ => {}
        }
        if self.rules.repetition && self.history_on {
            let k = self.key();
            if self.history.iter().filter(|&&h| h == k).count() >= 3 {
                return End::Repetition;
            }
        }
        End::Open
    }

    fn colour_name(&self, seat: usize) -> &'static str {
        self.t.colour_name(self.colours[seat])
    }
}

impl Game for Litrof {
    type Move = Move;

    fn config(&self) -> &GameConfig {
        &self.config
    }
    fn seats(&self) -> usize {
        2
    }
    fn to_move(&self) -> Seat {
        self.to_move as Seat
    }
    fn legal_moves(&self, out: &mut Vec<Move>) {
        if self.end == End::Open {
            self.generate(out, true);
        }
    }
    fn play(&mut self, mv: &Move) {
        let before = self.board;
        self.board = self.result(mv);
        self.to_move ^= 1;
        if self.history_on {
            // A move can come back unless a Pawn moved or a pyramid was taken or changed hands.
            let (from, last) = (mv.from as usize, mv.last());
            let mover = before.cells[from];
            let quiet = !mover.is_pawn()
                && self.board.cells[last] == mover
                && (last == from || before.cells[last].is_empty())
                && (0..data::SQ).all(|s| s == from || s == last || before.cells[s] == self.board.cells[s]);
            if !quiet {
                self.history.clear();
            }
            self.history.push(self.key());
        }
        self.end = self.judge();
    }
    fn outcome(&self) -> Option<Outcome> {
        let other = |s: u8| (1 - s) as Seat;
        match self.end {
            End::Capped(s) => Some(Outcome::win(other(s), format!("{} has two or fewer capped towers", self.colour_name(s as usize)))),
            End::BothCapped => Some(Outcome::draw("both players have two or fewer capped towers")),
            End::Repetition => Some(Outcome::draw("the same position occurred three times")),
            End::Open => {
                if self.has_move() {
                    return None;
                }
                let who = self.colour_name(self.to_move as usize);
                Some(if self.rules.no_move_loses {
                    Outcome::win(other(self.to_move), format!("{who} has no legal move"))
                } else {
                    Outcome::draw(format!("{who} has no legal move"))
                })
            }
        }
    }
    fn key(&self) -> u64 {
        self.board.hash ^ if self.to_move == 1 { self.t.side_key } else { 0 }
    }
    fn notation(&self, mv: &Move) -> String {
        self.write_move(mv)
    }
    fn parse_move(&self, text: &str) -> Result<Move, crate::core::MoveError> {
        Ok(self.read_move(text)?)
    }
    fn picks(&self, mv: &Move) -> Vec<Pick> {
        self.move_picks(mv)
    }
    fn view(&self) -> crate::core::BoardView {
        self.board_view()
    }
    fn set_history_rules(&mut self, on: bool) {
        self.history_on = on;
        self.history.clear();
        if on {
            self.history.push(self.key());
        }
        self.end = self.judge();
    }
    fn diagram(&self) -> String {
        self.text_diagram()
    }
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        Some(self.static_eval(seat))
    }
}
