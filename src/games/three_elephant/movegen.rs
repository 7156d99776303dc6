//! Turn generation.
//!
//! A turn is (action 1: a Spearman step) (action 2: a rotation) (action 3: a piece move or a
//! War Tower fall), each optional, with action 1 or 3 present. The legal-move list holds one
//! entry per distinct resulting position, so equivalent action sequences are merged:
//!
//! - Turns without a fall never collide: no own piece is removed, so the final board shows
//!   which Spearman stepped (the only own Spearman square emptied / filled), which other piece
//!   moved, and which Spearman was rotated (the one whose facing changed). They also never equal
//!   a turn with a fall, which always takes at least the Tower off the board.
//! - Turns with a fall can collide in several ways (a rotated Spearman that the fall destroys;
//!   a Spearman that steps from one hit square to another; two Spearmen that can reach the same
//!   square when the fall destroys the other's origin; falls that destroy nothing; two Towers
//!   that can fall onto each other). Rather than enumerate these cases, every fall candidate's
//!   result is described exactly by the squares it empties and the (at most two) squares it
//!   fills, relative to the position before the turn, and candidates are merged on that
//!   description. Of each group the turn kept is the one with the fewest actions, then the
//!   first in generation order (`rank`), which `canonical` reproduces for parsed text.

use super::board::{self, Cells, ELEPHANT, EMPTY, KNIGHT, SQUARES, STONE, TOWER};
use super::data::Rules;
use super::position::{ThreeElephant, fall_hits};
use crate::core::{Bits, Dir8, Seat, Square};

/// Action 3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    None,
    /// A Knight, Elephant or War Tower from a square to a square.
    Move(Square, Square),
    /// A War Tower falls from its square in a direction.
    Fall(Square, Dir8),
}

/// One legal turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Turn {
    /// Action 1: a Spearman's square and the square its spear points at.
    pub step: Option<(Square, Square)>,
    /// Action 2: a Spearman's square (after action 1) and its new facing.
    pub rotate: Option<(Square, u8)>,
    pub act: Act,
}

/// A possible action 1.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Step {
    /// Index of the Spearman in `Gen::spears`.
    idx: u8,
    pub(super) from: Square,
    pub(super) to: Square,
    /// It takes the enemy's last Elephant: the turn ends there.
    pub(super) ends: bool,
}

/// A possible action 2 (after a given action 1).
#[derive(Clone, Copy, Debug)]
pub(super) struct Rot {
    pub(super) sq: Square,
    pub(super) facing: u8,
    /// 1 + 2 × Spearman index + choice: the same for a Spearman whether or not it stepped.
    rank: u16,
}

/// A legal fall (which depends only on geometry and Stones, not on the pieces).
#[derive(Clone, Copy, Debug)]
pub(super) struct Fall {
    pub(super) tower: Square,
    pub(super) dir: Dir8,
    hits: [Square; 8],
    n: u8,
    /// The Tower's square and the hit squares occupied before the turn.
    mask: u128,
}

impl Fall {
    #[inline]
    fn hits(&self, sq: Square) -> bool {
        self.hits[..self.n as usize].contains(&sq)
    }
}

/// A fall turn's result relative to the position before the turn: squares that end empty
/// (having held something) and squares that end holding a different piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct FallKey {
    emptied: u128,
    filled: [u16; 2],
}

impl FallKey {
    #[inline]
    fn hash(&self) -> u64 {
        let lo = self.emptied as u64;
        let hi = (self.emptied >> 64) as u64;
        let f = (self.filled[0] as u64) << 16 | self.filled[1] as u64;
        let mut h = lo.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ hi.rotate_left(29).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
        h ^= f.wrapping_mul(0x1656_67B1_9E37_79F9);
        h ^ (h >> 31)
    }
}

/// The side to move's Spearmen, action-1 steps and falls.
pub(crate) struct Gen<'a> {
    rules: &'a Rules,
    cells: &'a Cells,
    me: Seat,
    spears: Vec<Square>,
    steps: Vec<Step>,
    falls: Vec<Fall>,
}

