//! Every rule on a hand-made position, plus a cross-check of the move generator against the
//! independent reading in `reference.rs`.

use super::reference::Reference;
use super::*;
use crate::core::bits::{Bits, Square};
use crate::core::{BoardView, Game, GameConfig, IcehouseColour, OutcomeKind, Overlay, Pick, PieceKind, PyramidRole, PyramidSize, Seat};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::collections::BTreeSet;

/// Three capped towers a side that stay out of the way (corner files, far ranks).
const FILL: &str = "a1 rTB, b1 rVQ, e1 rLC, a8 pSQ, b8 pTR, e8 pLN";

fn pos(placement: &str, to_move: &str) -> Litrof {
    Litrof::from_placement("Red v Purple", placement, to_move).unwrap_or_else(|e| panic!("{e}"))
}

fn pos_with(opts: &[(&str, &str)], placement: &str, to_move: &str) -> Litrof {
    let mut c = GameConfig::new("litrof");
    for (k, v) in opts {
        c = c.with_option(k, v);
    }
    Litrof::from_placement_with(c, "Red v Purple", placement, to_move).unwrap_or_else(|e| panic!("{e}"))
}

fn sq(p: &Litrof, name: &str) -> Square {
    p.t.index(name).unwrap_or_else(|| panic!("no square {name}"))
}

/// Notations of the legal moves of the piece on `from`.
fn from(p: &Litrof, square: &str) -> BTreeSet<String> {
    let s = sq(p, square);
    p.moves().iter().filter(|m| m.from == s).map(|m| p.notation(m)).collect()
}

