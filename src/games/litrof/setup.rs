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
        .ok_or_else(|| ConfigError::Rejected(crate::t!("litrof-setup-not-a-colour", word = quoted(w).to_string())))
}

/// Splits "A v B" into its two sides.
fn split_sides(text: &str) -> Result<(String, String), ConfigError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let is_v = |w: &&str| matches!(w.to_ascii_lowercase().as_str(), "v" | "vs" | "v." | "vs." | "versus");
    let at: Vec<usize> = words.iter().enumerate().filter(|(_, w)| is_v(w)).map(|(i, _)| i).collect();
    if at.len() != 1 {
        return Err(ConfigError::Rejected(crate::t!("litrof-setup-two-sides", text = quoted(text.trim()).to_string())));
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
        return Err(ConfigError::Rejected(crate::t!(
            "litrof-setup-unexpected",
            extra = quoted(extra).to_string(),
            text = quoted(text.trim()).to_string()
        )));
    }
    let Some(array) = array else { return Ok((colour, None)) };
    if array.eq_ignore_ascii_case("random") || array == "?" {
        return Ok((colour, None));
    }
    let name = crate::core::words::side(t.colour_name(colour));
    let qa = quoted(array).to_string();
    let power = |p: u8| crate::core::words::piece(&t.power_name(p));
    let letters: Vec<char> = array.chars().collect();
    let movements = others(colour);
    if letters.len() != 5 {
        return Err(ConfigError::Rejected(crate::t!("litrof-setup-five-letters", side = name, array = qa)));
    }
    let mut out = [0u8; 5];
    for (i, &l) in letters.iter().enumerate() {
        let ql = quoted_char(l).to_string();
        let p = (0..6u8).find(|&c| t.power_letter(c) == l.to_ascii_uppercase()).ok_or_else(|| {
            ConfigError::Rejected(crate::t!("litrof-setup-not-a-power", letter = ql.as_str(), side = name.as_str(), array = qa.as_str()))
        })?;
        if p == colour {
            return Err(ConfigError::Rejected(crate::t!("litrof-setup-own-power", side = name, power = power(p), letter = ql, array = qa)));
        }
        if out[..i].contains(&p) {
            return Err(ConfigError::Rejected(crate::t!("litrof-setup-power-twice", side = name, array = qa, power = power(p))));
        }
        if p == movements[i] {
            return Err(ConfigError::Rejected(crate::t!(
                "litrof-setup-own-movement",
                side = name,
                array = qa,
                power = power(p),
                movement = crate::core::words::piece(t.movement_name(movements[i]))
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
        return Err(ConfigError::Rejected(crate::t!("litrof-same-colours", side = crate::core::words::side(t.colour_name(sides[0].0)))));
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
        return Err(ConfigError::Rejected(crate::t!("litrof-setup-position-form")));
    }
    let (a, b) = split_sides(parts[0])?;
    let mut colours = [parse_colour(&a)?, parse_colour(&b)?];
    if colours[0] == colours[1] {
        return Err(ConfigError::Rejected(crate::t!("litrof-setup-different-colours")));
    }
    colours.sort();
    let to_move = match parts.get(2).and_then(|s| s.split_whitespace().next()) {
        None => Seat::FIRST,
        Some(w) => {
            let c = parse_colour(w)?;
            let seat = colours.iter().position(|&x| x == c).map(Seat::new);
            seat.ok_or_else(|| ConfigError::Rejected(crate::t!("litrof-setup-not-playing", side = crate::core::words::side(t.colour_name(c)))))?
        }
    };
    let mut setup = Setup::empty(colours, to_move);
    let mut given = Vec::new();
    for item in parts[1].split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let (sq, code) = item
            .split_once(char::is_whitespace)
            .ok_or_else(|| ConfigError::Rejected(crate::t!("litrof-setup-square-and-piece", item = quoted(item).to_string())))?;
        let s = t.index(sq.trim()).ok_or_else(|| ConfigError::Rejected(crate::t!("litrof-setup-no-square", square = quoted(sq).to_string())))?;
        if given.contains(&s) {
            return Err(ConfigError::Rejected(crate::t!("litrof-setup-given-twice", square = sq)));
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
    let owner = chars.next().ok_or_else(|| ConfigError::Rejected(crate::t!("litrof-setup-empty-code")))?;
    let (qc, qo) = (quoted(code).to_string(), quoted_char(owner).to_string());
    let bad_code = || ConfigError::Rejected(crate::t!("litrof-setup-bad-code", code = qc.as_str()));
    let rest: Vec<char> = chars.collect();
    let cap = if owner == 'n' {
        None
    } else {
        let c = (0..6u8)
            .find(|&c| t.colour_letter(c) == owner)
            .ok_or_else(|| ConfigError::Rejected(crate::t!("litrof-setup-bad-owner", code = qc.as_str(), owner = qo.as_str())))?;
        Some(c)
    };
    if rest == ['P'] {
        return cap.map(Cell::pawn).ok_or_else(|| ConfigError::Rejected(crate::t!("litrof-setup-neutral-pawn", code = qc.as_str())));
    }
    let mut power = None;
    let mut movement = None;
    for (i, &l) in rest.iter().enumerate() {
        if let Some(p) = (0..6u8).find(|&c| t.power_letter(c) == l).filter(|_| i == 0) {
            power = Some(p);
        } else if let Some(m) = (0..6u8).find(|&c| t.movement_letter(c) == l).filter(|_| movement.is_none()) {
            movement = Some(m);
        } else {
            return Err(bad_code());
        }
    }
    if power.is_none() && movement.is_none() {
        return Err(bad_code());
    }
    Ok(Cell::tower(cap, power, movement))
}
