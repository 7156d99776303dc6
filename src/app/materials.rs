//! Our materials and their WGSL shaders (embedded from `shaders/`): the board square, which
//! draws Storm's arrows from a direction bitmask, the river, tower and chamber looks, the theme's
//! pattern and the highlights; the translucent plastic of Icehouse pyramids, with pips; and a
//! cheap opaque matte paint for everything else. The High quality tier (`quality`) draws the
//! same looks through Bevy's physically based lighting instead: `TilePbr`, `PlasticPbr` and
//! `StandardMaterial` paints.

use bevy::asset::uuid_handle;
use bevy::mesh::MeshVertexBufferLayoutRef;
use bevy::pbr::{ExtendedMaterial, MaterialExtension, MaterialExtensionKey, MaterialExtensionPipeline, MaterialPipeline, MaterialPipelineKey};
use bevy::prelude::*;
use bevy::reflect::TypePath;
use bevy::render::render_resource::{AsBindGroup, RenderPipelineDescriptor, ShaderType, SpecializedMeshPipelineError};
use bevy::shader::ShaderDefVal;
use bevy::shader::ShaderRef;

pub const TILE_SHADER: Handle<Shader> = uuid_handle!("6f1c2d1e-4b7a-4f0e-9a51-3c2b8e7d9a01");
pub const PLASTIC_SHADER: Handle<Shader> = uuid_handle!("6f1c2d1e-4b7a-4f0e-9a51-3c2b8e7d9a02");
pub const MATTE_SHADER: Handle<Shader> = uuid_handle!("6f1c2d1e-4b7a-4f0e-9a51-3c2b8e7d9a03");

/// Flags in `SquareParams::info.y`.
pub const RIVER_NORTH: u32 = 1;
pub const RIVER_SOUTH: u32 = 2;
pub const TOWER: u32 = 4;
pub const CHAMBER: u32 = 8;
pub const DARK: u32 = 16;

/// Highlight modes in `SquareParams::info.z`.
pub const MARK_NONE: u32 = 0;
pub const MARK_SELECTED: u32 = 1;
pub const MARK_TARGET: u32 = 2;
pub const MARK_CAPTURE: u32 = 3;
pub const MARK_HOVER_TARGET: u32 = 4;

/// The most squares a board may have (with chambers): the per-square data is a fixed array.
pub const MAX_SQUARES: usize = 192;

/// What differs from square to square.
#[derive(Clone, Copy, Debug, Default, PartialEq, ShaderType)]
pub struct SquareParams {
    /// Square colour; `a` = pattern strength.
    pub base: Vec4,
    /// Second pattern colour.
    pub alt: Vec4,
    /// x: arrow bitmask (bit i = `Dir8::from_index(i)`), y: flags, z: highlight mode,
    /// w: bit 0 = part of the last move, bit 1 = alerted (a Brain in check).
    pub info: UVec4,
}

/// The whole board surface is one mesh with one material (a draw state change per square made
/// each frame several times slower under software Vulkan); each vertex carries its square's
/// index in its second uv set.
#[derive(Clone, Copy, Debug, PartialEq, ShaderType)]
pub struct BoardParams {
    pub orth: Vec4,
    pub orth2: Vec4,
    pub diag: Vec4,
    pub border: Vec4,
    pub river: Vec4,
    /// Legal target colour.
    pub target: Vec4,
    /// Selected piece colour.
    pub selected: Vec4,
    pub last: Vec4,
    pub alert: Vec4,
    /// x: pattern, y: arrow style.
    pub style: UVec4,
    pub squares: [SquareParams; MAX_SQUARES],
}

impl Default for BoardParams {
    fn default() -> Self {
        BoardParams {
            orth: Vec4::ZERO,
            orth2: Vec4::ZERO,
            diag: Vec4::ZERO,
            border: Vec4::ZERO,
            river: Vec4::ZERO,
            target: Vec4::ZERO,
            selected: Vec4::ZERO,
            last: Vec4::ZERO,
            alert: Vec4::ZERO,
            style: UVec4::ZERO,
            squares: [SquareParams::default(); MAX_SQUARES],
        }
    }
}

