//! The analysis window (🔍 Analyse): an evaluation bar for the first seat, the depth reached,
//! the best moves with their lines in notation (drawn as arrows on the board by
//! `app::analysis`), and "Analyse game": the first seat's expected result after every move
//! as a graph, the biggest swings marked, a click on it showing that position.

use super::c32;
use crate::analysis::AnalysisReport;
use crate::app::analysis::AnalysisBoard;
use crate::app::state::GameState;
use crate::app::trace::{TraceLines, WindowButtons};
use crate::core::BoardView;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The arrows' colours, best first, as the list shows them.
const LINE_COLOURS: [[f32; 3]; 3] = [[0.2, 1.0, 0.35], [1.0, 0.85, 0.2], [1.0, 0.5, 0.2]];

/// A bar split at the first seat's share, in its colour against the second's.
fn bar(ui: &mut egui::Ui, share: Option<f32>, first: [f32; 3], second: [f32; 3]) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(ui.available_width(), 18.0), egui::Sense::hover());
    let p = ui.painter();
    p.rect_filled(rect, 3.0, c32(second));
    if let Some(v) = share {
        let split = rect.left() + rect.width() * v.clamp(0.0, 1.0);
        p.rect_filled(egui::Rect::from_min_max(rect.min, egui::pos2(split, rect.bottom())), 3.0, c32(first));
        p.line_segment(
            [egui::pos2(rect.center().x, rect.top()), egui::pos2(rect.center().x, rect.bottom())],
            egui::Stroke::new(1.0, egui::Color32::from_gray(40)),
        );
    }
    p.rect_stroke(rect, 3.0, egui::Stroke::new(1.0, egui::Color32::from_gray(200)), egui::StrokeKind::Inside);
}

/// The game's evaluation: one point per position, swings ringed in red, the position shown
/// marked; returns the position clicked.
fn graph(ui: &mut egui::Ui, values: &[Option<f32>], swings: &[usize], shown: usize) -> Option<usize> {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(ui.available_width(), 120.0), egui::Sense::click());
    let p = ui.painter();
    p.rect_filled(rect, 3.0, egui::Color32::from_gray(22));
    p.line_segment(
        [egui::pos2(rect.left(), rect.center().y), egui::pos2(rect.right(), rect.center().y)],
        egui::Stroke::new(1.0, egui::Color32::from_gray(70)),
    );
    let n = values.len().max(2) - 1;
    let x = |i: usize| rect.left() + 4.0 + (rect.width() - 8.0) * i as f32 / n as f32;
    let y = |v: f32| rect.bottom() - 4.0 - (rect.height() - 8.0) * v.clamp(0.0, 1.0);
    let points: Vec<(usize, egui::Pos2)> = values.iter().enumerate().filter_map(|(i, v)| v.map(|v| (i, egui::pos2(x(i), y(v))))).collect();
    for w in points.windows(2) {
        p.line_segment([w[0].1, w[1].1], egui::Stroke::new(2.0, egui::Color32::from_rgb(120, 200, 255)));
    }
    for (i, pt) in &points {
        if swings.contains(i) {
            p.circle_stroke(*pt, 5.0, egui::Stroke::new(2.0, egui::Color32::from_rgb(255, 90, 70)));
        }
    }
    p.line_segment(
        [egui::pos2(x(shown), rect.top()), egui::pos2(x(shown), rect.bottom())],
        egui::Stroke::new(1.0, egui::Color32::from_rgb(255, 230, 120)),
    );
    let pos = response.clicked().then(|| response.interact_pointer_pos()).flatten()?;
    let i = (((pos.x - rect.left() - 4.0) / (rect.width() - 8.0)) * n as f32).round().max(0.0) as usize;
    Some(i.min(values.len().saturating_sub(1)))
}

/// A line's value for the side to move: "62%", or "wins in 2" / "loses in 1" for a forced
/// result (in that side's moves).
fn line_judgement(line: &crate::analysis::AnalysisLine) -> String {
    match line.score.and_then(crate::ai::forced_result) {
        Some((wins, moves)) => crate::t!("analysis-window-in", value = if wins { "wins" } else { "loses" }, moves = moves),
        None => format!("{:.0}%", line.eval * 100.0),
    }
}

/// What the analysis window asked for this frame.
#[derive(Debug, PartialEq)]
pub enum Ask {
    /// "Stop analysing" or the window's ✕: the analysis goes off.
    Close,
    /// "Analyse game": every position of the game evaluated, for the graph.
    AnalyseGame,
    /// A click on the graph: the position after this many moves is shown.
    GoTo(usize),
    /// "Puzzle" by a swing: the trainer makes a puzzle of the move `ply`.
    MakePuzzle(usize),
}

