//! `towers serve` as players meet it: separate processes on 127.0.0.1, each scenario against
//! SQLite and (where the test script started one) PostgreSQL. Accounts, the lobby, a whole
//! rated game with a spectator, ratings, the archive, a correspondence game across a restart,
//! a kill -9 that loses no acknowledged move, and hostile input.

#![cfg(feature = "server")]

mod server_support;

use server_support::{Served, databases, legal_move, player};
use towers::net::online::client::{Online, OnlineError};
use towers::net::online::{GameKind, GameState, NewSeek, Pairing};

fn kind(game: &str, variant: &str) -> GameKind {
    GameKind { game: game.into(), variant: variant.into(), options: Default::default() }
}

fn seek(game: &str, time: &str, rated: bool) -> NewSeek {
    NewSeek { kind: kind(game, "standard"), time: time.into(), rated, to: None }
}

/// The client of the seat to move.
fn mover<'a>(state: &GameState, clients: &[&'a Online]) -> &'a Online {
    let name = &state.players[state.to_move.expect("the game goes on")];
    clients.iter().find(|c| c.name() == Some(name.as_str())).copied().unwrap()
}

/// Two players, an open seek and its acceptance: the game's id.
fn start_game(a: &Online, b: &Online, game: &str, time: &str, rated: bool) -> String {
    let made = a.seek(&seek(game, time, rated)).unwrap();
    assert!(b.seeks().unwrap().iter().any(|s| s.id == made.id), "the seek is in the lobby");
    let joined = b.accept(&made.id).unwrap();
    assert_eq!(joined.seek, None);
    let id = joined.game.expect("two players fill a two-player seek");
    assert!(!a.seeks().unwrap().iter().any(|s| s.id == made.id), "an accepted seek leaves the lobby");
    id
}

fn refused(e: Result<impl std::fmt::Debug, OnlineError>) -> u16 {
    match e {
        Err(e) => e.status().unwrap_or_else(|| panic!("no answer: {e}")),
        Ok(v) => panic!("accepted: {v:?}"),
    }
}

#[test]
fn accounts_sign_up_sign_in_and_keep_sessions_across_a_restart() {
    for db in databases() {
        let served = Served::start(&db);
        let mut ann = served.client();
        let session = ann.register("Ann_1", "correct horse battery").unwrap();
        assert_eq!(session.name, "Ann_1");
        assert_eq!(refused(served.client().register("ann_1", "another password")), 409, "{}: names are taken in any case", db.label);
        assert_eq!(refused(served.client().register("Bob", "short")), 400);
        for markup in ["<script>x</script>", "a b", "Ann<b>"] {
            let e = served.client().register(markup, "a good password").unwrap_err();
            assert!(matches!(&e, OnlineError::Refused { status: 400, error } if !error.contains('<')), "{markup}: {e}");
        }
        let wrong = served.client().login("Ann_1", "wrong password!").unwrap_err().to_string();
        let nobody = served.client().login("Nobody_9", "wrong password!").unwrap_err().to_string();
        assert_eq!(wrong, nobody, "{}: a failed sign-in does not tell whether the name exists", db.label);
        let mut again = served.client();
        assert_eq!(again.login("ANN_1", "correct horse battery").unwrap().name, "Ann_1", "signing in ignores case");
        assert_eq!(ann.me().unwrap().name, "Ann_1");
        served.stop();

        let served = Served::start(&db);
        let kept = served.client().with_session(session);
        assert_eq!(kept.me().unwrap().name, "Ann_1", "{}: a session survives a restart", db.label);
        let mut leaving = kept.clone();
        leaving.logout().unwrap();
        assert_eq!(refused(kept.me()), 401, "a session ended is ended");
        assert_eq!(refused(served.client().me()), 401);
    }
}

