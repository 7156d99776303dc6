//! Pieces: Icehouse pyramids in translucent plastic, stacked as real pyramids sit (or exploded);
//! figures built from `figures.ron` with the owner's colour and a facing spear where the piece
//! has a facing; Stones as rocks. The entities are re-synced from the engine's view whenever the
//! displayed position changes; a one-ply step is animated (see `animation`).

use super::board::{BoardInfo, Clickable};
use super::figures::{FigureData, Part};
use super::layout::{self, BoardGeom, Level};
use super::marks;
use super::materials::{MarkFeatures, Paint, PaintBox, Plastic, PlasticBox, PlasticParams, lin};
use super::shown::ShownBoard;
use super::tween::{Tween, TweenKind};
use crate::app::layout::Stacking;
use crate::app::settings::Settings;
use crate::app::state::GameState;
use crate::core::colour::Palette;
use crate::core::{BoardView, IcehouseColour, PieceKind, PieceView, PyramidSize, Seat};
use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use std::collections::HashMap;
use std::f32::consts::FRAC_PI_2;

/// A piece on the board (the root entity; its meshes are children).
#[derive(Component, Clone, Debug)]
pub struct Piece {
    pub square: u16,
    pub level: u8,
    /// Height of the piece's top above its base.
    pub top: f32,
    /// The letter shown on figures.
    pub glyph: Option<char>,
    /// Owner's colour (sRGB).
    pub colour: [f32; 3],
    pub label: String,
}

/// Where the piece rests (animations and the selection lift start from it).
#[derive(Component, Clone, Copy, Debug)]
pub struct Home(pub Transform);

/// A piece leaving the board (animated, then despawned).
#[derive(Component)]
pub struct Ghost;

/// The top of every stack, for height labels.
#[derive(Resource, Default)]
pub struct StackTops(pub Vec<(u16, Vec3, usize, bool)>);

/// A figure as at most two meshes, its body and its accents (painted lighter), each part
/// placed where it stands: two entities to extract, cull and ray-cast rather than one per part.
#[derive(Clone, Default)]
struct FigureMeshes {
    body: Option<Handle<Mesh>>,
    accent: Option<Handle<Mesh>>,
}

#[derive(Resource)]
pub struct PieceAssets {
    pyramids: HashMap<PyramidSize, Handle<Mesh>>,
    /// Each figure's parts merged into one mesh per paint, keyed by game and letter.
    figure_meshes: HashMap<(String, char), FigureMeshes>,
    /// A Stone: two rocks in one mesh.
    rock: Handle<Mesh>,
    spear: Handle<Mesh>,
    spear_tip: Handle<Mesh>,
    figures: FigureData,
}

#[derive(Resource, Default)]
struct Synced {
    ply: usize,
    /// `GameState::during_serial` when drawn.
    during: u64,
    key: String,
    stacking: Stacking,
    theme: String,
    view: Option<BoardView>,
    /// Each seat's forward direction (camera yaw of its side).
    seat_yaws: Vec<f32>,
    yaw_key: String,
    /// Drawn with detailed (PBR) lighting.
    detailed: bool,
    /// Drawn in this palette, with or without the marks that need no colour.
    colours: (Palette, bool),
    /// The squares' heights drawn.
    lift: Vec<f32>,
}

impl Synced {
    /// The pieces are drawn for this board, theme, stacking and lighting.
    fn drawn_as(&self, info: &BoardInfo, settings: &Settings) -> bool {
        self.stacking == settings.stacking
            && self.theme == info.theme_id
            && self.key == info.key
            && self.detailed == settings.detailed()
            && self.colours == (settings.palette, settings.marks)
    }

    /// The view drawn, if its pieces can stay for `view`: same board, look and seat colours.
    fn reusable(&self, info: &BoardInfo, settings: &Settings, view: &BoardView) -> Option<&BoardView> {
        let colours = |v: &BoardView| v.seats.iter().map(|s| s.colour).collect::<Vec<_>>();
        self.view.as_ref().filter(|old| self.drawn_as(info, settings) && self.lift == info.lift && colours(old) == colours(view))
    }
}

pub struct PiecesPlugin;