/// The analysis window as drawn from what it shows: the analysis, the game on the board and
/// the board's view (the seats' names and colours). It changes nothing; `apply` does.
pub struct AnalysisWindow<'a> {
    pub board: &'a AnalysisBoard,
    pub state: &'a GameState,
    pub view: &'a BoardView,
    pub dock: &'a super::dock::Dock,
}

impl AnalysisWindow<'_> {
    /// Draws the window; returns what was asked (its buttons are placed in `traced`).
    pub fn show(&self, ctx: &egui::Context, traced: &mut WindowButtons) -> Vec<Ask> {
        let mut asks = Vec::new();
        let mut open = true;
        let ppp = ctx.pixels_per_point();
        self.dock.window(super::dock::Tool::Analysis, crate::t!("analysis-window-analysis"), "analysis").open(&mut open).show(ctx, |ui| {
            egui::ScrollArea::vertical().id_salt("analysis-scroll").auto_shrink([false, true]).show(ui, |ui| {
                let first = self.evaluation(ui);
                ui.separator();
                let moves = self.state.notation().len();
                let r = ui
                    .add_enabled(moves > 0, egui::Button::new(crate::t!("analysis-window-analyse-game")))
                    .on_hover_text(crate::t!("analysis-window-the-expected-result-after"));
                traced.set("analysis-game", Some(r.rect.center()), ppp);
                if r.clicked() {
                    asks.push(Ask::AnalyseGame);
                }
                self.game_graph(ui, &first, traced, &mut asks);
                let r = ui.button(crate::t!("analysis-window-stop-analysing"));
                traced.set("analysis-close", Some(r.rect.center()), ppp);
                if r.clicked() {
                    asks.push(Ask::Close);
                }
            });
        });
        if !open {
            asks.push(Ask::Close);
        }
        asks
    }

    /// The first seat's expected result as words and a bar, then the search's report and its
    /// best lines; returns the first seat's name.
    fn evaluation(&self, ui: &mut egui::Ui) -> String {
        let seat = |i: usize| self.view.seats.get(i).map_or(([0.8, 0.8, 0.8], String::new()), |s| (s.colour, s.name.clone()));
        let ((c0, n0), (c1, _)) = (seat(0), seat(1));
        let share = self.board.first_seat_share(self.state);
        ui.label(crate::t!("analysis-window-expected-result-for", n0 = n0, value = share.map_or("…".to_string(), |v| format!("{:.0}%", v * 100.0))));
        bar(ui, share, c0, c1);
        match &self.board.report {
            None => {
                ui.label(egui::RichText::new(crate::t!("analysis-window-thinking")).weak());
            }
            Some(r) if r.result.is_some() => {
                ui.label(crate::t!("analysis-window-the-game-is-over", value = r.result.clone().unwrap_or_default()));
            }
            Some(r) => self.lines(ui, r),
        }
        n0
    }

    /// The search's depth, size and time, and its best moves with their lines, in their arrows'
    /// colours.
    fn lines(&self, ui: &mut egui::Ui, r: &AnalysisReport) {
        let game = self.state.displayed();
        let mover = game.seat_name(game.to_move());
        let forced = r.lines.first().and_then(|l| crate::app::computer::forced(l.score, &mover));
        let only = r.finished && forced.is_none() && r.lines.len() == 1;
        let only = if only { crate::t!("analysis-window-the-only-move") } else { String::new() };
        let seconds = format!("{:.1}", r.millis as f32 / 1000.0);
        ui.label(crate::t!("analysis-window-depth-positions-s", depth = r.depth, nodes = r.nodes, seconds = seconds, only = only));
        if let Some(forced) = forced {
            ui.label(egui::RichText::new(forced).strong());
        }
        ui.label(egui::RichText::new(crate::t!("analysis-window-to-move", mover = mover)).small());
        // One row a line, its continuation cut to fit (in full on hover): a window whose rows
        // grow and shrink as the search deepens would move the buttons below under the pointer.
        for (line, colour) in r.lines.iter().zip(LINE_COLOURS) {
            ui.horizontal(|ui| {
                super::swatch(ui, colour);
                ui.label(egui::RichText::new(&line.notation).strong().monospace());
                ui.label(line_judgement(line));
                let rest = line.pv.iter().skip(1).take(8).cloned().collect::<Vec<_>>().join(" ");
                ui.add(egui::Label::new(egui::RichText::new(&rest).small().weak().monospace()).truncate()).on_hover_text(rest);
            });
        }
    }

    /// "Analyse game"'s graph and its biggest swings, each with a button that makes a puzzle
    /// of it, once asked for; asks for the position clicked on the graph.
    fn game_graph(&self, ui: &mut egui::Ui, first: &str, traced: &mut WindowButtons, asks: &mut Vec<Ask>) {
        let Some(eval) = self.board.game.as_ref() else { return };
        let (done, all) = eval.progress();
        let values = eval.values();
        let swings: Vec<usize> = eval.swings(2).iter().map(|s| s.ply).collect();
        let depths = match eval.depth_range() {
            Some((low, high)) if low == high => crate::t!("analysis-window-depth", low = low),
            Some((low, high)) => crate::t!("analysis-window-depth-2", low = low, high = high),
            None => String::new(),
        };
        ui.label(
            egui::RichText::new(crate::t!("analysis-window-s-expected-result-after", first = first, done = done, all = all, depths = depths)).small(),
        );
        asks.extend(graph(ui, &values, &swings, self.state.displayed_ply()).map(Ask::GoTo));
        traced.clear_prefix("analysis-puzzle-");
        for s in eval.swings(2) {
            let Some(m) = self.board.game_moves.get(s.ply - 1) else { continue };
            ui.horizontal_wrapped(|ui| {
                let who = self.view.seat(s.seat).map_or("", |v| v.name.as_str());
                let percent = format!("{:.0}", s.drop * 100.0);
                ui.label(egui::RichText::new(crate::t!("analysis-window-move-lost", ply = s.ply, m = m, who = who, percent = percent)).small());
                let make = ui.small_button(crate::t!("analysis-window-make-puzzle")).on_hover_text(crate::t!("analysis-window-make-puzzle-hover"));
                traced.set_owned(format!("analysis-puzzle-{}", s.ply), Some(make.rect.center()), ui.ctx().pixels_per_point());
                if make.clicked() {
                    asks.push(Ask::MakePuzzle(s.ply));
                }
            });
        }
    }
}

