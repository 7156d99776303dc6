//! Position strings (`docs/positions/storm.md`): the board rank by rank from rank 10 down,
//! the side to move, and optionally the history counts the core's history layer starts from.
//!
//! `nyftbtfyn/9/1c5c1/i1i1i1i1i/9/9/I1I1I1I1I/1C5C1/9/NYFTBTFYN r 12 e5:1 -`
//!
//! Text goes to a plain [`Setup`] (what the string says, legal or not) by [`Setup::read`],
//! which is strict: every string it accepts is the one [`Setup::write`] gives back. A setup
//! becomes a position by [`Setup::position`], which refuses what the rules cannot hold.

use super::data::{self, FILES, RANKS, SQUARES};
use super::pieces::{Kind, SEAT_NAMES, id_of, kind_of, owner_of};
use super::position::{PlaceError, Rules, Storm};
use crate::core::{Counters, GameConfig, PositionError, Seat};
use std::sync::Arc;

/// A piece as a position string names it: kind and owner (0 Red, 1 Blue).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub kind: Kind,
    pub owner: Seat,
}

impl Piece {
    /// Upper case for Red, lower case for Blue.
    pub fn letter(self) -> char {
        let l = self.kind.letter();
        if self.owner == Seat::FIRST { l } else { l.to_ascii_lowercase() }
    }

    pub fn from_letter(c: char) -> Option<Piece> {
        if !c.is_ascii_alphabetic() {
            return None;
        }
        let kind = Kind::from_letter(c)?;
        Some(Piece { kind, owner: if c.is_ascii_lowercase() { Seat::SECOND } else { Seat::FIRST } })
    }
}

/// One entry of a side's consecutive-check field: the piece on `square` gave check after the
/// last `count` moves of its side (1 or 2; after two, the ban forbids a third).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckCount {
    pub square: usize,
    pub count: u8,
}

/// The optional trailing fields: the counts the history rules start from.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct History {
    /// Plies since the last capture (the move limit counts these).
    pub quiet: u32,
    /// Per side (Red, Blue), its pieces that gave check after its last moves, by square in
    /// ascending order (a1, b1, …, i1, a2, …).
    pub checks: [Vec<CheckCount>; 2],
}

impl History {
    fn is_zero(&self) -> bool {
        self.quiet == 0 && self.checks.iter().all(Vec::is_empty)
    }
}

/// What a position string says, whether or not the rules could hold it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// By square index (a1 = 0, b1 = 1, …, i10 = 89).
    pub board: [Option<Piece>; SQUARES],
    pub side: Seat,
    /// The trailing fields, when the string has them (never all zero).
    pub history: Option<History>,
}

/// A grammar error: where in the text, and what is wrong there.
pub type SyntaxError = crate::core::position::SyntaxError<Problem>;

