//! The `Edit` board mode: the player's game waits aside (`mode`) while a position is set up
//! piece by piece on the 3D board, and comes back unchanged when the editor closes (like a
//! guide lesson).
//!
//! The board never shows a game the editor made up: it shows `Editor::view()`, pinned on a
//! fresh `GameState` of the configuration being edited (so the board, its marks and the
//! camera are that configuration's), and that view is the engine's own whenever the rules hold
//! the position. A click or a drag on the board is an edit through `edit::Editor`, which keeps
//! every board a position string; only "Play from here" and "Analyse" turn it into a game, and
//! only once the engine has said the position is playable.

use super::mode::{BoardMode, Modes, Next};
use super::picks::Clicked;
use crate::app::state::{GameState, SeatKind};
use crate::core::GameConfig;
use crate::edit::{Editor, PaletteEntry, Validation};
use bevy::prelude::*;

/// What a click on the board does while editing.
#[derive(Clone, Debug, PartialEq)]
pub enum Tool {
    /// Puts this palette piece on every square clicked (on top of a stack in Tribesmen).
    Stamp(PaletteEntry),
    /// Takes the top piece off a square (or the pyramid clicked, in a stack or a tower).
    Eraser,
    /// Shows the clicked square's contents, level by level; drags move pieces with any tool.
    Hand,
}

/// An editing session: the editor and the panel's state.
pub struct Editing {
    pub editor: Editor,
    pub tool: Tool,
    /// The position string field, as typed (it follows the board after every edit).
    pub text: String,
    /// Why the typed string was not put on the board.
    pub text_problem: Option<String>,
    /// What the last edit did, or why it was refused.
    pub note: String,
    /// The square whose stack is listed in the panel.
    pub inspected: Option<u16>,
    /// The composer's choice per part (Litróf's towers).
    pub composed: Vec<usize>,
    /// Who sits at each seat for "Play from here".
    pub seats: Vec<SeatKind>,
}

/// The board editor's resource: `Some` while Edit board is open.
#[derive(Resource, Default)]
pub struct BoardEditor {
    pub editing: Option<Editing>,
    /// Lines for the trace ("edit open storm", "edit position …"), taken by `ui::editor`.
    pub events: Vec<String>,
}

/// What leaving the editor makes of the board.
pub enum Leave {
    /// The player's game comes back as it was.
    Cancel,
    /// The edited position becomes the game, with these seats.
    Play(Vec<SeatKind>),
    /// The edited position becomes the game, every seat a person, with the analysis on.
    Analyse,
}

impl BoardEditor {
    /// Opens the editor on `text` (or the position `state` shows), in the displayed game's
    /// configuration, and returns the board it shows, for the `Edit` mode to put in place of
    /// the game. A text the grammar cannot read opens the start position instead and says why.
    pub fn open(&mut self, state: &GameState, text: Option<&str>) -> Result<GameState, String> {
        let config = state.config().clone();
        let shown = state.displayed().position_text();
        let (editor, note) = match text.map(|t| Editor::from_text(&config, t)) {
            Some(Ok(e)) => (e, String::new()),
            Some(Err(e)) => (Editor::from_text(&config, &shown).map_err(|e| e.to_string())?, crate::t!("editor-the-position-string-was", e = e)),
            None => (
                Editor::from_text(&config, &shown).or_else(|_| Editor::new(&config).map_err(|e| e.to_string())).map_err(|e| e.to_string())?,
                String::new(),
            ),
        };
        let mut board = GameState::new_game(&config)?;
        // "Play from here" keeps the seats of the game set aside, where the board has as many.
        let seats = if state.seats.len() == editor.seats() { state.seats.clone() } else { vec![SeatKind::Human; editor.seats()] };
        self.events.push(format!("edit open {}", config.game));
        self.editing =
            Some(Editing { text: editor.text(), editor, tool: Tool::Hand, text_problem: None, note, inspected: None, composed: Vec::new(), seats });
        self.show(&mut board);
        Ok(board)
    }