/// Where the piece on `from` can go (first leg).
fn targets(p: &Litrof, square: &str) -> BTreeSet<String> {
    let s = sq(p, square);
    p.moves().iter().filter(|m| m.from == s).map(|m| p.t.name[m.to].clone()).collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

fn play(p: &mut Litrof, text: &str) {
    let m = p.parse_move(text).unwrap_or_else(|e| panic!("{e}"));
    p.play(&m);
}

// ---------------------------------------------------------------- board

#[test]
fn chambers_are_ordinary_squares_for_geometry() {
    let p = pos(FILL, "Red");
    let t = p.t;
    assert_eq!(t.name.len(), 42);
    let c0 = sq(&p, "c0");
    let names = |m: u64| -> BTreeSet<String> { m.squares().map(|s| t.name[s.index()].clone()).collect() };
    assert_eq!(names(t.adj[c0]), set(&["b1", "c1", "d1"]));
    let knights: BTreeSet<String> = t.knights[c0][..t.knight_count[c0] as usize].iter().map(|&(s, _)| t.name[s].clone()).collect();
    assert_eq!(knights, set(&["a1", "e1", "b2", "d2"]));
    let c9 = sq(&p, "c9");
    let knights: BTreeSet<String> = t.knights[c9][..t.knight_count[c9] as usize].iter().map(|&(s, _)| t.name[s].clone()).collect();
    assert_eq!(knights, set(&["a8", "e8", "b7", "d7"]));
    // Diagonals c0-b1-a2 and c0-d1-e2, the c-file, and nothing sideways.
    let nw = t.step[c0][Dir8::NW.index()];
    assert_eq!((t.name[nw].as_str(), t.name[t.step[nw][Dir8::NW.index()]].as_str()), ("b1", "a2"));
    assert_eq!(t.name[t.step[c0][Dir8::NE.index()]], "d1");
    assert_eq!(t.name[t.step[c0][Dir8::N.index()]], "c1");
    assert_eq!(t.step[c0][Dir8::W.index()], Square::NONE);
    assert_eq!(t.knight_leg(c0, sq(&p, "b2")), Some(sq(&p, "c1")));
    assert_eq!(t.knight_leg(c0, sq(&p, "a1")), Some(Square::NONE));
    assert_eq!(t.knight_leg(c0, sq(&p, "c2")), None);
}

use crate::core::Dir8;

// ---------------------------------------------------------------- movements

#[test]
fn each_movement() {
    let knight = ["a3", "a5", "b2", "b6", "d2", "d6", "e3", "e5"];
    let bishop = ["b5", "a6", "d5", "e6", "b3", "a2", "d3", "e2"];
    // c0 is Red's own chamber, c9 the opponent's (a teleport).
    let rook = ["c5", "c6", "c7", "c8", "c9", "c3", "c2", "c1", "b4", "a4", "d4", "e4"];
    let cat = |parts: &[&[&str]]| -> BTreeSet<String> { parts.iter().flat_map(|p| p.iter().map(|s| s.to_string())).collect() };
    let at_c4 = |piece: &str| targets(&pos(&format!("{FILL}, c4 {piece}"), "Red"), "c4");
    assert_eq!(at_c4("rIQ"), cat(&[&rook, &bishop]));
    assert_eq!(at_c4("rIB"), cat(&[&bishop]));
    assert_eq!(at_c4("rIC"), cat(&[&bishop, &knight]));
    assert_eq!(at_c4("rDN"), cat(&[&knight]));
    assert_eq!(at_c4("rIM"), cat(&[&rook, &knight]));
    // Purple's Rook: c9 is its own chamber, c0 the opponent's.
    let p = pos(&format!("{FILL}, c5 pIR"), "Purple");
    assert_eq!(targets(&p, "c5"), set(&["c6", "c7", "c8", "c4", "c3", "c2", "c1", "c0", "b5", "a5", "d5", "e5"]));
    // No movement pyramid: one step forward (the owner's forward) or sideways.
    assert_eq!(at_c4("rI"), set(&["c5", "b4", "d4"]));
    let p = pos(&format!("{FILL}, c5 pI"), "Purple");
    assert_eq!(targets(&p, "c5"), set(&["c4", "b5", "d5"]));
}

#[test]
fn pieces_do_not_pass_pieces() {
    // A Queen stops before the first piece in each direction; only knight moves pass over.
    let p = pos(&format!("{FILL}, c4 rIQ, c6 rP, e4 pP, b3 nDB"), "Red");
    assert_eq!(targets(&p, "c4"), set(&["c5", "c3", "c2", "c1", "b4", "a4", "d4", "b5", "a6", "d5", "e6", "d3", "e2"]));
    let p = pos(&format!("{FILL}, c4 rDN, b4 pP, c5 pP, c3 pP, d4 pP, b5 rP, d3 nSB"), "Red");
    assert_eq!(targets(&p, "c4").len(), 8);
}

// ---------------------------------------------------------------- evaluation

#[test]
fn a_tower_free_to_move_counts_the_empty_squares_it_reaches() {
    let at_c4 = |piece: &str| pos(&format!("{FILL}, c4 {piece}"), "Red");
    let room = |p: &Litrof| p.room(sq(p, "c4"), Seat::FIRST);
    // The Queen's twenty targets (`each_movement`) and Red's own chamber c0 at the end of its file.
    assert_eq!(room(&at_c4("rIQ")), 21);
    assert_eq!(room(&at_c4("rDN")), 8);
    // No movement pyramid: one step forward or sideways.
    assert_eq!(room(&at_c4("rI")), 3);
    // A Red Pawn on c5 is worth a Pawn and shuts the Queen's file c5–c9 (no other ray passes
    // c5): the evaluation moves by exactly that.
    let open = at_c4("rIQ");
    let shut = pos(&format!("{FILL}, c4 rIQ, c5 rP"), "Red");
    let values = &open.t.data.values;
    assert_eq!(shut.static_eval(Seat::FIRST) - open.static_eval(Seat::FIRST), values.pawn - 5 * values.mobility);
    // Beside a Purple Icebox on d5 the Queen is frozen and counts no room: the same Pawn (frozen
    // too) moves the evaluation by the frozen Pawn's worth alone.
    let open = pos(&format!("{FILL}, c4 rIQ, d5 pIB"), "Red");
    let shut = pos(&format!("{FILL}, c4 rIQ, d5 pIB, c5 rP"), "Red");
    assert_ne!(open.frozen(&open.board) & u64::of(sq(&open, "c4")), 0);
    let frozen_pawn = values.pawn - values.pawn * values.frozen_percent / 100;
    assert_eq!(shut.static_eval(Seat::FIRST) - open.static_eval(Seat::FIRST), frozen_pawn);
}

// ---------------------------------------------------------------- Pawns

#[test]
fn berolina_pawns() {
    let p = pos(&format!("{FILL}, b3 rP, a4 pP, b4 nDQ, d2 rP"), "Red");
    assert_eq!(from(&p, "b3"), set(&["Pb3-c4", "Pb3-b4(xb4)"]));
    // No double step, no straight move.
    assert_eq!(from(&p, "d2"), set(&["Pd2-c3", "Pd2-e3"]));
    let p = pos_with(&[("pawn-captures-neutral", "no")], &format!("{FILL}, b3 rP, a4 pP, b4 nDQ"), "Red");
    assert_eq!(from(&p, "b3"), set(&["Pb3-c4"]));
    // Opposing pieces are captured either way, friendly ones never.
    let p = pos_with(&[("pawn-captures-neutral", "no")], &format!("{FILL}, b3 rP, b4 pP, d3 rP, d4 rP"), "Red");
    assert_eq!(from(&p, "b3"), set(&["Pb3-a4", "Pb3-c4", "Pb3-b4(xb4)"]));
    assert_eq!(from(&p, "d3"), set(&["Pd3-c4", "Pd3-e4"]));
    // Purple's Pawns move down the board; a Pawn captures a tower too.
    let p = pos(&format!("{FILL}, d7 pP, d6 rDQ"), "Purple");
    assert_eq!(from(&p, "d7"), set(&["Pd7-c6", "Pd7-e6", "Pd7-d6(xd6)"]));
}

#[test]
fn pawn_into_the_opponents_chamber_teleports() {
    let p = pos(&format!("{FILL}, d8 rP, c5 pP"), "Red");
    let moves = from(&p, "d8");
    // Every empty square of the 5×8 area (40 less the 7 other pieces), the Pawn's own
    // included; no power acts.
    assert_eq!(moves.len(), 33);
    assert!(moves.contains("Pd8-c9-d8"));
    assert!(moves.contains("Pd8-c9-c4"));
    assert!(!moves.iter().any(|m| m.contains('(')));
}

// ---------------------------------------------------------------- powers

#[test]
fn sergeant_captures_by_landing() {
    let p = pos(&format!("{FILL}, c4 pSQ, c6 rP, c7 rDN, e6 nDB, a6 pP"), "Purple");
    let m = from(&p, "c4");
    assert!(m.contains("SQc4-c6(xc6)"));
    assert!(m.contains("SQc4-e6(xe6)"));
    assert!(!m.iter().any(|x| x.contains("-c7") || x.contains("-a6")));
}

#[test]
fn trapper_traps_against_friendly_and_neutral_pieces() {
    // At c3: b4 (Purple) against a5 (neutral), d4 (neutral) against e5 (Red), d2 (Purple)
    // against e1 (Red, frozen by the Purple Icebox on e2); c4 is backed by Purple, b2 is Red.
    let p = pos("a1 rTB, e1 rLC, c1 rVQ, b4 pP, a5 nLN, d4 nSQ, e5 rP, c4 pDN, c5 pP, d2 pP, e2 pIQ, a8 pSQ", "Red");
    assert!(p.frozen(&p.board) & u64::of(sq(&p, "e1")) != 0);
    assert!(from(&p, "a1").contains("TBa1-c3(xb4, xd2, xd4)"));
    assert!(from(&p, "a1").contains("TBa1-b2"));
}

#[test]
fn leaper_jumps_a_row_and_lands_just_beyond() {
    let p = pos(&format!("{FILL}, a2 rLQ, a3 pP, a4 pP, a5 nSB"), "Red");
    let m = from(&p, "a2");
    assert!(m.contains("LQa2-a6(xa3, xa4, xa5)"));
    assert!(!m.iter().any(|x| x.contains("-a7")));
    // A friendly piece in the row blocks the jump; so does a piece where it would land.
    let p = pos(&format!("{FILL}, e2 rLQ, e3 pP, e4 rP, d3 pP, c4 pP, b5 rP"), "Red");
    let m = targets(&p, "e2");
    assert!(!m.contains("e5") && !m.contains("a6") && !m.contains("b5"));
    // No movement pyramid: no leap.
    let p = pos(&format!("{FILL}, c3 rL, c4 pP"), "Red");
    assert_eq!(from(&p, "c3"), set(&["Lc3-b3", "Lc3-d3"]));
}

#[test]
fn leaper_knight_move_captures_on_the_long_leg_only() {
    let p = pos(&format!("{FILL}, b2 rLN, b3 rP, c2 nSQ, d3 pP"), "Red");
    // Over a friendly piece: allowed, captures nothing; b2-d1 jumps c2 (neutral); a Leaper
    // never lands on a piece (d3); c0 is Red's own chamber.
    assert_eq!(from(&p, "b2"), set(&["LNb2-a4", "LNb2-c4", "LNb2-d1(xc2)"]));
}

#[test]
fn diplomat_decaps_adjacent_opposing_towers() {
    let place = format!("{FILL}, c3 rDQ, b5 pSQ, d4 pTR, d5 pB, c5 pP, b3 nSB, e7 pIR");
    let p = pos(&place, "Red");
    // Also d4, which was next to it before; the Pawn and the neutral tower are untouched; the
    // powerless Bishop on d5 keeps one pyramid and leaves the game.
    assert!(from(&p, "c3").contains("DQc3-c4(b5=nSQ, d4=nTR, xd5)"));
    let p = pos_with(&[("reach", "newly-adjacent")], &place, "Red");
    assert!(from(&p, "c3").contains("DQc3-c4(b5=nSQ, xd5)"));
}

#[test]
fn icebox_freezes() {
    // Red's Icebox freezes the Purple Pawn and the neutral tower, not Red's own tower.
    let place = format!("{FILL}, c4 rIQ, c5 pP, d5 nSB, b5 rDN, d4 rP");
    let p = pos(&place, "Purple");
    assert!(from(&p, "c5").is_empty());
    assert!(from(&p, "d5").is_empty());
    let p = pos(&place, "Red");
    assert!(from(&p, "d5").is_empty());
    assert!(!from(&p, "b5").is_empty());
    // Frozen pieces can still be captured.
    assert!(from(&p, "d4").contains("Pd4-d5(xd5)"));
    // A neutral Icebox freezes everything next to it, its own kind included.
    let p = pos(&format!("{FILL}, c4 nIQ, b3 rDN, d5 pP, c5 nSB, d3 nIB"), "Red");
    for s in ["b3", "c5", "d3", "c4"] {
        assert!(from(&p, s).is_empty(), "{s} should be frozen");
    }
    let p = pos(&format!("{FILL}, c4 nIQ, b3 rDN, d5 pP, c5 nSB, d3 nIB"), "Purple");
    assert!(from(&p, "d5").is_empty());
}

#[test]
fn freezing_never_stops_the_second_leg() {
    // c9 is next to Purple's Icebox on b8; the Sergeant still lands anywhere.
    let p = pos("a1 rTB, b1 rVQ, e1 rLC, d7 rIC, b8 pIQ, a8 pSQ, e8 pLN", "Red");
    let m = from(&p, "d7");
    assert!(m.contains("ICd7-c9-a3"));
    assert!(m.contains("ICd7-c9-d7"));
}

#[test]
fn vampire_bites_pawns_and_may_steal() {
    let place = format!("{FILL}, c3 rVQ, c5 pP, d5 pSB, b5 nLN, b4 rDN, d3 nSQ");
    let p = pos(&place, "Red");
    let m: BTreeSet<String> = from(&p, "c3").into_iter().filter(|x| x.starts_with("VQc3-c4")).collect();
    assert_eq!(
        m,
        set(&[
            // no theft; the Pawn is destroyed anyway
            "VQc3-c4(xc5)",
            // the Bishop from d5 (its Sergeant would clash with the Red cap)
            "VQc3-c4(c4=VB, d5=S, xc5)",
            // the neutral Leaper-Knight's power or movement; it falls to one pyramid
            "VQc3-c4(c4=LQ, xb5, xc5)",
            "VQc3-c4(c4=VN, xb5, xc5)",
            // a Queen like its own: the victim just loses it
            "VQc3-c4(xc5, xd3)",
        ])
    );
    // Each theft is a separate move with a choice button; "steal nothing" keeps picks prefix-free.
    let moves: Vec<Move> = p.moves().into_iter().filter(|x| p.notation(x).starts_with("VQc3-c4")).collect();
    let mut ids = BTreeSet::new();
    for mv in &moves {
        let picks = p.picks(mv);
        assert_eq!(picks.len(), 3);
        if let Pick::Choice { id, .. } = &picks[2] {
            ids.insert(id.clone());
        }
    }
    assert_eq!(ids, set(&["no-theft", "steal-b5-movement", "steal-b5-power", "steal-d3-movement", "steal-d5-movement"]));
    // A Vampire with no movement simply gains the one it takes.
    let p = pos(&format!("{FILL}, c3 rV, d5 pSB"), "Red");
    assert!(from(&p, "c3").contains("Vc3-c4(c4=VB, d5=S)"));
    // Having stolen a power it is no longer a Vampire.
    let mut p = pos(&place, "Red");
    play(&mut p, "VQc3-c4(c4=LQ, xb5, xc5)");
    assert_eq!(p.power_of(p.board.cells[sq(&p, "c4")]), Some(data::Power::Leaper));
}

#[test]
fn vampire_steals_in_the_chamber_and_again_after_landing() {
    let p = pos("a1 rTB, b1 rDN, e1 rLC, c7 rVQ, b8 nLN, a5 pSB, a8 pSQ, e8 pLN, d8 pTR", "Red");
    let m = from(&p, "c7");
    // In c9 it takes the Knight from b8 (which leaves the game), lands on a4 and takes the
    // Bishop from a5. The Trapper on d8 is next to c9 too: its power clashes, its Rook too.
    assert!(m.contains("VQc7-c9-a4(a4=VB, a5=S, xb8)"), "{m:?}");
    // Stealing only after landing.
    assert!(m.contains("VQc7-c9-a4(a4=VB, a5=S)"));
    let mv = p.moves().into_iter().find(|x| p.notation(x) == "VQc7-c9-a4(a4=VB, a5=S, xb8)").unwrap();
    let picks = p.picks(&mv);
    let squares: Vec<u16> = picks.iter().filter_map(|k| k.square()).collect();
    assert_eq!(squares, vec![(sq(&p, "c7")).number(), (sq(&p, "c9")).number(), (sq(&p, "a4")).number()]);
    assert_eq!(picks.len(), 5);
}

#[test]
fn powerless_tower_copies_its_victims() {
    // By replacement: an opposing Pawn or Sergeant only; never a neutral piece.
    let p = pos(&format!("{FILL}, c3 rQ, c5 pP, a3 pSB, e3 pDB, e5 nSB"), "Red");
    let m = from(&p, "c3");
    assert!(m.contains("Qc3-c5(xc5)") && m.contains("Qc3-a3(xa3)"));
    assert!(!m.iter().any(|x| x.contains("-e3") || x.contains("-e5")));
    // By leaping: an opposing Leaper, also on a knight's long leg; not a neutral one.
    let p = pos(&format!("{FILL}, c3 rQ, b4 pLN, d4 nLR"), "Red");
    assert!(from(&p, "c3").contains("Qc3-a5(xb4)"));
    assert!(!targets(&p, "c3").contains("e5"));
    let p = pos(&format!("{FILL}, b2 rC, b3 pLR, c3 pDR"), "Red");
    let m = from(&p, "b2");
    assert!(m.contains("Cb2-c4(xb3)") && m.contains("Cb2-a4(xb3)"));
    assert!(m.contains("Cb2-d3"), "c2 is empty: nothing to jump");
    // By trapping: an opposing Trapper only.
    let p = pos(&format!("{FILL}, c1 rQ, d4 pTB, e5 rP, b4 pSB, a5 rP, d3 nTB, e3 rP"), "Red");
    assert!(from(&p, "c1").contains("Qc1-c3(xd4)"), "{:?}", from(&p, "c1"));
}

// ---------------------------------------------------------------- chambers

#[test]
fn nobody_enters_his_own_chamber() {
    let p = pos(&format!("{FILL}, c2 rIQ, b2 rDN"), "Red");
    let c0 = sq(&p, "c0");
    assert!(!p.moves().iter().any(|m| m.to == c0));
    assert!(targets(&p, "c2").contains("c1") && targets(&p, "b2").contains("a4"));
    let p = pos(&format!("{FILL}, c7 pIR, b7 pDN"), "Purple");
    let c9 = sq(&p, "c9");
    assert!(!p.moves().iter().any(|m| m.to == c9));
    // The Leaper's jump over c3 would end in c0 (here: Red's own chamber).
    let p = pos(&format!("{FILL}, c3 rLQ, c2 pP, c1 pP"), "Red");
    assert!(!targets(&p, "c3").contains("c0"));
    let p = pos(&format!("{FILL}, c2 pLQ, c1 rP"), "Purple");
    assert!(from(&p, "c2").iter().any(|m| m.starts_with("LQc2-c0-") && m.contains("xc1")));
}

#[test]
fn teleport_acts_in_the_chamber_then_anywhere_empty() {
    // Entering c9 the Trapper takes b8 (against a7) and d8 (against e7); then it may land on
    // any empty square, b8 and d8 just emptied and its own d7 included, and trap again there.
    let p = pos("a1 rTB, b1 rVQ, e1 rLC, d7 rTN, b8 pP, a7 rP, d8 pSB, e7 rP, a4 pP, a5 rIQ, a8 pSQ, e8 pLN, e5 pDQ", "Red");
    let m = from(&p, "d7");
    assert!(m.contains("TNd7-c9-b8(xb8, xd8)"));
    assert!(m.contains("TNd7-c9-d7(xb8, xd8)"));
    assert!(m.contains("TNd7-c9-a3(xa4, xb8, xd8)"));
    // 13 pieces, less the Trapper and its two victims: 30 empty squares to land on.
    assert_eq!(m.iter().filter(|x| x.contains("-c9-")).count(), 30);
}

#[test]
fn teleport_equal_to_a_plain_move_is_one_move() {
    // A Trapper that traps nothing in c9 and lands on e5 ends like TNd7-e5.
    let p = pos("a1 rTB, b1 rVQ, e1 rLC, d7 rTN, a8 pSQ, b8 pTR, e8 pLN", "Red");
    let m = from(&p, "d7");
    assert!(m.contains("TNd7-e5") && !m.contains("TNd7-c9-e5"));
    assert!(m.contains("TNd7-c9-e4"));
    // Written the long way, it still reads as that move.
    let mv = p.parse_move("TNd7-c9-e5").unwrap();
    assert_eq!(p.notation(&mv), "TNd7-e5");
}

#[test]
fn different_pieces_reaching_one_position_are_one_move() {
    // Two pieces that go through c0 and back to their own squares both just pass the turn.
    let p = Litrof::from_placement(
        "Red v Blue",
        "d1 rTN, e1 rDM, a2 nLC, b2 rVQ, d2 rP, a3 rP, d3 rP, e4 rIB, b5 bDQ, c5 bLM, e5 bSC, a7 bP, b7 bP, d7 bP, e7 bP, c8 bVB, e8 bTR",
        "Blue",
    )
    .unwrap();
    let passes: Vec<String> = p.moves().iter().filter(|m| m.land == m.from).map(|m| p.notation(m)).collect();
    assert_eq!(passes, vec!["nLCa2-c0-a2".to_string()]);
    // The other one still reads, as the move it equals.
    assert_eq!(p.notation(&p.parse_move("LMc5-c0-c5").unwrap()), "nLCa2-c0-a2");
    // Two alike neutral Trappers each stepping to c3 and trapping the other.
    let p = pos(&format!("{FILL}, b3 nTR, d3 nTR, a3 rP, e3 rP"), "Red");
    let to_c3: Vec<String> =
        p.moves().iter().filter(|m| p.t.name[m.to] == "c3" && p.board.cells[m.from].cap().is_none()).map(|m| p.notation(m)).collect();
    assert_eq!(to_c3, vec!["nTRb3-c3(xd3)".to_string()]);
}

#[test]
fn thefts_that_leave_the_same_board_are_one_move() {
    // Either pyramid of the neutral Vampire-Queen matches the Vampire's own: both thefts
    // just remove a5. (b3 cannot reach c9, so no teleport makes the generator compare.)
    let p = pos(&format!("{FILL}, b3 rVQ, a5 nVQ"), "Red");
    let mut m: Vec<String> = p.moves().iter().map(|x| p.notation(x)).filter(|x| x.starts_with("VQb3-b4")).collect();
    m.sort();
    assert_eq!(m, vec!["VQb3-b4", "VQb3-b4(xa5)"]);
}

/// Along many random games, no two legal moves lead to the same position.
#[test]
fn every_move_leads_somewhere_else() {
    let mut rng = SmallRng::seed_from_u64(2002);
    let games = if cfg!(debug_assertions) { 100 } else { 1500 };
    for g in 0..games {
        let cfg = GameConfig::new("litrof").with_setup("random").with_option("setup-seed", &g.to_string());
        let mut p = Litrof::new(&cfg).unwrap();
        loop {
            let moves = p.moves();
            if moves.is_empty() {
                break;
            }
            let keys: BTreeSet<u64> = moves.iter().map(|m| p.result(m).hash).collect();
            assert_eq!(keys.len(), moves.len(), "game {g}: {}", p.placement());
            p.play(&moves[rng.random_range(0..moves.len())]);
        }
    }
}

// ---------------------------------------------------------------- end of the game

#[test]
fn two_or_fewer_capped_towers_lose() {
    let mut p = pos("a1 rTB, b1 rVQ, e1 rLC, c3 rDQ, b5 pSQ, e7 pIR, a8 pLN", "Red");
    assert_eq!(p.outcome(), None);
    play(&mut p, "DQc3-c4(b5=nSQ)");
    let o = p.outcome().unwrap();
    assert_eq!(o.kind, OutcomeKind::Win(Seat::FIRST));
    assert_eq!(o.ending, crate::core::Ending::Rule("Purple has two or fewer capped towers".into()));
    assert_eq!(o.describe(|s| p.seat_name(s)), "Red wins: Purple has two or fewer capped towers");
    assert!(p.moves().is_empty());
    // Both at two or fewer (only a hand-made position can show it): a draw.
    let p = pos("a1 rTB, b1 rVQ, a8 pLN, b8 pTR", "Red");
    assert_eq!(p.outcome().unwrap().kind, OutcomeKind::Draw);
    let p = pos("a1 rTB, b1 rVQ, e1 rLC, a8 pLN, b8 pTR", "Red");
    assert_eq!(p.outcome().unwrap().kind, OutcomeKind::Win(Seat::FIRST));
}

#[test]
fn no_legal_move() {
    // Red's three towers are all frozen by Purple's Icebox on b2.
    let place = "a1 rDN, b1 rDB, a2 rTB, b2 pIB, d8 pSQ, e8 pLR";
    let p = pos(place, "Red");
    assert!(p.moves().is_empty());
    assert_eq!(p.outcome().unwrap().kind, OutcomeKind::Win(Seat::SECOND));
    let p = pos_with(&[("no-legal-move", "draw")], place, "Red");
    assert_eq!(p.outcome().unwrap().kind, OutcomeKind::Draw);
    assert!(pos(place, "Purple").outcome().is_none());
}

/// Plays a move given in notation on any game (an engine or a line).
fn play_on<G: Game>(p: &mut G, text: &str) -> crate::core::Played {
    let m = p.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    p.play_noting(&m)
}

#[test]
fn threefold_repetition() {
    use crate::core::{Ending, Line, Repetition};
    let shuffle = ["LNd1-e3", "LMa8-b6", "LNe3-d1", "LMb6-a8"];
    let start = Litrof::new(&GameConfig::new("litrof")).unwrap();
    assert_eq!(start.history_rules().repetition, Some(Repetition::Draws));
    let mut p = Line::new(start.clone());
    for i in 0..8 {
        assert_eq!(p.outcome(), None, "ply {i}");
        assert!(!play_on(&mut p, shuffle[i % 4]).irreversible);
    }
    let o = p.outcome().unwrap();
    assert_eq!((o.kind, o.ending), (OutcomeKind::Draw, Ending::Repetition));
    assert!(p.moves().is_empty());
    assert_eq!(p.view().status, "Draw: the same position occurred three times — capped towers: Orange 5, Blue 5");
    // The engine alone knows nothing of the history.
    assert_eq!(p.position().outcome(), None);
    let off = Litrof::new(&GameConfig::new("litrof").with_option("repetition", "off")).unwrap();
    assert!(!off.history_rules().any());
    let mut p = Line::new(off);
    for i in 0..12 {
        play_on(&mut p, shuffle[i % 4]);
    }
    assert_eq!(p.outcome(), None);
    // Passing through the chamber and back changes nothing, so it repeats positions too.
    let mut p = Line::new(pos(&format!("{FILL}, d7 rIC, d2 pIC"), "Red"));
    for (i, text) in ["ICd7-c9-d7", "ICd2-c0-d2", "ICd7-c9-d7", "ICd2-c0-d2"].iter().enumerate() {
        assert_eq!(p.outcome(), None, "ply {i}");
        assert!(!play_on(&mut p, text).irreversible);
    }
    assert_eq!(p.outcome().unwrap().kind, OutcomeKind::Draw);
    // The bare engine (what perft runs on) ignores repetition.
    let mut p = start;
    for i in 0..12 {
        play(&mut p, shuffle[i % 4]);
    }
    assert_eq!(p.outcome(), None);
}

#[test]
fn pawn_moves_and_captures_start_the_repetition_count_again() {
    use crate::core::Line;
    let shuffle = ["LNd1-e3", "LMa8-b6", "LNe3-d1", "LMb6-a8"];
    let mut p = Line::new(Litrof::new(&GameConfig::new("litrof")).unwrap());
    for text in &shuffle[..4] {
        play_on(&mut p, text);
    }
    // A Pawn move: the positions before it can never come back.
    assert!(play_on(&mut p, "Pa2-b3").irreversible);
    assert!(play_on(&mut p, "Pd7-e6").irreversible);
    for i in 0..8 {
        assert_eq!(p.outcome(), None, "ply {i} after the Pawn moves");
        play_on(&mut p, shuffle[i % 4]);
    }
    assert!(p.outcome().is_some());
    // Each kind of irreversible move, on the bare engine.
    let mut q = pos(&format!("{FILL}, c3 rDQ, b5 pSQ, e7 pIR, c5 pP"), "Red");
    assert!(play_on(&mut q, "DQc3-c4(b5=nSQ)").irreversible, "a cap taken");
    let mut q = pos(&format!("{FILL}, c4 pSQ, c6 rP"), "Purple");
    assert!(play_on(&mut q, "SQc4-c6(xc6)").irreversible, "a capture");
    assert!(!play_on(&mut q, "TBa1-b2").irreversible, "a quiet tower move");
    let mut q = pos(&format!("{FILL}, c3 rV, d5 pSB"), "Red");
    assert!(play_on(&mut q, "Vc3-c4(c4=VB, d5=S)").irreversible, "a pyramid changed hands");
    // A teleport that lands on its own square and does nothing is quiet; landing elsewhere too.
    let mut q = pos(&format!("{FILL}, d7 rIC, d2 pIC"), "Red");
    assert!(!play_on(&mut q, "ICd7-c9-d7").irreversible);
    assert!(!play_on(&mut q, "ICd2-c0-a4").irreversible);
}

// ---------------------------------------------------------------- options

#[test]
fn optional_effects_may_be_declined() {
    let opt = [("effects", "optional")];
    let place = "a1 rTB, e1 rLC, c1 rVQ, b4 pP, a5 nLN, d4 nSQ, e5 rP, c4 pDN, c5 pP, d2 pP, e2 pIQ, a8 pSQ";
    let p = pos_with(&opt, place, "Red");
    let m: Vec<Move> = p.moves().into_iter().filter(|x| p.notation(x).starts_with("TBa1-c3")).collect();
    let texts: BTreeSet<String> = m.iter().map(|x| p.notation(x)).collect();
    assert_eq!(texts, set(&["TBa1-c3(xb4, xd2, xd4)", "TBa1-c3"]));
    for mv in &m {
        let ids: Vec<String> = p.picks(mv).into_iter().filter_map(|k| if let Pick::Choice { id, .. } = k { Some(id) } else { None }).collect();
        assert_eq!(ids.len(), 1);
        assert!(ids[0] == "use-power" || ids[0] == "decline-power");
    }
    // Automatic (default): one move.
    assert_eq!(from(&pos(place, "Red"), "a1").iter().filter(|x| x.starts_with("TBa1-c3")).count(), 1);
    // The knight-leap capture, the Diplomat and the Vampire's Pawn bite likewise.
    let p = pos_with(&opt, &format!("{FILL}, b2 rLN, c2 nSQ"), "Red");
    let m = from(&p, "b2");
    assert!(m.contains("LNb2-d1(xc2)") && m.contains("LNb2-d1"));
    let p = pos_with(&opt, &format!("{FILL}, c3 rDQ, b5 pSQ, e7 pIR"), "Red");
    let m = from(&p, "c3");
    assert!(m.contains("DQc3-c4(b5=nSQ)") && m.contains("DQc3-c4"));
    let p = pos_with(&opt, &format!("{FILL}, c3 rVQ, c5 pP"), "Red");
    let m = from(&p, "c3");
    assert!(m.contains("VQc3-c4(xc5)") && m.contains("VQc3-c4"));
    // Nothing to decline: one move.
    assert_eq!(from(&p, "c3").iter().filter(|x| x.starts_with("VQc3-b3")).count(), 1);
}

// ---------------------------------------------------------------- notation

#[test]
fn notation_reads_back_and_explains_errors() {
    let p = Litrof::new(&GameConfig::new("litrof")).unwrap();
    let m = p.parse_move("ICc1-d3").unwrap();
    assert_eq!(p.notation(&m), "ICc1-d3");
    for bad in ["", "XYc1-d3", "ICc1", "ICc1-d3-e4-e5", "ICc1-z3", "ICc1-d3x"] {
        let e = p.parse_move(bad).unwrap_err().to_string();
        assert!(e.contains("not Litróf notation"), "{bad}: {e}");
    }
    assert!(p.parse_move("ICc1-c3").unwrap_err().to_string().contains("not a legal move"));
    assert!(p.parse_move("SBc1-d3").unwrap_err().to_string().contains("the piece on c1 is IC"));
    assert!(p.parse_move("LMa8-b6").unwrap_err().to_string().contains("belongs to Blue"));
    assert!(p.parse_move("ICc3-d5").unwrap_err().to_string().contains("no piece on c3"));
    // Brackets may be left out when that leaves one move; wrong brackets are not accepted.
    let p = pos(&format!("{FILL}, c3 rVQ, c5 pP, d5 pSB"), "Red");
    assert!(p.parse_move("VQc3-c4").unwrap_err().to_string().contains("ambiguous"));
    assert_eq!(p.notation(&p.parse_move("VQc3-c4(c4=VB,d5=S,xc5)").unwrap()), "VQc3-c4(c4=VB, d5=S, xc5)");
    assert!(p.parse_move("VQc3-c4(xd5)").is_err());
    assert_eq!(p.notation(&p.parse_move("VQc3-b3").unwrap()), "VQc3-b3");
}

// ---------------------------------------------------------------- view and hashing

fn at_square<'a>(v: &'a BoardView, name: &str) -> &'a crate::core::SquareView {
    &v.squares[v.square_index(name).unwrap() as usize]
}

