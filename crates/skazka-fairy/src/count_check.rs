//! For the tests of the fast counts: seeded random games along which the count of a
//! position's legal moves is compared with the number of moves the general generator lists.

use skazka_core::Position;

use crate::{FairyMove, FairyPosition, Variant};

/// The positions of `games` seeded random games of `variant` (named `name`), up to `plies`
/// long, where the count of legal moves differs from the number listed, described. Three
/// moves in four are drawn from the `favoured` moves where there are some, so that the
/// games reach the positions a test is about (checks, pins, promotions, gatings).
pub(crate) fn count_mismatches(
    name: &str,
    variant: &Variant,
    games: u64,
    plies: usize,
    favoured: impl Fn(&FairyPosition, FairyMove) -> bool,
) -> Vec<String> {
    let mut failures = Vec::new();
    for game in 0..games {
        let Ok(mut p) = FairyPosition::start(variant) else {
            continue;
        };
        let mut seed = game.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ name.len() as u64;
        for _ in 0..plies {
            let moves = p.legal_move_list();
            if p.legal_move_count() != moves.len() {
                failures.push(format!(
                    "{name}: {} counted {}, listed {}",
                    p.fen_text(),
                    p.legal_move_count(),
                    moves.len()
                ));
                break;
            }
            if moves.is_empty() {
                break;
            }
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let forcing: Vec<_> = moves.iter().copied().filter(|&m| favoured(&p, m)).collect();
            let pool = if forcing.is_empty() || seed >> 62 == 0 {
                moves.as_slice()
            } else {
                forcing.as_slice()
            };
            p.play_unchecked(pool[(seed >> 33) as usize % pool.len()]);
        }
    }
    failures
}

/// Whether `m` takes a piece or gives check: the moves that lead to checks and pins.
pub(crate) fn captures_or_checks(p: &FairyPosition, m: FairyMove) -> bool {
    let mut after = p.clone();
    after.play_unchecked(m);
    p.is_capture(m) || after.is_check()
}
