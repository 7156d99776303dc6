//! The board: one entity per square (with the tile shader), the frame, raised Ivory Towers with
//! walls, Litróf's chambers on pedestals behind the back ranks, the river's banks, and the lights.
//! Rebuilt when the game's squares or the theme change; square highlights are refreshed whenever
//! the position, the move being built or the hovered square change.

use super::layout::BoardGeom;
use super::materials::*;
use super::theme::{self, Theme};
use super::{GameState, Settings};
use crate::core::{BoardView, Dir8};
use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// Marks every entity of the board (despawned on rebuild).
#[derive(Component)]
pub struct BoardPart;

/// A square's tile.
#[derive(Component)]
pub struct Tile {
    pub square: u16,
}

/// Something the pointer can click: a square, or one piece of its stack.
#[derive(Component, Clone, Copy, Debug)]
pub struct Clickable {
    pub square: u16,
    pub level: Option<u8>,
}

/// The board as built: its geometry, the theme in use, and what the square under the
/// pointer is.
#[derive(Resource, Default)]
pub struct BoardInfo {
    pub geom: Option<BoardGeom>,
    /// Game id + square names: the board is rebuilt when this changes.
    pub key: String,
    pub theme_id: String,
    pub theme: Option<Theme>,
    /// Height of each square's surface (towers are raised).
    pub lift: Vec<f32>,
    pub hovered: Option<u16>,
}

impl BoardInfo {
    pub fn theme(&self) -> &Theme {
        self.theme.as_ref().expect("theme loaded")
    }
}

pub const TOWER_LIFT: f32 = 0.07;

/// The board's systems; pieces are placed after them.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct BoardSet;

pub struct BoardPlugin;

impl Plugin for BoardPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<BoardInfo>()
            .insert_resource(ClearColor(Color::srgb(0.1, 0.1, 0.12)))
            .insert_resource(GlobalAmbientLight { color: Color::WHITE, brightness: 350.0, ..default() })
            .add_systems(Startup, spawn_lights)
            .add_systems(Update, (rebuild_board, update_tiles, update_lights).chain().in_set(BoardSet));
    }
}

#[derive(Component)]
pub struct Sun;

