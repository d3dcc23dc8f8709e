//! The surface shared with the other games: `Rules`, `RuleOptions`, move text without a
//! position, serde, and the conventions of the error types.

use std::error::Error as _;

use skazka_core::{Game, Movement, ParseMoveError, Position, RuleOptions, Rules};
use skazka_stone::{
    Edition, FenError, LionMovement, Move, Options, PositionError, Setup, Stone, UnitKind,
};

const PRINCE_FEN: &str = "4k3/8/8/8/8/8/8/(PR)3K3[10:10] w - - 0 1";

fn jul() -> Options {
    Options::edition(Edition::Jul2012)
}

/// Every combination of the listed values (and a few Betza lions).
fn every_option_set() -> Vec<Options> {
    let mut all = vec![Options::default()];
    for key in Options::keys() {
        let values: Vec<&str> = if key.name == "lion" {
            vec![
                "camel",
                "acedrex",
                "problemist",
                "betza:K",
                "betza:pQ",
                "betza:mWcF",
            ]
        } else {
            key.values.to_vec()
        };
        all = all
            .iter()
            .flat_map(|o| {
                values.iter().map(move |v| {
                    let mut o = o.clone();
                    o.set(key.name, v).unwrap();
                    o
                })
            })
            .collect();
    }
    all
}

#[test]
fn keys_table_matches_get_and_the_defaults() {
    let names: Vec<&str> = Options::keys().iter().map(|k| k.name).collect();
    assert_eq!(
        names,
        [
            "edition",
            "stone_cost_opponent_half",
            "lion",
            "automatic_draws",
            "horse",
            "superpawn",
            "rule_minus_one"
        ]
    );
    let default = Options::default();
    for key in Options::keys() {
        assert_eq!(
            default.get(key.name).as_deref(),
            Some(key.default),
            "{}",
            key.name
        );
        assert!(key.values.contains(&key.default));
        assert!(!key.help.is_empty());
        // The error for a bad value lists what the key takes.
        let e = Options::default().set(key.name, "?").unwrap_err();
        assert!(
            e.to_string()
                .ends_with(&format!("(expected {})", key.expected())),
            "{e}"
        );
    }
    assert_eq!(default.get("colour"), None);
    assert_eq!(default.to_string(), "");
    assert_eq!(Options::GAME, "stone");
}

#[test]
fn options_text_round_trips_for_every_combination() {
    let all = every_option_set();
    assert_eq!(all.len(), 2 * 2 * 6 * 2 * 2 * 3 * 2);
    for o in &all {
        let text = o.to_string();
        let back: Options = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(&back, o, "{text}");
        assert_eq!(back.to_string(), text);
        // Setting every key to its current value, in table order, changes nothing.
        let mut again = Options::default();
        for key in Options::keys() {
            again.set(key.name, &o.get(key.name).unwrap()).unwrap();
        }
        assert_eq!(&again, o);
    }
    assert_eq!(
        jul().to_string(),
        "edition=2012-07",
        "only the settings that differ are written"
    );
    assert!("edition".parse::<Options>().is_err());
    assert!("edition=2013".parse::<Options>().is_err());
}

#[test]
fn betza_lion_round_trips_to_equal_options() {
    for text in [
        "K", "NN", "pQ", "mWcF", "WF", "FW", "C", "fNbW", "ZC", "NmcN",
    ] {
        let mut o = Options::default();
        o.set("lion", &format!("betza:{text}")).unwrap();
        let written = o.get("lion").unwrap();
        let canonical = written.strip_prefix("betza:").unwrap();
        // What is stored is what the canonical text reads, component for component.
        let LionMovement::Custom(m) = &o.lion else {
            panic!("{text}")
        };
        assert_eq!(m, &Movement::from_betza(canonical).unwrap(), "{text}");
        let back: Options = o.to_string().parse().unwrap();
        assert_eq!(back, o, "{text}");
        assert_eq!(back.get("lion").as_deref(), Some(written.as_str()));
        assert_eq!(
            Stone::new(&back).legal_move_list().len(),
            Stone::new(&o).legal_move_list().len()
        );
    }
    // A movement built in code whose components differ from what its text reads back still
    // gives equal options after the text round trip.
    let mut built = Options::default();
    built.lion = LionMovement::Custom(
        Movement::leaper(skazka_core::Atom::FERZ).and(Movement::leaper(skazka_core::Atom::WAZIR)),
    );
    let back: Options = built.to_string().parse().unwrap();
    assert_eq!(back, built);
    assert_eq!(back.to_string(), built.to_string());
    // The problemist preset and the same movement as Betza are different settings.
    let preset: Options = "lion=problemist".parse().unwrap();
    let custom: Options = "lion=betza:pQ".parse().unwrap();
    assert_ne!(preset, custom);
    for bad in ["betza:", "betza:?", "Camel", "betza"] {
        assert!(Options::default().set("lion", bad).is_err(), "{bad}");
    }
}

