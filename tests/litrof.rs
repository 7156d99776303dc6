//! Litróf against its specification (shared/rules/litrof.md): the sample game, the two worked
//! diagrams, the setups, perft fixtures and random games through the conformance checks.

use std::collections::BTreeSet;
use towers::core::conformance;
use towers::core::{Game, GameConfig, IcehouseColour, OutcomeKind, PieceKind};
use towers::games::litrof::{self, Litrof};

fn game(setup: &str) -> Litrof {
    Litrof::new(&GameConfig::new("litrof").with_setup(setup)).unwrap_or_else(|e| panic!("{e}"))
}

fn set(list: &[&str]) -> BTreeSet<String> {
    list.iter().map(|s| s.to_string()).collect()
}

/// "a1 oVR, d1 oLN" as a set of its items.
fn items(list: &str) -> BTreeSet<String> {
    list.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect()
}

// ------------------------------------------------------------------ the sample game

/// HATFIELD (Orange; VSILD) v McCOY (Blue; TVDSL), Detroit 2002, with the two misprints
/// corrected (1…Pd7-e6; the diagram's b8 is not involved here).
const SAMPLE: [&str; 19] = [
    "ICc1-d3",
    "Pd7-e6",
    "Pa2-b3",
    "VQd8-c7",
    "DMe1-c2",
    "LMa8-b6",
    "DMc2-c6(b6=nLM, c7=nVQ)",
    "nLMb6-d5(xc6)",
    "nVQc7-d6(d6=nLQ, xd5, xe6, xe7)",
    "nLQd6-a3",
    "ICd3-b4",
    "SCb8-c6",
    "SBb1-e4",
    "SCc6-e4(xe4)",
    "Pd2-e3",
    "SCe4-d6",
    "ICb4-c6",
    "TRe8-e7",
    "ICc6-d7",
];

#[test]
fn sample_game_replays_from_its_record() {
    let mut p = Litrof::new(&GameConfig::new("litrof")).unwrap();
    assert_eq!(p.config().setup, None, "the default game is the sample game's setup");
    for (i, text) in SAMPLE.iter().enumerate() {
        let m = p.parse_move(text).unwrap_or_else(|e| panic!("move {} {text}: {e}", i + 1));
        assert!(p.moves().contains(&m));
        assert_eq!(p.notation(&m), *text, "ply {}", i + 1);
        p.play(&m);
        assert!(p.outcome().is_none(), "the game goes on after {text} (Blue resigned at the end)");
    }
    let want = items("a1 oVR, d1 oLN, b2 oP, e2 oP, b3 oP, e3 oP, d7 oIC, a3 nLQ, a7 bP, b7 bP, c8 bDB, d6 bSC, e7 bTR");
    assert_eq!(items(&p.placement()), want);
    let frozen: BTreeSet<String> =
        p.view().squares.iter().filter(|s| !s.stack.is_empty() && s.stack.iter().all(|x| x.frozen)).map(|s| s.name.clone()).collect();
    assert_eq!(frozen, items("c8, d6, e7"));
    assert_eq!(p.capped_towers(0), 3);
    assert_eq!(p.capped_towers(1), 3);
}

#[test]
fn sample_game_as_printed_fails_where_the_spec_says() {
    let mut p = Litrof::new(&GameConfig::new("litrof")).unwrap();
    let m = p.parse_move("ICc1-d3").unwrap();
    p.play(&m);
    // 1…Pd7-e8 is a misprint: Pawns move diagonally forward.
    assert!(p.parse_move("Pd7-e8").is_err());
    // The side line 3…VQc7-c3(c3=IQ, …) would put a blue power under a blue cap.
    let mut p = Litrof::new(&GameConfig::new("litrof")).unwrap();
    for text in &SAMPLE[..5] {
        let m = p.parse_move(text).unwrap();
        p.play(&m);
    }
    assert!(p.moves().iter().all(|m| !p.notation(m).contains("c3=IQ")));
}

