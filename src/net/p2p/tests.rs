//! The internet transport on loopback only: a relay of our own, and endpoints that know only
//! it, with direct paths off, so every byte goes through the relay.

use super::relay::Relay;
use crate::core::{GameConfig, Seat};
use crate::net::client::{self, ClientConfig, ClientEvent};
use crate::net::host::{self, HostConfig, HostEvent, LocalCommand};
use crate::net::invite::Invitation;
use crate::net::{ClientCommand, SeatKind};
use crate::record::History;
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

fn next_event<T>(rx: &Receiver<T>, want: impl Fn(&T) -> bool) -> T {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let e = rx.recv_timeout(deadline.saturating_duration_since(Instant::now())).expect("an event in time");
        if want(&e) {
            return e;
        }
    }
}

/// A host reached only through a local relay (no direct path on either side) takes a joiner
/// who has nothing but the invitation, and they play; the joiner's window can say the path
/// is relayed. Prints the time from the first dial to the welcome.
#[test]
fn a_host_behind_a_relay_only_is_joined_and_played_through_it() {
    let relay = Relay::start("127.0.0.1:0".parse().unwrap()).unwrap();
    let url = super::relay_url(&relay.url()).unwrap();
    let mut config = HostConfig::new(History::new(&GameConfig::new("storm")).unwrap(), vec![SeatKind::Local, SeatKind::Remote]);
    config.bind = "127.0.0.1".into();
    config.port = 0;
    let host = host::start(config).unwrap();
    let (tx, ready) = std::sync::mpsc::channel();
    let p2p = super::P2pHost::start(std::slice::from_ref(&url), false, host.injector(), move || {
        let _ = tx.send(());
    })
    .unwrap();
    ready.recv_timeout(Duration::from_secs(20)).expect("the host's endpoint came online at the relay");
    let invitation = Invitation::for_p2p(&p2p.ticket().unwrap(), host.code(), host.public_key());
    let read_back: Invitation = invitation.to_string().parse().unwrap();
    let mut joiner = ClientConfig::for_invitation(&read_back, Some(1));
    joiner.direct = false;
    let started = Instant::now();
    let client = client::connect(joiner);
    next_event(client.events(), |e| matches!(e, ClientEvent::Welcome { .. }));
    eprintln!("welcomed through the relay {:?} after the first dial", started.elapsed());
    assert_eq!(client.path().as_deref(), Some("relayed"));
    next_event(host.events(), |e| matches!(e, HostEvent::Joined { seat: Some(Seat::SECOND), .. }));
    host.send(LocalCommand::Move { seat: Seat::FIRST, notation: "Ie4-e5".into() });
    next_event(client.events(), |e| matches!(e, ClientEvent::Moved { ply: 1, .. }));
    client.send(ClientCommand::Move("Ie7-e6".into()));
    next_event(host.events(), |e| matches!(e, HostEvent::Moved { ply: 2, .. }));
    next_event(client.events(), |e| matches!(e, ClientEvent::Moved { ply: 2, .. }));
    assert_eq!(client.save().unwrap().to_ron(), host.save().to_ron());
    let peers = p2p.paths();
    assert_eq!(peers.iter().map(|(_, p)| *p).collect::<Vec<_>>(), [super::Path::Relayed], "the host sees the joiner through the relay");
    assert_eq!(p2p.path_to(peers[0].0), Some(super::Path::Relayed));
    client.close();
    p2p.shutdown();
    host.shutdown();
    relay.shutdown();
}

#[test]
fn relay_addresses_are_checked() {
    assert!(super::relay_url("http://127.0.0.1:3340").is_ok());
    assert!(super::relay_url("https://relay.example.org").is_ok());
    for bad in ["127.0.0.1:3340", "ftp://x", ""] {
        assert!(super::relay_url(bad).unwrap_err().contains("is not a relay URL"), "{bad}");
    }
}
