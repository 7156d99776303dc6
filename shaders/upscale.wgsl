// Scales the 3D scene, drawn into the top left part of its viewport while the camera moves
// (`motion_scale.rs`), up to the whole viewport. The fullscreen triangle is drawn with the
// viewport set, so `uv` runs 0..1 across the viewport; `p.rect` is the drawn part of the source
// texture, origin and size as shares of the texture.
#import bevy_core_pipeline::fullscreen_vertex_shader::FullscreenVertexOutput

struct Params {
    rect: vec4<f32>,
}

@group(0) @binding(0) var source: texture_2d<f32>;
@group(0) @binding(1) var source_sampler: sampler;
@group(0) @binding(2) var<uniform> p: Params;

@fragment
fn fragment(in: FullscreenVertexOutput) -> @location(0) vec4<f32> {
    // No nearer the drawn part's edges than half a texel: beyond them lies an older frame.
    let half = 0.5 / vec2<f32>(textureDimensions(source));
    let at = clamp(p.rect.xy + in.uv * p.rect.zw, p.rect.xy + half, p.rect.xy + p.rect.zw - half);
    return textureSample(source, source_sampler, at);
}
