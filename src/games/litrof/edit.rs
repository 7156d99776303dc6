//! Litróf's editing knowledge. A square holds one piece: a Pawn, or a tower of up to three
//! pyramids (cap, power, movement) of any colours, any of them missing. The composer builds
//! any tower the grammar can write; the palette offers each player's Pawn and the towers of
//! the configuration's arrays for the colours on the board. The position string names the two
//! colours playing, so the board's colours follow the string, and a configuration with other
//! colours repaints the pieces (each player's colour becomes the new one, the other colours
//! follow in spectral order), which keeps every rule a position obeyed.

use super::Litrof;
use super::data::{SQ, Tables, tables};
use super::text::{Piece, Setup};
use crate::core::bits::Square;
use crate::core::words::{colour, piece, side};
use crate::core::{GameConfig, IcehouseColour, PieceKind, PieceView, PositionError, PyramidRole, PyramidSize, Seat, SeatView};
use crate::games::sketch::{Composer, ComposerChoice, ComposerPart, PaletteEntry, PaletteGroup, Sketch, entry};

const LETTERS: [char; 6] = ['R', 'O', 'Y', 'G', 'B', 'P'];

/// A Litróf position string being edited, with the ready-made towers of its palette.
#[derive(Clone, Debug)]
struct LitrofSketch {
    setup: Setup,
    /// Per seat, the towers of the configuration's start (or of the first array, when the
    /// configuration plays other colours).
    ready: [Vec<Piece>; 2],
}

pub(crate) fn read(config: &GameConfig, text: &str) -> Result<Box<dyn Sketch>, PositionError> {
    let setup = Setup::read(text)?;
    let ready = ready_towers(config, setup.colours)?;
    Ok(Box::new(LitrofSketch { setup, ready }))
}

fn index(c: IcehouseColour) -> u8 {
    IcehouseColour::SPECTRAL.iter().position(|&x| x == c).expect("a spectral colour") as u8
}

/// The start towers of each player for these colours: the configuration's own when it plays
/// them, otherwise those of the first array of each colour.
fn ready_towers(config: &GameConfig, colours: [IcehouseColour; 2]) -> Result<[Vec<Piece>; 2], PositionError> {
    let start = Litrof::new(config)?.setup();
    let start = if start.colours == colours {
        start
    } else {
        let mut plain = config.clone();
        plain.setup = Some(format!("{} v {}", colours[0].name(), colours[1].name()));
        plain.options.insert("setup-fill".into(), "first".into());
        Litrof::new(&plain)?.setup()
    };
    let towers = |seat: Seat| {
        let mut v: Vec<Piece> = Vec::new();
        for p in start.ranks.iter().flatten().flatten() {
            if let Piece::Tower { cap: Some(c), .. } = p
                && *c == colours[seat]
                && !v.contains(p)
            {
                v.push(*p);
            }
        }
        v
    };
    Ok([towers(Seat::FIRST), towers(Seat::SECOND)])
}

/// Where a square of the engine's numbering is in the setup.
fn slot<'a>(t: &Tables, setup: &'a mut Setup, sq: Square) -> &'a mut Option<Piece> {
    match Seat::all(2).find(|&k| t.chamber[k] == sq) {
        Some(k) => &mut setup.chambers[k],
        None => &mut setup.ranks[t.rank[sq] as usize - 1][t.file[sq] as usize],
    }
}

fn get(t: &Tables, setup: &Setup, sq: Square) -> Option<Piece> {
    match Seat::all(2).find(|&k| t.chamber[k] == sq) {
        Some(k) => setup.chambers[k],
        None => setup.ranks[t.rank[sq] as usize - 1][t.file[sq] as usize],
    }
}

/// A piece as the position string spells it: `o` or `[OBG]`.
pub(crate) fn token(p: Piece) -> String {
    let letter = |c: IcehouseColour| LETTERS[index(c) as usize];
    match p {
        Piece::Pawn(c) => letter(c).to_ascii_lowercase().to_string(),
        Piece::Tower { cap, power, movement } => {
            let slots: String = [cap, power, movement].iter().map(|s| s.map_or('-', letter)).collect();
            format!("[{slots}]")
        }
    }
}

