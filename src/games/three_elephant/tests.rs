//! Rule tests on hand-made positions (text form: rank 9 first; E N T, S/L/R Spearmen, '#'
//! Stones; upper case White).

use super::board::{self, ELEPHANT, EMPTY, STONE};
use super::movegen::{Act, Turn};
use super::position::ThreeElephant;
use crate::core::{Dir8, Ending, Game, GameConfig, Line, Outcome, OutcomeKind, Overlay, Pick, PieceKind, Seat, Square};

const WHITE: Seat = Seat::FIRST;
const BLACK: Seat = Seat::SECOND;

fn cfg(options: &[(&str, &str)]) -> GameConfig {
    let mut c = GameConfig::new("three-elephant");
    for (k, v) in options {
        c = c.with_option(k, v);
    }
    c
}

fn at_with(text: &str, options: &[(&str, &str)]) -> ThreeElephant {
    ThreeElephant::from_config(&cfg(options).with_setup(text)).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn at(text: &str) -> ThreeElephant {
    at_with(text, &[])
}

fn sq(name: &str) -> Square {
    board::parse_square(name).unwrap()
}

fn notations(p: &ThreeElephant) -> Vec<String> {
    p.moves().iter().map(|m| p.notation(m)).collect()
}

fn has(p: &ThreeElephant, text: &str) -> bool {
    notations(p).iter().any(|n| n == text)
}

fn after(p: &ThreeElephant, text: &str) -> ThreeElephant {
    let m = p.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert!(p.moves().contains(&m), "{text} parsed to a move not in the list");
    let mut c = p.clone();
    c.play(&m);
    c
}

/// The targets of action-3 moves of the piece on `from`, without other actions.
fn targets(p: &ThreeElephant, from: &str) -> Vec<String> {
    let f = sq(from);
    let mut v: Vec<String> = p
        .moves()
        .iter()
        .filter_map(|m| match (m.step, m.rotate, m.act) {
            (None, None, Act::Move(u, t)) if u == f => Some(board::name(t)),
            _ => None,
        })
        .collect();
    v.sort();
    v
}

fn reason(o: &Outcome) -> String {
    o.reason(|s| board::side_name(s).to_string())
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

// Elephants at a9 / a1 keep the game going in positions about other pieces.

#[test]
fn spearman_steps_only_where_its_spear_points() {
    // White e4 straight, c4 ahead-left, g4 ahead-right; Black e7 straight, c7 ahead-left.
    let p = at("e8/9/2l1s4/9/9/2L1S1R2/9/9/E8 w");
    assert!(has(&p, "Se4-e5"));
    assert!(has(&p, "Sc4-b5"));
    assert!(has(&p, "Sg4-h5"));
    assert!(!has(&p, "Se4-d5") && !has(&p, "Se4-f5") && !has(&p, "Sc4-c5"));
    let b = at("e8/9/2l1s4/9/9/2L1S1R2/9/9/E8 b");
    assert!(has(&b, "Se7-e6"));
    // Black's ahead-left is south-east.
    assert!(has(&b, "Sc7-d6"));
    assert!(!has(&b, "Sc7-b6"));
}

#[test]
fn spearman_captures_enemies_but_not_friends_nor_stones() {
    let p = at("e8/9/9/9/3n1#3/3S1R3/4S4/4N4/E8 w");
    assert!(has(&p, "Sd4xd5"));
    // f4 points ahead-right at g5 (empty); e3 points at e4 (empty); no Spearman enters f5.
    assert!(has(&p, "Sf4-g5"));
    let q = at("e8/9/9/9/5#3/4S4/4N4/9/E8 w");
    // e4 straight to e5: fine; the Knight on e3 blocks nothing (Spearmen step one square).
    assert!(has(&q, "Se4-e5"));
    let r = at("e8/9/9/9/4#4/4S4/9/9/E8 w");
    assert!(!notations(&r).iter().any(|n| n.starts_with("Se4-") || n.starts_with("Se4x")));
    assert!(r.parse_move("Se4-e5").unwrap_err().to_string().contains("Stone"));
    let own = at("e8/9/9/9/4N4/4S4/9/9/E8 w");
    assert!(!notations(&own).iter().any(|n| n.starts_with("Se4-") || n.starts_with("Se4x")));
    assert!(own.parse_move("Se4-e5").unwrap_err().to_string().contains("your own"));
    // On the last rank pointing straight: cannot move (no promotion).
    let last = at("4S3e/9/9/9/9/9/9/9/E8 w");
    assert!(!notations(&last).iter().any(|n| n.starts_with("Se9-") || n.starts_with("Se9x")));
    assert!(last.parse_move("Se9-e10").is_err());
}

#[test]
fn knight_leaps_over_stones_and_pieces() {
    let p = at("e8/9/9/3#n#3/3###3/3#N#3/3###3/9/E8 w");
    // e4 surrounded by Stones: still leaps to all eight squares except onto Stones.
    assert_eq!(targets(&p, "e4"), sorted(&["c3", "c5", "d2", "f2", "g3", "g5"]));
    let q = at("e8/9/9/9/3n1N3/9/4N4/9/E8 w");
    let t = targets(&q, "e3");
    assert!(t.contains(&"d5".to_string()), "captures an enemy");
    assert!(!t.contains(&"f5".to_string()), "not onto a friend");
}

#[test]
fn elephant_leaps_one_or_two_in_eight_lines() {
    let p = at("e8/9/9/9/4E4/9/9/9/9 w");
    assert_eq!(targets(&p, "e5"), sorted(&["e6", "e7", "e4", "e3", "d5", "c5", "f5", "g5", "d6", "c7", "f6", "g7", "d4", "c3", "f4", "g3"]));
    // Over anything, capturing by replacement; not onto a Stone or a friend.
    let q = at("e8/9/4s4/4#4/4E1#2/4N4/9/9/9 w");
    let t = targets(&q, "e5");
    assert!(t.contains(&"e7".to_string()), "leaps over the Stone on e6 and captures e7: {t:?}");
    assert!(!t.contains(&"e6".to_string()));
    assert!(!t.contains(&"e4".to_string()));
    assert!(t.contains(&"e3".to_string()), "leaps over its own Knight");
    assert!(t.contains(&"f5".to_string()) && !t.contains(&"g5".to_string()));
    // Corner: only 6 targets.
    let c = at("e8/9/9/9/9/9/9/9/E8 w");
    assert_eq!(targets(&c, "a1"), sorted(&["a2", "a3", "b1", "c1", "b2", "c3"]));
}

#[test]
fn war_tower_moves_like_a_rook_to_empty_squares_only() {
    let p = at("e8/9/4s4/9/9/1#2T1n2/9/4N4/E8 w");
    assert_eq!(targets(&p, "e4"), sorted(&["e5", "e6", "c4", "d4", "f4", "e3"]));
    assert!(p.parse_move("Te4xe7").unwrap_err().to_string().contains("never captures"));
    assert!(p.parse_move("Te4-h4").unwrap_err().to_string().contains("cannot reach"));
    assert!(p.parse_move("Te4-a4").unwrap_err().to_string().contains("cannot reach"));
    let q = at("e8/9/9/9/9/4T1n2/9/9/E8 w");
    assert!(q.parse_move("Te4-g4").unwrap_err().to_string().contains("never captures"));
    assert!(!targets(&q, "e4").contains(&"g4".to_string()));
}

#[test]
fn a_fall_destroys_three_squares_friend_and_foe_then_the_tower() {
    let p = at("e8/9/4n4/4S4/4s4/4T4/9/9/E8 w");
    let c = after(&p, "Te4!N");
    for s in ["e4", "e5", "e6", "e7"] {
        assert_eq!(c.cells[sq(s)], EMPTY, "{s}");
    }
    assert_eq!(c.cells[sq("a9")], board::piece(BLACK, ELEPHANT));
    // A Stone stops it: squares before are hit, the Stone and beyond are not.
    let s = at("e8/9/4n4/4#4/4s4/4T4/9/9/E8 w");
    let c = after(&s, "Te4!N");
    assert_eq!(c.cells[sq("e5")], EMPTY);
    assert_eq!(c.cells[sq("e6")], STONE);
    assert_eq!(c.cells[sq("e7")], board::piece(BLACK, board::KNIGHT));
    // Near the edge fewer squares are hit.
    let e = at("e8/9/9/9/9/9/9/n8/T3E4 w");
    let c = after(&e, "Ta1!N");
    assert_eq!(c.cells[sq("a2")], EMPTY);
    assert_eq!(c.piece_count(), 2);
}

#[test]
fn empty_fall_option() {
    // Tower in the corner a1 with a Stone on b2: NE hits nothing; E hits b1 c1 d1 (an Elephant).
    let text = "e8/9/9/9/9/9/9/1#7/T2E4E w";
    let off = at(text);
    let falls = |p: &ThreeElephant| {
        let mut v: Vec<String> = notations(p).into_iter().filter(|n| n.starts_with("Ta1!")).collect();
        v.sort();
        v
    };
    // Off: only directions with at least one square before edge or Stone.
    assert_eq!(falls(&off), vec!["Ta1!E", "Ta1!N"]);
    assert!(off.parse_move("Ta1!NE").unwrap_err().to_string().contains("empty-fall"));
    assert!(off.parse_move("Ta1!SW").unwrap_err().to_string().contains("empty-fall"));
    // On: every direction may be chosen; all but E destroy nothing (N hits only empty squares,
    // NE, S, SW... hit no square), so they give one position, listed once under N.
    let on = at_with(text, &[("empty-fall", "on")]);
    assert_eq!(falls(&on), vec!["Ta1!E", "Ta1!N"]);
    let n = on.parse_move("Ta1!NE").unwrap();
    assert_eq!(on.notation(&n), "Ta1!N");
    let sw = on.parse_move("Ta1!SW").unwrap();
    assert_eq!(sw, n);
    // With something on a2, N destroys it, and the first empty-handed direction is NE.
    let on2 = at_with("e8/9/9/9/9/9/9/s#7/T2E4E w", &[("empty-fall", "on")]);
    assert_eq!(falls(&on2), vec!["Ta1!E", "Ta1!N", "Ta1!NE"]);
    let off2 = at("e8/9/9/9/9/9/9/s#7/T2E4E w");
    assert_eq!(falls(&off2), vec!["Ta1!E", "Ta1!N"]);
}

#[test]
fn the_turn_has_three_ordered_actions() {
    let p = at("e8/9/9/9/9/9/9/3S5/E3T4 w");
    let all = notations(&p);
    // Step only, act only, step + rotation, rotation + act, all three.
    for t in ["Sd2-d3", "Te1-e5", "Sd2-d3; Sd3>L", "Sd2>R; Te1-e5", "Sd2-d3; Sd3>R; Te1!N", "Ea1-a3"] {
        assert!(all.contains(&t.to_string()), "{t}");
    }
    // A rotation alone is not a turn.
    assert!(!all.iter().any(|n| n.starts_with("Sd2>") && !n.contains(';')));
    assert!(p.parse_move("Sd2>L").unwrap_err().to_string().contains("rotation alone"));
    // Order is fixed.
    assert!(p.parse_move("Te1-e5; Sd2-d3").unwrap_err().to_string().contains("order"));
    assert!(p.parse_move("Sd2>L; Sd2-d3").unwrap_err().to_string().contains("order"));
    assert!(p.parse_move("Sd2-d3; Sd3>L; Sd3>F").unwrap_err().to_string().contains("at most one"));
    // Rotation: straight to either diagonal; a diagonal back to straight only.
    let d = after(&p, "Sd2-d3; Sd3>L");
    assert_eq!(d.cells[sq("d3")], board::piece(WHITE, board::LEFT));
    let q = at("e8/9/9/9/9/9/9/3L5/E3T4 w");
    assert!(has(&q, "Sd2>F; Te1-e5"));
    assert!(q.parse_move("Sd2>R; Te1-e5").unwrap_err().to_string().contains("straight only"));
    assert!(p.parse_move("Sd2>F; Te1-e5").unwrap_err().to_string().contains(">L or >R"));
    // The rotated Spearman may be another one than the one that stepped.
    let two = at("e8/9/9/9/9/9/9/3S1S3/E3T4 w");
    assert!(has(&two, "Sd2-d3; Sf2>L"));
    // Only one's own Spearmen rotate.
    let foe = at("e8/9/9/9/9/4s4/9/3S5/E3T4 w");
    assert!(foe.parse_move("Sd2-d3; Se4>L").unwrap_err().to_string().contains("no White Spearman"));
    assert!(!notations(&foe).iter().any(|n| n.contains("Se4>")));
}

#[test]
fn a_tower_cannot_move_and_fall_in_one_turn() {
    // Action 3 is a move or a fall, once per turn, so no listed turn does both.
    let p = at("e8/9/9/9/9/9/9/9/E3T4 w");
    assert!(p.moves().iter().all(|m| m.step.is_none()));
    assert!(p.parse_move("Te1-e3; Te3!N").unwrap_err().to_string().contains("at most one"));
    assert!(p.parse_move("Te1!N; Te1-e3").unwrap_err().to_string().contains("at most one"));
}

#[test]
fn taking_the_last_elephant_ends_the_turn_at_once() {
    // White d4 can take Black's last Elephant on d5; nothing may follow that step.
    let p = at("9/9/9/9/3e5/3S1S3/9/9/E3T4 w");
    let steps: Vec<Turn> = p.moves().into_iter().filter(|m| m.step == Some((sq("d4"), sq("d5")))).collect();
    assert_eq!(steps.len(), 1);
    assert_eq!(steps[0].rotate, None);
    assert_eq!(steps[0].act, Act::None);
    assert_eq!(p.picks(&steps[0]), vec![Pick::Square(sq("d4").number()), Pick::Square(sq("d5").number())]);
    let err = p.parse_move("Sd4xd5; Sf4>L").unwrap_err().to_string();
    assert!(err.contains("ends the game"), "{err}");
    let c = after(&p, "Sd4xd5");
    assert_eq!(c.outcome().unwrap().kind, OutcomeKind::Win(WHITE));
    assert!(c.moves().is_empty());
    // Other steps still allow the rest of the turn.
    assert!(has(&p, "Sf4-f5; Sf5>L; Te1-e2"));
}

#[test]
fn destroying_both_last_elephants_loses_or_draws() {
    // White Tower d1 falls N through its own last Elephant d2 and Black's last on d3.
    let text = "9/9/9/9/9/9/3e5/3E5/3T5 w";
    let p = at(text);
    let c = after(&p, "Td1!N");
    assert_eq!(c.elephants(WHITE), 0);
    assert_eq!(c.elephants(BLACK), 0);
    let o = c.outcome().unwrap();
    assert_eq!(o.kind, OutcomeKind::Win(BLACK), "the player who made it loses: {}", reason(&o));
    let d = after(&at_with(text, &[("double-wipeout", "draw")]), "Td1!N");
    assert_eq!(d.outcome().unwrap().kind, OutcomeKind::Draw);
    // Destroying only one's own last Elephant loses.
    let own = after(&at("e8/9/9/9/9/9/9/3E5/3T5 w"), "Td1!N");
    assert_eq!(own.outcome().unwrap().kind, OutcomeKind::Win(BLACK));
    // Destroying the enemy's last (and not one's own) wins.
    let win = after(&at("9/9/9/9/9/9/3e5/9/3T1E3 w"), "Td1!N");
    assert_eq!(win.outcome().unwrap().kind, OutcomeKind::Win(WHITE));
}

#[test]
fn no_legal_turn_loses() {
    // White's only piece is an Elephant in the corner walled in by Stones.
    let p = at("e8/9/9/9/9/9/###6/##7/E##6 w");
    let o = p.outcome().expect("White cannot move");
    assert_eq!(o.kind, OutcomeKind::Win(BLACK));
    assert_eq!(reason(&o), "White has no legal turn");
    assert!(p.moves().is_empty());
    // The same after a move: Black walls nothing, but here Black's move leaves White stuck.
    let q = at("e8/9/9/9/9/9/###6/##7/E##6 b");
    assert!(q.outcome().is_none());
    let c = after(&q, "Ea9-a8");
    assert_eq!(c.outcome().unwrap().kind, OutcomeKind::Win(BLACK));
}

/// `after` on a line with the history rules (the no-capture draw).
fn line_after(l: &Line<ThreeElephant>, text: &str) -> Line<ThreeElephant> {
    let m = l.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert!(l.moves().contains(&m), "{text} parsed to a move not in the list");
    let mut c = l.clone();
    c.play(&m);
    c
}

#[test]
fn quiet_turns_draw_through_the_line_and_not_in_the_bare_engine() {
    let text = "e8/9/9/9/9/9/9/9/E8 w";
    let p = at_with(text, &[("no-capture-draw", "1")]);
    assert_eq!(p.history_rules().quiet_plies, Some(2));
    let mut l = line_after(&Line::new(p), "Ea1-a2");
    assert!(l.outcome().is_none());
    l = line_after(&l, "Ea9-a8");
    let o = l.outcome().unwrap();
    assert_eq!(o, Outcome::draw(Ending::QuietLimit(2)));
    assert!(l.moves().is_empty());
    assert!(l.parse_move("Ea2-a3").is_err());
    // The engine alone has no history rules.
    let bare = l.position();
    assert!(bare.outcome().is_none());
    assert!(!bare.moves().is_empty());
    // A capture (a piece leaving the board) resets the count; "off" never draws.
    let mut q = Line::new(at_with("e8/9/9/9/9/9/9/n8/E7T w", &[("no-capture-draw", "1")]));
    q = line_after(&q, "Ea1xa2");
    assert_eq!(q.counters().quiet, 0);
    q = line_after(&q, "Ea9-a8");
    assert!(q.outcome().is_none());
    q = line_after(&q, "Ti1-i2");
    assert!(q.outcome().is_some());
    let shuffle = ["Ea1-a2", "Ei9-i8", "Ea2-a1", "Ei8-i9"];
    let off = at_with("8e/9/9/9/9/9/9/9/E8 w", &[("no-capture-draw", "off")]);
    assert!(!off.history_rules().any());
    let mut r = Line::new(off);
    for i in 0..300 {
        r = line_after(&r, shuffle[i % 4]);
    }
    assert!(r.outcome().is_none());
    let mut d = Line::new(at("8e/9/9/9/9/9/9/9/E8 w"));
    for i in 0..200 {
        assert!(d.outcome().is_none(), "ply {i}");
        d = line_after(&d, shuffle[i % 4]);
    }
    assert_eq!(d.outcome().unwrap().describe(|s| d.seat_name(s)), "Draw: 100 moves each without a capture");
    // A fall always takes at least the Tower off the board: irreversible.
    let mut f = at("e8/9/9/9/9/9/9/9/E3T4 w");
    assert!(f.play_noting(&f.parse_move("Te1!N").unwrap()).irreversible);
    let mut g = at("e8/9/9/9/9/9/9/9/E3T4 w");
    assert!(!g.play_noting(&g.parse_move("Te1-e5").unwrap()).irreversible);
}

#[test]
fn equivalent_action_sequences_are_one_turn() {
    // Two Spearmen can step to d3 (d2 straight, c2 ahead-right); the Tower on b2 falling E
    // destroys c2, d2 and e2, so "d2 steps and turns right" equals "c2 steps".
    let p = at("e8/9/9/9/9/9/9/1TRS5/E8 w");
    let a = p.parse_move("Sd2-d3; Sd3>R; Tb2!E").unwrap();
    let b = p.parse_move("Sc2-d3; Tb2!E").unwrap();
    assert_eq!(a, b);
    assert_eq!(p.notation(&a), "Sc2-d3; Tb2!E");
    // Rotating a Spearman that the fall destroys is no different from not rotating it.
    let r = p.parse_move("Sd2>R; Tb2!E").unwrap();
    assert_eq!(p.notation(&r), "Tb2!E");
    // A step from one hit square to another is no different from no step.
    let q = at("e8/9/9/9/9/9/9/1S7/1T6E w");
    let s = q.parse_move("Sb2-b3; Tb1!N").unwrap();
    assert_eq!(q.notation(&s), "Tb1!N");
    let texts = notations(&p);
    let mut dedup = texts.clone();
    dedup.sort();
    dedup.dedup();
    assert_eq!(dedup.len(), texts.len());
}

#[test]
fn two_towers_falling_onto_each_other_are_one_turn() {
    // b1 falling E hits c1 (Tower), d1, e1; c1 falling W hits b1 (Tower), a1. If nothing else
    // stands on those squares both leave the same board.
    let p = at("e8/9/9/9/9/9/9/9/1TT5E w");
    let a = p.parse_move("Tb1!E").unwrap();
    let b = p.parse_move("Tc1!W").unwrap();
    assert_eq!(a, b);
}

#[test]
fn notation_round_trips_and_explains_errors() {
    let p = ThreeElephant::from_config(&GameConfig::new("three-elephant")).unwrap();
    for m in p.moves() {
        let t = p.notation(&m);
        assert_eq!(p.parse_move(&t).unwrap(), m, "{t}");
        assert_eq!(p.parse_move(&t.replace("; ", ";")).unwrap(), m, "{t}");
    }
    assert!(p.parse_move("Sd2-d4").unwrap_err().to_string().contains("points straight ahead"));
    assert!(p.parse_move("Zd2-d3").unwrap_err().to_string().contains("not an action"));
    assert!(p.parse_move("Sd2-d3;").unwrap_err().to_string().contains("empty action"));
    assert!(p.parse_move("Sd2-z3").unwrap_err().to_string().contains("not a square"));
    assert!(p.parse_move("Nb1-b3").unwrap_err().to_string().contains("cannot reach"));
    assert!(p.parse_move("Ed1-d2").unwrap_err().to_string().contains("your own"));
    assert!(p.parse_move("Ta1!Q").unwrap_err().to_string().contains("not a direction"));
    assert!(p.parse_move("Sd8-d7").unwrap_err().to_string().contains("no White Spearman"));
    assert!(p.parse_move("Nd2-c4").unwrap_err().to_string().contains("Spearmen move in action 1"));
    let x = at("e8/9/9/9/9/9/3n5/3S5/E8 w");
    assert!(x.parse_move("Sd2-d3").unwrap_err().to_string().contains("write x"));
    assert!(x.parse_move("Sd2xd3").is_ok());
    assert!(p.parse_move("Sd2xd3").unwrap_err().to_string().contains("nothing to capture"));
}

#[test]
fn picks_follow_the_actions() {
    let p = at("e8/9/9/9/9/9/9/3S5/E3T4 w");
    let s = |n: &str| Pick::Square(sq(n).number());
    let m = p.parse_move("Sd2-d3; Sd3>L; Te1!N").unwrap();
    let picks = p.picks(&m);
    assert_eq!(picks[..3], [s("d2"), s("d3"), s("d3")]);
    assert!(matches!(&picks[3], Pick::Choice { id, .. } if id == "rotate-L"));
    assert_eq!(picks[4], s("e1"));
    assert!(matches!(&picks[5], Pick::Choice { id, label } if id == "fall-N" && label.contains("e2 e3 e4")));
    let only = p.parse_move("Sd2-d3").unwrap();
    assert!(matches!(p.picks(&only).last(), Some(Pick::Choice { id, .. }) if id == "end-turn"));
    let mv = p.parse_move("Ea1-c3").unwrap();
    assert_eq!(p.picks(&mv), vec![s("a1"), s("c3")]);
}

#[test]
fn a_turn_in_progress_shows_the_actions_already_chosen() {
    let p = at("e8/9/9/9/9/9/3n5/3S5/E3T4 w");
    let m = p.parse_move("Sd2xd3; Sd3>L; Te1!N").unwrap();
    assert_eq!(p.view_during(&m, 1), None, "no action is complete after one pick");
    let (stepped, picks) = p.view_during(&m, 2).unwrap();
    assert_eq!(picks, 2);
    let at = |v: &crate::core::BoardView, n: &str| v.squares[sq(n)].stack.clone();
    assert!(at(&stepped, "d2").is_empty());
    assert_eq!(at(&stepped, "d3")[0].facing, Some(Dir8::N), "the Spearman took the Knight and still points ahead");
    assert_eq!(stepped.piece_count(), p.view().piece_count() - 1);
    assert_eq!(stepped.to_move, WHITE, "still White's turn");
    assert_eq!(p.view_during(&m, 3), Some((stepped.clone(), 2)), "the turn is not drawn before its facing is chosen");
    let (turned, picks) = p.view_during(&m, 4).unwrap();
    assert_eq!(picks, 4);
    assert_eq!(at(&turned, "d3")[0].facing, Some(Dir8::NW));
    assert_eq!(p.view_during(&m, 5), Some((turned, 4)), "the Tower's fall is not drawn until it is chosen");
    let no_step = p.parse_move("Ea1-b2").unwrap();
    assert_eq!(p.view_during(&no_step, 1), None);
}

#[test]
fn view_shows_pieces_facings_stones_and_fall_lines() {
    let p = at("e8/9/2l6/9/9/4#4/9/2R1T4/E8 w");
    let v = p.view();
    assert_eq!(v.piece_count(), 6);
    let at = |n: &str| &v.squares[sq(n)].stack;
    assert!(matches!(at("e4")[0].kind, PieceKind::Stone) && at("e4")[0].owner.is_none());
    assert_eq!(at("c2")[0].facing, Some(Dir8::NE));
    assert_eq!(at("c7")[0].facing, Some(Dir8::SE));
    assert!(matches!(&at("e2")[0].kind, PieceKind::Figure { code: 'T', .. }));
    let falls: Vec<(u16, Vec<u16>)> = v
        .overlays
        .iter()
        .filter_map(|o| match o {
            Overlay::Ray { kind, from, squares, .. } if kind == "fall" => Some((*from, squares.clone())),
            _ => None,
        })
        .collect();
    // North from e2: e3 only (the Stone on e4 stops it).
    assert!(falls.contains(&(sq("e2").number(), vec![sq("e3").number()])));
    assert_eq!(falls.len(), 8);
    let spears = v.overlays.iter().filter(|o| matches!(o, Overlay::Ray { kind, .. } if kind == "spear")).count();
    assert_eq!(spears, 2);
}

#[test]
fn evaluation_prefers_safe_elephants() {
    // Same material; in the first, Black's Elephant on e5 is attacked by White's Knight and it
    // is White's turn.
    let threatened = at("e8/9/9/4e4/9/3N5/9/9/E8 w");
    let safe = at("e8/9/9/4e4/9/9/9/3N5/E8 w");
    assert!(threatened.evaluate(WHITE).unwrap() > safe.evaluate(WHITE).unwrap());
    assert_eq!(threatened.evaluate(BLACK).unwrap(), -threatened.evaluate(WHITE).unwrap());
    let more = at("e8/9/9/9/9/9/9/9/E1E6 w");
    assert!(more.evaluate(WHITE).unwrap() > 1000);
}

#[test]
fn positions_need_an_elephant_each_and_valid_text() {
    let e = ThreeElephant::from_config(&cfg(&[]).with_setup("9/9/9/9/9/9/9/9/E8 w")).unwrap_err();
    assert!(e.to_string().contains("Black has no Elephant"), "{e}");
    assert!(ThreeElephant::from_config(&cfg(&[("empty-fall", "maybe")])).unwrap_err().to_string().contains("cannot be 'maybe'"));
    let e = ThreeElephant::from_config(&cfg(&[]).with_setup("e8/9/9 w")).unwrap_err();
    assert!(e.to_string().contains("character 7") && e.to_string().contains("needs 9"), "{e}");
    let e = ThreeElephant::from_config(&cfg(&[]).with_setup("e8/9/9/9/9/9/9/9/E8 w 4")).unwrap_err();
    assert!(e.to_string().contains("4 plies"), "{e}");
}

#[test]
fn status_is_composed_by_the_line() {
    let p = ThreeElephant::from_config(&GameConfig::new("three-elephant")).unwrap();
    let v = p.view();
    assert_eq!(v.status, "");
    assert_eq!(v.note, "Elephants: White 3, Black 3");
    assert_eq!(Line::new(p).view().status, "White to move — Elephants: White 3, Black 3");
    let over = Line::new(after(&at("9/9/9/9/3e5/3S1S3/9/9/E3T4 w"), "Sd4xd5"));
    assert_eq!(over.view().status, "White wins: Black's last Elephant has left the board — Elephants: White 1, Black 0");
    assert_eq!(over.seat_name(BLACK), "Black");
}

#[test]
fn leap_masks_and_the_elephants_steps_agree_with_the_leap_lists() {
    let p = ThreeElephant::from_config(&GameConfig::new("three-elephant")).unwrap();
    let rules = p.rules();
    for s in Square::all(board::SQUARES) {
        for leaps in [&rules.knight, &rules.elephant, &rules.elephant_steps] {
            let listed = leaps.from(s).iter().fold(0u128, |m, &t| m | 1u128 << t.index());
            assert_eq!(leaps.mask(s), listed, "{}", board::name(s));
        }
        let (f, r) = board::coords(s);
        let around: Vec<Square> = rules
            .elephant
            .from(s)
            .iter()
            .copied()
            .filter(|&t| {
                let (tf, tr) = board::coords(t);
                (tf - f).abs().max((tr - r).abs()) == 1
            })
            .collect();
        assert_eq!(rules.elephant_steps.from(s), around.as_slice(), "{}", board::name(s));
    }
    // A corner has three squares around it, an inner square eight.
    assert_eq!(rules.elephant_steps.from(sq("a1")).len(), 3);
    assert_eq!(rules.elephant_steps.from(sq("e5")).len(), 8);
}
