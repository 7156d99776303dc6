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
//! The words of a guide (its goal, the titles and texts of chapters and lessons, the captions of
//! steps) are messages of the catalogue, `assets/i18n/<language>/guides.ftl`, named after the
//! game and the keys of the chapter and lesson (see [`GuideWords`]); a guide is read in the
//! current language. Moves, squares, position strings and results stay in the RON file.
//!
//! The format for authors is in `docs/guides.md`.

pub mod check;
pub mod text;

use crate::core::GameConfig;
use crate::i18n::Lang;
use crate::record::History;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// The guide of one game: what the players want, then chapters of lessons. The words (the
/// goal, titles, texts and captions) are not in the RON file: [`read`] and [`parse`] fill them
/// from the catalogue in the current language.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Guide {
    /// The game's id (`storm`, `litrof`, `tribesmen`, `three-elephant`).
    pub game: String,
    /// How the game is won, in a paragraph or two.
    #[serde(skip_deserializing)]
    pub goal: String,
    pub chapters: Vec<Chapter>,
}

/// A group of lessons with an introduction ("The board", "The pieces", "Captures and effects").
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Chapter {
    /// The chapter's key in the ids of its words (`board`: `guide-storm-board-title`), the
    /// same in every language.
    pub id: String,
    #[serde(skip_deserializing)]
    pub title: String,
    #[serde(skip_deserializing)]
    pub text: String,
    #[serde(default)]
    pub lessons: Vec<Lesson>,
}

/// One position to look at, and perhaps a few moves to play from it.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// The lesson's key in the ids of its words, unique in its chapter (`arrows`:
    /// `guide-storm-board-arrows-text`), the same in every language.
    pub id: String,
    #[serde(skip_deserializing)]
    pub title: String,
    /// What to look at, a short paragraph or two.
    #[serde(skip_deserializing)]
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
    #[serde(skip_deserializing)]
    pub say: String,
    /// The position string after the move, where the move does something worth checking
    /// (a capture, a de-capping, a death).
    #[serde(default)]
    pub expect: Option<String>,
}

/// The guide of a game in the current language, read from its embedded data
/// (`assets/guides/<id>.ron` of each game of the catalogue) and the catalogue the first time it
/// is asked for in that language. None for a game without one.
pub fn guide(game: &str) -> Option<&'static Guide> {
    static GUIDES: [OnceLock<Vec<Guide>>; Lang::ALL.len()] = [const { OnceLock::new() }; Lang::ALL.len()];
    let lang = crate::i18n::current();
    let index = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    GUIDES[index]
        .get_or_init(|| crate::games::all().iter().filter_map(|g| read(g.id).map(|r| r.unwrap_or_else(|e| panic!("{e}")))).collect())
        .iter()
        .find(|g| g.game == game)
}

/// The embedded guide of `game` in the current language, or why it does not parse; None when
/// there is no file for it.
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

/// Reads a guide from RON text and fills in its words, in the current language.
pub fn parse(text: &str) -> Result<Guide, ron::error::SpannedError> {
    let mut g: Guide = ron::from_str(text)?;
    g.fill_words(&|id| tidy(&crate::i18n::text(id, &[])));
    Ok(g)
}

/// Authors write texts over several lines, indented as the Fluent file is; paragraphs are
/// separated by a blank line. The app shows a paragraph as one label, so each paragraph
/// becomes one line, and paragraphs are separated by `\n\n` (`core::config::paragraphs`:
/// no space is put between lines that meet at a Chinese character).
pub fn tidy(text: &str) -> String {
    crate::core::config::paragraphs(text)
}

/// The message ids of a guide's words: `guide-<game>-goal`, `guide-<game>-<chapter>-title`
/// and `-text`, `guide-<game>-<chapter>-<lesson>-title` and `-text`, and
/// `guide-<game>-<chapter>-<lesson>-step-<n>` for the caption of step n (from 1), where
/// `<chapter>` and `<lesson>` are the keys (`id`) of the RON file.
#[derive(Clone, Copy, Debug)]
pub struct GuideWords<'a> {
    pub game: &'a str,
}

impl GuideWords<'_> {
    pub fn goal(&self) -> String {
        format!("guide-{}-goal", self.game)
    }
    pub fn chapter(&self, chapter: &str, field: &str) -> String {
        format!("guide-{}-{chapter}-{field}", self.game)
    }
    pub fn lesson(&self, chapter: &str, lesson: &str, field: &str) -> String {
        format!("guide-{}-{chapter}-{lesson}-{field}", self.game)
    }
    /// Step `n`, counted from 1.
    pub fn step(&self, chapter: &str, lesson: &str, n: usize) -> String {
        format!("guide-{}-{chapter}-{lesson}-step-{n}", self.game)
    }
}

impl Guide {
    /// Every message id of this guide's words, in the order they are shown.
    pub fn message_ids(&self) -> Vec<String> {
        let words = GuideWords { game: &self.game };
        let mut out = vec![words.goal()];
        for c in &self.chapters {
            out.extend(["title", "text"].map(|f| words.chapter(&c.id, f)));
            for l in &c.lessons {
                out.extend(["title", "text"].map(|f| words.lesson(&c.id, &l.id, f)));
                out.extend((1..=l.steps.len()).map(|n| words.step(&c.id, &l.id, n)));
            }
        }
        out
    }

    /// Puts in each field the words `say` gives for its message id.
    fn fill_words(&mut self, say: &dyn Fn(&str) -> String) {
        let words = GuideWords { game: &self.game };
        self.goal = say(&words.goal());
        for c in &mut self.chapters {
            c.title = say(&words.chapter(&c.id, "title"));
            c.text = say(&words.chapter(&c.id, "text"));
            for l in &mut c.lessons {
                l.title = say(&words.lesson(&c.id, &l.id, "title"));
                l.text = say(&words.lesson(&c.id, &l.id, "text"));
                for (i, s) in l.steps.iter_mut().enumerate() {
                    s.say = say(&words.step(&c.id, &l.id, i + 1));
                }
            }
        }
    }
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
