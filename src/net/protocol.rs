//! The wire protocol, version [`PROTOCOL`]: one message per line, each a serde enum written as
//! single-line RON. RON quotes strings, so any notation (spaces, brackets, `;`) travels safely,
//! and a newline inside a string is escaped, so a line is always exactly one message. Sizes
//! are bounded per direction: what a client may send is small ([`MAX_CLIENT_LINE`]), while the
//! host sends whole save files ([`MAX_HOST_LINE`], the save-file limit). `docs/network.md` is
//! the reference for every message, its order and the timeouts.

use crate::core::Seat;
use crate::core::clock::Reading;
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// Bumped whenever a message changes shape or meaning; a peer with another is refused.
pub const PROTOCOL: u32 = 3;
/// The program version sent in hellos: engines of another version may disagree on a position.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
/// The longest line a client may send, newline excluded; a longer one drops the connection.
pub const MAX_CLIENT_LINE: usize = 4096;
/// The longest line the host sends (a `Welcome` or `State` carries a whole save file).
pub const MAX_HOST_LINE: usize = crate::record::io::MAX_FILE_BYTES as usize;
/// A new connection must say hello within this: until then it has proved nothing and only
/// holds a place in the small pool of waiting connections.
pub const HELLO_TIMEOUT: Duration = Duration::from_secs(3);
/// Connections that have not yet joined (no hello accepted), held at once. A newer one evicts
/// the oldest rather than being refused, so whoever has the code always gets a hearing.
pub const MAX_WAITING: usize = 32;
/// Waiting connections from one address (an IPv6 address counts by its /64); a newer one
/// evicts the oldest from that address.
pub const MAX_WAITING_PER_ADDRESS: usize = 8;
/// Each side pings this often when it has nothing else to say.
pub const PING_EVERY: Duration = Duration::from_secs(2);
/// A peer silent for this long (no line at all, pings included) is dropped.
pub const SILENCE_TIMEOUT: Duration = Duration::from_secs(10);
/// More lines than this within one second from a client drops it.
pub const MAX_LINES_PER_SECOND: u32 = 200;
/// Messages queued for one peer; a peer that reads too slowly to keep it below this is dropped
/// rather than allowed to hold the host's memory or time.
pub const SEND_QUEUE: usize = 256;
/// Bytes queued for one peer; more drops it like a full queue. One message larger than this
/// (a whole game) is taken when nothing else waits for the peer.
pub const SEND_BUDGET: usize = 4 << 20;
/// A peer gets the whole game (`State`) at most this often; `Sync`s in between are answered
/// together, once, when the time comes.
pub const SYNC_EVERY: Duration = Duration::from_secs(1);
/// Wrong join codes an address may give before it must wait.
pub const FREE_WRONG_CODES: u32 = 3;
/// The first wait after too many wrong codes; each further wrong code doubles it.
pub const WRONG_CODE_WAIT: Duration = Duration::from_secs(1);
/// The longest wait after wrong codes.
pub const WRONG_CODE_MAX_WAIT: Duration = Duration::from_secs(60);
/// Wrong codes the whole host takes at once, from any addresses, and how many a minute it takes
/// after that; beyond them only addresses that gave the right code before are heard.
pub const GLOBAL_WRONG_CODES: u32 = 30;
pub const GLOBAL_WRONG_CODES_PER_MINUTE: u32 = 30;
/// The host reports at most this many problems of one kind (connections that have not joined,
/// messages of joined peers) per [`PROBLEM_WINDOW`], then how many more there were.
pub const PROBLEM_LINES: u32 = 10;
pub const PROBLEM_WINDOW: Duration = Duration::from_secs(10);
/// The longest text from the host (a reason, a name, a result) a joiner shows or keeps, in
/// characters; the rest is cut, control characters escaped.
pub const MAX_HOST_TEXT: usize = 200;
/// How long a seat's player must have been away before the others may claim the game.
pub const CLAIM_AFTER: Duration = Duration::from_secs(30);
/// The default TCP port (`towers host`, the app's host dialog).
pub const DEFAULT_PORT: u16 = 7627;

