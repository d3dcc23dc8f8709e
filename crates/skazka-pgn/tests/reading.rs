//! Reading hand-written PGN: comments, NAGs, variations, escaped tags, set-up positions, and
//! files that mix games.

use skazka_chess::Chess;
use skazka_core::{Color, Position, Rules};
use skazka_pgn::{GameRecord, GameResult, PgnReader, variant_is};
use skazka_stone::Stone;
use skazka_volkhv::Volkhv;

const ANNOTATED: &str = include_str!("data/annotated.pgn");

fn read_all(text: &str) -> Vec<GameRecord<Chess>> {
    PgnReader::new(text.as_bytes())
        .games::<Chess>()
        .map(|r| r.unwrap_or_else(|e| panic!("{e}")))
        .collect()
}

#[test]
fn comments_and_nags_are_kept_and_nested_variations_leave_the_main_line() {
    let games = read_all(ANNOTATED);
    assert_eq!(games.len(), 3);
    let immortal = &games[0];
    assert_eq!(immortal.moves().len(), 45);
    assert_eq!(immortal.result(), GameResult::WhiteWins);
    assert_eq!(
        immortal.game().position().fen(),
        "r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23"
    );
    assert_eq!(immortal.nags(), [(8, 6), (8, 6), (21, 1)]);
    assert_eq!(
        immortal.comments(),
        [
            (0, "The opening.".to_string()),
            (36, "18... Qxa1+ 19. Ke2 Qb2 is no better".to_string()),
            (45, "White mates.".to_string()),
        ]
    );
}

#[test]
fn escaped_tag_values_read_unescaped_and_write_escaped_again() {
    let games = read_all(ANNOTATED);
    let tags = games[0].tags();
    assert_eq!(tags.get("Event"), Some(r#"The "Immortal" \ casual"#));
    assert_eq!(tags.get("ECO"), Some("C33"));
    assert_eq!(tags.get("Result"), None, "the result is the record's own");
    let text = games[0].to_string();
    assert!(
        text.starts_with("[Event \"The \\\"Immortal\\\" \\\\ casual\"]\n"),
        "{text}"
    );
    assert!(text.contains("[ECO \"C33\"]\n"));
}

#[test]
fn a_game_from_a_fen_with_black_to_move_numbers_from_the_fen() {
    let games = read_all(ANNOTATED);
    let study = &games[1];
    assert_eq!(study.start().turn(), Color::Black);
    assert_eq!(study.moves().len(), 5);
    assert_eq!(study.result(), GameResult::Draw);
    let kept: Vec<_> = study.tags().iter().collect();
    assert_eq!(
        kept,
        [("Event", "Endgame study")],
        "roster defaults and set-up tags are not kept"
    );
    let text = study.to_string();
    assert!(text.contains("[FEN \"8/8/8/4k3/8/8/4P3/4K3 b - - 0 41\"]"));
    assert!(
        text.contains("\n41... Ke4 42. Kf2 $1 Kf4 43. e3+ Ke4 1/2-1/2\n"),
        "{text}"
    );
}

#[test]
fn the_third_game_reads_after_the_first_two() {
    let games = read_all(ANNOTATED);
    assert_eq!(games[2].moves().len(), 11);
    assert_eq!(games[2].tags().get("Event"), Some("No tags in between"));
}

#[test]
fn a_written_record_reads_as_the_same_game_in_a_chess_program_style() {
    // Lines that end in the middle of a variation or comment, a result on its own line,
    // Windows line ends, and a byte-order mark.
    let text = "\u{feff}[Event \"x\"]\r\n\r\n1. e4 (1. d4\r\n d5) {a\r\ncomment} e5\r\n1-0\r\n";
    let games = read_all(text);
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].moves().len(), 2);
    assert_eq!(games[0].comments(), [(1, "a comment".to_string())]);
    assert_eq!(games[0].result(), GameResult::WhiteWins);
}

#[test]
fn coordinate_moves_and_lenient_san_are_read() {
    let games = read_all("1. e2e4 e7e5 2. Ng1f3 Nb8c6 3. Bf1c4 Ng8f6 4. 0-0 Bc5 5. d3 O-O *\n");
    assert_eq!(games[0].moves().len(), 10);
}

