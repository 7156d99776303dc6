//! A fixed number of Storm random playouts from the start, for instruction counts under
//! callgrind and for checking that a speed-up leaves every game as it was: the same seed must
//! give the same plies, outcomes and final keys.
//!
//! cargo run --release --no-default-features --example storm_playouts -- [PLAYOUTS] [SEED]

use std::time::Instant;
use towers::ai::Rng;
use towers::core::{Game, GameConfig, Line};
use towers::games::storm::Storm;

fn main() {
    let mut args = std::env::args().skip(1);
    let n: u64 = args.next().map_or(200, |a| a.parse().expect("PLAYOUTS must be a number"));
    let seed: u64 = args.next().map_or(1, |a| a.parse().expect("SEED must be a number"));
    // With the history rules (repetition, move limit, check ban), as games and the AI play.
    let start = Line::new(Storm::new(&GameConfig::new("storm")).expect("the standard game"));
    let mut rng = Rng::new(seed);
    let mut buf = Vec::new();
    let (mut plies, mut check, mut wins) = (0u64, 0u64, [0u64; 3]);
    let t = Instant::now();
    for _ in 0..n {
        let mut pos = start.clone();
        // As `ai::playout::random_moves` plays them, up to its cap of 3000 plies.
        let mut k = 0u32;
        while k < 3000 {
            match Game::random_move(&pos, &mut |m| rng.below(m), &mut buf) {
                Some(m) => Game::play(&mut pos, &m),
                None => break,
            }
            k += 1;
        }
        plies += k as u64;
        check = check.rotate_left(7) ^ Game::key(&pos) ^ k as u64;
        let slot = match Game::outcome(&pos).map(|o| o.kind) {
            Some(towers::core::OutcomeKind::Win(s)) => s.index(),
            _ => 2,
        };
        wins[slot] += 1;
    }
    let secs = t.elapsed().as_secs_f64();
    println!("{n} playouts, {plies} plies, red/blue/other {wins:?}, checksum {check:016x}");
    println!("{:.0} playouts/s, {:.0} plies/s", n as f64 / secs, plies as f64 / secs);
}
