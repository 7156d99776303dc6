//! The board: every square drawn by one mesh with the tile shader (plus a hidden quad per square
//! for the pointer to hit), the frame, raised Ivory Towers with walls, Litróf's chambers on
//! pedestals behind the back ranks, the river's banks, and the lights. Rebuilt when the game's
//! squares, the theme or the lighting mode change; square highlights are refreshed whenever the
//! position, the move being built or the hovered square change.

use super::layout::BoardGeom;
use super::materials::*;
use super::shown::ShownBoard;
use super::theme::{self, Theme};
use crate::app::settings::Settings;
use crate::app::state::GameState;
use crate::core::{BoardView, Dir8, Seat, SquareView};
use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// Marks every entity of the board (despawned on rebuild).
#[derive(Component, Clone, Copy)]
pub struct BoardPart;

/// Something the pointer can click: a square, or one piece of its stack.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
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
    /// The board surface's material (per-square highlights live in it).
    pub surface: Option<Surface>,
}

impl BoardInfo {
    pub fn theme(&self) -> &Theme {
        self.theme.as_ref().expect("theme loaded")
    }
}

pub const TOWER_LIFT: f32 = 0.07;

pub struct BoardPlugin;

impl Plugin for BoardPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<BoardInfo>()
            .insert_resource(ClearColor(Color::srgb(0.1, 0.1, 0.12)))
            .insert_resource(GlobalAmbientLight { color: Color::WHITE, brightness: 350.0, ..default() })
            .add_systems(Startup, spawn_lights)
            .add_systems(Update, (rebuild_board, update_tiles, update_lights).chain().in_set(crate::app::schedule::Step::Board))
            .add_systems(Last, super::bake::finish);
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
    // Bevy's physically based path (High) is tone mapped and also lit by the studio around
    // the table: a softer sun keeps whites from burning out and shadows visible.
    let k = if settings.detailed() { 0.6 } else { 1.0 };
    for mut l in &mut sun {
        l.illuminance = 5000.0 * theme.brightness * k;
    }
    let b = theme.background;
    clear.0 = Color::srgb(b[0], b[1], b[2]);
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
    // The chambers' walls are in the seats' colours (another match-up, another palette).
    for s in &view.seats {
        k.push_str(&format!(" {:?}", s.colour));
    }
    k
}

#[allow(clippy::too_many_arguments)]
fn rebuild_board(
    mut commands: Commands,
    state: Res<GameState>,
    shown: Res<ShownBoard>,
    settings: Res<Settings>,
    mut info: ResMut<BoardInfo>,
    old: Query<Entity, With<BoardPart>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut images: ResMut<Assets<Image>>,
    mut tiles: SurfaceBox,
    mut paints: PaintBox,
    mut detailed: Local<bool>,
) {
    let view = &shown.view;
    let key = board_key(&state, view);
    if key == info.key && settings.theme == info.theme_id && *detailed == settings.detailed() {
        return;
    }
    *detailed = settings.detailed();
    for e in &old {
        commands.entity(e).despawn();
    }
    let theme = theme::find(&settings.theme)
        .map(|t| t.theme)
        .unwrap_or_else(|_| theme::find(&theme::default_for(&state.config().game)).expect("a theme").theme);
    let mut board = BoardBuilder::new(&mut commands, &mut meshes, &mut paints, view, &theme);
    board.frame();
    let (params, surface, lift) = board.squares();
    // The High tier shades every pixel in full; the Fast tier bakes what never changes
    // (`TOWERS_NO_BAKE=1` draws it unbaked, to measure what the bake saves).
    let material = if settings.detailed() || std::env::var_os("TOWERS_NO_BAKE").is_some() {
        tiles.add(params, settings.detailed())
    } else {
        super::bake::spawn(&mut commands, BoardPart, &mut images, &mut meshes, &mut tiles, params, &surface)
    };
    let mut e = commands.spawn((BoardPart, Mesh3d(meshes.add(surface_mesh(&surface))), Transform::IDENTITY));
    material.apply(&mut e);
    info.surface = Some(material);
    info.geom = Some(BoardGeom::of(view));
    info.key = key;
    info.theme_id = settings.theme.clone();
    info.theme = Some(theme);
    info.lift = lift;
}

