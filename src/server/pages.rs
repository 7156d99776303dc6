//! The web pages the server serves beside its API: the lobby, a page for every game (its board
//! drawn in SVG from the position, the moves and clocks, updated live from the game's event
//! stream), players, leaderboards and the archive. Plain HTML rendered here, a few lines of
//! script for the live game, and every word that came from a player or a position escaped.

use super::Server;
use super::error::ApiError;
use super::live::Live;
use super::store::GameFilter;
use crate::core::svg::{board_svg, board_text, escape};
use crate::net::online::query_part as url_part;
use crate::net::online::{GameState, GameSummary};
use axum::Router;
use axum::extract::{Path, Query, State};
use axum::http::header;
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use std::collections::HashMap;
use std::fmt::Write;
use std::sync::Arc;

type Shared = State<Arc<Server>>;

/// The rating pools, as the leaderboards list them.
pub const POOLS: [&str; 5] = ["storm", "litrof", "tribesmen", "tribesmen-4p", "three-elephant"];

pub fn routes() -> Router<Arc<Server>> {
    Router::new()
        .route("/", get(lobby))
        .route("/game/{id}", get(game))
        .route("/game/{id}/board.svg", get(board))
        .route("/players/{name}", get(player))
        .route("/leaderboard/{pool}", get(leaderboard))
        .route("/leaderboards", get(leaderboards))
        .route("/games", get(archive))
}

const STYLE: &str = "body{font-family:system-ui,sans-serif;max-width:70rem;margin:0 auto;padding:1rem;color:#1d2329;background:#f6f4ef}\
a{color:#1f5fa8}nav a{margin-right:1rem}table{border-collapse:collapse;margin:.5rem 0}th,td{padding:.3rem .7rem;border-bottom:1px solid #d8d3c8;text-align:left}\
.game{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:flex-start}.game figure{margin:0;flex:1 1 28rem;max-width:40rem}.game aside{flex:1 1 16rem}\
.game figure svg{display:block;width:100%;height:auto;max-height:86vh}\
.clock{font:600 1.4rem ui-monospace,monospace;padding:.2rem .6rem;border-radius:.3rem;background:#e8e4da}.clock.running{background:#2f7d32;color:#fff}\
ol.moves{columns:2;font-family:ui-monospace,monospace}.muted{color:#5b6570}.result{font-weight:700}";

/// A whole page.
fn page(title: &str, body: &str) -> Html<String> {
    Html(format!(
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{} — Towers</title><style>{STYLE}</style></head><body><nav aria-label=\"Site\"><a href=\"/\">Lobby</a><a href=\"/games\">Games</a><a href=\"/leaderboards\">Leaderboards</a></nav><main>{body}</main></body></html>",
        escape(title),
    ))
}

/// A game's name from the catalogue ("Storm the Ivory Tower"), else its id.
fn game_name(id: &str) -> String {
    crate::games::entry(id).map_or_else(|| id.to_string(), |e| (e.meta)().name)
}

fn pool_name(pool: &str) -> String {
    match pool.strip_suffix("-4p") {
        Some(game) => format!("{} (4 players)", game_name(game)),
        None => game_name(pool),
    }
}

fn player_link(name: &str) -> String {
    format!("<a href=\"/players/{}\">{}</a>", url_part(name), escape(name))
}

fn variant_text(variant: &str) -> String {
    if variant == "standard" { String::new() } else { format!(" ({})", escape(variant)) }
}

