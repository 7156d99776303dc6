//! Save and load: a game goes to a RON save file (or its moves to a text export) in the user's
//! data directory or any path; loading replays every move through the engine, and a damaged
//! file is reported with its line while the game on the board stays as it was.

use crate::app::{GameState, SeatKind, Settings};
use crate::record::{self, SaveFile, autosave};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use std::path::{Path, PathBuf};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Save,
    Load,
}

#[derive(Resource, Default)]
pub struct FilesUi {
    pub mode: Option<Mode>,
    pub path: String,
    /// The last outcome, shown in the window (errors name the line).
    pub message: String,
}

/// Where saved games go by default.
pub fn games_dir() -> PathBuf {
    autosave::data_dir().join("games")
}

impl FilesUi {
    pub fn open(&mut self, mode: Mode, state: &GameState) {
        self.mode = Some(mode);
        self.message.clear();
        if mode == Mode::Save || self.path.is_empty() {
            let stamp = record::date::now_utc().replace([' ', ':'], "-").replace("-UTC", "");
            self.path = games_dir().join(format!("{}-{stamp}.ron", state.config().game)).display().to_string();
        }
    }
}

/// The seats' descriptions for a save file, and back.
pub fn seat_labels(state: &GameState) -> Vec<String> {
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
    let history = record::load_file(path)?;
    let labels = record::io::read_text(path).ok().and_then(|t| SaveFile::parse(&t).ok()).map(|s| s.seats).unwrap_or_default();
    let mut state = GameState::from_record(history);
    state.seats = seats_from_labels(&labels, state.current().seats());
    Ok(state)
}

fn saved_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(games_dir())
        .map(|d| d.flatten().map(|e| e.path()).filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("ron" | "txt"))).collect())
        .unwrap_or_default();
    files.sort();
    files.reverse();
    files
}

pub fn window(mut contexts: EguiContexts, mut ui_state: ResMut<FilesUi>, mut state: ResMut<GameState>, mut settings: ResMut<Settings>) -> Result {
    let Some(mode) = ui_state.mode else { return Ok(()) };
    let ctx = contexts.ctx_mut()?.clone();
    let mut open = true;
    let title = if mode == Mode::Save { "Save the game" } else { "Load a game" };
    let mut load_path: Option<String> = None;
    egui::Window::new(title).open(&mut open).collapsible(false).resizable(true).default_width(520.0).show(&ctx, |ui| {
        ui.horizontal(|ui| {
            ui.label("File:");
            ui.add(egui::TextEdit::singleline(&mut ui_state.path).desired_width(420.0));
        });
        match mode {
            Mode::Save => {
                ui.horizontal(|ui| {
                    if ui.button("Save game (RON)").clicked() {
                        let save = SaveFile::from_history(&state.record, &seat_labels(&state));
                        let path = PathBuf::from(&ui_state.path);
                        ui_state.message = match record::io::write_atomic(&path, &save.to_ron()) {
                            Ok(()) => format!("Saved {} moves to {}", save.moves.len(), path.display()),
                            Err(e) => format!("Could not save: {e}"),
                        };
                    }
                    if ui.button("Export moves (text)").clicked() {
                        let path = PathBuf::from(&ui_state.path).with_extension("txt");
                        ui_state.message = match record::io::write_atomic(&path, &record::text::export(&state.record)) {
                            Ok(()) => format!("Exported the moves to {}", path.display()),
                            Err(e) => format!("Could not export: {e}"),
                        };
                    }
                });
            }
            Mode::Load => {
                if ui.button("Load").clicked() {
                    load_path = Some(ui_state.path.clone());
                }
                let files = saved_files();
                if !files.is_empty() {
                    ui.separator();
                    ui.label(format!("Saved games in {}:", games_dir().display()));
                    egui::ScrollArea::vertical().max_height(200.0).show(ui, |ui| {
                        for f in files {
                            let name = f.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
                            if ui.selectable_label(false, name).clicked() {
                                load_path = Some(f.display().to_string());
                            }
                        }
                    });
                }
            }
        }
        if !ui_state.message.is_empty() {
            ui.separator();
            ui.label(egui::RichText::new(ui_state.message.as_str()).color(egui::Color32::from_rgb(240, 200, 120)));
        }
    });
    if let Some(p) = load_path {
        ui_state.path = p.clone();
        match load(Path::new(&p)) {
            Ok(s) => {
                let moves = s.notation().len();
                super::switch_game(&mut state, &mut settings, s);
                state.message = format!("Loaded {p}: {moves} moves, all checked.");
                ui_state.mode = None;
                return Ok(());
            }
            // The game on the board is untouched.
            Err(e) => ui_state.message = e,
        }
    }
    if !open {
        ui_state.mode = None;
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
