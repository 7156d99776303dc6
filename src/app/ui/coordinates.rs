//! Files and ranks along the board's edges, as the move box, the move list and the lessons name
//! the squares ("Na1-a2", "the Knight on d6"). Each game's square names are a file's letters
//! then a rank's digits; the letters go along the edge of the rows nearer the camera and the
//! digits along the nearer edge of the columns, so that they follow the camera round the board;
//! a square outside the main board (Litróf's chambers) carries its own name. Drawn upright in
//! screen space by egui, they stay readable from any side.

use crate::app::layout::BoardGeom;
use crate::core::BoardView;
use bevy::prelude::*;
use bevy_egui::egui;
use std::collections::BTreeMap;

/// How far beyond the outer squares' centres a name stands: on the middle of the frame (half a
/// square, then half the frame's width of 0.32).
const OFFSET: f32 = 0.66;

/// A name by the board and where it stands on the board's surface.
#[derive(Clone, Debug, PartialEq)]
pub struct EdgeName {
    pub text: String,
    pub at: Vec3,
}

/// A square's name split into its file's letters and its rank's digits ("b10" → "b", "10").
fn file_and_rank(name: &str) -> Option<(&str, &str)> {
    let split = name.find(|c: char| c.is_ascii_digit())?;
    let (file, rank) = name.split_at(split);
    (!file.is_empty() && rank.chars().all(|c| c.is_ascii_digit())).then_some((file, rank))
}

/// The names to draw for `view` seen from `eye`.
pub fn edge_names(view: &BoardView, geom: &BoardGeom, eye: Vec3) -> Vec<EdgeName> {
    let main: Vec<_> = view.squares.iter().filter(|s| s.marks.chamber.is_none()).collect();
    let Some(first) = main.first() else { return Vec::new() };
    let (mut lo, mut hi) = (Vec2::new(first.col, first.row), Vec2::new(first.col, first.row));
    let (mut files, mut ranks) = (BTreeMap::new(), BTreeMap::new());
    for s in &main {
        lo = lo.min(Vec2::new(s.col, s.row));
        hi = hi.max(Vec2::new(s.col, s.row));
        if let Some((file, rank)) = file_and_rank(&s.name) {
            files.entry(file.to_string()).or_insert(s.col);
            ranks.entry(rank.to_string()).or_insert(s.row);
        }
    }
    let mid = (lo + hi) * 0.5;
    let nearer = |a: Vec3, b: Vec3| a.distance(eye) <= b.distance(eye);
    let low_rows = nearer(geom.pos(mid.x, lo.y - OFFSET), geom.pos(mid.x, hi.y + OFFSET));
    let rank_col = if nearer(geom.pos(lo.x - OFFSET, mid.y), geom.pos(hi.x + OFFSET, mid.y)) { lo.x - OFFSET } else { hi.x + OFFSET };
    let chambers: Vec<_> = view.squares.iter().filter(|s| s.marks.chamber.is_some()).collect();
    // On the frame, or beyond a chamber that sits on that edge of the file.
    let file_row = |col: f32| {
        let beyond = chambers.iter().filter(|c| c.col == col && if low_rows { c.row < lo.y } else { c.row > hi.y });
        beyond.map(|c| c.row).fold(if low_rows { lo.y } else { hi.y }, if low_rows { f32::min } else { f32::max })
            + if low_rows { -OFFSET } else { OFFSET }
    };
    let mut names: Vec<EdgeName> = files.into_iter().map(|(text, col)| EdgeName { text, at: geom.pos(col, file_row(col)) }).collect();
    names.extend(ranks.into_iter().map(|(text, row)| EdgeName { text, at: geom.pos(rank_col, row) }));
    // A chamber's name on its side away from the board's middle column.
    for s in chambers {
        let side = if s.col >= mid.x { 1.0 } else { -1.0 };
        names.push(EdgeName { text: s.name.clone(), at: geom.pos(s.col + side * OFFSET * 1.25, s.row) });
    }
    names
}

