//! A position and a move of any game, chosen at run time.

// A build with the data-defined variants only leaves the helpers of the games written in Rust
// unused.
#![cfg_attr(
    not(any(
        feature = "chess",
        feature = "stone",
        feature = "synthesis",
        feature = "xianling",
        feature = "volkhv"
    )),
    allow(dead_code)
)]

use core::fmt;

use skazka_core::{
    Color, IllegalMoveError, OptionError, OptionKey, Outcome, ParseMoveError, Position,
    RuleOptions, Rules,
};

use skazka_core::san::{self, SanError};
use skazka_pgn::{GameRecord, PgnError, RawGame};

use crate::Variant;
use crate::engine::Playable;
#[cfg(feature = "fairy")]
use crate::{FairyName, data::game::FairyGame};

/// Why a position could not be set up from a FEN and options.
#[derive(Debug)]
#[non_exhaustive]
pub enum SetupError {
    /// An option key the game does not have, or a value it does not accept.
    Option(OptionError),
    /// The FEN is malformed, describes an impossible position, or contradicts the options.
    Fen {
        /// The game.
        variant: Variant,
        /// What is wrong.
        error: Box<dyn std::error::Error + Send + Sync>,
    },
    /// The game was left out of this build (its cargo feature is off).
    NotCompiled(Variant),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Option(e) => write!(f, "{e}"),
            SetupError::Fen { variant, error } => write!(f, "invalid {variant} fen: {error}"),
            SetupError::NotCompiled(v) => write!(
                f,
                "variant {v} is not compiled in (enable its cargo feature)"
            ),
        }
    }
}

impl std::error::Error for SetupError {}

impl From<OptionError> for SetupError {
    fn from(e: OptionError) -> SetupError {
        SetupError::Option(e)
    }
}

/// Builds a position of game `R`, the game of `variant`, from an optional FEN and options set
/// one by one.
fn setup<R: Rules>(
    variant: Variant,
    fen: Option<&str>,
    options: R::Options,
) -> Result<R, SetupError> {
    match fen {
        Some(f) => R::from_fen(f, &options).map_err(|e| SetupError::Fen {
            variant,
            error: Box::new(e),
        }),
        None => Ok(R::new(&options)),
    }
}

fn options_from_pairs<O: RuleOptions>(pairs: &[(&str, &str)]) -> Result<O, OptionError> {
    let mut options = O::default();
    for &(key, value) in pairs {
        options.set(key, value)?;
    }
    Ok(options)
}

fn variant_of<R: Rules>(position: &R) -> Variant {
    position
        .name()
        .parse()
        .expect("every game of the library is a variant")
}

/// Generic code to run on whichever game an [`AnyPosition`] holds.
///
/// The position is [`Playable`]: a [`Rules`] game with the engine's evaluation and a board
/// for people. A visitor that needs less may still use only those bounds it wants.
///
/// # Example
/// ```
/// use skazka::core::{Position, Rules};
/// use skazka::engine::Playable;
/// use skazka::{PositionVisitor, Variant};
///
/// struct Name;
/// impl PositionVisitor for Name {
///     type Output = (String, usize);
///     fn visit<P: Playable>(self, position: &P) -> Self::Output {
///         (position.name().to_owned(), position.legal_move_count())
///     }
/// }
///
/// let pos = Variant::Xianling.position(None, &[])?;
/// assert_eq!(pos.visit(Name), ("xianling".to_owned(), pos.legal_moves().len()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait PositionVisitor {
    /// What the visit returns.
    type Output;
    /// Called with the concrete position.
    fn visit<P: Playable>(self, position: &P) -> Self::Output;
}

/// A position of any game of the library.
///
/// Positions are stored inline, not boxed: they are copy-make values that search clones at
/// every node, so the enum is as large as its largest game.
///
/// With the `serde` feature a position is written as its variant, FEN and options:
/// `{"variant": "stone", "fen": "…", "options": "edition=2012-07"}`.
#[derive(Clone, Debug, PartialEq)]
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
    /// A variant defined as data; the position knows its variant
    /// ([`FairyPosition::variant`](skazka_fairy::FairyPosition::variant)).
    #[cfg(feature = "fairy")]
    Fairy(skazka_fairy::FairyPosition),
}

