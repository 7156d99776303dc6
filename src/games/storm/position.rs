//! The position: board, side to move, and the history the repetition, perpetual-check and
//! move-limit rules need. Rules and tables shared by all positions of a game sit behind an Arc.

use super::board::{BLUE_TO_MOVE_KEY, Board};
use super::data::{self, ClodRule, FuddyRule, Geometry, SQUARES, StormData, bit};
use super::movegen::{Cand, Moved, Mover, Pieces};
use super::pieces::{Kind, SEAT_NAMES, id_of, kind_of, owner_of, pack};
use super::setup;
use crate::core::{GameConfig, Outcome};
use std::sync::Arc;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Repetition {
    /// The same piece may not check on three consecutive turns; threefold repetition draws.
    PerpetualCheck,
    /// The player whose move makes a position occur the third time loses.
    Zillions,
}

/// Everything fixed for one game: configuration, tables, variant rules, options.
pub struct Rules {
    pub config: GameConfig,
    pub geo: Box<Geometry>,
    pub fuddy: FuddyRule,
    pub clod: ClodRule,
    pub repetition: Repetition,
    /// Moves per side without a capture before the game is drawn.
    pub move_limit: Option<u32>,
    /// Evaluation value per kind index.
    pub values: [i32; 8],
    pub ninny_across_river: i32,
    /// How many `Mover::candidates` each side, kind index and square has, for drawing random
    /// moves: the most moves such a piece can have.
    pub bound: [[[u8; SQUARES]; 8]; 2],
    /// `Mover::candidates` of every side, kind index and square, those of (side, kind, square)
    /// from `cand_at[side][kind][square]` on, `bound[side][kind][square]` of them.
    pub cands: Vec<Cand>,
    pub cand_at: [[[u16; SQUARES]; 8]; 2],
}

impl Rules {
    pub fn mover(&self) -> Mover<'_> {
        Mover { geo: &self.geo, fuddy: self.fuddy, clod: self.clod }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: u8,
    pub to: u8,
}

#[derive(Clone)]
pub struct Storm {
    pub rules: Arc<Rules>,
    pub board: Board,
    pub side: u8,
    /// History rules (repetition, perpetual check, move limit) in force.
    pub history: bool,
    /// Plies since the last capture (or the start).
    pub clock: u32,
    /// Keys of the positions since the last capture, this one included (history rules only).
    pub keys: Vec<u64>,
    /// Two filters over `keys`, 1024 buckets each by a key's top ten bits: buckets met at least
    /// once and at least twice. A key whose bucket was not met twice before it came cannot be on its
    /// third occurrence, and `threefold` then skips the scan (random games come here every ply).
    seen: [[u64; 16]; 2],
    /// Whether the current key's bucket had been met twice before it.
    maybe_third: bool,
    /// Per side, the ids of the pieces that gave check after that side's last move, and those
    /// that gave check after each of its last two moves.
    pub last_check: [u16; 2],
    pub check_streak: [u16; 2],
    /// Whether the side to move is in check (history rules only: `play` finds the checkers
    /// for the perpetual-check rule anyway).
    checked: bool,
    /// Per side, what `random_move` draws from, kept up by `play`.
    slots: [Slots; 2],
}

/// A side's pieces by id: the square of each, where its candidates start in `Rules::cands`,
/// and the running sums of their `Rules::bound` in id order (a captured piece adds nothing):
/// piece i's share of the draws is `ends[i]..ends[i + 1]`, with `ends[0]` = 0. Lanes of 16
/// bits: the updates and the search are a few vector instructions.
#[derive(Clone, Copy, Debug, Default)]
struct Slots {
    sq: [u8; 16],
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

impl Storm {
    pub fn new(config: &GameConfig) -> Result<Storm, String> {
        let data = data::load();
        Storm::from_data(&data, config)
    }

