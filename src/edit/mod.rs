//! The board editor: a position of any game set up piece by piece, which may break the rules
//! while it is being built.
//!
//! The editor decides nothing about legality. It holds the position as the game's own plain
//! setup (`games::sketch`), changes it only in ways the game's position grammar can write,
//! writes it with the game's writer and reads that text back, so the board it shows is always
//! a position string. Whether the rules can hold that string is asked of the engine, through
//! the very reader a pasted string or `--position` goes through (`games::from_position`): the
//! editor can never offer a position the engine would refuse without saying why.
//!
//! Undo and redo keep the texts (with their configurations), not the operations, so every
//! step back is a string the grammar read before.

pub mod litrof_setup;

pub use crate::games::sketch::{Composer, ComposerChoice, ComposerPart, PaletteEntry, PaletteGroup};

use crate::core::{BoardView, ConfigError, GameConfig, PositionError, Seat};
use crate::games::sketch::{self, Sketch};
use crate::session::DynGame;

/// What the engine says of the position on the editor's board.
pub enum Validation {
    /// The rules hold it and the game goes on: `game` starts there.
    Playable { legal_moves: usize, game: Box<dyn DynGame> },
    /// The rules cannot hold it, for this reason (the engine's words).
    Refused(String),
    /// The rules hold it, but the game is already over: the result in words.
    Over(String),
}

impl std::fmt::Debug for Validation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Validation::Playable { legal_moves, game } => write!(f, "Playable({legal_moves} moves, {})", game.position_text()),
            Validation::Refused(why) => write!(f, "Refused({why})"),
            Validation::Over(result) => write!(f, "Over({result})"),
        }
    }
}

/// Why an edit was not made (the board is then unchanged), in the player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditError {
    NoSquare(u16),
    Empty(String),
    /// The position string cannot write what the edit would put there.
    Grammar(String),
    /// The game builds no such piece from those parts (the game's reason).
    Compose(String),
    /// A configuration of another game than the one being edited.
    OtherGame {
        editing: String,
        asked: String,
    },
    /// The new configuration has no start.
    Config(ConfigError),
    /// The pieces cannot stand under the new configuration (the game's reason).
    Adapt(String),
}

impl std::fmt::Display for EditError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EditError::NoSquare(square) => f.write_str(&crate::t!("edit-no-square", square = *square)),
            EditError::Empty(square) => f.write_str(&crate::t!("edit-nothing-to-move", square = square)),
            EditError::Grammar(why) | EditError::Compose(why) | EditError::Adapt(why) => f.write_str(why),
            EditError::OtherGame { editing, asked } => {
                f.write_str(&crate::t!("edit-other-game", editing = editing, asked = crate::core::text::quoted(asked).to_string()))
            }
            EditError::Config(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for EditError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            EditError::Config(e) => e.source(),
            _ => None,
        }
    }
}

impl From<ConfigError> for EditError {
    fn from(e: ConfigError) -> Self {
        EditError::Config(e)
    }
}

/// One state of the editor, as undo keeps it.
#[derive(Clone)]
struct Snapshot {
    config: GameConfig,
    text: String,
}

/// A position being edited, in one game configuration, with its own undo and redo.
pub struct Editor {
    config: GameConfig,
    sketch: Box<dyn Sketch>,
    text: String,
    /// The configuration's start position as drawn, without its pieces: the squares and their
    /// marks that a refused position is drawn on.
    base: BoardView,
    palette: Vec<PaletteGroup>,
    composer: Option<Composer>,
    /// The engine's verdict on `text`.
    checked: Result<Box<dyn DynGame>, PositionError>,
    undo: Vec<Snapshot>,
    redo: Vec<Snapshot>,
}

/// The start of a configuration, and its board without pieces.
fn start(config: &GameConfig) -> Result<(String, BoardView), ConfigError> {
    let game = crate::games::new_game(config)?;
    let mut base = game.view();
    for s in &mut base.squares {
        s.stack.clear();
    }
    base.alerts.clear();
    base.overlays.clear();
    base.status.clear();
    base.note.clear();
    Ok((game.position_text(), base))
}

impl Editor {
    /// An editor on the configuration's start position.
    pub fn new(config: &GameConfig) -> Result<Editor, ConfigError> {
        let (text, _) = start(config)?;
        Editor::from_text(config, &text).map_err(|e| match e {
            PositionError::Config(c) => c,
            other => ConfigError::Rejected(format!("the start position does not read back: {other}")),
        })
    }

    /// An editor on a position string, read by the game's grammar only: it may break the
    /// rules (the editor says how), but it must be a string of this game for this board.
    pub fn from_text(config: &GameConfig, text: &str) -> Result<Editor, PositionError> {
        let (_, base) = start(config)?;
        let sketch = sketch::read(config, text)?;
        let text = sketch.write();
        Ok(Editor {
            config: config.clone(),
            palette: sketch.palette(),
            composer: sketch.composer(),
            checked: crate::games::from_position(config, &text),
            text,
            sketch,
            base,
            undo: Vec::new(),
            redo: Vec::new(),
        })
    }

