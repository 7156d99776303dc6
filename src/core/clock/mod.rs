//! Game clocks. The time control (`control`) says what each seat has; `Clock` runs one seat's
//! clock at a time and presses it after each move. Time is passed in (`tick`), never read
//! here, so a test drives a clock through a whole game with made-up instants and no sleeps, and
//! a network host measures a move where the move arrives.

mod control;
pub mod face;

pub use control::{TimeControl, TimeControlError, span};
pub use face::{Face, Reading};

use super::seat::Seat;
use std::time::{Duration, Instant};

/// The clocks of one game.
#[derive(Clone, Debug)]
pub struct Clock {
    control: TimeControl,
    /// Each seat's reading at the start of its current (or next) move.
    readings: Vec<Reading>,
    /// The seat whose move it is; its clock runs unless `since` is None.
    turn: Seat,
    /// When the turn's clock last started (None: stopped, paused or not started).
    since: Option<Instant>,
    /// Time the seat to move has used on this move before `since` (across pauses).
    used: Duration,
    /// The last time the clock was told.
    now: Option<Instant>,
}

impl Clock {
    /// Clocks for `seats` seats under `control`, stopped, `turn` to move.
    pub fn new(control: TimeControl, seats: usize, turn: Seat) -> Clock {
        let (left, periods) = control.start();
        Clock { control, readings: vec![Reading { left, periods }; seats], turn, since: None, used: Duration::ZERO, now: None }
    }

    pub fn control(&self) -> TimeControl {
        self.control
    }

    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// Whether the clock of the seat to move is running.
    pub fn running(&self) -> bool {
        self.since.is_some()
    }

    /// Tells the clock the time: what every reading and face is measured at.
    pub fn tick(&mut self, now: Instant) {
        if self.now.is_none_or(|n| now > n) {
            self.now = Some(now);
        }
    }

    /// The time the seat to move has used on its move so far.
    pub fn used(&self) -> Duration {
        self.used
            + match (self.since, self.now) {
                (Some(since), Some(now)) => now.saturating_duration_since(since),
                _ => Duration::ZERO,
            }
    }

    /// Starts (or resumes) the clock of the seat to move, at the last `tick`.
    pub fn start(&mut self) {
        if self.since.is_none() && self.control.is_timed() {
            self.since = Some(self.now.expect("a clock is told the time before it starts"));
        }
    }

    /// Stops the clock of the seat to move, keeping the time it has used on this move.
    pub fn stop(&mut self) {
        self.used = self.used();
        self.since = None;
    }

    /// What `seat`'s clock shows now: its time, or for the seat to move what is left of it.
    pub fn face(&self, seat: Seat) -> Face {
        let at_start = self.readings[seat.index()];
        if seat != self.turn || !self.control.is_timed() {
            return face::at_rest(&self.control, at_start);
        }
        face::running(&self.control, at_start, self.used())
    }

    /// The seat whose time has run out, if the seat to move's has.
    pub fn flagged(&self) -> Option<Seat> {
        self.flagged_with_grace(Duration::ZERO)
    }

    /// The seat to move, if its time has run out even with `grace` forgiven (a network host
    /// waits for a move that may already be on its way: `net::lag`).
    pub fn flagged_with_grace(&self, grace: Duration) -> Option<Seat> {
        let face = face::running(&self.control, self.readings[self.turn.index()], self.used().saturating_sub(grace));
        (self.control.is_timed() && face.flagged).then_some(self.turn)
    }

    /// Gives the seat to move back up to `time` of what it has used on this move (the time its
    /// move spent on the network, which a host measures but the player did not think).
    pub fn forgive(&mut self, time: Duration) {
        self.used = self.used().saturating_sub(time);
        if self.since.is_some() {
            self.since = self.now;
        }
    }

    /// How long until the seat to move's time runs out, with its clock running (None: it
    /// cannot, the control being untimed or the clock stopped).
    pub fn until_flag(&self) -> Option<Duration> {
        self.since?;
        let face = self.face(self.turn);
        self.control.is_timed().then_some(face.to_flag)
    }

    /// The seat to move has moved (its time measured up to the last `tick`) and `next` is to
    /// move: its reading after the move (the increment, the delay's refund, a kept period),
    /// or `Err` with the seat if its time had already run out, and then nothing changes. The
    /// next seat's clock starts if this one was running.
    pub fn press(&mut self, next: Seat) -> Result<Reading, Seat> {
        let mover = self.turn;
        let after = face::after_move(&self.control, self.readings[mover.index()], self.used()).ok_or(mover)?;
        self.readings[mover.index()] = after;
        let was_running = self.since.is_some();
        self.pass_to(next);
        if was_running {
            self.start();
        }
        Ok(after)
    }

    /// Hands the turn to `seat` without charging anyone (a move taken back, a game loaded).
    pub fn pass_to(&mut self, seat: Seat) {
        self.turn = seat;
        self.used = Duration::ZERO;
        self.since = None;
    }

    /// Sets `seat`'s reading at the start of its move (undo, a game loaded from its record).
    pub fn set_reading(&mut self, seat: Seat, reading: Reading) {
        self.readings[seat.index()] = reading;
    }

    /// Adds time the seat to move has used on this move before now (a game resumed from a save
    /// made mid-move).
    pub fn add_used(&mut self, used: Duration) {
        self.used += used;
    }

    /// What a computer seat may spend on its move, as a chess engine's clock reads it: the
    /// time it can use before its flag falls, what each move gives back (increment, delay, a
    /// byo-yomi period), and the moves until that time is all there is (1 for a time a move).
    pub fn allowance(&self, seat: Seat) -> (Duration, Duration, Option<u64>) {
        let face = self.face(seat);
        match self.control {
            TimeControl::Untimed => (Duration::MAX, Duration::ZERO, None),
            TimeControl::SuddenDeath { .. } => (face.to_flag, Duration::ZERO, None),
            TimeControl::Fischer { increment, .. } => (face.to_flag, increment, None),
            TimeControl::Delay { delay, .. } => (face.to_flag, delay, None),
            TimeControl::ByoYomi { period, .. } => (face.to_flag, period, None),
            TimeControl::PerMove { .. } => (face.to_flag, Duration::ZERO, Some(1)),
        }
    }

    /// Each seat's reading at the start of its move.
    pub fn readings(&self) -> &[Reading] {
        &self.readings
    }
}

#[cfg(test)]
mod tests;
