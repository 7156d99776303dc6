//! The view model: what the 3D app draws for a position. Engines fill it; the app never
//! looks inside an engine.

use super::game::Seat;
use super::geometry::Dir8;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PyramidSize {
    Small,
    Medium,
    Large,
}

impl PyramidSize {
    pub fn pips(self) -> u8 {
        match self {
            PyramidSize::Small => 1,
            PyramidSize::Medium => 2,
            PyramidSize::Large => 3,
        }
    }
}

/// Icehouse colours. The first six are Litróf's spectral order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum IcehouseColour {
    Red,
    Orange,
    Yellow,
    Green,
    Blue,
    Purple,
    Black,
    White,
    Clear,
}

impl IcehouseColour {
    pub const SPECTRAL: [IcehouseColour; 6] =
        [IcehouseColour::Red, IcehouseColour::Orange, IcehouseColour::Yellow, IcehouseColour::Green, IcehouseColour::Blue, IcehouseColour::Purple];
    /// Linear-ish sRGB for drawing.
    pub fn rgb(self) -> [f32; 3] {
        match self {
            IcehouseColour::Red => [0.85, 0.10, 0.12],
            IcehouseColour::Orange => [0.95, 0.45, 0.08],
            IcehouseColour::Yellow => [0.95, 0.85, 0.15],
            IcehouseColour::Green => [0.12, 0.65, 0.22],
            IcehouseColour::Blue => [0.12, 0.30, 0.85],
            IcehouseColour::Purple => [0.50, 0.15, 0.70],
            IcehouseColour::Black => [0.08, 0.08, 0.10],
            IcehouseColour::White => [0.92, 0.92, 0.90],
            IcehouseColour::Clear => [0.80, 0.85, 0.90],
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            IcehouseColour::Red => "Red",
            IcehouseColour::Orange => "Orange",
            IcehouseColour::Yellow => "Yellow",
            IcehouseColour::Green => "Green",
            IcehouseColour::Blue => "Blue",
            IcehouseColour::Purple => "Purple",
            IcehouseColour::Black => "Black",
            IcehouseColour::White => "White",
            IcehouseColour::Clear => "Clear",
        }
    }
}

/// Which part of a Litróf tower a pyramid is (other games use `Plain`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PyramidRole {
    Plain,
    Cap,
    Power,
    Movement,
    Pawn,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum PieceKind {
    /// An Icehouse pyramid. `letter` says without colour what it is, for players who cannot
    /// tell the colours apart (Litróf's power and movement letters, P for a Pawn); the app
    /// moulds it on the faces when View → Colours asks for marks.
    Pyramid {
        size: PyramidSize,
        colour: IcehouseColour,
        role: PyramidRole,
        #[serde(default)]
        letter: Option<char>,
    },
    /// A chess-like figure: `code` is the notation letter, `name` the full name ("Brain").
    Figure { code: char, name: String },
    /// A neutral block that never moves (Three Elephant's Stones).
    Stone,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PieceView {
    pub kind: PieceKind,
    /// None = neutral.
    pub owner: Option<Seat>,
    /// Which way the piece points (Spearman spears, Storm Brains), if it matters.
    pub facing: Option<Dir8>,
    /// Cannot move now (Litróf Icebox freeze).
    pub frozen: bool,
    /// Short text for tooltips ("Leaper-Cardinal", "Red king").
    pub label: String,
}

/// What a square shows besides its pieces.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Marks {
    /// Arrow directions, one bit per `Dir8` (Storm).
    pub arrows: u8,
    /// The river runs along this square's north edge.
    pub river_north: bool,
    /// Part of this seat's Ivory Tower (Storm).
    pub tower: Option<Seat>,
    /// This seat's chamber (Litróf).
    pub chamber: Option<Seat>,
    /// Checkerboard shade.
    pub dark: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SquareView {
    pub name: String,
    /// Board coordinates of the square's centre, in square units: column (file) and row (rank).
    pub col: f32,
    pub row: f32,
    pub marks: Marks,
    /// Bottom to top.
    pub stack: Vec<PieceView>,
}

/// What a move does that its picks do not show, for the player choosing it (on the target's
/// mark and tooltip) and after it (in the status line): Tribesmen's deaths by lost sight.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveNote {
    /// In a few words, naming whose pieces ("Red's stack on a1 (2 pyramids) loses sight of its
    /// king and dies").
    pub text: String,
    /// The squares it concerns (marked while the player hovers the move's target).
    pub squares: Vec<u16>,
    /// The mover loses pieces of its own by it: the target is marked as a warning.
    pub costs_the_mover: bool,
}

/// A move of a kind the game has and others lack, which the sounds and the spoken words
/// tell apart from a plain move or a capture (`Game::move_kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MoveKind {
    /// A Three Elephant War Tower falls.
    Fall,
    /// A Tribesmen stack trips another.
    Trip,
    /// A Tribesmen stack pushes another.
    Push,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatView {
    pub name: String,
    /// The game's own paint for the seat's pieces (the standard palette).
    pub colour: [f32; 3],
    /// The colour the seat is named by, which other palettes paint their own way
    /// (`colour::Palette::seat`).
    #[serde(default)]
    pub hue: Option<IcehouseColour>,
    /// Still in the game (four-player Tribesmen eliminates seats).
    pub active: bool,
}

/// Rule geometry the app can draw on request.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Overlay {
    /// A line of sight from one square to another, with the squares it crosses and those that
    /// block it (Tribesmen).
    Sight { owner: Seat, from: u16, to: u16, crossed: Vec<u16>, blocked_by: Vec<u16> },
    /// A set of squares with a meaning: `kind` is e.g. "freeze", "trap", "fall", "check".
    Zone { kind: String, owner: Option<Seat>, squares: Vec<u16> },
    /// An arrow from a square in a direction (Spearman facings, War Tower fall lines).
    Ray { kind: String, owner: Option<Seat>, from: u16, squares: Vec<u16> },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BoardView {
    pub squares: Vec<SquareView>,
    pub seats: Vec<SeatView>,
    pub to_move: Seat,
    /// Squares to mark as in danger now (a Brain in check).
    pub alerts: Vec<u16>,
    /// What the alert squares mean, in a few words for the status panel ("Check!").
    #[serde(default)]
    pub alert_note: String,
    /// One line: who moves, check, result. `core::line` writes it, from `note`.
    pub status: String,
    /// What the engine adds to "Red to move" ("check", "turn 12", the Elephants left).
    #[serde(default)]
    pub note: String,
    pub overlays: Vec<Overlay>,
}

impl BoardView {
    pub fn square_index(&self, name: &str) -> Option<u16> {
        self.squares.iter().position(|s| s.name == name).map(|i| i as u16)
    }
    pub fn piece_count(&self) -> usize {
        self.squares.iter().map(|s| s.stack.len()).sum()
    }
    /// How this seat looks and is named, if the game has it.
    pub fn seat(&self, seat: Seat) -> Option<&SeatView> {
        self.seats.get(seat.index())
    }
}
