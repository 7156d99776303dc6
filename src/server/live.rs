//! A game in progress on the server: its record (`record::History`, the same the app and the
//! host keep, so the engine alone says what is legal and when the game is over), its clocks,
//! the offer in progress, and the latest state for everyone watching. A change is made in
//! memory, stored, and only then shown and acknowledged; if it cannot be stored it is undone.

use super::error::ApiError;
use super::ratings;
use super::store::{Finish, GameRow, MoveRow, Rate, Store, StoredGame, now_ms};
use crate::core::clock::{Reading, TimeControl, face};
use crate::core::ranking::DropOrder;
use crate::core::{Concession, Seat};
use crate::net::online::{GameState, OfferState, SeatClock};
use crate::record::{History, SaveFile};
use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::{Mutex, watch};

pub struct Live {
    pub row: GameRow,
    table: Mutex<Table>,
    changes: watch::Sender<Arc<GameState>>,
}

#[derive(Clone)]
struct Table {
    history: History,
    version: u64,
    /// A draw offered by a seat, and the seats whose consent it still waits for.
    offer: Option<(Seat, BTreeSet<Seat>)>,
}

/// A day: a move time this long or longer makes a correspondence game, whose clocks go on
/// counting while the server is down.
const DAY: Duration = Duration::from_secs(24 * 3600);

impl Live {
    /// A new game, its first clock running from now.
    pub fn new(row: GameRow) -> Result<Live, String> {
        let config = row.kind.config(row.setup.clone());
        let mut history = History::starting(&config, row.position.as_deref()).map_err(String::from)?;
        let control = time_control(&row.time)?;
        history.set_time_control(control);
        history.tick(Instant::now());
        history.start_clock();
        Ok(Live::holding(row, Table { history, version: 1, offer: None }))
    }

    /// A stored game, as it was: every move replayed by the engine, each clock as it read after
    /// its seat's last move. A correspondence game's clock has run while the server was down;
    /// a live game's has not.
    pub fn restore(stored: &StoredGame, now: i64) -> Result<Live, String> {
        let row = stored.row.clone();
        let control = time_control(&row.time)?;
        let since = stored.moves.last().map_or(row.created, |m| m.at);
        let correspondence = matches!(control, TimeControl::PerMove { per_move } if per_move >= DAY);
        let waited = Duration::from_millis(u64::try_from(now - since).unwrap_or(0));
        let clocks = stored.moves.iter().map(|m| m.clock.as_deref().unwrap_or("").parse::<Reading>()).collect::<Result<Vec<_>, _>>();
        let save = SaveFile {
            format: crate::record::file::FORMAT,
            title: None,
            date: String::new(),
            result: None,
            redo: Vec::new(),
            comments: Default::default(),
            game: row.kind.game.clone(),
            variant: row.kind.variant.clone(),
            options: row.kind.options.clone(),
            setup: row.setup.clone(),
            position: row.position.clone(),
            seats: row.players.clone(),
            moves: stored.moves.iter().map(|m| m.notation.clone()).collect(),
            ended: stored.ended.as_deref().map(ron::from_str::<Concession>).transpose().map_err(|e| e.to_string())?,
            time: control.is_timed().then_some(control),
            clocks: if control.is_timed() { clocks? } else { Vec::new() },
            thinking: (correspondence && stored.live).then_some(Reading { left: waited, periods: 0 }),
        };
        let (_, mut history) = SaveFile::load(&save.to_ron()).map_err(|e| e.to_string())?;
        history.tick(Instant::now());
        history.start_clock();
        let seats = history.current().seats();
        let offer = stored
            .offer
            .as_deref()
            .and_then(offer_from_text)
            .filter(|(by, waiting)| history.current().outcome().is_none() && by.index() < seats && waiting.iter().all(|s| s.index() < seats));
        Ok(Live::holding(row, Table { history, version: 1, offer }))
    }

