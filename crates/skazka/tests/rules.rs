//! Tests written once over `skazka_core::Rules` and run for every game: setup, FEN, options,
//! move text, serde and `Game::new`.

use skazka::core::san::{San, SanWriter, parse_san};
use skazka::core::{Game, OptionError, RuleOptions, Rules};
use skazka::engine::Rng;

/// Runs a generic test function for every game, as a module of one test per game.
macro_rules! for_every_game {
    ($($test:ident),* $(,)?) => {
        $(
            mod $test {
                #[test]
                fn chess() {
                    super::$test::<skazka::chess::Chess>();
                }
                #[test]
                fn stone() {
                    super::$test::<skazka::stone::Stone>();
                }
                #[test]
                fn synthesis() {
                    super::$test::<skazka::synthesis::Synthesis>();
                }
                #[test]
                fn xianling() {
                    super::$test::<skazka::xianling::Xianling>();
                }
                #[test]
                fn volkhv() {
                    super::$test::<skazka::volkhv::Volkhv>();
                }
            }
        )*
    };
}

for_every_game!(
    default_is_the_start_position_under_default_options,
    fen_round_trips_along_random_games,
    every_legal_move_reads_back_from_its_display_text,
    every_legal_move_has_one_san_that_reads_back,
    options_list_their_keys_with_defaults_that_get_returns,
    options_round_trip_through_their_text_for_every_listed_value,
    unknown_option_keys_are_refused_and_not_read,
    positions_round_trip_under_every_listed_option_value,
    game_new_uses_the_draw_rules_of_the_position_options,
    game_keeps_the_legal_moves_and_refuses_other_moves,
    the_same_mistakes_get_the_same_error_kinds_and_wording,
);

#[cfg(feature = "serde")]
for_every_game!(serde_keeps_the_position_and_its_options);

/// Every literal value of every option key, each set alone on the defaults (values the game
/// refuses alone, such as options of another profile, are skipped).
fn single_settings<R: Rules>() -> Vec<R::Options> {
    let mut all = vec![R::Options::default()];
    for key in R::Options::keys() {
        for value in key.values.iter().filter(|v| !v.contains('<')) {
            let mut options = R::Options::default();
            if options.set(key.name, value).is_ok() {
                all.push(options);
            }
        }
    }
    all
}

/// The positions along a random game of up to `plies` plies from `start`.
fn random_game<R: Rules>(start: R, seed: u64, plies: usize) -> Vec<R> {
    let mut rng = Rng::new(seed);
    let mut line = vec![start];
    for _ in 0..plies {
        let pos = line.last().expect("a line has its start");
        let moves = pos.legal_move_list();
        let moves = moves.as_ref();
        if moves.is_empty() {
            break;
        }
        let mut next = pos.clone();
        next.play_unchecked(moves[rng.below(moves.len())]);
        line.push(next);
    }
    line
}

fn move_texts<R: Rules>(pos: &R) -> Vec<String> {
    pos.legal_move_list()
        .as_ref()
        .iter()
        .map(ToString::to_string)
        .collect()
}

fn default_is_the_start_position_under_default_options<R: Rules>() {
    let start = R::default();
    assert!(start == R::new(&R::Options::default()));
    assert_eq!(start.options(), &R::Options::default());
    let parsed: R = start.fen().parse().expect("the start FEN reads back");
    assert!(
        parsed == start,
        "{}: the start FEN reads back equal",
        start.name()
    );
    assert_eq!(start.to_string(), start.fen());
}

fn fen_round_trips_along_random_games<R: Rules>() {
    for options in single_settings::<R>() {
        for pos in random_game(R::new(&options), 11, 60) {
            let fen = pos.fen();
            let back = R::from_fen(&fen, pos.options())
                .unwrap_or_else(|e| panic!("{}: `{fen}` under `{options}`: {e}", pos.name()));
            assert_eq!(back.fen(), fen);
            assert_eq!(back.options(), pos.options());
            assert_eq!(move_texts(&back), move_texts(&pos), "{}: {fen}", pos.name());
        }
    }
}

fn every_legal_move_reads_back_from_its_display_text<R: Rules>() {
    for options in single_settings::<R>() {
        for pos in random_game(R::new(&options), 5, 40) {
            for &m in pos.legal_move_list().as_ref() {
                let text = m.to_string();
                assert_eq!(
                    pos.parse_move(&text),
                    Ok(m),
                    "{}: `{text}` in {pos}",
                    pos.name()
                );
                assert_eq!(pos.display_move(m).to_string(), text);
            }
        }
    }
}

