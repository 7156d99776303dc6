//! What the player sees and how (`Settings`: theme, stacking, overlays, graphics tier...),
//! and what the command line asked the run to do besides playing (`RunMode`).

use super::layout::Stacking;
use bevy::prelude::*;
use std::collections::BTreeSet;

/// Settings from the command line and the View menu.
#[derive(Resource, Clone, Debug)]
pub struct Settings {
    pub theme: String,
    pub stacking: Stacking,
    /// Letters on figures.
    pub glyphs: bool,
    /// The pieces' paint (View → Colours).
    pub palette: crate::core::colour::Palette,
    /// Marks that need no colour: Litróf's power and movement letters on the pyramids, and a
    /// pattern per side on Tribesmen's pyramids and on Storm's and Three Elephant's figures.
    pub marks: bool,
    /// The language chosen in View → Language; None: the system's.
    pub language: Option<crate::i18n::Lang>,
    /// All sound on or off, the master volume, the cues switched off (the Sound menu).
    pub sound: super::sound::SoundSettings,
    /// Stack heights always shown (else on hover).
    pub heights: bool,
    /// Files and ranks along the board's edges.
    pub coordinates: bool,
    /// Overlay kinds switched on ("sight", "freeze", "trap", "fall", "facing", ...).
    pub overlays: BTreeSet<String>,
    pub all_overlays: bool,
    pub quality: Quality,
    /// The tier follows the graphics adapter (nobody chose one).
    pub quality_auto: bool,
    /// The adapter Bevy found, in words, once the renderer has started.
    pub adapter: String,
    /// The tier that adapter calls for.
    pub adapter_quality: Option<Quality>,
    /// The camera's starting view: "reset", "top" or "player".
    pub camera: String,
    pub animate: bool,
    /// Side panels (off for screenshots with `--panels off`).
    pub panels: bool,
    pub rules_open: bool,
    /// What the settings file holds for the games not on the board, the last new game and the
    /// window (`prefs`).
    pub remembered: crate::record::prefs::Prefs,
}

impl Settings {
    /// The High tier's physically based materials are in use.
    pub fn detailed(&self) -> bool {
        self.quality == Quality::High
    }
}

/// What the command line asked the app to do besides playing.
#[derive(Resource, Clone, Debug, Default)]
pub struct RunMode {
    pub screenshot: Option<String>,
    /// Frames to wait before the screenshot / trace positions.
    pub settle_frames: u32,
    pub frame_stats: Option<u32>,
    pub trace: Option<String>,
    /// Square to select at start (screenshots of targets).
    pub select: Option<String>,
    pub camera: Option<String>,
    /// Open the new-game dialog at start (`--menu open`).
    pub menu: bool,
    /// Open the guide at start (`--guide open`, or a lesson `C-L` / a step of it `C-L-S`,
    /// numbered from 0 as in the trace's `lesson-C-L` buttons).
    pub guide: Option<(Option<(usize, usize)>, usize)>,
    /// Open the puzzle trainer at start (`--puzzle open`), on one puzzle (`--puzzle ID`).
    pub puzzle: Option<Option<String>>,
    /// `--startup-stats`: print when the first frame came and when the board was drawn whole.
    pub startup_stats: bool,
    /// `--edit`: the board editor opens at start, on `edit_text` (`--position`) if given.
    pub edit: bool,
    pub edit_text: Option<String>,
    /// `--analyse`: the analysis board is on from the start.
    pub analyse: bool,
}

/// The graphics tier: Fast for software rendering, High for a GPU.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Quality {
    #[default]
    Fast,
    High,
}

impl Quality {
    pub const ALL: [Quality; 2] = [Quality::Fast, Quality::High];

    pub fn id(self) -> &'static str {
        match self {
            Quality::Fast => "fast",
            Quality::High => "high",
        }
    }
    pub fn label(self) -> String {
        match self {
            Quality::Fast => crate::t!("settings-fast-software-rendering"),
            Quality::High => crate::t!("settings-high-shadows-reflections-anti"),
        }
    }
    pub fn parse(s: &str) -> Option<Quality> {
        Quality::ALL.into_iter().find(|q| q.id() == s)
    }
    /// The tier for an adapter, from its name and wgpu's device type ("Cpu", "DiscreteGpu",
    /// ...): software renderers get Fast.
    pub fn for_adapter(name: &str, device_type: &str) -> Quality {
        let name = name.to_ascii_lowercase();
        let software = device_type == "Cpu" || ["llvmpipe", "lavapipe", "swiftshader", "software"].iter().any(|s| name.contains(s));
        if software { Quality::Fast } else { Quality::High }
    }
}
