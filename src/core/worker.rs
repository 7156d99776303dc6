//! A job on its own thread, in the one shape every background task of the program takes: the
//! computer's move and the hint, the analysis board, "Analyse game". It is spawned with a way
//! to wake whoever waits for it (the app's window sleeps between events), publishes its latest
//! progress, can be cancelled (dropping it cancels it and waits for the thread), and ends with
//! one result.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// What a worker and its job share.
struct Shared<P, R> {
    cancel: AtomicBool,
    progress: Mutex<Option<P>>,
    result: Mutex<Option<R>>,
}

/// A poisoned lock still holds the last value written: a job that panicked left it whole.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// The job's side: whether it was cancelled, and where its progress goes.
pub struct Job<'a, P> {
    cancel: &'a AtomicBool,
    progress: &'a Mutex<Option<P>>,
    wake: &'a (dyn Fn() + Send),
}

impl<P> Job<'_, P> {
    /// The flag the job's searches poll.
    pub fn cancel_flag(&self) -> &AtomicBool {
        self.cancel
    }

    pub fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// Publishes the job's latest progress and wakes the waiting side.
    pub fn report(&self, progress: P) {
        *lock(self.progress) = Some(progress);
        (self.wake)();
    }
}

/// A running job, its progress `P` and its result `R`.
pub struct Worker<P, R> {
    shared: Arc<Shared<P, R>>,
    thread: Option<JoinHandle<()>>,
    started: Instant,
}

impl<P: Send + 'static, R: Send + 'static> Worker<P, R> {
    /// Runs `job` on a thread named `name`; `wake` is called after each report and at the end.
    pub fn spawn(name: &str, wake: impl Fn() + Send + 'static, job: impl FnOnce(&Job<P>) -> R + Send + 'static) -> Worker<P, R> {
        let shared = Arc::new(Shared { cancel: AtomicBool::new(false), progress: Mutex::new(None), result: Mutex::new(None) });
        let theirs = shared.clone();
        let thread = std::thread::Builder::new()
            .name(name.into())
            .spawn(move || {
                let result = job(&Job { cancel: &theirs.cancel, progress: &theirs.progress, wake: &wake });
                *lock(&theirs.result) = Some(result);
                wake();
            })
            .expect("a thread for background work");
        Worker { shared, thread: Some(thread), started: Instant::now() }
    }
}

impl<P, R> Worker<P, R> {
    /// Reads the latest progress.
    pub fn with_progress<T>(&self, read: impl FnOnce(Option<&P>) -> T) -> T {
        read(lock(&self.shared.progress).as_ref())
    }

    /// The result, once the job has ended (taken: a second call gives None).
    pub fn take_result(&self) -> Option<R> {
        lock(&self.shared.result).take()
    }

    /// The thread has ended (with a result, or by panicking).
    pub fn finished(&self) -> bool {
        self.thread.as_ref().is_none_or(JoinHandle::is_finished)
    }

    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    /// Asks the job to stop, without waiting for it.
    pub fn cancel(&self) {
        self.shared.cancel.store(true, Ordering::Relaxed);
    }

    /// Asks the job to stop and lets its thread end on its own (at its next look at the flag),
    /// not waiting for it: the frame that gives up a search does not stall.
    pub fn abandon(mut self) {
        self.cancel();
        drop(self.thread.take());
    }

    /// Asks the job to stop and waits for its thread.
    pub fn stop(&mut self) {
        self.cancel();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl<P: Clone, R> Worker<P, R> {
    /// A copy of the latest progress.
    pub fn progress(&self) -> Option<P> {
        self.with_progress(|p| p.cloned())
    }
}

impl<P, R> Drop for Worker<P, R> {
    fn drop(&mut self) {
        self.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

    fn wait_until(done: impl Fn() -> bool) {
        for _ in 0..5_000 {
            if done() {
                return;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        panic!("the worker never got there");
    }

    #[test]
    fn a_job_reports_progress_wakes_and_ends_with_its_result() {
        let wakes = Arc::new(AtomicUsize::new(0));
        let counted = wakes.clone();
        let worker = Worker::spawn(
            "test-worker",
            move || {
                counted.fetch_add(1, Ordering::Relaxed);
            },
            |job| {
                for i in 1..=3 {
                    job.report(i);
                }
                "done"
            },
        );
        wait_until(|| worker.finished());
        assert_eq!(worker.progress(), Some(3), "the latest progress is kept");
        assert_eq!(worker.take_result(), Some("done"));
        assert_eq!(worker.take_result(), None, "a result is taken once");
        assert_eq!(wakes.load(Ordering::Relaxed), 4, "a wake per report and one at the end");
    }

    #[test]
    fn cancelling_stops_a_job_that_polls_its_flag_and_dropping_waits_for_it() {
        let worker: Worker<(), u32> = Worker::spawn(
            "test-worker",
            || {},
            |job| {
                let mut spins = 0;
                while !job.cancelled() {
                    spins += 1;
                    std::thread::sleep(Duration::from_millis(1));
                }
                spins
            },
        );
        assert!(!worker.finished());
        worker.cancel();
        wait_until(|| worker.finished());
        assert!(worker.take_result().is_some());
        let endless: Worker<(), ()> = Worker::spawn("test-worker", || {}, |job| while !job.cancelled() {});
        drop(endless);
    }
}
