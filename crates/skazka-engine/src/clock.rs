//! How long to think when playing on a clock.

use std::time::Duration;

/// The clock of the side to move, as the protocols give it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Clock {
    /// Time left.
    pub left: Duration,
    /// Time added after each move.
    pub increment: Duration,
    /// Moves until the next time control, if there is one.
    pub moves_to_go: Option<u32>,
}

/// Time kept back for the protocol round trip.
const MARGIN: Duration = Duration::from_millis(50);

impl Clock {
    /// The time to spend on this move: an even share of what is left over the moves to play
    /// (30 when no control is near), plus most of the increment, never more than a third of
    /// what is left.
    pub fn budget(&self) -> Duration {
        let moves = self.moves_to_go.unwrap_or(30).clamp(1, 60);
        let usable = self.left.saturating_sub(MARGIN);
        let share = (usable / moves).saturating_add(self.increment.saturating_mul(3) / 4);
        let cap = if moves == 1 {
            usable / 4 * 3
        } else {
            usable / 3
        };
        share.min(cap).max(Duration::from_millis(5))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_budget_is_a_share_of_what_is_left() {
        let clock = Clock {
            left: Duration::from_secs(60),
            increment: Duration::ZERO,
            moves_to_go: None,
        };
        assert!(clock.budget() < Duration::from_secs(3));
        assert!(clock.budget() > Duration::from_secs(1));
    }

    /// 40 moves in 30 seconds: spending each budget in full, plus a search's overshoot and
    /// a protocol round trip, never runs the clock out before the control.
    #[test]
    fn forty_moves_in_thirty_seconds_never_lose_on_time() {
        let overshoot = Duration::from_millis(25);
        let mut left = Duration::from_secs(30);
        for made in 0..40 {
            let clock = Clock {
                left,
                increment: Duration::ZERO,
                moves_to_go: Some(40 - made),
            };
            let spent = clock.budget() + overshoot;
            assert!(spent < left, "move {made}: {spent:?} of {left:?}");
            left -= spent;
        }
    }

    #[test]
    fn absurd_clocks_do_not_overflow() {
        let clock = Clock {
            left: Duration::MAX,
            increment: Duration::MAX,
            moves_to_go: Some(0),
        };
        assert!(clock.budget() > Duration::ZERO);
    }

    #[test]
    fn a_nearly_empty_clock_still_gets_a_moment() {
        let clock = Clock {
            left: Duration::from_millis(10),
            increment: Duration::ZERO,
            moves_to_go: Some(1),
        };
        assert_eq!(clock.budget(), Duration::from_millis(5));
    }
}
