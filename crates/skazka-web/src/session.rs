//! One game in progress, whatever the game: [`Session`] is the object-safe face of a
//! [`Game`] of any [`Playable`] position, so the store holds every game the same way.

use std::sync::{Arc, Mutex};

use skazka::Variant;
use skazka::core::san::{San, write_san};
use skazka::core::{Color, EndReason, Game, Geometry, Outcome, Position, Rules, Square};
use skazka::engine::{Engine, Limits, Playable};
use skazka_pgn::{GameRecord, RawGame};
use skazka_svg::{Draw, Glyph, Options, Scene};

/// A legal move as the page needs it: its text and the squares to click.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct MoveInfo {
    /// The move in the game's move text.
    pub text: String,
    /// The square the move starts from, if it has one.
    pub from: Option<String>,
    /// The square the move goes to or acts on, if it has one.
    pub to: Option<String>,
}

/// What the engine is thinking while it searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Thinking {
    /// The depth just completed.
    pub depth: u32,
    /// The score for the side to move, in centipawns (mates are large).
    pub score: i32,
    /// Nodes searched so far.
    pub nodes: u64,
}

/// The engine's finished search: its move and what it thought of it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct EngineMove {
    /// The move in the game's move text.
    #[serde(rename = "move")]
    pub text: String,
    /// The deepest completed iteration.
    pub depth: u32,
    /// The score for the side that moved.
    pub score: i32,
    /// The score as people read it (`+0.35`, `#3`).
    pub score_text: String,
}

/// A search to run away from the store's lock.
pub type SearchJob = Box<dyn FnOnce() -> Option<EngineMove> + Send>;

/// A game in progress of any variant.
pub trait Session: Send {
    /// The game.
    fn variant(&self) -> Variant;
    /// The options that differ from the defaults, as `key=value` words.
    fn options(&self) -> String;
    /// The FEN of the current position.
    fn fen(&self) -> String;
    /// The FEN of the start position.
    fn start_fen(&self) -> String;
    /// The side to move.
    fn turn(&self) -> Color;
    /// The moves played, in move text.
    fn history(&self) -> Vec<String>;
    /// The moves played, in SAN.
    fn history_san(&self) -> Vec<String>;
    /// The game as PGN, written by `skazka-pgn`.
    fn record(&self) -> String;
    /// A game of the same kind as this one, replayed from a PGN game by `skazka-pgn`.
    ///
    /// # Errors
    /// What is wrong with the record: a `Variant` of another game, a bad FEN or option, a
    /// move that is not legal (with its number).
    fn replay(&self, raw: &RawGame) -> Result<Box<dyn Session>, String>;
    /// The number of plies played.
    fn plies(&self) -> usize;
    /// The legal moves with their squares.
    fn legal(&self) -> Vec<MoveInfo>;
    /// Whether the side to move is in check.
    fn is_check(&self) -> bool;
    /// Whether the side to move rolls the die (a chance node).
    fn is_chance(&self) -> bool;
    /// The result, if the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// A draw the side to move may claim.
    fn claimable_draw(&self) -> Option<EndReason>;
    /// Plays a move given as text; returns its canonical text.
    ///
    /// # Errors
    /// The reason the move cannot be played (malformed, illegal, game over).
    fn play(&mut self, text: &str) -> Result<String, String>;
    /// Takes back the last ply; returns its text.
    fn undo(&mut self) -> Option<String>;
    /// The squares the last ply changed.
    fn last_move(&self) -> Vec<String>;
    /// The board as SVG.
    fn svg(&self, orientation: Color, size: u32, selected: Option<&str>) -> String;
    /// A search of the current position for the engine, to run on another thread.
    fn search_job(&self, limits: Limits, progress: Arc<Mutex<Option<Thinking>>>) -> SearchJob;
}

/// A [`Session`] over a [`Game`] of one concrete game.
pub struct GameSession<P: Rules> {
    game: Game<P>,
}

impl<P: Rules> GameSession<P> {
    /// A session playing from `start`.
    pub fn new(start: P) -> GameSession<P> {
        GameSession {
            game: Game::new(start),
        }
    }

    /// Each move played with the position it was played in.
    fn played(&self) -> impl Iterator<Item = (&P, P::Move)> {
        self.game.positions().zip(self.game.moves().iter().copied())
    }
}

