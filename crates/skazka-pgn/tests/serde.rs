//! Records through serde: JSON with the game's name, start, options, tags, moves, comments
//! and result, read back by replaying the moves.
#![cfg(feature = "serde")]

use skazka_chess::Chess;
use skazka_core::Rules;
use skazka_pgn::{GameRecord, GameResult};
use skazka_stone::Stone;

#[test]
fn a_record_reads_back_equal_from_json() {
    let options: <Stone as Rules>::Options = "edition=2012-07".parse().unwrap();
    let mut record = GameRecord::new(<Stone as Rules>::new(&options)).with_tag("White", "Ann");
    record.add_comment("before the first move");
    record.play_san("e4").unwrap();
    record.play_san("e5").unwrap();
    record.add_nag(3);
    record.add_comment("after two");
    record.set_result(GameResult::Draw);
    let json = serde_json::to_string(&record).unwrap();
    assert_eq!(
        json,
        format!(
            "{{\"variant\":\"stone\",\"fen\":\"{}\",\"options\":\"edition=2012-07\",\
             \"tags\":{{\"White\":\"Ann\"}},\"moves\":[\"e2e4\",\"e7e5\"],\
             \"comments\":[[0,\"before the first move\"],[2,\"after two\"]],\"nags\":[[2,3]],\"result\":\"1/2-1/2\"}}",
            record.start().fen()
        )
    );
    let back: GameRecord<Stone> = serde_json::from_str(&json).unwrap();
    assert_eq!(back, record);
}

#[test]
fn json_of_another_game_or_with_an_illegal_move_is_refused() {
    let stone = r#"{"variant":"stone","moves":[]}"#;
    let error = serde_json::from_str::<GameRecord<Chess>>(stone).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("the record is a game of \"stone\""),
        "{error}"
    );
    let illegal = r#"{"variant":"chess","moves":["e2e4","e2e4"]}"#;
    let error = serde_json::from_str::<GameRecord<Chess>>(illegal).unwrap_err();
    assert!(
        error.to_string().starts_with("move 2 \"e2e4\": "),
        "{error}"
    );
    let late = r#"{"variant":"chess","moves":["e2e4"],"comments":[[2,"x"]]}"#;
    assert!(serde_json::from_str::<GameRecord<Chess>>(late).is_err());
    let fine = r#"{"variant":"Standard","moves":["e2e4"],"result":"*"}"#;
    let record: GameRecord<Chess> = serde_json::from_str(fine).unwrap();
    assert_eq!(record.moves().len(), 1);
}
