//! One game of any variant, chosen at run time, with its history: what programs and bindings
//! hold.

mod error;
mod fen_check;
mod material;
mod moves;
mod object;
mod search;
#[cfg(feature = "serde")]
mod serde_impl;

use core::fmt;

use skazka_core::{Color, EndReason, Geometry, Outcome, Square};
use skazka_pgn::{PgnReader, RawGame, RulesEnd};
use skazka_svg::Scene;

pub use error::GameError;
pub use moves::{Choice, LegalMove, PlayedMove};
pub use search::{AnyEngine, SearchOptions};

use self::object::{GameObject, Played};
use crate::engine::{Limits, PieceInfo, Playable, Rng, SearchResult};
use crate::render::Style;
use crate::{AnyPosition, RecordVisitor, Variant, replay_record};

/// A game of any variant of the library, chosen at run time by name: one of the five games,
/// a variant of the catalogue, or a definition loaded at run time. It keeps the history
/// ([`Game`](skazka_core::Game) underneath), so the game's own draws, repetitions, chase rule
/// and die apply.
///
/// Moves are read in the game's move text or in SAN and come back in both; every error is a
/// [`GameError`]. A failed [`play`](AnyGame::play) leaves the game as it was.
///
/// ```
/// use skazka::AnyGame;
///
/// let mut game = AnyGame::new("chess", "", None)?;
/// game.play("e2e4")?;
/// let reply = game.play("c5")?; // SAN works too
/// assert_eq!(reply.text, "c7c5");
/// assert_eq!(game.san_moves(), ["e4", "c5"]);
/// assert_eq!(game.fen(), "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2");
/// game.undo();
/// assert_eq!(game.plies(), 1);
///
/// // The same calls for every game: Xianling, a catalogue variant, Volkhv with options.
/// let mut xianling = AnyGame::new("xianling", "", None)?;
/// xianling.play("e4e5")?;
/// # #[cfg(feature = "fairy")] {
/// let shogi = AnyGame::new("shogi", "", None)?;
/// assert_eq!(shogi.legal_moves().len(), 30);
/// # }
/// let volkhv = AnyGame::new("volkhv", "dice=true", None)?;
/// assert!(volkhv.is_chance());
/// # Ok::<(), skazka::GameError>(())
/// ```
pub struct AnyGame {
    inner: Box<dyn GameObject>,
    variant: Variant,
    /// The moves played, in both notations, kept with the game so that a long game's record
    /// is not written again for every request.
    played: Vec<PlayedMove>,
    /// A draw claimed by a player, with the number of plies when it was claimed.
    claimed: Option<(usize, Outcome)>,
    /// Where the rules ended a game read from a record that goes on past that end.
    rules_end: Option<RulesEnd>,
}

impl Clone for AnyGame {
    fn clone(&self) -> AnyGame {
        AnyGame {
            inner: self.inner.clone_box(),
            variant: self.variant,
            played: self.played.clone(),
            claimed: self.claimed,
            rules_end: self.rules_end,
        }
    }
}

impl fmt::Debug for AnyGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AnyGame")
            .field("variant", &self.variant)
            .field("start", &self.start_fen())
            .field("moves", &self.moves())
            .finish_non_exhaustive()
    }
}

impl PartialEq for AnyGame {
    /// The same variant, options, start and moves.
    fn eq(&self, other: &AnyGame) -> bool {
        self.variant == other.variant
            && self.inner.start() == other.inner.start()
            && self.played == other.played
            && self.claimed == other.claimed
    }
}

impl From<AnyPosition> for AnyGame {
    fn from(position: AnyPosition) -> AnyGame {
        AnyGame::from_position(position)
    }
}

/// Wraps the concrete game of a position.
struct Wrap;

impl crate::PositionVisitor for Wrap {
    type Output = Box<dyn GameObject>;
    fn visit<P: Playable>(self, position: &P) -> Box<dyn GameObject> {
        Played::boxed(skazka_core::Game::new(position.clone()))
    }
}

/// Wraps the game of a record.
struct WrapRecord;

