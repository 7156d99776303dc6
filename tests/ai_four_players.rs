//! MCTS with four seats, on four-player Tribesmen: one searching seat against three random
//! ones. Each seat maximises its own result, so the searcher must outlast all three.

use std::sync::atomic::AtomicBool;
use towers::ai::Level;
use towers::core::{GameConfig, OutcomeKind, Seat};
use towers::games;
use towers::session::DynGame;

#[test]
fn one_searching_seat_outlasts_three_random_ones() {
    let never = AtomicBool::new(false);
    let (mut searcher_wins, mut random_wins) = (0, 0);
    for searcher in Seat::all(4) {
        let mut g: Box<dyn DynGame> = games::new_game(&GameConfig::new("tribesmen").with_variant("four-player")).unwrap();
        assert_eq!(g.seats(), 4);
        let mut ply = 0u64;
        while g.outcome().is_none() {
            let (level, nodes) = if g.to_move() == searcher { (Level::Medium, 3_000) } else { (Level::Random, 1) };
            let t = g.think_with(level, &|p| p.fix_nodes(nodes), ply, &never, &mut |_| {});
            g.play_index(t.index).unwrap();
            ply += 1;
        }
        match g.outcome().unwrap().kind {
            OutcomeKind::Win(s) if s == searcher => searcher_wins += 1,
            OutcomeKind::Win(_) => random_wins += 1,
            OutcomeKind::Draw => {}
        }
    }
    println!("searcher won {searcher_wins} of 4, random seats {random_wins}");
    assert!(searcher_wins >= 3 && random_wins == 0, "searcher won {searcher_wins} of 4, random seats {random_wins}");
}

#[test]
fn four_players_search_by_alpha_beta_at_every_level_and_two_players_are_unchanged() {
    use towers::ai::Algorithm;
    let never = AtomicBool::new(false);
    for (variant, seats) in [("four-player", 4), ("standard", 2)] {
        let config = if seats == 4 { GameConfig::new("tribesmen").with_variant(variant) } else { GameConfig::new("tribesmen") };
        let g: Box<dyn DynGame> = games::new_game(&config).unwrap();
        assert_eq!(g.seats(), seats);
        for level in [Level::Easy, Level::Medium, Level::Hard, Level::Expert] {
            let t = g.think_with(level, &|p| p.fix_nodes(300), 1, &never, &mut |_| {});
            assert_eq!(t.algorithm, Algorithm::AlphaBeta, "{variant} {level}");
            assert!(t.index < g.moves().len());
        }
    }
}
