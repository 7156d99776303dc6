//! Bad input from a careless user or an attacker, through the binary and the readers: every
//! number bounded, every quoted input escaped and cut, every damaged file refused with a line.

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::process::Command;
use towers::core::{GameConfig, Seat};
use towers::record::{History, text};

mod cli_support;
use cli_support::{refused, towers};

/// A file in the temporary directory, unique to this test process.
fn temp_file(name: &str, bytes: &[u8]) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("towers-bad-input-{}-{name}", std::process::id()));
    std::fs::write(&path, bytes).unwrap();
    path
}

#[test]
fn bench_refuses_seconds_that_are_not_a_positive_finite_time() {
    for bad in ["-1", "nan", "inf", "1e30", "0", "ten", ""] {
        let err = refused(&["bench", "--game", "storm", "--seconds", bad]);
        assert!(err.contains(&format!("--seconds must be a number of seconds above 0 and at most 86400, got '{bad}'")), "{err}");
    }
}

#[test]
fn whole_numbers_are_refused_outside_their_range_with_the_range() {
    let err = refused(&["play", "storm", "--games", "0"]);
    assert!(err.contains("--games must be a whole number from 1 to"), "{err}");
    refused(&["play", "storm", "--games", "-3"]);
    refused(&["play", "storm", "--seed", "18446744073709551616"]);
    refused(&["perft", "storm", "-1"]);
    refused(&["perft", "storm", "4294967296"]);
    refused(&["analyse", "storm", "--lines", "0"]);
    refused(&["match", "--game", "storm", "--a", "hard@0", "--b", "easy"]);
}

#[test]
fn an_argument_or_option_given_twice_is_refused() {
    let err = refused(&["show", "storm", "--option", "repetition=zillions", "--option", "repetition=perpetual-check"]);
    assert!(err.contains("--option repetition is given twice"), "{err}");
    let err = refused(&["play", "storm", "--games", "1", "--games", "2"]);
    assert!(err.contains("--games is given twice"), "{err}");
}

#[test]
fn a_setup_for_a_game_without_setups_is_refused() {
    let err = refused(&["show", "tribesmen", "--setup", "anything"]);
    assert!(err.contains("tribesmen has no setups"), "{err}");
}

/// Storm, Blue stalemated (which loses): no line goes on, however deep perft is asked to look.
const MATED: &str = "3b5/N8/9/9/9/4N4/9/9/9/5B3 b";

/// perft asked for any depth takes memory for the plies it reaches, not for the depth asked
/// (the old walk took a buffer per asked ply: 103 GB for 4294967295), under a 512 MB limit.
#[cfg(unix)]
#[test]
fn perft_to_any_depth_takes_memory_only_for_the_plies_it_reaches() {
    for depth in ["100000000", "4294967295"] {
        let script = format!("ulimit -v 524288; exec '{}' perft storm {depth} --position '{MATED}'", env!("CARGO_BIN_EXE_towers"));
        let out = Command::new("sh").args(["-c", &script]).output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{depth}: {}", String::from_utf8_lossy(&out.stderr));
        assert!(stdout.contains(&format!("perft({depth}) = 0")), "{stdout}");
    }
}

/// A save (RON) holding one move: `mv`, escaped as RON writes it.
fn save_with_move(mv: &str) -> String {
    let escaped = ron::to_string(&mv).unwrap();
    format!("(\n    format: 1,\n    game: \"storm\",\n    variant: \"standard\",\n    moves: [\n        \"Ie4-e5\",\n        {escaped},\n    ],\n)\n")
}

