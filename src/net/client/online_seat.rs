//! A seat at a game on a Towers server, behind the same [`ClientHandle`] as a seat at a host:
//! the app plays and watches a server game with the machinery it uses for network play. One
//! thread sends the player's commands over HTTP; another follows the game's event stream
//! (reconnecting after a drop) and hands each state over, which is played through this copy's
//! own engine, move by move, so that the board animates as after any move.

use super::{ClientCommand, ClientEvent, ClientHandle, Copy, Input, Offer};
use crate::core::{Concession, Seat};
use crate::net::Wake;
use crate::net::online::GameState;
use crate::net::online::client::Online;
use crate::net::protocol::SeatInfo;
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Plays (or, when the signed-in player has no seat there, watches) game `id` of the server.
pub fn join_server(online: Online, id: &str, wake: Option<Wake>) -> ClientHandle {
    let (inputs, input_rx) = mpsc::channel();
    let (events_tx, events) = mpsc::channel();
    let shared = Arc::new(Mutex::new(None));
    let mut seat = ServerSeat { online, id: id.to_string(), events: events_tx, shared: shared.clone(), wake, seat: None, offer: None };
    let stream = inputs.clone();
    let thread = std::thread::Builder::new()
        .name("online-seat".into())
        .spawn(move || {
            let _english = crate::i18n::Speaking::new(crate::i18n::Lang::English);
            seat.run(&input_rx, stream)
        })
        .expect("a thread for the online seat");
    ClientHandle {
        events,
        inputs,
        shared,
        round_trip: Arc::new(std::sync::atomic::AtomicU64::new(0)),
        thread: Some(thread),
        #[cfg(feature = "p2p")]
        dialer: None,
    }
}

struct ServerSeat {
    online: Online,
    id: String,
    events: Sender<ClientEvent>,
    shared: Arc<Mutex<Option<Copy>>>,
    wake: Option<Wake>,
    seat: Option<Seat>,
    /// The draw offer last seen, by seat.
    offer: Option<usize>,
}

impl ServerSeat {
    fn run(&mut self, inputs: &Receiver<Input>, stream: Sender<Input>) {
        if let Err(reason) = self.welcome() {
            self.event(ClientEvent::Refused { reason });
            return;
        }
        follow(self.online.clone(), self.id.clone(), stream);
        while let Ok(input) = inputs.recv() {
            match input {
                Input::Close => return,
                Input::Command(c) => self.command(c),
                Input::Server(state) => self.follow_state(&state),
                Input::StreamEnded(reason) => self.event(ClientEvent::Lost { reason }),
                Input::Line(..) | Input::Gone(..) => {}
            }
        }
    }

    fn event(&self, e: ClientEvent) {
        let _ = self.events.send(e);
        if let Some(w) = &self.wake {
            (w.0)();
        }
    }

    fn copy(&self) -> Option<Copy> {
        self.shared.lock().expect("online seat state").clone()
    }

    fn keep(&self, copy: Copy) {
        *self.shared.lock().expect("online seat state") = Some(copy);
    }

    /// The game as the server has it, from its save file.
    fn fetch(&self) -> Result<(Copy, GameState), String> {
        let save = self.online.save_file(&self.id).map_err(|e| e.to_string())?;
        let copy = Copy::from_save(&save).map_err(|e| e.to_string())?;
        let state = self.online.game(&self.id).map_err(|e| e.to_string())?;
        Ok((copy, state))
    }

    fn welcome(&mut self) -> Result<(), String> {
        let (copy, state) = self.fetch()?;
        let me = self.online.name().unwrap_or_default().to_string();
        self.seat = state.players.iter().position(|p| p.eq_ignore_ascii_case(&me)).map(Seat::new);
        self.offer = state.offer.as_ref().map(|o| o.by);
        let history = Box::new(copy.history.clone());
        self.keep(copy);
        let seats = state.players.iter().map(|name| SeatInfo { kind: "Online".into(), connected: true, name: name.clone() }).collect();
        self.event(ClientEvent::Welcome { seat: self.seat, history, seats, rejoined: false });
        Ok(())
    }

