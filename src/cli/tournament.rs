//! `towers tournament`: engine processes against each other, with Towers as the arbiter
//! (docs/tournament.md). The arbiter keeps each game as a `History`, sends the engines the
//! opening's position string and the moves so far, checks every answer against the legal
//! moves, and scores a bad answer as a forfeit of the engine that gave it.

use super::Args;
use super::tournament_players::{self as players, EngineSpec, Go};
use crate::ai::sprt::{Sprt, Verdict};
use crate::ai::{Rng, elo};
use crate::cli::CliError;
use crate::core::text::{one_line, quoted};
use crate::core::{Concession, DropOrder, GameConfig, Seat};
use crate::games;
use crate::record::History;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Prints a line; once the reader of the output has gone, ends quietly (as the default
/// action of SIGPIPE would, which the tournament ignores: see `ignore_sigpipe`).
macro_rules! say {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        if writeln!(std::io::stdout().lock(), $($t)*).is_err() {
            std::process::exit(141);
        }
    }};
}

/// An engine that crashes closes its input: writing to it must be an error to report, not
/// the signal that ends the arbiter.
#[cfg(unix)]
fn ignore_sigpipe() {
    // SAFETY: setting a signal's action to "ignore"; no handler runs.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_IGN);
    }
}

#[cfg(not(unix))]
fn ignore_sigpipe() {}

/// The time control of a tournament.
#[derive(Clone, Copy, Debug)]
enum Control {
    Movetime(u64),
    Clock { base: u64, inc: u64 },
}

/// One game to play: its number (from 1), opening and the engine on each seat.
struct Job {
    no: usize,
    opening: String,
    seating: Vec<usize>,
}

/// How one game ended, as the arbiter scores it.
struct Played {
    no: usize,
    seating: Vec<usize>,
    /// Ranking points per seat (two seats: 1 for a win, 1/2 each for a draw).
    points: Vec<f64>,
    /// "1-0", "1/2-1/2", or the points of each seat.
    result: String,
    reason: String,
    forfeit: Option<(usize, String)>,
}

struct Setup {
    config: GameConfig,
    engines: Vec<EngineSpec>,
    control: Control,
    margin: u64,
    max_plies: usize,
    out: Option<PathBuf>,
}

/// Takes the `--engine` words out of the command line (the one option given more than once
/// besides --option), and reads the rest as usual.
fn split_engines(words: &[String]) -> Result<(Vec<String>, Vec<String>), CliError> {
    let (mut engines, mut rest) = (Vec::new(), Vec::new());
    let mut i = 0;
    while i < words.len() {
        let w = &words[i];
        if let Some(v) = w.strip_prefix("--engine=") {
            engines.push(v.to_string());
        } else if w == "--engine" {
            i += 1;
            engines.push(words.get(i).ok_or_else(|| CliError::usage("--engine needs a value (NAME=COMMAND)"))?.clone());
        } else {
            rest.push(w.clone());
        }
        i += 1;
    }
    Ok((engines, rest))
}

fn parse_control(args: &Args) -> Result<Control, CliError> {
    match (args.value("movetime"), args.value("clock")) {
        (Some(_), Some(_)) => Err(CliError::usage("give --movetime or --clock, not both")),
        (None, None) => Err(CliError::usage("missing a time control: --movetime MS or --clock BASE_MS+INC_MS")),
        (Some(ms), None) => Ok(Control::Movetime(super::parse_count(ms, "--movetime", 1..=86_400_000)?)),
        (None, Some(c)) => {
            let (base, inc) = c.split_once('+').unwrap_or((c, "0"));
            Ok(Control::Clock {
                base: super::parse_count(base, "--clock's base (BASE_MS+INC_MS)", 1..=86_400_000)?,
                inc: super::parse_count(inc, "--clock's increment (BASE_MS+INC_MS)", 0..=86_400_000)?,
            })
        }
    }
}

/// The book's file under assets/ for a game and variant.
pub fn book_path(config: &GameConfig) -> String {
    if config.variant == "standard" { format!("openings/{}.txt", config.game) } else { format!("openings/{}-{}.txt", config.game, config.variant) }
}