async fn lobby(State(server): Shared) -> Result<Html<String>, ApiError> {
    let mut body = String::from(
        "<h1>Towers</h1><p>Play from the Towers app: <b>Online</b>, then this server's address.</p><section id=\"seeks\"><h2>Open seeks</h2>",
    );
    let seeks = server.seeks(None).await?;
    if seeks.is_empty() {
        body.push_str("<p class=\"muted\">No open seeks.</p>");
    } else {
        body.push_str("<table><thead><tr><th scope=\"col\">Player</th><th scope=\"col\">Rating</th><th scope=\"col\">Game</th><th scope=\"col\">Time</th><th scope=\"col\">Rated</th><th scope=\"col\">Seats</th></tr></thead><tbody>");
        for s in &seeks {
            let _ = write!(
                body,
                "<tr><td>{}</td><td>{:.0}</td><td>{}{}</td><td>{}</td><td>{}</td><td>{} of {}</td></tr>",
                player_link(&s.by),
                s.rating,
                escape(&game_name(&s.kind.game)),
                variant_text(&s.kind.variant),
                escape(&s.time),
                if s.rated { "rated" } else { "casual" },
                s.players.len(),
                s.seats
            );
        }
        body.push_str("</tbody></table>");
    }
    body.push_str("</section><section id=\"live\"><h2>Games in progress</h2>");
    let mut live: Vec<Arc<GameState>> = server.live_games().iter().map(|l| l.state()).collect();
    live.sort_by(|a, b| b.moves.len().cmp(&a.moves.len()).then(a.id.cmp(&b.id)));
    live.truncate(50);
    if live.is_empty() {
        body.push_str("<p class=\"muted\">No game is being played.</p>");
    } else {
        body.push_str("<ul>");
        for g in &live {
            let _ = write!(
                body,
                "<li><a href=\"/game/{}\">{}</a>: {} — {} moves</li>",
                url_part(&g.id),
                escape(&game_name(&g.kind.game)),
                players_text(&g.players),
                g.moves.len()
            );
        }
        body.push_str("</ul>");
    }
    body.push_str("</section>");
    Ok(page("Lobby", &body))
}

fn players_text(players: &[String]) -> String {
    players.iter().map(|p| escape(p)).collect::<Vec<_>>().join(" v ")
}

/// The game's state and its board: from memory while it is played, else from the archive.
async fn game_and_board(server: &Server, id: &str) -> Result<(Arc<GameState>, crate::core::BoardView), ApiError> {
    let live = match server.live(id) {
        Some(live) => live,
        None => {
            let stored = server.store.stored_game(id).await?.ok_or_else(|| ApiError::NotFound("no such game".into()))?;
            Arc::new(Live::restore(&stored, stored.updated).map_err(ApiError::Bad)?)
        }
    };
    Ok((live.state(), live.view().await))
}

async fn board(State(server): Shared, Path(id): Path<String>) -> Result<Response, ApiError> {
    let (state, view) = game_and_board(&server, &id).await?;
    let svg = board_svg(&view, &board_title(&state));
    Ok(([(header::CONTENT_TYPE, "image/svg+xml"), (header::CACHE_CONTROL, "no-store")], svg).into_response())
}

fn board_title(state: &GameState) -> String {
    format!("{} after {} moves", game_name(&state.kind.game), state.moves.len())
}

async fn game(State(server): Shared, Path(id): Path<String>) -> Result<Html<String>, ApiError> {
    let (state, view) = game_and_board(&server, &id).await?;
    let mut body = format!(
        "<h1>{}{}</h1><div class=\"game\"><figure id=\"board\">{}</figure><aside>",
        escape(&game_name(&state.kind.game)),
        variant_text(&state.kind.variant),
        board_svg(&view, &board_title(&state))
    );
    body.push_str("<table><tbody>");
    for (seat, name) in state.players.iter().enumerate() {
        let side = state.sides.get(seat).map_or(String::new(), |s| escape(s));
        let _ = write!(
            body,
            "<tr><th scope=\"row\">{side}</th><td>{}</td><td><span class=\"clock\" id=\"clock{seat}\"></span></td></tr>",
            player_link(name)
        );
    }
    let _ = write!(
        body,
        "</tbody></table><p>{} · {}</p><p id=\"status\" role=\"status\" aria-live=\"polite\"></p><h2>Moves</h2><ol class=\"moves\" id=\"moves\"></ol>",
        escape(&state.time),
        if state.rated { "rated" } else { "casual" }
    );
    body.push_str("<details><summary>The board in words</summary><ul id=\"words\">");
    for line in board_text(&view) {
        let _ = write!(body, "<li>{}</li>", escape(&line));
    }
    let _ = write!(
        body,
        "</ul></details><p><a href=\"/api/games/{0}/save\">Save file</a> · <a href=\"/api/games/{0}/export\">Text export</a></p></aside></div>",
        url_part(&state.id)
    );
    let initial = serde_json::to_string(&*state).expect("a state serializes").replace("</", "<\\/");
    let _ = write!(body, "<script>const GAME={initial};{SCRIPT}</script>");
    Ok(page(&format!("{} {}", game_name(&state.kind.game), state.players.join(" v ")), &body))
}

