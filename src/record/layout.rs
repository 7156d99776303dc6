//! Where things are in a save file's RON text, for error lines. The deserializer says what is
//! wrong with a value, but once a file has parsed, the line of a field or of the i-th move
//! must still be found in the text, whatever its valid layout: everything on one line,
//! comments holding `moves:`, strings holding `moves:`. A small lexer does that: it skips
//! `//` and nested `/* */` comments, strings with escapes, raw strings (`r#"…"#`) and char
//! literals, and tracks brackets, so a top-level field is a name followed by `:` directly
//! inside the outermost `(`. It never fails: damaged text just yields fewer tokens.

/// One token of RON text that matters here: punctuation, a name or number, a string.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Kind {
    Open(u8),
    Close(u8),
    Colon,
    Comma,
    /// A name, number or any other run of characters.
    Word,
    /// A string literal (plain, byte or raw), with its quotes.
    Str,
}

#[derive(Clone, Debug)]
struct Token {
    kind: Kind,
    /// Byte range in the text.
    start: usize,
    end: usize,
    /// 1-based line of the token's start.
    line: usize,
    /// Open brackets around the token (not counting itself).
    depth: usize,
}

/// The tokens of a RON text, with their lines and bracket depth.
pub struct Layout<'a> {
    text: &'a str,
    tokens: Vec<Token>,
}

fn is_word_byte(b: u8) -> bool {
    !matches!(b, b'(' | b')' | b'[' | b']' | b'{' | b'}' | b':' | b',' | b'"' | b'\'' | b'/') && !b.is_ascii_whitespace()
}

/// The end of a plain string starting at `i` (on its opening quote): after the closing quote,
/// or the end of the text.
fn plain_string_end(bytes: &[u8], i: usize) -> usize {
    let mut j = i + 1;
    while j < bytes.len() {
        match bytes[j] {
            b'\\' => j += 2,
            b'"' => return j + 1,
            _ => j += 1,
        }
    }
    bytes.len()
}

/// The end of a raw string whose `r` is at `i`, if a raw string starts there.
fn raw_string_end(bytes: &[u8], i: usize) -> Option<usize> {
    let mut j = i + 1;
    let mut hashes = 0;
    while bytes.get(j) == Some(&b'#') {
        hashes += 1;
        j += 1;
    }
    if bytes.get(j) != Some(&b'"') {
        return None;
    }
    j += 1;
    while j < bytes.len() {
        if bytes[j] == b'"' && bytes.len() - (j + 1) >= hashes && bytes[j + 1..j + 1 + hashes].iter().all(|&b| b == b'#') {
            return Some(j + 1 + hashes);
        }
        j += 1;
    }
    Some(bytes.len())
}

/// The end of a block comment starting at `i` (on its `/*`), with nesting.
fn block_comment_end(bytes: &[u8], i: usize) -> usize {
    let (mut j, mut nest) = (i + 2, 1usize);
    while j < bytes.len() {
        if bytes[j..].starts_with(b"/*") {
            nest += 1;
            j += 2;
        } else if bytes[j..].starts_with(b"*/") {
            nest -= 1;
            j += 2;
            if nest == 0 {
                return j;
            }
        } else {
            j += 1;
        }
    }
    bytes.len()
}

