//! Property tests over every reader: save files, text exports, move notation, position
//! strings, command-line numbers, time controls, clock readings and invitations. Whatever the
//! input, a reader answers (a value or an error with a line inside the text) and never panics;
//! what a writer writes reads back.
//! The case counts keep the whole file to seconds on a small machine (PROPTEST_CASES
//! overrides them all).

use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::sync::LazyLock;
use towers::cli::{MAX_SECONDS, parse_count, parse_seconds};
use towers::core::GameConfig;
use towers::core::clock::{Reading, TimeControl};
use towers::games;
use towers::net::invite::Invitation;
use towers::record::{History, LoadError, SaveFile, text};
use towers::session::DynGame;

/// Every game and variant, default options.
fn configs() -> Vec<GameConfig> {
    games::all().iter().flat_map(|g| (g.meta)().variants.into_iter().map(|v| GameConfig::new(g.id).with_variant(&v.id))).collect()
}

static CONFIGS: LazyLock<Vec<GameConfig>> = LazyLock::new(configs);

/// A game of up to `plies` random moves from the start of `config`, on a clock when the seed
/// is odd (a move every 1.5 s, so that the readings have fractions).
fn random_history(config: &GameConfig, seed: u64, plies: usize) -> History {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut h = History::new(config).unwrap();
    let t0 = std::time::Instant::now();
    if seed % 2 == 1 {
        h.set_time_control(["10+5", "5+d2", "3+3x20", "2d", "15"][(seed / 2 % 5) as usize].parse().unwrap());
        h.tick(t0);
        h.start_clock();
    }
    while h.ply() < plies && h.current().outcome().is_none() {
        h.tick(t0 + std::time::Duration::from_millis(1500 * h.ply() as u64 + 1234));
        let n = h.current().moves().len();
        h.play_index(rng.random_range(0..n)).unwrap();
    }
    h
}

/// One real save and one real export per configuration, 30 plies each.
static REAL: LazyLock<Vec<(String, String)>> = LazyLock::new(|| {
    CONFIGS
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let h = random_history(c, i as u64, 30);
            (SaveFile::from_history(&h, &[]).to_ron(), text::export(&h))
        })
        .collect()
});

/// Characters that the grammars of the files, moves and positions are made of, and a few
/// that none expects.
const ALPHABET: &[char] = &[
    'a', 'b', 'c', 'e', 'i', 'r', 'w', 'x', 'L', 'M', 'S', 'B', 'I', 'N', 'R', 'T', 'Y', 'E', 'P', '0', '1', '2', '5', '9', '-', '/', ' ', '\n', ';',
    '(', ')', '[', ']', '{', '}', ',', '.', ':', '"', '\'', '#', '!', '>', '+', '=', '\\', '*', 'é', '†', '\u{1b}', '\u{feff}', '\u{202e}', '\0',
];

/// Text that looks enough like the grammars to get past their first checks, or any text at all.
fn texty() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => prop::collection::vec(prop::sample::select(ALPHABET), 0..60).prop_map(|cs| cs.into_iter().collect::<String>()),
        1 => any::<String>(),
    ]
}

/// Edits to a text: at a position (a fraction of the length), delete, insert or replace.
#[derive(Clone, Debug)]
enum Edit {
    Delete(f64, usize),
    Insert(f64, char),
    Replace(f64, char),
    Cut(f64),
}

fn edits() -> impl Strategy<Value = Vec<Edit>> {
    let at = 0.0..1.0f64;
    let c = prop::sample::select(ALPHABET);
    prop::collection::vec(
        prop_oneof![
            (at.clone(), 1..20usize).prop_map(|(a, n)| Edit::Delete(a, n)),
            (at.clone(), c.clone()).prop_map(|(a, c)| Edit::Insert(a, c)),
            (at.clone(), c).prop_map(|(a, c)| Edit::Replace(a, c)),
            at.prop_map(Edit::Cut),
        ],
        1..4,
    )
}

