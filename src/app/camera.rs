//! The camera orbits the board's centre. Right drag orbits, middle drag (or Shift + right drag)
//! pans, the wheel zooms; keys: arrows orbit, +/− zoom, T top view, P the player's view,
//! R or Home resets. It renders into the part of the window the panels leave free, and never
//! reacts to a pointer over a panel.

use super::board::BoardInfo;
use crate::app::settings::{RunMode, Settings};
use crate::app::state::GameState;
use bevy::camera::Viewport;
use bevy::core_pipeline::tonemapping::Tonemapping;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use bevy::render::view::Msaa;
use bevy::window::PrimaryWindow;

/// The free part of the window (logical pixels), set by the panels.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct BoardRect(pub Option<Rect>);

#[derive(Resource, Clone, Debug)]
pub struct Orbit {
    pub yaw: f32,
    pub pitch: f32,
    pub distance: f32,
    pub focus: Vec3,
    /// What the camera eases toward.
    pub target: (f32, f32, f32, Vec3),
    /// Auto-rotation speed (radians per second), for `--frame-stats`.
    pub spin: f32,
    /// A drag started over the board (so it may continue over a panel).
    dragging: bool,
    fitted_key: String,
}

impl Default for Orbit {
    fn default() -> Self {
        Orbit {
            yaw: 0.0,
            pitch: 0.9,
            distance: 12.0,
            focus: Vec3::ZERO,
            target: (0.0, 0.9, 12.0, Vec3::ZERO),
            spin: 0.0,
            dragging: false,
            fitted_key: String::new(),
        }
    }
}

impl Orbit {
    pub fn set(&mut self, yaw: f32, pitch: f32, distance: f32, focus: Vec3) {
        self.target = (yaw, pitch.clamp(0.12, 1.55), distance.clamp(2.0, 60.0), focus);
    }
    /// Whether the camera is still on its way to its target (or spinning for `--frame-stats`).
    pub fn moving(&self) -> bool {
        let (y, p, d, f) = self.target;
        self.spin != 0.0
            || (y - self.yaw).abs() > 1e-4
            || (p - self.pitch).abs() > 1e-4
            || (d - self.distance).abs() > 1e-4 * d.max(1.0)
            || f.distance(self.focus) > 1e-4
    }

    /// One frame of spinning and of easing toward the target. Close enough, it jumps there: the
    /// easing alone would only creep closer, asking for frames forever (see `redraw`).
    pub fn ease(&mut self, dt: f32) {
        if self.spin != 0.0 {
            self.target.0 += self.spin * dt;
            self.yaw += self.spin * dt;
        }
        let k = 1.0 - (-12.0 * dt).exp();
        let (ty, tp, td, tf) = self.target;
        self.yaw += (ty - self.yaw) * k;
        self.pitch += (tp - self.pitch) * k;
        self.distance += (td - self.distance) * k;
        self.focus += (tf - self.focus) * k;
        if !self.moving() {
            (self.yaw, self.pitch, self.distance, self.focus) = self.target;
        }
    }

    pub fn transform(&self) -> Transform {
        let dir = Vec3::new(self.yaw.sin() * self.pitch.cos(), self.pitch.sin(), self.yaw.cos() * self.pitch.cos());
        Transform::from_translation(self.focus + dir * self.distance).looking_at(self.focus, Vec3::Y)
    }
}

/// Camera presets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Preset {
    /// The default view from the side to move.
    Reset,
    Top,
    /// From behind the player to move, lower.
    Player,
}

#[derive(Message, Clone, Copy, Debug)]
pub struct CameraPreset(pub Preset);

#[derive(Component)]
pub struct MainCamera;

pub struct CameraPlugin;

impl Plugin for CameraPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Orbit>()
            .init_resource::<BoardRect>()
            .add_message::<CameraPreset>()
            .add_systems(Startup, spawn_camera)
            .add_systems(Update, (fit_board, presets, mouse_orbit, key_orbit, apply_orbit).chain().in_set(crate::app::schedule::Step::Camera));
    }
}

