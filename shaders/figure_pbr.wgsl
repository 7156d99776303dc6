// The High tier's figures with a side pattern: Bevy's StandardMaterial lighting on a base colour
// marked as `matte.wgsl` marks it (the pattern is a shader def), so a side reads without its
// colour.
#import bevy_pbr::{
    pbr_fragment::pbr_input_from_standard_material,
    pbr_functions::{apply_pbr_lighting, main_pass_post_lighting_processing},
    forward_io::{VertexOutput, FragmentOutput},
}
#import towers::plastic_marks::figure_paint

@fragment
fn fragment(in: VertexOutput, @builtin(front_facing) is_front: bool) -> FragmentOutput {
    var pbr_input = pbr_input_from_standard_material(in, is_front);
    var base = pbr_input.material.base_color.rgb;
    base = figure_paint(base, in.world_position.xyz);
    pbr_input.material.base_color = vec4<f32>(base, pbr_input.material.base_color.a);
    var out: FragmentOutput;
    out.color = apply_pbr_lighting(pbr_input);
    out.color = main_pass_post_lighting_processing(pbr_input, out.color);
    return out;
}
