//! The command line as a user's shell sees it.

use std::io::{BufRead, BufReader, Read};
use std::process::{Command, Stdio};

/// `towers record … | head -1`: once the reader has gone, the command stops quietly (by
/// SIGPIPE, as command-line tools do) instead of panicking on its next line.
#[test]
fn a_closed_output_pipe_ends_the_command_quietly() {
    let out = std::env::temp_dir().join(format!("towers-pipe-{}.ron", std::process::id()));
    let mut child = Command::new(env!("CARGO_BIN_EXE_towers"))
        .args(["record", "storm", "--seed", "3", "--out", out.to_str().unwrap()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut first).unwrap();
    assert!(!first.is_empty(), "the recorder printed nothing");
    // The reader is dropped here: the pipe is closed while the recorder still has moves to print.
    let mut err = String::new();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    let status = child.wait().unwrap();
    let _ = std::fs::remove_file(&out);
    assert!(!err.contains("panicked"), "{err}");
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        assert_eq!(status.signal(), Some(13), "{status:?}");
    }
}

fn towers(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_towers")).args(args).output().unwrap();
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

const STORM_START: &str = "nyftbtfyn/9/1c5c1/i1i1i1i1i/9/9/I1I1I1I1I/1C5C1/9/NYFTBTFYN r";

/// The issue's example: the Storm start as a position string lists its 58 opening moves; the
/// status line comes once, and the position string of where it stands is printed.
#[test]
fn show_reads_a_position_string_and_prints_where_it_stands() {
    let (ok, out, err) = towers(&["show", "storm", "--position", STORM_START]);
    assert!(ok, "{err}");
    assert!(out.contains("58 legal moves:"), "{out}");
    assert!(out.contains(&format!("position: {STORM_START}")), "{out}");
    assert_eq!(out.matches("Red to move").count(), 1, "the status line is printed once:\n{out}");
    let (ok, out, _) = towers(&["show", "storm", "--moves", "Ie4-e5"]);
    assert!(ok);
    let after = out.lines().find_map(|l| l.strip_prefix("position: ")).unwrap().to_string();
    // Blue to move, one ply since the last capture (the trailing fields of docs/positions/storm.md).
    assert!(after.ends_with(" b 1 - -"), "{after}");
    let (ok, again, _) = towers(&["show", "storm", "--position", &after]);
    assert!(ok);
    let legal = |s: &str| s.lines().find(|l| l.contains("legal moves:")).unwrap().to_string();
    assert_eq!(legal(&out), legal(&again), "the written position has the same moves as the game it came from");
}

/// A bad position string is one line that says where and what, with exit code 2.
#[test]
fn a_bad_position_is_one_clear_line() {
    for bad in ["nyftbtfyn/9/1c5c1 r", "nyftbtfyn/9/1c5c1/i1i1i1i1i/9/9/I1I1I1I1I/1C5C1/9/NYFTBTFYN x", "zzz"] {
        let out = Command::new(env!("CARGO_BIN_EXE_towers")).args(["show", "storm", "--position", bad]).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{bad}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.starts_with("towers: ") && err.len() > 20 && !err.contains("panicked"), "{err}");
    }
}

/// `analyse` prints the evaluation, the depth, the best line and the best moves, for a
/// position given as text and for one reached by moves.
#[test]
fn analyse_prints_evaluation_depth_line_and_best_moves() {
    let (ok, out, err) = towers(&["analyse", "storm", "--position", STORM_START, "--seconds", "0.6", "--lines", "3"]);
    assert!(ok, "{err}");
    for want in ["evaluation:", "expected result", "depth:", "best line:", "best moves:", "  1. ", "  2. ", "  3. "] {
        assert!(out.contains(want), "missing '{want}' in:\n{out}");
    }
    let (ok, out, err) = towers(&["analyse", "three-elephant", "--moves", "Sa2>L; Nb1-c3", "--seconds", "0.3", "--lines", "2"]);
    assert!(ok, "{err}{out}");
    assert!(out.contains("Black to move") && out.contains("  2. "), "{out}");
    let (ok, _, err) = towers(&["analyse", "storm", "--seconds", "-1"]);
    assert!(!ok && err.contains("--seconds"), "{err}");
}

/// `towers replay` prints a resignation as the result.
#[test]
fn replay_shows_a_resignation() {
    let path = std::env::temp_dir().join(format!("towers-resigned-{}.ron", std::process::id()));
    std::fs::write(&path, "(format: 1, game: \"storm\", variant: \"standard\", moves: [\"Ie4-e5\"], ended: Some(Resigned(1)))").unwrap();
    let (ok, out, err) = towers(&["replay", path.to_str().unwrap()]);
    let (_, text, _) = towers(&["replay", path.to_str().unwrap(), "--text"]);
    let _ = std::fs::remove_file(&path);
    assert!(ok, "{err}");
    assert!(out.contains("result: Red wins: Blue resigns"), "{out}");
    assert!(text.contains("[Termination \"Blue resigns\"]") && text.contains("[Result \"Red wins: Blue resigns\"]"), "{text}");
}

