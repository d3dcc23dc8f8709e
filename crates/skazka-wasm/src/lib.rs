//! skazka in the browser and in Node: WebAssembly bindings with the API of Fairy-Stockfish's
//! ffish.js (`Board`, `variants`, `startingFen`, `validateFen`, `loadVariantConfig`,
//! `readGamePGN`, `info`), for every game of the library, plus what ffish.js does not have:
//! options, the die, SVG pictures, a search with a time limit, perft.
//!
//! Built with `crates/skazka-wasm/build.sh` into an npm package folder; the JavaScript side is
//! documented in `docs/javascript.md`. Every refusal (an unknown variant, a bad FEN, an illegal
//! move, a board already freed) is thrown as a JavaScript `Error`.
//!
//! On the host the crate builds as a plain library (its [`text`] helpers are tested there);
//! the bindings call into JavaScript only on `wasm32`.

pub mod text;

use std::fmt::Display;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use skazka::core::{Color, Outcome};
use skazka::engine::{Limits, PieceInfo, Rng, format_score};
use skazka::{AnyEngine, AnyGame, AnyPosition, Choice, LegalMove, Registry, SearchOptions};
use skazka_pgn::PgnReader;
use wasm_bindgen::prelude::*;

/// A JavaScript `Error` with `message`.
fn error(message: impl Display) -> JsError {
    JsError::new(&message.to_string())
}

/// Rust values as plain JavaScript objects and arrays.
fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(error)
}

/// An optional argument of a JavaScript object type.
fn from_js<T: for<'de> Deserialize<'de> + Default>(value: JsValue) -> Result<T, JsError> {
    if value.is_undefined() || value.is_null() {
        return Ok(T::default());
    }
    serde_wasm_bindgen::from_value(value).map_err(error)
}

/// ffish.js's result text of an outcome: `1-0`, `0-1`, `1/2-1/2`, `*` while the game goes on.
fn result_text(outcome: Option<Outcome>) -> String {
    outcome.map_or("*", Outcome::score).to_owned()
}

/// The options text of the third argument of `new Board`: a `key=value` text, or nothing.
fn options_arg(options: &JsValue) -> Result<String, JsError> {
    if options.is_undefined() || options.is_null() || options.as_bool() == Some(false) {
        return Ok(String::new());
    }
    if let Some(text) = options.as_string() {
        return Ok(text);
    }
    if options.as_bool() == Some(true) {
        return Err(error(
            "960 starts are not a flag here: give the start position as a FEN",
        ));
    }
    Err(error("options are `key=value` words in one text"))
}

/// Fairy-Stockfish's notations, as ffish.js names them (`Notation.SAN`), for the notation
/// argument of `sanMove`, `variationSan`, `pushSan` and `pushSanMoves`. ffish.js's own
/// `Notation` values (objects with a `value`) are accepted too.
#[wasm_bindgen]
#[allow(non_camel_case_types, clippy::upper_case_acronyms)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notation {
    /// The variant's own: Hodges' numbered notation for the shogi family, SAN otherwise.
    DEFAULT = 0,
    /// Short algebraic notation (the default of every method).
    SAN = 1,
    /// Long algebraic notation.
    LAN = 2,
    /// Hosking's shogi notation.
    SHOGI_HOSKING = 3,
    /// Hodges' shogi notation.
    SHOGI_HODGES = 4,
    /// Hodges' shogi notation with numbered ranks.
    SHOGI_HODGES_NUMBER = 5,
    /// Janggi notation.
    JANGGI = 6,
    /// The World Xiangqi Federation's notation.
    XIANGQI_WXF = 7,
    /// SAN with Thai names and coordinates.
    THAI_SAN = 8,
    /// LAN with Thai names and coordinates.
    THAI_LAN = 9,
}

/// The notation argument: SAN when left out, else a `Notation` value, a number, or one of
/// ffish.js's `Notation` objects (`{value}`).
fn notation_arg(value: &JsValue) -> Result<skazka::Notation, JsError> {
    if value.is_undefined() || value.is_null() {
        return Ok(skazka::Notation::San);
    }
    let code = value.as_f64().or_else(|| {
        js_sys::Reflect::get(value, &JsValue::from_str("value"))
            .ok()
            .and_then(|v| v.as_f64())
    });
    code.filter(|c| c.fract() == 0.0 && (0.0..=9.0).contains(c))
        .and_then(|c| skazka::Notation::from_code(c as i32))
        .ok_or_else(|| error("a notation is one of Notation's values, 0 to 9"))
}

