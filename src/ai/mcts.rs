//! Monte Carlo tree search (UCT) for any number of seats. Every node keeps the total result of
//! the seat that moved into it, so each seat picks what is best for itself (max^n in the limit);
//! a simulation backs up one result per seat. With more than two seats the results are
//! ranking points (`ranked`): a seat that drops out earlier gets less.
//!
//! With several threads the search is root-parallel: each thread grows its own tree from the
//! root with its own seed, under the shared budget, and the answer adds up the root moves'
//! visits and results over all the trees. Trees share nothing while they grow, so the threads
//! never wait for each other, and a tree's memory stays with its thread.

use super::Thought;
use super::budget::{Budget, Shared};
use super::levels::{Algorithm, Plan, Playout};
use super::playout::{PLAYOUT_CAP, Scores, evaluated_scores, final_scores, random_moves};
use super::ranked::Drops;
use super::rng::Rng;
use crate::core::{Game, OutcomeKind, Seat};
use std::collections::HashMap;

struct Node<M> {
    mv: Option<M>,
    /// The seat that played `mv` (none at the root).
    mover: Option<Seat>,
    first: u32,
    len: u32,
    expanded: bool,
    terminal: bool,
    visits: u32,
    /// Sum of `mover`'s results over the simulations through this node.
    value: f32,
}

impl<M> Node<M> {
    fn new(mv: Option<M>, mover: Option<Seat>) -> Self {
        Node { mv, mover, first: 0, len: 0, expanded: false, terminal: false, visits: 0, value: 0.0 }
    }
}

struct Tree<'b, 'c, G: Game> {
    nodes: Vec<Node<G::Move>>,
    plan: &'b Plan,
    rng: Rng,
    budget: Budget<'c>,
    buf: Vec<G::Move>,
    /// More than two seats: who is out at the root, for ranking rewards.
    ranked: Option<Drops>,
}

/// Simulations between two progress reports.
const REPORT_EVERY: u64 = 1024;
/// Moves shown in the principal variation.
const PV_LEN: usize = 12;

/// A tree's root moves with their visits and summed results, and its simulations and depth.
struct RootStats<M> {
    children: Vec<(M, u32, f32)>,
    playouts: u64,
    depth: u32,
}

pub fn search<G: Game>(
    pos: &G,
    moves: Vec<G::Move>,
    plan: &Plan,
    seed: u64,
    shared: &Shared,
    progress: &mut dyn FnMut(&Thought<G::Move>),
) -> Thought<G::Move> {
    let threads = plan.threads.max(1);
    std::thread::scope(|scope| {
        let helpers: Vec<_> = (1..threads)
            .map(|t| {
                let moves = moves.clone();
                scope.spawn(move || {
                    let mut tree = Tree::<G>::new(pos, moves, plan, seed ^ (t as u64).wrapping_mul(0xA24B_AED4_963E_E407), shared);
                    let (playouts, depth) = tree.run(pos, &mut |_| {});
                    tree.budget.report();
                    tree.root_stats(playouts, depth)
                })
            })
            .collect();
        let mut tree = Tree::<G>::new(pos, moves, plan, seed, shared);
        let (playouts, depth) = tree.run(pos, progress);
        shared.stop();
        tree.budget.report();
        let others: Vec<RootStats<G::Move>> =
            helpers.into_iter().map(|h| h.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))).collect();
        if others.is_empty() {
            return tree.thought(pos, playouts, depth);
        }
        tree.merged_thought(pos, tree.root_stats(playouts, depth), others)
    })
}

impl<'b, 'c, G: Game> Tree<'b, 'c, G> {
    fn new(pos: &G, moves: Vec<G::Move>, plan: &'b Plan, seed: u64, shared: &'c Shared<'c>) -> Self {
        let ranked = (pos.seats() > 2).then(|| Drops::at(pos));
        let mut tree = Tree { nodes: vec![Node::new(None, None)], plan, rng: Rng::new(seed), budget: Budget::new(shared), buf: Vec::new(), ranked };
        tree.expand(0, pos, moves);
        tree
    }

