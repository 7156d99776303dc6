//! The app's side of a Towers server: the signed-in client, what the server last said (the
//! lobby, your games, the archive), and requests run on threads of their own so that a slow or
//! unreachable server never holds up a frame. The Online window (`ui::online`) shows it.

use crate::net::Wake;
use crate::net::online::client::{Online, OnlineError};
use crate::net::online::{GameSummary, Joined, Me, NewSeek, Pairing, Seek, Session, query_part as url_part};
use bevy::prelude::*;
use std::sync::Mutex;
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::{Duration, Instant};

/// While the window is open, the lobby is asked again this often.
pub const REFRESH_EVERY: Duration = Duration::from_secs(8);

/// What a request came back with.
pub enum Reply {
    SignedIn(Online),
    Lobby {
        seeks: Vec<Seek>,
        me: Me,
        live: Vec<GameSummary>,
        mine: Vec<GameSummary>,
    },
    Archive(Vec<GameSummary>),
    /// A seek taken or a pairing made: the game to open, or the seek that waits.
    Joined(Joined),
    /// A finished game's save file, to open on the board.
    Save(String),
    Done(String),
    Problem(String),
    SignedOut,
}

/// An archive search as the Online window's form holds it: a player, a game (empty for any),
/// and the first and last days (`YYYY-MM-DD`, empty for no bound).
#[derive(Clone, Debug, Default)]
pub struct ArchiveSearch {
    pub player: String,
    pub game: String,
    pub from: String,
    pub to: String,
}

#[derive(Resource)]
pub struct OnlineState {
    pub client: Option<Online>,
    pub seeks: Vec<Seek>,
    pub me: Option<Me>,
    pub live: Vec<GameSummary>,
    /// The signed-in player's games in progress.
    pub mine: Vec<GameSummary>,
    pub archive: Vec<GameSummary>,
    /// Requests on their way.
    pub busy: usize,
    pub problem: Option<String>,
    pub notice: Option<String>,
    pub refreshed: Option<Instant>,
    /// A game the player asked to play or watch: the window hands it to the network seat.
    pub to_open: Option<String>,
    /// The game last put on the board from the server.
    pub opened: Option<String>,
    /// A save the server sent, to put on the board.
    pub to_load: Option<String>,
    /// A session to remember (or to forget: `Some(None)`) in the settings.
    pub to_remember: Option<Option<Session>>,
    /// What came back, for the trace (`--trace`) that tests read.
    pub heard: Vec<String>,
    /// "Your move in N games" was said once, at the first look after signing in.
    pub announced: bool,
    replies: Mutex<Receiver<Reply>>,
    sender: Sender<Reply>,
    pub wake: Option<Wake>,
}

impl Default for OnlineState {
    fn default() -> OnlineState {
        let (sender, replies) = mpsc::channel();
        OnlineState {
            client: None,
            seeks: Vec::new(),
            me: None,
            live: Vec::new(),
            mine: Vec::new(),
            archive: Vec::new(),
            busy: 0,
            problem: None,
            notice: None,
            refreshed: None,
            to_open: None,
            opened: None,
            to_load: None,
            to_remember: None,
            heard: Vec::new(),
            announced: false,
            replies: Mutex::new(replies),
            sender,
            wake: None,
        }
    }
}

fn said(e: OnlineError) -> String {
    e.to_string()
}

impl OnlineState {
    /// Runs `request` on its own thread; its reply comes back through `take_replies`.
    fn ask(&mut self, request: impl FnOnce() -> Reply + Send + 'static) {
        self.busy += 1;
        self.problem = None;
        let sender = self.sender.clone();
        let wake = self.wake.clone();
        std::thread::spawn(move || {
            let _ = sender.send(request());
            if let Some(w) = wake {
                (w.0)();
            }
        });
    }

    pub fn sign_in(&mut self, address: &str, name: &str, password: &str, new_account: bool) {
        let (mut online, name, password) = (Online::new(address.trim()), name.trim().to_string(), password.to_string());
        self.ask(move || {
            let done = if new_account { online.register(&name, &password) } else { online.login(&name, &password) };
            done.map_or_else(|e| Reply::Problem(said(e)), |_| Reply::SignedIn(online))
        });
    }

    /// Takes up a session kept from an earlier run.
    pub fn resume(&mut self, address: &str, session: Session) {
        let online = Online::new(address).with_session(session);
        self.ask(move || online.me().map_or_else(|e| Reply::Problem(said(e)), |_| Reply::SignedIn(online)));
    }

    pub fn sign_out(&mut self) {
        let Some(mut online) = self.client.take() else { return };
        self.ask(move || {
            let _ = online.logout();
            Reply::SignedOut
        });
    }

