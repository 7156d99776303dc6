//! `towers serve` as players meet it: separate processes on 127.0.0.1, each scenario against
//! SQLite and (where the test script started one) PostgreSQL. Accounts, the lobby, a whole
//! rated game with a spectator, ratings, the archive, a correspondence game across a restart,
//! a kill -9 that loses no acknowledged move, and hostile input.

#![cfg(feature = "server")]

mod server_support;

use server_support::{Served, databases, player};
use towers::core::GameConfig;
use towers::net::online::client::{Online, OnlineError};
use towers::net::online::{GameKind, GameState, NewSeek, Pairing};

fn kind(game: &str, variant: &str) -> GameKind {
    GameKind { game: game.into(), variant: variant.into(), options: Default::default() }
}

fn seek(game: &str, time: &str, rated: bool) -> NewSeek {
    NewSeek { kind: kind(game, "standard"), time: time.into(), rated, to: None }
}

/// A legal move in the state's position, chosen by `pick` among the engine's moves.
fn legal_move(state: &GameState, pick: usize) -> String {
    let config = GameConfig { game: state.kind.game.clone(), variant: state.kind.variant.clone(), options: state.kind.options.clone(), setup: None };
    let position = towers::games::from_position(&config, &state.position).unwrap();
    let moves = position.moves();
    moves[pick % moves.len()].notation.clone()
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
        let (sa, sb) = (a.session().unwrap(), b.session().unwrap());
        served.stop();

        let served = Served::start(&db);
        let (a, b) = (served.client().with_session(sa), served.client().with_session(sb));
        let back = a.game(&id).unwrap();
        assert_eq!((&back.moves, &back.position, back.to_move), (&state.moves, &state.position, state.to_move), "{}", db.label);
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
    let made = players[0].seek(&NewSeek { kind: kind("tribesmen", "four-player"), time: "none".into(), rated: true, to: None }).unwrap();
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

/// One HTTP/1.1 request written by hand (bodies no client library would send): the status line
/// and the rest of the answer.
fn raw_request(base: &str, method: &str, path: &str, body: &[u8]) -> String {
    use std::io::{Read, Write};
    let addr = base.trim_start_matches("http://");
    let mut stream = std::net::TcpStream::connect(addr).unwrap();
    stream.set_read_timeout(Some(std::time::Duration::from_secs(10))).unwrap();
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).unwrap();
    let _ = stream.write_all(body);
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    String::from_utf8_lossy(&answer).into_owned()
}
