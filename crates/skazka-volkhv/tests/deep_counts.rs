//! Prints deeper perft counts for docs/perft/volkhv.md (run with
//! `cargo test --release -p skazka-volkhv --test deep_counts -- --ignored --nocapture`).
use skazka_core::Position;
use skazka_volkhv::{Options, Volkhv};

fn run(label: &str, pairs: &[(&str, &str)], max_depth: u32) {
    let mut o = Options::default();
    for (k, v) in pairs {
        o.set(k, v).unwrap();
    }
    let p = Volkhv::new(&o);
    for d in 1..=max_depth {
        let t = std::time::Instant::now();
        let n = p.perft(d);
        println!(
            "{label} depth {d}: {n} ({:.2} s)",
            t.elapsed().as_secs_f64()
        );
    }
}

#[test]
#[ignore = "deep perft, minutes in release"]
fn deep_counts_from_the_start() {
    run("volkhv", &[], 5);
    run("volkhv own_capture=false", &[("own_capture", "false")], 5);
    run("volkhv dice", &[("dice", "true")], 8);
    run("federation", &[("profile", "federation")], 5);
    run("volkhv talleyrand", &[("talleyrand", "true")], 4);
    run(
        "volkhv dice talleyrand",
        &[("dice", "true"), ("talleyrand", "true")],
        6,
    );
}
