//! The games' words (`assets/i18n/<language>/games.ftl`): every field of every game's
//! description has its message, every game message fills some field, and in English the
//! descriptions say exactly what they said when the words were still in the RON files.

use super::all;
use crate::core::GameMeta;
use crate::core::config::asked_game_messages;
use crate::i18n::{Lang, Speaking, catalogue, message_ids};
use std::collections::BTreeSet;

/// Every game's description in the thread's language.
fn metas() -> Vec<GameMeta> {
    all().iter().map(|g| (g.meta)()).collect()
}

/// The descriptions in English, as `{:#?}` writes them.
fn english_dump() -> String {
    let _english = Speaking::new(Lang::English);
    metas().iter().map(|m| format!("{m:#?}\n")).collect()
}

#[test]
fn every_word_of_every_game_is_a_message_of_every_language() {
    let asked = asked_game_messages(|| {
        for lang in Lang::ALL {
            let _speaking = Speaking::new(lang);
            metas();
        }
    });
    assert!(asked.len() > 100, "only {} game messages asked for", asked.len());
    for lang in Lang::ALL {
        let missing: Vec<_> = asked.iter().filter(|id| !catalogue().has(lang, id)).collect();
        assert!(missing.is_empty(), "{}: no message for {missing:?}", lang.tag());
    }
}

#[test]
fn every_game_message_fills_a_field() {
    let asked = asked_game_messages(|| {
        metas();
    });
    let english: BTreeSet<String> = message_ids(Lang::English).into_keys().filter(|id| id.starts_with("game-")).collect();
    let unused: Vec<_> = english.difference(&asked).collect();
    assert!(unused.is_empty(), "game messages no description uses (remove them): {unused:?}");
}

/// The snapshot, `src/games/snapshots/metas-en.txt`, was taken before the words moved into the
/// catalogue. A deliberate change of the English words rewrites it: run this test with
/// `TOWERS_BLESS=1`, and read the diff.
#[test]
fn in_english_the_descriptions_are_what_they_were() {
    let now = english_dump();
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games/snapshots/metas-en.txt");
    if std::env::var_os("TOWERS_BLESS").is_some() {
        std::fs::write(&path, &now).unwrap();
    }
    let before = include_str!("snapshots/metas-en.txt");
    if now != before {
        let first = now.lines().zip(before.lines()).position(|(a, b)| a != b).unwrap_or(now.lines().count().min(before.lines().count()));
        panic!(
            "the English descriptions changed, first at line {}:\n  now:    {:?}\n  before: {:?}",
            first + 1,
            now.lines().nth(first),
            before.lines().nth(first)
        );
    }
}

/// What a user types stays the same in every language, and each translation names the same
/// values where the app puts words for them (`OptionSpec::explain`): "automatic: …", 'interior'.
#[test]
fn every_language_keeps_the_ids_and_fills_every_field() {
    let english = {
        let _english = Speaking::new(Lang::English);
        metas()
    };
    for lang in &Lang::ALL[1..] {
        let _speaking = Speaking::new(*lang);
        for (theirs, ours) in metas().iter().zip(&english) {
            let what = format!("{} {}", lang.tag(), ours.id);
            let ids = |m: &GameMeta| {
                (
                    m.id.clone(),
                    m.variants.iter().map(|v| (v.id.clone(), v.note.is_empty(), v.moves.iter().map(|x| x.0).collect::<Vec<_>>())).collect::<Vec<_>>(),
                    m.options.iter().map(|o| (o.name.clone(), o.default.clone(), o.values.clone(), o.variants.clone())).collect::<Vec<_>>(),
                    m.moves.iter().map(|x| x.0).collect::<Vec<_>>(),
                    m.reconstructed.len(),
                    m.setup_help.is_some(),
                    m.sample_setups.clone(),
                )
            };
            assert_eq!(ids(theirs), ids(ours), "{what}");
            let mut words = vec![&theirs.name, &theirs.summary];
            words.extend(theirs.variants.iter().map(|v| &v.name));
            words.extend(theirs.moves.iter().chain(theirs.variants.iter().flat_map(|v| &v.moves)).map(|x| &x.1));
            words.extend(theirs.options.iter().flat_map(|o| [&o.help, &o.label].into_iter().chain(o.value_labels.values())));
            words.extend(theirs.reconstructed.iter().chain(&theirs.setup_help));
            words.extend(theirs.legend.iter().flat_map(|g| [&g.title].into_iter().chain(g.entries.iter().flat_map(|e| [&e.name, &e.text]))));
            assert!(words.iter().all(|w| !w.trim().is_empty()), "{what}: an empty field");
            for (o, e) in theirs.options.iter().zip(&ours.options) {
                for v in &e.values {
                    for form in [format!("{v}: "), format!("'{v}'")] {
                        if e.help.contains(&form) {
                            assert!(o.help.contains(&form), "{what}: the help of option {} does not name {form:?}: {}", o.name, o.help);
                        }
                    }
                }
            }
            for (g, e) in theirs.legend.iter().zip(&ours.legend) {
                for (a, b) in g.entries.iter().zip(&e.entries) {
                    let letter = |n: &str| n.rsplit_once(" (").map(|(_, l)| l.to_string());
                    assert_eq!((a.colour, letter(&a.name)), (b.colour, letter(&b.name)), "{what}: legend");
                }
            }
        }
    }
}

/// Storm's setups are read by code (`storm::setup`), whose messages quote its own English help:
/// the catalogue's English words are the same.
#[test]
fn storm_setup_help_in_english_is_the_readers_own() {
    let _english = Speaking::new(Lang::English);
    assert_eq!(super::storm::meta().setup_help.as_deref(), Some(super::storm::setup::HELP));
}
