//! The board: stacks per square, with the masks, counts and hash kept up to date, the three
//! actions, the vision check and the end of a turn.

use super::data::{BothLow, MAX_SQUARES, Rules};
use crate::core::bits::{Bits, Square};
use crate::core::{Seat, zobrist};

/// One square's stack. Pyramids of a stack have one owner and stand largest first (the three
/// demands), so a stack is fully described by its owner and how many of each size it holds:
/// larges at the bottom, then mediums, then the king (the only small) on top.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cell {
    pub owner: Seat,
    pub large: u8,
    pub medium: u8,
    pub small: u8,
}

impl Cell {
    pub const EMPTY: Cell = Cell { owner: Seat::FIRST, large: 0, medium: 0, small: 0 };

    pub fn new(owner: Seat, (large, medium, small): (u8, u8, u8)) -> Cell {
        Cell { owner, large, medium, small }
    }
    #[inline]
    pub fn height(self) -> u8 {
        self.large + self.medium + self.small
    }
    #[inline]
    pub fn is_empty(self) -> bool {
        self.height() == 0
    }
    #[inline]
    pub fn has_king(self) -> bool {
        self.small > 0
    }
    /// Size of the top pyramid in pips (1 small, 2 medium, 3 large); 0 when empty.
    #[inline]
    pub fn top_size(self) -> u8 {
        if self.small > 0 {
            1
        } else if self.medium > 0 {
            2
        } else if self.large > 0 {
            3
        } else {
            0
        }
    }
    /// Size of the bottom pyramid in pips; 0 when empty.
    #[inline]
    pub fn bottom_size(self) -> u8 {
        if self.large > 0 {
            3
        } else if self.medium > 0 {
            2
        } else if self.small > 0 {
            1
        } else {
            0
        }
    }
    /// The top `k` pyramids (king first, then mediums, then larges) and what stays below.
    #[inline]
    pub fn split_top(self, k: u8) -> (Cell, Cell) {
        let small = k.min(self.small);
        let medium = (k - small).min(self.medium);
        let large = k - small - medium;
        let top = Cell { owner: self.owner, large, medium, small };
        let rest = Cell { owner: self.owner, large: self.large - large, medium: self.medium - medium, small: self.small - small };
        (top, if rest.is_empty() { Cell::EMPTY } else { rest })
    }
    /// `top` set on this stack (which is empty or has the same owner), if no pyramid then
    /// stands on a smaller one.
    #[inline]
    pub fn stacked(self, top: Cell) -> Option<Cell> {
        if self.is_empty() {
            return Some(top);
        }
        if top.bottom_size() > self.top_size() {
            return None;
        }
        Some(Cell { owner: top.owner, large: self.large + top.large, medium: self.medium + top.medium, small: self.small + top.small })
    }
    /// The pyramids bottom to top as sizes in pips.
    pub fn sizes(self) -> impl Iterator<Item = u8> {
        std::iter::repeat_n(3, usize::from(self.large))
            .chain(std::iter::repeat_n(2, usize::from(self.medium)))
            .chain(std::iter::repeat_n(1, usize::from(self.small)))
    }
}

/// Hash keys of stacks: one per square, owner and (large, medium, small) counts.
static CELL_KEYS: [u64; MAX_SQUARES * 4 * 72] = zobrist::table(0x7219);

#[inline]
fn cell_key(sq: usize, c: Cell) -> u64 {
    CELL_KEYS[(sq * 4 + c.owner.index()) * 72 + usize::from(c.large) * 12 + usize::from(c.medium) * 2 + usize::from(c.small)]
}

#[inline]
pub(crate) fn side_key(seat: Seat) -> u64 {
    zobrist::key(0x7219_ffff_0000_0000 + seat.key())
}

/// A seat's bit in `Board::active`.
#[inline]
pub(crate) fn bit(seat: Seat) -> u8 {
    u8::of_index(seat.index())
}

/// The lowest seat in a mask of seats.
#[inline]
fn lowest(seats: u8) -> Seat {
    Seat::new(seats.lowest().index())
}

