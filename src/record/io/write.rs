//! The atomic writer (see `record::io` for why each step is there): where a write goes (a
//! symlink followed, special files refused), the temporary file and its guard, the rename.

use super::{TargetLock, name_hash, special_kind};
use rand::RngExt;
use std::fs::{self, File, OpenOptions, Permissions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Why a file could not be written; each names the file as the user gave it.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    #[error("cannot write {}: {source}", .path.display())]
    Io { path: PathBuf, source: io::Error },
    #[error("{} is {kind}; Towers writes only regular files and will not replace it", .path.display())]
    NotAFile { path: PathBuf, kind: &'static str },
    #[error("{} is a symbolic link to {}, which does not exist", .path.display(), .to.display())]
    DanglingLink { path: PathBuf, to: PathBuf },
    #[error("{} is being written by another Towers process{}", .path.display(), .pid.map(|p| format!(" (pid {p})")).unwrap_or_default())]
    Busy { path: PathBuf, pid: Option<u32> },
    #[error("cannot lock {} ({}): {source}", .path.display(), .lock.display())]
    Lock { path: PathBuf, lock: PathBuf, source: io::Error },
}

/// Writes `text` to `path` atomically, holding the target's lock for the write (refused while
/// another process holds it). See `record::io` for what happens to links and special files.
pub fn write_atomic(path: &Path, text: &str) -> Result<(), WriteError> {
    TargetLock::acquire(path)?.write(text)
}

/// How the names of the temporary files for `path` begin (`.towers-<hash8>-`); the writer of
/// `path` deletes any such file it finds, as the leftover of a killed writer.
pub fn temp_prefix(path: &Path) -> String {
    prefix(name_hash(path.file_name().unwrap_or_default()))
}

fn prefix(hash: u32) -> String {
    format!(".towers-{hash:08x}-")
}

/// Where a write goes: the file as the user named it (for messages) and the file actually
/// replaced (a symlink's target), its directory and the hash that names its temporary files.
#[derive(Debug)]
pub(super) struct Target {
    pub shown: PathBuf,
    pub real: PathBuf,
    pub dir: PathBuf,
    pub hash: u32,
}

impl Target {
    pub fn resolve(shown: &Path) -> Result<Target, WriteError> {
        let io_error = |source| WriteError::Io { path: shown.to_owned(), source };
        let real = match fs::symlink_metadata(shown) {
            Ok(m) if m.file_type().is_symlink() => match fs::canonicalize(shown) {
                Ok(to) => to,
                Err(e) if e.kind() == io::ErrorKind::NotFound => {
                    return Err(WriteError::DanglingLink { path: shown.to_owned(), to: fs::read_link(shown).map_err(io_error)? });
                }
                Err(e) => return Err(io_error(e)),
            },
            Ok(_) => shown.to_owned(),
            Err(e) if e.kind() == io::ErrorKind::NotFound => shown.to_owned(),
            Err(e) => return Err(io_error(e)),
        };
        let target = Target::at(shown, real)?;
        target.permissions()?;
        Ok(target)
    }

    fn at(shown: &Path, real: PathBuf) -> Result<Target, WriteError> {
        let Some(name) = real.file_name() else {
            return Err(WriteError::Io { path: shown.to_owned(), source: io::Error::new(io::ErrorKind::InvalidInput, "not a file name") });
        };
        let hash = name_hash(name);
        let dir = real.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new(".")).to_owned();
        Ok(Target { shown: shown.to_owned(), real, dir, hash })
    }

    pub fn io_error(&self, source: io::Error) -> WriteError {
        WriteError::Io { path: self.shown.clone(), source }
    }

    /// The permissions of the file there now, None if there is none; a special file is refused.
    /// Only `stat` is used: a named pipe is never opened.
    fn permissions(&self) -> Result<Option<Permissions>, WriteError> {
        match fs::metadata(&self.real) {
            Ok(m) => match special_kind(m.file_type()) {
                Some(kind) => Err(WriteError::NotAFile { path: self.shown.clone(), kind }),
                None => Ok(Some(m.permissions())),
            },
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(self.io_error(e)),
        }
    }

    /// Replaces the file with `bytes` through a temporary file that `fill` writes and flushes.
    /// Only called by the holder of the target's lock.
    pub fn replace(&self, bytes: &[u8], fill: impl FnOnce(&mut File, &[u8]) -> io::Result<()>) -> Result<(), WriteError> {
        let existing = self.permissions()?;
        let mut temp = Temp::create(&self.dir, self.hash, existing.is_some()).map_err(|e| self.io_error(e))?;
        if let Some(p) = existing {
            temp.file.set_permissions(p).map_err(|e| self.io_error(e))?;
        }
        fill(&mut temp.file, bytes).map_err(|e| self.io_error(e))?;
        fs::rename(&temp.path, &self.real).map_err(|e| self.io_error(e))?;
        temp.kept = true;
        // The rename itself is made durable by flushing the directory (not every file system
        // allows that; the file is already safe then).
        if let Ok(d) = File::open(&self.dir) {
            let _ = d.sync_all();
        }
        Ok(())
    }

    /// Deletes the temporary files a killed writer of this target left behind.
    pub fn sweep(&self) {
        let prefix = prefix(self.hash);
        let Ok(entries) = fs::read_dir(&self.dir) else { return };
        for entry in entries.flatten() {
            if entry.file_name().to_str().is_some_and(|n| n.starts_with(&prefix) && n.ends_with(".tmp")) {
                let _ = fs::remove_file(entry.path());
            }
        }
    }
}

