//! Starting the app: the command line and the autosave make the game, settings and run mode
//! (`prepare`, no window yet), then `run` opens the window.

use super::layout::Stacking;
use super::plugin::TowersPlugin;
use super::settings::{Quality, RunMode, Settings};
use super::state::{GameState, SeatKind};
use super::{autosave, network, prefs, rendering, theme, trace, ui};
use crate::cli::{Args, CliError};
use crate::record::History;
use crate::record::prefs::WindowPrefs;
use bevy::prelude::*;
use bevy::window::{PresentMode, WindowResolution};
use std::collections::BTreeSet;

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
    "colours",
    "marks",
    "sound",
    "lang",
    "menu",
    "seats",
    "time",
    "no-autosave",
    "autosave",
    "open",
    "guide",
    "puzzle",
    "host",
    "bind",
    "join",
    "invite",
    "p2p",
    "relay",
    "no-direct",
    "code",
    "seat",
    "name",
    "edit",
    "analyse",
];

/// What the app logs: warnings, Towers' own news, and errors only from the libraries that
/// retry by themselves.
const LOG_FILTER: &str = "warn,towers=info,wgpu=error,naga=warn,iroh=error,iroh_relay=error,noq=error,noq_proto=error";

fn on_off(args: &Args, name: &str, default: bool) -> Result<bool, CliError> {
    match args.value(name) {
        None => Ok(default),
        Some("on" | "yes" | "true" | "1") => Ok(true),
        Some("off" | "no" | "false" | "0") => Ok(false),
        Some(v) => Err(CliError::usage(format!("--{name} must be on or off, got '{v}'"))),
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

pub fn prepare(args: &Args) -> Result<Prepared, CliError> {
    args.allow(ARGS)?;
    let games = crate::games::all();
    if games.is_empty() {
        return Err(CliError::usage("this build has no games"));
    }
    // A plain launch brings back the interrupted game and the player's settings; anything
    // scripted leaves the user's autosave and settings alone (`--settings FILE` names a file
    // for it to use).
    let scripted = args.value("game").is_some()
        || ["moves", "position", "screenshot", "frame-stats", "select", "seats", "setup", "variant", "time"].iter().any(|k| args.value(k).is_some())
        || !args.options.is_empty();
    let (prefs_path, loaded) = settings_file(args, scripted)?;
    let last_new = prefs::last_new_game(&loaded.prefs);
    let game = match (args.value("game"), &last_new) {
        (Some(g), _) => g.to_string(),
        (None, Some((c, ..))) if !scripted => c.game.clone(),
        // The catalogue lists its default game first.
        _ => games[0].id.to_string(),
    };
    let (autosave, recovered, offer) = open_autosave(args, scripted);
    let mut state = match recovered {
        Some(s) => s,
        None => new_state(args, scripted, last_new.as_ref(), &game)?,
    };
    if let Some(w) = &loaded.warning {
        state.message = w.clone();
    } else if args.flag("reset-settings") {
        state.message = crate::t!("launch-settings-reset-every-choice");
    }
    if let Some(text) = args.value("time") {
        state.record.set_time_control(text.parse().map_err(|e: crate::core::clock::TimeControlError| CliError::usage(format!("--time: {e}")))?);
    }
    crate::core::notation::play_list(args.value("moves").unwrap_or(""), |m| state.play_text(m))?;
    if let Some(list) = args.value("seats") {
        state.seats = parse_seats(list, state.current().seats())?;
    }
    let settings = view_settings(args, &loaded.prefs, &state.config().game)?;
    let mode = run_mode(args)?;
    if let Some(sq) = &mode.select {
        state.select_square(sq).map_err(|e| CliError::usage(format!("--select: {e}")))?;
    }
    let leaving = open_file(args, &mut state)?;
    let net = network::start_from_args(args).map_err(CliError::Usage)?;
    let stored = prefs::StoredPrefs::new(prefs_path, loaded.prefs);
    Ok(Prepared { state, settings, mode, autosave, offer: offer.unwrap_or_default(), leaving, net, stored })
}

/// Where the settings are kept this run (None: nowhere), and what they hold.
fn settings_file(args: &Args, scripted: bool) -> Result<(Option<std::path::PathBuf>, crate::record::prefs::Loaded), CliError> {
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
    Ok((prefs_path, loaded))
}

/// The autosave (locked first: a game another window is autosaving is neither loaded nor
/// moved aside), the game it brings back, and what to offer from a damaged one.
fn open_autosave(args: &Args, scripted: bool) -> (autosave::Autosave, Option<GameState>, Option<autosave::RecoveryOffer>) {
    // `--autosave FILE` names the autosave even for a scripted run (the tests' own file).
    let autosave_path = match args.value("autosave") {
        Some(p) => Some(std::path::PathBuf::from(p)),
        None => (!scripted && !args.flag("no-autosave")).then(crate::record::autosave::autosave_path),
    };
    let mut autosave = autosave::Autosave::open(autosave_path);
    let Some((recovered, offer, keep_saving)) = autosave.path.as_deref().map(autosave::recover) else { return (autosave, None, None) };
    if !keep_saving {
        autosave.off();
    }
    (autosave, recovered, offer)
}

/// The game to start when the autosave brings none back: `--position`, the last new game's
/// choices on a plain launch, or `game`'s start.
fn new_state(args: &Args, scripted: bool, last_new: Option<&prefs::NewGame>, game: &str) -> Result<GameState, CliError> {
    Ok(match (args.value("position"), last_new) {
        // The editor reads the string itself: it may break the rules.
        (Some(_), _) if args.flag("edit") => GameState::new_game(&args.config(game))?,
        (Some(text), _) => GameState::from_record(History::from_position(&args.config(game), text)?),
        (None, Some((c, seats, time))) if !scripted && args.value("game").is_none() => {
            let mut s = GameState::new_game(c)?;
            s.seats = seats.clone();
            s.record.set_time_control(*time);
            s
        }
        _ => GameState::new_game(&args.config(game))?,
    })
}

/// The view settings: the defaults, then what the settings file remembers for `game`, then
/// what the command line says.
fn view_settings(args: &Args, remembered: &crate::record::prefs::Prefs, game: &str) -> Result<Settings, CliError> {
    let mut settings = Settings {
        theme: String::new(),
        stacking: Stacking::Nested,
        glyphs: true,
        palette: crate::core::colour::Palette::Standard,
        marks: false,
        language: None,
        sound: Default::default(),
        coordinates: true,
        heights: false,
        overlays: BTreeSet::new(),
        all_overlays: false,
        quality: Quality::Fast,
        quality_auto: true,
        adapter: String::new(),
        adapter_quality: None,
        camera: "reset".into(),
        animate: true,
        panels: on_off(args, "panels", true)?,
        rules_open: false,
        remembered: remembered.clone(),
    };
    prefs::apply_common(&mut settings);
    prefs::apply_game(&mut settings, game);
    if let Some(t) = args.value("theme") {
        settings.theme = theme::find(t).map_err(CliError::Usage)?.id;
    }
    match args.value("stacking") {
        None => {}
        Some("nested") => settings.stacking = Stacking::Nested,
        Some("exploded") => settings.stacking = Stacking::Exploded,
        Some(v) => return Err(CliError::usage(format!("--stacking must be nested or exploded, got '{v}'"))),
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
            settings.quality = Quality::parse(v)
                .ok_or_else(|| CliError::usage(format!("--quality must be fast, high or auto, got '{}'", crate::core::text::quoted(v))))?;
            settings.quality_auto = false;
        }
    }
    settings.animate = on_off(args, "animate", settings.animate)?;
    if let Some(v) = args.value("colours") {
        settings.palette = crate::core::colour::Palette::parse(v)
            .ok_or_else(|| CliError::usage(format!("--colours must be standard or colour-safe, got '{}'", crate::core::text::quoted(v))))?;
        settings.marks = settings.palette != crate::core::colour::Palette::Standard;
    }
    settings.marks = on_off(args, "marks", settings.marks)?;
    settings.sound.on = on_off(args, "sound", settings.sound.on)?;
    if let Some(v) = args.value("lang") {
        let names = crate::i18n::Lang::ALL.map(|l| l.tag()).join(", ");
        let lang = crate::i18n::Lang::parse(v).ok_or_else(|| {
            CliError::usage(format!("--lang must be one of {names} (or a locale such as de_DE), got '{}'", crate::core::text::quoted(v)))
        })?;
        settings.language = Some(lang);
    }
    Ok(settings)
}

/// What the command line asks the run to do besides playing.
fn run_mode(args: &Args) -> Result<RunMode, CliError> {
    Ok(RunMode {
        screenshot: args.value("screenshot").map(str::to_string),
        settle_frames: args.count("frames", 20, 1..=100_000)?,
        frame_stats: args.value("frame-stats").map(|v| crate::cli::parse_count(v, "--frame-stats", 1..=1_000_000)).transpose()?,
        trace: args.value("trace").map(str::to_string),
        select: args.value("select").map(str::to_string),
        camera: args.value("camera").map(str::to_string),
        menu: args.value("menu") == Some("open"),
        guide: args.value("guide").map(parse_guide).transpose()?,
        puzzle: args.value("puzzle").map(parse_puzzle).transpose()?,
        startup_stats: args.flag("startup-stats"),
        edit: args.flag("edit"),
        edit_text: args.value("position").filter(|_| args.flag("edit")).map(str::to_string),
        analyse: args.flag("analyse"),
    })
}

/// `towers game.ron` (a file manager's "Open with"): the file, after asking if the autosave
/// brought back a game with unsaved moves.
fn open_file(args: &Args, state: &mut GameState) -> Result<ui::leave::Leaving, CliError> {
    let mut leaving = ui::leave::Leaving::default();
    let Some(file) = args.value("open") else { return Ok(leaving) };
    let path = std::path::Path::new(file);
    let mut opened = ui::files::load(path).map_err(|e| CliError::usage(format!("cannot open {file}: {e}")))?;
    opened.mark_saved(path);
    opened.message = crate::t!("launch-opened-all-checked", file = file, value = crate::t!("count-moves", n = opened.notation().len()));
    if state.has_unsaved_moves() {
        leaving.0 = Some(ui::leave::Leave::Game(Box::new(opened)));
    } else {
        *state = opened;
    }
    Ok(leaving)
}

/// `--puzzle open` / `ID`: the trainer, or one of its puzzles (a shipped one's id).
fn parse_puzzle(v: &str) -> Result<Option<String>, CliError> {
    if v == "open" {
        return Ok(None);
    }
    crate::puzzles::find(v).map(|p| Some(p.id.clone())).map_err(|e| CliError::usage(format!("--puzzle: {e}")))
}

/// `--guide open` / `C-L` / `C-L-S`: the guide's index, a lesson, a step of a lesson.
fn parse_guide(v: &str) -> Result<(Option<(usize, usize)>, usize), CliError> {
    if v == "open" {
        return Ok((None, 0));
    }
    let n: Vec<usize> = v.split('-').map(|p| crate::cli::parse_count(p, "a --guide number", 0..=999usize)).collect::<Result<_, _>>()?;
    match n.as_slice() {
        [c, l] => Ok((Some((*c, *l)), 0)),
        [c, l, s] => Ok((Some((*c, *l)), *s)),
        _ => Err(CliError::usage(format!("--guide takes open, CHAPTER-LESSON or CHAPTER-LESSON-STEP, got '{}'", crate::core::text::quoted(v)))),
    }
}

/// `--seats human,hard`: one entry per seat, `human` or a computer level.
fn parse_seats(list: &str, seats: usize) -> Result<Vec<SeatKind>, CliError> {
    let kinds = list
        .split(',')
        .map(|w| match w.trim() {
            "human" => Ok(SeatKind::Human),
            "remote" => Ok(SeatKind::Remote),
            level => level.parse().map(SeatKind::Computer).map_err(|e| CliError::usage(format!("--seats: {e}"))),
        })
        .collect::<Result<Vec<_>, _>>()?;
    if kinds.len() != seats {
        return Err(CliError::usage(format!("--seats needs {seats} entries (human, remote or a level), got {}", kinds.len())));
    }
    Ok(kinds)
}

fn parse_size(v: Option<&str>) -> Result<(u32, u32), CliError> {
    let Some(v) = v else { return Ok((1280, 720)) };
    let (w, h) = v.split_once('x').ok_or_else(|| CliError::usage(format!("--size must be WIDTHxHEIGHT, got '{}'", crate::core::text::quoted(v))))?;
    let side = |v, what| crate::cli::parse_count(v, what, 64..=16_384);
    Ok((side(w, "the --size width")?, side(h, "the --size height")?))
}

/// Opens the app window and runs until it is closed (or the screenshot / frame statistics are done).
pub fn run(args: &Args) -> Result<(), CliError> {
    let _ = trace::START.set(std::time::Instant::now());
    let Prepared { state, settings, mode, autosave, offer, leaving, net, stored } = prepare(args)?;
    crate::i18n::set(settings.language.unwrap_or_else(crate::i18n::system));
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
                    title: crate::t!("launch-towers"),
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
            // The internet transport retries what fails (an offline machine, a relay away) and
            // the Network window says so: its warnings would only fill the terminal.
            .set(bevy::log::LogPlugin { filter: LOG_FILTER.into(), ..default() })
            .set(rendering::pbr_plugin()),
    );
    app.insert_resource(state)
        .insert_resource(settings)
        .insert_resource(mode)
        .insert_resource(autosave)
        .insert_resource(offer)
        .insert_resource(leaving)
        .insert_resource(stored)
        .insert_resource(super::sound::Speaker::start());
    if let Some(n) = net {
        app.insert_resource(n);
    }
    app.add_plugins(TowersPlugin);
    match app.run() {
        AppExit::Success => Ok(()),
        AppExit::Error(c) => Err(CliError::App(format!("the app stopped with code {c}"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_puzzle_named_on_the_command_line_is_checked_first() {
        assert_eq!(parse_puzzle("open").unwrap(), None);
        assert_eq!(parse_puzzle("storm-0270").unwrap().as_deref(), Some("storm-0270"));
        let e = parse_puzzle("storm-9999").unwrap_err().to_string();
        assert!(e.contains("--puzzle") && e.contains("storm-9999"), "{e}");
    }
}