#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
#[bind_group_data(TileFeatures)]
pub struct TileMaterial {
    #[uniform(0)]
    pub p: BoardParams,
    /// The baked board (`bake`), when `features.baked`.
    #[texture(1)]
    #[sampler(2)]
    pub atlas: Option<Handle<Image>>,
    pub features: TileFeatures,
}

/// The parts of `tile.wgsl` a board uses, compiled in as shader defs. A software renderer runs
/// every branch of a shader whether it is taken or not, so a board that carried all six theme
/// patterns, the arrows and the river paid for all of them on every pixel (Storm's frame went
/// from 86 to 68 ms when only its own pattern was left).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TileFeatures {
    /// `Pattern::id` of the theme.
    pub pattern: u32,
    /// Some square has arrows (Storm).
    pub arrows: bool,
    /// Some square borders the river.
    pub river: bool,
    /// Some square is a tower or chamber (a raised inner border).
    pub rings: bool,
    /// Draws the squares' unchanging looks into their cells of an atlas (`bake`).
    pub bake: bool,
    /// Draws the board from that atlas, adding only tints and highlights.
    pub baked: bool,
}

impl From<&TileMaterial> for TileFeatures {
    fn from(m: &TileMaterial) -> TileFeatures {
        m.features
    }
}

impl TileFeatures {
    /// What a board with these parameters needs drawn.
    pub fn of(p: &BoardParams) -> TileFeatures {
        let any = |f: &dyn Fn(&SquareParams) -> bool| p.squares.iter().any(f);
        TileFeatures {
            pattern: p.style.x,
            arrows: any(&|s| s.info.x != 0),
            river: any(&|s| s.info.y & (RIVER_NORTH | RIVER_SOUTH) != 0),
            rings: any(&|s| s.info.y & (TOWER | CHAMBER) != 0),
            bake: false,
            baked: false,
        }
    }

    /// Sampling the atlas is the same for every theme and board: one pipeline for all.
    pub fn baked() -> TileFeatures {
        TileFeatures { baked: true, ..default() }
    }

    pub fn shader_defs(&self) -> Vec<ShaderDefVal> {
        let mut defs = vec![ShaderDefVal::UInt("TILE_PATTERN".into(), self.pattern)];
        let parts = [
            (self.arrows, "TILE_ARROWS"),
            (self.river, "TILE_RIVER"),
            (self.rings, "TILE_RINGS"),
            (self.bake, "TILE_BAKE"),
            (self.baked, "TILE_BAKED"),
        ];
        for (on, name) in parts {
            if on {
                defs.push(name.into());
            }
        }
        defs
    }
}

impl Material for TileMaterial {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Handle(TILE_SHADER)
    }

    fn specialize(
        _pipeline: &MaterialPipeline,
        descriptor: &mut RenderPipelineDescriptor,
        _layout: &MeshVertexBufferLayoutRef,
        key: MaterialPipelineKey<Self>,
    ) -> Result<(), SpecializedMeshPipelineError> {
        if let Some(fragment) = descriptor.fragment.as_mut() {
            fragment.shader_defs.extend(key.bind_group_data.shader_defs());
            fragment.shader_defs.push(ShaderDefVal::UInt("TILE_BINDING".into(), 0));
        }
        Ok(())
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
    /// The letter (`marks::pack`): x, its stroke count; then its strokes, packed.
    pub letter: Vec4,
    pub glyph_a: Vec4,
    pub glyph_b: Vec4,
}

#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
#[bind_group_data(MarkFeatures)]
pub struct PlasticMaterial {
    #[uniform(0)]
    pub p: PlasticParams,
    pub features: MarkFeatures,
}

impl From<&PlasticMaterial> for MarkFeatures {
    fn from(m: &PlasticMaterial) -> MarkFeatures {
        m.features
    }
}

impl Material for PlasticMaterial {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Handle(PLASTIC_SHADER)
    }
    fn alpha_mode(&self) -> AlphaMode {
        AlphaMode::Blend
    }
    fn specialize(
        _pipeline: &MaterialPipeline,
        descriptor: &mut RenderPipelineDescriptor,
        _layout: &MeshVertexBufferLayoutRef,
        key: MaterialPipelineKey<Self>,
    ) -> Result<(), SpecializedMeshPipelineError> {
        key.bind_group_data.specialize(descriptor);
        Ok(())
    }
}