/// A move of any game of the library; `Display` writes its move text.
///
/// With the `serde` feature a move is written with its variant:
/// `{"variant": "chess", "move": "e2e4"}`. A move of a data-defined variant is not: its
/// squares are read on its variant's board, so it is read back from its text by
/// [`AnyPosition::parse_move`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(tag = "variant", content = "move", rename_all = "lowercase")
)]
pub enum AnyMove {
    /// Orthodox chess.
    #[cfg(feature = "chess")]
    Chess(skazka_chess::Move),
    /// Stone chess.
    #[cfg(feature = "stone")]
    Stone(skazka_stone::Move),
    /// Synthesis chess.
    #[cfg(feature = "synthesis")]
    Synthesis(skazka_synthesis::Move),
    /// Xianling.
    #[cfg(feature = "xianling")]
    Xianling(skazka_xianling::Move),
    /// Volkhv tower chess.
    #[cfg(feature = "volkhv")]
    Volkhv(skazka_volkhv::Move),
    /// A variant defined as data: the variant's name and the move.
    #[cfg(feature = "fairy")]
    #[cfg_attr(feature = "serde", serde(skip))]
    Fairy(FairyName, skazka_fairy::FairyMove),
}

/// Matches every game's arm of an [`AnyPosition`] and runs the same generic body on the
/// concrete position; a data-defined variant's position runs the same body, or the one given
/// after `fairy` (which takes a [`FairyPosition`](skazka_fairy::FairyPosition)).
macro_rules! dispatch {
    ($enum:ident, $self:expr, $p:ident => $body:expr) => {
        dispatch!($enum, $self, $p => $body, fairy $p => $body)
    };
    ($enum:ident, $self:expr, $p:ident => $body:expr, fairy $f:ident => $fairy:expr) => {
        match $self {
            #[cfg(feature = "chess")]
            $enum::Chess($p) => $body,
            #[cfg(feature = "stone")]
            $enum::Stone($p) => $body,
            #[cfg(feature = "synthesis")]
            $enum::Synthesis($p) => $body,
            #[cfg(feature = "xianling")]
            $enum::Xianling($p) => $body,
            #[cfg(feature = "volkhv")]
            $enum::Volkhv($p) => $body,
            #[cfg(feature = "fairy")]
            $enum::Fairy($f) => $fairy,
        }
    };
}

/// Runs `f::<R>(args)` for the game `R` of a variant, or says it is not compiled in.
macro_rules! with_rules {
    ($variant:expr, $f:ident ($($arg:expr),*)) => {
        match $variant {
            #[cfg(feature = "chess")]
            Variant::Chess => Ok($f::<skazka_chess::Chess>($($arg),*)),
            #[cfg(feature = "stone")]
            Variant::Stone => Ok($f::<skazka_stone::Stone>($($arg),*)),
            #[cfg(feature = "synthesis")]
            Variant::Synthesis => Ok($f::<skazka_synthesis::Synthesis>($($arg),*)),
            #[cfg(feature = "xianling")]
            Variant::Xianling => Ok($f::<skazka_xianling::Xianling>($($arg),*)),
            #[cfg(feature = "volkhv")]
            Variant::Volkhv => Ok($f::<skazka_volkhv::Volkhv>($($arg),*)),
            #[allow(unreachable_patterns)]
            other => Err(SetupError::NotCompiled(other)),
        }
    };
}