impl Plugin for PiecesPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Synced>()
            .init_resource::<StackTops>()
            .add_systems(Startup, make_assets)
            .add_systems(Update, sync_pieces.in_set(crate::app::schedule::Step::Pieces));
    }
}

/// A square pyramid with flat faces; uv per face: u across the base edge, v up to the apex.
pub fn pyramid_mesh(base: f32, height: f32) -> Mesh {
    let hb = base * 0.5;
    let mut pos: Vec<[f32; 3]> = Vec::new();
    let mut nor: Vec<[f32; 3]> = Vec::new();
    let mut uv: Vec<[f32; 2]> = Vec::new();
    let mut idx: Vec<u32> = Vec::new();
    for k in 0..4 {
        let r = Quat::from_rotation_y(k as f32 * FRAC_PI_2);
        let a = r * Vec3::new(-hb, 0.0, hb);
        let b = r * Vec3::new(hb, 0.0, hb);
        let c = Vec3::new(0.0, height, 0.0);
        let n = (b - a).cross(c - a).normalize();
        let i0 = pos.len() as u32;
        for (p, t) in [(a, [0.0, 0.0]), (b, [1.0, 0.0]), (c, [0.5, 1.0])] {
            pos.push(p.to_array());
            nor.push(n.to_array());
            uv.push(t);
        }
        idx.extend([i0, i0 + 1, i0 + 2]);
    }
    let i0 = pos.len() as u32;
    for p in [[-hb, 0.0, hb], [hb, 0.0, hb], [hb, 0.0, -hb], [-hb, 0.0, -hb]] {
        pos.push(p);
        nor.push([0.0, -1.0, 0.0]);
        uv.push([0.5, 0.5]);
    }
    idx.extend([i0, i0 + 2, i0 + 1, i0, i0 + 3, i0 + 2]);
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, pos)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, nor)
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uv)
        .with_inserted_indices(Indices::U32(idx))
}

fn make_assets(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>) {
    let mut pyramids = HashMap::new();
    for s in [PyramidSize::Small, PyramidSize::Medium, PyramidSize::Large] {
        let (b, h) = layout::pyramid_dims(s);
        pyramids.insert(s, meshes.add(pyramid_mesh(b, h)));
    }
    let rock = || {
        Sphere::new(0.5)
            .mesh()
            .ico(1)
            .map(|m| m.with_duplicated_vertices().with_computed_flat_normals())
            .unwrap_or_else(|_| Sphere::new(0.5).mesh().uv(8, 6))
    };
    // A big rock with a smaller one leaning on it.
    let big = Transform::from_xyz(0.0, 0.13, 0.0).with_scale(Vec3::new(0.70, 0.40, 0.60));
    let small = Transform::from_xyz(0.12, 0.25, 0.08).with_scale(Vec3::new(0.32, 0.26, 0.30)).with_rotation(Quat::from_rotation_y(0.7));
    let stone = merged([rock().transformed_by(big), rock().transformed_by(small)]);
    commands.insert_resource(PieceAssets {
        pyramids,
        figure_meshes: HashMap::new(),
        rock: meshes.add(stone.expect("two rocks")),
        spear: meshes.add(Cylinder::new(0.018, 0.62).mesh().resolution(8).build()),
        spear_tip: meshes.add(Cone { radius: 0.05, height: 0.13 }.mesh().resolution(12).build()),
        figures: FigureData::load(),
    });
}

fn level_of(p: &PieceView, figures: &FigureData, game: &str) -> Level {
    match &p.kind {
        PieceKind::Pyramid { size, .. } => Level::Pyramid(*size),
        PieceKind::Figure { code, .. } => Level::Solid(FigureData::place(figures.parts(game, *code)).1),
        PieceKind::Stone => Level::Solid(0.3),
    }
}

