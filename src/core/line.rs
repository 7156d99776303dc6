//! The history rules of every game, in one place: a position together with what has happened
//! on the way to it.
//!
//! Engines know only the rules of a position (its legal moves, its captures, its checkmates).
//! Whatever depends on how the position was reached — threefold repetition, a limit on moves
//! without a capture, a limit on the length of the game, Storm's ban on checking with the same
//! piece on three consecutive turns — is applied here, by [`Line`], for every game alike. An
//! engine only describes its history rules ([`HistoryRules`]) and reports, for each move it
//! plays, what this layer needs to know ([`Played`]).
//!
//! A `Line` is itself a [`Game`], so search, playouts, perft and the conformance checks work on
//! it unchanged. It keeps only the keys since the last irreversible move (a position before a
//! capture can never come back), so copying one in search stays cheap.

use super::GameConfig;
use super::game::{Concession, Ending, MoveError};
use super::game::{Game, Outcome, Pick, Seat};
use super::view::BoardView;

/// The most seats a game has (four-player Tribesmen).
pub const MAX_SEATS: usize = 4;

/// What the third occurrence of a position does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Repetition {
    /// The game is drawn.
    Draws,
    /// The player whose move made it loses (Zillions of Games' rule for Storm).
    MoverLoses,
}

/// The history rules a game's options put in force.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct HistoryRules {
    pub repetition: Option<Repetition>,
    /// Drawn after this many plies in a row without an irreversible move.
    pub quiet_plies: Option<u32>,
    /// Drawn after this many plies in all, counted from where the line started.
    pub total_plies: Option<u32>,
    /// The same piece may not give check after three consecutive moves of its side.
    pub check_ban: bool,
}

impl HistoryRules {
    pub const NONE: HistoryRules = HistoryRules { repetition: None, quiet_plies: None, total_plies: None, check_ban: false };

    #[inline]
    pub fn any(&self) -> bool {
        *self != HistoryRules::NONE
    }

    /// The rule every position string with a quiet count keeps: the count may reach the
    /// no-capture limit (the game just ended drawn) but never pass it, for no game goes on
    /// past that draw. `Err(limit)` when it does.
    pub fn check_quiet(&self, quiet: u32) -> Result<(), u32> {
        match self.quiet_plies {
            Some(limit) if quiet > limit => Err(limit),
            _ => Ok(()),
        }
    }
}

/// What the history layer learns from a move as it is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// No later position can equal one before this move (a capture, a Pawn's step): the
    /// repetition window and the quiet-move count start again.
    pub irreversible: bool,
    /// The pieces giving check after the move, as a set of the engine's piece ids (bit i =
    /// piece i of the player who moved). Only games with `check_ban` report them.
    pub checkers: u64,
}

/// The counts a line starts from: zero for a new game; a position string may give others.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Counters {
    /// Plies since the last irreversible move.
    pub quiet: u32,
    /// Per seat, the pieces that gave check after that seat's last move.
    pub last_check: [u64; MAX_SEATS],
    /// Per seat, the pieces that gave check after each of its last two moves: they may not
    /// give check again on its next move (with `check_ban`).
    pub streak: [u64; MAX_SEATS],
}

/// How a game ended, apart from the engine's own reasons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistoryEnd {
    Repetition(Repetition),
    QuietLimit(u32),
    TotalLimit(u32),
    /// Every legal move would check with the same piece a third time in a row.
    CheckBan,
}

/// A position and the history its rules need.
pub struct Line<G: Game> {
    pos: G,
    rules: HistoryRules,
    counters: Counters,
    /// Plies played since the line started.
    plies: u32,
    /// Keys of the positions since the last irreversible move, this one included (only with a
    /// repetition rule).
    keys: Vec<u64>,
    /// Two filters over `keys`, 1024 buckets each by a key's top ten bits: buckets met at
    /// least once and at least twice. A key whose bucket had not been met twice before cannot
    /// be on its third occurrence, and the scan is skipped (random playouts ask every ply).
    seen: [[u64; 16]; 2],
    maybe_third: bool,
    /// The end the players chose (a resignation, an agreed draw), with the outcome it gives.
    conceded: Option<(Concession, Outcome)>,
}

