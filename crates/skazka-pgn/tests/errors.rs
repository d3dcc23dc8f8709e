//! Malformed and illegal records: each error names the game, where in it and the text, and
//! the games around a bad record are still read.

mod common;

use skazka_chess::Chess;
use skazka_pgn::{GameRecord, Limits, Location, PgnError, PgnErrorKind, PgnReader};
use skazka_stone::Stone;

fn read(text: &str) -> Vec<Result<GameRecord<Chess>, PgnError>> {
    PgnReader::new(text.as_bytes()).games::<Chess>().collect()
}

/// The messages of the errors and the move counts of the games, in order.
fn summary(results: &[Result<GameRecord<Chess>, PgnError>]) -> Vec<String> {
    results
        .iter()
        .map(|r| match r {
            Ok(record) => format!("{} moves", record.moves().len()),
            Err(e) => e.to_string(),
        })
        .collect()
}

const GOOD: &str = "[Event \"good\"]\n\n1. e4 e5 2. Nf3 *\n\n";

#[test]
fn an_illegal_move_names_game_move_side_and_text_and_the_next_game_is_read() {
    let text = format!("{GOOD}[Event \"bad\"]\n\n1. e4 e5 2. Nf3 Nf3 3. Bc4 *\n\n{GOOD}");
    let results = read(&text);
    assert_eq!(
        summary(&results),
        [
            "3 moves",
            "game 2, move 2 (black): illegal move \"Nf3\": no legal move is written this way",
            "3 moves",
        ]
    );
    let error = results[1].as_ref().unwrap_err();
    assert_eq!(error.game(), 2);
    assert_eq!(
        error.location(),
        Location::Move {
            number: 2,
            side: skazka_core::Color::Black
        }
    );
}

#[test]
fn a_malformed_move_is_told_apart_from_an_illegal_one() {
    let text = format!("1. e4 Ké5 *\n\n{GOOD}");
    assert_eq!(
        summary(&read(&text)),
        [
            "game 1, move 1 (black): malformed move \"Ké5\": not a move in SAN or move text",
            "3 moves"
        ]
    );
}

#[test]
fn an_ambiguous_move_lists_what_it_could_be() {
    assert_eq!(
        summary(&read("1. d3 e6 2. Nf3 e5 3. Nd2 *\n")),
        ["game 1, move 3 (white): ambiguous move \"Nd2\": it could be Nbd2 or Nfd2"]
    );
}

#[test]
fn a_move_after_checkmate_is_illegal() {
    assert_eq!(
        summary(&read("1. f3 e5 2. g4 Qh4# 3. a3 0-1\n")),
        ["game 1, move 3 (white): illegal move \"a3\": the game is already over"]
    );
}

#[test]
fn a_variant_of_another_game_names_both() {
    let text = format!("[Variant \"stone\"]\n\n1. e4 *\n\n{GOOD}");
    assert_eq!(
        summary(&read(&text)),
        [
            "game 1: the record is a game of \"stone\", but it is read as \"chess\"",
            "3 moves"
        ]
    );
    let no_tag = PgnReader::new(GOOD.as_bytes())
        .read_game::<Stone>()
        .unwrap()
        .unwrap_err();
    assert_eq!(
        no_tag.to_string(),
        "game 1: the record is a game of \"chess\", but it is read as \"stone\""
    );
}

#[test]
fn a_record_of_another_game_with_its_options_names_the_game_it_is_read_as() {
    // The game is known from its start position, so options of another game are refused
    // first, in the words of the game reading them.
    let text = "[Variant \"stone\"]\n[VariantOptions \"edition=2012-07\"]\n\n1. e4 *\n";
    assert_eq!(
        summary(&read(text)),
        ["game 1: invalid VariantOptions \"edition=2012-07\": unknown chess option `edition`"]
    );
}

#[test]
fn options_the_game_does_not_have_are_an_error() {
    let text = "[Variant \"stone\"]\n[VariantOptions \"edition=1999\"]\n\n1. e4 *\n";
    let error = PgnReader::new(text.as_bytes())
        .read_game::<Stone>()
        .unwrap()
        .unwrap_err();
    assert!(matches!(error.kind(), PgnErrorKind::Options { .. }));
    assert!(
        error
            .to_string()
            .starts_with("game 1: invalid VariantOptions \"edition=1999\": "),
        "{error}"
    );
}

#[test]
fn a_bad_fen_or_a_set_up_without_fen_is_an_error() {
    let text = format!(
        "[SetUp \"1\"]\n[FEN \"8/8/8 w - - 0 1\"]\n\n*\n\n[SetUp \"1\"]\n\n1. e4 *\n\n{GOOD}"
    );
    let summary = summary(&read(&text));
    assert!(
        summary[0].starts_with("game 1: invalid FEN \"8/8/8 w - - 0 1\": "),
        "{summary:?}"
    );
    assert_eq!(summary[1], "game 2: SetUp \"1\" without a FEN tag");
    assert_eq!(summary[2], "3 moves");
}

