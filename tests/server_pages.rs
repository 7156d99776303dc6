//! The server's web pages in a real browser: headless Chromium (Debian's package) driven over
//! WebDriver by chromedriver, both on 127.0.0.1. A live game's page shows a move made after it
//! was opened; the lobby, player, leaderboard and archive pages render; markup in what players
//! send is shown as text. `TOWERS_SCREENSHOTS=DIR` also saves the pages as PNG there (the
//! README's pictures). Skipped where Chromium is missing, unless `TOWERS_REQUIRE_CHROMIUM=1`.

#![cfg(feature = "server")]

mod server_support;

use serde_json::{Value, json};
use server_support::{Served, legal_move, player, sqlite};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use towers::net::online::{GameKind, NewSeek};

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// chromedriver and one browser session; both end when dropped.
struct Browser {
    driver: Child,
    base: String,
    session: String,
    agent: ureq::Agent,
}

impl Browser {
    fn start() -> Option<Browser> {
        if !std::path::Path::new(CHROMIUM).exists() || !std::path::Path::new(CHROMEDRIVER).exists() {
            assert!(
                std::env::var("TOWERS_REQUIRE_CHROMIUM").as_deref() != Ok("1"),
                "TOWERS_REQUIRE_CHROMIUM=1 but {CHROMIUM} or {CHROMEDRIVER} is missing"
            );
            eprintln!("no Chromium here: the browser test is skipped");
            return None;
        }
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let driver = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let base = format!("http://127.0.0.1:{port}");
        let agent: ureq::Agent =
            ureq::Agent::config_builder().http_status_as_error(false).timeout_global(Some(Duration::from_secs(60))).build().into();
        let started = Instant::now();
        while agent.get(format!("{base}/status")).call().is_err() {
            assert!(started.elapsed() < Duration::from_secs(20), "chromedriver answers");
            std::thread::sleep(Duration::from_millis(100));
        }
        let profile = std::env::temp_dir().join(format!("towers-chromium-{}", std::process::id()));
        let args = [
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--window-size=1280,1000",
            &format!("--user-data-dir={}", profile.display()),
        ];
        let capabilities =
            json!({"capabilities": {"alwaysMatch": {"browserName": "chrome", "goog:chromeOptions": {"binary": CHROMIUM, "args": args}}}});
        let mut browser = Browser { driver, base, session: String::new(), agent };
        let answer = browser.call("POST", "/session", Some(capabilities));
        browser.session = answer["sessionId"].as_str().unwrap_or_else(|| panic!("no session: {answer}")).to_string();
        Some(browser)
    }

    fn call(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let url = format!("{}{path}", self.base);
        let response = match (method, body) {
            ("GET", _) => self.agent.get(&url).call(),
            ("DELETE", _) => self.agent.delete(&url).call(),
            (_, body) => self.agent.post(&url).send_json(body.unwrap_or(json!({}))),
        };
        let value: Value = response.unwrap().body_mut().with_config().limit(64 << 20).read_json().unwrap();
        value["value"].clone()
    }

    fn open(&self, url: &str) {
        self.call("POST", &format!("/session/{}/url", self.session), Some(json!({ "url": url })));
    }

    fn script(&self, script: &str) -> Value {
        self.call("POST", &format!("/session/{}/execute/sync", self.session), Some(json!({ "script": script, "args": [] })))
    }

    fn text(&self, id: &str) -> String {
        self.script(&format!("const e = document.getElementById('{id}'); return e ? e.textContent : null")).as_str().unwrap_or_default().to_string()
    }

