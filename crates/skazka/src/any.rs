//! A position of any game.

use core::fmt;

use skazka_core::{Color, Outcome, ParseMoveError, Position};

use crate::Variant;

/// Why a position could not be set up from a FEN and options.
#[derive(Debug)]
#[non_exhaustive]
pub enum SetupError {
    /// An option key the game does not have, or a value it does not accept.
    Option {
        /// The key as given.
        key: String,
        /// What is wrong.
        message: String,
    },
    /// The FEN is malformed or describes an illegal position.
    Fen(Box<dyn std::error::Error + Send + Sync>),
    /// The game was left out of this build (its cargo feature is off).
    NotCompiled(Variant),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Option { key, message } => write!(f, "option `{key}`: {message}"),
            SetupError::Fen(e) => write!(f, "bad fen: {e}"),
            SetupError::NotCompiled(v) => write!(
                f,
                "variant {v} is not compiled in (enable its cargo feature)"
            ),
        }
    }
}

impl std::error::Error for SetupError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SetupError::Fen(e) => Some(&**e),
            _ => None,
        }
    }
}

/// Generic code to run on whichever game an [`AnyPosition`] holds.
///
/// The position is [`Playable`](crate::engine::Playable): besides [`Position`] it has the
/// engine's evaluation, its game's draw rules and a board for people. A visitor that needs
/// only [`Position`] may declare just that bound.
pub trait PositionVisitor {
    /// What the visit returns.
    type Output;
    /// Called with the concrete position.
    fn visit<P: Position + crate::engine::Playable>(self, position: P) -> Self::Output;
}

/// A position of any game of the library.
///
/// Positions are stored inline, not boxed: they are copy-make values that search clones at every
/// node, so the enum is as large as its largest game.
#[derive(Clone, Debug)]
#[non_exhaustive]
#[allow(clippy::large_enum_variant)]
pub enum AnyPosition {
    /// Orthodox chess.
    #[cfg(feature = "chess")]
    Chess(skazka_chess::Chess),
    /// Stone chess.
    #[cfg(feature = "stone")]
    Stone(skazka_stone::Stone),
    /// Synthesis chess.
    #[cfg(feature = "synthesis")]
    Synthesis(skazka_synthesis::Synthesis),
    /// Xianling.
    #[cfg(feature = "xianling")]
    Xianling(skazka_xianling::Xianling),
    /// Volkhv tower chess.
    #[cfg(feature = "volkhv")]
    Volkhv(skazka_volkhv::Volkhv),
}

macro_rules! dispatch {
    ($self:expr, $p:ident => $body:expr) => {
        match $self {
            #[cfg(feature = "chess")]
            AnyPosition::Chess($p) => $body,
            #[cfg(feature = "stone")]
            AnyPosition::Stone($p) => $body,
            #[cfg(feature = "synthesis")]
            AnyPosition::Synthesis($p) => $body,
            #[cfg(feature = "xianling")]
            AnyPosition::Xianling($p) => $body,
            #[cfg(feature = "volkhv")]
            AnyPosition::Volkhv($p) => $body,
        }
    };
}

#[allow(unused_macros)] // unused when only chess is compiled in
/// Builds a position of a game crate that follows the common shape: `Options` with
/// `set(key, value)`, `new(&Options)` and `from_fen(&str, &Options)`.
macro_rules! setup_game {
    ($krate:ident, $ty:ident, $variant:ident, $fen:expr, $options:expr) => {{
        let mut opts = $krate::Options::default();
        for &(key, value) in $options {
            opts.set(key, value).map_err(|e| SetupError::Option {
                key: key.to_owned(),
                message: e.to_string(),
            })?;
        }
        let pos = match $fen {
            Some(f) => $krate::$ty::from_fen(f, &opts).map_err(|e| SetupError::Fen(Box::new(e)))?,
            None => $krate::$ty::new(&opts),
        };
        Ok(AnyPosition::$variant(pos))
    }};
}

