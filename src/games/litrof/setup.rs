//! Setups: the colour match-up, each side's power array (one of the 44 derangements), and
//! hand-made positions for tests and the command line.
//!
//! Text forms (config.setup):
//! - `Orange; VSILD v Blue; TVDSL` — colours and arrays, in either order (`,` works for `;`,
//!   `vs` for `v`, and `HATFIELD (Orange; VSILD)` style names are ignored);
//! - `Red v Purple`, `Red; random v Purple` — arrays completed by the `setup-fill` option;
//! - `random` — colours and arrays completed by `setup-fill`;
//! - `Red v Purple / a5 rLC, a6 pP, c3 nDB / Purple` — a position, side to move last.
//!
//! Each gives a [`Setup`], which the engine checks like a position string (`text`), except that
//! a hand-made position may hold pieces beyond the players' equipment.

use super::board::Cell;
use super::data::Tables;
use super::text::Setup;
use crate::core::text::{quoted, quoted_char};
use crate::core::{ConfigError, IcehouseColour, Seat};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// How missing parts of a setup are chosen.
#[derive(Clone, Copy, Debug)]
pub struct Fill {
    pub random: bool,
    pub seed: u64,
}

/// The colours other than `colour`, in spectral order: the movements of that player's towers
/// from his own left.
fn others(colour: u8) -> Vec<u8> {
    (0..6).filter(|&c| c != colour).collect()
}

/// Every legal power array of a colour (powers from the player's own left), in lexicographic
/// order of the powers' spectral positions.
pub fn derangements(colour: u8) -> Vec<[u8; 5]> {
    let m = others(colour);
    let mut out = Vec::new();
    let mut perm = [0usize; 5];
    fn rec(i: usize, used: u8, perm: &mut [usize; 5], m: &[u8], out: &mut Vec<[u8; 5]>) {
        if i == 5 {
            out.push(std::array::from_fn(|k| m[perm[k]]));
            return;
        }
        for j in 0..5 {
            if used & (1 << j) == 0 && j != i {
                perm[i] = j;
                rec(i + 1, used | (1 << j), perm, m, out);
            }
        }
    }
    rec(0, 0, &mut perm, &m, &mut out);
    out
}

/// The 44 power arrays of a colour, as written in setups ("VSILD").
pub fn arrays(colour: IcehouseColour) -> Vec<String> {
    let t = super::tables();
    let c = colour_index(colour);
    derangements(c).iter().map(|a| a.iter().map(|&p| t.power_letter(p)).collect()).collect()
}

/// The 15 colour match-ups, earlier colour first.
pub fn matchups() -> Vec<(IcehouseColour, IcehouseColour)> {
    let s = IcehouseColour::SPECTRAL;
    let mut v = Vec::new();
    for i in 0..6 {
        for j in i + 1..6 {
            v.push((s[i], s[j]));
        }
    }
    v
}

fn colour_index(c: IcehouseColour) -> u8 {
    IcehouseColour::SPECTRAL.iter().position(|&x| x == c).expect("a spectral colour") as u8
}

fn parse_colour(word: &str) -> Result<u8, ConfigError> {
    let w = word.trim();
    IcehouseColour::SPECTRAL
        .iter()
        .position(|c| c.name().eq_ignore_ascii_case(w))
        .map(|i| i as u8)
        .ok_or_else(|| ConfigError::Rejected(format!("'{}' is not a Litróf colour (Red, Orange, Yellow, Green, Blue, Purple)", quoted(w))))
}

/// Splits "A v B" into its two sides.
fn split_sides(text: &str) -> Result<(String, String), ConfigError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let is_v = |w: &&str| matches!(w.to_ascii_lowercase().as_str(), "v" | "vs" | "v." | "vs." | "versus");
    let at: Vec<usize> = words.iter().enumerate().filter(|(_, w)| is_v(w)).map(|(i, _)| i).collect();
    if at.len() != 1 {
        return Err(ConfigError::Rejected(format!(
            "a setup names two sides separated by 'v', e.g. \"Orange; VSILD v Blue; TVDSL\" (got \"{}\")",
            quoted(text.trim())
        )));
    }
    Ok((words[..at[0]].join(" "), words[at[0] + 1..].join(" ")))
}

