//! A FEN's problem in the classes of Fairy-Stockfish's validator ([`FenProblem`]), for every
//! game.
//!
//! The classes given to the five games' FEN errors are listed on [`Variant::validate_fen`].

use std::error::Error;

use skazka_core::fen::FenProblem;

use crate::{SetupError, Variant};

/// The class of a game's FEN error (see the module docs).
fn problem_of(error: &(dyn Error + 'static)) -> FenProblem {
    #[cfg(feature = "chess")]
    if let Some(e) = error.downcast_ref::<skazka_chess::FenError>() {
        return chess(e);
    }
    #[cfg(feature = "stone")]
    if let Some(e) = error.downcast_ref::<skazka_stone::FenError>() {
        return stone(e);
    }
    #[cfg(feature = "synthesis")]
    if let Some(e) = error.downcast_ref::<skazka_synthesis::FenError>() {
        return synthesis(e);
    }
    #[cfg(feature = "xianling")]
    if let Some(e) = error.downcast_ref::<skazka_xianling::FenError>() {
        return xianling(e);
    }
    #[cfg(feature = "volkhv")]
    if let Some(e) = error.downcast_ref::<skazka_volkhv::FenError>() {
        return volkhv(e);
    }
    #[cfg(feature = "fairy")]
    if let Some(e) = error.downcast_ref::<skazka_fairy::FairyFenError>() {
        return fairy(e);
    }
    FenProblem::Character
}

#[cfg(feature = "chess")]
fn chess(e: &skazka_chess::FenError) -> FenProblem {
    use skazka_chess::{FenError, ParseFenError, PositionError};
    match e {
        FenError::Parse(p) => match p {
            ParseFenError::Board(b) => b.into(),
            ParseFenError::MissingField | ParseFenError::ExtraField => FenProblem::FieldCount,
            ParseFenError::Turn => FenProblem::SideToMove,
            ParseFenError::Castling => FenProblem::CastlingInfo,
            ParseFenError::EnPassant => FenProblem::EnPassantSquare,
            ParseFenError::HalfmoveClock => FenProblem::HalfMoveCounter,
            ParseFenError::FullmoveNumber => FenProblem::MoveCounter,
            _ => FenProblem::Character,
        },
        FenError::Position(p) => match p {
            PositionError::MissingKing(_) | PositionError::TooManyKings(_) => {
                FenProblem::NumberOfKings
            }
            PositionError::OppositeCheck => FenProblem::TouchingKings,
            PositionError::InvalidCastlingRights => FenProblem::CastlingInfo,
            PositionError::InvalidEnPassant => FenProblem::EnPassantSquare,
            _ => FenProblem::BoardGeometry,
        },
        _ => FenProblem::Character,
    }
}

#[cfg(feature = "stone")]
fn stone(e: &skazka_stone::FenError) -> FenProblem {
    use skazka_stone::{FenError, PositionError};
    match e {
        FenError::Empty => FenProblem::Empty,
        FenError::Board(b) => b.into(),
        FenError::Reserves => FenProblem::PocketInfo,
        FenError::Turn => FenProblem::SideToMove,
        FenError::Castling => FenProblem::CastlingInfo,
        FenError::EnPassant => FenProblem::EnPassantSquare,
        FenError::HalfmoveClock => FenProblem::HalfMoveCounter,
        FenError::FullmoveNumber => FenProblem::MoveCounter,
        FenError::TooManyFields => FenProblem::FieldCount,
        FenError::Position(p) => match p {
            PositionError::Kings(_) => FenProblem::NumberOfKings,
            PositionError::OppositeCheck => FenProblem::TouchingKings,
            PositionError::CastlingRights => FenProblem::CastlingInfo,
            PositionError::EnPassant | PositionError::AmbiguousEnPassant => {
                FenProblem::EnPassantSquare
            }
            _ => FenProblem::BoardGeometry,
        },
        _ => FenProblem::Character,
    }
}

#[cfg(feature = "synthesis")]
fn synthesis(e: &skazka_synthesis::FenError) -> FenProblem {
    use skazka_synthesis::{FenError, PositionError};
    match e {
        FenError::FieldCount(_) => FenProblem::FieldCount,
        FenError::Board(b) => b.into(),
        FenError::Turn => FenProblem::SideToMove,
        FenError::Castling => FenProblem::CastlingInfo,
        FenError::EnPassant => FenProblem::EnPassantSquare,
        FenError::Halfmove => FenProblem::HalfMoveCounter,
        FenError::Fullmove => FenProblem::MoveCounter,
        FenError::Position(p) => match p {
            PositionError::KingCount(_) => FenProblem::NumberOfKings,
            PositionError::CastlingRights => FenProblem::CastlingInfo,
            PositionError::EnPassant => FenProblem::EnPassantSquare,
            PositionError::Fullmove => FenProblem::MoveCounter,
            PositionError::PawnOnBackRank(_) => FenProblem::BoardGeometry,
            _ => FenProblem::Character,
        },
        _ => FenProblem::Character,
    }
}

#[cfg(feature = "xianling")]
fn xianling(e: &skazka_xianling::FenError) -> FenProblem {
    use skazka_xianling::{FenError, PositionError};
    match e {
        FenError::Board(b) => b.into(),
        FenError::MissingField(_) | FenError::TrailingText => FenProblem::FieldCount,
        FenError::Turn => FenProblem::SideToMove,
        FenError::Castling => FenProblem::CastlingInfo,
        FenError::EnPassant => FenProblem::EnPassantSquare,
        FenError::HalfmoveClock => FenProblem::HalfMoveCounter,
        FenError::FullmoveNumber => FenProblem::MoveCounter,
        FenError::Position(p) => match p {
            PositionError::KingCount(_) => FenProblem::NumberOfKings,
            PositionError::Castling(..) => FenProblem::CastlingInfo,
            PositionError::OppositeCheck => FenProblem::TouchingKings,
            _ => FenProblem::BoardGeometry,
        },
        _ => FenProblem::Character,
    }
}

#[cfg(feature = "volkhv")]
fn volkhv(e: &skazka_volkhv::FenError) -> FenProblem {
    use skazka_volkhv::{FenError, PositionError};
    match e {
        FenError::FieldCount => FenProblem::FieldCount,
        FenError::Board(b) => b.into(),
        FenError::TooManyCheckers => FenProblem::BoardGeometry,
        FenError::Turn => FenProblem::SideToMove,
        FenError::Castling => FenProblem::CastlingInfo,
        FenError::EnPassant => FenProblem::EnPassantSquare,
        FenError::Halfmove => FenProblem::HalfMoveCounter,
        FenError::Fullmove => FenProblem::MoveCounter,
        FenError::Position(p) => match p {
            PositionError::KingCount(_) => FenProblem::NumberOfKings,
            PositionError::Castling => FenProblem::CastlingInfo,
            PositionError::EnPassant => FenProblem::EnPassantSquare,
            PositionError::OpponentInCheck => FenProblem::TouchingKings,
            PositionError::Counter => FenProblem::MoveCounter,
            PositionError::TooManyCheckers
            | PositionError::BoardSize
            | PositionError::BuriedKing => FenProblem::BoardGeometry,
            _ => FenProblem::Character,
        },
        _ => FenProblem::Character,
    }
}

/// A data-defined variant's reader, for a FEN the validator passes but the reader refuses.
#[cfg(feature = "fairy")]
fn fairy(e: &skazka_fairy::FairyFenError) -> FenProblem {
    use skazka_fairy::FairyFenError;
    match e {
        FairyFenError::Board(_) => FenProblem::BoardGeometry,
        FairyFenError::Turn => FenProblem::SideToMove,
        FairyFenError::Hand(_) => FenProblem::PocketInfo,
        FairyFenError::Castling(_) => FenProblem::CastlingInfo,
        FairyFenError::EnPassant(_) => FenProblem::EnPassantSquare,
        _ => FenProblem::HalfMoveCounter,
    }
}

impl Variant {
    /// What is wrong with `fen` for this variant under `options` (`key=value` words), in the
    /// classes of Fairy-Stockfish's validator: `Ok(Ok(()))` for a FEN without a problem,
    /// `Ok(Err(problem))` for one with a problem.
    ///
    /// A variant defined as data answers exactly as Fairy-Stockfish's validator (pyffish's
    /// `validate_fen`, ffish.js's `validateFen`), which looks at the text's shape: it may pass
    /// a FEN the variant's reader refuses, and the reverse. `chess960` leaves out the check of
    /// castling pieces against the start position there. The five games written in Rust
    /// answer `Ok` exactly when their reader sets the FEN up, and otherwise give the reader's
    /// refusal the closest class; they ignore `chess960`:
    ///
    /// | the game's reader refuses | class |
    /// |---|---|
    /// | an empty text | [`FenProblem::Empty`] |
    /// | a board of the wrong number of ranks or files | [`FenProblem::BoardGeometry`] |
    /// | an unknown piece token, a bad run of empty squares, a text too long | [`FenProblem::Character`] |
    /// | a field missing, or fields too many | [`FenProblem::FieldCount`] |
    /// | the side to move | [`FenProblem::SideToMove`] |
    /// | the castling field, or a right without its king and rook at home | [`FenProblem::CastlingInfo`] |
    /// | the en-passant field, or a square no double step passed | [`FenProblem::EnPassantSquare`] |
    /// | the half-move clock | [`FenProblem::HalfMoveCounter`] |
    /// | the move number, or a counter out of range | [`FenProblem::MoveCounter`] |
    /// | a side without a king or with several | [`FenProblem::NumberOfKings`] |
    /// | the side not to move in check (its king could be taken) | [`FenProblem::TouchingKings`] |
    /// | Stone's reserves | [`FenProblem::PocketInfo`] |
    /// | pieces that cannot stand where they are (a pawn on its last rank, too many pieces, a buried or missing king in Volkhv's towers, a kind the edition lacks) | [`FenProblem::BoardGeometry`] |
    /// | a field of the game's own (Synthesis's side states, Volkhv's die and declaration) | [`FenProblem::Character`] |
    ///
    /// ```
    /// use skazka::Variant;
    /// use skazka::core::fen::FenProblem;
    ///
    /// let touching = "8/8/8/8/8/8/8/4Kk2 w - - 0 1";
    /// assert_eq!(Variant::Chess.validate_fen(touching, "", false)?, Err(FenProblem::TouchingKings));
    /// # #[cfg(feature = "fairy")] {
    /// let chess = Variant::fairy("chess").expect("in the catalogue");
    /// assert_eq!(chess.validate_fen(touching, "", false)?, Err(FenProblem::TouchingKings));
    /// # }
    /// assert_eq!(Variant::Xianling.validate_fen("", "", false)?, Err(FenProblem::Empty));
    /// # Ok::<(), skazka::SetupError>(())
    /// ```
    ///
    /// # Errors
    /// [`SetupError`] for options the game refuses or a game left out of the build: the FEN
    /// was not looked at.
    pub fn validate_fen(
        self,
        fen: &str,
        options: &str,
        chess960: bool,
    ) -> Result<Result<(), FenProblem>, SetupError> {
        // The options first: a FEN is only judged under options the game accepts.
        self.setup(None, options)?;
        #[cfg(feature = "fairy")]
        if let Variant::Fairy(name) = self {
            if let Some(v) = skazka_fairy::variant_by_name(name.as_str()) {
                return Ok(v.validate_fen(fen, chess960));
            }
        }
        let _ = chess960;
        if fen.is_empty() {
            return Ok(Err(FenProblem::Empty));
        }
        match self.setup(Some(fen), options) {
            Ok(_) => Ok(Ok(())),
            Err(SetupError::Fen { error, .. }) => Ok(Err(problem_of(error.as_ref()))),
            Err(other) => Err(other),
        }
    }
}

#[cfg(test)]
mod tests {
    use skazka_core::fen::FenProblem;

    use crate::Variant;

    #[cfg_attr(not(any(feature = "chess", feature = "xianling")), allow(dead_code))]
    fn check(variant: Variant, fen: &str) -> Result<(), FenProblem> {
        variant
            .validate_fen(fen, "", false)
            .expect("default options")
    }

    #[cfg(feature = "chess")]
    #[test]
    fn chess_maps_its_reader_to_fairy_stockfish_classes() {
        let c = Variant::Chess;
        assert_eq!(check(c, ""), Err(FenProblem::Empty));
        assert_eq!(check(c, skazka_chess::START_FEN), Ok(()));
        assert_eq!(
            check(c, "8/8/8/8/8/8/8 w - - 0 1"),
            Err(FenProblem::BoardGeometry)
        );
        assert_eq!(
            check(c, "4k3/8/8/8/8/8/8/4KK2 w - - 0 1"),
            Err(FenProblem::NumberOfKings)
        );
        assert_eq!(
            check(c, "4k3/8/8/8/8/8/8/4K3 x - - 0 1"),
            Err(FenProblem::SideToMove)
        );
        assert_eq!(
            check(c, "4k3/8/8/8/8/8/8/4K3 w KQ - 0 1"),
            Err(FenProblem::CastlingInfo)
        );
        assert_eq!(
            check(c, "4k3/8/8/8/8/8/8/4K3 w - - x 1"),
            Err(FenProblem::HalfMoveCounter)
        );
        assert_eq!(
            check(c, "4k3/4r3/8/8/8/8/8/4K3 b - - 0 1"),
            Err(FenProblem::TouchingKings)
        );
        assert_eq!(
            check(c, "4k3/8/8/8/8/8/8/4X3 w - - 0 1"),
            Err(FenProblem::Character)
        );
    }

    #[cfg(feature = "xianling")]
    #[test]
    fn xianling_maps_its_reader_too() {
        let x = Variant::Xianling;
        let start = x.setup(None, "").expect("start").fen();
        assert_eq!(check(x, &start), Ok(()));
        let turn = start.replacen(" w ", " x ", 1);
        assert_eq!(check(x, &turn), Err(FenProblem::SideToMove));
    }

    #[test]
    fn bad_options_are_an_error_not_a_problem() {
        assert!(
            Variant::Volkhv
                .validate_fen("", "nosuchkey=1", false)
                .is_err()
        );
    }
}
