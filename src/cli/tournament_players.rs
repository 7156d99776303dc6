//! The players of `towers tournament`: an engine process speaking the line protocol of
//! `towers engine` (one process an engine a game), or an older `towers` binary driven
//! through its `analyse` command (one process a move). Every failure is a reason in words,
//! which the arbiter turns into a forfeit.

use crate::cli::CliError;
use crate::core::GameConfig;
use crate::core::text::one_line;
use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How long an engine may take to start and answer `protocol` and `isready`.
const STARTUP: Duration = Duration::from_secs(10);
/// The longest line kept from an engine; longer ones are cut.
const MAX_LINE: usize = 64 * 1024;

/// What a player is told to search for.
#[derive(Clone, Copy, Debug)]
pub enum Go {
    Movetime(u64),
    Clock { left: u64, inc: u64 },
}

impl Go {
    fn words(&self) -> String {
        match *self {
            Go::Movetime(ms) => format!("go movetime {ms}"),
            Go::Clock { left, inc } => format!("go clock {left} inc {inc}"),
        }
    }
}

/// How an engine is run: `NAME=COMMAND ARGS…` or `NAME=analyse:/path/to/towers`.
#[derive(Clone, Debug, PartialEq)]
pub enum Kind {
    Protocol(Vec<String>),
    Analyse(String),
}

#[derive(Clone, Debug, PartialEq)]
pub struct EngineSpec {
    pub name: String,
    pub kind: Kind,
}

impl EngineSpec {
    pub fn parse(text: &str) -> Result<EngineSpec, CliError> {
        let (name, command) =
            text.split_once('=').ok_or_else(|| CliError::usage(format!("--engine takes NAME=COMMAND, got '{}'", one_line(text))))?;
        let name = name.trim();
        if name.is_empty() || name.len() > 40 || !name.chars().all(|c| c.is_ascii_alphanumeric() || "._-".contains(c)) {
            return Err(CliError::usage(format!("--engine: the name '{}' must be 1 to 40 letters, digits, '.', '_' or '-'", one_line(name))));
        }
        let kind = match command.trim().strip_prefix("analyse:") {
            Some(path) if path.trim().is_empty() => {
                return Err(CliError::usage(format!("--engine {name}: analyse: needs the path of a towers binary")));
            }
            Some(path) => Kind::Analyse(path.trim().to_string()),
            None => {
                let words = split_words(command).map_err(|e| CliError::usage(format!("--engine {name}: {e}")))?;
                if words.is_empty() {
                    return Err(CliError::usage(format!("--engine {name}: no command")));
                }
                Kind::Protocol(words)
            }
        };
        Ok(EngineSpec { name: name.to_string(), kind })
    }
}

/// Splits a command line into words as a shell would, without running one: white space
/// separates words, '…' keeps everything literally, "…" keeps everything but a backslash
/// before " or \, and a backslash outside quotes keeps the next character.
pub fn split_words(text: &str) -> Result<Vec<String>, CliError> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => {
                if let Some(w) = word.take() {
                    words.push(w);
                }
            }
            '\'' => {
                let w = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => w.push(c),
                        None => return Err(CliError::usage("a ' is not closed")),
                    }
                }
            }
            '"' => {
                let w = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c @ ('"' | '\\')) => w.push(c),
                            Some(c) => {
                                w.push('\\');
                                w.push(c);
                            }
                            None => return Err(CliError::usage("a \" is not closed")),
                        },
                        Some(c) => w.push(c),
                        None => return Err(CliError::usage("a \" is not closed")),
                    }
                }
            }
            '\\' => match chars.next() {
                Some(c) => word.get_or_insert_with(String::new).push(c),
                None => return Err(CliError::usage("a backslash ends the command")),
            },
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    Ok(words)
}

/// One player of one game.
pub trait Player: Send {
    /// The best move, in the game's notation, from the opening's position string after
    /// these moves; or why there is none.
    fn best(&mut self, position: &str, moves: &[String], go: Go, limit: Duration) -> Result<String, EngineFault>;
}

