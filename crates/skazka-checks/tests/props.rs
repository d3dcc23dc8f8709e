//! Property tests over random games of every game and option set, through the same checks as
//! the fuzz targets.

use proptest::prelude::*;
use skazka_checks::{Game, Subject, check_random_play, option_pairs};

/// Every seed FEN reads under at least one option set, so the fuzz targets really start there.
#[test]
fn every_seed_fen_reads() {
    fn seeds<P: Subject>() {
        for fen in P::SEED_FENS {
            let ok = (0..=255u8).any(|i| P::read(fen, &P::options_of(i)).is_ok());
            assert!(ok, "{}: seed {fen:?} reads under no option set", P::GAME);
        }
    }
    seeds::<skazka_chess::Chess>();
    seeds::<skazka_stone::Stone>();
    seeds::<skazka_synthesis::Synthesis>();
    seeds::<skazka_xianling::Xianling>();
    seeds::<skazka_volkhv::Volkhv>();
}

/// Every listed option value is accepted by its game.
#[test]
fn every_option_value_is_accepted() {
    fn accept<P: Subject>() {
        for &(key, values) in P::OPTION_VALUES {
            for value in values {
                let mut o = P::Options::default();
                if let Err(e) = P::set(&mut o, key, value) {
                    panic!("{}: {key}={value}: {e}", P::GAME);
                }
            }
        }
    }
    accept::<skazka_stone::Stone>();
    accept::<skazka_synthesis::Synthesis>();
    accept::<skazka_xianling::Xianling>();
    accept::<skazka_volkhv::Volkhv>();
    assert!(option_pairs(Game::Chess.option_values(), 9).is_empty());
}

/// Cases per property (`PROPTEST_CASES` overrides it for longer runs).
fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(40);
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

fn steps() -> impl Strategy<Value = Vec<u8>> {
    prop::collection::vec(any::<u8>(), 0..200)
}

/// A seed FEN of `P` with one byte replaced, inserted or deleted.
fn mutated<P: Subject>(seed: usize, at: usize, op: u8, byte: u8) -> String {
    let seeds = P::SEED_FENS;
    let mut raw = seeds[seed % seeds.len()].as_bytes().to_vec();
    let at = at % (raw.len() + 1);
    match op % 3 {
        0 => raw.insert(at, byte),
        1 if at < raw.len() => raw[at] = byte,
        _ if at < raw.len() => {
            raw.remove(at);
        }
        _ => raw.push(byte),
    }
    String::from_utf8_lossy(&raw).into_owned()
}

macro_rules! game_props {
    ($module:ident, $t:ty) => {
        mod $module {
            use super::*;

            proptest! {
                #![proptest_config(config())]

                /// Random games (generated, stale and garbage moves) keep every invariant:
                /// generated moves play, others are refused with the position unchanged, FEN
                /// round-trips, incremental Zobrist equals a fresh one, perft(1) equals the move
                /// count, move texts parse back.
                #[test]
                fn random_games_keep_the_invariants(options in any::<u8>(), fen in any::<u8>(), steps in steps()) {
                    check_random_play::<$t>(options, fen, &steps);
                }

                /// Seed FENs with one byte changed are refused with a lowercase message or
                /// give positions that keep the invariants.
                #[test]
                fn mutated_fens_are_refused_or_sound(options in any::<u8>(), seed in any::<usize>(), at in any::<usize>(), op in any::<u8>(), byte in any::<u8>()) {
                    skazka_checks::check_fen::<$t>(options, &mutated::<$t>(seed, at, op, byte));
                }

                /// Arbitrary move text never panics and never changes the position unless played.
                #[test]
                fn arbitrary_move_text(options in any::<u8>(), fen in any::<u8>(), text in "\\PC{0,12}") {
                    skazka_checks::check_move_text::<$t>(options, fen, &text);
                }

                /// `Options::set` with any key and value returns a typed error or succeeds.
                #[test]
                fn arbitrary_options(key in "[a-z_-]{0,24}", value in "\\PC{0,16}") {
                    let mut o = <$t as skazka_core::Rules>::Options::default();
                    let _ = <$t as Subject>::set(&mut o, &key, &value);
                }
            }
        }
    };
}

game_props!(chess, skazka_chess::Chess);
game_props!(stone, skazka_stone::Stone);
game_props!(synthesis, skazka_synthesis::Synthesis);
game_props!(xianling, skazka_xianling::Xianling);
game_props!(volkhv, skazka_volkhv::Volkhv);

proptest! {
    #![proptest_config(config())]

    /// Betza strings built from the grammar's alphabet never panic, and accepted ones keep the
    /// writer and table invariants of `check_betza`.
    #[test]
    fn betza_alphabet_strings(text in "[WFDNAHCLZJGKRBQimcpgnfblrvsh?\\[\\]0-9]{1,24}") {
        skazka_checks::check_betza(text.as_bytes());
    }
}
