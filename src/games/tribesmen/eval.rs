//! A static judgement for the computer opponents.
//!
//! Pyramids only leave the game by blindness, so besides counting them the judgement looks one
//! action ahead, cheaply and without generating moves: which stacks an opponent could blind
//! by moving a tall enough stack onto their line of sight, which stacks he could trip (and
//! scatter), and whether he could trip or push the king's stack. Those threats are what a
//! shallow search needs to see to build double attacks and convert an advantage, rather than
//! shuffle until the repetition or turn-limit draw. A threat weighs more against the side
//! that waits: the mover can carry one out before the other side answers, while its own
//! threatened stacks it can still move.
//!
//! What moves a game towards its end is the pull of each man towards the opposing king
//! (`advance`): at 10 a third of the games between levels ran out the turn limit, at 32 a
//! tenth (docs/ai-strength.md has the screens). The pull is by pyramids, up to three a stack:
//! pulled by stacks, the side ahead split into single men, which can neither push nor block a
//! line, and could not finish a tribe of five.

use super::board::{Board, End};
use super::data::Rules;
use super::position::Tribesmen;
use crate::core::Seat;
use crate::core::bits::{Bits, Square};

/// Per pyramid (up to three a stack) and step closer than four to an opposing king (see
/// `advance`).
const ADVANCE: i32 = 16;
/// Per pyramid of difference.
const PYRAMID: i32 = 60;
/// Scale of the race to four pyramids: (my margin - his) / (my margin + his), margins above four.
const RACE: i32 = 600;
/// A player at this many pyramids or fewer has lost.
const LOST_AT: i32 = 4;
/// Per pyramid of a stack that one more pyramid on an intervening stack would blind.
const NEAR_BLIND: i32 = 12;
/// Per opposing stack next to the king that could trip or push his stack.
const KING_THREAT: i32 = 40;
/// Per pyramid of a stack whose line an opponent can block with one move.
const EXPOSED: i32 = 20;
/// Per pyramid of a stack an opponent can trip (and scatter) with one action.
const TRIPPABLE: i32 = 10;
/// How much more the threats against a side weigh while an opponent is to move (they are
/// his to carry out) than on the side's own turn (it can parry or strike first).
const WAITING: i32 = 2;

pub(crate) fn evaluate(p: &Tribesmen, seat: Seat) -> i32 {
    match p.end {
        Some(End::Win { winner, .. }) => return if winner == seat { 10_000 } else { -10_000 },
        Some(End::Draw(_)) => return 0,
        None => {}
    }
    let (b, r) = (&p.board, &*p.rules);
    let mut seats = [Seat::FIRST; 4];
    let mut n = 0;
    for s in Seat::all(r.seats()).filter(|&s| s != seat && b.is_active(s)) {
        seats[n] = s;
        n += 1;
    }
    let opponents = &seats[..n];
    if opponents.is_empty() {
        return 0;
    }
    let reach = Reach::new(b, r);
    let side = |s: Seat| {
        let t = threats(b, r, &reach, s);
        // The side to move parries one threat or strikes first; threats against a side that
        // must wait for the mover are carried out.
        let danger = if s == b.to_move { 1 } else { WAITING };
        -NEAR_BLIND * t.near_blind - danger * (KING_THREAT * king_threats(b, r, s) + EXPOSED * t.exposed + TRIPPABLE * t.trippable)
            + ADVANCE * advance(b, r, s)
    };
    let (mut their_sides, mut materials) = (0, 0);
    for &o in opponents {
        their_sides += side(o);
        materials += material(i32::from(b.count[seat]), i32::from(b.count[o]));
    }
    side(seat) - their_sides / n as i32 + materials / n as i32
}

/// How close the seat's men stand to the opposing kings: a point per step inside distance
/// four of a king, for each pyramid of the stack up to three. Sight only kills at a distance,
/// and trips and pushes need contact; without a pull forward both sides keep their stacks by
/// their kings and shuffle. Height counts because a stack blocks a line only where it is
/// taller than the line's shorter end, and pushes only shorter stacks; beyond three a stack is
/// a target for trips rather than more of a threat.
fn advance(b: &Board, r: &Rules, seat: Seat) -> i32 {
    let mut sum = 0;
    for o in Seat::all(r.seats()).filter(|&o| o != seat && b.is_active(o)) {
        let k = b.king[o];
        if k == Square::NONE {
            continue;
        }
        let men = b.own[seat] & if b.king[seat] == Square::NONE { !0 } else { !u64::of(b.king[seat]) };
        sum += men.squares().map(|a| r.closeness(a, k) * i32::from(b.cells[a].height().min(3))).sum::<i32>();
    }
    sum
}

