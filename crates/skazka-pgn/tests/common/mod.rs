//! Random games for the tests.

#![allow(dead_code)]

use skazka_core::{Game, Rules};

/// A small deterministic generator (xorshift64*), so failures repeat.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n.max(1)
    }
}

/// A game of at most `plies` random legal moves from the start position of `options`.
pub fn random_game<R: Rules>(options: &str, plies: usize, rng: &mut Rng) -> Game<R> {
    let options: R::Options = options.parse().expect("options of the game");
    let mut game = Game::new(R::new(&options));
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.below(moves.len())];
        game.play(m).expect("a legal move plays");
    }
    game
}
