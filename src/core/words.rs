//! The engines' words as a player reads them, in the player's language (`crate::i18n`): the
//! names of seats, colours and pieces, an engine's own reason for an ending, and the means to
//! say a phrase often without formatting it anew each time.
//!
//! The engines keep their names in English: notation, position strings, setups, save files,
//! text exports and the network are canonical and never change with the language. A name is
//! put in the player's language only where it is shown ([`side`], [`piece`]), and a writer
//! of canonical text that goes through words shown elsewhere (a result in a save file) says
//! them in English ([`canonical`]).

use crate::i18n::{Lang, Speaking};
use std::sync::LazyLock;

/// What `f` says, said in English whatever the thread speaks: the canonical words that files,
/// exports, the network and the engine protocol keep.
pub fn canonical<T>(f: impl FnOnce() -> T) -> T {
    let _english = Speaking::new(Lang::English);
    f()
}

/// The thread's language, as an index into `Lang::ALL`.
fn index() -> usize {
    let lang = crate::i18n::current();
    Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0)
}

/// Words made once in every language and read in the thread's: for words said in a hot path
/// (labels of a view built every frame, buttons of thousands of moves).
#[derive(Clone, Debug)]
pub struct Said<T> {
    each: [T; Lang::ALL.len()],
}

impl<T> Said<T> {
    /// `make` said in each language in turn.
    pub fn new(make: impl Fn() -> T) -> Self {
        Said {
            each: std::array::from_fn(|i| {
                let _speaking = Speaking::new(Lang::ALL[i]);
                make()
            }),
        }
    }

    /// The words in the thread's language.
    pub fn get(&self) -> &T {
        &self.each[index()]
    }
}

/// A message whose variables are text, formatted once per language and filled in by
/// replacing: for a phrase said for every move of a position. Its variables are given in the
/// order of `names`.
pub struct Template {
    patterns: Said<String>,
}

/// The private-use character that stands for the variable `i` in a template's pattern.
fn marker(i: usize) -> char {
    char::from_u32(0xE000 + i as u32).expect("a private-use character")
}

