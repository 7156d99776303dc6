//! Game records: the move list with undo and redo, save files, plain-text export, autosave.

pub mod annotated;
pub mod ask;
pub mod autosave;
pub mod date;
pub mod file;
pub mod happened;
pub mod history;
pub mod io;
pub mod layout;
pub mod paste;
pub mod prefs;
pub mod recent;
pub mod recovery;
pub mod text;

pub use file::{LoadError, SaveFile};
pub use history::History;

/// A game read from a file: its record, who sat where and its title when a save file says so.
pub struct Loaded {
    pub history: History,
    pub seats: Vec<String>,
    pub title: Option<String>,
}

/// Loads a save file (RON) or a text export from disk (through the bounded reader), replaying
/// and checking every move.
pub fn load_file(path: &std::path::Path) -> Result<Loaded, FileError> {
    let text = io::read_text(path)?;
    let loaded = if text::is_export(&text) {
        text::import(&text).map(|history| Loaded { history, seats: Vec::new(), title: None })
    } else {
        SaveFile::load(&text).map(|(save, history)| Loaded { history, seats: save.seats, title: save.title })
    };
    loaded.map_err(|error| FileError::Load { path: path.to_owned(), error })
}

/// Why a game file could not be loaded: it could not be read as text, or what it says is not
/// a game (the line and the problem).
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    #[error(transparent)]
    Read(#[from] io::ReadError),
    #[error("{}: {error}", .path.display())]
    Load { path: std::path::PathBuf, error: LoadError },
}
