//! Perft throughput of orthodox chess, side by side with the `cozy-chess` crate on the same
//! positions, and legal move generation alone.
//!
//! `cargo bench -p skazka-benches --bench perft`

// criterion's macros generate public functions without documentation.
#![allow(missing_docs)]

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use skazka::chess::Chess;
use skazka::core::Position;

/// Positions and depths: the start, "Kiwipete" and position 3 of the public perft suite.
const CASES: &[(&str, &str, u32)] = &[
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        4,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        3,
    ),
    ("position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5),
];

fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
        return nodes;
    }
    board.generate_moves(|moves| {
        for mv in moves {
            let mut child = board.clone();
            child.play_unchecked(mv);
            nodes += cozy_perft(&child, depth - 1);
        }
        false
    });
    nodes
}

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("chess-perft");
    group.sample_size(10);
    for &(name, fen, depth) in CASES {
        let ours = Chess::from_fen(fen).expect("suite fen");
        let theirs = cozy_chess::Board::from_fen(fen, false).expect("suite fen");
        let nodes = ours.perft(depth);
        assert_eq!(
            nodes,
            cozy_perft(&theirs, depth),
            "the two crates disagree on {name}"
        );
        group.throughput(Throughput::Elements(nodes));
        group.bench_with_input(BenchmarkId::new("skazka", name), &ours, |b, p| {
            b.iter(|| p.perft(depth))
        });
        group.bench_with_input(BenchmarkId::new("cozy-chess", name), &theirs, |b, p| {
            b.iter(|| cozy_perft(p, depth))
        });
    }
    group.finish();
}

fn movegen(c: &mut Criterion) {
    let mut group = c.benchmark_group("chess-movegen");
    for &(name, fen, _) in CASES {
        let pos = Chess::from_fen(fen).expect("suite fen");
        group.throughput(Throughput::Elements(1));
        group.bench_with_input(BenchmarkId::new("skazka", name), &pos, |b, p| {
            b.iter(|| p.legal_move_list().len())
        });
    }
    group.finish();
}

criterion_group!(benches, perft, movegen);
criterion_main!(benches);
