//! Litróf against its rules (docs/rules/litrof.md): the sample game, the two worked
//! diagrams, the setups, perft fixtures and random games through the conformance checks; the
//! history rules through `core::Line`; and position strings (docs/positions/litrof.md).

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::collections::BTreeSet;
use towers::core::{Ending, Game, GameConfig, IcehouseColour, Line, OutcomeKind, PieceKind, PositionError, Seat};
use towers::games::litrof::{self, Litrof, Piece, Setup};
use towers::session::conformance;
use towers::session::{DynGame, Session};

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

mod litrof_sample;
use litrof_sample::SAMPLE;

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
    assert_eq!(p.capped_towers(Seat::FIRST), 3);
    assert_eq!(p.capped_towers(Seat::SECOND), 3);
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
                let e = e.to_string();
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
    let s = p.view().square_index(square).unwrap();
    p.moves().iter().filter(|m| m.from.number() == s).map(|m| p.notation(m)).collect()
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
            assert_eq!((p.capped_towers(Seat::FIRST), p.capped_towers(Seat::SECOND)), (5, 5));
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
    let games = if cfg!(debug_assertions) { 500 } else { 10_000 };
    let mut rng = SmallRng::seed_from_u64(2002);
    let (mut plies, mut results, mut stuck) = (0usize, [0usize; 3], 0usize);
    let mut matchups = BTreeSet::new();
    let mut moves = Vec::new();
    for g in 0..games {
        let cfg = GameConfig::new("litrof").with_setup("random").with_option("setup-seed", &g.to_string());
        // With the history rules (repetition), as a game is played.
        let mut p = Line::new(Litrof::new(&cfg).unwrap());
        matchups.insert(p.view().seats.iter().map(|s| s.name.clone()).collect::<Vec<_>>());
        position_ok(p.position()).unwrap();
        loop {
            moves.clear();
            p.legal_moves(&mut moves);
            let outcome = p.outcome();
            assert_eq!(moves.is_empty(), outcome.is_some(), "game {g}: {}", p.position_text());
            // What the search asks at every node: the same ending, or none where only the
            // lack of a legal move ends the game (the search learns that when it lists them).
            match p.outcome_unless_stuck() {
                Some(known) => assert_eq!(Some(known), outcome, "game {g}: {}", p.position_text()),
                None if outcome.is_some() => {
                    let ending = &outcome.as_ref().unwrap().ending;
                    assert!(matches!(ending, Ending::Rule(why) if why.ends_with("has no legal move")), "game {g}: {ending:?}");
                    stuck += 1;
                }
                None => {}
            }
            if let Some(o) = outcome {
                // Wins of each seat, then draws.
                results[match o.kind {
                    OutcomeKind::Win(s) => s.index(),
                    OutcomeKind::Draw => 2,
                }] += 1;
                break;
            }
            let before = p.clone();
            p.play(&moves[rng.random_range(0..moves.len())]);
            plies += 1;
            step_ok(before.position(), p.position()).unwrap_or_else(|e| panic!("game {g} at {}: {e}", before.position_text()));
            assert!(plies < 5_000_000);
        }
    }
    assert_eq!(matchups.len(), 15, "every match-up was played");
    assert!(results[0] > 0 && results[1] > 0, "{results:?}");
    assert!(stuck > 0, "some game ended with no legal move");
    eprintln!("{games} games, {plies} plies, wins {} / {}, draws {}, {stuck} with no legal move", results[0], results[1], results[2]);
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
    assert!(e.to_string().contains("Blue"), "{e}");
    let mut g = (entry.create)(&GameConfig::new("litrof")).unwrap();
    assert_eq!(g.play_text("IC c1-d3").unwrap(), "ICc1-d3");
    assert!(g.diagram().contains("oIC"));
}