    fn holding(row: GameRow, table: Table) -> Live {
        let state = Arc::new(snapshot(&row, &table));
        Live { row, table: Mutex::new(table), changes: watch::channel(state).0 }
    }

    pub fn id(&self) -> &str {
        &self.row.id
    }

    /// The game as it stands.
    pub fn state(&self) -> Arc<GameState> {
        self.changes.borrow().clone()
    }

    /// Every state from now on (the latest when several came between two looks).
    pub fn watch(&self) -> watch::Receiver<Arc<GameState>> {
        self.changes.subscribe()
    }

    /// The board now, as the app's view describes it (for the web page's drawing).
    pub async fn view(&self) -> crate::core::BoardView {
        self.table.lock().await.history.current().view()
    }

    pub fn is_over(&self) -> bool {
        self.state().result.is_some()
    }

    fn seat_of(&self, player: &str) -> Result<Seat, ApiError> {
        let seat = self.row.players.iter().position(|p| p.eq_ignore_ascii_case(player));
        seat.map(Seat::new).ok_or_else(|| ApiError::Forbidden("you are not playing this game".into()))
    }

    /// Plays `notation` as the game's `ply`-th move for `player`.
    pub async fn play(&self, store: &Store, player: &str, ply: usize, notation: &str) -> Result<Arc<GameState>, ApiError> {
        let seat = self.seat_of(player)?;
        let mut table = self.table.lock().await;
        let before = table.clone();
        self.flag_if_fallen(store, &mut table).await?;
        let h = &mut table.history;
        if h.current().outcome().is_some() {
            return Err(ApiError::Conflict("the game is over".into()));
        }
        if ply != h.ply() + 1 {
            return Err(ApiError::Conflict(format!("that is not the next move: {} moves have been played", h.ply())));
        }
        if h.current().to_move() != seat {
            return Err(ApiError::Conflict("it is not your move".into()));
        }
        let played = h.play_text(notation).map_err(|e| ApiError::Bad(e.to_string()))?;
        let clock = h.stamps().get(ply - 1).map(|(_, r)| r.to_string());
        table.offer = None;
        let row = MoveRow { ply, notation: played, clock, at: now_ms() };
        let finish = self.finish(&table);
        if let Err(e) = store.record_move(self.id(), &row, finish.as_ref()).await {
            *table = before;
            return Err(e.into());
        }
        Ok(self.publish(&mut table))
    }

    pub async fn resign(&self, store: &Store, player: &str) -> Result<Arc<GameState>, ApiError> {
        let seat = self.seat_of(player)?;
        self.conclude(store, |t| t.history.resign(seat).map(|_| ()).map_err(|e| ApiError::Conflict(e.to_string()))).await
    }

    /// Offers a draw; every other seat still playing must accept it.
    pub async fn offer_draw(&self, store: &Store, player: &str) -> Result<Arc<GameState>, ApiError> {
        let seat = self.seat_of(player)?;
        let mut table = self.table.lock().await;
        self.flag_if_fallen(store, &mut table).await?;
        if table.history.current().outcome().is_some() {
            return Err(ApiError::Conflict("the game is over".into()));
        }
        if table.offer.is_some() {
            return Err(ApiError::Conflict("an offer is already waiting for an answer".into()));
        }
        let current = table.history.current();
        let waiting = Seat::all(current.seats()).filter(|&s| s != seat && current.in_game(s)).collect();
        let offer = (seat, waiting);
        store.set_offer(self.id(), Some(&offer_text(&offer))).await?;
        table.offer = Some(offer);
        Ok(self.publish(&mut table))
    }