/// The byte offset at `fraction` of `text`, moved back to a character boundary.
fn offset(text: &str, fraction: f64) -> usize {
    let mut at = ((text.len() as f64) * fraction) as usize;
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut t = text.to_string();
    for e in edits {
        match *e {
            Edit::Delete(a, n) => {
                let from = offset(&t, a);
                let mut to = (from + n).min(t.len());
                while !t.is_char_boundary(to) {
                    to += 1;
                }
                t.replace_range(from..to, "");
            }
            Edit::Insert(a, c) => t.insert(offset(&t, a), c),
            Edit::Replace(a, c) => {
                let at = offset(&t, a);
                let len = t[at..].chars().next().map_or(0, char::len_utf8);
                t.replace_range(at..at + len, &c.to_string());
            }
            Edit::Cut(a) => t.truncate(offset(&t, a)),
        }
    }
    t
}

/// An error's line is in the text (0 = the whole file): at most the number of lines, counting
/// a last one after a final newline.
/// The values of the text's `[End "N"]` lines, read as leniently as the reader reads tags
/// (spaces inside the brackets allowed).
fn end_counts(text: &str) -> Vec<String> {
    text.lines().filter_map(|l| l.trim().strip_prefix('[')?.trim_start().strip_prefix("End")?.split('"').nth(1).map(str::to_string)).collect()
}

