//! Perfect play in Storm's smallest endings: both Brains and one more piece of one side.
//!
//! The seed says which of these are won (Brain and Numskull against a lone Brain) and which
//! are drawn (Brain and Toady, Brain and Clodhopper). To test the computer against that claim
//! it needs an opponent that never errs, so this module solves such an ending outright by
//! retrograde analysis. The Brains never leave their Ivory Towers (9 squares each) and a Toady
//! never leaves its own, so an ending has at most 9 x 9 x 88 placements for each side to
//! move; the consecutive-check ban multiplies that by the few check histories that moves can
//! build (which piece checked on each side's last two moves), and the state space stays in
//! the hundreds of thousands.
//!
//! Every rule comes from the engine itself: the states are `Line<Storm>` values, expanded
//! with its move generator and its history layer, so a solved value is exactly what the
//! game would give. Two choices are the solver's own: the quiet-move limit is left out (the
//! longest win is far shorter, and `longest_win` says how long), and a position that can only
//! be kept from a result by going round in a cycle counts as drawn, as the default repetition
//! rule makes it. Under the `zillions` repetition option a repetition loses instead, and the
//! values here would not hold.

use super::data::SQUARES;
use super::pieces::Kind;
use super::position::{Move, Rules, Storm};
use crate::core::{Counters, Game, GameConfig, HistoryRules, Line, OutcomeKind, Seat};
use std::collections::{HashMap, VecDeque};
use std::sync::Arc;

/// What perfect play gives from a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// `seat` wins, with the game ending after `plies` more plies when both sides play
    /// perfectly (the winner as fast as it can, the loser as slowly).
    Win {
        seat: Seat,
        plies: u32,
    },
    Draw,
}

/// One solved ending: the value of every state, found by the state's key.
pub struct Endgame {
    rules: Arc<Rules>,
    history: HistoryRules,
    strong: Seat,
    extra: Kind,
    index: HashMap<u128, u32>,
    /// Per state: 0 drawn, else the distance to the end plus one, negative where the side to
    /// move loses.
    result: Vec<i32>,
    /// The side to move of each state (the sign of `result` is from its point of view).
    mover: Vec<Seat>,
    /// The start states: both Brains and the extra piece on every square they can stand on,
    /// either side to move, no check history. (strong Brain, lone Brain, extra piece, side).
    starts: Vec<(u8, u8, u8, Seat)>,
}

/// A state's identity: the position key and the check history the ban reads.
fn state_key(line: &Line<Storm>) -> u128 {
    let c = line.counters();
    let small = |v: u64| (v & 0xFFFF) as u128;
    (line.position().key() as u128) << 64
        | small(c.last_check[0])
        | small(c.last_check[1]) << 16
        | small(c.streak[0]) << 32
        | small(c.streak[1]) << 48
}

/// Why an ending cannot be solved.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EndgameError {
    #[error("an ending needs a side (0 or 1) and a piece other than a Brain")]
    NoSuchEnding,
    #[error(transparent)]
    Config(#[from] crate::core::ConfigError),
}

impl Endgame {
    /// Solves the ending of the Brains with `extra` on the side of `strong`, under the rules of
    /// `config` (its variant and options; its setup is ignored).
    pub fn solve(config: &GameConfig, strong: Seat, extra: Kind) -> Result<Endgame, EndgameError> {
        if strong > Seat::SECOND || extra == Kind::Brain {
            return Err(EndgameError::NoSuchEnding);
        }
        let base = Storm::new(&GameConfig { setup: None, ..config.clone() })?;
        let rules = base.rules.clone();
        let history = HistoryRules { check_ban: base.history_rules().check_ban, ..HistoryRules::NONE };
        let tower = |seat: Seat| -> Vec<usize> { (0..SQUARES).filter(|&s| rules.geo.tower[s] == Some(seat)).collect() };
        let extra_squares: Vec<usize> = if extra == Kind::Toady { tower(strong) } else { (0..SQUARES).collect() };
        let mut solver = Endgame {
            rules: rules.clone(),
            history,
            strong,
            extra,
            index: HashMap::new(),
            result: Vec::new(),
            mover: Vec::new(),
            starts: Vec::new(),
        };
        let mut queue: VecDeque<Line<Storm>> = VecDeque::new();
        let mut start_index = Vec::new();
        for own in tower(strong) {
            for lone in tower(strong.other()) {
                for &x in &extra_squares {
                    if x == own || x == lone {
                        continue;
                    }
                    for side in Seat::all(2) {
                        let Some(pos) = solver.place(own, lone, x, side) else { continue };
                        let line = Line::with(pos, history, Counters::default());
                        let i = solver.intern(&line, &mut queue);
                        solver.starts.push((own as u8, lone as u8, x as u8, side));
                        start_index.push(i);
                    }
                }
            }
        }
        // Breadth first over everything the start states lead to (captures of the extra
        // piece included), recording each state's successors.
        let mut succ_at = vec![0u32];
        let mut succ: Vec<u32> = Vec::new();
        let mut ended: Vec<Option<OutcomeKind>> = Vec::new();
        let mut moves = Vec::new();
        while let Some(line) = queue.pop_front() {
            let outcome = line.outcome();
            ended.push(outcome.as_ref().map(|o| o.kind));
            if outcome.is_none() {
                moves.clear();
                line.legal_moves(&mut moves);
                for mv in &moves {
                    let mut next = line.clone();
                    next.play(mv);
                    let j = solver.intern(&next, &mut queue);
                    succ.push(j);
                }
            }
            succ_at.push(succ.len() as u32);
        }
        solver.retrograde(&succ_at, &succ, &ended);
        Ok(solver)
    }