impl<'a> Gen<'a> {
    pub(crate) fn new(pos: &'a ThreeElephant) -> Gen<'a> {
        let rules: &Rules = &pos.rules;
        let cells = &pos.cells;
        let me = pos.side;
        let mut spears = Vec::with_capacity(16);
        let mut steps = Vec::with_capacity(16);
        let mut falls = Vec::with_capacity(16);
        for (sq, &c) in Square::all(SQUARES).zip(cells.iter()) {
            if !board::is_own(c, me) {
                continue;
            }
            let k = board::kind(c);
            if k <= board::RIGHT {
                let to = rules.spear[me][k as usize][sq];
                if to.is_some() {
                    let t = cells[to];
                    if t == EMPTY || board::is_enemy(t, me) {
                        let ends = board::is_piece(t) && board::kind(t) == ELEPHANT && pos.elephants[me.other()] == 1;
                        steps.push(Step { idx: spears.len() as u8, from: sq, to, ends });
                    }
                }
                spears.push(sq);
            } else if k == TOWER {
                for &dir in &rules.fall_dirs {
                    let (hits, n) = fall_hits(rules, cells, sq, dir);
                    if n == 0 && !rules.empty_fall {
                        continue;
                    }
                    let mut mask = u128::of(sq);
                    for &x in &hits[..n] {
                        if cells[x] != EMPTY {
                            mask |= u128::of(x);
                        }
                    }
                    falls.push(Fall { tower: sq, dir, hits, n: n as u8, mask });
                }
            }
        }
        Gen { rules, cells, me, spears, steps, falls }
    }

    pub(super) fn steps(&self) -> &[Step] {
        &self.steps
    }

    pub(super) fn falls(&self) -> &[Fall] {
        &self.falls
    }

    /// The board after action 1 (or as it is, without one).
    pub(super) fn after_step(&self, step: Option<&Step>) -> Cells {
        let mut b = *self.cells;
        if let Some(s) = step {
            b[s.to] = b[s.from];
            b[s.from] = EMPTY;
        }
        b
    }

    /// Rotations available after `step` (the stepped Spearman keeps its facing).
    pub(super) fn rotations(&self, step: Option<&Step>, out: &mut Vec<Rot>) {
        out.clear();
        for (i, &sq) in self.spears.iter().enumerate() {
            let facing = board::kind(self.cells[sq]);
            let at = match step {
                Some(s) if s.idx as usize == i => s.to,
                _ => sq,
            };
            for (k, &f) in board::rotations(facing).iter().enumerate() {
                out.push(Rot { sq: at, facing: f, rank: (1 + 2 * i + k) as u16 });
            }
        }
    }

    /// The result description of (step, rot, fall); `rot` must survive the fall.
    #[inline]
    fn fall_key(&self, step: Option<&Step>, rot: Option<&Rot>, fall: &Fall) -> FallKey {
        let mut emptied = fall.mask;
        let mut filled = [0u16; 2];
        let code = |sq: Square, c: u8| ((sq.number() + 1) << 8) | u16::from(c);
        if let Some(s) = step {
            emptied |= u128::of(s.from);
            if !fall.hits(s.to) {
                let mut c = self.cells[s.from];
                if let Some(r) = rot
                    && r.sq == s.to
                {
                    c = board::piece(self.me, r.facing);
                }
                filled[0] = code(s.to, c);
            }
        }
        if let Some(r) = rot
            && step.is_none_or(|s| s.to != r.sq)
        {
            filled[1] = code(r.sq, board::piece(self.me, r.facing));
        }
        if filled[0] > filled[1] {
            filled.swap(0, 1);
        }
        FallKey { emptied, filled }
    }

    /// Fewest actions first, then generation order.
    #[inline]
    fn rank(step: Option<(usize, &Step)>, rot: Option<&Rot>, fall_index: usize) -> u64 {
        let actions = 1 + step.is_some() as u64 + rot.is_some() as u64;
        let s = step.map_or(0, |(i, _)| i as u64 + 1);
        let r = rot.map_or(0, |r| r.rank as u64);
        actions << 56 | s << 40 | r << 24 | fall_index as u64
    }
}

/// Non-fall action 3 moves of `me` on `b`.
pub(super) fn piece_moves(rules: &Rules, b: &Cells, me: Seat, out: &mut Vec<(Square, Square)>) {
    out.clear();
    for (sq, &c) in Square::all(SQUARES).zip(b.iter()) {
        if !board::is_own(c, me) {
            continue;
        }
        let leaps = match board::kind(c) {
            KNIGHT => &rules.knight,
            ELEPHANT => &rules.elephant,
            TOWER => {
                for &d in &rules.slides {
                    for &t in rules.ray(sq, d) {
                        if b[t] != EMPTY {
                            break;
                        }
                        out.push((sq, t));
                    }
                }
                continue;
            }
            _ => continue,
        };
        for &t in leaps.from(sq) {
            let tc = b[t];
            if tc == EMPTY || board::is_enemy(tc, me) {
                out.push((sq, t));
            }
        }
    }
}

/// Open-addressing set of fall results; keeps the lowest-ranked turn of each.
struct FallTable {
    slots: Vec<u32>,
    seen: Vec<(FallKey, u64, u32)>,
}

impl FallTable {
    fn new(candidates: usize) -> FallTable {
        let size = (candidates * 2).max(16).next_power_of_two();
        FallTable { slots: vec![u32::MAX; size], seen: Vec::with_capacity(candidates.min(4096)) }
    }