/// What is wrong with the text at the column a [`SyntaxError`] names.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    #[error("{}", crate::t!("position-empty"))]
    Empty,
    #[error("{}", crate::t!("storm-position-unknown-character", char = crate::core::text::quoted_char(*.0).to_string()))]
    UnknownCharacter(char),
    #[error("{}", crate::t!("storm-position-zero-empty"))]
    ZeroEmpty,
    #[error("{}", crate::t!("storm-position-counts-in-a-row"))]
    CountsInARow,
    #[error("{}", crate::t!("storm-position-rank-too-long", rank = *.0))]
    RankTooLong(usize),
    #[error("{}", crate::t!("storm-position-rank-too-short", rank = *.rank, count = *.squares))]
    RankTooShort { rank: usize, squares: usize },
    #[error("{}", crate::t!("storm-position-too-many-ranks"))]
    TooManyRanks,
    #[error("{}", crate::t!("storm-position-too-few-ranks", rank = *.0))]
    TooFewRanks(usize),
    #[error("{}", crate::t!("storm-position-missing-side"))]
    MissingSide,
    #[error("{}", crate::t!("storm-position-bad-side", char = crate::core::text::quoted_char(*.0).to_string()))]
    BadSide(char),
    #[error("{}", crate::t!("storm-position-after-side", char = crate::core::text::quoted_char(*.0).to_string()))]
    AfterSide(char),
    #[error("{}", crate::t!("storm-position-bad-quiet", char = crate::core::text::quoted_char(*.0).to_string()))]
    BadQuiet(char),
    #[error("{}", crate::t!("storm-position-leading-zero"))]
    LeadingZero,
    #[error("{}", crate::t!("storm-position-quiet-too-large"))]
    QuietTooLarge,
    /// The field, by its English name (see `field_words`).
    #[error("{}", crate::t!("storm-position-missing-field", field = field_words(.0)))]
    MissingField(&'static str),
    #[error("{}", crate::t!("storm-position-bad-checks", field = field_words(.0)))]
    BadChecks(&'static str),
    #[error("{}", crate::t!("storm-position-bad-square", square = crate::core::text::quoted(.0).to_string()))]
    BadSquare(String),
    #[error("{}", crate::t!("storm-position-bad-count", char = crate::core::text::quoted_char(*.0).to_string()))]
    BadCount(char),
    #[error("{}", crate::t!("storm-position-repeated", square = .0))]
    Repeated(String),
    #[error("{}", crate::t!("storm-position-out-of-order", first = .0, second = .1))]
    OutOfOrder(String, String),
    #[error("{}", crate::t!("storm-position-after-end", char = crate::core::text::quoted_char(*.0).to_string()))]
    AfterEnd(char),
    #[error("{}", crate::t!("storm-position-all-zero"))]
    AllZero,
}

/// A history field named in an error, by the English name the reader gives it, in the
/// player's language.
fn field_words(field: &str) -> String {
    match field {
        "the plies since the last capture" => crate::t!("storm-field-quiet"),
        "Red's checks" => crate::t!("storm-field-checks", side = crate::core::words::side("Red")),
        "Blue's checks" => crate::t!("storm-field-checks", side = crate::core::words::side("Blue")),
        other => other.to_string(),
    }
}

/// A side's name in an error, in the player's language.
fn side_words(name: &str) -> String {
    crate::core::words::side(name)
}

/// A rule of the game that a setup breaks. Its sides are named in English (`SEAT_NAMES`) and
/// said in the player's language.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Illegal {
    #[error("{}", crate::t!("storm-illegal-no-brain", side = side_words(.side)))]
    NoBrain { side: &'static str },
    #[error("{}", crate::t!("storm-illegal-brains", side = side_words(.side), count = *.count, squares = .squares))]
    Brains { side: &'static str, count: usize, squares: String },
    #[error("{}", crate::t!("storm-illegal-brain-outside", side = side_words(.side), tower = .tower, square = .square))]
    BrainOutside { side: &'static str, tower: String, square: String },
    #[error("{}", crate::t!("storm-illegal-toady-outside", side = side_words(.side), tower = .tower, square = .square))]
    ToadyOutside { side: &'static str, tower: String, square: String },
    /// `kinds` is the kind's English plural (`plural`), `kind` the kind.
    #[error("{}", crate::t!("storm-illegal-too-many", side = side_words(.side), count = *.count, pieces = plural_words(*.kind), max = *.max))]
    TooMany { side: &'static str, count: usize, kinds: String, kind: Kind, max: u8 },
    #[error("{}", crate::t!("storm-illegal-in-check", waiting = side_words(.waiting), mover = side_words(.mover)))]
    InCheck { waiting: &'static str, mover: &'static str },
    #[error("{}", crate::t!("storm-illegal-checker-missing", side = side_words(.side), square = .square))]
    CheckerMissing { side: &'static str, square: String },
    #[error("{}", crate::t!("storm-illegal-not-checking", side = side_words(.side), square = .square, piece = crate::core::words::piece(.kind)))]
    NotChecking { side: &'static str, square: String, kind: &'static str },
    /// A refusal of the engine's own checks (none is expected once the rules above hold).
    #[error("{}", crate::t!("storm-illegal-quiet-past-limit", quiet = *.quiet, limit = *.limit, moves = *.moves))]
    QuietPastLimit { quiet: u32, limit: u32, moves: u32 },
    #[error(transparent)]
    Engine(PlaceError),
}

impl From<Illegal> for PositionError {
    fn from(e: Illegal) -> PositionError {
        PositionError::Illegal(e.to_string())
    }
}

/// A position string for a configuration: the position and the counts its trailing fields
/// give (zero without them).
pub fn read_position(config: &GameConfig, text: &str) -> Result<(Storm, Counters), PositionError> {
    if config.setup.is_some() {
        return Err(PositionError::Config(crate::t!("position-and-setup").into()));
    }
    let setup = Setup::read(text)?;
    let rules = Rules::build(&data::load(), config).map_err(PositionError::Config)?;
    Ok(setup.position(Arc::new(rules))?)
}

/// Reads the text character by character; `at` is the 0-based index of the next one.
struct Reader {
    chars: Vec<char>,
    at: usize,
}

impl Reader {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn fail<T>(&self, problem: Problem) -> Result<T, SyntaxError> {
        self.fail_at(self.at, problem)
    }

    fn fail_at<T>(&self, at: usize, problem: Problem) -> Result<T, SyntaxError> {
        Err(SyntaxError { column: at + 1, problem })
    }

    /// One space, then a field; `what` names that field.
    fn space_before(&mut self, what: &'static str) -> Result<(), SyntaxError> {
        match self.peek() {
            Some(' ') => {
                self.at += 1;
                Ok(())
            }
            None => self.fail(Problem::MissingField(what)),
            Some(_) => self.fail(Problem::BadChecks(what)),
        }
    }

    fn board(&mut self) -> Result<[Option<Piece>; SQUARES], SyntaxError> {
        let mut board = [None; SQUARES];
        if self.chars.is_empty() {
            return self.fail(Problem::Empty);
        }
        for row in 0..RANKS {
            let rank = RANKS - row;
            let mut file = 0;
            let mut after_count = false;
            while let Some(c) = self.peek().filter(|&c| c != '/' && c != ' ') {
                if let Some(n) = c.to_digit(10) {
                    if n == 0 {
                        return self.fail(Problem::ZeroEmpty);
                    }
                    if after_count {
                        return self.fail(Problem::CountsInARow);
                    }
                    if file + n as usize > FILES {
                        return self.fail(Problem::RankTooLong(rank));
                    }
                    file += n as usize;
                    after_count = true;
                } else if let Some(piece) = Piece::from_letter(c) {
                    if file >= FILES {
                        return self.fail(Problem::RankTooLong(rank));
                    }
                    board[data::sq(file, rank - 1)] = Some(piece);
                    file += 1;
                    after_count = false;
                } else {
                    return self.fail(Problem::UnknownCharacter(c));
                }
                self.at += 1;
            }
            if file < FILES {
                return self.fail(Problem::RankTooShort { rank, squares: file });
            }
            match self.peek() {
                Some('/') if rank == 1 => return self.fail(Problem::TooManyRanks),
                Some('/') => self.at += 1,
                Some(_) if rank > 1 => return self.fail(Problem::TooFewRanks(rank)),
                None if rank > 1 => return self.fail(Problem::TooFewRanks(rank)),
                _ => {}
            }
        }
        Ok(board)
    }

    fn side(&mut self) -> Result<Seat, SyntaxError> {
        if self.peek() != Some(' ') {
            return self.fail(Problem::MissingSide);
        }
        self.at += 1;
        let side = match self.peek() {
            Some('r') => Seat::FIRST,
            Some('b') => Seat::SECOND,
            None => return self.fail(Problem::MissingSide),
            Some(c) => return self.fail(Problem::BadSide(c)),
        };
        self.at += 1;
        Ok(side)
    }

    fn quiet(&mut self) -> Result<u32, SyntaxError> {
        let start = self.at;
        let mut n: u32 = 0;
        while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
            if self.at > start && n == 0 {
                return self.fail_at(start, Problem::LeadingZero);
            }
            n = match n.checked_mul(10).and_then(|n| n.checked_add(d)) {
                Some(n) => n,
                None => return self.fail_at(start, Problem::QuietTooLarge),
            };
            self.at += 1;
        }
        match self.peek() {
            _ if self.at == start => match self.peek() {
                Some(c) => self.fail(Problem::BadQuiet(c)),
                None => self.fail(Problem::MissingField("the plies since the last capture")),
            },
            Some(c) if c != ' ' => self.fail(Problem::BadQuiet(c)),
            _ => Ok(n),
        }
    }

    /// A side's consecutive-check field; `what` names it in messages.
    fn checks(&mut self, what: &'static str) -> Result<Vec<CheckCount>, SyntaxError> {
        let mut out: Vec<CheckCount> = Vec::new();
        if self.peek() == Some('-') {
            self.at += 1;
            return Ok(out);
        }
        loop {
            let start = self.at;
            while self.peek().is_some_and(|c| c.is_ascii_alphanumeric()) {
                self.at += 1;
            }
            let word: String = self.chars[start..self.at].iter().collect();
            if word.is_empty() {
                return self.fail(Problem::BadChecks(what));
            }
            let square = match data::parse(&word) {
                Some(s) if data::name(s) == word => s,
                _ => return self.fail_at(start, Problem::BadSquare(word)),
            };
            if self.peek() != Some(':') {
                return self.fail(Problem::BadChecks(what));
            }
            self.at += 1;
            let count = match self.peek() {
                Some('1') => 1,
                Some('2') => 2,
                Some(c) => return self.fail(Problem::BadCount(c)),
                None => return self.fail(Problem::BadChecks(what)),
            };
            if let Some(last) = out.last() {
                if last.square == square {
                    return self.fail_at(start, Problem::Repeated(word));
                }
                if last.square > square {
                    return self.fail_at(start, Problem::OutOfOrder(word, data::name(last.square)));
                }
            }
            out.push(CheckCount { square, count });
            self.at += 1;
            if self.peek() != Some(',') {
                return Ok(out);
            }
            self.at += 1;
        }
    }

    fn history(&mut self) -> Result<Option<History>, SyntaxError> {
        match self.peek() {
            None => return Ok(None),
            Some(' ') => self.at += 1,
            Some(c) => return self.fail(Problem::AfterSide(c)),
        }
        let start = self.at;
        let quiet = self.quiet()?;
        self.space_before("Red's checks")?;
        let red = self.checks("Red's checks")?;
        self.space_before("Blue's checks")?;
        let blue = self.checks("Blue's checks")?;
        if let Some(c) = self.peek() {
            return self.fail(Problem::AfterEnd(c));
        }
        let history = History { quiet, checks: [red, blue] };
        if history.is_zero() {
            return self.fail_at(start, Problem::AllZero);
        }
        Ok(Some(history))
    }
}

impl Setup {
    /// Reads a position string strictly: anything but the canonical form is an error that
    /// names the character and says what is wrong.
    pub fn read(text: &str) -> Result<Setup, PositionError> {
        Ok(Setup::parse(text)?)
    }

    /// `read` with the grammar's own error.
    pub fn parse(text: &str) -> Result<Setup, SyntaxError> {
        let mut r = Reader { chars: text.chars().collect(), at: 0 };
        let board = r.board()?;
        let side = r.side()?;
        let history = r.history()?;
        Ok(Setup { board, side, history })
    }

    /// The canonical position string.
    pub fn write(&self) -> String {
        let mut out = String::new();
        for rank in (0..RANKS).rev() {
            let mut empty = 0;
            for file in 0..FILES {
                match self.board[data::sq(file, rank)] {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        out.push(p.letter());
                    }
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out.push(' ');
        out.push(if self.side == Seat::FIRST { 'r' } else { 'b' });
        if let Some(h) = self.history.as_ref().filter(|h| !h.is_zero()) {
            out.push_str(&format!(" {}", h.quiet));
            for list in &h.checks {
                out.push(' ');
                if list.is_empty() {
                    out.push('-');
                }
                let entries: Vec<String> = list.iter().map(|c| format!("{}:{}", data::name(c.square), c.count)).collect();
                out.push_str(&entries.join(","));
            }
        }
        out
    }

    /// What a position says, with the history counts that `counters` give (pieces named in
    /// them that have since been captured are left out: they can never check again).
    pub fn of(pos: &Storm, counters: &Counters) -> Setup {
        let mut board = [None; SQUARES];
        for (s, slot) in board.iter_mut().enumerate() {
            let p = pos.board.sq[s];
            if p != 0 {
                *slot = Some(Piece { kind: Kind::from_index(kind_of(p)), owner: owner_of(p) });
            }
        }
        let checks = [Seat::FIRST, Seat::SECOND].map(|side| {
            let (last, streak) = (counters.last_check[side], counters.streak[side]);
            let mut list: Vec<CheckCount> = (0..16u8)
                .filter(|&id| (last | streak) & (1 << id) != 0)
                .filter_map(|id| pos.square_of(side, id).map(|square| CheckCount { square, count: if streak & (1 << id) != 0 { 2 } else { 1 } }))
                .collect();
            list.sort_by_key(|c| c.square);
            list
        });
        let history = History { quiet: counters.quiet, checks };
        Setup { board, side: pos.side, history: (!history.is_zero()).then_some(history) }
    }

    /// The position under these rules, with the counts of the trailing fields; refuses what
    /// the rules cannot hold, naming the rule.
    pub fn position(&self, rules: Arc<Rules>) -> Result<(Storm, Counters), Illegal> {
        let geo = &rules.geo;
        let tower = |side: Seat| {
            let squares: Vec<usize> = (0..SQUARES).filter(|&s| geo.tower[s] == Some(side)).collect();
            format!("{}–{}", data::name(squares[0]), data::name(squares[squares.len() - 1]))
        };
        // Each side's pieces in id order: by kind name, then square, as the start setups of
        // the data list them, so a start position read from text is the one `Storm::new` makes.
        let mut placed: [Vec<(Kind, usize)>; 2] = [Vec::new(), Vec::new()];
        for (s, p) in self.board.iter().enumerate() {
            if let Some(p) = p {
                placed[p.owner].push((p.kind, s));
            }
        }
        for (side, pieces) in Seat::all(2).zip(placed.iter_mut()) {
            let name = SEAT_NAMES[side];
            pieces.sort_by_key(|&(k, s)| (k.name(), s));
            let brains: Vec<usize> = pieces.iter().filter(|(k, _)| *k == Kind::Brain).map(|&(_, s)| s).collect();
            match brains.len() {
                0 => return Err(Illegal::NoBrain { side: name }),
                1 => {}
                n => {
                    let squares = brains.iter().map(|&s| data::name(s)).collect::<Vec<_>>().join(", ");
                    return Err(Illegal::Brains { side: name, count: n, squares });
                }
            }
            if geo.tower[brains[0]] != Some(side) {
                return Err(Illegal::BrainOutside { side: name, tower: tower(side), square: data::name(brains[0]) });
            }
            if let Some(&(_, s)) = pieces.iter().find(|&&(k, s)| k == Kind::Toady && geo.tower[s] != Some(side)) {
                return Err(Illegal::ToadyOutside { side: name, tower: tower(side), square: data::name(s) });
            }
            for kind in Kind::ALL {
                let count = pieces.iter().filter(|(k, _)| *k == kind).count();
                let max = rules.start_count[side][kind as usize];
                if count > max as usize {
                    return Err(Illegal::TooMany { side: name, count, kinds: plural(kind), kind, max });
                }
            }
        }
        let waiting = self.side.other();
        let pos = Storm::place(rules.clone(), &placed, self.side).map_err(|e| match e {
            PlaceError::InCheck { .. } => Illegal::InCheck { waiting: SEAT_NAMES[waiting], mover: SEAT_NAMES[self.side] },
            e => Illegal::Engine(e),
        })?;
        let mut counters = Counters::default();
        if let Some(h) = &self.history {
            if let Err(limit) = rules.history.check_quiet(h.quiet) {
                return Err(Illegal::QuietPastLimit { quiet: h.quiet, limit, moves: limit / 2 });
            }
            counters.quiet = h.quiet;
            let checking = pos.checkers(self.side);
            for (side, list) in Seat::all(2).zip(&h.checks) {
                let name = SEAT_NAMES[side];
                for c in list {
                    let p = pos.board.sq[c.square];
                    if p == 0 || owner_of(p) != side {
                        return Err(Illegal::CheckerMissing { side: name, square: data::name(c.square) });
                    }
                    if side == waiting && checking & data::bit(c.square) == 0 {
                        let kind = Kind::from_index(kind_of(p)).name();
                        return Err(Illegal::NotChecking { side: name, square: data::name(c.square), kind });
                    }
                    let id = 1u64 << id_of(p);
                    counters.last_check[side] |= id;
                    if c.count == 2 {
                        counters.streak[side] |= id;
                    }
                }
            }
        }
        Ok((pos, counters))
    }
}

/// "Numskulls", "Ninnies", "Fuddy-Duddies" in the player's language (`plural` in English).
fn plural_words(kind: Kind) -> String {
    match kind {
        Kind::Brain => crate::t!("piece-plural-brain"),
        Kind::Toady => crate::t!("piece-plural-toady"),
        Kind::Numskull => crate::t!("piece-plural-numskull"),
        Kind::Clodhopper => crate::t!("piece-plural-clodhopper"),
        Kind::Yahoo => crate::t!("piece-plural-yahoo"),
        Kind::FuddyDuddy => crate::t!("piece-plural-fuddy-duddy"),
        Kind::Ninny => crate::t!("piece-plural-ninny"),
    }
}

/// "Numskulls", "Ninnies", "Fuddy-Duddies".
fn plural(kind: Kind) -> String {
    let name = kind.name();
    match name.strip_suffix('y') {
        Some(stem) => format!("{stem}ies"),
        _ => format!("{name}s"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plurals() {
        assert_eq!(plural(Kind::Ninny), "Ninnies");
        assert_eq!(plural(Kind::FuddyDuddy), "Fuddy-Duddies");
        assert_eq!(plural(Kind::Toady), "Toadies");
        assert_eq!(plural(Kind::Clodhopper), "Clodhoppers");
        assert_eq!(plural(Kind::Brain), "Brains");
    }
}
