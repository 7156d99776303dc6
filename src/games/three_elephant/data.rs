//! The game's data file and the rule tables built from it. Everything reconstructed (setup,
//! Stones, Knight and Elephant leaps, Tower slides, fall directions) comes from
//! `assets/games/three-elephant.ron`, so a correction is a data change.

use super::board::{self, FILES, RANKS, SQUARES};
use crate::core::{Bits, ConfigError, Dir8, GameConfig, MetaData, ResolvedOptions, Seat, Square};
use serde::Deserialize;

pub const ASSET: &str = "games/three-elephant.ron";

#[derive(Clone, Debug, Deserialize)]
pub struct Data {
    pub meta: MetaData,
    pub board: BoardData,
    pub pieces: PieceData,
    pub setup: SetupData,
}

#[derive(Clone, Debug, Deserialize)]
pub struct BoardData {
    pub files: u8,
    pub ranks: u8,
    pub stones: Vec<String>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct PieceData {
    pub knight_leaps: Vec<(i8, i8)>,
    pub elephant_leaps: Vec<(i8, i8)>,
    pub tower_slides: Vec<Dir8>,
    pub fall_directions: Vec<Dir8>,
    pub fall_reach: u8,
}

#[derive(Clone, Debug, Deserialize)]
pub struct SetupData {
    pub to_move: Seat,
    /// Rank 9 first, one character per square, '.' empty (see `board::parse_rank`).
    pub ranks: Vec<String>,
}

pub fn load() -> Data {
    crate::core::assets::load(ASSET)
}

/// Target squares of a leaper from every square, flattened: `list[start[sq]..start[sq + 1]]`.
#[derive(Clone, Debug)]
pub struct Leaps {
    start: Vec<u16>,
    list: Vec<Square>,
    /// The same targets as one mask per square.
    masks: Vec<u128>,
}

impl Leaps {
    fn new(offsets: &[(i8, i8)]) -> Leaps {
        let mut start = Vec::with_capacity(SQUARES + 1);
        let mut list = Vec::new();
        for sq in Square::all(SQUARES) {
            start.push(list.len() as u16);
            let (f, r) = board::coords(sq);
            for &(df, dr) in offsets {
                if let Some(t) = board::square_at(f + df as i32, r + dr as i32)
                    && !list[usize::from(start[sq])..].contains(&t)
                {
                    list.push(t);
                }
            }
        }
        start.push(list.len() as u16);
        Leaps::with_masks(start, list)
    }

    /// The flattened lists, with each square's targets also as a mask (the evaluation ORs a
    /// leaper's reach in one step).
    fn with_masks(start: Vec<u16>, list: Vec<Square>) -> Leaps {
        let mut leaps = Leaps { start, list, masks: Vec::new() };
        leaps.masks = Square::all(SQUARES).map(|sq| leaps.from(sq).iter().fold(0, |m, &t| m | u128::of(t))).collect();
        leaps
    }

    /// Only the targets one step away (a king's move), in the same order.
    fn steps(&self) -> Leaps {
        let mut start = Vec::with_capacity(SQUARES + 1);
        let mut list = Vec::new();
        for sq in Square::all(SQUARES) {
            start.push(list.len() as u16);
            let (f, r) = board::coords(sq);
            list.extend(self.from(sq).iter().filter(|&&t| {
                let (tf, tr) = board::coords(t);
                (tf - f).abs().max((tr - r).abs()) == 1
            }));
        }
        start.push(list.len() as u16);
        Leaps::with_masks(start, list)
    }
    #[inline]
    pub fn from(&self, sq: Square) -> &[Square] {
        let i = sq.index();
        &self.list[usize::from(self.start[i])..usize::from(self.start[i + 1])]
    }

    /// `from` as a mask.
    #[inline]
    pub fn mask(&self, sq: Square) -> u128 {
        self.masks[sq.index()]
    }
}

/// Everything a position needs to know about the rules it is played under.
#[derive(Clone, Debug)]
pub struct Rules {
    pub config: GameConfig,
    /// `empty-fall=on`: a fall may hit no square at all.
    pub empty_fall: bool,
    /// Plies without a piece leaving the board after which the game is drawn.
    pub draw_plies: Option<u32>,
    /// `double-wipeout=draw`.
    pub wipeout_draw: bool,
    pub knight: Leaps,
    pub elephant: Leaps,
    /// The Elephant's leaps of one square: the squares around it.
    pub elephant_steps: Leaps,
    pub slides: Vec<Dir8>,
    pub fall_dirs: Vec<Dir8>,
    /// Squares a fall may reach (the seed's three), before Stones are taken into account.
    pub fall_reach: usize,
    /// `rays[sq * 8 + dir]`: the squares from `sq` toward `dir` up to the edge, nearest first.
    rays: Vec<([Square; 8], u8)>,
    /// `spear[owner][facing][sq]`: the square the spear points at, or `NONE` off the board.
    pub spear: [[[Square; SQUARES]; 3]; 2],
    /// The standard setup's ranks (rank 9 first) and Stones, for `ThreeElephant::standard`.
    pub setup_ranks: Vec<String>,
    pub setup_to_move: Seat,
    pub stones: Vec<Square>,
    /// Pieces of each kind a side starts with, by `board` kind (Spearmen of all facings under
    /// `STRAIGHT`): no position can hold more.
    pub start_counts: [[u8; 6]; 2],
    /// `core::memo::rules_hash` of the configuration, for the evaluation's memo.
    pub rules_hash: u64,
}

impl Rules {
    /// What the history layer enforces: only the no-capture draw.
    pub fn history(&self) -> crate::core::HistoryRules {
        crate::core::HistoryRules { quiet_plies: self.draw_plies, ..crate::core::HistoryRules::NONE }
    }

