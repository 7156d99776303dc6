//! Game records across every registered game: save/load round trips, text export/import,
//! undo/redo, damaged files, and the kill test of the atomic autosave.

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use towers::core::{GameConfig, Seat};
use towers::games;
use towers::record::{History, SaveFile, text};
use towers::session::DynGame;

/// Every game and variant of the catalogue, default options.
fn configs() -> Vec<GameConfig> {
    let mut out = Vec::new();
    for g in games::all() {
        for v in (g.meta)().variants {
            out.push(GameConfig::new(g.id).with_variant(&v.id));
        }
    }
    out
}

/// Plays random moves from the start; returns the history and every position's key.
fn random_game(config: &GameConfig, rng: &mut SmallRng, max_plies: usize) -> (History, Vec<u64>) {
    let mut h = History::new(config).unwrap();
    let mut keys = vec![h.current().key()];
    while h.current().outcome().is_none() && h.ply() < max_plies {
        let n = h.current().moves().len();
        h.play_index(rng.random_range(0..n)).unwrap();
        keys.push(h.current().key());
    }
    (h, keys)
}

/// Games per configuration for the round trips; TOWERS_ROUNDTRIP_GAMES overrides.
fn round_trip_games() -> usize {
    std::env::var("TOWERS_ROUNDTRIP_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(1000)
}

#[test]
fn the_catalogue_has_all_four_games() {
    let ids: Vec<&str> = games::all().iter().map(|g| g.id).collect();
    assert_eq!(ids, ["storm", "litrof", "tribesmen", "three-elephant"]);
}

#[test]
fn saved_games_load_back_position_by_position() {
    let mut rng = SmallRng::seed_from_u64(11);
    for config in configs() {
        let games = round_trip_games();
        for g in 0..games {
            let (h, keys) = random_game(&config, &mut rng, 400);
            let seats = vec!["Human".to_string(); h.current().seats()];
            let ron = SaveFile::from_history(&h, &seats).to_ron();
            let (save, loaded) = SaveFile::load(&ron).unwrap_or_else(|e| panic!("{} game {g}: {e}\n{ron}", config.game));
            assert_eq!(save.moves, h.moves());
            assert_eq!(save.result.is_some(), h.current().outcome().is_some());
            for (ply, key) in keys.iter().enumerate() {
                assert_eq!(loaded.position(ply).unwrap().key(), *key, "{} game {g} ply {ply}", config.game);
            }
            let back = text::import(&text::export(&h)).unwrap_or_else(|e| panic!("{} text import: {e}", config.game));
            assert_eq!(back.moves(), h.moves());
            assert_eq!(back.current().key(), h.current().key());
        }
    }
}

#[test]
fn undo_and_redo_walk_the_record() {
    let mut rng = SmallRng::seed_from_u64(5);
    for config in configs() {
        let (mut h, keys) = random_game(&config, &mut rng, 30);
        let plies = h.ply();
        assert!(plies > 3, "{}: game too short to test", config.game);
        for ply in (0..plies).rev() {
            assert!(h.undo());
            assert_eq!(h.current().key(), keys[ply]);
        }
        assert!(!h.undo(), "nothing to undo at the start");
        for key in &keys[1..=plies] {
            assert!(h.redo());
            assert_eq!(h.current().key(), *key);
        }
        assert!(!h.redo());
        // A different move after an undo forgets the redo list.
        h.undo();
        h.undo();
        let n = h.current().moves().len();
        let replayed = h.redo_moves()[0].clone();
        let other = (0..n).find(|&i| h.current().moves()[i].notation != replayed);
        if let Some(i) = other {
            h.play_index(i).unwrap();
            assert!(!h.can_redo());
            assert_eq!(h.ply(), plies - 1);
        }
    }
}

fn sample_save() -> String {
    let mut rng = SmallRng::seed_from_u64(3);
    let (h, _) = random_game(&GameConfig::new("storm"), &mut rng, 12);
    SaveFile::from_history(&h, &["Human".into(), "Human".into()]).to_ron()
}

#[test]
fn truncated_files_give_errors_never_panics() {
    let full = sample_save();
    let mut errors = 0;
    for cut in 0..full.len() {
        if !full.is_char_boundary(cut) {
            continue;
        }
        if let Err(e) = SaveFile::load(&full[..cut]) {
            errors += 1;
            assert!(!e.message.is_empty());
        }
    }
    // Only cuts that drop nothing but trailing whitespace can still load.
    assert!(errors + 3 >= full.len(), "{errors} errors for {} cuts", full.len());
}

#[test]
fn flipped_bytes_give_errors_or_valid_games_never_panics() {
    let full = sample_save().into_bytes();
    let mut rng = SmallRng::seed_from_u64(9);
    for _ in 0..3000 {
        let mut bytes = full.clone();
        let i = rng.random_range(0..bytes.len());
        bytes[i] ^= 1 << rng.random_range(0..8);
        let Ok(text) = String::from_utf8(bytes) else { continue };
        if let Ok((_, h)) = SaveFile::load(&text) {
            // Whatever loads was replayed move by move, so it is a legal game.
            assert!(h.moves().len() <= 12);
        }
    }
}

#[test]
fn unknown_games_and_illegal_moves_name_the_line() {
    let full = sample_save();
    let e = SaveFile::load(&full.replace("game: \"storm\"", "game: \"chess\"")).unwrap_err();
    assert!(e.message.contains("unknown game 'chess'"), "{e}");
    assert_eq!(full.lines().nth(e.line - 1).map(|l| l.contains("game:")), Some(true));
    // Replace the third move with a move that cannot be legal.
    let save = SaveFile::parse(&full).unwrap();
    let bad = full.replacen(&format!("\"{}\"", save.moves[2]), "\"Be1-e9\"", 1);
    let e = SaveFile::load(&bad).unwrap_err();
    assert!(e.message.starts_with("move 3 'Be1-e9'"), "{e}");
    assert!(bad.lines().nth(e.line - 1).unwrap().contains("Be1-e9"));
}

#[test]
fn text_import_reports_bad_lines() {
    let e = text::import("[Game \"storm\"]\n\n1. Ie4-e5\n1... Zz9-z9\n[End \"2\"]\n").unwrap_err();
    assert_eq!(e.line, 4, "{e}");
    assert!(text::import("1. Ie4-e5").unwrap_err().message.contains("no [Game"));
}

#[test]
fn killing_the_recorder_loses_no_completed_move() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    let dir = std::env::temp_dir().join(format!("towers-kill-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (round, wait_lines) in [3usize, 17, 40, 71].into_iter().enumerate() {
        let out = dir.join(format!("game{round}.ron"));
        let mut child = Command::new(env!("CARGO_BIN_EXE_towers"))
            .args(["record", "storm", "--seed", &round.to_string(), "--out", out.to_str().unwrap()])
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut reader = BufReader::new(child.stdout.take().unwrap());
        let mut saved = 0usize;
        let mut line = String::new();
        while saved < wait_lines {
            line.clear();
            if reader.read_line(&mut line).unwrap() == 0 {
                break;
            }
            saved = line.split_whitespace().nth(1).unwrap().parse().unwrap();
        }
        child.kill().unwrap(); // SIGKILL: no chance to flush or clean up
        child.wait().unwrap();
        // Lines already in the pipe were printed after their save completed.
        for l in reader.lines() {
            let l = l.unwrap();
            saved = l.split_whitespace().nth(1).unwrap().parse().unwrap();
        }
        let text = std::fs::read_to_string(&out).unwrap();
        let (save, _) = SaveFile::load(&text).unwrap_or_else(|e| panic!("autosave damaged after kill: {e}"));
        assert!(save.moves.len() >= saved, "kill after {saved} saved moves left {}", save.moves.len());
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_move_of_every_game_can_be_typed() {
    let mut rng = SmallRng::seed_from_u64(21);
    for config in configs() {
        let mut g: Box<dyn DynGame> = games::new_game(&config).unwrap();
        for _ in 0..40 {
            if g.outcome().is_some() {
                break;
            }
            let moves = g.moves();
            for (i, m) in moves.iter().enumerate().step_by(1 + moves.len() / 50) {
                assert_eq!(g.parse(&m.notation), Ok(i), "{}: '{}'", config.game, m.notation);
            }
            g.play_index(rng.random_range(0..moves.len())).unwrap();
        }
        assert!(g.parse("").is_err());
        assert!(g.parse("zz99-qq").is_err());
    }
}

/// A game that started from a position string keeps it: the save file's `position` field and
/// the text export's `[Position]` tag bring back the same start and the same moves; a save
/// without the field (older files) starts at the setup.
#[test]
fn games_started_from_a_position_save_and_load_from_it() {
    let mut rng = SmallRng::seed_from_u64(17);
    for config in configs() {
        // A position some moves into a random game, as a friend would paste it.
        let (h, _) = random_game(&config, &mut rng, 6);
        if h.current().outcome().is_some() {
            continue;
        }
        let text = h.current().position_text();
        let mut g = History::from_position(&config, &text).unwrap_or_else(|e| panic!("{}: {text}: {e}", config.game));
        assert_eq!(g.current().key(), h.current().key(), "{}: {text}", config.game);
        for _ in 0..4 {
            if g.current().outcome().is_some() {
                break;
            }
            let n = g.current().moves().len();
            g.play_index(rng.random_range(0..n)).unwrap();
        }
        let save = SaveFile::from_history(&g, &[]);
        assert_eq!(save.position.as_deref(), Some(text.as_str()));
        let (_, loaded) = SaveFile::load(&save.to_ron()).unwrap();
        assert_eq!(loaded.start_position(), Some(text.as_str()));
        assert_eq!(loaded.current().key(), g.current().key());
        assert_eq!(loaded.moves(), g.moves());
        let export = text::export(&g);
        assert!(export.contains(&format!("[Position \"{text}\"]")), "{export}");
        let imported = text::import(&export).unwrap();
        assert_eq!(imported.current().key(), g.current().key(), "{export}");
        assert_eq!(imported.start_position(), Some(text.as_str()));
    }
    let old = "(format: 1, game: \"storm\", variant: \"standard\", moves: [\"Ie4-e5\"])";
    let (save, h) = SaveFile::load(old).unwrap();
    assert_eq!((save.position, h.ply(), h.start_position()), (None, 1, None));
}

/// A resignation and an agreed draw survive a save and load (the `ended` field) and a text
/// export and import (`[Termination]`), and undo after loading restores play.
#[test]
fn resignations_and_agreed_draws_survive_save_load_and_export() {
    for (game, concede) in [("storm", 0usize), ("litrof", 1), ("tribesmen", 2), ("three-elephant", 3)] {
        let mut h = History::new(&GameConfig::new(game)).unwrap();
        h.play_index(0).unwrap();
        h.play_index(0).unwrap();
        match concede % 2 {
            0 => h.resign(Seat::new(concede / 2)).unwrap(),
            _ => h.agree_draw().unwrap(),
        };
        let result = h.current().result_text().unwrap();
        let ron = SaveFile::from_history(&h, &[]).to_ron();
        assert!(ron.contains("ended: Some("), "{ron}");
        let (save, mut loaded) = SaveFile::load(&ron).unwrap_or_else(|e| panic!("{game}: {e}\n{ron}"));
        assert_eq!(save.result.as_deref(), Some(result.as_str()));
        assert_eq!(loaded.current().result_text().as_deref(), Some(result.as_str()), "{game}");
        let export = text::export(&h);
        assert!(export.contains("[Termination \""), "{export}");
        let back = text::import(&export).unwrap_or_else(|e| panic!("{game}: {e}\n{export}"));
        assert_eq!(back.current().result_text().as_deref(), Some(result.as_str()), "{game}");
        assert!(loaded.undo());
        assert!(loaded.current().outcome().is_none() && loaded.ply() == 2, "{game}: undo restores play");
    }
}

#[test]
fn a_file_without_ended_still_loads_and_a_bad_termination_is_refused() {
    let old = "(format: 1, game: \"storm\", variant: \"standard\", moves: [\"Ie4-e5\"])";
    let (save, h) = SaveFile::load(old).unwrap();
    assert_eq!((save.ended, h.current().outcome()), (None, None));
    assert!(!SaveFile::from_history(&h, &[]).to_ron().contains("ended"), "written only when present");
    let export = "[Game \"storm\"]\n[Variant \"standard\"]\n[Termination \"Green resigns\"]\n\n1. Ie4-e5\n[End \"1\"]\n";
    let e = text::import(export).unwrap_err();
    assert_eq!(e.line, 3, "{e}");
    assert!(e.message.contains("'Green resigns'"), "{e}");
}

/// A comment before the first move and after moves, braces and line breaks in it, is
/// written in braces after its move and read back; a comment cut short names its line.
#[test]
fn comments_are_written_after_their_moves_and_read_back() {
    let mut h = History::new(&GameConfig::new("storm")).unwrap();
    h.play_text("Ie4-e5").unwrap();
    h.play_text("Ie7-e6").unwrap();
    h.set_comment(0, "a {quiet} start");
    h.set_comment(1, "two\nlines \\ and a }");
    let export = text::export(&h);
    assert!(export.contains("\n{a {quiet\\} start}\n1. Ie4-e5 {two\\nlines \\\\ and a \\}}\n1... Ie7-e6\n"), "{export}");
    assert_eq!(text::import(&export).unwrap().comments(), h.comments());
    let e = text::import(&export.replace("and a \\}}", "and a \\}")).unwrap_err();
    assert_eq!(e.line, 5, "{e}");
    assert!(e.message.contains("no closing"), "{e}");
    let hand = "[Game \"storm\"]\n[Variant \"standard\"]\n\n1. Ie4-e5 {one} {two}\n{three}\n[End \"1\"]\n";
    assert_eq!(text::import(hand).unwrap().comment(1), Some("one\ntwo\nthree"), "comments of one move join");
}

#[test]
fn a_comment_past_the_last_move_is_refused_with_its_line() {
    let text = "(\n format: 1,\n game: \"storm\",\n variant: \"standard\",\n moves: [\"Ie4-e5\"],\n comments: {2: \"x\"},\n)";
    let e = SaveFile::load(text).map(|_| ()).unwrap_err();
    assert_eq!(e.line, 6, "{e}");
    assert!(e.message.contains("ply 2"), "{e}");
}
