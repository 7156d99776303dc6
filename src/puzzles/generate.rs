//! Finding puzzles, as lichess's generator does for chess: look at every position of a game
//! with a quick search for one where the side to move has a move that wins and no other move
//! does, just after the opponent's mistake; prove it with a deeper, longer search; follow the
//! line while the solver's every move is the only one that keeps the win; keep what a person can
//! solve. Every search has a node budget on one thread, so a run is reproducible from its seed.

use super::{Goal, Puzzle, themes};
use crate::ai::{Level, Thought, forced_result};
use crate::core::{OutcomeKind, PieceKind, Seat};
use crate::session::DynGame;
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

/// The scan's bar: the best move's expected result for the side to move (0 lost, 1 won).
const SCAN_WINS: f32 = 0.65;
/// The proof's bar, higher than the scan's.
const PROOF_WINS: f32 = 0.7;
/// Every other move falls this far short of the best.
const GAP: f32 = 0.12;
/// The opponent's last move must have given the solver at least this much, or the puzzle
/// would only ask to go on winning.
const MISTAKE: f32 = 0.1;
/// The longest solution, in the solver's moves.
pub const MOST_SOLVER_MOVES: usize = 3;
/// Plies at the start of a game that are never puzzles (the opening book's ground).
const OPENING_PLIES: usize = 6;
/// A turn of the solution's idea is judged by a search of the scan's nodes divided by this.
const REFUSAL_SHARE: u64 = 4;
/// The deepest iteration tried when measuring how hard a puzzle is.
const DEEPEST: u32 = 12;

/// Fewer pieces than this on the board (Stones not counted) make a finish anyone sees (two
/// Elephants face to face); the solver's endings are puzzles of their own (`solved`).
const FEWEST_PIECES: usize = 5;

/// The pieces on the board that belong to a player.
fn owned_pieces(position: &dyn DynGame) -> usize {
    position.view().squares.iter().flat_map(|s| s.stack.iter()).filter(|p| p.owner.is_some()).count()
}

/// How hard the generator looks, in nodes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Effort {
    /// The first look at every position.
    pub scan: u64,
    /// The proof of a candidate and of each later step of its line.
    pub prove: u64,
}

/// How many positions each stage kept (the collection's docs and closing notes report them).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    pub games: usize,
    pub positions: usize,
    /// Passed the scan: one move wins, the others do not, and the solver was not winning before.
    pub candidates: usize,
    /// Passed the deeper proof, with a line of only moves.
    pub proved: usize,
    /// Not the same position as a puzzle kept before.
    pub fresh: usize,
    /// The first from its game's phase (opening, middle game, ending).
    pub kept: usize,
}

impl std::ops::AddAssign<&Tally> for Tally {
    fn add_assign(&mut self, other: &Tally) {
        self.games += other.games;
        self.positions += other.positions;
        self.candidates += other.candidates;
        self.proved += other.proved;
        self.fresh += other.fresh;
        self.kept += other.kept;
    }
}

/// A game to look through: its positions from the start, and where it came from.
pub struct Record {
    pub positions: Vec<Box<dyn DynGame>>,
    pub source: String,
}

/// A puzzle found, before it has its id.
pub struct Found {
    pub puzzle: Puzzle,
    pub key: u64,
}

