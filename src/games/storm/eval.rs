//! Static evaluation for the computer opponents: material by the seed's value order, a bonus
//! for Ninnies across the river, and a small mobility term.

use super::pieces::Kind;
use super::position::Storm;

/// Hundredths of a unit per pseudo-legal move of difference.
const MOBILITY: i32 = 4;

impl Storm {
    pub fn eval(&self, seat: usize) -> i32 {
        let r = &*self.rules;
        let b = &self.board;
        let mut score = [0i32; 2];
        for (side, total) in score.iter_mut().enumerate() {
            for k in Kind::ALL {
                *total += r.values[k as usize] * b.bb[side][k as usize].count_ones() as i32;
            }
            let across = b.bb[side][Kind::Ninny as usize] & r.geo.half[side ^ 1];
            *total += r.ninny_across_river * across.count_ones() as i32;
            let mut moves = 0;
            self.mover().pseudo_moves(b, side, |_, _| moves += 1);
            *total += MOBILITY * moves;
        }
        score[seat] - score[seat ^ 1]
    }
}

#[cfg(test)]
mod tests {
    use crate::core::GameConfig;
    use crate::games::storm::position::Storm;

    fn pos(setup: &str) -> Storm {
        Storm::new(&GameConfig::new("storm").with_setup(setup)).unwrap()
    }

    #[test]
    fn start_is_balanced_and_material_counts() {
        let p = Storm::new(&GameConfig::new("storm")).unwrap();
        assert_eq!(p.eval(0), 0);
        assert_eq!(p.eval(1), 0);
        let up = pos("red: Bf1 Na1; blue: Bd10");
        assert!(up.eval(0) > 800 && up.eval(1) < -800);
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
