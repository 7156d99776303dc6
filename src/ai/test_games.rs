//! Tiny games whose exact values are known, to check the searches against.

use crate::core::{BoardView, Game, GameConfig, Outcome, Pick, Seat};
use std::sync::LazyLock;

static CONFIG: LazyLock<GameConfig> = LazyLock::new(|| GameConfig::new("test"));

fn empty_view(to_move: Seat) -> BoardView {
    BoardView {
        squares: vec![],
        seats: vec![],
        to_move,
        alerts: vec![],
        alert_note: String::new(),
        status: String::new(),
        note: String::new(),
        overlays: vec![],
    }
}

/// The mark each seat puts in a cell (0 is empty).
const MARKS: [u8; 2] = [1, 2];

const LINES: [[usize; 3]; 8] = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

/// Tic-tac-toe; `with_eval` gives it a crude static evaluation (open lines), so alpha-beta
/// can play it.
#[derive(Clone, Debug)]
pub struct TicTacToe {
    /// 0 empty, 1 first seat, 2 second.
    pub cells: [u8; 9],
    pub to_move: Seat,
    pub with_eval: bool,
    /// Offer no tactical moves, so quiescence stands pat everywhere.
    pub no_tactics: bool,
    /// Offer order keys (every move quiet) and every cell as a pseudo-legal move, so the keyed
    /// search runs and must test each move it comes to.
    pub untested: bool,
}

impl TicTacToe {
    pub fn new(with_eval: bool) -> Self {
        TicTacToe { cells: [0; 9], to_move: Seat::FIRST, with_eval, no_tactics: false, untested: false }
    }

    /// From a diagram like "xo.|.x.|..o" (first seat x), with `to_move` from the counts.
    pub fn from_text(text: &str, with_eval: bool) -> Self {
        let mut t = TicTacToe::new(with_eval);
        for (i, c) in text.chars().filter(|c| *c != '|').enumerate() {
            t.cells[i] = match c {
                'x' => 1,
                'o' => 2,
                _ => 0,
            };
        }
        let xs = t.cells.iter().filter(|&&c| c == 1).count();
        let os = t.cells.iter().filter(|&&c| c == 2).count();
        t.to_move = if xs > os { Seat::SECOND } else { Seat::FIRST };
        t
    }

    fn winner(&self) -> Option<Seat> {
        LINES
            .iter()
            .find(|l| self.cells[l[0]] != 0 && l.iter().all(|&i| self.cells[i] == self.cells[l[0]]))
            .and_then(|l| Seat::all(2).find(|&s| MARKS[s] == self.cells[l[0]]))
    }
}

impl Game for TicTacToe {
    type Move = u8;
    fn config(&self) -> &GameConfig {
        &CONFIG
    }
    fn seats(&self) -> usize {
        2
    }
    fn to_move(&self) -> Seat {
        self.to_move
    }
    fn legal_moves(&self, out: &mut Vec<u8>) {
        if self.winner().is_none() {
            out.extend((0..9u8).filter(|&i| self.cells[i as usize] == 0));
        }
    }
    fn play(&mut self, mv: &u8) {
        self.cells[*mv as usize] = MARKS[self.to_move];
        self.to_move = self.to_move.other();
    }
    fn outcome(&self) -> Option<Outcome> {
        match self.winner() {
            Some(s) => Some(Outcome::win(s, "three in a row")),
            None if self.cells.iter().all(|&c| c != 0) => Some(Outcome::draw("board full")),
            None => None,
        }
    }
    fn key(&self) -> u64 {
        self.cells.iter().fold(self.to_move.key(), |k, &c| k * 3 + c as u64)
    }
    fn notation(&self, mv: &u8) -> String {
        mv.to_string()
    }
    fn parse_move(&self, text: &str) -> Result<u8, crate::core::MoveError> {
        text.trim().parse().map_err(|_| crate::core::MoveError::Rejected(format!("bad move '{text}'")))
    }
    fn picks(&self, mv: &u8) -> Vec<Pick> {
        vec![Pick::Square(*mv as u16)]
    }
    fn view(&self) -> BoardView {
        empty_view(self.to_move)
    }
    fn diagram(&self) -> String {
        self.cells.iter().map(|c| ['.', 'x', 'o'][*c as usize]).collect()
    }
    fn position_text(&self) -> String {
        format!("{} {}", self.diagram(), self.to_move)
    }
    fn tactical_moves(&self, _out: &mut Vec<u8>) -> bool {
        self.no_tactics
    }
    fn order_key(&self, _mv: &u8) -> Option<i32> {
        self.untested.then_some(0)
    }
    fn pseudo_legal_moves(&self, out: &mut Vec<u8>) -> bool {
        if self.untested {
            out.extend(0..9);
        }
        self.untested
    }
    fn is_legal(&self, mv: &u8) -> bool {
        self.winner().is_none() && self.cells[*mv as usize] == 0
    }
    /// A full board is a draw the search finds by testing every cell.
    fn outcome_unless_stuck(&self) -> Option<Outcome> {
        if self.untested { self.winner().map(|s| Outcome::win(s, "three in a row")) } else { self.outcome() }
    }
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        if !self.with_eval {
            return None;
        }
        let me = MARKS[seat];
        let mut e = 0;
        for l in LINES {
            let mine = l.iter().filter(|&&i| self.cells[i] == me).count() as i32;
            let theirs = l.iter().filter(|&&i| self.cells[i] != 0 && self.cells[i] != me).count() as i32;
            if theirs == 0 {
                e += mine * mine * 10;
            }
            if mine == 0 {
                e -= theirs * theirs * 10;
            }
        }
        Some(e)
    }
}