/// Writes all of `bytes` and flushes them to the disk.
pub(super) fn write_and_sync(file: &mut File, bytes: &[u8]) -> io::Result<()> {
    file.write_all(bytes)?;
    file.sync_all()
}

/// A temporary file, deleted when dropped unless it was renamed into place (`kept`).
struct Temp {
    path: PathBuf,
    file: File,
    kept: bool,
}

impl Temp {
    /// Created exclusively under a fresh random name; `private`: with mode 600 (until it is
    /// given the target's), else with the default mode of a new file.
    fn create(dir: &Path, hash: u32, private: bool) -> io::Result<Temp> {
        for _ in 0..16 {
            let path = dir.join(format!("{}{:016x}.tmp", prefix(hash), rand::rng().random::<u64>()));
            let mut options = OpenOptions::new();
            options.write(true).create_new(true);
            #[cfg(unix)]
            if private {
                use std::os::unix::fs::OpenOptionsExt;
                options.mode(0o600);
            }
            match options.open(&path) {
                Ok(file) => return Ok(Temp { path, file, kept: false }),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            }
        }
        Err(io::Error::new(io::ErrorKind::AlreadyExists, "no free name for a temporary file"))
    }
}

impl Drop for Temp {
    fn drop(&mut self) {
        if !self.kept {
            let _ = fs::remove_file(&self.path);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("towers-write-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// Every file in `dir` but the ones named.
    fn others(dir: &Path, named: &[&str]) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        names.retain(|n| !named.contains(&n.as_str()));
        names.sort();
        names
    }

    #[test]
    fn a_write_replaces_the_file_and_leaves_nothing_else() {
        let dir = scratch("plain");
        let path = dir.join("game.ron");
        write_atomic(&path, "one").unwrap();
        write_atomic(&path, "two").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "two");
        assert_eq!(others(&dir, &["game.ron"]), Vec::<String>::new());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn missing_directories_are_made() {
        let dir = scratch("mkdir");
        let path = dir.join("a/b/game.ron");
        write_atomic(&path, "x").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "x");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_failed_write_removes_its_temporary_file_and_keeps_the_old_one() {
        let dir = scratch("full");
        let path = dir.join("game.ron");
        write_atomic(&path, "the old game").unwrap();
        let lock = TargetLock::acquire(&path).unwrap();
        // As a full disk does: part of the text is written, then the write fails.
        let e = lock
            .target
            .replace(b"the new game", |f, b| {
                f.write_all(&b[..4])?;
                Err(io::Error::from_raw_os_error(libc::ENOSPC))
            })
            .unwrap_err();
        assert!(e.to_string().starts_with(&format!("cannot write {}: No space left on device", path.display())), "{e}");
        assert_eq!(fs::read_to_string(&path).unwrap(), "the old game");
        drop(lock);
        assert_eq!(others(&dir, &["game.ron"]), Vec::<String>::new());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn leftovers_of_a_killed_writer_are_swept_by_the_next() {
        let dir = scratch("sweep");
        let path = dir.join("game.ron");
        let other = dir.join("other.ron");
        let leftover = dir.join(format!("{}0123456789abcdef.tmp", temp_prefix(&path)));
        let not_ours = dir.join(format!("{}0123456789abcdef.tmp", temp_prefix(&other)));
        fs::write(&leftover, "half a game").unwrap();
        fs::write(&not_ours, "another target's").unwrap();
        write_atomic(&path, "x").unwrap();
        assert!(!leftover.exists());
        assert!(not_ours.exists(), "a temporary file of another target was deleted");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn the_targets_permissions_are_kept_and_new_files_get_the_default() {
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch("mode");
        let path = dir.join("private.ron");
        fs::write(&path, "old").unwrap();
        fs::set_permissions(&path, Permissions::from_mode(0o600)).unwrap();
        write_atomic(&path, "new").unwrap();
        assert_eq!(fs::metadata(&path).unwrap().permissions().mode() & 0o7777, 0o600);
        let plain = dir.join("plain.ron");
        fs::write(&plain, "").unwrap();
        let default = fs::metadata(&plain).unwrap().permissions().mode() & 0o7777;
        let fresh = dir.join("fresh.ron");
        write_atomic(&fresh, "new").unwrap();
        assert_eq!(fs::metadata(&fresh).unwrap().permissions().mode() & 0o7777, default);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_symlink_is_followed_and_stays_a_link() {
        let dir = scratch("link");
        fs::create_dir(dir.join("real")).unwrap();
        let real = dir.join("real/game.ron");
        fs::write(&real, "old").unwrap();
        let link = dir.join("game.ron");
        std::os::unix::fs::symlink("real/game.ron", &link).unwrap();
        write_atomic(&link, "new").unwrap();
        assert!(fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
        assert_eq!(fs::read_to_string(&real).unwrap(), "new");
        assert_eq!(others(&dir.join("real"), &["game.ron"]), Vec::<String>::new());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_dangling_symlink_is_refused() {
        let dir = scratch("dangling");
        let link = dir.join("game.ron");
        std::os::unix::fs::symlink("nowhere/game.ron", &link).unwrap();
        let e = write_atomic(&link, "new").unwrap_err().to_string();
        assert_eq!(e, format!("{} is a symbolic link to nowhere/game.ron, which does not exist", link.display()));
        assert!(fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn special_files_are_refused_and_kept() {
        let dir = scratch("special");
        let pipe = dir.join("pipe");
        assert!(std::process::Command::new("mkfifo").arg(&pipe).status().unwrap().success());
        // Opening a pipe with no reader for writing would block: this returns at once.
        let e = write_atomic(&pipe, "x").unwrap_err().to_string();
        assert_eq!(e, format!("{} is a named pipe; Towers writes only regular files and will not replace it", pipe.display()));
        assert!(std::os::unix::fs::FileTypeExt::is_fifo(&fs::symlink_metadata(&pipe).unwrap().file_type()));
        let sub = dir.join("sub");
        fs::create_dir(&sub).unwrap();
        assert!(write_atomic(&sub, "x").unwrap_err().to_string().contains("is a directory; Towers writes only regular files"));
        let link = dir.join("to-pipe");
        std::os::unix::fs::symlink(&pipe, &link).unwrap();
        assert!(write_atomic(&link, "x").unwrap_err().to_string().contains("is a named pipe;"));
        assert!(write_atomic(Path::new("/dev/null"), "x").unwrap_err().to_string().contains("is a device;"));
        assert_eq!(others(&dir, &["pipe", "sub", "to-pipe"]), Vec::<String>::new());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_name_at_the_file_system_limit_can_be_written() {
        let dir = scratch("long");
        let path = dir.join(format!("{}.ron", "g".repeat(250)));
        assert_eq!(path.file_name().unwrap().len(), 254);
        write_atomic(&path, "x").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "x");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn links_planted_at_guessable_names_are_not_followed() {
        let dir = scratch("planted");
        let victim = dir.join("victim");
        fs::write(&victim, "precious").unwrap();
        let path = dir.join("game.ron");
        // The old writer's temporary name was `.game.ron.<pid>.tmp`: plant it for many pids.
        for pid in std::process::id().saturating_sub(50)..std::process::id() + 50 {
            std::os::unix::fs::symlink(&victim, dir.join(format!(".game.ron.{pid}.tmp"))).unwrap();
        }
        write_atomic(&path, "new").unwrap();
        assert_eq!(fs::read_to_string(&victim).unwrap(), "precious");
        assert_eq!(fs::read_to_string(&path).unwrap(), "new");
        // The lock file's name is predictable; a link there is refused, never written through.
        let lock = dir.join(format!(".towers-{:08x}.lock", name_hash("game.ron".as_ref())));
        std::os::unix::fs::symlink(&victim, &lock).unwrap();
        let e = write_atomic(&path, "newer").unwrap_err().to_string();
        assert!(e.starts_with(&format!("cannot lock {}", path.display())) && e.contains("symbolic link"), "{e}");
        assert_eq!(fs::read_to_string(&victim).unwrap(), "precious");
        assert_eq!(fs::read_to_string(&path).unwrap(), "new");
        fs::remove_dir_all(&dir).unwrap();
    }
}
