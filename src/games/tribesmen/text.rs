//! Position strings (`docs/positions/tribesmen.md`): text → [`Setup`] (what the string says,
//! which may break the rules) → a validated position.
//!
//! A string is the ranks from the highest down, separated by `/`; within a rank the squares
//! from file a on, separated by `,`: a number of empty squares, or a stack written as its
//! owner's letter (`R` Red, `Y` Yellow, `B` Blue, `G` Green) and its pyramids bottom to top
//! (`l` large, `m` medium, `s` small, the king). One space, then the side to move in lower
//! case. The two-player start:
//!
//! ```text
//! Blm,Blm,Blms,Blm,Blm/5/5/5/Rlm,Rlm,Rlms,Rlm,Rlm r
//! ```

use super::board::{Board, Cell, End, Why, bit};
use super::data::{BothLow, Rules};
use super::movegen;
use crate::core::bits::{Bits, Square};
use crate::core::{PositionError, Seat};

/// The four tribes' colours, as position strings name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    Red,
    Yellow,
    Blue,
    Green,
}

impl Colour {
    pub const ALL: [Colour; 4] = [Colour::Red, Colour::Yellow, Colour::Blue, Colour::Green];

    /// The owner letter in a stack (upper case); the side to move is its lower case.
    pub fn letter(self) -> char {
        match self {
            Colour::Red => 'R',
            Colour::Yellow => 'Y',
            Colour::Blue => 'B',
            Colour::Green => 'G',
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Colour::Red => "Red",
            Colour::Yellow => "Yellow",
            Colour::Blue => "Blue",
            Colour::Green => "Green",
        }
    }

    fn from_letter(c: char) -> Option<Colour> {
        Colour::ALL.into_iter().find(|k| k.letter() == c)
    }

    fn from_name(name: &str) -> Option<Colour> {
        Colour::ALL.into_iter().find(|k| k.name() == name)
    }
}

impl std::fmt::Display for Colour {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A pyramid's size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Size {
    Small,
    Medium,
    Large,
}

impl Size {
    pub fn letter(self) -> char {
        match self {
            Size::Small => 's',
            Size::Medium => 'm',
            Size::Large => 'l',
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Size::Small => "small",
            Size::Medium => "medium",
            Size::Large => "large",
        }
    }

    fn from_letter(c: char) -> Option<Size> {
        [Size::Small, Size::Medium, Size::Large].into_iter().find(|s| s.letter() == c)
    }
}

/// One pyramid of a stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pyramid {
    pub colour: Colour,
    pub size: Size,
}

/// What a position string says, rule or no rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The ranks from the highest down; each holds its squares from file a on, and each square
    /// its pyramids bottom to top (none: empty). Every rank has the same number of squares.
    pub ranks: Vec<Vec<Vec<Pyramid>>>,
    pub to_move: Colour,
}

/// The widest and tallest board a string may describe (files are letters a–z).
const MAX_SIDE: usize = 26;