/// Keeps the page up to date: every state from the event stream redraws the moves, the status
/// and the board, and the running clock counts down between them.
const SCRIPT: &str = r#"
let state=GAME, at=performance.now();
const show=(ms)=>{ms=Math.max(0,ms);const s=Math.floor(ms/1000),m=Math.floor(s/60),h=Math.floor(m/60);
 return (h?h+':'+String(m%60).padStart(2,'0'):m)+':'+String(s%60).padStart(2,'0')+(ms<10000?'.'+Math.floor(ms%1000/100):'');};
function clocks(){(state.clocks||[]).forEach((c,i)=>{const el=document.getElementById('clock'+i);if(!el)return;
 const left=c.running&&!state.result?c.to_flag_ms-(performance.now()-at):c.to_flag_ms;
 el.textContent=show(left);el.classList.toggle('running',c.running&&!state.result);});}
function draw(){const ol=document.getElementById('moves');ol.replaceChildren(...state.moves.map(m=>{const li=document.createElement('li');li.textContent=m;return li;}));
 const st=document.getElementById('status');
 st.textContent=state.result?state.result:(state.to_move!=null?state.sides[state.to_move]+' ('+state.players[state.to_move]+') to move':'');
 if(state.result)st.classList.add('result');clocks();}
async function board(){const r=await fetch('/game/'+encodeURIComponent(state.id)+'/board.svg',{cache:'no-store'});
 if(r.ok)document.getElementById('board').innerHTML=await r.text();}
draw();setInterval(clocks,100);
if(!GAME.result){const es=new EventSource('/api/games/'+encodeURIComponent(GAME.id)+'/events');
 es.onmessage=(e)=>{const next=JSON.parse(e.data);if(next.version<=state.version)return;state=next;at=performance.now();draw();board();
  if(state.result)es.close();};}
"#;

fn games_table(games: &[GameSummary]) -> String {
    if games.is_empty() {
        return "<p class=\"muted\">No games.</p>".into();
    }
    let mut out = String::from(
        "<table><thead><tr><th scope=\"col\">Game</th><th scope=\"col\">Players</th><th scope=\"col\">Time</th><th scope=\"col\">Moves</th><th scope=\"col\">Result</th><th scope=\"col\">Date</th></tr></thead><tbody>",
    );
    for g in games {
        let date = crate::record::date::format_utc(u64::try_from(g.updated_ms / 1000).unwrap_or(0));
        let _ = write!(
            out,
            "<tr><td><a href=\"/game/{}\">{}{}</a></td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            url_part(&g.id),
            escape(&game_name(&g.kind.game)),
            variant_text(&g.kind.variant),
            g.players.iter().map(|p| player_link(p)).collect::<Vec<_>>().join(" v "),
            escape(&g.time),
            g.plies,
            escape(g.result.as_deref().unwrap_or("in progress")),
            escape(&date)
        );
    }
    out.push_str("</tbody></table>");
    out
}

