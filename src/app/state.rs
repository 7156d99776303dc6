//! The game being played: the current position, one snapshot per ply (history browsing, undo),
//! the seats, and the move being built by clicks. Records, undo/redo and computer seats plug in
//! here through `new_game`, `play`, `undo` and `positions`.

use super::picks::{self, ClickOutcome, Clicked};
use crate::ai::Level;
use crate::core::{BoardView, ConfigError, GameConfig, MoveError, Pick, Seat};
use crate::record::History;
use crate::session::{DynGame, MoveDesc};
use bevy::prelude::Resource;

/// Who sits at a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    Human,
    /// A computer opponent of this level.
    Computer(Level),
    /// Played elsewhere in a network game: by a player who joined, or by the host (a person or
    /// its computer). Its moves arrive from the network; this window never makes them.
    Remote,
    /// The opponent in a puzzle: the trainer plays its moves, the puzzle's line.
    Line,
}

impl SeatKind {
    /// As the command line and the settings file write it: "human", "remote", a level.
    pub fn id(self) -> String {
        match self {
            SeatKind::Human => "human".into(),
            SeatKind::Computer(l) => l.to_string(),
            SeatKind::Remote => "remote".into(),
            // A puzzle saved as a game is played on by people.
            SeatKind::Line => "human".into(),
        }
    }
    pub fn from_id(s: &str) -> Option<SeatKind> {
        match s.trim() {
            "human" => Some(SeatKind::Human),
            "remote" => Some(SeatKind::Remote),
            level => level.parse().ok().map(SeatKind::Computer),
        }
    }
    pub fn label(self) -> String {
        match self {
            SeatKind::Human => crate::t!("state-human"),
            SeatKind::Computer(l) => crate::t!("state-computer", level = level_title(l)),
            SeatKind::Remote => crate::t!("state-over-the-network"),
            SeatKind::Line => crate::t!("state-the-puzzle-s-line"),
        }
    }
}

/// A computer level for people, in their language ("Hard", "Schwer", "困难"); save files
/// keep `Level::computer_label`'s English, which reads back.
pub fn level_title(level: crate::ai::Level) -> String {
    match level {
        crate::ai::Level::Custom { millis } => crate::t!("level-custom", seconds = crate::ai::levels::seconds_text(millis)),
        named => crate::t!("level-title", level = named.name()),
    }
}

/// The status line once an action of a turn of several is drawn done.
const TURN_GOES_ON: &str = "state-turn-goes-on";

#[derive(Resource)]
pub struct GameState {
    /// Every position played through, the moves in notation, undo/redo (the record module).
    pub record: History,
    pub seats: Vec<SeatKind>,
    /// Showing the position after this many plies instead of the current one.
    pub browse: Option<usize>,
    /// The position `browse` shows, replayed once from the record when browsing starts.
    browsed: Option<Box<dyn DynGame>>,
    /// The move being built (change it with `set_prefix`).
    pub prefix: Vec<Pick>,
    /// How the board looks with the actions of `prefix` that are complete drawn done, for
    /// games whose turn is several actions (`DynGame::view_during`); None: as it stands.
    during: Option<BoardView>,
    /// How many picks of `prefix` `during` shows done; those after it are being chosen.
    pub drawn_picks: usize,
    /// Bumped whenever `during` changes, so the scene can animate it like a move.
    pub during_serial: u64,
    /// Legal moves of the current position (cached).
    moves: Vec<MoveDesc>,
    /// Changes whenever what the board shows changes; `shown::ShownBoard` follows it.
    stamp: Stamp,
    /// The status-line message (why a click did nothing, hints).
    pub message: String,
    /// The choice button the pointer rests on (the board marks what it would do).
    pub hovered_choice: Option<Pick>,
    /// The file the game was last saved to or loaded from (the window title names it).
    pub file: Option<std::path::PathBuf>,
    /// The moves in effect when it was saved or loaded; None: never saved.
    saved_moves: Option<Vec<String>>,
    /// In a network game, what this window's players asked for, waiting for `app::network` to
    /// send: the host decides, and the board changes only when its answer comes. None: a
    /// game on this machine only.
    pub online: Option<Outbox>,
    /// A board drawn instead of the game's position: the board editor's, which may break the
    /// rules and so has no game behind it (`app::editor`).
    pinned: Option<BoardView>,
    /// The players at this screen paused the clocks (`app::clock`).
    pub clock_paused: bool,
}

