//! The Fast tier's board surface, baked. Under a software renderer every pixel of the board
//! ran the whole tile shader every frame: the theme's pattern (a dozen noise lattice hashes),
//! Storm's arrows (an `atan2` and two distance fields), the river's waves. None of that changes
//! while a game is played, so when the board is built a camera of its own draws each square's
//! looks once into a cell of an atlas (`tile.wgsl` with `TILE_BAKE`, the same code the High tier
//! runs per pixel), and the board then samples its cell (`TILE_BAKED`) and adds only what does
//! change: the last move's and an alert's tints, and the highlights.
//!
//! The atlas stores, beside each pixel's colour, how much of it the arrows leave uncovered, so
//! a tint still colours the square under its arrows and not the arrows, as before baking.
//! Until the bake has drawn (its pipeline compiles asynchronously) each cell holds its square's
//! plain colour, so the board is never drawn black.

use super::materials::{BoardParams, Surface, SurfaceBox};
use bevy::asset::RenderAssetUsages;
use bevy::camera::visibility::RenderLayers;
use bevy::camera::{RenderTarget, ScalingMode};
use bevy::color::ColorToPacked;
use bevy::core_pipeline::tonemapping::Tonemapping;
use bevy::image::ImageSampler;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::picking::Pickable;
use bevy::prelude::*;
use bevy::render::render_resource::TextureFormat;

/// A square's cell in the atlas, in texels. A Storm square covers about 60–80 pixels of a
/// 1280×720 window; much larger cells would only be minified (the atlas has no mipmaps).
pub const CELL: u32 = 64;

/// The render layer that only the bake camera sees.
const BAKE_LAYER: usize = 7;

/// Where the bake's quads lie: far from the board, out of every other camera's way.
const BAKE_ORIGIN: Vec3 = Vec3::new(-50_000.0, -50_000.0, 0.0);

/// The atlas's grid of cells: square `i` is cell `(i % cols, i / cols)`, rows from the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AtlasGrid {
    pub cols: u32,
    pub rows: u32,
}

impl AtlasGrid {
    /// As square as the count allows.
    pub fn for_squares(n: usize) -> AtlasGrid {
        let n = n.max(1) as u32;
        let cols = n.isqrt() + u32::from(n.isqrt() * n.isqrt() < n);
        AtlasGrid { cols, rows: n.div_ceil(cols) }
    }

    pub fn cell(&self, i: usize) -> UVec2 {
        UVec2::new(i as u32 % self.cols, i as u32 / self.cols)
    }

    /// The atlas's size in texels.
    pub fn size(&self) -> UVec2 {
        UVec2::new(self.cols, self.rows) * CELL
    }
}

/// The quads the bake camera sees: one per square, covering its cell (one world unit a texel,
/// y up, the atlas's top row at the top), with the square's uv and index as `surface_mesh` has
/// them and the world x and z of its corners in the vertex colour, so the pattern runs on
/// across the board as it did when drawn in place.
pub fn bake_mesh(grid: AtlasGrid, centres: &[Vec3]) -> Mesh {
    let height = grid.size().y as f32;
    let cell = CELL as f32;
    let mut pos = Vec::with_capacity(centres.len() * 4);
    let (mut uv, mut index, mut world) = (Vec::new(), Vec::new(), Vec::new());
    let mut tris = Vec::with_capacity(centres.len() * 6);
    for (i, c) in centres.iter().enumerate() {
        let k = pos.len() as u32;
        let origin = grid.cell(i).as_vec2();
        for t in [[0.0f32, 0.0], [1.0, 0.0], [1.0, 1.0], [0.0, 1.0]] {
            let texel = (origin + Vec2::from(t)) * cell;
            pos.push([texel.x, height - texel.y, 0.0]);
            uv.push(t);
            index.push([i as f32, 0.0]);
            // `surface_mesh`: u runs east, v runs north (towards -z).
            world.push([c.x + t[0] - 0.5, c.z + 0.5 - t[1], 0.0, 1.0]);
        }
        // Counter-clockwise as the camera (looking down -z) sees them.
        tris.extend([k, k + 2, k + 1, k, k + 3, k + 2]);
    }
    let n = pos.len();
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, pos)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 0.0, 1.0]; n])
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uv)
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_1, index)
        .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, world)
        .with_inserted_indices(Indices::U32(tris))
}

