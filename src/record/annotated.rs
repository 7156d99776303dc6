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
pub fn load(id: &str) -> Result<Loaded, String> {
    let all = list();
    let found = match all.iter().find(|(i, _)| i == id) {
        Some(hit) => hit,
        None => {
            let hits: Vec<&(String, String)> = all.iter().filter(|(i, _)| i.starts_with(id)).collect();
            match hits.as_slice() {
                [one] => *one,
                [] => {
                    let names: Vec<&str> = all.iter().map(|(i, _)| i.as_str()).collect();
                    return Err(format!("no annotated game '{}' (there are: {})", quoted(id), names.join(", ")));
                }
                many => {
                    let names: Vec<&str> = many.iter().map(|(i, _)| i.as_str()).collect();
                    return Err(format!("'{}' names several annotated games: {}", quoted(id), names.join(", ")));
                }
            }
        }
    };
    let path = format!("{FOLDER}{}.ron", found.0);
    let text = assets::text(&path).expect("a listed annotated game is embedded");
    let (save, history) = SaveFile::load(text).map_err(|e| format!("assets/{path}: {e}"))?;
    Ok(Loaded { history, seats: save.seats, title: save.title })
}