/// Why an engine of a tournament gave no move (or did not start): in the tournament's words.
#[derive(Debug, thiserror::Error)]
pub enum EngineFault {
    /// It exited; its last word on stderr, if any, follows (": …").
    #[error("crashed ({status}){said}")]
    Crashed { status: std::process::ExitStatus, said: String },
    #[error("closed its output{0}")]
    Closed(String),
    /// It answered `error …`.
    #[error("error: {0}")]
    Said(String),
    /// The awaited answer did not come in time.
    #[error("no '{0}' in time")]
    Late(String),
    /// No move within the limit, in milliseconds.
    #[error("no move within {0} ms")]
    NoMove(u128),
    /// It could not be started or spoken to, or its answer is no move.
    #[error("{0}")]
    Other(String),
}

/// Starts the player of `spec` for a game of `config`.
pub fn start(spec: &EngineSpec, config: &GameConfig) -> Result<Box<dyn Player>, EngineFault> {
    match &spec.kind {
        Kind::Protocol(words) => Ok(Box::new(ProtocolEngine::start(words, config)?)),
        Kind::Analyse(path) => Ok(Box::new(AnalyseAdapter { path: path.clone(), config: config.clone() })),
    }
}

/// The last lines an engine wrote on stderr, for the reason of a crash.
type Tail = Arc<Mutex<VecDeque<String>>>;

/// Reads a child's standard error on a thread of its own, keeping its last four lines (for
/// the reason a crashed engine gives).
fn keep_tail(stderr: impl std::io::Read + Send + 'static) -> (Tail, std::thread::JoinHandle<()>) {
    let tail: Tail = Arc::default();
    let keep = tail.clone();
    let reader = std::thread::spawn(move || {
        read_lines(stderr, |l| {
            if let Ok(mut t) = keep.lock() {
                t.push_back(l);
                if t.len() > 4 {
                    t.pop_front();
                }
            }
            true
        })
    });
    (tail, reader)
}

/// Reads lines (lossily, each cut at MAX_LINE) until the end, passing each on.
fn read_lines(from: impl Read, mut each: impl FnMut(String) -> bool) {
    let mut reader = BufReader::new(from);
    let mut buf = Vec::new();
    loop {
        buf.clear();
        match reader.by_ref().take(MAX_LINE as u64).read_until(b'\n', &mut buf) {
            Ok(0) | Err(_) => return,
            Ok(_) => {
                let line = String::from_utf8_lossy(&buf).trim_end_matches(['\n', '\r']).to_string();
                if !each(line) {
                    return;
                }
            }
        }
    }
}

fn last_line(tail: &Tail) -> String {
    tail.lock().map(|t| t.back().cloned().unwrap_or_default()).unwrap_or_default()
}

/// An engine process speaking the protocol of `towers engine`.
struct ProtocolEngine {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    stderr: Tail,
    stderr_reader: std::thread::JoinHandle<()>,
}