    #[inline]
    fn offer(&mut self, key: FallKey, rank: u64, turn: Turn, out: &mut Vec<Turn>) {
        let mask = self.slots.len() - 1;
        let mut h = key.hash() as usize & mask;
        loop {
            let s = self.slots[h];
            if s == u32::MAX {
                self.slots[h] = self.seen.len() as u32;
                self.seen.push((key, rank, out.len() as u32));
                out.push(turn);
                return;
            }
            let e = &mut self.seen[s as usize];
            if e.0 == key {
                if rank < e.1 {
                    e.1 = rank;
                    out[e.2 as usize] = turn;
                }
                return;
            }
            h = (h + 1) & mask;
        }
    }
}

impl FallTable {
    /// The index in the list of the turn kept for this result.
    fn get(&self, key: &FallKey) -> Option<usize> {
        let mask = self.slots.len() - 1;
        let mut h = key.hash() as usize & mask;
        loop {
            let s = self.slots[h];
            if s == u32::MAX {
                return None;
            }
            let e = &self.seen[s as usize];
            if e.0 == *key {
                return Some(e.2 as usize);
            }
            h = (h + 1) & mask;
        }
    }
}

/// Offers the fall turns after step `si` (0 = none, else `steps[si - 1]`) to `table`, which
/// keeps of each result the turn with the fewest actions; `rots` are the rotations after it.
fn offer_falls(g: &Gen, si: usize, rots: &[Rot], table: &mut FallTable, out: &mut Vec<Turn>) {
    let step = si.checked_sub(1).map(|i| &g.steps[i]);
    let step_t = step.map(|s| (s.from, s.to));
    for (fi, fall) in g.falls.iter().enumerate() {
        let act = Act::Fall(fall.tower, fall.dir);
        for ri in 0..=rots.len() {
            let rot = ri.checked_sub(1).map(|i| &rots[i]);
            if rot.is_some_and(|r| fall.hits(r.sq)) {
                // Rotating a Spearman the fall destroys changes nothing.
                continue;
            }
            let key = g.fall_key(step, rot, fall);
            let rank = Gen::rank(step.map(|s| (si - 1, s)), rot, fi);
            table.offer(key, rank, Turn { step: step_t, rotate: rot.map(|r| (r.sq, r.facing)), act }, out);
        }
    }
}

/// Every fall turn of a position, to find the listed form of a fall turn met by its actions
/// (`Game::shortlist`) in one look, where `canonical` searches for it.
pub(super) struct ListedFalls {
    table: FallTable,
    turns: Vec<Turn>,
}

impl ListedFalls {
    pub(super) fn new(g: &Gen) -> ListedFalls {
        let mut table = FallTable::new((g.steps.len() + 1) * (2 * g.spears.len() + 1) * g.falls.len());
        let mut turns = Vec::new();
        let mut rots = Vec::with_capacity(2 * g.spears.len());
        for si in 0..=g.steps.len() {
            let step = si.checked_sub(1).map(|i| &g.steps[i]);
            if step.is_some_and(|s| s.ends) {
                continue;
            }
            g.rotations(step, &mut rots);
            offer_falls(g, si, &rots, &mut table, &mut turns);
        }
        ListedFalls { table, turns }
    }

