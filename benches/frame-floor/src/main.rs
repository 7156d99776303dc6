//! The least a frame can cost here, without Bevy. Each mode draws nothing but what a frame of
//! that shape must do, in a real window, and prints the median and 95th percentile of the time
//! between presented frames:
//!
//! - `present`:   clear the window's image and present it;
//! - `depth`:     the same with a depth buffer cleared too (a renderer drawing into the window);
//! - `offscreen`: clear an offscreen colour and depth target and the window's image;
//! - `bevy`:      clear the offscreen targets, then copy the colour into the window with a
//!   full-screen triangle that samples it, as Bevy's final pass does — an empty Bevy frame.
//!
//! Each line also gives the process's CPU time a frame (every thread, from `/proc/self/stat`):
//! on a shared virtual machine whose host takes cores away (steal time), wall-clock medians
//! swing from run to run and the CPU a frame holds still.
//!
//! Usage: `frame-floor [MODE …] [--size WxH] [--frames N] [--unorm]` (all modes by default;
//! `--unorm` uses formats without sRGB encoding).

use std::sync::Arc;
use std::time::Instant;
use winit::application::ApplicationHandler;
use winit::event::WindowEvent;
use winit::event_loop::{ActiveEventLoop, EventLoop};
use winit::window::{Window, WindowId};

const MODES: [&str; 4] = ["present", "depth", "offscreen", "bevy"];
/// Frames drawn before timing starts (pipeline compilation, swapchain warm-up).
const WARM_UP: usize = 30;

const COPY_SHADER: &str = r#"
@group(0) @binding(0) var image: texture_2d<f32>;
@group(0) @binding(1) var smp: sampler;
struct Out { @builtin(position) pos: vec4<f32>, @location(0) uv: vec2<f32> };
@vertex fn vs(@builtin(vertex_index) i: u32) -> Out {
    let uv = vec2<f32>(f32((i << 1u) & 2u), f32(i & 2u));
    var o: Out;
    o.pos = vec4<f32>(uv * vec2<f32>(2.0, -2.0) + vec2<f32>(-1.0, 1.0), 0.0, 1.0);
    o.uv = uv;
    return o;
}
@fragment fn fs(o: Out) -> @location(0) vec4<f32> { return textureSample(image, smp, o.uv); }
"#;

struct Options {
    modes: Vec<String>,
    width: u32,
    height: u32,
    frames: usize,
    unorm: bool,
}

fn parse_args() -> Result<Options, String> {
    let mut o = Options { modes: vec![], width: 1280, height: 720, frames: 300, unorm: false };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--size" => {
                let v = args.next().ok_or("--size needs WIDTHxHEIGHT")?;
                let (w, h) = v.split_once('x').ok_or_else(|| format!("--size must be WIDTHxHEIGHT, got '{v}'"))?;
                o.width = w.parse().map_err(|_| format!("bad width in --size '{v}'"))?;
                o.height = h.parse().map_err(|_| format!("bad height in --size '{v}'"))?;
            }
            "--frames" => {
                let v = args.next().ok_or("--frames needs a number")?;
                o.frames = v.parse().ok().filter(|&n| n >= 10).ok_or_else(|| format!("--frames must be a whole number of at least 10, got '{v}'"))?;
            }
            "--unorm" => o.unorm = true,
            m if MODES.contains(&m) => o.modes.push(m.to_string()),
            other => return Err(format!("unknown argument '{other}' (modes: {})", MODES.join(", "))),
        }
    }
    if o.modes.is_empty() {
        o.modes = MODES.iter().map(|m| m.to_string()).collect();
    }
    Ok(o)
}

struct Gpu {
    surface: wgpu::Surface<'static>,
    device: wgpu::Device,
    queue: wgpu::Queue,
    colour: wgpu::TextureView,
    depth: wgpu::TextureView,
    copy: wgpu::RenderPipeline,
    copy_bindings: wgpu::BindGroup,
}

