//! A game record: tags, the game itself (start position, options and moves), comments,
//! annotation glyphs and the result.

use core::fmt;
use core::str::FromStr;

use skazka_core::san::{San, SanError, parse_san};
use skazka_core::{Color, Game, IllegalMoveError, Outcome, Rules};

use crate::Tags;

/// The result of a record, as PGN writes it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: unfinished, or not known.
    #[default]
    Unknown,
}

impl GameResult {
    /// The PGN text: `1-0`, `0-1`, `1/2-1/2` or `*`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Unknown => "*",
        }
    }

    /// The result of an outcome; [`GameResult::Unknown`] for `None`.
    #[must_use]
    pub const fn from_outcome(outcome: Option<Outcome>) -> GameResult {
        match outcome {
            None => GameResult::Unknown,
            Some(o) => match o.winner() {
                Some(Color::White) => GameResult::WhiteWins,
                Some(Color::Black) => GameResult::BlackWins,
                None => GameResult::Draw,
            },
        }
    }

    /// Reads the PGN text of a result.
    #[must_use]
    pub fn from_pgn(text: &str) -> Option<GameResult> {
        match text {
            "1-0" => Some(GameResult::WhiteWins),
            "0-1" => Some(GameResult::BlackWins),
            "1/2-1/2" => Some(GameResult::Draw),
            "*" => Some(GameResult::Unknown),
            _ => None,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A text that is not one of the four PGN results.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseResultError;

impl fmt::Display for ParseResultError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a result: expected 1-0, 0-1, 1/2-1/2 or *")
    }
}

impl std::error::Error for ParseResultError {}

impl FromStr for GameResult {
    type Err = ParseResultError;

    fn from_str(text: &str) -> Result<GameResult, ParseResultError> {
        GameResult::from_pgn(text).ok_or(ParseResultError)
    }
}

/// One game as a PGN record holds it: tags, the game (its start position with its options, and
/// its moves, each checked as it is added), comments, annotation glyphs (NAGs) and the result.
///
/// The moves live in a [`Game`], so a record can only hold legal moves and knows every
/// position along the way. Written with `Display` for any game that implements
/// [`San`] (see [the crate docs](crate) for the format); read by a
/// [`PgnReader`](crate::PgnReader).
///
/// The tags kept here are the free ones (`Event`, `White`, `Annotator`…). The tags that say
/// how to replay the game are worked out from the game when written and turned into the game
/// when read: `Variant` ([`Rules::name`]), `SetUp` and `FEN` (the start position),
/// `VariantOptions` (the options) and `Result` ([`GameRecord::result`]). Setting one of those
/// names in [`GameRecord::tags_mut`] has no effect on what is written. A roster tag read with
/// the value the writer gives a missing one (`[Site "?"]`) is not kept either, so a record
/// reads back equal to what was written.
///
/// # Example
///
/// ```
/// use skazka_chess::Chess;
/// use skazka_pgn::{GameRecord, GameResult};
///
/// let mut record = GameRecord::new(Chess::default()).with_tag("White", "Ann");
/// for san in ["f3", "e5", "g4", "Qh4#"] {
///     record.play_san(san)?;
/// }
/// assert_eq!(record.result(), GameResult::BlackWins);
/// assert!(record.to_string().ends_with("\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct GameRecord<R: Rules> {
    tags: Tags,
    game: Game<R>,
    comments: Vec<(usize, String)>,
    nags: Vec<(usize, u8)>,
    result: GameResult,
    rules_end: Option<RulesEnd>,
}

/// Where the rules ended a recorded game that goes on past that end (see
/// [`GameRecord::rules_end`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct RulesEnd {
    /// The number of plies played when the game ended.
    pub ply: usize,
    /// How it ended.
    pub outcome: Outcome,
}

impl RulesEnd {
    /// The end `outcome` after `ply` plies.
    #[must_use]
    pub const fn new(ply: usize, outcome: Outcome) -> RulesEnd {
        RulesEnd { ply, outcome }
    }
}

/// The tags a record keeps as typed values rather than in its [`Tags`].
pub(crate) const DERIVED_TAGS: [&str; 5] = ["Result", "Variant", "SetUp", "FEN", "VariantOptions"];

impl<R: Rules> GameRecord<R> {
    /// A record of a game from `start`, without tags or moves, whose result is not known.
    #[must_use]
    pub fn new(start: R) -> GameRecord<R> {
        GameRecord::from_game(Game::new(start))
    }

    /// A record of `game` (its start position and moves), with the result of its outcome.
    #[must_use]
    pub fn from_game(game: Game<R>) -> GameRecord<R> {
        GameRecord {
            result: GameResult::from_outcome(game.outcome()),
            tags: Tags::new(),
            game,
            comments: Vec::new(),
            nags: Vec::new(),
            rules_end: None,
        }
    }

    /// The same record with the tag `name` set to `value` (see [`Tags::set`]).
    #[must_use]
    pub fn with_tag(mut self, name: impl Into<String>, value: impl Into<String>) -> GameRecord<R> {
        self.tags.set(name, value);
        self
    }

