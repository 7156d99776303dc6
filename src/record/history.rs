//! The record of one game: its configuration, every position played through, and a cursor so
//! that moves can be taken back and replayed (undo/redo) any number of times.

mod clock;

use crate::core::clock::{Clock, Reading};
use crate::core::{Concession, ConfigError, GameConfig, MoveError, Outcome, PositionError, Seat};
use crate::games;
use crate::session::DynGame;
use std::collections::BTreeMap;

/// Positions are kept every `spacing` plies (`FIRST_SPACING` to begin with); any other is
/// replayed from the one before it. Engines' positions take kilobytes (boards, cached move
/// lists, and under a repetition rule the keys since the last irreversible move), so keeping
/// one per ply made a long game cost gigabytes. When a game outgrows `MAX_CHECKPOINTS`, every
/// other checkpoint goes and the spacing doubles: a record costs its moves (a few dozen bytes
/// each) plus at most that many positions, and browsing replays at most `spacing` moves.
const FIRST_SPACING: usize = 32;
const MAX_CHECKPOINTS: usize = 64;

#[derive(Clone)]
pub struct History {
    config: GameConfig,
    /// The position string the game started from, when it did not start at the setup.
    start_position: Option<String>,
    /// checkpoints[i] is the position after `i * spacing` moves (checkpoints[0] the start),
    /// for every such ply up to the last recorded move, redo list included.
    checkpoints: Vec<Box<dyn DynGame>>,
    spacing: usize,
    /// The position after the moves in effect.
    current: Box<dyn DynGame>,
    moves: Vec<String>,
    /// Each move's index among the legal moves of the position it was played in, so replaying
    /// from a checkpoint does not parse notation again.
    indices: Vec<u32>,
    /// How many moves are in effect; moves past it are the redo list.
    cursor: usize,
    /// A resignation or agreed draw after the last recorded move: in effect when `current`
    /// holds it, else the last step of the redo list.
    concession: Option<Concession>,
    /// Words on the game, by ply: the comment at ply p follows the p-th move (0: before the
    /// first). Plies of the redo list keep theirs, so undo and redo keep a move's comment.
    comments: BTreeMap<usize, String>,
    /// The clocks, in a game with a time control (`clock` module).
    clock: Option<Clock>,
    /// In a timed game, after each recorded move (the redo list's included), who moved and
    /// what its clock read after the move: what undo, redo, browsing and exports show.
    stamps: Vec<(Seat, Reading)>,
    /// The clocks show a clock kept elsewhere (a network host's): time never ends the game here.
    clock_elsewhere: bool,
}

impl std::fmt::Debug for History {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("History")
            .field("config", &self.config)
            .field("start_position", &self.start_position)
            .field("moves", &self.moves)
            .field("cursor", &self.cursor)
            .field("concession", &self.concession)
            .field("comments", &self.comments)
            .finish()
    }
}