#[test]
fn rules_trait_for_stone() {
    assert_eq!(Stone::NAME, "stone");
    assert_eq!(Stone::default().name(), "stone");
    assert_eq!(Stone::default().geometry(), Stone::GEOMETRY);
    assert_eq!(Stone::default(), Stone::new(&Options::default()));
    let start: Stone = skazka_stone::fen::START_FEN.parse().unwrap();
    assert_eq!(start, Stone::default());
    assert_eq!(start.fen(), skazka_stone::fen::START_FEN);
    let p = <Stone as Rules>::new(&jul());
    assert_eq!(Rules::options(&p), &jul());
    assert_eq!(p.legal_move_list().len(), 261);
    let q = <Stone as Rules>::from_fen(&p.fen(), &jul()).unwrap();
    assert_eq!(q, p);
    // Equal FENs under different options are different positions.
    assert_ne!(Stone::new(&jul()), Stone::default());
    // Game::new plays by the position's own rules.
    let game = Game::new(Stone::new(&"automatic_draws=true".parse().unwrap()));
    assert_eq!(
        game.draw_rules().repetition,
        skazka_core::DrawRule::Automatic
    );
}

/// A FEN with a unit its options' edition lacks is an error, never a silent change.
#[test]
fn fen_contradicting_the_options_is_an_error() {
    assert!(Stone::from_fen(PRINCE_FEN, &jul()).is_ok());
    assert_eq!(
        Stone::from_fen(PRINCE_FEN, &Options::default()),
        Err(FenError::Position(PositionError::KindNotInEdition(
            UnitKind::Prince
        )))
    );
    assert!(PRINCE_FEN.parse::<Stone>().is_err());
    // An en-passant field only some options allow: the Superpawn double-steps in 2012-12
    // only, and diagonally only with `superpawn=sergeant_diagonal`.
    let straight = "4k3/8/8/8/4(SD)3/8/8/4K3[10:10] b - e3 0 1";
    assert!(Stone::from_fen(straight, &Options::default()).is_ok());
    assert_eq!(
        Stone::from_fen(straight, &jul()),
        Err(FenError::Position(PositionError::EnPassant))
    );
    let diagonal = "4k3/8/8/8/3(SD)4/8/8/4K3[10:10] b - e3 0 1";
    assert!(Stone::from_fen(diagonal, &"superpawn=sergeant_diagonal".parse().unwrap()).is_ok());
    assert_eq!(
        Stone::from_fen(diagonal, &Options::default()),
        Err(FenError::Position(PositionError::EnPassant))
    );
    // The alias `I` too.
    assert!(Stone::from_fen("4k3/8/8/8/8/8/8/I3K3[10:10] w - - 0 1", &Options::default()).is_err());
}

