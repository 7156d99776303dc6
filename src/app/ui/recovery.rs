//! The window that tells the player their autosave was damaged, where the file went, and
//! offers to play on from the moves that still replay.

use crate::app::autosave::{RecoveryOffer, salvaged_state};
use crate::app::settings::Settings;
use crate::app::state::GameState;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub fn window(
    mut contexts: EguiContexts,
    mut offer: ResMut<RecoveryOffer>,
    mut state: ResMut<GameState>,
    mut settings: ResMut<Settings>,
    mut traced: ResMut<crate::app::trace::WindowButtons>,
) -> Result {
    if !offer.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    let mut resume = false;
    let mut close = false;
    let mut button_at = None;
    egui::Window::new(crate::t!("recovery-the-autosave-was-damaged"))
        .collapsible(false)
        .resizable(false)
        .default_width(460.0)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(&ctx, |ui| {
            ui.label(offer.text.as_str());
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if let Some(s) = &offer.salvage {
                    let n = s.history.moves().len();
                    let button = ui.button(crate::t!("recovery-play-on-after-move", n = n)).on_hover_text(crate::t!("recovery-restore-the-game-as"));
                    resume = button.clicked();
                    button_at = Some(button.rect.center());
                    if ui.button(crate::t!("recovery-start-a-new-game")).clicked() {
                        close = true;
                    }
                } else if ui.button("OK").clicked() {
                    close = true;
                }
            });
        });
    traced.set("recover", button_at, ctx.pixels_per_point());
    if resume && let Some(s) = offer.salvage.take() {
        let n = s.history.moves().len();
        crate::app::prefs::switch_game(&mut state, &mut settings, salvaged_state(s));
        state.message = crate::t!("recovery-recovered-of-the-damaged", value = crate::t!("count-moves", n = n));
        close = true;
    }
    if close {
        offer.open = false;
        offer.salvage = None;
        traced.set("recover", None, 1.0);
    }
    Ok(())
}