#[test]
fn a_whole_rated_game_with_a_spectator_updates_ratings_and_the_archive() {
    for db in databases() {
        let served = Served::start(&db);
        let (a, b) = (player(&served, "red"), player(&served, "blue"));
        let id = start_game(&a, &b, "tribesmen", "10+5", true);
        let spectator = served.client().watch(&id).unwrap();
        let watcher = std::thread::spawn(move || spectator.map(|s| (s.version, s.moves.len(), s.result.clone())).collect::<Vec<_>>());
        let mut state = a.game(&id).unwrap();
        let mut pick = 7usize;
        while state.result.is_none() {
            assert!(state.moves.len() < 400, "{}: the game ends", db.label);
            pick = pick.wrapping_mul(31).wrapping_add(11);
            let notation = legal_move(&state, pick);
            state = mover(&state, &[&a, &b]).play(&id, state.moves.len() + 1, &notation).unwrap();
        }
        let seen = watcher.join().unwrap();
        let last = seen.last().unwrap();
        assert_eq!((last.1, &last.2), (state.moves.len(), &state.result), "{}: the spectator saw the end", db.label);
        assert!(seen.windows(2).all(|w| w[0].0 < w[1].0), "versions rise");

        let scores = state.scores.clone().unwrap();
        let board = a.leaderboard("tribesmen").unwrap();
        let winner = &state.players[if scores[0] > scores[1] { 0 } else { 1 }];
        assert_eq!(&board[0].name, winner, "{}: the winner leads the board", db.label);
        assert!(board[0].rating.rating > 1500.0 && board[1].rating.rating < 1500.0);
        assert_eq!((board[0].rating.games, board[1].rating.games), (1, 1));

        let archived = a.games(&format!("player={}&status=ended", a.name().unwrap())).unwrap();
        assert_eq!(archived.len(), 1);
        assert_eq!((archived[0].plies, &archived[0].result), (state.moves.len(), &state.result));
        let today = &towers::record::date::now_utc()[..10];
        let on = |days: &str| a.games(&format!("player={}&status=ended&{days}", a.name().unwrap())).map(|g| g.len());
        assert_eq!(on(&format!("from={today}&to={today}")).unwrap(), 1, "{}: the archive searched by day", db.label);
        assert_eq!(on("to=2001-01-01").unwrap(), 0);
        assert_eq!(on("from=2999-12-31").unwrap(), 0);
        assert_eq!(refused(on("from=2026-02-30")), 400, "an impossible day");
        let save = served.client().save_file(&id).unwrap();
        let (file, history) = towers::record::SaveFile::load(&save).unwrap();
        assert_eq!(history.moves(), &state.moves[..], "the archive's save replays the game");
        assert_eq!(file.result, state.result);
        assert_eq!(refused(b.play(&id, state.moves.len() + 1, "anything")), 404, "no move after the end");
    }
}

#[test]
fn a_correspondence_game_goes_on_across_a_restart() {
    for db in databases() {
        let served = Served::start(&db);
        let (a, b) = (player(&served, "ann"), player(&served, "bob"));
        let id = start_game(&a, &b, "storm", "3d", false);
        let mut state = a.game(&id).unwrap();
        for pick in [3, 5, 8] {
            state = mover(&state, &[&a, &b]).play(&id, state.moves.len() + 1, &legal_move(&state, pick)).unwrap();
        }
        let offered = a.offer_draw(&id).unwrap().offer.expect("a draw is offered");
        let (sa, sb) = (a.session().unwrap(), b.session().unwrap());
        served.stop();

        let served = Served::start(&db);
        let (a, b) = (served.client().with_session(sa), served.client().with_session(sb));
        let back = a.game(&id).unwrap();
        assert_eq!((&back.moves, &back.position, back.to_move), (&state.moves, &state.position, state.to_move), "{}", db.label);
        assert_eq!(back.offer, Some(offered), "{}: the draw offer outlives the restart", db.label);
        assert_eq!(b.answer(&id, false).unwrap().offer, None, "declined");
        served.stop();
        let served = Served::start(&db);
        let (a, b) = (served.client().with_session(a.session().unwrap()), served.client().with_session(b.session().unwrap()));
        let back = a.game(&id).unwrap();
        assert_eq!(back.offer, None, "{}: a declined offer stays declined", db.label);
        let to_move = mover(&back, &[&a, &b]);
        assert_eq!(to_move.me().unwrap().your_move, vec![id.clone()], "{}: 'your move' after the restart", db.label);
        let after = to_move.play(&id, 4, &legal_move(&back, 2)).unwrap();
        assert_eq!(after.moves.len(), 4);
        let clocks = after.clocks.unwrap();
        assert!(clocks.iter().all(|c| c.to_flag_ms > 2 * 24 * 3600 * 1000), "{}: days on the clocks: {clocks:?}", db.label);
    }
}

