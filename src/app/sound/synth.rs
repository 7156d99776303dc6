//! The sounds, rendered at start from the recipes in `assets/sounds/cues.ron`: each a few
//! layers of a decaying tone or filtered noise. Made for Towers this way, they need no
//! recording, no decoder and no licence but the project's own (docs/sound.md).

use serde::Deserialize;
use std::collections::BTreeMap;

/// Samples per second of every sound and of the output.
pub const RATE: u32 = 44_100;

/// A layer's waveform.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq)]
pub enum Wave {
    Sine,
    Triangle,
    /// White noise through a one-pole low-pass filter at `freq`.
    Noise,
}

/// One layer: a waveform under an envelope that rises over `attack` and falls to a thousandth
/// (60 dB down) over `decay`, starting `start` seconds into the sound.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct Layer {
    pub wave: Wave,
    #[serde(default)]
    pub start: f32,
    #[serde(default = "default_attack")]
    pub attack: f32,
    pub decay: f32,
    pub gain: f32,
    /// The pitch in Hz (for noise, the filter's cut-off).
    pub freq: f32,
    /// The pitch at the end of the decay as a fraction of `freq` (a falling or rising glide).
    #[serde(default = "one")]
    pub glide: f32,
    /// Overtones: (frequency ratio, gain) over the fundamental (bells, wood).
    #[serde(default)]
    pub partials: Vec<(f32, f32)>,
}

fn default_attack() -> f32 {
    0.002
}

fn one() -> f32 {
    1.0
}

/// A sound's recipe.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct Recipe {
    pub layers: Vec<Layer>,
}

/// Every recipe by cue id, from `assets/sounds/cues.ron`.
pub fn recipes() -> BTreeMap<String, Recipe> {
    crate::core::assets::load("sounds/cues.ron")
}

/// The samples of a recipe, mono at `RATE`, between -1 and 1.
pub fn render(recipe: &Recipe) -> Vec<f32> {
    let seconds = recipe.layers.iter().map(|l| l.start + l.attack + l.decay).fold(0.0, f32::max);
    let mut out = vec![0.0f32; (seconds * RATE as f32).ceil() as usize];
    for (i, layer) in recipe.layers.iter().enumerate() {
        add_layer(&mut out, layer, i as u32 + 1);
    }
    let peak = out.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    if peak > 1.0 {
        out.iter_mut().for_each(|s| *s /= peak);
    }
    out
}

/// The envelope at `t` seconds into a layer.
fn envelope(layer: &Layer, t: f32) -> f32 {
    if t < layer.attack { t / layer.attack } else { (-6.9 * (t - layer.attack) / layer.decay).exp() }
}

/// Adds one layer into `out`; `seed` makes each layer's noise its own, the same at every start.
fn add_layer(out: &mut [f32], layer: &Layer, seed: u32) {
    let dt = 1.0 / RATE as f32;
    let first = (layer.start * RATE as f32) as usize;
    let length = ((layer.attack + layer.decay) * RATE as f32) as usize;
    let mut oscillator = Oscillator { phases: vec![0.0; layer.partials.len() + 1], noise: seed.wrapping_mul(2_654_435_761) | 1, low: 0.0 };
    for (k, sample) in out.iter_mut().skip(first).take(length).enumerate() {
        let t = k as f32 * dt;
        let pitch = layer.freq * layer.glide.powf((t / layer.decay).min(1.0));
        *sample += layer.gain * envelope(layer, t) * oscillator.next(layer, pitch);
    }
}

/// The running state of one layer's waveform.
struct Oscillator {
    /// The fundamental's phase, then each partial's, in turns.
    phases: Vec<f32>,
    /// xorshift32 state for the noise.
    noise: u32,
    /// The low-pass filter's output.
    low: f32,
}

impl Oscillator {
    fn next(&mut self, layer: &Layer, pitch: f32) -> f32 {
        let dt = 1.0 / RATE as f32;
        if layer.wave == Wave::Noise {
            self.noise ^= self.noise << 13;
            self.noise ^= self.noise >> 17;
            self.noise ^= self.noise << 5;
            let white = self.noise as f32 / u32::MAX as f32 * 2.0 - 1.0;
            let a = 1.0 - (-std::f32::consts::TAU * pitch * dt).exp();
            self.low += a * (white - self.low);
            return self.low;
        }
        let ratios = std::iter::once((1.0, 1.0)).chain(layer.partials.iter().copied());
        let mut sum = 0.0;
        for (phase, (ratio, gain)) in self.phases.iter_mut().zip(ratios) {
            sum += gain * shape(layer.wave, *phase);
            *phase = (*phase + pitch * ratio * dt).fract();
        }
        sum
    }
}

/// A periodic waveform at `phase` (in turns).
fn shape(wave: Wave, phase: f32) -> f32 {
    match wave {
        Wave::Triangle => 1.0 - 4.0 * (phase - 0.5).abs(),
        _ => (std::f32::consts::TAU * phase).sin(),
    }
}