/// World transform of each piece of a square's stack.
fn stack_transforms(
    view: &BoardView,
    geom: &BoardGeom,
    lift: &[f32],
    sq: usize,
    stacking: Stacking,
    figures: &FigureData,
    game: &str,
    yaws: &[f32],
) -> Vec<(Transform, f32)> {
    let s = &view.squares[sq];
    let levels: Vec<Level> = s.stack.iter().map(|p| level_of(p, figures, game)).collect();
    let bases = layout::stack_bases(&levels, stacking);
    let p0 = geom.pos(s.col, s.row) + Vec3::Y * lift.get(sq).copied().unwrap_or(0.0);
    s.stack
        .iter()
        .zip(&bases)
        .zip(&levels)
        .map(|((piece, b), l)| {
            let yaw = match (&piece.kind, piece.facing, piece.owner) {
                (_, Some(f), _) => layout::yaw_of(f),
                (PieceKind::Figure { .. }, None, Some(o)) => yaws.get(o.index()).copied().unwrap_or(0.0),
                (PieceKind::Stone, _, _) => sq as f32 * 1.7,
                _ => 0.0,
            };
            let h = match l {
                Level::Pyramid(sz) => layout::pyramid_dims(*sz).1,
                Level::Solid(h) => *h,
            };
            (Transform::from_translation(p0 + Vec3::Y * *b).with_rotation(Quat::from_rotation_y(yaw)), h)
        })
        .collect()
}

impl PieceAssets {
    fn figure(&mut self, meshes: &mut Assets<Mesh>, game: &str, code: char) -> FigureMeshes {
        let parts = self.figures.parts(game, code);
        self.figure_meshes
            .entry((game.to_string(), code))
            .or_insert_with(|| FigureMeshes {
                body: figure_mesh(parts, false).map(|m| meshes.add(m)),
                accent: figure_mesh(parts, true).map(|m| meshes.add(m)),
            })
            .clone()
    }
}

/// A figure's accent parts, or the others, each where it stands, as one mesh.
fn figure_mesh(parts: &[Part], accent: bool) -> Option<Mesh> {
    let (bases, _) = FigureData::place(parts);
    merged(parts.iter().zip(bases).filter(|(p, _)| p.accent == accent).map(|(p, y)| p.mesh().transformed_by(p.transform(y))))
}

/// The meshes as one (None if there are none). They must have the same attributes, as the
/// primitive shapes' meshes do.
fn merged(parts: impl IntoIterator<Item = Mesh>) -> Option<Mesh> {
    parts.into_iter().reduce(|mut all, m| {
        all.merge(&m).expect("figure parts have the same vertex attributes");
        all
    })
}

fn lighten(c: [f32; 3], k: f32) -> [f32; 3] {
    [c[0] + (1.0 - c[0]) * k, c[1] + (1.0 - c[1]) * k, c[2] + (1.0 - c[2]) * k]
}

/// A piece's meshes and materials, before they are spawned.
enum MeshKind {
    Paint(Paint),
    Plastic(Plastic),
}

type Parts = Vec<(Handle<Mesh>, MeshKind, Transform)>;

/// Spawns pieces: a root per piece, its meshes as children.
struct PieceSpawner<'a, 'w, 's, 'p, 'q> {
    commands: &'a mut Commands<'w, 's>,
    assets: &'a mut PieceAssets,
    meshes: &'a mut Assets<Mesh>,
    paints: &'a mut PaintBox<'p>,
    plastic: &'a mut PlasticBox<'q>,
    game: &'a str,
    /// The theme's shine, 0 to 1.
    gloss: f32,
    /// The pyramids' paint.
    palette: Palette,
    /// Letters and side patterns on the pieces (`marks`).
    marks: bool,
}

/// Where a piece is: its square and level, placed at `at`, `height` tall.
struct Placed {
    square: u16,
    level: u8,
    at: Transform,
    height: f32,
}

