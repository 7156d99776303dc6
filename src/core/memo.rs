//! Judgements remembered by position: a game whose static evaluation is costly keeps one of
//! these per search thread (in a `thread_local!`), so that a position judged again (the child
//! searched right after its parent's shortlist judged it, the same nodes in the next iteration)
//! costs a lookup. A remembered value is the value the judgement gives, so a search with a memo
//! is the same tree as one without, only faster.

use super::config::GameConfig;
use super::hash::move_hash;

/// A table of judgements, one slot per key's top bits; a new judgement replaces the slot's.
pub struct Memo {
    /// (tag, judgement): the tag is the position's key mixed with its rules' hash, made odd
    /// so that an empty slot (tag 0) never matches.
    slots: Box<[(u64, i32)]>,
    bits: u32,
}

impl Memo {
    /// A memo of 2^`bits` judgements (16 bytes each).
    pub fn new(bits: u32) -> Memo {
        Memo { slots: vec![(0, 0); 1 << bits].into_boxed_slice(), bits }
    }

    /// The judgement of the position with `key` under the rules with `rules_hash`, from
    /// memory or from `judge`, which is then remembered.
    #[inline]
    pub fn get_or(&mut self, key: u64, rules_hash: u64, judge: impl FnOnce() -> i32) -> i32 {
        let tag = (key ^ rules_hash) | 1;
        let slot = &mut self.slots[(tag >> (64 - self.bits)) as usize];
        if slot.0 != tag {
            *slot = (tag, judge());
        }
        slot.1
    }
}

/// A hash of a game's configuration (game, variant, options, setup), for `Memo::get_or`: the
/// same board under other rules may be judged otherwise, and must not read this one's.
pub fn rules_hash(config: &GameConfig) -> u64 {
    move_hash(&(&config.game, &config.variant, &config.options, &config.setup))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_judgement_is_made_once_per_key_and_rules_until_another_takes_its_slot() {
        let mut memo = Memo::new(4);
        let made = std::cell::Cell::new(0);
        let mut judge = |key: u64, rules: u64, value: i32| {
            memo.get_or(key, rules, || {
                made.set(made.get() + 1);
                value
            })
        };
        assert_eq!(judge(7 << 60, 1, 10), 10);
        assert_eq!(judge(7 << 60, 1, 99), 10, "read back, not judged again");
        assert_eq!(judge(7 << 60, 2 << 60, 20), 20, "other rules, another tag");
        assert_eq!(judge(0, 0, 30), 30, "an empty slot does not answer for key 0");
        assert_eq!(made.get(), 3);
        let plain = GameConfig::new("tribesmen");
        assert_ne!(rules_hash(&plain), rules_hash(&plain.clone().with_option("line", "corner-touch")));
        assert_eq!(rules_hash(&plain), rules_hash(&GameConfig::new("tribesmen")));
    }
}
