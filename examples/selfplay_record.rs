//! One game of computer against computer, saved as a save file, with the computer's
//! expected result after every move: the raw material of the shipped annotated games
//! (`assets/annotated/`), where the swings in that column are the turning points worth a
//! comment. The first two plies are drawn at random from the seed, so that seeds give
//! different games; after that the searches are bounded by nodes and the game is
//! reproducible from its seed.
//!
//! LEVEL is one level for every seat ("expert") or one per seat in turn order
//! ("expert,hard"): where equal computers keep drawing, a stronger one against a slightly
//! weaker one gives a decisive game.
//!
//! cargo run --release --no-default-features --example selfplay_record -- GAME LEVEL SEED OUT.ron [VARIANT]

use std::sync::atomic::AtomicBool;
use towers::ai::{Level, Rng};
use towers::core::GameConfig;
use towers::record::{History, SaveFile};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [game, level, seed, out, rest @ ..] = args.as_slice() else {
        panic!("usage: selfplay_record GAME LEVEL SEED OUT.ron [VARIANT]");
    };
    let levels: Vec<Level> = level.split(',').map(|l| l.parse().expect("LEVEL: random, easy, medium, hard or expert")).collect();
    let seed: u64 = seed.parse().expect("SEED must be a number");
    let mut config = GameConfig::new(game);
    if let Some(v) = rest.first() {
        config = config.with_variant(v);
    }
    let mut h = History::new(&config).expect("a known game");
    let mut rng = Rng::new(seed);
    let cancel = AtomicBool::new(false);
    while h.current().outcome().is_none() && h.ply() < 400 {
        let g = h.current();
        let (index, eval) = if h.ply() < 2 {
            (rng.below(g.moves().len()), f32::NAN)
        } else {
            let t = g.think(levels[g.to_move().index() % levels.len()], seed ^ h.ply() as u64, &cancel);
            (t.index, t.eval)
        };
        let mover = g.seat_name(g.to_move());
        let text = h.play_index(index).expect("the computer plays a legal move");
        println!("{:>3} {mover:<8} {text:<40} {eval:.2}", h.ply());
    }
    println!("result: {}", h.current().result_text().unwrap_or_else(|| "unfinished".into()));
    let seats: Vec<String> = (0..h.current().seats()).map(|s| format!("Computer ({})", levels[s % levels.len()].name())).collect();
    std::fs::write(out, SaveFile::from_history(&h, &seats).to_ron()).expect("OUT is writable");
}
