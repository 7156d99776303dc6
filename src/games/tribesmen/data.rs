//! The game's RON data (boards, seats, setups) and the rules of one configured game, shared by
//! every position of that game.

use super::sight::{Line, LineTable};
use crate::core::bits::{Bits, Square};
use crate::core::geometry::parse_square;
use crate::core::text::{quoted, quoted_char};
use crate::core::{ConfigError, GameConfig, IcehouseColour, MetaData, ResolvedOptions, Seat};
use serde::Deserialize;
use std::sync::Arc;

pub(crate) const DATA_PATH: &str = "games/tribesmen.ron";
/// The largest board (7×7); square masks are u64, boards are copied per candidate move, so
/// they hold no more cells than needed.
pub(crate) const MAX_SQUARES: usize = 49;

#[derive(Debug, Deserialize)]
pub(crate) struct Data {
    pub meta: MetaData,
    pub boards: Vec<BoardData>,
}

#[derive(Debug, Deserialize)]
pub(crate) struct BoardData {
    pub variant: String,
    pub files: u8,
    pub ranks: u8,
    pub seats: Vec<SeatData>,
    pub turn_order: Vec<usize>,
    pub setup: Vec<SetupStack>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct SeatData {
    pub name: String,
    pub side: String,
    pub colour: IcehouseColour,
}

#[derive(Debug, Deserialize)]
pub(crate) struct SetupStack {
    pub seat: usize,
    pub square: String,
    /// Bottom to top: L, M, S.
    pub pyramids: String,
}

pub(crate) fn load() -> Data {
    crate::core::assets::load(DATA_PATH)
}

/// What happens when one turn leaves both players of a two-player game at four or fewer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BothLow {
    Draw,
    MoverWins,
    MoverLoses,
}

/// The rules of one configured game: board geometry, seats, options and precomputed tables.
#[derive(Debug)]
pub(crate) struct Rules {
    pub config: GameConfig,
    pub files: usize,
    pub ranks: usize,
    pub squares: usize,
    pub seats: Vec<SeatData>,
    /// Seats in the order they move.
    pub order: Vec<Seat>,
    /// The seat after each seat in that order.
    pub next_seat: [Seat; 4],
    /// Blocked only by stacks taller than both ends (the `height=both` option).
    pub taller_than_both: bool,
    pub push_stays: bool,
    pub both_low: BothLow,
    pub no_action_draws: bool,
    pub repetition: bool,
    pub turn_limit: Option<u32>,
    /// Per seat, the pyramids' labels by size: king, medium man, large man, in each language.
    pub labels: Vec<crate::core::words::Said<[String; 3]>>,
    /// Square names by square (boxed slices, not vectors, so that a `Square` indexes them).
    pub names: Box<[String]>,
    /// Neighbour of each square in each `Dir8` direction, or `Square::NONE`.
    pub neighbours: Box<[[Square; 8]]>,
    /// The squares strictly between two squares that a line of sight crosses.
    pub lines: LineTable,
    /// By pair of squares (`a * squares + b`): 4 less their distance in king steps, or 0 where
    /// that is 4 or more (the evaluation's pull towards the opposing kings).
    pub closeness: Box<[u8]>,
    /// The start position: (seat, square, (large, medium, small)).
    pub setup: Vec<(Seat, Square, (u8, u8, u8))>,
}

impl Rules {
    /// The rules of a configured game, from the game's data.
    pub fn for_config(config: &GameConfig) -> Result<Arc<Rules>, ConfigError> {
        let d = load();
        Ok(Arc::new(Rules::new(config, &d.meta, &d)?))
    }

    pub fn new(config: &GameConfig, meta: &MetaData, data: &Data) -> Result<Rules, crate::core::ConfigError> {
        let opts = meta.resolve(config)?;
        for k in config.options.keys() {
            let spec = meta.options.iter().find(|o| &o.name == k).expect("resolve checked the name");
            if !spec.variants.is_empty() && !spec.variants.contains(&config.variant) {
                return Err(format!(
                    "option '{}' applies only to {} (this game is '{}')",
                    quoted(k),
                    spec.variants.join(", "),
                    quoted(&config.variant)
                )
                .into());
            }
        }
        let board = data
            .boards
            .iter()
            .find(|b| b.variant == config.variant)
            .ok_or_else(|| format!("the data has no board for variant '{}'", quoted(&config.variant)))?;
        Rules::from_parts(config, &opts, board)
    }