#[test]
fn terminal_escapes_in_a_saved_move_are_shown_escaped() {
    let path = temp_file("osc.ron", save_with_move("\x1b]0;pwned\x07").as_bytes());
    let (code, _, err) = towers(&["replay", path.to_str().unwrap()]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(code, Some(2), "{err}");
    assert!(!err.contains('\x1b') && !err.contains('\x07'), "{err:?}");
    assert!(err.contains("line 7: move 2 '\\u{1b}]0;pwned\\u{7}'"), "{err}");
}

#[test]
fn a_megabyte_move_gives_a_short_error_line() {
    let huge = "Ie4-e5".repeat((1 << 20) / 6);
    let path = temp_file("huge.ron", save_with_move(&huge).as_bytes());
    let (code, _, err) = towers(&["replay", path.to_str().unwrap()]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(code, Some(2), "{err}");
    // What the line says beyond the file's name (which the temporary directory makes long or short).
    let said = err.len() - path.to_str().unwrap().len();
    assert!(said < 300 && err.lines().count() == 1, "{said} bytes: {err}");
    assert!(err.contains("more bytes)"), "{err}");
    // A megabyte where the RON grammar wants a string: the parser's own message is cut too.
    let garbage = save_with_move("Ie7-e6").replace("game: \"storm\"", &format!("game: {}", "x".repeat(1 << 20)));
    let path = temp_file("garbage.ron", garbage.as_bytes());
    let (code, _, err) = towers(&["replay", path.to_str().unwrap()]);
    let _ = std::fs::remove_file(&path);
    let said = err.len() - path.to_str().unwrap().len();
    assert!(code == Some(2) && said < 400 && err.lines().count() == 1, "{said} bytes: {err}");
}

#[test]
fn a_misspelt_field_is_named_with_its_line() {
    let path = temp_file("misspelt.ron", save_with_move("Ie7-e6").replace("    variant:", "    varient: \"korean\",\n    variant:").as_bytes());
    let err = refused(&["replay", path.to_str().unwrap()]);
    let _ = std::fs::remove_file(&path);
    assert!(err.contains("line 4: a save file has no field 'varient'"), "{err}");
}

/// A random Storm game of `plies` moves, its history and its text export.
fn random_export(plies: usize, seed: u64) -> (History, String) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut h = History::new(&GameConfig::new("storm")).unwrap();
    while h.ply() < plies && h.current().outcome().is_none() {
        let n = h.current().moves().len();
        h.play_index(rng.random_range(0..n)).unwrap();
    }
    let export = text::export(&h);
    (h, export)
}

#[test]
fn a_text_export_after_a_comment_or_a_byte_order_mark_is_read_as_one() {
    let (h, export) = random_export(6, 3);
    for (name, bytes) in [("comment.txt", format!("// my game\n{export}")), ("bom.txt", format!("\u{feff}{export}"))] {
        let path = temp_file(name, bytes.as_bytes());
        let (code, out, err) = towers(&["replay", path.to_str().unwrap()]);
        let _ = std::fs::remove_file(&path);
        assert_eq!(code, Some(0), "{name}: {err}");
        assert!(out.contains(&format!("{} moves, all legal", h.moves().len())), "{out}");
    }
}

/// Cut anywhere, an export either is refused or reads as the whole game: never as a shorter one.
#[test]
fn every_cut_of_an_export_is_refused_or_the_whole_game() {
    let (h, export) = random_export(20, 7);
    assert_eq!(h.moves().len(), 20);
    let mut whole = 0;
    for cut in (0..=export.len()).filter(|&n| export.is_char_boundary(n)) {
        if let Ok(read) = text::import(&export[..cut]) {
            assert_eq!(read.moves(), h.moves(), "cut at byte {cut} read as a shorter game");
            whole += 1;
        }
    }
    // The whole text, and the text without its last newline.
    assert_eq!(whole, 2);
}

/// `towers replay` on a save with more seat labels than the game has seats (it panicked
/// naming the third seat of a two-seat game): one line naming the `seats:` line.
#[test]
fn a_save_with_too_many_seat_labels_is_refused_by_replay() {
    for (game, variant, labels) in
        [("storm", "standard", 3), ("litrof", "standard", 3), ("tribesmen", "standard", 5), ("tribesmen", "four-player", 5)]
    {
        let seats: Vec<String> = (0..labels).map(|i| format!("\"s{i}\"")).collect();
        let save = format!("(format:1,game:\"{game}\",variant:\"{variant}\",\nseats:[{}],moves:[])", seats.join(","));
        let path = temp_file(&format!("seats-{game}-{variant}.ron"), save.as_bytes());
        let err = refused(&["replay", path.to_str().unwrap()]);
        let _ = std::fs::remove_file(&path);
        assert!(err.contains(&format!("line 2: the seats list names {labels} seats")), "{err}");
    }
}

/// A seat number a game does not have is named, not a panic.
#[test]
fn a_seat_the_game_does_not_have_still_has_a_name() {
    for g in towers::games::all() {
        let game = towers::games::new_game(&GameConfig::new(g.id)).unwrap();
        assert_eq!(game.seat_name(Seat::new(game.seats() + 1)), format!("Player {}", game.seats() + 2), "{}", g.id);
    }
}

/// `replay` shows a file's own words — its title, seat labels and comments — with control
/// characters escaped, as text and as a text export (which reads back to the same comment).
#[test]
fn a_files_title_seats_and_comments_reach_the_terminal_escaped() {
    let save = "(format: 1, title: Some(\"\\u{1b}]0;title\\u{7}\"), game: \"storm\", variant: \"standard\",\n\
                seats: [\"\\u{1b}[2J\", \"b\"], moves: [\"Ie4-e5\"], comments: {1: \"\\u{1b}[31mred \\u{202e}x\"})";
    let path = temp_file("escapes.ron", save.as_bytes());
    let (code, out, err) = towers(&["replay", path.to_str().unwrap()]);
    let (text_code, export, _) = towers(&["replay", path.to_str().unwrap(), "--text"]);
    let _ = std::fs::remove_file(&path);
    assert_eq!((code, text_code), (Some(0), Some(0)), "{err}");
    for shown in [&out, &export] {
        assert!(!shown.chars().any(|c| c != '\n' && towers::core::text::is_hazard(c)), "{shown:?}");
    }
    assert!(out.contains("\\u{1b}]0;title\\u{7}") && out.contains("Red \\u{1b}[2J") && out.contains("\\u{1b}[31mred"), "{out}");
    let back = text::import(&export).unwrap();
    assert_eq!(back.comment(1), Some("\u{1b}[31mred \u{202e}x"), "{export}");
}
