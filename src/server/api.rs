//! The HTTP interface: JSON under `/api` (`docs/server.md` lists every route), a game's changes
//! as server-sent events, a bound on every body and a rate limit on every address.

use super::Server;
use super::accounts::{self, token_hash};
use super::error::ApiError;
use super::live::{self, Live};
use super::store::GameFilter;
use crate::net::online::{Answer, Credentials, GameState, GameSummary, Me, NewSeek, Offering, Pairing, PlayMove, Ranked, Rating, Seek};
use axum::extract::{ConnectInfo, DefaultBodyLimit, FromRequestParts, Path, Query, Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, header};
use axum::middleware::{self, Next};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use std::collections::HashMap;
use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

type Shared = State<Arc<Server>>;
type Answered<T> = Result<Json<T>, ApiError>;

/// The largest request body taken (a move, a seek, credentials: all small).
const MAX_BODY: usize = 16 << 10;

pub fn router(server: Arc<Server>) -> Router {
    Router::new()
        .route("/api/register", post(register))
        .route("/api/login", post(login))
        .route("/api/logout", post(logout))
        .route("/api/me", get(me))
        .route("/api/seeks", get(seeks).post(seek))
        .route("/api/seeks/{id}/accept", post(accept))
        .route("/api/seeks/{id}/cancel", post(cancel))
        .route("/api/pair", post(pair))
        .route("/api/games", get(games))
        .route("/api/games/{id}", get(game))
        .route("/api/games/{id}/events", get(events))
        .route("/api/games/{id}/save", get(save))
        .route("/api/games/{id}/export", get(export))
        .route("/api/games/{id}/move", post(play))
        .route("/api/games/{id}/resign", post(resign))
        .route("/api/games/{id}/offer", post(offer))
        .route("/api/games/{id}/answer", post(answer))
        .route("/api/leaderboard/{pool}", get(leaderboard))
        .route("/api/players/{name}", get(player))
        .merge(super::pages::routes())
        .fallback(|| async { ApiError::NotFound("no such page".into()) })
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(middleware::from_fn_with_state(server.clone(), limit))
        .with_state(server)
}

/// Refuses an address that sends faster than its bucket refills.
async fn limit(State(server): Shared, ConnectInfo(peer): ConnectInfo<SocketAddr>, request: Request, next: Next) -> Response {
    if !server.requests.allow(client_ip(&server, peer, request.headers())) {
        return ApiError::TooMany.into_response();
    }
    next.run(request).await
}

/// The address a request comes from, as the limits count it: the peer's, or behind a trusted
/// reverse proxy on this machine (`--trust-proxy`) the last address of `X-Forwarded-For`,
/// which is the one the proxy itself saw (earlier ones are the client's to write).
fn client_ip(server: &Server, peer: SocketAddr, headers: &HeaderMap) -> IpAddr {
    if !server.trust_proxy || !peer.ip().is_loopback() {
        return peer.ip();
    }
    let forwarded = headers.get_all("x-forwarded-for").iter().filter_map(|v| v.to_str().ok()).flat_map(|v| v.split(',')).last();
    forwarded.and_then(|last| last.trim().parse().ok()).unwrap_or(peer.ip())
}

/// The address of the client making the request (`client_ip`).
pub struct Client(pub IpAddr);

impl FromRequestParts<Arc<Server>> for Client {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, server: &Arc<Server>) -> Result<Client, ApiError> {
        let ConnectInfo(peer) = parts.extensions.get::<ConnectInfo<SocketAddr>>().copied().ok_or(ApiError::TooMany)?;
        Ok(Client(client_ip(server, peer, &parts.headers)))
    }
}

/// The signed-in player making the request (its name as spelt), from `Authorization: Bearer`.
pub struct Player(pub String);

impl FromRequestParts<Arc<Server>> for Player {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, server: &Arc<Server>) -> Result<Player, ApiError> {
        Player::signed_in(&parts.headers, server).await?.ok_or(ApiError::SignedOut)
    }
}