impl PieceSpawner<'_, '_, '_, '_, '_> {
    /// A piece of `view` (its owner's colour from there); `clickable` pieces are the pointer's
    /// targets, ghosts of pieces that left are not.
    fn spawn(&mut self, view: &BoardView, piece: &PieceView, placed: Placed, clickable: bool) -> Entity {
        let owner_col = piece.owner.and_then(|o| view.seat(o)).map(|s| s.colour).unwrap_or([0.6, 0.6, 0.6]);
        let (children, glyph) = match &piece.kind {
            PieceKind::Pyramid { size, colour, letter, .. } => (self.pyramid(piece, *size, *colour, *letter), None),
            PieceKind::Figure { code, .. } => (self.figure(piece, *code, owner_col), Some(*code)),
            PieceKind::Stone => {
                (vec![(self.assets.rock.clone(), MeshKind::Paint(self.paints.get([0.42, 0.40, 0.37], 0.95)), Transform::IDENTITY)], None)
            }
        };
        let Placed { square, level, at, height } = placed;
        let piece = Piece { square, level, top: height, glyph, colour: owner_col, label: piece.label.clone() };
        let root = self.commands.spawn((piece, Home(at), at, Visibility::default())).id();
        for (mesh, kind, t) in children {
            let mut e = self.commands.spawn((Mesh3d(mesh), t, ChildOf(root)));
            match kind {
                MeshKind::Paint(m) => m.apply(&mut e),
                MeshKind::Plastic(m) => m.apply(&mut e),
            }
            if clickable {
                e.insert(Clickable { square, level: Some(level) });
            }
        }
        root
    }

    fn pyramid(&mut self, piece: &PieceView, size: PyramidSize, colour: IcehouseColour, letter: Option<char>) -> Parts {
        let (b, h) = layout::pyramid_dims(size);
        let alpha = match colour {
            IcehouseColour::Clear => 0.25,
            IcehouseColour::Black => 0.8,
            IcehouseColour::White => 0.65,
            _ => 0.58,
        };
        let slant = (h * h + b * b * 0.25).sqrt();
        // With marks, a lettered pyramid shows its letter where its pips were, and the others
        // (Tribesmen's, Litróf's caps) their side's pattern.
        let (glyph, strokes) = marks::pack(letter.filter(|_| self.marks));
        let pattern = if self.marks && strokes == 0 { marks::pattern_of(piece.owner) } else { 0 };
        let pips = if strokes > 0 { 0.0 } else { size.pips() as f32 };
        let params = PlasticParams {
            colour: lin(self.palette.rgb(colour), alpha),
            glow: Vec4::ZERO,
            info: Vec4::new(pips, piece.frozen as u32 as f32, self.gloss, slant / b),
            letter: Vec4::new(strokes as f32, 0.0, 0.0, 0.0),
            glyph_a: glyph[0],
            glyph_b: glyph[1],
        };
        let m = self.plastic.get(params, MarkFeatures { letter: strokes > 0, pattern });
        vec![(self.assets.pyramids[&size].clone(), MeshKind::Plastic(m), Transform::IDENTITY)]
    }

    fn figure(&mut self, piece: &PieceView, code: char, owner_col: [f32; 3]) -> Parts {
        // Keep near-white owners below clipping under the lights.
        let peak = owner_col[0].max(owner_col[1]).max(owner_col[2]);
        let k = if peak > 0.8 { 0.8 / peak } else { 1.0 };
        let mut body = [owner_col[0] * k, owner_col[1] * k, owner_col[2] * k];
        if piece.frozen {
            body = [body[0] * 0.5 + 0.35, body[1] * 0.5 + 0.42, body[2] * 0.5 + 0.5];
        }
        let rough = 0.55 - 0.35 * self.gloss;
        let figure = self.assets.figure(self.meshes, self.game, code);
        let mut parts = Parts::new();
        let pattern = if self.marks { marks::pattern_of(piece.owner) } else { 0 };
        if let Some(mesh) = figure.body {
            parts.push((mesh, MeshKind::Paint(self.paints.patterned(body, rough, pattern)), Transform::IDENTITY));
        }
        if let Some(mesh) = figure.accent {
            parts.push((mesh, MeshKind::Paint(self.paints.patterned(lighten(body, 0.45), rough, pattern)), Transform::IDENTITY));
        }
        if piece.facing.is_some() {
            parts.extend(self.spear());
        }
        parts
    }

    /// A Spearman's spear: a wooden shaft and a steel tip, held forward.
    fn spear(&mut self) -> Parts {
        let wood = self.paints.get([0.45, 0.30, 0.16], 0.7);
        let steel = self.paints.get([0.85, 0.85, 0.88], 0.25);
        let rot = Quat::from_rotation_x(-FRAC_PI_2 + 0.30);
        let dir = rot * Vec3::Y;
        let centre = Vec3::new(0.14, 0.30, -0.12);
        vec![
            (self.assets.spear.clone(), MeshKind::Paint(wood), Transform::from_translation(centre).with_rotation(rot)),
            (self.assets.spear_tip.clone(), MeshKind::Paint(steel), Transform::from_translation(centre + dir * 0.37).with_rotation(rot)),
        ]
    }
}

