use super::cues::{Cue, of_ply, rendered};
use super::player::{Mixer, Play};
use super::synth::{RATE, Recipe, recipes, render};
use super::{SoundSettings, alsa::Output};
use crate::core::MoveKind;
use crate::record::happened::Happened;
use std::sync::Arc;

#[test]
fn every_cue_has_a_sound_that_is_heard_and_short() {
    let sounds = rendered();
    assert_eq!(sounds.len(), Cue::ALL.len());
    assert_eq!(recipes().len(), Cue::ALL.len(), "a recipe without a cue");
    for (cue, samples) in &sounds {
        let seconds = samples.len() as f32 / RATE as f32;
        let peak = samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
        let rms = (samples.iter().map(|s| s * s).sum::<f32>() / samples.len() as f32).sqrt();
        assert!((0.05..2.5).contains(&seconds), "{cue:?} lasts {seconds} s");
        assert!((0.2..=1.0).contains(&peak), "{cue:?} peaks at {peak}");
        assert!(rms > 0.01, "{cue:?} is nearly silent (rms {rms})");
    }
}

#[test]
fn the_sounds_differ_from_each_other() {
    let sounds = rendered();
    let cues: Vec<&Arc<[f32]>> = sounds.values().collect();
    for (i, a) in cues.iter().enumerate() {
        for b in &cues[i + 1..] {
            assert!(a.len() != b.len() || a.iter().zip(b.iter()).any(|(x, y)| (x - y).abs() > 0.01));
        }
    }
}

#[test]
fn a_tone_has_its_pitch_and_dies_away() {
    let recipe: Recipe = ron::from_str("(layers: [(wave: Sine, attack: 0.001, decay: 0.5, gain: 0.8, freq: 441.0)])").unwrap();
    let s = render(&recipe);
    // 441 Hz at 44.1 kHz: a period of 100 samples, so zero crossings upward every 100.
    let ups: Vec<usize> = (1..s.len() / 2).filter(|&i| s[i - 1] < 0.0 && s[i] >= 0.0).collect();
    assert!(ups.windows(2).all(|w| (w[1] - w[0]).abs_diff(100) <= 1), "{:?}", &ups[..5]);
    let loud = |from: usize| s[from..from + 100].iter().fold(0.0f32, |m, x| m.max(x.abs()));
    assert!(loud(441) > 0.6 && loud(s.len() - 200) < 0.01);
}

#[test]
fn the_mixer_sums_what_plays_and_lets_each_sound_end() {
    let mut mixer = Mixer::default();
    mixer.add(Play { samples: Arc::from(vec![0.25f32; 300]), gain: 1.0 });
    mixer.add(Play { samples: Arc::from(vec![0.25f32; 100]), gain: 0.5 });
    let mut out = vec![0i16; 200];
    mixer.mix(&mut out);
    let level = |x: f32| (x.tanh() * i16::MAX as f32) as i16;
    assert_eq!((out[0], out[150]), (level(0.375), level(0.25)));
    assert!(!mixer.is_quiet());
    mixer.mix(&mut out);
    assert_eq!((out[99], out[100]), (level(0.25), 0));
    assert!(mixer.is_quiet());
    mixer.mix(&mut out);
    assert!(out.iter().all(|&x| x == 0));
}

#[test]
fn a_ply_sounds_its_kind_then_check_the_end_or_your_turn() {
    let ply = |kind, captured, check, over| Happened { mover: crate::core::Seat::new(0), kind, captured, check, over, note: None };
    assert_eq!(of_ply(&ply(None, false, false, false), false), [Cue::Move]);
    assert_eq!(of_ply(&ply(None, true, true, false), true), [Cue::Capture, Cue::Check, Cue::YourTurn]);
    assert_eq!(of_ply(&ply(Some(MoveKind::Fall), true, false, true), true), [Cue::Fall, Cue::GameEnd]);
    assert_eq!(of_ply(&ply(Some(MoveKind::Trip), false, false, false), false), [Cue::Trip]);
    assert_eq!(of_ply(&ply(Some(MoveKind::Push), false, false, false), false), [Cue::Move]);
}

#[test]
fn the_volume_and_the_switches_decide_what_is_heard() {
    let mut s = SoundSettings::default();
    assert!((s.gain(Cue::Move).unwrap() - 0.49).abs() < 1e-6, "70% is about half the power");
    s.muted.insert(Cue::Move);
    assert_eq!((s.gain(Cue::Move), s.gain(Cue::Check).is_some()), (None, true));
    s.volume = 0;
    assert_eq!(s.gain(Cue::Check), None);
    s.volume = 100;
    s.on = false;
    assert_eq!(s.gain(Cue::Check), None);
}

#[test]
fn every_cue_id_reads_back() {
    for c in Cue::ALL {
        assert_eq!(Cue::parse(c.id()), Some(c));
    }
    assert_eq!(Cue::parse("fanfare"), None);
}

/// Needs ALSA's runtime library (the test script installs it): a device that does not exist is
/// refused with a reason, and ALSA's file device gets exactly the samples written.
#[test]
fn alsa_plays_into_a_file_and_refuses_a_device_it_lacks() {
    let err = Output::open("no-such-device-here", RATE, 60).err().expect("an unknown device opened");
    assert!(err.contains("no-such-device-here") && !err.contains('\n'), "{err}");
    let dir = std::env::temp_dir().join(format!("towers-alsa-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("out.raw");
    let samples: Vec<i16> = (0..4410).map(|i| ((i % 100) as i16 - 50) * 300).collect();
    {
        let mut out = Output::open(&format!("file:FILE={},FORMAT=raw", file.display()), RATE, 60).expect("ALSA's file device");
        out.write(&samples).unwrap();
        out.drain();
    }
    let bytes = std::fs::read(&file).unwrap();
    let written: Vec<i16> = bytes.chunks_exact(2).map(|b| i16::from_le_bytes([b[0], b[1]])).collect();
    assert_eq!(written, samples);
    let _ = std::fs::remove_dir_all(dir);
}
