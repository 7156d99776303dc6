//! What the app draws (pieces, Spearman facings, fall lines), how a turn is clicked, and the
//! text diagram.

use super::board::{self, EMPTY, FILES, RANKS, SQUARES, STONE, TOWER};
use super::eval;
use super::movegen::{Act, Turn};
use super::position::{ThreeElephant, fall_hits};
use crate::core::words::{self, Said, Template};
use crate::core::{Bits, BoardView, IcehouseColour, Marks, Overlay, Pick, PieceKind, PieceView, Seat, SeatView, Square, SquareView};
use std::sync::LazyLock;

/// Each piece's name and label by its cell code, in each language, made once: the view is
/// built every frame.
static WORDS: LazyLock<Said<Vec<(String, String)>>> = LazyLock::new(|| {
    Said::new(|| {
        (0..16u8)
            .map(|c| {
                if c == STONE {
                    return (String::new(), words::piece("Stone"));
                }
                if !board::is_piece(c) {
                    return (String::new(), String::new());
                }
                let (owner, kind) = (board::owner(c), board::kind(c));
                let (side, name) = (words::side(board::side_name(owner)), words::piece(board::kind_name(kind)));
                let label = if board::is_spearman(c) {
                    let facing = facing_words(kind);
                    crate::t!("elephant-spearman", side = side, facing = facing, direction = board::facing_dir(owner, kind).name())
                } else {
                    crate::t!("piece-of-side", side = side, piece = name.as_str())
                };
                (name, label)
            })
            .collect()
    })
});

/// Which way a Spearman's spear points, in the player's language ("ahead-left").
pub(super) fn facing_words(facing: u8) -> String {
    match facing {
        board::LEFT => crate::t!("elephant-facing-left"),
        board::RIGHT => crate::t!("elephant-facing-right"),
        _ => crate::t!("elephant-facing-straight"),
    }
}

pub(crate) fn piece_view(c: u8) -> PieceView {
    let (name, label) = &WORDS.get()[usize::from(c)];
    if c == STONE {
        return PieceView { kind: PieceKind::Stone, owner: None, facing: None, frozen: false, label: label.clone() };
    }
    let (owner, kind) = (board::owner(c), board::kind(c));
    let facing = board::is_spearman(c).then(|| board::facing_dir(owner, kind));
    PieceView {
        kind: PieceKind::Figure { code: board::kind_letter(kind), name: name.clone() },
        owner: Some(owner),
        facing,
        frozen: false,
        label: label.clone(),
    }
}

pub fn view(pos: &ThreeElephant) -> BoardView {
    let rules = pos.rules();
    let squares = Square::all(SQUARES)
        .map(|sq| {
            let (f, r) = board::coords(sq);
            let c = pos.cells[sq];
            SquareView {
                name: board::name(sq),
                col: f as f32,
                row: r as f32,
                marks: Marks { dark: (f + r) % 2 == 0, ..Default::default() },
                stack: if c == EMPTY { Vec::new() } else { vec![piece_view(c)] },
            }
        })
        .collect();
    let mut overlays = Vec::new();
    for (sq, &c) in Square::all(SQUARES).zip(pos.cells.iter()) {
        if board::is_spearman(c) {
            let owner = board::owner(c);
            let t = rules.spear[owner][board::kind(c) as usize][sq];
            let squares = if t == Square::NONE { Vec::new() } else { vec![t.number()] };
            overlays.push(Overlay::Ray { kind: "spear".into(), owner: Some(owner), from: sq.number(), squares });
        }
    }
    if pos.outcome().is_none() {
        for (sq, &c) in Square::all(SQUARES).zip(pos.cells.iter()) {
            if board::is_own(c, pos.side) && board::kind(c) == TOWER {
                for &d in &rules.fall_dirs {
                    let (hits, n) = fall_hits(rules, &pos.cells, sq, d);
                    if n > 0 || rules.empty_fall {
                        let squares = hits[..n].iter().map(|&x| x.number()).collect();
                        overlays.push(Overlay::Ray { kind: "fall".into(), owner: Some(pos.side), from: sq.number(), squares });
                    }
                }
            }
        }
    }
    let threatened = eval::threatened_elephants(pos, pos.side);
    let alerts = threatened.squares().map(Square::number).collect();
    BoardView {
        squares,
        seats: vec![
            SeatView { name: words::side("White"), colour: [0.92, 0.90, 0.84], hue: Some(IcehouseColour::White), active: true },
            SeatView { name: words::side("Black"), colour: [0.10, 0.09, 0.09], hue: Some(IcehouseColour::Black), active: true },
        ],
        to_move: pos.side,
        alerts,
        alert_note: ALERT.get().clone(),
        status: String::new(),
        note: note(pos),
        overlays,
    }
}

