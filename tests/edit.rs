//! The board editor and the analysis board, through their public faces: every game's start
//! reads back, edits give the position strings they should, a position the rules refuse is
//! still drawn and says why, nothing an edit does leaves a string the grammar would not read,
//! and the analysis runs, answers and stops. Searches here are short and nothing is timed
//! except that stopping ends within a loose bound.

use proptest::prelude::*;
use std::sync::LazyLock;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};
use towers::analysis::{Analyser, GameEvaluation};
use towers::core::{GameConfig, IcehouseColour, Seat};
use towers::edit::{EditError, Editor, PaletteEntry, Validation, litrof_setup};
use towers::games;

fn configs() -> Vec<GameConfig> {
    games::all().iter().flat_map(|g| (g.meta)().variants.into_iter().map(|v| GameConfig::new(g.id).with_variant(&v.id))).collect()
}

static CONFIGS: LazyLock<Vec<GameConfig>> = LazyLock::new(configs);

fn sq(e: &Editor, name: &str) -> u16 {
    e.view().square_index(name).unwrap_or_else(|| panic!("no square {name}"))
}

fn entry(e: &Editor, id: &str) -> PaletteEntry {
    e.palette().iter().flat_map(|g| g.entries.iter()).find(|x| x.id == id).unwrap_or_else(|| panic!("no palette entry {id}")).clone()
}

fn refused(e: &Editor) -> String {
    match e.validate() {
        Validation::Refused(why) => why,
        other => panic!("expected a refusal, got {other:?}"),
    }
}

