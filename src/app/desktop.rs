//! What makes Towers a desktop program rather than a demo: the window icon and a title that
//! names the game and its file, the application shortcuts (new, save, load, paste, rules, full
//! screen, the shortcut list), files dropped on the window, and a close that asks first when the
//! game has unsaved moves.

use super::mode::BoardMode;
use super::ui::files::{FilesUi, Purpose, open_file};
use super::ui::leave::{Leave, Leaving, offer_switch};
use super::ui::newgame::NewGameMenu;
use super::ui::shortcuts::{OpenRules, Shortcuts, Toggle};
use crate::app::settings::Settings;
use crate::app::state::GameState;
use bevy::input::keyboard::Key;
use bevy::prelude::*;
use bevy::window::{FileDragAndDrop, PrimaryWindow, WindowCloseRequested, WindowMode};

/// The icon, embedded (the same picture `scripts/install.sh` installs for the desktop menu).
const ICON_PNG: &[u8] = include_bytes!("../../assets/icon/towers.png");

pub struct DesktopPlugin;

impl Plugin for DesktopPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Update, (set_icon, title, dropped_files, close_requested, shortcut_keys.in_set(crate::app::schedule::Step::Input)));
    }
}

/// Sets the window icon once winit has made the window (a few frames after start-up). winit's
/// windows live in a thread-local of the main thread: the marker keeps the system there.
fn set_icon(mut done: Local<bool>, _main_thread: bevy::ecs::system::NonSendMarker) {
    if *done {
        return;
    }
    bevy::winit::WINIT_WINDOWS.with_borrow(|windows| {
        if windows.windows.is_empty() {
            return;
        }
        // Decoded once, when there is a window to give it to.
        *done = true;
        let Some((rgba, w, h)) = icon_rgba() else { return };
        for window in windows.windows.values() {
            if let Ok(icon) = winit::window::Icon::from_rgba(rgba.clone(), w, h) {
                window.set_window_icon(Some(icon));
            }
        }
    });
}

/// The embedded icon as RGBA8 pixels.
fn icon_rgba() -> Option<(Vec<u8>, u32, u32)> {
    use bevy::asset::RenderAssetUsages;
    use bevy::image::{CompressedImageFormats, ImageSampler, ImageType};
    let image = Image::from_buffer(
        ICON_PNG,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::Default,
        RenderAssetUsages::MAIN_WORLD,
    )
    .ok()?;
    let image = image.convert(bevy::render::render_resource::TextureFormat::Rgba8UnormSrgb)?;
    let (w, h) = (image.width(), image.height());
    Some((image.data?, w, h))
}

/// "Towers — Storm the Ivory Tower — game.ron •": the game, its file, and a dot while it has
/// moves no file holds.
pub fn window_title(state: &GameState, game_name: &str) -> String {
    let mut t = crate::t!("desktop-towers", game_name = game_name);
    if let Some(name) = state.file.as_ref().and_then(|f| f.file_name()) {
        t.push_str(&format!(" — {}", name.to_string_lossy()));
    }
    if state.has_unsaved_moves() {
        t.push_str(" •");
    }
    t
}

fn title(state: Res<GameState>, catalogue: Res<super::ui::Catalogue>, mut window: Single<&mut Window, With<PrimaryWindow>>) {
    if !state.is_changed() {
        return;
    }
    let name = catalogue.meta(&state.config().game).map(|m| m.name.clone()).unwrap_or_default();
    let t = window_title(&state, &name);
    if window.title != t {
        window.title = t;
    }
}

/// A file dropped on the window loads like Load: the same checks and messages.
fn dropped_files(
    mut drops: MessageReader<FileDragAndDrop>,
    mut state: ResMut<GameState>,
    mut settings: ResMut<Settings>,
    mut leaving: ResMut<Leaving>,
    mut files: ResMut<FilesUi>,
) {
    for drop in drops.read() {
        if let FileDragAndDrop::DroppedFile { path_buf, .. } = drop {
            open_file(path_buf, &mut state, &mut settings, &mut leaving, &mut files);
        }
    }
}

/// Closing the window asks first when the game has unsaved moves (the app is built with
/// `close_when_requested: false`, so a close request does nothing by itself).
fn close_requested(
    mut requests: MessageReader<WindowCloseRequested>,
    state: Res<GameState>,
    mut leaving: ResMut<Leaving>,
    mut exit: MessageWriter<AppExit>,
) {
    if requests.read().count() == 0 {
        return;
    }
    if state.has_unsaved_moves() {
        leaving.0 = Some(Leave::Quit);
    } else {
        exit.write(AppExit::Success);
    }
}