impl Template {
    pub fn new(id: &'static str, names: &'static [&'static str]) -> Template {
        Template {
            patterns: Said::new(|| {
                let args: Vec<(&str, crate::i18n::Arg)> = names.iter().enumerate().map(|(i, n)| (*n, marker(i).to_string().into())).collect();
                crate::i18n::text(id, &args)
            }),
        }
    }

    /// The message with `values` for its variables, in the thread's language.
    pub fn fill(&self, values: &[&str]) -> String {
        let pattern = self.patterns.get();
        let mut out = String::with_capacity(pattern.len() + values.iter().map(|v| v.len()).sum::<usize>());
        for c in pattern.chars() {
            match (c as u32).checked_sub(0xE000).map(|i| i as usize).filter(|&i| i < values.len()) {
                Some(i) => out.push_str(values[i]),
                None => out.push(c),
            }
        }
        out
    }
}

/// The names of seats, in English as the engines and their data write them, and the message
/// that says each to a player.
const SIDES: &[(&str, &str)] = &[
    ("Red", "side-red"),
    ("Orange", "side-orange"),
    ("Yellow", "side-yellow"),
    ("Green", "side-green"),
    ("Blue", "side-blue"),
    ("Purple", "side-purple"),
    ("White", "side-white"),
    ("Black", "side-black"),
    ("Clear", "side-clear"),
];

/// The messages of a table of names, said once in every language: names are asked for in
/// every view, which is built every frame.
fn said_all(table: &'static [(&'static str, &'static str)]) -> Said<Vec<String>> {
    Said::new(|| table.iter().map(|(_, id)| crate::t!(id)).collect())
}

/// A name of `table` in the player's language, from its English name; a name the table does
/// not know is shown as it is.
fn name_in(table: &'static [(&'static str, &'static str)], said: &'static Said<Vec<String>>, english: &str) -> String {
    match table.iter().position(|(name, _)| *name == english) {
        Some(i) => said.get()[i].clone(),
        None => english.to_string(),
    }
}

static SIDES_SAID: LazyLock<Said<Vec<String>>> = LazyLock::new(|| said_all(SIDES));
static COLOURS_SAID: LazyLock<Said<Vec<String>>> = LazyLock::new(|| said_all(COLOURS));
static PIECES_SAID: LazyLock<Said<Vec<String>>> = LazyLock::new(|| said_all(PIECES));

/// A seat's name as a player reads it ("Red" is "Rot" in German, "红方" in Chinese), from its
/// English name; a name the catalogue does not know is shown as it is.
pub fn side(english: &str) -> String {
    name_in(SIDES, &SIDES_SAID, english)
}

/// The colours of Icehouse pyramids as words ("a small Red cap"), by their English names.
const COLOURS: &[(&str, &str)] = &[
    ("Red", "colour-red"),
    ("Orange", "colour-orange"),
    ("Yellow", "colour-yellow"),
    ("Green", "colour-green"),
    ("Blue", "colour-blue"),
    ("Purple", "colour-purple"),
    ("White", "colour-white"),
    ("Black", "colour-black"),
    ("Clear", "colour-clear"),
];

/// A colour as a player reads it, from its English name.
pub fn colour(english: &str) -> String {
    name_in(COLOURS, &COLOURS_SAID, english)
}

/// The names of pieces and of Litróf's powers and movements, in English as the engines and
/// their data write them, and the message that says each.
const PIECES: &[(&str, &str)] = &[
    // Storm the Ivory Tower.
    ("Brain", "piece-brain"),
    ("Toady", "piece-toady"),
    ("Numskull", "piece-numskull"),
    ("Clodhopper", "piece-clodhopper"),
    ("Yahoo", "piece-yahoo"),
    ("Fuddy-Duddy", "piece-fuddy-duddy"),
    ("Ninny", "piece-ninny"),
    // Three Elephant Chess.
    ("Elephant", "piece-elephant"),
    ("Knight", "piece-knight"),
    ("War Tower", "piece-war-tower"),
    ("Spearman", "piece-spearman"),
    ("Stone", "piece-stone"),
    // Litróf: the Pawn, the powers and the movements.
    ("Pawn", "piece-pawn"),
    ("Sergeant", "piece-sergeant"),
    ("Trapper", "piece-trapper"),
    ("Leaper", "piece-leaper"),
    ("Diplomat", "piece-diplomat"),
    ("Icebox", "piece-icebox"),
    ("Vampire", "piece-vampire"),
    ("Rook", "piece-rook"),
    ("Queen", "piece-queen"),
    ("Bishop", "piece-bishop"),
    ("Cardinal", "piece-cardinal"),
    ("Marshal", "piece-marshal"),
];

/// A piece's name as a player reads it, from its English name; a name the catalogue does not
/// know is shown as it is.
pub fn piece(english: &str) -> String {
    name_in(PIECES, &PIECES_SAID, english)
}

/// The engines' own reasons for an ending (`Ending::Rule`), each a message whose English is
/// the very text the engine writes, with the seat it names, if any, as `$side`. The engines
/// write the English (a reason is made in search, where formatting a message would cost), and
/// it is put in the player's language when shown ([`rule`]).
const RULES: &[&str] = &[
    "ending-checkmate",
    "ending-stalemate",
    "ending-capped",
    "ending-both-capped",
    "ending-no-legal-move",
    "ending-few-pyramids",
    "ending-both-few-pyramids",
    "ending-all-few-pyramids",
    "ending-no-legal-action",
    "ending-last-tribe",
    "ending-last-elephant",
    "ending-own-last-elephant",
    "ending-both-last-elephants",
    "ending-no-legal-turn",
    "ending-fall-both-last-elephants",
];

/// A rule's message, its English as (before the seat, after it) if it names one, and its whole
/// English.
type RulePattern = (&'static str, Option<(String, String)>, String);

/// Each rule's English as (before the seat, after it), or the whole text and no seat.
fn rule_patterns() -> &'static [RulePattern] {
    static PATTERNS: std::sync::OnceLock<Vec<RulePattern>> = std::sync::OnceLock::new();
    PATTERNS.get_or_init(|| {
        let mark = marker(0).to_string();
        RULES
            .iter()
            .map(|&id| {
                let english = crate::i18n::catalogue().format(Lang::English, id, &[("side", mark.as_str().into())]);
                let split = english.split_once(marker(0)).map(|(a, b)| (a.to_string(), b.to_string()));
                (id, split, english)
            })
            .collect()
    })
}

/// An engine's reason for an ending, written in English, in the player's language: the seat it
/// names is said as [`side`] says it. A reason the catalogue does not know is shown as it is.
pub fn rule(english: &str) -> String {
    for (id, split, whole) in rule_patterns() {
        match split {
            Some((before, after)) => {
                if let Some(name) = english.strip_prefix(before.as_str()).and_then(|rest| rest.strip_suffix(after.as_str()))
                    && !name.is_empty()
                {
                    return crate::t!(id, side = side(name));
                }
            }
            None if english == whole => return crate::t!(id),
            None => {}
        }
    }
    english.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_names_are_said_as_they_are_written() {
        let _english = Speaking::new(Lang::English);
        for (name, _) in SIDES.iter().chain(COLOURS).chain(PIECES) {
            let said = if SIDES.iter().any(|(n, _)| n == name) { side(name) } else { piece(name) };
            assert_eq!(said, *name);
            assert_eq!(colour(name), *name);
        }
        assert_eq!(side("Mauve"), "Mauve", "an unknown name is shown as it is");
    }

    #[test]
    fn names_are_translated() {
        let _german = Speaking::new(Lang::German);
        assert_eq!(side("Red"), "Rot");
        assert_eq!(piece("Numskull"), "Dummkopf");
        assert_eq!(piece("Yahoo"), "Rüpel");
        let _chinese = Speaking::new(Lang::Chinese);
        assert_eq!(side("Red"), "红方");
        assert_eq!(colour("Red"), "红");
        assert_eq!(piece("War Tower"), "战塔");
    }

    /// Every engine reason reads back in English as it was written, and in German as a
    /// translation naming the seat in German.
    #[test]
    fn an_engines_reason_is_translated_with_its_seat() {
        let reasons = [
            "checkmate",
            "stalemate: Blue has no legal move",
            "Purple has two or fewer capped towers",
            "both players have two or fewer capped towers",
            "Orange has no legal move",
            "Red has four or fewer pyramids left",
            "both players have four or fewer pyramids left after Blue's turn",
            "every player still in dropped to four or fewer pyramids in the same turn",
            "Green has no legal action",
            "the last tribe standing",
            "Black's last Elephant has left the board",
            "White's own War Tower destroyed its last Elephant",
            "White destroyed the last Elephants of both sides",
            "Black has no legal turn",
            "one fall destroyed the last Elephants of both sides",
        ];
        assert_eq!(reasons.len(), RULES.len());
        for reason in reasons {
            assert_eq!(canonical(|| rule(reason)), reason);
            let german = {
                let _german = Speaking::new(Lang::German);
                rule(reason)
            };
            assert_ne!(german, reason, "{reason} is not translated");
        }
        let _german = Speaking::new(Lang::German);
        assert_eq!(rule("stalemate: Blue has no legal move"), "Patt: Blau hat keinen legalen Zug");
        assert_eq!(rule("six plies"), "six plies", "an unknown reason is shown as it is");
    }

    #[test]
    fn a_template_fills_its_variables_in_the_threads_language() {
        static FALL: std::sync::LazyLock<Template> = std::sync::LazyLock::new(|| Template::new("elephant-fall", &["direction", "hits"]));
        assert_eq!(canonical(|| FALL.fill(&["NE", "e7 e8"])), "Fall NE (hits e7 e8)");
        let _german = Speaking::new(Lang::German);
        assert_eq!(FALL.fill(&["NE", "e7 e8"]), "Sturz NE (trifft e7 e8)");
    }
}
