//! `towers match` (computer against computer) and `towers bench` (engine speed).

use super::Args;
use crate::ai::{Algorithm, Level, Limits, Plan, Rng, elo};
use crate::core::OutcomeKind;
use crate::core::text::quoted;
use crate::games;
use std::collections::BTreeMap;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// The largest node bound a match level takes (`hard@NODES`): far beyond any useful search.
const MAX_NODES: u64 = 1_000_000_000_000;

pub const MATCH_HELP: &str = "\
towers match --game G --a LEVEL --b LEVEL [--games N] [--seed S] [--max-plies P] [--verbose]
             [--opening-plies K] [--variant V] [--option NAME=VALUE]... [--setup S]

Plays N games (default 100) between two computer players and prints A's wins, draws and
losses, and the Elo difference of A over B with its 95% interval.
LEVEL is random, easy, medium, hard or expert, optionally with a node bound (hard@20000),
and, for experiments, a forced algorithm (/mcts, /alphabeta) or no quiescence (/noq):
hard@20000/mcts.
Seats alternate: in game i (from 0), A plays every seat s with (s + i) even, B the others;
so with two seats A and B swap colours each game, and with four A plays seats 0 and 2 in
even games and 1 and 3 in odd ones (a seat's win is its player's win).
Each pair of games (0 and 1, 2 and 3, ...) starts with the same K random moves (default:
one per seat), then A and B take over with colours swapped: the searches are deterministic,
so without this a match would replay the same game or two.
Searches are bounded by nodes only (no clock), so a match is reproducible from its seed.
A game still running after P plies (default 2000) counts as a draw.";

pub const ANALYSE_HELP: &str = "\
towers analyse <game> [--variant V] [--option NAME=VALUE]... [--setup S]
               [--position P | --moves M] [--seconds S] [--lines N]

Searches the position (the start, --position P, and after --moves M if given) at the Expert
level's settings for about S seconds in all (default 2) and prints: the evaluation for the
side to move as a score and an expected result, the depth reached, the best line in the
game's notation, and the N best moves (default 3) with their scores. Moves are separated
by spaces, except inside brackets and after ';' (see 'towers help show').";

pub const BENCH_HELP: &str = "\
towers bench [--game G [--variant V] [--option NAME=VALUE]...] [--seconds S]

For each game (or one), prints random playouts per second from the opening, their average
length, and perft leaves per second at the deepest depth that fits in about S seconds
(default 1).";

/// A player of a match: a level and what changes in its plan.
struct Player {
    level: Level,
    nodes: Option<u64>,
    algorithm: Option<Algorithm>,
    quiescence: bool,
    label: String,
}

impl Player {
    fn parse(text: &str, who: &str) -> Result<Player, String> {
        let mut parts = text.split('/');
        let head = parts.next().unwrap_or("");
        let (name, nodes) = match head.split_once('@') {
            Some((n, v)) => (n, Some(super::args::parse_count(v, &format!("--{who}: the node bound"), 1..=MAX_NODES)?)),
            None => (head, None),
        };
        let level: Level = name.parse().map_err(|e| format!("--{who}: {e}"))?;
        let mut p = Player { level, nodes, algorithm: None, quiescence: true, label: text.to_string() };
        for part in parts {
            match part {
                "mcts" => p.algorithm = Some(Algorithm::Mcts),
                "alphabeta" => p.algorithm = Some(Algorithm::AlphaBeta),
                "noq" => p.quiescence = false,
                other => return Err(format!("--{who}: unknown modifier '/{}' (mcts, alphabeta, noq)", quoted(other))),
            }
        }
        Ok(p)
    }

    /// Node bound only (no clock), so that matches are reproducible.
    fn adjust(&self, plan: &mut Plan) {
        plan.limits = Limits { nodes: self.nodes.unwrap_or(plan.limits.nodes), time: None };
        if let Some(a) = self.algorithm
            && plan.algorithm != Algorithm::Random
        {
            plan.algorithm = a;
        }
        plan.quiescence &= self.quiescence;
    }
}

