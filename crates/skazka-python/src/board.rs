//! `Board`, `Move` and `Outcome`: one game of any variant in python-chess's shape, over
//! [`skazka::AnyGame`].

use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyType};
use skazka::core::{Color, Outcome as CoreOutcome};
use skazka::engine::Limits;
use skazka::{AnyEngine, AnyGame, LegalMove, SearchOptions};

use crate::errors::{game_error, guard, move_error, san_error};

/// A move: its text in the game's move text (UCI for chess) and the squares it goes from and
/// to, where it has them. Two moves are equal when their texts are.
#[pyclass(module = "skazka", frozen, from_py_object)]
#[derive(Clone, Debug)]
pub struct Move {
    text: String,
    from: Option<String>,
    to: Option<String>,
}

impl From<LegalMove> for Move {
    fn from(m: LegalMove) -> Move {
        Move {
            text: m.text,
            from: m.from,
            to: m.to,
        }
    }
}

#[pymethods]
impl Move {
    /// A move from its text (`e2e4`, `P@e4`): squares are known once it is matched against a
    /// position (`Board.parse_uci`).
    #[staticmethod]
    fn from_uci(text: &str) -> PyResult<Move> {
        if text.is_empty()
            || text.len() > 64
            || !text.is_ascii()
            || text.contains(char::is_whitespace)
        {
            return Err(crate::errors::InvalidMoveError::new_err(format!(
                "invalid move text '{}'",
                crate::errors::clip(text)
            )));
        }
        Ok(Move {
            text: text.to_owned(),
            from: None,
            to: None,
        })
    }

    /// The move in the game's move text.
    fn uci(&self) -> String {
        self.text.clone()
    }

    /// The square the move starts from (`None` for a drop, a pass, or a move not yet matched).
    #[getter]
    #[allow(clippy::wrong_self_convention)]
    fn from_square(&self) -> Option<String> {
        self.from.clone()
    }

    /// The square the move goes to or acts on (`None` for a pass, or a move not yet matched).
    #[getter]
    fn to_square(&self) -> Option<String> {
        self.to.clone()
    }

    /// The move text.
    fn __str__(&self) -> String {
        self.text.clone()
    }

    /// `Move.from_uci("e2e4")`.
    fn __repr__(&self) -> String {
        format!("Move.from_uci({:?})", self.text)
    }

    /// Moves are equal when their texts are.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Move>()
            .is_ok_and(|o| o.get().text == self.text)
    }

    /// The hash of the move text.
    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.text.hash(&mut h);
        h.finish()
    }
}

/// How a game ended: `winner` is `True` for White (the first player), `False` for Black,
/// `None` for a draw; `termination` says why (`checkmate`, `stalemate`, `repetition`, …).
#[pyclass(module = "skazka", frozen)]
#[derive(Clone, Debug)]
pub struct Outcome {
    outcome: CoreOutcome,
}

#[pymethods]
impl Outcome {
    /// `True` if White won, `False` if Black won, `None` for a draw.
    #[getter]
    fn winner(&self) -> Option<bool> {
        self.outcome.winner().map(Color::is_white)
    }

    /// Why the game ended, in words (`checkmate`, `stalemate`, `repetition`, …).
    #[getter]
    fn termination(&self) -> String {
        self.outcome.reason().to_string()
    }

    /// `1-0`, `0-1` or `1/2-1/2`.
    fn result(&self) -> String {
        self.outcome.score().to_string()
    }

    /// `Outcome(termination="checkmate", winner=False)`.
    fn __repr__(&self) -> String {
        format!(
            "Outcome(termination={:?}, winner={})",
            self.termination(),
            match self.winner() {
                Some(true) => "True",
                Some(false) => "False",
                None => "None",
            }
        )
    }

    /// Outcomes are equal when winner and termination are.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Outcome>()
            .is_ok_and(|o| o.get().outcome == self.outcome)
    }
}

