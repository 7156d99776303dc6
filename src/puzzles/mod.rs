//! Puzzles: positions where one move, or a short line of only moves, wins, and every other move
//! does not. The generator (`generate`) finds them in self-play and in the shipped annotated
//! games and proves each with a deeper second search; `themes` says what the solution does in
//! the game's own terms. The collection ships under `assets/puzzles/<game>.ron` (embedded like
//! every asset), and `towers puzzles` lists, shows, solves and exports it.

pub mod generate;
pub mod solved;
pub mod themes;
pub mod training;

use crate::core::assets;
use crate::core::text::quoted;
use crate::session::DynGame;
use serde::{Deserialize, Serialize};

const FOLDER: &str = "puzzles/";

/// What the solver is asked to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Goal {
    /// End the game: the solution's last move wins it ("mate in 2": two of the solver's moves).
    Finish { moves: u32 },
    /// Come out pieces ahead.
    Material,
    /// Reach a position the search counts as won, without winning material on the way.
    Advantage,
}

/// One puzzle of the collection.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Puzzle {
    /// `storm-0042`: the game and a number, unique in the collection.
    pub id: String,
    pub game: String,
    #[serde(default = "standard")]
    pub variant: String,
    /// The position string; the side to move solves.
    pub position: String,
    /// The solver's moves and the opponent's answers between them, the solver's first and last.
    pub solution: Vec<String>,
    pub goal: Goal,
    pub themes: Vec<String>,
    /// How hard, on the scale of player ratings (Glicko-2 1500 at the start): from the depth the
    /// search had to reach to find the first move, and the solution's length.
    pub rating: u32,
    /// The search depth at which the first move was found and kept.
    pub depth: u32,
    /// Where it came from: the self-play game (its seed) or the annotated game, and the ply.
    pub source: String,
    /// Moves of the last solver move's idea (`Game::idea`: the same captures with other
    /// Spearman actions filling a Three Elephant turn) that do not keep the win; the trainer
    /// accepts the rest of that idea as the answer.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub refused: Vec<String>,
}

fn standard() -> String {
    "standard".into()
}

/// A file of the collection: one game's puzzles, the command line that made them, and the
/// scan's node budget and seed, with which the replay test checks each puzzle again.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Collection {
    pub made_by: String,
    pub scan_nodes: u64,
    pub seed: u64,
    pub puzzles: Vec<Puzzle>,
}

/// Every shipped collection file, by name (`puzzles/storm.ron`).
pub fn collections() -> Vec<(&'static str, Collection)> {
    let mut files = assets::list(FOLDER);
    files.sort_unstable();
    files.into_iter().map(|path| (path, assets::load::<Collection>(path))).collect()
}

impl Puzzle {
    /// The position to solve, read by the engine.
    pub fn start(&self) -> Result<Box<dyn DynGame>, crate::core::PositionError> {
        let config = crate::core::GameConfig { game: self.game.clone(), variant: self.variant.clone(), options: Default::default(), setup: None };
        crate::games::from_position(&config, &self.position)
    }

    /// Which collection it belongs to: the game (`storm`), or the game and a variant that plays
    /// differently (`storm/korean`). The trainer draws puzzles by it.
    pub fn kind(&self) -> String {
        if self.variant == standard() { self.game.clone() } else { format!("{}/{}", self.game, self.variant) }
    }

    /// The solver's moves in the solution (the first, third, ...).
    pub fn solver_moves(&self) -> usize {
        self.solution.len().div_ceil(2)
    }

    /// The task in words: "Mate in 2", "Win material", "Find the winning move".
    pub fn task(&self) -> String {
        match self.goal {
            Goal::Finish { moves: 1 } => crate::t!("puzzle-goal-finish-one"),
            Goal::Finish { moves } => crate::t!("puzzle-goal-finish", n = moves),
            Goal::Material => crate::t!("puzzle-goal-material"),
            Goal::Advantage => crate::t!("puzzle-goal-advantage"),
        }
    }

    /// Whether `notation`, played at the solution's `step` (0, 2, 4, ...) from the position
    /// `before`, solves it: the solution's move; at the last step, any move that ends the game
    /// with a win for the solver where the solution's move ends it too (a mate has no single
    /// right answer), or a move of the same idea that is not refused (a Three Elephant capture
    /// with other Spearman actions beside it).
    pub fn accepts(&self, before: &dyn DynGame, step: usize, notation: &str) -> bool {
        let Some(expected) = self.solution.get(step) else { return false };
        let (Ok(mine), Ok(theirs)) = (before.parse(notation), before.parse(expected)) else { return false };
        if mine == theirs {
            return true;
        }
        if step + 1 == self.solution.len() && self.same_idea_kept(before, mine, theirs) {
            return true;
        }
        let wins = |index: usize| {
            let mut after = before.clone_box();
            after.play_index(index).is_ok() && after.outcome().is_some_and(|o| o.kind == crate::core::OutcomeKind::Win(before.to_move()))
        };
        step + 1 == self.solution.len() && wins(theirs) && wins(mine)
    }

    /// Whether move `mine` of `before` is the same idea as the solution's `theirs` and keeps
    /// the win (is not one of `refused`).
    fn same_idea_kept(&self, before: &dyn DynGame, mine: usize, theirs: usize) -> bool {
        let ideas = before.ideas();
        let refused = self.refused.iter().any(|r| before.parse(r).is_ok_and(|i| i == mine));
        !refused && ideas.get(mine).is_some_and(|idea| ideas.get(theirs) == Some(idea))
    }
}

/// Every shipped puzzle, by id (read once).
pub fn all() -> &'static [Puzzle] {
    static ALL: std::sync::OnceLock<Vec<Puzzle>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        // The files' own order would put `tribesmen-10.ron` before `tribesmen-2.ron`.
        let mut puzzles: Vec<Puzzle> = collections().into_iter().flat_map(|(_, c)| c.puzzles).collect();
        puzzles.sort_unstable_by(|a, b| a.id.cmp(&b.id));
        puzzles
    })
}

/// The puzzles of one game (`storm`, its variants' too) or of one kind (`storm/korean`, see
/// [`Puzzle::kind`]); all of them for `None`.
pub fn of_game(game: Option<&str>) -> impl Iterator<Item = &'static Puzzle> {
    all().iter().filter(move |p| game.is_none_or(|g| p.game == g || p.kind() == g))
}

/// The puzzles of one kind only (`storm` without its Korean variant's), all for `None`.
pub fn of_kind(kind: Option<&str>) -> impl Iterator<Item = &'static Puzzle> {
    all().iter().filter(move |p| kind.is_none_or(|k| p.kind() == k))
}

/// Why a puzzle could not be found.
#[derive(Debug, thiserror::Error)]
pub enum PuzzleError {
    #[error("no puzzle is called '{}' (try 'towers puzzles list')", quoted(.0))]
    Unknown(String),
}

pub fn find(id: &str) -> Result<&'static Puzzle, PuzzleError> {
    all().iter().find(|p| p.id.eq_ignore_ascii_case(id)).ok_or_else(|| PuzzleError::Unknown(id.to_string()))
}

#[cfg(test)]
mod tests;