    fn command(&mut self, command: ClientCommand) {
        let Some(copy) = self.copy() else { return };
        let answer = match command {
            ClientCommand::Move(notation) => self.online.play(&self.id, copy.history.ply() + 1, &notation).map(|_| ()),
            ClientCommand::Offer(Offer::Draw) => self.online.offer_draw(&self.id).map(|_| ()),
            ClientCommand::Answer(accept) => self.online.answer(&self.id, accept).map(|_| ()),
            ClientCommand::Resign => self.online.resign(&self.id).map(|_| ()),
            ClientCommand::Sync => return self.resync("asked".into()),
            ClientCommand::Offer(Offer::Undo) | ClientCommand::Claim { .. } => {
                return self.event(ClientEvent::Error { reason: "a server game takes no undo and no claim".into() });
            }
        };
        if let Err(e) = answer {
            self.event(ClientEvent::Error { reason: e.to_string() });
        }
    }

    /// The whole game again from the server.
    fn resync(&mut self, reason: String) {
        match self.fetch() {
            Ok((copy, state)) => {
                let ply = copy.history.ply();
                self.keep(copy);
                self.offer = state.offer.as_ref().map(|o| o.by);
                self.event(ClientEvent::Resynced { ply, reason });
            }
            Err(e) => self.event(ClientEvent::Error { reason: e }),
        }
    }

    /// A state from the stream: its new moves played here, then its offer and its end.
    fn follow_state(&mut self, state: &GameState) {
        let Some(mut copy) = self.copy() else { return };
        let ply = copy.history.ply();
        if state.moves.len() < ply || state.moves[..ply] != copy.history.moves()[..ply] {
            return self.resync("the server's moves differ from this copy's".into());
        }
        for (at, notation) in state.moves.iter().enumerate().skip(ply) {
            if let Err(e) = copy.history.play_text(notation) {
                return self.resync(format!("move {}: {e}", at + 1));
            }
            if let Some(reading) = state.readings.get(at).and_then(|r| r.parse().ok()) {
                copy.history.set_stamp(at, reading);
            }
            self.keep(copy.clone());
            self.event(ClientEvent::Moved { ply: at + 1, notation: notation.clone() });
        }
        self.follow_offer(state);
        if state.result.is_some() && copy.history.current().outcome().is_none() {
            self.follow_end();
        } else if let Some(result) = &state.result {
            self.event(ClientEvent::Ended { result: result.clone() });
        }
    }

    fn follow_offer(&mut self, state: &GameState) {
        let now = state.offer.as_ref().map(|o| o.by);
        if now == self.offer {
            return;
        }
        match (self.offer, now) {
            (_, Some(by)) => {
                let by = Seat::new(by);
                let waiting = (0..state.players.len()).map(Seat::new).filter(|&s| s != by).collect();
                self.event(ClientEvent::Offered { by, what: Offer::Draw, waiting });
            }
            (Some(by), None) if state.result.is_none() => self.event(ClientEvent::Declined { by: Seat::new(by) }),
            _ => {}
        }
        self.offer = now;
    }

    /// A game ended by the players or the clock: the save says how.
    fn follow_end(&mut self) {
        let Ok((copy, state)) = self.fetch() else { return };
        let ended = copy.history.concession();
        self.keep(copy);
        match ended {
            Some(Concession::Resigned(seat)) => self.event(ClientEvent::Resigned { seat }),
            Some(Concession::Agreed) => self.event(ClientEvent::Agreed { what: Offer::Draw }),
            _ => {}
        }
        if let Some(result) = state.result {
            self.event(ClientEvent::Ended { result });
        }
    }
}

/// Follows the game's event stream on a thread of its own, and again after a drop, until the
/// seat is closed (its inputs gone) or the game is over.
fn follow(online: Online, id: String, stream: Sender<Input>) {
    let spawned = std::thread::Builder::new().name("online-stream".into()).spawn(move || {
        loop {
            let mut over = false;
            match online.watch(&id) {
                Ok(events) => {
                    for state in events {
                        over = state.result.is_some();
                        if stream.send(Input::Server(Box::new(state))).is_err() {
                            return;
                        }
                    }
                }
                Err(e) => {
                    if stream.send(Input::StreamEnded(e.to_string())).is_err() {
                        return;
                    }
                }
            }
            if over {
                return;
            }
            std::thread::sleep(Duration::from_secs(1));
        }
    });
    let _ = spawned;
}