    /// Puts the editor's board on the screen (after every change).
    pub fn show(&mut self, state: &mut GameState) {
        let Some(e) = self.editing.as_mut() else { return };
        if state.config() != e.editor.config() {
            // A new variant or setup: the board and its marks are the new configuration's.
            if let Ok(board) = GameState::new_game(e.editor.config()) {
                *state = board;
            }
        }
        e.text = e.editor.text();
        e.text_problem = None;
        let mut view = e.editor.view();
        if view.status.starts_with("Not playable") {
            // The reason is in the editor's window and the status line; the side panel's
            // heading stays short, so the board's viewport does not change with it.
            view.status = crate::t!("editor-not-playable-yet");
        }
        state.pin(Some(view));
        state.message = match e.editor.validate() {
            Validation::Playable { legal_moves, .. } => crate::t!("editor-editing-playable", value = crate::t!("count-legal-moves", n = legal_moves)),
            Validation::Refused(why) => crate::t!("editor-editing-not-playable", why = why),
            Validation::Over(result) => crate::t!("editor-editing-the-game-is", result = result),
        };
        let verdict = match e.editor.validate() {
            Validation::Playable { legal_moves, .. } => format!("playable {legal_moves}"),
            Validation::Refused(why) => format!("refused {why}"),
            Validation::Over(result) => format!("over {result}"),
        };
        self.events.push(format!("edit position {}", e.editor.text()));
        self.events.push(format!("edit verdict {verdict}"));
    }

    /// A click on a square (and the level of the piece hit, if one was), by the tool in hand.
    pub fn click(&mut self, state: &mut GameState, c: Clicked) {
        let Some(e) = self.editing.as_mut() else { return };
        let name = e.editor.view().squares.get(c.square as usize).map(|s| s.name.clone()).unwrap_or_default();
        let changed = match e.tool.clone() {
            Tool::Stamp(entry) => match e.editor.place(c.square, &entry) {
                Ok(()) => {
                    e.note = crate::t!("editor-on", label = entry.label, name = name);
                    true
                }
                Err(why) => {
                    e.note = crate::t!("editor-not-placed", why = why);
                    false
                }
            },
            Tool::Eraser => {
                let done = match c.level {
                    Some(level) => e.editor.remove_level(c.square, level as usize) || e.editor.remove_top(c.square),
                    None => e.editor.remove_top(c.square),
                };
                e.note = if done { crate::t!("editor-taken-off", name = name) } else { crate::t!("editor-nothing-to-take-off", name = name) };
                done
            }
            Tool::Hand => {
                e.inspected = Some(c.square);
                e.note = crate::t!("editor-its-pieces-are-listed", name = name);
                false
            }
        };
        if changed {
            e.inspected = Some(c.square);
            self.show(state);
        }
    }

    /// A drag from a square to another (`Some`) or off the board (`None`).
    pub fn drag(&mut self, state: &mut GameState, from: u16, to: Option<u16>) {
        let Some(e) = self.editing.as_mut() else { return };
        let view = e.editor.view();
        let name = |s: u16| view.squares.get(s as usize).map(|q| q.name.clone()).unwrap_or_default();
        let changed = match to {
            Some(to) => match e.editor.move_contents(from, to) {
                Ok(()) => {
                    e.note = crate::t!("editor-moved-from-to", value = name(from), value2 = name(to));
                    e.inspected = Some(to);
                    from != to
                }
                Err(why) => {
                    e.note = crate::t!("editor-not-moved", why = why);
                    false
                }
            },
            None => {
                let done = e.editor.clear_square(from);
                e.note = if done { crate::t!("editor-removed-everything-from", value = name(from)) } else { String::new() };
                done
            }
        };
        if changed {
            self.show(state);
        }
    }

