//! Three Elephant Chess: the seed's examples, perft fixtures, an independent brute-force
//! enumeration of action sequences, and random games through the conformance checks.
//!
//! Positions are written in the engine's text form (rank 9 first, '/'-separated, then w/b):
//! E Elephant, N Knight, T War Tower, S/L/R Spearman pointing straight / ahead-left /
//! ahead-right (as its owner sees it), '#' Stone, digits for empty squares; upper case White.

use std::collections::HashSet;
use towers::ai::Rng;
use towers::core::perft::perft;
use towers::core::{Counters, Dir8, Ending, Game, GameConfig, Line, OutcomeKind, PieceKind, PositionError, Seat};
use towers::games::three_elephant::{Kind, Occupant, Setup, ThreeElephant};
use towers::session::conformance;

const START: &str = "tn1eee1nt/sssssssss/9/5#3/9/3#5/9/SSSSSSSSS/TN1EEE1NT w";
/// The seed's Diagram 1, reconstructed from its text: Black Tower e8, Black Spearman e7
/// pointing at the Stone on f6, White Tower e6; pieces put on the squares the examples name.
const DIAGRAM_1: &str = "e3e2e1/4t1n2/4ls3/4T#3/9/3#5/9/9/2E1E1E2 w";
/// The seed's Diagram 5: a White War Tower on f6 (so no Stone there), the Black Elephant on
/// g6 and the White Elephant on i6; Stones on e5 and d4.
const DIAGRAM_5: &str = "e8/9/9/5Te1E/4#4/3#5/9/9/E8 w";

fn config(options: &[(&str, &str)]) -> GameConfig {
    let mut c = GameConfig::new("three-elephant");
    for (k, v) in options {
        c = c.with_option(k, v);
    }
    c
}

