//! The 3D desktop app (Bevy + egui). It knows games only through `DynGame`: moves are indices,
//! `picks` build them, `view()` is drawn. One plugin per file:
//! - `board`: squares (with the arrow/river/tower shader), frame, chambers, lights
//! - `bake`: the Fast tier draws the squares' unchanging looks once, into an atlas
//! - `pieces`: pyramids (translucent plastic shader), figures, stones; re-synced from the view
//! - `camera`: orbit, pan, zoom, presets
//! - `input`: clicks on squares and pieces, keys
//! - `animation`: slides, lifts, drops, falls, vanishing
//! - `overlays`: rule geometry, last move, targets
//! - `rendering`: CPU-built instance data (fast under software Vulkan)
//! - `capture`: `--screenshot`, `--frame-stats`, `--trace`
//! - `redraw`: frames only when something changes (input, motion, compiling pipelines)
//! - `ui/`: egui panels (menu, status, history, rules), labels on pieces, themes
//!
//! Command line (`towers [--game G] [--variant V] [--option K=V]... [--setup S] [--theme T]
//! [--moves "m1 m2"] [--screenshot out.png] [--frame-stats N] [--trace FILE] ...`).
// Bevy systems take their world access as parameters and queries as tuple types: many
// parameters and long query types are how the engine is used, not a smell here.
#![allow(clippy::too_many_arguments, clippy::type_complexity)]

pub mod analysis;
pub mod animation;
pub mod autosave;
pub mod bake;
pub mod board;
pub mod camera;
pub mod capture;
pub mod computer;
pub mod desktop;
pub mod editor;
pub mod figures;
pub mod input;
pub mod layout;
pub mod materials;
pub mod network;
pub mod overlays;
pub mod picks;
pub mod pieces;
pub mod prefs;
pub mod quality;
pub mod redraw;
pub mod rendering;
pub mod state;
pub mod theme;
pub mod ui;

#[cfg(test)]
mod testgame;

use crate::cli::Args;
use crate::record::History;
use crate::record::prefs::WindowPrefs;
use bevy::prelude::*;
use bevy::window::{PresentMode, WindowResolution};
use std::collections::BTreeSet;

pub use layout::Stacking;
pub use state::{GameState, SeatKind};

/// Settings from the command line and the View menu.
#[derive(Resource, Clone, Debug)]
pub struct Settings {
    pub theme: String,
    pub stacking: Stacking,
    /// Letters on figures.
    pub glyphs: bool,
    /// Stack heights always shown (else on hover).
    pub heights: bool,
    /// Overlay kinds switched on ("sight", "freeze", "trap", "fall", "facing", ...).
    pub overlays: BTreeSet<String>,
    pub all_overlays: bool,
    pub quality: quality::Quality,
    /// The tier follows the graphics adapter (nobody chose one).
    pub quality_auto: bool,
    /// The adapter Bevy found, in words, once the renderer has started.
    pub adapter: String,
    /// The tier that adapter calls for.
    pub adapter_quality: Option<quality::Quality>,
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
        self.quality == quality::Quality::High
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
    /// `--startup-stats`: print when the first frame came and when the board was drawn whole.
    pub startup_stats: bool,
    /// `--edit`: the board editor opens at start, on `edit_text` (`--position`) if given.
    pub edit: bool,
    pub edit_text: Option<String>,
    /// `--analyse`: the analysis board is on from the start.
    pub analyse: bool,
}

const ARGS: &[&str] = &[
    "game",
    "variant",
    "setup",
    "position",
    "theme",
    "moves",
    "screenshot",
    "frames",
    "frame-stats",
    "trace",
    "size",
    "stacking",
    "quality",
    "settings",
    "reset-settings",
    "startup-stats",
    "select",
    "overlays",
    "camera",
    "panels",
    "fullscreen",
    "animate",
    "menu",
    "seats",
    "no-autosave",
    "autosave",
    "open",
    "guide",
    "host",
    "bind",
    "join",
    "code",
    "seat",
    "name",
    "edit",
    "analyse",
];

fn on_off(args: &Args, name: &str, default: bool) -> Result<bool, String> {
    match args.value(name) {
        None => Ok(default),
        Some("on" | "yes" | "true" | "1") => Ok(true),
        Some("off" | "no" | "false" | "0") => Ok(false),
        Some(v) => Err(format!("--{name} must be on or off, got '{v}'")),
    }
}

