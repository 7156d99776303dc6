//! A game position and the `Game` interface. The position knows only the rules of the board;
//! repetition and the turn limit are history rules, applied by `core::line::Line` from
//! `history_rules()`.

use super::board::{Action, Board, Cell, End, Why};
use super::data::{NONE, Rules, parse_pyramids};
use super::movegen::{self, Move, Shape};
use super::sight::{self, Sight};
use super::text::{self, Setup, SetupError};
use crate::core::{BoardView, Counters, Game, GameConfig, HistoryRules, Outcome, Pick, Played, PositionError, Repetition, Seat};
use std::sync::{Arc, OnceLock};

#[derive(Clone, Debug)]
pub struct Tribesmen {
    pub(crate) rules: Arc<Rules>,
    pub(crate) board: Board,
    /// The board after the last action, before its blind stacks died: the view explains the
    /// deaths from it.
    pub(crate) before_vision: Board,
    pub(crate) last_deaths: u64,
    pub(crate) end: Option<End>,
    /// The legal moves, once asked for: the app and the command line ask for them again
    /// for every click, parse and play, and each costs a position per move.
    moves: OnceLock<Arc<MoveList>>,
}

/// The legal moves of a position, with indexes built when first needed: by resulting
/// position (where a move stands in the list) and by shape (reading a move).
#[derive(Debug)]
struct MoveList {
    moves: Vec<Move>,
    by_result: OnceLock<Vec<(u64, u32)>>,
    by_shape: OnceLock<Vec<(Shape, u32)>>,
}

