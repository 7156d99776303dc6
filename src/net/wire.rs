//! Lines on a TCP connection, defensively: a bounded line reader with deadlines (so a peer
//! that sends nothing, or a byte now and then, or a line without end, costs a bounded time and
//! memory), and a writer thread per connection behind a queue bounded in messages and in bytes,
//! so one peer that reads slowly never makes the sender wait or holds more than its budget.

use std::io::{self, Read, Write};
use std::net::{Shutdown, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, SyncSender, TrySendError};
use std::time::{Duration, Instant};

use super::secure::Sealer;

/// Why no line came.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// The peer closed the connection (at a line boundary or not).
    Closed,
    /// The deadline passed first.
    TimedOut,
    /// A line grew beyond the limit before its newline.
    TooLong(usize),
    Io(String),
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReadError::Closed => write!(f, "the connection was closed"),
            ReadError::TimedOut => write!(f, "nothing was heard in time"),
            ReadError::TooLong(limit) => write!(f, "a line was longer than {limit} bytes"),
            ReadError::Io(e) => write!(f, "{e}"),
        }
    }
}

/// A source of bytes whose reads can be given a time limit (a socket; a slice in tests).
pub trait Timed: Read {
    fn set_timeout(&mut self, t: Duration) -> io::Result<()>;
}

impl Timed for TcpStream {
    fn set_timeout(&mut self, t: Duration) -> io::Result<()> {
        // A zero timeout means "none" to the standard library: never ask for one.
        self.set_read_timeout(Some(t.max(Duration::from_millis(1))))
    }
}

impl Timed for &[u8] {
    fn set_timeout(&mut self, _: Duration) -> io::Result<()> {
        Ok(())
    }
}

/// Reads newline-terminated lines of at most `limit` bytes. Bytes after a line stay buffered
/// for the next; a `\r` before the newline is dropped. Lines that are not UTF-8 come back with
/// their bad bytes replaced (the message decoder then refuses them with a reason).
pub struct LineReader<R> {
    inner: R,
    buf: Vec<u8>,
    limit: usize,
}

impl<R: Timed> LineReader<R> {
    pub fn new(inner: R, limit: usize) -> LineReader<R> {
        LineReader { inner, buf: Vec::new(), limit }
    }

    /// The next line, which must be complete by `deadline`.
    pub fn next_line(&mut self, deadline: Instant) -> Result<String, ReadError> {
        let mut scanned = 0;
        loop {
            if let Some(at) = self.buf[scanned..].iter().position(|&b| b == b'\n') {
                let end = scanned + at;
                // A whole line may arrive in one read: the limit holds for it too.
                if end > self.limit {
                    return Err(ReadError::TooLong(self.limit));
                }
                let line = String::from_utf8_lossy(&self.buf[..end]).trim_end_matches('\r').to_string();
                self.buf.drain(..=end);
                return Ok(line);
            }
            scanned = self.buf.len();
            if scanned > self.limit {
                return Err(ReadError::TooLong(self.limit));
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(ReadError::TimedOut);
            }
            self.inner.set_timeout(left).map_err(|e| ReadError::Io(e.to_string()))?;
            let mut chunk = [0u8; 8192];
            // Never read far past the limit: the buffer stays within limit + one chunk.
            match self.inner.read(&mut chunk) {
                Ok(0) => return Err(ReadError::Closed),
                Ok(n) => self.buf.extend_from_slice(&chunk[..n]),
                Err(e) if matches!(e.kind(), io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut) => return Err(ReadError::TimedOut),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(ReadError::Io(e.to_string())),
            }
        }
    }
}

/// The sending half of a connection: lines go through a bounded queue to a writer thread.
/// Lines are shared (`Arc<str>`), so a message sent to every peer is held once, however many
/// queues it waits in.
pub struct Sender {
    queue: SyncSender<Arc<str>>,
    /// Bytes queued and not yet written, with the writer.
    queued: Arc<AtomicUsize>,
    budget: usize,
    stream: TcpStream,
    writer: std::thread::JoinHandle<()>,
}

/// Why a line could not be queued.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SendError {
    /// The peer reads too slowly: its queue is full (in messages or in bytes).
    Full,
    /// The writer has stopped (the connection failed).
    Gone,
}

impl Sender {
    /// Starts the writer thread for `stream` with room for `capacity` queued lines holding at
    /// most `budget` bytes (one line larger than that is taken when nothing else waits, so a
    /// whole game always gets through to a peer that reads). Lines go out sealed by the
    /// channel's `Sealer`, which the writer waits for (the host's comes when the joiner's
    /// handshake is done); without one it sends nothing and closes. When the `Sender` is
    /// dropped, the writer sends what is queued, then closes the connection.
    pub fn start(stream: TcpStream, sealer: Receiver<Sealer>, capacity: usize, budget: usize) -> io::Result<Sender> {
        let (queue, lines) = mpsc::sync_channel(capacity);
        let mut out = stream.try_clone()?;
        // A peer that stops reading altogether cannot hold the writer for longer than this.
        out.set_write_timeout(Some(Duration::from_secs(10)))?;
        let queued = Arc::new(AtomicUsize::new(0));
        let written = queued.clone();
        let writer = std::thread::Builder::new().name("net-writer".into()).spawn(move || write_lines(&mut out, &sealer, lines, &written))?;
        Ok(Sender { queue, queued, budget, stream, writer })
    }

