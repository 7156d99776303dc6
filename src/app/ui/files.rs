//! Save, export and load through a file dialog (folders, the games folder first, filters for
//! save files and text exports, a confirmation before replacing a file), and the recent games.
//! Loading replays every move through the engine; a file that is not a game is refused with its
//! reason (the line, for a damaged save) and the game on the board stays as it was.

use crate::app::settings::Settings;
use crate::app::state::{GameState, SeatKind};
use crate::record::{self, SaveFile, autosave};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use egui_file_dialog::{DialogState, FileDialog};
use std::path::{Path, PathBuf};

/// What the file dialog is open for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    Save,
    Export,
    Load,
}

#[derive(Resource)]
pub struct FilesUi {
    dialog: Option<FileDialog>,
    purpose: Option<Purpose>,
    /// Recently saved or loaded files, newest first (`record::recent`).
    recent: Vec<PathBuf>,
    recent_read: bool,
    /// Where the recent list is kept: the data directory (a test's own folder in tests).
    data_dir: PathBuf,
    /// "saved PATH N" / "loaded PATH N" lines for the click tests' trace.
    pub events: Vec<String>,
}

impl Default for FilesUi {
    fn default() -> FilesUi {
        FilesUi::keeping_recent_in(autosave::data_dir())
    }
}

/// Where saved games go by default.
pub fn games_dir() -> PathBuf {
    autosave::data_dir().join("games")
}

impl FilesUi {
    pub fn keeping_recent_in(data_dir: PathBuf) -> FilesUi {
        FilesUi { dialog: None, purpose: None, recent: Vec::new(), recent_read: false, data_dir, events: Vec::new() }
    }

    /// Opens the file dialog in the games folder, with a name for a save and filters for save
    /// files and text exports; saving over a file asks first (the dialog's own confirmation).
    pub fn open(&mut self, purpose: Purpose, state: &GameState) {
        let dir = games_dir();
        let _ = std::fs::create_dir_all(&dir);
        let stamp = record::date::now_utc().replace([' ', ':'], "-").replace("-UTC", "");
        let (title, ext) = match purpose {
            Purpose::Save => (crate::t!("files-save-the-game"), "ron"),
            Purpose::Export => (crate::t!("files-export-the-moves-as"), "txt"),
            Purpose::Load => (crate::t!("files-load-a-game"), "ron"),
        };
        // The dialog names its filters and save kinds, and chooses the defaults by those names.
        let (games, saves, exports) = (crate::t!(GAMES), crate::t!("files-saved-games-ron"), crate::t!("files-text-exports-txt"));
        let (saved_game, text_export) = (crate::t!("files-saved-game"), crate::t!("files-text-export"));
        let mut dialog = FileDialog::new()
            .title(&title)
            .initial_directory(dir)
            .default_size([720.0, 440.0])
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .add_file_filter_extensions(&games, vec!["ron", "txt"])
            .add_file_filter_extensions(&saves, vec!["ron"])
            .add_file_filter_extensions(&exports, vec!["txt"])
            .default_file_filter(if purpose == Purpose::Export { &exports } else { &games })
            .add_save_extension(&saved_game, "ron")
            .add_save_extension(&text_export, "txt")
            .default_save_extension(if ext == "txt" { &text_export } else { &saved_game })
            .default_file_name(&format!("{}-{stamp}.{ext}", state.config().game))
            .allow_file_overwrite(true);
        match purpose {
            Purpose::Load => dialog.pick_file(),
            Purpose::Save | Purpose::Export => dialog.save_file(),
        }
        self.dialog = Some(dialog);
        self.purpose = Some(purpose);
    }

    pub fn is_open(&self) -> bool {
        self.purpose.is_some()
    }

    /// Notes a file just saved or loaded at the top of the recent list (kept on disk).
    pub fn remember(&mut self, path: &Path) {
        self.read_recent();
        self.recent = record::recent::remember(&self.data_dir, path);
    }

    fn read_recent(&mut self) {
        if !self.recent_read {
            self.recent_read = true;
            self.recent = record::recent::read(&self.data_dir);
        }
    }

    /// The recent files, read from disk the first time.
    pub fn recent(&mut self) -> &[PathBuf] {
        self.read_recent();
        &self.recent
    }
}

const GAMES: &str = "files-games-and-text-exports";

/// The seats' descriptions for a save file, and back: in English whatever the player speaks,
/// so that the file reads back ("Computer (Hard)") in every language.
pub fn seat_labels(state: &GameState) -> Vec<String> {
    let _canonical = crate::i18n::Speaking::new(crate::i18n::Lang::English);
    state.seats.iter().map(|s| s.label()).collect()
}

