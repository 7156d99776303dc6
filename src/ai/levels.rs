//! Difficulty levels, and which search each game uses at each level.
//!
//! A level is a budget of thinking time a move, spent on every core but one: that is what a
//! player waits for, and it keeps the levels apart on any machine. Time makes play depend on
//! the machine and its load, so each level also has a node bound for the deterministic mode
//! (`fixed_plan`, `Plan::fix_nodes`: one thread, no clock) that tests and reproducible matches
//! use.
//!
//! The choice per game is the game's own `Game::TUNING` (`core::tuning`, a `const` beside its
//! engine, carried by its catalogue entry), because it is found by measurement (`towers match`)
//! rather than derived from the rules; nothing here names a game. A game that states none gets
//! the generic choice: alpha-beta when it has two seats and a static evaluation, MCTS otherwise.

use super::budget::Limits;
use crate::core::Game;
use crate::core::text::quoted;
use crate::core::tuning::Tuning;
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// Threads a search gets unless told otherwise: every core but one, which stays with the
/// window (and the rest of the machine); at least one.
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().saturating_sub(1)).max(1)
}

/// How hard the computer tries: a named level or a custom time a move.
///
/// The named levels are budgets of thinking time (`Level::time`), so a level plays about as
/// long on every machine and stronger on a faster one; `fixed_plan` turns a level into a
/// node budget instead, for play that is the same everywhere (tests, fixed-seed matches).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    Random,
    Easy,
    Medium,
    Hard,
    Expert,
    /// Expert's settings with this many milliseconds a move.
    Custom {
        millis: u32,
    },
}

/// The longest custom time a move, in milliseconds (an hour).
pub const MAX_CUSTOM_MILLIS: u32 = 3_600_000;

impl Level {
    /// The named levels, weakest first (what the seat menus offer).
    pub const ALL: [Level; 5] = [Level::Random, Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// The level's word ("custom" for every custom time; `Display` writes the time).
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Custom { .. } => "custom",
        }
    }

    /// The name for people: "Hard", "Custom (3.5 s)".
    pub fn title(self) -> String {
        match self {
            Level::Custom { millis } => format!("Custom ({} s)", seconds_text(millis)),
            _ => {
                let name = self.name();
                format!("{}{}", name[..1].to_ascii_uppercase(), &name[1..])
            }
        }
    }

    /// How save files and seat lists name a computer at this level: "Computer (Hard)",
    /// "Computer (3.5s)" (the words inside the brackets read back as the level).
    pub fn computer_label(self) -> String {
        match self {
            Level::Custom { .. } => format!("Computer ({self})"),
            _ => format!("Computer ({})", self.title()),
        }
    }

    /// Thinking time a move at `--time-factor 1` (Random does not search).
    pub fn time(self) -> Duration {
        Duration::from_millis(match self {
            Level::Random => 0,
            Level::Easy => 100,
            Level::Medium => 500,
            Level::Hard => 2_000,
            Level::Expert => 8_000,
            Level::Custom { millis } => millis as u64,
        })
    }

    /// The budget in words at the common times, before any game's tuning: "2 s a move"
    /// (the menus use `budget_label_in`, which knows the game's tuning).
    pub fn budget_label(self) -> String {
        budget_label_in(self, &Tuning::GENERIC)
    }

    /// Node bound of the deterministic mode (`fixed_plan`), before the game's scale: about what
    /// the level's time buys on one core of a slow machine.
    fn base_nodes(self) -> u64 {
        match self {
            Level::Random => 1,
            Level::Easy => 1_000,
            Level::Medium => 3_000,
            Level::Hard => 12_000,
            Level::Expert => 48_000,
            Level::Custom { millis } => 6 * millis as u64,
        }
    }

    /// Hard, Expert and custom times: the levels that play with the game's draw contempt.
    fn strong(self) -> bool {
        matches!(self, Level::Hard | Level::Expert | Level::Custom { .. })
    }
}

/// Milliseconds as seconds, without trailing zeros: 3500 -> "3.5", 2000 -> "2".
pub fn seconds_text(millis: u32) -> String {
    let text = format!("{}.{:03}", millis / 1000, millis % 1000);
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// "3.5" (seconds) as milliseconds: digits, at most three after the point.
fn parse_seconds(text: &str) -> Option<u32> {
    let (whole, frac) = text.split_once('.').unwrap_or((text, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() && frac.is_empty() || !digits(whole) || !digits(frac) || frac.len() > 3 || whole.len() > 7 {
        return None;
    }
    let whole: u32 = if whole.is_empty() { 0 } else { whole.parse().ok()? };
    let frac: u32 = format!("{frac:0<3}").parse().ok()?;
    Some(whole * 1000 + frac)
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Level::Custom { millis } => write!(f, "{}s", seconds_text(*millis)),
            _ => f.write_str(self.name()),
        }
    }
}

/// Why a level was not read: its words say what would have been.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LevelError {
    /// A custom time outside the range, or not a number of seconds.
    #[error("a custom level's time a move must be from 0.01 to {} seconds, like '3.5s' (got '{}')", MAX_CUSTOM_MILLIS / 1000, quoted(.0))]
    CustomTime(String),
    /// Neither a level's name nor a time.
    #[error("unknown level '{}' (levels: {}, or seconds a move like '3.5s')", quoted(.0), level_names())]
    Unknown(String),
}

