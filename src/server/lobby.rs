//! The lobby: open seeks, challenges to one player, "play anyone" pairing by rating, and the
//! start of a game once every seat is taken (seats drawn at random).

use super::error::ApiError;
use super::live::{Live, time_control};
use super::ratings;
use super::store::{GameRow, SeekRow, now_ms};
use super::{Server, random_id};
use crate::core::clock::TimeControl;
use crate::net::online::{GameKind, Joined, NewSeek, Pairing, Seek};
use rand::seq::SliceRandom;
use std::sync::Arc;

/// Open seeks one player may have at once.
const SEEKS_A_PLAYER: usize = 10;
/// Open seeks on the whole server; past it, new ones wait for room.
const SEEKS_IN_ALL: usize = 5_000;
/// A seek for a live game lapses when its maker goes quiet (`Limits::seek_idle`); a
/// correspondence seek stays this long.
const CORRESPONDENCE_SEEK_MS: i64 = 14 * 24 * 3600 * 1000;

/// The seats of a game, and its time control in its canonical text; a refusal names the part.
fn checked(kind: &GameKind, time: &str) -> Result<(usize, String), ApiError> {
    let game = crate::games::new_game(&kind.config(None)).map_err(|e| ApiError::Bad(e.to_string()))?;
    let control = time_control(time).map_err(ApiError::Bad)?;
    // An untimed game whose player has gone would never end.
    if !control.is_timed() {
        return Err(ApiError::Bad("a game here needs a clock: a live one (10+5) or days a move (3d)".into()));
    }
    Ok((game.seats(), control.to_string()))
}

fn is_correspondence(time: &str) -> bool {
    matches!(time.parse::<TimeControl>(), Ok(TimeControl::PerMove { per_move }) if per_move.as_secs() >= 24 * 3600)
}

impl Server {
    pub async fn seek(&self, player: &str, new: NewSeek) -> Result<Seek, ApiError> {
        let (seats, time) = checked(&new.kind, &new.time)?;
        let target = match &new.to {
            Some(to) if to.eq_ignore_ascii_case(player) => return Err(ApiError::Bad("you cannot challenge yourself".into())),
            Some(_) if seats != 2 => return Err(ApiError::Bad("a challenge is for a two-player game".into())),
            Some(to) => Some(self.store.player_name(to).await?.ok_or_else(|| ApiError::NotFound(format!("no player is called {to}")))?),
            None => None,
        };
        let mut lobby = self.lobby.lock().await;
        if lobby.iter().filter(|s| s.joined[0].eq_ignore_ascii_case(player)).count() >= SEEKS_A_PLAYER {
            return Err(ApiError::Conflict(format!("you have {SEEKS_A_PLAYER} open seeks already")));
        }
        if lobby.len() >= SEEKS_IN_ALL {
            return Err(ApiError::Conflict("the lobby is full; try again soon".into()));
        }
        let row =
            SeekRow { id: random_id(), kind: new.kind, time, rated: new.rated, target, seats, joined: vec![player.to_string()], created: now_ms() };
        self.store.add_seek(&row).await?;
        lobby.push(row.clone());
        drop(lobby);
        Ok(self.shown(&row).await)
    }

    /// The seeks the player may see: open ones, and challenges it made or was sent.
    pub async fn seeks(&self, player: Option<&str>) -> Result<Vec<Seek>, ApiError> {
        let rows: Vec<SeekRow> = self.lobby.lock().await.clone();
        let mut seeks = Vec::new();
        for row in rows.iter().filter(|r| {
            r.target.is_none()
                || player.is_some_and(|p| r.target.as_deref().is_some_and(|t| t.eq_ignore_ascii_case(p)) || r.joined[0].eq_ignore_ascii_case(p))
        }) {
            seeks.push(self.shown(row).await);
        }
        Ok(seeks)
    }

    async fn shown(&self, row: &SeekRow) -> Seek {
        let pool = ratings::pool(&row.kind.game, row.seats);
        let rating = self.store.rating(&row.joined[0], &pool).await.ok().flatten().unwrap_or_else(|| ratings::fresh(row.seats)).rating;
        Seek {
            id: row.id.clone(),
            by: row.joined[0].clone(),
            kind: row.kind.clone(),
            time: row.time.clone(),
            rated: row.rated,
            to: row.target.clone(),
            seats: row.seats,
            players: row.joined.clone(),
            rating,
        }
    }

    pub async fn cancel_seek(&self, player: &str, id: &str) -> Result<(), ApiError> {
        let mut lobby = self.lobby.lock().await;
        let at = lobby.iter().position(|s| s.id == id).ok_or_else(|| ApiError::NotFound("no such seek".into()))?;
        if !lobby[at].joined[0].eq_ignore_ascii_case(player) {
            return Err(ApiError::Forbidden("only its maker can cancel a seek".into()));
        }
        self.store.remove_seek(id).await?;
        lobby.remove(at);
        Ok(())
    }

