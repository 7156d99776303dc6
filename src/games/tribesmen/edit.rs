//! The Tribesmen's editing knowledge: a square holds a stack of pyramids, written bottom to
//! top, so placing adds on top; each tribe has large and medium men and its king (the small
//! pyramid). The grammar writes any order of sizes and tribes except one it cannot spell (a
//! tribe's letter twice in one stack, `RlBmRs`), which the editor refuses; the demands of the
//! rules (one tribe a stack, no pyramid on a smaller one) are the engine's to check.

use super::data::Rules;
use super::position::Tribesmen;
use super::text::{Colour, Pyramid, Setup, Size, size_words};
use crate::core::{GameConfig, IcehouseColour, PieceKind, PieceView, PositionError, PyramidRole, PyramidSize, Seat};
use crate::games::sketch::{PaletteGroup, Sketch, entry};
use std::sync::Arc;

const SIZES: [Size; 3] = [Size::Large, Size::Medium, Size::Small];

/// A Tribesmen position string being edited, on the board of its configuration.
#[derive(Clone, Debug)]
struct TribesSketch {
    setup: Setup,
    rules: Arc<Rules>,
}

pub(crate) fn read(config: &GameConfig, text: &str) -> Result<Box<dyn Sketch>, PositionError> {
    let rules = Tribesmen::new(config)?.rules.clone();
    let setup = Setup::read(text)?;
    let files = setup.ranks.first().map_or(0, Vec::len);
    if setup.ranks.len() != rules.ranks || files != rules.files {
        return Err(PositionError::illegal(format!(
            "this board is {} files by {} ranks; the position has {files} by {}",
            rules.files,
            rules.ranks,
            setup.ranks.len()
        )));
    }
    Ok(Box::new(TribesSketch { setup, rules }))
}

fn pyramid_of(token: &str) -> Option<Pyramid> {
    let chars: Vec<char> = token.chars().collect();
    let [o, s] = chars.as_slice() else { return None };
    let colour = Colour::ALL.into_iter().find(|c| c.letter() == *o)?;
    let size = SIZES.into_iter().find(|x| x.letter() == *s)?;
    Some(Pyramid { colour, size })
}

fn token(p: Pyramid) -> String {
    format!("{}{}", p.colour.letter(), p.size.letter())
}

/// The stack as the grammar writes it ("Rllms", "RlBm").
fn stack_text(stack: &[Pyramid]) -> String {
    let mut out = String::new();
    let mut last = None;
    for p in stack {
        if last != Some(p.colour) {
            out.push(p.colour.letter());
            last = Some(p.colour);
        }
        out.push(p.size.letter());
    }
    out
}

impl TribesSketch {
    fn cell(&self, square: usize) -> Option<&Vec<Pyramid>> {
        let (files, ranks) = (self.rules.files, self.rules.ranks);
        (square < files * ranks).then(|| &self.setup.ranks[ranks - 1 - square / files][square % files])
    }

    fn seat_of(&self, c: Colour) -> Option<Seat> {
        self.rules.seats.iter().position(|s| s.name == c.name()).map(Seat::new)
    }
}

fn icehouse(c: Colour) -> IcehouseColour {
    match c {
        Colour::Red => IcehouseColour::Red,
        Colour::Yellow => IcehouseColour::Yellow,
        Colour::Blue => IcehouseColour::Blue,
        Colour::Green => IcehouseColour::Green,
    }
}

