//! Fairy-Stockfish's `pyffish` functions, under the same names, arguments and results, for
//! every variant skazka knows.
//!
//! Each call sets up the position from the variant, the FEN (or `"startpos"`) and the moves
//! in the game's move text (UCI for chess and the catalogue), as pyffish does, and answers
//! about the position reached. The conventions where pyffish has no counterpart are written
//! in `docs/python.md` ("The pyffish functions").

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard, PoisonError};

use pyo3::prelude::*;
use pyo3::types::PyList;
use skazka::core::fen::FenProblem;
use skazka::core::san::{San, SanShape};
use skazka::core::{Color, EndReason, Game, Outcome, Position};
use skazka::engine::Playable;
use skazka::{AnyMove, AnyPosition, Notation, PositionVisitor, Variant};

use crate::errors::{SkazkaError, UnknownVariantError, guard, move_error, setup_error};

/// The value of a won game for the side to move, as Fairy-Stockfish scores it.
const VALUE_MATE: i32 = 32000;
/// The value of a drawn game.
const VALUE_DRAW: i32 = 0;

/// Options set with `set_option`: `key=value` words per variant.
static OPTIONS: Mutex<Option<HashMap<String, String>>> = Mutex::new(None);

fn options() -> MutexGuard<'static, Option<HashMap<String, String>>> {
    OPTIONS.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The variant named exactly `name`: a variant defined as data first (so `chess` is the
/// catalogue's, as Fairy-Stockfish plays it), then one of the games written in Rust.
fn variant(name: &str) -> PyResult<Variant> {
    Variant::fairy(name)
        .or_else(|| Variant::ALL.iter().copied().find(|v| v.name() == name))
        .ok_or_else(|| {
            UnknownVariantError::new_err(format!("unknown variant '{}'", crate::errors::clip(name)))
        })
}

/// The position of `fen` (`"startpos"` for the start) in `name`, under the options set for it.
fn setup(name: &str, fen: &str, chess960: bool) -> PyResult<AnyPosition> {
    if chess960 {
        return Err(SkazkaError::new_err(
            "chess960 is not supported: Chess960 castling is a variant of its own in skazka",
        ));
    }
    let v = variant(name)?;
    let fen = (fen != "startpos").then_some(fen);
    let opts = options()
        .as_ref()
        .and_then(|o| o.get(v.name()).cloned())
        .unwrap_or_default();
    v.setup(fen, &opts).map_err(|e| setup_error(&e))
}

/// The value of `outcome` for the side to move `turn`, as Fairy-Stockfish scores it.
fn value(outcome: Outcome, turn: Color) -> i32 {
    match outcome.winner() {
        None => VALUE_DRAW,
        Some(winner) if winner == turn => VALUE_MATE,
        Some(_) => -VALUE_MATE,
    }
}

/// Ends that come from the line of play (pyffish's optional game end).
fn by_history(reason: EndReason) -> bool {
    matches!(
        reason,
        EndReason::Repetition | EndReason::MoveLimit | EndReason::PerpetualChase
    )
}

/// Ends because no move is left (pyffish's game result when there are no legal moves).
fn by_no_moves(reason: EndReason) -> bool {
    matches!(
        reason,
        EndReason::Checkmate | EndReason::Stalemate | EndReason::NoMoves
    )
}

/// What is asked about the position reached.
enum Query<'a> {
    Legal,
    Fen,
    GivesCheck,
    IsCapture(&'a str),
    GameResult,
    Immediate,
    Optional,
    Perft(u32),
}

/// The answer.
enum Answer {
    Texts(Vec<String>),
    Text(String),
    Bool(bool),
    Value(i32),
    End(bool, i32),
    Count(u64),
}

/// Plays `moves` from the start position, then answers `query`.
struct Ask<'a> {
    moves: &'a [String],
    query: Query<'a>,
}

/// Plays the move `text` in `position`.
fn play<P: Position>(position: &mut P, text: &str) -> PyResult<P::Move> {
    position.play_text(text).map_err(|e| move_error(text, &e))
}