/// Names one look of the board: every change of what a `GameState` shows takes a new stamp,
/// unique in the run, so a game put on the board in place of another is never mistaken for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stamp(u64);

impl Stamp {
    fn fresh() -> Stamp {
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        Stamp(NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
    }
}

/// What a network game's local players asked for, in order.
#[derive(Default, Debug)]
pub struct Outbox {
    pub requests: Vec<Request>,
    /// A move was sent and the host's answer has not come yet: no second one meanwhile.
    pub awaiting: bool,
}

/// A local player's request in a network game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    Move(String),
    OfferUndo,
    OfferDraw,
    Resign,
    /// Claim the game (`true`: a draw) from a player who left.
    Claim(bool),
}

impl GameState {
    pub fn new_game(config: &GameConfig) -> Result<GameState, ConfigError> {
        Ok(GameState::from_record(History::new(config)?))
    }

    pub fn from_game(game: Box<dyn DynGame>) -> GameState {
        GameState::from_record(History::from_start(game))
    }

    pub fn from_record(record: History) -> GameState {
        let seats = vec![SeatKind::Human; record.current().seats()];
        let moves = record.current().moves();
        GameState {
            record,
            seats,
            browse: None,
            browsed: None,
            prefix: Vec::new(),
            during: None,
            drawn_picks: 0,
            during_serial: 0,
            moves,
            stamp: Stamp::fresh(),
            message: String::new(),
            hovered_choice: None,
            file: None,
            saved_moves: None,
            online: None,
            pinned: None,
            clock_paused: false,
        }
    }

    /// Records that the game as it stands is in `file` (saved there or loaded from it).
    pub fn mark_saved(&mut self, file: &std::path::Path) {
        self.file = Some(file.to_path_buf());
        self.saved_moves = Some(self.notation().to_vec());
    }

    /// Whether leaving the game would lose moves no file holds (the autosave aside): a game
    /// with moves that was never saved, or has changed since.
    pub fn has_unsaved_moves(&self) -> bool {
        match &self.saved_moves {
            Some(saved) => saved.as_slice() != self.notation(),
            None => !self.notation().is_empty(),
        }
    }

    /// How many moves the file it was last saved to or loaded from holds.
    pub fn saved_move_count(&self) -> Option<usize> {
        self.saved_moves.as_ref().map(Vec::len)
    }

    pub fn current(&self) -> &dyn DynGame {
        self.record.current()
    }

    /// The start position.
    pub fn start(&self) -> &dyn DynGame {
        self.record.start()
    }

    /// The moves played so far, in the game's notation.
    pub fn notation(&self) -> &[String] {
        self.record.moves()
    }

    /// The position on screen (an earlier one while browsing the history).
    pub fn displayed(&self) -> &dyn DynGame {
        match (&self.browsed, self.browse) {
            (Some(p), Some(_)) => p.as_ref(),
            _ => self.current(),
        }
    }

    pub fn displayed_ply(&self) -> usize {
        self.browse.unwrap_or(self.record.ply()).min(self.record.ply())
    }

    /// Names what the board shows now: a new stamp after every change to it.
    pub fn stamp(&self) -> Stamp {
        self.stamp
    }

    /// Draws `view` instead of the game's position (the board editor's board), or the game
    /// again with None.
    pub fn pin(&mut self, view: Option<BoardView>) {
        self.pinned = view;
        self.stamp = Stamp::fresh();
    }

    pub fn pinned(&self) -> Option<&BoardView> {
        self.pinned.as_ref()
    }

    /// What the board shows: the displayed position, with a turn in progress drawn as far as
    /// its actions are chosen.
    pub fn view(&self) -> BoardView {
        if let Some(v) = &self.pinned {
            return v.clone();
        }
        match &self.during {
            Some(v) if self.browse.is_none() => v.clone(),
            _ => self.displayed().view(),
        }
    }

    /// Sets the move being built and redraws the board when it shows more or fewer of its
    /// actions done.
    pub fn set_prefix(&mut self, prefix: Vec<Pick>) {
        self.prefix = prefix;
        let first = picks::candidates(&self.moves, &self.prefix).first().copied();
        let (during, drawn) = match first {
            Some(i) if !self.prefix.is_empty() => self.current().view_during(i, self.prefix.len()).map_or((None, 0), |(v, n)| (Some(v), n)),
            _ => (None, 0),
        };
        self.drawn_picks = drawn;
        if during != self.during {
            self.during = during;
            self.during_serial += 1;
            self.stamp = Stamp::fresh();
        }
    }