/// A search clones a line for every move it tries and then plays the move on the clone:
/// the copy of the keys leaves room for the next one, so that play does not grow it again.
impl<G: Game> Clone for Line<G> {
    fn clone(&self) -> Self {
        let mut keys = Vec::with_capacity(self.keys.len() + 4);
        keys.extend_from_slice(&self.keys);
        Line {
            pos: self.pos.clone(),
            rules: self.rules,
            counters: self.counters,
            plies: self.plies,
            keys,
            seen: self.seen,
            maybe_third: self.maybe_third,
            conceded: self.conceded.clone(),
        }
    }
}

impl<G: Game> Line<G> {
    /// A line starting at `pos` with the history rules its configuration puts in force.
    pub fn new(pos: G) -> Line<G> {
        let rules = pos.history_rules();
        Line::with(pos, rules, Counters::default())
    }

    /// A line with these rules (`HistoryRules::NONE`: the position's rules alone) and counts.
    pub fn with(pos: G, rules: HistoryRules, counters: Counters) -> Line<G> {
        let mut line = Line { pos, rules, counters, plies: 0, keys: Vec::new(), seen: [[0; 16]; 2], maybe_third: false, conceded: None };
        line.push_key();
        line
    }

    pub fn position(&self) -> &G {
        &self.pos
    }

    pub fn into_position(self) -> G {
        self.pos
    }

    pub fn rules(&self) -> HistoryRules {
        self.rules
    }

    pub fn counters(&self) -> Counters {
        self.counters
    }

    /// Plies played since the line started.
    pub fn plies(&self) -> u32 {
        self.plies
    }

    #[inline]
    fn push_key(&mut self) {
        if self.rules.repetition.is_none() {
            return;
        }
        let k = self.pos.key();
        let h = (k >> 54) as usize;
        let (word, b) = (h >> 6, 1u64 << (h & 63));
        self.maybe_third = self.seen[1][word] & b != 0;
        if self.seen[0][word] & b != 0 {
            self.seen[1][word] |= b;
        }
        self.seen[0][word] |= b;
        self.keys.push(k);
    }

    /// Whether the position now has occurred three times (this time included).
    #[inline]
    fn threefold(&self) -> bool {
        if !self.maybe_third {
            return false;
        }
        let k = self.pos.key();
        self.keys.iter().rev().filter(|&&x| x == k).nth(2).is_some()
    }

    /// Ends the game in progress as the players choose (a seat resigns, or a draw is agreed),
    /// or as a clock does (a seat's time ran out: a loss like a resignation, but a draw where
    /// the other side cannot win, `Game::can_win`).
    /// Refused once the game is over. With two seats the other seat wins a resignation; with
    /// more (four-player Tribesmen) the game ends too, and the win goes to the seat the
    /// engine's evaluation ranks first among the others (the next in turn order where it has
    /// none or ties): the seat who resigns is out, and so, without a scoring rule for
    /// places, is everyone but the leader.
    pub fn concede(&mut self, c: Concession) -> Result<Outcome, MoveError> {
        if let Some(o) = self.outcome() {
            return Err(MoveError::GameOver(o.describe(|s| self.pos.seat_name(s))));
        }
        let seats = self.pos.seats();
        let outcome = match c {
            Concession::Agreed => Outcome::draw(Ending::Agreed),
            Concession::Resigned(seat) | Concession::TimeOut(seat) if seat.index() >= seats => return Err(MoveError::NoSuchSeat { seat, seats }),
            Concession::Resigned(seat) => Outcome::win(self.leader_but(seat), Ending::Resigned(seat)),
            Concession::TimeOut(seat) if seats == 2 && !self.pos.can_win(seat.other()) => Outcome::draw(Ending::TimeNoWin(seat)),
            Concession::TimeOut(seat) => Outcome::win(self.leader_but(seat), Ending::Time(seat)),
            Concession::Left { seat, .. } if seat.index() >= seats => return Err(MoveError::NoSuchSeat { seat, seats }),
            Concession::Left { seat, draw: true } => Outcome::draw(Ending::LeftDraw(seat)),
            Concession::Left { seat, draw: false } => Outcome::win(self.leader_but(seat), Ending::Left(seat)),
        };
        self.conceded = Some((c, outcome.clone()));
        Ok(outcome)
    }

