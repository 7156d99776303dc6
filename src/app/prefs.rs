//! The player's choices kept between runs (`record::prefs` holds the file format): read once
//! before the window opens, into `Settings`, the window and the first game; written back
//! whenever they change, at most once a second (a window being dragged changes every frame),
//! and when the app closes.
//!
//! `Settings::remembered` keeps what belongs to games not on the board (their themes, overlays
//! and stack-height choices) and the last new game, so switching games brings each game's own
//! look back.

use super::settings::Quality;
use crate::app::layout::Stacking;
use crate::app::settings::Settings;
use crate::app::state::{GameState, SeatKind};
use crate::core::clock::TimeControl;
use crate::record::prefs::{self, NewGamePrefs, Prefs, WindowPrefs};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowPosition};
use std::path::PathBuf;

/// Where the settings live for this run (`None`: a scripted run, which neither reads nor
/// writes them unless `--settings FILE` says where), and what was last written.
#[derive(Resource, Clone, Debug, Default)]
pub struct StoredPrefs {
    pub path: Option<PathBuf>,
    saved: Prefs,
    changed_at: Option<f64>,
    started: bool,
}

impl StoredPrefs {
    pub fn new(path: Option<PathBuf>, saved: Prefs) -> StoredPrefs {
        StoredPrefs { path, saved, changed_at: None, started: false }
    }
}

/// The settings of one game from what was remembered (its theme, stack heights, overlays), or
/// that game's defaults.
pub fn apply_game(settings: &mut Settings, game: &str) {
    let p = &settings.remembered;
    settings.theme = p.themes.get(game).filter(|t| super::theme::find(t).is_ok()).cloned().unwrap_or_else(|| super::theme::default_for(game));
    settings.heights = p.view.heights.get(game).copied().unwrap_or(crate::games::entry(game).is_some_and(|g| g.ui.show_heights));
    let overlays = p.overlays.get(game).cloned().unwrap_or_default();
    settings.all_overlays = overlays.iter().any(|o| o == "all");
    settings.overlays = overlays.into_iter().filter(|o| o != "all").collect();
}

/// The choices that hold for every game, from what was remembered.
pub fn apply_common(settings: &mut Settings) {
    let p = settings.remembered.clone();
    if let Some(q) = p.quality.as_deref().and_then(Quality::parse) {
        settings.quality = q;
        settings.quality_auto = false;
    }
    settings.stacking = match p.view.stacking.as_deref() {
        Some("exploded") => Stacking::Exploded,
        _ => Stacking::Nested,
    };
    settings.glyphs = p.view.glyphs.unwrap_or(true);
    settings.palette = p.view.palette.as_deref().and_then(crate::core::colour::Palette::parse).unwrap_or_default();
    settings.marks = p.view.marks.unwrap_or(settings.palette != crate::core::colour::Palette::Standard);
    settings.coordinates = p.view.coordinates.unwrap_or(true);
    settings.sound = crate::app::sound::SoundSettings {
        on: p.sound.on.unwrap_or(true),
        volume: p.sound.volume.unwrap_or(70).min(100),
        muted: p.sound.off.iter().filter_map(|id| crate::app::sound::Cue::parse(id)).collect(),
    };
    settings.language = p.language.as_deref().and_then(crate::i18n::Lang::parse);
    settings.animate = p.view.animate.unwrap_or(true);
    settings.camera = p.camera.filter(|c| ["reset", "top", "player"].contains(&c.as_str())).unwrap_or_else(|| "reset".into());
}

