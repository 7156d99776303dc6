//! The translation-completeness tests (`scripts/test-all.sh` runs them by name): every
//! translation has exactly English's messages with English's variables, every file parses,
//! and the code asks only for messages that exist.

use super::catalogue::sources;
use super::*;
use std::collections::BTreeSet;

#[test]
fn translation_complete_every_file_parses() {
    for lang in Lang::ALL {
        assert!(!sources(lang).is_empty(), "no messages for {}", lang.tag());
        for (path, text) in sources(lang) {
            if let Err((_, errors)) = fluent_bundle::FluentResource::try_new(text.to_string()) {
                panic!("{path}: {errors:?}");
            }
        }
    }
}

#[test]
fn translation_complete_same_files_in_every_language() {
    let files = |lang: Lang| -> BTreeSet<String> { sources(lang).iter().map(|(p, _)| p.rsplit('/').next().unwrap_or(p).to_string()).collect() };
    for lang in Lang::ALL {
        assert_eq!(files(lang), files(Lang::English), "the files of {}", lang.tag());
    }
}

#[test]
fn translation_complete_same_messages_and_variables_as_english() {
    let english = message_ids(Lang::English);
    let mut problems = Vec::new();
    for lang in &Lang::ALL[1..] {
        let theirs = message_ids(*lang);
        for (id, names) in &english {
            match theirs.get(id) {
                None => problems.push(format!("{}: missing {id}", lang.tag())),
                Some(their_names) if their_names != names => problems.push(format!("{}: {id} uses {their_names:?}, English {names:?}", lang.tag())),
                Some(_) => {}
            }
        }
        for id in theirs.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!("{}: {id} is not an English message", lang.tag()));
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn translation_complete_no_message_defined_twice() {
    for lang in Lang::ALL {
        let mut seen = BTreeSet::new();
        for (path, text) in sources(lang) {
            let resource = fluent_bundle::FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
            for entry in resource.entries() {
                if let fluent_syntax::ast::Entry::Message(m) = entry {
                    assert!(seen.insert(m.id.name.to_string()), "{path}: {} is defined twice", m.id.name);
                }
            }
        }
    }
}

/// The ids the code passes to `t!` as literals (comments left out), and all the code's text.
fn code_ids() -> (BTreeSet<String>, String) {
    fn walk(dir: &std::path::Path, asked: &mut BTreeSet<String>, all: &mut String) {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, asked, all);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for line in text.lines().filter(|l| !l.trim_start().starts_with("//")) {
                    let after_word = |i: usize| !line[..i].ends_with(|c: char| c.is_alphanumeric() || c == '_');
                    for (i, _) in line.match_indices("t!(\"").filter(|(i, _)| after_word(*i)) {
                        let rest = &line[i + 4..];
                        asked.insert(rest[..rest.find('"').unwrap_or(rest.len())].to_string());
                    }
                }
                all.push_str(&text);
            }
        }
    }
    let (mut asked, mut all) = (BTreeSet::new(), String::new());
    walk(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut asked, &mut all);
    (asked, all)
}

#[test]
fn translation_complete_code_asks_only_for_english_messages() {
    let english = message_ids(Lang::English);
    let (asked, _) = code_ids();
    let missing: Vec<_> = asked.iter().filter(|id| !english.contains_key(*id)).collect();
    assert!(missing.is_empty(), "the code asks for messages English lacks: {missing:?}");
}

/// Messages whose ids are made from data (a game's id and a field of its RON file), each
/// family checked against its data by its own test instead of against the code.
pub const FROM_DATA: &[&str] = &["game-", "guide-", "theme-"];

/// A message the code names only by a computed id (`cue-{id}`) is named in the code by a
/// literal anyway, where the id is made: no message lies in the catalogue unused.
#[test]
fn translation_complete_every_english_message_is_named_in_the_code() {
    let (_, code) = code_ids();
    let from_data = |id: &str| FROM_DATA.iter().any(|p| id.starts_with(p));
    let unused: Vec<_> = message_ids(Lang::English).into_keys().filter(|id| !from_data(id) && !code.contains(&format!("\"{id}\""))).collect();
    assert!(unused.is_empty(), "messages no code names (remove them): {unused:?}");
}

#[test]
fn a_message_is_said_in_the_threads_language_with_its_variables() {
    let _german = Speaking::new(Lang::German);
    assert_eq!(current(), Lang::German);
    {
        let _chinese = Speaking::new(Lang::Chinese);
        assert_eq!(current(), Lang::Chinese);
        assert_eq!(t!("language-name"), "简体中文");
    }
    assert_eq!(t!("language-name"), "Deutsch");
}

#[test]
fn an_unknown_message_comes_back_as_its_id() {
    assert_eq!(catalogue().format(Lang::Chinese, "no-such-message", &[]), "no-such-message");
}

#[test]
#[allow(clippy::needless_borrow)] // the borrow is what sends text to ShownArg
fn numbers_stay_numbers_and_other_values_become_text() {
    use crate::i18n::{NumberArg as _, ShownArg as _};
    let n: usize = 3;
    let who = String::from("Rot");
    let args = [("n", (&Wrap(&n)).to_arg()), ("who", (&Wrap(&who)).to_arg())];
    assert!(format!("{:?}", args[0].1).contains("Number"), "{:?}", args[0].1);
    assert!(format!("{:?}", args[1].1).contains("String"), "{:?}", args[1].1);
    assert!(format!("{:?}", (&Wrap(&std::path::Path::new("a").display())).to_arg()).contains("String"));
}
