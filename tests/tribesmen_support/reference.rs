//! A slow reference implementation of the rules, written apart from the engine: positions as
//! maps of stacks, lines of sight by exact rational arithmetic on the segment's parameter, and
//! trips by assigning each displaced pyramid to each neighbouring square in turn.

use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::OnceLock;
use towers::core::{BoardView, PieceKind, PyramidSize, Seat};

/// A position: stacks by (file, rank) as (owner, sizes bottom to top in pips), the side to
/// move, and who is still in.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pos {
    pub stacks: BTreeMap<(i32, i32), (Seat, Vec<u8>)>,
    pub to_move: Seat,
    pub active: Vec<bool>,
}

#[derive(Clone, Copy, Debug)]
pub struct Rules {
    pub files: i32,
    pub ranks: i32,
    pub corner_touch: bool,
    pub taller_than_both: bool,
    pub push_stays: bool,
    /// Seats in turn order.
    pub order: [Seat; 4],
    pub seats: usize,
}

impl Rules {
    pub fn standard() -> Rules {
        Rules {
            files: 5,
            ranks: 5,
            corner_touch: false,
            taller_than_both: false,
            push_stays: false,
            order: [Seat::FIRST, Seat::SECOND, Seat::FIRST, Seat::FIRST],
            seats: 2,
        }
    }
    pub fn four_player() -> Rules {
        Rules { files: 7, ranks: 7, corner_touch: false, taller_than_both: false, push_stays: false, order: [0, 1, 2, 3].map(Seat::new), seats: 4 }
    }
    fn on_board(&self, (x, y): (i32, i32)) -> bool {
        x >= 0 && y >= 0 && x < self.files && y < self.ranks
    }
}

/// A fraction with a positive denominator, compared exactly.
#[derive(Clone, Copy, Debug)]
struct Frac(i64, i64);

impl Frac {
    fn new(n: i64, d: i64) -> Frac {
        if d < 0 { Frac(-n, -d) } else { Frac(n, d) }
    }
}
impl PartialEq for Frac {
    fn eq(&self, o: &Frac) -> bool {
        self.cmp(o) == Ordering::Equal
    }
}
impl Eq for Frac {}
impl PartialOrd for Frac {
    fn partial_cmp(&self, o: &Frac) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}
impl Ord for Frac {
    fn cmp(&self, o: &Frac) -> Ordering {
        (self.0 * o.1).cmp(&(o.0 * self.1))
    }
}

/// The parameter range (lo, hi) where the coordinate t·d lies within 1/2 of c (open or closed
/// per the caller), or None when d = 0 and c is not 0 (never), or "always" when d = 0, c = 0.
fn axis_range(d: i64, c: i64) -> Option<(Frac, Frac)> {
    if d == 0 {
        return if c == 0 { Some((Frac(-1, 1), Frac(2, 1))) } else { None };
    }
    // |t·d − c| < 1/2  ⇔  t between (2c − 1)/(2d) and (2c + 1)/(2d).
    let (a, b) = (Frac::new(2 * c - 1, 2 * d), Frac::new(2 * c + 1, 2 * d));
    Some(if a < b { (a, b) } else { (b, a) })
}

/// The squares strictly between (0,0) and (dx,dy) met by the open segment between their
/// centres: entering the interior, or (corner_touch) also touching the closed square.
pub fn line_squares(dx: i32, dy: i32, corner_touch: bool) -> BTreeSet<(i32, i32)> {
    let mut out = BTreeSet::new();
    for x in dx.min(0)..=dx.max(0) {
        for y in dy.min(0)..=dy.max(0) {
            if (x, y) == (0, 0) || (x, y) == (dx, dy) {
                continue;
            }
            let (Some((xl, xh)), Some((yl, yh))) = (axis_range(dx as i64, x as i64), axis_range(dy as i64, y as i64)) else {
                continue;
            };
            // Intersect with the open parameter range (0, 1).
            let lo = xl.max(yl).max(Frac(0, 1));
            let hi = xh.min(yh).min(Frac(1, 1));
            let lo_open = xl.max(yl) <= Frac(0, 1);
            let hi_open = xh.min(yh) >= Frac(1, 1);
            let meets = if corner_touch {
                // Closed square: a single shared point counts, unless it is an end of (0, 1).
                lo < hi || (lo == hi && !lo_open && !hi_open)
            } else {
                lo < hi
            };
            if meets {
                out.insert((x, y));
            }
        }
    }
    out
}

/// Per offset and reading, the squares a line crosses.
type LineTable = HashMap<(i32, i32, bool), Vec<(i32, i32)>>;