/// Builds the game, settings and run mode from the command line (no window yet).
/// Everything the app starts with, from the command line and the autosave.
pub struct Prepared {
    pub state: GameState,
    pub settings: Settings,
    pub mode: RunMode,
    pub autosave: autosave::Autosave,
    pub offer: autosave::RecoveryOffer,
    /// A file opened from the command line while the autosave held a game: the player is asked.
    pub leaving: ui::leave::Leaving,
    /// `--host PORT` / `--join ADDR`: the network game to start once the window is up.
    pub net: Option<network::NetStart>,
    /// Where the settings are kept this run, and what they were at start.
    pub stored: prefs::StoredPrefs,
}

pub fn prepare(args: &Args) -> Result<Prepared, String> {
    args.allow(ARGS)?;
    let games = crate::games::all();
    if games.is_empty() {
        return Err("this build has no games".into());
    }
    // A plain launch brings back the interrupted game and the player's settings; anything
    // scripted leaves the user's autosave and settings alone (`--settings FILE` names a file
    // for it to use).
    let scripted = args.value("game").is_some()
        || ["moves", "position", "screenshot", "frame-stats", "select", "seats", "setup", "variant"].iter().any(|k| args.value(k).is_some())
        || !args.options.is_empty();
    let prefs_path = match args.value("settings") {
        Some("off") => None,
        Some(p) => Some(std::path::PathBuf::from(p)),
        None => (!scripted).then(crate::record::prefs::path),
    };
    if args.flag("reset-settings") {
        crate::record::prefs::reset(&prefs_path.clone().unwrap_or_else(crate::record::prefs::path))?;
    }
    let loaded = match &prefs_path {
        Some(p) => crate::record::prefs::load(p),
        None => crate::record::prefs::Loaded { prefs: Default::default(), warning: None },
    };
    let last_new = prefs::last_new_game(&loaded.prefs);
    let game = match (args.value("game"), &last_new) {
        (Some(g), _) => g.to_string(),
        (None, Some((c, _))) if !scripted => c.game.clone(),
        _ => games.iter().find(|g| g.id == "storm").unwrap_or(&games[0]).id.to_string(),
    };
    // `--autosave FILE` names the autosave even for a scripted run (the tests' own file).
    let autosave_path = match args.value("autosave") {
        Some(p) => Some(std::path::PathBuf::from(p)),
        None => (!scripted && !args.flag("no-autosave")).then(crate::record::autosave::autosave_path),
    };
    // The lock first: a game another window is autosaving is neither loaded nor moved aside.
    let mut autosave = autosave::Autosave::open(autosave_path);
    let (recovered, offer) = match autosave.path.as_deref().map(autosave::recover) {
        Some((recovered, offer, keep_saving)) => {
            if !keep_saving {
                autosave.off();
            }
            (recovered, offer)
        }
        None => (None, None),
    };
    let game = recovered.as_ref().map(|s| s.config().game.clone()).unwrap_or(game);
    let mut state = match recovered {
        Some(s) => s,
        None => match (args.value("position"), &last_new) {
            // The editor reads the string itself: it may break the rules.
            (Some(_), _) if args.flag("edit") => GameState::new_game(&args.config(&game))?,
            (Some(text), _) => GameState::from_record(History::from_position(&args.config(&game), text)?),
            (None, Some((c, seats))) if !scripted && args.value("game").is_none() => {
                let mut s = GameState::new_game(c)?;
                s.seats = seats.clone();
                s
            }
            _ => GameState::new_game(&args.config(&game))?,
        },
    };
    if let Some(w) = &loaded.warning {
        state.message = w.clone();
    } else if args.flag("reset-settings") {
        state.message = "Settings reset: every choice is back to its default.".into();
    }
    crate::core::notation::play_list(args.value("moves").unwrap_or(""), |m| state.play_text(m))?;
    if let Some(list) = args.value("seats") {
        state.seats = parse_seats(list, state.current().seats())?;
    }
    let mut settings = Settings {
        theme: String::new(),
        stacking: Stacking::Nested,
        glyphs: true,
        heights: false,
        overlays: BTreeSet::new(),
        all_overlays: false,
        quality: quality::Quality::Fast,
        quality_auto: true,
        adapter: String::new(),
        adapter_quality: None,
        camera: "reset".into(),
        animate: true,
        panels: on_off(args, "panels", true)?,
        rules_open: false,
        remembered: loaded.prefs.clone(),
    };
    let game = state.config().game.clone();
    prefs::apply_common(&mut settings);
    prefs::apply_game(&mut settings, &game);
    // The command line overrides what was remembered.
    if let Some(t) = args.value("theme") {
        settings.theme = theme::find(t)?.id;
    }
    match args.value("stacking") {
        None => {}
        Some("nested") => settings.stacking = Stacking::Nested,
        Some("exploded") => settings.stacking = Stacking::Exploded,
        Some(v) => return Err(format!("--stacking must be nested or exploded, got '{v}'")),
    }
    match args.value("overlays") {
        None => {}
        Some("none") => (settings.overlays, settings.all_overlays) = (BTreeSet::new(), false),
        Some("all") => (settings.overlays, settings.all_overlays) = (BTreeSet::new(), true),
        Some(list) => (settings.overlays, settings.all_overlays) = (list.split(',').map(|s| s.trim().to_string()).collect(), false),
    }
    match args.value("quality") {
        None => {}
        Some("auto") => settings.quality_auto = true,
        Some(v) => {
            settings.quality =
                quality::Quality::parse(v).ok_or_else(|| format!("--quality must be fast, high or auto, got '{}'", crate::core::text::quoted(v)))?;
            settings.quality_auto = false;
        }
    }
    settings.animate = on_off(args, "animate", settings.animate)?;
    let mode = RunMode {
        screenshot: args.value("screenshot").map(str::to_string),
        settle_frames: args.count("frames", 20, 1..=100_000)?,
        frame_stats: args.value("frame-stats").map(|v| crate::cli::parse_count(v, "--frame-stats", 1..=1_000_000)).transpose()?,
        trace: args.value("trace").map(str::to_string),
        select: args.value("select").map(str::to_string),
        camera: args.value("camera").map(str::to_string),
        menu: args.value("menu") == Some("open"),
        guide: args.value("guide").map(parse_guide).transpose()?,
        startup_stats: args.flag("startup-stats"),
        edit: args.flag("edit"),
        edit_text: args.value("position").filter(|_| args.flag("edit")).map(str::to_string),
        analyse: args.flag("analyse"),
    };
    if let Some(sq) = &mode.select {
        state.select_square(sq).map_err(|e| format!("--select: {e}"))?;
    }
    // `towers game.ron` (a file manager's "Open with"): the file, after asking if the autosave
    // brought back a game with unsaved moves.
    let mut leaving = ui::leave::Leaving::default();
    if let Some(file) = args.value("open") {
        let path = std::path::Path::new(file);
        let mut opened = ui::files::load(path).map_err(|e| format!("cannot open {file}: {e}"))?;
        opened.mark_saved(path);
        opened.message = format!("Opened {file}: {}, all checked.", crate::core::text::count(opened.notation().len(), "move"));
        if state.has_unsaved_moves() {
            leaving.0 = Some(ui::leave::Leave::Game(Box::new(opened)));
        } else {
            state = opened;
        }
    }
    let net = network::start_from_args(args)?;
    let stored = prefs::StoredPrefs::new(prefs_path, loaded.prefs);
    Ok(Prepared { state, settings, mode, autosave, offer: offer.unwrap_or_default(), leaving, net, stored })
}

