//! The messages of every language, read once from the embedded Fluent files.

use super::Lang;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

/// A value for a message's variable: a number (which chooses plural forms) or text.
#[derive(Clone, Debug)]
pub struct Arg(FluentValue<'static>);

/// A borrowed value on its way to becoming an [`Arg`]: `t!` turns numbers into numbers
/// (which choose plural forms) and anything else that can be shown into text, by which of
/// [`NumberArg`] and [`ShownArg`] method lookup finds first.
pub struct Wrap<'a, T: ?Sized>(pub &'a T);

/// The first choice for a `t!` variable: a number.
pub trait NumberArg {
    fn to_arg(&self) -> Arg;
}

/// The second choice for a `t!` variable: anything `Display`, as text.
pub trait ShownArg {
    fn to_arg(&self) -> Arg;
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg(FluentValue::from(n))
            }
        }
        impl NumberArg for Wrap<'_, $t> {
            fn to_arg(&self) -> Arg {
                Arg::from(*self.0)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64, f32, f64);

impl<T: std::fmt::Display + ?Sized> ShownArg for &Wrap<'_, T> {
    fn to_arg(&self) -> Arg {
        Arg(FluentValue::from(self.0.to_string()))
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg(FluentValue::from(s))
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg(FluentValue::from(s.to_string()))
    }
}

/// One bundle of messages per language, in [`Lang::ALL`]'s order.
pub struct Catalogue {
    bundles: Vec<FluentBundle<FluentResource>>,
}

/// The catalogue, read on first use.
pub fn catalogue() -> &'static Catalogue {
    static CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
    CATALOGUE.get_or_init(Catalogue::read)
}

/// The embedded Fluent files of one language, as (path, text).
pub fn sources(lang: Lang) -> Vec<(&'static str, &'static str)> {
    let folder = format!("i18n/{}/", lang.tag());
    crate::core::assets::list(&folder)
        .into_iter()
        .filter(|p| p.ends_with(".ftl"))
        .filter_map(|p| crate::core::assets::text(p).map(|t| (p, t)))
        .collect()
}

/// The parsed files of one language; a file that does not parse is a bug the tests catch,
/// and its readable messages are kept.
fn resources(lang: Lang) -> Vec<FluentResource> {
    sources(lang)
        .into_iter()
        .map(|(path, text)| {
            FluentResource::try_new(text.to_string()).unwrap_or_else(|(resource, errors)| {
                eprintln!("towers: {path}: {} Fluent syntax errors, the first: {:?}", errors.len(), errors[0]);
                resource
            })
        })
        .collect()
}

impl Catalogue {
    fn read() -> Self {
        let bundles = Lang::ALL
            .iter()
            .map(|lang| {
                let tag: unic_langid::LanguageIdentifier = lang.tag().parse().expect("a valid language tag");
                let mut bundle = FluentBundle::new_concurrent(vec![tag]);
                // Unicode isolation marks around every variable would show as boxes in the
                // app's fonts and as noise in a terminal; no message mixes directions.
                bundle.set_use_isolating(false);
                for resource in resources(*lang) {
                    if let Err(errors) = bundle.add_resource(resource) {
                        eprintln!("towers: i18n/{}: {errors:?}", lang.tag());
                    }
                }
                bundle
            })
            .collect();
        Catalogue { bundles }
    }

    fn bundle(&self, lang: Lang) -> &FluentBundle<FluentResource> {
        let index = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
        &self.bundles[index]
    }

    /// Whether `lang` has the message `id`.
    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.bundle(lang).has_message(id)
    }

    /// The message `id` in `lang` (else in English, else the id itself), its variables
    /// filled from `args`.
    pub fn format(&self, lang: Lang, id: &str, args: &[(&str, super::Arg)]) -> String {
        let fluent_args = (!args.is_empty()).then(|| {
            let mut out = FluentArgs::with_capacity(args.len());
            for (name, value) in args {
                out.set(*name, value.0.clone());
            }
            out
        });
        for lang in [lang, Lang::English] {
            let bundle = self.bundle(lang);
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return bundle.format_pattern(pattern, fluent_args.as_ref(), &mut errors).into_owned();
            }
        }
        id.to_string()
    }
}

/// Every message id of `lang`, with the variables its text uses: what the completeness
/// tests compare between English and each translation.
pub fn message_ids(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for resource in resources(lang) {
        for entry in resource.entries() {
            if let ast::Entry::Message(message) = entry {
                let mut names = BTreeSet::new();
                if let Some(pattern) = &message.value {
                    pattern_variables(pattern, &mut names);
                }
                for attribute in &message.attributes {
                    pattern_variables(&attribute.value, &mut names);
                }
                out.insert(message.id.name.to_string(), names);
            }
        }
    }
    out
}

fn pattern_variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Inline(inline) => inline_variables(inline, out),
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                pattern_variables(&variant.value, out);
            }
        }
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, out);
            }
        }
        _ => {}
    }
}