/// The action kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// The top `count` pyramids of `from` go to `to`.
    Move,
    /// The whole stack of `from` trips the stack of `to`, whose pyramids go to `place`.
    Trip,
    /// The whole stack of `from` pushes the stack of `to` one square further.
    Push,
}

/// Where a trip puts the victim's pyramids: one byte per direction around the victim's square
/// (`Dir8` index), holding large (bits 0–2), medium (3–5) and small (bit 6) counts.
pub type Placement = u64;

#[inline]
pub(crate) fn slot(large: u8, medium: u8, small: u8) -> u64 {
    u64::from(large) | u64::from(medium) << 3 | u64::from(small) << 6
}

#[inline]
pub(crate) fn unslot(v: u64) -> (u8, u8, u8) {
    ((v & 7) as u8, (v >> 3 & 7) as u8, (v >> 6 & 1) as u8)
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// `winner` won, for the reason `why` names.
    Win {
        winner: Seat,
        why: Why,
    },
    Draw(Why),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The seat dropped to four or fewer pyramids.
    FewPyramids(Seat),
    /// Every player still in dropped to four or fewer in the same turn (the mover named).
    AllFew(Seat),
    /// The seat had no legal action on its turn.
    NoAction(Seat),
    /// Four players: the winner is the last one left.
    LastStanding,
}

/// The board and who moves: everything that makes a position (the hash covers all of it
/// except `active`, which follows from the board while the game goes on).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Board {
    pub cells: [Cell; MAX_SQUARES],
    /// Squares of each seat's stacks.
    pub own: [u64; 4],
    /// `taller[t]`: squares whose stacks have more than t pyramids (vision asks this).
    pub taller: [u64; 12],
    pub count: [u8; 4],
    /// Square of each seat's king, or `Square::NONE`.
    pub king: [Square; 4],
    /// Seats still in the game (bit per seat).
    pub active: u8,
    pub to_move: Seat,
    /// Hash of the stacks (not the side to move).
    pub hash: u64,
}

/// Per square, the stacks whose line of sight crosses it and how tall a stack there may stand
/// before one of them goes blind; and the stacks blind already.
pub(crate) struct SightIndex {
    through: [u64; MAX_SQUARES],
    /// The lowest threshold (`Board::threshold`) among the stacks whose line crosses the
    /// square: a stack there taller than this blinds one of them (`u8::MAX` where none crosses).
    headroom: [u8; MAX_SQUARES],
    blind: u64,
}

impl SightIndex {
    /// The stacks whose sight may change when the stacks on the `changed` squares change:
    /// those on a changed square, those whose line crosses one, and `kings_stacks` (every
    /// stack of a seat whose king stood or stands on one). A stack whose line crosses a changed
    /// square that did not grow (`grew` false) is looked at only if it is blind already: a
    /// lower stack blocks no more than before.
    #[inline]
    fn looks(&self, changed: u64, grew: impl Fn(Square) -> bool, kings_stacks: u64) -> u64 {
        let mut look = changed | kings_stacks;
        for q in changed.squares() {
            look |= if grew(q) { self.through[q] } else { self.through[q] & self.blind };
        }
        look
    }

    /// Whether changing the stacks on the `changed` squares of the indexed board can leave a
    /// stack on `stacks` blind: only one `looks` names (any changed square may have grown),
    /// or one blind already.
    #[inline]
    pub fn may_blind(&self, b: &Board, r: &Rules, changed: u64, stacks: u64) -> bool {
        (self.looks(changed, |_| true, b.stacks_of(r, b.kings_on(r, changed))) | self.blind) & stacks != 0
    }
}

/// What the end of a turn did.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Settled {
    /// Squares whose stacks died of blindness.
    pub deaths: u64,
    /// Pyramids that left the game (deaths and eliminated players).
    pub lost: u32,
    pub end: Option<End>,
}

impl Board {
    pub fn empty() -> Board {
        Board {
            cells: [Cell::EMPTY; MAX_SQUARES],
            own: [0; 4],
            taller: [0; 12],
            count: [0; 4],
            king: [Square::NONE; 4],
            active: 0,
            to_move: Seat::FIRST,
            hash: 0,
        }
    }

    #[inline]
    pub fn occupied(&self) -> u64 {
        self.taller[0]
    }