fn load(text: &str, options: &[(&str, &str)]) -> ThreeElephant {
    ThreeElephant::from_config(&config(options).with_setup(text)).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn after(p: &ThreeElephant, text: &str) -> ThreeElephant {
    let m = p.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let mut c = p.clone();
    c.play(&m);
    c
}

fn square(p: &ThreeElephant, name: &str) -> Option<(char, Option<Seat>)> {
    let v = p.view();
    let i = v.square_index(name).unwrap() as usize;
    v.squares[i].stack.first().map(|pc| match &pc.kind {
        PieceKind::Figure { code, .. } => (*code, pc.owner),
        PieceKind::Stone => ('#', None),
        PieceKind::Pyramid { .. } => ('?', pc.owner),
    })
}

// ---------------------------------------------------------------------------------------------
// The seed's examples.

#[test]
fn seed_black_tower_e8_destroys_e7_e6_e5() {
    let p = load(&DIAGRAM_1.replace(" w", " b"), &[]);
    let c = after(&p, "Te8!S");
    for s in ["e8", "e7", "e6", "e5"] {
        assert_eq!(square(&c, s), None, "{s}");
    }
    // The Stone on f6 and what is not on the line stay.
    assert_eq!(square(&c, "f6"), Some(('#', None)));
    assert_eq!(square(&c, "f7"), Some(('S', Some(Seat::SECOND))));
}

#[test]
fn seed_black_spearman_e7_points_uselessly_at_the_stone() {
    let p = load(&DIAGRAM_1.replace(" w", " b"), &[]);
    let texts: Vec<String> = p.moves().iter().map(|m| p.notation(m)).collect();
    assert!(!texts.iter().any(|t| t.starts_with("Se7-") || t.starts_with("Se7x")));
    let e = p.parse_move("Se7xf6").unwrap_err().to_string();
    assert!(e.contains("Stone"), "{e}");
}

#[test]
fn seed_white_tower_e6_destroys_f7_g8_h9_or_e7_e8_e9() {
    let p = load(DIAGRAM_1, &[]);
    let ne = after(&p, "Te6!NE");
    for s in ["e6", "f7", "g8", "h9"] {
        assert_eq!(square(&ne, s), None, "{s}");
    }
    assert_eq!(square(&ne, "e7"), Some(('S', Some(Seat::SECOND))));
    assert_eq!(ne.elephants(Seat::SECOND), 2);
    let n = after(&p, "Te6!N");
    for s in ["e6", "e7", "e8", "e9"] {
        assert_eq!(square(&n, s), None, "{s}");
    }
    assert_eq!(square(&n, "f7"), Some(('S', Some(Seat::SECOND))));
    assert_eq!(n.elephants(Seat::SECOND), 2);
    // East is the Stone on f6 itself: no square to hit, so no fall that way by default.
    assert!(p.parse_move("Te6!E").unwrap_err().to_string().contains("empty-fall"));
}

#[test]
fn seed_tower_on_f6_takes_g6_at_the_cost_of_itself_and_i6() {
    let p = load(DIAGRAM_5, &[]);
    assert_eq!(square(&p, "f6"), Some(('T', Some(Seat::FIRST))), "a War Tower stands where the standard board has a Stone");
    let c = after(&p, "Tf6!E");
    for s in ["f6", "g6", "h6", "i6"] {
        assert_eq!(square(&c, s), None, "{s}");
    }
    assert_eq!(c.elephants(Seat::FIRST), 1);
    assert_eq!(c.elephants(Seat::SECOND), 1);
    assert!(c.outcome().is_none());
    // South-west the Stone on e5 is next to it: that fall is not allowed.
    assert!(p.parse_move("Tf6!SW").unwrap_err().to_string().contains("cannot fall SW"));
}

#[test]
fn a_stone_stops_a_fall_after_the_squares_before_it() {
    let p = load("e8/9/9/4n4/4#4/4s4/4s4/4T4/E8 w", &[]);
    let c = after(&p, "Te2!N");
    assert_eq!(square(&c, "e3"), None);
    assert_eq!(square(&c, "e4"), None);
    assert_eq!(square(&c, "e5"), Some(('#', None)));
    assert_eq!(square(&c, "e6"), Some(('N', Some(Seat::SECOND))));
}

#[test]
fn standard_setup_comes_from_the_data_file() {
    let p = ThreeElephant::from_config(&GameConfig::new("three-elephant")).unwrap();
    assert_eq!(p.text(), START);
    let meta = towers::games::three_elephant::meta();
    assert!(meta.reconstructed.iter().any(|r| r.contains("Setup")));
    assert!(meta.reconstructed.iter().any(|r| r.contains("d4 and f6")));
    assert!(meta.options.iter().any(|o| o.name == "empty-fall" && o.default == "off"));
    assert_eq!(towers::games::find("three-elephant").unwrap().id, "three-elephant");
}

// ---------------------------------------------------------------------------------------------
// An independent enumeration of every action sequence, deduplicated by the board it leaves.

type Grid = [[u8; 9]; 9];

fn grid(text: &str) -> (Grid, Seat) {
    let (board, side) = text.split_once(' ').unwrap();
    let mut g = [[b'.'; 9]; 9];
    for (i, rank) in board.split('/').enumerate() {
        let r = 8 - i;
        let mut f = 0;
        for ch in rank.bytes() {
            if ch.is_ascii_digit() {
                f += (ch - b'0') as usize;
            } else {
                g[r][f] = ch;
                f += 1;
            }
        }
        assert_eq!(f, 9);
    }
    (g, if side == "w" { Seat::FIRST } else { Seat::SECOND })
}

fn owner(c: u8) -> Option<Seat> {
    match c {
        b'A'..=b'Z' => Some(Seat::FIRST),
        b'a'..=b'z' => Some(Seat::SECOND),
        _ => None,
    }
}

fn at(g: &Grid, f: i32, r: i32) -> Option<u8> {
    ((0..9).contains(&f) && (0..9).contains(&r)).then(|| g[r as usize][f as usize])
}

fn elephants(g: &Grid, side: Seat) -> usize {
    let e = if side == Seat::FIRST { b'E' } else { b'e' };
    g.iter().flatten().filter(|&&c| c == e).count()
}

/// (file step, rank step) of a Spearman letter.
fn spear(c: u8) -> (i32, i32) {
    let ahead = if owner(c) == Some(Seat::FIRST) { 1 } else { -1 };
    match c.to_ascii_uppercase() {
        b'S' => (0, ahead),
        // Ahead-left of a player facing north is west; of one facing south, east.
        b'L' => (-ahead, ahead),
        _ => (ahead, ahead),
    }
}

struct Brute {
    empty_fall: bool,
}

impl Brute {
    fn step_options(&self, g: &Grid, side: Seat) -> Vec<Grid> {
        let mut out = Vec::new();
        for r in 0..9 {
            for f in 0..9 {
                let c = g[r as usize][f as usize];
                if owner(c) != Some(side) || !b"SLR".contains(&c.to_ascii_uppercase()) {
                    continue;
                }
                let (df, dr) = spear(c);
                if let Some(t) = at(g, f + df, r + dr)
                    && (t == b'.' || (t != b'#' && owner(t) != Some(side)))
                {
                    let mut n = *g;
                    n[(r + dr) as usize][(f + df) as usize] = c;
                    n[r as usize][f as usize] = b'.';
                    out.push(n);
                }
            }
        }
        out
    }

    fn rotations(&self, g: &Grid, side: Seat) -> Vec<Grid> {
        let mut out = Vec::new();
        for r in 0..9 {
            for f in 0..9 {
                let c = g[r][f];
                if owner(c) != Some(side) {
                    continue;
                }
                let turns: &[u8] = match c.to_ascii_uppercase() {
                    b'S' => b"LR",
                    b'L' | b'R' => b"S",
                    _ => continue,
                };
                for &t in turns {
                    let mut n = *g;
                    n[r][f] = if side == Seat::FIRST { t } else { t.to_ascii_lowercase() };
                    out.push(n);
                }
            }
        }
        out
    }

    fn third_actions(&self, g: &Grid, side: Seat) -> Vec<Grid> {
        const KNIGHT: [(i32, i32); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
        const LINES: [(i32, i32); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];
        let mut out = Vec::new();
        for r in 0..9i32 {
            for f in 0..9i32 {
                let c = g[r as usize][f as usize];
                if owner(c) != Some(side) {
                    continue;
                }
                let jump = |df: i32, dr: i32, out: &mut Vec<Grid>| {
                    if let Some(t) = at(g, f + df, r + dr)
                        && (t == b'.' || (t != b'#' && owner(t) != Some(side)))
                    {
                        let mut n = *g;
                        n[(r + dr) as usize][(f + df) as usize] = c;
                        n[r as usize][f as usize] = b'.';
                        out.push(n);
                    }
                };
                match c.to_ascii_uppercase() {
                    b'N' => KNIGHT.iter().for_each(|&(df, dr)| jump(df, dr, &mut out)),
                    b'E' => LINES.iter().for_each(|&(df, dr)| {
                        jump(df, dr, &mut out);
                        jump(2 * df, 2 * dr, &mut out);
                    }),
                    b'T' => {
                        for (i, &(df, dr)) in LINES.iter().enumerate() {
                            if i % 2 == 0 {
                                let mut k = 1;
                                while at(g, f + k * df, r + k * dr) == Some(b'.') {
                                    let mut n = *g;
                                    n[(r + k * dr) as usize][(f + k * df) as usize] = c;
                                    n[r as usize][f as usize] = b'.';
                                    out.push(n);
                                    k += 1;
                                }
                            }
                            let mut n = *g;
                            n[r as usize][f as usize] = b'.';
                            let mut hit = 0;
                            for k in 1..=3 {
                                match at(g, f + k * df, r + k * dr) {
                                    None | Some(b'#') => break,
                                    Some(_) => {
                                        n[(r + k * dr) as usize][(f + k * df) as usize] = b'.';
                                        hit += 1;
                                    }
                                }
                            }
                            if hit > 0 || self.empty_fall {
                                out.push(n);
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        out
    }

    /// Every board reachable by one turn.
    fn children(&self, g: &Grid, side: Seat) -> HashSet<Grid> {
        let mut set = HashSet::new();
        if elephants(g, Seat::FIRST) == 0 || elephants(g, Seat::SECOND) == 0 {
            return set;
        }
        let mut firsts: Vec<(bool, Grid)> = vec![(false, *g)];
        firsts.extend(self.step_options(g, side).into_iter().map(|n| (true, n)));
        for (stepped, g1) in firsts {
            if stepped && elephants(&g1, side.other()) == 0 {
                set.insert(g1);
                continue;
            }
            let mut seconds = vec![g1];
            seconds.extend(self.rotations(&g1, side));
            for g2 in seconds {
                if stepped {
                    set.insert(g2);
                }
                for g3 in self.third_actions(&g2, side) {
                    set.insert(g3);
                }
            }
        }
        set
    }
}

fn engine_children(p: &ThreeElephant) -> Vec<Grid> {
    p.moves()
        .iter()
        .map(|m| {
            let mut c = p.clone();
            c.play(m);
            grid(&c.text()).0
        })
        .collect()
}

fn cross_check(p: &ThreeElephant, empty_fall: bool) {
    let (g, side) = grid(&p.text());
    assert_eq!(side, p.to_move());
    let brute = Brute { empty_fall }.children(&g, side);
    let engine = engine_children(p);
    let engine_set: HashSet<Grid> = engine.iter().copied().collect();
    assert_eq!(engine.len(), engine_set.len(), "{}: the engine lists a position twice", p.text());
    if engine_set != brute {
        let show = |g: &Grid| g.iter().rev().map(|r| String::from_utf8_lossy(r).to_string()).collect::<Vec<_>>().join("/");
        let missing: Vec<String> = brute.difference(&engine_set).take(3).map(show).collect();
        let extra: Vec<String> = engine_set.difference(&brute).take(3).map(show).collect();
        panic!("{}: engine {} positions, brute force {}; missing {missing:?}; extra {extra:?}", p.text(), engine_set.len(), brute.len());
    }
}

/// Positions along random games, for the cross-checks.
fn sample_positions(start: &ThreeElephant, games: usize, every: usize, seed: u64) -> Vec<ThreeElephant> {
    let mut out = vec![start.clone()];
    let mut state = seed;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for _ in 0..games {
        let mut p = start.clone();
        let mut ply = 0;
        while p.outcome().is_none() && ply < 400 {
            let moves = p.moves();
            p.play(&moves[next() as usize % moves.len()]);
            ply += 1;
            if ply % every == 0 && p.outcome().is_none() {
                out.push(p.clone());
            }
        }
    }
    out
}

#[test]
fn depth_one_matches_brute_force_on_examples() {
    for text in [
        START,
        DIAGRAM_1,
        &DIAGRAM_1.replace(" w", " b"),
        DIAGRAM_5,
        // Two Spearmen able to reach d3, a Tower that destroys their squares.
        "e8/9/9/9/9/9/9/1TRS5/E8 w",
        // Towers that can fall onto each other, with and without pieces beyond.
        "e8/9/9/9/9/9/9/9/1TT5E w",
        "e8/9/9/9/9/9/9/s8/1TT1n3E w",
        // A step that would take Black's last Elephant.
        "9/9/9/9/3e5/3S1S3/9/9/E3T4 w",
        "3#1e3/9/2srs4/9/4T4/3S5/1L2#3R/2E2T3/9 b",
    ] {
        for (on, opts) in [(false, vec![]), (true, vec![("empty-fall", "on")])] {
            cross_check(&load(text, &opts), on);
        }
    }
}

#[test]
fn depth_one_matches_brute_force_along_random_games() {
    for (on, opts) in [(false, vec![]), (true, vec![("empty-fall", "on")])] {
        let start = load(START, &opts);
        let positions = sample_positions(&start, 3, 9, if on { 7 } else { 11 });
        assert!(positions.len() > 20);
        for p in &positions {
            cross_check(p, on);
        }
    }
}

#[test]
fn depth_two_matches_brute_force_on_a_small_position() {
    for (on, opts) in [(false, vec![]), (true, vec![("empty-fall", "on")])] {
        let p = load(DIAGRAM_1, &opts);
        let brute = Brute { empty_fall: on };
        let (g, side) = grid(&p.text());
        let total: usize = brute.children(&g, side).iter().map(|c| brute.children(c, side.other()).len()).sum();
        assert_eq!(perft(&p, 2), total as u64);
    }
}

// ---------------------------------------------------------------------------------------------
// perft fixtures (distinct positions, history rules off).

/// A perft fixture: position, options, perft 1 and 2.
type Fixture = (&'static str, &'static [(&'static str, &'static str)], [u64; 2]);

const PERFT: &[Fixture] = &[
    (START, &[], [4427, 19_598_329]),
    (START, &[("empty-fall", "on")], [4769, 22_743_361]),
    (DIAGRAM_1, &[], [37, 4_619]),
    (DIAGRAM_5, &[], [31, 650]),
];

#[test]
fn perft_fixtures() {
    for &(text, opts, counts) in PERFT {
        let p = load(text, opts);
        assert_eq!([perft(&p, 1), perft(&p, 2)], counts, "{text} {opts:?}");
    }
}

#[test]
fn perft_fixtures_from_written_positions() {
    for &(text, opts, counts) in PERFT {
        // The start as the engine sets it up (not read from text), then written and read.
        let p = if text == START { ThreeElephant::from_config(&config(opts)).unwrap() } else { load(text, opts) };
        let written = p.position_text();
        assert_eq!(written, text);
        let (q, counters) = ThreeElephant::read_position(&config(opts), &written).unwrap();
        assert_eq!(counters, Counters::default());
        assert_eq!(q.key(), p.key());
        assert_eq!([perft(&q, 1), perft(&q, 2)], counts, "{text} {opts:?}");
    }
}

// ---------------------------------------------------------------------------------------------
// Random games through the interface checks.

/// (Stones, Spearman facings ok, pieces per side) from the view.
fn census(p: &ThreeElephant) -> Result<(Vec<u16>, [usize; 2]), String> {
    let v = p.view();
    let mut stones = Vec::new();
    let mut pieces = [0usize; 2];
    for (i, s) in v.squares.iter().enumerate() {
        for pc in &s.stack {
            match (&pc.kind, pc.owner) {
                (PieceKind::Stone, None) => stones.push(i as u16),
                (PieceKind::Figure { code, .. }, Some(o)) => {
                    pieces[o] += 1;
                    if *code == 'S' {
                        let allowed = if o == Seat::FIRST { [Dir8::N, Dir8::NW, Dir8::NE] } else { [Dir8::S, Dir8::SE, Dir8::SW] };
                        if !pc.facing.is_some_and(|f| allowed.contains(&f)) {
                            return Err(format!("{} Spearman on {} faces {:?}", ["White", "Black"][o], s.name, pc.facing));
                        }
                    } else if pc.facing.is_some() {
                        return Err(format!("{code} on {} has a facing", s.name));
                    }
                }
                other => return Err(format!("unexpected piece {other:?} on {}", s.name)),
            }
        }
    }
    Ok((stones, pieces))
}

fn invariants(before: &ThreeElephant, after: &ThreeElephant) -> Result<(), String> {
    let (s0, p0) = census(before)?;
    let (s1, p1) = census(after)?;
    if s0 != s1 {
        return Err(format!("Stones moved: {s0:?} -> {s1:?}"));
    }
    if p1[0] > p0[0] || p1[1] > p0[1] {
        return Err(format!("pieces grew: {p0:?} -> {p1:?}"));
    }
    // A turn removes at most four pieces of a side: a fall takes the Tower and three squares,
    // a step and a move take one each, a step and a fall at most 1 + 3.
    for side in Seat::all(2) {
        if p0[side] - p1[side] > 4 {
            return Err(format!("side {side} lost {} pieces in one turn", p0[side] - p1[side]));
        }
    }
    for side in Seat::all(2) {
        if after.elephants(side) == 0 && after.outcome().is_none() {
            return Err(format!("side {side} has no Elephant but the game goes on"));
        }
    }
    // The bare engine draws only when one fall takes the last Elephants of both sides (the
    // no-capture draw is the line's).
    if let Some(o) = after.outcome()
        && o.kind == OutcomeKind::Draw
        && o.ending != Ending::Rule("one fall destroyed the last Elephants of both sides".into())
    {
        return Err(format!("unexpected draw: {o:?}"));
    }
    Ok(())
}

/// Games for the conformance run: `THREE_ELEPHANT_GAMES` overrides (the full 10,000 is run on
/// request, split over the machine's cores).
fn game_count(default: usize) -> usize {
    std::env::var("THREE_ELEPHANT_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// Runs `games` games split over threads, in chunks of at most 100 games with their own seeds
/// so that a long run reports progress (on stderr) as it goes.
fn run_conformance(start: &ThreeElephant, games: usize, seed: u64) {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads = std::env::var("THREE_ELEPHANT_THREADS").ok().and_then(|v| v.parse().ok()).unwrap_or(cores).clamp(1, games.max(1));
    let done = std::sync::atomic::AtomicUsize::new(0);
    let totals: Vec<(usize, usize, usize, [usize; 2])> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let share = games / threads + usize::from(t < games % threads);
                let done = &done;
                s.spawn(move || {
                    let mut total = (0, 0, 0, [0, 0]);
                    let mut chunk = 0;
                    while total.0 < share {
                        let n = (share - total.0).min(100);
                        let chunk_seed = seed + (t as u64) * 1_000_003 + chunk;
                        let r = conformance::check(start, n, 20_000, chunk_seed, |p| p.piece_count(), invariants)
                            .unwrap_or_else(|e| panic!("seed {chunk_seed}: {e}"));
                        total.0 += r.games;
                        total.1 += r.plies;
                        total.2 += r.draws;
                        total.3[0] += r.wins[0];
                        total.3[1] += r.wins[1];
                        chunk += 1;
                        let all = done.fetch_add(r.games, std::sync::atomic::Ordering::Relaxed) + r.games;
                        if games > 100 {
                            eprintln!("{all}/{games} games checked");
                        }
                    }
                    total
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let (mut played, mut plies, mut draws, mut wins) = (0, 0, 0, [0, 0]);
    for t in totals {
        played += t.0;
        plies += t.1;
        draws += t.2;
        wins[0] += t.3[0];
        wins[1] += t.3[1];
    }
    assert_eq!(played, games);
    eprintln!("{games} games, {plies} plies: White {} Black {} draws {draws}", wins[0], wins[1]);
}

#[test]
fn random_games_keep_the_contract_and_the_invariants() {
    let games = game_count(if cfg!(debug_assertions) { 4 } else { 60 });
    run_conformance(&load(START, &[]), games, 2006);
}

#[test]
fn random_games_with_empty_falls_and_draw_on_wipeout() {
    let games = if cfg!(debug_assertions) { 2 } else { 16 };
    run_conformance(&load(START, &[("empty-fall", "on"), ("double-wipeout", "draw")]), games, 4004);
}

#[test]
fn random_games_from_the_example_positions() {
    for (i, text) in [DIAGRAM_1, DIAGRAM_5, "e8/9/9/9/9/9/9/1TRS5/E8 w", "3#1e3/9/2srs4/9/4T4/3S5/1L2#3R/2E2T3/9 b"].iter().enumerate() {
        for opts in [vec![], vec![("empty-fall", "on")]] {
            let report = conformance::check(&load(text, &opts), 8, 20_000, 90 + i as u64, |p| p.piece_count(), invariants)
                .unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(report.games, 8);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The history rules through `core::Line`, against the engine as it was.

fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3))
}

fn outcome_kind(o: &Option<towers::core::Outcome>) -> String {
    match o.as_ref().map(|o| o.kind) {
        None => "-".into(),
        Some(OutcomeKind::Win(s)) => format!("W{s}"),
        Some(OutcomeKind::Draw) => "D".into(),
    }
}

/// Seeded random games through the app's face (`Session`, so `Line`) and seeded playouts
/// through `Line::random_move`, under several no-capture limits, written as text: every turn
/// played with the number of legal turns, every result and length, and a hash of each
/// playout's positions. The hash was taken from the engine before the no-capture draw moved
/// out of it into `core::line` (when it counted quiet plies itself): the same turns, the same
/// random numbers drawn, the same results.
#[test]
fn history_through_the_line_matches_the_engine_before_it() {
    use std::fmt::Write as _;
    const SETUPS: &[&str] = &[START, "8e/9/9/9/9/9/9/9/E8 w", DIAGRAM_1, "e8/9/9/9/9/9/9/n8/E7T w", DIAGRAM_5];
    const OPTS: &[&[(&str, &str)]] = &[
        &[],
        &[("no-capture-draw", "3")],
        &[("no-capture-draw", "1"), ("empty-fall", "on")],
        &[("double-wipeout", "draw"), ("no-capture-draw", "5")],
        &[("no-capture-draw", "off")],
    ];
    let mut out = String::new();
    for (oi, opts) in OPTS.iter().enumerate() {
        for (si, setup) in SETUPS.iter().enumerate() {
            for g in 0..3u64 {
                let mut game = towers::games::new_game(&config(opts).with_setup(setup)).unwrap();
                let mut rng = Rng::new(1000 + g * 31 + si as u64 * 7 + oi as u64 * 131);
                let mut line = format!("dyn o{oi} s{si} g{g}:");
                for ply in 0..400 {
                    let moves = game.moves();
                    if moves.is_empty() {
                        write!(line, " end {} after {ply}", outcome_kind(&game.outcome())).unwrap();
                        break;
                    }
                    let n = game.play_index(rng.below(moves.len())).unwrap();
                    write!(line, " {}#{}", n, moves.len()).unwrap();
                }
                writeln!(out, "{line}").unwrap();
            }
        }
    }
    for (oi, opts) in OPTS.iter().enumerate() {
        for (si, setup) in SETUPS.iter().enumerate() {
            let start = Line::new(load(setup, opts));
            let mut rng = Rng::new(77 + si as u64 + 10 * oi as u64);
            let mut scratch = Vec::new();
            let mut summary = format!("playouts o{oi} s{si}:");
            for _ in 0..40 {
                let mut p = start.clone();
                let (mut h, mut plies) = (0u64, 0);
                let mut below = |n: usize| rng.below(n);
                while let Some(m) = p.random_move(&mut below, &mut scratch) {
                    p.play(&m);
                    plies += 1;
                    h = h.rotate_left(5) ^ p.key();
                    if plies > 3000 {
                        break;
                    }
                }
                write!(summary, " {}:{}:{:x}", outcome_kind(&p.outcome()), plies, h & 0xffff).unwrap();
            }
            writeln!(out, "{summary}").unwrap();
        }
    }
    assert_eq!(out.lines().count(), 100);
    assert!(out.contains("end D after 2"), "some games end by the no-capture draw");
    assert_eq!(fnv(&out), 0x3637_6513_d770_b34b, "the games differ from the engine before the change:\n{out}");
}

#[test]
fn the_quiet_draw_is_the_lines_and_names_its_limit() {
    let mut game = towers::games::new_game(&config(&[("no-capture-draw", "1")]).with_setup("8e/9/9/9/9/9/9/9/E8 w")).unwrap();
    assert_eq!(game.view().status, "White to move — Elephants: White 1, Black 1");
    game.play_text("Ea1-a2").unwrap();
    game.play_text("Ei9-i8").unwrap();
    assert_eq!(game.result_text().unwrap(), "Draw: 1 move each without a capture");
    assert!(game.moves().is_empty());
    assert!(game.play_text("Ea2-a3").unwrap_err().to_string().contains("game is over"));
    assert_eq!(game.view().status, "Draw: 1 move each without a capture — Elephants: White 1, Black 1");
    // perft ignores the history rules.
    assert_eq!(game.perft(1), 8);
}

// ---------------------------------------------------------------------------------------------
// Positions as text.

/// `count` positions of seeded random games (through `Line`, so with the counters of the
/// no-capture draw), under several options; each with its line. A game's last position where
/// a side has lost its last Elephant is left out: no position string holds one (it could
/// not be played on).
fn random_lines(count: usize, seed: u64) -> Vec<Line<ThreeElephant>> {
    let options: [&[(&str, &str)]; 4] =
        [&[], &[("no-capture-draw", "4")], &[("empty-fall", "on"), ("double-wipeout", "draw")], &[("no-capture-draw", "off")]];
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(count);
    let mut scratch = Vec::new();
    for g in 0.. {
        let opts = options[g % options.len()];
        let mut line = Line::new(ThreeElephant::from_config(&config(opts)).unwrap());
        for _ in 0..250 {
            if line.position().elephants(Seat::FIRST) == 0 || line.position().elephants(Seat::SECOND) == 0 {
                break;
            }
            out.push(line.clone());
            if out.len() == count {
                return out;
            }
            let mut below = |n: usize| rng.below(n);
            match line.random_move(&mut below, &mut scratch) {
                Some(m) => line.play(&m),
                None => break,
            }
        }
    }
    out
}

#[test]
fn written_positions_read_back_the_same() {
    let lines = random_lines(10_000, 2026);
    let mut counted = 0;
    for line in &lines {
        let p = line.position();
        let text = line.position_text();
        let (q, counters) = ThreeElephant::read_position(line.config(), &text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(q.key(), p.key(), "{text}");
        assert_eq!(q.moves(), p.moves(), "{text}");
        assert_eq!(counters, line.counters(), "{text}");
        assert_eq!(q.position_text_with(&counters), text);
        assert_eq!(q.outcome(), p.outcome(), "{text}");
        // The line started from the string goes on as the one that was played.
        let again = Line::with(q, line.rules(), counters);
        assert_eq!(again.outcome(), line.outcome(), "{text}");
        assert_eq!(again.evaluate(Seat::FIRST), line.evaluate(Seat::FIRST), "{text}");
        assert_eq!(Setup::read(&text).unwrap().write(), text);
        counted += (counters.quiet > 0) as usize;
    }
    assert!(counted > 1000, "positions with a count of quiet plies: {counted}");
}

#[test]
fn canonical_strings_write_back_unchanged() {
    let meta = towers::games::three_elephant::meta();
    let mut strings: Vec<String> = meta.sample_setups.clone();
    strings.extend(
        [
            START,
            "TN1EEE1NT/SSSSSSSSS/9/5#3/9/3#5/9/sssssssss/tn1eee1nt b",
            DIAGRAM_1,
            &DIAGRAM_1.replace(" w", " b"),
            DIAGRAM_5,
            "3#1e3/9/2srs4/9/4T4/3S5/1L2#3R/2E2T3/9 b",
            "tn1eee1nt/ss1s1ssss/2s2s3/5#3/4S4/2R#2L2/9/SS1S1S1SS/TN1EEE1NT b 3",
            "e8/9/9/9/9/9/9/9/E8 w 199",
            "4e4/9/9/9/9/9/9/9/4E4 b 200",
            "#########/#########/#########/#########/eeeE5/#########/#########/#########/######### w",
            "9/9/9/9/3e5/3S1S3/9/9/E3T4 w 1",
            // The examples of docs/positions/three-elephant.md.
            "tn1eee1nt/ssss1ssss/4s4/5#3/9/3#5/4L4/SSSS1SSSS/TN1EEE1NT w 2",
            "4e4/9/9/9/9/9/9/9/E3T4 b 150",
        ]
        .iter()
        .map(|s| s.to_string()),
    );
    for s in &strings {
        let setup = Setup::read(s).unwrap_or_else(|e| panic!("{s}: {e}"));
        assert_eq!(&setup.write(), s);
        let (p, counters) = ThreeElephant::read_position(&config(&[]), s).unwrap_or_else(|e| panic!("{s}: {e}"));
        assert_eq!(&p.position_text_with(&counters), s);
        assert_eq!(Setup::of(&p, counters.quiet), setup);
        // Through the catalogue, as the app and the command line read it.
        let game = towers::games::from_position(&config(&[]), s).unwrap();
        assert_eq!(&game.position_text(), s);
    }
    // The counter carries into the game: one more quiet turn and the game is drawn.
    let mut game = towers::games::from_position(&config(&[]), "e8/9/9/9/9/9/9/9/E8 w 199").unwrap();
    assert!(game.outcome().is_none());
    game.play_text("Ea1-a2").unwrap();
    assert!(game.result_text().unwrap().starts_with("Draw"));
    assert_eq!(game.position_text(), "e8/9/9/9/9/9/9/E8/9 b 200");
    // And through a setup.
    let mut setup_game = towers::games::new_game(&config(&[]).with_setup("e8/9/9/9/9/9/9/9/E8 w 199")).unwrap();
    setup_game.play_text("Ea1-a2").unwrap();
    assert!(setup_game.result_text().unwrap().starts_with("Draw"));
}

fn illegal(text: &str, opts: &[(&str, &str)]) -> String {
    match ThreeElephant::read_position(&config(opts), text) {
        Err(PositionError::Illegal(why)) => why,
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn each_rule_of_a_position_is_refused_in_words() {
    assert_eq!(illegal("9/9/9/9/9/9/9/9/E8 w", &[]), "Black has no Elephant: a side whose last Elephant has left the board has already lost");
    assert_eq!(illegal("e8/9/9/9/9/9/9/9/9 b", &[]), "White has no Elephant: a side whose last Elephant has left the board has already lost");
    assert_eq!(illegal("e8/9/9/9/9/9/9/9/EEEE5 w", &[]), "White has 4 Elephants: a side starts with 3 and never gains a piece");
    assert_eq!(illegal("ennn5/9/9/9/9/9/9/9/E8 w", &[]), "Black has 3 Knights: a side starts with 2 and never gains a piece");
    assert_eq!(illegal("e8/9/9/9/9/9/9/9/ETTT5 w", &[]), "White has 3 War Towers: a side starts with 2 and never gains a piece");
    assert_eq!(
        illegal("e8/9/9/9/9/9/SSSSSSSSS/L8/E8 w", &[]),
        "White has 10 Spearmen: a side starts with 9 and never gains a piece",
        "Spearmen of every facing count together"
    );
    assert_eq!(
        illegal("e8/9/9/9/9/9/9/9/E3S4 w", &[]),
        "White's Spearman on e1 stands on rank 1: Spearmen start on their side's second rank and step only forward, so a White Spearman is never on rank 1"
    );
    assert_eq!(
        illegal("e1r6/9/9/9/9/9/9/9/E8 w", &[]),
        "Black's Spearman on c9 stands on rank 9: Spearmen start on their side's second rank and step only forward, so a Black Spearman is never on rank 9"
    );
    assert_eq!(
        illegal("e8/9/9/9/9/9/9/9/E8 w 201", &[]),
        "the position counts 201 plies since a piece last left the board, but the game is drawn after 200 (option no-capture-draw=100)"
    );
    assert_eq!(
        illegal("e8/9/9/9/9/9/9/9/E8 w 7", &[("no-capture-draw", "3")]),
        "the position counts 7 plies since a piece last left the board, but the game is drawn after 6 (option no-capture-draw=3)"
    );
    assert!(ThreeElephant::read_position(&config(&[("no-capture-draw", "off")]), "e8/9/9/9/9/9/9/9/E8 w 5000").is_ok());
    // A Spearman facing backwards: no string can say it, a setup built in code can.
    let mut setup = Setup::read("e8/9/9/9/9/9/9/9/E8 w").unwrap();
    let e4 = 3 * 9 + 4;
    setup.squares[e4] = Occupant::Piece { side: Seat::FIRST, kind: Kind::Spearman(Dir8::S) };
    match setup.into_position(&config(&[])) {
        Err(PositionError::Illegal(why)) => assert_eq!(
            why,
            "White's Spearman on e4 points S, away from the enemy: a White Spearman's spear points straight ahead (N), ahead-left (NW) or ahead-right (NE)"
        ),
        other => panic!("{other:?}"),
    }
    setup.squares[e4] = Occupant::Piece { side: Seat::SECOND, kind: Kind::Spearman(Dir8::E) };
    match setup.into_position(&config(&[])) {
        Err(PositionError::Illegal(why)) => {
            assert!(why.starts_with("Black's Spearman on e4 points E") && why.contains("(S), ahead-left (SE) or ahead-right (SW)"), "{why}")
        }
        other => panic!("{other:?}"),
    }
    setup.squares[e4] = Occupant::Piece { side: Seat::SECOND, kind: Kind::Spearman(Dir8::SE) };
    assert!(setup.into_position(&config(&[])).is_ok());
    // Stones may stand anywhere, any number (a position may have a Tower where the start has a
    // Stone, or no Stone at all).
    assert!(ThreeElephant::read_position(&config(&[]), "e8/9/9/9/9/9/9/9/E8 w").is_ok());
    // The configuration is checked too.
    assert!(matches!(ThreeElephant::read_position(&config(&[("empty-fall", "maybe")]), START), Err(PositionError::Config(_))));
    // Grammar errors name the character.
    match ThreeElephant::read_position(&config(&[]), "e8/9/9/9/9/9/9/9/E8 x") {
        Err(PositionError::Syntax { column, problem }) => {
            assert_eq!(column, 21);
            assert!(problem.contains("'x' is no side to move"), "{problem}");
        }
        other => panic!("{other:?}"),
    }
    let e = towers::games::from_position(&config(&[]), "e8/9/9/9/9/9/9/9/E7 w").err().unwrap();
    assert_eq!(e.to_string(), "position, character 20: rank 1 has 8 squares: it needs 9");
}

/// Checks one string: never a panic, an error says something, a success writes back to a
/// string that reads as the same position.
fn check_string(text: &str, config: &GameConfig) -> bool {
    let chars = text.chars().count();
    match Setup::read(text) {
        Err(e) => {
            assert!(!e.problem.to_string().is_empty());
            assert!(e.column >= 1 && e.column <= chars + 1, "{text:?}: column {} of {chars}", e.column);
            let p: PositionError = e.into();
            assert!(!p.to_string().is_empty());
            false
        }
        Ok(setup) => {
            let written = setup.write();
            assert_eq!(Setup::read(&written).as_ref(), Ok(&setup), "{text:?} -> {written:?}");
            match ThreeElephant::read_position(config, text) {
                Err(e) => {
                    assert!(matches!(e, PositionError::Illegal(_)), "{text:?}: {e:?}");
                    assert!(!e.to_string().is_empty());
                    false
                }
                Ok((p, counters)) => {
                    let w = p.position_text_with(&counters);
                    assert_eq!(w, written, "{text:?}");
                    let (q, c) = ThreeElephant::read_position(config, &w).unwrap_or_else(|e| panic!("{w}: {e}"));
                    assert_eq!((q.key(), c), (p.key(), counters), "{text:?}");
                    assert_eq!(q.position_text_with(&c), w);
                    true
                }
            }
        }
    }
}

#[test]
fn random_and_mutated_strings_never_panic() {
    let cfg = config(&[]);
    let mut rng = Rng::new(99);
    const ALPHABET: &[char] = &[
        'E', 'N', 'T', 'S', 'L', 'R', 'e', 'n', 't', 's', 'l', 'r', '#', '.', '/', ' ', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'w', 'b',
        'W', 'B', 'x', '-', '\t', '\n', 'é', '٣', '🐘', '\0',
    ];
    let mut valid: Vec<String> = random_lines(400, 7).iter().step_by(4).map(|l| l.position_text()).collect();
    valid.extend([START.to_string(), DIAGRAM_1.to_string(), DIAGRAM_5.to_string(), "e8/9/9/9/9/9/9/9/E8 w 199".to_string()]);
    let (mut tried, mut read) = (0, 0);
    for _ in 0..4000 {
        let n = rng.below(40);
        let s: String = (0..n).map(|_| ALPHABET[rng.below(ALPHABET.len())]).collect();
        read += check_string(&s, &cfg) as usize;
        tried += 1;
    }
    for _ in 0..12_000 {
        let mut chars: Vec<char> = valid[rng.below(valid.len())].chars().collect();
        for _ in 0..1 + rng.below(3) {
            let at = rng.below(chars.len() + 1);
            let ch = ALPHABET[rng.below(ALPHABET.len())];
            match rng.below(3) {
                0 => chars.insert(at, ch),
                1 if at < chars.len() => {
                    chars.remove(at);
                }
                _ if at < chars.len() => chars[at] = ch,
                _ => chars.push(ch),
            }
        }
        let s: String = chars.into_iter().collect();
        read += check_string(&s, &cfg) as usize;
        tried += 1;
    }
    // Mutations that still make a legal position (a moved piece, another count) are common.
    assert!(read > 100, "{read} of {tried} strings were positions");
}

#[test]
fn a_fall_says_where_it_lands_and_what_it_crushes() {
    // Straight south from e6, a White Tower would crush e5, e4 and e3.
    let p = towers::games::from_position(&towers::core::GameConfig::new("three-elephant"), "e3e3e/9/9/4T4/9/4n4/9/9/E3E3E w").unwrap();
    let falls: Vec<_> = p.moves().into_iter().filter(|m| m.note.is_some()).collect();
    assert!(!falls.is_empty(), "the Tower can fall");
    let south = falls.iter().find(|m| m.note.as_ref().unwrap().text.contains("onto e5, e4 and e3")).expect("a fall to the south");
    let note = south.note.as_ref().unwrap();
    assert_eq!(note.text, "The War Tower on e6 falls onto e5, e4 and e3, crushing a Black Knight and itself");
    assert!(!note.costs_the_mover);
    assert_eq!(note.squares.len(), 3);
}
