//! Alpha-beta (negamax, principal variation search) for two-seat games with a static
//! evaluation: iterative deepening, a transposition table keyed by `Game::key`, and move
//! ordering without game knowledge — the table's move, then, where the subtree is big enough to
//! pay for it, the children's static evaluations (which puts captures first without knowing
//! what a capture is), elsewhere killer and history heuristics keyed by a hash of the move.
//! Quiescence follows the moves whose static evaluation gains more than a margin, i.e. what a
//! chess engine would call captures and promotions, again found by evaluating rather than by
//! knowing the game; among the game's `tactical_moves` where it offers them.
//!
//! With several threads the search is Lazy SMP: every thread runs the same iterative deepening
//! over one shared, lock-free transposition table, and what the helpers store there lets the
//! main thread cut subtrees it would otherwise search. The helpers are kept from duplicating
//! the main thread's work by starting at other depths and by a little random jitter in their
//! move order; their own answers are thrown away, the main thread's is the result. Only the
//! main thread manages the clock: after each iteration it estimates what the next would cost
//! from how much the last one grew, and stops rather than start one that cannot finish.

use super::Thought;
use super::budget::{Budget, Shared};
use super::levels::{Algorithm, Plan};
use super::rng::Rng;
use super::tt::{Bound, Entry, Table, TableMove, move_hash};
use crate::core::{Game, Outcome, OutcomeKind, Seat};
use std::collections::HashMap;
use std::time::Duration;

const MATE: i32 = 1_000_000;
const INF: i32 = MATE + 1;
/// Scores beyond this are "mate in n plies".
const MATE_BOUND: i32 = MATE - 10_000;
const MAX_PLY: usize = 128;
/// A move is tactical (searched in quiescence) when it gains this much static evaluation.
const QUIET_MARGIN: i32 = 60;
/// Quiescence plies beyond the nominal depth.
const QUIESCENCE_DEPTH: u32 = 6;
const HISTORY_SIZE: usize = 1 << 12;
/// Largest random change a helper thread makes to a move's order score, in evaluation units:
/// enough to reorder near-equal moves, too little to put a blunder first.
const HELPER_JITTER: i32 = 12;

struct Search<'b, 'c> {
    plan: &'b Plan,
    budget: Budget<'c>,
    table: &'b Table,
    /// Helper threads only: the source of their move-order jitter.
    jitter: Option<Rng>,
    killers: Vec<[u64; 2]>,
    history: Vec<i32>,
    aborted: bool,
    /// The seat searching (draws are judged from its side, see `Plan::contempt`).
    root: Seat,
    /// Root noise per move index (weak levels only).
    noise: Vec<i32>,
    /// Best root move of the iteration in progress, once one is fully searched: (index, score).
    root_best: Option<(usize, i32)>,
    /// The first root move in static order, with its static score: the answer when the budget
    /// runs out before any root move is searched (a root wider than the node bound).
    root_static: Option<(usize, i32)>,
    /// The game offers shortlists (`Game::shortlist`): nodes search those, this wide at the root
    /// and at the other nodes, as `Schedule` sets them for each iteration.
    staged: bool,
    root_width: usize,
    inner_width: usize,
    root_cap: usize,
}

/// What one iteration of the deepening searches: its depth and, for a game that offers
/// shortlists, how wide they are and how many root moves it searches. Such a game (Three
/// Elephant, thousands of turns a position) widens before it deepens: a greedy turn, then a
/// few choices at each action; then the best few root turns a turn deeper, over narrow
/// replies, then more of them. Each step costs a few times the one before, as a ply does
/// elsewhere; the root searches its best turns first, so `deepen` starts a step while half
/// the time is left rather than only one it expects to finish.
///
/// A turn deeper over the best four root turns comes before the next turn over all of them:
/// at width 8 the root has about a thousand turns, and going over all of them at depth 2 costs
/// twenty times the iteration before, more than Expert's time in a quick match, while depth 3
/// over the best four costs about five times and looks at the reply to the reply, where most
/// of this game's tactics are (Expert against Hard at `--time-factor 0.01`, seed 5: 75.0%
/// with this order, 66.5% with depth 2 over all root turns first, 68.5% with depth 2 over 64
/// of them first; docs/ai-strength.md).
struct Schedule {
    depth: u32,
    root_width: usize,
    inner_width: usize,
    /// Root moves searched, best first by the order the root has (the last iteration's best,
    /// then the shortlist's); the others are left out of this iteration.
    root_cap: usize,
}

