//! The bounded reader (see `record::io` for why each check is there): regular files only, at
//! most `MAX_FILE_BYTES`, UTF-8 with the place of the first bad byte.

use super::special_kind;
use std::fs::{File, Metadata, OpenOptions};
use std::io::{self, Read};
use std::path::{Path, PathBuf};

/// The most a game file may hold: 32 MiB, about twice a 1,000,000-move Tribesmen save (17 MB),
/// a game no one plays by hand. It bounds the memory any file can make the program take.
pub const MAX_FILE_BYTES: u64 = 32 << 20;

/// Why a file could not be read as text; each names the file.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    #[error("cannot read {}: {source}", .path.display())]
    Io { path: PathBuf, source: io::Error },
    #[error("{} is {kind}, not a game file", .path.display())]
    NotAFile { path: PathBuf, kind: &'static str },
    #[error("{} is larger than {} MiB, far more than any game file", .path.display(), MAX_FILE_BYTES >> 20)]
    TooLarge { path: PathBuf },
    #[error("{}: line {line}, column {column}: not UTF-8 text", .path.display())]
    NotUtf8 { path: PathBuf, line: usize, column: usize },
}

/// Reads a regular file of at most `MAX_FILE_BYTES` as UTF-8 text, without a leading BOM.
/// Never blocks on a pipe and never reads more than the limit.
pub fn read_text(path: &Path) -> Result<String, ReadError> {
    let io_error = |source| ReadError::Io { path: path.to_owned(), source };
    // Checked before the open, so a device is never opened, and after it (on the open file), so
    // a file swapped in between is caught too.
    check(path, &std::fs::metadata(path).map_err(io_error)?)?;
    let file = open_nonblocking(path).map_err(io_error)?;
    let meta = file.metadata().map_err(io_error)?;
    check(path, &meta)?;
    match read_limited(file, meta.len(), MAX_FILE_BYTES).map_err(io_error)? {
        Some(bytes) => decode(path, bytes),
        None => Err(ReadError::TooLarge { path: path.to_owned() }),
    }
}

fn check(path: &Path, meta: &Metadata) -> Result<(), ReadError> {
    if let Some(kind) = special_kind(meta.file_type()) {
        return Err(ReadError::NotAFile { path: path.to_owned(), kind });
    }
    if meta.len() > MAX_FILE_BYTES {
        return Err(ReadError::TooLarge { path: path.to_owned() });
    }
    Ok(())
}

fn open_nonblocking(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(super::NONBLOCKING_OPEN);
    }
    options.open(path)
}

/// All of `source` if it holds at most `limit` bytes, else None; never reads past `limit + 1`.
/// `size_hint` (the file's reported size) only sizes the buffer.
fn read_limited(source: impl Read, size_hint: u64, limit: u64) -> io::Result<Option<Vec<u8>>> {
    let mut bytes = Vec::with_capacity(size_hint.min(limit) as usize + 1);
    source.take(limit + 1).read_to_end(&mut bytes)?;
    Ok((bytes.len() as u64 <= limit).then_some(bytes))
}

