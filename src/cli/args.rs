//! A small argument parser: positional words, `--flag`, `--key value` and repeatable
//! `--option NAME=VALUE`, with clear errors.

use crate::core::GameConfig;
use crate::core::text::quoted;
use std::collections::BTreeMap;
use std::collections::btree_map::Entry;
use std::fmt::Display;
use std::ops::RangeInclusive;
use std::str::FromStr;

#[derive(Debug, Default)]
pub struct Args {
    pub positional: Vec<String>,
    pub values: BTreeMap<String, String>,
    pub flags: Vec<String>,
    pub options: Vec<(String, String)>,
    /// `--name`s with no value after them (the last word, or one followed by another
    /// `--name`): reported by `allow`, after any name the command does not take, so that a
    /// mistyped flag is called unknown rather than short of a value.
    pub missing_values: Vec<String>,
}

/// Why the words of a command line were refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ArgError {
    /// `what` ("--games") is not a whole number within `lo..=hi` (the bounds as written).
    #[error("{what} must be a whole number from {lo} to {hi}, got '{}'", quoted(.text))]
    NotACount { what: String, lo: String, hi: String, text: String },
    #[error("{what} must be a number of seconds above 0 and at most {MAX_SECONDS}, got '{}'", quoted(.text))]
    NotSeconds { what: String, text: String },
    #[error("--{} is given twice", quoted(.0))]
    Twice(String),
    #[error("--option needs a value")]
    OptionWithoutValue,
    #[error("--option needs NAME=VALUE, got '{}'", quoted(.0))]
    OptionNotNameValue(String),
    #[error("--option {} is given twice", quoted(.0))]
    OptionTwice(String),
    /// A positional word the command needs, by its name.
    #[error("missing {0}")]
    Missing(String),
    #[error("unknown argument --{}", quoted(.0))]
    Unknown(String),
    #[error("--{} needs a value", quoted(.0))]
    NeedsValue(String),
    #[error("unexpected argument '{}'", quoted(.0))]
    Unexpected(String),
}

/// The whole-number types arguments are read as, with their full range.
pub trait Bounded: FromStr + PartialOrd + Display + Copy {
    const MIN: Self;
    const MAX: Self;
}

macro_rules! bounded {
    ($($t:ty),*) => {$(impl Bounded for $t { const MIN: Self = <$t>::MIN; const MAX: Self = <$t>::MAX; })*};
}
bounded!(u16, u32, u64, usize);

/// The most seconds any command takes as a time budget: a day.
pub const MAX_SECONDS: f64 = 86_400.0;

/// Reads `text` as a whole number within `range`; `what` names it in the error ("--games"),
/// which says the range and quotes the text.
pub fn parse_count<T: Bounded>(text: &str, what: &str, range: RangeInclusive<T>) -> Result<T, ArgError> {
    let (lo, hi) = (*range.start(), *range.end());
    let bad = || ArgError::NotACount { what: what.to_string(), lo: lo.to_string(), hi: hi.to_string(), text: text.to_string() };
    // Digits only: no sign, no spaces, no '_' (what `FromStr` accepts beyond that varies).
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    match text.parse::<T>() {
        Ok(n) if range.contains(&n) => Ok(n),
        _ => Err(bad()),
    }
}

/// Reads a seat as players count them, from 1 ("spectator": None), as the seat's number
/// from 0.
pub fn parse_seat(text: &str) -> Result<Option<usize>, ArgError> {
    match text {
        "spectator" => Ok(None),
        n => parse_count(n, "--seat (from 1, or spectator)", 1..=64usize).map(|n| Some(n - 1)),
    }
}

/// Reads `text` as a number of seconds: finite, above 0 and at most [`MAX_SECONDS`].
pub fn parse_seconds(text: &str, what: &str) -> Result<f64, ArgError> {
    match text.parse::<f64>() {
        Ok(s) if s.is_finite() && s > 0.0 && s <= MAX_SECONDS => Ok(s),
        _ => Err(ArgError::NotSeconds { what: what.to_string(), text: text.to_string() }),
    }
}

