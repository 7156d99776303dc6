//! Autosave: after every move the game is written atomically to the user's data directory
//! (`record::autosave`), and the next launch without a game on the command line brings an
//! unfinished game back exactly, seats included.

use super::GameState;
use super::ui::files::{seat_labels, seats_from_labels};
use crate::record::{SaveFile, autosave};
use bevy::prelude::*;
use std::path::PathBuf;

/// Where to autosave; None when the run must not touch the user's files (tests, screenshots).
#[derive(Resource, Clone, Debug, Default)]
pub struct Autosave {
    pub path: Option<PathBuf>,
    saved_revision: u64,
}

impl Autosave {
    pub fn to(path: Option<PathBuf>) -> Autosave {
        Autosave { path, saved_revision: 0 }
    }
}

pub struct AutosavePlugin;

impl Plugin for AutosavePlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Autosave>().add_systems(Last, store);
    }
}

fn store(mut auto: ResMut<Autosave>, state: Res<GameState>) {
    if auto.saved_revision == state.revision {
        return;
    }
    auto.saved_revision = state.revision;
    let Some(path) = auto.path.clone() else { return };
    if state.is_over() {
        autosave::clear(&path);
        return;
    }
    let save = SaveFile::from_history(&state.record, &seat_labels(&state));
    if let Err(e) = autosave::store(&save, &path) {
        warn!("autosave to {} failed: {e}", path.display());
    }
}

/// The interrupted game from the last run, if there is one.
pub fn recover(path: &std::path::Path) -> Option<GameState> {
    let (save, history) = autosave::recover(path)?;
    let mut state = GameState::from_record(history);
    state.seats = seats_from_labels(&save.seats, state.current().seats());
    state.message = format!("Welcome back: your unfinished game ({} moves) is restored.", state.notation().len());
    Some(state)
}
