//! A player who left does not hold the others hostage: once a remote seat's player has been
//! away for `HostConfig::claim_after`, any other person at the table may claim the game, or a
//! draw (`Concession::Left`). Coming back before a claim loses nothing but the clock's time.

use super::{HostEvent, Refusal, Table};
use crate::core::{Concession, Seat};
use crate::net::protocol::HostMsg;
use std::time::Instant;

impl Table {
    /// `by` claims the game (`draw`: a draw) from the seat away longest.
    pub(super) fn claim(&mut self, by: Seat, draw: bool) -> Result<(), Refusal> {
        self.over()?;
        if !self.kinds[by].is_human() {
            return Err(Refusal::Computer(by));
        }
        let away = (0..self.away_since.len())
            .filter(|&s| s != by.index())
            .filter_map(|s| self.away_since[s].map(|t| (Seat::new(s), t)))
            .min_by_key(|&(_, t)| t);
        let (seat, since) = away.ok_or(Refusal::NobodyAway)?;
        let away = Instant::now().saturating_duration_since(since);
        if away < self.claim_after {
            return Err(Refusal::TooSoon { seat, away, after: self.claim_after });
        }
        self.history.concede(Concession::Left { seat, draw })?;
        self.generation += 1;
        self.offer = None;
        self.autosave();
        self.broadcast(&HostMsg::Claimed { seat, draw });
        self.event(HostEvent::Claimed { by, seat, draw });
        self.changed();
        Ok(())
    }
}
