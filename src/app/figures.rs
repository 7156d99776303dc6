//! Figure shapes from `assets/figures.ron`: a stack of simple solids per notation letter, so a
//! new game's pieces need data, not code. Meshes are built once per shape.

use bevy::prelude::*;
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum Shape {
    Cylinder,
    Frustum,
    Cone,
    Sphere,
    Box,
    Torus,
}

#[derive(Clone, Debug, Deserialize)]
pub struct Part {
    pub shape: Shape,
    /// Radius (bottom radius of a frustum, half width of a box, major radius of a torus).
    pub r: f32,
    /// Top radius of a frustum, minor radius of a torus.
    #[serde(default)]
    pub r2: f32,
    /// Height (a sphere: squashed to this height if given).
    #[serde(default)]
    pub h: f32,
    #[serde(default)]
    pub sink: f32,
    #[serde(default)]
    pub accent: bool,
    #[serde(default)]
    pub side: bool,
    #[serde(default)]
    pub dx: f32,
    #[serde(default)]
    pub dz: f32,
    /// Lean forward (radians about x).
    #[serde(default)]
    pub tilt: f32,
}

impl Part {
    pub fn height(&self) -> f32 {
        match self.shape {
            Shape::Sphere if self.h <= 0.0 => 2.0 * self.r,
            Shape::Torus => 2.0 * self.r2,
            _ => self.h,
        }
    }

    /// The part's mesh. Sixteen sides around: software Vulkan shades vertices on one thread,
    /// and with 28 (the first choice) a board of Three Elephant figures took 69 ms a frame
    /// against 59 ms at 14 sides, which look the same from any usual camera distance.
    pub fn mesh(&self) -> Mesh {
        const SIDES: u32 = 16;
        match self.shape {
            Shape::Cylinder => Cylinder::new(self.r, self.h).mesh().resolution(SIDES).build(),
            Shape::Frustum => ConicalFrustum { radius_top: self.r2, radius_bottom: self.r, height: self.h }.mesh().resolution(SIDES).build(),
            Shape::Cone => Cone { radius: self.r, height: self.h }.mesh().resolution(SIDES).build(),
            Shape::Sphere => Sphere::new(self.r).mesh().uv(SIDES - 2, 9),
            Shape::Box => Cuboid::new(self.r * 2.0, self.h, self.r * 2.0).mesh().build(),
            Shape::Torus => Torus::new(self.r - self.r2, self.r + self.r2).mesh().minor_resolution(8).major_resolution(SIDES as usize).build(),
        }
    }

    /// The part's transform for a base at height `y`.
    pub fn transform(&self, y: f32) -> Transform {
        let h = self.height();
        let mut t = Transform::from_xyz(self.dx, y - self.sink + h * 0.5, self.dz);
        if self.shape == Shape::Sphere && self.h > 0.0 {
            t.scale = Vec3::new(1.0, self.h / (2.0 * self.r), 1.0);
        }
        if self.tilt != 0.0 {
            t.rotation = Quat::from_rotation_x(-self.tilt);
        }
        t
    }
}

#[derive(Clone, Debug, Deserialize)]
pub struct FigureData {
    pub default: Vec<Part>,
    pub games: BTreeMap<String, BTreeMap<String, Vec<Part>>>,
}

impl FigureData {
    pub fn load() -> FigureData {
        crate::core::assets::load("figures.ron")
    }

    pub fn parts(&self, game: &str, code: char) -> &[Part] {
        self.games.get(game).and_then(|g| g.get(&code.to_string())).map(Vec::as_slice).unwrap_or(&self.default)
    }

    /// Each part's base height, and the figure's total height.
    pub fn place(parts: &[Part]) -> (Vec<f32>, f32) {
        let mut y = 0.0f32;
        let mut top = 0.0f32;
        let mut out = Vec::new();
        for p in parts {
            out.push(y);
            let t = y - p.sink + p.height();
            top = top.max(t);
            if !p.side {
                y = t;
            }
        }
        (out, top)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figure_data_parses_and_figures_differ() {
        let d = FigureData::load();
        let storm = ["B", "T", "N", "C", "Y", "F", "I"];
        let mut heights = Vec::new();
        for c in storm {
            let parts = d.parts("storm", c.chars().next().unwrap());
            assert!(!std::ptr::eq(parts, d.default.as_slice()), "no figure for {c}");
            heights.push((FigureData::place(parts).1 * 100.0) as i32);
        }
        // The Brain stands tallest.
        assert_eq!(heights.iter().max(), heights.first());
        for c in ["E", "N", "T", "S"] {
            assert!(d.games["three-elephant"].contains_key(c), "no Three Elephant figure {c}");
        }
        assert_eq!(d.parts("unknown", 'Q').len(), d.default.len());
    }
}
