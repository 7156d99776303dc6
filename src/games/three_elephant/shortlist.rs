//! A turn built action by action, for the search (`Game::shortlist`).
//!
//! A position has thousands of legal turns (about 4,400 at the start), because a turn is up to
//! three actions and their combinations multiply. A search that plays every turn to order them
//! spends its whole budget on one ply. Here the turn is chosen the way a player chooses it, one
//! action at a time, keeping the `width` best of each action by the evaluation of the position
//! it leaves:
//!
//! 1. every Spearman step, and no step (each judged as if the turn ended there);
//! 2. for each kept step, every rotation and none (judged the same way);
//! 3. for each kept step and rotation, every action 3 (and none, after a step), judged as the
//!    whole turn.
//!
//! However narrow the list, it keeps at least `MIN_STEPS` steps (counting no step) and, after
//! each, the best rotation besides none. The search's inner nodes are narrow (a width of 2), and
//! they are where it meets the opponent's replies: a reply it does not list is one it assumes
//! the opponent will not find. Among those it missed were double threats made by a rotation (a
//! spear turned onto an Elephant beside a leap onto two Knights), which an opponent that judges
//! every turn finds. With the minimums the search scored 72.3% against c3e8f10, where it scored
//! 54–60% without them (docs/ai-strength.md).
//!
//! That plays `1 + S + w·(R + 1) + w·w'·(A + 1)` positions (S steps, R rotations, A action-3
//! moves, w = the steps kept, w' = the rotations kept per step) instead of `S·R·A`: a few
//! hundred at the narrowest from the start, where the move list has about 4,400 turns. Each turn
//! is given as the move list has it (fall turns through `movegen::ListedFalls`), and a width as
//! large as the choices keeps every legal turn.

use super::eval;
use super::movegen::{self, Act, Gen, ListedFalls, Rot, Turn};
use super::position::ThreeElephant;
use crate::core::hash::MoveHashing;
use std::collections::HashSet;

/// Steps kept (counting no step) at any width. With the best rotation kept, two steps scored
/// 65.5% against c3e8f10, three 74.5% and four 66.1% (seed 1; docs/ai-strength.md).
const MIN_STEPS: usize = 3;

/// Steps kept at this width.
fn steps_kept(width: usize) -> usize {
    width.max(MIN_STEPS)
}

/// Rotations kept per kept step, counting none: rotations matter less than steps and action-3
/// moves, and the third stage multiplies by this; but at least the best one, since a rotation
/// is how a Spearman comes to threaten an Elephant.
fn rotations_kept(width: usize) -> usize {
    width.div_ceil(2).max(2)
}

/// Appends the shortlist of the side to move's turns, best first; returns the positions played.
pub fn shortlist(pos: &ThreeElephant, width: usize, out: &mut Vec<Turn>) -> u64 {
    let width = width.max(1);
    let me = pos.side;
    let g = Gen::new(pos);
    let mut played = 0u64;
    let judge = |t: &Turn, played: &mut u64| {
        let mut p = pos.clone();
        p.apply(t);
        *played += 1;
        eval::evaluate(&p, me)
    };

    // 1. Steps (and none), each as the end of the turn. A step that takes the last Elephant
    //    is the whole turn: it goes straight to the list, ahead of everything.
    let mut steps: Vec<(i32, Option<usize>)> = vec![(eval::evaluate(pos, me), None)];
    let mut finished: Vec<(i32, Turn)> = Vec::new();
    for (i, s) in g.steps().iter().enumerate() {
        let t = Turn { step: Some((s.from, s.to)), rotate: None, act: Act::None };
        let e = judge(&t, &mut played);
        if s.ends {
            finished.push((e, t));
        } else {
            steps.push((e, Some(i)));
        }
    }
    best_first(&mut steps);
    steps.truncate(steps_kept(width));

    let mut rots = Vec::new();
    let mut acts = Vec::new();
    // Fall turns are met here by their actions; the list gives each result once (see
    // `movegen`), and this finds that form.
    let listed = (!g.falls().is_empty()).then(|| ListedFalls::new(&g));
    for &(_, si) in &steps {
        let step = si.map(|i| &g.steps()[i]);
        let step_t = step.map(|s| (s.from, s.to));
        // 2. Rotations after this step (and none).
        g.rotations(step, &mut rots);
        let mut kept: Vec<(i32, Option<Rot>)> = vec![(i32::MIN, None)];
        for r in &rots {
            let t = Turn { step: step_t, rotate: Some((r.sq, r.facing)), act: Act::None };
            kept.push((judge(&t, &mut played), Some(*r)));
        }
        // "No rotation" is always kept: it is what most turns do, and ranks by its own stage.
        kept[1..].sort_by_key(|c| std::cmp::Reverse(c.0));
        kept.truncate(1 + rotations_kept(width).saturating_sub(1).min(rots.len()));
        // 3. Action 3 on the board this step leaves.
        let board = g.after_step(step);
        movegen::piece_moves(&pos.rules, &board, me, &mut acts);
        for &(_, rot) in &kept {
            let rotate = rot.map(|r| (r.sq, r.facing));
            if step.is_some() {
                let t = Turn { step: step_t, rotate, act: Act::None };
                finished.push((judge(&t, &mut played), t));
            }
            for &(u, v) in &acts {
                let t = Turn { step: step_t, rotate, act: Act::Move(u, v) };
                finished.push((judge(&t, &mut played), t));
            }
            for f in g.falls() {
                let t = listed.as_ref().expect("falls are listed").listed(&g, step, rot.as_ref(), f);
                finished.push((judge(&t, &mut played), t));
            }
        }
    }
    best_first(&mut finished);
    let mut seen = HashSet::with_capacity_and_hasher(finished.len(), MoveHashing::default());
    out.extend(finished.into_iter().map(|(_, t)| t).filter(|t| seen.insert(*t)));
    played
}

/// Sorts by score, best first; ties keep generation order, so the list is deterministic.
fn best_first<T>(v: &mut [(i32, T)]) {
    v.sort_by_key(|c| std::cmp::Reverse(c.0));
}