    /// Runs an edit on the editor and shows the result when it changed something.
    pub fn change(&mut self, state: &mut GameState, edit: impl FnOnce(&mut Editing) -> bool) {
        let Some(e) = self.editing.as_mut() else { return };
        if edit(e) {
            self.show(state);
        }
    }

    /// Puts the typed position string on the board; a string the grammar cannot read leaves
    /// the board as it was and keeps the reason beside the field.
    pub fn apply_text(&mut self, state: &mut GameState, text: &str) -> bool {
        let Some(e) = self.editing.as_mut() else { return false };
        match e.editor.set_text(text.trim()) {
            Ok(()) => {
                e.note = crate::t!("editor-the-position-string-is");
                self.show(state);
                true
            }
            Err(why) => {
                e.text = text.to_string();
                e.text_problem = Some(why.to_string());
                self.events.push(format!("edit text refused {why}"));
                false
            }
        }
    }

    /// Changes the variant, options or setup (keeping the pieces where the board holds them).
    pub fn reconfigure(&mut self, state: &mut GameState, config: &GameConfig) {
        let Some(e) = self.editing.as_mut() else { return };
        match e.editor.reconfigure(config) {
            Ok(()) => {
                e.seats.resize(e.editor.seats(), SeatKind::Human);
                e.note.clear();
                self.show(state);
            }
            Err(why) => e.note = crate::t!("editor-not-changed", why = why),
        }
    }

    /// Closes the editor, returning the game to play from the edited position (None: the
    /// player's game comes back). Playing or analysing needs a playable position: otherwise
    /// the editor stays open and says why, and the board is unchanged.
    pub fn leave(&mut self, how: Leave) -> Result<Option<GameState>, String> {
        let Some(e) = self.editing.as_mut() else { return Ok(None) };
        let next = match how {
            Leave::Cancel => None,
            Leave::Play(_) | Leave::Analyse => match e.editor.validate() {
                Validation::Playable { game, .. } => {
                    let mut s = GameState::from_game(game);
                    if let Leave::Play(seats) = how {
                        s.seats = seats;
                        s.seats.resize(s.current().seats(), SeatKind::Human);
                    }
                    Some(s)
                }
                Validation::Refused(why) => {
                    e.note = crate::t!("editor-not-playable", why = why);
                    return Err(e.note.clone());
                }
                Validation::Over(result) => {
                    e.note = crate::t!("editor-the-game-is-already", result = result);
                    return Err(e.note.clone());
                }
            },
        };
        self.editing = None;
        match &next {
            Some(s) => self.events.push(format!("edit play {} {}", s.config().game, s.current().position_text())),
            None => self.events.push("edit closed".into()),
        }
        Ok(next)
    }

    /// Opens the editor on the position `state` shows (or `text`), in the `Edit` mode.
    pub fn open_in(&mut self, state: &mut GameState, modes: &mut Modes, text: Option<&str>) {
        match self.open(state, text) {
            Ok(board) => modes.show(BoardMode::Edit, board),
            Err(e) => state.message = crate::t!("editor-the-editor-did-not", e = e),
        }
    }

    /// Closes the editor `how` the player asked, back in the `Play` mode; false when the
    /// position cannot be played and the editor stays open.
    pub fn close_in(&mut self, modes: &mut Modes, how: Leave) -> bool {
        match self.leave(how) {
            Ok(next) => {
                modes.play(next.map(|s| Next::Replace(Box::new(s))));
                true
            }
            Err(_) => false,
        }
    }
}

pub struct EditorPlugin;

impl Plugin for EditorPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<BoardEditor>()
            .add_systems(Update, open_from_command_line.in_set(crate::app::schedule::Step::Input))
            .add_systems(Update, (board_pointer, keys).chain().in_set(crate::app::schedule::Step::Input).run_if(in_state(BoardMode::Edit)))
            // Another mode took the board (a guide lesson, the game back): the session ends.
            .add_systems(OnEnter(BoardMode::Play), forget)
            .add_systems(OnEnter(BoardMode::Lesson), forget)
            .add_systems(OnEnter(BoardMode::Puzzle), forget);
    }
}

