//! What the generic search needs to know of Storm without playing every move: which moves
//! are captures and how promising each is (a cheap order key), whether the side to move is in
//! check, and a pass for null-move pruning.

use super::pieces::{Kind, kind_of};
use super::position::{Move, Storm};

/// Order keys of captures that do not look like losing material start here, above every
/// quiet move's 0.
const GOOD_CAPTURE: i32 = 1 << 16;

impl Storm {
    /// Most valuable victim first, then the least valuable attacker. A capture of a piece worth
    /// less than the capturer, on a square the other side defends, likely loses the difference
    /// (a one-step static exchange): it gets a negative key, the loss it risks.
    pub(super) fn capture_key(&self, m: Move) -> i32 {
        let victim = self.board.sq[m.to];
        if victim == 0 {
            return 0;
        }
        let values = &self.rules.values;
        let (gain, risk) = (values[kind_of(victim) as usize], values[kind_of(self.board.sq[m.from]) as usize]);
        let them = self.side.other();
        if risk > gain && self.mover().attacked(&self.board, m.to.index(), them) {
            return (gain - risk).min(-1);
        }
        GOOD_CAPTURE + 16 * gain - risk / 16
    }

    /// The captures among the legal moves, or every legal move in check (the evasions).
    pub(super) fn forcing_moves(&self, out: &mut Vec<Move>) {
        if self.in_check() {
            self.legal(out);
        } else {
            self.mover().legal_captures(&self.board, self.side, |from, to| out.push(Move { from, to }));
        }
    }

    /// A pass, where one cannot be a real advantage: not with only the Brain, Toadies and
    /// Ninnies left to move (then having to move may lose, as having no move does).
    pub(super) fn pass(&mut self) -> bool {
        let bb = &self.board.bb[self.side];
        let movers = [Kind::Numskull, Kind::Clodhopper, Kind::Yahoo, Kind::FuddyDuddy];
        if movers.iter().all(|&k| bb[k as usize] == 0) {
            return false;
        }
        self.pass_turn();
        true
    }
}

#[cfg(test)]
mod tests {
    use crate::core::{Game, GameConfig, Seat};
    use crate::games::storm::position::Storm;

    fn pos(setup: &str) -> Storm {
        Storm::new(&GameConfig::new("storm").with_setup(setup)).unwrap()
    }

    #[test]
    fn captures_order_by_victim_then_attacker_and_a_defended_cheap_victim_is_a_risk() {
        // Red's Numskull on e5 may take Blue's Ninny on e7 (defended by the Toady? no: by the
        // Numskull on e9 along the file) or the undefended Clodhopper on a5.
        let p = pos("red: Be1 Ne5 Ia4; blue: Be10 Ne9 Ie7 Cc5");
        let key = |t: &str| p.order_key(&p.parse_move(t).unwrap()).unwrap();
        let quiet = key("Ne5-f5");
        assert_eq!(quiet, 0);
        assert!(key("Ne5xc5") > 0, "an undefended Clodhopper");
        assert!(key("Ne5xe7") < 0, "a Ninny defended by a Numskull");
        let mut forcing = Vec::new();
        assert!(p.tactical_moves(&mut forcing));
        let names: Vec<String> = forcing.iter().map(|m| p.notation(m)).collect();
        assert!(names.iter().all(|n| n.contains('x')), "{names:?}");
        assert!(names.contains(&"Ne5xc5".to_string()) && names.contains(&"Ne5xe7".to_string()), "{names:?}");
    }

    #[test]
    fn the_forcing_moves_are_the_legal_captures_or_in_check_every_legal_move() {
        let mut checks = 0;
        crate::games::storm::testutil::random_positions(30, 200, |p| {
            let mut legal = p.moves();
            if p.in_check() {
                checks += 1;
            } else {
                legal.retain(|m| p.board.sq[m.to] != 0);
            }
            let mut forcing = Vec::new();
            p.forcing_moves(&mut forcing);
            assert_eq!(forcing, legal);
        });
        assert!(checks > 0);
    }

    #[test]
    fn a_pass_changes_only_the_side_to_move_and_is_refused_without_pieces_that_range() {
        let mut p = Storm::new(&GameConfig::new("storm")).unwrap();
        let (key, board) = (p.key(), p.board.clone());
        assert!(p.play_null());
        assert_eq!((p.to_move(), &p.board), (Seat::SECOND, &board));
        assert_ne!(p.key(), key);
        assert!(p.play_null());
        assert_eq!(p.key(), key);
        let mut bare = pos("red: Be1 Ie4 Te2; blue: Be10 Ne9");
        assert!(!bare.play_null(), "Brain, Toady and Ninny only");
        assert_eq!(bare.to_move(), Seat::FIRST);
    }
}