/// The legal move written `text` in `position`.
fn legal<P: Position>(position: &P, text: &str) -> PyResult<P::Move> {
    let m = position
        .parse_move(text)
        .map_err(|e| move_error(text, &e))?;
    if position.is_legal(m) {
        Ok(m)
    } else {
        Err(move_error(text, &skazka::core::ParseMoveError::Illegal))
    }
}

/// The game (with its history) of `moves` from `start`; moves are played past an end by the
/// rules, as Fairy-Stockfish replays them.
fn game<P: Playable>(start: &P, moves: &[String]) -> PyResult<Game<P>> {
    let mut game = Game::new(start.clone());
    for text in moves {
        let m = legal(game.position(), text)?;
        game.play_past_end(m)
            .map_err(|_| move_error(text, &skazka::core::ParseMoveError::Illegal))?;
    }
    Ok(game)
}

/// The end of `game` by the position's own rules while moves may remain (flag, extinction,
/// check count, a dead position), as pyffish's `is_immediate_game_end`.
fn immediate<P: Playable>(game: &Game<P>) -> Option<Outcome> {
    game.outcome().filter(|o| {
        let reason = o.reason();
        let no_moves = by_no_moves(reason) && game.position().legal_move_count() == 0;
        !by_history(reason) && !no_moves
    })
}

impl PositionVisitor for Ask<'_> {
    type Output = PyResult<Answer>;

    fn visit<P: Playable>(self, start: &P) -> PyResult<Answer> {
        match self.query {
            Query::GameResult | Query::Immediate | Query::Optional => {
                let game = game(start, self.moves)?;
                let turn = game.position().turn();
                Ok(match self.query {
                    Query::Immediate => match immediate(&game) {
                        Some(o) => Answer::End(true, value(o, turn)),
                        None => Answer::End(false, VALUE_DRAW),
                    },
                    Query::Optional => {
                        if game.claimable_draw().is_some() {
                            Answer::End(true, VALUE_DRAW)
                        } else {
                            match game.outcome().filter(|o| by_history(o.reason())) {
                                Some(o) => Answer::End(true, value(o, turn)),
                                None => Answer::End(false, VALUE_DRAW),
                            }
                        }
                    }
                    _ => {
                        let position = game.position();
                        let ended = immediate(&game).or_else(|| {
                            if position.legal_move_count() == 0 {
                                position.outcome()
                            } else {
                                None
                            }
                        });
                        Answer::Value(match ended {
                            Some(o) => value(o, turn),
                            // Moves remain: the value checkmate or stalemate would have, as
                            // pyffish answers then.
                            None if position.is_check() => -VALUE_MATE,
                            None => VALUE_DRAW,
                        })
                    }
                })
            }
            query => {
                let mut position = start.clone();
                for text in self.moves {
                    play(&mut position, text)?;
                }
                answer(&position, query)
            }
        }
    }
}

/// Answers a question about one position.
fn answer<P: Playable>(position: &P, query: Query<'_>) -> PyResult<Answer> {
    Ok(match query {
        Query::Legal => Answer::Texts(
            position
                .legal_move_list()
                .as_ref()
                .iter()
                .map(|&m| position.display_move(m).to_string())
                .collect(),
        ),
        Query::Fen => Answer::Text(position.fen()),
        Query::GivesCheck => Answer::Bool(position.is_check()),
        Query::IsCapture(text) => {
            let m = legal(position, text)?;
            Answer::Bool(matches!(
                San::san_shape(position, m),
                SanShape::Piece { capture: true, .. }
            ))
        }
        Query::Perft(depth) => Answer::Count(position.perft(depth)),
        Query::GameResult | Query::Immediate | Query::Optional => {
            return Err(SkazkaError::new_err("internal: query needs the game"));
        }
    })
}