/// The openings of `text` (one position string a line; blank lines and '#' comments skipped),
/// each checked as a position of the game that is not over.
pub fn read_openings(config: &GameConfig, text: &str, source: &str) -> Result<Vec<String>, CliError> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let g = games::from_position(config, line).map_err(|e| CliError::usage(format!("{source} line {}: {e}", n + 1)))?;
        if let Some(r) = g.result_text() {
            return Err(CliError::usage(format!("{source} line {}: the game is already over ({r})", n + 1)));
        }
        out.push(line.to_string());
    }
    if out.is_empty() {
        return Err(CliError::usage(format!("{source} holds no opening")));
    }
    Ok(out)
}

/// The seat orders of one opening: two seats, every ordered pair of engines; more seats,
/// the engines rotated over the seats (seat s plays engine (s + r) mod K).
fn seatings(engines: usize, seats: usize) -> Vec<Vec<usize>> {
    if seats == 2 {
        let mut out = Vec::new();
        for a in 0..engines {
            for b in a + 1..engines {
                out.push(vec![a, b]);
                out.push(vec![b, a]);
            }
        }
        out
    } else {
        (0..engines).map(|r| (0..seats).map(|s| (s + r) % engines).collect()).collect()
    }
}

pub fn tournament(words: &[String]) -> Result<(), CliError> {
    let (engine_words, rest) = split_engines(words)?;
    let args = Args::parse(&rest)?;
    args.allow(&["variant", "movetime", "clock", "games", "openings", "sprt", "out", "concurrency", "seed", "margin", "max-plies"])?;
    args.positionals(1)?;
    let id = args.positional.first().ok_or_else(|| CliError::usage("missing game name (storm, litrof, tribesmen, three-elephant)"))?;
    let config = args.config(id);
    let start = games::new_game(&config)?;
    let engines: Vec<EngineSpec> = engine_words.iter().map(|e| EngineSpec::parse(e)).collect::<Result<_, _>>()?;
    if engines.len() < 2 {
        return Err(CliError::usage("a tournament needs two or more --engine NAME=COMMAND"));
    }
    for (i, e) in engines.iter().enumerate() {
        if engines[..i].iter().any(|o| o.name == e.name) {
            return Err(CliError::usage(format!("two engines are named '{}'", e.name)));
        }
    }
    let control = parse_control(&args)?;
    let n: usize = args.count("games", 100, 1..=10_000_000)?;
    let concurrency: usize = args.count("concurrency", 1, 1..=256)?;
    let seed: u64 = args.number("seed", 1)?;
    let margin: u64 = args.count("margin", 1000, 0..=3_600_000)?;
    let max_plies: usize = args.count("max-plies", 2000, 1..=10_000_000)?;
    let sprt = args.value("sprt").map(Sprt::parse).transpose().map_err(|e| CliError::usage(e.to_string()))?;
    if sprt.is_some() && engines.len() != 2 {
        return Err(CliError::usage("--sprt compares two engines: give exactly two"));
    }
    let mut openings = match args.value("openings") {
        None | Some("book") => {
            let path = book_path(&config);
            let text = crate::core::assets::text(&path)
                .ok_or_else(|| CliError::usage(format!("no opening book for {} {} (give --openings FILE)", config.game, config.variant)))?;
            read_openings(&config, text, &format!("the book {path}"))?
        }
        Some(file) => {
            let text = std::fs::read_to_string(file).map_err(|e| CliError::usage(format!("cannot read --openings {}: {e}", quoted(file))))?;
            read_openings(&config, &text, &format!("{}", quoted(file)))?
        }
    };
    let mut rng = Rng::new(seed);
    for i in (1..openings.len()).rev() {
        openings.swap(i, rng.below(i + 1));
    }
    let out = match args.value("out") {
        Some(dir) => {
            std::fs::create_dir_all(dir).map_err(|e| CliError::usage(format!("cannot make --out {}: {e}", quoted(dir))))?;
            Some(PathBuf::from(dir))
        }
        None => None,
    };
    let orders = seatings(engines.len(), start.seats());
    let jobs: Vec<Job> = (0..n)
        .map(|i| Job { no: i + 1, opening: openings[(i / orders.len()) % openings.len()].clone(), seating: orders[i % orders.len()].clone() })
        .collect();
    let setup = Setup { config: config.clone(), engines, control, margin, max_plies, out };
    let names: Vec<&str> = setup.engines.iter().map(|e| e.name.as_str()).collect();
    let control_text = match control {
        Control::Movetime(ms) => format!("{ms} ms a move"),
        Control::Clock { base, inc } => format!("clock {base} ms + {inc} ms"),
    };
    say!(
        "tournament {} {}: {} ({n} games, {control_text}, {} openings, concurrency {concurrency}, seed {seed})",
        config.game,
        config.variant,
        names.join(", "),
        openings.len()
    );
    ignore_sigpipe();
    let mut table = Table::new(names.len(), start.seats());
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let (tx, rx) = mpsc::channel::<Played>();
    let mut verdict = None;
    std::thread::scope(|s| {
        for _ in 0..concurrency.min(n) {
            let tx = tx.clone();
            let (jobs, next, stop, setup) = (&jobs, &next, &stop, &setup);
            s.spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let Some(job) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) else { break };
                    if let Some(p) = play(setup, job, stop)
                        && tx.send(p).is_err()
                    {
                        break;
                    }
                }
            });
        }
        drop(tx);
        let mut done = 0;
        for p in rx {
            done += 1;
            if let Some((e, reason)) = &p.forfeit {
                say!("forfeit {} {}: {}", p.no, names[*e], reason);
            }
            table.add(&p);
            let who: Vec<&str> = p.seating.iter().map(|&e| names[e]).collect();
            say!("game {done}/{n}: #{} {} {} ({}) | {}", p.no, who.join("-"), p.result, p.reason, table.standing(&names).join("; "));
            if let Some(t) = &sprt {
                let (w, d, l) = table.pairs[0].wdl();
                let v = t.verdict(w, d, l);
                if v != Verdict::Continue {
                    verdict = Some(v);
                    stop.store(true, Ordering::Relaxed);
                    break;
                }
            }
        }
    });
    say!("results after {} game{}:", table.games, if table.games == 1 { "" } else { "s" });
    for line in table.summary(&names) {
        say!("{line}");
    }
    if let Some(t) = &sprt {
        let (w, d, l) = table.pairs[0].wdl();
        let (low, high) = t.bounds();
        let llr = t.llr(w, d, l);
        let said = match verdict {
            Some(Verdict::H1) => "H1 accepted",
            Some(Verdict::H0) => "H0 accepted",
            _ => "no decision",
        };
        say!("sprt: {said} (LLR {llr:.2}, bounds {low:.2} .. {high:.2}; elo0 {}, elo1 {}, alpha {}, beta {})", t.elo0, t.elo1, t.alpha, t.beta);
    }
    Ok(())
}