/// One side: its colour and, if given, its array (None = to be filled).
fn parse_side(t: &Tables, text: &str) -> Result<(u8, Option<[u8; 5]>), ConfigError> {
    let inner = match (text.find('('), text.rfind(')')) {
        (Some(a), Some(b)) if a < b => &text[a + 1..b],
        _ => text,
    };
    let mut parts = inner.split([';', ',']).map(str::trim);
    let colour = parse_colour(parts.next().unwrap_or(""))?;
    let array = parts.next().filter(|s| !s.is_empty());
    if let Some(extra) = parts.next() {
        return Err(ConfigError::Rejected(format!("unexpected '{}' in setup side \"{}\"", quoted(extra), quoted(text.trim()))));
    }
    let Some(array) = array else { return Ok((colour, None)) };
    if array.eq_ignore_ascii_case("random") || array == "?" {
        return Ok((colour, None));
    }
    let name = t.colour_name(colour);
    let qa = quoted(array);
    let letters: Vec<char> = array.chars().collect();
    let movements = others(colour);
    if letters.len() != 5 {
        return Err(ConfigError::Rejected(format!("{name}'s array '{qa}' must have five power letters, one per tower from the player's left")));
    }
    let mut out = [0u8; 5];
    for (i, &l) in letters.iter().enumerate() {
        let ql = quoted_char(l);
        let p = (0..6u8)
            .find(|&c| t.power_letter(c) == l.to_ascii_uppercase())
            .ok_or_else(|| ConfigError::Rejected(format!("'{ql}' in {name}'s array '{qa}' is not a power letter (S T L D I V)")))?;
        if p == colour {
            return Err(ConfigError::Rejected(format!("{name} has no {} power of his own colour ('{ql}' in '{qa}')", t.power_name(p))));
        }
        if out[..i].contains(&p) {
            return Err(ConfigError::Rejected(format!("{name}'s array '{qa}' uses the {} twice", t.power_name(p))));
        }
        if p == movements[i] {
            return Err(ConfigError::Rejected(format!(
                "in {name}'s array '{qa}' the {} would stand on the {} of its own colour",
                t.power_name(p),
                t.movement_name(movements[i])
            )));
        }
        out[i] = p;
    }
    Ok((colour, Some(out)))
}

/// Reads a setup text; see the module comment.
pub fn read(t: &Tables, text: &str, fill: Fill) -> Result<Setup, ConfigError> {
    if text.contains('/') {
        return read_position(t, text);
    }
    let mut rng = SmallRng::seed_from_u64(fill.seed ^ 0x5e70_5e70);
    let mut pick = |n: usize| if fill.random { rng.random_range(0..n) } else { 0 };
    let mut sides = if text.trim().eq_ignore_ascii_case("random") {
        let m = matchups();
        let (a, b) = m[pick(m.len())];
        [(colour_index(a), None), (colour_index(b), None)]
    } else {
        let (a, b) = split_sides(text)?;
        [parse_side(t, &a)?, parse_side(t, &b)?]
    };
    if sides[0].0 == sides[1].0 {
        return Err(ConfigError::Rejected(format!("both sides are {}: the players need two different colours", t.colour_name(sides[0].0))));
    }
    sides.sort_by_key(|s| s.0);
    let mut setup = Setup::empty([sides[0].0, sides[1].0], Seat::FIRST);
    for (seat, (colour, array)) in Seat::all(2).zip(&sides) {
        let array = match array {
            Some(a) => *a,
            None => {
                let all = derangements(*colour);
                all[pick(all.len())]
            }
        };
        let s = &t.data.seats[seat];
        let files: Vec<i8> = s.files_from_left.bytes().map(|b| (b - b'a') as i8).collect();
        for (i, &m) in others(*colour).iter().enumerate() {
            setup.put(t, t.at(files[i], s.back_rank as i8), Cell::tower(Some(*colour), Some(array[i]), Some(m)));
        }
        for f in t.data.pawn_files.bytes() {
            setup.put(t, t.at((f - b'a') as i8, s.pawn_rank as i8), Cell::pawn(*colour));
        }
    }
    Ok(setup)
}