/// Does what the window asked: the analysis off, the game analysed (waking the app as each
/// position is done), the board showing the position clicked on the graph; returns the
/// puzzles asked of the trainer.
fn apply(
    asks: Vec<Ask>,
    board: &mut AnalysisBoard,
    state: &mut GameState,
    trace: &mut TraceLines,
    wake: impl Fn() + Send + Sync + 'static,
) -> Vec<super::puzzles::MakePuzzle> {
    let mut make = Vec::new();
    let mut wake = Some(wake);
    for ask in asks {
        match ask {
            Ask::Close => board.on = false,
            Ask::AnalyseGame => {
                if let Some(wake) = wake.take() {
                    board.analyse_game(state, wake);
                }
            }
            Ask::GoTo(ply) => {
                let last = state.notation().len();
                state.browse_to(if ply >= last { None } else { Some(ply) });
                trace.push(format!("analysis graph {ply}"));
            }
            Ask::MakePuzzle(ply) => {
                trace.push(format!("analysis make puzzle {ply}"));
                make.push(super::puzzles::MakePuzzle { ply });
            }
        }
    }
    make
}

/// What the window's asks go out to: the trace, and the trainer for a puzzle of a mistake.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Out<'w> {
    trace: ResMut<'w, TraceLines>,
    make: MessageWriter<'w, super::puzzles::MakePuzzle>,
}

