//! What the protocol needs from the record beyond moves, in one place for host and client
//! alike: the result (a resignation or an agreed draw gives one as well as the board), the
//! two concessions, and which move an agreed undo goes back to.

use crate::core::{MoveError, Seat};
use crate::record::History;

/// The result in words, if the game is over: canonical, in English whatever the thread
/// speaks, since host and client compare it.
pub fn result(history: &History) -> Option<String> {
    crate::core::words::canonical(|| history.current().result_text())
}

/// The number of moves an undo offered by `seat` leaves in effect: back to the last position
/// before now where `seat` was to move (taking back its last move and every move after it).
/// `None` when `seat` has not moved yet.
pub fn undo_target(history: &History, seat: Seat) -> Option<usize> {
    (0..history.ply()).rev().find(|&ply| history.position(ply).is_some_and(|p| p.to_move() == seat))
}

/// `seat` resigns (`History::resign`); the reason is the record's when it cannot.
pub fn resign(history: &mut History, seat: Seat) -> Result<(), MoveError> {
    history.resign(seat).map(|_| ())
}

/// The players agree to a draw (`History::agree_draw`).
pub fn agree_draw(history: &mut History) -> Result<(), MoveError> {
    history.agree_draw().map(|_| ())
}