/// What is wrong with the text of a position string.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    #[error("{}", crate::t!("tribesmen-position-empty"))]
    Empty,
    #[error("{}", crate::t!("tribesmen-position-missing-square"))]
    MissingSquare,
    #[error("{}", crate::t!("tribesmen-position-bad-square", char = crate::core::text::quoted_char(*.0).to_string()))]
    BadSquare(char),
    #[error("{}", crate::t!("tribesmen-position-no-pyramids", letter = .0.to_string()))]
    NoPyramids(char),
    #[error("{}", crate::t!("tribesmen-position-bad-in-stack", char = crate::core::text::quoted_char(*.0).to_string()))]
    BadInStack(char),
    #[error("{}", crate::t!("tribesmen-position-repeated-owner", letter = .0.to_string()))]
    RepeatedOwner(char),
    #[error("{}", crate::t!("tribesmen-position-after-number", char = crate::core::text::quoted_char(*.0).to_string()))]
    AfterNumber(char),
    #[error("{}", crate::t!("tribesmen-position-bad-number"))]
    BadNumber,
    #[error("{}", crate::t!("tribesmen-position-two-numbers"))]
    TwoNumbers,
    #[error("{}", crate::t!("tribesmen-position-rank-length", rank = *.rank, count = *.found, want = *.want))]
    RankLength { rank: usize, found: usize, want: usize },
    #[error("{}", crate::t!("tribesmen-position-too-wide", most = MAX_SIDE))]
    TooWide,
    #[error("{}", crate::t!("tribesmen-position-too-tall", most = MAX_SIDE))]
    TooTall,
    #[error("{}", crate::t!("tribesmen-position-no-side"))]
    NoSide,
    #[error("{}", crate::t!("tribesmen-position-extra-space"))]
    ExtraSpace,
    #[error("{}", crate::t!("tribesmen-position-upper-side", char = crate::core::text::quoted_char(*.0).to_string()))]
    UpperSide(char),
    #[error("{}", crate::t!("tribesmen-position-bad-side", char = crate::core::text::quoted_char(*.0).to_string()))]
    BadSide(char),
    #[error("{}", crate::t!("tribesmen-position-trailing", char = crate::core::text::quoted_char(*.0).to_string()))]
    Trailing(char),
}

/// A grammar error: where in the text, and what is wrong there.
pub type SyntaxError = crate::core::position::SyntaxError<Problem>;

/// A rule that a setup breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("{}", crate::t!("tribesmen-illegal-board-size", files = *.files, ranks = *.ranks, want_files = *.want_files, want_ranks = *.want_ranks))]
    BoardSize { files: usize, ranks: usize, want_files: usize, want_ranks: usize },
    #[error("{}", crate::t!("tribesmen-illegal-not-playing", side = tribe(.colour), square = .square, tribes = tribes_words(.tribes)))]
    NotPlaying { colour: Colour, square: String, tribes: String },
    #[error("{}", crate::t!("tribesmen-illegal-side-not-playing", side = tribe(.colour), tribes = tribes_words(.tribes)))]
    SideNotPlaying { colour: Colour, tribes: String },
    #[error("{}", crate::t!("tribesmen-illegal-two-colours", square = .square, lower = colour_words(.lower), upper = colour_words(.upper)))]
    TwoColours { square: String, lower: Colour, upper: Colour },
    #[error("{}", crate::t!("tribesmen-illegal-on-smaller", square = .square, upper = size_words(.upper), lower = size_words(.lower)))]
    OnSmaller { square: String, upper: &'static str, lower: &'static str },
    #[error("{}", crate::t!("tribesmen-illegal-too-many", side = tribe(.colour), count = *.count, size = size_words(.size), most = *.most))]
    TooMany { colour: Colour, count: usize, size: &'static str, most: usize },
    #[error("{}", crate::t!("tribesmen-illegal-kings", side = tribe(.colour), count = *.count))]
    Kings { colour: Colour, count: usize },
    #[error("{}", crate::t!("tribesmen-illegal-no-king", side = tribe(.colour)))]
    NoKing { colour: Colour },
    #[error("{}", crate::t!("tribesmen-illegal-no-tribe", side = tribe(.colour)))]
    NoTribe { colour: Colour },
    #[error("{}", crate::t!("tribesmen-illegal-side-out", side = tribe(.colour)))]
    SideOut { colour: Colour },
    #[error("{}", crate::t!("tribesmen-illegal-blind", square = .square, side = tribe(.colour), king = .king))]
    Blind { square: String, colour: Colour, king: String },
    #[error("{}", crate::t!("tribesmen-illegal-few-still-in", side = tribe(.colour), count = *.count))]
    FewStillIn { colour: Colour, count: usize },
    #[error("{}", crate::t!("tribesmen-illegal-lone-few", side = tribe(.colour), count = *.count))]
    LoneFew { colour: Colour, count: usize },
    #[error("{}", crate::t!("tribesmen-illegal-no-action-in-four", side = tribe(.colour)))]
    NoActionInFour { colour: Colour },
}