/// Pyramids of two sides, judged by how far each is from the loss at four: a lead is worth
/// more as pyramids leave the game, so the side ahead trades down instead of shuffling (at 9
/// against 7 an even trade gains; behind, it loses).
fn material(mine: i32, theirs: i32) -> i32 {
    let (m, t) = ((mine - LOST_AT).max(0), (theirs - LOST_AT).max(0));
    let lead = PYRAMID * (mine - theirs);
    if m + t == 0 { lead } else { lead + RACE * (m - t) / (m + t) }
}

/// The heights a stack can be taller than, as `Board::taller` has them: 0 to 11.
const HEIGHTS: usize = 12;

/// Per seat and height: the squares where the seat can have a stack taller than that after
/// one move (none where it cannot put anything: squares of other seats, a stack crowned by its
/// king, out of reach).
struct Reach {
    taller: [[u64; HEIGHTS]; 4],
}

impl Reach {
    fn new(b: &Board, r: &Rules) -> Reach {
        let mut taller = [[0u64; HEIGHTS]; 4];
        for (o, reach) in Seat::all(r.seats()).zip(taller.iter_mut()) {
            // Each square first under the heights the seat can make there, then under every
            // height below those.
            for p in b.own[o].squares() {
                let c = b.cells[p];
                for &q in &r.neighbours[p] {
                    if q == Square::NONE {
                        continue;
                    }
                    let t = b.cells[q];
                    let h = if t.is_empty() {
                        c.height()
                    } else if t.owner == o {
                        // The largest top part of `c` that keeps no pyramid on a smaller one.
                        let k = match t.top_size() {
                            3 => c.height(),
                            2 => c.small + c.medium,
                            _ => 0,
                        };
                        if k == 0 { 0 } else { t.height() + k }
                    } else {
                        0
                    };
                    if h > 0 {
                        reach[usize::from(h) - 1] |= u64::of(q);
                    }
                }
            }
            let mut above = 0;
            for squares in reach.iter_mut().rev() {
                above |= *squares;
                *squares = above;
            }
        }
        Reach { taller }
    }

    /// The squares where an opponent of `seat` can make a stack taller than `height` in one move.
    #[inline]
    fn against(&self, b: &Board, r: &Rules, seat: Seat, height: u8) -> u64 {
        Seat::all(r.seats()).filter(|&o| o != seat && b.is_active(o)).fold(0, |squares, o| squares | self.taller[o][usize::from(height)])
    }
}

/// What opponents threaten against one seat's stacks, in pyramids.
#[derive(Debug, Default, PartialEq, Eq)]
struct Threats {
    /// In stacks whose line of sight an opponent can block with one move.
    exposed: i32,
    /// In stacks other than the king's that an opponent can trip.
    trippable: i32,
    /// In stacks whose sight has no margin left: one more pyramid on the tallest stack
    /// between them and their king blinds them.
    near_blind: i32,
}

fn threats(b: &Board, r: &Rules, reach: &Reach, seat: Seat) -> Threats {
    let mut t = Threats::default();
    let k = b.king[seat];
    if k == Square::NONE {
        return t;
    }
    let hk = b.height(k);
    for a in (b.own[seat] & !u64::of(k)).squares() {
        let ha = b.height(a);
        let limit = Board::threshold(r, ha, hk);
        let between = r.lines.mask(a, k);
        if between & b.taller[usize::from(limit) - 1] != 0 {
            t.near_blind += i32::from(ha);
        }
        if between & !b.own[seat] & reach.against(b, r, seat, limit) != 0 {
            t.exposed += i32::from(ha);
        }
        if ha >= 3 && trippable(b, r, seat, a) {
            t.trippable += i32::from(ha);
        }
    }
    t
}

/// An opposing stack next to `a` at least two pyramids shorter than it.
fn trippable(b: &Board, r: &Rules, seat: Seat, a: Square) -> bool {
    let h = b.height(a);
    r.neighbours[a].iter().any(|&q| {
        if q == Square::NONE {
            return false;
        }
        let c = b.cells[q];
        !c.is_empty() && c.owner != seat && c.height() + 2 <= h
    })
}

