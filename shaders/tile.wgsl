// The board's squares, all in one mesh: each square's uv runs 0..1 across it and its second uv
// set holds its index into `b.squares`. Draws the theme's colour and pattern, Storm's arrows
// from a direction bitmask, the river along the north/south edge, tower and chamber looks, and
// highlights. Fast tier: the colour is the output, and what does not change during play is
// baked once into an atlas (TILE_BAKE, `bake.rs`) that the board then samples (TILE_BAKED): a
// software renderer pays for this shader on every pixel of every frame. High tier (TILE_PBR,
// the uniform at binding 100 of an extended StandardMaterial): the colour is the base colour of
// Bevy's physically based lighting, with a fine grain in the normal and roughness.
#import bevy_pbr::forward_io::VertexOutput
#ifdef TILE_PBR
#import bevy_pbr::{
    pbr_fragment::pbr_input_from_standard_material,
    pbr_functions::{apply_pbr_lighting, main_pass_post_lighting_processing},
    forward_io::FragmentOutput,
}
#endif

struct Square {
    base: vec4<f32>,
    alt: vec4<f32>,
    // x: arrow mask, y: flags, z: highlight mode, w: 1 = last move, 2 = alert.
    info: vec4<u32>,
}

struct BoardParams {
    orth: vec4<f32>,
    orth2: vec4<f32>,
    diag: vec4<f32>,
    border: vec4<f32>,
    river: vec4<f32>,
    target_col: vec4<f32>,
    selected: vec4<f32>,
    last: vec4<f32>,
    alert: vec4<f32>,
    // x: pattern, y: arrow style.
    style: vec4<u32>,
    squares: array<Square, 192>,
}

