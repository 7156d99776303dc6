//! Computer seats and the hint button. A search runs on a worker thread over a copy of the
//! position, so the window stays live while the computer thinks, and wakes the app when it is
//! done; undo, a new game or leaving the position cancels it, and a result for a position no
//! longer on the board is dropped.

use super::state::{GameState, SeatKind};
use super::tween::{Tween, TweenKind};
use super::wake::Wake;
use crate::ai::{Level, Thought};
use crate::core::worker::Worker;
use bevy::prelude::*;

pub struct ComputerPlugin;

impl Plugin for ComputerPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Computer>().add_systems(Update, drive.in_set(crate::app::schedule::Step::Computer));
    }
}

/// What a search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// A computer seat's move: played when found.
    Move,
    /// The hint button: shown, not played.
    Hint,
}

/// The level the hint button searches at.
pub const HINT_LEVEL: Level = Level::Hard;

struct Job {
    purpose: Purpose,
    level: Level,
    /// The position searched, to drop results that arrive after it changed.
    key: u64,
    ply: usize,
    search: Worker<(), Thought>,
}

#[derive(Resource, Default)]
pub struct Computer {
    job: Option<Job>,
    hint_wanted: bool,
    /// The last hint and the position it is for.
    pub hint: Option<(u64, Thought)>,
}

impl Computer {
    /// What is being searched, at which level, for how many seconds so far.
    pub fn thinking(&self) -> Option<(Purpose, Level, f32)> {
        self.job.as_ref().map(|j| (j.purpose, j.level, j.search.elapsed().as_secs_f32()))
    }

    pub fn request_hint(&mut self) {
        self.hint_wanted = true;
    }

    /// A move was found and waits to be played (for the pieces to land).
    pub fn move_ready(&self) -> bool {
        self.job.as_ref().is_some_and(|j| j.purpose == Purpose::Move && j.search.finished())
    }

    /// The hint for the position now on the board, if one was found.
    pub fn hint_for(&self, key: u64) -> Option<&Thought> {
        self.hint.as_ref().filter(|(k, _)| *k == key).map(|(_, t)| t)
    }

    /// `wake` brings the app out of its idle wait when the search ends (see `redraw`).
    fn start(&mut self, state: &GameState, purpose: Purpose, level: Level, wake: impl Fn() + Send + 'static) {
        let game = state.current().clone_box();
        // The seed depends on the ply so a replayed game gets the same moves.
        let seed = 0x70_7e_25 ^ state.record.ply() as u64;
        // On a clock, a computer seat thinks within what its clock affords (never a hint).
        let allowance = state.record.clock().filter(|_| purpose == Purpose::Move).map(|c| c.allowance(game.to_move()));
        let search = Worker::spawn("towers-ai", wake, move |job| {
            let within_clock = |plan: &mut crate::ai::Plan| {
                if let Some((left, inc, moves_to_go)) = allowance {
                    plan.limits = plan.limits.within_clock(left, inc, moves_to_go);
                }
            };
            game.think_with(level, &within_clock, seed, job.cancel_flag(), &mut |_| {})
        });
        self.job = Some(Job { purpose, level, key: state.current().key(), ply: state.record.ply(), search });
    }

    /// Stops the search without waiting for it: its thread ends at its next look at the flag.
    fn cancel(&mut self) {
        if let Some(job) = self.job.take() {
            job.search.abandon();
        }
    }
}

/// What became of the search in flight.
enum Polled {
    Found(Purpose, Thought),
    Thinking,
    /// Its thread ended without a result.
    Lost,
}

impl Computer {
    fn poll(&mut self) -> Option<Polled> {
        let job = self.job.as_ref()?;
        Some(match job.search.take_result() {
            Some(thought) => Polled::Found(job.purpose, thought),
            None if job.search.finished() => Polled::Lost,
            None => Polled::Thinking,
        })
    }
}

/// A piece is still sliding to its square or falling (a capture may still be shrinking away).
fn landing(tweens: &Query<&Tween>) -> bool {
    tweens.iter().any(|t| matches!(t.kind, TweenKind::Move | TweenKind::Fall(_)))
}