/// `From` a game's position and move into [`AnyPosition`] and [`AnyMove`].
macro_rules! conversions {
    ($($feature:literal $variant:ident $krate:ident $ty:ident;)*) => {
        $(
            #[cfg(feature = $feature)]
            impl From<$krate::$ty> for AnyPosition {
                fn from(position: $krate::$ty) -> AnyPosition {
                    AnyPosition::$variant(position)
                }
            }

            #[cfg(feature = $feature)]
            impl From<$krate::Move> for AnyMove {
                fn from(m: $krate::Move) -> AnyMove {
                    AnyMove::$variant(m)
                }
            }
        )*

        impl AnyMove {
            /// Which game this is a move of.
            #[must_use]
            pub fn variant(&self) -> Variant {
                match self {
                    $(
                        #[cfg(feature = $feature)]
                        AnyMove::$variant(_) => Variant::$variant,
                    )*
                    #[cfg(feature = "fairy")]
                    AnyMove::Fairy(name, _) => Variant::Fairy(*name),
                }
            }
        }

        impl AnyPosition {
            fn write_san_any(&self, m: AnyMove) -> Option<String> {
                match (self, m) {
                    $(
                        #[cfg(feature = $feature)]
                        (AnyPosition::$variant(p), AnyMove::$variant(m)) => Some(san::write_san(p, m)),
                    )*
                    #[cfg(feature = "fairy")]
                    (AnyPosition::Fairy(p), AnyMove::Fairy(name, m)) if name.as_str() == p.variant().name() => {
                        Some(san::write_san(&FairyGame::from(p.clone()), m))
                    }
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }

            /// The long algebraic notation of a move of one of the games written in Rust.
            #[cfg(feature = "fairy")]
            pub(crate) fn write_lan_any(&self, m: AnyMove) -> Option<String> {
                match (self, m) {
                    $(
                        #[cfg(feature = $feature)]
                        (AnyPosition::$variant(p), AnyMove::$variant(m)) => Some(san::write_lan(p, m)),
                    )*
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }

            fn play_any(&mut self, m: AnyMove) -> Result<(), IllegalMoveError> {
                match (self, m) {
                    $(
                        #[cfg(feature = $feature)]
                        (AnyPosition::$variant(p), AnyMove::$variant(m)) => p.play(m),
                    )*
                    #[cfg(feature = "fairy")]
                    (AnyPosition::Fairy(p), AnyMove::Fairy(name, m)) if name.as_str() == p.variant().name() => p.play(m),
                    #[allow(unreachable_patterns)]
                    _ => Err(IllegalMoveError),
                }
            }
        }
    };
}

conversions! {
    "chess" Chess skazka_chess Chess;
    "stone" Stone skazka_stone Stone;
    "synthesis" Synthesis skazka_synthesis Synthesis;
    "xianling" Xianling skazka_xianling Xianling;
    "volkhv" Volkhv skazka_volkhv Volkhv;
}

#[cfg(feature = "fairy")]
impl From<skazka_fairy::FairyPosition> for AnyPosition {
    fn from(position: skazka_fairy::FairyPosition) -> AnyPosition {
        AnyPosition::Fairy(position)
    }
}

impl fmt::Display for AnyMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            #[cfg(feature = "chess")]
            AnyMove::Chess(m) => fmt::Display::fmt(m, f),
            #[cfg(feature = "stone")]
            AnyMove::Stone(m) => fmt::Display::fmt(m, f),
            #[cfg(feature = "synthesis")]
            AnyMove::Synthesis(m) => fmt::Display::fmt(m, f),
            #[cfg(feature = "xianling")]
            AnyMove::Xianling(m) => fmt::Display::fmt(m, f),
            #[cfg(feature = "volkhv")]
            AnyMove::Volkhv(m) => fmt::Display::fmt(m, f),
            #[cfg(feature = "fairy")]
            AnyMove::Fairy(_, m) => fmt::Display::fmt(m, f),
        }
    }
}

fn start<R: Rules>(
    variant: Variant,
    fen: Option<&str>,
    pairs: &[(&str, &str)],
) -> Result<AnyPosition, SetupError>
where
    AnyPosition: From<R>,
{
    let options = options_from_pairs::<R::Options>(pairs)?;
    setup::<R>(variant, fen, options).map(AnyPosition::from)
}

fn start_from_text<R: Rules>(
    variant: Variant,
    fen: Option<&str>,
    options: &str,
) -> Result<AnyPosition, SetupError>
where
    AnyPosition: From<R>,
{
    let options: R::Options = options.parse()?;
    setup::<R>(variant, fen, options).map(AnyPosition::from)
}

