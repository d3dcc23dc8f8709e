//! Selfplay records of every game and option set, written as PGN and read back through the
//! path the `pgn` example takes (the `Variant` tag chooses the game), reach the same results
//! and final positions.

use skazka::core::san::{parse_san, write_san};
use skazka::engine::{Limits, Playable};
use skazka::pgn::{GameRecord, PgnReader};
use skazka::{AnyGame, RecordVisitor, Variant, replay_record};
use skazka_examples::selfplay::{Mode, Settings, run};

/// What a game ends with: result and final FEN.
#[derive(Debug, PartialEq, Eq)]
struct End {
    result: String,
    fen: String,
}

/// Plays games and returns their PGN text and how each ended.
fn play(start: &AnyGame, settings: &Settings) -> (String, Vec<End>) {
    let mut text = String::new();
    let mut ends = Vec::new();
    run(start, settings, |_, report| {
        let pgn = report.pgn.as_deref().expect("records are kept");
        text.push_str(pgn);
        ends.push(End {
            result: skazka::pgn::GameResult::from_outcome(report.outcome).to_string(),
            fen: report.fen.clone(),
        });
    });
    (text, ends)
}

/// Replays a record: result and final FEN; also checks that every move's SAN reads back.
struct Replay;

impl RecordVisitor for Replay {
    type Output = End;
    fn visit<P: Playable>(self, record: GameRecord<P>) -> End {
        for (pos, &m) in record.game().positions().zip(record.moves()) {
            let san = write_san(pos, m);
            assert_eq!(parse_san(pos, &san), Ok(m), "{san} in {pos}");
        }
        End {
            result: record.result().to_string(),
            fen: record.game().position().fen(),
        }
    }
}

fn round_trip(variant: Variant, options: &[(&str, &str)], mode: Mode, games: usize) {
    let start = AnyGame::from_position(variant.position(None, options).expect("options"));
    let settings = Settings::new(mode, games)
        .with_limits(Limits::depth(1))
        .with_max_plies(160)
        .with_seed(11)
        .with_records(true);
    let (text, ends) = play(&start, &settings);
    let mut reader = PgnReader::new(text.as_bytes());
    let mut read = 0;
    while let Some(raw) = reader.next_raw() {
        let raw = raw.expect("the tags read");
        let end =
            replay_record(&raw, Replay).unwrap_or_else(|e| panic!("{variant} {options:?}: {e}"));
        assert_eq!(end, ends[read], "{variant} {options:?} game {}", read + 1);
        read += 1;
    }
    assert_eq!(read, games, "{variant} {options:?}");
}

#[test]
fn every_game_round_trips_through_pgn() {
    for &variant in Variant::ALL {
        round_trip(variant, &[], Mode::Random, 4);
        round_trip(variant, &[], Mode::EngineVsRandom, 2);
    }
}

#[test]
fn every_option_set_round_trips_through_pgn() {
    for &variant in Variant::ALL {
        for key in variant.option_keys() {
            for value in key.values {
                // Placeholders such as `betza:<movement>` are not values themselves.
                if *value == key.default || value.contains('<') {
                    continue;
                }
                round_trip(variant, &[(key.name, value)], Mode::Random, 3);
            }
        }
    }
    round_trip(
        Variant::Volkhv,
        &[("dice", "true")],
        Mode::EngineVsRandom,
        3,
    );
    round_trip(
        Variant::Stone,
        &[("edition", "2012-07")],
        Mode::EngineVsRandom,
        3,
    );
}

#[test]
fn data_defined_variants_round_trip_through_pgn() {
    for name in [
        "capablanca",
        "crazyhouse",
        "grand",
        "shako",
        "knightmate",
        "3check",
    ] {
        let variant: Variant = name.parse().expect("a catalogue variant");
        round_trip(variant, &[], Mode::Random, 3);
        round_trip(variant, &[], Mode::EngineVsRandom, 1);
    }
}
