//! Legal actions: moves of the top pyramids, trips with every placement of the victim, pushes;
//! each evaluated to the position it leads to, so that actions giving the same position are
//! listed once.

use super::board::{Action, Board, Cell, Placement, SightIndex, slot};
use super::data::Rules;
use crate::core::bits::{Bits, Square};
use crate::core::{MoveError, Seat};
use std::hash::{Hash, Hasher};

/// A legal action, with what it leads to.
///
/// Two actions are the same move when they lead to the same position: moving a stack to b2 or
/// to c2 where it dies of blindness either way is one move, and so are two trip placements
/// that differ only in where pyramids that die were put. `PartialEq` and `Hash` therefore
/// compare `result`, the key of the position after the turn; parsing either text gives the
/// move in the legal list.
#[derive(Clone, Copy, Debug)]
pub struct Move {
    pub action: Action,
    pub from: Square,
    pub to: Square,
    /// Pyramids taken (the whole stack for trips and pushes).
    pub count: u8,
    /// Trips: where the victim's pyramids go.
    pub place: Placement,
    /// Squares whose stacks die of blindness at the end of the turn.
    pub deaths: u64,
    /// Pyramids of other tribes among those deaths (what the move kills by sight).
    pub kills: u8,
    /// The mover's own pyramids among them.
    pub losses: u8,
    /// Key of the position after the turn.
    pub result: u64,
    /// Pyramids left the game (deaths or an eliminated player): only such moves can lead to
    /// the same position as another.
    pub lossy: bool,
}

/// What the player asked for: action, from, to, count, placement.
pub(crate) type Shape = (Action, Square, Square, u8, Placement);

impl Move {
    pub(crate) fn shape(&self) -> Shape {
        (self.action, self.from, self.to, self.count, self.place)
    }
}

impl PartialEq for Move {
    fn eq(&self, other: &Move) -> bool {
        self.result == other.result
    }
}
impl Eq for Move {}
impl Hash for Move {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.result.hash(h)
    }
}

/// The board moves are generated from, with what judging the results needs.
struct Base<'a> {
    b: &'a Board,
    r: &'a Rules,
    ix: SightIndex,
}

impl<'a> Base<'a> {
    fn new(b: &'a Board, r: &'a Rules) -> Base<'a> {
        Base { b, r, ix: b.sight_index(r) }
    }

    /// Plays the action on a copy of the board, ends the turn, and describes the result.
    #[inline]
    fn evaluate(&self, action: Action, from: Square, to: Square, count: u8, place: Placement) -> Move {
        let mut nb = *self.b;
        let changed = nb.apply(self.r, action, from, to, count, place);
        self.finish(&mut nb, changed, action, from, to, count, place)
    }

    /// Ends the turn on `nb` (the action played) and describes the move.
    #[inline]
    #[allow(clippy::too_many_arguments)] // the hot path: one action's parts, as the generator has them
    fn finish(&self, nb: &mut Board, changed: u64, action: Action, from: Square, to: Square, count: u8, place: Placement) -> Move {
        let blind = nb.blind_after(self.r, self.b, &self.ix, changed);
        ended(self.r, nb, blind, (action, from, to, count, place))
    }

    /// Whether an action that changes the stacks on `changed` squares may blind a stack of
    /// another tribe (`Wanted::Kills` skips the rest unplayed).
    #[inline]
    fn may_kill(&self, changed: u64) -> bool {
        let others = self.b.occupied() & !self.b.own[self.b.to_move];
        self.ix.may_blind(self.b, self.r, changed, others)
    }
}

/// Which actions a generator lists.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Wanted {
    All,
    /// Only those that kill pyramids of other tribes by sight.
    Kills,
}

/// One action judged on its own (reading a move): the full vision check is quicker than
/// indexing the board first.
pub(crate) fn evaluate_one(b: &Board, r: &Rules, action: Action, from: Square, to: Square, count: u8, place: Placement) -> Move {
    let mut nb = *b;
    nb.apply(r, action, from, to, count, place);
    let blind = nb.blind(r);
    ended(r, &mut nb, blind, (action, from, to, count, place))
}