    pub fn from_data(data: &StormData, config: &GameConfig) -> Result<Storm, String> {
        let options = data.meta.resolve(config)?;
        let variant = data.variants.get(&config.variant).ok_or_else(|| format!("no data for variant '{}'", config.variant))?;
        let geo = Geometry::build(data)?;
        let repetition = match options.get("repetition") {
            "zillions" => Repetition::Zillions,
            _ => Repetition::PerpetualCheck,
        };
        let move_limit = options.number("move-limit");
        if move_limit == Some(0) {
            return Err("option 'move-limit' must be at least 1 (or off)".into());
        }
        let mut values = [0; 8];
        for k in Kind::ALL {
            if k != Kind::Brain {
                values[k as usize] = *data.values.get(k.name()).ok_or_else(|| format!("no value for {} in the data", k.name()))?;
            }
        }
        let mut bound = [[[0u8; SQUARES]; 8]; 2];
        let mut cands = Vec::new();
        let mut cand_at = [[[0u16; SQUARES]; 8]; 2];
        let mover = Mover { geo: &geo, fuddy: variant.fuddy_duddy, clod: variant.clodhopper };
        for side in 0..2 {
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
        let rules = Rules {
            config: config.clone(),
            geo,
            bound,
            cands,
            cand_at,
            fuddy: variant.fuddy_duddy,
            clod: variant.clodhopper,
            repetition,
            move_limit,
            values,
            ninny_across_river: data.ninny_across_river,
        };
        let (placed, side) = match &config.setup {
            Some(text) => setup::parse(text)?,
            None => (vec![data::setup_side(&variant.red)?, data::setup_side(&variant.blue)?], 0),
        };
        let mut board = Board::empty();
        for (seat, pieces) in placed.iter().enumerate() {
            let brains = pieces.iter().filter(|(k, _)| *k == Kind::Brain).count();
            if brains != 1 {
                return Err(format!("{} must have exactly one Brain (found {brains})", SEAT_NAMES[seat]));
            }
            if pieces.len() > 16 {
                return Err(format!("{} has {} pieces; at most 16 are allowed", SEAT_NAMES[seat], pieces.len()));
            }
            for (id, &(kind, s)) in pieces.iter().enumerate() {
                if board.sq[s] != 0 {
                    return Err(format!("two pieces on {}", data::name(s)));
                }
                board.put(s, pack(kind, seat, id as u8));
            }
        }
        let mut pos = Storm {
            rules: Arc::new(rules),
            board,
            side,
            history: true,
            clock: 0,
            keys: Vec::new(),
            seen: [[0; 16]; 2],
            maybe_third: false,
            last_check: [0; 2],
            check_streak: [0; 2],
            slots: [Slots::default(); 2],
            checked: false,
        };
        for s in 0..SQUARES {
            let p = pos.board.sq[s];
            if p != 0 {
                let slots = &mut pos.slots[owner_of(p)];
                let (id, k) = (id_of(p) as usize, kind_of(p) as usize);
                slots.sq[id] = s as u8;
                slots.cand[id] = pos.rules.cand_at[owner_of(p)][k][s];
                slots.grow(id, pos.rules.bound[owner_of(p)][k][s] as i16);
            }
        }
        let waiting = 1 - side as usize;
        if pos.in_check_side(waiting) {
            return Err(format!("{}'s Brain is attacked but it is {}'s turn", SEAT_NAMES[waiting], SEAT_NAMES[side as usize]));
        }
        pos.reset_history();
        Ok(pos)
    }

    pub fn mover(&self) -> Mover<'_> {
        self.rules.mover()
    }

    #[inline]
    pub fn key(&self) -> u64 {
        self.board.key ^ if self.side == 1 { BLUE_TO_MOVE_KEY } else { 0 }
    }

    pub fn in_check_side(&self, side: usize) -> bool {
        self.mover().attacked(&self.board, self.board.brain(side), side ^ 1)
    }

    pub fn in_check(&self) -> bool {
        self.in_check_side(self.side as usize)
    }