#[test]
fn evaluation_is_symmetric_and_sees_the_end() {
    let mut p = game("Orange; VSILD v Blue; TVDSL");
    assert_eq!(p.evaluate(Seat::FIRST), p.evaluate(Seat::SECOND).map(|v| -v));
    for text in &SAMPLE[..9] {
        let m = p.parse_move(text).unwrap();
        p.play(&m);
    }
    // After 5. nVQc7-d6 Orange is a piece and two Pawns up.
    assert!(p.evaluate(Seat::FIRST).unwrap() > 0);
    let won = Litrof::from_placement("Red v Purple", "a1 rTB, b1 rVQ, e1 rLC, a8 pLN, b8 pTR", "Red").unwrap();
    assert_eq!(won.evaluate(Seat::FIRST), Some(10_000));
    assert_eq!(won.evaluate(Seat::SECOND), Some(-10_000));
}

// ------------------------------------------------------------------ history rules (core::Line)

fn fnv(h: &mut u64, bytes: &[u8]) {
    for &b in bytes {
        *h ^= b as u64;
        *h = h.wrapping_mul(0x0100_0000_01b3);
    }
}

/// Fixed-seed random playouts through `Line` (as the app and the computer opponents play),
/// with `random_move` drawing the moves: plies, a hash of every position's key and of every
/// result in words, and the number of repetition draws.
fn playouts(starts: impl Iterator<Item = Litrof>, seed: u64) -> (u64, u64, usize) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let (mut plies, mut h, mut repetitions) = (0u64, 0xcbf2_9ce4_8422_2325u64, 0);
    let mut scratch = Vec::new();
    for start in starts {
        let mut p = Line::new(start);
        let mut n = 0;
        while n < 800 {
            fnv(&mut h, &p.key().to_le_bytes());
            let Some(m) = p.random_move(&mut |k| rng.random_range(0..k), &mut scratch) else { break };
            p.play(&m);
            n += 1;
        }
        plies += n;
        let text = p.outcome().map_or("cut".to_string(), |o| o.describe(|s| p.seat_name(s)));
        repetitions += text.contains("three times") as usize;
        fnv(&mut h, text.as_bytes());
    }
    (plies, h, repetitions)
}

/// The figures are those of the engine before the history rules moved into `core::line`
/// (when it kept its own list of keys): the same legal moves, the same random numbers drawn,
/// the same results, repetition draws included.
#[test]
fn fixed_seed_playouts_are_those_of_the_engine_with_its_own_history() {
    let options: [&[(&str, &str)]; 5] = [
        &[],
        &[("effects", "optional")],
        &[("reach", "newly-adjacent"), ("pawn-captures-neutral", "no")],
        &[("repetition", "off")],
        &[("no-legal-move", "draw")],
    ];
    let setups = (0..3000u32).map(|g| {
        let mut cfg = GameConfig::new("litrof").with_setup("random").with_option("setup-seed", &g.to_string());
        for (k, v) in options[g as usize % 5] {
            cfg = cfg.with_option(k, v);
        }
        Litrof::new(&cfg).unwrap()
    });
    assert_eq!(playouts(setups, 77), (180_716, 0xc6fe_cf57_94b0_013b, 15));
    // Sparse positions, where positions repeat more often.
    let places = [
        ("a1 rTB, b1 rVQ, e1 rLC, a8 pSQ, b8 pTR, e8 pLN", "Red"),
        ("a1 rTB, b1 rVQ, e1 rLC, a8 pSQ, b8 pTR, e8 pLN, c4 nDN, d5 nIB", "Purple"),
        ("a1 rTB, b1 rDN, e1 rLC, c7 rVQ, b8 nLN, a5 pSB, a8 pSQ, e8 pLN, d8 pTR", "Red"),
        ("a1 rTB, b1 rVQ, e1 rLC, d7 rIC, b8 pIQ, a8 pSQ, e8 pLN, d2 pIC", "Red"),
        ("a1 rL, c1 rL, e1 rL, a8 pL, c8 pL, e8 pL", "Red"),
        ("a1 rL, c1 rL, e1 rL, a8 pL, c8 pL, e8 pL, c4 nLR", "Purple"),
        ("a1 rQ, c1 rB, e1 rN, a8 pQ, c8 pB, e8 pN", "Red"),
    ];
    let sparse = (0..1400usize).map(|g| {
        let (place, side) = places[g % places.len()];
        let cfg = if g % 3 == 1 { GameConfig::new("litrof").with_option("effects", "optional") } else { GameConfig::new("litrof") };
        Litrof::from_placement_with(cfg, "Red v Purple", place, side).unwrap()
    });
    assert_eq!(playouts(sparse, 78), (331_677, 0x90bd_4131_83bc_9262, 30));
}

