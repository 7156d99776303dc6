use super::*;
use crate::core::{Ending, GameConfig, OutcomeKind};

/// A record on a clock, driven by made-up instants (`at(s)`: `s` seconds into the game).
struct Timed {
    h: History,
    t0: Instant,
}

impl Timed {
    fn new(h: History, control: &str) -> Timed {
        let mut t = Timed { h, t0: Instant::now() };
        t.h.set_time_control(control.parse().unwrap());
        t.h.tick(t.t0);
        t.h.start_clock();
        t
    }
    fn game(game: &str, control: &str) -> Timed {
        Timed::new(History::new(&GameConfig::new(game)).unwrap(), control)
    }
    fn at(&mut self, s: f64) -> Option<Outcome> {
        self.h.tick(self.t0 + Duration::from_secs_f64(s))
    }
    fn left(&self, seat: usize) -> f64 {
        self.h.clock().unwrap().face(Seat::new(seat)).left.as_secs_f64()
    }
    /// Plays the `i`-th legal move (modulo their number) `s` seconds into the game.
    fn play_at(&mut self, s: f64, i: usize) -> Result<String, MoveError> {
        self.at(s);
        let n = self.h.current().moves().len().max(1);
        self.h.play_index(i % n)
    }
}

/// Every game, played to its end on a Fischer clock a move every second: each move's stamp is
/// the mover's time less the second plus the increment, and the clocks stop at the end.
#[test]
fn a_whole_game_of_each_game_on_a_clock() {
    for game in ["storm", "litrof", "tribesmen", "three-elephant"] {
        let mut t = Timed::game(game, "1+2");
        let mut i = 7usize;
        let mut s = 0.0;
        while t.h.current().outcome().is_none() {
            i = i.wrapping_mul(31).wrapping_add(7);
            s += 1.0;
            t.play_at(s, i).unwrap();
        }
        let per_seat = |seat: Seat| t.h.stamps().iter().filter(|(s, _)| *s == seat).count() as f64;
        for seat in Seat::all(t.h.current().seats()) {
            let expected = 60.0 + per_seat(seat);
            assert!((t.h.clock().unwrap().face(seat).left.as_secs_f64() - expected).abs() < 1e-6, "{game} {seat:?}");
        }
        assert_eq!(t.h.stamps().len(), t.h.moves().len(), "{game}: a stamp a move");
        assert!(!t.h.clock_running(), "{game}: the clocks stop at the end");
        assert!(t.at(1e6).is_none(), "{game}: no flag falls after the end");
    }
}

/// A flag falls: the game ends on time at the tick that sees it, in words; a move after it is
/// refused; undo takes the time-out back and gives the seat its move's time again.
#[test]
fn a_fallen_flag_ends_the_game_and_undo_takes_it_back() {
    let mut t = Timed::game("litrof", "1");
    t.play_at(10.0, 0).unwrap();
    assert_eq!(t.at(69.9), None);
    let o = t.at(70.0).expect("Blue's minute ran out");
    assert_eq!(o.ending, Ending::Time(Seat::SECOND));
    assert_eq!(
        t.h.current().result_text().unwrap(),
        format!("{} wins: {} ran out of time", t.h.current().seat_name(Seat::FIRST), t.h.current().seat_name(Seat::SECOND))
    );
    assert!(matches!(t.h.play_index(0), Err(MoveError::GameOver(_))));
    assert!(!t.h.clock_running());
    assert!(t.h.undo(), "the time-out is taken back");
    assert_eq!((t.h.current().outcome(), t.left(1)), (None, 60.0), "Blue's clock reads as its move began");
    assert_eq!(t.left(0), 50.0);
}

/// A move played after the flag fell but before a tick saw it is refused: the game ends on
/// time instead.
#[test]
fn a_move_after_the_flag_fell_ends_the_game_on_time() {
    let mut t = Timed::game("tribesmen", "0.5");
    let e = t.play_at(31.0, 0).unwrap_err();
    assert!(matches!(e, MoveError::GameOver(ref text) if text.ends_with("ran out of time")), "{e:?}");
    assert_eq!(t.h.moves().len(), 0);
    assert_eq!(t.h.concession(), Some(Concession::TimeOut(Seat::FIRST)));
}