    /// Squares of the pieces attacking `side`'s Brain.
    pub fn checkers(&self, side: usize) -> u128 {
        self.mover().attackers::<false>(&self.board, self.board.brain(side), side ^ 1)
    }

    /// Ids of the pieces attacking `side`'s Brain, which stands on `brain`.
    fn checker_ids(&self, b: &impl Pieces, brain: usize, side: usize) -> u16 {
        let mut squares = self.mover().attackers::<false>(b, brain, side ^ 1);
        let mut ids = 0u16;
        while squares != 0 {
            let s = squares.trailing_zeros() as usize;
            squares &= squares - 1;
            ids |= 1 << id_of(b.at(s));
        }
        ids
    }

    pub fn reset_history(&mut self) {
        self.clock = 0;
        self.clear_keys();
        self.last_check = [0; 2];
        self.check_streak = [0; 2];
        if self.history {
            self.push_key();
            self.checked = self.in_check();
        }
    }

    fn clear_keys(&mut self) {
        self.keys.clear();
        self.seen = [[0; 16]; 2];
        self.maybe_third = false;
    }

    #[inline]
    fn push_key(&mut self) {
        let k = self.key();
        let h = (k >> 54) as usize;
        let (word, b) = (h >> 6, 1u64 << (h & 63));
        self.maybe_third = self.seen[1][word] & b != 0;
        if self.seen[0][word] & b != 0 {
            self.seen[1][word] |= b;
        }
        self.seen[0][word] |= b;
        self.keys.push(k);
    }

    /// Legal moves by the movement rules and the Brain's safety; with `ban`, also without a
    /// third consecutive check by the same piece.
    pub fn generate(&self, out: &mut Vec<Move>, ban: bool) {
        let me = self.side as usize;
        self.mover().legal_moves(&self.board, me, |from, to| out.push(Move { from: from as u8, to: to as u8 }));
        let streak = self.check_streak[me];
        if ban && streak != 0 {
            // My move never moves or takes the other Brain.
            let brain = self.board.brain(me ^ 1);
            let occ = self.board.occ();
            out.retain(|m| self.checker_ids(&Moved::new(&self.board, occ, m.from as usize, m.to as usize), brain, me ^ 1) & streak == 0);
        }
    }

    #[inline]
    pub fn perpetual_ban(&self) -> bool {
        self.history && self.rules.repetition == Repetition::PerpetualCheck
    }

    /// Whether the current position has occurred three times (this time included).
    #[inline]
    pub fn threefold(&self) -> bool {
        let k = self.key();
        self.history && self.maybe_third && self.keys.iter().rev().step_by(2).filter(|&&x| x == k).count() >= 3
    }

    #[inline]
    pub fn move_limit_reached(&self) -> bool {
        match self.rules.move_limit {
            Some(n) if self.history => self.clock >= 2 * n,
            _ => false,
        }
    }

    pub fn legal(&self, out: &mut Vec<Move>) {
        if self.threefold() {
            return;
        }
        self.generate(out, self.perpetual_ban());
        if self.move_limit_reached() {
            out.clear();
        }
    }

