//! The host's side: an iroh endpoint that takes joiners' connections and hands each, as a
//! socket, to the host's table (`net::host::Injector`), with an address made from the
//! joiner's key, so the limits per address hold per joiner.

use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::sync::{Arc, Mutex};

use iroh::{Endpoint, EndpointId};
use iroh_tickets::Ticket;
use iroh_tickets::endpoint::EndpointTicket;

use super::{ALPN, Path, bridge, runtime};
use crate::net::host::Injector;

/// The host's endpoint while it runs.
pub struct P2pHost {
    endpoint: Endpoint,
    /// The ticket once the endpoint is online (or why it could not start).
    ticket: Arc<Mutex<Option<String>>>,
    /// Each joiner's connection, by the address the table knows it by.
    peers: Arc<Mutex<Vec<(SocketAddr, iroh::endpoint::Connection)>>>,
}

impl P2pHost {
    /// Starts the endpoint (see `super::endpoint` for `relays` and `direct`) and takes
    /// connections for the host behind `injector`. `ready` is called once the ticket is known,
    /// and once after `net::SLOW_RELAY` if it is not known by then (so a window can say so).
    pub fn start(relays: &[iroh::RelayUrl], direct: bool, injector: Injector, ready: impl Fn() + Send + Sync + 'static) -> Result<P2pHost, String> {
        let endpoint = runtime().block_on(super::endpoint(relays, direct, vec![ALPN.to_vec()]))?;
        let ticket = Arc::new(Mutex::new(None));
        let peers = Arc::new(Mutex::new(Vec::new()));
        let (ep, told) = (endpoint.clone(), ticket.clone());
        let ready = Arc::new(ready);
        let late = ready.clone();
        runtime().spawn(async move {
            ep.online().await;
            *told.lock().expect("ticket") = Some(EndpointTicket::new(ep.addr()).encode_string());
            ready();
        });
        runtime().spawn(async move {
            tokio::time::sleep(crate::net::SLOW_RELAY).await;
            late();
        });
        let (ep, kept) = (endpoint.clone(), peers.clone());
        runtime().spawn(async move {
            while let Some(incoming) = ep.accept().await {
                let (injector, kept) = (injector.clone(), kept.clone());
                tokio::spawn(async move {
                    let Ok(conn) = incoming.await else { return };
                    let Ok((send, recv)) = conn.accept_bi().await else { return };
                    let Ok((game_end, bridge_end)) = bridge::pair() else { return };
                    let addr = address_of(conn.remote_id());
                    kept.lock().expect("peers").push((addr, conn.clone()));
                    if injector.accept(game_end, addr) {
                        bridge::splice(bridge_end, send, recv, conn.clone()).await;
                    }
                    kept.lock().expect("peers").retain(|(_, c)| c.stable_id() != conn.stable_id());
                });
            }
        });
        Ok(P2pHost { endpoint, ticket, peers })
    }

    /// The endpoint for `host`, as a player asked for it.
    pub fn for_host(
        asked: &crate::net::Internet,
        host: &crate::net::HostHandle,
        ready: impl Fn() + Send + Sync + 'static,
    ) -> Result<P2pHost, String> {
        let relays: Vec<_> = asked.relay.as_deref().map(super::relay_url).transpose()?.into_iter().collect();
        P2pHost::start(&relays, asked.direct, host.injector(), ready)
    }

    /// The invitation to `host` through this endpoint, once it is online.
    pub fn invitation(&self, host: &crate::net::HostHandle) -> Option<crate::net::invite::Invitation> {
        Some(crate::net::invite::Invitation::for_p2p(&self.ticket()?, host.code(), host.public_key()))
    }

    /// The ticket that names this endpoint (its key, relay and addresses), once online.
    pub fn ticket(&self) -> Option<String> {
        self.ticket.lock().expect("ticket").clone()
    }

    /// Each joiner connected this way: the address the table knows it by, and its path.
    pub fn paths(&self) -> Vec<(SocketAddr, Path)> {
        self.peers.lock().expect("peers").iter().map(|(a, c)| (*a, super::path_of(c))).collect()
    }

    /// The path to the joiner the table knows by `addr`, if it came this way.
    pub fn path_to(&self, addr: SocketAddr) -> Option<Path> {
        self.peers.lock().expect("peers").iter().rev().find(|(a, _)| *a == addr).map(|(_, c)| super::path_of(c))
    }

    /// Closes the endpoint (telling joiners), waiting a few seconds at most.
    pub fn shutdown(&self) {
        let ep = self.endpoint.clone();
        let _ = runtime().block_on(async move { tokio::time::timeout(std::time::Duration::from_secs(3), ep.close()).await });
    }
}

/// The address a joiner's connections get: a private IPv6 address (fd00::/8) whose first 64
/// bits come from its key, so the host's per-address limits (which count an IPv6 address by
/// its /64) count each joiner on its own.
pub fn address_of(id: EndpointId) -> SocketAddr {
    let key = id.as_bytes();
    let mut bytes = [0u8; 16];
    bytes[0] = 0xfd;
    bytes[1..8].copy_from_slice(&key[..7]);
    bytes[15] = 1;
    SocketAddr::new(IpAddr::V6(Ipv6Addr::from(bytes)), 0)
}