#[test]
fn the_tags_step_picks_the_game_before_replaying_it() {
    let mut text = String::new();
    let mut chess = GameRecord::new(Chess::default());
    chess.play_san("e4").unwrap();
    text.push_str(&chess.to_string());
    let options: <Stone as Rules>::Options = "edition=2012-07".parse().unwrap();
    let mut stone = GameRecord::new(<Stone as Rules>::new(&options));
    stone.play_san("e4").unwrap();
    text.push_str(&stone.to_string());
    let volkhv_options: <Volkhv as Rules>::Options = "dice=true".parse().unwrap();
    let mut volkhv = GameRecord::new(<Volkhv as Rules>::new(&volkhv_options));
    for san in ["[P]", "e4", "[N]", "Nf6"] {
        volkhv.play_san(san).unwrap();
    }
    text.push_str(&volkhv.to_string());
    assert!(text.contains("[Variant \"stone\"]\n[VariantOptions \"edition=2012-07\"]\n"));
    assert!(text.contains("[Variant \"volkhv\"]\n[VariantOptions \"dice=true\"]\n"));
    assert!(text.contains("\n1. [P] e4 [N] Nf6 *\n"), "{text}");

    let mut names = Vec::new();
    for raw in PgnReader::new(text.as_bytes()) {
        let raw = raw.unwrap();
        let variant = raw.tags().variant().to_owned();
        let plies = if variant_is(&variant, Chess::NAME) {
            raw.replay::<Chess>().unwrap().moves().len()
        } else if variant_is(&variant, Stone::NAME) {
            raw.replay::<Stone>().unwrap().moves().len()
        } else if variant_is(&variant, Volkhv::NAME) {
            raw.replay::<Volkhv>().unwrap().moves().len()
        } else {
            panic!("unknown variant {variant}");
        };
        names.push((variant, plies));
    }
    assert_eq!(
        names,
        [
            ("chess".to_string(), 1),
            ("stone".to_string(), 1),
            ("volkhv".to_string(), 4)
        ]
    );
}

#[test]
fn standard_and_no_variant_tag_both_mean_chess() {
    for tag in ["", "[Variant \"Standard\"]\n", "[Variant \"chess\"]\n"] {
        let text = format!("{tag}\n1. e4 *\n");
        assert_eq!(read_all(&text)[0].moves().len(), 1, "{tag}");
    }
}

#[test]
fn a_game_without_moves_or_without_movetext_is_still_a_game() {
    let text =
        "[Event \"a\"]\n[Result \"1/2-1/2\"]\n\n[Event \"b\"]\n\n*\n\n[Event \"c\"]\n\n1. e4 *\n";
    let games = read_all(text);
    let summary: Vec<_> = games
        .iter()
        .map(|g| (g.tags().get("Event").unwrap(), g.moves().len(), g.result()))
        .collect();
    assert_eq!(
        summary,
        [
            ("a", 0, GameResult::Draw),
            ("b", 0, GameResult::Unknown),
            ("c", 1, GameResult::Unknown)
        ]
    );
}

#[test]
fn a_game_without_a_result_token_ends_at_the_next_tag_section() {
    let text = "1. e4 e5\n[Event \"next\"]\n1. d4 1-0\n";
    let games = read_all(text);
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].moves().len(), 2);
    assert_eq!(games[1].result(), GameResult::WhiteWins);
}

#[test]
fn a_movetext_that_starts_with_a_die_roll_is_not_a_tag() {
    let text = "[Variant \"volkhv\"]\n[VariantOptions \"dice=true\"]\n[P] e4 [N] Nf6 *\n\n\
                [Variant \"volkhv\"]\n[VariantOptions \"dice=true\"]\n\n[P] d4 *\n";
    let games: Vec<_> = PgnReader::new(text.as_bytes())
        .games::<Volkhv>()
        .map(|r| r.unwrap_or_else(|e| panic!("{e}")).moves().len())
        .collect();
    assert_eq!(games, [4, 2]);
}

#[test]
fn moves_after_a_dead_position_are_replayed_and_the_end_is_reported() {
    // 1. Kxd2 leaves two bare kings, a dead position; the record plays on.
    let text =
        "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/3q4/4K3 w - - 0 1\"]\n\n1. Kxd2 Ke7 2. Ke3 Kd6 *\n";
    let games = read_all(text);
    let record = &games[0];
    assert_eq!(record.moves().len(), 4);
    let end = record.rules_end().expect("the rules ended the game");
    assert_eq!(end.ply, 1);
    assert!(matches!(end.outcome, skazka_core::Outcome::Draw { .. }));
    assert_eq!(
        record.game().position().fen(),
        "8/8/3k4/8/8/4K3/8/8 w - - 3 3"
    );
}

#[test]
fn a_record_that_stops_at_its_end_reports_no_end_past_it() {
    let games = read_all("1. f3 e5 2. g4 Qh4# 0-1\n");
    assert_eq!(games[0].rules_end(), None);
}
