fn main() {
    restore_sigpipe();
    let args: Vec<String> = std::env::args().skip(1).collect();
    #[cfg(feature = "app")]
    let app: Option<towers::cli::AppMain> = Some(towers::app::run);
    #[cfg(not(feature = "app"))]
    let app: Option<towers::cli::AppMain> = None;
    std::process::exit(towers::cli::run(&args, app));
}

/// Rust ignores SIGPIPE, so `towers games | head -1` would panic on its next print once `head`
/// has gone; with the default action the command ends quietly, as command-line tools do.
#[cfg(unix)]
fn restore_sigpipe() {
    unsafe extern "C" {
        fn signal(signum: i32, handler: usize) -> usize;
    }
    const SIGPIPE: i32 = 13;
    const SIG_DFL: usize = 0;
    // SAFETY: setting a signal's action to its default, before any thread is started.
    unsafe {
        signal(SIGPIPE, SIG_DFL);
    }
}

#[cfg(not(unix))]
fn restore_sigpipe() {}
