//! The invitation: one string that says where a host is, what its join code is and which key
//! it proves itself with, `towers://192.168.1.20:7627/K7P2QX/<52 letters of key>`, which a host
//! prints (`invite: …`) and a player pastes into the app's Join field or gives to `towers join`.
//! It is as secret as the code it holds; the key in it is what lets the joiner's connection be
//! encrypted to the host and to no one else (`net::secure`).

use std::fmt;
use std::net::IpAddr;
use std::str::FromStr;

use super::secure::PublicKey;

const SCHEME: &str = "towers://";

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invitation {
    pub route: Route,
    pub code: String,
    pub key: PublicKey,
}

/// How the host is reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// "host:port" (an IPv6 address in brackets), over TCP.
    Tcp(String),
    /// An iroh endpoint ticket (`net::p2p`): the host's endpoint key, relay and addresses,
    /// written `towers://p2p/TICKET/CODE/KEY`.
    P2p(String),
}

impl fmt::Display for Route {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Route::Tcp(addr) => f.write_str(addr),
            Route::P2p(_) => f.write_str("the host over the internet transport"),
        }
    }
}

/// The longest ticket taken (one with a relay and a few addresses is 100 to 300 letters).
const MAX_TICKET: usize = 2000;

/// Why a text is not an invitation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{text}' is not an invitation: {why} (an invitation reads towers://HOST:PORT/CODE/KEY or towers://p2p/TICKET/CODE/KEY)")]
pub struct InviteError {
    pub text: String,
    pub why: &'static str,
}

impl Invitation {
    /// The invitations to a host listening on `bound` at `port`: one per address friends can
    /// reach it at (`addresses::join_addresses`), or its loopback address when it listens
    /// there only or this machine has no other.
    pub fn for_host(bound: IpAddr, port: u16, code: &str, key: PublicKey) -> Vec<Invitation> {
        let hosts = match super::addresses::join_addresses(bound, super::addresses::local_addresses()) {
            Ok(list) if !list.is_empty() => list,
            Ok(_) => vec!["127.0.0.1".to_string()],
            Err(only) => vec![only],
        };
        hosts.into_iter().map(|h| Invitation { route: Route::Tcp(with_brackets(&h, port)), code: code.to_string(), key }).collect()
    }

    /// The invitation to a host reached over the internet transport by `ticket`.
    pub fn for_p2p(ticket: &str, code: &str, key: PublicKey) -> Invitation {
        Invitation { route: Route::P2p(ticket.to_string()), code: code.to_string(), key }
    }
}

/// "host:port", an IPv6 address in brackets.
fn with_brackets(host: &str, port: u16) -> String {
    if host.contains(':') { format!("[{host}]:{port}") } else { format!("{host}:{port}") }
}

impl fmt::Display for Invitation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.route {
            Route::Tcp(addr) => write!(f, "{SCHEME}{addr}/{}/{}", self.code, self.key),
            Route::P2p(ticket) => write!(f, "{SCHEME}p2p/{ticket}/{}/{}", self.code, self.key),
        }
    }
}

impl FromStr for Invitation {
    type Err = InviteError;

    fn from_str(text: &str) -> Result<Invitation, InviteError> {
        let t = text.trim();
        let refuse = |why| InviteError { text: crate::core::text::quoted_up_to(t, 80).to_string(), why };
        let rest = t
            .get(..SCHEME.len())
            .filter(|s| s.eq_ignore_ascii_case(SCHEME))
            .map(|_| &t[SCHEME.len()..])
            .ok_or_else(|| refuse("it does not start with towers://"))?
            .trim_end_matches('/');
        let (route, rest) = match rest.split_once('/') {
            Some((p2p, rest)) if p2p.eq_ignore_ascii_case("p2p") => {
                let (ticket, rest) = rest.split_once('/').ok_or_else(|| refuse("it has no join code after the ticket"))?;
                (Route::P2p(read_ticket(ticket).ok_or_else(|| refuse("the ticket is not letters and digits"))?), rest)
            }
            Some((addr, rest)) => (Route::Tcp(read_address(addr).map_err(refuse)?), rest),
            None => return Err(refuse(if rest.contains(':') { "it has no join code after the address" } else { "the address has no port" })),
        };
        let (code, key) = match rest.split_once('/') {
            Some((code, key)) => (code, Some(key)),
            None => (rest, None),
        };
        let code = super::host::check_code(code).map_err(|_| refuse("the join code is not 1 to 32 letters, digits, - or _"))?;
        let key = key.ok_or_else(|| {
            refuse("it has no host key after the code (an invitation from before Towers encrypted its games: ask the host for a new one)")
        })?;
        let key = key.parse::<PublicKey>().map_err(|_| refuse("the host key is not 52 base32 letters and digits"))?;
        Ok(Invitation { route, code, key })
    }
}

