//! A guide for each game, kept as data: `assets/guides/<game-id>.ron`, embedded by `build.rs`.
//!
//! These games are obscure and every one has a rule a newcomer would not guess, so the app (and
//! `towers guide`) teaches them with small live positions rather than prose alone: a *piece
//! explorer* lesson puts one piece on a nearly empty board and names it in `focus`, so the app
//! lights its targets; a *scripted* lesson plays a few moves (`steps`), each with a caption and,
//! where the move has an effect, the position it must lead to (`expect`). Keeping this as data
//! lets authors write and correct lessons without touching code, and the checks in [`check`]
//! (run by the tests) play every lesson through the engine, so a guide cannot teach a move the
//! engine refuses or an effect it does not produce.
//!
//! The format for authors is in `docs/guides.md`.

pub mod check;
pub mod text;

use crate::core::GameConfig;
use crate::record::History;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// The guide of one game: what the players want, then chapters of lessons.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Guide {
    /// The game's id (`storm`, `litrof`, `tribesmen`, `three-elephant`).
    pub game: String,
    /// How the game is won, in a paragraph or two.
    pub goal: String,
    pub chapters: Vec<Chapter>,
}

/// A group of lessons with an introduction ("The board", "The pieces", "Captures and effects").
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Chapter {
    pub title: String,
    #[serde(default)]
    pub text: String,
    #[serde(default)]
    pub lessons: Vec<Lesson>,
}

/// One position to look at, and perhaps a few moves to play from it.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    pub title: String,
    /// What to look at, a short paragraph or two.
    pub text: String,
    /// None: the game's default variant.
    #[serde(default)]
    pub variant: Option<String>,
    /// Rule options by name, as in `assets/games/*.ron`; the others keep their defaults.
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    /// A position string (`docs/positions.md`).
    pub position: String,
    /// The square of the piece whose targets the app lights (the piece explorer).
    #[serde(default)]
    pub focus: Option<String>,
    /// A scripted example, played in order; empty for a pure explorer lesson.
    #[serde(default)]
    pub steps: Vec<Step>,
    /// The result the steps end in, as the app words it ("Red wins: checkmate"), for lessons
    /// that show how a game is won; None: the steps must leave the game going.
    #[serde(default)]
    pub result: Option<String>,
}

/// One move of a scripted example.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// The move in the game's notation (`towers show` lists them).
    pub play: String,
    /// The caption shown once the move is played.
    pub say: String,
    /// The position string after the move, where the move does something worth checking
    /// (a capture, a de-capping, a death).
    #[serde(default)]
    pub expect: Option<String>,
}

/// The guide of a game, read from its embedded data (`assets/guides/<id>.ron` of each game of
/// the catalogue) the first time it is asked for. None for a game without one.
pub fn guide(game: &str) -> Option<&'static Guide> {
    static GUIDES: OnceLock<Vec<Guide>> = OnceLock::new();
    GUIDES
        .get_or_init(|| crate::games::all().iter().filter_map(|g| read(g.id).map(|r| r.unwrap_or_else(|e| panic!("{e}")))).collect())
        .iter()
        .find(|g| g.game == game)
}

/// The embedded guide of `game`, parsed and tidied, or why it does not parse; None when there
/// is no file for it.
pub fn read(game: &str) -> Option<Result<Guide, GuideError>> {
    let path = format!("guides/{game}.ron");
    let text = crate::core::assets::text(&path)?;
    Some(parse(text).map_err(|error| GuideError::Data { path, error: Box::new(error) }))
}

/// Why a guide could not be read, or one of its lessons could not be played or printed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GuideError {
    /// The embedded data file does not parse.
    #[error("assets/{path}: {error}")]
    Data { path: String, error: Box<ron::error::SpannedError> },
    /// A lesson's position does not read.
    #[error(transparent)]
    Start(#[from] crate::core::PositionError),
    /// A lesson's scripted step (numbered from 1) is not a legal move.
    #[error("step {step} '{}': {error}", crate::core::text::quoted(.play))]
    Step { step: usize, play: String, error: crate::core::MoveError },
    #[error("the {game} guide has lessons 1 to {count}, not {asked}")]
    NoLesson { game: String, count: usize, asked: usize },
    /// A lesson (numbered from 1) that cannot be printed.
    #[error("lesson {lesson}{}{error}", if matches!(**.error, GuideError::Step { .. }) { ", " } else { ": " })]
    Lesson { lesson: usize, error: Box<GuideError> },
}

/// Reads a guide from RON text, joining the lines of each paragraph of its texts.
pub fn parse(text: &str) -> Result<Guide, ron::error::SpannedError> {
    let mut g: Guide = ron::from_str(text)?;
    g.goal = tidy(&g.goal);
    for c in &mut g.chapters {
        c.text = tidy(&c.text);
        for l in &mut c.lessons {
            l.text = tidy(&l.text);
            for s in &mut l.steps {
                s.say = tidy(&s.say);
            }
        }
    }
    Ok(g)
}

/// Authors write texts over several lines, indented as the data file is; paragraphs are
/// separated by a blank line. The app shows a paragraph as one label, so each paragraph
/// becomes one line, and paragraphs are separated by `\n\n`.
pub fn tidy(text: &str) -> String {
    let mut paragraphs = Vec::new();
    let mut words = String::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() {
            if !words.is_empty() {
                paragraphs.push(std::mem::take(&mut words));
            }
        } else {
            if !words.is_empty() {
                words.push(' ');
            }
            words.push_str(line);
        }
    }
    if !words.is_empty() {
        paragraphs.push(words);
    }
    paragraphs.join("\n\n")
}

impl Guide {
    /// Every lesson in order, with its number as `towers guide --lesson N` counts (from 1)
    /// and the chapter it belongs to.
    pub fn lessons(&self) -> impl Iterator<Item = (usize, &Chapter, &Lesson)> {
        self.chapters.iter().flat_map(|c| c.lessons.iter().map(move |l| (c, l))).enumerate().map(|(i, (c, l))| (i + 1, c, l))
    }
}

impl Lesson {
    /// The configuration the lesson is played under: its variant (or the game's first, the
    /// default) and its options.
    pub fn config(&self, game: &str) -> GameConfig {
        let variant = match &self.variant {
            Some(v) => v.clone(),
            None => {
                crate::games::find(game).ok().and_then(|g| (g.meta)().variants.first().map(|v| v.id.clone())).unwrap_or_else(|| "standard".into())
            }
        };
        GameConfig { game: game.to_string(), variant, options: self.options.clone(), setup: None }
    }

    /// A game record at the lesson's position, before its steps ("Try it" loads this).
    pub fn start(&self, game: &str) -> Result<History, crate::core::PositionError> {
        History::from_position(&self.config(game), &self.position)
    }

    /// The record after the first `n` steps, or the first step that cannot be played.
    pub fn after(&self, game: &str, n: usize) -> Result<History, GuideError> {
        let mut h = self.start(game)?;
        for (i, s) in self.steps.iter().take(n).enumerate() {
            h.play_text(&s.play).map_err(|error| GuideError::Step { step: i + 1, play: s.play.clone(), error })?;
        }
        Ok(h)
    }
}

#[cfg(test)]
mod tests;
