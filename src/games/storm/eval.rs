//! Static evaluation for the computer opponents, a piece-square table kept summed by `play`:
//! material by the seed's value order, a bonus for Ninnies across the river, and the room a
//! piece has on its square of the arrow board (its moves on an empty board). The arrows make
//! squares unequal: a Numskull on a square with four arrows sweeps far more than on one with
//! two. Counting the moves a piece really has, with the pieces in its way, judged the same
//! thing a little better but cost half the search's time; a deeper search gains more.

use super::data::{Geometry, SQUARES, bit};
use super::pieces::{Kind, kind_of, owner_of};
use super::position::Storm;
use crate::core::Seat;

/// Hundredths of a unit per move a piece would have on its square of an empty board.
const ROOM: i32 = 2;

/// `Rules::worth`: per side, kind index and square, the piece's value there.
pub(super) fn worth_table(values: &[i32; 8], ninny_across_river: i32, geo: &Geometry, moves: &[[[u8; SQUARES]; 8]; 2]) -> [[[i32; SQUARES]; 8]; 2] {
    let mut worth = [[[0; SQUARES]; 8]; 2];
    for (side, kinds) in Seat::all(2).zip(worth.iter_mut()) {
        for k in Kind::ALL {
            for (s, w) in kinds[k as usize].iter_mut().enumerate() {
                let across = k == Kind::Ninny && geo.half[side.other()] & bit(s) != 0;
                *w = values[k as usize] + ROOM * moves[side][k as usize][s] as i32 + if across { ninny_across_river } else { 0 };
            }
        }
    }
    worth
}

impl Storm {
    pub fn eval(&self, seat: Seat) -> i32 {
        debug_assert_eq!(self.worth, self.worth_from_scratch());
        self.worth[seat] - self.worth[seat.other()]
    }

    /// The sum of `Rules::worth` over each side's pieces, from the board.
    pub(super) fn worth_from_scratch(&self) -> [i32; 2] {
        let mut sum = [0; 2];
        for (s, &p) in self.board.sq.iter().enumerate() {
            if p != 0 {
                sum[owner_of(p)] += self.rules.worth[owner_of(p)][kind_of(p) as usize][s];
            }
        }
        sum
    }
}

#[cfg(test)]
mod tests {
    use crate::core::{GameConfig, Seat};
    use crate::games::storm::position::Storm;

    fn pos(setup: &str) -> Storm {
        Storm::new(&GameConfig::new("storm").with_setup(setup)).unwrap()
    }

    #[test]
    fn start_is_balanced_and_material_counts() {
        let p = Storm::new(&GameConfig::new("storm")).unwrap();
        assert_eq!(p.eval(Seat::FIRST), 0);
        assert_eq!(p.eval(Seat::SECOND), 0);
        let up = pos("red: Bf1 Na1; blue: Bd10");
        assert!(up.eval(Seat::FIRST) > 800 && up.eval(Seat::SECOND) < -800);
    }

    #[test]
    fn the_sums_kept_by_play_are_those_of_the_board() {
        crate::games::storm::testutil::random_positions(20, 150, |p| assert_eq!(p.worth, p.worth_from_scratch()));
    }

    #[test]
    fn a_piece_is_worth_more_where_the_arrows_give_it_room() {
        let p = Storm::new(&GameConfig::new("storm")).unwrap();
        let numskull = crate::games::storm::pieces::Kind::Numskull as usize;
        let row = &p.rules.worth[Seat::FIRST][numskull];
        assert!(row.iter().max() > row.iter().min());
        assert!(row.iter().all(|&w| w >= p.rules.values[numskull]));
    }

    #[test]
    fn value_order_follows_the_seed() {
        // Brain > Numskull > Clodhopper > Yahoo = Toady > Fuddy-Duddy > Ninny.
        let p = Storm::new(&GameConfig::new("storm")).unwrap();
        let v = |k: crate::games::storm::pieces::Kind| p.rules.values[k as usize];
        use crate::games::storm::pieces::Kind::*;
        assert!(v(Numskull) > v(Clodhopper));
        assert!(v(Clodhopper) > v(Yahoo));
        assert_eq!(v(Yahoo), v(Toady));
        assert!(v(Toady) > v(FuddyDuddy));
        assert!(v(FuddyDuddy) > v(Ninny));
        assert!(v(Ninny) > 0);
    }
}