fn line_is_inside(e: &LoadError, text: &str) -> bool {
    e.line <= text.matches('\n').count() + 1
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn save_files_of_any_text_answer_with_a_line_inside_it(t in texty()) {
        if let Err(e) = SaveFile::load(&t) {
            prop_assert!(line_is_inside(&e, &t), "{e} for {t:?}");
        }
    }

    #[test]
    fn damaged_real_saves_answer_with_a_line_inside_them(which in 0..CONFIGS.len(), changes in edits()) {
        let t = apply(&REAL[which].0, &changes);
        if let Err(e) = SaveFile::load(&t) {
            prop_assert!(line_is_inside(&e, &t), "{e}");
        }
    }

    #[test]
    fn text_exports_of_any_text_answer_with_a_line_inside_it(t in texty()) {
        for text in [t.clone(), format!("[Game \"storm\"]\n{t}"), format!("[Game \"tribesmen\"]\n\n1. {t}\n[End \"1\"]")] {
            if let Err(e) = text::import(&text) {
                prop_assert!(line_is_inside(&e, &text), "{e} for {text:?}");
            }
        }
    }

    #[test]
    fn damaged_real_exports_are_refused_or_read_in_full(which in 0..CONFIGS.len(), changes in edits()) {
        let t = apply(&REAL[which].1, &changes);
        match text::import(&t) {
            Err(e) => prop_assert!(line_is_inside(&e, &t), "{e}"),
            // A change can leave a valid export (a move swapped for another legal one, a comment
            // added): it reads with all its moves, which the end line counts.
            Ok(h) => {
                let count = h.moves().len().to_string();
                prop_assert!(end_counts(&t).contains(&count), "read {count} moves from {t:?}");
            }
        }
    }

    #[test]
    fn move_notation_of_any_text_never_panics(which in 0..CONFIGS.len(), seed in any::<u64>(), t in texty()) {
        let h = random_history(&CONFIGS[which], seed, 12);
        let _ = h.current().parse(&t);
    }

    #[test]
    fn every_legal_move_reads_back_from_its_notation(which in 0..CONFIGS.len(), seed in any::<u64>(), plies in 0..40usize) {
        let h = random_history(&CONFIGS[which], seed, plies);
        let g: &dyn DynGame = h.current();
        for (i, m) in g.moves().iter().enumerate() {
            prop_assert_eq!(g.parse(&m.notation).ok(), Some(i), "{}", m.notation);
        }
    }

    #[test]
    fn position_strings_of_any_text_never_panic(which in 0..CONFIGS.len(), t in texty()) {
        let _ = games::from_position(&CONFIGS[which], &t).map(|g| g.position_text());
    }

    #[test]
    fn positions_from_random_play_read_back_as_written(which in 0..CONFIGS.len(), seed in any::<u64>(), plies in 0..60usize) {
        let mut h = random_history(&CONFIGS[which], seed, plies);
        // A finished game's last position may be refused by design (Three Elephant: a side
        // without Elephants has already lost): the property is for positions still in play.
        if h.current().outcome().is_some() {
            h.undo();
        }
        let written = h.current().position_text();
        let read = games::from_position(&CONFIGS[which], &written).map_err(|e| TestCaseError::fail(format!("{written}: {e}")))?;
        prop_assert_eq!(read.key(), h.current().key(), "{}", written);
        prop_assert_eq!(read.position_text(), written);
    }

    #[test]
    fn command_line_numbers_are_accepted_only_within_their_range(t in texty(), lo in 0..100u64, span in 0..1000u64) {
        if let Ok(n) = parse_count(&t, "--n", lo..=lo + span) {
            prop_assert!((lo..=lo + span).contains(&n));
            prop_assert_eq!(n.to_string(), t.clone());
        }
        if let Ok(s) = parse_seconds(&t, "--seconds") {
            prop_assert!(s.is_finite() && s > 0.0 && s <= MAX_SECONDS);
        }
    }

    #[test]
    fn time_controls_of_any_text_answer_in_one_line_and_write_back(t in texty()) {
        match t.parse::<TimeControl>() {
            Ok(tc) => prop_assert_eq!(tc.to_string().parse::<TimeControl>(), Ok(tc)),
            Err(e) => prop_assert!(!e.to_string().contains('\n')),
        }
        if let Ok(r) = t.parse::<Reading>() {
            prop_assert_eq!(r.to_string().parse::<Reading>(), Ok(r));
        }
    }

    #[test]
    fn invitations_of_any_text_answer_in_one_line_and_write_back(t in texty(), suffix in texty()) {
        let key = "P4X2HQ7Y3ZAJ5NWB6MCE2RTVKD7UFSG3LQ4OXPI5HWN6JYRAZB4A";
        for text in [t.clone(), format!("towers://{t}"), format!("towers://10.0.0.1:7627/{suffix}"), format!("towers://10.0.0.1:7627/{t}/{key}{suffix}")] {
            match text.parse::<Invitation>() {
                Ok(i) => prop_assert_eq!(i.to_string().parse::<Invitation>(), Ok(i)),
                Err(e) => prop_assert!(!e.to_string().contains('\n')),
            }
        }
    }

    #[test]
    fn clock_readings_as_written_are_read_back(millis in 0..400 * 86_400_000u64, periods in 0..100u32) {
        let r = Reading { left: std::time::Duration::from_millis(millis), periods };
        prop_assert_eq!(r.to_string().parse::<Reading>(), Ok(r));
    }

    #[test]
    fn numbers_as_written_are_read_back(n in any::<u64>(), lo in any::<u64>()) {
        let (lo, hi) = (lo.min(n), lo.max(n));
        prop_assert_eq!(parse_count(&n.to_string(), "--n", lo..=hi), Ok(n));
        let negative = format!("-{n}");
        prop_assert!(parse_count::<u64>(&negative, "--n", 0..=u64::MAX).is_err());
    }

    /// Comments of any characters (braces, backslashes, line breaks, controls) at any plies
    /// come back unchanged from a save file and from a text export.
    #[test]
    fn comments_of_any_text_survive_save_and_export(
        which in 0..CONFIGS.len(),
        seed in any::<u64>(),
        plies in 0..12usize,
        notes in prop::collection::vec((0..13usize, comment_text()), 0..6),
    ) {
        let mut h = random_history(&CONFIGS[which], seed, plies);
        for (ply, note) in &notes {
            h.set_comment(*ply, note);
        }
        let ron = SaveFile::from_history(&h, &[]).to_ron();
        let (_, loaded) = SaveFile::load(&ron).map_err(|e| TestCaseError::fail(format!("{e}\n{ron}")))?;
        prop_assert_eq!(loaded.comments(), h.comments());
        let export = text::export(&h);
        prop_assert!(!export.chars().any(|c| c != '\n' && towers::core::text::is_hazard(c)), "a control character in {export:?}");
        let back = text::import(&export).map_err(|e| TestCaseError::fail(format!("{e}\n{export}")))?;
        prop_assert_eq!(back.comments(), h.comments());
    }
}

/// Comment text with the characters an export must escape well represented.
fn comment_text() -> impl Strategy<Value = String> {
    let tricky = prop_oneof![
        Just('{'),
        Just('}'),
        Just('\\'),
        Just('\n'),
        Just('\r'),
        Just(' '),
        Just('\u{feff}'),
        Just('\u{2028}'),
        Just('\u{1b}'),
        Just('\u{202e}'),
        Just('u'),
    ];
    prop::collection::vec(prop_oneof![any::<char>(), tricky], 0..30).prop_map(String::from_iter)
}