fn same_kind(a: &PieceView, b: &PieceView) -> bool {
    a.owner == b.owner
        && match (&a.kind, &b.kind) {
            (PieceKind::Pyramid { size: s1, colour: c1, .. }, PieceKind::Pyramid { size: s2, colour: c2, .. }) => s1 == s2 && c1 == c2,
            (x, y) => x == y,
        }
}

/// Redraws what changed between the view drawn and the one shown: the pieces a move did not
/// touch keep their entities (and any animation they are in), the rest are replaced. A new
/// board, theme, stacking or lighting redraws everything.
#[allow(clippy::too_many_arguments)]
fn sync_pieces(
    mut commands: Commands,
    state: Res<GameState>,
    shown: Res<ShownBoard>,
    settings: Res<Settings>,
    info: Res<BoardInfo>,
    mut synced: ResMut<Synced>,
    mut assets: ResMut<PieceAssets>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut paints: PaintBox,
    mut plastic: PlasticBox,
    mut tops: ResMut<StackTops>,
    drawn: Query<(Entity, Option<&Piece>), Or<(With<Piece>, With<Ghost>)>>,
) {
    let Some(geom) = info.geom else { return };
    if info.key.is_empty() || (!shown.is_changed() && synced.drawn_as(&info, &settings)) {
        return;
    }
    if synced.yaw_key != info.key {
        let start = &shown.start;
        synced.seat_yaws = Seat::all(start.seats.len()).map(|s| layout::seat_yaw(start, s)).collect();
        synced.yaw_key = info.key.clone();
    }
    let view = shown.view.clone();
    let ply = state.displayed_ply();
    // A move, or one action of a turn in progress (or taking it back).
    let step = ply == synced.ply + 1 || (ply == synced.ply && state.during_serial != synced.during);
    let old_view = synced.reusable(&info, &settings, &view).cloned();
    let kept = old_view.as_ref().map_or_else(|| vec![0; view.squares.len()], |ov| unchanged_levels(ov, &view));
    for (e, piece) in &drawn {
        let stays = piece.is_some_and(|p| kept.get(p.square as usize).is_some_and(|&k| (p.level as usize) < k));
        // Ghosts finish leaving unless the whole board is redrawn.
        if !stays && (piece.is_some() || old_view.is_none()) {
            commands.entity(e).despawn();
        }
    }
    let animate = settings.animate && step && old_view.is_some();
    let (game, yaws, figures) = (state.config().game.clone(), synced.seat_yaws.clone(), assets.figures.clone());
    let stacks = Stacks { geom: &geom, lift: &info.lift, stacking: settings.stacking, figures: &figures, game: &game, yaws: &yaws };
    let moves = old_view.as_ref().filter(|_| animate).map(|ov| Moves::between(ov, &view, &kept, stacks.of(ov)));
    let mut spawner = PieceSpawner {
        commands: &mut commands,
        assets: &mut assets,
        meshes: &mut meshes,
        paints: &mut paints,
        plastic: &mut plastic,
        game: &game,
        gloss: info.theme().gloss,
        palette: settings.palette,
        marks: settings.marks,
    };
    tops.0 = place(&mut spawner, &view, &stacks.of(&view), &kept, moves.as_ref());
    if let (Some(ov), Some(moves)) = (old_view.as_ref(), moves.as_ref()) {
        fall(&mut spawner, ov, moves, Some(ov.to_move));
    }
    *synced = Synced {
        ply,
        during: state.during_serial,
        key: info.key.clone(),
        stacking: settings.stacking,
        theme: info.theme_id.clone(),
        view: Some(view),
        seat_yaws: std::mem::take(&mut synced.seat_yaws),
        yaw_key: std::mem::take(&mut synced.yaw_key),
        detailed: settings.detailed(),
        colours: (settings.palette, settings.marks),
        lift: info.lift.clone(),
    };
}

/// For each square, how many pieces at the bottom of its stack are the same in both views (a
/// square beyond the old view's keeps none).
fn unchanged_levels(old: &BoardView, new: &BoardView) -> Vec<usize> {
    new.squares
        .iter()
        .enumerate()
        .map(|(i, b)| old.squares.get(i).map_or(0, |a| a.stack.iter().zip(&b.stack).take_while(|(x, y)| x == y).count()))
        .collect()
}