/// Flags that take no value.
const FLAGS: &[&str] = &[
    "divide",
    "text",
    "verbose",
    "quiet",
    "no-autosave",
    "fullscreen",
    "steps",
    "reset-settings",
    "startup-stats",
    "fixed",
    "edit",
    "analyse",
    "p2p",
    "no-direct",
    "trust-proxy",
];

impl Args {
    pub fn parse(words: &[String]) -> Result<Args, ArgError> {
        let mut a = Args::default();
        let mut i = 0;
        while i < words.len() {
            let w = &words[i];
            i += 1;
            let Some(name) = w.strip_prefix("--") else {
                a.positional.push(w.clone());
                continue;
            };
            let (name, inline) = match name.split_once('=') {
                Some((n, v)) => (n.to_string(), Some(v.to_string())),
                None => (name.to_string(), None),
            };
            if FLAGS.contains(&name.as_str()) {
                a.flags.push(name);
                continue;
            }
            // A following `--name` is not this one's value.
            let value = match (inline, words.get(i)) {
                (Some(v), _) => Some(v),
                (None, Some(next)) if !next.starts_with("--") => {
                    i += 1;
                    Some(next.clone())
                }
                (None, _) => None,
            };
            match value {
                Some(v) if name == "option" => a.add_option(&v)?,
                Some(v) => match a.values.entry(name) {
                    Entry::Occupied(e) => return Err(ArgError::Twice(e.key().clone())),
                    Entry::Vacant(e) => {
                        e.insert(v);
                    }
                },
                // Every command takes --option: it is never unknown.
                None if name == "option" => return Err(ArgError::OptionWithoutValue),
                None => a.missing_values.push(name),
            }
        }
        Ok(a)
    }

    /// `--option NAME=VALUE`, each name once.
    fn add_option(&mut self, text: &str) -> Result<(), ArgError> {
        let (k, v) = text.split_once('=').ok_or_else(|| ArgError::OptionNotNameValue(text.to_string()))?;
        let k = k.trim().to_string();
        if self.options.iter().any(|(seen, _)| *seen == k) {
            return Err(ArgError::OptionTwice(k));
        }
        self.options.push((k, v.trim().to_string()));
        Ok(())
    }

    pub fn flag(&self, name: &str) -> bool {
        self.flags.iter().any(|f| f == name)
    }

    pub fn value(&self, name: &str) -> Option<&str> {
        self.values.get(name).map(String::as_str)
    }

    /// A whole number from `--name`, or `default`: any value of the type `T` (seeds).
    pub fn number<T: Bounded>(&self, name: &str, default: T) -> Result<T, ArgError> {
        self.count(name, default, T::MIN..=T::MAX)
    }

    /// A whole number from `--name` within `range`, or `default`.
    pub fn count<T: Bounded>(&self, name: &str, default: T, range: RangeInclusive<T>) -> Result<T, ArgError> {
        self.value(name).map_or(Ok(default), |v| parse_count(v, &format!("--{name}"), range))
    }

    /// A number of seconds from `--name`, or `default`: finite, positive and at most a day.
    pub fn seconds(&self, name: &str, default: f64) -> Result<f64, ArgError> {
        self.value(name).map_or(Ok(default), |v| parse_seconds(v, &format!("--{name}")))
    }

    /// The n-th positional word as a whole number within `range`, named `what` in errors.
    pub fn positional_count<T: Bounded>(&self, n: usize, what: &str, range: RangeInclusive<T>) -> Result<T, ArgError> {
        let w = self.positional.get(n).ok_or_else(|| ArgError::Missing(what.to_string()))?;
        parse_count(w, what, range)
    }

    /// Only these `--key value` names are accepted by the command, and each that takes a
    /// value has one.
    pub fn allow(&self, names: &[&str]) -> Result<(), ArgError> {
        let given = self.values.keys().chain(&self.flags).chain(&self.missing_values);
        if let Some(unknown) = given.into_iter().find(|k| !names.contains(&k.as_str())) {
            return Err(ArgError::Unknown(unknown.clone()));
        }
        match self.missing_values.first() {
            Some(name) => Err(ArgError::NeedsValue(name.clone())),
            None => Ok(()),
        }
    }

