//! The player's language changes the words shown, never what is kept or sent: a save file, a
//! text export (its `[Result]`, `[Termination]` and comments), the position strings, the moves'
//! notation and the result the network compares are the same bytes in German and Chinese as in
//! English (docs/translations.md). And the words shown do change: a result, an announced
//! capture and a plural read as they should in German and Chinese.

use towers::core::{Concession, GameConfig, Seat};
use towers::i18n::{Lang, Speaking};
use towers::record::{History, SaveFile, ask, text};

fn played(config: GameConfig, moves: &[&str]) -> History {
    let mut h = History::new(&config).unwrap();
    for m in moves {
        h.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    h
}

fn first_moves(game: &str, plies: usize) -> History {
    let mut h = History::new(&GameConfig::new(game)).unwrap();
    for _ in 0..plies {
        h.play_index(0).unwrap();
    }
    h
}

/// A Three Elephant game (`towers record three-elephant --seed 3`) whose last turn is a War
/// Tower's fall that destroys White's own last Elephant (the keyboard test plays it too).
fn elephant() -> Vec<&'static str> {
    include_str!("keyboard/three-elephant-game.txt").lines().filter(|l| !l.trim().is_empty()).collect()
}

/// Finished games of every game, ended by the rules of the position, by the history rules and
/// by the players (resigned, agreed, out of time, left), made in the thread's language.
fn finished_games() -> Vec<(&'static str, History)> {
    let mut out = Vec::new();
    out.push(("storm, move limit", played(GameConfig::new("storm").with_option("move-limit", "1"), &["Yb1-c3", "Ch8-d8"])));
    let mut resigned = played(GameConfig::new("storm"), &["Yb1-c3", "Ch8-d8", "Ie4-d4"]);
    assert!(resigned.set_comment(1, "a quiet start"));
    resigned.resign(Seat::SECOND).unwrap();
    out.push(("storm, resigned", resigned));
    let mut timed_out = played(GameConfig::new("storm"), &["Yb1-c3"]);
    timed_out.concede(Concession::TimeOut(Seat::SECOND)).unwrap();
    out.push(("storm, out of time", timed_out));
    let mut litrof = first_moves("litrof", 3);
    litrof.resign(Seat::FIRST).unwrap();
    out.push(("litrof, resigned", litrof));
    let mut agreed = first_moves("litrof", 2);
    agreed.agree_draw().unwrap();
    out.push(("litrof, agreed", agreed));
    out.push(("tribesmen, turn limit", played(GameConfig::new("tribesmen").with_option("turn-limit", "2"), &["a1-a2", "1c5-b5"])));
    let mut left = played(GameConfig::new("tribesmen"), &["a1-a2", "1c5-b5", "a2-b3", "d5-c4", "e1-e2", "1c4-d3", "2c1-c2", "1b5-a5(†d3,†c4)"]);
    left.concede(Concession::Left { seat: Seat::FIRST, draw: false }).unwrap();
    out.push(("tribesmen, left", left));
    out.push(("three-elephant, last Elephant", played(GameConfig::new("three-elephant"), &elephant())));
    for (what, h) in &out {
        assert!(h.current().outcome().is_some(), "{what} is not over");
    }
    out
}

/// Everything canonical about a game: its save file (with a fixed date), its text export, the
/// position string of every position, its moves and the result as the network sends it.
fn canonical(h: &History) -> Vec<String> {
    let mut save = SaveFile::from_history(h, &["Human".to_string(), "Computer (Easy)".to_string()]);
    save.date = "2025-01-01T00:00:00Z".to_string();
    let mut out = vec![save.to_ron(), text::export(h), h.moves().join(" "), format!("{:?}", towers::net::rules::result(h))];
    out.extend((0..=h.ply()).map(|p| h.position(p).expect("a position of the game").position_text()));
    out
}

