//! The generic conformance test, run on every game and variant of the catalogue: a game that
//! is registered is tested, with no change here.

use towers::core::{ConfigError, GameConfig};
use towers::games;
use towers::session::conformance::check_dyn;

#[test]
fn every_game_honours_the_interface_contract() {
    let mut tested = 0;
    for g in games::all() {
        for v in (g.meta)().variants {
            let start = games::new_game(&GameConfig::new(g.id).with_variant(&v.id)).unwrap();
            let report =
                check_dyn(start.as_ref(), 20, 2000, 7, |_| None, |_, _| Ok::<(), String>(())).unwrap_or_else(|e| panic!("{} ({}): {e}", g.id, v.id));
            assert_eq!(report.games, 20);
            assert!(report.moves_checked > 0);
            tested += 1;
        }
    }
    assert!(tested >= 4, "only {tested} game variants registered");
}

#[test]
fn bad_configurations_are_refused_with_reasons() {
    for g in games::all() {
        let e = games::new_game(&GameConfig::new(g.id).with_variant("no-such-variant")).err().unwrap();
        assert!(matches!(e, ConfigError::UnknownVariant { .. }) && e.to_string().contains("no-such-variant"), "{}: {e}", g.id);
        let e = games::new_game(&GameConfig::new(g.id).with_option("no-such-option", "1")).err().unwrap();
        assert!(matches!(e, ConfigError::UnknownOption { .. }) && e.to_string().contains("no-such-option"), "{}: {e}", g.id);
    }
    let e = games::new_game(&GameConfig::new("chess")).err().unwrap();
    assert!(matches!(e, ConfigError::UnknownGame { .. }) && e.to_string().contains("unknown game 'chess'"), "{e}");
}
