//! Labels over the board, drawn by egui at the projected 3D positions: the files and ranks along
//! its edges (`coordinates`), each figure's letter in its owner's colour, stack heights (always
//! with the toggle, else for the hovered square), the marks of what a move or a choice would do
//! (`MoveNote`), and a tooltip naming the square, its pieces and how they move.

use super::c32;
use crate::app::board::BoardInfo;
use crate::app::camera::{BoardRect, MainCamera};
use crate::app::pieces::{Piece, StackTops};
use crate::app::settings::Settings;
use crate::app::state::GameState;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, egui};

/// A figure's letter disc at this distance from the camera, in half-pixel steps.
fn label_radius(dist: f32) -> f32 {
    ((110.0 / dist).clamp(7.0, 13.0) * 2.0).round() * 0.5
}

fn luminance(c: [f32; 3]) -> f32 {
    0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]
}

#[allow(clippy::too_many_arguments)]
pub fn labels(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    rect: Res<BoardRect>,
    info: Res<BoardInfo>,
    tops: Res<StackTops>,
    state: Res<GameState>,
    catalogue: Res<super::Catalogue>,
    shown: Res<crate::app::shown::ShownBoard>,
    window: Single<&Window, With<PrimaryWindow>>,
    cam: Query<(&Camera, &GlobalTransform), With<MainCamera>>,
    pieces: Query<(&Piece, &GlobalTransform)>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let Ok((camera, gt)) = cam.single() else { return Ok(()) };
    let Some(r) = rect.0 else { return Ok(()) };
    let clip = egui::Rect::from_min_max(egui::pos2(r.min.x, r.min.y), egui::pos2(r.max.x, r.max.y));
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Background, egui::Id::new("board-labels"))).with_clip_rect(clip);
    let project = |at: Vec3| camera.world_to_viewport(gt, at).ok().map(|px| egui::pos2(px.x, px.y));

    if settings.coordinates
        && let Some(geom) = info.geom
    {
        let eye = gt.translation();
        super::coordinates::draw(&painter, &super::coordinates::edge_names(&shown.view, &geom, eye), eye, &project);
    }
    if settings.glyphs {
        letters(&painter, gt.translation(), &project, &pieces);
    }
    // Stack heights: always with the toggle (pyramids), else for the hovered square.
    for &(sq, top, count, pyramids) in &tops.0 {
        let show = (settings.heights && pyramids && count >= 1) || (info.hovered == Some(sq) && count >= 2);
        if !show {
            continue;
        }
        if let Some(pos) = project(top + Vec3::Y * 0.18) {
            height(&painter, pos, count);
        }
    }
    let notes = state.target_notes();
    if let Some(geom) = info.geom {
        let at = |sq: u16| {
            shown.view.squares.get(sq as usize).map(|s| geom.pos(s.col, s.row) + Vec3::Y * info.lift.get(sq as usize).copied().unwrap_or(0.0))
        };
        note_marks(&painter, &notes, info.hovered, &tops, &at, &project);
        if let Some(note) = state.hovered_choice.as_ref().and_then(|c| state.choice_note(c)) {
            hit_marks(&painter, &note, &at, &project);
        }
    }
    // What is under the pointer, and what a move there would do.
    if let (Some(sq), Some(cursor)) = (info.hovered, window.cursor_position())
        && let Some(s) = shown.view.squares.get(sq as usize)
    {
        let pos = egui::pos2(cursor.x + 16.0, cursor.y + 12.0);
        let mut lines = square_lines(s, state.current().describe(sq));
        lines.extend(how_they_move(s, catalogue.meta(&state.config().game), &state.config().variant));
        if let Some((_, note)) = notes.iter().find(|(t, _)| *t == sq) {
            lines.push(crate::t!("labels-moving-here", text = note.text));
        }
        tooltip(&painter, pos, lines.join("\n"));
    }
    Ok(())
}

