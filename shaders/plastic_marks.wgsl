// The moulded marks of an Icehouse pyramid's face, shared by both tiers' plastic shaders. Face
// coordinates: u across the base edge, v from the base (0) to the apex (1).
#define_import_path towers::plastic_marks

// 1 on the face's moulded edges, fading to 0 a little inside them.
fn rim_weight(uv: vec2<f32>) -> f32 {
    let e_side = 0.5 * (1.0 - uv.y) - abs(uv.x - 0.5);
    let e = min(e_side, uv.y * 0.5);
    return 1.0 - smoothstep(0.0, 0.03, e);
}

// The pips: small raised dots in a row near the base, 0.16 apart and centred. Only the nearest
// can cover a pixel, so there is no loop over them: under llvmpipe a loop here made Litróf's
// frame 158 ms against 42 ms without one (every layer of every translucent stack pays for it).
// Returns the nearest pip's coverage (x) and the offset from its centre (y, z), with v scaled
// by `aspect` (the face's slant height over its base) so pips are round.
fn nearest_pip(uv: vec2<f32>, count: f32, aspect: f32) -> vec3<f32> {
    let first = 0.5 - (count - 1.0) * 0.08;
    let i = clamp(round((uv.x - first) / 0.16), 0.0, max(count - 1.0, 0.0));
    let off = vec2<f32>(uv.x - (first + i * 0.16), (uv.y - 0.13) * aspect);
    let cover = select(0.0, 1.0 - smoothstep(0.038, 0.05, length(off)), count > 0.5);
    return vec3<f32>(cover, off);
}

// Distance from p to the segment from a to b.
fn segment_distance(p: vec2<f32>, a: vec2<f32>, b: vec2<f32>) -> f32 {
    let pa = p - a;
    let ba = b - a;
    let h = clamp(dot(pa, ba) / max(dot(ba, ba), 1e-6), 0.0, 1.0);
    return length(pa - ba * h);
}

// A moulded letter (`app::marks`): `count` strokes on a grid 4 wide and 6 high, two packed to a
// float of `a` then `b` (3 bits a coordinate), in a box from v = 0.03 to 0.22 across the face's
// middle: where the pips would be, below the smaller pyramid a tower stacks on it. Returns the
// letter's coverage, anti-aliased by the grid's size on screen.
fn letter_cover(uv: vec2<f32>, aspect: f32, a: vec4<f32>, b: vec4<f32>, count: f32) -> f32 {
    let h = 0.19;
    let g = vec2<f32>((uv.x - 0.5) * 6.0 / (h * aspect) + 2.0, (uv.y - 0.03) * 6.0 / h);
    // Derivatives before any branch: they need every pixel of the quad.
    let px = max(length(vec2<f32>(dpdx(g.x), dpdy(g.x))), length(vec2<f32>(dpdx(g.y), dpdy(g.y))));
    if (count < 0.5 || g.x < -1.0 || g.x > 5.0 || g.y < -1.0 || g.y > 7.0) {
        return 0.0;
    }
    var d = 100.0;
    let n = u32(count);
    for (var i = 0u; i < n; i = i + 1u) {
        let w = i / 2u;
        let packed = select(b[w % 4u], a[w % 4u], w < 4u);
        let s = (u32(packed) >> (12u * (i % 2u))) & 0xfffu;
        let p0 = vec2<f32>(f32(s & 7u), f32((s >> 3u) & 7u));
        let p1 = vec2<f32>(f32((s >> 6u) & 7u), f32((s >> 9u) & 7u));
        d = min(d, segment_distance(g, p0, p1));
    }
    let half_width = 0.5;
    return 1.0 - smoothstep(half_width - px, half_width + px, d);
}

// A side's pattern on a face (`app::marks::pattern_of`): 1 stripes along the base, 2 dots,
// 3 hatching, chosen by the caller's shader def (a software renderer pays for every branch).
// Face lengths are in base widths (v scaled by `aspect`). Returns 0 to 1.
fn face_stripes(uv: vec2<f32>, aspect: f32) -> f32 {
    let p = uv.y * aspect / 0.13;
    return band(abs(fract(p) - 0.5), 0.16, fwidth(p));
}

fn face_dots(uv: vec2<f32>, aspect: f32) -> f32 {
    let p = vec2<f32>(uv.x, uv.y * aspect) / 0.13;
    return band(length(fract(p) - vec2<f32>(0.5)), 0.2, max(fwidth(p.x), fwidth(p.y)));
}

fn face_hatching(uv: vec2<f32>, aspect: f32) -> f32 {
    let p = (uv.x + uv.y * aspect) / 0.13 * 0.7071;
    return band(abs(fract(p) - 0.5), 0.16, fwidth(p));
}

// Coverage of a mark `d` from its centre line where it is `r` wide, anti-aliased by `fw` (the
// pattern's period on screen): patterns finer than a few pixels would shimmer, so they fade out
// with distance.
fn band(d: f32, r: f32, fw: f32) -> f32 {
    let fade = 1.0 - smoothstep(0.25, 0.5, fw);
    return (1.0 - smoothstep(r - fw, r + fw, d)) * fade;
}

// The colour marks are drawn in on `base`: dark on light plastic, light on dark.
fn ink(base: vec3<f32>) -> vec3<f32> {
    let lum = dot(base, vec3<f32>(0.2126, 0.7152, 0.0722));
    return select(vec3<f32>(0.95, 0.95, 0.92), vec3<f32>(0.04, 0.04, 0.05), lum > 0.22);
}

// A figure's side pattern, painted on `base` in world space so that every figure of a side shows
// the same marks whatever its shape: rings for the second side, spots for the third, spiral
// bands for the fourth (`app::marks::pattern_of`; the caller's shader def picks one).
fn figure_rings(base: vec3<f32>, world: vec3<f32>) -> vec3<f32> {
    let p = world.y / 0.14;
    return mix(base, ink(base), band(abs(fract(p) - 0.5), 0.13, fwidth(p)) * 0.55);
}

fn figure_spots(base: vec3<f32>, world: vec3<f32>) -> vec3<f32> {
    let p = world / 0.07;
    let fw = max(max(fwidth(p.x), fwidth(p.y)), fwidth(p.z));
    return mix(base, ink(base), band(length(fract(p) - vec3<f32>(0.5)), 0.28, fw) * 0.55);
}

fn figure_spirals(base: vec3<f32>, world: vec3<f32>) -> vec3<f32> {
    let p = (world.y + world.x * 0.5 + world.z * 0.5) / 0.14;
    return mix(base, ink(base), band(abs(fract(p) - 0.5), 0.15, fwidth(p)) * 0.55);
}

// The side's pattern on a pyramid's face, as the pipeline's MARK_PATTERN asks (0: none). Shader
// defs reach imported modules, so each pipeline compiles only its own pattern's code.
fn face_pattern(uv: vec2<f32>, aspect: f32) -> f32 {
#if MARK_PATTERN == 1
    return face_stripes(uv, aspect);
#else if MARK_PATTERN == 2
    return face_dots(uv, aspect);
#else if MARK_PATTERN == 3
    return face_hatching(uv, aspect);
#else
    return 0.0;
#endif
}

// A figure's paint with its side's pattern, as the pipeline's MARK_PATTERN asks (0: none).
fn figure_paint(base: vec3<f32>, world: vec3<f32>) -> vec3<f32> {
#if MARK_PATTERN == 1
    return figure_rings(base, world);
#else if MARK_PATTERN == 2
    return figure_spots(base, world);
#else if MARK_PATTERN == 3
    return figure_spirals(base, world);
#else
    return base;
#endif
}
