//! Positions as text: the position string of `docs/positions/three-elephant.md`.
//!
//! Text goes through two steps. [`Setup::read`] checks the grammar only and gives a [`Setup`],
//! plain data that says what the string says, even where the rules could never hold it (a
//! fourth Elephant, a Spearman facing backwards); its errors name the character where reading
//! stopped ([`SyntaxError`]). [`Setup::to_position`] then applies the rules a position must
//! obey and gives the engine's [`ThreeElephant`], or the rule the setup breaks ([`RuleError`]).
//! [`Setup::write`] is the one writer: canonical, so reading what it wrote gives the same
//! setup, and writing what was read from its output gives the same text.

use super::board::{self, Cells, ELEPHANT, EMPTY, FILES, KNIGHT, RANKS, SQUARES, STONE, STRAIGHT, TOWER};
use super::data::Rules;
use super::position::ThreeElephant;
use crate::core::{Counters, Dir8, GameConfig, PositionError, Seat, Square};
use std::sync::Arc;

/// A piece's kind as a setup gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A Spearman, with the board direction its spear points (N is toward rank 9). The
    /// string can only give the three forward directions of its owner; a setup built in code
    /// may give any, and validation refuses the others.
    Spearman(Dir8),
    Knight,
    Elephant,
    Tower,
}

/// What stands on one square of a setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Occupant {
    Empty,
    Stone,
    /// A piece of `side`: `Seat::FIRST` White, `Seat::SECOND` Black.
    Piece {
        side: Seat,
        kind: Kind,
    },
}

/// A position as its string gives it, before the rules are checked.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// By the engine's square numbers: a1 = 0, b1 = 1, …, a2 = 9, …, i9 = 80.
    pub squares: [Occupant; SQUARES],
    /// `Seat::FIRST` White, `Seat::SECOND` Black.
    pub to_move: Seat,
    /// The optional trailing field: plies played since a piece last left the board (0 when
    /// the string has no such field).
    pub quiet: u32,
}

/// What is wrong with the grammar of a position string.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    #[error("{}", crate::t!("elephant-position-empty"))]
    Empty,
    #[error("{}", crate::t!("elephant-position-leading-space"))]
    LeadingSpace,
    #[error("{}", crate::t!("elephant-position-not-a-square", char = format!("{:?}", .0)))]
    NotASquare(char),
    #[error("{}", crate::t!("elephant-position-zero-run"))]
    ZeroRun,
    #[error("{}", crate::t!("elephant-position-digit-after-digit"))]
    DigitAfterDigit,
    #[error("{}", crate::t!("elephant-position-rank-too-long", rank = *.rank))]
    RankTooLong { rank: usize },
    #[error("{}", crate::t!("elephant-position-rank-too-short", rank = *.rank, count = *.squares))]
    RankTooShort { rank: usize, squares: usize },
    #[error("{}", crate::t!("elephant-position-too-many-ranks"))]
    TooManyRanks,
    #[error("{}", crate::t!("elephant-position-too-few-ranks", count = *.ranks))]
    TooFewRanks { ranks: usize },
    #[error("{}", crate::t!("elephant-position-no-side"))]
    NoSide,
    #[error("{}", crate::t!("elephant-position-bad-side", char = format!("{:?}", .0)))]
    BadSide(char),
    #[error("{}", crate::t!("elephant-position-extra-space"))]
    ExtraSpace,
    #[error("{}", crate::t!("elephant-position-after-side", char = format!("{:?}", .0)))]
    AfterSide(char),
    #[error("{}", crate::t!("elephant-position-trailing-space"))]
    TrailingSpace,
    #[error("{}", crate::t!("elephant-position-bad-count", char = format!("{:?}", .0)))]
    BadCount(char),
    #[error("{}", crate::t!("elephant-position-leading-zero"))]
    LeadingZero,
    #[error("{}", crate::t!("elephant-position-zero-count"))]
    ZeroCount,
    #[error("{}", crate::t!("elephant-position-count-too-large", most = u32::MAX.to_string()))]
    CountTooLarge,
    #[error("{}", crate::t!("elephant-position-trailing", char = format!("{:?}", .0)))]
    Trailing(char),
}

/// A grammar error: where in the text, and what is wrong there.
pub type SyntaxError = crate::core::position::SyntaxError<Problem>;

/// A side's name in an error, in the player's language.
fn side_words(name: &str) -> String {
    crate::core::words::side(name)
}