    /// The listed turn of (step, rotation, fall); a rotation the fall destroys is dropped.
    pub(super) fn listed(&self, g: &Gen, step: Option<&Step>, rot: Option<&Rot>, fall: &Fall) -> Turn {
        let rot = rot.filter(|r| !fall.hits(r.sq));
        let i = self.table.get(&g.fall_key(step, rot, fall)).expect("every legal fall turn was offered");
        self.turns[i]
    }
}

/// Appends every legal turn of the side to move (the caller checks the game is not over).
pub fn generate(pos: &ThreeElephant, out: &mut Vec<Turn>) {
    let g = Gen::new(pos);
    let rules = g.rules;
    let mut acts = Vec::with_capacity(64);
    let mut rots = Vec::with_capacity(2 * g.spears.len());
    let mut table = FallTable::new((g.steps.len() + 1) * (2 * g.spears.len() + 1) * g.falls.len());
    for si in 0..=g.steps.len() {
        let step = si.checked_sub(1).map(|i| &g.steps[i]);
        if let Some(s) = step
            && s.ends
        {
            out.push(Turn { step: Some((s.from, s.to)), rotate: None, act: Act::None });
            continue;
        }
        let b = g.after_step(step);
        let step_t = step.map(|s| (s.from, s.to));
        g.rotations(step, &mut rots);
        piece_moves(rules, &b, g.me, &mut acts);
        for ri in 0..=rots.len() {
            let rotate = ri.checked_sub(1).map(|i| (rots[i].sq, rots[i].facing));
            if step.is_some() {
                out.push(Turn { step: step_t, rotate, act: Act::None });
            }
            for &(u, v) in &acts {
                out.push(Turn { step: step_t, rotate, act: Act::Move(u, v) });
            }
        }
        offer_falls(&g, si, &rots, &mut table, out);
    }
}

/// Capturing turns for the search's quiescence: a capturing Spearman step alone; a capturing
/// piece move or a fall that hits an enemy alone; and each capturing step followed by each of
/// those. Rotations and quiet actions are left out: quiescence weighs exchanges, and the whole
/// list (thousands of turns, nearly all quiet) is what would make it slow.
pub fn tactical(pos: &ThreeElephant, out: &mut Vec<Turn>) {
    let g = Gen::new(pos);
    let me = g.me;
    let mut acts = Vec::with_capacity(64);
    let start = out.len();
    for si in 0..=g.steps.len() {
        let step = si.checked_sub(1).map(|i| &g.steps[i]);
        let mut b = pos.cells;
        if let Some(s) = step {
            if !board::is_enemy(b[s.to], me) {
                continue;
            }
            out.push(Turn { step: Some((s.from, s.to)), rotate: None, act: Act::None });
            if s.ends {
                continue;
            }
            b[s.to] = b[s.from];
            b[s.from] = EMPTY;
        }
        let step_t = step.map(|s| (s.from, s.to));
        piece_moves(g.rules, &b, me, &mut acts);
        for &(u, v) in &acts {
            if board::is_enemy(b[v], me) {
                out.push(Turn { step: step_t, rotate: None, act: Act::Move(u, v) });
            }
        }
        for fall in &g.falls {
            if fall.hits[..fall.n as usize].iter().any(|&x| board::is_enemy(b[x], me)) {
                let t = canonical(pos, Turn { step: step_t, rotate: None, act: Act::Fall(fall.tower, fall.dir) });
                if !out[start..].contains(&t) {
                    out.push(t);
                }
            }
        }
    }
}

/// The listed turn equivalent to a legal `turn` (which it is, unless it has a fall).
pub fn canonical(pos: &ThreeElephant, turn: Turn) -> Turn {
    let Act::Fall(w, d) = turn.act else { return turn };
    let g = Gen::new(pos);
    let find_step = |t: Option<(Square, Square)>| t.map(|(from, _)| g.steps.iter().position(|s| s.from == from).expect("a legal step"));
    let mut rots = Vec::new();
    let si = find_step(turn.step);
    let step = si.map(|i| &g.steps[i]);
    g.rotations(step, &mut rots);
    let rot = turn.rotate.map(|(q, f)| *rots.iter().find(|r| r.sq == q && r.facing == f).expect("a legal rotation"));
    let fi = g.falls.iter().position(|f| f.tower == w && f.dir == d).expect("a legal fall");
    let fall = g.falls[fi];
    let rot = rot.filter(|r| !fall.hits(r.sq));
    let want = g.fall_key(step, rot.as_ref(), &fall);
    let mut best = (Gen::rank(si.zip(step), rot.as_ref(), fi), Turn { step: turn.step, rotate: rot.map(|r| (r.sq, r.facing)), act: turn.act });
    // Only candidates whose Tower, stepping Spearman and rotated Spearman appear in the result
    // can give it.
    let filled = |sq: Square| want.filled.iter().any(|&f| f != 0 && f >> 8 == sq.number() + 1);
    for si in 0..=g.steps.len() {
        let step = si.checked_sub(1).map(|i| &g.steps[i]);
        if step.is_some_and(|s| s.ends || want.emptied & u128::of(s.from) == 0) {
            continue;
        }
        g.rotations(step, &mut rots);
        for (fi, fall) in g.falls.iter().enumerate() {
            if want.emptied & u128::of(fall.tower) == 0 {
                continue;
            }
            for ri in 0..=rots.len() {
                let rot = ri.checked_sub(1).map(|i| &rots[i]);
                if rot.is_some_and(|r| fall.hits(r.sq) || !filled(r.sq)) {
                    continue;
                }
                let rank = Gen::rank(step.map(|s| (si - 1, s)), rot, fi);
                if rank < best.0 && g.fall_key(step, rot, fall) == want {
                    let t = Turn { step: step.map(|s| (s.from, s.to)), rotate: rot.map(|r| (r.sq, r.facing)), act: Act::Fall(fall.tower, fall.dir) };
                    best = (rank, t);
                }
            }
        }
    }
    best.1
}

/// Whether the side to move has any legal turn: an action 1, or an action 3 on the board as
/// it stands (a fall, or a piece move).
pub fn has_any_turn(pos: &ThreeElephant) -> bool {
    let rules: &Rules = &pos.rules;
    let me = pos.side;
    let b = &pos.cells;
    for (sq, &c) in Square::all(SQUARES).zip(b.iter()) {
        if !board::is_own(c, me) {
            continue;
        }
        let open = |t: Square| t.is_some() && (b[t] == EMPTY || board::is_enemy(b[t], me));
        let found = match board::kind(c) {
            KNIGHT => rules.knight.from(sq).iter().any(|&t| open(t)),
            ELEPHANT => rules.elephant.from(sq).iter().any(|&t| open(t)),
            TOWER => {
                rules.slides.iter().any(|&d| rules.ray(sq, d).first().is_some_and(|&t| b[t] == EMPTY))
                    || rules.fall_dirs.iter().any(|&d| rules.empty_fall || fall_hits(rules, b, sq, d).1 > 0)
            }
            k => {
                let t = rules.spear[me][k as usize][sq];
                t.is_some() && b[t] != STONE && !board::is_own(b[t], me)
            }
        };
        if found {
            return true;
        }
    }
    false
}
