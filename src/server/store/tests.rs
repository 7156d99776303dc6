//! The store against a real SQLite file (and PostgreSQL where `TOWERS_TEST_POSTGRES` names one,
//! in `tests/server.rs`): the schema, uniqueness in any case, a move and the game's end with its
//! ratings in one transaction, the archive's filters.

use super::*;
use crate::net::online::GameKind;

fn run<T>(f: impl std::future::Future<Output = T>) -> T {
    tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap().block_on(f)
}

fn folder(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("towers-store-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn game(id: &str, players: &[&str]) -> GameRow {
    GameRow {
        id: id.into(),
        kind: GameKind { game: "storm".into(), variant: "standard".into(), options: [("limit".to_string(), "200".to_string())].into() },
        setup: None,
        position: None,
        time: "5+3".into(),
        rated: true,
        pool: "storm".into(),
        players: players.iter().map(|p| p.to_string()).collect(),
        created: 1000,
    }
}

fn plus_one(old: &[Option<RatingRow>], scores: &[f64]) -> Vec<RatingRow> {
    old.iter()
        .zip(scores)
        .map(|(o, s)| RatingRow { rating: o.map_or(1500.0, |o| o.rating) + s, deviation: 1.0, volatility: 0.5, games: o.map_or(0, |o| o.games) + 1 })
        .collect()
}

#[test]
fn the_schema_applies_once_and_opens_again() {
    let dir = folder("schema");
    let url = database_url(&dir.join("s.db").to_string_lossy());
    assert!(url.starts_with("sqlite://") && url.ends_with("?mode=rwc"), "{url}");
    run(async {
        let store = Store::open(&url).await.unwrap();
        assert_eq!(store.backend(), Backend::Sqlite);
        assert!(store.add_player("Ann", "hash", 1).await.unwrap());
        store.close().await;
        let again = Store::open(&url).await.unwrap();
        assert_eq!(again.player_name("ANN").await.unwrap().as_deref(), Some("Ann"), "the data survives, the schema is not applied twice");
        assert!(again.size().await.unwrap() > 0);
    });
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn names_are_unique_in_any_case_and_sessions_name_their_player() {
    let dir = folder("names");
    run(async {
        let store = Store::open(&database_url(&dir.join("s.db").to_string_lossy())).await.unwrap();
        assert!(store.add_player("Ann", "h1", 1).await.unwrap());
        assert!(!store.add_player("aNN", "h2", 2).await.unwrap());
        assert_eq!(store.player_password("ann").await.unwrap(), Some(("Ann".into(), "h1".into())));
        store.add_session("t", "ANN", 3).await.unwrap();
        assert_eq!(store.session_player("t").await.unwrap().as_deref(), Some("Ann"));
        store.end_session("t").await.unwrap();
        assert_eq!(store.session_player("t").await.unwrap(), None);
    });
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_finishing_move_stores_the_end_and_the_ratings_together() {
    let dir = folder("finish");
    run(async {
        let store = Store::open(&database_url(&dir.join("s.db").to_string_lossy())).await.unwrap();
        for p in ["Ann", "Bob", "Cy"] {
            store.add_player(p, "h", 1).await.unwrap();
        }
        store.start_game(&game("g1", &["Ann", "Bob"]), None).await.unwrap();
        store.start_game(&game("g2", &["Bob", "Cy"]), None).await.unwrap();
        let first = MoveRow { ply: 1, notation: "Ie4-e5".into(), clock: Some("0:04:58.0".into()), at: 2000 };
        store.record_move("g1", &first, None).await.unwrap();
        assert!(store.record_move("g1", &first, None).await.is_err(), "a ply is stored once");
        let finish = Finish {
            ended: Some("Resigned(1)".into()),
            result: "Red wins".into(),
            scores: vec![1.0, 0.0],
            rate: Some(Rate { pool: "storm".into(), players: vec!["Ann".into(), "Bob".into()], update: plus_one }),
        };
        let second = MoveRow { ply: 2, notation: "Ie7-e6".into(), clock: Some("0:05:01.0".into()), at: 3000 };
        store.record_move("g1", &second, Some(&finish)).await.unwrap();

        let stored = store.stored_game("g1").await.unwrap().unwrap();
        assert!(!stored.live);
        assert_eq!(stored.moves, vec![first, second]);
        assert_eq!((stored.ended.as_deref(), stored.result.as_deref(), stored.updated), (Some("Resigned(1)"), Some("Red wins"), 3000));
        assert_eq!(stored.row, game("g1", &["Ann", "Bob"]), "the game reads back as it was made, options included");
        assert_eq!(store.rating("ann", "storm").await.unwrap().map(|r| (r.rating, r.games)), Some((1501.0, 1)));
        assert_eq!(store.leaderboard("storm", 10).await.unwrap().iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>(), ["Ann", "Bob"]);

        let live: Vec<String> = store.live_games().await.unwrap().into_iter().map(|g| g.row.id).collect();
        assert_eq!(live, ["g2"]);
        let of_bob = store.list_games(&GameFilter { player: "BOB".into(), ..GameFilter::default() }).await.unwrap();
        assert_eq!(of_bob.iter().map(|g| g.id.as_str()).collect::<Vec<_>>(), ["g1", "g2"], "newest change first");
        let ended = store.list_games(&GameFilter { status: "ended".into(), ..GameFilter::default() }).await.unwrap();
        assert_eq!(ended.len(), 1);
        assert_eq!(store.list_games(&GameFilter { game: "litrof".into(), ..GameFilter::default() }).await.unwrap().len(), 0);
        assert_eq!(store.list_games(&GameFilter { after: 2500, ..GameFilter::default() }).await.unwrap().len(), 1);
        assert_eq!(store.live_games_of("cy").await.unwrap(), ["g2"]);
    });
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn seeks_keep_who_joined() {
    let dir = folder("seeks");
    run(async {
        let store = Store::open(&database_url(&dir.join("s.db").to_string_lossy())).await.unwrap();
        store.add_player("Ann", "h", 1).await.unwrap();
        let seek = SeekRow {
            id: "s1".into(),
            kind: GameKind { game: "tribesmen".into(), variant: "four-player".into(), options: Default::default() },
            time: "3d".into(),
            rated: false,
            target: None,
            seats: 4,
            joined: vec!["Ann".into()],
            created: 5,
        };
        store.add_seek(&seek).await.unwrap();
        store.set_seek_joined("s1", &["Ann".into(), "Bob".into()]).await.unwrap();
        let back = store.seeks().await.unwrap();
        assert_eq!(back, vec![SeekRow { joined: vec!["Ann".into(), "Bob".into()], ..seek }]);
        store.remove_seek("s1").await.unwrap();
        assert!(store.seeks().await.unwrap().is_empty());
    });
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn options_round_trip_as_text() {
    let options: std::collections::BTreeMap<String, String> = [("a".to_string(), "1".to_string()), ("limit".to_string(), "200".to_string())].into();
    assert_eq!(options_from_text(&options_text(&options)), options);
    assert_eq!(database_url("postgres://u@h/db"), "postgres://u@h/db");
}

#[test]
fn every_migration_file_is_embedded_in_order() {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/server/migrations");
    let mut files: Vec<String> = std::fs::read_dir(folder).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    files.sort();
    let embedded: Vec<String> = MIGRATIONS.iter().map(|(version, description, _)| format!("{version:04}_{description}.sql")).collect();
    assert_eq!(files, embedded);
}
