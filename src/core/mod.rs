//! The common game interface and everything shared by the four engines.
//! Nothing here depends on Bevy.

pub mod assets;
pub mod bits;
pub mod clock;
pub mod colour;
pub mod config;
pub mod game;
pub mod geometry;
pub mod hash;
pub mod line;
pub mod memo;
pub mod notation;
pub mod perft;
pub mod position;
pub mod ranking;
pub mod seat;
pub mod svg;
pub mod text;
pub mod tuning;
pub mod view;
pub mod words;
pub mod worker;
pub mod zobrist;

pub use bits::{Bits, Square, Squares};
pub use config::{
    ConfigError, GameConfig, GameMeta, GameWords, LegendEntry, LegendGroup, MetaData, OptionData, OptionSpec, ResolvedOptions, VariantData,
    VariantSpec,
};
pub use game::{Concession, Ending, Game, MoveError, Outcome, OutcomeKind, Pick, Seat};
pub use geometry::Dir8;
pub use line::{Counters, HistoryRules, Line, Played, Repetition};
pub use position::PositionError;
pub use ranking::DropOrder;
pub use tuning::Tuning;
pub use view::{BoardView, IcehouseColour, Marks, MoveKind, MoveNote, Overlay, PieceKind, PieceView, PyramidRole, PyramidSize, SeatView, SquareView};