/// The paints of the board's solid parts, from its theme.
struct BoardPaints {
    frame: Paint,
    inlay: Paint,
    tower: Paint,
    chamber: Paint,
    river: Paint,
}

/// Spawns the solid parts of a board (frame, towers, chambers, river banks) and gathers what
/// its squares' surface draws.
struct BoardBuilder<'a, 'w, 's, 'p> {
    commands: &'a mut Commands<'w, 's>,
    meshes: &'a mut Assets<Mesh>,
    paints: &'a mut PaintBox<'p>,
    view: &'a BoardView,
    theme: &'a Theme,
    geom: BoardGeom,
    paint: BoardPaints,
    /// One crenellation, shared by every tower wall.
    merlon: Handle<Mesh>,
}

impl<'a, 'w, 's, 'p> BoardBuilder<'a, 'w, 's, 'p> {
    fn new(
        commands: &'a mut Commands<'w, 's>,
        meshes: &'a mut Assets<Mesh>,
        paints: &'a mut PaintBox<'p>,
        view: &'a BoardView,
        theme: &'a Theme,
    ) -> Self {
        let paint = BoardPaints {
            frame: paints.get(theme.frame, 0.6),
            inlay: paints.get(shade(theme.frame, 1.6), 0.5),
            tower: paints.get(shade(theme.tower, 0.92), 0.5),
            chamber: paints.get(theme.chamber, 0.6),
            river: paints.get(theme.river, 0.2),
        };
        let merlon = meshes.add(Cuboid::new(0.12, 0.07, 0.12));
        BoardBuilder { commands, meshes, paints, view, theme, geom: BoardGeom::of(view), paint, merlon }
    }

    fn part(&mut self, mesh: Handle<Mesh>, paint: &Paint, t: Transform) {
        let mut e = self.commands.spawn((BoardPart, Mesh3d(mesh), t));
        paint.apply(&mut e);
    }

    fn block(&mut self, size: Vec3, paint: &Paint, at: Vec3) {
        let mesh = self.meshes.add(Cuboid::new(size.x, size.y, size.z));
        self.part(mesh, paint, Transform::from_translation(at));
    }

    /// The square at this column and row, if the board has one there.
    fn at(&self, col: f32, row: f32) -> Option<usize> {
        self.view.squares.iter().position(|s| s.col == col && s.row == row)
    }

    /// The main board's frame: rings around the bounding box of the squares that are not
    /// chambers.
    fn frame(&mut self) {
        let main: Vec<Vec3> = self.view.squares.iter().filter(|s| s.marks.chamber.is_none()).map(|s| self.geom.pos(s.col, s.row)).collect();
        if main.is_empty() {
            return;
        }
        let (lo, hi) = main.iter().fold((Vec3::splat(f32::MAX), Vec3::splat(f32::MIN)), |(lo, hi), p| (lo.min(*p), hi.max(*p)));
        let margin = 0.32;
        let size = hi - lo + Vec3::new(1.0 + 2.0 * margin, 0.0, 1.0 + 2.0 * margin);
        let inner = hi - lo + Vec3::new(1.0, 0.0, 1.0);
        let centre = (lo + hi) * 0.5;
        // The frame and a thin lighter inlay line are rings around the squares, not slabs
        // under them: software rendering pays for every hidden layer it shades.
        let (frame, inlay) = (self.paint.frame.clone(), self.paint.inlay.clone());
        self.ring(centre, size, &frame, margin - 0.04, -0.002);
        self.ring(centre, inner + Vec3::splat(0.08), &inlay, 0.04, -0.001);
        // Seen only through gaps between squares: a floor just below them.
        self.block(Vec3::new(inner.x, 0.02, inner.z), &frame, Vec3::new(centre.x, -0.03, centre.z));
    }

