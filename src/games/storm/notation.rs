//! Move notation: `Yb1-c3`, `Cb3xb10`, `Nb1-b9+`. Reading accepts the check mark or not and
//! says precisely why a text is not a legal move.

use super::data;
use super::pieces::{Kind, SEAT_NAMES, kind_of, owner_of};
use super::position::{Move, Storm};
use crate::core::MoveError;
use crate::core::bits::Square;
use crate::core::text::quoted;
use crate::core::words::{piece, side};

impl Storm {
    pub fn write_move(&self, m: Move) -> String {
        let p = self.board.sq[m.from];
        let letter = Kind::from_index(kind_of(p)).letter();
        let sep = if self.board.sq[m.to] != 0 { 'x' } else { '-' };
        let check = if self.gives_check(m) { "+" } else { "" };
        format!("{letter}{}{sep}{}{check}", data::name(m.from.index()), data::name(m.to.index()))
    }

    pub fn read_move(&self, text: &str) -> Result<Move, MoveError> {
        let t = text.trim();
        if t.is_empty() {
            return Err(MoveError::Empty);
        }
        let shown = quoted(t).to_string();
        let syntax = || MoveError::Rejected(crate::t!("storm-not-a-move", text = shown.as_str()));
        let body = t.strip_suffix('+').unwrap_or(t);
        let mut chars = body.chars();
        let letter = chars.next().ok_or_else(syntax)?;
        let kind = Kind::from_letter(letter).ok_or_else(syntax)?;
        let rest = chars.as_str();
        let sep_at = rest.find(['-', 'x']).ok_or_else(syntax)?;
        let (from_text, to_text) = (&rest[..sep_at], &rest[sep_at + 1..]);
        let capture = rest.as_bytes()[sep_at] == b'x';
        let square = |s: &str| {
            data::parse(s).ok_or_else(|| {
                if s.is_empty() { syntax() } else { MoveError::Rejected(crate::t!("storm-not-a-square", square = quoted(s).to_string())) }
            })
        };
        let (from, to) = (square(from_text)?, square(to_text)?);
        let me = self.side;
        let p = self.board.sq[from];
        if p == 0 {
            return Err(MoveError::Rejected(crate::t!("storm-no-piece", square = from_text)));
        }
        if owner_of(p) != me {
            return Err(MoveError::Rejected(crate::t!(
                "storm-not-yours",
                square = from_text,
                owner = side(SEAT_NAMES[owner_of(p)]),
                side = side(SEAT_NAMES[me])
            )));
        }
        let actual = Kind::from_index(kind_of(p));
        if actual != kind {
            return Err(MoveError::Rejected(crate::t!(
                "storm-wrong-piece",
                square = from_text,
                piece = piece(actual.name()),
                letter = actual.letter().to_string(),
                written = piece(kind.name()),
                written_letter = kind.letter().to_string()
            )));
        }
        let m = Move { from: Square::new(from), to: Square::new(to) };
        let mut legal = Vec::new();
        self.legal(&mut legal);
        if legal.is_empty() {
            return Err(MoveError::NoMoves);
        }
        if !legal.contains(&m) {
            return Err(MoveError::Rejected(self.why_not(m, t)));
        }
        let captures = self.board.sq[to] != 0;
        if captures != capture {
            let fixed = self.write_move(m);
            return Err(MoveError::Rejected(if captures {
                crate::t!("storm-captures", text = shown.as_str(), square = quoted(to_text).to_string(), fixed = fixed)
            } else {
                crate::t!("storm-does-not-capture", text = shown.as_str(), fixed = fixed)
            }));
        }
        Ok(m)
    }

    /// Why a well-formed move is not legal here.
    fn why_not(&self, m: Move, text: &str) -> String {
        let text = quoted(text).to_string();
        let mut pseudo = false;
        self.mover().pseudo_moves(&self.board, self.side, |f, t| pseudo |= f == m.from.index() && t == m.to.index());
        if !pseudo {
            let kind = Kind::from_index(kind_of(self.board.sq[m.from]));
            return crate::t!(
                "storm-cannot-move-to",
                text = text,
                piece = piece(kind.name()),
                from = data::name(m.from.index()),
                to = data::name(m.to.index())
            );
        }
        crate::t!("storm-brain-attacked", text = text, side = side(SEAT_NAMES[self.side]))
    }
}

#[cfg(test)]
mod tests {
    use crate::core::{GameConfig, MoveError};
    use crate::games::storm::position::Storm;

    fn start() -> Storm {
        Storm::new(&GameConfig::new("storm")).unwrap()
    }

    #[test]
    fn writes_and_reads_moves() {
        let p = start();
        let m = p.read_move("Yb1-c3").unwrap();
        assert_eq!(p.write_move(m), "Yb1-c3");
        assert_eq!(p.read_move(" Yb1-c3+ ").unwrap(), m);
    }

    #[test]
    fn errors_tell_syntax_from_illegality() {
        let p = start();
        assert!(p.read_move("hello").unwrap_err().to_string().contains("is not a move"));
        assert!(p.read_move("Yb1c3").unwrap_err().to_string().contains("is not a move"));
        assert!(p.read_move("Yb1-j3").unwrap_err().to_string().contains("not a square"));
        assert!(p.read_move("Yb2-c4").unwrap_err().to_string().contains("no piece on b2"));
        assert!(p.read_move("Fb1-c3").unwrap_err().to_string().contains("is a Yahoo (Y), not a Fuddy-Duddy (F)"));
        assert!(p.read_move("Yb10-c8").unwrap_err().to_string().contains("Blue's"));
        assert!(p.read_move("Yb1-b3").unwrap_err().to_string().contains("cannot move to b3"));
        assert!(p.read_move("Yb1xc3").unwrap_err().to_string().contains("does not capture: write Yb1-c3"));
        assert_eq!(p.read_move(""), Err(MoveError::Empty));
    }
}
