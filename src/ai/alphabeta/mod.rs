//! Alpha-beta (negamax, principal variation search) for two-seat games with a static
//! evaluation: iterative deepening with aspiration windows, a transposition table keyed by
//! `Game::key`, and two ways of searching a node, chosen by what the game offers:
//!
//! - `keyed`: a game that offers an order key for its moves (`Game::order_key`) and its
//!   forcing moves (`Game::tactical_moves`) is searched as a chess engine searches: moves in
//!   order without playing them first, check extensions, null-move pruning where the game can
//!   pass, futility, late-move pruning and reductions, a quiescence over captures. Storm,
//!   Litróf and Tribesmen (and four-player Tribesmen, through `paranoid`).
//! - `played`: any other game is ordered by playing every child and evaluating it, and its
//!   quiescence follows the moves that gain evaluation (Three Elephant's shortlisted turns,
//!   the weak levels' noisy roots).
//!
//! With several threads the search is Lazy SMP: every thread runs the same iterative deepening
//! over one shared, lock-free transposition table, and what the helpers store there lets the
//! main thread cut subtrees it would otherwise search. The helpers are kept from duplicating
//! the main thread's work by starting at other depths and by a little random jitter in their
//! move order; their own answers are thrown away, the main thread's is the result. Only the
//! main thread manages the clock: it starts the next iteration while time is left
//! (`Limits::soft` on a clock) and the deadline cuts it off; a cut iteration's move replaces the
//! last completed one only where it has proved better.

mod keyed;
mod order;
mod played;
mod schedule;

use super::Thought;
use super::budget::{Budget, Shared};
use super::levels::{Algorithm, Plan};
use super::rng::Rng;
use super::tt::{Bound, Entry, Table, TableMove};
use crate::core::{Game, Outcome, OutcomeKind, Seat};
use order::Heuristics;
use schedule::Schedule;

const MATE: i32 = 1_000_000;
const INF: i32 = MATE + 1;
/// Scores beyond this are "mate in n plies".
const MATE_BOUND: i32 = MATE - 10_000;
const MAX_PLY: usize = 128;
/// A move is tactical (searched in quiescence) when it gains this much static evaluation.
const QUIET_MARGIN: i32 = 60;
/// Quiescence plies beyond the nominal depth (in nodes searched by playing every child).
const QUIESCENCE_DEPTH: u32 = 6;
/// A shortlisted search (Three Elephant) starts no step that goes deeper or wider inside past
/// this share of its time. Such a step grows by five to twenty times, and one started later is
/// cut after its first few root turns: at 0.2 s a move against commit c3e8f10, starting every
/// step until the deadline scored 4-9-5 (47%, 18 games), where this rule was the measured best
/// before (docs/ai-strength.md). A step that only adds root turns starts until the deadline
/// (`Schedule::only_widens`): the turns already searched answer from the table.
const STAGED_START: f64 = 0.5;
/// The first aspiration window around the last iteration's score, either side.
const ASPIRATION: i32 = 30;
/// Largest random change a helper thread makes to a move's order score, in evaluation units:
/// enough to reorder near-equal moves, too little to put a blunder first.
const HELPER_JITTER: i32 = 12;

