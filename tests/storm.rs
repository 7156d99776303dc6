//! Storm the Ivory Tower: the spec's facts, the arrow map's properties, perft fixtures checked
//! against an independent brute-force generator, and random games through the conformance
//! checks.

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::collections::BTreeSet;
use towers::core::perft::perft;
use towers::core::{Dir8, DynGame, Game, GameConfig, Overlay, PieceKind, conformance};
use towers::games::storm::movegen::Pieces;
use towers::games::storm::{Move, Storm};

fn start(variant: &str) -> Storm {
    Storm::new(&GameConfig::new("storm").with_variant(variant)).unwrap()
}

fn setup(variant: &str, s: &str) -> Storm {
    Storm::new(&GameConfig::new("storm").with_variant(variant).with_setup(s)).unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn index(name: &str) -> usize {
    let f = (name.as_bytes()[0] - b'a') as usize;
    let r: usize = name[1..].parse().unwrap();
    (r - 1) * 9 + f
}

fn name(s: usize) -> String {
    format!("{}{}", (b'a' + (s % 9) as u8) as char, s / 9 + 1)
}

fn targets(p: &Storm, from: &str) -> BTreeSet<String> {
    p.moves().iter().filter(|m| m.from as usize == index(from)).map(|m| name(m.to as usize)).collect()
}

fn set(list: &[&str]) -> BTreeSet<String> {
    list.iter().map(|s| s.to_string()).collect()
}

// ---------------------------------------------------------------------------------------------
// Facts from the seed and the spec.

#[test]
fn red_has_58_opening_moves() {
    let p = start("standard");
    assert_eq!(p.moves().len(), 58);
    assert_eq!(p.to_move(), 0, "Red moves first");
}

#[test]
fn opening_yahoo_fuddy_duddy_and_clodhopper_facts() {
    let p = start("standard");
    assert_eq!(targets(&p, "b1"), set(&["a3", "c3", "d2"]));
    assert_eq!(targets(&p, "c1"), set(&["a3", "e3"]));
    let m = p.parse_move("Cb3xb10").unwrap();
    assert_eq!(p.notation(&m), "Cb3xb10");
    // The same line alone: b3, screen b8, target b10, empty squares on both sides.
    let q = setup("standard", "red: Bf1 Cb3; blue: Bd10 Cb8 Yb10");
    assert!(targets(&q, "b3").contains("b10"));
    assert!(!targets(&q, "b3").contains("b8"));
}

#[test]
fn the_seed_setup_is_symmetric_and_as_listed() {
    let v = start("standard").view();
    let piece = |s: &str| {
        let st = &v.squares[index(s)].stack;
        st.first().map(|p| match &p.kind {
            PieceKind::Figure { code, .. } => (*code, p.owner.unwrap()),
            other => panic!("unexpected piece {other:?}"),
        })
    };
    for (code, squares) in [('N', "a1 i1"), ('Y', "b1 h1"), ('F', "c1 g1"), ('T', "d1 f1"), ('B', "e1"), ('C', "b3 h3"), ('I', "a4 c4 e4 g4 i4")] {
        for s in squares.split(' ') {
            assert_eq!(piece(s), Some((code, 0)), "{s}");
        }
    }
    for s in 0..90 {
        let here = piece(&name(s));
        let there = piece(&name(89 - s));
        assert_eq!(here.map(|(c, o)| (c, 1 - o)), there, "{} vs {}", name(s), name(89 - s));
    }
    assert_eq!(v.piece_count(), 32);
    let k = start("korean").view();
    assert!(matches!(&k.squares[index("e2")].stack[0].kind, PieceKind::Figure { code: 'B', .. }));
    assert!(matches!(&k.squares[index("e9")].stack[0].kind, PieceKind::Figure { code: 'B', .. }));
    assert!(k.squares[index("e1")].stack.is_empty() && k.squares[index("e10")].stack.is_empty());
}

// ---------------------------------------------------------------------------------------------
// The arrow map, read back through the view.

fn arrows() -> Vec<u8> {
    start("standard").view().squares.iter().map(|s| s.marks.arrows).collect()
}

fn step(s: usize, d: Dir8) -> Option<usize> {
    let (dx, dy) = d.delta();
    let (f, r) = ((s % 9) as i32 + dx, (s / 9) as i32 + dy);
    ((0..9).contains(&f) && (0..10).contains(&r)).then(|| (r * 9 + f) as usize)
}

fn tower(s: usize) -> Option<usize> {
    let (f, r) = (s % 9, s / 9);
    match (f, r) {
        (3..=5, 0..=2) => Some(0),
        (3..=5, 7..=9) => Some(1),
        _ => None,
    }
}

fn dirs(mask: u8) -> impl Iterator<Item = Dir8> {
    Dir8::ALL.into_iter().filter(move |d| mask & d.bit() != 0)
}

#[test]
fn arrow_map_spot_checks_against_the_spec_table() {
    let a = arrows();
    let m = |list: &[Dir8]| list.iter().fold(0u8, |m, d| m | d.bit());
    use Dir8::*;
    assert_eq!(a[index("e9")], 0xFF);
    assert_eq!(a[index("e2")], 0xFF);
    assert_eq!(a[index("b6")], m(&[N]));
    assert_eq!(a[index("h6")], m(&[W]));
    assert_eq!(a[index("b5")], m(&[E]));
    assert_eq!(a[index("h5")], m(&[S]));
    assert_eq!(a[index("a1")], m(&[N, E]));
    assert_eq!(a[index("i10")], m(&[S, W]));
    assert_eq!(a[index("d8")], m(&[N, NE, E]));
    assert_eq!(a[index("f3")], m(&[S, SW, W]));
    assert_eq!(a[index("c1")], m(&[NE, E, W, NW]));
    assert_eq!(a[index("h2")], m(&[N, SE, W]));
}

#[test]
fn arrow_map_is_symmetric_under_half_turn() {
    let a = arrows();
    for s in 0..90 {
        assert_eq!(a[89 - s], a[s].rotate_left(4), "{} and {}", name(s), name(89 - s));
    }
}

#[test]
fn no_arrow_points_off_the_board() {
    let a = arrows();
    for s in 0..90 {
        for d in dirs(a[s]) {
            assert!(step(s, d).is_some(), "{} {}", name(s), d.name());
        }
    }
}

#[test]
fn tower_arrows_keep_to_the_tower_and_rank_3_and_8_never_point_across() {
    let a = arrows();
    for s in (0..90).filter(|&s| tower(s).is_some()) {
        for d in dirs(a[s]) {
            assert_eq!(step(s, d).and_then(tower), tower(s), "{} {} leaves its tower", name(s), d.name());
        }
        let rank = s / 9 + 1;
        let forbidden: &[Dir8] = match rank {
            3 => &[Dir8::NW, Dir8::N, Dir8::NE],
            8 => &[Dir8::SW, Dir8::S, Dir8::SE],
            _ => &[],
        };
        for d in forbidden {
            assert_eq!(a[s] & d.bit(), 0, "{} points {} toward the other tower", name(s), d.name());
        }
    }
}

#[test]
fn only_c1_g1_c10_g10_step_into_a_tower_and_nothing_steps_onto_them() {
    let a = arrows();
    let special: BTreeSet<usize> = ["c1", "g1", "c10", "g10"].iter().map(|s| index(s)).collect();
    let mut into = BTreeSet::new();
    for s in (0..90).filter(|&s| tower(s).is_none()) {
        for d in dirs(a[s]) {
            let t = step(s, d).unwrap();
            if tower(t).is_some() {
                into.insert(s);
            }
            assert!(!special.contains(&t), "{} steps onto {}", name(s), name(t));
        }
    }
    assert_eq!(into, special);
}

#[test]
fn view_marks_river_towers_and_pieces() {
    let v = start("standard").view();
    assert_eq!(v.squares.len(), 90);
    for (i, sq) in v.squares.iter().enumerate() {
        assert_eq!(sq.name, name(i));
        assert_eq!((sq.col as usize, sq.row as usize), (i % 9, i / 9));
        assert_eq!(sq.marks.river_north, i / 9 == 4, "{}", sq.name);
        assert_eq!(sq.marks.tower, tower(i), "{}", sq.name);
    }
    let names: Vec<&str> = v.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Red", "Blue"]);
    let brain = &v.squares[index("e1")].stack[0];
    assert_eq!(brain.kind, PieceKind::Figure { code: 'B', name: "Brain".into() });
    assert_eq!(brain.owner, Some(0));
    assert!(v.alerts.is_empty() && v.overlays.is_empty());
    assert_eq!(v.status, "Red to move");
}

#[test]
fn view_shows_check_and_its_attackers() {
    let p = setup("standard", "red: Bf1 Na10 Na9 Ne5; blue: Bd10; blue to move");
    let v = p.view();
    assert_eq!(v.alerts, vec![index("d10") as u16]);
    assert_eq!(v.overlays, vec![Overlay::Zone { kind: "check".into(), owner: Some(0), squares: vec![index("a10") as u16] }]);
    assert_eq!(v.status, "Red wins: checkmate");
    assert!(p.diagram().contains("(check)"));
}

// ---------------------------------------------------------------------------------------------
// The game through the registry and the command-line face.

#[test]
fn registered_with_meta_options_and_variants() {
    let entry = towers::games::find("storm").unwrap();
    let meta = (entry.meta)();
    assert_eq!(meta.name, "Storm the Ivory Tower");
    let rep = meta.options.iter().find(|o| o.name == "repetition").unwrap();
    assert_eq!(rep.default, "perpetual-check");
    assert_eq!(rep.values, ["perpetual-check", "zillions"]);
    let limit = meta.options.iter().find(|o| o.name == "move-limit").unwrap();
    assert_eq!(limit.default, "150");
    assert_eq!(limit.values, ["<number>", "off"]);
    assert!(meta.variant("korean").unwrap().note.to_lowercase().contains("reconstructed"));
    assert!(!meta.reconstructed.is_empty());
    let mut g: Box<dyn DynGame> = (entry.create)(&GameConfig::new("storm").with_variant("korean")).unwrap();
    assert_eq!(g.moves().len(), 37);
    assert_eq!(g.play_text("Yb1-c3").unwrap(), "Yb1-c3");
    assert!((entry.create)(&GameConfig::new("storm").with_option("move-limit", "soon")).is_err());
    let divide = g.divide(2);
    assert_eq!(divide.iter().map(|(_, n)| n).sum::<u64>(), g.perft(2));
}

#[test]
fn notation_marks_check_and_reads_with_or_without_it() {
    let p = setup("standard", "red: Bf1 Na9; blue: Bd10");
    let m = p.parse_move("Na9-a10").unwrap();
    assert_eq!(p.notation(&m), "Na9-a10+");
    assert_eq!(p.parse_move("Na9-a10+").unwrap(), m);
    assert!(p.parse_move("Na9-a11").unwrap_err().contains("not a square"));
    assert!(p.parse_move("N a9 a10").unwrap_err().contains("is not a move"));
}

// ---------------------------------------------------------------------------------------------
// perft fixtures (history rules off), cross-checked by a brute-force generator below.

const PERFT_STANDARD: [u64; 4] = [58, 3_344, 178_044, 9_441_041];
const PERFT_KOREAN: [u64; 4] = [37, 1_361, 49_452, 1_792_275];

#[test]
fn perft_fixtures() {
    for (variant, expected) in [("standard", PERFT_STANDARD), ("korean", PERFT_KOREAN)] {
        let p = start(variant);
        for (d, &n) in expected.iter().enumerate() {
            assert_eq!(perft(&p, d as u32 + 1), n, "{variant} perft({})", d + 1);
        }
    }
}

/// A slow, independent reading of the rules: it knows the board only through the view
/// (arrows and pieces) and decides each (from, to) by walking coordinates.
#[derive(Clone)]
struct Naive {
    arrows: [u8; 90],
    piece: [Option<(char, usize)>; 90],
    side: usize,
    korean: bool,
}

impl Naive {
    fn of(p: &Storm) -> Naive {
        let v = p.view();
        let mut n = Naive { arrows: [0; 90], piece: [None; 90], side: v.to_move, korean: p.config().variant == "korean" };
        for sq in &v.squares {
            let s = sq.row as usize * 9 + sq.col as usize;
            n.arrows[s] = sq.marks.arrows;
            if let Some(pc) = sq.stack.first() {
                let PieceKind::Figure { code, .. } = pc.kind else { panic!("not a figure") };
                n.piece[s] = Some((code, pc.owner.unwrap()));
            }
        }
        n
    }

    fn own_half(side: usize, s: usize) -> bool {
        (s / 9 <= 4) == (side == 0)
    }

    fn empty(&self, s: Option<usize>) -> bool {
        s.is_some_and(|s| self.piece[s].is_none())
    }

    fn code(&self, s: usize) -> Option<char> {
        self.piece[s].map(|(c, _)| c)
    }

    /// The occupied squares strictly between `from` and `to` along `d`, if `to` lies on that line.
    fn between(&self, from: usize, d: Dir8, to: usize) -> Option<Vec<usize>> {
        let mut out = Vec::new();
        let mut x = step(from, d);
        while let Some(s) = x {
            if s == to {
                return Some(out);
            }
            if self.piece[s].is_some() {
                out.push(s);
            }
            x = step(s, d);
        }
        None
    }

    /// Could the piece on `from` move onto `to` by its movement rules (the Brain's line power
    /// counting only against the enemy Brain)?
    fn reaches(&self, from: usize, to: usize) -> bool {
        let Some((code, side)) = self.piece[from] else { return false };
        if self.piece[to].is_some_and(|(_, o)| o == side) {
            return false;
        }
        let target = self.piece[to].is_some();
        let across = |s: usize| !Self::own_half(side, s);
        dirs(self.arrows[from]).any(|d| {
            let one = step(from, d);
            let two = one.and_then(|s| step(s, d));
            let turns = [d.turn(1), d.turn(-1)];
            match code {
                'B' => one == Some(to) || (self.code(to) == Some('B') && self.between(from, d, to).is_some_and(|b| b.is_empty())),
                'T' => one == Some(to),
                'I' => one == Some(to) || (across(from) && two == Some(to) && self.empty(one) && target && across(to)),
                'N' => self.between(from, d, to).is_some_and(|b| b.is_empty()),
                'C' => match self.between(from, d, to) {
                    None => false,
                    Some(b) if self.korean => b.len() == 1 && self.code(b[0]) != Some('C') && self.code(to) != Some('C'),
                    Some(b) => (b.is_empty() && !target) || (b.len() == 1 && target),
                },
                'Y' => turns.iter().any(|&e| self.empty(one) && one.and_then(|p| step(p, e)) == Some(to)),
                'F' if self.korean => turns.iter().any(|&e| {
                    let p2 = one.and_then(|p| step(p, e));
                    self.empty(one) && self.empty(p2) && p2.and_then(|p| step(p, e)) == Some(to)
                }),
                'F' => (two == Some(to) && self.empty(one)) || (across(from) && one == Some(to) && !target && across(to)),
                other => panic!("unknown piece {other}"),
            }
        })
    }

    fn attacked(&self, s: usize, by: usize) -> bool {
        (0..90).any(|x| self.piece[x].is_some_and(|(_, o)| o == by) && self.reaches(x, s))
    }

    fn brain(&self, side: usize) -> usize {
        (0..90).find(|&s| self.piece[s] == Some(('B', side))).unwrap()
    }

    fn play(&mut self, from: usize, to: usize) {
        self.piece[to] = self.piece[from].take();
        self.side ^= 1;
    }

    fn legal(&self) -> BTreeSet<(usize, usize)> {
        let mut out = BTreeSet::new();
        for from in (0..90).filter(|&s| self.piece[s].is_some_and(|(_, o)| o == self.side)) {
            for to in 0..90 {
                if self.code(to) == Some('B') || !self.reaches(from, to) {
                    continue;
                }
                let mut next = self.clone();
                next.play(from, to);
                if !next.attacked(next.brain(self.side), next.side) {
                    out.insert((from, to));
                }
            }
        }
        out
    }

    fn perft(&self, depth: u32) -> u64 {
        let moves = self.legal();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|&(f, t)| {
                let mut n = self.clone();
                n.play(f, t);
                n.perft(depth - 1)
            })
            .sum()
    }
}