    /// Selects the piece on the square named `name`, as a click on it would, so its targets
    /// light (`--select`, a guide lesson's piece).
    pub fn select_square(&mut self, name: &str) -> Result<(), MoveError> {
        let view = self.view();
        let i = view.square_index(name).ok_or_else(|| MoveError::Rejected(crate::t!("state-no-square", name = name)))?;
        match picks::click(self.moves(), &[], picks::Clicked { square: i, level: None }) {
            picks::ClickOutcome::Prefix(p) => {
                self.set_prefix(p);
                Ok(())
            }
            _ => Err(MoveError::Rejected(crate::t!("state-no-legal-move-starts", name = name))),
        }
    }

    /// The picks of the move being built after those drawn done: the first square among them
    /// is the piece being moved.
    pub fn picks_in_play(&self) -> &[Pick] {
        &self.prefix[self.drawn_picks.min(self.prefix.len())..]
    }

    pub fn moves(&self) -> &[MoveDesc] {
        &self.moves
    }

    pub fn config(&self) -> &GameConfig {
        self.record.config()
    }

    pub fn is_over(&self) -> bool {
        self.current().outcome().is_some()
    }

    /// The seat whose side a new board is seen from: the first seat a person plays at this
    /// screen (in a network game, this window's own), else the first seat.
    pub fn home_seat(&self) -> Seat {
        Seat::all(self.seats.len()).find(|s| self.seats[s.index()] == SeatKind::Human).unwrap_or(Seat::FIRST)
    }

    /// The seat whose side the camera buttons turn to: the one to move when a person here plays
    /// it, else `home_seat`.
    pub fn facing_seat(&self) -> Seat {
        let to_move = self.current().to_move();
        if self.seats.get(to_move.index()) == Some(&SeatKind::Human) { to_move } else { self.home_seat() }
    }

    /// Is a human to move in the current position, shown live?
    pub fn human_to_move(&self) -> bool {
        self.browse.is_none()
            && !self.is_over()
            && self.seats.get(self.current().to_move().index()) == Some(&SeatKind::Human)
            && !self.online.as_ref().is_some_and(|o| o.awaiting)
    }

    /// Plays the `index`-th legal move of the current position; returns its notation. In a
    /// network game the move is sent to the host instead, and played when it relays it.
    pub fn play(&mut self, index: usize) -> Result<String, MoveError> {
        if let Some(out) = self.online.as_mut() {
            let text = self.moves.get(index).map(|m| m.notation.clone()).ok_or(MoveError::NoSuchIndex { index, count: self.moves.len() })?;
            out.requests.push(Request::Move(text.clone()));
            out.awaiting = true;
            self.set_prefix(Vec::new());
            return Ok(text);
        }
        let text = self.record.play_index(index)?;
        self.after_change();
        Ok(text)
    }

    /// Plays a move given in notation (checked by the engine first in a network game too).
    pub fn play_text(&mut self, text: &str) -> Result<String, MoveError> {
        if self.online.is_some() {
            let i = self.current().parse(text)?;
            return self.play(i);
        }
        let text = self.record.play_text(text)?;
        self.after_change();
        Ok(text)
    }

    /// Puts the game as the network host has it on the board: the next move is animated when
    /// it is the only change, else the whole record is replaced. Clears `awaiting`.
    pub fn follow(&mut self, host: History) {
        if let Some(out) = self.online.as_mut() {
            out.awaiting = false;
        }
        let (mine, theirs) = (self.record.moves(), host.moves());
        let same_end = self.record.current().outcome() == host.current().outcome();
        // A host's clock makes its record another one, moves or no moves.
        let same_clock = self.record.time_control() == host.time_control();
        if mine == theirs && same_end && same_clock {
            return;
        }
        let ply = mine.len();
        let next = (theirs.len() == ply + 1 && theirs[..ply] == *mine).then(|| theirs[ply].clone());
        let played =
            same_clock && next.is_some_and(|m| self.record.play_text(&m).is_ok()) && self.record.current().outcome() == host.current().outcome();
        if played {
            // The host's reading of the move, not this copy's.
            if let Some(&(_, reading)) = host.stamps().get(ply) {
                self.record.set_stamp(ply, reading);
            }
        } else {
            self.record = host;
        }
        self.after_change();
    }

