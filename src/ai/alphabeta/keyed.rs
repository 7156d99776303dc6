//! The node search for games that offer an order key (`Game::order_key`): moves are ordered
//! without playing them (the table's move, captures by the game's key, killers, the
//! counter-move, history), and the standard prunings of a chess engine apply where the game
//! allows them: check extensions, null-move pruning where the game can pass, reverse futility
//! and futility pruning near the leaves, late-move pruning and reductions of quiet moves (never
//! of checks), and a quiescence over the game's forcing moves that skips captures its key
//! calls losing. A game that lists its moves by the movement rules alone
//! (`Game::pseudo_legal_moves`) has each tested for legality only when the search comes to it,
//! and a position without a legal move is found out by listing its moves, not asked at every
//! node (`Game::outcome_unless_stuck`).

use super::order::RANK_TABLE;
use super::{Bound, Entry, INF, MATE, MATE_BOUND, MAX_PLY, Search, Step, TableMove, to_table};
use crate::core::Game;

/// Quiescence plies beyond the nominal depth: it follows captures only, so it may go far.
const QUIESCENCE_DEPTH: u32 = 12;
/// Reverse futility: a node this close to the leaves whose static score beats beta by this
/// much a ply is taken to hold.
const STATIC_MARGIN: i32 = 110;
/// Moves picked one at a time before the rest of a node's moves are sorted (`bring_best`).
const SORT_REST_AT: usize = 4;
/// Futility: a quiet move this close to the leaves cannot lift a static score this far below
/// alpha, by ply of depth left.
const FUTILITY_MARGIN: [i32; 3] = [0, 150, 300];

/// How the search came to a node: the moves to search at the root (all of them, or those
/// an analysis has not listed yet), the hash of the move that led here (0 at the root and
/// after a pass), and whether a null move may be tried (never twice in a row).
pub(super) struct Visit<'m, M> {
    pub(super) root_moves: Option<&'m [M]>,
    pub(super) prev: u64,
    pub(super) may_pass: bool,
}

impl<M> Visit<'_, M> {
    fn after(prev: u64, may_pass: bool) -> Self {
        Visit { root_moves: None, prev, may_pass }
    }
}

/// A move in a node's order.
struct Candidate {
    index: usize,
    rank: i32,
    /// The game's order key.
    key: i32,
    hash: u64,
}

/// What one node knows while it searches its moves.
struct NodeState {
    depth: i32,
    ply: usize,
    alpha: i32,
    beta: i32,
    pv: bool,
    in_check: bool,
    /// The static score (not in check).
    stand: i32,
    /// Hash of the move that led here (0 at the root and after a pass).
    prev: u64,
}

impl Candidate {
    /// Neither the table's move nor one the game's key calls promising.
    fn quiet(&self) -> bool {
        self.key <= 0 && self.rank != RANK_TABLE
    }
}

impl Search<'_, '_> {
    /// A node's search (`node`), arrived at as `visit` says.
    pub(super) fn node_keyed<G: Game>(&mut self, pos: &G, depth: i32, ply: usize, alpha: i32, beta: i32, visit: Visit<G::Move>) -> i32 {
        if let Some(score) = self.stopped_or_ended(pos, ply) {
            return score;
        }
        let in_check = pos.in_check();
        // A check is answered a ply deeper: its replies are few and decide much.
        let depth = if in_check && ply < MAX_PLY / 2 { depth + 1 } else { depth };
        if depth <= 0 || ply >= MAX_PLY {
            return if self.plan.quiescence { self.quiesce_keyed(pos, ply, alpha, beta, QUIESCENCE_DEPTH) } else { self.eval(pos) };
        }
        // No score here can beat a mate already found nearer the root.
        let (alpha, beta) = if ply > 0 { (alpha.max(-(MATE - ply as i32)), beta.min(MATE - ply as i32 - 1)) } else { (alpha, beta) };
        if alpha >= beta {
            return alpha;
        }
        let pv = beta - alpha > 1;
        let key = pos.key();
        let (named, held) = self.probe(key, depth, ply, (alpha, beta), ply > 0 && !pv);
        if let Some(s) = held {
            return s;
        }
        let stand = if in_check { -INF } else { self.eval(pos) };
        let node = NodeState { depth, ply, alpha, beta, pv, in_check, stand, prev: visit.prev };
        if ply > 0
            && let Some(s) = self.prune_whole_node(pos, &node, visit.may_pass)
        {
            return s;
        }
        let mut moves = Vec::new();
        let untested = match visit.root_moves {
            Some(root) => {
                moves.extend_from_slice(root);
                false
            }
            None if ply == 0 => {
                pos.legal_moves(&mut moves);
                false
            }
            None => node_moves(pos, &mut moves),
        };
        self.search_moves(pos, (&moves, untested), named, node, key)
    }

