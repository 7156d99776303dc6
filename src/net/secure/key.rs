//! The host's identity: an X25519 key pair. Its public half is written in every invitation, so
//! a joiner can tell the real host from anyone on the way; its private half stays in a file of
//! the user's data directory (`host-key`, readable by the user only), so a host keeps the same
//! invitations from one run to the next and a game resumed after a crash is found again.

use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr;

/// How long a key is in bytes (X25519).
pub const KEY_LEN: usize = 32;

/// A host's public key, written in base32 (52 letters and digits) in invitations.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PublicKey(pub(super) [u8; KEY_LEN]);

/// Why a text is not a public key.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the host key is not 52 base32 letters and digits")]
pub struct BadKey;

impl fmt::Display for PublicKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&data_encoding::BASE32_NOPAD.encode(&self.0))
    }
}

impl fmt::Debug for PublicKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PublicKey({self})")
    }
}

impl FromStr for PublicKey {
    type Err = BadKey;

    fn from_str(text: &str) -> Result<PublicKey, BadKey> {
        let upper = text.trim().to_ascii_uppercase();
        let bytes = data_encoding::BASE32_NOPAD.decode(upper.as_bytes()).map_err(|_| BadKey)?;
        <[u8; KEY_LEN]>::try_from(bytes).map(PublicKey).map_err(|_| BadKey)
    }
}

/// A host's key pair. `Debug` never shows the private half.
#[derive(Clone)]
pub struct HostKey {
    pub(super) private: [u8; KEY_LEN],
    public: PublicKey,
}

impl fmt::Debug for HostKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "HostKey({})", self.public)
    }
}

/// Why the host's key file could not be used.
#[derive(Debug, thiserror::Error)]
pub enum KeyFileError {
    #[error("cannot read the host key {path}: {source}")]
    Read { path: PathBuf, source: std::io::Error },
    #[error("cannot write the host key {path}: {source}")]
    Write { path: PathBuf, source: std::io::Error },
    #[error("the host key {path} is damaged: delete it and a new one is made (invitations given before then stop working)")]
    Damaged { path: PathBuf },
}

/// The first line of a key file, so a file of something else is never taken for one.
const FILE_HEADER: &str = "towers host key (keep this file private)";

impl HostKey {
    /// A new random key pair.
    pub fn generate() -> HostKey {
        let builder = snow::Builder::new(super::params());
        // Fails only when the system has no randomness to give, and then nothing here can work.
        let pair = builder.generate_keypair().expect("the system's random number generator");
        Self::from_private(pair.private.as_slice().try_into().expect("an X25519 private key is 32 bytes"))
    }

    /// The pair for a private key (the public half is derived from it).
    pub fn from_private(private: [u8; KEY_LEN]) -> HostKey {
        let public = curve25519_dalek::montgomery::MontgomeryPoint::mul_base_clamped(private).to_bytes();
        HostKey { private, public: PublicKey(public) }
    }

    pub fn public(&self) -> PublicKey {
        self.public
    }

    /// The key kept in `path`, or a new one written there (readable by its owner only) when
    /// there is none yet. Two processes that start at once end up with the same key.
    pub fn load_or_create(path: &Path) -> Result<HostKey, KeyFileError> {
        match std::fs::read_to_string(path) {
            Ok(text) => Self::from_file_text(&text).ok_or_else(|| KeyFileError::Damaged { path: path.to_path_buf() }),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                let key = HostKey::generate();
                match write_private_new(path, &key.file_text()) {
                    Ok(()) => Ok(key),
                    // Another process wrote its key first: this one uses it too.
                    Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Self::load_or_create(path),
                    Err(source) => Err(KeyFileError::Write { path: path.to_path_buf(), source }),
                }
            }
            Err(source) => Err(KeyFileError::Read { path: path.to_path_buf(), source }),
        }
    }

    /// Where the host key is kept: `host-key` in the data directory (`record::autosave`).
    pub fn default_path() -> PathBuf {
        crate::record::autosave::data_dir().join("host-key")
    }

    fn file_text(&self) -> String {
        format!("{FILE_HEADER}\n{}\n", data_encoding::BASE32_NOPAD.encode(&self.private))
    }

    fn from_file_text(text: &str) -> Option<HostKey> {
        let mut lines = text.lines();
        if lines.next()? != FILE_HEADER {
            return None;
        }
        let bytes = data_encoding::BASE32_NOPAD.decode(lines.next()?.trim().as_bytes()).ok()?;
        Some(HostKey::from_private(bytes.try_into().ok()?))
    }
}

/// Writes `text` to `path`, which must not exist yet, through a temporary file readable by its
/// owner only, then linked into place (a link, unlike a rename, never replaces a file another
/// process put there first), so the key is never readable by others nor seen half written.
fn write_private_new(path: &Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let temp = path.with_extension(format!("tmp{}", std::process::id()));
    // One left by a process of the same number that died here.
    let _ = std::fs::remove_file(&temp);
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let written = options.open(&temp).and_then(|mut f| f.write_all(text.as_bytes()).and_then(|()| f.sync_all()));
    let placed = written.and_then(|()| std::fs::hard_link(&temp, path));
    let _ = std::fs::remove_file(&temp);
    placed
}
