//! What a piece's animation is: where it goes from and to, how long it takes, and its kind
//! (a move, a capture vanishing, a War Tower's fall, a piece growing in), and where it is at any
//! moment. `pieces` decides which pieces animate; `animation` plays them.

use bevy::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TweenKind {
    /// Lift, slide, drop.
    Move,
    /// Shrink away, then despawn.
    Vanish,
    /// Topple toward this direction, sink, then despawn.
    Fall(Vec3),
    /// Grow in.
    Appear,
}

#[derive(Component, Clone, Debug)]
pub struct Tween {
    pub from: Transform,
    pub to: Transform,
    pub duration: f32,
    pub delay: f32,
    pub elapsed: f32,
    pub kind: TweenKind,
}

impl Tween {
    pub fn new(from: Transform, to: Transform, duration: f32, delay: f32, kind: TweenKind) -> Tween {
        Tween { from, to, duration, delay, elapsed: 0.0, kind }
    }
}

fn ease(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
}

/// The transform of a tween at progress `t` (0 to 1).
pub fn sample(tw: &Tween, t: f32) -> Transform {
    let e = ease(t);
    match tw.kind {
        TweenKind::Move => {
            let d = tw.from.translation.distance(tw.to.translation);
            let arc = (0.25 + 0.12 * d).min(1.2) * (std::f32::consts::PI * t).sin();
            let mut out = tw.from;
            out.translation = tw.from.translation.lerp(tw.to.translation, e) + Vec3::Y * arc;
            out.rotation = tw.from.rotation.slerp(tw.to.rotation, e);
            out.scale = tw.from.scale.lerp(tw.to.scale, e);
            out
        }
        TweenKind::Appear => {
            let mut out = tw.to;
            out.scale = Vec3::splat(0.01).lerp(tw.to.scale, e);
            out
        }
        TweenKind::Vanish => {
            let mut out = tw.from;
            out.scale = tw.from.scale * (1.0 - e).max(0.01);
            out.translation += Vec3::Y * 0.3 * e;
            out
        }
        TweenKind::Fall(dir) => {
            // Rotate about the base edge on the side of the fall.
            let axis = Vec3::Y.cross(dir).normalize_or(Vec3::X);
            let tip = (t * 1.6).min(1.0);
            let angle = std::f32::consts::FRAC_PI_2 * tip * tip;
            let pivot = tw.from.translation + dir * 0.25;
            let rot = Quat::from_axis_angle(axis, angle);
            let mut out = tw.from;
            out.translation = pivot + rot * (tw.from.translation - pivot);
            out.rotation = rot * tw.from.rotation;
            let sink = ((t - 0.6) / 0.4).clamp(0.0, 1.0);
            out.translation -= Vec3::Y * 0.5 * sink;
            out.scale = tw.from.scale * (1.0 - sink).max(0.01);
            out
        }
    }
}
