//! Plain-text move lists: a few `[Tag "value"]` header lines (`[Position "…"]` when the game
//! started from a position string), then one move per line, numbered
//! by round (`1.` for the first seat's move, `1...` for the others'; a move may contain spaces,
//! as Three Elephant turns do). Import reads them back; the numbers are optional.

use super::history::History;
use crate::core::GameConfig;

/// The text export of a game.
pub fn export(history: &History) -> String {
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
    if let Some(o) = history.current().outcome() {
        out.push_str(&format!("[Result \"{}\"]\n", super::file::describe_outcome(history, &o)));
    }
    out.push('\n');
    let seats = history.current().seats().max(1);
    for (ply, m) in history.moves().iter().enumerate() {
        let dots = if ply % seats == 0 { "." } else { "..." };
        out.push_str(&format!("{}{dots} {m}\n", ply / seats + 1));
    }
    out
}

/// Reads a text export back: the tags give the game, the moves are replayed. Errors name the line.
pub fn import(text: &str) -> Result<History, super::LoadError> {
    let err = |line: usize, message: String| super::LoadError { line, message };
    let mut config: Option<GameConfig> = None;
    let mut position: Option<(usize, String)> = None;
    let mut moves: Vec<(usize, String)> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with("//") {
            continue;
        }
        if let Some(tag) = line.strip_prefix('[') {
            let tag = tag.strip_suffix(']').ok_or_else(|| err(n + 1, "a tag must end with ']'".into()))?;
            let (name, value) = tag.split_once(' ').ok_or_else(|| err(n + 1, "a tag needs a name and a quoted value".into()))?;
            let value = value
                .trim()
                .strip_prefix('"')
                .and_then(|v| v.strip_suffix('"'))
                .ok_or_else(|| err(n + 1, "a tag's value must be in quotes".into()))?;
            match name {
                "Game" => config = Some(GameConfig::new(value)),
                "Position" => position = Some((n + 1, value.to_string())),
                "Variant" | "Option" | "Setup" => {
                    let c = config.as_mut().ok_or_else(|| err(n + 1, "the [Game] tag must come first".into()))?;
                    match name {
                        "Variant" => c.variant = value.to_string(),
                        "Setup" => c.setup = Some(value.to_string()),
                        _ => {
                            let (k, v) = value.split_once('=').ok_or_else(|| err(n + 1, "an option is NAME=VALUE".into()))?;
                            c.options.insert(k.to_string(), v.to_string());
                        }
                    }
                }
                _ => {}
            }
            continue;
        }
        let digits = line.len() - line.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let after_number = &line[digits..];
        let mv = if digits > 0 && after_number.starts_with('.') { after_number.trim_start_matches('.').trim() } else { line };
        if !mv.is_empty() {
            moves.push((n + 1, mv.to_string()));
        }
    }
    let config = config.ok_or_else(|| err(0, "no [Game \"...\"] tag".into()))?;
    let mut history = match &position {
        Some((line, text)) => History::from_position(&config, text).map_err(|e| err(*line, e.to_string()))?,
        None => History::new(&config).map_err(|e| err(1, e.to_string()))?,
    };
    for (i, (line, m)) in moves.iter().enumerate() {
        history.play_text(m).map_err(|e| err(*line, format!("move {} '{m}': {e}", i + 1)))?;
    }
    Ok(history)
}
