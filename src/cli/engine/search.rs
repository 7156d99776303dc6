//! The engine protocol's search: one background thread a `go`, so that `stop`, `isready` and
//! `quit` are answered while it runs. It searches through `DynGame::think_with` at the Expert
//! level's settings with only the limits changed (docs/engine-protocol.md, "Limits").

use super::Out;
use super::command::Go;
use crate::ai::{Algorithm, Level, Plan, Thought};
use crate::session::DynGame;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// MCTS reports every thousand simulations; its info lines come at most this often (alpha-beta
/// reports once an iteration, and every report is printed).
const MCTS_INFO_EVERY: Duration = Duration::from_millis(200);

/// The search running, if any.
#[derive(Default)]
pub struct Searcher {
    running: Option<Running>,
}

struct Running {
    handle: JoinHandle<()>,
    cancel: Arc<AtomicBool>,
    /// Raised just before `bestmove` is written: the search is over for the client.
    done: Arc<AtomicBool>,
}

impl Searcher {
    /// Whether a search has yet to write its `bestmove` (a search thread that ended without
    /// one, which only a bug could cause, does not keep the engine busy for ever).
    pub fn busy(&mut self) -> bool {
        if self.running.as_ref().is_some_and(|r| r.done.load(Ordering::Acquire) || r.handle.is_finished()) {
            self.join();
        }
        self.running.is_some()
    }

    /// Starts a search of `game` (which must not be over) within `go`'s limits; it writes
    /// `info` lines and then one `bestmove` to `out`.
    pub fn start(&mut self, game: Box<dyn DynGame>, go: Go, threads: usize, seed: u64, out: Out) {
        debug_assert!(!self.busy());
        let cancel = Arc::new(AtomicBool::new(false));
        let done = Arc::new(AtomicBool::new(false));
        let (c, d) = (cancel.clone(), done.clone());
        let handle = std::thread::spawn(move || {
            let t = search(game.as_ref(), go, threads, seed, &c, &out);
            out.line(&info(&t));
            d.store(true, Ordering::Release);
            out.line(&format!("bestmove {}", t.notation));
        });
        self.running = Some(Running { handle, cancel, done });
    }

    /// Ends the search at once; it writes its `bestmove` before this returns. Nothing happens
    /// when no search runs.
    pub fn stop(&mut self) {
        if let Some(r) = &self.running {
            r.cancel.store(true, Ordering::Relaxed);
        }
        self.join();
    }

    fn join(&mut self) {
        if let Some(r) = self.running.take() {
            // A search that panicked has nothing more to say; the protocol goes on.
            let _ = r.handle.join();
        }
    }
}

/// The plan's limits for `go`: the node bound (shared by all threads), the time (the smaller
/// of movetime and the clock's, `Go::limits`), and for alpha-beta the deepest iteration. Nothing else
/// of the Expert plan changes.
fn adjust(plan: &mut Plan, go: Go, threads: usize) {
    plan.threads = threads.max(1);
    plan.limits = go.limits();
    if let Some(depth) = go.depth {
        plan.max_depth = depth;
    }
}

fn search(game: &dyn DynGame, go: Go, threads: usize, seed: u64, cancel: &AtomicBool, out: &Out) -> Thought {
    let mut last_info: Option<Instant> = None;
    let mut report = |t: &Thought| {
        // MCTS has no iterations: `go depth N` stops it once its tree reaches N plies deep.
        if t.algorithm == Algorithm::Mcts {
            if go.depth.is_some_and(|d| t.depth >= d) {
                cancel.store(true, Ordering::Relaxed);
            }
            if last_info.is_some_and(|at| at.elapsed() < MCTS_INFO_EVERY) {
                return;
            }
        }
        last_info = Some(Instant::now());
        out.line(&info(t));
    };
    game.think_with(Level::Expert, &|plan| adjust(plan, go, threads), seed, cancel, &mut report)
}

/// `info depth D score ... nodes N nps N time MS pv M1 M2 ...`
pub fn info(t: &Thought) -> String {
    let nps = t.nodes.saturating_mul(1000) / t.millis.max(1);
    format!("info depth {} score {} nodes {} nps {nps} time {} pv {}", t.depth, score(t), t.nodes, t.millis, t.pv.join(" "))
}

/// `cp S` (evaluation units for the side to move), `mate N` (plies to the end of the game,
/// negative when the side to move loses), or `win P` (expected result in per mille) where the
/// search gives no score.
pub fn score(t: &Thought) -> String {
    match t.score {
        Some(s) => match crate::ai::mate_plies(s) {
            Some(n) => format!("mate {n}"),
            None => format!("cp {s}"),
        },
        None => format!("win {}", (t.eval.clamp(0.0, 1.0) * 1000.0).round() as u32),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Limits;

    fn thought(score: Option<i32>, eval: f32) -> Thought {
        Thought {
            best: (),
            index: 0,
            notation: "Sa2>L; Nb1-c3".into(),
            eval,
            score,
            depth: 4,
            playouts: 0,
            nodes: 5000,
            pv: vec!["Sa2>L; Nb1-c3".into(), "Sa8>R; Nb9-c7".into()],
            algorithm: Algorithm::AlphaBeta,
            millis: 250,
        }
    }

    #[test]
    fn info_lines() {
        assert_eq!(info(&thought(Some(-35), 0.4)), "info depth 4 score cp -35 nodes 5000 nps 20000 time 250 pv Sa2>L; Nb1-c3 Sa8>R; Nb9-c7");
        assert_eq!(score(&thought(None, 0.6254)), "win 625");
        let mate = |plies: i32| {
            let mut s = i32::MAX;
            for cand in 900_000..=1_000_000 {
                if crate::ai::mate_plies(cand) == Some(plies) {
                    s = cand;
                }
            }
            s
        };
        assert_eq!(score(&thought(Some(mate(3)), 1.0)), "mate 3");
        assert_eq!(score(&thought(Some(-mate(2)), 0.0)), "mate -2");
    }

    #[test]
    fn limits_map_onto_the_plan() {
        let storm = crate::games::storm::Storm::new(&crate::core::GameConfig::new("storm")).unwrap();
        let expert = crate::ai::plan(&storm, Level::Expert);
        let mut plan = expert;
        adjust(&mut plan, Go { nodes: Some(5000), ..Go::default() }, 1);
        assert_eq!((plan.limits, plan.threads, plan.max_depth), (Limits::nodes(5000), 1, expert.max_depth));
        adjust(&mut plan, Go { depth: Some(3), movetime: Some(900), ..Go::default() }, 3);
        assert_eq!((plan.limits, plan.threads, plan.max_depth), (Limits::time(Duration::from_millis(900)), 3, 3));
        adjust(&mut plan, Go { infinite: true, ..Go::default() }, 1);
        assert_eq!(plan.limits, Limits::nodes(u64::MAX));
        // Everything else is the Expert plan's.
        assert_eq!(
            (plan.algorithm, plan.contempt, plan.root_noise, plan.quiescence),
            (expert.algorithm, expert.contempt, expert.root_noise, expert.quiescence)
        );
    }
}