/// Exact value of a tic-tac-toe position for the side to move: 1 win, 0 draw, -1 loss.
pub fn solve(t: &TicTacToe) -> i32 {
    match t.outcome() {
        Some(o) => match o.winner() {
            Some(s) if s == t.to_move => 1,
            Some(_) => -1,
            None => 0,
        },
        None => t
            .moves()
            .iter()
            .map(|m| {
                let mut c = t.clone();
                c.play(m);
                -solve(&c)
            })
            .max()
            .expect("an unfinished game has moves"),
    }
}

/// Seats take turns adding 1, 2 or 3 to a counter; whoever makes it exactly `target` wins.
/// With several seats, handing the next seat a counter within 3 of the target lets it win.
#[derive(Clone, Debug)]
pub struct Race {
    pub seats: usize,
    pub count: u32,
    pub target: u32,
    pub to_move: Seat,
    /// Hash of the moves so far, part of the key when `Some`: no two move orders transpose,
    /// so the tree cannot be exhausted (for tests of stopping).
    pub path: Option<u64>,
}

impl Race {
    pub fn new(seats: usize, count: u32, target: u32, to_move: Seat) -> Self {
        Race { seats, count, target, to_move, path: None }
    }
}

impl Game for Race {
    type Move = u32;
    fn config(&self) -> &GameConfig {
        &CONFIG
    }
    fn seats(&self) -> usize {
        self.seats
    }
    fn to_move(&self) -> Seat {
        self.to_move
    }
    fn legal_moves(&self, out: &mut Vec<u32>) {
        out.extend((1..=3).filter(|s| self.count + s <= self.target));
    }
    fn play(&mut self, mv: &u32) {
        self.count += mv;
        self.path = self.path.map(|h| crate::core::zobrist::mix(h, *mv as u64));
        if self.count < self.target {
            self.to_move = self.to_move.next(self.seats);
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.count >= self.target).then(|| Outcome::win(self.to_move, "reached the target"))
    }
    fn key(&self) -> u64 {
        ((self.count as u64) << 8 | self.to_move.key()) ^ self.path.unwrap_or(0)
    }
    fn notation(&self, mv: &u32) -> String {
        format!("+{mv}")
    }
    fn parse_move(&self, text: &str) -> Result<u32, crate::core::MoveError> {
        text.trim().trim_start_matches('+').parse().map_err(|_| crate::core::MoveError::Rejected(format!("bad move '{text}'")))
    }
    fn picks(&self, mv: &u32) -> Vec<Pick> {
        vec![Pick::Square(*mv as u16)]
    }
    fn view(&self) -> BoardView {
        empty_view(self.to_move)
    }
    fn diagram(&self) -> String {
        format!("{}/{}", self.count, self.target)
    }
    fn position_text(&self) -> String {
        format!("{} {}", self.diagram(), self.to_move())
    }
    fn evaluate(&self, _seat: Seat) -> Option<i32> {
        Some(0)
    }
}

/// One legal move a ply until `left` reaches 0, which wins for the seat that moved last: a
/// game whose one line is as deep as asked (for perft without recursion).
#[derive(Clone, Debug)]
pub struct Corridor {
    pub left: u32,
}