    /// Asks for the lobby, the player's games and the games being played.
    pub fn refresh(&mut self) {
        let Some(online) = self.client.clone() else { return };
        self.refreshed = Some(Instant::now());
        self.ask(move || {
            let asked = (|| {
                let me = online.me()?;
                let mine = online.games(&format!("status=live&limit=50&player={}", url_part(&me.name)))?;
                Ok::<_, OnlineError>(Reply::Lobby { seeks: online.seeks()?, me, live: online.games("status=live&limit=30")?, mine })
            })();
            asked.unwrap_or_else(|e| Reply::Problem(said(e)))
        });
    }

    /// Whether to ask for the lobby again: while the window is open or the player waits on a
    /// seek, every [`REFRESH_EVERY`] (the server lapses a live seek whose maker goes quiet);
    /// otherwise once after signing in (for "your move in N games").
    pub fn due(&self, open: bool) -> bool {
        let stale = self.refreshed.is_none_or(|t| t.elapsed() >= REFRESH_EVERY);
        self.client.is_some() && self.busy == 0 && (if open || self.waiting() { stale } else { self.refreshed.is_none() })
    }

    /// Whether the player has a seek of their own open (or has joined one).
    pub fn waiting(&self) -> bool {
        let Some(me) = &self.me else { return false };
        self.seeks.iter().any(|s| s.players.iter().any(|p| p.eq_ignore_ascii_case(&me.name)))
    }

    /// "Your move in N games on SERVER", once a session, when it is someone's move.
    pub fn announcement(&mut self) -> Option<String> {
        let me = self.me.as_ref().filter(|_| !self.announced)?;
        self.announced = true;
        let server = self.client.as_ref().map(|c| c.base().to_string()).unwrap_or_default();
        (!me.your_move.is_empty()).then(|| crate::t!("online-your-move-notice", n = me.your_move.len(), server = server))
    }

    pub fn post_seek(&mut self, seek: NewSeek) {
        self.with_client(move |online| online.seek(&seek).map(|s| Reply::Done(format!("seek {}", s.id))));
    }

    pub fn pair(&mut self, pairing: Pairing) {
        self.with_client(move |online| online.pair(&pairing).map(Reply::Joined));
    }

    pub fn accept(&mut self, seek: String) {
        self.with_client(move |online| online.accept(&seek).map(Reply::Joined));
    }

    pub fn cancel(&mut self, seek: String) {
        self.with_client(move |online| online.cancel_seek(&seek).map(|()| Reply::Done(String::new())));
    }

    pub fn search(&mut self, search: &ArchiveSearch) {
        let query = format!(
            "status=ended&limit=50&player={}&game={}&from={}&to={}",
            url_part(search.player.trim()),
            url_part(&search.game),
            url_part(search.from.trim()),
            url_part(search.to.trim())
        );
        self.with_client(move |online| online.games(&query).map(Reply::Archive));
    }

    pub fn load(&mut self, id: String) {
        self.with_client(move |online| online.save_file(&id).map(Reply::Save));
    }

    fn with_client(&mut self, request: impl FnOnce(&Online) -> Result<Reply, OnlineError> + Send + 'static) {
        let Some(online) = self.client.clone() else { return };
        self.ask(move || request(&online).unwrap_or_else(|e| Reply::Problem(said(e))));
    }

    /// Takes in the replies that have come; true if any did.
    pub fn take_replies(&mut self) -> bool {
        let replies: Vec<Reply> = self.replies.lock().unwrap_or_else(std::sync::PoisonError::into_inner).try_iter().collect();
        let any = !replies.is_empty();
        for reply in replies {
            self.busy = self.busy.saturating_sub(1);
            self.take(reply);
        }
        any
    }

    fn take(&mut self, reply: Reply) {
        match reply {
            Reply::SignedIn(online) => {
                self.to_remember = Some(online.session());
                self.client = Some(online);
                self.refreshed = None;
            }
            Reply::SignedOut => {
                self.to_remember = Some(None);
                self.seeks.clear();
                self.me = None;
                self.live.clear();
                self.mine.clear();
            }
            Reply::Lobby { seeks, me, live, mine } => {
                self.heard.push(format!("online lobby seeks={} mine={} your-move={}", seeks.len(), mine.len(), me.your_move.len()));
                // A seek of the player's that someone took: its game goes on the board.
                if self.waiting() && self.to_open.is_none() {
                    let new = |g: &&GameSummary| !self.mine.iter().any(|old| old.id == g.id) && self.opened.as_ref() != Some(&g.id);
                    self.to_open = mine.iter().find(new).map(|g| g.id.clone());
                    if let Some(id) = &self.to_open {
                        self.heard.push(format!("online seek taken {id}"));
                    }
                }
                self.seeks = seeks;
                self.me = Some(me);
                self.live = live;
                self.mine = mine;
            }
            Reply::Archive(games) => {
                self.heard.push(format!("online archive games={}", games.len()));
                self.archive = games;
            }
            Reply::Joined(joined) => {
                self.to_open = joined.game;
                self.refreshed = None;
            }
            Reply::Save(text) => self.to_load = Some(text),
            Reply::Done(_) => self.refreshed = None,
            Reply::Problem(p) => self.problem = Some(p),
        }
    }
}