/// The marks that need no colour (`marks`) a piece's material draws, compiled in as shader defs:
/// a software renderer pays for every branch of a shader, taken or not (a letter's stroke loop
/// left in every pyramid's shader tripled Litróf's frame), so a piece without marks gets a
/// shader without them.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MarkFeatures {
    /// A letter on the faces (`PlasticParams::letter`).
    pub letter: bool,
    /// The side's pattern (`marks::pattern_of`), 0 for none.
    pub pattern: u32,
}

impl MarkFeatures {
    fn specialize(&self, descriptor: &mut RenderPipelineDescriptor) {
        if let Some(fragment) = descriptor.fragment.as_mut() {
            fragment.shader_defs.push(ShaderDefVal::UInt("MARK_PATTERN".into(), self.pattern));
            if self.letter {
                fragment.shader_defs.push("MARK_LETTER".into());
            }
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, ShaderType)]
pub struct MatteParams {
    /// Linear colour.
    pub colour: Vec4,
    /// x: gloss.
    pub info: Vec4,
}

#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
#[bind_group_data(MarkFeatures)]
pub struct MatteMaterial {
    #[uniform(0)]
    pub p: MatteParams,
    /// A figure's side pattern.
    pub features: MarkFeatures,
}

impl From<&MatteMaterial> for MarkFeatures {
    fn from(m: &MatteMaterial) -> MarkFeatures {
        m.features
    }
}

impl Material for MatteMaterial {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Handle(MATTE_SHADER)
    }
    fn specialize(
        _pipeline: &MaterialPipeline,
        descriptor: &mut RenderPipelineDescriptor,
        _layout: &MeshVertexBufferLayoutRef,
        key: MaterialPipelineKey<Self>,
    ) -> Result<(), SpecializedMeshPipelineError> {
        key.bind_group_data.specialize(descriptor);
        Ok(())
    }
}

/// An opaque surface's material: our cheap matte shader, or Bevy's PBR with shadows when the
/// player asks for detailed lighting.
#[derive(Clone, Debug)]
pub enum Paint {
    Matte(Handle<MatteMaterial>),
    Pbr(Handle<StandardMaterial>),
    /// Bevy's PBR with a side's pattern (`figure_pbr.wgsl`).
    PatternedPbr(Handle<FigurePbr>),
}

impl Paint {
    pub fn apply(&self, e: &mut EntityCommands) {
        match self {
            Paint::Matte(h) => e.insert(MeshMaterial3d(h.clone())),
            Paint::Pbr(h) => e.insert(MeshMaterial3d(h.clone())),
            Paint::PatternedPbr(h) => e.insert(MeshMaterial3d(h.clone())),
        };
    }
}

pub const FIGURE_PBR_SHADER: Handle<Shader> = uuid_handle!("6f1c2d1e-4b7a-4f0e-9a51-3c2b8e7d9a06");

/// The High tier's paint for a figure with a side's pattern (the pattern is a shader def).
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
#[bind_group_data(MarkFeatures)]
pub struct FigureExt {
    pub features: MarkFeatures,
}

impl From<&FigureExt> for MarkFeatures {
    fn from(m: &FigureExt) -> MarkFeatures {
        m.features
    }
}

impl MaterialExtension for FigureExt {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Handle(FIGURE_PBR_SHADER)
    }
    fn specialize(
        _pipeline: &MaterialExtensionPipeline,
        descriptor: &mut RenderPipelineDescriptor,
        _layout: &MeshVertexBufferLayoutRef,
        key: MaterialExtensionKey<Self>,
    ) -> Result<(), SpecializedMeshPipelineError> {
        key.bind_group_data.specialize(descriptor);
        Ok(())
    }
}

pub type FigurePbr = ExtendedMaterial<StandardMaterial, FigureExt>;

/// One material per colour, roughness and lighting mode, shared by every mesh that uses it
/// (each distinct material costs a state change per frame).
#[derive(Resource, Default)]
pub struct Paints {
    cache: std::collections::HashMap<(bool, [u32; 5]), Paint>,
}

