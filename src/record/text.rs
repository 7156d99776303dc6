//! Plain-text move lists: a few `[Tag "value"]` header lines (`[Position "…"]` when the game
//! started from a position string, `[Termination "Blue resigns"]` or `"draw by agreement"`
//! when the players ended it), then one move per line, numbered by round (`1.` for the first
//! seat's move, `1...` for the others'; a move may contain spaces, as Three Elephant turns
//! do), and last an `[End "N"]` line with the number of moves. Import reads them back; the
//! numbers are optional, `//` comments and blank lines are skipped. The end line is what
//! tells a whole export from one cut short (a copy interrupted, a file truncated): without
//! it, or with a count that differs, or with moves after it, the export is refused rather
//! than read as a shorter game. A `[Result]` tag must be what the moves give.
//!
//! A timed game has a `[TimeControl "5+3"]` tag (`core::clock`), and each move its clock's
//! reading after it, in braces as chess's PGN writes it: `1. Ie4-e5 {[%clk 0:04:58.0]}`.
//!
//! A move's comment follows it on its line in braces, as in chess's PGN
//! (`1. Ie4-e5 {opens the e-file}`); a comment before the first move stands on a line of its
//! own. No game's notation holds a brace, so the first brace on a line starts its comments.
//! So that a comment keeps to its line and ends at its own brace, a backslash, a closing
//! brace, a line feed and a carriage return in it are written `\\`, `\}`, `\n` and `\r`; so
//! that an export shown in a terminal cannot drive it, any other control character or bidi
//! override is written `\u{1b}` (its code in hex), as `core::text::quoted` shows one.

use super::file::{Culprit, check_result, config_error, culprit};
use super::history::History;
use crate::core::clock::{Reading, TimeControl};
use crate::core::text::{is_hazard, quoted};
use crate::core::{Concession, GameConfig, Seat};

/// The text export of a game: canonical, in English whatever the language the player reads
/// (the result and the termination are words, `core::words::canonical`).
pub fn export(history: &History) -> String {
    crate::core::words::canonical(|| export_english(history))
}

fn export_english(history: &History) -> String {
    let c = history.config();
    let mut out = format!("[Game \"{}\"]\n[Variant \"{}\"]\n", c.game, c.variant);
    for (k, v) in &c.options {
        out.push_str(&format!("[Option \"{k}={v}\"]\n"));
    }
    if let Some(s) = &c.setup {
        out.push_str(&format!("[Setup \"{s}\"]\n"));
    }
    if let Some(p) = history.start_position() {
        out.push_str(&format!("[Position \"{p}\"]\n"));
    }
    if history.time_control().is_timed() {
        out.push_str(&format!("[TimeControl \"{}\"]\n", history.time_control()));
    }
    if let Some(o) = history.current().outcome() {
        out.push_str(&format!("[Result \"{}\"]\n", super::file::describe_outcome(history, &o)));
    }
    if let Some(c) = history.concession() {
        out.push_str(&format!("[Termination \"{}\"]\n", termination(history, c)));
    }
    out.push('\n');
    if let Some(c) = history.comment(0) {
        out.push_str(&format!("{}\n", braced(c)));
    }
    let seats = history.current().seats().max(1);
    for (ply, m) in history.moves().iter().enumerate() {
        let dots = if ply % seats == 0 { "." } else { "..." };
        out.push_str(&format!("{}{dots} {m}", ply / seats + 1));
        if let Some((_, reading)) = history.stamps().get(ply) {
            out.push_str(&format!(" {{[%clk {reading}]}}"));
        }
        if let Some(c) = history.comment(ply + 1) {
            out.push_str(&format!(" {}", braced(c)));
        }
        out.push('\n');
    }
    out.push_str(&format!("[End \"{}\"]\n", history.moves().len()));
    out
}