/// Why a game could not be started: its configuration, or the position string it starts from.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StartError {
    #[error(transparent)]
    Config(#[from] ConfigError),
    #[error(transparent)]
    Position(#[from] PositionError),
}

impl From<StartError> for String {
    fn from(e: StartError) -> String {
        e.to_string()
    }
}

impl History {
    pub fn new(config: &GameConfig) -> Result<History, ConfigError> {
        Ok(History::recording(games::new_game(config)?, None))
    }

    /// A game from `start`, however it was reached (the board editor, a network host's
    /// board). Unless it is the configuration's own start, its position string is kept, so
    /// that every save, export and autosave starts where the game did: a record without it
    /// would replay the moves from the setup, where they are not legal.
    pub fn from_start(start: Box<dyn DynGame>) -> History {
        let text = start.position_text();
        let standard = games::new_game(start.config()).is_ok_and(|s| s.position_text() == text);
        History::recording(start, (!standard).then_some(text))
    }

    /// A game starting from a position string (`docs/positions.md`).
    pub fn from_position(config: &GameConfig, text: &str) -> Result<History, PositionError> {
        let start = games::from_position(config, text)?;
        let canonical = start.position_text();
        Ok(History::recording(start, Some(canonical)))
    }

    fn recording(start: Box<dyn DynGame>, start_position: Option<String>) -> History {
        History {
            config: start.config().clone(),
            start_position,
            current: start.clone_box(),
            checkpoints: vec![start],
            spacing: FIRST_SPACING,
            moves: Vec::new(),
            indices: Vec::new(),
            cursor: 0,
            concession: None,
            comments: BTreeMap::new(),
            clock: None,
            stamps: Vec::new(),
            clock_elsewhere: false,
        }
    }

    /// A game for a configuration, from `position` if given, else from the start.
    pub fn starting(config: &GameConfig, position: Option<&str>) -> Result<History, StartError> {
        Ok(match position {
            Some(text) => History::from_position(config, text)?,
            None => History::new(config)?,
        })
    }

    pub fn config(&self) -> &GameConfig {
        &self.config
    }

    /// The position string the game started from, if it started from one.
    pub fn start_position(&self) -> Option<&str> {
        self.start_position.as_deref()
    }

    /// The position now (after the moves in effect).
    pub fn current(&self) -> &dyn DynGame {
        self.current.as_ref()
    }

    /// The position the game started from.
    pub fn start(&self) -> &dyn DynGame {
        self.checkpoints[0].as_ref()
    }

    /// The position after `ply` moves (0 = start; the redo list included), for browsing the
    /// history: replayed from the checkpoint before it.
    pub fn position(&self, ply: usize) -> Option<Box<dyn DynGame>> {
        if ply > self.moves.len() {
            return None;
        }
        if ply == self.cursor {
            return Some(self.current.clone_box());
        }
        Some(self.replayed(ply))
    }

    /// The position after `ply` recorded moves, from the checkpoint before it.
    fn replayed(&self, ply: usize) -> Box<dyn DynGame> {
        let from = ply / self.spacing;
        let mut pos = self.checkpoints[from].clone_box();
        for &index in &self.indices[from * self.spacing..ply] {
            replay(pos.as_mut(), index);
        }
        pos
    }

    /// The moves in effect, in notation.
    pub fn moves(&self) -> &[String] {
        &self.moves[..self.cursor]
    }

    /// The moves that redo would replay.
    pub fn redo_moves(&self) -> &[String] {
        &self.moves[self.cursor..]
    }

    pub fn ply(&self) -> usize {
        self.cursor
    }

    /// Plays the `index`-th legal move of the current position; forgets the redo list unless
    /// the move is the first move of it.
    pub fn play_index(&mut self, index: usize) -> Result<String, MoveError> {
        self.refuse_after_time_out()?;
        // In place: an engine refuses a bad index before touching the position.
        let text = self.current.play_index(index)?;
        let stamp = self.press_clock();
        if self.cursor == self.moves.len() {
            // A new move past a taken-back resignation replaces it.
            self.concession = None;
        }
        if self.moves.get(self.cursor) != Some(&text) {
            self.concession = None;
            self.forget_redo();
            self.moves.push(text.clone());
            self.indices.push(u32::try_from(index).expect("a position has fewer than 2^32 legal moves"));
        }
        self.keep_stamp(stamp);
        self.cursor += 1;
        if self.cursor.is_multiple_of(self.spacing) && self.checkpoints.len() == self.cursor / self.spacing {
            self.checkpoints.push(self.current.clone_box());
            if self.checkpoints.len() > MAX_CHECKPOINTS {
                let mut i = 0;
                self.checkpoints.retain(|_| {
                    i += 1;
                    i % 2 == 1
                });
                self.spacing *= 2;
            }
        }
        Ok(text)
    }

    /// Drops the redo list: its moves, their positions and their comments.
    fn forget_redo(&mut self) {
        self.moves.truncate(self.cursor);
        self.indices.truncate(self.cursor);
        self.checkpoints.truncate(self.cursor / self.spacing + 1);
        self.comments.retain(|&ply, _| ply <= self.cursor);
        self.stamps.truncate(self.cursor);
    }

    /// The comment after the `ply`-th move (0: before the first), if there is one.
    pub fn comment(&self, ply: usize) -> Option<&str> {
        self.comments.get(&ply).map(String::as_str)
    }

    /// Every comment by ply, the redo list's included.
    pub fn comments(&self) -> &BTreeMap<usize, String> {
        &self.comments
    }

    /// Sets the comment after the `ply`-th move (the redo list's moves included); text that is
    /// only white space clears it. False, and nothing changes, if the record has no such ply.
    pub fn set_comment(&mut self, ply: usize, text: &str) -> bool {
        if ply > self.moves.len() {
            return false;
        }
        if text.trim().is_empty() {
            self.comments.remove(&ply);
        } else {
            self.comments.insert(ply, text.to_string());
        }
        true
    }

    /// Removes the comment after the `ply`-th move; false if there was none.
    pub fn clear_comment(&mut self, ply: usize) -> bool {
        self.comments.remove(&ply).is_some()
    }

    /// Plays a move typed in notation; the error is the engine's reason.
    pub fn play_text(&mut self, text: &str) -> Result<String, MoveError> {
        let index = self.current.parse(text)?;
        self.play_index(index)
    }

    /// `seat` gives up the game: it ends now, and the redo list goes. Refused once the game
    /// is over (`MoveError::GameOver`) and for a seat the game does not have.
    pub fn resign(&mut self, seat: Seat) -> Result<Outcome, MoveError> {
        self.concede(Concession::Resigned(seat))
    }

    /// The players agree to a draw: the game ends now, and the redo list goes. Refused once
    /// the game is over.
    pub fn agree_draw(&mut self) -> Result<Outcome, MoveError> {
        self.concede(Concession::Agreed)
    }

    /// Ends the game as the players choose (`resign`, `agree_draw`).
    pub fn concede(&mut self, c: Concession) -> Result<Outcome, MoveError> {
        let outcome = self.current.concede(c)?;
        self.forget_redo();
        self.concession = Some(c);
        self.stop_clock();
        Ok(outcome)
    }

    /// The resignation or agreed draw in effect, if the game ended so.
    pub fn concession(&self) -> Option<Concession> {
        self.current.concession()
    }

    /// Whether the resignation or agreed draw recorded after the last move is in effect.
    fn conceded(&self) -> bool {
        self.current.concession().is_some()
    }

    pub fn can_undo(&self) -> bool {
        self.cursor > 0 || self.conceded()
    }
    pub fn can_redo(&self) -> bool {
        self.cursor < self.moves.len() || (self.concession.is_some() && !self.conceded())
    }

    /// Takes back one move, or the resignation or agreed draw that ended the game (play goes
    /// on from the same position); false if at the start.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        if !self.conceded() {
            self.cursor -= 1;
        }
        self.current = self.replayed(self.cursor);
        self.restore_clock();
        true
    }

    /// Takes the last move back for good: it is not kept for redo (a move a puzzle's trainer
    /// refuses). False if at the start or after a concession.
    pub fn take_back(&mut self) -> bool {
        if self.conceded() || !self.undo() {
            return false;
        }
        self.forget_redo();
        true
    }

    /// Takes back moves until `ply` are in effect, with the resignation or agreed draw after
    /// the last one if there is one: what `undo` does one move at a time, but replayed once
    /// from the checkpoint before `ply`, where each `undo` replays from its own. False, and
    /// nothing changes, unless `ply` is before the current one.
    pub fn undo_to(&mut self, ply: usize) -> bool {
        if ply >= self.cursor {
            return false;
        }
        self.cursor = ply;
        self.current = self.replayed(ply);
        self.restore_clock();
        true
    }

    /// Replays one taken-back move, or the taken-back resignation or agreed draw after the
    /// last one; false if there is none.
    pub fn redo(&mut self) -> bool {
        if !self.can_redo() {
            return false;
        }
        if self.cursor == self.moves.len() {
            let c = self.concession.expect("can_redo: a taken-back concession");
            self.current.concede(c).expect("a concession recorded in an open position is possible there again");
            self.stop_clock();
            return true;
        }
        replay(self.current.as_mut(), self.indices[self.cursor]);
        self.cursor += 1;
        self.restore_clock();
        true
    }
}

