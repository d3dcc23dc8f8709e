//! Perft of every playable catalogue variant against Fairy-Stockfish.
//!
//! The counts below were recorded from Fairy-Stockfish itself (its `go perft`), built from its
//! repository at commit c19b5f6c66894fdb0e88d0dd100e3885f744760a (2026-07-23) with
//! `make build ARCH=x86-64-bmi2 largeboards=yes`. Each variant has three positions: its start,
//! and the positions reached by 6 and 20 plies of seeded random play. Every position is counted
//! at a depth of at most 20,000 leaves, which runs with the other tests, and most also at a
//! greater depth (up to about a quarter of a second each in a release build), which is
//! `#[ignore]`d: `cargo test --release -p skazka-fairy --test perft -- --ignored`.
//!
//! [`AWAITED`] lists Fairy-Stockfish's built-in variants that do not play here yet (a
//! catalogue section waiting for a rule, or a variant left out of the catalogue); their counts
//! are recorded from positions Fairy-Stockfish reached in its own random play, and are checked
//! as soon as the variant plays.

use skazka_core::Position;
use skazka_fairy::{FairyPosition, variant_by_name};

/// One recorded count: variant, FEN, depth, leaves.
type Case = (&'static str, &'static str, u32, u64);

/// Cases with at most this many leaves run by default; the others are `#[ignore]`d.
const QUICK: u64 = 20_000;

/// Built-in variants of Fairy-Stockfish that do not play here yet. Their cases are skipped
/// while [`variant_by_name`] does not know them; any other unknown name fails.
const AWAITED: &[&str] = &[];

/// The leaves of `case` counted here, or a description of the difference.
fn check(&(name, fen, depth, expected): &Case) -> Result<(), String> {
    let Some(variant) = variant_by_name(name) else {
        return if AWAITED.contains(&name) {
            Ok(())
        } else {
            Err(format!("{name}: not a playable variant"))
        };
    };
    let position = FairyPosition::from_fen(&variant, fen)
        .map_err(|e| format!("{name}: {fen}: the FEN is not read: {e}"))?;
    let counted = position.perft(depth);
    if counted == expected {
        return Ok(());
    }
    let moves: Vec<String> = position
        .divide(depth)
        .into_iter()
        .map(|(m, n)| format!("{}: {n}", position.display_move(m)))
        .collect();
    Err(format!(
        "{name}: {fen}: perft {depth} is {counted}, Fairy-Stockfish counts {expected}\n  {}",
        moves.join(", ")
    ))
}