    /// At most `most` positional words: the next one is refused by name.
    pub fn positionals(&self, most: usize) -> Result<(), ArgError> {
        match self.positional.get(most) {
            Some(extra) => Err(ArgError::Unexpected(extra.clone())),
            None => Ok(()),
        }
    }

    /// A game configuration from `game` and `--variant`, `--option`, `--setup`.
    pub fn config(&self, game: &str) -> GameConfig {
        let mut c = GameConfig::new(game);
        if let Some(v) = self.value("variant") {
            c.variant = v.to_string();
        }
        for (k, v) in &self.options {
            c.options.insert(k.clone(), v.clone());
        }
        c.setup = self.value("setup").map(str::to_string);
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn seats_count_from_one() {
        assert_eq!(parse_seat("1"), Ok(Some(0)));
        assert_eq!(parse_seat("4"), Ok(Some(3)));
        assert_eq!(parse_seat("spectator"), Ok(None));
        assert!(parse_seat("0").unwrap_err().to_string().contains("from 1"));
    }

    #[test]
    fn parses_options_and_values() {
        let a = Args::parse(&words("storm 4 --variant korean --option repetition=zillions --divide --games=3")).unwrap();
        assert_eq!(a.positional, vec!["storm", "4"]);
        assert_eq!(a.value("variant"), Some("korean"));
        assert_eq!(a.options, vec![("repetition".into(), "zillions".into())]);
        assert!(a.flag("divide"));
        assert_eq!(a.number::<u32>("games", 1).unwrap(), 3);
        assert!(Args::parse(&words("--variant")).unwrap().allow(&["variant"]).unwrap_err().to_string().contains("--variant needs a value"));
        assert_eq!(Args::parse(&words("--variant")).unwrap().allow(&["variant"]), Err(ArgError::NeedsValue("variant".into())));
        assert!(Args::parse(&words("--option foo")).unwrap_err().to_string().contains("NAME=VALUE"));
        let a = Args::parse(&words("x --games ten")).unwrap();
        assert!(a.number::<u32>("games", 1).unwrap_err().to_string().contains("whole number"));
        assert!(matches!(a.number::<u32>("games", 1), Err(ArgError::NotACount { .. })));
    }

    #[test]
    fn range_errors_name_both_bounds() {
        let e = parse_count::<u16>("65536", "--port", 0..=u16::MAX).unwrap_err();
        assert_eq!(e.to_string(), "--port must be a whole number from 0 to 65535, got '65536'");
        assert!(parse_count::<usize>("0", "--lesson", 1..=usize::MAX).unwrap_err().to_string().contains(&format!("from 1 to {}", usize::MAX)));
    }

    /// A mistyped name is unknown, whether or not a value follows it; a known one without a
    /// value needs one, and a following `--name` is not taken as its value.
    #[test]
    fn an_unknown_name_is_called_unknown_before_a_missing_value() {
        let allow = |s: &str| Args::parse(&words(s)).unwrap().allow(&["text", "seconds"]);
        assert_eq!(allow("f --bogus").unwrap_err().to_string(), "unknown argument --bogus");
        assert_eq!(allow("f --bogus --text").unwrap_err(), ArgError::Unknown("bogus".into()));
        assert_eq!(allow("f --seconds --text").unwrap_err().to_string(), "--seconds needs a value");
        assert_eq!(allow("f --seconds").unwrap_err().to_string(), "--seconds needs a value");
        assert!(allow("f --seconds -1 --text").is_ok(), "a value may start with one dash");
        assert_eq!(Args::parse(&words("storm extra")).unwrap().positionals(1).unwrap_err().to_string(), "unexpected argument 'extra'");
        let a = Args::parse(&words("show --option=repetition=zillions storm --option move-limit=off")).unwrap();
        assert_eq!(a.positional, ["show", "storm"], "--option=NAME=VALUE takes no next word");
        assert_eq!(a.options, [("repetition".to_string(), "zillions".to_string()), ("move-limit".to_string(), "off".to_string())]);
    }
}
