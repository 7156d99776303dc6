//! The camera orbits the board's centre. Right drag orbits, middle drag (or Shift + right drag)
//! pans, the wheel zooms; keys: arrows orbit, +/− zoom, T top view, P the player's view,
//! R or Home resets. It renders into the part of the window the panels leave free, and never
//! reacts to a pointer over a panel.

use super::board::BoardInfo;
use super::{GameState, RunMode, Settings};
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
            .add_systems(Update, (fit_board, presets, mouse_orbit, key_orbit, apply_orbit, apply_settings).chain().in_set(super::Step::Camera));
    }
}

fn spawn_camera(mut commands: Commands, settings: Res<Settings>) {
    let mut e = commands.spawn((
        MainCamera,
        Camera3d::default(),
        // The egui camera draws over this camera's image and writes the result to the window,
        // so the frame is copied out once.
        Camera { output_mode: bevy::camera::CameraOutputMode::Skip, ..default() },
        Tonemapping::None,
        if settings.msaa { Msaa::Sample4 } else { Msaa::Off },
        Projection::Perspective(PerspectiveProjection { fov: 0.65, ..default() }),
        Orbit::default().transform(),
    ));
    if !super::rendering::gpu_preprocessing() {
        e.insert(bevy::render::view::NoIndirectDrawing);
    }
}

/// Both cameras change sampling together: they must share one image (the egui camera writes it
/// out).
fn apply_settings(settings: Res<Settings>, mut q: Query<&mut Msaa, With<Camera>>) {
    if !settings.is_changed() {
        return;
    }
    for mut m in &mut q {
        let want = if settings.msaa { Msaa::Sample4 } else { Msaa::Off };
        if *m != want {
            *m = want;
        }
    }
}

/// The distance at which the whole board fits the view.
fn fit_distance(info: &BoardInfo, rect: Option<Rect>, pitch: f32) -> f32 {
    let Some(g) = info.geom else { return 12.0 };
    let size = g.size() + Vec2::splat(1.0);
    let aspect = rect.map(|r| r.width() / r.height().max(1.0)).unwrap_or(16.0 / 9.0);
    let half_v: f32 = 0.65 * 0.5;
    let half_h = (half_v.tan() * aspect).atan();
    // Depth seen foreshortened by the pitch, plus stack heights.
    let depth = size.y * pitch.sin() + 1.5 * pitch.cos();
    let d_v = depth * 0.5 / half_v.tan() + size.y * 0.5 * pitch.cos();
    let d_h = size.x * 0.5 / half_h.tan() + size.y * 0.5 * pitch.cos();
    d_v.max(d_h) * 1.02
}

fn preset_orbit(p: Preset, info: &BoardInfo, state: &GameState, rect: Option<Rect>) -> (f32, f32, f32) {
    let view = state.start().view();
    let seat = state.current().to_move();
    let yaw = super::layout::seat_yaw(&view, seat);
    match p {
        Preset::Reset => (yaw, 0.95, fit_distance(info, rect, 0.95)),
        Preset::Top => (yaw, 1.55, fit_distance(info, rect, 1.55)),
        Preset::Player => (yaw, 0.6, fit_distance(info, rect, 0.6) * 0.92),
    }
}

/// A new board (or a new window shape) is framed from the side of the player to move.
fn fit_board(info: Res<BoardInfo>, rect: Res<BoardRect>, state: Res<GameState>, mode: Res<RunMode>, mut orbit: ResMut<Orbit>) {
    let key = format!("{} {:?}", info.key, rect.0.map(|r| (r.width() as i32, r.height() as i32)));
    if info.key.is_empty() || orbit.fitted_key == key {
        return;
    }
    let first = orbit.fitted_key.is_empty() || !orbit.fitted_key.starts_with(&info.key);
    let preset = match mode.camera.as_deref() {
        Some("top") => Preset::Top,
        Some("player") => Preset::Player,
        _ => Preset::Reset,
    };
    let (yaw, pitch, dist) = preset_orbit(preset, &info, &state, rect.0);
    if first {
        orbit.yaw = yaw;
        orbit.pitch = pitch;
        orbit.distance = dist;
        orbit.focus = Vec3::ZERO;
        orbit.set(yaw, pitch, dist, Vec3::ZERO);
    } else {
        // The window changed shape: keep the angle, refit the distance.
        let (y, p) = (orbit.target.0, orbit.target.1);
        let f = orbit.target.3;
        orbit.set(y, p, fit_distance(&info, rect.0, p), f);
    }
    orbit.fitted_key = key;
}

fn presets(mut msgs: MessageReader<CameraPreset>, info: Res<BoardInfo>, rect: Res<BoardRect>, state: Res<GameState>, mut orbit: ResMut<Orbit>) {
    for CameraPreset(p) in msgs.read() {
        let (yaw, pitch, dist) = preset_orbit(*p, &info, &state, rect.0);
        // Turn the short way round.
        let cur = orbit.target.0;
        let tau = std::f32::consts::TAU;
        let yaw = cur + ((yaw - cur + std::f32::consts::PI).rem_euclid(tau) - std::f32::consts::PI);
        orbit.set(yaw, pitch, dist, Vec3::ZERO);
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
) {
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
    if orbit.dragging && motion.delta != Vec2::ZERO {
        let shift = keys.pressed(KeyCode::ShiftLeft) || keys.pressed(KeyCode::ShiftRight);
        if buttons.pressed(MouseButton::Middle) || shift {
            let right = Vec3::new(yaw.cos(), 0.0, -yaw.sin());
            let fwd = Vec3::new(-yaw.sin(), 0.0, -yaw.cos());
            let k = dist * 0.0015;
            focus += (-right * motion.delta.x + fwd * motion.delta.y) * k;
            focus = focus.clamp(Vec3::new(-8.0, 0.0, -8.0), Vec3::new(8.0, 0.0, 8.0));
        } else {
            yaw -= motion.delta.x * 0.006;
            pitch += motion.delta.y * 0.005;
        }
    }
    if inside && scroll.delta.y != 0.0 {
        let step = match scroll.unit {
            MouseScrollUnit::Line => scroll.delta.y * 0.1,
            MouseScrollUnit::Pixel => scroll.delta.y * 0.002,
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
}
