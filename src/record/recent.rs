//! The recent games list: the files last saved or loaded, newest first, kept as RON in the
//! data directory so that the menu offers them after a restart. A missing or damaged list is
//! an empty one (it is only a convenience); files that have gone are left out when read.

use std::path::{Path, PathBuf};

/// How many files the list keeps.
pub const KEEP: usize = 10;

fn list_path(data_dir: &Path) -> PathBuf {
    data_dir.join("recent.ron")
}

/// The recent files that still exist, newest first.
pub fn read(data_dir: &Path) -> Vec<PathBuf> {
    let Ok(text) = super::io::read_text(&list_path(data_dir)) else { return Vec::new() };
    let paths: Vec<PathBuf> = ron::from_str(&text).unwrap_or_default();
    paths.into_iter().filter(|p| p.is_file()).take(KEEP).collect()
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
}
