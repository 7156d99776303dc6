//! `towers tournament` with real processes: fake protocol engines (this test binary itself,
//! run again as one of the `fake_engine_*` tests below with TOWERS_FAKE_ENGINE set: a tiny
//! engine speaking the line protocol of `towers engine`, playing random legal moves or
//! misbehaving on purpose), and the analyse adapter driving the towers binary of this build.
//! Every run is bounded by game and ply counts; nothing asserts on timing.

use std::io::{BufRead, Write};
use std::process::Command;
use towers::ai::Rng;
use towers::ai::sprt::{Sprt, Verdict};
use towers::core::GameConfig;
use towers::games;
use towers::session::DynGame;

const FAKE: &str = "TOWERS_FAKE_ENGINE";

/// The fake engine: answers the protocol on stdin/stdout. `mode` says how it misbehaves
/// when asked for a move: "random" never does; "illegal" answers a move that is not one;
/// "crash" exits with status 3; "hang" never answers; "error" answers an `error` line.
fn fake_engine(mode: &str) {
    if std::env::var_os(FAKE).is_none() {
        return;
    }
    let mut out = std::io::stdout();
    let mut config = GameConfig::new("tribesmen");
    let mut game: Option<Box<dyn DynGame>> = None;
    let mut rng = Rng::new(u64::from(std::process::id()));
    for line in std::io::stdin().lock().lines() {
        let line = line.unwrap();
        let line = line.trim();
        let (cmd, rest) = line.split_once(' ').unwrap_or((line, ""));
        match cmd {
            "protocol" => writeln!(out, "id name fake-{mode}\nid games storm litrof tribesmen three-elephant\nprotocolok").unwrap(),
            "game" => {
                let mut words = rest.split_whitespace();
                config = GameConfig::new(words.next().unwrap());
                while let Some(w) = words.next() {
                    match (w, words.next()) {
                        ("variant", Some(v)) => config.variant = v.to_string(),
                        ("option", Some(o)) => {
                            let (k, v) = o.split_once('=').unwrap();
                            config.options.insert(k.into(), v.into());
                        }
                        _ => writeln!(out, "error bad game line").unwrap(),
                    }
                }
            }
            "isready" => writeln!(out, "readyok").unwrap(),
            "position" => {
                let (text, moves) = rest.split_once(" moves ").unwrap_or((rest, ""));
                let mut g = if text == "startpos" { games::new_game(&config).unwrap() } else { games::from_position(&config, text).unwrap() };
                towers::core::notation::play_list(moves, |m| g.play_text(m)).unwrap();
                game = Some(g);
            }
            "go" => {
                let g = game.as_ref().unwrap();
                writeln!(out, "info thinking").unwrap();
                match mode {
                    "random" => {
                        let moves = g.moves();
                        if moves.is_empty() {
                            writeln!(out, "bestmove (none)").unwrap();
                        } else {
                            writeln!(out, "bestmove {}", moves[rng.below(moves.len())].notation).unwrap();
                        }
                    }
                    "illegal" => writeln!(out, "bestmove z9-z10").unwrap(),
                    "crash" => {
                        eprintln!("fake engine: crashing on purpose");
                        std::process::exit(3);
                    }
                    "hang" => std::thread::sleep(std::time::Duration::from_secs(600)),
                    _ => writeln!(out, "error go refused on purpose").unwrap(),
                }
            }
            "quit" => std::process::exit(0),
            _ => writeln!(out, "error unknown command").unwrap(),
        }
        out.flush().unwrap();
    }
    std::process::exit(0);
}

#[test]
fn fake_engine_random() {
    fake_engine("random");
}
#[test]
fn fake_engine_illegal() {
    fake_engine("illegal");
}
#[test]
fn fake_engine_crash() {
    fake_engine("crash");
}
#[test]
fn fake_engine_hang() {
    fake_engine("hang");
}
#[test]
fn fake_engine_error() {
    fake_engine("error");
}

/// `--engine NAME=…` for a fake engine of this mode.
fn fake(name: &str, mode: &str) -> String {
    let exe = std::env::current_exe().unwrap();
    format!("{name}='{}' --exact fake_engine_{mode} --nocapture --test-threads=1 -q", exe.display())
}