impl Player {
    /// The player whose session the request carries, if it carries one that is open; sessions
    /// looked up once are kept in memory.
    async fn signed_in(headers: &HeaderMap, server: &Server) -> Result<Option<Player>, ApiError> {
        let Some(token) = bearer(headers) else { return Ok(None) };
        let hash = token_hash(token);
        let known = server.sessions.read().unwrap_or_else(std::sync::PoisonError::into_inner).get(&hash).cloned();
        let name = match known {
            Some(name) => name,
            None => {
                let Some(name) = server.store.session_player(&hash).await? else { return Ok(None) };
                server.sessions.write().unwrap_or_else(std::sync::PoisonError::into_inner).insert(hash, name.clone());
                name
            }
        };
        server.presence.heard(&name, super::store::now_ms());
        Ok(Some(Player(name)))
    }
}

fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers.get(header::AUTHORIZATION)?.to_str().ok()?.strip_prefix("Bearer ").map(str::trim)
}

/// A sign-in or sign-up costs a password hash: an address gets few, the server a bounded number.
fn login_allowed(server: &Server, ip: IpAddr) -> Result<(), ApiError> {
    // The whole server's bucket is kept under one address that no client has.
    if server.logins.allow(ip) && server.all_logins.allow(std::net::Ipv4Addr::UNSPECIFIED.into()) { Ok(()) } else { Err(ApiError::TooMany) }
}

async fn register(State(server): Shared, Client(ip): Client, Json(c): Json<Credentials>) -> Answered<crate::net::online::Session> {
    login_allowed(&server, ip)?;
    Ok(Json(accounts::register(&server.store, &c.name, &c.password).await?))
}

async fn login(State(server): Shared, Client(ip): Client, Json(c): Json<Credentials>) -> Answered<crate::net::online::Session> {
    login_allowed(&server, ip)?;
    Ok(Json(accounts::login(&server.store, &c.name, &c.password).await?))
}

async fn logout(State(server): Shared, headers: HeaderMap) -> Answered<serde_json::Value> {
    let token = bearer(&headers).ok_or(ApiError::SignedOut)?;
    let hash = token_hash(token);
    server.store.end_session(&hash).await?;
    server.sessions.write().unwrap_or_else(std::sync::PoisonError::into_inner).remove(&hash);
    Ok(Json(serde_json::json!({})))
}

async fn me(State(server): Shared, Player(name): Player) -> Answered<Me> {
    let ratings = rating_list(&server, &name).await?;
    let playing = server.store.live_games_of(&name).await?;
    let your_move = playing.iter().filter(|id| server.live(id).is_some_and(|l| to_move_is(&l.state(), &name))).cloned().collect();
    Ok(Json(Me { name, ratings, your_move, playing }))
}

fn to_move_is(state: &GameState, name: &str) -> bool {
    state.to_move.and_then(|s| state.players.get(s)).is_some_and(|p| p.eq_ignore_ascii_case(name))
}

async fn rating_list(server: &Server, name: &str) -> Result<Vec<Rating>, ApiError> {
    let rows = server.store.ratings_of(name).await?;
    Ok(rows.into_iter().map(|(pool, r)| Rating { pool, rating: r.rating, deviation: r.deviation, games: r.games }).collect())
}

async fn seeks(State(server): Shared, headers: HeaderMap) -> Answered<Vec<Seek>> {
    let viewer = Player::signed_in(&headers, &server).await?;
    Ok(Json(server.seeks(viewer.as_ref().map(|p| p.0.as_str())).await?))
}

async fn seek(State(server): Shared, Player(name): Player, Json(new): Json<NewSeek>) -> Answered<Seek> {
    Ok(Json(server.seek(&name, new).await?))
}

async fn accept(State(server): Shared, Player(name): Player, Path(id): Path<String>) -> Answered<crate::net::online::Joined> {
    Ok(Json(server.accept(&name, &id).await?))
}

async fn cancel(State(server): Shared, Player(name): Player, Path(id): Path<String>) -> Answered<serde_json::Value> {
    server.cancel_seek(&name, &id).await?;
    Ok(Json(serde_json::json!({})))
}