    /// Takes back the last ply. Returns false when there is none.
    pub fn undo(&mut self) -> bool {
        let ok = self.record.undo();
        if ok {
            self.after_change();
        }
        ok
    }

    /// Takes the last move back, leaving nothing to redo (a puzzle's wrong move).
    pub fn take_back(&mut self) -> bool {
        let ok = self.record.take_back();
        if ok {
            self.after_change();
        }
        ok
    }

    /// Takes back the last move of a person: with computer seats, their replies go too, so the
    /// person is to move again (or the game is at its start).
    pub fn undo_turn(&mut self) -> bool {
        if let Some(out) = self.online.as_mut() {
            out.requests.push(Request::OfferUndo);
            self.message = crate::t!("state-undo-offered-the-other");
            return false;
        }
        let before = self.notation().to_vec();
        if !self.undo() {
            return false;
        }
        while matches!(self.seats.get(self.current().to_move().index()), Some(SeatKind::Computer(_))) && self.undo() {}
        // What the status line said was about the position taken back.
        self.message = crate::t!("state-took-back", value = before[self.notation().len()..].join(" "));
        true
    }

    /// Sets (or, with blank text, clears) the comment on move `ply` (0: before the first); the
    /// autosave and the next save keep it.
    pub fn set_comment(&mut self, ply: usize, text: &str) {
        if self.record.set_comment(ply, text) {
            self.stamp = Stamp::fresh();
        }
    }

    /// The seat a resignation or a draw offer from this screen speaks for: the only person's
    /// seat against computers, else the side to move.
    pub fn conceding_seat(&self) -> Seat {
        let people: Vec<Seat> = Seat::all(self.seats.len()).filter(|&s| self.seats[s] == SeatKind::Human).collect();
        match people.as_slice() {
            [one] => *one,
            _ => self.current().to_move(),
        }
    }

    /// The player at this screen resigns (in a network game: tells the host).
    pub fn resign(&mut self) {
        if let Some(out) = self.online.as_mut() {
            out.requests.push(Request::Resign);
            return;
        }
        match self.record.resign(self.conceding_seat()) {
            Ok(_) => self.after_change(),
            Err(e) => self.message = e.to_string(),
        }
    }

    /// A draw: agreed at once by the people at this screen, offered to the others in a network
    /// game. Computers are not asked: they play every game out.
    pub fn draw(&mut self) {
        if let Some(out) = self.online.as_mut() {
            out.requests.push(Request::OfferDraw);
            self.message = crate::t!("state-draw-offered-the-other");
            return;
        }
        match self.record.agree_draw() {
            Ok(_) => self.after_change(),
            Err(e) => self.message = e.to_string(),
        }
    }

    /// Whether a draw can be agreed here: in a network game, or with only people seated.
    pub fn draw_possible(&self) -> bool {
        !self.is_over() && (self.online.is_some() || self.seats.iter().all(|s| *s == SeatKind::Human))
    }

    /// Replays the last undone ply.
    pub fn redo(&mut self) -> bool {
        if self.online.is_some() {
            return false;
        }
        let ok = self.record.redo();
        if ok {
            self.after_change();
            self.message = crate::t!("state-replayed", value = self.notation().last().map_or("", String::as_str));
        }
        ok
    }

    pub fn can_redo(&self) -> bool {
        self.online.is_none() && self.record.can_redo()
    }

    /// Shows the position after `ply` plies (None or the last ply: the live position).
    pub fn browse_to(&mut self, ply: Option<usize>) {
        let ply = ply.filter(|&k| k < self.record.ply());
        if ply != self.browse {
            // The status line turns to the position shown (`StatusLine`).
            self.message.clear();
            self.browse = ply;
            self.browsed = ply.and_then(|k| self.record.position(k));
            self.set_prefix(Vec::new());
            self.stamp = Stamp::fresh();
        }
    }