#[derive(bevy::ecs::system::SystemParam)]
pub struct PaintBox<'w> {
    paints: ResMut<'w, Paints>,
    pbr: ResMut<'w, Assets<StandardMaterial>>,
    patterned: ResMut<'w, Assets<FigurePbr>>,
    matte: ResMut<'w, Assets<MatteMaterial>>,
    settings: Res<'w, crate::app::settings::Settings>,
}

impl PaintBox<'_> {
    /// `c` in sRGB; `rough` 0 (glossy) to 1 (matte).
    pub fn get(&mut self, c: [f32; 3], rough: f32) -> Paint {
        self.patterned(c, rough, 0)
    }

    /// As `get`, marked with a side's pattern (`marks::pattern_of`; 0 for none).
    pub fn patterned(&mut self, c: [f32; 3], rough: f32, pattern: u32) -> Paint {
        let detailed = self.settings.detailed();
        let key = (detailed, [c[0].to_bits(), c[1].to_bits(), c[2].to_bits(), rough.to_bits(), pattern]);
        let (pbr, patterned, matte) = (&mut self.pbr, &mut self.patterned, &mut self.matte);
        let features = MarkFeatures { letter: false, pattern };
        self.paints
            .cache
            .entry(key)
            .or_insert_with(|| {
                let base =
                    StandardMaterial { base_color: Color::srgb(c[0], c[1], c[2]), perceptual_roughness: rough, reflectance: 0.45, ..default() };
                match (detailed, pattern) {
                    (true, 0) => Paint::Pbr(pbr.add(base)),
                    (true, _) => Paint::PatternedPbr(patterned.add(FigurePbr { base, extension: FigureExt { features } })),
                    (false, _) => Paint::Matte(matte.add(MatteMaterial {
                        p: MatteParams { colour: lin(c, 1.0), info: Vec4::new((1.0 - rough).clamp(0.0, 1.0), 0.0, 0.0, 0.0) },
                        features,
                    })),
                }
            })
            .clone()
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
        // `TOWERS_SHADERS=dir` reads the WGSL from a folder instead, to try shader edits
        // without a rebuild.
        let dir = std::env::var("TOWERS_SHADERS").ok();
        let text =
            |p: &str| match dir.as_deref().and_then(|d| std::fs::read_to_string(std::path::Path::new(d).join(p.trim_start_matches("shaders/"))).ok())
            {
                Some(t) => Box::leak(t.into_boxed_str()) as &'static str,
                None => crate::core::assets::text(p).unwrap_or_else(|| panic!("missing embedded shader {p}")),
            };
        {
            let mut shaders = app.world_mut().resource_mut::<Assets<Shader>>();
            let _ = shaders.insert(TILE_SHADER.id(), Shader::from_wgsl(text("shaders/tile.wgsl"), "shaders/tile.wgsl"));
            let _ = shaders.insert(PLASTIC_SHADER.id(), Shader::from_wgsl(text("shaders/plastic.wgsl"), "shaders/plastic.wgsl"));
            let _ = shaders.insert(MATTE_SHADER.id(), Shader::from_wgsl(text("shaders/matte.wgsl"), "shaders/matte.wgsl"));
            let _ = shaders.insert(PLASTIC_PBR_SHADER.id(), Shader::from_wgsl(text("shaders/plastic_pbr.wgsl"), "shaders/plastic_pbr.wgsl"));
            // Imported by both plastic shaders (`#import towers::plastic_marks`).
            let _ = shaders.insert(FIGURE_PBR_SHADER.id(), Shader::from_wgsl(text("shaders/figure_pbr.wgsl"), "shaders/figure_pbr.wgsl"));
            let _ = shaders.insert(PLASTIC_MARKS_SHADER.id(), Shader::from_wgsl(text("shaders/plastic_marks.wgsl"), "shaders/plastic_marks.wgsl"));
        }
        app.init_resource::<Paints>().init_resource::<Plastics>().add_plugins((
            MaterialPlugin::<TileMaterial>::default(),
            MaterialPlugin::<PlasticMaterial>::default(),
            MaterialPlugin::<MatteMaterial>::default(),
            MaterialPlugin::<TilePbr>::default(),
            MaterialPlugin::<PlasticPbr>::default(),
            MaterialPlugin::<FigurePbr>::default(),
        ));
    }
}

