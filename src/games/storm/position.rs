//! The position: board, side to move, and what random playouts draw from. Rules and tables
//! shared by all positions of a game sit behind an Arc. History rules (repetition, the
//! consecutive-check ban, the move limit) are not here: `core::line` applies them, from what
//! `history_rules` and `play_noting` tell it.

use super::board::{BLUE_TO_MOVE_KEY, Board};
use super::data::{self, ClodRule, FuddyRule, Geometry, SQUARES, StormData, bit};
use super::movegen::{Cand, Moved, Mover, Pieces};
use super::pieces::{Kind, SEAT_NAMES, id_of, kind_of, owner_of, pack};
use super::{eval, setup};
use crate::core::bits::{Bits, Square};
use crate::core::{GameConfig, HistoryRules, Outcome, Played, Repetition, Seat};
use std::sync::Arc;

/// Everything fixed for one game: configuration, tables, variant rules, options.
pub struct Rules {
    pub config: GameConfig,
    pub geo: Box<Geometry>,
    pub fuddy: FuddyRule,
    pub clod: ClodRule,
    /// The history rules the options put in force (applied by `core::line`).
    pub history: HistoryRules,
    /// Evaluation value per kind index.
    pub values: [i32; 8],
    pub ninny_across_river: i32,
    /// How many of each kind (by side and kind index) a side has at the start of this variant: no
    /// position can hold more.
    pub start_count: [[u8; 8]; 2],
    /// How many `Mover::candidates` each side, kind index and square has, for drawing random
    /// moves: the most moves such a piece can have.
    pub bound: [[[u8; SQUARES]; 8]; 2],
    /// `Mover::candidates` of every side, kind index and square, those of (side, kind, square)
    /// from `cand_at[side][kind][square]` on, `bound[side][kind][square]` of them.
    pub cands: Vec<Cand>,
    pub cand_at: [[[u16; SQUARES]; 8]; 2],
    /// What a piece of each side and kind index is worth on each square to the evaluation
    /// (`eval.rs`): kept summed per side by `play`.
    pub worth: [[[i32; SQUARES]; 8]; 2],
}

impl Rules {
    pub fn mover(&self) -> Mover<'_> {
        Mover { geo: &self.geo, fuddy: self.fuddy, clod: self.clod }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
}

/// The ids of the pieces on `squares` of `b`.
fn ids_on(b: &impl Pieces, squares: u128) -> u16 {
    squares.squares().fold(0, |ids, s| ids | 1 << id_of(b.at(usize::from(s))))
}

/// Whether the side to move is known to be in check: `play_noting` finds the checkers for the
/// history layer anyway and leaves the answer here for `random_move`; `play` does not look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CheckState {
    Unknown,
    No,
    Yes,
}

#[derive(Clone)]
pub struct Storm {
    pub(super) rules: Arc<Rules>,
    pub(super) board: Board,
    pub(super) side: Seat,
    check: CheckState,
    /// Per side, what `random_move` draws from, kept up by `play`.
    slots: [Slots; 2],
    /// Per side, the sum of `Rules::worth` over its pieces, kept up by `play`.
    pub(super) worth: [i32; 2],
}

/// A side's pieces by id: the square of each, where its candidates start in `Rules::cands`,
/// and the running sums of their `Rules::bound` in id order (a captured piece adds nothing):
/// piece i's share of the draws is `ends[i]..ends[i + 1]`, with `ends[0]` = 0. Lanes of 16
/// bits: the updates and the search are a few vector instructions.
#[derive(Clone, Copy, Debug, Default)]
struct Slots {
    sq: [Square; 16],
    cand: [u16; 16],
    ends: [i16; 17],
}

/// `AFTER[id][i]`: all ones where i > id.
static AFTER: [[i16; 17]; 16] = {
    let mut t = [[0i16; 17]; 16];
    let mut id = 0;
    while id < 16 {
        let mut i = id + 1;
        while i < 17 {
            t[id][i] = -1;
            i += 1;
        }
        id += 1;
    }
    t
};