    /// Tells the clocks the time: a fallen flag ends a game on this machine (a network game's
    /// host says when one does). The seat to move's clock then runs unless the game is over,
    /// paused, the board shows the editor's, or no move has been played yet.
    pub fn run_clock(&mut self, now: std::time::Instant) {
        if self.record.clock().is_none() {
            return;
        }
        if self.online.is_some() {
            // The host keeps a network game's clocks: this copy runs them for the eye only.
            self.record.follow_clock();
        }
        if let Some(o) = self.record.tick(now) {
            self.message = format!("{}.", o.describe(|s| self.current().seat_name(s)));
            self.after_change();
        }
        // The first move is not timed (as on lichess): starting the app or a game, or looking
        // over the board, costs the first player nothing.
        if self.clock_paused || self.is_over() || self.pinned.is_some() || self.record.ply() == 0 {
            self.record.stop_clock();
        } else {
            self.record.start_clock();
        }
    }

    /// The clocks may be paused only when every seat is a person at this screen.
    pub fn can_pause(&self) -> bool {
        self.record.clock().is_some() && self.online.is_none() && !self.is_over() && self.seats.iter().all(|s| *s == SeatKind::Human)
    }

    /// Pauses or restarts the clocks, where `can_pause` allows.
    pub fn toggle_pause(&mut self) {
        if self.can_pause() || self.clock_paused {
            self.clock_paused = !self.clock_paused;
            self.message = if self.clock_paused { crate::t!("state-clocks-paused") } else { crate::t!("state-clocks-running") };
        }
    }

    fn after_change(&mut self) {
        self.moves = self.current().moves();
        self.browse = None;
        self.browsed = None;
        self.prefix.clear();
        // The move made is drawn from the turn in progress on, so only its last actions animate.
        self.during = None;
        self.drawn_picks = 0;
        self.stamp = Stamp::fresh();
    }

    /// Squares to mark as the last move on the displayed position: those its picks name.
    pub fn last_move_squares(&self) -> Vec<u16> {
        let k = self.displayed_ply();
        if k == 0 {
            return Vec::new();
        }
        let (Some(before), Some(text)) = (self.record.position(k - 1), self.notation().get(k - 1)) else { return Vec::new() };
        match before.parse(text) {
            Ok(i) => before.moves().get(i).map(|m| picks::squares_of(&m.picks)).unwrap_or_default(),
            Err(_) => Vec::new(),
        }
    }

    /// Squares that can be picked next, when a human is to move.
    pub fn targets(&self) -> Vec<u16> {
        if !self.human_to_move() {
            return Vec::new();
        }
        picks::next_squares(&self.moves, &self.prefix)
    }

    /// What the moves through each target square do that their picks do not show (for the
    /// targets' marks and tooltips).
    pub fn target_notes(&self) -> Vec<(u16, crate::core::MoveNote)> {
        if !self.human_to_move() || self.prefix.is_empty() {
            return Vec::new();
        }
        picks::next_notes(&self.moves, &self.prefix)
    }

    /// What the moves through choice `c` (after the picks made) do that their picks do not
    /// show, when they all say the same (a War Tower's fall: where it lands and what it crushes).
    pub fn choice_note(&self, c: &Pick) -> Option<crate::core::MoveNote> {
        let mut through = self.prefix.clone();
        through.push(c.clone());
        let notes: Vec<Option<&crate::core::MoveNote>> =
            picks::candidates(&self.moves, &through).into_iter().map(|i| self.moves[i].note.as_ref()).collect();
        let first = *notes.first()?;
        notes.iter().all(|n| *n == first).then(|| first.cloned()).flatten()
    }

    /// Plays the `index`-th legal move as `play` does; the status line says what it did that
    /// its notation does not show (`Game::move_note`), or nothing.
    pub fn play_saying(&mut self, index: usize) -> Result<String, MoveError> {
        let note = self.moves.get(index).and_then(|m| m.note.clone());
        let text = self.play(index)?;
        self.message = note.map_or_else(String::new, |n| crate::t!("state-played", text = text, text2 = n.text));
        Ok(text)
    }

    /// Buttons that can be picked next.
    pub fn choices(&self) -> Vec<Pick> {
        if !self.human_to_move() || self.prefix.is_empty() {
            return Vec::new();
        }
        picks::next_choices(&self.moves, &self.prefix)
    }

