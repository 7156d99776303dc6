//! The trait every game engine implements.

use super::config::GameConfig;
use super::line::{Counters, HistoryRules, Played};
use super::position::PositionError;
use super::view::BoardView;
use std::fmt::Debug;
use std::hash::Hash;

pub use super::seat::Seat;

/// Who won a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum OutcomeKind {
    Win(Seat),
    Draw,
}

/// Why a game ended. The rules of the position give `Rule`; the history rules, applied for
/// every game in `core::line`, give the others.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Ending {
    /// The engine's own reason, a phrase that does not name the winner again ("checkmate",
    /// "Blue has no legal move").
    Rule(String),
    /// The same position occurred three times.
    Repetition,
    /// The same position occurred three times, made so by this seat, which loses.
    RepeatedByLoser(Seat),
    /// This many plies in a row without an irreversible move.
    QuietLimit(u32),
    /// This many plies in all.
    TotalLimit(u32),
    /// This seat's every move would give check with the same piece a third time in a row.
    CheckBan(Seat),
    /// This seat gave up the game in progress.
    Resigned(Seat),
    /// The players agreed to a draw.
    Agreed,
    /// This seat's time ran out.
    Time(Seat),
    /// This seat's time ran out, but no other seat has what it takes to win (`Game::can_win`).
    TimeNoWin(Seat),
    /// This seat's player left a network game, and another claimed the game.
    Left(Seat),
    /// This seat's player left a network game, and another claimed a draw.
    LeftDraw(Seat),
}

/// A game ended by the players rather than by the rules: a seat resigns, or all agree to a
/// draw. Any game in progress can end so; the record keeps it (it is not a move), so undo
/// takes it back like a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Concession {
    Resigned(Seat),
    Agreed,
    /// This seat's clock ran out (`core::clock`): not the players' choice, but like theirs it
    /// ends a game from outside its rules, and undo takes it back.
    TimeOut(Seat),
    /// This seat's player left a network game long enough ago that another claimed the game
    /// (`draw`: claimed a draw instead).
    Left {
        seat: Seat,
        draw: bool,
    },
}

impl Ending {
    /// The reason in words, in the player's language (`core::words`); `name` names a seat.
    pub fn phrase(&self, name: impl Fn(Seat) -> String) -> String {
        match self {
            Ending::Rule(text) => super::words::rule(text),
            Ending::Repetition => crate::t!("ending-repetition"),
            Ending::RepeatedByLoser(s) => crate::t!("ending-repeated-by-loser", side = name(*s)),
            Ending::QuietLimit(n) if n % 2 == 0 => crate::t!("ending-quiet-moves", count = n / 2),
            Ending::QuietLimit(n) => crate::t!("ending-quiet-plies", count = *n),
            Ending::TotalLimit(n) => crate::t!("ending-total-limit", count = *n),
            Ending::CheckBan(s) => crate::t!("ending-check-ban", side = name(*s)),
            Ending::Resigned(s) => crate::t!("ending-resigned", side = name(*s)),
            Ending::Agreed => crate::t!("ending-agreed"),
            Ending::Time(s) => crate::t!("ending-time", side = name(*s)),
            Ending::TimeNoWin(s) => crate::t!("ending-time-no-win", side = name(*s)),
            Ending::Left(s) | Ending::LeftDraw(s) => crate::t!("ending-left", side = name(*s)),
        }
    }
}

/// How a finished game ended: typed data, with one way to put it in words (`describe`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    pub kind: OutcomeKind,
    pub ending: Ending,
}

