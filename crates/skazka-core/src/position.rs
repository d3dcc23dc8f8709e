//! The trait every game's position implements.

use core::fmt;
use core::hash::Hash;

use crate::{Color, MoveBuffer, Outcome};

/// Why a move text could not be turned into a move.
///
/// A text that is not a move at all (a typo) and a well-formed move that is not legal here get
/// different kinds, so a user interface can say which.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseMoveError {
    /// The text does not follow the game's move syntax.
    Malformed {
        /// Byte offset where reading failed.
        offset: usize,
        /// What was expected there.
        expected: &'static str,
    },
    /// The text is a well-formed move, but no legal move of this position matches it (a move
    /// of the side not to move, a piece that cannot go there, a game that is over).
    Illegal,
    /// The text names a legal move except that it leaves out the piece a pawn must promote
    /// to (`e7e8` where `e7e8q` is meant).
    MissingPromotion,
}

impl ParseMoveError {
    /// A syntax error at byte `offset`.
    #[must_use]
    pub const fn malformed(offset: usize, expected: &'static str) -> ParseMoveError {
        ParseMoveError::Malformed { offset, expected }
    }
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::Malformed { offset, expected } => {
                write!(
                    f,
                    "malformed move text at byte {offset}: expected {expected}"
                )
            }
            ParseMoveError::Illegal => f.write_str("illegal move in this position"),
            ParseMoveError::MissingPromotion => {
                f.write_str("the move needs a promotion piece (as in e7e8q)")
            }
        }
    }
}

impl std::error::Error for ParseMoveError {}

/// A move that is not legal in the position it was played in. The position is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalMoveError;

impl fmt::Display for IllegalMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("illegal move in this position")
    }
}

impl std::error::Error for IllegalMoveError {}

/// A position of some game: what every game crate implements and every tool (perft, search,
/// user interfaces) is written against.
///
/// Each game provides a handful of facts and operations; the rest is derived. Positions are
/// copy-make: to look ahead, clone and play; there is no undo.
///
/// Chance, passes, placements, mutations and tower splits are all plain [`Position::Move`]s, so
/// the provided methods need no special cases.
pub trait Position: Clone + fmt::Debug {
    /// A move of this game. Small and `Copy`; `Display` writes its move text, which needs no
    /// position.
    type Move: Copy + Eq + Hash + fmt::Debug + fmt::Display;
    /// The buffer [`Position::legal_moves`] fills.
    type MoveList: MoveBuffer<Self::Move>;

    /// The side to move.
    fn turn(&self) -> Color;

    /// Clears `moves` and fills it with every legal move. Empty exactly when the game is over
    /// by the position alone ([`Position::outcome`] is `Some`).
    fn legal_moves(&self, moves: &mut Self::MoveList);

    /// Plays `m`, which must be one of [`Position::legal_moves`].
    ///
    /// An illegal `m` may leave a position that breaks the game's invariants or panic, but
    /// never causes undefined behaviour. See [`Position::play`] for the checked form.
    fn play_unchecked(&mut self, m: Self::Move);

    /// Whether the side to move is in check (by the game's own definition).
    fn is_check(&self) -> bool;

    /// The result if the position alone ends the game (checkmate, stalemate, a captured king…).
    /// History rules (repetition, move limits, chases) belong to [`Game`](crate::Game).
    fn outcome(&self) -> Option<Outcome>;

    /// The Zobrist hash of everything that decides the future of the game except the move
    /// counters. Equal positions have equal hashes; it is updated incrementally where that pays.
    fn zobrist(&self) -> u64;

    /// Reads a move in the game's move text and finds it among the legal moves.
    ///
    /// # Errors
    /// [`ParseMoveError::Malformed`] for text that is not a move (a square off the board
    /// included), [`ParseMoveError::Illegal`] for a well-formed move that is not legal here,
    /// [`ParseMoveError::MissingPromotion`] for a legal move written without its promotion
    /// piece.
    fn parse_move(&self, text: &str) -> Result<Self::Move, ParseMoveError>;