/// Undo and redo restore each seat's clock as it read after the moves in effect.
#[test]
fn undo_and_redo_restore_the_clocks() {
    let mut t = Timed::game("storm", "1+1");
    for (s, i) in [(5.0, 3), (15.0, 1), (18.0, 2), (40.0, 5)] {
        t.play_at(s, i).unwrap();
    }
    assert_eq!((t.left(0), t.left(1)), (60.0 - 5.0 + 1.0 - 3.0 + 1.0, 60.0 - 10.0 + 1.0 - 22.0 + 1.0));
    t.at(41.0);
    assert!(t.h.undo() && t.h.undo());
    assert_eq!((t.left(0), t.left(1)), (56.0, 51.0), "after two moves");
    assert!(t.h.clock_running(), "the clock goes on for the seat to move");
    t.at(43.0);
    assert_eq!(t.left(0), 54.0, "and counts from the undo");
    assert!(t.h.redo());
    assert_eq!(t.left(0), 54.0, "redo stamps the recorded reading back");
    assert_eq!(t.h.readings_at(4).unwrap().iter().map(|r| r.left.as_secs_f64()).collect::<Vec<_>>(), [54.0, 30.0]);
}

/// A lone Brain cannot win in Storm: a fallen flag against its opponent draws; the lone
/// Brain's own flag loses.
#[test]
fn storm_a_flag_against_a_lone_brain_draws() {
    let config = GameConfig::new("storm");
    let lone = "3b5/9/9/9/9/9/9/9/9/N3B4";
    let mut red_flags = Timed::new(History::from_position(&config, &format!("{lone} r")).unwrap(), "1");
    let o = red_flags.at(60.0).unwrap();
    assert_eq!((o.kind, o.ending.clone()), (OutcomeKind::Draw, Ending::TimeNoWin(Seat::FIRST)));
    assert_eq!(red_flags.h.current().result_text().unwrap(), "Draw: Red ran out of time, but no other side has the pieces to win");
    let mut blue_flags = Timed::new(History::from_position(&config, &format!("{lone} b")).unwrap(), "1");
    assert_eq!(blue_flags.at(60.0).unwrap().kind, OutcomeKind::Win(Seat::FIRST));
}

/// Four-player Tribesmen: a seat whose time runs out loses, and the game ends with another
/// seat the winner, as a resignation does.
#[test]
fn four_player_time_out_ends_the_game() {
    let mut t = Timed::new(History::new(&GameConfig::new("tribesmen").with_variant("four-player")).unwrap(), "1");
    t.play_at(1.0, 0).unwrap();
    let o = t.at(61.0).unwrap();
    assert_eq!(o.ending, Ending::Time(Seat::new(1)));
    assert!(matches!(o.winner(), Some(w) if w != Seat::new(1)));
}

/// A paused clock keeps the time; an untimed record has no clock at all.
#[test]
fn pause_keeps_the_time_and_untimed_games_have_no_clock() {
    let mut t = Timed::game("three-elephant", "5");
    t.at(10.0);
    t.h.stop_clock();
    t.at(1000.0);
    t.h.start_clock();
    t.at(1010.0);
    assert_eq!(t.left(0), 280.0);
    let mut plain = History::new(&GameConfig::new("storm")).unwrap();
    assert!(plain.tick(Instant::now()).is_none() && plain.clock().is_none() && plain.readings_at(0).is_none());
    plain.play_index(0).unwrap();
    assert!(plain.stamps().is_empty());
}