    /// Reverse futility and null-move pruning: a score that holds without searching the moves.
    fn prune_whole_node<G: Game>(&mut self, pos: &G, n: &NodeState, may_pass: bool) -> Option<i32> {
        if n.pv || n.in_check || n.stand.abs() >= MATE_BOUND || n.beta.abs() >= MATE_BOUND {
            return None;
        }
        if n.depth <= 3 && n.stand - STATIC_MARGIN * n.depth >= n.beta {
            return Some(n.stand);
        }
        if !may_pass || n.depth < 3 || n.stand < n.beta {
            return None;
        }
        let mut child = pos.clone();
        if !child.play_null() {
            return None;
        }
        self.budget.tick();
        let reduction = 3 + n.depth / 6;
        let s = -self.node_keyed(&child, n.depth - 1 - reduction, n.ply + 1, -n.beta, -n.beta + 1, Visit::after(0, false));
        (!self.aborted && s >= n.beta).then(|| s.min(MATE_BOUND - 1))
    }

    /// The moves of a node, best first, with principal variation search, futility, late-move
    /// pruning and reductions; stores the result in the table. `untested`: the moves are the
    /// game's pseudo-legal ones, each tested when its turn comes (one pruned is never tested).
    fn search_moves<G: Game>(&mut self, pos: &G, (moves, untested): (&[G::Move], bool), named: u32, n: NodeState, key: u64) -> i32 {
        if moves.is_empty() {
            return self.no_move(pos, n.ply);
        }
        let table_move = if n.ply == 0 { self.root_first.or(TableMove::find(named, moves)) } else { TableMove::find(named, moves) };
        let mut order: Vec<Candidate> = moves
            .iter()
            .enumerate()
            .map(|(index, m)| {
                let key = pos.order_key(m).unwrap_or(0);
                let hash = pos.move_identity(m);
                let rank = if Some(index) == table_move {
                    RANK_TABLE
                } else {
                    self.order.rank(n.ply, key, hash, n.prev).saturating_add(self.jitter_quiet(key))
                };
                Candidate { index, rank, key, hash }
            })
            .collect();
        // The table's move outranks every other (`RANK_TABLE`): it comes first without a look
        // at the rest, which a node that it cuts off never needs.
        match table_move {
            Some(t) => order[..=t].rotate_right(1),
            None => bring_best(&mut order, 0),
        }
        if n.ply == 0 && self.root_static.is_none() && self.jitter.is_none() {
            let mut c = pos.clone();
            c.play(&moves[order[0].index]);
            self.budget.tick();
            let score = self.child_eval(&c, pos.to_move(), 0);
            self.root_static = Some((order[0].index, score));
        }
        let (mut alpha, alpha_orig) = (n.alpha, n.alpha);
        let (mut best, mut best_index) = (-INF, order[0].index);
        let mut tried_quiet: Vec<u64> = Vec::new();
        // Legal moves searched or pruned so far (a pruned one is taken to be legal).
        let mut searched = 0;
        for at in 0..order.len() {
            if at > 0 {
                bring_best(&mut order, at);
            }
            let c = &order[at];
            let (i, k, h) = (c.index, c.key, c.hash);
            if searched > 0 && c.quiet() && self.futile(&n, searched, best) && !pos.gives_check(&moves[i]) {
                searched += 1;
                continue;
            }
            if untested && !pos.is_legal(&moves[i]) {
                continue;
            }
            let mut child = pos.clone();
            child.play(&moves[i]);
            self.budget.tick();
            let s = self.search_child(pos, &child, &n, alpha, searched, c);
            searched += 1;
            if self.aborted {
                return 0;
            }
            if s > best {
                best = s;
                best_index = i;
            }
            if s > alpha {
                alpha = s;
                if n.ply == 0 {
                    self.root_best = Some((i, s));
                }
                if s >= n.beta {
                    if k == 0 {
                        self.order.reward(n.ply, h, n.prev, n.depth, &tried_quiet);
                    }
                    break;
                }
            }
            if k == 0 {
                tried_quiet.push(h);
            }
        }
        if searched == 0 {
            return self.no_move(pos, n.ply);
        }
        let bound = if best <= alpha_orig {
            Bound::Upper
        } else if best >= n.beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.put(Entry { key, score: to_table(best, n.ply), depth: n.depth as i16, bound, mv: TableMove::by_index(best_index) });
        best
    }