/// What may be offered to the other players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Offer {
    /// Take back the offerer's last move (and any played after it).
    Undo,
    /// End the game as a draw.
    Draw,
}

impl Offer {
    pub fn name(self) -> &'static str {
        match self {
            Offer::Undo => "undo",
            Offer::Draw => "draw",
        }
    }
}

/// One seat as the host describes it to everyone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    /// "Human (host)", "Remote", "Computer (Hard)".
    pub kind: String,
    /// Whether someone is there: the host's own seats and computers always are; a remote seat
    /// while a client holds it.
    pub connected: bool,
    /// The name the holder gave in its hello (empty when none).
    pub name: String,
}

/// Client to host. The first line must be `Hello`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClientMsg {
    Hello {
        protocol: u32,
        version: String,
        code: String,
        /// The seat to play (from 0) as the player asked for it, which the host checks;
        /// `None` watches as a spectator.
        seat: Option<usize>,
        name: String,
    },
    /// The `ply`-th move of the game (1-based: the number of moves after it), in notation.
    Move {
        ply: usize,
        notation: String,
    },
    Offer(Offer),
    /// The answer to the offer in progress.
    Answer {
        accept: bool,
    },
    Resign,
    /// Ends the game because another seat's player has been away for [`CLAIM_AFTER`]: won, or
    /// drawn with `draw`.
    Claim {
        draw: bool,
    },
    /// Asks for the whole game again (`State`): after a position-key mismatch.
    Sync,
    Ping,
    Pong,
}

/// Host to client. The first line is `Welcome` or `Refused`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HostMsg {
    Welcome {
        protocol: u32,
        version: String,
        /// The seat granted (as asked), `None` for a spectator.
        seat: Option<Seat>,
        /// The game so far as save-file text (`record::file`); its `date` and `seats` are what
        /// every participant writes in its own copy.
        save: String,
        seats: Vec<SeatInfo>,
    },
    /// The hello was refused; the host closes the connection. `again`: the reason may pass
    /// (the seat is still held by a connection the host has not yet seen drop, the table is
    /// full), so a rejoining client keeps trying.
    Refused {
        reason: String,
        again: bool,
    },
    /// Move number `ply` was played; `key` is the position key (`DynGame::key`) after it. In
    /// a timed game `clock` is the mover's clock after it, as the host measured it.
    Moved {
        ply: usize,
        notation: String,
        key: u64,
        #[serde(default)]
        clock: Option<Reading>,
    },
    /// `seat`'s time ran out on the host's clock; `Ended` follows.
    TimedOut {
        seat: Seat,
    },
    /// `seat`'s player left, and another claimed the game (`draw`: a draw); `Ended` follows.
    Claimed {
        seat: Seat,
        draw: bool,
    },
    /// Moves were taken back by agreement: `ply` moves are now in effect.
    Undone {
        ply: usize,
    },
    /// `by` offers `what`; `waiting` are the seats whose consent is needed.
    Offered {
        by: Seat,
        what: Offer,
        waiting: Vec<Seat>,
    },
    /// The offer in progress was declined by `by` (or lapsed: `by` is the offerer).
    Declined {
        by: Seat,
    },
    /// Every consent came: the offer is carried out (an `Undone` follows an undo; a draw ends
    /// the game, and `Ended` follows).
    Agreed {
        what: Offer,
    },
    /// `seat` resigned; the game may be over (then `Ended` follows).
    Resigned {
        seat: Seat,
    },
    /// The game is over: the result in words. The draw by agreement and resignation are
    /// recorded in the save like any other result.
    Ended {
        result: String,
    },
    SeatStatus {
        seat: Seat,
        connected: bool,
        name: String,
    },
    /// A message was refused; the connection stays.
    Error {
        reason: String,
    },
    /// The whole game, answering `Sync`.
    State {
        save: String,
    },
    Ping,
    Pong,
}