/// Everything to remember now: what is remembered for other games, with the game on the board's
/// settings and the window as they are.
pub fn snapshot(settings: &Settings, game: &str, window: Option<&Window>) -> Prefs {
    let mut p = settings.remembered.clone();
    p.themes.insert(game.to_string(), settings.theme.clone());
    p.quality = (!settings.quality_auto).then(|| settings.quality.id().to_string());
    p.view.stacking = Some(match settings.stacking {
        Stacking::Nested => "nested".into(),
        Stacking::Exploded => "exploded".into(),
    });
    p.view.glyphs = Some(settings.glyphs);
    p.view.palette = Some(settings.palette.id().to_string());
    p.view.marks = Some(settings.marks);
    p.view.coordinates = Some(settings.coordinates);
    p.sound = crate::record::prefs::SoundPrefs {
        on: Some(settings.sound.on),
        volume: Some(settings.sound.volume),
        off: settings.sound.muted.iter().map(|c| c.id().to_string()).collect(),
    };
    p.language = settings.language.map(|l| l.tag().to_string());
    p.view.heights.insert(game.to_string(), settings.heights);
    p.view.animate = Some(settings.animate);
    let mut overlays: Vec<String> = settings.overlays.iter().cloned().collect();
    if settings.all_overlays {
        overlays.insert(0, "all".into());
    }
    p.overlays.insert(game.to_string(), overlays);
    p.camera = Some(settings.camera.clone());
    if let Some(w) = window
        && w.mode == bevy::window::WindowMode::Windowed
    {
        let (x, y) = match w.position {
            WindowPosition::At(at) => (Some(at.x), Some(at.y)),
            _ => p.window.map_or((None, None), |old| (old.x, old.y)),
        };
        p.window = Some(WindowPrefs { width: w.resolution.width().round() as u32, height: w.resolution.height().round() as u32, x, y });
    }
    p
}

/// Before switching to another game: keep the outgoing game's look in `remembered`.
pub fn remember_game(settings: &mut Settings, game: &str) {
    settings.remembered = snapshot(settings, game, None);
    // The window is not this function's to change.
}

/// What the new-game dialog started, remembered for the next dialog and the next plain launch.
pub fn remember_new_game(settings: &mut Settings, config: &crate::core::GameConfig, seats: &[SeatKind], time: TimeControl) {
    settings.remembered.new_game = Some(NewGamePrefs {
        game: config.game.clone(),
        variant: config.variant.clone(),
        options: config.options.clone(),
        setup: config.setup.clone(),
        seats: seats.iter().map(|s| s.id()).collect(),
        time: time.is_timed().then(|| time.to_string()),
    });
}

/// A new game as remembered: configuration, seats and time control.
pub type NewGame = (crate::core::GameConfig, Vec<SeatKind>, TimeControl);

/// The remembered new game, if it still makes a game (a time control no longer read is none).
pub fn last_new_game(p: &Prefs) -> Option<NewGame> {
    let n = p.new_game.as_ref()?;
    let mut c = crate::core::GameConfig::new(&n.game).with_variant(&n.variant);
    c.options = n.options.clone();
    c.setup = n.setup.clone();
    let seats = crate::games::new_game(&c).ok()?.seats();
    let kinds: Vec<SeatKind> = n.seats.iter().filter_map(|s| SeatKind::from_id(s)).filter(|k| *k != SeatKind::Remote).collect();
    let kinds = if kinds.len() == seats { kinds } else { vec![SeatKind::Human; seats] };
    let time = n.time.as_deref().and_then(|t| t.parse().ok()).unwrap_or_default();
    Some((c, kinds, time))
}

pub struct PrefsPlugin;

impl Plugin for PrefsPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<StoredPrefs>().add_systems(Last, save_prefs);
    }
}

/// How long the settings must stay unchanged before they are written.
const QUIET_SECS: f64 = 1.0;

