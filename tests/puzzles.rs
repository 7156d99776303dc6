//! The replay test of the shipped puzzles: every puzzle's position reads, its solution is legal,
//! its first move is still the only winning one by the fixed-budget search that found it (the
//! collection's scan budget and seed), and its themes are still what its moves do. A change to a game's rules or to the search that
//! breaks a puzzle fails here, naming it; the collection is then made again
//! (`towers puzzles generate`, docs/puzzles.md).

use towers::puzzles::{self, generate};

#[test]
fn every_shipped_puzzle_still_holds() {
    let collections = puzzles::collections();
    let mut jobs = Vec::new();
    for (file, collection) in &collections {
        assert!(collection.made_by.starts_with("towers puzzles generate "), "{file}: {}", collection.made_by);
        jobs.extend(collection.puzzles.iter().map(|puzzle| (collection, puzzle)));
    }
    // Each puzzle's search has a fixed node budget on one thread, so the verdicts do not depend
    // on how the puzzles are shared among threads; sharing them only shortens the wait.
    let threads = std::thread::available_parallelism().map_or(1, usize::from);
    let failures: Vec<String> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|k| {
                let jobs = &jobs;
                scope.spawn(move || {
                    jobs.iter().skip(k).step_by(threads).flat_map(|(collection, puzzle)| failures_of(collection, puzzle)).collect::<Vec<_>>()
                })
            })
            .collect();
        workers.into_iter().flat_map(|worker| worker.join().expect("a replay thread")).collect()
    });
    assert!(failures.is_empty(), "{} of {} puzzles fail:\n{}", failures.len(), jobs.len(), failures.join("\n"));
}

/// What is wrong with one shipped puzzle now, if anything.
fn failures_of(collection: &puzzles::Collection, puzzle: &puzzles::Puzzle) -> Vec<String> {
    let start = match puzzle.start() {
        Ok(start) => start,
        Err(e) => return vec![format!("{}: the position does not read: {e}", puzzle.id)],
    };
    let mut failures = Vec::new();
    if let Err(e) = generate::check(start.as_ref(), &puzzle.solution, collection.scan_nodes, collection.seed) {
        failures.push(format!("{}: {e}", puzzle.id));
    }
    let themes = puzzles::themes::of(start.as_ref(), &puzzle.solution, puzzle.goal);
    if themes != puzzle.themes {
        failures.push(format!("{}: the moves now read as {themes:?}", puzzle.id));
    }
    failures
}

#[test]
fn list_and_show_print_what_scripts_read() {
    let bin = env!("CARGO_BIN_EXE_towers");
    let run = |args: &[&str]| {
        let out = std::process::Command::new(bin).args(args).output().unwrap();
        assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).unwrap()
    };
    for game in ["storm", "litrof", "tribesmen", "three-elephant"] {
        let listed = run(&["puzzles", "list", game]);
        for line in listed.lines() {
            let id = line.split_whitespace().next().unwrap();
            assert!(id.starts_with(game), "{line}");
        }
        let Some(first) = listed.lines().next() else { continue };
        let id = first.split_whitespace().next().unwrap();
        let shown = run(&["puzzles", "show", id]);
        let field = |name: &str| shown.lines().find_map(|l| l.strip_prefix(name)).unwrap_or_else(|| panic!("no {name} in {shown}")).to_string();
        let puzzle = puzzles::find(id).unwrap();
        assert_eq!(field("position: "), puzzle.position);
        assert_eq!(towers::core::notation::split_moves(&field("solution: ")), puzzle.solution);
        // The solution, typed, solves it.
        let mut solve = std::process::Command::new(bin)
            .args(["puzzles", "solve", id])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let typed: String = puzzle.solution.iter().step_by(2).map(|m| format!("{m}\n")).collect();
        use std::io::Write;
        solve.stdin.take().unwrap().write_all(typed.as_bytes()).unwrap();
        let out = solve.wait_with_output().unwrap();
        assert!(String::from_utf8_lossy(&out.stdout).trim_end().ends_with("solved"), "{id}");
    }
    let korean = run(&["puzzles", "list", "storm/korean"]);
    assert!(korean.lines().count() >= 300 && korean.lines().all(|l| l.starts_with("storm-korean-")), "a variant's puzzles alone");
    assert!(run(&["puzzles", "list", "storm"]).contains("storm-korean-0001"), "a game's list has its variants' puzzles");
    let four = run(&["puzzles", "list", "tribesmen/four-player"]);
    assert!(four.lines().count() >= 300 && four.lines().all(|l| l.starts_with("tribesmen-four-player-")), "four players: {four}");
    for wrong in [&["puzzles", "show", "storm-99999"][..], &["puzzles", "list", "chess"], &["puzzles", "list", "storm/nosuch"]] {
        let refused = std::process::Command::new(bin).args(wrong).output().unwrap();
        assert!(!refused.status.success(), "{wrong:?}");
        assert_eq!(String::from_utf8_lossy(&refused.stderr).lines().count(), 1, "{wrong:?}: one clear line");
    }
}