#[test]
fn moves_display_without_a_position_and_parse_back_equal() {
    let p07 = Stone::from_fen("k3N3/2(SD)1P3/8/8/8/8/8/4K2W[10:10] w - - 0 1", &jul()).unwrap();
    let p12 = Stone::from_fen(
        "k3N3/2(SD)1P3/8/8/8/8/8/4K2W[10:10] w - - 0 1",
        &Options::default(),
    )
    .unwrap();
    let p = Stone::from_fen("k6(NN)/4P3/8/8/8/8/8/4K3[10:10] w - - 0 1", &jul()).unwrap();
    for pos in [Stone::default(), Stone::new(&jul()), p07, p12, p] {
        for &m in &pos.legal_move_list() {
            let text = m.to_string();
            assert_eq!(pos.display_move(m).to_string(), text);
            assert_eq!(text.parse::<Move>(), Ok(m), "{text}");
            assert_eq!(pos.parse_move(&text), Ok(m), "{text}");
            assert_eq!(format!("{m:?}"), format!("Move({text})"));
        }
    }
    // In-place promotions (2012-07) round-trip too.
    let q = Stone::from_fen("k3P3/8/8/8/8/8/8/4K3[0:0] w - - 0 1", &jul()).unwrap();
    let m = q.parse_move("e8=Q").unwrap();
    assert_eq!(m.to_string(), "e8=Q");
    assert_eq!("e8=q".parse::<Move>(), Ok(m));
    // 2012-12: the implied promotion is neither stored nor written.
    let r = Stone::from_fen("k7/4P3/8/8/8/8/8/4K3[0:0] w - - 0 1", &Options::default()).unwrap();
    let m = r.parse_move("e7e8=Q").unwrap();
    assert_eq!(m.to_string(), "e7e8");
    assert_eq!(m.promotion(), None);
    assert_eq!(r.kind_after(m), Some(UnitKind::Queen));
}

#[test]
fn parse_move_error_kinds() {
    let p = Stone::default();
    // A move of the side not to move.
    assert_eq!(p.parse_move("e7e5"), Err(ParseMoveError::Illegal));
    assert_eq!(p.parse_move("Q@d8"), Err(ParseMoveError::Illegal));
    // A square off the board.
    assert!(matches!(
        p.parse_move("e2e9"),
        Err(ParseMoveError::Malformed { offset: 2, .. })
    ));
    assert!(matches!(
        p.parse_move("ST@i4"),
        Err(ParseMoveError::Malformed { offset: 3, .. })
    ));
    assert!(matches!(
        "e2e9".parse::<Move>(),
        Err(ParseMoveError::Malformed { .. })
    ));
    // A stone never promotes: outside the grammar of moves.
    assert!(matches!(
        "ST@e4=Q".parse::<Move>(),
        Err(ParseMoveError::Malformed { offset: 5, .. })
    ));
    assert!(matches!(
        p.parse_move("ST@e4=Q"),
        Err(ParseMoveError::Malformed { offset: 5, .. })
    ));
    // A compulsory promotion with a choice left out (2012-12 Superpawn).
    let sd = Stone::from_fen(
        "k7/4(SD)3/8/8/8/8/8/4K3[0:0] w - - 0 1",
        &Options::default(),
    )
    .unwrap();
    assert_eq!(sd.parse_move("e7e8"), Err(ParseMoveError::MissingPromotion));
    assert!(sd.parse_move("e7e8=M").is_ok());
}

#[test]
fn errors_carry_their_cause_in_the_message_and_have_no_source() {
    let board = Stone::from_fen("4k3/8/8/8/8/8/8/4K2?", &Options::default()).unwrap_err();
    let position = Stone::from_fen(PRINCE_FEN, &Options::default()).unwrap_err();
    for e in [&board, &position] {
        let inner = match e {
            FenError::Board(inner) => inner.to_string(),
            FenError::Position(inner) => inner.to_string(),
            _ => unreachable!(),
        };
        let msg = e.to_string();
        assert!(msg.contains(&inner), "{msg}");
        assert!(e.source().is_none());
        assert!(
            msg.starts_with(char::is_lowercase) && !msg.ends_with('.'),
            "{msg}"
        );
    }
    for e in [
        PositionError::Kings(skazka_core::Color::White),
        PositionError::OppositeCheck,
        PositionError::CastlingRights,
        PositionError::KindNotInEdition(UnitKind::Prince),
        PositionError::EnPassant,
        PositionError::AmbiguousEnPassant,
    ] {
        let msg = e.to_string();
        assert!(
            msg.starts_with(char::is_lowercase) && !msg.ends_with('.'),
            "{msg}"
        );
    }
    let e = Options::default().set("edition", "2013").unwrap_err();
    assert!(!e.to_string().ends_with('.'));
}

#[test]
fn setup_default_is_an_empty_board() {
    let mut setup = Setup::default();
    assert_eq!(
        Stone::from_setup(&setup, &Options::default()),
        Err(PositionError::Kings(skazka_core::Color::White))
    );
    let start = Setup::parse(skazka_stone::fen::START_FEN).unwrap();
    setup.board = start.board;
    setup.castling = start.castling;
    assert_eq!(
        Stone::from_setup(&setup, &Options::default()).unwrap(),
        Stone::default()
    );
}

