//! Seeded random games that favour checks and captures, for the tests that hold a fast way
//! of finding the legal moves against the general one: kings are often in check, pieces
//! pinned, pawns promoting, and captured pieces come back as drops.

use skazka_core::Position;

use crate::{FairyPosition, Variant};

/// Plays `games` seeded random games of `plies` moves at most in `variant`, three moves in
/// four chosen among the captures and checks where there are some, and calls `visit` on
/// every position reached until it answers `false` (a failure: that game stops there).
pub(crate) fn walk_forcing_games(
    variant: &Variant,
    games: u64,
    plies: usize,
    salt: u64,
    mut visit: impl FnMut(&FairyPosition) -> bool,
) {
    for game in 0..games {
        let Ok(mut p) = FairyPosition::start(variant) else {
            continue;
        };
        let mut seed = game.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ salt;
        for _ in 0..plies {
            if !visit(&p) {
                break;
            }
            let moves = p.legal_move_list();
            if moves.is_empty() {
                break;
            }
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let forcing: Vec<_> = moves
                .iter()
                .copied()
                .filter(|&m| {
                    let mut after = p.clone();
                    after.play_unchecked(m);
                    p.is_capture(m) || after.is_check()
                })
                .collect();
            let pool = if forcing.is_empty() || seed >> 62 == 0 {
                moves.as_slice()
            } else {
                forcing.as_slice()
            };
            p.play_unchecked(pool[(seed >> 33) as usize % pool.len()]);
        }
    }
}
