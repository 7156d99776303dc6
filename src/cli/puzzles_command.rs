//! `towers puzzles`: the shipped puzzles listed, shown, solved by typing moves, exported; and
//! the generator that made them.

use super::{Args, CliError};
use crate::core::GameConfig;
use crate::puzzles::generate::{self, Effort, Found, Record, Tally};
use crate::puzzles::{self, Collection, Puzzle};
use std::collections::HashSet;
use std::io::{BufRead, Write};
use std::time::Instant;

pub fn puzzles(words: &[String]) -> Result<(), CliError> {
    let (action, rest) = words.split_first().ok_or_else(|| CliError::usage("missing action: list, show, solve, export or generate"))?;
    let args = Args::parse(rest)?;
    match action.as_str() {
        "list" => list(&args),
        "show" => show(&args),
        "solve" => solve(&args),
        "export" => export(&args),
        "generate" => generate(&args),
        other => Err(CliError::usage(format!("unknown action '{}': list, show, solve, export or generate", crate::core::text::quoted(other)))),
    }
}

/// Whether `name` is a game (`storm`) or a game and one of its variants (`storm/korean`).
fn known_kind(name: &str) -> bool {
    let config = match name.split_once('/') {
        Some((game, variant)) => GameConfig::new(game).with_variant(variant),
        None => GameConfig::new(name),
    };
    crate::games::new_game(&config).is_ok()
}

/// One puzzle a line, beginning with its id.
fn list(args: &Args) -> Result<(), CliError> {
    args.allow(&["theme"])?;
    args.positionals(1)?;
    let game = args.positional.first().map(String::as_str);
    let theme = args.value("theme");
    if let Some(game) = game.filter(|g| !known_kind(g)) {
        let games: Vec<&str> = crate::games::all().iter().map(|g| g.id).collect();
        return Err(CliError::usage(format!(
            "unknown game '{}': {}, or a game and its variant (storm/korean)",
            crate::core::text::quoted(game),
            games.join(", ")
        )));
    }
    let mut out = std::io::stdout().lock();
    for p in puzzles::of_game(game).filter(|p| theme.is_none_or(|t| p.themes.iter().any(|x| x == t))) {
        writeln!(out, "{}  {}  {}  {}  {}", p.id, p.kind(), p.rating, p.task(), p.themes.join(","))?;
    }
    Ok(())
}

fn named(args: &Args) -> Result<&'static Puzzle, CliError> {
    args.positionals(1)?;
    let id = args.positional.first().ok_or_else(|| CliError::usage("missing puzzle id (see 'towers puzzles list')"))?;
    puzzles::find(id).map_err(|e| CliError::usage(e.to_string()))
}

/// `position:` and `solution:` lines (scripts read them), then the rest and a diagram.
fn show(args: &Args) -> Result<(), CliError> {
    args.allow(&[])?;
    let p = named(args)?;
    let start = p.start()?;
    println!("id: {}", p.id);
    println!("game: {} {}", p.game, p.variant);
    println!("position: {}", p.position);
    println!("solution: {}", p.solution.join(" "));
    println!("task: {} ({} to move)", p.task(), start.seat_name(start.to_move()));
    println!("themes: {}", p.themes.join(", "));
    println!("rating: {}", p.rating);
    println!("source: {}", p.source);
    println!("{}", start.diagram());
    Ok(())
}

/// The puzzle on the terminal: the player types the solver's moves, the opponent answers.
fn solve(args: &Args) -> Result<(), CliError> {
    args.allow(&[])?;
    let p = named(args)?;
    let mut now = p.start()?;
    println!("{}\n{}: {} ({} to move)", now.diagram(), p.id, p.task(), now.seat_name(now.to_move()));
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    for step in (0..p.solution.len()).step_by(2) {
        print!("your move: ");
        std::io::stdout().flush()?;
        let Some(typed) = lines.next().transpose()? else { return Ok(()) };
        let typed = typed.trim();
        if let Err(e) = now.parse(typed) {
            println!("{e}");
            println!("not solved: the solution is {}", p.solution.join(" "));
            return Ok(());
        }
        if !p.accepts(now.as_ref(), step, typed) {
            println!("not the move: the solution is {}", p.solution.join(" "));
            return Ok(());
        }
        now.play_text(typed)?;
        if let Some(reply) = p.solution.get(step + 1) {
            now.play_text(reply)?;
            println!("{}\nthe answer: {reply}", now.diagram());
        }
    }
    println!("solved");
    Ok(())
}

