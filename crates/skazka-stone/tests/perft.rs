//! Perft: start-position counts of both editions and positions with placements, mutations,
//! promotions, en passant and castling (data in `tests/data/*.perft`).

use skazka_core::perft::check_suite;
use skazka_core::{Color, Position};
use skazka_stone::{Edition, Move, Options, Stone, UnitKind};

const DEC: &str = include_str!("data/stone-2012-12.perft");
const JUL: &str = include_str!("data/stone-2012-07.perft");

fn options(edition: Edition) -> Options {
    Options::edition(edition)
}

/// Every count up to 20 million nodes: depths 1–3 of every case, start positions included.
#[test]
fn perft_suites_small_depths() {
    let dec = check_suite("stone-2012-12.perft", DEC, 20_000_000, |f| {
        Stone::from_fen(f, &options(Edition::Dec2012))
    });
    let jul = check_suite("stone-2012-07.perft", JUL, 20_000_000, |f| {
        Stone::from_fen(f, &options(Edition::Jul2012))
    });
    assert!(dec >= 16 && jul >= 16, "{dec} {jul}");
}

/// Every count of the suites, start positions at depth 4 included (about 5 minutes in release
/// mode: `cargo test --release -p skazka-stone -- --ignored`).
#[test]
#[ignore = "slow in debug mode; run with cargo test --release -- --ignored"]
fn perft_suites_all_depths() {
    check_suite("stone-2012-12.perft", DEC, u64::MAX, |f| {
        Stone::from_fen(f, &options(Edition::Dec2012))
    });
    check_suite("stone-2012-07.perft", JUL, u64::MAX, |f| {
        Stone::from_fen(f, &options(Edition::Jul2012))
    });
}

/// The 246 moves of the start position (2012-12), explained by category and computed from
/// the nominals, not copied: 20 chess moves; 32 placements (16 on the own half for 1 stone,
/// 16 on the opponent's half for 2); and for each of the 15 non-King units, one mutation per
/// other kind (stone, King and Prince excluded) whose cost fits the 10 stones.
#[test]
fn start_depth_one_by_category() {
    for edition in [Edition::Dec2012, Edition::Jul2012] {
        let p = Stone::new(&options(edition));
        let moves = p.legal_move_list();
        let normal = moves
            .iter()
            .filter(|m| matches!(m, Move::Normal { .. }))
            .count();
        let place: Vec<&Move> = moves
            .iter()
            .filter(|m| matches!(m, Move::Place { .. }))
            .collect();
        let own_half = place
            .iter()
            .filter(|m| matches!(m, Move::Place { to } if p.placement_cost(*to) == 1))
            .count();
        let mutations = moves
            .iter()
            .filter(|m| matches!(m, Move::Mutate { .. }))
            .count();
        assert_eq!(normal, 20);
        assert_eq!(place.len(), 32);
        assert_eq!(own_half, 16);
        // Mutations: each unit × each other kind it can afford (all on ranks 1–2: no bans,
        // no promotions); downgrades and sidegrades are free.
        let targets: Vec<UnitKind> = UnitKind::ALL
            .into_iter()
            .filter(|k| !matches!(k, UnitKind::Stone | UnitKind::King) && k.in_edition(edition))
            .collect();
        let affordable = |from: UnitKind| {
            let n = from.nominal().unwrap();
            targets
                .iter()
                .filter(|&&t| t != from && t.nominal().unwrap().saturating_sub(n) <= 10)
                .count()
        };
        let per_kind = [
            (UnitKind::Pawn, 8),
            (UnitKind::Knight, 2),
            (UnitKind::Bishop, 2),
            (UnitKind::Rook, 2),
            (UnitKind::Queen, 1),
        ];
        let expected: usize = per_kind.iter().map(|&(k, n)| n * affordable(k)).sum();
        assert_eq!(mutations, expected);
        assert_eq!(moves.len(), 20 + 32 + expected);
        if edition == Edition::Dec2012 {
            // Pawn 12 (F W X free; E D 1; SD 2; Z 3; L 4; N 5; B 6; NN 8; R 10),
            // Knight 13, Bishop 13, Rook 15, Queen 16.
            let counts: Vec<usize> = per_kind.iter().map(|&(k, _)| affordable(k)).collect();
            assert_eq!(counts, [12, 13, 13, 15, 16]);
            assert_eq!(mutations, 194);
            assert_eq!(moves.len(), 246);
        } else {
            // The Prince (nominal 6) adds one target for each of the 15 units.
            assert_eq!(mutations, 209);
            assert_eq!(moves.len(), 261);
        }
        assert_eq!(p.reserve(Color::White), 10);
    }
}

/// Perft after short sequences with a placement, a mutation, a double step and en passant.
#[test]
fn perft_after_short_sequences_matches_divide() {
    let mut p = Stone::new(&Options::default());
    for m in ["e2e4", "ST@d5", "e4e5", "f7f5"] {
        p.play_text(m).unwrap();
    }
    let total: u64 = p.divide(2).iter().map(|(_, n)| n).sum();
    assert_eq!(total, p.perft(2));
    // The en-passant capture is among the root moves.
    assert!(
        p.divide(1)
            .iter()
            .any(|(m, _)| p.display_move(*m).to_string() == "e5f6")
    );
}
