//! `towers match` (computer against computer), `towers bench` (engine and search speed),
//! `towers analyse` and `towers calibrate` (fitting scores to results).

use super::Args;
use super::commands::{PROGRESS_EVERY, ProgressLine};
use super::placings::Placings;
use crate::ai::calibration::{self, Sample};
use crate::ai::{Algorithm, Level, Plan, Rng, Thought, elo};
use crate::cli::CliError;
use crate::core::text::quoted;
use crate::core::{DropOrder, OutcomeKind, Seat};
use crate::games;
use crate::session::DynGame;
use std::collections::BTreeMap;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::RecvTimeoutError;
use std::time::{Duration, Instant};

/// The largest node bound a match level takes (`hard@NODES`): far beyond any useful search.
const MAX_NODES: u64 = 1_000_000_000_000;
/// The most threads a search takes from the command line.
const MAX_THREADS: usize = 1024;

/// `--threads N` (1 to MAX_THREADS), or every core but one.
fn threads(args: &Args) -> Result<usize, CliError> {
    Ok(args.count("threads", crate::ai::default_threads(), 1..=MAX_THREADS)?)
}

/// `--time-factor F`: a number above 0 and at most 1000, or 1.
fn time_factor(args: &Args) -> Result<f64, CliError> {
    let Some(text) = args.value("time-factor") else { return Ok(1.0) };
    match text.parse::<f64>() {
        Ok(f) if f.is_finite() && f > 0.0 && f <= 1000.0 => Ok(f),
        _ => Err(CliError::usage(format!("--time-factor must be a number above 0 and at most 1000, got '{}'", quoted(text)))),
    }
}

/// A player of a match: a level and what changes in its plan.
struct Player {
    level: Level,
    nodes: Option<u64>,
    algorithm: Option<Algorithm>,
    quiescence: bool,
    /// Its own thread count (`/t2`), over the match's `--threads`.
    threads: Option<usize>,
    /// Its own deepest iteration (`/depth2`) and root noise (`/noise60`), over the level's.
    max_depth: Option<u32>,
    root_noise: Option<i32>,
    label: String,
}

impl Player {
    fn parse(text: &str, who: &str) -> Result<Player, CliError> {
        let mut parts = text.split('/');
        let head = parts.next().unwrap_or("");
        let (name, nodes) = match head.split_once('@') {
            Some((n, v)) => (n, Some(super::args::parse_count(v, &format!("--{who}: the node bound"), 1..=MAX_NODES)?)),
            None => (head, None),
        };
        let level: Level = name.parse().map_err(|e| CliError::usage(format!("--{who}: {e}")))?;
        let mut p =
            Player { level, nodes, algorithm: None, quiescence: true, threads: None, max_depth: None, root_noise: None, label: text.to_string() };
        for part in parts {
            p.modify(part, who)?;
        }
        Ok(p)
    }

    /// Applies one `/modifier` of the player's text.
    fn modify(&mut self, part: &str, who: &str) -> Result<(), CliError> {
        use super::args::parse_count;
        if let Some(n) = numbered(part, "depth") {
            self.max_depth = Some(parse_count(n, &format!("--{who}: the depth"), 1..=64u32)?);
        } else if let Some(n) = numbered(part, "noise") {
            self.root_noise = Some(parse_count(n, &format!("--{who}: the root noise"), 0..=1_000_000u32)? as i32);
        } else if let Some(n) = numbered(part, "t") {
            if self.nodes.is_some() {
                return Err(CliError::usage(format!("--{who}: a node bound plays on one thread: it takes no '/{part}'")));
            }
            self.threads = Some(parse_count(n, &format!("--{who}: the thread count"), 1..=MAX_THREADS)?);
        } else {
            match part {
                "mcts" => self.algorithm = Some(Algorithm::Mcts),
                "alphabeta" => self.algorithm = Some(Algorithm::AlphaBeta),
                "noq" => self.quiescence = false,
                other => {
                    return Err(CliError::usage(format!(
                        "--{who}: unknown modifier '/{}' (mcts, alphabeta, noq, t2, depth2, noise60)",
                        quoted(other)
                    )));
                }
            }
        }
        Ok(())
    }