/// Sets up, replays and asks.
fn ask(
    name: &str,
    fen: &str,
    moves: &Bound<'_, PyList>,
    chess960: bool,
    query: Query<'_>,
) -> PyResult<Answer> {
    let moves: Vec<String> = moves.extract()?;
    guard(|| {
        setup(name, fen, chess960)?.visit(Ask {
            moves: &moves,
            query,
        })
    })
}

fn texts(a: Answer) -> Vec<String> {
    match a {
        Answer::Texts(t) => t,
        _ => Vec::new(),
    }
}

fn text(a: Answer) -> String {
    match a {
        Answer::Text(t) => t,
        _ => String::new(),
    }
}

fn boolean(a: Answer) -> bool {
    matches!(a, Answer::Bool(true))
}

fn end(a: Answer) -> (bool, i32) {
    match a {
        Answer::End(ended, value) => (ended, value),
        _ => (false, VALUE_DRAW),
    }
}

/// The version of pyffish whose API this module follows, as `(major, minor, patch)`.
#[pyfunction]
fn version() -> (u32, u32, u32) {
    (0, 0, 90)
}

/// The engine's name and version.
#[pyfunction]
fn info() -> String {
    format!("skazka {}", env!("CARGO_PKG_VERSION"))
}

/// The names of every variant skazka knows, sorted: Fairy-Stockfish's catalogue (as skazka
/// plays it), the variants loaded with `load_variant_config`, and the games written in Rust
/// (`stone`, `synthesis`, `xianling`, `volkhv`).
#[pyfunction]
fn variants() -> PyResult<Vec<String>> {
    guard(|| {
        let mut names: Vec<String> = Variant::fairy_variants()
            .into_iter()
            .chain(Variant::ALL.iter().copied())
            .map(|v| v.name().to_owned())
            .collect();
        names.sort();
        names.dedup();
        Ok(names)
    })
}

/// Sets an option. `VariantPath` loads a variants.ini file (as Fairy-Stockfish's option of
/// that name); `VARIANT.KEY` sets an option of a game written in Rust for every later call
/// (`set_option("volkhv.dice", True)`). Any other name raises `ValueError`, as pyffish does.
#[pyfunction]
fn set_option(name: &str, value: &Bound<'_, PyAny>) -> PyResult<()> {
    let value = value.str()?.to_string();
    let value = match value.as_str() {
        "True" => "true".to_owned(),
        "False" => "false".to_owned(),
        _ => value,
    };
    guard(|| {
        if name == "VariantPath" {
            let loaded =
                skazka::load_variants(&value).map_err(|e| SkazkaError::new_err(e.to_string()))?;
            return loaded_result(loaded);
        }
        let Some((game, key)) = name.split_once('.') else {
            return Err(SkazkaError::new_err(format!(
                "No such option '{}'",
                crate::errors::clip(name)
            )));
        };
        let v = variant(game)?;
        let mut all = options();
        let table = all.get_or_insert_with(HashMap::new);
        let mut words: Vec<String> = table
            .get(v.name())
            .map(|s| {
                s.split_whitespace()
                    .filter(|w| w.split_once('=').map(|(k, _)| k) != Some(key))
                    .map(str::to_owned)
                    .collect()
            })
            .unwrap_or_default();
        words.push(format!("{key}={value}"));
        let joined = words.join(" ");
        // Check the options now, so that a bad one fails here and not at the next call.
        v.setup(None, &joined).map_err(|e| setup_error(&e))?;
        table.insert(v.name().to_owned(), joined);
        Ok(())
    })
}

fn loaded_result(loaded: skazka::LoadedVariants) -> PyResult<()> {
    match loaded.errors.first() {
        Some(e) => Err(SkazkaError::new_err(format!(
            "variant config: {e} ({} sections loaded)",
            loaded.variants.len()
        ))),
        None => Ok(()),
    }
}

/// Loads the variants of a variants.ini text (Fairy-Stockfish's format). The sections that
/// load are registered; if one does not, `ValueError` names the first that failed.
#[pyfunction]
fn load_variant_config(config: &str) -> PyResult<()> {
    guard(|| loaded_result(skazka::load_variants_text(config)))
}