#[test]
fn sample_game_moves_read_without_their_brackets() {
    // All but the Vampire's: without brackets it could also steal nothing.
    let mut p = Litrof::new(&GameConfig::new("litrof")).unwrap();
    let mut ambiguous = Vec::new();
    for text in SAMPLE {
        let bare = text.split('(').next().unwrap();
        match p.parse_move(bare) {
            Ok(m) => assert_eq!(p.notation(&m), text),
            Err(e) => {
                assert!(e.contains("ambiguous") && e.contains(text), "{e}");
                ambiguous.push(bare);
            }
        }
        let m = p.parse_move(text).unwrap();
        p.play(&m);
    }
    assert_eq!(ambiguous, vec!["nVQc7-d6"]);
}

// ------------------------------------------------------------------ the worked diagrams

fn moves_from(p: &Litrof, square: &str) -> BTreeSet<String> {
    let s = p.view().square_index(square).unwrap() as u8;
    p.moves().iter().filter(|m| m.from == s).map(|m| p.notation(m)).collect()
}

#[test]
fn diagram_1_leaper_cardinal() {
    // Red to move against Purple; fillers give each side three capped towers away from a5.
    let p = Litrof::from_placement("Red v Purple", "a5 rLC, a6 pP, c7 pP, b4 pP, c3 nDB, d1 rVQ, e4 rDN, a8 pLN, e8 pSQ, e7 pTR", "Red").unwrap();
    assert_eq!(moves_from(&p, "a5"), set(&["LCa5-b7(xa6)", "LCa5-c6", "LCa5-c4", "LCa5-b3", "LCa5-b6", "LCa5-d8(xc7)", "LCa5-d2(xb4, xc3)"]));
    assert!(p.parse_move("LCa5-e1").is_err());
    assert!(p.parse_move("LCa5-b8").is_err(), "the seed's b8 is a misprint for d8");
}

#[test]
fn diagram_2_trapper_marshal() {
    let p = Litrof::from_placement(
        "Red v Purple",
        "a5 rTM, a6 rP, e5 rP, e4 rP, a1 rVQ, c1 rLN, d5 pP, b6 pP, a2 pP, b3 pP, b2 nIM, c3 nDB, a8 pLN, d8 pTR, e8 pSQ",
        "Red",
    )
    .unwrap();
    assert_eq!(
        moves_from(&p, "a5"),
        set(&["TMa5-c5(xd5)", "TMa5-c6(xb6, xd5)", "TMa5-a3(xa2, xb2, xb3)", "TMa5-b5", "TMa5-a4", "TMa5-b7", "TMa5-c4"])
    );
    // a1 and c1 are anvils although the neutral Icebox on b2 freezes them.
    let v = p.view();
    for s in ["a1", "c1"] {
        assert!(v.squares[v.square_index(s).unwrap() as usize].stack.iter().all(|x| x.frozen));
    }
}

// ------------------------------------------------------------------ setups

#[test]
fn forty_four_setups_per_colour_and_fifteen_match_ups() {
    for c in IcehouseColour::SPECTRAL {
        let arrays = litrof::arrays(c);
        assert_eq!(arrays.len(), 44, "{c:?}");
        assert_eq!(arrays.iter().collect::<BTreeSet<_>>().len(), 44);
    }
    let m = litrof::matchups();
    assert_eq!(m.len(), 15);
    for (a, b) in m {
        assert!(a < b);
        // Every array of each side gives a game with five towers and four Pawns a side.
        for (i, (x, y)) in litrof::arrays(a).iter().zip(litrof::arrays(b).iter()).enumerate() {
            let p = game(&format!("{}; {x} v {}; {y}", a.name(), b.name()));
            assert_eq!(p.pieces().iter().filter(|q| q.pawn).count(), 8, "{i}");
            assert_eq!((p.capped_towers(0), p.capped_towers(1)), (5, 5));
            assert_eq!(p.pyramid_count(), 38);
        }
    }
}

#[test]
fn seed_sample_setups_all_start() {
    let meta = litrof::meta();
    for s in &meta.sample_setups {
        let p = game(s);
        assert!(!p.moves().is_empty(), "{s}");
    }
    // Towers stand in spectral order of their movement from each player's own left.
    let p = game("Orange; VSILD v Blue; TVDSL");
    let row = |rank: &str| -> Vec<String> {
        let mut v: Vec<_> = p.pieces().into_iter().filter(|q| q.square.ends_with(rank) && !q.pawn).collect();
        v.sort_by(|a, b| a.square.cmp(&b.square));
        v.iter().map(|q| format!("{:?}", q.movement.unwrap())).collect()
    };
    assert_eq!(row("1"), vec!["Red", "Yellow", "Green", "Blue", "Purple"]);
    assert_eq!(row("8"), vec!["Purple", "Green", "Yellow", "Orange", "Red"]);
}