#[test]
fn a_kill_9_loses_no_acknowledged_move() {
    for db in databases() {
        let served = Served::start(&db);
        let (a, b) = (player(&served, "ann"), player(&served, "bob"));
        let id = start_game(&a, &b, "litrof", "15+10", true);
        let mut state = a.game(&id).unwrap();
        for pick in 0..9 {
            state = mover(&state, &[&a, &b]).play(&id, state.moves.len() + 1, &legal_move(&state, pick * 13 + 1)).unwrap();
        }
        served.kill_hard();

        let served = Served::start(&db);
        let back = served.client().game(&id).unwrap();
        assert_eq!(back.moves, state.moves, "{}: every acknowledged move is back", db.label);
        assert_eq!(back.position, state.position);
        let shown = |s: &GameState| s.clocks.as_ref().unwrap().iter().filter(|c| !c.running).map(|c| c.shown.clone()).collect::<Vec<_>>();
        assert_eq!(shown(&back), shown(&state), "{}: the clock of the seat that just moved reads as acknowledged", db.label);
        let to_move = back.to_move.unwrap();
        let name = &back.players[to_move];
        let who = if a.name() == Some(name.as_str()) { a.clone() } else { b.clone() };
        let who = served.client().with_session(who.session().unwrap());
        assert_eq!(who.play(&id, 10, &legal_move(&back, 4)).unwrap().moves.len(), 10, "play goes on");
    }
}

#[test]
fn play_anyone_pairs_players_and_a_challenge_reaches_only_its_player() {
    for db in databases() {
        let served = Served::start(&db);
        let (a, b, c) = (player(&served, "ann"), player(&served, "bob"), player(&served, "cy"));
        let pairing = Pairing { kind: kind("three-elephant", "standard"), time: "5+3".into(), rated: true };
        let first = a.pair(&pairing).unwrap();
        assert!(first.game.is_none() && first.seek.is_some(), "nobody to pair with: a seek waits");
        let second = b.pair(&pairing).unwrap();
        let game = b.game(&second.game.expect("paired with the waiting seek")).unwrap();
        let mut players = game.players.clone();
        players.sort();
        let mut expected = vec![a.name().unwrap().to_string(), b.name().unwrap().to_string()];
        expected.sort();
        assert_eq!(players, expected, "{}", db.label);

        let challenge = NewSeek { to: Some(b.name().unwrap().to_uppercase()), ..seek("storm", "10", false) };
        let made = a.seek(&challenge).unwrap();
        assert!(!c.seeks().unwrap().iter().any(|s| s.id == made.id), "others do not see a challenge");
        assert!(b.seeks().unwrap().iter().any(|s| s.id == made.id), "its player does");
        assert_eq!(refused(c.accept(&made.id)), 403);
        assert!(b.accept(&made.id).unwrap().game.is_some());
        assert_eq!(refused(a.seek(&NewSeek { to: Some("Nobody_x".into()), ..seek("storm", "10", false) })), 404);
    }
}

