//! Commands on game records: replay a saved game or a shipped annotated one, export it as
//! text, list the annotated games.

use super::Args;
use crate::cli::CliError;
use crate::core::Seat;
use crate::core::text::one_line;
use crate::record::{self, History, SaveFile};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::io::Write;

/// `towers replay FILE [--text]`, `towers replay --annotated NAME [--text]`
pub fn replay(args: &Args) -> Result<(), CliError> {
    args.allow(&["text", "annotated"])?;
    args.positionals(1)?;
    let loaded = match (args.value("annotated"), args.positional.first()) {
        (Some(_), Some(_)) => return Err(CliError::usage("give FILE or --annotated NAME, not both")),
        (Some(name), None) => record::annotated::load(name)?,
        (None, Some(path)) => record::load_file(std::path::Path::new(path))?,
        (None, None) => return Err(CliError::usage("missing FILE (a saved game) or --annotated NAME (see 'towers annotated')")),
    };
    let history = loaded.history;
    if args.flag("text") {
        print!("{}", record::text::export(&history));
        return Ok(());
    }
    // A file's own words (title, seat labels, comments) may hold anything: the terminal gets
    // them with every control character escaped.
    if let Some(title) = &loaded.title {
        println!("{}", one_line(title));
    }
    let c = history.config();
    println!("{} ({}){}", c.game, c.variant, if c.options.is_empty() { String::new() } else { format!(" options {:?}", c.options) });
    if !loaded.seats.is_empty() {
        let g = history.current();
        let names: Vec<String> = Seat::all(g.seats()).zip(&loaded.seats).map(|(s, who)| format!("{} {}", g.seat_name(s), one_line(who))).collect();
        println!("seats: {}", names.join(", "));
    }
    print_comment(history.comment(0));
    let seats = history.current().seats().max(1);
    for (i, m) in history.moves().iter().enumerate() {
        let dots = if i % seats == 0 { "." } else { "..." };
        println!("{}{dots} {m}", i / seats + 1);
        print_comment(history.comment(i + 1));
    }
    match history.current().outcome() {
        Some(o) => println!("result: {}", record::file::describe_outcome(&history, &o)),
        None => println!("result: unfinished, {} to move", history.current().view().seats[history.current().to_move()].name),
    }
    println!("{} moves, all legal", history.moves().len());
    Ok(())
}

/// A comment under its move: each of its lines indented and wrapped at word breaks to fit
/// a terminal, with no control character.
fn print_comment(comment: Option<&str>) {
    const INDENT: &str = "      ";
    const WIDTH: usize = 92;
    for line in comment.into_iter().flat_map(str::lines) {
        let mut out = String::new();
        for word in one_line(line).split(' ') {
            if !out.is_empty() && INDENT.len() + out.chars().count() + 1 + word.chars().count() > WIDTH {
                println!("{INDENT}{out}");
                out.clear();
            } else if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(word);
        }
        println!("{INDENT}{out}");
    }
}

/// `towers annotated`: the shipped annotated games, by name and title.
pub fn annotated(args: &Args) -> Result<(), CliError> {
    args.allow(&[])?;
    if let Some(extra) = args.positional.first() {
        return Err(CliError::usage(format!(
            "'towers annotated' takes no argument, got '{}' (to replay one: towers replay --annotated NAME)",
            crate::core::text::quoted(extra)
        )));
    }
    for (id, title) in record::annotated::list() {
        println!("{id:<36} {title}");
    }
    Ok(())
}

/// `towers record GAME --out FILE [--seed S] [--delay-ms D] [--position P] [--moves M]`: plays
/// one random game (from `--position` and after `--moves` when given), saving it atomically
/// after every move and printing `saved N` once move N is on disk. Used to show that killing
/// the process never loses a completed move. The file stays locked for the run.
pub fn record(args: &Args) -> Result<(), CliError> {
    args.allow(&["variant", "setup", "position", "moves", "out", "seed", "delay-ms"])?;
    args.positionals(1)?;
    let id = args.positional.first().ok_or_else(|| CliError::usage("missing game name"))?;
    let out = args.value("out").ok_or_else(|| CliError::usage("missing --out FILE"))?;
    let seed: u64 = args.number("seed", 1)?;
    let delay: u64 = args.count("delay-ms", 0, 0..=60_000)?;
    let mut history = History::starting(&args.config(id), args.value("position"))?;
    crate::core::notation::play_list(args.value("moves").unwrap_or(""), |m| history.play_text(m))?;
    if let Some(result) = history.current().result_text() {
        return Err(CliError::usage(format!("the game is already over there ({result}): nothing to record")));
    }
    // Held for the whole run: a second recorder on the same file is refused at its start.
    let lock = record::io::TargetLock::acquire(std::path::Path::new(out))?;
    let mut rng = SmallRng::seed_from_u64(seed);
    let seats = vec!["Random".to_string(); history.current().seats()];
    let stdout = std::io::stdout();
    while history.current().outcome().is_none() {
        let n = history.current().moves().len();
        history.play_index(rng.random_range(0..n))?;
        let save = SaveFile::from_history(&history, &seats);
        record::autosave::store_locked(&save, &lock)?;
        let mut lock = stdout.lock();
        let _ = writeln!(lock, "saved {} {}", history.ply(), history.moves().last().unwrap());
        let _ = lock.flush();
        if delay > 0 {
            std::thread::sleep(std::time::Duration::from_millis(delay));
        }
    }
    Ok(())
}