fn decode(path: &Path, mut bytes: Vec<u8>) -> Result<String, ReadError> {
    if bytes.starts_with(b"\xEF\xBB\xBF") {
        bytes.drain(..3);
    }
    String::from_utf8(bytes).map_err(|e| {
        let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line_start = good.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        // Columns count characters: every byte that does not continue a UTF-8 sequence.
        let column = good[line_start..].iter().filter(|&&b| b & 0xC0 != 0x80).count() + 1;
        let line = good.iter().filter(|&&b| b == b'\n').count() + 1;
        ReadError::NotUtf8 { path: path.to_owned(), line, column }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("towers-read-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn refused_quickly(path: &Path) -> String {
        let start = Instant::now();
        let e = read_text(path).expect_err("read a file it should refuse");
        assert!(start.elapsed() < Duration::from_secs(2), "took {:?}", start.elapsed());
        e.to_string()
    }

    #[test]
    fn a_missing_file_is_one_line_naming_it() {
        let e = read_text(Path::new("/nonexistent/game.ron")).unwrap_err().to_string();
        assert!(e.starts_with("cannot read /nonexistent/game.ron: "), "{e}");
    }

    #[cfg(unix)]
    #[test]
    fn endless_devices_are_refused_without_reading() {
        assert_eq!(refused_quickly(Path::new("/dev/zero")), "/dev/zero is a device, not a game file");
        assert_eq!(refused_quickly(Path::new("/dev/urandom")), "/dev/urandom is a device, not a game file");
    }

    #[test]
    fn a_directory_is_refused() {
        let dir = scratch("dir");
        assert_eq!(refused_quickly(&dir), format!("{} is a directory, not a game file", dir.display()));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    fn fifo(dir: &Path) -> PathBuf {
        let path = dir.join("pipe");
        assert!(std::process::Command::new("mkfifo").arg(&path).status().unwrap().success());
        path
    }

    #[cfg(unix)]
    #[test]
    fn a_named_pipe_with_no_writer_is_refused_at_once() {
        let dir = scratch("fifo-alone");
        let pipe = fifo(&dir);
        assert_eq!(refused_quickly(&pipe), format!("{} is a named pipe, not a game file", pipe.display()));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_named_pipe_fed_forever_is_refused() {
        use std::io::Write;
        let dir = scratch("fifo-fed");
        let pipe = fifo(&dir);
        let feed = pipe.clone();
        // Like `yes > pipe`: writes until the reader goes away (EPIPE).
        let writer = std::thread::spawn(move || {
            let mut w = OpenOptions::new().write(true).open(feed).unwrap();
            while w.write_all(&[b'y'; 4096]).is_ok() {}
        });
        // A blocking open meets the writer's, so the pipe is being fed when it is read.
        let held = File::open(&pipe).unwrap();
        assert!(refused_quickly(&pipe).ends_with("is a named pipe, not a game file"));
        drop(held);
        writer.join().unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_file_over_the_limit_is_refused_from_its_size() {
        let dir = scratch("big");
        let path = dir.join("big.ron");
        // Sparse: no disk space, and not read, since the size alone refuses it.
        File::create(&path).unwrap().set_len(MAX_FILE_BYTES + 1).unwrap();
        assert_eq!(refused_quickly(&path), format!("{} is larger than 32 MiB, far more than any game file", path.display()));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_file_of_exactly_the_limit_is_read() {
        let dir = scratch("limit");
        let path = dir.join("limit.ron");
        File::create(&path).unwrap().set_len(MAX_FILE_BYTES).unwrap();
        assert_eq!(read_text(&path).unwrap().len() as u64, MAX_FILE_BYTES);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_limit_holds_while_reading_a_source_that_never_ends() {
        // A file that grows while read, or reports size 0: the size check cannot see it.
        assert!(read_limited(io::repeat(b'x'), 0, 1000).unwrap().is_none());
        assert_eq!(read_limited(&b"abc"[..], 0, 3).unwrap().unwrap(), b"abc");
        assert!(read_limited(&b"abcd"[..], 0, 3).unwrap().is_none());
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn files_that_report_size_zero_are_still_read() {
        assert!(std::fs::metadata("/proc/self/status").unwrap().len() == 0);
        assert!(read_text(Path::new("/proc/self/status")).unwrap().contains("Pid:"));
    }

    #[test]
    fn bad_utf8_is_reported_at_its_line_and_column() {
        let dir = scratch("utf8");
        let path = dir.join("bad.ron");
        std::fs::write(&path, b"(\n  game: \"storm\",\n  \xc3\xa9t\xff\xfe\n)").unwrap();
        assert_eq!(read_text(&path).unwrap_err().to_string(), format!("{}: line 3, column 5: not UTF-8 text", path.display()));
        std::fs::write(&path, b"\xff").unwrap();
        assert!(read_text(&path).unwrap_err().to_string().ends_with("line 1, column 1: not UTF-8 text"));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_leading_byte_order_mark_is_dropped() {
        let dir = scratch("bom");
        let path = dir.join("bom.txt");
        std::fs::write(&path, "\u{feff}[Game \"storm\"]\n").unwrap();
        assert_eq!(read_text(&path).unwrap(), "[Game \"storm\"]\n");
        // Only a leading one: one inside the text is the text's business.
        std::fs::write(&path, "a\u{feff}").unwrap();
        assert_eq!(read_text(&path).unwrap(), "a\u{feff}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