// ------------------------------------------------------------------ perft

/// perft fixtures (history rules off). Depths 1–3 of all four agree with the independent
/// reference generator (unit test `perft_matches_the_reference`).
const PERFT: [(&str, [u64; 4]); 4] = [
    ("Orange; VSILD v Blue; TVDSL", [15, 240, 4242, 94999]),
    ("Red; LTIVD v Purple; TSDIL", [15, 240, 4307, 80511]),
    ("Yellow; DSVTI v Green; VLTSI", [15, 195, 3927, 73437]),
    ("Red; VTLDI v Orange; VDSLI", [15, 225, 4073, 71420]),
];

#[test]
fn perft_fixtures() {
    for (setup, counts) in PERFT {
        let p = game(setup);
        for (d, &n) in counts.iter().enumerate() {
            assert_eq!(towers::core::perft::perft(&p, d as u32 + 1), n, "{setup} depth {}", d + 1);
        }
    }
}

// ------------------------------------------------------------------ random games

/// The invariants of every position: no tower holds two pyramids of one colour or one size
/// (read from the view, which lists sizes), every tower has two or more pyramids, a Pawn is
/// one medium of its owner's colour, and the chambers are empty between moves.
fn position_ok(p: &Litrof) -> Result<(), String> {
    for q in p.pieces() {
        if q.square == "c0" || q.square == "c9" {
            return Err(format!("a piece rests in the chamber {}", q.square));
        }
        if q.pawn {
            if q.owner.is_none() || q.cap.is_some() || q.movement.is_some() {
                return Err(format!("bad Pawn on {}", q.square));
            }
            continue;
        }
        let cols: Vec<IcehouseColour> = [q.cap, q.power, q.movement].into_iter().flatten().collect();
        if cols.len() < 2 {
            return Err(format!("a tower of one pyramid on {}", q.square));
        }
        if cols.iter().collect::<BTreeSet<_>>().len() != cols.len() {
            return Err(format!("two pyramids of one colour on {}", q.square));
        }
    }
    Ok(())
}

fn view_ok(p: &Litrof) -> Result<(), String> {
    for s in p.view().squares {
        let pips: Vec<u8> = s
            .stack
            .iter()
            .map(|x| match x.kind {
                PieceKind::Pyramid { size, .. } => size.pips(),
                _ => 0,
            })
            .collect();
        // Strictly large to small, bottom to top: so never two of one size.
        if pips.contains(&0) || pips.windows(2).any(|w| w[0] <= w[1]) {
            return Err(format!("stack on {} is not one pyramid per size, large to small: {pips:?}", s.name));
        }
    }
    Ok(())
}

fn step_ok(before: &Litrof, after: &Litrof) -> Result<(), String> {
    if after.pyramid_count() > before.pyramid_count() {
        return Err(format!("pyramids went up from {} to {}", before.pyramid_count(), after.pyramid_count()));
    }
    // A player's own move never costs him a capped tower.
    let mover = before.to_move();
    if after.capped_towers(mover) != before.capped_towers(mover) {
        return Err("the mover lost a capped tower".into());
    }
    position_ok(after)
}