#[test]
fn view_lists_every_pyramid_bottom_to_top() {
    let p = Litrof::new(&GameConfig::new("litrof")).unwrap();
    let v = p.view();
    assert_eq!(v.squares.len(), 42);
    assert_eq!(v.piece_count(), p.pyramid_count());
    assert_eq!(p.pyramid_count(), 2 * (5 * 3 + 4));
    let c1 = &at_square(&v, "c1").stack;
    let kinds: Vec<(PyramidSize, IcehouseColour, PyramidRole)> = c1
        .iter()
        .map(|x| match x.kind {
            PieceKind::Pyramid { size, colour, role, .. } => (size, colour, role),
            _ => panic!("pyramids only"),
        })
        .collect();
    assert_eq!(
        kinds,
        vec![
            (PyramidSize::Large, IcehouseColour::Green, PyramidRole::Movement),
            (PyramidSize::Medium, IcehouseColour::Blue, PyramidRole::Power),
            (PyramidSize::Small, IcehouseColour::Orange, PyramidRole::Cap),
        ]
    );
    assert!(c1.iter().all(|x| x.owner == Some(Seat::FIRST) && !x.frozen));
    // Each part carries the letter the notation gives it (c1 is an Icebox-Cardinal, "IC").
    let letters: Vec<Option<char>> = c1.iter().map(|x| if let PieceKind::Pyramid { letter, .. } = x.kind { letter } else { None }).collect();
    assert_eq!(letters, [Some('C'), Some('I'), None]);
    assert!(c1[0].label.contains("Icebox-Cardinal"), "{}", c1[0].label);
    let a7 = &at_square(&v, "a7").stack;
    assert_eq!(a7.len(), 1);
    assert!(matches!(
        a7[0].kind,
        PieceKind::Pyramid { size: PyramidSize::Medium, colour: IcehouseColour::Blue, role: PyramidRole::Pawn, letter: Some('P') }
    ));
    assert_eq!(a7[0].owner, Some(Seat::SECOND));
    assert_eq!(at_square(&v, "c0").marks.chamber, Some(Seat::FIRST));
    assert_eq!(at_square(&v, "c9").marks.chamber, Some(Seat::SECOND));
    // A neutral tower's pyramids have no owner.
    let p = pos(&format!("{FILL}, c4 nIQ, d5 pP"), "Red");
    let v = p.view();
    let c4 = &at_square(&v, "c4").stack;
    assert_eq!(c4.len(), 2);
    assert!(c4.iter().all(|x| x.owner.is_none()));
    assert!(at_square(&v, "d5").stack[0].frozen);
    let zone = v.overlays.iter().find_map(|o| match o {
        Overlay::Zone { kind, owner, squares } if kind == "freeze" => Some((*owner, squares.clone())),
        _ => None,
    });
    let (owner, squares) = zone.expect("a freeze zone");
    assert_eq!(owner, None);
    assert_eq!(squares.len(), 8);
}

