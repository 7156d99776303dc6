//! Where windows go. The tool windows (Edit board, Guide, Analysis, Network) stand one above
//! the other in a column at the board's left, each with its share of the height and scrolling
//! inside itself: they take their room from the board's framing (`BoardRect` leaves the column
//! out, and the camera frames the board in what is left) instead of covering the side panel,
//! the toolbar or each other, and their buttons stay where they are. Dialogs (New game, the
//! shortcuts) are centred on the board's area at a fixed size. All of it fits the smallest
//! window the app supports (1280×720).

use crate::app::analysis::AnalysisBoard;
use crate::app::state::GameState;
use bevy::prelude::*;
use bevy_egui::egui;

/// A window that docks in the column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    Edit,
    Guide,
    Analysis,
    Network,
    Online,
    Words,
    Puzzles,
}

/// The column's width, the gap around its windows, and the height a window's title bar takes
/// above its contents.
pub const WIDTH: f32 = 340.0;
const GAP: f32 = 6.0;
const TITLE: f32 = 34.0;

/// The board's area as the panels left it, and the tool windows open there, top to bottom.
#[derive(Resource, Default, Debug)]
pub struct Dock {
    pub area: Option<egui::Rect>,
    pub open: Vec<Tool>,
}

impl Dock {
    /// The rectangle of tool `t`'s window (title bar included): its share of the column; a tool
    /// not yet counted (opened this frame) as if it came last.
    pub fn slot(&self, t: Tool) -> Option<egui::Rect> {
        let area = self.area?;
        let mut open = self.open.clone();
        if !open.contains(&t) {
            open.push(t);
        }
        let i = open.iter().position(|&x| x == t)? as f32;
        let n = open.len() as f32;
        let h = (area.height() - GAP * (n + 1.0)) / n;
        let w = WIDTH.min(area.width() * 0.5);
        Some(egui::Rect::from_min_size(egui::pos2(area.left() + GAP, area.top() + GAP + i * (h + GAP)), egui::vec2(w, h)))
    }

    /// Tool `t`'s window placed in its slot, at its size, its contents to be scrolled inside.
    pub fn window<'a>(&self, t: Tool, title: impl Into<egui::WidgetText>, id: &str) -> egui::Window<'a> {
        let w = egui::Window::new(title).id(egui::Id::new(id)).collapsible(false).resizable(false);
        match self.slot(t) {
            Some(r) => w.fixed_pos(r.min).fixed_size([r.width() - 2.0 * GAP, (r.height() - TITLE).max(60.0)]),
            None => w.default_width(WIDTH),
        }
    }

    /// The part of the free area `free` left to the board: right of the column while a tool
    /// window is open.
    pub fn board_part(&self, free: egui::Rect) -> egui::Rect {
        if self.open.is_empty() { free } else { free.with_min_x((free.left() + WIDTH + 2.0 * GAP).min(free.right() - 120.0)) }
    }

    /// A dialog of `size` (contents) centred on the board's area, no larger than it allows.
    pub fn dialog<'a>(&self, title: impl Into<egui::WidgetText>, id: &str, size: egui::Vec2, ctx: &egui::Context) -> egui::Window<'a> {
        let area = self.area.unwrap_or_else(|| ctx.content_rect());
        let size = egui::vec2(size.x.min(area.width() - 2.0 * GAP), size.y.min(area.height() - 2.0 * GAP - TITLE));
        let at = area.center() - egui::vec2(size.x, size.y + TITLE) * 0.5;
        egui::Window::new(title).id(egui::Id::new(id)).collapsible(false).resizable(false).fixed_pos(at).fixed_size(size)
    }
}

/// Counts the tool windows open this frame, in the column's order.
pub fn plan(
    mut dock: ResMut<Dock>,
    editor: Res<crate::app::editor::BoardEditor>,
    guide: Res<super::guide::GuideUi>,
    analysis: Res<AnalysisBoard>,
    network: Res<super::network::NetworkUi>,
    online: Res<super::online::OnlineUi>,
    words: Res<super::board_words::BoardWords>,
    puzzles: Res<super::puzzles::PuzzlesUi>,
    state: Res<GameState>,
) {
    let open: Vec<Tool> = [
        (Tool::Edit, editor.editing.is_some()),
        (Tool::Guide, guide.open),
        (Tool::Analysis, analysis.on && state.pinned().is_none()),
        (Tool::Network, network.open),
        (Tool::Online, online.open),
        (Tool::Words, words.open),
        (Tool::Puzzles, puzzles.open),
    ]
    .into_iter()
    .filter_map(|(t, on)| on.then_some(t))
    .collect();
    if dock.open != open {
        dock.open = open;
    }
}

/// The board's area in a 1280×720 window, the smallest supported: below the toolbar's two
/// rows, above the status line, left of the side panel.
#[cfg(test)]
pub fn small_window_area() -> egui::Rect {
    egui::Rect::from_min_max(egui::pos2(0.0, 72.0), egui::pos2(958.0, 690.0))
}

/// A dock in the smallest window with these tool windows open.
#[cfg(test)]
pub fn small_dock(open: &[Tool]) -> Dock {
    Dock { area: Some(small_window_area()), open: open.to_vec() }
}

/// Checks that the window `id` was drawn inside the board's area of the smallest window (so
/// inside the window, clear of the toolbar, the status line and the side panel).
#[cfg(test)]
pub fn assert_fits(ctx: &egui::Context, id: egui::Id, what: &str) {
    let placed = ctx.memory(|m| m.area_rect(id)).unwrap_or_else(|| panic!("{what} was not drawn"));
    let area = small_window_area();
    assert!(area.expand(0.5).contains_rect(placed), "{what} at {placed:?} leaves the board's area {area:?}");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tool_windows_share_the_column_and_the_board_keeps_the_rest() {
        let area = small_window_area();
        let mut dock = Dock { area: Some(area), open: vec![Tool::Guide, Tool::Analysis] };
        let (guide, analysis) = (dock.slot(Tool::Guide).unwrap(), dock.slot(Tool::Analysis).unwrap());
        assert!(area.contains_rect(guide) && area.contains_rect(analysis));
        assert!(!guide.intersects(analysis), "{guide:?} {analysis:?}");
        assert!(analysis.top() > guide.bottom());
        let board = dock.board_part(area);
        assert!(!board.intersects(guide) && board.right() == area.right(), "{board:?}");
        let network = dock.slot(Tool::Network).unwrap();
        assert!(network.top() > analysis.top(), "a window opened this frame goes last");
        dock.open.clear();
        assert_eq!(dock.board_part(area), area, "no tool open: the board has it all");
    }
}
