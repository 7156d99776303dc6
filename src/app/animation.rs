//! Moves animate: a moving piece lifts, slides and drops; captured pieces shrink away after it
//! lands; a piece that destroys itself (a War Tower's fall) topples in the direction of the
//! squares it hit; new pieces grow in. The selected piece floats a little above its square.

use super::pieces::{Ghost, Home, Piece};
use super::tween::{Tween, TweenKind, sample};
use crate::app::state::GameState;
use bevy::prelude::*;

pub struct AnimationPlugin;

impl Plugin for AnimationPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Update, (run_tweens, lift_selected).chain().in_set(crate::app::schedule::Step::Animation));
    }
}

fn run_tweens(mut commands: Commands, time: Res<Time>, mut q: Query<(Entity, &mut Tween, &mut Transform, Has<Ghost>)>) {
    let dt = time.delta_secs().min(0.05);
    for (e, mut tw, mut tf, ghost) in &mut q {
        tw.elapsed += dt;
        let t = ((tw.elapsed - tw.delay) / tw.duration).clamp(0.0, 1.0);
        if tw.elapsed < tw.delay && tw.kind == TweenKind::Appear {
            tf.scale = Vec3::splat(0.01);
            continue;
        }
        *tf = sample(&tw, t);
        if t >= 1.0 {
            if ghost {
                commands.entity(e).despawn();
            } else {
                *tf = tw.to;
                commands.entity(e).remove::<Tween>();
            }
        }
    }
}

/// The selected piece (and, in a stack, the part of it that would move) floats and bobs.
fn lift_selected(state: Res<GameState>, time: Res<Time>, mut q: Query<(&Piece, &Home, &mut Transform), Without<Tween>>) {
    let sel = state.picks_in_play().first().and_then(|p| match p {
        crate::core::Pick::Square(s) => Some((*s, 0u8)),
        crate::core::Pick::Piece { square, level } => Some((*square, *level)),
        _ => None,
    });
    let bob = 0.16 + 0.03 * (time.elapsed_secs() * 4.0).sin();
    for (p, home, mut tf) in &mut q {
        let lifted = sel.is_some_and(|(s, l)| p.square == s && p.level >= l);
        let want = home.0.translation + if lifted { Vec3::Y * bob } else { Vec3::ZERO };
        if tf.translation != want {
            tf.translation = want;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tweens_start_and_end_where_they_should() {
        let a = Transform::from_xyz(0.0, 0.0, 0.0);
        let b = Transform::from_xyz(2.0, 0.0, -1.0);
        let tw = Tween::new(a, b, 1.0, 0.0, TweenKind::Move);
        assert_eq!(sample(&tw, 0.0).translation, a.translation);
        assert!((sample(&tw, 1.0).translation - b.translation).length() < 1e-5);
        assert!(sample(&tw, 0.5).translation.y > 0.2, "a move lifts the piece");
        let fall = Tween::new(a, a, 1.0, 0.0, TweenKind::Fall(Vec3::X));
        let mid = sample(&fall, 0.55);
        assert!(mid.translation.x > 0.0 || mid.rotation != Quat::IDENTITY);
        assert!(sample(&fall, 1.0).scale.x < 0.05);
    }

    #[test]
    fn moving_pieces_animate_in_a_headless_app() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins);
        app.add_systems(Update, run_tweens);
        let a = Transform::from_xyz(0.0, 0.0, 0.0);
        let b = Transform::from_xyz(1.0, 0.0, 0.0);
        let e = app.world_mut().spawn((a, Tween::new(a, b, 0.01, 0.0, TweenKind::Move))).id();
        let g = app.world_mut().spawn((a, Ghost, Tween::new(a, a, 0.01, 0.0, TweenKind::Vanish))).id();
        for _ in 0..20 {
            std::thread::sleep(std::time::Duration::from_millis(2));
            app.update();
        }
        assert!(app.world().get::<Tween>(e).is_none(), "the tween finished");
        assert_eq!(app.world().get::<Transform>(e).unwrap().translation, b.translation);
        assert!(app.world().get_entity(g).is_err(), "the ghost is gone");
    }
}
