//! Tribesmen behind the `Game` interface: what the search, the records and the app ask of it.

use super::board::Action;
use super::movegen::{self, Move};
use super::position::Tribesmen;
use super::text::Setup;
use crate::core::bits::Square;
use crate::core::{BoardView, Counters, Game, GameConfig, HistoryRules, Outcome, Pick, Played, PositionError, Repetition, Seat};

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
        out.extend_from_slice(self.move_list().moves());
    }
    fn move_at(&self, index: usize) -> Option<Move> {
        self.move_list().moves().get(index).copied()
    }
    fn index_of(&self, mv: &Move) -> Option<usize> {
        self.move_list().index_of(mv)
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
        super::notation::read(&self.rules, &self.board, text, |shape| list.with_shape(shape))
    }
    fn picks(&self, mv: &Move) -> Vec<Pick> {
        let level = self.board.height(mv.from) - mv.count;
        let (spots, n) = if mv.action == Action::Trip { super::notation::places(&self.rules, mv.to, mv.place) } else { ([Square::NONE; 11], 0) };
        let mut p = Vec::with_capacity(2 + n);
        p.extend([Pick::Piece { square: mv.from.number(), level }, Pick::Square(mv.to.number())]);
        p.extend(spots[..n].iter().map(|&q| Pick::Square(q.number())));
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
    fn move_note(&self, mv: &Move) -> Option<crate::core::MoveNote> {
        super::view::move_note(self, mv)
    }
    fn move_kind(&self, mv: &Move) -> Option<crate::core::MoveKind> {
        match mv.action {
            super::board::Action::Move => None,
            super::board::Action::Trip => Some(crate::core::MoveKind::Trip),
            super::board::Action::Push => Some(crate::core::MoveKind::Push),
        }
    }
    fn seat_name(&self, seat: Seat) -> String {
        self.rules.seats.get(seat.index()).map_or_else(|| crate::core::game::numbered_seat(seat), |s| crate::core::words::side(&s.name))
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
        if self.end.is_none() {
            out.extend(movegen::killing(&self.board, &self.rules));
        }
        true
    }
    // No `play_null`: null-move pruning assumes that passing is never better than acting, and
    // here it often is (every action moves a stack off someone's line or onto one). With it the
    // search reached a ply deeper in a second but played no better (docs/ai-strength.md).
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        Some(super::eval::evaluate(self, seat))
    }
    /// Pyramids killed by sight, the opponents' counting for the mover and its own against;
    /// a trip or a push, which moves an opponent's stack, just above a quiet move.
    fn order_key(&self, mv: &Move) -> Option<i32> {
        if mv.deaths == 0 {
            return Some(i32::from(mv.action != Action::Move));
        }
        Some(100 * i32::from(mv.kills) - 100 * i32::from(mv.losses))
    }
    /// A move by its action and squares (and a trip's placement): a move's hash is the
    /// position it leads to, which no sibling position's move ever matches.
    fn move_identity(&self, mv: &Move) -> u64 {
        crate::core::hash::move_hash(&mv.shape())
    }
}
