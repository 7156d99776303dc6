//! What the generic search needs to know of Storm without playing every move: which moves
//! are captures and how promising each is (a cheap order key), whether the side to move is in
//! check, its moves untested for the Brain's safety until the search comes to them, and a pass
//! for null-move pruning.

use super::movegen::Pieces;
use super::pieces::{Kind, kind_of};
use super::position::{Move, Storm};
use crate::core::bits::Square;

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

    /// In check, every legal move (the evasions); else the captures by the movement rules, each
    /// tested for the Brain's safety only if the search comes to it (`keeps_brain_safe`).
    pub(super) fn forcing_moves(&self, out: &mut Vec<Move>) {
        if self.in_check() {
            self.legal(out);
        } else {
            self.mover()
                .pseudo_captures(&self.board, self.side, |from, to| out.push(Move { from: Square::from_index(from), to: Square::from_index(to) }));
        }
    }

    /// The moves by the movement rules, untested for the Brain's safety, where the side to move
    /// is not in check (in check most such moves are illegal, and the legal ones few): true
    /// then, else false with nothing appended.
    pub(super) fn unchecked_moves(&self, out: &mut Vec<Move>) -> bool {
        if self.in_check() {
            return false;
        }
        out.reserve(64);
        self.mover().pseudo_moves(&self.board, self.side, |from, to| out.push(Move { from: Square::from_index(from), to: Square::from_index(to) }));
        true
    }

    /// Whether a move by the movement rules leaves the mover's Brain safe.
    pub(super) fn keeps_brain_safe(&self, m: Move) -> bool {
        let b = &self.board;
        self.mover().safe(b, (b.occ(), b.brain(self.side), self.in_check()), self.side, m.from.index(), m.to.index())
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
    fn the_legal_forcing_moves_are_the_legal_captures_or_in_check_every_legal_move() {
        let (mut checks, mut refused) = (0, 0);
        crate::games::storm::testutil::random_positions(30, 200, |p| {
            let mut legal = p.moves();
            if p.in_check() {
                checks += 1;
            } else {
                legal.retain(|m| p.board.sq[m.to] != 0);
            }
            let mut forcing = Vec::new();
            p.forcing_moves(&mut forcing);
            let offered = forcing.len();
            forcing.retain(|m| p.is_legal(m));
            refused += offered - forcing.len();
            assert_eq!(forcing, legal);
        });
        assert!(checks > 0 && refused > 0, "{checks} in check, {refused} captures refused");
    }

    #[test]
    fn out_of_check_the_unchecked_moves_hold_the_legal_ones_and_is_legal_keeps_exactly_those() {
        let (mut checks, mut refused) = (0, 0);
        crate::games::storm::testutil::random_positions(30, 200, |p| {
            let mut unchecked = Vec::new();
            if p.in_check() {
                checks += 1;
                assert!(!p.pseudo_legal_moves(&mut unchecked) && unchecked.is_empty());
                return;
            }
            assert!(p.pseudo_legal_moves(&mut unchecked));
            let before = unchecked.len();
            unchecked.retain(|m| p.is_legal(m));
            refused += before - unchecked.len();
            assert_eq!(unchecked, p.moves());
        });
        assert!(checks > 0 && refused > 0, "{checks} positions in check, {refused} moves refused");
    }

    #[test]
    fn a_position_without_a_legal_move_is_known_lost_only_by_listing_its_moves() {
        // Stalemate: Blue's Brain on d10 may not step into the squares Red attacks.
        let p = pos("red: Bf1 Na9 Ne5; blue: Bd10; blue to move");
        assert_eq!(p.outcome_unless_stuck(), None);
        let mut unchecked = Vec::new();
        assert!(p.pseudo_legal_moves(&mut unchecked) && !unchecked.is_empty());
        assert!(unchecked.iter().all(|m| !p.is_legal(m)));
        assert!(p.outcome().is_some());
    }

    #[test]
    fn the_search_finds_a_win_by_stalemate_where_it_finds_no_legal_move_to_search() {
        use crate::ai::{Level, plan, think_with};
        use crate::core::{Line, OutcomeKind};
        use crate::games::storm::position::Move;
        // Red's Brain onto the e-file takes e10 from Blue's Brain, whose other squares the
        // Numskull on a9 holds: stalemate, and no move of Red's mates.
        let p = Line::new(pos("red: Bf1 Na9; blue: Bd10; red to move"));
        let after = |m: &Move| {
            let mut c = p.clone();
            c.play(m);
            c
        };
        let wins: Vec<Move> = p.moves().into_iter().filter(|m| after(m).outcome().is_some()).collect();
        assert_eq!(wins.iter().map(|m| p.notation(m)).collect::<Vec<_>>(), ["Bf1-e1", "Bf1-e2"]);
        assert!(wins.iter().all(|m| !after(m).in_check()));
        let mut plan = plan(&p, Level::Expert);
        plan.fix_nodes(20_000);
        let t = think_with(&p, &plan, 1, &std::sync::atomic::AtomicBool::new(false), &mut |_| {});
        assert!(wins.contains(&t.best), "{t:?}");
        assert_eq!(after(&t.best).outcome().map(|o| o.kind), Some(OutcomeKind::Win(Seat::FIRST)));
        assert_eq!(t.eval, 1.0, "{t:?}");
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