/// "host:port", checked.
fn read_address(addr: &str) -> Result<String, &'static str> {
    let (host, port) = addr.rsplit_once(':').ok_or("the address has no port")?;
    port.parse::<u16>().ok().filter(|_| port.bytes().all(|b| b.is_ascii_digit())).ok_or("the port is not a number up to 65535")?;
    let host_ok = match host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        Some(v6) => v6.parse::<std::net::Ipv6Addr>().is_ok(),
        None => !host.is_empty() && host.len() <= 253 && host.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'-'),
    };
    if host_ok { Ok(addr.to_string()) } else { Err("the host is not an address or a name") }
}

/// A ticket's text (checked for its letters here; read in full when dialled), in lower case.
fn read_ticket(ticket: &str) -> Option<String> {
    let ok = (8..=MAX_TICKET).contains(&ticket.len()) && ticket.bytes().all(|b| b.is_ascii_alphanumeric());
    ok.then(|| ticket.to_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A key's 52 letters (any key reads: the invitation does not check it against a host).
    const KEY: &str = "P4X2HQ7Y3ZAJ5NWB6MCE2RTVKD7UFSG3LQ4OXPI5HWN6JYRAZB4A";

    fn key() -> PublicKey {
        KEY.parse().unwrap()
    }

    #[test]
    fn an_invitation_reads_back_as_written() {
        for at in ["192.168.1.20:7627/K7P2QX", "[::1]:7627/ABC-_9", "friend.example.org:1/Q"] {
            let text = format!("towers://{at}/{KEY}");
            let i: Invitation = text.parse().unwrap();
            assert_eq!(i.to_string(), text);
        }
        let i: Invitation = format!(" TOWERS://10.0.0.5:7627/K7P2QX/{}/ ", KEY.to_lowercase()).parse().unwrap();
        assert_eq!((i.route, i.code.as_str(), i.key), (Route::Tcp("10.0.0.5:7627".into()), "K7P2QX", key()));
        let p2p = format!("towers://p2p/endpointabqcks3aq6mvblgd22vzrg/K7P2QX/{KEY}");
        let i: Invitation = p2p.parse().unwrap();
        assert_eq!(i.route, Route::P2p("endpointabqcks3aq6mvblgd22vzrg".into()));
        assert_eq!(i.to_string(), p2p);
    }

    #[test]
    fn anything_else_is_refused_in_one_line() {
        for bad in [
            "",
            "10.0.0.5:7627/K7",
            "towers://10.0.0.5/K7",
            "towers://10.0.0.5:99999/K7",
            "towers://10.0.0.5:7627/",
            "towers://:7627/K7",
            "towers://[zz]:7627/K7",
            "towers://a b:7627/K7",
            "towers://h:7627/bad code",
            "towers://10.0.0.5:7627/K7",
            "towers://10.0.0.5:7627/K7/SHORTKEY",
            "towers://p2p/K7",
            "towers://p2p/tick-et/K7/P4X2HQ7Y3ZAJ5NWB6MCE2RTVKD7UFSG3LQ4OXPI5HWN6JYRAZB4A",
        ] {
            let e = bad.parse::<Invitation>().unwrap_err().to_string();
            assert!(e.contains("is not an invitation") && !e.contains('\n'), "{bad}: {e}");
        }
    }

    #[test]
    fn a_host_on_the_loopback_invites_there_and_ipv6_is_bracketed() {
        assert_eq!(
            Invitation::for_host("127.0.0.1".parse().unwrap(), 9, "C", key()).iter().map(ToString::to_string).collect::<Vec<_>>(),
            [format!("towers://127.0.0.1:9/C/{KEY}")]
        );
        assert_eq!(Invitation::for_host("::1".parse().unwrap(), 9, "C", key())[0].to_string(), format!("towers://[::1]:9/C/{KEY}"));
        let old = "towers://10.0.0.5:7627/K7".parse::<Invitation>().unwrap_err().to_string();
        assert!(old.contains("ask the host for a new one"), "{old}");
    }
}
