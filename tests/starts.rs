//! Every way a game can start — the board editor, a pasted position, `--position`, a guide's
//! "Try it", a network host's welcome, a resumed save — writes its start into every save,
//! text export and autosave, so that what was played from it loads back move by move.

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::time::{Duration, Instant};
use towers::core::GameConfig;
use towers::edit::{Editor, Validation};
use towers::games;
use towers::record::recovery::{self, Recovered};
use towers::record::{self, History, SaveFile, autosave, paste, text};

/// Every game and variant of the catalogue, default options.
fn configs() -> Vec<GameConfig> {
    games::all().iter().flat_map(|g| (g.meta)().variants.into_iter().map(|v| GameConfig::new(g.id).with_variant(&v.id))).collect()
}

/// A position some random moves into a game of `config` that is still going on, as text.
fn somewhere(config: &GameConfig, rng: &mut SmallRng) -> Option<String> {
    let mut g = games::new_game(config).unwrap();
    for _ in 0..3 {
        let n = g.moves().len();
        g.play_index(rng.random_range(0..n)).unwrap();
        if g.outcome().is_some() {
            return None;
        }
    }
    Some(g.position_text())
}

/// Up to `n` random moves more, while the game goes on.
fn play_on(h: &mut History, n: usize, rng: &mut SmallRng) {
    for _ in 0..n {
        if h.current().outcome().is_some() {
            return;
        }
        let moves = h.current().moves().len();
        h.play_index(rng.random_range(0..moves)).unwrap();
    }
}