    /// Whether a quiet move, the `searched`-th of its node, need not be searched: near the
    /// leaves, where its static score is too far below alpha for a quiet move to lift it
    /// (futility), or late in the order (late-move pruning).
    fn futile(&self, n: &NodeState, searched: usize, best: i32) -> bool {
        if n.pv || n.in_check || n.depth > 3 || best <= -MATE_BOUND || n.alpha.abs() >= MATE_BOUND {
            return false;
        }
        if (n.depth as usize) < FUTILITY_MARGIN.len() && n.stand + FUTILITY_MARGIN[n.depth as usize] <= n.alpha {
            return true;
        }
        searched >= 4 + 3 * (n.depth * n.depth) as usize
    }

    /// One child's score: the first move with the full window, the others with a null window,
    /// late quiet moves at a reduced depth first, and again in full where they surprise.
    fn search_child<G: Game>(&mut self, pos: &G, child: &G, n: &NodeState, alpha: i32, searched: usize, c: &Candidate) -> i32 {
        let (d, h) = (n.depth - 1, c.hash);
        if searched == 0 {
            return self.child_value(pos, child, d, n.ply, (alpha, n.beta), h);
        }
        let reduction = if c.quiet() && n.depth >= 3 && searched >= 2 + n.pv as usize && !n.in_check && !child.in_check() {
            let r = reduction(n.depth, searched) - n.pv as i32;
            r.clamp(0, d - 1)
        } else {
            0
        };
        let mut s = self.child_value(pos, child, d - reduction, n.ply, (alpha, alpha + 1), h);
        if s > alpha && reduction > 0 && !self.aborted {
            s = self.child_value(pos, child, d, n.ply, (alpha, alpha + 1), h);
        }
        if s > alpha && s < n.beta && !self.aborted {
            s = self.child_value(pos, child, d, n.ply, (alpha, n.beta), h);
        }
        s
    }

    /// `child`'s value for the side to move at `pos` (a seat that moves again keeps its side).
    fn child_value<G: Game>(&mut self, pos: &G, child: &G, depth: i32, ply: usize, (alpha, beta): (i32, i32), h: u64) -> i32 {
        if child.to_move() == pos.to_move() {
            self.node_keyed(child, depth, ply + 1, alpha, beta, Visit::after(0, true))
        } else {
            -self.node_keyed(child, depth, ply + 1, -beta, -alpha, Visit::after(h, true))
        }
    }

    /// A helper thread's random change to a quiet move's rank (captures keep their order).
    fn jitter_quiet(&mut self, key: i32) -> i32 {
        if key == 0 { self.jitter() } else { 0 }
    }

    /// Stand pat, or follow the forcing moves (every move in check) until the position is
    /// quiet; captures the game's key calls losing are left out.
    fn quiesce_keyed<G: Game>(&mut self, pos: &G, ply: usize, mut alpha: i32, beta: i32, left: u32) -> i32 {
        if let Some(score) = self.stopped_or_ended(pos, ply) {
            return score;
        }
        if left == 0 || ply >= MAX_PLY {
            return self.eval(pos);
        }
        let in_check = pos.in_check();
        let mut best = -INF;
        if !in_check {
            best = self.eval(pos);
            if best >= beta {
                return best;
            }
            alpha = alpha.max(best);
        }
        let mut moves = Vec::new();
        let untested = if in_check {
            node_moves(pos, &mut moves)
        } else if pos.tactical_moves(&mut moves) {
            true
        } else {
            moves.clear();
            pos.legal_moves(&mut moves);
            false
        };
        let mut order: Vec<(i32, usize)> =
            moves.iter().enumerate().map(|(i, m)| (pos.order_key(m).unwrap_or(0), i)).filter(|o| in_check || o.0 > 0).collect();
        order.sort_by_key(|o| std::cmp::Reverse(o.0));
        // Only the moves searched are tested: a cut-off after the first spares the rest.
        let children = order.iter().filter(|&&(_, i)| !untested || pos.is_legal(&moves[i])).map(|&(_, i)| {
            let mut child = pos.clone();
            child.play(&moves[i]);
            child
        });
        best = self.best_child(pos.to_move(), children, Step { ply, window: (alpha, beta), left, counted: false }, best, Self::quiesce_keyed);
        if best == -INF {
            // In check with no legal move: the game is over. (Out of check, a position without
            // a legal move is not noticed here: asking would cost every quiescence node.)
            best = self.no_move(pos, ply);
        }
        best
    }

