//! Bringing back the autosave after a crash, a kill or a damaged disk.
//!
//! The autosave is the one copy of a game nobody saved, so nothing here throws it away: a file
//! that cannot be loaded whole is renamed beside itself (`autosave-damaged-<time>.ron`) before
//! the next autosave could overwrite it, and as much of the game as still makes sense is
//! offered back — the moves up to the first one that does not replay, even from a file whose
//! RON is cut off in the middle of its move list.

use super::file::SaveFile;
use super::history::History;
use std::path::{Path, PathBuf};

/// What the autosave held.
pub enum Recovered {
    /// No autosave (the last run ended its game or never moved).
    Nothing,
    /// The autosave is a finished game: nothing to resume.
    Finished,
    /// An unfinished game that loads whole.
    Game(Box<SaveFile>, Box<History>),
    /// The autosave could not be loaded whole.
    Damaged(Box<Damage>),
}

/// A damaged autosave: why, where it was moved, and the part of it that still replays.
pub struct Damage {
    pub reason: String,
    /// Where the damaged file now is; None when it could not be moved (then `move_error`).
    pub moved_to: Option<PathBuf>,
    pub move_error: Option<String>,
    /// The longest valid beginning of the game, and how many moves the file named.
    pub prefix: Option<Salvage>,
}

pub struct Salvage {
    pub save: SaveFile,
    pub history: History,
    /// Moves the damaged file listed (as far as it could be read).
    pub listed: usize,
}

impl Damage {
    /// The damage in a sentence for the player, in the player's language.
    pub fn describe(&self) -> String {
        let mut s = crate::t!("damaged-autosave", reason = self.reason.as_str());
        let mut add = |sentence: String| {
            s.push(' ');
            s.push_str(&sentence);
        };
        match (&self.moved_to, &self.move_error) {
            (Some(p), _) => add(crate::t!("damaged-autosave-kept", path = p.display().to_string())),
            (None, Some(e)) => add(crate::t!("damaged-autosave-not-moved", error = e.as_str())),
            (None, None) => {}
        }
        match &self.prefix {
            Some(p) if p.history.moves().len() == p.listed => add(crate::t!("damaged-autosave-all-replay", count = p.listed)),
            Some(p) => add(crate::t!("damaged-autosave-first-replay", count = p.history.moves().len(), listed = p.listed)),
            None => add(crate::t!("damaged-autosave-nothing")),
        }
        s
    }
}

/// Reads the autosave at `path`; a damaged one is moved aside and salvaged.
pub fn recover(path: &Path) -> Recovered {
    let text = match read(path) {
        Ok(None) => return Recovered::Nothing,
        Ok(Some(text)) => text,
        Err(e) => return Recovered::Damaged(Box::new(set_aside(path, e.to_string(), None))),
    };
    match SaveFile::load(&text) {
        Ok((save, history)) if history.current().outcome().is_none() => Recovered::Game(Box::new(save), Box::new(history)),
        Ok(_) => Recovered::Finished,
        Err(e) => Recovered::Damaged(Box::new(set_aside(path, e.to_string(), salvage(&text)))),
    }
}

/// The file's text; None when there is no file.
fn read(path: &Path) -> Result<Option<String>, super::io::ReadError> {
    match super::io::read_text(path) {
        Ok(text) => Ok(Some(text)),
        Err(super::io::ReadError::Io { source, .. }) if matches!(source.kind(), std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory) => {
            Ok(None)
        }
        Err(e) => Err(e),
    }
}

fn set_aside(path: &Path, reason: String, prefix: Option<Salvage>) -> Damage {
    let (moved_to, move_error) = match move_aside(path) {
        Ok(p) => (Some(p), None),
        Err(e) => (None, Some(e.to_string())),
    };
    Damage { reason, moved_to, move_error, prefix }
}