@group(#{MATERIAL_BIND_GROUP}) @binding(#{TILE_BINDING}) var<uniform> b: BoardParams;

// An integer hash of a lattice point (every caller passes whole numbers): a software
// renderer evaluates `sin` as a long polynomial, and fbm needs twelve of these per pixel.
fn hash2(q: vec2<f32>) -> f32 {
    let i = bitcast<vec2<u32>>(vec2<i32>(q));
    var h = i.x * 0x27d4eb2du ^ (i.y * 0x165667b1u + 0x9e3779b9u);
    h = (h ^ (h >> 15u)) * 0x2c1b3c6du;
    h = h ^ (h >> 12u);
    return f32(h & 0xffffffu) * (1.0 / 16777216.0);
}

fn vnoise(x: vec2<f32>) -> f32 {
    let i = floor(x);
    let f = fract(x);
    let u = f * f * (3.0 - 2.0 * f);
    let a = hash2(i);
    let b = hash2(i + vec2<f32>(1.0, 0.0));
    let c = hash2(i + vec2<f32>(0.0, 1.0));
    let d = hash2(i + vec2<f32>(1.0, 1.0));
    return mix(mix(a, b, u.x), mix(c, d, u.x), u.y);
}

fn fbm(x: vec2<f32>) -> f32 {
    return 0.55 * vnoise(x) + 0.3 * vnoise(x * 2.07 + vec2<f32>(3.1, 1.7)) + 0.15 * vnoise(x * 4.3 + vec2<f32>(-2.3, 5.1));
}

// Coverage of one arrow pointing along `dir` from the centre.
fn arrow(q: vec2<f32>, dir: vec2<f32>, len: f32, w: f32, head: f32, aa: f32) -> f32 {
    let t = dot(q, dir);
    let s = abs(dot(q, vec2<f32>(-dir.y, dir.x)));
    let start = 0.07;
    let shaft_end = len - head * 0.8;
    let d_shaft = max(max(start - t, t - shaft_end), s - w);
    let hw = head * 0.62 * clamp((len - t) / head, 0.0, 1.0);
    let d_head = max(max((len - head) - t, t - len), (s - hw) * 0.85);
    let d = min(d_shaft, d_head);
    return 1.0 - smoothstep(-aa, aa, d);
}

// Computed, not looked up: a per-pixel local array costs a software renderer dearly.
fn dir_of(i: u32) -> vec2<f32> {
    let a = f32(i & 7u) * 0.78539816;
    return vec2<f32>(sin(a), cos(a));
}

// Draws the arrow in direction `i` (if the square has it) over `col`; alpha is the share of the
// pixel it leaves uncovered.
fn arrow_layer(col_in: vec3<f32>, q: vec2<f32>, i: u32, mask: u32, w: f32, head: f32, len_o: f32, len_d: f32, bw: f32, aa: f32) -> vec4<f32> {
    var col = col_in;
    if ((mask >> i) & 1u) == 0u { return vec4<f32>(col, 1.0); }
    let dir = dir_of(i);
    let diag = (i % 2u) == 1u;
    var len = len_o;
    var c = b.orth.rgb;
    if diag { len = len_d; c = b.diag.rgb; } else if i == 2u || i == 6u { c = b.orth2.rgb; }
    var open = 1.0;
    if bw > 0.0 {
        let rim = arrow(q, dir, len + bw * 0.6, w + bw, head + bw * 1.6, aa);
        col = mix(col, b.border.rgb, rim);
        open = 1.0 - rim;
    }
    let a = arrow(q, dir, len, w, head, aa);
    return vec4<f32>(mix(col, c, a), open * (1.0 - a));
}

// The square's own surface: the theme's pattern, tower and chamber rings, the bevel, the river.
fn surface_colour(uv: vec2<f32>, q: vec2<f32>, wp: vec2<f32>, sq: Square) -> vec3<f32> {
    let flags = sq.info.y;
    let strength = sq.base.a;
    var col = sq.base.rgb;
    let alt = sq.alt.rgb;

    // Pattern: only the theme's own is compiled in (TILE_PATTERN, see `TileFeatures`).
#if TILE_PATTERN == 1
    {
        // Marble: soft veins.
        let n = fbm(wp * 2.2);
        let vein = abs(sin((wp.x * 1.3 + wp.y * 0.7) * 3.0 + n * 7.0));
        let v = 1.0 - smoothstep(0.0, 0.18, vein);
        col = mix(col, alt, (0.35 * n + 0.6 * v) * strength);
    }
#endif
#if TILE_PATTERN == 2
    {
        // Wood: grain along the file, a per-square offset.
        let seed = hash2(floor(wp + vec2<f32>(0.5, 0.5)));
        let g = vnoise(vec2<f32>(wp.x * 1.5 + seed * 9.0, wp.y * 14.0));
        let rings = 0.5 + 0.5 * sin((wp.y * 1.0 + g * 1.6 + seed * 6.0) * 14.0);
        col = mix(col, alt, (0.45 * rings + 0.25 * g) * strength);
    }
#endif
#if TILE_PATTERN == 3
    {
        // Leaves: scattered leaf shapes over the square.
        let cell = floor(wp * 3.0);
        let f = fract(wp * 3.0) - vec2<f32>(0.5, 0.5);
        let a = hash2(cell) * 6.283;
        let r = vec2<f32>(cos(a) * f.x - sin(a) * f.y, sin(a) * f.x + cos(a) * f.y);
        let leaf = length(vec2<f32>(r.x * 2.2, r.y)) - 0.36 + 0.12 * abs(r.x * 4.0);
        let vein = 1.0 - smoothstep(0.0, 0.02, abs(r.x));
        let l = (1.0 - smoothstep(-0.02, 0.02, leaf)) * step(0.35, hash2(cell + vec2<f32>(7.0, 3.0)));
        col = mix(col, alt, l * strength * (1.0 - 0.4 * vein));
    }
#endif
#if TILE_PATTERN == 4
    {
        // Diamond: a lozenge inlay.
        let d = abs(q.x) + abs(q.y);
        let inlay = 1.0 - smoothstep(0.40, 0.41, d);
        let line = 1.0 - smoothstep(0.0, 0.012, abs(d - 0.405));
        let n = fbm(wp * 3.0);
        col = mix(col, alt, inlay * strength * (0.6 + 0.4 * n));
        col = mix(col, b.border.rgb, line * 0.6);
    }
#endif
#if TILE_PATTERN == 5
    {
        // Stone: mottled.
        let n = fbm(wp * 3.5);
        col = mix(col, alt, smoothstep(0.35, 0.75, n) * strength);
    }
#endif
#if TILE_PATTERN == 6
    {
        // Paper: faint fibres.
        let n = vnoise(wp * vec2<f32>(40.0, 6.0));
        col = mix(col, alt, n * 0.5 * strength);
    }
#endif

    // Towers and chambers: a raised inner border.
    let edge = min(min(uv.x, 1.0 - uv.x), min(uv.y, 1.0 - uv.y));
#ifdef TILE_RINGS
    if (flags & 12u) != 0u {
        let ring = smoothstep(0.05, 0.06, edge) * (1.0 - smoothstep(0.09, 0.10, edge));
        col = mix(col, b.border.rgb, ring * 0.45);
    }
#endif

    // Bevel: a little darker at the edges.
    col *= mix(0.78, 1.0, smoothstep(0.0, 0.05, edge));

#ifdef TILE_RIVER
    // River.
    if (flags & 1u) != 0u || (flags & 2u) != 0u {
        var d = 1.0;
        if (flags & 1u) != 0u { d = min(d, 1.0 - uv.y); }
        if (flags & 2u) != 0u { d = min(d, uv.y); }
        let band = 1.0 - smoothstep(0.15, 0.17, d);
        let wave = 0.5 + 0.5 * sin(wp.x * 9.0 + sin(wp.x * 2.3) * 2.0 + d * 40.0);
        let water = mix(b.river.rgb * 0.85, b.river.rgb * 1.25, wave * (1.0 - d / 0.17));
        col = mix(col, water, band);
    }
#endif
    return col;
}

// Last move and alert tints (under the arrows).
fn tint(col_in: vec3<f32>, sq: Square, rr: f32) -> vec3<f32> {
    let last = f32(sq.info.w & 1u);
    let alert = f32((sq.info.w >> 1u) & 1u);
    var col = mix(col_in, b.last.rgb, 0.38 * last);
    return mix(col, b.alert.rgb, alert * (0.35 + 0.45 * smoothstep(0.1, 0.6, rr)));
}

// Storm's arrows and their centre dot over `col_in`; `a` is how much of the pixel they leave
// uncovered (what a tint may still colour once the surface is baked).
fn marks(col_in: vec3<f32>, q: vec2<f32>, rr: f32, aa: f32, sq: Square) -> vec4<f32> {
    var col = col_in;
    var open = 1.0;
#ifdef TILE_ARROWS
    let mask = sq.info.x;
    let style = b.style.y;
    var w = 0.026;
    var head = 0.13;
    var len_o = 0.40;
    var len_d = 0.52;
    var bw = 0.0;
    if style == 1u { w = 0.028; head = 0.14; bw = 0.02; }
    if style == 2u { w = 0.010; head = 0.10; }
    if style == 3u { w = 0.02; head = 0.09; len_o = 0.26; len_d = 0.33; }
    // Every arrow stays within 35 degrees of its direction, so only the two directions either
    // side of this pixel's bearing can cover it: two candidates instead of eight.
    let sector = u32(i32(floor(atan2(q.x, q.y) / 0.78539816)) + 8) & 7u;
    let first = arrow_layer(col, q, sector, mask, w, head, len_o, len_d, bw, aa);
    let second = arrow_layer(first.rgb, q, (sector + 1u) & 7u, mask, w, head, len_o, len_d, bw, aa);
    col = second.rgb;
    open = first.a * second.a;
    // A centre dot where arrows start.
    if mask != 0u {
        let cdot = 1.0 - smoothstep(0.045 - aa, 0.045 + aa, rr);
        col = mix(col, mix(b.orth.rgb, b.diag.rgb, 0.5) * 0.8, cdot);
        open *= 1.0 - cdot;
    }
#endif
    return vec4<f32>(col, open);
}

// Selection, legal targets (a dot, larger under the pointer) and captures (a ring).
fn highlight(col_in: vec3<f32>, sq: Square, edge: f32, rr: f32, aa: f32) -> vec3<f32> {
    var col = col_in;
    let mode = sq.info.z;
    var hl = b.target_col.rgb;
    if mode == 1u { hl = b.selected.rgb; }
    if mode == 1u {
        let ring = 1.0 - smoothstep(0.06, 0.10, edge);
        col = mix(col, hl, 0.30 + 0.6 * ring);
    } else if mode == 2u || mode == 4u {
        var r = 0.13;
        if mode == 4u { r = 0.17; }
        let d = 1.0 - smoothstep(r - aa * 1.5, r + aa * 1.5, rr);
        // A dark rim, so that the dot stands out on light and patterned squares alike.
        let rim = (1.0 - smoothstep(r + 0.03 - aa * 1.5, r + 0.03 + aa * 1.5, rr)) * (1.0 - d);
        col = mix(col, vec3<f32>(0.04, 0.04, 0.06), 0.8 * rim);
        col = mix(col, hl, 0.85 * d);
        col = mix(col, hl, 0.12);
    } else if mode == 3u {
        let ring = 1.0 - smoothstep(0.07, 0.11, edge);
        col = mix(col, hl, 0.9 * ring + 0.12);
    }
    return col;
}

#ifdef TILE_BAKED
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var atlas: texture_2d<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(2) var atlas_sampler: sampler;
#endif

// TILE_BAKE draws one square's surface and marks into its cell of the atlas (the real world
// position comes in the vertex colour), with the uncovered share in alpha; TILE_BAKED draws the
// board from that atlas and adds only what changes during play: tints and highlights.
fn tile_colour(in: VertexOutput) -> vec4<f32> {
    let uv = in.uv;
    let sq = b.squares[min(u32(in.uv_b.x + 0.5), 191u)];
    let q = uv - vec2<f32>(0.5, 0.5);
    let rr = length(q);
    let edge = min(min(uv.x, 1.0 - uv.x), min(uv.y, 1.0 - uv.y));
    let aa = max(fwidth(uv.x), fwidth(uv.y)) * 0.9;
#ifdef TILE_BAKE
    return marks(surface_colour(uv, q, in.color.xy, sq), q, rr, aa, sq);
#else
#ifdef TILE_BAKED
    // Each square's cell, sampled no nearer its edge than half a texel so that no neighbour
    // bleeds in (b.style.zw is the atlas's grid of cells).
    let grid = vec2<f32>(f32(b.style.z), f32(b.style.w));
    let i = min(u32(in.uv_b.x + 0.5), 191u);
    let cell = vec2<f32>(f32(i % b.style.z), f32(i / b.style.z));
    let half = 0.5 * grid / vec2<f32>(textureDimensions(atlas));
    let t = textureSample(atlas, atlas_sampler, (cell + clamp(uv, half, vec2<f32>(1.0) - half)) / grid);
    let col = mix(t.rgb, tint(t.rgb, sq, rr), t.a);
#else
    let col = marks(tint(surface_colour(uv, q, in.world_position.xz, sq), sq, rr), q, rr, aa, sq).rgb;
#endif
    return vec4<f32>(highlight(col, sq, edge, rr, aa), 1.0);
#endif
}

#ifdef TILE_PBR
@fragment
fn fragment(in: VertexOutput, @builtin(front_facing) is_front: bool) -> FragmentOutput {
    var pbr_input = pbr_input_from_standard_material(in, is_front);
    let c = tile_colour(in);
    pbr_input.material.base_color = vec4<f32>(c.rgb, 1.0);
    // Surface detail: the slope of a fine noise tilts the normal a little, and the same noise
    // varies the roughness, so the light's highlight breaks up like a real finish.
    let q = in.world_position.xz * 7.0;
    let h0 = fbm(q);
    let hx = fbm(q + vec2<f32>(0.35, 0.0));
    let hz = fbm(q + vec2<f32>(0.0, 0.35));
    let tilt = vec3<f32>(h0 - hx, 0.0, h0 - hz) * 0.35;
    pbr_input.N = normalize(pbr_input.N + tilt);
    pbr_input.material.perceptual_roughness = clamp(pbr_input.material.perceptual_roughness + (h0 - 0.5) * 0.3, 0.2, 1.0);
    var out: FragmentOutput;
    out.color = apply_pbr_lighting(pbr_input);
    out.color = main_pass_post_lighting_processing(pbr_input, out.color);
    return out;
}
#else
@fragment
fn fragment(in: VertexOutput) -> @location(0) vec4<f32> {
    return tile_colour(in);
}
#endif