#[cfg(test)]
thread_local! {
    /// Moves replayed from checkpoints on this thread: what the tests of the record's cost count.
    pub(crate) static REPLAYED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Plays a move the record already played from this very position.
fn replay(pos: &mut dyn DynGame, index: u32) {
    #[cfg(test)]
    REPLAYED.with(|n| n.set(n.get() + 1));
    pos.play_index(index as usize).expect("a recorded move is legal where it was played");
}

#[cfg(test)]
mod tests {
    use super::*;

    fn storm() -> History {
        History::new(&GameConfig::new("storm")).unwrap()
    }

    /// Every position reached by undo, redo and browsing is the one the game passed through,
    /// across several checkpoints and after the redo list is cut.
    #[test]
    fn undo_redo_and_browsing_match_the_positions_played() {
        let mut h = storm();
        let mut keys = vec![h.current().key()];
        for i in 0..3 * FIRST_SPACING + 5 {
            let n = h.current().moves().len();
            h.play_index((i * 7) % n).unwrap();
            keys.push(h.current().key());
        }
        for (ply, key) in keys.iter().enumerate() {
            assert_eq!(h.position(ply).unwrap().key(), *key, "ply {ply}");
        }
        while h.undo() {
            assert_eq!(h.current().key(), keys[h.ply()]);
        }
        for ply in 0..keys.len() - 1 {
            assert_eq!(h.position(ply + 1).unwrap().key(), keys[ply + 1], "browsing the redo list");
            assert!(h.redo());
            assert_eq!(h.current().key(), keys[h.ply()]);
        }
        assert!(!h.redo());
        // Back into the second checkpoint's span, then a different move: the redo list goes.
        for _ in 0..FIRST_SPACING + 3 {
            h.undo();
        }
        let ply = h.ply();
        let other = (0..h.current().moves().len()).find(|&i| h.current().moves()[i].notation != h.redo_moves()[0]).unwrap();
        h.play_index(other).unwrap();
        assert!(!h.can_redo());
        assert_eq!(h.moves().len(), ply + 1);
        assert_ne!(h.current().key(), keys[ply + 1]);
        let mut again = storm();
        for m in h.moves().to_vec() {
            again.play_text(&m).unwrap();
        }
        assert_eq!(again.current().key(), h.current().key());
        for p in 0..=h.ply() {
            assert_eq!(again.position(p).unwrap().key(), h.position(p).unwrap().key());
        }
    }

    /// A move taken back for good leaves nothing to redo; the moves before it stay.
    #[test]
    fn a_move_taken_back_for_good_is_not_redone() {
        let mut h = storm();
        assert!(!h.take_back(), "nothing to take back at the start");
        for i in 0..3 {
            h.play_index(i).unwrap();
        }
        h.undo();
        let kept = h.moves().to_vec();
        assert!(h.take_back());
        assert!(!h.can_redo(), "neither the move taken back nor the one undone before it");
        assert_eq!(h.moves(), &kept[..1]);
        assert_eq!(h.current().key(), h.position(1).unwrap().key());
    }

    /// A long game keeps at most `MAX_CHECKPOINTS` positions, and every position of it is
    /// still the one played.
    #[test]
    fn a_long_game_keeps_few_positions() {
        let mut h = History::new(&GameConfig::new("tribesmen").with_option("turn-limit", "off").with_option("repetition", "off")).unwrap();
        let mut keys = vec![h.current().key()];
        let mut i = 0usize;
        while h.ply() < 5000 && h.current().outcome().is_none() {
            let n = h.current().moves().len();
            i = i.wrapping_mul(31).wrapping_add(7);
            // A move that does not end the game, so that it goes on.
            let going_on = (0..n).map(|k| (i + k) % n).find(|&m| {
                let mut next = h.current().clone_box();
                next.play_index(m).is_ok() && next.outcome().is_none()
            });
            h.play_index(going_on.unwrap_or(i % n)).unwrap();
            keys.push(h.current().key());
        }
        assert!(h.ply() > 4 * FIRST_SPACING * MAX_CHECKPOINTS / 10, "the game lasted {} plies", h.ply());
        assert!(h.checkpoints.len() <= MAX_CHECKPOINTS, "{} checkpoints", h.checkpoints.len());
        for ply in (0..keys.len()).step_by(97).chain([keys.len() - 2]) {
            assert_eq!(h.position(ply).unwrap().key(), keys[ply], "ply {ply}");
        }
        for _ in 0..300 {
            h.undo();
        }
        assert_eq!(h.current().key(), keys[h.ply()]);
    }

    /// Taking many moves back at once replays from one checkpoint, once, and reaches the
    /// position `undo` reaches one move at a time, a resignation taken back with them.
    #[test]
    fn undo_to_replays_once_and_matches_undo() {
        let mut h = storm();
        for i in 0..3 * FIRST_SPACING + 5 {
            let n = h.current().moves().len();
            h.play_index((i * 7) % n).unwrap();
        }
        h.resign(Seat::FIRST).unwrap();
        let mut one_by_one = h.clone();
        while one_by_one.ply() > 10 {
            one_by_one.undo();
        }
        let before = REPLAYED.get();
        assert!(h.undo_to(10));
        assert!(REPLAYED.get() - before <= FIRST_SPACING, "{} moves replayed", REPLAYED.get() - before);
        assert_eq!((h.ply(), h.current().key(), h.redo_moves()), (10, one_by_one.current().key(), one_by_one.redo_moves()));
        assert!(!h.undo_to(10) && !h.undo_to(11), "only back");
        while h.redo() {}
        assert_eq!(h.concession(), Some(Concession::Resigned(Seat::FIRST)), "redo ends the game again");
    }

    /// A game that starts anywhere but the configuration's start keeps its position string;
    /// one that starts there does not need it.
    #[test]
    fn a_game_from_a_start_elsewhere_keeps_its_position() {
        let mut h = storm();
        h.play_text("Ie4-e5").unwrap();
        let elsewhere = History::from_start(h.current().clone_box());
        assert_eq!(elsewhere.start_position(), Some(h.current().position_text().as_str()));
        let standard = History::from_start(games::new_game(&GameConfig::new("storm")).unwrap());
        assert_eq!(standard.start_position(), None);
    }

    /// Replaying the first move of the redo list keeps the rest of it.
    #[test]
    fn replaying_the_next_redo_move_keeps_the_redo_list() {
        let mut h = storm();
        for _ in 0..4 {
            h.play_index(0).unwrap();
        }
        h.undo();
        h.undo();
        h.play_index(0).unwrap();
        assert_eq!(h.redo_moves().len(), 1);
    }

    /// A resignation ends the game with the other seat the winner, in the outcome's words;
    /// undo restores play at the same position, redo ends it again.
    #[test]
    fn a_resignation_ends_the_game_and_undo_restores_play() {
        let mut h = storm();
        h.play_text("Ie4-e5").unwrap();
        let key = h.current().key();
        let o = h.resign(Seat::SECOND).unwrap();
        assert_eq!(o.winner(), Some(Seat::FIRST));
        assert_eq!(h.current().result_text().unwrap(), "Red wins: Blue resigns");
        assert!(h.current().moves().is_empty(), "no move after a resignation");
        assert!(matches!(h.play_index(0), Err(MoveError::GameOver(_))));
        assert!(matches!(h.play_text("Ie7-e6"), Err(MoveError::GameOver(_))));
        assert!(matches!(h.agree_draw(), Err(MoveError::GameOver(_))), "refused once the game is over");
        assert!(h.undo());
        assert_eq!((h.ply(), h.current().key(), h.current().outcome()), (1, key, None));
        assert!(h.can_redo());
        assert!(h.redo());
        assert_eq!(h.concession(), Some(Concession::Resigned(Seat::SECOND)));
        assert!(!h.can_redo());
        assert!(h.undo() && h.undo());
        assert_eq!(h.ply(), 0);
    }

    #[test]
    fn a_draw_by_agreement_is_worded_so() {
        let mut h = storm();
        let o = h.agree_draw().unwrap();
        assert_eq!((o.winner(), o.score(Seat::FIRST)), (None, 0.5));
        assert_eq!(h.current().result_text().unwrap(), "Draw by agreement");
    }

    /// A new move after a taken-back resignation replaces it, as it replaces any redo move;
    /// a resignation cuts the redo list.
    #[test]
    fn a_move_after_an_undone_resignation_forgets_it() {
        let mut h = storm();
        h.play_text("Ie4-e5").unwrap();
        h.resign(Seat::FIRST).unwrap();
        h.undo();
        h.play_text("Ie7-e6").unwrap();
        assert!(!h.can_redo());
        h.undo();
        assert_eq!(h.redo_moves(), ["Ie7-e6"]);
        h.agree_draw().unwrap();
        assert!(h.redo_moves().is_empty());
        assert_eq!(h.moves(), ["Ie4-e5"]);
    }

    #[test]
    fn a_game_that_is_over_refuses_a_resignation_and_a_missing_seat_is_named() {
        let mut h = storm();
        assert_eq!(h.resign(Seat::new(2)).unwrap_err(), MoveError::NoSuchSeat { seat: Seat::new(2), seats: 2 });
        let mut h = History::new(&GameConfig::new("tribesmen")).unwrap();
        let mut i = 0usize;
        while h.current().outcome().is_none() {
            i = i.wrapping_mul(31).wrapping_add(7);
            h.play_index(i % h.current().moves().len()).unwrap();
        }
        let over = h.current().result_text().unwrap();
        assert_eq!(h.resign(Seat::SECOND).unwrap_err(), MoveError::GameOver(over));
        assert!(!h.can_redo());
    }

    /// Four-player Tribesmen: a resignation ends the game, the resigner loses and another
    /// seat wins.
    #[test]
    fn a_resignation_in_four_player_tribesmen_ends_the_game_for_another_seat() {
        let mut h = History::new(&GameConfig::new("tribesmen").with_variant("four-player")).unwrap();
        h.play_index(0).unwrap();
        let o = h.resign(Seat::new(2)).unwrap();
        assert!(matches!(o.winner(), Some(w) if w != Seat::new(2)), "{o:?}");
        assert_eq!(o.score(Seat::new(2)), 0.0);
        assert!(h.current().result_text().unwrap().ends_with("resigns"));
    }

    /// A comment stays with its ply through undo and redo, goes with a move replaced by
    /// another, and only existing plies take one.
    #[test]
    fn comments_follow_their_moves_through_undo_redo_and_a_new_line() {
        let mut h = storm();
        assert!(h.set_comment(0, "before anything"));
        h.play_text("Ie4-e5").unwrap();
        h.play_text("Ie7-e6").unwrap();
        assert!(h.set_comment(2, "Blue answers"));
        assert!(!h.set_comment(3, "no such move"));
        h.undo();
        h.undo();
        assert_eq!(h.comment(2), Some("Blue answers"), "a taken-back move keeps its comment");
        h.redo();
        h.redo();
        assert_eq!(h.comment(2), Some("Blue answers"));
        h.undo();
        let other = (0..h.current().moves().len()).find(|&i| h.current().moves()[i].notation != "Ie7-e6").unwrap();
        h.play_index(other).unwrap();
        assert_eq!(h.comment(2), None, "the replaced move's comment went with it");
        assert_eq!(h.comment(0), Some("before anything"));
        assert!(h.set_comment(0, "  "));
        assert_eq!(h.comment(0), None, "blank text clears");
        assert!(h.set_comment(1, "x") && h.clear_comment(1) && !h.clear_comment(1));
    }
}