    /// Simulations until the budget ends; returns (simulations, deepest node reached).
    fn run(&mut self, pos: &G, progress: &mut dyn FnMut(&Thought<G::Move>)) -> (u64, u32) {
        let (mut playouts, mut max_depth) = (0u64, 0u32);
        let mut path = Vec::new();
        while !self.budget.stopped() {
            let depth = self.simulate(pos, &mut path);
            max_depth = max_depth.max(depth);
            playouts += 1;
            if playouts.is_multiple_of(REPORT_EVERY) {
                progress(&self.thought(pos, playouts, max_depth));
            }
        }
        (playouts, max_depth)
    }

    fn root_stats(&self, playouts: u64, depth: u32) -> RootStats<G::Move> {
        let root = &self.nodes[0];
        let children = (root.first..root.first + root.len)
            .map(|c| {
                let n = &self.nodes[c as usize];
                (n.mv.clone().expect("children have moves"), n.visits, n.value)
            })
            .collect();
        RootStats { children, playouts, depth }
    }

    /// The answer of several trees: the root move with the most visits over all of them (ties:
    /// the better average), its line from this tree where this tree has one.
    fn merged_thought(&self, root: &G, mine: RootStats<G::Move>, others: Vec<RootStats<G::Move>>) -> Thought<G::Move> {
        let mut sums: HashMap<G::Move, (u32, f32)> = HashMap::new();
        let (mut playouts, mut depth) = (0, 0);
        for stats in std::iter::once(mine).chain(others) {
            playouts += stats.playouts;
            depth = depth.max(stats.depth);
            for (m, visits, value) in stats.children {
                let e = sums.entry(m).or_default();
                e.0 += visits;
                e.1 += value;
            }
        }
        let moves = root.moves();
        // In the engine's move order, so that ties fall the same way every time.
        let best = moves
            .iter()
            .filter_map(|m| sums.get(m).map(|&(v, x)| (m, v, x)))
            .filter(|&(_, v, _)| v > 0)
            .max_by(|a, b| a.1.cmp(&b.1).then((a.2 / a.1 as f32).total_cmp(&(b.2 / b.1 as f32))));
        let mut t = self.thought(root, playouts, depth);
        if let Some((m, visits, value)) = best {
            if *m != t.best {
                let index = moves.iter().position(|x| x == m).expect("a root child is a legal move");
                t.pv = vec![root.notation(m)];
                t.notation = t.pv[0].clone();
                t.best = m.clone();
                t.index = index;
            }
            t.eval = value / visits as f32;
        }
        t.nodes = self.budget.shared().total_nodes();
        t
    }

    /// One selection-expansion-simulation-backup round; returns the tree depth reached.
    fn simulate(&mut self, root: &G, path: &mut Vec<usize>) -> u32 {
        let mut pos = root.clone();
        path.clear();
        path.push(0);
        let mut node = 0;
        let mut drops = self.ranked;
        loop {
            if self.nodes[node].terminal {
                break;
            }
            if !self.nodes[node].expanded {
                if self.nodes[node].visits == 0 {
                    break;
                }
                let mut moves = Vec::new();
                pos.legal_moves(&mut moves);
                self.expand(node, &pos, moves);
                if self.nodes[node].terminal {
                    break;
                }
            }
            node = self.select(node);
            pos.play(self.nodes[node].mv.as_ref().expect("children have moves"));
            if let Some(d) = &mut drops {
                d.note(&pos);
            }
            self.budget.tick();
            path.push(node);
        }
        let scores = match &mut drops {
            Some(d) => self.finish_ranked(node, &mut pos, d),
            None => self.finish(node, &mut pos),
        };
        for &n in path.iter() {
            let n = &mut self.nodes[n];
            n.visits += 1;
            if let Some(mover) = n.mover {
                n.value += scores[mover];
            }
        }
        path.len() as u32 - 1
    }

