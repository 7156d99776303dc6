//! Every file Towers reads or writes goes through here: one bounded reader and one atomic,
//! locked writer, so that no file name a user (or an attacker) can type makes the program hang,
//! run out of memory, lose a saved move or overwrite something that is not a game file.
//!
//! Reading ([`read_text`]):
//! - the file is opened with `O_NONBLOCK` (and `O_NOCTTY`), so a named pipe with no writer
//!   cannot block the open, and opening a terminal never makes it ours;
//! - the kind is checked before the open (so devices are not even opened) and again with
//!   `fstat` on the open file (so a file swapped in between is still caught): only regular
//!   files are read; a pipe, device, directory or socket is answered with one line;
//! - at most [`MAX_FILE_BYTES`] are read. The size is checked from the metadata and enforced
//!   while reading (a file that grows, or one like `/proc/*` that reports size 0), so memory
//!   stays bounded whatever the file is. The limit is about twice the largest real game
//!   (a 1,000,000-move Tribesmen save is about 17 MB);
//! - bytes that are not UTF-8 are reported with the line and column of the first bad one, and
//!   a leading byte-order mark (as some editors write) is dropped.
//!
//! Writing ([`write_atomic`], or [`TargetLock::write`] while holding the lock):
//! - a symbolic link at the target is followed: the file it points to is replaced (in its own
//!   directory) and the link stays a link. A link to nothing is refused, as are a named pipe,
//!   device, directory or socket at the target: they are examined with `stat`, never opened,
//!   so a pipe cannot block the writer, and never replaced;
//! - the new text goes to a temporary file beside the target, created exclusively
//!   (`O_CREAT|O_EXCL`, which never follows a link) under a name with 64 random bits, so a
//!   link planted in advance cannot redirect the write. The name is short
//!   (`.towers-<hash8>-<rand16>.tmp`, 38 bytes) so a target whose name is at the file-system
//!   limit (255 bytes) can still be written;
//! - the temporary file is written, given the target's permission bits (a file the user made
//!   private stays private; it is created 600 until then), flushed to disk, renamed over the
//!   target and the directory flushed: a crash or `kill -9` leaves either the old file or the
//!   new one, never a torn one;
//! - on every failure (write error, full disk, failed rename) the temporary file is deleted by a
//!   guard. A process killed mid-write cannot clean up, so the next writer of the same target
//!   deletes its leftovers while it holds the lock: `<hash8>` (a stable hash of the target's
//!   file name) tells which temporary files belong to which target;
//! - writers take an advisory lock ([`TargetLock`], `flock` on `.towers-<hash8>.lock` beside
//!   the target, which holds the holder's pid). A second writer is refused with one line naming
//!   the pid instead of silently replacing the first one's moves. `towers record` and the app's
//!   autosave hold it for their whole run; a one-shot save takes it for the write. The lock file
//!   is opened with `O_NOFOLLOW` (its name is predictable), and its holder deletes it before
//!   unlocking, so none are left behind; whoever locks a file re-checks afterwards that the name
//!   still refers to it, or tries again.

mod lock;
mod read;
mod write;

pub use lock::TargetLock;
pub use read::{MAX_FILE_BYTES, ReadError, read_text};
pub use write::{WriteError, temp_prefix, write_atomic};

use std::fs::FileType;

/// What a file that is not a regular file is, in words ("a named pipe").
fn special_kind(t: FileType) -> Option<&'static str> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return Some("a named pipe");
        }
        if t.is_char_device() || t.is_block_device() {
            return Some("a device");
        }
        if t.is_socket() {
            return Some("a socket");
        }
    }
    if t.is_dir() {
        Some("a directory")
    } else if t.is_symlink() {
        Some("a symbolic link")
    } else if t.is_file() {
        None
    } else {
        Some("not a regular file")
    }
}

/// Open flags that keep an open from blocking (pipes) or adopting a terminal.
#[cfg(unix)]
const NONBLOCKING_OPEN: i32 = libc::O_NONBLOCK | libc::O_NOCTTY;

/// FNV-1a, 32 bits: a hash of a file name that stays the same across builds and platforms, so a
/// later version still recognises an earlier one's temporary files.
fn name_hash(name: &std::ffi::OsStr) -> u32 {
    name.as_encoded_bytes().iter().fold(0x811c_9dc5u32, |h, &b| (h ^ u32::from(b)).wrapping_mul(0x0100_0193))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_name_hash_is_fnv1a_and_stable() {
        // Published FNV-1a 32 test vectors: a later build must give the same names.
        assert_eq!(name_hash("".as_ref()), 0x811c_9dc5);
        assert_eq!(name_hash("a".as_ref()), 0xe40c_292c);
        assert_eq!(name_hash("foobar".as_ref()), 0xbf9c_f968);
    }

    #[test]
    fn special_files_are_named_in_words() {
        assert_eq!(special_kind(std::fs::metadata("/").unwrap().file_type()), Some("a directory"));
        #[cfg(unix)]
        assert_eq!(special_kind(std::fs::metadata("/dev/null").unwrap().file_type()), Some("a device"));
        assert_eq!(special_kind(std::fs::metadata("Cargo.toml").unwrap().file_type()), None);
    }
}
