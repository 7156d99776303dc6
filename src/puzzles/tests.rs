use super::*;
use crate::core::GameConfig;

/// A Storm position with Red to move, from the engine's own position string.
fn storm(text: &str) -> Box<dyn DynGame> {
    crate::games::from_position(&GameConfig::new("storm"), text).unwrap()
}

/// The moves of `game` after which the side that made them has won.
fn winning_moves(game: &dyn DynGame) -> Vec<String> {
    let mover = game.to_move();
    game.moves()
        .into_iter()
        .filter(|m| {
            let mut after = game.clone_box();
            after.play_text(&m.notation).is_ok() && after.outcome().is_some_and(|o| o.kind == crate::core::OutcomeKind::Win(mover))
        })
        .map(|m| m.notation)
        .collect()
}

fn one_move_puzzle(start: &dyn DynGame, solution: &str) -> Puzzle {
    Puzzle {
        id: "storm-test".into(),
        game: "storm".into(),
        variant: "standard".into(),
        position: start.position_text(),
        solution: vec![solution.to_string()],
        goal: Goal::Finish { moves: 1 },
        themes: vec!["mate".into()],
        rating: 900,
        depth: 1,
        source: "a test".into(),
        refused: Vec::new(),
    }
}

#[test]
fn a_finish_accepts_the_solution_and_every_other_winning_move_and_nothing_else() {
    let start = storm("3b5/9/N8/9/9/4N4/9/9/9/5B3 r");
    let mates = winning_moves(start.as_ref());
    assert!(!mates.is_empty(), "the test position has a mate in one");
    let puzzle = one_move_puzzle(start.as_ref(), &mates[0]);
    for m in &mates {
        assert!(puzzle.accepts(start.as_ref(), 0, m), "{m} wins too");
    }
    let others: Vec<String> = start.moves().into_iter().map(|m| m.notation).filter(|m| !mates.contains(m)).collect();
    assert!(!others.is_empty());
    for m in &others {
        assert!(!puzzle.accepts(start.as_ref(), 0, m), "{m} does not win");
    }
    assert!(!puzzle.accepts(start.as_ref(), 0, "not a move"));
    assert!(!puzzle.accepts(start.as_ref(), 2, &mates[0]), "past the solution");
}

#[test]
fn tasks_are_worded_by_goal() {
    let start = storm("3b5/9/N8/9/9/4N4/9/9/9/5B3 r");
    let mut puzzle = one_move_puzzle(start.as_ref(), "x");
    assert_eq!(puzzle.task(), "Win in one move");
    puzzle.goal = Goal::Finish { moves: 2 };
    assert_eq!(puzzle.task(), "Win in 2 moves");
    puzzle.goal = Goal::Material;
    assert_eq!(puzzle.task(), "Win material");
}

#[test]
fn the_collection_is_well_formed() {
    let (mut ids, mut positions) = (std::collections::HashSet::new(), std::collections::HashSet::new());
    for p in all() {
        assert!(ids.insert(p.id.to_lowercase()), "{} twice", p.id);
        assert!(positions.insert((&p.game, &p.variant, &p.position)), "{}: the position of another puzzle", p.id);
        assert!(p.id.starts_with(&format!("{}-", p.kind().replace('/', "-"))), "{}", p.id);
        assert!(!p.solution.is_empty() && p.solution.len() % 2 == 1, "{}: the solver moves first and last", p.id);
        assert!(p.solver_moves() <= generate::MOST_SOLVER_MOVES, "{}", p.id);
        assert!(!p.themes.is_empty() && (600..=2600).contains(&p.rating), "{}", p.id);
        assert!(find(&p.id).is_ok());
    }
    assert!(find("no-such-puzzle").is_err());
    assert!(all().windows(2).all(|w| w[0].id < w[1].id), "listed by id, each once");
    // The kinds whose collection is complete (docs/puzzles.md): 300 puzzles at least.
    for kind in ["storm", "storm/korean", "litrof", "tribesmen", "tribesmen/four-player", "three-elephant"] {
        assert!(of_kind(Some(kind)).count() >= 300, "{kind}: {}", of_kind(Some(kind)).count());
    }
    assert!(of_game(Some("storm")).count() > of_kind(Some("storm")).count(), "a game's puzzles are its variants' too");
}

#[test]
fn themes_say_what_the_moves_do() {
    let start = storm("3b5/9/N8/9/9/4N4/9/9/8i/5B3 r");
    let mate = themes::of(start.as_ref(), &["Na8-c10+".to_string()], Goal::Finish { moves: 1 });
    assert_eq!(mate, ["mate", "one-move", "quiet-move"]);
    // A Ninny across the river charges two squares to take, and stays on the far half.
    let charge = storm("3b5/2i6/9/2I6/9/9/9/9/9/5B3 r");
    let moves: Vec<String> = charge.moves().into_iter().map(|m| m.notation).filter(|m| m.starts_with("Ic7x")).collect();
    assert_eq!(moves, ["Ic7xc9"], "the test position has one charge");
    let words = themes::of(charge.as_ref(), &moves, Goal::Material);
    assert!(words.contains(&"ninny-charge".to_string()) && words.contains(&"capture".to_string()), "{words:?}");
    assert!(!words.contains(&"river".to_string()), "{words:?}");
}

