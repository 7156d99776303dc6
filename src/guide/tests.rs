use super::check::{lesson_problems, missing_pieces, problems};
use super::*;

fn lesson(position: &str) -> Lesson {
    Lesson {
        id: "l".into(),
        title: "t".into(),
        text: "x".into(),
        variant: None,
        options: BTreeMap::new(),
        position: position.into(),
        focus: None,
        steps: Vec::new(),
        result: None,
    }
}

const STORM: &str = "5b3/9/9/9/9/4N4/9/9/9/4B4 r";

#[test]
fn every_game_has_a_guide_that_parses_and_names_its_game() {
    for game in crate::games::all() {
        let g = read(game.id).unwrap_or_else(|| panic!("no assets/guides/{}.ron", game.id)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(g.game, game.id);
        assert!(std::ptr::eq(guide(game.id).unwrap(), guide(game.id).unwrap()), "parsed once");
    }
    assert!(guide("chess").is_none());
}

#[test]
fn every_guide_passes_every_check() {
    for game in crate::games::all().iter().map(|g| g.id) {
        let p = problems(guide(game).unwrap());
        assert!(p.is_empty(), "{game}:\n  {}", p.join("\n  "));
    }
}

#[test]
fn texts_written_over_several_lines_become_one_line_per_paragraph() {
    assert_eq!(tidy("\n   One two\n   three.\n\n\n   Four.\n  "), "One two three.\n\nFour.");
    // Chinese lines meet without a space; a Latin word beside them keeps none either.
    assert_eq!(tidy("大脑走\n一步。\n\nB\n走一步"), "大脑走一步。\n\nB走一步");
    let g = parse("(game: \"storm\", chapters: [])").unwrap();
    assert!(g.goal.starts_with("Trap the enemy Brain.") && g.goal.contains(".\n\nRed moves first") && !g.goal.contains("  "), "{}", g.goal);
}

#[test]
fn a_misspelt_field_is_refused() {
    let e = parse("(game: \"storm\", chapters: [], extra: 1)").unwrap_err().to_string();
    assert!(e.contains("extra"), "{e}");
}

/// The words live in the catalogue: a text written in the RON file is an error, not a second
/// source of words.
#[test]
fn words_in_the_data_file_are_refused() {
    for field in ["goal: \"a\"", "chapters: [(id: \"board\", title: \"The board\")]"] {
        let e = parse(&format!("(game: \"storm\", {field})")).unwrap_err().to_string();
        assert!(e.contains("goal") || e.contains("title"), "{e}");
    }
}

#[test]
fn keys_that_do_not_make_ids_are_reported() {
    let mut g = guide("storm").unwrap().clone();
    assert!(check::key_problems(&g).is_empty());
    g.chapters[0].lessons[0].id = "Arrows".into();
    g.chapters[0].lessons[1].id = "river".into();
    let p = check::key_problems(&g);
    assert!(p.iter().any(|p| p.contains("'Arrows' is not lower-case")), "{p:?}");
    assert!(p.iter().any(|p| p.contains("share the id guide-storm-board-river-title")), "{p:?}");
}

#[test]
fn a_lesson_without_a_variant_plays_the_default_one_with_its_options() {
    let mut l = lesson(STORM);
    l.options.insert("move-limit".into(), "off".into());
    let c = l.config("storm");
    assert_eq!((c.variant.as_str(), c.options.get("move-limit").map(String::as_str)), ("standard", Some("off")));
    assert_eq!(l.start("storm").unwrap().current().position_text(), STORM);
    l.variant = Some("korean".into());
    assert_eq!(l.config("storm").variant, "korean");
}

#[test]
fn a_sound_lesson_has_no_problem() {
    let mut l = lesson(STORM);
    l.focus = Some("e5".into());
    l.steps = vec![Step { play: "Ne5-e6".into(), say: "up".into(), expect: Some("5b3/9/9/9/4N4/9/9/9/9/4B4 b 1 - -".into()) }];
    let p = lesson_problems("storm", &l);
    assert!(p.is_empty(), "{p:?}");
}

#[test]
fn a_wrong_expected_position_is_reported() {
    let mut l = lesson(STORM);
    l.steps = vec![Step { play: "Ne5-e6".into(), say: "up".into(), expect: Some(STORM.into()) }];
    let p = lesson_problems("storm", &l);
    assert!(p.len() == 1 && p[0].contains("not the expected"), "{p:?}");
}

#[test]
fn an_illegal_step_and_a_script_without_an_expected_position_are_reported() {
    let mut l = lesson(STORM);
    l.steps = vec![Step { play: "Ne5-e6".into(), say: "up".into(), expect: None }];
    assert!(lesson_problems("storm", &l).iter().any(|p| p.contains("at least one step")));
    l.steps[0].play = "Ne5-f7".into();
    assert!(lesson_problems("storm", &l).iter().any(|p| p.contains("cannot be played")));
}

#[test]
fn a_focus_must_be_a_piece_of_the_side_to_move_that_can_move() {
    let problem = |f: &str| {
        let mut l = lesson(STORM);
        l.focus = Some(f.into());
        lesson_problems("storm", &l)
    };
    assert!(problem("e5").is_empty());
    assert!(problem("e6")[0].contains("is empty"));
    assert!(problem("f10")[0].contains("not a piece of the side to move"));
    assert!(problem("z9")[0].contains("not a square"));
    // A Brain boxed in by its own tower's walls and pieces has no move.
    let mut l = lesson("5b3/9/9/9/9/9/9/9/4I4/3TBT3 r");
    l.focus = Some("e1".into());
    assert!(lesson_problems("storm", &l).iter().any(|p| p.contains("no legal move starts")), "{:?}", lesson_problems("storm", &l));
}

#[test]
fn a_result_is_checked_against_the_end_of_the_steps() {
    let mut l = lesson(STORM);
    l.steps = vec![Step { play: "Ne5-e6".into(), say: "up".into(), expect: Some("5b3/9/9/9/4N4/9/9/9/9/4B4 b 1 - -".into()) }];
    l.result = Some("Red wins: checkmate".into());
    assert!(lesson_problems("storm", &l).iter().any(|p| p.contains("do not end the game")));
}

#[test]
fn a_position_over_or_not_canonical_is_reported() {
    assert!(lesson_problems("storm", &lesson("5b3/9/9/9/9/4N4/9/9/9/4B4  r"))[0].contains("position"));
    let p = lesson_problems("tribesmen", &lesson("1,Bm,1,Bl,1/Rs,1,Bs,Bm,1/1,Rlm,3/3,Bm,1/5 b"));
    assert!(p.iter().any(|p| p.contains("already over")), "{p:?}");
}

#[test]
fn a_piece_chapter_without_a_lesson_for_a_piece_misses_it() {
    let mut g = guide("storm").unwrap().clone();
    assert!(missing_pieces(&g).is_empty());
    let pieces = g.chapters.iter_mut().find(|c| c.title == "The pieces").unwrap();
    pieces.lessons.retain(|l| !l.title.contains("Yahoo"));
    assert_eq!(missing_pieces(&g).into_iter().collect::<Vec<_>>(), ["Yahoo"]);
    assert!(problems(&g).iter().any(|p| p.contains("no lesson for Yahoo")));
}

#[test]
fn the_text_of_a_guide_draws_each_lesson_and_lists_the_focus_moves() {
    let g = guide("storm").unwrap();
    let all = text::render(g, text::Print::default()).unwrap();
    assert!(all.starts_with("GOAL"));
    for (n, _, l) in g.lessons() {
        assert!(all.contains(&format!("{n}. {}", l.title)));
    }
    let one = text::render(g, text::Print { lesson: Some(1), steps: false }).unwrap();
    assert!(!one.contains("GOAL") && one.contains("position: "));
    let n = g.lessons().count();
    assert!(text::render(g, text::Print { lesson: Some(n + 1), steps: false }).unwrap_err().to_string().contains(&format!("lessons 1 to {n}")));
}

#[test]
fn the_pieces_a_guide_must_cover_come_from_the_start_position() {
    let required = |game: &str| {
        let start = crate::games::new_game(&crate::core::GameConfig::new(game)).unwrap();
        check::kinds_on(&start.view()).into_iter().collect::<Vec<_>>()
    };
    assert_eq!(required("storm"), ["Brain", "Clodhopper", "Fuddy-Duddy", "Ninny", "Numskull", "Toady", "Yahoo"]);
    assert_eq!(required("three-elephant"), ["Elephant", "Knight", "Spearman", "Stone", "War Tower"]);
    assert_eq!(required("tribesmen"), ["Large pyramid", "Medium pyramid", "Small pyramid"]);
    let litrof = required("litrof");
    assert_eq!(litrof.len(), 13, "{litrof:?}");
    for colour in crate::core::IcehouseColour::SPECTRAL {
        assert!(litrof.contains(&format!("{} power", colour.name())) && litrof.contains(&format!("{} movement", colour.name())));
    }
    assert!(litrof.contains(&"Pawn".to_string()));
}

#[test]
fn every_effect_the_guides_promise_has_a_scripted_lesson() {
    let promised = [
        ("storm", &["A Clodhopper's jump", "A Ninny's charge across the river", "Checkmate"][..]),
        (
            "litrof",
            &[
                "A Leaper's double capture",
                "A Trapper's custodian capture",
                "A Diplomat's de-capping",
                "A Vampire's theft",
                "The Icebox freeze",
                "Through the chamber",
                "Winning",
            ],
        ),
        ("tribesmen", &["A trip", "Death by lost sight", "A push into blindness", "Winning", "A stack"]),
        ("three-elephant", &["A War Tower's fall", "A Spearman's turn", "Winning"]),
    ];
    for (game, titles) in promised {
        let g = guide(game).unwrap();
        for title in titles {
            let found = g.lessons().find(|(_, _, l)| l.title == *title);
            assert!(found.is_some_and(|(_, _, l)| !l.steps.is_empty()), "{game}: no scripted lesson '{title}'");
        }
    }
}

#[test]
fn a_lesson_can_be_replayed_up_to_any_step() {
    let g = guide("storm").unwrap();
    let (_, _, charge) = g.lessons().find(|(_, _, l)| l.title.contains("charge")).unwrap();
    assert_eq!(charge.after("storm", 0).unwrap().current().position_text(), charge.position);
    let h = charge.after("storm", 3).unwrap();
    assert_eq!((h.ply(), h.current().position_text()), (3, charge.steps[2].expect.clone().unwrap()));
    assert_eq!(charge.after("storm", 99).unwrap().ply(), 3);
    let mut broken = charge.clone();
    broken.steps[1].play = "Bf10-f8".into();
    assert!(broken.after("storm", 3).unwrap_err().to_string().starts_with("step 2 'Bf10-f8': "));
}

#[test]
fn the_targets_of_a_focus_are_the_moves_that_start_there() {
    let h = lesson(STORM).start("storm").unwrap();
    let targets = text::targets(h.current(), "e1");
    assert_eq!(targets, ["e2", "d1"]);
    let spear = lesson("4e4/9/9/9/4S4/9/9/9/E8 w").start("three-elephant").unwrap();
    assert_eq!(text::targets(spear.current(), "e5"), ["[Spear ahead-left]", "[Spear ahead-right]", "e6"]);
    assert!(text::targets(h.current(), "a1").is_empty() && text::targets(h.current(), "zz").is_empty());
}

/// Every guide's words in `lang`.
fn guides_in(lang: crate::i18n::Lang) -> Vec<&'static Guide> {
    let _speaking = crate::i18n::Speaking::new(lang);
    crate::games::all().iter().map(|g| guide(g.id).unwrap()).collect()
}

