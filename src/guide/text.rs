//! A guide as plain text, for `towers guide`: terminal players read it, and authors eyeball
//! their data with it (each lesson's board is drawn by the engine, as `towers show` draws it).

use super::{Guide, GuideError, Lesson};
use crate::core::Pick;
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
pub fn render(guide: &Guide, print: Print) -> Result<String, GuideError> {
    let count = guide.lessons().count();
    if let Some(n) = print.lesson
        && !(1..=count).contains(&n)
    {
        return Err(GuideError::NoLesson { game: guide.game.clone(), count, asked: n });
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
        out.push_str(&render_lesson(&guide.game, n, lesson, print.steps).map_err(|e| GuideError::Lesson { lesson: n, error: Box::new(e) })?);
    }
    Ok(out)
}

fn render_lesson(game: &str, n: usize, lesson: &Lesson, boards: bool) -> Result<String, GuideError> {
    let mut out = String::new();
    let _ = writeln!(out, "{n}. {}\n\n{}\n", lesson.title, wrap(&lesson.text));
    let mut h = lesson.start(game)?;
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
        let lit = if targets.is_empty() { "(none)".to_string() } else { targets.join(", ") };
        let _ = writeln!(out, "{}", wrap(&format!("look at {f}; its targets: {lit}")).replace('\n', "\n    "));
    }
    out.push('\n');
    for (i, s) in lesson.steps.iter().enumerate() {
        let played = h.play_text(&s.play).map_err(|error| GuideError::Step { step: i + 1, play: s.play.clone(), error })?;
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

/// What the app lights once the piece on `square` is picked: the second pick of every legal
/// move that starts there, a square by its name and a button by its label in brackets, each
/// once, in the engine's order.
pub fn targets(game: &dyn crate::session::DynGame, square: &str) -> Vec<String> {
    let view = game.view();
    let Some(index) = view.square_index(square) else { return Vec::new() };
    let mut out: Vec<String> = Vec::new();
    for m in game.moves().into_iter().filter(|m| m.picks.first().and_then(Pick::square) == Some(index)) {
        let next = match m.picks.get(1) {
            Some(Pick::Choice { label, .. }) => format!("[{label}]"),
            Some(p) => p.square().map_or_else(String::new, |s| view.squares[s as usize].name.clone()),
            None => "[this piece alone]".to_string(),
        };
        if !out.contains(&next) {
            out.push(next);
        }
    }
    out
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
