//! Storm the Ivory Tower (Fergus Duniho, 2005) and its Korean variant: a Xiangqi-like game on
//! a Smess-style arrow board. The board, setups, values and options are in
//! `assets/games/storm.ron`; the piece rules are here.

pub mod board;
pub mod data;
pub mod edit;
pub mod endgame;
mod eval;
pub mod movegen;
mod notation;
pub mod pieces;
pub mod position;
mod search;
pub mod setup;
#[cfg(test)]
mod testutil;
pub mod text;
mod view;

pub use position::{Move, Storm};

use crate::core::tuning::{Algorithm, Tuning};
use crate::core::{BoardView, Counters, Game, GameConfig, GameMeta, HistoryRules, MoveError, Outcome, Pick, Played, PositionError, Seat};

pub fn meta() -> GameMeta {
    data::load().meta
}

/// How the computer plays Storm: alpha-beta (it beat MCTS 20-0) at the common times, where Hard
/// beat Medium 84% and Expert beat Hard 77% over 100 games. The scale was fitted on 120
/// games of self-play at 12,000 nodes a move (3 December). The matches behind these numbers:
/// docs/ai-strength.md, "Level and calibration history".
pub const TUNING: Tuning = Tuning { algorithm: Some(Algorithm::AlphaBeta), eval_scale: 919.8, ..Tuning::GENERIC };

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
    fn seat_name(&self, seat: Seat) -> String {
        pieces::SEAT_NAMES.get(seat.index()).map_or_else(|| crate::core::game::numbered_seat(seat), |n| n.to_string())
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
        vec![Pick::Square(mv.from as u16), Pick::Square(mv.to as u16)]
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
    fn gives_check(&self, mv: &Move) -> bool {
        self.play_after(*mv).checkers != 0
    }
    fn play_null(&mut self) -> bool {
        self.pass()
    }
}
