//! The `Game` interface over `Position`.

use super::movegen::{self, Turn};
use super::position::Position;
use super::{eval, notation, view};
use crate::core::{BoardView, Game, GameConfig, Outcome, Pick, Seat};

impl Game for Position {
    type Move = Turn;

    fn config(&self) -> &GameConfig {
        &self.rules.config
    }
    fn seats(&self) -> usize {
        2
    }
    fn to_move(&self) -> Seat {
        self.side as usize
    }
    fn legal_moves(&self, out: &mut Vec<Turn>) {
        if self.outcome().is_none() {
            movegen::generate(self, out);
        }
    }
    fn play(&mut self, mv: &Turn) {
        self.apply(mv);
    }
    fn outcome(&self) -> Option<Outcome> {
        Position::outcome(self)
    }
    fn key(&self) -> u64 {
        self.key
    }
    fn notation(&self, mv: &Turn) -> String {
        notation::write(self, mv)
    }
    fn parse_move(&self, text: &str) -> Result<Turn, crate::core::MoveError> {
        Ok(notation::parse(self, text)?)
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
    fn set_history_rules(&mut self, on: bool) {
        self.history = on;
    }
    fn diagram(&self) -> String {
        view::diagram(self)
    }
    fn tactical_moves(&self, out: &mut Vec<Turn>) -> bool {
        if self.outcome().is_none() {
            movegen::tactical(self, out);
        }
        true
    }
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        Some(eval::evaluate(self, seat as u8))
    }
}
