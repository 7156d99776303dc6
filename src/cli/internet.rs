//! The command line's side of the internet transport (`net::p2p`): `towers host --p2p`,
//! `towers join`'s `--relay` and `--no-direct`, and `towers relay`.

use super::{Args, CliError};
use crate::net::Internet;
use crate::net::host::HostHandle;

/// The options that ask for the internet transport: `--p2p` (n0's public relays), `--relay
/// URL` (only that relay), `--no-direct` (relay only: no direct path, no address shown to the
/// other side). `None` when none is given.
pub fn asked(args: &Args) -> Result<Option<Internet>, CliError> {
    if !(args.flag("p2p") || args.value("relay").is_some() || args.flag("no-direct")) {
        return Ok(None);
    }
    let relay = args.value("relay").map(checked_relay).transpose()?;
    Ok(Some(Internet { relay, direct: !args.flag("no-direct") }))
}

#[cfg(feature = "p2p")]
fn checked_relay(text: &str) -> Result<String, CliError> {
    crate::net::p2p::relay_url(text).map(|_| text.trim().to_string()).map_err(|e| CliError::usage(format!("--relay: {e}")))
}

#[cfg(not(feature = "p2p"))]
fn checked_relay(_: &str) -> Result<String, CliError> {
    Err(not_built())
}

#[cfg(not(feature = "p2p"))]
fn not_built() -> CliError {
    CliError::usage("this Towers was built without the internet transport (the p2p feature)")
}

/// The host's internet endpoint, while hosting, and whether its invitation was printed yet.
pub struct HostSide {
    #[cfg(feature = "p2p")]
    endpoint: Option<crate::net::p2p::P2pHost>,
    announced: bool,
}

impl HostSide {
    /// Starts the endpoint when it was asked for.
    #[cfg(feature = "p2p")]
    pub fn start(asked: Option<Internet>, handle: &HostHandle) -> Result<HostSide, CliError> {
        let Some(asked) = asked else { return Ok(HostSide { endpoint: None, announced: true }) };
        let endpoint = crate::net::p2p::P2pHost::for_host(&asked, handle, || {}).map_err(CliError::Network)?;
        Ok(HostSide { endpoint: Some(endpoint), announced: false })
    }

    #[cfg(not(feature = "p2p"))]
    pub fn start(asked: Option<Internet>, _: &HostHandle) -> Result<HostSide, CliError> {
        match asked {
            Some(_) => Err(not_built()),
            None => Ok(HostSide { announced: true }),
        }
    }

    /// The invitation over the internet transport, once, when the endpoint is online.
    pub fn invitation(&mut self, handle: &HostHandle) -> Option<crate::net::invite::Invitation> {
        if self.announced {
            return None;
        }
        #[cfg(feature = "p2p")]
        if let Some(invitation) = self.endpoint.as_ref().and_then(|e| e.invitation(handle)) {
            self.announced = true;
            return Some(invitation);
        }
        let _ = handle;
        None
    }

    /// Closes the endpoint (after the game, once joiners have had their last messages).
    pub fn shutdown(self) {
        #[cfg(feature = "p2p")]
        if let Some(endpoint) = self.endpoint {
            endpoint.shutdown();
        }
    }
}

/// `towers relay`
pub fn relay(args: &Args) -> Result<(), CliError> {
    args.allow(&["port", "bind"])?;
    args.positionals(0)?;
    let port: u16 = args.count("port", 3340, 0..=u16::MAX)?;
    let bind = args.value("bind").unwrap_or("0.0.0.0");
    let ip: std::net::IpAddr =
        bind.parse().map_err(|_| CliError::usage(format!("--bind must be an IP address, got '{}'", crate::core::text::quoted(bind))))?;
    serve(std::net::SocketAddr::new(ip, port))
}

#[cfg(feature = "p2p")]
fn serve(addr: std::net::SocketAddr) -> Result<(), CliError> {
    let relay = crate::net::p2p::relay::Relay::start(addr).map_err(CliError::Network)?;
    super::net_commands::say(&format!("relay {}", relay.url()));
    loop {
        std::thread::park();
    }
}

#[cfg(not(feature = "p2p"))]
fn serve(_: std::net::SocketAddr) -> Result<(), CliError> {
    Err(not_built())
}