/// Each figure's letter on a disc in its owner's colour, the farthest first.
fn letters(painter: &egui::Painter, cam_pos: Vec3, project: &impl Fn(Vec3) -> Option<egui::Pos2>, pieces: &Query<(&Piece, &GlobalTransform)>) {
    let mut items: Vec<(f32, egui::Pos2, char, [f32; 3])> = Vec::new();
    for (p, t) in pieces {
        let Some(g) = p.glyph else { continue };
        let scale = t.scale().y;
        if scale < 0.3 {
            continue;
        }
        let top = t.translation() + Vec3::Y * (p.top * scale + 0.16);
        let Some(pos) = project(top) else { continue };
        items.push((cam_pos.distance(top), pos, g, p.colour));
    }
    items.sort_by(|a, b| b.0.total_cmp(&a.0));
    for (dist, pos, g, col) in items {
        // In half-pixel steps: egui rasterises a font's glyphs anew for every size it is
        // asked for, so a size that followed the distance exactly would fill its glyph atlas
        // while the camera orbits (and egui rebuilds the atlas when it is full).
        let radius = label_radius(dist);
        let fill = c32(col);
        let text = if luminance(col) > 0.55 { egui::Color32::from_gray(20) } else { egui::Color32::from_gray(245) };
        painter.circle_filled(pos, radius, fill);
        painter.circle_stroke(pos, radius, egui::Stroke::new(1.5, egui::Color32::from_gray(if luminance(col) > 0.55 { 60 } else { 230 })));
        painter.text(pos, egui::Align2::CENTER_CENTER, g, egui::FontId::proportional(radius * 1.35), text);
    }
}

/// A dagger on each target whose move kills: red where the mover loses pieces of its own, gold
/// where only others do; over the hovered target, a dagger on each stack that would die.
fn note_marks(
    painter: &egui::Painter,
    notes: &[(u16, crate::core::MoveNote)],
    hovered: Option<u16>,
    tops: &StackTops,
    square_at: &impl Fn(u16) -> Option<Vec3>,
    project: &impl Fn(Vec3) -> Option<egui::Pos2>,
) {
    let dagger = |pos: egui::Pos2, fill: egui::Color32| {
        painter.circle_filled(pos, 9.0, fill);
        painter.circle_stroke(pos, 9.0, egui::Stroke::new(1.5, egui::Color32::from_gray(250)));
        painter.text(pos, egui::Align2::CENTER_CENTER, "†", egui::FontId::proportional(14.0), egui::Color32::WHITE);
    };
    for (sq, note) in notes {
        let fill = if note.costs_the_mover { egui::Color32::from_rgb(200, 40, 40) } else { egui::Color32::from_rgb(190, 140, 20) };
        if let Some(pos) = square_at(*sq).and_then(|p| project(p + Vec3::Y * 0.05)) {
            dagger(pos, fill);
        }
        if hovered != Some(*sq) {
            continue;
        }
        for dies in &note.squares {
            let top = tops.0.iter().find(|t| t.0 == *dies).map(|t| t.1).or_else(|| square_at(*dies));
            if let Some(pos) = top.and_then(|p| project(p + Vec3::Y * 0.25)) {
                dagger(pos, egui::Color32::from_rgb(120, 20, 20));
            }
        }
    }
}

/// The squares a choice button under the pointer would hit (a War Tower's fall), crossed out.
fn hit_marks(
    painter: &egui::Painter,
    note: &crate::core::MoveNote,
    square_at: &impl Fn(u16) -> Option<Vec3>,
    project: &impl Fn(Vec3) -> Option<egui::Pos2>,
) {
    let hit = egui::Stroke::new(3.0, egui::Color32::from_rgb(230, 60, 40));
    for pos in note.squares.iter().filter_map(|&sq| square_at(sq)).filter_map(|p| project(p + Vec3::Y * 0.05)) {
        painter.circle_stroke(pos, 14.0, hit);
        for d in [egui::vec2(6.0, 6.0), egui::vec2(6.0, -6.0)] {
            painter.line_segment([pos - d, pos + d], hit);
        }
    }
}

/// A stack's height in a dark box over it.
fn height(painter: &egui::Painter, pos: egui::Pos2, count: usize) {
    let text = count.to_string();
    let rect = egui::Rect::from_center_size(pos, egui::vec2(18.0 + 6.0 * (text.len() as f32 - 1.0), 18.0));
    painter.rect_filled(rect, 4.0, egui::Color32::from_rgba_unmultiplied(20, 20, 24, 215));
    painter.text(pos, egui::Align2::CENTER_CENTER, text, egui::FontId::proportional(13.0), egui::Color32::WHITE);
}

