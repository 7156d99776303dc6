use super::*;

fn secs(s: f64) -> Duration {
    Duration::from_secs_f64(s)
}

/// A clock driven by made-up instants: `after(s)` is `s` seconds into the game.
struct Game {
    clock: Clock,
    t0: Instant,
}

impl Game {
    fn new(control: &str) -> Game {
        let t0 = Instant::now();
        let mut clock = Clock::new(control.parse().unwrap(), 2, Seat::FIRST);
        clock.tick(t0);
        clock.start();
        Game { clock, t0 }
    }
    fn at(&mut self, s: f64) -> &mut Clock {
        self.clock.tick(self.t0 + secs(s));
        &mut self.clock
    }
    /// The seat to move moves `s` seconds into the game; the reading it is left with.
    fn move_at(&mut self, s: f64) -> Result<Reading, Seat> {
        let next = self.clock.turn().other();
        self.at(s).press(next)
    }
}

fn left(r: Result<Reading, Seat>) -> f64 {
    r.unwrap().left.as_secs_f64()
}

#[test]
fn sudden_death_runs_down_and_the_flag_falls_at_zero() {
    let mut g = Game::new("1");
    assert_eq!(left(g.move_at(10.0)), 50.0);
    assert_eq!(g.clock.face(Seat::FIRST).left, secs(50.0), "a clock at rest keeps its time");
    assert_eq!(g.move_at(70.0), Err(Seat::SECOND), "Blue used 60 s of 60");
}

#[test]
fn sudden_death_flag() {
    let mut g = Game::new("1");
    g.move_at(10.0).unwrap();
    assert_eq!(g.at(69.9).flagged(), None);
    assert!((g.clock.until_flag().unwrap().as_secs_f64() - 0.1).abs() < 1e-9);
    assert_eq!(g.at(70.0).flagged(), Some(Seat::SECOND), "Blue's 60 s ran out");
    assert_eq!(g.clock.press(Seat::FIRST), Err(Seat::SECOND), "a move after the flag fell is refused");
    assert_eq!(g.clock.turn(), Seat::SECOND, "and changes nothing");
}

#[test]
fn fischer_adds_the_increment_after_each_move() {
    let mut g = Game::new("1+5");
    assert_eq!(left(g.move_at(20.0)), 45.0, "60 - 20 + 5");
    assert_eq!(left(g.move_at(22.0)), 63.0, "Blue: 60 - 2 + 5");
    assert_eq!(left(g.move_at(66.0)), 6.0, "Red: 45 - 44 + 5");
    assert_eq!(g.clock.face(Seat::FIRST).left, secs(6.0));
    assert_eq!(g.at(66.0 + 63.0).flagged(), Some(Seat::SECOND));
}

#[test]
fn bronstein_delay_gives_back_what_the_move_took_up_to_the_delay() {
    let mut g = Game::new("1+d5");
    assert_eq!(left(g.move_at(3.0)), 60.0, "3 s used, 3 s back");
    assert_eq!(left(g.move_at(13.0)), 55.0, "10 s used, 5 s back");
    // The delay is given back after the move: a move longer than the time left still loses.
    assert_eq!(g.at(13.0 + 60.0).flagged(), Some(Seat::FIRST));
}

#[test]
fn byo_yomi_keeps_a_period_used_in_part_and_loses_one_run_out() {
    let mut g = Game::new("1+3x10");
    // Red spends its 60 s and 4 s of the first period: three periods left, all whole again.
    let r = g.move_at(64.0).unwrap();
    assert_eq!(r, Reading { left: Duration::ZERO, periods: 3 });
    g.move_at(65.0).unwrap();
    // Red now runs 25 s: two periods gone, 5 s into the third.
    let face = g.at(90.0).face(Seat::FIRST);
    assert_eq!((face.left, face.periods, face.overtime, face.flagged), (secs(5.0), 1, true, false));
    assert_eq!(g.move_at(90.0).unwrap(), Reading { left: Duration::ZERO, periods: 1 });
    g.move_at(91.0).unwrap();
    assert_eq!(g.at(100.99).flagged(), None);
    assert_eq!(g.at(101.0).flagged(), Some(Seat::FIRST), "the last period ran out");
}

#[test]
fn days_a_move_start_again_each_move() {
    let day = 86_400.0;
    let mut g = Game::new("2d");
    assert_eq!(left(g.move_at(1.5 * day)), 2.0 * day, "the next move has its two days again");
    assert_eq!(g.at(3.0 * day).flagged(), None);
    assert_eq!(g.at(3.5 * day).flagged(), Some(Seat::SECOND));
}

#[test]
fn a_paused_clock_does_not_run_and_keeps_the_time_used() {
    let mut g = Game::new("1");
    g.at(10.0).stop();
    assert!(!g.clock.running());
    assert_eq!(g.at(500.0).face(Seat::FIRST).left, secs(50.0), "nothing runs while paused");
    g.clock.start();
    assert_eq!(left(g.move_at(505.0)), 45.0, "10 s before the pause and 5 after");
    assert!(g.clock.running(), "the next clock starts");
}

#[test]
fn untimed_clocks_never_fall() {
    let mut g = Game::new("none");
    assert!(!g.clock.running());
    assert_eq!(g.at(1e9).flagged(), None);
    assert_eq!(g.clock.until_flag(), None);
}

#[test]
fn a_time_earlier_than_the_last_changes_nothing() {
    let mut g = Game::new("1");
    g.at(20.0);
    g.at(5.0);
    assert_eq!(g.clock.face(Seat::FIRST).left, secs(40.0));
}

#[test]
fn readings_write_and_read_back() {
    for (r, text) in [
        (Reading { left: secs(272.1), periods: 0 }, "0:04:32.1"),
        (Reading { left: Duration::ZERO, periods: 3 }, "0:00:00.0/3"),
        (Reading { left: secs(2.0 * 86_400.0 + 3600.0), periods: 0 }, "2d 1:00:00.0"),
    ] {
        assert_eq!(r.to_string(), text);
        assert_eq!(text.parse::<Reading>(), Ok(r));
    }
    for bad in ["", "4:32", "0:60:00", "0:00:61", "x:00:00", "0:00:00/x", "0:00:00.1234", "-1:00:00"] {
        assert!(bad.parse::<Reading>().is_err(), "{bad}");
    }
}

#[test]
fn faces_show_tenths_only_near_the_end() {
    let face = |s: f64, periods| Face { left: secs(s), periods, overtime: false, flagged: false, to_flag: secs(s) };
    assert_eq!(face::show(&face(272.9, 0)), "4:32");
    assert_eq!(face::show(&face(9.46, 0)), "0:09.4");
    assert_eq!(face::show(&face(3725.0, 0)), "1:02:05");
    assert_eq!(face::show(&face(27.0, 3)), "0:27 (3)");
    assert_eq!(face::show(&face(2.0 * 86_400.0 + 7200.0, 0)), "2d 2h");
}

#[test]
fn forgiven_time_comes_back_and_grace_delays_the_flag() {
    let mut g = Game::new("1");
    g.at(61.0);
    assert_eq!(g.clock.flagged(), Some(Seat::FIRST));
    assert_eq!(g.clock.flagged_with_grace(secs(2.0)), None, "a move may still be on its way");
    g.clock.forgive(secs(2.0));
    assert_eq!(g.clock.flagged(), None);
    assert_eq!(left(g.move_at(61.5)), 0.5, "61.5 s less the 2 s forgiven");
    g.at(70.0).forgive(secs(100.0));
    assert_eq!(g.clock.used(), Duration::ZERO, "never below nothing");
}
