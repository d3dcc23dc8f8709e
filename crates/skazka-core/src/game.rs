//! A game: positions plus the history that some rules need.

use core::fmt;
use core::hash::{BuildHasherDefault, Hasher};
use std::collections::HashMap;

use crate::{EndReason, IllegalMoveError, MoveBuffer, Outcome, ParseMoveError, Position, Rules};

/// How a history-based draw applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
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
///
/// Built from [`DrawRules::default`] (chess), [`DrawRules::none`] or
/// [`DrawRules::automatic`] and the `with_` methods, so that rules can be added later.
///
/// ```
/// use skazka_core::{DrawRule, DrawRules};
/// let rules = DrawRules::none()
///     .with_repetition(DrawRule::Automatic, 3)
///     .with_move_limit(DrawRule::Claimable, 120);
/// assert_eq!(rules.move_limit_plies, 120);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
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

    /// The same rules with the repetition draw `rule` after `occurrences` occurrences.
    #[must_use]
    pub const fn with_repetition(mut self, rule: DrawRule, occurrences: u32) -> DrawRules {
        self.repetition = rule;
        self.repetitions = occurrences;
        self
    }

    /// The same rules with the move-limit draw `rule` when the clock reaches `plies`.
    #[must_use]
    pub const fn with_move_limit(mut self, rule: DrawRule, plies: u32) -> DrawRules {
        self.move_limit = rule;
        self.move_limit_plies = plies;
        self
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
    /// The rule's state at the start of a game from `start`.
    fn start(start: &P) -> Self;

    /// Called after `m` took `before` to `after`; returns an outcome to end the game.
    fn after_move(&mut self, before: &P, m: P::Move, after: &P) -> Option<Outcome>;
}

/// The history rule that does nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NoHistoryRule;

impl<P: Position> HistoryRule<P> for NoHistoryRule {
    fn start(_: &P) -> NoHistoryRule {
        NoHistoryRule
    }

    fn after_move(&mut self, _: &P, _: P::Move, _: &P) -> Option<Outcome> {
        None
    }
}

/// One position of a game with what was worked out about it when it was reached, so that
/// asking about the game costs nothing later.
#[derive(Clone, Debug)]
struct Ply<P: Position, H> {
    position: P,
    rule: H,
    hash: u64,
    /// How often this position has occurred, this time included.
    repetitions: u32,
    /// The end by the history rule, the position itself or adjudication.
    ended: Option<Outcome>,
}

/// Positions with their history: moves played, repetitions, move-limit draws and history rules.
///
/// [`Game::new`] plays by the game's own rules ([`Rules::draw_rules`], [`Rules::History`],
/// [`Rules::adjudicate`]); [`Game::with_rules`] takes other draw rules or another history
/// rule.
///
/// Each ply costs one move generation beyond the move itself: the legal moves of the current
/// position are kept (they answer [`Game::legal_moves`], [`Game::play`] and whether the game is
/// over), and the Zobrist keys of the line are counted, so a repetition is looked for (and
/// confirmed with [`Position::is_repetition_of`]) only when a key recurs. Counting keys rather
/// than trusting the move-limit counter keeps this exact in games where a move that resets the
/// counter can be undone (a Volkhv tower that splits and joins again).
///
/// # Example
/// ```
/// # use skazka_core::*;
/// # fn demo<P: Rules>(text: &str) -> Result<(), ParseMoveError> {
/// let mut game = Game::new(P::default());
/// game.play_text(text)?;
/// assert_eq!(game.moves().len(), 1);
/// game.undo();
/// assert!(game.moves().is_empty());
/// # Ok(()) }
/// ```
#[derive(Clone, Debug)]
pub struct Game<P: Rules, H: HistoryRule<P> = <P as Rules>::History> {
    plies: Vec<Ply<P, H>>,
    moves: Vec<P::Move>,
    draws: DrawRules,
    /// The legal moves of the current position.
    legal: P::MoveList,
    /// How many positions of the line have each Zobrist key.
    keys: KeyCounts,
}

/// Counts of Zobrist keys. The keys are already uniformly mixed, so the map uses them as their
/// own hash instead of hashing them again.
type KeyCounts = HashMap<u64, u32, BuildHasherDefault<KeyHasher>>;

/// The hasher of [`KeyCounts`]: a `u64` key is its own hash.
#[derive(Clone, Copy, Debug, Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }
}

impl<P: Rules> Game<P> {
    /// A game from `start` under the rules of its game and options: its draw rules, its
    /// history rule and its adjudication.
    pub fn new(start: P) -> Game<P> {
        let draws = start.draw_rules();
        let rule = P::History::start(&start);
        Game::with_rules(start, draws, rule)
    }
}

