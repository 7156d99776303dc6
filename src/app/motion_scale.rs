//! Fewer pixels while the camera moves, on a software renderer. Such a renderer shades every
//! pixel on the CPU, so an orbiting camera (every pixel changes every frame) is where its frame
//! rate suffers; a still picture costs nothing, as the app draws only on change. While the
//! camera moves, and only in the Fast tier on a CPU adapter, the 3D scene is drawn at a share of
//! the viewport's width and height (Bevy's `MainPassResolutionOverride`: the main passes draw
//! into the viewport's top left part) and a pass of our own (`shaders/upscale.wgsl`) scales it
//! up to the whole viewport before egui draws the panels and labels, at full resolution, over
//! it. The frame in which the camera comes to rest is drawn in full again.
//!
//! `--motion-scale S` sets the share (0.25 to 1; 1 never lowers it); the View menu turns it off.

use super::Settings;
use super::camera::{MainCamera, Orbit};
use super::quality::Quality;
use bevy::asset::uuid_handle;
use bevy::camera::{MainPassResolutionOverride, Viewport};
use bevy::core_pipeline::{Core3dSystems, FullscreenShader, schedule::Core3d};
use bevy::prelude::*;
use bevy::render::camera::ExtractedCamera;
use bevy::render::render_resource::binding_types::{sampler, texture_2d, uniform_buffer};
use bevy::render::render_resource::*;
use bevy::render::renderer::{RenderContext, RenderDevice, ViewQuery};
use bevy::render::sync_world::RenderEntity;
use bevy::render::view::ViewTarget;
use bevy::render::{Extract, ExtractSchedule, RenderApp, RenderStartup};
use std::collections::HashMap;

pub const UPSCALE_SHADER: Handle<Shader> = uuid_handle!("6f1c2d1e-4b7a-4f0e-9a51-3c2b8e7d9a06");

/// The share of the viewport's width and height drawn while the camera moves, on a software
/// renderer (1 = always in full).
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct MotionScale(pub f32);

impl Default for MotionScale {
    fn default() -> Self {
        MotionScale(0.5)
    }
}

impl MotionScale {
    pub const RANGE: std::ops::RangeInclusive<f32> = 0.25..=1.0;

    /// The size to draw a viewport of `size` at, if smaller than the viewport.
    pub fn reduce(self, size: UVec2) -> Option<UVec2> {
        let s = self.0.clamp(*Self::RANGE.start(), *Self::RANGE.end());
        let small = (size.as_vec2() * s).round().as_uvec2().max(UVec2::ONE);
        (small.x < size.x || small.y < size.y).then_some(small)
    }
}

/// On the main camera: the size its main passes draw at this frame, if reduced.
#[derive(Component, Clone, Copy, Default)]
pub struct Reduced(pub Option<UVec2>);

pub struct MotionScalePlugin;

impl Plugin for MotionScalePlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<MotionScale>().add_systems(PostUpdate, choose);
        let Some(render) = app.get_sub_app_mut(RenderApp) else { return };
        render
            .add_systems(RenderStartup, init_pipeline)
            .add_systems(ExtractSchedule, extract)
            .add_systems(Core3d, upscale.in_set(Core3dSystems::PostProcess));
    }
}

/// Whether this frame draws the scene smaller: the Fast tier on a software adapter, with the
/// camera on the move and the option on.
fn choose(
    settings: Res<Settings>,
    scale: Res<MotionScale>,
    orbit: Res<Orbit>,
    mut commands: Commands,
    cams: Query<(Entity, &Camera, Option<&Reduced>), With<MainCamera>>,
) {
    let software = settings.quality == Quality::Fast && settings.adapter_quality == Some(Quality::Fast);
    for (e, camera, old) in &cams {
        let size = camera.physical_viewport_size();
        let want = Reduced(size.filter(|_| software && settings.motion_scaling && orbit.moving()).and_then(|s| scale.reduce(s)));
        if old.map(|r| r.0) != Some(want.0) {
            commands.entity(e).insert(want);
        }
    }
}

fn extract(mut commands: Commands, cams: Extract<Query<(RenderEntity, &Reduced)>>) {
    for (e, reduced) in &cams {
        let Ok(mut e) = commands.get_entity(e) else { continue };
        match reduced.0 {
            Some(size) => e.insert(MainPassResolutionOverride(size)),
            None => e.remove::<MainPassResolutionOverride>(),
        };
    }
}

#[derive(Resource)]
struct UpscalePipeline {
    layout: BindGroupLayoutDescriptor,
    sampler: Sampler,
}

fn init_pipeline(mut commands: Commands, device: Res<RenderDevice>) {
    let layout = BindGroupLayoutDescriptor::new(
        "towers_upscale",
        &BindGroupLayoutEntries::sequential(
            ShaderStages::FRAGMENT,
            (texture_2d(TextureSampleType::Float { filterable: true }), sampler(SamplerBindingType::Filtering), uniform_buffer::<Vec4>(false)),
        ),
    );
    let sampler = device.create_sampler(&SamplerDescriptor { mag_filter: FilterMode::Linear, min_filter: FilterMode::Linear, ..default() });
    commands.insert_resource(UpscalePipeline { layout, sampler });
}

