//! Game configuration (game, variant, rule options, setup) and the descriptions of variants and
//! options that each game keeps in its RON data.

use super::text::quoted;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What a new game is made from; saved with every record.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameConfig {
    /// `storm`, `litrof`, `tribesmen`, `three-elephant`.
    pub game: String,
    /// `standard` or a variant id such as `korean`.
    pub variant: String,
    /// Rule options that differ from, or restate, the defaults.
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    /// Setup choice in the game's own syntax (Litróf arrays), if any.
    #[serde(default)]
    pub setup: Option<String>,
}

impl GameConfig {
    pub fn new(game: &str) -> Self {
        GameConfig { game: game.into(), variant: "standard".into(), ..Default::default() }
    }
    pub fn with_variant(mut self, v: &str) -> Self {
        self.variant = v.into();
        self
    }
    pub fn with_option(mut self, k: &str, v: &str) -> Self {
        self.options.insert(k.into(), v.into());
        self
    }
    pub fn with_setup(mut self, s: &str) -> Self {
        self.setup = Some(s.into());
        self
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct VariantSpec {
    pub id: String,
    pub name: String,
    /// Shown in the rules panel (e.g. "reconstructed from a third-party implementation").
    #[serde(default)]
    pub note: String,
    /// How this variant's pieces move where they differ from `GameMeta::moves`.
    #[serde(default)]
    pub moves: Vec<(char, String)>,
}

/// A rule option: a **Decision** of the spec, with its default and alternatives.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OptionSpec {
    pub name: String,
    pub default: String,
    pub values: Vec<String>,
    /// What the option means, for the menu and `--help`.
    pub help: String,
    /// The option's name in words, for the new-game dialog and the rules panel ("Pawns capture
    /// neutral pieces"); the `name` stays the id the command line and save files use.
    pub label: String,
    /// Each listed value in words ("automatic" → "Always happen"); `<number>` needs none.
    #[serde(default)]
    pub value_labels: BTreeMap<String, String>,
    /// Variants it applies to; empty = all.
    #[serde(default)]
    pub variants: Vec<String>,
}

/// The part of every game's RON data that describes it to the menu, CLI and rules panel.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameMeta {
    pub id: String,
    pub name: String,
    /// A few paragraphs for the rules panel.
    pub summary: String,
    pub variants: Vec<VariantSpec>,
    pub options: Vec<OptionSpec>,
    /// Parts of the rules or setup that are reconstructed rather than from the source.
    #[serde(default)]
    pub reconstructed: Vec<String>,
    /// How a setup is written, if the game has setup choices.
    #[serde(default)]
    pub setup_help: Option<String>,
    /// Sample setups offered in the menu.
    #[serde(default)]
    pub sample_setups: Vec<String>,
    /// What the colours or symbols on the pieces mean, for the rules panel (Litróf's powers
    /// and movements); empty for games whose pieces say it themselves.
    #[serde(default)]
    pub legend: Vec<LegendGroup>,
    /// How each figure moves, by its letter, in a few words for the pieces' list and the
    /// board's tooltip; empty for games without figures.
    #[serde(default)]
    pub moves: Vec<(char, String)>,
}

impl GameMeta {
    /// How the figure with this letter moves in `variant`, if the game says.
    pub fn how_it_moves(&self, variant: &str, letter: char) -> Option<&str> {
        let own = self.variants.iter().find(|v| v.id == variant).and_then(|v| v.moves.iter().find(|m| m.0 == letter));
        own.or_else(|| self.moves.iter().find(|m| m.0 == letter)).map(|m| m.1.as_str())
    }
}

/// A titled group of legend entries ("Powers (the medium pyramid)").
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LegendGroup {
    pub title: String,
    pub entries: Vec<LegendEntry>,
}

/// One symbol and what it means: a colour swatch (if any), a name and a sentence.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LegendEntry {
    pub colour: Option<crate::core::IcehouseColour>,
    pub name: String,
    pub text: String,
}

