//! PGN game records for every skazka game: written from a [`Game`](skazka_core::Game), read
//! back one game at a time from any [`BufRead`](std::io::BufRead), each move replayed and
//! checked under the game's rules.
//!
//! Everything here is generic over a game `R: Rules + San` (see
//! [`skazka_core::san`]), so one writer and one reader serve orthodox chess and every variant.
//!
//! # Writing
//!
//! A [`GameRecord`] holds free tags, the game (start position with its options, and moves),
//! comments and annotation glyphs; `Display` writes it:
//!
//! ```
//! use skazka_chess::Chess;
//! use skazka_core::{Game, Position};
//! use skazka_pgn::GameRecord;
//!
//! let mut game = Game::new(Chess::default());
//! for text in ["e2e4", "e7e5", "g1f3"] {
//!     game.play_text(text)?;
//! }
//! let mut record = GameRecord::from_game(game).with_tag("Event", "Club night");
//! record.add_comment("the king's knight");
//! assert_eq!(
//!     record.to_string(),
//!     "[Event \"Club night\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
//!      [White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n\
//!      1. e4 e5 2. Nf3 {the king's knight} *\n\n"
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The tag section is the seven-tag roster (`Event`, `Site`, `Date`, `Round`, `White`,
//! `Black`, `Result`; `?` and `????.??.??` when not set), then:
//!
//! - `[Variant "<name>"]` with the game's [`Rules::name`](skazka_core::Rules::name), except
//!   for orthodox chess, whose records carry no `Variant` tag so that every chess program reads
//!   them;
//! - `[SetUp "1"]` and `[FEN "…"]` when the game does not start from the start position of
//!   its options;
//! - `[VariantOptions "key=value …"]`, the options' text, when they are not the defaults (a
//!   game whose variants come from data, with a `variant` option naming them, does not repeat
//!   the name given in the `Variant` tag: `[Variant "capablanca"]` alone, as Fairy-Stockfish
//!   and the sites that use it write it);
//! - the other tags, in their order.
//!
//! The movetext numbers each White move (`1. e4 e5`; `5... Nf6` when Black starts or after a
//! comment) and writes glyphs as NAGs after their move (`Nf6 $2`). Chance moves (die rolls)
//! and passes are written as moves like any other, so a record replays exactly. Lines break
//! before 80 columns. The result ends the movetext.
//!
//! # Reading
//!
//! A [`PgnReader`] reads one game at a time and holds only that game, within [`Limits`].
//! [`PgnReader::games`] replays each under one game's rules; [`PgnReader::next_raw`] splits
//! the next game off with its tags only, so a program can choose the game by its `Variant`
//! tag first:
//!
//! ```
//! use skazka_chess::Chess;
//! use skazka_pgn::PgnReader;
//!
//! let pgn = r#"[Event "Casual"]
//! [Result "1-0"]
//!
//! 1. e4 {best by test} e5 (1... c5 2. Nf3) 2. Bc4 Nc6 3. Qh5 Nf6?? 4. Qxf7# 1-0
//!
//! [Event "Broken"]
//!
//! 1. e4 e5 2. Ke3 *
//!
//! [Event "From a position"]
//! [SetUp "1"]
//! [FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30"]
//!
//! 30... Kd7 31. e4 *
//! "#;
//! let mut reader = PgnReader::new(pgn.as_bytes());
//! let results: Vec<_> = reader.games::<Chess>().collect();
//! assert_eq!(results.len(), 3);
//! let first = results[0].as_ref().unwrap();
//! assert_eq!(first.moves().len(), 7);
//! assert_eq!(first.comments(), [(1, "best by test".to_string())]);
//! assert_eq!(
//!     results[1].as_ref().unwrap_err().to_string(),
//!     "game 2, move 2 (white): illegal move \"Ke3\": no legal move is written this way"
//! );
//! assert_eq!(results[2].as_ref().unwrap().moves().len(), 2);
//! ```
//!
//! A file that mixes games is read in two steps: the tags first, then the replay under the
//! game they name:
//!
//! ```
//! use skazka_chess::Chess;
//! use skazka_core::Rules;
//! use skazka_pgn::{PgnReader, variant_is};
//! use skazka_stone::Stone;
//!
//! let pgn = "[Variant \"stone\"]\n[VariantOptions \"edition=2012-07\"]\n\n1. e4 *\n\n\
//!            1. d4 d5 *\n";
//! let mut plies = Vec::new();
//! for raw in PgnReader::new(pgn.as_bytes()) {
//!     let raw = raw?;
//!     let variant = raw.tags().variant();
//!     if variant_is(variant, Stone::NAME) {
//!         plies.push(raw.replay::<Stone>()?.moves().len());
//!     } else if variant_is(variant, Chess::NAME) {
//!         plies.push(raw.replay::<Chess>()?.moves().len());
//!     }
//! }
//! assert_eq!(plies, [1, 2]);
//! # Ok::<(), skazka_pgn::PgnError>(())
//! ```
//!
//! Reading accepts: move numbers in any form (`12.`, `12...`, `12.e4`, or none), SAN as
//! [`parse_san`](skazka_core::san::parse_san) reads it and the game's coordinate move text,
//! comments `{…}` and `;` to the end of the line, NAGs (`$14`) and annotation marks (`!`,
//! `?!`…, kept as the NAGs `$1`…`$6`), all three kept for the main line; variations `( … )`
//! nested to any depth (skipped),
//! `%` escape lines, the result token or `*`. A missing `Variant` tag means chess; a
//! `Variant` naming another game than `R` is an error naming both. For a game whose variants
//! come from data (its options have a `variant` key) the `Variant` tag chooses the variant
//! when `VariantOptions` does not.
//!
//! Errors name the game, where in it, and the offending text, and the reader goes on with the
//! next game: `game 3, move 12 (black): illegal move "Nf6": no legal move is written this way`.
//! No input makes the reader panic or loop.
//!
//! # Features
//!
//! - `serde`: `Serialize` and `Deserialize` for [`GameRecord`] (see its docs) and [`Tags`].
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

/// The examples of the crate's README, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

mod movetext;
mod read;
mod record;
#[cfg(feature = "serde")]
mod serde_impl;
mod tags;
mod write;

pub use read::{Games, Limits, Location, PgnError, PgnErrorKind, PgnReader, RawGame};
pub use record::{GameRecord, GameResult, ParseResultError, RulesEnd};
pub use tags::{Tags, variant_is};
pub use write::LINE_WIDTH;