#[test]
fn trap_overlay_shows_what_trappers_can_take() {
    let p = pos("a1 rTB, e1 rLC, c1 rVQ, b4 pP, a5 nLN, d4 nSQ, e5 rP, c4 pDN, c5 pP, d2 pP, e2 pIQ, a8 pSQ", "Red");
    let v = p.view();
    let trap: BTreeSet<String> = v
        .overlays
        .iter()
        .filter_map(|o| match o {
            Overlay::Zone { kind, squares, .. } if kind == "trap" => Some(squares.iter().map(|&s| p.t.name[s as usize].clone()).collect::<Vec<_>>()),
            _ => None,
        })
        .flatten()
        .collect();
    assert!(trap.is_superset(&set(&["b4", "d2", "d4"])), "{trap:?}");
    assert!(!trap.contains("c4") && !trap.contains("e5"));
}

#[test]
fn keys_follow_the_board_incrementally() {
    let mut rng = SmallRng::seed_from_u64(5);
    for g in 0..20 {
        let cfg = GameConfig::new("litrof").with_setup("random").with_option("setup-seed", &g.to_string());
        let mut p = Litrof::new(&cfg).unwrap();
        while p.outcome().is_none() {
            let fresh = Litrof::from_placement(
                &format!("{} v {}", p.colour_name(Seat::FIRST), p.colour_name(Seat::SECOND)),
                &p.placement(),
                p.colour_name(p.to_move),
            )
            .unwrap();
            assert_eq!(fresh.key(), p.key());
            let moves = p.moves();
            let m = moves[rng.random_range(0..moves.len())];
            p.play(&m);
        }
    }
}