/// The collection as CSV (one puzzle a row, the lichess puzzle file's shape) or RON.
fn export(args: &Args) -> Result<(), CliError> {
    args.allow(&["format"])?;
    args.positionals(1)?;
    let game = args.positional.first().map(String::as_str);
    let mut out = std::io::stdout().lock();
    match args.value("format").unwrap_or("csv") {
        "csv" => {
            writeln!(out, "id,game,variant,position,solution,task,themes,rating,source")?;
            for p in puzzles::of_game(game) {
                let fields = [
                    &p.id,
                    &p.game,
                    &p.variant,
                    &p.position,
                    &p.solution.join(" "),
                    &p.task(),
                    &p.themes.join(" "),
                    &p.rating.to_string(),
                    &p.source,
                ];
                writeln!(out, "{}", fields.map(|f| csv_field(f)).join(","))?;
            }
        }
        "ron" => {
            let chosen: Vec<Puzzle> = puzzles::of_game(game).cloned().collect();
            writeln!(out, "{}", ron::ser::to_string_pretty(&chosen, ron::ser::PrettyConfig::default()).map_err(|e| CliError::usage(e.to_string()))?)?;
        }
        other => return Err(CliError::usage(format!("--format must be csv or ron, got '{}'", crate::core::text::quoted(other)))),
    }
    Ok(())
}

/// A CSV field: quoted when it holds a comma, a quote or a line break.
fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n']) { format!("\"{}\"", text.replace('"', "\"\"")) } else { text.to_string() }
}

/// Self-play games (and the shipped annotated games of the game) looked through on several
/// threads; the puzzles found written as a collection file.
fn generate(args: &Args) -> Result<(), CliError> {
    args.allow(&["variant", "games", "endings", "seed", "scan-nodes", "prove-nodes", "play-nodes", "threads", "out", "first-id"])?;
    args.positionals(1)?;
    let game = args.positional.first().ok_or_else(|| CliError::usage("missing game name (storm, litrof, tribesmen, three-elephant)"))?;
    let config = args.config(game);
    let games: u64 = args.count("games", 20, 0..=100_000)?;
    let seed: u64 = args.number("seed", 1)?;
    let effort = Effort {
        scan: args.count("scan-nodes", 60_000, 1_000..=1_000_000_000)?,
        prove: args.count("prove-nodes", 1_500_000, 1_000..=10_000_000_000)?,
    };
    let play_nodes: u64 = args.count("play-nodes", 3_000, 10..=100_000_000)?;
    let threads: usize = args.count("threads", crate::ai::default_threads(), 1..=256)?;
    let first_id: usize = args.count("first-id", 1, 1..=1_000_000)?;
    crate::games::new_game(&config)?;
    let began = Instant::now();
    // A later run adds to the collection: the positions already shipped are not found again.
    let shipped: HashSet<u64> = crate::puzzles::of_game(Some(&config.game)).filter_map(|p| p.start().ok()).map(|start| start.key()).collect();
    let endings = args.value("endings").map(|_| args.count("endings", 0, 1..=100_000)).transpose()?;
    let (found, tally, looked_at) = match endings {
        Some(count) => {
            if config.game != "storm" {
                return Err(CliError::usage("--endings: only Storm's smallest endings are solved"));
            }
            let (found, total) =
                crate::puzzles::solved::ending_puzzles(&config, count, effort, seed, &shipped).map_err(|e| CliError::usage(e.to_string()))?;
            let tally = Tally { positions: total, candidates: total, proved: total, fresh: total, kept: found.len(), ..Tally::default() };
            (found, tally, format!("--endings {count}"))
        }
        None => {
            let records = game_records(&config, games, seed, play_nodes);
            let (found, tally) = look_through_all(records, effort, seed, threads, shipped);
            (found, tally, format!("--games {games}"))
        }
    };
    let mut puzzles: Vec<Puzzle> = found.into_iter().map(|f| f.puzzle).collect();
    for (i, p) in puzzles.iter_mut().enumerate() {
        // A variant's puzzles are told apart by their ids too (storm-korean-0001).
        let variant = if p.variant == GameConfig::new(&p.game).variant { String::new() } else { format!("-{}", p.variant) };
        p.id = format!("{}{variant}-{:04}", p.game, first_id + i);
    }
    // Everything that decides the puzzles, and nothing that does not (threads, the file).
    let variant = args.value("variant").map(|v| format!(" --variant {v}")).unwrap_or_default();
    let first = if first_id == 1 { String::new() } else { format!(" --first-id {first_id}") };
    let made_by = format!(
        "towers puzzles generate {game}{variant} {looked_at} --seed {seed} --scan-nodes {} --prove-nodes {} --play-nodes {play_nodes}{first}",
        effort.scan, effort.prove
    );
    let collection = Collection { made_by, scan_nodes: effort.scan, seed, puzzles };
    let text = ron::ser::to_string_pretty(&collection, ron::ser::PrettyConfig::default()).map_err(|e| CliError::usage(e.to_string()))?;
    match args.value("out") {
        Some(path) => crate::record::io::write_atomic(std::path::Path::new(path), &format!("{text}\n"))?,
        None => println!("{text}"),
    }
    eprintln!(
        "{} games, {} positions looked at, {} candidates, {} proved, {} new, {} kept in {:.0} s",
        tally.games,
        tally.positions,
        tally.candidates,
        tally.proved,
        tally.fresh,
        tally.kept,
        began.elapsed().as_secs_f64()
    );
    Ok(())
}