impl ProtocolEngine {
    fn start(words: &[String], config: &GameConfig) -> Result<ProtocolEngine, EngineFault> {
        let mut child = Command::new(&words[0])
            .args(&words[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| EngineFault::Other(format!("could not start '{}': {e}", one_line(&words[0]))))?;
        let stdin = child.stdin.take();
        let (stdout, stderr) = (child.stdout.take().expect("piped stdout"), child.stderr.take().expect("piped stderr"));
        let (tx, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || read_lines(stdout, |l| tx.send(l).is_ok()));
        let (tail, stderr_reader) = keep_tail(stderr);
        let mut e = ProtocolEngine { child, stdin, lines, stderr: tail, stderr_reader };
        let deadline = Instant::now() + STARTUP;
        e.send("protocol")?;
        let mut games: Option<String> = None;
        e.wait_for(deadline, "protocolok", |l| {
            if let Some(list) = l.strip_prefix("id games") {
                games = Some(list.trim().to_string());
            }
            l == "protocolok"
        })?;
        if let Some(list) = games
            && !list.split_whitespace().any(|g| g == config.game)
        {
            return Err(EngineFault::Other(format!("does not play {} (id games {})", config.game, one_line(&list))));
        }
        let mut line = format!("game {}", config.game);
        if config.variant != "standard" {
            line.push_str(&format!(" variant {}", config.variant));
        }
        for (k, v) in &config.options {
            line.push_str(&format!(" option {k}={v}"));
        }
        e.send(&line)?;
        e.send("isready")?;
        e.wait_for(deadline, "readyok", |l| l == "readyok")?;
        Ok(e)
    }

    fn send(&mut self, line: &str) -> Result<(), EngineFault> {
        let ok = self.stdin.as_mut().is_some_and(|s| writeln!(s, "{line}").and_then(|_| s.flush()).is_ok());
        if ok { Ok(()) } else { Err(self.gone()) }
    }

    /// Why the engine stopped answering: its exit status, if it exited, and its last word on
    /// stderr.
    fn gone(&mut self) -> EngineFault {
        let mut status = None;
        for _ in 0..50 {
            if let Ok(Some(s)) = self.child.try_wait() {
                status = Some(s);
                break;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        // Its last words on stderr may still be on their way.
        for _ in 0..20 {
            if self.stderr_reader.is_finished() {
                break;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let last = last_line(&self.stderr);
        let said = if last.is_empty() { String::new() } else { format!(": {}", one_line(&last)) };
        match status {
            Some(status) => EngineFault::Crashed { status, said },
            None => EngineFault::Closed(said),
        }
    }

    /// Reads lines until `done` says one is the awaited answer; `error …` lines, the end of
    /// the output and the deadline are reasons to give up.
    fn wait_for(&mut self, deadline: Instant, what: &str, mut done: impl FnMut(&str) -> bool) -> Result<String, EngineFault> {
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let line = line.trim();
                    if let Some(reason) = line.strip_prefix("error")
                        && (reason.is_empty() || reason.starts_with(' '))
                    {
                        return Err(EngineFault::Said(one_line(reason.trim())));
                    }
                    if done(line) {
                        return Ok(line.to_string());
                    }
                }
                Err(RecvTimeoutError::Timeout) => return Err(EngineFault::Late(what.to_string())),
                Err(RecvTimeoutError::Disconnected) => return Err(self.gone()),
            }
        }
    }
}

impl Player for ProtocolEngine {
    fn best(&mut self, position: &str, moves: &[String], go: Go, limit: Duration) -> Result<String, EngineFault> {
        let mut line = format!("position {position}");
        if !moves.is_empty() {
            line.push_str(" moves ");
            line.push_str(&moves.join(" "));
        }
        self.send(&line)?;
        self.send(&go.words())?;
        let deadline = Instant::now() + limit;
        let answer = self
            .wait_for(deadline, "bestmove", |l| l == "bestmove" || l.starts_with("bestmove "))
            .map_err(|e| if matches!(e, EngineFault::Late(_)) { EngineFault::NoMove(limit.as_millis()) } else { e })?;
        let mv = answer["bestmove".len()..].trim();
        match mv {
            "" => Err(EngineFault::Other("answered 'bestmove' without a move".into())),
            "(none)" => Err(EngineFault::Other("answered 'bestmove (none)' in a game that is not over".into())),
            mv => Ok(mv.to_string()),
        }
    }
}

impl Drop for ProtocolEngine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        self.stdin = None;
        for _ in 0..20 {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An older `towers` binary, asked for each move by
/// `towers analyse GAME … --position P --moves M --seconds S --lines 1 --threads 1`.
struct AnalyseAdapter {
    path: String,
    config: GameConfig,
}

impl AnalyseAdapter {
    fn command(&self, position: &str, moves: &[String], seconds: f64) -> Command {
        let mut c = Command::new(&self.path);
        c.arg("analyse").arg(&self.config.game);
        if self.config.variant != "standard" {
            c.args(["--variant", &self.config.variant]);
        }
        for (k, v) in &self.config.options {
            c.arg("--option").arg(format!("{k}={v}"));
        }
        c.args(["--position", position]);
        if !moves.is_empty() {
            c.arg("--moves").arg(moves.join(" "));
        }
        c.args(["--seconds", &format!("{seconds:.3}"), "--lines", "1", "--threads", "1"]);
        c
    }
}

/// The seconds the adapter gives `analyse` for one move.
fn analyse_seconds(go: Go) -> f64 {
    let ms = match go {
        Go::Movetime(ms) => ms as f64,
        // About a thirtieth of what is left, and most of the increment.
        Go::Clock { left, inc } => (left as f64 / 30.0 + inc as f64 * 0.75).min(left as f64 * 0.5),
    };
    (ms / 1000.0).max(0.001)
}

/// The best move in `analyse`'s output: the first move of its `best line:` (moves separated
/// as --moves separates them), or else the move of `  1. …` under `best moves:`.
pub fn parse_analyse(out: &str) -> Option<String> {
    if let Some(line) = out.lines().find_map(|l| l.strip_prefix("best line:")) {
        return crate::core::notation::split_moves(line).into_iter().next();
    }
    let first = out.lines().skip_while(|l| !l.starts_with("best moves:")).nth(1)?;
    let rest = first.trim_start().strip_prefix("1.")?.trim();
    // "MOVE  [SCORE]  NN%  depth D": the move is what stands before the columns.
    let words: Vec<&str> = rest.split_whitespace().collect();
    let pct = words.iter().rposition(|w| w.ends_with('%'))?;
    let before = &words[..pct];
    let mv = match before.last() {
        Some(w) if before.len() > 1 && (w.parse::<i64>().is_ok() || w.starts_with('#') || w.starts_with("+#") || w.starts_with("-#")) => {
            &before[..before.len() - 1]
        }
        _ => before,
    };
    (!mv.is_empty()).then(|| mv.join(" "))
}

impl Player for AnalyseAdapter {
    fn best(&mut self, position: &str, moves: &[String], go: Go, limit: Duration) -> Result<String, EngineFault> {
        let mut child = self
            .command(position, moves, analyse_seconds(go))
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| EngineFault::Other(format!("could not start '{}': {e}", one_line(&self.path))))?;
        let (stdout, stderr) = (child.stdout.take().expect("piped stdout"), child.stderr.take().expect("piped stderr"));
        let out = std::thread::spawn(move || {
            let mut s = String::new();
            read_lines(stdout, |l| {
                s.push_str(&l);
                s.push('\n');
                true
            });
            s
        });
        let (tail, err) = keep_tail(stderr);
        let deadline = Instant::now() + limit;
        let status = loop {
            match child.try_wait() {
                Ok(Some(s)) => break s,
                Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(5)),
                _ => {
                    let _ = child.kill();
                    let _ = child.wait();
                    return Err(EngineFault::NoMove(limit.as_millis()));
                }
            }
        };
        let out = out.join().unwrap_or_default();
        let _ = err.join();
        if !status.success() {
            let last = last_line(&tail);
            return Err(EngineFault::Other(format!(
                "analyse failed ({status}){}",
                if last.is_empty() { String::new() } else { format!(": {}", one_line(&last)) }
            )));
        }
        parse_analyse(&out).ok_or_else(|| EngineFault::Other(format!("no best move in analyse's output ({} lines)", out.lines().count())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_split_as_a_shell_splits_them() {
        assert_eq!(split_words("a  'b c' \"d \\\"e\\\"\" f\\ g").unwrap(), ["a", "b c", "d \"e\"", "f g"]);
        assert_eq!(split_words("x ''").unwrap(), ["x", ""]);
        assert!(split_words("a 'b").is_err());
        assert!(split_words("a \"b").is_err());
    }

    #[test]
    fn engine_specs_name_a_command_or_an_analyse_binary() {
        assert_eq!(EngineSpec::parse("a=./eng --x 1").unwrap().kind, Kind::Protocol(vec!["./eng".into(), "--x".into(), "1".into()]));
        assert_eq!(EngineSpec::parse("old=analyse:/opt/towers").unwrap().kind, Kind::Analyse("/opt/towers".into()));
        for bad in ["noequals", "=cmd", "a b=cmd", "a=", "a=analyse:", "a='x"] {
            assert!(EngineSpec::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn analyse_output_gives_its_first_move_even_with_spaces() {
        let out = "Blue to move\nposition: x\nevaluation: 12 for Blue; expected result 52% for Blue\ndepth: 3\n\
best line: Sa2>L; Nb1-c3 Sa8>R; Nb9-c7\nbest moves:\n  1. Sa2>L; Nb1-c3                  12   52%  depth 3\n";
        assert_eq!(parse_analyse(out).as_deref(), Some("Sa2>L; Nb1-c3"));
        let no_line = "best moves:\n  1. LMc2-c9-c5(xc7, xc8)        -40   47%  depth 2\n";
        assert_eq!(parse_analyse(no_line).as_deref(), Some("LMc2-c9-c5(xc7, xc8)"));
        assert_eq!(parse_analyse("best moves:\n  1. e2-e4  55%  depth 1\n").as_deref(), Some("e2-e4"));
        assert_eq!(parse_analyse("the game is over: nothing to analyse\n"), None);
    }
}
