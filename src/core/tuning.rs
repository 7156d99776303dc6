//! How the computer plays one game, as data: the search each level uses, the level times, the
//! draw contempt and the scale that reads a score as an expected result.
//!
//! These are found by measurement (`towers match`, `towers calibrate`), not derived from the
//! rules, so they are numbers a game states beside its engine (`Game::TUNING`, a `const` in the
//! game's folder) and the catalogue entry carries (`games::GameEntry::tuning`); the search
//! (`ai::levels`, `ai::calibration`) reads them from there and never asks which game it is. A
//! game that states none gets [`Tuning::GENERIC`]. Why each game's numbers are what they are,
//! with the matches behind them: docs/ai-strength.md ("Level and calibration history").

/// Which search plays a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algorithm {
    Random,
    AlphaBeta,
    Mcts,
}

impl Algorithm {
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Random => "random",
            Algorithm::AlphaBeta => "alpha-beta",
            Algorithm::Mcts => "mcts",
        }
    }
}

/// How MCTS finishes a simulation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Playout {
    /// Random moves to the end of the game.
    Random,
    /// Random moves for `plies`, then the static evaluation of each seat through a logistic
    /// curve (`scale` evaluation units = 1:e odds); needs `Game::evaluate`.
    Cutoff { plies: u32, scale: f32 },
}

/// The chess convention (400 units = 10:1 odds, i.e. 400 / ln 10 units for 1:e), for games
/// whose scores have not been fitted (`Tuning::eval_scale`).
pub const DEFAULT_SCALE: f32 = 173.7;

/// Every level at its common budget (`Tuning::level_scale`).
pub const SAME_TIMES: [f64; 4] = [1.0; 4];
/// A depth no search reaches in its time: a level bounded by its time alone.
pub const ANY_DEPTH: u32 = 64;
/// Two seats (`Tuning::levels`): Easy two iterations deep with noise of 150 (a Pawn and a
/// half in chess units), the others searching as deep as their time takes them.
pub const TWO_SEAT_LEVELS: [(u32, i32); 4] = [(2, 150), (ANY_DEPTH, 0), (ANY_DEPTH, 0), (ANY_DEPTH, 0)];

/// One game's measured choices. `None` keeps the generic default: alpha-beta when the game has
/// two seats and a static evaluation, MCTS otherwise.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tuning {
    /// The search with two seats.
    pub algorithm: Option<Algorithm>,
    /// How MCTS ends a simulation (with an evaluation: six random plies, then the evaluation).
    pub playout: Option<Playout>,
    /// Multiplies every level's node bound in the deterministic mode: slow engines get fewer
    /// nodes so the levels take about the same time everywhere.
    pub node_scale: f64,
    /// Multiplies each named level's thinking time, Easy, Medium, Hard, Expert, where a pair
    /// of levels needs a wider gap in this game than the common times give it. Custom times are
    /// never scaled, nor are the deterministic mode's node bounds (their own table, with their
    /// own ratios: Medium at 0.3 of 3,000 nodes would fall below Easy's 1,000).
    pub level_scale: [f64; 4],
    /// Draw contempt of the Hard and Expert levels and custom times (`ai::Plan::contempt`):
    /// where shallow searches shuffle into repetitions, the stronger side plays on.
    pub contempt: i32,
    /// Two seats, Easy, Medium, Hard, Expert (and custom times): the deepest iteration and the
    /// root noise (`ai::Plan::max_depth`, `ai::Plan::root_noise`). Easy looks a little ahead and
    /// errs; where a level's time alone does not keep it apart from the ones around it, noise
    /// or a depth cap does.
    pub levels: [(u32, i32); 4],
    /// The search with more than two seats, where the fields above are the two-seat choice.
    pub many_seats: Option<ManySeats>,
    /// Evaluation units for 1:e odds when alpha-beta's score becomes an expected result: fitted
    /// on self-play by `towers calibrate <game>` (`ai::calibration`); run it again when the
    /// game's evaluation changes.
    pub eval_scale: f32,
}

/// How a game of more than two seats is searched, per level.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ManySeats {
    pub algorithm: Algorithm,
    /// Easy, Medium, Hard, Expert (and custom times): the deepest iteration and the root noise
    /// (`ai::Plan::max_depth`, `ai::Plan::root_noise`).
    pub levels: [(u32, i32); 4],
}

impl Tuning {
    /// What a game that states no tuning of its own gets.
    pub const GENERIC: Tuning = Tuning {
        algorithm: None,
        playout: None,
        node_scale: 1.0,
        level_scale: SAME_TIMES,
        contempt: 0,
        levels: TWO_SEAT_LEVELS,
        many_seats: None,
        eval_scale: DEFAULT_SCALE,
    };
}

impl Default for Tuning {
    fn default() -> Tuning {
        Tuning::GENERIC
    }
}
