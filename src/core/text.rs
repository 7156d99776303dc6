//! Quoting user input in messages. A message that repeats what a user or a file gave (a move,
//! a position string, an argument) goes to a terminal: raw control characters there can
//! retitle or clear it (ANSI/OSC escapes), bidi overrides can make the text read backwards,
//! and a megabyte of input would be a megabyte of message. [`quoted`] shows such input with
//! every control visible as an escape (`\u{1b}`, `\n`) and cut after [`QUOTE_CHARS`]
//! characters, saying how much more there was; [`one_line`] only escapes, for the command
//! line's last word before printing an error.

use std::fmt::{self, Display, Write};

/// How many characters of user input a message repeats before cutting it.
pub const QUOTE_CHARS: usize = 60;

/// User input as a message may show it: see [`quoted`].
#[derive(Clone, Copy, Debug)]
pub struct Quoted<'a> {
    text: &'a str,
    limit: usize,
}

/// `text` escaped and cut for a message: controls (C0, DEL, C1), bidi overrides and line
/// separators are written as visible escapes, and text longer than [`QUOTE_CHARS`]
/// characters ends in "…(N more bytes)". Quotes around it are the caller's.
pub fn quoted(text: &str) -> Quoted<'_> {
    quoted_up_to(text, QUOTE_CHARS)
}

/// [`quoted`] with another limit: for a message that may hold some input (a parser's own
/// error text) and is longer than a quote.
pub fn quoted_up_to(text: &str, limit: usize) -> Quoted<'_> {
    Quoted { text, limit }
}

/// A single character of user input, escaped as [`quoted`] does.
pub fn quoted_char(c: char) -> EscapedChar {
    EscapedChar(c)
}

/// A character as [`quoted_char`] shows it.
#[derive(Clone, Copy, Debug)]
pub struct EscapedChar(pub char);

/// Whether a terminal could act on `c` instead of showing it, or would reorder the text
/// around it.
pub fn is_hazard(c: char) -> bool {
    c.is_control() // C0, DEL and C1
        || matches!(c, '\u{200e}' | '\u{200f}' | '\u{061c}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{2028}' | '\u{2029}')
}

fn write_escaped(f: &mut impl Write, c: char) -> fmt::Result {
    match c {
        '\n' => f.write_str("\\n"),
        '\r' => f.write_str("\\r"),
        '\t' => f.write_str("\\t"),
        c if is_hazard(c) => write!(f, "\\u{{{:x}}}", c as u32),
        c => f.write_char(c),
    }
}

impl Display for EscapedChar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_escaped(f, self.0)
    }
}

impl Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (n, (at, c)) in self.text.char_indices().enumerate() {
            if n == self.limit {
                return write!(f, "…({} more bytes)", self.text.len() - at);
            }
            write_escaped(f, c)?;
        }
        Ok(())
    }
}

/// `text` with every hazard escaped (nothing cut): what the command line prints as its one
/// error line, whatever a message let through.
pub fn one_line(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        write_escaped(&mut out, c).expect("writing to a String cannot fail");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terminal_escapes_become_visible_text() {
        let shown = quoted("\x1b]0;pwned\x07 \x1b[2J\u{202e}abc\u{9b}\x7f\n").to_string();
        assert_eq!(shown, "\\u{1b}]0;pwned\\u{7} \\u{1b}[2J\\u{202e}abc\\u{9b}\\u{7f}\\n");
        assert!(!shown.chars().any(is_hazard));
        assert_eq!(quoted_char('\x1b').to_string(), "\\u{1b}");
        assert_eq!(quoted("Ie4-e5 Litróf").to_string(), "Ie4-e5 Litróf", "ordinary text is shown as it is");
    }

    #[test]
    fn long_input_is_cut_with_the_count_of_what_is_left() {
        let long = "é".repeat(1000);
        let shown = quoted(&long).to_string();
        assert_eq!(shown, format!("{}…(1880 more bytes)", "é".repeat(60)));
        assert_eq!(quoted(&"a".repeat(60)).to_string(), "a".repeat(60), "exactly the limit is not cut");
        assert_eq!(quoted_up_to("abcdef", 2).to_string(), "ab…(4 more bytes)");
    }

    #[test]
    fn one_line_escapes_without_cutting() {
        let text = format!("{}\nsecond\x1b[31m", "x".repeat(100));
        let shown = one_line(&text);
        assert!(!shown.contains('\n') && !shown.contains('\x1b') && shown.starts_with(&"x".repeat(100)), "{shown}");
    }
}

/// "a", "a and b", "a, b and c", in the player's language ("a, b und c", "a、b 和 c").
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => crate::t!("list-and", rest = rest.join(&crate::t!("list-separator")), last = last),
    }
}

/// "a", "a or b", "a or b or c", in the player's language.
pub fn or_list(items: &[String]) -> String {
    items.join(&crate::t!("list-or"))
}

/// "1 move", "3 moves": a count with its noun (regular plurals only), in the player's
/// language for the nouns the catalogue knows.
pub fn count(n: usize, noun: &str) -> String {
    let known = match noun {
        "move" => Some("count-move"),
        "legal move" => Some("count-legal-move"),
        "step" => Some("count-step"),
        "pyramid" => Some("count-pyramid"),
        "ply" => Some("count-ply"),
        _ => None,
    };
    match known {
        Some(id) => crate::t!(id, count = n),
        None if n == 1 => format!("1 {noun}"),
        None => format!("{n} {noun}s"),
    }
}

#[cfg(test)]
mod count_tests {
    #[test]
    fn one_is_singular() {
        assert_eq!(super::count(1, "move"), "1 move");
        assert_eq!(super::count(0, "move"), "0 moves");
        assert_eq!(super::count(18, "move"), "18 moves");
        assert_eq!(super::count(2, "day"), "2 days", "a noun the catalogue does not know");
    }

    #[test]
    fn counts_and_lists_are_said_in_the_players_language() {
        let words = |w: &[&str]| super::and_list(&w.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        let _german = crate::i18n::Speaking::new(crate::i18n::Lang::German);
        assert_eq!((super::count(1, "move"), super::count(3, "move")), ("1 Zug".to_string(), "3 Züge".to_string()));
        assert_eq!(words(&["a", "b", "c"]), "a, b und c");
        let _chinese = crate::i18n::Speaking::new(crate::i18n::Lang::Chinese);
        assert_eq!(super::count(3, "move"), "3 步");
        assert_eq!(words(&["a", "b", "c"]), "a、b 和 c");
    }

    #[test]
    fn lists_join_with_and() {
        let words = |w: &[&str]| super::and_list(&w.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(
            (words(&[]), words(&["a"]), words(&["a", "b"]), words(&["a", "b", "c"])),
            (String::new(), "a".into(), "a and b".into(), "a, b and c".into())
        );
    }
}