fn drive(mut computer: ResMut<Computer>, mut state: ResMut<GameState>, wake: Wake, tweens: Query<&Tween>) {
    let key = state.current().key();
    let ply = state.record.ply();
    // A game that ended meanwhile (a flag fell) wants no move either.
    let over = state.is_over();
    if computer.job.as_ref().is_some_and(|j| j.key != key || j.ply != ply || (over && j.purpose == Purpose::Move)) {
        computer.cancel();
    }
    // The player sees the last move land before the computer answers it.
    if computer.move_ready() && landing(&tweens) {
        return;
    }
    if let Some(polled) = computer.poll() {
        match polled {
            Polled::Found(purpose, thought) => {
                computer.job = None;
                let mover = state.current().seat_name(state.current().to_move());
                // What the move does beyond its notation (stacks it blinds), said before the judgement.
                let note = state.moves().get(thought.index).and_then(|m| m.note.as_ref()).map(|n| format!(" {}.", n.text)).unwrap_or_default();
                match purpose {
                    Purpose::Move => match state.play(thought.index) {
                        Ok(text) => {
                            state.message = crate::t!("computer-played", mover = mover, text = text, note = note, value = describe(&thought, &mover))
                        }
                        Err(e) => state.message = crate::t!("computer-the-computer-s-move", e = e),
                    },
                    Purpose::Hint => {
                        state.message = crate::t!("computer-hint-the-blue-arrow", notation = thought.notation, value = describe(&thought, &mover));
                        computer.hint = Some((key, thought));
                    }
                }
            }
            Polled::Thinking => {}
            Polled::Lost => computer.job = None,
        }
        return;
    }
    if state.is_over() || state.browse.is_some() {
        computer.hint_wanted = false;
        return;
    }
    match state.seats.get(state.current().to_move().index()).copied() {
        Some(SeatKind::Computer(level)) => computer.start(&state, Purpose::Move, level, wake.waker()),
        _ if computer.hint_wanted => {
            computer.hint_wanted = false;
            computer.start(&state, Purpose::Hint, HINT_LEVEL, wake.waker());
        }
        _ => {}
    }
}

/// "Red wins by force in 2 moves" when a search's score for `who` is a forced result (counted
/// in `who`'s own moves), else None.
pub fn forced(score: Option<i32>, who: &str) -> Option<String> {
    let (wins, moves) = crate::ai::forced_result(score?)?;
    let (verb, s) = (if wins { "wins" } else { "loses" }, if moves == 1 { "" } else { "s" });
    Some(crate::t!("computer-by-force-in-move", who = who, verb = verb, moves = moves, s = s))
}