    /// Waits until `test` holds of the page's text in `id`.
    fn wait_for(&self, id: &str, test: impl Fn(&str) -> bool) -> String {
        let started = Instant::now();
        loop {
            let text = self.text(id);
            if test(&text) {
                return text;
            }
            assert!(started.elapsed() < Duration::from_secs(20), "#{id} never came to pass: {text:?}");
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// Saves the page as a PNG where `TOWERS_SCREENSHOTS` asks.
    fn screenshot(&self, name: &str) {
        let Ok(folder) = std::env::var("TOWERS_SCREENSHOTS") else { return };
        let png = self.call("GET", &format!("/session/{}/screenshot", self.session), None);
        let bytes = data_encoding::BASE64.decode(png.as_str().unwrap().as_bytes()).unwrap();
        std::fs::write(std::path::Path::new(&folder).join(name), bytes).unwrap();
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        if !self.session.is_empty() {
            let _ = self.agent.delete(format!("{}/session/{}", self.base, self.session)).call();
        }
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

#[test]
fn a_live_game_page_shows_a_move_made_after_it_was_opened() {
    let Some(browser) = Browser::start() else { return };
    let db = sqlite();
    let served = Served::start(&db);
    let (a, b) = (player(&served, "Ann"), player(&served, "Bob"));
    let kind = GameKind { game: "storm".into(), variant: "standard".into(), options: Default::default() };
    let made = a.seek(&NewSeek { kind: kind.clone(), time: "10+5".into(), rated: true, to: None }).unwrap();
    let id = b.accept(&made.id).unwrap().game.unwrap();
    let mut state = a.game(&id).unwrap();
    for pick in [4, 9] {
        let mover = if state.players[state.to_move.unwrap()] == a.name().unwrap() { &a } else { &b };
        state = mover.play(&id, state.moves.len() + 1, &legal_move(&state, pick)).unwrap();
    }

    browser.open(&format!("{}/game/{id}", served.base));
    let before = browser.wait_for("moves", |t| !t.is_empty());
    assert_eq!(before, state.moves.concat(), "the page lists the moves played so far");
    assert!(browser.script("return document.querySelector('#board svg') !== null").as_bool().unwrap(), "the board is drawn");
    let title = browser.script("return document.title").as_str().unwrap().to_string();
    assert!(title.contains(a.name().unwrap()) && title.contains(b.name().unwrap()), "{title}");

    let third = legal_move(&state, 5);
    let mover = if state.players[state.to_move.unwrap()] == a.name().unwrap() { &a } else { &b };
    state = mover.play(&id, 3, &third).unwrap();
    let after = browser.wait_for("moves", |t| t.ends_with(&third));
    assert_eq!(after, state.moves.concat(), "the move made after the page opened is shown");
    browser.wait_for("status", |t| t.contains("to move") && t.contains(state.players[state.to_move.unwrap()].as_str()));
    let pieces = browser.script("return document.querySelectorAll('#board svg .piece').length").as_u64().unwrap();
    assert!(pieces > 20, "the redrawn board has its pieces: {pieces}");
    browser.screenshot("server-game.png");

    // The lobby lists a seek whose maker's words could not be markup, and the game in play.
    a.seek(&NewSeek {
        kind: GameKind { game: "tribesmen".into(), variant: "standard".into(), options: Default::default() },
        time: "3d".into(),
        rated: true,
        to: None,
    })
    .unwrap();
    browser.open(&served.base);
    let lobby = browser.wait_for("seeks", |t| t.contains("3d"));
    assert!(lobby.contains(a.name().unwrap()), "{lobby}");
    let live = browser.text("live");
    assert!(
        live.contains(&id) || browser.script("return document.querySelector('#live a').getAttribute('href')").as_str().unwrap().contains(&id),
        "{live}"
    );
    browser.screenshot("server-lobby.png");

    b.resign(&id).unwrap();
    browser.open(&format!("{}/players/{}", served.base, a.name().unwrap()));
    assert!(browser.text("ratings").contains("Storm"), "the player's page has its rating");
    browser.open(&format!("{}/leaderboard/storm", served.base));
    assert!(browser.text("board").contains(a.name().unwrap()), "the leaderboard lists the winner");
    browser.open(&format!("{}/games?player={}", served.base, b.name().unwrap()));
    assert!(browser.text("games").contains("resign"), "the archive finds the game");
    let today = &towers::record::date::now_utc()[..10];
    browser.open(&format!("{}/games?player={}&from={today}&to={today}", served.base, b.name().unwrap()));
    assert!(browser.text("games").contains("resign"), "the archive finds the game by its day");
    let from = browser.script("return document.querySelector('input[name=from]').value").as_str().unwrap().to_string();
    assert_eq!(from, today, "the day searched stays in the form");
    browser.open(&format!("{}/games?player={}&to=2001-01-01", served.base, b.name().unwrap()));
    assert!(!browser.text("games").contains("resign"), "nor on a day before it was played");
}