    /// The seat the engine's evaluation ranks first among all but `out` (the next in turn order
    /// where it has none or ties).
    fn leader_but(&self, out: Seat) -> Seat {
        let seats = self.pos.seats();
        let others = std::iter::successors(Some(out.next(seats)), |s| Some(s.next(seats))).take(seats - 1);
        let score = |s: Seat| self.pos.evaluate(s).unwrap_or(0);
        let first = others.clone().next().expect("a game has two seats or more");
        others.fold(first, |best, s| if score(s) > score(best) { s } else { best })
    }

    /// The players' own end of the game, if they chose one.
    pub fn concession(&self) -> Option<Concession> {
        self.conceded.as_ref().map(|(c, _)| *c)
    }

    /// The pieces the side to move may not check with (Storm's consecutive-check rule).
    #[inline]
    pub fn banned(&self) -> u64 {
        if self.rules.check_ban { self.counters.streak[self.pos.to_move()] } else { 0 }
    }

    /// The end the history rules give before looking at legal moves: repetition and limits.
    #[inline]
    fn ended_by_history(&self) -> Option<HistoryEnd> {
        if let Some(n) = self.rules.total_plies
            && self.plies >= n
        {
            return Some(HistoryEnd::TotalLimit(n));
        }
        if let Some(r) = self.rules.repetition
            && self.threefold()
        {
            return Some(HistoryEnd::Repetition(r));
        }
        None
    }

    #[inline]
    fn quiet_limit_reached(&self) -> Option<u32> {
        self.rules.quiet_plies.filter(|&n| self.counters.quiet >= n)
    }

    /// Whether the history rules remove some or all of the position's legal moves now.
    #[inline]
    fn takes_moves_away(&self) -> bool {
        self.banned() != 0 || self.ended_apart_from_moves()
    }

    /// Whether the game is over by a concession or the history rules, whatever the moves.
    #[inline]
    fn ended_apart_from_moves(&self) -> bool {
        self.conceded.is_some() || self.ended_by_history().is_some() || self.quiet_limit_reached().is_some()
    }

    /// How the history rules ended the game, if they did and the position's own rules did not.
    pub fn history_end(&self) -> Option<HistoryEnd> {
        if self.pos.outcome().is_some() {
            return None;
        }
        self.history_end_of_open_position()
    }

    /// `history_end` for a position whose own rules have not ended the game.
    fn history_end_of_open_position(&self) -> Option<HistoryEnd> {
        if let Some(e) = self.ended_by_history() {
            return Some(e);
        }
        let banned = self.banned();
        if banned != 0 {
            let mut moves = Vec::new();
            self.pos.legal_moves_banning(banned, &mut moves);
            if moves.is_empty() {
                return Some(HistoryEnd::CheckBan);
            }
        }
        self.quiet_limit_reached().map(HistoryEnd::QuietLimit)
    }

    /// The status line: the result, or who is to move, and the engine's note.
    pub fn status(&self, note: &str) -> String {
        use crate::core::words::Template;
        // Said for every view, which is built every frame: filled, not formatted anew.
        static TO_MOVE: std::sync::LazyLock<Template> = std::sync::LazyLock::new(|| Template::new("status-to-move", &["side"]));
        static WITH_NOTE: std::sync::LazyLock<Template> = std::sync::LazyLock::new(|| Template::new("status-with-note", &["status", "note"]));
        let head = match self.outcome() {
            Some(o) => o.describe(|s| self.pos.seat_name(s)),
            None => TO_MOVE.fill(&[&self.pos.seat_name(self.pos.to_move())]),
        };
        // The note stays after a result (the pieces left); an engine gives none that would
        // mislead there ("check" at mate).
        if note.is_empty() { head } else { WITH_NOTE.fill(&[&head, note]) }
    }

