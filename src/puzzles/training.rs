//! The trainer's memory and judgement, apart from the app: a puzzle tried move by move
//! (`Attempt`), the player's puzzle rating (Glicko-2 against each puzzle's rating, from the
//! `skillratings` crate), the puzzles missed coming back later (spaced repetition counted in
//! puzzles tried, so a player who trains once a week is not buried under reviews), the
//! player's own puzzles made from their mistakes, and the choice of the next puzzle.

use super::{Puzzle, all};
use crate::session::DynGame;
use serde::{Deserialize, Serialize};
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use std::collections::BTreeMap;

/// After how many puzzles tried a missed puzzle comes back, by how many times in a row it has
/// been solved since it was missed; solved once more after the last, it is learnt.
pub const REVIEW_AFTER: [u32; 4] = [3, 8, 20, 50];
/// How sure the rating is of a puzzle's own rating (the generator's estimate).
const PUZZLE_DEVIATION: f64 = 120.0;
/// The next new puzzle is drawn from this many closest to the player's rating.
const NEAREST: usize = 12;

/// How an attempt ended, for the rating and the reviews.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Score {
    /// Every move found, without help.
    Solved,
    /// Solved after a hint: half a point.
    Helped,
    /// A wrong move, or the solution shown.
    Missed,
}

/// A puzzle being solved: how far into its solution the board is, and what help was used.
#[derive(Clone, Debug)]
pub struct Attempt {
    pub puzzle: Puzzle,
    /// The next move of the solution to be played (the solver's at even steps).
    pub step: usize,
    pub wrong_moves: u32,
    pub hinted: bool,
    pub shown: bool,
}

/// What the trainer says to a move the player made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The right move; the opponent answers with `reply`, or the puzzle is solved.
    Right { reply: Option<String> },
    /// Not the move: it is taken back and the player tries again.
    Wrong,
}

impl Attempt {
    pub fn new(puzzle: Puzzle) -> Attempt {
        Attempt { puzzle, step: 0, wrong_moves: 0, hinted: false, shown: false }
    }

    /// Judges `notation`, the player's move from `before` (the position at `step`).
    pub fn judge(&mut self, before: &dyn DynGame, notation: &str) -> Verdict {
        if self.finished() || !self.puzzle.accepts(before, self.step, notation) {
            self.wrong_moves += 1;
            return Verdict::Wrong;
        }
        self.step += 1;
        let reply = self.puzzle.solution.get(self.step).cloned();
        if reply.is_some() {
            self.step += 1;
        }
        Verdict::Right { reply }
    }

    /// Every move of the solution played.
    pub fn finished(&self) -> bool {
        self.step >= self.puzzle.solution.len()
    }

    /// The solver's next move, for a hint or the solution shown.
    pub fn next_move(&self) -> Option<&str> {
        self.puzzle.solution.get(self.step).map(String::as_str)
    }

    /// How the attempt counts, once finished or given up.
    pub fn result(&self) -> Score {
        match (self.wrong_moves > 0 || self.shown || !self.finished(), self.hinted) {
            (true, _) => Score::Missed,
            (false, true) => Score::Helped,
            (false, false) => Score::Solved,
        }
    }
}

/// What the player did with one puzzle.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Seen {
    pub tries: u32,
    /// Solved (without help) since it was last missed, in a row; None: never missed.
    pub streak: Option<u32>,
    /// The puzzle comes back once this many puzzles have been tried in all.
    pub due: Option<u32>,
}

/// The player's puzzle record, kept in the data folder between runs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// Puzzles tried, the clock of the reviews.
    pub tried: u32,
    pub solved: u32,
    pub seen: BTreeMap<String, Seen>,
    /// Puzzles made from the player's own mistakes.
    #[serde(default)]
    pub own: Vec<Puzzle>,
}

impl Default for Progress {
    fn default() -> Progress {
        let fresh = Glicko2Rating::new();
        Progress {
            rating: fresh.rating,
            deviation: fresh.deviation,
            volatility: fresh.volatility,
            tried: 0,
            solved: 0,
            seen: BTreeMap::new(),
            own: Vec::new(),
        }
    }
}

/// Which puzzles the player asked for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choice {
    /// The kind of puzzle ([`Puzzle::kind`]: a game, or a game's variant).
    pub game: Option<String>,
    pub theme: Option<String>,
}

impl Choice {
    pub fn admits(&self, p: &Puzzle) -> bool {
        self.game.as_ref().is_none_or(|g| *g == p.kind()) && self.theme.as_ref().is_none_or(|t| p.themes.contains(t))
    }
}