impl Slots {
    /// Adds `delta` to the share of piece `id`.
    #[inline(always)]
    fn grow(&mut self, id: usize, delta: i16) {
        let m = &AFTER[id & 15];
        for (e, m) in self.ends.iter_mut().zip(m) {
            *e = e.wrapping_add(m & delta);
        }
    }

    fn total(&self) -> i16 {
        self.ends[16]
    }

    /// The piece whose share holds `r` (below the total), and where its share starts: the
    /// last i with `ends[i]` <= r, by a branch-free binary search.
    #[inline(always)]
    fn find(&self, r: i16) -> (usize, i16) {
        let e = &self.ends;
        let mut i = 0;
        for step in [8, 4, 2, 1] {
            if e[i + step] <= r {
                i += step;
            }
        }
        (i, e[i])
    }
}

/// Why pieces cannot stand as placed (`Storm::place`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlaceError {
    #[error("{side} must have exactly one Brain (found {found})")]
    Brains { side: &'static str, found: usize },
    #[error("{side} has {count} pieces; at most 16 are allowed")]
    TooMany { side: &'static str, count: usize },
    #[error("two pieces on {0}")]
    TwoOnSquare(String),
    /// The side not to move is in check.
    #[error("{waiting}'s Brain is attacked but it is {mover}'s turn")]
    InCheck { waiting: &'static str, mover: &'static str },
}

impl From<PlaceError> for crate::core::ConfigError {
    fn from(e: PlaceError) -> crate::core::ConfigError {
        crate::core::ConfigError::Rejected(e.to_string())
    }
}

impl Storm {
    pub fn new(config: &GameConfig) -> Result<Storm, crate::core::ConfigError> {
        let data = data::load();
        Storm::from_data(&data, config)
    }

    /// The start position of the configuration's variant, or its `setup` (see `setup.rs`).
    pub fn from_data(data: &StormData, config: &GameConfig) -> Result<Storm, crate::core::ConfigError> {
        let rules = Rules::build(data, config)?;
        let (placed, side) = match &config.setup {
            Some(text) => setup::parse(text)?,
            None => {
                let variant = &data.variants[&config.variant];
                (vec![data::setup_side(&variant.red)?, data::setup_side(&variant.blue)?], Seat::FIRST)
            }
        };
        Ok(Storm::place(Arc::new(rules), &placed, side)?)
    }

    /// A position with these pieces, each side's in id order, and this side to move. Refuses
    /// a side without exactly one Brain or with over 16 pieces, two pieces on one square, and
    /// a position where the side not to move is in check.
    pub fn place(rules: Arc<Rules>, placed: &[Vec<(Kind, usize)>], side: Seat) -> Result<Storm, PlaceError> {
        let mut board = Board::empty();
        for (seat, pieces) in Seat::all(placed.len()).zip(placed) {
            let brains = pieces.iter().filter(|(k, _)| *k == Kind::Brain).count();
            if brains != 1 {
                return Err(PlaceError::Brains { side: SEAT_NAMES[seat], found: brains });
            }
            if pieces.len() > 16 {
                return Err(PlaceError::TooMany { side: SEAT_NAMES[seat], count: pieces.len() });
            }
            for (id, &(kind, s)) in pieces.iter().enumerate() {
                if board.sq[s] != 0 {
                    return Err(PlaceError::TwoOnSquare(data::name(s)));
                }
                board.put(s, pack(kind, seat, id as u8));
            }
        }
        let mut pos = Storm { rules, board, side, check: CheckState::Unknown, slots: [Slots::default(); 2], worth: [0; 2] };
        for square in Square::all(SQUARES) {
            let (s, p) = (square.index(), pos.board.sq[square]);
            if p != 0 {
                let slots = &mut pos.slots[owner_of(p)];
                let (id, k) = (id_of(p) as usize, kind_of(p) as usize);
                slots.sq[id] = square;
                slots.cand[id] = pos.rules.cand_at[owner_of(p)][k][s];
                slots.grow(id, pos.rules.bound[owner_of(p)][k][s] as i16);
            }
        }
        pos.worth = pos.worth_from_scratch();
        let waiting = side.other();
        if pos.in_check_side(waiting) {
            return Err(PlaceError::InCheck { waiting: SEAT_NAMES[waiting], mover: SEAT_NAMES[side] });
        }
        pos.check = if pos.in_check() { CheckState::Yes } else { CheckState::No };
        Ok(pos)
    }

    pub fn mover(&self) -> Mover<'_> {
        self.rules.mover()
    }

    /// The board, read-only: its bit sets and squares, for tests of the move generator.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The rules this position is played by, read-only.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    #[inline]
    pub fn key(&self) -> u64 {
        self.board.key ^ if self.side == Seat::SECOND { BLUE_TO_MOVE_KEY } else { 0 }
    }

    pub fn in_check_side(&self, side: Seat) -> bool {
        self.mover().attacked(&self.board, self.board.brain(side), side.other())
    }

    /// Whether the side to move is in check: known without looking after `play_noting`.
    pub fn in_check(&self) -> bool {
        match self.check {
            CheckState::Yes => true,
            CheckState::No => false,
            CheckState::Unknown => self.in_check_side(self.side),
        }
    }

    /// Squares of the pieces attacking `side`'s Brain.
    pub fn checkers(&self, side: Seat) -> u128 {
        self.mover().attackers::<false>(&self.board, self.board.brain(side), side.other())
    }

    /// Ids of the pieces attacking `side`'s Brain, which stands on `brain`.
    fn checker_ids(&self, b: &impl Pieces, brain: usize, side: Seat) -> u16 {
        ids_on(b, self.mover().attackers::<false>(b, brain, side.other()))
    }

    /// The squares of `me`'s pieces that attack the other Brain on `after`, the board after
    /// `me`'s move from `from` to `to` (made, or seen through `Moved`). The other Brain was not
    /// attacked before the move, so only the lines through the move's squares and the leaps
    /// near them can give check now. With `ANY`, stops at the first.
    #[inline(always)]
    fn checks_after<const ANY: bool>(&self, after: &impl Pieces, me: Seat, from: usize, to: usize) -> u128 {
        let brain = self.board.brain(me.other());
        let g = &self.rules.geo;
        let lines = g.line[brain][from] | g.line[brain][to];
        let leapers = g.near[brain] & (bit(from) | bit(to)) != 0;
        self.mover().attackers_via::<ANY>(after, brain, me, true, lines, leapers)
    }

    /// The square of `side`'s piece with this id, if it is on the board.
    pub fn square_of(&self, side: Seat, id: u8) -> Option<usize> {
        let s = self.slots[side].sq[usize::from(id) & 15].index();
        let p = self.board.sq.get(s).copied().unwrap_or(0);
        (p != 0 && owner_of(p) == side && id_of(p) == id).then_some(s)
    }

    /// Legal moves by the movement rules and the Brain's safety, less those after which a
    /// piece whose id is in `banned` gives check (the consecutive-check ban; 0 for none).
    pub fn generate(&self, out: &mut Vec<Move>, banned: u16) {
        let me = self.side;
        out.reserve(64);
        self.mover().legal_moves(&self.board, me, |from, to| out.push(Move { from, to }));
        if banned != 0 {
            out.retain(|&m| self.play_after(m).checkers & u64::from(banned) == 0);
        }
    }

    pub fn legal(&self, out: &mut Vec<Move>) {
        self.generate(out, 0);
    }

    /// A legal move drawn uniformly among those that do not check with a piece of `banned`,
    /// or None when there is none.
    ///
    /// Out of check, it draws a pair (piece, n) with each piece weighted by `Rules::bound`, the
    /// most moves it could have, takes the piece's n-th candidate target (`Rules::cands`), and
    /// keeps it if it is a move by the movement rules and allowed; otherwise it draws again.
    /// Each legal move is one candidate, so it has the same chance, one in the sum of the
    /// bounds, on every draw, and the move kept is uniform among the allowed ones; only the
    /// move drawn is tested for the Brain's safety and the ban, on the board as it would be
    /// after it (`Moved`), and nothing is copied. In check, or after many misses (few or no
    /// legal moves), it lists the allowed moves and picks one.
    pub fn random_move(&self, banned: u16, below: &mut impl FnMut(usize) -> usize, scratch: &mut Vec<Move>) -> Option<Move> {
        const DRAWS: u32 = 32;
        let me = self.side;
        let b = &self.board;
        let mover = self.mover();
        let brain = b.brain(me);
        // After `play_noting`, the checkers are known.
        let in_check = match self.check {
            CheckState::Yes => true,
            CheckState::No => false,
            CheckState::Unknown => mover.attacked(b, brain, me.other()),
        };
        debug_assert_eq!(in_check, mover.attacked(b, brain, me.other()));
        {
            let rules = &*self.rules;
            let slots = &self.slots[me];
            let total = slots.total();
            let occ = b.occ();
            for _ in 0..DRAWS {
                let r = below(total as usize) as i16;
                let (i, start) = slots.find(r);
                let from_square = slots.sq[i];
                let from = from_square.index();
                let c = rules.cands[slots.cand[i] as usize + (r - start) as usize];
                if !mover.cand_ok(b, me, from, c, occ) {
                    continue;
                }
                let to = c.to.index();
                let unsafe_ = if in_check {
                    mover.attacked(&Moved::new(b, occ, from, to), if from == brain { to } else { brain }, me.other())
                } else {
                    mover.exposes(b, occ, me, brain, from, to)
                };
                if unsafe_ {
                    continue;
                }
                if banned != 0 && self.play_after(Move { from: from_square, to: c.to }).checkers & u64::from(banned) != 0 {
                    continue;
                }
                return Some(Move { from: from_square, to: c.to });
            }
        }
        scratch.clear();
        self.generate(scratch, banned);
        if scratch.is_empty() {
            return None;
        }
        Some(scratch[below(scratch.len())])
    }

    #[inline(always)]
    pub fn play(&mut self, m: Move) {
        let (from, to) = (m.from.index(), m.to.index());
        let mover = self.side;
        let p = self.board.sq[from];
        let bound = &self.rules.bound;
        let k = kind_of(p) as usize;
        let slots = &mut self.slots[mover];
        let id = id_of(p) as usize;
        slots.sq[id] = m.to;
        slots.cand[id] = self.rules.cand_at[mover][k][to];
        slots.grow(id, bound[mover][k][to] as i16 - bound[mover][k][from] as i16);
        let worth = &self.rules.worth;
        self.worth[mover] += worth[mover][k][to] - worth[mover][k][from];
        let cap = self.board.make(from, to);
        if cap != 0 {
            self.slots[mover.other()].grow(id_of(cap) as usize, -(bound[mover.other()][kind_of(cap) as usize][to] as i16));
            self.worth[mover.other()] -= worth[mover.other()][kind_of(cap) as usize][to];
        }
        self.side = self.side.other();
        self.check = CheckState::Unknown;
    }

    /// Gives the move to the other side without moving (the search's null move).
    pub fn pass_turn(&mut self) {
        self.side = self.side.other();
        self.check = CheckState::Unknown;
    }

    /// `play`, and what the history layer needs: whether it captured (the only irreversible
    /// moves), and the ids of the mover's pieces that give check after it.
    #[inline]
    pub fn play_noting(&mut self, m: Move) -> Played {
        let (from, to) = (m.from.index(), m.to.index());
        let mover = self.side;
        let irreversible = self.board.sq[to] != 0;
        self.play(m);
        let ids = ids_on(&self.board, self.checks_after::<false>(&self.board, mover, from, to));
        debug_assert_eq!(ids, self.checker_ids(&self.board, self.board.brain(mover.other()), mover.other()));
        self.check = if ids != 0 { CheckState::Yes } else { CheckState::No };
        Played { irreversible, checkers: ids as u64 }
    }

    /// What `play_noting` would say of `m`, on the board as it would be after it.
    pub fn play_after(&self, m: Move) -> Played {
        let (from, to) = (m.from.index(), m.to.index());
        let me = self.side;
        let moved = Moved::new(&self.board, self.board.occ(), from, to);
        let ids = ids_on(&moved, self.checks_after::<false>(&moved, me, from, to));
        debug_assert_eq!(ids, self.checker_ids(&moved, self.board.brain(me.other()), me.other()));
        Played { irreversible: self.board.sq[to] != 0, checkers: ids as u64 }
    }

    /// The end by the rules of the position alone: the side to move with no legal move loses,
    /// by checkmate or stalemate.
    pub fn outcome(&self) -> Option<Outcome> {
        let me = self.side;
        if self.mover().has_legal_move(&self.board, me) {
            return None;
        }
        let reason = if self.in_check() { "checkmate".to_string() } else { format!("stalemate: {} has no legal move", SEAT_NAMES[me]) };
        Some(Outcome::win(me.other(), reason))
    }

    /// The board after `m`, made on a copy (the tests' reference for the checks).
    #[cfg(test)]
    fn board_after(&self, m: Move) -> Board {
        let mut b = self.board.clone();
        b.shift(m.from.index(), m.to.index());
        b
    }

    pub fn gives_check(&self, m: Move) -> bool {
        let (from, to) = (m.from.index(), m.to.index());
        self.checks_after::<true>(&Moved::new(&self.board, self.board.occ(), from, to), self.side, from, to) != 0
    }

    /// Pieces on the board, for the conformance checks.
    pub fn piece_count(&self) -> usize {
        self.board.count()
    }
}

