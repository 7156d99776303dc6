//! Autosave: after every move the game is written to the user's data directory with the atomic
//! writer of `record::io` (temporary file, flush to disk, rename), so a crash or a kill never
//! leaves a torn file and never loses a completed move. A process that autosaves for its whole
//! run holds the file's `TargetLock` (`lock`) and writes through it, so a second one is refused.

use super::file::SaveFile;
use super::io::{self, TargetLock, WriteError};
use std::fs;
use std::path::{Path, PathBuf};

/// `$TOWERS_DATA_DIR`, else the platform's data directory for the app
/// (`$XDG_DATA_HOME/towers` or `~/.local/share/towers` on Linux).
pub fn data_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("TOWERS_DATA_DIR") {
        return PathBuf::from(d);
    }
    match directories::ProjectDirs::from("", "", "towers") {
        Some(dirs) => dirs.data_dir().to_path_buf(),
        None => std::env::temp_dir().join("towers"),
    }
}

pub fn autosave_path() -> PathBuf {
    data_dir().join("autosave.ron")
}

/// Saves the game as the autosave in one write (locking the file just for it).
pub fn store(save: &SaveFile, path: &Path) -> Result<(), WriteError> {
    io::write_atomic(path, &save.to_ron())
}

/// Locks the autosave for the caller's lifetime; then save with `store_locked`.
pub fn lock(path: &Path) -> Result<TargetLock, WriteError> {
    TargetLock::acquire(path)
}

/// Saves the game through a lock held with `lock`.
pub fn store_locked(save: &SaveFile, lock: &TargetLock) -> Result<(), WriteError> {
    lock.write(&save.to_ron())
}

/// Forgets the autosave (after a game ends or the user starts afresh).
pub fn clear(path: &Path) {
    let _ = fs::remove_file(path);
}
