//! Static evaluation for the computer players.
//!
//! The game is won by Elephants alone, so their count dominates, and losing the second-last
//! costs more than the first. A turn here is three actions and the search rarely sees past the
//! opponent's reply, so the evaluation does a small exchange analysis itself: what the side to
//! move can take this turn (one Spearman capture as action 1, one piece capture or War Tower
//! fall as action 3, less the piece it loses when the target is defended), against what the
//! other side threatens (one threatened piece can be saved by action 3, a second cannot).
//! Without progress terms the two sides shuffle until the no-capture draw, so pieces are drawn
//! toward the enemy Elephants, Spearmen are rewarded for advancing, and attacks on the squares
//! around the enemy Elephants count.

use super::board::{self, ELEPHANT, EMPTY, KNIGHT, SQUARES, STONE, TOWER};
use super::position::{End, ThreeElephant, fall_hits, fall_squares};
use crate::core::memo::Memo;
use crate::core::{Bits, Seat, Square};
use std::cell::RefCell;

/// Squares `side` could capture on or destroy with one action from the position as it stands:
/// Spearman steps, Knight and Elephant leaps, and every fall of its War Towers.
pub fn attacks(pos: &ThreeElephant, side: Seat) -> u128 {
    let rules = pos.rules();
    let b = &pos.cells;
    let mut mask = 0u128;
    for (sq, &c) in Square::all(SQUARES).zip(b.iter()) {
        if !board::is_own(c, side) {
            continue;
        }
        match board::kind(c) {
            KNIGHT => rules.knight.from(sq).iter().for_each(|&t| mask |= u128::of(t)),
            ELEPHANT => rules.elephant.from(sq).iter().for_each(|&t| mask |= u128::of(t)),
            TOWER => {
                for &d in &rules.fall_dirs {
                    let (hits, n) = fall_hits(rules, b, sq, d);
                    hits[..n].iter().for_each(|&t| mask |= u128::of(t));
                }
            }
            k => {
                let t = rules.spear[side][k as usize][sq];
                if t.is_some() && b[t] != STONE {
                    mask |= u128::of(t);
                }
            }
        }
    }
    mask
}

/// `side`'s Elephants that the other side could take next turn.
pub fn threatened_elephants(pos: &ThreeElephant, side: Seat) -> u128 {
    let hit = attacks(pos, side.other());
    let mut mask = 0u128;
    for (sq, &c) in Square::all(SQUARES).zip(pos.cells.iter()) {
        if c != EMPTY && board::is_own(c, side) && board::kind(c) == ELEPHANT && hit.has(sq) {
            mask |= u128::of(sq);
        }
    }
    mask
}

const SPEARMAN: i32 = 100;
/// A Spearman on the far rank: only a blocker.
const DEAD_SPEARMAN: i32 = 20;
const KNIGHT_VALUE: i32 = 330;
const TOWER_VALUE: i32 = 400;
/// An Elephant's worth to an owner with this many: the last is the game.
const ELEPHANT_LOSS: [i32; 4] = [0, WIN, 2000, 1500];
/// All of a side's Elephants together, by count (the sums of `ELEPHANT_LOSS` but the last).
const ELEPHANTS: [i32; 4] = [0, 2500, 4500, 6000];
/// An Elephant's worth by the number of squares it could flee to safely: a cornered one is
/// half lost.
const ELEPHANT_ROOM: [i32; 7] = [-90, -35, 0, 12, 20, 25, 28];
/// A capture of the last Elephant: the game.
const WIN: i32 = 8000;
/// Evaluation of a position where the side to move takes the last enemy Elephant this turn.
const WON: i32 = 9000;

/// A piece's value to `owner`'s opponent when taken (Elephants by how many the owner has).
#[inline]
fn value(pos: &ThreeElephant, c: u8) -> i32 {
    match board::kind(c) {
        ELEPHANT => ELEPHANT_LOSS[pos.elephants[board::owner(c)].min(3) as usize],
        TOWER => TOWER_VALUE,
        KNIGHT => KNIGHT_VALUE,
        _ => SPEARMAN,
    }
}