/// `line_squares` for offsets up to 6, computed once.
fn cached_line(dx: i32, dy: i32, corner_touch: bool) -> &'static [(i32, i32)] {
    static TABLE: OnceLock<LineTable> = OnceLock::new();
    let t = TABLE.get_or_init(|| {
        let mut t = HashMap::new();
        for dx in -6..=6 {
            for dy in -6..=6 {
                for c in [false, true] {
                    t.insert((dx, dy, c), line_squares(dx, dy, c).into_iter().collect());
                }
            }
        }
        t
    });
    &t[&(dx, dy, corner_touch)]
}

pub fn from_view(v: &BoardView) -> Pos {
    let mut stacks = BTreeMap::new();
    for s in &v.squares {
        if s.stack.is_empty() {
            continue;
        }
        let owner = s.stack[0].owner.expect("pyramids have owners");
        let sizes = s
            .stack
            .iter()
            .map(|p| match p.kind {
                PieceKind::Pyramid { size: PyramidSize::Small, .. } => 1,
                PieceKind::Pyramid { size: PyramidSize::Medium, .. } => 2,
                PieceKind::Pyramid { size: PyramidSize::Large, .. } => 3,
                _ => panic!("a piece that is not a pyramid"),
            })
            .collect();
        stacks.insert((s.col as i32, s.row as i32), (owner, sizes));
    }
    Pos { stacks, to_move: v.to_move, active: v.seats.iter().map(|s| s.active).collect() }
}

fn sorted_ok(v: &[u8]) -> bool {
    v.windows(2).all(|w| w[0] >= w[1])
}

fn count(p: &Pos, seat: Seat) -> usize {
    p.stacks.values().filter(|(o, _)| *o == seat).map(|(_, s)| s.len()).sum()
}

/// The stacks that cannot see their king, all judged on this position.
pub fn blind(p: &Pos, r: &Rules) -> BTreeSet<(i32, i32)> {
    let mut dead = BTreeSet::new();
    for (&a, (owner, sizes)) in &p.stacks {
        if sizes.contains(&1) {
            continue;
        }
        let Some((&k, (_, ks))) = p.stacks.iter().find(|(_, (o, s))| o == owner && s.contains(&1)) else { continue };
        let (ha, hk) = (sizes.len(), ks.len());
        let limit = if r.taller_than_both { ha.max(hk) } else { ha.min(hk) };
        for &(x, y) in cached_line(k.0 - a.0, k.1 - a.1, r.corner_touch) {
            if let Some((_, s)) = p.stacks.get(&(a.0 + x, a.1 + y))
                && s.len() > limit
            {
                dead.insert(a);
                break;
            }
        }
    }
    dead
}

const DIRS: [(i32, i32); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];

/// A board as the reference keeps it: per square, owner and sizes bottom to top.
pub type Stacks = BTreeMap<(i32, i32), (Seat, Vec<u8>)>;

/// Boards right after each legal action of the side to move (before vision), as a set.
pub fn actions(p: &Pos, r: &Rules) -> BTreeSet<Stacks> {
    let me = p.to_move;
    let mut out = BTreeSet::new();
    for (&a, (owner, sizes)) in &p.stacks {
        if *owner != me {
            continue;
        }
        let h = sizes.len();
        for (dx, dy) in DIRS {
            let t = (a.0 + dx, a.1 + dy);
            if !r.on_board(t) {
                continue;
            }
            match p.stacks.get(&t) {
                None => {
                    for k in 1..=h {
                        let mut b = p.stacks.clone();
                        let moving = sizes[h - k..].to_vec();
                        if k == h {
                            b.remove(&a)
                        } else {
                            b.insert(a, (me, sizes[..h - k].to_vec()))
                        };
                        b.insert(t, (me, moving));
                        out.insert(b);
                    }
                }
                Some((o, ts)) if *o == me => {
                    for k in 1..=h {
                        let mut joined = ts.clone();
                        joined.extend_from_slice(&sizes[h - k..]);
                        if !sorted_ok(&joined) {
                            continue;
                        }
                        let mut b = p.stacks.clone();
                        if k == h {
                            b.remove(&a)
                        } else {
                            b.insert(a, (me, sizes[..h - k].to_vec()))
                        };
                        b.insert(t, (me, joined));
                        out.insert(b);
                    }
                }
                Some((victim, vs)) => {
                    if vs.len() >= h + 2 {
                        trips(p, r, a, t, *victim, vs, &mut out);
                    } else if vs.len() < h {
                        let beyond = (t.0 + dx, t.1 + dy);
                        if r.on_board(beyond) && !p.stacks.contains_key(&beyond) {
                            let mut b = p.stacks.clone();
                            b.insert(beyond, (*victim, vs.clone()));
                            if r.push_stays {
                                b.remove(&t);
                            } else {
                                let mine = b.remove(&a).unwrap();
                                b.insert(t, mine);
                            }
                            out.insert(b);
                        }
                    }
                }
            }
        }
    }
    out
}