/// Waits (up to a generous bound, for a loaded machine) until `done` holds.
fn wait_for(what: &str, done: impl Fn() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(start.elapsed() < Duration::from_secs(120), "waited two minutes for {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn every_game_and_variant_starts_the_editor_on_its_start_position() {
    for c in CONFIGS.iter() {
        let game = games::new_game(c).unwrap();
        let e = Editor::new(c).unwrap();
        assert_eq!(e.text(), game.position_text(), "{c:?}");
        match e.validate() {
            Validation::Playable { legal_moves, game: g } => {
                assert_eq!(legal_moves, game.moves().len(), "{c:?}");
                assert_eq!(g.position_text(), game.position_text());
            }
            other => panic!("{c:?}: the start is {other:?}"),
        }
        assert_eq!(e.view(), game.view(), "{c:?}: a playable board is drawn by the engine");
        assert_eq!(e.seats(), game.seats());
        assert_eq!(e.to_move(), game.to_move());
        assert_eq!(e.seat_name(Seat::SECOND), game.seat_name(Seat::SECOND));
        assert!(!e.can_undo() && !e.can_redo());
    }
}

#[test]
fn a_sketch_draws_the_start_position_as_the_engine_does() {
    for c in CONFIGS.iter() {
        let game = games::new_game(c).unwrap();
        let sketch = games::sketch::read(c, &game.position_text()).unwrap();
        for (i, s) in game.view().squares.iter().enumerate() {
            let drawn: Vec<_> = sketch.tokens(i).iter().flat_map(|t| sketch.drawing(t)).collect();
            assert_eq!(drawn, s.stack, "{c:?} square {}", s.name);
        }
    }
}

#[test]
fn a_storm_endgame_is_built_piece_by_piece() {
    let mut e = Editor::new(&GameConfig::new("storm")).unwrap();
    e.clear();
    assert_eq!(e.text(), "9/9/9/9/9/9/9/9/9/9 r");
    assert_eq!(refused(&e), "Red has no Brain; each side has exactly one");
    e.place(sq(&e, "e1"), &entry(&e, "B")).unwrap();
    e.place(sq(&e, "d10"), &entry(&e, "b")).unwrap();
    e.place(sq(&e, "a2"), &entry(&e, "N")).unwrap();
    assert_eq!(e.text(), "3b5/9/9/9/9/9/9/9/N8/4B4 r");
    let Validation::Playable { legal_moves, game } = e.validate() else { panic!("{:?}", e.validate()) };
    assert_eq!(legal_moves, game.moves().len());
    assert!(legal_moves > 0);
    // Replacing, dragging and removing.
    e.place(sq(&e, "a2"), &entry(&e, "C")).unwrap();
    assert_eq!(e.text(), "3b5/9/9/9/9/9/9/9/C8/4B4 r", "a Storm square holds one piece: placing replaces");
    e.move_contents(sq(&e, "a2"), sq(&e, "a5")).unwrap();
    assert_eq!(e.text(), "3b5/9/9/9/9/C8/9/9/9/4B4 r");
    assert_eq!(e.move_contents(sq(&e, "a2"), sq(&e, "a3")), Err(EditError::Empty("a2".into())));
    assert!(e.remove_top(sq(&e, "a5")));
    assert!(!e.remove_top(sq(&e, "a5")), "nothing left to remove");
    assert!(!e.clear_square(sq(&e, "a5")));
    e.set_to_move(Seat::SECOND);
    assert_eq!(e.text(), "3b5/9/9/9/9/9/9/9/9/4B4 b");
    assert_eq!(e.place(500, &entry(&e, "B")), Err(EditError::NoSquare(500)));
    e.reset_to_start();
    assert_eq!(e.text(), games::new_game(&GameConfig::new("storm")).unwrap().position_text());
}

#[test]
fn a_board_the_rules_refuse_is_still_drawn_with_the_engines_reason() {
    let config = GameConfig::new("storm");
    let mut e = Editor::new(&config).unwrap();
    let e1 = sq(&e, "e1");
    assert!(e.clear_square(e1));
    let why = refused(&e);
    let engine = games::from_position(&config, &e.text()).err().unwrap().to_string();
    assert_eq!(why, engine);
    assert_eq!(why, "Red has no Brain; each side has exactly one");
    let view = e.view();
    let start = games::new_game(&config).unwrap().view();
    assert_eq!(view.piece_count(), start.piece_count() - 1);
    assert!(view.squares[e1 as usize].stack.is_empty());
    for (a, b) in view.squares.iter().zip(&start.squares) {
        assert_eq!(a.marks, b.marks, "the board's arrows and towers are drawn as ever");
        if a.name != "e1" {
            assert_eq!(a.stack, b.stack, "{}", a.name);
        }
    }
    assert!(view.status.contains("Red has no Brain"), "{}", view.status);
}

#[test]
fn a_finished_position_validates_as_over() {
    let config = GameConfig::new("tribesmen");
    let e = Editor::from_text(&config, "1,Bm,1,Bl,1/Rs,1,Bs,Bm,1/1,Rlm,3/3,Bm,1/5 b").unwrap();
    match e.validate() {
        Validation::Over(result) => assert!(result.starts_with("Blue wins"), "{result}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_bad_string_leaves_the_board_as_it_was() {
    let mut e = Editor::new(&GameConfig::new("storm")).unwrap();
    let before = (e.text(), e.view());
    let err = e.set_text("nyftbtfyn/45/1c5c1/i1i1i1i1i/9/9/I1I1I1I1I/1C5C1/9/NYFTBTFYN r").unwrap_err();
    assert_eq!(err.to_string(), "position, character 12: two counts of empty squares in a row: write their sum as one digit");
    assert!(e.set_text("").is_err());
    assert!(e.set_text("☃").is_err());
    assert_eq!((e.text(), e.view()), before);
    assert!(!e.can_undo(), "a refused string is no step of undo");
    assert!(Editor::from_text(&GameConfig::new("storm"), "garbage").is_err());
    // A string that reads but breaks the rules does replace the board: that is editing.
    e.set_text("9/9/9/9/9/b8/9/9/9/4B4 r").unwrap();
    assert_eq!(refused(&e), "Blue's Brain must stand in its Ivory Tower (d8–f10); it is on a5");
}

#[test]
fn undo_and_redo_step_through_the_edits() {
    let mut e = Editor::new(&GameConfig::new("three-elephant")).unwrap();
    let t0 = e.text();
    let e2 = sq(&e, "e2");
    e.place(e2, &entry(&e, "L")).unwrap();
    let t1 = e.text();
    assert_eq!(t1, "tn1eee1nt/sssssssss/9/5#3/9/3#5/9/SSSSLSSSS/TN1EEE1NT w");
    e.place(sq(&e, "e5"), &entry(&e, "#")).unwrap();
    let t2 = e.text();
    assert_eq!(t2, "tn1eee1nt/sssssssss/9/5#3/4#4/3#5/9/SSSSLSSSS/TN1EEE1NT w");
    assert!(e.undo());
    assert_eq!(e.text(), t1);
    assert!(e.undo());
    assert_eq!(e.text(), t0);
    assert!(!e.undo());
    assert!(e.redo() && e.redo());
    assert_eq!(e.text(), t2);
    assert!(!e.redo());
    assert!(e.undo());
    e.place(sq(&e, "a5"), &entry(&e, "r")).unwrap();
    assert!(!e.can_redo(), "a new edit drops the redo list");
    e.place(sq(&e, "a5"), &entry(&e, "r")).unwrap();
    assert!(e.undo());
    assert_eq!(e.text(), t1, "an edit that changes nothing is no step of undo");
}

#[test]
fn a_tribesmen_stack_is_built_taken_apart_and_dragged() {
    let mut e = Editor::new(&GameConfig::new("tribesmen")).unwrap();
    let c3 = sq(&e, "c3");
    for id in ["Rl", "Rm", "Rs"] {
        e.place(c3, &entry(&e, id)).unwrap();
    }
    assert_eq!(e.text(), "Blm,Blm,Blms,Blm,Blm/5/2,Rlms,2/5/Rlm,Rlm,Rlms,Rlm,Rlm r");
    assert_eq!(e.view().squares[c3 as usize].stack.len(), 3);
    assert!(e.remove_level(c3, 1));
    assert_eq!(e.text(), "Blm,Blm,Blms,Blm,Blm/5/2,Rls,2/5/Rlm,Rlm,Rlms,Rlm,Rlm r");
    assert!(!e.remove_level(c3, 2), "the stack has two levels now");
    assert!(e.remove_top(c3));
    assert_eq!(e.text(), "Blm,Blm,Blms,Blm,Blm/5/2,Rl,2/5/Rlm,Rlm,Rlms,Rlm,Rlm r");
    e.move_contents(sq(&e, "a1"), c3).unwrap();
    assert_eq!(e.text(), "Blm,Blm,Blms,Blm,Blm/5/2,Rllm,2/5/1,Rlm,Rlms,Rlm,Rlm r", "dragged onto a stack, it goes on top");
    e.place(c3, &entry(&e, "Bs")).unwrap();
    assert_eq!(e.text(), "Blm,Blm,Blms,Blm,Blm/5/2,RllmBs,2/5/1,Rlm,Rlms,Rlm,Rlm r");
    assert!(refused(&e).contains("a stack is of one colour"), "{}", refused(&e));
    let err = e.place(c3, &entry(&e, "Rm")).unwrap_err();
    assert!(matches!(err, EditError::Grammar(_)), "Red after Blue after Red: the string cannot spell it");
    assert_eq!(e.text(), "Blm,Blm,Blms,Blm,Blm/5/2,RllmBs,2/5/1,Rlm,Rlms,Rlm,Rlm r");
    let four = GameConfig::new("tribesmen").with_variant("four-player");
    let e4 = Editor::new(&four).unwrap();
    let titles: Vec<&str> = e4.palette().iter().map(|g| g.title.as_str()).collect();
    assert_eq!(titles.len(), 4, "{titles:?}");
    assert!(e4.palette().iter().all(|g| g.entries.len() == 3));
}

#[test]
fn a_litrof_tower_is_composed_from_parts_and_placed() {
    let config = GameConfig::new("litrof");
    let mut e = Editor::new(&config).unwrap();
    let composer = e.composer().expect("Litróf has a composer").clone();
    assert_eq!(composer.parts.len(), 3);
    let pick = |part: usize, colour: Option<IcehouseColour>| composer.parts[part].choices.iter().position(|c| c.colour == colour).unwrap();
    let neutral = e.compose(&[pick(0, None), pick(1, Some(IcehouseColour::Yellow)), pick(2, Some(IcehouseColour::Orange))]).unwrap();
    assert_eq!(neutral.id, "[-YO]");
    assert_eq!(neutral.owner, None);
    assert_eq!(neutral.stack.len(), 2);
    e.place(sq(&e, "a3"), &neutral).unwrap();
    let powerless = e.compose(&[pick(0, Some(IcehouseColour::Orange)), pick(1, None), pick(2, Some(IcehouseColour::Red))]).unwrap();
    assert_eq!((powerless.id.as_str(), powerless.owner), ("[O-R]", Some(Seat::FIRST)));
    e.place(sq(&e, "c4"), &powerless).unwrap();
    assert_eq!(e.text(), "1/[BYP][BRG][BGY][BPO][BOR]/bb1bb/5/5/2[O-R]2/[-YO]4/oo1oo/[OPR][ORY][OBG][OYB][OGP]/1 OB O");
    assert!(matches!(e.validate(), Validation::Refused(_)), "more Red movements than the players own");
    assert!(e.compose(&[pick(0, None), pick(1, None), pick(2, None)]).is_err());
    assert!(e.compose(&[0, 0]).is_err());
    assert!(e.compose(&[0, 99, 0]).is_err());
    // The ready-made towers are the start's.
    let orange: Vec<&str> = e.palette()[0].entries.iter().map(|x| x.id.as_str()).collect();
    assert_eq!(orange, ["o", "[OPR]", "[ORY]", "[OBG]", "[OYB]", "[OGP]"]);
    // A level of a tower is one of its pyramids.
    let c1 = sq(&e, "c1");
    assert!(e.remove_level(c1, 2));
    assert!(!e.text().contains("[OBG]") && e.text().contains("[-BG]"), "{}", e.text());
}

#[test]
fn the_litrof_builder_offers_exactly_the_44_arrays_of_each_colour() {
    for c in IcehouseColour::SPECTRAL {
        // Walk every choice the builder offers, tower by tower.
        let mut complete: Vec<Vec<IcehouseColour>> = Vec::new();
        let mut open = vec![Vec::new()];
        while let Some(prefix) = open.pop() {
            if prefix.len() == 5 {
                complete.push(prefix);
                continue;
            }
            let allowed = litrof_setup::powers_allowed(c, &prefix);
            assert!(!allowed.is_empty(), "{c:?} {prefix:?} leads nowhere");
            for p in allowed {
                let mut next = prefix.clone();
                next.push(p);
                open.push(next);
            }
        }
        complete.sort();
        let mut all = litrof_setup::arrays(c);
        all.sort();
        assert_eq!(complete.len(), 44, "{c:?}");
        assert_eq!(complete, all);
        assert_eq!(litrof_setup::movements(c).len(), 5);
        let other = if c == IcehouseColour::Red { IcehouseColour::Purple } else { IcehouseColour::Red };
        let theirs = litrof_setup::arrays(other).remove(0);
        for a in &complete {
            let text = litrof_setup::setup_text([(c, a), (other, &theirs)]).unwrap();
            let game = games::new_game(&GameConfig::new("litrof").with_setup(&text)).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert!(!game.moves().is_empty(), "{text}");
        }
    }
    assert_eq!(litrof_setup::matchups().len(), 15);
    let vsild = [IcehouseColour::Purple, IcehouseColour::Red, IcehouseColour::Blue, IcehouseColour::Yellow, IcehouseColour::Green];
    let tvdsl = [IcehouseColour::Orange, IcehouseColour::Purple, IcehouseColour::Green, IcehouseColour::Red, IcehouseColour::Yellow];
    assert_eq!(litrof_setup::setup_text([(IcehouseColour::Blue, &tvdsl), (IcehouseColour::Orange, &vsild)]).unwrap(), "Orange; VSILD v Blue; TVDSL");
    assert!(litrof_setup::array_text(IcehouseColour::Orange, &vsild[..4]).is_err());
    assert!(litrof_setup::setup_text([(IcehouseColour::Blue, &tvdsl), (IcehouseColour::Blue, &tvdsl)]).is_err());
}

#[test]
fn every_palette_entry_placed_on_an_empty_square_reads_back_to_the_same_board() {
    for c in CONFIGS.iter() {
        let base = Editor::new(c).unwrap();
        let view = base.view();
        let empty = view.squares.iter().position(|s| s.stack.is_empty() && s.marks.chamber.is_none()).unwrap() as u16;
        let mut entries: Vec<PaletteEntry> = base.palette().iter().flat_map(|g| g.entries.clone()).collect();
        assert!(!entries.is_empty());
        if let Some(composer) = base.composer() {
            let n: Vec<usize> = composer.parts.iter().map(|p| p.choices.len()).collect();
            for a in 0..n[0] {
                for b in 0..n[1] {
                    for d in 0..n[2] {
                        entries.extend(base.compose(&[a, b, d]).ok());
                    }
                }
            }
        }
        for entry in &entries {
            let mut e = Editor::new(c).unwrap();
            e.place(empty, entry).unwrap_or_else(|err| panic!("{c:?} {}: {err}", entry.id));
            let again = Editor::from_text(c, &e.text()).unwrap();
            assert_eq!(again.text(), e.text());
            assert_eq!(again.view(), e.view(), "{c:?} {}", entry.id);
            if matches!(e.validate(), Validation::Refused(_)) {
                assert_eq!(e.view().squares[empty as usize].stack, entry.stack, "{c:?} {}: drawn as the palette shows it", entry.id);
            }
        }
    }
}

#[test]
fn another_variant_keeps_the_pieces_where_its_board_holds_them() {
    let mut e = Editor::new(&GameConfig::new("storm")).unwrap();
    e.clear_square(sq(&e, "a1"));
    let text = e.text();
    e.reconfigure(&GameConfig::new("storm").with_variant("korean")).unwrap();
    assert_eq!(e.text(), text);
    assert_eq!(e.config().variant, "korean");
    assert!(e.undo());
    assert_eq!(e.config().variant, "standard", "undo takes a change of configuration back too");
    let mut t = Editor::new(&GameConfig::new("tribesmen")).unwrap();
    let before = t.text();
    let why = t.reconfigure(&GameConfig::new("tribesmen").with_variant("four-player")).unwrap_err();
    assert!(matches!(why, towers::edit::EditError::Adapt(_)), "{why:?}");
    assert!(why.to_string().contains("7 files by 7 ranks"), "{why}");
    assert_eq!((t.text(), t.config().variant.as_str()), (before, "standard"));
    assert!(t.reconfigure(&GameConfig::new("storm")).is_err());
    let mut l = Editor::new(&GameConfig::new("litrof")).unwrap();
    l.reconfigure(&GameConfig::new("litrof").with_setup("Red; LTIVD v Purple; TSDIL")).unwrap();
    assert!(l.text().ends_with(" RP R"), "{}", l.text());
    assert!(matches!(l.validate(), Validation::Playable { .. }), "{:?}", l.validate());
    assert_eq!(l.seat_name(Seat::SECOND), "Purple");
}

/// One edit of a random sequence.
#[derive(Clone, Debug)]
enum Op {
    Place(u16, usize),
    RemoveTop(u16),
    RemoveLevel(u16, usize),
    Clear(u16),
    Move(u16, u16),
    ToMove(Seat),
    Undo,
    Redo,
    ClearAll,
    Start,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        4 => (0u16..100, 0usize..40).prop_map(|(s, i)| Op::Place(s, i)),
        1 => (0u16..100).prop_map(Op::RemoveTop),
        1 => (0u16..100, 0usize..4).prop_map(|(s, l)| Op::RemoveLevel(s, l)),
        1 => (0u16..100).prop_map(Op::Clear),
        2 => (0u16..100, 0u16..100).prop_map(|(a, b)| Op::Move(a, b)),
        1 => (0usize..5).prop_map(|s| Op::ToMove(Seat::new(s))),
        1 => Just(Op::Undo),
        1 => Just(Op::Redo),
        1 => Just(Op::ClearAll),
        1 => Just(Op::Start),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Whatever is done, nothing panics and the board is always a string that reads back to
    /// the same board.
    #[test]
    fn random_edits_always_leave_a_string_that_reads_back(game in 0usize..5, ops in prop::collection::vec(op(), 1..40)) {
        let c = &CONFIGS[game % CONFIGS.len()];
        let mut e = Editor::new(c).unwrap();
        let entries: Vec<PaletteEntry> = e.palette().iter().flat_map(|g| g.entries.clone()).collect();
        for op in ops {
            match op {
                Op::Place(s, i) => { let _ = e.place(s, &entries[i % entries.len()]); }
                Op::RemoveTop(s) => { e.remove_top(s); }
                Op::RemoveLevel(s, l) => { e.remove_level(s, l); }
                Op::Clear(s) => { e.clear_square(s); }
                Op::Move(a, b) => { let _ = e.move_contents(a, b); }
                Op::ToMove(s) => e.set_to_move(s),
                Op::Undo => { e.undo(); }
                Op::Redo => { e.redo(); }
                Op::ClearAll => e.clear(),
                Op::Start => e.reset_to_start(),
            }
            let again = Editor::from_text(c, &e.text()).unwrap();
            prop_assert_eq!(again.text(), e.text());
            prop_assert_eq!(again.view(), e.view());
            let _ = e.validate();
        }
    }
}

/// A wake-up counter the analysis calls from its thread.
fn counter() -> (Arc<AtomicUsize>, impl Fn() + Send + 'static) {
    let n = Arc::new(AtomicUsize::new(0));
    let m = n.clone();
    (n, move || {
        m.fetch_add(1, Ordering::Relaxed);
    })
}

#[test]
fn the_analyser_reports_legal_best_moves_and_stops_promptly() {
    let e = Editor::from_text(&GameConfig::new("storm"), "nyftbtfyn/9/1c5c1/i1i1i1i1i/9/9/I1I1I1I1I/1C5C1/9/NYFTBTFYN r").unwrap();
    let Validation::Playable { game, .. } = e.validate() else { panic!() };
    let moves = game.moves();
    let (wakes, wake) = counter();
    let mut a = Analyser::start(game.clone(), 3, wake);
    wait_for("a first report", || a.report().is_some());
    let r = a.report().unwrap();
    assert_eq!(r.key, game.key());
    assert!(!r.finished && r.result.is_none());
    assert!(!r.lines.is_empty() && r.lines.len() <= 3);
    for l in &r.lines {
        assert_eq!(l.notation, moves[l.index].notation);
        assert_eq!(l.pv.first(), Some(&l.notation));
        assert!((0.0..=1.0).contains(&l.eval));
        assert!(l.from.is_some() && l.to.is_some(), "a Storm move goes from one square to another");
    }
    let indices: std::collections::BTreeSet<usize> = r.lines.iter().map(|l| l.index).collect();
    assert_eq!(indices.len(), r.lines.len(), "each line a different move");
    assert!(wakes.load(Ordering::Relaxed) >= 1);
    assert!(a.running(), "it goes on deepening");
    let asked = Instant::now();
    a.stop();
    assert!(asked.elapsed() < Duration::from_secs(10), "stopping took {:?}", asked.elapsed());
    assert!(!a.running());
}

#[test]
fn the_analyser_stops_by_itself_once_it_has_proved_a_mate() {
    // Na2-a6 leaves Blue's Brain no move: mate in one.
    let e = Editor::from_text(&GameConfig::new("storm"), "3b5/9/9/9/9/9/9/9/N8/4B4 r").unwrap();
    let Validation::Playable { game, .. } = e.validate() else { panic!() };
    let (_, wake) = counter();
    let a = Analyser::start(game, 3, wake);
    wait_for("the worker to end", || !a.running());
    let r = a.report().unwrap();
    assert!(r.finished, "nothing deeper can change a proved mate");
    assert_eq!(towers::ai::mate_plies(r.lines[0].score.unwrap()), Some(1), "{:?}", r.lines[0]);
}

#[test]
fn the_analyser_of_a_finished_game_reports_its_result() {
    let config = GameConfig::new("tribesmen");
    let game = games::from_position(&config, "1,Bm,1,Bl,1/Rs,1,Bs,Bm,1/1,Rlm,3/3,Bm,1/5 b").unwrap();
    let (_, wake) = counter();
    let a = Analyser::start(game, 3, wake);
    wait_for("the result", || a.report().is_some());
    let r = a.report().unwrap();
    assert!(r.finished && r.lines.is_empty());
    assert!(r.result.as_deref().unwrap().starts_with("Blue wins"), "{:?}", r.result);
    wait_for("the worker to end", || !a.running());
}

#[test]
fn dropping_the_analyser_stops_it() {
    let game = games::new_game(&GameConfig::new("litrof")).unwrap();
    let done = Arc::new((Mutex::new(false), Condvar::new()));
    let a = Analyser::start(game, 1, || {});
    let d = done.clone();
    let t = std::thread::spawn(move || {
        drop(a);
        *d.0.lock().unwrap() = true;
        d.1.notify_all();
    });
    let (lock, cv) = &*done;
    let guard = cv.wait_timeout_while(lock.lock().unwrap(), Duration::from_secs(30), |stopped| !*stopped).unwrap().0;
    assert!(*guard, "drop waited for a search that should have been cancelled");
    t.join().unwrap();
}

#[test]
fn a_game_evaluation_values_every_position_for_the_first_seat() {
    let config = GameConfig::new("storm");
    let mut h = towers::record::History::new(&config).unwrap();
    for m in ["Ie4-e5", "Ie7-e6", "Cb3xb10"] {
        h.play_text(m).unwrap();
    }
    let (wakes, wake) = counter();
    let g = GameEvaluation::of_history(&h, Duration::from_millis(30), wake);
    assert_eq!(g.progress().1, 4);
    wait_for("every position", || g.finished());
    let v = g.values();
    assert_eq!(v.len(), 4);
    assert!(v.iter().all(|x| x.is_some_and(|x| (0.0..=1.0).contains(&x))), "{v:?}");
    assert_eq!(wakes.load(Ordering::Relaxed), 5, "a wake after each position, and one as the work ends");
    assert!(g.swings(3).iter().all(|s| s.ply >= 1 && s.ply < 4 && s.drop > 0.0));
    let (low, high) = g.depth_range().expect("every position was searched");
    assert!(low >= 1 && low <= high, "depth {low}..{high}");
    // A finished game ends on its result.
    let over = games::from_position(&GameConfig::new("tribesmen"), "1,Bm,1,Bl,1/Rs,1,Bs,Bm,1/1,Rlm,3/3,Bm,1/5 b").unwrap();
    let g = GameEvaluation::start(vec![over], Duration::from_millis(30), || {});
    wait_for("the result", || g.finished());
    assert_eq!(g.values(), [Some(0.0)], "Blue won: nothing for Red, the first seat");
    assert_eq!(g.depth_range(), None, "nothing was searched");
}

#[test]
fn evaluate_game_prints_one_value_per_position_of_a_saved_game() {
    let mut h = towers::record::History::new(&GameConfig::new("storm")).unwrap();
    for m in ["Ie4-e5", "Ie7-e6", "Cb3xb10"] {
        h.play_text(m).unwrap();
    }
    let dir = std::env::temp_dir().join(format!("towers-evaluate-game-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.ron");
    std::fs::write(&file, towers::record::SaveFile::from_history(&h, &[]).to_ron()).unwrap();
    let out =
        std::process::Command::new(env!("CARGO_BIN_EXE_towers")).args(["evaluate-game"]).arg(&file).args(["--seconds", "0.02"]).output().unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    let rows: Vec<&str> = text.lines().filter(|l| l.trim_end().ends_with('%') && !l.starts_with("biggest")).collect();
    assert_eq!(rows.len(), 4, "{text}");
    assert!(rows[0].contains("start") && rows[3].contains("2. Cb3xb10"), "{text}");
    assert!(text.starts_with("storm (standard): expected result for Red"), "{text}");
    let bad = std::process::Command::new(env!("CARGO_BIN_EXE_towers")).args(["evaluate-game", "/nonexistent/x.ron"]).output().unwrap();
    assert_eq!(bad.status.code(), Some(2));
    let err = String::from_utf8(bad.stderr).unwrap();
    assert!(err.starts_with("towers: ") && err.lines().count() == 1, "{err}");
}

#[test]
fn the_editor_and_the_analysis_can_live_in_the_apps_resources() {
    fn shared<T: Send + Sync + 'static>() {}
    shared::<Editor>();
    shared::<Analyser>();
    shared::<GameEvaluation>();
    shared::<Validation>();
}
