//! Litróf (Glenn E. Overby II, 2002): six-colour Icehouse chess on 42 squares, where every
//! tower's medium says how it captures and its large how it moves. Rules: docs/rules/litrof.md.

mod board;
mod data;
pub mod edit;
mod effects;
mod eval;
mod movegen;
mod notation;
mod setup;
pub mod text;
mod view;

#[cfg(test)]
mod reference;
#[cfg(test)]
mod tests;

use crate::core::tuning::{Algorithm, Tuning};
use crate::core::{
    ConfigError, Counters, Game, GameConfig, GameMeta, HistoryRules, IcehouseColour, LegendEntry, LegendGroup, Outcome, Pick, Played, PositionError,
    Repetition, Seat,
};
use board::{Board, Cell};
use data::{NONE, Tables, tables};
use std::sync::Arc;

pub use setup::{arrays, matchups};
pub use text::{Piece, Setup};

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

/// How the game stands by the rules of the position, apart from "no legal move" (found by
/// generating). Repetition is a history rule, applied by `core::line`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
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
pub(crate) struct Owner(Seat);

impl Owner {
    /// A tower without a cap.
    pub(crate) const NEUTRAL: Owner = Owner(Seat::new(2));
    /// An empty square.
    pub(crate) const EMPTY: Owner = Owner(Seat::new(3));

    /// A player's pieces.
    #[inline]
    pub(crate) fn player(seat: Seat) -> Owner {
        debug_assert!(seat < Owner::NEUTRAL.0, "Litróf has two seats");
        Owner(seat)
    }

    /// The player's seat, for a player's piece.
    #[inline]
    pub(crate) fn seat(self) -> Option<Seat> {
        (self.0 < Owner::NEUTRAL.0).then_some(self.0)
    }
}

#[derive(Clone)]
pub struct Litrof {
    t: &'static Tables,
    config: Arc<GameConfig>,
    rules: Rules,
    /// Each seat's colour (index into the spectral order); seat 0 is the earlier one.
    colours: [u8; 2],
    /// Owner of each colour's caps and Pawns: its player, or `NEUTRAL` for the colours nobody
    /// plays (the rules put no cap or Pawn of theirs on the board).
    owner_of: [Owner; 6],
    board: Board,
    to_move: Seat,
    end: End,
}

pub fn meta() -> GameMeta {
    let data = &tables().data;
    let mut meta = data.meta.clone();
    meta.legend = legend(&data.colours);
    meta
}

/// The colour legend, made from the colour table itself so it can never disagree with the
/// rules: each colour is a power on a medium pyramid and a movement on a large one.
fn legend(colours: &[data::ColourData]) -> Vec<LegendGroup> {
    let entry = |c: &data::ColourData, name: String, text: &str| LegendEntry { colour: Some(c.colour), name, text: text.to_string() };
    vec![
        LegendGroup {
            title: "Powers (the medium pyramid)".into(),
            entries: colours.iter().map(|c| entry(c, format!("{:?} ({})", c.power, c.power_letter), &c.power_text)).collect(),
        },
        LegendGroup {
            title: "Movements (the large pyramid)".into(),
            entries: colours.iter().map(|c| entry(c, format!("{} ({})", c.movement.name, c.movement.letter), &c.movement.text)).collect(),
        },
        LegendGroup {
            title: "Caps and Pawns (small and lone medium)".into(),
            entries: vec![
                LegendEntry {
                    colour: None,
                    name: "Cap".into(),
                    text: "the small pyramid on top, in its owner's colour; a tower without one is neutral and either player may move it".into(),
                },
                LegendEntry {
                    colour: None,
                    name: "Pawn".into(),
                    text: "a lone medium of the owner's colour; steps one square diagonally forward and captures straight ahead".into(),
                },
            ],
        },
    ]
}

