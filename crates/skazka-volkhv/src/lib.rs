//! Volkhv tower chess (шахматы волхвов, tavreli) on the skazka core.
//!
//! Pieces are never removed. A capture puts the capturing checker **on top** of the captured
//! stack, forming a tower that belongs to the colour of its top checker and moves as that
//! piece. A player may move the whole tower or only its top `k` checkers; the checkers left
//! behind are freed at once, and their new top is active immediately, even if it is an enemy
//! piece (which may then give check). Pieces may also climb onto their own pieces (never onto
//! their own King); pawns land on occupied squares only diagonally forward. A pawn promotes
//! only when it is the top checker of its last rank, which a split can also bring about.
//!
//! The default profile is the authors' game without the die, with orthodox check, checkmate
//! and stalemate. [`Options`] adds the die (a roll is an explicit chance move, [`Move::Roll`]),
//! the Talleyrand rule (a tower moves as any checker inside it), the Federation tavreli profile
//! and every switch of the rules file. Positions are copy-make and never allocate: see the
//! stack representation below.
//!
//! # Example
//!
//! ```
//! use skazka_core::{Geometry, Position};
//! use skazka_volkhv::{Options, Volkhv};
//!
//! let mut pos = Volkhv::new(&Options::default());
//! assert_eq!(pos.legal_move_list().len(), 39); // pieces may climb their own pawns
//! pos.play_text("e2e4")?;
//! pos.play_text("d7d5")?;
//! pos.play_text("e4d5")?; // the pawn captures: d5 is now a tower, white on top
//! pos.play_text("d8d5")?; // the queen takes the whole tower
//! assert_eq!(pos.height(Geometry::CHESS.parse_square("d5")?), 3);
//! assert_eq!(
//!     pos.to_string(),
//!     "rnb1kbnr/ppp1pppp/8/3(p^P^q^)4/8/8/PPPP1PPP/RNBQKBNR w KQkq - - 0 3"
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Dice mode
//!
//! ```
//! use skazka_core::Position;
//! use skazka_volkhv::{Options, Volkhv};
//!
//! let options: Options = "dice=true".parse()?;
//! let pos = Volkhv::new(&options);
//! assert_eq!(pos.perft(1), 6); // the six faces
//! assert_eq!(pos.perft(2), 39); // P16 N6 B4 R4 Q4 K5
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Towers, splits and freed prisoners
//!
//! ```
//! use skazka_core::{Color, Geometry, Position};
//! use skazka_volkhv::{Options, Volkhv};
//!
//! // A white rook stands on a black queen on e4 (written bottom to top).
//! let pos = Volkhv::from_fen("3k4/8/8/8/4(qR)3/8/8/4K3 w - - - 0 1", &Options::default())?;
//! assert!(pos.parse_move("e4a4").is_ok()); // the whole tower moves
//! assert!(pos.parse_move("e4(1)a4").is_err()); // the freed queen would check e1: illegal
//! let mut next = pos.clone();
//! next.play_text("e4(1)e2")?; // still blocking: legal, and the queen is free at once
//! assert_eq!(next.owner(Geometry::CHESS.parse_square("e4")?), Some(Color::Black));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Profiles, options and draws
//!
//! [`Options::set`] takes the keys of the rules file (`profile=federation`, `dice=true`,
//! `talleyrand=true`, `own_capture=false`, …; see [`Options`] for the full table, or
//! [`RuleOptions::keys`](skazka_core::RuleOptions::keys)), and options read from and write to
//! one line of text. Repetition and the 50-move rule are options too, which
//! [`Game::new`](skazka_core::Game::new) applies through
//! [`Rules::draw_rules`](skazka_core::Rules::draw_rules):
//!
//! ```
//! use skazka_core::{Game, Rules};
//! use skazka_volkhv::{Options, Volkhv};
//!
//! let options: Options = "profile=federation repetition_draw=auto".parse()?;
//! assert_eq!(options.to_string(), "profile=federation repetition_draw=auto");
//! let mut game = Game::new(Volkhv::new(&options));
//! game.play_text("e2e4")?;
//! // The King's pawn carries its promotion kind, the Helgi, and its has-moved flag.
//! assert!(game.position().to_string().contains("/4P=H^3/"));
//! assert_eq!(game.outcome(), None);
//! assert_eq!(Volkhv::NAME, "volkhv");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Moves and their text
//!
//! A [`Move`] writes its canonical text with `Display` and reads it back without a position
//! (`FromStr`): `e2e4` moves the whole tower, `e2(2)e4` its top two checkers, `e7e8=Q`
//! promotes, `[N]` is a roll, `--` a pass and `d1=Q` a declaration. What a move does besides
//! (castling, en passant, a double step) follows from the position it is played in
//! ([`Volkhv::special`]).
//!
//! ```
//! use skazka_core::Position;
//! use skazka_volkhv::{Move, Volkhv};
//!
//! let pos: Volkhv = "3k4/8/8/8/4(qR)3/8/8/4K3 w - - - 0 1".parse()?;
//! let m = pos.parse_move("e4(1)-e2")?;
//! assert_eq!(m.to_string(), "e4(1)e2");
//! assert_eq!("e4(1)e2".parse::<Move>()?, m);
//! assert_eq!(format!("{m:?}"), "Move(e4(1)e2)");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Short algebraic notation
//!
//! [`Volkhv`] implements [`San`](skazka_core::san::San), so
//! [`write_san`](skazka_core::san::write_san) and [`parse_san`](skazka_core::san::parse_san)
//! write and read moves the way players do: the top checker's letter (none for a pawn), `x`
//! onto an enemy-topped stack, the target, `(k)` when only the top `k` checkers move, `=Q`,
//! `O-O`, and `+`/`#`. Climbing an own stack has no `x`; a pawn leaving its file always names
//! it. Rolls, passes and declarations keep their move text (`[N]`, `--`, `d1=Q`).
//!
//! ```
//! use skazka_core::Position;
//! use skazka_core::san::{parse_san, write_san};
//! use skazka_volkhv::Volkhv;
//!
//! let pos: Volkhv = "3k4/8/8/8/4(qR)3/8/8/4K3 w - - - 0 1".parse()?;
//! let m = pos.parse_move("e4(1)e2")?;
//! assert_eq!(write_san(&pos, m), "Re2(1)"); // the top rook alone; the queen is freed
//! assert_eq!(parse_san(&pos, "Re2(1)"), Ok(m));
//! assert_eq!(parse_san(&pos, "e4(1)-e2"), Ok(m)); // move text reads too
//! let start = Volkhv::default();
//! assert_eq!(write_san(&start, start.parse_move("b1d2")?), "Nd2"); // climbs its own pawn
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! With the `serde` feature a position is written as its FEN and its options
//! (`{"fen": "…", "options": "dice=true"}`) and read back under those options; options and
//! moves are written as their text.
//!
//! The FEN and move text are described in the [`fen`] module and in [`docs::notation`]; the
//! rules in the project's words in [`docs::rules`]; perft counts in [`docs::perft`].
//!
//! # Stack representation
//!
//! A fixed pool of at most 32 checkers with stable slot ids; each square stores its top id and
//! height, each checker the id of the checker below it. Moving `k` checkers relinks three slots
//! after walking `k − 1` links, so the order inside the moving part and inside the rest never
//! changes. Bitboards of occupied squares, owners (top colours) and top kinds are kept beside,
//! and so is the Zobrist hash of the stacks: a move changes the keys of the checkers it moves
//! (each checker's key depends on its square, its depth in the stack and its flags) and of the
//! checker it promotes, so the hash costs `k` key updates per move instead of a walk over the
//! board ([`Volkhv::zobrist_from_scratch`] is the reference it is tested against).
//! Bounds: the 8×8 board, 32 checkers, heights up to 32.
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

/// The examples of the crate's README, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

mod attacks;
mod board;
pub mod docs;
pub mod fen;
mod movegen;
mod moves;
mod options;
mod piece;
mod position;
mod san;
mod setup;

pub use board::{MAX_CHECKERS, StackList};
pub use fen::FenError;
pub use moves::{Move, MoveText, Special, TowerMove};
pub use options::{
    BorrowedPawn, DieFace, EpCapture, OptionError, Options, PawnClimb, Profile, ReleasedEnemyPromo,
    TalleyrandSet,
};
pub use piece::{Checker, Face, PieceKind};
pub use position::{MoveList, Volkhv};
pub use setup::{CastlingRights, DieState, PositionError, Setup};