/// The atlas before the bake has drawn: each cell its square's plain colour, fully uncovered.
pub fn atlas_image(grid: AtlasGrid, params: &BoardParams, squares: usize) -> Image {
    let size = grid.size();
    let mut image = Image::new_target_texture(size.x, size.y, TextureFormat::Rgba8UnormSrgb, None);
    image.sampler = ImageSampler::linear();
    if let Some(data) = image.data.as_mut() {
        for (i, s) in params.squares.iter().take(squares).enumerate() {
            let c = Color::LinearRgba(LinearRgba::new(s.base.x, s.base.y, s.base.z, 1.0)).to_srgba().to_u8_array();
            let o = grid.cell(i) * CELL;
            for y in o.y..o.y + CELL {
                let row = ((y * size.x + o.x) * 4) as usize;
                for px in data[row..row + CELL as usize * 4].chunks_exact_mut(4) {
                    px.copy_from_slice(&c);
                }
            }
        }
    }
    image
}

/// The bake camera, active until its pipelines have compiled and it has drawn.
#[derive(Component, Default)]
pub struct Baking {
    frames: u32,
    quiet: u32,
}

/// Frames the bake camera draws at least, and frames in a row with no pipeline compiling
/// before it stops: a render world a frame behind (pipelined rendering) and a pipeline queued a
/// frame after the mesh first appears both fit in.
const MIN_FRAMES: u32 = 3;
const QUIET_FRAMES: u32 = 3;

/// Sets up the bake of a board whose squares lie at `centres` and returns the surface to draw
/// it with. Everything spawned carries `marker`, so it goes when the board is rebuilt.
pub fn spawn(
    commands: &mut Commands,
    marker: impl Bundle + Clone,
    images: &mut Assets<Image>,
    meshes: &mut Assets<Mesh>,
    tiles: &mut SurfaceBox,
    mut params: BoardParams,
    centres: &[Vec3],
) -> Surface {
    let grid = AtlasGrid::for_squares(centres.len());
    params.style.z = grid.cols;
    params.style.w = grid.rows;
    let atlas = images.add(atlas_image(grid, &params, centres.len()));
    let size = grid.size().as_vec2();
    let layer = RenderLayers::layer(BAKE_LAYER);
    commands.spawn((
        marker.clone(),
        Mesh3d(meshes.add(bake_mesh(grid, centres))),
        MeshMaterial3d(tiles.add_bake(params)),
        Transform::from_translation(BAKE_ORIGIN),
        layer.clone(),
        Pickable::IGNORE,
    ));
    commands.spawn((
        marker,
        Baking::default(),
        Camera3d::default(),
        Camera { order: -1, clear_color: ClearColorConfig::Custom(Color::BLACK), ..default() },
        RenderTarget::Image(atlas.clone().into()),
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: ScalingMode::Fixed { width: size.x, height: size.y },
            ..OrthographicProjection::default_3d()
        }),
        Transform::from_translation(BAKE_ORIGIN + (size * 0.5).extend(10.0)).looking_to(Vec3::NEG_Z, Vec3::Y),
        Msaa::Off,
        Tonemapping::None,
        layer,
    ));
    tiles.add_baked(params, atlas)
}

