//! The keyboard shortcuts, listed once: the overlay on `?` shows this table, and `input::keys`
//! acts on the same keys.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Every shortcut the app has: (keys, what they do).
pub const SHORTCUTS: &[(&str, &str)] = &[
    ("Ctrl+N", "New game…"),
    ("Ctrl+S", "Save the game…"),
    ("Ctrl+O", "Load a game…"),
    ("Ctrl+V", "Paste a position string or a move list onto the board"),
    ("Ctrl+Z", "Undo (a whole turn; the last edit while editing the board)"),
    ("Ctrl+Y", "Redo"),
    ("E", "Edit board: set up a position piece by piece (again: close the editor)"),
    ("B", "The board in words: walk it square by square with the arrow keys (for screen readers)"),
    ("Enter", "Type a move or a question (last, pieces, square, moves, clocks, help)"),
    ("Tab / Shift+Tab", "Move the keyboard focus through the buttons and fields"),
    ("Esc", "Cancel the move being built; close this list"),
    ("Page Up / Page Down", "Step back / forward through the moves played"),
    ("End", "Back to the game after stepping through it"),
    ("← → ↑ ↓", "Camera: orbit round the board / tilt it"),
    ("+ / −", "Camera: zoom in / out"),
    ("T / P / R", "Camera: from the top / behind the player to move / the default view"),
    ("F1", "The guide: the goal, every piece, examples to step through, annotated games"),
    ("Shift+F1", "The rules of this game"),
    ("F11", "Full screen on / off"),
    ("?", "This list"),
    ("Right drag / wheel / middle drag", "Orbit / zoom / pan the camera"),
    ("Drop a file on the window", "Load a saved game or a text export"),
];

/// Whether the list of shortcuts is open.
#[derive(Resource, Default)]
pub struct Shortcuts {
    pub open: bool,
}

/// A window opened or closed by a key or a button; the window's own system acts on it.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Toggle {
    /// F1 or the Guide button (`guide::window`).
    Guide,
    /// The Network button (`network::window`).
    Network,
    /// E or the Edit button: the board editor (`editor::window`).
    Editor,
    /// The Analyse button: the analysis board (`analysis::window`).
    Analysis,
    /// B or the Words button: the board in words (`board_words::window`).
    Words,
}

/// Shift+F1: the side panel opens its rules section once.
#[derive(Message, Clone, Copy, Debug)]
pub struct OpenRules;

/// The side panel's messages: the windows its buttons open, and whether to open its rules.
#[derive(SystemParam)]
pub struct PanelMessages<'w, 's> {
    pub toggles: MessageWriter<'w, Toggle>,
    pub open_rules: MessageReader<'w, 's, OpenRules>,
}

pub fn window(mut contexts: EguiContexts, mut shortcuts: ResMut<Shortcuts>, dock: Res<super::dock::Dock>) -> Result {
    if !shortcuts.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    let mut open = true;
    let window = dock.dialog("Keyboard shortcuts", "shortcuts", egui::vec2(600.0, 540.0), &ctx);
    window.open(&mut open).show(&ctx, |ui| {
        egui::ScrollArea::vertical().auto_shrink([false, true]).show(ui, |ui| {
            egui::Grid::new("shortcuts").num_columns(2).spacing([24.0, 6.0]).striped(true).show(ui, |ui| {
                for (keys, what) in SHORTCUTS {
                    ui.label(egui::RichText::new(*keys).strong().monospace());
                    ui.label(*what);
                    ui.end_row();
                }
            });
        });
    });
    if !open {
        shortcuts.open = false;
    }
    Ok(())
}
