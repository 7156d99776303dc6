// Painted wood and lacquer for the board's frame, towers and the game figures: the lighting of
// the plastic shader (the same two lights), opaque, with a soft highlight. Bevy's full PBR
// shader is kept for "Detailed lighting" (shadows); under software rendering it costs several
// times as much per pixel.
#import bevy_pbr::forward_io::VertexOutput
#import bevy_pbr::mesh_view_bindings::view
#import towers::plastic_marks::figure_paint

struct MatteParams {
    colour: vec4<f32>,
    // x: gloss (0 = matte, 1 = lacquer).
    info: vec4<f32>,
}

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> m: MatteParams;

@fragment
fn fragment(in: VertexOutput) -> @location(0) vec4<f32> {
    let n = normalize(in.world_normal);
    let v = normalize(view.world_position - in.world_position.xyz);
    let l1 = normalize(vec3<f32>(0.4, 1.0, 0.6));
    let l2 = normalize(vec3<f32>(-0.7, 0.45, -0.35));
    var base = m.colour.rgb;
    // A side's pattern (`app::marks`), compiled in only where a figure has one.
    base = figure_paint(base, in.world_position.xyz);
    let gloss = m.info.x;
    let d1 = max(dot(n, l1), 0.0);
    let d2 = max(dot(n, l2), 0.0);
    var col = base * (0.28 + 0.78 * d1) + base * vec3<f32>(0.8, 0.85, 1.0) * 0.24 * d2;
    let h = normalize(l1 + v);
    let spec = pow(max(dot(n, h), 0.0), mix(12.0, 64.0, gloss)) * (0.04 + 0.3 * gloss);
    let rim = pow(1.0 - clamp(dot(n, v), 0.0, 1.0), 4.0) * 0.08;
    col = col + vec3<f32>(spec + rim);
    return vec4<f32>(col, 1.0);
}
