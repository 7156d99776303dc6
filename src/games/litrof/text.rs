//! Positions as text (`docs/positions/litrof.md`): the position string, read into a plain
//! [`Setup`] (which may break the rules), written back canonically, and validated into an
//! engine position.
//!
//! The string is the board from the chamber c9 down to the chamber c0, ten `/`-separated
//! parts (c9, ranks 8 to 1, c0), then the two players' colours and the colour to move:
//!
//! ```text
//! 1/[BYP][BRG][BGY][BPO][BOR]/bb1bb/5/5/5/5/oo1oo/[OPR][ORY][OBG][OYB][OGP]/1 OB O
//! ```
//!
//! A tower is `[` cap power movement `]` in the spectral letters R O Y G B P, `-` for a missing
//! pyramid; a Pawn is its colour's lower-case letter; a digit is that many empty squares.
//! Reading accepts exactly the strings `write` produces, so `write(read(s)) == s`.

use super::board::Cell;
use super::data::{SQ, Tables};
use super::{Litrof, Rules};
use crate::core::bits::Square;
use crate::core::{GameConfig, IcehouseColour, PositionError, Seat};

/// Files and ranks of the main board, as the grammar writes them.
const FILES: usize = 5;
const RANKS: usize = 8;
/// The spectral letters: upper case in towers and colour fields, lower case for Pawns.
const LETTERS: [char; 6] = ['R', 'O', 'Y', 'G', 'B', 'P'];

/// One piece, as a position string writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// A lone medium of a player's colour.
    Pawn(IcehouseColour),
    /// Cap (small), power (medium) and movement (large); `None` where that pyramid is missing.
    Tower { cap: Option<IcehouseColour>, power: Option<IcehouseColour>, movement: Option<IcehouseColour> },
}

/// What a position string says, whether or not the rules can hold it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The main board: `ranks[0]` is rank 1, each from file a to file e.
    pub ranks: [[Option<Piece>; FILES]; RANKS],
    /// The chambers, by the seat each belongs to: `[0]` is c0 (the first player's), `[1]` c9.
    pub chambers: [Option<Piece>; 2],
    /// The players' colours as written: the first plays from ranks 1–2.
    pub colours: [IcehouseColour; 2],
    pub to_move: IcehouseColour,
}