/// Looks through one game: every position scanned, each candidate proved; duplicates of
/// `seen` and second puzzles of a phase are dropped. Adds what each stage kept to `tally`.
pub fn look_through(record: &Record, effort: Effort, seed: u64, seen: &mut HashSet<u64>, tally: &mut Tally) -> Vec<Found> {
    tally.games += 1;
    let Some(first) = record.positions.first() else { return Vec::new() };
    let full = first.view().piece_count().max(1);
    let mut phases_used = [false; 3];
    let mut found = Vec::new();
    let mut before = Before::default();
    for (ply, position) in record.positions.iter().enumerate() {
        // The opening is never a puzzle; the ply before the first that may be one is scanned too.
        if ply + 1 < OPENING_PLIES || owned_pieces(position.as_ref()) < FEWEST_PIECES {
            before = Before::default();
            continue;
        }
        let scanned = scan(position.as_ref(), effort.scan, seed);
        tally.positions += usize::from(scanned.is_some());
        let solver_before = before.solver(position.as_ref());
        before.record(position.as_ref(), scanned.as_ref().map(|lines| lines[0].eval));
        let Some(lines) = scanned else { continue };
        if ply < OPENING_PLIES || !stands_out(&lines, SCAN_WINS) || solver_before.is_none_or(|b| lines[0].eval - b < MISTAKE) {
            continue;
        }
        tally.candidates += 1;
        // From here on the position is the one its string gives, as the player will see it.
        let Ok(start) = crate::games::from_position(position.config(), &position.position_text()) else { continue };
        let Some(solution) = prove(start.as_ref(), &lines[0].notation, effort.prove, seed) else { continue };
        if check(start.as_ref(), &solution, effort.scan, seed).is_err() {
            continue;
        }
        let Some(refused) = refused(start.as_ref(), &solution, effort.scan / REFUSAL_SHARE, seed) else { continue };
        tally.proved += 1;
        if !seen.insert(start.key()) {
            continue;
        }
        tally.fresh += 1;
        let phase = phase(start.view().piece_count(), full);
        if std::mem::replace(&mut phases_used[phase], true) {
            continue;
        }
        tally.kept += 1;
        let source = format!("{}, ply {ply}", record.source);
        found.push(Found { puzzle: puzzle(start.as_ref(), solution, refused, effort, seed, source), key: start.key() });
    }
    found
}

/// What the scans before a position gave, to tell whether the moves since were a mistake: the
/// previous position's best for the player who moved (two players), or each player's own
/// best at its last turn (more: three opponents move in between).
#[derive(Default)]
struct Before {
    previous: Option<f32>,
    by_seat: Vec<Option<f32>>,
}

impl Before {
    /// The expected result the side to move had before the last moves, if known.
    fn solver(&self, position: &dyn DynGame) -> Option<f32> {
        if position.seats() == 2 {
            self.previous.map(|opponent| 1.0 - opponent)
        } else {
            self.by_seat.get(position.to_move().index()).copied().flatten()
        }
    }

    fn record(&mut self, position: &dyn DynGame, best: Option<f32>) {
        self.previous = best;
        self.by_seat.resize(position.seats(), None);
        self.by_seat[position.to_move().index()] = best;
    }
}

/// Why a position of the player's game makes no puzzle.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum NoPuzzle {
    #[error("no single move wins there: a puzzle needs one move that wins and no other")]
    NoSingleWin,
}

/// A puzzle from a mistake in a game: the position before it, if one move wins there and
/// every other does not (what the player missed), else the position after it, if one move
/// punishes it. Each is proved as the generator proves its finds.
pub fn from_mistake(before: &dyn DynGame, after: &dyn DynGame, effort: Effort, seed: u64, source: &str) -> Result<Puzzle, NoPuzzle> {
    [before, after]
        .into_iter()
        .filter_map(|position| crate::games::from_position(position.config(), &position.position_text()).ok())
        .find_map(|start| {
            let lines = scan(start.as_ref(), effort.scan, seed).filter(|l| stands_out(l, SCAN_WINS))?;
            let solution = prove(start.as_ref(), &lines[0].notation, effort.prove, seed)?;
            check(start.as_ref(), &solution, effort.scan, seed).ok()?;
            let refused = refused(start.as_ref(), &solution, effort.scan / REFUSAL_SHARE, seed)?;
            Some(puzzle(start.as_ref(), solution, refused, effort, seed, source.to_string()))
        })
        .ok_or(NoPuzzle::NoSingleWin)
}

