//! Pointer and keys. A left click (press and release without dragging, over the board and not
//! over a panel) casts a ray: the first piece or square hit becomes a `Clicked`, which the game
//! state turns into a pick (or says why not). Keys: Esc cancels the move being built,
//! Ctrl+Z / Ctrl+Y undo and redo, Page Up / Page Down step through the history, End returns
//! to the game.

use super::board::{BoardInfo, Clickable};
use super::camera::{BoardRect, MainCamera};
use super::picks::Clicked;
use crate::app::state::GameState;
use bevy::picking::mesh_picking::ray_cast::{MeshRayCast, MeshRayCastSettings, RayCastVisibility};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

#[derive(Resource, Default)]
struct PressAt(Option<Vec2>);

pub struct InputPlugin;

impl Plugin for InputPlugin {
    fn build(&self, app: &mut App) {
        // The board editor takes the clicks and keys while it is open (`editor::board_pointer`).
        let playing = not(in_state(super::mode::BoardMode::Edit));
        app.init_resource::<PressAt>()
            .add_systems(Update, (hover, (click, keys).chain().run_if(playing)).chain().in_set(crate::app::schedule::Step::Input))
            .add_systems(OnEnter(super::mode::BoardMode::Edit), |mut press: ResMut<PressAt>| press.0 = None);
    }
}

/// What is under the cursor: (square, level) of the first clickable thing hit.
pub(crate) fn cast(
    pos: Vec2,
    cam: &Query<(&Camera, &GlobalTransform), With<MainCamera>>,
    ray_cast: &mut MeshRayCast,
    clickables: &Query<&Clickable>,
) -> Option<Clickable> {
    cast_all(pos, cam, ray_cast, clickables).first().copied()
}

/// Every clickable thing under the cursor, nearest first.
fn cast_all(
    pos: Vec2,
    cam: &Query<(&Camera, &GlobalTransform), With<MainCamera>>,
    ray_cast: &mut MeshRayCast,
    clickables: &Query<&Clickable>,
) -> Vec<Clickable> {
    let Ok((camera, gt)) = cam.single() else { return Vec::new() };
    let Ok(ray) = camera.viewport_to_world(gt, pos) else { return Vec::new() };
    let filter = |e: Entity| clickables.contains(e);
    let settings = MeshRayCastSettings { visibility: RayCastVisibility::Any, filter: &filter, early_exit_test: &|_| false };
    ray_cast.cast_ray(ray, &settings).iter().filter_map(|(e, _)| clickables.get(*e).ok().copied()).collect()
}

/// The thing a click means among `hits` (nearest first): the first, unless it is part of the
/// lifted piece (the one picked, floating over its square, and those above it) and a target of
/// the move lies behind it. A tall lifted stack would otherwise hide the squares behind it,
/// and a click meant for one of them would take the stack back instead.
fn meant(hits: &[Clickable], lifted: Option<(u16, u8)>, targets: &[u16]) -> Option<Clickable> {
    let is_lifted = |c: &Clickable| lifted.is_some_and(|(s, l)| c.square == s && c.level.is_some_and(|k| k >= l));
    let first = hits.first().copied()?;
    if !is_lifted(&first) {
        return Some(first);
    }
    hits.iter().find(|c| !is_lifted(c)).filter(|c| targets.contains(&c.square)).copied().or(Some(first))
}

/// The piece picked and floating (`animation::lift_selected`): its square and level.
fn lifted(state: &GameState) -> Option<(u16, u8)> {
    match state.picks_in_play().first()? {
        crate::core::Pick::Square(s) => Some((*s, 0)),
        crate::core::Pick::Piece { square, level } => Some((*square, *level)),
        _ => None,
    }
}

/// What a click at `pos` would mean (`meant`).
fn aimed(
    pos: Vec2,
    cam: &Query<(&Camera, &GlobalTransform), With<MainCamera>>,
    ray_cast: &mut MeshRayCast,
    clickables: &Query<&Clickable>,
    state: &GameState,
) -> Option<Clickable> {
    meant(&cast_all(pos, cam, ray_cast, clickables), lifted(state), &state.targets())
}

pub(crate) fn over_board(window: &Window, rect: &BoardRect, egui: &Option<Res<bevy_egui::input::EguiWantsInput>>) -> Option<Vec2> {
    let p = window.cursor_position()?;
    if egui.as_ref().is_some_and(|e| e.is_pointer_over_area() || e.is_using_pointer()) {
        return None;
    }
    rect.0.is_none_or(|r| r.contains(p)).then_some(p)
}

