//! The subcommands.

use super::Args;
use crate::cli::CliError;
use crate::core::OutcomeKind;
use crate::core::perft::Progress;
use crate::core::text::quoted;
use crate::games;
use crate::session::DynGame;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::time::{Duration, Instant};

/// One command's help, in the current language.
pub fn help(cmd: &str) -> Result<String, CliError> {
    Ok(match cmd {
        "perft" => crate::t!("cli-help-perft"),
        "play" => crate::t!("cli-help-play"),
        "show" => crate::t!("cli-help-show"),
        "replay" => crate::t!("cli-help-replay"),
        "evaluate-game" => crate::t!("cli-help-evaluate-game"),
        "annotated" => crate::t!("cli-help-annotated"),
        "record" => crate::t!("cli-help-record"),
        "games" => crate::t!("cli-help-games"),
        "help" => crate::t!("cli-help-help"),
        "version" | "--version" | "-V" => crate::t!("cli-help-version"),
        "match" => crate::t!("cli-help-match"),
        "analyse" | "analyze" => crate::t!("cli-help-analyse"),
        "bench" => crate::t!("cli-help-bench"),
        "tournament" => crate::t!("cli-help-tournament"),
        "calibrate" => crate::t!("cli-help-calibrate"),
        "host" => crate::t!("cli-help-host"),
        "join" => crate::t!("cli-help-join"),
        "relay" => crate::t!("cli-help-relay"),
        "serve" => crate::t!("cli-help-serve"),
        "guide" => crate::t!("cli-help-guide"),
        "engine" => crate::t!("cli-help-engine"),
        "puzzles" => crate::t!("cli-help-puzzles"),
        other => return Err(CliError::usage(format!("unknown command '{}' (try 'towers help')", quoted(other)))),
    })
}

/// The game named by the first positional word, configured from the flags, at `--position`
/// (or the start) and after `--moves`.
pub(super) fn game_from(args: &Args) -> Result<Box<dyn DynGame>, CliError> {
    let id = args.positional.first().ok_or_else(|| CliError::usage("missing game name (storm, litrof, tribesmen, three-elephant)"))?;
    start_from(args, &args.config(id))
}

/// A game for `config` from `--position` (or its start), then `--moves` played in order.
pub fn start_from(args: &Args, config: &crate::core::GameConfig) -> Result<Box<dyn DynGame>, CliError> {
    let mut game = match args.value("position") {
        Some(text) => games::from_position(config, text)?,
        None => games::new_game(config)?,
    };
    crate::core::notation::play_list(args.value("moves").unwrap_or(""), |m| game.play_text(m))?;
    Ok(game)
}

pub fn games() -> Result<(), CliError> {
    for g in games::all() {
        let m = (g.meta)();
        println!("{}  — {}", g.id, m.name);
        for v in &m.variants {
            let note = if v.note.is_empty() { String::new() } else { format!("  ({})", v.note) };
            println!("    --variant {:<14} {}{}", v.id, v.name, note);
        }
        for o in &m.options {
            println!("    --option {}={:<10} {} (default {}; values {}): {}", o.name, "…", o.label, o.default, o.values.join("|"), o.help);
        }
        if let Some(h) = &m.setup_help {
            println!("    --setup \"…\"  {h}");
        }
    }
    Ok(())
}

pub fn perft(args: &Args) -> Result<(), CliError> {
    args.allow(&["variant", "setup", "position", "moves", "divide"])?;
    let game = game_from(args)?;
    // Any depth: perft's stack grows with the plies a line actually reaches, not with this.
    let depth: u32 = args.positional_count(1, "depth", 0..=u32::MAX)?;
    args.positionals(2)?;
    let start = Instant::now();
    let mut progress = ProgressLine::new(start, Duration::from_secs(1));
    let total = if args.flag("divide") {
        let parts = game.divide_reporting(depth, &mut |p| progress.report(|s| perft_line(p, s)));
        for (m, n) in &parts {
            println!("{m}: {n}");
        }
        println!("moves: {}", parts.len());
        parts.iter().map(|(_, n)| n).sum()
    } else {
        game.perft_reporting(depth, &mut |p| progress.report(|s| perft_line(p, s)))
    };
    let secs = start.elapsed().as_secs_f64();
    println!("perft({depth}) = {total}");
    println!("time {:.3} s, {:.0} leaves/s", secs, total as f64 / secs.max(1e-9));
    Ok(())
}