    fn place(&self, own: usize, lone: usize, x: usize, side: Seat) -> Option<Storm> {
        let mut placed = vec![Vec::new(), Vec::new()];
        placed[self.strong] = vec![(Kind::Brain, own), (self.extra, x)];
        placed[self.strong.other()] = vec![(Kind::Brain, lone)];
        Storm::place(self.rules.clone(), &placed, side).ok()
    }

    /// The index of this state, queued for expansion if it is new.
    fn intern(&mut self, line: &Line<Storm>, queue: &mut VecDeque<Line<Storm>>) -> u32 {
        let key = state_key(line);
        let next = self.index.len() as u32;
        *self.index.entry(key).or_insert_with(|| {
            queue.push_back(line.clone());
            self.mover.push(line.to_move());
            next
        })
    }

    /// Values every state: ends first, then backwards one ply at a time, so each win is the
    /// shortest and each loss the longest; whatever is left is a draw.
    fn retrograde(&mut self, succ_at: &[u32], succ: &[u32], ended: &[Option<OutcomeKind>]) {
        let n = ended.len();
        let mut pred_at = vec![0u32; n + 1];
        for &j in succ {
            pred_at[j as usize + 1] += 1;
        }
        for i in 0..n {
            pred_at[i + 1] += pred_at[i];
        }
        let mut fill = pred_at.clone();
        let mut pred = vec![0u32; succ.len()];
        for i in 0..n {
            for &j in &succ[succ_at[i] as usize..succ_at[i + 1] as usize] {
                pred[fill[j as usize] as usize] = i as u32;
                fill[j as usize] += 1;
            }
        }
        let mut left: Vec<u32> = (0..n).map(|i| succ_at[i + 1] - succ_at[i]).collect();
        let mut result = vec![0i32; n];
        let mut queue = VecDeque::new();
        for (i, e) in ended.iter().enumerate() {
            match *e {
                Some(OutcomeKind::Draw) => {}
                Some(OutcomeKind::Win(w)) if w == self.mover[i] => {
                    result[i] = 1;
                    queue.push_back(i);
                }
                Some(OutcomeKind::Win(_)) => {
                    result[i] = -1;
                    queue.push_back(i);
                }
                None => {}
            }
        }
        while let Some(j) = queue.pop_front() {
            let r = result[j];
            for &p in &pred[pred_at[j] as usize..pred_at[j + 1] as usize] {
                let p = p as usize;
                if result[p] != 0 || ended[p].is_some() {
                    continue;
                }
                if r < 0 {
                    result[p] = -r + 1;
                    queue.push_back(p);
                } else {
                    left[p] -= 1;
                    if left[p] == 0 {
                        result[p] = -(r + 1);
                        queue.push_back(p);
                    }
                }
            }
        }
        self.result = result;
    }

    /// The side that has the extra piece.
    pub fn strong(&self) -> Seat {
        self.strong
    }

    /// The value of a line's state, if it is a state of this ending (its quiet-move count and
    /// repetitions aside).
    pub fn value(&self, line: &Line<Storm>) -> Option<Value> {
        let i = *self.index.get(&state_key(line))? as usize;
        let r = self.result[i];
        let me = self.mover[i];
        Some(match r {
            0 => Value::Draw,
            r if r > 0 => Value::Win { seat: me, plies: r as u32 - 1 },
            r => Value::Win { seat: me.other(), plies: (-r) as u32 - 1 },
        })
    }

