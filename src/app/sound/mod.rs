//! Sound: a cue for each thing a player should hear (a move, a capture, check, a War Tower's
//! fall, a trip, the end of the game, a draw offered, low time, the player's turn while the
//! window is behind others), each with its own switch, under a master volume (Sound menu,
//! remembered in the settings). The sounds are made from recipes (`synth`) and played by a
//! thread of their own through ALSA loaded at run time (`alsa`, `player`): without a device or
//! the library the app is silent and says why in one line of its log.

pub mod alsa;
pub mod cues;
pub mod player;
pub mod synth;
#[cfg(test)]
mod tests;

use super::schedule::Step;
use super::settings::Settings;
use super::trace::TraceLines;
use bevy::prelude::*;
pub use cues::Cue;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Arc, Mutex};

/// The sound settings: all on or off, the master volume, and the cues switched off.
#[derive(Clone, Debug, PartialEq)]
pub struct SoundSettings {
    pub on: bool,
    /// 0 to 100.
    pub volume: u8,
    pub muted: BTreeSet<Cue>,
}

impl Default for SoundSettings {
    fn default() -> Self {
        SoundSettings { on: true, volume: 70, muted: BTreeSet::new() }
    }
}

impl SoundSettings {
    /// Whether `cue` is heard, and how loud (0 to 1): the volume's square, since the ear hears
    /// loudness about so.
    pub fn gain(&self, cue: Cue) -> Option<f32> {
        let v = self.volume.min(100) as f32 / 100.0;
        (self.on && v > 0.0 && !self.muted.contains(&cue)).then_some(v * v)
    }
}

/// The player thread and the sounds, rendered once.
#[derive(Resource)]
pub struct Speaker {
    to_player: std::sync::mpsc::Sender<player::Play>,
    /// Why there is no sound, once the thread has tried the device.
    status: Mutex<std::sync::mpsc::Receiver<Option<String>>>,
    sounds: BTreeMap<Cue, Arc<[f32]>>,
    /// Why there is no sound, for the Sound menu; None: there is (or not known yet).
    pub silent: Option<String>,
}

impl Speaker {
    /// Renders the sounds and starts the player thread on `TOWERS_AUDIO_DEVICE` (ALSA's
    /// "default" unless set).
    pub fn start() -> Speaker {
        let device = std::env::var("TOWERS_AUDIO_DEVICE").unwrap_or_else(|_| "default".into());
        let (to_player, status) = player::start(device);
        Speaker { to_player, status: Mutex::new(status), sounds: cues::rendered(), silent: None }
    }

    fn play(&self, cue: Cue, gain: f32) {
        if let Some(samples) = self.sounds.get(&cue) {
            let _ = self.to_player.send(player::Play { samples: samples.clone(), gain });
        }
    }
}

pub struct SoundPlugin;

impl Plugin for SoundPlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<Cue>()
            .add_systems(Update, (cues::hear_plies, cues::hear_clocks, cues::hear_offers, play_cues, report_device).chain().in_set(Step::Overlays));
    }
}

/// Plays the cues of this frame that are switched on, and traces each ("sound capture").
fn play_cues(mut cues: MessageReader<Cue>, settings: Res<Settings>, speaker: Option<Res<Speaker>>, mut trace: ResMut<TraceLines>) {
    for &cue in cues.read() {
        let Some(gain) = settings.sound.gain(cue) else { continue };
        trace.push(format!("sound {}", cue.id()));
        if let Some(s) = &speaker {
            s.play(cue, gain);
        }
    }
}

/// Says once, in the log and the trace, whether there is sound and if not why.
fn report_device(speaker: Option<ResMut<Speaker>>, mut trace: ResMut<TraceLines>, mut done: Local<bool>) {
    let Some(mut speaker) = speaker.filter(|_| !*done) else { return };
    let status = speaker.status.lock().ok().and_then(|r| r.try_recv().ok());
    let Some(status) = status else { return };
    *done = true;
    match status {
        None => {
            info!("Sound: playing on the audio device");
            trace.push("sound device on".into());
        }
        Some(why) => {
            info!("Sound is off: {why}");
            trace.push("sound device off".into());
            speaker.silent = Some(why);
        }
    }
}