/// `--guide open` / `C-L` / `C-L-S`: the guide's index, a lesson, a step of a lesson.
fn parse_guide(v: &str) -> Result<(Option<(usize, usize)>, usize), String> {
    if v == "open" {
        return Ok((None, 0));
    }
    let n: Vec<usize> = v.split('-').map(|p| crate::cli::parse_count(p, "a --guide number", 0..=999usize)).collect::<Result<_, _>>()?;
    match n.as_slice() {
        [c, l] => Ok((Some((*c, *l)), 0)),
        [c, l, s] => Ok((Some((*c, *l)), *s)),
        _ => Err(format!("--guide takes open, CHAPTER-LESSON or CHAPTER-LESSON-STEP, got '{}'", crate::core::text::quoted(v))),
    }
}

/// `--seats human,hard`: one entry per seat, `human` or a computer level.
fn parse_seats(list: &str, seats: usize) -> Result<Vec<SeatKind>, String> {
    let kinds = list
        .split(',')
        .map(|w| match w.trim() {
            "human" => Ok(SeatKind::Human),
            "remote" => Ok(SeatKind::Remote),
            level => level.parse().map(SeatKind::Computer).map_err(|e| format!("--seats: {e}")),
        })
        .collect::<Result<Vec<_>, _>>()?;
    if kinds.len() != seats {
        return Err(format!("--seats needs {seats} entries (human, remote or a level), got {}", kinds.len()));
    }
    Ok(kinds)
}

