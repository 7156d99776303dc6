//! Renderer choices for a small scene that must also run well under software Vulkan: mesh
//! instance data is built on the CPU and drawn directly. Bevy's GPU preprocessing (compute
//! passes that build and cull instance data, then indirect draws) pays off with thousands of
//! meshes; with our few hundred, under lavapipe it made each frame 10 to 30 times slower.
//! `TOWERS_GPU_PREPROCESSING=1` turns it back on, for comparisons.

use bevy::prelude::*;
use bevy::render::batching::gpu_preprocessing::{GpuPreprocessingMode, GpuPreprocessingSupport};
use bevy::render::{RenderApp, RenderStartup, init_gpu_resource};

pub fn gpu_preprocessing() -> bool {
    std::env::var("TOWERS_GPU_PREPROCESSING").is_ok_and(|v| v == "1")
}

/// The PBR plugin as the app uses it: no depth/normal prepass (no material needs one).
pub fn pbr_plugin() -> bevy::pbr::PbrPlugin {
    bevy::pbr::PbrPlugin { use_gpu_instance_buffer_builder: gpu_preprocessing(), prepass_enabled: false, ..default() }
}

pub struct RenderingPlugin;

impl Plugin for RenderingPlugin {
    fn build(&self, app: &mut App) {
        if gpu_preprocessing() {
            return;
        }
        if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
            // The render phases read this at run time: saying "none" makes them batch for the
            // CPU-built instance data that `pbr_plugin` asks for.
            render_app.add_systems(RenderStartup, cpu_preprocessing.after(init_gpu_resource::<GpuPreprocessingSupport>));
        }
    }
}

fn cpu_preprocessing(mut support: ResMut<GpuPreprocessingSupport>) {
    support.max_supported_mode = GpuPreprocessingMode::None;
}