/// A game of any variant, in python-chess's shape: the position, the moves played and the
/// rules that look at them (repetitions, move limits, Xianling's chase rule).
#[pyclass(module = "skazka")]
#[derive(Debug)]
pub struct Board {
    game: AnyGame,
    engine: Mutex<AnyEngine>,
}

impl Board {
    fn with(game: AnyGame) -> Board {
        Board {
            game,
            engine: Mutex::new(AnyEngine::with_megabytes(16)),
        }
    }

    /// The legal move written `text` in move text (or in SAN), with its squares.
    fn find(&self, text: &str, san: bool) -> PyResult<Move> {
        if let Some(outcome) = self.game.outcome() {
            return Err(game_error(&skazka::GameError::Over(outcome)));
        }
        let legal = self.game.legal_moves();
        let found = legal
            .iter()
            .find(|m| if san { m.san == text } else { m.text == text });
        if let Some(m) = found {
            return Ok(m.clone().into());
        }
        // Not written as listed: read it as the game reads it, or say why not.
        let position = self.game.position();
        let read = if san {
            position.parse_san(text).map_err(|e| san_error(text, &e))
        } else {
            position.parse_move(text).map_err(|e| move_error(text, &e))
        }?;
        let read = read.to_string();
        legal
            .into_iter()
            .find(|m| m.text == read)
            .map(Move::from)
            .ok_or_else(|| move_error(text, &skazka::core::ParseMoveError::Illegal))
    }

    fn play(&mut self, text: &str) -> PyResult<Move> {
        let m = self.find(text, false).or_else(|_| self.find(text, true))?;
        self.game.play(&m.text).map_err(|e| game_error(&e))?;
        Ok(m)
    }
}

/// A move argument: a `Move` or its text.
fn move_text(m: &Bound<'_, PyAny>) -> PyResult<String> {
    if let Ok(mv) = m.cast::<Move>() {
        return Ok(mv.get().text.clone());
    }
    m.extract::<String>()
        .map_err(|_| PyValueError::new_err("a move is a skazka.Move or its text"))
}

#[pymethods]
impl Board {
    /// A game of `variant` (`chess`, `capablanca`, `shogi`, `xianling`, `volkhv`, …) from its
    /// start or from `fen`, under `options` (`key=value` words, such as `"dice=true"` for
    /// Volkhv).
    #[new]
    #[pyo3(signature = (variant = "chess", fen = None, options = None))]
    fn new(variant: &str, fen: Option<&str>, options: Option<&str>) -> PyResult<Board> {
        guard(|| {
            AnyGame::new(variant, options.unwrap_or(""), fen)
                .map(Board::with)
                .map_err(|e| game_error(&e))
        })
    }

    /// The variant's name.
    #[getter]
    fn variant(&self) -> String {
        self.game.variant().name().to_owned()
    }

    /// The options that differ from the variant's defaults, as `key=value` words.
    #[getter]
    fn options(&self) -> String {
        self.game.options()
    }

    /// The legal moves (none once the game is over).
    #[getter]
    fn legal_moves(&self) -> PyResult<Vec<Move>> {
        guard(|| {
            Ok(self
                .game
                .legal_moves()
                .into_iter()
                .map(Move::from)
                .collect())
        })
    }

    /// The moves played, oldest first.
    #[getter]
    fn move_stack(&self) -> Vec<Move> {
        self.game
            .history()
            .iter()
            .map(|m| Move {
                text: m.text.clone(),
                from: None,
                to: None,
            })
            .collect()
    }

    /// `True` when White (the first player) is to move.
    #[getter]
    fn turn(&self) -> bool {
        self.game.turn().is_white()
    }

    /// The number of plies played.
    #[getter]
    fn ply(&self) -> usize {
        self.game.plies()
    }

    /// The current position's FEN.
    fn fen(&self) -> String {
        self.game.fen()
    }

    /// The start position's FEN.
    fn start_fen(&self) -> String {
        self.game.start_fen()
    }

