//! A blocking client of a Towers server: what the app's Online window, the load test and the
//! tests use. One call a request; a game's stream of changes is an iterator over its events.

use super::*;
use std::io::{BufRead, BufReader};
use std::time::Duration;

/// The longest answer read (a long game's archive page).
const MAX_ANSWER: u64 = 8 << 20;

/// What a request came to when it did not succeed.
#[derive(Debug, thiserror::Error)]
pub enum OnlineError {
    /// The server answered with a refusal: its status and words.
    #[error("{error} ({status})")]
    Refused { status: u16, error: String },
    /// No answer: the server is unreachable, or the connection broke.
    #[error("server unreachable: {0}")]
    Unreachable(String),
}

impl OnlineError {
    pub fn status(&self) -> Option<u16> {
        match self {
            OnlineError::Refused { status, .. } => Some(*status),
            OnlineError::Unreachable(_) => None,
        }
    }
}

/// A connection to one server, signed in or not.
#[derive(Clone)]
pub struct Online {
    base: String,
    agent: ureq::Agent,
    token: Option<String>,
    name: Option<String>,
}

impl Online {
    /// A client of the server at `base` (`http://127.0.0.1:7628`, `https://towers.example`).
    pub fn new(base: &str) -> Online {
        let agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_connect(Some(Duration::from_secs(5)))
            .timeout_recv_response(Some(Duration::from_secs(30)))
            .build()
            .new_agent();
        Online { base: base.trim_end_matches('/').to_string(), agent, token: None, name: None }
    }

    pub fn base(&self) -> &str {
        &self.base
    }

    /// The signed-in name.
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// Uses a session kept from before (the token stays valid across server restarts).
    pub fn with_session(mut self, session: Session) -> Online {
        self.token = Some(session.token);
        self.name = Some(session.name);
        self
    }

    pub fn session(&self) -> Option<Session> {
        Some(Session { token: self.token.clone()?, name: self.name.clone()? })
    }

    pub fn register(&mut self, name: &str, password: &str) -> Result<Session, OnlineError> {
        let session: Session = self.post("/api/register", &Credentials { name: name.into(), password: password.into() })?;
        self.token = Some(session.token.clone());
        self.name = Some(session.name.clone());
        Ok(session)
    }

    pub fn login(&mut self, name: &str, password: &str) -> Result<Session, OnlineError> {
        let session: Session = self.post("/api/login", &Credentials { name: name.into(), password: password.into() })?;
        self.token = Some(session.token.clone());
        self.name = Some(session.name.clone());
        Ok(session)
    }

    pub fn logout(&mut self) -> Result<(), OnlineError> {
        let _: serde_json::Value = self.post("/api/logout", &serde_json::json!({}))?;
        self.token = None;
        self.name = None;
        Ok(())
    }

    pub fn me(&self) -> Result<Me, OnlineError> {
        self.get("/api/me")
    }

    pub fn seeks(&self) -> Result<Vec<Seek>, OnlineError> {
        self.get("/api/seeks")
    }

    pub fn seek(&self, seek: &NewSeek) -> Result<Seek, OnlineError> {
        self.post("/api/seeks", seek)
    }

    pub fn cancel_seek(&self, id: &str) -> Result<(), OnlineError> {
        let _: serde_json::Value = self.post(&format!("/api/seeks/{id}/cancel"), &serde_json::json!({}))?;
        Ok(())
    }

    pub fn accept(&self, seek: &str) -> Result<Joined, OnlineError> {
        self.post(&format!("/api/seeks/{seek}/accept"), &serde_json::json!({}))
    }

    pub fn pair(&self, pairing: &Pairing) -> Result<Joined, OnlineError> {
        self.post("/api/pair", pairing)
    }

    pub fn game(&self, id: &str) -> Result<GameState, OnlineError> {
        self.get(&format!("/api/games/{id}"))
    }

    /// Plays the move as the game's `ply`-th; the answer comes once the server has stored it.
    pub fn play(&self, id: &str, ply: usize, notation: &str) -> Result<GameState, OnlineError> {
        self.post(&format!("/api/games/{id}/move"), &PlayMove { ply, notation: notation.into() })
    }

    pub fn resign(&self, id: &str) -> Result<GameState, OnlineError> {
        self.post(&format!("/api/games/{id}/resign"), &serde_json::json!({}))
    }