#[test]
fn files_exports_position_strings_and_results_are_the_same_bytes_in_every_language() {
    let english: Vec<(&str, Vec<String>, String)> = {
        let _english = Speaking::new(Lang::English);
        finished_games().iter().map(|(what, h)| (*what, canonical(h), h.current().result_text().unwrap())).collect()
    };
    for lang in [Lang::German, Lang::Chinese] {
        let _speaking = Speaking::new(lang);
        let theirs = finished_games();
        assert_eq!(theirs.len(), english.len());
        let mut translated = 0;
        for ((what, h), (_, bytes, shown)) in theirs.iter().zip(&english) {
            assert_eq!(&canonical(h), bytes, "{what}: what is kept differs in {}", lang.tag());
            // The file written in this language reads back in English, and the other way round.
            let save = &canonical(h)[0];
            let loaded = {
                let _english = Speaking::new(Lang::English);
                SaveFile::load(save).unwrap_or_else(|e| panic!("{what}: {e}")).1
            };
            assert_eq!(loaded.moves(), h.moves());
            assert!(SaveFile::load(&bytes[0]).is_ok(), "{what}: an English save loads in {}", lang.tag());
            assert!(text::import(&bytes[1]).is_ok(), "{what}: an English export imports in {}", lang.tag());
            if h.current().result_text().as_ref() != Some(shown) {
                translated += 1;
            }
        }
        assert_eq!(translated, english.len(), "every result is shown in {}", lang.tag());
    }
}

#[test]
fn the_english_files_say_what_they_always_said() {
    let _german = Speaking::new(Lang::German);
    let games = finished_games();
    let export = |what: &str| text::export(&games.iter().find(|(w, _)| *w == what).unwrap().1);
    assert!(export("storm, resigned").contains("[Result \"Red wins: Blue resigns\"]\n[Termination \"Blue resigns\"]\n"));
    assert!(export("storm, resigned").contains("1. Yb1-c3 {a quiet start}\n"));
    assert!(export("storm, move limit").contains("[Result \"Draw: 1 move each without a capture\"]"));
    assert!(export("storm, out of time").contains("[Termination \"Blue ran out of time\"]"));
    assert!(export("litrof, agreed").contains("[Result \"Draw by agreement\"]\n[Termination \"draw by agreement\"]"));
    assert!(export("tribesmen, turn limit").contains("[Result \"Draw: the limit of 2 turns was reached\"]"));
    assert!(export("tribesmen, left").contains("[Termination \"Red left the game\"]"));
    assert!(export("three-elephant, last Elephant").contains("[Result \"Black wins: White's own War Tower destroyed its last Elephant\"]"));
}

