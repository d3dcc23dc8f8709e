//! Fairy-Stockfish's Betza dialect, read into the core's [`Movement`].
//!
//! The dialect is the one Fairy-Stockfish's variant files use: atoms `W F D N A H L C J Z G` and
//! `K R B Q`, a digit or a doubled letter for a rider, modifiers `m c p g n i` and the
//! directions `f b l r v s h` alone or in pairs (`fs`, `rf`, `hl`). Its directions are resolved
//! exactly as Fairy-Stockfish resolves them (a pair such as `fs` on an orthogonal atom means
//! forward and sideways; on an oblique atom it names one of the eight steps), and each part
//! becomes core components whose [`Steps`] hold the chosen steps. The en-passant flag `e` is
//! accepted and reported; everything beyond the dialect (bent riders `[F?R]`, multi-leg moves)
//! is read by the core's own Betza reader instead (a movement with `[` goes there).

use skazka_core::{Atom, Component, Kind, Modality, Movement, Steps};

/// A movement in Fairy-Stockfish's dialect that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FsBetzaError {
    /// The text.
    pub text: String,
    /// Byte offset of the problem.
    pub offset: usize,
    /// What is wrong.
    pub reason: &'static str,
}

impl core::fmt::Display for FsBetzaError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "betza `{}`: {} at byte {}",
            self.text, self.reason, self.offset
        )
    }
}

impl std::error::Error for FsBetzaError {}

/// What a movement text holds besides its moves.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FsMovement {
    /// The moves.
    pub movement: Movement,
    /// Whether the text carries the en-passant flag `e` (the piece may capture en passant).
    pub en_passant: bool,
}

const VERTICALS: &[u8] = b"fbvh";
const HORIZONTALS: &[u8] = b"rlsh";

fn atom_pairs(c: u8) -> Option<(&'static [(i8, i8)], bool)> {
    // (first, second) as Fairy-Stockfish lists them: first is along the rank direction
    // (forward), second along the file direction; `true` for the rider shortcuts.
    Some(match c {
        b'W' => (&[(1, 0)], false),
        b'F' => (&[(1, 1)], false),
        b'D' => (&[(2, 0)], false),
        b'N' => (&[(2, 1)], false),
        b'A' => (&[(2, 2)], false),
        b'H' => (&[(3, 0)], false),
        b'L' | b'C' => (&[(3, 1)], false),
        b'J' | b'Z' => (&[(3, 2)], false),
        b'G' => (&[(3, 3)], false),
        b'K' => (&[(1, 0), (1, 1)], false),
        b'R' => (&[(1, 0)], true),
        b'B' => (&[(1, 1)], true),
        b'Q' => (&[(1, 0), (1, 1)], true),
        _ => return None,
    })
}

/// The eight steps `(dx, dy)` Fairy-Stockfish derives from an atom `(f, s)`, each with the
/// direction words that select it.
fn slots(f: i8, s: i8) -> [((i8, i8), &'static [&'static str]); 8] {
    [
        ((s, f), &["ff", "vv", "rf", "rv", "fh", "rh", "hr"]),
        ((-s, -f), &["bb", "vv", "lb", "lv", "bh", "lh", "hr"]),
        ((f, -s), &["rr", "ss", "br", "bs", "bh", "rh", "hr"]),
        ((-f, s), &["ll", "ss", "fl", "fs", "fh", "lh", "hr"]),
        ((f, s), &["rr", "ss", "fr", "fs", "fh", "rh", "hl"]),
        ((-f, -s), &["ll", "ss", "bl", "bs", "bh", "lh", "hl"]),
        ((s, -f), &["bb", "vv", "rb", "rv", "bh", "rh", "hl"]),
        ((-s, f), &["ff", "vv", "lf", "lv", "fh", "lh", "hl"]),
    ]
}

#[derive(Default)]
struct Part {
    modalities: Vec<Modality>,
    hopper: bool,
    grasshopper: bool,
    lame: bool,
    initial: bool,
    directions: Vec<[u8; 2]>,
}

/// Reads a movement in Fairy-Stockfish's Betza dialect.
///
/// # Errors
/// [`FsBetzaError`] for a letter that is neither an atom nor a modifier of the dialect, or
/// modifiers with no atom after them.
pub fn parse_fs_betza(text: &str) -> Result<FsMovement, FsBetzaError> {
    let err = |offset, reason| FsBetzaError {
        text: text.to_owned(),
        offset,
        reason,
    };
    let bytes = text.as_bytes();
    let mut out = FsMovement::default();
    let mut part = Part::default();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        match c {
            b'm' => part.modalities.push(Modality::Move),
            b'c' => part.modalities.push(Modality::Capture),
            b'p' => part.hopper = true,
            b'g' => {
                part.hopper = true;
                part.grasshopper = true;
            }
            b'n' => part.lame = true,
            b'i' => part.initial = true,
            b'e' => out.en_passant = true,
            _ if VERTICALS.contains(&c) || HORIZONTALS.contains(&c) => {
                if let Some(&c2) = bytes.get(i + 1) {
                    let pairs = c2 == c
                        || (VERTICALS.contains(&c) && HORIZONTALS.contains(&c2))
                        || (HORIZONTALS.contains(&c) && VERTICALS.contains(&c2));
                    if pairs {
                        part.directions.push([c, c2]);
                        i += 2;
                        continue;
                    }
                }
                part.directions.push([c, c]);
            }
            _ => {
                let Some((atoms, shortcut_rider)) = atom_pairs(c) else {
                    return Err(err(i, "not an atom or modifier of the dialect"));
                };
                let mut rider = shortcut_rider;
                let mut distance = 0u8;
                if let Some(&next) = bytes.get(i + 1) {
                    if next.is_ascii_digit() || next == c {
                        rider = true;
                        if next.is_ascii_digit() {
                            distance = next - b'0';
                        }
                        i += 1;
                    }
                }
                for component in components(&part, atoms, rider, distance) {
                    out.movement.push(component);
                }
                part = Part::default();
            }
        }
        i += 1;
    }
    if !part.modalities.is_empty() || !part.directions.is_empty() || part.hopper || part.lame {
        return Err(err(bytes.len(), "modifiers with no atom after them"));
    }
    Ok(out)
}

