//! The node search for games that offer no order key (`Game::order_key`): moves are ordered by
//! playing each child and evaluating it where the subtree is big enough to pay for it, and
//! quiescence follows the moves whose static evaluation gains more than a margin, what a chess
//! engine would call captures, found by evaluating rather than by knowing the game; among the
//! game's `tactical_moves` where it offers them. Three Elephant's shortlisted turns and the
//! weak levels' noisy roots are searched here.

use super::{Bound, Entry, INF, MATE, MAX_PLY, QUIESCENCE_DEPTH, QUIET_MARGIN, Search, Step, TableMove, to_table};
use crate::core::Game;
use std::collections::HashMap;

impl Search<'_, '_> {
    /// `node` for a game searched by playing its children.
    pub(super) fn node_played<G: Game>(&mut self, pos: &G, depth: i32, ply: usize, mut alpha: i32, beta: i32, root_moves: Option<&[G::Move]>) -> i32 {
        if let Some(score) = self.stopped_or_over(pos, ply) {
            return score;
        }
        if depth <= 0 || ply >= MAX_PLY {
            return if self.plan.quiescence { self.quiescence(pos, ply, alpha, beta, QUIESCENCE_DEPTH) } else { self.eval(pos) };
        }
        let key = pos.key();
        let (named, held) = self.probe(key, depth, ply, (alpha, beta), ply > 0);
        if let Some(s) = held {
            return s;
        }
        let (moves, shortlisted, root_map) = self.moves_to_search(pos, ply, root_moves);
        let table_move = if ply == 0 && !shortlisted { self.root_first.or(TableMove::find(named, &moves)) } else { TableMove::find(named, &moves) };
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
        // (a weak level) plays it again, to add its noise to real scores.
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
                    } else if self.heuristic(pos, ply, m) >= 1 << 27 {
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
                    let h = self.heuristic(pos, ply, m);
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
                moves.iter().enumerate().map(|(i, m)| (i, if Some(i) == table_move { i32::MAX } else { self.heuristic(pos, ply, m) })).collect();
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
                        self.reward(pos, ply, &moves[i], depth);
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
        if let Some(score) = self.stopped_or_over(pos, ply) {
            return score;
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
        // Tactical moves may be pseudo-legal ones (`Game::tactical_moves`).
        for m in moves.iter().filter(|m| pos.is_legal(m)) {
            let mut c = pos.clone();
            c.play(m);
            self.budget.tick();
            let e = self.child_eval(&c, mover, ply);
            if e > stand + QUIET_MARGIN {
                gains.push((tactical.len(), e));
                tactical.push(c);
            }
        }
        gains.sort_by_key(|t| std::cmp::Reverse(t.1));
        let mut tactical: Vec<Option<G>> = tactical.into_iter().map(Some).collect();
        let children = gains.iter().filter_map(|&(j, _)| tactical[j].take());
        self.best_child(mover, children, Step { ply, window: (alpha, beta), left, counted: true }, stand, Self::quiescence)
    }
}