fn spawn_camera(mut commands: Commands) {
    let mut e = commands.spawn((
        MainCamera,
        Camera3d::default(),
        // The egui camera draws over this camera's image and writes the result to the window,
        // so the frame is copied out once.
        Camera { output_mode: bevy::camera::CameraOutputMode::Skip, ..default() },
        // The quality tier (`quality`) sets tone mapping and sampling.
        Tonemapping::None,
        Msaa::Off,
        Projection::Perspective(PerspectiveProjection { fov: FOV, ..default() }),
        Orbit::default().transform(),
    ));
    if !super::rendering::gpu_preprocessing() {
        e.insert(bevy::render::view::NoIndirectDrawing);
    }
}

/// Vertical field of view of the main camera, radians.
const FOV: f32 = 0.65;
/// How much of the free area the board may fill, as a fraction of its half-width and height
/// (the rest is a margin, so the frame's edge and the tallest pieces stay clear of the panels).
const FILL: f32 = 0.94;

/// The points the view must hold: every square's corners (plus the frame around them) at the
/// board's surface and at the height of a tall stack. Chambers and Stones are squares, so they
/// are held too, without the empty corners a bounding box would add.
pub fn frame_points(info: &BoardInfo, view_squares: &[(f32, f32)]) -> Vec<Vec3> {
    let Some(g) = info.geom else { return Vec::new() };
    let reach = 0.5 + 0.3;
    let mut out = Vec::with_capacity(view_squares.len() * 8);
    for &(col, row) in view_squares {
        let c = g.pos(col, row);
        for (dx, dz) in [(-reach, -reach), (reach, -reach), (-reach, reach), (reach, reach)] {
            for y in [0.0, 1.2] {
                out.push(c + Vec3::new(dx, y, dz));
            }
        }
    }
    out
}

