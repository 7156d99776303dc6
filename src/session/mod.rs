//! The object-safe face of every game (it sits above `core` and `ai`: a game in progress
//! can think, so this layer knows both), for the app, the command line and records. Moves are
//! named by their index in the current legal-move list, so nothing outside an engine decides
//! legality.

pub mod conformance;

use crate::ai::{Level, Plan, PlayoutBench, Thought};
use crate::core::BoardView;
use crate::core::GameConfig;
use crate::core::Line;
use crate::core::perft::Progress;
use crate::core::{Concession, Game, MoveError, MoveNote, Outcome, Pick, Seat};
use std::any::Any;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// A legal move as the app and command line see it.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveDesc {
    pub notation: String,
    pub picks: Vec<Pick>,
    /// `Game::move_note`.
    pub note: Option<MoveNote>,
}

pub trait DynGame: Send + Sync {
    fn config(&self) -> &GameConfig;
    fn seats(&self) -> usize;
    fn to_move(&self) -> Seat;
    fn outcome(&self) -> Option<Outcome>;
    fn key(&self) -> u64;
    fn view(&self) -> BoardView;
    /// `Game::view_during` for the `index`-th legal move.
    fn view_during(&self, index: usize, done: usize) -> Option<(BoardView, usize)>;
    fn diagram(&self) -> String;
    /// `Game::describe`: the hover text for a square, a line each; empty = use the labels.
    fn describe(&self, square: u16) -> Vec<String>;
    /// `Game::move_kind` of the `index`-th legal move.
    fn move_kind(&self, index: usize) -> Option<crate::core::MoveKind>;
    /// The legal moves, in the engine's order.
    fn moves(&self) -> Vec<MoveDesc>;
    /// Plays the `index`-th legal move; returns its notation.
    fn play_index(&mut self, index: usize) -> Result<String, MoveError>;
    /// Reads a move in notation; returns its index in `moves()`.
    fn parse(&self, text: &str) -> Result<usize, MoveError>;
    /// Plays a move given in notation; returns the notation as the engine writes it.
    fn play_text(&mut self, text: &str) -> Result<String, MoveError> {
        let i = self.parse(text)?;
        self.play_index(i)
    }
    /// Ends the game in progress by a resignation or an agreed draw (`core::Line::concede`);
    /// refused once the game is over. Taking it back is the record's business (it replays).
    fn concede(&mut self, c: Concession) -> Result<Outcome, MoveError>;
    /// The resignation or agreed draw that ended the game, if one did.
    fn concession(&self) -> Option<Concession>;
    /// The position string of the position now (`docs/positions.md`).
    fn position_text(&self) -> String;
    fn seat_name(&self, seat: Seat) -> String;
    /// `Game::in_game`: whether the seat is still playing (four-player Tribesmen drops
    /// players out).
    fn in_game(&self, seat: Seat) -> bool;
    /// The result in words, if the game is over ("Red wins: checkmate").
    fn result_text(&self) -> Option<String> {
        self.outcome().map(|o| o.describe(|s| self.seat_name(s)))
    }
    fn perft(&self, depth: u32) -> u64 {
        self.perft_reporting(depth, &mut |_| {})
    }
    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        self.divide_reporting(depth, &mut |_| {})
    }
    /// `perft`, telling `report` how far it has got (`core::perft::Progress`).
    fn perft_reporting(&self, depth: u32, report: &mut dyn FnMut(&Progress)) -> u64;
    /// `divide`, telling `report` after each root move.
    fn divide_reporting(&self, depth: u32, report: &mut dyn FnMut(&Progress)) -> Vec<(String, u64)>;
    fn clone_box(&self) -> Box<dyn DynGame>;
    fn as_any(&self) -> &dyn Any;
    /// A computer opponent's move for the side to move (the game must not be over).
    fn think(&self, level: Level, seed: u64, cancel: &AtomicBool) -> Thought {
        self.think_with(level, &|_| {}, seed, cancel, &mut |_| {})
    }
    /// `think`, with `adjust` changing the level's plan for this game (limits, algorithm), and
    /// `progress` told the best move so far as the search goes on.
    fn think_with(&self, level: Level, adjust: &dyn Fn(&mut Plan), seed: u64, cancel: &AtomicBool, progress: &mut dyn FnMut(&Thought)) -> Thought;
    /// The `lines` best moves with their evaluations (`ai::analyse`), found in `time` in all
    /// at the Expert level's settings, on `ai::default_threads()` threads.
    fn analyse(&self, time: Duration, lines: usize, seed: u64, cancel: &AtomicBool) -> Vec<Thought> {
        self.analyse_threads(time, lines, crate::ai::default_threads(), seed, cancel)
    }
    /// `analyse` on this many threads.
    fn analyse_threads(&self, time: Duration, lines: usize, threads: usize, seed: u64, cancel: &AtomicBool) -> Vec<Thought>;
    /// `analyse` with a node budget on one thread: the same answer every time (the puzzles'
    /// generator and their replay test).
    fn analyse_nodes(&self, nodes: u64, lines: usize, seed: u64, cancel: &AtomicBool) -> Vec<Thought>;
    /// `analyse_nodes` over the legal moves of these indices only; the lines' indices are into
    /// the whole legal-move list, as everywhere.
    fn analyse_nodes_among(&self, nodes: u64, lines: usize, among: &[usize], seed: u64, cancel: &AtomicBool) -> Vec<Thought>;
    /// `Game::idea` of every legal move, in the order of `moves()`.
    fn ideas(&self) -> Vec<String>;
    /// Random playouts from this position for about `time`.
    fn bench_playouts(&self, time: Duration, seed: u64) -> PlayoutBench;
}