/// Switches each bake camera off once it has drawn, and keeps frames coming until then (the app
/// otherwise draws only on input).
pub fn finish(mut bakes: Query<(&mut Camera, &mut Baking)>, mut redraw: MessageWriter<bevy::window::RequestRedraw>) {
    for (mut camera, mut baking) in &mut bakes {
        if !camera.is_active {
            continue;
        }
        baking.frames += 1;
        baking.quiet = if super::trace::pipelines_waiting() { 0 } else { baking.quiet + 1 };
        if baking.frames >= MIN_FRAMES && baking.quiet >= QUIET_FRAMES {
            camera.is_active = false;
        } else {
            redraw.write(bevy::window::RequestRedraw);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::mesh::VertexAttributeValues;

    #[test]
    fn the_grid_holds_every_square_in_as_square_an_atlas_as_it_can() {
        for (n, cols, rows) in [(1, 1, 1), (2, 2, 1), (4, 2, 2), (5, 3, 2), (25, 5, 5), (42, 7, 6), (49, 7, 7), (90, 10, 9), (192, 14, 14)] {
            let g = AtlasGrid::for_squares(n);
            assert_eq!((g.cols, g.rows), (cols, rows), "{n} squares");
            assert!(g.cols * g.rows >= n as u32);
            assert_eq!(g.cell(n - 1), UVec2::new((n as u32 - 1) % cols, (n as u32 - 1) / cols));
        }
    }

    #[test]
    fn each_square_covers_its_cell_facing_the_camera_and_carries_where_it_lies() {
        let grid = AtlasGrid { cols: 2, rows: 2 };
        let m = bake_mesh(grid, &[Vec3::ZERO, Vec3::new(3.0, 0.07, -2.0), Vec3::new(-1.0, 0.0, 4.0)]);
        let Some(VertexAttributeValues::Float32x3(pos)) = m.attribute(Mesh::ATTRIBUTE_POSITION) else { panic!("positions") };
        let Some(VertexAttributeValues::Float32x4(world)) = m.attribute(Mesh::ATTRIBUTE_COLOR) else { panic!("colours") };
        let Some(VertexAttributeValues::Float32x2(uv)) = m.attribute(Mesh::ATTRIBUTE_UV_0) else { panic!("uv") };
        let cell = CELL as f32;
        let top = 2.0 * cell;
        // The third square: cell (0, 1), the lower left, uv (0, 0) at its top left texel.
        assert_eq!(pos[8], [0.0, top - cell, 0.0]);
        assert_eq!(pos[10], [cell, 0.0, 0.0]);
        assert_eq!((uv[8], uv[10]), ([0.0, 0.0], [1.0, 1.0]));
        // The second square's corners where `surface_mesh` puts them: uv (0, 0) north-west
        // of its centre is x - 0.5, z + 0.5; uv (1, 1) is x + 0.5, z - 0.5.
        assert_eq!(&world[4][..2], &[2.5, -1.5]);
        assert_eq!(&world[6][..2], &[3.5, -2.5]);
        // Every triangle turns counter-clockwise seen from +z.
        let Some(Indices::U32(tris)) = m.indices() else { panic!("indices") };
        for t in tris.chunks(3) {
            let [a, b, c] = [pos[t[0] as usize], pos[t[1] as usize], pos[t[2] as usize]].map(Vec3::from);
            assert!((b - a).cross(c - a).z > 0.0, "{t:?}");
        }
    }

    #[test]
    fn the_atlas_starts_with_each_square_in_its_plain_colour() {
        let mut p = BoardParams::default();
        p.squares[0].base = Vec4::new(1.0, 0.0, 0.0, 0.5);
        p.squares[1].base = Vec4::new(0.0, 0.0, 1.0, 0.5);
        let grid = AtlasGrid::for_squares(2);
        let image = atlas_image(grid, &p, 2);
        let data = image.data.as_ref().expect("pixels");
        let px = |x: u32, y: u32| &data[((y * grid.size().x + x) * 4) as usize..][..4];
        assert_eq!(px(0, 0), &[255, 0, 0, 255]);
        assert_eq!(px(CELL - 1, CELL - 1), &[255, 0, 0, 255]);
        assert_eq!(px(CELL, 0), &[0, 0, 255, 255]);
        assert_eq!(px(2 * CELL - 1, CELL - 1), &[0, 0, 255, 255]);
    }
}
