//! The cues: what a player hears, and the systems that notice each in the game — a ply added
//! to the record, a game that ends without one, a clock turning low, a draw offered over the
//! network.

use super::synth;
use crate::app::network::Network;
use crate::app::state::{GameState, SeatKind};
use crate::core::MoveKind;
use crate::record::happened::Happened;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use std::collections::BTreeMap;
use std::sync::Arc;

/// Something to hear.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Cue {
    Move,
    Capture,
    Check,
    Fall,
    Trip,
    GameEnd,
    DrawOffered,
    LowTime,
    YourTurn,
}

impl Cue {
    pub const ALL: [Cue; 9] =
        [Cue::Move, Cue::Capture, Cue::Check, Cue::Fall, Cue::Trip, Cue::GameEnd, Cue::DrawOffered, Cue::LowTime, Cue::YourTurn];

    /// As the settings file, the trace and `assets/sounds/cues.ron` name it.
    pub fn id(self) -> &'static str {
        match self {
            Cue::Move => "move",
            Cue::Capture => "capture",
            Cue::Check => "check",
            Cue::Fall => "fall",
            Cue::Trip => "trip",
            Cue::GameEnd => "game-end",
            Cue::DrawOffered => "draw-offered",
            Cue::LowTime => "low-time",
            Cue::YourTurn => "your-turn",
        }
    }

    pub fn parse(id: &str) -> Option<Cue> {
        Cue::ALL.into_iter().find(|c| c.id() == id)
    }

    /// In the Sound menu.
    pub fn label(self) -> String {
        match self {
            Cue::Move => crate::t!("sound-cues-a-move"),
            Cue::Capture => crate::t!("sound-cues-a-capture"),
            Cue::Check => crate::t!("sound-cues-check"),
            Cue::Fall => crate::t!("sound-cues-a-war-tower-falls"),
            Cue::Trip => crate::t!("sound-cues-a-trip"),
            Cue::GameEnd => crate::t!("sound-cues-the-game-ends"),
            Cue::DrawOffered => crate::t!("sound-cues-a-draw-is-offered"),
            Cue::LowTime => crate::t!("sound-cues-low-time"),
            Cue::YourTurn => crate::t!("sound-cues-your-turn-in-the"),
        }
    }
}

/// Every cue's sound, rendered from its recipe.
pub fn rendered() -> BTreeMap<Cue, Arc<[f32]>> {
    let recipes = synth::recipes();
    Cue::ALL.into_iter().filter_map(|c| recipes.get(c.id()).map(|r| (c, Arc::from(synth::render(r))))).collect()
}

/// The cues of one ply: its own sound (a fall, a trip, a capture, else a move), then check,
/// the end of the game, and the player's turn when `your_turn`.
pub fn of_ply(happened: &Happened, your_turn: bool) -> Vec<Cue> {
    let sound = match happened.kind {
        Some(MoveKind::Fall) => Cue::Fall,
        Some(MoveKind::Trip) => Cue::Trip,
        _ if happened.captured => Cue::Capture,
        _ => Cue::Move,
    };
    let mut cues = vec![sound];
    if happened.check && !happened.over {
        cues.push(Cue::Check);
    }
    if happened.over {
        cues.push(Cue::GameEnd);
    } else if your_turn {
        cues.push(Cue::YourTurn);
    }
    cues
}

/// What `hear_plies` saw last: the record's moves and whether the game was over.
#[derive(Default)]
pub struct Heard {
    /// None before the first look: the game the app starts with is not heard.
    moves: Option<Vec<String>>,
    over: bool,
}

/// A ply added to the record (played, relayed by the host, redone) is heard; a record replaced
/// (a new game, a file) or shortened (undo) is not. A game that ends without a ply (resigned,
/// agreed drawn, a flag fallen) sounds its end.
pub fn hear_plies(state: Res<GameState>, window: Query<&Window, With<PrimaryWindow>>, mut heard: Local<Heard>, mut cues: MessageWriter<Cue>) {
    let moves = state.record.moves();
    let over = state.is_over();
    let Some(before) = &heard.moves else {
        *heard = Heard { moves: Some(moves.to_vec()), over };
        return;
    };
    let same_moves = before.as_slice() == moves;
    if same_moves && heard.over == over {
        return;
    }
    let one_more = moves.len() == before.len() + 1 && moves.starts_with(before);
    if one_more && let Some(happened) = crate::record::happened::last(&state.record) {
        let focused = window.iter().next().is_none_or(|w| w.focused);
        let mover_here = state.seats.get(happened.mover.index()) == Some(&SeatKind::Human);
        cues.write_batch(of_ply(&happened, !focused && !mover_here && state.human_to_move()));
    } else if same_moves && over {
        cues.write(Cue::GameEnd);
    }
    *heard = Heard { moves: Some(moves.to_vec()), over };
}

/// A clock of a player at this screen turning low, once each time it does.
pub fn hear_clocks(state: Res<GameState>, mut low: Local<Vec<bool>>, mut cues: MessageWriter<Cue>) {
    let Some(clock) = state.record.clock() else { return };
    let seats = state.current().seats();
    low.resize(seats, false);
    for (i, was) in low.iter_mut().enumerate() {
        let seat = crate::core::Seat::new(i);
        let now = crate::app::clock::low(&clock.face(seat), clock.control());
        let here = state.seats.get(i) == Some(&SeatKind::Human);
        if now && !*was && here && clock.running() && clock.turn() == seat {
            cues.write(Cue::LowTime);
        }
        *was = now;
    }
}

/// A draw offered over the network by a player elsewhere.
pub fn hear_offers(net: Option<Res<Network>>, mut last: Local<Option<crate::app::network::Pending>>, mut cues: MessageWriter<Cue>) {
    let pending = net.as_ref().and_then(|n| n.pending.clone());
    if pending == *last {
        return;
    }
    if let (Some(p), Some(n)) = (&pending, &net)
        && p.what == crate::net::Offer::Draw
        && !n.mine.contains(&p.by)
    {
        cues.write(Cue::DrawOffered);
    }
    *last = pending;
}