/// A board of one game: ffish.js's `Board`, for every variant of skazka.
///
/// ```js
/// const board = new Board("chess");
/// board.push("e2e4");
/// board.pushSan("e5");
/// board.fen(); // "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
/// board.delete();
/// ```
#[wasm_bindgen]
#[derive(Debug)]
pub struct Board {
    game: AnyGame,
    engine: Option<AnyEngine>,
}

/// A legal move for a user interface: its text, its SAN and the squares to click.
#[derive(Serialize)]
struct MoveOut<'a> {
    text: &'a str,
    san: &'a str,
    from: Option<&'a str>,
    to: Option<&'a str>,
    choice: Option<&'a Choice>,
}

impl<'a> From<&'a LegalMove> for MoveOut<'a> {
    fn from(m: &'a LegalMove) -> MoveOut<'a> {
        MoveOut {
            text: &m.text,
            san: &m.san,
            from: m.from.as_deref(),
            to: m.to.as_deref(),
            choice: m.choice.as_ref(),
        }
    }
}

/// A piece of the game for the web board's legend: the server board's `pieces`.
#[derive(Serialize)]
struct PieceOut {
    letter: String,
    symbol: String,
    name: String,
    moves: String,
    white: String,
    black: String,
}

/// The pixels of a legend picture, as the server board draws it; the page scales it.
const PICTURE: u32 = 40;

impl From<PieceInfo> for PieceOut {
    fn from(p: PieceInfo) -> PieceOut {
        let glyph = p.glyph();
        PieceOut {
            white: skazka_svg::man_picture(&glyph, Color::White, PICTURE),
            black: skazka_svg::man_picture(&glyph, Color::Black, PICTURE),
            letter: p.letter,
            symbol: p.symbol,
            name: p.name,
            moves: p.moves,
        }
    }
}

/// The end of a game, as the web board shows it.
#[derive(Serialize)]
struct OutcomeOut {
    result: &'static str,
    winner: Option<String>,
    reason: String,
    text: String,
}

impl From<Outcome> for OutcomeOut {
    fn from(o: Outcome) -> OutcomeOut {
        OutcomeOut {
            result: o.score(),
            winner: o.winner().map(|c| c.to_string()),
            reason: o.reason().to_string(),
            text: o.to_string(),
        }
    }
}

/// The whole state of a game, as the server board's JSON API answers it.
#[derive(Serialize)]
struct StateOut<'a> {
    variant: &'static str,
    options: String,
    fen: String,
    start_fen: String,
    turn: String,
    moves: Vec<String>,
    moves_san: Vec<String>,
    last_move: Vec<String>,
    legal_moves: Vec<MoveOut<'a>>,
    check: bool,
    chance: bool,
    outcome: Option<OutcomeOut>,
    claimable_draw: Option<String>,
    pieces: Vec<PieceOut>,
}

/// What `Board.svg` may be asked.
#[derive(Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
struct SvgIn {
    orientation: Option<String>,
    size: Option<u32>,
    selected: Option<String>,
    coordinates: Option<bool>,
}

/// The limits of `Board.search`.
#[derive(Default, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
struct SearchIn {
    time_ms: Option<f64>,
    depth: Option<u32>,
    nodes: Option<f64>,
    megabytes: Option<u32>,
}

/// What `Board.search` finds.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SearchOut {
    #[serde(rename = "move")]
    best: String,
    san: String,
    depth: u32,
    score: i32,
    score_text: String,
    nodes: f64,
    elapsed_ms: f64,
    pv: Vec<String>,
}

/// A move played, in both notations.
#[derive(Serialize)]
struct PlayedOut {
    text: String,
    san: String,
}

impl Board {
    fn fen_counters(&self) -> (u32, u32) {
        text::counters(&self.game.fen()).unwrap_or_else(|| {
            let plies = u32::try_from(self.game.plies()).unwrap_or(u32::MAX);
            (0, 1 + plies / 2)
        })
    }

    fn rows(&self) -> Option<Vec<Vec<Option<String>>>> {
        let geo = self.game.geometry();
        text::board(
            &self.game.fen(),
            usize::from(geo.files()),
            usize::from(geo.ranks()),
        )
    }

    fn ranks(&self) -> usize {
        usize::from(self.game.geometry().ranks())
    }

