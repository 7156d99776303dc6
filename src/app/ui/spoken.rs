//! What a screen reader is told as it happens: each ply in words (`record::ask::announce`),
//! kept here when the record changes and shown in the side panel as a live region, so that
//! AccessKit announces it without the player moving there; and the helper that marks a label
//! live.

use crate::app::state::GameState;
use bevy::prelude::*;
use bevy_egui::egui;

/// The last ply in words, for the record as it stands.
#[derive(Resource, Default)]
pub struct Spoken {
    /// The moves it was worded for.
    moves: Option<Vec<String>>,
    pub text: String,
}

/// Words the record's last ply again whenever its moves change (a move, an undo, a new game).
pub fn follow(state: Res<GameState>, mut spoken: ResMut<Spoken>) {
    let moves = state.record.moves();
    if spoken.moves.as_deref() == Some(moves) {
        return;
    }
    let text = crate::record::ask::announce(&state.record);
    *spoken = Spoken { moves: Some(moves.to_vec()), text };
}

/// A label that screen readers announce whenever its text changes (a polite live region),
/// under an id of its own so that it stays the same node from frame to frame.
pub fn live_label(ui: &mut egui::Ui, id: &str, text: impl Into<egui::WidgetText>) -> egui::Response {
    ui.push_id(id, |ui| {
        let r = ui.label(text);
        ui.ctx().accesskit_node_builder(r.id, |node| node.set_live(egui::accesskit::Live::Polite));
        r
    })
    .inner
}
