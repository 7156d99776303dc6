//! A tiny game for the app's tests: five squares in a row, one piece each, a piece moves to an
//! empty square one or two away; a one-step move ends with a choice (mark it or not).

use crate::core::*;

#[derive(Clone, Debug)]
pub struct Line {
    config: GameConfig,
    pos: [u8; 2],
    marks: u8,
    ply: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    to: u8,
    mark: bool,
}

impl Line {
    pub fn new() -> Line {
        Line { config: GameConfig::new("line"), pos: [0, 4], marks: 0, ply: 0 }
    }
    fn name(s: u8) -> char {
        (b'a' + s) as char
    }
}

impl Game for Line {
    type Move = Step;
    fn config(&self) -> &GameConfig {
        &self.config
    }
    fn seats(&self) -> usize {
        2
    }
    fn to_move(&self) -> Seat {
        Seat::new(self.ply as usize % 2)
    }
    fn legal_moves(&self, out: &mut Vec<Step>) {
        if self.outcome().is_some() {
            return;
        }
        let from = self.pos[self.to_move()] as i32;
        for to in 0..5i32 {
            let d = (to - from).abs();
            if d == 0 || d > 2 || self.pos.contains(&(to as u8)) {
                continue;
            }
            if d == 1 {
                out.push(Step { to: to as u8, mark: true });
                out.push(Step { to: to as u8, mark: false });
            } else {
                out.push(Step { to: to as u8, mark: false });
            }
        }
    }
    fn play(&mut self, mv: &Step) {
        let s = self.to_move();
        self.pos[s] = mv.to;
        self.marks += mv.mark as u8;
        self.ply += 1;
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.ply >= 6).then(|| Outcome::draw("six plies"))
    }
    fn key(&self) -> u64 {
        (self.pos[0] as u64) | (self.pos[1] as u64) << 8 | (self.marks as u64) << 16 | (self.ply as u64) << 24
    }
    fn notation(&self, mv: &Step) -> String {
        format!("{}-{}{}", Line::name(self.pos[self.to_move()]), Line::name(mv.to), if mv.mark { "!" } else { "" })
    }
    fn parse_move(&self, text: &str) -> Result<Step, crate::core::MoveError> {
        notation::match_legal(self, text)
    }
    fn picks(&self, mv: &Step) -> Vec<Pick> {
        let from = self.pos[self.to_move()];
        let mut v = vec![Pick::Square(from as u16), Pick::Square(mv.to as u16)];
        if (mv.to as i32 - from as i32).abs() == 1 {
            v.push(if mv.mark { Pick::choice("mark", "Mark it") } else { Pick::choice("plain", "Plain") });
        }
        v
    }
    fn view(&self) -> BoardView {
        let squares = (0..5u8)
            .map(|i| SquareView {
                name: Line::name(i).to_string(),
                col: i as f32,
                row: 0.0,
                marks: Marks { dark: i % 2 == 1, ..Default::default() },
                stack: Seat::all(2)
                    .filter(|&s| self.pos[s] == i)
                    .map(|s| PieceView {
                        kind: PieceKind::Figure { code: 'P', name: "Pawn".into() },
                        owner: Some(s),
                        facing: None,
                        frozen: false,
                        label: "Pawn".into(),
                    })
                    .collect(),
            })
            .collect();
        BoardView {
            squares,
            seats: vec![
                SeatView { name: "Red".into(), colour: [0.8, 0.1, 0.1], hue: None, active: true },
                SeatView { name: "Blue".into(), colour: [0.1, 0.2, 0.8], hue: None, active: true },
            ],
            to_move: self.to_move(),
            alerts: vec![],
            alert_note: String::new(),
            status: String::new(),
            note: String::new(),
            overlays: vec![],
        }
    }
    fn diagram(&self) -> String {
        String::new()
    }
    fn position_text(&self) -> String {
        format!("{} {} {} {}", self.pos[0], self.pos[1], self.marks, self.to_move())
    }
}
