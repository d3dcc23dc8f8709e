//! Reading PGN: a streaming reader that splits its input into games, one at a time.

use core::fmt;
use core::marker::PhantomData;
use std::io::{self, BufRead};

use skazka_core::Color;
use skazka_core::san::{San, SanError};

use crate::tags::parse_tag;
use crate::{GameRecord, Tags};

/// How much a [`PgnReader`] holds at once. A longer line or game is an error for that game
/// alone: the reader skips the rest of it and goes on with the next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Limits {
    /// The longest line, in bytes (64 KiB by default).
    pub line_bytes: usize,
    /// The longest game (tags and movetext), in bytes (1 MiB by default).
    pub game_bytes: usize,
    /// The most tags in one game (256 by default).
    pub tags: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            line_bytes: 64 * 1024,
            game_bytes: 1024 * 1024,
            tags: 256,
        }
    }
}

impl Limits {
    /// The same limits with the longest line `bytes` long.
    #[must_use]
    pub const fn with_line_bytes(mut self, bytes: usize) -> Limits {
        self.line_bytes = bytes;
        self
    }

    /// The same limits with the longest game `bytes` long.
    #[must_use]
    pub const fn with_game_bytes(mut self, bytes: usize) -> Limits {
        self.game_bytes = bytes;
        self
    }

    /// The same limits with at most `count` tags per game.
    #[must_use]
    pub const fn with_tags(mut self, count: usize) -> Limits {
        self.tags = count;
        self
    }
}

/// Where in a game an error was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Location {
    /// The game as a whole.
    Game,
    /// A line of the input (counted from 1).
    Line(u64),
    /// A move: its number and the side to move.
    Move {
        /// The move number, as the movetext numbers it.
        number: u32,
        /// The side to move.
        side: Color,
    },
}

/// What went wrong in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PgnErrorKind {
    /// The input could not be read; the reader stops.
    Io(String),
    /// A line longer than [`Limits::line_bytes`].
    LineTooLong(usize),
    /// A game longer than [`Limits::game_bytes`].
    GameTooLong(usize),
    /// More tags than [`Limits::tags`].
    TooManyTags(usize),
    /// A line of the tag section that is not a tag pair (its start).
    MalformedTag(String),
    /// The `Variant` tag names another game.
    Variant {
        /// The game the reader plays ([`Rules::name`](skazka_core::Rules::name) of the start
        /// position).
        expected: String,
        /// The game the record names (`chess` when it has no `Variant` tag).
        found: String,
    },
    /// The `VariantOptions` tag is not options of the game.
    Options {
        /// The tag's value (its start).
        text: String,
        /// Why.
        message: String,
    },
    /// The `FEN` tag is not a position of the game under its options.
    Fen {
        /// The tag's value (its start).
        fen: String,
        /// Why.
        message: String,
    },
    /// `[SetUp "1"]` without a `FEN` tag.
    MissingFen,
    /// A `Result` tag that is not `1-0`, `0-1`, `1/2-1/2` or `*`.
    InvalidResult(String),
    /// The `Result` tag and the result at the end of the movetext differ.
    ResultMismatch {
        /// The `Result` tag.
        tag: String,
        /// The movetext's.
        movetext: String,
    },
    /// A move that could not be read or played.
    Move {
        /// The move as written (its start).
        text: String,
        /// Why.
        error: SanError,
    },
    /// A move after the end of the game by the rules that is not legal in its position (after
    /// a checkmate, none is).
    AfterEnd(String),
    /// A `{` comment that is not closed.
    UnclosedComment,
    /// A `(` variation that is not closed.
    UnclosedVariation,
    /// A `)` without its `(`.
    UnmatchedParenthesis,
}

