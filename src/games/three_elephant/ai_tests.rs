//! The computer players' view of the game: the evaluation on hand-made positions, the
//! tactical turns quiescence follows, and a few turns Hard must find.

use super::board::{self, ELEPHANT};
use super::eval::{evaluate, evaluate_at, judge, remembered, threatened_elephants};
use super::movegen::{self, Act, Turn};
use super::position::ThreeElephant;
use crate::ai::{Level, Rng, fixed_plan, think_with};
use crate::core::{Counters, Game, GameConfig, HistoryRules, Line, Seat};
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

const WHITE: Seat = Seat::FIRST;
const BLACK: Seat = Seat::SECOND;

fn at(text: &str) -> ThreeElephant {
    ThreeElephant::from_config(&GameConfig::new("three-elephant").with_setup(text)).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The same position seen from the other side: the board turned half a turn, colours and the
/// side to move swapped. A spear's facing is relative to its owner, so its letter stays.
fn flipped(p: &ThreeElephant) -> ThreeElephant {
    let text = p.text();
    let (ranks, side) = text.split_once(' ').unwrap();
    let turned: String = ranks.chars().rev().map(|c| if c.is_ascii_uppercase() { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() }).collect();
    at(&format!("{turned} {}", if side == "w" { "b" } else { "w" }))
}

/// Positions from random games (the bare engine has no history rules, so none ends by the
/// quiet-turn rule).
fn random_positions(games: u64, plies: usize) -> Vec<ThreeElephant> {
    let mut out = Vec::new();
    for g in 0..games {
        let mut rng = Rng::new(g + 1);
        let mut p = ThreeElephant::from_config(&GameConfig::new("three-elephant")).unwrap();
        for _ in 0..plies {
            if p.outcome().is_some() {
                break;
            }
            out.push(p.clone());
            let moves = p.moves();
            // Mostly turns that capture, so the games reach open, tactical positions.
            let mut tactical = Vec::new();
            movegen::tactical(&p, &mut tactical);
            let m = if !tactical.is_empty() && rng.below(3) > 0 { tactical[rng.below(tactical.len())] } else { moves[rng.below(moves.len())] };
            p.play(&m);
        }
    }
    out
}

fn pieces_of(p: &ThreeElephant, side: Seat) -> usize {
    p.cells().iter().filter(|&&c| board::is_own(c, side)).count()
}

#[test]
fn tactical_turns_are_legal_captures_and_include_every_single_capture() {
    let mut totals = (0, 0);
    for p in random_positions(12, 80) {
        let legal: HashSet<_> = p.moves().into_iter().collect();
        let mut tactical = Vec::new();
        assert!(p.tactical_moves(&mut tactical));
        let set: HashSet<_> = tactical.iter().copied().collect();
        assert_eq!(set.len(), tactical.len(), "duplicates in {}", p.text());
        for t in &tactical {
            assert!(legal.contains(t), "{}: {t:?} is not a listed turn", p.text());
            let mut c = p.clone();
            c.play(t);
            assert!(pieces_of(&c, p.side().other()) < pieces_of(&p, p.side().other()), "{}: {} takes nothing", p.text(), p.notation(t));
        }
        // Every capture made by one action alone is there.
        for t in &legal {
            let lone = match (t.step, t.rotate, t.act) {
                (Some((_, to)), None, Act::None) => board::is_enemy(p.cells()[to], p.side()),
                (None, None, Act::Move(_, to)) => board::is_enemy(p.cells()[to], p.side()),
                _ => false,
            };
            assert!(!lone || set.contains(t), "{}: {} missing", p.text(), p.notation(t));
        }
        totals.0 += tactical.len();
        totals.1 += legal.len();
    }
    // The point of the short list: a small share of all turns.
    assert!(totals.0 * 20 < totals.1, "{totals:?}");
}

#[test]
fn evaluation_is_the_same_for_either_colour() {
    for p in random_positions(6, 60).iter().step_by(5) {
        let f = flipped(p);
        assert_eq!(evaluate(p, WHITE), evaluate(&f, BLACK), "{} / {}", p.text(), f.text());
        assert_eq!(evaluate(p, WHITE), -evaluate(p, BLACK));
    }
}

#[test]
fn a_remembered_judgement_is_the_judgement_and_other_rules_never_read_it() {
    for p in random_positions(4, 60) {
        let fresh = judge(&p);
        assert_eq!(remembered(&p), fresh, "{}", p.text());
        assert_eq!(remembered(&p), fresh, "{}, read back", p.text());
    }
    // The same board under other rules has the same key, and its judgements another tag.
    let plain = ThreeElephant::from_config(&GameConfig::new("three-elephant")).unwrap();
    let other = ThreeElephant::from_config(&GameConfig::new("three-elephant").with_option("empty-fall", "on")).unwrap();
    assert_eq!(plain.key(), other.key());
    assert_ne!(plain.rules().rules_hash, other.rules().rules_hash);
}

#[test]
fn evaluation_counts_what_the_side_to_move_can_take() {
    // White's Knight on d3 attacks Black's undefended Elephant on e5.
    let white_to_move = at("e8/9/9/4e4/9/3N5/9/9/E1E6 w");
    let black_to_move = at("e8/9/9/4e4/9/3N5/9/9/E1E6 b");
    assert!(evaluate(&white_to_move, WHITE) > evaluate(&black_to_move, WHITE) + 1000);
    // Black to move saves it: about even (White is an Elephant up: 3 against 2 here).
    let even = at("e8/9/9/4e4/9/9/9/3N5/E1E6 b");
    assert!((evaluate(&black_to_move, WHITE) - evaluate(&even, WHITE)).abs() < 300);
    // Taking the last Elephant this turn is as good as won.
    let last = at("9/9/9/4e4/9/3N5/9/9/E1E6 w");
    assert!(evaluate(&last, WHITE) >= 9000);
}

#[test]
fn two_threatened_elephants_lose_one() {
    // Black's Knight on c3 attacks White's Elephants on a2 and e2 (and a4, b1, d1, e4, b5,
    // d5); White to move saves one.
    let fork = at("e8/e8/9/9/9/9/2n6/E3E4/8E w");
    let single = at("e8/e8/9/9/9/9/2n6/E8/4E3E w");
    assert!(evaluate(&fork, WHITE) < evaluate(&single, WHITE) - 1000, "{} vs {}", evaluate(&fork, WHITE), evaluate(&single, WHITE));
}

#[test]
fn evaluation_rewards_approaching_the_enemy_elephants() {
    let near = at("3eee3/9/4N4/9/9/9/9/9/E1E1E4 w");
    let far = at("3eee3/9/9/9/9/9/9/9/E1E1E2N1 w");
    assert!(evaluate(&near, WHITE) > evaluate(&far, WHITE));
    let advanced = at("3eee3/9/9/9/4S4/9/9/9/E1E1E4 w");
    let home = at("3eee3/9/9/9/9/9/9/4S4/E1E1E4 w");
    assert!(evaluate(&advanced, WHITE) > evaluate(&home, WHITE));
}

#[test]
fn hard_forks_two_elephants_with_the_knight() {
    // Nd6-c8 attacks a9 and e9 at once, out of reach of both; Black saves one at most.
    let p = at("e3e4/9/9/3N1#3/9/3#5/9/9/E1E1E4 w");
    let t = think_with(&p, &fixed_plan(&p, Level::Hard), 1, &AtomicBool::new(false), &mut |_| {});
    assert_eq!(t.notation, "Nd6-c8");
}

#[test]
fn hard_saves_a_threatened_elephant() {
    // Black's Knight on d7 attacks White's Elephant on e5.
    let p = at("e7e/9/3n5/9/4E4/9/9/9/E1E6 w");
    assert_ne!(threatened_elephants(&p, WHITE), 0);
    let t = think_with(&p, &fixed_plan(&p, Level::Hard), 1, &AtomicBool::new(false), &mut |_| {});
    let mut c = p.clone();
    c.play(&t.best);
    assert_eq!(threatened_elephants(&c, WHITE), 0, "{} leaves it en prise", t.notation);
    assert_eq!(c.elephants(WHITE), 3);
}

#[test]
fn medium_errs_in_its_choice_of_turn_but_not_by_an_elephant() {
    // `TUNING.levels`: Medium's root noise (about a Spearman) blurs the quiet turns, so each
    // seed may pick another; an Elephant is worth far more, so every seed saves this one.
    let p = at("e7e/9/3n5/9/4E4/9/9/9/E1E6 w");
    let plan = fixed_plan(&p, Level::Medium);
    assert!(plan.root_noise > 0);
    let turns = |plan: &crate::ai::Plan| -> HashSet<String> {
        (0..8)
            .map(|seed| {
                let t = think_with(&p, plan, seed, &AtomicBool::new(false), &mut |_| {});
                let mut c = p.clone();
                c.play(&t.best);
                assert_eq!(threatened_elephants(&c, WHITE), 0, "seed {seed}: {} leaves it en prise", t.notation);
                t.notation
            })
            .collect()
    };
    assert!(turns(&plan).len() > 1, "the noise changed no choice");
    let calm = crate::ai::Plan { root_noise: 0, ..plan };
    assert_eq!(turns(&calm).len(), 1, "without noise the seed changes nothing");
}

#[test]
fn hard_takes_the_last_elephant_with_a_fall() {
    // Only the War Tower's fall north reaches Black's last Elephant on e9.
    let p = at("4e4/9/9/4T#3/9/3#5/9/9/E1E6 w");
    let t = think_with(&p, &fixed_plan(&p, Level::Hard), 1, &AtomicBool::new(false), &mut |_| {});
    let mut c = p.clone();
    c.play(&t.best);
    assert_eq!(c.outcome().and_then(|o| o.winner()), Some(WHITE), "{}", t.notation);
    assert_eq!(board::kind(p.cells()[board::parse_square("e9").unwrap()]), ELEPHANT);
}

#[test]
fn a_spearman_on_the_far_rank_is_worth_little() {
    // It can never move again, whatever its facing.
    let far = at("3eeeS2/9/9/9/9/9/9/9/E1E1E4 w");
    let seventh = at("3eee3/4S4/9/9/9/9/9/9/E1E1E4 w");
    let none = at("3eee3/9/9/9/9/9/9/9/E1E1E4 w");
    assert!(evaluate(&far, WHITE) - evaluate(&none, WHITE) < 40, "{}", evaluate(&far, WHITE) - evaluate(&none, WHITE));
    assert!(evaluate(&seventh, WHITE) - evaluate(&far, WHITE) > 100);
}

#[test]
fn an_advantage_fades_as_the_quiet_turn_draw_nears() {
    let p = at("3ee4/9/9/9/9/9/9/9/E1E1E4 w");
    let fresh = evaluate(&p, WHITE);
    assert!(fresh > 1000);
    assert_eq!(evaluate_at(&p, WHITE, Some((0, 200))), fresh);
    assert_eq!(evaluate_at(&p, WHITE, Some((100, 200))), fresh, "no fade in the first half");
    let later = evaluate_at(&p, WHITE, Some((150, 200)));
    assert!(later < fresh * 3 / 4 && later > 0, "{fresh} {later}");
    assert_eq!(evaluate_at(&p, WHITE, Some((200, 200))), 0, "drawn");
    // The line gives the evaluation its clock; the bare engine has none.
    let rules = p.history_rules();
    assert_eq!(rules.quiet_plies, Some(200));
    let line = Line::with(p.clone(), rules, Counters { quiet: 150, ..Counters::default() });
    assert_eq!(line.evaluate(WHITE), Some(later));
    assert_eq!(line.evaluate(BLACK), Some(-later));
    assert_eq!(p.evaluate_at(WHITE, &Counters { quiet: 150, ..Counters::default() }, &HistoryRules::NONE), Some(fresh));
    assert_eq!(p.evaluate(WHITE), Some(fresh));
}

#[test]
fn shortlisted_turns_are_legal_distinct_and_best_first_by_the_evaluation() {
    for (n, p) in random_positions(8, 60).into_iter().enumerate().filter(|(n, _)| n % 3 == 0) {
        let legal: HashSet<_> = p.moves().into_iter().collect();
        for width in [1, 2, 4] {
            let mut short = Vec::new();
            let played = p.shortlist(width, &mut short).expect("Three Elephant offers a shortlist");
            assert!(!short.is_empty(), "position {n}: an empty shortlist");
            assert!(played as usize >= short.len(), "position {n}: {played} positions played for {} turns", short.len());
            assert!(played < legal.len() as u64 || legal.len() < 200, "position {n}, width {width}: {played} played for {} legal turns", legal.len());
            let distinct: HashSet<_> = short.iter().copied().collect();
            assert_eq!(distinct.len(), short.len(), "position {n}: a turn listed twice");
            for t in &short {
                assert!(legal.contains(t), "position {n}: {t:?} is not in the move list as it stands there");
            }
            let value = |t: &Turn| {
                let mut c = p.clone();
                c.play(t);
                evaluate(&c, p.side)
            };
            let values: Vec<i32> = short.iter().map(value).collect();
            assert!(values.windows(2).all(|w| w[0] >= w[1]), "position {n}: not best first: {values:?}");
        }
    }
}

/// From a tournament game (docs/ai-strength.md, "7 December, last"): Black's
/// Spearman steps to i2 and turns its spear onto the White Elephant on h1, and the Elephant on f9
/// leaps to d7, onto both White Knights. Two threats, one action 3 to answer them: the reply that
/// won a piece. The search's inner nodes list turns two wide; a list without rotations there
/// never met it.
#[test]
fn a_narrow_shortlist_keeps_the_rotation_that_makes_a_double_threat() {
    let p = at("t2eee2t/rss2ss1s/n3s4/1s3#3/3NnN1L1/2L#5/SL6s/2S1LRL2/1T1EE2ET b");
    let threat = p.parse_move("Si3-i2; Si2>R; Ef9-d7").unwrap();
    for width in [1, 2] {
        let mut short = Vec::new();
        p.shortlist(width, &mut short).unwrap();
        assert!(short.contains(&threat), "width {width}: {} turns, not {}", short.len(), p.notation(&threat));
        let steps: HashSet<_> = short.iter().map(|t| t.step).collect();
        assert!(steps.len() >= 3, "width {width}: {} steps", steps.len());
    }
}

#[test]
fn a_shortlist_as_wide_as_the_choices_holds_every_legal_turn() {
    for p in random_positions(4, 40).into_iter().step_by(7) {
        let legal: HashSet<_> = p.moves().into_iter().collect();
        let mut short = Vec::new();
        p.shortlist(1000, &mut short).unwrap();
        let got: HashSet<_> = short.into_iter().collect();
        assert_eq!(got, legal, "{}", p.text());
    }
}

#[test]
fn the_search_decides_action_by_action_within_a_few_hundred_nodes() {
    // At the start about 4,400 turns: a node bound far below that still completes iterations
    // (a greedy turn, then wider ones), where listing every turn would not finish one ply.
    let p = Line::new(ThreeElephant::from_config(&GameConfig::new("three-elephant")).unwrap());
    assert!(p.moves().len() > 4000);
    let mut plan = fixed_plan(&p, Level::Hard);
    plan.limits = crate::ai::Limits::nodes(600);
    let t = think_with(&p, &plan, 3, &AtomicBool::new(false), &mut |_| {});
    assert!(t.depth >= 1, "no iteration finished in 600 nodes");
    assert!(t.nodes <= 1200, "{} nodes", t.nodes);
    assert!(p.moves().contains(&t.best));
    // The forks and saves above are found the same way; here the tactic in three actions:
    // the Knight's fork needs action 3, after a Spearman step that changes nothing.
    let fork = Line::new(at("e3e4/9/9/3N1#3/9/3#5/9/9/E1E1E4 w"));
    let t = think_with(&fork, &plan, 1, &AtomicBool::new(false), &mut |_| {});
    assert_eq!(t.notation, "Nd6-c8");
}

#[test]
fn analysis_lines_from_shortlists_are_distinct_legal_turns_with_lines_that_play() {
    let p = Line::new(at("e3e4/9/9/3N1#3/9/3#5/9/9/E1E1E4 w"));
    let mut plan = fixed_plan(&p, Level::Hard);
    plan.limits = crate::ai::Limits::nodes(3000);
    let all = p.moves();
    let lines = crate::ai::analyse(&p, &plan, 3, 5, &AtomicBool::new(false));
    assert_eq!(lines.len(), 3);
    let chosen: HashSet<usize> = lines.iter().map(|t| t.index).collect();
    assert_eq!(chosen.len(), 3, "three different turns");
    for t in &lines {
        assert_eq!(all[t.index], t.best, "the index names the turn");
        // Every turn of the expected line is legal where it is played.
        let mut q = p.clone();
        for text in &t.pv {
            let m = q.parse_move(text).unwrap_or_else(|e| panic!("{text} in {:?}: {e}", t.pv));
            q.play(&m);
        }
    }
    assert_eq!(lines[0].notation, "Nd6-c8");
}

#[test]
fn the_levels_think_by_this_games_own_times() {
    // `levels::TUNING`: Medium 0.15 s, Hard 1 s and Expert 16 s a move in this game (0.5 s,
    // 2 s and 8 s elsewhere).
    use std::time::Duration;
    let p = Line::new(ThreeElephant::from_config(&GameConfig::new("three-elephant")).unwrap());
    let time = |l: Level| crate::ai::plan(&p, l).limits.time;
    assert_eq!(time(Level::Easy), Some(Duration::from_millis(100)));
    assert_eq!(time(Level::Medium), Some(Duration::from_millis(150)));
    assert_eq!(time(Level::Hard), Some(Duration::from_millis(1_000)));
    assert_eq!(time(Level::Expert), Some(Duration::from_millis(16_000)));
    // The deterministic mode keeps the common node bounds.
    assert_eq!(fixed_plan(&p, Level::Medium).limits.nodes, 3_000);
}