/// The FEN of the variant's start position: for a variant defined as data, its `startFen`
/// as the definition writes it (as pyffish answers); for a game written in Rust, the FEN of
/// its start under the options set.
#[pyfunction]
fn start_fen(variant: &str) -> PyResult<String> {
    guard(|| {
        if let Variant::Fairy(name) = self::variant(variant)? {
            if let Some(v) = skazka::fairy::variant_by_name(name.as_str()) {
                return Ok(v.definition().start_fen.clone());
            }
        }
        Ok(setup(variant, "startpos", false)?.fen())
    })
}

/// Whether the variant is played on two boards (bughouse): never, for the variants skazka
/// plays.
#[pyfunction]
fn two_boards(variant: &str) -> PyResult<bool> {
    guard(|| {
        self::variant(variant)?;
        Ok(false)
    })
}

/// Whether captured pieces go to the captor's hand (crazyhouse, shogi).
#[pyfunction]
fn captures_to_hand(variant: &str) -> PyResult<bool> {
    guard(|| {
        let v = self::variant(variant)?;
        Ok(match v {
            Variant::Fairy(name) => skazka::fairy::variant_by_name(name.as_str())
                .is_some_and(|d| d.definition().captures_to_hand),
            _ => false,
        })
    })
}

/// The legal moves after `moves` from `fen`, in the game's move text (UCI for chess).
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false))]
fn legal_moves(
    variant: &str,
    fen: &str,
    moves: &Bound<'_, PyList>,
    chess960: bool,
) -> PyResult<Vec<String>> {
    ask(variant, fen, moves, chess960, Query::Legal).map(texts)
}

/// The FEN after `moves` from `fen`. `sfen`, `showPromoted` and `countStarted` are accepted
/// at their defaults only (skazka writes one FEN form per game).
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false, sfen = false, showPromoted = false, countStarted = 0))]
#[allow(non_snake_case)]
#[allow(clippy::too_many_arguments)]
fn get_fen(
    variant: &str,
    fen: &str,
    moves: &Bound<'_, PyList>,
    chess960: bool,
    sfen: bool,
    showPromoted: bool,
    countStarted: i32,
) -> PyResult<String> {
    if sfen || showPromoted || countStarted != 0 {
        return Err(SkazkaError::new_err(
            "sfen, showPromoted and countStarted are not supported: skazka writes one FEN per game",
        ));
    }
    ask(variant, fen, moves, chess960, Query::Fen).map(text)
}

/// The notation with pyffish's code `code` (`NOTATION_*`).
fn notation_arg(code: i32) -> PyResult<Notation> {
    Notation::from_code(code).ok_or_else(|| {
        SkazkaError::new_err(format!(
            "notation {code} is not one of pyffish's NOTATION_* constants (0 to 9)"
        ))
    })
}

/// The legal move written `text` in `position`.
fn legal_move(position: &AnyPosition, text: &str) -> PyResult<AnyMove> {
    let m = position
        .parse_move(text)
        .map_err(|e| move_error(text, &e))?;
    if position.legal_moves().contains(&m) {
        Ok(m)
    } else {
        Err(move_error(text, &skazka::core::ParseMoveError::Illegal))
    }
}

/// `m` in `notation`; a game written in Rust refuses every notation but SAN and LAN.
fn written(position: &AnyPosition, m: &AnyMove, notation: Notation) -> PyResult<String> {
    position
        .write_notation(m, notation)
        .map_err(|e| SkazkaError::new_err(e.to_string()))
}

