//! Towers: four tower board games, their engines, computer opponents and records.
//! The engines (`core`, `games`) have no Bevy dependency; the 3D app lives behind the `app`
//! feature.

pub mod ai;
pub mod core;
pub mod games;
pub mod cli;
pub mod record;
#[cfg(feature = "app")]
pub mod app;
