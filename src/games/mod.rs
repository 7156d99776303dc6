//! The catalogue of games: one folder per game, each registered here.

pub mod litrof;
pub mod sketch;
pub mod storm;
pub mod three_elephant;
pub mod tribesmen;

use crate::core::{ConfigError, Game, GameConfig, GameMeta, PositionError, Tuning};
use crate::session::{DynGame, Session};
use sketch::Sketch;

/// Opens a game from a position string for a configuration.
pub type ReadPosition = fn(&GameConfig, &str) -> Result<Box<dyn DynGame>, PositionError>;

/// Reads a position string with the game's grammar only, for the board editor (`sketch::read`).
pub type ReadSketch = fn(&GameConfig, &str) -> Result<Box<dyn Sketch>, PositionError>;

/// One game of the catalogue: everything the rest of the program needs to know by game. The
/// engine in the game's folder depends only on `core`; this entry is where it is wrapped for the
/// app, the command line and the records (`session::Session`), and the one place a game is named.
#[derive(Clone, Copy)]
pub struct GameEntry {
    /// The command-line name: `storm`, `litrof`, `tribesmen`, `three-elephant`.
    pub id: &'static str,
    /// Name, rules summary, variants and options, from the game's RON data.
    pub meta: fn() -> GameMeta,
    /// A new game from a configuration (checked against `meta`).
    pub create: fn(&GameConfig) -> Result<Box<dyn DynGame>, ConfigError>,
    /// A game from a position string for a configuration (game, variant, options).
    pub read: ReadPosition,
    /// The board editor's reader: a position string as the game's plain setup, no rules asked
    /// (the game's `edit.rs`); None for a game the editor cannot open.
    pub sketch: Option<ReadSketch>,
    /// How the computer plays it: the search at each level, the level times, the draw contempt
    /// and the score scale (`Game::TUNING`, stated beside the engine).
    pub tuning: &'static Tuning,
    /// What the app shows the game with until the player chooses otherwise.
    pub ui: UiDefaults,
}

/// A game's defaults in the app (the player's own choices, remembered per game, win over them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UiDefaults {
    /// The board theme: a file of `assets/themes/` (without `.ron`) that lists the game.
    pub theme: &'static str,
    /// Stack heights always shown, rather than on hover (Tribesmen, where a stack's height is
    /// the game).
    pub show_heights: bool,
    /// The new-game dialog offers the colours-and-towers setup builder (`app::ui::setup_builder`,
    /// made for Litróf's setups).
    pub setup_builder: bool,
}

impl UiDefaults {
    /// A theme, heights on hover, no setup builder.
    pub const fn theme(theme: &'static str) -> UiDefaults {
        UiDefaults { theme, show_heights: false, setup_builder: false }
    }
}

/// A game from a position string, with the counters its trailing fields give.
fn read<G: Game>(config: &GameConfig, text: &str) -> Result<Box<dyn DynGame>, PositionError> {
    Ok(Box::new(Session::<G>::from_text(config, text)?))
}

/// A new game from its engine's constructor.
fn start<G: Game>(pos: Result<G, ConfigError>) -> Result<Box<dyn DynGame>, ConfigError> {
    Ok(Box::new(Session::new(pos?)))
}

/// A new game of an engine whose setup is a position string (Three Elephant): a `setup` is read
/// as one, with its count of quiet plies; without one, the engine's constructor.
fn start_or_read_setup<G: Game>(config: &GameConfig, new: fn(&GameConfig) -> Result<G, ConfigError>) -> Result<Box<dyn DynGame>, ConfigError> {
    match &config.setup {
        Some(text) => match Session::<G>::from_text(config, text) {
            Ok(s) => Ok(Box::new(s)),
            Err(PositionError::Config(e)) => Err(e),
            Err(e) => Err(ConfigError::Rejected(format!("setup: {e}"))),
        },
        None => start(new(config)),
    }
}

