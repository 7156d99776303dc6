//! Reading one line of the engine protocol into a command (docs/engine-protocol.md). Nothing
//! here touches a game: what a game, position or move means is the session's business.

use crate::ai::Limits;
use crate::cli::CliError;
use crate::cli::args::parse_count;
use crate::core::text::quoted;
use std::time::Duration;

/// The longest `go depth`: the deepest iteration the Expert plan itself allows.
pub const MAX_DEPTH: u32 = 64;
/// The largest `go nodes`: far beyond any useful search (as `towers match`'s `hard@NODES`).
pub const MAX_NODES: u64 = 1_000_000_000_000;
/// The most milliseconds `go movetime` and the clock take: a day.
pub const MAX_MILLIS: u64 = 86_400_000;
/// The most threads `setoption threads` takes.
pub const MAX_THREADS: usize = 1024;

/// One line of input, read.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    Protocol,
    IsReady,
    /// `game GAME [variant V] [option NAME=VALUE]...`
    Game {
        id: String,
        variant: Option<String>,
        options: Vec<(String, String)>,
    },
    /// `position startpos|TEXT [moves ...]`: `text` is `None` for the start position; `moves`
    /// is the move list as written (split by `core::notation::split_moves`).
    Position {
        text: Option<String>,
        moves: String,
    },
    Go(Go),
    Stop,
    Quit,
    Show,
    SetOption(EngineOption),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineOption {
    Threads(usize),
    Seed(u64),
}

/// The limits of one `go`; any combination of them, the first one reached ends the search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Go {
    pub movetime: Option<u64>,
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub clock: Option<Clock>,
    pub infinite: bool,
}

/// `go clock LEFT_MS [inc INC_MS] [movestogo N]`: the clock of the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    pub left: u64,
    pub inc: u64,
    pub moves_to_go: Option<u64>,
}

impl Go {
    /// The search's limits: the node bound, and the time of `movetime`, of the clock
    /// (`Limits::clock`), or the sooner of both.
    pub fn limits(&self) -> Limits {
        let nodes = self.nodes.unwrap_or(u64::MAX);
        let ms = Duration::from_millis;
        let clock = self.clock.map(|c| Limits::clock(ms(c.left), ms(c.inc), c.moves_to_go));
        match (self.movetime.map(ms), clock) {
            (Some(t), Some(c)) => Limits { nodes, time: c.time.map(|h| h.min(t)), soft: c.soft.map(|s| s.min(t)) },
            (Some(t), None) => Limits { nodes, time: Some(t), soft: None },
            (None, Some(c)) => Limits { nodes, ..c },
            (None, None) => Limits::nodes(nodes),
        }
    }
}

/// Reads one line; `Ok(None)` for a blank line.
pub fn parse(line: &str) -> Result<Option<Command>, CliError> {
    let line = line.trim();
    let Some(word) = line.split_whitespace().next() else { return Ok(None) };
    let rest = line[word.len()..].trim();
    let words: Vec<&str> = rest.split_whitespace().collect();
    let none = |cmd: Command| {
        if words.is_empty() { Ok(Some(cmd)) } else { Err(CliError::usage(format!("'{word}' takes no arguments, got '{}'", quoted(rest)))) }
    };
    match word {
        "protocol" => none(Command::Protocol),
        "isready" => none(Command::IsReady),
        "stop" => none(Command::Stop),
        "quit" => none(Command::Quit),
        "show" => none(Command::Show),
        "game" => game(&words).map(Some),
        "position" => position(rest).map(Some),
        "go" => go(&words).map(|g| Some(Command::Go(g))),
        "setoption" => setoption(&words).map(|o| Some(Command::SetOption(o))),
        other => {
            Err(CliError::usage(format!("unknown command '{}' (protocol, isready, game, position, go, stop, show, setoption, quit)", quoted(other))))
        }
    }
}

