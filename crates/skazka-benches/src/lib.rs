//! The benchmarks of the skazka workspace, kept in a package of their own so that their
//! dependencies (criterion, and cozy-chess for comparison) are built only for them.
//!
//! ```text
//! cargo bench -p skazka-benches --bench perft    # chess perft, side by side with cozy-chess
//! cargo bench -p skazka-benches --bench games    # every game: perft, move generation, long games
//! cargo bench -p skazka-benches --bench records  # SAN writing and reading, PGN reading
//! cargo bench -p skazka-benches --bench fairy    # perft of variants defined as data
//! ```
//!
//! The benchmarks are in the top-level `benches/` folder. This library holds what they share:
//! the positions measured in every game, and the long random game played on bare positions
//! and through [`Game`]. The `long-game` example plays that game alone, for instruction counts;
//! the `fairy-perft` example runs perft of a variant defined as data, for whole-process timings.
#![forbid(unsafe_code)]

use skazka::core::{Game, Position, Rules};
use skazka::engine::Rng;
use skazka::{AnyPosition, Variant};

/// Game, name, FEN (`None` = start), options, perft depth.
pub type Case = (
    Variant,
    &'static str,
    Option<&'static str>,
    &'static [(&'static str, &'static str)],
    u32,
);

/// The start and a busy middle-game position of each game's perft suite, with the perft depth
/// measured there.
pub const CASES: &[Case] = &[
    (Variant::Chess, "start", None, &[], 4),
    (
        Variant::Chess,
        "kiwipete",
        Some("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
        &[],
        3,
    ),
    (Variant::Xianling, "start", None, &[], 4),
    (
        Variant::Xianling,
        "cannons-promotions",
        Some("ar3k2r1/2F7/3P2P3/2p4p2/4+ec3a/1W4s3/7P2/3pC2+K2/w1N2G4/AR3K2RA w KQkq - 0 1"),
        &[],
        3,
    ),
    (Variant::Stone, "start", None, &[], 2),
    (
        Variant::Stone,
        "berolina-ep-castling",
        Some("r3k2r/1(sd)1x1pF1/8/2pP4/3Xp3/8/1P(SD)1xW2/R3K2R[3:4] w KQkq c6 0 1"),
        &[],
        2,
    ),
    (Variant::Synthesis, "start", None, &[], 4),
    (
        Variant::Synthesis,
        "developed-night",
        Some(
            "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 6 4 S:d1:0 S:d8:0",
        ),
        &[],
        3,
    ),
    (Variant::Volkhv, "start", None, &[], 4),
    (
        Variant::Volkhv,
        "towers",
        Some("r3k2r/3(nPR)4/8/3(Qp)4/4P3/8/(pQ)7/R2(pR)K2R w KQkq - - 0 1"),
        &[],
        3,
    ),
    (Variant::Volkhv, "dice-start", None, &[("dice", "true")], 6),
];

/// The position of a case.
///
/// # Panics
/// If the case does not set up, which the benches' own data never does.
#[must_use]
pub fn position(case: &Case) -> AnyPosition {
    case.0
        .position(case.2, case.3)
        .unwrap_or_else(|e| panic!("{} {}: {e}", case.0, case.1))
}

/// The busy position of `variant` (the first case with a FEN): its name and FEN, read with
/// the game's default options.
///
/// # Panics
/// If `variant` has no busy case.
#[must_use]
pub fn busy(variant: Variant) -> (&'static str, &'static str) {
    CASES
        .iter()
        .find_map(|case| match case {
            (v, name, Some(fen), options, _) if *v == variant && options.is_empty() => {
                Some((*name, *fen))
            }
            _ => None,
        })
        .unwrap_or_else(|| panic!("no busy position for {variant}"))
}

/// Plies of the long game (fewer if it ends sooner).
pub const GAME_PLIES: usize = 300;

/// A random game from `start` on bare positions: generate the moves, pick one, play it.
/// Returns the plies played.
pub fn bare_game<P: Position>(start: &P, seed: u64) -> usize {
    let mut rng = Rng::new(seed);
    let mut pos = start.clone();
    let mut plies = 0;
    while plies < GAME_PLIES {
        let moves = pos.legal_move_list();
        if moves.as_ref().is_empty() {
            break;
        }
        pos.play_unchecked(moves.as_ref()[rng.below(moves.as_ref().len())]);
        plies += 1;
    }
    plies
}

/// The same game through [`Game`]: the same moves, with repetition counting, adjudication,
/// draw and history rules, and undo kept possible. Returns the plies played.
///
/// # Panics
/// If `Game` refuses one of its own legal moves.
pub fn recorded_game<P: Rules>(start: &P, seed: u64) -> usize {
    let mut rng = Rng::new(seed);
    let mut game = Game::new(start.clone());
    while game.moves().len() < GAME_PLIES {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.below(moves.len())];
        game.play(m).expect("a legal move");
    }
    game.moves().len()
}