/// The best move of a position by a search of `nodes`, and the best move of another idea
/// (`Game::idea`): the second line, or where that is the same idea with other actions filling
/// the turn (Three Elephant), the best of a second search over the moves of other ideas. For a
/// game going on with at least two ideas; with more than two players the search is paranoid
/// (every opponent against the side to move), so a move that stands out does so against all.
fn scan(position: &dyn DynGame, nodes: u64, seed: u64) -> Option<Vec<Thought>> {
    if position.outcome().is_some() || position.moves().len() < 2 {
        return None;
    }
    let mut lines = position.analyse_nodes(nodes, 2, seed, &AtomicBool::new(false));
    // A search that lists its lines by another order (Three Elephant's shortlist) is sorted.
    lines.sort_by(|a, b| b.eval.total_cmp(&a.eval));
    if lines.len() != 2 {
        return None;
    }
    let ideas = position.ideas();
    let best = &ideas[lines[0].index];
    if ideas[lines[1].index] == *best {
        let others: Vec<usize> = (0..ideas.len()).filter(|&i| ideas[i] != *best).collect();
        lines[1] = position.analyse_nodes_among(nodes, 1, &others, seed, &AtomicBool::new(false)).into_iter().next()?;
    }
    Some(lines)
}

/// Whether the best line wins and the second falls well short of it.
fn stands_out(lines: &[Thought], wins: f32) -> bool {
    lines.len() == 2 && lines[0].eval >= wins && lines[0].eval - lines[1].eval >= GAP
}

/// Whether two moves of `position` are the same idea (`Game::idea`).
fn same_idea(position: &dyn DynGame, a: usize, b: usize) -> bool {
    let ideas = position.ideas();
    a == b || ideas.get(a).is_some_and(|idea| ideas.get(b) == Some(idea))
}

/// Whether a move is its own idea: no other move would be accepted for it, so the line may
/// go on after it (the opponent's answer is to this very move).
fn alone(position: &dyn DynGame, line: &Thought) -> bool {
    position.ideas().get(line.index) == Some(&line.notation)
}

/// The solution from `position`, if a deeper search agrees that exactly one idea wins and
/// that it is `first`'s, the scan's (the proof's own move is kept: it saw deeper); the line goes
/// on while the solver's every move is the only win (at most [`MOST_SOLVER_MOVES`]) and its own
/// idea. The last move of a finish may be any that ends the game.
fn prove(position: &dyn DynGame, first: &str, nodes: u64, seed: u64) -> Option<Vec<String>> {
    let lines = scan(position, nodes, seed)?;
    if !stands_out(&lines, PROOF_WINS) || !same_idea(position, lines[0].index, position.parse(first).ok()?) {
        return None;
    }
    // With more than two players, three answers come between the solver's moves: the line
    // is one move.
    let mut going_on = alone(position, &lines[0]) && position.seats() == 2;
    let mut now = position.clone_box();
    let mut solution = vec![lines[0].notation.clone()];
    now.play_text(&lines[0].notation).ok()?;
    while going_on && now.outcome().is_none() && solution.len().div_ceil(2) < MOST_SOLVER_MOVES {
        let reply = now.analyse_nodes(nodes, 1, seed, &AtomicBool::new(false)).into_iter().next()?;
        let mut next = now.clone_box();
        next.play_text(&reply.notation).ok()?;
        let Some(lines) = scan(next.as_ref(), nodes, seed) else { break };
        let finishing = lines[0].score.and_then(forced_result).is_some_and(|(wins, moves)| wins && moves == 1);
        if !(finishing || stands_out(&lines, PROOF_WINS)) {
            break;
        }
        going_on = alone(next.as_ref(), &lines[0]);
        next.play_text(&lines[0].notation).ok()?;
        solution.extend([reply.notation, lines[0].notation.clone()]);
        now = next;
    }
    Some(solution)
}

