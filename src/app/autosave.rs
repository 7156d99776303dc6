//! Autosave: after every move the game is written atomically to the user's data directory
//! (`record::autosave`), undone moves included, and the next launch without a game on the
//! command line brings an unfinished game back exactly, seats included.
//!
//! Nothing the player did is lost quietly: a damaged autosave is moved aside by
//! `record::recovery` before anything could overwrite it and the player is offered the moves
//! that still replay; a write that fails is shown in the status line and tried again every few
//! seconds until it succeeds.

use super::mode::BoardMode;
use super::ui::files::{seat_labels, seats_from_labels};
use crate::app::state::GameState;
use crate::record::io::{TargetLock, WriteError};
use crate::record::recovery::{self, Recovered, Salvage};
use crate::record::{SaveFile, autosave};
use bevy::prelude::*;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// How long to wait before trying a failed autosave again.
const RETRY: Duration = Duration::from_secs(5);

/// Where to autosave; None when the run must not touch the user's files (tests, screenshots).
/// The app holds the autosave's lock for as long as it runs, so that a second window cannot
/// overwrite (or move aside) the game the first one is saving.
#[derive(Resource, Debug, Default)]
pub struct Autosave {
    pub path: Option<PathBuf>,
    lock: Option<TargetLock>,
    /// The board as last saved (a new stamp: something to save).
    saved: Option<super::state::Stamp>,
    /// Why the last write failed, for the status line; None once a write succeeds.
    pub problem: Option<String>,
    retry_at: Option<Instant>,
    retry_after: Duration,
}

impl Autosave {
    /// Autosaves to `path` if its lock can be had; else autosave is off and says why.
    pub fn open(path: Option<PathBuf>) -> Autosave {
        let mut auto = Autosave { retry_after: RETRY, ..Default::default() };
        let Some(path) = path else { return auto };
        match autosave::lock(&path) {
            Ok(lock) => auto.lock = Some(lock),
            // Another window is saving its game there: leave it alone.
            Err(e @ WriteError::Busy { .. }) => {
                auto.problem = Some(crate::t!("autosave-autosave-is-off-for", e = e));
                return auto;
            }
            // Anything else (a folder that cannot be made yet) is tried again with each save.
            Err(_) => {}
        }
        auto.path = Some(path);
        auto
    }

    /// Stops autosaving (and lets go of the lock).
    pub fn off(&mut self) {
        self.path = None;
        self.lock = None;
    }
}

/// A damaged autosave found at launch: what happened, and the moves that can be played on.
#[derive(Resource, Default)]
pub struct RecoveryOffer {
    pub text: String,
    pub salvage: Option<Salvage>,
    pub open: bool,
}

pub struct AutosavePlugin;

impl Plugin for AutosavePlugin {
    fn build(&self, app: &mut App) {
        // A lesson or the editor's board is on the board in the other modes: the player's game,
        // set aside, is the one the file holds.
        app.init_resource::<Autosave>().init_resource::<RecoveryOffer>().add_systems(Last, store.run_if(in_state(BoardMode::Play)));
    }
}

fn store(mut auto: ResMut<Autosave>, state: Res<GameState>) {
    let retry_due = auto.retry_at.is_some_and(|t| Instant::now() >= t);
    if auto.saved == Some(state.stamp()) && !retry_due {
        return;
    }
    auto.saved = Some(state.stamp());
    let Some(path) = auto.path.clone() else { return };
    if auto.lock.is_none() {
        match autosave::lock(&path) {
            Ok(lock) => auto.lock = Some(lock),
            Err(e) => return failed(&mut auto, &path, e),
        }
    }
    let Some(lock) = auto.lock.as_ref() else { return };
    let written = if state.is_over() {
        autosave::clear(&path);
        Ok(())
    } else {
        autosave::store_locked(&SaveFile::from_history(&state.record, &seat_labels(&state)), lock)
    };
    match written {
        Ok(()) => {
            auto.problem = None;
            auto.retry_at = None;
        }
        Err(e) => failed(&mut auto, &path, e),
    }
}

/// Shows the failure in the status line and plans the next try.
fn failed(auto: &mut Autosave, path: &std::path::Path, e: WriteError) {
    warn!("autosave to {} failed: {e}", path.display());
    auto.problem = Some(crate::t!("autosave-autosave-failed-trying-again", e = e, value = auto.retry_after.as_secs()));
    auto.retry_at = Some(Instant::now() + auto.retry_after);
}

/// What the last run left at `path`: the interrupted game to resume, or a damaged autosave to
/// tell the player about (already moved aside). A damaged file that could not be moved aside
/// turns autosave off (the returned flag), so that it is never overwritten.
pub fn recover(path: &std::path::Path) -> (Option<GameState>, Option<RecoveryOffer>, bool) {
    match recovery::recover(path) {
        Recovered::Nothing | Recovered::Finished => (None, None, true),
        Recovered::Game(save, history) => {
            let mut state = GameState::from_record(*history);
            state.seats = seats_from_labels(&save.seats, state.current().seats());
            state.message = crate::t!("autosave-welcome-back-your-unfinished", value = crate::t!("count-moves", n = state.notation().len()));
            (Some(state), None, true)
        }
        Recovered::Damaged(mut damage) => {
            let keep_saving = damage.moved_to.is_some();
            let text = damage.describe();
            warn!("{text}");
            let salvage = damage.prefix.take().filter(|p| !p.history.moves().is_empty());
            (None, Some(RecoveryOffer { text, salvage, open: true }), keep_saving)
        }
    }
}

/// The game a salvaged autosave gives back, seats included.
pub fn salvaged_state(salvage: Salvage) -> GameState {
    let mut state = GameState::from_record(salvage.history);
    state.seats = seats_from_labels(&salvage.save.seats, state.current().seats());
    state
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A failed autosave is reported for the status line and tried again without another move;
    /// once the disk takes it, the report goes and the file holds the game, undone moves too.
    #[test]
    fn a_failed_autosave_is_shown_and_retried_until_it_succeeds() {
        let dir = std::env::temp_dir().join(format!("towers-autosave-retry-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        // A regular file where the autosave's folder should be: every write fails.
        std::fs::write(&dir, "in the way").unwrap();
        let path = dir.join("autosave.ron");
        let mut state = GameState::new_game(&crate::core::GameConfig::new("storm")).unwrap();
        state.play_text("Ie4-e5").unwrap();
        state.play_text("Ie7-e6").unwrap();
        state.undo();
        let mut app = App::new();
        app.insert_resource(state).insert_resource(Autosave { retry_after: Duration::ZERO, ..Autosave::open(Some(path.clone())) });
        app.add_systems(Update, store);
        app.update();
        let problem = app.world().resource::<Autosave>().problem.clone().expect("the failure is reported");
        assert!(problem.starts_with("Autosave failed"), "{problem}");
        std::fs::remove_file(&dir).unwrap();
        app.update();
        assert_eq!(app.world().resource::<Autosave>().problem, None, "the retry succeeded with no move played");
        let (save, history) = SaveFile::load(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!((save.moves.len(), save.redo.len()), (1, 1), "the undone move is saved for redo");
        assert_eq!(history.redo_moves(), ["Ie7-e6"]);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
