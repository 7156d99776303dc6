//! Where friends reach a host: this machine's addresses, and which of them a host listening on
//! one address can be joined at.

/// Where friends reach a host listening on `bound`, given this machine's addresses: all of
/// them for every interface, else the one it listens on. Err: it listens on this machine only
/// (the loopback), where no friend elsewhere can reach it.
pub fn join_addresses(bound: std::net::IpAddr, local: Vec<String>) -> Result<Vec<String>, String> {
    if bound.is_loopback() {
        Err(bound.to_string())
    } else if bound.is_unspecified() {
        Ok(local)
    } else {
        Ok(vec![bound.to_string()])
    }
}

/// This machine's own network addresses (IPv4, not loopback), to tell friends where to join.
pub fn local_addresses() -> Vec<String> {
    let mut out = Vec::new();
    // SAFETY: getifaddrs fills a list we only read and then free with freeifaddrs.
    unsafe {
        let mut list: *mut libc::ifaddrs = std::ptr::null_mut();
        if libc::getifaddrs(&mut list) != 0 {
            return out;
        }
        let mut at = list;
        while !at.is_null() {
            let a = &*at;
            if !a.ifa_addr.is_null() && (*a.ifa_addr).sa_family as i32 == libc::AF_INET {
                let sin = &*(a.ifa_addr as *const libc::sockaddr_in);
                let ip = std::net::Ipv4Addr::from(u32::from_be(sin.sin_addr.s_addr));
                if !ip.is_loopback() {
                    out.push(ip.to_string());
                }
            }
            at = a.ifa_next;
        }
        libc::freeifaddrs(list);
    }
    out.sort();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn friends_are_sent_where_the_host_listens() {
        let local = || vec!["192.168.1.20".to_string()];
        assert_eq!(join_addresses("0.0.0.0".parse().unwrap(), local()), Ok(local()));
        assert_eq!(join_addresses("10.0.0.5".parse().unwrap(), local()), Ok(vec!["10.0.0.5".to_string()]));
        assert_eq!(join_addresses("127.0.0.1".parse().unwrap(), local()), Err("127.0.0.1".to_string()), "not 192.168.1.20: nobody listens there");
    }
}
