//! The joiner's side: an endpoint made on the first connection and kept for the client's
//! life, which dials the host named by the invitation's ticket and gives back a socket.

use std::net::TcpStream;
use std::sync::Mutex;
use std::time::Duration;

use iroh::endpoint::Connection;
use iroh::{Endpoint, EndpointAddr, RelayUrl};
use iroh_tickets::endpoint::EndpointTicket;

use super::{ALPN, Path, bridge, runtime};

/// Dials hosts by ticket.
pub struct Dialer {
    /// A relay to use instead of the ticket's (`--relay`).
    relay: Option<RelayUrl>,
    direct: bool,
    endpoint: Mutex<Option<Endpoint>>,
    conn: Mutex<Option<Connection>>,
}

impl Dialer {
    pub fn new(relay: Option<RelayUrl>, direct: bool) -> Dialer {
        Dialer { relay, direct, endpoint: Mutex::new(None), conn: Mutex::new(None) }
    }

    /// A socket joined to a new connection to the host the ticket names, within `timeout`.
    pub fn dial(&self, ticket: &str, timeout: Duration) -> Result<TcpStream, String> {
        let host: EndpointAddr = ticket.parse::<EndpointTicket>().map_err(|e| format!("the invitation's ticket does not read: {e}"))?.into();
        let relays: Vec<RelayUrl> = match &self.relay {
            Some(url) => vec![url.clone()],
            None => host.relay_urls().cloned().collect(),
        };
        if relays.is_empty() && !self.direct {
            return Err("the invitation names no relay, and direct connections are off".into());
        }
        let endpoint = self.endpoint(&relays)?;
        let connected = runtime().block_on(async {
            tokio::time::timeout(timeout, async {
                let conn = endpoint.connect(host, ALPN).await.map_err(|e| e.to_string())?;
                let (send, recv) = conn.open_bi().await.map_err(|e| e.to_string())?;
                Ok::<_, String>((conn, send, recv))
            })
            .await
            .map_err(|_| format!("no connection through the internet transport within {} s", timeout.as_secs()))?
        });
        let (conn, send, recv) = connected.map_err(|e| format!("cannot reach the host: {e}"))?;
        let (game_end, bridge_end) = bridge::pair().map_err(|e| e.to_string())?;
        *self.conn.lock().expect("connection") = Some(conn.clone());
        runtime().spawn(bridge::splice(bridge_end, send, recv, conn));
        Ok(game_end)
    }

    /// The endpoint, made on first use.
    fn endpoint(&self, relays: &[RelayUrl]) -> Result<Endpoint, String> {
        let mut kept = self.endpoint.lock().expect("endpoint");
        if let Some(ep) = kept.as_ref() {
            return Ok(ep.clone());
        }
        let ep = runtime().block_on(super::endpoint(relays, self.direct, Vec::new()))?;
        *kept = Some(ep.clone());
        Ok(ep)
    }

    /// The path the last connection uses now.
    pub fn path(&self) -> Option<Path> {
        self.conn.lock().expect("connection").as_ref().filter(|c| c.close_reason().is_none()).map(super::path_of)
    }

    /// Closes the endpoint, waiting a few seconds at most.
    pub fn close(&self) {
        if let Some(ep) = self.endpoint.lock().expect("endpoint").take() {
            let _ = runtime().block_on(async move { tokio::time::timeout(Duration::from_secs(3), ep.close()).await });
        }
    }
}