#[test]
fn four_players_fill_a_seek_and_are_rated_by_place() {
    let db = server_support::sqlite();
    let served = Served::start(&db);
    let players: Vec<Online> = (0..4).map(|i| player(&served, &format!("p{i}x"))).collect();
    let untimed = NewSeek { kind: kind("tribesmen", "four-player"), time: "none".into(), rated: true, to: None };
    assert_eq!(refused(players[0].seek(&untimed)), 400, "a game that could never end is refused");
    let made = players[0].seek(&NewSeek { time: "2d".into(), ..untimed }).unwrap();
    assert_eq!(made.seats, 4);
    assert_eq!(players[1].accept(&made.id).unwrap().game, None, "a seat is still free");
    assert_eq!(players[2].accept(&made.id).unwrap().game, None);
    let id = players[3].accept(&made.id).unwrap().game.expect("the fourth player starts the game");
    let clients: Vec<&Online> = players.iter().collect();
    let mut state = players[0].game(&id).unwrap();
    let mut pick = 3usize;
    while state.result.is_none() {
        pick = pick.wrapping_mul(17).wrapping_add(5);
        state = mover(&state, &clients).play(&id, state.moves.len() + 1, &legal_move(&state, pick)).unwrap();
    }
    let board = players[0].leaderboard("tribesmen-4p").unwrap();
    assert_eq!(board.len(), 4);
    let scores = state.scores.unwrap();
    let best = (0..4).max_by(|&x, &y| scores[x].total_cmp(&scores[y])).unwrap();
    assert_eq!(board[0].name, state.players[best], "the first place rates highest");
}

#[test]
fn a_live_seek_lapses_when_its_maker_goes_quiet() {
    let wide = ["--logins-per-minute", "100000", "--requests-per-second", "100000", "--seek-idle-seconds", "2"];
    for db in databases() {
        let served = Served::start_with(&db, &wide);
        let (a, b, c) = (player(&served, "ann"), player(&served, "bob"), player(&served, "cy"));
        let quiet = a.seek(&seek("storm", "10+5", false)).unwrap();
        let waiting = b.seek(&seek("litrof", "10+5", false)).unwrap();
        let by_post = b.seek(&seek("storm", "3d", false)).unwrap();
        let four = b.seek(&NewSeek { kind: kind("tribesmen", "four-player"), time: "5+3".into(), rated: false, to: None }).unwrap();
        assert_eq!(c.accept(&four.id).unwrap().game, None, "a seat is still free");
        // b asks for the lobby as the app does while it waits; a and c say nothing.
        for _ in 0..14 {
            std::thread::sleep(std::time::Duration::from_millis(250));
            b.seeks().unwrap();
        }
        let open = b.seeks().unwrap();
        let ids: Vec<&str> = open.iter().map(|s| s.id.as_str()).collect();
        assert!(!ids.contains(&quiet.id.as_str()), "{}: the quiet maker's seek lapsed", db.label);
        assert!(
            ids.contains(&waiting.id.as_str()) && ids.contains(&by_post.id.as_str()),
            "{}: the waiting maker's and a correspondence seek stay",
            db.label
        );
        let four = open.iter().find(|s| s.id == four.id).expect("the four-player seek stays");
        assert_eq!(four.players, vec![b.name().unwrap().to_string()], "{}: a quiet player leaves the seek they joined", db.label);
        assert_eq!(refused(c.accept(&quiet.id)), 404, "a lapsed seek cannot be accepted");
        served.stop();
        let served = Served::start_with(&db, &wide);
        let back: Vec<String> = served.client().seeks().unwrap().into_iter().map(|s| s.id).collect();
        assert!(back.contains(&four.id) && !back.contains(&quiet.id), "{}: the lobby comes back as it was left: {back:?}", db.label);
    }
}

