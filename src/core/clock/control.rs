//! Time controls and their one-line text form, the same on the command line, in the new-game
//! dialog, in saves and in exports (docs/clocks.md):
//!
//! | text        | control                                                        |
//! |-------------|----------------------------------------------------------------|
//! | `none`      | no clock                                                       |
//! | `10`        | sudden death: 10 minutes for the whole game                    |
//! | `5+3`       | Fischer: 5 minutes, 3 seconds added after each move            |
//! | `5+d3`      | Bronstein delay: 5 minutes; of each move's time, up to 3 s back |
//! | `10+5x30`   | byo-yomi: 10 minutes, then 5 periods of 30 seconds             |
//! | `3d`        | correspondence: 3 days for each move                           |
//!
//! A main time is in minutes unless it ends in `s` or `h` (`30s+1`, `1h+30`); an increment,
//! a delay and a period are in seconds. Fractions are allowed (`0.5+0`).

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// How much time each seat has, and what a move gives back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum TimeControl {
    #[default]
    Untimed,
    /// `main` for the whole game.
    SuddenDeath { main: Duration },
    /// `main`, and `increment` added after each move (Fischer).
    Fischer { main: Duration, increment: Duration },
    /// `main`; after each move the time it took is given back, up to `delay` (Bronstein).
    Delay { main: Duration, delay: Duration },
    /// `main`, then `periods` periods of `period` each: a move made within a period keeps it,
    /// a period run out is gone (byo-yomi).
    ByoYomi { main: Duration, period: Duration, periods: u32 },
    /// `per_move` for every move, whatever the earlier ones took (correspondence).
    PerMove { per_move: Duration },
}

/// The longest time any part of a control may have: a year (so sums never overflow).
const LONGEST: Duration = Duration::from_secs(366 * 24 * 3600);
const DAY: Duration = Duration::from_secs(24 * 3600);

/// Why a time control's text was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("time control '{text}': {why} (examples: none, 10, 5+3, 5+d3, 10+5x30, 3d)")]
pub struct TimeControlError {
    pub text: String,
    pub why: String,
}

impl TimeControl {
    pub fn is_timed(&self) -> bool {
        *self != TimeControl::Untimed
    }

    /// The time on each seat's clock when the game starts, and the byo-yomi periods.
    pub fn start(&self) -> (Duration, u32) {
        match *self {
            TimeControl::Untimed => (Duration::ZERO, 0),
            TimeControl::SuddenDeath { main } | TimeControl::Fischer { main, .. } | TimeControl::Delay { main, .. } => (main, 0),
            TimeControl::ByoYomi { main, periods, .. } => (main, periods),
            TimeControl::PerMove { per_move } => (per_move, 0),
        }
    }

    /// The control in words, for the new-game dialog and the clocks' tooltip, in the player's
    /// language.
    pub fn describe(&self) -> String {
        match *self {
            TimeControl::Untimed => crate::t!("time-control-untimed"),
            TimeControl::SuddenDeath { main } => crate::t!("time-control-sudden-death", main = span(main)),
            TimeControl::Fischer { main, increment } => crate::t!("time-control-fischer", main = span(main), increment = span(increment)),
            TimeControl::Delay { main, delay } => crate::t!("time-control-delay", main = span(main), delay = span(delay)),
            TimeControl::ByoYomi { main, period, periods } => {
                crate::t!("time-control-byo-yomi", main = span(main), count = periods, period = span(period))
            }
            TimeControl::PerMove { per_move } => crate::t!("time-control-per-move", per_move = span(per_move)),
        }
    }
}