/// The squares named in a move's text, in order (`e2(2)e4` names e2 and e4, `ST@d4` names d4).
fn squares_in(text: &str, geo: Geometry) -> Vec<Square> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let file_ok = c.is_ascii_lowercase() && c - b'a' < geo.files();
        let prev_letter = i > 0 && bytes[i - 1].is_ascii_alphabetic();
        if file_ok && !prev_letter && i + 1 < bytes.len() && bytes[i + 1].is_ascii_digit() {
            let mut j = i + 1;
            while j < bytes.len() && bytes[j].is_ascii_digit() && j - i <= 2 {
                j += 1;
            }
            // Take the longest number that is a rank of the board.
            let mut end = j;
            while end > i + 1 {
                if let Ok(s) = geo.parse_square(&text[i..end]) {
                    out.push(s);
                    break;
                }
                end -= 1;
            }
            i = end.max(i + 1);
        } else {
            i += 1;
        }
    }
    out
}

/// Where the king of `color` stands in `scene`.
fn king_square(scene: &Scene, color: Color) -> Option<Square> {
    scene.geometry.squares().find(|&s| {
        scene
            .men(s)
            .last()
            .is_some_and(|m| m.color == color && m.glyph == Glyph::King)
    })
}

impl<P> Session for GameSession<P>
where
    P: Playable + Draw + San + Send + Sync + 'static,
    Game<P>: Send,
{
    fn variant(&self) -> Variant {
        self.game
            .position()
            .name()
            .parse()
            .unwrap_or(Variant::Chess)
    }

    fn options(&self) -> String {
        self.game.position().options().to_string()
    }

    fn fen(&self) -> String {
        self.game.position().fen()
    }

    fn start_fen(&self) -> String {
        self.game.start().fen()
    }

    fn turn(&self) -> Color {
        self.game.position().turn()
    }

    fn history(&self) -> Vec<String> {
        self.played()
            .map(|(p, m)| p.display_move(m).to_string())
            .collect()
    }

    fn history_san(&self) -> Vec<String> {
        self.played().map(|(p, m)| write_san(p, m)).collect()
    }

    fn record(&self) -> String {
        GameRecord::from_game(self.game.clone())
            .with_tag("Event", "skazka web board")
            .with_tag("Site", "local")
            .to_string()
    }

    fn replay(&self, raw: &RawGame) -> Result<Box<dyn Session>, String> {
        let record = raw.replay::<P>().map_err(|e| e.to_string())?;
        Ok(Box::new(GameSession {
            game: record.into_game(),
        }))
    }

    fn plies(&self) -> usize {
        self.game.moves().len()
    }

    fn legal(&self) -> Vec<MoveInfo> {
        if self.game.outcome().is_some() {
            return Vec::new();
        }
        let pos = self.game.position();
        let geo = pos.geometry();
        let name = |s: Square| s.display(geo).to_string();
        let before = pos.scene();
        self.game
            .legal_moves()
            .iter()
            .map(|&m| {
                let text = pos.display_move(m).to_string();
                let squares = squares_in(&text, geo);
                let (from, to) = match squares.as_slice() {
                    [] => {
                        // Castling written without squares: the king's move.
                        let mut after = pos.clone();
                        after.play_unchecked(m);
                        let after = after.scene();
                        let from = king_square(&before, pos.turn());
                        let to = king_square(&after, pos.turn());
                        match (from, to) {
                            (Some(f), Some(t)) if f != t => (Some(name(f)), Some(name(t))),
                            _ => (None, None),
                        }
                    }
                    [one] => (None, Some(name(*one))),
                    [first, .., last] => (Some(name(*first)), Some(name(*last))),
                };
                MoveInfo { text, from, to }
            })
            .collect()
    }

    fn is_check(&self) -> bool {
        self.game.position().is_check()
    }

    fn is_chance(&self) -> bool {
        self.game.position().is_chance()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    fn claimable_draw(&self) -> Option<EndReason> {
        self.game.claimable_draw()
    }

    fn play(&mut self, text: &str) -> Result<String, String> {
        if let Some(outcome) = self.game.outcome() {
            return Err(format!("the game is over: {outcome}"));
        }
        let before = self.game.position().clone();
        let m = self.game.play_text(text).map_err(|e| e.to_string())?;
        Ok(before.display_move(m).to_string())
    }

    fn undo(&mut self) -> Option<String> {
        let before = self.game.positions().rev().nth(1)?.clone();
        let m = self.game.undo()?;
        Some(before.display_move(m).to_string())
    }

    fn last_move(&self) -> Vec<String> {
        let positions: Vec<&P> = self.game.positions().collect();
        match positions.as_slice() {
            [.., before, after] => after
                .scene()
                .changed_squares(&before.scene())
                .into_iter()
                .map(|s| s.display(after.geometry()).to_string())
                .collect(),
            _ => Vec::new(),
        }
    }

    fn svg(&self, orientation: Color, size: u32, selected: Option<&str>) -> String {
        let geo = self.game.position().geometry();
        let parse = |t: &str| geo.parse_square(t).ok();
        let scene = self.game.position().scene();
        let mut options = Options {
            orientation,
            size,
            square_ids: true,
            last_move: self.last_move().iter().filter_map(|s| parse(s)).collect(),
            ..Options::default()
        };
        if let Some(sel) = selected.and_then(parse) {
            options.selected.push(sel);
            let name = sel.display(geo).to_string();
            options.highlights = self
                .legal()
                .iter()
                .filter(|m| m.from.as_deref() == Some(name.as_str()))
                .filter_map(|m| m.to.as_deref().and_then(parse))
                .collect();
            options.highlights.dedup();
        }
        skazka_svg::svg(&scene, &options)
    }

    fn search_job(&self, limits: Limits, progress: Arc<Mutex<Option<Thinking>>>) -> SearchJob {
        let pos = self.game.position().clone();
        let mut history: Vec<u64> = self.game.positions().map(Position::zobrist).collect();
        history.pop();
        Box::new(move || {
            let mut engine = Engine::new(1 << 16);
            let result = engine.search(&pos, &limits, &history, |p| {
                let mut t = progress.lock().unwrap_or_else(|e| e.into_inner());
                *t = Some(Thinking {
                    depth: p.depth,
                    score: p.score,
                    nodes: p.nodes,
                });
            })?;
            Some(EngineMove {
                text: pos.display_move(result.best).to_string(),
                depth: result.depth,
                score: result.score,
                score_text: skazka::engine::format_score(result.score),
            })
        })
    }
}

/// A new session of `variant` from `fen` (or the start) under `options` (`key=value` words).
///
/// # Errors
/// The reason the game cannot be set up.
pub fn new_session(
    variant: Variant,
    fen: Option<&str>,
    options: &str,
) -> Result<Box<dyn Session>, String> {
    let pairs: Vec<(&str, &str)> = options
        .split_whitespace()
        .map(|kv| kv.split_once('=').ok_or(kv))
        .collect::<Result<_, _>>()
        .map_err(|kv| format!("option `{}` is not key=value", truncate(kv)))?;
    let pos = variant.position(fen, &pairs).map_err(|e| e.to_string())?;
    Ok(match pos {
        skazka::AnyPosition::Chess(p) => Box::new(GameSession::new(p)),
        skazka::AnyPosition::Stone(p) => Box::new(GameSession::new(p)),
        skazka::AnyPosition::Synthesis(p) => Box::new(GameSession::new(p)),
        skazka::AnyPosition::Xianling(p) => Box::new(GameSession::new(p)),
        skazka::AnyPosition::Volkhv(p) => Box::new(GameSession::new(p)),
        _ => return Err(format!("variant {variant} is not available")),
    })
}

/// At most 60 characters of `text`, for error messages.
pub fn truncate(text: &str) -> String {
    let mut s: String = text.chars().take(60).collect();
    if s.len() < text.len() {
        s.push('…');
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_found_in_every_move_text() {
        let g8 = Geometry::CHESS;
        let g10 = Geometry::TEN_BY_TEN;
        let names = |t: &str, g: Geometry| -> Vec<String> {
            squares_in(t, g)
                .iter()
                .map(|s| s.display(g).to_string())
                .collect()
        };
        assert_eq!(names("e2e4", g8), ["e2", "e4"]);
        assert_eq!(names("e7e8q", g8), ["e7", "e8"]);
        assert_eq!(names("e2(2)e4", g8), ["e2", "e4"]);
        assert_eq!(names("d8(1)d4=N", g8), ["d8", "d4"]);
        assert_eq!(names("ST@d4", g8), ["d4"]);
        assert_eq!(names("NN@g1", g8), ["g1"]);
        assert_eq!(names("--", g8), Vec::<String>::new());
        assert_eq!(names("[N]", g8), Vec::<String>::new());
        assert_eq!(names("e10e9", g10), ["e10", "e9"]);
        assert_eq!(names("a1j10", g10), ["a1", "j10"]);
        assert_eq!(names("d9d10+A", g10), ["d9", "d10"]);
    }
}
