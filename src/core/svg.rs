//! Board diagrams for the server's web pages: a flat, top-down SVG drawing of a `BoardView`
//! (the squares and their marks, every piece of every stack) and the same board in words for
//! screen readers and text browsers. Like the 3D app it reads only the view, never an engine,
//! so every game, and any game added later, gets diagrams without code here.
//!
//! The drawing is one self-contained document sized by its viewBox, so a page can scale it
//! freely; its output depends on the view alone (same view, same bytes), so pages can be
//! cached and compared. Every word taken from the view is escaped: names are chosen by
//! players, and a name must never become markup.

use super::geometry::Dir8;
use super::view::{BoardView, IcehouseColour, PieceKind, PieceView, PyramidSize, SquareView};
use std::collections::BTreeMap;
use std::fmt::Write;

/// One square's side in user units: large enough that two decimals are plenty.
const S: f32 = 100.0;
/// Room left of and under the board for the rank numbers and file letters, and the narrower
/// frame on the other two sides.
const MARGIN: f32 = 44.0;
const EDGE: f32 = 18.0;
/// The widest pyramid (a large one): a little inside its square, as in the app.
const PYRAMID_BASE: f32 = 86.0;
/// A figure's disc, and a stone's block.
const FIGURE_WIDTH: f32 = 74.0;
const STONE_WIDTH: f32 = 74.0;
/// How much of each lower piece of a stack shows around the one above it: enough for its
/// pips, and more where it carries a letter.
const RING: f32 = 11.0;
const LETTER_RING: f32 = 15.0;
/// The top piece of a tall stack is never drawn narrower than this: the rings below it
/// narrow instead.
const MIN_WIDTH: f32 = 22.0;
const FONT: &str = "DejaVu Sans, Verdana, Arial, sans-serif";

/// The board's paint, after the app's earthtone theme: pale squares that let every Icehouse
/// colour and both Storm sides stand out.
const FRAME: [f32; 3] = [0.28, 0.18, 0.12];
const LIGHT: [f32; 3] = [0.86, 0.78, 0.64];
const DARK: [f32; 3] = [0.66, 0.53, 0.40];
const LABEL: [f32; 3] = [0.96, 0.92, 0.84];
const RIVER: [f32; 3] = [0.25, 0.50, 0.72];
const ARROW_ORTH: [f32; 3] = [0.58, 0.22, 0.12];
const ARROW_DIAG: [f32; 3] = [0.27, 0.36, 0.16];
const ALERT: [f32; 3] = [0.92, 0.12, 0.08];
const STONE: [f32; 3] = [0.52, 0.50, 0.47];
const FROST: [f32; 3] = [0.10, 0.45, 0.85];
const ICE: [f32; 3] = [0.80, 0.93, 1.0];
/// A facing notch: a spear tip's gold, which reads on every seat's colour.
const SPEAR: [f32; 3] = [0.95, 0.74, 0.20];
/// An ownerless figure (none exist today, but the view allows it).
const NEUTRAL: [f32; 3] = [0.6, 0.6, 0.6];

/// A board as an SVG document: squares, their marks, and every piece of every stack.
pub fn board_svg(view: &BoardView, title: &str) -> String {
    let frame = Frame::of(view);
    let id = format!("board-{:08x}", fingerprint(view, title));
    let mut out = String::new();
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {} {}" role="img" aria-labelledby="{id}-title {id}-desc" font-family="{FONT}">"#,
        num(frame.width()),
        num(frame.height())
    );
    let _ = write!(out, r#"<title id="{id}-title">{}</title><desc id="{id}-desc">{}</desc>"#, escape(title), escape(&description(view)));
    let _ = write!(out, r#"<rect class="frame" width="{}" height="{}" rx="12" fill="{}"/>"#, num(frame.width()), num(frame.height()), hex(FRAME));
    let mut d = Drawing { out, frame, view };
    d.squares();
    d.marks();
    d.coordinates();
    d.pieces();
    d.out.push_str("</svg>");
    d.out
}

/// The same board in words, one line per occupied square, for screen readers and text browsers ("e1: Red Brain facing north").
pub fn board_text(view: &BoardView) -> Vec<String> {
    view.squares.iter().filter(|s| !s.stack.is_empty()).map(|s| format!("{}: {}", s.name, stack_words(&s.stack))).collect()
}

/// A stack in words, bottom to top, alike pieces in a row said once with their number. A
/// whole stack under one label is one thing (a Litróf tower's three pyramids are one "Red
/// Icebox-Cardinal"), said once with how many pieces make it.
fn stack_words(stack: &[PieceView]) -> String {
    let mut runs: Vec<(String, usize)> = Vec::new();
    for p in stack {
        let words = piece_words(p);
        match runs.last_mut() {
            Some((last, n)) if *last == words => *n += 1,
            _ => runs.push((words, 1)),
        }
    }
    match runs.as_slice() {
        [(words, 1)] => words.clone(),
        [(words, n)] => format!("{words} ({n} pieces)"),
        _ => {
            let parts: Vec<String> = runs.iter().map(|(w, n)| if *n > 1 { format!("{w} ×{n}") } else { w.clone() }).collect();
            format!("{} ({} pieces, bottom to top)", parts.join(", "), stack.len())
        }
    }
}

/// A piece's label, with what the label may not say: its facing, and whether it is frozen
/// (Litróf's labels already say so).
fn piece_words(p: &PieceView) -> String {
    let mut words = p.label.clone();
    if let Some(f) = p.facing {
        let _ = write!(words, " facing {}", direction_words(f));
    }
    if p.frozen && !words.to_lowercase().contains("frozen") {
        words.push_str(" (frozen)");
    }
    words
}

fn direction_words(d: Dir8) -> &'static str {
    match d {
        Dir8::N => "north",
        Dir8::NE => "north-east",
        Dir8::E => "east",
        Dir8::SE => "south-east",
        Dir8::S => "south",
        Dir8::SW => "south-west",
        Dir8::W => "west",
        Dir8::NW => "north-west",
    }
}