fn game(words: &[&str]) -> Result<Command, CliError> {
    let (id, mut rest) = words.split_first().ok_or_else(|| CliError::usage("game needs a game name (storm, litrof, tribesmen, three-elephant)"))?;
    let (mut variant, mut options): (Option<String>, Vec<(String, String)>) = (None, Vec::new());
    while let [key, value, tail @ ..] = rest {
        match *key {
            "variant" if variant.is_some() => return Err(CliError::usage("game: variant is given twice")),
            "variant" => variant = Some(value.to_string()),
            "option" => {
                let (k, v) =
                    value.split_once('=').ok_or_else(|| CliError::usage(format!("game: option needs NAME=VALUE, got '{}'", quoted(value))))?;
                if options.iter().any(|(seen, _)| seen == k) {
                    return Err(CliError::usage(format!("game: option {} is given twice", quoted(k))));
                }
                options.push((k.to_string(), v.to_string()));
            }
            other => return Err(CliError::usage(format!("game: unknown word '{}' (variant V, option NAME=VALUE)", quoted(other)))),
        }
        rest = tail;
    }
    match rest {
        [] => Ok(Command::Game { id: id.to_string(), variant, options }),
        [key] if *key == "variant" || *key == "option" => Err(CliError::usage(format!("game: {key} needs a value"))),
        [other, ..] => Err(CliError::usage(format!("game: unknown word '{}' (variant V, option NAME=VALUE)", quoted(other)))),
    }
}

/// Splits `text` before the first whole word `word`: (before, after), trimmed.
fn split_at_word<'a>(text: &'a str, word: &str) -> (&'a str, Option<&'a str>) {
    let mut start = 0;
    for token in text.split_whitespace() {
        // `split_whitespace` yields slices of `text`, so the offset is exact.
        let at = token.as_ptr() as usize - text.as_ptr() as usize;
        if token == word {
            return (text[..at].trim(), Some(text[at + word.len()..].trim()));
        }
        start = at + token.len();
    }
    (text[..start].trim(), None)
}

fn position(rest: &str) -> Result<Command, CliError> {
    let (head, moves) = split_at_word(rest, "moves");
    let moves = moves.unwrap_or("").to_string();
    if head.is_empty() {
        return Err(CliError::usage("position needs 'startpos' or a position string"));
    }
    if head == "startpos" {
        return Ok(Command::Position { text: None, moves });
    }
    if head.split_whitespace().next() == Some("startpos") {
        return Err(CliError::usage(format!(
            "position startpos: unexpected '{}' (only 'moves ...' may follow)",
            quoted(head["startpos".len()..].trim())
        )));
    }
    // Fields of a position string are separated by one space.
    Ok(Command::Position { text: Some(head.split_whitespace().collect::<Vec<_>>().join(" ")), moves })
}

fn go(words: &[&str]) -> Result<Go, CliError> {
    let mut g = Go::default();
    let (mut inc, mut moves_to_go) = (None, None);
    let mut i = 0;
    let value = |i: usize, key: &str| words.get(i + 1).copied().ok_or_else(|| CliError::usage(format!("go: {key} needs a value")));
    while i < words.len() {
        let key = words[i];
        let twice = || Err(CliError::usage(format!("go: {key} is given twice")));
        match key {
            "infinite" => {
                if g.infinite {
                    return twice();
                }
                g.infinite = true;
                i += 1;
                continue;
            }
            "movetime" if g.movetime.is_some() => return twice(),
            "movetime" => g.movetime = Some(parse_count(value(i, key)?, "go: movetime", 1..=MAX_MILLIS)?),
            "depth" if g.depth.is_some() => return twice(),
            "depth" => g.depth = Some(parse_count(value(i, key)?, "go: depth", 1..=MAX_DEPTH)?),
            "nodes" if g.nodes.is_some() => return twice(),
            "nodes" => g.nodes = Some(parse_count(value(i, key)?, "go: nodes", 1..=MAX_NODES)?),
            "clock" if g.clock.is_some() => return twice(),
            "clock" => g.clock = Some(Clock { left: parse_count(value(i, key)?, "go: clock", 0..=MAX_MILLIS)?, inc: 0, moves_to_go: None }),
            "inc" if inc.is_some() => return twice(),
            "inc" => inc = Some(parse_count(value(i, key)?, "go: inc", 0..=MAX_MILLIS)?),
            "movestogo" if moves_to_go.is_some() => return twice(),
            "movestogo" => moves_to_go = Some(parse_count(value(i, key)?, "go: movestogo", 1..=1_000_000)?),
            other => {
                return Err(CliError::usage(format!(
                    "go: unknown word '{}' (movetime, depth, nodes, clock, inc, movestogo, infinite)",
                    quoted(other)
                )));
            }
        }
        i += 2;
    }
    match &mut g.clock {
        Some(c) => {
            c.inc = inc.unwrap_or(0);
            c.moves_to_go = moves_to_go;
        }
        None if inc.is_some() || moves_to_go.is_some() => return Err(CliError::usage("go: inc and movestogo belong to 'clock LEFT_MS'")),
        None => {}
    }
    let limited = g.movetime.is_some() || g.depth.is_some() || g.nodes.is_some() || g.clock.is_some();
    match (g.infinite, limited) {
        (true, true) => Err(CliError::usage("go: infinite takes no other limit")),
        (false, false) => Err(CliError::usage("go needs a limit: movetime MS, depth N, nodes N, clock LEFT_MS [inc MS] [movestogo N], or infinite")),
        _ => Ok(g),
    }
}

