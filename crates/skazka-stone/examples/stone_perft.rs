//! Prints perft counts: `cargo run --release -p skazka-stone --example stone_perft -- <depth> [key=value ...] [--fen FEN]`.
use skazka_core::Position;
use skazka_stone::{Options, Stone};

fn main() {
    let mut args = std::env::args().skip(1);
    let depth: u32 = args.next().and_then(|d| d.parse().ok()).unwrap_or(3);
    let mut options = Options::default();
    let mut fen = None;
    while let Some(a) = args.next() {
        if a == "--fen" {
            fen = args.next();
        } else if let Some((k, v)) = a.split_once('=') {
            options.set(k, v).expect("valid option");
        }
    }
    let pos = match fen {
        Some(f) => Stone::from_fen(&f, &options).expect("valid fen"),
        None => Stone::new(&options),
    };
    for d in 1..=depth {
        let t = std::time::Instant::now();
        let n = pos.perft(d);
        println!("perft {d} {n} ({:.2?})", t.elapsed());
    }
}