impl RecordVisitor for WrapRecord {
    type Output = (Box<dyn GameObject>, Option<RulesEnd>, Vec<PlayedMove>);
    fn visit<P: Playable>(self, record: skazka_pgn::GameRecord<P>) -> Self::Output {
        let end = record.rules_end();
        let game = record.into_game();
        let played = game
            .positions()
            .zip(game.moves())
            .map(|(p, &m)| PlayedMove::of(p, m))
            .collect();
        (Played::boxed(game), end, played)
    }
}

impl AnyGame {
    /// A game of the variant named `variant` (see [`Variant`]'s names) under `options`
    /// (`key=value` words, as [`AnyPosition::options`] writes them), from its start or from
    /// `fen`.
    ///
    /// # Errors
    /// [`GameError::Variant`] for a name no game of this build has, [`GameError::Setup`] for
    /// options or a FEN the game refuses.
    pub fn new(variant: &str, options: &str, fen: Option<&str>) -> Result<AnyGame, GameError> {
        AnyGame::of(variant.parse()?, options, fen)
    }

    /// A game of `variant`, as [`AnyGame::new`].
    ///
    /// # Errors
    /// [`GameError::Setup`] for options or a FEN the game refuses, or a game left out of the
    /// build.
    pub fn of(variant: Variant, options: &str, fen: Option<&str>) -> Result<AnyGame, GameError> {
        Ok(AnyGame::from_position(variant.setup(fen, options)?))
    }

    /// A game from `position` (its variant and options), with no move played.
    #[must_use]
    pub fn from_position(position: AnyPosition) -> AnyGame {
        let variant = position.variant();
        AnyGame {
            inner: position.visit(Wrap),
            variant,
            played: Vec::new(),
            claimed: None,
            rules_end: None,
        }
    }

    /// The game of a PGN record, under the rules its `Variant` tag names. Moves that are
    /// legal in their position are replayed even after the rules ended the game (see
    /// [`AnyGame::rules_end`]).
    ///
    /// # Errors
    /// [`GameError::Pgn`] for a record that does not replay.
    pub fn from_record(raw: &RawGame) -> Result<AnyGame, GameError> {
        let (inner, rules_end, played) = replay_record(raw, WrapRecord)?;
        let variant = inner.start().variant();
        Ok(AnyGame {
            inner,
            variant,
            played,
            claimed: None,
            rules_end,
        })
    }

    /// The first game of a PGN text, as [`AnyGame::from_record`].
    ///
    /// # Errors
    /// [`GameError::NoGameInPgn`] for a text without a game, else as
    /// [`AnyGame::from_record`].
    pub fn from_pgn(text: &str) -> Result<AnyGame, GameError> {
        let raw = PgnReader::new(text.as_bytes())
            .next()
            .ok_or(GameError::NoGameInPgn)??;
        AnyGame::from_record(&raw)
    }

    /// The variant.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The options that differ from the variant's defaults, as `key=value` words.
    #[must_use]
    pub fn options(&self) -> String {
        self.inner.start().options()
    }

