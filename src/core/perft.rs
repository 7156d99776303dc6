//! perft as defined in `shared/rules/README.md`: the number of distinct positions reachable by
//! legal moves, depth by depth, on the bare engine (history rules live in `core::line`, not in engines).

use super::game::Game;

/// perft of `pos` to `depth`.
pub fn perft<G: Game>(pos: &G, depth: u32) -> u64 {
    let root = pos.clone();
    let mut buffers: Vec<Vec<G::Move>> = (0..depth.max(1)).map(|_| Vec::new()).collect();
    count(&root, depth, &mut buffers)
}

fn count<G: Game>(pos: &G, depth: u32, buffers: &mut [Vec<G::Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (mine, rest) = buffers.split_first_mut().expect("one buffer per ply");
    mine.clear();
    pos.legal_moves(mine);
    if depth == 1 {
        return mine.len() as u64;
    }
    let mut total = 0;
    for m in mine.iter() {
        let mut child = pos.clone();
        child.play(m);
        total += count(&child, depth - 1, rest);
    }
    total
}

/// perft split by first move: (notation, count), in move-generation order.
pub fn divide<G: Game>(pos: &G, depth: u32) -> Vec<(String, u64)> {
    let root = pos.clone();
    root.moves()
        .iter()
        .map(|m| {
            let mut child = root.clone();
            child.play(m);
            (root.notation(m), if depth <= 1 { 1 } else { perft(&child, depth - 1) })
        })
        .collect()
}
