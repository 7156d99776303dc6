//! The advisory lock on a target (see `record::io`): one writer per file at a time, across
//! processes, so a second recorder or a second app cannot silently replace the first one's moves.

use super::WriteError;
use super::write::{Target, write_and_sync};
use std::fs::{self, File, OpenOptions, TryLockError};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// The right to write one file, held from `acquire` until dropped: `towers record` and the
/// app's autosave hold one for their whole run and write through it. Dropping it deletes the
/// lock file and releases the lock.
#[derive(Debug)]
pub struct TargetLock {
    pub(super) target: Target,
    lock_path: PathBuf,
    file: File,
}

/// How often to retry when the lock file is deleted under us (by a holder finishing).
const ATTEMPTS: usize = 100;

impl TargetLock {
    /// Locks `path` for writing. Refused with `WriteError::Busy` while another holder (another
    /// process, or another `TargetLock` in this one) has it, and with the errors of
    /// `write_atomic` for a link to nothing or a special file. Creates missing directories.
    /// Deletes temporary files that killed writers of `path` left behind.
    pub fn acquire(path: &Path) -> Result<TargetLock, WriteError> {
        let target = Target::resolve(path)?;
        fs::create_dir_all(&target.dir).map_err(|e| target.io_error(e))?;
        let lock_path = target.dir.join(format!(".towers-{:08x}.lock", target.hash));
        let lock_error = |source| WriteError::Lock { path: path.to_owned(), lock: lock_path.clone(), source };
        let file = lock_file(&lock_path).map_err(|e| match e {
            Locked::Busy(pid) => WriteError::Busy { path: path.to_owned(), pid },
            Locked::Failed(e) => lock_error(e),
        })?;
        let lock = TargetLock { target, lock_path, file };
        if let Err(source) = (&lock.file).write_all(format!("{}\n", std::process::id()).as_bytes()) {
            return Err(WriteError::Lock { path: path.to_owned(), lock: lock.lock_path.clone(), source });
        }
        lock.target.sweep();
        Ok(lock)
    }

    /// Writes `text` to the file atomically (see `record::io`).
    pub fn write(&self, text: &str) -> Result<(), WriteError> {
        self.target.replace(text.as_bytes(), write_and_sync)
    }

    /// The file as given to `acquire` (a symlink stays named as the link).
    pub fn path(&self) -> &Path {
        &self.target.shown
    }
}

impl Drop for TargetLock {
    fn drop(&mut self) {
        // Deleted while still locked, so no one can lock it after we let go and then be the only
        // one to know it; the lock goes when `file` closes, just after.
        let _ = fs::remove_file(&self.lock_path);
    }
}

enum Locked {
    Busy(Option<u32>),
    Failed(io::Error),
}

/// Opens and locks the lock file at `path`, emptied for the holder's pid.
fn lock_file(path: &Path) -> Result<File, Locked> {
    for _ in 0..ATTEMPTS {
        let file = open_lock_file(path).map_err(Locked::Failed)?;
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => return Err(Locked::Busy(holder(&file))),
            // A file system without locks: write unlocked rather than not at all.
            Err(TryLockError::Error(e)) if e.kind() == io::ErrorKind::Unsupported => {}
            Err(TryLockError::Error(e)) => return Err(Locked::Failed(e)),
        }
        // The holder we waited on may have deleted the file (and unlocked) between our open and
        // our lock: then we hold a lock on a file no one else will find. Try again.
        if still_named(&file, path) {
            file.set_len(0).map_err(Locked::Failed)?;
            return Ok(file);
        }
    }
    Err(Locked::Failed(io::Error::other("the lock file keeps disappearing")))
}

/// Opens (or makes) the lock file without following a link (its name is predictable) and
/// without blocking (a pipe planted there); only a regular file will do.
fn open_lock_file(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true).write(true).create(true).truncate(false);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW | super::NONBLOCKING_OPEN);
    }
    let file = options.open(path).map_err(|e| {
        #[cfg(unix)]
        if e.raw_os_error() == Some(libc::ELOOP) {
            return io::Error::other("the lock file is a symbolic link; delete it if you did not make it");
        }
        e
    })?;
    if !file.metadata()?.is_file() {
        return Err(io::Error::other("the lock file is not a regular file"));
    }
    Ok(file)
}

/// Whether `path` still names the open `file`.
fn still_named(file: &File, path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        match (file.metadata(), fs::symlink_metadata(path)) {
            (Ok(open), Ok(named)) => open.dev() == named.dev() && open.ino() == named.ino(),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        let _ = file;
        path.exists()
    }
}

/// The pid the holder wrote into the lock file, if it has yet.
fn holder(file: &File) -> Option<u32> {
    let mut text = String::new();
    file.take(32).read_to_string(&mut text).ok()?;
    text.trim().parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("towers-lock-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_second_writer_is_refused_while_the_first_holds_the_lock() {
        let dir = scratch("busy");
        let path = dir.join("game.ron");
        let first = TargetLock::acquire(&path).unwrap();
        first.write("first").unwrap();
        let e = TargetLock::acquire(&path).unwrap_err().to_string();
        assert_eq!(e, format!("{} is being written by another Towers process (pid {})", path.display(), std::process::id()));
        assert!(write_atomic_refused(&path));
        assert_eq!(fs::read_to_string(&path).unwrap(), "first");
        drop(first);
        crate::record::io::write_atomic(&path, "second").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "second");
        fs::remove_dir_all(&dir).unwrap();
    }

    fn write_atomic_refused(path: &Path) -> bool {
        matches!(crate::record::io::write_atomic(path, "late"), Err(WriteError::Busy { .. }))
    }

    #[cfg(unix)]
    #[test]
    fn a_link_and_its_target_share_one_lock() {
        let dir = scratch("shared");
        let real = dir.join("game.ron");
        let link = dir.join("link.ron");
        fs::write(&real, "").unwrap();
        std::os::unix::fs::symlink("game.ron", &link).unwrap();
        let _held = TargetLock::acquire(&real).unwrap();
        assert!(matches!(TargetLock::acquire(&link), Err(WriteError::Busy { .. })));
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_holder_leaves_no_lock_file_behind() {
        let dir = scratch("tidy");
        let path = dir.join("game.ron");
        let lock = TargetLock::acquire(&path).unwrap();
        assert_eq!(lock.path(), path);
        assert!(lock.lock_path.exists());
        lock.write("x").unwrap();
        drop(lock);
        let names: Vec<_> = fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(names, vec![std::ffi::OsString::from("game.ron")]);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_lock_file_left_by_a_killed_holder_is_taken_over() {
        let dir = scratch("stale");
        let path = dir.join("game.ron");
        // What `kill -9` leaves: the file, with a pid, but no lock on it.
        let stale = TargetLock::acquire(&path).unwrap().lock_path.clone();
        fs::write(&stale, "4194304\n").unwrap();
        let lock = TargetLock::acquire(&path).unwrap();
        assert_eq!(fs::read_to_string(&stale).unwrap(), format!("{}\n", std::process::id()));
        drop(lock);
        assert!(!stale.exists());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_lock_on_a_deleted_lock_file_is_not_trusted() {
        let dir = scratch("dance");
        let lock_path = dir.join("lock");
        let file = open_lock_file(&lock_path).unwrap();
        assert!(still_named(&file, &lock_path));
        fs::remove_file(&lock_path).unwrap();
        assert!(!still_named(&file, &lock_path));
        fs::write(&lock_path, "").unwrap();
        assert!(!still_named(&file, &lock_path), "a new file under the same name is another lock");
        drop(file);
        fs::remove_dir_all(&dir).unwrap();
    }
}
