//! The player's choices kept between runs of the app: theme per game, graphics quality, view
//! toggles, overlays, the camera's starting view, the window, and the last new game. Plain data
//! here (no Bevy) so that reading, writing and the damaged-file path are tested in seconds; the
//! app turns it into its resources and back.
//!
//! The file is RON in the platform's configuration directory (`directories`), written whole
//! with the atomic writer. Every field has a default and unknown fields are ignored, so a file
//! from an older or newer version still loads what it can. A file that was read but does not
//! parse (or is not text, or is far too large to be settings) is damaged: it is moved aside
//! (kept for the curious, never read again) and the defaults are used, with one line saying so.
//! A file that could not be read for a reason that may pass (its permissions, a directory or
//! a pipe in its place) says nothing about its contents: it is reported, left where it is and
//! never replaced. Settings must never stop the app from starting.

use super::io::{self, ReadError};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Everything the app remembers. `None` and empty mean "not chosen": the app's own default.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Prefs {
    /// Theme id chosen per game id.
    pub themes: BTreeMap<String, String>,
    /// "fast" or "high"; `None`: chosen from the graphics adapter at each start.
    pub quality: Option<String>,
    pub view: ViewPrefs,
    /// Overlay kinds switched on, per game id ("all" switches every kind on).
    pub overlays: BTreeMap<String, Vec<String>>,
    /// The camera's starting view: "reset" (the player's side, the default), "top", "player".
    pub camera: Option<String>,
    pub window: Option<WindowPrefs>,
    pub new_game: Option<NewGamePrefs>,
    pub sound: SoundPrefs,
    /// The language chosen in the View menu, by tag ("de", "zh-CN"); `None`: the system's.
    pub language: Option<String>,
    pub online: OnlinePrefs,
}

/// The Online window's server and session, so that the player stays signed in.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct OnlinePrefs {
    /// The server's address (`http://127.0.0.1:7628`).
    pub server: Option<String>,
    pub name: Option<String>,
    /// The session's token; the server keeps only its hash.
    pub token: Option<String>,
}

/// The Sound menu's choices.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SoundPrefs {
    /// All sound on or off.
    pub on: Option<bool>,
    /// The master volume, 0 to 100.
    pub volume: Option<u8>,
    /// The cues switched off, by id ("move", "low-time", ...).
    pub off: Vec<String>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ViewPrefs {
    /// "nested" or "exploded".
    pub stacking: Option<String>,
    pub glyphs: Option<bool>,
    /// Stack heights always shown, per game id (Tribesmen shows them unless told otherwise).
    pub heights: BTreeMap<String, bool>,
    pub animate: Option<bool>,
    /// Files and ranks along the board's edges.
    pub coordinates: Option<bool>,
    /// The pieces' palette: "standard" or "colour-safe".
    pub palette: Option<String>,
    /// Letters and patterns on the pieces that need no colour.
    pub marks: Option<bool>,
}

/// The window as the player left it, in logical pixels; the position where the window system
/// told it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct WindowPrefs {
    pub width: u32,
    pub height: u32,
    pub x: Option<i32>,
    pub y: Option<i32>,
}

/// The new-game dialog's last choices. Seats as the command line writes them ("human",
/// "hard").
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct NewGamePrefs {
    pub game: String,
    pub variant: String,
    pub options: BTreeMap<String, String>,
    pub setup: Option<String>,
    pub seats: Vec<String>,
    /// The time control (`core::clock`), if the game was timed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time: Option<String>,
}

/// The settings file: `$TOWERS_CONFIG_DIR/settings.ron`, else the platform's configuration
/// directory for the app (`~/.config/towers/settings.ron` on Linux, honouring
/// `$XDG_CONFIG_HOME`).
pub fn path() -> PathBuf {
    if let Some(d) = std::env::var_os("TOWERS_CONFIG_DIR").filter(|d| !d.is_empty()) {
        return PathBuf::from(d).join("settings.ron");
    }
    match directories::ProjectDirs::from("", "", "towers") {
        Some(dirs) => dirs.config_dir().join("settings.ron"),
        None => std::env::temp_dir().join("towers-settings.ron"),
    }
}