/// Opposing stacks next to the seat's king that could trip (at least two shorter) or push
/// (taller, with an empty square behind the king) his stack.
fn king_threats(b: &Board, r: &Rules, seat: Seat) -> i32 {
    let k = b.king[seat];
    if k == Square::NONE {
        return 0;
    }
    let hk = b.height(k);
    let mut threats = 0;
    for d in 0..8 {
        let q = r.neighbours[k][d];
        if q == Square::NONE {
            continue;
        }
        let c = b.cells[q];
        if c.is_empty() || c.owner == seat {
            continue;
        }
        let h = c.height();
        // The opponent on q pushes in direction opposite to d, from q through k.
        let beyond = r.neighbours[k][(d + 4) % 8];
        if h + 2 <= hk || (h > hk && beyond != Square::NONE && b.cells[beyond].is_empty()) {
            threats += 1;
        }
    }
    threats
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Game, GameConfig};

    /// Red and Blue, the two seats.
    const R: Seat = Seat::FIRST;
    const B: Seat = Seat::SECOND;

    fn position(stacks: &[(Seat, &str, &str)]) -> Tribesmen {
        Tribesmen::with_stacks(&GameConfig::new("tribesmen"), stacks, R).unwrap()
    }

    fn threats_of(p: &Tribesmen, seat: Seat) -> Threats {
        threats(&p.board, &p.rules, &Reach::new(&p.board, &p.rules), seat)
    }

    /// Red's king alone on c1 and a Red man on c3: c2 lies between them, and any stack of two
    /// put there blinds c3. Blue's pair on `blue` may or may not reach c2.
    fn lone_man(blue: &str) -> Tribesmen {
        position(&[(R, "c1", "S"), (R, "c3", "M"), (R, "a1", "LLMM"), (B, "e5", "S"), (B, blue, "LM"), (B, "a5", "LLMM")])
    }

    #[test]
    fn a_line_an_opponent_can_block_in_one_move_is_exposed() {
        let near = lone_man("d3");
        let far = lone_man("e3");
        assert_eq!(threats_of(&near, R), Threats { exposed: 1, trippable: 0, near_blind: 0 });
        assert_eq!(threats_of(&far, R), Threats { exposed: 0, trippable: 0, near_blind: 0 });
        assert!(near.evaluate(R).unwrap() < far.evaluate(R).unwrap());
        assert_eq!(near.evaluate(B), Some(-near.evaluate(R).unwrap()));
        // The threat is real: Blue's move to c2 kills the man.
        let stacks = [(R, "c1", "S"), (R, "c3", "M"), (R, "a1", "LLMM"), (B, "e5", "S"), (B, "d3", "LM"), (B, "a5", "LLMM")];
        let mut q = Tribesmen::with_stacks(&GameConfig::new("tribesmen"), &stacks, B).unwrap();
        q.play(&q.parse_move("d3-c2").unwrap());
        assert_eq!(q.pyramids(R), near.pyramids(R) - 1);
    }

    #[test]
    fn a_threat_weighs_more_when_its_author_is_to_move() {
        // Red's man on c3 is exposed to Blue's d3-c2 either way; with Blue to move it is as
        // good as gone, with Red to move Red can still save it.
        let stacks = [(R, "c1", "S"), (R, "c3", "M"), (R, "a1", "LLMM"), (B, "e5", "S"), (B, "d3", "LM"), (B, "a5", "LLMM")];
        let red_to_move = Tribesmen::with_stacks(&GameConfig::new("tribesmen"), &stacks, R).unwrap();
        let blue_to_move = Tribesmen::with_stacks(&GameConfig::new("tribesmen"), &stacks, B).unwrap();
        assert!(blue_to_move.evaluate(R).unwrap() < red_to_move.evaluate(R).unwrap());
        assert_eq!(blue_to_move.evaluate(B), Some(-blue_to_move.evaluate(R).unwrap()));
    }

    #[test]
    fn own_stacks_on_the_line_cannot_be_used_to_block_it() {
        // Red's own man on c2 stands between: Blue cannot move onto it.
        let p = position(&[(R, "c1", "S"), (R, "c3", "M"), (R, "c2", "M"), (R, "a1", "LLM"), (B, "e5", "S"), (B, "d3", "LM"), (B, "a5", "LLMM")]);
        assert_eq!(threats_of(&p, R).exposed, 0);
    }

    #[test]
    fn a_blue_stack_that_can_grow_on_the_line_exposes_it() {
        // Blue's single large on c2 does not block c3 (not taller than one), but Blue's
        // medium next to it can climb on it and make two.
        let p = position(&[(R, "c1", "S"), (R, "c3", "M"), (R, "a1", "LLMM"), (B, "e5", "S"), (B, "c2", "L"), (B, "d2", "M"), (B, "a5", "LLMM")]);
        assert!(p.blind_stacks().is_empty());
        assert_eq!(threats_of(&p, R).exposed, 1);
        // Nothing climbs on a king: Blue's king alone on c2, his medium next to it.
        let q = position(&[(R, "c1", "S"), (R, "c3", "M"), (R, "a1", "LLMM"), (B, "c2", "S"), (B, "d2", "M"), (B, "a5", "LLMM")]);
        assert_eq!(threats_of(&q, R).exposed, 0);
    }

    #[test]
    fn tall_stacks_next_to_short_opponents_can_be_tripped() {
        let p = position(&[(R, "c1", "S"), (R, "c2", "LLM"), (R, "a1", "LMM"), (B, "c3", "M"), (B, "e5", "S"), (B, "a5", "LLMM")]);
        assert_eq!(threats_of(&p, R).trippable, 3);
        let q = position(&[(R, "c1", "S"), (R, "c2", "LLM"), (R, "a1", "LMM"), (B, "c4", "M"), (B, "e5", "S"), (B, "a5", "LLMM")]);
        assert_eq!(threats_of(&q, R).trippable, 0);
        assert!(p.evaluate(R).unwrap() < q.evaluate(R).unwrap());
    }

    #[test]
    fn a_lead_grows_as_pyramids_leave_so_the_side_ahead_trades() {
        assert_eq!(material(7, 7), 0);
        for (m, t) in [(9, 7), (11, 10), (6, 5), (8, 5)] {
            assert_eq!(material(m, t), -material(t, m));
            assert!(material(m, t) > 0);
        }
        // Ahead, an even trade gains; behind, it loses.
        assert!(material(8, 6) > material(9, 7));
        assert!(material(6, 8) < material(7, 9));
        // One pyramid more is worth about a pyramid at the start.
        assert!((90..=130).contains(&material(11, 10)), "{}", material(11, 10));
    }

    #[test]
    fn men_closer_to_the_opposing_king_score_higher_and_tall_stacks_more() {
        // Blue's king on c5; Red's man two king steps away on c3 or a3, three on c2, four on
        // b1 (nothing); Red's four on a2 is three steps away and adds one a pyramid up to three.
        let at = |sq: &str| position(&[(R, "e1", "S"), (R, sq, "M"), (R, "a2", "LLMM"), (B, "c5", "S"), (B, "e5", "LLMM")]);
        let adv = |p: &Tribesmen| advance(&p.board, &p.rules, R);
        assert_eq!(adv(&at("c3")), 2 + 3);
        assert_eq!(adv(&at("a3")), 2 + 3);
        assert_eq!(adv(&at("c2")), 1 + 3);
        assert_eq!(adv(&at("b1")), 3, "nothing for b1, three for a2");
        // Kings do not count, and Blue's only man on e5 is four steps from Red's king on e1.
        let p = at("c3");
        assert_eq!(advance(&p.board, &p.rules, B), 0);
        assert!(p.evaluate(R).unwrap() > at("b1").evaluate(R).unwrap());
        // A pair two steps from the king counts twice what a single there does.
        let pair = position(&[(R, "e1", "S"), (R, "c3", "LM"), (B, "c5", "S"), (B, "e5", "LLMM")]);
        assert_eq!(adv(&pair), 2 * 2);
    }

    #[test]
    fn the_start_is_even_and_the_side_with_more_pyramids_leads() {
        let p = Tribesmen::new(&GameConfig::new("tribesmen")).unwrap();
        assert_eq!(p.evaluate(R), Some(0));
        let ahead = position(&[(R, "c1", "LMS"), (R, "b1", "LM"), (R, "d1", "LM"), (B, "c5", "LMS"), (B, "b5", "LM")]);
        assert!(ahead.evaluate(R).unwrap() >= 150, "{:?}", ahead.evaluate(R));
    }
}