    /// The board's shape.
    #[must_use]
    pub fn geometry(&self) -> Geometry {
        self.position().geometry()
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> AnyPosition {
        self.inner.position()
    }

    /// The current position's FEN.
    #[must_use]
    pub fn fen(&self) -> String {
        self.position().fen()
    }

    /// The start position's FEN.
    #[must_use]
    pub fn start_fen(&self) -> String {
        self.inner.start().fen()
    }

    /// The side to move (or to roll the die).
    #[must_use]
    pub fn turn(&self) -> Color {
        self.position().turn()
    }

    /// Whether the side to move is in check.
    #[must_use]
    pub fn is_check(&self) -> bool {
        self.inner.is_check()
    }

    /// Whether the next move is a roll of the die (a chance node): its legal moves are the
    /// faces, which [`AnyGame::roll`] picks at random.
    #[must_use]
    pub fn is_chance(&self) -> bool {
        self.inner.is_chance()
    }

    /// The static evaluation of the position for the side to move, in centipawns (the
    /// engine's, without search).
    #[must_use]
    pub fn evaluate(&self) -> i32 {
        self.inner.evaluate()
    }

    /// The number of plies played.
    #[must_use]
    pub fn plies(&self) -> usize {
        self.played.len()
    }

    /// The moves played, in both notations.
    #[must_use]
    pub fn history(&self) -> &[PlayedMove] {
        &self.played
    }

    /// The moves played, in the game's move text.
    #[must_use]
    pub fn moves(&self) -> Vec<String> {
        self.played.iter().map(|m| m.text.clone()).collect()
    }

    /// The moves played, in SAN.
    #[must_use]
    pub fn san_moves(&self) -> Vec<String> {
        self.played.iter().map(|m| m.san.clone()).collect()
    }

    /// The legal moves with their SAN and squares (none once the game is over).
    #[must_use]
    pub fn legal_moves(&self) -> Vec<LegalMove> {
        if self.claimed.is_some() {
            return Vec::new();
        }
        self.inner.legal_moves()
    }

    /// The legal moves in the game's move text (none once the game is over).
    #[must_use]
    pub fn legal_move_texts(&self) -> Vec<String> {
        if self.claimed.is_some() {
            return Vec::new();
        }
        self.inner.legal_texts()
    }

    /// Whether `text`, a legal move in the game's move text, captures, as the game writes it
    /// in SAN (`x`): a drop, a castling, a pass or a roll of the die does not. `None` for a
    /// text that is not a legal move here.
    ///
    /// ```
    /// use skazka::AnyGame;
    ///
    /// let mut game = AnyGame::new("chess", "", None)?;
    /// assert_eq!(game.is_capture("e2e4"), Some(false));
    /// for m in ["e2e4", "d7d5"] {
    ///     game.play(m)?;
    /// }
    /// assert_eq!(game.is_capture("e4d5"), Some(true));
    /// assert_eq!(game.is_capture("e4e6"), None);
    /// # Ok::<(), skazka::GameError>(())
    /// ```
    #[must_use]
    pub fn is_capture(&self, text: &str) -> Option<bool> {
        if self.claimed.is_some() {
            return None;
        }
        self.inner.is_capture(text)
    }

    /// Plays a move given in the game's move text or in SAN (the move text is tried first).
    ///
    /// # Errors
    /// [`GameError::Over`] once the game is over, [`GameError::Move`] for a text that is
    /// neither; the game does not change then.
    pub fn play(&mut self, text: &str) -> Result<PlayedMove, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::Over(outcome));
        }
        let played = match self.inner.play_text(text, false) {
            Ok(played) => played,
            Err(as_text) => self
                .inner
                .play_san(text)
                .map_err(|as_san| GameError::Move {
                    text: crate::any::clip(text),
                    as_text,
                    as_san,
                })?,
        };
        self.played.push(played.clone());
        Ok(played)
    }

    /// Plays a move of a record, in the game's move text, even past an end by the rules (as
    /// [`AnyGame::from_record`] does); the first such end is kept as [`AnyGame::rules_end`].
    #[cfg_attr(not(feature = "serde"), allow(dead_code))]
    pub(crate) fn replay(&mut self, text: &str) -> Result<PlayedMove, GameError> {
        let ended = self.inner.outcome();
        let played = self
            .inner
            .play_text(text, true)
            .map_err(|as_text| GameError::Move {
                text: crate::any::clip(text),
                as_text,
                as_san: skazka_core::san::SanError::Illegal,
            })?;
        if let (None, Some(outcome)) = (self.rules_end, ended) {
            self.rules_end = Some(RulesEnd::new(self.played.len(), outcome));
        }
        self.played.push(played.clone());
        Ok(played)
    }

    /// Takes back the last ply (and a claimed draw); returns it.
    pub fn undo(&mut self) -> Option<PlayedMove> {
        let undone = self.inner.undo()?;
        self.played.pop();
        self.claimed = None;
        if self
            .rules_end
            .is_some_and(|end| end.ply >= self.played.len())
        {
            self.rules_end = None;
        }
        Some(undone)
    }

    /// Rolls the die at a chance node: plays a face picked by `rng`. `None` when the next
    /// move is not a roll.
    pub fn roll(&mut self, rng: &mut Rng) -> Option<PlayedMove> {
        self.play_random_if(rng, true)
    }

    /// Plays a legal move picked by `rng` (a random mover, a roll of the die); `None` when
    /// the game is over.
    pub fn play_random(&mut self, rng: &mut Rng) -> Option<PlayedMove> {
        self.play_random_if(rng, false)
    }

    fn play_random_if(&mut self, rng: &mut Rng, chance_only: bool) -> Option<PlayedMove> {
        if chance_only && !self.is_chance() {
            return None;
        }
        let moves = self.legal_move_texts();
        if moves.is_empty() {
            return None;
        }
        let text = &moves[rng.below(moves.len())];
        self.play(text).ok()
    }

    /// The result, if the game is over: by its rules or by a draw claimed.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.claimed
            .map(|(_, outcome)| outcome)
            .or_else(|| self.inner.outcome())
    }

    /// A draw the side to move may claim now (a threefold repetition, the fifty-move rule
    /// where the game makes them claimable).
    #[must_use]
    pub fn claimable_draw(&self) -> Option<EndReason> {
        if self.claimed.is_some() {
            return None;
        }
        self.inner.claimable_draw()
    }

    /// Claims the claimable draw: the game ends drawn.
    ///
    /// # Errors
    /// [`GameError::Over`] once the game is over, [`GameError::NoClaimableDraw`] when there
    /// is no draw to claim.
    pub fn claim_draw(&mut self) -> Result<Outcome, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::Over(outcome));
        }
        let reason = self
            .inner
            .claimable_draw()
            .ok_or(GameError::NoClaimableDraw)?;
        let outcome = error::claimed(reason);
        self.claimed = Some((self.plies(), outcome));
        Ok(outcome)
    }

    /// Where the rules had ended a game read from a record that goes on past that end (a
    /// dead position, a repetition); `None` otherwise.
    #[must_use]
    pub fn rules_end(&self) -> Option<RulesEnd> {
        self.rules_end
    }

    /// The game as PGN with the given tags (`Event`, `White`, …); the variant, options,
    /// start position and result tags are written from the game.
    #[must_use]
    pub fn pgn(&self, tags: &[(&str, &str)]) -> String {
        self.inner
            .pgn(tags, self.claimed.map(|(_, outcome)| outcome))
    }

    /// What the position looks like, for [`skazka_svg::svg`] or a program's own drawing.
    #[must_use]
    pub fn scene(&self) -> Scene {
        self.inner.scene()
    }

    /// The position as an SVG picture under `options`.
    #[must_use]
    pub fn svg(&self, options: &skazka_svg::Options) -> String {
        skazka_svg::svg(&self.scene(), options)
    }

    /// The squares the last ply changed (for highlighting it).
    #[must_use]
    pub fn last_move_squares(&self) -> Vec<Square> {
        self.inner.last_move_squares()
    }

    /// The board as text with the last move marked, in `style`.
    #[must_use]
    pub fn render(&self, style: Style) -> String {
        self.inner.render(style)
    }

    /// The game's own text diagram of the position.
    #[must_use]
    pub fn diagram(&self) -> String {
        self.inner.diagram()
    }

    /// The kinds of piece of the game, as people read them.
    #[must_use]
    pub fn pieces(&self) -> Vec<PieceInfo> {
        self.inner.pieces()
    }

    /// Why a move text the rules refuse here is refused, when there is more to say than
    /// "illegal" (a Volkhv die that shows another face).
    #[must_use]
    pub fn refusal(&self, text: &str) -> Option<String> {
        self.inner.refusal(text)
    }

    /// The number of move paths of `depth` plies from the current position.
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        self.position().perft(depth)
    }

    /// Perft split by the first move, in move text.
    #[must_use]
    pub fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        self.inner.divide(depth)
    }

    /// Searches the current position with `engine` within `limits`; `report` hears each
    /// completed iteration. Repetitions of the game's earlier positions count as draws.
    /// `None` when the game is over.
    pub fn search(
        &self,
        engine: &mut AnyEngine,
        limits: &Limits,
        options: SearchOptions<'_>,
        mut report: impl FnMut(&SearchResult<String>),
    ) -> Option<SearchResult<String>> {
        if self.claimed.is_some() {
            return None;
        }
        self.inner.search(engine, limits, options, &mut report)
    }
}