/// `towers record --position`: the save starts where the game did, so `replay` (and Load)
/// replays it from there, and its text export says where.
#[test]
fn a_game_recorded_from_a_position_replays_from_it() {
    let (ok, shown, err) = towers(&["show", "storm", "--moves", "Ie4-e5 Ie7-e6 Cb3-c3"]);
    assert!(ok, "{err}");
    let position = shown.lines().find_map(|l| l.strip_prefix("position: ")).unwrap().to_string();
    let path = std::env::temp_dir().join(format!("towers-recorded-{}.ron", std::process::id()));
    let file = path.to_str().unwrap();
    let (ok, out, err) = towers(&["record", "storm", "--position", &position, "--moves", "Ia7-a6", "--seed", "4", "--out", file]);
    assert!(ok && out.starts_with("saved 2 "), "{err}{out}");
    let (ok, replayed, err) = towers(&["replay", file]);
    let (_, text, _) = towers(&["replay", file, "--text"]);
    let saved = std::fs::read_to_string(&path).unwrap();
    let _ = std::fs::remove_file(&path);
    assert!(ok && replayed.contains("moves, all legal"), "{err}");
    assert!(saved.contains(&format!("position: Some(\"{position}\")")), "{saved}");
    assert!(text.contains(&format!("[Position \"{position}\"]")) && text.contains("1. Ia7-a6"), "{text}");
}

/// `help help` is help; extra words, an unknown flag at the end and a stray positional word
/// are one line each with exit code 2.
#[test]
fn help_help_extra_words_and_unknown_flags_get_one_clear_line() {
    let (ok, out, err) = towers(&["help", "help"]);
    assert!(ok && out.starts_with("towers help [COMMAND]"), "{err}{out}");
    let refused = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_towers")).args(args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr).into_owned();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.starts_with("towers: ") && err.lines().count() == 1, "{args:?}: {err}");
        err
    };
    assert!(refused(&["help", "show", "extra"]).contains("unexpected argument 'extra'"));
    assert!(refused(&["replay", "f.ron", "--bogus"]).contains("unknown argument --bogus"));
    assert!(refused(&["replay", "f.ron", "--bogus", "--text"]).contains("unknown argument --bogus"));
    assert!(refused(&["show", "storm", "extra"]).contains("unexpected argument 'extra'"));
    assert!(refused(&["play", "storm", "extra", "--games", "1"]).contains("unexpected argument 'extra'"));
    assert!(refused(&["games", "extra"]).contains("unexpected argument 'extra'"));
    assert!(refused(&["analyse", "storm", "--seconds"]).contains("--seconds needs a value"));
}

/// A long `play` or `analyse` says on stderr how far it is, instead of nothing for hours:
/// the first progress line comes (within a generous wait), then the run is stopped.
#[test]
fn long_runs_print_progress() {
    for (args, want) in [
        (&["play", "storm", "--games", "1000000000"][..], "play: game "),
        (&["analyse", "storm", "--seconds", "86400", "--threads", "1"][..], "analyse: "),
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_towers")).args(args).stdout(Stdio::null()).stderr(Stdio::piped()).spawn().unwrap();
        // Should no line come, the run is ended after two minutes and the test fails.
        let (done, watch) = std::sync::mpsc::channel::<()>();
        let pid = child.id().to_string();
        let watchdog = std::thread::spawn(move || {
            if watch.recv_timeout(std::time::Duration::from_secs(120)).is_err() {
                let _ = Command::new("kill").arg(&pid).status();
            }
        });
        let mut line = String::new();
        let _ = BufReader::new(child.stderr.take().unwrap()).read_line(&mut line);
        let _ = done.send(());
        watchdog.join().unwrap();
        let _ = child.kill();
        child.wait().unwrap();
        assert!(line.starts_with(want), "{args:?}: {line}");
    }
}

/// The help follows the system's language; what the command line prints for scripts (a
/// position, its legal moves, the engine protocol) is the same in every language.
#[test]
fn the_help_speaks_the_systems_language_and_the_output_stays_canonical() {
    let run = |lang: &str, args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_towers"))
            .args(args)
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANGUAGE")
            .env("LANG", lang)
            .output()
            .unwrap();
        assert!(out.status.success(), "{args:?} in {lang}: {}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).unwrap()
    };
    let english = run("C", &["help"]);
    assert!(english.contains("Usage:"), "{english}");
    assert!(run("de_DE.UTF-8", &["help"]).contains("Aufruf:"), "German help");
    let chinese = run("zh_CN.UTF-8", &["help", "perft"]);
    assert!(chinese.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)), "{chinese}");
    assert!(run("zh_CN.UTF-8", &["perft", "--help"]) == chinese, "--help and help COMMAND agree");
    for args in [&["show", "storm", "--moves", "Ie4-e5"][..], &["games"][..]] {
        assert_eq!(run("de_DE.UTF-8", args), run("C", args), "{args:?} is the same in German");
        assert_eq!(run("zh_CN.UTF-8", args), run("C", args), "{args:?} is the same in Chinese");
    }
}
