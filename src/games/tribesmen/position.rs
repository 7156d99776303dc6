//! A game position: the board with its history, and the `Game` interface.

use super::board::{Action, Board, Cell, End, Why};
use super::data::{NONE, Rules, parse_pyramids};
use super::movegen::{self, Move, Shape};
use super::sight::{self, Sight};
use crate::core::{BoardView, Game, GameConfig, Outcome, Pick, Seat};
use std::sync::{Arc, OnceLock};

#[derive(Clone, Debug)]
pub struct Tribesmen {
    pub(crate) rules: Arc<Rules>,
    pub(crate) board: Board,
    /// The board after the last action, before its blind stacks died: the view explains the
    /// deaths from it.
    pub(crate) before_vision: Board,
    pub(crate) last_deaths: u64,
    turns: u32,
    /// Keys since pyramids last left the game (earlier positions cannot come back), for the
    /// repetition rule; kept only while history rules are on.
    history: Vec<u64>,
    history_rules: bool,
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

impl Tribesmen {
    /// The start position of a configured game.
    pub fn new(config: &GameConfig) -> Result<Tribesmen, String> {
        let rules = super::rules_for(config)?;
        let stacks: Vec<(usize, usize, Cell)> = rules.setup.iter().map(|&(seat, sq, p)| (seat, sq as usize, Cell::new(seat as u8, p))).collect();
        let first = rules.order[0] as usize;
        Tribesmen::from_cells(rules, &stacks, first)
    }

    /// A position built by hand: `(seat, square, pyramids bottom to top as "LMS")`, with
    /// `to_move` to move. It stands as a turn just ended there: blind stacks stay (ask
    /// `blind_stacks`), players at four or fewer pyramids stay in; a player without pyramids is
    /// out. The three demands and the tribe's pyramids (one king, five of each other size) are
    /// checked.
    pub fn with_stacks(config: &GameConfig, stacks: &[(Seat, &str, &str)], to_move: Seat) -> Result<Tribesmen, String> {
        let rules = super::rules_for(config)?;
        let mut cells = Vec::new();
        for &(seat, square, pyramids) in stacks {
            if seat >= rules.seats() {
                return Err(format!("seat {seat} does not exist (there are {})", rules.seats()));
            }
            cells.push((seat, rules.parse_square(square)?, Cell::new(seat as u8, parse_pyramids(pyramids)?)));
        }
        Tribesmen::from_cells(rules, &cells, to_move)
    }

    fn from_cells(rules: Arc<Rules>, stacks: &[(usize, usize, Cell)], to_move: Seat) -> Result<Tribesmen, String> {
        let mut b = Board::empty();
        let mut sizes = [(0u8, 0u8, 0u8); 4];
        for &(seat, sq, c) in stacks {
            if !b.cells[sq].is_empty() {
                return Err(format!("two stacks on {}", rules.square_name(sq)));
            }
            b.set(sq, c);
            let t = &mut sizes[seat];
            *t = (t.0 + c.large, t.1 + c.medium, t.2 + c.small);
        }
        for (seat, &(l, m, s)) in sizes.iter().enumerate().take(rules.seats()) {
            let name = &rules.seats[seat].name;
            if l > 5 || m > 5 {
                return Err(format!("{name} has more than five large or five medium pyramids"));
            }
            if l + m + s > 0 {
                if s != 1 {
                    return Err(format!("{name} needs exactly one king (small pyramid), not {s}"));
                }
                b.active |= 1 << seat;
            }
        }
        if to_move >= rules.seats() || b.active & (1 << to_move) == 0 {
            return Err(format!("seat {to_move} cannot be to move: it has no pyramids"));
        }
        b.to_move = to_move as u8;
        let mut pos = Tribesmen {
            rules,
            board: b,
            before_vision: b,
            last_deaths: 0,
            turns: 0,
            history: Vec::new(),
            history_rules: true,
            end: None,
            moves: OnceLock::new(),
        };
        if !movegen::has_action(&pos.board, &pos.rules, to_move) {
            pos.end = Some(if pos.rules.seats() == 2 && !pos.rules.no_action_draws {
                End::Win { winner: (1 - to_move) as u8, why: Why::NoAction(to_move as u8) }
            } else if pos.rules.seats() == 2 {
                End::Draw(Why::NoAction(to_move as u8))
            } else {
                return Err("the player to move has no legal action".into());
            });
        }
        pos.history.push(pos.key());
        Ok(pos)
    }

