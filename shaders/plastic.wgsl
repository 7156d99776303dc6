// Translucent coloured plastic for Icehouse pyramids: wrapped diffuse light, a sharp highlight,
// a Fresnel rim, brighter moulded edges and the pips near each face's base.
#import bevy_pbr::forward_io::VertexOutput
#import bevy_pbr::mesh_view_bindings::view
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

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> m: PlasticParams;

@fragment
fn fragment(in: VertexOutput) -> @location(0) vec4<f32> {
    let n = normalize(in.world_normal);
    let v = normalize(view.world_position - in.world_position.xyz);
    let l1 = normalize(vec3<f32>(0.35, 1.0, 0.55));
    let l2 = normalize(vec3<f32>(-0.7, 0.45, -0.35));
    let base = m.colour.rgb;
    let wrap = clamp(dot(n, l1) * 0.5 + 0.5, 0.0, 1.0);
    let back = max(dot(-n, l1), 0.0);
    var col = base * (0.34 + 0.72 * wrap) + base * 0.22 * max(dot(n, l2), 0.0) + base * 0.25 * back;
    let gloss = m.info.z;
    let h1 = normalize(l1 + v);
    let spec = pow(max(dot(n, h1), 0.0), 70.0) * (0.5 + 0.6 * gloss) + pow(max(dot(n, normalize(l2 + v)), 0.0), 30.0) * 0.2;
    let fres = pow(1.0 - clamp(dot(n, v), 0.0, 1.0), 3.0);

    let rim = rim_weight(in.uv);
    let pip = nearest_pip(in.uv, m.info.x, m.info.w).x;

    col = col + vec3<f32>(rim * 0.22);
    col = mix(col, base * 1.35 + vec3<f32>(0.12), pip * 0.75);
    col = col + vec3<f32>(spec);
    col = mix(col, mix(base, vec3<f32>(1.0), 0.55), fres * 0.4);
    // The marks that need no colour (`app::marks`), compiled in only where a piece has them.
    var marked = 0.0;
#ifdef MARK_LETTER
    marked = letter_cover(in.uv, m.info.w, m.glyph_a, m.glyph_b, m.letter.x) * 0.9;
#endif
#if MARK_PATTERN != 0
    marked = face_pattern(in.uv, m.info.w) * (1.0 - rim) * 0.45;
#endif
    col = mix(col, ink(base), marked);
    col = col + m.glow.rgb * m.glow.a;
    col = mix(col, vec3<f32>(0.78, 0.9, 1.0), 0.4 * m.info.y);
    let alpha = clamp(m.colour.a + fres * 0.35 + spec * 0.6 + rim * 0.25 + pip * 0.35 + marked * 0.5 + m.glow.a * 0.2, 0.0, 1.0);
    return vec4<f32>(col, alpha);
}