    /// Each legal move with the value it leads to, in the line's move order.
    pub fn move_values(&self, line: &Line<Storm>) -> Vec<(Move, Option<Value>)> {
        line.moves()
            .into_iter()
            .map(|mv| {
                let mut next = line.clone();
                next.play(&mv);
                let v = self.value(&next);
                (mv, v)
            })
            .collect()
    }

    /// The best move for the side to move: the fastest win, else a move that keeps the draw,
    /// else the slowest loss. `None` where the game is over or the state is not of this
    /// ending.
    pub fn best_move(&self, line: &Line<Storm>) -> Option<Move> {
        let me = line.to_move();
        self.value(line)?;
        self.move_values(line).into_iter().filter_map(|(m, v)| v.map(|v| (m, v))).max_by_key(|&(_, v)| rank(v, me)).map(|(m, _)| m)
    }

    /// Like `best_move`, but among the moves that keep the best result it picks the one that
    /// leaves the opponent the most replies that lose: a perfect player that also sets traps,
    /// for testing a defence that is only as good as its search.
    pub fn trappy_move(&self, line: &Line<Storm>) -> Option<Move> {
        let me = line.to_move();
        self.value(line)?;
        let values = self.move_values(line);
        let best = values.iter().filter_map(|(_, v)| v.map(|v| rank(v, me))).max()?;
        let mut choice: Option<(usize, Move)> = None;
        for (mv, v) in values {
            let Some(v) = v else { continue };
            // Among wins, the fastest is best already; traps matter where the result is a draw.
            if rank(v, me) != best {
                continue;
            }
            let mut next = line.clone();
            next.play(&mv);
            let them = next.to_move();
            let losing = self.move_values(&next).iter().filter(|(_, v)| matches!(v, Some(Value::Win { seat, .. }) if *seat != them)).count();
            if choice.as_ref().is_none_or(|(n, _)| losing > *n) {
                choice = Some((losing, mv));
            }
        }
        choice.map(|(_, m)| m)
    }

    /// The start states (no check history) with their values.
    pub fn starts(&self) -> impl Iterator<Item = (Line<Storm>, Value)> + '_ {
        self.starts.iter().filter_map(|&(own, lone, x, side)| {
            let pos = self.place(own as usize, lone as usize, x as usize, side)?;
            let line = Line::with(pos, self.history, Counters::default());
            let v = self.value(&line)?;
            Some((line, v))
        })
    }

    /// How many states the ending has.
    pub fn states(&self) -> usize {
        self.result.len()
    }

    /// The most plies any win takes against the best defence.
    pub fn longest_win(&self) -> u32 {
        self.result.iter().map(|r| r.unsigned_abs().saturating_sub(1)).max().unwrap_or(0)
    }
}

/// The ending a position is in, where the solver covers it (both Brains and one more piece):
/// the side with the extra piece, and its kind.
pub fn ending_of(position: &Storm) -> Option<(Seat, Kind)> {
    let bb = &position.board.bb;
    let strong = match [bb[0][0].count_ones(), bb[1][0].count_ones()] {
        [2, 1] => Seat::FIRST,
        [1, 2] => Seat::SECOND,
        _ => return None,
    };
    let brains = bb[0][Kind::Brain as usize] != 0 && bb[1][Kind::Brain as usize] != 0;
    let extra = Kind::ALL.into_iter().find(|&k| k != Kind::Brain && bb[strong.index()][k as usize] != 0)?;
    brains.then_some((strong, extra))
}

/// The solved ending of `line`'s position, if the solver covers it; each ending is solved once
/// a run (under the line's rules) and kept.
pub fn solved_for(line: &Line<Storm>) -> Option<Arc<Endgame>> {
    type Solved = std::sync::Mutex<HashMap<String, Arc<Endgame>>>;
    static SOLVED: std::sync::OnceLock<Solved> = std::sync::OnceLock::new();
    let (strong, extra) = ending_of(line.position())?;
    let config = GameConfig { setup: None, ..line.config().clone() };
    let name = format!("{config:?} {strong:?} {extra:?}");
    let mut solved = SOLVED.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
    if let Some(table) = solved.get(&name) {
        return Some(table.clone());
    }
    let table = Arc::new(Endgame::solve(&config, strong, extra).ok()?);
    solved.insert(name, table.clone());
    Some(table)
}

/// How good a value is for `me`: wins above draws above losses, quick wins and slow losses first.
fn rank(v: Value, me: Seat) -> i64 {
    match v {
        Value::Win { seat, plies } if seat == me => 1_000_000 - plies as i64,
        Value::Draw => 0,
        Value::Win { plies, .. } => -1_000_000 + plies as i64,
    }
}
