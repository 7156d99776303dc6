//! Every word the app and the command line's help show, in the player's language: one
//! catalogue of Fluent messages (`assets/i18n/<language>/*.ftl`), English and its
//! translations, embedded in the binary.
//!
//! Code names a message by its id ([`t!`]); the catalogue holds the words. Moves, position
//! strings and files never go through here: they stay canonical in every language.
//!
//! The language is one for the whole process ([`set`]), chosen by the player or taken from
//! the system ([`system`]). A thread may speak another for a while ([`Speaking`]): tests run
//! side by side, each in its own language.

mod catalogue;
mod language;

pub use catalogue::{Arg, Catalogue, NumberArg, ShownArg, Wrap, catalogue, message_ids, sources};
pub use language::{Lang, system};

use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The process's language, as an index into [`Lang::ALL`].
static CURRENT: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// This thread's own language while a [`Speaking`] lives.
    static THREAD: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// The language words are shown in now (this thread's, if it has its own).
pub fn current() -> Lang {
    THREAD.with(Cell::get).unwrap_or_else(|| Lang::ALL[CURRENT.load(Ordering::Relaxed).min(Lang::ALL.len() - 1)])
}

/// Sets the process's language.
pub fn set(lang: Lang) {
    let index = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    CURRENT.store(index, Ordering::Relaxed);
}

/// This thread speaks `lang` until the value is dropped (tests, and a command that must
/// answer in one language whatever the process speaks).
pub struct Speaking {
    before: Option<Lang>,
}

impl Speaking {
    pub fn new(lang: Lang) -> Self {
        Speaking { before: THREAD.with(|t| t.replace(Some(lang))) }
    }
}

impl Drop for Speaking {
    fn drop(&mut self) {
        THREAD.with(|t| t.set(self.before));
    }
}

/// The message `id` in the current language, its variables filled from `args`. A message
/// a translation lacks is said in English; one English lacks comes back as its id (the
/// completeness tests keep both from happening).
pub fn text(id: &str, args: &[(&str, Arg)]) -> String {
    catalogue().format(current(), id, args)
}

/// A table's cell: the message it names, or the cell itself where it names none (a key such
/// as `F1`, the same in every language).
pub fn shown(cell: &str) -> String {
    if catalogue().has(Lang::English, cell) { text(cell, &[]) } else { cell.to_string() }
}

/// The message `id` in the current language: `t!("new-game")`, or with variables,
/// `t!("moves-left", count = n, side = name)`. A number chooses plural forms; any other
/// value is shown as its `Display` text.
#[macro_export]
macro_rules! t {
    ($id:expr) => {
        $crate::i18n::text($id, &[])
    };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::text($id, &[$((stringify!($name), {
            #[allow(unused_imports)]
            use $crate::i18n::{NumberArg as _, ShownArg as _};
            (&$crate::i18n::Wrap(&$value)).to_arg()
        })),+])
    };
}

#[cfg(test)]
mod tests;
