//! The Sound menu: all sound on or off, the master volume, a switch for each cue, and why
//! nothing is heard where there is no audio device.

use super::panels::Change;
use crate::app::settings::Settings;
use crate::app::sound::Cue;
use crate::app::trace::WindowButtons;
use bevy_egui::egui;

/// The menu's contents; `silent` is why there is no sound on this machine, if there is none.
pub fn show(ui: &mut egui::Ui, settings: &Settings, silent: Option<&str>, traced: &mut WindowButtons, change: &mut impl FnMut(Change)) {
    let sound = &settings.sound;
    let ppp = ui.ctx().pixels_per_point();
    let mut on = sound.on;
    let r = ui.checkbox(&mut on, crate::t!("sound-menu-sound-on")).on_hover_text(crate::t!("sound-menu-every-sound-at-once"));
    traced.set("sound-on", Some(r.rect.center()), ppp);
    if on != sound.on {
        change(Change::SoundOn(on));
    }
    ui.add_enabled_ui(sound.on, |ui| {
        let mut volume = sound.volume;
        ui.add(egui::Slider::new(&mut volume, 0..=100).text(crate::t!("sound-menu-volume")));
        if volume != sound.volume {
            change(Change::Volume(volume));
        }
        ui.separator();
        for cue in Cue::ALL {
            let mut heard = !sound.muted.contains(&cue);
            let r = ui.checkbox(&mut heard, cue.label());
            traced.set_owned(format!("sound-{}", cue.id()), Some(r.rect.center()), ppp);
            if heard == sound.muted.contains(&cue) {
                change(Change::Cue(cue, heard));
            }
        }
    });
    if let Some(why) = silent {
        ui.separator();
        ui.label(egui::RichText::new(crate::t!("sound-menu-nothing-can-be-heard", why = why)).small().weak());
    }
}