pub const PLASTIC_PBR_SHADER: Handle<Shader> = uuid_handle!("6f1c2d1e-4b7a-4f0e-9a51-3c2b8e7d9a04");
pub const PLASTIC_MARKS_SHADER: Handle<Shader> = uuid_handle!("6f1c2d1e-4b7a-4f0e-9a51-3c2b8e7d9a05");

/// The High quality tier's pyramid plastic: Bevy's physically based lighting (shadows, the
/// environment's reflections, Fresnel, tone mapping) under the same pips, rims and glow as
/// `PlasticMaterial`, with pips that bulge so they catch the light.
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
#[bind_group_data(MarkFeatures)]
pub struct PlasticExt {
    #[uniform(100)]
    pub p: PlasticParams,
    pub features: MarkFeatures,
}

impl From<&PlasticExt> for MarkFeatures {
    fn from(m: &PlasticExt) -> MarkFeatures {
        m.features
    }
}

impl MaterialExtension for PlasticExt {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Handle(PLASTIC_PBR_SHADER)
    }
    fn alpha_mode() -> Option<AlphaMode> {
        Some(AlphaMode::Blend)
    }
    fn specialize(
        _pipeline: &MaterialExtensionPipeline,
        descriptor: &mut RenderPipelineDescriptor,
        _layout: &MeshVertexBufferLayoutRef,
        key: MaterialExtensionKey<Self>,
    ) -> Result<(), SpecializedMeshPipelineError> {
        key.bind_group_data.specialize(descriptor);
        Ok(())
    }
}

pub type PlasticPbr = ExtendedMaterial<StandardMaterial, PlasticExt>;

/// The High tier's board surface: `tile.wgsl`'s colours and marks lit by Bevy's PBR, so the
/// squares take the pieces' shadows, with a fine grain in their normals and roughness.
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
#[bind_group_data(TileFeatures)]
pub struct TileExt {
    #[uniform(100)]
    pub p: BoardParams,
    pub features: TileFeatures,
}

impl From<&TileExt> for TileFeatures {
    fn from(m: &TileExt) -> TileFeatures {
        m.features
    }
}

impl MaterialExtension for TileExt {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Handle(TILE_SHADER)
    }
    fn specialize(
        _pipeline: &MaterialExtensionPipeline,
        descriptor: &mut RenderPipelineDescriptor,
        _layout: &MeshVertexBufferLayoutRef,
        key: MaterialExtensionKey<Self>,
    ) -> Result<(), SpecializedMeshPipelineError> {
        if let Some(fragment) = descriptor.fragment.as_mut() {
            fragment.shader_defs.extend(key.bind_group_data.shader_defs());
            fragment.shader_defs.push("TILE_PBR".into());
            fragment.shader_defs.push(ShaderDefVal::UInt("TILE_BINDING".into(), 100));
        }
        Ok(())
    }
}

pub type TilePbr = ExtendedMaterial<StandardMaterial, TileExt>;

/// The board surface's material in either tier.
#[derive(Clone, Debug)]
pub enum Surface {
    Fast(Handle<TileMaterial>),
    High(Handle<TilePbr>),
}

/// Hands out and updates board surfaces: one place knows both tiers.
#[derive(bevy::ecs::system::SystemParam)]
pub struct SurfaceBox<'w> {
    fast: ResMut<'w, Assets<TileMaterial>>,
    high: ResMut<'w, Assets<TilePbr>>,
}