/// "Red expects 62% (depth 5, 0.4 s)", "Red wins by force in 2 moves" — the search's own
/// judgement for `who`, the side it chose a move for, for the status line. A depth of one and
/// a moment's thought (the easy levels) are not worth saying.
pub fn describe(t: &Thought, who: &str) -> String {
    let judgement = forced(t.score, who).unwrap_or_else(|| crate::t!("computer-expects", who = who, value = format!("{:.0}", t.eval * 100.0)));
    let mut detail = Vec::new();
    if t.playouts > 0 {
        detail.push(crate::t!("computer-playouts", playouts = t.playouts));
    } else if t.depth > 1 {
        detail.push(crate::t!("computer-depth", depth = t.depth));
    }
    if t.millis >= 100 {
        detail.push(crate::t!("computer-s", value = format!("{:.1}", t.millis as f64 / 1000.0)));
    }
    if detail.is_empty() { judgement } else { crate::t!("computer-text", judgement = judgement, value = detail.join(", ")) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::GameConfig;
    use std::time::Instant;

    fn app_with(seats: Vec<SeatKind>) -> App {
        let mut state = GameState::new_game(&GameConfig::new("storm")).unwrap();
        state.seats = seats;
        let mut app = App::new();
        app.add_plugins(MinimalPlugins).insert_resource(state).add_plugins(ComputerPlugin);
        app
    }

    fn run_until(app: &mut App, plies: usize) {
        let deadline = Instant::now() + std::time::Duration::from_secs(30);
        while app.world().resource::<GameState>().notation().len() < plies {
            assert!(Instant::now() < deadline, "the computer did not move in time");
            app.update();
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
    }

    #[test]
    fn computer_seats_play_their_moves_and_wait_for_people() {
        let mut app = app_with(vec![SeatKind::Computer(Level::Easy), SeatKind::Human]);
        run_until(&mut app, 1);
        for _ in 0..20 {
            app.update();
        }
        let state = app.world().resource::<GameState>();
        assert_eq!(state.notation().len(), 1, "the computer must not move for the person");
        assert!(state.message.starts_with("Red played") && state.message.contains(". Red expects"), "the mover is named: {}", state.message);
        assert!(app.world().resource::<Computer>().thinking().is_none());
    }

    fn thought(eval: f32, score: Option<i32>, depth: u32, millis: u64) -> Thought {
        let (notation, pv, algorithm) = (String::new(), Vec::new(), crate::ai::Algorithm::AlphaBeta);
        Thought { best: (), index: 0, notation, eval, score, depth, playouts: 0, nodes: 0, pv, algorithm, millis }
    }

    #[test]
    fn the_judgement_names_whose_it_is_says_mates_as_mates_and_skips_what_says_nothing() {
        assert_eq!(describe(&thought(0.62, Some(80), 5, 400), "Red"), "Red expects 62% (depth 5, 0.4 s)");
        assert_eq!(describe(&thought(0.5, Some(0), 1, 0), "Blue"), "Blue expects 50%", "Easy's depth 1 at once says nothing");
        let mate = |plies: i32| Some(plies.signum() * (1_000_000 - plies.abs()));
        assert_eq!(describe(&thought(1.0, mate(1), 1, 38_300), "Red"), "Red wins by force in 1 move (38.3 s)");
        assert_eq!(describe(&thought(1.0, mate(3), 4, 0), "Red"), "Red wins by force in 2 moves (depth 4)");
        assert_eq!(describe(&thought(0.0, mate(-2), 3, 0), "Blue"), "Blue loses by force in 1 move (depth 3)");
    }

    #[test]
    fn the_computer_answers_after_the_last_move_has_landed() {
        let mut app = app_with(vec![SeatKind::Computer(Level::Easy), SeatKind::Human]);
        let still = Transform::IDENTITY;
        let sliding = app.world_mut().spawn(Tween::new(still, still, 1.0, 0.0, TweenKind::Move)).id();
        let deadline = Instant::now() + std::time::Duration::from_secs(30);
        while !app.world().resource::<Computer>().move_ready() {
            assert!(Instant::now() < deadline, "the computer found no move in time");
            app.update();
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        for _ in 0..5 {
            app.update();
        }
        assert!(app.world().resource::<GameState>().notation().is_empty(), "a piece is still sliding: the reply waits");
        app.world_mut().entity_mut(sliding).remove::<Tween>();
        app.update();
        assert_eq!(app.world().resource::<GameState>().notation().len(), 1, "played once the piece has landed");
    }

    #[test]
    fn a_hint_is_shown_not_played_and_undo_skips_computer_replies() {
        let mut app = app_with(vec![SeatKind::Human, SeatKind::Computer(Level::Random)]);
        app.world_mut().resource_mut::<Computer>().request_hint();
        let deadline = Instant::now() + std::time::Duration::from_secs(30);
        while app.world().resource::<Computer>().hint.is_none() {
            assert!(Instant::now() < deadline, "no hint in time");
            app.update();
        }
        let state = app.world().resource::<GameState>();
        assert!(state.notation().is_empty(), "a hint is not played");
        let key = state.current().key();
        let hint = app.world().resource::<Computer>().hint_for(key).unwrap().notation.clone();
        app.world_mut().resource_mut::<GameState>().play_text(&hint).unwrap();
        run_until(&mut app, 2);
        let mut state = app.world_mut().resource_mut::<GameState>();
        assert!(state.undo_turn());
        assert!(state.notation().is_empty(), "undo takes back the person's move and the reply");
    }
}