fn tournament(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_towers")).arg("tournament").args(args).env(FAKE, "1").output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

fn temp_dir(tag: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("towers-tournament-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

/// The final "A vs B: A won W, drew D, lost L …" line's numbers.
fn wdl(out: &str, pair: &str) -> (u64, u64, u64) {
    let line = out.lines().find(|l| l.starts_with(pair)).unwrap_or_else(|| panic!("no '{pair}' line in\n{out}"));
    let num = |after: &str| -> u64 {
        let at = line.find(after).unwrap() + after.len();
        line[at..].split(|c: char| !c.is_ascii_digit()).next().unwrap().parse().unwrap()
    };
    (num(" won "), num(" drew "), num(" lost "))
}

#[test]
fn two_random_engines_play_every_game_with_seats_rotating() {
    let dir = temp_dir("random");
    let (a, b) = (fake("A", "random"), fake("B", "random"));
    let (code, out, err) = tournament(&[
        "tribesmen",
        "--engine",
        &a,
        "--engine",
        &b,
        "--movetime",
        "50",
        "--games",
        "6",
        "--max-plies",
        "150",
        "--concurrency",
        "2",
        "--out",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{out}\n{err}");
    assert!(!out.contains("forfeit "), "{out}");
    let games: Vec<&str> = out.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 6, "{out}");
    // Games 1, 3, 5 seat A first; 2, 4, 6 B first: pairs of games from one opening.
    for no in 1..=6 {
        let line = games.iter().find(|l| l.contains(&format!(" #{no} "))).unwrap_or_else(|| panic!("no game {no} in\n{out}"));
        let order = if no % 2 == 1 { " A-B " } else { " B-A " };
        assert!(line.contains(order), "{line}");
    }
    let (w, d, l) = wdl(&out, "A vs B:");
    assert_eq!(w + d + l, 6, "{out}");
    // Every game saved, and each export loads back with the project's loader, names on seats.
    for no in 1..=6 {
        let text = std::fs::read_to_string(dir.join(format!("game-{no:05}.txt"))).unwrap();
        let h = towers::record::text::import(&text).unwrap_or_else(|e| panic!("game {no}: {e}\n{text}"));
        assert!(!h.moves().is_empty());
        let first = if no % 2 == 1 { "A" } else { "B" };
        assert!(text.contains(&format!("[Seat \"Red: {first}\"]")), "{text}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Each misbehaving engine loses the game it misbehaves in, with its reason on the
/// forfeit line, and the game is saved with the reason and loads back.
#[test]
fn a_bad_engine_forfeits_with_its_reason() {
    let cases = [
        ("illegal", "illegal move 'z9-z10'"),
        ("crash", "crashed (exit status: 3): fake engine: crashing on purpose"),
        ("hang", "no move within 300 ms"),
        ("error", "error: go refused on purpose"),
    ];
    for (mode, reason) in cases {
        let dir = temp_dir(mode);
        let (good, bad) = (fake("good", "random"), fake("bad", mode));
        let (code, out, err) = tournament(&[
            "tribesmen",
            "--engine",
            &good,
            "--engine",
            &bad,
            "--movetime",
            "100",
            "--margin",
            "200",
            "--games",
            "2",
            "--out",
            dir.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{out}\n{err}");
        let forfeits: Vec<&str> = out.lines().filter(|l| l.starts_with("forfeit ")).collect();
        assert_eq!(forfeits.len(), 2, "{mode}: {out}");
        for f in &forfeits {
            assert!(f.contains(" bad: ") && f.contains(reason), "{mode}: {f}");
        }
        assert_eq!(wdl(&out, "good vs bad:"), (2, 0, 0), "{mode}: {out}");
        assert!(out.contains("forfeits: good 0, bad 2"), "{out}");
        let text = std::fs::read_to_string(dir.join("game-00001.txt")).unwrap();
        let h = towers::record::text::import(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert!(h.concession().is_some(), "{text}");
        assert!(text.contains(reason), "{text}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// The analyse adapter drives a towers binary (this build's) against the fake engine.
#[test]
fn the_analyse_adapter_plays_against_a_protocol_engine() {
    let old = format!("old=analyse:{}", env!("CARGO_BIN_EXE_towers"));
    let rnd = fake("rnd", "random");
    let (code, out, err) =
        tournament(&["tribesmen", "--engine", &old, "--engine", &rnd, "--movetime", "50", "--games", "2", "--max-plies", "80", "--margin", "5000"]);
    assert_eq!(code, 0, "{out}\n{err}");
    assert!(!out.contains("forfeit "), "{out}");
    let (w, d, l) = wdl(&out, "old vs rnd:");
    assert_eq!(w + d + l, 2, "{out}");
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    let a = fake("A", "random");
    for (args, says) in [
        (vec!["tribesmen", "--engine", a.as_str(), "--movetime", "10"], "two or more"),
        (vec!["tribesmen", "--engine", a.as_str(), "--engine", a.as_str(), "--movetime", "10"], "two engines are named 'A'"),
        (vec!["tribesmen", "--engine", a.as_str(), "--engine", "B=x", "--clock", "1000+x"], "--clock"),
        (vec!["tribesmen", "--engine", a.as_str(), "--engine", "B=x"], "time control"),
        (vec!["nogame", "--engine", a.as_str(), "--engine", "B=x", "--movetime", "10"], "nogame"),
        (vec!["tribesmen", "--engine", a.as_str(), "--engine", "B=x", "--movetime", "10", "--sprt", "5,0,0.05,0.05"], "elo0"),
        (vec!["tribesmen", "--engine", a.as_str(), "--engine", "B=x", "--movetime", "10", "--openings", "/no/such/file"], "cannot read"),
        (vec!["tribesmen", "--engine", "B='x", "--engine", a.as_str(), "--movetime", "10"], "not closed"),
    ] {
        let (code, out, err) = tournament(&args);
        assert_eq!(code, 2, "{args:?}: {out}\n{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(says) && !err.contains("panicked"), "{args:?}: {err}");
    }
}

/// An engine that cannot be started forfeits every game it is in; the tournament goes on.
#[test]
fn an_engine_that_does_not_start_forfeits() {
    let a = fake("A", "random");
    let (code, out, err) = tournament(&["tribesmen", "--engine", &a, "--engine", "B=/no/such/engine", "--movetime", "10", "--games", "2"]);
    assert_eq!(code, 0, "{out}\n{err}");
    assert_eq!(out.lines().filter(|l| l.starts_with("forfeit ") && l.contains(" B: could not start")).count(), 2, "{out}");
}

/// An opening file: every line a position of the game.
#[test]
fn openings_come_from_a_file_and_a_bad_line_is_named() {
    let dir = temp_dir("openings");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("book.txt");
    std::fs::write(&file, "# one opening\nBlm,Blm,Blms,Blm,Blm/5/5/5/Rlm,Rlm,Rlms,Rlm,Rlm r\n").unwrap();
    let (a, b) = (fake("A", "random"), fake("B", "random"));
    let f = file.to_str().unwrap();
    let (code, out, err) =
        tournament(&["tribesmen", "--engine", &a, "--engine", &b, "--movetime", "20", "--games", "2", "--max-plies", "40", "--openings", f]);
    assert_eq!(code, 0, "{out}\n{err}");
    assert!(out.contains("1 openings"), "{out}");
    std::fs::write(&file, "Blm,Blm/5 r\n").unwrap();
    let (code, _, err) = tournament(&["tribesmen", "--engine", &a, "--engine", &b, "--movetime", "20", "--openings", f]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("line 1"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The LLR against values worked out by hand. 60 wins, 20 draws, 20 losses: mean score
/// x = (60 + 10) / 100 = 0.7; per-game variance v = (60·0.3² + 20·0.2² + 20·0.7²) / 100 =
/// (5.4 + 0.8 + 9.8) / 100 = 0.16; s0 = 1/2 (0 Elo), s1 = 1 / (1 + 10^(-10/400)) = 0.514387;
/// LLR = 100 · 0.014387 · (1.4 - 1.014387) / (2 · 0.16) = 1.7337. Bounds at alpha = beta =
/// 0.05: ln(0.05 / 0.95) = -2.9444 and +2.9444.
#[test]
fn sprt_llr_matches_the_hand_computed_value() {
    let t = Sprt::parse("0,10,0.05,0.05").unwrap();
    assert!((t.llr(60, 20, 20) - 1.733713).abs() < 1e-5, "{}", t.llr(60, 20, 20));
    let (low, high) = t.bounds();
    assert!((low + 2.944439).abs() < 1e-5 && (high - 2.944439).abs() < 1e-5);
    assert_eq!(t.verdict(60, 20, 20), Verdict::Continue);
    // Twice the games at the same rates: twice the LLR, past the upper bound.
    assert!((t.llr(120, 40, 40) - 2.0 * 1.733713).abs() < 1e-5);
    assert_eq!(t.verdict(120, 40, 40), Verdict::H1);
    // An even result leans to H0 (30-40-30 at 0,5: LLR = -0.017256); far more even games accept it.
    let t5 = Sprt::parse("0,5,0.05,0.05").unwrap();
    assert!((t5.llr(30, 40, 30) + 0.017256).abs() < 1e-5, "{}", t5.llr(30, 40, 30));
    assert_eq!(t.verdict(3000, 4000, 3000), Verdict::H0);
    assert_eq!(t.llr(0, 0, 0), 0.0);
    assert_eq!(t.llr(5, 0, 0), 0.0, "no spread, no evidence in this approximation");
    for bad in ["0,10,0.05", "10,0,0.05,0.05", "0,10,0.6,0.05", "a,b,c,d", "0,10,0,0.05"] {
        assert!(Sprt::parse(bad).is_err(), "{bad}");
    }
}

/// --sprt prints where the test stands at the end, with its LLR and bounds (four games of
/// two random engines decide nothing; the verdicts themselves are tested above).
#[test]
fn sprt_reports_its_verdict() {
    let (a, b) = (fake("A", "random"), fake("B", "random"));
    let (code, out, err) = tournament(&[
        "tribesmen",
        "--engine",
        &a,
        "--engine",
        &b,
        "--movetime",
        "20",
        "--games",
        "4",
        "--max-plies",
        "60",
        "--sprt",
        "0,5,0.05,0.05",
    ]);
    assert_eq!(code, 0, "{out}\n{err}");
    assert!(out.lines().any(|l| l.starts_with("sprt: ") && l.contains("LLR") && l.contains("bounds -2.94 .. 2.94")), "{out}");
}

/// Every line of every shipped book is a position of its game that is not over.
#[test]
fn every_book_line_is_a_live_position() {
    for g in games::all() {
        for v in &(g.meta)().variants {
            let mut c = GameConfig::new(g.id);
            c.variant = v.id.clone();
            let path = if v.id == "standard" { format!("openings/{}.txt", g.id) } else { format!("openings/{}-{}.txt", g.id, v.id) };
            let text = towers::core::assets::text(&path).unwrap_or_else(|| panic!("no book {path}"));
            let mut n = 0;
            for line in text.lines().filter(|l| !l.trim().is_empty()) {
                let p = games::from_position(&c, line).unwrap_or_else(|e| panic!("{path}: {line}: {e}"));
                assert!(p.outcome().is_none(), "{path}: {line} is over");
                n += 1;
            }
            assert!(n >= 20, "{path}: {n} openings");
        }
    }
}

/// Under --clock an engine that does not answer loses on time.
#[test]
fn a_silent_engine_loses_on_time_under_a_clock() {
    let (good, bad) = (fake("good", "random"), fake("bad", "hang"));
    let (code, out, err) = tournament(&["tribesmen", "--engine", &good, "--engine", &bad, "--clock", "300+10", "--games", "1"]);
    assert_eq!(code, 0, "{out}\n{err}");
    assert!(out.lines().any(|l| l.starts_with("forfeit 1 bad: lost on time")), "{out}");
}

/// Three engines on a two-seat game: every pair both ways round, each pair's results add up.
#[test]
fn three_engines_meet_in_every_pair() {
    let (a, b, c) = (fake("A", "random"), fake("B", "random"), fake("C", "random"));
    let (code, out, err) =
        tournament(&["tribesmen", "--engine", &a, "--engine", &b, "--engine", &c, "--movetime", "20", "--games", "6", "--max-plies", "60"]);
    assert_eq!(code, 0, "{out}\n{err}");
    for (pair, order) in [("A vs B:", " A-B "), ("A vs C:", " C-A "), ("B vs C:", " B-C ")] {
        let (w, d, l) = wdl(&out, pair);
        assert_eq!(w + d + l, 2, "{pair}: {out}");
        assert!(out.lines().any(|l| l.starts_with("game ") && l.contains(order)), "{order}: {out}");
    }
}

/// Four-player Tribesmen: the two engines rotate over the seats and are scored by ranking
/// points.
#[test]
fn four_seats_rotate_and_score_by_ranking_points() {
    let (a, b) = (fake("A", "random"), fake("B", "random"));
    let (code, out, err) = tournament(&[
        "tribesmen",
        "--variant",
        "four-player",
        "--engine",
        &a,
        "--engine",
        &b,
        "--movetime",
        "20",
        "--games",
        "2",
        "--max-plies",
        "60",
    ]);
    assert_eq!(code, 0, "{out}\n{err}");
    assert!(out.lines().any(|l| l.contains(" #1 A-B-A-B ")) && out.lines().any(|l| l.contains(" #2 B-A-B-A ")), "{out}");
    assert!(out.contains("by ranking points in 2 games"), "{out}");
}
