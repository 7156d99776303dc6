//! Rule geometry the engines provide (`BoardView::overlays`), drawn on request: Tribesmen sight
//! lines (blocked ones red, with the blocking squares crossed), zones (Icebox freeze, Litróf trap
//! lines, the squares a War Tower fall would hit, check), rays (Spearman facings). Each kind has
//! its own toggle in the View menu; `--overlays all` turns them all on.

use super::board::BoardInfo;
use super::shown::ShownBoard;
use crate::app::settings::Settings;
use crate::core::{BoardView, Overlay};
use bevy::prelude::*;
use std::f32::consts::FRAC_PI_2;

/// The toggle name of an overlay.
pub fn kind_of(o: &Overlay) -> String {
    match o {
        Overlay::Sight { .. } => "sight".into(),
        Overlay::Zone { kind, .. } | Overlay::Ray { kind, .. } => kind.clone(),
    }
}

/// Every overlay kind in a view, sorted.
pub fn kinds(view: &BoardView) -> Vec<String> {
    let mut v: Vec<String> = view.overlays.iter().map(kind_of).collect();
    v.sort();
    v.dedup();
    v
}

/// A readable name for a kind.
pub fn title(kind: &str) -> String {
    match kind {
        "sight" => crate::t!("overlays-sight-lines"),
        "freeze" => crate::t!("overlays-freeze-zones"),
        "trap" => crate::t!("overlays-trap-lines"),
        "fall" => crate::t!("overlays-war-tower-falls"),
        "facing" => crate::t!("overlays-spear-facings"),
        "check" => crate::t!("overlays-check"),
        k => {
            let mut c = k.chars();
            c.next().map(|f| f.to_uppercase().collect::<String>() + c.as_str()).unwrap_or_default()
        }
    }
}

fn colour(kind: &str) -> Color {
    match kind {
        "freeze" => Color::srgb(0.45, 0.8, 1.0),
        "trap" => Color::srgb(1.0, 0.55, 0.1),
        "fall" => Color::srgb(1.0, 0.2, 0.15),
        "check" => Color::srgb(1.0, 0.1, 0.1),
        "facing" => Color::srgb(1.0, 0.9, 0.3),
        _ => Color::srgb(0.8, 0.4, 1.0),
    }
}

pub struct OverlaysPlugin;

impl Plugin for OverlaysPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Startup, gizmo_style).add_systems(Update, draw.in_set(crate::app::schedule::Step::Overlays));
    }
}

fn gizmo_style(mut store: ResMut<GizmoConfigStore>) {
    let (cfg, _) = store.config_mut::<DefaultGizmoConfigGroup>();
    cfg.line.width = 3.5;
    cfg.depth_bias = -0.002;
}

fn draw(shown: Res<ShownBoard>, settings: Res<Settings>, info: Res<BoardInfo>, mut gizmos: Gizmos, time: Res<Time>) {
    if !settings.all_overlays && settings.overlays.is_empty() {
        return;
    }
    let Some(geom) = info.geom else { return };
    let view = &shown.view;
    let on = |k: &str| settings.all_overlays || settings.overlays.contains(k);
    let at = |s: u16| -> Vec3 {
        let q = &view.squares[s as usize];
        geom.pos(q.col, q.row) + Vec3::Y * (0.03 + info.lift.get(s as usize).copied().unwrap_or(0.0))
    };
    let valid = |s: &u16| (*s as usize) < view.squares.len();
    let flat = Quat::from_rotation_x(-FRAC_PI_2);
    let pulse = 0.75 + 0.25 * (time.elapsed_secs() * 3.0).sin();
    for o in &view.overlays {
        let kind = kind_of(o);
        if !on(&kind) {
            continue;
        }
        match o {
            Overlay::Sight { owner, from, to, blocked_by, .. } => {
                if !valid(from) || !valid(to) {
                    continue;
                }
                let seat = view.seat(*owner).map(|s| s.colour).unwrap_or([1.0, 1.0, 1.0]);
                let (a, b) = (at(*from) + Vec3::Y * 0.25, at(*to) + Vec3::Y * 0.25);
                if blocked_by.is_empty() {
                    gizmos.line(a, b, Color::srgba(seat[0] * 0.6 + 0.4, seat[1] * 0.6 + 0.4, seat[2] * 0.6 + 0.4, 0.9));
                } else {
                    gizmos.line(a, b, Color::srgba(1.0, 0.15, 0.1, pulse));
                    for s in blocked_by.iter().filter(|&s| valid(s)) {
                        let c = at(*s) + Vec3::Y * 0.02;
                        gizmos.line(c + Vec3::new(-0.3, 0.0, -0.3), c + Vec3::new(0.3, 0.0, 0.3), Color::srgb(1.0, 0.1, 0.1));
                        gizmos.line(c + Vec3::new(-0.3, 0.0, 0.3), c + Vec3::new(0.3, 0.0, -0.3), Color::srgb(1.0, 0.1, 0.1));
                    }
                }
            }
            Overlay::Zone { squares, .. } => {
                let c = colour(&kind);
                for s in squares.iter().filter(|&s| valid(s)) {
                    gizmos.rect(Isometry3d::new(at(*s), flat), Vec2::splat(0.86), c.with_alpha(pulse));
                    gizmos.rect(Isometry3d::new(at(*s), flat), Vec2::splat(0.76), c.with_alpha(0.5 * pulse));
                }
            }
            Overlay::Ray { from, squares, .. } => {
                if !valid(from) {
                    continue;
                }
                let c = colour(&kind);
                let a = at(*from) + Vec3::Y * 0.05;
                match squares.iter().rfind(|&s| valid(s)) {
                    Some(&last) => {
                        gizmos.arrow(a, at(last) + Vec3::Y * 0.05, c);
                        for s in squares.iter().filter(|&s| valid(s)) {
                            gizmos.circle(Isometry3d::new(at(*s), flat), 0.2, c.with_alpha(0.7));
                        }
                    }
                    None => {
                        gizmos.circle(Isometry3d::new(a, flat), 0.3, c);
                    }
                }
            }
        }
    }
}