    #[inline]
    pub fn key(&self) -> u64 {
        self.hash ^ side_key(self.to_move)
    }

    /// Whether the seat is still in the game.
    #[inline]
    pub fn is_active(&self, seat: Seat) -> bool {
        self.active & bit(seat) != 0
    }

    #[inline]
    pub fn height(&self, sq: Square) -> u8 {
        self.cells[sq].height()
    }

    pub fn total(&self) -> u32 {
        self.count.iter().map(|&c| u32::from(c)).sum()
    }

    /// Puts `c` on `sq` (Cell::EMPTY clears it), keeping masks, counts, kings and hash.
    #[inline(always)]
    pub fn set(&mut self, sq: Square, c: Cell) {
        self.set_at(sq.index(), c);
    }

    /// `set` on the square's index: move generation calls it for every candidate move, and
    /// taking a `Square` here cost about 5% more instructions in it (cachegrind, perft 4).
    #[inline]
    fn set_at(&mut self, sq: usize, c: Cell) {
        let old = self.cells[sq];
        let bit = u64::of_index(sq);
        let (was, is) = (usize::from(old.height()), usize::from(c.height()));
        // `taller[t]` holds the square for t below its height: only the heights between the
        // old and the new one change.
        if is > was {
            for t in &mut self.taller[was..is] {
                *t |= bit;
            }
        } else {
            for t in &mut self.taller[is..was] {
                *t &= !bit;
            }
        }
        if was > 0 {
            let o = old.owner;
            self.hash ^= cell_key(sq, old);
            self.own[o] &= !bit;
            self.count[o] -= old.height();
            // A push may have put this king elsewhere already.
            if old.has_king() && self.king[o].index() == sq {
                self.king[o] = Square::NONE;
            }
        }
        if is == 0 {
            self.cells[sq] = Cell::EMPTY;
        } else {
            let o = c.owner;
            self.hash ^= cell_key(sq, c);
            self.own[o] |= bit;
            self.count[o] += c.height();
            if c.has_king() {
                self.king[o] = Square::new(sq);
            }
            self.cells[sq] = c;
        }
    }

    /// Plays an action (no vision, no turn change); returns the squares it changed.
    #[inline]
    pub fn apply(&mut self, r: &Rules, action: Action, from: Square, to: Square, count: u8, place: Placement) -> u64 {
        let mover = self.cells[from];
        let target = self.cells[to];
        let ends = u64::of(from) | u64::of(to);
        match action {
            Action::Move => {
                let (top, rest) = mover.split_top(count);
                self.set(from, rest);
                self.set(to, target.stacked(top).expect("a legal move keeps the demands"));
                ends
            }
            Action::Trip => {
                self.set(from, Cell::EMPTY);
                self.set(to, mover);
                ends | self.place(r, to, target.owner, place)
            }
            Action::Push => {
                let d = r.direction(from, to).expect("a push is between neighbours");
                let beyond = r.neighbours[to][d];
                self.set(beyond, target);
                if r.push_stays {
                    self.set(to, Cell::EMPTY);
                } else {
                    self.set(from, Cell::EMPTY);
                    self.set(to, mover);
                }
                ends | u64::of(beyond)
            }
        }
    }

    /// Puts a trip victim's pyramids (of `owner`) around `centre` as `place` says; returns
    /// the squares that received some.
    #[inline]
    pub fn place(&mut self, r: &Rules, centre: Square, owner: Seat, mut place: Placement) -> u64 {
        let mut changed = 0u64;
        while place != 0 {
            let d = place.trailing_zeros() as usize / 8;
            let (large, medium, small) = unslot(place >> (8 * d));
            place &= !(0xff << (8 * d));
            let q = r.neighbours[centre][d];
            let below = self.cells[q];
            self.set(q, Cell { owner, large: below.large + large, medium: below.medium + medium, small: below.small + small });
            changed |= u64::of(q);
        }
        changed
    }

    /// The height above which an intervening stack blocks the line between heights a and b.
    #[inline]
    pub fn threshold(r: &Rules, a: u8, b: u8) -> u8 {
        if r.taller_than_both { a.max(b) } else { a.min(b) }
    }