/// A span of time in words: "5 min", "3 s", "1 h 30 min", "3 days", in the player's language.
pub fn span(d: Duration) -> String {
    let s = d.as_secs_f64();
    let n = |x: f64| if x.fract() == 0.0 { format!("{x}") } else { format!("{x:.1}") };
    if d >= DAY && d.as_secs().is_multiple_of(DAY.as_secs()) {
        let days = d.as_secs() / DAY.as_secs();
        return crate::t!("time-span-days", count = days);
    }
    if s >= 3600.0 && d.as_secs().is_multiple_of(60) {
        let (h, m) = (d.as_secs() / 3600, d.as_secs() / 60 % 60);
        return if m == 0 { crate::t!("time-span-hours", hours = h) } else { crate::t!("time-span-hours-minutes", hours = h, minutes = m) };
    }
    if s >= 60.0 && (s / 60.0 * 10.0).fract() == 0.0 {
        crate::t!("time-span-minutes", minutes = n(s / 60.0))
    } else {
        crate::t!("time-span-seconds", seconds = n(s))
    }
}

/// A number of units, as typed: digits with at most one decimal point.
fn number(text: &str) -> Option<f64> {
    let digits = text.chars().all(|c| c.is_ascii_digit() || c == '.') && text.chars().any(|c| c.is_ascii_digit());
    digits.then(|| text.parse::<f64>().ok()).flatten().filter(|x| x.is_finite())
}

/// `text` in `unit`s (seconds a unit), or with its own unit suffix s, m, h or d.
fn duration(text: &str, unit: f64) -> Option<Duration> {
    let (digits, unit) = match text.char_indices().last()? {
        (i, 's') => (&text[..i], 1.0),
        (i, 'm') => (&text[..i], 60.0),
        (i, 'h') => (&text[..i], 3600.0),
        (i, 'd') => (&text[..i], DAY.as_secs_f64()),
        _ => (text, unit),
    };
    let secs = number(digits)? * unit;
    (secs <= LONGEST.as_secs_f64()).then(|| Duration::from_secs_f64(secs))
}

/// A main time as written: whole minutes as a number, anything else in seconds (`30s`).
fn write_main(d: Duration) -> String {
    let s = d.as_secs_f64();
    if d.subsec_nanos() == 0 && d.as_secs().is_multiple_of(60) { trim(s / 60.0) } else { format!("{}s", trim(s)) }
}

fn trim(x: f64) -> String {
    let text = format!("{x:.3}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let secs = |d: Duration| trim(d.as_secs_f64());
        match *self {
            TimeControl::Untimed => write!(f, "none"),
            TimeControl::SuddenDeath { main } => write!(f, "{}", write_main(main)),
            TimeControl::Fischer { main, increment } => write!(f, "{}+{}", write_main(main), secs(increment)),
            TimeControl::Delay { main, delay } => write!(f, "{}+d{}", write_main(main), secs(delay)),
            TimeControl::ByoYomi { main, period, periods } => write!(f, "{}+{periods}x{}", write_main(main), secs(period)),
            TimeControl::PerMove { per_move } if per_move.as_secs().is_multiple_of(DAY.as_secs()) && per_move.subsec_nanos() == 0 => {
                write!(f, "{}d", per_move.as_secs() / DAY.as_secs())
            }
            TimeControl::PerMove { per_move } => write!(f, "{}d", trim(per_move.as_secs_f64() / DAY.as_secs_f64())),
        }
    }
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        let t = text.trim().to_ascii_lowercase();
        let refuse = |why: &str| TimeControlError { text: crate::core::text::quoted_up_to(text.trim(), 40).to_string(), why: why.into() };
        if matches!(t.as_str(), "none" | "off" | "untimed" | "-") {
            return Ok(TimeControl::Untimed);
        }
        if let Some(days) = t.strip_suffix('d').or_else(|| t.strip_suffix(" days")).or_else(|| t.strip_suffix(" day")) {
            let per_move =
                duration(days.trim(), DAY.as_secs_f64()).filter(|d| !d.is_zero()).ok_or_else(|| refuse("days a move must be a number above 0"))?;
            return Ok(TimeControl::PerMove { per_move });
        }
        let (main_text, extra) = t.split_once('+').map_or((t.as_str(), None), |(m, e)| (m, Some(e)));
        let main = duration(main_text.trim(), 60.0).ok_or_else(|| refuse("the main time must be a number of minutes (or 30s, 1h)"))?;
        let seconds = |text: &str, what: &str| duration(text.trim(), 1.0).ok_or_else(|| refuse(&format!("{what} must be a number of seconds")));
        let control = match extra.map(str::trim) {
            None => TimeControl::SuddenDeath { main },
            Some(e) if e.starts_with('d') => TimeControl::Delay { main, delay: seconds(&e[1..], "the delay")? },
            Some(e) if e.contains('x') => {
                let (n, period) = e.split_once('x').expect("it contains an x");
                let periods = n
                    .trim()
                    .parse::<u32>()
                    .ok()
                    .filter(|p| (1..=100).contains(p))
                    .ok_or_else(|| refuse("the number of periods must be from 1 to 100"))?;
                let period = seconds(period, "a period")?;
                if period.is_zero() {
                    return Err(refuse("a period must be longer than 0 s"));
                }
                TimeControl::ByoYomi { main, period, periods }
            }
            Some(e) => TimeControl::Fischer { main, increment: seconds(e, "the increment")? },
        };
        if control.start().0.is_zero() && matches!(control, TimeControl::SuddenDeath { .. } | TimeControl::Delay { .. }) {
            return Err(refuse("the main time must be longer than 0"));
        }
        if let TimeControl::Fischer { main, increment } = control
            && main.is_zero()
            && increment.is_zero()
        {
            return Err(refuse("with no main time the increment must be longer than 0"));
        }
        Ok(control)
    }
}

