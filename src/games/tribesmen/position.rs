//! A game position (its `Game` interface is in `game.rs`). The position knows only the rules of the board;
//! repetition and the turn limit are history rules, applied by `core::line::Line` from
//! `history_rules()`.

use super::board::{Board, Cell, End, Why};
use super::data::{MAX_SQUARES, Rules, parse_pyramids};
use super::movegen::{self, Move, Shape};
use super::sight::{self, Sight};
use super::text::{self, Setup, SetupError};
use crate::core::bits::{Bits, Square};
use crate::core::{GameConfig, Outcome, PositionError, Seat};
use std::sync::{Arc, OnceLock};

#[derive(Clone, Debug)]
pub struct Tribesmen {
    pub(super) rules: Arc<Rules>,
    pub(super) board: Board,
    /// The board after the last action, before its blind stacks died: the view explains the
    /// deaths from it.
    pub(super) before_vision: Board,
    pub(super) last_deaths: u64,
    pub(super) end: Option<End>,
    /// The legal moves, once asked for: the app and the command line ask for them again
    /// for every click, parse and play, and each costs a position per move.
    moves: OnceLock<Arc<MoveList>>,
}

/// The legal moves of a position, with indexes built when first needed: by resulting
/// position (where a move stands in the list) and by shape (reading a move).
#[derive(Debug)]
pub(super) struct MoveList {
    moves: Vec<Move>,
    by_result: OnceLock<Vec<(u64, u32)>>,
    by_shape: OnceLock<Vec<(Shape, u32)>>,
}

impl MoveList {
    pub(super) fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Where a move stands in the list, found by the position it leads to.
    pub(super) fn index_of(&self, mv: &Move) -> Option<usize> {
        let sorted = self.by_result.get_or_init(|| {
            let mut v: Vec<(u64, u32)> = self.moves.iter().enumerate().map(|(i, m)| (m.result, i as u32)).collect();
            v.sort_unstable();
            v
        });
        sorted.binary_search_by_key(&mv.result, |&(k, _)| k).ok().map(|j| sorted[j].1 as usize)
    }

    /// The listed move of a shape (as a move's text names it), if any.
    pub(super) fn with_shape(&self, shape: &Shape) -> Option<Move> {
        let sorted = self.by_shape.get_or_init(|| {
            let mut v: Vec<(Shape, u32)> = self.moves.iter().enumerate().map(|(i, m)| (m.shape(), i as u32)).collect();
            v.sort_unstable();
            v
        });
        sorted.binary_search_by(|(s, _)| s.cmp(shape)).ok().map(|j| self.moves[sorted[j].1 as usize])
    }
}