/// A tribe by its colour, in the player's language ("Red" is "Rot").
fn tribe(colour: &Colour) -> String {
    crate::core::words::side(colour.name())
}

/// A colour as a word, in the player's language.
fn colour_words(colour: &Colour) -> String {
    crate::core::words::colour(colour.name())
}

/// The tribes of a game, listed in English ("Red, Blue"), in the player's language.
fn tribes_words(list: &str) -> String {
    let names: Vec<String> = list.split(", ").map(crate::core::words::side).collect();
    names.join(&crate::t!("list-separator"))
}

/// A pyramid's size ("large"), in the player's language.
pub(super) fn size_words(size: &str) -> String {
    match size {
        "small" => crate::t!("tribesmen-size-small"),
        "medium" => crate::t!("tribesmen-size-medium"),
        "large" => crate::t!("tribesmen-size-large"),
        other => other.to_string(),
    }
}

impl From<SetupError> for PositionError {
    fn from(e: SetupError) -> PositionError {
        PositionError::Illegal(e.to_string())
    }
}

/// Reads a string character by character, knowing each one's column.
struct Reader<'a> {
    chars: std::iter::Peekable<std::iter::Enumerate<std::str::Chars<'a>>>,
    len: usize,
}

impl Reader<'_> {
    /// The next character and its column (from 1); past the end, `None` and the column after
    /// the last character.
    fn peek(&mut self) -> (Option<char>, usize) {
        match self.chars.peek() {
            Some(&(i, c)) => (Some(c), i + 1),
            None => (None, self.len + 1),
        }
    }

    fn bump(&mut self) {
        self.chars.next();
    }
}

fn fail<T>(column: usize, problem: Problem) -> Result<T, SyntaxError> {
    Err(SyntaxError { column, problem })
}

fn ends_square(c: Option<char>) -> bool {
    matches!(c, None | Some(',' | '/' | ' '))
}

impl Setup {
    /// Reads a position string strictly: nothing is guessed or corrected, and an error names
    /// the character where the text stops following the grammar.
    pub fn read(text: &str) -> Result<Setup, SyntaxError> {
        let mut r = Reader { chars: text.chars().enumerate().peekable(), len: text.chars().count() };
        if text.is_empty() {
            return fail(1, Problem::Empty);
        }
        let mut ranks: Vec<Vec<Vec<Pyramid>>> = Vec::new();
        loop {
            if ranks.len() == MAX_SIDE {
                return fail(r.peek().1, Problem::TooTall);
            }
            let rank = read_rank(&mut r, ranks.len() + 1, ranks.first().map(Vec::len))?;
            ranks.push(rank);
            match r.peek() {
                (Some('/'), _) => r.bump(),
                (Some(' '), _) => {
                    r.bump();
                    break;
                }
                (_, col) => return fail(col, Problem::NoSide),
            }
        }
        let to_move = match r.peek() {
            (Some(c), col) => {
                if c.is_whitespace() {
                    return fail(col, Problem::ExtraSpace);
                }
                match Colour::from_letter(c.to_ascii_uppercase()) {
                    Some(_) if c.is_ascii_uppercase() => return fail(col, Problem::UpperSide(c)),
                    Some(k) => k,
                    None => return fail(col, Problem::BadSide(c)),
                }
            }
            (None, col) => return fail(col, Problem::NoSide),
        };
        r.bump();
        if let (Some(c), col) = r.peek() {
            return fail(col, Problem::Trailing(c));
        }
        Ok(Setup { ranks, to_move })
    }

