//! The command line of the `towers` binary. No subcommand opens the app.

mod ai_commands;
mod args;
pub(crate) mod commands;
mod engine;
mod error;
mod evaluate_command;
mod guide_command;
mod internet;
mod net_commands;
mod placings;
mod record_commands;
mod tournament;
mod tournament_players;

pub use args::{ArgError, Args, Bounded, MAX_SECONDS, parse_count, parse_seat, parse_seconds};
pub use error::CliError;
pub use internet::asked as internet_asked;

use crate::core::text::quoted;

const USAGE: &str = "\
towers — four tower board games in 3D, and their engines

Usage:
  towers                      open the 3D app
  towers FILE                 open the app with a saved game or a text export
  towers --version            the version
  towers games                list the games, variants and rule options
  towers perft <game> <depth> [--variant V] [--option NAME=VALUE]... [--setup S] [--divide]
  towers play <game> [--games N] [--seed S] [--variant V] [--option NAME=VALUE]... [--setup S]
                              random-vs-random self-play, with a results line
  towers show <game> [--position P] [--moves \"m1 m2 ...\"] [--variant V] ...
                              print the position, its position string and its legal moves
  towers analyse <game> [--position P | --moves M] [--seconds S] [--lines N] [--threads T]
                              the computer's evaluation, best line and N best moves
  towers match --game G --a LEVEL --b LEVEL [--games N] [--seed S] [--time-factor F] ...
                              computer against computer: wins/draws/losses and Elo of A;
                              levels: random, easy, medium, hard, expert, 2.5s (hard@NODES)
  towers tournament <game> --engine NAME=COMMAND --engine NAME=COMMAND... (--movetime MS | --clock B+I)
                              engines against each other, Towers the arbiter; docs/tournament.md
  towers bench [--game G] [--threads T,...]
                              playouts/s, perft leaves/s and search nodes/s per game
  towers calibrate <game> [--games N] [--level L] [--time-factor F | --nodes N]
                              fit scores to self-play results; predicted vs observed
  towers replay FILE [--text]  replay and check a saved game (RON save or text export),
                              print its moves, comments and result (--text: as a text export)
  towers replay --annotated NAME [--text]
                              the same for a shipped annotated game (NAME or its start)
  towers evaluate-game FILE [--seconds S]
                              the expected result after every move of a saved game, for
                              the first seat, and the moves that cost most (S per position)
  towers annotated            list the shipped annotated games
  towers record <game> --out FILE [--seed S] [--delay-ms D] [--position P] [--moves M]
                              play one random game, saving it atomically after every move
  towers host <game> [--seats human,remote,hard,...] [--port N] [--code C] [--time T] [--out FILE]
                              host a game that players on other machines join (TCP; with --p2p
                              also across the internet, no port to open); prints invitations
  towers join INVITATION --seat N|spectator [--player LEVEL] [--out FILE]
                              join a hosted game (or ADDR --code C --key K); --player lets a computer play
  towers relay [--port N]     run a relay for the internet transport, for a group's own use
  towers guide <game> [--lesson N] [--steps]
                              the guide to a game: goal, pieces and scripted examples
  towers engine               speak the engine protocol on standard input and output
                              (docs/engine-protocol.md): for scripts and tournament runners
  towers help [COMMAND]       this text, or one command's

Games: storm, litrof, tribesmen, three-elephant.

Every command that takes a game also takes --position TEXT, a position string
(docs/positions.md), to start there instead of at the start position, and --moves, a list
of moves in the game's notation played from there. Moves are separated by spaces, except
inside brackets and after a ';': \"LMc2-c9-c5(xc7, xc8) SBb7-c6\" is two Litróf moves and
\"Sa2>L; Nb1-c3 Sa8>R; Nb9-c7\" two Three Elephant turns. 'towers show' lists the legal
moves in that same form.
";

/// What opens the 3D app: `app::run` in a build with the `app` feature. The command line
/// knows the app only through this, so it builds and is tested without it.
pub type AppMain = fn(&Args) -> Result<(), CliError>;

/// Runs the command line; returns the process exit code.
pub fn run(argv: &[String], app: Option<AppMain>) -> i32 {
    match dispatch(argv, app) {
        Ok(()) => 0,
        Err(e) => {
            // Whatever a message let through, the terminal gets no control character.
            eprintln!("towers: {}", crate::core::text::one_line(&e.to_string()));
            2
        }
    }
}

fn open_app(app: Option<AppMain>, args: &Args) -> Result<(), CliError> {
    match app {
        Some(run) => run(args),
        None => Err(CliError::usage("this build has no app (built without the 'app' feature); see 'towers help'")),
    }
}

/// The path in a `file://` URL (`file:///home/a/My%20game.ron`), its %-escapes decoded.
fn file_url_path(url: &str) -> String {
    let path = url.strip_prefix("file://").unwrap_or(url);
    let path = path.strip_prefix("localhost").unwrap_or(path);
    let bytes = path.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes.get(i + 1..i + 3).and_then(|h| std::str::from_utf8(h).ok()).and_then(|h| u8::from_str_radix(h, 16).ok());
        match (bytes[i], hex) {
            (b'%', Some(b)) => {
                out.push(b);
                i += 3;
            }
            (b, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn dispatch(argv: &[String], app: Option<AppMain>) -> Result<(), CliError> {
    let Some(cmd) = argv.first() else {
        return open_app(app, &Args::parse(&[])?);
    };
    let rest = &argv[1..];
    if rest.iter().any(|a| a == "--help" || a == "-h") {
        println!("{}", commands::help(cmd)?);
        return Ok(());
    }
    match cmd.as_str() {
        "help" | "--help" | "-h" => {
            match rest {
                [] => print!("{USAGE}"),
                [c] => println!("{}", commands::help(c)?),
                [_, extra, ..] => {
                    return Err(CliError::usage(format!("unexpected argument '{}' ('towers help COMMAND' takes one command)", quoted(extra))));
                }
            }
            Ok(())
        }
        "--version" | "-V" | "version" => {
            Args::parse(rest)?.positionals(0)?;
            println!("towers {}", env!("CARGO_PKG_VERSION"));
            Ok(())
        }
        "games" => {
            let args = Args::parse(rest)?;
            args.allow(&[])?;
            args.positionals(0)?;
            commands::games()
        }
        "perft" => commands::perft(&Args::parse(rest)?),
        "play" => commands::play(&Args::parse(rest)?),
        "show" => commands::show(&Args::parse(rest)?),
        "match" => ai_commands::play_match(&Args::parse(rest)?),
        "analyse" | "analyze" => ai_commands::analyse(&Args::parse(rest)?),
        "tournament" => tournament::tournament(rest),
        "bench" => ai_commands::bench(&Args::parse(rest)?),
        "calibrate" => ai_commands::calibrate(&Args::parse(rest)?),
        "replay" => record_commands::replay(&Args::parse(rest)?),
        "evaluate-game" => evaluate_command::evaluate_game(&Args::parse(rest)?),
        "record" => record_commands::record(&Args::parse(rest)?),
        "host" => net_commands::host(&Args::parse(rest)?),
        "join" => net_commands::join(&Args::parse(rest)?),
        "relay" => internet::relay(&Args::parse(rest)?),
        "guide" => guide_command::guide(&Args::parse(rest)?),
        "annotated" => record_commands::annotated(&Args::parse(rest)?),
        "engine" => engine::engine(&Args::parse(rest)?),
        c if c.starts_with('-') => open_app(app, &Args::parse(argv)?),
        // A towers:// link clicked in a browser or a chat (the desktop entry's URL handler).
        c if c.get(..9).is_some_and(|s| s.eq_ignore_ascii_case("towers://")) => {
            let mut words = vec!["--invite".to_string(), c.to_string()];
            words.extend_from_slice(rest);
            open_app(app, &Args::parse(&words)?)
        }
        // A file manager may give a save as a file: URL.
        c if c.starts_with("file://") && std::path::Path::new(&file_url_path(c)).is_file() => {
            let mut words = vec!["--open".to_string(), file_url_path(c)];
            words.extend_from_slice(rest);
            open_app(app, &Args::parse(&words)?)
        }
        // A file manager opens saves as `towers FILE`.
        c if std::path::Path::new(c).is_file() => {
            let mut words = vec!["--open".to_string(), c.to_string()];
            words.extend_from_slice(rest);
            open_app(app, &Args::parse(&words)?)
        }
        c if c.ends_with(".ron") || c.ends_with(".txt") => Err(CliError::usage(format!("cannot open {}: no such file", quoted(c)))),
        c => Err(CliError::usage(format!("unknown command '{}' (try 'towers help')", quoted(c)))),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_file_url_gives_its_path_with_escapes_decoded() {
        assert_eq!(super::file_url_path("file:///home/a/My%20game%C3%A9.ron"), "/home/a/My gameé.ron");
        assert_eq!(super::file_url_path("file://localhost/tmp/x.ron"), "/tmp/x.ron");
        assert_eq!(super::file_url_path("file:///tmp/100%"), "/tmp/100%", "a lone % stays");
    }
}
