//! Directions and coordinates shared by the square boards.

/// The eight compass directions. N is toward the higher rank, E toward the higher file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Dir8 {
    N,
    NE,
    E,
    SE,
    S,
    SW,
    W,
    NW,
}

impl Dir8 {
    pub const ALL: [Dir8; 8] = [Dir8::N, Dir8::NE, Dir8::E, Dir8::SE, Dir8::S, Dir8::SW, Dir8::W, Dir8::NW];
    pub const ORTHOGONAL: [Dir8; 4] = [Dir8::N, Dir8::E, Dir8::S, Dir8::W];
    pub const DIAGONAL: [Dir8; 4] = [Dir8::NE, Dir8::SE, Dir8::SW, Dir8::NW];

    pub fn index(self) -> usize {
        self as usize
    }
    pub fn from_index(i: usize) -> Dir8 {
        Dir8::ALL[i & 7]
    }
    /// (file step, rank step)
    pub fn delta(self) -> (i32, i32) {
        match self {
            Dir8::N => (0, 1),
            Dir8::NE => (1, 1),
            Dir8::E => (1, 0),
            Dir8::SE => (1, -1),
            Dir8::S => (0, -1),
            Dir8::SW => (-1, -1),
            Dir8::W => (-1, 0),
            Dir8::NW => (-1, 1),
        }
    }
    pub fn from_delta(dx: i32, dy: i32) -> Option<Dir8> {
        Dir8::ALL.into_iter().find(|d| d.delta() == (dx.signum(), dy.signum()) && (dx == 0 || dy == 0 || dx.abs() == dy.abs()))
    }
    pub fn opposite(self) -> Dir8 {
        Dir8::from_index(self.index() + 4)
    }
    /// Turned by `eighths` steps of 45° clockwise (negative: counter-clockwise).
    pub fn turn(self, eighths: i32) -> Dir8 {
        Dir8::from_index((self.index() as i32 + eighths).rem_euclid(8) as usize)
    }
    pub fn is_diagonal(self) -> bool {
        self.index() % 2 == 1
    }
    pub fn name(self) -> &'static str {
        match self {
            Dir8::N => "N",
            Dir8::NE => "NE",
            Dir8::E => "E",
            Dir8::SE => "SE",
            Dir8::S => "S",
            Dir8::SW => "SW",
            Dir8::W => "W",
            Dir8::NW => "NW",
        }
    }
    pub fn parse(s: &str) -> Option<Dir8> {
        Dir8::ALL.into_iter().find(|d| d.name().eq_ignore_ascii_case(s.trim()))
    }
    /// The bit of this direction in an arrow mask.
    pub fn bit(self) -> u8 {
        1 << self.index()
    }
}

/// A rectangular board's square names: file letter + rank number, `a1` at the first player's left.
pub fn square_name(file: i32, rank: i32) -> String {
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
}

/// Parses `e4` style names into (file, rank) zero-based; ranks may be 0 or above 9 (`c0`, `a10`).
pub fn parse_square(s: &str) -> Option<(i32, i32)> {
    let s = s.trim();
    let mut chars = s.chars();
    let f = chars.next()?;
    if !f.is_ascii_lowercase() {
        return None;
    }
    let rest: &str = &s[1..];
    if rest.is_empty() || !rest.bytes().all(|b| b.is_ascii_digit()) || rest.len() > 2 {
        return None;
    }
    let r: i32 = rest.parse().ok()?;
    Some((f as i32 - 'a' as i32, r - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turning_and_opposites() {
        assert_eq!(Dir8::N.turn(1), Dir8::NE);
        assert_eq!(Dir8::N.turn(-1), Dir8::NW);
        assert_eq!(Dir8::SW.opposite(), Dir8::NE);
        for d in Dir8::ALL {
            let (dx, dy) = d.delta();
            assert_eq!(Dir8::from_delta(dx * 3, dy * 3), Some(d));
            assert_eq!(Dir8::parse(d.name()), Some(d));
        }
        assert_eq!(Dir8::from_delta(2, 1), None);
    }

    #[test]
    fn square_names_round_trip() {
        assert_eq!(square_name(0, 0), "a1");
        assert_eq!(square_name(8, 9), "i10");
        assert_eq!(parse_square("i10"), Some((8, 9)));
        assert_eq!(parse_square("c0"), Some((2, -1)));
        assert_eq!(parse_square("C3"), None);
        assert_eq!(parse_square("c"), None);
    }
}
