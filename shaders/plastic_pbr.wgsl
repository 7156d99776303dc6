// The High tier's pyramid plastic: Bevy's physically based lighting (sun with soft shadows, the
// studio environment's reflections, clear coat, tone mapping) on an extended StandardMaterial,
// with the pips, moulded rims, selection glow and frost of `plastic.wgsl`. The pips bulge: their
// normals lean out from each pip's centre, so each catches its own highlight.
#import bevy_pbr::{
    pbr_fragment::pbr_input_from_standard_material,
    pbr_functions::{apply_pbr_lighting, main_pass_post_lighting_processing},
    forward_io::{VertexOutput, FragmentOutput},
    mesh_view_bindings::view,
}
#import towers::plastic_marks::{rim_weight, nearest_pip, letter_cover, face_pattern, ink}

struct PlasticParams {
    colour: vec4<f32>,
    glow: vec4<f32>,
    info: vec4<f32>,
    // x: the letter's stroke count (`app::marks`).
    letter: vec4<f32>,
    glyph_a: vec4<f32>,
    glyph_b: vec4<f32>,
}

@group(#{MATERIAL_BIND_GROUP}) @binding(100) var<uniform> m: PlasticParams;

@fragment
fn fragment(in: VertexOutput, @builtin(front_facing) is_front: bool) -> FragmentOutput {
    var pbr_input = pbr_input_from_standard_material(in, is_front);
    let n = pbr_input.N;
    let v = normalize(view.world_position - in.world_position.xyz);
    let uv = in.uv;

    let rim = rim_weight(uv);
    let marks = nearest_pip(uv, m.info.x, m.info.w);
    let pip = marks.x;
    let off = marks.yz;
    let d = length(off);

    // The face's tangent frame from screen-space derivatives (the mesh carries no tangents).
    let dpx = dpdx(in.world_position.xyz);
    let dpy = dpdy(in.world_position.xyz);
    let dux = dpdx(uv);
    let duy = dpdy(uv);
    let t_raw = dpx * duy.y - dpy * dux.y;
    let b_raw = dpy * dux.x - dpx * duy.x;
    let t = normalize(t_raw - n * dot(n, t_raw) + vec3<f32>(1e-6, 0.0, 0.0));
    let b = normalize(b_raw - n * dot(n, b_raw) + vec3<f32>(0.0, 1e-6, 0.0));
    let bulge = pip * clamp(d / 0.05, 0.0, 1.0) * 1.4;
    pbr_input.N = normalize(n + (t * off.x + b * off.y) / max(d, 1e-4) * bulge);

    let base = m.colour.rgb;
    let frost = vec3<f32>(0.78, 0.9, 1.0);
    var albedo = mix(base, base * 1.35 + vec3<f32>(0.12), pip * 0.75);
    albedo = mix(albedo, mix(base, vec3<f32>(1.0), 0.4), rim * 0.35);
    albedo = mix(albedo, frost, 0.4 * m.info.y);
    // The marks that need no colour (`app::marks`), compiled in only where a piece has them.
    var marked = 0.0;
#ifdef MARK_LETTER
    marked = letter_cover(uv, m.info.w, m.glyph_a, m.glyph_b, m.letter.x) * 0.9;
#endif
#if MARK_PATTERN != 0
    marked = face_pattern(uv, m.info.w) * (1.0 - rim) * 0.45;
#endif
    albedo = mix(albedo, ink(base), marked);
    pbr_input.material.base_color = vec4<f32>(albedo, m.colour.a);
    pbr_input.material.perceptual_roughness = mix(pbr_input.material.perceptual_roughness, 0.08, pip);

    var out: FragmentOutput;
    out.color = apply_pbr_lighting(pbr_input);
    out.color = vec4<f32>(out.color.rgb + m.glow.rgb * m.glow.a, out.color.a);
    // Plastic is more opaque where it is seen edge-on, at its moulded rims and at the pips.
    let fres = pow(1.0 - clamp(dot(n, v), 0.0, 1.0), 3.0);
    out.color.a = clamp(m.colour.a + fres * 0.35 + rim * 0.25 + pip * 0.35 + marked * 0.5 + m.glow.a * 0.2, 0.0, 1.0);
    out.color = main_pass_post_lighting_processing(pbr_input, out.color);
    return out;
}