    /// Works out again what follows from the board: its palette (Litróf's follows the
    /// colours), its composer and the engine's verdict.
    fn refresh(&mut self) {
        self.palette = self.sketch.palette();
        self.composer = self.sketch.composer();
        self.checked = crate::games::from_position(&self.config, &self.text);
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot { config: self.config.clone(), text: self.text.clone() }
    }

    /// Makes `next` the board, through its text: written by the game's writer, read back by
    /// its reader. Returns whether anything changed.
    fn commit(&mut self, next: Box<dyn Sketch>) -> Result<bool, EditError> {
        let text = next.write();
        if text == self.text {
            return Ok(false);
        }
        let read = sketch::read(&self.config, &text).map_err(|e| EditError::Grammar(crate::t!("edit-cannot-hold", why = e.to_string())))?;
        if read.write() != text {
            return Err(EditError::Grammar(crate::t!("edit-does-not-read-back", text = crate::core::text::quoted(&text).to_string())));
        }
        self.undo.push(self.snapshot());
        self.redo.clear();
        self.sketch = read;
        self.text = text;
        self.refresh();
        Ok(true)
    }

    fn square(&self, square: u16) -> Result<usize, EditError> {
        let s = square as usize;
        if s < self.sketch.squares() && s < self.base.squares.len() { Ok(s) } else { Err(EditError::NoSquare(square)) }
    }

    /// A changed copy of the board, committed.
    fn edit<E: std::fmt::Display>(&mut self, change: impl FnOnce(&mut dyn Sketch) -> Result<(), E>) -> Result<bool, EditError> {
        let mut next = self.sketch.clone();
        change(next.as_mut()).map_err(|e| EditError::Grammar(e.to_string()))?;
        self.commit(next)
    }

    pub fn config(&self) -> &GameConfig {
        &self.config
    }

    /// Every piece the game has, per owner.
    pub fn palette(&self) -> &[PaletteGroup] {
        &self.palette
    }

    /// The builder of pieces from parts (Litróf's towers), if the game has one.
    pub fn composer(&self) -> Option<&Composer> {
        self.composer.as_ref()
    }

    /// The piece a composer choice makes (one choice index per part).
    pub fn compose(&self, choice: &[usize]) -> Result<PaletteEntry, EditError> {
        self.sketch.compose(choice).map_err(|e| EditError::Compose(e.to_string()))
    }

    /// The board as edited: the engine's own view when the rules hold the position, and
    /// otherwise the pieces drawn on the configuration's board with the reason in `status`.
    pub fn view(&self) -> BoardView {
        if let Ok(game) = &self.checked {
            return game.view();
        }
        let mut view = self.base.clone();
        for (i, s) in view.squares.iter_mut().enumerate() {
            s.stack = self.sketch.tokens(i).iter().flat_map(|t| self.sketch.drawing(t)).collect();
        }
        view.seats = self.sketch.seat_views(&self.base.seats);
        view.to_move = self.sketch.to_move();
        if let Err(e) = &self.checked {
            view.status = crate::t!("edit-not-playable", why = e.to_string());
        }
        view
    }

    /// The position string of the board (canonical).
    pub fn text(&self) -> String {
        self.text.clone()
    }

    /// Replaces the board by a position string (grammar only); on an error the board is
    /// unchanged and the error says where the text goes wrong.
    pub fn set_text(&mut self, text: &str) -> Result<(), PositionError> {
        let next = sketch::read(&self.config, text)?;
        self.commit(next).map_err(|e| PositionError::illegal(e.to_string()))?;
        Ok(())
    }

    /// Puts a piece on a square: on top of what is there in a game of stacks, instead of it
    /// otherwise.
    pub fn place(&mut self, square: u16, entry: &PaletteEntry) -> Result<(), EditError> {
        let s = self.square(square)?;
        let mut tokens = if self.sketch.stacks() { self.sketch.tokens(s) } else { Vec::new() };
        tokens.push(entry.id.clone());
        self.edit(|k| k.set_tokens(s, &tokens)).map(|_| ())
    }

    /// Takes the top piece (or pyramid) off a square; false if there was none.
    pub fn remove_top(&mut self, square: u16) -> bool {
        let Ok(s) = self.square(square) else { return false };
        let mut tokens = self.sketch.tokens(s);
        if tokens.pop().is_none() {
            return false;
        }
        self.edit(|k| k.set_tokens(s, &tokens)).unwrap_or(false)
    }