    /// Squares of the stacks that cannot see their king now.
    pub fn blind(&self, r: &Rules) -> u64 {
        self.blind_among(r, self.occupied())
    }

    /// Which of the stacks on `stacks` cannot see their king.
    #[inline]
    fn blind_among(&self, r: &Rules, stacks: u64) -> u64 {
        let mut dead = 0u64;
        for a in stacks.squares() {
            let c = self.cells[a];
            let k = self.king[c.owner];
            if c.has_king() || k == Square::NONE {
                continue;
            }
            let t = Self::threshold(r, c.height(), self.height(k));
            if r.lines.mask(a, k) & self.taller[usize::from(t)] != 0 {
                dead |= u64::of(a);
            }
        }
        dead
    }

    /// What vision needs to judge quickly the boards one action away from this one.
    pub fn sight_index(&self, r: &Rules) -> SightIndex {
        let mut through = [0u64; MAX_SQUARES];
        let mut headroom = [u8::MAX; MAX_SQUARES];
        for a in self.occupied().squares() {
            let k = self.king[self.cells[a].owner];
            if k == Square::NONE || k == a {
                continue;
            }
            let limit = Self::threshold(r, self.height(a), self.height(k));
            for q in r.lines.mask(a, k).squares() {
                through[q] |= u64::of(a);
                headroom[q] = headroom[q].min(limit);
            }
        }
        SightIndex { through, headroom, blind: self.blind(r) }
    }

    /// The blind stacks of this board, which differs from `base` (indexed by `ix`) only on
    /// the `changed` squares. A stack's sight depends on its height, its king's square and
    /// height, and the heights on its line; so only stacks on changed squares, stacks whose
    /// line crosses one, and the stacks of a king on one need a new look. Where the stack on
    /// a changed square grew no taller, only the blind stacks whose line crosses it do: it
    /// blocks no more than before.
    #[inline]
    pub fn blind_after(&self, r: &Rules, base: &Board, ix: &SightIndex, changed: u64) -> u64 {
        let occ = self.occupied();
        let kings_stacks = self.stacks_of(r, base.kings_on(r, changed) | self.kings_on(r, changed));
        let look = ix.looks(changed, |q| self.height(q) > base.height(q), kings_stacks) & occ;
        (ix.blind & occ & !look) | self.blind_among(r, look)
    }

    /// The seats (a bit each) whose king stands on one of the `changed` squares.
    #[inline]
    fn kings_on(&self, r: &Rules, changed: u64) -> u8 {
        Seat::all(r.seats()).filter(|&p| self.king[p] != Square::NONE && changed.has(self.king[p])).fold(0, |seats, p| seats | bit(p))
    }

    /// Every stack of the `seats` (a bit each).
    #[inline]
    fn stacks_of(&self, r: &Rules, seats: u8) -> u64 {
        Seat::all(r.seats()).filter(|&p| seats & bit(p) != 0).fold(0, |stacks, p| stacks | self.own[p])
    }

    /// The key after the side to move takes the top `count` pyramids of `a` to `q` (its own
    /// or an empty square), where no stack was blind, found without playing the move; `None`
    /// where a stack dies of it (or with more players, where the end of the turn may put one
    /// out), and the move must be played. Move generation judges most of its moves this way:
    /// few of them kill.
    #[inline]
    pub fn quiet_move_key(&self, r: &Rules, ix: &SightIndex, a: Square, q: Square, count: u8) -> Option<u64> {
        if ix.blind != 0 {
            return None;
        }
        let me = self.to_move;
        let (from, onto) = (self.cells[a], self.cells[q]);
        let (top, rest) = from.split_top(count);
        let landed = onto.stacked(top)?;
        let (ha, hq) = (rest.height(), landed.height());
        let (bit_a, bit_q) = (u64::of(a), u64::of(q));
        let taller = |t: u8| {
            let t = usize::from(t);
            (self.taller[t] & !(bit_a | bit_q)) | if usize::from(ha) > t { bit_a } else { 0 } | if usize::from(hq) > t { bit_q } else { 0 }
        };
        let king_moved = top.has_king();
        let sighted =
            if king_moved { self.sees_after_king_moved(r, ix, (a, ha), (q, hq), &taller) } else { self.sees_after(r, ix, (a, ha), (q, hq), &taller) };
        if !sighted {
            return None;
        }
        if r.seats() > 2 && !self.all_stay_in(r, bit_a | bit_q) {
            return None;
        }
        let mut key = self.hash ^ cell_key(a.index(), from) ^ cell_key(q.index(), landed);
        if ha > 0 {
            key ^= cell_key(a.index(), rest);
        }
        if !onto.is_empty() {
            key ^= cell_key(q.index(), onto);
        }
        Some(key ^ side_key(self.next_active(r, me)))
    }