impl Progress {
    /// Records an attempt at `puzzle`: the rating moves, and a miss comes back later.
    pub fn record(&mut self, puzzle: &Puzzle, result: Score) {
        let me = Glicko2Rating { rating: self.rating, deviation: self.deviation, volatility: self.volatility };
        let them = Glicko2Rating { rating: f64::from(puzzle.rating), deviation: PUZZLE_DEVIATION, volatility: 0.06 };
        let outcome = match result {
            Score::Solved => skillratings::Outcomes::WIN,
            Score::Helped => skillratings::Outcomes::DRAW,
            Score::Missed => skillratings::Outcomes::LOSS,
        };
        let (now, _) = glicko2(&me, &them, &outcome, &Glicko2Config::new());
        (self.rating, self.deviation, self.volatility) = (now.rating, now.deviation, now.volatility);
        self.tried += 1;
        if result == Score::Solved {
            self.solved += 1;
        }
        let tried = self.tried;
        let seen = self.seen.entry(puzzle.id.clone()).or_default();
        seen.tries += 1;
        match (result, seen.streak) {
            (Score::Missed | Score::Helped, _) => seen.streak = Some(0),
            (Score::Solved, Some(n)) => seen.streak = Some(n + 1),
            (Score::Solved, None) => {}
        }
        seen.due = seen.streak.and_then(|n| REVIEW_AFTER.get(n as usize)).map(|after| tried + after);
    }