    /// Why the player at this screen cannot move now (an earlier position shown, the game over,
    /// another's turn); None: they can.
    pub fn cannot_move(&self) -> Option<String> {
        if self.browse.is_some() {
            return Some(crate::t!("state-you-are-looking-at"));
        }
        if let Some(o) = self.current().outcome() {
            let g = self.current();
            return Some(crate::t!("state-the-game-is-over", value = o.describe(|s| g.seat_name(s))));
        }
        if self.human_to_move() {
            return None;
        }
        let seat = self.seats.get(self.current().to_move().index()).copied();
        Some(match (seat, &self.online) {
            (_, Some(o)) if o.awaiting => crate::t!("state-your-move-was-sent"),
            (Some(SeatKind::Remote), _) => crate::t!("state-waiting-for-s-move", value = self.current().seat_name(self.current().to_move())),
            (Some(SeatKind::Line), _) => crate::t!("state-the-puzzle-answers"),
            _ => crate::t!("state-the-computer-is-thinking"),
        })
    }

    /// A click on the board. Returns the notation of a move if one was played.
    pub fn click(&mut self, c: Clicked) -> Option<String> {
        let view = self.view();
        let name = view.squares.get(c.square as usize).map(|s| s.name.clone()).unwrap_or_default();
        if let Some(why) = self.cannot_move() {
            self.message = why;
            return None;
        }
        match picks::click(&self.moves, &self.prefix, c) {
            ClickOutcome::Play(i) => match self.play_saying(i) {
                Ok(t) => Some(t),
                Err(e) => {
                    self.message = e.to_string();
                    None
                }
            },
            ClickOutcome::Prefix(p) => {
                let had = !self.prefix.is_empty();
                self.set_prefix(p);
                self.message = if self.prefix.is_empty() {
                    if had { crate::t!("state-move-cancelled") } else { String::new() }
                } else if self.picks_in_play().is_empty() {
                    crate::t!(TURN_GOES_ON)
                } else if !self.choices().is_empty() && self.targets().is_empty() {
                    crate::t!("state-choose-one-of-the")
                } else {
                    crate::t!("state-click-a-highlighted-square", value = picked_up(&view, self.prefix.last(), &name))
                };
                None
            }
            ClickOutcome::Invalid => {
                self.message = self.why_not(&view, c, &name);
                None
            }
        }
    }

    /// A choice button was pressed.
    pub fn choose(&mut self, pick: Pick) -> Option<String> {
        match picks::step(&self.moves, &self.prefix, pick) {
            picks::Step::Play(i) => self.play_saying(i).ok(),
            picks::Step::Continue(p) => {
                self.set_prefix(p);
                if self.picks_in_play().is_empty() {
                    self.message = crate::t!(TURN_GOES_ON);
                }
                None
            }
            picks::Step::Reject => {
                self.message = crate::t!("state-that-choice-is-not");
                None
            }
        }
    }

    pub fn cancel(&mut self) {
        if !self.prefix.is_empty() {
            self.set_prefix(Vec::new());
            self.message = crate::t!("state-move-cancelled-2");
        }
    }

    /// Why a click could neither start nor finish a move, in the player's words.
    fn why_not(&self, view: &BoardView, c: Clicked, name: &str) -> String {
        let mover = view.seat(view.to_move).map(|s| s.name.clone()).unwrap_or_default();
        if !self.prefix.is_empty() {
            return crate::t!("state-is-not-a-legal", name = name);
        }
        let Some(sq) = view.squares.get(c.square as usize) else { return String::new() };
        let Some(top) = sq.stack.last() else {
            return crate::t!("state-is-empty-click-one", name = name, mover = mover);
        };
        let piece = if top.label.is_empty() { "piece".to_string() } else { top.label.clone() };
        match top.owner {
            Some(o) if o != view.to_move => {
                let owner = view.seat(o).map(|s| s.name.clone()).unwrap_or_default();
                crate::t!("state-the-on-is-s", piece = piece, name = name, owner = owner, mover = mover)
            }
            _ if sq.stack.iter().any(|p| p.frozen) => crate::t!("state-the-on-is-frozen", piece = piece, name = name),
            _ => crate::t!("state-the-on-has-no", piece = piece, name = name),
        }
    }
}