#[test]
fn status_is_composed_by_the_line() {
    let g = Session::new(Litrof::new(&GameConfig::new("litrof")).unwrap());
    assert_eq!(g.view().status, "Orange to move — capped towers: Orange 5, Blue 5");
    assert_eq!(g.seat_name(Seat::SECOND), "Blue");
    let mut g = Session::new(Litrof::from_placement("Red v Purple", "a1 rTB, b1 rVQ, e1 rLC, c3 rDQ, b5 pSQ, e7 pIR, a8 pLN", "Red").unwrap());
    g.play_text("DQc3-c4(b5=nSQ)").unwrap();
    assert_eq!(g.view().status, "Red wins: Purple has two or fewer capped towers");
    assert_eq!(g.result_text().unwrap(), "Red wins: Purple has two or fewer capped towers");
}

// ------------------------------------------------------------------ position strings

/// The sample setup (Orange; VSILD v Blue; TVDSL), the first example of docs/positions/litrof.md.
const START: &str = "1/[BYP][BRG][BGY][BPO][BOR]/bb1bb/5/5/5/5/oo1oo/[OPR][ORY][OBG][OYB][OGP]/1 OB O";

fn config() -> GameConfig {
    GameConfig::new("litrof")
}

fn read(text: &str) -> Result<Litrof, PositionError> {
    Litrof::read_position(&config(), text).map(|(p, counters)| {
        assert_eq!(counters, Default::default(), "Litróf has no trailing fields");
        p
    })
}

#[test]
fn the_sample_setup_is_the_first_example() {
    let p = Litrof::new(&config()).unwrap();
    assert_eq!(p.position_text(), START);
    let q = read(START).unwrap();
    assert_eq!(q.key(), p.key());
    assert_eq!(q.placement(), p.placement());
    let s = Setup::read(START).unwrap();
    assert_eq!(s.colours, [IcehouseColour::Orange, IcehouseColour::Blue]);
    assert_eq!(s.to_move, IcehouseColour::Orange);
    // c1: an Orange Icebox-Cardinal; a7 a Blue Pawn; c2 empty; the chambers empty.
    let c1 = Piece::Tower { cap: Some(IcehouseColour::Orange), power: Some(IcehouseColour::Blue), movement: Some(IcehouseColour::Green) };
    assert_eq!(s.ranks[0][2], Some(c1));
    assert_eq!(s.ranks[6][0], Some(Piece::Pawn(IcehouseColour::Blue)));
    assert_eq!(s.ranks[1][2], None);
    assert_eq!(s.chambers, [None, None]);
    // Through the catalogue, as the command line reads it.
    let g = towers::games::from_position(&config(), START).unwrap();
    assert_eq!(g.position_text(), START);
    assert_eq!(g.moves().len(), 15);
    assert!(matches!(towers::games::from_position(&config().with_option("effects", "sometimes"), START), Err(PositionError::Config(_))));
    // The rule options come from the configuration.
    assert!(read(START).unwrap().rules().repetition);
    assert!(Litrof::read_position(&config().with_option("effects", "optional"), START).unwrap().0.rules().optional_effects);
}