#[test]
fn a_result_an_announced_capture_and_a_plural_read_well_in_german_and_chinese() {
    let elephant = played(GameConfig::new("three-elephant"), &elephant());
    let limit = played(GameConfig::new("storm").with_option("move-limit", "3"), &["Yb1-c3", "Ch8-d8", "Ie4-d4", "Tf10-e9", "Ch3-h9", "Ic7-b7"]);
    let mut resigned = first_moves("storm", 1);
    resigned.resign(Seat::SECOND).unwrap();
    // Storm's 44th ply of `towers record storm --seed 3` takes a Yahoo.
    let storm: Vec<&str> = "Yb1-c3 Ch8-d8 Ie4-d4 Tf10-e9 Ch3-h9 Ic7-b7 Tf1-f2 Te9-d9 Ia4-a3 Ia7-a8 Ic4-b4 Ig7-f7 Ia3-b2 Cd8-e8 Na1-a4 \
        Ce8-g8 Ni1-i2 Td10-e9 Ig4-f4 Td9-d10 Ni2-h2 Cb8-c8 Yh1-i3 Ie7-e6 Ii4-i5 Cg8-g5 Ch9-g9 Te9-f8 Tf2-f1 If7-g7 Ii5-h5 Ii7-i6 Na4-a2 \
        Ib7-c7 Id4-d5 Cg5-h4 Na2-a4 Ii6-h7 Nh2-h3 Ni10-i6 Nh3-d3 Ia8-b9 Fc1-e3 Cc8xc3"
        .split_whitespace()
        .collect();
    let capture = played(GameConfig::new("storm"), &storm);
    let say = |lang: Lang| {
        let _speaking = Speaking::new(lang);
        (
            elephant.current().result_text().unwrap(),
            limit.current().result_text().unwrap(),
            resigned.current().result_text().unwrap(),
            ask::announce(&capture),
            towers::core::text::count(2, "move"),
        )
    };
    let english = say(Lang::English);
    assert_eq!(english.0, "Black wins: White's own War Tower destroyed its last Elephant");
    assert_eq!(english.1, "Draw: 3 moves each without a capture");
    assert_eq!(english.2, "Red wins: Blue resigns");
    assert_eq!(english.3, "Blue played Cc8xc3. Off the board: Red Yahoo from c3. Now: c3 Blue Clodhopper; c8 empty.");
    assert_eq!(
        say(Lang::German),
        (
            "Schwarz gewinnt: der eigene Kriegsturm von Weiß hat dessen letzten Elefanten zerstört".to_string(),
            "Remis: 3 Züge je Seite ohne Schlagen".to_string(),
            "Rot gewinnt: Blau gibt auf".to_string(),
            "Blau hat Cc8xc3 gespielt. Vom Brett: Rüpel (Rot) von c3. Jetzt: c3 Trampel (Blau); c8 leer.".to_string(),
            "2 Züge".to_string(),
        )
    );
    assert_eq!(
        say(Lang::Chinese),
        (
            "黑方获胜：白方自己的战塔摧毁了它的最后一头象".to_string(),
            "和棋：双方各走 3 步未吃子".to_string(),
            "红方获胜：蓝方认输".to_string(),
            "蓝方走了 Cc8xc3。离开棋盘：c3 的红方莽汉。现在：c3 蓝方笨伯；c8 空。".to_string(),
            "2 步".to_string(),
        )
    );
}

#[test]
fn the_games_own_words_are_translated_too() {
    let litrof = History::new(&GameConfig::new("litrof")).unwrap();
    let deaths = played(GameConfig::new("tribesmen"), &["a1-a2", "1c5-b5", "a2-b3", "d5-c4", "e1-e2", "1c4-d3", "2c1-c2", "1b5-a5(†d3,†c4)"]);
    let storm = History::new(&GameConfig::new("storm")).unwrap();
    let say = |lang: Lang| {
        let _speaking = Speaking::new(lang);
        (
            ask::answer(&litrof, "square c1").unwrap().split(". ").next().unwrap().to_string(),
            litrof.current().view().status,
            ask::announce(&deaths).rsplit(". ").next().unwrap().to_string(),
            storm.current().parse("Fb1-c3").unwrap_err().to_string(),
        )
    };
    assert_eq!(
        say(Lang::English),
        (
            "c1: Orange tower (small Orange cap: its owner)".to_string(),
            "Orange to move — capped towers: Orange 5, Blue 5".to_string(),
            "Blue's stacks on d3 and c4 (2 pyramids) lose sight of their king and die.".to_string(),
            "the piece on b1 is a Yahoo (Y), not a Fuddy-Duddy (F)".to_string(),
        )
    );
    assert_eq!(
        say(Lang::German),
        (
            "c1: Turm von Orange (kleine Kappe in Orange: sein Besitzer)".to_string(),
            "Orange ist am Zug — Türme mit Kappe: Orange 5, Blau 5".to_string(),
            "Die Stapel von Blau auf d3 und c4 (2 Pyramiden) verlieren ihren König aus dem Blick und sterben.".to_string(),
            "die Figur auf b1 ist ein Rüpel (Y), kein Spießer (F)".to_string(),
        )
    );
    let chinese = say(Lang::Chinese);
    assert!(chinese.0.starts_with("c1：橙方塔（橙色小顶：表示所属）"), "{}", chinese.0);
    assert_eq!(chinese.1, "轮到橙方走棋 — 有顶塔：橙方 5，蓝方 5");
    assert!(chinese.2.ends_with("蓝方在 d3 和 c4 的叠（共 2 个金字塔）看不见自己的王而死亡。"), "{}", chinese.2);
    assert_eq!(chinese.3, "b1 上的棋子是莽汉（Y），不是老古板（F）");
}
