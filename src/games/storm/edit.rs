//! Storm's editing knowledge: a square holds at most one piece, fourteen kinds of piece (seven
//! per side), and the optional history fields of the string, which name squares.
//!
//! When a square's contents change, any consecutive-check count naming that square is dropped:
//! it spoke of the piece that stood there, and an edited board was not reached by moves.

use super::data::SQUARES;
use super::pieces::{Kind, SEAT_NAMES};
use super::text::{Piece, Setup};
use super::view::piece_view;
use crate::core::words::{piece, side};
use crate::core::{GameConfig, PieceView, PositionError, Seat};
use crate::games::sketch::{PaletteGroup, Sketch, entry};

/// A Storm position string being edited.
#[derive(Clone, Debug)]
struct StormSketch {
    setup: Setup,
}

pub(crate) fn read(_config: &GameConfig, text: &str) -> Result<Box<dyn Sketch>, PositionError> {
    Ok(Box::new(StormSketch { setup: Setup::read(text)? }))
}

fn piece_of(token: &str) -> Option<Piece> {
    let mut chars = token.chars();
    let c = chars.next()?;
    if chars.next().is_some() {
        return None;
    }
    Piece::from_letter(c)
}

impl Sketch for StormSketch {
    fn clone_box(&self) -> Box<dyn Sketch> {
        Box::new(self.clone())
    }
    fn write(&self) -> String {
        self.setup.write()
    }
    fn squares(&self) -> usize {
        SQUARES
    }
    fn stacks(&self) -> bool {
        false
    }
    fn tokens(&self, square: usize) -> Vec<String> {
        self.setup.board.get(square).copied().flatten().map(|p| p.letter().to_string()).into_iter().collect()
    }
    fn set_tokens(&mut self, square: usize, tokens: &[String]) -> Result<(), String> {
        if square >= SQUARES {
            return Err(crate::t!("storm-edit-no-square", square = square));
        }
        let piece = match tokens {
            [] => None,
            [t] => Some(piece_of(t).ok_or_else(|| crate::t!("storm-edit-not-a-piece", token = crate::core::text::quoted(t).to_string()))?),
            _ => return Err(crate::t!("storm-edit-one-piece")),
        };
        self.setup.board[square] = piece;
        if let Some(h) = &mut self.setup.history {
            for list in &mut h.checks {
                list.retain(|c| c.square != square);
            }
            if h.quiet == 0 && h.checks.iter().all(Vec::is_empty) {
                self.setup.history = None;
            }
        }
        Ok(())
    }
    fn drawing(&self, token: &str) -> Vec<PieceView> {
        piece_of(token).map(|p| piece_view(p.kind, p.owner)).into_iter().collect()
    }
    fn to_move(&self) -> Seat {
        self.setup.side
    }
    fn set_to_move(&mut self, seat: Seat) {
        if seat <= Seat::SECOND {
            self.setup.side = seat;
        }
    }
    fn palette(&self) -> Vec<PaletteGroup> {
        Seat::all(2)
            .map(|owner| PaletteGroup {
                title: side(SEAT_NAMES[owner]),
                entries: Kind::ALL
                    .iter()
                    .map(|&kind| {
                        let id = Piece { kind, owner }.letter().to_string();
                        entry(self, &id, crate::t!("piece-of-side", side = side(SEAT_NAMES[owner]), piece = piece(kind.name())), Some(owner))
                    })
                    .collect(),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_changed_square_drops_the_check_counts_that_name_it() {
        let config = GameConfig::new("storm");
        let mut s = read(&config, "N2b5/9/9/9/9/9/9/9/9/5B3 b 4 a10:2 -").unwrap();
        let a10 = super::super::data::parse("a10").unwrap();
        s.set_tokens(a10, &["C".into()]).unwrap();
        assert_eq!(s.write(), "C2b5/9/9/9/9/9/9/9/9/5B3 b 4 - -");
        let mut s = read(&config, "N2b5/9/9/9/9/9/9/9/9/5B3 b 0 a10:1 d10:2").unwrap();
        s.set_tokens(a10, &[]).unwrap();
        s.set_tokens(super::super::data::parse("d10").unwrap(), &["b".into()]).unwrap();
        assert_eq!(s.write(), "3b5/9/9/9/9/9/9/9/9/5B3 b", "all zero: the fields are left out");
    }

    #[test]
    fn a_square_holds_one_piece_and_only_storm_letters() {
        let mut s = read(&GameConfig::new("storm"), "3b5/9/9/9/9/9/9/9/9/5B3 r").unwrap();
        assert!(s.set_tokens(0, &["B".into(), "N".into()]).is_err());
        assert!(s.set_tokens(0, &["Q".into()]).is_err());
        assert!(s.set_tokens(0, &["NN".into()]).is_err());
        assert_eq!(s.write(), "3b5/9/9/9/9/9/9/9/9/5B3 r");
    }
}