    fn from_parts(config: &GameConfig, opts: &ResolvedOptions, b: &BoardData) -> Result<Rules, ConfigError> {
        let (files, ranks) = (usize::from(b.files), usize::from(b.ranks));
        let squares = files * ranks;
        if files == 0 || ranks == 0 || squares > MAX_SQUARES || files > 26 {
            return Err(ConfigError::Rejected(format!("board {files}x{ranks} is not supported (at most {MAX_SQUARES} squares)")));
        }
        let n = b.seats.len();
        if !(2..=4).contains(&n) {
            return Err(ConfigError::Rejected(format!("{n} seats: the game is for 2 to 4 players")));
        }
        let mut sorted = b.turn_order.clone();
        sorted.sort();
        if sorted != (0..n).collect::<Vec<_>>() {
            return Err(ConfigError::Rejected(format!("turn order {:?} must name each of the {n} seats once", b.turn_order)));
        }
        let mut order: Vec<Seat> = b.turn_order.iter().copied().map(Seat::new).collect();
        if opts.is("turn-order", "counter-clockwise") {
            order[1..].reverse();
        }
        let line = if opts.is("line", "corner-touch") { Line::CornerTouch } else { Line::Interior };
        let turn_limit = match opts.get("turn-limit") {
            "off" => None,
            v => match v.parse::<u32>() {
                Ok(0) | Err(_) => {
                    return Err(ConfigError::Rejected(format!("turn-limit must be a number of turns (1 or more) or 'off', not '{}'", quoted(v))));
                }
                Ok(t) => Some(t),
            },
        };
        let both_low = match opts.get("both-low") {
            "mover-wins" => BothLow::MoverWins,
            "mover-loses" => BothLow::MoverLoses,
            _ => BothLow::Draw,
        };
        let mut neighbours = vec![[Square::NONE; 8]; squares].into_boxed_slice();
        for (sq, nb) in Square::all(squares).zip(neighbours.iter_mut()) {
            let (f, r) = file_rank(files, sq);
            for d in crate::core::Dir8::ALL {
                let (dx, dy) = d.delta();
                nb[d.index()] = square_at(files, ranks, (f + dx, r + dy)).unwrap_or(Square::NONE);
            }
        }
        let mut setup = Vec::new();
        let mut used = 0u64;
        for s in &b.setup {
            let place = parse_square(&s.square).ok_or_else(|| ConfigError::Rejected(format!("setup square '{}' is not a square name", s.square)))?;
            let sq = square_at(files, ranks, place)
                .ok_or_else(|| ConfigError::Rejected(format!("setup square '{}' is off the {files}x{ranks} board", s.square)))?;
            if used.has(sq) {
                return Err(ConfigError::Rejected(format!("setup square '{}' is used twice", s.square)));
            }
            used |= u64::of(sq);
            let seat = Seat::checked(s.seat, n)
                .ok_or_else(|| ConfigError::Rejected(format!("setup stack on {} belongs to seat {}, there are {n}", s.square, s.seat)))?;
            setup.push((seat, sq, parse_pyramids(&s.pyramids).map_err(|e| ConfigError::Rejected(e.to_string()))?));
        }
        let mut next_seat = [Seat::FIRST; 4];
        for (i, &s) in order.iter().enumerate() {
            next_seat[s] = order[(i + 1) % n];
        }
        Ok(Rules {
            next_seat,
            config: config.clone(),
            files,
            ranks,
            squares,
            seats: b.seats.clone(),
            order,
            taller_than_both: opts.is("height", "both"),
            push_stays: opts.is("push", "stay"),
            both_low,
            no_action_draws: opts.is("no-action", "draw"),
            repetition: opts.is("repetition", "draw"),
            turn_limit,
            labels: b
                .seats
                .iter()
                .map(|s| {
                    crate::core::words::Said::new(|| {
                        let side = crate::core::words::side(&s.name);
                        [
                            crate::t!("tribesmen-king", side = side.as_str()),
                            crate::t!("tribesmen-man-medium", side = side.as_str()),
                            crate::t!("tribesmen-man-large", side = side.as_str()),
                        ]
                    })
                })
                .collect(),
            names: Square::all(squares)
                .map(|sq| {
                    let (f, r) = file_rank(files, sq);
                    crate::core::geometry::square_name(f, r)
                })
                .collect(),
            neighbours,
            lines: LineTable::new(files, ranks, line),
            closeness: closeness(files, squares),
            setup,
        })
    }

