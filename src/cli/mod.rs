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
mod puzzles_command;
mod record_commands;
mod serve_command;
mod tournament;
mod tournament_players;

pub use args::{ArgError, Args, Bounded, MAX_SECONDS, parse_count, parse_seat, parse_seconds};
pub use error::CliError;
pub use internet::asked as internet_asked;

use crate::core::text::quoted;

/// The overview of every command (`towers help`), in the current language.
fn usage() -> String {
    crate::t!("cli-usage")
}

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

/// Whether the command line asks for help: `towers help [COMMAND]`, `--help`, `-h`.
fn help_asked(cmd: &str, rest: &[String]) -> bool {
    matches!(cmd, "help" | "--help" | "-h") || rest.iter().any(|a| a == "--help" || a == "-h")
}

fn dispatch(argv: &[String], app: Option<AppMain>) -> Result<(), CliError> {
    let Some(cmd) = argv.first() else {
        return open_app(app, &Args::parse(&[])?);
    };
    let rest = &argv[1..];
    // The help speaks the system's language; everything else the command line prints (results,
    // positions, the engine protocol) is for scripts too, and stays as it is.
    let _help_language = help_asked(cmd, rest).then(|| crate::i18n::Speaking::new(crate::i18n::system()));
    if rest.iter().any(|a| a == "--help" || a == "-h") {
        println!("{}", commands::help(cmd)?);
        return Ok(());
    }
    match cmd.as_str() {
        "help" | "--help" | "-h" => {
            match rest {
                [] => println!("{}", usage()),
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
        "serve" => serve_command::serve(&Args::parse(rest)?),
        "guide" => guide_command::guide(&Args::parse(rest)?),
        "annotated" => record_commands::annotated(&Args::parse(rest)?),
        "engine" => engine::engine(&Args::parse(rest)?),
        "puzzles" => puzzles_command::puzzles(rest),
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