impl Schedule {
    fn of(iteration: u32, staged: bool) -> Schedule {
        let all = usize::MAX;
        let (depth, root_width, inner_width, root_cap) = if !staged {
            (iteration, 0, 0, all)
        } else {
            match iteration {
                0 | 1 => (1, 1, 1, all),
                2 => (1, 2, 1, all),
                3 => (1, 4, 1, all),
                4 => (2, 4, 1, 4),
                5 => (2, 4, 1, 12),
                6 => (2, 6, 2, 24),
                7 => (3, 6, 2, 4),
                8 => (3, 8, 2, 12),
                9 => (3, 8, 2, 32),
                10 => (3, 8, 2, 96),
                11 => (3, 8, 2, all),
                // Wider replies come with the next turn: the table's entries, which do not know
                // the width, would answer the same depth at once.
                12 => (4, 8, 3, 12),
                k => (k - 9, 8, 3, all),
            }
        };
        Schedule { depth, root_width, inner_width, root_cap }
    }

    fn apply(&self, s: &mut Search) {
        s.root_width = self.root_width;
        s.inner_width = self.inner_width;
        s.root_cap = self.root_cap;
    }
}

/// The result of the side to move in a finished game; a draw costs the searching seat `root`
/// the plan's contempt (and gains its opponent as much).
fn terminal(o: &Outcome, to_move: Seat, ply: usize, root: Seat, contempt: i32) -> i32 {
    match o.kind {
        OutcomeKind::Win(s) if s == to_move => MATE - ply as i32,
        OutcomeKind::Win(_) => -(MATE - ply as i32),
        OutcomeKind::Draw if to_move == root => -contempt,
        OutcomeKind::Draw => contempt,
    }
}

/// Mate scores are stored relative to the node, so they stay right at another ply.
fn to_table(s: i32, ply: usize) -> i32 {
    if s > MATE_BOUND {
        s + ply as i32
    } else if s < -MATE_BOUND {
        s - ply as i32
    } else {
        s
    }
}

fn from_table(s: i32, ply: usize) -> i32 {
    if s > MATE_BOUND {
        s - ply as i32
    } else if s < -MATE_BOUND {
        s + ply as i32
    } else {
        s
    }
}

/// Whether a score says "mate in n plies" rather than evaluates.
pub fn is_mate_score(score: i32) -> bool {
    score.abs() > MATE_BOUND
}

/// The plies to the end of the game a mate score says (1: the next move ends it), positive
/// when the side the score belongs to wins; `None` for a score that is not a mate.
pub fn mate_plies(score: i32) -> Option<i32> {
    is_mate_score(score).then(|| score.signum() * (MATE - score.abs()))
}

/// Expected result 0..1 of a score: a logistic curve, `scale` evaluation units = 1:e odds
/// (the game's fitted scale, see `calibration`); mate scores are certain.
pub fn expected(score: i32, scale: f32) -> f32 {
    if score > MATE_BOUND {
        1.0
    } else if score < -MATE_BOUND {
        0.0
    } else {
        super::playout::logistic(score as f32 / scale)
    }
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
    let table = Table::new(plan.limits.most_nodes(threads));
    let root_moves = moves.len();
    let (result, main_nodes) = std::thread::scope(|scope| {
        for helper in 1..threads {
            let table = &table;
            scope.spawn(move || {
                let mut s = Search::new(pos, root_moves, plan, seed, shared, table);
                s.jitter = Some(Rng::new(seed ^ (helper as u64).wrapping_mul(0xA24B_AED4_963E_E407)));
                // Odd helpers run one iteration ahead of the main thread, even ones level with it.
                let first = 1 + (helper % 2) as u32;
                for k in first.. {
                    let step = Schedule::of(k, s.staged);
                    if step.depth > plan.max_depth.max(1) {
                        break;
                    }
                    step.apply(&mut s);
                    s.negamax(pos, step.depth as i32, 0, -INF, INF);
                    if s.aborted {
                        break;
                    }
                }
                s.budget.report();
            });
        }
        let mut s = Search::new(pos, moves.len(), plan, seed, shared, &table);
        let result = deepen(pos, &moves, &mut s, progress);
        shared.stop();
        s.budget.report();
        (result, s.budget.nodes)
    });
    // Every helper has reported its nodes once the scope has joined them.
    let nodes = shared.total_nodes().max(main_nodes);
    thought(pos, &moves, &table, result, nodes, shared.millis(), plan.eval_scale)
}

