//! Perft and legal move generation for every game of the library, from the start position
//! and from a busy middle-game position of each game's perft suite; and a long random game of
//! each game played through `Game` (history, repetitions, the game's own rules) and through
//! bare positions, side by side.
//!
//! `cargo bench -p skazka-benches --bench games` (or `-- xianling` for one game).

// criterion's macros generate public functions without documentation.
#![allow(missing_docs)]

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use skazka::core::{Game, Position};
use skazka::engine::{Playable, Rng};
use skazka::{AnyPosition, PositionVisitor, Variant};

/// Game, name, FEN (`None` = start), options, perft depth.
type Case = (
    Variant,
    &'static str,
    Option<&'static str>,
    &'static [(&'static str, &'static str)],
    u32,
);

const CASES: &[Case] = &[
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

fn position(case: &Case) -> AnyPosition {
    case.0
        .position(case.2, case.3)
        .unwrap_or_else(|e| panic!("{} {}: {e}", case.0, case.1))
}

/// Runs one measurement on the concrete position type.
struct Measure<'a, 'b> {
    c: &'a mut Criterion,
    case: &'b Case,
    perft: bool,
}

impl PositionVisitor for Measure<'_, '_> {
    type Output = ();
    fn visit<P: Playable>(self, pos: &P) {
        let pos = pos.clone();
        let (variant, name, _, _, depth) = *self.case;
        if self.perft {
            let mut group = self.c.benchmark_group(format!("{variant}-perft"));
            group.sample_size(10);
            group.throughput(Throughput::Elements(pos.perft(depth)));
            group.bench_with_input(BenchmarkId::new(name, depth), &pos, |b, p| {
                b.iter(|| p.perft(depth))
            });
            group.finish();
        } else {
            let mut group = self.c.benchmark_group(format!("{variant}-movegen"));
            group.throughput(Throughput::Elements(1));
            group.bench_with_input(BenchmarkId::from_parameter(name), &pos, |b, p| {
                b.iter(|| p.legal_move_list().as_ref().len())
            });
            group.finish();
        }
    }
}

fn perft(c: &mut Criterion) {
    for case in CASES {
        position(case).visit(Measure {
            c,
            case,
            perft: true,
        });
    }
}

fn movegen(c: &mut Criterion) {
    for case in CASES {
        position(case).visit(Measure {
            c,
            case,
            perft: false,
        });
    }
}

/// Plies of the long game (fewer if it ends sooner).
const GAME_PLIES: usize = 300;

/// A random game from `start` on bare positions: generate the moves, pick one, play it.
fn bare_game<P: Position>(start: &P, seed: u64) -> usize {
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

/// The same game through `Game`: the same moves, with repetition counting, adjudication, draw
/// and history rules, and undo kept possible.
fn recorded_game<P: Playable>(start: &P, seed: u64) -> usize {
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

struct LongGame<'a>(&'a mut Criterion);

impl PositionVisitor for LongGame<'_> {
    type Output = ();
    fn visit<P: Playable>(self, start: &P) {
        let name = P::NAME;
        let mut group = self.0.benchmark_group(format!("{name}-long-game"));
        group.sample_size(20);
        // Game may end sooner (adjudication, history rules), so each is measured per ply.
        group.throughput(Throughput::Elements(bare_game(start, 7) as u64));
        group.bench_function("bare-positions", |b| b.iter(|| bare_game(start, 7)));
        group.throughput(Throughput::Elements(recorded_game(start, 7) as u64));
        group.bench_function("through-game", |b| b.iter(|| recorded_game(start, 7)));
        group.finish();
    }
}

fn long_game(c: &mut Criterion) {
    for &variant in Variant::ALL {
        let start = variant
            .position(None, &[])
            .expect("every game is compiled in");
        start.visit(LongGame(c));
    }
}

criterion_group!(benches, perft, movegen, long_game);
criterion_main!(benches);
