//! Board and stacking geometry, in world units (one square = 1). Board column grows toward +x,
//! row (rank) toward −z, so the first player looks from +z. No Bevy systems here.

use crate::core::{BoardView, Dir8, PyramidSize, Seat};
use bevy::math::{Vec2, Vec3};

/// A large pyramid's base as a fraction of a square.
pub const LARGE_BASE: f32 = 0.64;

/// (base, height) of a pyramid, from the real pieces' inches (large 1 × 1.75, medium
/// 25/32 × 1.375, small 9/16 × 1), scaled so that a large's base is `LARGE_BASE`.
pub fn pyramid_dims(size: PyramidSize) -> (f32, f32) {
    let (b, h) = match size {
        PyramidSize::Large => (1.0, 1.75),
        PyramidSize::Medium => (25.0 / 32.0, 1.375),
        PyramidSize::Small => (9.0 / 16.0, 1.0),
    };
    (b * LARGE_BASE, h * LARGE_BASE)
}

/// How stacked pieces are placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Stacking {
    /// As real pyramids sit: a smaller one rests on a larger one's faces.
    #[default]
    Nested,
    /// Spaced apart, one level per piece, so that heights read plainly.
    Exploded,
}

/// One level of a stack, for placing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Level {
    Pyramid(PyramidSize),
    /// A figure or block of this height.
    Solid(f32),
}

impl Level {
    fn height(self) -> f32 {
        match self {
            Level::Pyramid(s) => pyramid_dims(s).1,
            Level::Solid(h) => h,
        }
    }
}

/// The height of each level's base above the square.
pub fn stack_bases(levels: &[Level], stacking: Stacking) -> Vec<f32> {
    let mut out = Vec::with_capacity(levels.len());
    let mut base = 0.0f32;
    for (i, &l) in levels.iter().enumerate() {
        if i > 0 {
            let prev = levels[i - 1];
            base += match (prev, l, stacking) {
                (Level::Pyramid(p), Level::Pyramid(_), Stacking::Exploded) => pyramid_dims(p).1.min(pyramid_dims(PyramidSize::Large).1) * 0.55,
                (Level::Pyramid(p), Level::Pyramid(q), Stacking::Nested) => {
                    let (b0, h0) = pyramid_dims(p);
                    let (b1, _) = pyramid_dims(q);
                    // Real pieces of one size nest a few millimetres apart (wall thickness).
                    (h0 * (1.0 - b1 / b0)).max(h0 * 0.08)
                }
                (prev, _, _) => prev.height(),
            };
        }
        out.push(base);
    }
    out
}

/// Top of a stack (for labels).
pub fn stack_top(levels: &[Level], stacking: Stacking) -> f32 {
    let bases = stack_bases(levels, stacking);
    levels.iter().zip(&bases).map(|(l, b)| b + l.height()).fold(0.0, f32::max)
}

/// Where the board sits: the centre of its squares' bounding box maps to the origin.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoardGeom {
    pub min: Vec2,
    pub max: Vec2,
}

impl BoardGeom {
    pub fn of(view: &BoardView) -> BoardGeom {
        let mut min = Vec2::splat(f32::MAX);
        let mut max = Vec2::splat(f32::MIN);
        for s in &view.squares {
            min = min.min(Vec2::new(s.col, s.row));
            max = max.max(Vec2::new(s.col, s.row));
        }
        if view.squares.is_empty() {
            min = Vec2::ZERO;
            max = Vec2::ZERO;
        }
        BoardGeom { min, max }
    }
    pub fn centre(&self) -> Vec2 {
        (self.min + self.max) * 0.5
    }
    /// Squares across and along (centre to centre + 1).
    pub fn size(&self) -> Vec2 {
        self.max - self.min + Vec2::ONE
    }
    /// World position of a square's centre on the board surface.
    pub fn pos(&self, col: f32, row: f32) -> Vec3 {
        let c = self.centre();
        Vec3::new(col - c.x, 0.0, -(row - c.y))
    }
    /// The radius of a sphere holding the board (for camera framing).
    pub fn radius(&self) -> f32 {
        self.size().length() * 0.5
    }
}