fn every_legal_move_has_one_san_that_reads_back<R: Rules + San>() {
    for options in single_settings::<R>().into_iter().take(4) {
        for pos in random_game(R::new(&options), 13, 30) {
            let writer = SanWriter::new(&pos);
            let moves = pos.legal_move_list();
            let mut written = std::collections::HashSet::new();
            for &m in moves.as_ref() {
                let text = writer.write(m);
                assert_eq!(
                    parse_san(&pos, &text),
                    Ok(m),
                    "{}: `{text}` in {pos}",
                    pos.name()
                );
                assert!(
                    written.insert(text.clone()),
                    "{}: two moves are `{text}` in {pos}",
                    pos.name()
                );
            }
        }
    }
}

fn options_list_their_keys_with_defaults_that_get_returns<R: Rules>() {
    let defaults = R::Options::default();
    assert_eq!(
        defaults.to_string(),
        "",
        "{}: defaults write nothing",
        R::Options::GAME
    );
    for key in R::Options::keys() {
        assert_eq!(
            defaults.get(key.name).as_deref(),
            Some(key.default),
            "{}",
            key.name
        );
        assert!(
            !key.values.is_empty() && !key.help.is_empty(),
            "{}",
            key.name
        );
        let mut options = R::Options::default();
        options.set(key.name, key.default).unwrap_or_else(|e| {
            panic!(
                "{}: the default of {} is refused: {e}",
                R::Options::GAME,
                key.name
            )
        });
        assert_eq!(options, defaults, "{}", key.name);
    }
}

fn options_round_trip_through_their_text_for_every_listed_value<R: Rules>() {
    for options in single_settings::<R>() {
        let text = options.to_string();
        let back: R::Options = text
            .parse()
            .unwrap_or_else(|e| panic!("{}: `{text}` does not read back: {e}", R::Options::GAME));
        assert_eq!(back, options, "{}: `{text}`", R::Options::GAME);
        for key in R::Options::keys() {
            let value = options.get(key.name).expect("a listed key has a value");
            let mut again = options.clone();
            again.set(key.name, &value).unwrap_or_else(|e| {
                panic!(
                    "{}: {}={value} as written is refused: {e}",
                    R::Options::GAME,
                    key.name
                )
            });
            assert_eq!(again, options, "{}: {}={value}", R::Options::GAME, key.name);
        }
    }
}

fn unknown_option_keys_are_refused_and_not_read<R: Rules>() {
    let mut options = R::Options::default();
    assert!(matches!(
        options.set("no_such_option", "1"),
        Err(OptionError::UnknownKey { .. })
    ));
    assert_eq!(options, R::Options::default());
    assert_eq!(options.get("no_such_option"), None);
    assert!(matches!(
        "no_such_option".parse::<R::Options>(),
        Err(OptionError::Syntax { .. })
    ));
}

fn positions_round_trip_under_every_listed_option_value<R: Rules>() {
    for options in single_settings::<R>() {
        let start = R::new(&options);
        assert_eq!(start.options(), &options);
        let again = R::from_fen(&start.fen(), &options).expect("the start FEN reads back");
        assert!(again == start, "{}: start under `{options}`", start.name());
    }
}

fn game_new_uses_the_draw_rules_of_the_position_options<R: Rules>() {
    for options in single_settings::<R>() {
        let start = R::new(&options);
        let game = Game::new(start.clone());
        assert_eq!(
            game.draw_rules(),
            start.draw_rules(),
            "{}: `{options}`",
            start.name()
        );
        assert_eq!(game.repetitions(), 1);
        assert_eq!(game.outcome(), start.adjudicate().or(start.outcome()));
    }
}

fn game_keeps_the_legal_moves_and_refuses_other_moves<R: Rules>() {
    let mut game = Game::new(R::default());
    let mut rng = Rng::new(3);
    for _ in 0..30 {
        if game.outcome().is_some() {
            break;
        }
        let listed = move_texts(game.position());
        let kept: Vec<String> = game.legal_moves().iter().map(ToString::to_string).collect();
        assert_eq!(kept, listed, "{}", game.position().name());
        let before = game.position().fen();
        assert!(game.play_text("a1a1").is_err());
        assert_eq!(
            game.position().fen(),
            before,
            "a refused move changes nothing"
        );
        let m = game.legal_moves()[rng.below(game.legal_moves().len())];
        game.play(m).expect("a listed move is legal");
    }
    let plies = game.moves().len();
    game.undo();
    assert_eq!(game.moves().len(), plies.saturating_sub(1));
    let listed = move_texts(game.position());
    let kept: Vec<String> = game.legal_moves().iter().map(ToString::to_string).collect();
    assert_eq!(kept, listed, "{}: after undo", game.position().name());
}

