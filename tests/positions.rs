//! Position strings of every game, against their documents: each example in
//! `docs/positions/*.md` says what it is (its count of legal moves, its result, or why it is
//! refused) and is checked for it; and reading is equally strict in all four games
//! (`docs/positions.md`: only the one canonical form the writer writes is read).

use towers::core::GameConfig;
use towers::games;

const GAMES: [&str; 4] = ["storm", "litrof", "tribesmen", "three-elephant"];

/// What a document says of an example, on the line after it: `→ N legal moves`, `→ the game
/// is over: RESULT`, either with ` (variant V)`, or `→ REASON` (continued on lines indented
/// further) for a string that is refused.
#[derive(Debug)]
enum Said {
    Moves { count: usize, variant: Option<String> },
    Over { result: String, variant: Option<String> },
    Refused(String),
}

fn said(note: &str) -> Said {
    let (body, variant) = match note.strip_suffix(')').and_then(|n| n.rsplit_once(" (variant ")) {
        Some((body, v)) => (body, Some(v.to_string())),
        None => (note, None),
    };
    if let Some(result) = body.strip_prefix("the game is over: ") {
        return Said::Over { result: result.to_string(), variant };
    }
    match body.strip_suffix(" legal moves").map(|n| n.replace(',', "").parse::<usize>()) {
        Some(Ok(count)) => Said::Moves { count, variant },
        _ => Said::Refused(note.trim_end_matches("...").trim_end_matches(": ").to_string()),
    }
}

/// The examples of one document: each indented line whose first word is a board (it holds a
/// '/'), not a grammar rule, with what the lines after it say.
fn examples(doc: &str) -> Vec<(String, Said)> {
    let lines: Vec<&str> = doc.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(text) = line.strip_prefix("    ").filter(|t| !t.starts_with(' ')) else { continue };
        let board = text.split(' ').next().unwrap();
        if !board.contains('/') || text.contains(" = ") || text.contains(":=") || text.starts_with('→') {
            continue;
        }
        let note = lines.get(i + 1).and_then(|l| l.strip_prefix("    → ")).unwrap_or_else(|| panic!("{text}: no '→' line says what it is"));
        let more = lines[i + 2..].iter().take_while(|l| l.starts_with("      ")).map(|l| l.trim());
        let note = std::iter::once(note).chain(more).collect::<Vec<_>>().join(" ");
        out.push((text.to_string(), said(&note)));
    }
    out
}

fn config(game: &str, variant: &Option<String>) -> GameConfig {
    let c = GameConfig::new(game);
    match variant {
        Some(v) => c.with_variant(v),
        None => c,
    }
}

#[test]
fn every_example_in_the_position_documents_is_what_its_text_says() {
    let mut checked = 0;
    for game in GAMES {
        let doc = std::fs::read_to_string(format!("{}/docs/positions/{game}.md", env!("CARGO_MANIFEST_DIR"))).unwrap();
        let found = examples(&doc);
        assert!(found.len() >= 4, "{game}: only {} examples", found.len());
        for (text, what) in found {
            match &what {
                Said::Moves { count, variant } => {
                    let g = games::from_position(&config(game, variant), &text).unwrap_or_else(|e| panic!("{game} {text}: {e}"));
                    assert_eq!(g.position_text(), text, "{game}: written back otherwise");
                    assert!(g.outcome().is_none(), "{game} {text}: the game is over");
                    assert_eq!(g.moves().len(), *count, "{game} {text}: the document's count of legal moves");
                }
                Said::Over { result, variant } => {
                    let g = games::from_position(&config(game, variant), &text).unwrap_or_else(|e| panic!("{game} {text}: {e}"));
                    assert_eq!(g.position_text(), text, "{game}: written back otherwise");
                    assert_eq!(g.result_text().as_deref(), Some(result.as_str()), "{game} {text}");
                    assert!(g.moves().is_empty());
                }
                Said::Refused(why) => {
                    let e = games::from_position(&GameConfig::new(game), &text).err().unwrap_or_else(|| panic!("{game} {text} should be refused"));
                    assert!(e.to_string().starts_with(why.as_str()), "{game} {text}: the document says '{why}', the reader '{e}'");
                }
            }
            checked += 1;
        }
    }
    assert!(checked >= 25, "{checked} examples");
}

