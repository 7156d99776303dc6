use super::*;
use crate::core::GameConfig;

fn history(game: &str, moves: &[&str]) -> History {
    let mut h = History::new(&GameConfig::new(game)).unwrap();
    for m in moves {
        h.play_text(m).unwrap();
    }
    h
}

#[test]
fn a_move_is_no_question_and_help_lists_the_questions() {
    let h = history("storm", &[]);
    assert_eq!(answer(&h, "Yb1-c3"), None);
    assert_eq!(answer(&h, ""), None);
    assert_eq!(answer(&h, "help").as_deref(), Some(HELP));
    assert_eq!(answer(&h, "  HELP  ").as_deref(), Some(HELP), "case and spaces do not matter");
}

#[test]
fn last_says_who_moved_and_what_changed() {
    assert_eq!(answer(&history("storm", &[]), "last").unwrap(), "No move has been played yet.");
    let h = history("storm", &["Yb1-c3"]);
    let said = answer(&h, "last").unwrap();
    assert!(said.starts_with("Red played Yb1-c3."), "{said}");
    assert!(said.contains("b1 empty") && said.contains("c3 Red Yahoo"), "{said}");
    assert!(!said.contains("Off the board"), "a quiet move takes nothing: {said}");
}

#[test]
fn last_names_the_pieces_a_capture_took_off_the_board() {
    // Plays Storm's first capturing move available, quiet moves otherwise, until one is found.
    let mut h = history("storm", &[]);
    for _ in 0..80 {
        let game = h.current();
        let count = game.view().piece_count();
        let capture = (0..game.moves().len()).find(|&i| {
            let mut next = game.clone_box();
            next.play_index(i).is_ok() && next.view().piece_count() < count
        });
        h.play_index(capture.unwrap_or(0)).unwrap();
        if capture.is_some() {
            let said = answer(&h, "last").unwrap();
            assert!(said.contains("Off the board: Blue ") || said.contains("Off the board: Red "), "{said}");
            return;
        }
    }
    panic!("no capture in 80 plies");
}

#[test]
fn pieces_lists_a_side_square_by_square() {
    let h = history("storm", &[]);
    let red = answer(&h, "pieces").unwrap();
    assert!(red.starts_with("Red's pieces: a1 Red Numskull;"), "the side to move by default: {red}");
    assert_eq!(
        red.matches(';').count() + 1,
        h.current().view().squares.iter().filter(|s| s.stack.iter().any(|p| p.owner == Some(Seat::FIRST))).count()
    );
    assert!(answer(&h, "pieces blue").unwrap().starts_with("Blue's pieces:"));
    let nobody = answer(&h, "pieces purple").unwrap();
    assert!(nobody.contains("No side is called 'purple'") && nobody.contains("Red, Blue"), "{nobody}");
}

#[test]
fn square_says_what_stands_there_stacks_bottom_to_top() {
    let h = history("storm", &[]);
    assert_eq!(answer(&h, "square e4").unwrap(), "e4: Red Ninny.");
    assert_eq!(answer(&h, "square e5").unwrap(), "e5: empty.");
    assert!(answer(&h, "square z9").unwrap().contains("no square 'z9'"));
    assert!(answer(&h, "square").unwrap().starts_with("Which square?"));
    // A Tribesmen stack, and a Litróf tower (three pyramids, one piece, in the game's words).
    let t = history("tribesmen", &[]);
    let stack = answer(&t, "square c1").unwrap();
    assert!(stack.starts_with("c1: a stack of 3: Red man (large),") && stack.ends_with("Red king."), "{stack}");
    let l = history("litrof", &[]);
    let tower = answer(&l, "square c1").unwrap();
    assert!(tower.starts_with("c1: ") && tower.contains("Icebox") && tower.contains("Cardinal"), "{tower}");
}

