//! `towers relay`: a relay of one's own for a group that would rather not use the public ones.
//! It passes on packets that are encrypted end to end between the players (it cannot read a
//! game), over plain HTTP (put it behind a TLS proxy to hide even who talks to whom).

use std::net::SocketAddr;

use super::runtime;

/// A relay server running in this process.
pub struct Relay {
    server: iroh_relay::server::Server,
    addr: SocketAddr,
}

impl Relay {
    /// Starts a relay listening on `bind`.
    pub fn start(bind: SocketAddr) -> Result<Relay, String> {
        let mut config = iroh_relay::server::ServerConfig::default();
        config.relay = Some(iroh_relay::server::RelayConfig::new(bind));
        let server = runtime().block_on(iroh_relay::server::Server::spawn(config)).map_err(|e| format!("cannot start a relay on {bind}: {e}"))?;
        let addr = server.http_addr().ok_or_else(|| format!("the relay on {bind} has no address"))?;
        Ok(Relay { server, addr })
    }

    /// The URL players give as `--relay`.
    pub fn url(&self) -> String {
        let host = match self.addr.ip() {
            std::net::IpAddr::V6(ip) => format!("[{ip}]"),
            ip => ip.to_string(),
        };
        format!("http://{host}:{}", self.addr.port())
    }

    /// Stops it.
    pub fn shutdown(self) {
        let _ = runtime().block_on(self.server.shutdown());
    }
}
