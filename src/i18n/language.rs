//! The languages Towers speaks, and which of them the system asks for.

use serde::{Deserialize, Serialize};

/// A language with a complete translation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    English,
    German,
    /// Simplified Chinese: the script of the mainland's Xiangqi players.
    Chinese,
}

impl Lang {
    /// Every language, English first (the one every other falls back to).
    pub const ALL: [Lang; 3] = [Lang::English, Lang::German, Lang::Chinese];

    /// The BCP 47 tag, which names the folder of its messages under `assets/i18n/`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::English => "en",
            Lang::German => "de",
            Lang::Chinese => "zh-CN",
        }
    }

    /// The language's name in itself, as a menu of languages shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::English => "English",
            Lang::German => "Deutsch",
            Lang::Chinese => "简体中文",
        }
    }

    /// The language a locale name asks for (`de`, `de-AT`, `de_DE.UTF-8`, `zh-Hans-CN`,
    /// `ZH_cn`), if Towers speaks it.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let primary = locale.split(['-', '_', '.', '@']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::English),
            "de" => Some(Lang::German),
            "zh" => Some(Lang::Chinese),
            _ => None,
        }
    }

    /// The language a command line's `--lang` names: its tag or a locale (see
    /// [`Lang::from_locale`]).
    pub fn parse(word: &str) -> Option<Lang> {
        Lang::from_locale(word.trim())
    }
}

/// The first of the system's preferred languages that Towers speaks, else English. `C` and
/// `POSIX` (a machine with no locale set) are English.
pub fn system() -> Lang {
    sys_locale::get_locales().find_map(|l| Lang::from_locale(&l)).unwrap_or(Lang::English)
}

#[cfg(test)]
mod tests {
    use super::Lang;

    #[test]
    fn locale_names_find_their_language() {
        for (locale, lang) in [
            ("de", Some(Lang::German)),
            ("de_DE.UTF-8", Some(Lang::German)),
            ("de-AT", Some(Lang::German)),
            ("zh-CN", Some(Lang::Chinese)),
            ("zh_CN.UTF-8", Some(Lang::Chinese)),
            ("zh-Hans-SG", Some(Lang::Chinese)),
            ("en-GB", Some(Lang::English)),
            ("C", None),
            ("POSIX", None),
            ("fr_FR", None),
            ("", None),
        ] {
            assert_eq!(Lang::from_locale(locale), lang, "{locale}");
        }
    }

    #[test]
    fn every_language_has_a_distinct_tag_and_name() {
        let tags: std::collections::HashSet<_> = Lang::ALL.iter().map(|l| l.tag()).collect();
        let names: std::collections::HashSet<_> = Lang::ALL.iter().map(|l| l.native_name()).collect();
        assert_eq!(tags.len(), Lang::ALL.len());
        assert_eq!(names.len(), Lang::ALL.len());
        assert_eq!(Lang::ALL[0], Lang::English);
    }
}
