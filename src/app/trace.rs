//! What the windows tell the click tests' trace (`capture` writes it out): where their buttons
//! are, by id, and lines of what happened ("lesson litrof 1 3"); and the start-up clock and the
//! render world's pipeline count, which the screenshot, the bake and the trace all wait on. A
//! leaf module: any window can note something here without importing the capture machinery.

use bevy::prelude::*;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

/// When `app::run` began: start-up times count from here.
pub static START: OnceLock<std::time::Instant> = OnceLock::new();
/// The render world's pipeline cache after its last frame: waiting pipelines (high 32 bits) and
/// all pipelines (low 32 bits). The board can be drawn whole once none is waiting.
pub static PIPELINES: AtomicU64 = AtomicU64::new(u64::MAX);

/// Whether the render world had a pipeline still compiling after its last frame (or has not
/// drawn one yet).
pub fn pipelines_waiting() -> bool {
    PIPELINES.load(Ordering::Relaxed) >> 32 != 0
}

/// Buttons of the app's own windows (the damaged-autosave offer, the leave question) by id,
/// in physical pixels, for the click tests' trace.
#[derive(Resource, Default, Debug, PartialEq)]
pub struct WindowButtons(pub std::collections::BTreeMap<String, Vec2>);

impl WindowButtons {
    /// Notes where `id` is drawn (egui points), or that it is gone (None).
    pub fn set(&mut self, id: &str, at: Option<bevy_egui::egui::Pos2>, pixels_per_point: f32) {
        match at {
            Some(p) => {
                let v = Vec2::new(p.x, p.y) * pixels_per_point;
                if self.0.get(id) != Some(&v) {
                    self.0.insert(id.to_string(), v);
                }
            }
            None => {
                if self.0.contains_key(id) {
                    self.0.remove(id);
                }
            }
        }
    }

    /// `set` for an id made at run time ("lesson-2-0").
    pub fn set_owned(&mut self, id: String, at: Option<bevy_egui::egui::Pos2>, pixels_per_point: f32) {
        self.set(&id, at, pixels_per_point);
    }

    /// Forgets every button whose id starts with `prefix` (a list redrawn each frame).
    pub fn clear_prefix(&mut self, prefix: &str) {
        if self.0.keys().any(|k| k.starts_with(prefix)) {
            self.0.retain(|k, _| !k.starts_with(prefix));
        }
    }
}

/// Lines for the trace from any window ("lesson litrof 1 3", "try litrof 2"), written in order.
#[derive(Resource, Default, Debug)]
pub struct TraceLines(Vec<String>);

impl TraceLines {
    pub fn push(&mut self, line: String) {
        self.0.push(line);
    }

    /// The lines pushed since the last call, in order (`capture` writes them).
    pub fn drain(&mut self) -> std::vec::Drain<'_, String> {
        self.0.drain(..)
    }
}

/// The choice buttons on screen now: id and centre in window pixels (for `--trace`).
#[derive(Resource, Default, Debug, PartialEq)]
pub struct ShownChoices(pub Vec<(String, Vec2)>);