/// A timed game comes back from its save and its text export with its control, every move's
/// reading (the redo list's included) and, from the save, the time its seat to move had used.
#[test]
fn saves_and_exports_keep_the_clocks() {
    let mut t = Timed::game("storm", "3+2");
    for (s, i) in [(4.0, 1), (9.5, 2), (12.25, 3), (30.0, 4)] {
        t.play_at(s, i).unwrap();
    }
    t.at(31.0);
    t.h.undo();
    t.at(38.0);
    let save = crate::record::SaveFile::from_history(&t.h, &[]);
    let text = save.to_ron();
    assert!(text.contains("time: Some(\"3+2\")") && text.contains("\"0:02:58.0\""), "{text}");
    let (_, back) = crate::record::SaveFile::load(&text).unwrap();
    assert_eq!(back.stamps(), t.h.stamps());
    assert_eq!(back.time_control(), t.h.time_control());
    let clock = back.clock().unwrap();
    assert_eq!(clock.used(), Duration::from_secs(7), "the seat to move had used 7 s");
    assert_eq!(clock.face(Seat::FIRST).left, t.h.clock().unwrap().face(Seat::FIRST).left);
    let export = crate::record::text::export(&t.h);
    assert!(export.contains("[TimeControl \"3+2\"]") && export.contains("1. ") && export.contains("{[%clk 0:02:58.0]}"), "{export}");
    let imported = crate::record::text::import(&export).unwrap();
    assert_eq!(imported.stamps(), &t.h.stamps()[..3], "the export holds the moves in effect");
    assert!(imported.comments().is_empty(), "a clock reading is no comment");
}

/// A game that ended on time says so in its export and save, and both read back to the same end.
#[test]
fn a_time_out_survives_save_and_export() {
    let mut t = Timed::game("three-elephant", "1");
    t.play_at(2.0, 0).unwrap();
    t.at(100.0).unwrap();
    let export = crate::record::text::import(&crate::record::text::export(&t.h)).unwrap();
    assert_eq!(export.concession(), Some(Concession::TimeOut(Seat::SECOND)));
    let (_, saved) = crate::record::SaveFile::load(&crate::record::SaveFile::from_history(&t.h, &[]).to_ron()).unwrap();
    assert_eq!(saved.current().result_text(), t.h.current().result_text());
}

/// Bad clock data in a save or an export is refused, naming what is wrong.
#[test]
fn bad_clock_data_is_refused() {
    let mut t = Timed::game("storm", "1+1");
    t.play_at(1.0, 0).unwrap();
    let save = crate::record::SaveFile::from_history(&t.h, &[]).to_ron();
    let e = crate::record::SaveFile::load(&save.replace("\"0:01:00.0\"", "\"0:01:00.0\", \"0:01:00.0\"")).unwrap_err();
    assert!(e.message.contains("2 clock readings for 1 moves"), "{e}");
    let e = crate::record::SaveFile::load(&save.replace("\"1+1\"", "\"1+x\"")).unwrap_err();
    assert!(e.message.contains("time control"), "{e}");
    let export = crate::record::text::export(&t.h);
    let e = crate::record::text::import(&export.replace("[%clk 0:01:00.0]", "[%clk soon]")).unwrap_err();
    assert!(e.message.contains("clock reading"), "{e}");
    let e = crate::record::text::import(&export.replace("[TimeControl \"1+1\"]\n", "")).unwrap_err();
    assert!(e.message.contains("needs a [TimeControl]"), "{e}");
}

/// A copy following clocks kept elsewhere never ends the game on time nor refuses a move, and
/// takes the keeper's word for a time-out.
#[test]
fn a_following_copy_leaves_the_flag_to_the_keeper() {
    let mut t = Timed::game("storm", "1");
    t.h.follow_clock();
    t.play_at(1.0, 0).unwrap();
    assert_eq!(t.at(500.0), None, "no time-out here");
    t.play_at(501.0, 0).expect("a move relayed after this copy's flag fell is played");
    assert!(t.h.set_stamp(1, Reading { left: Duration::from_secs(42), periods: 0 }));
    assert_eq!(t.h.time_out_now(Seat::FIRST).unwrap().ending, Ending::Time(Seat::FIRST));
}