/// A message as one line of text, without the newline.
pub fn encode<T: Serialize>(msg: &T) -> String {
    // Single-line RON escapes control characters in strings, so the line has no newline.
    ron::to_string(msg).expect("protocol messages always serialize")
}

/// A line read back as a message; the error is a reason to send back.
pub fn decode<T: for<'de> Deserialize<'de>>(line: &str) -> Result<T, DecodeError> {
    ron::from_str(line).map_err(|e| DecodeError(e.code))
}

/// A line that is not a message of the protocol: RON's reason, cut short when sent back.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a message: {}", crate::core::text::quoted_up_to(&.0.to_string(), 120))]
pub struct DecodeError(pub ron::Error);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_round_trips_on_one_line() {
        let client = [
            ClientMsg::Hello { protocol: PROTOCOL, version: VERSION.into(), code: "AB12CD".into(), seat: Some(1), name: "Ann \"the\" best\n".into() },
            ClientMsg::Move { ply: 3, notation: "LMc2-c9-c5(xc7, xc8)".into() },
            ClientMsg::Move { ply: 4, notation: "Sa2>L; Nb1-c3".into() },
            ClientMsg::Offer(Offer::Draw),
            ClientMsg::Answer { accept: true },
            ClientMsg::Resign,
            ClientMsg::Claim { draw: true },
            ClientMsg::Sync,
            ClientMsg::Ping,
        ];
        for m in client {
            let line = encode(&m);
            assert!(!line.contains('\n'), "{line}");
            assert_eq!(decode::<ClientMsg>(&line).unwrap(), m);
        }
        let save = "// comment\n(\n    format: 1,\n    moves: [\"a b\"],\n)\n".to_string();
        let host = [
            HostMsg::Welcome {
                protocol: 1,
                version: "0.1.0".into(),
                seat: None,
                save: save.clone(),
                seats: vec![SeatInfo { kind: "Remote".into(), connected: false, name: String::new() }],
            },
            HostMsg::Refused { reason: "wrong join code".into(), again: false },
            HostMsg::Moved { ply: 1, notation: "Ie4-e5".into(), key: u64::MAX, clock: None },
            HostMsg::Moved { ply: 2, notation: "Ie7-e6".into(), key: 7, clock: Some("0:04:58.25/3".parse().unwrap()) },
            HostMsg::TimedOut { seat: Seat::SECOND },
            HostMsg::Claimed { seat: Seat::FIRST, draw: false },
            HostMsg::Offered { by: Seat::FIRST, what: Offer::Undo, waiting: vec![Seat::SECOND, Seat::new(3)] },
            HostMsg::State { save },
            HostMsg::Ended { result: "Red wins: checkmate".into() },
        ];
        for m in host {
            let line = encode(&m);
            assert!(!line.contains('\n'), "{line}");
            assert_eq!(decode::<HostMsg>(&line).unwrap(), m);
        }
    }

    /// A seat travels as its number from 0, as it did before seats had a type of their own.
    #[test]
    fn a_seat_is_written_as_its_number() {
        let offered = HostMsg::Offered { by: Seat::FIRST, what: Offer::Undo, waiting: vec![Seat::SECOND, Seat::new(3)] };
        assert_eq!(encode(&offered), "Offered(by:0,what:Undo,waiting:[1,3])");
        assert_eq!(decode::<HostMsg>("Resigned(seat:2)").unwrap(), HostMsg::Resigned { seat: Seat::new(2) });
    }

    #[test]
    fn bad_lines_are_refused_with_a_reason() {
        for bad in ["", "garbage", "Move(ply: 1)", "Hello()", "Resign Resign", "\u{1b}[2J"] {
            let e = decode::<ClientMsg>(bad).unwrap_err().to_string();
            assert!(e.starts_with("not a message"), "{bad:?}: {e}");
            assert!(!e.contains('\u{1b}'), "{e}");
        }
    }
}