#[allow(clippy::too_many_arguments)]
fn trips(p: &Pos, r: &Rules, a: (i32, i32), t: (i32, i32), victim: Seat, vs: &[u8], out: &mut BTreeSet<Stacks>) {
    let mut base = p.stacks.clone();
    let tripper = base.remove(&a).unwrap();
    base.insert(t, tripper);
    let around: Vec<(i32, i32)> = DIRS.iter().map(|(dx, dy)| (t.0 + dx, t.1 + dy)).filter(|&q| r.on_board(q)).collect();
    let n = vs.len();
    let ways = around.len().pow(n as u32);
    for mut code in 0..ways {
        let mut got: BTreeMap<(i32, i32), Vec<u8>> = BTreeMap::new();
        for &size in vs {
            got.entry(around[code % around.len()]).or_default().push(size);
            code /= around.len();
        }
        let mut b = base.clone();
        let mut ok = true;
        for (q, mut added) in got {
            added.sort_by(|x, y| y.cmp(x));
            let mut stack = match b.get(&q) {
                None => Vec::new(),
                Some((o, s)) if *o == victim => s.clone(),
                Some(_) => {
                    ok = false;
                    break;
                }
            };
            stack.extend(added);
            if !sorted_ok(&stack) {
                ok = false;
                break;
            }
            b.insert(q, (victim, stack));
        }
        if ok {
            out.insert(b);
        }
    }
}

/// The positions one legal move away (distinct), with the history rules off. Two-player
/// positions whose game is over have no children.
pub fn children(p: &Pos, r: &Rules) -> BTreeSet<Pos> {
    if is_over(p, r) {
        return BTreeSet::new();
    }
    let mut out = BTreeSet::new();
    for stacks in actions(p, r) {
        let mut q = Pos { stacks, to_move: p.to_move, active: p.active.clone() };
        for sq in blind(&q, r) {
            q.stacks.remove(&sq);
        }
        let mover = p.to_move;
        let out_now: Vec<Seat> = Seat::all(r.seats).filter(|&s| q.active[s] && count(&q, s) <= 4).collect();
        let still = Seat::all(r.seats).filter(|&s| q.active[s] && !out_now.contains(&s)).count();
        let order = &r.order[..r.seats];
        let mut i = order.iter().position(|&s| s == mover).unwrap();
        // Four players: those at four or fewer are out and their pyramids leave, also when
        // nobody is left (a draw on an empty board; the side to move is then the next of
        // those who were in).
        if r.seats > 2 && still == 0 {
            q.to_move = (1..=order.len()).map(|k| order[(i + k) % order.len()]).find(|&s| q.active[s]).unwrap();
        }
        if r.seats > 2 {
            for &s in &out_now {
                q.stacks.retain(|_, (o, _)| *o != s);
                q.active[s] = false;
            }
        }
        let finished = if r.seats == 2 { !out_now.is_empty() } else { still <= 1 };
        // The next player in turn order who is still in; with four players one without a
        // legal action is out and his pyramids leave.
        for _ in 0..2 * order.len() {
            i = (i + 1) % order.len();
            let s = order[i];
            if !q.active[s] {
                continue;
            }
            q.to_move = s;
            if r.seats > 2 && !finished && q.active.iter().filter(|&&x| x).count() > 1 && actions(&q, r).is_empty() {
                q.stacks.retain(|_, (o, _)| *o != s);
                q.active[s] = false;
                continue;
            }
            break;
        }
        out.insert(q);
    }
    out
}

/// Whether a game is over in this position (history rules off).
pub fn is_over(p: &Pos, r: &Rules) -> bool {
    let live: Vec<Seat> = Seat::all(r.seats).filter(|&s| p.active[s]).collect();
    if r.seats == 2 {
        live.iter().any(|&s| count(p, s) <= 4) || actions(p, r).is_empty()
    } else {
        // One left, or none (every one left dropped to four or fewer in the same turn).
        live.len() <= 1
    }
}

pub fn perft(p: &Pos, r: &Rules, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let c = children(p, r);
    if depth == 1 {
        return c.len() as u64;
    }
    c.iter().map(|q| perft(q, r, depth - 1)).sum()
}
