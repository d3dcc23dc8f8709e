//! Properties over random playouts (proptest): the fast generator agrees with the slow
//! reference implementation move for move and child for child, FEN and move text round-trip,
//! hashes match, and the invariants of rules §10 hold: the number of checkers never changes,
//! Kings are always on top, the owner of a stack is the colour of its top, and a move keeps the
//! order inside the moving part and inside the rest.

mod common;

use common::{fast_pairs, opts, slow_pairs};
use proptest::prelude::*;
use skazka_core::{Color, Geometry, Position};
use skazka_volkhv::{Move, Options, PieceKind, Special, Volkhv};

const SETS: &[&[(&str, &str)]] = &[
    &[],
    &[("dice", "true")],
    &[("profile", "federation")],
    &[("talleyrand", "true")],
    &[
        ("released_enemy_promo", "owner"),
        ("promotion_optional", "true"),
    ],
    &[("king_capture_mode", "true"), ("own_capture", "false")],
    &[
        ("dice", "true"),
        ("talleyrand", "true"),
        ("queen_face_wild", "true"),
        ("reroll_on_no_move", "true"),
    ],
    &[
        ("promo_lone_pawn_only", "true"),
        ("demote_on_capture", "true"),
    ],
    &[
        ("non_pawn_own_capture", "false"),
        ("height_cap", "3"),
        ("ep_capture", "top_pawn"),
        ("double_step_reset", "true"),
        ("castling_ignores_check", "true"),
    ],
    &[
        ("talleyrand", "true"),
        ("talleyrand_set", "tower"),
        ("borrowed_pawn", "owner"),
    ],
    &[
        ("dice", "true"),
        ("talleyrand", "true"),
        ("talleyrand_set", "own"),
        ("die_face", "top"),
        ("borrowed_pawn", "owner"),
    ],
    &[("dice", "true"), ("dice_check", "true")],
    &[("own_king_capture", "true")],
    &[
        ("dice", "true"),
        ("own_king_capture", "true"),
        ("reroll_on_no_move", "true"),
    ],
];

fn colours(p: &Volkhv, sq: skazka_core::Square) -> Vec<Color> {
    p.stack(sq).iter().map(|c| c.color).collect()
}

fn check_invariants(p: &Volkhv, count: usize) {
    assert_eq!(p.checker_count(), count, "{p}");
    let mut kings = 0;
    for sq in Geometry::CHESS.squares() {
        let st = p.stack(sq);
        assert_eq!(st.len(), p.height(sq));
        assert_eq!(p.owner(sq), st.last().map(|c| c.color), "{p}");
        for (i, c) in st.iter().enumerate() {
            if c.kind == PieceKind::King {
                kings += 1;
                // Only a King just captured in a King-capture game may be covered, or, with
                // `own_king_capture`, a King buried right under one of its own checkers.
                let own_burial =
                    p.options().own_king_capture && st.last().is_some_and(|a| a.color == c.color);
                assert!(
                    i + 1 == st.len() || p.outcome().is_some() || own_burial,
                    "{p}"
                );
            }
        }
    }
    assert_eq!(kings, 2);
}

/// The order of colours inside both parts is kept; the part lands on the whole stack.
fn check_order(before: &Volkhv, m: Move, after: &Volkhv) {
    let Move::Tower(t) = m else { return };
    if matches!(before.special(t), Special::Castle | Special::EnPassant) {
        return;
    }
    let from = colours(before, t.from());
    let to = colours(before, t.to());
    let k = before.moving_count(t);
    assert_eq!(t.is_whole(), k == from.len(), "{before} {m:?}");
    let (rest, part) = from.split_at(from.len() - k);
    assert_eq!(colours(after, t.from()), rest, "{before} {m:?}");
    let mut landed = to.clone();
    landed.extend_from_slice(part);
    assert_eq!(colours(after, t.to()), landed, "{before} {m:?}");
    assert!(after.stack(t.to())[to.len()..].iter().all(|c| c.has_moved));
}

fn playout(set: usize, choices: &[u16], compare_slow: bool) {
    let o: Options = opts(SETS[set]);
    let mut p = Volkhv::new(&o);
    let count = p.checker_count();
    for &c in choices {
        if compare_slow {
            let (fast, slow) = (fast_pairs(&p), slow_pairs(&p));
            let only_fast: Vec<_> = fast.iter().filter(|m| !slow.contains(m)).collect();
            let only_slow: Vec<_> = slow.iter().filter(|m| !fast.contains(m)).collect();
            assert!(
                only_fast.is_empty() && only_slow.is_empty(),
                "{:?} {p}\nonly fast: {only_fast:?}\nonly slow: {only_slow:?}",
                SETS[set]
            );
        }
        let fen = p.to_string();
        let back = Volkhv::from_fen(&fen, &o).unwrap();
        assert_eq!(back, p);
        assert_eq!(back.to_string(), fen);
        assert_eq!(back.zobrist(), p.zobrist());
        assert_eq!(p.zobrist(), p.zobrist_from_scratch(), "{p}");
        assert!(back.is_repetition_of(&p));
        check_invariants(&p, count);
        let moves = p.legal_move_list();
        assert_eq!(moves.is_empty(), p.outcome().is_some(), "{p}");
        if moves.is_empty() {
            break;
        }
        for &m in &moves {
            let text = p.display_move(m).to_string();
            assert_eq!(text, m.to_string());
            assert_eq!(p.parse_move(&text), Ok(m), "{p} {text}");
            assert_eq!(text.parse::<Move>(), Ok(m), "{p} {text}");
        }
        let m = moves[c as usize % moves.len()];
        let mut child = p.clone();
        child.play(m).unwrap();
        check_order(&p, m, &child);
        p = child;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 6, ..ProptestConfig::default() })]

    #[test]
    fn fast_and_slow_agree_along_random_games(
        set in 0..SETS.len(),
        choices in proptest::collection::vec(any::<u16>(), 30..70),
    ) {
        playout(set, &choices, true);
    }

    #[test]
    fn invariants_and_round_trips_along_long_games(
        set in 0..SETS.len(),
        choices in proptest::collection::vec(any::<u16>(), 100..250),
    ) {
        playout(set, &choices, false);
    }
}

