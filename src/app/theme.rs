//! Board themes: RON files in `assets/themes/`, embedded in the binary. A theme names the games
//! it was made for; a game's default is the one its catalogue entry names (`games::GameEntry::ui`).
//! Every theme can be used with every game.

use serde::Deserialize;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
pub enum Pattern {
    #[default]
    Flat,
    Marble,
    Wood,
    Leaves,
    Diamond,
    Stone,
    Paper,
}

impl Pattern {
    pub fn id(self) -> u32 {
        self as u32
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
pub enum ArrowStyle {
    #[default]
    Plain,
    Bordered,
    Thin,
    Small,
}

impl ArrowStyle {
    pub fn id(self) -> u32 {
        self as u32
    }
}

fn one() -> f32 {
    1.0
}

#[derive(Clone, Debug, Deserialize)]
pub struct Arrows {
    /// North-south arrows.
    pub orth: [f32; 3],
    /// East-west arrows (default: as `orth`).
    #[serde(default)]
    pub orth2: Option<[f32; 3]>,
    pub diag: [f32; 3],
    #[serde(default)]
    pub border: [f32; 3],
    #[serde(default)]
    pub style: ArrowStyle,
}

#[derive(Clone, Debug, Deserialize)]
pub struct Theme {
    /// In the player's language, from the catalogue's `theme-<id>` (the file is words-free).
    #[serde(skip)]
    pub name: String,
    /// Games this theme was made for.
    #[serde(default)]
    pub games: Vec<String>,
    pub background: [f32; 3],
    pub light: [f32; 3],
    pub dark: [f32; 3],
    /// The board's frame and base.
    pub frame: [f32; 3],
    #[serde(default)]
    pub pattern: Pattern,
    /// How strongly the pattern shows (0 to 1).
    #[serde(default = "one")]
    pub pattern_strength: f32,
    pub arrows: Arrows,
    pub river: [f32; 3],
    /// Ivory Tower squares.
    pub tower: [f32; 3],
    /// Litróf chambers.
    pub chamber: [f32; 3],
    /// Legal targets and the selected piece.
    pub target: [f32; 3],
    pub selected: [f32; 3],
    pub last_move: [f32; 3],
    pub alert: [f32; 3],
    /// Figures: glossiness 0 (matte wood) to 1 (lacquer).
    #[serde(default = "one")]
    pub gloss: f32,
    /// Light intensity multiplier.
    #[serde(default = "one")]
    pub brightness: f32,
}

/// A theme with its id (file stem).
#[derive(Clone, Debug)]
pub struct ThemeEntry {
    pub id: String,
    pub theme: Theme,
}

/// Every theme, sorted by id.
pub fn all() -> Vec<ThemeEntry> {
    let mut paths = crate::core::assets::list("themes/");
    paths.sort();
    paths
        .into_iter()
        .filter(|p| p.ends_with(".ron"))
        .map(|p| {
            let id = p.trim_start_matches("themes/").trim_end_matches(".ron").to_string();
            let mut theme: Theme = crate::core::assets::load(p);
            theme.name = crate::i18n::text(&format!("theme-{id}"), &[]);
            ThemeEntry { id, theme }
        })
        .collect()
}

/// The default theme of a game: its catalogue entry's, else the first theme that lists it,
/// else the first theme.
pub fn default_for(game: &str) -> String {
    if let Some(entry) = crate::games::entry(game) {
        return entry.ui.theme.to_string();
    }
    let all = all();
    let mine = |t: &&ThemeEntry| t.theme.games.iter().any(|g| g == game);
    all.iter().find(mine).or(all.first()).map(|t| t.id.clone()).unwrap_or_default()
}

/// Themes in menu order for a game: its own first, then the others.
pub fn ordered_for(game: &str) -> Vec<ThemeEntry> {
    let (mut mine, others): (Vec<_>, Vec<_>) = all().into_iter().partition(|t| t.theme.games.iter().any(|g| g == game));
    let default = default_for(game);
    mine.sort_by_key(|t| t.id != default);
    mine.extend(others);
    mine
}

pub fn find(id: &str) -> Result<ThemeEntry, String> {
    let all = all();
    let ids: Vec<String> = all.iter().map(|t| t.id.clone()).collect();
    all.into_iter().find(|t| t.id == id).ok_or_else(|| format!("unknown theme '{id}' (themes: {})", ids.join(", ")))
}

#[cfg(test)]
mod tests {

    /// Each theme's name is a `theme-<id>` message, and each such message names a theme.
    #[test]
    fn every_theme_has_a_name_in_the_catalogue_and_no_name_lacks_a_theme() {
        use crate::i18n::{Lang, catalogue, message_ids};
        let ids: Vec<String> = super::all().into_iter().map(|t| t.id).collect();
        for id in &ids {
            assert!(catalogue().has(Lang::English, &format!("theme-{id}")), "theme {id} has no name");
        }
        for message in message_ids(Lang::English).into_keys().filter(|m| m.starts_with("theme-")) {
            assert!(ids.iter().any(|id| message == format!("theme-{id}")), "{message} names no theme");
        }
        let _chinese = crate::i18n::Speaking::new(Lang::Chinese);
        assert_eq!(super::all().into_iter().find(|t| t.id == "smess").map(|t| t.theme.name).as_deref(), Some("Smess 风格"));
    }

    use super::*;

    #[test]
    fn every_theme_parses_and_every_game_has_one() {
        let all = all();
        assert!(all.len() >= 7, "{} themes", all.len());
        for g in ["storm", "litrof", "tribesmen", "three-elephant"] {
            assert!(all.iter().any(|t| t.theme.games.iter().any(|x| x == g)), "no theme for {g}");
        }
        let storm = all.iter().filter(|t| t.theme.games.iter().any(|x| x == "storm")).count();
        assert!(storm >= 4, "only {storm} Storm themes");
        for g in crate::games::all() {
            assert!(all.iter().any(|t| t.theme.games.iter().any(|x| x == g.id)), "no theme for {}", g.id);
        }
        assert_eq!(ordered_for("litrof")[0].id, default_for("litrof"));
        assert!(find("nope").is_err());
    }
}