impl Sketch for TribesSketch {
    fn clone_box(&self) -> Box<dyn Sketch> {
        Box::new(self.clone())
    }
    fn write(&self) -> String {
        self.setup.write()
    }
    fn squares(&self) -> usize {
        self.rules.squares
    }
    fn stacks(&self) -> bool {
        true
    }
    fn tokens(&self, square: usize) -> Vec<String> {
        self.cell(square).map(|s| s.iter().map(|&p| token(p)).collect()).unwrap_or_default()
    }
    fn set_tokens(&mut self, square: usize, tokens: &[String]) -> Result<(), String> {
        if self.cell(square).is_none() {
            return Err(crate::t!("tribesmen-edit-no-square", square = square));
        }
        let stack = tokens
            .iter()
            .map(|t| pyramid_of(t).ok_or_else(|| crate::t!("tribesmen-edit-not-a-pyramid", token = crate::core::text::quoted(t).to_string())))
            .collect::<Result<Vec<_>, _>>()?;
        if !stack.is_empty() {
            // The grammar's own reader judges whether the stack can be written.
            Setup::read(&format!("{} r", stack_text(&stack))).map_err(|e| crate::t!("tribesmen-edit-cannot-write", why = e.problem.to_string()))?;
        }
        let (files, ranks) = (self.rules.files, self.rules.ranks);
        self.setup.ranks[ranks - 1 - square / files][square % files] = stack;
        Ok(())
    }
    fn drawing(&self, token: &str) -> Vec<PieceView> {
        let Some(p) = pyramid_of(token) else { return Vec::new() };
        let owner = self.seat_of(p.colour);
        let label = match owner {
            Some(seat) => self.rules.labels[seat].get()[2 - SIZES.iter().position(|&s| s == p.size).unwrap_or(0)].clone(),
            None => crate::t!("tribesmen-pyramid", colour = crate::core::words::colour(p.colour.name()), size = size_words(p.size.name())),
        };
        let size = match p.size {
            Size::Small => PyramidSize::Small,
            Size::Medium => PyramidSize::Medium,
            Size::Large => PyramidSize::Large,
        };
        vec![PieceView {
            kind: PieceKind::Pyramid { size, colour: icehouse(p.colour), role: PyramidRole::Plain, letter: None },
            owner,
            facing: None,
            frozen: false,
            label,
        }]
    }
    fn to_move(&self) -> Seat {
        self.seat_of(self.setup.to_move).unwrap_or(Seat::FIRST)
    }
    fn set_to_move(&mut self, seat: Seat) {
        if let Some(c) = self.rules.seats.get(seat.index()).and_then(|s| Colour::ALL.into_iter().find(|c| c.name() == s.name)) {
            self.setup.to_move = c;
        }
    }
    fn palette(&self) -> Vec<PaletteGroup> {
        Seat::all(self.rules.seats())
            .zip(&self.rules.seats)
            .filter_map(|(seat, s)| {
                let colour = Colour::ALL.into_iter().find(|c| c.name() == s.name)?;
                let entries = SIZES
                    .iter()
                    .enumerate()
                    .map(|(k, &size)| entry(self, &token(Pyramid { colour, size }), self.rules.labels[seat].get()[2 - k].clone(), Some(seat)))
                    .collect();
                Some(PaletteGroup { title: crate::core::words::side(&s.name), entries })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stack_the_grammar_cannot_spell_is_refused() {
        let mut s = read(&GameConfig::new("tribesmen"), "Blm,Blm,Blms,Blm,Blm/5/5/5/Rlm,Rlm,Rlms,Rlm,Rlm r").unwrap();
        let before = s.write();
        let e = s.set_tokens(12, &["Rl".into(), "Bm".into(), "Rs".into()]).unwrap_err();
        assert!(e.contains("cannot write"), "{e}");
        assert_eq!(s.write(), before);
        s.set_tokens(12, &["Rl".into(), "Bm".into()]).unwrap();
        assert_eq!(s.write(), "Blm,Blm,Blms,Blm,Blm/5/2,RlBm,2/5/Rlm,Rlm,Rlms,Rlm,Rlm r");
    }

    #[test]
    fn a_board_of_another_size_is_refused() {
        let e = read(&GameConfig::new("tribesmen"), "7/7/7/7/7/7/7 r").err().unwrap();
        assert!(e.to_string().contains("5 files by 5 ranks"), "{e}");
    }
}