/// Every option set gets at least one long game compared against the slow implementation.
#[test]
fn every_option_set_agrees_with_the_slow_implementation() {
    for set in 0..SETS.len() {
        let choices: Vec<u16> = (0..80u16)
            .map(|i| i.wrapping_mul(7919).wrapping_add(set as u16 * 31))
            .collect();
        playout(set, &choices, true);
    }
}

/// A failed `play` leaves the position unchanged.
#[test]
fn an_illegal_move_changes_nothing() {
    let mut p = Volkhv::new(&Options::default());
    let before = p.clone();
    assert!(p.play(Move::Pass).is_err());
    let e2 = Geometry::CHESS.parse_square("e2").unwrap();
    let e5 = Geometry::CHESS.parse_square("e5").unwrap();
    let bad = Move::Tower(skazka_volkhv::TowerMove::whole(e2, e5));
    assert!(p.play(bad).is_err());
    // The whole pawn is not "its top one": a part as tall as the tower is not a legal move.
    let e4 = Geometry::CHESS.parse_square("e4").unwrap();
    assert!(
        p.play(Move::Tower(skazka_volkhv::TowerMove::part(e2, 1, e4)))
            .is_err()
    );
    assert!(p.play_text("e2e5").is_err());
    assert_eq!(p, before);
}

/// Thirty 200-ply games per option set against the slow implementation (release: about a
/// minute).
#[test]
#[ignore = "long: run with --release -- --ignored"]
fn long_random_games_agree_with_the_slow_implementation() {
    let mut seed: u64 = 0x5eed;
    for set in 0..SETS.len() {
        for _ in 0..30 {
            let choices: Vec<u16> = (0..200)
                .map(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    seed as u16
                })
                .collect();
            playout(set, &choices, true);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Arbitrary text never panics the FEN reader or the move reader.
    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,80}") {
        let o = Options::default();
        let _ = Volkhv::from_fen(&text, &o);
        let _ = Volkhv::new(&o).parse_move(&text);
    }

    /// Mutated FENs either fail with a typed error or give a position that round-trips.
    #[test]
    fn mutated_fens_fail_cleanly_or_round_trip(
        pos in 0usize..90,
        byte in proptest::sample::select(b"()^~=/12345678KQRBNPHkqrbnph?- wb".to_vec()),
        dice in any::<bool>(),
    ) {
        let mut o = Options::default();
        o.dice = dice;
        let base = if dice {
            "r3k2r/3(nPR)4/8/3(Qp)4/4P3/8/(pQ)7/R2(pR)K2R w KQkq - ? 0 1"
        } else {
            "r3k2r/3(nPR)4/8/3(Qp)4/4P3/8/(pQ)7/R2(pR)K2R w KQkq - - 0 1"
        };
        let mut bytes = base.as_bytes().to_vec();
        let at = pos % bytes.len();
        bytes[at] = byte;
        let text = String::from_utf8(bytes).unwrap();
        if let Ok(p) = Volkhv::from_fen(&text, &o) {
            let again = Volkhv::from_fen(&p.to_string(), &o).unwrap();
            prop_assert_eq!(again, p);
        }
    }
}

/// The Zobrist hash kept move by move equals the one computed from scratch after every move
/// of random games played through [`Game`](skazka_core::Game), in every option set (both
/// profiles, the die on and off), and equal positions have equal hashes.
#[test]
fn the_incremental_hash_equals_the_hash_from_scratch() {
    let mut seed: u64 = 0x2545_f491;
    for set in SETS {
        let o = opts(set);
        for _ in 0..4 {
            let mut g = skazka_core::Game::new(Volkhv::new(&o));
            for _ in 0..120 {
                let p = g.position();
                assert_eq!(p.zobrist(), p.zobrist_from_scratch(), "{set:?} {p}");
                let again = Volkhv::from_fen(&p.to_string(), &o).unwrap();
                assert_eq!(&again, p);
                assert_eq!(again.zobrist(), p.zobrist(), "{set:?} {p}");
                let moves = g.legal_moves();
                if moves.is_empty() || g.outcome().is_some() {
                    break;
                }
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let m = moves[(seed % moves.len() as u64) as usize];
                g.play(m).unwrap();
            }
        }
    }
}
