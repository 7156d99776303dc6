//! The annotated games shipped with Towers: save files under `assets/annotated/`, embedded in
//! the binary (`core::assets`), each a whole game with words on most of its moves, so that a
//! new player can step through a game played well and read why each move was made. The app
//! offers them from a menu, the command line replays them by name (`towers replay
//! --annotated NAME`, `towers annotated`). Their id is the file's name without `.ron`.

use super::{Loaded, SaveFile};
use crate::core::assets;
use crate::core::text::quoted;

const FOLDER: &str = "annotated/";

/// Every shipped annotated game as (id, title), in the order of their file names. Read once:
/// the app's guide window lists them on every frame it is open.
pub fn list() -> Vec<(String, String)> {
    static LIST: std::sync::OnceLock<Vec<(String, String)>> = std::sync::OnceLock::new();
    LIST.get_or_init(|| {
        assets::list(FOLDER)
            .into_iter()
            .filter_map(|path| {
                let id = path.strip_prefix(FOLDER)?.strip_suffix(".ron")?.to_string();
                let save = SaveFile::parse(assets::text(path)?).ok()?;
                let title = save.title.unwrap_or_else(|| id.clone());
                Some((id, title))
            })
            .collect()
    })
    .clone()
}

/// The shipped game `id`, or the only one whose id starts with `id` ("litrof"), replayed
/// and checked like any save file.
pub fn load(id: &str) -> Result<Loaded, AnnotatedError> {
    let all = list();
    let found = match all.iter().find(|(i, _)| i == id) {
        Some(hit) => hit,
        None => {
            let hits: Vec<&(String, String)> = all.iter().filter(|(i, _)| i.starts_with(id)).collect();
            match hits.as_slice() {
                [one] => *one,
                [] => {
                    let names: Vec<String> = all.iter().map(|(i, _)| i.clone()).collect();
                    return Err(AnnotatedError::Unknown { id: id.to_string(), names });
                }
                many => {
                    let names: Vec<String> = many.iter().map(|(i, _)| i.clone()).collect();
                    return Err(AnnotatedError::Ambiguous { id: id.to_string(), names });
                }
            }
        }
    };
    let path = format!("{FOLDER}{}.ron", found.0);
    let text = assets::text(&path).expect("a listed annotated game is embedded");
    let (save, history) = SaveFile::load(text).map_err(|error| AnnotatedError::Load { path, error })?;
    Ok(Loaded { history, seats: save.seats, title: save.title })
}

/// Why no shipped annotated game was loaded.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnnotatedError {
    #[error("no annotated game '{}' (there are: {})", quoted(.id), .names.join(", "))]
    Unknown { id: String, names: Vec<String> },
    #[error("'{}' names several annotated games: {}", quoted(.id), .names.join(", "))]
    Ambiguous { id: String, names: Vec<String> },
    /// A shipped file that does not load (a fault of the build).
    #[error("assets/{path}: {error}")]
    Load { path: String, error: super::LoadError },
}
