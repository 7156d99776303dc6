//! The keyboard shortcuts, listed once: the overlay on `?` shows this table, and `input::keys`
//! acts on the same keys.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Every shortcut the app has: (keys, what they do).
pub const SHORTCUTS: &[(&str, &str)] = &[
    ("shortcuts-ctrl-n", "shortcuts-new-game"),
    ("shortcuts-ctrl-s", "shortcuts-save-the-game"),
    ("shortcuts-ctrl-o", "shortcuts-load-a-game"),
    ("shortcuts-ctrl-v", "shortcuts-paste-a-position-string"),
    ("shortcuts-ctrl-z", "shortcuts-undo-a-whole-turn"),
    ("shortcuts-ctrl-y", "shortcuts-redo"),
    ("E", "shortcuts-edit-board-set-up"),
    ("B", "shortcuts-the-board-in-words"),
    ("shortcuts-enter", "shortcuts-type-a-move-or"),
    ("shortcuts-tab-shift-tab", "shortcuts-move-the-keyboard-focus"),
    ("shortcuts-esc", "shortcuts-cancel-the-move-being"),
    ("shortcuts-page-up-page-down", "shortcuts-step-back-forward-through"),
    ("shortcuts-end", "shortcuts-back-to-the-game"),
    ("← → ↑ ↓", "shortcuts-camera-orbit-round-the"),
    ("+ / −", "shortcuts-camera-zoom-in-out"),
    ("shortcuts-t-p-r", "shortcuts-camera-from-the-top"),
    ("F1", "shortcuts-the-guide-the-goal"),
    ("F2", "shortcuts-puzzles"),
    ("shortcuts-shift-f1", "shortcuts-the-rules-of-this"),
    ("F11", "shortcuts-full-screen-on-off"),
    ("?", "shortcuts-this-list"),
    ("shortcuts-right-drag-wheel-middle", "shortcuts-orbit-zoom-pan-the"),
    ("shortcuts-drop-a-file-on", "shortcuts-load-a-saved-game"),
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
    /// The Online button (`online::window`).
    Online,
    /// E or the Edit button: the board editor (`editor::window`).
    Editor,
    /// The Analyse button: the analysis board (`analysis::window`).
    Analysis,
    /// B or the Words button: the board in words (`board_words::window`).
    Words,
    /// F2 or the Puzzles button: the puzzle trainer (`puzzles::window`).
    Puzzles,
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
    let window = dock.dialog(crate::t!("shortcuts-title"), "shortcuts", egui::vec2(600.0, 540.0), &ctx);
    window.open(&mut open).show(&ctx, |ui| {
        egui::ScrollArea::vertical().auto_shrink([false, true]).show(ui, |ui| {
            egui::Grid::new("shortcuts").num_columns(2).spacing([24.0, 6.0]).striped(true).show(ui, |ui| {
                for (keys, what) in SHORTCUTS {
                    ui.label(egui::RichText::new(crate::i18n::shown(keys)).strong().monospace());
                    ui.label(crate::i18n::shown(what));
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