/// The catalogue, in menu order; the first is the app's default game. A new game is one entry
/// here (docs/architecture.md, "Adding a game").
static CATALOGUE: &[GameEntry] = &[
    GameEntry {
        id: "storm",
        meta: storm::meta,
        create: |c| start(storm::Storm::new(c)),
        read: read::<storm::Storm>,
        sketch: Some(storm::edit::read),
        tuning: &<storm::Storm as Game>::TUNING,
        ui: UiDefaults::theme("smess"),
    },
    GameEntry {
        id: "litrof",
        meta: litrof::meta,
        create: |c| start(litrof::Litrof::new(c)),
        read: read::<litrof::Litrof>,
        sketch: Some(litrof::edit::read),
        tuning: &<litrof::Litrof as Game>::TUNING,
        ui: UiDefaults { setup_builder: true, ..UiDefaults::theme("litrof-slate") },
    },
    GameEntry {
        id: "tribesmen",
        meta: tribesmen::meta,
        create: |c| start(tribesmen::Tribesmen::new(c)),
        read: read::<tribesmen::Tribesmen>,
        sketch: Some(tribesmen::edit::read),
        tuning: &<tribesmen::Tribesmen as Game>::TUNING,
        ui: UiDefaults { show_heights: true, ..UiDefaults::theme("tribesmen-sand") },
    },
    GameEntry {
        id: "three-elephant",
        meta: three_elephant::meta,
        create: |c| start_or_read_setup(c, three_elephant::ThreeElephant::from_config),
        read: read::<three_elephant::ThreeElephant>,
        sketch: Some(three_elephant::edit::read),
        tuning: &<three_elephant::ThreeElephant as Game>::TUNING,
        ui: UiDefaults::theme("three-elephant-jade"),
    },
];

/// Every game this build offers, in menu order.
pub fn all() -> Vec<GameEntry> {
    CATALOGUE.to_vec()
}

/// The entry of the game with this id, if this build has it.
pub fn entry(id: &str) -> Option<&'static GameEntry> {
    CATALOGUE.iter().find(|g| g.id == id)
}

/// How the computer plays the game with this id (its entry's `tuning`): what the level menus,
/// `towers match --fixed` and `towers calibrate` read; the generic tuning for an unknown id.
pub fn tuning(id: &str) -> &'static Tuning {
    entry(id).map_or(&Tuning::GENERIC, |g| g.tuning)
}

/// The entry of the game with this id, or an error that lists the games there are.
pub fn find(id: &str) -> Result<GameEntry, ConfigError> {
    entry(id).copied().ok_or_else(|| {
        let names: Vec<&str> = CATALOGUE.iter().map(|g| g.id).collect();
        ConfigError::UnknownGame { id: id.to_string(), known: names.join(", ") }
    })
}

/// A new game from a configuration: the game, variant, options and setup are all checked.
pub fn new_game(config: &GameConfig) -> Result<Box<dyn DynGame>, ConfigError> {
    (find(&config.game)?.create)(config)
}

/// A game from a position string: the configuration names the game, variant and options.
pub fn from_position(config: &GameConfig, text: &str) -> Result<Box<dyn DynGame>, PositionError> {
    let entry = find(&config.game)?;
    (entry.read)(config, text)
}

#[cfg(test)]
mod words_tests;

#[cfg(test)]
mod option_label_tests {
    /// The new-game dialog and the rules panel show options in words: a missing label would
    /// show a raw id (`pawn-captures-neutral`) to the player.
    #[test]
    fn every_option_and_every_listed_value_has_words() {
        for g in super::all() {
            for o in (g.meta)().options {
                assert!(!o.label.trim().is_empty() && o.label != o.name, "{}: option {} has no label", g.id, o.name);
                for v in o.values.iter().filter(|v| *v != "<number>") {
                    let words = o.value_labels.get(v).unwrap_or_else(|| panic!("{}: option {} value {v} has no label", g.id, o.name));
                    assert!(!words.trim().is_empty());
                }
                for k in o.value_labels.keys() {
                    assert!(o.values.contains(k), "{}: option {} labels unknown value {k}", g.id, o.name);
                }
            }
        }
    }
}

#[cfg(test)]
mod catalogue_tests {
    use super::*;
    use crate::ai::{Level, Plan, level_time};
    use std::sync::Mutex;
    use std::sync::atomic::AtomicBool;

    /// The plan a game made by its entry searches with at `level` (the search itself is cut to
    /// a few nodes).
    fn plan_of(game: &dyn DynGame, level: Level) -> Plan {
        let seen = Mutex::new(None);
        let adjust = |p: &mut Plan| {
            *seen.lock().unwrap() = Some(*p);
            p.fix_nodes(16);
        };
        game.think_with(level, &adjust, 1, &AtomicBool::new(false), &mut |_| {});
        seen.into_inner().unwrap().expect("the plan was made")
    }

