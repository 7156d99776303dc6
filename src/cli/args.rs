//! A small argument parser: positional words, `--flag`, `--key value` and repeatable
//! `--option NAME=VALUE`, with clear errors.

use crate::core::GameConfig;
use std::collections::BTreeMap;

#[derive(Debug, Default)]
pub struct Args {
    pub positional: Vec<String>,
    pub values: BTreeMap<String, String>,
    pub flags: Vec<String>,
    pub options: Vec<(String, String)>,
}

/// Flags that take no value.
const FLAGS: &[&str] = &["divide", "text", "verbose", "quiet", "no-autosave", "fullscreen"];

impl Args {
    pub fn parse(words: &[String]) -> Result<Args, String> {
        let mut a = Args::default();
        let mut i = 0;
        while i < words.len() {
            let w = &words[i];
            if let Some(name) = w.strip_prefix("--") {
                let (name, inline) = match name.split_once('=') {
                    Some((n, v)) if n != "option" => (n.to_string(), Some(v.to_string())),
                    _ => (name.to_string(), None),
                };
                if FLAGS.contains(&name.as_str()) {
                    a.flags.push(name);
                    i += 1;
                    continue;
                }
                let value = match inline {
                    Some(v) => v,
                    None => {
                        i += 1;
                        words.get(i).cloned().ok_or_else(|| format!("--{name} needs a value"))?
                    }
                };
                if name == "option" || name.starts_with("option=") {
                    let v = name.strip_prefix("option=").map(str::to_string).unwrap_or(value);
                    let (k, val) = v.split_once('=').ok_or_else(|| format!("--option needs NAME=VALUE, got '{v}'"))?;
                    a.options.push((k.trim().to_string(), val.trim().to_string()));
                } else {
                    a.values.insert(name, value);
                }
            } else {
                a.positional.push(w.clone());
            }
            i += 1;
        }
        Ok(a)
    }

    pub fn flag(&self, name: &str) -> bool {
        self.flags.iter().any(|f| f == name)
    }

    pub fn value(&self, name: &str) -> Option<&str> {
        self.values.get(name).map(String::as_str)
    }

    /// A whole number from `--name`, or `default`.
    pub fn number<T: std::str::FromStr>(&self, name: &str, default: T) -> Result<T, String> {
        match self.value(name) {
            None => Ok(default),
            Some(v) => v.parse().map_err(|_| format!("--{name} must be a whole number, got '{v}'")),
        }
    }

    /// A number of seconds from `--name`, or `default`: finite, positive and at most a day.
    pub fn seconds(&self, name: &str, default: f64) -> Result<f64, String> {
        let Some(v) = self.value(name) else { return Ok(default) };
        match v.parse::<f64>() {
            Ok(s) if s.is_finite() && s > 0.0 && s <= 86_400.0 => Ok(s),
            _ => Err(format!("--{name} must be a number of seconds above 0 and at most 86400, got '{v}'")),
        }
    }

    /// The n-th positional word parsed as a number, named `what` in errors.
    pub fn positional_number<T: std::str::FromStr>(&self, n: usize, what: &str) -> Result<T, String> {
        let w = self.positional.get(n).ok_or_else(|| format!("missing {what}"))?;
        w.parse().map_err(|_| format!("{what} must be a whole number, got '{w}'"))
    }

    /// Only these `--key value` names are accepted by the command.
    pub fn allow(&self, names: &[&str]) -> Result<(), String> {
        for k in self.values.keys() {
            if !names.contains(&k.as_str()) {
                return Err(format!("unknown argument --{k}"));
            }
        }
        for f in &self.flags {
            if !names.contains(&f.as_str()) {
                return Err(format!("unknown argument --{f}"));
            }
        }
        Ok(())
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
    fn parses_options_and_values() {
        let a = Args::parse(&words("storm 4 --variant korean --option repetition=zillions --divide --games=3")).unwrap();
        assert_eq!(a.positional, vec!["storm", "4"]);
        assert_eq!(a.value("variant"), Some("korean"));
        assert_eq!(a.options, vec![("repetition".into(), "zillions".into())]);
        assert!(a.flag("divide"));
        assert_eq!(a.number::<u32>("games", 1).unwrap(), 3);
        assert!(Args::parse(&words("--variant")).unwrap_err().contains("needs a value"));
        assert!(Args::parse(&words("--option foo")).unwrap_err().contains("NAME=VALUE"));
        let a = Args::parse(&words("x --games ten")).unwrap();
        assert!(a.number::<u32>("games", 1).unwrap_err().contains("whole number"));
    }
}
