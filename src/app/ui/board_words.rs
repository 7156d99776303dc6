//! The board in words (B): every square a button, a row a rank from the far side down, that
//! tells a screen reader what stands there and whose, bottom of the stack to top (and whether
//! it is selected or a legal target). The arrow keys walk from square to square (egui moves
//! the focus by direction), Enter or Space picks one as a click on the board would: a whole
//! game can be played here with the keyboard alone.

use super::dock::{Dock, Tool};
use super::shortcuts::Toggle;
use crate::app::picks::Clicked;
use crate::app::state::GameState;
use crate::app::trace::{TraceLines, WindowButtons};
use crate::core::{BoardView, Pick};
use crate::session::DynGame;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Whether the window is open.
#[derive(Resource, Default)]
pub struct BoardWords {
    pub open: bool,
    /// Just opened: the keyboard focus goes to the first square.
    focus: bool,
}

/// What the grid shows about the move being built.
pub struct Picking<'a> {
    pub selected: Option<u16>,
    pub targets: &'a [u16],
    /// The keyboard focus goes to the first square (the window has just opened).
    pub focus: bool,
}

impl Picking<'_> {
    /// Nothing is picked yet: the squares that can be picked hold the pieces that can move.
    fn starting(&self) -> bool {
        self.selected.is_none()
    }
}

/// Opens and closes the window (B, or its button), draws it, and clicks the square picked.
pub fn window(
    mut contexts: EguiContexts,
    mut words: ResMut<BoardWords>,
    mut toggles: MessageReader<Toggle>,
    dock: Res<Dock>,
    mut state: ResMut<GameState>,
    mut traced: ResMut<WindowButtons>,
    mut trace: ResMut<TraceLines>,
) -> Result {
    if toggles.read().filter(|t| **t == Toggle::Words).count() > 0 {
        words.open = !words.open;
        words.focus = words.open;
        trace.push(if words.open { "overlay words".into() } else { "overlay closed".into() });
    }
    traced.clear_prefix("words-");
    if !words.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    let (view, targets) = (state.view(), state.targets());
    let selected = state.prefix.iter().rev().find_map(|p| match p {
        Pick::Piece { square, .. } => Some(*square),
        p => p.square(),
    });
    let picking = Picking { selected, targets: &targets, focus: std::mem::take(&mut words.focus) };
    let mut open = true;
    let shown = dock.window(Tool::Words, crate::t!("board-words-board-in-words"), "board-words").open(&mut open).show(&ctx, |ui| {
        ui.label(egui::RichText::new(crate::t!("board-words-arrow-keys-walk-the")).small().weak());
        egui::ScrollArea::both().show(ui, |ui| grid(ui, state.displayed(), &view, &picking, &mut traced)).inner
    });
    if let Some(square) = shown.and_then(|r| r.inner).flatten() {
        state.click(Clicked { square, level: None });
    }
    if !open {
        words.open = false;
        trace.push("overlay closed".into());
    }
    Ok(())
}

/// The squares' rows, the highest rank first, each left to right.
pub fn rows(view: &BoardView) -> Vec<Vec<usize>> {
    let mut order: Vec<usize> = (0..view.squares.len()).collect();
    let at = |i: usize| (view.squares[i].row, view.squares[i].col);
    order.sort_by(|&a, &b| at(b).0.total_cmp(&at(a).0).then(at(a).1.total_cmp(&at(b).1)));
    let mut rows: Vec<Vec<usize>> = Vec::new();
    for i in order {
        match rows.last_mut() {
            Some(row) if (view.squares[row[0]].row - view.squares[i].row).abs() < 0.5 => row.push(i),
            _ => rows.push(vec![i]),
        }
    }
    rows
}