/// Kings' steps between two squares, looked up: the evaluation asks for it for every piece and
/// every enemy Elephant, and working out both squares' files and ranks each time was a large
/// part of its cost.
#[inline]
fn distance(a: Square, b: Square) -> i32 {
    DISTANCE[a.index()][b.index()] as i32
}

static DISTANCE: [[u8; SQUARES]; SQUARES] = distances();

const fn distances() -> [[u8; SQUARES]; SQUARES] {
    let mut d = [[0u8; SQUARES]; SQUARES];
    let mut a = 0;
    while a < SQUARES {
        let mut b = 0;
        while b < SQUARES {
            let files = (a % board::FILES).abs_diff(b % board::FILES);
            let ranks = (a / board::FILES).abs_diff(b / board::FILES);
            d[a][b] = if files > ranks { files } else { ranks } as u8;
            b += 1;
        }
        a += 1;
    }
    d
}

/// One side's reach over the board as it stands.
struct Reach {
    /// Its pieces' squares.
    own: u128,
    /// Its Elephants' squares.
    elephants: u128,
    /// Squares its Spearmen point at (a step may capture there).
    spear: u128,
    /// Squares a Knight or Elephant leaps to.
    leap: u128,
    /// Its pieces' squares and the Stones': where none of its pieces may land.
    closed: u128,
    /// Squares one of its War Towers' falls reaches.
    fall: u128,
    /// Squares a Knight leaps to (of the two leapers, the cheaper to lose on a recapture).
    knight_leap: u128,
    /// How many of its pieces attack each square (leaps, spears, falls).
    count: [u8; SQUARES],
    /// The best War Tower fall: material destroyed less its own losses (0 if none gains).
    best_fall: i32,
    /// Some fall destroys every enemy Elephant and not every own one.
    fall_wins: bool,
}

impl Reach {
    const NONE: Reach =
        Reach { own: 0, elephants: 0, spear: 0, leap: 0, knight_leap: 0, closed: 0, fall: 0, count: [0; SQUARES], best_fall: 0, fall_wins: false };
}

/// Where each side's pieces reach, and the best fall of each (which needs both sides' pieces),
/// by seat: one walk over the board for both.
fn reaches(pos: &ThreeElephant) -> [Reach; 2] {
    let rules = pos.rules();
    let b = &pos.cells;
    let mut both = [Reach::NONE, Reach::NONE];
    for (sq, &c) in Square::all(SQUARES).zip(b.iter()) {
        if !board::is_piece(c) {
            if c == STONE {
                both.iter_mut().for_each(|r| r.closed |= u128::of(sq));
            }
            continue;
        }
        let side = board::owner(c);
        let r = &mut both[side];
        r.own |= u128::of(sq);
        r.closed |= u128::of(sq);
        let k = board::kind(c);
        match k {
            KNIGHT | ELEPHANT => {
                let leaps = if k == KNIGHT {
                    r.knight_leap |= rules.knight.mask(sq);
                    &rules.knight
                } else {
                    r.elephants |= u128::of(sq);
                    &rules.elephant
                };
                r.leap |= leaps.mask(sq);
                for &t in leaps.from(sq) {
                    r.count[t] += 1;
                }
            }
            TOWER => tower_falls(pos, side, sq, r),
            _ => {
                let t = rules.spear[side][k as usize][sq];
                if t.is_some() && b[t] != STONE {
                    r.spear |= u128::of(t);
                    r.count[t] += 1;
                }
            }
        }
    }
    both
}

/// The squares a War Tower on `sq` reaches by falling, and its best fall, into `r`; each fall's
/// squares are walked, not gathered first (`fall_hits`).
fn tower_falls(pos: &ThreeElephant, side: Seat, sq: Square, r: &mut Reach) {
    let rules = pos.rules();
    let b = &pos.cells;
    let foe = side.other();
    for &d in &rules.fall_dirs {
        let (mut gain, mut theirs, mut ours) = (-TOWER_VALUE, 0u8, 0u8);
        for t in fall_squares(rules, b, sq, d) {
            let h = b[t];
            r.count[t] += 1;
            r.fall |= u128::of(t);
            if !board::is_piece(h) {
                continue;
            }
            if board::owner(h) == side {
                gain -= value(pos, h);
                ours += (board::kind(h) == ELEPHANT) as u8;
            } else {
                gain += value(pos, h);
                theirs += (board::kind(h) == ELEPHANT) as u8;
            }
        }
        if theirs > 0 && theirs >= pos.elephants[foe] && ours < pos.elephants[side] {
            r.fall_wins = true;
        }
        r.best_fall = r.best_fall.max(gain);
    }
}

