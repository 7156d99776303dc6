//! The game being played: the current position, one snapshot per ply (history browsing, undo),
//! the seats, and the move being built by clicks. Records, undo/redo and computer seats plug in
//! here through `new_game`, `play`, `undo` and `positions`.

use super::picks::{self, ClickOutcome, Clicked};
use crate::core::{BoardView, DynGame, GameConfig, MoveDesc, Pick};
use bevy::prelude::Resource;

/// Who sits at a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    Human,
    /// A computer opponent of this level (used once the AI module is in the build).
    Computer(u8),
}

impl SeatKind {
    pub fn label(self) -> String {
        match self {
            SeatKind::Human => "Human".into(),
            SeatKind::Computer(l) => format!("Computer, level {l}"),
        }
    }
}

#[derive(Resource)]
pub struct GameState {
    /// positions[0] is the start, positions[k] the position after k plies; the last is current.
    positions: Vec<Box<dyn DynGame>>,
    /// Notation of each ply, as the engine wrote it.
    pub history: Vec<String>,
    /// Squares named by each ply's picks (to mark the last move).
    pub ply_squares: Vec<Vec<u16>>,
    /// Plies undone (for redo): (notation index in the then-position).
    redo: Vec<usize>,
    pub seats: Vec<SeatKind>,
    /// Showing the position after this many plies instead of the current one.
    pub browse: Option<usize>,
    /// The move being built.
    pub prefix: Vec<Pick>,
    /// Legal moves of the current position (cached).
    moves: Vec<MoveDesc>,
    /// Bumped whenever the displayed position changes (the scene re-syncs on it).
    pub revision: u64,
    /// The status-line message (why a click did nothing, hints).
    pub message: String,
}

impl GameState {
    pub fn new_game(config: &GameConfig) -> Result<GameState, String> {
        let game = crate::games::new_game(config)?;
        Ok(GameState::from_game(game))
    }

    pub fn from_game(game: Box<dyn DynGame>) -> GameState {
        let seats = vec![SeatKind::Human; game.seats()];
        let moves = game.moves();
        GameState {
            positions: vec![game],
            history: Vec::new(),
            ply_squares: Vec::new(),
            redo: Vec::new(),
            seats,
            browse: None,
            prefix: Vec::new(),
            moves,
            revision: 1,
            message: String::new(),
        }
    }

    pub fn current(&self) -> &dyn DynGame {
        self.positions.last().expect("at least the start position").as_ref()
    }

    /// Every position from the start, one per ply.
    pub fn positions(&self) -> &[Box<dyn DynGame>] {
        &self.positions
    }

    /// The position on screen (an earlier one while browsing the history).
    pub fn displayed(&self) -> &dyn DynGame {
        match self.browse {
            Some(k) if k < self.positions.len() => self.positions[k].as_ref(),
            _ => self.current(),
        }
    }

    pub fn displayed_ply(&self) -> usize {
        self.browse.unwrap_or(self.history.len()).min(self.history.len())
    }

    pub fn view(&self) -> BoardView {
        self.displayed().view()
    }

    pub fn moves(&self) -> &[MoveDesc] {
        &self.moves
    }

    pub fn config(&self) -> &GameConfig {
        self.current().config()
    }

    pub fn is_over(&self) -> bool {
        self.current().outcome().is_some()
    }

    /// Is a human to move in the current position, shown live?
    pub fn human_to_move(&self) -> bool {
        self.browse.is_none() && !self.is_over() && self.seats.get(self.current().to_move()) == Some(&SeatKind::Human)
    }

    /// Plays the `index`-th legal move of the current position; returns its notation.
    pub fn play(&mut self, index: usize) -> Result<String, String> {
        let picks = self.moves.get(index).map(|m| m.picks.clone()).ok_or_else(|| format!("no legal move number {index}"))?;
        let mut next = self.current().clone_box();
        let text = next.play_index(index)?;
        self.positions.push(next);
        self.history.push(text.clone());
        self.ply_squares.push(picks::squares_of(&picks));
        self.redo.clear();
        self.after_change();
        Ok(text)
    }

    /// Plays a move given in notation.
    pub fn play_text(&mut self, text: &str) -> Result<String, String> {
        let i = self.current().parse(text)?;
        self.play(i)
    }

    /// Takes back the last ply. Returns false when there is none.
    pub fn undo(&mut self) -> bool {
        if self.positions.len() <= 1 {
            return false;
        }
        self.positions.pop();
        let text = self.history.pop().unwrap_or_default();
        self.ply_squares.pop();
        if let Ok(i) = self.current().parse(&text) {
            self.redo.push(i);
        }
        self.after_change();
        true
    }