fn level_names() -> String {
    Level::ALL.iter().map(|l| l.name()).collect::<Vec<_>>().join(", ")
}

impl FromStr for Level {
    type Err = LevelError;
    /// A level's name, or a custom time a move: "3.5s", "3.5 s", "custom:3.5", "custom 3.5s".
    fn from_str(s: &str) -> Result<Level, LevelError> {
        let s = s.trim().to_ascii_lowercase();
        if let Some(l) = Level::ALL.into_iter().find(|l| l.name() == s) {
            return Ok(l);
        }
        let custom = s.strip_prefix("custom").map(|t| t.trim_start_matches([':', ' ']));
        let time = custom.unwrap_or(&s).trim();
        let number = time.strip_suffix('s').map(str::trim_end);
        if custom.is_some() || number.is_some() {
            return match parse_seconds(number.unwrap_or(time)) {
                Some(millis) if (10..=MAX_CUSTOM_MILLIS).contains(&millis) => Ok(Level::Custom { millis }),
                _ => Err(LevelError::CustomTime(s)),
            };
        }
        Err(LevelError::Unknown(s))
    }
}

pub use crate::core::tuning::{Algorithm, Playout};

/// Everything one search needs to know, from the level and the game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plan {
    pub algorithm: Algorithm,
    pub limits: Limits,
    /// Alpha-beta: deepest iteration (Easy looks only a little ahead).
    pub max_depth: u32,
    /// Alpha-beta: extend leaves with moves that gain in evaluation (captures, in effect).
    pub quiescence: bool,
    /// Alpha-beta: random spread added to root moves' scores, so weak levels err.
    pub root_noise: i32,
    /// Alpha-beta: what a draw (repetition, move limit) costs the searching seat, in
    /// evaluation units; 0 scores draws as even.
    pub contempt: i32,
    pub playout: Playout,
    /// MCTS exploration constant (results are 0..1).
    pub uct_c: f32,
    /// Threads searching (Lazy SMP for alpha-beta, root-parallel MCTS). Only one thread with
    /// a node bound and no clock gives the same answer every time.
    pub threads: usize,
    /// Alpha-beta: evaluation units for 1:e odds when a score becomes an expected result
    /// (fitted per game on self-play: `Tuning::eval_scale`, see `calibration`).
    pub eval_scale: f32,
}

impl Plan {
    /// Makes the plan deterministic: `nodes` and no clock, one thread.
    pub fn fix_nodes(&mut self, nodes: u64) {
        self.limits = Limits::nodes(nodes);
        self.threads = 1;
    }

    /// Scales the time budget by `factor` (`towers match --time-factor`), at least 1 ms.
    pub fn scale_time(&mut self, factor: f64) {
        if let Some(t) = self.limits.time {
            self.limits.time = Some(t.mul_f64(factor).max(Duration::from_millis(1)));
        }
    }
}

/// The deepest iteration and the root noise of `level` from a game's table of them
/// (`Tuning::levels`, `ManySeats::levels`): custom times search as Expert does.
fn depth_and_noise(levels: &[(u32, i32); 4], level: Level) -> (u32, i32) {
    match level {
        Level::Random | Level::Easy => levels[0],
        Level::Medium => levels[1],
        Level::Hard => levels[2],
        Level::Expert | Level::Custom { .. } => levels[3],
    }
}

/// The level's scale (`Tuning::level_scale`) in a game with this tuning: 1 for Random and
/// custom times.
fn level_scale(level: Level, tuning: &Tuning) -> f64 {
    let slot = match level {
        Level::Easy => 0,
        Level::Medium => 1,
        Level::Hard => 2,
        Level::Expert => 3,
        Level::Random | Level::Custom { .. } => return 1.0,
    };
    tuning.level_scale[slot]
}

/// Thinking time a move of `level` in a game with this tuning (its catalogue entry's
/// `tuning`, or `Game::TUNING`) at `--time-factor 1`: the level's time (`Level::time`) times
/// the game's scale for it.
pub fn level_time(level: Level, tuning: &Tuning) -> Duration {
    level.time().mul_f64(level_scale(level, tuning))
}

/// `Level::budget_label` for a game with this tuning (its own time where the game scales it).
pub fn budget_label_in(level: Level, tuning: &Tuning) -> String {
    match level {
        Level::Random => "a random move".into(),
        _ => format!("{} s a move", seconds_text(level_time(level, tuning).as_millis() as u32)),
    }
}