impl fmt::Display for PgnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnErrorKind::Io(message) => write!(f, "read error: {message}"),
            PgnErrorKind::LineTooLong(limit) => write!(f, "line longer than {limit} bytes"),
            PgnErrorKind::GameTooLong(limit) => write!(f, "game longer than {limit} bytes"),
            PgnErrorKind::TooManyTags(limit) => write!(f, "more than {limit} tags"),
            PgnErrorKind::MalformedTag(text) => write!(f, "malformed tag pair {text:?}"),
            PgnErrorKind::Variant { expected, found } => write!(
                f,
                "the record is a game of {found:?}, but it is read as {expected:?}"
            ),
            PgnErrorKind::Options { text, message } => {
                write!(f, "invalid VariantOptions {text:?}: {message}")
            }
            PgnErrorKind::Fen { fen, message } => write!(f, "invalid FEN {fen:?}: {message}"),
            PgnErrorKind::MissingFen => f.write_str("SetUp \"1\" without a FEN tag"),
            PgnErrorKind::InvalidResult(text) => write!(
                f,
                "invalid Result {text:?}: expected 1-0, 0-1, 1/2-1/2 or *"
            ),
            PgnErrorKind::ResultMismatch { tag, movetext } => write!(
                f,
                "the Result tag says {tag:?} but the movetext ends with {movetext:?}"
            ),
            PgnErrorKind::Move { text, error } => match error {
                SanError::Illegal => write!(f, "illegal move {text:?}: {error}"),
                SanError::Ambiguous(moves) => write!(
                    f,
                    "ambiguous move {text:?}: it could be {}",
                    moves.join(" or ")
                ),
                _ => write!(f, "malformed move {text:?}: {error}"),
            },
            PgnErrorKind::AfterEnd(text) => {
                write!(f, "illegal move {text:?}: the game is already over")
            }
            PgnErrorKind::UnclosedComment => f.write_str("comment without its closing }"),
            PgnErrorKind::UnclosedVariation => f.write_str("variation without its closing )"),
            PgnErrorKind::UnmatchedParenthesis => f.write_str(") without an opening ("),
        }
    }
}

/// An error in one game of a PGN input: which game, where in it, and what.
///
/// `Display` reads `game 3, move 12 (black): illegal move "Nf6": no legal move is written this
/// way`. The reader has already skipped to the next game when it returns this.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    game: usize,
    location: Location,
    kind: PgnErrorKind,
}

impl PgnError {
    pub(crate) fn new(game: usize, location: Location, kind: PgnErrorKind) -> PgnError {
        PgnError {
            game,
            location,
            kind,
        }
    }

    /// The game's number in the input, counted from 1.
    #[must_use]
    pub fn game(&self) -> usize {
        self.game
    }

    /// Where in the game.
    #[must_use]
    pub fn location(&self) -> Location {
        self.location
    }

    /// What went wrong.
    #[must_use]
    pub fn kind(&self) -> &PgnErrorKind {
        &self.kind
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}", self.game)?;
        match self.location {
            Location::Game => {}
            Location::Line(line) => write!(f, ", line {line}")?,
            Location::Move { number, side } => {
                let side = if side == Color::White {
                    "white"
                } else {
                    "black"
                };
                write!(f, ", move {number} ({side})")?;
            }
        }
        write!(f, ": {}", self.kind)
    }
}

impl std::error::Error for PgnError {}

/// Keeps error messages short whatever the input.
pub(crate) fn clip(text: &str) -> String {
    const MAX: usize = 64;
    if text.chars().count() <= MAX {
        text.to_owned()
    } else {
        let mut out: String = text.chars().take(MAX).collect();
        out.push('…');
        out
    }
}

/// One game of a PGN input, split off but not yet replayed: its tags as read and its movetext.
///
/// This is the step that needs no game: a program reads the tags, picks the game from
/// [`Tags::variant`], and replays the movetext with [`RawGame::replay`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawGame {
    pub(crate) number: usize,
    pub(crate) line: u64,
    pub(crate) tags: Tags,
    pub(crate) movetext: String,
}

impl RawGame {
    /// The game's number in the input, counted from 1.
    #[must_use]
    pub fn number(&self) -> usize {
        self.number
    }

    /// The line the game starts on, counted from 1.
    #[must_use]
    pub fn line(&self) -> u64 {
        self.line
    }

    /// Every tag, as read.
    #[must_use]
    pub fn tags(&self) -> &Tags {
        &self.tags
    }