/// The move `shape` that left `nb` (the action played) with the `blind` stacks: the turn is
/// ended on `nb`, and the move says what died and where it led.
#[inline]
fn ended(r: &Rules, nb: &mut Board, blind: u64, (action, from, to, count, place): Shape) -> Move {
    let mover = nb.to_move;
    let pyramids = |squares: u64| squares.squares().map(|sq| nb.cells[sq].height()).sum::<u8>();
    let (kills, losses) = (pyramids(blind & !nb.own[mover]), pyramids(blind & nb.own[mover]));
    let s = nb.settle_with(r, blind, false);
    Move { action, from, to, count, place, deaths: s.deaths, kills, losses, result: nb.key(), lossy: s.lost > 0 }
}

/// Appends the legal moves of the side to move (the caller checks that the game goes on).
pub(crate) fn generate(b: &Board, r: &Rules, out: &mut Vec<Move>) {
    let start = out.len();
    out.reserve(64);
    each_action(&Base::new(b, r), Wanted::All, &mut |m| out.push(m));
    dedupe(out, start, |m| m);
}

/// The legal moves that kill pyramids of other tribes by sight, those that kill most first
/// (ties in the order of `generate`). The search's quiescence asks for them at
/// every leaf, so actions that cannot kill are not played.
pub(crate) fn killing(b: &Board, r: &Rules) -> Vec<Move> {
    let mut found = Vec::new();
    each_action(&Base::new(b, r), Wanted::Kills, &mut |m| {
        if m.kills > 0 {
            found.push(m);
        }
    });
    dedupe(&mut found, 0, |m| m);
    found.sort_by_key(|m| std::cmp::Reverse(m.kills));
    found
}

/// Every legal action of the side to move (of those `wanted`), in one fixed order, handed to
/// `emit`.
fn each_action(base: &Base, wanted: Wanted, emit: &mut impl FnMut(Move)) {
    let (b, r) = (base.b, base.r);
    let me = b.to_move;
    for a in b.own[me].squares() {
        let c = b.cells[a];
        let h = c.height();
        for d in 0..8 {
            let q = r.neighbours[a][d];
            if q == Square::NONE {
                continue;
            }
            let t = b.cells[q];
            if t.is_empty() || t.owner == me {
                if wanted == Wanted::Kills && !base.may_kill(u64::of(a) | u64::of(q)) {
                    continue;
                }
                for k in 1..=h {
                    // Taking more only puts larger pyramids at the bottom of what moves.
                    if t.stacked(c.split_top(k).0).is_none() {
                        break;
                    }
                    emit(match b.quiet_move_key(r, &base.ix, a, q, k) {
                        Some(result) => {
                            Move { action: Action::Move, from: a, to: q, count: k, place: 0, deaths: 0, kills: 0, losses: 0, result, lossy: false }
                        }
                        None => base.evaluate(Action::Move, a, q, k, 0),
                    });
                }
            } else {
                let ht = t.height();
                if ht >= h + 2 {
                    trips(base, a, q, emit);
                } else if ht < h {
                    let beyond = r.neighbours[q][d];
                    if beyond != Square::NONE && b.cells[beyond].is_empty() {
                        emit(base.evaluate(Action::Push, a, q, h, 0));
                    }
                }
            }
        }
    }
}

/// Most compositions of up to 5 identical pyramids over up to 8 squares: C(12, 7).
const MAX_WAYS: usize = 792;

/// Every trip of the stack on `a` onto the stack on `v`: all distinct placements of the
/// victim's pyramids. Identical pyramids make a placement a count per size and square, so
/// counting compositions gives each resulting board once.
fn trips(base: &Base, a: Square, v: Square, emit: &mut impl FnMut(Move)) {
    let (b, r) = (base.b, base.r);
    let tripper = b.cells[a];
    let victim = b.cells[v];
    let mut moved = *b;
    moved.set(a, Cell::EMPTY);
    moved.set(v, tripper);
    let (mut for_large, mut nl) = ([0u8; 8], 0);
    let (mut for_rest, mut nr) = ([0u8; 8], 0);
    for d in 0..8 {
        let q = r.neighbours[v][d];
        if q == Square::NONE {
            continue;
        }
        let c = moved.cells[q];
        // Empty squares take anything; the victim's own stacks take pyramids no larger than
        // their top (a king-topped stack takes nothing: there is one small per tribe).
        if c.is_empty() || (c.owner == victim.owner && !c.has_king()) {
            for_rest[nr] = d as u8;
            nr += 1;
            if c.medium == 0 {
                for_large[nl] = d as u8;
                nl += 1;
            }
        }
    }
    let mut larges = [0u64; MAX_WAYS];
    let nlw = compositions(victim.large, &for_large[..nl], 0, &mut larges);
    let mut mediums = [0u64; MAX_WAYS];
    let nmw = compositions(victim.medium, &for_rest[..nr], 3, &mut mediums);
    let mut smalls = [0u64; 8];
    let nsw = compositions(victim.small, &for_rest[..nr], 6, &mut smalls);
    for &pl in &larges[..nlw] {
        for &pm in &mediums[..nmw] {
            for &ps in &smalls[..nsw] {
                let place = pl | pm | ps;
                let mut nb = moved;
                let changed = nb.place(r, v, victim.owner, place) | u64::of(a) | u64::of(v);
                emit(base.finish(&mut nb, changed, Action::Trip, a, v, tripper.height(), place));
            }
        }
    }
}