    /// A node bound (its own, or the level's with `--fixed`) plays on one thread without a
    /// clock; otherwise the level's time times the match's factor, on its threads.
    fn adjust(&self, plan: &mut Plan, game: &str, clock: &Clock) {
        match (self.nodes, clock) {
            (Some(nodes), _) => plan.fix_nodes(nodes),
            (None, Clock::Fixed) => plan.fix_nodes(crate::ai::fixed_nodes(self.level, crate::games::tuning(game))),
            (None, Clock::Timed { factor, threads }) => {
                plan.scale_time(*factor);
                plan.threads = self.threads.unwrap_or(*threads);
            }
        }
        if let Some(a) = self.algorithm
            && plan.algorithm != Algorithm::Random
        {
            plan.algorithm = a;
        }
        plan.quiescence &= self.quiescence;
        plan.max_depth = self.max_depth.unwrap_or(plan.max_depth);
        plan.root_noise = self.root_noise.unwrap_or(plan.root_noise);
    }
}

/// The digits after `name` in a modifier (`depth2` → "2"), if that is all it holds.
fn numbered<'a>(part: &'a str, name: &str) -> Option<&'a str> {
    part.strip_prefix(name).filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// How a match's searches are bounded.
enum Clock {
    /// Each level's node bound, one thread.
    Fixed,
    Timed {
        factor: f64,
        threads: usize,
    },
}

impl Clock {
    fn from_args(args: &Args) -> Result<Clock, CliError> {
        if args.flag("fixed") {
            if args.value("time-factor").is_some() || args.value("threads").is_some() {
                return Err(CliError::usage("--fixed plays by node bounds on one thread: it takes neither --time-factor nor --threads"));
            }
            return Ok(Clock::Fixed);
        }
        Ok(Clock::Timed { factor: time_factor(args)?, threads: threads(args)? })
    }
}

