//! A game of any variant behind one object: its [`Game`] (history, draws, the chase rule),
//! its transposition table and its die, so the protocols never name a game.

use std::sync::atomic::AtomicBool;

use skazka::core::{Color, EndReason, Game, Outcome, ParseMoveError, Position, RuleOptions};
use skazka::engine::{Engine, Limits, Playable, Rng, SearchControl, SearchResult};
use skazka::{AnyPosition, SetupError, Variant};

/// A search's result (of an iteration, or of the whole search) with its moves written as move
/// text.
pub(crate) type Report = SearchResult<String>;

/// Root moves a user interface cannot show, by their move text.
pub(crate) type Exclude = Option<fn(&str) -> bool>;

/// What every protocol asks of a game.
pub(crate) trait Board: Send {
    /// The game.
    fn variant(&self) -> Variant;
    /// The current position's FEN.
    fn fen(&self) -> String;
    /// The side to move (or to roll).
    fn turn(&self) -> Color;
    /// Whether the die decides the next move.
    fn is_chance(&self) -> bool;
    /// Plies played since the start position.
    fn plies(&self) -> usize;
    /// Reads a move in the game's move text and plays it; returns its canonical text.
    fn play(&mut self, text: &str) -> Result<String, ParseMoveError>;
    /// Takes back the last ply; returns its text.
    fn undo(&mut self) -> Option<String>;
    /// The end of the game, by the position, the history or an automatic draw.
    fn outcome(&self) -> Option<Outcome>;
    /// A draw the side to move could claim now.
    fn claimable_draw(&self) -> Option<EndReason>;
    /// The legal moves in move text (none once the game is over).
    fn legal_moves(&self) -> Vec<String>;
    /// Perft split by root move.
    fn divide(&self, depth: u32) -> Vec<(String, u64)>;
    /// Rolls the die at a chance node: plays a random face and returns it.
    fn roll(&mut self) -> Option<String>;
    /// Searches the current position with the facade's engine, leaving out the root moves
    /// `exclude` names (unless that leaves none) and stopping when `stop` is raised.
    fn search(
        &mut self,
        limits: &Limits,
        exclude: Exclude,
        stop: &AtomicBool,
        report: &mut dyn FnMut(&Report),
    ) -> Option<Report>;
    /// Starts a new game of the same variant from its start or from `fen`, under `key=value`
    /// options; keeps the table and the die. On an error nothing changes.
    fn set_up(&mut self, fen: Option<&str>, options: &[(String, String)]) -> Result<(), String>;
    /// Forgets the table.
    fn clear_table(&mut self);
    /// Resizes the table.
    fn resize_table(&mut self, megabytes: usize);
    /// Reseeds the die.
    fn reseed(&mut self, seed: u64);
}

/// Engine settings a board is made with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Settings {
    pub hash_mb: usize,
    pub seed: u64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            hash_mb: 16,
            seed: 1,
        }
    }
}

struct Match<P: Playable> {
    game: Game<P>,
    engine: Engine<P::Move>,
    rng: Rng,
}

impl<P: Playable> Match<P> {
    fn new(start: P, settings: Settings) -> Match<P> {
        Match {
            game: Game::new(start),
            engine: Engine::with_megabytes(settings.hash_mb),
            rng: Rng::new(settings.seed),
        }
    }
}