#[allow(clippy::too_many_arguments)]
fn shortcut_keys(
    keys: Res<ButtonInput<KeyCode>>,
    typed: Res<ButtonInput<Key>>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    mut state: ResMut<GameState>,
    mut settings: ResMut<Settings>,
    mut leaving: ResMut<Leaving>,
    mut files: ResMut<FilesUi>,
    mut menu: ResMut<NewGameMenu>,
    mut shortcuts: ResMut<Shortcuts>,
    mut toggles: MessageWriter<Toggle>,
    mut rules: MessageWriter<OpenRules>,
    mut clipboard: ResMut<bevy_egui::EguiClipboard>,
    mut window: Single<&mut Window, With<PrimaryWindow>>,
    mode: Res<State<BoardMode>>,
    mut editor: ResMut<super::editor::BoardEditor>,
) {
    let ctrl = super::input::ctrl_held(&keys);
    // Function keys work even while a text field has the keyboard.
    if keys.just_pressed(KeyCode::F11) {
        window.mode = match window.mode {
            WindowMode::Windowed => WindowMode::BorderlessFullscreen(bevy::window::MonitorSelection::Current),
            _ => WindowMode::Windowed,
        };
    }
    if keys.just_pressed(KeyCode::F1) {
        if keys.pressed(KeyCode::ShiftLeft) || keys.pressed(KeyCode::ShiftRight) {
            settings.panels = true;
            rules.write(OpenRules);
        } else {
            toggles.write(Toggle::Guide);
        }
    }
    if keys.just_pressed(KeyCode::F2) {
        toggles.write(Toggle::Puzzles);
    }
    if egui.is_some_and(|e| e.wants_keyboard_input()) || files.is_open() {
        return;
    }
    if typed.just_pressed(Key::Character("?".into())) {
        shortcuts.open = !shortcuts.open;
    }
    if shortcuts.open && keys.just_pressed(KeyCode::Escape) {
        shortcuts.open = false;
    }
    if !ctrl && keys.just_pressed(KeyCode::KeyE) {
        toggles.write(Toggle::Editor);
    }
    if !ctrl && keys.just_pressed(KeyCode::KeyB) {
        toggles.write(Toggle::Words);
    }
    if !ctrl {
        return;
    }
    if keys.just_pressed(KeyCode::KeyN) {
        menu.open_for(state.config(), &state.seats, state.record.time_control());
    }
    if keys.just_pressed(KeyCode::KeyS) {
        files.open(Purpose::Save, &state);
    }
    if keys.just_pressed(KeyCode::KeyO) {
        files.open(Purpose::Load, &state);
    }
    if keys.just_pressed(KeyCode::KeyV) {
        let text = clipboard.get_text().unwrap_or_default();
        // While editing, a pasted position string goes to the editor's board.
        if *mode.get() == BoardMode::Edit {
            editor.apply_text(&mut state, &text);
            return;
        }
        match crate::record::paste::read(state.config(), &text) {
            Ok(history) => {
                let n = history.moves().len();
                let mut next = GameState::from_record(history);
                next.seats = state.seats.clone();
                next.seats.resize(next.current().seats(), crate::app::state::SeatKind::Human);
                next.message = crate::t!("desktop-pasted-a-game-all", value = crate::t!("count-moves", n = n));
                offer_switch(&mut state, &mut settings, &mut leaving, next, &mut files);
            }
            Err(e) => state.message = crate::t!("desktop-nothing-pasted-the-game", e = e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_title_names_the_game_the_file_and_unsaved_moves() {
        let mut state = GameState::new_game(&crate::core::GameConfig::new("storm")).unwrap();
        assert_eq!(window_title(&state, "Storm the Ivory Tower"), "Towers — Storm the Ivory Tower");
        state.play_text("Ie4-e5").unwrap();
        assert_eq!(window_title(&state, "Storm"), "Towers — Storm •");
        state.mark_saved(std::path::Path::new("/x/opening.ron"));
        assert_eq!(window_title(&state, "Storm"), "Towers — Storm — opening.ron");
        state.undo();
        assert!(state.has_unsaved_moves(), "an undo after saving is a change");
    }

    /// Bevy's file-drop message loads a dropped save; a dropped file that is not a game leaves
    /// the game on the board as it was and says why.
    #[test]
    fn a_dropped_file_loads_and_a_bad_one_is_refused() {
        let dir = std::env::temp_dir().join(format!("towers-drop-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let mut saved = GameState::new_game(&crate::core::GameConfig::new("litrof")).unwrap();
        let first = saved.moves()[0].notation.clone();
        saved.play_text(&first).unwrap();
        let good = dir.join("dropped.ron");
        std::fs::write(&good, crate::record::SaveFile::from_history(&saved.record, &[]).to_ron()).unwrap();
        let picture = dir.join("picture.png");
        std::fs::write(&picture, ICON_PNG).unwrap();

        let mut app = App::new();
        app.add_message::<FileDragAndDrop>();
        app.insert_resource(GameState::new_game(&crate::core::GameConfig::new("storm")).unwrap());
        let prepared = crate::app::launch::prepare(&crate::cli::Args::parse(&["--no-autosave".to_string()]).unwrap()).unwrap();
        app.insert_resource(prepared.settings);
        app.insert_resource(Leaving::default());
        app.insert_resource(FilesUi::keeping_recent_in(dir.clone()));
        app.add_systems(Update, dropped_files);
        let window = Entity::PLACEHOLDER;
        app.world_mut().write_message(FileDragAndDrop::DroppedFile { window, path_buf: picture.clone() });
        app.update();
        let state = app.world().resource::<GameState>();
        assert_eq!(state.config().game, "storm", "a picture is not a game");
        assert!(state.message.starts_with("Not loaded"), "{}", state.message);
        app.world_mut().write_message(FileDragAndDrop::DroppedFile { window, path_buf: good.clone() });
        app.update();
        let state = app.world().resource::<GameState>();
        assert_eq!((state.config().game.as_str(), state.notation()), ("litrof", [first].as_slice()));
        assert!(!state.has_unsaved_moves());
        assert_eq!(
            app.world_mut().resource_mut::<FilesUi>().recent().first(),
            Some(&std::fs::canonicalize(&good).unwrap()),
            "it joins the recent games"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_icon_decodes() {
        let (rgba, w, h) = icon_rgba().unwrap();
        assert_eq!((w, h), (256, 256));
        assert_eq!(rgba.len(), 256 * 256 * 4);
    }
}
