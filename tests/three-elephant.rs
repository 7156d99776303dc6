//! Three Elephant Chess: the seed's examples, perft fixtures, an independent brute-force
//! enumeration of action sequences, and random games through the conformance checks.
//!
//! Positions are written in the engine's text form (rank 9 first, '/'-separated, then w/b):
//! E Elephant, N Knight, T War Tower, S/L/R Spearman pointing straight / ahead-left /
//! ahead-right (as its owner sees it), '#' Stone, digits for empty squares; upper case White.

use std::collections::HashSet;
use towers::core::conformance;
use towers::core::perft::perft;
use towers::core::{Dir8, Game, GameConfig, OutcomeKind, PieceKind};
use towers::games::three_elephant::Position;

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

fn load(text: &str, options: &[(&str, &str)]) -> Position {
    Position::from_config(&config(options).with_setup(text)).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn after(p: &Position, text: &str) -> Position {
    let m = p.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let mut c = p.clone();
    c.play(&m);
    c
}

fn square(p: &Position, name: &str) -> Option<(char, Option<usize>)> {
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
    assert_eq!(square(&c, "f7"), Some(('S', Some(1))));
}

#[test]
fn seed_black_spearman_e7_points_uselessly_at_the_stone() {
    let p = load(&DIAGRAM_1.replace(" w", " b"), &[]);
    let texts: Vec<String> = p.moves().iter().map(|m| p.notation(m)).collect();
    assert!(!texts.iter().any(|t| t.starts_with("Se7-") || t.starts_with("Se7x")));
    let e = p.parse_move("Se7xf6").unwrap_err();
    assert!(e.contains("Stone"), "{e}");
}

#[test]
fn seed_white_tower_e6_destroys_f7_g8_h9_or_e7_e8_e9() {
    let p = load(DIAGRAM_1, &[]);
    let ne = after(&p, "Te6!NE");
    for s in ["e6", "f7", "g8", "h9"] {
        assert_eq!(square(&ne, s), None, "{s}");
    }
    assert_eq!(square(&ne, "e7"), Some(('S', Some(1))));
    assert_eq!(ne.elephants(1), 2);
    let n = after(&p, "Te6!N");
    for s in ["e6", "e7", "e8", "e9"] {
        assert_eq!(square(&n, s), None, "{s}");
    }
    assert_eq!(square(&n, "f7"), Some(('S', Some(1))));
    assert_eq!(n.elephants(1), 2);
    // East is the Stone on f6 itself: no square to hit, so no fall that way by default.
    assert!(p.parse_move("Te6!E").unwrap_err().contains("empty-fall"));
}

#[test]
fn seed_tower_on_f6_takes_g6_at_the_cost_of_itself_and_i6() {
    let p = load(DIAGRAM_5, &[]);
    assert_eq!(square(&p, "f6"), Some(('T', Some(0))), "a War Tower stands where the standard board has a Stone");
    let c = after(&p, "Tf6!E");
    for s in ["f6", "g6", "h6", "i6"] {
        assert_eq!(square(&c, s), None, "{s}");
    }
    assert_eq!(c.elephants(0), 1);
    assert_eq!(c.elephants(1), 1);
    assert!(c.outcome().is_none());
    // South-west the Stone on e5 is next to it: that fall is not allowed.
    assert!(p.parse_move("Tf6!SW").unwrap_err().contains("cannot fall SW"));
}

#[test]
fn a_stone_stops_a_fall_after_the_squares_before_it() {
    let p = load("e8/9/9/4n4/4#4/4s4/4s4/4T4/E8 w", &[]);
    let c = after(&p, "Te2!N");
    assert_eq!(square(&c, "e3"), None);
    assert_eq!(square(&c, "e4"), None);
    assert_eq!(square(&c, "e5"), Some(('#', None)));
    assert_eq!(square(&c, "e6"), Some(('N', Some(1))));
}

#[test]
fn standard_setup_comes_from_the_data_file() {
    let p = Position::from_config(&GameConfig::new("three-elephant")).unwrap();
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

fn grid(text: &str) -> (Grid, usize) {
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
    (g, if side == "w" { 0 } else { 1 })
}

fn owner(c: u8) -> Option<usize> {
    match c {
        b'A'..=b'Z' => Some(0),
        b'a'..=b'z' => Some(1),
        _ => None,
    }
}

fn at(g: &Grid, f: i32, r: i32) -> Option<u8> {
    ((0..9).contains(&f) && (0..9).contains(&r)).then(|| g[r as usize][f as usize])
}

fn elephants(g: &Grid, side: usize) -> usize {
    let e = if side == 0 { b'E' } else { b'e' };
    g.iter().flatten().filter(|&&c| c == e).count()
}

/// (file step, rank step) of a Spearman letter.
fn spear(c: u8) -> (i32, i32) {
    let ahead = if owner(c) == Some(0) { 1 } else { -1 };
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
    fn step_options(&self, g: &Grid, side: usize) -> Vec<Grid> {
        let mut out = Vec::new();
        for r in 0..9 {
            for f in 0..9 {
                let c = g[r as usize][f as usize];
                if owner(c) != Some(side) || !b"SLR".contains(&c.to_ascii_uppercase()) {
                    continue;
                }
                let (df, dr) = spear(c);
                if let Some(t) = at(g, f + df, r + dr) {
                    if t == b'.' || (t != b'#' && owner(t) != Some(side)) {
                        let mut n = *g;
                        n[(r + dr) as usize][(f + df) as usize] = c;
                        n[r as usize][f as usize] = b'.';
                        out.push(n);
                    }
                }
            }
        }
        out
    }

    fn rotations(&self, g: &Grid, side: usize) -> Vec<Grid> {
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
                    n[r][f] = if side == 0 { t } else { t.to_ascii_lowercase() };
                    out.push(n);
                }
            }
        }
        out
    }

    fn third_actions(&self, g: &Grid, side: usize) -> Vec<Grid> {
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
                    if let Some(t) = at(g, f + df, r + dr) {
                        if t == b'.' || (t != b'#' && owner(t) != Some(side)) {
                            let mut n = *g;
                            n[(r + dr) as usize][(f + df) as usize] = c;
                            n[r as usize][f as usize] = b'.';
                            out.push(n);
                        }
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
    fn children(&self, g: &Grid, side: usize) -> HashSet<Grid> {
        let mut set = HashSet::new();
        if elephants(g, 0) == 0 || elephants(g, 1) == 0 {
            return set;
        }
        let mut firsts: Vec<(bool, Grid)> = vec![(false, *g)];
        firsts.extend(self.step_options(g, side).into_iter().map(|n| (true, n)));
        for (stepped, g1) in firsts {
            if stepped && elephants(&g1, 1 - side) == 0 {
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

fn engine_children(p: &Position) -> Vec<Grid> {
    p.moves()
        .iter()
        .map(|m| {
            let mut c = p.clone();
            c.play(m);
            grid(&c.text()).0
        })
        .collect()
}

fn cross_check(p: &Position, empty_fall: bool) {
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
fn sample_positions(start: &Position, games: usize, every: usize, seed: u64) -> Vec<Position> {
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
        let total: usize = brute.children(&g, side).iter().map(|c| brute.children(c, 1 - side).len()).sum();
        assert_eq!(perft(&p, 2), total as u64);
    }
}

// ---------------------------------------------------------------------------------------------
// perft fixtures (distinct positions, history rules off).

#[test]
fn perft_fixtures() {
    let start = load(START, &[]);
    assert_eq!(perft(&start, 1), 4427);
    assert_eq!(perft(&start, 2), 19_598_329);
    let on = load(START, &[("empty-fall", "on")]);
    assert_eq!(perft(&on, 1), 4769);
    assert_eq!(perft(&on, 2), 22_743_361);
    let d1 = load(DIAGRAM_1, &[]);
    assert_eq!(perft(&d1, 1), 37);
    assert_eq!(perft(&d1, 2), 4_619);
    let d5 = load(DIAGRAM_5, &[]);
    assert_eq!(perft(&d5, 1), 31);
    assert_eq!(perft(&d5, 2), 650);
}

// ---------------------------------------------------------------------------------------------
// Random games through the interface checks.

/// (Stones, Spearman facings ok, pieces per side) from the view.
fn census(p: &Position) -> Result<(Vec<u16>, [usize; 2]), String> {
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
                        let allowed = if o == 0 { [Dir8::N, Dir8::NW, Dir8::NE] } else { [Dir8::S, Dir8::SE, Dir8::SW] };
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

fn invariants(before: &Position, after: &Position) -> Result<(), String> {
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
    for side in 0..2 {
        if p0[side] - p1[side] > 4 {
            return Err(format!("side {side} lost {} pieces in one turn", p0[side] - p1[side]));
        }
    }
    for side in 0..2 {
        if after.elephants(side) == 0 && after.outcome().is_none() {
            return Err(format!("side {side} has no Elephant but the game goes on"));
        }
    }
    if let Some(o) = after.outcome() {
        if o.kind == OutcomeKind::Draw && !o.reason.contains("full turns") && !o.reason.contains("both") {
            return Err(format!("unexpected draw: {}", o.reason));
        }
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
fn run_conformance(start: &Position, games: usize, seed: u64) {
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