/// The engine's addition to the status line (which `core::line` composes): the Elephants left.
fn note(pos: &ThreeElephant) -> String {
    crate::t!(
        "elephant-note",
        first = words::side("White"),
        first_count = pos.elephants(Seat::FIRST),
        second = words::side("Black"),
        second_count = pos.elephants(Seat::SECOND)
    )
}

/// The diagram's line of the Elephants left: as the command line has always printed it.
fn diagram_note(pos: &ThreeElephant) -> String {
    format!("Elephants: White {}, Black {}", pos.elephants(Seat::FIRST), pos.elephants(Seat::SECOND))
}

/// The buttons of a turn, said for every turn of a position, made once per language.
static ROTATE: LazyLock<Said<[String; 3]>> =
    LazyLock::new(|| Said::new(|| [crate::t!("elephant-rotate-left"), crate::t!("elephant-rotate-right"), crate::t!("elephant-rotate-straight")]));
static ALERT: LazyLock<Said<String>> = LazyLock::new(|| Said::new(|| crate::t!("elephant-alert")));
static END_TURN: LazyLock<Said<String>> = LazyLock::new(|| Said::new(|| crate::t!("elephant-end-turn")));
static FALL: LazyLock<Template> = LazyLock::new(|| Template::new("elephant-fall", &["direction", "hits"]));
static FALL_ON_NOTHING: LazyLock<Template> = LazyLock::new(|| Template::new("elephant-fall-nothing", &["direction"]));

/// Clicks for a turn: each action as two picks in turn order, then "End turn" when there is
/// no action 3 (unless action 1 already ended the game). See the module documentation.
pub fn picks(pos: &ThreeElephant, t: &Turn) -> Vec<Pick> {
    let mut out = Vec::with_capacity(7);
    let mut ends = false;
    let mut b = pos.cells;
    if let Some((s, to)) = t.step {
        out.push(Pick::Square(s.number()));
        out.push(Pick::Square(to.number()));
        let c = b[to];
        ends = board::is_piece(c) && board::kind(c) == board::ELEPHANT && pos.elephants(pos.side.other()) == 1;
        b[to] = b[s];
        b[s] = EMPTY;
    }
    if let Some((q, f)) = t.rotate {
        out.push(Pick::Square(q.number()));
        let rotate = ROTATE.get();
        let (id, label) = match f {
            board::LEFT => ("rotate-L", &rotate[0]),
            board::RIGHT => ("rotate-R", &rotate[1]),
            _ => ("rotate-F", &rotate[2]),
        };
        out.push(Pick::choice(id, label.as_str()));
    }
    match t.act {
        Act::None if !ends => out.push(Pick::choice("end-turn", END_TURN.get().as_str())),
        Act::None => {}
        Act::Move(u, v) => {
            out.push(Pick::Square(u.number()));
            out.push(Pick::Square(v.number()));
        }
        Act::Fall(w, d) => {
            let (hits, n) = fall_hits(pos.rules(), &b, w, d);
            let label = if n == 0 {
                FALL_ON_NOTHING.fill(&[d.name()])
            } else {
                let mut squares = String::with_capacity(12);
                for (i, &x) in hits[..n].iter().enumerate() {
                    if i > 0 {
                        squares.push(' ');
                    }
                    board::push_name(&mut squares, x);
                }
                FALL.fill(&[d.name(), squares.as_str()])
            };
            let id = ["fall-N", "fall-NE", "fall-E", "fall-SE", "fall-S", "fall-SW", "fall-W", "fall-NW"][d.index()];
            out.push(Pick::Square(w.number()));
            out.push(Pick::choice(id, label));
        }
    }
    out
}

