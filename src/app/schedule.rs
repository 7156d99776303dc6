//! The one place the order of the app's `Update` systems is declared.

use bevy::prelude::*;

/// The order of the app's `Update` systems, declared here once: every plugin puts its systems
/// in one of these steps and none orders itself against another plugin. The board is rebuilt
/// first (after the clocks are told the time), the camera fits it, input reads clicks against that camera, the computer's moves
/// arrive, then the pieces are placed, animated, and the overlays drawn over them. (Other
/// schedules: `redraw` and `capture` run in `Last`, the panels in egui's pass.)
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Step {
    /// The clocks are told the time: a flag that fell ends the game before input is read.
    Clock,
    /// `shown::ShownBoard` catches up with the game: every later step sees this frame's board.
    Shown,
    Board,
    Camera,
    Input,
    Computer,
    /// `ShownBoard` again, with the moves this frame's input and computers made.
    Moved,
    Pieces,
    Animation,
    Overlays,
}
