//! The Betza parser, its canonical writer and the compiled tables.

use skazka_core::{Bitboard, Color, Geometry, Movement, PieceTable};

use crate::MAX_INPUT;
use crate::play::check_message;

/// Reads `data` (lossy UTF-8) as a Betza movement. An error must carry an offset inside the
/// input and a lowercase message. A movement must write a canonical text that reads back to a
/// movement with the same text and the same compiled moves; its compiled table must answer
/// `attackers_of` exactly as the forward attacks of every occupied square say.
///
/// # Panics
/// When one of these invariants is broken.
pub fn check_betza(data: &[u8]) {
    let text = String::from_utf8_lossy(&data[..data.len().min(MAX_INPUT)]);
    let movement = match Movement::from_betza(&text) {
        Err(e) => {
            assert!(
                e.offset <= text.len(),
                "betza error offset {} past the end of {text:?}",
                e.offset
            );
            check_message(&e.to_string());
            return;
        }
        Ok(m) => m,
    };
    let canonical = movement.to_string();
    let geometry = match data.len() % 3 {
        0 => Geometry::CHESS,
        1 => Geometry::TEN_BY_TEN,
        _ => Geometry::fixed::<16, 8>(),
    };
    let table = PieceTable::new(geometry, &movement);
    let occupied = occupancy(geometry, data);
    // The canonical text may be longer than the input (`WFWF` is written `KmcK`): past the
    // length limit it cannot read back, which the writer's documentation allows.
    if !canonical.is_empty() && canonical.len() <= Movement::MAX_BETZA_LEN {
        let again = match Movement::from_betza(&canonical) {
            Ok(m) => m,
            Err(e) => panic!("canonical betza {canonical:?} of {text:?} does not read back: {e}"),
        };
        assert_eq!(
            again.to_string(),
            canonical,
            "canonical betza of {text:?} is not stable"
        );
        let table2 = PieceTable::new(geometry, &again);
        for from in geometry.squares() {
            for color in [Color::White, Color::Black] {
                for initial in [false, true] {
                    assert_eq!(
                        table.targets(from, color, occupied, initial),
                        table2.targets(from, color, occupied, initial),
                        "{text:?} and its canonical form {canonical:?} move differently"
                    );
                }
            }
        }
    }
    for color in [Color::White, Color::Black] {
        let forward: Vec<Bitboard> = geometry
            .squares()
            .map(|s| table.attacks(s, color, occupied))
            .collect();
        for target in occupied {
            let candidates = occupied.without(target);
            let expected: Bitboard = geometry
                .squares()
                .zip(&forward)
                .filter(|&(s, a)| candidates.contains(s) && a.contains(target))
                .map(|(s, _)| s)
                .collect();
            assert_eq!(
                table.attackers_of(target, color, occupied, candidates),
                expected,
                "attackers_of disagrees with the forward attacks of {text:?}"
            );
        }
    }
}

/// An occupancy drawn from the input bytes: about a quarter of the squares.
fn occupancy(geometry: Geometry, data: &[u8]) -> Bitboard {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in data {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    geometry
        .squares()
        .filter(|_| {
            h ^= h << 13;
            h ^= h >> 7;
            h ^= h << 17;
            h % 4 == 0
        })
        .collect()
}
