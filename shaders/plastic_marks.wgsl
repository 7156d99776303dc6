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