async fn pair(State(server): Shared, Player(name): Player, Json(p): Json<Pairing>) -> Answered<crate::net::online::Joined> {
    Ok(Json(server.pair(&name, p).await?))
}

/// The archive: `?player=&game=&status=live|ended&after=MS&before=MS&limit=N`, newest first.
async fn games(State(server): Shared, Query(q): Query<HashMap<String, String>>) -> Answered<Vec<GameSummary>> {
    Ok(Json(server.store.list_games(&game_filter(&q, 50)?).await?))
}

/// An archive search from a query: `player`, `game`, `status`, `limit`, and the dates as days
/// (`from`, `to`, both included, `YYYY-MM-DD` in UTC) or as Unix milliseconds (`after`, `before`).
pub(super) fn game_filter(q: &HashMap<String, String>, limit: i64) -> Result<GameFilter, ApiError> {
    let number = |key: &str, default: i64| -> Result<i64, ApiError> {
        q.get(key).filter(|v| !v.is_empty()).map_or(Ok(default), |v| v.parse().map_err(|_| ApiError::Bad(format!("{key}: not a number"))))
    };
    let day = |key: &str, days_later: u64| -> Result<Option<i64>, ApiError> {
        let Some(text) = q.get(key).filter(|v| !v.trim().is_empty()) else { return Ok(None) };
        let start = crate::record::date::day_start(text).ok_or_else(|| ApiError::Bad(format!("{key}: not a day (YYYY-MM-DD)")))?;
        Ok(i64::try_from((start + days_later * 86_400) * 1000).ok())
    };
    let text = |key: &str| q.get(key).cloned().unwrap_or_default();
    let after = number("after", 0)?.max(day("from", 0)?.unwrap_or(0));
    let before = number("before", i64::MAX)?.min(day("to", 1)?.unwrap_or(i64::MAX));
    Ok(GameFilter { player: text("player"), game: text("game"), status: text("status"), after, before, limit: number("limit", limit)?.clamp(1, 200) })
}

/// A game in progress from memory, an ended one from the archive.
async fn state_of(server: &Server, id: &str) -> Result<Arc<GameState>, ApiError> {
    if let Some(live) = server.live(id) {
        return Ok(live.state());
    }
    let stored = server.store.stored_game(id).await?.ok_or_else(|| ApiError::NotFound("no such game".into()))?;
    let live = Live::restore(&stored, stored.updated).map_err(|e| ApiError::Bad(format!("the stored game cannot be read: {e}")))?;
    Ok(live.state())
}

async fn game(State(server): Shared, Path(id): Path<String>) -> Answered<GameState> {
    Ok(Json((*state_of(&server, &id).await?).clone()))
}

/// One open event stream, counted against its address until it closes.
struct Watching {
    server: Arc<Server>,
    ip: std::net::IpAddr,
}

impl Drop for Watching {
    fn drop(&mut self) {
        self.server.streams.close(self.ip);
    }
}

/// The game as it stands, then its every change, until it ends.
async fn events(State(server): Shared, Client(ip): Client, Path(id): Path<String>) -> Result<Response, ApiError> {
    let Some(live) = server.live(&id) else {
        let state = state_of(&server, &id).await?;
        let once = futures_util::stream::iter([Ok::<_, Infallible>(event(&state))]);
        return Ok(Sse::new(once).into_response());
    };
    if !server.streams.open(ip) {
        return Err(ApiError::TooMany);
    }
    let watching = Watching { server: server.clone(), ip };
    let changes = live.watch();
    drop(live);
    let stream = futures_util::stream::unfold((changes, true, watching), |(mut changes, first, watching)| async move {
        if !first {
            changes.changed().await.ok()?;
        }
        let state = changes.borrow_and_update().clone();
        Some((Ok::<_, Infallible>(event(&state)), (changes, false, watching)))
    });
    Ok(Sse::new(stream).keep_alive(KeepAlive::default()).into_response())
}

fn event(state: &GameState) -> Event {
    Event::default().id(state.version.to_string()).data(serde_json::to_string(state).expect("a game state serializes"))
}

