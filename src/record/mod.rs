//! Game records: the move list with undo and redo, save files, plain-text export, autosave.

pub mod autosave;
pub mod date;
pub mod file;
pub mod history;
pub mod text;

pub use file::{LoadError, SaveFile};
pub use history::History;