async fn player(State(server): Shared, Path(name): Path<String>) -> Result<Html<String>, ApiError> {
    let spelt = server.store.player_name(&name).await?.ok_or_else(|| ApiError::NotFound("no such player".into()))?;
    let mut body = format!("<h1>{}</h1><section id=\"ratings\"><h2>Ratings</h2>", escape(&spelt));
    let ratings = server.store.ratings_of(&spelt).await?;
    if ratings.is_empty() {
        body.push_str("<p class=\"muted\">No rated games yet.</p>");
    } else {
        body.push_str("<table><thead><tr><th scope=\"col\">Game</th><th scope=\"col\">Rating</th><th scope=\"col\">Games</th></tr></thead><tbody>");
        for (pool, r) in &ratings {
            let _ = write!(
                body,
                "<tr><td><a href=\"/leaderboard/{}\">{}</a></td><td>{:.0} ± {:.0}</td><td>{}</td></tr>",
                url_part(pool),
                escape(&pool_name(pool)),
                r.rating,
                2.0 * r.deviation,
                r.games
            );
        }
        body.push_str("</tbody></table>");
    }
    let games = server.store.list_games(&GameFilter { player: spelt.clone(), limit: 30, ..GameFilter::default() }).await?;
    let _ = write!(body, "</section><section id=\"games\"><h2>Games</h2>{}</section>", games_table(&games));
    Ok(page(&spelt, &body))
}

async fn leaderboard(State(server): Shared, Path(pool): Path<String>) -> Result<Html<String>, ApiError> {
    if !POOLS.contains(&pool.as_str()) {
        return Err(ApiError::NotFound("no such leaderboard".into()));
    }
    let rows = server.store.leaderboard(&pool, 100).await?;
    let mut body = format!("<h1>{}</h1><section id=\"board\">", escape(&pool_name(&pool)));
    if rows.is_empty() {
        body.push_str("<p class=\"muted\">No rated games yet.</p>");
    } else {
        body.push_str("<table><thead><tr><th scope=\"col\">#</th><th scope=\"col\">Player</th><th scope=\"col\">Rating</th><th scope=\"col\">Games</th></tr></thead><tbody>");
        for (place, (name, r)) in rows.iter().enumerate() {
            let _ = write!(body, "<tr><td>{}</td><td>{}</td><td>{:.0}</td><td>{}</td></tr>", place + 1, player_link(name), r.rating, r.games);
        }
        body.push_str("</tbody></table>");
    }
    body.push_str("</section>");
    Ok(page(&pool_name(&pool), &body))
}

/// Every pool's leaderboard, its leaders first.
async fn leaderboards(State(server): Shared) -> Result<Html<String>, ApiError> {
    let mut body = String::from("<h1>Leaderboards</h1>");
    for pool in POOLS {
        let leaders = server.store.leaderboard(pool, 3).await?;
        let names: Vec<String> = leaders.iter().map(|(name, r)| format!("{} {:.0}", player_link(name), r.rating)).collect();
        let shown = if names.is_empty() { "<span class=\"muted\">no rated games yet</span>".to_string() } else { names.join(", ") };
        let _ = write!(body, "<h2><a href=\"/leaderboard/{pool}\">{}</a></h2><p>{shown}</p>", escape(&pool_name(pool)));
    }
    Ok(page("Leaderboards", &body))
}

/// The archive, searched by player, game and the days between which the games were last played.
async fn archive(State(server): Shared, Query(q): Query<HashMap<String, String>>) -> Result<Html<String>, ApiError> {
    let text = |key: &str| q.get(key).cloned().unwrap_or_default();
    let filter = super::api::game_filter(&q, 100)?;
    let games = server.store.list_games(&filter).await?;
    let options: String = std::iter::once(("", "Any game".to_string()))
        .chain(crate::games::all().into_iter().map(|e| (e.id, (e.meta)().name)))
        .map(|(id, name)| format!("<option value=\"{id}\"{}>{}</option>", if id == filter.game { " selected" } else { "" }, escape(&name)))
        .collect();
    let body = format!(
        "<h1>Games</h1><form method=\"get\" action=\"/games\"><label>Player <input name=\"player\" value=\"{}\"></label> \
         <label>Game <select name=\"game\">{options}</select></label> \
         <label>From <input type=\"date\" name=\"from\" value=\"{}\"></label> <label>to <input type=\"date\" name=\"to\" value=\"{}\"></label> \
         <button>Search</button></form><section id=\"games\">{}</section>",
        escape(&filter.player),
        escape(&text("from")),
        escape(&text("to")),
        games_table(&games)
    );
    Ok(page("Games", &body))
}
