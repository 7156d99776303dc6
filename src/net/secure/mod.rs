//! The encrypted channel under every connection (docs/network.md, "Security").
//!
//! A Noise NK handshake (`Noise_NK_25519_ChaChaPoly_BLAKE2s`, by the `snow` crate): the joiner
//! knows the host's public key from the invitation and encrypts to it, so only the holder of the
//! host's private key can complete the handshake. After it, every byte both ways travels in
//! frames (a two-byte length, then ChaCha20-Poly1305 ciphertext) under keys only the two ends
//! hold, and each frame is numbered by its place in the stream, so one altered, dropped,
//! replayed or reordered fails its check and ends the connection. The joiner proves itself
//! with the join code inside its hello, which now only the host can read.

mod key;
#[cfg(test)]
mod tests;

pub use key::{BadKey, HostKey, KeyFileError, PublicKey};

use std::io::{self, Read, Write};
use std::sync::Arc;
use std::time::Instant;

use super::wire::Timed;

/// The handshake and the ciphers.
pub const NOISE: &str = "Noise_NK_25519_ChaChaPoly_BLAKE2s";
/// Mixed into the handshake, so a peer of another protocol never completes one.
const PROLOGUE: &[u8] = b"towers protocol 3";
/// The largest frame, its two-byte length allows.
pub const MAX_FRAME: usize = 65535;
/// What sealing adds to each frame's text: the authentication tag.
pub const TAG_LEN: usize = 16;
const MAX_PLAIN: usize = MAX_FRAME - TAG_LEN;

fn params() -> snow::params::NoiseParams {
    NOISE.parse().expect("a Noise pattern snow knows")
}

/// Why no encrypted channel was opened.
#[derive(Debug, thiserror::Error)]
pub enum HandshakeError {
    #[error("no encrypted handshake in time")]
    TimedOut,
    #[error("the connection closed during the encrypted handshake")]
    Closed,
    /// The answer did not come from the holder of the key the invitation names.
    #[error("the host did not prove the key in the invitation: it is not that host, or the invitation is out of date")]
    NotTheHost,
    /// What the joiner sent was not a handshake for this host's key.
    #[error("the encrypted handshake failed its check")]
    Garbled,
    #[error("{0}")]
    Io(String),
}

/// The two halves of an open channel: one per direction, each with its own count, so one
/// thread reads while another writes.
pub struct Channel {
    pub opener: Opener,
    pub sealer: Sealer,
}

/// Opens a channel to the host whose public key is `host`, as the joiner.
pub fn connect<S: Read + Write + Timed>(stream: &mut S, host: &PublicKey, deadline: Instant) -> Result<Channel, HandshakeError> {
    let builder = snow::Builder::new(params()).prologue(PROLOGUE).and_then(|b| b.remote_public_key(&host.0));
    let mut handshake = builder.and_then(|b| b.build_initiator()).map_err(|e| HandshakeError::Io(e.to_string()))?;
    let mut buf = [0u8; 256];
    let n = handshake.write_message(&[], &mut buf).map_err(|e| HandshakeError::Io(e.to_string()))?;
    write_frame(stream, &buf[..n]).map_err(|e| HandshakeError::Io(e.to_string()))?;
    let reply = read_frame(stream, deadline)?;
    // (An empty frame is the host saying the first message was not for its key.)
    handshake.read_message(&reply, &mut buf).map_err(|_| HandshakeError::NotTheHost)?;
    split(handshake)
}

/// Answers a joiner's handshake, as the host holding `key`.
pub fn accept<S: Read + Write + Timed>(stream: &mut S, key: &HostKey, deadline: Instant) -> Result<Channel, HandshakeError> {
    let builder = snow::Builder::new(params()).prologue(PROLOGUE).and_then(|b| b.local_private_key(&key.private));
    let mut handshake = builder.and_then(|b| b.build_responder()).map_err(|e| HandshakeError::Io(e.to_string()))?;
    let first = read_frame(stream, deadline)?;
    let mut buf = [0u8; 256];
    if handshake.read_message(&first, &mut buf).is_err() {
        // Tells a joiner with an out-of-date invitation why, in the one way that needs no key:
        // an empty frame, which no handshake answer is. (Anyone on the path could forge it, as
        // they could cut the connection.)
        let _ = write_frame(stream, &[]);
        return Err(HandshakeError::Garbled);
    }
    let n = handshake.write_message(&[], &mut buf).map_err(|e| HandshakeError::Io(e.to_string()))?;
    write_frame(stream, &buf[..n]).map_err(|e| HandshakeError::Io(e.to_string()))?;
    split(handshake)
}

fn split(handshake: snow::HandshakeState) -> Result<Channel, HandshakeError> {
    let keys = Arc::new(handshake.into_stateless_transport_mode().map_err(|e| HandshakeError::Io(e.to_string()))?);
    Ok(Channel { opener: Opener { keys: keys.clone(), next: 0, raw: Vec::new() }, sealer: Sealer { keys, next: 0 } })
}

fn write_frame(out: &mut impl Write, body: &[u8]) -> io::Result<()> {
    let len = u16::try_from(body.len()).map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "a frame is at most 65535 bytes"))?;
    let mut frame = Vec::with_capacity(body.len() + 2);
    frame.extend_from_slice(&len.to_be_bytes());
    frame.extend_from_slice(body);
    out.write_all(&frame)
}

