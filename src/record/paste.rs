//! Text pasted onto the board: a text export (tags first), a position string of the game on
//! the board, or a list of moves played from its start, tried in that order. Whatever it is,
//! every move goes through the engine.

use super::LoadError;
use super::history::History;
use crate::core::notation::ListError;
use crate::core::{ConfigError, GameConfig, MoveError, PositionError};

/// The game the pasted `text` describes, for a board showing a game configured as `config`.
pub fn read(config: &GameConfig, text: &str) -> Result<History, PasteError> {
    let text = text.trim().trim_start_matches('\u{feff}');
    if text.is_empty() {
        return Err(PasteError::Empty);
    }
    if super::text::is_export(text) {
        return super::text::import(text).map_err(PasteError::Export);
    }
    let position = match History::from_position(config, text) {
        Ok(h) => return Ok(h),
        Err(e) => e,
    };
    let mut history = History::new(config)?;
    crate::core::notation::play_list(text, |m| history.play_text(m))
        .map_err(|moves| PasteError::Neither { position: Box::new(position), moves: Box::new(moves) })?;
    Ok(history)
}

/// Why pasted text is no game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PasteError {
    #[error("the clipboard holds no text")]
    Empty,
    /// It starts as a text export, but is not a good one.
    #[error("not a text export: {0}")]
    Export(LoadError),
    /// The board's own configuration cannot start a game.
    #[error(transparent)]
    Config(#[from] ConfigError),
    #[error("neither a position string ({position}) nor a move list ({moves})")]
    Neither { position: Box<PositionError>, moves: Box<ListError<MoveError>> },
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Seat;

    #[test]
    fn a_move_list_a_position_and_an_export_are_each_read() {
        let storm = GameConfig::new("storm");
        let moves = read(&storm, "Ie4-e5 Ie7-e6\n").unwrap();
        assert_eq!(moves.moves(), ["Ie4-e5", "Ie7-e6"]);
        let position = moves.current().position_text();
        let from = read(&storm, &position).unwrap();
        assert_eq!(from.current().key(), moves.current().key());
        assert_eq!(from.start_position(), Some(position.as_str()));
        let export = crate::record::text::export(&moves);
        assert_eq!(read(&GameConfig::new("litrof"), &export).unwrap().moves(), moves.moves(), "an export names its own game");
        let e = read(&storm, "Ie4-e5 Zz1-z2").unwrap_err();
        assert!(e.to_string().contains("move 2 'Zz1-z2'"), "{e}");
        assert!(matches!(&e, PasteError::Neither { moves, .. } if moves.number == 2));
        assert!(matches!(read(&storm, "  "), Err(PasteError::Empty)));
    }

    /// A pasted export brings its comments and its resignation with it.
    #[test]
    fn a_pasted_export_keeps_its_comments_and_its_ending() {
        let mut h = History::new(&GameConfig::new("storm")).unwrap();
        h.play_text("Ie4-e5").unwrap();
        h.set_comment(1, "opens {the} centre");
        h.resign(Seat::SECOND).unwrap();
        let back = read(&GameConfig::new("storm"), &crate::record::text::export(&h)).unwrap();
        assert_eq!(back.comment(1), Some("opens {the} centre"));
        assert_eq!(back.concession(), h.concession());
    }
}