/// What `side` can take this turn, and what it threatens piece by piece.
struct Captures {
    /// Best action-1 capture (a Spearman step), net of a defended target's recapture.
    spear: i32,
    /// Best action-3 capture (a leap or a fall), net likewise.
    piece: i32,
    /// The two largest net gains on distinct targets (a fall counts as one target).
    top: [i32; 2],
    /// It can take the enemy's last Elephant this turn.
    wins: bool,
}

fn captures(pos: &ThreeElephant, side: Seat, mine: &Reach, theirs: &Reach) -> Captures {
    let b = &pos.cells;
    let mut c = Captures { spear: 0, piece: mine.best_fall.max(0), top: [0; 2], wins: mine.fall_wins };
    let push = |g: i32, top: &mut [i32; 2]| {
        if g > top[0] {
            top[1] = top[0];
            top[0] = g;
        } else if g > top[1] {
            top[1] = g;
        }
    };
    push(mine.best_fall, &mut c.top);
    for sq in ((mine.spear | mine.leap) & theirs.own).squares() {
        let t = b[sq];
        let v = value(pos, t);
        if board::kind(t) == ELEPHANT && pos.elephants[side.other()] == 1 {
            c.wins = true;
        }
        let defended = (theirs.spear | theirs.leap).has(sq);
        let mut best = 0;
        if mine.spear.has(sq) {
            let g = v - if defended { SPEARMAN } else { 0 };
            c.spear = c.spear.max(g);
            best = g;
        }
        if mine.leap.has(sq) {
            let cheapest = if mine.knight_leap.has(sq) { KNIGHT_VALUE } else { ELEPHANT_LOSS[3] };
            let g = v - if defended { cheapest } else { 0 };
            c.piece = c.piece.max(g);
            best = best.max(g);
        }
        push(best, &mut c.top);
    }
    c
}

/// Terms that do not depend on whose turn it is, for `side`.
fn standing(pos: &ThreeElephant, side: Seat, mine: &Reach, theirs: &Reach) -> i32 {
    let b = &pos.cells;
    let foe = side.other();
    let mut targets = [Square::NONE; 8];
    let mut nt = 0;
    for sq in theirs.elephants.squares().take(targets.len()) {
        targets[nt] = sq;
        nt += 1;
    }
    let near = |sq: Square| targets[..nt].iter().map(|&t| distance(sq, t)).min().unwrap_or(8);
    let mut s = ELEPHANTS[pos.elephants[side].min(3) as usize];
    // Ahead in Elephants, close in: trades and attacks now favour us, and the quiet-turn draw
    // is the other side's hope.
    let lead = (pos.elephants[side] as i32 - pos.elephants[foe] as i32).max(0);
    let rules = pos.rules();
    for sq in mine.own.squares() {
        let c = b[sq];
        let d = near(sq);
        s += match board::kind(c) {
            ELEPHANT => {
                // Squares it could flee to that no enemy reaches.
                let safe = (rules.elephant.mask(sq) & !mine.closed & !(theirs.spear | theirs.leap | theirs.fall)).count_ones() as usize;
                ELEPHANT_ROOM[safe.min(ELEPHANT_ROOM.len() - 1)] + (1 + 10 * lead) * (8 - d)
            }
            KNIGHT => KNIGHT_VALUE + (6 + 4 * lead) * (8 - d),
            TOWER => TOWER_VALUE + (6 + 4 * lead) * (8 - d),
            _ => {
                let (_, rank) = board::coords(sq);
                let advanced = if side == Seat::FIRST { rank - 1 } else { 7 - rank };
                if advanced == 7 {
                    // On the far rank every facing points off the board: it never moves again.
                    DEAD_SPEARMAN
                } else {
                    SPEARMAN + 6 * advanced + (3 + 2 * lead) * (8 - d)
                }
            }
        };
    }
    // Pressure: attacks on the enemy Elephants and the squares around them.
    for &t in &targets[..nt] {
        s += 25 * mine.count[t] as i32;
        for &n in rules.elephant_steps.from(t) {
            s += 4 * mine.count[n] as i32 - 2 * theirs.count[n].min(2) as i32;
        }
    }
    s
}

