//! What the engine protocol remembers between commands: the game chosen, the position, and
//! the options of its searches. Every change is checked whole before it is made, so a refused
//! command leaves everything as it was.

use crate::cli::CliError;
use crate::core::GameConfig;
use crate::games;
use crate::session::DynGame;

/// The game chosen with `game` and where it stands.
struct Chosen {
    config: GameConfig,
    game: Box<dyn DynGame>,
}

pub struct State {
    chosen: Option<Chosen>,
    /// `setoption threads N`: threads a search uses (default 1).
    pub threads: usize,
    /// `setoption seed S`: the searches' seed (default 1).
    pub seed: u64,
}

impl Default for State {
    fn default() -> Self {
        State { chosen: None, threads: 1, seed: 1 }
    }
}

impl State {
    /// `game`: a new game at its start position.
    pub fn choose_game(&mut self, id: &str, variant: Option<&str>, options: &[(String, String)]) -> Result<(), CliError> {
        let mut config = GameConfig::new(id);
        if let Some(v) = variant {
            config.variant = v.to_string();
        }
        for (k, v) in options {
            config.options.insert(k.clone(), v.clone());
        }
        let game = games::new_game(&config)?;
        self.chosen = Some(Chosen { config, game });
        Ok(())
    }

    /// `position`: the start (`text` None) or a position string, then `moves` (a move list as
    /// `--moves` takes it) played through the engine.
    pub fn set_position(&mut self, text: Option<&str>, moves: &str) -> Result<(), CliError> {
        let chosen = self.chosen.as_mut().ok_or_else(|| CliError::usage(NO_GAME))?;
        let mut game = match text {
            Some(text) => games::from_position(&chosen.config, text)?,
            None => games::new_game(&chosen.config)?,
        };
        crate::core::notation::play_list(moves, |m| game.play_text(m))?;
        chosen.game = game;
        Ok(())
    }

    /// The position now.
    pub fn game(&self) -> Result<&dyn DynGame, CliError> {
        self.chosen.as_ref().map(|c| c.game.as_ref()).ok_or_else(|| CliError::usage(NO_GAME))
    }

    /// `show`: the diagram, then `position TEXT`, `seats N`, `tomove S NAME`, `result TEXT`
    /// when the game is over, and last `legal N`.
    pub fn show(&self) -> Result<Vec<String>, CliError> {
        let g = self.game()?;
        let mut lines: Vec<String> = g.diagram().lines().map(str::to_string).collect();
        lines.push(format!("position {}", g.position_text()));
        lines.push(format!("seats {}", g.seats()));
        lines.push(format!("tomove {} {}", g.to_move(), g.seat_name(g.to_move())));
        if let Some(result) = g.result_text() {
            lines.push(format!("result {result}"));
        }
        lines.push(format!("legal {}", g.moves().len()));
        Ok(lines)
    }
}

const NO_GAME: &str = "no game chosen (send 'game GAME' first)";

/// The ids of every game, as `protocol` lists them.
pub fn game_ids() -> Vec<&'static str> {
    games::all().iter().map(|g| g.id).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_command_changes_nothing() {
        let mut s = State::default();
        assert!(s.set_position(None, "").unwrap_err().to_string().contains("no game chosen"));
        assert!(s.show().is_err());
        assert!(s.choose_game("chess", None, &[]).is_err());
        assert!(s.game().is_err());
        s.choose_game("storm", None, &[]).unwrap();
        let start = s.game().unwrap().position_text();
        let first = s.game().unwrap().moves()[0].notation.clone();
        s.set_position(None, &first).unwrap();
        let after = s.game().unwrap().position_text();
        assert_ne!(after, start);
        assert!(s.set_position(None, &format!("{first} {first}")).unwrap_err().to_string().starts_with("move 2"));
        assert!(s.set_position(Some("not a position"), "").is_err());
        assert!(s.choose_game("storm", Some("no-such-variant"), &[]).is_err());
        assert_eq!(s.game().unwrap().position_text(), after, "the refusals left the position alone");
        s.set_position(Some(&start), "").unwrap();
        assert_eq!(s.game().unwrap().position_text(), start);
        let shown = s.show().unwrap();
        assert_eq!(shown.last().map(String::as_str), Some(format!("legal {}", s.game().unwrap().moves().len()).as_str()));
        assert!(shown.contains(&format!("position {start}")) && shown.contains(&"seats 2".to_string()));
        assert!(shown.iter().any(|l| l.starts_with("tomove 0 ")));
    }

    #[test]
    fn four_player_tribesmen_has_four_seats() {
        let mut s = State::default();
        s.choose_game("tribesmen", Some("four-player"), &[]).unwrap();
        assert_eq!(s.game().unwrap().seats(), 4);
        assert_eq!(game_ids(), ["storm", "litrof", "tribesmen", "three-elephant"]);
    }
}
