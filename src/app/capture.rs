//! Proof and measurement: `--screenshot FILE` renders, waits until the pipelines have compiled
//! (a number of frames and a few seconds), saves a PNG and exits; `--trace FILE` writes the
//! screen position of every square once the scene has settled (and again whenever the camera
//! comes to rest somewhere new), then every move played and the window position of every choice
//! button shown (for the click test); `--frame-stats N` orbits the camera for N frames and prints
//! the median and 95th percentile frame times.

use super::board::BoardInfo;
use super::camera::{MainCamera, Orbit};
use super::trace::{PIPELINES, START};
use super::trace::{TraceLines, WindowButtons};
use crate::app::settings::RunMode;
use crate::app::state::GameState;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use std::io::Write;
use std::sync::atomic::Ordering;

/// The CPU time this process has used, every thread (llvmpipe's rasterisers are threads of
/// ours), user and system, in milliseconds; `/proc/self/stat` counts in Linux's fixed 100 ticks
/// a second. On a virtual machine whose host takes cores away, wall-clock frame times swing from
/// run to run; the CPU a frame takes holds still. `None` off Linux.
fn process_cpu_ms() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which may hold spaces), from field 3: utime is 14, stime 15.
    let fields: Vec<&str> = stat[stat.rfind(')')? + 1..].split_whitespace().collect();
    Some((fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?) * 10.0)
}

fn since_start() -> f64 {
    START.get().map_or(0.0, |t| t.elapsed().as_secs_f64())
}

#[derive(Resource, Default)]
pub struct Capture {
    frames: u32,
    ready: bool,
    shot_requested: bool,
    shot_done: Option<u32>,
    stats: Vec<f32>,
    /// Process CPU time at the first counted frame (`--frame-stats`).
    stats_cpu: Option<f64>,
    written_moves: usize,
    /// The result last written ("result Blue wins: Red ran out of time"), if the game is over.
    written_result: Option<String>,
    trace: Option<std::fs::File>,
    /// The camera the squares' positions in the trace were written for.
    squares_for: Option<(f32, f32, f32, Vec3)>,
}

impl Capture {
    /// Start-up until the scene has settled, and every frame of a screenshot or statistics run.
    pub fn wants_frames(&self, mode: &RunMode) -> bool {
        !self.ready || mode.screenshot.is_some() || mode.frame_stats.is_some()
    }
}

/// Seconds to wait at least before the scene counts as settled (software rendering compiles
/// its pipelines slowly).
const SETTLE_SECS: f32 = 4.0;

pub struct CapturePlugin;

impl Plugin for CapturePlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Capture>()
            .add_systems(Startup, open_trace)
            .init_resource::<WindowButtons>()
            .init_resource::<TraceLines>()
            .add_systems(Last, (settle, startup_stats, screenshot, frame_stats, trace_moves, trace_choices, trace_windows));
        if let Some(render) = app.get_sub_app_mut(bevy::render::RenderApp) {
            render.add_systems(bevy::render::Render, count_pipelines.in_set(bevy::render::RenderSystems::Cleanup));
        }
    }
}

fn count_pipelines(cache: Res<bevy::render::render_resource::PipelineCache>) {
    let waiting = cache.waiting_pipelines().count() as u64;
    let all = cache.pipelines().count() as u64;
    PIPELINES.store(waiting << 32 | all, Ordering::Relaxed);
}

/// `--startup-stats`: when the first frame came, and when the board could first be drawn whole
/// (built, and every pipeline compiled), in seconds from launch.
#[derive(Default)]
struct Startup {
    first_frame: Option<f64>,
    board_frames: u32,
    done: bool,
}

fn startup_stats(mode: Res<RunMode>, info: Res<BoardInfo>, mut s: Local<Startup>) {
    if !mode.startup_stats || s.done {
        return;
    }
    let now = since_start();
    let first = *s.first_frame.get_or_insert(now);
    if info.geom.is_none() {
        return;
    }
    s.board_frames += 1;
    let p = PIPELINES.load(Ordering::Relaxed);
    let (waiting, all) = (p >> 32, p & 0xffff_ffff);
    // A few frames after the board is built, so its pipelines have been asked for.
    if s.board_frames >= 3 && p != u64::MAX && waiting == 0 {
        s.done = true;
        println!("startup: first frame {first:.2} s, board drawn whole {now:.2} s ({all} pipelines)");
    }
}