    /// The outcome a history end gives, in the engine's words for the seats.
    fn history_outcome(&self, end: HistoryEnd) -> Outcome {
        let me = self.pos.to_move();
        match end {
            HistoryEnd::Repetition(Repetition::Draws) => Outcome::draw(Ending::Repetition),
            HistoryEnd::Repetition(Repetition::MoverLoses) => {
                let seats = self.pos.seats();
                // The seat before `me` in turn order made the move.
                Outcome::win(me, Ending::RepeatedByLoser(Seat::new((me.index() + seats - 1) % seats)))
            }
            HistoryEnd::QuietLimit(n) => Outcome::draw(Ending::QuietLimit(n)),
            HistoryEnd::TotalLimit(n) => Outcome::draw(Ending::TotalLimit(n)),
            HistoryEnd::CheckBan => {
                let seats = self.pos.seats();
                Outcome::win(me.next(seats), Ending::CheckBan(me))
            }
        }
    }
}

impl<G: Game> Game for Line<G> {
    type Move = G::Move;
    const TUNING: crate::core::Tuning = G::TUNING;

    fn config(&self) -> &GameConfig {
        self.pos.config()
    }
    fn seats(&self) -> usize {
        self.pos.seats()
    }
    fn to_move(&self) -> Seat {
        self.pos.to_move()
    }
    fn legal_moves(&self, out: &mut Vec<G::Move>) {
        if self.ended_apart_from_moves() {
            return;
        }
        self.pos.legal_moves_banning(self.banned(), out);
    }
    fn random_move(&self, below: &mut impl FnMut(usize) -> usize, scratch: &mut Vec<G::Move>) -> Option<G::Move> {
        if self.ended_apart_from_moves() {
            return None;
        }
        self.pos.random_move_banning(self.banned(), below, scratch)
    }
    #[inline]
    fn play(&mut self, mv: &G::Move) {
        self.play_noting(mv);
    }
    #[inline]
    fn play_noting(&mut self, mv: &G::Move) -> Played {
        let mover = self.pos.to_move();
        let played = if self.rules.any() {
            self.pos.play_noting(mv)
        } else {
            self.pos.play(mv);
            Played { irreversible: true, checkers: 0 }
        };
        self.plies += 1;
        if played.irreversible {
            self.counters.quiet = 0;
            self.keys.clear();
            self.seen = [[0; 16]; 2];
            self.maybe_third = false;
        } else {
            self.counters.quiet += 1;
        }
        self.push_key();
        if self.rules.check_ban {
            let c = &mut self.counters;
            c.streak[mover] = c.last_check[mover] & played.checkers;
            c.last_check[mover] = played.checkers;
        }
        played
    }
    fn outcome(&self) -> Option<Outcome> {
        if let Some((_, o)) = &self.conceded {
            return Some(o.clone());
        }
        if let Some(o) = self.pos.outcome() {
            return Some(o);
        }
        self.history_end_of_open_position().map(|e| self.history_outcome(e))
    }
    fn key(&self) -> u64 {
        self.pos.key()
    }
    fn notation(&self, mv: &G::Move) -> String {
        self.pos.notation(mv)
    }
    fn parse_move(&self, text: &str) -> Result<G::Move, MoveError> {
        let mv = self.pos.parse_move(text)?;
        if let Some(o) = self.outcome() {
            return Err(MoveError::GameOver(o.describe(|s| self.pos.seat_name(s))));
        }
        let banned = self.banned();
        if banned != 0 && self.pos.play_after(&mv).checkers & banned != 0 {
            return Err(MoveError::Illegal { text: text.trim().to_string(), why: crate::t!("move-error-check-ban") });
        }
        Ok(mv)
    }
    fn picks(&self, mv: &G::Move) -> Vec<Pick> {
        self.pos.picks(mv)
    }
    fn view(&self) -> BoardView {
        let mut v = self.pos.view();
        v.status = self.status(&v.note);
        v
    }
    fn view_during(&self, mv: &G::Move, done: usize) -> Option<(BoardView, usize)> {
        let (mut v, shown) = self.pos.view_during(mv, done)?;
        v.status = self.status(&v.note);
        Some((v, shown))
    }
    fn diagram(&self) -> String {
        self.pos.diagram()
    }
    fn describe(&self, square: u16) -> Vec<String> {
        self.pos.describe(square)
    }
    fn move_note(&self, mv: &G::Move) -> Option<super::view::MoveNote> {
        self.pos.move_note(mv)
    }
    fn move_kind(&self, mv: &G::Move) -> Option<super::view::MoveKind> {
        self.pos.move_kind(mv)
    }
    fn idea(&self, mv: &G::Move) -> String {
        self.pos.idea(mv)
    }
    fn position_text(&self) -> String {
        self.pos.position_text_with(&self.counters)
    }
    fn seat_name(&self, seat: Seat) -> String {
        self.pos.seat_name(seat)
    }
    fn in_game(&self, seat: Seat) -> bool {
        self.pos.in_game(seat)
    }
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        self.pos.evaluate_at(seat, &self.counters, &self.rules)
    }
    fn move_at(&self, index: usize) -> Option<G::Move> {
        // The engine's own answer (some keep their move list) holds where the history rules
        // take nothing away.
        if self.takes_moves_away() {
            let mut moves = Vec::new();
            self.legal_moves(&mut moves);
            return moves.into_iter().nth(index);
        }
        self.pos.move_at(index)
    }
    fn index_of(&self, mv: &G::Move) -> Option<usize> {
        if self.takes_moves_away() {
            let mut moves = Vec::new();
            self.legal_moves(&mut moves);
            return moves.iter().position(|m| m == mv);
        }
        self.pos.index_of(mv)
    }
    fn tactical_moves(&self, out: &mut Vec<G::Move>) -> bool {
        if self.banned() != 0 {
            return false;
        }
        self.pos.tactical_moves(out)
    }
    fn order_key(&self, mv: &G::Move) -> Option<i32> {
        self.pos.order_key(mv)
    }
    fn move_identity(&self, mv: &G::Move) -> u64 {
        self.pos.move_identity(mv)
    }
    /// A game the history rules have ended lists no move; the check ban is tested move by move.
    fn pseudo_legal_moves(&self, out: &mut Vec<G::Move>) -> bool {
        !self.ended_apart_from_moves() && self.pos.pseudo_legal_moves(out)
    }
    fn is_legal(&self, mv: &G::Move) -> bool {
        let banned = self.banned();
        self.pos.is_legal(mv) && (banned == 0 || self.pos.play_after(mv).checkers & banned == 0)
    }
    /// Where the history rules have not ended the game whatever the moves, a position without
    /// a legal move ends as `outcome` says (by its own rules, or by the check ban).
    fn outcome_unless_stuck(&self) -> Option<Outcome> {
        if self.ended_apart_from_moves() { self.outcome() } else { self.pos.outcome_unless_stuck() }
    }
    fn in_check(&self) -> bool {
        self.pos.in_check()
    }
    fn gives_check(&self, mv: &G::Move) -> bool {
        self.pos.gives_check(mv)
    }
    /// A pass starts the history afresh, as an irreversible move would: positions before it
    /// were reached with the other seat to move, and a pass in a search is not a real move.
    fn play_null(&mut self) -> bool {
        if self.conceded.is_some() || !self.pos.play_null() {
            return false;
        }
        self.plies += 1;
        self.counters.quiet = 0;
        self.keys.clear();
        self.seen = [[0; 16]; 2];
        self.maybe_third = false;
        self.push_key();
        self.counters.streak = Default::default();
        self.counters.last_check = Default::default();
        true
    }
    fn shortlist(&self, width: usize, out: &mut Vec<G::Move>) -> Option<u64> {
        // The history rules can take moves away (the check ban) or end the game; the position
        // alone does not know that, so then the search sees the whole list.
        if self.takes_moves_away() || self.outcome().is_some() {
            return None;
        }
        self.pos.shortlist(width, out)
    }
}
