//! The position: board, side to move, the Elephant counts the end of the game needs, and how a
//! turn changes them. The history rule (the no-capture draw) is `core::line`'s: a turn only
//! reports whether a piece left the board.

use super::board::{self, Cells, ELEPHANT, EMPTY, SQUARES, STONE, TOWER};
use super::data::{self, Rules};
use super::movegen::{self, Act, Turn};
use super::text::{Occupant, Setup};
use crate::core::{ConfigError, Dir8, GameConfig, Outcome, PositionError, Seat, Square, zobrist};
use std::sync::Arc;

/// One key per (square, cell code); the last entry is the side to move.
static ZOBRIST: [u64; SQUARES * 16 + 1] = zobrist::table::<{ SQUARES * 16 + 1 }>(0x3E1E_9A27);
const SIDE_KEY: usize = SQUARES * 16;

/// Why a game ended; kept small so positions stay cheap to copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The winner removed the loser's last Elephant.
    LastElephant,
    /// The loser's own War Tower destroyed its last Elephant.
    OwnLastElephant,
    /// One fall removed the last Elephants of both sides.
    BothLastElephants,
    /// The loser had no legal turn.
    NoTurn,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    Win(Seat, Why),
    Draw(Why),
}

#[derive(Clone)]
pub struct ThreeElephant {
    pub(super) rules: Arc<Rules>,
    pub(super) cells: Cells,
    pub(super) side: Seat,
    pub(super) elephants: [u8; 2],
    pub(super) key: u64,
    pub(super) end: Option<End>,
}

impl std::fmt::Debug for ThreeElephant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ThreeElephant({})", self.text())
    }
}

/// The squares a fall of the Tower on `w` toward `d` hits: up to `fall_reach` squares, stopping
/// before the first Stone (the Stone and what lies beyond are not hit).
#[inline]
pub fn fall_squares<'a>(rules: &'a Rules, cells: &'a Cells, w: Square, d: Dir8) -> impl Iterator<Item = Square> + 'a {
    rules.ray(w, d).iter().take(rules.fall_reach).take_while(|&&t| cells[t] != STONE).copied()
}

/// `fall_squares` gathered: the squares and how many.
#[inline]
pub fn fall_hits(rules: &Rules, cells: &Cells, w: Square, d: Dir8) -> ([Square; 8], usize) {
    let mut hits = [Square::NONE; 8];
    let mut n = 0;
    for t in fall_squares(rules, cells, w, d) {
        hits[n] = t;
        n += 1;
    }
    (hits, n)
}

impl ThreeElephant {
    /// A position from cells that `text::Setup::to_position` checked (each side has an
    /// Elephant).
    pub(crate) fn from_cells(rules: Arc<Rules>, cells: Cells, side: Seat) -> ThreeElephant {
        let mut elephants = [0u8; 2];
        let mut key = if side == Seat::SECOND { ZOBRIST[SIDE_KEY] } else { 0 };
        for (sq, &c) in cells.iter().enumerate() {
            if board::is_piece(c) && board::kind(c) == ELEPHANT {
                elephants[board::owner(c)] += 1;
            }
            if c != EMPTY {
                key ^= ZOBRIST[sq * 16 + c as usize];
            }
        }
        debug_assert!(elephants.iter().all(|&n| n > 0));
        let mut pos = ThreeElephant { rules, cells, side, elephants, key, end: None };
        if !movegen::has_any_turn(&pos) {
            pos.end = Some(End::Win(side.other(), Why::NoTurn));
        }
        pos
    }

    /// The data file's setup with its Stones, checked like any position.
    pub fn standard(rules: Arc<Rules>) -> Result<ThreeElephant, ConfigError> {
        let bad = |e: String| ConfigError::Rejected(format!("{}: setup: {e}", data::ASSET));
        // The data file draws its ranks square by square, rank 9 first, '.' for an empty square.
        let char_at = |sq: usize| {
            let rank = &rules.setup_ranks[board::RANKS - 1 - sq / board::FILES];
            rank.chars().nth(sq % board::FILES).filter(|&c| c != '.')
        };
        let text = super::text::write_board(char_at, rules.setup_to_move, 0);
        let mut setup = Setup::read(&text).map_err(|e| bad(e.to_string()))?;
        for &s in &rules.stones {
            if setup.squares[s] != Occupant::Empty {
                return Err(bad(format!("a piece stands on the Stone at {}", board::name(s))));
            }
            setup.squares[s] = Occupant::Stone;
        }
        setup.to_position(rules).map_err(|e| bad(e.to_string()))
    }

    /// A position from its string (`docs/positions/three-elephant.md`) under `rules`, with the
    /// count of quiet plies its trailing field gives.
    pub(crate) fn read(rules: Arc<Rules>, text: &str) -> Result<(ThreeElephant, u32), PositionError> {
        let setup = Setup::read(text)?;
        Ok((setup.to_position(rules)?, setup.quiet))
    }