impl Game for Corridor {
    type Move = ();
    fn config(&self) -> &GameConfig {
        &CONFIG
    }
    fn seats(&self) -> usize {
        2
    }
    fn to_move(&self) -> Seat {
        if self.left % 2 == 1 { Seat::SECOND } else { Seat::FIRST }
    }
    fn legal_moves(&self, out: &mut Vec<()>) {
        if self.left > 0 {
            out.push(());
        }
    }
    fn play(&mut self, _mv: &()) {
        self.left -= 1;
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.left == 0).then(|| Outcome::win(self.to_move().other(), "reached the end"))
    }
    fn key(&self) -> u64 {
        self.left as u64
    }
    fn notation(&self, _mv: &()) -> String {
        "step".into()
    }
    fn parse_move(&self, text: &str) -> Result<(), crate::core::MoveError> {
        if text.trim() == "step" { Ok(()) } else { Err(crate::core::MoveError::Rejected("the only move is 'step'".into())) }
    }
    fn picks(&self, _mv: &()) -> Vec<Pick> {
        vec![Pick::Square(0)]
    }
    fn view(&self) -> BoardView {
        empty_view(self.to_move())
    }
    fn diagram(&self) -> String {
        self.left.to_string()
    }
    fn position_text(&self) -> String {
        self.left.to_string()
    }
}

/// A cancel flag that another thread raises after `millis`: for tests that a search stops when
/// told. Join the handle once the search has returned.
pub fn cancelled_after(millis: u64) -> (std::sync::Arc<std::sync::atomic::AtomicBool>, std::thread::JoinHandle<()>) {
    let cancel = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let flag = cancel.clone();
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(millis));
        flag.store(true, std::sync::atomic::Ordering::Relaxed);
    });
    (cancel, stopper)
}

/// Four seats; a move puts another seat still in out of the game, and the last one in wins.
/// Each seat has a fixed strength, and its evaluation is its strength against the mean of the
/// others still in (as a four-player evaluation is): for tests of ranking rewards.
#[derive(Clone, Debug)]
pub struct Knockout {
    pub out: u8,
    pub to_move: Seat,
    pub strength: [i32; 4],
}

impl Knockout {
    fn open(&self) -> impl Iterator<Item = Seat> + '_ {
        Seat::all(4).filter(|&s| self.out & (1 << s.index()) == 0)
    }
}

impl Game for Knockout {
    type Move = Seat;
    fn config(&self) -> &GameConfig {
        &CONFIG
    }
    fn seats(&self) -> usize {
        4
    }
    fn to_move(&self) -> Seat {
        self.to_move
    }
    fn legal_moves(&self, out: &mut Vec<Seat>) {
        if self.outcome().is_none() {
            out.extend(self.open().filter(|&s| s != self.to_move));
        }
    }
    fn play(&mut self, mv: &Seat) {
        self.out |= 1 << mv.index();
        let mut later = std::iter::successors(Some(self.to_move.next(4)), |s| Some(s.next(4))).take(3);
        self.to_move = later.find(|&s| self.in_game(s)).unwrap_or(self.to_move);
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.open().count() == 1).then(|| Outcome::win(self.open().next().unwrap(), "the last one in"))
    }
    fn in_game(&self, seat: Seat) -> bool {
        self.out & (1 << seat.index()) == 0
    }
    fn key(&self) -> u64 {
        (self.out as u64) << 8 | self.to_move.key()
    }
    fn notation(&self, mv: &Seat) -> String {
        format!("x{mv}")
    }
    fn parse_move(&self, text: &str) -> Result<Seat, crate::core::MoveError> {
        text.trim()
            .strip_prefix('x')
            .and_then(|t| t.parse().ok())
            .and_then(|n| Seat::checked(n, 4))
            .ok_or_else(|| crate::core::MoveError::Rejected("moves are x0 .. x3".into()))
    }
    fn picks(&self, mv: &Seat) -> Vec<Pick> {
        vec![Pick::Square(mv.index() as u16)]
    }
    fn view(&self) -> BoardView {
        empty_view(self.to_move)
    }
    fn diagram(&self) -> String {
        format!("{:04b}", self.out)
    }
    fn position_text(&self) -> String {
        self.diagram()
    }
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        let others: Vec<i32> = self.open().filter(|&s| s != seat).map(|s| self.strength[s]).collect();
        Some(self.strength[seat] - others.iter().sum::<i32>() / others.len().max(1) as i32)
    }
}