    /// Plays moves in the game's move text (or, with a notation, written in it), all or
    /// none.
    fn push_all(&mut self, moves: &str, notation: Option<skazka::Notation>) -> Result<(), JsError> {
        let mut game = self.game.clone();
        for word in moves.split_whitespace() {
            let text = match notation {
                Some(n) => move_text_of(&game, word, n),
                None => game
                    .position()
                    .parse_move(word)
                    .is_ok()
                    .then(|| word.to_owned()),
            };
            if text.is_none_or(|t| game.play(&t).is_err()) {
                let written = notation.map_or("move text".to_owned(), |n| n.to_string());
                return Err(error(format!(
                    "`{}` is not a legal move in {written} after `{}`",
                    clip(word),
                    game.moves().join(" ")
                )));
            }
        }
        self.game = game;
        Ok(())
    }

    /// A legal move, given in the game's move text, written in `notation`.
    fn written(
        position: &AnyPosition,
        text: &str,
        notation: skazka::Notation,
    ) -> Result<String, JsError> {
        let m = position
            .parse_move(text)
            .map_err(|e| error(format!("`{}`: {e}", clip(text))))?;
        position.write_notation(&m, notation).map_err(error)
    }
}

/// The move text of the legal move of `game` written `written` in `notation`: the move written
/// exactly so, or, failing that, the move SAN reads (skazka reads SAN leniently: `Nf3`,
/// `Ng1f3`, `g1f3`).
fn move_text_of(game: &AnyGame, written: &str, notation: skazka::Notation) -> Option<String> {
    let position = game.position();
    let exact = game.legal_move_texts().into_iter().find(|text| {
        position
            .parse_move(text)
            .ok()
            .and_then(|m| position.write_notation(&m, notation).ok())
            .is_some_and(|w| w == written)
    });
    exact.or_else(|| position.parse_san(written).ok().map(|m| m.to_string()))
}

/// At most 60 characters of `text`, for messages.
fn clip(text: &str) -> String {
    text.chars().take(60).collect()
}

#[wasm_bindgen]
impl Board {
    /// A board of `variant` (`chess` when left out) from its start or from `fen`; the third
    /// argument is the game's options as `key=value` words (`"dice=true"`).
    ///
    /// # Errors
    /// An unknown variant, options or a FEN the game refuses.
    #[wasm_bindgen(constructor)]
    pub fn new(
        variant: Option<String>,
        fen: Option<String>,
        options: JsValue,
    ) -> Result<Board, JsError> {
        let variant = variant.unwrap_or_else(|| "chess".to_owned());
        let options = options_arg(&options)?;
        let fen = fen.as_deref().map(str::trim).filter(|f| !f.is_empty());
        let game = AnyGame::new(&variant, &options, fen).map_err(error)?;
        Ok(Board { game, engine: None })
    }

