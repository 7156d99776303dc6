//! The game's notation (tower = power letter + movement letter, `n` for neutral, `P` for a Pawn;
//! `ICc1-d3`, `XYa7-c9-e4`, effects in brackets: the moving piece's change first, then other
//! changed towers, then captures, each by file then rank), reading it back, and the picks that
//! build a move in the app.

use super::board::{Board, Cell, Slot};
use super::effects::{DECLINE, DECLINE_LEAP, theft_of};
use super::{Litrof, Move, Owner};
use crate::core::bits::{Bits, Square};
use crate::core::notation::canonical;
use crate::core::text::quoted;
use crate::core::words::piece;
use crate::core::{Game, MoveError, Pick};

impl Litrof {
    /// "ICc1"-style piece code: `P`, or `n`? + power letter? + movement letter?.
    pub fn piece_code(&self, c: Cell) -> String {
        if c.is_pawn() {
            return "P".into();
        }
        let mut s = String::new();
        if c.cap().is_none() {
            s.push('n');
        }
        if let Some(p) = c.power() {
            s.push(self.t.power_letter(p));
        }
        if let Some(m) = c.movement() {
            s.push(self.t.movement_letter(m));
        }
        s
    }

    /// The piece code with its owner's colour letter first ("oIC", "bP", "nLQ"), as in
    /// hand-made positions.
    pub(super) fn owned_code(&self, c: Cell) -> String {
        let owner = c.cap().or(if c.is_pawn() { c.power() } else { None }).map_or('n', |k| self.t.colour_letter(k));
        format!("{owner}{}", self.piece_code(c).trim_start_matches('n'))
    }

    /// The position as "a1 oVR, d1 oLN, a3 nLQ, ..." (rank by rank), the form hand-made
    /// positions are written in.
    pub fn placement(&self) -> String {
        let mut items = Vec::new();
        for (s, c) in self.board.cells.iter().enumerate() {
            if c.is_empty() {
                continue;
            }
            items.push(format!("{} {}", self.t.name[s], self.owned_code(*c)));
        }
        items.join(", ")
    }

    /// The bracketed effects of a move, from the boards before and after it.
    fn effects_text(&self, before: &Board, after: &Board, mv: &Move) -> String {
        let (from, last) = (mv.from, mv.last());
        let mut items = Vec::new();
        if after.cells[last] != before.cells[from] {
            items.push(format!("{}={}", self.t.name[last], self.piece_code(after.cells[last])));
        }
        for &s in &self.t.by_file {
            let (b, a) = (before.cells[s], after.cells[s]);
            if s != from && s != last && !b.is_empty() && !a.is_empty() && a != b {
                items.push(format!("{}={}", self.t.name[s], self.piece_code(a)));
            }
        }
        for &s in &self.t.by_file {
            if s != from && !before.cells[s].is_empty() && (s == last || after.cells[s].is_empty()) {
                items.push(format!("x{}", self.t.name[s]));
            }
        }
        if items.is_empty() { String::new() } else { format!("({})", items.join(", ")) }
    }

    fn path_text(&self, mv: &Move) -> String {
        let n = &self.t.name;
        let mut s = format!("{}{}-{}", self.piece_code(self.board.cells[mv.from]), n[mv.from], n[mv.to]);
        if mv.is_teleport() {
            s.push('-');
            s.push_str(&n[mv.land]);
        }
        s
    }

    pub(super) fn write_move(&self, mv: &Move) -> String {
        let after = self.result(mv);
        self.path_text(mv) + &self.effects_text(&self.board, &after, mv)
    }