fn save_prefs(
    settings: Res<Settings>,
    state: Res<crate::app::state::GameState>,
    window: Query<&Window, With<PrimaryWindow>>,
    time: Res<Time<Real>>,
    mut exits: MessageReader<AppExit>,
    mut stored: ResMut<StoredPrefs>,
    mut trace: ResMut<super::trace::TraceLines>,
    mut pending: Local<Option<Prefs>>,
) {
    let Some(path) = stored.path.clone() else { return };
    let closing = exits.read().count() > 0;
    let now = snapshot(&settings, &state.config().game, window.iter().next());
    // The first frame's settings are what the file (or the defaults) gave: nothing to write
    // until the player changes something.
    if !stored.started {
        stored.started = true;
        stored.saved = now;
        return;
    }
    if now != stored.saved && pending.as_ref() != Some(&now) {
        *pending = Some(now);
        stored.changed_at = Some(time.elapsed_secs_f64());
    }
    let Some(since) = stored.changed_at else { return };
    if !closing && time.elapsed_secs_f64() - since < QUIET_SECS {
        return;
    }
    if let Some(p) = pending.take() {
        match prefs::save(&path, &p) {
            Ok(()) => {
                stored.saved = p;
                trace.push(format!("settings saved {} (theme {}, colours {})", path.display(), settings.theme, settings.palette.id()));
            }
            Err(e) => warn!("cannot save the settings: {e}"),
        }
    }
    stored.changed_at = None;
}