    /// The canonical string: runs of empty squares as one number, each stack's owner letter
    /// once per colour.
    pub fn write(&self) -> String {
        let ranks: Vec<String> = self
            .ranks
            .iter()
            .map(|rank| {
                let mut items: Vec<String> = Vec::new();
                let mut empty = 0;
                for square in rank {
                    if square.is_empty() {
                        empty += 1;
                        continue;
                    }
                    if empty > 0 {
                        items.push(empty.to_string());
                        empty = 0;
                    }
                    let mut item = String::new();
                    let mut owner = None;
                    for p in square {
                        if owner != Some(p.colour) {
                            item.push(p.colour.letter());
                            owner = Some(p.colour);
                        }
                        item.push(p.size.letter());
                    }
                    items.push(item);
                }
                if empty > 0 {
                    items.push(empty.to_string());
                }
                items.join(",")
            })
            .collect();
        format!("{} {}", ranks.join("/"), self.to_move.letter().to_ascii_lowercase())
    }
}

/// One rank: its squares, checked against the width of the first rank (`want`).
fn read_rank(r: &mut Reader, number: usize, want: Option<usize>) -> Result<Vec<Vec<Pyramid>>, SyntaxError> {
    let mut squares: Vec<Vec<Pyramid>> = Vec::new();
    let mut last_was_number = false;
    loop {
        let (c, col) = r.peek();
        match c {
            Some(d) if d.is_ascii_digit() => {
                if last_was_number {
                    return fail(col, Problem::TwoNumbers);
                }
                if d == '0' {
                    return fail(col, Problem::BadNumber);
                }
                let mut n = 0usize;
                while let (Some(d), _) = r.peek() {
                    let Some(v) = d.to_digit(10) else { break };
                    n = n * 10 + v as usize;
                    if squares.len() + n > MAX_SIDE {
                        return fail(col, Problem::TooWide);
                    }
                    r.bump();
                }
                squares.extend(std::iter::repeat_n(Vec::new(), n));
                last_was_number = true;
                if let (Some(c), col) = r.peek()
                    && !ends_square(Some(c))
                {
                    return fail(col, Problem::AfterNumber(c));
                }
            }
            Some(o) if Colour::from_letter(o).is_some() => {
                if squares.len() == MAX_SIDE {
                    return fail(col, Problem::TooWide);
                }
                squares.push(read_stack(r)?);
                last_was_number = false;
            }
            Some(',' | '/' | ' ') | None => return fail(col, Problem::MissingSquare),
            Some(other) => return fail(col, Problem::BadSquare(other)),
        }
        if let Some(w) = want
            && squares.len() > w
        {
            return fail(col, Problem::RankLength { rank: number, found: squares.len(), want: w });
        }
        match r.peek() {
            (Some(','), _) => r.bump(),
            (_, col) => {
                if let Some(w) = want
                    && squares.len() != w
                {
                    return fail(col, Problem::RankLength { rank: number, found: squares.len(), want: w });
                }
                return Ok(squares);
            }
        }
    }
}

/// One stack: owner letters, each followed by sizes, bottom to top.
fn read_stack(r: &mut Reader) -> Result<Vec<Pyramid>, SyntaxError> {
    let mut stack = Vec::new();
    let mut owners: Vec<Colour> = Vec::new();
    loop {
        let (c, col) = r.peek();
        // Called on an owner letter, and looping only on one.
        let Some(colour) = c.and_then(Colour::from_letter) else { return Ok(stack) };
        if owners.contains(&colour) {
            return fail(col, Problem::RepeatedOwner(colour.letter()));
        }
        owners.push(colour);
        r.bump();
        let mut sizes = 0;
        loop {
            let (c, col) = r.peek();
            match c.and_then(Size::from_letter) {
                Some(size) => {
                    stack.push(Pyramid { colour, size });
                    sizes += 1;
                    r.bump();
                }
                None if sizes == 0 => return fail(col, Problem::NoPyramids(colour.letter())),
                None if ends_square(c) => return Ok(stack),
                None if c.and_then(Colour::from_letter).is_some() => break,
                None => return fail(col, Problem::BadInStack(c.unwrap_or(' '))),
            }
        }
    }
}