    /// Joins a seek; the game starts when it is full.
    pub async fn accept(&self, player: &str, id: &str) -> Result<Joined, ApiError> {
        let mut lobby = self.lobby.lock().await;
        let at = lobby.iter().position(|s| s.id == id).ok_or_else(|| ApiError::NotFound("no such seek".into()))?;
        let seek = &lobby[at];
        if seek.joined.iter().any(|p| p.eq_ignore_ascii_case(player)) {
            return Err(ApiError::Conflict("you are in this seek already".into()));
        }
        if seek.target.as_deref().is_some_and(|t| !t.eq_ignore_ascii_case(player)) {
            return Err(ApiError::Forbidden("this challenge is for another player".into()));
        }
        let mut joined = seek.joined.clone();
        joined.push(player.to_string());
        if joined.len() < seek.seats {
            self.store.set_seek_joined(id, &joined).await?;
            lobby[at].joined = joined;
            return Ok(Joined { game: None, seek: Some(id.to_string()) });
        }
        let mut full = seek.clone();
        full.joined = joined;
        let game = self.start_game(&full).await?;
        lobby.remove(at);
        Ok(Joined { game: Some(game), seek: None })
    }

    /// "Play anyone": joins the open seek for the same game and time whose maker's rating is
    /// nearest the player's, or makes one.
    pub async fn pair(&self, player: &str, pairing: Pairing) -> Result<Joined, ApiError> {
        let (seats, time) = checked(&pairing.kind, &pairing.time)?;
        let pool = ratings::pool(&pairing.kind.game, seats);
        let mine = self.store.rating(player, &pool).await?.unwrap_or_else(|| ratings::fresh(seats)).rating;
        let candidates: Vec<SeekRow> = self
            .lobby
            .lock()
            .await
            .iter()
            .filter(|s| s.target.is_none() && s.kind == pairing.kind && s.time == time && s.rated == pairing.rated)
            .cloned()
            .collect();
        let mut best: Option<(f64, String)> = None;
        for seek in candidates.iter().filter(|s| !s.joined.iter().any(|p| p.eq_ignore_ascii_case(player))) {
            let theirs = self.store.rating(&seek.joined[0], &pool).await?.unwrap_or_else(|| ratings::fresh(seats)).rating;
            let gap = (theirs - mine).abs();
            if best.as_ref().is_none_or(|(g, _)| gap < *g) {
                best = Some((gap, seek.id.clone()));
            }
        }
        if let Some((_, id)) = best {
            match self.accept(player, &id).await {
                Err(ApiError::NotFound(_)) => {} // taken meanwhile: make a seek instead
                joined => return joined,
            }
        }
        let seek = self.seek(player, NewSeek { kind: pairing.kind, time, rated: pairing.rated, to: None }).await?;
        Ok(Joined { game: None, seek: Some(seek.id) })
    }

    /// Starts the game of a full seek: seats drawn at random, stored, then played.
    async fn start_game(&self, seek: &SeekRow) -> Result<String, ApiError> {
        let mut players = seek.joined.clone();
        players.shuffle(&mut rand::rng());
        let row = GameRow {
            id: random_id(),
            kind: seek.kind.clone(),
            setup: None,
            position: None,
            time: seek.time.clone(),
            rated: seek.rated,
            pool: ratings::pool(&seek.kind.game, seek.seats),
            players,
            created: now_ms(),
        };
        let live = Live::new(row.clone()).map_err(ApiError::Bad)?;
        self.store.start_game(&row, Some(&seek.id)).await?;
        self.add_live(Arc::new(live));
        Ok(row.id)
    }

    /// Drops the seeks whose time has passed: a correspondence seek's days, a live seek's
    /// maker gone quiet. Players gone quiet leave the live seeks they joined.
    pub async fn lapse_seeks(&self) {
        let now = now_ms();
        let quiet = |name: &str| self.presence.quiet_for(name, now) > self.seek_idle_ms;
        let mut lobby = self.lobby.lock().await;
        let mut kept = Vec::with_capacity(lobby.len());
        for mut seek in std::mem::take(&mut *lobby) {
            let correspondence = is_correspondence(&seek.time);
            let lapsed = if correspondence { now - seek.created > CORRESPONDENCE_SEEK_MS } else { quiet(&seek.joined[0]) };
            let stayed: Vec<String> = seek.joined.iter().filter(|p| correspondence || !quiet(p)).cloned().collect();
            let changed = if lapsed {
                self.store.remove_seek(&seek.id).await
            } else if stayed.len() < seek.joined.len() {
                self.store.set_seek_joined(&seek.id, &stayed).await.map(|()| seek.joined = stayed)
            } else {
                Ok(())
            };
            // A seek the database would not change stays as it was, to be tried again.
            if !lapsed || changed.is_err() {
                kept.push(seek);
            }
        }
        *lobby = kept;
    }
}
