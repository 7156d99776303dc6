//! The game clocks on screen: each frame tells the game the time first (a fallen flag ends it
//! before any click is read), and while a clock runs the app wakes often enough for the
//! faces to move: every tenth of a second under ten seconds, else every quarter.

use super::schedule::Step;
use super::state::GameState;
use bevy::prelude::*;
use std::time::{Duration, Instant};

pub struct ClockPlugin;

impl Plugin for ClockPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Update, run.in_set(Step::Clock));
    }
}

fn run(mut state: ResMut<GameState>) {
    state.run_clock(Instant::now());
}

/// How long the app may rest before a running clock's face changes; None when none runs.
pub fn next_change(state: &GameState) -> Option<Duration> {
    let clock = state.record.clock().filter(|c| c.running())?;
    let face = clock.face(clock.turn());
    let step = if face.left < Duration::from_secs(10) { Duration::from_millis(100) } else { Duration::from_millis(250) };
    Some(step.min(face.to_flag).max(Duration::from_millis(10)))
}

/// A clock is low: under a tenth of its starting time or under 10 seconds (20 in sudden
/// death), whichever is more; in byo-yomi, the last period's last 10 seconds.
pub fn low(face: &crate::core::clock::Face, control: crate::core::clock::TimeControl) -> bool {
    let (start, _) = control.start();
    let floor = match control {
        crate::core::clock::TimeControl::SuddenDeath { .. } => Duration::from_secs(20),
        _ => Duration::from_secs(10),
    };
    !face.overtime && face.left < (start / 10).max(floor) || face.overtime && face.periods <= 1 && face.left < Duration::from_secs(10)
}