/// The hovered square's tooltip: its name, what the game says is on it (else its pieces from
/// the top) and the stack's height.
fn square_lines(s: &crate::core::SquareView, described: Vec<String>) -> Vec<String> {
    let mut lines = vec![s.name.clone()];
    if described.is_empty() {
        lines.extend(stack_lines(&s.stack));
    } else {
        lines.extend(described);
    }
    if s.stack.len() >= 2 {
        lines.push(crate::t!("labels-height", value = s.stack.len()));
    }
    lines
}

/// How each figure on the square moves ("Numskull: any distance …"), where the game says.
fn how_they_move(s: &crate::core::SquareView, meta: Option<&crate::core::GameMeta>, variant: &str) -> Vec<String> {
    let mut lines = Vec::new();
    for p in &s.stack {
        if let (crate::core::PieceKind::Figure { code, name }, Some(m)) = (&p.kind, meta)
            && let Some(how) = m.how_it_moves(variant, *code)
        {
            lines.push(crate::t!("labels-text", name = name, how = how));
        }
    }
    lines
}

/// `text` in a dark box with its top left at `pos`.
fn tooltip(painter: &egui::Painter, pos: egui::Pos2, text: String) {
    let galley = painter.layout(text, egui::FontId::proportional(13.0), egui::Color32::from_gray(235), 380.0);
    let bg = egui::Rect::from_min_size(pos, galley.size()).expand(5.0);
    painter.rect_filled(bg, 5.0, egui::Color32::from_rgba_unmultiplied(15, 16, 20, 225));
    painter.galley(pos, galley, egui::Color32::WHITE);
}

/// A stack's pieces from the top, each label once: neighbouring pieces with the same label
/// are one line with a count, so a piece drawn as several parts is not listed per part.
fn stack_lines(stack: &[crate::core::PieceView]) -> Vec<String> {
    let mut lines: Vec<(String, usize)> = Vec::new();
    for p in stack.iter().rev() {
        let mut l = if p.label.is_empty() { format!("{:?}", p.kind) } else { p.label.clone() };
        if p.frozen && !l.contains("frozen") {
            l.push_str(" (frozen)");
        }
        match lines.last_mut() {
            Some((last, n)) if *last == l => *n += 1,
            _ => lines.push((l, 1)),
        }
    }
    lines.into_iter().map(|(l, n)| if n == 1 { l } else { crate::t!("labels-text-2", l = l, n = n) }).collect()
}

#[cfg(test)]
mod tests {
    use super::{label_radius, square_lines, stack_lines};
    use crate::core::{IcehouseColour, PieceKind, PieceView, PyramidRole, PyramidSize, Seat};

    fn pyramid(label: &str) -> PieceView {
        let kind = PieceKind::Pyramid { size: PyramidSize::Small, colour: IcehouseColour::Red, role: PyramidRole::Plain, letter: None };
        PieceView { kind, owner: Some(Seat::FIRST), facing: None, frozen: false, label: label.into() }
    }

    #[test]
    fn a_stack_lists_each_piece_once_from_the_top() {
        let stack = [pyramid("Red large"), pyramid("Red small"), pyramid("Red small"), pyramid("Blue medium")];
        assert_eq!(stack_lines(&stack), ["Blue medium", "Red small ×2", "Red large"]);
    }

    #[test]
    fn a_square_is_named_then_described_or_its_pieces_listed_then_its_height() {
        let state = crate::app::state::GameState::new_game(&crate::core::GameConfig::new("storm")).unwrap();
        let mut square = state.view().squares[0].clone();
        square.stack = vec![pyramid("Red small"), pyramid("Red small")];
        let name = square.name.clone();
        assert_eq!(square_lines(&square, Vec::new()), [name.as_str(), "Red small ×2", "height 2"]);
        assert_eq!(square_lines(&square, vec!["Two pyramids".into()]), [name.as_str(), "Two pyramids", "height 2"]);
        square.stack.pop();
        assert_eq!(square_lines(&square, Vec::new()), [name.as_str(), "Red small"], "no height for one piece");
    }

    #[test]
    fn letters_come_in_a_few_sizes_however_the_camera_moves() {
        let sizes: std::collections::BTreeSet<u32> = (0..10_000).map(|i| (label_radius(2.0 + i as f32 * 0.002) * 2.0) as u32).collect();
        assert_eq!(sizes.len(), 13, "{sizes:?}");
        assert_eq!((label_radius(1.0), label_radius(10.0), label_radius(100.0)), (13.0, 11.0, 7.0));
    }
}
