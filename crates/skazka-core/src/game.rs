//! A game: positions plus the history that some rules need.

use core::fmt;

use crate::{EndReason, IllegalMoveError, Outcome, ParseMoveError, Position};

/// How a history-based draw applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum DrawRule {
    /// The rule does not apply.
    Off,
    /// A player may claim the draw ([`Game::claimable_draw`]); the game goes on otherwise.
    #[default]
    Claimable,
    /// The game ends by itself ([`Game::outcome`]).
    Automatic,
}

/// Repetition and move-limit draws of a [`Game`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DrawRules {
    /// Repetition of the same position.
    pub repetition: DrawRule,
    /// How many occurrences make a repetition draw (3 in chess).
    pub repetitions: u32,
    /// The move-limit rule, read from [`Position::halfmove_clock`].
    pub move_limit: DrawRule,
    /// The clock value that draws (100 plies = the 50-move rule).
    pub move_limit_plies: u32,
}

impl Default for DrawRules {
    /// Chess: threefold repetition and the 50-move rule, both claimable.
    fn default() -> DrawRules {
        DrawRules {
            repetition: DrawRule::Claimable,
            repetitions: 3,
            move_limit: DrawRule::Claimable,
            move_limit_plies: 100,
        }
    }
}

impl DrawRules {
    /// No history draws at all.
    #[must_use]
    pub const fn none() -> DrawRules {
        DrawRules {
            repetition: DrawRule::Off,
            repetitions: 3,
            move_limit: DrawRule::Off,
            move_limit_plies: 100,
        }
    }

    /// Both draws end the game automatically.
    #[must_use]
    pub fn automatic() -> DrawRules {
        DrawRules {
            repetition: DrawRule::Automatic,
            move_limit: DrawRule::Automatic,
            ..DrawRules::default()
        }
    }
}

/// A rule that looks at the whole game rather than one position, such as Xianling's
/// perpetual-chase rule. It sees every move as it is played and may end the game.
///
/// Its state is kept per ply, so [`Game::undo`] restores it.
pub trait HistoryRule<P: Position>: Clone + fmt::Debug {
    /// Called after `m` took `before` to `after`; returns an outcome to end the game.
    fn after_move(&mut self, before: &P, m: P::Move, after: &P) -> Option<Outcome>;
}

/// The history rule that does nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NoHistoryRule;

impl<P: Position> HistoryRule<P> for NoHistoryRule {
    fn after_move(&mut self, _: &P, _: P::Move, _: &P) -> Option<Outcome> {
        None
    }
}

#[derive(Clone, Debug)]
struct Ply<P: Position, H> {
    position: P,
    rule: H,
    ended: Option<Outcome>,
}

/// Positions with their history: moves played, repetitions, move-limit draws and history rules.
///
/// # Example
/// ```
/// # use skazka_core::*;
/// # fn demo<P: Position>(start: P, text: &str) -> Result<(), ParseMoveError> {
/// let mut game = Game::new(start);
/// game.play_text(text)?;
/// assert_eq!(game.moves().len(), 1);
/// game.undo();
/// # Ok(()) }
/// ```
#[derive(Clone, Debug)]
pub struct Game<P: Position, H: HistoryRule<P> = NoHistoryRule> {
    plies: Vec<Ply<P, H>>,
    moves: Vec<P::Move>,
    draws: DrawRules,
}

impl<P: Position> Game<P> {
    /// A game from `start` with the chess draw rules (claimable threefold repetition and
    /// 50-move rule).
    pub fn new(start: P) -> Game<P> {
        Game::with_rules(start, DrawRules::default(), NoHistoryRule)
    }
}

impl<P: Position, H: HistoryRule<P>> Game<P, H> {
    /// A game from `start` with the given draw rules and history rule.
    pub fn with_rules(start: P, draws: DrawRules, rule: H) -> Game<P, H> {
        Game {
            plies: vec![Ply {
                position: start,
                rule,
                ended: None,
            }],
            moves: Vec::new(),
            draws,
        }
    }

    /// The current position.
    pub fn position(&self) -> &P {
        &self.last().position
    }

    /// The position the game started from.
    pub fn start(&self) -> &P {
        &self.plies[0].position
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[P::Move] {
        &self.moves
    }

    /// Every position so far, the start first and the current one last.
    pub fn positions(&self) -> impl DoubleEndedIterator<Item = &P> + ExactSizeIterator {
        self.plies.iter().map(|p| &p.position)
    }

    /// The history rule's current state.
    pub fn history_rule(&self) -> &H {
        &self.last().rule
    }

    /// The draw rules in force.
    pub fn draw_rules(&self) -> DrawRules {
        self.draws
    }

    fn last(&self) -> &Ply<P, H> {
        self.plies
            .last()
            .expect("a game always has its start position")
    }

    /// Plays a legal move.
    ///
    /// # Errors
    /// [`IllegalMoveError`] if `m` is not legal or the game is over; nothing changes then.
    pub fn play(&mut self, m: P::Move) -> Result<(), IllegalMoveError> {
        if self.outcome().is_some() || !self.position().is_legal(m) {
            return Err(IllegalMoveError);
        }
        self.push(m);
        Ok(())
    }

    /// Reads a move in the game's move text and plays it.
    ///
    /// # Errors
    /// As [`Position::parse_move`], or [`ParseMoveError::Illegal`] if the game is over.
    pub fn play_text(&mut self, text: &str) -> Result<P::Move, ParseMoveError> {
        let m = self.position().parse_move(text)?;
        if self.outcome().is_some() {
            return Err(ParseMoveError::Illegal);
        }
        self.push(m);
        Ok(m)
    }

    fn push(&mut self, m: P::Move) {
        let before = self.last();
        let mut position = before.position.clone();
        position.play_unchecked(m);
        let mut rule = before.rule.clone();
        let ended = rule.after_move(&before.position, m, &position);
        self.plies.push(Ply {
            position,
            rule,
            ended,
        });
        self.moves.push(m);
    }

    /// Takes back the last move and returns it; `None` at the start.
    pub fn undo(&mut self) -> Option<P::Move> {
        let m = self.moves.pop()?;
        self.plies.pop();
        Some(m)
    }

    /// How often the current position has occurred, this time included.
    pub fn repetitions(&self) -> u32 {
        let now = self.position();
        let key = now.zobrist();
        self.plies
            .iter()
            .filter(|p| p.position.zobrist() == key && p.position.is_repetition_of(now))
            .count() as u32
    }

    fn history_draw(&self, rule: DrawRule) -> Option<EndReason> {
        if self.draws.repetition == rule && self.repetitions() >= self.draws.repetitions {
            return Some(EndReason::Repetition);
        }
        if self.draws.move_limit == rule
            && self
                .position()
                .halfmove_clock()
                .is_some_and(|c| c >= self.draws.move_limit_plies)
        {
            return Some(EndReason::MoveLimit);
        }
        None
    }

    /// A draw the side to move may claim now, if any (with [`DrawRule::Claimable`] rules).
    pub fn claimable_draw(&self) -> Option<EndReason> {
        if self.outcome().is_some() {
            return None;
        }
        self.history_draw(DrawRule::Claimable)
    }

    /// The result, if the game is over: by the history rule, by the position itself, or by an
    /// automatic draw rule, in that order.
    pub fn outcome(&self) -> Option<Outcome> {
        let last = self.last();
        last.ended.or_else(|| last.position.outcome()).or_else(|| {
            self.history_draw(DrawRule::Automatic)
                .map(|reason| Outcome::Draw { reason })
        })
    }
}