    pub fn seats(&self) -> usize {
        self.seats.len()
    }

    /// `closeness` of two squares.
    #[inline]
    pub fn closeness(&self, a: Square, b: Square) -> i32 {
        i32::from(self.closeness[a.index() * self.squares + b.index()])
    }

    pub fn file_rank(&self, sq: Square) -> (i32, i32) {
        file_rank(self.files, sq)
    }

    pub fn square_name(&self, sq: Square) -> &str {
        &self.names[sq]
    }

    /// A square name on this board, or why not.
    pub fn parse_square(&self, text: &str) -> Result<Square, SquareError> {
        let place = parse_square(text).ok_or_else(|| SquareError::NotASquare(text.to_string()))?;
        square_at(self.files, self.ranks, place).ok_or_else(|| SquareError::OffBoard { text: text.to_string(), files: self.files, ranks: self.ranks })
    }

    /// The direction from `a` to the adjacent square `b`, if they are adjacent.
    pub fn direction(&self, a: Square, b: Square) -> Option<usize> {
        self.neighbours[a].iter().position(|&q| q == b)
    }
}

/// `Rules::closeness` of a board `files` wide.
fn closeness(files: usize, squares: usize) -> Box<[u8]> {
    let steps = |a, b| {
        let ((fa, ra), (fb, rb)) = (file_rank(files, a), file_rank(files, b));
        (fa - fb).abs().max((ra - rb).abs())
    };
    Square::all(squares).flat_map(|a| Square::all(squares).map(move |b| (4 - steps(a, b)).max(0) as u8)).collect()
}

/// File and rank of a square on a board `files` wide.
pub(crate) fn file_rank(files: usize, sq: Square) -> (i32, i32) {
    ((sq.index() % files) as i32, (sq.index() / files) as i32)
}

/// The square at (file, rank) on a `files`×`ranks` board, if it is on the board.
pub(crate) fn square_at(files: usize, ranks: usize, (f, r): (i32, i32)) -> Option<Square> {
    let (f, r) = (usize::try_from(f).ok()?, usize::try_from(r).ok()?);
    (f < files && r < ranks).then(|| Square::new(r * files + f))
}

/// Why a text names no square of the board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SquareError {
    #[error("{}", crate::t!("tribesmen-not-a-square-name", square = quoted(.0).to_string()))]
    NotASquare(String),
    #[error("{}", crate::t!("tribesmen-off-board", square = quoted(.text).to_string(), files = *.files, ranks = *.ranks))]
    OffBoard { text: String, files: usize, ranks: usize },
}

/// Why a text ("LMS") is not a stack of pyramids.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StackError {
    #[error("{}", crate::t!("tribesmen-not-a-size", letter = quoted_char(*.letter).to_string(), stack = quoted(.text).to_string()))]
    NotASize { letter: char, text: String },
    #[error("{}", crate::t!("tribesmen-stack-on-smaller", stack = quoted(.0).to_string()))]
    OnSmaller(String),
    #[error("{}", crate::t!("tribesmen-empty-stack"))]
    Empty,
    #[error("{}", crate::t!("tribesmen-stack-too-many", stack = quoted(.0).to_string()))]
    TooMany(String),
}

/// "LMS" (bottom to top) as counts of large, medium and small pyramids, checking that no
/// pyramid stands on a smaller one and there is at most one small.
pub(crate) fn parse_pyramids(text: &str) -> Result<(u8, u8, u8), StackError> {
    let (mut l, mut m, mut s) = (0u8, 0u8, 0u8);
    let mut last = 3;
    for c in text.chars() {
        let size = match c.to_ascii_uppercase() {
            'L' => 3,
            'M' => 2,
            'S' => 1,
            _ => return Err(StackError::NotASize { letter: c, text: text.to_string() }),
        };
        if size > last {
            return Err(StackError::OnSmaller(text.to_string()));
        }
        last = size;
        match size {
            3 => l += 1,
            2 => m += 1,
            _ => s += 1,
        }
    }
    if text.is_empty() {
        return Err(StackError::Empty);
    }
    if l > 5 || m > 5 || s > 1 {
        return Err(StackError::TooMany(text.to_string()));
    }
    Ok((l, m, s))
}
