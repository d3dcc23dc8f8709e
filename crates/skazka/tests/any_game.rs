//! The run-time game, written once and run for every variant the registry lists: the five
//! games and every variant defined as data.

use skazka::engine::{Limits, Rng};
use skazka::{AnyEngine, AnyGame, GameError, Registry, SearchOptions};

/// A game of every variant, from its start.
fn every_game() -> Vec<AnyGame> {
    Registry::new()
        .variants()
        .iter()
        .map(|info| {
            AnyGame::of(info.variant, "", None).unwrap_or_else(|e| panic!("{}: {e}", info.name()))
        })
        .collect()
}

/// The game after `plies` random moves (fewer if it ends), with a fixed seed.
fn played(mut game: AnyGame, plies: usize, seed: u64) -> AnyGame {
    let mut rng = Rng::new(seed);
    for _ in 0..plies {
        if game.play_random(&mut rng).is_none() {
            break;
        }
    }
    game
}

fn assert_send_sync_clone<T: Send + Sync + Clone>() {}

#[test]
fn the_run_time_game_is_send_sync_and_clone() {
    assert_send_sync_clone::<AnyGame>();
}

#[test]
fn every_variant_plays_a_move_by_text_and_by_san_and_undoes_it() {
    for game in every_game() {
        let name = game.variant().name();
        let moves = game.legal_moves();
        assert!(!moves.is_empty(), "{name}: no move at the start");
        for first in moves.iter().take(3) {
            let mut by_text = game.clone();
            let played = by_text.play(&first.text).expect("the move text plays");
            assert_eq!(played.san, first.san, "{name}");
            let mut by_san = game.clone();
            by_san.play(&first.san).expect("the SAN plays");
            assert_eq!(by_san.fen(), by_text.fen(), "{name} {}", first.san);
            assert_eq!(
                by_text.san_moves(),
                std::slice::from_ref(&first.san),
                "{name}"
            );
            assert_eq!(by_text.undo(), Some(played), "{name}");
            assert_eq!(
                by_text.fen(),
                game.fen(),
                "{name}: undo restores the position"
            );
        }
    }
}

#[test]
fn a_refused_move_changes_nothing_and_says_why() {
    for game in every_game() {
        let mut after = game.clone();
        for bad in ["", "z", "a1a1", "Qxz9", "not a move at all"] {
            let error = after.play(bad).expect_err(bad);
            assert!(matches!(error, GameError::Move { .. }), "{bad}: {error}");
            assert!(error.to_string().contains(bad), "{error}");
        }
        assert_eq!(after, game, "{}", game.variant());
    }
}

#[test]
fn every_variant_writes_its_game_as_pgn_and_reads_it_back() {
    for (i, game) in every_game().into_iter().enumerate() {
        let game = played(game, 30, i as u64 + 1);
        let text = game.pgn(&[("Event", "round trip")]);
        let back =
            AnyGame::from_pgn(&text).unwrap_or_else(|e| panic!("{}: {e}\n{text}", game.variant()));
        assert_eq!(back.variant(), game.variant());
        assert_eq!(back.fen(), game.fen(), "{text}");
        assert_eq!(back.moves(), game.moves());
    }
}

#[test]
fn every_variant_draws_its_position_as_svg() {
    for game in every_game() {
        let game = played(game, 2, 3);
        let svg = game.svg(&skazka::svg::Options::default());
        assert!(svg.starts_with("<svg"), "{}", game.variant());
        assert!(!game.last_move_squares().is_empty() || game.plies() == 0);
    }
}

#[test]
fn every_variant_searches_for_a_legal_move() {
    let mut engine = AnyEngine::with_megabytes(1);
    for game in every_game() {
        let game = played(game, 4, 5);
        if game.outcome().is_some() {
            continue;
        }
        let found = game
            .search(
                &mut engine,
                &Limits::depth(1),
                SearchOptions::default(),
                |_| {},
            )
            .expect("a move");
        assert!(
            game.legal_move_texts().contains(&found.best),
            "{}: {}",
            game.variant(),
            found.best
        );
    }
}

#[test]
fn no_draw_can_be_claimed_at_the_start() {
    for mut game in every_game() {
        if game.claimable_draw().is_none() {
            assert!(matches!(game.claim_draw(), Err(GameError::NoClaimableDraw)));
        }
    }
}

#[cfg(feature = "chess")]
#[test]
fn a_claimed_draw_ends_the_game_and_undo_takes_it_back() {
    let mut game = AnyGame::new("chess", "", None).unwrap();
    for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
        game.play(m).unwrap();
    }
    assert_eq!(game.claimable_draw(), None);
    game.play("Ng8").unwrap();
    assert!(game.claimable_draw().is_some());
    let outcome = game.claim_draw().unwrap();
    assert_eq!(game.outcome(), Some(outcome));
    assert!(game.legal_moves().is_empty());
    assert!(matches!(game.play("e4"), Err(GameError::Over(_))));
    assert!(game.pgn(&[]).contains("1/2-1/2"));
    game.undo();
    assert_eq!(game.outcome(), None);
}