    /// The free tags.
    #[must_use]
    pub fn tags(&self) -> &Tags {
        &self.tags
    }

    /// The free tags, to change.
    pub fn tags_mut(&mut self) -> &mut Tags {
        &mut self.tags
    }

    /// The game: start position, moves, positions and outcome.
    #[must_use]
    pub fn game(&self) -> &Game<R> {
        &self.game
    }

    /// The game, giving up the rest of the record.
    #[must_use]
    pub fn into_game(self) -> Game<R> {
        self.game
    }

    /// The start position (with its options).
    #[must_use]
    pub fn start(&self) -> &R {
        self.game.start()
    }

    /// The moves, in order.
    #[must_use]
    pub fn moves(&self) -> &[R::Move] {
        self.game.moves()
    }

    /// Plays a legal move. If it ends the game by the rules, the result becomes that of the
    /// outcome.
    ///
    /// # Errors
    /// [`IllegalMoveError`] if `m` is not legal or the game is over; nothing changes then.
    pub fn play(&mut self, m: R::Move) -> Result<(), IllegalMoveError> {
        self.game.play(m)?;
        if let Some(outcome) = self.game.outcome() {
            self.result = GameResult::from_outcome(Some(outcome));
        }
        Ok(())
    }

    /// Reads a move in SAN (or the game's move text) and plays it, as [`GameRecord::play`].
    ///
    /// # Errors
    /// As [`parse_san`]; [`SanError::Illegal`] once the game is over. Nothing changes then.
    pub fn play_san(&mut self, text: &str) -> Result<R::Move, SanError>
    where
        R: San,
    {
        if self.game.outcome().is_some() {
            return Err(SanError::Illegal);
        }
        let m = parse_san(self.game.position(), text)?;
        self.play(m).map_err(|_| SanError::Illegal)?;
        Ok(m)
    }

    /// The comments, each with the number of moves before it (0: before the first move).
    #[must_use]
    pub fn comments(&self) -> &[(usize, String)] {
        &self.comments
    }

    /// Adds a comment after the moves played so far (before the first move if there are
    /// none). Runs of white space are written as one space, and `}` is left out, since a PGN
    /// comment cannot hold it.
    pub fn add_comment(&mut self, text: &str) {
        let text = clean_comment(text);
        self.comments.push((self.game.moves().len(), text));
    }

    /// The numeric annotation glyphs (`$1` good move, `$2` mistake… `$14` White is slightly
    /// better), each with the number of the move it follows (counted from 1).
    #[must_use]
    pub fn nags(&self) -> &[(usize, u8)] {
        &self.nags
    }

    /// Annotates the last move with the glyph `nag` (`$nag`; `1` for `!`, `2` for `?`, `3` for
    /// `!!`, `4` for `??`, `5` for `!?`, `6` for `?!`). Nothing happens before the first move.
    pub fn add_nag(&mut self, nag: u8) {
        let at = self.game.moves().len();
        if at > 0 {
            self.nags.push((at, nag));
        }
    }

    /// The result written in the `Result` tag and at the end of the moves.
    #[must_use]
    pub fn result(&self) -> GameResult {
        self.result
    }

    /// Sets the result (a resignation, a loss on time, an agreed draw).
    pub fn set_result(&mut self, result: GameResult) {
        self.result = result;
    }

    /// Puts together a record read from PGN.
    pub(crate) fn from_parts(
        tags: Tags,
        game: Game<R>,
        comments: Vec<(usize, String)>,
        nags: Vec<(usize, u8)>,
        result: GameResult,
    ) -> GameRecord<R> {
        GameRecord {
            tags,
            game,
            comments,
            nags,
            result,
            rules_end: None,
        }
    }

    pub(crate) fn with_rules_end(mut self, end: Option<RulesEnd>) -> GameRecord<R> {
        self.rules_end = end;
        self
    }

    /// Where the rules had ended the game when the record goes on past that end: a reader
    /// replays the moves that are legal in their positions after a dead position or a
    /// repetition (such records exist) and reports the end here. `None` when the record
    /// stops at or before any end.
    #[must_use]
    pub fn rules_end(&self) -> Option<RulesEnd> {
        self.rules_end
    }
}

/// A comment as a record keeps it: words separated by single spaces, without `}`.
pub(crate) fn clean_comment(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for word in text.split_whitespace() {
        let word: String = word.chars().filter(|&c| c != '}').collect();
        if word.is_empty() {
            continue;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&word);
    }
    out
}

impl<R: Rules> PartialEq for GameRecord<R> {
    /// Records are equal when their tags, start positions (with options), moves, comments,
    /// glyphs and results are.
    fn eq(&self, other: &GameRecord<R>) -> bool {
        self.tags == other.tags
            && self.start() == other.start()
            && self.moves() == other.moves()
            && self.comments == other.comments
            && self.nags == other.nags
            && self.result == other.result
    }
}
