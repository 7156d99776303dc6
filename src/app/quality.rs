//! Graphics quality tiers. **Fast** is the path tuned for a software renderer: our own cheap
//! shaders with two fixed lights, no shadows, no anti-aliasing, no tone mapping. **High** is for
//! real graphics cards: Bevy's physically based lighting on every surface (`TilePbr`,
//! `PlasticPbr`, `StandardMaterial` paints), a sun with soft (filtered) shadows, a studio
//! environment map for reflections and fill light, 4× MSAA and a filmic tone mapper.
//!
//! Unless the player or `--quality` chose, the tier follows the graphics adapter Bevy found: a
//! CPU adapter (llvmpipe, lavapipe, SwiftShader) gets Fast, anything else High. The View menu
//! shows the adapter beside the choice.

use super::camera::MainCamera;
use crate::app::settings::Quality;
use crate::app::settings::Settings;
use bevy::asset::RenderAssetUsages;
use bevy::core_pipeline::tonemapping::Tonemapping;
use bevy::light::{CascadeShadowConfigBuilder, DirectionalLightShadowMap};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat, TextureViewDescriptor, TextureViewDimension};
use bevy::render::renderer::RenderAdapterInfo;
use bevy::render::view::Msaa;

pub struct QualityPlugin;

impl Plugin for QualityPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Startup, make_environment)
            .add_systems(PreUpdate, detect_adapter)
            .add_systems(Update, apply_quality.in_set(crate::app::schedule::Step::Board));
    }
}

/// The studio environment the High tier lights with.
#[derive(Resource)]
struct Studio {
    diffuse: Handle<Image>,
    specular: Handle<Image>,
}

/// Reads the adapter once the renderer has one, and picks the tier if nobody chose.
fn detect_adapter(adapter: Option<Res<RenderAdapterInfo>>, mut settings: ResMut<Settings>, mut done: Local<bool>) {
    if *done {
        return;
    }
    let Some(info) = adapter else { return };
    *done = true;
    let info: &bevy::render::render_resource::WgpuAdapterInfo = &info.0;
    let kind = format!("{:?}", info.device_type);
    settings.adapter = format!("{} ({kind}, {:?})", info.name, info.backend);
    let q = Quality::for_adapter(&info.name, &kind);
    settings.adapter_quality = Some(q);
    if settings.quality_auto && settings.quality != q {
        settings.quality = q;
    }
}

/// Puts the tier's camera, light and sampling settings in place when it changes.
fn apply_quality(
    settings: Res<Settings>,
    studio: Option<Res<Studio>>,
    mut commands: Commands,
    mut cams: Query<(Entity, &mut Msaa, Option<&mut Tonemapping>, Has<MainCamera>), (With<Camera>, Without<super::bake::Baking>)>,
    mut lights: Query<(Entity, &mut DirectionalLight, Has<super::board::Sun>)>,
    mut ambient: ResMut<GlobalAmbientLight>,
    mut shadow_map: ResMut<DirectionalLightShadowMap>,
    mut last: Local<Option<Quality>>,
) {
    if *last == Some(settings.quality) && !settings.is_changed() {
        return;
    }
    let q = settings.quality;
    let high = q == Quality::High;
    // Both cameras share one image (the egui camera writes it out), so they sample alike.
    let msaa = if high { Msaa::Sample4 } else { Msaa::Off };
    for (e, mut m, tone, main) in &mut cams {
        if *m != msaa {
            *m = msaa;
        }
        if !main {
            continue;
        }
        let want = if high { Tonemapping::TonyMcMapface } else { Tonemapping::None };
        if let Some(mut t) = tone
            && *t != want
        {
            *t = want;
        }
        match (high, &studio) {
            (true, Some(s)) => {
                commands.entity(e).insert(EnvironmentMapLight {
                    diffuse_map: s.diffuse.clone(),
                    specular_map: s.specular.clone(),
                    intensity: 320.0,
                    ..default()
                });
            }
            _ => {
                commands.entity(e).remove::<EnvironmentMapLight>();
            }
        }
    }
    for (e, mut l, sun) in &mut lights {
        let shadows = high && sun;
        if l.shadow_maps_enabled != shadows {
            l.shadow_maps_enabled = shadows;
        }
        if sun {
            // One cascade over the table: the board is small, so all the map's texels go there.
            commands.entity(e).insert(CascadeShadowConfigBuilder { num_cascades: 1, maximum_distance: 45.0, ..default() }.build());
        }
    }
    ambient.brightness = if high { 60.0 } else { 350.0 };
    shadow_map.size = if high { 4096 } else { 2048 };
    *last = Some(q);
}