/// Whether a puzzle holds: its solution is legal from `start` (the puzzle's position, read from
/// its string), and a search of `nodes` finds its first move's idea the only one that wins, as
/// the scan that found it did; where a solver covers the position (Storm's smallest endings),
/// the solver instead finds each of the solver's moves the only win. The replay test runs this
/// on the whole collection.
pub fn check(start: &dyn DynGame, solution: &[String], nodes: u64, seed: u64) -> Result<(), String> {
    let mut line = start.clone_box();
    for m in solution {
        line.play_text(m).map_err(|e| format!("{m}: {e}"))?;
    }
    // Where a solver covers the position, its word is final: the search may not see that far.
    if let Some(verdict) = super::solved::judged(start, solution) {
        return verdict;
    }
    let first = solution.first().ok_or("no solution")?;
    let lines = scan(start, nodes, seed).ok_or("not a position to solve")?;
    if !same_idea(start, lines[0].index, start.parse(first).map_err(|e| e.to_string())?) || !stands_out(&lines, SCAN_WINS) {
        let said = |t: &Thought| format!("{} {:.2}", t.notation, t.eval);
        return Err(format!("the search now says {}, then {}", said(&lines[0]), said(&lines[1])));
    }
    Ok(())
}

/// The turns of the solution's last move's idea that do not keep the win, for the trainer,
/// which accepts the others as the answer (`Puzzle::accepts`). Each is played and the
/// opponent's answer searched with `nodes`, as the solution's own move is: a turn that leaves
/// the solver [`GAP`] or more below what the solution leaves it falls as far short as another
/// idea would, and is refused. Empty where the last move is its own idea; None where more than
/// half the idea's turns are refused: the idea does not decide it then, the win hangs on
/// fillers a player cannot tell apart from the others, and it is no fair puzzle.
fn refused(position: &dyn DynGame, solution: &[String], nodes: u64, seed: u64) -> Option<Vec<String>> {
    let (last, before_last) = solution.split_last()?;
    let mut before = position.clone_box();
    for m in before_last {
        before.play_text(m).ok()?;
    }
    let chosen = before.parse(last).ok()?;
    let solver = before.to_move();
    let ideas = before.ideas();
    let left_after = |index: usize| -> Option<(String, f32)> {
        let mut after = before.clone_box();
        let notation = after.play_index(index).ok()?;
        let value = match after.outcome() {
            Some(outcome) => outcome.score(solver),
            None => 1.0 - after.analyse_nodes(nodes, 1, seed, &AtomicBool::new(false)).first()?.eval,
        };
        Some((notation, value))
    };
    let others: Vec<usize> = (0..ideas.len()).filter(|&i| i != chosen && ideas[i] == ideas[chosen]).collect();
    if others.is_empty() {
        return Some(Vec::new());
    }
    let (_, kept) = left_after(chosen)?;
    let refused: Vec<String> =
        others.iter().filter_map(|&i| left_after(i)).filter(|(_, value)| *value < kept - GAP).map(|(notation, _)| notation).collect();
    (2 * refused.len() <= others.len() + 1).then_some(refused)
}

/// 0 the opening, 1 the middle game, 2 the ending, by the share of the pieces still on the board.
fn phase(pieces: usize, full: usize) -> usize {
    let share = pieces as f32 / full as f32;
    if share > 0.8 {
        0
    } else if share > 0.45 {
        1
    } else {
        2
    }
}

/// The puzzle of a proved line: its goal, themes, depth and rating.
pub(super) fn puzzle(position: &dyn DynGame, solution: Vec<String>, refused: Vec<String>, effort: Effort, seed: u64, source: String) -> Puzzle {
    let goal = goal(position, &solution, effort.prove, seed);
    let depth = depth_found(position, &solution[0], effort.prove, seed);
    let solver_moves = solution.len().div_ceil(2) as u32;
    let config = position.config();
    Puzzle {
        id: String::new(),
        game: config.game.clone(),
        variant: config.variant.clone(),
        position: position.position_text(),
        themes: themes::of(position, &solution, goal),
        refused,
        rating: rating(depth, solver_moves),
        depth,
        solution,
        goal,
        source,
    }
}

