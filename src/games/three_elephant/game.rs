//! The `Game` interface over `ThreeElephant`.

use super::board;
use super::movegen::{self, Turn};
use super::position::ThreeElephant;
use super::text::Setup;
use super::{eval, notation, view};
use crate::core::{BoardView, Counters, Game, GameConfig, HistoryRules, MoveError, Outcome, Pick, Played, PositionError, Seat};

impl Game for ThreeElephant {
    type Move = Turn;
    const TUNING: crate::core::Tuning = super::TUNING;

    fn config(&self) -> &GameConfig {
        &self.rules.config
    }
    fn seats(&self) -> usize {
        2
    }
    fn to_move(&self) -> Seat {
        self.side
    }
    fn move_note(&self, t: &Turn) -> Option<crate::core::MoveNote> {
        view::fall_note(self, t)
    }
    fn move_kind(&self, t: &Turn) -> Option<crate::core::MoveKind> {
        matches!(t.act, super::movegen::Act::Fall(..)).then_some(crate::core::MoveKind::Fall)
    }
    fn legal_moves(&self, out: &mut Vec<Turn>) {
        if !self.is_over() {
            movegen::generate(self, out);
        }
    }
    #[inline]
    fn play(&mut self, mv: &Turn) {
        self.apply(mv);
    }
    /// Irreversible exactly when a piece left the board (a capture or a fall), which is what
    /// restarts the count of the no-capture draw.
    #[inline]
    fn play_noting(&mut self, mv: &Turn) -> Played {
        Played { irreversible: self.apply(mv), checkers: 0 }
    }
    fn history_rules(&self) -> HistoryRules {
        self.rules.history()
    }
    fn outcome(&self) -> Option<Outcome> {
        ThreeElephant::outcome(self)
    }
    fn key(&self) -> u64 {
        self.key
    }
    fn notation(&self, mv: &Turn) -> String {
        notation::write(self, mv)
    }
    fn idea(&self, mv: &Turn) -> String {
        notation::idea(self, mv)
    }
    fn parse_move(&self, text: &str) -> Result<Turn, MoveError> {
        if let Some(o) = self.outcome() {
            return Err(MoveError::GameOver(o.describe(|s| self.seat_name(s))));
        }
        notation::parse(self, text)
    }
    fn picks(&self, mv: &Turn) -> Vec<Pick> {
        view::picks(self, mv)
    }
    fn view(&self) -> BoardView {
        view::view(self)
    }
    fn view_during(&self, mv: &Turn, done: usize) -> Option<(BoardView, usize)> {
        view::view_during(self, mv, done)
    }
    fn diagram(&self) -> String {
        view::diagram(self)
    }
    fn position_text(&self) -> String {
        self.text()
    }
    fn position_text_with(&self, counters: &Counters) -> String {
        self.text_with(counters.quiet)
    }
    fn read_position(config: &GameConfig, text: &str) -> Result<(ThreeElephant, Counters), PositionError> {
        Setup::read(text)?.into_position(config)
    }
    fn seat_name(&self, seat: Seat) -> String {
        match seat {
            Seat::FIRST | Seat::SECOND => crate::core::words::side(board::side_name(seat)),
            _ => crate::core::game::numbered_seat(seat),
        }
    }
    fn tactical_moves(&self, out: &mut Vec<Turn>) -> bool {
        if !self.is_over() {
            movegen::tactical(self, out);
        }
        true
    }
    fn shortlist(&self, width: usize, out: &mut Vec<Turn>) -> Option<u64> {
        (!self.is_over()).then(|| if width == 0 { 0 } else { super::shortlist::shortlist(self, width, out) })
    }
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        Some(eval::evaluate(self, seat))
    }
    fn evaluate_at(&self, seat: Seat, counters: &Counters, rules: &HistoryRules) -> Option<i32> {
        Some(eval::evaluate_at(self, seat, rules.quiet_plies.map(|limit| (counters.quiet, limit))))
    }
}