/// The main thread's iterative deepening; returns (index, score, completed depth).
fn deepen<G: Game>(pos: &G, moves: &[G::Move], s: &mut Search, progress: &mut dyn FnMut(&Thought<G::Move>)) -> (usize, i32, u32) {
    let shared = s.budget.shared();
    // (index, score, completed depth); depth 0 stands for "no iteration finished yet".
    let mut result = (0usize, 0i32, 0u32);
    // The last iteration's time and nodes, and the nodes of the one before.
    let (mut last_time, mut last_nodes, mut prev_nodes) = (Duration::ZERO, 0u64, 0u64);
    for k in 1.. {
        let step = Schedule::of(k, s.staged);
        let depth = step.depth;
        if depth > s.plan.max_depth.max(1) {
            break;
        }
        step.apply(s);
        if k > 1
            && let Some(budget) = shared.time()
        {
            // The next iteration grows by about the ratio of the last two; with a ratio below
            // 2 (table hits, a forced line) assume 2, as one extra ply rarely costs less.
            let growth = if prev_nodes > 0 { (last_nodes as f64 / prev_nodes as f64).clamp(2.0, 30.0) } else { 4.0 };
            // A shortlisted root searches its best turns first, so an iteration cut short by the
            // clock has still looked again at the likeliest ones: it is worth starting while
            // half the time is left.
            let late = if s.staged { shared.elapsed() > budget / 2 } else { shared.elapsed() + last_time.mul_f64(growth) > budget };
            if late {
                break;
            }
        }
        let (t0, n0) = (shared.elapsed(), s.budget.nodes);
        s.root_best = None;
        let score = s.node(pos, depth as i32, 0, -INF, INF, Some(moves));
        if s.aborted {
            // A move that beat the previous best with a full window is trustworthy even
            // though the iteration did not finish.
            if let Some((i, sc)) = s.root_best.or(if result.2 == 0 { s.root_static } else { None })
                && (result.2 == 0 || i != result.0)
            {
                result = (i, sc, result.2);
            }
            break;
        }
        (last_time, prev_nodes, last_nodes) = (shared.elapsed() - t0, last_nodes, s.budget.nodes - n0);
        let (i, _) = s.root_best.expect("a completed iteration has a best move");
        result = (i, score, depth);
        let nodes = shared.total_nodes().max(s.budget.nodes);
        progress(&thought(pos, moves, s.table, result, nodes, shared.millis(), s.plan.eval_scale));
        if score.abs() > MATE_BOUND && MATE - score.abs() <= depth as i32 {
            break;
        }
    }
    result
}

fn thought<G: Game>(
    pos: &G,
    moves: &[G::Move],
    table: &Table,
    (index, score, depth): (usize, i32, u32),
    nodes: u64,
    millis: u64,
    scale: f32,
) -> Thought<G::Move> {
    let pv = principal_variation(pos, &moves[index], table, depth.max(1) as usize);
    Thought {
        best: moves[index].clone(),
        index,
        notation: pv[0].clone(),
        eval: expected(score, scale),
        score: Some(score),
        depth,
        playouts: 0,
        nodes,
        pv,
        algorithm: Algorithm::AlphaBeta,
        millis,
    }
}

/// The first move, then the table's best moves while they are legal and new.
fn principal_variation<G: Game>(pos: &G, first: &G::Move, table: &Table, len: usize) -> Vec<String> {
    let mut pv = vec![pos.notation(first)];
    let mut p = pos.clone();
    p.play(first);
    let mut seen = vec![pos.key(), p.key()];
    while pv.len() < len {
        let Some(e) = table.get(p.key()) else { break };
        let moves = p.moves();
        let Some(m) = TableMove::find(e.mv, &moves).map(|i| &moves[i]) else { break };
        pv.push(p.notation(m));
        p.play(m);
        if seen.contains(&p.key()) {
            break;
        }
        seen.push(p.key());
    }
    pv
}

impl<'b, 'c> Search<'b, 'c> {
    fn new<G: Game>(pos: &G, root_moves: usize, plan: &'b Plan, seed: u64, shared: &'c Shared<'c>, table: &'b Table) -> Self {
        let mut rng = Rng::new(seed);
        let noise = (0..root_moves)
            .map(|_| if plan.root_noise > 0 { rng.below(2 * plan.root_noise as usize + 1) as i32 - plan.root_noise } else { 0 })
            .collect();
        Search {
            plan,
            table,
            jitter: None,
            budget: Budget::new(shared),
            killers: vec![[0; 2]; MAX_PLY + 1],
            history: vec![0; HISTORY_SIZE],
            aborted: false,
            root: pos.to_move(),
            noise,
            root_best: None,
            root_static: None,
            staged: pos.shortlist(0, &mut Vec::new()).is_some(),
            root_width: 1,
            inner_width: 1,
            root_cap: usize::MAX,
        }
    }

