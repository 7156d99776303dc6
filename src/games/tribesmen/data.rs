//! The game's RON data (boards, seats, setups) and the rules of one configured game, shared by
//! every position of that game.

use super::sight::{Line, LineTable};
use crate::core::geometry::parse_square;
use crate::core::text::{quoted, quoted_char};
use crate::core::{ConfigError, GameConfig, GameMeta, IcehouseColour, ResolvedOptions, Seat};
use serde::Deserialize;

pub(crate) const DATA_PATH: &str = "games/tribesmen.ron";
/// A square index that names no square (off the board, no king).
pub(crate) const NONE: u8 = u8::MAX;
/// The largest board (7×7); square masks are u64, boards are copied per candidate move, so
/// they hold no more cells than needed.
pub(crate) const MAX_SQUARES: usize = 49;

#[derive(Debug, Deserialize)]
pub(crate) struct Data {
    pub meta: GameMeta,
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
    /// Per seat, the pyramids' labels by size: king, medium man, large man.
    pub labels: Vec<[String; 3]>,
    /// Square names by index.
    pub names: Vec<String>,
    /// Neighbour of each square in each `Dir8` direction, or NONE.
    pub neighbours: Vec<[u8; 8]>,
    /// The squares strictly between two squares that a line of sight crosses.
    pub lines: LineTable,
    /// The start position: (seat, square, (large, medium, small)).
    pub setup: Vec<(Seat, u8, (u8, u8, u8))>,
}

impl Rules {
    pub fn new(config: &GameConfig, meta: &GameMeta, data: &Data) -> Result<Rules, crate::core::ConfigError> {
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
        let (files, ranks) = (b.files as usize, b.ranks as usize);
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
        let mut neighbours = vec![[NONE; 8]; squares];
        for (sq, nb) in neighbours.iter_mut().enumerate() {
            let (f, r) = ((sq % files) as i32, (sq / files) as i32);
            for d in crate::core::Dir8::ALL {
                let (dx, dy) = d.delta();
                let (x, y) = (f + dx, r + dy);
                if x >= 0 && y >= 0 && (x as usize) < files && (y as usize) < ranks {
                    nb[d.index()] = (y as usize * files + x as usize) as u8;
                }
            }
        }
        let mut setup = Vec::new();
        let mut used = 0u64;
        for s in &b.setup {
            let (f, r) = parse_square(&s.square).ok_or_else(|| ConfigError::Rejected(format!("setup square '{}' is not a square name", s.square)))?;
            if f < 0 || r < 0 || f as usize >= files || r as usize >= ranks {
                return Err(ConfigError::Rejected(format!("setup square '{}' is off the {files}x{ranks} board", s.square)));
            }
            let sq = r as usize * files + f as usize;
            if used & (1 << sq) != 0 {
                return Err(ConfigError::Rejected(format!("setup square '{}' is used twice", s.square)));
            }
            used |= 1 << sq;
            let seat = Seat::checked(s.seat, n)
                .ok_or_else(|| ConfigError::Rejected(format!("setup stack on {} belongs to seat {}, there are {n}", s.square, s.seat)))?;
            setup.push((seat, sq as u8, parse_pyramids(&s.pyramids).map_err(|e| ConfigError::Rejected(e.to_string()))?));
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
                .map(|s| [format!("{} king", s.name), format!("{} man (medium)", s.name), format!("{} man (large)", s.name)])
                .collect(),
            names: (0..squares).map(|sq| crate::core::geometry::square_name((sq % files) as i32, (sq / files) as i32)).collect(),
            neighbours,
            lines: LineTable::new(files, ranks, line),
            setup,
        })
    }

    pub fn seats(&self) -> usize {
        self.seats.len()
    }

    pub fn file_rank(&self, sq: usize) -> (i32, i32) {
        ((sq % self.files) as i32, (sq / self.files) as i32)
    }

    pub fn square_name(&self, sq: usize) -> &str {
        &self.names[sq]
    }

    /// A square name on this board, or why not.
    pub fn parse_square(&self, text: &str) -> Result<usize, SquareError> {
        let (f, r) = parse_square(text).ok_or_else(|| SquareError::NotASquare(text.to_string()))?;
        if f < 0 || r < 0 || f as usize >= self.files || r as usize >= self.ranks {
            return Err(SquareError::OffBoard { text: text.to_string(), files: self.files, ranks: self.ranks });
        }
        Ok(r as usize * self.files + f as usize)
    }

    /// The direction from `a` to the adjacent square `b`, if they are adjacent.
    pub fn direction(&self, a: usize, b: usize) -> Option<usize> {
        self.neighbours[a].iter().position(|&q| q as usize == b)
    }
}

/// Why a text names no square of the board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SquareError {
    #[error("'{}' is not a square name", quoted(.0))]
    NotASquare(String),
    #[error("{} is not on the {files}x{ranks} board", quoted(.text))]
    OffBoard { text: String, files: usize, ranks: usize },
}

/// Why a text ("LMS") is not a stack of pyramids.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StackError {
    #[error("'{}' in stack '{}' is not L, M or S", quoted_char(*.letter), quoted(.text))]
    NotASize { letter: char, text: String },
    #[error("stack '{}' puts a pyramid on a smaller one (write stacks bottom to top)", quoted(.0))]
    OnSmaller(String),
    #[error("an empty stack")]
    Empty,
    #[error("stack '{}' has more pyramids of a size than a tribe owns (5 large, 5 medium, 1 small)", quoted(.0))]
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
