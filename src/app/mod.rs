//! The 3D desktop app (Bevy + egui). It knows games only through `DynGame`: moves are indices,
//! `picks` build them, `view()` is drawn. One plugin per file:
//! - `board`: squares (with the arrow/river/tower shader), frame, chambers, lights
//! - `bake`: the Fast tier draws the squares' unchanging looks once, into an atlas
//! - `pieces`: pyramids (translucent plastic shader), figures, stones; re-synced from the view
//! - `camera`: orbit, pan, zoom, presets
//! - `input`: clicks on squares and pieces, keys
//! - `animation`: slides, lifts, drops, falls, vanishing
//! - `overlays`: rule geometry, last move, targets
//! - `rendering`: CPU-built instance data (fast under software Vulkan)
//! - `capture`: `--screenshot`, `--frame-stats`, `--trace`
//! - `redraw`: frames only when something changes (input, motion, compiling pipelines)
//! - `ui/`: egui panels (menu, status, history, rules), labels on pieces, themes
//!
//! Command line (`towers [--game G] [--variant V] [--option K=V]... [--setup S] [--theme T]
//! [--moves "m1 m2"] [--screenshot out.png] [--frame-stats N] [--trace FILE] ...`).
// Bevy systems take their world access as parameters and queries as tuple types: many
// parameters and long query types are how the engine is used, not a smell here.
#![allow(clippy::too_many_arguments, clippy::type_complexity)]

pub mod analysis;
pub mod animation;
pub mod autosave;
pub mod bake;
pub mod board;
pub mod camera;
pub mod capture;
pub mod clock;
pub mod computer;
pub mod desktop;
pub mod editor;
pub mod figures;
pub mod input;
pub mod launch;
pub mod layout;
pub mod marks;
pub mod materials;
pub mod mode;
pub mod network;
pub mod online;
pub mod overlays;
pub mod picks;
pub mod pieces;
pub mod plugin;
pub mod prefs;
pub mod quality;
pub mod redraw;
pub mod rendering;
pub mod schedule;
pub mod settings;
pub mod shown;
pub mod sound;
pub mod state;
pub mod theme;
pub mod trace;
pub mod tween;
pub mod ui;
pub mod wake;

#[cfg(test)]
mod testgame;

pub use launch::{Prepared, prepare, run};
pub use plugin::TowersPlugin;
