//! MCTS rewards for games of more than two seats, by ranking points (`core::ranking`), the
//! way `towers match` scores them: a win alone would make every seat but the winner's equal,
//! so a seat would see no difference between dropping out first and holding on to the turn
//! limit, nor any gain in putting an opponent out. Here a seat that drops out earlier gets
//! less, every seat still in gains a place when another drops out, and at a cut-off the seats
//! still in share the places left by how their evaluations compare.

use super::playout::{MAX_SEATS, Scores, logistic};
use super::rng::Rng;
use crate::core::{DropOrder, Game, Seat};

/// Who dropped out, and in what order, since the root of the search.
#[derive(Clone, Copy)]
pub struct Drops(DropOrder);

impl Drops {
    /// The seats out at `root` count as one group, below everyone the search plays.
    pub fn at<G: Game>(root: &G) -> Drops {
        let mut d = DropOrder::new(root.seats());
        d.note(|s| root.in_game(s));
        Drops(d)
    }

    /// After each move: who is out now.
    #[inline]
    pub fn note<G: Game>(&mut self, pos: &G) {
        self.0.note(|s| pos.in_game(s));
    }

    /// `playout::random_moves`, noting who drops out after each move.
    pub fn random_moves<G: Game>(&mut self, pos: &mut G, rng: &mut Rng, buf: &mut Vec<G::Move>, plies: u32) -> u32 {
        let mut below = |n: usize| rng.below(n);
        for n in 0..plies {
            match pos.random_move(&mut below, buf) {
                Some(m) => {
                    pos.play(&m);
                    self.note(pos);
                }
                None => return n,
            }
        }
        plies
    }

    /// Each seat's reward (ranking points / (N-1), 0..1) where the simulation stopped: a
    /// finished game by its places; an open one with the seats out by their order, and the
    /// seats still in sharing the places above them by their evaluations (`scale` evaluation
    /// units = 1:e odds that one seat finishes above another), or evenly without evaluations.
    pub fn scores<G: Game>(&self, pos: &G, scale: f32) -> Scores {
        let seats = pos.seats();
        let top = (seats - 1) as f32;
        let mut s = [0.5; MAX_SEATS];
        if let Some(o) = pos.outcome() {
            let p = self.0.points(o.winner());
            for (seat, v) in Seat::all(seats).zip(s.iter_mut()) {
                *v = p[seat] as f32 / top;
            }
            return s;
        }
        // As at a draw: the seats out by their order, the ones in on the places above.
        let p = self.0.points(None);
        let open: Vec<Seat> = Seat::all(seats).filter(|&seat| !self.0.is_out(seat)).collect();
        let k = open.len();
        let evals: Vec<Option<i32>> = open.iter().map(|&seat| pos.evaluate(seat)).collect();
        for (seat, v) in Seat::all(seats).zip(s.iter_mut()) {
            *v = p[seat] as f32 / top;
        }
        if k < 2 || evals.iter().any(Option::is_none) {
            return s;
        }
        // A seat's evaluation is against the mean of its opponents: the difference of two
        // seats' evaluations is k/(k-1) times the difference of their strengths.
        let shrink = (k - 1) as f32 / k as f32 / scale;
        let lowest = p[open[0]] as f32 - (k as f32 - 1.0) / 2.0;
        for (i, &seat) in open.iter().enumerate() {
            let e = evals[i].unwrap_or(0) as f32;
            let above: f32 = (0..k).filter(|&j| j != i).map(|j| logistic((e - evals[j].unwrap_or(0) as f32) * shrink)).sum();
            s[seat] = (lowest + above) / top;
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::test_games::Knockout;

    fn knockout(out: u8, strength: [i32; 4]) -> Knockout {
        Knockout { out, to_move: Seat::all(4).find(|s| out & (1 << s.index()) == 0).unwrap(), strength }
    }

    fn rewards(drops: &Drops, pos: &Knockout) -> [f32; 4] {
        let s = drops.scores(pos, 300.0);
        [s[0], s[1], s[2], s[3]]
    }

    #[test]
    fn equal_seats_share_the_places_left_and_a_seat_out_gets_none() {
        let mut pos = knockout(0, [0; 4]);
        let mut drops = Drops::at(&pos);
        assert_eq!(rewards(&drops, &pos), [0.5; 4]);
        pos.play(&Seat::new(2));
        drops.note(&pos);
        let r = rewards(&drops, &pos);
        assert_eq!(r[2], 0.0);
        for s in [0, 1, 3] {
            assert!((r[s] - 2.0 / 3.0).abs() < 1e-6, "{r:?}");
        }
    }

    #[test]
    fn the_stronger_seat_expects_the_higher_place_and_the_places_add_up() {
        let pos = knockout(0b0100, [300, 0, 0, -300]);
        let drops = Drops::at(&pos);
        let r = rewards(&drops, &pos);
        assert!(r[0] > r[1] && r[1] > r[3] && r[2] == 0.0, "{r:?}");
        assert!((r.iter().sum::<f32>() - 2.0).abs() < 1e-5, "{r:?}");
        assert!(r[3] > 1.0 / 3.0 && r[0] < 1.0, "the seats in keep at least the place above the one out: {r:?}");
    }

    #[test]
    fn a_finished_game_pays_by_drop_out_order() {
        let mut pos = knockout(0, [0; 4]);
        let mut drops = Drops::at(&pos);
        for victim in [3, 2, 1].map(Seat::new) {
            pos.play(&victim);
            drops.note(&pos);
        }
        assert_eq!(rewards(&drops, &pos), [1.0, 2.0 / 3.0, 1.0 / 3.0, 0.0]);
    }
}
