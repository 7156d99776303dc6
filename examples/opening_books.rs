//! Writes the opening books of `towers tournament` (assets/openings/<game>[-<variant>].txt):
//! for each game and variant, random openings of 2 to 8 plies from the start (a fixed seed),
//! each kept when a search with a node bound (deterministic: one thread, no clock) reads it
//! as balanced (the side to move expects 40% to 60%; with four seats, of its share of ranking
//! points), and not a position already kept. docs/tournament.md.
//!
//!   cargo run --release --no-default-features --example opening_books [-- COUNT [BOOK [NODES]]]
//!
//! NODES is the search's bound (default: the book's own below, else the Easy level's, 1,000 in
//! most games).

use std::collections::BTreeSet;
use std::sync::atomic::AtomicBool;
use std::time::Instant;
use towers::ai::{Level, Rng};
use towers::core::GameConfig;
use towers::games;

/// Game, variant, and the node bound of the search that judges balance where the Easy level's
/// is too short a look: Litróf's openings turn on tactics a few moves deep, and 1,000 nodes
/// kept positions a deeper search scores at up to eight Pawns for one side.
const BOOKS: &[(&str, &str, Option<u64>)] = &[
    ("storm", "standard", None),
    ("storm", "korean", None),
    ("litrof", "standard", Some(1_000_000)),
    ("tribesmen", "standard", None),
    ("tribesmen", "four-player", None),
    ("three-elephant", "standard", None),
];

fn main() {
    let count: usize = std::env::args().nth(1).map_or(50, |c| c.parse().expect("COUNT is a number"));
    let never = AtomicBool::new(false);
    let only = std::env::args().nth(2);
    for &(game, variant, deeper) in BOOKS {
        let name = if variant == "standard" { game.to_string() } else { format!("{game}-{variant}") };
        if only.as_ref().is_some_and(|o| *o != name) {
            continue;
        }
        let t = Instant::now();
        let mut config = GameConfig::new(game);
        config.variant = variant.to_string();
        let start = games::new_game(&config).expect("the game starts");
        let nodes = std::env::args()
            .nth(3)
            .map_or(deeper.unwrap_or_else(|| towers::ai::fixed_nodes(Level::Easy, games::tuning(game))), |n| n.parse().expect("NODES is a number"));
        let mut rng = Rng::new(0x7043_7e57 ^ game.len() as u64 ^ ((variant.len() as u64) << 8));
        let (mut kept, mut seen, mut tried) = (Vec::new(), BTreeSet::new(), 0u64);
        while kept.len() < count && tried < 100_000 {
            tried += 1;
            let mut g = start.clone();
            let plies = 2 + rng.below(7);
            for _ in 0..plies {
                if g.outcome().is_some() {
                    break;
                }
                let n = g.moves().len();
                g.play_index(rng.below(n)).expect("a legal move");
            }
            if g.outcome().is_some() {
                continue;
            }
            let text = g.position_text();
            if !seen.insert(text.clone()) {
                continue;
            }
            let th = g.think_with(Level::Hard, &|plan| plan.fix_nodes(nodes), tried, &never, &mut |_| {});
            if (th.eval - 0.5).abs() <= 0.1 {
                kept.push(text);
            }
        }
        let path = format!("{}/assets/openings/{name}.txt", env!("CARGO_MANIFEST_DIR"));
        let body: String = kept.iter().map(|p| format!("{p}\n")).collect();
        std::fs::write(&path, body).expect("the book is written");
        println!("{name}: kept {} of {tried} openings ({nodes} nodes each) in {:.1} s", kept.len(), t.elapsed().as_secs_f64());
    }
}
