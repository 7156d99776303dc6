//! Files as an attacker or a careless user hands them to the `towers` binary: endless devices,
//! pipes, directories and huge files to read; two recorders on one file, a killed recorder and
//! a write that fails mid-game. Each is answered with one line and exit 2, promptly, and no
//! saved move is lost and no temporary file is left behind.

#![cfg(unix)]

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};
use towers::record::SaveFile;
use towers::record::io::temp_prefix;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("towers-files-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn towers() -> Command {
    Command::new(env!("CARGO_BIN_EXE_towers"))
}

/// Runs `cmd` to its end, failing the test if that takes more than `secs`.
fn within(cmd: &mut Command, secs: u64) -> Output {
    let mut child = cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(secs) {
            child.kill().unwrap();
            panic!("{cmd:?} still running after {secs} s");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    child.wait_with_output().unwrap()
}

/// The one line a refused command prints, after checking it is one line and exit 2.
fn refusal(out: &Output) -> String {
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("towers: "), "{err}");
    err.trim_end().to_string()
}

/// Every file in `dir` but the game (`game.ron`): temporary files, lock files.
fn leftovers(dir: &Path) -> Vec<String> {
    let names = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned());
    names.filter(|n| n != "game.ron").collect()
}

#[test]
fn replay_refuses_endless_and_special_files_at_once() {
    let dir = scratch("special");
    let pipe = dir.join("pipe");
    assert!(Command::new("mkfifo").arg(&pipe).status().unwrap().success());
    let big = dir.join("big.ron");
    std::fs::File::create(&big).unwrap().set_len(33 << 20).unwrap();
    let cases = [
        (PathBuf::from("/dev/zero"), "is a device, not a game file"),
        (PathBuf::from("/dev/urandom"), "is a device, not a game file"),
        (pipe, "is a named pipe, not a game file"),
        (dir.clone(), "is a directory, not a game file"),
        (big, "is larger than 32 MiB, far more than any game file"),
    ];
    for (path, words) in cases {
        let line = refusal(&within(towers().arg("replay").arg(&path), 10));
        assert_eq!(line, format!("towers: {} {words}", path.display()));
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn replay_names_the_line_of_bytes_that_are_not_utf8() {
    let dir = scratch("utf8");
    let path = dir.join("bad.txt");
    std::fs::write(&path, b"[Game \"storm\"]\n\n1. Ie4-e5 \xe9\n").unwrap();
    let line = refusal(&within(towers().arg("replay").arg(&path), 10));
    assert_eq!(line, format!("towers: {}: line 3, column 11: not UTF-8 text", path.display()));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn replay_reads_a_text_export_that_starts_with_a_byte_order_mark() {
    let dir = scratch("bom");
    let path = dir.join("game.txt");
    let export = within(towers().args(["record", "tribesmen", "--seed", "1", "--out"]).arg(dir.join("game.ron")), 60);
    assert!(export.status.success());
    let text = within(towers().arg("replay").arg(dir.join("game.ron")).arg("--text"), 10);
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend_from_slice(&text.stdout);
    std::fs::write(&path, bytes).unwrap();
    let out = within(towers().arg("replay").arg(&path), 10);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The last `saved N` line's N.
fn saved(line: &str) -> usize {
    line.split_whitespace().nth(1).and_then(|n| n.parse().ok()).unwrap_or_else(|| panic!("not a saved line: {line}"))
}

#[test]
fn a_second_recorder_on_the_same_file_is_refused_and_the_first_keeps_every_move() {
    let dir = scratch("two");
    let out = dir.join("game.ron");
    // Tribesmen seed 3 is a 57-move game: about two seconds at 30 ms a move.
    let mut first =
        towers().args(["record", "tribesmen", "--seed", "3", "--delay-ms", "30", "--out"]).arg(&out).stdout(Stdio::piped()).spawn().unwrap();
    let mut lines = BufReader::new(first.stdout.take().unwrap()).lines();
    assert_eq!(saved(&lines.next().unwrap().unwrap()), 1);
    let second = within(towers().args(["record", "tribesmen", "--seed", "4", "--out"]).arg(&out), 10);
    let line = refusal(&second);
    assert_eq!(line, format!("towers: {} is being written by another Towers process (pid {})", out.display(), first.id()));
    let last = lines.map(|l| saved(&l.unwrap())).last().unwrap();
    assert!(first.wait().unwrap().success());
    let (save, history) = SaveFile::load(&std::fs::read_to_string(&out).unwrap()).unwrap();
    assert_eq!(save.moves.len(), last);
    assert!(history.current().outcome().is_some(), "the first recorder's game is not complete");
    assert_eq!(leftovers(&dir), Vec::<String>::new());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn after_a_recorder_is_killed_the_next_one_leaves_no_temporary_files() {
    let dir = scratch("killed");
    let out = dir.join("game.ron");
    let mut victim = towers().args(["record", "storm", "--seed", "2", "--out"]).arg(&out).stdout(Stdio::piped()).spawn().unwrap();
    let mut lines = BufReader::new(victim.stdout.take().unwrap()).lines();
    for _ in 0..30 {
        lines.next().unwrap().unwrap();
    }
    victim.kill().unwrap(); // SIGKILL: the victim cleans up nothing
    victim.wait().unwrap();
    assert!(!leftovers(&dir).is_empty(), "a killed recorder leaves at least its lock file");
    // A temporary file of the killed writer, as a kill in the middle of a write leaves it.
    std::fs::write(dir.join(format!("{}0123456789abcdef.tmp", temp_prefix(&out))), "(half a game").unwrap();
    let next = within(towers().args(["record", "tribesmen", "--seed", "1", "--out"]).arg(&out), 60);
    assert!(next.status.success(), "{}", String::from_utf8_lossy(&next.stderr));
    assert_eq!(leftovers(&dir), Vec::<String>::new());
    SaveFile::load(&std::fs::read_to_string(&out).unwrap()).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A full disk, as near as an unprivileged test gets: a file-size limit (`ulimit -f`, with
/// SIGXFSZ ignored) makes the kernel fail the write of the temporary file part-way, as ENOSPC
/// would. The recorder stops with one line, the last complete save stays, nothing is left over.
#[test]
fn a_write_that_fails_mid_game_keeps_the_last_save_and_leaves_no_temporary_file() {
    let dir = scratch("full");
    let out = dir.join("game.ron");
    let script = format!("trap '' XFSZ; ulimit -f 8; exec '{}' record storm --seed 1 --out '{}'", env!("CARGO_BIN_EXE_towers"), out.display());
    let run = within(Command::new("sh").arg("-c").arg(script), 60);
    let line = refusal(&run);
    assert!(line.starts_with(&format!("towers: cannot write {}: File too large", out.display())), "{line}");
    let last = String::from_utf8_lossy(&run.stdout).lines().map(saved).next_back().unwrap();
    let (save, _) = SaveFile::load(&std::fs::read_to_string(&out).unwrap()).unwrap();
    assert_eq!(save.moves.len(), last);
    assert_eq!(leftovers(&dir), Vec::<String>::new());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn record_refuses_to_replace_a_named_pipe_without_blocking() {
    let dir = scratch("pipe-out");
    let pipe = dir.join("game.ron");
    assert!(Command::new("mkfifo").arg(&pipe).status().unwrap().success());
    let line = refusal(&within(towers().args(["record", "tribesmen", "--out"]).arg(&pipe), 10));
    assert_eq!(line, format!("towers: {} is a named pipe; Towers writes only regular files and will not replace it", pipe.display()));
    std::fs::remove_dir_all(&dir).unwrap();
}