fn forget(mut editor: ResMut<BoardEditor>) {
    editor.editing = None;
}

/// `--edit`: the editor opens at start, on `--position` if one was given.
fn open_from_command_line(
    mode: Res<crate::app::settings::RunMode>,
    mut editor: ResMut<BoardEditor>,
    mut state: ResMut<GameState>,
    mut modes: Modes,
    mut done: Local<bool>,
) {
    if *done {
        return;
    }
    *done = true;
    if mode.edit {
        editor.open_in(&mut state, &mut modes, mode.edit_text.as_deref());
    }
}

/// Where the left button went down while editing, and what it hit there.
#[derive(Default)]
struct Press {
    at: Option<Vec2>,
    hit: Option<super::board::Clickable>,
}

/// Clicks and drags on the board while editing: a click is the tool's, a drag moves a square's
/// contents (onto another square, or off the board to remove them).
fn board_pointer(
    buttons: Res<ButtonInput<MouseButton>>,
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
    rect: Res<super::camera::BoardRect>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    cam: Query<(&Camera, &GlobalTransform), With<super::camera::MainCamera>>,
    mut ray_cast: bevy::picking::mesh_picking::ray_cast::MeshRayCast,
    clickables: Query<&super::board::Clickable>,
    mut press: Local<Press>,
    mut editor: ResMut<BoardEditor>,
    mut state: ResMut<GameState>,
) {
    if buttons.just_pressed(MouseButton::Left) {
        let at = super::input::over_board(&window, &rect, &egui);
        *press = Press { at, hit: at.and_then(|p| super::input::cast(p, &cam, &mut ray_cast, &clickables)) };
    }
    if !buttons.just_released(MouseButton::Left) {
        return;
    }
    let Press { at: Some(start), hit } = std::mem::take(&mut *press) else { return };
    let Some(pos) = window.cursor_position() else { return };
    let over = super::input::over_board(&window, &rect, &egui);
    let here = over.and_then(|p| super::input::cast(p, &cam, &mut ray_cast, &clickables));
    if pos.distance(start) <= 6.0 {
        if let Some(c) = here {
            editor.click(&mut state, Clicked { square: c.square, level: c.level });
        }
        return;
    }
    // A drag that began on a piece: dropped on a square, or anywhere off the board.
    if let Some(from) = hit.filter(|h| h.level.is_some()) {
        editor.drag(&mut state, from.square, here.map(|c| c.square));
    }
}