/// The board partway through turn `t`, once its first `done` picks are made: the actions whose
/// two picks are all made stand done (the Spearman that stepped is on its new square, turned if
/// it was turned), with how many picks they took; the side to move is still the same. None
/// while no action is complete.
pub fn view_during(pos: &ThreeElephant, t: &Turn, done: usize) -> Option<(BoardView, usize)> {
    let mut after = pos.clone();
    let mut drawn = 0;
    if let Some((s, to)) = t.step {
        if done < 2 {
            return None;
        }
        after.step(s, to);
        drawn = 2;
    }
    if let Some((q, facing)) = t.rotate
        && done >= drawn + 2
    {
        after.rotate(q, facing);
        drawn += 2;
    }
    (drawn > 0).then(|| (view(&after), drawn))
}

pub fn diagram(pos: &ThreeElephant) -> String {
    let mut s = String::from("   a b c d e f g h i\n");
    for r in (0..RANKS).rev() {
        s.push_str(&format!("{} ", r + 1));
        for f in 0..FILES {
            s.push(' ');
            s.push(board::cell_char(pos.cells[r * FILES + f]));
        }
        s.push_str(&format!("  {}\n", r + 1));
    }
    s.push_str("   a b c d e f g h i\n");
    s.push_str("E Elephant, N Knight, T War Tower, S/L/R Spearman pointing straight/ahead-left/ahead-right, # Stone; upper case White\n");
    s.push_str(&format!("{}\nsetup: {}", diagram_note(pos), pos.text()));
    s
}

/// A fall's squares and what it crushes there (after the turn's Spearman actions, which come
/// first): "The War Tower on e6 falls onto e7, e8 and e9, crushing a Black Spearman and itself".
pub(super) fn fall_note(p: &ThreeElephant, t: &Turn) -> Option<crate::core::MoveNote> {
    let Act::Fall(tower, dir) = t.act else { return None };
    let mut before = p.clone();
    before.apply(&Turn { act: Act::None, ..*t });
    let (hits, n) = fall_hits(&before.rules, &before.cells, tower, dir);
    let squares = &hits[..n];
    let crushed: Vec<u8> = squares.iter().map(|&s| before.cells[s]).filter(|&c| c != EMPTY && c != STONE).collect();
    let named = |c: u8| {
        let (side, piece) = (words::side(board::side_name(board::owner(c))), words::piece(board::kind_name(board::kind(c))));
        crate::t!("elephant-crushed-piece", side = side, piece = piece)
    };
    let mut victims: Vec<String> = crushed.iter().map(|&c| named(c)).collect();
    victims.push(if crushed.is_empty() { crate::t!("elephant-crushed-only-itself") } else { crate::t!("elephant-crushed-itself") });
    let places: Vec<String> = squares.iter().map(|&s| board::name(s)).collect();
    let victims = crate::core::text::and_list(&victims);
    let text = if places.is_empty() {
        crate::t!("elephant-falls-off-the-board", square = board::name(tower), crushed = victims)
    } else {
        crate::t!("elephant-falls-onto", square = board::name(tower), squares = crate::core::text::and_list(&places), crushed = victims)
    };
    let costs_the_mover = crushed.iter().any(|&c| board::owner(c) == p.side);
    Some(crate::core::MoveNote { text, squares: squares.iter().map(|s| s.number()).collect(), costs_the_mover })
}