/// Error messages are lowercase, end without a full stop and say things once.
fn assert_wording(message: &str) {
    assert!(!message.is_empty());
    assert!(!message.starts_with(char::is_uppercase), "`{message}`");
    assert!(!message.ends_with('.'), "`{message}`");
    let half = message.len() / 2;
    assert!(
        message.len() < 24 || !message[half..].contains(&message[..half.min(24)]),
        "`{message}` repeats itself"
    );
}

fn the_same_mistakes_get_the_same_error_kinds_and_wording<R: Rules>() {
    use skazka::core::ParseMoveError;
    let start = R::default();
    let off_board = start.parse_move("p16p15").unwrap_err();
    assert!(
        matches!(off_board, ParseMoveError::Malformed { .. }),
        "{}: {off_board:?}",
        start.name()
    );
    let not_a_move = start.parse_move("hello").unwrap_err();
    assert!(
        matches!(not_a_move, ParseMoveError::Malformed { .. }),
        "{}: {not_a_move:?}",
        start.name()
    );
    let wrong_side = start.parse_move("e7e5").unwrap_err();
    assert_eq!(
        wrong_side,
        ParseMoveError::Illegal,
        "{}: a move of the side not to move",
        start.name()
    );
    for e in [off_board, not_a_move, wrong_side] {
        assert_wording(&e.to_string());
    }
    for fen in ["", "hello", "8/8/8/8/8/8/8/8 w - - 0 1"] {
        let e = R::from_fen(fen, &R::Options::default())
            .err()
            .unwrap_or_else(|| panic!("{}: `{fen}` is refused", start.name()));
        assert_wording(&e.to_string());
    }
    for text in ["no_such_option=1", "=", "a=b=c", "edition"] {
        if let Err(e) = text.parse::<R::Options>() {
            assert_wording(&e.to_string());
        }
    }
}

#[cfg(feature = "serde")]
fn serde_keeps_the_position_and_its_options<R>()
where
    R: Rules + serde::Serialize + serde::de::DeserializeOwned,
    R::Move: serde::Serialize + serde::de::DeserializeOwned,
{
    for options in single_settings::<R>() {
        for pos in random_game(R::new(&options), 9, 12) {
            let json = serde_json::to_string(&pos).expect("positions serialise");
            let back: R = serde_json::from_str(&json)
                .unwrap_or_else(|e| panic!("{}: {json}: {e}", pos.name()));
            assert_eq!(back.options(), pos.options(), "{json}");
            assert_eq!(back.fen(), pos.fen(), "{json}");
            assert_eq!(back.legal_move_count(), pos.legal_move_count(), "{json}");
            for &m in pos.legal_move_list().as_ref() {
                let text = serde_json::to_string(&m).expect("moves serialise");
                assert_eq!(text, format!("\"{m}\""), "moves serialise as their text");
                let read: R::Move = serde_json::from_str(&text).expect("moves read back");
                assert_eq!(read, m, "{}: {text}", pos.name());
            }
        }
    }
}

mod adjudication {
    use super::*;

    #[test]
    fn chess_king_against_king_is_a_draw_at_once() {
        let pos: skazka::chess::Chess = "4k3/8/8/8/8/8/8/4K3 w - - 0 1".parse().unwrap();
        let game = Game::new(pos);
        assert_eq!(
            game.outcome().map(|o| o.reason()),
            Some(skazka::core::EndReason::InsufficientMaterial)
        );
        assert!(game.legal_moves().is_empty());
    }

    #[test]
    fn synthesis_bare_kings_at_the_start_is_a_draw_at_once() {
        let pos: skazka::synthesis::Synthesis =
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 C:-:0 C:-:0".parse().unwrap();
        let game = Game::new(pos);
        assert_eq!(
            game.outcome().map(|o| o.reason()),
            Some(skazka::core::EndReason::InsufficientMaterial)
        );
    }
}