impl Outcome {
    /// A win by the rules of the position, for the reason `why` (which does not name the
    /// winner: the description adds it).
    pub fn win(seat: Seat, why: impl Into<Ending>) -> Self {
        Outcome { kind: OutcomeKind::Win(seat), ending: why.into() }
    }
    pub fn draw(why: impl Into<Ending>) -> Self {
        Outcome { kind: OutcomeKind::Draw, ending: why.into() }
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
    /// The reason alone, in words (in the player's language: `core::words::canonical` says it
    /// in English).
    pub fn reason(&self, name: impl Fn(Seat) -> String) -> String {
        self.ending.phrase(name)
    }
    /// The whole result in words: "Red wins: checkmate", "Draw: the same position occurred
    /// three times". Every place that shows a result uses this; it is in the player's language,
    /// and a file or a message to another machine says it in English (`core::words::canonical`).
    pub fn describe(&self, name: impl Fn(Seat) -> String) -> String {
        let why = self.ending.phrase(&name);
        match self.kind {
            OutcomeKind::Win(s) => crate::t!("outcome-win", side = name(s), why = why),
            OutcomeKind::Draw if self.ending == Ending::Agreed => crate::t!("outcome-draw-agreed", why = why),
            OutcomeKind::Draw => crate::t!("outcome-draw", why = why),
        }
    }
}

impl From<String> for Ending {
    fn from(text: String) -> Ending {
        Ending::Rule(text)
    }
}

impl From<&str> for Ending {
    fn from(text: &str) -> Ending {
        Ending::Rule(text.to_string())
    }
}

/// Why a move was not accepted. Its words are in the player's language (a refusal is shown
/// to the player who typed the move); a message to another machine says them in English
/// (`core::words::canonical`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The engine's reason: the text does not read as a move, or names no legal one.
    Rejected(String),
    /// The text is empty (or only spaces and check marks).
    Empty,
    /// No move can be played: the position has no legal move.
    NoMoves,
    /// The text names no legal move (it is kept trimmed).
    NotLegal(String),
    /// The text names several legal moves: some of them.
    Ambiguous {
        text: String,
        could: Vec<String>,
    },
    /// A move the rules of the position allow but the history rules forbid.
    Illegal {
        text: String,
        why: String,
    },
    GameOver(String),
    NoSuchIndex {
        index: usize,
        count: usize,
    },
    /// A resignation by a seat the game does not have.
    NoSuchSeat {
        seat: Seat,
        seats: usize,
    },
}

impl std::fmt::Display for MoveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let quoted = |text: &str| super::text::quoted(text).to_string();
        let said = match self {
            MoveError::Rejected(why) => why.clone(),
            MoveError::Empty => crate::t!("move-error-empty"),
            MoveError::NoMoves => crate::t!("move-error-no-moves"),
            MoveError::NotLegal(text) => crate::t!("move-error-not-legal", text = quoted(text)),
            MoveError::Ambiguous { text, could } => crate::t!("move-error-ambiguous", text = quoted(text), could = super::text::or_list(could)),
            MoveError::Illegal { text, why } => crate::t!("move-error-illegal", text = quoted(text), why = why),
            MoveError::GameOver(result) => crate::t!("move-error-game-over", result = result),
            MoveError::NoSuchIndex { index, count } => crate::t!("move-error-no-such-index", index = *index, count = *count),
            MoveError::NoSuchSeat { seat, seats } => crate::t!("move-error-no-such-seat", seat = seat.to_string(), count = *seats),
        };
        f.write_str(&said)
    }
}

impl std::error::Error for MoveError {}

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