/// What `load` found.
#[derive(Clone, Debug, PartialEq)]
pub struct Loaded {
    pub prefs: Prefs,
    /// Set when the file existed but could not be used: one line for the status bar.
    pub warning: Option<String>,
}

/// Reads the settings; never fails. A missing file gives the defaults silently; a damaged one
/// gives the defaults and a warning, and is renamed to `settings.ron.damaged`; an unreadable
/// one gives the defaults and a warning, and is left alone.
pub fn load(path: &Path) -> Loaded {
    let text = match io::read_text(path) {
        Ok(t) => t,
        Err(ReadError::Io { source, .. }) if source.kind() == std::io::ErrorKind::NotFound => {
            return Loaded { prefs: Prefs::default(), warning: None };
        }
        Err(e @ (ReadError::NotUtf8 { .. } | ReadError::TooLarge { .. })) => return damaged(path, &e.to_string()),
        Err(e) => return unreadable(path, &e.to_string()),
    };
    match ron::from_str::<Prefs>(&text) {
        Ok(prefs) => Loaded { prefs, warning: None },
        Err(e) => damaged(path, &format!("line {}: {}", e.span.start.line, e.code)),
    }
}

/// Why the file at `path` is there but cannot be read, if it is (not if it is missing, or
/// read and damaged): then it is the player's to mend, not ours to move or replace.
fn passing_trouble(path: &Path) -> Option<ReadError> {
    match io::read_text(path) {
        Err(ReadError::Io { source, .. }) if source.kind() == std::io::ErrorKind::NotFound => None,
        Err(e @ (ReadError::Io { .. } | ReadError::NotAFile { .. })) => Some(e),
        _ => None,
    }
}

fn unreadable(path: &Path, why: &str) -> Loaded {
    Loaded {
        prefs: Prefs::default(),
        warning: Some(crate::core::text::one_line(&format!(
            "The settings file {} could not be read ({why}), so the defaults are used for this run; the file is left as it is.",
            path.display()
        ))),
    }
}

fn damaged(path: &Path, why: &str) -> Loaded {
    let aside = path.with_extension("ron.damaged");
    let kept = std::fs::rename(path, &aside).is_ok();
    let kept = if kept { format!("; it was kept as {}", aside.display()) } else { String::new() };
    Loaded {
        prefs: Prefs::default(),
        warning: Some(crate::core::text::one_line(&format!(
            "The settings file {} could not be read ({why}), so the defaults are used{kept}.",
            path.display()
        ))),
    }
}

/// Writes the settings whole (creating the directory), atomically; never over a file that is
/// there but cannot be read (see `load`).
pub fn save(path: &Path, prefs: &Prefs) -> Result<(), PrefsError> {
    if let Some(e) = passing_trouble(path) {
        return Err(PrefsError::Unreadable(e));
    }
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|source| PrefsError::CreateDir { dir: dir.to_owned(), source })?;
    }
    let text = ron::ser::to_string_pretty(prefs, ron::ser::PrettyConfig::default())?;
    Ok(io::write_atomic(path, &(text + "\n"))?)
}

/// `--reset-settings`: forgets the file (a missing one is fine).
pub fn reset(path: &Path) -> Result<(), PrefsError> {
    match std::fs::remove_file(path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(source) => Err(PrefsError::Remove { path: path.to_owned(), source }),
    }
}

