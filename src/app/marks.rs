//! Marks that say without colour what a piece is and whose: a letter moulded on the faces of a
//! pyramid that carries one (`PieceKind::Pyramid::letter`: Litróf's powers and movements), and
//! a surface pattern for each side. Drawn by the shaders (`plastic_marks.wgsl`, `matte.wgsl`,
//! `figure_pbr.wgsl`) when View → Colours asks for marks.
//!
//! A letter is a few straight strokes on a grid four wide and six high (`assets/marks/
//! letters.ron`), so that a shader can draw it crisp at any size from a uniform: each stroke's
//! ends take 3 bits a coordinate, two strokes go in one float (24 bits, exact in an f32), and
//! eight floats hold up to 16 strokes.

use bevy::math::Vec4;
use std::collections::BTreeMap;
use std::sync::LazyLock;

/// A stroke from (x0, y0) to (x1, y1); x from 0 to 4 (left to right), y from 0 to 6 (up).
type Stroke = [u8; 4];

/// Every letter's strokes, from `assets/marks/letters.ron`.
static LETTERS: LazyLock<BTreeMap<char, Vec<Stroke>>> = LazyLock::new(|| crate::core::assets::load("marks/letters.ron"));

/// The strokes of a letter, for every letter a game's pieces carry; None for any other.
pub fn strokes(letter: char) -> Option<&'static [Stroke]> {
    LETTERS.get(&letter).map(Vec::as_slice)
}

/// A letter's strokes packed for the shader: (the first eight halves, the last eight) and the
/// number of strokes. No letter, or one without strokes, packs to no strokes (nothing is drawn).
pub fn pack(letter: Option<char>) -> ([Vec4; 2], u32) {
    let strokes = letter.and_then(strokes).unwrap_or(&[]);
    let mut words = [0u32; 8];
    for (i, s) in strokes.iter().take(16).enumerate() {
        let bits = s[0] as u32 | (s[1] as u32) << 3 | (s[2] as u32) << 6 | (s[3] as u32) << 9;
        words[i / 2] |= bits << (12 * (i % 2));
    }
    let f = words.map(|w| w as f32);
    ([Vec4::new(f[0], f[1], f[2], f[3]), Vec4::new(f[4], f[5], f[6], f[7])], strokes.len().min(16) as u32)
}

/// The pattern of a side's pieces: none for the first, then stripes, dots and hatching.
pub fn pattern_of(seat: Option<crate::core::Seat>) -> u32 {
    seat.map_or(0, |s| (s.index() as u32) % 4)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Unpacks as `plastic_marks.wgsl` does.
    fn unpack(p: [Vec4; 2], count: u32) -> Vec<Stroke> {
        let f = [p[0].to_array(), p[1].to_array()].concat();
        (0..count as usize)
            .map(|i| {
                let s = (f[i / 2] as u32 >> (12 * (i % 2))) & 0xfff;
                [s & 7, (s >> 3) & 7, (s >> 6) & 7, (s >> 9) & 7].map(|x| x as u8)
            })
            .collect()
    }

    #[test]
    fn every_letter_a_piece_carries_is_drawn_and_packs_exactly() {
        // Every letter on the pyramids of every Litróf match-up's start.
        let mut letters = std::collections::BTreeSet::new();
        for (a, b) in crate::games::litrof::matchups() {
            let config = crate::core::GameConfig { setup: Some(format!("{} v {}", a.name(), b.name())), ..crate::core::GameConfig::new("litrof") };
            let view = crate::games::new_game(&config).unwrap().view();
            letters.extend(view.squares.iter().flat_map(|s| &s.stack).filter_map(|p| match p.kind {
                crate::core::PieceKind::Pyramid { letter, .. } => letter,
                _ => None,
            }));
        }
        assert_eq!(letters.len(), 6 + 6 + 1, "six powers, six movements and the Pawn: {letters:?}");
        for l in letters {
            let s = strokes(l).unwrap_or_else(|| panic!("no strokes for {l}"));
            assert!(!s.is_empty() && s.len() <= 16, "{l}: {} strokes", s.len());
            assert!(s.iter().all(|k| k[0] <= 4 && k[2] <= 4 && k[1] <= 6 && k[3] <= 6), "{l} leaves the grid");
            let (packed, n) = pack(Some(l));
            assert!(packed.iter().flat_map(|v| v.to_array()).all(|f| f < (1 << 24) as f32 && f.fract() == 0.0));
            assert_eq!(unpack(packed, n), s, "{l}");
        }
        assert_eq!(pack(Some('?')).1, 0, "an unknown letter draws nothing");
        assert_eq!(pack(None).1, 0);
    }

    #[test]
    fn each_side_of_four_has_its_own_pattern() {
        let p: Vec<u32> = crate::core::Seat::all(4).map(|s| pattern_of(Some(s))).collect();
        assert_eq!(p, [0, 1, 2, 3]);
        assert_eq!(pattern_of(None), 0);
    }
}