// ---------------------------------------------------------------- setups

#[test]
fn setups() {
    for c in 0..6u8 {
        let all = setup::derangements(c);
        assert_eq!(all.len(), 44);
        let distinct: BTreeSet<[u8; 5]> = all.iter().copied().collect();
        assert_eq!(distinct.len(), 44);
        let others: Vec<u8> = (0..6).filter(|&x| x != c).collect();
        for a in &all {
            assert!(a.iter().zip(&others).all(|(p, m)| p != m && *p != c));
        }
    }
    let sample = Litrof::new(&GameConfig::new("litrof")).unwrap();
    assert_eq!(
        sample.placement(),
        "a1 oVR, b1 oSB, c1 oIC, d1 oLN, e1 oDM, a2 oP, b2 oP, d2 oP, e2 oP, a7 bP, b7 bP, d7 bP, e7 bP, a8 bLM, b8 bSC, c8 bDB, d8 bVQ, e8 bTR"
    );
    for text in ["Blue; TVDSL v Orange; VSILD", "HATFIELD (Orange, VSILD) v McCOY (Blue, TVDSL)", "orange;vsild vs blue;tvdsl"] {
        let p = Litrof::new(&GameConfig::new("litrof").with_setup(text)).unwrap();
        assert_eq!(p.placement(), sample.placement(), "{text}");
    }
    let err = |s: &str| Litrof::new(&GameConfig::new("litrof").with_setup(s)).err().unwrap_or_else(|| panic!("{s} accepted"));
    assert!(err("Orange v Orange").to_string().contains("two different colours"));
    assert!(err("Orange; VSIL v Blue").to_string().contains("five power letters"));
    assert!(err("Orange; TSILD v Blue").to_string().contains("has no Trapper power of his own colour"));
    assert!(err("Orange; SVILD v Blue").to_string().contains("would stand on the Rook of its own colour"));
    assert!(err("Orange; VSILX v Blue").to_string().contains("not a power letter"));
    assert!(err("Orange; VSILS v Blue").to_string().contains("twice"));
    assert!(err("Pink v Blue").to_string().contains("not a Litróf colour"));
    assert!(err("Orange Blue").to_string().contains("separated by 'v'"));
    // Missing arrays: the first one, or a seeded random one.
    let first = Litrof::new(&GameConfig::new("litrof").with_setup("Red v Purple").with_option("setup-fill", "first")).unwrap();
    let a = super::arrays(IcehouseColour::Red)[0].clone();
    let b = super::arrays(IcehouseColour::Purple)[0].clone();
    let named = Litrof::new(&GameConfig::new("litrof").with_setup(&format!("Red; {a} v Purple; {b}"))).unwrap();
    assert_eq!(first.placement(), named.placement());
    let random =
        |seed: u32, s: &str| Litrof::new(&GameConfig::new("litrof").with_setup(s).with_option("setup-seed", &seed.to_string())).unwrap().placement();
    assert_eq!(random(7, "Red v Purple"), random(7, "Red v Purple"));
    let seen: BTreeSet<String> = (0..20).map(|s| random(s, "Red v Purple")).collect();
    assert!(seen.len() > 10);
    let seen: BTreeSet<String> = (0..20).map(|s| random(s, "random")).collect();
    assert!(seen.len() > 10);
    assert!(random(3, "Red; random v Purple; TSDIL").contains("e8 pTR"));
}