/// The `<desc>`: what the picture shows, for those who cannot see it.
fn description(view: &BoardView) -> String {
    let mut text = format!("A board of {} squares with {} pieces.", view.squares.len(), view.piece_count());
    for extra in [&view.status, &view.note] {
        if !extra.trim().is_empty() {
            let _ = write!(text, " {}.", extra.trim().trim_end_matches('.'));
        }
    }
    if !view.alerts.is_empty() && !view.alert_note.trim().is_empty() {
        let names: Vec<&str> = view.alerts.iter().filter_map(|&a| view.squares.get(usize::from(a))).map(|s| s.name.as_str()).collect();
        let _ = write!(text, " {} ({}).", view.alert_note.trim(), names.join(", "));
    }
    for line in board_text(view) {
        let _ = write!(text, " {line}.");
    }
    text
}

/// Escapes text for XML content and attribute values (and HTML's: the server's pages use it
/// too). Characters XML 1.0 forbids outright (most control characters) are dropped, since no
/// escape makes them legal.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(c),
            c if c < ' ' || c == '\u{fffe}' || c == '\u{ffff}' => {}
            c => out.push(c),
        }
    }
    out
}

/// A number with at most two decimals and no trailing zeros, for small, stable output.
fn num(v: f32) -> String {
    let r = (f64::from(v) * 100.0).round() / 100.0;
    if r == 0.0 { "0".to_string() } else { format!("{r}") }
}

fn hex(c: [f32; 3]) -> String {
    let b = |v: f32| (v.clamp(0.0, 1.0) * 255.0).round() as u8;
    format!("#{:02x}{:02x}{:02x}", b(c[0]), b(c[1]), b(c[2]))
}

/// Towards white by `k` (0 to 1).
fn lighten(c: [f32; 3], k: f32) -> [f32; 3] {
    c.map(|v| v + (1.0 - v) * k)
}

/// Towards black: `k` of the colour is kept.
fn darken(c: [f32; 3], k: f32) -> [f32; 3] {
    c.map(|v| v * k)
}

/// Black or white, whichever reads better on `c` (by WCAG relative luminance).
fn ink(c: [f32; 3]) -> [f32; 3] {
    let lin = |v: f32| if v <= 0.04045 { v / 12.92 } else { ((v + 0.055) / 1.055).powf(2.4) };
    let l = 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
    if l > 0.179 { [0.07, 0.07, 0.08] } else { [1.0, 1.0, 1.0] }
}

/// A short, stable tag of the view and title, so two diagrams on one page get different ids
/// for their title and description.
fn fingerprint(view: &BoardView, title: &str) -> u32 {
    let mut h: u32 = 0x811c_9dc5;
    let mut eat = |s: &str| {
        for b in s.bytes().chain([0]) {
            h = (h ^ u32::from(b)).wrapping_mul(0x0100_0193);
        }
    };
    eat(title);
    for sq in &view.squares {
        eat(&sq.name);
        sq.stack.iter().for_each(|p| eat(&p.label));
    }
    h
}

/// Where the board lies: the squares' extent in board units, and the mapping to user units
/// (row 0 at the bottom, as the app shows it).
struct Frame {
    min_col: f32,
    max_col: f32,
    min_row: f32,
    max_row: f32,
}

impl Frame {
    fn of(view: &BoardView) -> Frame {
        let mut f = Frame { min_col: f32::MAX, max_col: f32::MIN, min_row: f32::MAX, max_row: f32::MIN };
        for s in &view.squares {
            f.min_col = f.min_col.min(s.col);
            f.max_col = f.max_col.max(s.col);
            f.min_row = f.min_row.min(s.row);
            f.max_row = f.max_row.max(s.row);
        }
        if view.squares.is_empty() {
            f = Frame { min_col: 0.0, max_col: 0.0, min_row: 0.0, max_row: 0.0 };
        }
        f
    }
    fn width(&self) -> f32 {
        (self.max_col - self.min_col + 1.0) * S + MARGIN + EDGE
    }
    fn height(&self) -> f32 {
        (self.max_row - self.min_row + 1.0) * S + MARGIN + EDGE
    }
    /// The centre of the square at this column and row.
    fn centre(&self, col: f32, row: f32) -> (f32, f32) {
        (MARGIN + (col - self.min_col + 0.5) * S, EDGE + (self.max_row - row + 0.5) * S)
    }
}

