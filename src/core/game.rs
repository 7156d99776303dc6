//! The trait every game engine implements.

use super::config::GameConfig;
use super::view::BoardView;
use std::fmt::Debug;
use std::hash::Hash;

/// A seat at the table: 0 moves first.
pub type Seat = usize;

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum OutcomeKind {
    Win(Seat),
    Draw,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    pub kind: OutcomeKind,
    /// Why, in words a player understands ("checkmate", "Blue has no legal move", ...).
    pub reason: String,
}

impl Outcome {
    pub fn win(seat: Seat, reason: impl Into<String>) -> Self {
        Outcome { kind: OutcomeKind::Win(seat), reason: reason.into() }
    }
    pub fn draw(reason: impl Into<String>) -> Self {
        Outcome { kind: OutcomeKind::Draw, reason: reason.into() }
    }
    pub fn winner(&self) -> Option<Seat> {
        match self.kind {
            OutcomeKind::Win(s) => Some(s),
            OutcomeKind::Draw => None,
        }
    }
    /// The result for one seat: 1 win, 0.5 draw, 0 loss.
    pub fn score(&self, seat: Seat) -> f32 {
        match self.kind {
            OutcomeKind::Win(s) if s == seat => 1.0,
            OutcomeKind::Win(_) => 0.0,
            OutcomeKind::Draw => 0.5,
        }
    }
}

/// One step of building a move by clicks. A move's pick sequence is what the app asks of the
/// user, in order; the app offers as next picks exactly those that continue some legal move.
/// Within one position the sequences of different moves differ, and none is a prefix of another.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Pick {
    /// A square, by its index in `BoardView::squares`.
    Square(u16),
    /// One piece inside a stack (0 = bottom); used where the piece matters, e.g. Tribesmen
    /// "take this pyramid and everything above it".
    Piece { square: u16, level: u8 },
    /// A named choice shown as a button: `id` is stable ("steal-power", "skip"), `label` is
    /// what the button says.
    Choice { id: String, label: String },
}

impl Pick {
    pub fn choice(id: &str, label: impl Into<String>) -> Pick {
        Pick::Choice { id: id.to_string(), label: label.into() }
    }
    pub fn square(&self) -> Option<u16> {
        match self {
            Pick::Square(s) | Pick::Piece { square: s, .. } => Some(*s),
            Pick::Choice { .. } => None,
        }
    }
}

/// A game position with its rules. Implementations are plain data (cheap to clone) so that
/// search can copy-make, and the record can keep one snapshot per ply for undo.
///
/// Contract (checked by `core::conformance`):
/// - `legal_moves` is empty exactly when `outcome()` is `Some`.
/// - Different legal moves lead to different positions (different `key`s); a move that can be
///   made in several ways appears once.
/// - `parse_move(notation(m)) == m` for every legal move.
/// - `picks` are unique and prefix-free among the legal moves of a position.
pub trait Game: Clone + Send + Sync + 'static {
    type Move: Clone + PartialEq + Eq + Hash + Debug + Send + Sync + 'static;

    fn config(&self) -> &GameConfig;
    fn seats(&self) -> usize;
    fn to_move(&self) -> Seat;
    /// Appends the legal moves of the side to move to `out` (which the caller cleared).
    fn legal_moves(&self, out: &mut Vec<Self::Move>);
    /// Plays a legal move. Playing anything else is a logic error (may panic).
    fn play(&mut self, mv: &Self::Move);
    fn outcome(&self) -> Option<Outcome>;
    /// Hash of the position: board, stacks, per-piece state, side to move (not the history).
    fn key(&self) -> u64;
    /// The move in the game's notation, written in this position (before it is played).
    fn notation(&self, mv: &Self::Move) -> String;
    /// Reads a move in notation; the error says what is wrong with the text or why the move
    /// is not legal here.
    fn parse_move(&self, text: &str) -> Result<Self::Move, String>;
    /// The clicks/buttons that build this move in the app.
    fn picks(&self, mv: &Self::Move) -> Vec<Pick>;
    /// What the 3D app draws.
    fn view(&self) -> BoardView;
    /// What the app draws while the player builds `mv`, once its first `done` picks are made,
    /// for games whose turn is several actions: those already chosen are drawn done, and how
    /// many of the `done` picks that view shows done (those after are being chosen). None: the
    /// position as it stands.
    fn view_during(&self, _mv: &Self::Move, _done: usize) -> Option<(BoardView, usize)> {
        None
    }
    /// Repetition, move-limit and similar history rules on or off (perft turns them off).
    fn set_history_rules(&mut self, on: bool);
    /// A plain-text diagram for the command line.
    fn diagram(&self) -> String;

    /// A static judgement of the position for `seat`, for the computer opponents: positive is
    /// good for `seat`, in hundredths of a pawn-like unit (about ±10000 = won/lost). `None`
    /// means the game has no heuristic and search falls back to random playouts.
    fn evaluate(&self, _seat: Seat) -> Option<i32> {
        None
    }

    /// For the search's quiescence: appends a few legal moves that change the material (the
    /// captures, in effect) and returns true; or returns false, appending nothing, and
    /// quiescence tries every legal move. Worth offering where legal moves are many and mostly
    /// quiet.
    fn tactical_moves(&self, _out: &mut Vec<Self::Move>) -> bool {
        false
    }

    /// Convenience: the legal moves in a fresh vector.
    fn moves(&self) -> Vec<Self::Move> {
        let mut v = Vec::new();
        self.legal_moves(&mut v);
        v
    }

    /// The `index`-th legal move. An engine that keeps its move list (where lists can be
    /// long) answers without building a new one.
    fn move_at(&self, index: usize) -> Option<Self::Move> {
        self.moves().into_iter().nth(index)
    }

    /// A legal move chosen uniformly at random, or `None` exactly when there is none (the game
    /// is over). Random playouts call this once a ply: `below(n)` draws a uniform integer in
    /// `0..n`, and `scratch` is the caller's buffer, which the engine may use as it likes. An
    /// engine may answer faster than by listing every legal move (say, by drawing among moves
    /// that ignore some rule and testing only the one drawn), as long as every legal move stays
    /// equally likely.
    fn random_move(&self, below: &mut impl FnMut(usize) -> usize, scratch: &mut Vec<Self::Move>) -> Option<Self::Move> {
        scratch.clear();
        self.legal_moves(scratch);
        if scratch.is_empty() {
            return None;
        }
        Some(scratch[below(scratch.len())].clone())
    }

    /// Where `mv` stands among the legal moves, if it is one.
    fn index_of(&self, mv: &Self::Move) -> Option<usize> {
        self.moves().iter().position(|x| x == mv)
    }
}