/// The legal move `move` in the position of `fen`, in `notation` (pyffish's `NOTATION_*`;
/// the default is the variant's: Hodges' numbered notation for the shogi family, else SAN).
#[pyfunction]
#[pyo3(signature = (variant, fen, r#move, chess960 = false, notation = 0))]
fn get_san(
    variant: &str,
    fen: &str,
    r#move: &str,
    chess960: bool,
    notation: i32,
) -> PyResult<String> {
    let notation = notation_arg(notation)?;
    guard(|| {
        let position = setup(variant, fen, chess960)?;
        let m = legal_move(&position, r#move)?;
        written(&position, &m, notation)
    })
}

/// Each of `moves`, played one after another from `fen`, in `notation` (as `get_san`).
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false, notation = 0))]
fn get_san_moves(
    variant: &str,
    fen: &str,
    moves: &Bound<'_, PyList>,
    chess960: bool,
    notation: i32,
) -> PyResult<Vec<String>> {
    let notation = notation_arg(notation)?;
    let moves: Vec<String> = moves.extract()?;
    guard(|| {
        let mut position = setup(variant, fen, chess960)?;
        let mut out = Vec::with_capacity(moves.len());
        for text in &moves {
            let m = legal_move(&position, text)?;
            out.push(written(&position, &m, notation)?);
            position
                .play(m)
                .map_err(|_| move_error(text, &skazka::core::ParseMoveError::Illegal))?;
        }
        Ok(out)
    })
}

/// Whether the side to move after `moves` is in check.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false))]
fn gives_check(
    variant: &str,
    fen: &str,
    moves: &Bound<'_, PyList>,
    chess960: bool,
) -> PyResult<bool> {
    ask(variant, fen, moves, chess960, Query::GivesCheck).map(boolean)
}

/// Whether the legal move `move`, after `moves`, captures.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, r#move, chess960 = false))]
fn is_capture(
    variant: &str,
    fen: &str,
    moves: &Bound<'_, PyList>,
    r#move: &str,
    chess960: bool,
) -> PyResult<bool> {
    ask(variant, fen, moves, chess960, Query::IsCapture(r#move)).map(boolean)
}

/// The value of the game after `moves` for the side to move: `VALUE_MATE` won, `-VALUE_MATE`
/// lost, `VALUE_DRAW`. Meant for a position without legal moves (or ended by the rules); with
/// moves left it is the value of being checkmated when in check, else a draw, as pyffish
/// answers.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false))]
fn game_result(
    variant: &str,
    fen: &str,
    moves: &Bound<'_, PyList>,
    chess960: bool,
) -> PyResult<i32> {
    ask(variant, fen, moves, chess960, Query::GameResult).map(|a| match a {
        Answer::Value(v) => v,
        _ => VALUE_DRAW,
    })
}

/// `(ended, value)`: whether the rules end the game in this position although it is not
/// checkmate or stalemate (a flag reached, extinction, the last check, a dead position).
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false))]
fn is_immediate_game_end(
    variant: &str,
    fen: &str,
    moves: &Bound<'_, PyList>,
    chess960: bool,
) -> PyResult<(bool, i32)> {
    ask(variant, fen, moves, chess960, Query::Immediate).map(end)
}

/// `(ended, value)`: whether the game may end by its history: a draw the side to move may
/// claim (repetition, move limit), or a repetition the rules score.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false, countStarted = 0))]
#[allow(non_snake_case)]
fn is_optional_game_end(
    variant: &str,
    fen: &str,
    moves: &Bound<'_, PyList>,
    chess960: bool,
    countStarted: i32,
) -> PyResult<(bool, i32)> {
    if countStarted != 0 {
        return Err(SkazkaError::new_err("countStarted is not supported"));
    }
    ask(variant, fen, moves, chess960, Query::Optional).map(end)
}

/// `(white, black)`: whether each side lacks the material to ever win, after `moves`. A
/// variant defined as data answers as pyffish (Fairy-Stockfish's heuristic); the games written
/// in Rust follow the same idea (see `docs/python.md`).
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false))]
fn has_insufficient_material(
    variant: &str,
    fen: &str,
    moves: &Bound<'_, PyList>,
    chess960: bool,
) -> PyResult<(bool, bool)> {
    let moves: Vec<String> = moves.extract()?;
    guard(|| {
        let mut position = setup(variant, fen, chess960)?;
        for text in &moves {
            position.play_text(text).map_err(|e| move_error(text, &e))?;
        }
        Ok((
            position.has_insufficient_material(Color::White),
            position.has_insufficient_material(Color::Black),
        ))
    })
}

