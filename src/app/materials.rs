//! Our two materials and their WGSL shaders (embedded from `shaders/`): the board square, which
//! draws Storm's arrows from a direction bitmask, the river, tower and chamber looks, the theme's
//! pattern and the highlights; and the translucent plastic of Icehouse pyramids, with pips.

use bevy::asset::uuid_handle;
use bevy::prelude::*;
use bevy::reflect::TypePath;
use bevy::render::render_resource::{AsBindGroup, ShaderType};
use bevy::shader::ShaderRef;

pub const TILE_SHADER: Handle<Shader> = uuid_handle!("6f1c2d1e-4b7a-4f0e-9a51-3c2b8e7d9a01");
pub const PLASTIC_SHADER: Handle<Shader> = uuid_handle!("6f1c2d1e-4b7a-4f0e-9a51-3c2b8e7d9a02");

/// Flags in `TileParams::info.y`.
pub const RIVER_NORTH: u32 = 1;
pub const RIVER_SOUTH: u32 = 2;
pub const TOWER: u32 = 4;
pub const CHAMBER: u32 = 8;
pub const DARK: u32 = 16;

/// Highlight modes in `TileParams::mark.x`.
pub const MARK_NONE: u32 = 0;
pub const MARK_SELECTED: u32 = 1;
pub const MARK_TARGET: u32 = 2;
pub const MARK_CAPTURE: u32 = 3;
pub const MARK_HOVER_TARGET: u32 = 4;

#[derive(Clone, Copy, Debug, Default, PartialEq, ShaderType)]
pub struct TileParams {
    /// Square colour; `a` = pattern strength.
    pub base: Vec4,
    /// Second pattern colour.
    pub alt: Vec4,
    pub orth: Vec4,
    pub orth2: Vec4,
    pub diag: Vec4,
    pub border: Vec4,
    pub river: Vec4,
    /// Selection / target colour.
    pub highlight: Vec4,
    /// Last-move colour; `a` = 1 when this square was part of the last move.
    pub last: Vec4,
    /// Alert colour; `a` = 1 when the square is alerted (a Brain in check).
    pub alert: Vec4,
    /// x: arrow bitmask (bit i = `Dir8::from_index(i)`), y: flags, z: pattern, w: arrow style.
    pub info: UVec4,
    /// x: highlight mode.
    pub mark: UVec4,
}

#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct TileMaterial {
    #[uniform(0)]
    pub p: TileParams,
}

impl Material for TileMaterial {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Handle(TILE_SHADER)
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, ShaderType)]
pub struct PlasticParams {
    /// Linear colour; `a` = base opacity.
    pub colour: Vec4,
    /// Added light (selection); `a` = strength.
    pub glow: Vec4,
    /// x: pips, y: frozen (0/1), z: gloss, w: slant height / base (pip aspect).
    pub info: Vec4,
}

#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct PlasticMaterial {
    #[uniform(0)]
    pub p: PlasticParams,
}

impl Material for PlasticMaterial {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Handle(PLASTIC_SHADER)
    }
    fn alpha_mode(&self) -> AlphaMode {
        AlphaMode::Blend
    }
}

/// A theme colour ([f32; 3], sRGB) as a linear Vec4 with alpha `a`.
pub fn lin(c: [f32; 3], a: f32) -> Vec4 {
    let l = Color::srgb(c[0], c[1], c[2]).to_linear();
    Vec4::new(l.red, l.green, l.blue, a)
}

pub struct MaterialsPlugin;

impl Plugin for MaterialsPlugin {
    fn build(&self, app: &mut App) {
        let text = |p: &str| crate::core::assets::text(p).unwrap_or_else(|| panic!("missing embedded shader {p}"));
        {
            let mut shaders = app.world_mut().resource_mut::<Assets<Shader>>();
            let _ = shaders.insert(TILE_SHADER.id(), Shader::from_wgsl(text("shaders/tile.wgsl"), "shaders/tile.wgsl"));
            let _ = shaders.insert(PLASTIC_SHADER.id(), Shader::from_wgsl(text("shaders/plastic.wgsl"), "shaders/plastic.wgsl"));
        }
        app.add_plugins((MaterialPlugin::<TileMaterial>::default(), MaterialPlugin::<PlasticMaterial>::default()));
    }
}
