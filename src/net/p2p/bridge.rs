//! Joins an iroh stream to a plain socket: a connected pair of loopback TCP sockets (the
//! portable socketpair), one end for the game's own threads, the other copied to and from the
//! stream by two tasks.

use std::io;
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::time::{Duration, Instant};

use iroh::endpoint::{Connection, RecvStream, SendStream};
use tokio::io::AsyncWriteExt;

/// Two connected sockets on 127.0.0.1. The listener lives only for this call, and only the
/// connection made from `near` is taken: another local program that connects to it in between
/// is turned away.
pub fn pair() -> io::Result<(TcpStream, TcpStream)> {
    let listener = TcpListener::bind("127.0.0.1:0")?;
    let near = TcpStream::connect(listener.local_addr()?)?;
    let mine: SocketAddr = near.local_addr()?;
    listener.set_nonblocking(true)?;
    let until = Instant::now() + Duration::from_secs(5);
    loop {
        match listener.accept() {
            Ok((far, from)) if from == mine => {
                far.set_nonblocking(false)?;
                let _ = near.set_nodelay(true);
                let _ = far.set_nodelay(true);
                return Ok((near, far));
            }
            Ok(_) => {}
            Err(e) if e.kind() == io::ErrorKind::WouldBlock && Instant::now() < until => std::thread::sleep(Duration::from_millis(1)),
            Err(e) => return Err(e),
        }
    }
}

/// Copies between `socket` and the stream both ways until either side ends, gives the other
/// direction a moment to pass on what is in flight, then closes the connection.
pub async fn splice(socket: TcpStream, mut send: SendStream, mut recv: RecvStream, conn: Connection) {
    let Ok(socket) = socket.set_nonblocking(true).and_then(|()| tokio::net::TcpStream::from_std(socket)) else {
        conn.close(1u32.into(), b"bridge");
        return;
    };
    let (mut from_game, mut to_game) = socket.into_split();
    let mut up = tokio::spawn(async move {
        let _ = tokio::io::copy(&mut from_game, &mut send).await;
        let _ = send.finish();
    });
    let mut down = tokio::spawn(async move {
        let _ = tokio::io::copy(&mut recv, &mut to_game).await;
        let _ = to_game.shutdown().await;
    });
    let stops = [up.abort_handle(), down.abort_handle()];
    let other = tokio::select! {
        _ = &mut up => down,
        _ = &mut down => up,
    };
    let _ = tokio::time::timeout(Duration::from_secs(2), other).await;
    stops.iter().for_each(tokio::task::AbortHandle::abort);
    conn.close(0u32.into(), b"closed");
}