/// Writes every way to spread `n` identical pyramids over the squares in directions `dirs`
/// (as placement bits at `shift` within each direction's byte); returns how many.
fn compositions(n: u8, dirs: &[u8], shift: u32, out: &mut [u64]) -> usize {
    fn rec(n: u8, dirs: &[u8], shift: u32, acc: u64, out: &mut [u64], len: &mut usize) {
        let bit = 8 * u32::from(dirs[0]) + shift;
        if dirs.len() == 1 {
            out[*len] = acc | u64::from(n) << bit;
            *len += 1;
            return;
        }
        for x in 0..=n {
            rec(n - x, &dirs[1..], shift, acc | u64::from(x) << bit, out, len);
        }
    }
    if n == 0 {
        out[0] = 0;
        return 1;
    }
    if dirs.is_empty() {
        return 0;
    }
    let mut len = 0;
    rec(n, dirs, shift, 0, out, &mut len);
    len
}

/// Drops moves (as `mv` finds them in the items from `start`) that lead to the position of an
/// earlier one. Only moves after which pyramids left the game can do that (otherwise the
/// changed squares tell the action apart).
fn dedupe<T>(out: &mut Vec<T>, start: usize, mv: impl Fn(&T) -> &Move) {
    let mut keys: Vec<u64> = out[start..].iter().map(&mv).filter(|m| m.lossy).map(|m| m.result).collect();
    if keys.len() < 2 {
        return;
    }
    keys.sort_unstable();
    let mut repeated: Vec<(u64, bool)> = keys.windows(2).filter(|w| w[0] == w[1]).map(|w| (w[0], false)).collect();
    if repeated.is_empty() {
        return;
    }
    repeated.dedup();
    let mut i = 0;
    out.retain(|item| {
        i += 1;
        let m = mv(item);
        if i <= start || !m.lossy {
            return true;
        }
        match repeated.binary_search_by_key(&m.result, |&(k, _)| k) {
            Ok(j) => !std::mem::replace(&mut repeated[j].1, true),
            Err(_) => true,
        }
    });
}

/// Whether `seat` has any legal action (the demands only: vision comes after the action).
pub(crate) fn has_action(b: &Board, r: &Rules, seat: Seat) -> bool {
    has_action_apart(b, r, seat, 0)
}

/// Whether `seat` has a legal action that involves none of the `apart` squares (one that
/// changing their stacks leaves legal).
pub(crate) fn has_action_apart(b: &Board, r: &Rules, seat: Seat, apart: u64) -> bool {
    for a in (b.own[seat] & !apart).squares() {
        let c = b.cells[a];
        let h = c.height();
        let top = c.split_top(1).0;
        for d in 0..8 {
            let q = r.neighbours[a][d];
            if q == Square::NONE || apart.has(q) {
                continue;
            }
            let t = b.cells[q];
            if t.is_empty() {
                return true;
            }
            if t.owner == seat {
                if t.stacked(top).is_some() {
                    return true;
                }
                continue;
            }
            let ht = t.height();
            if ht >= h + 2 {
                return true;
            }
            if ht < h {
                let beyond = r.neighbours[q][d];
                if beyond != Square::NONE && !apart.has(beyond) && b.cells[beyond].is_empty() {
                    return true;
                }
            }
        }
    }
    false
}

/// A tribe's name, as the data writes it in English, in the player's language.
fn side_words(name: &str) -> String {
    crate::core::words::side(name)
}