/// Each name at its projected position, light on a dark shadow so that it reads on any frame.
pub fn draw(painter: &egui::Painter, names: &[EdgeName], eye: Vec3, project: &impl Fn(Vec3) -> Option<egui::Pos2>) {
    for n in names {
        let Some(pos) = project(n.at) else { continue };
        // In half-pixel steps, as the figures' letters (`labels::label_radius`).
        let size = ((140.0 / eye.distance(n.at)).clamp(10.0, 17.0) * 2.0).round() * 0.5;
        let font = egui::FontId::proportional(size);
        painter.text(pos + egui::vec2(1.0, 1.0), egui::Align2::CENTER_CENTER, &n.text, font.clone(), egui::Color32::from_black_alpha(200));
        painter.text(pos, egui::Align2::CENTER_CENTER, &n.text, font, egui::Color32::from_gray(235));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::state::GameState;
    use crate::core::GameConfig;

    fn names_of(game: &str, variant: Option<&str>, eye: Vec3) -> (Vec<EdgeName>, BoardView, BoardGeom) {
        let mut config = GameConfig::new(game);
        if let Some(v) = variant {
            config = config.with_variant(v);
        }
        let view = GameState::new_game(&config).unwrap().view();
        let geom = BoardGeom::of(&view);
        (edge_names(&view, &geom, eye), view, geom)
    }

    fn texts(names: &[EdgeName]) -> Vec<&str> {
        names.iter().map(|n| n.text.as_str()).collect()
    }

    #[test]
    fn a_name_splits_into_file_and_rank() {
        assert_eq!(file_and_rank("b10"), Some(("b", "10")));
        assert_eq!(file_and_rank("a1"), Some(("a", "1")));
        assert_eq!(file_and_rank("10"), None);
        assert_eq!(file_and_rank("b"), None);
        assert_eq!(file_and_rank("b1x"), None);
    }

    #[test]
    fn every_board_names_each_file_and_rank_once_beside_the_squares() {
        let south = Vec3::new(0.0, 10.0, 12.0);
        for (game, variant, files, ranks) in [
            ("storm", None, 9, 10),
            ("litrof", None, 5, 8),
            ("tribesmen", None, 5, 5),
            ("tribesmen", Some("four-player"), 7, 7),
            ("three-elephant", None, 9, 9),
        ] {
            let (names, view, geom) = names_of(game, variant, south);
            let letters = names.iter().filter(|n| n.text.chars().all(|c| c.is_ascii_alphabetic())).count();
            let digits = names.iter().filter(|n| n.text.chars().all(|c| c.is_ascii_digit())).count();
            assert_eq!((letters, digits), (files, ranks), "{game} {variant:?}: {:?}", texts(&names));
            for n in &names {
                let nearest = view.squares.iter().map(|s| geom.pos(s.col, s.row).distance(n.at)).fold(f32::MAX, f32::min);
                assert!((0.6..1.2).contains(&nearest), "{game}: {} stands {nearest} from the nearest square", n.text);
            }
        }
    }

    #[test]
    fn the_names_go_to_the_edges_nearer_the_camera_and_chambers_carry_their_own() {
        let (south, view, _) = names_of("litrof", None, Vec3::new(0.0, 10.0, 12.0));
        let (north, ..) = names_of("litrof", None, Vec3::new(0.0, 10.0, -12.0));
        let a = |names: &[EdgeName]| names.iter().find(|n| n.text == "a").unwrap().at;
        assert!(a(&south).z > 0.0 && a(&north).z < 0.0, "the files follow the camera: {} {}", a(&south), a(&north));
        let chambers: Vec<&str> = view.squares.iter().filter(|s| s.marks.chamber.is_some()).map(|s| s.name.as_str()).collect();
        assert_eq!(chambers.len(), 2);
        for c in chambers {
            assert!(texts(&south).contains(&c), "the chamber {c} is named: {:?}", texts(&south));
        }
    }
}
