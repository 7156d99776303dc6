//! What the board is in, as a Bevy state: the player's game (`Play`), a guide lesson
//! (`Lesson`), the board editor's board (`Edit`) or a puzzle of the trainer (`Puzzle`). Systems that belong to one mode run under
//! `run_if(in_state(..))`; none asks another module whether its mode is on.
//!
//! A mode is entered with the board it shows (`Modes::show`): the transition sets the player's
//! game aside once (`OnEnter`), with its view settings for a lesson, whose game may be another
//! one. Going back to `Play` (`Modes::play`) brings that game back exactly as it was, or puts
//! the game the mode made on the board instead ("Try it", "Play from here").

use super::prefs::switch_game;
use super::ui::files::FilesUi;
use super::ui::leave::{Leaving, offer_switch};
use crate::app::settings::Settings;
use crate::app::state::GameState;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

#[derive(States, Default, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoardMode {
    /// The player's game.
    #[default]
    Play,
    /// A lesson of the guide, on the board to step through and move.
    Lesson,
    /// The board editor's board, which may break the rules.
    Edit,
    /// A puzzle of the trainer, the player moving the side to move and the line the others.
    Puzzle,
}

/// The player's game, and for a lesson its view settings, while the board shows another.
#[derive(Resource, Default)]
pub struct SetAside {
    game: Option<Box<GameState>>,
    settings: Option<Box<Settings>>,
}

impl SetAside {
    /// The player's game, while a lesson or the editor's board is shown.
    pub fn game(&self) -> Option<&GameState> {
        self.game.as_deref()
    }
}

/// What the next transition puts on the board.
pub enum Next {
    /// A lesson's or the editor's board, shown in place of the player's game.
    Show(Box<GameState>),
    /// A game to play on from the mode's board, after asking if the player's game set aside
    /// has unsaved moves (the guide's "Try it", an annotated game).
    Offer(Box<GameState>),
    /// A game put on the board without asking (the editor's "Play from here").
    Replace(Box<GameState>),
}

#[derive(Resource, Default)]
pub struct Staged(Option<Next>);

/// What a window or a key uses to change the board's mode.
#[derive(SystemParam)]
pub struct Modes<'w> {
    now: Res<'w, State<BoardMode>>,
    next: ResMut<'w, NextState<BoardMode>>,
    staged: ResMut<'w, Staged>,
}

impl Modes<'_> {
    pub fn now(&self) -> BoardMode {
        *self.now.get()
    }

    /// Shows `board` in `mode` (another lesson while one is shown: in place of it).
    pub fn show(&mut self, mode: BoardMode, board: GameState) {
        self.staged.0 = Some(Next::Show(Box::new(board)));
        self.next.set(mode);
    }

    /// Back to the player's game, or on to `next` in its place.
    pub fn play(&mut self, next: Option<Next>) {
        self.staged.0 = next;
        self.next.set(BoardMode::Play);
    }
}

pub struct ModePlugin;

impl Plugin for ModePlugin {
    fn build(&self, app: &mut App) {
        if !app.is_plugin_added::<bevy::state::app::StatesPlugin>() {
            app.add_plugins(bevy::state::app::StatesPlugin);
        }
        app.init_state::<BoardMode>()
            .init_resource::<SetAside>()
            .init_resource::<Staged>()
            .add_systems(OnEnter(BoardMode::Lesson), show_lesson)
            .add_systems(OnEnter(BoardMode::Puzzle), show_lesson)
            .add_systems(OnEnter(BoardMode::Edit), show_editors_board)
            .add_systems(OnEnter(BoardMode::Play), bring_back);
    }
}

/// Puts the staged board on, setting the player's game aside the first time.
fn show_staged(state: &mut GameState, settings: &mut Settings, aside: &mut SetAside, staged: &mut Staged, keep_settings: bool) {
    let Some(Next::Show(board)) = staged.0.take() else { return };
    let kept = settings.clone();
    let before = switch_game(state, settings, *board);
    if aside.game.is_none() {
        aside.game = Some(Box::new(before));
        aside.settings = keep_settings.then(|| Box::new(kept));
    }
}

/// A lesson may be of another game, with its own look: the player's view comes back with it.
fn show_lesson(mut state: ResMut<GameState>, mut settings: ResMut<Settings>, mut aside: ResMut<SetAside>, mut staged: ResMut<Staged>) {
    show_staged(&mut state, &mut settings, &mut aside, &mut staged, true);
}

fn show_editors_board(mut state: ResMut<GameState>, mut settings: ResMut<Settings>, mut aside: ResMut<SetAside>, mut staged: ResMut<Staged>) {
    show_staged(&mut state, &mut settings, &mut aside, &mut staged, false);
}

