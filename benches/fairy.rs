//! Perft of variants defined as data (skazka-fairy's catalogue of Fairy-Stockfish's built-in
//! variants) from their start positions, the last ply counted in bulk as Fairy-Stockfish's
//! `go perft` counts it. A variant of the list that does not play yet is skipped with a note.
//!
//! `cargo bench -p skazka-benches --bench fairy` (or `-- capablanca` for one variant). The
//! whole-process comparison with Fairy-Stockfish is the `fairy-perft` example; see
//! docs/performance.md.

// criterion's macros generate public functions without documentation.
#![allow(missing_docs)]

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use skazka::core::Position;
use skazka_fairy::{FairyPosition, variant_by_name};

/// Variant and perft depth: a few tenths of a second a run at most.
const CASES: &[(&str, u32)] = &[
    ("chess", 4),
    ("capablanca", 3),
    ("grand", 3),
    ("crazyhouse", 3),
    ("courier", 3),
    ("shako", 3),
    ("shogi", 3),
    ("makruk", 4),
    ("xiangqi", 3),
    ("janggi", 3),
];

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("fairy-perft");
    group.sample_size(10);
    for &(name, depth) in CASES {
        let Some(variant) = variant_by_name(name) else {
            eprintln!("fairy-perft: {name} does not play yet, skipped");
            continue;
        };
        let start = FairyPosition::start(&variant).expect("a catalogue start position");
        group.throughput(Throughput::Elements(start.perft(depth)));
        group.bench_with_input(BenchmarkId::new(name, depth), &start, |b, p| {
            b.iter(|| p.perft(depth))
        });
    }
    group.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