/// Checks an action against the rules (not vision, which comes after); the error says why it
/// is not legal. Trip placements are (square, large, medium, small) additions.
pub(crate) fn check(b: &Board, r: &Rules, action: Action, from: Square, to: Square, count: u8, place: Placement) -> Result<(), MoveError> {
    let name = |sq: Square| r.square_name(sq);
    let me = b.to_move;
    let c = b.cells[from];
    if c.is_empty() {
        return Err(MoveError::Rejected(crate::t!("tribesmen-no-stack", square = name(from))));
    }
    if c.owner != me {
        let (owner, side) = (side_words(&r.seats[c.owner].name), side_words(&r.seats[me].name));
        return Err(MoveError::Rejected(crate::t!("tribesmen-not-yours", square = name(from), owner = owner, side = side)));
    }
    let d = r.direction(from, to).ok_or_else(|| MoveError::Rejected(crate::t!("tribesmen-not-next-to", square = name(to), from = name(from))))?;
    let h = c.height();
    let t = b.cells[to];
    match action {
        Action::Move => {
            if count == 0 || count > h {
                return Err(MoveError::Rejected(crate::t!("tribesmen-move-count", square = name(from), height = h, count = count)));
            }
            if !t.is_empty() && t.owner != me {
                return Err(MoveError::Rejected(crate::t!("tribesmen-opposing-stack", square = name(to))));
            }
            if t.stacked(c.split_top(count).0).is_none() {
                return Err(MoveError::Rejected(crate::t!("tribesmen-on-smaller", square = name(to))));
            }
        }
        Action::Trip | Action::Push => {
            if t.is_empty() || t.owner == me {
                return Err(MoveError::Rejected(crate::t!("tribesmen-no-opposing-stack", square = name(to))));
            }
            let ht = t.height();
            if action == Action::Push {
                if ht >= h {
                    return Err(MoveError::Rejected(crate::t!("tribesmen-push-smaller", height = h, square = name(to), theirs = ht)));
                }
                let beyond = r.neighbours[to][d];
                if beyond == Square::NONE {
                    return Err(MoveError::Rejected(crate::t!("tribesmen-push-off-board", square = name(to))));
                }
                if !b.cells[beyond].is_empty() {
                    return Err(MoveError::Rejected(crate::t!("tribesmen-push-not-empty", square = name(to), beyond = name(beyond))));
                }
            } else {
                if ht < h + 2 {
                    return Err(MoveError::Rejected(crate::t!("tribesmen-trip-taller", height = h, least = h + 2, square = name(to), theirs = ht)));
                }
                check_placement(b, r, from, to, place)?;
            }
        }
    }
    Ok(())
}

fn check_placement(b: &Board, r: &Rules, from: Square, to: Square, place: Placement) -> Result<(), MoveError> {
    let victim = b.cells[to];
    let mut placed = Cell::EMPTY;
    for d in 0..8 {
        let (l, m, s) = super::board::unslot(place >> (8 * d));
        if l + m + s == 0 {
            continue;
        }
        let q = r.neighbours[to][d];
        if q == Square::NONE {
            return Err(MoveError::Rejected(crate::t!("tribesmen-place-next-to")));
        }
        let below = if q == from { Cell::EMPTY } else { b.cells[q] };
        let name = r.square_name(q);
        if !below.is_empty() && below.owner != victim.owner {
            return Err(MoveError::Rejected(crate::t!("tribesmen-place-other-colour", square = name)));
        }
        if below.stacked(Cell { owner: victim.owner, large: l, medium: m, small: s }).is_none() {
            return Err(MoveError::Rejected(crate::t!("tribesmen-on-smaller", square = name)));
        }
        placed.large += l;
        placed.medium += m;
        placed.small += s;
    }
    if (placed.large, placed.medium, placed.small) != (victim.large, victim.medium, victim.small) {
        return Err(MoveError::Rejected(crate::t!("tribesmen-place-each", count = victim.height())));
    }
    Ok(())
}

#[inline]
pub(crate) fn slot_at(d: usize, large: u8, medium: u8, small: u8) -> Placement {
    slot(large, medium, small) << (8 * d)
}

#[cfg(test)]
mod tests {
    use super::*;

    use super::super::position::Tribesmen;
    use crate::core::{Game, GameConfig};

    /// Red and Blue, the two seats.
    const R: Seat = Seat::FIRST;
    const B: Seat = Seat::SECOND;