struct Search<'b, 'c> {
    plan: &'b Plan,
    budget: Budget<'c>,
    table: &'b Table,
    /// Helper threads only: the source of their move-order jitter.
    jitter: Option<Rng>,
    order: Heuristics,
    /// The game offers order keys: nodes are searched the `keyed` way.
    keyed: bool,
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
    /// The root move searched first (the last iteration's best of this line), by index.
    root_first: Option<usize>,
    /// The game offers shortlists (`Game::shortlist`): nodes search those, this wide at the root
    /// and at the other nodes, as `Schedule` sets them for each iteration.
    staged: bool,
    root_width: usize,
    inner_width: usize,
    root_cap: usize,
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

/// A forced result as the side the score belongs to counts it: whether it wins, and in how many
/// of its own moves the game ends; `None` for a score that is not a mate.
pub fn forced_result(score: i32) -> Option<(bool, u32)> {
    mate_plies(score).map(|p| (p > 0, p.unsigned_abs().div_ceil(2)))
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
    search_lines(pos, moves, plan, 1, seed, shared, progress).swap_remove(0)
}

/// The `lines` best moves (fewer where there are fewer moves), best first, by one search: each
/// iteration searches every move for the first line, then the moves not yet listed for the
/// next, over one table and one clock (what chess engines call MultiPV).
pub fn search_lines<G: Game>(
    pos: &G,
    moves: Vec<G::Move>,
    plan: &Plan,
    lines: usize,
    seed: u64,
    shared: &Shared,
    progress: &mut dyn FnMut(&Thought<G::Move>),
) -> Vec<Thought<G::Move>> {
    let threads = plan.threads.max(1);
    let table = Table::new(plan.limits.most_nodes(threads));
    let root_moves = moves.len();
    let (found, main_nodes, keyed) = std::thread::scope(|scope| {
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
        let found = deepen(pos, &moves, lines.max(1), &mut s, progress);
        shared.stop();
        s.budget.report();
        (found, s.budget.nodes, s.keyed)
    });
    // Every helper has reported its nodes once the scope has joined them.
    let nodes = shared.total_nodes().max(main_nodes);
    let filled = Filled { table: &table, keyed };
    found.into_iter().map(|line| thought(pos, &moves, filled, line, nodes, shared.millis(), plan.eval_scale)).collect()
}

/// Where a quiescence node's children are searched: its ply, window and plies left, and
/// whether its children were counted as nodes when they were played.
pub(super) struct Step {
    pub(super) ply: usize,
    pub(super) window: (i32, i32),
    pub(super) left: u32,
    pub(super) counted: bool,
}

/// A line of the search's answer: (index into the root's moves, score, completed depth).
type Found = (usize, i32, u32);

/// The main thread's iterative deepening; returns the lines found, best first (at least one).
fn deepen<G: Game>(pos: &G, moves: &[G::Move], lines: usize, s: &mut Search, progress: &mut dyn FnMut(&Thought<G::Move>)) -> Vec<Found> {
    let shared = s.budget.shared();
    let mut found: Vec<Found> = Vec::new();
    for k in 1.. {
        let step = Schedule::of(k, s.staged);
        let depth = step.depth;
        let start_before = if !s.staged || step.only_widens(&Schedule::of(k - 1, true)) { 1.0 } else { STAGED_START };
        if depth > s.plan.max_depth.max(1) || (k > 1 && !shared.may_start_iteration(start_before)) {
            break;
        }
        step.apply(s);
        let this = iteration_lines(pos, moves, lines, s, depth, &found);
        if s.aborted {
            found = merge_cut(this, found, lines);
            break;
        }
        found = this;
        let nodes = shared.total_nodes().max(s.budget.nodes);
        let filled = Filled { table: s.table, keyed: s.keyed };
        progress(&thought(pos, moves, filled, found[0], nodes, shared.millis(), s.plan.eval_scale));
        let score = found[0].1;
        if lines == 1 && score.abs() > MATE_BOUND && MATE - score.abs() <= depth as i32 {
            break;
        }
    }
    if found.is_empty() {
        found.push(s.root_static.map_or((0, 0, 0), |(i, sc)| (i, sc, 0)));
    }
    found
}

/// One iteration's lines: each a search of the moves the lines before it left, ordered and
/// windowed by the same line of the last iteration. A line cut by the clock ends the list with
/// what it proved (see `merge_cut`), at depth 0.
fn iteration_lines<G: Game>(pos: &G, moves: &[G::Move], lines: usize, s: &mut Search, depth: u32, last: &[Found]) -> Vec<Found> {
    let mut this: Vec<Found> = Vec::new();
    let mut left: Vec<usize> = (0..moves.len()).collect();
    while this.len() < lines.min(moves.len()) {
        let sub: Vec<G::Move> = left.iter().map(|&i| moves[i].clone()).collect();
        let before = last.get(this.len()).copied();
        s.root_first = before.and_then(|b| left.iter().position(|&i| i == b.0));
        s.root_best = None;
        let score = iterate(pos, &sub, s, depth, before);
        if s.aborted {
            // A first line's move that beat the last iteration's inside the window is
            // trustworthy even though the iteration did not finish. A later line's is not
            // shown: its score, from a cut search, would stand among the last iteration's
            // lines out of their order.
            let first = if last.is_empty() { s.root_static } else { None };
            if let Some((i, sc)) = s.root_best.or(first).filter(|_| this.is_empty()) {
                this.push((left[i], sc, 0));
            }
            break;
        }
        let (i, _) = s.root_best.expect("a completed search has a best move");
        this.push((left.remove(i), score, depth));
    }
    // A later line searches fewer moves and may score one of them above an earlier line,
    // which saw it only through a null window: the lines one iteration completed come best
    // first, as a chess engine's several lines do.
    let done = this.iter().take_while(|l| l.2 == depth).count();
    this[..done].sort_by_key(|l| std::cmp::Reverse(l.1));
    this
}

/// The lines after an iteration cut by the clock: those it completed, then a move it proved
/// better than the last iteration's in its line (kept at that line's depth), then the last
/// iteration's lines not yet listed.
fn merge_cut(this: Vec<Found>, last: Vec<Found>, lines: usize) -> Vec<Found> {
    let mut merged: Vec<Found> = Vec::new();
    for (n, mut line) in this.into_iter().enumerate() {
        if line.2 == 0
            && let Some(before) = last.get(n)
        {
            line.2 = before.2;
        }
        merged.push(line);
    }
    for line in last {
        if merged.len() < lines && !merged.iter().any(|m| m.0 == line.0) {
            merged.push(line);
        }
    }
    merged
}

/// One iteration at `depth`: in a keyed search past the first few plies, inside a window
/// around the last score that widens each time the score falls outside it.
fn iterate<G: Game>(pos: &G, moves: &[G::Move], s: &mut Search, depth: u32, last: Option<Found>) -> i32 {
    let Some((_, last, _)) = last.filter(|l| s.keyed && depth >= 4 && l.1.abs() < MATE_BOUND) else {
        return s.node(pos, depth as i32, 0, -INF, INF, Some(moves));
    };
    let mut delta = ASPIRATION;
    let (mut alpha, mut beta) = (last - delta, last + delta);
    loop {
        let score = s.node(pos, depth as i32, 0, alpha, beta, Some(moves));
        if s.aborted {
            return score;
        }
        delta = delta.saturating_mul(3);
        if score <= alpha {
            alpha = if delta > 2000 { -INF } else { (score - delta).max(-INF) };
        } else if score >= beta {
            beta = if delta > 2000 { INF } else { (score + delta).min(INF) };
        } else {
            return score;
        }
    }
}

fn thought<G: Game>(
    pos: &G,
    moves: &[G::Move],
    table: Filled,
    (index, score, depth): (usize, i32, u32),
    nodes: u64,
    millis: u64,
    scale: f32,
) -> Thought<G::Move> {
    let pv = table.principal_variation(pos, &moves[index], depth.max(1) as usize);
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

/// A search's table, read as the search filled it: a keyed search names a node's best move by
/// its index in `keyed::node_moves`'s list, the other by its index among the legal moves (or
/// by its hash).
#[derive(Clone, Copy)]
struct Filled<'t> {
    table: &'t Table,
    keyed: bool,
}

impl Filled<'_> {
    /// The legal move the table names for `pos`, if any.
    fn best_move<G: Game>(&self, pos: &G) -> Option<G::Move> {
        let e = self.table.get(pos.key())?;
        let mut moves = Vec::new();
        let untested = if self.keyed {
            keyed::node_moves(pos, &mut moves)
        } else {
            pos.legal_moves(&mut moves);
            false
        };
        let m = moves.swap_remove(TableMove::find(e.mv, &moves)?);
        (!untested || pos.is_legal(&m)).then_some(m)
    }