    /// Answers the draw offer in progress.
    pub async fn answer(&self, store: &Store, player: &str, accept: bool) -> Result<Arc<GameState>, ApiError> {
        let seat = self.seat_of(player)?;
        self.conclude(store, |t| {
            let Some((_, waiting)) = &mut t.offer else { return Err(ApiError::Conflict("no offer is waiting for your answer".into())) };
            if !waiting.remove(&seat) {
                return Err(ApiError::Conflict("no offer is waiting for your answer".into()));
            }
            if !accept {
                t.offer = None;
            } else if waiting.is_empty() {
                t.offer = None;
                t.history.agree_draw().map_err(|e| ApiError::Conflict(e.to_string()))?;
            }
            Ok(())
        })
        .await
    }

    /// Tells the game the time: a flag that fell ends it. True when it ended so.
    pub async fn tick(&self, store: &Store) -> bool {
        let Ok(mut table) = self.table.try_lock() else { return false };
        if table.history.clock().is_none() || table.history.current().outcome().is_some() {
            return false;
        }
        matches!(self.flag_if_fallen(store, &mut table).await, Err(ApiError::Conflict(_)))
    }

    /// Makes a change that may end the game; stored before it is shown.
    async fn conclude(&self, store: &Store, change: impl FnOnce(&mut Table) -> Result<(), ApiError>) -> Result<Arc<GameState>, ApiError> {
        let mut table = self.table.lock().await;
        let before = table.clone();
        self.flag_if_fallen(store, &mut table).await?;
        change(&mut table)?;
        let stored = match self.finish(&table) {
            Some(finish) => store.finish_game(self.id(), &finish, now_ms()).await,
            None if table.offer != before.offer => store.set_offer(self.id(), table.offer.as_ref().map(offer_text).as_deref()).await,
            None => Ok(()),
        };
        if let Err(e) = stored {
            *table = before;
            return Err(e.into());
        }
        Ok(self.publish(&mut table))
    }

    /// Ends the game if the seat to move's time has run out: stored, shown, and a conflict for
    /// whatever was asked.
    async fn flag_if_fallen(&self, store: &Store, table: &mut Table) -> Result<(), ApiError> {
        let before = table.clone();
        if table.history.current().outcome().is_some() || table.history.tick(Instant::now()).is_none() {
            return Ok(());
        }
        table.offer = None;
        let finish = self.finish(table).expect("a fallen flag ends the game");
        if let Err(e) = store.finish_game(self.id(), &finish, now_ms()).await {
            *table = before;
            return Err(e.into());
        }
        self.publish(table);
        Err(ApiError::Conflict("the game is over: time ran out".into()))
    }

    /// How the game ended, if it has.
    fn finish(&self, table: &Table) -> Option<Finish> {
        let h = &table.history;
        let outcome = h.current().outcome()?;
        let ended = h.concession().map(|c| ron::to_string(&c).expect("a concession serializes"));
        let rate = self.row.rated.then(|| Rate { pool: self.row.pool.clone(), players: self.row.players.clone(), update: ratings::update });
        Some(Finish { ended, result: crate::record::file::describe_outcome(h, &outcome), scores: scores(h), rate })
    }

    fn publish(&self, table: &mut Table) -> Arc<GameState> {
        table.version += 1;
        let state = Arc::new(snapshot(&self.row, table));
        self.changes.send_replace(state.clone());
        state
    }
}

/// Points by seat once the game is over: 1, ½ or 0 for two; for more, by the order in which
/// the seats dropped out (`core::ranking`).
fn scores(h: &History) -> Vec<f64> {
    let current = h.current();
    let Some(outcome) = current.outcome() else { return Vec::new() };
    let seats = current.seats();
    if seats == 2 {
        return match outcome.winner() {
            Some(w) => Seat::all(2).map(|s| if s == w { 1.0 } else { 0.0 }).collect(),
            None => vec![0.5, 0.5],
        };
    }
    let mut order = DropOrder::new(seats);
    for ply in 1..h.ply() {
        if let Some(p) = h.position(ply) {
            order.note(|s| p.in_game(s));
        }
    }
    order.note(|s| current.in_game(s));
    order.points(outcome.winner())[..seats].to_vec()
}

