//! Network play: a host that is the one authority over a game, clients that join it over TCP
//! or across the internet (`p2p`), the encrypted channel under every connection (`secure`),
//! and the line protocol inside it (`docs/network.md` documents it). Threads and `std::net`
//! throughout: a turn-based game needs no async runtime, and every blocking call here has a
//! deadline, so no peer can hold up another or the embedding program. Only the internet
//! transport runs on tokio, because iroh does, behind a bridge that hands the rest a socket.
//!
//! The app and `towers host` / `towers join` embed the same objects: [`host::start`] gives a
//! [`HostHandle`] and [`client::connect`] a [`ClientHandle`]; both are driven by channels that
//! a UI polls once a frame.

pub mod addresses;
pub mod client;
pub mod guard;
pub mod host;
pub mod invite;
pub mod lag;
pub mod online;
#[cfg(feature = "p2p")]
pub mod p2p;
pub mod protocol;
pub mod rules;
pub mod seats;
pub mod secure;
pub mod wire;

/// Called from a network thread after each event it sends, so that a program that sleeps until
/// something happens (the app redraws only on input) wakes up to read it.
#[derive(Clone)]
pub struct Wake(pub std::sync::Arc<dyn Fn() + Send + Sync>);

impl std::fmt::Debug for Wake {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Wake")
    }
}

/// What a player asked of the internet transport (`net::p2p`, in builds with the `p2p`
/// feature): only this relay instead of the public ones, and whether direct paths between the
/// machines may be tried (without, every byte goes through the relay and no player learns
/// another's address).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Internet {
    pub relay: Option<String>,
    pub direct: bool,
}

/// How long the internet transport may take to reach a relay before a window says it is
/// taking long (no relay answers: the machine is offline, or a firewall stops it).
pub const SLOW_RELAY: std::time::Duration = std::time::Duration::from_secs(15);

impl Default for Internet {
    fn default() -> Internet {
        Internet { relay: None, direct: true }
    }
}

pub use client::{ClientCommand, ClientConfig, ClientEvent, ClientHandle};
pub use host::{HostConfig, HostEvent, HostHandle, LocalCommand};
pub use protocol::{DEFAULT_PORT, Offer, SeatInfo};
pub use seats::{Computer, SeatError, SeatKind};