    /// The first move, then the table's best moves while they are legal and new.
    fn principal_variation<G: Game>(&self, pos: &G, first: &G::Move, len: usize) -> Vec<String> {
        let mut pv = vec![pos.notation(first)];
        let mut p = pos.clone();
        p.play(first);
        let mut seen = vec![pos.key(), p.key()];
        while pv.len() < len {
            let Some(m) = self.best_move(&p) else { break };
            pv.push(p.notation(&m));
            p.play(&m);
            if seen.contains(&p.key()) {
                break;
            }
            seen.push(p.key());
        }
        pv
    }
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
            order: Heuristics::new(),
            keyed: false,
            aborted: false,
            root: pos.to_move(),
            noise,
            root_best: None,
            root_static: None,
            root_first: None,
            staged: pos.shortlist(0, &mut Vec::new()).is_some(),
            root_width: 1,
            inner_width: 1,
            root_cap: usize::MAX,
        }
        .keyed_if_offered(pos)
    }

    /// Searches the keyed way where the game offers order keys, it has no shortlists, and the
    /// root is not noisy (a weak level's noise needs every root move's full score).
    fn keyed_if_offered<G: Game>(mut self, pos: &G) -> Self {
        let first = pos.moves().into_iter().next();
        self.keyed = !self.staged && self.plan.root_noise == 0 && first.is_some_and(|m| pos.order_key(&m).is_some());
        self
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
            Some(o) => self.terminal(&o, mover, ply + 1),
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

    /// The table's entry for `key`: the move it names (0 for none), and, where `may_cut` and
    /// the entry was searched at least `depth` deep, its score if that settles the window.
    fn probe(&self, key: u64, depth: i32, ply: usize, (alpha, beta): (i32, i32), may_cut: bool) -> (u32, Option<i32>) {
        let Some(e) = self.table.get(key) else { return (0, None) };
        if !may_cut || (e.depth as i32) < depth {
            return (e.mv, None);
        }
        let s = from_table(e.score, ply);
        let held = match e.bound {
            Bound::Exact => true,
            Bound::Lower => s >= beta,
            Bound::Upper => s <= alpha,
        };
        (e.mv, held.then_some(s))
    }

    /// What a node is worth without a search: 0 once the search must stop (it is then
    /// aborted, and the 0 is never used), or the result of a finished game.
    fn stopped_or_over<G: Game>(&mut self, pos: &G, ply: usize) -> Option<i32> {
        if self.stopped() {
            return Some(0);
        }
        pos.outcome().map(|o| self.terminal(&o, pos.to_move(), ply))
    }

    /// `stopped_or_over`, asking the game only what it knows without looking for a legal move
    /// (`Game::outcome_unless_stuck`): a keyed search finds out when it lists the moves.
    fn stopped_or_ended<G: Game>(&mut self, pos: &G, ply: usize) -> Option<i32> {
        if self.stopped() {
            return Some(0);
        }
        pos.outcome_unless_stuck().map(|o| self.terminal(&o, pos.to_move(), ply))
    }

    /// Whether the search must stop (then it is aborted).
    fn stopped(&mut self) -> bool {
        let stop = self.budget.stopped();
        self.aborted |= stop;
        stop
    }

    /// `terminal` for this search's seat and contempt.
    fn terminal(&self, o: &Outcome, to_move: Seat, ply: usize) -> i32 {
        terminal(o, to_move, ply, self.root, self.plan.contempt)
    }

    /// Quiescence over `children` of a node where `mover` is to move, in order, until one
    /// reaches beta: the best of their scores and `best` (the stand-pat score, or -INF in
    /// check). `quiesce` is the quiescence to call on a child.
    fn best_child<G: Game, Q>(&mut self, mover: Seat, children: impl Iterator<Item = G>, step: Step, mut best: i32, quiesce: Q) -> i32
    where
        Q: Fn(&mut Self, &G, usize, i32, i32, u32) -> i32,
    {
        let (ply, (mut alpha, beta)) = (step.ply, step.window);
        for child in children {
            if !step.counted {
                self.budget.tick();
            }
            let s = if child.to_move() == mover {
                quiesce(self, &child, ply + 1, alpha, beta, step.left - 1)
            } else {
                -quiesce(self, &child, ply + 1, -beta, -alpha, step.left - 1)
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

    /// A node's search; at the root, `root_moves` are the moves searched (all of them for a
    /// move to play, those not yet listed for the next line of an analysis), and the indices
    /// the root reports are into that list.
    fn node<G: Game>(&mut self, pos: &G, depth: i32, ply: usize, alpha: i32, beta: i32, root_moves: Option<&[G::Move]>) -> i32 {
        if self.keyed {
            self.node_keyed(pos, depth, ply, alpha, beta, keyed::Visit { root_moves, prev: 0, may_pass: true })
        } else {
            self.node_played(pos, depth, ply, alpha, beta, root_moves)
        }
    }
}

#[cfg(test)]
mod cut_tests {
    use super::merge_cut;

    #[test]
    fn a_cut_iteration_keeps_its_finished_lines_and_a_proved_move_at_the_depth_of_its_line() {
        let last = vec![(4, 50, 7), (2, 30, 7), (9, 10, 7)];
        // The new first line finished at depth 8; the second was cut after proving move 9.
        let cut = vec![(2, 60, 8), (9, 35, 0)];
        assert_eq!(merge_cut(cut, last.clone(), 3), vec![(2, 60, 8), (9, 35, 7), (4, 50, 7)]);
        // Cut before anything was proved: the last iteration stands.
        assert_eq!(merge_cut(Vec::new(), last.clone(), 3), last);
        // One line asked for: only the proved move.
        assert_eq!(merge_cut(vec![(9, 70, 0)], last, 1), vec![(9, 70, 7)]);
    }
}
