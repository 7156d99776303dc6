//! The annotated games shipped with Towers: each replays cleanly and carries comments, and
//! the Litróf sample game is the one its rules print, to the last bracketed effect and the
//! final position, with `towers replay` showing every comment.

use std::collections::BTreeMap;
use std::process::Command;
use towers::core::{Concession, Ending, Seat};
use towers::record::annotated;

mod litrof_sample;
use litrof_sample::SAMPLE as LITROF;

/// The Litróf diagram read back into square -> (piece, frozen).
fn litrof_board(diagram: &str) -> BTreeMap<String, (String, bool)> {
    let mut board = BTreeMap::new();
    for line in diagram.lines() {
        let Some(rank) = line.get(..3).and_then(|r| r.trim().parse::<u32>().ok()) else { continue };
        for (file, cell) in line[3..].split_whitespace().enumerate() {
            if cell != "." && cell != "[" && cell != "]" && cell != "[ ]" && (1..=8).contains(&rank) {
                let frozen = cell.ends_with('*');
                let name = format!("{}{rank}", (b'a' + file as u8) as char);
                board.insert(name, (cell.trim_end_matches('*').to_string(), frozen));
            }
        }
    }
    board
}

#[test]
fn the_litrof_sample_game_replays_all_19_plies_with_every_effect_and_its_final_position() {
    let loaded = annotated::load("litrof").unwrap();
    let h = &loaded.history;
    assert_eq!(h.moves(), LITROF, "every ply, each with its bracketed effects, as the engine writes it");
    assert_eq!(loaded.seats, ["Hatfield", "McCoy"]);
    assert_eq!(h.concession(), Some(Concession::Resigned(Seat::SECOND)));
    let o = h.current().outcome().unwrap();
    assert_eq!((o.winner(), &o.ending), (Some(Seat::FIRST), &Ending::Resigned(Seat::SECOND)));
    assert_eq!(h.current().result_text().unwrap(), "Orange wins: Blue resigns");
    let board = litrof_board(&h.current().diagram());
    let want: BTreeMap<String, (String, bool)> = [
        ("a1", "oVR"),
        ("d1", "oLN"),
        ("b2", "oP"),
        ("e2", "oP"),
        ("b3", "oP"),
        ("e3", "oP"),
        ("d7", "oIC"),
        ("a3", "nLQ"),
        ("a7", "bP"),
        ("b7", "bP"),
        ("c8", "bDB"),
        ("d6", "bSC"),
        ("e7", "bTR"),
    ]
    .into_iter()
    .map(|(sq, p)| (sq.to_string(), (p.to_string(), matches!(sq, "c8" | "d6" | "e7"))))
    .collect();
    assert_eq!(board, want, "the final position, with the Icebox on d7 freezing c8, d6 and e7\n{}", h.current().diagram());
    let commented = (1..=LITROF.len()).filter(|&p| h.comment(p).is_some()).count();
    assert!(commented >= 15, "comments on most moves: {commented} of 19");
    for p in [7, 8, 9, 19] {
        assert!(h.comment(p).is_some(), "the moves with effects and the last are explained (ply {p})");
    }
}

#[test]
fn towers_replay_prints_the_annotated_litrof_game_with_its_comments() {
    let out = Command::new(env!("CARGO_BIN_EXE_towers")).args(["replay", "--annotated", "litrof"]).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let h = annotated::load("litrof-hatfield-mccoy-2002").unwrap().history;
    let mut at = 0;
    for (ply, m) in LITROF.iter().enumerate() {
        let number = if ply % 2 == 0 { format!("{}. {m}\n", ply / 2 + 1) } else { format!("{}... {m}\n", ply / 2 + 1) };
        at += stdout[at..].find(&number).unwrap_or_else(|| panic!("ply {} {m} missing or out of order\n{stdout}", ply + 1)) + number.len();
        if let Some(c) = h.comment(ply + 1) {
            assert!(stdout[at..].trim_start().starts_with(c.split_whitespace().next().unwrap()), "the comment of ply {} follows it", ply + 1);
            let words: String = stdout[at..].split_whitespace().take(c.split_whitespace().count()).collect::<Vec<_>>().join(" ");
            assert_eq!(words, c.split_whitespace().collect::<Vec<_>>().join(" "), "ply {}", ply + 1);
        }
    }
    assert!(stdout.contains("result: Orange wins: Blue resigns"), "{stdout}");
    assert!(stdout.contains("19 moves, all legal"), "{stdout}");
}

/// Every shipped annotated game loads and replays through its engine, is over, and has words
/// on a good share of its moves; the list names each with a title.
#[test]
fn every_shipped_annotated_game_replays_cleanly_and_has_comments() {
    let list = annotated::list();
    let games: Vec<String> = list.iter().map(|(id, _)| annotated::load(id).unwrap().history.config().game.clone()).collect();
    for game in ["storm", "litrof", "tribesmen", "three-elephant"] {
        assert!(games.iter().any(|g| g == game), "an annotated game of {game}: {list:?}");
    }
    for (id, title) in &list {
        assert!(!title.is_empty() && title != id, "{id} has a title");
        let h = annotated::load(id).unwrap_or_else(|e| panic!("{id}: {e}")).history;
        let o = h.current().outcome().unwrap_or_else(|| panic!("{id} is a finished game"));
        assert!(o.winner().is_some(), "{id} is decisive");
        let commented = h.comments().len();
        assert!(commented * 5 >= h.moves().len().min(60), "{id}: only {commented} comments for {} moves", h.moves().len());
        assert!(h.comment(0).is_some(), "{id} opens with an introduction");
        assert!(h.moves().len() <= 100, "{id} stays short enough to read");
    }
}

#[test]
fn an_unknown_annotated_game_is_one_clear_line() {
    let e = annotated::load("chess").err().unwrap();
    assert!(matches!(&e, annotated::AnnotatedError::Unknown { id, .. } if id == "chess"));
    let e = e.to_string();
    assert!(e.contains("no annotated game 'chess'") && e.contains("litrof-hatfield-mccoy-2002"), "{e}");
    let out = Command::new(env!("CARGO_BIN_EXE_towers")).args(["replay", "--annotated", "x\u{1b}"]).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(err.starts_with("towers: no annotated game 'x\\u{1b}'") && err.lines().count() == 1, "{err}");
    let out = Command::new(env!("CARGO_BIN_EXE_towers")).arg("annotated").output().unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains("litrof-hatfield-mccoy-2002"));
}