    /// Four bars of `width` around a `ring`-sized rectangle.
    fn ring(&mut self, centre: Vec3, ring: Vec3, paint: &Paint, width: f32, top: f32) {
        let (w, d) = (ring.x, ring.z);
        let bars = [
            (Vec3::new(w, 0.3, width), Vec3::new(0.0, 0.0, (d - width) * 0.5)),
            (Vec3::new(w, 0.3, width), Vec3::new(0.0, 0.0, -(d - width) * 0.5)),
            (Vec3::new(width, 0.3, d - 2.0 * width), Vec3::new((w - width) * 0.5, 0.0, 0.0)),
            (Vec3::new(width, 0.3, d - 2.0 * width), Vec3::new(-(w - width) * 0.5, 0.0, 0.0)),
        ];
        for (dims, off) in bars {
            self.block(dims, paint, Vec3::new(centre.x, top - 0.15, centre.z) + off);
        }
    }

    /// Every square's solid parts and pointer target; returns the surface's parameters and
    /// corners, and how far each square is lifted.
    fn squares(&mut self) -> (BoardParams, Vec<Vec3>, Vec<f32>) {
        let view = self.view;
        if view.squares.len() > MAX_SQUARES {
            error!("{} squares: only the first {MAX_SQUARES} are drawn", view.squares.len());
        }
        let mut lift = vec![0.0; view.squares.len()];
        let mut params = board_params(self.theme);
        let mut surface = Vec::with_capacity(view.squares.len());
        // The pointer's target for a square: the same quad as the surface's, at the origin.
        let tile = self.meshes.add(surface_mesh(&[Vec3::ZERO]));
        for (i, s) in view.squares.iter().enumerate() {
            let p = self.geom.pos(s.col, s.row);
            if s.marks.tower.is_some() {
                lift[i] = TOWER_LIFT;
                self.tower(s, p);
            }
            if let Some(seat) = s.marks.chamber {
                self.chamber(seat, p);
            }
            if s.marks.river_north {
                self.banks(s, p);
            }
            // Hidden: the pointer's ray finds squares through these, the surface below draws them.
            let target = Transform::from_translation(p + Vec3::Y * lift[i]);
            self.commands.spawn((BoardPart, Clickable { square: i as u16, level: None }, Mesh3d(tile.clone()), Visibility::Hidden, target));
            if i < MAX_SQUARES {
                params.squares[i] = square_params(self.theme, &s.marks, self.flags(s));
                surface.push(p + Vec3::Y * lift[i]);
            }
        }
        (params, surface, lift)
    }

    /// What the surface shader draws on a square besides its arrows.
    fn flags(&self, s: &SquareView) -> u32 {
        let south_river = self.at(s.col, s.row - 1.0).is_some_and(|j| self.view.squares[j].marks.river_north);
        ((s.marks.river_north as u32) * RIVER_NORTH)
            | ((south_river as u32) * RIVER_SOUTH)
            | ((s.marks.tower.is_some() as u32) * TOWER)
            | ((s.marks.chamber.is_some() as u32) * CHAMBER)
            | ((s.marks.dark as u32) * DARK)
    }

    /// A tower square: raised, with crenellated walls on the tower's outer edges.
    fn tower(&mut self, s: &SquareView, p: Vec3) {
        let tower = self.paint.tower.clone();
        self.block(Vec3::new(1.0, TOWER_LIFT, 1.0), &tower, p + Vec3::Y * (TOWER_LIFT * 0.5 - 0.002));
        let merlon = self.merlon.clone();
        for d in [Dir8::N, Dir8::E, Dir8::S, Dir8::W] {
            let (dx, dy) = d.delta();
            if self.at(s.col + dx as f32, s.row + dy as f32).is_some_and(|j| self.view.squares[j].marks.tower == s.marks.tower) {
                continue;
            }
            let off = Vec3::new(dx as f32 * 0.5, TOWER_LIFT + 0.05, -(dy as f32) * 0.5);
            let wall = if dx == 0 { Vec3::new(1.04, 0.1, 0.06) } else { Vec3::new(0.06, 0.1, 1.04) };
            self.block(wall, &tower, p + off);
            for k in [-0.36f32, 0.0, 0.36] {
                let along = if dx == 0 { Vec3::X * k } else { Vec3::Z * k };
                self.part(merlon.clone(), &tower, Transform::from_translation(p + off + along + Vec3::Y * 0.08));
            }
        }
    }