    /// Each game states its own measured tuning and fitted score scale, its entry carries them,
    /// and a game made by the entry, in every variant, searches with exactly those numbers.
    #[test]
    fn every_entry_carries_its_tuning_and_its_games_search_with_it() {
        for g in all() {
            assert_ne!(*g.tuning, Tuning::GENERIC, "{}: no tuning of its own", g.id);
            assert_ne!(g.tuning.eval_scale, crate::core::tuning::DEFAULT_SCALE, "{}: no fitted score scale", g.id);
            assert!(std::ptr::eq(tuning(g.id), g.tuning), "{}", g.id);
            let meta = (g.meta)();
            assert_eq!(meta.id, g.id, "assets/games/{}.ron names another id", g.id);
            for v in meta.variants {
                let game = (g.create)(&GameConfig::new(g.id).with_variant(&v.id)).unwrap();
                for (i, level) in [Level::Easy, Level::Medium, Level::Hard, Level::Expert].into_iter().enumerate() {
                    let plan = plan_of(game.as_ref(), level);
                    let what = format!("{} {} {level}", g.id, v.id);
                    assert_eq!(plan.limits.time, Some(level_time(level, g.tuning)), "{what}");
                    assert_eq!(plan.eval_scale, g.tuning.eval_scale, "{what}");
                    assert_eq!(plan.contempt, if i >= 2 { g.tuning.contempt } else { 0 }, "{what}");
                    match g.tuning.many_seats.filter(|_| game.seats() > 2) {
                        Some(m) => {
                            assert_eq!((plan.algorithm, plan.max_depth, plan.root_noise), (m.algorithm, m.levels[i].0, m.levels[i].1), "{what}")
                        }
                        None => {
                            let (depth, noise) = g.tuning.levels[i];
                            assert_eq!((Some(plan.algorithm), plan.max_depth, plan.root_noise), (g.tuning.algorithm, depth, noise), "{what}")
                        }
                    }
                }
            }
        }
        assert_eq!(tuning("no such game"), &Tuning::GENERIC);
    }

    /// Nothing but the catalogue chooses by a game's id: the search, the calibration, the
    /// editor's reader, the guides and the wrapping of the engines find a game's numbers and
    /// readers through its entry, and an engine names no game but its own. (Tests may name
    /// games; the code before a file's tests may not.)
    #[test]
    fn only_the_catalogue_names_the_games() {
        fn rust_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
            for e in std::fs::read_dir(dir).unwrap().flatten() {
                let p = e.path();
                if p.is_dir() {
                    rust_files(&p, out);
                } else if p.extension().is_some_and(|x| x == "rs") {
                    out.push(p);
                }
            }
        }
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = Vec::new();
        for dir in ["ai", "core", "session", "games", "edit", "analysis", "guide"] {
            rust_files(&src.join(dir), &mut files);
        }
        let ids: Vec<&str> = all().iter().map(|g| g.id).collect();
        let mut checked = 0;
        for path in files {
            let rel = path.strip_prefix(&src).unwrap().to_string_lossy().replace('\\', "/");
            let name = path.file_name().unwrap().to_string_lossy();
            if rel == "games/mod.rs" || name.contains("test") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let code = text.split("#[cfg(test)]").next().unwrap();
            for id in &ids {
                let own = rel.starts_with(&format!("games/{}/", id.replace('-', "_")));
                assert!(own || !code.contains(&format!("\"{id}\"")), "src/{rel} names the game \"{id}\" outside its tests");
            }
            checked += 1;
        }
        assert!(checked > 50, "only {checked} files looked at");
    }

    /// The app's default theme for each game is a shipped theme made for it.
    #[test]
    fn every_default_theme_is_shipped_and_lists_its_game() {
        for g in all() {
            let path = format!("themes/{}.ron", g.ui.theme);
            let text = crate::core::assets::text(&path).unwrap_or_else(|| panic!("{}: no assets/{path}", g.id));
            let games = text.lines().find(|l| l.trim_start().starts_with("games:")).unwrap_or_else(|| panic!("assets/{path} lists no games"));
            assert!(games.contains(&format!("\"{}\"", g.id)), "assets/{path} is not made for {}", g.id);
        }
    }
}