    /// Plays a move (a `Move` or its move text).
    fn push(&mut self, r#move: &Bound<'_, PyAny>) -> PyResult<()> {
        let text = move_text(r#move)?;
        guard(|| {
            let m = self.find(&text, false)?;
            self.game.play(&m.text).map_err(|e| game_error(&e))?;
            Ok(())
        })
    }

    /// Plays a move in the game's move text (UCI for chess); returns it.
    fn push_uci(&mut self, uci: &str) -> PyResult<Move> {
        guard(|| {
            let m = self.find(uci, false)?;
            self.game.play(&m.text).map_err(|e| game_error(&e))?;
            Ok(m)
        })
    }

    /// Plays a move in SAN (or move text); returns it.
    fn push_san(&mut self, san: &str) -> PyResult<Move> {
        guard(|| self.play(san))
    }

    /// The legal move written `uci` in move text.
    fn parse_uci(&self, uci: &str) -> PyResult<Move> {
        guard(|| self.find(uci, false))
    }

    /// The legal move written `san` in SAN.
    fn parse_san(&self, san: &str) -> PyResult<Move> {
        guard(|| self.find(san, true).or_else(|_| self.find(san, false)))
    }

    /// Takes back the last move and returns it; `IndexError` at the start.
    fn pop(&mut self) -> PyResult<Move> {
        guard(|| {
            self.game
                .undo()
                .map(|m| Move {
                    text: m.text,
                    from: None,
                    to: None,
                })
                .ok_or_else(|| PyIndexError::new_err("pop from an empty move stack"))
        })
    }

    /// The last move played; `IndexError` at the start.
    fn peek(&self) -> PyResult<Move> {
        self.game
            .history()
            .last()
            .map(|m| Move {
                text: m.text.clone(),
                from: None,
                to: None,
            })
            .ok_or_else(|| PyIndexError::new_err("peek at an empty move stack"))
    }

    /// The SAN of a legal move.
    fn san(&self, r#move: &Bound<'_, PyAny>) -> PyResult<String> {
        let text = move_text(r#move)?;
        guard(|| {
            let m = self.find(&text, false)?;
            Ok(self
                .game
                .legal_moves()
                .into_iter()
                .find(|l| l.text == m.text)
                .map(|l| l.san)
                .unwrap_or_default())
        })
    }

    /// The moves played, in SAN.
    fn san_moves(&self) -> Vec<String> {
        self.game.san_moves()
    }

    /// Whether the side to move is in check.
    fn is_check(&self) -> bool {
        self.game.is_check()
    }

    /// Whether the game is over (by its rules; with `claim_draw`, also when a draw may be
    /// claimed).
    #[pyo3(signature = (*, claim_draw = false))]
    fn is_game_over(&self, claim_draw: bool) -> bool {
        self.outcome(claim_draw).is_some()
    }

    /// How the game ended, or `None` while it goes on. With `claim_draw`, a draw the side to
    /// move may claim (threefold repetition, the fifty-move rule) counts as the end.
    #[pyo3(signature = (*, claim_draw = false))]
    fn outcome(&self, claim_draw: bool) -> Option<Outcome> {
        let outcome = self.game.outcome().or_else(|| {
            if claim_draw {
                self.game
                    .claimable_draw()
                    .map(|reason| CoreOutcome::Draw { reason })
            } else {
                None
            }
        });
        outcome.map(|outcome| Outcome { outcome })
    }

    /// Whether the side to move may claim a draw now.
    fn can_claim_draw(&self) -> bool {
        self.game.claimable_draw().is_some()
    }

    /// A copy of the game (with its moves).
    fn copy(&self) -> Board {
        Board::with(self.game.clone())
    }

    /// A copy of the game, as `copy()`.
    fn __copy__(&self) -> Board {
        self.copy()
    }

    /// A copy of the game, as `copy()`.
    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Board {
        self.copy()
    }

    /// The number of move paths of `depth` plies from the position (the GIL is released
    /// while it counts).
    fn perft(&self, py: Python<'_>, depth: u32) -> PyResult<u64> {
        if depth > 32 {
            return Err(PyValueError::new_err("perft depth is at most 32"));
        }
        let game = self.game.clone();
        py.detach(move || guard(|| Ok(game.perft(depth))))
    }

    /// The best move found by skazka's engine within the limits (a depth in plies, a time in
    /// seconds, a node count; depth 4 when none is given), or `None` when the game is over.
    /// The GIL is released while it searches.
    #[pyo3(signature = (*, depth = None, movetime = None, nodes = None))]
    fn search(
        &self,
        py: Python<'_>,
        depth: Option<u32>,
        movetime: Option<f64>,
        nodes: Option<u64>,
    ) -> PyResult<Option<Move>> {
        let mut limits = match depth {
            Some(d) if (1..=64).contains(&d) => Limits::depth(d),
            Some(d) => return Err(PyValueError::new_err(format!("depth {d} is not in 1..=64"))),
            None => Limits::depth(4),
        };
        if depth.is_none() && (movetime.is_some() || nodes.is_some()) {
            limits.depth = None;
        }
        if let Some(t) = movetime {
            if !t.is_finite() || !(0.0..=86_400.0).contains(&t) {
                return Err(PyValueError::new_err(
                    "movetime is a number of seconds from 0 to 86400",
                ));
            }
            limits.time = Some(Duration::from_secs_f64(t));
        }
        if let Some(n) = nodes {
            limits.nodes = Some(n);
        }
        let game = self.game.clone();
        let engine = &self.engine;
        let best = py.detach(move || {
            guard(|| {
                let mut engine = engine.lock().unwrap_or_else(PoisonError::into_inner);
                Ok(game
                    .search(&mut engine, &limits, SearchOptions::default(), |_| {})
                    .map(|r| r.best))
            })
        })?;
        Ok(best.and_then(|text| {
            self.game
                .legal_moves()
                .into_iter()
                .find(|m| m.text == text)
                .map(Move::from)
        }))
    }

    /// The game as PGN, with `headers` (`Event`, `White`, …) besides those written from the
    /// game (variant, options, start position, result).
    #[pyo3(signature = (headers = None))]
    fn pgn(&self, headers: Option<&Bound<'_, PyDict>>) -> PyResult<String> {
        let mut tags: Vec<(String, String)> = Vec::new();
        if let Some(h) = headers {
            for (k, v) in h.iter() {
                tags.push((k.str()?.to_string(), v.str()?.to_string()));
            }
        }
        guard(|| {
            let refs: Vec<(&str, &str)> =
                tags.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
            Ok(self.game.pgn(&refs))
        })
    }

    /// The game of the first record of a PGN text.
    #[classmethod]
    fn from_pgn(_cls: &Bound<'_, PyType>, text: &str) -> PyResult<Board> {
        guard(|| {
            AnyGame::from_pgn(text)
                .map(Board::with)
                .map_err(|e| game_error(&e))
        })
    }

    /// The position as an SVG picture, `size` pixels wide, the last move tinted.
    #[pyo3(signature = (size = 400, flipped = false))]
    fn svg(&self, size: u32, flipped: bool) -> PyResult<String> {
        guard(|| {
            let options = skazka::svg::Options {
                size: size.clamp(16, 4096),
                orientation: if flipped { Color::Black } else { Color::White },
                last_move: self.game.last_move_squares(),
                ..skazka::svg::Options::default()
            };
            Ok(self.game.svg(&options))
        })
    }

    /// The picture Jupyter shows.
    fn _repr_svg_(&self) -> PyResult<String> {
        self.svg(400, false)
    }

    /// The game's text diagram of the position.
    fn __str__(&self) -> String {
        self.game.diagram()
    }

    /// `Board("chess", "FEN")`.
    fn __repr__(&self) -> String {
        format!("Board({:?}, {:?})", self.variant(), self.fen())
    }
}

/// Adds the classes to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Board>()?;
    m.add_class::<Move>()?;
    m.add_class::<Outcome>()?;
    Ok(())
}
