//! What the board shows, built once per change and shared: the pieces, the squares' marks,
//! the overlays, the panels and the autosave read `ShownBoard`, and Bevy's change detection on
//! it is the one signal that the shown position changed (`Ref::is_changed`, `resource_changed`).
//!
//! `GameState` names each look of the board with a `Stamp`; `follow` rebuilds the view only
//! when the stamp moves, so a frame that changes nothing costs nothing here.

use super::state::Stamp;
use crate::app::state::GameState;
use crate::core::colour::Palette;
use crate::core::{BoardView, GameConfig, Seat};
use bevy::prelude::*;

/// The board as shown now, and the game's start position (for the seats' sides and colours).
#[derive(Resource)]
pub struct ShownBoard {
    pub view: BoardView,
    pub start: BoardView,
    stamp: Option<Stamp>,
    /// The palette the seats are painted in.
    palette: Palette,
    /// The start position's configuration and text: the start is rebuilt only when it changes.
    start_key: Option<(GameConfig, String)>,
    /// The language of the view's words (seats, status, notes): another one chosen rebuilds it.
    language: Option<crate::i18n::Lang>,
}

impl Default for ShownBoard {
    fn default() -> ShownBoard {
        let empty = BoardView {
            squares: Vec::new(),
            seats: Vec::new(),
            to_move: Seat::FIRST,
            alerts: Vec::new(),
            alert_note: String::new(),
            status: String::new(),
            note: String::new(),
            overlays: Vec::new(),
        };
        ShownBoard { view: empty.clone(), start: empty, stamp: None, palette: Palette::Standard, start_key: None, language: None }
    }
}

impl ShownBoard {
    /// Brings the view up to date with `state`, its seats painted in `palette`; true when it
    /// changed.
    pub fn follow(&mut self, state: &GameState, palette: Palette) -> bool {
        let language = Some(crate::i18n::current());
        if self.stamp == Some(state.stamp()) && self.palette == palette && self.language == language {
            return false;
        }
        self.stamp = Some(state.stamp());
        self.view = state.view();
        palette.paint_seats(&mut self.view);
        let start_key = Some((state.config().clone(), state.start().position_text()));
        if start_key != self.start_key || palette != self.palette || language != self.language {
            self.start = state.start().view();
            palette.paint_seats(&mut self.start);
            self.start_key = start_key;
        }
        self.palette = palette;
        self.language = language;
        true
    }
}

pub struct ShownPlugin;

impl Plugin for ShownPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<ShownBoard>()
            .add_systems(Update, (follow.in_set(crate::app::schedule::Step::Shown), follow.in_set(crate::app::schedule::Step::Moved)));
    }
}

/// Marks `ShownBoard` changed only when the game's stamp or the palette moved.
fn follow(state: Res<GameState>, settings: Res<crate::app::settings::Settings>, mut shown: ResMut<ShownBoard>) {
    if shown.bypass_change_detection().follow(&state, settings.palette) {
        shown.set_changed();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How many frames found the shown board changed.
    #[derive(Resource, Default)]
    struct Changes(usize);

    fn count(shown: Res<ShownBoard>, mut changes: ResMut<Changes>) {
        if shown.is_changed() {
            changes.0 += 1;
        }
    }

    #[test]
    fn the_view_is_rebuilt_only_when_the_board_changes() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .configure_sets(Update, (crate::app::schedule::Step::Shown, crate::app::schedule::Step::Moved).chain())
            .insert_resource(GameState::new_game(&GameConfig::new("storm")).unwrap())
            .insert_resource(settings())
            .init_resource::<Changes>()
            .add_plugins(ShownPlugin)
            .add_systems(Update, count.after(crate::app::schedule::Step::Moved));
        let mut seen = 0;
        let mut changed = |app: &mut App| {
            let now = app.world().resource::<Changes>().0;
            std::mem::replace(&mut seen, now) != now
        };
        app.update();
        assert!(changed(&mut app));
        assert_eq!(app.world().resource::<ShownBoard>().view, app.world().resource::<GameState>().view());
        app.update();
        assert!(!changed(&mut app), "nothing moved: the view stays as it was");
        app.world_mut().resource_mut::<GameState>().play_text("Yb1-c3").unwrap();
        app.update();
        assert!(changed(&mut app));
        assert_eq!(app.world().resource::<ShownBoard>().view, app.world().resource::<GameState>().view());
        // Another game put in place of this one is a change too, even before it moves.
        *app.world_mut().resource_mut::<GameState>() = GameState::new_game(&GameConfig::new("litrof")).unwrap();
        app.update();
        assert!(changed(&mut app));
        assert_eq!(app.world().resource::<ShownBoard>().start, app.world().resource::<GameState>().start().view());
        // Another palette repaints the seats, of the start too, and nothing else.
        app.world_mut().resource_mut::<crate::app::settings::Settings>().palette = Palette::ColourSafe;
        app.update();
        assert!(changed(&mut app));
        let (shown, state) = (app.world().resource::<ShownBoard>(), app.world().resource::<GameState>());
        let want = Palette::ColourSafe.rgb(crate::core::IcehouseColour::Blue);
        assert_eq!(state.view().seats[1].name, "Blue", "Litróf's second seat in the default match-up");
        assert_ne!(state.view().seats[1].colour, want);
        assert_eq!((shown.view.seats[1].colour, shown.start.seats[1].colour), (want, want));
        assert_eq!(shown.view.squares, state.view().squares);
        app.update();
        assert!(!changed(&mut app), "painted once");
    }

    fn settings() -> crate::app::settings::Settings {
        let args = crate::cli::Args::parse(&["--no-autosave".into(), "--settings".into(), "off".into()]).unwrap();
        crate::app::launch::prepare(&args).unwrap().settings
    }
}