/// Canonical strings: start positions, the sample game along the way (neutral towers), the
/// first worked diagram, and towers with a missing power or movement.
const CANONICAL: [&str; 10] = [
    START,
    "1/[PYB][PBG][PGY][PRO][POR]/pp1pp/5/5/5/5/rr1rr/[RYO][ROY][RBG][RPB][RGP]/1 RP R",
    "1/[GBP][GRB][GOY][GYO][GPR]/gg1gg/5/5/5/5/yy1yy/[YGR][YRO][YPG][YOB][YBP]/1 YG Y",
    "1/[OBP][OYB][ORG][OGY][OPR]/oo1oo/5/5/5/5/rr1rr/[RPO][ROY][RYG][RGB][RBP]/1 RO R",
    "1/[BYP][BRG][BGY]1[BOR]/bb[BPO]1b/4b/5/5/1o1[OBG]1/1o1oo/[OPR][ORY]1[OYB][OGP]/1 OB O",
    "1/1[BRG][BGY]1[BOR]/bb[-PO]1b/1[-YP][OGP]1b/5/5/1o1[OBG]1/1o1oo/[OPR][ORY]1[OYB]1/1 OB B",
    "1/2[BGY]2/bb1[OBG][BOR]/3[BRG]1/5/5/[-YO]o2o/1o2o/[OPR]2[OYB]1/1 OB B",
    "1/[PYB]3[PRO]/2p1[POR]/p4/[RYG]4/1p2[RGB]/2[-GY]2/5/3[RPO]1/1 RP R",
    "1/[PYB]3[PRO]/2p1[POR]/p4/[R-G]4/1p2[RG-]/2[-GY]2/5/3[RPO]1/1 RP P",
    "1/5/5/5/5/5/5/5/[GR-][G-B][GYO]2/1 GB B",
];

#[test]
fn canonical_strings_write_back_unchanged() {
    for s in CANONICAL {
        assert_eq!(Setup::read(s).unwrap_or_else(|e| panic!("{s}: {e}")).write(), s);
        assert_eq!(read(s).unwrap_or_else(|e| panic!("{s}: {e}")).position_text(), s);
    }
    // The sample game's strings are those of the game as played.
    let mut p = Litrof::new(&config()).unwrap();
    for text in &SAMPLE[..4] {
        let m = p.parse_move(text).unwrap();
        p.play(&m);
    }
    assert_eq!(p.position_text(), CANONICAL[4]);
    for text in &SAMPLE[4..] {
        let m = p.parse_move(text).unwrap();
        p.play(&m);
    }
    assert_eq!(p.position_text(), CANONICAL[6]);
    // Every setup of the catalogue and every match-up (first arrays) starts from its string.
    let mut setups: Vec<String> = litrof::meta().sample_setups.clone();
    setups.extend(litrof::matchups().iter().map(|(a, b)| format!("{} v {}", a.name(), b.name())));
    for setup in setups {
        let cfg = config().with_setup(&setup).with_option("setup-fill", "first");
        let p = Litrof::new(&cfg).unwrap();
        let text = p.position_text();
        assert_eq!(Setup::read(&text).unwrap().write(), text, "{setup}");
        let q = read(&text).unwrap();
        assert_eq!((q.key(), q.position_text()), (p.key(), text), "{setup}");
    }
}

/// Random positions: random setups and options, random moves, every position on the way.
fn random_positions(count: usize, seed: u64) -> Vec<(GameConfig, Litrof)> {
    let options: [&[(&str, &str)]; 4] = [&[], &[("effects", "optional")], &[("reach", "newly-adjacent")], &[("pawn-captures-neutral", "no")]];
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut out = Vec::with_capacity(count);
    for g in 0.. {
        let mut cfg = config().with_setup("random").with_option("setup-seed", &(seed * 100_000 + g).to_string());
        for (k, v) in options[g as usize % options.len()] {
            cfg = cfg.with_option(k, v);
        }
        let mut p = Litrof::new(&cfg).unwrap();
        loop {
            if out.len() == count {
                return out;
            }
            out.push((cfg.clone(), p.clone()));
            let moves = p.moves();
            if moves.is_empty() {
                break;
            }
            p.play(&moves[rng.random_range(0..moves.len())]);
        }
    }
    unreachable!()
}

