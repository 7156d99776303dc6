//! What the last ply did, as the ear and a screen reader take it: a plain move, a capture, a
//! game's own kind of move (a War Tower's fall, a trip), whether it gives check and whether it
//! ends the game. The sounds (`app::sound`) and the spoken announcement both start here.

use super::history::History;
use crate::core::{MoveKind, Seat};
use crate::session::DynGame;

/// What one ply did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Happened {
    /// Who played it.
    pub mover: Seat,
    /// The game's own kind of move, if it was one.
    pub kind: Option<MoveKind>,
    /// Pieces left the board.
    pub captured: bool,
    /// The side to move now is in check (the board marks an alert).
    pub check: bool,
    /// The game ended with it.
    pub over: bool,
    /// What it did that its squares do not show (`Game::move_note`: Tribesmen's deaths by lost
    /// sight).
    pub note: Option<String>,
}

/// What the move `notation`, played in `before`, did to give `after`; None when `before` has no
/// such move.
pub fn ply(before: &dyn DynGame, notation: &str, after: &dyn DynGame) -> Option<Happened> {
    let index = before.parse(notation).ok()?;
    let view = after.view();
    Some(Happened {
        mover: before.to_move(),
        kind: before.move_kind(index),
        captured: view.piece_count() < before.view().piece_count(),
        check: !view.alerts.is_empty(),
        over: after.outcome().is_some(),
        note: before.moves().into_iter().nth(index)?.note.map(|n| n.text),
    })
}