#[allow(clippy::too_many_arguments)]
fn hover(
    window: Single<&Window, With<PrimaryWindow>>,
    rect: Res<BoardRect>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    cam: Query<(&Camera, &GlobalTransform), With<MainCamera>>,
    mut ray_cast: MeshRayCast,
    clickables: Query<&Clickable>,
    state: Res<GameState>,
    mut info: ResMut<BoardInfo>,
    mut last: Local<(Option<Vec2>, usize)>,
) {
    let pos = over_board(&window, &rect, &egui);
    // Cast again when the pointer moves, or when a pick changes what lies under it (`meant`).
    let now = (pos, state.prefix.len());
    if now == *last {
        return;
    }
    *last = now;
    let hovered = pos.and_then(|p| aimed(p, &cam, &mut ray_cast, &clickables, &state)).map(|c| c.square);
    if info.hovered != hovered {
        info.hovered = hovered;
    }
}

#[allow(clippy::too_many_arguments)]
fn click(
    buttons: Res<ButtonInput<MouseButton>>,
    window: Single<&Window, With<PrimaryWindow>>,
    rect: Res<BoardRect>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    cam: Query<(&Camera, &GlobalTransform), With<MainCamera>>,
    mut ray_cast: MeshRayCast,
    clickables: Query<&Clickable>,
    mut press: ResMut<PressAt>,
    mut state: ResMut<GameState>,
) {
    if buttons.just_pressed(MouseButton::Left) {
        press.0 = over_board(&window, &rect, &egui);
    }
    if !buttons.just_released(MouseButton::Left) {
        return;
    }
    let Some(start) = press.0.take() else { return };
    let Some(pos) = window.cursor_position() else { return };
    if pos.distance(start) > 6.0 {
        return;
    }
    match aimed(pos, &cam, &mut ray_cast, &clickables, &state) {
        Some(c) => {
            state.click(Clicked { square: c.square, level: c.level });
        }
        None => {
            if !state.prefix.is_empty() {
                state.cancel();
            }
        }
    }
}

/// Ctrl is held for a shortcut, also when it was let go in the same frame as the letter (a
/// quick chord, or one typed by a tool: both keys can come within one frame).
pub fn ctrl_held(keys: &ButtonInput<KeyCode>) -> bool {
    [KeyCode::ControlLeft, KeyCode::ControlRight].iter().any(|k| keys.pressed(*k) || keys.just_released(*k))
}

fn keys(keys: Res<ButtonInput<KeyCode>>, egui: Option<Res<bevy_egui::input::EguiWantsInput>>, mut state: ResMut<GameState>) {
    if egui.is_some_and(|e| e.wants_keyboard_input()) {
        return;
    }
    let ctrl = ctrl_held(&keys);
    if keys.just_pressed(KeyCode::Escape) {
        state.cancel();
    }
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        state.undo_turn();
    }
    if ctrl && keys.just_pressed(KeyCode::KeyY) {
        state.redo();
    }
    let n = state.notation().len();
    let cur = state.displayed_ply();
    if keys.just_pressed(KeyCode::PageUp) && cur > 0 {
        state.browse_to(Some(cur - 1));
    }
    if keys.just_pressed(KeyCode::PageDown) && cur < n {
        state.browse_to(if cur + 1 >= n { None } else { Some(cur + 1) });
    }
    if keys.just_pressed(KeyCode::End) {
        state.browse_to(None);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_click_on_the_lifted_stack_reaches_a_target_behind_it() {
        let piece = |square, level| Clickable { square, level: Some(level) };
        let tile = |square| Clickable { square, level: None };
        let hits = [piece(2, 2), piece(2, 1), tile(7), tile(2)];
        assert_eq!(meant(&hits, Some((2, 1)), &[7]), Some(tile(7)), "the target behind the lifted pyramids");
        assert_eq!(meant(&hits, Some((2, 1)), &[5]), Some(piece(2, 2)), "no target behind: the lifted piece, as before");
        assert_eq!(meant(&hits, Some((2, 3)), &[7]), Some(piece(2, 2)), "a piece below the one lifted is not lifted");
        assert_eq!(meant(&hits, None, &[7]), Some(piece(2, 2)));
        assert_eq!(meant(&[], Some((2, 1)), &[7]), None);
    }
}