#[test]
fn hostile_input_is_refused_and_the_server_stays_up() {
    let db = server_support::sqlite();
    let served = Served::start_with(&db, &["--requests-per-second", "40"]);
    let (a, b, c) = (player(&served, "ann"), player(&served, "bob"), player(&served, "eve"));
    let id = start_game(&a, &b, "storm", "5+3", false);
    let state = a.game(&id).unwrap();
    let notation = legal_move(&state, 1);
    assert_eq!(refused(c.play(&id, 1, &notation)), 403, "a move in another players' game");
    assert_eq!(refused(c.resign(&id)), 403);
    let wrong_seat = if mover(&state, &[&a, &b]).name() == a.name() { &b } else { &a };
    assert_eq!(refused(wrong_seat.play(&id, 1, &notation)), 409, "a move out of turn");
    assert_eq!(refused(mover(&state, &[&a, &b]).play(&id, 5, &notation)), 409, "a move for a later ply");
    assert_eq!(refused(mover(&state, &[&a, &b]).play(&id, 1, "Xz99-q0 <b>")), 400, "a move the engine refuses");

    let raw = |method: &str, path: &str, body: &[u8]| raw_request(&served.base, method, path, body);
    assert!(raw("POST", "/api/login", b"{not json").starts_with("HTTP/1.1 4"), "malformed JSON");
    assert!(raw("POST", "/api/login", &vec![b'x'; 200_000]).starts_with("HTTP/1.1 413"), "an oversized body");
    assert!(raw("GET", "/api/games/%3Cscript%3E", b"").starts_with("HTTP/1.1 404"));

    let logins: Vec<u16> =
        (0..1000).map(|i| served.client().login(&format!("ann{i}"), "wrong password").map_or_else(|e| e.status().unwrap_or(0), |_| 200)).collect();
    assert!(logins.iter().all(|&s| s == 403 || s == 429), "every login by the thousand is refused");
    assert!(logins.iter().filter(|&&s| s == 429).count() > 900, "most of a flood of logins are refused before any hashing");
    let flood: Vec<u16> = (0..400).map(|_| served.client().seeks().map_or_else(|e| e.status().unwrap_or(0), |_| 200)).collect();
    assert!(flood.contains(&429), "a flood of requests meets the rate limit");

    std::thread::sleep(std::time::Duration::from_secs(2));
    let held: Vec<_> = (0..50).map(|_| c.watch(&id).expect("50 streams from one address")).collect();
    assert_eq!(refused(c.watch(&id).map(|_| ())), 429, "the 51st stream from one address");
    drop(held);
    std::thread::sleep(std::time::Duration::from_secs(2));
    let state = a.game(&id).unwrap();
    let after = mover(&state, &[&a, &b]).play(&id, 1, &notation).unwrap();
    assert_eq!(after.moves, vec![notation], "the server is up and the game goes on");
}

#[test]
fn behind_a_trusted_proxy_the_limits_count_the_address_it_saw() {
    let db = server_support::sqlite();
    let login = br#"{"name":"Nobody_1","password":"wrong password"}"#;
    let status = |served: &Served, forwarded: &str| {
        let answer = raw_request_with(&served.base, "POST", "/api/login", &format!("X-Forwarded-For: {forwarded}\r\n"), login);
        answer.split_whitespace().nth(1).unwrap_or("").to_string()
    };
    let proxied = Served::start_with(&db, &["--logins-per-minute", "2", "--trust-proxy"]);
    let first: Vec<String> = (0..3).map(|_| status(&proxied, "198.51.100.7, 10.1.1.1")).collect();
    assert_eq!(first, ["403", "403", "429"], "one client behind the proxy meets its own limit");
    assert_eq!(status(&proxied, "10.1.1.1, 10.1.1.2"), "403", "another client has its own");
    assert_eq!(status(&proxied, "10.1.1.1, 10.1.1.2"), "403");
    assert_eq!(status(&proxied, "10.1.1.2, 10.1.1.1"), "429", "only the last address, the one the proxy saw, counts");
    drop(proxied);
    let direct = Served::start_with(&db, &["--logins-per-minute", "2"]);
    let spoofed: Vec<String> = ["10.2.0.1", "10.2.0.2", "10.2.0.3"].iter().map(|a| status(&direct, a)).collect();
    assert_eq!(spoofed, ["403", "403", "429"], "without --trust-proxy the header is ignored");
}

/// One HTTP/1.1 request written by hand (bodies no client library would send): the status line
/// and the rest of the answer.
fn raw_request(base: &str, method: &str, path: &str, body: &[u8]) -> String {
    raw_request_with(base, method, path, "", body)
}

/// `raw_request` with more header lines (`extra` ends each with `\r\n`).
fn raw_request_with(base: &str, method: &str, path: &str, extra: &str, body: &[u8]) -> String {
    use std::io::{Read, Write};
    let addr = base.trim_start_matches("http://");
    let mut stream = std::net::TcpStream::connect(addr).unwrap();
    stream.set_read_timeout(Some(std::time::Duration::from_secs(10))).unwrap();
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n{extra}\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).unwrap();
    let _ = stream.write_all(body);
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    String::from_utf8_lossy(&answer).into_owned()
}
