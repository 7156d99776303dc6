//! Autosave: after every move the game is written to the user's data directory with an atomic
//! write (temporary file, flush to disk, rename), so a crash or a kill never leaves a torn file
//! and never loses a completed move.

use super::file::SaveFile;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

/// `$TOWERS_DATA_DIR`, else `$XDG_DATA_HOME/towers`, else `~/.local/share/towers`.
pub fn data_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("TOWERS_DATA_DIR") {
        return PathBuf::from(d);
    }
    if let Some(d) = std::env::var_os("XDG_DATA_HOME").filter(|d| !d.is_empty()) {
        return PathBuf::from(d).join("towers");
    }
    let home = std::env::var_os("HOME").map(PathBuf::from).unwrap_or_else(std::env::temp_dir);
    home.join(".local/share/towers")
}

pub fn autosave_path() -> PathBuf {
    data_dir().join("autosave.ron")
}

/// Writes `text` to `path` atomically.
pub fn write_atomic(path: &Path, text: &str) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let tmp = dir.join(format!(".{}.{}.tmp", path.file_name().and_then(|n| n.to_str()).unwrap_or("save"), std::process::id()));
    {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(text.as_bytes())?;
        f.sync_all()?;
    }
    fs::rename(&tmp, path)?;
    // The rename itself is made durable by syncing the directory.
    if let Ok(d) = fs::File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Saves the game as the autosave.
pub fn store(save: &SaveFile, path: &Path) -> std::io::Result<()> {
    write_atomic(path, &save.to_ron())
}

/// Forgets the autosave (after a game ends or the user starts afresh).
pub fn clear(path: &Path) {
    let _ = fs::remove_file(path);
}