fn keys_of<R: Rules>() -> &'static [OptionKey] {
    R::Options::keys()
}

/// The options of the data-defined variant `name`, with `settings` applied (a `variant`
/// setting may only repeat the name).
#[cfg(feature = "fairy")]
fn fairy_options<'a>(
    name: FairyName,
    settings: impl IntoIterator<Item = Result<(&'a str, &'a str), OptionError>>,
) -> Result<skazka_fairy::FairyOptions, OptionError> {
    use skazka_fairy::FairyOptions;
    let variant = skazka_fairy::variant_by_name(name.as_str()).ok_or_else(|| {
        OptionError::invalid_value(
            FairyOptions::GAME,
            "variant",
            name.as_str(),
            "a catalogue variant or a registered definition",
        )
    })?;
    let mut options = FairyOptions::new(variant);
    for setting in settings {
        let (key, value) = setting?;
        if key == "variant" && value != name.as_str() {
            return Err(OptionError::invalid_value(
                FairyOptions::GAME,
                "variant",
                value,
                "the name of the variant set up",
            ));
        }
        options.set(key, value)?;
    }
    Ok(options)
}

/// A position of the data-defined variant `name`.
#[cfg(feature = "fairy")]
fn start_fairy<'a>(
    name: FairyName,
    fen: Option<&str>,
    settings: impl IntoIterator<Item = Result<(&'a str, &'a str), OptionError>>,
) -> Result<AnyPosition, SetupError> {
    let options = fairy_options(name, settings)?;
    setup::<skazka_fairy::FairyPosition>(Variant::Fairy(name), fen, options).map(AnyPosition::Fairy)
}

impl Variant {
    /// The start position, or the position of `fen`, with the given `key=value` options (see
    /// [`Variant::option_keys`]).
    ///
    /// # Errors
    /// [`SetupError`] for an unknown option or value, a bad FEN, or a game left out of the build.
    pub fn position(
        self,
        fen: Option<&str>,
        options: &[(&str, &str)],
    ) -> Result<AnyPosition, SetupError> {
        #[cfg(feature = "fairy")]
        if let Variant::Fairy(name) = self {
            return start_fairy(name, fen, options.iter().map(|&pair| Ok(pair)));
        }
        with_rules!(self, start(self, fen, options))?
    }

    /// The position of `fen` under options written as `key=value` words (the form
    /// [`AnyPosition::options`] returns and PGN tags and serde carry).
    ///
    /// # Errors
    /// As [`Variant::position`].
    pub fn position_from_text(self, fen: &str, options: &str) -> Result<AnyPosition, SetupError> {
        self.setup(Some(fen), options)
    }

    /// The start position, or the position of `fen`, under options written as `key=value`
    /// words.
    ///
    /// # Errors
    /// As [`Variant::position`].
    pub fn setup(self, fen: Option<&str>, options: &str) -> Result<AnyPosition, SetupError> {
        #[cfg(feature = "fairy")]
        if let Variant::Fairy(name) = self {
            let settings = options.split_whitespace().map(|word| {
                word.split_once('=').ok_or_else(|| {
                    OptionError::syntax(<skazka_fairy::FairyOptions as RuleOptions>::GAME, word)
                })
            });
            return start_fairy(name, fen, settings);
        }
        with_rules!(self, start_from_text(self, fen, options))?
    }

    /// The game's option keys with their values, defaults and help; empty for a game left out
    /// of the build, and for a data-defined variant (its name says everything).
    #[must_use]
    pub fn option_keys(self) -> &'static [OptionKey] {
        if self.is_fairy() {
            return &[];
        }
        with_rules!(self, keys_of()).unwrap_or(&[])
    }
}

impl AnyPosition {
    /// Which game this is.
    #[must_use]
    pub fn variant(&self) -> Variant {
        dispatch!(AnyPosition, self, p => variant_of(p), fairy p => Variant::Fairy(FairyName::intern(p.variant().name())))
    }

