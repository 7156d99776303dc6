//! Turn notation: `Sd2-d3` (Spearman step, `x` for a capture), `Sd3>L` / `>R` / `>F`
//! (rotation to ahead-left / ahead-right / straight), `Ef1-f3`, `Nb1xc3`, `Ta1-a4` (piece moves),
//! `Te6!NE` (a War Tower's fall), the actions of a turn joined by `; `.
//!
//! Reading checks the syntax first, then plays the actions one by one on a copy of the board so
//! that an illegal turn is explained by the action that fails. A legal turn that the move list
//! holds in another form (e.g. a rotation of a Spearman the fall then destroys) is read as the
//! listed turn.

use super::board::{self, ELEPHANT, EMPTY, KNIGHT, STONE, TOWER};
use super::movegen::{self, Act, Turn};
use super::position::{ThreeElephant, fall_hits};
use crate::core::text::quoted;
use crate::core::words::{piece, side};
use crate::core::{Dir8, MoveError, Seat, Square};

pub fn write(pos: &ThreeElephant, t: &Turn) -> String {
    let mut b = pos.cells;
    let me = pos.side;
    let mut out = String::with_capacity(24);
    let sep = |out: &mut String| {
        if !out.is_empty() {
            out.push_str("; ");
        }
    };
    if let Some((s, to)) = t.step {
        out.push('S');
        board::push_name(&mut out, s);
        out.push(if board::is_enemy(b[to], me) { 'x' } else { '-' });
        board::push_name(&mut out, to);
        b[to] = b[s];
        b[s] = EMPTY;
    }
    if let Some((q, f)) = t.rotate {
        sep(&mut out);
        out.push('S');
        board::push_name(&mut out, q);
        out.push('>');
        out.push(board::facing_letter(f));
    }
    match t.act {
        Act::None => {}
        Act::Move(u, v) => {
            sep(&mut out);
            out.push(board::kind_letter(board::kind(b[u])));
            board::push_name(&mut out, u);
            out.push(if board::is_enemy(b[v], me) { 'x' } else { '-' });
            board::push_name(&mut out, v);
        }
        Act::Fall(w, d) => {
            sep(&mut out);
            out.push('T');
            board::push_name(&mut out, w);
            out.push('!');
            out.push_str(d.name());
        }
    }
    out
}

/// What decides a turn (`Game::idea`): its captures and falls, written as in the turn; a turn
/// that takes nothing is decided by all of it. The Spearman steps and turns that fill a turn
/// beside a capture rarely change what it wins, so a puzzle accepts them as the same answer.
pub fn idea(pos: &ThreeElephant, t: &Turn) -> String {
    let whole = write(pos, t);
    let deciding: Vec<&str> = whole.split("; ").filter(|action| action.contains(['x', '!'])).collect();
    if deciding.is_empty() { whole } else { deciding.join("; ") }
}

/// One action as written, before it is checked against the position.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Written {
    Step { from: Square, to: Square, capture: bool },
    Rotate { sq: Square, facing: u8 },
    Move { kind: u8, from: Square, to: Square, capture: bool },
    Fall { sq: Square, dir: Dir8 },
}

impl Written {
    fn stage(&self) -> u8 {
        match self {
            Written::Step { .. } => 1,
            Written::Rotate { .. } => 2,
            _ => 3,
        }
    }
}

fn read_square(s: &str, part: &str) -> Result<Square, MoveError> {
    board::parse_square(s)
        .ok_or_else(|| MoveError::Rejected(crate::t!("elephant-not-a-square", action = quoted(part).to_string(), square = quoted(s).to_string())))
}