fn engine_moves(p: &Storm) -> BTreeSet<(usize, usize)> {
    let moves = p.moves();
    let set: BTreeSet<(usize, usize)> = moves.iter().map(|m| (m.from as usize, m.to as usize)).collect();
    assert_eq!(set.len(), moves.len(), "duplicate moves");
    set
}

#[test]
fn perft_1_to_3_agrees_with_the_brute_force_generator() {
    for (variant, expected) in [("standard", PERFT_STANDARD), ("korean", PERFT_KOREAN)] {
        let naive = Naive::of(&start(variant));
        for d in 1..=3u32 {
            assert_eq!(naive.perft(d), expected[d as usize - 1], "{variant} naive perft({d})");
        }
    }
}

/// The same at depth 4 (about 40 s of brute force): run with `--ignored`.
#[test]
#[ignore]
fn perft_4_agrees_with_the_brute_force_generator() {
    for (variant, expected) in [("standard", PERFT_STANDARD), ("korean", PERFT_KOREAN)] {
        assert_eq!(Naive::of(&start(variant)).perft(4), expected[3], "{variant} naive perft(4)");
    }
}

#[test]
fn random_games_agree_with_the_brute_force_generator() {
    let games = if cfg!(debug_assertions) { 4 } else { 30 };
    let mut rng = SmallRng::seed_from_u64(7);
    let mut positions = 0;
    for variant in ["standard", "korean"] {
        for g in 0..games {
            let mut p = start(variant);
            p.set_history_rules(false);
            let mut line = Vec::new();
            for _ in 0..300 {
                let naive = Naive::of(&p);
                let engine = engine_moves(&p);
                let brute = naive.legal();
                assert_eq!(
                    engine,
                    brute,
                    "{variant} game {g} after [{}]:\n{}\nengine only: {:?}\nbrute only: {:?}",
                    line.join(" "),
                    p.diagram(),
                    engine.difference(&brute).map(|&(f, t)| format!("{}-{}", name(f), name(t))).collect::<Vec<_>>(),
                    brute.difference(&engine).map(|&(f, t)| format!("{}-{}", name(f), name(t))).collect::<Vec<_>>(),
                );
                assert_eq!(p.in_check(), naive.attacked(naive.brain(naive.side), 1 - naive.side));
                positions += 1;
                if engine.is_empty() {
                    break;
                }
                let all: Vec<&(usize, usize)> = engine.iter().collect();
                let &(f, t) = all[rng.random_range(0..all.len())];
                let m = Move { from: f as u8, to: t as u8 };
                line.push(p.notation(&m));
                Game::play(&mut p, &m);
            }
        }
    }
    assert!(positions > 1000 || cfg!(debug_assertions), "only {positions} positions compared");
}

