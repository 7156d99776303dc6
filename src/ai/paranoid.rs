//! Alpha-beta for games of more than two seats, by the paranoid reduction: the searching seat
//! against all the others as one side that plays to hurt it. The game is seen as a two-seat
//! game (`Paranoid`): seat 0 is the searching seat, seat 1 whoever else is to move, and the
//! two-seat search (`alphabeta`) already lets a side move several times in a row. With few
//! nodes a move this sees a whole round of replies, which sampling the tree cannot.
//!
//! Ranking points shape the judgement: the searching seat is lost once it drops out (however
//! the others play on), and every opponent out is a place gained.

use super::Thought;
use super::budget::Shared;
use super::levels::Plan;
use crate::core::{BoardView, Game, GameConfig, MoveError, Outcome, OutcomeKind, Pick, Seat};

/// What one opponent out of the game is worth to the searching seat, in evaluation units: a
/// place of three, about a third of the way from even to won.
const PLACE: i32 = 2_000;

/// A game of several seats as the searching seat sees it: itself against the rest.
#[derive(Clone)]
pub struct Paranoid<G: Game> {
    pos: G,
    root: Seat,
}

impl<G: Game> Paranoid<G> {
    pub fn new(pos: G) -> Paranoid<G> {
        let root = pos.to_move();
        Paranoid { pos, root }
    }

    fn side(&self, seat: Seat) -> Seat {
        if seat == self.root { Seat::FIRST } else { Seat::SECOND }
    }

    fn root_out(&self) -> bool {
        !self.pos.in_game(self.root)
    }
}

/// The search over the searching seat against the rest.
pub fn search<G: Game>(
    pos: &G,
    moves: Vec<G::Move>,
    plan: &Plan,
    seed: u64,
    shared: &Shared,
    progress: &mut dyn FnMut(&Thought<G::Move>),
) -> Thought<G::Move> {
    super::alphabeta::search(&Paranoid::new(pos.clone()), moves, plan, seed, shared, progress)
}

/// `search` for the `lines` best moves (`alphabeta::search_lines`).
pub fn search_lines<G: Game>(pos: &G, moves: Vec<G::Move>, plan: &Plan, lines: usize, seed: u64, shared: &Shared) -> Vec<Thought<G::Move>> {
    super::alphabeta::search_lines(&Paranoid::new(pos.clone()), moves, plan, lines, seed, shared, &mut |_| {})
}

impl<G: Game> Game for Paranoid<G> {
    type Move = G::Move;
    const TUNING: crate::core::Tuning = G::TUNING;

    fn config(&self) -> &GameConfig {
        self.pos.config()
    }
    fn seats(&self) -> usize {
        2
    }
    fn to_move(&self) -> Seat {
        self.side(self.pos.to_move())
    }
    fn legal_moves(&self, out: &mut Vec<G::Move>) {
        if !self.root_out() {
            self.pos.legal_moves(out);
        }
    }
    fn play(&mut self, mv: &G::Move) {
        self.pos.play(mv);
    }
    fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.pos.outcome() {
            return Some(match o.kind {
                OutcomeKind::Win(w) => Outcome { kind: OutcomeKind::Win(self.side(w)), ending: o.ending },
                OutcomeKind::Draw => o,
            });
        }
        self.root_out().then(|| Outcome::win(Seat::SECOND, "the searching seat is out"))
    }
    fn key(&self) -> u64 {
        self.pos.key()
    }
    fn notation(&self, mv: &G::Move) -> String {
        self.pos.notation(mv)
    }
    fn parse_move(&self, text: &str) -> Result<G::Move, MoveError> {
        self.pos.parse_move(text)
    }
    fn picks(&self, mv: &G::Move) -> Vec<Pick> {
        self.pos.picks(mv)
    }
    fn view(&self) -> BoardView {
        self.pos.view()
    }
    fn diagram(&self) -> String {
        self.pos.diagram()
    }
    fn position_text(&self) -> String {
        self.pos.position_text()
    }
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        let out = Seat::all(self.pos.seats()).filter(|&s| !self.pos.in_game(s)).count() as i32;
        let mine = self.pos.evaluate(self.root)? + PLACE * out;
        Some(if seat == Seat::FIRST { mine } else { -mine })
    }
    fn tactical_moves(&self, out: &mut Vec<G::Move>) -> bool {
        self.pos.tactical_moves(out)
    }
    fn is_legal(&self, mv: &G::Move) -> bool {
        self.pos.is_legal(mv)
    }
    fn order_key(&self, mv: &G::Move) -> Option<i32> {
        self.pos.order_key(mv)
    }
    fn move_identity(&self, mv: &G::Move) -> u64 {
        self.pos.move_identity(mv)
    }
    fn move_at(&self, index: usize) -> Option<G::Move> {
        self.pos.move_at(index)
    }
    fn index_of(&self, mv: &G::Move) -> Option<usize> {
        self.pos.index_of(mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::test_games::Knockout;

    #[test]
    fn the_searching_seat_plays_against_the_rest_and_loses_when_out() {
        let pos = Knockout { out: 0, to_move: Seat::SECOND, strength: [0, 100, 0, 0] };
        let mut p = Paranoid::new(pos);
        assert_eq!((p.to_move(), p.seats()), (Seat::FIRST, 2));
        let before = p.evaluate(Seat::FIRST).unwrap();
        p.play(&Seat::new(3));
        // Seat 2 to move: the other side; one opponent out is a place gained.
        assert_eq!(p.to_move(), Seat::SECOND);
        assert!(p.evaluate(Seat::FIRST).unwrap() > before + PLACE / 2 && p.evaluate(Seat::SECOND) == p.evaluate(Seat::FIRST).map(|e| -e));
        p.play(&Seat::SECOND);
        assert_eq!(p.outcome().map(|o| o.kind), Some(OutcomeKind::Win(Seat::SECOND)));
        assert!(p.moves().is_empty());
    }
}
