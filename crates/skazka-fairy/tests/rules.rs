//! A data-defined variant through the shared `Rules` and `Game`: the instance names its game
//! and board, options choose the variant, errors are typed.

use skazka_core::{Game, ParseMoveError, Position, RuleOptions, Rules};
use skazka_fairy::{DefinitionError, FairyOptions, FairyPosition, catalogue, ini};

fn options(name: &str) -> FairyOptions {
    format!("variant={name}")
        .parse()
        .expect("a catalogue variant")
}

#[test]
fn one_type_answers_each_variants_name_and_board() {
    let capablanca = FairyPosition::new(&options("capablanca"));
    assert_eq!(capablanca.name(), "capablanca");
    assert_eq!(capablanca.geometry().files(), 10);
    let grand = FairyPosition::new(&options("grand"));
    assert_eq!(
        (grand.geometry().files(), grand.geometry().ranks()),
        (10, 10)
    );
    assert_eq!(FairyPosition::default().name(), "chess");
}

#[test]
fn options_text_names_the_variant_and_reads_back() {
    let o = options("shako");
    assert_eq!(o.to_string(), "variant=shako");
    assert_eq!(o.to_string().parse::<FairyOptions>().unwrap(), o);
    assert!(FairyOptions::default().to_string().is_empty());
    assert!("variant=no-such-game".parse::<FairyOptions>().is_err());
    assert_eq!(o.get("variant").as_deref(), Some("shako"));
}

#[test]
fn game_plays_a_catalogue_variant_by_move_text_and_undoes() {
    let mut game = Game::new(FairyPosition::new(&options("capablanca")));
    game.play_text("e2e4").unwrap();
    game.play_text("j7j6").unwrap();
    assert_eq!(game.moves().len(), 2);
    game.undo();
    assert_eq!(game.moves().len(), 1);
    assert_eq!(
        game.play_text("d2d4"),
        Err(ParseMoveError::Illegal),
        "black is to move again after the undo"
    );
}

#[test]
fn malformed_and_illegal_move_texts_are_told_apart() {
    let p = FairyPosition::default();
    assert!(matches!(
        p.parse_move("e2"),
        Err(ParseMoveError::Malformed { .. })
    ));
    assert!(matches!(
        p.parse_move("e2 e4"),
        Err(ParseMoveError::Malformed { .. })
    ));
    assert_eq!(p.parse_move("e2e5"), Err(ParseMoveError::Illegal));
}

#[test]
fn a_pawn_move_to_the_last_rank_without_its_piece_asks_for_it() {
    let p = FairyPosition::from_fen(
        FairyOptions::default().variant(),
        "8/1P6/8/8/8/8/8/K6k w - - 0 1",
    )
    .unwrap();
    assert_eq!(p.parse_move("b7b8"), Err(ParseMoveError::MissingPromotion));
    assert!(p.parse_move("b7b8q").is_ok());
}

#[test]
fn bad_fen_is_an_error_and_never_a_panic() {
    let v = FairyOptions::default();
    for fen in [
        "",
        "8/8 w",
        "rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        "8/8/8/8/8/8/8/8 x",
    ] {
        assert!(FairyPosition::from_fen(v.variant(), fen).is_err(), "{fen}");
    }
}

#[test]
fn a_rule_play_does_not_implement_is_refused_by_its_key() {
    let def = ini::parse(
        "[arrows:chess]\nwallingRule = arrow\npieceDrops = true\n",
        &catalogue::get,
    )
    .unwrap()
    .remove(0);
    assert_eq!(
        skazka_fairy::Variant::new(def).unwrap_err(),
        DefinitionError::Unsupported("wallingRule")
    );
    assert_eq!(
        catalogue::pending().count(),
        0,
        "every catalogue section plays"
    );
}

#[test]
fn a_registered_definition_is_a_variant_by_name() {
    let def = ini::parse(
        "[wide-chess:capablanca]\nmaxFile = 12\nstartFen = rnabqkbcnrrr/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RNABQKBCNRRR w - - 0 1\ncastling = false\n",
        &catalogue::get,
    )
    .unwrap()
    .remove(0);
    skazka_fairy::register(def).unwrap();
    let p = FairyPosition::new(&options("wide-chess"));
    assert_eq!(p.geometry().files(), 12);
    assert!(p.perft(1) > 0);
}