/// Why stacks placed by hand (`Tribesmen::with_stacks`) make no position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StacksError {
    #[error("seat {seat} does not exist (there are {seats})")]
    NoSeat { seat: Seat, seats: usize },
    #[error("two stacks on {0}")]
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
        let rules = super::rules_for(config)?;
        let mut b = Board::empty();
        for &(seat, sq, p) in &rules.setup {
            b.set(sq as usize, Cell::new(seat, p));
        }
        b.to_move = rules.order[0];
        Ok(Tribesmen::from_board(rules, b, false).map_err(|e| e.to_string())?)
    }

    /// A position built by hand: `(seat, square, pyramids bottom to top as "LMS")`, with
    /// `to_move` to move. It is judged as a position string is (`text::SetupError`), except
    /// that blind stacks may stand (ask `blind_stacks`): they die when the next turn ends.
    pub fn with_stacks(config: &GameConfig, stacks: &[(Seat, &str, &str)], to_move: Seat) -> Result<Tribesmen, StacksError> {
        let rules = super::rules_for(config)?;
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
        let rules = super::rules_for(config).map_err(PositionError::Config)?;
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
        for (sq, &c) in b.cells.iter().enumerate() {
            if c.is_empty() {
                if c != Cell::EMPTY {
                    return Err(Inconsistent(format!("square {sq} is empty but not cleared")));
                }
                continue;
            }
            if sq >= r.squares || c.owner.index() >= r.seats() {
                return Err(Inconsistent(format!("a stack off the board or of no seat on {sq}")));
            }
            fresh.set(sq, c);
            let o = c.owner;
            kings[o] += c.small as usize;
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
        self.rules.parse_square(name).ok().map(|s| s as u16)
    }

    pub fn square_name(&self, sq: u16) -> String {
        self.rules.square_name(sq as usize).to_string()
    }

    /// The stack on a square: owner and pyramids bottom to top ("LMS").
    pub fn stack(&self, square: &str) -> Option<(Seat, String)> {
        let c = self.board.cells[self.rules.parse_square(square).ok()?];
        if c.is_empty() {
            return None;
        }
        Some((c.owner, c.sizes().map(|s| ['S', 'M', 'L'][s as usize - 1]).collect()))
    }

    /// Pyramids of a seat on the board.
    pub fn pyramids(&self, seat: Seat) -> usize {
        self.board.count[seat] as usize
    }

    pub fn total_pyramids(&self) -> usize {
        self.board.total() as usize
    }

    /// Still in the game (four players eliminate).
    pub fn is_active(&self, seat: Seat) -> bool {
        self.board.is_active(seat)
    }

    pub fn king_square(&self, seat: Seat) -> Option<u16> {
        let k = self.board.king[seat];
        (k != NONE).then_some(k as u16)
    }

    /// Every stack's line of sight to its king in this position.
    pub fn sight_lines(&self) -> Vec<Sight> {
        sight::sight_lines(&self.board, &self.rules)
    }

    /// The stacks that cannot see their king here (they would die if a turn ended now).
    pub fn blind_stacks(&self) -> Vec<u16> {
        squares_of(self.board.blind(&self.rules))
    }

    /// The squares whose stacks die of blindness if `mv` is played (for a preview).
    pub fn deaths(&self, mv: &Move) -> Vec<u16> {
        squares_of(mv.deaths)
    }

    /// The sight lines right after `mv`, before the blind stacks die: why they die.
    pub fn sight_lines_after(&self, mv: &Move) -> Vec<Sight> {
        let mut b = self.board;
        b.apply(&self.rules, mv.action, mv.from as usize, mv.to as usize, mv.count, mv.place);
        sight::sight_lines(&b, &self.rules)
    }

    fn move_list(&self) -> &MoveList {
        self.moves.get_or_init(|| {
            let mut moves = Vec::new();
            if self.end.is_none() {
                movegen::generate(&self.board, &self.rules, &mut moves);
            }
            Arc::new(MoveList { moves, by_result: OnceLock::new(), by_shape: OnceLock::new() })
        })
    }

    fn outcome_of(&self, end: End) -> Outcome {
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
    fn play_counting(&mut self, mv: &Move) -> u32 {
        let r = &self.rules;
        let mut b = self.board;
        b.apply(r, mv.action, mv.from as usize, mv.to as usize, mv.count, mv.place);
        self.before_vision = b;
        let settled = b.settle(r, true);
        // Moves carry the key of the position they lead to, found by the quicker judging of
        // the move generator; the full judging here must agree.
        assert_eq!(b.key(), mv.result, "move {mv:?} does not lead where its generator said (or is not from this position)");
        self.board = b;
        self.moves = OnceLock::new();
        self.last_deaths = settled.deaths;
        self.end = settled.end;
        settled.lost
    }
}

pub(crate) fn squares_of(mut m: u64) -> Vec<u16> {
    let mut v = Vec::new();
    while m != 0 {
        v.push(m.trailing_zeros() as u16);
        m &= m - 1;
    }
    v
}

impl Game for Tribesmen {
    type Move = Move;
    const TUNING: crate::core::Tuning = super::TUNING;

    fn config(&self) -> &GameConfig {
        &self.rules.config
    }
    fn seats(&self) -> usize {
        self.rules.seats()
    }
    fn to_move(&self) -> Seat {
        self.board.to_move
    }
    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.extend_from_slice(&self.move_list().moves);
    }
    fn move_at(&self, index: usize) -> Option<Move> {
        self.move_list().moves.get(index).copied()
    }
    fn index_of(&self, mv: &Move) -> Option<usize> {
        let list = self.move_list();
        let sorted = list.by_result.get_or_init(|| {
            let mut v: Vec<(u64, u32)> = list.moves.iter().enumerate().map(|(i, m)| (m.result, i as u32)).collect();
            v.sort_unstable();
            v
        });
        sorted.binary_search_by_key(&mv.result, |&(k, _)| k).ok().map(|j| sorted[j].1 as usize)
    }
    fn play(&mut self, mv: &Move) {
        self.play_counting(mv);
    }
    /// Pyramids leaving the game is what makes a move irreversible: no earlier position can
    /// come back (there is no check, so no checkers).
    fn play_noting(&mut self, mv: &Move) -> Played {
        Played { irreversible: self.play_counting(mv) > 0, checkers: 0 }
    }
    fn outcome(&self) -> Option<Outcome> {
        self.end.map(|e| self.outcome_of(e))
    }
    fn key(&self) -> u64 {
        self.board.key()
    }
    fn notation(&self, mv: &Move) -> String {
        super::notation::write(&self.rules, &self.board, mv)
    }
    fn parse_move(&self, text: &str) -> Result<Move, crate::core::MoveError> {
        if self.end.is_some() {
            return Err(crate::core::MoveError::NoMoves);
        }
        let list = self.move_list();
        let listed = |shape: &Shape| {
            let sorted = list.by_shape.get_or_init(|| {
                let mut v: Vec<(Shape, u32)> = list.moves.iter().enumerate().map(|(i, m)| (m.shape(), i as u32)).collect();
                v.sort_unstable();
                v
            });
            sorted.binary_search_by(|(s, _)| s.cmp(shape)).ok().map(|j| list.moves[sorted[j].1 as usize])
        };
        super::notation::read(&self.rules, &self.board, text, listed)
    }
    fn picks(&self, mv: &Move) -> Vec<Pick> {
        let level = self.board.height(mv.from as usize) - mv.count;
        let (spots, n) = if mv.action == Action::Trip { super::notation::places(&self.rules, mv.to as usize, mv.place) } else { ([0; 11], 0) };
        let mut p = Vec::with_capacity(2 + n);
        p.extend([Pick::Piece { square: mv.from as u16, level }, Pick::Square(mv.to as u16)]);
        p.extend(spots[..n].iter().map(|&q| Pick::Square(q as u16)));
        p
    }
    fn view(&self) -> BoardView {
        super::view::view(self)
    }
    fn diagram(&self) -> String {
        super::view::diagram(self)
    }
    fn position_text(&self) -> String {
        self.setup().write()
    }
    /// No trailing fields: the history rules need no counter a position string could give
    /// (the repetition window starts empty, the turn limit counts from the position read).
    fn read_position(config: &GameConfig, text: &str) -> Result<(Tribesmen, Counters), PositionError> {
        let setup = Setup::read(text)?;
        Ok((Tribesmen::from_setup(config, &setup)?, Counters::default()))
    }
    fn seat_name(&self, seat: Seat) -> String {
        self.rules.seats.get(seat.index()).map_or_else(|| crate::core::game::numbered_seat(seat), |s| s.name.clone())
    }
    /// Four players drop out one by one; in a two-player game both stay in to the end.
    fn in_game(&self, seat: Seat) -> bool {
        self.is_active(seat)
    }
    /// Options `repetition` (draw on the third occurrence) and `turn-limit` (a draw once that
    /// many turns, one action each, are played).
    fn history_rules(&self) -> HistoryRules {
        HistoryRules {
            repetition: self.rules.repetition.then_some(Repetition::Draws),
            quiet_plies: None,
            total_plies: self.rules.turn_limit,
            check_ban: false,
        }
    }
    /// The moves that blind opposing stacks, most pyramids killed first: quiescence then
    /// plays a handful of moves at a leaf instead of all ~45.
    fn tactical_moves(&self, out: &mut Vec<Move>) -> bool {
        let mut scored: Vec<(u32, Move)> = self
            .move_list()
            .moves
            .iter()
            .filter_map(|m| {
                let n = movegen::kills(&self.board, &self.rules, m);
                (n > 0).then_some((n, *m))
            })
            .collect();
        scored.sort_by_key(|s| std::cmp::Reverse(s.0));
        out.extend(scored.into_iter().map(|(_, m)| m));
        true
    }
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        Some(super::eval::evaluate(self, seat))
    }
    /// Pyramids killed by sight, the opponents' counting for the mover and its own against;
    /// a trip or a push, which moves an opponent's stack, just above a quiet move.
    fn order_key(&self, mv: &Move) -> Option<i32> {
        if mv.deaths == 0 {
            return Some(i32::from(mv.action != Action::Move));
        }
        let (theirs, mine) = movegen::deaths_by_side(&self.board, &self.rules, mv);
        Some(100 * theirs as i32 - 100 * mine as i32)
    }
}
