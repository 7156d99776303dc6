use super::vision::{Vision, distance};
use super::*;
use crate::core::GameConfig;

/// The least CIEDE2000 distance the colour-safe palette keeps between two colours a player
/// must tell apart, in every vision. About 10 is "clearly different at a glance", and the palette keeps 19; pieces are
/// also told apart by their letters and patterns, so the palette is the second cue, not the
/// only one.
const LEAST_APART: f64 = 15.0;

/// Every pair of paints a player must tell apart: the seats of every game and variant (as the
/// palette paints them), and all six of Litróf's colours (any two can meet in one tower or
/// one match).
fn pairs(palette: Palette) -> Vec<(String, [f32; 3], [f32; 3])> {
    let mut out = Vec::new();
    for entry in crate::games::all() {
        for variant in (entry.meta)().variants {
            let config = GameConfig::new(entry.id).with_variant(&variant.id);
            let seats = crate::games::new_game(&config).unwrap().view().seats;
            for (i, a) in seats.iter().enumerate() {
                for b in &seats[i + 1..] {
                    out.push((format!("{} {}: {} and {}", entry.id, variant.id, a.name, b.name), palette.seat(a), palette.seat(b)));
                }
            }
        }
    }
    let six = IcehouseColour::SPECTRAL;
    for (i, &a) in six.iter().enumerate() {
        for &b in &six[i + 1..] {
            out.push((format!("litrof colours {} and {}", a.name(), b.name()), palette.rgb(a), palette.rgb(b)));
        }
    }
    out
}

/// The closest pair and how close, for one vision.
fn closest(palette: Palette, vision: Vision) -> (f64, String) {
    pairs(palette).into_iter().map(|(what, a, b)| (distance(vision, a, b), what)).min_by(|x, y| x.0.total_cmp(&y.0)).unwrap()
}

#[test]
fn the_colour_safe_palette_keeps_every_pair_apart_in_every_vision() {
    let all = pairs(Palette::ColourSafe);
    assert!(all.len() >= 15 + 4, "{} pairs", all.len());
    for vision in Vision::ALL {
        let (least, what) = closest(Palette::ColourSafe, vision);
        assert!(least >= LEAST_APART, "{}: {what} only {least:.1} apart", vision.name());
    }
}

#[test]
fn the_standard_palette_is_the_one_that_fails_red_green_vision() {
    // Why the palette exists: the Icehouse hues come together for protanopes and deuteranopes.
    for vision in [Vision::Protanopia, Vision::Deuteranopia] {
        let (least, what) = closest(Palette::Standard, vision);
        assert!(least < LEAST_APART, "{}: the standard palette's closest pair ({what}) is {least:.1} apart", vision.name());
    }
    let (normal, what) = closest(Palette::Standard, Vision::Normal);
    assert!(normal >= LEAST_APART, "to normal vision {what} is only {normal:.1} apart");
}

#[test]
fn seats_are_painted_by_their_hue_in_the_colour_safe_palette_only() {
    let storm = crate::games::new_game(&GameConfig::new("storm")).unwrap().view().seats;
    assert_eq!(Palette::Standard.seat(&storm[0]), storm[0].colour);
    assert_eq!(Palette::ColourSafe.seat(&storm[0]), Palette::ColourSafe.rgb(IcehouseColour::Red));
    assert_ne!(Palette::ColourSafe.rgb(IcehouseColour::Red), IcehouseColour::Red.rgb());
    let unnamed = SeatView { name: "X".into(), colour: [0.3, 0.3, 0.3], hue: None, active: true };
    assert_eq!(Palette::ColourSafe.seat(&unnamed), [0.3, 0.3, 0.3]);
    for p in Palette::ALL {
        assert_eq!(Palette::parse(p.id()), Some(p));
        assert!(!p.label().is_empty());
    }
    assert_eq!(Palette::parse("sepia"), None);
}

/// The figures the docs quote: run with `--ignored --nocapture`.
#[test]
#[ignore]
fn print_the_closest_pairs() {
    for palette in Palette::ALL {
        for vision in Vision::ALL {
            let (least, what) = closest(palette, vision);
            println!("{:>12} {:>13}: closest {what}, {least:.1}", palette.id(), vision.name());
        }
    }
}