    /// A helper thread's random change to an order score (0 on the main thread).
    fn jitter(&mut self) -> i32 {
        self.jitter.as_mut().map_or(0, |r| r.below(2 * HELPER_JITTER as usize + 1) as i32 - HELPER_JITTER)
    }

    fn eval<G: Game>(&self, pos: &G) -> i32 {
        pos.evaluate(pos.to_move()).unwrap_or(0).clamp(-MATE_BOUND + 1, MATE_BOUND - 1)
    }

    /// A child's static value for the seat that moved into it.
    fn child_eval<G: Game>(&self, child: &G, mover: Seat, ply: usize) -> i32 {
        match child.outcome() {
            Some(o) => terminal(&o, mover, ply + 1, self.root, self.plan.contempt),
            None => child.evaluate(mover).unwrap_or(0).clamp(-MATE_BOUND + 1, MATE_BOUND - 1),
        }
    }

    /// The value of `child` for the side to move at its parent `pos`.
    fn value<G: Game>(&mut self, pos: &G, child: &G, depth: i32, ply: usize, alpha: i32, beta: i32) -> i32 {
        // Some games let a seat move twice in a row; then the child is judged from our side.
        if child.to_move() == pos.to_move() { self.negamax(child, depth, ply, alpha, beta) } else { -self.negamax(child, depth, ply, -beta, -alpha) }
    }

    fn negamax<G: Game>(&mut self, pos: &G, depth: i32, ply: usize, alpha: i32, beta: i32) -> i32 {
        self.node(pos, depth, ply, alpha, beta, None)
    }