impl Rules {
    /// The rules of a configuration: variant, options and the tables derived from the data.
    pub fn build(data: &StormData, config: &GameConfig) -> Result<Rules, crate::core::ConfigError> {
        let options = data.meta.resolve(config)?;
        let variant =
            data.variants.get(&config.variant).ok_or_else(|| format!("no data for variant '{}'", crate::core::text::quoted(&config.variant)))?;
        let geo = Geometry::build(data)?;
        let (repetition, check_ban) = match options.get("repetition") {
            "zillions" => (Repetition::MoverLoses, false),
            _ => (Repetition::Draws, true),
        };
        let move_limit = options.number("move-limit");
        if move_limit == Some(0) {
            return Err("option 'move-limit' must be at least 1 (or off)".into());
        }
        let history =
            HistoryRules { repetition: Some(repetition), quiet_plies: move_limit.map(|n| n.saturating_mul(2)), total_plies: None, check_ban };
        let mut values = [0; 8];
        for k in Kind::ALL {
            if k != Kind::Brain {
                values[k as usize] = *data.values.get(k.name()).ok_or_else(|| format!("no value for {} in the data", k.name()))?;
            }
        }
        let mut start_count = [[0u8; 8]; 2];
        for (side, list) in Seat::all(2).zip([&variant.red, &variant.blue]) {
            for (kind, _) in data::setup_side(list)? {
                start_count[side][kind as usize] += 1;
            }
        }
        let mut bound = [[[0u8; SQUARES]; 8]; 2];
        let mut cands = Vec::new();
        let mut cand_at = [[[0u16; SQUARES]; 8]; 2];
        let mover = Mover { geo: &geo, fuddy: variant.fuddy_duddy, clod: variant.clodhopper };
        for side in Seat::all(2) {
            for k in Kind::ALL {
                for s in 0..SQUARES {
                    let at = cands.len();
                    cand_at[side][k as usize][s] = u16::try_from(at).map_err(|_| "too many move candidates".to_string())?;
                    mover.candidates(k as usize, s, side, &mut cands);
                    bound[side][k as usize][s] =
                        u8::try_from(cands.len() - at).map_err(|_| format!("{} on {} has over 255 moves", k.name(), data::name(s)))?;
                }
            }
        }
        let worth = eval::worth_table(&values, data.ninny_across_river, &geo, &bound);
        Ok(Rules {
            config: config.clone(),
            geo,
            worth,
            bound,
            cands,
            cand_at,
            fuddy: variant.fuddy_duddy,
            clod: variant.clodhopper,
            history,
            values,
            ninny_across_river: data.ninny_across_river,
            start_count,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Ending, Game, Line, OutcomeKind};
    use crate::games::storm::testutil::*;

    fn with(option: &str, value: &str, setup: Option<&str>) -> Line<Storm> {
        let mut c = GameConfig::new("storm").with_option(option, value);
        if let Some(s) = setup {
            c = c.with_setup(s);
        }
        Line::new(Storm::new(&c).unwrap())
    }

    #[test]
    fn stalemate_loses() {
        // Blue's Brain on d10 is not attacked but d9, e9 (Na9) and e10 (Ne5) are.
        let p = pos("red: Bf1 Na9 Ne5; blue: Bd10; blue to move");
        assert!(!p.in_check());
        assert!(p.moves().is_empty());
        let o = p.outcome().unwrap();
        assert_eq!(o.kind, OutcomeKind::Win(Seat::FIRST));
        assert_eq!(o.ending, Ending::Rule("stalemate: Blue has no legal move".into()));
        assert_eq!(o.describe(|s| p.seat_name(s)), "Red wins: stalemate: Blue has no legal move");
    }

    #[test]
    fn checkmate_loses() {
        let p = pos("red: Bf1 Na10 Na9 Ne5; blue: Bd10; blue to move");
        assert!(p.in_check());
        assert_eq!(p.outcome(), Some(Outcome::win(Seat::FIRST, "checkmate")));
    }

    #[test]
    fn history_rules_follow_the_options() {
        let rules = |option: &str, value: &str| Storm::new(&GameConfig::new("storm").with_option(option, value)).unwrap().history_rules();
        let default = Storm::new(&GameConfig::new("storm")).unwrap().history_rules();
        assert_eq!(default, HistoryRules { repetition: Some(Repetition::Draws), quiet_plies: Some(300), total_plies: None, check_ban: true });
        assert_eq!(
            rules("repetition", "zillions"),
            HistoryRules { repetition: Some(Repetition::MoverLoses), quiet_plies: Some(300), total_plies: None, check_ban: false }
        );
        assert_eq!(rules("move-limit", "off").quiet_plies, None);
        assert_eq!(rules("move-limit", "7").quiet_plies, Some(14));
    }

    const PERPETUAL: &str = "red: Bf1 Na9; blue: Bd10";

    #[test]
    fn the_same_piece_may_not_check_three_turns_running() {
        let mut p = Line::new(pos(PERPETUAL));
        play_line(&mut p, "Na9-a10+ Bd10-d9 Na10-a9+ Bd9-d10");
        let third = Move { from: Square::new(sq("a9")), to: Square::new(sq("a10")) };
        assert!(!p.moves().contains(&third));
        assert!(p.parse_move("Na9-a10+").unwrap_err().to_string().contains("the same piece a third time in a row"));
        // Other moves remain.
        assert!(p.moves().contains(&mv(p.position(), "Na9-a8")));
        // The position alone (perft) has the move.
        assert!(p.position().moves().contains(&third));
    }

    #[test]
    fn a_quiet_turn_ends_the_check_streak() {
        let mut p = Line::new(pos(PERPETUAL));
        play_line(&mut p, "Na9-a10+ Bd10-d9 Na10-a9+ Bd9-d10 Bf1-f2 Bd10-e10");
        assert!(p.position().gives_check(mv(p.position(), "Na9-a10")));
        play_line(&mut p, "Na9-a10+");
        assert!(p.position().in_check());
    }

    #[test]
    fn zillions_allows_the_third_check() {
        let mut p = with("repetition", "zillions", Some(PERPETUAL));
        play_line(&mut p, "Na9-a10+ Bd10-d9 Na10-a9+ Bd9-d10 Na9-a10+");
        assert!(p.position().in_check());
    }

    const SHUFFLE: &str = "Na1-a2 Na10-a9 Na2-a1 Na9-a10";

    #[test]
    fn threefold_repetition_draws_by_default() {
        let mut p = Line::new(Storm::new(&GameConfig::new("storm")).unwrap());
        play_line(&mut p, SHUFFLE);
        play_line(&mut p, "Na1-a2 Na10-a9 Na2-a1");
        assert_eq!(p.outcome(), None);
        play_line(&mut p, "Na9-a10");
        assert_eq!(p.outcome(), Some(Outcome::draw(Ending::Repetition)));
        assert!(p.moves().is_empty());
    }

    #[test]
    fn zillions_repetition_loses_for_the_player_who_makes_it() {
        let mut p = with("repetition", "zillions", None);
        play_line(&mut p, SHUFFLE);
        play_line(&mut p, SHUFFLE);
        let o = p.outcome().unwrap();
        assert_eq!(o.kind, OutcomeKind::Win(Seat::FIRST), "Blue's move made the third repetition");
        assert_eq!(o.ending, Ending::RepeatedByLoser(Seat::SECOND));
        assert!(o.describe(|s| p.seat_name(s)).contains("Blue made the same position occur a third time"));
        assert!(p.moves().is_empty());
    }

    #[test]
    fn move_limit_draws_and_captures_reset_it() {
        let mut p = with("move-limit", "2", None);
        play_line(&mut p, "Na1-a2 Na10-a9 Na2-a3");
        assert_eq!(p.outcome(), None);
        play_line(&mut p, "Na9-a8");
        assert_eq!(p.outcome(), Some(Outcome::draw(Ending::QuietLimit(4))));
        assert_eq!(p.outcome().unwrap().describe(|s| p.seat_name(s)), "Draw: 2 moves each without a capture");
        assert!(p.moves().is_empty());
        // A capture on the fourth ply starts the count again.
        let mut p = with("move-limit", "2", None);
        play_line(&mut p, "Na1-a2 Na10-a9 Na2-a3 Cb8xb1");
        assert_eq!(p.counters().quiet, 0);
        assert_eq!(p.outcome(), None);
        // off: no limit.
        let mut p = with("move-limit", "off", None);
        play_line(&mut p, "Na1-a2 Na10-a9 Na2-a3 Na9-a8");
        assert_eq!(p.outcome(), None);
    }

    #[test]
    fn play_noting_says_captures_and_checkers() {
        let mut p = Storm::new(&GameConfig::new("storm")).unwrap();
        let quiet = mv(&p, "Ie4-e5");
        assert_eq!(p.play_after(quiet), Played { irreversible: false, checkers: 0 });
        assert_eq!(p.play_noting(quiet), Played { irreversible: false, checkers: 0 });
        let mut p = pos("red: Bf1 Na9; blue: Bd10 Ia10");
        let m = mv(&p, "Na9xa10+");
        let expected = Played { irreversible: true, checkers: 1 << id_of(p.board.sq[sq("a9")]) };
        assert_eq!(p.play_after(m), expected);
        assert_eq!(p.play_noting(m), expected);
        assert!(p.in_check());
    }

    #[test]
    fn the_checks_judged_through_the_moves_lines_are_the_whole_boards() {
        let mut checks = 0;
        random_positions(30, 200, |p| {
            let them = p.side.other();
            for m in p.moves() {
                let after = p.board_after(m);
                let ids = p.checker_ids(&after, after.brain(them), them);
                assert_eq!(p.play_after(m).checkers, u64::from(ids), "{}", p.write_move(m));
                assert_eq!(p.gives_check(m), ids != 0, "{}", p.write_move(m));
                checks += usize::from(ids != 0);
            }
        });
        assert!(checks > 100, "{checks} checking moves");
    }

    #[test]
    fn options_and_setups_are_checked() {
        let bad = |c: GameConfig| Storm::new(&c).err().unwrap();
        assert!(bad(GameConfig::new("storm").with_option("repetition", "never")).to_string().contains("cannot be 'never'"));
        assert!(bad(GameConfig::new("storm").with_option("move-limit", "0")).to_string().contains("at least 1"));
        assert!(bad(GameConfig::new("storm").with_variant("japanese")).to_string().contains("unknown variant"));
        assert!(bad(GameConfig::new("storm").with_setup("red: Bf1 Bf2; blue: Bd10")).to_string().contains("exactly one Brain"));
        assert!(bad(GameConfig::new("storm").with_setup("red: Bf1 Nf1; blue: Bd10")).to_string().contains("two pieces on f1"));
    }

    #[test]
    fn key_is_incremental_and_includes_the_side_to_move() {
        let mut p = Storm::new(&GameConfig::new("storm")).unwrap();
        let k0 = p.key();
        play_all(&mut p, "Cb3xb10+");
        assert_eq!(p.board.key, p.board.key_from_scratch());
        assert_ne!(p.key(), k0);
        let mut q = p.clone();
        q.side = q.side.other();
        assert_ne!(q.key(), p.key());
    }
}