/// A direction as a unit step on the page (north is up).
fn page_step(d: Dir8) -> (f32, f32) {
    let (dx, dy) = d.delta();
    let len = ((dx * dx + dy * dy) as f32).sqrt();
    (dx as f32 / len, -dy as f32 / len)
}

fn points(pts: &[(f32, f32)]) -> String {
    pts.iter().map(|&(x, y)| format!("{},{}", num(x), num(y))).collect::<Vec<_>>().join(" ")
}

/// The file letters and rank number of a square's name ("b10" → "b", "10").
fn split_name(name: &str) -> (&str, &str) {
    let at = name.find(|c: char| c.is_ascii_digit()).unwrap_or(name.len());
    name.split_at(at)
}

/// A piece's width on the page when nothing is on top of it.
fn natural_width(p: &PieceView) -> f32 {
    match &p.kind {
        PieceKind::Pyramid { size, .. } => PYRAMID_BASE * pyramid_scale(*size),
        PieceKind::Figure { .. } => FIGURE_WIDTH,
        PieceKind::Stone => STONE_WIDTH,
    }
}

/// Icehouse proportions (the app's `pyramid_dims`): 9/16 and 25/32 of a large base.
fn pyramid_scale(size: PyramidSize) -> f32 {
    match size {
        PyramidSize::Small => 9.0 / 16.0,
        PyramidSize::Medium => 25.0 / 32.0,
        PyramidSize::Large => 1.0,
    }
}

fn has_letter(p: &PieceView) -> bool {
    matches!(p.kind, PieceKind::Pyramid { letter: Some(_), .. })
}

/// A stack seen from above: its pieces widest first, each narrower than the one below by a
/// ring that keeps the lower one's colour, pips and letter in view (in a tall stack the rings
/// narrow so that every piece still shows). Returns (index in the stack, width) in drawing
/// order.
fn nesting(stack: &[PieceView]) -> Vec<(usize, f32)> {
    let mut order: Vec<usize> = (0..stack.len()).collect();
    order.sort_by(|&a, &b| natural_width(&stack[b]).total_cmp(&natural_width(&stack[a])));
    let widest = order.first().map_or(0.0, |&i| natural_width(&stack[i]));
    let steps = stack.len().saturating_sub(1).max(1) as f32;
    let most = ((widest - MIN_WIDTH) / (2.0 * steps)).max(0.0);
    let mut out = Vec::with_capacity(order.len());
    let mut room = f32::MAX;
    for i in order {
        let w = natural_width(&stack[i]).min(room).max(MIN_WIDTH);
        out.push((i, w));
        room = w - 2.0 * most.min(if has_letter(&stack[i]) { LETTER_RING } else { RING });
    }
    out
}

/// One piece as drawn: its centre, width, and the width of the piece drawn on top of it (0
/// if none), which hides its middle.
#[derive(Clone, Copy)]
struct Place {
    x: f32,
    y: f32,
    w: f32,
    above: f32,
}

impl Place {
    /// The depth of the band of a pyramid's face left in view, from the base inwards.
    fn band(&self) -> f32 {
        let h = self.w / 2.0;
        if self.above > 0.0 { h - self.above / 2.0 } else { h }
    }
}

/// The document being written, with what it is a drawing of.
struct Drawing<'a> {
    out: String,
    frame: Frame,
    view: &'a BoardView,
}

