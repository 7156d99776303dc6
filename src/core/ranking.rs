//! Ranking points for games of more than two seats (four-player Tribesmen), where the winner
//! alone says little: the last seat standing gets N-1 points, the others by the order in which
//! they dropped out (the first out gets 0), and seats that drop out in the same turn, or are
//! still in when the game is drawn, share the places they hold (each gets the average).

use super::game::Seat;
use super::line::MAX_SEATS;

/// The order in which the seats of one game dropped out, as far as it has gone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DropOrder {
    seats: usize,
    /// Per seat, the number of the turn-group it dropped out in (0 = first to go), if out.
    group: [Option<u32>; MAX_SEATS],
    groups: u32,
}

impl DropOrder {
    pub fn new(seats: usize) -> DropOrder {
        assert!(seats <= MAX_SEATS, "at most {MAX_SEATS} seats");
        DropOrder { seats, group: [None; MAX_SEATS], groups: 0 }
    }

    /// Looks at who is still in (after a move): the seats out now and not before dropped out
    /// together, after every seat already out.
    pub fn note(&mut self, in_game: impl Fn(Seat) -> bool) {
        let mut any = false;
        for s in Seat::all(self.seats) {
            if self.group[s].is_none() && !in_game(s) {
                self.group[s] = Some(self.groups);
                any = true;
            }
        }
        if any {
            self.groups += 1;
        }
    }

    /// Whether the seat has dropped out.
    pub fn is_out(&self, seat: Seat) -> bool {
        self.group[seat].is_some()
    }

    /// Each seat's ranking points at the end of the game: `winner` (if any) N-1, the seats
    /// still in share the places below it (all of the top places at a draw), the seats out
    /// rank by when they dropped, shared within a turn.
    pub fn points(&self, winner: Option<Seat>) -> [f64; MAX_SEATS] {
        let mut out = [0.0; MAX_SEATS];
        let mut next = 0usize;
        let mut give = |members: &[Seat], out: &mut [f64; MAX_SEATS]| {
            let k = members.len();
            for &s in members {
                out[s] = next as f64 + (k as f64 - 1.0) / 2.0;
            }
            next += k;
        };
        let not_winner = |s: &Seat| Some(*s) != winner;
        for g in 0..self.groups {
            let members: Vec<Seat> = Seat::all(self.seats).filter(|&s| self.group[s] == Some(g)).filter(not_winner).collect();
            give(&members, &mut out);
        }
        let still_in: Vec<Seat> = Seat::all(self.seats).filter(|&s| self.group[s].is_none()).filter(not_winner).collect();
        give(&still_in, &mut out);
        if let Some(w) = winner {
            give(&[w], &mut out);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order(seats: usize, drops: &[&[usize]]) -> DropOrder {
        let mut d = DropOrder::new(seats);
        let mut out: Vec<Seat> = Vec::new();
        for group in drops {
            out.extend(group.iter().map(|&s| Seat::new(s)));
            d.note(|s| !out.contains(&s));
        }
        d
    }

    #[test]
    fn the_winner_gets_n_minus_one_and_the_rest_rank_by_drop_out() {
        let p = order(4, &[&[2], &[0], &[3]]).points(Some(Seat::SECOND));
        assert_eq!(&p[..4], &[1.0, 3.0, 0.0, 2.0]);
    }

    #[test]
    fn seats_out_in_the_same_turn_share_their_places() {
        // 3 goes first; 0 and 2 in the same turn share places 1 and 2.
        let p = order(4, &[&[3], &[0, 2]]).points(Some(Seat::SECOND));
        assert_eq!(&p[..4], &[1.5, 3.0, 1.5, 0.0]);
    }

    #[test]
    fn seats_still_in_at_a_draw_share_the_top_places() {
        let p = order(4, &[&[1]]).points(None);
        assert_eq!(&p[..4], &[2.0, 0.0, 2.0, 2.0]);
        let p = DropOrder::new(4).points(None);
        assert_eq!(&p[..4], &[1.5; 4]);
        // Every seat in counts the same whichever turn a note comes after: nothing changed.
        let mut d = order(4, &[&[1], &[3]]);
        d.note(|s| s != Seat::new(1) && s != Seat::new(3));
        assert_eq!(&d.points(None)[..4], &[2.5, 0.0, 2.5, 1.0]);
    }

    #[test]
    fn points_always_add_up_to_every_place() {
        for (drops, winner) in [(vec![&[0usize][..], &[1, 2]], Some(3)), (vec![&[0, 1, 2, 3][..]], None), (vec![], Some(2))] {
            let p = order(4, &drops).points(winner.map(Seat::new));
            assert_eq!(p[..4].iter().sum::<f64>(), 6.0, "{drops:?} {winner:?}: {p:?}");
        }
    }
}