    fn position(stacks: &[(Seat, &str, &str)], to_move: Seat) -> Tribesmen {
        Tribesmen::with_stacks(&GameConfig::new("tribesmen"), stacks, to_move).unwrap()
    }

    /// Tactical moves are exactly the legal moves after which the opponent has fewer pyramids.
    fn check_tactical(p: &Tribesmen) -> Vec<String> {
        let me = p.to_move();
        let mut tactical = Vec::new();
        assert!(p.tactical_moves(&mut tactical));
        for m in p.moves() {
            let mut c = p.clone();
            c.play(&m);
            let lost = p.pyramids(me.other()) - c.pyramids(me.other());
            assert_eq!(tactical.contains(&m), lost > 0, "{} kills {lost}", p.notation(&m));
        }
        tactical.iter().map(|m| p.notation(m)).collect()
    }

    #[test]
    fn tactical_moves_are_the_moves_that_blind_opposing_stacks() {
        // Red's king c1, man c3: Blue's pair on d3 blinds c3 by moving to c2 (its top medium
        // alone would not be taller than the man).
        let p = position(&[(R, "c1", "S"), (R, "c3", "M"), (R, "a1", "LLMM"), (B, "e5", "S"), (B, "d3", "LM"), (B, "a5", "LLMM")], B);
        assert_eq!(check_tactical(&p), ["d3-c2(†c3)"]);
        // Red to move kills nothing of Blue's; moves that blind only Red's own stacks (two
        // mediums from a1 to b1 block a1's line to c1) are not tactical either.
        let q = position(&[(R, "c1", "S"), (R, "c3", "M"), (R, "a1", "LLMM"), (B, "e5", "S"), (B, "d3", "LM"), (B, "a5", "LLMM")], R);
        assert!(check_tactical(&q).is_empty());
        assert!(q.moves().iter().any(|m| m.deaths != 0), "some Red move kills his own stack");
        // The start: nothing dies.
        assert!(check_tactical(&Tribesmen::new(&GameConfig::new("tribesmen")).unwrap()).is_empty());
    }

    /// The search's killer, counter-move and history tables know a move by what it does: the
    /// same action after two different replies is one move to them, though it leads to two
    /// positions (and so hashes as two moves); the actions of one position stay apart.
    #[test]
    fn the_search_knows_a_move_by_what_it_does_not_where_it_leads() {
        let after = |moves: &[&str]| {
            let mut p = Tribesmen::new(&GameConfig::new("tribesmen")).unwrap();
            for m in moves {
                let mv = p.parse_move(m).unwrap();
                p.play(&mv);
            }
            p
        };
        let (x, y) = (after(&["a1-a2", "a5-a4"]), after(&["a1-a2", "e5-e4"]));
        let (mx, my) = (x.parse_move("b1-b2").unwrap(), y.parse_move("b1-b2").unwrap());
        assert_ne!(crate::core::hash::move_hash(&mx), crate::core::hash::move_hash(&my));
        assert_eq!(x.move_identity(&mx), y.move_identity(&my));
        let all = x.moves();
        let named: std::collections::HashSet<u64> = all.iter().map(|m| x.move_identity(m)).collect();
        assert_eq!(named.len(), all.len());
        assert_ne!(x.move_identity(&mx), x.move_identity(&x.parse_move("1b1-b2").unwrap()));
    }

    /// Pyramids that die of blindness after `mv`, by playing it: (the other tribes', the mover's).
    fn deaths_by_side(b: &Board, r: &Rules, mv: &Move) -> (u32, u32) {
        if mv.deaths == 0 {
            return (0, 0);
        }
        let me = b.to_move;
        let mut nb = *b;
        nb.apply(r, mv.action, mv.from, mv.to, mv.count, mv.place);
        let (mut theirs, mut mine) = (0, 0);
        for sq in mv.deaths.squares() {
            let c = nb.cells[sq];
            if c.owner != me {
                theirs += u32::from(c.height());
            } else {
                mine += u32::from(c.height());
            }
        }
        (theirs, mine)
    }