fn colour_of(c: char) -> Option<IcehouseColour> {
    LETTERS.iter().position(|&l| l == c).map(|i| IcehouseColour::SPECTRAL[i])
}

/// The piece a token spells, if the grammar has it (a tower of no pyramid has nothing to draw
/// and is not one).
fn piece_of(token: &str) -> Option<Piece> {
    let chars: Vec<char> = token.chars().collect();
    match chars.as_slice() {
        [c] if c.is_ascii_lowercase() => colour_of(c.to_ascii_uppercase()).map(Piece::Pawn),
        ['[', a, b, c, ']'] => {
            let slot = |x: char| if x == '-' { Some(None) } else { colour_of(x).map(Some) };
            let (cap, power, movement) = (slot(*a)?, slot(*b)?, slot(*c)?);
            (cap.is_some() || power.is_some() || movement.is_some()).then_some(Piece::Tower { cap, power, movement })
        }
        _ => None,
    }
}

/// A Pawn's label, in the player's language: "Red Pawn".
fn pawn_label(c: IcehouseColour) -> String {
    crate::t!("piece-of-side", side = side(c.name()), piece = piece("Pawn"))
}

impl LitrofSketch {
    fn seat_of(&self, c: IcehouseColour) -> Option<Seat> {
        self.setup.colours.iter().position(|&x| x == c).map(Seat::new)
    }

    /// The label the engine's view gives a piece ("Orange Icebox-Cardinal"), in the player's
    /// language.
    fn label(&self, p: Piece) -> String {
        let t = tables();
        match p {
            Piece::Pawn(c) => pawn_label(c),
            Piece::Tower { cap, power, movement } => {
                let (power, movement) = (power.map(|p| piece(&t.power_name(index(p)))), movement.map(|m| piece(t.movement_name(index(m)))));
                let name = match (power, movement) {
                    (Some(p), Some(m)) => crate::t!("litrof-tower", power = p, movement = m),
                    (Some(p), None) => crate::t!("litrof-tower-no-movement", power = p),
                    (None, Some(m)) => crate::t!("litrof-tower-no-power", movement = m),
                    (None, None) => crate::t!("litrof-cap-alone"),
                };
                match cap {
                    Some(c) => crate::t!("piece-of-side", side = side(c.name()), piece = name),
                    None => crate::t!("litrof-neutral-piece", piece = name),
                }
            }
        }
    }

    fn owner(&self, p: Piece) -> Option<Seat> {
        match p {
            Piece::Pawn(c) => self.seat_of(c),
            Piece::Tower { cap, .. } => cap.and_then(|c| self.seat_of(c)),
        }
    }
}

