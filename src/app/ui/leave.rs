//! Leaving a game asks first when it has moves no file holds: starting a new game, loading or
//! dropping a file, or closing the window. The autosave still keeps the game while the
//! question is open; the answer decides whether the next game replaces it.

use crate::app::settings::Settings;
use crate::app::state::GameState;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// What the player asked for while the game on the board had unsaved moves.
pub enum Leave {
    /// Put this game on the board (a new game, a loaded or dropped file).
    Game(Box<GameState>),
    /// Close the window.
    Quit,
}

#[derive(Resource, Default)]
pub struct Leaving(pub Option<Leave>);

/// Puts `next` on the board, or first asks when that would lose unsaved moves.
pub fn offer_switch(state: &mut GameState, settings: &mut Settings, leaving: &mut Leaving, next: GameState, files: &mut super::files::FilesUi) {
    if state.has_unsaved_moves() {
        leaving.0 = Some(Leave::Game(Box::new(next)));
    } else {
        put_on_board(state, settings, next, files);
    }
}

/// The switch itself; a game from a file is noted in the trace as "loaded PATH N".
fn put_on_board(state: &mut GameState, settings: &mut Settings, next: GameState, files: &mut super::files::FilesUi) {
    if let Some(f) = &next.file {
        files.events.push(format!("loaded {} {}", f.display(), next.notation().len()));
    }
    crate::app::prefs::switch_game(state, settings, next);
}

pub fn window(
    mut contexts: EguiContexts,
    mut leaving: ResMut<Leaving>,
    mut state: ResMut<GameState>,
    mut settings: ResMut<Settings>,
    mut files: ResMut<super::files::FilesUi>,
    mut exit: MessageWriter<AppExit>,
    mut traced: ResMut<crate::app::trace::WindowButtons>,
) -> Result {
    if leaving.0.is_none() {
        traced.set("leave", None, 1.0);
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    let (mut go, mut save, mut stay) = (false, false, false);
    let mut leave_at = None;
    let what = match leaving.0 {
        Some(Leave::Quit) => crate::t!("leave-close-towers"),
        _ => crate::t!("leave-leave-this-game"),
    };
    egui::Window::new(format!("{what}?")).collapsible(false).resizable(false).anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO).show(
        &ctx,
        |ui| {
            let board = crate::t!("count-moves", n = state.notation().len());
            let text = match (&state.file, state.saved_move_count()) {
                (Some(f), Some(saved)) => crate::t!(
                    "leave-this-game-was-changed",
                    file = f.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(),
                    saved = crate::t!("count-moves", n = saved),
                    board = board
                ),
                _ => crate::t!("leave-this-game-was-never", board = board),
            };
            ui.label(crate::t!("leave-the-autosave-keeps-it", text = text));
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                save = ui.button(crate::t!("leave-save-first")).clicked();
                let leave = ui.button(crate::t!("leave-without-saving", what = what));
                go = leave.clicked();
                leave_at = Some(leave.rect.center());
                stay = ui.button(crate::t!("leave-cancel")).clicked();
            });
        },
    );
    traced.set("leave", leave_at, ctx.pixels_per_point());
    if save {
        leaving.0 = None;
        files.open(super::files::Purpose::Save, &state);
    } else if stay {
        leaving.0 = None;
    } else if go {
        match leaving.0.take() {
            Some(Leave::Game(next)) => put_on_board(&mut state, &mut settings, *next, &mut files),
            Some(Leave::Quit) => {
                exit.write(AppExit::Success);
            }
            None => {}
        }
    }
    Ok(())
}