    /// A legal move drawn uniformly, or None when there is none (as `legal` would say).
    ///
    /// Out of check, it draws a pair (piece, n) with each piece weighted by `Rules::bound`, the
    /// most moves it could have, takes the piece's n-th candidate target (`Rules::cands`), and
    /// keeps it if it is a move by the movement rules and legal; otherwise it draws again. Each
    /// legal move is one candidate, so it has the same chance, one in the sum of the bounds, on
    /// every draw, and the move kept is uniform among the legal ones; only the move drawn is
    /// tested for the Brain's safety and the perpetual-check ban, on the board as it would be
    /// after it (`Moved`), and nothing is copied. In check, or after many misses (few or no
    /// legal moves), it lists the legal moves and picks one.
    pub fn random_move(&self, below: &mut impl FnMut(usize) -> usize, scratch: &mut Vec<Move>) -> Option<Move> {
        const DRAWS: u32 = 32;
        if self.move_limit_reached() || self.threefold() {
            return None;
        }
        let me = self.side as usize;
        let b = &self.board;
        let mover = self.mover();
        let brain = b.brain(me);
        // With history rules on, `play` has already found the checkers.
        let in_check = if self.history { self.checked } else { mover.attacked(b, brain, me ^ 1) };
        debug_assert_eq!(in_check, mover.attacked(b, brain, me ^ 1));
        {
            let rules = &*self.rules;
            let slots = &self.slots[me];
            let total = slots.total();
            let streak = if self.perpetual_ban() { self.check_streak[me] } else { 0 };
            let occ = b.occ();
            for _ in 0..DRAWS {
                let r = below(total as usize) as i16;
                let (i, start) = slots.find(r);
                let from = slots.sq[i] as usize;
                let c = rules.cands[slots.cand[i] as usize + (r - start) as usize];
                if !mover.cand_ok(b, me, from, c, occ) {
                    continue;
                }
                let to = c.to as usize;
                let unsafe_ = if in_check {
                    mover.attacked(&Moved::new(b, occ, from, to), if from == brain { to } else { brain }, me ^ 1)
                } else {
                    mover.exposes(b, occ, me, brain, from, to)
                };
                if unsafe_ {
                    continue;
                }
                if streak != 0 && self.checker_ids(&Moved::new(b, occ, from, to), b.brain(me ^ 1), me ^ 1) & streak != 0 {
                    continue;
                }
                return Some(Move { from: from as u8, to: to as u8 });
            }
        }
        scratch.clear();
        self.generate(scratch, self.perpetual_ban());
        if scratch.is_empty() {
            return None;
        }
        Some(scratch[below(scratch.len())])
    }

    #[inline]
    pub fn play(&mut self, m: Move) {
        let (from, to) = (m.from as usize, m.to as usize);
        let mover = self.side as usize;
        let p = self.board.sq[from];
        let bound = &self.rules.bound;
        let k = kind_of(p) as usize;
        let slots = &mut self.slots[mover];
        let id = id_of(p) as usize;
        slots.sq[id] = to as u8;
        slots.cand[id] = self.rules.cand_at[mover][k][to];
        slots.grow(id, bound[mover][k][to] as i16 - bound[mover][k][from] as i16);
        let cap = self.board.make(from, to);
        if cap != 0 {
            self.slots[mover ^ 1].grow(id_of(cap) as usize, -(bound[mover ^ 1][kind_of(cap) as usize][to] as i16));
        }
        self.side ^= 1;
        if !self.history {
            return;
        }
        if cap != 0 {
            self.clock = 0;
            self.clear_keys();
        } else {
            self.clock += 1;
        }
        self.push_key();
        // The other Brain was not attacked before this move, so only the lines through its
        // squares and the leaps near them can give check now.
        let brain = self.board.brain(mover ^ 1);
        let g = &self.rules.geo;
        let lines = g.line[brain][from] | g.line[brain][to];
        let leapers = g.near[brain] & (bit(from) | bit(to)) != 0;
        let mut squares = self.mover().attackers_via::<false>(&self.board, brain, mover, true, lines, leapers);
        let mut ids = 0u16;
        while squares != 0 {
            let s = squares.trailing_zeros() as usize;
            squares &= squares - 1;
            ids |= 1 << id_of(self.board.sq[s]);
        }
        debug_assert_eq!(ids, self.checker_ids(&self.board, brain, mover ^ 1));
        self.checked = ids != 0;
        self.check_streak[mover] = self.last_check[mover] & ids;
        self.last_check[mover] = ids;
    }