/// A Litróf tower is three pyramids on one square: taking it is one capture, not a double one.
#[test]
fn a_tower_taken_is_one_capture() {
    let config = crate::core::GameConfig::new("litrof");
    let start =
        crate::games::from_position(&config, "1/[BYP][BRG][BGY][BPO]1/b2b1/2bb1/5/4[BOR]/2o[ORY][OYB]/o2oo/[OPR]1[OBG]1[OGP]/1 OB O").unwrap();
    let words = themes::of(start.as_ref(), &["SBd3-e4(xe4)".to_string()], Goal::Material);
    assert_eq!(words, ["capture", "material", "one-move"]);
}

/// A Three Elephant position where Black's Elephant a5 takes a Spearman on b4; a Black
/// Spearman on f7 may step and another turn beside it.
pub(super) const ELEPHANT_TAKES: &str = "8t/4e4/4rl1lL/1r2n#1e1/e6Ns/1E1#5/6L1S/5R2S/4EE2T b 2";

fn three_elephant(text: &str) -> Box<dyn DynGame> {
    crate::games::from_position(&GameConfig::new("three-elephant"), text).unwrap()
}

#[test]
fn a_three_elephant_turn_is_decided_by_its_captures() {
    let start = three_elephant(ELEPHANT_TAKES);
    let (ideas, moves) = (start.ideas(), start.moves());
    let idea_of = |turn: &str| ideas[start.parse(turn).unwrap()].clone();
    assert_eq!(idea_of("Sf7-g6; Sh7>F; Ea5xb4"), "Ea5xb4");
    assert_eq!(idea_of("Ea5xb4"), "Ea5xb4");
    assert_eq!(idea_of("Sf7-g6; Sh7>F; Ea5-a6"), "Sf7-g6; Sh7>F; Ea5-a6", "a turn that takes nothing is all of it");
    let same = moves.iter().enumerate().filter(|(i, _)| ideas[*i] == "Ea5xb4").count();
    assert!(same > 10, "the capture comes with many fillers: {same}");
}

#[test]
fn a_three_elephant_puzzle_accepts_its_capture_with_other_fillers_unless_refused() {
    let start = three_elephant(ELEPHANT_TAKES);
    let mut puzzle = Puzzle {
        id: "three-elephant-test".into(),
        game: "three-elephant".into(),
        position: ELEPHANT_TAKES.into(),
        solution: vec!["Sf7-g6; Sh7>F; Ea5xb4".into()],
        goal: Goal::Material,
        ..one_move_puzzle(start.as_ref(), "")
    };
    for turn in ["Sf7-g6; Sh7>F; Ea5xb4", "Ea5xb4", "Sf7-g6; Ea5xb4"] {
        assert!(puzzle.accepts(start.as_ref(), 0, turn), "{turn}");
    }
    assert!(!puzzle.accepts(start.as_ref(), 0, "Sf7-g6; Sh7>F; Ea5-a6"), "another idea");
    puzzle.refused = vec!["Sf7-g6; Ea5xb4".into()];
    assert!(!puzzle.accepts(start.as_ref(), 0, "Sf7-g6; Ea5xb4"), "a filler that spoils the win");
    assert!(puzzle.accepts(start.as_ref(), 0, "Ea5xb4"));
}

/// Four players: a move that blinds Red's last big stack puts Red out while the others play on.
#[test]
fn a_player_put_out_of_a_four_player_game_is_a_knock_out() {
    let config = GameConfig::new("tribesmen").with_variant("four-player");
    let text = "Blm,2,Bl,Blms,1,Bl/3,Bl,Bm,1,Gl/1,Ys,Yll,2,Gm,Gl/4,Gm,Gs,Gm/Ym,Yl,Ym,3,Gm/3,Glm,Rl,Gl,Rm/1,Rlmm,1,Rs,3 g";
    let start = crate::games::from_position(&config, text).unwrap();
    let words = themes::of(start.as_ref(), &["d2-c1(†b1)".to_string()], Goal::Material);
    assert!(words.contains(&"knock-out".to_string()) && words.contains(&"lost-sight".to_string()), "{words:?}");
    let quiet = themes::of(start.as_ref(), &["g4-g5".to_string()], Goal::Advantage);
    assert!(!quiet.contains(&"knock-out".to_string()), "{quiet:?}");
}