// ---------------------------------------------------------------------------------------------
// Random games through the interface contract.

fn brains(p: &Storm) -> [usize; 2] {
    let mut n = [0; 2];
    for sq in p.view().squares {
        for pc in sq.stack {
            if matches!(pc.kind, PieceKind::Figure { code: 'B', .. }) {
                n[pc.owner.unwrap()] += 1;
            }
        }
    }
    n
}

fn invariants(before: &Storm, after: &Storm) -> Result<(), String> {
    if brains(after) != [1, 1] {
        return Err(format!("Brains on the board: {:?}", brains(after)));
    }
    let mover = before.to_move();
    if after.in_check_side(mover) {
        return Err("the move left its own Brain attacked".into());
    }
    if after.board.key != after.board.key_from_scratch() {
        return Err("incremental key differs from the key computed from scratch".into());
    }
    if after.to_move() == mover {
        return Err("the turn did not pass".into());
    }
    Ok(())
}

#[test]
fn conformance_random_games() {
    let games = if cfg!(debug_assertions) { 40 } else { 450 };
    for (variant, seed) in [("standard", 1), ("korean", 2)] {
        let report =
            conformance::check(&start(variant), games, 5_000, seed, Storm::piece_count, invariants).unwrap_or_else(|e| panic!("{variant}: {e}"));
        assert_eq!(report.games, games);
        assert!(report.wins.iter().sum::<usize>() > 0, "{variant}: no game was won: {report:?}");
    }
    // Zillions repetition and a short move limit end games differently; run them too.
    let zillions = Storm::new(&GameConfig::new("storm").with_option("repetition", "zillions").with_option("move-limit", "30")).unwrap();
    let report = conformance::check(&zillions, games / 3, 5_000, 3, Storm::piece_count, invariants).unwrap();
    assert_eq!(report.games, games / 3);
}

