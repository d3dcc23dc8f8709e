//! The deep start-position counts published in docs/perft/volkhv.md (run with
//! `cargo test --release -p skazka-volkhv --test deep_counts -- --ignored --nocapture`;
//! about a minute).
use skazka_core::Position;
use skazka_volkhv::{Options, Volkhv};

/// (label, options, counts from depth 1)
type Row = (
    &'static str,
    &'static [(&'static str, &'static str)],
    &'static [u64],
);

const TABLE: &[Row] = &[
    ("volkhv", &[], &[39, 1_519, 68_920, 3_097_251, 155_839_306]),
    (
        "own_capture=false",
        &[("own_capture", "false")],
        &[20, 400, 8_902, 197_281, 4_868_944, 119_301_019],
    ),
    (
        "federation",
        &[("profile", "federation")],
        &[39, 1_519, 68_299, 3_041_483, 151_453_931],
    ),
    (
        "talleyrand",
        &[("talleyrand", "true")],
        &[39, 1_519, 69_427, 3_142_514, 160_706_079],
    ),
    (
        "dice",
        &[("dice", "true")],
        &[6, 39, 234, 1_521, 9_126, 69_286, 415_692, 3_149_300],
    ),
    (
        "dice talleyrand",
        &[("dice", "true"), ("talleyrand", "true")],
        &[6, 39, 234, 1_521, 9_126, 70_417, 422_478, 3_253_233],
    ),
];

#[test]
#[ignore = "deep perft: about a minute in release"]
fn published_start_position_counts() {
    for &(label, pairs, counts) in TABLE {
        let mut o = Options::default();
        for (k, v) in pairs {
            o.set(k, v).unwrap();
        }
        let p = Volkhv::new(&o);
        for (d, &expected) in (1..).zip(counts) {
            let t = std::time::Instant::now();
            let n = p.perft(d);
            println!(
                "{label} depth {d}: {n} ({:.2} s)",
                t.elapsed().as_secs_f64()
            );
            assert_eq!(n, expected, "{label} depth {d}");
        }
    }
}