    /// Writes `m` in the game's canonical move text: the move's own `Display`.
    ///
    /// # Errors
    /// Only errors of the formatter.
    fn write_move(&self, m: Self::Move, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&m, f)
    }

    /// The number of plies since the last irreversible move (capture, pawn move…), for
    /// move-limit draws; `None` if the game has no such counter.
    fn halfmove_clock(&self) -> Option<u32> {
        None
    }

    /// Whether `other` is a repetition of `self`: same pieces, side to move and rights. The
    /// default compares Zobrist hashes; games override it with an exact comparison.
    fn is_repetition_of(&self, other: &Self) -> bool {
        self.zobrist() == other.zobrist()
    }

    /// Whether this is a chance node: the side to move does not choose, and each of the legal
    /// moves (die faces, say) happens with equal probability. Search averages over the moves
    /// of a chance node instead of maximising; perft counts them like any other move.
    fn is_chance(&self) -> bool {
        false
    }

    /// A display adapter for `m` in move text.
    fn display_move(&self, m: Self::Move) -> MoveDisplay<'_, Self> {
        MoveDisplay { position: self, m }
    }

    /// The legal moves in a new buffer.
    fn legal_move_list(&self) -> Self::MoveList {
        let mut moves = Self::MoveList::default();
        self.legal_moves(&mut moves);
        moves
    }

    /// How many legal moves there are. Games may count without listing the moves (a piece's
    /// destinations as one bitboard, say); [`Position::perft`] uses this at its last ply.
    fn legal_move_count(&self) -> usize {
        self.legal_move_list().as_ref().len()
    }

    /// Whether `m` is legal here.
    fn is_legal(&self, m: Self::Move) -> bool {
        self.legal_move_list().as_ref().contains(&m)
    }

    /// Plays `m` if it is legal.
    ///
    /// # Errors
    /// [`IllegalMoveError`] if `m` is not legal; the position is then unchanged.
    fn play(&mut self, m: Self::Move) -> Result<(), IllegalMoveError> {
        if self.is_legal(m) {
            self.play_unchecked(m);
            Ok(())
        } else {
            Err(IllegalMoveError)
        }
    }

    /// Reads a move in move text and plays it, returning it.
    ///
    /// # Errors
    /// As [`Position::parse_move`]; the position is then unchanged.
    fn play_text(&mut self, text: &str) -> Result<Self::Move, ParseMoveError> {
        let m = self.parse_move(text)?;
        self.play_unchecked(m);
        Ok(m)
    }

    /// Number of move sequences of exactly `depth` plies (the leaves of the game tree).
    /// A finished game has no children. Counts the last ply in bulk.
    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if depth == 1 {
            return self.legal_move_count() as u64;
        }
        self.legal_move_list()
            .as_ref()
            .iter()
            .map(|&m| {
                let mut child = self.clone();
                child.play_unchecked(m);
                child.perft(depth - 1)
            })
            .sum()
    }

    /// [`Position::perft`] split by root move, in move-generation order.
    fn divide(&self, depth: u32) -> Vec<(Self::Move, u64)> {
        if depth == 0 {
            return Vec::new();
        }
        self.legal_move_list()
            .as_ref()
            .iter()
            .map(|&m| {
                let mut child = self.clone();
                child.play_unchecked(m);
                (m, child.perft(depth - 1))
            })
            .collect()
    }
}

/// A move written in its position's move text; made by [`Position::display_move`].
pub struct MoveDisplay<'a, P: Position> {
    position: &'a P,
    m: P::Move,
}

impl<P: Position> fmt::Display for MoveDisplay<'_, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.position.write_move(self.m, f)
    }
}

impl<P: Position> fmt::Debug for MoveDisplay<'_, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.position.write_move(self.m, f)
    }
}
