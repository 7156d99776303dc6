//! The clocks beside the seats' names: the time each has (as it read after the move shown,
//! while browsing), the running one bright, a low one red; and the pause button.

use super::panels::Action;
use crate::app::state::GameState;
use crate::core::clock::{Face, face};
use bevy_egui::egui;

/// Each seat's clock face for the position shown; None in an untimed game.
pub fn faces(state: &GameState) -> Option<Vec<(Face, bool)>> {
    let clock = state.record.clock()?;
    let control = clock.control();
    let live = state.browse.is_none();
    let seats = state.current().seats();
    let faces = match state.browse {
        None => (0..seats).map(|i| clock.face(crate::core::Seat::new(i))).collect::<Vec<_>>(),
        Some(ply) => state.record.readings_at(ply)?.into_iter().map(|r| face::at_rest(&control, r)).collect(),
    };
    Some(faces.into_iter().enumerate().map(|(i, f)| (f, live && clock.running() && clock.turn().index() == i)).collect())
}

/// One clock: right-aligned, monospaced; brighter while running, red when low.
pub fn face(ui: &mut egui::Ui, (face, running): &(Face, bool), state: &GameState) {
    let control = state.record.time_control();
    let low = crate::app::clock::low(face, control) || face.flagged;
    let colour = match (low, running) {
        (true, _) => egui::Color32::from_rgb(255, 95, 80),
        (false, true) => egui::Color32::from_rgb(245, 245, 235),
        (false, false) => egui::Color32::from_gray(150),
    };
    let mut text = egui::RichText::new(face::show(face)).monospace().size(17.0).color(colour);
    if *running {
        text = text.strong().background_color(egui::Color32::from_rgba_unmultiplied(255, 255, 255, 18));
    }
    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
        let paused = if state.clock_paused { crate::t!("clocks-paused") } else { String::new() };
        ui.label(text).on_hover_text(format!("{}{paused}", control.describe()));
    });
}

/// "Pause clocks" / "Resume clocks" where every seat is a person at this screen.
pub fn pause_button(ui: &mut egui::Ui, state: &GameState, actions: &mut Vec<Action>) {
    if !state.can_pause() && !state.clock_paused {
        return;
    }
    let label = if state.clock_paused { crate::t!("clocks-resume-clocks") } else { crate::t!("clocks-pause-clocks") };
    if ui.small_button(label).on_hover_text(crate::t!("clocks-only-when-every-player")).clicked() {
        actions.push(Action::Pause);
    }
}

/// The status line's warning while the seat to move's clock is low: "Red: 0:08.2 left".
pub fn warning(state: &GameState) -> Option<String> {
    let clock = state.record.clock().filter(|c| c.running())?;
    let seat = clock.turn();
    let f = clock.face(seat);
    crate::app::clock::low(&f, clock.control()).then(|| crate::t!("clocks-left", value = state.current().seat_name(seat), value2 = face::show(&f)))
}
