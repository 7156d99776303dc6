//! The computer's commands as a shell runs them: timed and fixed matches, thread counts, the
//! search bench and calibration, and their refusals.

mod cli_support;
use cli_support::{refused, towers};

fn ran(args: &[&str]) -> String {
    let (code, out, err) = towers(args);
    assert_eq!(code, Some(0), "{args:?}: {err}");
    out
}

#[test]
fn a_bad_time_factor_or_thread_count_is_refused_in_one_line() {
    for bad in ["0", "-1", "abc", "inf", "NaN", "1001", ""] {
        let e = refused(&["match", "--game", "storm", "--a", "easy", "--b", "random", "--time-factor", bad]);
        assert!(e.contains("--time-factor must be a number above 0 and at most 1000"), "{bad}: {e}");
    }
    for bad in ["0", "-2", "many", "1025"] {
        let e = refused(&["match", "--game", "storm", "--a", "easy", "--b", "random", "--threads", bad]);
        assert!(e.contains("--threads must be a whole number from 1 to 1024"), "{bad}: {e}");
        refused(&["analyse", "storm", "--threads", bad]);
    }
    let e = refused(&["match", "--game", "storm", "--a", "easy", "--b", "random", "--fixed", "--time-factor", "0.5"]);
    assert!(e.contains("--fixed plays by node bounds"), "{e}");
    refused(&["bench", "--game", "storm", "--threads", "1,0"]);
    let e = refused(&["match", "--game", "storm", "--a", "0.001s", "--b", "random"]);
    assert!(e.contains("--a: a custom level's time a move"), "{e}");
    let e = refused(&["calibrate", "storm", "--level", "random"]);
    assert!(e.contains("does not search"), "{e}");
    refused(&["calibrate", "storm", "--nodes", "100", "--time-factor", "0.1"]);
}

#[test]
fn a_timed_match_says_its_clock_and_plays_custom_times() {
    let out = ran(&[
        "match",
        "--game",
        "storm",
        "--a",
        "0.02s",
        "--b",
        "random",
        "--games",
        "2",
        "--max-plies",
        "24",
        "--time-factor",
        "0.5",
        "--threads",
        "2",
    ]);
    assert!(out.contains("A = 0.02s (alpha-beta) vs B = random (random)"), "{out}");
    assert!(out.contains("clock: time factor 0.5, 2 threads"), "{out}");
}

#[test]
fn a_player_may_have_threads_of_its_own_but_not_with_a_node_bound() {
    let e = refused(&["match", "--game", "storm", "--a", "easy/t0", "--b", "random"]);
    assert!(e.contains("--a: the thread count must be a whole number from 1 to 1024"), "{e}");
    let e = refused(&["match", "--game", "storm", "--a", "easy", "--b", "hard@500/t2"]);
    assert!(e.contains("--b: a node bound plays on one thread"), "{e}");
    let e = refused(&["match", "--game", "storm", "--a", "easy/t2", "--b", "random", "--fixed"]);
    assert!(e.contains("--fixed plays on one thread: 'easy/t2' asks for more"), "{e}");
    let e = refused(&["match", "--game", "storm", "--a", "easy/tx", "--b", "random"]);
    assert!(e.contains("unknown modifier '/tx'"), "{e}");
    let out = ran(&["match", "--game", "storm", "--a", "0.02s/t2", "--b", "0.02s", "--games", "2", "--max-plies", "12", "--threads", "1"]);
    assert!(out.contains("A = 0.02s/t2 (alpha-beta) vs B = 0.02s (alpha-beta)"), "{out}");
}

#[test]
fn a_player_may_have_a_depth_and_noise_of_its_own() {
    let e = refused(&["match", "--game", "storm", "--a", "easy/depth0", "--b", "random"]);
    assert!(e.contains("--a: the depth must be a whole number from 1 to 64"), "{e}");
    let e = refused(&["match", "--game", "storm", "--a", "easy", "--b", "medium/noise-5"]);
    assert!(e.contains("unknown modifier '/noise-5'"), "{e}");
    // Three Elephant's Medium errs by root noise; without it the same seeds play other games.
    let games = |a: &str| {
        let out = ran(&["match", "--game", "three-elephant", "--a", a, "--b", "easy", "--games", "2", "--max-plies", "12", "--fixed", "--verbose"]);
        assert!(out.contains(&format!("A = {a} (alpha-beta) vs B = easy (alpha-beta)")), "{out}");
        out.lines().filter(|l| l.contains("final position")).map(str::to_string).collect::<Vec<_>>()
    };
    assert_ne!(games("medium"), games("medium/noise0"));
    assert_eq!(games("medium/noise0"), games("medium/noise0"));
}