#[test]
fn ten_thousand_positions_read_back_as_written() {
    let n = if cfg!(debug_assertions) { 1000 } else { 10_000 };
    let (mut neutral, mut over) = (0, 0);
    for (i, (cfg, p)) in random_positions(n, 1).into_iter().enumerate() {
        let text = p.position_text();
        let setup = Setup::read(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(setup, p.setup(), "{text}");
        assert_eq!(setup.write(), text);
        let (q, _) = Litrof::read_position(&cfg, &text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(q.key(), p.key(), "{text}");
        assert_eq!(q.moves(), p.moves(), "{text}");
        assert_eq!(q.position_text(), text);
        assert_eq!(q.outcome(), p.outcome(), "{text}");
        assert_eq!(q.placement(), p.placement());
        if i % 50 == 0 {
            let g = towers::games::from_position(&cfg, &text).unwrap();
            assert_eq!((g.position_text(), g.key(), g.moves().len()), (text.clone(), p.key(), p.moves().len()));
        }
        neutral += text.contains("[-") as usize;
        over += p.outcome().is_some() as usize;
    }
    assert!(neutral > n / 10 && over > 10, "neutral towers in {neutral}, finished games {over}");
}

/// Each rule a position string must follow, refused with its reason.
#[test]
fn positions_the_rules_cannot_hold_are_refused() {
    let cases: [(&str, &str); 15] = [
        (
            "1/[BYP][BRG][BGY][BPO][BOR]/bb1bb/5/5/5/5/oo1oo/[OPR][ORY][OBG][OYB][OGP]/1 OO O",
            "both players are Orange: the two players have different colours",
        ),
        (
            "1/[BYP][BRG][BGY][BPO][BOR]/bb1bb/5/5/5/5/oo1oo/[OPR][ORY][OBG][OYB][OGP]/1 BO O",
            "Blue is written before Orange, but Orange comes earlier in spectral order: the earlier colour plays first, from ranks 1–2, and is written first",
        ),
        ("1/[BYP][BRG][BGY][BPO][BOR]/bb1bb/5/5/5/5/oo1oo/[OPR][ORY][OBG][OYB][OGP]/1 OB R", "Red is to move, but the players are Orange and Blue"),
        (
            "b/[BYP][BRG][BGY][BPO][BOR]/1b1bb/5/5/5/5/oo1oo/[OPR][ORY][OBG][OYB][OGP]/1 OB O",
            "a piece stands in the chamber c9: pieces only pass through a chamber during a move",
        ),
        ("1/[BYP][BRG][BGY][BPO][BOR]/bb1bb/5/5/5/5/oo1oo/[OPR][ORY]1[OYB][OGP]/[OBG] OB O", "a piece stands in the chamber c0"),
        (
            "1/[BYP][BRG][BGY][BPO][BOR]/bb1bb/5/5/5/5/ro1oo/[OPR][ORY][OBG][OYB][OGP]/1 OB O",
            "the Red Pawn on a2 belongs to nobody: the players are Orange and Blue",
        ),
        (
            "1/[BYP][BRG][BGY][BPO][BOR]/bb1bb/5/5/5/5/oo1oo/[YPR][ORY][OBG][OYB][OGP]/1 OB O",
            "the tower on a1 has a Yellow cap, but the players are Orange and Blue",
        ),
        (
            "1/[BYP][BRG][BGY][BPO][BOR]/bb1bb/5/5/5/5/oo1oo/[O--][ORY][OBG][OYB][OGP]/1 OB O",
            "the tower on a1 has fewer than two pyramids: a tower left with one leaves the game",
        ),
        ("1/[BYP][BRG][BGY][BPO][BOR]/bb1bb/5/5/5/[-B-]4/oo1oo/[OPR][ORY][OBG][OYB][OGP]/1 OB O", "the tower on a3 has fewer than two pyramids"),
        (
            "1/[BYP][BRG][BGY][BPO][BOR]/bb1bb/5/5/5/5/oo1oo/[OPO][ORY][OBG][OYB][OGP]/1 OB O",
            "the tower on a1 holds two Orange pyramids: no tower holds two pyramids of one colour",
        ),
        (
            "1/[BYP][BRG][BGY][BPO][BOR]/bb1bb/5/5/5/o4/oo1oo/[OPR][ORY][OBG][OYB][OGP]/1 OB O",
            "there are 5 Orange Pawns on a3, a2, b2, d2, e2, but Orange and Blue have only 4 between them",
        ),
        (
            "1/5/5/5/5/5/5/[O-Y]4/[OR-][OY-][OG-][OP-][O-R]/1 OB O",
            "there are 6 Orange caps on a2, a1, b1, c1, d1, e1, but Orange and Blue have only 5 between them",
        ),
        (
            "1/5/5/5/5/5/5/5/[OBG][OBR]3/1 OB O",
            "there are 2 Icebox powers (medium Blue pyramids in towers) on a1, b1, but Orange and Blue have only 1 between them",
        ),
        (
            "1/5/5/5/5/5/5/5/[OYB][ORB]3/1 OB O",
            "there are 2 Knight movements (large Blue pyramids) on a1, b1, but Orange and Blue have only 1 between them",
        ),
        (
            "1/5/5/5/5/5/5/5/[-YP][-RP][-GP]2/1 OB B",
            "there are 3 Marshal movements (large Purple pyramids) on a1, b1, c1, but Orange and Blue have only 2 between them",
        ),
    ];
    for (text, why) in cases {
        Setup::read(text).unwrap_or_else(|e| panic!("{text} should read: {e}"));
        match read(text) {
            Err(PositionError::Illegal(e)) => assert!(e.contains(why), "{text}: {e}"),
            other => panic!("{text}: expected a rule error, got {:?}", other.map(|p| p.position_text())),
        }
    }
    // The limits themselves are allowed.
    for text in [
        "1/5/5/5/5/5/5/5/[-YP][-RP]3/1 OB B",
        "1/5/5/5/5/5/o4/o2oo/[OPR][ORY][OBG][OYB]1/1 OB O",
        "1/5/5/5/5/5/5/[OP-]4/[OR-][OY-][OG-][O-B]1/1 OB O",
    ] {
        read(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

/// Grammar errors: the character where the text goes wrong, and what is wrong.
#[test]
fn grammar_errors_name_the_character() {
    let cases: [(&str, usize, &str); 20] = [
        ("", 1, "the position is empty"),
        (" 1/5/5/5/5/5/5/5/5/1 OB O", 1, "the chamber c9 has 0 squares where it needs 1"),
        ("1/[BYP][BRG][BGY][BPO][BOR]/bb1bb/6/5/5/5/oo1oo/[OPR][ORY][OBG][OYB][OGP]/1 OB O", 35, "rank 6 has more than 5 squares"),
        ("1/5/5/5/5/5/5/5/4/1 OB O", 18, "rank 1 has 4 squares where it needs 5"),
        ("2/5/5/5/5/5/5/5/5/1 OB O", 1, "the chamber c9 has more than 1 square"),
        ("1/5/5/5/5/5/5/5/23/1 OB O", 18, "two numbers of empty squares in a row"),
        ("1/5/5/5/5/5/5/5/05/1 OB O", 17, "0 empty squares"),
        ("1/5/5/5/5/5/5/5/[OBX]4/1 OB O", 20, "'X' in a tower: the movement is one of R O Y G B P"),
        ("1/5/5/5/5/5/5/5/[oBG]4/1 OB O", 18, "'o' in a tower: the cap is one of R O Y G B P"),
        ("1/5/5/5/5/5/5/5/[OB]4/1 OB O", 20, "']' where the movement should be (write '-' for a missing pyramid)"),
        ("1/5/5/5/5/5/5/5/[OBGR]3/1 OB O", 21, "expected ']', found 'R'"),
        ("1/5/5/5/5/5/5/5/OBG2/1 OB O", 17, "'O' cannot stand here: rank 1 holds Pawns (r o y g b p), towers"),
        ("1/5/5/5/5/5/5/5/x4/1 OB O", 17, "'x' cannot stand here"),
        ("1/5/5/5/5/5/5/5/5 OB O", 18, "' ' after rank 1: the board has ten parts"),
        ("1/5/5/5/5/5/5/5/5/1/1 OB O", 20, "'/' after the chamber c0"),
        ("1/5/5/5/5/5/5/5/5/1", 20, "the position ends after the board: a space and the two players' colours"),
        ("1/5/5/5/5/5/5/5/5/1 Ob O", 22, "'b' where the second player's colour should be"),
        ("1/5/5/5/5/5/5/5/5/1 OB", 23, "the position ends after the players' colours: a space and the colour to move"),
        ("1/5/5/5/5/5/5/5/5/1 OB O ", 25, "' ' after the colour to move: the position ends there"),
        ("1/5/5/5/5/5/5/5/ó4/1 OB O", 17, "'ó' cannot stand here"),
    ];
    for (text, column, problem) in cases {
        match Setup::read(text) {
            Err(PositionError::Syntax { column: c, problem: p }) => {
                assert!(p.contains(problem), "{text:?}: {p}");
                assert_eq!(c, column, "{text:?}: {p}");
            }
            other => panic!("{text:?}: expected a grammar error, got {other:?}"),
        }
        let e = read(text).err().expect("refused").to_string();
        assert!(e.starts_with(&format!("position, character {column}: ")), "{e}");
    }
    // Columns count characters, not bytes.
    let e = Setup::read("1/5/5/5/5/5/5/5/ó4/1 OB O").unwrap_err();
    assert!(matches!(e, PositionError::Syntax { column: 17, .. }));
}

/// Random text and random edits of valid strings: never a panic, always a reason, and
/// whatever reads writes back the same and reads again as the same position.
#[test]
fn fuzzed_strings_never_panic() {
    const ALPHABET: &[char] = &[
        '/', '[', ']', '-', ' ', '0', '1', '2', '3', '4', '5', '6', '9', 'r', 'o', 'y', 'g', 'b', 'p', 'R', 'O', 'Y', 'G', 'B', 'P', 'x', 'n', 'ó',
        '\t',
    ];
    let mut rng = SmallRng::seed_from_u64(99);
    let mut valid: Vec<String> = CANONICAL.iter().map(|s| s.to_string()).collect();
    valid.extend(random_positions(300, 2).into_iter().map(|(_, p)| p.position_text()));
    let (mut accepted, mut refused) = (0, 0);
    let rounds = if cfg!(debug_assertions) { 3000 } else { 30_000 };
    for round in 0..rounds {
        let text: String = if round % 5 == 0 {
            let len = rng.random_range(0..90);
            (0..len).map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())]).collect()
        } else {
            let mut chars: Vec<char> = valid[rng.random_range(0..valid.len())].chars().collect();
            for _ in 0..rng.random_range(1..4) {
                let at = rng.random_range(0..chars.len() + 1);
                match rng.random_range(0..3) {
                    0 => chars.insert(at, ALPHABET[rng.random_range(0..ALPHABET.len())]),
                    1 if at < chars.len() => {
                        chars.remove(at);
                    }
                    _ if at < chars.len() => chars[at] = ALPHABET[rng.random_range(0..ALPHABET.len())],
                    _ => {}
                }
            }
            chars.into_iter().collect()
        };
        match read(&text) {
            Ok(p) => {
                accepted += 1;
                let again = p.position_text();
                assert_eq!(again, text, "accepted text is canonical");
                let q = read(&again).unwrap();
                assert_eq!((q.key(), q.moves()), (p.key(), p.moves()));
            }
            Err(e) => {
                refused += 1;
                assert!(!e.to_string().is_empty());
                if let PositionError::Syntax { column, problem } = &e {
                    assert!(!problem.is_empty());
                    assert!(*column >= 1 && *column <= text.chars().count() + 1, "{text:?}: column {column}");
                }
            }
        }
    }
    assert!(accepted > rounds / 200 && refused > rounds / 2, "accepted {accepted}, refused {refused}");
}

#[test]
fn perft_fixtures_from_position_strings() {
    for (setup, counts) in PERFT {
        let text = game(setup).position_text();
        let p = read(&text).unwrap();
        for (d, &n) in counts.iter().enumerate() {
            assert_eq!(towers::core::perft::perft(&p, d as u32 + 1), n, "{text} depth {}", d + 1);
        }
    }
}