    /// The legal moves in the game's move text (UCI for the catalogue), separated by spaces.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> String {
        self.game.legal_move_texts().join(" ")
    }

    /// The legal moves in SAN (for a variant defined as data, Fairy-Stockfish's SAN, as
    /// ffish.js writes it), in the order of [`Board::legal_moves`].
    #[wasm_bindgen(js_name = legalMovesSan)]
    pub fn legal_moves_san(&self) -> String {
        let position = self.game.position();
        let sans: Vec<String> = self
            .game
            .legal_move_texts()
            .iter()
            .filter_map(|text| Board::written(&position, text, skazka::Notation::San).ok())
            .collect();
        sans.join(" ")
    }

    /// The number of legal moves.
    #[wasm_bindgen(js_name = numberLegalMoves)]
    pub fn number_legal_moves(&self) -> u32 {
        u32::try_from(self.game.legal_move_texts().len()).unwrap_or(u32::MAX)
    }

    /// Plays a move in the game's move text; `false` (and no change) when it is not legal.
    pub fn push(&mut self, text: &str) -> bool {
        self.game.position().parse_move(text).is_ok() && self.game.play(text).is_ok()
    }

    /// Plays a move written in `notation` (SAN when left out): the legal move written exactly
    /// so, else the move SAN reads in any form skazka reads; `false` (and no change) when
    /// there is none.
    #[wasm_bindgen(js_name = pushSan)]
    pub fn push_san(
        &mut self,
        san: &str,
        #[wasm_bindgen(unchecked_optional_param_type = "Notation")] notation: JsValue,
    ) -> bool {
        let Ok(notation) = notation_arg(&notation) else {
            return false;
        };
        move_text_of(&self.game, san, notation).is_some_and(|text| self.game.play(&text).is_ok())
    }

    /// Plays moves in the game's move text separated by spaces, all or none.
    ///
    /// # Errors
    /// The first move that is not legal (then no move is played).
    #[wasm_bindgen(js_name = pushMoves)]
    pub fn push_moves(&mut self, moves: &str) -> Result<(), JsError> {
        self.push_all(moves, None)
    }

    /// Plays moves written in `notation` (SAN when left out, read as `pushSan` reads it)
    /// separated by spaces, all or none.
    ///
    /// # Errors
    /// The first move that is not legal (then no move is played), or a bad notation.
    #[wasm_bindgen(js_name = pushSanMoves)]
    pub fn push_san_moves(
        &mut self,
        moves: &str,
        #[wasm_bindgen(unchecked_optional_param_type = "Notation")] notation: JsValue,
    ) -> Result<(), JsError> {
        let notation = notation_arg(&notation)?;
        self.push_all(moves, Some(notation))
    }

    /// Takes back the last move.
    ///
    /// # Errors
    /// When no move was played.
    pub fn pop(&mut self) -> Result<(), JsError> {
        self.game
            .undo()
            .map(|_| ())
            .ok_or_else(|| error("no move to take back"))
    }

    /// Back to the variant's start position (with the board's options), no move played.
    ///
    /// # Errors
    /// Not expected: the board's own variant and options.
    pub fn reset(&mut self) -> Result<(), JsError> {
        self.game = AnyGame::of(self.game.variant(), &self.game.options(), None).map_err(error)?;
        Ok(())
    }

    /// The current position's FEN.
    pub fn fen(&self) -> String {
        self.game.fen()
    }

    /// Sets the position from `fen` (the moves played are forgotten).
    ///
    /// # Errors
    /// A FEN the game refuses; the board does not change then.
    #[wasm_bindgen(js_name = setFen)]
    pub fn set_fen(&mut self, fen: &str) -> Result<(), JsError> {
        self.game = AnyGame::of(self.game.variant(), &self.game.options(), Some(fen.trim()))
            .map_err(error)?;
        Ok(())
    }

    /// A legal move given in the game's move text, written in `notation` (SAN when left out;
    /// a variant defined as data in each of Fairy-Stockfish's notations, as ffish.js writes
    /// it, a game written in Rust in SAN or LAN).
    ///
    /// # Errors
    /// When it is not a legal move here, or the game has no form of the notation.
    #[wasm_bindgen(js_name = sanMove)]
    pub fn san_move(
        &self,
        text: &str,
        #[wasm_bindgen(unchecked_optional_param_type = "Notation")] notation: JsValue,
    ) -> Result<String, JsError> {
        Board::written(&self.game.position(), text, notation_arg(&notation)?)
    }

    /// A line of moves in the game's move text, written in `notation` (SAN when left out)
    /// with move numbers (`1...e5 2. Nf3`), or without them when `move_numbers` is `false`;
    /// empty when a move is not legal or the notation is not the game's. The board does not
    /// change.
    #[wasm_bindgen(js_name = variationSan)]
    pub fn variation_san(
        &self,
        moves: &str,
        #[wasm_bindgen(unchecked_optional_param_type = "Notation")] notation: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "boolean")] move_numbers: Option<bool>,
    ) -> String {
        let Ok(notation) = notation_arg(&notation) else {
            return String::new();
        };
        let mut position: AnyPosition = self.game.position();
        let white_first = position.turn() == Color::White;
        let mut sans = Vec::new();
        for word in moves.split_whitespace() {
            let Ok(m) = position.parse_move(word) else {
                return String::new();
            };
            let Ok(written) = position.write_notation(&m, notation) else {
                return String::new();
            };
            sans.push(written);
            if position.play(m).is_err() {
                return String::new();
            }
        }
        let (_, fullmove) = self.fen_counters();
        text::variation(&sans, fullmove, white_first, move_numbers.unwrap_or(true))
    }

    /// The side to move: `true` for white (the first player).
    pub fn turn(&self) -> bool {
        self.game.turn() == Color::White
    }

    /// The number of the full move, from 1, as the FEN counts it.
    #[wasm_bindgen(js_name = fullmoveNumber)]
    pub fn fullmove_number(&self) -> u32 {
        self.fen_counters().1
    }

    /// Plies since the last capture or pawn move, as the FEN counts them.
    #[wasm_bindgen(js_name = halfmoveClock)]
    pub fn halfmove_clock(&self) -> u32 {
        self.fen_counters().0
    }

    /// Plies since the start of the game, as the FEN's move number counts them.
    #[wasm_bindgen(js_name = gamePly)]
    pub fn game_ply(&self) -> u32 {
        let black = u32::from(self.game.turn() == Color::Black);
        2 * self.fen_counters().1.saturating_sub(1) + black
    }

    /// Whether the side to move is in check.
    #[wasm_bindgen(js_name = isCheck)]
    pub fn is_check(&self) -> bool {
        self.game.is_check()
    }

    /// Whether a legal move, in the game's move text, captures (as its SAN writes `x`).
    ///
    /// # Errors
    /// When it is not a legal move here.
    #[wasm_bindgen(js_name = isCapture)]
    pub fn is_capture(&self, text: &str) -> Result<bool, JsError> {
        self.game
            .is_capture(text)
            .ok_or_else(|| error(format!("`{}` is not a legal move here", clip(text))))
    }

    /// Whether the game is over: by its rules, because neither side has the material to win
    /// (as ffish.js counts it), or, with `claim_draw`, because a draw may be claimed.
    #[wasm_bindgen(js_name = isGameOver)]
    pub fn is_game_over(&self, claim_draw: Option<bool>) -> bool {
        self.game.outcome().is_some()
            || self.is_insufficient_material()
            || (claim_draw == Some(true) && self.game.claimable_draw().is_some())
    }

    /// `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes on: a game neither side has the
    /// material to win is drawn, as ffish.js has it; with `claim_draw` a draw that may be
    /// claimed counts as the result.
    pub fn result(&self, claim_draw: Option<bool>) -> String {
        if let Some(outcome) = self.game.outcome() {
            return result_text(Some(outcome));
        }
        if self.is_insufficient_material()
            || (claim_draw == Some(true) && self.game.claimable_draw().is_some())
        {
            return "1/2-1/2".to_owned();
        }
        result_text(None)
    }

    /// Whether the side (`true` for white) lacks the material to ever win: for a variant
    /// defined as data as ffish.js answers (Fairy-Stockfish's heuristic), for the games
    /// written in Rust by the same idea (`AnyGame::has_insufficient_material`).
    #[wasm_bindgen(js_name = hasInsufficientMaterial)]
    pub fn has_insufficient_material(&self, white: bool) -> bool {
        let color = if white { Color::White } else { Color::Black };
        self.game.has_insufficient_material(color)
    }

    /// Whether neither side has the material to win.
    #[wasm_bindgen(js_name = isInsufficientMaterial)]
    pub fn is_insufficient_material(&self) -> bool {
        self.game.has_insufficient_material(Color::White)
            && self.game.has_insufficient_material(Color::Black)
    }

    /// The moves played, in the game's move text, separated by spaces.
    #[wasm_bindgen(js_name = moveStack)]
    pub fn move_stack(&self) -> String {
        self.game.moves().join(" ")
    }

    /// The pieces in hand of a side (`true` for white), as lower-case letters.
    pub fn pocket(&self, white: bool) -> String {
        text::pocket(&self.game.fen(), self.ranks(), white)
    }

    /// The board as text: one line a rank, `.` for an empty square; the game's own diagram
    /// where a square may hold more than one man.
    #[wasm_bindgen(js_name = toString)]
    pub fn to_text(&self) -> String {
        match self.rows() {
            Some(rows) => text::board_text(&rows),
            None => self.game.diagram(),
        }
    }

    /// The variant's name.
    pub fn variant(&self) -> String {
        self.game.variant().name().to_owned()
    }

    /// Frees the board; using it afterwards throws.
    pub fn delete(self) {}

    // What ffish.js does not have.

    /// The options that differ from the variant's defaults, as `key=value` words.
    pub fn options(&self) -> String {
        self.game.options()
    }

    /// The start position's FEN.
    #[wasm_bindgen(js_name = startFen)]
    pub fn start_fen(&self) -> String {
        self.game.start_fen()
    }

    /// The moves played, in SAN, separated by spaces.
    #[wasm_bindgen(js_name = sanMoveStack)]
    pub fn san_move_stack(&self) -> String {
        self.game.san_moves().join(" ")
    }

    /// Plays a move in the game's move text or in SAN; answers `{text, san}`.
    ///
    /// # Errors
    /// A move that is not legal, or a game that is over.
    pub fn play(&mut self, text: &str) -> Result<JsValue, JsError> {
        let played = self.game.play(text).map_err(error)?;
        to_js(&PlayedOut {
            text: played.text,
            san: played.san,
        })
    }

    /// The legal moves as objects `{text, san, from, to}` (`from` is null for a drop, both
    /// are null for a pass).
    ///
    /// # Errors
    /// Not expected.
    #[wasm_bindgen(js_name = legalMovesDetailed)]
    pub fn legal_moves_detailed(&self) -> Result<JsValue, JsError> {
        let moves = self.game.legal_moves();
        let out: Vec<MoveOut<'_>> = moves.iter().map(MoveOut::from).collect();
        to_js(&out)
    }

    /// Whether the next move is a roll of the die (Volkhv with `dice=true`).
    #[wasm_bindgen(js_name = isChance)]
    pub fn is_chance(&self) -> bool {
        self.game.is_chance()
    }

    /// Rolls the die: plays a face picked at random (repeatably from `seed`); answers the
    /// face's move text.
    ///
    /// # Errors
    /// When the next move is not a roll.
    pub fn roll(&mut self, seed: Option<f64>) -> Result<String, JsError> {
        if !self.game.is_chance() {
            return Err(error("there is no die to roll now"));
        }
        // A seed from the page's random numbers when none is given.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let seed = seed.unwrap_or_else(|| js_sys::Math::random() * 9.007_199_254_740_991e15) as u64;
        self.game
            .roll(&mut Rng::new(seed))
            .map(|m| m.text)
            .ok_or_else(|| error("the game is over"))
    }

    /// The outcome `{result, winner, reason, text}`, or `null` while the game goes on.
    ///
    /// # Errors
    /// Not expected.
    pub fn outcome(&self) -> Result<JsValue, JsError> {
        to_js(&self.game.outcome().map(OutcomeOut::from))
    }

    /// The draw the side to move may claim now (`threefold repetition`, …), or `undefined`.
    #[wasm_bindgen(js_name = claimableDraw)]
    pub fn claimable_draw(&self) -> Option<String> {
        self.game.claimable_draw().map(|r| r.to_string())
    }

    /// Claims the draw that may be claimed; answers the result.
    ///
    /// # Errors
    /// When there is none, or the game is over.
    #[wasm_bindgen(js_name = claimDraw)]
    pub fn claim_draw(&mut self) -> Result<String, JsError> {
        self.game
            .claim_draw()
            .map(|o| o.score().to_owned())
            .map_err(error)
    }

    /// The whole state as the web board's JSON API answers it (`variant`, `fen`, `moves`,
    /// `legal_moves`, `outcome`, …; see `docs/web.md`).
    ///
    /// # Errors
    /// Not expected.
    pub fn state(&self) -> Result<JsValue, JsError> {
        let g = &self.game;
        let geo = g.geometry();
        let legal = g.legal_moves();
        to_js(&StateOut {
            variant: g.variant().name(),
            options: g.options(),
            fen: g.fen(),
            start_fen: g.start_fen(),
            turn: g.turn().to_string(),
            moves: g.moves(),
            moves_san: g.san_moves(),
            last_move: g
                .last_move_squares()
                .into_iter()
                .map(|s| s.display(geo).to_string())
                .collect(),
            legal_moves: legal.iter().map(MoveOut::from).collect(),
            check: g.is_check(),
            chance: g.is_chance(),
            outcome: g.outcome().map(OutcomeOut::from),
            claimable_draw: g.claimable_draw().map(|r| r.to_string()),
            pieces: g.pieces().into_iter().map(PieceOut::from).collect(),
        })
    }

    /// The position as SVG; `options` may give `orientation` (`white` or `black`), `size`
    /// in pixels, `selected` (a square whose moves are highlighted) and `coordinates`.
    ///
    /// # Errors
    /// Options of the wrong shape, an unknown orientation.
    pub fn svg(&self, options: JsValue) -> Result<String, JsError> {
        let o: SvgIn = from_js(options)?;
        let orientation = match o.orientation.as_deref() {
            None | Some("white") => Color::White,
            Some("black") => Color::Black,
            Some(other) => {
                return Err(error(format!(
                    "orientation is white or black, not `{}`",
                    clip(other)
                )));
            }
        };
        let geo = self.game.geometry();
        let mut svg = skazka_svg::Options {
            orientation,
            size: o.size.unwrap_or(480).clamp(120, 1600),
            square_ids: true,
            last_move: self.game.last_move_squares(),
            ..skazka_svg::Options::default()
        };
        if let Some(c) = o.coordinates {
            svg.coordinates = c;
        }
        if let Some(sel) = o.selected.as_deref().and_then(|t| geo.parse_square(t).ok()) {
            svg.selected.push(sel);
            let name = sel.display(geo).to_string();
            svg.highlights = self
                .game
                .legal_moves()
                .iter()
                .filter(|m| m.from.as_deref() == Some(name.as_str()))
                .filter_map(|m| m.to.as_deref().and_then(|t| geo.parse_square(t).ok()))
                .collect();
            svg.highlights.dedup();
        }
        Ok(self.game.svg(&svg))
    }

    /// The game as PGN; `tags` is an object of extra tags (`{White: "Ann"}`).
    ///
    /// # Errors
    /// Tags that are not an object of texts.
    pub fn pgn(&self, tags: JsValue) -> Result<String, JsError> {
        let tags: std::collections::BTreeMap<String, String> = from_js(tags)?;
        let pairs: Vec<(&str, &str)> = tags.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        Ok(self.game.pgn(&pairs))
    }

    /// The number of move paths `depth` plies deep from the current position.
    pub fn perft(&self, depth: u32) -> f64 {
        self.game.perft(depth.min(12)) as f64
    }

    /// Searches the current position: `{timeMs, depth, nodes, megabytes}` (1 s when no limit
    /// is given); answers `{move, san, depth, score, scoreText, nodes, elapsedMs, pv}`. The
    /// board keeps the engine's table between searches. The page waits meanwhile: in a
    /// browser, search in a Web Worker.
    ///
    /// # Errors
    /// Limits of the wrong shape, a game that is over.
    pub fn search(&mut self, limits: JsValue) -> Result<JsValue, JsError> {
        let l: SearchIn = from_js(limits)?;
        let mut limits = Limits::infinite();
        limits.infinite = false;
        let mut any = false;
        if let Some(ms) = l.time_ms.filter(|ms| ms.is_finite() && *ms >= 0.0) {
            limits = limits.with_time(Duration::from_secs_f64(ms.min(3_600_000.0) / 1000.0));
            any = true;
        }
        if let Some(d) = l.depth {
            limits = limits.with_depth(d.clamp(1, 64));
            any = true;
        }
        if let Some(n) = l.nodes.filter(|n| n.is_finite() && *n >= 1.0) {
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            let n = n as u64;
            limits = limits.with_nodes(n);
            any = true;
        }
        if !any {
            limits = Limits::time(Duration::from_secs(1));
        }
        let megabytes = l.megabytes.map_or(4, |m| m.clamp(1, 256) as usize);
        let engine = self
            .engine
            .get_or_insert_with(|| AnyEngine::with_megabytes(megabytes));
        if engine.megabytes() != megabytes {
            engine.resize(megabytes);
        }
        let found = self
            .game
            .search(engine, &limits, SearchOptions::default(), |_| {})
            .ok_or_else(|| error("no move to search: the game is over"))?;
        let position = self.game.position();
        let san = position
            .parse_move(&found.best)
            .map(|m| position.write_san(&m))
            .unwrap_or_else(|_| found.best.clone());
        to_js(&SearchOut {
            san,
            depth: found.depth,
            score: found.score,
            score_text: format_score(found.score),
            nodes: found.nodes as f64,
            elapsed_ms: found.elapsed.as_secs_f64() * 1000.0,
            pv: found.pv.clone(),
            best: found.best,
        })
    }
}