    /// Adds the children of `node` in a seeded random order (unvisited children are tried in
    /// that order). A move that wins on the spot is kept alone: no simulation can beat it, and
    /// finding it by sampling would cost a great many.
    fn expand(&mut self, node: usize, pos: &G, mut moves: Vec<G::Move>) {
        self.nodes[node].expanded = true;
        if moves.is_empty() {
            self.nodes[node].terminal = true;
            return;
        }
        let mover = pos.to_move();
        if moves.len() > 1 {
            let winning = moves.iter().position(|m| {
                let mut child = pos.clone();
                child.play(m);
                self.budget.tick();
                child.outcome().is_some_and(|o| o.kind == OutcomeKind::Win(mover))
            });
            if let Some(i) = winning {
                moves.swap(0, i);
                moves.truncate(1);
            }
        }
        self.rng.shuffle(&mut moves);
        self.nodes[node].first = self.nodes.len() as u32;
        self.nodes[node].len = moves.len() as u32;
        for m in moves {
            self.nodes.push(Node::new(Some(m), Some(mover)));
        }
    }

    fn select(&self, node: usize) -> usize {
        let n = &self.nodes[node];
        let children = n.first as usize..(n.first + n.len) as usize;
        let log_n = (n.visits.max(1) as f32).ln();
        let mut best = (f32::NEG_INFINITY, children.start);
        for c in children {
            let child = &self.nodes[c];
            if child.visits == 0 {
                return c;
            }
            let v = child.visits as f32;
            let u = child.value / v + self.plan.uct_c * (log_n / v).sqrt();
            if u > best.0 {
                best = (u, c);
            }
        }
        best.1
    }

    /// Scores the simulation that reached `node` at `pos`.
    fn finish(&mut self, node: usize, pos: &mut G) -> Scores {
        if pos.outcome().is_some() {
            self.nodes[node].terminal = true;
            return final_scores(pos);
        }
        match self.plan.playout {
            Playout::Random => {
                let n = random_moves(pos, &mut self.rng, &mut self.buf, PLAYOUT_CAP);
                self.budget.spend(n as u64);
                final_scores(pos)
            }
            Playout::Cutoff { plies, scale } => {
                let n = random_moves(pos, &mut self.rng, &mut self.buf, plies);
                self.budget.spend(n as u64);
                evaluated_scores(pos, scale)
            }
        }
    }

    /// `finish` by ranking points, for more than two seats.
    fn finish_ranked(&mut self, node: usize, pos: &mut G, drops: &mut Drops) -> Scores {
        if pos.outcome().is_some() {
            self.nodes[node].terminal = true;
            return drops.scores(pos, 1.0);
        }
        let (plies, scale) = match self.plan.playout {
            Playout::Random => (PLAYOUT_CAP, 1.0),
            Playout::Cutoff { plies, scale } => (plies, scale),
        };
        let n = drops.random_moves(pos, &mut self.rng, &mut self.buf, plies);
        self.budget.spend(n as u64);
        drops.scores(pos, scale)
    }

    /// The most visited child (ties: the better average), or None for an unvisited node.
    fn best_child(&self, node: usize) -> Option<usize> {
        let n = &self.nodes[node];
        (n.first as usize..(n.first + n.len) as usize).filter(|&c| self.nodes[c].visits > 0).max_by(|&a, &b| {
            let (x, y) = (&self.nodes[a], &self.nodes[b]);
            x.visits.cmp(&y.visits).then((x.value / x.visits as f32).total_cmp(&(y.value / y.visits as f32)))
        })
    }

    fn thought(&self, root: &G, playouts: u64, depth: u32) -> Thought<G::Move> {
        let root_node = &self.nodes[0];
        let best = self.best_child(0).unwrap_or(root_node.first as usize);
        let mv = self.nodes[best].mv.clone().expect("children have moves");
        let index = root.moves().iter().position(|m| *m == mv).expect("a root child is a legal move");
        let mut pv = Vec::new();
        let mut pos = root.clone();
        let mut node = Some(best);
        while let Some(n) = node {
            let m = self.nodes[n].mv.as_ref().expect("children have moves");
            pv.push(pos.notation(m));
            pos.play(m);
            node = if pv.len() < PV_LEN && self.nodes[n].expanded { self.best_child(n) } else { None };
        }
        let b = &self.nodes[best];
        Thought {
            best: mv,
            index,
            notation: pv[0].clone(),
            eval: if b.visits > 0 { b.value / b.visits as f32 } else { 0.5 },
            score: None,
            depth,
            playouts,
            nodes: self.budget.shared().total_nodes().max(self.budget.nodes),
            pv,
            algorithm: Algorithm::Mcts,
            millis: self.budget.millis(),
        }
    }
}
