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