/// Puts a new game on the board (new-game dialog, loaded file, a lesson); a different game gets
/// its own theme, stack heights and overlays. Returns the game it replaced.
pub fn switch_game(state: &mut GameState, settings: &mut Settings, s: GameState) -> GameState {
    let game = s.config().game.clone();
    if state.config().game != game {
        // Each game keeps its own look: the outgoing one's is remembered, the incoming one's
        // comes back (or its defaults).
        remember_game(settings, &state.config().game);
        apply_game(settings, &game);
    }
    std::mem::replace(state, s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings() -> Settings {
        crate::app::launch::prepare(&crate::cli::Args::parse(&["--game".into(), "storm".into(), "--no-autosave".into()]).unwrap()).unwrap().settings
    }

    #[test]
    fn the_command_line_chooses_the_colours_and_says_what_it_takes() {
        use crate::core::colour::Palette;
        let run = |extra: &[&str]| {
            let mut args: Vec<String> = ["--game", "litrof", "--no-autosave", "--settings", "off"].map(String::from).to_vec();
            args.extend(extra.iter().map(|s| s.to_string()));
            crate::app::launch::prepare(&crate::cli::Args::parse(&args).unwrap()).map(|p| (p.settings.palette, p.settings.marks))
        };
        assert_eq!(run(&[]).unwrap(), (Palette::Standard, false));
        assert_eq!(run(&["--colours", "colour-safe"]).unwrap(), (Palette::ColourSafe, true));
        assert_eq!(run(&["--colours", "colour-safe", "--marks", "off"]).unwrap(), (Palette::ColourSafe, false));
        assert_eq!(run(&["--marks", "on"]).unwrap(), (Palette::Standard, true));
        let bad = run(&["--colours", "sepia"]).unwrap_err().to_string();
        assert!(bad.contains("--colours must be standard or colour-safe") && !bad.contains('\n'), "{bad}");
    }

    #[test]
    fn the_command_line_silences_a_run_and_says_what_it_takes() {
        let run = |extra: &[&str]| {
            let mut args: Vec<String> = ["--game", "storm", "--no-autosave", "--settings", "off"].map(String::from).to_vec();
            args.extend(extra.iter().map(|s| s.to_string()));
            crate::app::launch::prepare(&crate::cli::Args::parse(&args).unwrap()).map(|p| p.settings.sound.on)
        };
        assert_eq!((run(&[]).unwrap(), run(&["--sound", "off"]).unwrap()), (true, false));
        let bad = run(&["--sound", "loud"]).unwrap_err().to_string();
        assert!(bad.contains("--sound") && !bad.contains('\n'), "{bad}");
    }

    #[test]
    fn each_game_gets_back_its_own_theme_heights_and_overlays() {
        let mut s = settings();
        s.theme = "alfaerie".into();
        remember_game(&mut s, "storm");
        apply_game(&mut s, "tribesmen");
        assert_eq!(s.theme, super::super::theme::default_for("tribesmen"));
        assert!(s.heights, "Tribesmen shows stack heights by default");
        s.heights = false;
        s.overlays.insert("sight".into());
        remember_game(&mut s, "tribesmen");
        apply_game(&mut s, "storm");
        assert_eq!(s.theme, "alfaerie");
        assert!(s.overlays.is_empty());
        apply_game(&mut s, "tribesmen");
        assert!(!s.heights);
        assert!(s.overlays.contains("sight"));
    }

    #[test]
    fn the_command_line_chooses_the_language_by_tag_or_locale() {
        use crate::i18n::Lang;
        let run = |extra: &[&str]| {
            let mut args: Vec<String> = ["--game", "storm", "--no-autosave", "--settings", "off"].map(String::from).to_vec();
            args.extend(extra.iter().map(|s| s.to_string()));
            crate::app::launch::prepare(&crate::cli::Args::parse(&args).unwrap()).map(|p| p.settings.language)
        };
        assert_eq!(run(&[]).unwrap(), None, "no --lang: the system's");
        assert_eq!(run(&["--lang", "de"]).unwrap(), Some(Lang::German));
        assert_eq!(run(&["--lang", "zh_CN.UTF-8"]).unwrap(), Some(Lang::Chinese));
        assert_eq!(run(&["--lang", "en-GB"]).unwrap(), Some(Lang::English));
        let bad = run(&["--lang", "tlh"]).unwrap_err().to_string();
        assert!(bad.contains("--lang must be one of en, de, zh-CN") && !bad.contains('\n'), "{bad}");
    }

    #[test]
    fn a_snapshot_read_back_gives_the_same_settings() {
        let mut s = settings();
        s.quality = Quality::High;
        s.quality_auto = false;
        s.stacking = Stacking::Exploded;
        s.glyphs = false;
        s.palette = crate::core::colour::Palette::ColourSafe;
        s.marks = false;
        s.coordinates = false;
        s.camera = "top".into();
        s.sound = crate::app::sound::SoundSettings { on: false, volume: 35, muted: [crate::app::sound::Cue::LowTime].into() };
        s.language = Some(crate::i18n::Lang::Chinese);
        let p = snapshot(&s, "storm", None);
        assert_eq!(p.language.as_deref(), Some("zh-CN"), "the language is kept by its tag");
        let mut t = settings();
        t.remembered = p;
        apply_common(&mut t);
        apply_game(&mut t, "storm");
        assert_eq!((t.quality, t.quality_auto, t.stacking, t.glyphs, t.camera.as_str()), (Quality::High, false, Stacking::Exploded, false, "top"));
        assert_eq!(t.theme, s.theme);
        assert!(!t.coordinates, "the square names were switched off");
        assert_eq!((t.palette, t.marks), (crate::core::colour::Palette::ColourSafe, false), "colours and marks are remembered apart");
        assert_eq!(t.sound, s.sound, "the Sound menu's choices come back");
        assert_eq!(t.language, Some(crate::i18n::Lang::Chinese), "the language chosen comes back");
        assert_eq!(snapshot(&settings(), "storm", None).language, None, "no choice: the system's language, also next time");
    }

    #[test]
    fn the_last_new_game_comes_back_with_its_seats_unless_it_no_longer_makes_a_game() {
        let mut s = settings();
        let mut c = crate::core::GameConfig::new("tribesmen").with_variant("four-player");
        c.options.clear();
        let g = crate::games::new_game(&c).expect("four-player Tribesmen");
        let seats = vec![SeatKind::Human, SeatKind::Computer(crate::ai::Level::Hard), SeatKind::Human, SeatKind::Human];
        assert_eq!(g.seats(), 4);
        remember_new_game(&mut s, &c, &seats, "10+5x30".parse().unwrap());
        let (back, kinds, time) = last_new_game(&s.remembered).expect("a game");
        assert_eq!(time.to_string(), "10+5x30", "the time control comes back");
        assert_eq!((back.game.as_str(), back.variant.as_str()), ("tribesmen", "four-player"));
        assert_eq!(kinds, seats);
        s.remembered.new_game.as_mut().unwrap().game = "no-such-game".into();
        assert_eq!(last_new_game(&s.remembered), None);
    }
}