/// Why the settings file was not written or removed.
#[derive(Debug, thiserror::Error)]
pub enum PrefsError {
    /// A file is there that cannot be read: it is not written over.
    #[error("{0}: the settings are not written over it")]
    Unreadable(ReadError),
    #[error("cannot create {}: {source}", .dir.display())]
    CreateDir { dir: PathBuf, source: std::io::Error },
    #[error(transparent)]
    Serialize(#[from] ron::Error),
    #[error(transparent)]
    Write(#[from] io::WriteError),
    #[error("cannot remove {}: {source}", .path.display())]
    Remove { path: PathBuf, source: std::io::Error },
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("towers-prefs-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir.join("settings.ron")
    }

    fn sample() -> Prefs {
        let mut p = Prefs::default();
        p.themes.insert("storm".into(), "alfaerie".into());
        p.quality = Some("high".into());
        p.view.glyphs = Some(false);
        p.view.heights.insert("tribesmen".into(), false);
        p.overlays.insert("tribesmen".into(), vec!["sight".into()]);
        p.camera = Some("top".into());
        p.window = Some(WindowPrefs { width: 1400, height: 900, x: Some(40), y: Some(-10) });
        p.new_game = Some(NewGamePrefs {
            game: "litrof".into(),
            variant: "standard".into(),
            options: [("setup-fill".to_string(), "first".to_string())].into(),
            setup: Some("Red v Purple".into()),
            seats: vec!["human".into(), "hard".into()],
            time: Some("5+3".into()),
        });
        p
    }

    #[test]
    fn settings_written_are_read_back_the_same() {
        let path = temp("roundtrip");
        save(&path, &sample()).unwrap();
        assert_eq!(load(&path), Loaded { prefs: sample(), warning: None });
        reset(&path).unwrap();
        assert!(!path.exists());
        reset(&path).unwrap();
    }

    #[test]
    fn a_missing_file_gives_the_defaults_without_a_word() {
        assert_eq!(load(&temp("missing")), Loaded { prefs: Prefs::default(), warning: None });
    }

    #[test]
    fn a_damaged_file_gives_the_defaults_with_a_message_and_is_moved_aside() {
        let path = temp("damaged");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, "(themes: {\"storm\": 12, oops").unwrap();
        let got = load(&path);
        assert_eq!(got.prefs, Prefs::default());
        let w = got.warning.expect("a message");
        assert!(w.contains("could not be read") && w.contains("defaults"), "{w}");
        assert!(!path.exists() && path.with_extension("ron.damaged").exists());
        // The next start is quiet, and saving works again.
        assert_eq!(load(&path).warning, None);
        save(&path, &sample()).unwrap();
        assert_eq!(load(&path).prefs, sample());
    }

    #[test]
    fn binary_garbage_is_damage_too() {
        let path = temp("garbage");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, [0xff, 0xfe, 0x00, 0x41]).unwrap();
        assert!(load(&path).warning.is_some());
        assert!(!path.exists() && path.with_extension("ron.damaged").exists());
    }

    /// A directory, a pipe or a file without read permission in the settings' place was not
    /// read, so it is not damaged: reported, left where it is, and never written over.
    #[cfg(unix)]
    #[test]
    fn a_file_that_cannot_be_read_is_reported_and_left_alone() {
        use std::os::unix::fs::PermissionsExt;
        let path = temp("unreadable");
        std::fs::create_dir_all(&path).unwrap();
        let check = |what: &str| {
            let got = load(&path);
            assert_eq!(got.prefs, Prefs::default(), "{what}");
            let w = got.warning.unwrap_or_else(|| panic!("{what}: a message"));
            assert!(w.contains("left as it is"), "{what}: {w}");
            assert!(path.exists() && !path.with_extension("ron.damaged").exists(), "{what}: moved aside");
            assert!(save(&path, &sample()).is_err(), "{what}: written over");
        };
        check("a directory");
        std::fs::remove_dir(&path).unwrap();
        let fifo = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
        assert_eq!(unsafe { libc::mkfifo(fifo.as_ptr(), 0o600) }, 0);
        check("a pipe");
        std::fs::remove_file(&path).unwrap();
        save(&path, &sample()).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o000)).unwrap();
        // Root reads it anyway: then it is simply read.
        if std::fs::read(&path).is_err() {
            check("a file without read permission");
        }
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
        assert_eq!(load(&path).prefs, sample());
    }

    #[test]
    fn a_file_with_only_some_fields_and_unknown_ones_loads_what_it_can() {
        let path = temp("partial");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, "(quality: Some(\"fast\"), from_the_future: 3, view: (glyphs: Some(true)))").unwrap();
        let got = load(&path);
        assert_eq!(got.warning, None);
        assert_eq!(got.prefs.quality.as_deref(), Some("fast"));
        assert_eq!(got.prefs.view.glyphs, Some(true));
        assert!(got.prefs.themes.is_empty());
    }
}
