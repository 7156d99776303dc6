//! The analysis window (🔍 Analyse): an evaluation bar for the first seat, the depth reached,
//! the best moves with their lines in notation (drawn as arrows on the board by
//! `app::analysis`), and "Analyse game": the first seat's expected result after every move
//! as a graph, the biggest swings marked, a click on it showing that position.

use super::c32;
use crate::app::GameState;
use crate::app::analysis::AnalysisBoard;
use crate::app::capture::{TraceLines, WindowButtons};
use bevy::prelude::*;
use bevy::winit::{EventLoopProxyWrapper, WinitUserEvent};
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

#[allow(clippy::too_many_arguments)]
pub fn window(
    mut contexts: EguiContexts,
    mut board: ResMut<AnalysisBoard>,
    mut state: ResMut<GameState>,
    mut keys: ResMut<super::shortcuts::Shortcuts>,
    mut traced: ResMut<WindowButtons>,
    mut trace: ResMut<TraceLines>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
) -> Result {
    if std::mem::take(&mut keys.analyse_requested) {
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
    if !board.on || state.pinned.is_some() {
        return Ok(());
    }
    let mut open = true;
    let mut go_to: Option<usize> = None;
    let mut analyse_game = false;
    let view = state.view();
    let game = state.displayed();
    let right = ctx.content_rect().right();
    egui::Window::new("Analysis").id(egui::Id::new("analysis")).open(&mut open).default_pos([right - 660.0, 64.0]).default_width(300.0).show(
        &ctx,
        |ui| {
            let seat = |i: usize| view.seats.get(i).map_or(([0.8, 0.8, 0.8], String::new()), |s| (s.colour, s.name.clone()));
            let ((c0, n0), (c1, _)) = (seat(0), seat(1));
            let share = board.first_seat_share(&state);
            ui.label(format!("Expected result for {n0}: {}", share.map_or("…".to_string(), |v| format!("{:.0}%", v * 100.0))));
            bar(ui, share, c0, c1);
            match &board.report {
                None => {
                    ui.label(egui::RichText::new("Thinking…").weak());
                }
                Some(r) if r.result.is_some() => {
                    ui.label(format!("The game is over: {}", r.result.clone().unwrap_or_default()));
                }
                Some(r) => {
                    ui.label(format!(
                        "Depth {}, {} positions, {:.1} s{}",
                        r.depth,
                        r.nodes,
                        r.millis as f32 / 1000.0,
                        if r.finished { " (the only move)" } else { "" }
                    ));
                    ui.label(egui::RichText::new(format!("{} to move:", game.seat_name(game.to_move()))).small());
                    for (line, colour) in r.lines.iter().zip(LINE_COLOURS) {
                        ui.horizontal_wrapped(|ui| {
                            super::swatch(ui, colour);
                            ui.label(egui::RichText::new(&line.notation).strong().monospace());
                            ui.label(format!("{:.0}%", line.eval * 100.0));
                            ui.label(
                                egui::RichText::new(line.pv.iter().skip(1).take(8).cloned().collect::<Vec<_>>().join(" ")).small().weak().monospace(),
                            );
                        });
                    }
                }
            }
            ui.separator();
            let moves = state.notation().len();
            let r = ui
                .add_enabled(moves > 0, egui::Button::new("📈 Analyse game"))
                .on_hover_text("The expected result after every move of the game, as a graph");
            traced.set("analysis-game", Some(r.rect.center()), ppp);
            if r.clicked() {
                analyse_game = true;
            }
            if let Some(eval) = &board.game {
                let (done, all) = eval.progress();
                let values = eval.values();
                let swings: Vec<usize> = eval.swings(2).iter().map(|s| s.ply).collect();
                let depths = match eval.depth_range() {
                    Some((low, high)) if low == high => format!(", depth {low}"),
                    Some((low, high)) => format!(", depth {low}–{high}"),
                    None => String::new(),
                };
                ui.label(
                    egui::RichText::new(format!(
                        "{n0}'s expected result after each move ({done} of {all} positions{depths}); red rings: the biggest swings. Click to go there."
                    ))
                    .small(),
                );
                if let Some(i) = graph(ui, &values, &swings, state.displayed_ply()) {
                    go_to = Some(i);
                }
                for s in eval.swings(2) {
                    if let Some(m) = board.game_moves.get(s.ply - 1) {
                        ui.label(
                            egui::RichText::new(format!(
                                "Move {} {m}: {} lost {:.0}%",
                                s.ply,
                                view.seats.get(s.seat).map_or("", |v| v.name.as_str()),
                                s.drop * 100.0
                            ))
                            .small(),
                        );
                    }
                }
            }
            let r = ui.button("Stop analysing");
            traced.set("analysis-close", Some(r.rect.center()), ppp);
            if r.clicked() {
                board.on = false;
            }
        },
    );
    if !open {
        board.on = false;
    }
    if analyse_game {
        let proxy = proxy.as_deref().map(|p| (**p).clone());
        board.analyse_game(&state, move || {
            if let Some(p) = &proxy {
                let _ = p.send_event(WinitUserEvent::WakeUp);
            }
        });
    }
    if let Some(ply) = go_to {
        let last = state.notation().len();
        state.browse_to(if ply >= last { None } else { Some(ply) });
        trace.push(format!("analysis graph {ply}"));
    }
    Ok(())
}
