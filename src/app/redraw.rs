//! Frames only when something changes. Under software rendering one frame of a full board costs
//! tens of milliseconds on every core, so an app that redraws sixty times a second while nobody
//! touches it takes the whole machine, the computer player's search included. Input wakes the
//! app (winit's reactive mode); what moves by itself asks for the next frame here: the camera
//! easing or spinning, pieces in flight, the lifted piece bobbing, pipelines still compiling,
//! start-up until the scene has settled (when the trace's square positions are written), and
//! screenshots and frame statistics until done. A finished search wakes the app from its own
//! thread (`computer`); while one runs, the status line's clock ticks twice a second, and a
//! running game clock sets its own pace (`clock::next_change`).

use super::camera::Orbit;
use super::capture::Capture;
use super::computer::Computer;
use super::tween::Tween;
use crate::app::settings::RunMode;
use crate::app::state::GameState;
use bevy::prelude::*;
use bevy::render::render_resource::PipelineCache;
use bevy::render::{Render, RenderApp, RenderSystems};
use bevy::window::RequestRedraw;
use bevy::winit::{EventLoopProxyWrapper, UpdateMode, WinitSettings};
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The longest the app sleeps without an event: a safety net, not a frame rate.
const IDLE_WAIT: Duration = Duration::from_secs(2);
/// How often the status line's clock moves while the computer thinks.
const THINKING_WAIT: Duration = Duration::from_millis(500);

/// Lives in the render world, which calls it each frame that a pipeline it needs is still
/// compiling: the frame that can finally draw it (a new theme's board, say) is not left waiting
/// for the next mouse move.
#[derive(Resource)]
struct WakeWhileCompiling(Arc<dyn Fn() + Send + Sync>);

pub struct RedrawPlugin;

impl Plugin for RedrawPlugin {
    fn build(&self, app: &mut App) {
        let proxy = app.world().get_resource::<EventLoopProxyWrapper>();
        let wake = proxy.is_some().then(|| WakeWhileCompiling(Arc::new(super::wake::waker(proxy))));
        app.insert_resource(waits(IDLE_WAIT))
            .add_message::<RequestRedraw>()
            .add_systems(PreUpdate, tidy_egui_input.after(EguiPreUpdateSet::ProcessInput).before(EguiPreUpdateSet::BeginPass))
            .add_systems(Last, (ask_for_frames, pace));
        if let (Some(render_app), Some(wake)) = (app.get_sub_app_mut(RenderApp), wake) {
            render_app.insert_resource(wake).add_systems(Render, wake_while_compiling.in_set(RenderSystems::Cleanup));
        }
    }
}

fn waits(wait: Duration) -> WinitSettings {
    WinitSettings { focused_mode: UpdateMode::reactive(wait), unfocused_mode: UpdateMode::reactive_low_power(wait) }
}

fn wake_while_compiling(cache: Res<PipelineCache>, wake: Res<WakeWhileCompiling>) {
    if cache.waiting_pipelines().next().is_some() {
        (wake.0)();
    }
}

fn ask_for_frames(
    orbit: Res<Orbit>,
    computer: Res<Computer>,
    tweens: Query<(), With<Tween>>,
    state: Res<GameState>,
    capture: Res<Capture>,
    mode: Res<RunMode>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    // The lifted piece bobs (`animation::lift_selected`).
    let lifted = !state.picks_in_play().is_empty();
    // A found move waiting for the pieces to land is played the frame after they do.
    let waiting = computer.move_ready();
    if orbit.moving() || !tweens.is_empty() || lifted || waiting || capture.wants_frames(&mode) {
        redraw.write(RequestRedraw);
    }
}

/// Two fixes to what bevy_egui hands egui, for an app that rests between events:
/// - it reports the modifier keys as a new event every frame, and egui answers any event by
///   asking for another frame, so the app would never rest. Only a real change is passed on (egui
///   reads the keys' state from the input itself, not from these events);
/// - it stamps the input with Bevy's clock, which under pipelined rendering is the time the
///   previous frame finished. After a rest that is long past: a 0.3 s click on a button arrived
///   as a 1 s press, and egui took it for a long press, not a click. The wall clock is used.
fn tidy_egui_input(mut inputs: Query<&mut EguiInput>, mut last: Local<Option<egui::Modifiers>>, mut epoch: Local<Option<Instant>>) {
    let now = epoch.get_or_insert_with(Instant::now).elapsed().as_secs_f64();
    for mut input in &mut inputs {
        input.0.time = Some(now);
        input.0.events.retain(|e| match e {
            egui::Event::ModifiersChanged(m) => {
                let changed = *last != Some(*m);
                *last = Some(*m);
                changed
            }
            _ => true,
        });
    }
}

fn pace(computer: Res<Computer>, state: Res<GameState>, mut settings: ResMut<WinitSettings>) {
    let base = if computer.thinking().is_some() { THINKING_WAIT } else { IDLE_WAIT };
    let want = waits(super::clock::next_change(&state).map_or(base, |clock| clock.min(base)));
    if settings.focused_mode != want.focused_mode {
        *settings = want;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn egui_hears_of_the_modifier_keys_only_when_they_change_and_gets_the_wall_clock() {
        let mut world = World::new();
        let raw = |events: Vec<egui::Event>| EguiInput(egui::RawInput { events, time: Some(1000.0), ..default() });
        let tidy = world.register_system(tidy_egui_input);
        let none = egui::Event::ModifiersChanged(egui::Modifiers::NONE);
        let shift = egui::Event::ModifiersChanged(egui::Modifiers::SHIFT);
        let moved = egui::Event::PointerMoved(egui::pos2(3.0, 4.0));
        let mut times = Vec::new();
        for (given, kept) in [
            (vec![none.clone(), moved.clone()], vec![none.clone(), moved.clone()]),
            (vec![none.clone()], vec![]),
            (vec![moved.clone(), none.clone()], vec![moved.clone()]),
            (vec![shift.clone()], vec![shift.clone()]),
            (vec![shift.clone()], vec![]),
        ] {
            let e = world.spawn(raw(given)).id();
            world.run_system(tidy).unwrap();
            let input = world.entity_mut(e).take::<EguiInput>().unwrap();
            assert_eq!(input.0.events, kept);
            times.push(input.0.time.unwrap());
            world.despawn(e);
            std::thread::sleep(Duration::from_millis(2));
        }
        assert!(times[0] < 1.0, "time counts from the first frame, not Bevy's clock: {times:?}");
        assert!(times.windows(2).all(|w| w[1] > w[0]), "{times:?}");
    }
}
