//! The object-safe face of a [`Game`] of one concrete game, which [`AnyGame`](crate::AnyGame)
//! holds: written once, generically, for every [`Playable`] game.

use skazka_core::san::{SanError, SanShape, parse_san};
use skazka_core::{EndReason, Game, Outcome, ParseMoveError, Position, Square};
use skazka_pgn::{GameRecord, GameResult};
use skazka_svg::Scene;

use super::moves::{LegalMove, PlayedMove, legal_moves, name_choices};
use super::search::{self, AnyEngine, SearchOptions};
use crate::AnyPosition;
use crate::engine::{Limits, PieceInfo, Playable, SearchResult};
use crate::render::{self, Style};

/// What [`AnyGame`](crate::AnyGame) asks of the game it holds.
pub(crate) trait GameObject: Send + Sync {
    fn clone_box(&self) -> Box<dyn GameObject>;
    fn position(&self) -> AnyPosition;
    fn start(&self) -> AnyPosition;
    fn is_check(&self) -> bool;
    fn is_chance(&self) -> bool;
    fn evaluate(&self) -> i32;
    fn legal_moves(&self) -> Vec<LegalMove>;
    fn legal_texts(&self) -> Vec<String>;
    fn is_capture(&self, text: &str) -> Option<bool>;
    /// Plays a move in the game's move text; past the end of the game when `past_end`.
    fn play_text(&mut self, text: &str, past_end: bool) -> Result<PlayedMove, ParseMoveError>;
    fn play_san(&mut self, san: &str) -> Result<PlayedMove, SanError>;
    fn undo(&mut self) -> Option<PlayedMove>;
    fn outcome(&self) -> Option<Outcome>;
    fn claimable_draw(&self) -> Option<EndReason>;
    fn pgn(&self, tags: &[(&str, &str)], result: Option<Outcome>) -> String;
    fn scene(&self) -> Scene;
    fn last_move_squares(&self) -> Vec<Square>;
    fn render(&self, style: Style) -> String;
    fn diagram(&self) -> String;
    fn pieces(&self) -> Vec<PieceInfo>;
    fn refusal(&self, text: &str) -> Option<String>;
    fn divide(&self, depth: u32) -> Vec<(String, u64)>;
    fn search(
        &self,
        engine: &mut AnyEngine,
        limits: &Limits,
        options: SearchOptions<'_>,
        report: &mut dyn FnMut(&SearchResult<String>),
    ) -> Option<SearchResult<String>>;
}

/// A [`Game`] of one concrete game.
#[derive(Clone)]
pub(crate) struct Played<P: Playable> {
    pub(crate) game: Game<P>,
}

impl<P: Playable> Played<P> {
    pub(crate) fn boxed(game: Game<P>) -> Box<dyn GameObject> {
        Box::new(Played { game })
    }

    /// The position before the last move, if a move was played.
    fn previous(&self) -> Option<&P> {
        self.game.positions().rev().nth(1)
    }
}

impl<P: Playable> GameObject for Played<P> {
    fn clone_box(&self) -> Box<dyn GameObject> {
        Box::new(self.clone())
    }

    fn position(&self) -> AnyPosition {
        self.game.position().clone().into()
    }

    fn start(&self) -> AnyPosition {
        self.game.start().clone().into()
    }

    fn is_check(&self) -> bool {
        self.game.position().is_check()
    }

    fn is_chance(&self) -> bool {
        self.game.position().is_chance()
    }

    fn evaluate(&self) -> i32 {
        self.game.position().evaluate()
    }

    fn legal_moves(&self) -> Vec<LegalMove> {
        let (position, moves) = (self.game.position(), self.game.legal_moves());
        let mut legal = legal_moves(position, moves);
        name_choices(position, moves, &mut legal);
        legal
    }

    fn legal_texts(&self) -> Vec<String> {
        let position = self.game.position();
        self.game
            .legal_moves()
            .iter()
            .map(|&m| position.display_move(m).to_string())
            .collect()
    }

    fn is_capture(&self, text: &str) -> Option<bool> {
        let position = self.game.position();
        let m = position.parse_move(text).ok()?;
        if !position.is_legal(m) {
            return None;
        }
        Some(matches!(
            position.san_shape(m),
            SanShape::Piece { capture: true, .. }
        ))
    }

    fn play_text(&mut self, text: &str, past_end: bool) -> Result<PlayedMove, ParseMoveError> {
        let position = self.game.position();
        let m = position.parse_move(text)?;
        let played = PlayedMove::of(position, m);
        let done = if past_end {
            self.game.play_past_end(m)
        } else {
            self.game.play(m)
        };
        done.map_err(|_| ParseMoveError::Illegal)?;
        Ok(played)
    }

    fn play_san(&mut self, san: &str) -> Result<PlayedMove, SanError> {
        let position = self.game.position();
        let m = parse_san(position, san)?;
        let played = PlayedMove::of(position, m);
        self.game.play(m).map_err(|_| SanError::Illegal)?;
        Ok(played)
    }

    fn undo(&mut self) -> Option<PlayedMove> {
        let m = *self.game.moves().last()?;
        let before = self.previous()?.clone();
        self.game.undo()?;
        Some(PlayedMove::of(&before, m))
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    fn claimable_draw(&self) -> Option<EndReason> {
        self.game.claimable_draw()
    }

    fn pgn(&self, tags: &[(&str, &str)], result: Option<Outcome>) -> String {
        let mut record = GameRecord::from_game(self.game.clone());
        if result.is_some() {
            record.set_result(GameResult::from_outcome(result));
        }
        for &(name, value) in tags {
            record.tags_mut().set(name, value);
        }
        record.to_string()
    }

    fn scene(&self) -> Scene {
        self.game.position().scene()
    }

    fn last_move_squares(&self) -> Vec<Square> {
        match self.previous() {
            Some(before) => self.scene().changed_squares(&before.scene()),
            None => Vec::new(),
        }
    }

    fn render(&self, style: Style) -> String {
        render::board(self.game.position(), self.previous(), style)
    }

    fn diagram(&self) -> String {
        self.game.position().diagram()
    }

    fn pieces(&self) -> Vec<PieceInfo> {
        self.game.position().pieces()
    }

    fn refusal(&self, text: &str) -> Option<String> {
        self.game.position().refusal(text)
    }

    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        let position = self.game.position();
        position
            .divide(depth)
            .into_iter()
            .map(|(m, n)| (position.display_move(m).to_string(), n))
            .collect()
    }

    fn search(
        &self,
        engine: &mut AnyEngine,
        limits: &Limits,
        options: SearchOptions<'_>,
        report: &mut dyn FnMut(&SearchResult<String>),
    ) -> Option<SearchResult<String>> {
        if self.game.outcome().is_some() {
            return None;
        }
        let history: Vec<u64> = self
            .game
            .positions()
            .rev()
            .skip(1)
            .rev()
            .map(Position::zobrist)
            .collect();
        search::search(
            engine,
            self.game.position(),
            &history,
            limits,
            options,
            report,
        )
    }
}