    /// A seat's chamber: a pedestal, and a back wall in the seat's colour between two posts,
    /// on the side away from the board.
    fn chamber(&mut self, seat: Seat, p: Vec3) {
        let (frame, chamber) = (self.paint.frame.clone(), self.paint.chamber.clone());
        self.block(Vec3::new(1.3, 0.3, 1.3), &frame, p - Vec3::Y * 0.152);
        let out = (p - self.geom.pos(self.geom.centre().x, self.geom.centre().y)).normalize_or_zero();
        let out = if out.z.abs() >= out.x.abs() { Vec3::Z * out.z.signum() } else { Vec3::X * out.x.signum() };
        let wall = if out.z != 0.0 { Vec3::new(1.3, 0.55, 0.1) } else { Vec3::new(0.1, 0.55, 1.3) };
        let seat_col = self.view.seat(seat).map(|s| s.colour).unwrap_or(self.theme.chamber);
        let wall_paint = self.paints.get(shade(seat_col, 0.8), 0.5);
        self.block(wall, &wall_paint, p + out * 0.62 + Vec3::Y * (wall.y * 0.5 - 0.05));
        let across = if out.z != 0.0 { Vec3::X } else { Vec3::Z };
        for side in [-1.0f32, 1.0] {
            let post = self.meshes.add(Cylinder::new(0.08, 0.7));
            self.part(post, &chamber, Transform::from_translation(p + out * 0.62 + across * side * 0.62 + Vec3::Y * 0.3));
        }
    }

    /// The river runs on past the board's edges: banks beside its outermost squares.
    fn banks(&mut self, s: &SquareView, p: Vec3) {
        let river = self.paint.river.clone();
        for dx in [-1.0f32, 1.0] {
            if self.at(s.col + dx, s.row).is_none() {
                self.block(Vec3::new(0.34, 0.02, 0.30), &river, p + Vec3::new(dx * 0.67, 0.001, -0.5));
            }
        }
    }
}

/// The theme's colours shared by every square.
pub fn board_params(theme: &Theme) -> BoardParams {
    BoardParams {
        orth: lin(theme.arrows.orth, 1.0),
        orth2: lin(theme.arrows.orth2.unwrap_or(theme.arrows.orth), 1.0),
        diag: lin(theme.arrows.diag, 1.0),
        border: lin(theme.arrows.border, 1.0),
        river: lin(theme.river, 1.0),
        target: lin(theme.target, 1.0),
        selected: lin(theme.selected, 1.0),
        last: lin(theme.last_move, 1.0),
        alert: lin(theme.alert, 1.0),
        style: UVec4::new(theme.pattern.id(), theme.arrows.style.id(), 0, 0),
        ..default()
    }
}

pub fn square_params(theme: &Theme, marks: &crate::core::Marks, flags: u32) -> SquareParams {
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
        super::theme::Pattern::Marble | super::theme::Pattern::Diamond => {
            if marks.dark {
                shade(theme.light, 0.95)
            } else {
                shade(theme.dark, 0.95)
            }
        }
        _ => alt,
    };
    SquareParams { base: lin(base, theme.pattern_strength), alt: lin(alt, 1.0), info: UVec4::new(marks.arrows as u32, flags, MARK_NONE, 0) }
}