/// How long a piece takes to slide to its new square.
const MOVE_TIME: f32 = 0.55;

/// Where every piece of a view stands (`stack_transforms` with the board's layout).
struct Stacks<'a> {
    geom: &'a BoardGeom,
    lift: &'a [f32],
    stacking: Stacking,
    figures: &'a FigureData,
    game: &'a str,
    yaws: &'a [f32],
}

impl Stacks<'_> {
    /// Each square's pieces: transform and height, bottom to top.
    fn of(&self, view: &BoardView) -> Vec<Vec<(Transform, f32)>> {
        (0..view.squares.len()).map(|i| stack_transforms(view, self.geom, self.lift, i, self.stacking, self.figures, self.game, self.yaws)).collect()
    }
}

/// What changed between the view drawn and the new one: each piece that arrived on a square
/// matched with the nearest piece of its kind that left one (it slides from there), and the
/// pieces that left with no match (they fall or vanish).
struct Moves {
    origins: HashMap<(usize, usize), Transform>,
    ghosts: Vec<(usize, usize)>,
    /// Where the old view's pieces stood.
    old: Vec<Vec<(Transform, f32)>>,
}

impl Moves {
    /// `kept`: each square's unchanged pieces (`unchanged_levels`).
    fn between(ov: &BoardView, view: &BoardView, kept: &[usize], old: Vec<Vec<(Transform, f32)>>) -> Moves {
        let (mut left, mut arrived) = (Vec::new(), Vec::new());
        for (i, &c) in kept.iter().enumerate().take(ov.squares.len()) {
            left.extend((c..ov.squares[i].stack.len()).map(|l| (i, l)));
            arrived.extend((c..view.squares[i].stack.len()).map(|l| (i, l)));
        }
        let mut used = vec![false; left.len()];
        let mut origins = HashMap::new();
        for &(i, l) in &arrived {
            let p = &view.squares[i].stack[l];
            let here = Vec2::new(view.squares[i].col, view.squares[i].row);
            let distance = |j: usize| (Vec2::new(ov.squares[j].col, ov.squares[j].row) - here).length();
            let best = left
                .iter()
                .enumerate()
                .filter(|(k, (j, m))| !used[*k] && same_kind(&ov.squares[*j].stack[*m], p))
                .min_by(|(_, (j1, _)), (_, (j2, _))| distance(*j1).total_cmp(&distance(*j2)))
                .map(|(k, _)| k);
            if let Some(k) = best {
                used[k] = true;
                let (j, m) = left[k];
                origins.insert((i, l), old[j][m].0);
            }
        }
        let ghosts = left.iter().zip(&used).filter(|(_, u)| !**u).map(|(x, _)| *x).collect();
        Moves { origins, ghosts, old }
    }
}

/// Spawns the new view's pieces above the `kept` ones, sliding those that moved and growing
/// those that appeared (when `moves` animates the step); returns the tops of the stacks (for
/// their labels).
fn place(
    spawner: &mut PieceSpawner,
    view: &BoardView,
    stacks: &[Vec<(Transform, f32)>],
    kept: &[usize],
    moves: Option<&Moves>,
) -> Vec<(u16, Vec3, usize, bool)> {
    let mut tops = Vec::new();
    for (i, s) in view.squares.iter().enumerate() {
        for (l, piece) in s.stack.iter().enumerate().skip(kept[i]) {
            let (to, height) = stacks[i][l];
            let e = spawner.spawn(view, piece, Placed { square: i as u16, level: l as u8, at: to, height }, true);
            let Some(moves) = moves else { continue };
            match moves.origins.get(&(i, l)).copied() {
                Some(from) if from != to => {
                    spawner.commands.entity(e).insert((from, Tween::new(from, to, MOVE_TIME, 0.0, TweenKind::Move)));
                }
                Some(_) => {}
                None => {
                    let small = to.with_scale(Vec3::splat(0.01));
                    spawner.commands.entity(e).insert((Tween::new(small, to, 0.35, MOVE_TIME * 0.6, TweenKind::Appear), small));
                }
            }
        }
        if let Some(&(t, h)) = stacks[i].last() {
            let pyramids = s.stack.iter().all(|p| matches!(p.kind, PieceKind::Pyramid { .. }));
            tops.push((i as u16, t.translation + Vec3::Y * h, s.stack.len(), pyramids));
        }
    }
    tops
}

