//! The recent games list: the files last saved or loaded, newest first, kept as RON in the
//! data directory so that the menu offers them after a restart. A missing or damaged list is
//! an empty one (it is only a convenience); files that have gone are left out when read.

use std::path::{Path, PathBuf};

/// How many files the list keeps.
pub const KEEP: usize = 10;

/// The most the list's file may hold: `KEEP` paths of a few kilobytes each. A larger file is
/// not a list Towers wrote, and is not parsed or its entries looked up.
const MAX_LIST_BYTES: usize = 64 << 10;

fn list_path(data_dir: &Path) -> PathBuf {
    data_dir.join("recent.ron")
}

/// The recent files that still exist, newest first: of the list's first `KEEP` entries only,
/// so that a list of any length costs at most `KEEP` look-ups.
pub fn read(data_dir: &Path) -> Vec<PathBuf> {
    let Ok(text) = super::io::read_text(&list_path(data_dir)) else { return Vec::new() };
    if text.len() > MAX_LIST_BYTES {
        return Vec::new();
    }
    let paths: Vec<PathBuf> = ron::from_str(&text).unwrap_or_default();
    paths.into_iter().take(KEEP).filter(|p| p.is_file()).collect()
}

/// Puts `path` at the top of the list, writes the list, and returns it.
pub fn remember(data_dir: &Path, path: &Path) -> Vec<PathBuf> {
    let path = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let mut list = read(data_dir);
    list.retain(|p| *p != path);
    list.insert(0, path);
    list.truncate(KEEP);
    if let Ok(text) = ron::ser::to_string_pretty(&list, ron::ser::PrettyConfig::new()) {
        let _ = super::io::write_atomic(&list_path(data_dir), &text);
    }
    list
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_newest_file_comes_first_once_and_gone_files_drop_out() {
        let dir = std::env::temp_dir().join(format!("towers-recent-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let files: Vec<PathBuf> = (0..KEEP + 2).map(|i| dir.join(format!("g{i}.ron"))).collect();
        for f in &files {
            std::fs::write(f, "x").unwrap();
            remember(&dir, f);
        }
        remember(&dir, &files[5]);
        let list = read(&dir);
        assert_eq!(list.len(), KEEP);
        assert_eq!(list[0], std::fs::canonicalize(&files[5]).unwrap());
        assert_eq!(list.iter().filter(|p| p.ends_with("g5.ron")).count(), 1);
        std::fs::remove_file(&files[5]).unwrap();
        assert!(!read(&dir).iter().any(|p| p.ends_with("g5.ron")));
        std::fs::write(list_path(&dir), "not ron").unwrap();
        assert!(read(&dir).is_empty(), "a damaged list is an empty one");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Only the list's first `KEEP` entries are looked up, and a list far larger than one
    /// Towers writes is not read at all.
    #[test]
    fn a_long_list_is_read_no_further_than_it_keeps() {
        let dir = std::env::temp_dir().join(format!("towers-recent-long-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let real = dir.join("real.ron");
        std::fs::write(&real, "x").unwrap();
        let mut list: Vec<PathBuf> = (0..KEEP).map(|i| dir.join(format!("gone{i}.ron"))).collect();
        list.push(real.clone());
        std::fs::write(list_path(&dir), ron::to_string(&list).unwrap()).unwrap();
        assert!(read(&dir).is_empty(), "the entry past the first KEEP was looked up");
        let huge = vec![real; MAX_LIST_BYTES / 8];
        std::fs::write(list_path(&dir), ron::to_string(&huge).unwrap()).unwrap();
        assert!(read(&dir).is_empty(), "a list far past its size was read");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