/// A comment in braces, escaped so that it keeps to one line and ends at its own brace.
fn braced(comment: &str) -> String {
    let mut out = String::with_capacity(comment.len() + 2);
    out.push('{');
    for c in comment.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '}' => out.push_str("\\}"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            c if is_hazard(c) => out.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('}');
    out
}

/// What is wrong with the comments after a move; each holds the text from the bad comment on.
#[derive(Debug, thiserror::Error)]
enum CommentError {
    #[error("after a move only comments in braces may follow, not '{}'", quoted(.0))]
    NotBraced(String),
    #[error("the comment '{}' has no closing '}}'", quoted(.0))]
    Unclosed(String),
    #[error("the comment '{}' has a bad \\u{{…}} escape", quoted(.0))]
    BadEscape(String),
    #[error("the comment '{}' has a backslash that escapes nothing (write \\\\)", quoted(.0))]
    LoneBackslash(String),
}

/// The comments in `text`, a run of braced comments with white space between (what follows
/// a move on its line).
fn read_comments(text: &str) -> Result<Vec<String>, CommentError> {
    let mut out = Vec::new();
    let mut rest = text.trim_start();
    while !rest.is_empty() {
        let Some(body) = rest.strip_prefix('{') else {
            return Err(CommentError::NotBraced(rest.to_string()));
        };
        let mut comment = String::new();
        let mut chars = body.char_indices();
        let end = loop {
            match chars.next() {
                None => return Err(CommentError::Unclosed(rest.to_string())),
                Some((i, '}')) => break i,
                Some((_, '\\')) => match chars.next() {
                    Some((_, 'n')) => comment.push('\n'),
                    Some((_, 'r')) => comment.push('\r'),
                    Some((_, c @ ('\\' | '}' | '{'))) => comment.push(c),
                    Some((_, 'u')) => comment.push(escaped_char(&mut chars).ok_or_else(|| CommentError::BadEscape(rest.to_string()))?),
                    _ => return Err(CommentError::LoneBackslash(rest.to_string())),
                },
                Some((_, c)) => comment.push(c),
            }
        };
        out.push(comment);
        rest = body[end + 1..].trim_start();
    }
    Ok(out)
}

/// The character of a `\u{1b}` escape, from just after its `u`; None if it is not one.
fn escaped_char(chars: &mut std::str::CharIndices<'_>) -> Option<char> {
    if chars.next()?.1 != '{' {
        return None;
    }
    let mut code = 0u32;
    for (digits, (_, c)) in chars.enumerate() {
        match c {
            '}' if digits > 0 => return char::from_u32(code),
            c if digits < 6 => code = code * 16 + c.to_digit(16)?,
            _ => return None,
        }
    }
    None
}

/// The `[Termination]` tag's value for a resignation or agreed draw: "Blue resigns", "draw
/// by agreement". Canonical: in English, whatever the thread speaks.
fn termination(history: &History, c: Concession) -> String {
    crate::core::words::canonical(|| termination_english(history, c))
}

fn termination_english(history: &History, c: Concession) -> String {
    match c {
        Concession::Resigned(s) => format!("{} resigns", history.current().seat_name(s)),
        Concession::Agreed => AGREED.into(),
        Concession::TimeOut(s) => format!("{} ran out of time", history.current().seat_name(s)),
        Concession::Left { seat, draw: false } => format!("{} left the game", history.current().seat_name(seat)),
        Concession::Left { seat, draw: true } => format!("{} left the game: draw claimed", history.current().seat_name(seat)),
    }
}

const AGREED: &str = "draw by agreement";

/// The concession a `[Termination]` value names, for the game as replayed.
fn read_termination(history: &History, value: &str) -> Option<Concession> {
    if value == AGREED {
        return Some(Concession::Agreed);
    }
    let seats = Seat::all(history.current().seats());
    let left = seats.clone().flat_map(|seat| [false, true].map(|draw| Concession::Left { seat, draw }));
    seats.clone().map(Concession::Resigned).chain(seats.map(Concession::TimeOut)).chain(left).find(|&c| termination(history, c) == value)
}

/// The reading in a `[%clk 0:04:32.1]` comment.
fn clock_reading(comment: &str) -> Result<Reading, String> {
    let text = comment
        .strip_prefix("[%clk ")
        .and_then(|r| r.strip_suffix(']'))
        .ok_or_else(|| format!("'{}' is not a clock reading like [%clk 0:04:32.1]", quoted(comment)))?;
    text.parse()
}

/// Whether `text` is a text export rather than a RON save file: its first token that is not
/// blank, a comment (`//`, `/* */`) or a byte-order mark is `[` (a RON save starts with `(`).
pub fn is_export(text: &str) -> bool {
    let mut rest = text.trim_start_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
    loop {
        if rest.starts_with("//") {
            rest = rest.find('\n').map_or("", |n| &rest[n..]);
        } else if let Some(body) = rest.strip_prefix("/*") {
            rest = body.find("*/").map_or("", |n| &body[n + 2..]);
        } else {
            return rest.starts_with('[');
        }
        rest = rest.trim_start();
    }
}

/// Reads a text export back: the tags give the game, the moves are replayed. Errors name the line.
pub fn import(text: &str) -> Result<History, super::LoadError> {
    let err = |line: usize, message: String| super::LoadError { line, message };
    let mut config: Option<(usize, GameConfig)> = None;
    let mut position: Option<(usize, String)> = None;
    let mut end: Option<(usize, usize)> = None;
    let mut ended: Option<(usize, String)> = None;
    let mut result: Option<(usize, String)> = None;
    let mut time: Option<TimeControl> = None;
    // Each `{[%clk …]}`: the ply of the move it follows and the reading.
    let mut clocks: Vec<(usize, Reading)> = Vec::new();
    // The line of each configuration tag ("Variant", "Setup", "Option repetition"), for errors.
    let mut tag_lines: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
    let mut seen: Vec<&str> = Vec::new();
    let mut moves: Vec<(usize, String)> = Vec::new();
    // Comments by ply: those on a line of their own belong to the moves read so far.
    let mut comments: std::collections::BTreeMap<usize, String> = std::collections::BTreeMap::new();
    let mut note = |ply: usize, found: Vec<String>| {
        for c in found {
            comments.entry(ply).and_modify(|t| *t = format!("{t}\n{c}")).or_insert(c);
        }
    };
    for (n, raw) in text.lines().enumerate() {
        let line = if n == 0 { raw.trim_start_matches('\u{feff}').trim() } else { raw.trim() };
        if line.is_empty() || line.starts_with("//") {
            continue;
        }
        if let Some((at, _)) = end {
            return Err(err(n + 1, format!("more after the [End] line (line {at}): the export ends there")));
        }
        if let Some(tag) = line.strip_prefix('[') {
            let tag = tag.strip_suffix(']').ok_or_else(|| err(n + 1, "a tag must end with ']'".into()))?;
            let (name, value) = tag.split_once(' ').ok_or_else(|| err(n + 1, "a tag needs a name and a quoted value".into()))?;
            let value = value
                .trim()
                .strip_prefix('"')
                .and_then(|v| v.strip_suffix('"'))
                .ok_or_else(|| err(n + 1, "a tag's value must be in quotes".into()))?;
            if matches!(name, "Game" | "Variant" | "Setup" | "Position" | "End" | "Termination" | "Result" | "TimeControl") {
                if seen.contains(&name) {
                    return Err(err(n + 1, format!("the [{name}] tag is given twice")));
                }
                seen.push(name);
            }
            match name {
                "Game" => config = Some((n + 1, GameConfig::new(value))),
                "Position" => position = Some((n + 1, value.to_string())),
                "Termination" => ended = Some((n + 1, value.to_string())),
                "Result" => result = Some((n + 1, value.to_string())),
                "TimeControl" => time = Some(value.parse().map_err(|e: crate::core::clock::TimeControlError| err(n + 1, e.to_string()))?),
                "End" => {
                    let count = value.parse().map_err(|_| err(n + 1, format!("the [End] tag holds the number of moves, not '{}'", quoted(value))))?;
                    end = Some((n + 1, count));
                }
                "Variant" | "Option" | "Setup" => {
                    let (_, c) = config.as_mut().ok_or_else(|| err(n + 1, "the [Game] tag must come first".into()))?;
                    match name {
                        "Variant" => c.variant = value.to_string(),
                        "Setup" => c.setup = Some(value.to_string()),
                        _ => {
                            let (k, v) = value.split_once('=').ok_or_else(|| err(n + 1, "an option is NAME=VALUE".into()))?;
                            if c.options.insert(k.to_string(), v.to_string()).is_some() {
                                return Err(err(n + 1, format!("option '{}' is given twice", quoted(k))));
                            }
                            tag_lines.insert(format!("Option {k}"), n + 1);
                        }
                    }
                    if name != "Option" {
                        tag_lines.insert(name.to_string(), n + 1);
                    }
                }
                _ => {}
            }
            continue;
        }
        // No game's notation holds a brace: the first one starts the comments.
        let (line, rest) = line.split_at(line.find('{').unwrap_or(line.len()));
        let found = read_comments(rest).map_err(|e| err(n + 1, e.to_string()))?;
        let digits = line.len() - line.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let after_number = &line[digits..];
        let mv = if digits > 0 && after_number.starts_with('.') { after_number.trim_start_matches('.').trim() } else { line.trim() };
        if !mv.is_empty() {
            moves.push((n + 1, mv.to_string()));
        }
        let (readings, found): (Vec<String>, Vec<String>) = found.into_iter().partition(|c| c.starts_with("[%clk "));
        for r in readings {
            let reading = clock_reading(&r).map_err(|e| err(n + 1, e))?;
            let ply = moves
                .len()
                .checked_sub(1)
                .filter(|_| !mv.is_empty())
                .ok_or_else(|| err(n + 1, "a clock reading must follow a move on its line".into()))?;
            clocks.push((ply, reading));
        }
        note(moves.len(), found);
    }
    let (game_line, config) = config.ok_or_else(|| err(0, "no [Game \"...\"] tag".into()))?;
    match end {
        None => return Err(err(0, "the export ends before its [End] line: it was cut short".into())),
        Some((line, count)) if count != moves.len() => {
            return Err(err(line, format!("the [End] line counts {count} moves, but the export holds {}: moves are missing or added", moves.len())));
        }
        Some(_) => {}
    }
    let start = History::starting(&config, position.as_ref().map(|(_, text)| text.as_str()));
    let mut history = start.map_err(|e| {
        let line = match config_error(&e) {
            Some(c) => match culprit(&config, c) {
                Culprit::Game => None,
                Culprit::Variant => tag_lines.get("Variant").copied(),
                Culprit::Setup => tag_lines.get("Setup").copied(),
                Culprit::Option(k) => tag_lines.get(&format!("Option {k}")).copied(),
            },
            None => position.as_ref().map(|(line, _)| *line),
        };
        err(line.unwrap_or(game_line), e.to_string())
    })?;
    if let Some(control) = time {
        history.set_time_control(control);
    }
    for (i, (line, m)) in moves.iter().enumerate() {
        history.play_text(m).map_err(|e| err(*line, format!("move {} '{}': {e}", i + 1, quoted(m))))?;
    }
    for (ply, reading) in clocks {
        if !history.set_stamp(ply, reading) {
            return Err(err(moves[ply].0, "a clock reading needs a [TimeControl] tag".into()));
        }
    }
    for (ply, c) in &comments {
        history.set_comment(*ply, c);
    }
    if let Some((line, value)) = ended {
        let c = read_termination(&history, &value).ok_or_else(|| {
            err(line, format!("the [Termination] tag names a resignation (\"Blue resigns\") or \"{AGREED}\", not '{}'", quoted(&value)))
        })?;
        history.concede(c).map_err(|e| err(line, format!("the game cannot end so: {e}")))?;
    }
    if let Some((line, value)) = result {
        check_result(&history, &value).map_err(|e| err(line, e.to_string()))?;
    }
    Ok(history)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_format_is_told_by_the_first_real_token() {
        assert!(is_export("[Game \"storm\"]"));
        assert!(is_export("\u{feff}[Game \"storm\"]"));
        assert!(is_export("// exported\n\n  // again\n[Game \"storm\"]"));
        assert!(is_export("/* a */ [Game \"storm\"]"));
        assert!(!is_export("// Towers saved game\n(format: 1)"));
        assert!(!is_export("\u{feff}(format: 1)"));
        assert!(!is_export("// only a comment"));
        assert!(!is_export(""));
    }

    const TWO: &str = "[Game \"storm\"]\n[Variant \"standard\"]\n\n1. Ie4-e5\n1... Ie7-e6\n[End \"2\"]\n";

    #[test]
    fn an_export_with_its_end_line_reads_whole_and_after_a_bom_or_comment() {
        assert_eq!(import(TWO).unwrap().moves().len(), 2);
        assert_eq!(import(&format!("\u{feff}// a comment\n{TWO}")).unwrap().moves().len(), 2);
    }

    #[test]
    fn an_export_without_its_end_line_or_with_another_count_is_refused() {
        let cut = TWO.replace("[End \"2\"]\n", "");
        assert!(import(&cut).unwrap_err().message.contains("cut short"));
        let e = import(&TWO.replace("[End \"2\"]", "[End \"3\"]")).unwrap_err();
        assert_eq!(e.line, 6, "{e}");
        assert!(e.message.contains("counts 3 moves, but the export holds 2"), "{e}");
        let e = import(&format!("{TWO}2. Ie5-e6\n")).unwrap_err();
        assert_eq!(e.line, 7, "{e}");
        assert!(e.message.contains("after the [End] line"), "{e}");
    }

    /// A bad variant, option or setup is refused at its tag's line; a result the moves do not
    /// give at the `[Result]` line.
    #[test]
    fn a_bad_tag_value_is_refused_at_its_line() {
        let e = import(&TWO.replace("[Variant \"standard\"]", "[Variant \"standrd\"]")).unwrap_err();
        assert_eq!(e.line, 2, "{e}");
        let e = import(
            &TWO.replace("[Variant \"standard\"]\n", "[Variant \"standard\"]\n[Option \"repetition=zillions\"]\n[Option \"move-limit=often\"]\n"),
        )
        .unwrap_err();
        assert_eq!(e.line, 4, "{e}");
        let e = import(&TWO.replace("[Variant \"standard\"]\n", "[Variant \"standard\"]\n[Setup \"red: Zz9\"]\n")).unwrap_err();
        assert_eq!(e.line, 3, "{e}");
        let e = import(&TWO.replace("\n\n1.", "\n[Result \"Blue wins: by lying\"]\n\n1.")).unwrap_err();
        assert_eq!(e.line, 3, "{e}");
        assert!(e.message.starts_with("the result says"), "{e}");
    }

    #[test]
    fn a_tag_or_option_given_twice_is_refused() {
        let e = import(&TWO.replace("[Variant \"standard\"]\n", "[Option \"repetition=zillions\"]\n[Option \"repetition=perpetual-check\"]\n"))
            .unwrap_err();
        assert_eq!((e.line, e.message.as_str()), (3, "option 'repetition' is given twice"));
        let e = import(&TWO.replace("[Variant \"standard\"]\n", "[Variant \"standard\"]\n[Variant \"korean\"]\n")).unwrap_err();
        assert_eq!(e.line, 3, "{e}");
    }
}