async fn stored_text(
    server: &Server,
    id: &str,
    write: fn(&super::store::StoredGame) -> Result<String, String>,
    name: &str,
) -> Result<Response, ApiError> {
    let stored = server.store.stored_game(id).await?.ok_or_else(|| ApiError::NotFound("no such game".into()))?;
    let text = write(&stored).map_err(|e| ApiError::Bad(format!("the stored game cannot be read: {e}")))?;
    let disposition = format!("attachment; filename=\"towers-{}-{id}.{name}\"", stored.row.kind.game);
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8".to_string()), (header::CONTENT_DISPOSITION, disposition)], text).into_response())
}

async fn save(State(server): Shared, Path(id): Path<String>) -> Result<Response, ApiError> {
    stored_text(&server, &id, live::save_text, "ron").await
}

async fn export(State(server): Shared, Path(id): Path<String>) -> Result<Response, ApiError> {
    stored_text(&server, &id, live::export_text, "txt").await
}

fn live_game(server: &Server, id: &str) -> Result<Arc<Live>, ApiError> {
    server.live(id).ok_or_else(|| ApiError::NotFound("no game in progress has that id".into()))
}

/// Runs a change on a game in progress; a game it ends leaves memory.
async fn change<F, Fut>(server: &Server, id: &str, f: F) -> Answered<GameState>
where
    F: FnOnce(Arc<Live>) -> Fut,
    Fut: std::future::Future<Output = Result<Arc<GameState>, ApiError>>,
{
    let live = live_game(server, id)?;
    let answer = f(live.clone()).await;
    server.settle(&live);
    Ok(Json((*answer?).clone()))
}

async fn play(State(server): Shared, Player(name): Player, Path(id): Path<String>, Json(m): Json<PlayMove>) -> Answered<GameState> {
    let store = server.store.clone();
    change(&server, &id, |live| async move { live.play(&store, &name, m.ply, &m.notation).await }).await
}

async fn resign(State(server): Shared, Player(name): Player, Path(id): Path<String>) -> Answered<GameState> {
    let store = server.store.clone();
    change(&server, &id, |live| async move { live.resign(&store, &name).await }).await
}

async fn offer(State(server): Shared, Player(name): Player, Path(id): Path<String>, Json(o): Json<Offering>) -> Answered<GameState> {
    if o.what != "draw" {
        return Err(ApiError::Bad("only a draw can be offered".into()));
    }
    let store = server.store.clone();
    change(&server, &id, |live| async move { live.offer_draw(&store, &name).await }).await
}

async fn answer(State(server): Shared, Player(name): Player, Path(id): Path<String>, Json(a): Json<Answer>) -> Answered<GameState> {
    let store = server.store.clone();
    change(&server, &id, |live| async move { live.answer(&store, &name, a.accept).await }).await
}

async fn leaderboard(State(server): Shared, Path(pool): Path<String>, Query(q): Query<HashMap<String, String>>) -> Answered<Vec<Ranked>> {
    let limit = q.get("limit").and_then(|l| l.parse().ok()).unwrap_or(100i64).clamp(1, 500);
    let rows = server.store.leaderboard(&pool, limit).await?;
    Ok(Json(
        rows.into_iter()
            .map(|(name, r)| Ranked { name, rating: Rating { pool: pool.clone(), rating: r.rating, deviation: r.deviation, games: r.games } })
            .collect(),
    ))
}

/// A player's page as data: ratings and latest games.
async fn player(State(server): Shared, Path(name): Path<String>) -> Answered<serde_json::Value> {
    let spelt = server.store.player_name(&name).await?.ok_or_else(|| ApiError::NotFound("no such player".into()))?;
    let ratings = rating_list(&server, &spelt).await?;
    let filter = GameFilter { player: spelt.clone(), limit: 20, ..GameFilter::default() };
    let games = server.store.list_games(&filter).await?;
    Ok(Json(serde_json::json!({ "name": spelt, "ratings": ratings, "games": games })))
}
