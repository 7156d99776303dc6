//! RON data and WGSL shaders embedded in the binary by `build.rs`, so that the app and the
//! command line run from any directory.

include!(concat!(env!("OUT_DIR"), "/embedded_assets.rs"));

/// The text of an embedded file, by its path under `assets/` (or `shaders/` for `.wgsl`).
pub fn text(path: &str) -> Option<&'static str> {
    EMBEDDED.iter().find(|(p, _)| *p == path).map(|(_, t)| *t)
}

/// Every embedded path under a folder, e.g. `themes/`.
pub fn list(prefix: &str) -> Vec<&'static str> {
    EMBEDDED.iter().map(|(p, _)| *p).filter(|p| p.starts_with(prefix)).collect()
}

/// Deserializes an embedded RON file. The build already checked its syntax; a type mismatch
/// is a programming error caught by each game's tests.
pub fn load<T: serde::de::DeserializeOwned>(path: &str) -> T {
    let text = text(path).unwrap_or_else(|| panic!("no embedded asset {path}"));
    ron::from_str(text).unwrap_or_else(|e| panic!("assets/{path}: {e}"))
}