#[test]
fn a_fixed_match_replays_the_same_games() {
    let args = ["match", "--game", "litrof", "--a", "easy", "--b", "medium", "--games", "2", "--max-plies", "20", "--fixed", "--verbose"];
    let results = |out: &str| out.lines().filter(|l| l.starts_with("game ") || l.starts_with("A won")).map(str::to_string).collect::<Vec<_>>();
    let (a, b) = (ran(&args), ran(&args));
    assert!(a.contains("clock: node bounds, 1 thread"), "{a}");
    assert_eq!(results(&a), results(&b));
    assert_eq!(results(&a).len(), 3, "{a}");
}

#[test]
fn a_four_player_match_is_scored_by_ranking_points() {
    // Medium against Random: small node bounds, so the games are quick and end with seats out.
    let args = [
        "match",
        "--game",
        "tribesmen",
        "--variant",
        "four-player",
        "--a",
        "medium@300",
        "--b",
        "random",
        "--games",
        "4",
        "--seed",
        "3",
        "--verbose",
    ];
    let out = ran(&args);
    let games: Vec<&str> = out.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 4, "{out}");
    // Each game lists every seat's points (they add up to 0+1+2+3) and A's share of them.
    let mut scores = Vec::new();
    for line in &games {
        let (_, ranking) = line.split_once("ranking points ").unwrap_or_else(|| panic!("{line}"));
        let (points, share) = ranking.split_once(" (A ").unwrap();
        let seats: Vec<(char, f64)> = points.split(' ').map(|p| (p.chars().next().unwrap(), p[1..].parse().unwrap())).collect();
        assert_eq!(seats.len(), 4, "{line}");
        assert_eq!(seats.iter().map(|s| s.1).sum::<f64>(), 6.0, "{line}");
        let a: f64 = seats.iter().filter(|s| s.0 == 'A').map(|s| s.1 / 3.0).sum::<f64>() / 2.0;
        let share: f64 = share.trim_end_matches("%)").parse().unwrap();
        assert!((share - 100.0 * a).abs() < 0.06, "{line}");
        scores.push(a);
    }
    // The summary's score is the mean of the games' scores, and its W-D-L counts them.
    let mean = 100.0 * scores.iter().sum::<f64>() / 4.0;
    let wins = scores.iter().filter(|&&s| s > 0.5).count();
    let head = format!(
        "A won {wins}, drew {}, lost {} by ranking points (score {mean:.1}%); Elo ",
        scores.iter().filter(|&&s| s == 0.5).count(),
        scores.iter().filter(|&&s| s < 0.5).count()
    );
    assert!(out.contains(&head), "{head}\n{out}");
    assert!(out.contains("ranking points (3 = last standing, 0 = first out, shared places split):"), "{out}");
    assert!(out.contains("  A's seats: ") && out.contains("  B's seats: ") && out.contains("last standing: A "), "{out}");
    // Medium outlasts random play.
    assert!(mean > 60.0, "{out}");
}

#[test]
fn a_two_player_match_keeps_its_wins_draws_and_losses() {
    let out = ran(&["match", "--game", "tribesmen", "--a", "easy@100", "--b", "random", "--games", "2", "--max-plies", "40"]);
    assert!(out.contains("A won ") && out.contains(" (score ") && !out.contains("ranking points"), "{out}");
}

#[test]
fn the_bench_reports_search_speed_for_each_thread_count() {
    let out = ran(&["bench", "--game", "storm", "--seconds", "0.2", "--threads", "1,2"]);
    assert!(out.contains("search nodes/s on 1 thread (alpha-beta, depth"), "{out}");
    assert!(out.contains("search nodes/s on 2 threads (alpha-beta, depth"), "{out}");
}

#[test]
fn analyse_runs_on_the_threads_it_is_given() {
    let out = ran(&["analyse", "storm", "--seconds", "0.3", "--lines", "1", "--threads", "2"]);
    assert!(out.contains("expected result") && out.contains("best line:"), "{out}");
}

#[test]
fn calibrate_prints_the_fitted_scale_and_ten_buckets() {
    let out = ran(&["calibrate", "storm", "--games", "2", "--nodes", "400", "--max-plies", "30"]);
    assert!(out.contains("calibrate storm: 2 games, 400 nodes a move, 1 thread"), "{out}");
    assert!(out.contains("scale in use") && out.contains("fitted"), "{out}");
    let rows = out.lines().filter(|l| l.trim_start().chars().next().is_some_and(|c| c.is_ascii_digit()) && l.contains('%')).count();
    assert_eq!(rows, 10, "{out}");
    assert!(out.contains("first searched move of each game: reads"), "{out}");
    let seats: Vec<&str> = out.lines().filter(|l| l.contains(" to move: ") && l.contains("positions read")).collect();
    assert_eq!(seats.len(), 2, "a line for each seat: {out}");
    assert!(seats[0].starts_with("Red to move") && seats[1].starts_with("Blue to move"), "{out}");
}