impl<P: Rules + Default> Default for Game<P> {
    fn default() -> Game<P> {
        Game::new(P::default())
    }
}

impl<P: Rules, H: HistoryRule<P>> Game<P, H> {
    /// A game from `start` with the given draw rules and history rule (the position's
    /// adjudication still applies).
    pub fn with_rules(start: P, draws: DrawRules, rule: H) -> Game<P, H> {
        let legal = start.legal_move_list();
        let ended = Self::position_end(&start, &legal);
        let hash = start.zobrist();
        Game {
            keys: KeyCounts::from_iter([(hash, 1)]),
            plies: vec![Ply {
                position: start,
                rule,
                hash,
                repetitions: 1,
                ended,
            }],
            moves: Vec::new(),
            draws,
            legal,
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

    /// The legal moves of the current position (empty once the game is over).
    pub fn legal_moves(&self) -> &[P::Move] {
        if self.outcome().is_some() {
            &[]
        } else {
            self.legal.as_ref()
        }
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
        if !self.legal_moves().contains(&m) {
            return Err(IllegalMoveError);
        }
        self.push(m);
        Ok(())
    }

    /// Plays a move that is legal in the current position even when the rules have already
    /// ended the game (a dead position, a repetition, a move limit): for readers of records
    /// that go on past the end. [`Game::outcome`] then describes the new position; a game
    /// over because no move is legal has none to play.
    ///
    /// # Errors
    /// [`IllegalMoveError`] if `m` is not legal in the position; nothing changes then.
    pub fn play_past_end(&mut self, m: P::Move) -> Result<(), IllegalMoveError> {
        if !self.legal.as_ref().contains(&m) {
            return Err(IllegalMoveError);
        }
        self.push(m);
        Ok(())
    }

    /// Reads a move in the game's move text and plays it.
    ///
    /// # Errors
    /// As [`Position::parse_move`], or [`ParseMoveError::Illegal`] if the game is over;
    /// nothing changes then.
    pub fn play_text(&mut self, text: &str) -> Result<P::Move, ParseMoveError> {
        let m = self.position().parse_move(text)?;
        self.play(m).map_err(|_| ParseMoveError::Illegal)?;
        Ok(m)
    }

    fn push(&mut self, m: P::Move) {
        let before = self.last();
        let mut position = before.position.clone();
        position.play_unchecked(m);
        let mut rule = before.rule.clone();
        let by_history = rule.after_move(&before.position, m, &position);
        position.legal_moves(&mut self.legal);
        let ended = by_history.or_else(|| Self::position_end(&position, &self.legal));
        let hash = position.zobrist();
        let seen = self.keys.entry(hash).or_insert(0);
        *seen += 1;
        let repetitions = if *seen == 1 {
            1
        } else {
            self.occurrences(&position, hash) + 1
        };
        self.plies.push(Ply {
            position,
            rule,
            hash,
            repetitions,
            ended,
        });
        self.moves.push(m);
    }

    /// The end of `position` by itself (no legal moves) or by adjudication.
    fn position_end(position: &P, legal: &P::MoveList) -> Option<Outcome> {
        let own = if legal.is_empty() {
            position.outcome()
        } else {
            None
        };
        own.or_else(|| position.adjudicate())
    }

    /// How often `position` (with Zobrist key `hash`) occurred before, for a key that did.
    fn occurrences(&self, position: &P, hash: u64) -> u32 {
        self.plies
            .iter()
            .filter(|p| p.hash == hash && p.position.is_repetition_of(position))
            .count() as u32
    }

    /// Takes back the last move and returns it; `None` at the start.
    pub fn undo(&mut self) -> Option<P::Move> {
        let m = self.moves.pop()?;
        // Every move pushed the ply it led to, so there is one to pop.
        if let Some(gone) = self.plies.pop() {
            if let Some(count) = self.keys.get_mut(&gone.hash) {
                *count -= 1;
                if *count == 0 {
                    self.keys.remove(&gone.hash);
                }
            }
        }
        let now = &self.plies[self.plies.len() - 1].position;
        now.legal_moves(&mut self.legal);
        Some(m)
    }

    /// How often the current position has occurred, this time included.
    pub fn repetitions(&self) -> u32 {
        self.last().repetitions
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

    /// The result, if the game is over: by the history rule, by the position itself (no
    /// legal moves), by adjudication ([`Rules::adjudicate`]) or by an automatic draw rule, in
    /// that order.
    pub fn outcome(&self) -> Option<Outcome> {
        self.last().ended.or_else(|| {
            self.history_draw(DrawRule::Automatic)
                .map(|reason| Outcome::Draw { reason })
        })
    }
}