    pub fn offer_draw(&self, id: &str) -> Result<GameState, OnlineError> {
        self.post(&format!("/api/games/{id}/offer"), &Offering { what: "draw".into() })
    }

    pub fn answer(&self, id: &str, accept: bool) -> Result<GameState, OnlineError> {
        self.post(&format!("/api/games/{id}/answer"), &Answer { accept })
    }

    /// Finished and live games, newest first: `query` as `player=ann&game=storm&status=ended`.
    pub fn games(&self, query: &str) -> Result<Vec<GameSummary>, OnlineError> {
        self.get(&format!("/api/games?{query}"))
    }

    /// A game as its save file (`record::file`), to open in the app.
    pub fn save_file(&self, id: &str) -> Result<String, OnlineError> {
        self.text(&format!("/api/games/{id}/save"))
    }

    pub fn leaderboard(&self, pool: &str) -> Result<Vec<Ranked>, OnlineError> {
        self.get(&format!("/api/leaderboard/{pool}"))
    }

    /// The game's changes as they happen: first the game as it stands, then a state after each
    /// change. The iterator ends when the connection does.
    pub fn watch(&self, id: &str) -> Result<Events, OnlineError> {
        let response = self.request("GET", &format!("/api/games/{id}/events")).config().timeout_recv_body(None).build().call();
        let mut response = response.map_err(unreachable)?;
        check(&mut response)?;
        Ok(Events { lines: BufReader::new(response.into_body().into_reader()) })
    }

    fn request(&self, method: &str, path: &str) -> ureq::RequestBuilder<ureq::typestate::WithoutBody> {
        let url = format!("{}{path}", self.base);
        let mut request = match method {
            "GET" => self.agent.get(&url),
            _ => self.agent.delete(&url),
        };
        if let Some(token) = &self.token {
            request = request.header("Authorization", &format!("Bearer {token}"));
        }
        request
    }

    fn get<T: serde::de::DeserializeOwned>(&self, path: &str) -> Result<T, OnlineError> {
        let mut response = self.request("GET", path).call().map_err(unreachable)?;
        check(&mut response)?;
        response.body_mut().with_config().limit(MAX_ANSWER).read_json().map_err(unreachable)
    }

    fn text(&self, path: &str) -> Result<String, OnlineError> {
        let mut response = self.request("GET", path).call().map_err(unreachable)?;
        check(&mut response)?;
        response.body_mut().with_config().limit(MAX_ANSWER).read_to_string().map_err(unreachable)
    }

    fn post<T: serde::de::DeserializeOwned>(&self, path: &str, body: &impl Serialize) -> Result<T, OnlineError> {
        let mut request = self.agent.post(format!("{}{path}", self.base));
        if let Some(token) = &self.token {
            request = request.header("Authorization", &format!("Bearer {token}"));
        }
        let mut response = request.send_json(body).map_err(unreachable)?;
        check(&mut response)?;
        response.body_mut().with_config().limit(MAX_ANSWER).read_json().map_err(unreachable)
    }
}

fn unreachable(e: ureq::Error) -> OnlineError {
    OnlineError::Unreachable(e.to_string())
}

/// A refusal's status and words, or nothing for a success.
fn check(response: &mut ureq::http::Response<ureq::Body>) -> Result<(), OnlineError> {
    let status = response.status().as_u16();
    if status < 400 {
        return Ok(());
    }
    let body = response.body_mut().with_config().limit(64 << 10).read_to_string().unwrap_or_default();
    let error = serde_json::from_str::<Problem>(&body).map(|p| p.error).unwrap_or(body);
    Err(OnlineError::Refused { status, error })
}

/// A game's stream of states (server-sent events: `data:` lines, a blank line after each).
pub struct Events {
    lines: BufReader<ureq::BodyReader<'static>>,
}

impl Iterator for Events {
    type Item = GameState;

    fn next(&mut self) -> Option<GameState> {
        let mut data = String::new();
        loop {
            let mut line = String::new();
            if self.lines.read_line(&mut line).ok()? == 0 {
                return None;
            }
            let line = line.trim_end_matches(['\r', '\n']);
            if let Some(part) = line.strip_prefix("data:") {
                data.push_str(part.trim_start());
            } else if line.is_empty() && !data.is_empty() {
                if let Ok(state) = serde_json::from_str(&data) {
                    return Some(state);
                }
                data.clear();
            }
        }
    }
}
