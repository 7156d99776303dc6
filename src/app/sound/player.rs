//! The player thread: it mixes the sounds asked for and writes them to the device, opening it
//! when there is something to play and closing it after a few quiet seconds (so that Towers
//! holds no device while it is silent). Where there is no device, it says why once and then
//! drops every sound.

use super::alsa::Output;
use super::synth::RATE;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender};
use std::time::Duration;

/// Frames mixed and written at a time (about 12 ms).
const CHUNK: usize = 512;
/// The device's buffer: short, so that a sound follows its move at once.
const LATENCY_MS: u32 = 60;
/// Quiet this long, the device is closed.
const IDLE: Duration = Duration::from_secs(3);

/// A sound to play, at a gain from 0 to 1.
pub struct Play {
    pub samples: Arc<[f32]>,
    pub gain: f32,
}

/// The sounds playing now, each with how far it has got.
#[derive(Default)]
pub struct Mixer {
    voices: Vec<(Play, usize)>,
}

impl Mixer {
    pub fn add(&mut self, play: Play) {
        self.voices.push((play, 0));
    }

    pub fn is_quiet(&self) -> bool {
        self.voices.is_empty()
    }

    /// The next `out.len()` samples of everything playing, summed and clipped softly; finished
    /// sounds are dropped.
    pub fn mix(&mut self, out: &mut [i16]) {
        let mut sum = vec![0.0f32; out.len()];
        for (play, at) in &mut self.voices {
            let rest = &play.samples[(*at).min(play.samples.len())..];
            for (s, x) in sum.iter_mut().zip(rest) {
                *s += x * play.gain;
            }
            *at += out.len();
        }
        self.voices.retain(|(play, at)| *at < play.samples.len());
        for (o, s) in out.iter_mut().zip(sum) {
            *o = (s.tanh() * i16::MAX as f32) as i16;
        }
    }
}

/// Starts the player thread on `device`; it first tries the device once and sends back why
/// there is no sound, if there is none (None: there is).
pub fn start(device: String) -> (Sender<Play>, Receiver<Option<String>>) {
    let (play_tx, play_rx) = std::sync::mpsc::channel();
    let (status_tx, status_rx) = std::sync::mpsc::channel();
    let spawned = std::thread::Builder::new().name("sound".into()).spawn(move || {
        let status = Output::open(&device, RATE, LATENCY_MS).err();
        let silent = status.is_some();
        let _ = status_tx.send(status);
        if silent {
            // Nothing to play on: the sounds asked for are dropped as they come.
            while play_rx.recv().is_ok() {}
            return;
        }
        serve(&device, &play_rx);
    });
    if let Err(e) = spawned {
        let (tx, rx) = std::sync::mpsc::channel();
        let _ = tx.send(Some(crate::t!("sound-player-the-sound-thread-could", e = e)));
        return (play_tx, rx);
    }
    (play_tx, status_rx)
}

/// Plays what comes until the app ends: the device is open only while there is sound.
fn serve(device: &str, requests: &Receiver<Play>) {
    let mut mixer = Mixer::default();
    let mut chunk = vec![0i16; CHUNK];
    loop {
        match requests.recv() {
            Ok(play) => mixer.add(play),
            Err(_) => return,
        }
        let Ok(mut output) = Output::open(device, RATE, LATENCY_MS) else { continue };
        loop {
            while let Ok(play) = requests.try_recv() {
                mixer.add(play);
            }
            if mixer.is_quiet() {
                // The buffer plays out meanwhile; the underrun that follows is recovered from
                // at the next write.
                match requests.recv_timeout(IDLE) {
                    Ok(play) => mixer.add(play),
                    Err(RecvTimeoutError::Timeout) => {
                        output.drain();
                        break;
                    }
                    Err(RecvTimeoutError::Disconnected) => return,
                }
                continue;
            }
            mixer.mix(&mut chunk);
            if output.write(&chunk).is_err() {
                break;
            }
        }
    }
}