    pub fn outcome(&self) -> Option<Outcome> {
        let me = self.side as usize;
        let other = me ^ 1;
        if self.threefold() {
            return Some(match self.rules.repetition {
                Repetition::PerpetualCheck => Outcome::draw("threefold repetition"),
                Repetition::Zillions => Outcome::win(me, format!("threefold repetition: {} repeated the position a third time", SEAT_NAMES[other])),
            });
        }
        let mut moves = Vec::new();
        self.generate(&mut moves, self.perpetual_ban());
        if moves.is_empty() {
            let reason = if self.in_check() {
                "checkmate".to_string()
            } else {
                self.generate(&mut moves, false);
                if moves.is_empty() {
                    format!("stalemate: {} has no legal move", SEAT_NAMES[me])
                } else {
                    format!("{} has no legal move: each would give check with the same piece a third time", SEAT_NAMES[me])
                }
            };
            return Some(Outcome::win(other, reason));
        }
        if self.move_limit_reached() {
            let n = self.rules.move_limit.unwrap_or(0);
            return Some(Outcome::draw(format!("move limit: {n} moves each without a capture")));
        }
        None
    }

    pub fn set_history_rules(&mut self, on: bool) {
        self.history = on;
        self.reset_history();
    }

    /// The position after `m`, for notation and tests (history untouched).
    pub fn board_after(&self, m: Move) -> Board {
        let mut b = self.board.clone();
        b.shift(m.from as usize, m.to as usize);
        b
    }

    pub fn gives_check(&self, m: Move) -> bool {
        let b = self.board_after(m);
        let them = self.side as usize ^ 1;
        self.mover().attacked(&b, b.brain(them), them ^ 1)
    }