    /// Runs `visitor` on the concrete position (for a data-defined variant, on a copy of the
    /// position that also knows its notation and pieces' values).
    pub fn visit<V: PositionVisitor>(&self, visitor: V) -> V::Output {
        dispatch!(AnyPosition, self, p => visitor.visit(p), fairy p => visitor.visit(&FairyGame::from(p.clone())))
    }

    /// The side to move.
    #[must_use]
    pub fn turn(&self) -> Color {
        dispatch!(AnyPosition, self, p => p.turn())
    }

    /// The legal moves.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<AnyMove> {
        dispatch!(AnyPosition, self, p => p.legal_move_list().as_ref().iter().map(|&m| AnyMove::from(m)).collect(), fairy p => {
            let name = FairyName::intern(p.variant().name());
            p.legal_move_list().as_ref().iter().map(|&m| AnyMove::Fairy(name, m)).collect()
        })
    }

    /// The legal moves in the game's move text.
    #[must_use]
    pub fn legal_moves_text(&self) -> Vec<String> {
        self.legal_moves().iter().map(ToString::to_string).collect()
    }

    /// Reads a move in the game's move text and finds it among the legal moves.
    ///
    /// # Errors
    /// [`ParseMoveError`] for a malformed or illegal move.
    pub fn parse_move(&self, text: &str) -> Result<AnyMove, ParseMoveError> {
        dispatch!(AnyPosition, self, p => p.parse_move(text).map(AnyMove::from), fairy p => {
            let name = FairyName::intern(p.variant().name());
            p.parse_move(text).map(|m| AnyMove::Fairy(name, m))
        })
    }

    /// Writes a legal move of this position in the game's short algebraic notation (see
    /// [`skazka_core::san`]): `Nf3`, `exd8=Q+`. A move of another game is written in its own
    /// move text.
    #[must_use]
    pub fn write_san(&self, m: &AnyMove) -> String {
        self.write_san_any(*m).unwrap_or_else(|| m.to_string())
    }

    /// Reads a move in the game's short algebraic notation, or in its coordinate move text,
    /// and finds it among the legal moves.
    ///
    /// ```
    /// use skazka::Variant;
    ///
    /// let pos = Variant::Chess.position(None, &[])?;
    /// let m = pos.parse_san("Nf3")?;
    /// assert_eq!(m, pos.parse_san("g1f3")?);
    /// assert_eq!(pos.write_san(&m), "Nf3");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`SanError`]: malformed text, no legal move written this way, or an ambiguous one.
    pub fn parse_san(&self, text: &str) -> Result<AnyMove, SanError> {
        dispatch!(AnyPosition, self, p => san::parse_san(p, text).map(AnyMove::from), fairy p => {
            let name = FairyName::intern(p.variant().name());
            san::parse_san(&FairyGame::from(p.clone()), text).map(|m| AnyMove::Fairy(name, m))
        })
    }

    /// Plays a legal move.
    ///
    /// # Errors
    /// [`IllegalMoveError`] if `m` is not legal here (a move of another game included); the
    /// position is then unchanged.
    pub fn play(&mut self, m: AnyMove) -> Result<(), IllegalMoveError> {
        self.play_any(m)
    }

    /// Plays a move given in the game's move text and returns it.
    ///
    /// # Errors
    /// [`ParseMoveError`] for a malformed or illegal move; the position is then unchanged.
    pub fn play_text(&mut self, text: &str) -> Result<AnyMove, ParseMoveError> {
        dispatch!(AnyPosition, self, p => p.play_text(text).map(AnyMove::from), fairy p => {
            let name = FairyName::intern(p.variant().name());
            p.play_text(text).map(|m| AnyMove::Fairy(name, m))
        })
    }

    /// Whether the side to move is in check.
    #[must_use]
    pub fn is_check(&self) -> bool {
        dispatch!(AnyPosition, self, p => p.is_check())
    }

    /// The result, if the position ends the game by itself. (A [`skazka_core::Game`] adds
    /// adjudication and history rules.)
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        dispatch!(AnyPosition, self, p => p.outcome())
    }

    /// The position's Zobrist hash.
    #[must_use]
    pub fn zobrist(&self) -> u64 {
        dispatch!(AnyPosition, self, p => p.zobrist())
    }

    /// The position in the game's FEN.
    #[must_use]
    pub fn fen(&self) -> String {
        dispatch!(AnyPosition, self, p => p.fen())
    }

    /// The options that differ from the defaults, as `key=value` words (empty for the
    /// defaults); [`Variant::position_from_text`] reads them back. A data-defined variant's
    /// name is its [`Variant`], not an option here.
    #[must_use]
    pub fn options(&self) -> String {
        dispatch!(AnyPosition, self, p => p.options().to_string(), fairy p => {
            let words: Vec<String> = p
                .options()
                .changed()
                .into_iter()
                .filter(|(key, _)| *key != "variant")
                .map(|(key, value)| format!("{key}={value}"))
                .collect();
            words.join(" ")
        })
    }

    /// The value of one option as text; `None` for a key the game does not have.
    #[must_use]
    pub fn option(&self, key: &str) -> Option<String> {
        dispatch!(AnyPosition, self, p => p.options().get(key))
    }

    /// The board as text with coordinates and the game's extra state.
    #[must_use]
    pub fn diagram(&self) -> String {
        dispatch!(AnyPosition, self, p => p.diagram(), fairy p => FairyGame::from(p.clone()).diagram())
    }

    /// The board's shape.
    #[must_use]
    pub fn geometry(&self) -> skazka_core::Geometry {
        dispatch!(AnyPosition, self, p => p.geometry())
    }

    /// The number of move paths of `depth` plies.
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        dispatch!(AnyPosition, self, p => p.perft(depth))
    }
}