    /// Queues one line (without its newline); never blocks.
    pub fn send(&self, line: impl Into<Arc<str>>) -> Result<(), SendError> {
        let line = line.into();
        let size = line.len() + 1;
        let before = self.queued.fetch_add(size, Ordering::SeqCst);
        if before > 0 && before + size > self.budget {
            self.queued.fetch_sub(size, Ordering::SeqCst);
            return Err(SendError::Full);
        }
        self.queue.try_send(line).map_err(|e| {
            self.queued.fetch_sub(size, Ordering::SeqCst);
            match e {
                TrySendError::Full(_) => SendError::Full,
                TrySendError::Disconnected(_) => SendError::Gone,
            }
        })
    }

    /// Bytes queued for the peer and not yet handed to the system.
    pub fn queued_bytes(&self) -> usize {
        self.queued.load(Ordering::SeqCst)
    }

    /// Closes the connection at once, queued lines or not (both directions, so the reader
    /// thread stops too).
    pub fn cut(&self) {
        let _ = self.stream.shutdown(Shutdown::Both);
    }

    /// Lets the writer send what is queued and close, waiting for it until `deadline`; then
    /// cuts the connection if it has not finished.
    pub fn close(self, deadline: Instant) {
        let Sender { queue, stream, writer, .. } = self;
        drop(queue);
        while !writer.is_finished() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(5));
        }
        if !writer.is_finished() {
            let _ = stream.shutdown(Shutdown::Both);
        }
    }

    /// Starts the writer for a channel already open.
    pub fn start_sealed(stream: TcpStream, sealer: Sealer, capacity: usize, budget: usize) -> io::Result<Sender> {
        let (give, take) = mpsc::sync_channel(1);
        let _ = give.send(sealer);
        Self::start(stream, take, capacity, budget)
    }
}

fn write_lines(out: &mut TcpStream, sealer: &Receiver<Sealer>, lines: Receiver<Arc<str>>, queued: &AtomicUsize) {
    if let Ok(mut sealer) = sealer.recv() {
        let mut frames = Vec::new();
        for line in lines {
            frames.clear();
            let mut text = Vec::with_capacity(line.len() + 1);
            text.extend_from_slice(line.as_bytes());
            text.push(b'\n');
            let sent = sealer.seal(&text, &mut frames).and_then(|()| out.write_all(&frames));
            queued.fetch_sub(line.len() + 1, Ordering::SeqCst);
            if sent.is_err() {
                break;
            }
        }
    }
    let _ = out.flush();
    let _ = out.shutdown(Shutdown::Write);
    // Closing a socket with unread bytes in it resets the connection, and a reset can make the
    // peer lose the last lines it was sent (a refusal and its reason, to a peer that was still
    // sending). So read and drop what it still sends until it closes, for at most a second.
    let until = Instant::now() + Duration::from_secs(1);
    let mut sink = [0u8; 8192];
    while let Some(left) = until.checked_duration_since(Instant::now()) {
        if out.set_read_timeout(Some(left.max(Duration::from_millis(1)))).is_err() {
            break;
        }
        match out.read(&mut sink) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
    }
    let _ = out.shutdown(Shutdown::Both);
}

/// How many seconds' worth of lines a peer may send at once (see `FloodGate`).
pub const FLOOD_BURST_SECONDS: u32 = 4;

/// Tells a flood from a peer's lines: a token bucket that refills at `limit` lines a second
/// and holds `FLOOD_BURST_SECONDS` seconds' worth. Counting per second of arrival alone would
/// drop an honest fast joiner whose lines queued up while the host's reader waited for a busy
/// CPU and then arrive together; a flooder, sending thousands a second, still empties the
/// bucket within a second or two.
pub struct FloodGate {
    tokens: f64,
    last: Instant,
    rate: f64,
    burst: f64,
}

impl FloodGate {
    pub fn new(limit: u32) -> FloodGate {
        let burst = f64::from(limit * FLOOD_BURST_SECONDS);
        FloodGate { tokens: burst, last: Instant::now(), rate: f64::from(limit), burst }
    }