#[test]
fn every_word_of_every_guide_is_a_message_of_every_language() {
    use crate::i18n::{Lang, catalogue};
    let ids: Vec<String> = guides_in(Lang::English).iter().flat_map(|g| g.message_ids()).collect();
    assert!(ids.len() > 100, "only {} guide messages", ids.len());
    for lang in Lang::ALL {
        let missing: Vec<_> = ids.iter().filter(|id| !catalogue().has(lang, id)).collect();
        assert!(missing.is_empty(), "{}: no message for {missing:?}", lang.tag());
    }
}

/// A message `guide-<game>-…` that no guide asks for is a lesson removed or renamed. Other
/// `guide-` messages (the app's guide window) are named in the code, as every message is.
#[test]
fn every_guide_message_fills_a_field() {
    use crate::i18n::{Lang, message_ids};
    let used: std::collections::BTreeSet<String> = guides_in(Lang::English).iter().flat_map(|g| g.message_ids()).collect();
    let games: Vec<String> = crate::games::all().iter().map(|g| format!("guide-{}-", g.id)).collect();
    let mut code = String::new();
    let mut dirs = vec![std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = dirs.pop() {
        for e in std::fs::read_dir(dir).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                code.push_str(&std::fs::read_to_string(&p).unwrap());
            }
        }
    }
    let mut unused = Vec::new();
    for id in message_ids(Lang::English).into_keys().filter(|id| id.starts_with("guide-")) {
        let a_guides = games.iter().any(|g| id.starts_with(g));
        if a_guides && !used.contains(&id) || !a_guides && !code.contains(&format!("\"{id}\"")) {
            unused.push(id);
        }
    }
    assert!(unused.is_empty(), "guide messages nothing uses (remove them): {unused:?}");
}