fn open_trace(mode: Res<RunMode>, mut cap: ResMut<Capture>, mut orbit: ResMut<Orbit>) {
    if let Some(path) = &mode.trace {
        match std::fs::File::create(path) {
            Ok(f) => cap.trace = Some(f),
            Err(e) => error!("cannot write the trace file {path}: {e}"),
        }
    }
    if mode.frame_stats.is_some() {
        orbit.spin = 0.5;
    }
}

fn settle(
    time: Res<Time>,
    mode: Res<RunMode>,
    mut cap: ResMut<Capture>,
    state: Res<GameState>,
    info: Res<BoardInfo>,
    cam: Query<(&Camera, &GlobalTransform), With<MainCamera>>,
    orbit: Res<Orbit>,
) {
    cap.frames += 1;
    if std::env::var_os("TOWERS_DEBUG").is_some() && cap.frames.is_multiple_of(10) {
        eprintln!("frame {} at {:.1} s, board {}", cap.frames, time.elapsed_secs(), info.geom.is_some());
    }
    if !cap.ready && (cap.frames < mode.settle_frames || time.elapsed_secs() < SETTLE_SECS || info.geom.is_none()) {
        return;
    }
    // Once ready, the squares are written again whenever the camera comes to rest somewhere
    // new (a window docked, the board framed again, a drag): the click tests click the latest.
    if cap.ready && (orbit.moving() || cap.squares_for == Some(orbit.target)) {
        return;
    }
    let first = !cap.ready;
    cap.ready = true;
    cap.squares_for = Some(orbit.target);
    let Some(geom) = info.geom else { return };
    let Ok((camera, gt)) = cam.single() else { return };
    let view = state.view();
    let mut lines = String::from(if first { "ready\n" } else { "" });
    for (i, s) in view.squares.iter().enumerate() {
        let p = geom.pos(s.col, s.row) + Vec3::Y * info.lift.get(i).copied().unwrap_or(0.0);
        if let Ok(px) = camera.world_to_viewport(gt, p) {
            lines.push_str(&format!("square {} {:.0} {:.0}\n", s.name, px.x, px.y));
        }
    }
    if let Some(f) = cap.trace.as_mut() {
        let _ = f.write_all(lines.as_bytes());
        let _ = f.flush();
    }
}

#[derive(Resource, Default)]
struct ShotFlag(bool);

fn screenshot(mut commands: Commands, mode: Res<RunMode>, mut cap: ResMut<Capture>, flag: Option<Res<ShotFlag>>, mut exit: MessageWriter<AppExit>) {
    let Some(path) = mode.screenshot.clone() else { return };
    if !cap.ready {
        return;
    }
    if !cap.shot_requested {
        cap.shot_requested = true;
        commands.insert_resource(ShotFlag(false));
        commands.spawn(Screenshot::primary_window()).observe(save_to_disk(path)).observe(|_: On<ScreenshotCaptured>, mut commands: Commands| {
            commands.insert_resource(ShotFlag(true));
        });
        return;
    }
    if flag.is_some_and(|f| f.0) {
        let f = cap.frames;
        let done = *cap.shot_done.get_or_insert(f);
        if f >= done + 2 {
            exit.write(AppExit::Success);
        }
    }
}

