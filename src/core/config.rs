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

/// A game's `meta` as its RON file (`assets/games/<game>.ron`) writes it: the ids, option
/// names and values, setups and figure letters, which are the same in every language. The
/// words are messages of the catalogue (`assets/i18n/<language>/games.ftl`), each named after
/// the field it fills ([`GameWords`]); [`MetaData::to_meta`] puts them in, in the current
/// language.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MetaData {
    pub id: String,
    pub variants: Vec<VariantData>,
    pub options: Vec<OptionData>,
    /// The keys of the notes on what is reconstructed, in the order they are shown.
    #[serde(default)]
    pub reconstructed: Vec<String>,
    /// Whether the game takes setups: its words then say how one is written.
    #[serde(default)]
    pub setups: bool,
    #[serde(default)]
    pub sample_setups: Vec<String>,
    /// The letters of the figures whose moves are told, in that order.
    #[serde(default)]
    pub moves: Vec<char>,
}

/// A variant as the RON file writes it: its id, whether a note comes with it, and the letters
/// of the figures that move otherwise in it.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VariantData {
    pub id: String,
    #[serde(default)]
    pub note: bool,
    #[serde(default)]
    pub moves: Vec<char>,
}

/// A rule option as the RON file writes it: what a user types, and where it applies.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OptionData {
    pub name: String,
    pub default: String,
    pub values: Vec<String>,
    #[serde(default)]
    pub variants: Vec<String>,
}

/// The message ids of one game's words, `game-<game id>-<field path>`:
///
/// | field | id |
/// |---|---|
/// | name, summary | `game-<game>-name`, `game-<game>-summary` |
/// | a variant's name and note | `game-<game>-variant-<variant>-name`, `…-note` |
/// | how a figure moves | `game-<game>-moves-<letter>`, in a variant `game-<game>-variant-<variant>-moves-<letter>` |
/// | an option's label and help | `game-<game>-option-<option>-label`, `…-help` |
/// | an option value's words | `game-<game>-option-<option>-value-<value>` |
/// | a reconstructed part | `game-<game>-reconstructed-<key>` |
/// | how a setup is written | `game-<game>-setup-help` |
/// | a legend group's title | `game-<game>-legend-<group>-title` |
/// | a legend entry's name and text | `game-<game>-legend-<group>-<entry>-name`, `…-text` |
///
/// Texts may be written over several lines ([`paragraphs`]).
#[derive(Clone, Copy, Debug)]
pub struct GameWords<'a> {
    pub game: &'a str,
}

impl GameWords<'_> {
    /// The id of a field of this game's words: `field` is its path (`name`, `option-reach-help`).
    pub fn id(&self, field: &str) -> String {
        format!("game-{}-{field}", self.game)
    }

    /// The field's words in the current language.
    pub fn say(&self, field: &str) -> String {
        game_text(&self.id(field))
    }
}

#[cfg(test)]
thread_local! {
    /// The game messages this thread has asked for since [`asked_game_messages`] began to listen.
    static ASKED: std::cell::RefCell<Option<std::collections::BTreeSet<String>>> = const { std::cell::RefCell::new(None) };
}

/// Every game message `f` asks for on this thread (what the coverage tests compare with the
/// catalogue).
#[cfg(test)]
pub fn asked_game_messages(f: impl FnOnce()) -> std::collections::BTreeSet<String> {
    ASKED.with(|a| a.replace(Some(Default::default())));
    f();
    ASKED.with(|a| a.replace(None)).unwrap_or_default()
}

/// A game message (`game-…`) in the current language, its lines joined into paragraphs.
pub fn game_text(id: &str) -> String {
    #[cfg(test)]
    ASKED.with(|a| {
        if let Some(set) = a.borrow_mut().as_mut() {
            set.insert(id.to_string());
        }
    });
    paragraphs(&crate::i18n::text(id, &[]))
}

/// A text written over several lines, as the catalogue and the guides keep it: the lines of a
/// paragraph are joined (with a space, but none beside a Chinese or Japanese character), and
/// paragraphs, separated by one or more blank lines, come out separated by `\n\n`.
pub fn paragraphs(text: &str) -> String {
    let wide = |c: char| matches!(c, '\u{2E80}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}' | '\u{FE30}'..='\u{FE4F}' | '\u{FF00}'..='\u{FFEF}');
    let mut paragraphs = Vec::new();
    let mut words = String::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() {
            if !words.is_empty() {
                paragraphs.push(std::mem::take(&mut words));
            }
        } else {
            if !words.is_empty() && !words.ends_with(wide) && !line.starts_with(wide) {
                words.push(' ');
            }
            words.push_str(line);
        }
    }
    if !words.is_empty() {
        paragraphs.push(words);
    }
    paragraphs.join("\n\n")
}

impl MetaData {
    /// The game's description in the current language.
    pub fn to_meta(&self) -> GameMeta {
        self.meta_with(&|field| GameWords { game: &self.id }.say(field))
    }

    /// Checks the variant and options of `config` against this game (ids only: no words are
    /// looked up); fills in defaults.
    pub fn resolve(&self, config: &GameConfig) -> Result<ResolvedOptions, ConfigError> {
        self.meta_with(&|_| String::new()).resolve(config)
    }

    /// The description with each field's words as `say` gives them for the field's path.
    fn meta_with(&self, say: &dyn Fn(&str) -> String) -> GameMeta {
        let moves = |prefix: &str, letters: &[char]| letters.iter().map(|c| (*c, say(&format!("{prefix}moves-{c}")))).collect();
        GameMeta {
            id: self.id.clone(),
            name: say("name"),
            summary: say("summary"),
            variants: self
                .variants
                .iter()
                .map(|v| VariantSpec {
                    id: v.id.clone(),
                    name: say(&format!("variant-{}-name", v.id)),
                    note: if v.note { say(&format!("variant-{}-note", v.id)) } else { String::new() },
                    moves: moves(&format!("variant-{}-", v.id), &v.moves),
                })
                .collect(),
            options: self
                .options
                .iter()
                .map(|o| OptionSpec {
                    name: o.name.clone(),
                    default: o.default.clone(),
                    values: o.values.clone(),
                    help: say(&format!("option-{}-help", o.name)),
                    label: say(&format!("option-{}-label", o.name)),
                    value_labels: o
                        .values
                        .iter()
                        .filter(|v| *v != "<number>")
                        .map(|v| (v.clone(), say(&format!("option-{}-value-{v}", o.name))))
                        .collect(),
                    variants: o.variants.clone(),
                })
                .collect(),
            reconstructed: self.reconstructed.iter().map(|key| say(&format!("reconstructed-{key}"))).collect(),
            setup_help: self.setups.then(|| say("setup-help")),
            sample_setups: self.sample_setups.clone(),
            legend: Vec::new(),
            moves: moves("", &self.moves),
        }
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