#[cfg(feature = "serde")]
mod serde_round_trips {
    use super::*;

    /// Serde keeps the edition: a 2012-07 position comes back under 2012-07.
    #[test]
    fn position_keeps_its_options() {
        let mut options = jul();
        options.set("stone_cost_opponent_half", "3").unwrap();
        let p = Stone::new(&options);
        assert_eq!(p.legal_move_list().len(), 261);
        let json = serde_json::to_string(&p).unwrap();
        assert_eq!(
            json,
            format!(
                r#"{{"fen":"{}","options":"edition=2012-07 stone_cost_opponent_half=3"}}"#,
                skazka_stone::fen::START_FEN
            )
        );
        let back: Stone = serde_json::from_str(&json).unwrap();
        assert_eq!(back, p);
        assert_eq!(back.options(), &options);
        assert_eq!(back.legal_move_list().len(), 261);
        // Every option set survives.
        for o in every_option_set() {
            let p = Stone::new(&o);
            let back: Stone = serde_json::from_str(&serde_json::to_string(&p).unwrap()).unwrap();
            assert_eq!(back, p);
            assert_eq!(back.options(), &o);
        }
    }

    #[test]
    fn fen_contradicting_its_options_is_a_serde_error() {
        let ok = format!(r#"{{"fen":"{PRINCE_FEN}","options":"edition=2012-07"}}"#);
        assert!(serde_json::from_str::<Stone>(&ok).is_ok());
        let bad = format!(r#"{{"fen":"{PRINCE_FEN}","options":""}}"#);
        let e = serde_json::from_str::<Stone>(&bad).unwrap_err();
        assert!(
            e.to_string().contains("does not exist in this edition"),
            "{e}"
        );
        let missing = format!(r#"{{"fen":"{PRINCE_FEN}"}}"#);
        assert!(serde_json::from_str::<Stone>(&missing).is_err());
        let bad_options = r#"{"fen":"4k3/8/8/8/8/8/8/4K3","options":"edition=2013"}"#;
        assert!(serde_json::from_str::<Stone>(bad_options).is_err());
    }

    #[test]
    fn options_as_their_text() {
        let o: Options = "edition=2012-07 lion=betza:K horse=xiangqi"
            .parse()
            .unwrap();
        let json = serde_json::to_string(&o).unwrap();
        assert_eq!(json, r#""edition=2012-07 lion=betza:K horse=xiangqi""#);
        assert_eq!(serde_json::from_str::<Options>(&json).unwrap(), o);
        for o in every_option_set() {
            let json = serde_json::to_string(&o).unwrap();
            assert_eq!(serde_json::from_str::<Options>(&json).unwrap(), o);
        }
        assert!(serde_json::from_str::<Options>(r#""lion=chu""#).is_err());
        // The option-value enums as their values.
        let edition = serde_json::to_string(&Edition::Jul2012).unwrap();
        assert_eq!(edition, r#""2012-07""#);
        assert_eq!(
            serde_json::from_str::<Edition>(&edition).unwrap(),
            Edition::Jul2012
        );
        let horse = serde_json::to_string(&skazka_stone::HorseMovement::Xiangqi).unwrap();
        assert_eq!(horse, r#""xiangqi""#);
        assert!(serde_json::from_str::<Edition>(r#""Jul2012""#).is_err());
    }

    #[test]
    fn moves_as_their_text() {
        for text in ["e2e4", "e7e8=A", "ST@e4", "NN@c3", "W@e8=R", "W@e8", "e8=R"] {
            let m: Move = text.parse().unwrap();
            let json = serde_json::to_string(&m).unwrap();
            assert_eq!(json, format!("\"{text}\""));
            assert_eq!(serde_json::from_str::<Move>(&json).unwrap(), m);
        }
        let p = Stone::from_fen("k3N3/2(SD)1P3/8/8/8/8/8/4K2W[10:10] w - - 0 1", &jul()).unwrap();
        let moves: Vec<Move> = p.legal_move_list().to_vec();
        let json = serde_json::to_string(&moves).unwrap();
        assert_eq!(serde_json::from_str::<Vec<Move>>(&json).unwrap(), moves);
        assert!(serde_json::from_str::<Move>(r#""e2e9""#).is_err());
    }
}
