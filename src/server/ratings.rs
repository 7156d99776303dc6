//! Ratings: Glicko-2 for the two-player games, Weng-Lin (the OpenSkill model) by finishing
//! place for four-player Tribesmen; both from the `skillratings` crate. A pool is a game, or
//! `tribesmen-4p`: variants of a game share its pool.

use super::store::RatingRow;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use skillratings::{MultiTeamOutcome, Outcomes};

/// The pool a game is rated in.
pub fn pool(game: &str, seats: usize) -> String {
    if seats > 2 { format!("{game}-{seats}p") } else { game.to_string() }
}

/// A player's rating before any game in the pool.
pub fn fresh(seats: usize) -> RatingRow {
    if seats > 2 {
        let r = WengLinRating::new();
        RatingRow { rating: r.rating, deviation: r.uncertainty, volatility: 0.0, games: 0 }
    } else {
        let r = Glicko2Rating::new();
        RatingRow { rating: r.rating, deviation: r.deviation, volatility: r.volatility, games: 0 }
    }
}

/// The ratings after a game, by seat, from the ratings before and the points each seat scored
/// (two players: 1, ½ or 0; more: by place, the higher the better).
pub fn update(old: &[Option<RatingRow>], scores: &[f64]) -> Vec<RatingRow> {
    let seats = old.len();
    let old: Vec<RatingRow> = old.iter().map(|r| r.unwrap_or_else(|| fresh(seats))).collect();
    let mut new = if seats == 2 { two_players(&old, scores) } else { by_place(&old, scores) };
    for (n, o) in new.iter_mut().zip(&old) {
        n.games = o.games + 1;
    }
    new
}

fn two_players(old: &[RatingRow], scores: &[f64]) -> Vec<RatingRow> {
    let rating = |r: &RatingRow| Glicko2Rating { rating: r.rating, deviation: r.deviation, volatility: r.volatility };
    let outcome = match scores[0].partial_cmp(&scores[1]) {
        Some(std::cmp::Ordering::Greater) => Outcomes::WIN,
        Some(std::cmp::Ordering::Less) => Outcomes::LOSS,
        _ => Outcomes::DRAW,
    };
    let (a, b) = glicko2(&rating(&old[0]), &rating(&old[1]), &outcome, &Glicko2Config::new());
    [a, b].into_iter().map(|r| RatingRow { rating: r.rating, deviation: r.deviation, volatility: r.volatility, games: 0 }).collect()
}

fn by_place(old: &[RatingRow], scores: &[f64]) -> Vec<RatingRow> {
    let teams: Vec<[WengLinRating; 1]> = old.iter().map(|r| [WengLinRating { rating: r.rating, uncertainty: r.deviation }]).collect();
    // Rank 1 is the best; seats with equal points share a rank.
    let rank = |score: f64| 1 + scores.iter().filter(|&&s| s > score).count();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> =
        teams.iter().zip(scores).map(|(t, &s)| (&t[..], MultiTeamOutcome::new(rank(s)))).collect();
    weng_lin_multi_team(&ranked, &WengLinConfig::new())
        .into_iter()
        .map(|team| RatingRow { rating: team[0].rating, deviation: team[0].uncertainty, volatility: 0.0, games: 0 })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_win_moves_two_new_players_apart_by_the_same_amount() {
        let new = update(&[None, None], &[1.0, 0.0]);
        assert!(new[0].rating > 1500.0 && new[1].rating < 1500.0);
        assert!(((new[0].rating - 1500.0) - (1500.0 - new[1].rating)).abs() < 1e-6);
        assert!(new[0].deviation < 350.0);
        assert_eq!((new[0].games, new[1].games), (1, 1));
        let drawn = update(&[None, None], &[0.5, 0.5]);
        assert!((drawn[0].rating - 1500.0).abs() < 1e-6);
    }

    #[test]
    fn four_players_gain_in_the_order_of_their_places() {
        let new = update(&[None, None, None, None], &[3.0, 0.0, 1.5, 1.5]);
        assert!(new[0].rating > new[2].rating);
        assert!((new[2].rating - new[3].rating).abs() < 1e-9, "a shared place, the same change");
        assert!(new[3].rating > new[1].rating);
        assert_eq!(pool("tribesmen", 4), "tribesmen-4p");
        assert_eq!(pool("storm", 2), "storm");
    }
}