fn colour_of_seat(r: &Rules, seat: Seat) -> Colour {
    Colour::from_name(&r.seats[seat].name).expect("every seat of the game's data is one of the four colours")
}

fn tribes(r: &Rules) -> String {
    r.seats.iter().map(|s| s.name.as_str()).collect::<Vec<_>>().join(", ")
}

/// The setup of a board (bottom to top, the ranks from the highest down).
pub(crate) fn setup_of(r: &Rules, b: &Board) -> Setup {
    let ranks = (0..r.ranks)
        .rev()
        .map(|rank| {
            (0..r.files)
                .map(|f| {
                    let c = b.cells[rank * r.files + f];
                    if c.is_empty() {
                        return Vec::new();
                    }
                    let colour = colour_of_seat(r, c.owner);
                    c.sizes().map(|s| Pyramid { colour, size: [Size::Small, Size::Medium, Size::Large][usize::from(s) - 1] }).collect()
                })
                .collect()
        })
        .collect();
    Setup { ranks, to_move: colour_of_seat(r, b.to_move) }
}

/// The board a setup describes, if its stacks keep the demands and the tribes' pyramids.
pub(crate) fn board_of(r: &Rules, s: &Setup) -> Result<Board, SetupError> {
    let files = s.ranks.first().map_or(0, Vec::len);
    if s.ranks.len() != r.ranks || files != r.files || s.ranks.iter().any(|rank| rank.len() != files) {
        return Err(SetupError::BoardSize { files, ranks: s.ranks.len(), want_files: r.files, want_ranks: r.ranks });
    }
    let seat_of = |colour: Colour| Seat::all(r.seats()).find(|&seat| colour_of_seat(r, seat) == colour);
    // Per seat: large, medium, small.
    let mut owned = vec![[0usize; 3]; r.seats()];
    let mut cells = Vec::new();
    for (row, rank) in s.ranks.iter().enumerate() {
        for (f, square) in rank.iter().enumerate() {
            let Some(bottom) = square.first() else { continue };
            let sq = Square::new((r.ranks - 1 - row) * r.files + f);
            let name = || r.square_name(sq).to_string();
            for w in square.windows(2) {
                if w[1].colour != w[0].colour {
                    return Err(SetupError::TwoColours { square: name(), lower: w[0].colour, upper: w[1].colour });
                }
                if w[1].size > w[0].size {
                    return Err(SetupError::OnSmaller { square: name(), upper: w[1].size.name(), lower: w[0].size.name() });
                }
            }
            let seat = seat_of(bottom.colour).ok_or_else(|| SetupError::NotPlaying { colour: bottom.colour, square: name(), tribes: tribes(r) })?;
            let mut n = [0usize; 3];
            for p in square {
                n[2 - p.size as usize] += 1;
            }
            for (total, k) in owned[seat].iter_mut().zip(n) {
                *total += k;
            }
            cells.push((sq, seat, n));
        }
    }
    check_tribes(r, &owned)?;
    let to_move = seat_of(s.to_move).ok_or_else(|| SetupError::SideNotPlaying { colour: s.to_move, tribes: tribes(r) })?;
    let mut b = Board::empty();
    for (sq, seat, [l, m, s]) in cells {
        b.set(sq, Cell::new(seat, (l as u8, m as u8, s as u8)));
    }
    b.to_move = to_move;
    Ok(b)
}

/// Each tribe owns five large and five medium pyramids and one king; a tribe with pyramids
/// has its king. `owned`: per seat, its large, medium and small pyramids.
fn check_tribes(r: &Rules, owned: &[[usize; 3]]) -> Result<(), SetupError> {
    for (seat, &[l, m, s]) in Seat::all(r.seats()).zip(owned) {
        let colour = colour_of_seat(r, seat);
        for (count, size) in [(l, "large"), (m, "medium")] {
            if count > 5 {
                return Err(SetupError::TooMany { colour, count, size, most: 5 });
            }
        }
        if s > 1 {
            return Err(SetupError::Kings { colour, count: s });
        }
        if s == 0 && l + m > 0 {
            return Err(SetupError::NoKing { colour });
        }
    }
    Ok(())
}

