//! perft as defined in `docs/rules/README.md`: the number of distinct positions reachable by
//! legal moves, depth by depth, on the bare engine (history rules live in `core::line`, not in engines).
//!
//! The walk is iterative, on an explicit stack with one frame (a position and its legal
//! moves) per ply actually reached: any depth can be asked (`u32::MAX` on a game whose lines
//! all end soon costs a few frames, not one buffer per asked ply), and no depth overflows the
//! call stack. Frames are kept and reused as the walk goes up and down, so move lists are
//! allocated once per ply, and the last ply is counted in bulk (the length of its move list).

use super::game::Game;

/// How far a perft run has got: reported after each root move and every so often between.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Root moves whose subtrees are counted.
    pub root_done: usize,
    /// Legal moves at the root.
    pub root_moves: usize,
    /// Leaves counted so far.
    pub leaves: u64,
    /// Whether this report is for a root move just finished (else a periodic one).
    pub root_finished: bool,
}

/// Positions expanded between two periodic reports.
const REPORT_EVERY: u32 = 1 << 16;

/// perft of `pos` to `depth`.
pub fn perft<G: Game>(pos: &G, depth: u32) -> u64 {
    perft_reporting(pos, depth, &mut |_| {})
}

/// A position on the walk's stack and the legal moves not yet followed from it.
struct Frame<G: Game> {
    pos: G,
    moves: Vec<G::Move>,
    next: usize,
}

/// perft of `pos` to `depth`, telling `report` how far it has got.
pub fn perft_reporting<G: Game>(pos: &G, depth: u32, report: &mut dyn FnMut(&Progress)) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut frames: Vec<Frame<G>> = vec![Frame { pos: pos.clone(), moves: Vec::new(), next: 0 }];
    pos.legal_moves(&mut frames[0].moves);
    let root_moves = frames[0].moves.len();
    if depth == 1 {
        return root_moves as u64;
    }
    let mut progress = Progress { root_done: 0, root_moves, leaves: 0, root_finished: false };
    // `top` is the frame being expanded: its moves lead to positions `depth - top - 1` plies above the leaves.
    let mut top = 0usize;
    let mut since_report = 0u32;
    loop {
        let frame = &mut frames[top];
        if frame.next == frame.moves.len() {
            if top == 0 {
                break;
            }
            top -= 1;
            if top == 0 {
                progress.root_done += 1;
                progress.root_finished = true;
                report(&progress);
            }
            continue;
        }
        let i = frame.next;
        frame.next += 1;
        if frames.len() == top + 1 {
            let pos = frames[top].pos.clone();
            frames.push(Frame { pos, moves: Vec::new(), next: 0 });
        }
        let (below, above) = frames.split_at_mut(top + 1);
        let (parent, child) = (&below[top], &mut above[0]);
        child.pos.clone_from(&parent.pos);
        child.pos.play(&parent.moves[i]);
        child.moves.clear();
        child.next = 0;
        child.pos.legal_moves(&mut child.moves);
        // Plies from the child to the leaves: at one, its moves are the leaves.
        if depth - top as u32 - 1 == 1 {
            progress.leaves += child.moves.len() as u64;
            if top == 0 {
                progress.root_done += 1;
                progress.root_finished = true;
                report(&progress);
            }
        } else {
            top += 1;
        }
        since_report += 1;
        if since_report == REPORT_EVERY {
            since_report = 0;
            progress.root_finished = false;
            report(&progress);
        }
    }
    progress.leaves
}

/// perft split by first move: (notation, count), in move-generation order; `report` is told
/// after each root move.
pub fn divide_reporting<G: Game>(pos: &G, depth: u32, report: &mut dyn FnMut(&Progress)) -> Vec<(String, u64)> {
    let root = pos.clone();
    let moves = root.moves();
    let mut progress = Progress { root_done: 0, root_moves: moves.len(), leaves: 0, root_finished: true };
    let mut out = Vec::with_capacity(moves.len());
    for m in &moves {
        let mut child = root.clone();
        child.play(m);
        let n = if depth <= 1 { 1 } else { perft(&child, depth - 1) };
        out.push((root.notation(m), n));
        progress.root_done += 1;
        progress.leaves += n;
        report(&progress);
    }
    out
}

/// perft split by first move: (notation, count), in move-generation order.
pub fn divide<G: Game>(pos: &G, depth: u32) -> Vec<(String, u64)> {
    divide_reporting(pos, depth, &mut |_| {})
}