/// The pieces that left with no match: the mover's figures fall (away from the other losses,
/// as a War Tower does), the rest vanish.
fn fall(spawner: &mut PieceSpawner, ov: &BoardView, moves: &Moves, mover: Option<Seat>) {
    for &(j, m) in &moves.ghosts {
        let piece = &ov.squares[j].stack[m];
        let (at, height) = moves.old[j][m];
        let own = piece.owner.is_some() && piece.owner == mover;
        let kind = if own && matches!(piece.kind, PieceKind::Figure { .. }) {
            let others: Vec<Vec3> = moves.ghosts.iter().filter(|g| g.0 != j).map(|&(a, b)| moves.old[a][b].0.translation - at.translation).collect();
            TweenKind::Fall(others.iter().copied().sum::<Vec3>().with_y(0.0).normalize_or(Vec3::X))
        } else {
            TweenKind::Vanish
        };
        let e = spawner.spawn(ov, piece, Placed { square: j as u16, level: m as u8, at, height }, false);
        let delay = if matches!(kind, TweenKind::Fall(_)) { 0.0 } else { MOVE_TIME * 0.7 };
        spawner.commands.entity(e).remove::<Piece>().insert((Ghost, Tween::new(at, at, 0.6, delay, kind)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::mesh::VertexAttributeValues;

    fn heights(m: &Mesh) -> (f32, f32) {
        let Some(VertexAttributeValues::Float32x3(pos)) = m.attribute(Mesh::ATTRIBUTE_POSITION) else { panic!("positions") };
        pos.iter().fold((f32::MAX, f32::MIN), |(lo, hi), p| (lo.min(p[1]), hi.max(p[1])))
    }

    /// The pieces drawn, by square and level.
    fn drawn(app: &mut App) -> HashMap<(u16, u8), Entity> {
        let mut q = app.world_mut().query::<(Entity, &Piece)>();
        q.iter(app.world()).map(|(e, p)| ((p.square, p.level), e)).collect()
    }

    /// A game of `game` in an app that has only what `sync_pieces` needs (no window, no renderer).
    fn app_of(game: &str) -> App {
        use crate::app::materials::{FigurePbr, MatteMaterial, Paints, PlasticMaterial, PlasticPbr, Plastics};
        use crate::app::schedule::Step;
        let state = GameState::new_game(&crate::core::GameConfig::new(game)).unwrap();
        let settings = crate::app::launch::prepare(
            &crate::cli::Args::parse(&["--game".into(), game.into(), "--no-autosave".into(), "--settings".into(), "off".into()]).unwrap(),
        )
        .unwrap()
        .settings;
        let view = state.view();
        let theme = crate::app::theme::find(&settings.theme).unwrap().theme;
        let info = BoardInfo {
            geom: Some(BoardGeom::of(&view)),
            key: game.into(),
            theme_id: settings.theme.clone(),
            theme: Some(theme),
            lift: vec![0.0; view.squares.len()],
            ..default()
        };
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, bevy::asset::AssetPlugin::default()))
            .init_asset::<Mesh>()
            .init_asset::<StandardMaterial>()
            .init_asset::<MatteMaterial>()
            .init_asset::<PlasticMaterial>()
            .init_asset::<PlasticPbr>()
            .init_asset::<FigurePbr>()
            .init_resource::<Paints>()
            .init_resource::<Plastics>()
            .insert_resource(settings)
            .insert_resource(info)
            .insert_resource(state)
            .configure_sets(Update, (Step::Shown, Step::Moved, Step::Pieces).chain())
            .add_plugins((crate::app::shown::ShownPlugin, PiecesPlugin));
        app.update();
        app
    }

    fn storm_app() -> App {
        app_of("storm")
    }

    /// The pyramids' plastic as drawn: (colour, marks) of every piece's material.
    fn plastics(app: &mut App) -> Vec<(Vec4, MarkFeatures)> {
        use crate::app::materials::PlasticMaterial;
        let mut q = app.world_mut().query::<&MeshMaterial3d<PlasticMaterial>>();
        let handles: Vec<_> = q.iter(app.world()).map(|m| m.0.clone()).collect();
        let assets = app.world().resource::<Assets<PlasticMaterial>>();
        handles.iter().filter_map(|h| assets.get(h)).map(|m| (m.p.colour, m.features)).collect()
    }

    #[test]
    fn another_palette_or_the_marks_redraw_the_pyramids() {
        use crate::core::colour::Palette;
        let mut app = app_of("litrof");
        let before = plastics(&mut app);
        assert!(before.len() >= 38, "{} pyramids", before.len());
        assert!(before.iter().all(|(_, marks)| *marks == MarkFeatures::default()), "no marks unless asked for");
        app.world_mut().resource_mut::<Settings>().palette = Palette::ColourSafe;
        app.update();
        let safe = plastics(&mut app);
        let red_safe = crate::app::materials::lin(Palette::ColourSafe.rgb(IcehouseColour::Red), 0.58);
        assert!(safe.iter().any(|(c, _)| *c == red_safe), "the colour-safe red is drawn");
        assert!(!before.iter().any(|(c, _)| *c == red_safe));
        app.world_mut().resource_mut::<Settings>().marks = true;
        app.update();
        let marked = plastics(&mut app);
        // Every medium and large carries a letter; the caps of the second side carry its
        // pattern, the first side's caps none.
        let letters = marked.iter().filter(|(_, m)| m.letter).count();
        assert_eq!(letters, 2 * (5 * 2 + 4), "five towers of two lettered pyramids and four Pawns a side");
        assert_eq!(marked.iter().filter(|(_, m)| m.pattern == 1).count(), 5, "the second side's five caps are striped");
        assert!(marked.iter().all(|(_, m)| !(m.letter && m.pattern != 0)), "a letter or a pattern, never both");
    }

    #[test]
    fn a_move_keeps_the_entities_of_the_pieces_it_does_not_touch() {
        let mut app = storm_app();
        let before = drawn(&mut app);
        assert!(before.len() > 20, "the start position is drawn: {}", before.len());
        let state = app.world().resource::<GameState>();
        let (from, to) = {
            let view = state.view();
            let name = |s: &str| view.squares.iter().position(|q| q.name == s).unwrap() as u16;
            (name("b1"), name("c3"))
        };
        app.world_mut().resource_mut::<GameState>().play_text("Yb1-c3").unwrap();
        app.update();
        let after = drawn(&mut app);
        assert_eq!(after.len(), before.len(), "a quiet move neither adds nor removes a piece");
        for (at, e) in &before {
            if at.0 != from {
                assert_eq!(after.get(at), Some(e), "the piece on {at:?} was redrawn");
            }
        }
        let moved = after[&(to, 0)];
        assert!(!before.values().any(|e| *e == moved), "the moved piece is drawn anew on its square");
        let tween = app.world().get::<Tween>(moved).expect("the moved piece slides");
        assert_eq!(tween.kind, TweenKind::Move);
        let mut tweens = app.world_mut().query::<&Tween>();
        assert_eq!(tweens.iter(app.world()).count(), 1, "nothing else animates: no piece grows back");
    }

    #[test]
    fn a_figure_is_its_parts_merged_in_place_one_mesh_per_paint() {
        let data = FigureData::load();
        let parts = data.parts("storm", 'B');
        let top = FigureData::place(parts).1;
        let body = figure_mesh(parts, false).unwrap();
        let accent = figure_mesh(parts, true).unwrap();
        let count = |accent: bool| parts.iter().filter(|p| p.accent == accent).map(|p| p.mesh().count_vertices()).sum::<usize>();
        assert_eq!(body.count_vertices(), count(false));
        assert_eq!(accent.count_vertices(), count(true));
        let (lo, hi) = heights(&body);
        assert!(lo.abs() < 1e-4, "the body stands on the square: {lo}");
        let highest = heights(&body).1.max(heights(&accent).1);
        assert!((highest - top).abs() < 0.01, "parts stand on each other up to the figure's height {top}: {hi}, {highest}");
        assert!(merged(std::iter::empty()).is_none());
    }
}