/// What the last ply of `history` did; None before the first move.
pub fn last(history: &History) -> Option<Happened> {
    let notation = history.moves().last()?;
    let before = history.position(history.ply().checked_sub(1)?)?;
    ply(before.as_ref(), notation, history.current())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::GameConfig;

    fn played(game: &str, moves: &[&str]) -> History {
        let mut h = History::new(&GameConfig::new(game)).unwrap();
        for m in moves {
            h.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
        h
    }

    /// What a ply did, leaving out who played it and its note: (kind, captured, check, over).
    fn facts(h: Option<Happened>) -> Option<(Option<MoveKind>, bool, bool, bool)> {
        h.map(|h| (h.kind, h.captured, h.check, h.over))
    }

    #[test]
    fn nothing_has_happened_before_the_first_move() {
        assert_eq!(last(&played("storm", &[])), None);
    }

    /// A random Three Elephant game (`towers record three-elephant --seed 3`): White's sixth
    /// ply is a War Tower's fall; the last, another fall, destroys White's own last Elephant.
    const ELEPHANT: [&str; 23] = [
        "Sg2>L; Ee1-e3",
        "Sf8-f7; Se8>R; Ee9-f8",
        "Sh2-h3; Si2>R; Ee3-e4",
        "Sh8-h7; Sg8>R; Ed9-e9",
        "Se2-e3; Sg2>F; Ef1-g1",
        "Sf7>L; Ti9!SW",
        "Sa2-a3; Sf2>L; Ee4-c4",
        "Sc8-c7; Se8>F; Nh9-g7",
        "Sg2-g3; Sg3>R; Ec4-c5",
        "Sh7>L; Ef9-g9",
        "Sa3-a4; Se3>R; Ec5-b4",
        "Sc7-c6; Si8>L; Ng7-i6",
        "Sc2-c3; Sg3>F; Ti1!W",
        "Sa8-a7; Sf7>F; Eg9-g7",
        "Se3>F; Ed1-e2",
        "Sb8-b7; Eg7-i9",
        "Sb2-b3; Sg3>R; Ee2-g4",
        "Sd8-d7; Sd7>L; Ef8-h6",
        "Sh3-h4; Sb3>L; Eb4-b2",
        "Sb7-b6; Sf7>R",
        "Sc3-c4; Sd2>L; Eg4-g5",
        "Sb6-b5; Si8>F; Eh6xg5",
        "Sg3>F; Ta1!NE",
    ];

    #[test]
    fn a_war_tower_falls_and_leaves_the_board_and_the_last_fall_ends_the_game() {
        let fall = last(&played("three-elephant", &ELEPHANT[..6])).unwrap();
        assert_eq!((fall.mover, &fall.kind, fall.captured, fall.check, fall.over), (Seat::new(1), &Some(MoveKind::Fall), true, false, false));
        assert!(fall.note.is_some_and(|n| n.contains("falls")), "the fall's note says what it crushes");
        assert_eq!(last(&played("three-elephant", &ELEPHANT[..5])).map(|h| h.kind), Some(None));
        assert_eq!(facts(last(&played("three-elephant", &ELEPHANT))), Some((Some(MoveKind::Fall), true, false, true)));
    }

    #[test]
    fn a_trip_is_its_own_kind_and_a_stack_blinded_to_death_is_a_capture() {
        let moves = ["a1-a2", "1c5-b5", "a2-b3", "d5-c4", "e1-e2", "1c4-d3", "2c1-c2", "1b5-a5(†d3,†c4)"];
        let deaths = last(&played("tribesmen", &moves)).unwrap();
        assert_eq!(facts(Some(deaths.clone())), Some((None, true, false, false)));
        assert!(deaths.note.is_some_and(|n| n.contains("dies") || n.contains("die")), "the deaths are noted");
        let trip = [&moves[..], &["1c2-b3", "1a5-b5", "1e2-d3", "2b5-c5", "c2-d3", "c5-d4", "d3xd4(c4,c4,c4,c5)(†d4)"]].concat();
        assert_eq!(last(&played("tribesmen", &trip)).map(|h| h.kind), Some(Some(MoveKind::Trip)));
    }

    /// A random Storm game's start (`towers record storm --seed 3`): the 44th ply takes, the
    /// 114th takes with check.
    const STORM: &str = "Yb1-c3 Ch8-d8 Ie4-d4 Tf10-e9 Ch3-h9 Ic7-b7 Tf1-f2 Te9-d9 Ia4-a3 Ia7-a8 Ic4-b4 Ig7-f7 Ia3-b2 Cd8-e8 Na1-a4 \
        Ce8-g8 Ni1-i2 Td10-e9 Ig4-f4 Td9-d10 Ni2-h2 Cb8-c8 Yh1-i3 Ie7-e6 Ii4-i5 Cg8-g5 Ch9-g9 Te9-f8 Tf2-f1 If7-g7 Ii5-h5 Ii7-i6 Na4-a2 \
        Ib7-c7 Id4-d5 Cg5-h4 Na2-a4 Ii6-h7 Nh2-h3 Ni10-i6 Nh3-d3 Ia8-b9 Fc1-e3 Cc8xc3 Na4-a9 Be10-e9 Na9-a8 Be9-e10 Ib4-a4 Cc3-c4 \
        Na8-c6 Na10-a6 Ib2-c2 Ch4-g4 Tf1-f2 Cg4-i4 Cb3-b5 Fg10-e8 Yi3-g2 Ib9-b8 Ic2-b1 Na6-b7 Fg1-i1 Cc4-e4 Cb5-c5 Ce4-c4 Ia4-a5 \
        Cc4-c3 Id5-d4 Td10-d9 Td1-e2 Ni6-h6 Nc6-a4 Ie6-e7 Na4-a1 Yb10-a8 Ib1-a2 Ib8-c8 Id4-c4 Ci4-i6 Na1-d1 Cc3xc5 Yg2-i3 Ig7-g8 \
        If4-f5 Ig8-h8 Ia2-b2 Ya8-b10 Fi1-g1 Ie7-e6 Ia5-b5 Ih8-g8 Nd1-d2 Ih7-g7 Fe3-g3 Cc5-b4 Nd3-f3 Ie6-d5 Te2-f1 Nh6-f6 Tf1-e2 \
        Nf6-e6 If5-f6 Ne6-a6 If6-e6 Yb10-a8 Tf2-f1 Fc10-a10 Nf3-f2 Na6xe6 Ib2-a1 Ne6-e5 Ic4-d4 Ne5xe2+";

    #[test]
    fn a_capture_and_a_check_are_heard_as_such() {
        let storm: Vec<&str> = STORM.split_whitespace().collect();
        assert_eq!(storm.len(), 114);
        let quiet = Happened { mover: Seat::new(0), kind: None, captured: false, check: false, over: false, note: None };
        assert_eq!(last(&played("storm", &storm[..43])), Some(quiet.clone()));
        assert_eq!(last(&played("storm", &storm[..44])), Some(Happened { mover: Seat::new(1), captured: true, ..quiet.clone() }));
        assert_eq!(last(&played("storm", &storm)), Some(Happened { mover: Seat::new(1), captured: true, check: true, ..quiet }));
    }

    #[test]
    fn a_plain_move_is_neither_a_capture_nor_check() {
        let h = played("tribesmen", &["a1-a2"]);
        assert_eq!(last(&h), Some(Happened { mover: Seat::new(0), kind: None, captured: false, check: false, over: false, note: None }));
    }
}
