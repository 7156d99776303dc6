use super::*;
use proptest::prelude::*;
use std::net::{TcpListener, TcpStream};
use std::time::Duration;

fn soon() -> Instant {
    Instant::now() + Duration::from_secs(10)
}

/// One end of a connection after the handshake.
type End = Result<(TcpStream, Channel), HandshakeError>;

/// A channel opened over loopback: (the joiner's end, the host's end).
fn opened(host_key: &HostKey, asked: &PublicKey) -> (End, End) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    let key = host_key.clone();
    let host = std::thread::spawn(move || {
        let (mut s, _) = listener.accept().unwrap();
        accept(&mut s, &key, soon()).map(|c| (s, c))
    });
    let mut s = TcpStream::connect(addr).unwrap();
    let joiner = connect(&mut s, asked, soon()).map(|c| (s, c));
    (joiner, host.join().unwrap())
}

fn sealed(sealer: &mut Sealer, text: &str) -> Vec<u8> {
    let mut out = Vec::new();
    sealer.seal(text.as_bytes(), &mut out).unwrap();
    out
}

fn opened_text(opener: &mut Opener, bytes: &[u8]) -> io::Result<Vec<u8>> {
    opener.feed(bytes);
    let mut text = Vec::new();
    while opener.open(&mut text)? {}
    Ok(text)
}

#[test]
fn both_ends_read_what_the_other_sealed() {
    let key = HostKey::generate();
    let (joiner, host) = opened(&key, &key.public());
    let (mut js, mut jc) = joiner.unwrap();
    let (hs, mut hc) = host.unwrap();
    js.write_all(&sealed(&mut jc.sealer, "Hello(code: \"K7P2QX\")\n")).unwrap();
    let mut reader = SecureReader::new(hs, hc.opener);
    let mut line = [0u8; 22];
    reader.read_exact(&mut line).unwrap();
    assert_eq!(&line, b"Hello(code: \"K7P2QX\")\n");
    let reply = sealed(&mut hc.sealer, "Welcome");
    assert_eq!(reply.len(), 2 + "Welcome".len() + TAG_LEN, "a frame costs 18 bytes");
    assert_eq!(opened_text(&mut jc.opener, &reply).unwrap(), b"Welcome");
}

#[test]
fn the_sealed_bytes_do_not_hold_the_text() {
    let key = HostKey::generate();
    let (joiner, _host) = opened(&key, &key.public());
    let (_, mut jc) = joiner.unwrap();
    let out = sealed(&mut jc.sealer, "Move(ply: 1, notation: \"Ie4-e5\") code K7P2QX");
    assert!(!out.windows(6).any(|w| w == b"K7P2QX" || w == b"Ie4-e5"));
}

#[test]
fn a_joiner_that_asks_for_another_key_is_told_this_is_not_the_host() {
    let (key, other) = (HostKey::generate(), HostKey::generate());
    let (joiner, host) = opened(&key, &other.public());
    assert!(matches!(joiner.err(), Some(HandshakeError::NotTheHost)));
    assert!(matches!(host.err(), Some(HandshakeError::Garbled)));
}

#[test]
fn an_altered_a_replayed_and_a_reordered_frame_each_fail_their_check() {
    let key = HostKey::generate();
    let (joiner, host) = opened(&key, &key.public());
    let (_, mut jc) = joiner.unwrap();
    let (_, hc) = host.unwrap();
    let mut opener = hc.opener;
    let mut altered = sealed(&mut jc.sealer, "Move(ply: 1)");
    altered[5] ^= 1;
    assert_eq!(opened_text(&mut opener, &altered).unwrap_err().kind(), io::ErrorKind::InvalidData);
    let (joiner, host) = opened(&key, &key.public());
    let (_, mut jc) = joiner.unwrap();
    let mut opener = host.unwrap().1.opener;
    let first = sealed(&mut jc.sealer, "Move(ply: 1)");
    assert_eq!(opened_text(&mut opener, &first).unwrap(), b"Move(ply: 1)");
    assert!(opened_text(&mut opener, &first).is_err(), "the same frame again is refused");
    let (joiner, host) = opened(&key, &key.public());
    let (_, mut jc) = joiner.unwrap();
    let mut opener = host.unwrap().1.opener;
    let _skipped = sealed(&mut jc.sealer, "Move(ply: 1)");
    let later = sealed(&mut jc.sealer, "Move(ply: 2)");
    assert!(opened_text(&mut opener, &later).is_err(), "a frame out of its place is refused");
}

