//! The host keeps the clocks of a timed game: it measures every move where it arrives, gives a
//! remote seat back the time its move spent on the network (`net::lag`), and ends the game when
//! a flag falls; the joiners show its readings, which each `Moved` carries.

use super::Table;
use crate::core::Seat;
use crate::net::protocol::HostMsg;
use std::time::{Duration, Instant};

impl Table {
    /// Tells the clocks the time: a flag that fell (past what a remote seat's connection may
    /// still be carrying) ends the game. The clock of the seat to move runs from the first move
    /// on. Returns how long until the next flag could fall.
    pub(super) fn run_clock(&mut self, now: Instant) -> Option<Duration> {
        self.history.clock()?;
        let grace = self.grace();
        if let Some(o) = self.history.tick_with_grace(now, grace) {
            let seat = match o.ending {
                crate::core::Ending::Time(s) | crate::core::Ending::TimeNoWin(s) => s,
                _ => self.history.current().to_move(),
            };
            self.timed_out(seat);
            return None;
        }
        if self.history.ply() > 0 {
            self.history.start_clock();
        }
        self.history.clock().and_then(|c| c.until_flag()).map(|d| d + grace)
    }

    /// The round trip of the connection holding `seat` (nothing for a seat played here, or
    /// one whose player is away).
    fn round_trip(&self, seat: Seat) -> Duration {
        let holder = self.holders.get(seat.index()).copied().flatten();
        holder.and_then(|id| self.peers.get(&id)).map_or(Duration::ZERO, |p| p.rtt.get())
    }

    /// What the seat to move may yet be forgiven: its connection's round trip, within its quota.
    fn grace(&self) -> Duration {
        let seat = self.history.current().to_move();
        self.quotas.get(seat.index()).map_or(Duration::ZERO, |q| q.available(self.round_trip(seat)))
    }

    /// A remote move arrived now: the clock is told, and the seat given back its connection's
    /// round trip out of its quota.
    pub(super) fn clock_remote_move(&mut self, seat: Seat, now: Instant) {
        if self.history.clock().is_none() {
            return;
        }
        let grace = self.grace();
        self.history.tick_with_grace(now, grace);
        let rtt = self.round_trip(seat);
        if let Some(q) = self.quotas.get_mut(seat.index()) {
            let given = q.compensate(rtt);
            self.history.forgive_clock(given);
        }
    }

    /// `seat`'s time ran out: everyone hears it, then the end.
    fn timed_out(&mut self, seat: Seat) {
        self.generation += 1;
        self.offer = None;
        self.autosave();
        self.broadcast(&HostMsg::TimedOut { seat });
        self.changed();
    }

    /// A computer seat's time for its move: its level's, within its clock (`Limits::within_clock`).
    pub(super) fn allowance(&self) -> Option<(Duration, Duration, Option<u64>)> {
        self.history.clock().map(|c| c.allowance(self.history.current().to_move()))
    }
}