/// A game read from PGN: ffish.js's `Game`.
#[wasm_bindgen]
#[derive(Debug)]
pub struct Game {
    tags: Vec<(String, String)>,
    moves: Vec<String>,
    board: AnyGame,
}

#[wasm_bindgen]
impl Game {
    /// The names of the tags, in the record's order, separated by spaces.
    #[wasm_bindgen(js_name = headerKeys)]
    pub fn header_keys(&self) -> String {
        let names: Vec<&str> = self.tags.iter().map(|(k, _)| k.as_str()).collect();
        names.join(" ")
    }

    /// The value of a tag; empty when the record does not have it.
    pub fn headers(&self, name: &str) -> String {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    }

    /// The moves of the main line in the game's move text, separated by spaces.
    #[wasm_bindgen(js_name = mainlineMoves)]
    pub fn mainline_moves(&self) -> String {
        self.moves.join(" ")
    }

    /// A board at the end of the game, with its moves.
    pub fn board(&self) -> Board {
        Board {
            game: self.board.clone(),
            engine: None,
        }
    }

    /// Frees the game; using it afterwards throws.
    pub fn delete(self) {}
}

/// The names of every variant, separated by spaces: the five games written in Rust, then the
/// variants defined as data (with those loaded by [`load_variant_config`]).
#[wasm_bindgen]
pub fn variants() -> String {
    let registry = Registry::new();
    let names: Vec<&str> = registry.variants().iter().map(|v| v.name()).collect();
    names.join(" ")
}

