//! The game's RON data and the geometry and hash tables built from it once per process.

use crate::core::bits::{Bits, Square};
use crate::core::geometry::Dir8;
use crate::core::{GameWords, IcehouseColour, LegendEntry, LegendGroup, MetaData, PyramidRole, Seat, zobrist};
use serde::Deserialize;
use std::sync::OnceLock;

/// Squares on the board: 5×8 plus the two chambers. The tables are arrays of this size so the
/// move generator indexes without bounds on a heap vector; `tables()` checks the data agrees.
pub const SQ: usize = 42;
/// "No square" in the tables.

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum Power {
    Sergeant,
    Trapper,
    Leaper,
    Diplomat,
    Icebox,
    Vampire,
}

#[derive(Deserialize)]
pub struct Data {
    pub meta: MetaData,
    pub board: BoardData,
    pub colours: Vec<ColourData>,
    pub seats: Vec<SeatData>,
    pub pawn_files: String,
    pub default_setup: String,
    pub values: Values,
}

#[derive(Deserialize)]
pub struct BoardData {
    pub files: u8,
    pub ranks: u8,
    pub chambers: Vec<ChamberData>,
}

#[derive(Deserialize)]
pub struct ChamberData {
    pub square: String,
    pub seat: Seat,
}

#[derive(Deserialize)]
pub struct ColourData {
    pub colour: IcehouseColour,
    pub letter: char,
    pub power: Power,
    pub power_letter: char,
    pub power_value: i32,
    pub movement: MovementData,
}

#[derive(Deserialize)]
pub struct MovementData {
    /// The movement's name in the engine's messages (its words for players are in the
    /// catalogue: [`Tables::movement_text`]).
    pub name: String,
    pub letter: char,
    pub orthogonal: bool,
    pub diagonal: bool,
    pub knight: bool,
    pub value: i32,
}

#[derive(Deserialize)]
pub struct SeatData {
    pub back_rank: u8,
    pub pawn_rank: u8,
    pub forward: i8,
    pub files_from_left: String,
}

#[derive(Deserialize)]
pub struct Values {
    pub pawn: i32,
    pub no_power: i32,
    pub no_movement: i32,
    pub capped_tower: i32,
    pub frozen_percent: i32,
    /// Worth of each empty square a tower's movement reaches.
    pub mobility: i32,
}

/// Everything the engine looks up: the data plus derived geometry. Squares are numbered rank by
/// rank over the 5×8 area (a1 = 0), then the chambers in the data's order.
pub struct Tables {
    pub data: Data,
    pub files: i8,
    pub name: Vec<String>,
    /// File (0 = a) and rank number (0 for c0, 9 for c9) of each square.
    pub file: [i8; SQ],
    pub rank: [i8; SQ],
    grid: Vec<Square>,
    /// Next square in each `Dir8` direction.
    pub step: [[Square; 8]; SQ],
    /// Knight targets with the square the move jumps along its long leg (Square::NONE if off-board).
    pub knights: [[(Square, Square); 8]; SQ],
    pub knight_count: [u8; SQ],
    pub adj: [u64; SQ],
    /// The 5×8 area: where a teleport may land.
    pub area: u64,
    /// Each seat's own chamber.
    pub chamber: [Square; 2],
    pub forward: [i8; 2],
    /// Squares ordered by file, then rank: the order of effects in the notation.
    pub by_file: Vec<Square>,
    pub power: [Power; 6],
    pub moves: [(bool, bool, bool); 6],
    keys: [[u64; SQ]; 4 * 6],
    pub side_key: u64,
}

static TABLES: OnceLock<Tables> = OnceLock::new();

pub fn tables() -> &'static Tables {
    TABLES.get_or_init(|| build(crate::core::assets::load("games/litrof.ron")))
}

