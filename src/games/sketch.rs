//! A board being edited, in one game's own position grammar: what the board editor (`edit`)
//! needs from each game, and nothing about legality.
//!
//! Each game's `edit.rs` holds its grammar's plain setup (which may break every rule) behind
//! [`Sketch`]: the pieces on each square as *tokens* (the pieces' spelling in the position
//! string), the side to move, how a token is drawn, and the palette of every piece the game
//! has. The editor changes a sketch only through these, writes it with the game's own writer
//! and reads that text back, so what it shows is always a string the grammar accepts; whether
//! the rules can hold it is the engine's call (`games::from_position`), never the sketch's.

use crate::core::{GameConfig, IcehouseColour, PieceView, PositionError, Seat, SeatView};

/// One piece the editor can place: its token in the position grammar, its name and how to
/// draw it.
#[derive(Clone, Debug, PartialEq)]
pub struct PaletteEntry {
    /// The piece as the position string spells it (`B`, `[OBG]`, `Rl`, `L`, `#`).
    pub id: String,
    /// What the palette shows ("Red Brain", "Orange Icebox-Cardinal").
    pub label: String,
    /// None for neutral pieces (Stones, neutral towers).
    pub owner: Option<Seat>,
    /// The piece for a swatch: the top pyramid of a tower, or the piece itself.
    pub piece: PieceView,
    /// The whole piece, bottom to top (a Litróf tower is three pyramids; anything else one).
    pub stack: Vec<PieceView>,
}

/// A titled group of the palette ("Red", "Blue", "Neutral").
#[derive(Clone, Debug, PartialEq)]
pub struct PaletteGroup {
    pub title: String,
    pub entries: Vec<PaletteEntry>,
}

/// One choice of a [`ComposerPart`]: a colour, or none (the part is missing).
#[derive(Clone, Debug, PartialEq)]
pub struct ComposerChoice {
    pub label: String,
    pub colour: Option<IcehouseColour>,
}

/// One part of a composed piece (a Litróf tower's cap, power or movement).
#[derive(Clone, Debug, PartialEq)]
pub struct ComposerPart {
    pub title: String,
    pub choices: Vec<ComposerChoice>,
}

/// How a game builds a piece from parts: the editor's composer picks one choice per part.
#[derive(Clone, Debug, PartialEq)]
pub struct Composer {
    pub parts: Vec<ComposerPart>,
}

/// A position as text, being edited: one game's plain setup with its grammar.
pub trait Sketch: Send + Sync {
    fn clone_box(&self) -> Box<dyn Sketch>;
    /// The canonical position string (the game's own writer).
    fn write(&self) -> String;
    /// The squares, in the engine's numbering (that of `BoardView::squares`).
    fn squares(&self) -> usize;
    /// Whether placing on an occupied square adds on top (Tribesmen) instead of replacing.
    fn stacks(&self) -> bool;
    /// The tokens on a square, bottom to top; empty for an empty square or no such square.
    fn tokens(&self, square: usize) -> Vec<String>;
    /// Puts exactly these tokens on a square. Refused (and the sketch left as it was) when
    /// the grammar cannot write them there: an unknown token, two pieces on a square of a
    /// game that does not stack. The rules are not asked.
    fn set_tokens(&mut self, square: usize, tokens: &[String]) -> Result<(), String>;
    /// How one token is drawn, bottom to top (empty for a token the game does not have).
    fn drawing(&self, token: &str) -> Vec<PieceView>;
    fn to_move(&self) -> Seat;
    /// Sets the side to move; seats the game does not have are ignored.
    fn set_to_move(&mut self, seat: Seat);
    /// Every piece the game has, grouped by owner.
    fn palette(&self) -> Vec<PaletteGroup>;
    /// The seats as the sketch has them; `base` are those of the configuration's start
    /// (Litróf's position string names its own colours).
    fn seat_views(&self, base: &[SeatView]) -> Vec<SeatView> {
        base.to_vec()
    }
    /// A composer for pieces built from parts, if the game has them.
    fn composer(&self) -> Option<Composer> {
        None
    }
    /// The piece a composer choice (one index per part) makes.
    fn compose(&self, _choice: &[usize]) -> Result<PaletteEntry, String> {
        Err("this game builds no pieces from parts".into())
    }
    /// Takes one level (counted from the bottom of the square's drawing) out of a square.
    fn remove_level(&mut self, square: usize, level: usize) -> bool {
        let mut tokens = self.tokens(square);
        if level >= tokens.len() {
            return false;
        }
        tokens.remove(level);
        self.set_tokens(square, &tokens).is_ok()
    }
    /// The same pieces under another configuration (variant, options, setup) of the game, or
    /// why its board cannot hold them.
    fn adapt(&self, config: &GameConfig) -> Result<Box<dyn Sketch>, String> {
        read(config, &self.write()).map_err(|e| e.to_string())
    }
}

impl Clone for Box<dyn Sketch> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

/// Reads a position string with a game's grammar only, for the configuration's board: the
/// reader its catalogue entry names (`GameEntry::sketch`).
pub fn read(config: &GameConfig, text: &str) -> Result<Box<dyn Sketch>, PositionError> {
    let reader = super::find(&config.game)?.sketch.ok_or_else(|| PositionError::illegal("this game has no editor"))?;
    reader(config, text)
}

/// A palette entry for a token, drawn by the sketch.
pub(crate) fn entry(sketch: &dyn Sketch, id: &str, label: String, owner: Option<Seat>) -> PaletteEntry {
    let stack = sketch.drawing(id);
    let piece = stack.last().cloned().expect("a palette token is drawn");
    PaletteEntry { id: id.to_string(), label, owner, piece, stack }
}
