//! Storm behind the `Game` interface: what the search, the records and the app ask of it.

use super::position::{Move, Storm};
use super::{TUNING, pieces, text};
use crate::core::tuning::Tuning;
use crate::core::{BoardView, Counters, Game, GameConfig, HistoryRules, MoveError, Outcome, Pick, Played, PositionError, Seat};

impl Game for Storm {
    type Move = Move;
    const TUNING: Tuning = TUNING;

    fn config(&self) -> &GameConfig {
        &self.rules.config
    }
    fn seats(&self) -> usize {
        2
    }
    fn to_move(&self) -> Seat {
        self.side
    }
    fn legal_moves(&self, out: &mut Vec<Move>) {
        self.generate(out, 0);
    }
    fn legal_moves_banning(&self, banned: u64, out: &mut Vec<Move>) {
        self.generate(out, banned as u16);
    }
    fn random_move(&self, below: &mut impl FnMut(usize) -> usize, scratch: &mut Vec<Move>) -> Option<Move> {
        Storm::random_move(self, 0, below, scratch)
    }
    fn random_move_banning(&self, banned: u64, below: &mut impl FnMut(usize) -> usize, scratch: &mut Vec<Move>) -> Option<Move> {
        Storm::random_move(self, banned as u16, below, scratch)
    }
    #[inline]
    fn play(&mut self, mv: &Move) {
        Storm::play(self, *mv);
    }
    #[inline]
    fn play_noting(&mut self, mv: &Move) -> Played {
        Storm::play_noting(self, *mv)
    }
    fn play_after(&self, mv: &Move) -> Played {
        Storm::play_after(self, *mv)
    }
    fn history_rules(&self) -> HistoryRules {
        self.rules.history
    }
    /// A lone Brain cannot win (docs/rules/storm.md, "Clocks"): a fallen flag against it draws.
    fn can_win(&self, seat: Seat) -> bool {
        self.board.bb[seat][0].count_ones() > 1
    }

    fn seat_name(&self, seat: Seat) -> String {
        pieces::SEAT_NAMES.get(seat.index()).map_or_else(|| crate::core::game::numbered_seat(seat), |n| crate::core::words::side(n))
    }
    fn outcome(&self) -> Option<Outcome> {
        Storm::outcome(self)
    }
    fn key(&self) -> u64 {
        Storm::key(self)
    }
    fn notation(&self, mv: &Move) -> String {
        self.write_move(*mv)
    }
    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        self.read_move(text)
    }
    fn picks(&self, mv: &Move) -> Vec<Pick> {
        vec![Pick::Square(mv.from.number()), Pick::Square(mv.to.number())]
    }
    fn view(&self) -> BoardView {
        self.board_view()
    }
    fn diagram(&self) -> String {
        self.draw()
    }
    fn position_text(&self) -> String {
        text::Setup::of(self, &Counters::default()).write()
    }
    fn position_text_with(&self, counters: &Counters) -> String {
        text::Setup::of(self, counters).write()
    }
    fn read_position(config: &GameConfig, text: &str) -> Result<(Storm, Counters), PositionError> {
        text::read_position(config, text)
    }
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        Some(self.eval(seat))
    }
    fn order_key(&self, mv: &Move) -> Option<i32> {
        Some(self.capture_key(*mv))
    }
    fn tactical_moves(&self, out: &mut Vec<Move>) -> bool {
        self.forcing_moves(out);
        true
    }
    fn in_check(&self) -> bool {
        Storm::in_check(self)
    }
    fn pseudo_legal_moves(&self, out: &mut Vec<Move>) -> bool {
        self.unchecked_moves(out)
    }
    fn is_legal(&self, mv: &Move) -> bool {
        self.keeps_brain_safe(*mv)
    }
    /// Storm ends only when the side to move has no legal move.
    fn outcome_unless_stuck(&self) -> Option<Outcome> {
        None
    }
    fn gives_check(&self, mv: &Move) -> bool {
        Storm::gives_check(self, *mv)
    }
    fn play_null(&mut self) -> bool {
        self.pass()
    }
}
