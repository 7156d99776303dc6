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