fn components(part: &Part, atoms: &[(i8, i8)], rider: bool, distance: u8) -> Vec<Component> {
    let modality = match part.modalities.as_slice() {
        [] => Modality::Both,
        list if list.contains(&Modality::Move) && list.contains(&Modality::Capture) => {
            Modality::Both
        }
        [first, ..] => *first,
    };
    let mut out = Vec::new();
    for &(f, s) in atoms {
        let directions: Vec<[u8; 2]> = part
            .directions
            .iter()
            .flat_map(|d| {
                if atoms.len() == 1 && s == 0 && d[0] != d[1] {
                    vec![[d[0], d[0]], [d[1], d[1]]]
                } else {
                    vec![*d]
                }
            })
            .collect();
        let chosen: Vec<(i8, i8)> = slots(f, s)
            .iter()
            .filter(|(_, words)| {
                directions.is_empty()
                    || directions
                        .iter()
                        .any(|d| words.contains(&core::str::from_utf8(d).unwrap_or("")))
            })
            .map(|(step, _)| *step)
            .collect();
        let Some(atom) = Atom::new(f.unsigned_abs(), s.unsigned_abs()) else {
            continue;
        };
        let steps = Steps::filter(atom, |dx, dy| chosen.contains(&(dx, dy)));
        if steps.is_empty() {
            continue;
        }
        let kind = if part.grasshopper {
            Kind::Grasshop
        } else if part.hopper {
            Kind::Hop { range: distance }
        } else if rider {
            Kind::Ride { range: distance }
        } else if part.lame {
            Kind::Lame
        } else {
            Kind::Leap
        };
        let mut component = Component::new(atom, kind)
            .with_steps(steps)
            .with_modality(modality);
        if part.initial {
            component = component.initial_only();
        }
        out.push(component);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use skazka_core::{Bitboard, Color, Geometry, PieceTable};

    fn reach(betza: &str, square: &str) -> u32 {
        let geo = Geometry::CHESS;
        let m = parse_fs_betza(betza).unwrap().movement;
        let table = PieceTable::new(geo, &m);
        let t = table.targets(
            geo.parse_square(square).unwrap(),
            Color::White,
            Bitboard::EMPTY,
            false,
        );
        (t.moves | t.attacks).count()
    }

    #[test]
    fn dialect_reads_the_predefined_pieces_with_their_reach() {
        assert_eq!(reach("N", "d4"), 8);
        assert_eq!(reach("Q", "d4"), 27);
        assert_eq!(reach("FfW", "d4"), 5);
        assert_eq!(reach("WfF", "d4"), 6);
        assert_eq!(reach("fsW", "d4"), 3);
        assert_eq!(reach("fR", "d4"), 4);
        assert_eq!(reach("fN", "d4"), 2);
    }

    #[test]
    fn dialect_pairs_on_an_orthogonal_atom_mean_both_directions() {
        assert_eq!(reach("fsW", "d4"), reach("fWsW", "d4"));
    }

    #[test]
    fn dialect_pairs_on_an_oblique_atom_name_one_step() {
        assert_eq!(reach("frN", "d4"), 1);
        assert_eq!(reach("fN", "d4"), 2);
        assert_eq!(reach("fsN", "d4"), 2);
    }

    #[test]
    fn dialect_digit_makes_a_rider_of_limited_range() {
        assert_eq!(reach("W2", "a1"), 4);
        assert_eq!(reach("NN", "a1"), 6);
    }

    #[test]
    fn dialect_refuses_xbetza_legs_rather_than_read_another_piece() {
        // Fairy-Stockfish's reader skips the `a` and reads `mafsW` as `mfsW`; a multi-leg move
        // is written in the core's brackets instead (`[WaF]`).
        let err = parse_fs_betza("mafsW").unwrap_err();
        assert_eq!(err.offset, 1);
        assert!(parse_fs_betza("cafW").is_err());
    }

    #[test]
    fn dialect_refuses_unknown_letters() {
        assert!(parse_fs_betza("X").is_err());
        assert!(parse_fs_betza("fm").is_err());
    }
}