/// What each pair of engines scored against each other.
struct Pair {
    a: usize,
    b: usize,
    /// A's score of each game both played, 0..1.
    scores: Vec<f64>,
}

impl Pair {
    fn wdl(&self) -> (u64, u64, u64) {
        let count = |f: &dyn Fn(f64) -> bool| self.scores.iter().filter(|&&s| f(s)).count() as u64;
        let even = |s: f64| (s - 0.5).abs() < 1e-9;
        (count(&|s| s > 0.5 && !even(s)), count(&|s| even(s)), count(&|s| s < 0.5 && !even(s)))
    }

    fn estimate(&self, ranked: bool) -> elo::EloEstimate {
        let mut e = if ranked {
            elo::estimate_scores(&self.scores)
        } else {
            let (w, d, l) = self.wdl();
            elo::estimate(w, d, l)
        };
        // An even score reads +0, not -0.
        e.elo += 0.0;
        e
    }
}

struct Table {
    pairs: Vec<Pair>,
    seats: usize,
    games: usize,
    forfeits: Vec<u64>,
}

impl Table {
    fn new(engines: usize, seats: usize) -> Table {
        let mut pairs = Vec::new();
        for a in 0..engines {
            for b in a + 1..engines {
                pairs.push(Pair { a, b, scores: Vec::new() });
            }
        }
        Table { pairs, seats, games: 0, forfeits: vec![0; engines] }
    }

    /// Each pair that played scores the game by its mean ranking points: A's score is
    /// 1/2 + (A's mean - B's mean) / (2 (N - 1)); with two seats, 1, 1/2 or 0.
    fn add(&mut self, p: &Played) {
        self.games += 1;
        if let Some((e, _)) = p.forfeit {
            self.forfeits[e] += 1;
        }
        let mean = |e: usize| {
            let mine: Vec<f64> = p.seating.iter().zip(&p.points).filter(|(s, _)| **s == e).map(|(_, &pt)| pt).collect();
            (!mine.is_empty()).then(|| mine.iter().sum::<f64>() / mine.len() as f64)
        };
        let top = (self.seats - 1).max(1) as f64;
        for pair in &mut self.pairs {
            if let (Some(a), Some(b)) = (mean(pair.a), mean(pair.b)) {
                pair.scores.push((0.5 + (a - b) / (2.0 * top)).clamp(0.0, 1.0));
            }
        }
    }