    /// Whether every stack still sees after the mover's top pyramids went from `a` (left `ha`
    /// high) to `q` (now `hq`), his king not among them (`taller`: the board's `taller` after
    /// it). Only q grew and no king moved, so a stack seeing across q goes blind exactly when q
    /// now stands taller than its threshold, and the lowest of those is q's headroom; besides,
    /// a and q are judged at their new heights. (The headroom may count a's line from a's old
    /// height, which only errs towards false: a is then blind anyway, or has left.)
    #[inline]
    fn sees_after(&self, r: &Rules, ix: &SightIndex, (a, ha): (Square, u8), (q, hq): (Square, u8), taller: &impl Fn(u8) -> u64) -> bool {
        if hq > ix.headroom[q] {
            return false;
        }
        let k = self.king[self.to_move];
        if k == Square::NONE {
            return true;
        }
        let hk = self.height(k);
        let sees = |s: Square, h: u8| r.lines.mask(s, k) & taller(Self::threshold(r, h, hk)) == 0;
        (ha == 0 || sees(a, ha)) && sees(q, hq)
    }

    /// As `sees_after`, where the mover's king went to `q` with the pyramids: every stack of
    /// his looks again (his king stands elsewhere, at another height), and so do the stacks
    /// seeing across q (see `blind_after`).
    fn sees_after_king_moved(&self, r: &Rules, ix: &SightIndex, (a, ha): (Square, u8), (q, hq): (Square, u8), taller: &impl Fn(u8) -> u64) -> bool {
        let me = self.to_move;
        let height = |s: Square| {
            if s == a {
                ha
            } else if s == q {
                hq
            } else {
                self.height(s)
            }
        };
        let look = (ix.through[q] | self.own[me]) & !u64::of(q);
        let look = if ha > 0 { look | u64::of(a) } else { look & !u64::of(a) };
        for s in look.squares() {
            let owner = if s == a { me } else { self.cells[s].owner };
            let k = if owner == me { q } else { self.king[owner] };
            if k == Square::NONE || (s != a && self.cells[s].has_king()) {
                continue;
            }
            if r.lines.mask(s, k) & taller(Self::threshold(r, height(s), height(k))) != 0 {
                return false;
            }
        }
        true
    }

    /// With more than two players, whether the end of a turn that killed nothing and changed
    /// only the `changed` squares leaves every player in. No one drops to four pyramids (and no
    /// one in is at four already: the end of a turn puts such a player out, and a position
    /// string cannot keep him in), so it asks whether the next player keeps a legal action
    /// that involves none of those squares; one without any is put out.
    fn all_stay_in(&self, r: &Rules, changed: u64) -> bool {
        super::movegen::has_action_apart(self, r, self.next_active(r, self.to_move), changed)
    }

    fn remove_all(&mut self, seat: Seat) {
        for sq in self.own[seat].squares() {
            self.set(sq, Cell::EMPTY);
        }
    }

    /// The seat after `seat` in turn order that is still in.
    #[inline]
    fn next_active(&self, r: &Rules, seat: Seat) -> Seat {
        let mut s = seat;
        for _ in 0..r.seats() {
            s = r.next_seat[s];
            if self.is_active(s) {
                return s;
            }
        }
        seat
    }