#[cfg(feature = "chess")]
#[test]
fn a_record_with_moves_after_a_dead_position_replays_and_reports_the_end() {
    let text = "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/3q4/4K3 w - - 0 1\"]\n\n1. Kxd2 Ke7 2. Ke3 *\n";
    let game = AnyGame::from_pgn(text).unwrap();
    assert_eq!(game.plies(), 3);
    let end = game.rules_end().expect("the rules ended it");
    assert_eq!(end.ply, 1);
}

#[test]
fn unknown_variants_options_and_fens_are_typed_errors() {
    assert!(matches!(
        AnyGame::new("tic-tac-toe", "", None),
        Err(GameError::Variant(_))
    ));
    assert!(matches!(
        AnyGame::new("volkhv", "dice=sometimes", None),
        Err(GameError::Setup(_))
    ));
    assert!(matches!(
        AnyGame::new("xianling", "", Some("not a fen")),
        Err(GameError::Setup(_))
    ));
    assert!(matches!(AnyGame::from_pgn(""), Err(GameError::NoGameInPgn)));
}

#[cfg(feature = "serde")]
#[test]
fn every_variant_round_trips_through_serde_as_its_record() {
    for (i, game) in every_game().into_iter().enumerate() {
        let game = played(game, 12, i as u64 + 7);
        let json = serde_json::to_string(&game).unwrap();
        let back: AnyGame = serde_json::from_str(&json).unwrap();
        assert_eq!(back, game, "{json}");
    }
}

#[cfg(feature = "fairy")]
#[test]
fn a_definition_loaded_at_run_time_is_listed_and_played() {
    let mut registry = Registry::new();
    let loaded = registry.add_text(
        "# Chess with a bent rider.\n[bent8:chess]\ncustomPiece1 = z:[F?R]\n\
         startFen = rnbqkbzr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBZR w KQkq - 0 1\n\
         promotionPieceTypes = qzrbn\n",
    );
    assert!(loaded.errors.is_empty(), "{:?}", loaded.errors);
    let info = registry.get("bent8").expect("listed");
    assert_eq!(info.description, "Chess with a bent rider.");
    let mut game = registry.game("bent8", "", None).unwrap();
    game.play("h2h3").unwrap();
    game.play("e5").unwrap();
    let from_g1: Vec<String> = game
        .legal_moves()
        .into_iter()
        .filter(|m| m.from.as_deref() == Some("g1"))
        .map(|m| m.text)
        .collect();
    assert_eq!(
        from_g1,
        ["g1h2"],
        "the bent rider's diagonal step, then h3 blocks its ride"
    );
}

/// The legend draws each piece as the board does: every man of every start position has a
/// listed piece with its glyph, in the games that list their pieces (a wall square is part of
/// the board, no piece).
#[test]
fn every_man_on_the_board_is_drawn_as_its_listed_piece() {
    for game in every_game() {
        let pieces = game.pieces();
        if pieces.is_empty() {
            continue;
        }
        let scene = game.scene();
        for square in scene.geometry.squares() {
            for man in scene.men(square) {
                if man.glyph == skazka::svg::Glyph::Wall {
                    continue;
                }
                assert!(
                    pieces.iter().any(|p| p.glyph() == man.glyph),
                    "{}: {:?} on {square:?} is no listed piece",
                    game.variant(),
                    man.glyph
                );
            }
        }
    }
}

/// Every move a click has to ask about names the piece it leaves, in the games that list
/// their pieces.
#[test]
fn every_choice_names_its_piece() {
    for game in every_game() {
        if game.pieces().is_empty() {
            continue;
        }
        for m in game.legal_moves() {
            if let Some(choice) = &m.choice {
                assert!(choice.name.is_some(), "{}: {m:?}", game.variant());
            }
        }
    }
}

/// A move that puts a wall goes between its two squares, and the click on them asks where the
/// wall goes; the text diagram shows walls as `*`.
#[test]
fn a_move_that_puts_a_wall_asks_where_the_wall_goes() {
    let amazons: skazka::Variant = "amazons".parse().expect("a catalogue variant");
    let mut game = AnyGame::of(amazons, "", None).unwrap();
    let arrows: Vec<_> = game
        .legal_moves()
        .into_iter()
        .filter(|m| m.text.starts_with("d1d5,"))
        .collect();
    assert!(!arrows.is_empty());
    for m in &arrows {
        assert_eq!(
            (m.from.as_deref(), m.to.as_deref()),
            (Some("d1"), Some("d5"))
        );
        let choice = m.choice.as_ref().expect("a choice between the walls");
        let wall = m.text.rsplit_once("d5").map(|(_, w)| w).unwrap();
        assert_eq!(
            choice.note.as_deref(),
            Some(format!("wall on {wall}").as_str())
        );
    }
    game.play("d1d5,d5d8").unwrap();
    assert!(
        game.diagram().lines().nth(2).unwrap().contains('*'),
        "{}",
        game.diagram()
    );
    let board = game.render(skazka::render::Style::default());
    let rank_8 = board
        .lines()
        .find(|l| l.trim_start().starts_with("8 "))
        .unwrap();
    assert!(rank_8.contains('*'), "{board}");
}
