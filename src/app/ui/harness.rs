//! Windows drawn headless, for their tests: a bare egui context, frame by frame, whose
//! buttons are clicked by the ids the windows give them for the click tests' trace
//! (`WindowButtons`). A window struct's `show` is drawn in `frame`, and what it returns (its
//! actions) is checked without Bevy, a GPU or a display.

use crate::app::trace::WindowButtons;
use bevy_egui::egui;

#[derive(Default)]
pub struct Harness {
    pub ctx: egui::Context,
    /// Where each traced button was drawn in the last frame.
    pub buttons: WindowButtons,
    events: Vec<egui::Event>,
}

impl Harness {
    /// One frame of a 1280×720 window: `draw` shows the windows, with this frame's input.
    pub fn frame<R>(&mut self, draw: impl FnOnce(&egui::Context, &mut WindowButtons) -> R) -> R {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0))),
            events: std::mem::take(&mut self.events),
            ..Default::default()
        };
        self.ctx.begin_pass(input);
        let result = draw(&self.ctx, &mut self.buttons);
        let _ = self.ctx.end_pass();
        result
    }

    /// One frame with AccessKit on: what the frame tells a screen reader (named as
    /// `spoken::rename_icons` names it), as (role, name or
    /// value, whether it is a live region) for every node that says something.
    pub fn accessible(&mut self, draw: impl FnOnce(&egui::Context, &mut WindowButtons)) -> Vec<(egui::accesskit::Role, String, bool)> {
        self.ctx.enable_accesskit();
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0))),
            events: std::mem::take(&mut self.events),
            ..Default::default()
        };
        self.ctx.begin_pass(input);
        draw(&self.ctx, &mut self.buttons);
        let mut update = self.ctx.end_pass().platform_output.accesskit_update.expect("AccessKit is on");
        // As the app hands it to the screen reader.
        super::spoken::plain_names(&mut update);
        update
            .nodes
            .iter()
            .filter_map(|(_, n)| {
                let text = n.label().or(n.value())?.to_string();
                Some((n.role(), text, n.live() == Some(egui::accesskit::Live::Polite)))
            })
            .collect()
    }

    /// Presses `key` in the next frame; returns what it drew.
    pub fn press<R>(&mut self, key: egui::Key, draw: impl FnOnce(&egui::Context, &mut WindowButtons) -> R) -> R {
        let event = |pressed| egui::Event::Key { key, physical_key: None, pressed, repeat: false, modifiers: egui::Modifiers::NONE };
        self.events = vec![event(true), event(false)];
        self.frame(draw)
    }

    /// Draws a few frames, so that windows have their size and buttons their place.
    pub fn settle<R>(&mut self, mut draw: impl FnMut(&egui::Context, &mut WindowButtons) -> R) -> R {
        self.frame(&mut draw);
        self.frame(&mut draw);
        self.frame(&mut draw)
    }

    /// Presses and releases the pointer on the button traced as `id` (drawn in the last frame),
    /// over two frames; returns what the second (the click's) returned.
    pub fn click<R>(&mut self, id: &str, mut draw: impl FnMut(&egui::Context, &mut WindowButtons) -> R) -> R {
        let at = *self.buttons.0.get(id).unwrap_or_else(|| panic!("no button '{id}' was drawn: {:?}", self.buttons.0.keys().collect::<Vec<_>>()));
        let pos = egui::pos2(at.x, at.y) / self.ctx.pixels_per_point();
        let press = |pressed| egui::Event::PointerButton { pos, button: egui::PointerButton::Primary, pressed, modifiers: egui::Modifiers::NONE };
        self.events = vec![egui::Event::PointerMoved(pos), press(true)];
        self.frame(&mut draw);
        self.events = vec![press(false)];
        self.frame(&mut draw)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A window that traces its one button and says whether it was clicked.
    fn window(ctx: &egui::Context, traced: &mut WindowButtons) -> bool {
        let mut clicked = false;
        egui::Window::new("Test").show(ctx, |ui| {
            let b = ui.button("Press me");
            traced.set("press-me", Some(b.rect.center()), ctx.pixels_per_point());
            clicked = b.clicked();
        });
        clicked
    }

    #[test]
    fn a_traced_button_is_clicked_by_its_id() {
        let mut h = Harness::default();
        assert!(!h.settle(window), "nothing is clicked by drawing");
        assert!(h.click("press-me", window));
        assert!(!h.frame(window), "a click is one frame's");
    }
}