/// The records a run looks through: the shipped annotated games, then `games` self-play games.
fn game_records(config: &crate::core::GameConfig, games: u64, seed: u64, play_nodes: u64) -> Vec<Box<dyn FnOnce() -> Record + Send>> {
    let mut records = annotated_records(&config.game, &config.variant);
    for g in 0..games {
        let (config, game_seed) = (config.clone(), seed.wrapping_mul(1_000_003).wrapping_add(g));
        records.push(Box::new(move || {
            let start = crate::games::new_game(&config).expect("checked above");
            Record { positions: generate::self_play(start, play_nodes, 4, 300, game_seed), source: format!("self-play seed {game_seed}") }
        }));
    }
    records
}

/// The shipped annotated games of the game, each a record to look through: only their positions
/// of the run's variant (a variant's puzzles come from its own games).
fn annotated_records(game: &str, variant: &str) -> Vec<Box<dyn FnOnce() -> Record + Send>> {
    let ids = crate::record::annotated::list()
        .into_iter()
        .map(|(id, _)| id)
        .filter(|id| id.starts_with(game) && !id[game.len()..].starts_with(|c: char| c.is_alphanumeric()));
    ids.map(|id| {
        let variant = variant.to_string();
        Box::new(move || {
            let loaded = crate::record::annotated::load(&id).expect("a shipped annotated game loads");
            let h = &loaded.history;
            let positions = (0..=h.moves().len()).filter_map(|ply| h.position(ply)).filter(|p| p.config().variant == variant).collect();
            Record { positions, source: format!("annotated {id}") }
        }) as Box<dyn FnOnce() -> Record + Send>
    })
    .collect()
}

/// Every record looked through, `threads` at a time; puzzles in the records' order, so that a
/// run is the same whatever the thread count.
fn look_through_all(
    records: Vec<Box<dyn FnOnce() -> Record + Send>>,
    effort: Effort,
    seed: u64,
    threads: usize,
    mut seen: HashSet<u64>,
) -> (Vec<Found>, Tally) {
    let total = records.len();
    let queue = std::sync::Mutex::new(records.into_iter().enumerate().collect::<Vec<_>>());
    let results = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads.min(total.max(1)) {
            scope.spawn(|| {
                loop {
                    let Some((i, make)) = queue.lock().unwrap_or_else(std::sync::PoisonError::into_inner).pop() else { break };
                    let record = make();
                    let mut tally = Tally::default();
                    let found = generate::look_through(&record, effort, seed, &mut HashSet::new(), &mut tally);
                    results.lock().unwrap_or_else(std::sync::PoisonError::into_inner).push((i, found, tally));
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner);
    results.sort_by_key(|(i, _, _)| *i);
    let mut tally = Tally::default();
    let mut kept = Vec::new();
    for (_, found, t) in results {
        tally += &t;
        for f in found {
            // Across games and collections, the same position is kept once.
            if seen.insert(f.key) {
                kept.push(f);
            } else {
                tally.fresh -= 1;
                tally.kept -= 1;
            }
        }
    }
    (kept, tally)
}
