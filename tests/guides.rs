//! `towers guide` as a terminal user runs it: every game's guide prints whole, one lesson can
//! be picked and stepped through, and mistakes get one line on stderr with exit code 2.

use std::process::Command;

fn towers(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_towers")).args(args).output().unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn every_game_prints_its_whole_guide() {
    for game in towers::games::all().iter().map(|g| g.id) {
        let guide = towers::guide::guide(game).unwrap();
        let (code, out, err) = towers(&["guide", game]);
        assert_eq!(code, Some(0), "{game}: {err}");
        assert!(out.starts_with("GOAL\n"), "{game}");
        for (n, chapter, lesson) in guide.lessons() {
            assert!(out.contains(&chapter.title.to_uppercase()), "{game}: chapter {}", chapter.title);
            assert!(out.contains(&format!("\n{n}. {}\n", lesson.title)), "{game}: lesson {n}");
            assert!(out.contains(&format!("position: {}", lesson.position)), "{game}: lesson {n}");
        }
        // Every scripted step's move is printed, as the engine writes it.
        let steps = guide.lessons().flat_map(|(_, _, l)| &l.steps).count();
        assert!(steps > 0 && out.matches("\n  ").count() >= steps, "{game}");
    }
}

#[test]
fn one_lesson_is_printed_with_a_board_after_each_step() {
    let guide = towers::guide::guide("litrof").unwrap();
    let (n, _, lesson) = guide.lessons().find(|(_, _, l)| l.title == "A Vampire's theft").unwrap();
    let (code, out, err) = towers(&["guide", "litrof", "--lesson", &n.to_string(), "--steps"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(!out.contains("GOAL") && out.contains(&format!("{n}. A Vampire's theft")));
    assert!(out.contains(&format!("1. {}", lesson.steps[0].play)), "{out}");
    // The board before the step and the one after it.
    assert_eq!(out.matches("Red (r) v Purple (p)").count(), 2, "{out}");
    let (_, plain, _) = towers(&["guide", "litrof", "--lesson", &n.to_string()]);
    assert_eq!(plain.matches("Red (r) v Purple (p)").count(), 1, "{plain}");
}

#[test]
fn a_winning_lesson_prints_its_result() {
    let (code, out, _) = towers(&["guide", "storm"]);
    assert_eq!(code, Some(0));
    assert!(out.contains("Red wins: checkmate"), "{out}");
}

#[test]
fn mistakes_get_one_line_and_exit_code_2() {
    for (args, want) in [
        (vec!["guide"], "missing game name"),
        (vec!["guide", "chess"], "unknown game 'chess'"),
        (vec!["guide", "storm", "--lesson", "0"], "--lesson must be a whole number from 1 to"),
        (vec!["guide", "storm", "--lesson", "999"], "has lessons 1 to"),
        (vec!["guide", "storm", "--depth", "3"], "unknown argument --depth"),
        (vec!["guide", "storm", "litrof"], "unexpected argument 'litrof'"),
    ] {
        let (code, out, err) = towers(&args);
        assert_eq!(code, Some(2), "{args:?}");
        assert!(out.is_empty() && err.starts_with("towers: ") && err.contains(want) && err.lines().count() == 1, "{args:?}: {err}");
    }
}

#[test]
fn help_lists_the_guide_command() {
    let (_, out, _) = towers(&["help"]);
    assert!(out.contains("towers guide <game> [--lesson N] [--steps]"));
    let (code, out, _) = towers(&["help", "guide"]);
    assert_eq!(code, Some(0));
    assert!(out.contains("--lesson N prints only lesson N"));
}