#[test]
fn ten_thousand_random_games() {
    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};
    let games = if cfg!(debug_assertions) { 500 } else { 10_000 };
    let mut rng = SmallRng::seed_from_u64(2002);
    let (mut plies, mut results) = (0usize, [0usize; 3]);
    let mut matchups = BTreeSet::new();
    let mut moves = Vec::new();
    for g in 0..games {
        let cfg = GameConfig::new("litrof").with_setup("random").with_option("setup-seed", &g.to_string());
        let mut p = Litrof::new(&cfg).unwrap();
        matchups.insert(p.view().seats.iter().map(|s| s.name.clone()).collect::<Vec<_>>());
        position_ok(&p).unwrap();
        loop {
            moves.clear();
            p.legal_moves(&mut moves);
            let outcome = p.outcome();
            assert_eq!(moves.is_empty(), outcome.is_some(), "game {g}: {}", p.placement());
            if let Some(o) = outcome {
                results[match o.kind {
                    OutcomeKind::Win(s) => s,
                    OutcomeKind::Draw => 2,
                }] += 1;
                break;
            }
            let before = p.clone();
            p.play(&moves[rng.random_range(0..moves.len())]);
            plies += 1;
            step_ok(&before, &p).unwrap_or_else(|e| panic!("game {g} at {}: {e}", before.placement()));
            assert!(plies < 5_000_000);
        }
    }
    assert_eq!(matchups.len(), 15, "every match-up was played");
    assert!(results[0] > 0 && results[1] > 0, "{results:?}");
    eprintln!("{games} games, {plies} plies, wins {} / {}, draws {}", results[0], results[1], results[2]);
}

#[test]
fn conformance_across_match_ups_and_options() {
    let per = if cfg!(debug_assertions) { 2 } else { 12 };
    let options: [&[(&str, &str)]; 5] = [
        &[],
        &[("effects", "optional")],
        &[("reach", "newly-adjacent")],
        &[("pawn-captures-neutral", "no"), ("no-legal-move", "draw")],
        &[("repetition", "off")],
    ];
    for (i, (a, b)) in litrof::matchups().into_iter().enumerate() {
        let mut cfg = GameConfig::new("litrof").with_setup(&format!("{} v {}", a.name(), b.name())).with_option("setup-seed", &i.to_string());
        for (k, v) in options[i % options.len()] {
            cfg = cfg.with_option(k, v);
        }
        let start = Litrof::new(&cfg).unwrap();
        let report = conformance::check(
            &start,
            per,
            3000,
            i as u64,
            |p| p.pyramid_count(),
            |before, after| {
                step_ok(before, after)?;
                view_ok(after)
            },
        )
        .unwrap_or_else(|e| panic!("{} v {}: {e}", a.name(), b.name()));
        assert_eq!(report.games, per);
    }
}

// ------------------------------------------------------------------ the registry

#[test]
fn registered_and_configurable() {
    let entry = towers::games::find("litrof").unwrap();
    let meta = (entry.meta)();
    assert_eq!(meta.name, "Litróf");
    let names: BTreeSet<&str> = meta.options.iter().map(|o| o.name.as_str()).collect();
    assert_eq!(names, ["effects", "no-legal-move", "pawn-captures-neutral", "reach", "repetition", "setup-fill", "setup-seed"].into_iter().collect());
    for o in &meta.options {
        assert!(o.values.contains(&o.default) || o.values.iter().any(|v| v == "<number>"), "{}", o.name);
        for v in o.values.iter().filter(|v| *v != "<number>") {
            let g = (entry.create)(&GameConfig::new("litrof").with_option(&o.name, v)).unwrap();
            assert_eq!(g.moves().len(), 15);
        }
    }
    let e = (entry.create)(&GameConfig::new("litrof").with_setup("Orange; VSILD v Blue; TVDSI")).err().unwrap();
    assert!(e.contains("Blue"), "{e}");
    let mut g = (entry.create)(&GameConfig::new("litrof")).unwrap();
    assert_eq!(g.play_text("IC c1-d3").unwrap(), "ICc1-d3");
    assert!(g.diagram().contains("oIC"));
}

#[test]
fn evaluation_is_symmetric_and_sees_the_end() {
    let mut p = game("Orange; VSILD v Blue; TVDSL");
    assert_eq!(p.evaluate(0), p.evaluate(1).map(|v| -v));
    for text in &SAMPLE[..9] {
        let m = p.parse_move(text).unwrap();
        p.play(&m);
    }
    // After 5. nVQc7-d6 Orange is a piece and two Pawns up.
    assert!(p.evaluate(0).unwrap() > 0);
    let won = Litrof::from_placement("Red v Purple", "a1 rTB, b1 rVQ, e1 rLC, a8 pLN, b8 pTR", "Red").unwrap();
    assert_eq!(won.evaluate(0), Some(10_000));
    assert_eq!(won.evaluate(1), Some(-10_000));
}