/// For each game: its canonical start, and forms of it that say the same thing in a way the
/// writer never writes (each must be refused, naming the character where it goes wrong or the
/// rule), then a count field past the no-capture draw where the game has one.
fn non_canonical(game: &str) -> (&'static str, Vec<String>) {
    let start = match game {
        "storm" => "nyftbtfyn/9/1c5c1/i1i1i1i1i/9/9/I1I1I1I1I/1C5C1/9/NYFTBTFYN r",
        "litrof" => "1/[BYP][BRG][BGY][BPO][BOR]/bb1bb/5/5/5/5/oo1oo/[OPR][ORY][OBG][OYB][OGP]/1 OB O",
        "tribesmen" => "Blm,Blm,Blms,Blm,Blm/5/5/5/Rlm,Rlm,Rlms,Rlm,Rlm r",
        _ => "tn1eee1nt/sssssssss/9/5#3/9/3#5/9/SSSSSSSSS/TN1EEE1NT w",
    };
    let run = if game == "storm" || game == "three-elephant" { "9" } else { "5" };
    let split = if game == "tribesmen" {
        "2,3"
    } else if run == "9" {
        "45"
    } else {
        "23"
    };
    let dots = if run == "9" { "........." } else { "....." };
    let mut forms = vec![
        format!("{start} "),
        format!(" {start}"),
        start.replacen(' ', "  ", 1),
        start.replacen(&format!("/{run}/"), &format!("/{split}/"), 1),
        start.replacen(&format!("/{run}/"), &format!("/{dots}/"), 1),
        start.replacen(&format!("/{run}/"), &format!("/0{run}/"), 1),
        format!("{start} 0"),
    ];
    match game {
        "storm" => forms.extend([
            format!("{start} 0 - -"),
            format!("{start} 01 - -"),
            format!("{start} 301 - -"),
            // Check entries out of square order, or twice (read: `… b 0 - c8:1,d10:1`).
            "N2b5/9/2c6/9/9/9/9/9/9/5B3 b 0 - d10:1,c8:1".into(),
            "N2b5/9/2c6/9/9/9/9/9/9/5B3 b 0 - c8:1,c8:1".into(),
        ]),
        "three-elephant" => forms.extend([format!("{start} 01"), format!("{start} 201")]),
        _ => {}
    }
    (start, forms)
}

#[test]
fn reading_is_equally_strict_in_every_game() {
    for game in GAMES {
        let c = GameConfig::new(game);
        let (start, forms) = non_canonical(game);
        assert_eq!(games::new_game(&c).unwrap().position_text(), start);
        for text in forms {
            assert_ne!(text, start);
            let e = games::from_position(&c, &text).err().unwrap_or_else(|| panic!("{game}: '{text}' was read"));
            assert!(!e.to_string().is_empty());
        }
    }
}

/// The quiet count may reach the no-capture draw (the game just ended drawn) but not pass it:
/// the same rule in both games that carry the count, under their options.
#[test]
fn a_quiet_count_reaches_the_no_capture_draw_but_never_passes_it() {
    let cases = [
        ("storm", "move-limit", "10", "nyftbtfyn/9/1c5c1/i1i1i1i1i/9/9/I1I1I1I1I/1C5C1/9/NYFTBTFYN r", " - -", 20),
        ("three-elephant", "no-capture-draw", "10", "tn1eee1nt/sssssssss/9/5#3/9/3#5/9/SSSSSSSSS/TN1EEE1NT w", "", 20),
    ];
    for (game, option, value, start, tail, limit) in cases {
        let c = GameConfig::new(game).with_option(option, value);
        let at = |n: u32| format!("{start} {n}{tail}");
        let g = games::from_position(&c, &at(limit)).unwrap_or_else(|e| panic!("{game}: {e}"));
        assert!(g.result_text().unwrap().starts_with("Draw"), "{game}");
        let e = games::from_position(&c, &at(limit + 1)).err().unwrap().to_string();
        assert!(e.contains(&format!("drawn after {limit}")) && e.contains(&format!("{option}={value}")), "{game}: {e}");
        // Off: any count is read.
        let off = GameConfig::new(game).with_option(option, "off");
        assert!(games::from_position(&off, &at(100_000)).is_ok(), "{game}");
    }
}
