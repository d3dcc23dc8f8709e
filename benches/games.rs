//! Perft and legal move generation for every game of the library, from the start position
//! and from a busy middle-game position of each game's perft suite; and a long random game of
//! each game played through `Game` (history, repetitions, the game's own rules) and through
//! bare positions, side by side.
//!
//! `cargo bench -p skazka-benches --bench games` (or `-- xianling` for one game, `-- long-game`
//! for the long games). The positions and the long game are in the package's library, shared
//! with the `records` bench and the `long-game` example.

// criterion's macros generate public functions without documentation.
#![allow(missing_docs)]

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use skazka::engine::Playable;
use skazka::{PositionVisitor, Variant};
use skazka_benches::{CASES, Case, bare_game, position, recorded_game};

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

struct LongGame<'a>(&'a mut Criterion);

impl PositionVisitor for LongGame<'_> {
    type Output = ();
    fn visit<P: Playable>(self, start: &P) {
        let name = start.name();
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