    /// A new game from a configuration: options checked against the data, `setup` (if any) a
    /// position string. A setup that counts quiet plies is refused here: only a game started
    /// through `Game::read_position` (which `create` uses) keeps that count.
    pub fn from_config(config: &GameConfig) -> Result<ThreeElephant, ConfigError> {
        let rules = Arc::new(Rules::for_config(config)?);
        match &config.setup {
            Some(text) => match ThreeElephant::read(rules, text).map_err(|e| format!("setup: {e}"))? {
                (pos, 0) => Ok(pos),
                (_, n) => {
                    Err(format!("setup: the position counts {n} plies without a capture, which only a game read from the position string keeps")
                        .into())
                }
            },
            None => ThreeElephant::standard(rules),
        }
    }

    /// The position string (with Stones), without a count of quiet plies.
    pub fn text(&self) -> String {
        super::text::write_cells(&self.cells, self.side, 0)
    }

    /// The position string with `quiet` plies since a piece last left the board (written
    /// where it is not 0).
    pub fn text_with(&self, quiet: u32) -> String {
        super::text::write_cells(&self.cells, self.side, quiet)
    }

    pub fn cells(&self) -> &Cells {
        &self.cells
    }

    pub fn side(&self) -> Seat {
        self.side
    }

    pub fn elephants(&self, side: Seat) -> u8 {
        self.elephants[side]
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Pieces and Stones on the board.
    pub fn piece_count(&self) -> usize {
        self.cells.iter().filter(|&&c| c != EMPTY).count()
    }

    #[inline]
    fn set(&mut self, sq: Square, c: u8) {
        let old = self.cells[sq];
        if old != EMPTY {
            self.key ^= ZOBRIST[sq.index() * 16 + old as usize];
        }
        if c != EMPTY {
            self.key ^= ZOBRIST[sq.index() * 16 + c as usize];
        }
        self.cells[sq] = c;
    }

    /// Takes whatever piece stands on `sq` off the board; true if there was one.
    #[inline]
    fn remove(&mut self, sq: Square) -> bool {
        let c = self.cells[sq];
        if !board::is_piece(c) {
            return false;
        }
        if board::kind(c) == ELEPHANT {
            self.elephants[board::owner(c)] -= 1;
        }
        self.set(sq, EMPTY);
        true
    }

    /// Action 1 of a turn: the Spearman on `s` steps to `to`, taking what stands there.
    /// Returns whether it took a piece.
    pub(crate) fn step(&mut self, s: Square, to: Square) -> bool {
        let removed = self.remove(to);
        let c = self.cells[s];
        self.set(s, EMPTY);
        self.set(to, c);
        removed
    }

    /// Action 2: the side to move's Spearman on `q` turns to `facing`.
    pub(crate) fn rotate(&mut self, q: Square, facing: u8) {
        self.set(q, board::piece(self.side, facing));
    }

    /// Plays a legal turn and says whether a piece left the board. The turn stops the moment a
    /// side's last Elephant is gone.
    #[inline]
    pub fn apply(&mut self, t: &Turn) -> bool {
        let me = self.side;
        let foe = me.other();
        let mut removed = false;
        let end = 'turn: {
            if let Some((s, to)) = t.step {
                removed |= self.step(s, to);
                if self.elephants[foe] == 0 {
                    break 'turn Some(End::Win(me, Why::LastElephant));
                }
            }
            if let Some((q, facing)) = t.rotate {
                self.rotate(q, facing);
            }
            match t.act {
                Act::None => {}
                Act::Move(u, v) => {
                    removed |= self.remove(v);
                    let c = self.cells[u];
                    self.set(u, EMPTY);
                    self.set(v, c);
                }
                Act::Fall(w, d) => {
                    debug_assert_eq!(board::kind(self.cells[w]), TOWER);
                    let (hits, n) = fall_hits(&self.rules, &self.cells, w, d);
                    self.remove(w);
                    removed = true;
                    for &x in &hits[..n] {
                        self.remove(x);
                    }
                }
            }
            match (self.elephants[me], self.elephants[foe]) {
                (0, 0) if self.rules.wipeout_draw => Some(End::Draw(Why::BothLastElephants)),
                (0, 0) => Some(End::Win(foe, Why::BothLastElephants)),
                (_, 0) => Some(End::Win(me, Why::LastElephant)),
                (0, _) => Some(End::Win(foe, Why::OwnLastElephant)),
                _ => None,
            }
        };
        self.side = foe;
        self.key ^= ZOBRIST[SIDE_KEY];
        self.end = end;
        if self.end.is_none() && !movegen::has_any_turn(self) {
            self.end = Some(End::Win(me, Why::NoTurn));
        }
        removed
    }

    /// Whether the game is over by the rules of the position.
    #[inline]
    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// The end by the rules of the position, in words that do not name the winner (the core
    /// adds "White wins: ").
    pub fn outcome(&self) -> Option<Outcome> {
        let name = |s: Seat| board::side_name(s);
        match self.end? {
            End::Win(w, why) => {
                let l = w.other();
                let reason = match why {
                    Why::LastElephant => format!("{}'s last Elephant has left the board", name(l)),
                    Why::OwnLastElephant => format!("{}'s own War Tower destroyed its last Elephant", name(l)),
                    Why::BothLastElephants => format!("{} destroyed the last Elephants of both sides", name(l)),
                    Why::NoTurn => format!("{} has no legal turn", name(l)),
                };
                Some(Outcome::win(w, reason))
            }
            End::Draw(_) => Some(Outcome::draw("one fall destroyed the last Elephants of both sides")),
        }
    }
}