fn build(data: Data) -> Tables {
    assert_eq!(data.colours.len(), 6, "litrof.ron: six colours in spectral order");
    for (i, c) in data.colours.iter().enumerate() {
        assert_eq!(c.colour, IcehouseColour::SPECTRAL[i], "litrof.ron: colours must be in spectral order");
    }
    let files = data.board.files as i8;
    let ranks = data.board.ranks as i8;
    let rows = ranks + 2;
    let mut grid = vec![Square::NONE; (files as usize) * rows as usize];
    let mut name = Vec::new();
    let (mut file, mut rank) = ([0i8; SQ], [0i8; SQ]);
    let mut push = |f: i8, r: i8, name: &mut Vec<String>, grid: &mut Vec<Square>| {
        let i = name.len();
        assert!(i < SQ, "litrof.ron: the board has more than {SQ} squares");
        file[i] = f;
        rank[i] = r;
        grid[(r as usize) * files as usize + f as usize] = Square::new(i);
        name.push(format!("{}{}", (b'a' + f as u8) as char, r));
    };
    for r in 1..=ranks {
        for f in 0..files {
            push(f, r, &mut name, &mut grid);
        }
    }
    let mut chamber = [Square::NONE; 2];
    for c in &data.board.chambers {
        let (f, r) = crate::core::geometry::parse_square(&c.square).expect("litrof.ron: chamber square");
        let r = r + 1;
        assert!(r == 0 || r == ranks as i32 + 1, "litrof.ron: a chamber lies behind a back rank");
        chamber[c.seat] = Square::new(name.len());
        push(f as i8, r as i8, &mut name, &mut grid);
    }
    assert_eq!(name.len(), SQ, "litrof.ron: the board must have {SQ} squares");
    let at = |f: i8, r: i8| grid_at(&grid, files, rows, f, r);
    let mut step = [[Square::NONE; 8]; SQ];
    let mut knights = [[(Square::NONE, Square::NONE); 8]; SQ];
    let mut knight_count = [0u8; SQ];
    let mut adj = [0u64; SQ];
    let mut area = 0u64;
    for s in Square::all(SQ) {
        let (f, r) = (file[s], rank[s]);
        if r >= 1 && r <= ranks {
            area |= u64::of(s);
        }
        for d in Dir8::ALL {
            let (dx, dy) = d.delta();
            let t = at(f + dx as i8, r + dy as i8);
            step[s][d.index()] = t;
            if t.is_some() {
                adj[s] |= u64::of(t);
            }
        }
        for (dx, dy) in [(1i8, 2i8), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)] {
            let t = at(f + dx, r + dy);
            if !t.is_some() {
                continue;
            }
            // The long leg's first square: the one orthogonally next to the start.
            let leg = if dx.abs() == 2 { at(f + dx.signum(), r) } else { at(f, r + dy.signum()) };
            knights[s][knight_count[s] as usize] = (t, leg);
            knight_count[s] += 1;
        }
    }
    let mut by_file: Vec<Square> = Square::all(SQ).collect();
    by_file.sort_by_key(|&s| (file[s], rank[s]));
    let power: [Power; 6] = std::array::from_fn(|i| data.colours[i].power);
    let moves: [(bool, bool, bool); 6] = std::array::from_fn(|i| {
        let m = &data.colours[i].movement;
        (m.orthogonal, m.diagonal, m.knight)
    });
    let mut keys = [[0u64; SQ]; 24];
    for (k, row) in keys.iter_mut().enumerate() {
        for (s, v) in row.iter_mut().enumerate() {
            *v = zobrist::key(0x4c49_5452_4f46_0000 ^ ((k as u64) << 8) ^ s as u64);
        }
    }
    let forward = [data.seats[0].forward, data.seats[1].forward];
    Tables {
        files,
        name,
        file,
        rank,
        grid,
        step,
        knights,
        knight_count,
        adj,
        area,
        chamber,
        forward,
        by_file,
        power,
        moves,
        keys,
        side_key: zobrist::key(0x4c49_5452_4f46_ffff),
        data,
    }
}

impl Tables {
    /// The square at file `f`, rank number `r` (chambers at 0 and ranks+1).
    pub fn at(&self, f: i8, r: i8) -> Square {
        grid_at(&self.grid, self.files, self.data.board.ranks as i8 + 2, f, r)
    }

    pub fn offset(&self, s: Square, df: i8, dr: i8) -> Square {
        self.at(self.file[s] + df, self.rank[s] + dr)
    }

    pub fn index(&self, name: &str) -> Option<Square> {
        self.name.iter().position(|n| n == name).map(Square::new)
    }

    /// The knight's long-leg square for a move from `from` to `to`: `None` if the move is not a
    /// knight move, `Some(Square::NONE)` if the leg square is off the board.
    pub fn knight_leg(&self, from: Square, to: Square) -> Option<Square> {
        let k = &self.knights[from][..usize::from(self.knight_count[from])];
        k.iter().find(|&&(t, _)| t == to).map(|&(_, leg)| leg)
    }

    /// The direction of a straight line from `from` to `to`, if there is one.
    #[inline]
    pub fn line(&self, from: Square, to: Square) -> Option<usize> {
        let dx = (self.file[to] - self.file[from]) as i32;
        let dy = (self.rank[to] - self.rank[from]) as i32;
        Dir8::from_delta(dx, dy).map(Dir8::index)
    }