/// One flat quad per square centre (world space), normal up, uv 0..1 across each with v growing
/// north, the square's index in uv set 1.
pub fn surface_mesh(centres: &[Vec3]) -> Mesh {
    let mut pos = Vec::with_capacity(centres.len() * 4);
    let mut uv = Vec::with_capacity(centres.len() * 4);
    let mut index = Vec::with_capacity(centres.len() * 4);
    let mut tris = Vec::with_capacity(centres.len() * 6);
    for (i, c) in centres.iter().enumerate() {
        let k = pos.len() as u32;
        for ([x, z], t) in [([-0.5, 0.5], [0.0, 0.0]), ([0.5, 0.5], [1.0, 0.0]), ([0.5, -0.5], [1.0, 1.0]), ([-0.5, -0.5], [0.0, 1.0])] {
            pos.push([c.x + x, c.y, c.z + z]);
            uv.push(t);
            index.push([i as f32, 0.0]);
        }
        tris.extend([k, k + 1, k + 2, k, k + 2, k + 3]);
    }
    let n = pos.len();
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, pos)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 1.0, 0.0]; n])
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uv)
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_1, index)
        .with_inserted_indices(Indices::U32(tris))
}

/// What the squares' marks were last drawn for, besides the shown board.
#[derive(Default, PartialEq)]
struct Marked {
    prefix: Vec<crate::core::Pick>,
    hovered: Option<u16>,
    board: String,
    theme: String,
}

/// Refreshes highlights: selection, legal targets (dot on empty squares, ring on occupied
/// ones), the last move, alerts.
fn update_tiles(state: Res<GameState>, shown: Res<ShownBoard>, info: Res<BoardInfo>, mut tiles: SurfaceBox, mut marked: Local<Marked>) {
    let Some(handle) = info.surface.as_ref() else { return };
    let now = Marked { prefix: state.prefix.clone(), hovered: info.hovered, board: info.key.clone(), theme: info.theme_id.clone() };
    if !shown.is_changed() && *marked == now {
        return;
    }
    let view = &shown.view;
    let targets = state.targets();
    let selected: Vec<u16> = state.picks_in_play().iter().filter_map(|p| p.square()).collect();
    let last = state.last_move_squares();
    let Some(mut p) = tiles.params(handle) else { return };
    for (i, q) in view.squares.iter().enumerate().take(MAX_SQUARES) {
        let s = i as u16;
        let mode = if selected.is_empty() {
            // Nothing selected yet: the hovered piece lights up if it can move.
            if info.hovered == Some(s) && targets.contains(&s) { MARK_SELECTED } else { MARK_NONE }
        } else if targets.contains(&s) {
            if !q.stack.is_empty() {
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
        let info = &mut p.squares[i].info;
        info.z = mode;
        info.w = last.contains(&s) as u32 | (view.alerts.contains(&s) as u32) << 1;
    }
    tiles.set(handle, p);
    *marked = now;
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::mesh::VertexAttributeValues;

    #[test]
    fn the_surface_has_a_unit_quad_per_square_carrying_its_index() {
        let m = surface_mesh(&[Vec3::ZERO, Vec3::new(3.0, 0.07, -2.0)]);
        let Some(VertexAttributeValues::Float32x3(pos)) = m.attribute(Mesh::ATTRIBUTE_POSITION) else { panic!("positions") };
        let Some(VertexAttributeValues::Float32x2(index)) = m.attribute(Mesh::ATTRIBUTE_UV_1) else { panic!("uv 1") };
        assert_eq!(pos.len(), 8);
        assert_eq!(index.iter().map(|i| i[0]).collect::<Vec<_>>(), [0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0]);
        // The second square's corners lie half a square around its centre, at its height.
        for p in &pos[4..] {
            assert_eq!(((p[0] - 3.0).abs(), p[1], (p[2] + 2.0).abs()), (0.5, 0.07, 0.5), "{p:?}");
        }
        let Some(Indices::U32(tris)) = m.indices() else { panic!("indices") };
        assert_eq!(&tris[6..], &[4, 5, 6, 4, 6, 7]);
    }
}