    /// A node's search; at the root, `root_moves` are the moves searched (all of them for a
    /// move to play, those not yet listed for the next line of an analysis), and the indices
    /// the root reports are into that list.
    fn node<G: Game>(&mut self, pos: &G, depth: i32, ply: usize, mut alpha: i32, beta: i32, root_moves: Option<&[G::Move]>) -> i32 {
        if self.budget.stopped() {
            self.aborted = true;
            return 0;
        }
        if let Some(o) = pos.outcome() {
            return terminal(&o, pos.to_move(), ply, self.root, self.plan.contempt);
        }
        if depth <= 0 || ply >= MAX_PLY {
            return if self.plan.quiescence { self.quiescence(pos, ply, alpha, beta, QUIESCENCE_DEPTH) } else { self.eval(pos) };
        }
        let key = pos.key();
        let mut named = 0;
        if let Some(e) = self.table.get(key) {
            named = e.mv;
            if ply > 0 && e.depth as i32 >= depth {
                let s = from_table(e.score, ply);
                match e.bound {
                    Bound::Exact => return s,
                    Bound::Lower if s >= beta => return s,
                    Bound::Upper if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        let (moves, shortlisted, root_map) = self.moves_to_search(pos, ply, root_moves);
        let table_move = TableMove::find(named, &moves);
        // At the root, indices are reported into the root's own list.
        let root_index = |i: usize| root_map.as_ref().map_or(i, |m: &Vec<usize>| m[i]);
        let mover = pos.to_move();
        let noisy_root = ply == 0 && self.plan.root_noise > 0;
        // Deep enough nodes (and the root) play every child up front and order by static
        // evaluation; nodes next to the leaves would pay more for that than it saves.
        // The children played up front stay where they are; only (move, order score) pairs are
        // sorted, so positions (hundreds of bytes each) are not moved around by the sort.
        let mut played: Vec<Option<G>> = Vec::new();
        // A shortlist comes ordered by the game's own evaluation already; only a noisy root
        // (Easy) plays it again, to add its noise to real scores.
        let mut order: Vec<(usize, i32)> = if (ply == 0 && (!shortlisted || noisy_root)) || (depth >= 2 && !shortlisted) {
            played.reserve(moves.len());
            moves
                .iter()
                .enumerate()
                .map(|(i, m)| {
                    let mut c = pos.clone();
                    c.play(m);
                    self.budget.tick();
                    let e = self.child_eval(&c, mover, ply);
                    // Killers break near-ties only: the evaluation knows more than they do.
                    let bonus = if Some(i) == table_move {
                        4 * MATE
                    } else if self.heuristic(ply, m) >= 1 << 27 {
                        20
                    } else {
                        0
                    };
                    let noise = if noisy_root { self.noise[root_index(i)] } else { 0 };
                    let jitter = self.jitter();
                    played.push(Some(c));
                    (i, e.saturating_add(bonus).saturating_add(noise).saturating_add(jitter))
                })
                .collect()
        } else if shortlisted {
            // The game's list comes best first by its own evaluation: keep that order, after the
            // table's move and the killers.
            let n = moves.len() as i32;
            moves
                .iter()
                .enumerate()
                .map(|(i, m)| {
                    let rank = n - i as i32;
                    let h = self.heuristic(ply, m);
                    (
                        i,
                        if Some(i) == table_move {
                            i32::MAX
                        } else if h >= 1 << 27 {
                            h
                        } else {
                            rank.saturating_add(self.jitter())
                        },
                    )
                })
                .collect()
        } else {
            let mut order: Vec<(usize, i32)> =
                moves.iter().enumerate().map(|(i, m)| (i, if Some(i) == table_move { i32::MAX } else { self.heuristic(ply, m) })).collect();
            if self.jitter.is_some() {
                for o in order.iter_mut().filter(|o| o.1 < 1 << 27) {
                    o.1 = o.1.saturating_add(self.jitter());
                }
            }
            order
        };
        order.sort_by_key(|c| std::cmp::Reverse(c.1));
        if ply == 0 && shortlisted {
            order.truncate(self.root_cap.max(1));
        }
        if ply == 0 && self.root_static.is_none() && self.jitter.is_none() {
            let score = if played.is_empty() {
                // Ordered without playing: the first move's static score, played for it alone.
                let mut c = pos.clone();
                c.play(&moves[order[0].0]);
                self.budget.tick();
                self.child_eval(&c, mover, ply)
            } else {
                order[0].1
            };
            self.root_static = Some((root_index(order[0].0), score));
        }
        let alpha_orig = alpha;
        // Below any score, noisy or not: a lost root with negative noise still picks a move.
        let (mut best, mut best_index) = (i32::MIN, order[0].0);
        for (n, &(i, _)) in order.iter().enumerate() {
            let child = played.get_mut(i).and_then(Option::take).unwrap_or_else(|| {
                let mut c = pos.clone();
                c.play(&moves[i]);
                self.budget.tick();
                c
            });
            let s = if noisy_root {
                self.value(pos, &child, depth - 1, ply + 1, -INF, INF) + self.noise[root_index(i)]
            } else if n == 0 {
                self.value(pos, &child, depth - 1, ply + 1, alpha, beta)
            } else {
                let s = self.value(pos, &child, depth - 1, ply + 1, alpha, alpha + 1);
                if s > alpha && s < beta && !self.aborted { self.value(pos, &child, depth - 1, ply + 1, alpha, beta) } else { s }
            };
            if self.aborted {
                return 0;
            }
            if s > best {
                best = s;
                best_index = i;
                if ply == 0 {
                    self.root_best = Some((root_index(i), s));
                }
                if s > alpha {
                    alpha = s;
                    if s >= beta {
                        self.reward(ply, &moves[i], depth);
                        break;
                    }
                }
            }
        }
        let bound = if best <= alpha_orig {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let mv = if shortlisted { TableMove::by_hash(&moves[best_index]) } else { TableMove::by_index(best_index) };
        self.table.put(Entry { key, score: to_table(best, ply), depth: depth as i16, bound, mv });
        best
    }

    /// The moves a node searches, whether they are the game's shortlist, and at the root where
    /// it is a shortlist, each one's index in the root's list. A shortlist at the root keeps
    /// only moves of the root's list (an analysis's later lines search what is not yet listed)
    /// and falls back to that list where it keeps none.
    fn moves_to_search<G: Game>(&mut self, pos: &G, ply: usize, root_moves: Option<&[G::Move]>) -> (Vec<G::Move>, bool, Option<Vec<usize>>) {
        let full = |root: Option<&[G::Move]>| root.map_or_else(|| pos.moves(), <[G::Move]>::to_vec);
        if !self.staged {
            return (full(root_moves), false, None);
        }
        let width = if ply == 0 { self.root_width } else { self.inner_width };
        let mut short = Vec::new();
        match pos.shortlist(width, &mut short) {
            Some(played) if !short.is_empty() => {
                self.budget.spend(played);
                match root_moves {
                    None => (short, true, None),
                    Some(all) => {
                        let index: HashMap<&G::Move, usize> = all.iter().enumerate().map(|(i, m)| (m, i)).collect();
                        let (kept, map): (Vec<G::Move>, Vec<usize>) = short.into_iter().filter_map(|m| index.get(&m).map(|&i| (m, i))).unzip();
                        if kept.is_empty() { (all.to_vec(), false, None) } else { (kept, true, Some(map)) }
                    }
                }
            }
            _ => (full(root_moves), false, None),
        }
    }

    /// Stand pat, or follow the moves that gain evaluation, until the position is quiet.
    fn quiescence<G: Game>(&mut self, pos: &G, ply: usize, mut alpha: i32, beta: i32, left: u32) -> i32 {
        if self.budget.stopped() {
            self.aborted = true;
            return 0;
        }
        if let Some(o) = pos.outcome() {
            return terminal(&o, pos.to_move(), ply, self.root, self.plan.contempt);
        }
        let stand = self.eval(pos);
        if left == 0 || stand >= beta || ply >= MAX_PLY {
            return stand;
        }
        alpha = alpha.max(stand);
        let mover = pos.to_move();
        // As in `negamax`, the positions stay put and only (index, gain) pairs are sorted.
        let mut tactical: Vec<G> = Vec::new();
        let mut gains: Vec<(usize, i32)> = Vec::new();
        let mut moves = Vec::new();
        if !pos.tactical_moves(&mut moves) {
            moves.clear();
            pos.legal_moves(&mut moves);
        }
        for m in moves {
            let mut c = pos.clone();
            c.play(&m);
            self.budget.tick();
            let e = self.child_eval(&c, mover, ply);
            if e > stand + QUIET_MARGIN {
                gains.push((tactical.len(), e));
                tactical.push(c);
            }
        }
        gains.sort_by_key(|t| std::cmp::Reverse(t.1));
        let mut best = stand;
        for &(j, _) in &gains {
            let child = &tactical[j];
            let s = if child.to_move() == mover {
                self.quiescence(child, ply + 1, alpha, beta, left - 1)
            } else {
                -self.quiescence(child, ply + 1, -beta, -alpha, left - 1)
            };
            if self.aborted {
                return 0;
            }
            if s > best {
                best = s;
                if s > alpha {
                    alpha = s;
                    if s >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// Killer moves first, then by history.
    fn heuristic<M: std::hash::Hash>(&self, ply: usize, m: &M) -> i32 {
        let h = move_hash(m);
        let k = &self.killers[ply.min(MAX_PLY)];
        if k[0] == h {
            1 << 28
        } else if k[1] == h {
            1 << 27
        } else {
            self.history[h as usize & (HISTORY_SIZE - 1)]
        }
    }

    fn reward<M: std::hash::Hash>(&mut self, ply: usize, m: &M, depth: i32) {
        let h = move_hash(m);
        let k = &mut self.killers[ply.min(MAX_PLY)];
        if k[0] != h {
            k[1] = k[0];
            k[0] = h;
        }
        let slot = &mut self.history[h as usize & (HISTORY_SIZE - 1)];
        *slot = (*slot + depth * depth).min(1 << 20);
    }
}

#[cfg(test)]
mod schedule_tests {
    use super::Schedule;

    #[test]
    fn a_shortlisted_search_never_goes_shallower_and_goes_deeper_before_it_goes_wide() {
        let steps: Vec<Schedule> = (1..=20).map(|k| Schedule::of(k, true)).collect();
        assert!(steps.windows(2).all(|w| w[0].depth <= w[1].depth), "depth never falls");
        let first_depth_3 = steps.iter().position(|s| s.depth == 3).expect("depth 3 is reached");
        let first_wide_2 = steps.iter().position(|s| s.depth == 2 && s.root_cap == usize::MAX);
        assert!(first_wide_2.is_none(), "no depth-2 iteration goes over every root turn");
        assert_eq!(steps[first_depth_3].root_cap, 4, "the first turn deeper looks at the best four");
        let full_3 = steps.iter().position(|s| s.depth == 3 && s.root_cap == usize::MAX).expect("depth 3 over all");
        assert!(steps[first_depth_3..full_3].windows(2).all(|w| w[0].root_cap < w[1].root_cap), "the root widens step by step");
        assert_eq!(steps[19].depth, 11, "past the table every iteration is a turn deeper");
        let plain: Vec<u32> = (1..=5).map(|k| Schedule::of(k, false).depth).collect();
        assert_eq!(plain, [1, 2, 3, 4, 5], "a game without shortlists deepens a ply an iteration");
    }
}
