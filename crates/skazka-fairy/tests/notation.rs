//! The two SAN writers agree: outside the shogi family, the core's SAN writer (through
//! `San`, for records and the programs) writes every legal move as `write_notation` writes it in
//! Fairy-Stockfish's SAN, and reads it back; in every notation, every catalogue variant's
//! moves are written. Seeded random games over the whole catalogue.

use skazka_core::Position;
use skazka_core::san::{SanWriter, parse_san};
use skazka_fairy::{FairyPosition, Notation, catalogue};

/// A small seeded generator (xorshift), so that the games repeat.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        usize::try_from(self.0 % n as u64).unwrap_or(0)
    }
}

const PLIES: usize = 24;

#[test]
fn core_san_is_fairy_stockfish_san_outside_the_shogi_family_and_reads_back() {
    let mut rng = Rng(0x5eed);
    for name in catalogue::names() {
        let variant = skazka_fairy::variant_by_name(name).unwrap();
        let shogi = variant.definition().variant_template == "shogi";
        let mut pos = FairyPosition::start(&variant).unwrap();
        for _ in 0..PLIES {
            let moves = pos.legal_move_list();
            if moves.is_empty() || pos.outcome().is_some() {
                break;
            }
            let writer = SanWriter::new(&pos);
            for &m in &moves {
                let san = writer.write(m);
                if !shogi {
                    assert_eq!(
                        san,
                        pos.write_notation(m, Notation::San),
                        "{name} {pos:?} {m}"
                    );
                }
                assert_eq!(parse_san(&pos, &san), Ok(m), "{name} {pos:?} {san}");
            }
            pos.play(moves[rng.below(moves.len())]).unwrap();
        }
    }
}

#[test]
fn every_notation_writes_every_move_of_every_variant() {
    let mut rng = Rng(0xfa1);
    for name in catalogue::names() {
        let variant = skazka_fairy::variant_by_name(name).unwrap();
        let mut pos = FairyPosition::start(&variant).unwrap();
        for _ in 0..PLIES / 4 {
            let moves = pos.legal_move_list();
            if moves.is_empty() || pos.outcome().is_some() {
                break;
            }
            for &m in &moves {
                for notation in Notation::ALL {
                    let text = pos.write_notation(m, notation);
                    assert!(!text.is_empty(), "{name} {pos:?} {m} {notation}");
                }
            }
            pos.play(moves[rng.below(moves.len())]).unwrap();
        }
    }
}