    pub fn new(data: &Data, config: GameConfig, options: &ResolvedOptions) -> Result<Rules, ConfigError> {
        if data.board.files as usize != FILES || data.board.ranks as usize != RANKS {
            return Err(ConfigError::Rejected(format!("{ASSET}: the engine plays on 9×9, the data says {}×{}", data.board.files, data.board.ranks)));
        }
        let p = &data.pieces;
        if p.fall_reach == 0 || p.fall_reach > 8 {
            return Err(ConfigError::Rejected(format!("{ASSET}: fall_reach must be 1 to 8, not {}", p.fall_reach)));
        }
        let mut rays = Vec::with_capacity(SQUARES * 8);
        for sq in Square::all(SQUARES) {
            for d in Dir8::ALL {
                let (df, dr) = d.delta();
                let (f, r) = board::coords(sq);
                let mut ray = ([Square::NONE; 8], 0u8);
                let mut k = 1;
                while let Some(t) = board::square_at(f + df * k, r + dr * k) {
                    ray.0[usize::from(ray.1)] = t;
                    ray.1 += 1;
                    k += 1;
                }
                rays.push(ray);
            }
        }
        let mut spear = [[[Square::NONE; SQUARES]; 3]; 2];
        for (owner, by_facing) in Seat::all(2).zip(spear.iter_mut()) {
            for (facing, table) in by_facing.iter_mut().enumerate() {
                let (df, dr) = board::facing_dir(owner, facing as u8).delta();
                for (sq, t) in Square::all(SQUARES).zip(table.iter_mut()) {
                    let (f, r) = board::coords(sq);
                    *t = board::square_at(f + df, r + dr).unwrap_or(Square::NONE);
                }
            }
        }
        let stones = data
            .board
            .stones
            .iter()
            .map(|s| board::parse_square(s).ok_or_else(|| ConfigError::Rejected(format!("{ASSET}: bad Stone square '{s}'"))))
            .collect::<Result<Vec<Square>, ConfigError>>()?;
        if data.setup.ranks.len() != RANKS || data.setup.ranks.iter().any(|r| r.chars().count() != FILES) || data.setup.to_move > Seat::SECOND {
            return Err(ConfigError::Rejected(format!("{ASSET}: the setup needs 9 ranks of 9 squares and to_move 0 or 1")));
        }
        let mut start_counts = [[0u8; 6]; 2];
        for ch in data.setup.ranks.iter().flat_map(|r| r.chars()) {
            if let Some(c) = board::char_cell(ch).filter(|&c| board::is_piece(c)) {
                let kind = if board::is_spearman(c) { board::STRAIGHT } else { board::kind(c) };
                start_counts[board::owner(c)][kind as usize] += 1;
            }
        }
        let draw_plies = match options.get("no-capture-draw") {
            "off" => None,
            n => match n.parse::<u32>() {
                Ok(turns) if turns > 0 => Some(turns * 2),
                _ => {
                    return Err(ConfigError::Rejected(format!(
                        "no-capture-draw must be a number of full turns (1 or more) or off, not '{}'",
                        crate::core::text::quoted(n)
                    )));
                }
            },
        };
        let elephant = Leaps::new(&p.elephant_leaps);
        Ok(Rules {
            rules_hash: crate::core::memo::rules_hash(&config),
            config,
            empty_fall: options.is("empty-fall", "on"),
            draw_plies,
            wipeout_draw: options.is("double-wipeout", "draw"),
            knight: Leaps::new(&p.knight_leaps),
            elephant_steps: elephant.steps(),
            elephant,
            slides: p.tower_slides.clone(),
            fall_dirs: p.fall_directions.clone(),
            fall_reach: p.fall_reach as usize,
            rays,
            spear,
            setup_ranks: data.setup.ranks.clone(),
            setup_to_move: data.setup.to_move,
            stones,
            start_counts,
        })
    }

    /// The rules of a configuration: its options checked against the data file.
    pub fn for_config(config: &GameConfig) -> Result<Rules, crate::core::ConfigError> {
        let data = load();
        let options = data.meta.resolve(config)?;
        Rules::new(&data, config.clone(), &options)
    }

    /// Squares from `sq` toward `d`, nearest first, up to the board edge.
    #[inline]
    pub fn ray(&self, sq: Square, d: Dir8) -> &[Square] {
        let (squares, n) = &self.rays[sq.index() * 8 + d.index()];
        &squares[..usize::from(*n)]
    }
}