fn scratch(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("towers-starts-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// The same game: start, moves, redo list and every position.
fn assert_same(back: &History, h: &History, what: &str) {
    assert_eq!(back.start().position_text(), h.start().position_text(), "{what}: the start");
    assert_eq!((back.moves(), back.redo_moves()), (h.moves(), h.redo_moves()), "{what}: the moves");
    for ply in 0..=h.moves().len() + h.redo_moves().len() {
        assert_eq!(back.position(ply).map(|p| p.key()), h.position(ply).map(|p| p.key()), "{what}: ply {ply}");
    }
}

/// `h` comes back whole from a save file (as written, and as Load reads it from disk), a text
/// export and the autosave; returns the save's text.
fn survives(h: &History, what: &str) -> String {
    let dir = scratch(&what.replace(|c: char| !c.is_ascii_alphanumeric(), "-"));
    let seats = vec!["Human".to_string(); h.current().seats()];
    let save = SaveFile::from_history(h, &seats);
    let ron = save.to_ron();
    let (_, back) = SaveFile::load(&ron).unwrap_or_else(|e| panic!("{what}: the save does not load: {e}\n{ron}"));
    assert_same(&back, h, &format!("{what}, save"));
    let file = dir.join("game.ron");
    std::fs::write(&file, &ron).unwrap();
    assert_same(&record::load_file(&file).unwrap().history, h, &format!("{what}, Load"));
    let export = text::export(h);
    let back = text::import(&export).unwrap_or_else(|e| panic!("{what}: the export does not import: {e}\n{export}"));
    assert_eq!((back.start().position_text(), back.moves()), (h.start().position_text(), h.moves()), "{what}, export");
    let auto = dir.join("autosave.ron");
    autosave::store(&save, &auto).unwrap();
    match recovery::recover(&auto) {
        Recovered::Game(_, back) => assert_same(&back, h, &format!("{what}, autosave")),
        Recovered::Finished => assert!(h.current().outcome().is_some(), "{what}: an unfinished game recovered as finished"),
        Recovered::Nothing => panic!("{what}: the autosave is gone"),
        Recovered::Damaged(d) => panic!("{what}: {}", d.describe()),
    }
    let _ = std::fs::remove_dir_all(&dir);
    ron
}

/// Edit board → Play from here → a few moves → Save: the app starts the game from the
/// editor's engine game (`GameState::from_game`, `History::from_start`).
#[test]
fn a_game_played_from_the_editor_saves_its_start() {
    let mut rng = SmallRng::seed_from_u64(3);
    for config in configs() {
        let Some(text) = somewhere(&config, &mut rng) else { continue };
        let editor = Editor::from_text(&config, &text).unwrap();
        let Validation::Playable { game, .. } = editor.validate() else { panic!("{}: {text} is not playable", config.game) };
        let mut h = History::from_start(game);
        play_on(&mut h, 5, &mut rng);
        h.undo();
        let ron = survives(&h, &format!("editor {}", config.game));
        assert!(ron.contains("position: Some("), "{ron}");
    }
}

/// The case: a Storm piece moved on the editor's board (a Numskull from a1 to h4),
/// Play from here, moves, Save: the save loads, the moves replay from the edited board.
#[test]
fn an_edited_storm_board_played_on_loads_back() {
    let config = GameConfig::new("storm");
    let mut editor = Editor::new(&config).unwrap();
    let (from, to) = (editor.view().square_index("a1").unwrap(), editor.view().square_index("h4").unwrap());
    editor.move_contents(from, to).unwrap();
    let Validation::Playable { game, .. } = editor.validate() else { panic!("playable") };
    let mut h = History::from_start(game);
    h.play_text("Ch3xh8").unwrap();
    h.play_index(0).unwrap();
    let ron = survives(&h, "editor storm h4");
    assert!(ron.contains("I1I1I1INI"), "{ron}");
}

/// A position string pasted onto the board, and a pasted export of such a game.
#[test]
fn a_pasted_position_saves_its_start() {
    let mut rng = SmallRng::seed_from_u64(5);
    for config in configs() {
        let Some(text) = somewhere(&config, &mut rng) else { continue };
        let mut h = paste::read(&config, &text).unwrap();
        play_on(&mut h, 5, &mut rng);
        survives(&h, &format!("paste {}", config.game));
        let again = paste::read(&config, &text::export(&h)).unwrap();
        survives(&again, &format!("pasted export {}", config.game));
    }
}

/// `--position` in the app and `towers host` (both through `History::starting`).
#[test]
fn a_game_from_a_position_argument_saves_its_start() {
    let mut rng = SmallRng::seed_from_u64(7);
    for config in configs() {
        let Some(text) = somewhere(&config, &mut rng) else { continue };
        let mut h = History::starting(&config, Some(&text)).unwrap();
        play_on(&mut h, 5, &mut rng);
        survives(&h, &format!("--position {}", config.game));
    }
}

/// A guide lesson's "Try it": the lesson's position, then its steps played as moves.
#[test]
fn a_guide_lessons_try_it_saves_its_start() {
    for game in towers::games::all().iter().map(|g| g.id) {
        let guide = towers::guide::guide(game).unwrap();
        for (n, _, lesson) in guide.lessons() {
            let Ok(h) = lesson.after(game, lesson.steps.len()) else { panic!("{game} lesson {n}") };
            survives(&h, &format!("guide {game} {n}"));
        }
    }
}

/// A saved game loaded, played on, saved again and loaded again.
#[test]
fn a_resumed_save_keeps_its_start_through_another_save() {
    let mut rng = SmallRng::seed_from_u64(9);
    for config in configs() {
        let Some(text) = somewhere(&config, &mut rng) else { continue };
        let Validation::Playable { game, .. } = Editor::from_text(&config, &text).unwrap().validate() else { continue };
        let mut h = History::from_start(game);
        play_on(&mut h, 3, &mut rng);
        let ron = survives(&h, &format!("first save {}", config.game));
        let (_, mut resumed) = SaveFile::load(&ron).unwrap();
        play_on(&mut resumed, 3, &mut rng);
        survives(&resumed, &format!("resumed {}", config.game));
        let (_, again) = SaveFile::load(&SaveFile::from_history(&resumed, &[]).to_ron()).unwrap();
        assert_eq!(again.start().position_text(), text, "{}", config.game);
    }
}

/// A host whose game started from the editor (the app hosts the game on its board): the
/// client's copy, from the welcome, starts there too, and its save is the host's.
#[test]
fn a_network_welcome_carries_the_start() {
    use towers::net::{ClientConfig, ClientEvent, HostConfig, SeatKind, client, host};
    let config = GameConfig::new("storm");
    let mut rng = SmallRng::seed_from_u64(13);
    let text = somewhere(&config, &mut rng).unwrap();
    let Validation::Playable { game, .. } = Editor::from_text(&config, &text).unwrap().validate() else { panic!("playable") };
    let mut history = History::from_start(game);
    play_on(&mut history, 2, &mut rng);
    let mut hc = HostConfig::new(history.clone(), vec![SeatKind::Local, SeatKind::Remote]);
    hc.bind = "127.0.0.1".into();
    hc.port = 0;
    let host = host::start(hc).unwrap();
    let client = client::connect(ClientConfig::new(host.addr().to_string(), host.code().to_lowercase(), host.public_key(), Some(1)));
    let deadline = Instant::now() + Duration::from_secs(30);
    let welcomed = loop {
        match client.events().recv_timeout(deadline.saturating_duration_since(Instant::now())).expect("an event in time") {
            ClientEvent::Welcome { history, .. } => break history,
            ClientEvent::Refused { reason } | ClientEvent::GaveUp { reason } => panic!("{reason}"),
            _ => {}
        }
    };
    assert_same(&welcomed, &history, "the welcome");
    assert_eq!(client.save().unwrap().to_ron(), host.save().to_ron());
    survives(&client.history().unwrap(), "network client");
    client.close();
    host.shutdown();
}