/// Pieces of a kind, by their English plural, in the player's language.
fn kinds_words(kinds: &str) -> String {
    match kinds {
        "Elephants" => crate::t!("piece-plural-elephant"),
        "Knights" => crate::t!("piece-plural-knight"),
        "War Towers" => crate::t!("piece-plural-war-tower"),
        "Spearmen" => crate::t!("piece-plural-spearman"),
        other => other.to_string(),
    }
}

/// A rule of the game that a setup breaks. Its sides are named in English and said in the
/// player's language.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("{}", crate::t!("elephant-illegal-no-elephant", side = side_words(.side)))]
    NoElephant { side: &'static str },
    #[error("{}", crate::t!("elephant-illegal-too-many", side = side_words(.side), count = *.count, pieces = kinds_words(.kinds), most = *.most))]
    TooMany { side: &'static str, count: usize, kinds: &'static str, most: u8 },
    #[error(
        "{}",
        crate::t!("elephant-illegal-facing", side = side_words(.side), square = .square, facing = *.facing, ahead = *.ahead, left = *.left, right = *.right)
    )]
    Facing { side: &'static str, square: String, facing: &'static str, ahead: &'static str, left: &'static str, right: &'static str },
    #[error("{}", crate::t!("elephant-illegal-spearman-behind", side = side_words(.side), square = .square, rank = *.rank))]
    SpearmanBehind { side: &'static str, square: String, rank: u8 },
    #[error("{}", crate::t!("elephant-illegal-quiet-past-limit", quiet = *.quiet, limit = *.limit, turns = *.turns))]
    QuietPastLimit { quiet: u32, limit: u32, turns: u32 },
    #[error("{}", crate::t!("elephant-illegal-no-such-side", seat = .0.to_string()))]
    NoSuchSide(Seat),
}

impl From<RuleError> for PositionError {
    fn from(e: RuleError) -> PositionError {
        PositionError::Illegal(e.to_string())
    }
}

/// The square a character of a rank gives, or None if it is not one ('/' and digits are
/// handled by the reader).
fn occupant_of(ch: char) -> Option<Occupant> {
    let c = board::char_cell(ch)?;
    Some(match c {
        EMPTY => Occupant::Empty,
        STONE => Occupant::Stone,
        _ => {
            let side = board::owner(c);
            let kind = match board::kind(c) {
                KNIGHT => Kind::Knight,
                ELEPHANT => Kind::Elephant,
                TOWER => Kind::Tower,
                f => Kind::Spearman(board::facing_dir(side, f)),
            };
            Occupant::Piece { side, kind }
        }
    })
}

/// The engine's facing (STRAIGHT, LEFT, RIGHT) of a spear pointing `dir` for `side`.
fn facing_of(side: Seat, dir: Dir8) -> Option<u8> {
    (STRAIGHT..=board::RIGHT).find(|&f| board::facing_dir(side, f) == dir)
}

/// The character of a square in the string; None for an empty square. A Spearman facing a
/// direction the string cannot give is written '?' (which reads as an error).
fn char_of(o: Occupant) -> Option<char> {
    let (side, kind) = match o {
        Occupant::Empty => return None,
        Occupant::Stone => return Some('#'),
        Occupant::Piece { side, kind } => (side, kind),
    };
    let ch = match kind {
        Kind::Knight => 'N',
        Kind::Elephant => 'E',
        Kind::Tower => 'T',
        Kind::Spearman(d) => match facing_of(side, d) {
            Some(f) => board::cell_char(board::piece(Seat::FIRST, f)),
            None => return Some('?'),
        },
    };
    Some(if side == Seat::FIRST { ch } else { ch.to_ascii_lowercase() })
}

/// The canonical string: ranks 9 to 1 with runs of empty squares as digits, the side to move,
/// and the count of quiet plies where it is not 0.
pub(crate) fn write_board(char_at: impl Fn(usize) -> Option<char>, to_move: Seat, quiet: u32) -> String {
    let mut s = String::with_capacity(100);
    for rank in (0..RANKS).rev() {
        let mut run = 0;
        for file in 0..FILES {
            match char_at(rank * FILES + file) {
                None => run += 1,
                Some(ch) => {
                    if run > 0 {
                        s.push(char::from(b'0' + run));
                        run = 0;
                    }
                    s.push(ch);
                }
            }
        }
        if run > 0 {
            s.push(char::from(b'0' + run));
        }
        if rank > 0 {
            s.push('/');
        }
    }
    s.push(' ');
    s.push(if to_move == Seat::FIRST { 'w' } else { 'b' });
    if quiet > 0 {
        s.push(' ');
        s.push_str(&quiet.to_string());
    }
    s
}

/// The position string of the engine's cells.
pub(crate) fn write_cells(cells: &Cells, to_move: Seat, quiet: u32) -> String {
    write_board(|sq| (cells[sq] != EMPTY).then(|| board::cell_char(cells[sq])), to_move, quiet)
}

impl Setup {
    /// Reads a position string. Strict: the text must be the one form the writer writes (one
    /// space between fields, none before or after, empty squares as digits, no count field
    /// when the count is 0); the error names the first character that does not fit.
    pub fn read(text: &str) -> Result<Setup, SyntaxError> {
        let chars: Vec<char> = text.chars().collect();
        let fail = |i: usize, problem: Problem| Err(SyntaxError { column: i + 1, problem });
        if chars.is_empty() {
            return fail(0, Problem::Empty);
        }
        if chars[0] == ' ' {
            return fail(0, Problem::LeadingSpace);
        }
        let mut squares = [Occupant::Empty; SQUARES];
        // `row` 0 is rank 9.
        let (mut row, mut file, mut after_digit) = (0usize, 0usize, false);
        let mut i = 0;
        loop {
            let Some(&ch) = chars.get(i) else {
                if file != FILES {
                    return fail(i, Problem::RankTooShort { rank: RANKS - row, squares: file });
                }
                if row + 1 < RANKS {
                    return fail(i, Problem::TooFewRanks { ranks: row + 1 });
                }
                return fail(i, Problem::NoSide);
            };
            match ch {
                '0'..='9' => {
                    if after_digit {
                        return fail(i, Problem::DigitAfterDigit);
                    }
                    let n = ch as usize - '0' as usize;
                    if n == 0 {
                        return fail(i, Problem::ZeroRun);
                    }
                    if file + n > FILES {
                        return fail(i, Problem::RankTooLong { rank: RANKS - row });
                    }
                    file += n;
                    after_digit = true;
                }
                '/' | ' ' => {
                    if file != FILES {
                        return fail(i, Problem::RankTooShort { rank: RANKS - row, squares: file });
                    }
                    if ch == ' ' {
                        if row + 1 < RANKS {
                            return fail(i, Problem::TooFewRanks { ranks: row + 1 });
                        }
                        break;
                    }
                    if row + 1 == RANKS {
                        return fail(i, Problem::TooManyRanks);
                    }
                    row += 1;
                    file = 0;
                    after_digit = false;
                }
                _ => {
                    // The data file draws an empty square as '.'; a position string never does.
                    let Some(sq) = occupant_of(ch).filter(|_| ch != '.') else {
                        return fail(i, Problem::NotASquare(ch));
                    };
                    if file == FILES {
                        return fail(i, Problem::RankTooLong { rank: RANKS - row });
                    }
                    squares[(RANKS - 1 - row) * FILES + file] = sq;
                    file += 1;
                    after_digit = false;
                }
            }
            i += 1;
        }
        // chars[i] is the space after the board.
        i += 1;
        let to_move = match chars.get(i) {
            None => return fail(i, Problem::NoSide),
            Some('w') => Seat::FIRST,
            Some('b') => Seat::SECOND,
            Some(' ') => return fail(i, Problem::ExtraSpace),
            Some(&c) => return fail(i, Problem::BadSide(c)),
        };
        i += 1;
        let mut setup = Setup { squares, to_move, quiet: 0 };
        match chars.get(i) {
            None => return Ok(setup),
            Some(' ') => {}
            Some(&c) => return fail(i, Problem::AfterSide(c)),
        }
        i += 1;
        let start = i;
        match chars.get(i) {
            None => return fail(i - 1, Problem::TrailingSpace),
            Some(' ') => return fail(i, Problem::ExtraSpace),
            Some(c) if !c.is_ascii_digit() => return fail(i, Problem::BadCount(*c)),
            _ => {}
        }
        let mut quiet: u32 = 0;
        while let Some(&c) = chars.get(i) {
            let Some(d) = c.to_digit(10).filter(|_| c.is_ascii_digit()) else {
                return fail(i, if c == ' ' && i + 1 == chars.len() { Problem::TrailingSpace } else { Problem::Trailing(c) });
            };
            if i > start && quiet == 0 {
                return fail(start, Problem::LeadingZero);
            }
            if d == 0 && i == start && chars.len() == i + 1 {
                return fail(start, Problem::ZeroCount);
            }
            quiet = match quiet.checked_mul(10).and_then(|q| q.checked_add(d)) {
                Some(q) => q,
                None => return fail(start, Problem::CountTooLarge),
            };
            i += 1;
        }
        setup.quiet = quiet;
        Ok(setup)
    }

    /// The canonical string (see `read`).
    pub fn write(&self) -> String {
        write_board(|sq| char_of(self.squares[sq]), self.to_move, self.quiet)
    }

    /// The setup of a position, with `quiet` plies since a piece last left the board.
    pub fn of(pos: &ThreeElephant, quiet: u32) -> Setup {
        let squares = std::array::from_fn(|sq| occupant_of(board::cell_char(pos.cells[sq])).expect("every cell has a character"));
        Setup { squares, to_move: pos.side, quiet }
    }

    /// The position under `rules`, if the rules can hold it. The rules, in the order they are
    /// checked: every Spearman's spear points straight ahead, ahead-left or ahead-right for its
    /// owner, and no Spearman stands on its own side's first rank (the squares are checked in
    /// the string's order, rank 9 first); each side has at least one Elephant, and of each kind
    /// (Spearmen of every facing together) at most as many as it starts with; the count of
    /// quiet plies is not past the no-capture draw. Stones may stand anywhere, any number.
    pub fn to_position(&self, rules: Arc<Rules>) -> Result<ThreeElephant, RuleError> {
        if self.to_move > Seat::SECOND {
            return Err(RuleError::NoSuchSide(self.to_move));
        }
        let mut cells = [EMPTY; SQUARES];
        let mut counts = [[0usize; 6]; 2];
        for row in 0..RANKS {
            for file in 0..FILES {
                let sq = (RANKS - 1 - row) * FILES + file;
                cells[sq] = match self.squares[sq] {
                    Occupant::Empty => EMPTY,
                    Occupant::Stone => STONE,
                    Occupant::Piece { side, .. } if side > Seat::SECOND => return Err(RuleError::NoSuchSide(side)),
                    Occupant::Piece { side, kind } => {
                        let code = match kind {
                            Kind::Knight => KNIGHT,
                            Kind::Elephant => ELEPHANT,
                            Kind::Tower => TOWER,
                            Kind::Spearman(d) => {
                                let name = board::side_name(side);
                                let Some(f) = facing_of(side, d) else {
                                    let dir = |f| board::facing_dir(side, f).name();
                                    return Err(RuleError::Facing {
                                        side: name,
                                        square: board::name(Square::new(sq)),
                                        facing: d.name(),
                                        ahead: dir(STRAIGHT),
                                        left: dir(board::LEFT),
                                        right: dir(board::RIGHT),
                                    });
                                };
                                let home = if side == Seat::FIRST { 0 } else { RANKS - 1 };
                                if sq / FILES == home {
                                    return Err(RuleError::SpearmanBehind { side: name, square: board::name(Square::new(sq)), rank: home as u8 + 1 });
                                }
                                f
                            }
                        };
                        counts[side][if code <= board::RIGHT { STRAIGHT } else { code } as usize] += 1;
                        board::piece(side, code)
                    }
                };
            }
        }
        for side in Seat::all(2) {
            if counts[side][ELEPHANT as usize] == 0 {
                return Err(RuleError::NoElephant { side: board::side_name(side) });
            }
        }
        for side in Seat::all(2) {
            for (kind, kinds) in [(ELEPHANT, "Elephants"), (KNIGHT, "Knights"), (TOWER, "War Towers"), (STRAIGHT, "Spearmen")] {
                let (count, most) = (counts[side][kind as usize], rules.start_counts[side][kind as usize]);
                if count > most as usize {
                    return Err(RuleError::TooMany { side: board::side_name(side), count, kinds, most });
                }
            }
        }
        if let Err(limit) = rules.history().check_quiet(self.quiet) {
            return Err(RuleError::QuietPastLimit { quiet: self.quiet, limit, turns: limit / 2 });
        }
        Ok(ThreeElephant::from_cells(rules, cells, self.to_move))
    }
}

impl Setup {
    /// The position under a configuration's rules (game, variant, options), with the counters
    /// of its trailing field: `to_position` for callers outside the engine.
    pub fn into_position(&self, config: &GameConfig) -> Result<(ThreeElephant, Counters), PositionError> {
        let rules = Arc::new(Rules::for_config(config).map_err(PositionError::Config)?);
        Ok((self.to_position(rules)?, Counters { quiet: self.quiet, ..Counters::default() }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "tn1eee1nt/sssssssss/9/5#3/9/3#5/9/SSSSSSSSS/TN1EEE1NT w";

    fn problem(text: &str) -> (usize, Problem) {
        let e = Setup::read(text).unwrap_err();
        (e.column, e.problem)
    }

    #[test]
    fn reads_and_writes_the_start() {
        let s = Setup::read(START).unwrap();
        assert_eq!(s.to_move, Seat::FIRST);
        assert_eq!(s.quiet, 0);
        let at = |n: &str| s.squares[board::parse_square(n).unwrap()];
        assert_eq!(at("d4"), Occupant::Stone);
        assert_eq!(at("e9"), Occupant::Piece { side: Seat::SECOND, kind: Kind::Elephant });
        assert_eq!(at("a2"), Occupant::Piece { side: Seat::FIRST, kind: Kind::Spearman(Dir8::N) });
        assert_eq!(at("a8"), Occupant::Piece { side: Seat::SECOND, kind: Kind::Spearman(Dir8::S) });
        assert_eq!(s.write(), START);
        // Only the written form is read: no '.' for an empty square, no count of 0.
        assert_eq!(problem("tn.eee.nt/sssssssss/9/5#3/9/3#5/9/SSSSSSSSS/TN.EEE.NT w"), (3, Problem::NotASquare('.')));
        assert_eq!(problem(&format!("{START} 0")), (START.len() + 2, Problem::ZeroCount));
        let counted = Setup::read(&format!("{START} 17")).unwrap();
        assert_eq!(counted.quiet, 17);
        assert_eq!(counted.write(), format!("{START} 17"));
    }

    #[test]
    fn grammar_errors_name_the_character() {
        assert_eq!(problem(""), (1, Problem::Empty));
        assert_eq!(problem(" 9/9"), (1, Problem::LeadingSpace));
        assert_eq!(problem("x8/9/9/9/9/9/9/9/9 w"), (1, Problem::NotASquare('x')));
        assert_eq!(problem("9/9/9 w"), (6, Problem::TooFewRanks { ranks: 3 }));
        assert_eq!(problem("8/9/9/9/9/9/9/9/9 w"), (2, Problem::RankTooShort { rank: 9, squares: 8 }));
        assert_eq!(problem("9/9/9/9/9/9/9/9/9/9 w"), (18, Problem::TooManyRanks));
        assert_eq!(problem("9/45/9/9/9/9/9/9/9 w"), (4, Problem::DigitAfterDigit));
        assert_eq!(problem("9/0/9/9/9/9/9/9/9 w"), (3, Problem::ZeroRun));
        assert_eq!(problem("9/8EE/9/9/9/9/9/9/9 w"), (5, Problem::RankTooLong { rank: 8 }));
        assert_eq!(problem("9/9/9/9/9/9/9/9/9"), (18, Problem::NoSide));
        assert_eq!(problem("9/9/9/9/9/9/9/9/9 "), (19, Problem::NoSide));
        assert_eq!(problem("9/9/9/9/9/9/9/9/9 q"), (19, Problem::BadSide('q')));
        assert_eq!(problem("9/9/9/9/9/9/9/9/9 W"), (19, Problem::BadSide('W')));
        assert_eq!(problem("9/9/9/9/9/9/9/9/9  w"), (19, Problem::ExtraSpace));
        assert_eq!(problem("9/9/9/9/9/9/9/9/9 wb"), (20, Problem::AfterSide('b')));
        assert_eq!(problem("9/9/9/9/9/9/9/9/9 w "), (20, Problem::TrailingSpace));
        assert_eq!(problem("9/9/9/9/9/9/9/9/9 w x"), (21, Problem::BadCount('x')));
        assert_eq!(problem("9/9/9/9/9/9/9/9/9 w 07"), (21, Problem::LeadingZero));
        assert_eq!(problem("9/9/9/9/9/9/9/9/9 w 99999999999"), (21, Problem::CountTooLarge));
        assert_eq!(problem("9/9/9/9/9/9/9/9/9 w 12 3"), (23, Problem::Trailing(' ')));
        assert_eq!(problem("9/9/9/9/9/9/9/9/9 w 12 "), (23, Problem::TrailingSpace));
        // Columns count characters, not bytes.
        assert_eq!(problem("é8/9/9/9/9/9/9/9/9 w"), (1, Problem::NotASquare('é')));
        assert_eq!(problem("9/9/9/9/9/9/9/9/9 w ٣"), (21, Problem::BadCount('٣')));
    }

    #[test]
    fn a_setup_built_in_code_can_say_what_no_string_says() {
        let mut s = Setup::read(START).unwrap();
        let e2 = board::parse_square("e2").unwrap();
        s.squares[e2] = Occupant::Piece { side: Seat::FIRST, kind: Kind::Spearman(Dir8::S) };
        assert!(s.write().starts_with("tn1eee1nt/sssssssss/9/5#3/9/3#5/9/SSSS?SSSS/"));
        assert!(Setup::read(&s.write()).is_err());
    }
}