    /// Counts a line; false once the peer has sent more than the bucket holds.
    pub fn admit(&mut self) -> bool {
        let now = Instant::now();
        self.tokens = (self.tokens + now.duration_since(self.last).as_secs_f64() * self.rate).min(self.burst);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn far() -> Instant {
        Instant::now() + Duration::from_secs(60)
    }

    #[test]
    fn lines_are_split_at_newlines_and_crlf_is_accepted() {
        let data: &[u8] = b"one\r\ntwo\n\nthree";
        let mut r = LineReader::new(data, 10);
        assert_eq!(r.next_line(far()).unwrap(), "one");
        assert_eq!(r.next_line(far()).unwrap(), "two");
        assert_eq!(r.next_line(far()).unwrap(), "");
        assert_eq!(r.next_line(far()), Err(ReadError::Closed), "a last line without newline is not a message");
    }

    #[test]
    fn a_line_over_the_limit_is_refused_and_one_at_it_is_not() {
        let ok = vec![b'a'; 4096].into_iter().chain(*b"\n").collect::<Vec<u8>>();
        assert_eq!(LineReader::new(ok.as_slice(), 4096).next_line(far()).unwrap().len(), 4096);
        let long = vec![b'a'; 100_000];
        assert_eq!(LineReader::new(long.as_slice(), 4096).next_line(far()), Err(ReadError::TooLong(4096)));
        // Over the limit with its newline in the same read.
        let whole = vec![b'a'; 5000].into_iter().chain(*b"\n").collect::<Vec<u8>>();
        assert_eq!(LineReader::new(whole.as_slice(), 4096).next_line(far()), Err(ReadError::TooLong(4096)));
    }

    #[test]
    fn bytes_that_are_not_utf8_still_make_a_line() {
        let data: &[u8] = b"\xff\xfeok\n";
        assert_eq!(LineReader::new(data, 100).next_line(far()).unwrap(), "\u{fffd}\u{fffd}ok");
    }

    #[test]
    fn a_past_deadline_times_out() {
        let data: &[u8] = b"partial";
        let mut r = LineReader::new(data, 100);
        assert_eq!(r.next_line(Instant::now()), Err(ReadError::TimedOut));
    }

    /// A connection on loopback with its channel open: (the peer's end, ours, our sealer).
    fn opened(listener: &std::net::TcpListener) -> (TcpStream, TcpStream, Sealer) {
        let key = super::super::secure::HostKey::generate();
        let public = key.public();
        let mut theirs = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
        let peer = std::thread::spawn(move || super::super::secure::connect(&mut theirs, &public, far()).map(|_| theirs).unwrap());
        let (mut ours, _) = listener.accept().unwrap();
        let channel = super::super::secure::accept(&mut ours, &key, far()).unwrap();
        (peer.join().unwrap(), ours, channel.sealer)
    }

    /// A peer that never reads: its queue fills and `send` says so at once, never blocking the
    /// sender, however much is sent.
    #[test]
    fn a_peer_that_does_not_read_fills_its_queue_without_blocking_the_sender() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let (stalled, ours, sealer) = opened(&listener);
        let sender = Sender::start_sealed(ours, sealer, 8, usize::MAX).unwrap();
        let line: Arc<str> = "x".repeat(1 << 16).into();
        let t = Instant::now();
        let mut full = false;
        // Far more than the socket buffers hold: the writer blocks, the queue fills.
        for _ in 0..10_000 {
            if sender.send(line.clone()) == Err(SendError::Full) {
                full = true;
                break;
            }
        }
        assert!(full, "the queue never filled");
        assert!(t.elapsed() < Duration::from_secs(5), "sending blocked for {:?}", t.elapsed());
        sender.cut();
        drop(stalled);
    }

    /// A peer that never reads is refused more once its queue holds its byte budget, long
    /// before the message count is reached; a line bigger than the budget still goes to an
    /// empty queue.
    #[test]
    fn a_queue_is_bounded_in_bytes() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let (stalled, ours, sealer) = opened(&listener);
        let budget = 1 << 20;
        let sender = Sender::start_sealed(ours, sealer, 100_000, budget).unwrap();
        let line: Arc<str> = "x".repeat(1 << 14).into();
        let mut sent = 0usize;
        while sender.send(line.clone()).is_ok() {
            sent += 1;
            assert!(sent < 10_000, "the budget never stopped the queue");
        }
        // (The writer may hand more to the system meanwhile: the count only goes down.)
        assert!(sender.queued_bytes() <= budget, "{} bytes queued", sender.queued_bytes());
        sender.cut();
        let (_again, ours, sealer) = opened(&listener);
        let fresh = Sender::start_sealed(ours, sealer, 100_000, budget).unwrap();
        assert_eq!(fresh.send("y".repeat(2 * budget)), Ok(()), "a big line to an empty queue");
        fresh.cut();
        sender.cut();
        drop(stalled);
    }

    #[test]
    fn the_flood_gate_allows_a_burst_then_closes_and_refills_at_its_rate() {
        let mut g = FloodGate::new(5);
        let burst = (5 * FLOOD_BURST_SECONDS) as usize;
        assert!((0..burst).all(|_| g.admit()), "a burst of queued lines is let through");
        assert!(!g.admit(), "more than the bucket holds is a flood");
        std::thread::sleep(Duration::from_millis(450));
        let refilled = (0..burst).take_while(|_| g.admit()).count();
        assert!((2..=5).contains(&refilled), "it refills at about 5 a second, not all at once: {refilled}");
    }
}