/// A rating from the depth the search needed and the number of the solver's moves.
fn rating(depth: u32, solver_moves: u32) -> u32 {
    (700 + 110 * depth + 150 * solver_moves.saturating_sub(1)).clamp(600, 2600)
}

/// What the line achieves: the end of the game, pieces won (counted once the opponent has
/// answered the last move), or only a won position.
fn goal(position: &dyn DynGame, solution: &[String], nodes: u64, seed: u64) -> Goal {
    let solver = position.to_move();
    let mut end = position.clone_box();
    for m in solution {
        let _ = end.play_text(m);
    }
    if end.outcome().is_some_and(|o| o.kind == OutcomeKind::Win(solver)) {
        return Goal::Finish { moves: solution.len().div_ceil(2) as u32 };
    }
    // The opponents answer, each with its best, until the solver is to move again.
    for _ in 1..position.seats() {
        if end.outcome().is_some() || end.to_move() == solver {
            break;
        }
        let Some(reply) = end.analyse_nodes(nodes, 1, seed, &AtomicBool::new(false)).into_iter().next() else { break };
        let _ = end.play_text(&reply.notation);
    }
    if balance(end.as_ref(), solver) > balance(position, solver) { Goal::Material } else { Goal::Advantage }
}

/// The solver's material less everyone else's: a pyramid counts its pips, a figure one.
pub fn balance(position: &dyn DynGame, solver: Seat) -> i32 {
    let view = position.view();
    let mut total = 0;
    for piece in view.squares.iter().flat_map(|s| s.stack.iter()) {
        let worth = match &piece.kind {
            PieceKind::Pyramid { size, .. } => i32::from(size.pips()),
            PieceKind::Figure { .. } => 1,
            PieceKind::Stone => 0,
        };
        match piece.owner {
            Some(owner) if owner == solver => total += worth,
            Some(_) => total -= worth,
            None => {}
        }
    }
    total
}

/// The shallowest iteration at which the search plays `first` and counts it won: how far a
/// player has to look to find it.
fn depth_found(position: &dyn DynGame, first: &str, nodes: u64, seed: u64) -> u32 {
    for depth in 1..=DEEPEST {
        let adjust = |plan: &mut crate::ai::Plan| {
            plan.fix_nodes(nodes);
            plan.max_depth = depth;
            plan.root_noise = 0;
        };
        let thought = position.think_with(Level::Expert, &adjust, seed, &AtomicBool::new(false), &mut |_| {});
        if position.parse(first).is_ok_and(|i| same_idea(position, thought.index, i)) && thought.eval >= PROOF_WINS {
            return depth;
        }
    }
    DEEPEST
}