impl Sketch for LitrofSketch {
    fn clone_box(&self) -> Box<dyn Sketch> {
        Box::new(self.clone())
    }
    fn write(&self) -> String {
        self.setup.write()
    }
    fn squares(&self) -> usize {
        SQ
    }
    fn stacks(&self) -> bool {
        false
    }
    fn tokens(&self, square: usize) -> Vec<String> {
        if square >= SQ {
            return Vec::new();
        }
        get(tables(), &self.setup, Square::new(square)).map(token).into_iter().collect()
    }
    fn set_tokens(&mut self, square: usize, tokens: &[String]) -> Result<(), String> {
        if square >= SQ {
            return Err(crate::t!("litrof-edit-no-square", square = square));
        }
        let placed = match tokens {
            [] => None,
            [t] => Some(piece_of(t).ok_or_else(|| crate::t!("litrof-edit-not-a-piece", token = crate::core::text::quoted(t).to_string()))?),
            _ => return Err(crate::t!("litrof-edit-one-piece")),
        };
        *slot(tables(), &mut self.setup, Square::new(square)) = placed;
        Ok(())
    }
    fn drawing(&self, token: &str) -> Vec<PieceView> {
        let Some(p) = piece_of(token) else { return Vec::new() };
        let (owner, label) = (self.owner(p), self.label(p));
        let pyramid = |size, colour, role| PieceView {
            kind: PieceKind::Pyramid { size, colour, role, letter: tables().letter(role, colour) },
            owner,
            facing: None,
            frozen: false,
            label: label.clone(),
        };
        match p {
            Piece::Pawn(c) => vec![pyramid(PyramidSize::Medium, c, PyramidRole::Pawn)],
            Piece::Tower { cap, power, movement } => [
                movement.map(|c| pyramid(PyramidSize::Large, c, PyramidRole::Movement)),
                power.map(|c| pyramid(PyramidSize::Medium, c, PyramidRole::Power)),
                cap.map(|c| pyramid(PyramidSize::Small, c, PyramidRole::Cap)),
            ]
            .into_iter()
            .flatten()
            .collect(),
        }
    }
    fn to_move(&self) -> Seat {
        self.seat_of(self.setup.to_move).unwrap_or(Seat::FIRST)
    }
    fn set_to_move(&mut self, seat: Seat) {
        if let Some(&colour) = self.setup.colours.get(seat.index()) {
            self.setup.to_move = colour;
        }
    }
    fn seat_views(&self, _base: &[SeatView]) -> Vec<SeatView> {
        self.setup.colours.iter().map(|c| SeatView { name: side(c.name()), colour: c.rgb(), hue: Some(*c), active: true }).collect()
    }
    fn palette(&self) -> Vec<PaletteGroup> {
        Seat::all(2)
            .map(|seat| {
                let colour = self.setup.colours[seat];
                let mut entries = vec![entry(self, &token(Piece::Pawn(colour)), pawn_label(colour), Some(seat))];
                for &p in &self.ready[seat] {
                    entries.push(entry(self, &token(p), self.label(p), Some(seat)));
                }
                PaletteGroup { title: side(colour.name()), entries }
            })
            .collect()
    }
    fn composer(&self) -> Option<Composer> {
        let t = tables();
        let none = |id: &str| ComposerChoice { label: crate::t!(id), colour: None };
        let caps = self
            .setup
            .colours
            .iter()
            .map(|&c| ComposerChoice { label: crate::t!("litrof-compose-cap-colour", side = side(c.name())), colour: Some(c) });
        let colours = |name: &dyn Fn(u8) -> String| {
            IcehouseColour::SPECTRAL
                .iter()
                .map(|&c| ComposerChoice {
                    label: crate::t!("litrof-compose-colour", colour = colour(c.name()), piece = name(index(c))),
                    colour: Some(c),
                })
                .collect::<Vec<_>>()
        };
        Some(Composer {
            parts: vec![
                ComposerPart { title: crate::t!("litrof-compose-cap"), choices: caps.chain([none("litrof-compose-no-cap")]).collect() },
                ComposerPart {
                    title: crate::t!("litrof-compose-power"),
                    choices: colours(&|k| piece(&t.power_name(k))).into_iter().chain([none("litrof-compose-no-power")]).collect(),
                },
                ComposerPart {
                    title: crate::t!("litrof-compose-movement"),
                    choices: colours(&|k| piece(t.movement_name(k))).into_iter().chain([none("litrof-compose-no-movement")]).collect(),
                },
            ],
        })
    }
    fn compose(&self, choice: &[usize]) -> Result<PaletteEntry, String> {
        let composer = self.composer().expect("Litróf composes towers");
        if choice.len() != composer.parts.len() {
            return Err(crate::t!("litrof-compose-parts", count = composer.parts.len(), given = choice.len()));
        }
        let mut slots = [None; 3];
        for (k, (part, &i)) in composer.parts.iter().zip(choice).enumerate() {
            let c = part.choices.get(i).ok_or_else(|| crate::t!("litrof-compose-no-choice", part = part.title.as_str(), choice = i))?;
            slots[k] = c.colour;
        }
        let [cap, power, movement] = slots;
        if slots.iter().all(Option::is_none) {
            return Err(crate::t!("litrof-compose-empty"));
        }
        let p = Piece::Tower { cap, power, movement };
        Ok(entry(self, &token(p), self.label(p), self.owner(p)))
    }
    fn remove_level(&mut self, square: usize, level: usize) -> bool {
        if square >= SQ {
            return false;
        }
        let t = tables();
        let Some(p) = get(t, &self.setup, Square::new(square)) else { return false };
        let new = match p {
            Piece::Pawn(_) if level == 0 => None,
            Piece::Pawn(_) => return false,
            Piece::Tower { cap, power, movement } => {
                let mut slots = [movement, power, cap];
                let Some(k) = (0..3).filter(|&k| slots[k].is_some()).nth(level) else { return false };
                slots[k] = None;
                let [movement, power, cap] = slots;
                (slots.iter().any(Option::is_some)).then_some(Piece::Tower { cap, power, movement })
            }
        };
        *slot(t, &mut self.setup, Square::new(square)) = new;
        true
    }
    fn adapt(&self, config: &GameConfig) -> Result<Box<dyn Sketch>, String> {
        let wanted = Litrof::new(config).map_err(|e| e.to_string())?.setup().colours;
        let mut setup = self.setup.clone();
        if wanted != setup.colours {
            // Old colours in play order, then the rest in spectral order, onto the new ones alike.
            let order = |c: [IcehouseColour; 2]| {
                let mut v = c.to_vec();
                v.extend(IcehouseColour::SPECTRAL.iter().filter(|x| !c.contains(x)));
                v
            };
            let (from, to) = (order(setup.colours), order(wanted));
            let map = |c: IcehouseColour| to[from.iter().position(|&x| x == c).expect("all six colours")];
            let paint = |p: Piece| match p {
                Piece::Pawn(c) => Piece::Pawn(map(c)),
                Piece::Tower { cap, power, movement } => Piece::Tower { cap: cap.map(map), power: power.map(map), movement: movement.map(map) },
            };
            for sq in setup.ranks.iter_mut().flatten().chain(setup.chambers.iter_mut()) {
                *sq = sq.map(paint);
            }
            setup.to_move = map(setup.to_move);
            setup.colours = wanted;
        }
        let ready = ready_towers(config, setup.colours).map_err(|e| e.to_string())?;
        Ok(Box::new(LitrofSketch { setup, ready }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "1/[BYP][BRG][BGY][BPO][BOR]/bb1bb/5/5/5/5/oo1oo/[OPR][ORY][OBG][OYB][OGP]/1 OB O";

    #[test]
    fn levels_of_a_tower_are_its_pyramids_from_the_movement_up() {
        let config = GameConfig::new("litrof").with_setup("Orange; VSILD v Blue; TVDSL");
        let mut s = read(&config, SAMPLE).unwrap();
        let c1 = tables().index("c1").unwrap().index();
        assert_eq!(s.tokens(c1), ["[OBG]"]);
        assert!(s.remove_level(c1, 1), "the power");
        assert_eq!(s.tokens(c1), ["[O-G]"]);
        assert!(s.remove_level(c1, 1), "now the cap");
        assert_eq!(s.tokens(c1), ["[--G]"]);
        assert!(!s.remove_level(c1, 1));
        assert!(s.remove_level(c1, 0));
        assert!(s.tokens(c1).is_empty());
    }

    #[test]
    fn other_colours_repaint_the_board_and_keep_it_legal() {
        let config = GameConfig::new("litrof").with_setup("Orange; VSILD v Blue; TVDSL");
        let s = read(&config, SAMPLE).unwrap();
        let red_purple = GameConfig::new("litrof").with_setup("Red v Purple");
        let s = s.adapt(&red_purple).unwrap();
        let text = s.write();
        assert!(text.ends_with(" RP R"), "{text}");
        assert!(crate::games::from_position(&red_purple, &text).is_ok(), "{text}");
        assert_eq!(s.palette()[1].title, "Purple");
    }

    #[test]
    fn a_tower_of_no_pyramid_is_not_a_piece() {
        assert_eq!(piece_of("[---]"), None);
        assert_eq!(piece_of("[O--]"), Some(Piece::Tower { cap: Some(IcehouseColour::Orange), power: None, movement: None }));
        assert_eq!(piece_of("O"), None);
        assert_eq!(piece_of("[OBGX]"), None);
    }
}

/// The setup builder: a player's five towers from his own left have the movements of the
/// other five colours in spectral order, and a power each, so that no power repeats and none
/// stands on the movement of its own colour (the 44 arrays). These functions let a dialog
/// offer, tower by tower, only the powers some whole array can still follow.
pub mod builder {
    use super::super::data::tables;
    use super::super::setup::derangements;
    use super::index;
    use crate::core::IcehouseColour;

    fn colour(i: u8) -> IcehouseColour {
        IcehouseColour::SPECTRAL[i as usize]
    }

    /// The movements of a colour's towers, from the player's left.
    pub fn movements(c: IcehouseColour) -> Vec<IcehouseColour> {
        IcehouseColour::SPECTRAL.into_iter().filter(|&x| x != c).collect()
    }

    /// Every power array of a colour, powers from the player's left.
    pub fn arrays(c: IcehouseColour) -> Vec<Vec<IcehouseColour>> {
        derangements(index(c)).iter().map(|a| a.iter().map(|&p| colour(p)).collect()).collect()
    }

    /// The powers that tower `chosen.len()` (from the left) may have, given the powers chosen
    /// for the towers before it: those some whole array continues with. Empty once all five are
    /// chosen, or when `chosen` starts no array.
    pub fn powers_allowed(c: IcehouseColour, chosen: &[IcehouseColour]) -> Vec<IcehouseColour> {
        let mut out: Vec<IcehouseColour> = Vec::new();
        for a in arrays(c) {
            if a.len() > chosen.len() && a.starts_with(chosen) && !out.contains(&a[chosen.len()]) {
                out.push(a[chosen.len()]);
            }
        }
        out.sort_by_key(|&p| index(p));
        out
    }

    /// The power's name ("Icebox") and the movement's ("Cardinal") of a colour, as the
    /// builder shows them: in the player's language.
    pub fn power_name(c: IcehouseColour) -> String {
        crate::core::words::piece(&tables().power_name(index(c)))
    }

    pub fn movement_name(c: IcehouseColour) -> String {
        crate::core::words::piece(tables().movement_name(index(c)))
    }

    /// Why a setup cannot be written from the builder's choices (the colour by its English
    /// name, said in the player's language).
    #[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
    pub enum BuildError {
        #[error("{}", crate::t!("litrof-build-not-an-array", side = crate::core::words::side(.0)))]
        NotAnArray(String),
        #[error("{}", crate::t!("litrof-same-colours", side = crate::core::words::side(.0)))]
        SameColour(String),
    }

    /// An array as a setup writes it ("VSILD"), if it is one of the colour's 44.
    pub fn array_text(c: IcehouseColour, powers: &[IcehouseColour]) -> Result<String, BuildError> {
        if !arrays(c).iter().any(|a| a == powers) {
            return Err(BuildError::NotAnArray(c.name().to_string()));
        }
        Ok(powers.iter().map(|&p| tables().power_letter(index(p))).collect())
    }

    /// The configuration's setup text for two sides ("Orange; VSILD v Blue; TVDSL"), the
    /// earlier colour first.
    pub fn setup_text(sides: [(IcehouseColour, &[IcehouseColour]); 2]) -> Result<String, BuildError> {
        let mut sides = sides;
        if sides[0].0 == sides[1].0 {
            return Err(BuildError::SameColour(sides[0].0.name().to_string()));
        }
        sides.sort_by_key(|s| index(s.0));
        let [(a, pa), (b, pb)] = sides;
        Ok(format!("{}; {} v {}; {}", a.name(), array_text(a, pa)?, b.name(), array_text(b, pb)?))
    }
}