/// The variants with their descriptions and options: `[{name, description, options: [{name,
/// values, default, help}]}]`.
///
/// # Errors
/// Not expected.
#[wasm_bindgen(js_name = variantsInfo)]
pub fn variants_info() -> Result<JsValue, JsError> {
    #[derive(Serialize)]
    struct OptionOut {
        name: &'static str,
        values: &'static [&'static str],
        default: &'static str,
        help: &'static str,
    }
    #[derive(Serialize)]
    struct VariantOut {
        name: &'static str,
        description: String,
        options: Vec<OptionOut>,
    }
    let registry = Registry::new();
    let out: Vec<VariantOut> = registry
        .variants()
        .iter()
        .map(|v| VariantOut {
            name: v.name(),
            description: v.description.clone(),
            options: v
                .options
                .iter()
                .map(|k| OptionOut {
                    name: k.name,
                    values: k.values,
                    default: k.default,
                    help: k.help,
                })
                .collect(),
        })
        .collect();
    to_js(&out)
}

/// The start FEN of a variant (under `options`, `key=value` words).
///
/// # Errors
/// An unknown variant or options it refuses.
#[wasm_bindgen(js_name = startingFen)]
pub fn starting_fen(variant: &str, options: Option<String>) -> Result<String, JsError> {
    let game = AnyGame::new(variant, options.as_deref().unwrap_or(""), None).map_err(error)?;
    Ok(game.fen())
}