    /// Takes one level of a square's drawing out, counted from the bottom (a pyramid of a
    /// stack, a pyramid of a Litróf tower); false if there is no such level or the grammar
    /// cannot write what is left.
    pub fn remove_level(&mut self, square: u16, level: usize) -> bool {
        let Ok(s) = self.square(square) else { return false };
        let mut next = self.sketch.clone();
        if !next.remove_level(s, level) {
            return false;
        }
        self.commit(next).unwrap_or(false)
    }

    /// Empties a square; false if it was empty.
    pub fn clear_square(&mut self, square: u16) -> bool {
        let Ok(s) = self.square(square) else { return false };
        self.edit(|k| k.set_tokens(s, &[])).unwrap_or(false)
    }

    /// Moves everything on `from` to `to`: onto what stands there in a game of stacks,
    /// replacing it otherwise.
    pub fn move_contents(&mut self, from: u16, to: u16) -> Result<(), EditError> {
        let (f, t) = (self.square(from)?, self.square(to)?);
        let moving = self.sketch.tokens(f);
        if moving.is_empty() {
            return Err(EditError::Empty(self.base.squares[f].name.clone()));
        }
        if f == t {
            return Ok(());
        }
        let mut onto = if self.sketch.stacks() { self.sketch.tokens(t) } else { Vec::new() };
        onto.extend(moving);
        self.edit(|k| {
            k.set_tokens(f, &[])?;
            k.set_tokens(t, &onto)
        })
        .map(|_| ())
    }

    /// Takes every piece off the board (one step of undo).
    pub fn clear(&mut self) {
        let n = self.sketch.squares();
        // An empty square is always writable.
        let _ = self.edit(|k| (0..n).try_for_each(|s| k.set_tokens(s, &[])));
    }

    /// Puts the configuration's start position on the board (one step of undo).
    pub fn reset_to_start(&mut self) {
        if let Ok((text, _)) = start(&self.config)
            && let Ok(next) = sketch::read(&self.config, &text)
        {
            let _ = self.commit(next);
        }
    }

    pub fn to_move(&self) -> Seat {
        self.sketch.to_move()
    }

    pub fn set_to_move(&mut self, seat: Seat) {
        if seat.index() < self.seats() {
            let _ = self.edit(|k| {
                k.set_to_move(seat);
                Ok::<(), std::convert::Infallible>(())
            });
        }
    }

    pub fn seats(&self) -> usize {
        self.base.seats.len()
    }

    pub fn seat_name(&self, seat: Seat) -> String {
        self.sketch.seat_views(&self.base.seats).get(seat.index()).map_or_else(|| crate::t!("edit-seat", seat = seat.to_string()), |s| s.name.clone())
    }

    fn restore(&mut self, to: Snapshot) -> bool {
        let base = if to.config == self.config { Some(self.base.clone()) } else { start(&to.config).ok().map(|(_, b)| b) };
        let (Some(base), Ok(sketch)) = (base, sketch::read(&to.config, &to.text)) else { return false };
        self.config = to.config;
        self.text = to.text;
        self.sketch = sketch;
        self.base = base;
        self.refresh();
        true
    }

    pub fn undo(&mut self) -> bool {
        let Some(to) = self.undo.pop() else { return false };
        let here = self.snapshot();
        if self.restore(to) {
            self.redo.push(here);
            true
        } else {
            false
        }
    }

    pub fn redo(&mut self) -> bool {
        let Some(to) = self.redo.pop() else { return false };
        let here = self.snapshot();
        if self.restore(to) {
            self.undo.push(here);
            true
        } else {
            false
        }
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The engine's verdict on the board.
    pub fn validate(&self) -> Validation {
        match &self.checked {
            Err(e) => Validation::Refused(e.to_string()),
            Ok(game) => match game.result_text() {
                Some(result) => Validation::Over(result),
                None => Validation::Playable { legal_moves: game.moves().len(), game: game.clone() },
            },
        }
    }

    /// Changes the variant, options or setup, keeping the pieces where the new board holds
    /// them (Litróf repaints them in new colours). On an error the editor is unchanged and the
    /// error says why; `Editor::new` then starts over on the new configuration.
    pub fn reconfigure(&mut self, config: &GameConfig) -> Result<(), EditError> {
        if config.game != self.config.game {
            return Err(EditError::OtherGame { editing: self.config.game.clone(), asked: config.game.clone() });
        }
        let (_, base) = start(config)?;
        let sketch = self.sketch.adapt(config).map_err(|e| EditError::Adapt(e.to_string()))?;
        let text = sketch.write();
        if *config == self.config && text == self.text {
            return Ok(());
        }
        self.undo.push(self.snapshot());
        self.redo.clear();
        self.config = config.clone();
        self.base = base;
        self.sketch = sketch;
        self.text = text;
        self.refresh();
        Ok(())
    }
}