    /// Puzzles the player asked for that are due again, the longest overdue first.
    pub fn due<'a>(&'a self, choice: &'a Choice) -> impl Iterator<Item = &'a Puzzle> + 'a {
        let mut due: Vec<(u32, &Puzzle)> = self
            .puzzles()
            .filter(|p| choice.admits(p))
            .filter_map(|p| self.seen.get(&p.id).and_then(|s| s.due).filter(|&d| d <= self.tried).map(|d| (d, p)))
            .collect();
        due.sort_by_key(|(d, _)| *d);
        due.into_iter().map(|(_, p)| p)
    }

    /// The next puzzle: one due for review, else a new one near the player's rating (drawn
    /// at random from the nearest few, `pick` choosing which), else any not yet learnt.
    pub fn next(&self, choice: &Choice, pick: impl FnOnce(usize) -> usize) -> Option<Puzzle> {
        if let Some(p) = self.due(choice).next() {
            return Some(p.clone());
        }
        let mut fresh: Vec<&Puzzle> = self.puzzles().filter(|p| choice.admits(p) && !self.seen.contains_key(&p.id)).collect();
        if fresh.is_empty() {
            fresh = self.puzzles().filter(|p| choice.admits(p) && self.seen.get(&p.id).is_some_and(|s| s.due.is_some())).collect();
        }
        fresh.sort_by_key(|p| (f64::from(p.rating) - self.rating).abs() as u32);
        fresh.truncate(NEAREST);
        (!fresh.is_empty()).then(|| fresh[pick(fresh.len()) % fresh.len()].clone())
    }

    /// The shipped puzzles and the player's own.
    pub fn puzzles(&self) -> impl Iterator<Item = &Puzzle> {
        all().iter().chain(&self.own)
    }

    /// Adds a puzzle made from the player's mistake; returns its id (`own-3`). A position
    /// already kept is not kept twice.
    pub fn keep_own(&mut self, mut puzzle: Puzzle) -> String {
        if let Some(p) = self.own.iter().find(|p| p.position == puzzle.position && p.game == puzzle.game) {
            return p.id.clone();
        }
        puzzle.id = format!("own-{}", self.own.len() + 1);
        let id = puzzle.id.clone();
        self.own.push(puzzle);
        id
    }

    /// The rating as shown: "1532 ± 80".
    pub fn shown_rating(&self) -> String {
        format!("{:.0} ± {:.0}", self.rating, 2.0 * self.deviation)
    }

    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).unwrap_or_default()
    }

    /// Reads a saved record; a damaged one is an error the caller reports (and starts afresh).
    pub fn from_ron(text: &str) -> Result<Progress, String> {
        ron::from_str(text).map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn storm(id: &str) -> Puzzle {
        super::super::find(id).expect("a shipped puzzle").clone()
    }

    #[test]
    fn an_attempt_takes_the_right_moves_answers_them_and_refuses_others() {
        let puzzle = all().iter().find(|p| p.solution.len() == 3).expect("a puzzle of two solver moves").clone();
        let mut board = puzzle.start().unwrap();
        let mut attempt = Attempt::new(puzzle.clone());
        let wrong = board.moves().into_iter().map(|m| m.notation).find(|n| !puzzle.accepts(board.as_ref(), 0, n)).unwrap();
        assert_eq!(attempt.judge(board.as_ref(), &wrong), Verdict::Wrong);
        assert_eq!(attempt.step, 0);
        assert_eq!(attempt.judge(board.as_ref(), &puzzle.solution[0]), Verdict::Right { reply: Some(puzzle.solution[1].clone()) });
        board.play_text(&puzzle.solution[0]).unwrap();
        board.play_text(&puzzle.solution[1]).unwrap();
        assert_eq!(attempt.next_move(), Some(puzzle.solution[2].as_str()));
        assert_eq!(attempt.judge(board.as_ref(), &puzzle.solution[2]), Verdict::Right { reply: None });
        assert!(attempt.finished());
        assert_eq!(attempt.result(), Score::Missed, "the wrong move first counts");
    }

    #[test]
    fn results_count_help_and_unfinished_attempts() {
        let mut attempt = Attempt::new(storm("storm-0001"));
        assert_eq!(attempt.result(), Score::Missed, "given up before the end");
        attempt.step = attempt.puzzle.solution.len();
        assert_eq!(attempt.result(), Score::Solved);
        attempt.hinted = true;
        assert_eq!(attempt.result(), Score::Helped);
        attempt.shown = true;
        assert_eq!(attempt.result(), Score::Missed);
    }

    #[test]
    fn the_rating_rises_with_solves_and_falls_with_misses() {
        let p = storm("storm-0001");
        let mut up = Progress::default();
        up.record(&p, Score::Solved);
        let mut down = Progress::default();
        down.record(&p, Score::Missed);
        let mut half = Progress::default();
        half.record(&p, Score::Helped);
        assert!(up.rating > half.rating && half.rating > down.rating, "{} {} {}", up.rating, half.rating, down.rating);
        assert!(up.deviation < Progress::default().deviation, "a result makes the rating surer");
        assert_eq!((up.tried, up.solved, down.solved), (1, 1, 0));
    }

    #[test]
    fn a_missed_puzzle_comes_back_later_and_less_often_as_it_is_learnt() {
        let mut progress = Progress::default();
        let missed = storm("storm-0002");
        let choice = Choice { game: Some("storm".into()), theme: None };
        progress.record(&missed, Score::Missed);
        assert_eq!(progress.seen[&missed.id].due, Some(1 + REVIEW_AFTER[0]));
        let others: Vec<Puzzle> = all().iter().filter(|p| p.game == "storm" && p.id != missed.id).take(60).cloned().collect();
        for p in &others[..REVIEW_AFTER[0] as usize] {
            assert_ne!(progress.next(&choice, |_| 0).map(|p| p.id), Some(missed.id.clone()), "not due yet");
            progress.record(p, Score::Solved);
        }
        assert_eq!(progress.next(&choice, |_| 0).map(|p| p.id), Some(missed.id.clone()), "due after {} puzzles", REVIEW_AFTER[0]);
        progress.record(&missed, Score::Solved);
        assert_eq!(progress.seen[&missed.id].due, Some(progress.tried + REVIEW_AFTER[1]), "solved: back after longer");
        for _ in 1..REVIEW_AFTER.len() {
            progress.record(&missed, Score::Solved);
        }
        assert_eq!(progress.seen[&missed.id].due, None, "learnt");
        progress.record(&missed, Score::Missed);
        assert_eq!(progress.seen[&missed.id].due, Some(progress.tried + REVIEW_AFTER[0]), "missed again: back soon");
    }

    #[test]
    fn new_puzzles_come_near_the_players_rating_and_of_the_chosen_game_and_theme() {
        let mut progress = Progress::default();
        let choice = Choice { game: Some("storm".into()), theme: Some("mate".into()) };
        for rating in [800.0, 1500.0, 2000.0] {
            progress.rating = rating;
            let nearest = all().iter().filter(|p| choice.admits(p)).map(|p| (f64::from(p.rating) - rating).abs()).fold(f64::MAX, f64::min);
            let next = progress.next(&choice, |_| 0).expect("a puzzle");
            assert!(choice.admits(&next), "{next:?}");
            assert!((f64::from(next.rating) - rating).abs() <= nearest + 1.0, "{} for a player of {rating}", next.rating);
        }
        let choice = Choice { game: Some("litrof".into()), theme: None };
        assert_eq!(progress.next(&choice, |n| n - 1).map(|p| p.game), Some("litrof".to_string()));
        let nothing = Choice { game: Some("storm".into()), theme: Some("no-such-theme".into()) };
        assert_eq!(progress.next(&nothing, |_| 0), None);
    }

    #[test]
    fn own_puzzles_are_kept_once_and_offered() {
        let mut progress = Progress::default();
        let mut mine = storm("storm-0003");
        mine.source = "my game, ply 12".into();
        assert_eq!(progress.keep_own(mine.clone()), "own-1");
        assert_eq!(progress.keep_own(mine.clone()), "own-1", "the same position once");
        assert!(progress.puzzles().any(|p| p.id == "own-1"));
        let read = Progress::from_ron(&progress.to_ron()).unwrap();
        assert_eq!(read, progress, "the record reads back as written");
        assert!(Progress::from_ron("(rating: 1)").is_err());
    }
}
