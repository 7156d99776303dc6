//! Towers: four tower board games, their engines, computer opponents and records.
//! The engines (`core`, `games`) have no Bevy dependency; the 3D app lives behind the `app`
//! feature.

pub mod ai;
pub mod analysis;
#[cfg(feature = "app")]
pub mod app;
pub mod cli;
pub mod core;
pub mod edit;
pub mod games;
pub mod guide;
pub mod i18n;
pub mod net;
pub mod puzzles;
pub mod record;
#[cfg(feature = "server")]
pub mod server;
pub mod session;