    fn standing(&self, names: &[&str]) -> Vec<String> {
        self.pairs
            .iter()
            .filter(|p| !p.scores.is_empty())
            .map(|p| {
                let (w, d, l) = p.wdl();
                let e = p.estimate(self.seats > 2);
                let elo = if e.elo.is_finite() { format!("Elo {:+.0} ± {:.0}", e.elo, (e.high - e.low) / 2.0) } else { format!("{e}") };
                format!("{} {w}-{d}-{l} vs {} score {:.1}% {elo}", names[p.a], names[p.b], 100.0 * e.score)
            })
            .collect()
    }

    fn summary(&self, names: &[&str]) -> Vec<String> {
        let mut out = Vec::new();
        for p in &self.pairs {
            let (w, d, l) = p.wdl();
            let e = p.estimate(self.seats > 2);
            let by = if self.seats > 2 { " by ranking points" } else { "" };
            out.push(format!(
                "{} vs {}: {} won {w}, drew {d}, lost {l}{by} in {} games (score {:.1}%); {e}",
                names[p.a],
                names[p.b],
                names[p.a],
                p.scores.len(),
                100.0 * e.score
            ));
        }
        let forfeits: Vec<String> = names.iter().zip(&self.forfeits).map(|(n, f)| format!("{n} {f}")).collect();
        out.push(format!("forfeits: {}", forfeits.join(", ")));
        out
    }
}

/// Plays one game; None if the tournament stopped before it ended.
fn play(setup: &Setup, job: &Job, stop: &AtomicBool) -> Option<Played> {
    let mut history = match History::starting(&setup.config, Some(&job.opening)) {
        Ok(h) => h,
        Err(e) => {
            // The openings were checked when read: this cannot happen, but is no panic.
            eprintln!("towers: game {}: {}", job.no, one_line(&String::from(e)));
            return None;
        }
    };
    let seats = history.current().seats();
    let mut drops = DropOrder::new(seats);
    let mut engines: Vec<Option<Box<dyn players::Player>>> = (0..setup.engines.len()).map(|_| None).collect();
    let mut forfeit: Option<(usize, String)> = None;
    for &e in &job.seating {
        if engines[e].is_none() && forfeit.is_none() {
            match players::start(&setup.engines[e], &setup.config) {
                Ok(p) => engines[e] = Some(p),
                Err(reason) => forfeit = Some((e, reason.to_string())),
            }
        }
    }
    let mut clocks: Vec<u64> = vec![if let Control::Clock { base, .. } = setup.control { base } else { 0 }; setup.engines.len()];
    while forfeit.is_none() && history.current().outcome().is_none() {
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        if history.moves().len() >= setup.max_plies {
            break;
        }
        let e = job.seating[history.current().to_move()];
        let (go, limit) = match setup.control {
            Control::Movetime(ms) => (Go::Movetime(ms), Duration::from_millis(ms + setup.margin)),
            Control::Clock { inc, .. } => (Go::Clock { left: clocks[e], inc }, Duration::from_millis(clocks[e])),
        };
        let t = Instant::now();
        let answer = engines[e].as_mut().expect("every seated engine started").best(&job.opening, history.moves(), go, limit);
        let used = t.elapsed().as_millis() as u64;
        let mv = match answer {
            Ok(mv) => mv,
            Err(reason) => {
                let reason = if matches!(setup.control, Control::Clock { .. }) && matches!(reason, players::EngineFault::NoMove(_)) {
                    format!("lost on time ({} ms left)", clocks[e])
                } else {
                    reason.to_string()
                };
                forfeit = Some((e, reason));
                break;
            }
        };
        if let Control::Clock { inc, .. } = setup.control {
            if used > clocks[e] {
                forfeit = Some((e, format!("lost on time (took {used} ms, had {} ms)", clocks[e])));
                break;
            }
            clocks[e] = clocks[e] - used + inc;
        }
        match history.current().parse(&mv) {
            Ok(i) => {
                if let Err(err) = history.play_index(i) {
                    forfeit = Some((e, format!("move '{}' refused: {err}", one_line(&mv))));
                    break;
                }
            }
            Err(err) => {
                forfeit = Some((e, format!("illegal move '{}': {err}", one_line(&mv))));
                break;
            }
        }
        drops.note(|s| history.current().in_game(s));
    }
    drop(engines);
    let current = history.current();
    let outcome = current.outcome();
    let (points, reason) = match (&forfeit, &outcome) {
        (Some((e, why)), _) => {
            drops.note(|s| current.in_game(s) && job.seating[s] != *e);
            let left: Vec<Seat> = Seat::all(seats).filter(|&s| !drops.is_out(s)).collect();
            let winner = if left.len() == 1 { Some(left[0]) } else { None };
            (drops.points(winner), format!("forfeit by {}: {}", setup.engines[*e].name, why))
        }
        (None, Some(o)) => (drops.points(o.winner()), o.reason(|s| current.seat_name(s))),
        (None, None) => (drops.points(None), format!("unfinished after {} plies", history.moves().len())),
    };
    let points: Vec<f64> = points[..seats].to_vec();
    let result = if seats == 2 {
        match points[Seat::FIRST].partial_cmp(&points[Seat::SECOND]) {
            Some(std::cmp::Ordering::Greater) => "1-0".to_string(),
            Some(std::cmp::Ordering::Less) => "0-1".to_string(),
            _ => "1/2-1/2".to_string(),
        }
    } else {
        points.iter().map(|p| format!("{p}")).collect::<Vec<_>>().join("-")
    };
    if let Some(dir) = &setup.out {
        let text = export(&mut history, setup, job, forfeit.as_ref(), &reason);
        let path = dir.join(format!("game-{:05}.txt", job.no));
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!("towers: cannot save {}: {e}", path.display());
        }
    }
    Some(Played { no: job.no, seating: job.seating.clone(), points, result, reason, forfeit })
}