impl Gpu {
    fn new(window: Arc<Window>, o: &Options) -> Result<Gpu, String> {
        let instance = wgpu::Instance::new(wgpu::InstanceDescriptor { backends: wgpu::Backends::VULKAN, ..wgpu::InstanceDescriptor::new_without_display_handle() });
        let surface = instance.create_surface(window).map_err(|e| format!("no surface: {e}"))?;
        let adapter = pollster::block_on(instance.request_adapter(&wgpu::RequestAdapterOptions { compatible_surface: Some(&surface), ..Default::default() }))
            .map_err(|e| format!("no Vulkan adapter: {e}"))?;
        let (device, queue) = pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor::default())).map_err(|e| format!("no device: {e}"))?;
        let caps = surface.get_capabilities(&adapter);
        let (window_format, offscreen_format) = if o.unorm {
            (wgpu::TextureFormat::Bgra8Unorm, wgpu::TextureFormat::Bgra8Unorm)
        } else {
            (wgpu::TextureFormat::Bgra8UnormSrgb, wgpu::TextureFormat::Rgba8UnormSrgb)
        };
        if !caps.formats.contains(&window_format) {
            return Err(format!("the window offers {:?}, not {window_format:?}", caps.formats));
        }
        println!("{} ({:?}), {}x{}, window {window_format:?}", adapter.get_info().name, adapter.get_info().backend, o.width, o.height);
        surface.configure(&device, &wgpu::SurfaceConfiguration {
            usage: wgpu::TextureUsages::RENDER_ATTACHMENT,
            format: window_format,
            width: o.width,
            height: o.height,
            present_mode: wgpu::PresentMode::AutoNoVsync,
            desired_maximum_frame_latency: 2,
            alpha_mode: caps.alpha_modes[0],
            view_formats: vec![],
        });
        let target = |format, usage| {
            let size = wgpu::Extent3d { width: o.width, height: o.height, depth_or_array_layers: 1 };
            device
                .create_texture(&wgpu::TextureDescriptor { label: None, size, mip_level_count: 1, sample_count: 1, dimension: wgpu::TextureDimension::D2, format, usage, view_formats: &[] })
                .create_view(&Default::default())
        };
        let colour = target(offscreen_format, wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::TEXTURE_BINDING);
        let depth = target(wgpu::TextureFormat::Depth32Float, wgpu::TextureUsages::RENDER_ATTACHMENT);
        let module = device.create_shader_module(wgpu::ShaderModuleDescriptor { label: None, source: wgpu::ShaderSource::Wgsl(COPY_SHADER.into()) });
        let copy = device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
            label: Some("copy"),
            layout: None,
            vertex: wgpu::VertexState { module: &module, entry_point: Some("vs"), buffers: &[], compilation_options: Default::default() },
            primitive: Default::default(),
            depth_stencil: None,
            multisample: Default::default(),
            fragment: Some(wgpu::FragmentState { module: &module, entry_point: Some("fs"), targets: &[Some(window_format.into())], compilation_options: Default::default() }),
            multiview_mask: None,
            cache: None,
        });
        let sampler = device.create_sampler(&wgpu::SamplerDescriptor { mag_filter: wgpu::FilterMode::Linear, min_filter: wgpu::FilterMode::Linear, ..Default::default() });
        let copy_bindings = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: None,
            layout: &copy.get_bind_group_layout(0),
            entries: &[
                wgpu::BindGroupEntry { binding: 0, resource: wgpu::BindingResource::TextureView(&colour) },
                wgpu::BindGroupEntry { binding: 1, resource: wgpu::BindingResource::Sampler(&sampler) },
            ],
        });
        Ok(Gpu { surface, device, queue, colour, depth, copy, copy_bindings })
    }

    /// One frame of `mode`; false when no image could be had this time.
    fn frame(&self, mode: &str, shade: f64) -> bool {
        let image = match self.surface.get_current_texture() {
            wgpu::CurrentSurfaceTexture::Success(t) | wgpu::CurrentSurfaceTexture::Suboptimal(t) => t,
            _ => return false,
        };
        let window = image.texture.create_view(&Default::default());
        // A colour that changes every frame, so nothing can skip the work as unchanged.
        let clear = wgpu::Color { r: shade, g: 0.3, b: 0.5, a: 1.0 };
        let mut enc = self.device.create_command_encoder(&Default::default());
        let with_depth = matches!(mode, "depth" | "offscreen" | "bevy");
        let first_target = if mode == "present" || mode == "depth" { &window } else { &self.colour };
        pass(&mut enc, first_target, clear, with_depth.then_some(&self.depth));
        if mode == "offscreen" || mode == "bevy" {
            let mut p = pass(&mut enc, &window, wgpu::Color::BLACK, None);
            if mode == "bevy" {
                p.set_pipeline(&self.copy);
                p.set_bind_group(0, &self.copy_bindings, &[]);
                p.draw(0..3, 0..1);
            }
        }
        self.queue.submit([enc.finish()]);
        image.present();
        true
    }
}

