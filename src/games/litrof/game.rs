//! Litróf behind the `Game` interface: what the search, the records and the app ask of it.

use super::position::{End, Litrof};
use super::{Move, TUNING};
use crate::core::bits::Square;
use crate::core::tuning::Tuning;
use crate::core::{Counters, Game, GameConfig, HistoryRules, Outcome, Pick, Played, PositionError, Repetition, Seat};

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
        self.colours.get(seat.index()).map_or_else(|| crate::core::game::numbered_seat(seat), |&c| crate::core::words::side(self.t.colour_name(c)))
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
    /// Only the capped towers: whether the side to move has a legal move the search learns
    /// when it lists the moves (a quiescence leaf does not ask, as a chess engine's does not
    /// look for stalemate), which spares every node a look for one.
    fn outcome_unless_stuck(&self) -> Option<Outcome> {
        if self.end == End::Open { None } else { self.outcome() }
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
        self.describe_square(Square::new(square.into()))
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