// ---------------------------------------------------------------------------------------------
// The fast random move of playouts: always legal, None exactly at the end, and uniform.

/// Draws with `Game::random_move`, as playouts do.
fn draw(p: &Storm, rng: &mut SmallRng, scratch: &mut Vec<Move>) -> Option<Move> {
    Game::random_move(p, &mut |n| rng.random_range(0..n), scratch)
}

fn config(variant: &str, repetition: &str, limit: &str) -> GameConfig {
    GameConfig::new("storm").with_variant(variant).with_option("repetition", repetition).with_option("move-limit", limit)
}

#[test]
fn random_move_is_legal_and_none_exactly_when_the_game_is_over() {
    let games = if cfg!(debug_assertions) { 2 } else { 12 };
    let mut rng = SmallRng::seed_from_u64(11);
    let mut scratch = Vec::new();
    let (mut positions, mut draws, mut in_check, mut unsafe_removed, mut banned) = (0, 0, 0, 0, 0);
    let mut endings = BTreeSet::new();
    for variant in ["standard", "korean"] {
        for repetition in ["perpetual-check", "zillions"] {
            // A short move limit ends many games by it, and threefold repetition is likelier.
            for limit in ["150", "12", "off"] {
                for history in [true, false] {
                    for g in 0..games {
                        let mut p = Storm::new(&config(variant, repetition, limit)).unwrap();
                        p.set_history_rules(history);
                        for ply in 0..2000 {
                            let legal = p.moves();
                            let mut pseudo = 0;
                            p.mover().pseudo_moves(&p.board, p.side as usize, |_, _| pseudo += 1);
                            let (mut safe, mut allowed) = (Vec::new(), Vec::new());
                            p.generate(&mut safe, false);
                            p.generate(&mut allowed, p.perpetual_ban());
                            unsafe_removed += (pseudo > safe.len() && !p.in_check()) as usize;
                            banned += (safe.len() > allowed.len()) as usize;
                            in_check += p.in_check() as usize;
                            positions += 1;
                            let mut next = None;
                            for _ in 0..8 {
                                let m = draw(&p, &mut rng, &mut scratch);
                                draws += 1;
                                match m {
                                    Some(m) => assert!(
                                        legal.contains(&m),
                                        "{variant} {repetition} {limit} game {g} ply {ply}: {m:?} is not legal in\n{}",
                                        p.diagram()
                                    ),
                                    None => assert!(legal.is_empty(), "{variant} game {g} ply {ply}: None with {} legal moves", legal.len()),
                                }
                                next = m;
                            }
                            match next {
                                Some(m) => Game::play(&mut p, &m),
                                None => {
                                    endings
                                        .insert(p.outcome().expect("no legal move: the game is over").reason.split(':').next().unwrap().to_string());
                                    break;
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(positions > 10_000 || cfg!(debug_assertions), "only {positions} positions");
    assert!(in_check > 100 || cfg!(debug_assertions), "only {in_check} positions in check");
    assert!(unsafe_removed > 1000 || cfg!(debug_assertions), "only {unsafe_removed} positions out of check where the Brain's safety removes moves");
    assert!(banned > 10 || cfg!(debug_assertions), "only {banned} positions where the perpetual-check ban removes moves");
    for end in ["checkmate", "move limit", "threefold repetition"] {
        assert!(endings.contains(end) || cfg!(debug_assertions), "no game ended by {end}: {endings:?}");
    }
    println!(
        "{positions} positions, {draws} draws, {in_check} in check, {unsafe_removed} with unsafe moves, {banned} with banned moves, endings {endings:?}"
    );
}

/// Every piece has at most `Rules::bound` moves by its movement rules, or the moves beyond
/// would never be drawn; and in random positions every legal move does get drawn.
#[test]
fn random_move_reaches_every_legal_move() {
    let mut rng = SmallRng::seed_from_u64(12);
    let mut scratch = Vec::new();
    let mut checked = 0;
    for variant in ["standard", "korean"] {
        for g in 0..if cfg!(debug_assertions) { 1 } else { 6 } {
            let mut p = start(variant);
            for ply in 0..400 {
                let mut pieces = p.board.bb[p.side as usize][0];
                while pieces != 0 {
                    let s = pieces.trailing_zeros() as usize;
                    pieces &= pieces - 1;
                    let mut n = 0;
                    p.mover().piece_moves(&p.board, p.side as usize, s, |_, _| n += 1);
                    let kind = (p.board.sq[s] & 7) as usize;
                    let me = p.side as usize;
                    assert!(
                        n <= p.rules.bound[me][kind][s] as usize,
                        "{variant}: {} moves from {} over the bound {}",
                        n,
                        name(s),
                        p.rules.bound[me][kind][s]
                    );
                    // The candidates random playouts draw give the same moves, each once.
                    let mut by_rules = Vec::new();
                    p.mover().piece_moves(&p.board, p.side as usize, s, |_, t| by_rules.push(t));
                    let at = p.rules.cand_at[me][kind][s] as usize;
                    let mut by_cands: Vec<usize> = p.rules.cands[at..at + p.rules.bound[me][kind][s] as usize]
                        .iter()
                        .filter(|c| p.mover().cand_ok(&p.board, p.side as usize, s, **c, p.board.occ()))
                        .map(|c| c.to as usize)
                        .collect();
                    by_rules.sort();
                    by_cands.sort();
                    assert_eq!(by_cands, by_rules, "{variant} game {g} ply {ply}: candidates of {} in\n{}", name(s), p.diagram());
                }
                let legal = p.moves();
                if legal.is_empty() {
                    break;
                }
                if ply % 10 == 0 {
                    // 30 draws per move miss a given one with probability e^-30.
                    let mut seen = BTreeSet::new();
                    for _ in 0..30 * legal.len() {
                        let m = draw(&p, &mut rng, &mut scratch).unwrap();
                        seen.insert((m.from, m.to));
                    }
                    assert_eq!(seen.len(), legal.len(), "{variant} game {g} ply {ply}: some legal moves never drawn in\n{}", p.diagram());
                    checked += 1;
                }
                let m = draw(&p, &mut rng, &mut scratch).unwrap();
                Game::play(&mut p, &m);
            }
        }
    }
    assert!(checked > 50 || cfg!(debug_assertions), "only {checked} positions");
}

/// `play` looks for checks only along the lines through the move and among the leaps near it,
/// and keeps each Brain's square; a full search from scratch must agree after every move.
#[test]
fn play_finds_every_check() {
    let mut rng = SmallRng::seed_from_u64(13);
    let mut scratch = Vec::new();
    let (mut checks, mut plies) = (0, 0);
    for variant in ["standard", "korean"] {
        for g in 0..if cfg!(debug_assertions) { 2 } else { 30 } {
            let mut p = Storm::new(&config(variant, "perpetual-check", "150")).unwrap();
            while let Some(m) = draw(&p, &mut rng, &mut scratch) {
                Game::play(&mut p, &m);
                plies += 1;
                let side = p.side as usize;
                for s in 0..2 {
                    assert_eq!(p.board.brain(s) as u32, p.board.bb[s][1].trailing_zeros());
                }
                let (mut squares, mut ids) = (p.checkers(side), 0u16);
                while squares != 0 {
                    let s = squares.trailing_zeros() as usize;
                    squares &= squares - 1;
                    ids |= 1 << (p.board.sq[s] >> 4);
                }
                assert_eq!(p.last_check[side ^ 1], ids, "{variant} game {g}: checkers after {} in\n{}", p.write_move(m), p.diagram());
                checks += (ids != 0) as usize;
            }
        }
    }
    assert!(checks > 500 || cfg!(debug_assertions), "only {checks} checks in {plies} plies");
}

/// Pearson's chi-square of `counts` against equal frequencies.
fn chi_square(counts: &[u64]) -> f64 {
    let n: u64 = counts.iter().sum();
    let e = n as f64 / counts.len() as f64;
    counts.iter().map(|&c| (c as f64 - e).powi(2) / e).sum()
}

/// The chi-square value a uniform draw exceeds with probability about 1e-4
/// (Wilson–Hilferty, z = 3.72).
fn chi_square_limit(df: usize) -> f64 {
    let k = df as f64;
    let a = 2.0 / (9.0 * k);
    k * (1.0 - a + 3.72 * a.sqrt()).powi(3)
}

/// Counts of each legal move over `per_move` draws per move.
fn draw_counts(p: &Storm, legal: &[Move], per_move: usize, mut pick: impl FnMut(&Storm) -> Move) -> Vec<u64> {
    let mut counts = vec![0u64; legal.len()];
    for _ in 0..per_move * legal.len() {
        let m = pick(p);
        counts[legal.iter().position(|x| *x == m).expect("a legal move")] += 1;
    }
    counts
}

#[test]
fn random_move_is_uniform() {
    let per_move = if cfg!(debug_assertions) { 300 } else { 2000 };
    // The opening (58 moves, Numskulls and Clodhoppers hemmed in, so many draws miss); a pinned
    // Yahoo and the Brain's steps; a check; the perpetual-check ban; a korean middle game.
    let mut ban = setup("standard", "red: Bf1 Na9 Id4; blue: Bd10 Ig7");
    for t in ["Na9-a10+", "Bd10-d9", "Na10-a9+", "Bd9-d10"] {
        let m = ban.parse_move(t).unwrap();
        Game::play(&mut ban, &m);
    }
    assert!(ban.parse_move("Na9-a10").is_err(), "the third check by the same Numskull is banned");
    let mut korean = start("korean");
    let mut rng = SmallRng::seed_from_u64(5);
    let mut scratch = Vec::new();
    for _ in 0..30 {
        let m = draw(&korean, &mut rng, &mut scratch).unwrap();
        Game::play(&mut korean, &m);
    }
    let cases = [
        ("opening", start("standard")),
        ("pinned", setup("standard", "red: Be2 Ye6 Ic4 Nh3; blue: Bf10 Ne7")),
        ("in check", setup("standard", "red: Be2 Ye6 Nh3; blue: Bd8 Ne7 Ic7 Fg8; blue to move")),
        ("ban", ban),
        ("korean", korean),
    ];
    for (what, p) in cases {
        let legal = p.moves();
        assert!(legal.len() > 3, "{what}: {} legal moves", legal.len());
        let counts = draw_counts(&p, &legal, per_move, |p| draw(p, &mut rng, &mut scratch).unwrap());
        let (x, limit) = (chi_square(&counts), chi_square_limit(legal.len() - 1));
        assert!(x < limit, "{what}: chi-square {x:.1} over {limit:.1} for {} moves: {counts:?}", legal.len());
        // The test has the power to see a plausible mistake: drawing a piece first, then one of
        // its moves, favours pieces with few moves.
        let biased = draw_counts(&p, &legal, per_move, |_| {
            let from: Vec<u8> = legal.iter().map(|m| m.from).collect::<BTreeSet<_>>().into_iter().collect();
            let f = from[rng.random_range(0..from.len())];
            let mine: Vec<&Move> = legal.iter().filter(|m| m.from == f).collect();
            *mine[rng.random_range(0..mine.len())]
        });
        let per_piece: Vec<usize> = legal.iter().map(|m| legal.iter().filter(|x| x.from == m.from).count()).collect();
        if per_piece.iter().min() != per_piece.iter().max() {
            assert!(chi_square(&biased) > limit, "{what}: the biased draw passes ({:.1})", chi_square(&biased));
        }
    }
}
