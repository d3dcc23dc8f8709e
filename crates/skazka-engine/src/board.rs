//! A game of any variant with what the protocols keep beside it: the facade's [`AnyGame`]
//! (history, draws, the chase rule, the die), its engine's transposition table and the die's
//! random source.

use std::sync::atomic::AtomicBool;

use skazka::core::{Color, EndReason, Outcome, ParseMoveError};
use skazka::engine::{Limits, Rng, SearchResult};
use skazka::{AnyEngine, AnyGame, GameError, SearchOptions, SetupError, Variant};

/// A search's result (of an iteration, or of the whole search) with its moves written as move
/// text.
pub(crate) type Report = SearchResult<String>;

/// Root moves a user interface cannot show, by their move text.
pub(crate) type Exclude = Option<fn(&str) -> bool>;

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

/// The game the protocols play, with its engine and die.
pub(crate) struct Board {
    game: AnyGame,
    engine: AnyEngine,
    rng: Rng,
}

impl Board {
    /// The game.
    pub fn variant(&self) -> Variant {
        self.game.variant()
    }

    /// The current position's FEN.
    pub fn fen(&self) -> String {
        self.game.fen()
    }

    /// The side to move (or to roll).
    pub fn turn(&self) -> Color {
        self.game.turn()
    }

    /// Whether the die decides the next move.
    pub fn is_chance(&self) -> bool {
        self.game.is_chance()
    }

    /// Plies played since the start position.
    pub fn plies(&self) -> usize {
        self.game.plies()
    }

    /// Reads a move in the game's move text and plays it; returns its canonical text.
    pub fn play(&mut self, text: &str) -> Result<String, ParseMoveError> {
        match self.game.play(text) {
            Ok(played) => Ok(played.text),
            Err(GameError::Move { as_text, .. }) => Err(as_text),
            Err(_) => Err(ParseMoveError::Illegal),
        }
    }

    /// Takes back the last ply; returns its text.
    pub fn undo(&mut self) -> Option<String> {
        self.game.undo().map(|m| m.text)
    }

    /// The end of the game, by the position, the history or an automatic draw.
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// A draw the side to move could claim now.
    pub fn claimable_draw(&self) -> Option<EndReason> {
        self.game.claimable_draw()
    }

    /// The legal moves in move text (none once the game is over).
    pub fn legal_moves(&self) -> Vec<String> {
        self.game.legal_move_texts()
    }

    /// Perft split by root move.
    pub fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        self.game.divide(depth)
    }

    /// Rolls the die at a chance node: plays a random face and returns it.
    pub fn roll(&mut self) -> Option<String> {
        if self.game.outcome().is_some() {
            return None;
        }
        self.game.roll(&mut self.rng).map(|m| m.text)
    }

    /// Searches the current position with the facade's engine, leaving out the root moves
    /// `exclude` names (unless that leaves none) and stopping when `stop` is raised.
    pub fn search(
        &mut self,
        limits: &Limits,
        exclude: Exclude,
        stop: &AtomicBool,
        report: &mut dyn FnMut(&Report),
    ) -> Option<Report> {
        let mut options = SearchOptions::default().with_stop(stop);
        if let Some(exclude) = &exclude {
            options = options.with_exclude(exclude);
        }
        self.game.search(&mut self.engine, limits, options, report)
    }

    /// Starts a new game of the same variant from its start or from `fen`, under `key=value`
    /// options; keeps the table and the die. On an error nothing changes.
    pub fn set_up(
        &mut self,
        fen: Option<&str>,
        options: &[(String, String)],
    ) -> Result<(), String> {
        self.game =
            AnyGame::of(self.variant(), &options_text(options), fen).map_err(|e| e.to_string())?;
        Ok(())
    }

    /// Forgets the table.
    pub fn clear_table(&mut self) {
        self.engine.clear();
    }

    /// Resizes the table.
    pub fn resize_table(&mut self, megabytes: usize) {
        self.engine.resize(megabytes);
    }

    /// Reseeds the die.
    pub fn reseed(&mut self, seed: u64) {
        self.rng = Rng::new(seed);
    }
}

/// Options as the `key=value` words [`AnyGame::of`] reads.
fn options_text(options: &[(String, String)]) -> String {
    options
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join(" ")
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
) -> Result<Box<Board>, SetupError> {
    let position = variant.setup(fen, &options_text(options))?;
    Ok(Box::new(Board {
        game: AnyGame::from_position(position),
        engine: AnyEngine::with_megabytes(settings.hash_mb),
        rng: Rng::new(settings.seed),
    }))
}

/// A game of chess with a small table, for the rare path where no other board is at hand.
pub(crate) fn fallback() -> Box<Board> {
    Box::new(Board {
        game: AnyGame::from_position(skazka::chess::Chess::default().into()),
        engine: AnyEngine::with_megabytes(1),
        rng: Rng::new(1),
    })
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