/// Ctrl+Z / Ctrl+Y undo and redo edits, Esc puts the tool down, while editing.
fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    mut editor: ResMut<BoardEditor>,
    mut state: ResMut<GameState>,
) {
    if egui.is_some_and(|e| e.wants_keyboard_input()) {
        return;
    }
    let ctrl = super::input::ctrl_held(&keys);
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        editor.change(&mut state, |e| e.editor.undo());
    }
    if ctrl && keys.just_pressed(KeyCode::KeyY) {
        editor.change(&mut state, |e| e.editor.redo());
    }
    if keys.just_pressed(KeyCode::Escape)
        && let Some(e) = editor.editing.as_mut()
    {
        e.tool = Tool::Hand;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn storm() -> GameState {
        let mut s = GameState::new_game(&GameConfig::new("storm")).unwrap();
        s.play_text("Yb1-c3").unwrap();
        s
    }

    fn square(state: &GameState, name: &str) -> u16 {
        state.view().square_index(name).unwrap()
    }

    fn entry(editor: &BoardEditor, id: &str) -> PaletteEntry {
        let e = editor.editing.as_ref().unwrap();
        e.editor.palette().iter().flat_map(|g| g.entries.iter()).find(|p| p.id == id).unwrap().clone()
    }

    #[test]
    fn editing_shows_the_editors_board_and_cancelling_plays_no_game() {
        let game = storm();
        let mut editor = BoardEditor::default();
        let mut state = editor.open(&game, None).unwrap();
        assert!(state.notation().is_empty(), "the board is the editor's, not the game");
        let e = editor.editing.as_ref().unwrap();
        assert_eq!(state.view(), e.editor.view());
        assert!(e.text.contains('Y'), "the editor starts on the position that was shown: {}", e.text);
        editor.change(&mut state, |e| {
            e.editor.clear();
            true
        });
        assert!(state.view().squares.iter().all(|s| s.stack.is_empty()), "the cleared board is on the screen");
        assert!(state.message.contains("not playable"), "{}", state.message);
        assert!(editor.leave(Leave::Cancel).unwrap().is_none(), "the player's game comes back");
        assert!(editor.editing.is_none());
        assert_eq!(editor.events.last().map(String::as_str), Some("edit closed"));
    }

    /// Through the `Edit` mode: the game is set aside while editing and comes back on Close.
    #[test]
    fn the_edit_mode_sets_the_game_aside_and_close_brings_it_back() {
        let p = crate::app::launch::prepare(&crate::cli::Args::parse(&["--no-autosave".into(), "--moves".into(), "Yb1-c3".into()]).unwrap()).unwrap();
        let mut app = crate::app::mode::test_app(p.state, p.settings);
        app.init_resource::<BoardEditor>();
        let run = |app: &mut App, f: &dyn Fn(&mut BoardEditor, &mut GameState, &mut Modes)| {
            let mut system = bevy::ecs::system::SystemState::<(ResMut<BoardEditor>, ResMut<GameState>, Modes)>::new(app.world_mut());
            let (mut editor, mut state, mut modes) = system.get_mut(app.world_mut()).expect("the editor, the board and the modes");
            f(&mut editor, &mut state, &mut modes);
            system.apply(app.world_mut());
            app.update();
        };
        run(&mut app, &|editor, state, modes| editor.open_in(state, modes, None));
        assert_eq!(*app.world().resource::<State<BoardMode>>().get(), BoardMode::Edit);
        let state = app.world().resource::<GameState>();
        assert!(state.notation().is_empty() && state.pinned().is_some(), "the editor's board is shown");
        run(&mut app, &|editor, _, modes| assert!(editor.close_in(modes, Leave::Cancel)));
        assert_eq!(*app.world().resource::<State<BoardMode>>().get(), BoardMode::Play);
        let state = app.world().resource::<GameState>();
        assert_eq!(state.notation(), ["Yb1-c3"], "the player's game is back as it was");
        assert!(state.pinned().is_none());
    }

    #[test]
    fn a_stamp_places_on_every_square_clicked_a_drag_moves_and_off_the_board_removes() {
        let mut editor = BoardEditor::default();
        let mut state = editor.open(&storm(), None).unwrap();
        editor.change(&mut state, |e| {
            e.editor.clear();
            true
        });
        let numskull = entry(&editor, "N");
        editor.editing.as_mut().unwrap().tool = Tool::Stamp(numskull);
        let (a, b, c) = (square(&state, "a5"), square(&state, "c5"), square(&state, "e5"));
        editor.click(&mut state, Clicked { square: a, level: None });
        editor.click(&mut state, Clicked { square: b, level: None });
        let count = |s: &GameState| s.view().squares.iter().filter(|q| !q.stack.is_empty()).count();
        assert_eq!(count(&state), 2);
        editor.drag(&mut state, a, Some(c));
        assert!(state.view().squares[a as usize].stack.is_empty() && !state.view().squares[c as usize].stack.is_empty());
        editor.drag(&mut state, c, None);
        assert_eq!(count(&state), 1, "dragged off the board, the piece is gone");
        editor.change(&mut state, |e| e.editor.undo());
        assert_eq!(count(&state), 2, "undo brings it back");
        editor.editing.as_mut().unwrap().tool = Tool::Eraser;
        editor.click(&mut state, Clicked { square: b, level: Some(0) });
        assert_eq!(count(&state), 1);
    }

    #[test]
    fn a_bad_position_string_never_replaces_the_board() {
        let mut editor = BoardEditor::default();
        let mut state = editor.open(&storm(), None).unwrap();
        let before = state.view();
        assert!(!editor.apply_text(&mut state, "this is not a position"));
        assert_eq!(state.view(), before);
        assert!(editor.editing.as_ref().unwrap().text_problem.is_some());
        assert!(editor.leave(Leave::Play(vec![])).is_ok_and(|g| g.is_some()), "the start position is playable");
    }

    #[test]
    fn play_from_here_needs_a_playable_position_and_keeps_the_seats() {
        let mut editor = BoardEditor::default();
        let mut state = editor.open(&storm(), None).unwrap();
        editor.change(&mut state, |e| {
            e.editor.clear();
            true
        });
        assert!(editor.leave(Leave::Play(vec![SeatKind::Human, SeatKind::Human])).is_err());
        assert!(editor.editing.is_some(), "a refused position keeps the editor open");
        editor.change(&mut state, |e| e.editor.undo());
        let level = crate::ai::Level::ALL[0];
        let state = editor.leave(Leave::Play(vec![SeatKind::Human, SeatKind::Computer(level)])).unwrap().expect("a game to play");
        assert!(editor.editing.is_none() && state.pinned().is_none());
        assert_eq!(state.seats, [SeatKind::Human, SeatKind::Computer(level)]);
        assert!(state.notation().is_empty() && !state.moves().is_empty(), "a game starts from the edited position");
    }

    #[test]
    fn a_game_played_from_an_edited_position_saves_its_start() {
        let mut editor = BoardEditor::default();
        let mut state = editor.open(&storm(), None).unwrap();
        let endgame = "3b5/9/9/9/9/4N4/9/9/9/4B4 b";
        assert!(editor.apply_text(&mut state, endgame));
        let mut state = editor.leave(Leave::Play(vec![SeatKind::Human, SeatKind::Human])).unwrap().expect("a game to play");
        let first = state.moves()[0].notation.clone();
        state.play_text(&first).unwrap();
        let save = crate::record::SaveFile::from_history(&state.record, &[]);
        assert_eq!(save.position.as_deref(), Some(endgame), "the save starts where the editor left the board");
        let (_, loaded) = crate::record::SaveFile::load(&save.to_ron()).unwrap();
        assert_eq!(loaded.current().position_text(), state.current().position_text());
        assert_eq!(loaded.start().position_text(), endgame);
    }

    #[test]
    fn a_tribesmen_stack_is_built_and_a_level_picked_off() {
        let mut editor = BoardEditor::default();
        let mut state = editor.open(&GameState::new_game(&GameConfig::new("tribesmen")).unwrap(), None).unwrap();
        editor.change(&mut state, |e| {
            e.editor.clear();
            true
        });
        let d4 = square(&state, "d4");
        let ids: Vec<String> = editor.editing.as_ref().unwrap().editor.palette()[0].entries.iter().map(|p| p.id.clone()).collect();
        for id in ids.iter().take(2) {
            let p = entry(&editor, id);
            editor.editing.as_mut().unwrap().tool = Tool::Stamp(p);
            editor.click(&mut state, Clicked { square: d4, level: None });
        }
        assert_eq!(state.view().squares[d4 as usize].stack.len(), 2, "placing adds on top");
        editor.editing.as_mut().unwrap().tool = Tool::Eraser;
        editor.click(&mut state, Clicked { square: d4, level: Some(0) });
        assert_eq!(state.view().squares[d4 as usize].stack.len(), 1, "the pyramid clicked is taken out");
    }
}