impl Variant {
    /// The start position, or the position of `fen`, with the given `key=value` options (see
    /// each game's `Options::set` for the keys).
    ///
    /// # Errors
    /// [`SetupError`] for an unknown option or value, a bad FEN, or a game left out of the build.
    pub fn position(
        self,
        fen: Option<&str>,
        options: &[(&str, &str)],
    ) -> Result<AnyPosition, SetupError> {
        match self {
            #[cfg(feature = "chess")]
            Variant::Chess => {
                if let Some(&(key, _)) = options.first() {
                    return Err(SetupError::Option {
                        key: key.to_owned(),
                        message: "chess has no options".to_owned(),
                    });
                }
                let pos = match fen {
                    Some(f) => skazka_chess::Chess::from_fen(f)
                        .map_err(|e| SetupError::Fen(Box::new(e)))?,
                    None => skazka_chess::Chess::new(),
                };
                Ok(AnyPosition::Chess(pos))
            }
            #[cfg(feature = "stone")]
            Variant::Stone => setup_game!(skazka_stone, Stone, Stone, fen, options),
            #[cfg(feature = "synthesis")]
            Variant::Synthesis => setup_game!(skazka_synthesis, Synthesis, Synthesis, fen, options),
            #[cfg(feature = "xianling")]
            Variant::Xianling => setup_game!(skazka_xianling, Xianling, Xianling, fen, options),
            #[cfg(feature = "volkhv")]
            Variant::Volkhv => setup_game!(skazka_volkhv, Volkhv, Volkhv, fen, options),
            #[allow(unreachable_patterns)]
            other => Err(SetupError::NotCompiled(other)),
        }
    }
}

impl AnyPosition {
    /// Which game this is.
    #[must_use]
    pub fn variant(&self) -> Variant {
        match self {
            #[cfg(feature = "chess")]
            AnyPosition::Chess(_) => Variant::Chess,
            #[cfg(feature = "stone")]
            AnyPosition::Stone(_) => Variant::Stone,
            #[cfg(feature = "synthesis")]
            AnyPosition::Synthesis(_) => Variant::Synthesis,
            #[cfg(feature = "xianling")]
            AnyPosition::Xianling(_) => Variant::Xianling,
            #[cfg(feature = "volkhv")]
            AnyPosition::Volkhv(_) => Variant::Volkhv,
        }
    }

    /// Runs `visitor` on the concrete position.
    pub fn visit<V: PositionVisitor>(self, visitor: V) -> V::Output {
        dispatch!(self, p => visitor.visit(p))
    }

    /// The side to move.
    #[must_use]
    pub fn turn(&self) -> Color {
        dispatch!(self, p => p.turn())
    }

    /// The legal moves in the game's move text.
    #[must_use]
    pub fn legal_moves_text(&self) -> Vec<String> {
        dispatch!(self, p => p.legal_move_list().as_ref().iter().map(|&m| p.display_move(m).to_string()).collect())
    }

    /// Plays a move given in the game's move text.
    ///
    /// # Errors
    /// [`ParseMoveError`] for a malformed or illegal move; the position is then unchanged.
    pub fn play_text(&mut self, text: &str) -> Result<(), ParseMoveError> {
        dispatch!(self, p => p.play_text(text).map(|_| ()))
    }

    /// Whether the side to move is in check.
    #[must_use]
    pub fn is_check(&self) -> bool {
        dispatch!(self, p => p.is_check())
    }

    /// The result, if the position ends the game.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        dispatch!(self, p => p.outcome())
    }

    /// The position in the game's FEN.
    #[must_use]
    pub fn fen(&self) -> String {
        dispatch!(self, p => p.to_string())
    }

    /// The board as text with coordinates and the game's extra state.
    #[must_use]
    pub fn diagram(&self) -> String {
        dispatch!(self, p => p.board_diagram())
    }

    /// The number of move paths of `depth` plies.
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        dispatch!(self, p => p.perft(depth))
    }
}