pub fn seats_from_labels(labels: &[String], seats: usize) -> Vec<SeatKind> {
    let mut out: Vec<SeatKind> = labels
        .iter()
        .map(|l| {
            let level = l.strip_prefix("Computer (").and_then(|r| r.strip_suffix(')')).and_then(|n| n.parse().ok());
            level.map(SeatKind::Computer).unwrap_or(SeatKind::Human)
        })
        .collect();
    out.resize(seats, SeatKind::Human);
    out
}

/// Loads a file into a new game state, seats included when the file names them.
pub fn load(path: &Path) -> Result<GameState, String> {
    let loaded = record::load_file(path).map_err(|e| e.to_string())?;
    let mut state = GameState::from_record(loaded.history);
    state.seats = seats_from_labels(&loaded.seats, state.current().seats());
    Ok(state)
}

/// Saves the game (RON) or exports its moves (text) to `path`, for the status line.
pub fn write(path: &Path, purpose: Purpose, state: &mut GameState) -> Result<String, String> {
    let text = match purpose {
        Purpose::Export => record::text::export(&state.record),
        _ => SaveFile::from_history(&state.record, &seat_labels(state)).to_ron(),
    };
    record::io::write_atomic(path, &text).map_err(|e| crate::t!("files-not-saved", e = e))?;
    Ok(match purpose {
        Purpose::Export => crate::t!("files-exported-the-moves-to", value = path.display()),
        _ => {
            state.mark_saved(path);
            crate::t!("files-saved-to", value = crate::t!("count-moves", n = state.notation().len()), value2 = path.display())
        }
    })
}

/// Loads `path` and puts it on the board (asking first if that loses unsaved moves); a file
/// that is not a game is refused with the reason and the game on the board stays.
pub fn open_file(path: &Path, state: &mut GameState, settings: &mut Settings, leaving: &mut super::leave::Leaving, files: &mut FilesUi) {
    match load(path) {
        Ok(mut s) => {
            s.mark_saved(path);
            s.message = crate::t!("files-loaded-all-checked", value = path.display(), value2 = crate::t!("count-moves", n = s.notation().len()));
            files.remember(path);
            super::leave::offer_switch(state, settings, leaving, s, files);
        }
        Err(e) => state.message = crate::t!("files-not-loaded-the-game", e = e),
    }
}

pub fn window(
    mut contexts: EguiContexts,
    mut files: ResMut<FilesUi>,
    mut state: ResMut<GameState>,
    mut settings: ResMut<Settings>,
    mut leaving: ResMut<super::leave::Leaving>,
) -> Result {
    let Some(purpose) = files.purpose else { return Ok(()) };
    let ctx = contexts.ctx_mut()?.clone();
    let Some(dialog) = files.dialog.as_mut() else { return Ok(()) };
    dialog.update(&ctx);
    let picked = dialog.take_picked();
    let closed = matches!(dialog.state(), DialogState::Closed | DialogState::Cancelled);
    if let Some(path) = picked {
        files.purpose = None;
        match purpose {
            Purpose::Load => open_file(&path, &mut state, &mut settings, &mut leaving, &mut files),
            Purpose::Save | Purpose::Export => {
                state.message = match write(&path, purpose, &mut state) {
                    Ok(m) => {
                        files.remember(&path);
                        files.events.push(format!("saved {} {}", path.display(), state.notation().len()));
                        m
                    }
                    Err(e) => e,
                }
            }
        }
    } else if closed {
        files.purpose = None;
    }
    Ok(())
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;

    #[test]
    fn seat_labels_round_trip() {
        let seats = [SeatKind::Human, SeatKind::Computer(Level::Hard), SeatKind::Computer(Level::Random)];
        let labels: Vec<String> = seats.iter().map(|s| s.label()).collect();
        assert_eq!(seats_from_labels(&labels, 3), seats);
        assert_eq!(seats_from_labels(&["Nobody".into()], 2), [SeatKind::Human, SeatKind::Human]);
    }
}

#[cfg(test)]
mod load_tests {
    use super::*;

    #[test]
    fn damaged_files_are_refused_with_their_line() {
        let dir = std::env::temp_dir().join(format!("towers-files-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let good = dir.join("good.ron");
        let mut state = GameState::new_game(&crate::core::GameConfig::new("storm")).unwrap();
        state.seats = vec![SeatKind::Human, SeatKind::Computer(crate::ai::Level::Expert)];
        state.play_text("Ie4-e5").unwrap();
        std::fs::write(&good, SaveFile::from_history(&state.record, &seat_labels(&state)).to_ron()).unwrap();
        let loaded = load(&good).unwrap();
        assert_eq!(loaded.notation(), ["Ie4-e5"]);
        assert_eq!(loaded.seats, state.seats);
        let bad = dir.join("bad.ron");
        std::fs::write(&bad, std::fs::read_to_string(&good).unwrap().replace("Ie4-e5", "Ie4-e7")).unwrap();
        let e = load(&bad).err().unwrap();
        assert!(e.contains("line") && e.contains("Ie4-e7"), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
