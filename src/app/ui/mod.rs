//! The egui panels: a top bar (new game, theme, view toggles, overlays, camera), a side panel
//! (status, seats, choices, move history, rules), a status line, the new-game dialog, and labels
//! drawn over the board (figure letters, stack heights, what is under the pointer).

pub mod analysis;
pub mod board_words;
pub mod clocks;
pub mod coordinates;
pub mod dock;
pub mod editor;
pub mod files;
pub mod fonts;
pub mod guide;
#[cfg(test)]
pub mod harness;
pub mod labels;
pub mod leave;
pub mod network;
pub mod newgame;
pub mod online;
pub mod panels;
pub mod panels_side;
pub mod puzzles;
pub mod recovery;
pub mod setup_builder;
pub mod shortcuts;
pub mod sound_menu;
pub mod spoken;

use crate::app::mode::BoardMode;
use crate::core::GameMeta;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};

/// Every game's description, read once.
#[derive(Resource)]
pub struct Catalogue(pub Vec<GameMeta>);

impl Catalogue {
    pub fn meta(&self, id: &str) -> Option<&GameMeta> {
        self.0.iter().find(|m| m.id == id)
    }
}

pub struct UiPlugin;

impl Plugin for UiPlugin {
    fn build(&self, app: &mut App) {
        if !app.is_plugin_added::<EguiPlugin>() {
            app.add_plugins(EguiPlugin::default());
        }
        if let Some(mut g) = app.world_mut().get_resource_mut::<bevy_egui::EguiGlobalSettings>() {
            g.auto_create_primary_context = false;
        }
        app.add_systems(Startup, spawn_ui_camera);
        app.insert_resource(Catalogue(crate::games::all().iter().map(|g| (g.meta)()).collect()))
            .init_resource::<dock::Dock>()
            .init_resource::<newgame::NewGameMenu>()
            .init_resource::<files::FilesUi>()
            .init_resource::<crate::app::trace::ShownChoices>()
            .init_resource::<leave::Leaving>()
            .init_resource::<shortcuts::Shortcuts>()
            .init_resource::<guide::GuideUi>()
            .init_resource::<puzzles::PuzzlesUi>()
            .add_message::<puzzles::MakePuzzle>()
            .add_systems(Update, puzzles::referee.in_set(crate::app::schedule::Step::Computer).run_if(in_state(BoardMode::Puzzle)))
            .init_resource::<network::NetworkUi>()
            .init_resource::<online::OnlineUi>()
            .init_resource::<crate::app::online::OnlineState>()
            .init_resource::<board_words::BoardWords>()
            .init_resource::<spoken::Spoken>()
            .add_systems(Update, spoken::follow.in_set(crate::app::schedule::Step::Overlays))
            .add_systems(Update, follow_language.in_set(crate::app::schedule::Step::Overlays))
            .add_systems(
                PostUpdate,
                spoken::rename_icons.after(bevy_egui::EguiPostUpdateSet::ProcessOutput).before(bevy_egui::update_accessibility_system),
            )
            .add_systems(Update, network::start.in_set(crate::app::schedule::Step::Computer).before(crate::app::network::drive))
            .add_message::<shortcuts::Toggle>()
            .add_message::<shortcuts::OpenRules>()
            .add_systems(OnEnter(BoardMode::Play), guide::forget_lesson)
            .add_systems(OnEnter(BoardMode::Edit), guide::forget_lesson)
            .add_systems(OnEnter(BoardMode::Puzzle), guide::forget_lesson)
            .add_systems(OnEnter(BoardMode::Edit), puzzles::forget_attempt)
            .add_systems(OnEnter(BoardMode::Lesson), puzzles::forget_attempt)
            .add_systems(
                EguiPrimaryContextPass,
                (
                    style,
                    dock::plan,
                    panels::panels,
                    newgame::window,
                    files::window,
                    leave::window,
                    recovery::window,
                    shortcuts::window,
                    guide::window,
                    puzzles::window,
                    network::window,
                    online::window,
                    editor::window,
                    analysis::window,
                    board_words::window,
                    labels::labels,
                )
                    .chain(),
            );
    }
}

/// The games' descriptions again in the language just chosen (View → Language): their names,
/// rules and legends come from the catalogue when read.
fn follow_language(mut catalogue: ResMut<Catalogue>, mut spoken: Local<Option<crate::i18n::Lang>>) {
    let now = crate::i18n::current();
    if spoken.replace(now).is_some_and(|was| was != now) {
        catalogue.0 = crate::games::all().iter().map(|g| (g.meta)()).collect();
    }
}

/// egui draws through its own camera over the whole window, so that the 3D camera can render
/// into the part the panels leave free (and output nothing itself: see `camera::spawn_camera`).
fn spawn_ui_camera(mut commands: Commands) {
    use bevy::camera::visibility::RenderLayers;
    commands.spawn((
        bevy_egui::PrimaryEguiContext,
        Camera2d,
        RenderLayers::none(),
        bevy::render::view::Msaa::Off,
        // Same target, format and sampling as the 3D camera, so both share one image: egui
        // draws over the board without clearing it, then this camera writes it to the window.
        Camera { order: 1, clear_color: ClearColorConfig::None, ..default() },
    ));
}

fn style(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.set_fonts(fonts::definitions());
    let mut visuals = egui::Visuals::dark();
    visuals.panel_fill = egui::Color32::from_rgba_unmultiplied(24, 26, 30, 250);
    visuals.window_fill = egui::Color32::from_rgb(30, 32, 37);
    ctx.set_visuals(visuals);
    ctx.all_styles_mut(|s| {
        use egui::{FontId, TextStyle};
        s.text_styles.insert(TextStyle::Body, FontId::proportional(14.5));
        s.text_styles.insert(TextStyle::Button, FontId::proportional(14.5));
        s.text_styles.insert(TextStyle::Heading, FontId::proportional(19.0));
        s.text_styles.insert(TextStyle::Small, FontId::proportional(12.0));
        s.spacing.item_spacing = egui::vec2(8.0, 5.0);
        s.spacing.button_padding = egui::vec2(8.0, 3.0);
    });
    *done = true;
    Ok(())
}

/// An sRGB triple as an egui colour.
pub fn c32(c: [f32; 3]) -> egui::Color32 {
    egui::Color32::from_rgb((c[0].clamp(0.0, 1.0) * 255.0) as u8, (c[1].clamp(0.0, 1.0) * 255.0) as u8, (c[2].clamp(0.0, 1.0) * 255.0) as u8)
}

/// A coloured dot the size of a line of text.
pub fn swatch(ui: &mut egui::Ui, c: [f32; 3]) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
    ui.painter().circle_filled(rect.center(), 6.0, c32(c));
    ui.painter().circle_stroke(rect.center(), 6.0, egui::Stroke::new(1.0, egui::Color32::from_gray(200)));
}
