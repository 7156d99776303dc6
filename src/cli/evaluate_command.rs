//! `towers evaluate-game`: the analysis board's "Analyse game" from the command line, so the
//! per-move evaluations of a saved game can be read, and tested, without the app.

use super::Args;
use crate::analysis::GameEvaluation;
use crate::cli::CliError;
use crate::core::Seat;
use crate::record;
use std::time::Duration;

/// `towers evaluate-game FILE [--seconds S]`, `towers evaluate-game --annotated NAME`
pub fn evaluate_game(args: &Args) -> Result<(), CliError> {
    args.allow(&["annotated", "seconds"])?;
    args.positionals(1)?;
    let loaded = match (args.value("annotated"), args.positional.first()) {
        (Some(_), Some(_)) => return Err(CliError::usage("give FILE or --annotated NAME, not both")),
        (Some(name), None) => record::annotated::load(name)?,
        (None, Some(path)) => record::load_file(std::path::Path::new(path))?,
        (None, None) => return Err(CliError::usage("missing FILE (a saved game or a text export) or --annotated NAME")),
    };
    let seconds = args.seconds("seconds", 0.2)?;
    let history = loaded.history;
    let start = history.start();
    let first = start.seat_name(Seat::FIRST);
    let (tx, rx) = std::sync::mpsc::channel();
    let eval = GameEvaluation::of_history(&history, Duration::from_secs_f64(seconds), move || {
        let _ = tx.send(());
    });
    while eval.running() {
        let _ = rx.recv_timeout(Duration::from_millis(500));
    }
    let c = history.config();
    let depth = eval
        .depth_range()
        .map_or(String::new(), |(low, high)| if low == high { format!(" (depth {low})") } else { format!(" (depth {low}–{high})") });
    println!("{} ({}): expected result for {first}, the first seat, after each move{depth}", c.game, c.variant);
    let percent = |v: Option<f32>| v.map_or("  —".to_string(), |v| format!("{:>3.0}%", v * 100.0));
    let values = eval.values();
    let seats = start.seats().max(1);
    // "3." before the first seat's move of a round, "3..." before the others'.
    let numbered = |i: usize| format!("{}{} {}", i / seats + 1, if i.is_multiple_of(seats) { "." } else { "..." }, history.moves()[i]);
    println!("{:>5}  {:<36} {}", 0, "start", percent(values[0]));
    for i in 0..history.ply().min(history.moves().len()) {
        println!("{:>5}  {:<36} {}", i + 1, numbered(i), percent(values.get(i + 1).copied().flatten()));
    }
    let swings = eval.swings(3);
    if !swings.is_empty() {
        let names: Vec<String> =
            swings.iter().map(|s| format!("{} ({}, -{:.0}%)", numbered(s.ply - 1), start.seat_name(s.seat), s.drop * 100.0)).collect();
        println!("biggest swings: {}", names.join(", "));
    }
    if let Some(result) = history.current().result_text() {
        println!("result: {result}");
    }
    Ok(())
}