fn bring_back(
    mut state: ResMut<GameState>,
    mut settings: ResMut<Settings>,
    mut aside: ResMut<SetAside>,
    mut staged: ResMut<Staged>,
    mut leaving: ResMut<Leaving>,
    mut files: ResMut<FilesUi>,
) {
    if let Some(game) = aside.game.take() {
        switch_game(&mut state, &mut settings, *game);
    }
    if let Some(kept) = aside.settings.take() {
        *settings = *kept;
    }
    match staged.0.take() {
        Some(Next::Offer(next)) => offer_switch(&mut state, &mut settings, &mut leaving, *next, &mut files),
        Some(Next::Replace(next)) => {
            switch_game(&mut state, &mut settings, *next);
        }
        Some(Next::Show(_)) | None => {}
    }
}

/// An app with the board modes and what their transitions touch, for tests of the modes.
#[cfg(test)]
pub fn test_app(state: GameState, settings: Settings) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(state)
        .insert_resource(settings)
        .init_resource::<Leaving>()
        .init_resource::<FilesUi>()
        .add_plugins(ModePlugin);
    app.update();
    app
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::GameConfig;

    fn prepared() -> (GameState, Settings) {
        let args = ["--no-autosave", "--moves", "Yb1-c3", "--theme", "wood-leaves"].map(String::from);
        let p = crate::app::launch::prepare(&crate::cli::Args::parse(&args).unwrap()).unwrap();
        (p.state, p.settings)
    }

    fn modes(app: &mut App, f: impl FnOnce(&mut Modes)) {
        let mut system = bevy::ecs::system::SystemState::<Modes>::new(app.world_mut());
        f(&mut system.get_mut(app.world_mut()).expect("the modes"));
        system.apply(app.world_mut());
        app.update();
    }

    fn notation(app: &App) -> Vec<String> {
        app.world().resource::<GameState>().notation().to_vec()
    }

    #[test]
    fn a_mode_sets_the_game_aside_once_and_play_brings_it_back_with_its_view() {
        let (state, settings) = prepared();
        let mut app = test_app(state, settings);
        let lesson = GameState::new_game(&GameConfig::new("litrof")).unwrap();
        modes(&mut app, |m| m.show(BoardMode::Lesson, lesson));
        assert_eq!(*app.world().resource::<State<BoardMode>>().get(), BoardMode::Lesson);
        assert_eq!(app.world().resource::<GameState>().config().game, "litrof");
        assert_eq!(app.world().resource::<SetAside>().game().map(|g| g.notation().to_vec()), Some(vec!["Yb1-c3".to_string()]));
        // A second board in the same mode replaces the first; the player's game stays aside.
        let mut other = GameState::new_game(&GameConfig::new("storm")).unwrap();
        other.play_text("Ie4-e5").unwrap();
        modes(&mut app, |m| m.show(BoardMode::Lesson, other));
        assert_eq!(notation(&app), ["Ie4-e5"]);
        app.world_mut().resource_mut::<Settings>().theme = "smess".into();
        modes(&mut app, |m| m.play(None));
        assert_eq!(*app.world().resource::<State<BoardMode>>().get(), BoardMode::Play);
        assert_eq!(notation(&app), ["Yb1-c3"], "the player's own game is back");
        assert_eq!(app.world().resource::<Settings>().theme, "wood-leaves", "with the view it had");
        assert!(app.world().resource::<SetAside>().game().is_none());
    }

    #[test]
    fn leaving_a_mode_with_a_game_replaces_the_player_game_or_asks_first() {
        let (state, settings) = prepared();
        let mut app = test_app(state, settings);
        let board = GameState::new_game(&GameConfig::new("storm")).unwrap();
        modes(&mut app, |m| m.show(BoardMode::Edit, board));
        let mut made = GameState::new_game(&GameConfig::new("storm")).unwrap();
        made.play_text("Ie4-e5").unwrap();
        modes(&mut app, |m| m.play(Some(Next::Offer(Box::new(made)))));
        assert_eq!(notation(&app), ["Yb1-c3"], "the unsaved game stays until the player answers");
        assert!(app.world().resource::<Leaving>().0.is_some(), "the player is asked");
        app.world_mut().resource_mut::<Leaving>().0 = None;
        let board = GameState::new_game(&GameConfig::new("storm")).unwrap();
        modes(&mut app, |m| m.show(BoardMode::Edit, board));
        let made = GameState::new_game(&GameConfig::new("storm")).unwrap();
        modes(&mut app, |m| m.play(Some(Next::Replace(Box::new(made)))));
        assert!(notation(&app).is_empty(), "the editor's game is on the board");
        assert!(app.world().resource::<Leaving>().0.is_none());
    }
}