impl Clone for Box<dyn DynGame> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

/// Wraps any engine, with the history rules of `core::line`, as a `DynGame`.
#[derive(Clone)]
pub struct Session<G: Game>(pub Line<G>);

impl<G: Game> Session<G> {
    /// The Expert level's plan with a node budget on one thread and no noise: the same answer
    /// every time (the puzzles' generator and their replay test).
    fn node_plan(&self, nodes: u64) -> Plan {
        let mut plan = crate::ai::plan(&self.0, Level::Expert);
        plan.fix_nodes(nodes);
        plan.root_noise = 0;
        plan
    }

    /// A game starting from a position string, with the counters its trailing fields give.
    pub fn from_text(config: &crate::core::GameConfig, text: &str) -> Result<Session<G>, crate::core::PositionError> {
        let (pos, counters) = G::read_position(config, text)?;
        let rules = pos.history_rules();
        Ok(Session(Line::with(pos, rules, counters)))
    }

    /// A game starting at `pos`, with the history rules its configuration puts in force.
    pub fn new(pos: G) -> Session<G> {
        Session(Line::new(pos))
    }
}

impl<G: Game> DynGame for Session<G> {
    fn config(&self) -> &GameConfig {
        self.0.config()
    }
    fn seats(&self) -> usize {
        self.0.seats()
    }
    fn to_move(&self) -> Seat {
        self.0.to_move()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }
    fn key(&self) -> u64 {
        self.0.key()
    }
    fn view(&self) -> BoardView {
        self.0.view()
    }
    fn view_during(&self, index: usize, done: usize) -> Option<(BoardView, usize)> {
        self.0.view_during(&self.0.move_at(index)?, done)
    }
    fn diagram(&self) -> String {
        self.0.diagram()
    }
    fn describe(&self, square: u16) -> Vec<String> {
        self.0.describe(square)
    }
    fn move_kind(&self, index: usize) -> Option<crate::core::MoveKind> {
        self.0.move_kind(&self.0.move_at(index)?)
    }
    fn moves(&self) -> Vec<MoveDesc> {
        self.0.moves().iter().map(|m| MoveDesc { notation: self.0.notation(m), picks: self.0.picks(m), note: self.0.move_note(m) }).collect()
    }
    fn position_text(&self) -> String {
        self.0.position_text()
    }
    fn concede(&mut self, c: Concession) -> Result<Outcome, MoveError> {
        self.0.concede(c)
    }
    fn concession(&self) -> Option<Concession> {
        self.0.concession()
    }
    fn seat_name(&self, seat: Seat) -> String {
        self.0.seat_name(seat)
    }
    fn in_game(&self, seat: Seat) -> bool {
        self.0.in_game(seat)
    }
    fn play_index(&mut self, index: usize) -> Result<String, MoveError> {
        if self.0.concession().is_some()
            && let Some(o) = self.0.outcome()
        {
            return Err(MoveError::GameOver(o.describe(|s| self.0.seat_name(s))));
        }
        let m = self.0.move_at(index).ok_or_else(|| MoveError::NoSuchIndex { index, count: self.0.moves().len() })?;
        let text = self.0.notation(&m);
        self.0.play(&m);
        Ok(text)
    }
    fn parse(&self, text: &str) -> Result<usize, MoveError> {
        let m = self.0.parse_move(text)?;
        self.0.index_of(&m).ok_or_else(|| MoveError::NotLegal(text.trim().to_string()))
    }
    fn perft_reporting(&self, depth: u32, report: &mut dyn FnMut(&Progress)) -> u64 {
        crate::core::perft::perft_reporting(self.0.position(), depth, report)
    }
    fn divide_reporting(&self, depth: u32, report: &mut dyn FnMut(&Progress)) -> Vec<(String, u64)> {
        crate::core::perft::divide_reporting(self.0.position(), depth, report)
    }
    fn clone_box(&self) -> Box<dyn DynGame> {
        Box::new(self.clone())
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn think_with(&self, level: Level, adjust: &dyn Fn(&mut Plan), seed: u64, cancel: &AtomicBool, progress: &mut dyn FnMut(&Thought)) -> Thought {
        let mut plan = crate::ai::plan(&self.0, level);
        adjust(&mut plan);
        crate::ai::think_with(&self.0, &plan, seed, cancel, &mut |t| progress(&t.clone().without_move())).without_move()
    }
    fn analyse_threads(&self, time: Duration, lines: usize, threads: usize, seed: u64, cancel: &AtomicBool) -> Vec<Thought> {
        let mut plan = crate::ai::plan(&self.0, Level::Expert);
        plan.limits = crate::ai::Limits::time(time);
        plan.threads = threads.max(1);
        plan.root_noise = 0;
        crate::ai::analyse(&self.0, &plan, lines, seed, cancel).into_iter().map(Thought::without_move).collect()
    }
    fn analyse_nodes(&self, nodes: u64, lines: usize, seed: u64, cancel: &AtomicBool) -> Vec<Thought> {
        crate::ai::analyse(&self.0, &self.node_plan(nodes), lines, seed, cancel).into_iter().map(Thought::without_move).collect()
    }
    fn analyse_nodes_among(&self, nodes: u64, lines: usize, among: &[usize], seed: u64, cancel: &AtomicBool) -> Vec<Thought> {
        let all = self.0.moves();
        let chosen: Vec<usize> = among.iter().copied().filter(|&i| i < all.len()).collect();
        if chosen.is_empty() {
            return Vec::new();
        }
        let moves = chosen.iter().map(|&i| all[i].clone()).collect();
        let found = crate::ai::analyse_among(&self.0, moves, &self.node_plan(nodes), lines, seed, cancel);
        found.into_iter().map(|t| Thought { index: chosen[t.index], ..t.without_move() }).collect()
    }
    fn ideas(&self) -> Vec<String> {
        self.0.moves().iter().map(|m| self.0.idea(m)).collect()
    }
    fn bench_playouts(&self, time: Duration, seed: u64) -> PlayoutBench {
        crate::ai::bench_playouts(&self.0, time, seed)
    }
}
