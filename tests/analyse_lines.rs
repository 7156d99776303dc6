//! The analysis's several best lines: each next line searches only the moves not yet listed,
//! so the lines name different moves, and each line's index is the move's own among the
//! position's legal moves (a later search once reported indices of the whole list, which named
//! the wrong move or ran past the shorter list).

use std::sync::atomic::AtomicBool;
use std::time::Duration;
use towers::core::GameConfig;

/// A Litróf middlegame (32 legal moves) where the second line's search once ran past its list.
const LITROF: &str = "1/[BGY]2[BPO][BOR]/b2bb/b3[BYP]/3[ORY]1/1o[BRG][OBG]1/o3[OYB]/o3o/1[OPR]2[OGP]/1 OB O";

#[test]
fn the_best_lines_name_different_moves_by_their_own_indices() {
    let cases = [(GameConfig::new("litrof"), LITROF.to_string()), (GameConfig::new("storm"), String::new())];
    for (config, text) in cases {
        let game = if text.is_empty() { towers::games::new_game(&config).unwrap() } else { towers::games::from_position(&config, &text).unwrap() };
        let moves = game.moves();
        for seed in 0..2 {
            let lines = game.analyse(Duration::from_millis(60), 3, seed, &AtomicBool::new(false));
            assert_eq!(lines.len(), 3, "{}", config.game);
            let mut seen: Vec<usize> = lines.iter().map(|l| l.index).collect();
            for l in &lines {
                assert_eq!(moves[l.index].notation, l.notation, "{}: a line's index is its move's", config.game);
            }
            seen.sort();
            seen.dedup();
            assert_eq!(seen.len(), 3, "{}: three different moves", config.game);
        }
    }
}

/// The lines come from one search: with a node bound, all of them together stay within it
/// (each line searched on its own once took the bound again), and they come best first.
#[test]
fn several_lines_are_one_search_within_one_budget_best_first() {
    use towers::ai::{Level, analyse, plan};
    use towers::core::{Game, Line};
    use towers::games::storm::Storm;
    let pos = Line::new(Storm::new(&GameConfig::new("storm")).unwrap());
    let mut p = plan(&pos, Level::Expert);
    p.fix_nodes(40_000);
    p.root_noise = 0;
    let lines = analyse(&pos, &p, 3, 1, &AtomicBool::new(false));
    assert_eq!(lines.len(), 3);
    assert!(lines[0].nodes <= 40_000 + 64, "{} nodes for three lines", lines[0].nodes);
    assert!(lines.iter().all(|l| l.depth >= 3), "{:?}", lines.iter().map(|l| l.depth).collect::<Vec<_>>());
    let scores: Vec<i32> = lines.iter().map(|l| l.score.unwrap()).collect();
    assert!(scores.windows(2).all(|w| w[0] >= w[1]), "best first: {scores:?} at depths {:?}", lines.iter().map(|l| l.depth).collect::<Vec<_>>());
    let moves = pos.moves();
    assert!(lines.iter().all(|l| moves[l.index] == l.best));
}