/// How the computer plays Litróf: alpha-beta (it beat MCTS 17-2) at the common times. The scale
/// was fitted on 800 games of self-play at 12,000 nodes a move (3 December). The matches behind
/// these numbers: docs/ai-strength.md, "Level and calibration history".
pub const TUNING: Tuning = Tuning { algorithm: Some(Algorithm::AlphaBeta), eval_scale: 523.1, ..Tuning::GENERIC };

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
    fn read_rules(config: &GameConfig) -> Result<Rules, ConfigError> {
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
    fn empty(t: &'static Tables, config: &GameConfig, rules: Rules, colours: [u8; 2], to_move: Seat) -> Litrof {
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
        (0..data::SQ)
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
    fn capped(&self) -> [usize; 2] {
        let mut n = [0; 2];
        for s in data::Bits(self.board.occupied) {
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
    pub(crate) fn owner(&self, c: Cell) -> Owner {
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
    fn judge(&self) -> End {
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
    fn reversible(&self, before: &Board, mv: &Move) -> bool {
        let (from, last) = (mv.from as usize, mv.last());
        let mover = before.cells[from];
        !mover.is_pawn()
            && self.board.cells[last] == mover
            && (last == from || before.cells[last].is_empty())
            && (0..data::SQ).all(|s| s == from || s == last || before.cells[s] == self.board.cells[s])
    }

    fn colour_name(&self, seat: Seat) -> &'static str {
        self.t.colour_name(self.colours[seat])
    }
}

impl Game for Litrof {
    type Move = Move;
    const TUNING: Tuning = TUNING;

    fn config(&self) -> &GameConfig {
        &self.config
    }
    fn seats(&self) -> usize {
        2
    }
    fn to_move(&self) -> Seat {
        self.to_move
    }
    fn legal_moves(&self, out: &mut Vec<Move>) {
        if self.end == End::Open {
            self.generate(out, true);
        }
    }
    fn play(&mut self, mv: &Move) {
        self.board = self.result(mv);
        self.to_move = self.to_move.other();
        self.end = self.judge();
    }
    fn play_noting(&mut self, mv: &Move) -> Played {
        let before = self.board;
        self.play(mv);
        Played { irreversible: !self.reversible(&before, mv), checkers: 0 }
    }
    fn history_rules(&self) -> HistoryRules {
        HistoryRules { repetition: self.rules.repetition.then_some(Repetition::Draws), ..HistoryRules::NONE }
    }
    fn seat_name(&self, seat: Seat) -> String {
        self.colours.get(seat.index()).map_or_else(|| crate::core::game::numbered_seat(seat), |&c| self.t.colour_name(c).to_string())
    }
    fn position_text(&self) -> String {
        self.setup().write()
    }
    fn read_position(config: &GameConfig, text: &str) -> Result<(Litrof, Counters), PositionError> {
        Ok((Litrof::from_text(config, text)?, Counters::default()))
    }
    fn outcome(&self) -> Option<Outcome> {
        match self.end {
            End::Capped(s) => Some(Outcome::win(s.other(), format!("{} has two or fewer capped towers", self.colour_name(s)))),
            End::BothCapped => Some(Outcome::draw("both players have two or fewer capped towers")),
            End::Open => {
                if self.has_move() {
                    return None;
                }
                let who = self.colour_name(self.to_move);
                Some(if self.rules.no_move_loses {
                    Outcome::win(self.to_move.other(), format!("{who} has no legal move"))
                } else {
                    Outcome::draw(format!("{who} has no legal move"))
                })
            }
        }
    }
    fn key(&self) -> u64 {
        self.board.hash ^ if self.to_move == Seat::SECOND { self.t.side_key } else { 0 }
    }
    fn notation(&self, mv: &Move) -> String {
        self.write_move(mv)
    }
    fn parse_move(&self, text: &str) -> Result<Move, crate::core::MoveError> {
        self.read_move(text)
    }
    fn picks(&self, mv: &Move) -> Vec<Pick> {
        self.move_picks(mv)
    }
    fn view(&self) -> crate::core::BoardView {
        self.board_view()
    }
    fn diagram(&self) -> String {
        self.text_diagram()
    }
    fn describe(&self, square: u16) -> Vec<String> {
        self.describe_square(square as usize)
    }
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        Some(self.static_eval(seat))
    }
    fn order_key(&self, mv: &Move) -> Option<i32> {
        Some(self.material_gain(mv))
    }
    /// Moves that gain material: captures by every power, thefts, de-cappings.
    fn tactical_moves(&self, out: &mut Vec<Move>) -> bool {
        let mut all = Vec::new();
        self.generate(&mut all, true);
        let mut scored: Vec<(i32, Move)> = all.into_iter().map(|m| (self.material_gain(&m), m)).filter(|s| s.0 > 0).collect();
        scored.sort_by_key(|s| std::cmp::Reverse(s.0));
        out.extend(scored.into_iter().map(|s| s.1));
        true
    }
}