fn pass<'e>(enc: &'e mut wgpu::CommandEncoder, colour: &wgpu::TextureView, clear: wgpu::Color, depth: Option<&wgpu::TextureView>) -> wgpu::RenderPass<'e> {
    let ops = wgpu::Operations { load: wgpu::LoadOp::Clear(clear), store: wgpu::StoreOp::Store };
    enc.begin_render_pass(&wgpu::RenderPassDescriptor {
        label: None,
        color_attachments: &[Some(wgpu::RenderPassColorAttachment { view: colour, depth_slice: None, resolve_target: None, ops })],
        depth_stencil_attachment: depth.map(|view| wgpu::RenderPassDepthStencilAttachment {
            view,
            depth_ops: Some(wgpu::Operations { load: wgpu::LoadOp::Clear(0.0), store: wgpu::StoreOp::Store }),
            stencil_ops: None,
        }),
        timestamp_writes: None,
        occlusion_query_set: None,
        multiview_mask: None,
    })
}

struct Bench {
    options: Options,
    window: Option<Arc<Window>>,
    gpu: Option<Gpu>,
    mode: usize,
    presented: Vec<Instant>,
    /// Process CPU time when the first timed frame was presented.
    cpu_at_start: Option<f64>,
    error: Option<String>,
}

/// The CPU time this process has used, every thread, user and system, in milliseconds
/// (`/proc/self/stat` counts in Linux's fixed 100 ticks a second); `None` off Linux.
fn process_cpu_ms() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which may hold spaces), from field 3: utime is 14, stime 15.
    let fields: Vec<&str> = stat[stat.rfind(')')? + 1..].split_whitespace().collect();
    Some((fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?) * 10.0)
}

impl Bench {
    fn report(&self) {
        let mut gaps: Vec<f64> = self.presented[WARM_UP..].windows(2).map(|w| (w[1] - w[0]).as_secs_f64() * 1000.0).collect();
        gaps.sort_by(f64::total_cmp);
        let at = |q: usize| gaps[(gaps.len() * q / 100).min(gaps.len() - 1)];
        let cpu = match (self.cpu_at_start, process_cpu_ms()) {
            (Some(a), Some(b)) => format!(", cpu {:.1} ms a frame", (b - a) / gaps.len() as f64),
            _ => String::new(),
        };
        println!("{:<10} median {:5.1} ms, p95 {:5.1} ms over {} frames{cpu}", self.options.modes[self.mode], at(50), at(95), gaps.len());
    }
}

impl ApplicationHandler for Bench {
    fn resumed(&mut self, el: &ActiveEventLoop) {
        if self.window.is_some() {
            return;
        }
        let size = winit::dpi::PhysicalSize::new(self.options.width, self.options.height);
        let window = match el.create_window(Window::default_attributes().with_title("frame-floor").with_inner_size(size).with_resizable(false)) {
            Ok(w) => Arc::new(w),
            Err(e) => {
                self.error = Some(format!("no window: {e}"));
                return el.exit();
            }
        };
        match Gpu::new(window.clone(), &self.options) {
            Ok(gpu) => self.gpu = Some(gpu),
            Err(e) => {
                self.error = Some(e);
                return el.exit();
            }
        }
        window.request_redraw();
        self.window = Some(window);
    }

    fn window_event(&mut self, el: &ActiveEventLoop, _: WindowId, event: WindowEvent) {
        match event {
            WindowEvent::CloseRequested => el.exit(),
            WindowEvent::RedrawRequested => {
                let (Some(gpu), Some(window)) = (&self.gpu, &self.window) else { return };
                let shade = (self.presented.len() % 100) as f64 / 100.0;
                if gpu.frame(&self.options.modes[self.mode], shade) {
                    self.presented.push(Instant::now());
                    if self.presented.len() == WARM_UP + 1 {
                        self.cpu_at_start = process_cpu_ms();
                    }
                }
                if self.presented.len() > WARM_UP + self.options.frames {
                    self.report();
                    self.presented.clear();
                    self.mode += 1;
                    if self.mode == self.options.modes.len() {
                        return el.exit();
                    }
                }
                window.request_redraw();
            }
            _ => {}
        }
    }
}

fn main() {
    let options = match parse_args() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("frame-floor: {e}");
            std::process::exit(2);
        }
    };
    let mut bench = Bench { options, window: None, gpu: None, mode: 0, presented: vec![], cpu_at_start: None, error: None };
    let run = EventLoop::new().map_err(|e| e.to_string()).and_then(|el| el.run_app(&mut bench).map_err(|e| e.to_string()));
    if let Some(e) = run.err().or(bench.error) {
        eprintln!("frame-floor: {e}");
        std::process::exit(1);
    }
}