    /// The score of a node without a legal move: the game's result, which `outcome` gives.
    fn no_move<G: Game>(&self, pos: &G, ply: usize) -> i32 {
        pos.outcome().map_or_else(|| self.eval(pos), |o| self.terminal(&o, pos.to_move(), ply))
    }
}

/// The moves a keyed node searches, into `out`: the game's pseudo-legal moves where it offers
/// them (then true: each is tested with `Game::is_legal` when the search comes to it), else
/// its legal moves. The table names a node's best move by its index in this list (the root's
/// by its index among the root's legal moves), so whoever reads a keyed search's table below
/// the root lists the moves this way.
pub(super) fn node_moves<G: Game>(pos: &G, out: &mut Vec<G::Move>) -> bool {
    if pos.pseudo_legal_moves(out) {
        return true;
    }
    out.clear();
    pos.legal_moves(out);
    false
}

/// Moves the best-ranked of `order[at..]` (the first of equals) to `at`, keeping the others in
/// their order: a stable sort one place at a time, so a node cut off after its first few moves
/// does not pay for sorting the rest. A node that gets as far as `SORT_REST_AT` moves will
/// likely search them all: the rest is sorted at once, into the same order. (The rest is still
/// in the order of the moves' indices, so sorting by rank and then index is that stable sort,
/// without the buffer a stable sort allocates.)
fn bring_best(order: &mut [Candidate], at: usize) {
    if at >= SORT_REST_AT {
        if at == SORT_REST_AT {
            order[at..].sort_unstable_by_key(|c| (std::cmp::Reverse(c.rank), c.index));
        }
        return;
    }
    let Some(rest) = order.get(at..) else { return };
    let mut best = 0;
    for (j, c) in rest.iter().enumerate().skip(1) {
        if c.rank > rest[best].rank {
            best = j;
        }
    }
    order[at..=at + best].rotate_right(1);
}

/// Late-move reduction in plies for the `searched`-th move at `depth`: about ln(d)·ln(n)/2.
fn reduction(depth: i32, searched: usize) -> i32 {
    let (d, n) = (depth.max(1) as f32, searched.max(1) as f32);
    (0.5 + d.ln() * n.ln() / 2.25) as i32
}

#[cfg(test)]
mod tests {
    use super::{Candidate, bring_best, reduction};

    #[test]
    fn the_best_comes_first_one_place_at_a_time_as_a_stable_sort_would_put_it() {
        let ranks = [3, 9, 1, 9, 5, 3];
        let mut order: Vec<Candidate> = ranks.iter().enumerate().map(|(index, &rank)| Candidate { index, rank, key: 0, hash: 0 }).collect();
        for at in 0..order.len() {
            bring_best(&mut order, at);
        }
        let got: Vec<usize> = order.iter().map(|c| c.index).collect();
        let mut want: Vec<usize> = (0..ranks.len()).collect();
        want.sort_by_key(|&i| std::cmp::Reverse(ranks[i]));
        assert_eq!(got, want);
        assert_eq!(got, [1, 3, 4, 0, 5, 2]);
    }

    #[test]
    fn reductions_grow_with_depth_and_lateness_and_spare_early_moves() {
        assert_eq!(reduction(3, 1), 0);
        assert!(reduction(3, 3) >= 1);
        assert!(reduction(12, 40) > reduction(6, 10));
        assert!(reduction(20, 60) < 20);
    }
}