    /// Checks the shape of a move text; returns its from-square.
    fn syntax(&self, text: &str) -> Result<Square, MoveError> {
        let t = self.t;
        let bad = |why: String| MoveError::Rejected(crate::t!("litrof-not-notation", text = quoted(text.trim()).to_string(), why = why));
        let s: Vec<char> = canonical(text).chars().collect();
        let mut i = 0;
        if s.get(i) == Some(&'n') && s.get(i + 1).is_some_and(|c| c.is_ascii_uppercase()) {
            i += 1;
        }
        if s.get(i) == Some(&'P') {
            i += 1;
        } else {
            let start = i;
            if s.get(i).is_some_and(|&c| (0..6).any(|k| t.power_letter(k) == c)) {
                i += 1;
            }
            if s.get(i).is_some_and(|&c| (0..6).any(|k| t.movement_letter(k) == c)) {
                i += 1;
            }
            if i == start {
                return Err(bad(crate::t!("litrof-notation-start")));
            }
        }
        let mut squares = Vec::new();
        loop {
            let j = i;
            while s.get(i).is_some_and(|c| c.is_ascii_lowercase() || c.is_ascii_digit()) {
                i += 1;
            }
            let name: String = s[j..i].iter().collect();
            let sq = t.index(&name).ok_or_else(|| bad(crate::t!("litrof-notation-not-a-square", square = quoted(&name).to_string())))?;
            squares.push(sq);
            if s.get(i) == Some(&'-') && squares.len() < 3 {
                i += 1;
            } else {
                break;
            }
        }
        if squares.len() < 2 {
            return Err(bad(crate::t!("litrof-notation-squares")));
        }
        match s.get(i) {
            None => {}
            Some('(') if s.last() == Some(&')') => {}
            Some(_) => return Err(bad(crate::t!("litrof-notation-after-squares"))),
        }
        Ok(squares[0])
    }

    pub(super) fn read_move(&self, text: &str) -> Result<Move, MoveError> {
        let from = self.syntax(text)?;
        let want = canonical(text);
        let bare = |s: &str| s.split('(').next().unwrap_or("").to_string();
        let find = |moves: &[Move]| -> Result<Option<Move>, MoveError> {
            let texts: Vec<String> = moves.iter().map(|m| canonical(&self.write_move(m))).collect();
            if let Some(i) = texts.iter().position(|x| *x == want) {
                return Ok(Some(moves[i]));
            }
            let hits: Vec<usize> = (0..moves.len()).filter(|&i| bare(&texts[i]) == bare(&want)).collect();
            match hits.len() {
                0 => Ok(None),
                1 if !want.contains('(') => Ok(Some(moves[hits[0]])),
                1 => Ok(None),
                _ if want.contains('(') => Ok(None),
                _ => {
                    let could: Vec<String> = hits.iter().take(6).map(|&i| self.write_move(&moves[i])).collect();
                    Err(MoveError::Ambiguous { text: text.trim().to_string(), could })
                }
            }
        };
        let legal = self.moves_from(from, true);
        if let Some(m) = find(&legal)? {
            return Ok(m);
        }
        // A way of making a move that generation merged into another, maybe another piece's.
        if let Some(m) = find(&self.moves_from(from, false))? {
            let k = self.result(&m).hash;
            if let Some(kept) = self.moves().into_iter().find(|x| self.result(x).hash == k) {
                return Ok(kept);
            }
        }
        Err(MoveError::Rejected(self.why_not(text, from, &legal)))
    }

    fn why_not(&self, text: &str, from: Square, legal: &[Move]) -> String {
        let c = self.board.cells[from];
        let name = &self.t.name[from];
        let text = text.trim();
        let shown = quoted(text).to_string();
        if self.end != super::End::Open {
            return crate::t!("litrof-game-over", text = shown);
        }
        if c.is_empty() {
            return crate::t!("litrof-no-piece", text = shown, square = name.as_str());
        }
        let code = self.piece_code(c);
        let them = self.to_move.other();
        if self.owner(c) == Owner::player(them) {
            return crate::t!(
                "litrof-belongs-to",
                text = shown,
                piece = code,
                square = name.as_str(),
                side = crate::core::words::side(self.colour_name(them))
            );
        }
        if self.frozen(&self.board) & u64::of(from) != 0 {
            return crate::t!("litrof-frozen", text = shown, piece = code, square = name.as_str());
        }
        if !canonical(text).starts_with(&format!("{code}{name}")) {
            return crate::t!("litrof-piece-is", text = shown, square = name.as_str(), piece = code);
        }
        if legal.is_empty() {
            return crate::t!("litrof-no-legal-move", text = shown, piece = code, square = name.as_str());
        }
        crate::t!("move-error-not-legal", text = shown)
    }