/// Draws every square as a button, a row a rank with the rank's number before it and the
/// files' letters below; returns the square picked (clicked, or Enter or Space on the focused
/// one).
pub fn grid(ui: &mut egui::Ui, game: &dyn DynGame, view: &BoardView, picking: &Picking, traced: &mut WindowButtons) -> Option<u16> {
    let mut picked = None;
    let mut focus = picking.focus;
    let rows = rows(view);
    // The files are the widest rank's; a narrower rank (Litróf's chambers) stands under them.
    let widest = rows.iter().max_by_key(|r| r.len()).cloned().unwrap_or_default();
    ui.spacing_mut().button_padding = egui::vec2(2.0, 1.0);
    egui::Grid::new("board-words-grid").spacing([2.0, 2.0]).min_col_width(0.0).show(ui, |ui| {
        for row in &rows {
            ui.label(egui::RichText::new(rank_of(&view.squares[row[0]].name)).small().weak());
            for cell in placed(view, row, &widest) {
                match cell {
                    Some(i) => {
                        if square_button(ui, game, view, i, picking, traced, std::mem::take(&mut focus)) {
                            picked = Some(i as u16);
                        }
                    }
                    None => {
                        ui.label("");
                    }
                }
            }
            ui.end_row();
        }
        ui.label("");
        for &i in &widest {
            ui.vertical_centered(|ui| ui.label(egui::RichText::new(file_of(&view.squares[i].name)).small().weak()));
        }
    });
    picked
}

/// A rank's squares under the files of `widest`, None where it has no square; in its own
/// order where a square stands under none of them.
fn placed(view: &BoardView, row: &[usize], widest: &[usize]) -> Vec<Option<usize>> {
    let under = |i: usize| widest.iter().position(|&w| (view.squares[w].col - view.squares[i].col).abs() < 0.5);
    if row.iter().any(|&i| under(i).is_none()) {
        return row.iter().map(|&i| Some(i)).collect();
    }
    (0..widest.len()).map(|k| row.iter().copied().find(|&i| under(i) == Some(k))).collect()
}

/// One square's button, named for a screen reader by what stands there; true when picked.
fn square_button(
    ui: &mut egui::Ui,
    game: &dyn DynGame,
    view: &BoardView,
    i: usize,
    picking: &Picking,
    traced: &mut WindowButtons,
    focus: bool,
) -> bool {
    let said = spoken(game, view, i, picking);
    let text = egui::RichText::new(short(view, i)).size(12.5);
    let r = ui.add(egui::Button::new(text).min_size(egui::vec2(26.0, 22.0)).selected(picking.selected == Some(i as u16)));
    if focus {
        r.request_focus();
    }
    r.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, true, &said));
    traced.set_owned(format!("words-{}", view.squares[i].name), Some(r.rect.center()), ui.ctx().pixels_per_point());
    r.on_hover_text(&said).clicked()
}

/// The rank of a square's name: what follows its letters ("10" of "a10").
fn rank_of(name: &str) -> &str {
    name.trim_start_matches(|c: char| c.is_alphabetic())
}

/// The file of a square's name: its letters ("a" of "a10").
fn file_of(name: &str) -> &str {
    &name[..name.len() - rank_of(name).len()]
}

/// A square as the button shows it: a letter for each piece's owner, bottom to top ("R",
/// "RRB"), or a dot for an empty square.
fn short(view: &BoardView, i: usize) -> String {
    let owners: String =
        view.squares[i].stack.iter().map(|p| p.owner.and_then(|o| view.seat(o)).and_then(|seat| seat.name.chars().next()).unwrap_or('○')).collect();
    if owners.is_empty() { "·".to_string() } else { owners }
}

