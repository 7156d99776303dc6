//! A Litróf position: the board, whose pieces are whose, and how the game stands. Its `Game`
//! interface is in `game.rs`.

use super::board::{Board, Cell};
use super::data::{self, Tables, tables};
use super::movegen::Move;
use super::setup;
use crate::core::bits::Bits;
use crate::core::bits::Square;
use crate::core::{ConfigError, GameConfig, IcehouseColour, Seat};
use std::sync::Arc;

/// Rule options (the spec's Decisions), read from the configuration once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    pub pawn_captures_neutral: bool,
    pub optional_effects: bool,
    pub newly_adjacent: bool,
    pub no_move_loses: bool,
    /// The third occurrence of a position draws (applied by `core::line`, not here).
    pub repetition: bool,
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

/// How the game stands by the rules of the position, apart from "no legal move" (found by
/// generating). Repetition is a history rule, applied by `core::line`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum End {
    Open,
    /// This seat has two or fewer capped towers.
    Capped(Seat),
    BothCapped,
}

/// Whose the piece on a square is: a player's, nobody's (a tower without a cap, which either
/// player may move), or there is no piece. The move generator compares owners square by
/// square, so an owner is one byte, compared as one: the player's seat, or a code past the
/// two seats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Owner(Seat);

impl Owner {
    /// A tower without a cap.
    pub(super) const NEUTRAL: Owner = Owner(Seat::new(2));
    /// An empty square.
    pub(super) const EMPTY: Owner = Owner(Seat::new(3));

    /// A player's pieces.
    #[inline]
    pub(super) fn player(seat: Seat) -> Owner {
        debug_assert!(seat < Owner::NEUTRAL.0, "Litróf has two seats");
        Owner(seat)
    }

    /// The player's seat, for a player's piece.
    #[inline]
    pub(super) fn seat(self) -> Option<Seat> {
        (self.0 < Owner::NEUTRAL.0).then_some(self.0)
    }
}

#[derive(Clone)]
pub struct Litrof {
    pub(super) t: &'static Tables,
    pub(super) config: Arc<GameConfig>,
    pub(super) rules: Rules,
    /// Each seat's colour (index into the spectral order); seat 0 is the earlier one.
    pub(super) colours: [u8; 2],
    /// Owner of each colour's caps and Pawns: its player, or `NEUTRAL` for the colours nobody
    /// plays (the rules put no cap or Pawn of theirs on the board).
    pub(super) owner_of: [Owner; 6],
    pub(super) board: Board,
    pub(super) to_move: Seat,
    pub(super) end: End,
}

impl Litrof {
    /// A new game from a configuration: options checked, setup read (see `setup`).
    pub fn new(config: &GameConfig) -> Result<Litrof, ConfigError> {
        let t = tables();
        let rules = Litrof::read_rules(config)?;
        let opts = t.data.meta.resolve(config)?;
        let fill = setup::Fill { random: opts.is("setup-fill", "random"), seed: opts.number("setup-seed").unwrap_or(0) as u64 };
        let text = config.setup.clone().unwrap_or_else(|| t.data.default_setup.clone());
        let start = setup::read(t, &text, fill)?;
        // Hand-made setups may hold any pieces (test positions); the rest holds for them too.
        start.check(false).map_err(|e| e.to_string())?;
        Ok(Litrof::assemble(config, rules, &start))
    }

    /// The rule options of a configuration (its game, variant and options checked).
    pub(super) fn read_rules(config: &GameConfig) -> Result<Rules, ConfigError> {
        let opts = tables().data.meta.resolve(config)?;
        Ok(Rules {
            pawn_captures_neutral: opts.is("pawn-captures-neutral", "yes"),
            optional_effects: opts.is("effects", "optional"),
            newly_adjacent: opts.is("reach", "newly-adjacent"),
            no_move_loses: opts.is("no-legal-move", "loses"),
            repetition: opts.is("repetition", "draw"),
        })
    }

    /// An empty board for these colours (indices into the spectral order, earlier first).
    pub(super) fn empty(t: &'static Tables, config: &GameConfig, rules: Rules, colours: [u8; 2], to_move: Seat) -> Litrof {
        let mut owner_of = [Owner::NEUTRAL; 6];
        for (seat, &c) in Seat::all(2).zip(&colours) {
            owner_of[c as usize] = Owner::player(seat);
        }
        Litrof { t, config: Arc::new(config.clone()), rules, colours, owner_of, board: Board::empty(), to_move, end: End::Open }
    }

    /// A hand-made position: `colours` like "Red v Purple", `placement` like
    /// "a5 rLC, a6 pP, c3 nDB", `to_move` a colour name. Same as the setup text
    /// "Red v Purple / a5 rLC, ... / Red".
    pub fn from_placement(colours: &str, placement: &str, to_move: &str) -> Result<Litrof, ConfigError> {
        Litrof::new(&GameConfig::new("litrof").with_setup(&format!("{colours} / {placement} / {to_move}")))
    }

    /// Same, with rule options.
    pub fn from_placement_with(config: GameConfig, colours: &str, placement: &str, to_move: &str) -> Result<Litrof, ConfigError> {
        Litrof::new(&config.with_setup(&format!("{colours} / {placement} / {to_move}")))
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Every piece on the board, square by square (rank by rank from a1, then the chambers).
    pub fn pieces(&self) -> Vec<PieceInfo> {
        let col = |c: Option<u8>| c.map(|c| IcehouseColour::SPECTRAL[c as usize]);
        Square::all(data::SQ)
            .filter(|&s| !self.board.cells[s].is_empty())
            .map(|s| {
                let c = self.board.cells[s];
                PieceInfo {
                    square: self.t.name[s].clone(),
                    owner: self.owner(c).seat(),
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
    pub(super) fn capped(&self) -> [usize; 2] {
        let mut n = [0; 2];
        for s in self.board.occupied.squares() {
            if let Some(c) = self.board.cells[s].cap()
                && let Some(seat) = self.owner_of[c as usize].seat()
            {
                n[seat] += 1;
            }
        }
        n
    }

    /// Whose the piece `c` is.
    #[inline]
    pub(super) fn owner(&self, c: Cell) -> Owner {
        if c.is_empty() {
            Owner::EMPTY
        } else if c.is_pawn() {
            self.owner_of[c.power().unwrap() as usize]
        } else {
            match c.cap() {
                Some(cap) => self.owner_of[cap as usize],
                None => Owner::NEUTRAL,
            }
        }
    }

    /// The end by the rules of the position alone: capped towers.
    pub(super) fn judge(&self) -> End {
        let capped = self.capped();
        match [capped[0] <= 2, capped[1] <= 2] {
            [true, true] => End::BothCapped,
            [true, false] => End::Capped(Seat::FIRST),
            [false, true] => End::Capped(Seat::SECOND),
            _ => End::Open,
        }
    }

    /// Whether `mv`, just played from a position whose board was `before`, can be undone by
    /// later moves: it cannot when a Pawn moved, or a pyramid was taken or changed hands (the
    /// moved piece changed, or anything else on the board did).
    pub(super) fn reversible(&self, before: &Board, mv: &Move) -> bool {
        let (from, last) = (mv.from, mv.last());
        let mover = before.cells[from];
        !mover.is_pawn()
            && self.board.cells[last] == mover
            && (last == from || before.cells[last].is_empty())
            && (0..data::SQ).all(|s| s == from.index() || s == last.index() || before.cells[s] == self.board.cells[s])
    }

    pub(super) fn colour_name(&self, seat: Seat) -> &'static str {
        self.t.colour_name(self.colours[seat])
    }
}
