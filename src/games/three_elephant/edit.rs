//! Three Elephant Chess's editing knowledge: one piece a square; per side its Elephants,
//! Knights, War Towers and Spearmen, a Spearman once for each way its spear can point (the
//! string writes only its three forward facings); and the neutral Stones.

use super::board::{self, Cells, EMPTY, SQUARES, STONE};
use super::text::{Kind, Occupant, Setup, write_board};
use super::view::piece_view;
use crate::core::{GameConfig, PieceView, PositionError, Seat};
use crate::games::sketch::{PaletteGroup, Sketch, entry};

/// A Three Elephant position string being edited: the engine's cell codes, the side to move
/// and the quiet plies of the trailing field.
#[derive(Clone, Debug)]
struct ElephantSketch {
    cells: Cells,
    to_move: Seat,
    quiet: u32,
}

pub(crate) fn read(_config: &GameConfig, text: &str) -> Result<Box<dyn Sketch>, PositionError> {
    let setup = Setup::read(text)?;
    let mut cells = [EMPTY; SQUARES];
    for (sq, s) in setup.squares.iter().enumerate() {
        cells[sq] = match *s {
            Occupant::Empty => EMPTY,
            Occupant::Stone => STONE,
            Occupant::Piece { side, kind } => board::piece(
                side,
                match kind {
                    Kind::Knight => board::KNIGHT,
                    Kind::Elephant => board::ELEPHANT,
                    Kind::Tower => board::TOWER,
                    Kind::Spearman(d) => (board::STRAIGHT..=board::RIGHT)
                        .find(|&f| board::facing_dir(side, f) == d)
                        .ok_or_else(|| PositionError::illegal(crate::t!("elephant-spear-backwards")))?,
                },
            ),
        };
    }
    Ok(Box::new(ElephantSketch { cells, to_move: setup.to_move, quiet: setup.quiet }))
}

/// The cell a token spells: one letter of the grammar, never an empty square.
fn cell_of(token: &str) -> Option<u8> {
    let mut chars = token.chars();
    let c = chars.next()?;
    if chars.next().is_some() || c == '.' {
        return None;
    }
    board::char_cell(c).filter(|&c| c != EMPTY)
}

impl Sketch for ElephantSketch {
    fn clone_box(&self) -> Box<dyn Sketch> {
        Box::new(self.clone())
    }
    fn write(&self) -> String {
        write_board(|sq| (self.cells[sq] != EMPTY).then(|| board::cell_char(self.cells[sq])), self.to_move, self.quiet)
    }
    fn squares(&self) -> usize {
        SQUARES
    }
    fn stacks(&self) -> bool {
        false
    }
    fn tokens(&self, square: usize) -> Vec<String> {
        match self.cells.get(square) {
            Some(&c) if c != EMPTY => vec![board::cell_char(c).to_string()],
            _ => Vec::new(),
        }
    }
    fn set_tokens(&mut self, square: usize, tokens: &[String]) -> Result<(), String> {
        if square >= SQUARES {
            return Err(crate::t!("elephant-edit-no-square", square = square));
        }
        self.cells[square] = match tokens {
            [] => EMPTY,
            [t] => cell_of(t).ok_or_else(|| crate::t!("elephant-edit-not-a-piece", token = crate::core::text::quoted(t).to_string()))?,
            _ => return Err(crate::t!("elephant-edit-one-piece")),
        };
        Ok(())
    }
    fn drawing(&self, token: &str) -> Vec<PieceView> {
        cell_of(token).map(piece_view).into_iter().collect()
    }
    fn to_move(&self) -> Seat {
        self.to_move
    }
    fn set_to_move(&mut self, seat: Seat) {
        if seat <= Seat::SECOND {
            self.to_move = seat;
        }
    }
    fn palette(&self) -> Vec<PaletteGroup> {
        let kinds = [board::ELEPHANT, board::KNIGHT, board::TOWER, board::STRAIGHT, board::LEFT, board::RIGHT];
        let mut groups: Vec<PaletteGroup> = Seat::all(2)
            .map(|side| PaletteGroup {
                title: crate::core::words::side(board::side_name(side)),
                entries: kinds
                    .iter()
                    .map(|&k| {
                        let c = board::piece(side, k);
                        entry(self, &board::cell_char(c).to_string(), piece_view(c).label, Some(side))
                    })
                    .collect(),
            })
            .collect();
        groups.push(PaletteGroup { title: crate::t!("edit-neutral"), entries: vec![entry(self, "#", crate::core::words::piece("Stone"), None)] });
        groups
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_palette_has_every_facing_of_the_spearman_and_the_stone() {
        let s = read(&GameConfig::new("three-elephant"), "tn1eee1nt/sssssssss/9/5#3/9/3#5/9/SSSSSSSSS/TN1EEE1NT w").unwrap();
        let ids: Vec<String> = s.palette().iter().flat_map(|g| g.entries.iter().map(|e| e.id.clone())).collect();
        assert_eq!(ids, ["E", "N", "T", "S", "L", "R", "e", "n", "t", "s", "l", "r", "#"]);
        assert!(s.drawing(".").is_empty() && s.drawing("X").is_empty());
    }
}