fn frame_stats(time: Res<Time<Real>>, mode: Res<RunMode>, mut cap: ResMut<Capture>, window: Single<&Window>, mut exit: MessageWriter<AppExit>) {
    let Some(n) = mode.frame_stats else { return };
    if !cap.ready {
        return;
    }
    // Real time: the virtual clock clamps each frame to 250 ms.
    if cap.stats.is_empty() {
        cap.stats_cpu = process_cpu_ms();
    }
    cap.stats.push(time.delta_secs() * 1000.0);
    if cap.stats.len() as u32 >= n.max(1) {
        let mut v = cap.stats.clone();
        v.sort_by(f32::total_cmp);
        let median = v[v.len() / 2];
        let p95 = v[((v.len() as f32 * 0.95) as usize).min(v.len() - 1)];
        let mean = v.iter().sum::<f32>() / v.len() as f32;
        // The first counted frame's time was spent before `stats_cpu` was read.
        let cpu = match (cap.stats_cpu, process_cpu_ms()) {
            (Some(a), Some(b)) if v.len() > 1 => format!(", cpu {:.1} ms a frame", (b - a) / (v.len() - 1) as f64),
            _ => String::new(),
        };
        println!(
            "frame-stats: {} frames at {}x{}: median {:.1} ms, p95 {:.1} ms, mean {:.1} ms ({:.1} fps){cpu}",
            v.len(),
            window.physical_width(),
            window.physical_height(),
            median,
            p95,
            mean,
            1000.0 / median.max(0.001)
        );
        exit.write(AppExit::Success);
    }
}

/// Choice buttons as "button ID X Y" whenever the set on screen changes, so that the click test
/// can finish a multi-step move.
fn trace_choices(shown: Res<super::trace::ShownChoices>, mut cap: ResMut<Capture>) {
    if !shown.is_changed() || !cap.ready {
        return;
    }
    let lines: String = shown.0.iter().map(|(id, p)| format!("button {id} {:.0} {:.0}\n", p.x, p.y)).collect();
    if let Some(f) = cap.trace.as_mut() {
        let _ = f.write_all(lines.as_bytes());
        let _ = f.flush();
    }
}

/// Those buttons as "button ID X Y" when they appear or move; files saved and loaded as
/// "saved PATH N" / "loaded PATH N" (N moves); the shortcut list as "overlay shortcuts".
fn trace_windows(
    buttons: Res<WindowButtons>,
    mut files: ResMut<super::ui::files::FilesUi>,
    mut extra: ResMut<TraceLines>,
    shortcuts: Res<super::ui::shortcuts::Shortcuts>,
    settings: Res<crate::app::settings::Settings>,
    mut cap: ResMut<Capture>,
    mut written: Local<std::collections::BTreeMap<String, Vec2>>,
    mut overlay: Local<bool>,
    mut theme: Local<String>,
) {
    if !cap.ready {
        return;
    }
    let mut lines = String::new();
    if *theme != settings.theme {
        theme.clone_from(&settings.theme);
        lines.push_str(&format!("theme {}\n", settings.theme));
    }
    for (id, p) in &buttons.0 {
        if written.get(id) != Some(p) {
            lines.push_str(&format!("button {id} {:.0} {:.0}\n", p.x, p.y));
        }
    }
    written.clone_from(&buttons.0);
    for e in files.events.drain(..).chain(extra.drain()) {
        lines.push_str(&e);
        lines.push('\n');
    }
    if shortcuts.open != *overlay {
        *overlay = shortcuts.open;
        lines.push_str(if shortcuts.open { "overlay shortcuts\n" } else { "overlay closed\n" });
    }
    if let (false, Some(f)) = (lines.is_empty(), cap.trace.as_mut()) {
        let _ = f.write_all(lines.as_bytes());
        let _ = f.flush();
    }
}

/// Each move as it is played ("move 3 Yb1-c3"), and the result once the game ends.
fn trace_moves(state: Res<GameState>, mut cap: ResMut<Capture>) {
    let n = state.notation().len();
    if n < cap.written_moves {
        cap.written_moves = n;
    }
    let result = state.current().result_text();
    if n == cap.written_moves && result == cap.written_result {
        return;
    }
    let mut lines = String::new();
    for (i, m) in state.notation().iter().enumerate().skip(cap.written_moves) {
        lines.push_str(&format!("move {} {}\n", i + 1, m));
        println!("move {}: {}", i + 1, m);
    }
    if let Some(r) = result.as_ref().filter(|&r| cap.written_result.as_ref() != Some(r)) {
        lines.push_str(&format!("result {r}\n"));
    }
    cap.written_moves = n;
    cap.written_result = result;
    if let Some(f) = cap.trace.as_mut() {
        let _ = f.write_all(lines.as_bytes());
        let _ = f.flush();
    }
}