/// What is wrong with the text, before any rule is asked.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    #[error("{}", crate::t!("litrof-position-empty"))]
    Empty,
    #[error("{}", crate::t!("litrof-position-unexpected", char = crate::core::text::quoted_char(*.found).to_string(), part = fragment(.part), expected = fragment(.expected)))]
    Unexpected { found: char, part: String, expected: &'static str },
    #[error("{}", crate::t!("litrof-position-too-many-squares", part = fragment(.part), count = *.squares))]
    TooManySquares { part: String, squares: usize },
    #[error("{}", crate::t!("litrof-position-too-few-squares", part = fragment(.part), have = *.have, count = *.squares))]
    TooFewSquares { part: String, have: usize, squares: usize },
    #[error("{}", crate::t!("litrof-position-zero"))]
    Zero,
    #[error("{}", crate::t!("litrof-position-counts-together"))]
    CountsTogether,
    #[error("{}", crate::t!("litrof-position-bad-slot", char = crate::core::text::quoted_char(*.found).to_string(), slot = fragment(.slot)))]
    BadSlot { found: char, slot: &'static str },
    #[error("{}", crate::t!("litrof-position-unclosed", found = fragment(.found)))]
    Unclosed { found: String },
    #[error("{}", crate::t!("litrof-position-short-tower", found = fragment(.found), slot = fragment(.slot)))]
    ShortTower { found: String, slot: &'static str },
    #[error("{}", crate::t!("litrof-position-ends", part = fragment(.part), missing = fragment(.missing)))]
    Ends { part: String, missing: &'static str },
    #[error("{}", crate::t!("litrof-position-separator", char = crate::core::text::quoted_char(*.found).to_string(), part = fragment(.part), expected = fragment(.expected)))]
    Separator { found: char, part: String, expected: &'static str },
    #[error("{}", crate::t!("litrof-position-not-a-colour", found = fragment(.found), what = fragment(.what)))]
    NotAColour { found: String, what: &'static str },
    #[error("{}", crate::t!("litrof-position-trailing", char = crate::core::text::quoted_char(*.found).to_string()))]
    Trailing { found: char },
}

/// A part of an error the reader writes in English (a part of the board, what is expected
/// there), in the player's language; what it does not know (a character found) as it is.
fn fragment(english: &str) -> String {
    let id = match english {
        "the chamber c9" => "litrof-part-c9",
        "the chamber c0" => "litrof-part-c0",
        "the end of the text" => "litrof-found-end",
        "cap" => "litrof-slot-cap",
        "power" => "litrof-slot-power",
        "movement" => "litrof-slot-movement",
        "one square: 1 when empty, or a Pawn (r o y g b p) or a tower ([cap power movement])" => "litrof-expected-chamber",
        "Pawns (r o y g b p), towers ([cap power movement], like [OBG]) and numbers of empty squares (1-5)" => "litrof-expected-rank",
        "'/' and the next part of the board should follow" => "litrof-missing-next-part",
        "the board has ten parts, c9, ranks 8 to 1 and c0, separated by '/'" => "litrof-expected-ten-parts",
        "the board ends with c0; a space and the players' colours follow" => "litrof-expected-end-of-board",
        "the board" => "litrof-part-board",
        "a space and the two players' colours (like OB) should follow" => "litrof-missing-colours",
        "the first player's colour" => "litrof-what-first-colour",
        "the second player's colour" => "litrof-what-second-colour",
        "the players' colours" => "litrof-part-colours",
        "a space and the colour to move should follow" => "litrof-missing-to-move",
        "the colour to move" => "litrof-what-to-move",
        other => {
            return match other.strip_prefix("rank ") {
                Some(rank) => crate::t!("litrof-part-rank", rank = rank),
                None => other.to_string(),
            };
        }
    };
    crate::t!(id)
}

/// A grammar error: where in the text, and what is wrong there.
pub type SyntaxError = crate::core::position::SyntaxError<Problem>;

/// A player's colour named in an error, in the player's language.
fn side_words(name: &str) -> String {
    crate::core::words::side(name)
}

/// A colour as a word in an error, in the player's language.
fn colour_words(name: &str) -> String {
    crate::core::words::colour(name)
}

/// A rule that the position breaks. Its colours are named in English and said in the
/// player's language.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("{}", crate::t!("litrof-illegal-same-colours", side = side_words(.0)))]
    SameColours(&'static str),
    #[error("{}", crate::t!("litrof-illegal-colour-order", first = side_words(.first), second = side_words(.second)))]
    ColourOrder { first: &'static str, second: &'static str },
    #[error("{}", crate::t!("litrof-illegal-side-not-playing", side = side_words(.side), first = side_words(.first), second = side_words(.second)))]
    SideNotPlaying { side: &'static str, first: &'static str, second: &'static str },
    #[error("{}", crate::t!("litrof-illegal-in-chamber", square = .square))]
    InChamber { square: String },
    #[error(
        "{}",
        crate::t!("litrof-illegal-pawn-of-nobody", square = .square, colour = colour_words(.colour), first = side_words(.first), second = side_words(.second))
    )]
    PawnOfNobody { square: String, colour: &'static str, first: &'static str, second: &'static str },
    #[error(
        "{}",
        crate::t!("litrof-illegal-cap-of-nobody", square = .square, colour = colour_words(.colour), first = side_words(.first), second = side_words(.second))
    )]
    CapOfNobody { square: String, colour: &'static str, first: &'static str, second: &'static str },
    #[error("{}", crate::t!("litrof-illegal-too-few-pyramids", square = .square))]
    TooFewPyramids { square: String },
    #[error("{}", crate::t!("litrof-illegal-colour-twice", square = .square, colour = colour_words(.colour)))]
    ColourTwice { square: String, colour: &'static str },
    /// `what` is said in the player's language when the error is made.
    #[error(
        "{}",
        crate::t!("litrof-illegal-too-many", count = *.count, what = .what, squares = .squares, max = *.max, first = side_words(.first), second = side_words(.second))
    )]
    TooMany { count: usize, what: String, squares: String, max: usize, first: &'static str, second: &'static str },
}

impl From<RuleError> for PositionError {
    fn from(e: RuleError) -> PositionError {
        PositionError::Illegal(e.to_string())
    }
}

fn colour_of(letter: char) -> Option<IcehouseColour> {
    LETTERS.iter().position(|&l| l == letter).map(|i| IcehouseColour::SPECTRAL[i])
}

fn letter(c: IcehouseColour) -> char {
    LETTERS[index(c) as usize]
}

fn index(c: IcehouseColour) -> u8 {
    IcehouseColour::SPECTRAL.iter().position(|&x| x == c).expect("a spectral colour") as u8
}

/// The name of part `i` of the board (0 = c9, 1..=8 = ranks 8 to 1, 9 = c0).
fn part_name(i: usize) -> String {
    match i {
        0 => "the chamber c9".into(),
        9 => "the chamber c0".into(),
        _ => format!("rank {}", RANKS + 1 - i),
    }
}

/// Reads a text character by character, with the column of each.
struct Reader {
    chars: Vec<char>,
    at: usize,
}

impl Reader {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }
    fn fail(&self, problem: Problem) -> SyntaxError {
        SyntaxError { column: self.at + 1, problem }
    }
    fn found(&self) -> String {
        self.peek().map_or("the end of the text".into(), |c| format!("'{}'", crate::core::text::quoted_char(c)))
    }

    /// One part of the board: `squares` squares of pieces and numbers of empty squares.
    fn part(&mut self, i: usize, squares: usize) -> Result<Vec<Option<Piece>>, SyntaxError> {
        let part = part_name(i);
        let expected = if squares == 1 {
            "one square: 1 when empty, or a Pawn (r o y g b p) or a tower ([cap power movement])"
        } else {
            "Pawns (r o y g b p), towers ([cap power movement], like [OBG]) and numbers of empty squares (1-5)"
        };
        let mut out: Vec<Option<Piece>> = Vec::new();
        let mut last_count = false;
        while let Some(c) = self.peek() {
            if c == '/' || c == ' ' {
                break;
            }
            let start = self.at;
            let add = |out: &mut Vec<Option<Piece>>, n: usize, fill: Option<Piece>| {
                if out.len() + n > squares {
                    return Err(SyntaxError { column: start + 1, problem: Problem::TooManySquares { part: part.clone(), squares } });
                }
                out.extend(std::iter::repeat_n(fill, n));
                Ok(())
            };
            if let Some(d) = c.to_digit(10) {
                if d == 0 {
                    return Err(self.fail(Problem::Zero));
                }
                if last_count {
                    return Err(self.fail(Problem::CountsTogether));
                }
                add(&mut out, d as usize, None)?;
                self.at += 1;
                last_count = true;
                continue;
            }
            last_count = false;
            if let Some(colour) = colour_of(c.to_ascii_uppercase()).filter(|_| c.is_ascii_lowercase()) {
                add(&mut out, 1, Some(Piece::Pawn(colour)))?;
                self.at += 1;
                continue;
            }
            if c != '[' {
                return Err(self.fail(Problem::Unexpected { found: c, part, expected }));
            }
            self.at += 1;
            let mut slots = [None; 3];
            for (k, slot) in ["cap", "power", "movement"].into_iter().enumerate() {
                match self.peek() {
                    Some('-') => {}
                    Some(x) if colour_of(x).is_some() => slots[k] = colour_of(x),
                    Some(x) if x != ']' => return Err(self.fail(Problem::BadSlot { found: x, slot })),
                    _ => return Err(self.fail(Problem::ShortTower { found: self.found(), slot })),
                }
                self.at += 1;
            }
            if self.peek() != Some(']') {
                return Err(self.fail(Problem::Unclosed { found: self.found() }));
            }
            self.at += 1;
            add(&mut out, 1, Some(Piece::Tower { cap: slots[0], power: slots[1], movement: slots[2] }))?;
        }
        if out.len() < squares {
            let problem = if self.at == self.chars.len() && out.is_empty() && i == 0 {
                Problem::Empty
            } else {
                Problem::TooFewSquares { part, have: out.len(), squares }
            };
            return Err(self.fail(problem));
        }
        Ok(out)
    }

    /// A colour letter (upper case).
    fn colour(&mut self, what: &'static str) -> Result<IcehouseColour, SyntaxError> {
        match self.peek().and_then(colour_of) {
            Some(c) => {
                self.at += 1;
                Ok(c)
            }
            None => Err(self.fail(Problem::NotAColour { found: self.found(), what })),
        }
    }

    /// A single space before a field, or the reason there is none.
    fn space(&mut self, after: &str, missing: &'static str) -> Result<(), SyntaxError> {
        match self.peek() {
            Some(' ') => {
                self.at += 1;
                Ok(())
            }
            None => Err(self.fail(Problem::Ends { part: after.into(), missing })),
            Some(c) => Err(self.fail(Problem::Separator { found: c, part: after.into(), expected: missing })),
        }
    }
}

impl Setup {
    /// Reads a position string. Strict: only the canonical form is accepted, and an error
    /// names the character (from 1) where the text goes wrong and says how.
    pub fn read(text: &str) -> Result<Setup, PositionError> {
        Ok(Setup::parse(text)?)
    }

    /// `read`, with the typed error.
    pub fn parse(text: &str) -> Result<Setup, SyntaxError> {
        let mut r = Reader { chars: text.chars().collect(), at: 0 };
        let mut ranks = [[None; FILES]; RANKS];
        let mut chambers = [None; 2];
        for i in 0..RANKS + 2 {
            if i > 0 {
                match r.peek() {
                    Some('/') => r.at += 1,
                    None => return Err(r.fail(Problem::Ends { part: part_name(i - 1), missing: "'/' and the next part of the board should follow" })),
                    Some(c) => {
                        return Err(r.fail(Problem::Separator {
                            found: c,
                            part: part_name(i - 1),
                            expected: "the board has ten parts, c9, ranks 8 to 1 and c0, separated by '/'",
                        }));
                    }
                }
            }
            match i {
                0 => chambers[1] = r.part(i, 1)?[0],
                9 => chambers[0] = r.part(i, 1)?[0],
                _ => ranks[RANKS - i].copy_from_slice(&r.part(i, FILES)?),
            }
        }
        if r.peek() == Some('/') {
            return Err(r.fail(Problem::Separator {
                found: '/',
                part: part_name(9),
                expected: "the board ends with c0; a space and the players' colours follow",
            }));
        }
        r.space("the board", "a space and the two players' colours (like OB) should follow")?;
        let first = r.colour("the first player's colour")?;
        let second = r.colour("the second player's colour")?;
        r.space("the players' colours", "a space and the colour to move should follow")?;
        let to_move = r.colour("the colour to move")?;
        if let Some(c) = r.peek() {
            return Err(r.fail(Problem::Trailing { found: c }));
        }
        Ok(Setup { ranks, chambers, colours: [first, second], to_move })
    }

    /// The canonical position string.
    pub fn write(&self) -> String {
        let mut out = String::new();
        let part = |squares: &[Option<Piece>], out: &mut String| {
            let mut empty = 0;
            for sq in squares {
                match sq {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        write_piece(*p, out);
                    }
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
        };
        part(&self.chambers[1..], &mut out);
        for r in (0..RANKS).rev() {
            out.push('/');
            part(&self.ranks[r], &mut out);
        }
        out.push('/');
        part(&self.chambers[..1], &mut out);
        out.push(' ');
        out.push(letter(self.colours[0]));
        out.push(letter(self.colours[1]));
        out.push(' ');
        out.push(letter(self.to_move));
        out
    }

    /// Each square of the engine's board (its numbering) with what the setup puts there.
    fn squares(&self, t: &Tables) -> Vec<(Square, Option<Piece>)> {
        let mut v = Vec::with_capacity(SQ);
        for r in (0..RANKS).rev() {
            for f in 0..FILES {
                v.push((t.at(f as i8, r as i8 + 1), self.ranks[r][f]));
            }
        }
        v.push((t.chamber[1], self.chambers[1]));
        v.push((t.chamber[0], self.chambers[0]));
        v
    }

    /// Where a square of the engine's board is in the setup.
    fn slot(&mut self, t: &Tables, sq: Square) -> &mut Option<Piece> {
        match Seat::all(2).find(|&k| t.chamber[k] == sq) {
            Some(k) => &mut self.chambers[k],
            None => &mut self.ranks[t.rank[sq] as usize - 1][t.file[sq] as usize],
        }
    }

    /// An empty board with these colours.
    pub(super) fn empty(colours: [u8; 2], to_move: Seat) -> Setup {
        let c = |i: u8| IcehouseColour::SPECTRAL[i as usize];
        Setup { ranks: [[None; FILES]; RANKS], chambers: [None; 2], colours: [c(colours[0]), c(colours[1])], to_move: c(colours[to_move]) }
    }

    /// Puts an engine cell on a square (the engine's numbering).
    pub(super) fn put(&mut self, t: &Tables, sq: Square, cell: Cell) {
        *self.slot(t, sq) = piece_of(cell);
    }

    /// Checks the rules a position must follow; `equipment` adds the limit of what pyramids
    /// the two players own (hand-made test positions in the configuration's setup skip it).
    pub fn check(&self, equipment: bool) -> Result<(), RuleError> {
        let t = super::tables();
        let [first, second] = self.colours;
        let (a, b) = (first.name(), second.name());
        if first == second {
            return Err(RuleError::SameColours(a));
        }
        if index(first) > index(second) {
            return Err(RuleError::ColourOrder { first: a, second: b });
        }
        if !self.colours.contains(&self.to_move) {
            return Err(RuleError::SideNotPlaying { side: self.to_move.name(), first: a, second: b });
        }
        let squares = self.squares(t);
        for &(sq, piece) in &squares {
            let Some(piece) = piece else { continue };
            let square = t.name[sq].clone();
            if !t.is_area(sq) {
                return Err(RuleError::InChamber { square });
            }
            match piece {
                Piece::Pawn(c) if !self.colours.contains(&c) => {
                    return Err(RuleError::PawnOfNobody { square, colour: c.name(), first: a, second: b });
                }
                Piece::Pawn(_) => {}
                Piece::Tower { cap, power, movement } => {
                    if let Some(c) = cap.filter(|c| !self.colours.contains(c)) {
                        return Err(RuleError::CapOfNobody { square, colour: c.name(), first: a, second: b });
                    }
                    let cols: Vec<IcehouseColour> = [cap, power, movement].into_iter().flatten().collect();
                    if cols.len() < 2 {
                        return Err(RuleError::TooFewPyramids { square });
                    }
                    if let Some(&c) = cols.iter().find(|&&c| cols.iter().filter(|&&x| x == c).count() > 1) {
                        return Err(RuleError::ColourTwice { square, colour: c.name() });
                    }
                }
            }
        }
        if equipment {
            self.check_equipment(t, &squares)?;
        }
        Ok(())
    }

    /// No more pyramids of a colour and size than the players own: each has five caps and four
    /// Pawns of his colour, and one medium and one large of every other colour.
    fn check_equipment(&self, t: &Tables, squares: &[(Square, Option<Piece>)]) -> Result<(), RuleError> {
        let [first, second] = self.colours;
        for c in IcehouseColour::SPECTRAL {
            let k = index(c);
            let others = self.colours.iter().filter(|&&x| x != c).count();
            let plays = others < 2;
            // What each kind is called, in the player's language: made only for an error.
            let what = |kind: usize| {
                let colour = crate::core::words::colour(c.name());
                match kind {
                    0 => crate::t!("litrof-equipment-caps", colour = colour),
                    1 => crate::t!("litrof-equipment-pawns", colour = colour),
                    2 => crate::t!("litrof-equipment-powers", power = crate::core::words::piece(&t.power_name(k)), colour = colour),
                    _ => crate::t!("litrof-equipment-movements", movement = crate::core::words::piece(t.movement_name(k)), colour = colour),
                }
            };
            let kinds: [(usize, usize, PyramidOf); 4] = [
                (0, if plays { 5 } else { 0 }, |p| if let Piece::Tower { cap, .. } = p { *cap } else { None }),
                (1, if plays { 4 } else { 0 }, |p| if let Piece::Pawn(c) = p { Some(*c) } else { None }),
                (2, others, |p| if let Piece::Tower { power, .. } = p { *power } else { None }),
                (3, others, |p| if let Piece::Tower { movement, .. } = p { *movement } else { None }),
            ];
            for (kind, max, get) in kinds {
                let on: Vec<&str> = squares.iter().filter(|(_, p)| p.as_ref().and_then(get) == Some(c)).map(|(s, _)| t.name[*s].as_str()).collect();
                if on.len() > max {
                    return Err(RuleError::TooMany {
                        count: on.len(),
                        what: what(kind),
                        squares: on.join(", "),
                        max,
                        first: first.name(),
                        second: second.name(),
                    });
                }
            }
        }
        Ok(())
    }
}

/// One kind of pyramid of a piece (its cap, its power...), if it has one.
type PyramidOf = fn(&Piece) -> Option<IcehouseColour>;

fn write_piece(p: Piece, out: &mut String) {
    match p {
        Piece::Pawn(c) => out.push(letter(c).to_ascii_lowercase()),
        Piece::Tower { cap, power, movement } => {
            out.push('[');
            for s in [cap, power, movement] {
                out.push(s.map_or('-', letter));
            }
            out.push(']');
        }
    }
}

/// The setup's piece for an engine cell.
fn piece_of(c: Cell) -> Option<Piece> {
    let col = |x: Option<u8>| x.map(|i| IcehouseColour::SPECTRAL[i as usize]);
    if c.is_empty() {
        None
    } else if c.is_pawn() {
        col(c.power()).map(Piece::Pawn)
    } else {
        Some(Piece::Tower { cap: col(c.cap()), power: col(c.power()), movement: col(c.movement()) })
    }
}

/// The engine cell for a setup's piece.
fn cell_of(p: Piece) -> Cell {
    match p {
        Piece::Pawn(c) => Cell::pawn(index(c)),
        Piece::Tower { cap, power, movement } => Cell::tower(cap.map(index), power.map(index), movement.map(index)),
    }
}

impl Litrof {
    /// The position as a setup.
    pub fn setup(&self) -> Setup {
        let mut s = Setup::empty(self.colours, self.to_move);
        for sq in Square::all(SQ) {
            s.put(self.t, sq, self.board.cells[sq]);
        }
        s
    }

    /// A position from a setup that follows the rules (`check`), with these rule options.
    pub(super) fn assemble(config: &GameConfig, rules: Rules, setup: &Setup) -> Litrof {
        let t = super::tables();
        let colours = [index(setup.colours[0]), index(setup.colours[1])];
        let to_move = if setup.to_move == setup.colours[0] { Seat::FIRST } else { Seat::SECOND };
        let mut pos = Litrof::empty(t, config, rules, colours, to_move);
        for (sq, piece) in setup.squares(t) {
            if let Some(p) = piece {
                pos.board.set(t, sq, cell_of(p));
            }
        }
        pos.end = pos.judge();
        pos
    }

    /// A position from a position string for this configuration (rule options), every rule
    /// checked.
    pub fn from_text(config: &GameConfig, text: &str) -> Result<Litrof, PositionError> {
        let rules = Litrof::read_rules(config)?;
        let setup = Setup::read(text)?;
        setup.check(true)?;
        Ok(Litrof::assemble(config, rules, &setup))
    }
}
