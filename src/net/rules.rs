//! What the protocol needs from the record beyond moves: the result (which a resignation or an
//! agreed draw can give as well as the board), and which move an undo goes back to.

use crate::record::History;

/// The result in words, if the game is over.
pub fn result(history: &History) -> Option<String> {
    history.current().result_text()
}

/// The number of moves an undo offered by `seat` leaves in effect: back to the last position
/// before now where `seat` was to move (taking back its last move and every move after it).
/// `None` when `seat` has not moved yet.
pub fn undo_target(history: &History, seat: usize) -> Option<usize> {
    (0..history.ply()).rev().find(|&ply| history.position(ply).is_some_and(|p| p.to_move() == seat))
}

/// `seat` resigns.
pub fn resign(history: &mut History, seat: usize) -> Result<(), String> {
    let _ = (history, seat);
    Err("resigning is not available yet".into())
}

/// The players agree to a draw.
pub fn agree_draw(history: &mut History) {
    let _ = history;
}
