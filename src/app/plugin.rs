//! Everything the app adds to Bevy, in one plugin: the order of the `Update` steps, then one
//! plugin per feature.

use super::schedule::Step;
use super::{
    analysis, animation, autosave, board, camera, capture, clock, computer, desktop, editor, input, materials, mode, network, overlays, pieces,
    prefs, quality, redraw, rendering, shown, sound, ui,
};
use bevy::prelude::*;

/// Everything but the window: the scene, input and panels (tests add it to a headless app).
pub struct TowersPlugin;

impl Plugin for TowersPlugin {
    fn build(&self, app: &mut App) {
        app.configure_sets(
            Update,
            (
                Step::Clock,
                Step::Shown,
                Step::Board,
                Step::Camera,
                Step::Input,
                Step::Computer,
                Step::Moved,
                Step::Pieces,
                Step::Animation,
                Step::Overlays,
            )
                .chain(),
        );
        app.add_plugins((
            shown::ShownPlugin,
            mode::ModePlugin,
            rendering::RenderingPlugin,
            materials::MaterialsPlugin,
            quality::QualityPlugin,
            prefs::PrefsPlugin,
        ));
        app.add_plugins((
            board::BoardPlugin,
            pieces::PiecesPlugin,
            camera::CameraPlugin,
            input::InputPlugin,
            animation::AnimationPlugin,
            overlays::OverlaysPlugin,
            capture::CapturePlugin,
            redraw::RedrawPlugin,
            computer::ComputerPlugin,
            clock::ClockPlugin,
            network::NetworkPlugin,
            autosave::AutosavePlugin,
            desktop::DesktopPlugin,
            ui::UiPlugin,
        ));
        app.add_plugins((editor::EditorPlugin, analysis::AnalysisPlugin, sound::SoundPlugin));
    }
}