#[test]
fn options_are_checked() {
    assert!(Litrof::new(&GameConfig::new("litrof").with_option("effects", "sometimes")).err().unwrap().to_string().contains("cannot be"));
    assert!(Litrof::new(&GameConfig::new("litrof").with_variant("big")).err().unwrap().to_string().contains("unknown variant"));
    assert!(Litrof::from_placement("Red v Purple", "c0 rTB", "Red").err().unwrap().to_string().contains("chamber"));
    assert!(Litrof::from_placement("Red v Purple", "a1 rSR", "Red").err().unwrap().to_string().contains("one colour"));
    assert!(
        Litrof::from_placement("Red v Purple", "a1 bSB", "Red")
            .err()
            .unwrap()
            .to_string()
            .contains("has a Blue cap, but the players are Red and Purple")
    );
    assert!(Litrof::from_placement("Red v Purple", "a1 nS", "Red").err().unwrap().to_string().contains("fewer than two pyramids"));
    assert!(Litrof::from_placement("Red v Purple", "a1 bP", "Red").err().unwrap().to_string().contains("the Blue Pawn on a1 belongs to nobody"));
    assert!(Litrof::from_placement("Red v Purple", "a1 n", "Red").err().unwrap().to_string().contains("expected an owner letter"));
    // Hand-made positions may hold more pieces than the players own (position strings may not).
    assert!(Litrof::from_placement("Red v Purple", &format!("{FILL}, c3 rVQ"), "Red").is_ok());
}

