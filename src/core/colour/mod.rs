//! The colours pieces are painted in: the standard palette (each game's own colours) or the
//! colour-safe one (`assets/palettes/colour-safe.ron`), chosen in View → Colours. Games name
//! their colours (`IcehouseColour`, `SeatView::hue`); the palette decides the paint, so the
//! board, the legend, the swatches and the tooltips follow one choice.

pub mod vision;

use super::view::{BoardView, IcehouseColour, SeatView};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::LazyLock;

/// A palette the player can choose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Palette {
    /// Each game's own colours: bright Icehouse plastic, Storm's red and blue.
    #[default]
    Standard,
    /// Okabe and Ito's colours, which stay apart in every common colour-vision deficiency.
    ColourSafe,
}

#[derive(Deserialize)]
struct PaletteFile {
    name: String,
    colours: BTreeMap<IcehouseColour, [f32; 3]>,
}

static COLOUR_SAFE: LazyLock<PaletteFile> = LazyLock::new(|| super::assets::load("palettes/colour-safe.ron"));

impl Palette {
    pub const ALL: [Palette; 2] = [Palette::Standard, Palette::ColourSafe];

    /// The settings file's word for it.
    pub fn id(self) -> &'static str {
        match self {
            Palette::Standard => "standard",
            Palette::ColourSafe => "colour-safe",
        }
    }

    pub fn parse(id: &str) -> Option<Palette> {
        Palette::ALL.into_iter().find(|p| p.id() == id)
    }

    /// In the View menu.
    pub fn label(self) -> &'static str {
        match self {
            Palette::Standard => "Standard",
            Palette::ColourSafe => COLOUR_SAFE.name.as_str(),
        }
    }

    /// The paint of an Icehouse colour (sRGB).
    pub fn rgb(self, colour: IcehouseColour) -> [f32; 3] {
        match self {
            Palette::Standard => colour.rgb(),
            Palette::ColourSafe => COLOUR_SAFE.colours.get(&colour).copied().unwrap_or_else(|| colour.rgb()),
        }
    }

    /// Repaints the seats of `view` (their swatches, figures, chambers and sight lines).
    pub fn paint_seats(self, view: &mut BoardView) {
        for seat in &mut view.seats {
            seat.colour = self.seat(seat);
        }
    }

    /// The paint of a seat's pieces: its game's own colour in the standard palette, else the
    /// palette's colour of the hue the seat is named by.
    pub fn seat(self, seat: &SeatView) -> [f32; 3] {
        match (self, seat.hue) {
            (Palette::ColourSafe, Some(hue)) => self.rgb(hue),
            _ => seat.colour,
        }
    }
}

#[cfg(test)]
mod tests;