    /// Checks the board's running bookkeeping (square masks, counts, kings, hash) against its
    /// stacks, and that every player still in has one king and at most five pyramids of each
    /// other size; for tests.
    pub fn validate(&self) -> Result<(), String> {
        let (b, r) = (&self.board, &*self.rules);
        let mut fresh = Board::empty();
        let mut kings = [0; 4];
        let mut sizes = [(0u8, 0u8); 4];
        for (sq, &c) in b.cells.iter().enumerate() {
            if c.is_empty() {
                if c != Cell::EMPTY {
                    return Err(format!("square {sq} is empty but not cleared"));
                }
                continue;
            }
            if sq >= r.squares || c.owner as usize >= r.seats() {
                return Err(format!("a stack off the board or of no seat on {sq}"));
            }
            fresh.set(sq, c);
            let o = c.owner as usize;
            kings[o] += c.small as usize;
            sizes[o] = (sizes[o].0 + c.large, sizes[o].1 + c.medium);
        }
        if (fresh.own, fresh.count, fresh.taller, fresh.hash) != (b.own, b.count, b.taller, b.hash) {
            return Err("the masks, counts or hash differ from the stacks".into());
        }
        for seat in 0..r.seats() {
            let name = &r.seats[seat].name;
            if sizes[seat].0 > 5 || sizes[seat].1 > 5 {
                return Err(format!("{name} has more than five pyramids of a size"));
            }
            if self.is_active(seat) {
                if kings[seat] != 1 || fresh.king[seat] != b.king[seat] {
                    return Err(format!("{name} has {} kings, or his king is not where the board says", kings[seat]));
                }
            } else if r.seats() > 2 && b.count[seat] != 0 {
                return Err(format!("{name} is out but has pyramids"));
            }
        }
        if !self.is_active(b.to_move as usize) && self.end.is_none() {
            return Err("the player to move is out".into());
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
        Some((c.owner as Seat, c.sizes().map(|s| ['S', 'M', 'L'][s as usize - 1]).collect()))
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
        self.board.active & (1 << seat) != 0
    }

    pub fn king_square(&self, seat: Seat) -> Option<u16> {
        let k = self.board.king[seat];
        (k != NONE).then_some(k as u16)
    }

    /// Turns played.
    pub fn turns(&self) -> u32 {
        self.turns
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

    /// The name of a seat (its colour).
    pub fn seat_name(&self, seat: Seat) -> &str {
        &self.rules.seats[seat].name
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
        let name = |s: u8| self.rules.seats[s as usize].name.clone();
        let two = self.rules.seats() == 2;
        let reason = |why: Why| match why {
            Why::FewPyramids(s) => format!("{} has four or fewer pyramids left", name(s)),
            Why::AllFew(m) if two => format!("both players have four or fewer pyramids left after {}'s turn", name(m)),
            Why::AllFew(_) => "every player still in dropped to four or fewer pyramids in the same turn".into(),
            Why::NoAction(s) => format!("{} has no legal action", name(s)),
            Why::LastStanding => "the last tribe standing".into(),
            Why::Repetition => "the same position occurred three times".into(),
            Why::TurnLimit => format!("{} turns were played", self.rules.turn_limit.unwrap_or(0)),
        };
        match end {
            End::Win { winner, why } => Outcome::win(winner as Seat, format!("{} wins: {}", name(winner), reason(why))),
            End::Draw(why) => Outcome::draw(format!("draw: {}", reason(why))),
        }
    }

    fn check_history(&mut self) {
        if self.end.is_some() || !self.history_rules {
            return;
        }
        if self.rules.turn_limit.is_some_and(|t| self.turns >= t) {
            self.end = Some(End::Draw(Why::TurnLimit));
        } else if self.rules.repetition {
            let k = self.key();
            if self.history.iter().filter(|&&h| h == k).count() >= 3 {
                self.end = Some(End::Draw(Why::Repetition));
            }
        }
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

    fn config(&self) -> &GameConfig {
        &self.rules.config
    }
    fn seats(&self) -> usize {
        self.rules.seats()
    }
    fn to_move(&self) -> Seat {
        self.board.to_move as Seat
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
        self.turns += 1;
        if self.history_rules && self.rules.repetition {
            if settled.lost > 0 {
                self.history.clear();
            }
            self.history.push(self.board.key());
        }
        self.check_history();
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
            return Err(crate::core::MoveError::from("the game is over: no move can be played"));
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
        Ok(super::notation::read(&self.rules, &self.board, text, listed)?)
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
    fn set_history_rules(&mut self, on: bool) {
        self.history_rules = on;
        self.moves = OnceLock::new();
        if on {
            if self.history.is_empty() {
                self.history.push(self.key());
            }
            self.check_history();
        } else {
            self.history = Vec::new();
            if matches!(self.end, Some(End::Draw(Why::Repetition | Why::TurnLimit))) {
                self.end = None;
            }
        }
    }
    fn diagram(&self) -> String {
        super::view::diagram(self)
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
        scored.sort_by(|a, b| b.0.cmp(&a.0));
        out.extend(scored.into_iter().map(|(_, m)| m));
        true
    }
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        Some(super::eval::evaluate(self, seat))
    }
}