/// "Red v Purple / a5 rLC, a6 pP / Red".
fn read_position(t: &Tables, text: &str) -> Result<Setup, ConfigError> {
    let parts: Vec<&str> = text.split('/').map(str::trim).collect();
    if parts.len() < 2 || parts.len() > 3 {
        return Err(ConfigError::Rejected("a position setup is \"COLOUR v COLOUR / a5 rLC, c3 nDB, ... / COLOUR to move\"".to_string()));
    }
    let (a, b) = split_sides(parts[0])?;
    let mut colours = [parse_colour(&a)?, parse_colour(&b)?];
    if colours[0] == colours[1] {
        return Err(ConfigError::Rejected("the players need two different colours".to_string()));
    }
    colours.sort();
    let to_move = match parts.get(2).and_then(|s| s.split_whitespace().next()) {
        None => Seat::FIRST,
        Some(w) => {
            let c = parse_colour(w)?;
            let seat = colours.iter().position(|&x| x == c).map(Seat::new);
            seat.ok_or_else(|| ConfigError::Rejected(format!("{} does not play in this game", t.colour_name(c))))?
        }
    };
    let mut setup = Setup::empty(colours, to_move);
    let mut given = Vec::new();
    for item in parts[1].split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let (sq, code) = item
            .split_once(char::is_whitespace)
            .ok_or_else(|| ConfigError::Rejected(format!("'{}' should be a square and a piece, e.g. 'a5 rLC'", quoted(item))))?;
        let s = t.index(sq.trim()).ok_or_else(|| ConfigError::Rejected(format!("no square '{}' on the board", quoted(sq))))?;
        if given.contains(&s) {
            return Err(ConfigError::Rejected(format!("{sq} is given twice")));
        }
        given.push(s);
        setup.put(t, s, parse_piece(t, code.trim())?);
    }
    Ok(setup)
}

/// "rLC", "nDB", "pP", "oC" (powerless), "gI" (no movement). The rules (two or more
/// pyramids, one of each colour, a cap of a player's colour) are checked with the setup.
fn parse_piece(t: &Tables, code: &str) -> Result<Cell, ConfigError> {
    let mut chars = code.chars();
    let owner = chars.next().ok_or_else(|| ConfigError::Rejected("empty piece code".into()))?;
    let (qc, qo) = (quoted(code), quoted_char(owner));
    let rest: Vec<char> = chars.collect();
    let cap = if owner == 'n' {
        None
    } else {
        let c = (0..6u8)
            .find(|&c| t.colour_letter(c) == owner)
            .ok_or_else(|| ConfigError::Rejected(format!("'{qc}': '{qo}' is not an owner letter (r o y g b p, n neutral)")))?;
        Some(c)
    };
    if rest == ['P'] {
        return cap.map(Cell::pawn).ok_or_else(|| ConfigError::Rejected(format!("'{qc}': a Pawn belongs to a player")));
    }
    let mut power = None;
    let mut movement = None;
    for (i, &l) in rest.iter().enumerate() {
        if let Some(p) = (0..6u8).find(|&c| t.power_letter(c) == l).filter(|_| i == 0) {
            power = Some(p);
        } else if let Some(m) = (0..6u8).find(|&c| t.movement_letter(c) == l).filter(|_| movement.is_none()) {
            movement = Some(m);
        } else {
            return Err(ConfigError::Rejected(format!("'{qc}': expected an owner letter, then a power letter and/or a movement letter, or P")));
        }
    }
    if power.is_none() && movement.is_none() {
        return Err(ConfigError::Rejected(format!("'{qc}': expected an owner letter, then a power letter and/or a movement letter, or P")));
    }
    Ok(Cell::tower(cap, power, movement))
}