/// One handshake frame, whole by `deadline`.
fn read_frame<R: Read + Timed>(stream: &mut R, deadline: Instant) -> Result<Vec<u8>, HandshakeError> {
    let mut len = [0u8; 2];
    read_exact_by(stream, &mut len, deadline)?;
    let mut body = vec![0u8; usize::from(u16::from_be_bytes(len))];
    read_exact_by(stream, &mut body, deadline)?;
    Ok(body)
}

fn read_exact_by<R: Read + Timed>(stream: &mut R, buf: &mut [u8], deadline: Instant) -> Result<(), HandshakeError> {
    let mut filled = 0;
    while filled < buf.len() {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(HandshakeError::TimedOut);
        }
        stream.set_timeout(left).map_err(|e| HandshakeError::Io(e.to_string()))?;
        match stream.read(&mut buf[filled..]) {
            Ok(0) => return Err(HandshakeError::Closed),
            Ok(n) => filled += n,
            Err(e) if matches!(e.kind(), io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut) => return Err(HandshakeError::TimedOut),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(HandshakeError::Io(e.to_string())),
        }
    }
    Ok(())
}

/// Seals what one end sends.
pub struct Sealer {
    keys: Arc<snow::StatelessTransportState>,
    next: u64,
}

impl Sealer {
    /// Appends `text`, sealed, to `out`: one frame, or more for a text longer than a frame holds.
    pub fn seal(&mut self, text: &[u8], out: &mut Vec<u8>) -> io::Result<()> {
        let mut chunks = text.chunks(MAX_PLAIN).peekable();
        if chunks.peek().is_none() {
            return self.seal_frame(&[], out);
        }
        chunks.try_for_each(|chunk| self.seal_frame(chunk, out))
    }

    fn seal_frame(&mut self, chunk: &[u8], out: &mut Vec<u8>) -> io::Result<()> {
        let start = out.len();
        out.resize(start + 2 + chunk.len() + TAG_LEN, 0);
        let n = self.keys.write_message(self.next, chunk, &mut out[start + 2..]).map_err(io::Error::other)?;
        self.next += 1;
        out.truncate(start + 2 + n);
        let len = u16::try_from(n).expect("a chunk fits a frame");
        out[start..start + 2].copy_from_slice(&len.to_be_bytes());
        Ok(())
    }
}

/// Opens what the other end sent, frame by frame, checking each.
pub struct Opener {
    keys: Arc<snow::StatelessTransportState>,
    next: u64,
    /// Bytes received that do not yet make a whole frame.
    raw: Vec<u8>,
}

/// The error of a frame that fails its check.
fn forged() -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, "a message failed its check (altered, replayed or out of order)")
}

impl Opener {
    /// Takes bytes as they came off the connection.
    pub fn feed(&mut self, bytes: &[u8]) {
        self.raw.extend_from_slice(bytes);
    }

    /// Opens the next whole frame into `text` (appending); `Ok(false)` when none is whole yet.
    pub fn open(&mut self, text: &mut Vec<u8>) -> io::Result<bool> {
        let Some(len) = self.raw.get(..2).map(|b| usize::from(u16::from_be_bytes([b[0], b[1]]))) else { return Ok(false) };
        if len < TAG_LEN {
            return Err(forged());
        }
        if self.raw.len() < 2 + len {
            return Ok(false);
        }
        let start = text.len();
        text.resize(start + len - TAG_LEN, 0);
        let opened = self.keys.read_message(self.next, &self.raw[2..2 + len], &mut text[start..]);
        text.truncate(start + opened.as_ref().map_or(0, |n| *n));
        opened.map_err(|_| forged())?;
        self.next += 1;
        self.raw.drain(..2 + len);
        Ok(true)
    }

    /// Bytes held that do not yet make a whole frame.
    pub fn pending(&self) -> usize {
        self.raw.len()
    }
}

/// Reads the opened text of a channel from the connection under it.
pub struct SecureReader<R> {
    inner: R,
    opener: Opener,
    text: Vec<u8>,
    at: usize,
}

impl<R: Read> SecureReader<R> {
    pub fn new(inner: R, opener: Opener) -> SecureReader<R> {
        SecureReader { inner, opener, text: Vec::new(), at: 0 }
    }
}

impl<R: Read> Read for SecureReader<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        loop {
            if self.at < self.text.len() {
                let n = buf.len().min(self.text.len() - self.at);
                buf[..n].copy_from_slice(&self.text[self.at..self.at + n]);
                self.at += n;
                return Ok(n);
            }
            self.text.clear();
            self.at = 0;
            if self.opener.open(&mut self.text)? {
                continue;
            }
            let mut chunk = [0u8; 8192];
            match self.inner.read(&mut chunk)? {
                0 if self.opener.pending() > 0 => return Err(io::Error::new(io::ErrorKind::UnexpectedEof, "the connection closed inside a message")),
                0 => return Ok(0),
                n => self.opener.feed(&chunk[..n]),
            }
        }
    }
}

impl<R: Timed> Timed for SecureReader<R> {
    fn set_timeout(&mut self, t: std::time::Duration) -> io::Result<()> {
        self.inner.set_timeout(t)
    }
}