#[test]
fn moves_lists_every_legal_move_or_a_squares() {
    let h = history("storm", &[]);
    let from = answer(&h, "moves b1").unwrap();
    assert!(from.starts_with("From b1: ") && from.contains("Yb1-c3"), "{from}");
    assert_eq!(answer(&h, "moves e5").unwrap(), "No legal move starts on e5.");
    let all = answer(&h, "moves").unwrap();
    assert!(all.starts_with(&format!("{} legal moves: ", h.current().moves().len())), "{all}");
}

#[test]
fn clocks_read_each_sides_time() {
    let mut h = history("storm", &[]);
    assert_eq!(answer(&h, "clocks").unwrap(), "This game has no clocks.");
    h.set_time_control("5+3".parse().unwrap());
    let said = answer(&h, "time").unwrap();
    assert!(said.starts_with("Clocks: Red 5:00") && said.contains("Blue 5:00"), "{said}");
}

proptest::proptest! {
    /// Whatever is typed, the answer is one line or none, and never a panic.
    #[test]
    fn any_text_gets_one_line_or_is_read_as_a_move(text in "\\PC{0,40}", word in "(help|last|pieces|square|moves|clocks|what) \\PC{0,12}") {
        let h = history("tribesmen", &["1b1-b2"]);
        for typed in [text.as_str(), word.as_str()] {
            if let Some(said) = answer(&h, typed) {
                proptest::prop_assert!(!said.is_empty() && !said.contains('\n'), "{typed:?}: {said:?}");
            }
        }
        proptest::prop_assert!(answer(&h, &word).is_some());
    }
}

#[test]
fn each_ply_is_announced_with_its_effects() {
    let h = history(
        "three-elephant",
        &["Sg2>L; Ee1-e3", "Sf8-f7; Se8>R; Ee9-f8", "Sh2-h3; Si2>R; Ee3-e4", "Sh8-h7; Sg8>R; Ed9-e9", "Se2-e3; Sg2>F; Ef1-g1", "Sf7>L; Ti9!SW"],
    );
    let said = announce(&h);
    assert!(said.starts_with("A War Tower falls. Black played Sf7>L; Ti9!SW."), "{said}");
    assert!(said.contains("Off the board: Black War Tower from i9"), "{said}");
    let deaths = history("tribesmen", &["a1-a2", "1c5-b5", "a2-b3", "d5-c4", "e1-e2", "1c4-d3", "2c1-c2", "1b5-a5(†d3,†c4)"]);
    let said = announce(&deaths);
    assert!(said.contains("dies") || said.contains("die"), "deaths by lost sight are said: {said}");
    assert_eq!(announce(&history("storm", &[])), "No move has been played yet.");
}

#[test]
fn a_square_is_read_by_its_number_as_by_its_name() {
    let h = history("storm", &[]);
    let view = h.current().view();
    let b1 = view.square_index("b1").unwrap() as usize;
    assert_eq!(square_at(h.current(), &view, b1), "b1: Red Yahoo.");
    assert_eq!(square_at(h.current(), &view, 9999), "");
}

#[test]
fn answers_are_in_the_players_language_and_sides_are_named_in_either() {
    let h = history("storm", &["Yb1-c3"]);
    let _german = crate::i18n::Speaking::new(crate::i18n::Lang::German);
    assert_eq!(answer(&h, "square c3").unwrap(), "c3: Rüpel (Rot).");
    assert!(answer(&h, "pieces rot").unwrap().starts_with("Figuren von Rot: a1 Dummkopf (Rot);"));
    assert_eq!(answer(&h, "pieces blue").unwrap(), answer(&h, "pieces Blau").unwrap(), "the English name names the side too");
    assert!(answer(&h, "help").unwrap().starts_with("Fragen"));
    assert_eq!(HELP, crate::core::words::canonical(help), "HELP is the English of the catalogue's help");
    let _chinese = crate::i18n::Speaking::new(crate::i18n::Lang::Chinese);
    assert_eq!(answer(&h, "last").unwrap(), "红方走了 Yb1-c3。现在：b1 空；c3 红方莽汉。");
    assert_eq!(answer(&h, "square e5").unwrap(), "e5：空。");
}