impl serde::Serialize for TimeControl {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> serde::Deserialize<'de> for TimeControl {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<TimeControl, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tc(text: &str) -> TimeControl {
        text.parse().unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn each_form_reads_and_writes_back() {
        let min = |m: u64| Duration::from_secs(60 * m);
        let s = Duration::from_secs;
        assert_eq!(tc("none"), TimeControl::Untimed);
        assert_eq!(tc("10"), TimeControl::SuddenDeath { main: min(10) });
        assert_eq!(tc("5+3"), TimeControl::Fischer { main: min(5), increment: s(3) });
        assert_eq!(tc(" 5 + d3 "), TimeControl::Delay { main: min(5), delay: s(3) });
        assert_eq!(tc("10+5x30"), TimeControl::ByoYomi { main: min(10), period: s(30), periods: 5 });
        assert_eq!(tc("3d"), TimeControl::PerMove { per_move: s(3 * 24 * 3600) });
        assert_eq!(tc("30s+1"), TimeControl::Fischer { main: s(30), increment: s(1) });
        assert_eq!(tc("1h+30"), TimeControl::Fischer { main: min(60), increment: s(30) });
        assert_eq!(tc("0+2"), TimeControl::Fischer { main: Duration::ZERO, increment: s(2) });
        for text in ["none", "10", "5+3", "5+d3", "10+5x30", "3d", "30s+1", "2+1.5", "0+2", "12.5s", "0.5d"] {
            assert_eq!(tc(text).to_string(), text, "{text} writes back as it reads");
            assert_eq!(tc(&tc(text).to_string()), tc(text));
        }
        assert_eq!(tc("1h+30").to_string(), "60+30");
        assert_eq!(tc("0.5+0").to_string(), "30s+0");
    }

    #[test]
    fn bad_text_is_refused_in_one_line() {
        for bad in ["", "x", "5+", "5+x", "0", "-5", "5+3+2", "10+0x30", "10+5x0", "1e3", "0+0", "99999999", "5+d", "nan", "0d", "10+101x5"] {
            let e = bad.parse::<TimeControl>().unwrap_err().to_string();
            assert!(e.starts_with("time control '") && !e.contains('\n'), "{bad}: {e}");
        }
    }

    #[test]
    fn controls_are_described_in_words() {
        assert_eq!(tc("5+3").describe(), "5 min each, 3 s added a move");
        assert_eq!(tc("10+5x30").describe(), "10 min each, then 5 periods of 30 s (byo-yomi)");
        assert_eq!(tc("2d").describe(), "2 days a move (correspondence)");
        assert_eq!(tc("90").describe(), "1 h 30 min each, sudden death");
    }
}
