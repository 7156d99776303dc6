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

/// The name a screen reader should say for a widget egui named `label`: without the icon that
/// starts it ("🔊 Sound" is "Sound"), an icon alone in words ("◀" is "One move back"); None when
/// the label is fine as it is.
pub fn plain_name(label: &str) -> Option<String> {
    let words = match label.trim() {
        "⏮" => crate::t!("spoken-the-start"),
        "◀" => crate::t!("spoken-one-move-back"),
        "▶" => crate::t!("spoken-one-move-on"),
        "⏭" => crate::t!("spoken-the-game-as-it"),
        _ => String::new(),
    };
    if !words.is_empty() {
        return Some(words.to_string());
    }
    let plain = label.trim_start_matches(|c: char| !c.is_alphanumeric() && !"½(\"'“‘".contains(c)).trim();
    (!plain.is_empty() && plain != label).then(|| plain.to_string())
}

/// Renames the nodes of an AccessKit update that egui named by their icons (`plain_name`).
pub fn plain_names(update: &mut egui::accesskit::TreeUpdate) {
    for (_, node) in &mut update.nodes {
        if let Some(name) = node.label().and_then(plain_name) {
            node.set_label(name);
        }
    }
}

/// The egui output's tree renamed before Bevy's AccessKit adapter gets it.
pub fn rename_icons(mut outputs: Query<&mut bevy_egui::EguiOutput>) {
    for mut output in &mut outputs {
        if let Some(update) = output.platform_output.accesskit_update.as_mut() {
            plain_names(update);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::plain_name;

    #[test]
    fn an_icon_is_not_read_out_but_an_icon_alone_is_said_in_words() {
        assert_eq!(plain_name("🔊 Sound").as_deref(), Some("Sound"));
        assert_eq!(plain_name("☰ New game…").as_deref(), Some("New game…"));
        assert_eq!(plain_name("⟲ Undo").as_deref(), Some("Undo"));
        assert_eq!(plain_name("◀").as_deref(), Some("One move back"));
        assert_eq!(plain_name("½ Draw"), None, "a half is a word here");
        assert_eq!(plain_name("b1: Red Yahoo."), None);
        assert_eq!(plain_name("·"), None, "nothing left to say: kept");
    }
}