/// A long run's progress on stderr (stdout keeps the results): nothing for the first
/// [`ProgressLine::QUIET`], so short runs stay silent, then a line at most every `every`.
pub(super) struct ProgressLine {
    start: Instant,
    last: Option<Instant>,
    every: Duration,
}

impl ProgressLine {
    const QUIET: Duration = Duration::from_secs(2);

    pub(super) fn new(start: Instant, every: Duration) -> ProgressLine {
        ProgressLine { start, last: None, every }
    }

    /// Prints the line `line` makes of the seconds since the start, if one is due now.
    pub(super) fn report(&mut self, line: impl FnOnce(f64) -> String) {
        if let Some(since) = self.due(Instant::now()) {
            eprintln!("{}", line(since.as_secs_f64()));
        }
    }

    /// The time since the start, if a line is due at `now`.
    fn due(&mut self, now: Instant) -> Option<Duration> {
        let since = now.duration_since(self.start);
        if since < Self::QUIET || self.last.is_some_and(|t| now.duration_since(t) < self.every) {
            return None;
        }
        self.last = Some(now);
        Some(since)
    }
}

fn perft_line(p: &Progress, secs: f64) -> String {
    format!("perft: {}/{} root moves, {} nodes, {secs:.1} s", p.root_done, p.root_moves, p.leaves)
}

/// How often `play`, `match` and `analyse` say how far they are.
pub(super) const PROGRESS_EVERY: Duration = Duration::from_secs(5);

pub fn play(args: &Args) -> Result<(), CliError> {
    args.allow(&["variant", "setup", "position", "moves", "games", "seed", "max-plies"])?;
    args.positionals(1)?;
    let start = game_from(args)?;
    let n: usize = args.count("games", 100, 1..=1_000_000_000)?;
    let seed: u64 = args.number("seed", 1)?;
    let max_plies: usize = args.count("max-plies", 100_000, 1..=1_000_000_000)?;
    let mut rng = SmallRng::seed_from_u64(seed);
    let seats = start.seats();
    let mut wins = vec![0usize; seats];
    let (mut draws, mut unfinished, mut plies) = (0usize, 0usize, 0usize);
    let mut reasons: std::collections::BTreeMap<String, usize> = Default::default();
    let t = Instant::now();
    let mut progress = ProgressLine::new(t, PROGRESS_EVERY);
    for game in 0..n {
        let mut g = start.clone();
        let mut ply = 0;
        loop {
            if ply % 1024 == 0 {
                progress.report(|s| format!("play: game {} of {n}, {s:.0} s", game + 1));
            }
            if let Some(o) = g.outcome() {
                match o.kind {
                    OutcomeKind::Win(s) => wins[s] += 1,
                    OutcomeKind::Draw => draws += 1,
                }
                *reasons.entry(o.reason(|s| g.seat_name(s))).or_default() += 1;
                break;
            }
            if ply >= max_plies {
                unfinished += 1;
                break;
            }
            let count = g.moves().len();
            g.play_index(rng.random_range(0..count))?;
            ply += 1;
        }
        plies += ply;
    }
    let secs = t.elapsed().as_secs_f64();
    let names: Vec<String> = start.view().seats.iter().map(|s| s.name.clone()).collect();
    let wins: Vec<String> = names.iter().zip(&wins).map(|(name, w)| format!("{name} {w}")).collect();
    println!(
        "{n} games: {}, draws {draws}{}; average {:.1} plies; {:.1} games/s",
        wins.join(", "),
        if unfinished > 0 { format!(", unfinished {unfinished}") } else { String::new() },
        plies as f64 / n.max(1) as f64,
        n as f64 / secs.max(1e-9)
    );
    for (r, c) in reasons {
        println!("  {c:>6}  {r}");
    }
    Ok(())
}