/// `FEN_OK` (1), or the negative code (0 for an empty text) of the first problem found. A
/// variant defined as data answers as pyffish (Fairy-Stockfish's validator, which looks at the
/// text's shape only); a game written in Rust gives its reader's refusal the closest code. An
/// unknown variant raises `UnknownVariantError`.
#[pyfunction]
#[pyo3(signature = (fen, variant, chess960 = false))]
fn validate_fen(fen: &str, variant: &str, chess960: bool) -> PyResult<i32> {
    guard(|| {
        let v = self::variant(variant)?;
        if chess960 && !v.is_fairy() {
            return Err(SkazkaError::new_err(
                "chess960 is not supported: Chess960 castling is a variant of its own in skazka",
            ));
        }
        let opts = options()
            .as_ref()
            .and_then(|o| o.get(v.name()).cloned())
            .unwrap_or_default();
        let checked = v
            .validate_fen(fen, &opts, chess960)
            .map_err(|e| setup_error(&e))?;
        Ok(FenProblem::code_of(checked))
    })
}

/// The number of move paths of `depth` plies after `moves` (not in pyffish: an addition, with
/// the GIL released while it counts).
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, depth))]
fn perft(
    py: Python<'_>,
    variant: &str,
    fen: &str,
    moves: &Bound<'_, PyList>,
    depth: u32,
) -> PyResult<u64> {
    let moves: Vec<String> = moves.extract()?;
    let position = guard(|| setup(variant, fen, false))?;
    py.detach(|| {
        guard(|| {
            position
                .visit(Ask {
                    moves: &moves,
                    query: Query::Perft(depth),
                })
                .map(|a| match a {
                    Answer::Count(n) => n,
                    _ => 0,
                })
        })
    })
}

/// Adds the functions and constants to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(version, m)?)?;
    m.add_function(wrap_pyfunction!(info, m)?)?;
    m.add_function(wrap_pyfunction!(variants, m)?)?;
    m.add_function(wrap_pyfunction!(set_option, m)?)?;
    m.add_function(wrap_pyfunction!(load_variant_config, m)?)?;
    m.add_function(wrap_pyfunction!(start_fen, m)?)?;
    m.add_function(wrap_pyfunction!(two_boards, m)?)?;
    m.add_function(wrap_pyfunction!(captures_to_hand, m)?)?;
    m.add_function(wrap_pyfunction!(legal_moves, m)?)?;
    m.add_function(wrap_pyfunction!(get_fen, m)?)?;
    m.add_function(wrap_pyfunction!(get_san, m)?)?;
    m.add_function(wrap_pyfunction!(get_san_moves, m)?)?;
    m.add_function(wrap_pyfunction!(gives_check, m)?)?;
    m.add_function(wrap_pyfunction!(is_capture, m)?)?;
    m.add_function(wrap_pyfunction!(game_result, m)?)?;
    m.add_function(wrap_pyfunction!(is_immediate_game_end, m)?)?;
    m.add_function(wrap_pyfunction!(is_optional_game_end, m)?)?;
    m.add_function(wrap_pyfunction!(has_insufficient_material, m)?)?;
    m.add_function(wrap_pyfunction!(validate_fen, m)?)?;
    m.add_function(wrap_pyfunction!(perft, m)?)?;
    for notation in Notation::ALL {
        m.add(format!("NOTATION_{notation}"), notation.code())?;
    }
    // pyffish exports FEN_OK and FEN_INVALID_PROMOTED_PIECE; every code of the validator is
    // here, under Fairy-Stockfish's names.
    m.add("FEN_OK", FenProblem::OK)?;
    for problem in FenProblem::ALL {
        m.add(problem.name(), problem.code())?;
    }
    m.add("VALUE_MATE", VALUE_MATE)?;
    m.add("VALUE_DRAW", VALUE_DRAW)?;
    Ok(())
}
