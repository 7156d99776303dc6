//! The second transport, for play across the internet without opening any port: iroh, which
//! dials a host by its key over QUIC, punches through home routers and carrier-grade NAT where
//! it can, and otherwise passes the traffic through a relay (n0's public relays unless the
//! players name their own with `--relay`, which `towers relay` runs).
//!
//! It carries the same byte stream as TCP does: each iroh connection's stream is joined to one
//! end of a loopback TCP pair (`bridge`), whose other end the host takes as a connection like
//! any other and the joiner uses as its socket. So the encrypted channel (`net::secure`), the
//! lines, the limits and the rules are the same code over both transports, and the Noise
//! handshake to the key in the invitation runs inside iroh's own encryption.

mod bridge;
mod dial;
mod host;
pub mod relay;

pub use dial::Dialer;
pub use host::P2pHost;

use iroh::endpoint::presets;
use iroh::{Endpoint, NetReportConfig, RelayConfig, RelayMap, RelayMode, RelayUrl};
use std::sync::OnceLock;

/// The protocol name both ends ask iroh for.
pub const ALPN: &[u8] = b"towers/3";

/// The one runtime every iroh task of the process runs on (two threads; the game's own
/// threads stay as they are).
fn runtime() -> &'static tokio::runtime::Runtime {
    static RUNTIME: OnceLock<tokio::runtime::Runtime> = OnceLock::new();
    RUNTIME.get_or_init(|| {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("net-p2p")
            .enable_all()
            .build()
            .expect("a runtime for the internet transport")
    })
}

/// How the connection to the other side goes now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Path {
    /// Straight between the two machines (through their routers).
    Direct,
    /// Through the relay.
    Relayed,
}

impl std::fmt::Display for Path {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Path::Direct => "direct",
            Path::Relayed => "relayed",
        })
    }
}

/// The path a connection uses now: direct once the selected path is an IP one.
fn path_of(conn: &iroh::endpoint::Connection) -> Path {
    if conn.paths().iter().any(|p| p.is_selected() && p.is_ip()) { Path::Direct } else { Path::Relayed }
}

/// An endpoint: n0's public relays and address lookup when `relays` is empty, else only those
/// relays and no lookup (nothing else on the internet is contacted). Without `direct` it has no
/// IP transport at all, so every byte goes through a relay and the other side never learns
/// this machine's address.
async fn endpoint(relays: &[RelayUrl], direct: bool, alpns: Vec<Vec<u8>>) -> Result<Endpoint, String> {
    let builder = if relays.is_empty() {
        Endpoint::builder(presets::N0)
    } else {
        let mut report = NetReportConfig::minimal();
        // With no UDP, the relay's HTTP probe is what picks it as home; the captive-portal
        // check would ask port 80 of the relay's host, whatever its port.
        report.https_probes = true;
        report.captive_portal_check = false;
        let map = relays.iter().cloned().map(|url| RelayConfig::new(url, None)).collect::<RelayMap>();
        Endpoint::builder(presets::Minimal).relay_mode(RelayMode::Custom(map)).net_report_config(report)
    };
    let builder = if direct { builder } else { builder.clear_ip_transports() };
    builder.alpns(alpns).bind().await.map_err(|e| format!("the internet transport could not start: {e}"))
}

/// A relay's address as given by a player (`--relay`): an http or https URL.
pub fn relay_url(text: &str) -> Result<RelayUrl, String> {
    let url: RelayUrl = text.trim().parse().map_err(|_| format!("'{}' is not a relay URL (http://HOST:PORT or https://HOST)", text.trim()))?;
    match url.scheme() {
        "http" | "https" => Ok(url),
        _ => Err(format!("'{}' is not a relay URL (http://HOST:PORT or https://HOST)", text.trim())),
    }
}

#[cfg(test)]
mod tests;