/// Options after defaults are filled in and every name and value is checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolvedOptions(pub BTreeMap<String, String>);

impl ResolvedOptions {
    pub fn get(&self, name: &str) -> &str {
        self.0.get(name).map(String::as_str).unwrap_or_else(|| panic!("option {name} is not declared in the game's data"))
    }
    pub fn is(&self, name: &str, value: &str) -> bool {
        self.get(name) == value
    }
    /// Numeric options ("150", or "off" for none).
    pub fn number(&self, name: &str) -> Option<u32> {
        self.get(name).parse().ok()
    }
}

impl OptionSpec {
    /// The help text as the app shows it beside the labels: each value's id, where the text
    /// names it ("automatic: …", "'interior' counts …"), replaced by its words, since the
    /// dialog never shows the ids. The command line keeps `help` as it is.
    pub fn explain(&self) -> String {
        let mut text = self.help.clone();
        for (id, label) in &self.value_labels {
            if let Some(rest) = text.strip_prefix(&format!("{id}: ")) {
                text = format!("{label}: {rest}");
            }
            for sep in ["; ", ". "] {
                text = text.replace(&format!("{sep}{id}: "), &format!("{sep}{label}: "));
            }
            text = text.replace(&format!("'{id}'"), &format!("“{label}”"));
        }
        text
    }

    /// A value in words: its label, or the value itself (a number).
    pub fn value_label(&self, value: &str) -> String {
        match self.value_labels.get(value) {
            Some(l) => l.clone(),
            None => value.to_string(),
        }
    }
}

impl GameMeta {
    pub fn variant(&self, id: &str) -> Option<&VariantSpec> {
        self.variants.iter().find(|v| v.id == id)
    }

    /// Checks the variant and options of `config` against this game; fills in defaults.
    pub fn resolve(&self, config: &GameConfig) -> Result<ResolvedOptions, ConfigError> {
        if config.game != self.id {
            return Err(ConfigError::OtherGame { wanted: config.game.clone(), this: self.id.clone() });
        }
        if self.variant(&config.variant).is_none() {
            let names: Vec<&str> = self.variants.iter().map(|v| v.id.as_str()).collect();
            return Err(ConfigError::UnknownVariant { variant: config.variant.clone(), game: self.id.clone(), known: names.join(", ") });
        }
        if config.setup.is_some() && self.setup_help.is_none() {
            return Err(ConfigError::NoSetups { game: self.id.clone() });
        }
        let mut out = BTreeMap::new();
        for spec in &self.options {
            out.insert(spec.name.clone(), spec.default.clone());
        }
        for (k, v) in &config.options {
            let Some(spec) = self.options.iter().find(|o| &o.name == k) else {
                let names: Vec<&str> = self.options.iter().map(|o| o.name.as_str()).collect();
                return Err(ConfigError::UnknownOption { option: k.clone(), game: self.id.clone(), known: names.join(", ") });
            };
            let numeric = spec.values.iter().any(|x| x == "<number>") && v.parse::<u32>().is_ok();
            if !numeric && !spec.values.iter().any(|x| x == v) {
                return Err(ConfigError::BadValue { option: k.clone(), value: v.clone(), values: spec.values.join(", ") });
            }
            out.insert(k.clone(), v.clone());
        }
        Ok(ResolvedOptions(out))
    }
}

