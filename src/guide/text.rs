//! A guide as plain text, for `towers guide`: terminal players read it, and authors eyeball
//! their data with it (each lesson's board is drawn by the engine, as `towers show` draws it).

use super::{Guide, Lesson};
use std::fmt::Write;

/// What to print: one lesson (numbered from 1) or all, and whether to draw the board after
/// each scripted step as well as at the start.
#[derive(Clone, Copy, Debug, Default)]
pub struct Print {
    pub lesson: Option<usize>,
    pub steps: bool,
}

/// The guide as text; an error names a lesson number that does not exist, or a lesson the
/// engine cannot play (which the guide tests rule out).
pub fn render(guide: &Guide, print: Print) -> Result<String, String> {
    let count = guide.lessons().count();
    if let Some(n) = print.lesson
        && !(1..=count).contains(&n)
    {
        return Err(format!("the {} guide has lessons 1 to {count}, not {n}", guide.game));
    }
    let mut out = String::new();
    if print.lesson.is_none() {
        let _ = writeln!(out, "GOAL\n\n{}\n", wrap(&guide.goal));
    }
    let mut chapter_shown = None;
    for (n, chapter, lesson) in guide.lessons() {
        if print.lesson.is_some_and(|want| want != n) {
            continue;
        }
        if chapter_shown != Some(chapter.title.as_str()) {
            chapter_shown = Some(chapter.title.as_str());
            let _ = writeln!(out, "{}\n{}\n", chapter.title.to_uppercase(), "=".repeat(chapter.title.chars().count()));
            if print.lesson.is_none() {
                let _ = writeln!(out, "{}\n", wrap(&chapter.text));
            }
        }
        out.push_str(&render_lesson(&guide.game, n, lesson, print.steps)?);
    }
    Ok(out)
}

fn render_lesson(game: &str, n: usize, lesson: &Lesson, boards: bool) -> Result<String, String> {
    let mut out = String::new();
    let _ = writeln!(out, "{n}. {}\n\n{}\n", lesson.title, wrap(&lesson.text));
    let mut h = lesson.start(game).map_err(|e| format!("lesson {n}: {e}"))?;
    let options: Vec<String> = lesson.options.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let config = lesson.config(game);
    let mut about = format!("position: {}", lesson.position);
    if config.variant != "standard" || !options.is_empty() {
        let _ = write!(about, "  (variant {}{}{})", config.variant, if options.is_empty() { "" } else { ", " }, options.join(", "));
    }
    out.push_str(&indent(&h.current().diagram()));
    let _ = writeln!(out, "{about}");
    if let Some(f) = &lesson.focus {
        let targets = targets(h.current(), f);
        let moves = if targets.is_empty() { "(none)".to_string() } else { targets.join(" ") };
        let _ = writeln!(out, "{}", wrap(&format!("look at {f}: its moves {moves}")).replace('\n', "\n    "));
    }
    out.push('\n');
    for (i, s) in lesson.steps.iter().enumerate() {
        let played = h.play_text(&s.play).map_err(|e| format!("lesson {n}, step {} '{}': {e}", i + 1, crate::core::text::quoted(&s.play)))?;
        let _ = writeln!(out, "  {}. {played}\n     {}\n", i + 1, wrap(&s.say).replace('\n', "\n     "));
        if boards {
            out.push_str(&indent(&h.current().diagram()));
            out.push('\n');
        }
    }
    if let Some(r) = h.current().result_text().filter(|_| !lesson.steps.is_empty()) {
        let _ = writeln!(out, "  {r}\n");
    }
    Ok(out)
}

/// The legal moves that start at `square`, in notation: what the app lights for the focus.
pub fn targets(game: &dyn crate::session::DynGame, square: &str) -> Vec<String> {
    let Some(index) = game.view().square_index(square) else { return Vec::new() };
    game.moves().into_iter().filter(|m| m.picks.first().and_then(|p| p.square()) == Some(index)).map(|m| m.notation).collect()
}

fn indent(text: &str) -> String {
    let mut out: String = text.lines().map(|l| format!("    {l}\n")).collect();
    if out.is_empty() {
        out.push('\n');
    }
    out
}

/// Paragraphs wrapped at 92 columns, a blank line between them.
fn wrap(text: &str) -> String {
    text.split("\n\n")
        .map(|p| {
            let mut lines = vec![String::new()];
            for word in p.split_whitespace() {
                let line = lines.last_mut().unwrap();
                if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > 92 {
                    lines.push(word.to_string());
                } else {
                    if !line.is_empty() {
                        line.push(' ');
                    }
                    line.push_str(word);
                }
            }
            lines.join("\n")
        })
        .collect::<Vec<_>>()
        .join("\n\n")
}