/// The analysis window's system: the Analysis toggle (🔍 or A), the analysis's trace lines,
/// then the window while the analysis is on and the board shows a game (not a lesson's or the
/// editor's board), and what it asked for.
#[allow(clippy::too_many_arguments)]
pub fn window(
    mut contexts: EguiContexts,
    mut board: ResMut<AnalysisBoard>,
    mut state: ResMut<GameState>,
    mut toggles: MessageReader<super::shortcuts::Toggle>,
    shown: Res<crate::app::shown::ShownBoard>,
    mut traced: ResMut<WindowButtons>,
    mut out: Out,
    wake: crate::app::wake::Wake,
    dock: Res<super::dock::Dock>,
) -> Result {
    let trace = &mut out.trace;
    if toggles.read().filter(|t| **t == super::shortcuts::Toggle::Analysis).count() > 0 {
        board.on = !board.on;
    }
    for line in board.events.drain(..) {
        trace.push(line);
    }
    let ctx = contexts.ctx_mut()?.clone();
    let ppp = ctx.pixels_per_point();
    for id in ["analysis-game", "analysis-close"] {
        traced.set(id, None, ppp);
    }
    if !board.on || state.pinned().is_some() {
        return Ok(());
    }
    let asks = AnalysisWindow { board: &board, state: &state, view: &shown.view, dock: &dock }.show(&ctx, &mut traced);
    let made = apply(asks, &mut board, &mut state, &mut out.trace, wake.waker());
    out.make.write_batch(made);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::AnalysisLine;
    use crate::app::ui::harness::Harness;
    use crate::core::GameConfig;

    /// A Storm game two moves in, with a made-up report of three lines.
    fn storm() -> (GameState, AnalysisBoard) {
        let mut state = GameState::new_game(&GameConfig::new("storm")).unwrap();
        for _ in 0..2 {
            let first = state.moves()[0].notation.clone();
            state.play_text(&first).unwrap();
        }
        let line = |notation: &str, eval: f32| AnalysisLine {
            index: 0,
            notation: notation.into(),
            eval,
            score: None,
            pv: vec![notation.into(), "Xa1-a2".into()],
            from: None,
            to: None,
        };
        let report = AnalysisReport {
            key: state.displayed().key(),
            depth: 7,
            nodes: 1234,
            millis: 1500,
            lines: vec![line("Ia1-a2", 0.6), line("Ib1-b2", 0.4)],
            finished: false,
            result: None,
        };
        let mut board = AnalysisBoard::default();
        board.on = true;
        board.report = Some(report);
        (state, board)
    }

    #[test]
    fn the_analysis_window_asks_to_analyse_the_game_and_to_stop() {
        let (state, board) = storm();
        let view = state.view();
        let window = AnalysisWindow { board: &board, state: &state, view: &view, dock: &Default::default() };
        let mut h = Harness::default();
        let draw = |ctx: &egui::Context, traced: &mut WindowButtons| window.show(ctx, traced);
        assert_eq!(h.settle(draw), vec![], "drawing asks for nothing");
        assert!(h.buttons.0.contains_key("analysis-game") && h.buttons.0.contains_key("analysis-close"));
        assert_eq!(h.click("analysis-game", draw), vec![Ask::AnalyseGame]);
        assert_eq!(h.click("analysis-close", draw), vec![Ask::Close]);
    }

    #[test]
    fn the_window_fits_its_share_of_the_column_in_the_smallest_window() {
        use super::super::dock::{Tool, assert_fits, small_dock};
        let (state, board) = storm();
        let view = state.view();
        for open in [vec![Tool::Analysis], vec![Tool::Guide, Tool::Analysis, Tool::Network]] {
            let dock = small_dock(&open);
            let window = AnalysisWindow { board: &board, state: &state, view: &view, dock: &dock };
            let mut h = Harness::default();
            h.settle(|ctx: &egui::Context, traced: &mut WindowButtons| window.show(ctx, traced));
            assert_fits(&h.ctx, egui::Id::new("analysis"), &format!("the analysis among {open:?}"));
        }
    }

    /// With the game analysed, a click on the graph asks for the position under the pointer,
    /// which `apply` shows on the board.
    #[test]
    fn a_click_on_the_game_graph_goes_to_that_move() {
        let (mut state, mut board) = storm();
        assert_eq!(state.displayed_ply(), 2);
        board.analyse_game(&state, || {});
        let view = state.view();
        let mut h = Harness::default();
        let asks = {
            let window = AnalysisWindow { board: &board, state: &state, view: &view, dock: &Default::default() };
            let draw = |ctx: &egui::Context, traced: &mut WindowButtons| window.show(ctx, traced);
            h.settle(draw);
            // The graph is the window's one widget 120 points high: the click goes to its left
            // end, the game's start.
            let graph =
                h.ctx.viewport(|v| v.prev_pass.widgets.layers().flat_map(|(_, w)| w.iter()).find(|w| w.rect.height() == 120.0).map(|w| w.rect));
            let at = graph.expect("the graph is drawn").left_center() + egui::vec2(6.0, 0.0);
            h.buttons.0.insert("graph-start".into(), Vec2::new(at.x, at.y));
            h.click("graph-start", draw)
        };
        assert_eq!(asks, vec![Ask::GoTo(0)]);
        let mut trace = TraceLines::default();
        apply(asks, &mut board, &mut state, &mut trace, || {});
        assert_eq!(state.displayed_ply(), 0, "the board shows the game's start");
    }
}