fn check_all(cases: impl Iterator<Item = &'static Case>) {
    let failures: Vec<String> = cases.filter_map(|case| check(case).err()).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn catalogue_perft_equals_fairy_stockfish() {
    check_all(FAIRY_STOCKFISH.iter().filter(|c| c.3 <= QUICK));
}

#[test]
#[ignore = "deeper counts; run in release"]
fn catalogue_perft_equals_fairy_stockfish_deeper() {
    check_all(FAIRY_STOCKFISH.iter().filter(|c| c.3 > QUICK));
}

#[test]
fn awaited_variants_perft_equals_fairy_stockfish_once_they_play() {
    check_all(AWAITED_COUNTS.iter().filter(|c| c.3 <= QUICK));
}

#[test]
#[ignore = "deeper counts; run in release"]
fn awaited_variants_perft_equals_fairy_stockfish_once_they_play_deeper() {
    check_all(AWAITED_COUNTS.iter().filter(|c| c.3 > QUICK));
}

#[test]
fn every_playable_catalogue_variant_has_counts_from_its_start() {
    let missing: Vec<&str> = skazka_fairy::catalogue::names()
        .filter(|name| {
            let start = skazka_fairy::catalogue::variant(name)
                .and_then(|v| FairyPosition::start(&v).ok())
                .map(|p| p.fen_text());
            !FAIRY_STOCKFISH
                .iter()
                .chain(AWAITED_COUNTS)
                .any(|c| c.0 == *name && Some(c.1) == start.as_deref())
        })
        .collect();
    assert!(
        missing.is_empty(),
        "no recorded counts from the start of {missing:?}"
    );
}

/// Counts of the playable catalogue variants, in the catalogue's order. Two of them were
/// wrong here before: the berolina en passant after a diagonal double step (the pawn that
/// passed must be taken, not the one behind the target) and shoshogi's second king (a royal
/// type is pseudo-royal only while it is the last of its kind).
#[rustfmt::skip]
const FAIRY_STOCKFISH: &[Case] = &[
    // chess
    ("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8902),
    ("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 197281),
    ("chess", "rnbqkbnr/pppp1ppp/8/4p3/4P1P1/P7/1PPP1P1P/RNBQKBNR w KQkq - 1 4", 2, 778),
    ("chess", "rnbqkbnr/pppp1ppp/8/4p3/4P1P1/P7/1PPP1P1P/RNBQKBNR w KQkq - 1 4", 4, 615333),
    ("chess", "r1bq1bnr/1p2kp1p/2pp4/p3p1pP/n4PP1/P4N2/1PPPP2R/RNBQKB2 w Q - 3 11", 2, 878),
    ("chess", "r1bq1bnr/1p2kp1p/2pp4/p3p1pP/n4PP1/P4N2/1PPPP2R/RNBQKB2 w Q - 3 11", 4, 784625),
    // normal
    ("normal", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8902),
    ("normal", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 197281),
    ("normal", "rnbqk1nr/pppp2pp/8/4pp2/1b5P/1PP5/P2PPPP1/RNBQKBNR w KQkq - 0 4", 3, 15828),
    ("normal", "rnbqk1nr/pppp2pp/8/4pp2/1b5P/1PP5/P2PPPP1/RNBQKBNR w KQkq - 0 4", 4, 521156),
    ("normal", "r1b2bn1/pp1nkpp1/6P1/2ppN3/2P4r/PP6/3PPP1P/RNBQKB1R w KQ - 1 11", 3, 19073),
    ("normal", "r1b2bn1/pp1nkpp1/6P1/2ppN3/2P4r/PP6/3PPP1P/RNBQKB1R w KQ - 1 11", 4, 550154),
    // fischerandom
    ("fischerandom", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", 3, 8902),
    ("fischerandom", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", 4, 197281),
    ("fischerandom", "rnbqkb1r/pp1ppp1p/5np1/2p3B1/8/3P3P/PPP1PPP1/RN1QKBNR w HAha - 0 4", 3, 19982),
    ("fischerandom", "rnbqkb1r/pp1ppp1p/5np1/2p3B1/8/3P3P/PPP1PPP1/RN1QKBNR w HAha - 0 4", 4, 530382),
    ("fischerandom", "1nb1kbnr/r2p1qpp/8/pp2ppB1/P1p1P2N/3P2PP/RPPN1P2/3QKB1R w Hh - 2 11", 2, 1259),
    ("fischerandom", "1nb1kbnr/r2p1qpp/8/pp2ppB1/P1p1P2N/3P2PP/RPPN1P2/3QKB1R w Hh - 2 11", 3, 46961),
    // nocastle
    ("nocastle", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 3, 8902),
    ("nocastle", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 4, 197281),
    ("nocastle", "rn1qkbnr/ppp1p1pp/3p4/5p2/1P4b1/2P4P/P2PPPP1/RNBQKBNR w - - 0 4", 3, 12888),
    ("nocastle", "rn1qkbnr/ppp1p1pp/3p4/5p2/1P4b1/2P4P/P2PPPP1/RNBQKBNR w - - 0 4", 4, 350158),
    ("nocastle", "rn1qk1nr/pbp3pR/3ppp1B/1p6/6P1/2NP1P2/PPP1PKB1/R3Q1N1 w - - 4 11", 2, 1119),
    ("nocastle", "rn1qk1nr/pbp3pR/3ppp1B/1p6/6P1/2NP1P2/PPP1PKB1/R3Q1N1 w - - 4 11", 4, 1226406),
    // torpedo
    ("torpedo", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 9194),
    ("torpedo", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 209719),
    ("torpedo", "rnbqkbnr/1p1p1ppp/p7/2p1p3/8/3PB2N/PPP1PPPP/RN1QKB1R w KQkq - 0 4", 2, 873),
    ("torpedo", "rnbqkbnr/1p1p1ppp/p7/2p1p3/8/3PB2N/PPP1PPPP/RN1QKB1R w KQkq - 0 4", 4, 782790),
    ("torpedo", "r1b1k2r/p1ppq1p1/n1pb1n1p/4p1P1/5p2/5P2/PPPPP2P/1RBQKBNR w Kkq - 0 11", 3, 13803),
    ("torpedo", "r1b1k2r/p1ppq1p1/n1pb1n1p/4p1P1/5p2/5P2/PPPPP2P/1RBQKBNR w Kkq - 0 11", 4, 451527),
    // berolina
    ("berolina", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 2, 900),
    ("berolina", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 28328),
    ("berolina", "rnbqkbnr/p1p1pp1p/p7/1p2p3/8/6P1/PPPPP1PP/RNBQKBNR w KQkq e5f6 0 4", 2, 1018),
    ("berolina", "rnbqkbnr/p1p1pp1p/p7/1p2p3/8/6P1/PPPPP1PP/RNBQKBNR w KQkq e5f6 0 4", 3, 28199),
    ("berolina", "rnbqkbnr/pp1p2p1/8/p2ppp2/2P1P1P1/N1P4N/1P3PPP/R1B1KB1R w KQ - 1 11", 2, 1105),
    ("berolina", "rnbqkbnr/pp1p2p1/8/p2ppp2/2P1P1P1/N1P4N/1P3PPP/R1B1KB1R w KQ - 1 11", 3, 34645),
    ("berolina", "rnbqkbnr/pp1p2p1/8/p2ppp2/2P1P1P1/N1P4N/1P3PPP/R1B1KB1R w KQ - 1 11", 4, 1241668),
    ("berolina", "rnbqkbnr/ppp1pppp/8/8/6pP/2P5/PPP1P1PP/RNBQKBNR w KQkq - 0 3", 2, 1262),
    // pawnsideways
    ("pawnsideways", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 10022),
    ("pawnsideways", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 250145),
    ("pawnsideways", "1nbqkbnr/1ppppppp/r7/1p6/8/N3PP2/PPPP2PP/R1BQKBNR w KQk - 3 4", 2, 925),
    ("pawnsideways", "1nbqkbnr/1ppppppp/r7/1p6/8/N3PP2/PPPP2PP/R1BQKBNR w KQk - 3 4", 3, 28086),
    ("pawnsideways", "1nbqkbnr/p1ppp1p1/1r4p1/1p1N2Bp/7P/3PP1P1/PPPK2P1/2RQ1BNR w k - 1 11", 2, 1332),
    ("pawnsideways", "1nbqkbnr/p1ppp1p1/1r4p1/1p1N2Bp/7P/3PP1P1/PPPK2P1/2RQ1BNR w k - 1 11", 3, 57782),
    // pawnback
    ("pawnback", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 9222),
    ("pawnback", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 211739),
    ("pawnback", "rnbqkbnr/1ppppppp/8/p7/8/1QP4N/PP1PPPPP/RNB1KB1R w KQkq a5a6 6 4", 2, 629),
    ("pawnback", "rnbqkbnr/1ppppppp/8/p7/8/1QP4N/PP1PPPPP/RNB1KB1R w KQkq a5a6 6 4", 4, 474040),
    ("pawnback", "rn2kb1r/1b1pp1pp/5q1n/ppN2P2/8/2N2P2/PPPPP2P/R1BQKB1R w KQkq - 1 11", 2, 1227),
    ("pawnback", "rn2kb1r/1b1pp1pp/5q1n/ppN2P2/8/2N2P2/PPPPP2P/R1BQKB1R w KQkq - 1 11", 3, 37683),
    // legan
    ("legan", "knbrp3/bqpp4/npp5/rp1p3P/p3P1PR/5PPN/4PPQB/3PRBNK w - - 0 1", 4, 8138),
    ("legan", "knbrp3/bqpp4/npp5/rp1p3P/p3P1PR/5PPN/4PPQB/3PRBNK w - - 0 1", 5, 112012),
    ("legan", "knb1p3/bqp5/npprp3/r2p3P/p1pPPPPR/5P1N/4P1QB/3PRBNK w - - 1 4", 3, 2845),
    ("legan", "knb1p3/bqp5/npprp3/r2p3P/p1pPPPPR/5P1N/4P1QB/3PRBNK w - - 1 4", 5, 838367),
    ("legan", "knbr4/bqpp1p2/rpp5/1p1p3P/n3PNPR/4PPP1/2p1P1QB/3PRBNK w - - 0 11", 3, 2373),
    ("legan", "knbr4/bqpp1p2/rpp5/1p1p3P/n3PNPR/4PPP1/2p1P1QB/3PRBNK w - - 0 11", 5, 570111),
    // fairy
    ("fairy", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8902),
    ("fairy", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 197281),
    ("fairy", "rnbqkbnr/pppp1ppp/8/4p3/4P1P1/P7/1PPP1P1P/RNBQKBNR w KQkq - 1 4", 2, 778),
    ("fairy", "rnbqkbnr/pppp1ppp/8/4p3/4P1P1/P7/1PPP1P1P/RNBQKBNR w KQkq - 1 4", 4, 615333),
    ("fairy", "r1bq1bnr/1p2kp1p/2pp4/p3p1pP/n4PP1/P4N2/1PPPP2R/RNBQKB2 w Q - 3 11", 2, 878),
    ("fairy", "r1bq1bnr/1p2kp1p/2pp4/p3p1pP/n4PP1/P4N2/1PPPP2R/RNBQKB2 w Q - 3 11", 4, 784625),
    // raazuvaa
    ("raazuvaa", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 3, 2124),
    ("raazuvaa", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 5, 556525),
    ("raazuvaa", "rnb1kbnr/pp1pppp1/1qp4p/8/3P4/2N5/PPP1PPPP/R1BQKBNR w - - 1 4", 3, 11901),
    ("raazuvaa", "rnb1kbnr/pp1pppp1/1qp4p/8/3P4/2N5/PPP1PPPP/R1BQKBNR w - - 1 4", 4, 279479),
    ("raazuvaa", "r1b1kb1r/pppp1q1p/4ppp1/5n2/8/NnPN1P2/PP1PP1PP/R1B1KBR1 w - - 0 11", 3, 12928),
    ("raazuvaa", "r1b1kb1r/pppp1q1p/4ppp1/5n2/8/NnPN1P2/PP1PP1PP/R1B1KBR1 w - - 0 11", 4, 420706),
    // makruk
    ("makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", 3, 12012),
    ("makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", 4, 273026),
    ("makruk", "rns1ksnr/4m3/pppppppp/8/3N4/PPPPPPPP/5M2/RNSK1S1R w - - 6 4", 3, 15480),
    ("makruk", "rns1ksnr/4m3/pppppppp/8/3N4/PPPPPPPP/5M2/RNSK1S1R w - - 6 4", 4, 310308),
    ("makruk", "2smksn1/r4r2/p1ppp1pp/1P3p2/2PN3P/2PPPPP1/1R1K4/1NS1MSR1 w - - 5 11", 2, 918),
    ("makruk", "2smksn1/r4r2/p1ppp1pp/1P3p2/2PN3P/2PPPPP1/1R1K4/1NS1MSR1 w - - 5 11", 4, 780300),
    // ai-wok
    ("ai-wok", "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1", 3, 18102),
    ("ai-wok", "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1", 4, 485045),
    ("ai-wok", "r1sa1snr/3nk3/pppppppp/8/P7/1PPPPPPP/R2K4/1NS1ASNR w - - 1 4", 3, 18941),
    ("ai-wok", "r1sa1snr/3nk3/pppppppp/8/P7/1PPPPPPP/R2K4/1NS1ASNR w - - 1 4", 4, 482611),
    ("ai-wok", "r1a1ks1r/1sn5/1ppp1pp1/p3p1p1/1n6/PPPPPP1P/3S1S1A/RN1K2NR w - - 0 11", 3, 18543),
    ("ai-wok", "r1a1ks1r/1sn5/1ppp1pp1/p3p1p1/1n6/PPPPPP1P/3S1S1A/RN1K2NR w - - 0 11", 4, 700341),
    // asean
    ("asean", "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1", 3, 12012),
    ("asean", "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1", 4, 273026),
    ("asean", "r1b2bnr/2qnk3/pppppppp/7P/8/PPPPPPP1/4K3/RNBQ1BNR w - - 1 4", 3, 12010),
    ("asean", "r1b2bnr/2qnk3/pppppppp/7P/8/PPPPPPP1/4K3/RNBQ1BNR w - - 1 4", 4, 271435),
    ("asean", "1n1q1k2/rb2nb1r/ppp1pp1p/3p2p1/P1PP2P1/NP1BPP1P/1BQ4R/R3K1N1 w - - 8 11", 2, 726),
    ("asean", "1n1q1k2/rb2nb1r/ppp1pp1p/3p2p1/P1PP2P1/NP1BPP1P/1BQ4R/R3K1N1 w - - 8 11", 4, 548724),
    // shatranj
    ("shatranj", "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1", 3, 4176),
    ("shatranj", "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1", 5, 1164248),
    ("shatranj", "r1bkqbnr/pppppppp/2n5/8/8/P2P3P/1PP1PPP1/RNBKQBNR w - - 1 4", 3, 5299),
    ("shatranj", "r1bkqbnr/pppppppp/2n5/8/8/P2P3P/1PP1PPP1/RNBKQBNR w - - 1 4", 4, 103586),
    ("shatranj", "r2kqbnr/p1ppppp1/n3b2p/8/2p3P1/NP1P4/P1P1PP1P/2RKQBNR w - - 1 11", 3, 6865),
    ("shatranj", "r2kqbnr/p1ppppp1/n3b2p/8/2p3P1/NP1P4/P1P1PP1P/2RKQBNR w - - 1 11", 4, 134094),
    // chaturanga
    ("chaturanga", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 3, 4176),
    ("chaturanga", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 4, 68122),
    ("chaturanga", "rnbqk2r/pppppp1p/5npb/8/8/6P1/PPPPPP1P/RNBQKBNR w - - 0 4", 3, 5218),
    ("chaturanga", "rnbqk2r/pppppp1p/5npb/8/8/6P1/PPPPPP1P/RNBQKBNR w - - 0 4", 4, 106294),
    ("chaturanga", "rnbqkb2/p1p1pppr/1p3n2/3p4/3N3p/1P2B2N/P1PPPPPP/1R1QKBR1 w - - 0 11", 3, 9901),
    ("chaturanga", "rnbqkb2/p1p1pppr/1p3n2/3p4/3N3p/1P2B2N/P1PPPPPP/1R1QKBR1 w - - 0 11", 4, 214522),
    // amazon
    ("amazon", "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1", 3, 12483),
    ("amazon", "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1", 4, 318185),
    ("amazon", "rnbakbnr/p1p1pppp/8/3p4/Pp6/1P5P/2PPPPP1/RNBAKBNR w KQkq - 0 4", 3, 19070),
    ("amazon", "rnbakbnr/p1p1pppp/8/3p4/Pp6/1P5P/2PPPPP1/RNBAKBNR w KQkq - 0 4", 4, 607559),
    ("amazon", "2Abk1nr/2pp1ppp/8/4p3/1rP1aP1P/PP6/3PP1P1/RNB1KBNR w KQk - 1 11", 2, 1170),
    ("amazon", "2Abk1nr/2pp1ppp/8/4p3/1rP1aP1P/PP6/3PP1P1/RNB1KBNR w KQk - 1 11", 3, 32539),
    // georgian
    ("georgian", "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w - - 0 1", 3, 12483),
    ("georgian", "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w - - 0 1", 4, 318185),
    ("georgian", "r1bakbnr/pppppppp/2n5/8/8/4AN1P/PPPPPPP1/RNB1KB1R w - - 3 4", 2, 941),
    ("georgian", "r1bakbnr/pppppppp/2n5/8/8/4AN1P/PPPPPPP1/RNB1KB1R w - - 3 4", 3, 38924),
    ("georgian", "rnbakbnr/1ppp3p/p5p1/1B3p2/5P2/1P4AP/P1PP2P1/RNBK2NR w - - 0 11", 2, 1047),
    ("georgian", "rnbakbnr/1ppp3p/p5p1/1B3p2/5P2/1P4AP/P1PP2P1/RNBK2NR w - - 0 11", 3, 41539),
    // nightrider
    ("nightrider", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 15586),
    ("nightrider", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 419019),
    ("nightrider", "rnbqkb1r/1ppppppp/8/p4n2/2P1P3/2N5/PP1P1PPP/R1BQKBNR w KQkq - 0 4", 2, 1090),
    ("nightrider", "rnbqkb1r/1ppppppp/8/p4n2/2P1P3/2N5/PP1P1PPP/R1BQKBNR w KQkq - 0 4", 4, 1222242),
    ("nightrider", "rnbNkb1r/1p1p3p/p1p5/3qppp1/3Nn3/P3P1P1/1PPP3P/1RBQKB1R w Kkq - 0 11", 2, 1513),
    ("nightrider", "rnbNkb1r/1p1p3p/p1p5/3qppp1/3Nn3/P3P1P1/1PPP3P/1RBQKB1R w Kkq - 0 11", 3, 55058),
    // grasshopper
    ("grasshopper", "rnbqkbnr/gggggggg/pppppppp/8/8/PPPPPPPP/GGGGGGGG/RNBQKBNR w KQkq - 0 1", 2, 782),
    ("grasshopper", "rnbqkbnr/gggggggg/pppppppp/8/8/PPPPPPPP/GGGGGGGG/RNBQKBNR w KQkq - 0 1", 3, 22314),
    ("grasshopper", "rnbqkbnr/ggggg2g/ppppppp1/3gg2p/G5G1/PPPPPPPP/GG1G1GGG/RNBQKBNR w KQkq - 0 4", 2, 1053),
    ("grasshopper", "rnbqkbnr/ggggg2g/ppppppp1/3gg2p/G5G1/PPPPPPPP/GG1G1GGG/RNBQKBNR w KQkq - 0 4", 3, 34186),
    ("grasshopper", "rnbqkbnr/2gg1gg1/p1pGGppp/2gpgg2/G2P4/pPP1PPPP/Gg1K1GGG/RNBQ1BNR w kq - 1 11", 2, 1040),
    ("grasshopper", "rnbqkbnr/2gg1gg1/p1pGGppp/2gpgg2/G2P4/pPP1PPPP/Gg1K1GGG/RNBQ1BNR w kq - 1 11", 3, 38521),
    // hoppelpoppel
    ("hoppelpoppel", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 9034),
    ("hoppelpoppel", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 202459),
    ("hoppelpoppel", "rnb1kbnr/ppqppp1p/8/2p3p1/8/3PB2P/PPP1PPP1/RN1QKBNR w KQkq - 0 4", 3, 17652),
    ("hoppelpoppel", "rnb1kbnr/ppqppp1p/8/2p3p1/8/3PB2P/PPP1PPP1/RN1QKBNR w KQkq - 0 4", 4, 550752),
    ("hoppelpoppel", "rnb1kb1r/3pn1p1/1p6/p1p1p2p/P4p1q/3P1PPP/1PPQP3/RNB1KBNR w kq - 0 11", 3, 16785),
    ("hoppelpoppel", "rnb1kb1r/3pn1p1/1p6/p1p1p2p/P4p1q/3P1PPP/1PPQP3/RNB1KBNR w kq - 0 11", 4, 526995),
    // newzealand
    ("newzealand", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8976),
    ("newzealand", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 200310),
    ("newzealand", "rnbqkbnr/1pppp1p1/p6p/2N2p2/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 4", 3, 12105),
    ("newzealand", "rnbqkbnr/1pppp1p1/p6p/2N2p2/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 4", 4, 241089),
    ("newzealand", "r1bqkb1r/p1ppp2n/6pp/5p2/p6N/R3P1P1/2PPB1nP/1NBQK2R w Kkq - 0 11", 3, 18625),
    ("newzealand", "r1bqkb1r/p1ppp2n/6pp/5p2/p6N/R3P1P1/2PPB1nP/1NBQK2R w Kkq - 0 11", 4, 493484),
    // kingofthehill
    ("kingofthehill", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8902),
    ("kingofthehill", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 197281),
    ("kingofthehill", "rnb1kb1r/pppqpppp/5n2/3p2N1/8/5P2/PPPPP1PP/RNBQKB1R w KQkq - 2 4", 3, 17555),
    ("kingofthehill", "rnb1kb1r/pppqpppp/5n2/3p2N1/8/5P2/PPPPP1PP/RNBQKB1R w KQkq - 2 4", 4, 557093),
    ("kingofthehill", "rnb1kbr1/2p4p/p2p1qpn/1p2pp1Q/4P2P/N6R/PPPPKPP1/1RB2BN1 w q - 3 11", 2, 1068),
    ("kingofthehill", "rnb1kbr1/2p4p/p2p1qpn/1p2pp1Q/4P2P/N6R/PPPPKPP1/1RB2BN1 w q - 3 11", 4, 1121184),
    // racingkings
    ("racingkings", "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1", 3, 11264),
    ("racingkings", "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1", 4, 296242),
    ("racingkings", "Q7/8/8/1q4R1/5N2/1k6/1rbn1B1K/1rbnNBR1 w - - 6 4", 2, 1734),
    ("racingkings", "Q7/8/8/1q4R1/5N2/1k6/1rbn1B1K/1rbnNBR1 w - - 6 4", 3, 87807),
    ("racingkings", "4R3/8/8/3q4/5N2/1kn4K/1r1BN3/1rbn1BRQ w - - 7 11", 2, 1259),
    ("racingkings", "4R3/8/8/3q4/5N2/1kn4K/1r1BN3/1rbn1BRQ w - - 7 11", 3, 50443),
    // knightmate
    ("knightmate", "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1", 3, 6765),
    ("knightmate", "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1", 4, 139774),
    ("knightmate", "rmbqkbmr/1p2pppp/2p5/p2p4/3P1P1P/8/PPP1P1P1/RMBQKBMR w KQkq - 0 4", 3, 15581),
    ("knightmate", "rmbqkbmr/1p2pppp/2p5/p2p4/3P1P1P/8/PPP1P1P1/RMBQKBMR w KQkq - 0 4", 4, 458898),
    ("knightmate", "rmb1kbmr/p5pp/Q1pppp2/8/1p2qP2/4P1P1/PPPP2MP/RMB1KB1R w kq - 0 11", 2, 892),
    ("knightmate", "rmb1kbmr/p5pp/Q1pppp2/8/1p2qP2/4P1P1/PPPP2MP/RMB1KB1R w kq - 0 11", 4, 808653),
    // misere
    ("misere", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8902),
    ("misere", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 197281),
    ("misere", "rnbqk1nr/pppp2pp/8/4pp2/1b5P/1PP5/P2PPPP1/RNBQKBNR w KQkq - 0 4", 3, 15828),
    ("misere", "rnbqk1nr/pppp2pp/8/4pp2/1b5P/1PP5/P2PPPP1/RNBQKBNR w KQkq - 0 4", 4, 521156),
    ("misere", "r1b2bn1/pp1nkpp1/6P1/2ppN3/2P4r/PP6/3PPP1P/RNBQKB1R w KQ - 1 11", 3, 19073),
    ("misere", "r1b2bn1/pp1nkpp1/6P1/2ppN3/2P4r/PP6/3PPP1P/RNBQKB1R w KQ - 1 11", 4, 550154),
    // losers
    ("losers", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8067),
    ("losers", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 152955),
    ("losers", "rnb1kbnr/pp1p1ppp/2p5/4p3/7R/1P6/P1PPPPP1/RNBQKBN1 w Qkq - 0 4", 5, 5640),
    ("losers", "rnq2bn1/pp2p1pr/8/2pk3p/8/6P1/PPPPPP1P/R1BQ1K1R w - - 2 11", 3, 9158),
    ("losers", "rnq2bn1/pp2p1pr/8/2pk3p/8/6P1/PPPPPP1P/R1BQ1K1R w - - 2 11", 4, 183422),
    // giveaway
    ("giveaway", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8067),
    ("giveaway", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 2732672),
    ("giveaway", "rn1q1bnr/pppkpppp/3p4/8/1P6/7R/P1PPPPP1/RNBQKBN1 w Q - 1 4", 5, 9055),
    ("giveaway", "r1b1k1R1/ppp2p2/n7/3p4/8/3P1P2/PPP5/R2QKBN1 w Qq - 0 11", 5, 407),
    // antichess
    ("antichess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 3, 8067),
    ("antichess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 5, 2732672),
    ("antichess", "rnbqk1nr/p1pp1ppp/1p6/4p3/4P3/P7/2PP1PPP/RNBQKBNR w - - 0 4", 3, 8676),
    ("antichess", "rnbqk1nr/p1pp1ppp/1p6/4p3/4P3/P7/2PP1PPP/RNBQKBNR w - - 0 4", 5, 1815263),
    ("antichess", "rn2kb1r/1pp2ppp/8/p7/8/6PB/PPP1Pq1P/R1BK3R w - - 0 11", 4, 2983),
    ("antichess", "rn2kb1r/1pp2ppp/8/p7/8/6PB/PPP1Pq1P/R1BK3R w - - 0 11", 5, 34928),
    // suicide
    ("suicide", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 3, 8067),
    ("suicide", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 5, 2732672),
    ("suicide", "rnbqkbnr/pp1pppp1/7p/8/2P5/7N/PPP1PPPP/RNBQKB1R w - - 0 4", 5, 515),
    ("suicide", "1nbqk1nr/2p1p2p/8/1P1p1p2/3P4/8/RP2PPPP/2Q1KB1R w - - 0 11", 5, 1190),
    // codrus
    ("codrus", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8067),
    ("codrus", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 2732672),
    ("codrus", "rnb1kbnr/pp1p1ppp/2p5/4p3/7R/1P6/P1PPPPP1/RNBQKBN1 w Qkq - 0 4", 5, 5677),
    ("codrus", "rn3bnr/1b1pp1p1/p4k2/7p/2p5/6P1/P1PPPP1P/2BQKB1R w K - 0 11", 4, 8090),
    ("codrus", "rn3bnr/1b1pp1p1/p4k2/7p/2p5/6P1/P1PPPP1P/2BQKB1R w K - 0 11", 5, 70661),
    // extinction
    ("extinction", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8902),
    ("extinction", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 4896744),
    ("extinction", "rnbqkbnr/1ppppp2/p5pp/8/3P2P1/2N5/PPP1PP1P/R1BQKBNR w KQkq - 0 4", 3, 17033),
    ("extinction", "rnbqkbnr/1ppppp2/p5pp/8/3P2P1/2N5/PPP1PP1P/R1BQKBNR w KQkq - 0 4", 4, 359571),
    ("extinction", "2rqkbnr/pBppp1p1/7p/8/p3pP2/N5PP/2nP4/R1BQK1NR w KQk - 1 11", 2, 656),
    ("extinction", "2rqkbnr/pBppp1p1/7p/8/p3pP2/N5PP/2nP4/R1BQK1NR w KQk - 1 11", 4, 496837),
    // kinglet
    ("kinglet", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8902),
    ("kinglet", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 4897256),
    ("kinglet", "rnbqkbnr/pp1p1ppp/8/4p3/2p3P1/3P3N/PPP1PP1P/RNBQKB1R w KQkq - 0 4", 2, 883),
    ("kinglet", "rnbqkbnr/pp1p1ppp/8/4p3/2p3P1/3P3N/PPP1PP1P/RNBQKB1R w KQkq - 0 4", 4, 817881),
    ("kinglet", "r1bqk3/p1ppp1br/2n2n2/1p3pp1/P1PP1P1p/1N4P1/1P2P1BP/R1BQK1NR w KQq - 1 11", 2, 1103),
    ("kinglet", "r1bqk3/p1ppp1br/2n2n2/1p3pp1/P1PP1P1p/1N4P1/1P2P1BP/R1BQK1NR w KQq - 1 11", 4, 1272072),
    // threekings
    ("threekings", "knbqkbnk/pppppppp/8/8/8/8/PPPPPPPP/KNBQKBNK w - - 0 1", 3, 8942),
    ("threekings", "knbqkbnk/pppppppp/8/8/8/8/PPPPPPPP/KNBQKBNK w - - 0 1", 5, 4971357),
    ("threekings", "knbqkbnk/1ppppp2/p5pp/8/3P2P1/2N5/PPP1PP1P/K1BQKBNK w - - 0 4", 3, 19013),
    ("threekings", "knbqkbnk/1ppppp2/p5pp/8/3P2P1/2N5/PPP1PP1P/K1BQKBNK w - - 0 4", 4, 414184),
    ("threekings", "k1bqkb1k/2pp1pp1/n2p4/p6p/P3n3/4PP1N/1PPPQ1PP/K1B1KB1K w - - 0 11", 2, 741),
    ("threekings", "k1bqkb1k/2pp1pp1/n2p4/p6p/P3n3/4PP1N/1PPPQ1PP/K1B1KB1K w - - 0 11", 4, 607014),
    // horde
    ("horde", "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1", 3, 1274),
    ("horde", "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1", 5, 265223),
    ("horde", "rnbq1b1r/ppppkppp/1P3nP1/2P1PP2/PPP1PPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w - - 1 4", 3, 3197),
    ("horde", "rnbq1b1r/ppppkppp/1P3nP1/2P1PP2/PPP1PPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w - - 1 4", 4, 65729),
    ("horde", "r2qkb1B/1bpppp2/5n1p/P1P2PPP/1PpPP1P1/1PPPPPPP/P1PPPPPP/PPPPPPPP w q - 1 11", 3, 7687),
    ("horde", "r2qkb1B/1bpppp2/5n1p/P1P2PPP/1PpPP1P1/1PPPPPPP/P1PPPPPP/PPPPPPPP w q - 1 11", 4, 189692),
    // nocheckatomic
    ("nocheckatomic", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8902),
    ("nocheckatomic", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 197779),
    ("nocheckatomic", "rnb1kb1r/pppqpppp/5n2/3p2N1/8/5P2/PPPPP1PP/RNBQKB1R w KQkq - 2 4", 3, 16816),
    ("nocheckatomic", "rnb1kb1r/pppqpppp/5n2/3p2N1/8/5P2/PPPPP1PP/RNBQKB1R w KQkq - 2 4", 4, 517976),
    ("nocheckatomic", "rnq1kb1r/2pppn1p/p5p1/5p2/b3P3/5Q2/PPPP1PPP/1RB1KBNR w Kkq - 5 11", 2, 1042),
    ("nocheckatomic", "rnq1kb1r/2pppn1p/p5p1/5p2/b3P3/5Q2/PPPP1PPP/1RB1KBNR w Kkq - 5 11", 4, 1081374),
    // atomic
    ("atomic", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8902),
    ("atomic", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 197326),
    ("atomic", "rnbqk1nr/pppp2pp/8/4pp2/1b5P/1PP5/P2PPPP1/RNBQKBNR w KQkq - 0 4", 3, 16010),
    ("atomic", "rnbqk1nr/pppp2pp/8/4pp2/1b5P/1PP5/P2PPPP1/RNBQKBNR w KQkq - 0 4", 4, 518433),
    ("atomic", "rnbk1bn1/pp3pp1/q4N2/2ppp3/P7/7r/1PPPPP1P/RNBQKB1R w KQ - 1 11", 2, 1164),
    ("atomic", "rnbk1bn1/pp3pp1/q4N2/2ppp3/P7/7r/1PPPPP1P/RNBQKB1R w KQ - 1 11", 4, 1297778),
    // coregal
    ("coregal", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8882),
    ("coregal", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 195896),
    ("coregal", "rnbqkbnr/pp1p1ppp/8/4p3/2p3P1/3P3N/PPP1PP1P/RNBQKB1R w KQkq - 0 4", 2, 829),
    ("coregal", "rnbqkbnr/pp1p1ppp/8/4p3/2p3P1/3P3N/PPP1PP1P/RNBQKB1R w KQkq - 0 4", 4, 660070),
    ("coregal", "r1bqk3/p1ppp1br/2n2n2/1p3pp1/P1PP1P1p/1N4P1/1P2P1BP/R1BQK1NR w KQq - 1 11", 2, 1100),
    ("coregal", "r1bqk3/p1ppp1br/2n2n2/1p3pp1/P1PP1P1p/1N4P1/1P2P1BP/R1BQK1NR w KQq - 1 11", 3, 36172),
    // fox-and-hounds
    ("fox-and-hounds", "1h1h1h1h/8/8/8/8/8/8/4F3 w - - 0 1", 5, 1032),
    ("fox-and-hounds", "1h5h/4h3/5h2/8/8/8/5F2/8 w - - 6 4", 5, 1516),
    ("fox-and-hounds", "8/4h3/5h2/2h5/5h2/4F3/8/8 w - - 20 11", 5, 1231),
    // 3check
    ("3check", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1", 3, 8902),
    ("3check", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1", 4, 197281),
    ("3check", "rnbqk1nr/pppp2pp/8/4pp2/1b5P/1PP5/P2PPPP1/RNBQKBNR w KQkq - 3+3 0 4", 3, 15828),
    ("3check", "rnbqk1nr/pppp2pp/8/4pp2/1b5P/1PP5/P2PPPP1/RNBQKBNR w KQkq - 3+3 0 4", 4, 521156),
    ("3check", "r1b2bn1/pp1nkpp1/6P1/2ppN3/2P4r/PP6/3PPP1P/RNBQKB1R w KQ - 3+3 1 11", 3, 19073),
    ("3check", "r1b2bn1/pp1nkpp1/6P1/2ppN3/2P4r/PP6/3PPP1P/RNBQKB1R w KQ - 3+3 1 11", 4, 550154),
    // 5check
    ("5check", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 5+5 0 1", 3, 8902),
    ("5check", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 5+5 0 1", 4, 197281),
    ("5check", "rnbqk1nr/pppp2pp/8/4pp2/1b5P/1PP5/P2PPPP1/RNBQKBNR w KQkq - 5+5 0 4", 3, 15828),
    ("5check", "rnbqk1nr/pppp2pp/8/4pp2/1b5P/1PP5/P2PPPP1/RNBQKBNR w KQkq - 5+5 0 4", 4, 521156),
    ("5check", "r1b2bn1/pp1nkpp1/6P1/2ppN3/2P4r/PP6/3PPP1P/RNBQKB1R w KQ - 5+5 1 11", 3, 19073),
    ("5check", "r1b2bn1/pp1nkpp1/6P1/2ppN3/2P4r/PP6/3PPP1P/RNBQKB1R w KQ - 5+5 1 11", 4, 550154),
    // crazyhouse
    ("crazyhouse", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", 3, 8902),
    ("crazyhouse", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", 4, 197281),
    ("crazyhouse", "rnbqkbnr/1ppppp2/p5pp/8/3P2P1/2N5/PPP1PP1P/R1BQKBNR[] w KQkq - 0 4", 3, 17647),
    ("crazyhouse", "rnbqkbnr/1ppppp2/p5pp/8/3P2P1/2N5/PPP1PP1P/R1BQKBNR[] w KQkq - 0 4", 4, 379464),
    ("crazyhouse", "r2qkbnr/p1pppp2/n6p/2P3N1/1P3P2/p1N3P1/P1PPP1bP/R1BQKB1R[] w KQkq - 2 11", 2, 697),
    ("crazyhouse", "r2qkbnr/p1pppp2/n6p/2P3N1/1P3P2/p1N3P1/P1PPP1bP/R1BQKB1R[] w KQkq - 2 11", 4, 698543),
    // pocketknight
    ("pocketknight", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1", 2, 2565),
    ("pocketknight", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1", 3, 88617),
    ("pocketknight", "rn1qkbnr/ppp1pppp/n7/3p1b2/8/1P6/PNPPPPPP/RNBQKBNR[] w KQkq - 2 4", 3, 16278),
    ("pocketknight", "rn1qkbnr/ppp1pppp/n7/3p1b2/8/1P6/PNPPPPPP/RNBQKBNR[] w KQkq - 2 4", 4, 516573),
    ("pocketknight", "r1b1k2r/1pqpnp1p/n2bp1p1/p1p5/Q1P3P1/P2P3P/1n2PPN1/RNB1KBNR[] w KQkq - 4 11", 2, 956),
    ("pocketknight", "r1b1k2r/1pqpnp1p/n2bp1p1/p1p5/Q1P3P1/P2P3P/1n2PPN1/RNB1KBNR[] w KQkq - 4 11", 4, 930388),
    // dragon
    ("dragon", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Dd] w KQkq - 0 1", 3, 8982),
    ("dragon", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Dd] w KQkq - 0 1", 4, 200857),
    ("dragon", "rnbqk2r/ppppnppp/8/4p3/1b5P/1PP5/P2PPPP1/RNBQKBNR[Dd] w KQkq - 1 4", 3, 16193),
    ("dragon", "rnbqk2r/ppppnppp/8/4p3/1b5P/1PP5/P2PPPP1/RNBQKBNR[Dd] w KQkq - 1 4", 4, 534308),
    ("dragon", "rn1qkbn1/p1pbp3/2r5/1p1p1p1p/8/NP1P2PN/P1P1PP1P/1RBQKB1R[Dd] w Kq - 5 11", 2, 836),
    ("dragon", "rn1qkbn1/p1pbp3/2r5/1p1p1p1p/8/NP1P2PN/P1P1PP1P/1RBQKB1R[Dd] w Kq - 5 11", 4, 783103),
    // paradigm
    ("paradigm", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 9062),
    ("paradigm", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 204459),
    ("paradigm", "rn2kbnr/pppqpppp/3p4/8/1P6/4P2b/P1PP1PP1/RNBQKBNR w KQkq - 1 4", 2, 1113),
    ("paradigm", "rn2kbnr/pppqpppp/3p4/8/1P6/4P2b/P1PP1PP1/RNBQKBNR w KQkq - 1 4", 3, 36487),
    ("paradigm", "rnb1kbnr/2pp2p1/1p2p2p/p4p2/4P1PB/P1PP1P2/1P3K1P/RNBQ2NR w kq - 0 11", 2, 1163),
    ("paradigm", "rnb1kbnr/2pp2p1/1p2p2p/p4p2/4P1PB/P1PP1P2/1P3K1P/RNBQ2NR w kq - 0 11", 3, 45352),
    // losalamos
    ("losalamos", "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1", 4, 14332),
    ("losalamos", "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1", 5, 191846),
    ("losalamos", "rnqk1r/pppp1p/4p1/1P3n/P1PPPP/RNQKNR w - - 2 4", 3, 2457),
    ("losalamos", "rnqk1r/pppp1p/4p1/1P3n/P1PPPP/RNQKNR w - - 2 4", 5, 555643),
    ("losalamos", "rnq1kr/p3N1/3n2/P1P1p1/2PQ1P/R2K1R w - - 1 11", 3, 11492),
    ("losalamos", "rnq1kr/p3N1/3n2/P1P1p1/2PQ1P/R2K1R w - - 1 11", 4, 276610),
    // gardner
    ("gardner", "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1", 4, 4775),
    ("gardner", "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1", 5, 52512),
    ("gardner", "rN1qk/pp2p/2ppb/PPPPP/1RBQK w - - 0 4", 3, 1842),
    ("gardner", "rN1qk/pp2p/2ppb/PPPPP/1RBQK w - - 0 4", 5, 317297),
    ("gardner", "r2k1/p1p2/P1pPp/R1PnP/4K w - - 0 11", 5, 14565),
    // almost
    ("almost", "rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1", 3, 11895),
    ("almost", "rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1", 4, 290522),
    ("almost", "rnbckbnr/p1p1pppp/8/3p4/Pp6/1P5P/2PPPPP1/RNBCKBNR w KQkq - 0 4", 3, 18182),
    ("almost", "rnbckbnr/p1p1pppp/8/3p4/Pp6/1P5P/2PPPPP1/RNBCKBNR w KQkq - 0 4", 4, 563919),
    ("almost", "rnb1kbnr/2p1pppp/pp1p2cC/5P2/P5P1/8/1PPPP2P/RNB1KBNR w KQ - 1 11", 2, 861),
    ("almost", "rnb1kbnr/2p1pppp/pp1p2cC/5P2/P5P1/8/1PPPP2P/RNB1KBNR w KQ - 1 11", 4, 782961),
    // perfect
    ("perfect", "cmqgkbnr/pppppppp/8/8/8/8/PPPPPPPP/CMQGKBNR w KQkq - 0 1", 3, 15082),
    ("perfect", "cmqgkbnr/pppppppp/8/8/8/8/PPPPPPPP/CMQGKBNR w KQkq - 0 1", 4, 423107),
    ("perfect", "1mqgkbnr/pppppppp/1c6/8/1G6/8/PPPPPPPP/CMQ1KBNR w KQk - 6 4", 2, 1331),
    ("perfect", "1mqgkbnr/pppppppp/1c6/8/1G6/8/PPPPPPPP/CMQ1KBNR w KQk - 6 4", 3, 56880),
    ("perfect", "1m1gk2r/pp1pppbp/1c1p2pn/8/4PPPP/P7/1P1C4/3GKBNR w Kk - 1 11", 2, 1706),
    ("perfect", "1m1gk2r/pp1pppbp/1c1p2pn/8/4PPPP/P7/1P1C4/3GKBNR w Kk - 1 11", 3, 76800),
    // clobber
    ("clobber", "PpPpP/pPpPp/PpPpP/pPpPp/PpPpP/pPpPp w - - 0 1", 2, 2116),
    ("clobber", "PpPpP/pPpPp/PpPpP/pPpPp/PpPpP/pPpPp w - - 0 1", 4, 2630382),
    ("clobber", "PpPpP/P1pPP/PpPp1/pPpp1/p1Pp1/1ppPP w - - 0 4", 3, 5964),
    ("clobber", "PpPpP/P1pPP/PpPp1/pPpp1/p1Pp1/1ppPP w - - 0 4", 5, 786230),
    ("clobber", "p2PP/1p3/5/p3P/1pP2/p3P w - - 0 11", 2, 0),
    // clobber10
    ("clobber10", "PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP w - - 0 1", 1, 180),
    ("clobber10", "PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP w - - 0 1", 3, 5231000),
    ("clobber10", "PpPpPpPpPp/pPP1pPpPpP/PpPpPpPP1p/pPpPpPpPpP/PpPpPpP1pp/pPpPpPpPpP/PpPpPpPp1P/pP1ppPpPpP/Ppp1PpPpPp/pPpPpPpPpP w - - 0 4", 2, 19091),
    ("clobber10", "PpPpPpPpPp/pPP1pPpPpP/PpPpPpPP1p/pPpPpPpPpP/PpPpPpP1pp/pPpPpPpPpP/PpPpPpPp1P/pP1ppPpPpP/Ppp1PpPpPp/pPpPpPpPpP w - - 0 4", 3, 2481318),
    ("clobber10", "P1PpPpPpp1/pppp1PpPp1/Pp1p1PPppP/pPPPpPP2P/PpPpPp2Pp/pPPPpPppPP/Pp1PPp3p/pPp1pPpp1P/Pp1Pp1pPPp/pPpPpP2pP w - - 0 11", 2, 6395),
    ("clobber10", "P1PpPpPpp1/pppp1PpPp1/Pp1p1PPppP/pPPPpPP2P/PpPpPp2Pp/pPPPpPppPP/Pp1PPp3p/pPp1pPpp1P/Pp1Pp1pPPp/pPpPpP2pP w - - 0 11", 3, 475458),
    // breakthrough
    ("breakthrough", "pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w - - 0 1", 3, 11132),
    ("breakthrough", "pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w - - 0 1", 5, 6182818),
    ("breakthrough", "ppp1pppp/p1pppppp/2p1p3/8/8/2P1P2P/PP1PP1P1/PPPPPPPP w - - 6 4", 3, 15011),
    ("breakthrough", "ppp1pppp/p1pppppp/2p1p3/8/8/2P1P2P/PP1PP1P1/PPPPPPPP w - - 6 4", 4, 364214),
    ("breakthrough", "ppp1p1pp/1p1ppp2/ppp4p/4P1pp/8/2P3PP/PPPPPPPP/P1PP3P w - - 20 11", 3, 18106),
    ("breakthrough", "ppp1p1pp/1p1ppp2/ppp4p/4P1pp/8/2P3PP/PPPPPPPP/P1PP3P w - - 20 11", 4, 505085),
    // jesonmor
    ("jesonmor", "nnnnnnnnn/9/9/9/9/9/9/9/NNNNNNNNN w - - 0 1", 2, 900),
    ("jesonmor", "nnnnnnnnn/9/9/9/9/9/9/9/NNNNNNNNN w - - 0 1", 4, 868624),
    ("jesonmor", "nn2nnn1n/nn7/8n/9/9/9/N7N/1N7/N1N1NNN1N w - - 6 4", 2, 960),
    ("jesonmor", "nn2nnn1n/nn7/8n/9/9/9/N7N/1N7/N1N1NNN1N w - - 6 4", 4, 981056),
    ("jesonmor", "nnn2n3/5nnn1/4n4/9/3n5/3N5/3NN2N1/5N3/NN4NN1 w - - 20 11", 2, 1474),
    ("jesonmor", "nnn2n3/5nnn1/4n4/9/3n5/3N5/3NN2N1/5N3/NN4NN1 w - - 20 11", 4, 2191504),
    // minixiangqi
    ("minixiangqi", "rcnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1", 3, 6664),
    ("minixiangqi", "rcnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1", 4, 127164),
    ("minixiangqi", "r1nkncr/p1ppp1p/7/1c5/7/P1PPPP1/RCNKNCR w - - 6 4", 3, 7172),
    ("minixiangqi", "r1nkncr/p1ppp1p/7/1c5/7/P1PPPP1/RCNKNCR w - - 6 4", 4, 171335),
    ("minixiangqi", "2nknr1/rc1pp1p/pCp3N/3P3/3P3/P2P2P/R1NK1CR w - - 5 11", 3, 16393),
    ("minixiangqi", "2nknr1/rc1pp1p/pCp3N/3P3/3P3/P2P2P/R1NK1CR w - - 5 11", 4, 363558),
    // manchu
    ("manchu", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/9/M1BAKAB2 w - - 0 1", 3, 17648),
    ("manchu", "rn1akabnr/9/1c2bc3/M1p3p1p/4p4/9/P1P1P1P1P/8B/4A4/2BAK4 w - - 5 4", 2, 1062),
    ("manchu", "rn1akabnr/9/1c2bc3/M1p3p1p/4p4/9/P1P1P1P1P/8B/4A4/2BAK4 w - - 5 4", 4, 1082728),
    ("manchu", "1nbakabnr/9/r8/p1p1pc2p/c5p2/P5B1P/2PMP1P2/B2A5/9/3K1A3 w - - 20 11", 3, 15458),
    ("manchu", "1nbakabnr/9/r8/p1p1pc2p/c5p2/P5B1P/2PMP1P2/B2A5/9/3K1A3 w - - 20 11", 4, 525829),
    // minishogi
    ("minishogi", "rbsgk/4p/5/P4/KGSBR[] w - - 0 1", 3, 2512),
    ("minishogi", "rbsgk/4p/5/P4/KGSBR[] w - - 0 1", 5, 533203),
    ("minishogi", "r2gk/2bs1/3Sp/P3B/KG2R[] w - - 6 4", 3, 2185),
    ("minishogi", "r2gk/2bs1/3Sp/P3B/KG2R[] w - - 6 4", 5, 575237),
    ("minishogi", "b1g1k/P1R1p/3G1/sK2R/1BS2[] w - - 7 11", 3, 6011),
    ("minishogi", "b1g1k/P1R1p/3G1/sK2R/1BS2[] w - - 7 11", 4, 77529),
    // mini
    ("mini", "rbsgk/4p/5/P4/KGSBR[] w - - 0 1", 3, 2512),
    ("mini", "rbsgk/4p/5/P4/KGSBR[] w - - 0 1", 5, 533203),
    ("mini", "1bs1k/2g1p/4R/GpB2/K1S2[R] w - - 0 4", 3, 9435),
    ("mini", "1bs1k/2g1p/4R/GpB2/K1S2[R] w - - 0 4", 4, 125807),
    ("mini", "1r1ks/4p/K4/PS1G1/Gb2R[b] w - - 1 11", 3, 7249),
    ("mini", "1r1ks/4p/K4/PS1G1/Gb2R[b] w - - 1 11", 4, 160714),
    // kyotoshogi
    ("kyotoshogi", "p+nks+l/5/5/5/+LSK+NP[] w - - 0 1", 4, 18268),
    ("kyotoshogi", "p+nks+l/5/5/5/+LSK+NP[] w - - 0 1", 5, 225903),
    ("kyotoshogi", "p1k2/n2l+s/5/1L1K1/1SN1P[] w - - 6 4", 4, 3600),
    ("kyotoshogi", "p1k2/n2l+s/5/1L1K1/1SN1P[] w - - 6 4", 5, 42770),
    ("kyotoshogi", "p2S+l/n4/1k+l1N/2+s2/1K2P[] w - - 2 11", 5, 11986),
    // micro
    ("micro", "kb+r+l/p3/4/3P/+L+RBK[] w - - 0 1", 4, 7256),
    ("micro", "kb+r+l/p3/4/3P/+L+RBK[] w - - 0 1", 5, 71328),
    ("micro", "kb+r1/3+l/+p3/3P/+L+R+bK[] w - - 0 4", 4, 7305),
    ("micro", "kb+r1/3+l/+p3/3P/+L+R+bK[] w - - 0 4", 5, 112121),
    ("micro", "1k2/3+l/+B+bPP/+R3/+L1K1[r] w - - 0 11", 3, 3335),
    ("micro", "1k2/3+l/+B+bPP/+R3/+L1K1[r] w - - 0 11", 5, 834975),
    // gorogoro
    ("gorogoro", "sgkgs/5/1ppp1/1PPP1/5/SGKGS[] w - - 0 1", 3, 4166),
    ("gorogoro", "sgkgs/5/1ppp1/1PPP1/5/SGKGS[] w - - 0 1", 5, 1186299),
    ("gorogoro", "s1k1s/3g1/gPpp1/2PP1/S3S/1GKG1[P] w - - 1 4", 3, 7490),
    ("gorogoro", "s1k1s/3g1/gPpp1/2PP1/S3S/1GKG1[P] w - - 1 4", 4, 129740),
    ("gorogoro", "sgkps/4P/1pp1g/1PP2/1GK2/SG2S[] w - - 10 11", 3, 3325),
    ("gorogoro", "sgkps/4P/1pp1g/1PP2/1GK2/SG2S[] w - - 10 11", 4, 55832),
    // judkins
    ("judkins", "rbnsgk/5p/6/6/P5/KGSNBR[] w - - 0 1", 3, 6183),
    ("judkins", "rbnsgk/5p/6/6/P5/KGSNBR[] w - - 0 1", 4, 118345),
    ("judkins", "r3gk/B1bs1p/3n1R/6/PK4/1GSN2[] w - - 6 4", 3, 9814),
    ("judkins", "r3gk/B1bs1p/3n1R/6/PK4/1GSN2[] w - - 6 4", 4, 195821),
    ("judkins", "5k/5g/3n1s/BG+BrN1/P5/K1S3[pr] w - - 1 11", 2, 1380),
    ("judkins", "5k/5g/3n1s/BG+BrN1/P5/K1S3[pr] w - - 1 11", 3, 34447),
    // euroshogi
    ("euroshogi", "1nbgkgn1/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/1NGKGBN1[] w - - 0 1", 3, 15424),
    ("euroshogi", "1nbgkgn1/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/1NGKGBN1[] w - - 0 1", 4, 380499),
    ("euroshogi", "1nbg1gn1/1r1k2b1/p2ppppp/1pp5/2P5/PP1PPPPP/4G1R1/BNGK1BN1[] w - - 6 4", 3, 17485),
    ("euroshogi", "1nbg1gn1/1r1k2b1/p2ppppp/1pp5/2P5/PP1PPPPP/4G1R1/BNGK1BN1[] w - - 6 4", 4, 444275),
    ("euroshogi", "2bg1gn1/3k1rb1/1np1pppp/p2p1P2/1p5P/PPPPP1P1/1BG5/1NG1KBNR[] w - - 20 11", 3, 15205),
    ("euroshogi", "2bg1gn1/3k1rb1/1np1pppp/p2p1P2/1p5P/PPPPP1P1/1BG5/1NG1KBNR[] w - - 20 11", 4, 394595),
    // okisakishogi
    ("okisakishogi", "lnsgkqgsnl/1r6b1/pppppppppp/10/10/10/10/PPPPPPPPPP/1B6R1/LNSGQKGSNL[] w - - 0 1", 2, 1369),
    ("okisakishogi", "lnsgkqgsnl/1r6b1/pppppppppp/10/10/10/10/PPPPPPPPPP/1B6R1/LNSGQKGSNL[] w - - 0 1", 3, 48211),
    ("okisakishogi", "lnsgk2snl/1r2qg2b1/1ppppppppp/p9/10/10/10/PPPPPPPPPP/LB2R5/1NSGQKGSNL[] w - - 6 4", 2, 1152),
    ("okisakishogi", "lnsgk2snl/1r2qg2b1/1ppppppppp/p9/10/10/10/PPPPPPPPPP/LB2R5/1NSGQKGSNL[] w - - 6 4", 3, 40128),
    ("okisakishogi", "lnsgkq1sn1/2r3g3/pp1p1ppppb/2p1p4l/9p/10/P4P4/1PPPPQPPPP/LB1G1KS1RL/1NS4GN1[] w - - 20 11", 2, 1491),
    ("okisakishogi", "lnsgkq1sn1/2r3g3/pp1p1ppppb/2p1p4l/9p/10/P4P4/1PPPPQPPPP/LB1G1KS1RL/1NS4GN1[] w - - 20 11", 3, 63753),
    // shogi
    ("shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1", 2, 900),
    ("shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1", 3, 25470),
    ("shogi", "1nsg1gsnl/lr3k1b1/1pppppppp/p8/9/P1P6/1P1PPPPPP/1B1K3R1/LNSG1GSNL[] w - - 6 4", 2, 1044),
    ("shogi", "1nsg1gsnl/lr3k1b1/1pppppppp/p8/9/P1P6/1P1PPPPPP/1B1K3R1/LNSG1GSNL[] w - - 6 4", 3, 39416),
    ("shogi", "lnsg1g1n1/3k2sbl/p2rppppp/2p6/1p1p5/1P3P3/P1PPP1PPP/L2SRKS1L/1NB1GG1N1[] w - - 20 11", 3, 7452),
    ("shogi", "lnsg1g1n1/3k2sbl/p2rppppp/2p6/1p1p5/1P3P3/P1PPP1PPP/L2SRKS1L/1NB1GG1N1[] w - - 20 11", 4, 218673),
    // checkshogi
    ("checkshogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 1+1 0 1", 2, 900),
    ("checkshogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 1+1 0 1", 3, 25470),
    ("checkshogi", "lnsgkgsnl/6rb1/ppppppppp/9/9/7P1/PPPPPPP1P/1B1G3RL/LNS1KGSN1[] w - - 1+1 6 4", 3, 19140),
    ("checkshogi", "lns1kgsnl/r6b1/1pp1g1p1p/3ppp1p1/p8/1P3P3/P1PPP1PPP/LB1K1R3/1NS1GGSNL[] w - - 1+1 20 11", 2, 884),
    ("checkshogi", "lns1kgsnl/r6b1/1pp1g1p1p/3ppp1p1/p8/1P3P3/P1PPP1PPP/LB1K1R3/1NS1GGSNL[] w - - 1+1 20 11", 3, 23359),
    // shoshogi
    ("shoshogi", "2k3+S+N1/l3r3l/1p5p1/p2EK3p/eN6P/4pbPPL/+n8/8G/B7R w - - 1 76", 1, 7),
    ("shoshogi", "3sk1+Nn1/l2g4l/1r1pp2gb/1ppP5/1P4P2/L1PBep1P1/6EG+p/1+pG1K3R/1NS3S2 b - - 1 53", 1, 50),
    ("shoshogi", "3sk1+Nn1/l2g4l/1r1pp2gb/1ppP5/1P4P2/L1PBep1P1/6EG+p/1+pG1K3R/1NS3S2 b - - 1 53", 2, 2568),
    ("shoshogi", "4+P1kn1/2+E4bl/2sp3s1/1r4g1p/2p6/1+p2GKP2/2nPSG2P/l6+pL/9 w - - 4 57", 1, 27),
    ("shoshogi", "4+P1kn1/2+E4bl/2sp3s1/1r4g1p/2p6/1+p2GKP2/2nPSG2P/l6+pL/9 w - - 4 57", 2, 1266),
    ("shoshogi", "lnsgkgsnl/1r2e2b1/ppppppppp/9/9/9/PPPPPPPPP/1B2E2R1/LNSGKGSNL w - - 0 1", 3, 17368),
    ("shoshogi", "lnsgkgsnl/1r2e2b1/ppppppppp/9/9/9/PPPPPPPPP/1B2E2R1/LNSGKGSNL w - - 0 1", 4, 445372),
    ("shoshogi", "lnsgk1snl/1r2g1eb1/ppppppppp/9/9/9/PPPPPPPPP/1B1S1EGR1/LN1GK1SNL w - - 6 4", 3, 10920),
    ("shoshogi", "lnsgk1snl/1r2g1eb1/ppppppppp/9/9/9/PPPPPPPPP/1B1S1EGR1/LN1GK1SNL w - - 6 4", 4, 278155),
    ("shoshogi", "1n2g1snl/lrse1gkb1/ppp1ppp1p/3p3p1/9/1PP4P1/P2PPPP1P/1BGS1EGSR/LN3K1NL w - - 20 11", 2, 734),
    ("shoshogi", "1n2g1snl/lrse1gkb1/ppp1ppp1p/3p3p1/9/1PP4P1/P2PPPP1P/1BGS1EGSR/LN3K1NL w - - 20 11", 4, 560914),
    // torishogi
    ("torishogi", "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[] w - - 0 1", 3, 5430),
    ("torishogi", "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[] w - - 0 1", 4, 103857),
    ("torishogi", "1pckcpl/r2f3/sss1sss/2s1SS1/SSSsS1S/L2F1C1/1PCK1PR[s] w - - 0 4", 3, 12921),
    ("torishogi", "1pckcpl/r2f3/sss1sss/2s1SS1/SSSsS1S/L2F1C1/1PCK1PR[s] w - - 0 4", 4, 329541),
    ("torishogi", "rp2kpl/2c1fc1/ssss3/1s1s1ss/SSCFSSS/1S4R/LPCK1P1[Ss] w - - 0 11", 2, 1284),
    ("torishogi", "rp2kpl/2c1fc1/ssss3/1s1s1ss/SSCFSSS/1S4R/LPCK1P1[Ss] w - - 0 11", 3, 38682),
    // yarishogi
    ("yarishogi", "rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[] w - - 0 1", 3, 7960),
    ("yarishogi", "rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[] w - - 0 1", 4, 158404),
    ("yarishogi", "rn1k1br/2nb3/ppppp1p/5p1/7/7/PPPPPPP/B3N2/R1B1KNR[] w - - 6 4", 3, 6303),
    ("yarishogi", "rn1k1br/2nb3/ppppp1p/5p1/7/7/PPPPPPP/B3N2/R1B1KNR[] w - - 6 4", 4, 123691),
    ("yarishogi", "1n1k3/r1n1b1r/1ppppbp/p6/5p1/P2PP2/1PP2PP/RBK1NN1/2B3R[] w - - 20 11", 3, 8993),
    ("yarishogi", "1n1k3/r1n1b1r/1ppppbp/p6/5p1/P2PP2/1PP2PP/RBK1NN1/2B3R[] w - - 20 11", 4, 183628),
    // capablanca
    ("capablanca", "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1", 2, 784),
    ("capablanca", "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1", 4, 805128),
    ("capablanca", "rnabqkbcnr/ppppp1pp2/5p3p/8p1/8P1/8CP/PPPPPPPP2/RNABQKB1NR w KQkq - 0 4", 2, 1325),
    ("capablanca", "rnabqkbcnr/ppppp1pp2/5p3p/8p1/8P1/8CP/PPPPPPPP2/RNABQKB1NR w KQkq - 0 4", 3, 48432),
    ("capablanca", "rn1b1kb1nr/1pppqppc1p/p6pp1/2A1p5/1Pa3P3/2N5P1/PRPPPP1P1P/3BQKBCNR w Kkq - 1 11", 2, 1559),
    ("capablanca", "rn1b1kb1nr/1pppqppc1p/p6pp1/2A1p5/1Pa3P3/2N5P1/PRPPPP1P1P/3BQKBCNR w Kkq - 1 11", 3, 56375),
    // capahouse
    ("capahouse", "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR[] w KQkq - 0 1", 2, 784),
    ("capahouse", "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR[] w KQkq - 0 1", 3, 25228),
    ("capahouse", "rn1bqkbcnr/1p1ppppppp/pap7/10/4P5/N6N2/PPPP1PPPPP/R1ABQKBC1R[] w KQkq - 0 4", 2, 1317),
    ("capahouse", "rn1bqkbcnr/1p1ppppppp/pap7/10/4P5/N6N2/PPPP1PPPPP/R1ABQKBC1R[] w KQkq - 0 4", 3, 53979),
    ("capahouse", "rna1q1bc1r/pp1p1kpppp/2pp5n/2B1pp4/7PPP/2N1bP4/PPPPP5/R1ABQK1CNR[] w KQ - 0 11", 2, 1622),
    ("capahouse", "rna1q1bc1r/pp1p1kpppp/2pp5n/2B1pp4/7PPP/2N1bP4/PPPPP5/R1ABQK1CNR[] w KQ - 0 11", 3, 74947),
    // caparandom
    ("caparandom", "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w JAja - 0 1", 2, 784),
    ("caparandom", "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w JAja - 0 1", 3, 25228),
    ("caparandom", "rnabqkbcnr/ppppp1pp2/5p3p/8p1/8P1/8CP/PPPPPPPP2/RNABQKB1NR w JAja - 0 4", 2, 1325),
    ("caparandom", "rnabqkbcnr/ppppp1pp2/5p3p/8p1/8P1/8CP/PPPPPPPP2/RNABQKB1NR w JAja - 0 4", 3, 48432),
    ("caparandom", "rn1b1kb1nr/1pppqppc1p/p6pp1/2A1p5/1Pa3P3/2N5P1/PRPPPP1P1P/3BQKBCNR w Jja - 1 11", 2, 1559),
    ("caparandom", "rn1b1kb1nr/1pppqppc1p/p6pp1/2A1p5/1Pa3P3/2N5P1/PRPPPP1P1P/3BQKBCNR w Jja - 1 11", 3, 56375),
    // gothic
    ("gothic", "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1", 2, 784),
    ("gothic", "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1", 3, 25283),
    ("gothic", "rnb2kabnr/ppppcppppp/10/4p1q3/6PP2/10/PPPPPP2PP/RNBQCKABNR w KQkq - 1 4", 2, 1617),
    ("gothic", "rnb2kabnr/ppppcppppp/10/4p1q3/6PP2/10/PPPPPP2PP/RNBQCKABNR w KQkq - 1 4", 3, 62677),
    ("gothic", "rnb2k1b2/1pp1apppp1/7c2/p2ppnq3/1P1P3Q2/4PP1N2/P1P3PPPP/RNBC1KAB1R w KQq - 3 11", 2, 3277),
    ("gothic", "rnb2k1b2/1pp1apppp1/7c2/p2ppnq3/1P1P3Q2/4PP1N2/P1P3PPPP/RNBC1KAB1R w KQq - 3 11", 3, 160338),
    // embassy
    ("embassy", "rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1", 2, 784),
    ("embassy", "rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1", 3, 25281),
    ("embassy", "rnbqkc1bnr/pppp1ppppp/10/3ap5/4P5/7C2/PPPP1PPPPP/RNBQK1ABNR w KQkq - 1 4", 2, 2040),
    ("embassy", "rnbqkc1bnr/pppp1ppppp/10/3ap5/4P5/7C2/PPPP1PPPPP/RNBQK1ABNR w KQkq - 1 4", 3, 96578),
    ("embassy", "r1bqkcabnr/p2pp1p1p1/1pn2p4/2P4p1p/6PP1P/PP3P4/2P1PK2P1/RNBQ1CABNR w kq - 0 11", 2, 1842),
    ("embassy", "r1bqkcabnr/p2pp1p1p1/1pn2p4/2P4p1p/6PP1P/PP3P4/2P1PK2P1/RNBQ1CABNR w kq - 0 11", 3, 87957),
    // janus
    ("janus", "rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1", 2, 782),
    ("janus", "rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1", 4, 772074),
    ("janus", "rj1bkqb1jr/ppppppppp1/3n4n1/9p/6P1P1/1N8/PPPPPP1P1P/RJ1BKQBNJR w KQkq - 1 4", 2, 954),
    ("janus", "rj1bkqb1jr/ppppppppp1/3n4n1/9p/6P1P1/1N8/PPPPPP1P1P/RJ1BKQBNJR w KQkq - 1 4", 3, 32080),
    ("janus", "r2k1qbn1r/pppp1ppppp/3np4j/1N8/2P5Pb/2j7/PP1PPPPP1P/R2BKQBNJR w KQ - 5 11", 2, 1621),
    ("janus", "r2k1qbn1r/pppp1ppppp/3np4j/1N8/2P5Pb/2j7/PP1PPPPP1P/R2BKQBNJR w KQ - 5 11", 3, 49119),
    // modern
    ("modern", "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq - 0 1", 3, 15831),
    ("modern", "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq - 0 1", 4, 433729),
    ("modern", "rnbqkmb1r/1p1pppppp/p5n2/2p6/9/4M4/1P7/P1PPPPPPP/RNB1KQBNR w KQkq - 0 4", 2, 959),
    ("modern", "rnbqkmb1r/1p1pppppp/p5n2/2p6/9/4M4/1P7/P1PPPPPPP/RNB1KQBNR w KQkq - 0 4", 3, 36921),
    ("modern", "1n1qkmbnr/r3pppp1/2p5p/pp1pQ4/9/9/4P1bP1/PPPPMPP1P/RNB1K1BNR w KQk - 10 11", 2, 1942),
    ("modern", "1n1qkmbnr/r3pppp1/2p5p/pp1pQ4/9/9/4P1bP1/PPPPMPP1P/RNB1K1BNR w KQk - 10 11", 3, 100327),
    // chancellor
    ("chancellor", "rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1", 3, 15896),
    ("chancellor", "rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1", 4, 436656),
    ("chancellor", "rnbqk2br/pppp1pppp/4pnc2/9/9/2P1P4/9/PP1PQPPPP/RNB1KCNBR w KQkq - 0 4", 2, 1073),
    ("chancellor", "rnbqk2br/pppp1pppp/4pnc2/9/9/2P1P4/9/PP1PQPPPP/RNB1KCNBR w KQkq - 0 4", 3, 35793),
    ("chancellor", "rnb1k1n1r/pp2q2pp/2ppp1p2/4bp3/9/5P2P/cPB1P4/P1PP2PPR/RN1QKCNB1 w Qkq - 2 11", 2, 1694),
    ("chancellor", "rnb1k1n1r/pp2q2pp/2ppp1p2/4bp3/9/5P2P/cPB1P4/P1PP2PPR/RN1QKCNB1 w Qkq - 2 11", 3, 59669),
    // centaur
    ("centaur", "rcnbqkbncr/pppppppppp/10/10/10/10/PPPPPPPPPP/RCNBQKBNCR w KQkq - 0 1", 2, 784),
    ("centaur", "rcnbqkbncr/pppppppppp/10/10/10/10/PPPPPPPPPP/RCNBQKBNCR w KQkq - 0 1", 4, 763180),
    ("centaur", "rcnb1kbncr/pppp1ppppp/10/2q1p5/10/2P3N2C/PP1PPPPPPP/RCNBQKB2R w KQkq - 1 4", 2, 1702),
    ("centaur", "rcnb1kbncr/pppp1ppppp/10/2q1p5/10/2P3N2C/PP1PPPPPPP/RCNBQKB2R w KQkq - 1 4", 3, 62163),
    ("centaur", "rcnb1kb1cr/p2qpppppp/1p1p6/2p7/P1P7/3P2P2N/NP2PP1PPn/RC1BQKB1CR w KQkq - 0 11", 2, 1360),
    ("centaur", "rcnb1kb1cr/p2qpppppp/1p1p6/2p7/P1P7/3P2P2N/NP2PP1PPn/RC1BQKB1CR w KQkq - 0 11", 3, 50004),
    // courier
    ("courier", "rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w - - 0 1", 3, 18406),
    ("courier", "rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w - - 0 1", 4, 500337),
    ("courier", "r1ebm2wbenr/1pp1ppkpppp1/2np2f5/p5p4p/P5P4P/2P3FK4/1P1PPP1PPPP1/RNEBM2WBENR w - - 1 4", 2, 893),
    ("courier", "r1ebm2wbenr/1pp1ppkpppp1/2np2f5/p5p4p/P5P4P/2P3FK4/1P1PPP1PPPP1/RNEBM2WBENR w - - 1 4", 4, 845292),
    ("courier", "2ebmkw1be2/rppp1p1ppppr/4p2F3n/p4fP4p/Pn4P4P/4E2P1N1R/1PPPP3PPP1/RN1BMK1WBE2 w - - 3 11", 2, 1229),
    ("courier", "2ebmkw1be2/rppp1p1ppppr/4p2F3n/p4fP4p/Pn4P4P/4E2P1N1R/1PPPP3PPP1/RN1BMK1WBE2 w - - 3 11", 3, 49002),
    // grand
    ("grand", "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1", 2, 4225),
    ("grand", "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1", 3, 259514),
    ("grand", "2rb5r/1n1qkcab2/pppppppppp/9n/10/P9/9N/1PPPPPPPPP/1NBQ1CAB2/R2K5R w - - 1 4", 2, 2595),
    ("grand", "2rb5r/1n1qkcab2/pppppppppp/9n/10/P9/9N/1PPPPPPPPP/1NBQ1CAB2/R2K5R w - - 1 4", 3, 140042),
    ("grand", "1b1qk1crr1/6abn1/pp1ppppppp/n9/2p7/2P7/NP6C1/P2PPPPPPP/2BQK1ABN1/3R5R w - - 10 11", 2, 2366),
    ("grand", "1b1qk1crr1/6abn1/pp1ppppppp/n9/2p7/2P7/NP6C1/P2PPPPPPP/2BQK1ABN1/3R5R w - - 10 11", 3, 149355),
    // opulent
    ("opulent", "rw6wr/clbnqknbla/pppppppppp/10/10/10/10/PPPPPPPPPP/CLBNQKNBLA/RW6WR w - - 0 1", 2, 2500),
    ("opulent", "rw6wr/clbnqknbla/pppppppppp/10/10/10/10/PPPPPPPPPP/CLBNQKNBLA/RW6WR w - - 0 1", 3, 133829),
    ("opulent", "rw6wr/clbnqknb2/ppppp1pppp/5p2a1/8l1/P9/7W2/1PPPPPPPPP/CLBNQKN1LA/RW6BR w - - 1 4", 2, 3648),
    ("opulent", "rw6wr/clbnqknb2/ppppp1pppp/5p2a1/8l1/P9/7W2/1PPPPPPPPP/CLBNQKN1LA/RW6BR w - - 1 4", 3, 206122),
    ("opulent", "1w1q4wr/1lbn1knbla/1p1ppppppp/10/1Np7/rL7P/8A1/PPPPPPcPP1/3CQKNB2/RW1B3LWR w - - 4 11", 2, 5683),
    ("opulent", "1w1q4wr/1lbn1knbla/1p1ppppppp/10/1Np7/rL7P/8A1/PPPPPPcPP1/3CQKNB2/RW1B3LWR w - - 4 11", 3, 388126),
    // tencubed
    ("tencubed", "2cwamwc2/1rnbqkbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNBQKBNR1/2CWAMWC2 w - - 0 1", 2, 1600),
    ("tencubed", "2cwamwc2/1rnbqkbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNBQKBNR1/2CWAMWC2 w - - 0 1", 3, 68230),
    ("tencubed", "1rcwamwc2/3bqkbnr1/pppp1ppppp/3np5/10/1P8/10/P1PPPPPPPP/1RABQKBNR1/N1CW1MWC2 w - - 2 4", 2, 2445),
    ("tencubed", "1rcwamwc2/3bqkbnr1/pppp1ppppp/3np5/10/1P8/10/P1PPPPPPPP/1RABQKBNR1/N1CW1MWC2 w - - 2 4", 3, 124869),
    ("tencubed", "1rcwamkc1n/3bq1b1r1/ppppn1pp1p/4Np4/10/6P1p1/6w3/PPPPPP1PPP/1R1BQKB3/1C1WAMWCRN w - - 1 11", 2, 3135),
    ("tencubed", "1rcwamkc1n/3bq1b1r1/ppppn1pp1p/4Np4/10/6P1p1/6w3/PPPPPP1PPP/1R1BQKB3/1C1WAMWCRN w - - 1 11", 3, 154171),
    // shako
    ("shako", "c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1", 2, 3364),
    ("shako", "c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1", 3, 185938),
    ("shako", "c3q4c/ernb1kbnre/p2ppppppp/1pp7/10/10/2P7/PP1PPPPPPP/ERN1QKBNRE/1CB6C w KQkq - 2 4", 2, 2346),
    ("shako", "c3q4c/ernb1kbnre/p2ppppppp/1pp7/10/10/2P7/PP1PPPPPPP/ERN1QKBNRE/1CB6C w KQkq - 2 4", 3, 109291),
    ("shako", "c1b4c2/e1n2kbnre/prp1ppp1pp/1p5p2/3p6/P9/8P1/1qPPPPPP1P/ERN1QK1N1R/C3B1EBC1 w Qk - 0 11", 2, 2626),
    ("shako", "c1b4c2/e1n2kbnre/prp1ppp1pp/1p5p2/3p6/P9/8P1/1qPPPPPP1P/ERN1QK1N1R/C3B1EBC1 w Qk - 0 11", 3, 122752),
    // seirawan
    ("seirawan", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQBCDFGkqbcdfg - 0 1", 2, 784),
    ("seirawan", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQBCDFGkqbcdfg - 0 1", 4, 782599),
    ("seirawan", "r1bqkbnr/p1pp1ppp/n7/1p2p3/8/2P2P1P/PP1PP1P1/RNBQKBNR[EHeh] w KQBCDFGkqcdfg - 0 4", 2, 1862),
    ("seirawan", "r1bqkbnr/p1pp1ppp/n7/1p2p3/8/2P2P1P/PP1PP1P1/RNBQKBNR[EHeh] w KQBCDFGkqcdfg - 0 4", 3, 59758),
    ("seirawan", "rhb1qb1r/pppkep1n/n3p1p1/3p4/1P1P2P1/N6B/PBP1PP1P/REQ1KHNR[] w KQ - 4 11", 3, 18429),
    ("seirawan", "rhb1qb1r/pppkep1n/n3p1p1/3p4/1P1P2P1/N6B/PBP1PP1P/REQ1KHNR[] w KQ - 4 11", 4, 486344),
    // shouse
    ("shouse", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQBCDFGkqbcdfg - 0 1", 2, 7944),
    ("shouse", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQBCDFGkqbcdfg - 0 1", 3, 546694),
    ("shouse", "rnbqkb1r/pppppppp/5n2/H5E1/5h2/8/PPPPPPPP/RNBQKBNR[e] w KQBCDFGkqbcdf - 2 4", 2, 2786),
    ("shouse", "rnbqkb1r/pppppppp/5n2/H5E1/5h2/8/PPPPPPPP/RNBQKBNR[e] w KQBCDFGkqbcdf - 2 4", 3, 115802),
    ("shouse", "rnbq1e2/pppkppp1/3ehn1r/7p/8/2N5/PPPBPPPP/R2QKBNR[HPbp] w KQDFGabcd - 0 11", 2, 9421),
    ("shouse", "rnbq1e2/pppkppp1/3ehn1r/7p/8/2N5/PPPBPPPP/R2QKBNR[HPbp] w KQDFGabcd - 0 11", 3, 677722),
    // makpong
    ("makpong", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", 3, 12012),
    ("makpong", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", 4, 273026),
    ("makpong", "rn2ksnr/1s2m3/ppp1pppp/3p4/1P2P3/P1PP1PPP/1S6/RN1KMSNR w - - 0 4", 3, 11669),
    ("makpong", "rn2ksnr/1s2m3/ppp1pppp/3p4/1P2P3/P1PP1PPP/1S6/RN1KMSNR w - - 0 4", 4, 248408),
    ("makpong", "r1s3n1/2mn1s2/p1ppkpp1/1p2p2r/2P4p/PP1PPPPP/1SK3S1/R2NM1NR w - - 0 11", 3, 18378),
    ("makpong", "r1s3n1/2mn1s2/p1ppkpp1/1p2p2r/2P4p/PP1PPPPP/1SK3S1/R2NM1NR w - - 0 11", 4, 532490),
    // armageddon
    ("armageddon", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8902),
    ("armageddon", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 197281),
    ("armageddon", "rnbqk1nr/ppppbpp1/8/4p2p/P7/2P5/RP1PPPPP/1NBQKBNR w Kkq - 2 4", 3, 14455),
    ("armageddon", "rnbqk1nr/ppppbpp1/8/4p2p/P7/2P5/RP1PPPPP/1NBQKBNR w Kkq - 2 4", 4, 431085),
    ("armageddon", "1nbqkbnr/rppp2p1/4p2p/1P1N1p2/7P/p5PB/P1PPPP2/R1BQ1KNR w - - 2 11", 2, 795),
    ("armageddon", "1nbqkbnr/rppp2p1/4p2p/1P1N1p2/7P/p5PB/P1PPPP2/R1BQ1KNR w - - 2 11", 4, 695881),
    // sortofalmost
    ("sortofalmost", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1", 3, 10815),
    ("sortofalmost", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1", 4, 239279),
    ("sortofalmost", "r1bqkb1r/pppnpppp/7n/3p4/5P2/3P3P/PPP1P1P1/RNBCKBNR w KQkq - 1 4", 3, 16076),
    ("sortofalmost", "r1bqkb1r/pppnpppp/7n/3p4/5P2/3P3P/PPP1P1P1/RNBCKBNR w KQkq - 1 4", 4, 411136),
    ("sortofalmost", "rnb1kbnr/p2p1pp1/4p1N1/1p5B/2p5/P1q1P1P1/1P1P1P1P/RNBCK2R w KQkq - 0 11", 2, 1011),
    ("sortofalmost", "rnb1kbnr/p2p1pp1/4p1N1/1p5B/2p5/P1q1P1P1/1P1P1P1P/RNBCK2R w KQkq - 0 11", 4, 986044),
    // chigorin
    ("chigorin", "rbbqkbbr/pppppppp/8/8/8/8/PPPPPPPP/RNNCKNNR w KQkq - 0 1", 3, 11408),
    ("chigorin", "rbbqkbbr/pppppppp/8/8/8/8/PPPPPPPP/RNNCKNNR w KQkq - 0 1", 4, 229973),
    ("chigorin", "rbbqk1br/p1ppppbp/8/1p4p1/6P1/3P1P2/PPP1P2P/RNNCKNNR w KQkq - 0 4", 3, 15433),
    ("chigorin", "rbbqk1br/p1ppppbp/8/1p4p1/6P1/3P1P2/PPP1P2P/RNNCKNNR w KQkq - 0 4", 4, 374888),
    ("chigorin", "rbb1kbbr/p1p2p1p/3pp3/6p1/2p5/3PPP2/PPP1NCP1/R3K1Nq w kq - 0 11", 2, 801),
    ("chigorin", "rbb1kbbr/p1p2p1p/3pp3/6p1/2p5/3PPP2/PPP1NCP1/R3K1Nq w kq - 0 11", 4, 645525),
    // loop
    ("loop", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", 3, 8902),
    ("loop", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", 4, 197281),
    ("loop", "rnbqkbnr/1p1pppp1/p1p4p/8/PP6/B7/2PPPPPP/RN1QKBNR[] w KQkq - 0 4", 3, 9324),
    ("loop", "rnbqkbnr/1p1pppp1/p1p4p/8/PP6/B7/2PPPPPP/RN1QKBNR[] w KQkq - 0 4", 4, 208122),
    ("loop", "r1b1kbr1/pp1p1qpp/n1p1p3/5P2/1PP4n/2Q4B/PP1PPP1P/RNB2KNR[] w q - 5 11", 2, 924),
    ("loop", "r1b1kbr1/pp1p1qpp/n1p1p3/5P2/1PP4n/2Q4B/PP1PPP1P/RNB2KNR[] w q - 5 11", 3, 29672),
    // chessgi
    ("chessgi", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", 3, 8902),
    ("chessgi", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", 4, 197281),
    ("chessgi", "r1bqkbnr/2pppppp/ppn5/8/1P6/8/PBPPPPPP/RN1QKBNR[] w KQkq - 2 4", 3, 17345),
    ("chessgi", "r1bqkbnr/2pppppp/ppn5/8/1P6/8/PBPPPPPP/RN1QKBNR[] w KQkq - 2 4", 4, 451187),
    ("chessgi", "rn1q3r/p1pp1kpp/bpn1p3/1Pb2p2/3P4/B1N1P1PP/P1P2PB1/RQ2K1NR[] w KQ - 3 11", 2, 1348),
    ("chessgi", "rn1q3r/p1pp1kpp/bpn1p3/1Pb2p2/3P4/B1N1P1PP/P1P2PB1/RQ2K1NR[] w KQ - 3 11", 3, 52816),
    // dobutsu
    ("dobutsu", "gle/1c1/1C1/ELG[] w - - 0 1", 5, 8122),
    ("dobutsu", "gle/1c1/1C1/ELG[] w - - 0 1", 6, 71677),
    ("dobutsu", "1ge/Lc1/1Cl/E2[g] w - - 0 4", 4, 3585),
    ("dobutsu", "1ge/Lc1/1Cl/E2[g] w - - 0 4", 6, 318887),
    ("dobutsu", "g1+C/1lE/2L/+c1G[e] w - - 0 11", 4, 9202),
    ("dobutsu", "g1+C/1lE/2L/+c1G[e] w - - 0 11", 6, 939962),
    // wolf
    ("wolf", "qwfrbbnk/pssppssp/1pp2pp1/8/8/8/8/1PP2PP1/PSSPPSSP/KNBBRFWQ w - - 0 1", 3, 13722),
    ("wolf", "qwfrbbnk/pssppssp/1pp2pp1/8/8/8/8/1PP2PP1/PSSPPSSP/KNBBRFWQ w - - 0 1", 4, 353804),
    ("wolf", "qwfrbb1k/pssp1ssp/1pp2pp1/4p3/8/2n5/7P/SPPP1PP1/P1S1PSS1/KNBBRFWQ w - - 1 4", 2, 1051),
    ("wolf", "qwfrbb1k/pssp1ssp/1pp2pp1/4p3/8/2n5/7P/SPPP1PP1/P1S1PSS1/KNBBRFWQ w - - 1 4", 3, 29134),
    ("wolf", "qw2bbnk/pssrp2p/4spp1/1fpp2s1/1p6/8/P1P1P2P/1P1P1PP1/1SS1RSSQ/KNBB1FW1 w - - 1 11", 2, 1480),
    ("wolf", "qw2bbnk/pssrp2p/4spp1/1fpp2s1/1p6/8/P1P1P2P/1P1P1PP1/1SS1RSSQ/KNBB1FW1 w - - 1 11", 3, 55779),
];

/// Counts of the [`AWAITED`] variants, from positions reached by Fairy-Stockfish's own random
/// play.
#[rustfmt::skip]
const AWAITED_COUNTS: &[Case] = &[
    // cambodian
    ("cambodian", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1", 3, 15031),
    ("cambodian", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1", 4, 361719),
    ("cambodian", "rnsm2nr/4sk2/p1pppppp/1p6/3P3P/PPP1PPP1/3M4/RNSK1SNR w Dd - 1 4", 3, 10924),
    ("cambodian", "rnsm2nr/4sk2/p1pppppp/1p6/3P3P/PPP1PPP1/3M4/RNSK1SNR w Dd - 1 4", 4, 219791),
    ("cambodian", "r1sm2nr/3n1ks1/p2ppp2/1p4pp/3m2P1/PK1PPP1P/2SN2SR/R3M1N1 w Ed - 4 11", 2, 855),
    ("cambodian", "r1sm2nr/3n1ks1/p2ppp2/1p4pp/3m2P1/PK1PPP1P/2SN2SR/R3M1N1 w Ed - 4 11", 4, 719155),
    // karouk
    ("karouk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 1+1 0 1", 3, 15031),
    ("karouk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 1+1 0 1", 4, 361719),
    ("karouk", "rns2snr/2m2k2/p1pppppp/1p6/3P4/PPP1PPPP/4KM2/RNS2SNR w - - 1+1 0 4", 3, 8896),
    ("karouk", "rns2snr/2m2k2/p1pppppp/1p6/3P4/PPP1PPPP/4KM2/RNS2SNR w - - 1+1 0 4", 4, 197269),
    ("karouk", "r2m1knr/3ns1s1/p3pp1p/1ppP2p1/5MP1/PPPP1P1P/R2K2S1/1NS3NR w d - 1+1 2 11", 3, 13424),
    ("karouk", "r2m1knr/3ns1s1/p3pp1p/1ppP2p1/5MP1/PPPP1P1P/R2K2S1/1NS3NR w d - 1+1 2 11", 4, 304126),
    // petrified
    ("petrified", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 10022),
    ("petrified", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 250134),
    ("petrified", "rnbqkb1r/ppp2ppp/3pp2n/8/5P2/2N4N/PPPPP1PP/R1BQKB1R w KQkq - 0 4", 2, 828),
    ("petrified", "rnbqkb1r/ppp2ppp/3pp2n/8/5P2/2N4N/PPPPP1PP/R1BQKB1R w KQkq - 0 4", 4, 764687),
    ("petrified", "r2qkbnr/pbppp2p/4p3/pN2P3/5pP1/7P/PPPPQP2/R1B1KBNR w KQkq - 5 11", 2, 984),
    ("petrified", "r2qkbnr/pbppp2p/4p3/pN2P3/5pP1/7P/PPPPQP2/R1B1KBNR w KQkq - 5 11", 3, 36211),
    // atomar
    ("atomar", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8902),
    ("atomar", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 197779),
    ("atomar", "rnbqkbnr/1ppppp2/p7/6pp/8/2P2P1N/PP1PP1PP/RNBQKB1R w KQkq - 0 4", 3, 11348),
    ("atomar", "rnbqkbnr/1ppppp2/p7/6pp/8/2P2P1N/PP1PP1PP/RNBQKB1R w KQkq - 0 4", 4, 267065),
    ("atomar", "rn2qbn1/1ppbp1p1/4kp2/p2p4/2P2PB1/4P3/PP1P2P1/RNB1K2R w KQ - 3 11", 2, 920),
    ("atomar", "rn2qbn1/1ppbp1p1/4kp2/p2p4/2P2PB1/4P3/PP1P2P1/RNB1K2R w KQ - 3 11", 4, 846746),
    // isolation
    ("isolation", "3p2/6/6/6/6/6/6/2P3 w - - 0 1", 1, 225),
    ("isolation", "3p2/6/6/6/6/6/6/2P3 w - - 0 1", 2, 47300),
    ("isolation", "1*4/1p4/2*3/2*3/6/2*2*/1*4/3P2 w - - 6 4", 1, 191),
    ("isolation", "1*4/1p4/2*3/2*3/6/2*2*/1*4/3P2 w - - 6 4", 2, 41520),
    ("isolation", "1*2*1/5p/**2*1/5*/****1*/*1*3/P*****/3*1* w - - 20 11", 2, 4761),
    ("isolation", "1*2*1/5p/**2*1/5*/****1*/*1*3/P*****/3*1* w - - 20 11", 3, 196221),
    // isolation7x7
    ("isolation7x7", "3p3/7/7/7/7/7/3P3 w - - 0 1", 1, 230),
    ("isolation7x7", "3p3/7/7/7/7/7/3P3 w - - 0 1", 2, 49500),
    ("isolation7x7", "1*5/p6/2*4/4*2/2*3*/3*2P/7 w - - 6 4", 1, 156),
    ("isolation7x7", "1*5/p6/2*4/4*2/2*3*/3*2P/7 w - - 6 4", 2, 23104),
    ("isolation7x7", "1*p1**1/3**2/1*1*2*/**P*3/3***1/***3*/4**1 w - - 20 11", 2, 5331),
    ("isolation7x7", "1*p1**1/3**2/1*1*2*/**P*3/3***1/***3*/4**1 w - - 20 11", 3, 319088),
    // snailtrail
    ("snailtrail", "6p/7/7/7/7/7/P6 w - - 0 1", 6, 5624),
    ("snailtrail", "4p**/5*1/7/7/7/7/***P3 w - - 6 4", 6, 10866),
    ("snailtrail", "6*/p*4*/1*1***1/2***2/7/*1****P/**1**1* w - - 20 11", 6, 357),
    // joust
    ("joust", "8/8/8/4n3/3N4/8/8/8 w - - 0 1", 5, 8094),
    ("joust", "8/8/8/4n3/3N4/8/8/8 w - - 0 1", 6, 31630),
    ("joust", "8/8/6*1/4*3/3*1*2/1N1n4/2*5/*7 w - - 6 4", 6, 4092),
    ("joust", "1n6/*2*1*2/2**3*/1**1**2/**1*4/2**N3/***5/2**4 w - - 20 11", 6, 213),
    // duck (counted by pyffish 0.0.90, Fairy-Stockfish's Python binding)
    ("duck", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1, 640),
    ("duck", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 2, 379440),
    ("duck", "rnbqk1nr/pppp2pp/2*1pp2/8/1bP3P1/1P6/P2PPP1P/RNBQKBNR w KQkq - 0 4", 1, 651),
    ("duck", "rnbqk1nr/pppp2pp/2*1pp2/8/1bP3P1/1P6/P2PPP1P/RNBQKBNR w KQkq - 0 4", 2, 578314),
    ("duck", "r1b1kb1r/2p1pppp/pp1q3n/3pn1N*/3P4/1P2P1PB/P1P1NP1P/R1BQ1K1R w kq - 3 11", 1, 1089),
    ("duck", "r1b1kb1r/2p1pppp/pp1q3n/3pn1N*/3P4/1P2P1PB/P1P1NP1P/R1BQ1K1R w kq - 3 11", 2, 1211213),
    // amazons (counted by pyffish 0.0.90)
    ("amazons", "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1", 1, 2176),
    ("amazons", "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1", 2, 4307152),
    ("amazons", "q2q6/10/*9/9q/7Q*1/6*3/6q2Q/4*5/3Q6/1*4Q1*1 w - - 6 4", 1, 1278),
    ("amazons", "q2q6/10/*9/9q/7Q*1/6*3/6q2Q/4*5/3Q6/1*4Q1*1 w - - 6 4", 2, 1802369),
    ("amazons", "*2*6/3Q1*q1*1/1*q*2Q2Q/3q1*4/*4**3/1Q1*4*1/5*1*2/2*6q/1**5*1/5*3* w - - 20 11", 1, 438),
    ("amazons", "*2*6/3Q1*q1*1/1*q*2Q2Q/3q1*4/*4**3/1Q1*4*1/5*1*2/2*6q/1**5*1/5*3* w - - 20 11", 2, 225493),
    // placement
    ("placement", "8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1", 2, 1600),
    ("placement", "8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1", 3, 50560),
    ("placement", "k3bn2/pppppppp/8/8/8/8/PPPPPPPP/2KB2N1[QRRBNqrrbn] w - - 0 4", 3, 3132),
    ("placement", "k3bn2/pppppppp/8/8/8/8/PPPPPPPP/2KB2N1[QRRBNqrrbn] w - - 0 4", 5, 213696),
    ("placement", "kb1nqrbr/p1pppppp/1p1n4/8/3P4/4N3/PPP1PPPP/BRNQK1RB[] w - - 2 11", 3, 14204),
    ("placement", "kb1nqrbr/p1pppppp/1p1n4/8/3P4/4N3/PPP1PPPP/BRNQK1RB[] w - - 2 11", 4, 324314),
    // sittuyin
    ("sittuyin", "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1", 2, 7744),
    ("sittuyin", "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1", 3, 580096),
    ("sittuyin", "6s1/8/1n1kpppp/pppp4/4PPPP/PPPPF3/8/1S5N[KSRRNsfrrn] w - - 0 4", 2, 3306),
    ("sittuyin", "6s1/8/1n1kpppp/pppp4/4PPPP/PPPPF3/8/1S5N[KSRRNsfrrn] w - - 0 4", 3, 129804),
    ("sittuyin", "fr5r/3sks2/n1n1pppp/pppP4/5PPP/PPPP1KFN/S1S5/N4R1R[] w - - 1 11", 2, 1145),
    ("sittuyin", "fr5r/3sks2/n1n1pppp/pppP4/5PPP/PPPP1KFN/S1S5/N4R1R[] w - - 1 11", 3, 34540),
    // spartan
    ("spartan", "lgkcckwl/hhhhhhhh/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", 3, 14244),
    ("spartan", "lgkcckwl/hhhhhhhh/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", 4, 473282),
    ("spartan", "lgkcckwl/1hhhhhhh/1h6/6B1/8/3P4/PPP1PPPP/RNQ1KBNR w KQ - 2 4", 2, 1028),
    ("spartan", "lgkcckwl/1hhhhhhh/1h6/6B1/8/3P4/PPP1PPPP/RNQ1KBNR w KQ - 2 4", 3, 33851),
    ("spartan", "l1k1c2l/h1hck3/1ghh1Ph1/1h4Bh/4P1PP/2P5/PP2QP2/RN2KBNR w KQ - 1 11", 2, 1243),
    ("spartan", "l1k1c2l/h1hck3/1ghh1Ph1/1h4Bh/4P1PP/2P5/PP2QP2/RN2KBNR w KQ - 1 11", 3, 45082),
    // shatar
    ("shatar", "rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1", 3, 8426),
    ("shatar", "rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1", 4, 177344),
    ("shatar", "rn1jkbnr/ppp1pppp/4b3/3p4/3P2P1/8/PPPNPP1P/R1BJKBNR w - - 1 4", 3, 6485),
    ("shatar", "rn1jkbnr/ppp1pppp/4b3/3p4/3P2P1/8/PPPNPP1P/R1BJKBNR w - - 1 4", 4, 131948),
    ("shatar", "r1bbk2r/pp1nNppp/1j2p2n/3p4/3p4/2P2P2/PPNKP1PP/1RBJ1B1R w - - 4 11", 3, 18969),
    ("shatar", "r1bbk2r/pp1nNppp/1j2p2n/3p4/3p4/2P2P2/PPNKP1PP/1RBJ1B1R w - - 4 11", 4, 614293),
    // ataxx
    ("ataxx", "P5p/7/7/7/7/7/p5P w - - 0 1", 3, 6460),
    ("ataxx", "P5p/7/7/7/7/7/p5P w - - 0 1", 4, 155888),
    ("ataxx", "6p/7/2P4/2P4/2P4/7/7 w - - 6 4", 2, 458),
    ("ataxx", "6p/7/2P4/2P4/2P4/7/7 w - - 6 4", 4, 405284),
    ("ataxx", "7/4p1p/2P2p1/2P1p2/pp3p1/3p3/3p3 w - - 1 11", 2, 2738),
    ("ataxx", "7/4p1p/2P2p1/2P1p2/pp3p1/3p3/3p3 w - - 1 11", 3, 104758),
    // flipersi
    ("flipersi", "8/8/8/8/8/8/8/8[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppp] w - - 0 1", 6, 320),
    ("flipersi", "8/8/8/3ppp2/3PPP2/8/8/8[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppppppppppp] w - - 0 4", 5, 5400),
    ("flipersi", "8/8/8/3ppp2/3PPP2/8/8/8[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppppppppppp] w - - 0 4", 6, 38696),
    ("flipersi", "2p5/2pp1P2/PPpPp1p1/2pPPPP1/2pppp2/1p6/8/8[PPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppp] w - - 0 11", 3, 2226),
    ("flipersi", "2p5/2pp1P2/PPpPp1p1/2pPPPP1/2pppp2/1p6/8/8[PPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppp] w - - 0 11", 5, 301382),
    // flipello
    ("flipello", "8/8/8/3pP3/3Pp3/8/8/8[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp] w - - 0 1", 6, 8200),
    ("flipello", "8/4Pp2/4p3/2PpPP2/2ppp3/8/8/8[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppppppppppppppppppppppppppppppppppppppp] w - - 0 4", 4, 3104),
    ("flipello", "8/4Pp2/4p3/2PpPP2/2ppp3/8/8/8[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppppppppppppppppppppppppppppppppppppppp] w - - 0 4", 6, 242303),
    ("flipello", "8/2pp1p2/1P1ppp2/1PPPPpP1/1p1PppPP/4pp2/3p1Pp1/8[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppppppppppppppppppppp] w - - 0 11", 3, 2563),
    ("flipello", "8/2pp1p2/1P1ppp2/1PPPPpP1/1p1PppPP/4pp2/3p1Pp1/8[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppppppppppppppppppppp] w - - 0 11", 5, 447626),
    // flipello10
    ("flipello10", "10/10/10/10/4pP4/4Pp4/10/10/10/10[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp] w - - 0 1", 6, 8200),
    ("flipello10", "10/10/3P6/4P1p3/3Ppp4/4pPP3/4p5/10/10/10[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp] w - - 0 4", 4, 2978),
    ("flipello10", "10/10/3P6/4P1p3/3Ppp4/4pPP3/4p5/10/10/10[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp] w - - 0 4", 6, 228472),
    ("flipello10", "10/10/4pPP3/5pPP2/3PPppp2/2ppPppp2/2p1pPPP2/2pp6/10/10[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp] w - - 0 11", 3, 2469),
    ("flipello10", "10/10/4pPP3/5pPP2/3PPppp2/2ppPppp2/2p1pPPP2/2pp6/10/10[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp] w - - 0 11", 5, 588309),
    // gustav3
    ("gustav3", "arnbqkbnra/*pppppppp*/*8*/*8*/*8*/*8*/*PPPPPPPP*/ARNBQKBNRA w KQkq - 0 1", 3, 12804),
    ("gustav3", "arnbqkbnra/*pppppppp*/*8*/*8*/*8*/*8*/*PPPPPPPP*/ARNBQKBNRA w KQkq - 0 1", 4, 331659),
    ("gustav3", "arnbqkbnra/*p2ppppp*/*8*/*1pp5*/*5P2*/*2N4N*/*PPPPP1PP*/AR1BQKB1RA w KQkq - 0 4", 3, 15662),
    ("gustav3", "arnbqkbnra/*p2ppppp*/*8*/*1pp5*/*5P2*/*2N4N*/*PPPPP1PP*/AR1BQKB1RA w KQkq - 0 4", 4, 459044),
    ("gustav3", "ar1bqkbnr1/*pppp2ap*/*4ppp1*/*2nP2B1*/*2P1P3*/*N4P2*/*PP2K1PP*/AR2Q1BNRA w kq - 4 11", 2, 1217),
    ("gustav3", "ar1bqkbnr1/*pppp2ap*/*4ppp1*/*2nP2B1*/*2P1P3*/*N4P2*/*PP2K1PP*/AR2Q1BNRA w kq - 4 11", 3, 45829),
    // omicron
    ("omicron", "w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W w KQkq - 0 1", 2, 900),
    ("omicron", "w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W w KQkq - 0 1", 4, 967381),
    ("omicron", "1**********w/*c1nbqkbnrc*/*prpppppppp*/*wp8*/*2B5Q1*/*10*/*5P4*/*PPPPP1PPPP*/*CRNB1K1NRC*/W**********W w KQk - 4 4", 2, 1508),
    ("omicron", "1**********w/*c1nbqkbnrc*/*prpppppppp*/*wp8*/*2B5Q1*/*10*/*5P4*/*PPPPP1PPPP*/*CRNB1K1NRC*/W**********W w KQk - 4 4", 3, 87457),
    ("omicron", "w**********w/*1rcbqkbn2*/*ppp1p1ppr1*/*1n1p1p3p*/*8p1*/*2Pc2P1PP*/*1P2C3N1*/*P2PPP1P2*/*1RNBQKBR1C*/W**********W w Qq - 0 11", 2, 2015),
    ("omicron", "w**********w/*1rcbqkbn2*/*ppp1p1ppr1*/*1n1p1p3p*/*8p1*/*2Pc2P1PP*/*1P2C3N1*/*P2PPP1P2*/*1RNBQKBR1C*/W**********W w Qq - 0 11", 3, 72745),
    // troitzky
    ("troitzky", "****qk****/**rnbbnr**/*pppppppp*/*8*/10/10/*8*/*PPPPPPPP*/**RNBBNR**/****QK**** w - - 0 1", 3, 8766),
    ("troitzky", "****qk****/**rnbbnr**/*pppppppp*/*8*/10/10/*8*/*PPPPPPPP*/**RNBBNR**/****QK**** w - - 0 1", 4, 191848),
    ("troitzky", "****qk****/**rnb1nr**/*1ppbpppp*/*p2p4*/10/7P2/*4P1N1*/*PPPP1P1P*/**RNBB1R**/****QK**** w - - 2 4", 2, 753),
    ("troitzky", "****qk****/**rnb1nr**/*1ppbpppp*/*p2p4*/10/7P2/*4P1N1*/*PPPP1P1P*/**RNBB1R**/****QK**** w - - 2 4", 4, 588516),
    ("troitzky", "****1k****/**r1b2r**/*p1p1np2*/*2bNp1np*/4p2p2/1P5P2/*3P4*/*1PPNPP1P*/**1RBB1R**/****QK**** w - - 3 11", 2, 958),
    ("troitzky", "****1k****/**r1b2r**/*p1p1np2*/*2bNp1np*/4p2p2/1P5P2/*3P4*/*1PPNPP1P*/**1RBB1R**/****QK**** w - - 3 11", 4, 922346),
    // xiangqi
    ("xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", 2, 1920),
    ("xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", 3, 79666),
    ("xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", 4, 3290240),
    ("xiangqi", "r1bak1bnr/4a4/1cn6/p1p1p1p1p/9/7c1/P1P1P1P1P/BC3C2N/9/RN1AKAB1R w - - 6 4", 2, 1714),
    ("xiangqi", "r1bak1bnr/4a4/1cn6/p1p1p1p1p/9/7c1/P1P1P1P1P/BC3C2N/9/RN1AKAB1R w - - 6 4", 3, 64783),
    ("xiangqi", "1nb1kab1r/4a4/7cn/1cp1p3p/p4r1C1/6P2/P1P1P3P/8B/4A1C2/RNB1KA1NR w - - 15 11", 2, 1639),
    ("xiangqi", "1nb1kab1r/4a4/7cn/1cp1p3p/p4r1C1/6P2/P1P1P3P/8B/4A1C2/RNB1KA1NR w - - 15 11", 3, 55325),
    // janggi
    ("janggi", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", 2, 1024),
    ("janggi", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", 3, 33000),
    ("janggi", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", 4, 1065277),
    ("janggi", "rnb1aab1r/3k5/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/NC5CN/5K3/R1BA1AB1R w - - 6 4", 2, 945),
    ("janggi", "rnb1aab1r/3k5/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/NC5CN/5K3/R1BA1AB1R w - - 6 4", 4, 926614),
    ("janggi", "1nb3b2/r2a1a3/1c2k1nc1/p1p1p3r/4P1p1p/9/P1P1B1P1P/RC5CN/4A4/1NBA1K2R w - - 20 11", 2, 1591),
    ("janggi", "1nb3b2/r2a1a3/1c2k1nc1/p1p1p3r/4P1p1p/9/P1P1B1P1P/RC5CN/4A4/1NBA1K2R w - - 20 11", 3, 56693),
    // janggitraditional
    ("janggitraditional", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", 2, 1024),
    ("janggitraditional", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", 3, 33000),
    ("janggitraditional", "r1ba1abnr/4k4/1cn4c1/pp1p2p1p/9/9/1P1PP1P1P/1C5CR/4K4/RNBA1ABN1 w - - 6 4", 2, 1513),
    ("janggitraditional", "r1ba1abnr/4k4/1cn4c1/pp1p2p1p/9/9/1P1PP1P1P/1C5CR/4K4/RNBA1ABN1 w - - 6 4", 3, 55363),
    ("janggitraditional", "1nbakabn1/7rr/1c7/p4ppp1/2p1C4/8P/P1P1P1PcB/NC3K2N/R8/2BAA3R w - - 20 11", 2, 1265),
    ("janggitraditional", "1nbakabn1/7rr/1c7/p4ppp1/2p1C4/8P/P1P1P1PcB/NC3K2N/R8/2BAA3R w - - 20 11", 3, 53504),
    // janggimodern
    ("janggimodern", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", 2, 1024),
    ("janggimodern", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", 3, 33316),
    ("janggimodern", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", 4, 1083563),
    ("janggimodern", "rnb1aabnr/4k4/1c5c1/p2ppp2p/9/6P2/PP2P3P/1C3K1C1/9/RNBA1ABNR w - - 6 4", 2, 938),
    ("janggimodern", "rnb1aabnr/4k4/1c5c1/p2ppp2p/9/6P2/PP2P3P/1C3K1C1/9/RNBA1ABNR w - - 6 4", 4, 968954),
    ("janggimodern", "r1ba2b1r/4a4/2n2knc1/p1p1p1p1p/2Pc5/P8/3P2P1P/1C3ANC1/5K3/RNB3B1R w - - 4 11", 2, 1152),
    ("janggimodern", "r1ba2b1r/4a4/2n2knc1/p1p1p1p1p/2Pc5/P8/3P2P1P/1C3ANC1/5K3/RNB3B1R w - - 4 11", 3, 37041),
    // janggicasual
    ("janggicasual", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", 2, 1024),
    ("janggicasual", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", 3, 33316),
    ("janggicasual", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", 4, 1083563),
    ("janggicasual", "1nba1abnr/4k4/rc5c1/p1p1p1pCp/9/9/1PP1P2PP/1C7/4K4/RNBA1ABNR w - - 6 4", 2, 1246),
    ("janggicasual", "1nba1abnr/4k4/rc5c1/p1p1p1pCp/9/9/1PP1P2PP/1C7/4K4/RNBA1ABNR w - - 6 4", 3, 50816),
    ("janggicasual", "1rba2b1r/4ka3/2n2c1c1/p2pp3p/6pn1/1P7/P3P1P1P/RC1K2N1C/9/1NB1AAB1R w - - 20 11", 2, 1788),
    ("janggicasual", "1rba2b1r/4ka3/2n2c1c1/p2pp3p/6pn1/1P7/P3P1P1P/RC1K2N1C/9/1NB1AAB1R w - - 20 11", 3, 72933),
];