    /// What the app asks for, in order: the piece, where it goes (the chamber, then the landing
    /// square for a teleport), and a button for each choice made along the way — only where
    /// the legal moves really differ on it.
    pub(super) fn move_picks(&self, mv: &Move) -> Vec<Pick> {
        let siblings: Vec<Steps> = self.moves_from(mv.from, true).iter().filter(|m| m.to == mv.to).map(steps).collect();
        let (mine, n) = steps(mv);
        let mut picks = Vec::new();
        for (i, step) in mine[..n].iter().enumerate() {
            if let Step::Square(s) = step {
                picks.push(Pick::Square(s.number()));
                continue;
            }
            let differs = siblings.iter().any(|(o, len)| *len > i && o[..i] == mine[..i] && o[i] != *step);
            if differs {
                picks.push(self.choice_pick(mv, i, *step));
            }
        }
        picks
    }

    fn choice_pick(&self, mv: &Move, i: usize, step: Step) -> Pick {
        let t = self.t;
        // The board where the choice is made: steps 2-4 at the first stop, 6-7 after landing.
        let (board, stop) = if i < 5 { (self.after_leg(mv), mv.to) } else { (self.after_landing(mv), mv.land) };
        let power = board.cells[stop].power().map(|p| piece(&t.power_name(p))).unwrap_or_else(|| crate::t!("litrof-trap"));
        match step {
            Step::Leap(true) => {
                let leg = t.knight_leg(mv.from, mv.to).unwrap_or(Square::NONE);
                Pick::choice("leap-capture", crate::t!("litrof-leap-capture", square = t.name.get(leg.index()).map_or("?", |s| s)))
            }
            Step::Leap(false) => Pick::choice("no-leap-capture", crate::t!("litrof-leap-no-capture")),
            Step::Use(true) => Pick::choice("use-power", crate::t!("litrof-use-power", power = power)),
            Step::Use(false) => Pick::choice("decline-power", crate::t!("litrof-decline-power", power = power)),
            Step::Theft(0) => Pick::choice("no-theft", crate::t!("litrof-steal-nothing")),
            Step::Theft(bits) => {
                let (v, slot) = theft_of(bits << 2).expect("a theft");
                let c = board.cells[v].get(slot).expect("the stolen pyramid");
                let (what, id) = match slot {
                    Slot::Power => (piece(&t.power_name(c)), "power"),
                    _ => (piece(t.movement_name(c)), "movement"),
                };
                Pick::choice(&format!("steal-{}-{id}", t.name[v]), crate::t!("litrof-steal", what = what, square = t.name[v].as_str()))
            }
            Step::Square(_) => unreachable!("squares are not choices"),
        }
    }
}

/// A move as the sequence of what is chosen, in the order it is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    Square(Square),
    /// The knight-leap capture is made.
    Leap(bool),
    /// The power's automatic effect is used.
    Use(bool),
    /// Theft code (0 = none).
    Theft(u16),
}

/// A move's steps, and how many there are (5 for a plain move, 8 for a teleport).
type Steps = ([Step; 8], usize);

fn steps(mv: &Move) -> Steps {
    let stop = |bits: u16| [Step::Use(bits & DECLINE == 0), Step::Theft(bits >> 2)];
    let [u1, t1] = stop(mv.s1);
    let [u2, t2] = stop(mv.s2);
    let all = [Step::Square(mv.from), Step::Square(mv.to), Step::Leap(mv.s1 & DECLINE_LEAP == 0), u1, t1, Step::Square(mv.land), u2, t2];
    (all, if mv.is_teleport() { 8 } else { 5 })
}