pub fn show(args: &Args) -> Result<(), CliError> {
    args.allow(&["variant", "setup", "position", "moves"])?;
    args.positionals(1)?;
    let game = game_from(args)?;
    let diagram = game.diagram();
    print!("{diagram}");
    if !diagram.ends_with('\n') {
        println!();
    }
    println!("{}", game.view().status);
    println!("position: {}", game.position_text());
    let moves: Vec<String> = game.moves().into_iter().map(|m| m.notation).collect();
    // Written as `--moves` reads them (see `split_moves`), so any one can be pasted back.
    println!("{} legal moves: {}", moves.len(), moves.join(" "));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{Duration, Instant, Progress, ProgressLine, help, perft_line};
    use crate::i18n::{Lang, Speaking};

    /// Every command that has help, with its other names: `towers help COMMAND` and
    /// `towers COMMAND --help` answer for each.
    const COMMANDS_WITH_HELP: [&str; 25] = [
        "perft",
        "play",
        "show",
        "replay",
        "evaluate-game",
        "annotated",
        "record",
        "games",
        "help",
        "version",
        "--version",
        "-V",
        "match",
        "analyse",
        "analyze",
        "bench",
        "tournament",
        "calibrate",
        "host",
        "join",
        "relay",
        "serve",
        "guide",
        "engine",
        "puzzles",
    ];

    fn help_in(lang: Lang, cmd: &str) -> String {
        let _speaking = Speaking::new(lang);
        help(cmd).unwrap_or_else(|e| panic!("no help for {cmd}: {e}"))
    }

    #[test]
    fn every_commands_help_is_translated() {
        for cmd in COMMANDS_WITH_HELP {
            let english = help_in(Lang::English, cmd);
            assert!(english.starts_with("towers "), "{cmd}: {english}");
            for lang in [Lang::German, Lang::Chinese] {
                let theirs = help_in(lang, cmd);
                assert!(!theirs.trim().is_empty(), "{cmd} in {}: empty", lang.tag());
                assert_ne!(theirs, english, "{cmd} in {}: the English help", lang.tag());
            }
        }
        for lang in [Lang::German, Lang::Chinese] {
            let _speaking = Speaking::new(lang);
            let usage = crate::cli::usage();
            assert!(!usage.trim().is_empty() && !usage.contains("Usage:"), "the usage in {}: {usage}", lang.tag());
        }
        let _english = Speaking::new(Lang::English);
        assert!(crate::cli::usage().contains("\nUsage:\n"));
        assert!(help("no-such-command").is_err());
    }

    #[test]
    fn perfts_english_help_is_word_for_word_what_it_was() {
        assert_eq!(
            help_in(Lang::English, "perft"),
            "towers perft <game> <depth> [--variant V] [--option NAME=VALUE]... [--setup S] [--divide]\n\n\
Counts the distinct positions reachable in <depth> moves (history rules off), and prints\n\
the time and leaves per second. --divide splits the count by first move. Any depth can be\n\
asked: memory grows with the plies a line actually reaches. A run longer than 2 s prints its\n\
progress (root moves done, leaves so far) on stderr, at most once a second."
        );
    }

    #[test]
    fn progress_starts_after_two_seconds_and_comes_at_most_once_a_period() {
        let start = Instant::now();
        let mut lines = ProgressLine::new(start, Duration::from_secs(1));
        let at = |ms: u64| start + Duration::from_millis(ms);
        assert_eq!(lines.due(at(1_900)), None);
        assert_eq!(lines.due(at(3_100)), Some(Duration::from_millis(3_100)));
        assert_eq!(lines.due(at(3_600)), None);
        assert!(lines.due(at(4_200)).is_some());
        let p = Progress { root_done: 12, root_moves: 44, leaves: 1_234_567, root_finished: true };
        assert_eq!(perft_line(&p, 3.1), "perft: 12/44 root moves, 1234567 nodes, 3.1 s");
    }

    #[test]
    fn turns_with_several_actions_stay_together() {
        assert_eq!(crate::core::notation::split_moves(" Ie4-e5  Sd2-d3; Sd3>L Te6!N ; Ke1-e3 x"), ["Ie4-e5", "Sd2-d3; Sd3>L", "Te6!N ; Ke1-e3", "x"]);
    }

    #[test]
    fn brackets_keep_a_litrof_move_together() {
        let moves = crate::core::notation::split_moves("LMc2-c9-c5(xc7, xc8) SBb1-c2\nOVa1-a2( xb3 )  Yb1-c3");
        assert_eq!(moves, ["LMc2-c9-c5(xc7, xc8)", "SBb1-c2", "OVa1-a2( xb3 )", "Yb1-c3"]);
    }
}