fn parse_size(v: Option<&str>) -> Result<(u32, u32), String> {
    let Some(v) = v else { return Ok((1280, 720)) };
    let (w, h) = v.split_once('x').ok_or_else(|| format!("--size must be WIDTHxHEIGHT, got '{}'", crate::core::text::quoted(v)))?;
    Ok((crate::cli::parse_count(w, "the --size width", 64..=16_384)?, crate::cli::parse_count(h, "the --size height", 64..=16_384)?))
}

/// Opens the app window and runs until it is closed (or the screenshot / frame statistics are done).
pub fn run(args: &Args) -> Result<(), String> {
    let _ = capture::START.set(std::time::Instant::now());
    let Prepared { state, settings, mode, autosave, offer, leaving, net, stored } = prepare(args)?;
    // The window as the player left it, unless the command line gives a size.
    let remembered = settings.remembered.window.filter(|_| args.value("size").is_none());
    let (w, h) = match remembered {
        Some(r) => (r.width.clamp(480, 16_384), r.height.clamp(360, 16_384)),
        None => parse_size(args.value("size"))?,
    };
    let position = match remembered {
        Some(WindowPrefs { x: Some(x), y: Some(y), .. }) => bevy::window::WindowPosition::At(IVec2::new(x, y)),
        _ => bevy::window::WindowPosition::Automatic,
    };
    let measuring = mode.frame_stats.is_some();
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Towers".into(),
                    resolution: WindowResolution::new(w, h),
                    position,
                    mode: if args.flag("fullscreen") {
                        bevy::window::WindowMode::BorderlessFullscreen(bevy::window::MonitorSelection::Current)
                    } else {
                        bevy::window::WindowMode::Windowed
                    },
                    present_mode: if measuring { PresentMode::AutoNoVsync } else { PresentMode::AutoVsync },
                    ..default()
                }),
                // `desktop::close_requested` closes, after asking when moves are unsaved.
                close_when_requested: false,
                ..default()
            })
            .set(bevy::log::LogPlugin { filter: "warn,towers=info,wgpu=error,naga=warn".into(), ..default() })
            .set(rendering::pbr_plugin()),
    );
    app.insert_resource(state)
        .insert_resource(settings)
        .insert_resource(mode)
        .insert_resource(autosave)
        .insert_resource(offer)
        .insert_resource(leaving)
        .insert_resource(stored);
    if let Some(n) = net {
        app.insert_resource(n);
    }
    app.add_plugins(TowersPlugin);
    match app.run() {
        AppExit::Success => Ok(()),
        AppExit::Error(c) => Err(format!("the app stopped with code {c}")),
    }
}

/// The order of the app's `Update` systems, declared here once: every plugin puts its systems
/// in one of these steps and none orders itself against another plugin. The board is rebuilt
/// first, the camera fits it, input reads clicks against that camera, the computer's moves
/// arrive, then the pieces are placed, animated, and the overlays drawn over them. (Other
/// schedules: `redraw` and `capture` run in `Last`, the panels in egui's pass.)
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Step {
    Board,
    Camera,
    Input,
    Computer,
    Pieces,
    Animation,
    Overlays,
}

/// Everything but the window: the scene, input and panels (tests add it to a headless app).
pub struct TowersPlugin;

impl Plugin for TowersPlugin {
    fn build(&self, app: &mut App) {
        app.configure_sets(Update, (Step::Board, Step::Camera, Step::Input, Step::Computer, Step::Pieces, Step::Animation, Step::Overlays).chain());
        app.add_plugins((rendering::RenderingPlugin, materials::MaterialsPlugin, quality::QualityPlugin, prefs::PrefsPlugin));
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
            network::NetworkPlugin,
            autosave::AutosavePlugin,
            desktop::DesktopPlugin,
            ui::UiPlugin,
        ));
        app.add_plugins((editor::EditorPlugin, analysis::AnalysisPlugin));
    }
}