/// Generic code to run on a game record replayed under the rules its `Variant` tag names.
///
/// See [`replay_record`].
pub trait RecordVisitor {
    /// What the visit returns.
    type Output;
    /// Called with the replayed record of the concrete game.
    fn visit<P: Playable>(self, record: GameRecord<P>) -> Self::Output;
}

impl Variant {
    /// The game a PGN `Variant` tag names (see [`skazka_pgn::variant_is`]): its name in any
    /// case, and for orthodox chess also no tag, `Standard` and the other usual names; else a
    /// data-defined variant of that name (Fairy-Stockfish's names, `crazyhouse`), exactly or
    /// in another case. `None` for a game this library does not have or that is left out of
    /// the build.
    ///
    /// ```
    /// use skazka::Variant;
    ///
    /// assert_eq!(Variant::from_pgn_tag("Volkhv"), Some(Variant::Volkhv));
    /// assert_eq!(Variant::from_pgn_tag(""), Some(Variant::Chess));
    /// # #[cfg(feature = "fairy")]
    /// assert_eq!(Variant::from_pgn_tag("Crazyhouse"), Variant::fairy("crazyhouse"));
    /// assert_eq!(Variant::from_pgn_tag("tic-tac-toe"), None);
    /// ```
    #[must_use]
    pub fn from_pgn_tag(tag: &str) -> Option<Variant> {
        Variant::ALL
            .iter()
            .copied()
            .filter(|v| v.is_compiled())
            .find(|v| skazka_pgn::variant_is(tag, v.name()))
            .or_else(|| {
                tag.trim()
                    .parse::<Variant>()
                    .ok()
                    .filter(|v| v.is_fairy() && v.is_compiled())
            })
    }
}

