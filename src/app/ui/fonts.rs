//! The fonts the panels draw with: egui's own, then Noto Sans CJK SC for the Chinese
//! translation (cut down to the characters its messages use by `scripts/subset-cjk-font.sh`).

use bevy_egui::egui;
use std::sync::Arc;

/// Noto Sans CJK SC, subset (SIL Open Font License 1.1: `assets/fonts/OFL.txt`).
const CJK: &[u8] = include_bytes!("../../../assets/fonts/NotoSansSC-Towers.otf");

/// egui's fonts with the CJK font behind them: Latin text keeps egui's look, and a character
/// egui's fonts lack is drawn from the CJK font.
pub fn definitions() -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert("noto-sans-sc".into(), Arc::new(egui::FontData::from_static(CJK)));
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts.families.entry(family).or_default().push("noto-sans-sc".into());
    }
    fonts
}

#[cfg(test)]
mod tests {
    use bevy_egui::egui::epaint::text::{Fonts, TextOptions};
    use bevy_egui::egui::{FontFamily, FontId};

    fn messages(text: &str) -> String {
        text.lines().filter(|l| !l.trim_start().starts_with('#')).collect()
    }

    /// Every character a translation brings (beyond English's own icons) can be drawn: a Chinese message edited without running
    /// `scripts/subset-cjk-font.sh` fails here.
    #[test]
    fn every_character_of_every_translation_has_a_glyph() {
        let mut fonts = Fonts::new(TextOptions::default(), super::definitions());
        let english: std::collections::HashSet<char> =
            crate::i18n::sources(crate::i18n::Lang::English).iter().flat_map(|(_, t)| messages(t).chars().collect::<Vec<_>>()).collect();
        for lang in &crate::i18n::Lang::ALL[1..] {
            for (path, text) in crate::i18n::sources(*lang) {
                let messages: String = messages(text).chars().filter(|c| !english.contains(c)).collect();
                // Proportional only: egui's has_glyph says no for any character the face of its
                // replacement glyph draws (Hack, first in Monospace), and both families end in
                // the same CJK font.
                let font = FontId::new(14.0, FontFamily::Proportional);
                let missing: String = messages.chars().filter(|c| !c.is_whitespace() && !fonts.has_glyph(&font, *c)).collect();
                assert!(missing.is_empty(), "{path}: no glyph for {missing:?}: run scripts/subset-cjk-font.sh");
            }
        }
    }

    #[test]
    fn the_cjk_font_is_a_subset() {
        assert!(super::CJK.len() < 2_000_000, "{} bytes: the whole font went in", super::CJK.len());
    }
}