    /// The movetext, as read (line breaks included, `%` escape lines left out).
    #[must_use]
    pub fn movetext(&self) -> &str {
        &self.movetext
    }

    /// Replays the game under the rules of `R`: sets the start position up from
    /// `VariantOptions`, `SetUp` and `FEN`, checks that the `Variant` tag names its game, and
    /// plays every move of the main line through a [`Game`](skazka_core::Game). A move that is
    /// legal in its position is replayed even after the rules ended the game (a dead position,
    /// a repetition: such records exist); [`GameRecord::rules_end`] says where they ended it.
    ///
    /// # Errors
    /// [`PgnError`] naming this game: options or a FEN the game does not accept, a `Variant`
    /// of another game, a move that is malformed, illegal or ambiguous (with its number and
    /// side), an unclosed comment or variation, or results that disagree.
    pub fn replay<R: San>(&self) -> Result<GameRecord<R>, PgnError> {
        crate::movetext::replay(self)
    }
}

/// A streaming PGN reader over any [`BufRead`]: it holds one game at a time, never the whole
/// input.
///
/// [`PgnReader::next_raw`] (also the reader's [`Iterator`]) splits the next game off without
/// knowing its rules; [`PgnReader::read_game`] and [`PgnReader::games`] replay each game under
/// one game's rules. After an error in a game, reading goes on with the next one, so the games
/// before and after a bad record are all returned. Line and game sizes are capped
/// ([`Limits`]).
///
/// # Example
///
/// ```
/// use skazka_chess::Chess;
/// use skazka_pgn::PgnReader;
///
/// let pgn = "[White \"Ann\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n\
///            1. e4 e5 2. Ke2 *\n";
/// let mut reader = PgnReader::new(pgn.as_bytes());
/// let first = reader.read_game::<Chess>().unwrap()?;
/// assert_eq!(first.moves().len(), 7);
/// assert_eq!(first.tags().get("White"), Some("Ann"));
/// let second = reader.read_game::<Chess>().unwrap()?;
/// assert_eq!(second.moves().len(), 3);
/// assert!(reader.read_game::<Chess>().is_none());
/// # Ok::<(), skazka_pgn::PgnError>(())
/// ```
#[derive(Debug)]
pub struct PgnReader<B> {
    input: B,
    limits: Limits,
    /// Lines read so far.
    line: u64,
    /// A line read that belongs to the next game.
    pending: Option<(u64, String)>,
    /// Games returned so far.
    games: usize,
    /// The input ended or failed.
    done: bool,
}

/// One line from the input.
enum Line {
    Text(u64, String),
    TooLong(u64),
    End,
}

/// Tracks comments and variations while a game is split off, to find its result token.
#[derive(Default)]
struct Scan {
    in_comment: bool,
    depth: usize,
}

impl Scan {
    /// Scans one line; returns the byte offset just after a result token at the top level.
    fn line(&mut self, line: &str) -> Option<usize> {
        let bytes = line.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            let b = bytes[i];
            if self.in_comment {
                if b == b'}' {
                    self.in_comment = false;
                }
                i += 1;
                continue;
            }
            match b {
                b'{' => self.in_comment = true,
                b';' => return None,
                b'(' => self.depth += 1,
                b')' => self.depth = self.depth.saturating_sub(1),
                b if b.is_ascii_whitespace() => {}
                _ => {
                    let end = bytes[i..]
                        .iter()
                        .position(|c| c.is_ascii_whitespace() || b"{}();".contains(c))
                        .map_or(bytes.len(), |n| i + n)
                        .max(i + 1);
                    let word = line.get(i..end).unwrap_or("");
                    if self.depth == 0 && matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*") {
                        return Some(end);
                    }
                    i = end;
                    continue;
                }
            }
            i += 1;
        }
        None
    }
}