/// `1` for a FEN without a problem, else the code of the first problem found (`0` for an
/// empty text, negative otherwise), for `variant` (`chess` when left out). A variant defined
/// as data (`chess` is the catalogue's here) answers as ffish.js (Fairy-Stockfish's
/// validator, which looks at the text's shape only; `chess960` leaves out the check of
/// castling pieces against their start squares); a game written in Rust gives its reader's
/// refusal the closest code. The third argument may also be the options of a game written
/// in Rust, as `key=value` words.
///
/// # Errors
/// An unknown variant, or options it refuses.
#[wasm_bindgen(js_name = validateFen)]
pub fn validate_fen(
    fen: &str,
    variant: Option<String>,
    #[wasm_bindgen(unchecked_optional_param_type = "boolean | string")] chess960: JsValue,
) -> Result<i32, JsError> {
    let name = variant.as_deref().unwrap_or("chess");
    let variant = match skazka::Variant::fairy(name) {
        Some(v) => v,
        None => name.parse().map_err(error)?,
    };
    // ffish.js's flag, or the options of a game written in Rust.
    let options = if chess960.as_bool().is_some() {
        String::new()
    } else {
        options_arg(&chess960)?
    };
    let checked = variant
        .validate_fen(fen, &options, chess960.as_bool() == Some(true))
        .map_err(error)?;
    Ok(skazka::core::fen::FenProblem::code_of(checked))
}