/// Replays one game of a PGN input under the rules of the game its `Variant` tag names, and
/// hands the record to `visitor`.
///
/// A data-defined variant is replayed under the variant its tag names, as Fairy-Stockfish's
/// name (`[Variant "capablanca"]`); its records need no `VariantOptions`.
///
/// ```
/// use skazka::core::Position;
/// use skazka::engine::Playable;
/// use skazka::pgn::{GameRecord, PgnReader};
/// use skazka::{RecordVisitor, replay_record};
///
/// struct FinalFen;
/// impl RecordVisitor for FinalFen {
///     type Output = String;
///     fn visit<P: Playable>(self, record: GameRecord<P>) -> String {
///         record.game().position().fen()
///     }
/// }
///
/// let pgn = "[Variant \"volkhv\"]\n\n1. e4 e5 *\n\n1. d4 *\n";
/// let fens = PgnReader::new(pgn.as_bytes())
///     .map(|raw| replay_record(&raw?, FinalFen))
///     .collect::<Result<Vec<String>, _>>()?;
/// assert_eq!(fens.len(), 2);
/// assert!(fens[1].starts_with("rnbqkbnr/pppppppp/8/8/3P4/"));
/// # Ok::<(), skazka::pgn::PgnError>(())
/// ```
///
/// # Errors
/// [`PgnError`] for a record that does not replay, and for a `Variant` tag naming a game this
/// build does not have (the error names the tag).
pub fn replay_record<V: RecordVisitor>(raw: &RawGame, visitor: V) -> Result<V::Output, PgnError> {
    // A game the build does not have is replayed as the first game it has, whose reader
    // refuses the tag with an error that names it.
    let variant = Variant::from_pgn_tag(raw.tags().variant())
        .or_else(|| Variant::ALL.iter().copied().find(|v| v.is_compiled()));
    match variant {
        #[cfg(feature = "chess")]
        Some(Variant::Chess) => raw
            .replay::<skazka_chess::Chess>()
            .map(|r| visitor.visit(r)),
        #[cfg(feature = "stone")]
        Some(Variant::Stone) => raw
            .replay::<skazka_stone::Stone>()
            .map(|r| visitor.visit(r)),
        #[cfg(feature = "synthesis")]
        Some(Variant::Synthesis) => raw
            .replay::<skazka_synthesis::Synthesis>()
            .map(|r| visitor.visit(r)),
        #[cfg(feature = "xianling")]
        Some(Variant::Xianling) => raw
            .replay::<skazka_xianling::Xianling>()
            .map(|r| visitor.visit(r)),
        #[cfg(feature = "volkhv")]
        Some(Variant::Volkhv) => raw
            .replay::<skazka_volkhv::Volkhv>()
            .map(|r| visitor.visit(r)),
        // A data-defined variant, or (in a build with no other game) any tag, which the
        // reader then checks.
        #[cfg(feature = "fairy")]
        Some(Variant::Fairy(_)) | None => raw.replay::<FairyGame>().map(|r| visitor.visit(r)),
        #[allow(unreachable_patterns)]
        _ => unreachable!("the variant is compiled in"),
    }
}

impl fmt::Display for AnyPosition {
    /// The FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        dispatch!(AnyPosition, self, p => fmt::Display::fmt(p, f))
    }
}

#[cfg(feature = "serde")]
mod serde_impl {
    use serde::de::Error as _;
    use serde::ser::SerializeStruct as _;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::AnyPosition;
    use crate::Variant;

    impl Serialize for AnyPosition {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let mut state = serializer.serialize_struct("AnyPosition", 3)?;
            state.serialize_field("variant", self.variant().name())?;
            state.serialize_field("fen", &self.fen())?;
            state.serialize_field("options", &self.options())?;
            state.end()
        }
    }

    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Repr {
        variant: String,
        fen: String,
        #[serde(default)]
        options: String,
    }

    impl<'de> Deserialize<'de> for AnyPosition {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<AnyPosition, D::Error> {
            let repr = Repr::deserialize(deserializer)?;
            let variant: Variant = repr.variant.parse().map_err(D::Error::custom)?;
            variant
                .position_from_text(&repr.fen, &repr.options)
                .map_err(D::Error::custom)
        }
    }
}

/// At most 60 characters of `text`, for error messages.
pub(crate) fn clip(text: &str) -> String {
    let mut s: String = text.chars().take(60).collect();
    if s.len() < text.len() {
        s.push('…');
    }
    s
}

#[cfg(feature = "fairy")]
impl From<FairyGame> for AnyPosition {
    fn from(game: FairyGame) -> AnyPosition {
        AnyPosition::Fairy(game.position)
    }
}