impl<P: Playable> Board for Match<P>
where
    Match<P>: Send,
{
    fn variant(&self) -> Variant {
        self.game
            .position()
            .name()
            .parse()
            .unwrap_or(Variant::Chess)
    }

    fn fen(&self) -> String {
        self.game.position().fen()
    }

    fn turn(&self) -> Color {
        self.game.position().turn()
    }

    fn is_chance(&self) -> bool {
        self.game.position().is_chance()
    }

    fn plies(&self) -> usize {
        self.game.moves().len()
    }

    fn play(&mut self, text: &str) -> Result<String, ParseMoveError> {
        let before = self.game.position().clone();
        let m = self.game.play_text(text)?;
        Ok(before.display_move(m).to_string())
    }

    fn undo(&mut self) -> Option<String> {
        let m = self.game.undo()?;
        Some(self.game.position().display_move(m).to_string())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    fn claimable_draw(&self) -> Option<EndReason> {
        self.game.claimable_draw()
    }

    fn legal_moves(&self) -> Vec<String> {
        let pos = self.game.position();
        self.game
            .legal_moves()
            .iter()
            .map(|&m| pos.display_move(m).to_string())
            .collect()
    }

    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        let pos = self.game.position();
        pos.divide(depth)
            .into_iter()
            .map(|(m, n)| (pos.display_move(m).to_string(), n))
            .collect()
    }

    fn roll(&mut self) -> Option<String> {
        if !self.is_chance() || self.game.outcome().is_some() {
            return None;
        }
        let faces = self.game.legal_moves();
        let m = *faces.get(self.rng.below(faces.len()))?;
        let text = self.game.position().display_move(m).to_string();
        self.game.play(m).ok()?;
        Some(text)
    }

    fn search(
        &mut self,
        limits: &Limits,
        exclude: Exclude,
        stop: &AtomicBool,
        report: &mut dyn FnMut(&Report),
    ) -> Option<Report> {
        if self.game.outcome().is_some() {
            return None;
        }
        let history: Vec<u64> = self
            .game
            .positions()
            .rev()
            .skip(1)
            .map(Position::zobrist)
            .collect();
        let pos = self.game.position().clone();
        let shown: Vec<P::Move> = match exclude {
            Some(exclude) => self
                .game
                .legal_moves()
                .iter()
                .copied()
                .filter(|&m| !exclude(&pos.display_move(m).to_string()))
                .collect(),
            None => Vec::new(),
        };
        let mut control = SearchControl::new().with_stop(stop);
        if exclude.is_some() {
            control = control.with_root_moves(&shown);
        }
        let r = self
            .engine
            .search_with(&pos, limits, &history, control, |r| {
                report(&r.to_text(&pos))
            })?;
        Some(r.to_text(&pos))
    }

    fn set_up(&mut self, fen: Option<&str>, options: &[(String, String)]) -> Result<(), String> {
        let mut chosen = P::Options::default();
        for (key, value) in options {
            chosen.set(key, value).map_err(|e| e.to_string())?;
        }
        let start = match fen {
            Some(text) => P::from_fen(text, &chosen)
                .map_err(|e| format!("invalid {} fen: {e}", self.game.position().name()))?,
            None => P::new(&chosen),
        };
        self.game = Game::new(start);
        Ok(())
    }

    fn clear_table(&mut self) {
        self.engine.clear();
    }

    fn resize_table(&mut self, megabytes: usize) {
        self.engine = Engine::with_megabytes(megabytes);
    }

    fn reseed(&mut self, seed: u64) {
        self.rng = Rng::new(seed);
    }
}

/// Sets a game up: `variant` from its start or from `fen`, under `key=value` options.
///
/// # Errors
/// The facade's [`SetupError`] for a bad option or FEN.
pub(crate) fn new_board(
    variant: Variant,
    fen: Option<&str>,
    options: &[(String, String)],
    settings: Settings,
) -> Result<Box<dyn Board>, SetupError> {
    let pairs: Vec<(&str, &str)> = options
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    let position = variant.position(fen, &pairs)?;
    Ok(match position {
        AnyPosition::Chess(p) => Box::new(Match::new(p, settings)),
        AnyPosition::Stone(p) => Box::new(Match::new(p, settings)),
        AnyPosition::Synthesis(p) => Box::new(Match::new(p, settings)),
        AnyPosition::Xianling(p) => Box::new(Match::new(p, settings)),
        AnyPosition::Volkhv(p) => Box::new(Match::new(p, settings)),
        _ => return Err(SetupError::NotCompiled(variant)),
    })
}

/// A game of chess with a small table, for the rare path where no other board is at hand.
pub(crate) fn fallback() -> Box<dyn Board> {
    Box::new(Match::new(
        skazka::chess::Chess::default(),
        Settings {
            hash_mb: 1,
            seed: 1,
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_sets_up_and_plays_its_first_legal_move() {
        for &v in Variant::ALL {
            let mut b = new_board(v, None, &[], Settings::default()).expect("start");
            let first = b.legal_moves()[0].clone();
            assert_eq!(b.play(&first).as_deref(), Ok(first.as_str()));
            assert_eq!(b.undo().as_deref(), Some(first.as_str()));
            assert_eq!(b.plies(), 0);
        }
    }

    #[test]
    fn the_die_is_rolled_by_the_board() {
        let mut b = new_board(
            Variant::Volkhv,
            None,
            &[("dice".into(), "true".into())],
            Settings::default(),
        )
        .expect("start");
        assert!(b.is_chance());
        let face = b.roll().expect("a face");
        assert!(face.starts_with('['));
        assert!(!b.is_chance() || b.plies() == 1);
    }
}
