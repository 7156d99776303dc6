//! The Storm seed's endgame claims, in computer-against-computer play: Brain and Numskull beat
//! a lone Brain; Brain and Clodhopper, or Brain and Toady, cannot beat it.

use std::sync::atomic::AtomicBool;
use towers::ai::Level;
use towers::core::{GameConfig, OutcomeKind, Seat};
use towers::games;
use towers::session::DynGame;

/// Plays `setup` to its end with both sides searching `nodes` per move; the winner, if any.
fn play_out(setup: &str, nodes: u64) -> (Option<Seat>, String, usize) {
    let mut g: Box<dyn DynGame> = games::new_game(&GameConfig::new("storm").with_setup(setup)).unwrap();
    let never = AtomicBool::new(false);
    for ply in 0..1000u64 {
        if let Some(o) = g.outcome() {
            let winner = match o.kind {
                OutcomeKind::Win(s) => Some(s),
                OutcomeKind::Draw => None,
            };
            return (winner, o.reason(|s| g.seat_name(s)), ply as usize);
        }
        let t = g.think_with(Level::Hard, &|p| p.fix_nodes(nodes), ply, &never, &mut |_| {});
        g.play_index(t.index).unwrap();
    }
    panic!("{setup}: no result after 1000 plies (the move limit should have ended it)");
}

/// A tenth of the 3,000 nodes a move these endings were first shown with: the search finds the
/// Numskull's win, and the lone Brain's defence, with far fewer nodes since it orders moves
/// and prunes by the game's own knowledge.
const NODES: u64 = 300;

#[test]
fn brain_and_numskull_beat_a_lone_brain() {
    for (setup, strong) in [
        ("red: Bd2 Na1; blue: Be9", Seat::FIRST),
        ("red: Bf2 Ni4; blue: Be9", Seat::FIRST),
        ("red: Be2 Nc5; blue: Bd10", Seat::FIRST),
        ("red: Be2; blue: Bf9 Ng7; blue to move", Seat::SECOND),
        ("red: Bd1; blue: Be9 Na10; blue to move", Seat::SECOND),
    ] {
        let (winner, reason, plies) = play_out(setup, NODES);
        assert_eq!(winner, Some(strong), "{setup}: {reason} after {plies} plies");
    }
}

#[test]
fn brain_and_clodhopper_or_toady_cannot_beat_a_lone_brain() {
    for setup in [
        "red: Bd2 Cb3; blue: Be9",
        "red: Bf2 Ch3; blue: Be9",
        "red: Bd2 Tf1; blue: Be9",
        "red: Bf2 Td1; blue: Be9",
        "red: Bf1; blue: Be9 Cb8; blue to move",
        "red: Be2; blue: Bd9 Tf10; blue to move",
    ] {
        let (winner, reason, plies) = play_out(setup, NODES);
        assert_eq!(winner, None, "{setup}: {reason} after {plies} plies");
    }
}