/// Renames the file to a name beside it that is not taken (never over another file).
fn move_aside(path: &Path) -> std::io::Result<PathBuf> {
    let stamp: String = super::date::now_utc().chars().filter(char::is_ascii_digit).collect();
    let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("autosave");
    for n in 0..100 {
        let suffix = if n == 0 { String::new() } else { format!("-{n}") };
        let to = path.with_file_name(format!("{stem}-damaged-{stamp}{suffix}.ron"));
        // hard_link fails if `to` exists, so no earlier damaged copy is ever replaced.
        match std::fs::hard_link(path, &to) {
            Ok(()) => {
                std::fs::remove_file(path)?;
                return Ok(to);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(_) => {
                // File systems without hard links: a rename after checking the name is free.
                if to.exists() {
                    continue;
                }
                std::fs::rename(path, &to)?;
                return Ok(to);
            }
        }
    }
    Err(std::io::Error::other("too many damaged autosaves beside it"))
}

/// The longest beginning of the game in `text` that replays: the moves up to the first that
/// fails, taken-back moves as far as they replay; for RON that does not parse (cut off or
/// garbled in the move list), the move list up to its last complete entry.
pub fn salvage(text: &str) -> Option<Salvage> {
    let save = match SaveFile::parse(text) {
        Ok(save) => save,
        Err(_) => closed_at_last_move(text)?,
    };
    let mut history = History::starting(&save.config(), save.position.as_deref()).ok()?;
    let listed = save.moves.len();
    for m in &save.moves {
        if history.play_text(m).is_err() {
            break;
        }
    }
    if history.moves().len() == listed {
        for m in &save.redo {
            if history.current().outcome().is_some() || history.play_text(m).is_err() {
                break;
            }
        }
        history.undo_to(listed);
    }
    Some(Salvage { save, history, listed })
}

/// A save whose text stops inside its move list, closed after the last move string that is
/// whole (trying the last few, in case the damage reaches back over them).
fn closed_at_last_move(text: &str) -> Option<SaveFile> {
    let cuts = super::layout::Layout::new(text).list_cuts("moves");
    cuts.iter().rev().take(4).find_map(|&end| SaveFile::parse(&format!("{}\n],\n)\n", &text[..end])).ok())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::GameConfig;

    fn game(moves: usize) -> History {
        let mut h = History::new(&GameConfig::new("storm")).unwrap();
        for i in 0..moves {
            let n = h.current().moves().len();
            h.play_index((i * 5) % n).unwrap();
        }
        h
    }

    fn dir() -> PathBuf {
        let d = std::env::temp_dir().join(format!("towers-recovery-{}-{:?}", std::process::id(), std::thread::current().id()));
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    /// A save cut off anywhere in its move list gives back every move before the cut.
    #[test]
    fn a_save_cut_in_its_move_list_gives_back_the_moves_before_the_cut() {
        let h = game(12);
        let text = SaveFile::from_history(&h, &[]).to_ron();
        let list = text.find("moves:").unwrap();
        for cut in list + 10..text.len() - 4 {
            // Storm's moves hold no quotes: every second quote closes a whole move.
            let whole = text[list..cut].matches('"').count() / 2;
            let s = salvage(&text[..cut]).unwrap_or_else(|| panic!("cut at {cut}: nothing salvaged"));
            assert_eq!(s.history.moves(), &h.moves()[..whole.min(12)], "cut at {cut}");
        }
    }

    /// A move that no longer replays ends the salvage there; the moves before it are kept.
    #[test]
    fn an_illegal_move_ends_the_salvage_before_it() {
        let h = game(10);
        let mut save = SaveFile::from_history(&h, &[]);
        save.moves[6] = "Zz9-z9".into();
        let s = salvage(&save.to_ron()).unwrap();
        assert_eq!(s.history.moves(), &h.moves()[..6]);
        assert_eq!(s.listed, 10);
    }

    /// A damaged autosave is moved aside, not deleted, and never replaces an earlier one; a
    /// missing one is nothing; a whole one is the game with its redo list.
    #[test]
    fn a_damaged_autosave_is_moved_aside_and_its_prefix_offered() {
        let d = dir();
        let path = d.join("autosave.ron");
        assert!(matches!(recover(&path), Recovered::Nothing));
        let mut h = game(9);
        h.undo();
        h.undo();
        std::fs::write(&path, SaveFile::from_history(&h, &[]).to_ron()).unwrap();
        match recover(&path) {
            Recovered::Game(_, back) => {
                assert_eq!(back.moves(), h.moves());
                assert_eq!(back.redo_moves(), h.redo_moves(), "the redo list is kept");
            }
            _ => panic!("a whole autosave is the game"),
        }
        let text = SaveFile::from_history(&h, &[]).to_ron();
        let cut = &text[..text.len() - 40];
        for round in 0..2 {
            std::fs::write(&path, cut).unwrap();
            let Recovered::Damaged(damage) = recover(&path) else { panic!("a cut autosave is damaged") };
            assert!(!path.exists(), "the damaged file is moved away before anything can overwrite it");
            let kept = damage.moved_to.as_ref().unwrap();
            assert_eq!(std::fs::read_to_string(kept).unwrap(), cut, "the damaged file is kept byte for byte (round {round})");
            let prefix = damage.prefix.as_ref().unwrap();
            assert!(!prefix.history.moves().is_empty() && h.moves().starts_with(prefix.history.moves()));
            assert!(damage.describe().contains("kept as"), "{}", damage.describe());
        }
        let kept = std::fs::read_dir(&d).unwrap().filter(|e| e.as_ref().unwrap().file_name().to_string_lossy().contains("damaged")).count();
        assert_eq!(kept, 2, "the second damaged copy did not replace the first");
        std::fs::remove_dir_all(&d).unwrap();
    }
}