/// Whether `text` starts like a tag pair (`[Name` then a space or `"`), well formed or not;
/// a die roll such as `[N]` does not.
fn starts_tag(text: &str) -> bool {
    let Some(rest) = text.strip_prefix('[') else {
        return false;
    };
    let rest = rest.trim_start();
    let name_len = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    crate::tags::is_tag_name(&rest[..name_len])
        && rest[name_len..]
            .chars()
            .next()
            .is_none_or(|c| c.is_whitespace() || c == '"')
}

impl<B: BufRead> PgnReader<B> {
    /// A reader of `input` with the default [`Limits`].
    pub fn new(input: B) -> PgnReader<B> {
        PgnReader::with_limits(input, Limits::default())
    }

    /// A reader of `input` with the given limits.
    pub fn with_limits(input: B, limits: Limits) -> PgnReader<B> {
        PgnReader {
            input,
            limits,
            line: 0,
            pending: None,
            games: 0,
            done: false,
        }
    }

    /// How many games were returned so far (good or not).
    #[must_use]
    pub fn games_read(&self) -> usize {
        self.games
    }

    /// The input, giving up the reader (and whatever it had read ahead).
    pub fn into_inner(self) -> B {
        self.input
    }

    /// Reads the next line, at most `limits.line_bytes` long.
    fn next_line(&mut self) -> Result<Line, String> {
        if let Some((number, text)) = self.pending.take() {
            return Ok(Line::Text(number, text));
        }
        if self.done {
            return Ok(Line::End);
        }
        let mut bytes = Vec::new();
        let mut too_long = false;
        let mut any = false;
        loop {
            let buffer = match self.input.fill_buf() {
                Ok(buffer) => buffer,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    self.done = true;
                    return Err(clip(&e.to_string()));
                }
            };
            if buffer.is_empty() {
                break;
            }
            any = true;
            let (chunk, found) = match buffer.iter().position(|&b| b == b'\n') {
                Some(n) => (&buffer[..n], n + 1),
                None => (buffer, buffer.len()),
            };
            let newline = found > chunk.len();
            if !too_long {
                if bytes.len() + chunk.len() > self.limits.line_bytes {
                    too_long = true;
                    bytes = Vec::new();
                } else {
                    bytes.extend_from_slice(chunk);
                }
            }
            self.input.consume(found);
            if newline {
                break;
            }
        }
        if !any {
            self.done = true;
            return Ok(Line::End);
        }
        self.line += 1;
        if too_long {
            return Ok(Line::TooLong(self.line));
        }
        if bytes.last() == Some(&b'\r') {
            bytes.pop();
        }
        if self.line == 1 && bytes.starts_with(b"\xEF\xBB\xBF") {
            bytes.drain(..3);
        }
        let text = match String::from_utf8(bytes) {
            Ok(text) => text,
            Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
        };
        Ok(Line::Text(self.line, text))
    }

    /// Splits the next game off the input: its tags and movetext, without replaying it.
    /// `None` at the end of the input.
    ///
    /// The game ends with its result token (`1-0`, `0-1`, `1/2-1/2`, `*`) outside comments
    /// and variations, at a tag pair after its movetext, or at the end of the input.
    ///
    /// # Errors
    /// [`PgnError`] for a malformed tag pair, too many tags, a line or game over the
    /// [`Limits`], or a read error (after which the reader returns `None`). The rest of the
    /// game is skipped, so the next call reads the next game.
    pub fn next_raw(&mut self) -> Option<Result<RawGame, PgnError>> {
        let mut tags = Tags::new();
        let mut movetext = String::new();
        let mut error: Option<(Location, PgnErrorKind)> = None;
        let mut first_line = 0;
        let mut started = false;
        let mut in_movetext = false;
        let mut blank_after_tags = false;
        let mut size = 0usize;
        let mut scan = Scan::default();
        loop {
            let (number, text) = match self.next_line() {
                Ok(Line::Text(number, text)) => (number, text),
                Ok(Line::TooLong(number)) => {
                    if !started {
                        started = true;
                        first_line = number;
                    }
                    error.get_or_insert((
                        Location::Line(number),
                        PgnErrorKind::LineTooLong(self.limits.line_bytes),
                    ));
                    continue;
                }
                Ok(Line::End) => break,
                Err(message) => {
                    started = true;
                    error = Some((Location::Game, PgnErrorKind::Io(message)));
                    break;
                }
            };
            let trimmed = text.trim();
            if text.starts_with('%') && !scan.in_comment {
                continue;
            }
            let mut rest = trimmed;
            if !in_movetext {
                if trimmed.is_empty() {
                    blank_after_tags = started;
                    continue;
                }
                if trimmed.starts_with('[') && parse_tag(trimmed).is_some() && blank_after_tags {
                    self.pending = Some((number, text));
                    break;
                }
                if !started {
                    started = true;
                    first_line = number;
                }
                while starts_tag(rest) {
                    match parse_tag(rest) {
                        Some(((name, value), after)) => {
                            if tags.len() >= self.limits.tags && tags.get(&name).is_none() {
                                error.get_or_insert((
                                    Location::Line(number),
                                    PgnErrorKind::TooManyTags(self.limits.tags),
                                ));
                            } else {
                                size += name.len() + value.len();
                                tags.set(name, value);
                            }
                            rest = after.trim_start();
                        }
                        None => {
                            error.get_or_insert((
                                Location::Line(number),
                                PgnErrorKind::MalformedTag(clip(rest)),
                            ));
                            rest = "";
                        }
                    }
                }
                if rest.is_empty() {
                    continue;
                }
                in_movetext = true;
            } else if trimmed.starts_with('[')
                && parse_tag(trimmed).is_some_and(|(_, after)| {
                    after.trim().is_empty() || after.trim_start().starts_with('[')
                })
            {
                // A tag pair after the movetext starts the next game.
                self.pending = Some((number, text));
                break;
            }
            let end = scan.line(rest);
            let piece = end.map_or(rest, |n| &rest[..n]);
            size += piece.len() + 1;
            if size > self.limits.game_bytes {
                error.get_or_insert((
                    Location::Game,
                    PgnErrorKind::GameTooLong(self.limits.game_bytes),
                ));
                movetext = String::new();
            } else if error.is_none() {
                movetext.push_str(piece);
                movetext.push('\n');
            }
            if let Some(n) = end {
                let after = rest[n..].trim();
                if !after.is_empty() {
                    self.pending = Some((number, after.to_owned()));
                }
                break;
            }
        }
        if !started {
            return None;
        }
        self.games += 1;
        Some(match error {
            Some((location, kind)) => Err(PgnError::new(self.games, location, kind)),
            None => Ok(RawGame {
                number: self.games,
                line: first_line,
                tags,
                movetext,
            }),
        })
    }

    /// Reads the next game and replays it under the rules of `R` ([`RawGame::replay`]).
    /// `None` at the end of the input.
    ///
    /// # Errors
    /// [`PgnError`] from [`PgnReader::next_raw`] or [`RawGame::replay`]; the next call reads
    /// the next game.
    pub fn read_game<R: San>(&mut self) -> Option<Result<GameRecord<R>, PgnError>> {
        Some(self.next_raw()?.and_then(|raw| raw.replay()))
    }

    /// The games that follow, each replayed under the rules of `R`.
    pub fn games<R: San>(&mut self) -> Games<'_, B, R> {
        Games {
            reader: self,
            game: PhantomData,
        }
    }
}

impl<B: BufRead> Iterator for PgnReader<B> {
    type Item = Result<RawGame, PgnError>;

    /// [`PgnReader::next_raw`].
    fn next(&mut self) -> Option<Result<RawGame, PgnError>> {
        self.next_raw()
    }
}

/// The games of a [`PgnReader`] replayed under the rules of `R`; made by [`PgnReader::games`].
#[derive(Debug)]
pub struct Games<'a, B, R> {
    reader: &'a mut PgnReader<B>,
    game: PhantomData<fn() -> R>,
}

impl<B: BufRead, R: San> Iterator for Games<'_, B, R> {
    type Item = Result<GameRecord<R>, PgnError>;

    fn next(&mut self) -> Option<Result<GameRecord<R>, PgnError>> {
        self.reader.read_game()
    }
}
