//! How the iterations of a search deepen: a ply each, or for a game that offers shortlists, wider
//! before deeper.

use super::Search;

/// What one iteration of the deepening searches: its depth and, for a game that offers
/// shortlists, how wide they are and how many root moves it searches. Such a game (Three
/// Elephant, thousands of turns a position) widens before it deepens: a greedy turn, then a
/// few choices at each action; then the best few root turns a turn deeper, over narrow
/// replies, then more of them. Each step costs a few times the one before, as a ply does
/// elsewhere; the root searches its best turns first, so `deepen` starts a step while half
/// the time is left rather than only one it expects to finish, and a step that only adds root
/// turns (`only_widens`) until the deadline.
///
/// A turn deeper over the best four root turns comes before the next turn over all of them:
/// at width 8 the root has about a thousand turns, and going over all of them at depth 2 costs
/// twenty times the iteration before, more than Expert's time in a quick match, while depth 3
/// over the best four costs about five times and looks at the reply to the reply, where most
/// of this game's tactics are (Expert against Hard at `--time-factor 0.01`, seed 5: 75.0%
/// with this order, 66.5% with depth 2 over all root turns first, 68.5% with depth 2 over 64
/// of them first; docs/ai-strength.md).
pub(super) struct Schedule {
    pub(super) depth: u32,
    pub(super) root_width: usize,
    pub(super) inner_width: usize,
    /// Root moves searched, best first by the order the root has (the last iteration's best,
    /// then the shortlist's); the others are left out of this iteration.
    pub(super) root_cap: usize,
}

impl Schedule {
    pub(super) fn of(iteration: u32, staged: bool) -> Schedule {
        let all = usize::MAX;
        let (depth, root_width, inner_width, root_cap) = if !staged {
            (iteration, 0, 0, all)
        } else {
            match iteration {
                0 | 1 => (1, 1, 1, all),
                2 => (1, 2, 1, all),
                3 => (1, 4, 1, all),
                4 => (2, 4, 1, 4),
                5 => (2, 4, 1, 12),
                6 => (2, 6, 2, 24),
                7 => (3, 6, 2, 4),
                8 => (3, 8, 2, 12),
                9 => (3, 8, 2, 32),
                10 => (3, 8, 2, 96),
                11 => (3, 8, 2, all),
                // Wider replies come with the next turn: the table's entries, which do not know
                // the width, would answer the same depth at once.
                12 => (4, 8, 3, 12),
                k => (k - 9, 8, 3, all),
            }
        };
        Schedule { depth, root_width, inner_width, root_cap }
    }

    /// Whether this step searches what `before` did, only over more root turns: the turns
    /// `before` searched answer from the table at once, so a step cut by the clock has spent
    /// its time on turns not yet searched, and whatever it proves better in time is a gain.
    pub(super) fn only_widens(&self, before: &Schedule) -> bool {
        let more_roots = self.root_cap >= before.root_cap && self.root_width >= before.root_width;
        self.depth == before.depth
            && self.inner_width == before.inner_width
            && more_roots
            && (self.root_cap, self.root_width) != (before.root_cap, before.root_width)
    }

    pub(super) fn apply(&self, s: &mut Search) {
        s.root_width = self.root_width;
        s.inner_width = self.inner_width;
        s.root_cap = self.root_cap;
    }
}

#[cfg(test)]
mod schedule_tests {
    use super::Schedule;

    #[test]
    fn a_shortlisted_search_never_goes_shallower_and_goes_deeper_before_it_goes_wide() {
        let steps: Vec<Schedule> = (1..=20).map(|k| Schedule::of(k, true)).collect();
        assert!(steps.windows(2).all(|w| w[0].depth <= w[1].depth), "depth never falls");
        let first_depth_3 = steps.iter().position(|s| s.depth == 3).expect("depth 3 is reached");
        let first_wide_2 = steps.iter().position(|s| s.depth == 2 && s.root_cap == usize::MAX);
        assert!(first_wide_2.is_none(), "no depth-2 iteration goes over every root turn");
        assert_eq!(steps[first_depth_3].root_cap, 4, "the first turn deeper looks at the best four");
        let full_3 = steps.iter().position(|s| s.depth == 3 && s.root_cap == usize::MAX).expect("depth 3 over all");
        assert!(steps[first_depth_3..full_3].windows(2).all(|w| w[0].root_cap < w[1].root_cap), "the root widens step by step");
        assert_eq!(steps[19].depth, 11, "past the table every iteration is a turn deeper");
        let widening: Vec<u32> = (2..=20).filter(|&k| Schedule::of(k, true).only_widens(&Schedule::of(k - 1, true))).collect();
        assert_eq!(widening, [2, 3, 5, 8, 9, 10, 11, 13], "the steps that only add root turns, which start until the deadline");
        let plain: Vec<u32> = (1..=5).map(|k| Schedule::of(k, false).depth).collect();
        assert_eq!(plain, [1, 2, 3, 4, 5], "a game without shortlists deepens a ply an iteration");
    }
}