    pub fn is_area(&self, s: Square) -> bool {
        self.area.has(s)
    }

    pub fn colour_letter(&self, c: u8) -> char {
        self.data.colours[c as usize].letter
    }
    pub fn power_letter(&self, c: u8) -> char {
        self.data.colours[c as usize].power_letter
    }
    pub fn movement_letter(&self, c: u8) -> char {
        self.data.colours[c as usize].movement.letter
    }
    /// The letter that names a pyramid of this role and colour in the notation: a power's or
    /// a movement's, P for a Pawn, none for a cap (its colour is its owner's).
    pub fn letter(&self, role: PyramidRole, colour: IcehouseColour) -> Option<char> {
        let c = IcehouseColour::SPECTRAL.iter().position(|&x| x == colour)? as u8;
        match role {
            PyramidRole::Power => Some(self.power_letter(c)),
            PyramidRole::Movement => Some(self.movement_letter(c)),
            PyramidRole::Pawn => Some('P'),
            PyramidRole::Cap | PyramidRole::Plain => None,
        }
    }
    pub fn colour_name(&self, c: u8) -> &'static str {
        IcehouseColour::SPECTRAL[c as usize].name()
    }
    pub fn power_name(&self, c: u8) -> String {
        format!("{:?}", self.power[c as usize])
    }
    pub fn movement_name(&self, c: u8) -> &str {
        &self.data.colours[c as usize].movement.name
    }
    /// What the power of this colour does, in the current language (the legend's words).
    pub fn power_text(&self, c: u8) -> String {
        self.words().say(&format!("legend-{POWERS}-{}-text", power_key(self.power[c as usize])))
    }
    /// How the movement of this colour moves, in the current language (the legend's words).
    pub fn movement_text(&self, c: u8) -> String {
        self.words().say(&format!("legend-{MOVEMENTS}-{}-text", movement_key(&self.data.colours[c as usize].movement)))
    }
    fn words(&self) -> GameWords<'_> {
        GameWords { game: &self.data.meta.id }
    }

    /// Hash keys: `kind` 0 cap, 1 power, 2 movement, 3 Pawn.
    #[inline]
    pub fn key(&self, kind: usize, colour: u8, sq: Square) -> u64 {
        self.keys[kind * 6 + colour as usize][sq]
    }
}

fn grid_at(grid: &[Square], files: i8, rows: i8, f: i8, r: i8) -> Square {
    if f < 0 || f >= files || r < 0 || r >= rows { Square::NONE } else { grid[(r as usize) * files as usize + f as usize] }
}

/// The keys of the legend's groups, in the ids of their words (`game-litrof-legend-powers-title`).
const POWERS: &str = "powers";
const MOVEMENTS: &str = "movements";
const CAPS_AND_PAWNS: &str = "caps-and-pawns";

/// A power's key in the ids of its words: `sergeant`.
fn power_key(power: Power) -> String {
    format!("{power:?}").to_lowercase()
}

/// A movement's key in the ids of its words: `rook`.
fn movement_key(movement: &MovementData) -> String {
    movement.name.to_lowercase()
}

/// The colour legend in the current language, made from the colour table itself so it can
/// never disagree with the rules: each colour is a power on a medium pyramid and a movement on
/// a large one. An entry's name is its words and its notation letter: "Sergeant (S)".
pub(super) fn legend(meta: &MetaData, colours: &[ColourData]) -> Vec<LegendGroup> {
    let words = GameWords { game: &meta.id };
    let entry = |group: &str, key: &str, colour: Option<IcehouseColour>, letter: Option<char>| {
        let name = words.say(&format!("legend-{group}-{key}-name"));
        LegendEntry {
            colour,
            name: match letter {
                Some(l) => format!("{name} ({l})"),
                None => name,
            },
            text: words.say(&format!("legend-{group}-{key}-text")),
        }
    };
    let group = |key: &str, entries: Vec<LegendEntry>| LegendGroup { title: words.say(&format!("legend-{key}-title")), entries };
    vec![
        group(POWERS, colours.iter().map(|c| entry(POWERS, &power_key(c.power), Some(c.colour), Some(c.power_letter))).collect()),
        group(MOVEMENTS, colours.iter().map(|c| entry(MOVEMENTS, &movement_key(&c.movement), Some(c.colour), Some(c.movement.letter))).collect()),
        group(CAPS_AND_PAWNS, ["cap", "pawn"].iter().map(|key| entry(CAPS_AND_PAWNS, key, None, None)).collect()),
    ]
}