    /// Replays the last undone ply.
    pub fn redo(&mut self) -> bool {
        let Some(i) = self.redo.pop() else { return false };
        let keep = std::mem::take(&mut self.redo);
        let ok = self.play(i).is_ok();
        self.redo = keep;
        ok
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Shows the position after `ply` plies (None or the last ply: the live position).
    pub fn browse_to(&mut self, ply: Option<usize>) {
        let ply = ply.filter(|&k| k < self.history.len());
        if ply != self.browse {
            self.browse = ply;
            self.prefix.clear();
            self.revision += 1;
        }
    }

    fn after_change(&mut self) {
        self.moves = self.current().moves();
        self.prefix.clear();
        self.browse = None;
        self.revision += 1;
    }

    /// Squares to mark as the last move on the displayed position.
    pub fn last_move_squares(&self) -> &[u16] {
        let k = self.displayed_ply();
        if k == 0 { &[] } else { &self.ply_squares[k - 1] }
    }

    /// Squares that can be picked next, when a human is to move.
    pub fn targets(&self) -> Vec<u16> {
        if !self.human_to_move() {
            return Vec::new();
        }
        picks::next_squares(&self.moves, &self.prefix)
    }

    /// Buttons that can be picked next.
    pub fn choices(&self) -> Vec<Pick> {
        if !self.human_to_move() || self.prefix.is_empty() {
            return Vec::new();
        }
        picks::next_choices(&self.moves, &self.prefix)
    }

    /// A click on the board. Returns the notation of a move if one was played.
    pub fn click(&mut self, c: Clicked) -> Option<String> {
        let view = self.view();
        let name = view.squares.get(c.square as usize).map(|s| s.name.clone()).unwrap_or_default();
        if self.browse.is_some() {
            self.message = "You are looking at an earlier position: click “Back to the game” (or press End) to play on.".into();
            return None;
        }
        if let Some(o) = self.current().outcome() {
            self.message = format!("The game is over ({}). Start a new game from the Game menu.", o.reason);
            return None;
        }
        if !self.human_to_move() {
            self.message = "The computer is thinking…".into();
            return None;
        }
        match picks::click(&self.moves, &self.prefix, c) {
            ClickOutcome::Play(i) => match self.play(i) {
                Ok(t) => {
                    self.message.clear();
                    Some(t)
                }
                Err(e) => {
                    self.message = e;
                    None
                }
            },
            ClickOutcome::Prefix(p) => {
                self.prefix = p;
                self.message = if self.prefix.is_empty() {
                    String::new()
                } else if !self.choices().is_empty() && self.targets().is_empty() {
                    "Choose one of the buttons beside the board (Esc cancels).".into()
                } else {
                    format!("{name} selected: click a highlighted square (Esc cancels).")
                };
                self.revision += 0;
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
            picks::Step::Play(i) => self.play(i).ok(),
            picks::Step::Continue(p) => {
                self.prefix = p;
                None
            }
            picks::Step::Reject => {
                self.message = "That choice is not possible here.".into();
                None
            }
        }
    }

    pub fn cancel(&mut self) {
        if !self.prefix.is_empty() {
            self.prefix.clear();
            self.message = "Move cancelled.".into();
        }
    }

    /// Why a click could neither start nor finish a move, in the player's words.
    fn why_not(&self, view: &BoardView, c: Clicked, name: &str) -> String {
        let mover = view.seats.get(view.to_move).map(|s| s.name.clone()).unwrap_or_default();
        if !self.prefix.is_empty() {
            return format!("{name} is not a legal target for this move: click a highlighted square, or Esc to cancel.");
        }
        let Some(sq) = view.squares.get(c.square as usize) else { return String::new() };
        let Some(top) = sq.stack.last() else {
            return format!("{name} is empty: click one of {mover}'s pieces first.");
        };
        let piece = if top.label.is_empty() { "piece".to_string() } else { top.label.clone() };
        match top.owner {
            Some(o) if o != view.to_move => {
                let owner = view.seats.get(o).map(|s| s.name.clone()).unwrap_or_default();
                format!("The {piece} on {name} is {owner}'s; it is {mover}'s turn.")
            }
            _ if sq.stack.iter().any(|p| p.frozen) => format!("The {piece} on {name} is frozen and cannot move."),
            _ => format!("The {piece} on {name} has no legal move now."),
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::app::testgame::Line;
    use crate::core::Session;

    fn state() -> GameState {
        GameState::from_game(Box::new(Session(Line::new())))
    }

    #[test]
    fn clicks_play_and_history_browses() {
        let mut s = state();
        assert!(s.click(Clicked { square: 1, level: None }).is_none());
        assert!(s.message.contains("empty"), "{}", s.message);
        assert!(s.click(Clicked { square: 0, level: Some(0) }).is_none());
        assert_eq!(s.targets(), vec![1, 2]);
        assert_eq!(s.click(Clicked { square: 2, level: None }).as_deref(), Some("a-c"));
        assert_eq!(s.history, vec!["a-c"]);
        assert_eq!(s.last_move_squares(), &[0, 2]);
        // The second player's piece on square 4; the first player's piece is not theirs.
        s.click(Clicked { square: 2, level: Some(0) });
        assert!(s.message.contains("turn"), "{}", s.message);
        let rev = s.revision;
        s.browse_to(Some(0));
        assert!(s.revision > rev);
        assert_eq!(s.view().squares[0].stack.len(), 1);
        assert!(s.click(Clicked { square: 0, level: None }).is_none());
        assert!(s.message.contains("earlier position"));
        s.browse_to(None);
        assert!(s.undo());
        assert_eq!(s.history.len(), 0);
        assert!(s.redo());
        assert_eq!(s.history, vec!["a-c"]);
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
}