/// Registers the variants of a `variants.ini` text (Fairy-Stockfish's format); answers the
/// names registered, separated by spaces.
///
/// # Errors
/// A text none of whose sections loads, with the first reason.
#[wasm_bindgen(js_name = loadVariantConfig)]
pub fn load_variant_config(text: &str) -> Result<String, JsError> {
    let loaded = skazka::load_variants_text(text);
    if loaded.variants.is_empty() {
        if let Some(first) = loaded.errors.first() {
            return Err(error(first));
        }
    }
    let names: Vec<&str> = loaded.variants.iter().map(|v| v.name()).collect();
    Ok(names.join(" "))
}

/// The first game of a PGN text, replayed under the rules its `Variant` tag names.
///
/// # Errors
/// A text without a game, a record that does not replay.
#[wasm_bindgen(js_name = readGamePGN)]
pub fn read_game_pgn(pgn: &str) -> Result<Game, JsError> {
    let raw = PgnReader::new(pgn.as_bytes())
        .next()
        .ok_or_else(|| error("the PGN text holds no game"))?
        .map_err(error)?;
    let tags = raw
        .tags()
        .iter()
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
        .collect();
    let board = AnyGame::from_record(&raw).map_err(error)?;
    Ok(Game {
        tags,
        moves: board.moves(),
        board,
    })
}

/// The library and its version.
#[wasm_bindgen]
pub fn info() -> String {
    format!("skazka {}", env!("CARGO_PKG_VERSION"))
}