    /// Pieces on the board, for the conformance checks.
    pub fn piece_count(&self) -> usize {
        self.board.count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::OutcomeKind;
    use crate::games::storm::testutil::*;

    fn with(option: &str, value: &str, setup: Option<&str>) -> Storm {
        let mut c = GameConfig::new("storm").with_option(option, value);
        if let Some(s) = setup {
            c = c.with_setup(s);
        }
        Storm::new(&c).unwrap()
    }

    #[test]
    fn stalemate_loses() {
        // Blue's Brain on d10 is not attacked but d9, e9 (Na9) and e10 (Ne5) are.
        let p = pos("red: Bf1 Na9 Ne5; blue: Bd10; blue to move");
        assert!(!p.in_check());
        assert!(p.moves_for_test().is_empty());
        let o = p.outcome().unwrap();
        assert_eq!(o.kind, OutcomeKind::Win(0));
        assert_eq!(o.reason, "stalemate: Blue has no legal move");
    }

    #[test]
    fn checkmate_loses() {
        let p = pos("red: Bf1 Na10 Na9 Ne5; blue: Bd10; blue to move");
        assert!(p.in_check());
        assert_eq!(p.outcome(), Some(Outcome::win(0, "checkmate")));
    }

    const PERPETUAL: &str = "red: Bf1 Na9; blue: Bd10";

    #[test]
    fn the_same_piece_may_not_check_three_turns_running() {
        let mut p = pos(PERPETUAL);
        play_all(&mut p, "Na9-a10+ Bd10-d9 Na10-a9+ Bd9-d10");
        let third = Move { from: sq("a9") as u8, to: sq("a10") as u8 };
        assert!(!p.moves_for_test().contains(&third));
        assert!(p.read_move("Na9-a10+").unwrap_err().contains("three consecutive turns"));
        // Other moves remain.
        assert!(p.moves_for_test().contains(&mv(&p, "Na9-a8")));
        // Without history rules (perft) the move is there.
        let mut q = p.clone();
        q.set_history_rules(false);
        assert!(q.moves_for_test().contains(&third));
    }

    #[test]
    fn a_quiet_turn_ends_the_check_streak() {
        let mut p = pos(PERPETUAL);
        play_all(&mut p, "Na9-a10+ Bd10-d9 Na10-a9+ Bd9-d10 Bf1-f2 Bd10-e10");
        assert!(p.gives_check(mv(&p, "Na9-a10")));
        play_all(&mut p, "Na9-a10+");
        assert!(p.in_check());
    }

    #[test]
    fn zillions_allows_the_third_check() {
        let mut p = with("repetition", "zillions", Some(PERPETUAL));
        play_all(&mut p, "Na9-a10+ Bd10-d9 Na10-a9+ Bd9-d10 Na9-a10+");
        assert!(p.in_check());
    }

    const SHUFFLE: &str = "Na1-a2 Na10-a9 Na2-a1 Na9-a10";

    #[test]
    fn threefold_repetition_draws_by_default() {
        let mut p = Storm::new(&GameConfig::new("storm")).unwrap();
        play_all(&mut p, SHUFFLE);
        play_all(&mut p, "Na1-a2 Na10-a9 Na2-a1");
        assert_eq!(p.outcome(), None);
        play_all(&mut p, "Na9-a10");
        assert_eq!(p.outcome(), Some(Outcome::draw("threefold repetition")));
        assert!(p.moves_for_test().is_empty());
    }

    #[test]
    fn zillions_repetition_loses_for_the_player_who_makes_it() {
        let mut p = with("repetition", "zillions", None);
        play_all(&mut p, SHUFFLE);
        play_all(&mut p, SHUFFLE);
        let o = p.outcome().unwrap();
        assert_eq!(o.kind, OutcomeKind::Win(0), "Blue's move made the third repetition");
        assert!(o.reason.contains("Blue repeated the position"));
        assert!(p.moves_for_test().is_empty());
    }

    #[test]
    fn move_limit_draws_and_captures_reset_it() {
        let mut p = with("move-limit", "2", None);
        play_all(&mut p, "Na1-a2 Na10-a9 Na2-a3");
        assert_eq!(p.outcome(), None);
        play_all(&mut p, "Na9-a8");
        assert_eq!(p.outcome(), Some(Outcome::draw("move limit: 2 moves each without a capture")));
        assert!(p.moves_for_test().is_empty());
        // A capture on the fourth ply starts the count again.
        let mut p = with("move-limit", "2", None);
        play_all(&mut p, "Na1-a2 Na10-a9 Na2-a3 Cb8xb1");
        assert_eq!(p.clock, 0);
        assert_eq!(p.outcome(), None);
        // off: no limit.
        let mut p = with("move-limit", "off", None);
        play_all(&mut p, "Na1-a2 Na10-a9 Na2-a3 Na9-a8");
        assert_eq!(p.outcome(), None);
    }

    #[test]
    fn options_and_setups_are_checked() {
        let bad = |c: GameConfig| Storm::new(&c).err().unwrap();
        assert!(bad(GameConfig::new("storm").with_option("repetition", "never")).contains("cannot be 'never'"));
        assert!(bad(GameConfig::new("storm").with_option("move-limit", "0")).contains("at least 1"));
        assert!(bad(GameConfig::new("storm").with_variant("japanese")).contains("unknown variant"));
        assert!(bad(GameConfig::new("storm").with_setup("red: Bf1 Bf2; blue: Bd10")).contains("exactly one Brain"));
        assert!(bad(GameConfig::new("storm").with_setup("red: Bf1 Nf1; blue: Bd10")).contains("two pieces on f1"));
    }

    #[test]
    fn key_is_incremental_and_includes_the_side_to_move() {
        let mut p = Storm::new(&GameConfig::new("storm")).unwrap();
        let k0 = p.key();
        play_all(&mut p, "Cb3xb10+");
        assert_eq!(p.board.key, p.board.key_from_scratch());
        assert_ne!(p.key(), k0);
        let mut q = p.clone();
        q.side ^= 1;
        assert_ne!(q.key(), p.key());
    }

    impl Storm {
        fn moves_for_test(&self) -> Vec<Move> {
            let mut v = Vec::new();
            self.legal(&mut v);
            v
        }
    }
}