/// A square as a screen reader says it: what stands there, then whether it is selected or a
/// legal target.
fn spoken(game: &dyn DynGame, view: &BoardView, i: usize, picking: &Picking) -> String {
    let mut said = crate::record::ask::square_at(game, view, i);
    if picking.selected == Some(i as u16) {
        said.push_str(&crate::t!("board-words-selected"));
    }
    if picking.targets.contains(&(i as u16)) {
        said.push_str(&if picking.starting() { crate::t!("board-words-can-move") } else { crate::t!("board-words-a-legal-target") });
    }
    said
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::ui::harness::Harness;
    use crate::core::GameConfig;
    use egui::accesskit::Role;

    /// The grid of `state`'s board in a window, as the app draws it; returns the square picked.
    fn draw(state: &GameState, focus: bool) -> impl FnOnce(&egui::Context, &mut WindowButtons) -> Option<u16> + '_ {
        move |ctx, traced| {
            let (view, targets) = (state.view(), state.targets());
            let picking = Picking { selected: None, targets: &targets, focus };
            egui::Window::new("Board in words").show(ctx, |ui| grid(ui, state.displayed(), &view, &picking, traced)).and_then(|r| r.inner).flatten()
        }
    }

    #[test]
    fn every_square_is_a_button_that_says_what_stands_there() {
        let state = GameState::new_game(&GameConfig::new("storm")).unwrap();
        let mut h = Harness::default();
        h.settle(|ctx, t| draw(&state, false)(ctx, t));
        let tree = h.accessible(|ctx, t| {
            draw(&state, false)(ctx, t);
        });
        let buttons: Vec<&str> =
            tree.iter().filter(|(role, text, _)| *role == Role::Button && text.contains(':')).map(|(_, text, _)| text.as_str()).collect();
        assert_eq!(buttons.len(), state.view().squares.len(), "{buttons:?}");
        for said in ["b1: Red Yahoo. Can move.", "e1: Red Brain. Can move.", "e5: empty.", "e10: Blue Brain."] {
            assert!(buttons.contains(&said), "{said} not among {buttons:?}");
        }
    }

    #[test]
    fn the_arrow_keys_walk_the_board_and_enter_picks_a_square() {
        let mut state = GameState::new_game(&GameConfig::new("storm")).unwrap();
        let mut h = Harness::default();
        h.settle(|ctx, t| draw(&state, true)(ctx, t));
        // The focus starts on the far side's first square (a10); nine steps down reach a1.
        for _ in 0..9 {
            assert_eq!(h.press(egui::Key::ArrowDown, |ctx, t| draw(&state, false)(ctx, t)), None);
        }
        h.press(egui::Key::ArrowRight, |ctx, t| draw(&state, false)(ctx, t));
        let picked = h.press(egui::Key::Enter, |ctx, t| draw(&state, false)(ctx, t));
        let b1 = state.view().square_index("b1");
        assert_eq!(picked, b1, "Enter picks the square walked to");
        state.click(Clicked { square: b1.unwrap(), level: None });
        let (view, targets) = (state.view(), state.targets());
        let tree = h.accessible(|ctx, t| {
            let picking = Picking { selected: b1, targets: &targets, focus: false };
            egui::Window::new("Board in words").show(ctx, |ui| grid(ui, state.displayed(), &view, &picking, t));
        });
        assert!(tree.iter().any(|(_, text, _)| text == "b1: Red Yahoo. Selected."), "the piece picked is said to be selected");
        assert!(tree.iter().any(|(_, text, _)| text == "c3: empty. A legal target."), "the Yahoo's targets are said");
    }

    #[test]
    fn a_square_name_splits_into_file_and_rank() {
        assert_eq!((file_of("a10"), rank_of("a10")), ("a", "10"));
        assert_eq!((file_of("e5"), rank_of("e5")), ("e", "5"));
    }

    #[test]
    fn rows_run_from_the_far_rank_down_each_from_the_left() {
        let state = GameState::new_game(&GameConfig::new("tribesmen")).unwrap();
        let view = state.view();
        let names: Vec<Vec<&str>> = rows(&view).iter().map(|r| r.iter().map(|&i| view.squares[i].name.as_str()).collect()).collect();
        assert_eq!(names.len(), 5);
        assert_eq!(names[0], ["a5", "b5", "c5", "d5", "e5"]);
        assert_eq!(names[4][0], "a1");
    }
}