/// What the last pick took in hand: "c1 selected", or for part of a stack "2 of the 3
/// pyramids on c1 picked up" (a pick of a piece takes it and those above it).
fn picked_up(view: &BoardView, pick: Option<&Pick>, name: &str) -> String {
    let Some(Pick::Piece { square, level }) = pick else { return crate::t!("state-selected", name = name) };
    let Some(stack) = view.squares.get(*square as usize).map(|s| &s.stack) else { return crate::t!("state-selected-2", name = name) };
    let taken = stack.len().saturating_sub(*level as usize);
    if stack.len() < 2 {
        return crate::t!("state-selected-3", name = name);
    }
    let what = if stack.iter().all(|p| matches!(p.kind, crate::core::PieceKind::Pyramid { .. })) { "pyramids" } else { "pieces" };
    let on = &view.squares[*square as usize].name;
    if taken == stack.len() {
        crate::t!("state-the-whole-stack-on", on = on, taken = taken, what = what)
    } else {
        crate::t!("state-of-the-on-picked", taken = taken, value = stack.len(), what = what, on = on)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::app::testgame::Line;
    use crate::session::Session;

    fn state() -> GameState {
        GameState::from_game(Box::new(Session::new(Line::new())))
    }

    #[test]
    fn a_tribesmen_move_warns_of_the_stacks_it_blinds_before_and_after() {
        let mut s = GameState::new_game(&GameConfig::new("tribesmen")).unwrap();
        let view = s.view();
        let at = |name: &str| view.squares.iter().position(|q| q.name == name).unwrap() as u16;
        s.click(Clicked { square: at("c1"), level: Some(2) });
        assert!(s.message.starts_with("1 of the 3 pyramids on c1 picked up"), "{}", s.message);
        let notes = s.target_notes();
        let (_, c2) = notes.iter().find(|(sq, _)| *sq == at("c2")).expect("c2 is marked");
        assert!(c2.costs_the_mover && c2.squares == [at("a1"), at("e1")], "{c2:?}");
        assert!(notes.iter().all(|(sq, _)| *sq != at("d1")), "a harmless target has no mark: {notes:?}");
        assert!(s.click(Clicked { square: at("c2"), level: None }).is_some());
        assert_eq!(s.message, "Played 1c1-c2(†a1,†e1): Red's stacks on a1 and e1 (4 pyramids) lose sight of their king and die.");
    }

    /// A timed game on screen: the clock runs for the seat to move, pauses only with people at
    /// every seat, and a fallen flag ends the game with the result in the status line.
    #[test]
    fn the_clock_runs_pauses_and_ends_the_game() {
        let mut s = state();
        s.record.set_time_control("1".parse().unwrap());
        let t0 = std::time::Instant::now();
        let at = |secs: u64| t0 + std::time::Duration::from_secs(secs);
        s.run_clock(at(0));
        assert!(!s.record.clock_running(), "the first move is not timed");
        s.play(0).unwrap();
        s.run_clock(at(0));
        assert!(s.record.clock_running() && s.can_pause());
        s.toggle_pause();
        s.run_clock(at(10));
        assert!(!s.record.clock_running(), "paused");
        s.run_clock(at(500));
        s.toggle_pause();
        s.run_clock(at(500));
        s.run_clock(at(549));
        assert!(!s.is_over(), "the pause did not count: 10 s and 49 s of 60");
        s.run_clock(at(551));
        assert!(s.is_over());
        let name = |i| s.current().seat_name(Seat::new(i));
        assert_eq!(s.message, format!("{} wins: {} ran out of time.", name(0), name(1)));
        assert!(!s.record.clock_running() && !s.can_pause());
        let mut against = state();
        against.record.set_time_control("1".parse().unwrap());
        against.seats[1] = SeatKind::Computer(crate::ai::Level::Easy);
        against.toggle_pause();
        assert!(!against.can_pause() && !against.clock_paused, "no pause against the computer");
    }

    /// A network copy takes the host's clock, with no move played yet, and the host's reading
    /// of each move it follows.
    #[test]
    fn following_a_timed_host_takes_its_clock_and_its_readings() {
        let mut s = state();
        s.online = Some(Outbox::default());
        let mut host = s.record.clone();
        host.set_time_control("5+3".parse().unwrap());
        s.follow(host.clone());
        assert_eq!(s.record.time_control(), host.time_control());
        host.play_index(0).unwrap();
        host.set_stamp(0, crate::core::clock::Reading { left: std::time::Duration::from_secs(42), periods: 0 });
        s.follow(host.clone());
        assert_eq!(s.record.stamps(), host.stamps());
    }

    #[test]
    fn the_status_message_follows_undo_redo_and_browsing() {
        let mut s = state();
        s.play_text("a-c").unwrap();
        s.play_text("e-d").unwrap();
        s.message = "Blue played e-d: Blue expects 60%.".into();
        assert!(s.undo_turn());
        assert_eq!(s.message, "Took back e-d.", "the last move's judgement is gone with it");
        assert!(s.redo());
        assert_eq!(s.message, "Replayed e-d.");
        s.browse_to(Some(1));
        assert!(s.message.is_empty(), "the status line turns to the position shown: {}", s.message);
    }

    #[test]
    fn clicks_play_and_history_browses() {
        let mut s = state();
        assert!(s.click(Clicked { square: 1, level: None }).is_none());
        assert!(s.message.contains("empty"), "{}", s.message);
        assert!(s.click(Clicked { square: 0, level: Some(0) }).is_none());
        assert_eq!(s.targets(), vec![1, 2]);
        assert_eq!(s.click(Clicked { square: 2, level: None }).as_deref(), Some("a-c"));
        assert_eq!(s.notation(), ["a-c"]);
        assert_eq!(s.last_move_squares(), vec![0, 2]);
        // The second player's piece on square 4; the first player's piece is not theirs.
        s.click(Clicked { square: 2, level: Some(0) });
        assert!(s.message.contains("turn"), "{}", s.message);
        let stamp = s.stamp();
        s.browse_to(Some(0));
        assert_ne!(s.stamp(), stamp);
        assert_eq!(s.view().squares[0].stack.len(), 1);
        assert!(s.click(Clicked { square: 0, level: None }).is_none());
        assert!(s.message.contains("earlier position"));
        s.browse_to(None);
        assert!(s.undo());
        assert_eq!(s.notation().len(), 0);
        assert!(s.redo());
        assert_eq!(s.notation(), ["a-c"]);
    }

    #[test]
    fn choices_finish_a_move() {
        let mut s = state();
        s.click(Clicked { square: 0, level: None });
        s.click(Clicked { square: 1, level: None });
        assert_eq!(s.choices().len(), 2);
        assert!(s.message.contains("buttons"), "{}", s.message);
        let t = s.choose(Pick::choice("mark", "Mark it"));
        assert_eq!(t.as_deref(), Some("a-b!"));
        s.click(Clicked { square: 4, level: None });
        s.cancel();
        assert!(s.prefix.is_empty());
    }

    #[test]
    fn a_turn_of_several_actions_is_drawn_as_it_is_built() {
        let mut s = GameState::new_game(&GameConfig::new("three-elephant")).unwrap();
        let at = |s: &GameState, name: &str| s.view().square_index(name).unwrap();
        let (e2, e3) = (at(&s, "e2"), at(&s, "e3"));
        let spearman = s.view().squares[e2 as usize].stack.clone();
        assert_eq!(spearman.len(), 1);
        s.click(Clicked { square: e2, level: None });
        assert_eq!(s.drawn_picks, 0, "one pick completes no action");
        assert_eq!(s.picks_in_play(), [Pick::Square(e2)]);
        let (stamp, serial) = (s.stamp(), s.during_serial);
        s.click(Clicked { square: e3, level: None });
        assert!(s.stamp() != stamp && s.during_serial > serial, "the board redraws");
        assert!(s.view().squares[e2 as usize].stack.is_empty());
        assert_eq!(s.view().squares[e3 as usize].stack, spearman);
        assert!(s.picks_in_play().is_empty(), "the Spearman is no longer being moved");
        assert!(s.message.contains("turn goes on"), "{}", s.message);
        assert!(s.choices().iter().any(|c| matches!(c, Pick::Choice { id, .. } if id == "end-turn")));
        s.cancel();
        assert_eq!(s.view().squares[e2 as usize].stack, spearman, "Esc puts it back");
        s.click(Clicked { square: e2, level: None });
        s.click(Clicked { square: e3, level: None });
        assert_eq!(s.choose(Pick::choice("end-turn", "End turn")).as_deref(), Some("Se2-e3"));
        assert!(s.message.is_empty(), "{}", s.message);
        assert_eq!(s.view().squares[e3 as usize].stack, spearman);
        assert_eq!(s.drawn_picks, 0);
    }
}