/// Judges a board whose stacks and side to move are set: marks the tribes with pyramids as
/// in, refuses what no turn can leave behind, and says whether the game is over, as the end of
/// the turn that led here would have (`Board::settle_with`). `allow_blind` lets blind stacks stand.
pub(crate) fn judge(r: &Rules, b: &mut Board, allow_blind: bool) -> Result<Option<End>, SetupError> {
    let colour = |seat: Seat| colour_of_seat(r, seat);
    let two = r.seats() == 2;
    let mut owned = vec![[0usize; 3]; r.seats()];
    for c in b.cells.iter().filter(|c| !c.is_empty()) {
        let t = &mut owned[c.owner];
        *t = [t[0] + usize::from(c.large), t[1] + usize::from(c.medium), t[2] + usize::from(c.small)];
    }
    check_tribes(r, &owned)?;
    b.active = 0;
    for seat in Seat::all(r.seats()) {
        if b.count[seat] > 0 {
            b.active |= bit(seat);
        } else if two {
            return Err(SetupError::NoTribe { colour: colour(seat) });
        }
    }
    let me = b.to_move;
    if !two && b.active == 0 {
        // Every tribe still in dropped to four or fewer in one turn, and all their pyramids
        // left the board with them: a draw. The four-player reason names no mover.
        return Ok(Some(End::Draw(Why::AllFew(me))));
    }
    if !b.is_active(me) {
        return Err(SetupError::SideOut { colour: colour(me) });
    }
    if !allow_blind {
        let blind = b.blind(r);
        if blind != 0 {
            let sq = blind.lowest();
            let owner = b.cells[sq].owner;
            // A blind stack is not its king's and its tribe has a king (`Board::blind`).
            let king = b.king[owner];
            return Err(SetupError::Blind { square: r.square_name(sq).into(), colour: colour(owner), king: r.square_name(king).into() });
        }
    }
    let low: Vec<Seat> = Seat::all(r.seats()).filter(|&s| b.is_active(s) && b.count[s] <= 4).collect();
    let active = b.active.len();
    if two {
        // The player who made the last turn: the one not to move.
        let mover = me.other();
        if low.len() == 2 {
            return Ok(Some(match r.both_low {
                BothLow::MoverWins => End::Win { winner: mover, why: Why::AllFew(mover) },
                BothLow::MoverLoses => End::Win { winner: me, why: Why::AllFew(mover) },
                BothLow::Draw => End::Draw(Why::AllFew(mover)),
            }));
        }
        if let [loser] = low[..] {
            return Ok(Some(End::Win { winner: loser.other(), why: Why::FewPyramids(loser) }));
        }
        if !movegen::has_action(b, r, me) {
            let why = Why::NoAction(me);
            return Ok(Some(if r.no_action_draws { End::Draw(why) } else { End::Win { winner: mover, why } }));
        }
        return Ok(None);
    }
    if let Some(&seat) = low.first() {
        // A tribe at four or fewer leaves the board with the turn that took it there.
        return Err(if active == 1 {
            SetupError::LoneFew { colour: colour(seat), count: usize::from(b.count[seat]) }
        } else {
            SetupError::FewStillIn { colour: colour(seat), count: usize::from(b.count[seat]) }
        });
    }
    if active == 1 {
        return Ok(Some(End::Win { winner: me, why: Why::LastStanding }));
    }
    if !movegen::has_action(b, r, me) {
        return Err(SetupError::NoActionInFour { colour: colour(me) });
    }
    Ok(None)
}
