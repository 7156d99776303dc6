//! The binary as a desktop installs and starts it: `--version`, a file given on the command
//! line. (`scripts/install.sh` into a temporary prefix and back out is tested by
//! `scripts/test-all.sh`, after the release build it installs.)

use std::process::Command;

fn towers(args: &[&str]) -> (Option<i32>, String, String) {
    // Its own data directory: an app run would otherwise look at the user's autosave.
    let data = std::env::temp_dir().join(format!("towers-desktop-data-{}", std::process::id()));
    let out = Command::new(env!("CARGO_BIN_EXE_towers")).args(args).env("TOWERS_DATA_DIR", &data).output().unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn version_names_the_program_and_its_version() {
    for flag in ["--version", "-V"] {
        let (code, out, _) = towers(&[flag]);
        assert_eq!(code, Some(0));
        assert_eq!(out.trim(), format!("towers {}", env!("CARGO_PKG_VERSION")));
    }
}

/// A missing save is one clear line; an existing file is handed to the app (which this
/// engine-only test binary does not have, and says so).
#[test]
fn a_file_on_the_command_line_opens_in_the_app() {
    let (code, _, err) = towers(&["no-such-game.ron"]);
    assert_eq!(code, Some(2));
    assert_eq!(err.trim(), "towers: cannot open no-such-game.ron: no such file");
    let file = std::env::temp_dir().join(format!("towers-open-{}.ron", std::process::id()));
    std::fs::write(&file, "()").unwrap();
    let (code, _, err) = towers(&[file.to_str().unwrap()]);
    let _ = std::fs::remove_file(&file);
    assert_eq!(code, Some(2));
    if cfg!(feature = "app") {
        assert!(err.contains("cannot open"), "{err}");
    } else {
        assert!(err.contains("this build has no app"), "{err}");
    }
}