impl<'a> Layout<'a> {
    pub fn new(text: &'a str) -> Layout<'a> {
        let bytes = text.as_bytes();
        let mut tokens = Vec::new();
        let mut stack: Vec<u8> = Vec::new();
        let (mut i, mut line, mut counted) = (0usize, 1usize, 0usize);
        while i < bytes.len() {
            let b = bytes[i];
            let start = i;
            let kind = match b {
                b if b.is_ascii_whitespace() => {
                    i += 1;
                    continue;
                }
                b'/' if bytes.get(i + 1) == Some(&b'/') => {
                    i = bytes[i..].iter().position(|&c| c == b'\n').map_or(bytes.len(), |n| i + n);
                    continue;
                }
                b'/' if bytes.get(i + 1) == Some(&b'*') => {
                    i = block_comment_end(bytes, i);
                    continue;
                }
                b'(' | b'[' | b'{' => {
                    i += 1;
                    Kind::Open(b)
                }
                b')' | b']' | b'}' => {
                    i += 1;
                    Kind::Close(b)
                }
                b':' => {
                    i += 1;
                    Kind::Colon
                }
                b',' => {
                    i += 1;
                    Kind::Comma
                }
                b'"' => {
                    i = plain_string_end(bytes, i);
                    Kind::Str
                }
                b'\'' => {
                    // A char literal: 'a', '\'', 'é'; a lone quote is a word.
                    let body = i + 1 + usize::from(bytes.get(i + 1) == Some(&b'\\')) * 2;
                    i = bytes[body.min(bytes.len())..].iter().take(12).position(|&c| c == b'\'').map_or(i + 1, |n| body + n + 1);
                    Kind::Word
                }
                _ => {
                    // A raw or byte string starts like a word: r"…", r#"…"#, b"…", br"…".
                    let prefix = if b == b'b' && matches!(bytes.get(i + 1), Some(b'r')) { i + 1 } else { i };
                    if bytes[prefix] == b'r'
                        && let Some(end) = raw_string_end(bytes, prefix)
                    {
                        i = end;
                        Kind::Str
                    } else if b == b'b' && bytes.get(i + 1) == Some(&b'"') {
                        i = plain_string_end(bytes, i + 1);
                        Kind::Str
                    } else {
                        i += 1;
                        while i < bytes.len() && is_word_byte(bytes[i]) {
                            i += 1;
                        }
                        Kind::Word
                    }
                }
            };
            line += bytes[counted..start].iter().filter(|&&c| c == b'\n').count();
            counted = start;
            let depth = stack.len();
            match kind {
                Kind::Open(b) => stack.push(b),
                Kind::Close(_) => {
                    stack.pop();
                }
                _ => {}
            }
            let depth = if matches!(kind, Kind::Close(_)) { depth.saturating_sub(1) } else { depth };
            tokens.push(Token { kind, start, end: i.min(bytes.len()), line, depth });
        }
        Layout { text, tokens }
    }

    /// The index of the token after the `:` of the top-level field `name`.
    fn field_value(&self, name: &str) -> Option<usize> {
        let t = &self.tokens;
        (0..t.len().saturating_sub(1))
            .find(|&i| t[i].kind == Kind::Word && t[i].depth == 1 && &self.text[t[i].start..t[i].end] == name && t[i + 1].kind == Kind::Colon)
            .map(|i| i + 2)
    }

    /// The line of the top-level field `name` (`game:` directly inside the outermost
    /// brackets), or 0 if there is none.
    pub fn field_line(&self, name: &str) -> usize {
        self.field_value(name).map_or(0, |i| self.tokens[i - 2].line)
    }

    /// The names of the top-level fields with their lines, in order.
    pub fn fields(&self) -> Vec<(&'a str, usize)> {
        let t = &self.tokens;
        (0..t.len().saturating_sub(1))
            .filter(|&i| t[i].kind == Kind::Word && t[i].depth == 1 && t[i + 1].kind == Kind::Colon)
            .map(|i| (&self.text[t[i].start..t[i].end], t[i].line))
            .collect()
    }

    /// The tokens directly inside the bracketed value of the field `name`.
    fn items(&self, name: &str) -> impl Iterator<Item = &Token> {
        let open = self.field_value(name).filter(|&i| matches!(self.tokens.get(i), Some(Token { kind: Kind::Open(_), .. })));
        let inner = open.map_or(usize::MAX, |i| self.tokens[i].depth + 1);
        open.into_iter().flat_map(move |i| self.tokens[i + 1..].iter().take_while(move |t| t.depth >= inner).filter(move |t| t.depth == inner))
    }

    /// The line of the `index`-th string in the list value of the field `name`, or 0.
    pub fn string_line(&self, name: &str, index: usize) -> usize {
        self.items(name).filter(|t| t.kind == Kind::Str).nth(index).map_or(0, |t| t.line)
    }

    /// Where a list value of the field `name` could be closed: just after its opening bracket
    /// and after each string in it, as byte offsets (for salvaging a save cut inside its list).
    pub fn list_cuts(&self, name: &str) -> Vec<usize> {
        let open = self.field_value(name).and_then(|i| self.tokens.get(i)).filter(|t| matches!(t.kind, Kind::Open(_)));
        open.map(|t| t.end).into_iter().chain(self.items(name).filter(|t| t.kind == Kind::Str).map(|t| t.end)).collect()
    }

    /// The string keys of the map value of the field `name`, decoded, with their lines.
    fn keys(&self, name: &str) -> Vec<(String, usize)> {
        let items: Vec<&Token> = self.items(name).collect();
        items
            .windows(2)
            .filter(|pair| pair[0].kind == Kind::Str && pair[1].kind == Kind::Colon)
            .map(|pair| {
                let raw = &self.text[pair[0].start..pair[0].end];
                (ron::from_str::<String>(raw).unwrap_or_else(|_| raw.to_string()), pair[0].line)
            })
            .collect()
    }

    /// The first key that appears twice in the map value of the field `name`, with the line
    /// of its second appearance.
    pub fn repeated_key(&self, name: &str) -> Option<(String, usize)> {
        let keys = self.keys(name);
        keys.iter().enumerate().find(|(i, (key, _))| keys[..*i].iter().any(|(seen, _)| seen == key)).map(|(_, k)| k.clone())
    }

    /// The line of `key` in the map value of the field `name`, or else the field's line.
    pub fn key_line(&self, name: &str, key: &str) -> usize {
        self.keys(name).into_iter().find(|(k, _)| k == key).map_or_else(|| self.field_line(name), |(_, line)| line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_found_on_one_line_and_past_comments_and_strings() {
        let one = r#"(format: 1, game: "storm", variant: "standard", moves: ["a", "b"])"#;
        let l = Layout::new(one);
        assert_eq!((l.field_line("game"), l.string_line("moves", 1)), (1, 1));
        let tricky = "// moves: [\"x\"]\n(\n /* game: \"no\" /* nested */ moves: */ format: 1,\n game: \"moves: [\\\"q\\\"]\",\n seats: [r#\"moves: \"x\"\"#],\n\n moves: [\n  \"a\", // \"not\"\n  \"b\",\n ],\n)";
        let l = Layout::new(tricky);
        assert_eq!(l.field_line("game"), 4);
        assert_eq!(l.field_line("moves"), 7);
        assert_eq!(l.string_line("moves", 0), 8);
        assert_eq!(l.string_line("moves", 1), 9);
        assert_eq!(l.string_line("moves", 2), 0);
        assert_eq!(l.fields().iter().map(|f| f.0).collect::<Vec<_>>(), ["format", "game", "seats", "moves"]);
    }

    #[test]
    fn a_field_inside_a_value_is_not_a_top_level_field() {
        let l = Layout::new("(\n options: {\"game\": \"x\"},\n game: \"storm\",\n)");
        assert_eq!(l.field_line("game"), 3);
        assert_eq!(l.field_line("nothing"), 0);
    }

    #[test]
    fn repeated_map_keys_are_found_even_when_written_differently() {
        let l = Layout::new("(options: {\"a\": \"1\",\n \"b\": \"2\",\n \"\\u{61}\": \"3\"})");
        assert_eq!(l.repeated_key("options"), Some(("a".to_string(), 3)));
        assert_eq!(Layout::new("(options: {\"a\": \"1\"})").repeated_key("options"), None);
    }

    #[test]
    fn a_map_key_is_found_by_its_decoded_text() {
        let l = Layout::new("(\n options: {\"a\": \"1\",\n \"\\u{62}\": \"2\"},\n)");
        assert_eq!((l.key_line("options", "a"), l.key_line("options", "b")), (2, 3));
        assert_eq!(l.key_line("options", "c"), 2, "a key not there: the field's line");
    }

    #[test]
    fn damaged_text_never_panics() {
        for text in ["", "(", "\"", "r#\"", "/*", "'", "'\\", "(a:", "b", "br", "r#", ")))", "(x: [\"a"] {
            let l = Layout::new(text);
            let _ = (l.field_line("x"), l.string_line("x", 0), l.repeated_key("x"), l.fields());
        }
    }
}