fn read_action(part: &str) -> Result<Written, MoveError> {
    let bad = || MoveError::Rejected(crate::t!("elephant-not-an-action", action = quoted(part).to_string()));
    if !part.is_ascii() || part.len() < 4 {
        return Err(bad());
    }
    let letter = part.as_bytes()[0] as char;
    let from = read_square(&part[1..3], part)?;
    let rest = &part[3..];
    let (sep, tail) = rest.split_at(1);
    match (letter, sep) {
        ('S' | 'E' | 'N' | 'T', "-" | "x") => {
            if tail.len() != 2 {
                return Err(bad());
            }
            let to = read_square(tail, part)?;
            let capture = sep == "x";
            Ok(match letter {
                'S' => Written::Step { from, to, capture },
                'E' => Written::Move { kind: ELEPHANT, from, to, capture },
                'N' => Written::Move { kind: KNIGHT, from, to, capture },
                _ => Written::Move { kind: TOWER, from, to, capture },
            })
        }
        ('S', ">") => {
            let facing = match tail {
                "L" | "l" => board::LEFT,
                "R" | "r" => board::RIGHT,
                "F" | "f" => board::STRAIGHT,
                _ => return Err(MoveError::Rejected(crate::t!("elephant-bad-rotation", action = quoted(part).to_string()))),
            };
            Ok(Written::Rotate { sq: from, facing })
        }
        ('T', "!") => {
            let dir = Dir8::parse(tail).ok_or_else(|| {
                MoveError::Rejected(crate::t!("elephant-bad-direction", action = quoted(part).to_string(), direction = quoted(tail).to_string()))
            })?;
            Ok(Written::Fall { sq: from, dir })
        }
        _ => Err(bad()),
    }
}

/// A piece with its owner, in the player's language: "White Knight".
fn piece_words(c: u8) -> String {
    crate::t!("piece-of-side", side = side(board::side_name(board::owner(c))), piece = piece(board::kind_name(board::kind(c))))
}

