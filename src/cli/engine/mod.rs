//! `towers engine`: a line protocol on standard input and output, in the spirit of UCI, so
//! that scripts and tournament runners can drive Towers as an engine for every game and seat
//! count. The protocol is written down in docs/engine-protocol.md; `command` reads a line,
//! `state` keeps the game and position, `search` runs `go` on a background thread.

mod command;
mod search;
mod state;

use super::Args;
use crate::cli::CliError;
use crate::core::text::one_line;
use command::{Command, EngineOption};
use search::Searcher;
use state::State;
use std::io::{BufRead, Write};
use std::sync::{Arc, Mutex};

/// Where answers go: whole lines, flushed at once, never interleaved between the reader and
/// the search thread.
#[derive(Clone)]
pub struct Out(Arc<Mutex<Box<dyn Write + Send>>>);

impl Out {
    pub fn new(w: Box<dyn Write + Send>) -> Out {
        Out(Arc::new(Mutex::new(w)))
    }

    pub fn line(&self, text: &str) {
        self.lines(&[text.to_string()]);
    }

    /// Several lines together (a reader that has gone away is not an error of ours).
    pub fn lines(&self, lines: &[String]) {
        let mut w = self.0.lock().unwrap_or_else(|e| e.into_inner());
        for l in lines {
            let _ = writeln!(w, "{l}");
        }
        let _ = w.flush();
    }
}

/// The longest line read: far beyond any position string or move list.
const MAX_LINE: usize = 1 << 20;

pub fn engine(args: &Args) -> Result<(), CliError> {
    args.allow(&[])?;
    args.positionals(0)?;
    serve(std::io::stdin().lock(), &Out::new(Box::new(std::io::stdout())));
    Ok(())
}

/// Answers the commands of `input` until `quit` or its end, then stops any search.
pub fn serve(mut input: impl BufRead, out: &Out) {
    let mut state = State::default();
    let mut searcher = Searcher::default();
    let mut buf = Vec::new();
    loop {
        buf.clear();
        match input.read_until(b'\n', &mut buf) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let answer = if buf.len() > MAX_LINE {
            Err(CliError::usage(format!("line too long ({} bytes, at most {MAX_LINE})", buf.len())))
        } else {
            command::parse(&String::from_utf8_lossy(&buf))
        };
        let result = match answer {
            Ok(None) => Ok(()),
            Ok(Some(Command::Quit)) => break,
            Ok(Some(cmd)) => handle(cmd, &mut state, &mut searcher, out),
            Err(e) => Err(e),
        };
        if let Err(e) = result {
            out.line(&format!("error {}", one_line(&e.to_string())));
        }
    }
    searcher.stop();
}

fn handle(cmd: Command, state: &mut State, searcher: &mut Searcher, out: &Out) -> Result<(), CliError> {
    match cmd {
        Command::Protocol => {
            out.lines(&[
                format!("id name Towers {}", env!("CARGO_PKG_VERSION")),
                format!("id games {}", state::game_ids().join(" ")),
                "protocolok".into(),
            ]);
        }
        Command::IsReady => out.line("readyok"),
        Command::Game { id, variant, options } => state.choose_game(&id, variant.as_deref(), &options)?,
        Command::Position { text, moves } => state.set_position(text.as_deref(), &moves)?,
        Command::SetOption(EngineOption::Threads(n)) => state.threads = n,
        Command::SetOption(EngineOption::Seed(s)) => state.seed = s,
        Command::Show => out.lines(&state.show()?),
        Command::Stop => searcher.stop(),
        Command::Go(go) => {
            if searcher.busy() {
                return Err(CliError::usage("a search is running (send stop first)"));
            }
            let game = state.game()?;
            if game.outcome().is_some() || game.moves().is_empty() {
                out.line("bestmove (none)");
            } else {
                searcher.start(game.clone_box(), go, state.threads, state.seed, out.clone());
            }
        }
        Command::Quit => unreachable!("quit ends the loop before it is handled"),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A writer the test reads back.
    #[derive(Clone, Default)]
    struct Shared(Arc<Mutex<Vec<u8>>>);

    impl Write for Shared {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    fn run(input: &str) -> Vec<String> {
        let buf = Shared::default();
        serve(input.as_bytes(), &Out::new(Box::new(buf.clone())));
        let text = String::from_utf8(buf.0.lock().unwrap().clone()).unwrap();
        text.lines().map(str::to_string).collect()
    }

    #[test]
    fn a_session_in_process() {
        let out = run("\nprotocol\nposition startpos\ngame storm\nposition startpos moves Ie4-e5 nonsense\nshow\ngo nodes 300\nquit\nisready\n");
        assert_eq!(out[0], format!("id name Towers {}", env!("CARGO_PKG_VERSION")));
        assert_eq!(out[1], "id games storm litrof tribesmen three-elephant");
        assert_eq!(out[2], "protocolok");
        assert!(out[3].starts_with("error no game chosen"), "{out:?}");
        assert!(out[4].starts_with("error move "), "{out:?}");
        let legal = out.iter().position(|l| l.starts_with("legal ")).unwrap();
        assert!(out[..legal].iter().any(|l| l.starts_with("position ")));
        assert_eq!(out.iter().filter(|l| l.starts_with("bestmove ")).count(), 1, "{out:?}");
        assert!(out.last().unwrap().starts_with("bestmove "), "nothing after quit: {out:?}");
        assert!(out[legal + 1..].iter().take_while(|l| !l.starts_with("bestmove")).all(|l| l.starts_with("info depth ")), "{out:?}");
    }

    #[test]
    fn end_of_input_stops_an_infinite_search() {
        let out = run("game litrof\ngo infinite\n");
        assert_eq!(out.iter().filter(|l| l.starts_with("bestmove ")).count(), 1, "{out:?}");
        assert!(run("go movetime 5\nfly\n").iter().all(|l| l.starts_with("error ")));
    }
}
