//! `towers serve`: the Towers server (`server`, in builds with the `server` feature).

use super::{Args, CliError};

#[cfg(feature = "server")]
pub fn serve(args: &Args) -> Result<(), CliError> {
    use crate::server::{DEFAULT_PORT, Limits, ServeConfig, default_database, store::database_url};
    args.allow(&["port", "bind", "database", "requests-per-second", "logins-per-minute", "streams-per-address", "seek-idle-seconds", "trust-proxy"])?;
    args.positionals(0)?;
    let port: u16 = args.count("port", DEFAULT_PORT, 0..=u16::MAX)?;
    let bind = args.value("bind").unwrap_or("0.0.0.0");
    let ip: std::net::IpAddr =
        bind.parse().map_err(|_| CliError::usage(format!("--bind must be an IP address, got '{}'", crate::core::text::quoted(bind))))?;
    let database = match args.value("database") {
        Some(named) => database_url(named),
        None => {
            let path = default_database();
            if let Some(folder) = path.parent() {
                std::fs::create_dir_all(folder).map_err(|e| CliError::usage(format!("cannot make the data folder {}: {e}", folder.display())))?;
            }
            database_url(&path.to_string_lossy())
        }
    };
    let mut limits = Limits::default();
    if args.value("requests-per-second").is_some() {
        let rate: u32 = args.count("requests-per-second", 20, 1..=1_000_000)?;
        limits.requests = crate::server::limits::Rate { burst: f64::from(rate) * 3.0, per_second: f64::from(rate) };
    }
    if args.value("logins-per-minute").is_some() {
        let rate: u32 = args.count("logins-per-minute", 12, 1..=1_000_000)?;
        limits.logins = crate::server::limits::Rate { burst: f64::from(rate), per_second: f64::from(rate) / 60.0 };
        // The whole server's bound is never below one address's.
        let all = limits.all_logins;
        limits.all_logins =
            crate::server::limits::Rate { burst: all.burst.max(f64::from(rate)), per_second: all.per_second.max(f64::from(rate) / 60.0) };
    }
    limits.streams = args.count("streams-per-address", limits.streams, 1..=1_000_000)?;
    limits.seek_idle = std::time::Duration::from_secs(args.count("seek-idle-seconds", limits.seek_idle.as_secs(), 1..=86_400)?);
    limits.trust_proxy = args.flag("trust-proxy");
    crate::server::run(ServeConfig { listen: std::net::SocketAddr::new(ip, port), database, limits }).map_err(|e| CliError::Network(e.to_string()))
}

#[cfg(not(feature = "server"))]
pub fn serve(_: &Args) -> Result<(), CliError> {
    Err(CliError::usage("this Towers was built without the server (the server feature)"))
}