pub fn play_match(args: &Args) -> Result<(), String> {
    args.allow(&["game", "variant", "setup", "position", "moves", "a", "b", "games", "seed", "max-plies", "verbose", "opening-plies"])?;
    let id = args.value("game").or(args.positional.first().map(String::as_str)).ok_or("missing --game (storm, litrof, tribesmen, three-elephant)")?;
    let start = super::commands::start_from(args, &args.config(id))?;
    let a = Player::parse(args.value("a").ok_or("missing --a LEVEL")?, "a")?;
    let b = Player::parse(args.value("b").ok_or("missing --b LEVEL")?, "b")?;
    let n: u64 = args.count("games", 100, 1..=10_000_000)?;
    let seed: u64 = args.number("seed", 1)?;
    let max_plies: usize = args.count("max-plies", 2000, 1..=10_000_000)?;
    let opening_plies: usize = args.count("opening-plies", start.seats(), 0..=10_000)?;
    let never = AtomicBool::new(false);
    let (mut wins, mut draws, mut losses) = (0u64, 0u64, 0u64);
    let mut reasons: BTreeMap<String, u64> = BTreeMap::new();
    let mut algorithms: [BTreeMap<&str, u64>; 2] = Default::default();
    let (mut millis, mut moves, mut plies) = ([0u64; 2], [0u64; 2], 0u64);
    let t = Instant::now();
    for game in 0..n {
        let mut g = start.clone();
        let side = |seat: usize| (seat + game as usize) % 2; // 0 = A, 1 = B
        let mut ply = 0usize;
        let mut opening = Rng::new(seed ^ (game / 2).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        while ply < opening_plies && g.outcome().is_none() {
            let n = g.moves().len();
            g.play_index(opening.below(n)).map_err(|e| e.to_string())?;
            ply += 1;
        }
        let outcome = loop {
            if let Some(o) = g.outcome() {
                break Some(o);
            }
            if ply >= max_plies {
                break None;
            }
            let s = side(g.to_move());
            let p = if s == 0 { &a } else { &b };
            let move_seed = seed.wrapping_mul(0x9E37_79B9).wrapping_add(game << 20).wrapping_add(ply as u64);
            let th = g.think_with(p.level, &|plan| p.adjust(plan), move_seed, &never, &mut |_| {});
            millis[s] += th.millis;
            moves[s] += 1;
            *algorithms[s].entry(th.algorithm.name()).or_default() += 1;
            g.play_index(th.index).map_err(|e| e.to_string())?;
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
        if args.flag("verbose") {
            let a_seats: Vec<String> = (0..g.seats()).filter(|&s| side(s) == 0).map(|s| s.to_string()).collect();
            println!(
                "game {game}: A on seat {}: {} in {ply} plies ({reason})",
                a_seats.join("+"),
                match result {
                    'W' => "A won",
                    'L' => "B won",
                    _ => "draw",
                }
            );
        }
    }
    let e = elo::estimate(wins, draws, losses);
    let algo = |m: &BTreeMap<&str, u64>| m.keys().cloned().collect::<Vec<_>>().join("+");
    println!("match {id}: A = {} ({}) vs B = {} ({}), {n} games, seed {seed}", a.label, algo(&algorithms[0]), b.label, algo(&algorithms[1]));
    println!("A won {wins}, drew {draws}, lost {losses} (score {:.1}%); {e}", 100.0 * e.score);
    println!(
        "A {:.1} ms/move, B {:.1} ms/move; {:.1} plies/game; {:.0} s",
        millis[0] as f64 / moves[0].max(1) as f64,
        millis[1] as f64 / moves[1].max(1) as f64,
        plies as f64 / n.max(1) as f64,
        t.elapsed().as_secs_f64()
    );
    for (r, c) in reasons {
        println!("  {c:>5}  {r}");
    }
    Ok(())
}

pub fn bench(args: &Args) -> Result<(), String> {
    args.allow(&["game", "variant", "seconds"])?;
    let secs: f64 = args.seconds("seconds", 1.0)?;
    let entries = games::all();
    let chosen: Vec<_> = match args.value("game") {
        Some(id) => vec![games::find(id)?],
        None => entries,
    };
    if chosen.is_empty() {
        return Err("no games are registered in this build".into());
    }
    if (args.value("variant").is_some() || !args.options.is_empty()) && args.value("game").is_none() {
        return Err("--variant and --option need --game".into());
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
    }
    Ok(())
}

pub fn analyse(args: &Args) -> Result<(), String> {
    args.allow(&["variant", "setup", "position", "moves", "seconds", "lines", "seed"])?;
    let game = super::commands::game_from(args)?;
    let seconds: f64 = args.seconds("seconds", 2.0)?;
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
    let each = Duration::from_secs_f64(seconds / lines as f64);
    let never = AtomicBool::new(false);
    let found = game.analyse(each, lines, seed, &never);
    let best = &found[0];
    let mover = game.seat_name(game.to_move());
    let score = best.score.map_or("—".to_string(), |s| s.to_string());
    println!("evaluation: {score} for {mover}; expected result {:.0}% for {mover}", best.eval * 100.0);
    println!("depth: {}{}", best.depth, if best.playouts > 0 { format!(" ({} playouts)", best.playouts) } else { String::new() });
    println!("best line: {}", best.pv.join(" "));
    println!("best moves:");
    for (i, t) in found.iter().enumerate() {
        let score = t.score.map_or(String::new(), |s| format!("{s:>7}  "));
        println!("  {}. {:<24} {score}{:>3.0}%  depth {}", i + 1, t.notation, t.eval * 100.0, t.depth);
    }
    Ok(())
}