fn setoption(words: &[&str]) -> Result<EngineOption, CliError> {
    match words {
        ["threads", n] => Ok(EngineOption::Threads(parse_count(n, "setoption threads", 1..=MAX_THREADS)?)),
        ["seed", s] => Ok(EngineOption::Seed(parse_count(s, "setoption seed", 0..=u64::MAX)?)),
        [name @ ("threads" | "seed")] => Err(CliError::usage(format!("setoption {name} needs a value"))),
        [] => Err(CliError::usage("setoption needs a name and a value (threads N, seed S)")),
        [name, ..] => Err(CliError::usage(format!("setoption: unknown option '{}' (threads N, seed S)", quoted(name)))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(line: &str) -> Command {
        parse(line).unwrap_or_else(|e| panic!("{line}: {e}")).unwrap_or_else(|| panic!("{line}: blank"))
    }

    #[test]
    fn simple_commands_and_blank_lines() {
        assert_eq!(parse("").unwrap(), None);
        assert_eq!(parse("   \t ").unwrap(), None);
        assert_eq!(ok("protocol"), Command::Protocol);
        assert_eq!(ok("  isready  "), Command::IsReady);
        assert_eq!(ok("stop"), Command::Stop);
        assert_eq!(ok("quit\r"), Command::Quit);
        assert_eq!(ok("show"), Command::Show);
        assert!(parse("isready now").unwrap_err().to_string().contains("takes no arguments"));
        assert!(parse("uci").unwrap_err().to_string().starts_with("unknown command 'uci'"));
    }

    #[test]
    fn game_with_variant_and_options() {
        assert_eq!(ok("game storm"), Command::Game { id: "storm".into(), variant: None, options: vec![] });
        assert_eq!(
            ok("game tribesmen variant four-player option turn-order=counter-clockwise option both-low=draw"),
            Command::Game {
                id: "tribesmen".into(),
                variant: Some("four-player".into()),
                options: vec![("turn-order".into(), "counter-clockwise".into()), ("both-low".into(), "draw".into())]
            }
        );
        assert!(parse("game").unwrap_err().to_string().contains("needs a game name"));
        assert!(parse("game storm variant").unwrap_err().to_string().contains("variant needs a value"));
        assert!(parse("game storm variant a variant b").unwrap_err().to_string().contains("twice"));
        assert!(parse("game storm option x").unwrap_err().to_string().contains("NAME=VALUE"));
        assert!(parse("game storm option a=1 option a=2").unwrap_err().to_string().contains("twice"));
        assert!(parse("game storm colour red").unwrap_err().to_string().contains("unknown word 'colour'"));
    }

    #[test]
    fn position_text_ends_before_moves() {
        assert_eq!(ok("position startpos"), Command::Position { text: None, moves: String::new() });
        assert_eq!(ok("position startpos moves Ie4-e5  Ie7-e6"), Command::Position { text: None, moves: "Ie4-e5  Ie7-e6".into() });
        assert_eq!(
            ok("position 1,Bm,1,Bl,1/Rs,1,Bs,Bm,1/1,Rlm,3/3,Bm,1/5   b"),
            Command::Position { text: Some("1,Bm,1,Bl,1/Rs,1,Bs,Bm,1/1,Rlm,3/3,Bm,1/5 b".into()), moves: String::new() }
        );
        assert_eq!(
            ok("position 4e4/9/9/9/9/9/9/9/E3T4 b 150 moves Sa2>L; Nb1-c3 LMc2-c9-c5(xc7, xc8)"),
            Command::Position { text: Some("4e4/9/9/9/9/9/9/9/E3T4 b 150".into()), moves: "Sa2>L; Nb1-c3 LMc2-c9-c5(xc7, xc8)".into() }
        );
        // "moves" only as a whole word.
        assert_eq!(ok("position abmoves/9 w"), Command::Position { text: Some("abmoves/9 w".into()), moves: String::new() });
        assert_eq!(ok("position startpos moves"), Command::Position { text: None, moves: String::new() });
        assert!(parse("position").unwrap_err().to_string().contains("startpos"));
        assert!(parse("position moves a1-a2").unwrap_err().to_string().contains("startpos"));
        assert!(parse("position startpos a1-a2").unwrap_err().to_string().contains("unexpected 'a1-a2'"));
    }

    #[test]
    fn go_limits() {
        assert_eq!(ok("go movetime 50"), Command::Go(Go { movetime: Some(50), ..Go::default() }));
        assert_eq!(ok("go depth 3 nodes 1000"), Command::Go(Go { depth: Some(3), nodes: Some(1000), ..Go::default() }));
        assert_eq!(ok("go infinite"), Command::Go(Go { infinite: true, ..Go::default() }));
        assert_eq!(
            ok("go clock 60000 inc 1000 movestogo 20"),
            Command::Go(Go { clock: Some(Clock { left: 60_000, inc: 1000, moves_to_go: Some(20) }), ..Go::default() })
        );
        assert_eq!(ok("go inc 500 clock 9000"), Command::Go(Go { clock: Some(Clock { left: 9000, inc: 500, moves_to_go: None }), ..Go::default() }));
        for (line, why) in [
            ("go", "needs a limit"),
            ("go movetime", "needs a value"),
            ("go movetime 0", "from 1"),
            ("go movetime -5", "whole number"),
            ("go depth 65", "from 1 to 64"),
            ("go nodes 5 nodes 6", "twice"),
            ("go inc 100", "belong to 'clock"),
            ("go infinite depth 3", "no other limit"),
            ("go ponder", "unknown word 'ponder'"),
        ] {
            let e = parse(line).unwrap_err().to_string();
            assert!(e.contains(why), "{line}: {e}");
        }
    }

    #[test]
    fn the_clock_rule() {
        let ms = Duration::from_millis;
        let t = |left, inc, moves_to_go| Limits::clock_share(ms(left), ms(inc), moves_to_go).as_millis();
        assert_eq!(t(60_000, 0, None), 2_000);
        assert_eq!(t(60_000, 1_000, None), 2_800);
        assert_eq!(t(60_000, 0, Some(10)), 6_000);
        assert_eq!(t(60_000, 0, Some(100)), 2_000, "movestogo above 30 counts as 30");
        assert_eq!(t(60_000, 0, Some(1)), 15_000, "never more than a quarter of what is left");
        assert_eq!(t(1_000, 5_000, None), 250);
        assert_eq!(t(0, 0, None), 1, "at least 1 ms");
        let clock = Some(Clock { left: 60_000, inc: 0, moves_to_go: None });
        assert_eq!(Go { clock, ..Go::default() }.limits(), Limits { nodes: u64::MAX, time: Some(ms(4_000)), soft: Some(ms(1_000)) });
        let g = Go { movetime: Some(500), clock, ..Go::default() };
        assert_eq!(g.limits(), Limits { nodes: u64::MAX, time: Some(ms(500)), soft: Some(ms(500)) });
        assert_eq!(Go { depth: Some(2), ..Go::default() }.limits(), Limits::nodes(u64::MAX));
    }

    #[test]
    fn options() {
        assert_eq!(ok("setoption threads 4"), Command::SetOption(EngineOption::Threads(4)));
        assert_eq!(ok("setoption seed 18446744073709551615"), Command::SetOption(EngineOption::Seed(u64::MAX)));
        assert!(parse("setoption threads 0").unwrap_err().to_string().contains("from 1"));
        assert!(parse("setoption threads").unwrap_err().to_string().contains("needs a value"));
        assert!(parse("setoption hash 64").unwrap_err().to_string().contains("unknown option 'hash'"));
        assert!(parse("setoption").unwrap_err().to_string().contains("needs a name"));
    }
}