/// The node bound of `level` in the deterministic mode for a game with this tuning.
pub fn fixed_nodes(level: Level, tuning: &Tuning) -> u64 {
    ((level.base_nodes() as f64 * tuning.node_scale) as u64).max(1)
}

/// The search for `level` in this position: the level's thinking time (scaled by the game's
/// `level_scale`, see `level_time`) on `default_threads()` threads.
pub fn plan<G: Game>(pos: &G, level: Level) -> Plan {
    let tuning = &G::TUNING;
    let has_eval = pos.evaluate(pos.to_move()).is_some();
    let generic = if pos.seats() == 2 && has_eval { Algorithm::AlphaBeta } else { Algorithm::Mcts };
    let two = pos.seats() == 2;
    let many = if two { None } else { tuning.many_seats.as_ref() };
    let chosen = if two { tuning.algorithm } else { many.map(|m| m.algorithm) };
    let mut algorithm = chosen.unwrap_or(generic);
    // More than two seats: alpha-beta (the paranoid search) only where the tuning asks for it.
    if algorithm == Algorithm::AlphaBeta && !(has_eval && (two || chosen.is_some())) {
        algorithm = Algorithm::Mcts;
    }
    if level == Level::Random {
        algorithm = Algorithm::Random;
    }
    let generic_playout = if has_eval { Playout::Cutoff { plies: 6, scale: 300.0 } } else { Playout::Random };
    let mut playout = tuning.playout.unwrap_or(generic_playout);
    if !has_eval {
        playout = Playout::Random;
    }
    let time = level_time(level, tuning).max(Duration::from_millis(1));
    let (max_depth, root_noise) = depth_and_noise(many.map_or(&tuning.levels, |m| &m.levels), level);
    Plan {
        algorithm,
        limits: Limits::time(time),
        max_depth,
        quiescence: true,
        root_noise,
        contempt: if level.strong() { tuning.contempt } else { 0 },
        playout,
        uct_c: 0.8,
        threads: default_threads(),
        eval_scale: tuning.eval_scale,
    }
}

/// `plan` in the deterministic mode: the level's node bound for this game, no clock, one
/// thread, so the same seed gives the same move on any machine.
pub fn fixed_plan<G: Game>(pos: &G, level: Level) -> Plan {
    let mut p = plan(pos, level);
    p.fix_nodes(fixed_nodes(level, &G::TUNING));
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_parse_and_reject() {
        assert_eq!("Hard".parse::<Level>(), Ok(Level::Hard));
        assert_eq!(" expert ".parse::<Level>(), Ok(Level::Expert));
        let e = "grandmaster".parse::<Level>().unwrap_err().to_string();
        assert!(e.contains("unknown level 'grandmaster'") && e.contains("random, easy, medium, hard, expert"), "{e}");
        for l in Level::ALL {
            assert_eq!(l.name().parse::<Level>(), Ok(l));
        }
    }

    #[test]
    fn a_game_scales_its_levels_times_and_keeps_them_in_order() {
        // The tunings come from the catalogue, as the menus take them (tests may look upward).
        let tuning = |id: &str| crate::games::tuning(id);
        let ms = |l: Level, t: &Tuning| level_time(l, t).as_millis();
        // An untuned game and a game at the common times: the levels' own times.
        for t in [&Tuning::GENERIC, tuning("storm")] {
            assert_eq!([Level::Easy, Level::Medium, Level::Hard, Level::Expert].map(|l| ms(l, t)), [100, 500, 2_000, 8_000], "{t:?}");
        }
        // Three Elephant gives Medium and Hard less and Expert more, for wider gaps.
        let three = tuning("three-elephant");
        assert_eq!([Level::Easy, Level::Medium, Level::Hard, Level::Expert].map(|l| ms(l, three)), [100, 150, 1_000, 16_000]);
        assert_eq!(budget_label_in(Level::Medium, three), "0.15 s a move");
        assert_eq!(budget_label_in(Level::Medium, tuning("storm")), Level::Medium.budget_label());
        assert_eq!(budget_label_in(Level::Random, three), "a random move");
        // The deterministic mode's node bounds keep their own ratios.
        assert_eq!([Level::Easy, Level::Medium, Level::Hard, Level::Expert].map(|l| fixed_nodes(l, three)), [1_000, 3_000, 12_000, 48_000]);
        // A custom time is what the player asked for, in every game.
        let custom = Level::Custom { millis: 1_500 };
        assert_eq!(ms(custom, three), 1_500);
        // In every game of the catalogue each level has more time and more nodes than the one
        // below.
        for g in crate::games::all() {
            let levels = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];
            assert!(levels.windows(2).all(|w| level_time(w[0], g.tuning) < level_time(w[1], g.tuning)), "{}", g.id);
            assert!(levels.windows(2).all(|w| fixed_nodes(w[0], g.tuning) < fixed_nodes(w[1], g.tuning)), "{}", g.id);
        }
    }
}