// ---------------------------------------------------------------- cross-check

fn children(p: &Litrof) -> (usize, BTreeSet<String>) {
    let moves = p.moves();
    let set = moves
        .iter()
        .map(|m| {
            let mut c = p.clone();
            c.play(m);
            c.placement()
        })
        .collect();
    (moves.len(), set)
}

fn reference_for(p: &Litrof) -> Reference {
    Reference { colours: [p.colours[0] as usize, p.colours[1] as usize], rules: p.rules }
}

/// Along random games under every rule option, the engine's moves lead to exactly the
/// positions the reference finds, each once.
#[test]
fn move_generation_matches_the_reference() {
    let configs: Vec<Vec<(&str, &str)>> = vec![
        vec![],
        vec![("effects", "optional")],
        vec![("reach", "newly-adjacent"), ("pawn-captures-neutral", "no")],
        vec![("effects", "optional"), ("reach", "newly-adjacent")],
    ];
    let mut rng = SmallRng::seed_from_u64(11);
    let mut positions = 0;
    let games = if cfg!(debug_assertions) { 8 } else { 80 };
    for g in 0..games {
        let mut cfg = GameConfig::new("litrof").with_setup("random").with_option("setup-seed", &g.to_string()).with_option("repetition", "off");
        for (k, v) in &configs[g % configs.len()] {
            cfg = cfg.with_option(k, v);
        }
        let mut p = Litrof::new(&cfg).unwrap();
        let r = reference_for(&p);
        loop {
            let (n, mine) = children(&p);
            let theirs = r.children(&r.board(&p.placement()), p.to_move);
            assert_eq!(mine, theirs, "game {g} position {}", p.placement());
            assert_eq!(n, mine.len(), "duplicate moves in {}", p.placement());
            positions += 1;
            let moves = p.moves();
            if moves.is_empty() {
                break;
            }
            p.play(&moves[rng.random_range(0..moves.len())]);
        }
    }
    assert!(positions > 500);
}

