//! Writing a record and reading it back gives the same record, in every game that has SAN.

mod common;

use common::{Rng, random_game};
use skazka_chess::Chess;
use skazka_core::san::San;
use skazka_pgn::{GameRecord, GameResult, LINE_WIDTH, PgnReader};
use skazka_stone::Stone;
use skazka_synthesis::Synthesis;
use skazka_volkhv::Volkhv;
use skazka_xianling::Xianling;

/// Writes `count` random games of `R` under `options` into one text, reads them back and
/// compares, and checks the line width.
fn round_trip<R: San>(options: &str, count: usize, plies: usize, seed: u64) {
    let name = <R::Options as skazka_core::RuleOptions>::GAME;
    let mut rng = Rng::new(seed);
    let mut records = Vec::new();
    let mut text = String::new();
    for i in 0..count {
        let game = random_game::<R>(options, plies, &mut rng);
        let mut record = GameRecord::from_game(game)
            .with_tag("Event", format!("Round trip \"{}\" \\ {i}", name))
            .with_tag("Annotator", "skazka");
        if i % 3 == 0 {
            record.add_comment("a comment after the last move");
            record.add_nag(14);
        }
        if i % 4 == 1 && record.result() == GameResult::Unknown {
            record.set_result(GameResult::Draw);
        }
        text.push_str(&record.to_string());
        records.push(record);
    }
    for line in text.lines() {
        if !line.starts_with('[') {
            assert!(
                line.chars().count() <= LINE_WIDTH,
                "{} {options}: line too long: {line}",
                name
            );
            let last = line.split_whitespace().last().unwrap_or("");
            assert!(
                !(last.ends_with('.')
                    && last
                        .trim_end_matches('.')
                        .bytes()
                        .all(|b| b.is_ascii_digit())),
                "{} {options}: a move number apart from its move: {line}",
                name
            );
        }
    }
    let mut reader = PgnReader::new(text.as_bytes());
    let read: Vec<_> = reader
        .games::<R>()
        .map(|r| r.unwrap_or_else(|e| panic!("{} {options}: {e}\n{text}", name)))
        .collect();
    assert_eq!(read.len(), records.len(), "{} {options}", name);
    for (written, back) in records.iter().zip(&read) {
        assert!(written == back, "{} {options}:\n{written}\n{back}", name);
        assert_eq!(written.to_string(), back.to_string());
    }
}

#[test]
fn chess_records_read_back_equal() {
    round_trip::<Chess>("", 30, 120, 1);
}

#[test]
fn stone_records_read_back_equal_in_both_editions() {
    round_trip::<Stone>("", 20, 100, 2);
    round_trip::<Stone>("edition=2012-07", 20, 100, 3);
    round_trip::<Stone>("lion=betza:NN horse=xiangqi", 10, 100, 6);
}

#[test]
fn synthesis_records_read_back_equal_by_day_and_night() {
    round_trip::<Synthesis>("", 20, 120, 7);
    round_trip::<Synthesis>(
        "no_move=stalemate castling=always first_move=night",
        10,
        120,
        8,
    );
}

#[test]
fn xianling_records_read_back_equal_with_the_chase_rule_and_draw_options() {
    round_trip::<Xianling>("", 15, 120, 10);
    round_trip::<Xianling>(
        "promotion_trigger=from-penultimate repetition_draw=true move_limit=60",
        10,
        120,
        11,
    );
}

#[test]
fn volkhv_records_read_back_equal_with_and_without_dice() {
    round_trip::<Volkhv>("", 15, 100, 4);
    round_trip::<Volkhv>("dice=true", 15, 150, 5);
    round_trip::<Volkhv>("profile=federation", 10, 100, 9);
}

#[test]
fn a_record_from_a_position_with_black_to_move_reads_back_equal() {
    let start = Chess::from_fen("r3k2r/ppp2ppp/8/8/8/8/PPP2PPP/R3K2R b KQkq - 3 17").unwrap();
    let mut record = GameRecord::new(start);
    for san in ["O-O-O", "O-O", "Rd2", "Rfd1"] {
        record.play_san(san).unwrap();
    }
    let text = record.to_string();
    assert!(
        text.contains(
            "[SetUp \"1\"]\n[FEN \"r3k2r/ppp2ppp/8/8/8/8/PPP2PPP/R3K2R b KQkq - 3 17\"]\n"
        )
    );
    assert!(
        text.contains("\n17... O-O-O 18. O-O Rd2 19. Rfd1 *\n"),
        "{text}"
    );
    let back = PgnReader::new(text.as_bytes())
        .read_game::<Chess>()
        .unwrap()
        .unwrap();
    assert!(back == record);
}