#[test]
fn a_malformed_tag_names_its_line() {
    let text = format!("[Event \"never closed]\n[Site \"x\"]\n\n1. e4 *\n\n{GOOD}");
    assert_eq!(
        summary(&read(&text)),
        [
            "game 1, line 1: malformed tag pair \"[Event \\\"never closed]\"",
            "3 moves"
        ]
    );
}

#[test]
fn an_unclosed_comment_ends_at_the_next_tag_section() {
    let text = format!("1. e4 {{ never closed\n\ne5 2. Nf3\n\n{GOOD}");
    assert_eq!(
        summary(&read(&text)),
        [
            "game 1, move 1 (black): comment without its closing }",
            "3 moves"
        ]
    );
}

#[test]
fn unbalanced_variations_are_errors() {
    let text = format!("1. e4 (1. d4 e5 *\n\n{GOOD}1. e4 ) e5 *\n");
    assert_eq!(
        summary(&read(&text)),
        [
            "game 1, move 1 (black): variation without its closing )",
            "3 moves",
            "game 3, move 1 (black): ) without an opening (",
        ]
    );
}

#[test]
fn results_that_disagree_are_an_error_and_an_invalid_result_tag_too() {
    let text = format!("[Result \"1-0\"]\n\n1. e4 0-1\n\n[Result \"2-0\"]\n\n1. e4 *\n\n{GOOD}");
    assert_eq!(
        summary(&read(&text)),
        [
            "game 1: the Result tag says \"1-0\" but the movetext ends with \"0-1\"",
            "game 2: invalid Result \"2-0\": expected 1-0, 0-1, 1/2-1/2 or *",
            "3 moves",
        ]
    );
}

#[test]
fn lines_and_games_over_the_limits_are_errors_for_that_game_alone() {
    let long_comment = "x".repeat(300);
    let text = format!("{GOOD}1. e4 {{{long_comment}}} e5 *\n\n{GOOD}");
    let limits = Limits::default().with_line_bytes(200);
    let results: Vec<_> = PgnReader::with_limits(text.as_bytes(), limits)
        .games::<Chess>()
        .collect();
    assert_eq!(
        summary(&results),
        [
            "3 moves",
            "game 2, line 5: line longer than 200 bytes",
            "3 moves"
        ]
    );

    let long_game: String = (1..=60).map(|_| "Nf3 Nf6 Ng1 Ng8 ").collect();
    let text = format!("{GOOD}[Event \"long\"]\n\n{long_game}\n*\n\n{GOOD}");
    let limits = Limits::default().with_game_bytes(500);
    let results: Vec<_> = PgnReader::with_limits(text.as_bytes(), limits)
        .games::<Chess>()
        .collect();
    assert_eq!(
        summary(&results),
        ["3 moves", "game 2: game longer than 500 bytes", "3 moves"]
    );
}

#[test]
fn too_many_tags_are_an_error() {
    let tags: String = (0..20).map(|i| format!("[T{i} \"v\"]\n")).collect();
    let text = format!("{tags}\n1. e4 *\n\n{GOOD}");
    let results: Vec<_> = PgnReader::with_limits(text.as_bytes(), Limits::default().with_tags(10))
        .games::<Chess>()
        .collect();
    assert_eq!(
        summary(&results),
        ["game 1, line 11: more than 10 tags", "3 moves"]
    );
}

#[test]
fn no_input_panics_or_loops() {
    let mut rng = common::Rng::new(7);
    let alphabet: &[u8] = b"[]{}()\"\\;%$!?.* \n\r\t01/2-eNf3KQxO#+=abcdefgh12345678\xff";
    let sample = include_str!("data/annotated.pgn").as_bytes();
    for round in 0..2000 {
        let bytes: Vec<u8> = if round % 2 == 0 {
            let len = rng.below(200);
            (0..len)
                .map(|_| alphabet[rng.below(alphabet.len())])
                .collect()
        } else {
            // The sample with a few bytes changed and cut at a random place.
            let mut bytes = sample[..rng.below(sample.len())].to_vec();
            for _ in 0..3 {
                if !bytes.is_empty() {
                    let at = rng.below(bytes.len());
                    bytes[at] = alphabet[rng.below(alphabet.len())];
                }
            }
            bytes
        };
        let limits = if round % 4 == 0 {
            Limits::default().with_line_bytes(64)
        } else {
            Limits::default()
        };
        let mut reader = PgnReader::with_limits(bytes.as_slice(), limits);
        let mut games = 0;
        while let Some(result) = reader.read_game::<Chess>() {
            if let Err(e) = result {
                assert!(!e.to_string().is_empty());
            }
            games += 1;
            assert!(games <= bytes.len() + 1, "more games than bytes");
        }
    }
}