/// "Player 3": the name of a seat by its number alone, for games without names of their own
/// and for a seat a game does not have.
pub fn numbered_seat(seat: Seat) -> String {
    crate::t!("seat-numbered", number = seat.number())
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
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError>;
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
    /// A plain-text diagram for the command line.
    fn diagram(&self) -> String;
    /// What a player hovering over a square should read about its pieces, a line each, when
    /// the pieces' labels alone do not say it (a Litróf tower is three pyramids with three
    /// meanings). Empty: the app lists the labels. Asked on hover only, not every frame.
    fn describe(&self, _square: u16) -> Vec<String> {
        Vec::new()
    }
    /// What `mv` does that its picks do not show, for the player choosing it and the status
    /// line after it; None: nothing to say.
    fn move_note(&self, _mv: &Self::Move) -> Option<super::view::MoveNote> {
        None
    }
    /// Whether `mv` is a move of a kind of the game's own (a fall, a trip); None: a plain move
    /// or a capture, which the board tells.
    fn move_kind(&self, _mv: &Self::Move) -> Option<super::view::MoveKind> {
        None
    }
    /// What decides `mv`, for puzzles: moves with the same idea are one answer. Where a move is
    /// several actions and most of them fill the turn (Three Elephant's Spearman steps and
    /// turns beside a capture), the actions that matter; else the whole move, its notation.
    fn idea(&self, mv: &Self::Move) -> String {
        self.notation(mv)
    }

    /// The position string (`docs/positions.md`): board, per-piece state, side to move.
    fn position_text(&self) -> String;

    /// Reads a position string for this configuration (game, variant, options), with the
    /// counters that its optional trailing fields give (zero where it has none).
    fn read_position(config: &GameConfig, text: &str) -> Result<(Self, Counters), PositionError>
    where
        Self: Sized,
    {
        let _ = text;
        Err(PositionError::Config(format!("'{}' has no position strings", super::text::quoted(&config.game)).into()))
    }

    /// The position string with these counters in its optional trailing fields, where the
    /// game has such fields and a counter is not zero.
    fn position_text_with(&self, _counters: &Counters) -> String {
        self.position_text()
    }

    /// Whether the seat is still playing: games of more seats drop players out one by one
    /// (four-player Tribesmen), which ranking points (`core::ranking`) follow.
    fn in_game(&self, _seat: Seat) -> bool {
        true
    }

    /// Whether `seat` still has what it takes to win, by the rules written in docs/rules: a
    /// fallen flag against a seat that cannot win is a draw, not a loss (`Ending::TimeNoWin`).
    fn can_win(&self, _seat: Seat) -> bool {
        true
    }

    /// A seat's name as players see it ("Red", "White", "Orange"); for a seat the game does
    /// not have (a number read from a file or a peer), `numbered_seat`'s, never a panic.
    fn seat_name(&self, seat: Seat) -> String {
        numbered_seat(seat)
    }

    /// The history rules the configuration puts in force; `core::line` applies them.
    fn history_rules(&self) -> HistoryRules {
        HistoryRules::NONE
    }

    /// Plays a legal move and tells the history layer what it needs to know of it. Engines
    /// with history rules answer truly; the default says every move is irreversible (so no
    /// position can repeat) and gives no check.
    fn play_noting(&mut self, mv: &Self::Move) -> Played {
        self.play(mv);
        Played { irreversible: true, checkers: 0 }
    }

    /// What `play_noting` would say of `mv`, without playing it here.
    fn play_after(&self, mv: &Self::Move) -> Played {
        self.clone().play_noting(mv)
    }

    /// The legal moves, less those after which a piece in `banned` (ids as in
    /// `Played::checkers`) gives check. `banned` is 0 for every game without a check ban.
    fn legal_moves_banning(&self, banned: u64, out: &mut Vec<Self::Move>) {
        self.legal_moves(out);
        if banned != 0 {
            out.retain(|m| self.play_after(m).checkers & banned == 0);
        }
    }

    /// `random_move` among `legal_moves_banning(banned)`.
    fn random_move_banning(&self, banned: u64, below: &mut impl FnMut(usize) -> usize, scratch: &mut Vec<Self::Move>) -> Option<Self::Move> {
        if banned == 0 {
            return self.random_move(below, scratch);
        }
        scratch.clear();
        self.legal_moves_banning(banned, scratch);
        if scratch.is_empty() {
            return None;
        }
        Some(scratch[below(scratch.len())].clone())
    }

    /// How the computer plays this game (`core::tuning`): measured numbers stated beside the
    /// engine, which the catalogue entry carries and the search reads. Generic by default.
    const TUNING: super::Tuning = super::Tuning::GENERIC;

    /// `evaluate`, knowing how far the position is from the history rules' limits (an
    /// advantage may fade as a move limit nears).
    fn evaluate_at(&self, seat: Seat, _counters: &Counters, _rules: &HistoryRules) -> Option<i32> {
        self.evaluate(seat)
    }

    /// A static judgement of the position for `seat`, for the computer opponents: positive is
    /// good for `seat`, in hundredths of a pawn-like unit (about ±10000 = won/lost). `None`
    /// means the game has no heuristic and search falls back to random playouts.
    fn evaluate(&self, _seat: Seat) -> Option<i32> {
        None
    }

    /// For the search's quiescence: appends a few moves that change the material (the
    /// captures, in effect) and returns true; or returns false, appending nothing, and
    /// quiescence tries every legal move. Worth offering where legal moves are many and mostly
    /// quiet. The moves are legal ones, or, for a game that offers `pseudo_legal_moves`, may be
    /// of that list: a search tests each with `is_legal` before it plays it.
    fn tactical_moves(&self, _out: &mut Vec<Self::Move>) -> bool {
        false
    }

    /// For a search that cannot afford every move of a position (a Three Elephant turn is three
    /// actions, thousands of turns a position): appends a shortlist of legal moves, best first
    /// by the game's own estimate, built from the structure of its moves with `width` choices
    /// kept at each step (a larger width keeps more; a large enough one keeps every move), and
    /// returns how many positions it played to build it, which the search counts as nodes. Or
    /// returns `None`, appending nothing: the search then orders every legal move itself.
    /// Each move appended is one of `legal_moves`, as it appears there. A `width` of 0 only asks
    /// whether the game offers a shortlist here: it appends nothing and returns `Some(0)`.
    fn shortlist(&self, _width: usize, _out: &mut Vec<Self::Move>) -> Option<u64> {
        None
    }

    /// Search knowledge: a cheap key to order a legal move by, found without playing it. Above
    /// 0: a move likely to gain (a capture, by victim and attacker, a promotion, a kill), the
    /// larger the likelier; 0: a quiet move; below 0: a capture likely to lose material (the
    /// target is defended and worth less than the piece taking it). `None`: the game offers no
    /// key, and the search orders moves by playing them and evaluating the children.
    fn order_key(&self, _mv: &Self::Move) -> Option<i32> {
        None
    }

    /// Search knowledge: what the search's killer, counter-move and history tables know a move
    /// by, so that a move that cut off in one position is tried early in the next, where it
    /// does the same thing. By default the move's hash; a game whose moves are equal by the
    /// position they lead to (Tribesmen) names them here by what they do instead, since a
    /// position's successor is never its sibling's.
    fn move_identity(&self, mv: &Self::Move) -> u64 {
        super::hash::move_hash(mv)
    }

    /// Search knowledge: appends the moves of the side to move by the movement rules alone, a
    /// list that holds every legal move and may hold moves `is_legal` refuses, and returns
    /// true; or returns false, appending nothing, where such a list would not be cheaper than
    /// `legal_moves` (in check, say). The search then tests only the moves it comes to, and a
    /// node cut off after its first move pays for one test, not for every move's.
    fn pseudo_legal_moves(&self, _out: &mut Vec<Self::Move>) -> bool {
        false
    }

    /// Whether a move of `pseudo_legal_moves` or `tactical_moves` (in this position) is legal.
    fn is_legal(&self, _mv: &Self::Move) -> bool {
        true
    }

    /// The outcome as far as it is known without asking whether the side to move has a legal
    /// move, for a game that offers `pseudo_legal_moves`: where this says None and the side to
    /// move has no legal move, `outcome` says how the game ended. Asking whether a move exists
    /// costs a search node nearly as much as listing the moves, which most nodes never need.
    fn outcome_unless_stuck(&self) -> Option<Outcome> {
        self.outcome()
    }

    /// Whether the side to move is in check (games with a royal piece): the search extends
    /// such nodes, searches every move there in quiescence, and never passes in them.
    fn in_check(&self) -> bool {
        false
    }

    /// Whether a legal move gives check, found without playing it: the search never prunes
    /// such a move near the leaves, as it does other quiet moves (a mate is a check).
    fn gives_check(&self, _mv: &Self::Move) -> bool {
        false
    }

    /// Passes the turn to the next seat, for null-move pruning, and returns true; or returns
    /// false, changing nothing, where the game does not allow the search to pretend that
    /// passing is never better than moving (real zugzwang, several actions a turn, more than
    /// two seats). Never asked in check.
    fn play_null(&mut self) -> bool {
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