/// A draw offer as the database keeps it: the offering seat, then the seats still to answer
/// (`"0:1"`, `"2:0,3"`).
fn offer_text((by, waiting): &(Seat, BTreeSet<Seat>)) -> String {
    let waiting: Vec<String> = waiting.iter().map(|s| s.index().to_string()).collect();
    format!("{}:{}", by.index(), waiting.join(","))
}

fn offer_from_text(text: &str) -> Option<(Seat, BTreeSet<Seat>)> {
    let (by, waiting) = text.split_once(':')?;
    let seat = |t: &str| t.trim().parse::<u8>().ok().map(|i| Seat::new(usize::from(i)));
    let waiting = waiting.split(',').filter(|t| !t.is_empty()).map(seat).collect::<Option<BTreeSet<Seat>>>()?;
    Some((seat(by)?, waiting))
}

pub fn time_control(text: &str) -> Result<TimeControl, String> {
    text.parse::<TimeControl>().map_err(|e| e.to_string())
}

fn snapshot(row: &GameRow, table: &Table) -> GameState {
    let h = &table.history;
    let current = h.current();
    let over = current.outcome();
    let clocks = h.clock().map(|c| {
        Seat::all(current.seats())
            .map(|s| {
                let f = c.face(s);
                SeatClock {
                    shown: face::show(&f),
                    to_flag_ms: u64::try_from(f.to_flag.as_millis()).unwrap_or(u64::MAX),
                    running: c.running() && c.turn() == s,
                }
            })
            .collect()
    });
    GameState {
        id: row.id.clone(),
        version: table.version,
        kind: row.kind.clone(),
        start: h.start_position().map(str::to_string),
        time: row.time.clone(),
        rated: row.rated,
        players: row.players.clone(),
        sides: Seat::all(current.seats()).map(|s| current.seat_name(s)).collect(),
        moves: h.moves()[..h.ply()].to_vec(),
        readings: h.stamps().iter().take(h.ply()).map(|(_, r)| r.to_string()).collect(),
        to_move: over.is_none().then(|| current.to_move().index()),
        clocks,
        position: current.position_text(),
        offer: table.offer.as_ref().map(|(by, _)| OfferState { by: by.index(), what: "draw".into() }),
        result: over.as_ref().map(|o| crate::record::file::describe_outcome(h, o)),
        scores: over.map(|_| scores(h)),
    }
}

/// The save file of a stored game (`record::file`), as the archive hands it out.
pub fn save_text(stored: &StoredGame) -> Result<String, String> {
    let history = stored_history(stored)?;
    let mut save = SaveFile::from_history(&history, &stored.row.players);
    save.thinking = None;
    save.date = crate::record::date::format_utc(u64::try_from(stored.row.created / 1000).unwrap_or(0));
    Ok(save.to_ron())
}

/// The text export of a stored game (`record::text`).
pub fn export_text(stored: &StoredGame) -> Result<String, String> {
    Ok(crate::record::text::export(&stored_history(stored)?))
}

fn stored_history(stored: &StoredGame) -> Result<History, String> {
    let live = Live::restore(stored, stored.updated)?;
    Ok(live.table.into_inner().history)
}

#[cfg(test)]
mod tests {
    use super::{offer_from_text, offer_text};
    use crate::core::Seat;

    #[test]
    fn an_offer_reads_back_as_written() {
        for offer in [(Seat::new(0), [Seat::new(1)].into()), (Seat::new(2), [Seat::new(0), Seat::new(3)].into()), (Seat::new(1), Default::default())]
        {
            assert_eq!(offer_from_text(&offer_text(&offer)), Some(offer.clone()));
        }
        assert_eq!(offer_text(&(Seat::new(2), [Seat::new(0), Seat::new(3)].into())), "2:0,3");
        for bad in ["", "1", "x:0", "0:1,y", "-1:0", "999:0"] {
            assert_eq!(offer_from_text(bad), None, "{bad}");
        }
    }
}