/// The words of every guide, in order, as the snapshot `src/guide/snapshots/guides-en.txt`
/// lists them.
fn words_dump(guides: &[&Guide]) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    for g in guides {
        let _ = writeln!(out, "== {}\ngoal: {:?}", g.game, g.goal);
        for c in &g.chapters {
            let _ = writeln!(out, "chapter: {:?}\n  text: {:?}", c.title, c.text);
            for l in &c.lessons {
                let _ = writeln!(out, "  lesson: {:?}\n    text: {:?}", l.title, l.text);
                for s in &l.steps {
                    let _ = writeln!(out, "    step: {:?}", s.say);
                }
            }
        }
    }
    out
}

/// The snapshot was taken when the words were still in the RON files. A deliberate change of
/// the English words rewrites it: run this test with `TOWERS_BLESS=1`, and read the diff.
#[test]
fn in_english_the_guides_say_what_they_said() {
    let now = words_dump(&guides_in(crate::i18n::Lang::English));
    if std::env::var_os("TOWERS_BLESS").is_some() {
        std::fs::write(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/guide/snapshots/guides-en.txt"), &now).unwrap();
    }
    let before = include_str!("snapshots/guides-en.txt");
    let first = now.lines().zip(before.lines()).position(|(a, b)| a != b);
    assert!(now == before, "the English guides changed, first at line {}: {:?}", first.map_or(0, |n| n + 1), first.map(|n| now.lines().nth(n)));
}

/// A translation has every word, and its lessons are the English ones: the same keys,
/// positions, moves and results, which stay canonical.
#[test]
fn every_language_teaches_the_same_lessons() {
    use crate::i18n::Lang;
    let english = guides_in(Lang::English);
    for lang in &Lang::ALL[1..] {
        for (theirs, ours) in guides_in(*lang).into_iter().zip(&english) {
            let what = format!("{} {}", lang.tag(), ours.game);
            let mut plain = theirs.clone();
            plain.goal = ours.goal.clone();
            for (c, e) in plain.chapters.iter_mut().zip(&ours.chapters) {
                assert!(!c.title.trim().is_empty() && !c.text.trim().is_empty(), "{what}: chapter {}", c.id);
                (c.title, c.text) = (e.title.clone(), e.text.clone());
                for (l, e) in c.lessons.iter_mut().zip(&e.lessons) {
                    assert!(!l.title.trim().is_empty() && !l.text.trim().is_empty(), "{what}: lesson {}", l.id);
                    assert!(l.steps.iter().all(|s| !s.say.trim().is_empty()), "{what}: lesson {}", l.id);
                    (l.title, l.text) = (e.title.clone(), e.text.clone());
                    for (s, e) in l.steps.iter_mut().zip(&e.steps) {
                        s.say = e.say.clone();
                    }
                }
            }
            assert!(!theirs.goal.trim().is_empty(), "{what}: goal");
            assert_eq!(&plain, *ours, "{what}");
            assert!(!std::ptr::eq(theirs, *ours), "{what}: one guide for two languages");
        }
    }
}