pub fn play_match(args: &Args) -> Result<(), CliError> {
    args.allow(&[
        "game",
        "variant",
        "setup",
        "position",
        "moves",
        "a",
        "b",
        "games",
        "seed",
        "max-plies",
        "verbose",
        "opening-plies",
        "time-factor",
        "threads",
        "fixed",
    ])?;
    args.positionals(usize::from(args.value("game").is_none()))?;
    let id = args
        .value("game")
        .or(args.positional.first().map(String::as_str))
        .ok_or_else(|| CliError::usage("missing --game (storm, litrof, tribesmen, three-elephant)"))?;
    let start = super::commands::start_from(args, &args.config(id))?;
    let a = Player::parse(args.value("a").ok_or_else(|| CliError::usage("missing --a LEVEL"))?, "a")?;
    let b = Player::parse(args.value("b").ok_or_else(|| CliError::usage("missing --b LEVEL"))?, "b")?;
    let n: u64 = args.count("games", 100, 1..=10_000_000)?;
    let seed: u64 = args.number("seed", 1)?;
    let max_plies: usize = args.count("max-plies", 2000, 1..=10_000_000)?;
    let opening_plies: usize = args.count("opening-plies", start.seats(), 0..=10_000)?;
    let clock = Clock::from_args(args)?;
    if matches!(clock, Clock::Fixed)
        && let Some(p) = [&a, &b].into_iter().find(|p| p.threads.is_some())
    {
        return Err(CliError::usage(format!("--fixed plays on one thread: '{}' asks for more", quoted(&p.label))));
    }
    let never = AtomicBool::new(false);
    let (mut wins, mut draws, mut losses) = (0u64, 0u64, 0u64);
    let mut reasons: BTreeMap<String, u64> = BTreeMap::new();
    let mut algorithms: [BTreeMap<&str, u64>; 2] = Default::default();
    let (mut millis, mut longest, mut moves, mut plies) = ([0u64; 2], [0u64; 2], [0u64; 2], 0u64);
    // More than two seats: scored by ranking points rather than by the winner alone.
    let ranked = start.seats() > 2;
    let mut placings = Placings::default();
    let t = Instant::now();
    let mut progress = ProgressLine::new(t, PROGRESS_EVERY);
    for game in 0..n {
        let mut g = start.clone();
        let mut drops = DropOrder::new(g.seats());
        let side = |seat: Seat| (seat.index() + game as usize) % 2; // 0 = A, 1 = B
        let mut ply = 0usize;
        let mut opening = Rng::new(seed ^ (game / 2).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        while ply < opening_plies && g.outcome().is_none() {
            let n = g.moves().len();
            g.play_index(opening.below(n))?;
            drops.note(|s| g.in_game(s));
            ply += 1;
        }
        let outcome = loop {
            if let Some(o) = g.outcome() {
                break Some(o);
            }
            if ply >= max_plies {
                break None;
            }
            progress
                .report(|secs| format!("match: game {} of {n}, ply {ply}; so far A won {wins}, drew {draws}, lost {losses}; {secs:.0} s", game + 1));
            let s = side(g.to_move());
            let p = if s == 0 { &a } else { &b };
            let move_seed = seed.wrapping_mul(0x9E37_79B9).wrapping_add(game << 20).wrapping_add(ply as u64);
            let th = g.think_with(p.level, &|plan| p.adjust(plan, id, &clock), move_seed, &never, &mut |_| {});
            millis[s] += th.millis;
            longest[s] = longest[s].max(th.millis);
            moves[s] += 1;
            *algorithms[s].entry(th.algorithm.name()).or_default() += 1;
            g.play_index(th.index)?;
            drops.note(|s| g.in_game(s));
            ply += 1;
        };
        plies += ply as u64;
        let (result, reason) = match &outcome {
            Some(o) => (
                match o.kind {
                    OutcomeKind::Win(w) if side(w) == 0 => 'W',
                    OutcomeKind::Win(_) => 'L',
                    OutcomeKind::Draw => 'D',
                },
                o.reason(|s| g.seat_name(s)),
            ),
            None => ('D', format!("unfinished after {max_plies} plies")),
        };
        match result {
            'W' => wins += 1,
            'L' => losses += 1,
            _ => draws += 1,
        }
        *reasons.entry(reason.clone()).or_default() += 1;
        let points = drops.points(outcome.as_ref().and_then(|o| o.winner()));
        let score = if ranked { Some(placings.add(g.seats(), &points, side)) } else { None };
        if args.flag("verbose") {
            let a_seats: Vec<String> = Seat::all(g.seats()).filter(|&s| side(s) == 0).map(|s| s.to_string()).collect();
            let verdict = match result {
                'W' => "A won",
                'L' => "B won",
                _ => "draw",
            };
            let ranking = match score {
                Some(score) => {
                    let pts: Vec<String> = Seat::all(g.seats()).map(|s| format!("{}{}", ["A", "B"][side(s)], points[s])).collect();
                    format!(", ranking points {} (A {:.1}%)", pts.join(" "), 100.0 * score)
                }
                None => String::new(),
            };
            println!("game {game}: A on seat {}: {verdict} in {ply} plies ({reason}){ranking}", a_seats.join("+"));
            println!("  final position: {}", g.position_text());
        }
    }
    let algo = |m: &BTreeMap<&str, u64>| m.keys().cloned().collect::<Vec<_>>().join("+");
    println!("match {id}: A = {} ({}) vs B = {} ({}), {n} games, seed {seed}", a.label, algo(&algorithms[0]), b.label, algo(&algorithms[1]));
    if ranked {
        let e = placings.estimate();
        let (w, d, l) = placings.wins_draws_losses();
        println!("A won {w}, drew {d}, lost {l} by ranking points (score {:.1}%); {e}", 100.0 * e.score);
        println!("last standing: A {wins}, B {losses}; no one {draws}");
        println!("ranking points ({} = last standing, 0 = first out, shared places split):", start.seats() - 1);
        for line in placings.summary(start.seats()) {
            println!("{line}");
        }
    } else {
        let e = elo::estimate(wins, draws, losses);
        println!("A won {wins}, drew {draws}, lost {losses} (score {:.1}%); {e}", 100.0 * e.score);
    }
    let clock_text = match clock {
        Clock::Fixed => "node bounds, 1 thread".to_string(),
        Clock::Timed { factor, threads } => format!("time factor {factor}, {threads} thread{}", if threads == 1 { "" } else { "s" }),
    };
    println!("clock: {clock_text} (a level@NODES plays by its node bound on 1 thread)");
    println!(
        "A {:.1} ms/move (longest {}), B {:.1} ms/move (longest {}); {:.1} plies/game; {:.0} s",
        millis[0] as f64 / moves[0].max(1) as f64,
        longest[0],
        millis[1] as f64 / moves[1].max(1) as f64,
        longest[1],
        plies as f64 / n.max(1) as f64,
        t.elapsed().as_secs_f64()
    );
    for (r, c) in reasons {
        println!("  {c:>5}  {r}");
    }
    Ok(())
}

/// `--threads 1,2,4`: thread counts for the bench, or 1 and every core.
fn thread_list(args: &Args) -> Result<Vec<usize>, CliError> {
    let Some(text) = args.value("threads") else {
        let all = std::thread::available_parallelism().map_or(1, |n| n.get());
        return Ok(if all > 1 { vec![1, all] } else { vec![1] });
    };
    Ok(text.split(',').map(|t| super::args::parse_count(t.trim(), "--threads: each thread count", 1..=MAX_THREADS)).collect::<Result<_, _>>()?)
}

pub fn bench(args: &Args) -> Result<(), CliError> {
    args.allow(&["game", "variant", "seconds", "threads"])?;
    args.positionals(0)?;
    let secs: f64 = args.seconds("seconds", 1.0)?;
    let thread_counts = thread_list(args)?;
    let entries = games::all();
    let chosen: Vec<_> = match args.value("game") {
        Some(id) => vec![games::find(id)?],
        None => entries,
    };
    if chosen.is_empty() {
        return Err(CliError::usage("no games are registered in this build"));
    }
    if (args.value("variant").is_some() || !args.options.is_empty()) && args.value("game").is_none() {
        return Err(CliError::usage("--variant and --option need --game"));
    }
    for entry in chosen {
        let g = (entry.create)(&args.config(entry.id))?;
        let p = g.bench_playouts(Duration::from_secs_f64(secs), 1);
        let unfinished = if p.unfinished > 0 { format!(" ({} hit the playout cap)", p.unfinished) } else { String::new() };
        println!(
            "{:<15} {:>9.0} playouts/s  {:>10.0} plies/s  {:>6.1} plies/playout{unfinished}",
            entry.id,
            p.playouts as f64 / p.secs,
            p.plies as f64 / p.secs,
            p.plies as f64 / p.playouts as f64
        );
        let (mut depth, mut leaves) = (0u32, 1u64);
        let took = loop {
            let t = Instant::now();
            let n = g.perft(depth + 1);
            let dt = t.elapsed().as_secs_f64();
            // The next depth costs about the branching factor times this one.
            let branching = n as f64 / leaves.max(1) as f64;
            depth += 1;
            leaves = n;
            if n == 0 || depth >= 10 || dt * branching > 3.0 * secs {
                break dt;
            }
        };
        println!("{:<15} {:>9.0} perft leaves/s  (perft({depth}) = {leaves} in {took:.2} s)", "", leaves as f64 / took.max(1e-9));
        let never = AtomicBool::new(false);
        for &threads in &thread_counts {
            let limit = |plan: &mut Plan| {
                plan.limits = crate::ai::Limits::time(Duration::from_secs_f64(secs));
                plan.threads = threads;
            };
            let t = g.think_with(Level::Expert, &limit, 1, &never, &mut |_| {});
            let depth = if t.playouts > 0 { format!("{} playouts, tree depth {}", t.playouts, t.depth) } else { format!("depth {}", t.depth) };
            println!(
                "{:<15} {:>9.0} search nodes/s on {threads} thread{} ({}, {depth})",
                "",
                t.nodes as f64 / (t.millis.max(1) as f64 / 1000.0),
                if threads == 1 { "" } else { "s" },
                t.algorithm.name()
            );
        }
    }
    Ok(())
}

pub fn analyse(args: &Args) -> Result<(), CliError> {
    args.allow(&["variant", "setup", "position", "moves", "seconds", "lines", "seed", "threads"])?;
    args.positionals(1)?;
    let game = super::commands::game_from(args)?;
    let seconds: f64 = args.seconds("seconds", 2.0)?;
    let threads = threads(args)?;
    let lines: usize = args.count("lines", 3, 1..=1000)?;
    let seed: u64 = args.number("seed", 1)?;
    println!("{}", game.view().status);
    println!("position: {}", game.position_text());
    if let Some(result) = game.result_text() {
        println!("the game is over: nothing to analyse");
        let _ = result;
        return Ok(());
    }
    let lines = lines.min(game.moves().len());
    let found = analysed(game.as_ref(), Duration::from_secs_f64(seconds), lines, threads, seed, seconds)?;
    let best = &found[0];
    let mover = game.seat_name(game.to_move());
    let score = best.score.map_or("—".to_string(), |s| s.to_string());
    println!("evaluation: {score} for {mover}; expected result {:.0}% for {mover}", best.eval * 100.0);
    if let Some((wins, moves)) = best.score.and_then(crate::ai::forced_result) {
        println!("forced: {mover} {} in {moves} move{}", if wins { "wins" } else { "loses" }, if moves == 1 { "" } else { "s" });
    }
    println!("depth: {}{}", best.depth, if best.playouts > 0 { format!(" ({} playouts)", best.playouts) } else { String::new() });
    println!("best line: {}", best.pv.join(" "));
    println!("best moves:");
    for (i, t) in found.iter().enumerate() {
        let score = t.score.map_or(String::new(), |s| format!("{s:>7}  "));
        println!("  {}. {:<24} {score}{:>3.0}%  depth {}", i + 1, t.notation, t.eval * 100.0, t.depth);
    }
    Ok(())
}

/// `DynGame::analyse_threads` on a thread of its own, saying on stderr how far it is while it
/// runs, so that a long analysis is not a silent one.
fn analysed(game: &dyn DynGame, time: Duration, lines: usize, threads: usize, seed: u64, seconds: f64) -> Result<Vec<Thought>, CliError> {
    let never = AtomicBool::new(false);
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::scope(|s| {
        s.spawn(|| {
            let _ = tx.send(game.analyse_threads(time, lines, threads, seed, &never));
        });
        let mut progress = ProgressLine::new(Instant::now(), PROGRESS_EVERY);
        loop {
            match rx.recv_timeout(Duration::from_millis(250)) {
                Ok(found) => return Ok(found),
                Err(RecvTimeoutError::Timeout) => progress.report(|secs| format!("analyse: {secs:.0} s of {seconds} s")),
                Err(RecvTimeoutError::Disconnected) => return Err(CliError::usage("the analysis stopped without an answer")),
            }
        }
    })
}

pub fn calibrate(args: &Args) -> Result<(), CliError> {
    args.allow(&[
        "variant",
        "setup",
        "position",
        "moves",
        "games",
        "level",
        "time-factor",
        "nodes",
        "threads",
        "seed",
        "opening-plies",
        "max-plies",
    ])?;
    args.positionals(1)?;
    let start = super::commands::game_from(args)?;
    let id = start.config().game.clone();
    let n: u64 = args.count("games", 20, 1..=1_000_000)?;
    let level: Level = args.value("level").unwrap_or("hard").parse().map_err(|e| CliError::usage(format!("--level: {e}")))?;
    if level == Level::Random {
        return Err(CliError::usage("--level: the random level does not search, so it has no scores to calibrate"));
    }
    let nodes: Option<u64> = args.value("nodes").map(|v| super::args::parse_count(v, "--nodes", 1..=MAX_NODES)).transpose()?;
    if nodes.is_some() && (args.value("time-factor").is_some() || args.value("threads").is_some()) {
        return Err(CliError::usage("--nodes plays on one thread without a clock: it takes neither --time-factor nor --threads"));
    }
    let factor = if args.value("time-factor").is_some() { time_factor(args)? } else { 0.05 };
    let threads = threads(args)?;
    let seed: u64 = args.number("seed", 1)?;
    let max_plies: usize = args.count("max-plies", 2000, 1..=10_000_000)?;
    let opening_plies: usize = args.count("opening-plies", start.seats(), 0..=10_000)?;
    let adjust = |plan: &mut Plan| match nodes {
        Some(nodes) => plan.fix_nodes(nodes),
        None => {
            plan.scale_time(factor);
            plan.threads = threads;
        }
    };
    let never = AtomicBool::new(false);
    let mut samples: Vec<Sample> = Vec::new();
    // Samples of the first searched move of each game: what a fresh game reads.
    let mut openings: Vec<Sample> = Vec::new();
    // The same samples by the seat to move: a game that favours one seat shows it here, where
    // an evaluation that does not know it cannot.
    let mut by_seat: Vec<Vec<Sample>> = vec![Vec::new(); start.seats()];
    let t = Instant::now();
    for game in 0..n {
        let mut g = start.clone();
        let mut opening = Rng::new(seed ^ game.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mut ply = 0usize;
        while ply < opening_plies && g.outcome().is_none() {
            let count = g.moves().len();
            g.play_index(opening.below(count))?;
            ply += 1;
        }
        let mut scored: Vec<(Seat, i32)> = Vec::new();
        while g.outcome().is_none() && ply < max_plies {
            let move_seed = seed.wrapping_mul(0x9E37_79B9).wrapping_add(game << 20).wrapping_add(ply as u64);
            let th = g.think_with(level, &adjust, move_seed, &never, &mut |_| {});
            if let Some(score) = th.score.filter(|s| !crate::ai::is_mate_score(*s)) {
                scored.push((g.to_move(), score));
            }
            g.play_index(th.index)?;
            ply += 1;
        }
        let outcome = g.outcome();
        let result = |seat: Seat| outcome.as_ref().map_or(0.5, |o| o.score(seat));
        for (i, &(seat, score)) in scored.iter().enumerate() {
            let s = Sample { score, result: result(seat) };
            if i == 0 {
                openings.push(s);
            }
            samples.push(s);
            by_seat[seat].push(s);
        }
        eprintln!(
            "game {}/{n}: {} plies, {}",
            game + 1,
            ply,
            outcome.map_or("unfinished (half a point each)".to_string(), |o| o.reason(|s| g.seat_name(s)))
        );
    }
    if samples.is_empty() {
        return Err(CliError::usage(format!("no scored positions in {n} games of {id} (the level's searches gave no scores)")));
    }
    let current = crate::games::tuning(&id).eval_scale;
    let fitted = calibration::fit_scale(&samples);
    let budget = match nodes {
        Some(nodes) => format!("{nodes} nodes a move, 1 thread"),
        None => format!("{level} at time factor {factor}, {threads} thread{}", if threads == 1 { "" } else { "s" }),
    };
    println!("calibrate {id}: {n} games, {budget}, seed {seed}; {} scored positions; {:.0} s", samples.len(), t.elapsed().as_secs_f64());
    println!("scale in use {current:.1}, fitted {fitted:.1} (evaluation units for 1:e odds)");
    println!("  {:<9} {:<23}   {:<23}", "", "with the fitted scale", "with the scale in use");
    println!("  {:<9} {:>7} {:>7} {:>7}   {:>7} {:>7} {:>7}", "predicted", "count", "mean", "scored", "count", "mean", "scored");
    let (now, new) = (calibration::buckets(&samples, current), calibration::buckets(&samples, fitted));
    for (a, b) in new.iter().zip(&now) {
        let cell = |r: &calibration::Bucket| {
            if r.count == 0 {
                format!("{:>7} {:>7} {:>7}", 0, "-", "-")
            } else {
                format!("{:>7} {:>6.1}% {:>6.1}%", r.count, 100.0 * r.predicted, 100.0 * r.observed)
            }
        };
        println!("  {:<9} {}   {}", format!("{:.0}-{:.0}%", 100.0 * a.low, 100.0 * a.high), cell(a), cell(b));
    }
    let mean = |v: &[Sample], f: &dyn Fn(i32) -> f32| v.iter().map(|s| f(s.score)).sum::<f32>() / v.len().max(1) as f32;
    let logistic = |scale: f32| move |s: i32| 1.0 / (1.0 + (-(s as f32) / scale).exp());
    let scored = |v: &[Sample]| v.iter().map(|s| s.result).sum::<f32>() / v.len().max(1) as f32;
    println!(
        "first searched move of each game: reads {:.1}% (fitted) / {:.1}% (in use); scored {:.1}%",
        100.0 * mean(&openings, &logistic(fitted)),
        100.0 * mean(&openings, &logistic(current)),
        100.0 * scored(&openings)
    );
    for (seat, v) in Seat::all(start.seats()).zip(&by_seat).filter(|(_, v)| !v.is_empty()) {
        println!(
            "{} to move: {} positions read {:.1}% (fitted) and scored {:.1}%",
            start.seat_name(seat),
            v.len(),
            100.0 * mean(v, &logistic(fitted)),
            100.0 * scored(v)
        );
    }
    Ok(())
}