/// The game's text export, with a `[Seat "Red: NAME"]` tag for each seat and, after a
/// forfeit, the forfeiting seat's resignation and a comment with the reason.
fn export(history: &mut History, setup: &Setup, job: &Job, forfeit: Option<&(usize, String)>, reason: &str) -> String {
    if let Some((e, why)) = forfeit {
        let seat = history.current().to_move();
        let seat = if job.seating[seat] == *e { seat } else { Seat::all(job.seating.len()).find(|&s| job.seating[s] == *e).unwrap_or(seat) };
        let _ = history.concede(Concession::Resigned(seat));
        let ply = history.moves().len();
        let _ = history.set_comment(ply, &format!("forfeit: {}: {}", setup.engines[*e].name, one_line(why)));
    }
    let mut tags = String::new();
    for (seat, &e) in Seat::all(job.seating.len()).zip(&job.seating) {
        tags.push_str(&format!("[Seat \"{}: {}\"]\n", history.current().seat_name(seat), setup.engines[e].name));
    }
    tags.push_str(&format!("[Tournament \"game {}: {}\"]\n", job.no, one_line(reason).replace('"', "'")));
    let text = crate::record::text::export(history);
    match text.find("\n\n") {
        Some(at) => format!("{}\n{tags}{}", &text[..at], &text[at + 1..]),
        None => format!("{tags}{text}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_rotate_over_every_order() {
        assert_eq!(seatings(2, 2), [vec![0, 1], vec![1, 0]]);
        assert_eq!(seatings(3, 2).len(), 6);
        assert_eq!(seatings(2, 4), [vec![0, 1, 0, 1], vec![1, 0, 1, 0]]);
        assert_eq!(seatings(4, 4)[1], [1, 2, 3, 0]);
    }

    #[test]
    fn every_shipped_book_reads() {
        for g in games::all() {
            for v in &(g.meta)().variants {
                let mut c = GameConfig::new(g.id);
                c.variant = v.id.clone();
                let path = book_path(&c);
                let text = crate::core::assets::text(&path).unwrap_or_else(|| panic!("no book {path}"));
                let book = read_openings(&c, text, &path).unwrap();
                let mut unique = book.clone();
                unique.sort();
                unique.dedup();
                assert_eq!(unique.len(), book.len(), "{path} has repeats");
            }
        }
    }
}
