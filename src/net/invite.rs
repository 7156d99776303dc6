//! The invitation: one string that says where a host is and what its join code is,
//! `towers://192.168.1.20:7627/K7P2QX`, which a host prints (`invite: …`) and a player pastes
//! into the app's Join field or gives to `towers join`. It holds what the two separate fields
//! held, so it is as secret as the code.

use std::fmt;
use std::net::IpAddr;
use std::str::FromStr;

const SCHEME: &str = "towers://";

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invitation {
    /// "host:port" (an IPv6 address in brackets).
    pub addr: String,
    pub code: String,
}

/// Why a text is not an invitation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{text}' is not an invitation: {why} (an invitation reads towers://HOST:PORT/CODE)")]
pub struct InviteError {
    pub text: String,
    pub why: &'static str,
}

impl Invitation {
    /// The invitations to a host listening on `bound` at `port`: one per address friends can
    /// reach it at (`addresses::join_addresses`), or its loopback address when it listens
    /// there only or this machine has no other.
    pub fn for_host(bound: IpAddr, port: u16, code: &str) -> Vec<Invitation> {
        let hosts = match super::addresses::join_addresses(bound, super::addresses::local_addresses()) {
            Ok(list) if !list.is_empty() => list,
            Ok(_) => vec!["127.0.0.1".to_string()],
            Err(only) => vec![only],
        };
        hosts.into_iter().map(|h| Invitation { addr: with_brackets(&h, port), code: code.to_string() }).collect()
    }
}

/// "host:port", an IPv6 address in brackets.
fn with_brackets(host: &str, port: u16) -> String {
    if host.contains(':') { format!("[{host}]:{port}") } else { format!("{host}:{port}") }
}

impl fmt::Display for Invitation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{SCHEME}{}/{}", self.addr, self.code)
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
            .ok_or_else(|| refuse("it does not start with towers://"))?;
        let (addr, code) = rest.trim_end_matches('/').rsplit_once('/').ok_or_else(|| refuse("it has no join code after the address"))?;
        let (host, port) = addr.rsplit_once(':').ok_or_else(|| refuse("the address has no port"))?;
        port.parse::<u16>()
            .ok()
            .filter(|_| port.bytes().all(|b| b.is_ascii_digit()))
            .ok_or_else(|| refuse("the port is not a number up to 65535"))?;
        let host_ok = match host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
            Some(v6) => v6.parse::<std::net::Ipv6Addr>().is_ok(),
            None => !host.is_empty() && host.len() <= 253 && host.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'-'),
        };
        if !host_ok {
            return Err(refuse("the host is not an address or a name"));
        }
        let code = super::host::check_code(code).map_err(|_| refuse("the join code is not 1 to 32 letters, digits, - or _"))?;
        Ok(Invitation { addr: addr.to_string(), code })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_invitation_reads_back_as_written() {
        for text in ["towers://192.168.1.20:7627/K7P2QX", "towers://[::1]:7627/ABC-_9", "towers://friend.example.org:1/Q"] {
            let i: Invitation = text.parse().unwrap();
            assert_eq!(i.to_string(), text);
        }
        let i: Invitation = " TOWERS://10.0.0.5:7627/K7P2QX/ ".parse().unwrap();
        assert_eq!((i.addr.as_str(), i.code.as_str()), ("10.0.0.5:7627", "K7P2QX"));
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
        ] {
            let e = bad.parse::<Invitation>().unwrap_err().to_string();
            assert!(e.contains("is not an invitation") && !e.contains('\n'), "{bad}: {e}");
        }
    }

    #[test]
    fn a_host_on_the_loopback_invites_there_and_ipv6_is_bracketed() {
        assert_eq!(
            Invitation::for_host("127.0.0.1".parse().unwrap(), 9, "C").iter().map(ToString::to_string).collect::<Vec<_>>(),
            ["towers://127.0.0.1:9/C"]
        );
        assert_eq!(Invitation::for_host("::1".parse().unwrap(), 9, "C")[0].to_string(), "towers://[::1]:9/C");
    }
}
