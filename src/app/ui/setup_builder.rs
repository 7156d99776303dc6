//! Litróf's setup builder in the new-game dialog: the two colours (one of the 15 match-ups),
//! then each side's five towers from its left, each offered only the powers that some whole
//! array can still follow (`edit::litrof_setup`). Once both sides are complete, the setup text
//! is written into the dialog's setup field, which stays editable by hand.

use super::c32;
use crate::core::IcehouseColour;
use crate::core::colour::Palette;
use crate::edit::litrof_setup;
use bevy_egui::egui;

/// The builder's choices: the match-up and the powers picked so far for each side.
#[derive(Default, Clone, Debug, PartialEq)]
pub struct SetupBuilder {
    pub matchup: usize,
    pub powers: [Vec<IcehouseColour>; 2],
}

impl SetupBuilder {
    /// The two colours of the chosen match-up.
    pub fn colours(&self) -> (IcehouseColour, IcehouseColour) {
        let all = litrof_setup::matchups();
        all.get(self.matchup).or(all.first()).copied().unwrap_or((IcehouseColour::SPECTRAL[0], IcehouseColour::SPECTRAL[1]))
    }

    /// Picks a power for the next tower of `side`, if the builder offers it there.
    pub fn pick(&mut self, side: usize, power: IcehouseColour) -> bool {
        let (a, b) = self.colours();
        let colour = if side == 0 { a } else { b };
        if litrof_setup::powers_allowed(colour, &self.powers[side]).contains(&power) {
            self.powers[side].push(power);
            true
        } else {
            false
        }
    }

    /// The setup text once both sides have all five towers.
    pub fn text(&self) -> Option<String> {
        let (a, b) = self.colours();
        litrof_setup::setup_text([(a, self.powers[0].as_slice()), (b, self.powers[1].as_slice())]).ok()
    }
}

fn chip(ui: &mut egui::Ui, c: IcehouseColour, colours: Palette, text: String) -> egui::Response {
    ui.add(egui::Button::new(egui::RichText::new(text).color(egui::Color32::BLACK)).fill(c32(colours.rgb(c))))
}

/// Draws the builder; returns a new setup text when the choices complete one.
pub fn show(ui: &mut egui::Ui, b: &mut SetupBuilder, colours: Palette) -> Option<String> {
    let before = b.clone();
    let all = litrof_setup::matchups();
    let (a, c) = b.colours();
    egui::ComboBox::from_id_salt("litrof-matchup")
        .selected_text(crate::t!("setup-builder-v", value = a.name(), value2 = c.name()))
        .width(240.0)
        .show_ui(ui, |ui| {
            for (i, (x, y)) in all.iter().enumerate() {
                if ui.selectable_label(i == b.matchup, crate::t!("setup-builder-v-2", value = x.name(), value2 = y.name())).clicked()
                    && i != b.matchup
                {
                    b.matchup = i;
                    b.powers = Default::default();
                }
            }
        });
    let (a, c) = b.colours();
    for (side, colour) in [a, c].into_iter().enumerate() {
        ui.label(egui::RichText::new(crate::t!("setup-builder-s-towers-from-its", value = colour.name())).small().strong());
        let movements = litrof_setup::movements(colour);
        egui::Grid::new(("litrof-towers", side)).num_columns(2).spacing([8.0, 3.0]).show(ui, |ui| {
            for (tower, movement) in movements.iter().enumerate() {
                ui.label(
                    egui::RichText::new(crate::t!("setup-builder-moves-as", value = tower + 1, value2 = litrof_setup::movement_name(*movement)))
                        .small(),
                );
                ui.horizontal_wrapped(|ui| match b.powers[side].get(tower).copied() {
                    Some(p) => {
                        if chip(ui, p, colours, litrof_setup::power_name(p)).on_hover_text(crate::t!("setup-builder-choose-this-tower-and")).clicked()
                        {
                            b.powers[side].truncate(tower);
                        }
                    }
                    None if tower == b.powers[side].len() => {
                        for p in litrof_setup::powers_allowed(colour, &b.powers[side]) {
                            if chip(ui, p, colours, litrof_setup::power_name(p)).clicked() {
                                b.pick(side, p);
                            }
                        }
                    }
                    None => {
                        ui.label(egui::RichText::new("…").weak());
                    }
                });
                ui.end_row();
            }
        });
    }
    (*b != before).then(|| b.text()).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn picking_the_offered_powers_tower_by_tower_makes_a_setup_that_starts_a_game() {
        let mut b = SetupBuilder { matchup: 3, ..Default::default() };
        let (a, c) = b.colours();
        for (side, colour) in [a, c].into_iter().enumerate() {
            for _ in 0..5 {
                let offered = litrof_setup::powers_allowed(colour, &b.powers[side]);
                assert!(!offered.is_empty(), "every tower has a power to take");
                assert!(b.pick(side, *offered.last().unwrap()));
            }
            assert!(litrof_setup::powers_allowed(colour, &b.powers[side]).is_empty());
        }
        let text = b.text().expect("both sides are complete");
        let mut config = crate::core::GameConfig::new("litrof");
        config.setup = Some(text.clone());
        assert!(crate::games::new_game(&config).is_ok(), "{text}");
        assert!(!b.pick(0, IcehouseColour::SPECTRAL[0]), "a sixth tower is refused");
    }

    #[test]
    fn a_power_not_offered_is_refused_and_an_unfinished_side_gives_no_text() {
        let mut b = SetupBuilder::default();
        let (a, _) = b.colours();
        let own_movement = litrof_setup::movements(a)[0];
        assert!(!b.pick(0, own_movement), "a tower never has the power of the colour it moves as");
        assert!(b.powers[0].is_empty());
        assert_eq!(b.text(), None);
    }
}