pub fn parse(pos: &ThreeElephant, text: &str) -> Result<Turn, MoveError> {
    if let Some(o) = pos.outcome() {
        return Err(MoveError::Rejected(crate::t!("elephant-game-over", result = o.describe(|s| side(board::side_name(s))))));
    }
    let text = text.trim();
    if text.is_empty() {
        return Err(MoveError::Rejected(crate::t!("elephant-empty-turn")));
    }
    let shown = quoted(text).to_string();
    let mut actions = Vec::new();
    for part in text.split(';') {
        let part = part.trim();
        let action = if part.contains(char::is_whitespace) {
            read_action(&part.chars().filter(|c| !c.is_whitespace()).collect::<String>())?
        } else if part.is_empty() {
            return Err(MoveError::Rejected(crate::t!("elephant-empty-action", turn = shown.as_str())));
        } else {
            read_action(part)?
        };
        actions.push(action);
    }
    for w in actions.windows(2) {
        if w[1].stage() <= w[0].stage() {
            return Err(MoveError::Rejected(crate::t!("elephant-action-order", turn = shown.as_str())));
        }
    }
    let rules = pos.rules();
    let me = pos.side;
    let mut b = pos.cells;
    let mut elephants = pos.elephants;
    let mut turn = Turn { step: None, rotate: None, act: Act::None };
    let mut ended = false;
    for a in actions {
        if ended {
            return Err(MoveError::Rejected(crate::t!(
                "elephant-after-last-elephant",
                turn = shown.as_str(),
                side = side(board::side_name(me.other()))
            )));
        }
        match a {
            Written::Step { from, to, capture } => {
                let c = b[from];
                if !board::is_own(c, me) || !board::is_spearman(c) {
                    return Err(MoveError::Rejected(crate::t!(
                        "elephant-no-spearman",
                        side = side(board::side_name(me)),
                        square = board::name(from)
                    )));
                }
                let target = rules.spear[me][board::kind(c) as usize][from];
                let words = super::view::facing_words(board::kind(c));
                if target == Square::NONE {
                    return Err(MoveError::Rejected(crate::t!("elephant-spear-off-board", square = board::name(from), facing = words)));
                }
                if target != to {
                    return Err(MoveError::Rejected(crate::t!(
                        "elephant-spear-points",
                        square = board::name(from),
                        facing = words,
                        target = board::name(target),
                        to = board::name(to)
                    )));
                }
                check_target(b[to], me, capture, "Spearman", to)?;
                if board::is_piece(b[to]) && board::kind(b[to]) == ELEPHANT {
                    elephants[me.other()] -= 1;
                    ended = elephants[me.other()] == 0;
                }
                b[to] = c;
                b[from] = EMPTY;
                turn.step = Some((from, to));
            }
            Written::Rotate { sq, facing } => {
                let c = b[sq];
                if !board::is_own(c, me) || !board::is_spearman(c) {
                    return Err(MoveError::Rejected(crate::t!(
                        "elephant-no-spearman-to-rotate",
                        side = side(board::side_name(me)),
                        square = board::name(sq)
                    )));
                }
                let now = board::kind(c);
                if !board::rotations(now).contains(&facing) {
                    return Err(if now == board::STRAIGHT {
                        MoveError::Rejected(crate::t!("elephant-rotate-from-straight", square = board::name(sq)))
                    } else {
                        MoveError::Rejected(crate::t!("elephant-rotate-from-diagonal", square = board::name(sq)))
                    });
                }
                b[sq] = board::piece(me, facing);
                turn.rotate = Some((sq, facing));
            }
            Written::Move { kind, from, to, capture } => {
                let c = b[from];
                if !board::is_own(c, me) || board::kind(c) != kind {
                    let what = if board::is_piece(c) {
                        crate::t!("elephant-holds-piece", piece = piece_words(c))
                    } else if c == STONE {
                        crate::t!("elephant-holds-stone")
                    } else {
                        crate::t!("elephant-holds-nothing")
                    };
                    let wanted = crate::t!("piece-of-side", side = side(board::side_name(me)), piece = piece(board::kind_name(kind)));
                    let id = if board::is_own(c, me) && board::is_spearman(c) { "elephant-holds-not-spearman" } else { "elephant-holds-not" };
                    return Err(MoveError::Rejected(crate::t!(id, square = board::name(from), what = what, wanted = wanted)));
                }
                let reachable = match kind {
                    KNIGHT => rules.knight.from(from).contains(&to),
                    ELEPHANT => rules.elephant.from(from).contains(&to),
                    _ => rules.slides.iter().any(|&d| {
                        let ray = rules.ray(from, d);
                        ray.iter().position(|&t| t == to).is_some_and(|i| ray[..i].iter().all(|&t| b[t] == EMPTY))
                    }),
                };
                if !reachable {
                    let how = match kind {
                        KNIGHT => crate::t!("elephant-how-knight"),
                        ELEPHANT => crate::t!("elephant-how-elephant"),
                        _ => crate::t!("elephant-how-war-tower"),
                    };
                    return Err(MoveError::Rejected(crate::t!(
                        "elephant-cannot-reach",
                        piece = piece(board::kind_name(kind)),
                        to = board::name(to),
                        from = board::name(from),
                        how = how
                    )));
                }
                if kind == TOWER && board::is_piece(b[to]) {
                    return Err(MoveError::Rejected(crate::t!("elephant-tower-never-captures", square = board::name(to))));
                }
                check_target(b[to], me, capture, board::kind_name(kind), to)?;
                b[to] = c;
                b[from] = EMPTY;
                turn.act = Act::Move(from, to);
            }
            Written::Fall { sq, dir } => {
                let c = b[sq];
                if !board::is_own(c, me) || board::kind(c) != TOWER {
                    return Err(MoveError::Rejected(crate::t!("elephant-no-war-tower", side = side(board::side_name(me)), square = board::name(sq))));
                }
                if !rules.fall_dirs.contains(&dir) {
                    return Err(MoveError::Rejected(crate::t!("elephant-cannot-fall", direction = dir.name())));
                }
                if fall_hits(rules, &b, sq, dir).1 == 0 && !rules.empty_fall {
                    return Err(MoveError::Rejected(crate::t!("elephant-empty-fall", square = board::name(sq), direction = dir.name())));
                }
                turn.act = Act::Fall(sq, dir);
            }
        }
    }
    if turn.step.is_none() && turn.act == Act::None {
        return Err(MoveError::Rejected(crate::t!("elephant-rotation-alone")));
    }
    Ok(movegen::canonical(pos, turn))
}

fn check_target(c: u8, me: Seat, capture: bool, mover: &str, to: Square) -> Result<(), MoveError> {
    let sq = board::name(to);
    if c == STONE {
        return Err(MoveError::Rejected(crate::t!("elephant-target-stone", square = sq)));
    }
    if board::is_own(c, me) {
        return Err(MoveError::Rejected(crate::t!("elephant-target-own", square = sq, piece = piece(board::kind_name(board::kind(c))))));
    }
    if board::is_piece(c) && !capture {
        return Err(MoveError::Rejected(crate::t!("elephant-write-x", mover = piece(mover), piece = piece_words(c), square = sq)));
    }
    if c == EMPTY && capture {
        return Err(MoveError::Rejected(crate::t!("elephant-write-dash", square = sq)));
    }
    Ok(())
}
