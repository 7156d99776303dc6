//! Who has been heard from lately: a signed-in player's every request counts. A live seek
//! lapses when its maker goes quiet (the app asks for the lobby every few seconds while its
//! player waits), so that nobody accepts a seek whose maker has gone.

use std::collections::HashMap;
use std::sync::Mutex;

pub struct Presence {
    /// Unix milliseconds of each player's last request, by name in lower case.
    seen: Mutex<HashMap<String, i64>>,
    /// When the server started: a player not heard from since counts as heard then, so that a
    /// restart does not sweep the lobby.
    started: i64,
}

impl Presence {
    pub fn new(started: i64) -> Presence {
        Presence { seen: Mutex::new(HashMap::new()), started }
    }

    pub fn heard(&self, name: &str, now: i64) {
        self.seen.lock().unwrap_or_else(std::sync::PoisonError::into_inner).insert(name.to_lowercase(), now);
    }

    /// How long the player has been quiet, in milliseconds.
    pub fn quiet_for(&self, name: &str, now: i64) -> i64 {
        let seen = self.seen.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        now - seen.get(&name.to_lowercase()).copied().unwrap_or(self.started).max(self.started)
    }
}

#[cfg(test)]
mod tests {
    use super::Presence;

    #[test]
    fn quiet_since_the_last_request_or_the_start() {
        let presence = Presence::new(1_000);
        assert_eq!(presence.quiet_for("ann", 5_000), 4_000, "not heard from: since the start");
        presence.heard("Ann", 3_000);
        assert_eq!(presence.quiet_for("ANN", 5_000), 2_000, "names in any case are one player");
        presence.heard("ann", 4_500);
        assert_eq!(presence.quiet_for("Ann", 5_000), 500);
        assert_eq!(presence.quiet_for("bob", 5_000), 4_000);
    }
}