#[test]
fn hand_made_positions_match_the_reference() {
    for (place, to_move) in [
        ("a1 rTB, b1 rVQ, e1 rLC, d7 rTN, b8 pP, a7 rP, d8 pSB, e7 rP, a4 pP, a5 rIQ, a8 pSQ, e8 pLN, e5 pDQ", "Red"),
        ("a1 rTB, b1 rDN, e1 rLC, c7 rVQ, b8 nLN, a5 pSB, a8 pSQ, e8 pLN, d8 pTR, d6 pP, b6 nVC", "Red"),
        ("a1 rTB, b1 rVQ, e1 rLC, c2 pLQ, c1 rP, b2 pTB, d2 nDN, a8 pSQ, b7 rTN", "Purple"),
    ] {
        for opts in [vec![], vec![("effects", "optional")], vec![("reach", "newly-adjacent")]] {
            let p = pos_with(&opts, place, to_move);
            let r = reference_for(&p);
            let (n, mine) = children(&p);
            assert_eq!(mine, r.children(&r.board(&p.placement()), p.to_move), "{place} {opts:?}");
            assert_eq!(n, mine.len());
        }
    }
}

#[test]
fn perft_matches_the_reference() {
    // The fixtures of tests/litrof.rs, depths 1-3 (depth 4 of the first in the ignored test below).
    for setup in ["Orange; VSILD v Blue; TVDSL", "Red; LTIVD v Purple; TSDIL", "Yellow; DSVTI v Green; VLTSI", "Red; VTLDI v Orange; VDSLI"] {
        let p = Litrof::new(&GameConfig::new("litrof").with_setup(setup)).unwrap();
        let r = reference_for(&p);
        let depth = if cfg!(debug_assertions) { 2 } else { 3 };
        assert_eq!(crate::core::perft::perft(&p, depth), r.perft(&r.board(&p.placement()), Seat::FIRST, depth), "{setup}");
    }
}

/// The sample setup's depth-4 fixture by the reference (a few seconds).
#[test]
fn perft_4_matches_the_reference() {
    if cfg!(debug_assertions) {
        return;
    }
    let p = Litrof::new(&GameConfig::new("litrof")).unwrap();
    let r = reference_for(&p);
    assert_eq!(r.perft(&r.board(&p.placement()), Seat::FIRST, 4), 94999);
}

/// The other depth-4 fixtures by the reference (slow: run with --ignored).
#[test]
#[ignore]
fn perft_4_matches_the_reference_all() {
    for (setup, n) in [("Red; LTIVD v Purple; TSDIL", 80511), ("Yellow; DSVTI v Green; VLTSI", 73437), ("Red; VTLDI v Orange; VDSLI", 71420)] {
        let p = Litrof::new(&GameConfig::new("litrof").with_setup(setup)).unwrap();
        let r = reference_for(&p);
        assert_eq!(r.perft(&r.board(&p.placement()), Seat::FIRST, 4), n, "{setup}");
    }
}

/// A tower's hover text names each of its three pyramids once, by what it means: whose the
/// tower is, what its power does, how it moves; frozen pieces and Pawns say so too.
#[test]
fn hover_text_describes_a_tower_by_its_parts() {
    let p = pos(&format!("{FILL}, c3 rIC, c4 pP, c5 nDB, d3 pSB"), "Red");
    let d = p.describe(sq(&p, "c3").number());
    assert_eq!(d.len(), 3, "{d:?}");
    assert!(d[0].starts_with("Red tower"), "{d:?}");
    assert!(d[1].starts_with("Power Icebox (medium Blue)") && d[1].contains("cannot move"), "{d:?}");
    assert!(d[2].starts_with("Movement Cardinal (large Green)") && d[2].contains("knight"), "{d:?}");
    let pawn = p.describe(sq(&p, "c4").number());
    assert!(pawn[0].starts_with("Purple Pawn") && pawn.iter().any(|l| l.starts_with("Frozen")), "{pawn:?}");
    let neutral = p.describe(sq(&p, "c5").number());
    assert!(neutral[0].starts_with("Neutral tower") && neutral[1].starts_with("Power Diplomat"), "{neutral:?}");
    assert!(p.describe(sq(&p, "d4").number()).is_empty());
}

#[test]
fn the_legend_gives_every_colour_a_power_and_a_movement() {
    let m = meta();
    let sizes: Vec<usize> = m.legend.iter().map(|g| g.entries.len()).collect();
    assert_eq!(sizes, [6, 6, 2]);
    for g in &m.legend[..2] {
        let colours: BTreeSet<_> = g.entries.iter().map(|e| e.colour.unwrap()).collect();
        assert_eq!(colours.len(), 6);
        assert!(g.entries.iter().all(|e| e.text.len() > 10));
    }
    assert!(m.legend[0].entries.iter().any(|e| e.name.starts_with("Vampire") && e.colour == Some(IcehouseColour::Purple)));
}

#[test]
fn the_search_key_is_the_material_a_move_wins_and_quiet_moves_are_zero() {
    let p = pos(&format!("{FILL}, c4 pSQ, c6 rP, c7 rDN, e6 nDB, a6 pP"), "Purple");
    let key = |text: &str| p.order_key(&p.parse_move(text).unwrap()).unwrap();
    let pawn = p.t.data.values.pawn;
    assert_eq!(key("SQc4-c6(xc6)"), pawn, "a Red Pawn");
    assert_eq!(key("SQc4-e6(xe6)"), 0, "a neutral tower belongs to nobody");
    let quiet = p.moves().into_iter().find(|m| !p.notation(m).contains('x')).unwrap();
    assert_eq!(p.order_key(&quiet), Some(0));
    // A capped tower counts its cap's margin as well.
    let q = pos(&format!("{FILL}, c4 pSQ, c6 rDN"), "Purple");
    let capped = q.order_key(&q.parse_move("SQc4-c6(xc6)").unwrap()).unwrap();
    assert!(capped > q.t.data.values.capped_tower, "{capped}");
    let mut forcing = Vec::new();
    assert!(p.tactical_moves(&mut forcing));
    let names: Vec<String> = forcing.iter().map(|m| p.notation(m)).collect();
    // The neutral Diplomat de-caps Red's tower on c7 (it becomes neutral): a gain too.
    assert_eq!(names.len(), 4, "{names:?}");
    assert!(["SQc4-c6(xc6)", "SQa8-c6(xc6)", "nDBe6-d7(c7=nDN)"].iter().all(|n| names.contains(&n.to_string())), "{names:?}");
    assert!(forcing.iter().all(|m| p.order_key(m).unwrap() > 0));
    assert!(key("nDBe6-d7(c7=nDN)") > key("SQc4-c6(xc6)"), "a cap is worth more than a Pawn");
}