/// Builds the studio: a soft grey room, brighter above, with two large softboxes (the key
/// light's side and the opposite rim), as a cube map with a few box-filtered mip levels for
/// rough surfaces. The diffuse map is its last, all-blurred level.
fn make_environment(mut images: ResMut<Assets<Image>>, mut commands: Commands) {
    const SIZE: u32 = 32;
    let levels = SIZE.ilog2() + 1;
    let mut faces: Vec<Vec<Vec<[f32; 3]>>> = Vec::new();
    for face in 0..6 {
        let mut mips = vec![radiance_face(face, SIZE)];
        for l in 1..levels {
            mips.push(downsample(&mips[l as usize - 1], SIZE >> (l - 1)));
        }
        faces.push(mips);
    }
    let to_bytes = |pixels: &[[f32; 3]], out: &mut Vec<u8>| {
        for p in pixels {
            for c in [p[0], p[1], p[2], 1.0] {
                out.extend_from_slice(&half::f16::from_f32(c).to_le_bytes());
            }
        }
    };
    let mut specular = Vec::new();
    for mips in &faces {
        for m in mips {
            to_bytes(m, &mut specular);
        }
    }
    let mut diffuse = Vec::new();
    for mips in &faces {
        // 2×2 texels of the next-to-last level: blurred, but still brighter above than below.
        to_bytes(&mips[levels as usize - 2], &mut diffuse);
    }
    let cube = |data: Vec<u8>, size: u32, mips: u32| {
        let mut image = Image::new(
            Extent3d { width: size, height: size, depth_or_array_layers: 6 },
            TextureDimension::D2,
            Vec::new(),
            TextureFormat::Rgba16Float,
            RenderAssetUsages::RENDER_WORLD,
        );
        image.data = Some(data);
        image.texture_descriptor.mip_level_count = mips;
        image.texture_view_descriptor = Some(TextureViewDescriptor { dimension: Some(TextureViewDimension::Cube), ..default() });
        image
    };
    let specular = images.add(cube(specular, SIZE, levels));
    let diffuse = images.add(cube(diffuse, 2, 1));
    commands.insert_resource(Studio { diffuse, specular });
}

/// The direction through a texel of a cube face, in the order and orientation wgpu uses
/// (+x, −x, +y, −y, +z, −z).
fn face_dir(face: u32, u: f32, v: f32) -> Vec3 {
    match face {
        0 => Vec3::new(1.0, -v, -u),
        1 => Vec3::new(-1.0, -v, u),
        2 => Vec3::new(u, 1.0, v),
        3 => Vec3::new(u, -1.0, -v),
        4 => Vec3::new(u, -v, 1.0),
        _ => Vec3::new(-u, -v, -1.0),
    }
    .normalize()
}

/// The studio's light arriving from `dir` (linear, about 1 for the walls).
pub fn studio_radiance(dir: Vec3) -> [f32; 3] {
    let up = dir.y;
    let wall = 0.35 + 0.45 * up.max(0.0) - 0.15 * (-up).max(0.0);
    let mut c = [wall * 0.95, wall * 0.97, wall];
    // Softboxes: the key's side (where the sun is) and a cooler one opposite.
    for (centre, colour, size) in [(Vec3::new(0.4, 0.8, 0.45), [6.0, 5.8, 5.4], 0.93), (Vec3::new(-0.7, 0.45, -0.55), [2.0, 2.2, 2.6], 0.95)] {
        let k = dir.dot(centre.normalize());
        if k > size {
            let edge = ((k - size) / (1.0 - size) * 4.0).min(1.0);
            for i in 0..3 {
                c[i] += colour[i] * edge;
            }
        }
    }
    c
}

fn radiance_face(face: u32, size: u32) -> Vec<[f32; 3]> {
    let mut out = Vec::with_capacity((size * size) as usize);
    for y in 0..size {
        for x in 0..size {
            let u = (x as f32 + 0.5) / size as f32 * 2.0 - 1.0;
            let v = (y as f32 + 0.5) / size as f32 * 2.0 - 1.0;
            out.push(studio_radiance(face_dir(face, u, v)));
        }
    }
    out
}

/// Halves a square level by averaging 2×2 texels.
fn downsample(level: &[[f32; 3]], size: u32) -> Vec<[f32; 3]> {
    let half = (size / 2).max(1);
    let mut out = Vec::with_capacity((half * half) as usize);
    for y in 0..half {
        for x in 0..half {
            let mut sum = [0.0f32; 3];
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                let (sx, sy) = ((x * 2 + dx).min(size - 1), (y * 2 + dy).min(size - 1));
                let p = level[(sy * size + sx) as usize];
                for i in 0..3 {
                    sum[i] += p[i] * 0.25;
                }
            }
            out.push(sum);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiers_read_back_from_their_ids() {
        for q in Quality::ALL {
            assert_eq!(Quality::parse(q.id()), Some(q));
        }
        assert_eq!(Quality::parse("ultra"), None);
    }

    #[test]
    fn software_adapters_get_fast_and_graphics_cards_high() {
        assert_eq!(Quality::for_adapter("llvmpipe (LLVM 19.1.7, 256 bits)", "Cpu"), Quality::Fast);
        assert_eq!(Quality::for_adapter("SwiftShader Device", "Other"), Quality::Fast);
        assert_eq!(Quality::for_adapter("NVIDIA GeForce RTX 4070", "DiscreteGpu"), Quality::High);
        assert_eq!(Quality::for_adapter("Intel(R) UHD Graphics 620", "IntegratedGpu"), Quality::High);
    }

    #[test]
    fn the_studio_is_brighter_above_and_its_mips_keep_the_energy() {
        assert!(studio_radiance(Vec3::Y)[0] > studio_radiance(Vec3::NEG_Y)[0]);
        let face = radiance_face(2, 32);
        let mean = |l: &[[f32; 3]]| l.iter().map(|p| p[0]).sum::<f32>() / l.len() as f32;
        let next = downsample(&face, 32);
        assert_eq!(next.len(), 256);
        assert!((mean(&face) - mean(&next)).abs() < 1e-3);
        // Every face direction is a unit vector pointing out of its face.
        for f in 0..6 {
            let d = face_dir(f, 0.0, 0.0);
            assert!((d.length() - 1.0).abs() < 1e-5 && d.abs().max_element() > 0.99);
        }
    }
}
