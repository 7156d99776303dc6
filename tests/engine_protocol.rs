//! `towers engine` driven as a tournament runner drives it: the built binary in a child
//! process, commands on its standard input, answers read line by line with bounded waits
//! (docs/engine-protocol.md). Nothing here asserts how long anything takes.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};
use towers::core::GameConfig;
use towers::session::DynGame;

/// The longest any one answer may take before the test gives up (a loaded machine, a debug
/// build): a bound on waiting, not a claim about speed.
const WAIT: Duration = Duration::from_secs(120);

struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_towers"))
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the binary starts");
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let stdin = child.stdin.take();
        Engine { child, stdin, lines }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("input still open");
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// The next line, waiting at most `WAIT`.
    fn next(&self) -> String {
        match self.lines.recv_timeout(WAIT) {
            Ok(l) => l,
            Err(RecvTimeoutError::Timeout) => panic!("no answer within {WAIT:?}"),
            Err(RecvTimeoutError::Disconnected) => panic!("the engine closed its output"),
        }
    }

    /// Lines up to and including the first that `last` accepts.
    fn until(&self, last: impl Fn(&str) -> bool) -> Vec<String> {
        let mut out = Vec::new();
        loop {
            let l = self.next();
            let done = last(&l);
            out.push(l);
            if done {
                return out;
            }
        }
    }

    /// Sends `line`, then `isready`: every answer to `line` (the `readyok` left off).
    fn ask(&mut self, line: &str) -> Vec<String> {
        self.send(line);
        self.send("isready");
        let mut out = self.until(|l| l == "readyok");
        out.pop();
        out
    }

    /// `go ...` to its `bestmove`: (info lines, the move).
    fn go(&mut self, line: &str) -> (Vec<String>, String) {
        self.send(line);
        let mut out = self.until(|l| l.starts_with("bestmove ") || l.starts_with("error "));
        let last = out.pop().unwrap();
        let best = last.strip_prefix("bestmove ").unwrap_or_else(|| panic!("{line}: {last}")).to_string();
        (out, best)
    }

    /// Closes the input and waits for the process to end.
    fn finish(mut self) -> (ExitStatus, Vec<String>) {
        self.stdin = None;
        let t = Instant::now();
        let status = loop {
            if let Some(s) = self.child.try_wait().unwrap() {
                break s;
            }
            assert!(t.elapsed() < WAIT, "the engine did not exit at the end of its input");
            std::thread::sleep(Duration::from_millis(20));
        };
        // Everything it wrote, up to the end of its output.
        let mut rest = Vec::new();
        while let Ok(l) = self.lines.recv_timeout(WAIT) {
            rest.push(l);
        }
        (status, rest)
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn info_is_well_formed(line: &str) {
    let words: Vec<&str> = line.split(' ').collect();
    assert!(words.len() >= 12 && words[0] == "info" && words[1] == "depth", "{line}");
    assert_eq!((words[3], words[6], words[8], words[10]), ("score", "nodes", "nps", "time"), "{line}");
    assert!(["cp", "mate", "win"].contains(&words[4]), "{line}");
    assert!(words[5].parse::<i64>().is_ok(), "{line}");
    assert_eq!(words.get(12).copied(), Some("pv"), "{line}");
}

/// The library's game for `config` after `moves`: the referee of every answer.
fn replay(config: &GameConfig, position: Option<&str>, moves: &[String]) -> Box<dyn DynGame> {
    let mut g = match position {
        Some(p) => towers::games::from_position(config, p).unwrap(),
        None => towers::games::new_game(config).unwrap(),
    };
    for m in moves {
        g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

#[test]
fn handshake_and_readiness() {
    let mut e = Engine::start();
    e.send("");
    e.send("   ");
    // Nothing is said before the engine is spoken to, and blank lines are not spoken to it.
    assert_eq!(e.ask(""), Vec::<String>::new());
    e.send("protocol");
    assert!(e.next().starts_with("id name Towers "));
    assert_eq!(e.next(), "id games storm litrof tribesmen three-elephant");
    assert_eq!(e.next(), "protocolok");
    let (status, rest) = e.finish();
    assert!(status.success() && rest.is_empty(), "{status:?} {rest:?}");
}

/// Plays `plies` moves of a game from `game_line`, each chosen by the engine with `go_line`,
/// every one checked legal by the library and fed back through `position ... moves ...`.
fn self_play(game_line: &str, config: GameConfig, position: Option<&str>, go_line: &str, plies: usize) {
    let mut e = Engine::start();
    assert_eq!(e.ask(game_line), Vec::<String>::new(), "{game_line}");
    let head = match position {
        Some(p) => format!("position {p}"),
        None => "position startpos".to_string(),
    };
    let mut moves: Vec<String> = Vec::new();
    for _ in 0..plies {
        let line = if moves.is_empty() { head.clone() } else { format!("{head} moves {}", moves.join(" ")) };
        assert_eq!(e.ask(&line), Vec::<String>::new(), "{line}");
        let g = replay(&config, position, &moves);
        if g.outcome().is_some() {
            break;
        }
        let (infos, best) = e.go(go_line);
        assert!(!infos.is_empty(), "a final info line at least");
        infos.iter().for_each(|l| info_is_well_formed(l));
        let legal: Vec<String> = g.moves().into_iter().map(|m| m.notation).collect();
        assert!(legal.contains(&best), "{game_line}: '{best}' is not among {legal:?}");
        moves.push(best);
    }
    // The engine's own view agrees with the library's.
    let line = format!("{head} moves {}", moves.join(" "));
    let shown = e.ask(&format!("{line}\nshow"));
    let g = replay(&config, position, &moves);
    assert!(shown.contains(&format!("position {}", g.position_text())), "{shown:?}");
    assert!(shown.contains(&format!("seats {}", g.seats())), "{shown:?}");
    assert_eq!(shown.last(), Some(&format!("legal {}", g.moves().len())), "{shown:?}");
    assert!(shown.iter().any(|l| l.starts_with(&format!("tomove {} ", g.to_move()))), "{shown:?}");
    let (status, _) = e.finish();
    assert!(status.success());
}

#[test]
fn storm_plays_legal_moves() {
    self_play("game storm", GameConfig::new("storm"), None, "go nodes 3000", 4);
    self_play("game storm", GameConfig::new("storm"), Some("nyftbtfyn/9/1c5c1/i1i1i1i1i/9/9/I1I1I1I1I/1C5C1/9/NYFTBTFYN r"), "go movetime 50", 3);
}

#[test]
fn litrof_plays_legal_moves() {
    self_play("game litrof", GameConfig::new("litrof"), None, "go movetime 50", 4);
}

#[test]
fn tribesmen_plays_legal_moves_with_two_and_four_players() {
    self_play("game tribesmen", GameConfig::new("tribesmen"), None, "go nodes 2000", 4);
    self_play("game tribesmen variant four-player", GameConfig::new("tribesmen").with_variant("four-player"), None, "go nodes 2000", 6);
    self_play("game tribesmen variant four-player", GameConfig::new("tribesmen").with_variant("four-player"), None, "go depth 1", 2);
}

#[test]
fn three_elephant_plays_whole_turns() {
    self_play("game three-elephant", GameConfig::new("three-elephant"), None, "go movetime 50", 3);
    self_play("game three-elephant", GameConfig::new("three-elephant"), None, "go clock 3000 inc 100", 2);
}

#[test]
fn infinite_until_stop_with_readiness_meanwhile() {
    let mut e = Engine::start();
    e.send("game storm");
    e.send("go infinite");
    e.send("isready");
    // readyok comes without waiting for the search, which has not ended.
    let mut before = e.until(|l| l == "readyok");
    before.pop();
    assert!(before.iter().all(|l| l.starts_with("info ")), "{before:?}");
    // A second go while searching is refused; the search goes on.
    assert_eq!(e.ask("go nodes 10").iter().filter(|l| !l.starts_with("info ")).count(), 1);
    e.send("stop");
    let (infos, best) = e.go("");
    assert!(infos.iter().all(|l| l.starts_with("info ")) && !best.is_empty(), "{infos:?}");
    // Exactly one bestmove: nothing but readyok follows, and stop again says nothing.
    assert_eq!(e.ask("stop"), Vec::<String>::new());
    let legal: Vec<String> = replay(&GameConfig::new("storm"), None, &[]).moves().into_iter().map(|m| m.notation).collect();
    assert!(legal.contains(&best), "{best}");
    // The end of input during a search stops it: its bestmove, then a clean exit.
    e.send("go infinite");
    let (status, rest) = e.finish();
    assert!(status.success(), "{status:?}");
    assert_eq!(rest.iter().filter(|l| l.starts_with("bestmove ")).count(), 1, "{rest:?}");
}

#[test]
fn errors_are_one_line_and_change_nothing() {
    let mut e = Engine::start();
    let one_error = |answers: Vec<String>, what: &str| {
        assert_eq!(answers.len(), 1, "{what}: {answers:?}");
        assert!(answers[0].starts_with("error "), "{what}: {answers:?}");
    };
    one_error(e.ask("position startpos"), "a position before any game");
    one_error(e.ask("go nodes 100"), "go before any game");
    one_error(e.ask("game chess"), "an unknown game");
    one_error(e.ask("game storm variant nonsense"), "an unknown variant");
    one_error(e.ask("bogus"), "an unknown command");
    assert_eq!(e.ask("game storm"), Vec::<String>::new());
    let start = e.ask("show");
    let storm = GameConfig::new("storm");
    let first = replay(&storm, None, &[]).moves()[0].notation.clone();
    assert_eq!(e.ask(&format!("position startpos moves {first}")), Vec::<String>::new());
    let after = e.ask("show");
    assert_ne!(after, start);
    one_error(e.ask("game storm option no-such-option=1"), "an unknown option");
    one_error(e.ask("position not/a/position x"), "a bad position");
    one_error(e.ask(&format!("position startpos moves {first} {first}")), "an illegal move");
    one_error(e.ask("position startpos moves Zz99"), "a move that does not read");
    one_error(e.ask("go movetime 0"), "a bad limit");
    one_error(e.ask("setoption threads 0"), "a bad option");
    assert_eq!(e.ask("show"), after, "every refusal left the position alone");
    // And the engine still searches.
    let (_, best) = e.go("go nodes 500");
    assert!(replay(&storm, None, std::slice::from_ref(&first)).moves().iter().any(|m| m.notation == best), "{best}");
    let (status, _) = e.finish();
    assert!(status.success());
}

#[test]
fn a_finished_game_has_no_best_move() {
    let mut e = Engine::start();
    assert_eq!(e.ask("game tribesmen"), Vec::<String>::new());
    assert_eq!(e.ask("position 1,Bm,1,Bl,1/Rs,1,Bs,Bm,1/1,Rlm,3/3,Bm,1/5 b"), Vec::<String>::new());
    assert_eq!(e.go("go nodes 100"), (vec![], "(none)".to_string()));
    let shown = e.ask("show");
    assert_eq!(shown.last().map(String::as_str), Some("legal 0"));
    assert!(shown.iter().any(|l| l.starts_with("result Blue wins")), "{shown:?}");
    e.send("quit");
    let (status, rest) = e.finish();
    assert!(status.success() && rest.is_empty(), "{rest:?}");
}

#[test]
fn options_and_four_players_on_several_threads() {
    let mut e = Engine::start();
    for line in ["setoption threads 2", "setoption seed 7", "game tribesmen variant four-player", "position startpos"] {
        assert_eq!(e.ask(line), Vec::<String>::new(), "{line}");
    }
    let (_, best) = e.go("go movetime 50");
    let g = replay(&GameConfig::new("tribesmen").with_variant("four-player"), None, &[]);
    assert!(g.moves().iter().any(|m| m.notation == best), "{best}");
}

#[test]
fn help_and_stray_arguments() {
    let out = Command::new(env!("CARGO_BIN_EXE_towers")).args(["help", "engine"]).output().unwrap();
    assert!(out.status.success() && String::from_utf8_lossy(&out.stdout).starts_with("towers engine"));
    let usage = Command::new(env!("CARGO_BIN_EXE_towers")).arg("help").output().unwrap();
    assert!(String::from_utf8_lossy(&usage.stdout).contains("towers engine"));
    let out = Command::new(env!("CARGO_BIN_EXE_towers")).args(["engine", "storm"]).stdin(Stdio::null()).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("towers: unexpected argument 'storm'"));
}