    /// Every listed move leads where playing it leads, and `killing` lists what filtering every
    /// legal move by the deaths it causes lists, in the same order, along games of two and four
    /// players (pseudo-random moves).
    #[test]
    fn moves_are_judged_as_played_and_the_killing_ones_listed_most_first() {
        for variant in ["standard", "four-player"] {
            let mut p = Tribesmen::new(&GameConfig::new("tribesmen").with_variant(variant)).unwrap();
            let mut checked_kills = 0;
            for ply in 0..160usize {
                if p.end.is_some() {
                    break;
                }
                let all = p.moves();
                // What the generator judged without playing, as playing each action judges it.
                for m in &all {
                    let played = evaluate_one(&p.board, &p.rules, m.action, m.from, m.to, m.count, m.place);
                    assert_eq!((played.result, played.deaths, played.lossy), (m.result, m.deaths, m.lossy), "{variant}, ply {ply}: {m:?}");
                    let (kills, losses) = deaths_by_side(&p.board, &p.rules, m);
                    assert_eq!((u32::from(m.kills), u32::from(m.losses)), (kills, losses), "{variant}, ply {ply}: {m:?}");
                }
                let mut want: Vec<(u32, Move)> = all.iter().map(|m| (deaths_by_side(&p.board, &p.rules, m).0, *m)).filter(|k| k.0 > 0).collect();
                want.sort_by_key(|k| std::cmp::Reverse(k.0));
                let got: Vec<(u32, Move)> = killing(&p.board, &p.rules).into_iter().map(|m| (u32::from(m.kills), m)).collect();
                let shapes = |v: &[(u32, Move)]| v.iter().map(|(k, m)| (*k, m.shape(), m.result)).collect::<Vec<_>>();
                assert_eq!(shapes(&got), shapes(&want), "{variant}, ply {ply}");
                checked_kills += got.len();
                // Prefer a kill now and then, so that games thin out.
                let pick = if ply % 3 == 0 && !got.is_empty() { got[0].1 } else { all[(ply * 7919 + 13) % all.len()] };
                p.play(&pick);
            }
            assert!(checked_kills >= 10, "{variant}: only {checked_kills} killing moves met");
        }
    }

    /// With four players a move that kills nothing still puts out the next player when it
    /// takes his last legal action: here the mover steps his king onto a2, the one square the
    /// next player's stack on a1 could move to, and that player leaves the game. Such a move
    /// is played, not judged as quiet.
    #[test]
    fn a_move_that_takes_the_next_players_last_action_puts_him_out() {
        let config = GameConfig::new("tribesmen").with_variant("four-player");
        let me = Seat::FIRST;
        let rules = Rules::for_config(&config).unwrap();
        let next = rules.next_seat[me];
        let others: Vec<Seat> = Seat::all(4).filter(|&s| s != me && s != next).collect();
        // b1 and b2 are too tall to push and too short to trip from a1's five.
        let stacks = [(next, "a1", "LLMMS"), (others[0], "b1", "LLLMS"), (others[1], "b2", "LLLMMS"), (me, "a3", "LLMMS")];
        let p = Tribesmen::with_stacks(&config, &stacks, me).unwrap();
        let a2 = rules.parse_square("a2").unwrap();
        let moves = p.moves();
        for m in &moves {
            let played = evaluate_one(&p.board, &p.rules, m.action, m.from, m.to, m.count, m.place);
            assert_eq!((played.result, played.lossy), (m.result, m.lossy), "{m:?}");
        }
        let onto_a2 = moves.iter().find(|m| m.to == a2 && m.count == 1).expect("the king's step to a2");
        assert!(onto_a2.lossy, "the next player's pyramids leave the game");
        let mut after = p.clone();
        after.play(onto_a2);
        assert!(!after.board.is_active(next), "the next player is out");
    }

    #[test]
    fn compositions_count_every_spread_of_identical_pyramids_once() {
        let mut out = [0u64; MAX_WAYS];
        // C(n + k - 1, k - 1) ways.
        assert_eq!(compositions(5, &[0, 1, 2, 3, 4, 5, 6, 7], 0, &mut out), 792);
        let mut seen: Vec<u64> = out.to_vec();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 792);
        assert_eq!(compositions(2, &[1, 4, 6], 3, &mut out), 6);
        assert!(out[..6].iter().all(|p| (0..8).map(|d| super::super::board::unslot(p >> (8 * d)).1).sum::<u8>() == 2));
        assert_eq!(compositions(0, &[], 0, &mut out), 1);
        assert_eq!(compositions(1, &[], 0, &mut out), 0);
        assert_eq!(compositions(1, &[2, 5], 6, &mut out), 2);
        assert_eq!(&out[..2], &[1 << 46, 1 << 22]);
    }
}