fn spawn_lights(mut commands: Commands) {
    commands.spawn((
        Sun,
        DirectionalLight { illuminance: 5000.0, shadow_maps_enabled: false, ..default() },
        Transform::from_xyz(4.0, 10.0, 6.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.spawn((
        DirectionalLight { illuminance: 1300.0, shadow_maps_enabled: false, color: Color::srgb(0.8, 0.85, 1.0), ..default() },
        Transform::from_xyz(-6.0, 5.0, -4.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
}

fn update_lights(settings: Res<Settings>, info: Res<BoardInfo>, mut sun: Query<&mut DirectionalLight, With<Sun>>, mut clear: ResMut<ClearColor>) {
    if !settings.is_changed() && !info.is_changed() {
        return;
    }
    let Some(theme) = info.theme.as_ref() else { return };
    for mut l in &mut sun {
        if l.shadow_maps_enabled != settings.shadows {
            l.shadow_maps_enabled = settings.shadows;
        }
        l.illuminance = 5000.0 * theme.brightness;
    }
    let b = theme.background;
    clear.0 = Color::srgb(b[0], b[1], b[2]);
}

/// A flat square, normal up, uv (0,0) at the south-west corner and v growing north.
pub fn tile_mesh() -> Mesh {
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, vec![[-0.5, 0.0, 0.5], [0.5, 0.0, 0.5], [0.5, 0.0, -0.5], [-0.5, 0.0, -0.5]])
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 1.0, 0.0]; 4])
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, vec![[0.0, 0.0], [1.0, 0.0], [1.0, 1.0], [0.0, 1.0]])
        .with_inserted_indices(Indices::U32(vec![0, 1, 2, 0, 2, 3]))
}

fn c3(c: [f32; 3]) -> Color {
    Color::srgb(c[0], c[1], c[2])
}

fn shade(c: [f32; 3], k: f32) -> [f32; 3] {
    [c[0] * k, c[1] * k, c[2] * k]
}

fn board_key(state: &GameState, view: &BoardView) -> String {
    let mut k = state.config().game.clone();
    k.push_str(&state.config().variant);
    for s in &view.squares {
        k.push(' ');
        k.push_str(&s.name);
    }
    k
}

#[allow(clippy::too_many_arguments)]
fn rebuild_board(
    mut commands: Commands,
    state: Res<GameState>,
    settings: Res<Settings>,
    mut info: ResMut<BoardInfo>,
    old: Query<Entity, With<BoardPart>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut tiles: ResMut<Assets<TileMaterial>>,
    mut std_mats: ResMut<Assets<StandardMaterial>>,
) {
    let view = state.view();
    let key = board_key(&state, &view);
    if key == info.key && settings.theme == info.theme_id {
        return;
    }
    for e in &old {
        commands.entity(e).despawn();
    }
    let theme = theme::find(&settings.theme).map(|t| t.theme).unwrap_or_else(|_| theme::find(&theme::default_for(&state.config().game)).expect("a theme").theme);
    let geom = BoardGeom::of(&view);
    let tile = meshes.add(tile_mesh());
    let mat = |std_mats: &mut Assets<StandardMaterial>, c: [f32; 3], rough: f32| {
        std_mats.add(StandardMaterial { base_color: c3(c), perceptual_roughness: rough, ..default() })
    };
    let frame_mat = mat(&mut std_mats, theme.frame, 0.6);
    let tower_mat = mat(&mut std_mats, shade(theme.tower, 0.92), 0.5);
    let chamber_mat = mat(&mut std_mats, theme.chamber, 0.6);
    let river_mat = mat(&mut std_mats, theme.river, 0.2);

    // The main board: the bounding box of the squares that are not chambers.
    let main: Vec<_> = view.squares.iter().filter(|s| s.marks.chamber.is_none()).collect();
    if !main.is_empty() {
        let (mut lo, mut hi) = (Vec3::splat(f32::MAX), Vec3::splat(f32::MIN));
        for s in &main {
            let p = geom.pos(s.col, s.row);
            lo = lo.min(p);
            hi = hi.max(p);
        }
        let margin = 0.32;
        let size = hi - lo + Vec3::new(1.0 + 2.0 * margin, 0.0, 1.0 + 2.0 * margin);
        let centre = (lo + hi) * 0.5;
        commands.spawn((
            BoardPart,
            Mesh3d(meshes.add(Cuboid::new(size.x, 0.3, size.z))),
            MeshMaterial3d(frame_mat.clone()),
            Transform::from_xyz(centre.x, -0.152, centre.z),
        ));
        // A thin lighter inlay line around the playing area.
        let inlay = mat(&mut std_mats, shade(theme.frame, 1.6), 0.5);
        commands.spawn((
            BoardPart,
            Mesh3d(meshes.add(Cuboid::new(size.x - 2.0 * margin + 0.08, 0.3, size.z - 2.0 * margin + 0.08))),
            MeshMaterial3d(inlay),
            Transform::from_xyz(centre.x, -0.151, centre.z),
        ));
    }

    let at = |col: f32, row: f32| view.squares.iter().position(|s| s.col == col && s.row == row);
    let mut lift = vec![0.0; view.squares.len()];
    for (i, s) in view.squares.iter().enumerate() {
        let p = geom.pos(s.col, s.row);
        if s.marks.tower.is_some() {
            lift[i] = TOWER_LIFT;
            commands.spawn((
                BoardPart,
                Mesh3d(meshes.add(Cuboid::new(1.0, TOWER_LIFT, 1.0))),
                MeshMaterial3d(tower_mat.clone()),
                Transform::from_translation(p + Vec3::Y * (TOWER_LIFT * 0.5 - 0.002)),
            ));
            // Walls on the tower's outer edges.
            for d in [Dir8::N, Dir8::E, Dir8::S, Dir8::W] {
                let (dx, dy) = d.delta();
                let inside = at(s.col + dx as f32, s.row + dy as f32).is_some_and(|j| view.squares[j].marks.tower == s.marks.tower);
                if inside {
                    continue;
                }
                let off = Vec3::new(dx as f32 * 0.5, TOWER_LIFT + 0.05, -(dy as f32) * 0.5);
                let (sx, sz) = if dx == 0 { (1.04, 0.06) } else { (0.06, 1.04) };
                commands.spawn((
                    BoardPart,
                    Mesh3d(meshes.add(Cuboid::new(sx, 0.1, sz))),
                    MeshMaterial3d(tower_mat.clone()),
                    Transform::from_translation(p + off),
                ));
                // Crenellations.
                for k in [-0.36f32, 0.0, 0.36] {
                    let along = if dx == 0 { Vec3::X * k } else { Vec3::Z * k };
                    commands.spawn((
                        BoardPart,
                        Mesh3d(meshes.add(Cuboid::new(0.12, 0.07, 0.12))),
                        MeshMaterial3d(tower_mat.clone()),
                        Transform::from_translation(p + off + along + Vec3::Y * 0.08),
                    ));
                }
            }
        }
        if let Some(seat) = s.marks.chamber {
            // A pedestal and a back wall, on the side away from the board.
            commands.spawn((
                BoardPart,
                Mesh3d(meshes.add(Cuboid::new(1.3, 0.3, 1.3))),
                MeshMaterial3d(frame_mat.clone()),
                Transform::from_translation(p - Vec3::Y * 0.152),
            ));
            let out = (p - geom.pos(geom.centre().x, geom.centre().y)).normalize_or_zero();
            let out = if out.z.abs() >= out.x.abs() { Vec3::Z * out.z.signum() } else { Vec3::X * out.x.signum() };
            let wall = if out.z != 0.0 { Vec3::new(1.3, 0.55, 0.1) } else { Vec3::new(0.1, 0.55, 1.3) };
            let seat_col = view.seats.get(seat).map(|s| s.colour).unwrap_or(theme.chamber);
            let wall_mat = mat(&mut std_mats, shade(seat_col, 0.8), 0.5);
            commands.spawn((
                BoardPart,
                Mesh3d(meshes.add(Cuboid::new(wall.x, wall.y, wall.z))),
                MeshMaterial3d(wall_mat.clone()),
                Transform::from_translation(p + out * 0.62 + Vec3::Y * (wall.y * 0.5 - 0.05)),
            ));
            for side in [-1.0f32, 1.0] {
                let across = if out.z != 0.0 { Vec3::X } else { Vec3::Z };
                commands.spawn((
                    BoardPart,
                    Mesh3d(meshes.add(Cylinder::new(0.08, 0.7))),
                    MeshMaterial3d(chamber_mat.clone()),
                    Transform::from_translation(p + out * 0.62 + across * side * 0.62 + Vec3::Y * 0.3),
                ));
            }
        }
        let south_river = at(s.col, s.row - 1.0).is_some_and(|j| view.squares[j].marks.river_north);
        if s.marks.river_north {
            // Banks: the river runs on past the board's edges.
            for dx in [-1.0f32, 1.0] {
                if at(s.col + dx, s.row).is_none() {
                    commands.spawn((
                        BoardPart,
                        Mesh3d(meshes.add(Cuboid::new(0.34, 0.02, 0.30))),
                        MeshMaterial3d(river_mat.clone()),
                        Transform::from_translation(p + Vec3::new(dx * 0.67, 0.001, -0.5)),
                    ));
                }
            }
        }
        let flags = (s.marks.river_north as u32) * RIVER_NORTH
            | (south_river as u32) * RIVER_SOUTH
            | (s.marks.tower.is_some() as u32) * TOWER
            | (s.marks.chamber.is_some() as u32) * CHAMBER
            | (s.marks.dark as u32) * DARK;
        commands.spawn((
            BoardPart,
            Tile { square: i as u16 },
            Clickable { square: i as u16, level: None },
            Mesh3d(tile.clone()),
            MeshMaterial3d(tiles.add(TileMaterial { p: tile_params(&theme, &s.marks, flags) })),
            Transform::from_translation(p + Vec3::Y * lift[i]),
        ));
    }
    info.geom = Some(geom);
    info.key = key;
    info.theme_id = settings.theme.clone();
    info.theme = Some(theme);
    info.lift = lift;
}

pub fn tile_params(theme: &Theme, marks: &crate::core::Marks, flags: u32) -> TileParams {
    let base = if marks.tower.is_some() {
        if marks.dark { shade(theme.tower, 0.9) } else { theme.tower }
    } else if marks.chamber.is_some() {
        theme.chamber
    } else if marks.dark {
        theme.dark
    } else {
        theme.light
    };
    let alt = if marks.dark { shade(theme.dark, 0.75) } else { shade(theme.light, 0.82) };
    let alt = match theme.pattern {
        super::theme::Pattern::Marble | super::theme::Pattern::Diamond => if marks.dark { shade(theme.light, 0.95) } else { shade(theme.dark, 0.95) },
        _ => alt,
    };
    TileParams {
        base: lin(base, theme.pattern_strength),
        alt: lin(alt, 1.0),
        orth: lin(theme.arrows.orth, 1.0),
        orth2: lin(theme.arrows.orth2.unwrap_or(theme.arrows.orth), 1.0),
        diag: lin(theme.arrows.diag, 1.0),
        border: lin(theme.arrows.border, 1.0),
        river: lin(theme.river, 1.0),
        highlight: lin(theme.target, 1.0),
        last: lin(theme.last_move, 0.0),
        alert: lin(theme.alert, 0.0),
        info: UVec4::new(marks.arrows as u32, flags, theme.pattern.id(), theme.arrows.style.id()),
        mark: UVec4::ZERO,
    }
}

/// Refreshes highlights: selection, legal targets (dot on empty squares, ring on occupied
/// ones), the last move, alerts.
fn update_tiles(
    state: Res<GameState>,
    info: Res<BoardInfo>,
    tiles_q: Query<(&Tile, &MeshMaterial3d<TileMaterial>)>,
    mut tiles: ResMut<Assets<TileMaterial>>,
    mut last_key: Local<String>,
) {
    let Some(theme) = info.theme.as_ref() else { return };
    let key = format!("{} {:?} {:?} {} {}", state.revision, state.prefix, info.hovered, info.key, info.theme_id);
    if *last_key == key {
        return;
    }
    let view = state.view();
    let targets = state.targets();
    let selected: Vec<u16> = state.prefix.iter().filter_map(|p| p.square()).collect();
    let last = state.last_move_squares();
    for (t, h) in &tiles_q {
        let Some(mut m) = tiles.get_mut(&h.0) else { continue };
        let s = t.square;
        let occupied = view.squares.get(s as usize).is_some_and(|q| !q.stack.is_empty());
        let mode = if selected.is_empty() {
            // Nothing selected yet: the hovered piece lights up if it can move.
            if info.hovered == Some(s) && targets.contains(&s) { MARK_SELECTED } else { MARK_NONE }
        } else if targets.contains(&s) {
            if occupied {
                MARK_CAPTURE
            } else if info.hovered == Some(s) {
                MARK_HOVER_TARGET
            } else {
                MARK_TARGET
            }
        } else if selected.contains(&s) {
            MARK_SELECTED
        } else {
            MARK_NONE
        };
        let mut p = m.p;
        p.mark.x = mode;
        p.highlight = lin(if mode == MARK_SELECTED { theme.selected } else { theme.target }, 1.0);
        p.last.w = if last.contains(&s) { 1.0 } else { 0.0 };
        p.alert.w = if view.alerts.contains(&s) { 1.0 } else { 0.0 };
        if m.p != p {
            m.p = p;
        }
    }
    *last_key = key;
}
