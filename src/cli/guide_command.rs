//! `towers guide`: a game's guide as text, for players at a terminal and for guide authors.

use super::Args;
use crate::cli::CliError;
use crate::core::text::quoted;
use crate::guide::text::{Print, render};

pub fn guide(args: &Args) -> Result<(), CliError> {
    args.allow(&["lesson", "steps"])?;
    let id = args.positional.first().ok_or_else(|| CliError::usage("missing game name (storm, litrof, tribesmen, three-elephant)"))?;
    args.positionals(1)?;
    crate::games::find(id)?;
    let guide = crate::guide::guide(id).ok_or_else(|| CliError::usage(format!("{} has no guide", quoted(id))))?;
    let lesson = match args.value("lesson") {
        Some(v) => Some(super::parse_count(v, "--lesson", 1..=usize::MAX)?),
        None => None,
    };
    print!("{}", render(guide, Print { lesson, steps: args.flag("steps") })?);
    Ok(())
}