/// The world direction of a board direction.
pub fn dir_world(d: Dir8) -> Vec3 {
    let (dx, dy) = d.delta();
    Vec3::new(dx as f32, 0.0, -(dy as f32)).normalize()
}

/// Rotation about +y that turns the forward axis (−z) toward a board direction.
pub fn yaw_of(d: Dir8) -> f32 {
    let (dx, dy) = d.delta();
    (-(dx as f32)).atan2(dy as f32)
}

/// The side of the board a seat plays from, as a camera yaw (0 = from +z, the south): taken
/// from where its pieces stand in the start position, so it holds for any game.
pub fn seat_yaw(view: &BoardView, seat: Seat) -> f32 {
    let geom = BoardGeom::of(view);
    let mut sum = Vec3::ZERO;
    let mut n = 0.0;
    for s in &view.squares {
        if s.stack.iter().any(|p| p.owner == Some(seat)) {
            sum += geom.pos(s.col, s.row);
            n += 1.0;
        }
    }
    if n == 0.0 || (sum / n).length() < 0.3 {
        return if seat.index().is_multiple_of(2) { 0.0 } else { std::f32::consts::PI };
    }
    let c = sum / n;
    // Camera at yaw y sits at (sin y, _, cos y) * d.
    c.x.atan2(c.z)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_tree_nests_to_the_real_height() {
        let tree = [Level::Pyramid(PyramidSize::Large), Level::Pyramid(PyramidSize::Medium), Level::Pyramid(PyramidSize::Small)];
        let top = stack_top(&tree, Stacking::Nested) / LARGE_BASE;
        assert!((top - 1.77).abs() < 0.01, "{top}");
        let exploded = stack_top(&tree, Stacking::Exploded) / LARGE_BASE;
        assert!(exploded > 2.2, "{exploded}");
        // Same sizes still show as separate levels.
        let two = [Level::Pyramid(PyramidSize::Large); 2];
        let b = stack_bases(&two, Stacking::Nested);
        assert!(b[1] > 0.05 && b[1] < 0.2, "{b:?}");
        let solid = [Level::Solid(0.5), Level::Solid(0.3)];
        assert_eq!(stack_bases(&solid, Stacking::Nested), vec![0.0, 0.5]);
    }

    #[test]
    fn directions_and_yaws() {
        for d in Dir8::ALL {
            let v = bevy::math::Quat::from_rotation_y(yaw_of(d)) * Vec3::NEG_Z;
            assert!((v - dir_world(d)).length() < 1e-5, "{d:?}");
        }
        assert_eq!(dir_world(Dir8::N), Vec3::NEG_Z);
    }

    #[test]
    fn board_geometry() {
        use crate::core::*;
        let sq = |c: f32, r: f32, owner: Option<Seat>| SquareView {
            name: String::new(),
            col: c,
            row: r,
            marks: Marks::default(),
            stack: owner
                .map(|o| PieceView { kind: PieceKind::Stone, owner: Some(o), facing: None, frozen: false, label: String::new() })
                .into_iter()
                .collect(),
        };
        let view = BoardView {
            squares: vec![sq(0.0, 0.0, Some(Seat::FIRST)), sq(2.0, 0.0, None), sq(0.0, 4.0, Some(Seat::SECOND)), sq(2.0, 4.0, None)],
            seats: vec![],
            to_move: Seat::FIRST,
            alerts: vec![],
            alert_note: String::new(),
            status: String::new(),
            note: String::new(),
            overlays: vec![],
        };
        let g = BoardGeom::of(&view);
        assert_eq!(g.size(), Vec2::new(3.0, 5.0));
        assert_eq!(g.pos(1.0, 2.0), Vec3::ZERO);
        assert_eq!(g.pos(2.0, 4.0), Vec3::new(1.0, 0.0, -2.0));
        assert!(seat_yaw(&view, Seat::FIRST).abs() < 0.5);
        assert!((seat_yaw(&view, Seat::SECOND).abs() - std::f32::consts::PI).abs() < 0.5);
    }
}
