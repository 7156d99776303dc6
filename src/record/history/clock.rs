//! A record's clocks: the time control, the clocks running for the side to move, a stamp of
//! each move's reading, and a fallen flag ending the game (`Concession::TimeOut`). Undo, redo
//! and browsing show the clocks as they read then. Time comes in through `tick` alone.

use super::History;
use crate::core::clock::{Clock, Reading, TimeControl};
use crate::core::{Concession, MoveError, Outcome, Seat};
use std::time::{Duration, Instant};

impl History {
    /// Puts the game on a clock (or takes it off, with `TimeControl::Untimed`); the clocks
    /// start full and stopped. Only before the first move: the moves recorded so far would
    /// have no readings.
    pub fn set_time_control(&mut self, control: TimeControl) {
        assert!(self.moves.is_empty(), "a time control is set before the first move");
        self.clock = control.is_timed().then(|| Clock::new(control, self.current.seats(), self.current.to_move()));
    }

    /// The time control (untimed without a clock).
    pub fn time_control(&self) -> TimeControl {
        self.clock.as_ref().map_or(TimeControl::Untimed, Clock::control)
    }

    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// Tells the clocks the time. If the seat to move's time has run out, the game ends on
    /// time now, and the outcome is returned.
    pub fn tick(&mut self, now: Instant) -> Option<Outcome> {
        self.tick_with_grace(now, Duration::ZERO)
    }

    /// `tick`, the seat to move's time running out only past `grace` (a host waiting for a
    /// remote move that may be on its way).
    pub fn tick_with_grace(&mut self, now: Instant, grace: Duration) -> Option<Outcome> {
        let clock = self.clock.as_mut()?;
        clock.tick(now);
        let seat = clock.flagged_with_grace(grace)?;
        if self.current.outcome().is_some() || self.clock_elsewhere {
            return None;
        }
        self.time_out_now(seat).ok()
    }

    /// Marks the clocks as showing a clock kept elsewhere (a network host's): they run for the
    /// eye, but time never ends the game nor refuses a move here; the host says when it does.
    pub fn follow_clock(&mut self) {
        self.clock_elsewhere = true;
    }

    /// Gives the seat to move back up to `time` of its move (`Clock::forgive`).
    pub fn forgive_clock(&mut self, time: Duration) {
        if let Some(clock) = &mut self.clock {
            clock.forgive(time);
        }
    }

    /// The seat to move's time ran out where the clocks are kept (a network host said so).
    pub fn time_out_now(&mut self, seat: Seat) -> Result<Outcome, MoveError> {
        self.concede(Concession::TimeOut(seat))
    }

    /// Starts the clock of the seat to move (at the last `tick`), unless the game is over.
    pub fn start_clock(&mut self) {
        if self.current.outcome().is_none()
            && let Some(clock) = &mut self.clock
        {
            clock.start();
        }
    }

    /// Stops the running clock (a pause, the game's end): the seat to move keeps the time it
    /// has used on its move.
    pub fn stop_clock(&mut self) {
        if let Some(clock) = &mut self.clock {
            clock.stop();
        }
    }

    /// Whether a clock is running.
    pub fn clock_running(&self) -> bool {
        self.clock.as_ref().is_some_and(Clock::running)
    }

    /// The seat to move's time used on its move, counted as if before now (a game resumed from
    /// a save made mid-move).
    pub fn add_clock_used(&mut self, used: Duration) {
        if let Some(clock) = &mut self.clock {
            clock.add_used(used);
        }
    }

    /// A move may not be played once the seat to move's time has run out: the game ends on
    /// time instead.
    pub(super) fn refuse_after_time_out(&mut self) -> Result<(), MoveError> {
        let Some(seat) = self.clock.as_ref().and_then(Clock::flagged) else { return Ok(()) };
        if self.current.outcome().is_some() || self.clock_elsewhere {
            return Ok(());
        }
        let outcome = self.time_out_now(seat).expect("the game is in progress");
        Err(MoveError::GameOver(outcome.describe(|s| self.current.seat_name(s))))
    }

    /// The move just played on `current` presses the mover's clock: its reading after the move.
    pub(super) fn press_clock(&mut self) -> Option<(Seat, Reading)> {
        let clock = self.clock.as_mut()?;
        let mover = clock.turn();
        let next = self.current.to_move();
        // Where the clocks are kept elsewhere a move may come after this copy's flag fell: the
        // keeper's reading of it follows (`set_stamp`).
        let reading = clock.press(next).or_else(|_| {
            clock.forgive(Duration::MAX);
            clock.press(next)
        });
        let reading = reading.expect("a flag that fell ends the game before a move, unless the clocks are kept elsewhere");
        if self.current.outcome().is_some() {
            clock.stop();
        }
        Some((mover, reading))
    }

    /// Records the stamp of the move at the cursor (replacing a redo move's own).
    pub(super) fn keep_stamp(&mut self, stamp: Option<(Seat, Reading)>) {
        let Some(stamp) = stamp else { return };
        match self.stamps.get_mut(self.cursor) {
            Some(old) => *old = stamp,
            None => self.stamps.push(stamp),
        }
    }

    /// Each seat's clock after `ply` moves (the redo list's included): its reading after its
    /// last move by then, else the control's start. None for an untimed game.
    pub fn readings_at(&self, ply: usize) -> Option<Vec<Reading>> {
        let control = self.clock.as_ref()?.control();
        let (left, periods) = control.start();
        let mut readings = vec![Reading { left, periods }; self.current.seats()];
        for &(seat, reading) in self.stamps.iter().take(ply) {
            readings[seat.index()] = reading;
        }
        Some(readings)
    }

    /// Each recorded move's stamp (the redo list's included), for saves and exports.
    pub fn stamps(&self) -> &[(Seat, Reading)] {
        &self.stamps
    }

    /// Sets the reading the clock showed after the move at `ply` (0: the first move), as a
    /// save or an export recorded it; false if there is no such move.
    pub fn set_stamp(&mut self, ply: usize, reading: Reading) -> bool {
        let Some(stamp) = self.stamps.get_mut(ply) else { return false };
        stamp.1 = reading;
        if ply < self.cursor {
            self.restore_clock();
        }
        true
    }

    /// After undo, redo or a jump: the clocks read as they did after the moves in effect, the
    /// seat to move's from the start of its move, and run as they ran before.
    pub(super) fn restore_clock(&mut self) {
        let Some(readings) = self.readings_at(self.cursor) else { return };
        let to_move = self.current.to_move();
        let over = self.current.outcome().is_some();
        let clock = self.clock.as_mut().expect("readings_at: timed");
        let running = clock.running();
        for (seat, reading) in readings.into_iter().enumerate() {
            clock.set_reading(Seat::new(seat), reading);
        }
        clock.pass_to(to_move);
        if running && !over {
            clock.start();
        }
    }
}

#[cfg(test)]
mod tests;