/// Why a configuration (game, variant, options, setup) was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    #[error("unknown game '{}' (games: {known})", quoted(.id))]
    UnknownGame { id: String, known: String },
    #[error("configuration is for game '{}', not '{this}'", quoted(.wanted))]
    OtherGame { wanted: String, this: String },
    #[error("unknown variant '{}' for {game} (variants: {known})", quoted(.variant))]
    UnknownVariant { variant: String, game: String, known: String },
    #[error("unknown option '{}' for {game} (options: {known})", quoted(.option))]
    UnknownOption { option: String, game: String, known: String },
    #[error("option '{}' cannot be '{}' (values: {values})", quoted(.option), quoted(.value))]
    BadValue { option: String, value: String, values: String },
    /// A setup was given for a game that has none (its start is fixed; a position string can
    /// still start it elsewhere).
    #[error("{game} has no setups: its start is fixed (a position string, --position, can start it elsewhere)")]
    NoSetups { game: String },
    /// The engine refused the setup or an option's value, for the reason given.
    #[error("{0}")]
    Rejected(String),
}

impl From<String> for ConfigError {
    fn from(why: String) -> ConfigError {
        ConfigError::Rejected(why)
    }
}

impl From<&str> for ConfigError {
    fn from(why: &str) -> ConfigError {
        ConfigError::Rejected(why.to_string())
    }
}

/// Engines that still answer in words pass a `ConfigError` on as its message.
impl From<ConfigError> for String {
    fn from(e: ConfigError) -> String {
        e.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meta() -> GameMeta {
        GameMeta {
            id: "g".into(),
            name: "G".into(),
            summary: String::new(),
            variants: vec![VariantSpec { id: "standard".into(), name: "Standard".into(), note: String::new(), moves: Vec::new() }],
            options: vec![
                OptionSpec {
                    name: "rep".into(),
                    default: "a".into(),
                    values: vec!["a".into(), "b".into()],
                    help: String::new(),
                    label: "Rep".into(),
                    value_labels: BTreeMap::new(),
                    variants: vec![],
                },
                OptionSpec {
                    name: "limit".into(),
                    default: "150".into(),
                    values: vec!["<number>".into(), "off".into()],
                    help: String::new(),
                    label: "Limit".into(),
                    value_labels: BTreeMap::new(),
                    variants: vec![],
                },
            ],
            reconstructed: vec![],
            setup_help: None,
            sample_setups: vec![],
            legend: vec![],
            moves: vec![],
        }
    }

    #[test]
    fn the_explanation_names_values_by_their_words() {
        let mut o = meta().options.remove(0);
        o.help = "a: first; b: second, unlike 'a'.".into();
        o.value_labels = [("a".to_string(), "Always".to_string()), ("b".to_string(), "Never".to_string())].into();
        assert_eq!(o.explain(), "Always: first; Never: second, unlike “Always”.");
    }

    #[test]
    fn defaults_and_errors() {
        let m = meta();
        let r = m.resolve(&GameConfig::new("g")).unwrap();
        assert_eq!(r.get("rep"), "a");
        assert_eq!(r.number("limit"), Some(150));
        let r = m.resolve(&GameConfig::new("g").with_option("limit", "off")).unwrap();
        assert_eq!(r.number("limit"), None);
        assert!(m.resolve(&GameConfig::new("g").with_option("rep", "c")).unwrap_err().to_string().contains("cannot be 'c'"));
        assert!(m.resolve(&GameConfig::new("g").with_option("x", "c")).unwrap_err().to_string().contains("unknown option 'x'"));
        assert!(m.resolve(&GameConfig::new("g").with_variant("korean")).unwrap_err().to_string().contains("unknown variant"));
    }

    #[test]
    fn a_setup_for_a_game_without_setups_is_refused() {
        let mut m = meta();
        assert_eq!(m.resolve(&GameConfig::new("g").with_setup("x")), Err(ConfigError::NoSetups { game: "g".into() }));
        m.setup_help = Some("how".into());
        assert!(m.resolve(&GameConfig::new("g").with_setup("x")).is_ok());
    }

    #[test]
    fn quoted_names_show_control_characters_escaped() {
        let e = meta().resolve(&GameConfig::new("g").with_option("\x1b[2J", "c")).unwrap_err().to_string();
        assert!(e.contains("'\\u{1b}[2J'") && !e.contains('\x1b'), "{e}");
    }
}
