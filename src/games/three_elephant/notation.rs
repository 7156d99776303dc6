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

const FORMS: &str = "write Sd2-d3, Sd3>L, Ef1-f3, Nb1xc3, Ta1-a4 or Te6!NE, actions joined by ';'";

fn read_square(s: &str, part: &str) -> Result<Square, MoveError> {
    board::parse_square(s)
        .ok_or_else(|| MoveError::Rejected(format!("'{}': '{}' is not a square of the 9×9 board (a1 to i9)", quoted(part), quoted(s))))
}

fn read_action(part: &str) -> Result<Written, MoveError> {
    let bad = || MoveError::Rejected(format!("'{}' is not an action: {FORMS}", quoted(part)));
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
                _ => return Err(MoveError::Rejected(format!("'{}': a rotation ends in >L, >R or >F", quoted(part)))),
            };
            Ok(Written::Rotate { sq: from, facing })
        }
        ('T', "!") => {
            let dir = Dir8::parse(tail)
                .ok_or_else(|| MoveError::Rejected(format!("'{}': '{}' is not a direction (N NE E SE S SW W NW)", quoted(part), quoted(tail))))?;
            Ok(Written::Fall { sq: from, dir })
        }
        _ => Err(bad()),
    }
}

fn piece_words(c: u8) -> String {
    format!("{} {}", board::side_name(board::owner(c)), board::kind_name(board::kind(c)))
}

pub fn parse(pos: &ThreeElephant, text: &str) -> Result<Turn, MoveError> {
    if let Some(o) = pos.outcome() {
        return Err(MoveError::Rejected(format!("the game is over ({}): no turn can be played", o.describe(|s| board::side_name(s).to_string()))));
    }
    let text = text.trim();
    if text.is_empty() {
        return Err(MoveError::Rejected("empty turn".to_string()));
    }
    let shown = quoted(text);
    let mut actions = Vec::new();
    for part in text.split(';') {
        let part = part.trim();
        let action = if part.contains(char::is_whitespace) {
            read_action(&part.chars().filter(|c| !c.is_whitespace()).collect::<String>())?
        } else if part.is_empty() {
            return Err(MoveError::Rejected(format!("'{shown}': an empty action between ';'")));
        } else {
            read_action(part)?
        };
        actions.push(action);
    }
    for w in actions.windows(2) {
        if w[1].stage() <= w[0].stage() {
            return Err(MoveError::Rejected(format!(
                "'{shown}': a turn has at most one action of each kind, in the order Spearman move; rotation; other piece or fall"
            )));
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
            return Err(MoveError::Rejected(format!(
                "'{shown}': the Spearman takes {}'s last Elephant, which ends the game; nothing more is played that turn",
                board::side_name(me.other())
            )));
        }
        match a {
            Written::Step { from, to, capture } => {
                let c = b[from];
                if !board::is_own(c, me) || !board::is_spearman(c) {
                    return Err(MoveError::Rejected(format!("there is no {} Spearman on {}", board::side_name(me), board::name(from))));
                }
                let target = rules.spear[me][board::kind(c) as usize][from];
                let words = board::facing_words(board::kind(c));
                if target == Square::NONE {
                    return Err(MoveError::Rejected(format!("the Spearman on {} points {words} off the board and cannot move", board::name(from))));
                }
                if target != to {
                    return Err(MoveError::Rejected(format!(
                        "the Spearman on {} points {words}, at {}: it can move only there, not to {}",
                        board::name(from),
                        board::name(target),
                        board::name(to)
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
                    return Err(MoveError::Rejected(format!("there is no {} Spearman on {} to rotate", board::side_name(me), board::name(sq))));
                }
                let now = board::kind(c);
                if !board::rotations(now).contains(&facing) {
                    return Err(if now == board::STRAIGHT {
                        MoveError::Rejected(format!("the Spearman on {} points straight ahead: it turns to >L or >R", board::name(sq)))
                    } else {
                        MoveError::Rejected(format!("the Spearman on {} points diagonally: it turns back to straight only (>F)", board::name(sq)))
                    });
                }
                b[sq] = board::piece(me, facing);
                turn.rotate = Some((sq, facing));
            }
            Written::Move { kind, from, to, capture } => {
                let c = b[from];
                if !board::is_own(c, me) || board::kind(c) != kind {
                    let what = if board::is_piece(c) {
                        piece_words(c)
                    } else if c == STONE {
                        "a Stone".into()
                    } else {
                        "nothing".into()
                    };
                    let hint = if board::is_own(c, me) && board::is_spearman(c) { " (Spearmen move in action 1, written first)" } else { "" };
                    return Err(MoveError::Rejected(format!(
                        "{} holds {what}, not a {} {}{hint}",
                        board::name(from),
                        board::side_name(me),
                        board::kind_name(kind)
                    )));
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
                        KNIGHT => "a Knight leaps like a chess knight",
                        ELEPHANT => "an Elephant leaps one or two squares in a straight or diagonal line",
                        _ => "a War Tower moves like a rook, and pieces and Stones stop it",
                    };
                    return Err(MoveError::Rejected(format!(
                        "{} cannot reach {} from {}: {how}",
                        board::kind_name(kind),
                        board::name(to),
                        board::name(from)
                    )));
                }
                if kind == TOWER && board::is_piece(b[to]) {
                    return Err(MoveError::Rejected(format!("{} is occupied: a War Tower never captures by moving", board::name(to))));
                }
                check_target(b[to], me, capture, board::kind_name(kind), to)?;
                b[to] = c;
                b[from] = EMPTY;
                turn.act = Act::Move(from, to);
            }
            Written::Fall { sq, dir } => {
                let c = b[sq];
                if !board::is_own(c, me) || board::kind(c) != TOWER {
                    return Err(MoveError::Rejected(format!("there is no {} War Tower on {}", board::side_name(me), board::name(sq))));
                }
                if !rules.fall_dirs.contains(&dir) {
                    return Err(MoveError::Rejected(format!("a War Tower cannot fall {}", dir.name())));
                }
                if fall_hits(rules, &b, sq, dir).1 == 0 && !rules.empty_fall {
                    return Err(MoveError::Rejected(format!(
                        "the War Tower on {} cannot fall {}: no square lies that way before the edge or a Stone (option empty-fall=on allows it)",
                        board::name(sq),
                        dir.name()
                    )));
                }
                turn.act = Act::Fall(sq, dir);
            }
        }
    }
    if turn.step.is_none() && turn.act == Act::None {
        return Err(MoveError::Rejected(
            "a turn needs a Spearman move or a move of another piece or a fall: a rotation alone is not a turn".to_string(),
        ));
    }
    Ok(movegen::canonical(pos, turn))
}

fn check_target(c: u8, me: Seat, capture: bool, mover: &str, to: Square) -> Result<(), MoveError> {
    let sq = board::name(to);
    if c == STONE {
        return Err(MoveError::Rejected(format!("{sq} is a Stone: no piece can enter it")));
    }
    if board::is_own(c, me) {
        return Err(MoveError::Rejected(format!("{sq} holds your own {}", board::kind_name(board::kind(c)))));
    }
    if board::is_piece(c) && !capture {
        return Err(MoveError::Rejected(format!("the {mover} captures the {} on {sq}: write x instead of -", piece_words(c))));
    }
    if c == EMPTY && capture {
        return Err(MoveError::Rejected(format!("there is nothing to capture on {sq}: write - instead of x")));
    }
    Ok(())
}
