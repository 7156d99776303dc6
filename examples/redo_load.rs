//! How long a save whose moves were all taken back takes to load: a long Litróf game
//! (repetition off, so that it can go on) is written with every move in its
//! redo list, and `SaveFile::load` is timed on it. Loading replays the moves and takes them
//! back again; the time should grow with the moves, not with their square.
//!
//! cargo run --release --no-default-features --example redo_load -- [MOVES...] [--keep DIR]

use std::time::Instant;
use towers::core::GameConfig;
use towers::record::{History, SaveFile};
use towers::session::DynGame;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let keep = args.iter().position(|a| a == "--keep").and_then(|i| args.get(i + 1)).map(std::path::PathBuf::from);
    let counts: Vec<usize> = args.iter().filter_map(|a| a.parse().ok()).collect();
    let counts = if counts.is_empty() { vec![5_000, 10_000, 20_000, 40_000] } else { counts };
    let longest = *counts.iter().max().expect("at least one count");
    let moves = long_game(longest);
    for n in counts {
        let text = taken_back(&moves[..n.min(moves.len())]);
        if let Some(dir) = &keep {
            std::fs::write(dir.join(format!("redo-{n}.ron")), &text).expect("DIR is writable");
        }
        let t = Instant::now();
        let (_, h) = SaveFile::load(&text).expect("the save loads");
        let secs = t.elapsed().as_secs_f64();
        assert_eq!((h.ply(), h.redo_moves().len()), (0, n.min(moves.len())));
        println!("{:>6} taken-back moves, {:>5} KB: loaded in {secs:.3} s", h.redo_moves().len(), text.len() / 1024);
    }
}

fn config() -> GameConfig {
    GameConfig::new("litrof").with_option("repetition", "off")
}

/// `plies` moves of one game that never ends: rounds of four plies, each seat moving a piece
/// away and back, so that the position returns to where the round began; which move goes
/// away changes from round to round.
fn long_game(plies: usize) -> Vec<String> {
    let mut h = History::new(&config()).expect("a known game");
    let mut i = 0usize;
    while h.ply() < plies {
        i = i.wrapping_mul(31).wrapping_add(7);
        let round = round(h.current(), i).expect("a round of four plies that returns to its start");
        for m in round {
            h.play_index(m).expect("a legal move");
        }
    }
    h.moves()[..plies].to_vec()
}

/// Four moves from `pos` that lead back to it without ending the game, the first chosen
/// from the `i`-th on.
fn round(pos: &dyn DynGame, i: usize) -> Option<[usize; 4]> {
    let n = pos.moves().len();
    (0..n).map(|k| (i + k) % n).find_map(|a| {
        let one = after(pos, a)?;
        (0..one.moves().len()).find_map(|b| {
            let (c, d) = back_to(after(one.as_ref(), b)?.as_ref(), pos.key())?;
            Some([a, b, c, d])
        })
    })
}

/// The position after the `m`-th move, if the game goes on.
fn after(pos: &dyn DynGame, m: usize) -> Option<Box<dyn DynGame>> {
    let mut next = pos.clone_box();
    next.play_index(m).ok()?;
    next.outcome().is_none().then_some(next)
}

/// Two moves from `pos` that lead to the position with `key`.
fn back_to(pos: &dyn DynGame, key: u64) -> Option<(usize, usize)> {
    (0..pos.moves().len()).find_map(|a| {
        let one = after(pos, a)?;
        (0..one.moves().len()).find_map(|b| after(one.as_ref(), b).filter(|two| two.key() == key).map(|_| (a, b)))
    })
}

/// A save of `moves`, every one of them taken back.
fn taken_back(moves: &[String]) -> String {
    let mut h = History::new(&config()).expect("a known game");
    for m in moves {
        h.play_text(m).expect("a move of the game");
    }
    let mut save = SaveFile::from_history(&h, &[]);
    save.redo = std::mem::take(&mut save.moves);
    save.to_ron()
}
