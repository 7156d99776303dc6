//! What a clock shows, and what a move leaves on it, under each time control.

use super::TimeControl;
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// A seat's clock between its moves: its main time left, and under byo-yomi its periods.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Reading {
    pub left: Duration,
    pub periods: u32,
}

/// A clock as shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Face {
    /// The time shown: the main time, or in byo-yomi what is left of the current period.
    pub left: Duration,
    /// Byo-yomi periods left (the current one included).
    pub periods: u32,
    /// In byo-yomi: the main time is spent.
    pub overtime: bool,
    /// The time has run out.
    pub flagged: bool,
    /// How long this clock can run before its time runs out.
    pub to_flag: Duration,
}

/// `reading`'s face while its clock is not running.
pub fn at_rest(control: &TimeControl, reading: Reading) -> Face {
    running(control, reading, Duration::ZERO)
}

/// The face of a clock that started its move at `start` and has used `used` on it.
pub fn running(control: &TimeControl, start: Reading, used: Duration) -> Face {
    let plain = |left: Duration| Face {
        left: left.saturating_sub(used),
        periods: 0,
        overtime: false,
        flagged: used >= left,
        to_flag: left.saturating_sub(used),
    };
    match *control {
        TimeControl::Untimed => Face { left: Duration::ZERO, periods: 0, overtime: false, flagged: false, to_flag: Duration::MAX },
        TimeControl::ByoYomi { period, .. } => byo_yomi(start, used, period),
        _ => plain(start.left),
    }
}

/// Byo-yomi: the main time first, then one period after another; a period is used up only when
/// it runs out.
fn byo_yomi(start: Reading, used: Duration, period: Duration) -> Face {
    let total = start.left + period * start.periods;
    let to_flag = total.saturating_sub(used);
    if used < start.left {
        return Face { left: start.left - used, periods: start.periods, overtime: false, flagged: false, to_flag };
    }
    let over = used - start.left;
    let gone = (over.as_nanos() / period.as_nanos()) as u32;
    if gone >= start.periods {
        return Face { left: Duration::ZERO, periods: 0, overtime: true, flagged: true, to_flag: Duration::ZERO };
    }
    let into = over - period * gone;
    Face { left: period - into, periods: start.periods - gone, overtime: true, flagged: false, to_flag }
}

/// The reading after a move that took `used` from `start`; None if its time ran out first.
/// Readings are whole milliseconds, so a record writes them exactly.
pub fn after_move(control: &TimeControl, start: Reading, used: Duration) -> Option<Reading> {
    let used = Duration::from_millis(used.as_millis() as u64);
    let face = running(control, start, used);
    if face.flagged {
        return None;
    }
    Some(match *control {
        TimeControl::Untimed => start,
        TimeControl::SuddenDeath { .. } => Reading { left: face.left, periods: 0 },
        TimeControl::Fischer { increment, .. } => Reading { left: face.left + increment, periods: 0 },
        TimeControl::Delay { delay, .. } => Reading { left: face.left + used.min(delay), periods: 0 },
        // A move within a period keeps it whole for the next move.
        TimeControl::ByoYomi { .. } if face.overtime => Reading { left: Duration::ZERO, periods: face.periods },
        TimeControl::ByoYomi { .. } => Reading { left: face.left, periods: start.periods },
        TimeControl::PerMove { per_move } => Reading { left: per_move, periods: 0 },
    })
}

/// A time as clocks in exports write it, `H:MM:SS` and its fraction (tenths, or the
/// milliseconds where they need more): `0:04:32.1`, `0:04:32.25`; days first when
/// there are some (`2d 3:00:00.0`).
pub fn clock_text(d: Duration) -> String {
    let secs = d.as_secs();
    let (days, rest) = (secs / 86_400, secs % 86_400);
    // Tenths, or as many digits as the milliseconds need.
    let millis = format!("{:03}", d.subsec_millis());
    let fraction = millis.trim_end_matches('0');
    let fraction = if fraction.is_empty() { "0" } else { fraction };
    let text = format!("{}:{:02}:{:02}.{fraction}", rest / 3600, rest / 60 % 60, rest % 60);
    if days > 0 { format!("{days}d {text}") } else { text }
}

fn read_clock_text(text: &str) -> Option<Duration> {
    let (days, hms) = match text.split_once("d ") {
        Some((d, rest)) => (d.parse::<u64>().ok()?, rest),
        None => (0, text),
    };
    let parts: Vec<&str> = hms.split(':').collect();
    let [h, m, s] = parts.as_slice() else { return None };
    let whole = |t: &str| t.parse::<u64>().ok().filter(|_| t.chars().all(|c| c.is_ascii_digit()));
    let (h, m) = (whole(h)?, whole(m).filter(|&m| m < 60)?);
    let (sec, frac) = s.split_once('.').unwrap_or((s, "0"));
    let digits = frac.len() as u32;
    let (sec, frac) = (whole(sec).filter(|&s| s < 60)?, whole(frac).filter(|_| digits <= 3)?);
    let millis = frac * 10u64.pow(3 - digits);
    let secs = days.checked_mul(86_400)?.checked_add(h.checked_mul(3600)?)?.checked_add(m * 60 + sec)?;
    Some(Duration::from_secs(secs) + Duration::from_millis(millis))
}

impl fmt::Display for Reading {
    /// `0:04:32.1`, with `/N` after it under byo-yomi for the periods left (`0:00:00.0/3`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", clock_text(self.left))?;
        if self.periods > 0 { write!(f, "/{}", self.periods) } else { Ok(()) }
    }
}

impl FromStr for Reading {
    type Err = String;
    fn from_str(text: &str) -> Result<Reading, String> {
        let bad = || format!("'{}' is not a clock reading like 0:04:32.1", crate::core::text::quoted_up_to(text, 40));
        let (time, periods) = text.trim().split_once('/').map_or((text.trim(), None), |(t, p)| (t, Some(p)));
        let left = read_clock_text(time).ok_or_else(bad)?;
        let periods = periods.map_or(Ok(0), |p| p.parse::<u32>().map_err(|_| bad()))?;
        Ok(Reading { left, periods })
    }
}

/// A face as the app shows it: `4:32`, `0:09.4` under ten seconds, `1:02:00` over an hour,
/// `2d 3h` over a day; byo-yomi's periods after it (`0:27 (3)`).
pub fn show(face: &Face) -> String {
    let d = face.left;
    let secs = d.as_secs();
    let time = if secs >= 86_400 {
        format!("{}d {}h", secs / 86_400, secs / 3600 % 24)
    } else if secs >= 3600 {
        format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
    } else if d < Duration::from_secs(10) && !face.flagged {
        format!("0:{:02}.{}", secs, d.subsec_millis() / 100)
    } else {
        format!("{}:{:02}", secs / 60, secs % 60)
    };
    if face.periods > 0 { format!("{time} ({})", face.periods) } else { time }
}

impl serde::Serialize for Reading {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> serde::Deserialize<'de> for Reading {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Reading, D::Error> {
        String::deserialize(d)?.parse().map_err(serde::de::Error::custom)
    }
}