/// The drawn part of the main texture, scaled up over the whole viewport.
fn upscale(
    view: ViewQuery<(&ViewTarget, &ExtractedCamera, &MainPassResolutionOverride)>,
    pipeline: Option<Res<UpscalePipeline>>,
    fullscreen: Res<FullscreenShader>,
    cache: Res<PipelineCache>,
    mut ids: Local<HashMap<TextureFormat, CachedRenderPipelineId>>,
    mut ctx: RenderContext,
) {
    let Some(pipeline) = pipeline else { return };
    let (target, camera, drawn) = view.into_inner();
    let format = target.main_texture_format();
    let id = *ids.entry(format).or_insert_with(|| {
        cache.queue_render_pipeline(RenderPipelineDescriptor {
            label: Some("towers_upscale".into()),
            layout: vec![pipeline.layout.clone()],
            vertex: fullscreen.to_vertex_state(),
            fragment: Some(FragmentState {
                shader: UPSCALE_SHADER,
                targets: vec![Some(ColorTargetState { format, blend: None, write_mask: ColorWrites::ALL })],
                ..default()
            }),
            ..default()
        })
    });
    let Some(render_pipeline) = cache.get_render_pipeline(id) else { return };
    let texture = target.main_texture().size();
    let whole = UVec2::new(texture.width, texture.height);
    let viewport = camera.viewport.clone().unwrap_or(Viewport {
        physical_position: UVec2::ZERO,
        physical_size: camera.physical_viewport_size.unwrap_or(whole),
        ..default()
    });
    let rect = source_rect(viewport.physical_position, **drawn, whole);
    let bytes: Vec<u8> = rect.to_array().iter().flat_map(|f| f.to_le_bytes()).collect();
    let device = ctx.render_device().clone();
    let params =
        device.create_buffer_with_data(&BufferInitDescriptor { label: Some("towers_upscale"), contents: &bytes, usage: BufferUsages::UNIFORM });
    let post = target.post_process_write();
    let bind_group = device.create_bind_group(
        "towers_upscale",
        &cache.get_bind_group_layout(&pipeline.layout),
        &BindGroupEntries::sequential((post.source, &pipeline.sampler, params.as_entire_binding())),
    );
    // What lies outside the viewport in the destination is left as it was: the panels cover it.
    let mut pass = ctx.command_encoder().begin_render_pass(&RenderPassDescriptor {
        label: Some("towers_upscale"),
        color_attachments: &[Some(RenderPassColorAttachment {
            view: post.destination,
            depth_slice: None,
            resolve_target: None,
            ops: Operations::default(),
        })],
        depth_stencil_attachment: None,
        timestamp_writes: None,
        occlusion_query_set: None,
        multiview_mask: None,
    });
    let (p, s) = (viewport.physical_position.as_vec2(), viewport.physical_size.as_vec2());
    pass.set_viewport(p.x, p.y, s.x, s.y, 0.0, 1.0);
    pass.set_pipeline(render_pipeline);
    pass.set_bind_group(0, &bind_group, &[]);
    pass.draw(0..3, 0..1);
}

/// The part of a texture of size `whole` the main passes drew into (from the viewport's
/// origin, `drawn` texels across), as shares of the texture: origin in xy, size in zw.
pub fn source_rect(origin: UVec2, drawn: UVec2, whole: UVec2) -> Vec4 {
    let whole = whole.max(UVec2::ONE).as_vec2();
    (origin.as_vec2() / whole).extend(0.0).extend(0.0) + Vec4::new(0.0, 0.0, drawn.x as f32 / whole.x, drawn.y as f32 / whole.y)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_moving_camera_draws_a_share_of_the_viewport_and_never_nothing() {
        assert_eq!(MotionScale(0.5).reduce(UVec2::new(1280, 720)), Some(UVec2::new(640, 360)));
        assert_eq!(MotionScale(0.5).reduce(UVec2::new(1, 1)), None);
        assert_eq!(MotionScale(1.0).reduce(UVec2::new(1280, 720)), None);
        // Out of range: held to it.
        assert_eq!(MotionScale(0.01).reduce(UVec2::new(1000, 400)), Some(UVec2::new(250, 100)));
        assert_eq!(MotionScale(3.0).reduce(UVec2::new(1000, 400)), None);
    }

    #[test]
    fn the_source_is_the_drawn_part_from_the_viewports_origin() {
        let r = source_rect(UVec2::new(200, 100), UVec2::new(540, 310), UVec2::new(1280, 720));
        assert!((r - Vec4::new(200.0 / 1280.0, 100.0 / 720.0, 540.0 / 1280.0, 310.0 / 720.0)).abs().max_element() < 1e-6, "{r}");
    }
}