/// A self-play game from `start`: `opening` random moves, then both sides at `nodes` a move
/// with the Medium level's root noise; about one move in [`SLIP_EVERY`] is a slip: any legal
/// move, or one of the few next-best moves of a quick look, as a player's plausible mistake
/// is. At most `plies` long.
pub fn self_play(start: Box<dyn DynGame>, nodes: u64, opening: usize, plies: usize, seed: u64) -> Vec<Box<dyn DynGame>> {
    let mut rng = crate::ai::Rng::new(seed);
    let mut positions = vec![start];
    while positions.len() <= plies {
        let now = positions.last().expect("a game has a start");
        if now.outcome().is_some() {
            break;
        }
        let move_seed = seed ^ (positions.len() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let roll = rng.below(2 * SLIP_EVERY);
        let index = if positions.len() <= opening || roll == 0 {
            rng.below(now.moves().len())
        } else if roll == 1 {
            slip(now.as_ref(), nodes, move_seed, &mut rng)
        } else {
            let adjust = |plan: &mut crate::ai::Plan| plan.fix_nodes(nodes);
            now.think_with(Level::Medium, &adjust, move_seed, &AtomicBool::new(false), &mut |_| {}).index
        };
        let mut next = now.clone_box();
        if next.play_index(index).is_err() {
            break;
        }
        positions.push(next);
    }
    positions
}

/// A plausible mistake: one of the few next-best moves of a quick look that is another idea
/// than the best (a Three Elephant turn with other fillers is no mistake), or where the quick
/// look offers none, any legal move.
fn slip(now: &dyn DynGame, nodes: u64, seed: u64, rng: &mut crate::ai::Rng) -> usize {
    let lines = now.analyse_nodes(nodes, SLIP_CHOICES + 1, seed, &AtomicBool::new(false));
    let Some(best) = lines.first() else { return rng.below(now.moves().len()) };
    let ideas = now.ideas();
    let others: Vec<usize> = lines[1..].iter().map(|t| t.index).filter(|&i| ideas[i] != ideas[best.index]).collect();
    match others.len() {
        0 if lines.len() == 1 => best.index,
        0 => rng.below(ideas.len()),
        n => others[rng.below(n)],
    }
}

/// One move in this many of a self-play game is a slip.
const SLIP_EVERY: usize = 3;
/// A slip is one of this many moves after the best.
const SLIP_CHOICES: usize = 5;

#[cfg(test)]
mod tests {
    use super::*;

    /// A quick self-play game of Storm looked through with small budgets: the puzzles it yields
    /// hold when read back from their strings, and their first move is accepted.
    #[test]
    fn a_self_play_game_yields_puzzles_that_hold() {
        let effort = Effort { scan: 20_000, prove: 200_000 };
        let config = crate::core::GameConfig::new("storm");
        let (mut seen, mut tally, mut found) = (HashSet::new(), Tally::default(), Vec::new());
        for seed in 1..=SEEDS {
            let record =
                Record { positions: self_play(crate::games::new_game(&config).unwrap(), 2_000, 4, 200, seed), source: format!("seed {seed}") };
            found.extend(look_through(&record, effort, 7, &mut seen, &mut tally));
        }
        assert!(!found.is_empty(), "{tally:?}");
        assert!(tally.positions > tally.candidates && tally.candidates >= tally.proved && tally.proved >= tally.kept, "{tally:?}");
        assert_eq!(tally.kept, found.len());
        for f in &found {
            let start = f.puzzle.start().unwrap();
            check(start.as_ref(), &f.puzzle.solution, effort.scan, 7).unwrap();
            assert!(f.puzzle.accepts(start.as_ref(), 0, &f.puzzle.solution[0]));
            assert!(f.puzzle.solution.len() % 2 == 1 && !f.puzzle.themes.is_empty(), "{:?}", f.puzzle);
            assert_eq!(start.key(), f.key);
        }
    }

    /// A Three Elephant capture is weighed against the best turn of another idea, not against
    /// the same capture with other Spearman actions beside it; the puzzle refuses only turns of
    /// its idea that lose the win.
    #[test]
    fn a_three_elephant_capture_stands_out_against_other_ideas() {
        let start = crate::games::from_position(&crate::core::GameConfig::new("three-elephant"), super::super::tests::ELEPHANT_TAKES).unwrap();
        let ideas = start.ideas();
        let two = start.analyse_nodes(60_000, 2, 7, &AtomicBool::new(false));
        assert_eq!(ideas[two[0].index], ideas[two[1].index], "the plain second line is the same capture: {} / {}", two[0].notation, two[1].notation);
        let lines = scan(start.as_ref(), 60_000, 7).unwrap();
        assert_eq!(ideas[lines[0].index], "Ea5xb4");
        assert_ne!(ideas[lines[1].index], "Ea5xb4", "{}", lines[1].notation);
        assert!(stands_out(&lines, SCAN_WINS), "{:.2} against {:.2}", lines[0].eval, lines[1].eval);
        let solution = [lines[0].notation.clone()];
        check(start.as_ref(), &solution, 60_000, 7).unwrap();
        assert!(alone(start.as_ref(), &lines[0]) == (lines[0].notation == "Ea5xb4"), "a turn with fillers ends the line");
        for turn in refused(start.as_ref(), &solution, 15_000, 7).expect("the capture decides it") {
            assert_eq!(ideas[start.parse(&turn).unwrap()], "Ea5xb4", "{turn}");
        }
    }

    /// With four players the line is one move, proved by the paranoid search (every opponent
    /// against the solver), and the material is counted once all three have answered.
    #[test]
    fn a_four_player_puzzle_is_one_move_that_stands_out_against_all_three() {
        let config = crate::core::GameConfig::new("tribesmen").with_variant("four-player");
        let text = "2,Bls,Bl,3/Bl,2,Bm,Glm,1,Blm/Ylm,6/1,Blm,3,Gm,1/Ym,1,Glm,Gm,Rl,Gm,1/Yl,Ys,Ym,Rs,1,Gls,1/2,Rlm,Rl,Rm,1,Rm g";
        let start = crate::games::from_position(&config, text).unwrap();
        let solution = prove(start.as_ref(), "c3-b3(†a5)", 300_000, 7).expect("one move wins material");
        assert_eq!(solution, ["c3-b3(†a5)"], "no line past the first move");
        check(start.as_ref(), &solution, 60_000, 7).unwrap();
        assert_eq!(goal(start.as_ref(), &solution, 60_000, 7), Goal::Material);
        let mut before = Before::default();
        before.record(start.as_ref(), Some(0.4));
        let mut next = start.clone_box();
        next.play_text(&solution[0]).unwrap();
        assert_eq!(before.solver(next.as_ref()), None, "the next player has no turn of its own behind it");
        assert_eq!(before.solver(start.as_ref()), Some(0.4), "the solver's own last turn counts, not the last move's");
    }

    /// A shipped puzzle's position, as the position before a mistake, makes that puzzle again;
    /// the opening, where no single move wins before or after the move, makes none.
    #[test]
    fn a_mistake_makes_a_puzzle_only_where_one_move_wins() {
        let shipped = super::super::find("storm-0001").unwrap();
        let collection = super::super::collections().into_iter().find(|(_, c)| c.puzzles.iter().any(|p| p.id == shipped.id)).unwrap().1;
        let effort = Effort { scan: collection.scan_nodes, prove: 1_500_000 };
        let before = shipped.start().unwrap();
        let mut after = before.clone_box();
        after.play_index(0).unwrap();
        let p = from_mistake(before.as_ref(), after.as_ref(), effort, collection.seed, "my game, ply 9").unwrap();
        assert_eq!((&p.position, &p.solution, p.source.as_str()), (&shipped.position, &shipped.solution, "my game, ply 9"));
        let config = crate::core::GameConfig::new("storm");
        let start = crate::games::new_game(&config).unwrap();
        let mut next = start.clone_box();
        next.play_text("Ie4-e5").unwrap();
        assert_eq!(from_mistake(start.as_ref(), next.as_ref(), effort, 7, "x").unwrap_err(), NoPuzzle::NoSingleWin);
    }

    /// Self-play games the test above looks through.
    const SEEDS: u64 = 3;

    #[test]
    fn phases_by_the_pieces_left() {
        assert_eq!(phase(32, 32), 0);
        assert_eq!(phase(20, 32), 1);
        assert_eq!(phase(10, 32), 2);
    }

    #[test]
    fn ratings_grow_with_depth_and_length() {
        assert!(rating(2, 1) < rating(5, 1));
        assert!(rating(3, 1) < rating(3, 3));
        assert_eq!(rating(40, 3), 2600);
    }
}