#[test]
fn a_text_longer_than_a_frame_is_sealed_in_several_and_read_back_whole() {
    let key = HostKey::generate();
    let (joiner, host) = opened(&key, &key.public());
    let (_, mut jc) = joiner.unwrap();
    let mut opener = host.unwrap().1.opener;
    let long = "x".repeat(200_000);
    let out = sealed(&mut jc.sealer, &long);
    assert_eq!(out.len(), long.len() + 4 * (2 + TAG_LEN));
    // Fed a byte at a time, frames open as they become whole.
    let mut text = Vec::new();
    for b in &out {
        opener.feed(std::slice::from_ref(b));
        while opener.open(&mut text).unwrap() {}
    }
    assert_eq!(text.len(), long.len());
}

#[test]
fn a_silent_or_closing_peer_ends_the_handshake_in_time() {
    let key = HostKey::generate();
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let silent = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
    let (mut s, _) = listener.accept().unwrap();
    let started = Instant::now();
    assert!(matches!(accept(&mut s, &key, Instant::now() + Duration::from_millis(200)), Err(HandshakeError::TimedOut)));
    assert!(started.elapsed() < Duration::from_secs(5));
    drop(silent);
    assert!(matches!(accept(&mut s, &key, soon()), Err(HandshakeError::Closed)));
}

#[test]
fn public_keys_read_back_and_bad_ones_are_refused() {
    let key = HostKey::generate();
    let text = key.public().to_string();
    assert_eq!(text.len(), 52);
    assert_eq!(text.to_lowercase().parse::<PublicKey>(), Ok(key.public()));
    assert_eq!("ABC".parse::<PublicKey>(), Err(BadKey));
    assert_eq!(format!("{text}AAAAAAAA").parse::<PublicKey>(), Err(BadKey));
    assert_eq!(HostKey::from_private(key.private).public(), key.public(), "the public half is derived from the private");
    assert!(!format!("{key:?}").contains(&data_encoding::BASE32_NOPAD.encode(&key.private)));
}

#[test]
fn the_host_key_is_kept_private_and_read_back() {
    let dir = std::env::temp_dir().join(format!("towers-key-{}", std::process::id()));
    let path = dir.join("sub").join("host-key");
    let made = HostKey::load_or_create(&path).unwrap();
    let again = HostKey::load_or_create(&path).unwrap();
    assert_eq!(made.public(), again.public());
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
    }
    std::fs::write(&path, "not a key").unwrap();
    let damaged = HostKey::load_or_create(&path).unwrap_err().to_string();
    assert!(damaged.contains("is damaged"), "{damaged}");
    let _ = std::fs::remove_dir_all(dir);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    /// Whatever bytes arrive, opening them gives an error or waits for more; never a panic.
    #[test]
    fn any_bytes_are_refused_or_wait_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..3000)) {
        let key = HostKey::generate();
        let keys = Arc::new(accept_over_pipe(&key));
        let mut opener = Opener { keys, next: 0, raw: Vec::new() };
        opener.feed(&bytes);
        let mut text = Vec::new();
        while let Ok(true) = opener.open(&mut text) {}
        prop_assert!(text.is_empty(), "no forged frame opens");
    }
}

/// Transport keys from a handshake done in memory.
fn accept_over_pipe(key: &HostKey) -> snow::StatelessTransportState {
    let mut joiner = snow::Builder::new(params()).prologue(PROLOGUE).unwrap().remote_public_key(&key.public().0).unwrap().build_initiator().unwrap();
    let mut host = snow::Builder::new(params()).prologue(PROLOGUE).unwrap().local_private_key(&key.private).unwrap().build_responder().unwrap();
    let (mut a, mut b) = ([0u8; 256], [0u8; 256]);
    let n = joiner.write_message(&[], &mut a).unwrap();
    host.read_message(&a[..n], &mut b).unwrap();
    let n = host.write_message(&[], &mut a).unwrap();
    joiner.read_message(&a[..n], &mut b).unwrap();
    host.into_stateless_transport_mode().unwrap()
}
