//! Storm the Ivory Tower: the spec's facts, the arrow map's properties, perft fixtures checked
//! against an independent brute-force generator, and random games through the conformance
//! checks.

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::collections::BTreeSet;
use towers::core::bits::{Bits, Square};
use towers::core::perft::perft;
use towers::core::{Counters, Dir8, Ending, Game, GameConfig, Line, Overlay, PieceKind, PositionError, Seat};
use towers::games::storm::movegen::Pieces;
use towers::games::storm::pieces::id_of;
use towers::games::storm::text::Setup;
use towers::games::storm::{Move, Storm};
use towers::session::DynGame;
use towers::session::conformance;

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
    p.moves().iter().filter(|m| m.from.index() == index(from)).map(|m| name(m.to.index())).collect()
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
    assert_eq!(p.to_move(), Seat::FIRST, "Red moves first");
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
            assert_eq!(piece(s), Some((code, Seat::FIRST)), "{s}");
        }
    }
    for s in 0..90 {
        let here = piece(&name(s));
        let there = piece(&name(89 - s));
        assert_eq!(here.map(|(c, o)| (c, o.other())), there, "{} vs {}", name(s), name(89 - s));
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

fn tower(s: usize) -> Option<Seat> {
    let (f, r) = (s % 9, s / 9);
    match (f, r) {
        (3..=5, 0..=2) => Some(Seat::FIRST),
        (3..=5, 7..=9) => Some(Seat::SECOND),
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
    for (s, &arrows) in arrows().iter().enumerate() {
        for d in dirs(arrows) {
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
    assert_eq!(brain.owner, Some(Seat::FIRST));
    assert!(v.alerts.is_empty() && v.overlays.is_empty());
    // The engine leaves the status line to the core's history layer.
    assert_eq!((v.status.as_str(), v.note.as_str()), ("", ""));
    assert_eq!(Line::new(start("standard")).view().status, "Red to move");
}

#[test]
fn view_shows_check_and_its_attackers() {
    let p = setup("standard", "red: Bf1 Na10 Na9 Ne5; blue: Bd10; blue to move");
    let v = p.view();
    assert_eq!(v.alerts, vec![index("d10") as u16]);
    assert_eq!(v.overlays, vec![Overlay::Zone { kind: "check".into(), owner: Some(Seat::FIRST), squares: vec![index("a10") as u16] }]);
    // No "check" note once the check is mate.
    assert_eq!((v.status.as_str(), v.note.as_str()), ("", ""));
    assert_eq!(Line::new(p.clone()).view().status, "Red wins: checkmate");
    // Who moves and check are the status line's, not the diagram's (`show` prints both).
    assert!(!p.diagram().contains("to move") && !p.diagram().contains("check"));
    let p = setup("standard", "red: Bf1 Na10; blue: Bd10; blue to move");
    assert_eq!(p.view().note, "check");
    assert_eq!(Line::new(p).view().status, "Blue to move — check");
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
    assert!(p.parse_move("Na9-a11").unwrap_err().to_string().contains("not a square"));
    assert!(p.parse_move("N a9 a10").unwrap_err().to_string().contains("is not a move"));
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
    piece: [Option<(char, Seat)>; 90],
    side: Seat,
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

    fn own_half(side: Seat, s: usize) -> bool {
        (s / 9 <= 4) == (side == Seat::FIRST)
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

    fn attacked(&self, s: usize, by: Seat) -> bool {
        (0..90).any(|x| self.piece[x].is_some_and(|(_, o)| o == by) && self.reaches(x, s))
    }

    fn brain(&self, side: Seat) -> usize {
        (0..90).find(|&s| self.piece[s] == Some(('B', side))).unwrap()
    }

    fn play(&mut self, from: usize, to: usize) {
        self.piece[to] = self.piece[from].take();
        self.side = self.side.other();
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
    let set: BTreeSet<(usize, usize)> = moves.iter().map(|m| (m.from.index(), m.to.index())).collect();
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
                assert_eq!(p.in_check(), naive.attacked(naive.brain(naive.side), naive.side.other()));
                positions += 1;
                if engine.is_empty() {
                    break;
                }
                let all: Vec<&(usize, usize)> = engine.iter().collect();
                let &(f, t) = all[rng.random_range(0..all.len())];
                let m = Move { from: Square::new(f), to: Square::new(t) };
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
    if after.board().key != after.board().key_from_scratch() {
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
fn draw<G: Game<Move = Move>>(p: &G, rng: &mut SmallRng, scratch: &mut Vec<Move>) -> Option<Move> {
    Game::random_move(p, &mut |n| rng.random_range(0..n), scratch)
}

fn config(variant: &str, repetition: &str, limit: &str) -> GameConfig {
    GameConfig::new("storm").with_variant(variant).with_option("repetition", repetition).with_option("move-limit", limit)
}

/// The pieces a line's consecutive-check ban forbids to check now.
fn banned(line: &Line<Storm>) -> u16 {
    if line.rules().check_ban { line.counters().streak[line.to_move()] as u16 } else { 0 }
}

/// What `random_move_is_legal_and_none_exactly_when_the_game_is_over` counts.
#[derive(Default)]
struct Seen {
    positions: usize,
    draws: usize,
    in_check: usize,
    unsafe_removed: usize,
    banned: usize,
    endings: BTreeSet<String>,
}

/// The kind of ending, as the test names it.
fn ending_name(ending: &Ending) -> String {
    match ending {
        Ending::Rule(text) => text.split(':').next().unwrap().to_string(),
        Ending::Repetition | Ending::RepeatedByLoser(_) => "threefold repetition".into(),
        Ending::QuietLimit(_) => "move limit".into(),
        Ending::CheckBan(_) => "check ban".into(),
        Ending::TotalLimit(_) => panic!("Storm has no limit on the length of a game"),
        Ending::Resigned(_) | Ending::Agreed | Ending::Time(_) | Ending::TimeNoWin(_) | Ending::Left(_) | Ending::LeftDraw(_) => {
            panic!("random games never end by the players' choice or a clock")
        }
    }
}

/// Random games on `start` (a bare position or a line), checking every draw against the legal
/// moves; `storm` reaches the position and `ban` the pieces the history rules ban.
fn random_games<G: Game<Move = Move>>(
    start: &G,
    storm: impl Fn(&G) -> &Storm,
    ban: impl Fn(&G) -> u16,
    what: &str,
    rng: &mut SmallRng,
    seen: &mut Seen,
) {
    let mut scratch = Vec::new();
    let mut g = start.clone();
    for ply in 0..2000 {
        let legal = g.moves();
        let p = storm(&g);
        let mut pseudo = 0;
        p.mover().pseudo_moves(p.board(), p.to_move(), |_, _| pseudo += 1);
        let (mut safe, mut allowed) = (Vec::new(), Vec::new());
        p.generate(&mut safe, 0);
        p.generate(&mut allowed, ban(&g));
        seen.unsafe_removed += (pseudo > safe.len() && !p.in_check()) as usize;
        seen.banned += (safe.len() > allowed.len()) as usize;
        seen.in_check += p.in_check() as usize;
        seen.positions += 1;
        let mut next = None;
        for _ in 0..8 {
            let m = draw(&g, rng, &mut scratch);
            seen.draws += 1;
            match m {
                Some(m) => assert!(legal.contains(&m), "{what} ply {ply}: {m:?} is not legal in\n{}", g.diagram()),
                None => assert!(legal.is_empty(), "{what} ply {ply}: None with {} legal moves", legal.len()),
            }
            next = m;
        }
        match next {
            Some(m) => g.play(&m),
            None => {
                seen.endings.insert(ending_name(&g.outcome().expect("no legal move: the game is over").ending));
                return;
            }
        }
    }
}

#[test]
fn random_move_is_legal_and_none_exactly_when_the_game_is_over() {
    let games = if cfg!(debug_assertions) { 2 } else { 12 };
    let mut rng = SmallRng::seed_from_u64(11);
    let mut seen = Seen::default();
    for variant in ["standard", "korean"] {
        for repetition in ["perpetual-check", "zillions"] {
            // A short move limit ends many games by it, and threefold repetition is likelier.
            for limit in ["150", "12", "off"] {
                let p = Storm::new(&config(variant, repetition, limit)).unwrap();
                for g in 0..games {
                    let what = format!("{variant} {repetition} {limit} game {g}");
                    // Through the history layer, and the position alone.
                    random_games(&Line::new(p.clone()), Line::position, banned, &what, &mut rng, &mut seen);
                    random_games(&p, |p| p, |_| 0, &what, &mut rng, &mut seen);
                }
            }
        }
    }
    let Seen { positions, draws, in_check, unsafe_removed, banned, endings } = seen;
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
                let mut pieces = p.board().bb[p.to_move()][0];
                while pieces != 0 {
                    let square = pieces.lowest();
                    let s = square.index();
                    pieces &= pieces - 1;
                    let mut n = 0;
                    p.mover().piece_moves::<false>(p.board(), p.to_move(), square, |_, _| n += 1);
                    let kind = (p.board().sq[s] & 7) as usize;
                    let me = p.to_move();
                    assert!(
                        n <= p.rules().bound[me][kind][s] as usize,
                        "{variant}: {} moves from {} over the bound {}",
                        n,
                        name(s),
                        p.rules().bound[me][kind][s]
                    );
                    // The candidates random playouts draw give the same moves, each once.
                    let mut by_rules = Vec::new();
                    p.mover().piece_moves::<false>(p.board(), p.to_move(), square, |_, t| by_rules.push(t));
                    let at = p.rules().cand_at[me][kind][s] as usize;
                    let mut by_cands: Vec<usize> = p.rules().cands[at..at + p.rules().bound[me][kind][s] as usize]
                        .iter()
                        .filter(|c| p.mover().cand_ok(p.board(), p.to_move(), s, **c, p.board().occ()))
                        .map(|c| c.to.index())
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
            let mut line = Line::new(p.clone());
            while let Some(m) = draw(&line, &mut rng, &mut scratch) {
                let before = p.clone();
                let told = p.play_noting(m);
                assert_eq!(told, before.play_after(m), "play_after and play_noting disagree on {}", before.write_move(m));
                assert_eq!(told.irreversible, before.board().sq[m.to] != 0);
                line.play(&m);
                plies += 1;
                let side = p.to_move();
                for s in Seat::all(2) {
                    assert_eq!(p.board().brain(s) as u32, p.board().bb[s][1].trailing_zeros());
                }
                let (mut squares, mut ids) = (p.checkers(side), 0u64);
                while squares != 0 {
                    let s = squares.trailing_zeros() as usize;
                    squares &= squares - 1;
                    ids |= 1 << (p.board().sq[s] >> 4);
                }
                assert_eq!(told.checkers, ids, "{variant} game {g}: checkers after {} in\n{}", before.write_move(m), p.diagram());
                assert_eq!(line.counters().last_check[side.other()], ids);
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
fn draw_counts<G: Game<Move = Move>>(p: &G, legal: &[Move], per_move: usize, mut pick: impl FnMut(&G) -> Move) -> Vec<u64> {
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
    let mut ban = Line::new(setup("standard", "red: Bf1 Na9 Id4; blue: Bd10 Ig7"));
    for t in ["Na9-a10+", "Bd10-d9", "Na10-a9+", "Bd9-d10"] {
        let m = ban.parse_move(t).unwrap();
        ban.play(&m);
    }
    assert!(ban.parse_move("Na9-a10").is_err(), "the third check by the same Numskull is banned");
    let mut korean = Line::new(start("korean"));
    let mut rng = SmallRng::seed_from_u64(5);
    let mut scratch = Vec::new();
    for _ in 0..30 {
        let m = draw(&korean, &mut rng, &mut scratch).unwrap();
        Game::play(&mut korean, &m);
    }
    let cases = [
        ("opening", Line::new(start("standard"))),
        ("pinned", Line::new(setup("standard", "red: Be2 Ye6 Ic4 Nh3; blue: Bf10 Ne7"))),
        ("in check", Line::new(setup("standard", "red: Be2 Ye6 Nh3; blue: Bd8 Ne7 Ic7 Fg8; blue to move"))),
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
            let from: Vec<Square> = legal.iter().map(|m| m.from).collect::<BTreeSet<_>>().into_iter().collect();
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

// ---------------------------------------------------------------------------------------------
// Position strings (`docs/positions/storm.md`).

const START: &str = "nyftbtfyn/9/1c5c1/i1i1i1i1i/9/9/I1I1I1I1I/1C5C1/9/NYFTBTFYN r";
const KOREAN_START: &str = "nyft1tfyn/4b4/1c5c1/i1i1i1i1i/9/9/I1I1I1I1I/1C5C1/4B4/NYFT1TFYN r";

fn read(text: &str) -> Result<(Storm, Counters), PositionError> {
    Storm::read_position(&GameConfig::new("storm"), text)
}

fn illegal(text: &str) -> String {
    match read(text) {
        Err(PositionError::Illegal(why)) => why,
        other => panic!("{text}: expected a rule's refusal, got {:?}", other.map(|(p, _)| p.position_text())),
    }
}

fn syntax(text: &str) -> (usize, String) {
    match Setup::parse(text) {
        Err(e) => (e.column, e.problem.to_string()),
        Ok(s) => panic!("{text}: read as {}", s.write()),
    }
}

#[test]
fn start_positions_read_through_the_catalogue() {
    for (variant, text, moves) in [("standard", START, 58), ("korean", KOREAN_START, 37)] {
        let config = GameConfig::new("storm").with_variant(variant);
        let g = towers::games::from_position(&config, text).unwrap_or_else(|e| panic!("{variant}: {e}"));
        assert_eq!(g.moves().len(), moves, "{variant}");
        assert_eq!(g.position_text(), text);
        let new = towers::games::new_game(&config).unwrap();
        assert_eq!(g.key(), new.key());
        assert_eq!(new.position_text(), text);
        assert_eq!(g.moves(), new.moves());
    }
}

#[test]
fn the_start_position_reads_as_storm_new_makes_it() {
    for (variant, text) in [("standard", START), ("korean", "nyft1tfyn/4b4/1c5c1/i1i1i1i1i/9/9/I1I1I1I1I/1C5C1/4B4/NYFT1TFYN r")] {
        let config = GameConfig::new("storm").with_variant(variant);
        let (p, counters) = Storm::read_position(&config, text).unwrap();
        let q = Storm::new(&config).unwrap();
        assert_eq!(counters, Counters::default());
        // The same bytes: the same piece ids, so the same random draws.
        assert_eq!(p.board(), q.board(), "{variant}");
        assert_eq!(p.position_text(), text);
        assert_eq!(q.position_text(), text);
    }
    assert_eq!(read(START).unwrap().0.moves().len(), 58);
}

#[test]
fn grammar_errors_name_the_character() {
    let cases: &[(&str, usize, &str)] = &[
        ("", 1, "empty"),
        ("nyftbtfyn/9/1c5c1/i1i1i1i1i/9/9/I1I1I1I1I/1C5C1/9/NYFTBTFYN", 60, "side to move is missing"),
        ("nyftbtfyn/9/1c5c1/i1i1i1i1i/9/9/I1I1I1I1I/1C5C1/9/NYFTBTFYN x", 61, "'x' is not a side to move"),
        ("nyftbtfyn/9/1c5c1/i1i1i1i1i/9/9/I1I1I1I1I/1C5C1/9/NYFTBTFYN r ", 63, "plies since the last capture is missing"),
        ("nyftbtfyz/9/1c5c1/i1i1i1i1i/9/9/I1I1I1I1I/1C5C1/9/NYFTBTFYN r", 9, "'z' is not a piece letter"),
        ("nyftbtfyn/0/1c5c1/i1i1i1i1i/9/9/I1I1I1I1I/1C5C1/9/NYFTBTFYN r", 11, "0 is not a count"),
        ("nyftbtfyn/45/1c5c1/i1i1i1i1i/9/9/I1I1I1I1I/1C5C1/9/NYFTBTFYN r", 12, "two counts of empty squares in a row"),
        ("nyftbtfynn/9/1c5c1/i1i1i1i1i/9/9/I1I1I1I1I/1C5C1/9/NYFTBTFYN r", 10, "rank 10 has more than 9 squares"),
        ("nyftbtfyn/8/1c5c1/i1i1i1i1i/9/9/I1I1I1I1I/1C5C1/9/NYFTBTFYN r", 12, "rank 9 has 8 squares"),
        ("nyftbtfyn/9/1c5c1/i1i1i1i1i/9/9/I1I1I1I1I/1C5C1/9/NYFTBTFYN/9 r", 60, "eleventh"),
        ("nyftbtfyn/9/1c5c1/i1i1i1i1i/9/9/I1I1I1I1I/1C5C1/NYFTBTFYN r", 58, "follows rank 2"),
        ("nyftbtfyn/9/1c5c1/i1i1i1i1i/9/9/I1I1I1I1I/1C5C1/9/NYFTBTFYN rb", 62, "'b' after the side to move"),
        (&format!("{START} 012 - -"), 63, "leading zeros"),
        (&format!("{START} 99999999999 - -"), 63, "more than this program can count"),
        (&format!("{START} x - -"), 63, "must be a number"),
        (&format!("{START} 12"), 65, "Red's checks is missing"),
        (&format!("{START} 12 -"), 67, "Blue's checks is missing"),
        (&format!("{START} 12 - - x"), 69, "' ' after Blue's checks"),
        (&format!("{START} 12 e5 -"), 68, "Red's checks must be '-' or entries like e5:1"),
        (&format!("{START} 12 e11:1 -"), 66, "'e11' is not a square"),
        (&format!("{START} 12 e05:1 -"), 66, "'e05' is not a square"),
        (&format!("{START} 12 e5:3 -"), 69, "a check count is 1 or 2"),
        (&format!("{START} 12 e5:1,e5:2 -"), 71, "e5 is listed twice"),
        (&format!("{START} 12 e5:1,a1:2 -"), 71, "a1 comes before e5"),
        (&format!("{START} 0 - -"), 63, "every history field is zero"),
        (&format!("{START}  12 - -"), 63, "must be a number"),
    ];
    for &(text, column, words) in cases {
        let (c, problem) = syntax(text);
        assert!(problem.contains(words), "{text}: '{problem}' does not say '{words}'");
        assert_eq!(c, column, "{text}: {problem}");
    }
    // Through the core's error, the column and the words both show.
    let e = read("nyftbtfyz/9/1c5c1/i1i1i1i1i/9/9/I1I1I1I1I/1C5C1/9/NYFTBTFYN r").err().unwrap();
    assert!(matches!(e, PositionError::Syntax { column: 9, .. }), "{e:?}");
    assert!(e.to_string().starts_with("position, character 9: 'z' is not a piece letter"), "{e}");
}

#[test]
fn each_rule_is_refused_with_its_message() {
    let cases = [
        // The brief's example: a Blue Brain on a5.
        ("9/9/9/9/9/b8/9/9/9/4B4 r", "Blue's Brain must stand in its Ivory Tower (d8–f10); it is on a5"),
        ("3b5/9/9/9/9/9/9/9/9/B8 r", "Red's Brain must stand in its Ivory Tower (d1–f3); it is on a1"),
        ("9/9/9/9/9/9/9/9/9/4B4 r", "Blue has no Brain; each side has exactly one"),
        ("3b5/9/9/9/9/9/9/9/4B4/4B4 r", "Red has 2 Brains (e1, e2); each side has exactly one"),
        ("3b5/9/9/9/9/9/9/9/t8/4B4 r", "Blue's Toadies never leave its Ivory Tower (d8–f10); one is on a2"),
        ("3b5/9/9/9/9/9/9/9/3T5/4B4 r", ""),
        ("3b5/9/9/9/9/9/9/N1N1N4/9/4B4 r", "Red has 3 Numskulls; the start position has 2 and no piece is ever added"),
        ("3b5/9/9/9/9/9/iiiiii3/9/9/4B4 r", "Blue has 6 Ninnies; the start position has 5"),
        ("3b5/9/9/9/9/9/FFF6/9/9/4B4 r", "Red has 3 Fuddy-Duddies"),
        // Brains facing along e1's N arrow with nothing between: Blue is in check, Red to move.
        ("4b4/9/9/9/9/9/9/9/9/4B4 r", "Blue's Brain is attacked but it is Red's turn"),
        ("4b4/9/9/9/9/9/9/9/9/4B4 b", "Red's Brain is attacked but it is Blue's turn"),
        ("3b5/9/9/9/9/9/9/9/9/4B4 b 0 a1:1 -", "Red's checks name a1, where no Red piece stands"),
        ("3b5/9/9/9/9/9/9/9/9/4B4 b 0 d10:1 -", "Red's checks name d10, where no Red piece stands"),
        ("3b5/9/9/9/9/9/9/9/N8/4B4 b 0 a2:1 -", "Red's checks name a2, but Red has just moved and the Numskull there does not give check"),
        ("N2b5/9/9/9/9/9/9/9/9/4B4 b 0 a10:2 -", ""),
        ("N2b5/9/9/9/9/9/9/9/9/4B4 b 0 - d10:1", ""),
    ];
    for (text, why) in cases {
        if why.is_empty() {
            assert!(read(text).is_ok(), "{text}: {:?}", read(text).err());
        } else {
            let said = illegal(text);
            assert!(said.starts_with(why), "{text}: '{said}' is not '{why}'");
        }
    }
    // A korean Brain stands in the same towers.
    let korean = GameConfig::new("storm").with_variant("korean");
    assert!(Storm::read_position(&korean, "9/9/9/9/9/b8/9/9/4B4/9 r").err().unwrap().to_string().contains("it is on a5"));
    // A position string and a setup at once: which one?
    let both = GameConfig::new("storm").with_setup("red: Be1; blue: Bd10");
    assert!(matches!(Storm::read_position(&both, START), Err(PositionError::Config(_))));
}

#[test]
fn trailing_fields_give_the_counters() {
    let (p, c) = read("N2b5/9/9/9/9/9/9/9/9/4B4 b 7 a10:2 -").unwrap();
    let na10 = 1u64 << id_of(p.board().sq[index("a10")]);
    assert_eq!(c, Counters { quiet: 7, last_check: [na10, 0, 0, 0], streak: [na10, 0, 0, 0] });
    assert_eq!(p.position_text_with(&c), "N2b5/9/9/9/9/9/9/9/9/4B4 b 7 a10:2 -");
    assert_eq!(p.position_text(), "N2b5/9/9/9/9/9/9/9/9/4B4 b");
    let (_, c) = read("N2b5/9/9/9/9/9/9/9/9/4B4 b 7 a10:1 -").unwrap();
    assert_eq!((c.last_check[0], c.streak[0]), (na10, 0));
}

/// Random positions from random games through the history layer, with their counters.
fn random_positions(count: usize, seed: u64) -> Vec<Line<Storm>> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut scratch = Vec::new();
    let mut out = Vec::new();
    let variants = ["standard", "korean"];
    let mut game = 0;
    while out.len() < count {
        let mut line = Line::new(Storm::new(&config(variants[game % 2], ["perpetual-check", "zillions"][game / 2 % 2], "150")).unwrap());
        game += 1;
        while out.len() < count {
            out.push(line.clone());
            match draw(&line, &mut rng, &mut scratch) {
                Some(m) => line.play(&m),
                None => break,
            }
        }
    }
    out
}

#[test]
fn positions_read_back_as_written() {
    let positions = random_positions(10_000, 21);
    let (mut with_counts, mut with_checks, mut finished) = (0, 0, 0);
    for (i, line) in positions.iter().enumerate() {
        let text = line.position_text();
        let p = line.position();
        assert_eq!(p.position_text(), text.split(' ').take(2).collect::<Vec<_>>().join(" "), "the bare position has no trailing fields");
        let (q, counters) = Storm::read_position(p.config(), &text).unwrap_or_else(|e| panic!("position {i}: {text}: {e}"));
        assert_eq!(q.key(), p.key(), "{text}");
        assert_eq!(q.moves(), p.moves(), "{text}: the same legal moves in the same order");
        assert_eq!(q.position_text_with(&counters), text);
        assert_eq!(Setup::parse(&text).unwrap().write(), text);
        // The line started from the text behaves as the one that played there.
        let back = Line::with(q, line.rules(), counters);
        assert_eq!(back.position_text(), text);
        assert_eq!(counters.quiet, line.counters().quiet);
        // Repetition needs the keys of the line, which no string carries; the rest is in the text.
        let by_repetition = matches!(line.outcome().map(|o| o.ending), Some(Ending::Repetition | Ending::RepeatedByLoser(_)));
        if !by_repetition {
            assert_eq!(back.moves(), line.moves(), "{text}: the same moves through the history layer");
            assert_eq!(back.outcome(), line.outcome(), "{text}");
        }
        with_counts += (counters != Counters::default()) as usize;
        with_checks += (counters.last_check != [0; 4]) as usize;
        finished += line.outcome().is_some() as usize;
    }
    assert!(with_counts > 5_000 && with_checks > 200, "{with_counts} with counts, {with_checks} with checks");
    assert!(finished > 5, "{finished} finished");
}

#[test]
fn canonical_strings_write_back_unchanged() {
    let korean = GameConfig::new("storm").with_variant("korean");
    let strings = [
        (GameConfig::new("storm"), START),
        (korean.clone(), KOREAN_START),
        // After Ie4-e5 Ie7-e6 Cb3xb10 (no check: the Toady on d10 shields the Brain).
        (GameConfig::new("storm"), "nCftbtfyn/9/1c5c1/i1i3i1i/4i4/4I4/I1I3I1I/7C1/9/NYFTBTFYN b"),
        // A middle game with a count of quiet plies.
        (GameConfig::new("storm"), "3b5/9/2c6/9/2N6/9/9/5I3/4B4/9 r 37 - -"),
        // Red's Numskull has checked twice in a row; Blue to move.
        (GameConfig::new("storm"), "N2b5/9/9/9/9/9/9/9/9/5B3 b 4 a10:2 -"),
        (GameConfig::new("storm"), "N2b5/9/9/9/9/9/9/9/9/5B3 b 0 a10:1 d10:2"),
        (korean, "3b5/9/9/9/9/9/9/9/4B4/9 b 12 - -"),
    ];
    // The first middle game is where those moves lead, and has no counts to write.
    let mut line = Line::new(start("standard"));
    for t in ["Ie4-e5", "Ie7-e6", "Cb3xb10"] {
        let m = line.parse_move(t).unwrap();
        line.play(&m);
    }
    assert!(!line.position().in_check());
    assert_eq!(line.position_text(), strings[2].1);
    for (config, text) in strings {
        let (p, counters) = Storm::read_position(&config, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(p.position_text_with(&counters), text);
        assert_eq!(Setup::parse(text).unwrap().write(), text);
        let g = towers::games::from_position(&config, text).unwrap();
        assert_eq!(g.position_text(), text);
    }
}

/// A small deterministic generator for the fuzz test.
struct Fuzz(u64);

impl Fuzz {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn char(&mut self) -> char {
        const ALPHABET: &[char] = &[
            'B', 'T', 'N', 'C', 'Y', 'F', 'I', 'b', 't', 'n', 'c', 'y', 'f', 'i', 'r', 'x', 'K', 'a', 'e', 'h', '0', '1', '2', '3', '5', '8', '9',
            '/', ' ', ' ', '-', ':', ',', '+', '\t', 'é', '–', '\u{0}',
        ];
        ALPHABET[self.below(ALPHABET.len())]
    }
}

#[test]
fn fuzzed_strings_never_panic_and_errors_say_something() {
    let mut f = Fuzz(77);
    let mut seeds: Vec<String> = random_positions(300, 22).iter().map(|l| l.position_text()).collect();
    seeds.extend([START.to_string(), KOREAN_START.to_string(), "N2b5/9/9/9/9/9/9/9/9/5B3 b 4 a10:2 -".into()]);
    let (mut accepted, mut refused_syntax, mut refused_rule) = (0, 0, 0);
    let config = GameConfig::new("storm");
    for round in 0..20_000 {
        let text: String = if round % 5 == 0 {
            // Pure noise, of any length.
            (0..f.below(80)).map(|_| f.char()).collect()
        } else {
            let mut chars: Vec<char> = seeds[f.below(seeds.len())].chars().collect();
            for _ in 0..1 + f.below(3) {
                let at = f.below(chars.len() + 1);
                match f.below(4) {
                    0 => chars.insert(at, f.char()),
                    3 if at + 1 < chars.len() => chars.swap(at, at + 1),
                    1 if at < chars.len() => {
                        chars.remove(at);
                    }
                    _ if at < chars.len() => chars[at] = f.char(),
                    _ => chars.push(f.char()),
                }
            }
            chars.into_iter().collect()
        };
        match Storm::read_position(&config, &text) {
            Ok((p, counters)) => {
                accepted += 1;
                // The reader accepts only canonical strings.
                let written = p.position_text_with(&counters);
                assert_eq!(written, text, "accepted but not canonical");
                let (q, again) = Storm::read_position(&config, &written).unwrap();
                assert_eq!((q.key(), again), (p.key(), counters));
            }
            Err(e) => {
                assert!(!e.to_string().trim().is_empty(), "{text:?}: empty message");
                match e {
                    PositionError::Syntax { column, problem } => {
                        refused_syntax += 1;
                        assert!(!problem.is_empty() && column >= 1 && column <= text.chars().count() + 1, "{text:?}: column {column}");
                    }
                    PositionError::Illegal(why) => {
                        refused_rule += 1;
                        assert!(!why.is_empty());
                    }
                    PositionError::Config(why) => panic!("{text:?}: {why}"),
                }
            }
        }
    }
    assert!(accepted > 200 && refused_syntax > 5_000 && refused_rule > 200, "{accepted} accepted, {refused_syntax} syntax, {refused_rule} rules");
}

#[test]
fn perft_fixtures_from_the_written_start() {
    for (variant, expected) in [("standard", PERFT_STANDARD), ("korean", PERFT_KOREAN)] {
        let config = GameConfig::new("storm").with_variant(variant);
        let (p, _) = Storm::read_position(&config, &start(variant).position_text()).unwrap();
        for (d, &n) in expected.iter().enumerate() {
            assert_eq!(perft(&p, d as u32 + 1), n, "{variant} perft({}) from text", d + 1);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The history layer gives what the engine gave when it kept the history itself.

/// FNV-1a over a stream of numbers.
fn mix(h: &mut u64, x: u64) {
    *h ^= x;
    *h = h.wrapping_mul(0x100_0000_01b3);
}

/// Fixed-seed random games through `Line`: every legal move list, every number drawn and every
/// result go into the digest. The digests were taken from the engine before the history rules
/// moved into `core::line` (when it kept them itself), so they show the same moves, the same
/// random numbers consumed, and the same results.
#[test]
fn fixed_seed_games_are_those_of_the_engine_with_its_own_history() {
    if cfg!(debug_assertions) {
        return;
    }
    let expected = [
        ("standard", "perpetual-check", "150", 0x25d7_87ca_95d9_f653u64),
        ("standard", "perpetual-check", "12", 0xe377_6f99_7e36_1eb2),
        ("standard", "perpetual-check", "off", 0xe8d0_b006_e3cb_c718),
        ("standard", "zillions", "150", 0xf74e_28a1_ddcd_cf72),
        ("standard", "zillions", "12", 0xe377_6f99_7e36_1eb2),
        ("standard", "zillions", "off", 0x7b90_b6ea_4858_3ccc),
        ("korean", "perpetual-check", "150", 0xd365_86cf_3b1d_65da),
        ("korean", "perpetual-check", "12", 0x6df0_396d_a6bb_c19c),
        ("korean", "perpetual-check", "off", 0x38cf_06c6_7a09_3d24),
        ("korean", "zillions", "150", 0x614b_b40c_98ee_ee11),
        ("korean", "zillions", "12", 0xd291_b543_6b2e_f0f2),
        ("korean", "zillions", "off", 0x3941_fa43_c5de_78b9),
    ];
    for (variant, repetition, limit, digest) in expected {
        let mut h = 0xcbf2_9ce4_8422_2325u64;
        let mut rng = SmallRng::seed_from_u64(99);
        let mut scratch = Vec::new();
        for _ in 0..60 {
            let mut p = Line::new(Storm::new(&config(variant, repetition, limit)).unwrap());
            loop {
                let legal = p.moves();
                mix(&mut h, legal.len() as u64);
                for m in &legal {
                    mix(&mut h, u64::from(m.from.number()) << 8 | u64::from(m.to.number()));
                }
                let mut calls = 0u64;
                let m = p.random_move(
                    &mut |n| {
                        calls += 1;
                        rng.random_range(0..n)
                    },
                    &mut scratch,
                );
                mix(&mut h, calls);
                match m {
                    Some(m) => {
                        mix(&mut h, u64::from(m.from.number()) << 8 | u64::from(m.to.number()));
                        p.play(&m);
                    }
                    None => {
                        let o = p.outcome().unwrap();
                        // The old engine's words: "checkmate" (9), "stalemate..." (9), the
                        // ban (3), "repetition" (10), "limit" (5), each with the winner.
                        let name = match &o.ending {
                            Ending::Rule(t) => t.split(':').next().unwrap().to_string(),
                            Ending::CheckBan(_) => "ban".into(),
                            Ending::Repetition | Ending::RepeatedByLoser(_) => "repetition".into(),
                            Ending::QuietLimit(_) => "limit".into(),
                            Ending::TotalLimit(_)
                            | Ending::Resigned(_)
                            | Ending::Agreed
                            | Ending::Time(_)
                            | Ending::TimeNoWin(_)
                            | Ending::Left(_)
                            | Ending::LeftDraw(_) => unreachable!(),
                        };
                        // The winner as the number it was when the digests were taken.
                        mix(&mut h, format!("{name}/{:?}", o.winner().map(Seat::index)).len() as u64);
                        break;
                    }
                }
            }
        }
        assert_eq!(h, digest, "{variant} {repetition} {limit}: {h:016x}");
    }
}

#[test]
fn every_figure_says_how_it_moves_and_the_korean_variant_its_own_way() {
    let meta = towers::games::storm::meta();
    for letter in ['B', 'T', 'N', 'C', 'Y', 'F', 'I'] {
        assert!(meta.how_it_moves("standard", letter).is_some_and(|t| !t.is_empty()), "{letter}");
    }
    assert_ne!(meta.how_it_moves("korean", 'F'), meta.how_it_moves("standard", 'F'));
    assert_eq!(meta.how_it_moves("korean", 'N'), meta.how_it_moves("standard", 'N'));
    let elephant = towers::games::three_elephant::meta();
    for letter in ['S', 'N', 'E', 'T'] {
        assert!(elephant.how_it_moves("standard", letter).is_some(), "{letter}");
    }
}