/// Why stacks placed by hand (`Tribesmen::with_stacks`) make no position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StacksError {
    #[error("{}", crate::t!("tribesmen-no-seat", seat = .seat.to_string(), count = *.seats))]
    NoSeat { seat: Seat, seats: usize },
    #[error("{}", crate::t!("tribesmen-two-stacks", square = .0))]
    TwoStacks(String),
    #[error(transparent)]
    Square(#[from] super::data::SquareError),
    #[error(transparent)]
    Stack(#[from] super::data::StackError),
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error(transparent)]
    Config(#[from] crate::core::ConfigError),
}

/// A break in the board's running bookkeeping that `Tribesmen::validate` found (for tests).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Inconsistent(pub String);

impl Tribesmen {
    /// The start position of a configured game.
    pub fn new(config: &GameConfig) -> Result<Tribesmen, crate::core::ConfigError> {
        let rules = Rules::for_config(config)?;
        let mut b = Board::empty();
        for &(seat, sq, p) in &rules.setup {
            b.set(sq, Cell::new(seat, p));
        }
        b.to_move = rules.order[0];
        Ok(Tribesmen::from_board(rules, b, false).map_err(|e| e.to_string())?)
    }

    /// A position built by hand: `(seat, square, pyramids bottom to top as "LMS")`, with
    /// `to_move` to move. It is judged as a position string is (`text::SetupError`), except
    /// that blind stacks may stand (ask `blind_stacks`): they die when the next turn ends.
    pub fn with_stacks(config: &GameConfig, stacks: &[(Seat, &str, &str)], to_move: Seat) -> Result<Tribesmen, StacksError> {
        let rules = Rules::for_config(config)?;
        let mut b = Board::empty();
        for &(seat, square, pyramids) in stacks {
            if seat.index() >= rules.seats() {
                return Err(StacksError::NoSeat { seat, seats: rules.seats() });
            }
            let sq = rules.parse_square(square)?;
            if !b.cells[sq].is_empty() {
                return Err(StacksError::TwoStacks(square.to_string()));
            }
            b.set(sq, Cell::new(seat, parse_pyramids(pyramids)?));
        }
        if to_move.index() >= rules.seats() {
            return Err(StacksError::NoSeat { seat: to_move, seats: rules.seats() });
        }
        b.to_move = to_move;
        Ok(Tribesmen::from_board(rules, b, true)?)
    }

    /// A position from a setup (a position string as read), judged by the rules.
    pub fn from_setup(config: &GameConfig, setup: &Setup) -> Result<Tribesmen, PositionError> {
        let rules = Rules::for_config(config).map_err(PositionError::Config)?;
        let board = text::board_of(&rules, setup)?;
        Ok(Tribesmen::from_board(rules, board, false)?)
    }

    /// The setup of this position: what its position string says.
    pub fn setup(&self) -> Setup {
        text::setup_of(&self.rules, &self.board)
    }

    /// A position whose stacks and side to move are on `b` (the rest of `b` follows from
    /// them): the tribes with pyramids are in, and the end of the game, if it is over, follows
    /// from the board as it would have after the turn that led here. Refuses what no turn can
    /// leave (`allow_blind`: except blind stacks).
    pub(crate) fn from_board(rules: Arc<Rules>, mut b: Board, allow_blind: bool) -> Result<Tribesmen, SetupError> {
        let end = text::judge(&rules, &mut b, allow_blind)?;
        Ok(Tribesmen { rules, board: b, before_vision: b, last_deaths: 0, end, moves: OnceLock::new() })
    }

    /// Checks the board's running bookkeeping (square masks, counts, kings, hash) against its
    /// stacks, and that every player still in has one king and at most five pyramids of each
    /// other size; for tests.
    pub fn validate(&self) -> Result<(), Inconsistent> {
        let (b, r) = (&self.board, &*self.rules);
        let mut fresh = Board::empty();
        let mut kings = [0; 4];
        let mut sizes = [(0u8, 0u8); 4];
        for (sq, &c) in Square::all(MAX_SQUARES).zip(&b.cells) {
            if c.is_empty() {
                if c != Cell::EMPTY {
                    return Err(Inconsistent(format!("square {} is empty but not cleared", sq.index())));
                }
                continue;
            }
            if sq.index() >= r.squares || c.owner.index() >= r.seats() {
                return Err(Inconsistent(format!("a stack off the board or of no seat on {}", sq.index())));
            }
            fresh.set(sq, c);
            let o = c.owner;
            kings[o] += usize::from(c.small);
            sizes[o] = (sizes[o].0 + c.large, sizes[o].1 + c.medium);
        }
        if (fresh.own, fresh.count, fresh.taller, fresh.hash) != (b.own, b.count, b.taller, b.hash) {
            return Err(Inconsistent("the masks, counts or hash differ from the stacks".to_string()));
        }
        for seat in Seat::all(r.seats()) {
            let name = &r.seats[seat].name;
            if sizes[seat].0 > 5 || sizes[seat].1 > 5 {
                return Err(Inconsistent(format!("{name} has more than five pyramids of a size")));
            }
            if self.is_active(seat) {
                if kings[seat] != 1 || fresh.king[seat] != b.king[seat] {
                    return Err(Inconsistent(format!("{name} has {} kings, or his king is not where the board says", kings[seat])));
                }
            } else if r.seats() > 2 && b.count[seat] != 0 {
                return Err(Inconsistent(format!("{name} is out but has pyramids")));
            }
        }
        if !self.is_active(b.to_move) && self.end.is_none() {
            return Err(Inconsistent("the player to move is out".to_string()));
        }
        Ok(())
    }

    /// Index of a square name (as in the view), if on the board.
    pub fn square(&self, name: &str) -> Option<u16> {
        self.rules.parse_square(name).ok().map(Square::number)
    }

    pub fn square_name(&self, sq: u16) -> String {
        self.rules.square_name(Square::new(usize::from(sq))).to_string()
    }

    /// The stack on a square: owner and pyramids bottom to top ("LMS").
    pub fn stack(&self, square: &str) -> Option<(Seat, String)> {
        let c = self.board.cells[self.rules.parse_square(square).ok()?];
        if c.is_empty() {
            return None;
        }
        Some((c.owner, c.sizes().map(|s| ['S', 'M', 'L'][usize::from(s) - 1]).collect()))
    }

    /// Pyramids of a seat on the board.
    pub fn pyramids(&self, seat: Seat) -> usize {
        usize::from(self.board.count[seat])
    }

    pub fn total_pyramids(&self) -> usize {
        self.board.total() as usize
    }

    /// Still in the game (four players eliminate).
    pub fn is_active(&self, seat: Seat) -> bool {
        self.board.is_active(seat)
    }

    pub fn king_square(&self, seat: Seat) -> Option<u16> {
        self.board.king[seat].get().map(Square::number)
    }

    /// Every stack's line of sight to its king in this position.
    pub fn sight_lines(&self) -> Vec<Sight> {
        sight::sight_lines(&self.board, &self.rules)
    }

    /// The stacks that cannot see their king here (they would die if a turn ended now).
    pub fn blind_stacks(&self) -> Vec<u16> {
        self.board.blind(&self.rules).squares().map(Square::number).collect()
    }

    /// The squares whose stacks die of blindness if `mv` is played (for a preview).
    pub fn deaths(&self, mv: &Move) -> Vec<u16> {
        mv.deaths.squares().map(Square::number).collect()
    }

    /// The sight lines right after `mv`, before the blind stacks die: why they die.
    pub fn sight_lines_after(&self, mv: &Move) -> Vec<Sight> {
        let mut b = self.board;
        b.apply(&self.rules, mv.action, mv.from, mv.to, mv.count, mv.place);
        sight::sight_lines(&b, &self.rules)
    }

    pub(super) fn move_list(&self) -> &MoveList {
        self.moves.get_or_init(|| {
            let mut moves = Vec::new();
            if self.end.is_none() {
                movegen::generate(&self.board, &self.rules, &mut moves);
            }
            Arc::new(MoveList { moves, by_result: OnceLock::new(), by_shape: OnceLock::new() })
        })
    }

    pub(super) fn outcome_of(&self, end: End) -> Outcome {
        let name = |s: Seat| self.rules.seats[s].name.clone();
        let two = self.rules.seats() == 2;
        let reason = |why: Why| match why {
            Why::FewPyramids(s) => format!("{} has four or fewer pyramids left", name(s)),
            Why::AllFew(m) if two => format!("both players have four or fewer pyramids left after {}'s turn", name(m)),
            Why::AllFew(_) => "every player still in dropped to four or fewer pyramids in the same turn".into(),
            Why::NoAction(s) => format!("{} has no legal action", name(s)),
            Why::LastStanding => "the last tribe standing".into(),
        };
        match end {
            End::Win { winner, why } => Outcome::win(winner, reason(why)),
            End::Draw(why) => Outcome::draw(reason(why)),
        }
    }

    /// Plays a legal move; returns how many pyramids left the game.
    #[inline]
    pub(super) fn play_counting(&mut self, mv: &Move) -> u32 {
        let r = &self.rules;
        let mut b = self.board;
        b.apply(r, mv.action, mv.from, mv.to, mv.count, mv.place);
        self.before_vision = b;
        // Moves carry the stacks that die and the key of the position they lead to, found by
        // the generator's judging (which a unit test holds to the full one at every position of
        // whole games); the key must agree, or the move is not from this position.
        debug_assert_eq!(b.blind(r), mv.deaths, "move {mv:?}: the generator judged other deaths");
        let settled = b.settle_with(r, mv.deaths, true);
        assert_eq!(b.key(), mv.result, "move {mv:?} does not lead where its generator said (or is not from this position)");
        self.board = b;
        self.moves = OnceLock::new();
        self.last_deaths = settled.deaths;
        self.end = settled.end;
        settled.lost
    }
}