/// Positive is good for `seat`; the position alone, as if there were no no-capture draw.
pub fn evaluate(pos: &ThreeElephant, seat: Seat) -> i32 {
    evaluate_at(pos, seat, None)
}

/// `evaluate` with the no-capture draw's clock: `(quiet plies so far, the limit)`.
pub fn evaluate_at(pos: &ThreeElephant, seat: Seat, clock: Option<(u32, u32)>) -> i32 {
    match pos.end {
        Some(End::Win(w, _)) if w == seat => return 10_000,
        Some(End::Win(..)) => return -10_000,
        Some(End::Draw(_)) => return 0,
        None => {}
    }
    if clock.is_some_and(|(quiet, limit)| quiet >= limit) {
        return 0;
    }
    let for_mover = fade_to_draw(remembered(pos), clock);
    if seat == pos.side { for_mover } else { -for_mover }
}

thread_local! {
    /// This thread's judgements, 2^16 of them (`remembered`).
    static MEMO: RefCell<Memo> = RefCell::new(Memo::new(16));
}

/// `judge`, remembered. A third of the positions the search judges it has judged before:
/// each inner node's shortlist judges every turn it keeps, and the child searched next judges
/// the same position again, as do the next iteration's shortlists.
pub(super) fn remembered(pos: &ThreeElephant) -> i32 {
    MEMO.with_borrow_mut(|memo| memo.get_or(pos.key, pos.rules().rules_hash, || judge(pos)))
}

/// The judgement for the side to move of a position whose game goes on.
pub(super) fn judge(pos: &ThreeElephant) -> i32 {
    let mover = pos.side;
    let other = mover.other();
    let both = reaches(pos);
    let (reach_m, reach_o) = (&both[mover], &both[other]);
    let cap_m = captures(pos, mover, reach_m, reach_o);
    if cap_m.wins {
        return WON;
    }
    let cap_o = captures(pos, other, reach_o, reach_m);
    let base = standing(pos, mover, reach_m, reach_o) - standing(pos, other, reach_o, reach_m);
    // Action 3 either takes the best piece or saves the most valuable threatened one; the
    // other side then takes what is left.
    let [t1, t2] = cap_o.top;
    let turn = cap_m.spear + (cap_m.piece - t1).max(-t2) - t1 / 16;
    base + turn * 7 / 8
}

/// In the second half of the run of quiet turns that ends in a draw, an advantage fades toward
/// 0, so the side ahead looks for a capture (which restarts the count) while there is time.
fn fade_to_draw(score: i32, clock: Option<(u32, u32)>) -> i32 {
    match clock {
        Some((quiet, n)) if n >= 2 && quiet > n / 2 => {
            let left = n.saturating_sub(quiet) as i64;
            (score as i64 * left / (n / 2) as i64) as i32
        }
        _ => score,
    }
}

#[cfg(test)]
mod distance_tests {
    use super::{SQUARES, Square, board, distance};

    #[test]
    fn the_distance_table_counts_kings_steps_between_every_pair_of_squares() {
        for a in Square::all(SQUARES) {
            for b in Square::all(SQUARES) {
                let ((fa, ra), (fb, rb)) = (board::coords(a), board::coords(b));
                assert_eq!(distance(a, b), (fa - fb).abs().max((ra - rb).abs()), "{a:?} {b:?}");
            }
        }
        let (a1, i9, e5, f7) = (Square::new(0), Square::new(80), Square::new(40), Square::new(6 * 9 + 5));
        assert_eq!((distance(a1, i9), distance(e5, f7), distance(e5, e5)), (8, 2, 0));
    }
}