/// Where the camera must be, for this yaw and pitch, so that `points` fill the view of this
/// aspect ratio as far as `FILL` allows, centred: the orbit's distance and focus. A perspective
/// view shows the near edge larger than the far one, so the focus moves off the board's centre
/// to centre what is seen rather than the board itself.
pub fn fit(yaw: f32, pitch: f32, aspect: f32, points: &[Vec3]) -> (f32, Vec3) {
    if points.is_empty() {
        return (12.0, Vec3::ZERO);
    }
    let tan_v = (FOV * 0.5).tan();
    let tan_h = tan_v * aspect.max(0.05);
    let orbit = |d: f32, focus: Vec3| Orbit { yaw, pitch, distance: d, focus, ..default() }.transform();
    // The view's extent in normalised device coordinates: (min x, max x, min y, max y).
    let extent = |d: f32, focus: Vec3| {
        let t = orbit(d, focus);
        let (r, u, f) = (t.right(), t.up(), t.forward());
        let mut e = (f32::MAX, f32::MIN, f32::MAX, f32::MIN);
        for p in points {
            let v = *p - t.translation;
            let z = v.dot(*f).max(0.01);
            let (x, y) = (v.dot(*r) / (z * tan_h), v.dot(*u) / (z * tan_v));
            e = (e.0.min(x), e.1.max(x), e.2.min(y), e.3.max(y));
        }
        e
    };
    // Moving the focus along the ground under the view's right and up shifts the picture; a
    // few rounds of correction centre it at distance `d`.
    let centred = |d: f32| {
        let mut focus = Vec3::ZERO;
        let t = orbit(d, focus);
        let right = Vec3::new(t.right().x, 0.0, t.right().z).normalize_or_zero();
        let ahead = Vec3::new(t.forward().x, 0.0, t.forward().z).normalize_or_zero();
        for _ in 0..6 {
            let e = extent(d, focus);
            let (cx, cy) = ((e.0 + e.1) * 0.5, (e.2 + e.3) * 0.5);
            let depth = d.max(1.0);
            focus += right * cx * depth * tan_h + ahead * cy * depth * tan_v / pitch.sin().max(0.2);
        }
        let e = extent(d, focus);
        (e.0.abs().max(e.1.abs()).max(e.2.abs()).max(e.3.abs()), focus)
    };
    let (mut lo, mut hi) = (1.0f32, 120.0f32);
    for _ in 0..40 {
        let mid = (lo + hi) * 0.5;
        if centred(mid).0 > FILL {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    (hi, centred(hi).1)
}

/// The orbit (yaw, pitch, distance, focus) of a preset, fitted to the free area.
fn preset_orbit(p: Preset, info: &BoardInfo, state: &GameState, seat: crate::core::Seat, rect: Option<Rect>) -> (f32, f32, f32, Vec3) {
    let view = state.start().view();
    let yaw = super::layout::seat_yaw(&view, seat);
    let pitch = match p {
        Preset::Reset => 0.95,
        Preset::Top => 1.55,
        Preset::Player => 0.6,
    };
    let (dist, focus) = fit_view(info, &view, rect, yaw, pitch);
    (yaw, pitch, dist, focus)
}

/// `fit` for the board as built, in the free area `rect`.
fn fit_view(info: &BoardInfo, view: &crate::core::BoardView, rect: Option<Rect>, yaw: f32, pitch: f32) -> (f32, Vec3) {
    let squares: Vec<(f32, f32)> = view.squares.iter().map(|s| (s.col, s.row)).collect();
    let aspect = rect.map(|r| r.width() / r.height().max(1.0)).unwrap_or(16.0 / 9.0);
    fit(yaw, pitch, aspect, &frame_points(info, &squares))
}

/// The camera's starting view: `--camera`, else the player's choice under View.
fn start_preset(mode: &RunMode, settings: &Settings) -> Preset {
    match mode.camera.as_deref().unwrap_or(settings.camera.as_str()) {
        "top" => Preset::Top,
        "player" => Preset::Player,
        _ => Preset::Reset,
    }
}

/// A new board (or a new window shape, or a panel opened or closed) is framed again: a new
/// board from the side of this screen's player (`GameState::home_seat`), a new shape keeping
/// the angle the player chose.
fn fit_board(
    info: Res<BoardInfo>,
    rect: Res<BoardRect>,
    state: Res<GameState>,
    mode: Res<RunMode>,
    settings: Res<Settings>,
    mut orbit: ResMut<Orbit>,
) {
    // A new board, or the same board seen by another seat (a network game joined): framed anew.
    let board = format!("{}|{}", info.key, state.home_seat().index());
    let key = format!("{board} {:?}", rect.0.map(|r| (r.width() as i32, r.height() as i32)));
    if info.key.is_empty() || orbit.fitted_key == key {
        return;
    }
    let first = !orbit.fitted_key.starts_with(&format!("{board} "));
    if first {
        let (yaw, pitch, dist, focus) = preset_orbit(start_preset(&mode, &settings), &info, &state, state.home_seat(), rect.0);
        orbit.yaw = yaw;
        orbit.pitch = pitch;
        orbit.distance = dist;
        orbit.focus = focus;
        orbit.set(yaw, pitch, dist, focus);
    } else {
        let (y, p) = (orbit.target.0, orbit.target.1);
        let (dist, focus) = fit_view(&info, &state.start().view(), rect.0, y, p);
        orbit.set(y, p, dist, focus);
    }
    orbit.fitted_key = key;
}

fn presets(mut msgs: MessageReader<CameraPreset>, info: Res<BoardInfo>, rect: Res<BoardRect>, state: Res<GameState>, mut orbit: ResMut<Orbit>) {
    for CameraPreset(p) in msgs.read() {
        let (yaw, pitch, dist, focus) = preset_orbit(*p, &info, &state, state.facing_seat(), rect.0);
        // Turn the short way round.
        let cur = orbit.target.0;
        let tau = std::f32::consts::TAU;
        let yaw = cur + ((yaw - cur + std::f32::consts::PI).rem_euclid(tau) - std::f32::consts::PI);
        orbit.set(yaw, pitch, dist, focus);
    }
}

fn pointer_in_board(window: &Window, rect: &BoardRect, egui_wants: bool) -> bool {
    let Some(p) = window.cursor_position() else { return false };
    !egui_wants && rect.0.is_none_or(|r| r.contains(p))
}

fn mouse_orbit(
    buttons: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    window: Single<&Window, With<PrimaryWindow>>,
    rect: Res<BoardRect>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    mut orbit: ResMut<Orbit>,
    mut last_cursor: Local<Option<Vec2>>,
) {
    // The cursor's own motion where the window sees it: raw device motion never comes over VNC,
    // under XWayland or from tools that move the pointer (xdotool), and the cursor's does.
    let cursor = window.cursor_position();
    let delta = match (cursor, *last_cursor) {
        (Some(now), Some(was)) => now - was,
        _ => motion.delta,
    };
    *last_cursor = cursor;
    let egui_wants = egui.is_some_and(|e| e.is_pointer_over_area() || e.wants_pointer_input());
    let inside = pointer_in_board(&window, &rect, egui_wants);
    let any = buttons.pressed(MouseButton::Right) || buttons.pressed(MouseButton::Middle);
    if buttons.just_pressed(MouseButton::Right) || buttons.just_pressed(MouseButton::Middle) {
        orbit.dragging = inside;
    }
    if !any {
        orbit.dragging = false;
    }
    let (mut yaw, mut pitch, mut dist, mut focus) = orbit.target;
    if orbit.dragging && delta != Vec2::ZERO {
        let shift = keys.pressed(KeyCode::ShiftLeft) || keys.pressed(KeyCode::ShiftRight);
        if buttons.pressed(MouseButton::Middle) || shift {
            let right = Vec3::new(yaw.cos(), 0.0, -yaw.sin());
            let fwd = Vec3::new(-yaw.sin(), 0.0, -yaw.cos());
            let k = dist * 0.0015;
            focus += (-right * delta.x + fwd * delta.y) * k;
            focus = focus.clamp(Vec3::new(-8.0, 0.0, -8.0), Vec3::new(8.0, 0.0, 8.0));
        } else {
            yaw -= delta.x * 0.006;
            pitch += delta.y * 0.005;
        }
    }
    if inside && scroll.delta.y != 0.0 {
        let step = match scroll.unit {
            // About 6% a notch: ten notches from the whole board to a close look.
            MouseScrollUnit::Line => scroll.delta.y * 0.06,
            MouseScrollUnit::Pixel => scroll.delta.y * 0.0012,
        };
        dist *= (1.0 - step).clamp(0.5, 1.5);
    }
    if (yaw, pitch, dist, focus) != orbit.target {
        orbit.set(yaw, pitch, dist, focus);
    }
}

fn key_orbit(
    keys: Res<ButtonInput<KeyCode>>,
    time: Res<Time>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    mut orbit: ResMut<Orbit>,
    mut presets: MessageWriter<CameraPreset>,
) {
    if egui.is_some_and(|e| e.wants_keyboard_input()) {
        return;
    }
    let dt = time.delta_secs().min(0.05);
    let (mut yaw, mut pitch, mut dist, focus) = orbit.target;
    if keys.pressed(KeyCode::ArrowLeft) {
        yaw -= 1.5 * dt;
    }
    if keys.pressed(KeyCode::ArrowRight) {
        yaw += 1.5 * dt;
    }
    if keys.pressed(KeyCode::ArrowUp) {
        pitch += 1.0 * dt;
    }
    if keys.pressed(KeyCode::ArrowDown) {
        pitch -= 1.0 * dt;
    }
    if keys.pressed(KeyCode::Equal) || keys.pressed(KeyCode::NumpadAdd) {
        dist *= 1.0 - 1.2 * dt;
    }
    if keys.pressed(KeyCode::Minus) || keys.pressed(KeyCode::NumpadSubtract) {
        dist *= 1.0 + 1.2 * dt;
    }
    if (yaw, pitch, dist, focus) != orbit.target {
        orbit.set(yaw, pitch, dist, focus);
    }
    if keys.just_pressed(KeyCode::KeyT) {
        presets.write(CameraPreset(Preset::Top));
    }
    if keys.just_pressed(KeyCode::KeyP) {
        presets.write(CameraPreset(Preset::Player));
    }
    if keys.just_pressed(KeyCode::KeyR) || keys.just_pressed(KeyCode::Home) {
        presets.write(CameraPreset(Preset::Reset));
    }
}

fn apply_orbit(
    time: Res<Time>,
    mut orbit: ResMut<Orbit>,
    rect: Res<BoardRect>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut cam: Query<(&mut Transform, &mut Camera), With<MainCamera>>,
) {
    orbit.ease(time.delta_secs().min(0.05));
    let want = orbit.transform();
    let scale = window.scale_factor();
    for (mut tf, mut camera) in &mut cam {
        if *tf != want {
            *tf = want;
        }
        let vp = rect.0.and_then(|r| {
            let pos = (r.min * scale).max(Vec2::ZERO).as_uvec2();
            let size = (r.size() * scale).as_uvec2();
            let win = UVec2::new(window.physical_width(), window.physical_height());
            (size.x >= 16 && size.y >= 16 && pos.x + size.x <= win.x && pos.y + size.y <= win.y).then_some(Viewport {
                physical_position: pos,
                physical_size: size,
                ..default()
            })
        });
        let same = match (&camera.viewport, &vp) {
            (Some(a), Some(b)) => a.physical_position == b.physical_position && a.physical_size == b.physical_size,
            (None, None) => true,
            _ => false,
        };
        if !same {
            camera.viewport = vp;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orbit_looks_at_the_focus_from_the_south_by_default() {
        let o = Orbit { yaw: 0.0, pitch: 0.8, distance: 10.0, ..default() };
        let t = o.transform();
        assert!(t.translation.z > 5.0 && t.translation.y > 5.0);
        let fwd = t.forward();
        assert!(fwd.z < 0.0 && fwd.y < 0.0);
    }

    #[test]
    fn the_camera_eases_to_rest_exactly_at_its_target_and_a_spin_never_rests() {
        let mut o = Orbit::default();
        o.set(2.0, 0.5, 20.0, Vec3::new(1.0, 0.0, -1.0));
        let mut frames = 0;
        while o.moving() {
            o.ease(1.0 / 60.0);
            frames += 1;
            assert!(frames < 120, "still moving after two seconds: {:?} toward {:?}", (o.yaw, o.pitch, o.distance, o.focus), o.target);
        }
        assert!(frames > 10, "it eases rather than jumps: {frames} frames");
        assert_eq!((o.yaw, o.pitch, o.distance, o.focus), o.target);
        o.spin = 0.5;
        o.ease(1.0 / 60.0);
        assert!(o.moving());
        assert!((o.yaw - 2.0 - 0.5 / 60.0).abs() < 1e-5, "spinning turns the camera and its target together: {}", o.yaw);
    }

    /// Projects with Bevy's own perspective matrix, independently of `fit`'s arithmetic.
    fn ndc(yaw: f32, pitch: f32, aspect: f32, d: f32, focus: Vec3, p: Vec3) -> Vec2 {
        let t = Orbit { yaw, pitch, distance: d, focus, ..default() }.transform();
        let proj = PerspectiveProjection { fov: FOV, aspect_ratio: aspect, ..default() };
        use bevy::camera::CameraProjection;
        let clip = proj.get_clip_from_view() * t.to_matrix().inverse() * p.extend(1.0);
        Vec2::new(clip.x / clip.w, clip.y / clip.w)
    }

    #[test]
    fn a_fitted_board_fills_the_free_area_in_one_direction_for_any_window_shape_and_is_centred() {
        // A long board (Litróf-like, 5 × 10 with chamber points) seen from its short side and
        // from the long side, in tall, square and wide areas.
        let mut points = Vec::new();
        for col in 0..5 {
            for row in 0..10 {
                for y in [0.0, 1.2] {
                    points.push(Vec3::new(col as f32 - 2.0, y, row as f32 - 4.5));
                }
            }
        }
        points.push(Vec3::new(0.0, 0.0, 6.2));
        for (yaw, pitch) in [(0.0, 0.95), (std::f32::consts::FRAC_PI_2, 0.95), (0.0, 1.55), (0.3, 0.6)] {
            for aspect in [0.5, 1.0, 16.0 / 9.0, 3.0] {
                let (d, focus) = fit(yaw, pitch, aspect, &points);
                let all: Vec<Vec2> = points.iter().map(|&p| ndc(yaw, pitch, aspect, d, focus, p)).collect();
                let lo = all.iter().fold(Vec2::MAX, |a, b| a.min(*b));
                let hi = all.iter().fold(Vec2::MIN, |a, b| a.max(*b));
                let case = format!("yaw {yaw} pitch {pitch} aspect {aspect}: {lo} .. {hi}");
                assert!(lo.min_element() >= -FILL - 1e-3 && hi.max_element() <= FILL + 1e-3, "outside the view: {case}");
                assert!(lo.x <= -FILL + 0.01 || lo.y <= -FILL + 0.01, "not filling the area: {case}");
                let centre = (lo + hi) * 0.5;
                assert!(centre.abs().max_element() < 0.02, "not centred: {case}");
            }
        }
    }
}