impl Drawing<'_> {
    /// The top-left corner of a square.
    fn corner(&self, s: &SquareView) -> (f32, f32) {
        let (x, y) = self.frame.centre(s.col, s.row);
        (x - S / 2.0, y - S / 2.0)
    }

    fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, attrs: &str) {
        let _ = write!(self.out, r#"<rect x="{}" y="{}" width="{}" height="{}" {attrs}/>"#, num(x), num(y), num(w), num(h));
    }

    fn squares(&mut self) {
        self.out.push_str(r#"<g class="squares">"#);
        for s in &self.view.squares {
            let (x, y) = self.corner(s);
            let fill = hex(if s.marks.dark { DARK } else { LIGHT });
            self.rect(x, y, S, S, &format!(r#"fill="{fill}""#));
        }
        self.out.push_str("</g>");
    }

    /// Towers, chambers, the river, arrows and alerts, under the pieces.
    fn marks(&mut self) {
        self.out.push_str(r#"<g class="marks">"#);
        for s in &self.view.squares {
            let (x, y) = self.corner(s);
            for owner in [s.marks.tower, s.marks.chamber].into_iter().flatten() {
                let c = hex(self.view.seat(owner).map_or(NEUTRAL, |v| v.colour));
                self.rect(
                    x + 3.0,
                    y + 3.0,
                    S - 6.0,
                    S - 6.0,
                    &format!(r#"class="owned" rx="6" fill="{c}" fill-opacity="0.28" stroke="{c}" stroke-width="3""#),
                );
            }
            for d in Dir8::ALL.into_iter().filter(|d| s.marks.arrows & d.bit() != 0) {
                self.arrow(x + S / 2.0, y + S / 2.0, d);
            }
            if s.marks.river_north {
                let c = hex(RIVER);
                self.rect(x, y - 5.0, S, 10.0, &format!(r#"class="river" fill="{c}""#));
            }
        }
        for &a in &self.view.alerts {
            if let Some(s) = self.view.squares.get(usize::from(a)) {
                let (x, y) = self.corner(s);
                let c = hex(ALERT);
                self.rect(
                    x + 4.0,
                    y + 4.0,
                    S - 8.0,
                    S - 8.0,
                    &format!(r#"class="alert" fill="{c}" fill-opacity="0.18" stroke="{c}" stroke-width="6""#),
                );
            }
        }
        self.out.push_str("</g>");
    }

    /// A Storm arrow: a small wedge near the square's edge pointing out, orthogonal and
    /// diagonal ones in two colours as in the app, outlined to read on either shade.
    fn arrow(&mut self, cx: f32, cy: f32, d: Dir8) {
        let (ux, uy) = page_step(d);
        let (tip, base, half) = if d.is_diagonal() { (65.0, 46.0, 10.0) } else { (48.0, 30.0, 11.0) };
        let at = |r: f32, side: f32| (cx + ux * r - uy * side, cy + uy * r + ux * side);
        let pts = [at(tip, 0.0), at(base, half), at(base + 5.0, 0.0), at(base, -half)];
        let fill = hex(if d.is_diagonal() { ARROW_DIAG } else { ARROW_ORTH });
        let _ = write!(
            self.out,
            r##"<polygon class="arrow" points="{}" fill="{fill}" stroke="#f8f0dc" stroke-width="1.5" stroke-linejoin="round"/>"##,
            points(&pts)
        );
    }

    /// File letters under the board and rank numbers to its left, read off the squares' names.
    fn coordinates(&mut self) {
        let mut files: BTreeMap<i64, &str> = BTreeMap::new();
        let mut ranks: BTreeMap<i64, &str> = BTreeMap::new();
        for s in &self.view.squares {
            let (file, rank) = split_name(&s.name);
            files.entry((s.col * 2.0).round() as i64).or_insert(file);
            ranks.entry((s.row * 2.0).round() as i64).or_insert(rank);
        }
        let style = format!(r#"fill="{}" font-size="24" text-anchor="middle""#, hex(LABEL));
        let _ = write!(self.out, r#"<g class="coordinates" {style}>"#);
        let bottom = self.frame.height() - MARGIN * 0.32;
        for (col, file) in files {
            let (x, _) = self.frame.centre(col as f32 / 2.0, 0.0);
            let _ = write!(self.out, r#"<text x="{}" y="{}">{}</text>"#, num(x), num(bottom), escape(file));
        }
        for (row, rank) in ranks {
            let (_, y) = self.frame.centre(0.0, row as f32 / 2.0);
            let _ = write!(self.out, r#"<text x="{}" y="{}">{}</text>"#, num(MARGIN / 2.0), num(y + 8.5), escape(rank));
        }
        self.out.push_str("</g>");
    }

    fn pieces(&mut self) {
        let view = self.view;
        self.out.push_str(r#"<g class="pieces">"#);
        for s in view.squares.iter().filter(|s| !s.stack.is_empty()) {
            self.stack(s);
        }
        self.out.push_str("</g>");
    }

    /// Every piece of a square's stack, nested, and a count badge on a stack of several.
    fn stack(&mut self, s: &SquareView) {
        let (x, y) = self.frame.centre(s.col, s.row);
        let nest = nesting(&s.stack);
        for (k, &(i, w)) in nest.iter().enumerate() {
            let above = nest.get(k + 1).map_or(0.0, |&(_, w)| w);
            let p = &s.stack[i];
            // A frozen tower is ringed once, around its outermost frozen piece.
            let ringed = k > 0 && s.stack[nest[k - 1].0].frozen;
            let _ =
                write!(self.out, r#"<g class="piece" data-square="{}" data-level="{i}"><title>{}</title>"#, escape(&s.name), escape(&piece_words(p)));
            if p.frozen && !ringed {
                self.frost(p, Place { x, y, w, above });
            }
            self.piece(p, Place { x, y, w, above });
            self.out.push_str("</g>");
        }
        if s.stack.len() > 1 {
            self.badge(x + S / 2.0 - 12.0, y - S / 2.0 + 12.0, s.stack.len());
        }
    }

    fn piece(&mut self, p: &PieceView, at: Place) {
        match &p.kind {
            PieceKind::Pyramid { size, colour, letter, .. } => match p.facing {
                Some(f) => self.lying_pyramid(*size, *colour, *letter, f, at),
                None => self.pyramid(*size, *colour, *letter, at),
            },
            PieceKind::Figure { code, .. } => {
                let colour = p.owner.and_then(|o| self.view.seat(o)).map_or(NEUTRAL, |s| s.colour);
                self.figure(*code, colour, p.facing, at);
            }
            PieceKind::Stone => self.stone(at),
        }
    }

    /// An upright pyramid from above: its square base split into four triangular faces,
    /// lit from the north-west, pips in the south face near the base and its letter at the
    /// apex (or, under another pyramid, in the north face's band still in view).
    fn pyramid(&mut self, size: PyramidSize, colour: IcehouseColour, letter: Option<char>, at: Place) {
        let c = colour.rgb();
        let (x, y, h) = (at.x, at.y, at.w / 2.0);
        let (nw, ne, se, sw, apex) = ((x - h, y - h), (x + h, y - h), (x + h, y + h), (x - h, y + h), (x, y));
        let opacity = if colour == IcehouseColour::Clear { r#" fill-opacity="0.7""# } else { "" };
        let edge = hex(darken(c, 0.45));
        for (face, shade) in [
            ([nw, ne, apex], lighten(c, 0.3)),
            ([sw, nw, apex], lighten(c, 0.12)),
            ([ne, se, apex], darken(c, 0.86)),
            ([se, sw, apex], darken(c, 0.7)),
        ] {
            let _ = write!(
                self.out,
                r#"<polygon points="{}" fill="{}"{opacity} stroke="{edge}" stroke-width="1.5" stroke-linejoin="round"/>"#,
                points(&face),
                hex(shade)
            );
        }
        // A band too thin for dots or a letter shows the pyramid by its colour alone (the
        // badge counts the stack).
        let band = at.band().min(16.0);
        if band >= 7.0 {
            self.pips(x, y + h - band / 2.0, size.pips(), darken(c, 0.7), h);
        }
        match letter {
            Some(l) if at.above == 0.0 => self.letter(l, x, y, (at.w * 0.4).max(10.0), lighten(c, 0.3)),
            Some(l) if band >= 9.0 => self.letter(l, x, y - h + band / 2.0, band * 0.9, lighten(c, 0.3)),
            _ => {}
        }
    }

    /// A pyramid lying on its side, from above: a long triangle whose point is its facing.
    fn lying_pyramid(&mut self, size: PyramidSize, colour: IcehouseColour, letter: Option<char>, facing: Dir8, at: Place) {
        let c = colour.rgb();
        let b = at.w * 0.66;
        let l = b * 1.35;
        let angle = facing.index() as f32 * 45.0;
        let edge = hex(darken(c, 0.45));
        let _ = write!(self.out, r#"<g transform="translate({} {}) rotate({})">"#, num(at.x), num(at.y), num(angle));
        let (tip, left, right, mid) = ((0.0, -l / 2.0), (-b / 2.0, l / 2.0), (b / 2.0, l / 2.0), (0.0, l / 2.0));
        for (face, shade) in [([tip, left, mid], lighten(c, 0.2)), ([tip, mid, right], darken(c, 0.78))] {
            let _ = write!(
                self.out,
                r#"<polygon points="{}" fill="{}" stroke="{edge}" stroke-width="1.5" stroke-linejoin="round"/>"#,
                points(&face),
                hex(shade)
            );
        }
        self.pips(0.0, l / 2.0 - 7.0, size.pips(), c, b / 2.0);
        if let Some(ch) = letter {
            self.letter(ch, 0.0, l / 8.0, b * 0.42, c);
        }
        self.out.push_str("</g>");
    }

    /// 1 to 3 dots in a row centred on (x, y), in ink that reads on `on`, no wider than
    /// `half` either side.
    fn pips(&mut self, x: f32, y: f32, count: u8, on: [f32; 3], half: f32) {
        let r = (half * 0.09).clamp(2.0, 3.2);
        let gap = (r * 2.9).min(half * 0.6);
        let fill = hex(ink(on));
        for k in 0..count {
            let px = x + (f32::from(k) - f32::from(count - 1) / 2.0) * gap;
            let _ = write!(self.out, r#"<circle class="pip" cx="{}" cy="{}" r="{}" fill="{fill}" fill-opacity="0.85"/>"#, num(px), num(y), num(r));
        }
    }

    /// A letter centred on (x, y), in ink that reads on `on`, with a thin halo of `on` so it
    /// stays legible across the faces' edges.
    fn letter(&mut self, ch: char, x: f32, y: f32, font: f32, on: [f32; 3]) {
        let _ = write!(
            self.out,
            r#"<text x="{}" y="{}" font-size="{}" font-weight="bold" text-anchor="middle" fill="{}" stroke="{}" stroke-width="{}" paint-order="stroke">{}</text>"#,
            num(x),
            num(y + font * 0.36),
            num(font),
            hex(ink(on)),
            hex(on),
            num(font * 0.12),
            escape(&ch.to_string())
        );
    }

    /// A chess-like figure: a disc in its owner's colour with its notation letter, and a
    /// notch on the rim where it faces.
    fn figure(&mut self, code: char, colour: [f32; 3], facing: Option<Dir8>, at: Place) {
        let r = at.w / 2.0;
        let rim = hex(darken(colour, 0.5));
        let _ = write!(
            self.out,
            r#"<circle cx="{}" cy="{}" r="{}" fill="{}" stroke="{rim}" stroke-width="3"/><circle cx="{0}" cy="{1}" r="{}" fill="none" stroke="{}" stroke-width="2" stroke-opacity="0.7"/>"#,
            num(at.x),
            num(at.y),
            num(r),
            hex(colour),
            num(r * 0.8),
            hex(lighten(colour, 0.45))
        );
        if let Some(d) = facing {
            let (ux, uy) = page_step(d);
            let pt = |rr: f32, side: f32| (at.x + ux * rr - uy * side, at.y + uy * rr + ux * side);
            let pts = [pt((r + 13.0).min(S / 2.0 - 1.0), 0.0), pt(r - 7.0, 12.0), pt(r - 7.0, -12.0)];
            let _ = write!(
                self.out,
                r#"<polygon class="facing" points="{}" fill="{}" stroke="{}" stroke-width="2" stroke-linejoin="round"/>"#,
                points(&pts),
                hex(SPEAR),
                hex(darken(SPEAR, 0.3))
            );
        }
        let font = r * 1.05;
        let _ = write!(
            self.out,
            r#"<text x="{}" y="{}" font-size="{}" font-weight="bold" text-anchor="middle" fill="{}">{}</text>"#,
            num(at.x),
            num(at.y + font * 0.36),
            num(font),
            hex(ink(colour)),
            escape(&code.to_string())
        );
    }

    /// A stone: a grey block seen from above, its top face lighter than its sides (a rock in
    /// the app, but a block reads better at diagram size).
    fn stone(&mut self, at: Place) {
        let h = at.w / 2.0;
        self.rect(
            at.x - h,
            at.y - h,
            at.w,
            at.w,
            &format!(r#"rx="7" fill="{}" stroke="{}" stroke-width="2""#, hex(darken(STONE, 0.75)), hex(darken(STONE, 0.45))),
        );
        let top = at.w * 0.78;
        self.rect(at.x - h + 3.0, at.y - h + 3.0, top, top, &format!(r#"rx="5" fill="{}""#, hex(STONE)));
    }

    /// A frozen piece: an icy halo with a dashed edge, drawn under the piece so that it
    /// hides nothing of it.
    fn frost(&mut self, p: &PieceView, at: Place) {
        let style = format!(r#"class="frozen" fill="{}" stroke="{}" stroke-width="3.5" stroke-dasharray="7 4""#, hex(ICE), hex(FROST));
        let h = (at.w / 2.0 + 7.0).min(S / 2.0 - 1.5);
        match (&p.kind, p.facing) {
            (PieceKind::Figure { .. }, _) | (PieceKind::Pyramid { .. }, Some(_)) => {
                let _ = write!(self.out, r#"<circle cx="{}" cy="{}" r="{}" {style}/>"#, num(at.x), num(at.y), num(h));
            }
            _ => self.rect(at.x - h, at.y - h, 2.0 * h, 2.0 * h, &format!(r#"rx="6" {style}"#)),
        }
    }

    /// How many pieces a stack holds, in a dark disc at the square's top-right corner.
    fn badge(&mut self, x: f32, y: f32, count: usize) {
        let _ = write!(
            self.out,
            r##"<g class="count"><circle cx="{}" cy="{}" r="11" fill="#202020" stroke="#ffffff" stroke-width="2"/><text x="{0}" y="{}" font-size="15" font-weight="bold" text-anchor="middle" fill="#ffffff">{count}</text></g>"##,
            num(x),
            num(y),
            num(y + 5.4)
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::GameConfig;
    use crate::session::DynGame;

    /// Every game's start, by id and variant.
    const GAMES: [(&str, &str); 5] = [("storm", ""), ("litrof", ""), ("tribesmen", ""), ("tribesmen", "four-player"), ("three-elephant", "")];

    fn game(id: &str, variant: &str) -> Box<dyn DynGame> {
        let mut config = GameConfig::new(id);
        if !variant.is_empty() {
            config = config.with_variant(variant);
        }
        crate::games::new_game(&config).expect("a game")
    }

    fn file_name(id: &str, variant: &str) -> String {
        if variant.is_empty() { id.to_string() } else { format!("{id}-{variant}") }
    }

    /// Whether every tag opened is closed, in order: the well-formedness a browser needs to
    /// show the picture at all. Text and attribute values must not hold a raw `<` or `>`.
    fn balanced(doc: &str) -> Result<(), String> {
        let mut open: Vec<&str> = Vec::new();
        let mut rest = doc;
        while let Some(start) = rest.find('<') {
            if rest[..start].contains('>') {
                return Err(format!("a stray '>' before {:?}", &rest[start..(start + 40).min(rest.len())]));
            }
            let end = rest[start..].find('>').ok_or("an unclosed tag")? + start;
            let tag = &rest[start + 1..end];
            if tag.contains('<') {
                return Err(format!("a '<' inside tag {tag:?}"));
            }
            if tag.contains('"') && !tag.matches('"').count().is_multiple_of(2) {
                return Err(format!("unbalanced quotes in {tag:?}"));
            }
            if let Some(closing) = tag.strip_prefix('/') {
                let top = open.pop().ok_or(format!("</{closing}> closes nothing"))?;
                if top != closing {
                    return Err(format!("</{closing}> closes <{top}>"));
                }
            } else if !tag.ends_with('/') {
                open.push(tag.split(' ').next().unwrap_or(""));
            }
            rest = &rest[end + 1..];
        }
        if rest.contains('>') {
            return Err("a stray '>' at the end".into());
        }
        if open.is_empty() { Ok(()) } else { Err(format!("unclosed: {open:?}")) }
    }

    #[test]
    fn escape_turns_markup_into_text() {
        assert_eq!(escape(r#"<script>alert('x&y')</script> "q""#), "&lt;script&gt;alert(&apos;x&amp;y&apos;)&lt;/script&gt; &quot;q&quot;");
        assert_eq!(escape("Litróf e5\u{1}"), "Litróf e5");
        assert_eq!(escape("plain"), "plain");
    }

    #[test]
    fn numbers_have_at_most_two_decimals() {
        assert_eq!(num(1.0 / 3.0), "0.33");
        assert_eq!(num(150.0), "150");
        assert_eq!(num(-0.001), "0");
        assert_eq!(num(12.345_6), "12.35");
    }

    #[test]
    fn svg_every_start_renders_every_piece() {
        for (id, variant) in GAMES {
            let view = game(id, variant).view();
            let svg = board_svg(&view, id);
            assert!(svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 "#), "{id}");
            assert!(svg.contains(r#"role="img""#) && svg.contains("<title id=") && svg.contains("<desc id="), "{id}");
            assert_eq!(svg.matches(r#"<g class="piece""#).count(), view.piece_count(), "{id} {variant}");
            assert!(view.piece_count() > 0, "{id}");
            balanced(&svg).unwrap_or_else(|e| panic!("{id} {variant}: {e}"));
            assert_eq!(svg, board_svg(&view, id), "{id}: the same view draws the same bytes");
            let marks = |f: fn(&SquareView) -> usize| view.squares.iter().map(f).sum::<usize>();
            let owned = marks(|s| usize::from(s.marks.tower.is_some()) + usize::from(s.marks.chamber.is_some()));
            assert_eq!(svg.matches(r#"class="owned""#).count(), owned, "{id}: towers and chambers");
            assert_eq!(svg.matches(r#"class="arrow""#).count(), marks(|s| s.marks.arrows.count_ones() as usize), "{id}: arrows");
            assert_eq!(svg.matches(r#"class="river""#).count(), marks(|s| usize::from(s.marks.river_north)), "{id}: river");
        }
    }

    #[test]
    fn svg_title_and_names_are_escaped() {
        let mut view = game("storm", "").view();
        view.seats[0].name = "<script>".into();
        view.squares.iter_mut().flat_map(|s| s.stack.iter_mut()).for_each(|p| p.label = "<i>x</i> & 'y'".into());
        let svg = board_svg(&view, "<b>&");
        assert!(svg.contains("&lt;b&gt;&amp;"));
        assert!(!svg.contains("<b>") && !svg.contains("<i>") && !svg.contains("<script>"));
        balanced(&svg).unwrap();
    }

    #[test]
    fn svg_numbers_are_short() {
        let svg = board_svg(&game("three-elephant", "").view(), "t");
        for token in svg.split(|c: char| !(c.is_ascii_digit() || c == '.')) {
            if let Some((_, decimals)) = token.split_once('.') {
                assert!(decimals.len() <= 2, "{token}");
            }
        }
    }

    #[test]
    fn svg_board_text_lists_every_occupied_square() {
        for (id, variant) in GAMES {
            let view = game(id, variant).view();
            let text = board_text(&view);
            let occupied: Vec<&SquareView> = view.squares.iter().filter(|s| !s.stack.is_empty()).collect();
            assert_eq!(text.len(), occupied.len(), "{id}");
            for (line, s) in text.iter().zip(occupied) {
                assert!(line.starts_with(&format!("{}: ", s.name)), "{line}");
                assert!(line.len() > s.name.len() + 3, "{line}");
            }
        }
    }

    #[test]
    fn svg_board_text_says_facing_and_frozen() {
        let mut view = game("storm", "").view();
        let s = view.squares.iter_mut().find(|s| !s.stack.is_empty()).unwrap();
        s.stack[0].facing = Some(Dir8::N);
        s.stack[0].frozen = true;
        let name = s.name.clone();
        let label = s.stack[0].label.clone();
        assert_eq!(board_text(&view)[0], format!("{name}: {label} facing north (frozen)"));
        let svg = board_svg(&view, "x");
        assert!(svg.contains(r#"class="facing""#) && svg.contains(r#"class="frozen""#));
    }

    #[test]
    fn svg_rank_one_is_at_the_bottom() {
        let view = game("storm", "").view();
        let frame = Frame::of(&view);
        let a1 = &view.squares[usize::from(view.square_index("a1").unwrap())];
        let a2 = &view.squares[usize::from(view.square_index("a2").unwrap())];
        assert!(frame.centre(a1.col, a1.row).1 > frame.centre(a2.col, a2.row).1);
        assert_eq!(split_name("b10"), ("b", "10"));
    }

    /// A Tribesmen game played until stacks stand, preferring moves that stack.
    fn tribesmen_with_stacks() -> Box<dyn DynGame> {
        let mut g = game("tribesmen", "");
        for ply in 0..40 {
            if g.outcome().is_some() {
                break;
            }
            let moves = g.moves();
            let tallest = |v: &BoardView| v.squares.iter().map(|s| s.stack.len()).max().unwrap_or(0);
            let mut best = (0, 0);
            for i in 0..moves.len() {
                let mut t = g.clone();
                t.play_index(i).unwrap();
                let score = tallest(&t.view()) * 100 + (i * 7 + ply) % 13;
                if score > best.0 {
                    best = (score, i);
                }
            }
            g.play_index(best.1).unwrap();
        }
        g
    }

    #[test]
    fn svg_stacks_show_every_piece_and_a_count() {
        let g = tribesmen_with_stacks();
        let view = g.view();
        let tall = view.squares.iter().map(|s| s.stack.len()).max().unwrap();
        assert!(tall > 1, "no stack formed");
        let svg = board_svg(&view, "Tribesmen");
        assert_eq!(svg.matches(r#"<g class="piece""#).count(), view.piece_count());
        assert_eq!(svg.matches(r#"<g class="count">"#).count(), view.squares.iter().filter(|s| s.stack.len() > 1).count());
        balanced(&svg).unwrap();
    }

    /// Writes every start and a Tribesmen middle game to /tmp/svg-check for a look
    /// (`rsvg-convert`); run with `--ignored`.
    #[test]
    #[ignore]
    fn svg_write_examples() {
        std::fs::create_dir_all("/tmp/svg-check").unwrap();
        for (id, variant) in GAMES {
            let view = game(id, variant).view();
            std::fs::write(format!("/tmp/svg-check/{}.svg", file_name(id, variant)), board_svg(&view, id)).unwrap();
        }
        let view = tribesmen_with_stacks().view();
        std::fs::write("/tmp/svg-check/tribesmen-stacks.svg", board_svg(&view, "Tribesmen")).unwrap();
        std::fs::write("/tmp/svg-check/tribesmen-stacks.txt", board_text(&view).join("\n")).unwrap();
        let mut g = game("tribesmen", "four-player");
        for ply in 0..36 {
            let n = g.moves().len();
            if g.outcome().is_some() || n == 0 {
                break;
            }
            g.play_index((ply * 7 + 3) % n).unwrap();
        }
        std::fs::write("/tmp/svg-check/tribesmen-midgame.svg", board_svg(&g.view(), "Tribesmen")).unwrap();
        std::fs::write("/tmp/svg-check/marks.svg", board_svg(&showcase(), "Marks")).unwrap();
    }

    /// A Litróf start with what no start shows: frozen towers, lying pyramids, a figure with
    /// a facing, a stone, an alert, and every mark.
    fn showcase() -> BoardView {
        let mut view = game("litrof", "").view();
        let storm = game("storm", "").view();
        let at = |v: &BoardView, name: &str| usize::from(v.square_index(name).unwrap());
        let brain = storm.squares[at(&storm, "e1")].stack[0].clone();
        let (a1, b1, c1) = (at(&view, "a1"), at(&view, "b1"), at(&view, "c1"));
        view.squares[a1].stack.iter_mut().for_each(|p| p.frozen = true);
        view.squares[b1].stack.truncate(1);
        view.squares[b1].stack[0].facing = Some(Dir8::NE);
        view.squares[c1].stack.iter_mut().for_each(|p| p.facing = Some(Dir8::E));
        let [b3, c4, d4, e3, a5, b5, e5] = ["b3", "c4", "d4", "e3", "a5", "b5", "e5"].map(|n| at(&view, n));
        view.squares[b3].stack = vec![PieceView { facing: Some(Dir8::SW), frozen: true, ..brain.clone() }];
        view.squares[c4].stack = vec![PieceView { kind: PieceKind::Stone, owner: None, facing: None, frozen: false, label: "Stone".into() }];
        view.squares[d4].stack = vec![PieceView { frozen: true, ..brain }];
        view.squares[e3].marks.arrows = 0xff;
        view.squares[a5].marks.river_north = true;
        view.squares[b5].marks.river_north = true;
        view.squares[e5].marks.tower = Some(crate::core::Seat::FIRST);
        view.alerts = vec![b3 as u16];
        view.alert_note = "Check!".into();
        view
    }
}