impl SurfaceBox<'_> {
    pub fn add(&mut self, p: BoardParams, high: bool) -> Surface {
        let features = TileFeatures::of(&p);
        if high {
            Surface::High(self.high.add(TilePbr {
                base: StandardMaterial { perceptual_roughness: 0.6, reflectance: 0.35, ..default() },
                extension: TileExt { p, features },
            }))
        } else {
            Surface::Fast(self.fast.add(TileMaterial { p, atlas: None, features }))
        }
    }

    /// The Fast tier's surface drawn from a baked atlas (`bake`).
    pub fn add_baked(&mut self, p: BoardParams, atlas: Handle<Image>) -> Surface {
        Surface::Fast(self.fast.add(TileMaterial { p, atlas: Some(atlas), features: TileFeatures::baked() }))
    }

    /// The material that bakes a board's atlas.
    pub fn add_bake(&mut self, p: BoardParams) -> Handle<TileMaterial> {
        self.fast.add(TileMaterial { p, atlas: None, features: TileFeatures { bake: true, ..TileFeatures::of(&p) } })
    }
    pub fn params(&self, s: &Surface) -> Option<BoardParams> {
        match s {
            Surface::Fast(h) => self.fast.get(h).map(|m| m.p),
            Surface::High(h) => self.high.get(h).map(|m| m.extension.p),
        }
    }
    /// Only a real change re-uploads the material.
    pub fn set(&mut self, s: &Surface, p: BoardParams) {
        if self.params(s).is_some_and(|old| old == p) {
            return;
        }
        match s {
            Surface::Fast(h) => {
                if let Some(mut m) = self.fast.get_mut(h) {
                    m.p = p;
                }
            }
            Surface::High(h) => {
                if let Some(mut m) = self.high.get_mut(h) {
                    m.extension.p = p;
                }
            }
        }
    }
}

impl Surface {
    pub fn apply(&self, e: &mut EntityCommands) {
        match self {
            Surface::Fast(h) => e.insert(MeshMaterial3d(h.clone())),
            Surface::High(h) => e.insert(MeshMaterial3d(h.clone())),
        };
    }
}

/// A pyramid's material in either tier.
#[derive(Clone, Debug)]
pub enum Plastic {
    Fast(Handle<PlasticMaterial>),
    High(Handle<PlasticPbr>),
}

impl Plastic {
    pub fn apply(&self, e: &mut EntityCommands) {
        match self {
            Plastic::Fast(h) => e.insert(MeshMaterial3d(h.clone())),
            Plastic::High(h) => e.insert(MeshMaterial3d(h.clone())),
        };
    }
}

/// One plastic per look and tier, shared by every pyramid that has it.
#[derive(Resource, Default)]
pub struct Plastics {
    cache: std::collections::HashMap<(bool, MarkFeatures, [u32; 24]), Plastic>,
}

#[derive(bevy::ecs::system::SystemParam)]
pub struct PlasticBox<'w> {
    plastics: ResMut<'w, Plastics>,
    fast: ResMut<'w, Assets<PlasticMaterial>>,
    high: ResMut<'w, Assets<PlasticPbr>>,
    settings: Res<'w, crate::app::settings::Settings>,
}

impl PlasticBox<'_> {
    /// The plastic of `p`, with the marks of `features`.
    pub fn get(&mut self, p: PlasticParams, features: MarkFeatures) -> Plastic {
        let high = self.settings.detailed();
        let bits: Vec<u32> = [p.colour, p.glow, p.info, p.letter, p.glyph_a, p.glyph_b].iter().flat_map(|v| v.to_array()).map(f32::to_bits).collect();
        let key = (high, features, std::array::from_fn(|i| bits[i]));
        let (fast, highs) = (&mut self.fast, &mut self.high);
        self.plastics
            .cache
            .entry(key)
            .or_insert_with(|| {
                if high {
                    let c = p.colour;
                    let gloss = p.info.z;
                    Plastic::High(highs.add(PlasticPbr {
                        base: StandardMaterial {
                            base_color: Color::LinearRgba(LinearRgba::new(c.x, c.y, c.z, c.w)),
                            perceptual_roughness: 0.32 - 0.18 * gloss,
                            reflectance: 0.5,
                            clearcoat: 0.6,
                            clearcoat_perceptual_roughness: 0.12,
                            alpha_mode: AlphaMode::Blend,
                            ..default()
                        },
                        extension: PlasticExt { p, features },
                    }))
                } else {
                    Plastic::Fast(fast.add(PlasticMaterial { p, features }))
                }
            })
            .clone()
    }
}