    /// Ends the turn of the side to move: the `deaths` (its blind stacks) die, players at four
    /// or fewer go out, the next player still in (with a legal action) is to move.
    /// `check_actions` also ends a two-player game when the next player has no legal action;
    /// with more players that check always runs, because an eliminated player's pyramids leave
    /// the board.
    pub fn settle_with(&mut self, r: &Rules, deaths: u64, check_actions: bool) -> Settled {
        let mover = self.to_move;
        let before = self.total();
        for sq in deaths.squares() {
            self.set(sq, Cell::EMPTY);
        }
        let many = r.seats() > 2;
        let mut end = None;
        let mut out = 0u8;
        for p in Seat::all(r.seats()) {
            if self.is_active(p) && self.count[p] <= 4 {
                out |= bit(p);
            }
        }
        let mut next = self.next_active(r, mover);
        if out != 0 {
            let remaining = self.active & !out;
            if many {
                // With four players the losers leave the table, also when that leaves nobody
                // (the draw then leaves an empty board); a two-player game just ends.
                for p in Seat::all(r.seats()) {
                    if out & bit(p) != 0 {
                        self.remove_all(p);
                    }
                }
                self.active = remaining;
                if remaining != 0 {
                    next = self.next_active(r, mover);
                }
            }
            if remaining == 0 {
                end = Some(match (many, r.both_low) {
                    (false, BothLow::MoverWins) => End::Win { winner: mover, why: Why::AllFew(mover) },
                    (false, BothLow::MoverLoses) => End::Win { winner: next, why: Why::AllFew(mover) },
                    _ => End::Draw(Why::AllFew(mover)),
                });
            } else if remaining.count_ones() == 1 {
                let winner = lowest(remaining);
                let loser = lowest(out);
                end = Some(End::Win { winner, why: if many { Why::LastStanding } else { Why::FewPyramids(loser) } });
            }
        }
        if end.is_none() && (many || check_actions) {
            while !super::movegen::has_action(self, r, next) {
                if !many {
                    end = Some(if r.no_action_draws { End::Draw(Why::NoAction(next)) } else { End::Win { winner: mover, why: Why::NoAction(next) } });
                    break;
                }
                self.remove_all(next);
                self.active &= !bit(next);
                if self.active.count_ones() == 1 {
                    let winner = lowest(self.active);
                    end = Some(End::Win { winner, why: Why::LastStanding });
                    next = winner;
                    break;
                }
                next = self.next_active(r, next);
            }
        }
        self.to_move = next;
        Settled { deaths, lost: before - self.total(), end }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn taking_the_top_takes_the_king_first_then_mediums_then_larges() {
        let c = Cell::new(Seat::SECOND, (2, 2, 1));
        assert_eq!(c.split_top(1), (Cell::new(Seat::SECOND, (0, 0, 1)), Cell::new(Seat::SECOND, (2, 2, 0))));
        assert_eq!(c.split_top(3), (Cell::new(Seat::SECOND, (0, 2, 1)), Cell::new(Seat::SECOND, (2, 0, 0))));
        assert_eq!(c.split_top(4), (Cell::new(Seat::SECOND, (1, 2, 1)), Cell::new(Seat::SECOND, (1, 0, 0))));
        assert_eq!(c.split_top(5), (c, Cell::EMPTY));
        assert_eq!(c.sizes().collect::<Vec<_>>(), [3, 3, 2, 2, 1]);
    }

    #[test]
    fn stacking_keeps_larger_pyramids_below() {
        let large = Cell::new(Seat::FIRST, (1, 0, 0));
        let medium = Cell::new(Seat::FIRST, (0, 1, 0));
        let king = Cell::new(Seat::FIRST, (0, 0, 1));
        assert_eq!(large.stacked(medium), Some(Cell::new(Seat::FIRST, (1, 1, 0))));
        assert_eq!(large.stacked(large), Some(Cell::new(Seat::FIRST, (2, 0, 0))));
        assert_eq!(medium.stacked(large), None);
        assert_eq!(medium.stacked(king), Some(Cell::new(Seat::FIRST, (0, 1, 1))));
        assert_eq!(king.stacked(medium), None);
        assert_eq!(Cell::EMPTY.stacked(medium), Some(medium));
    }

    #[test]
    fn placement_slots_round_trip() {
        for (l, m, s) in [(0, 0, 1), (5, 5, 1), (3, 0, 0), (0, 4, 0)] {
            assert_eq!(unslot(slot(l, m, s)), (l, m, s));
        }
    }
}
