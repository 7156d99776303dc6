//! Running the `towers` binary from integration tests, shared by the test files that check its
//! command line.

use std::process::Command;

/// Runs the binary: (exit code, stdout, stderr).
pub fn towers(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_towers")).args(args).output().unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

/// A refusal as the command line gives it: exit code 2 and one line starting "towers: ".
pub fn refused(args: &[&str]) -> String {
    let (code, _, err) = towers(args);
    assert_eq!(code, Some(2), "{args:?}: {err}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.starts_with("towers: ") && !err.contains("panicked"), "{args:?}: {err}");
    err
}
