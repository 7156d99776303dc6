//! UTC date and time for save files, without a calendar crate.

use std::time::{SystemTime, UNIX_EPOCH};

/// `YYYY-MM-DD HH:MM:SS UTC` for a Unix time in seconds.
pub fn format_utc(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    let (y, m, d) = civil_from_days(days);
    format!("{y:04}-{m:02}-{d:02} {:02}:{:02}:{:02} UTC", rem / 3600, rem / 60 % 60, rem % 60)
}

pub fn now_utc() -> String {
    format_utc(SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0))
}

/// The Unix time in seconds at which a day `YYYY-MM-DD` begins (UTC); `None` for anything else,
/// an impossible day (`2026-02-30`) included.
pub fn day_start(text: &str) -> Option<u64> {
    let mut parts = text.trim().splitn(3, '-');
    let mut number = |len: usize| parts.next().filter(|p| p.len() == len && p.bytes().all(|b| b.is_ascii_digit()))?.parse::<u32>().ok();
    let (y, m, d) = (number(4)?, number(2)?, number(2)?);
    let days = days_from_civil(i64::from(y), m, d);
    (civil_from_days(days) == (i64::from(y), m, d) && days >= 0).then(|| days as u64 * 86_400)
}

/// Howard Hinnant's days-from-civil algorithm, the inverse of `civil_from_days` for real days.
fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y.rem_euclid(400);
    let mp = i64::from((m + 9) % 12);
    let doy = (153 * mp + 2) / 5 + i64::from(d) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// Howard Hinnant's days-to-civil algorithm (proleptic Gregorian).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (if m <= 2 { y + 1 } else { y }, m, d)
}

#[cfg(test)]
mod tests {
    #[test]
    fn known_dates() {
        assert_eq!(super::format_utc(0), "1970-01-01 00:00:00 UTC");
        assert_eq!(super::format_utc(951_782_400), "2000-02-29 00:00:00 UTC");
        assert_eq!(super::format_utc(1_796_040_000), "2026-11-30 12:00:00 UTC");
    }

    #[test]
    fn days_read_back() {
        assert_eq!(super::day_start("1970-01-01"), Some(0));
        assert_eq!(super::day_start("2000-02-29"), Some(951_782_400));
        assert_eq!(super::day_start(" 2026-11-30 "), Some(1_796_040_000 - 12 * 3600));
        for bad in
            ["", "2026-02-30", "2025-02-29", "2026-13-01", "2026-00-10", "2026-1-01", "26-01-01", "2026-01-01x", "1969-12-31", "２０２６-01-01"]
        {
            assert_eq!(super::day_start(bad), None, "{bad}");
        }
    }

    #[test]
    fn every_day_of_four_centuries_reads_back() {
        for day in (0..146_097u64 * 2).step_by(7) {
            let text = &super::format_utc(day * 86_400)[..10];
            assert_eq!(super::day_start(text), Some(day * 86_400), "{text}");
        }
    }
}
