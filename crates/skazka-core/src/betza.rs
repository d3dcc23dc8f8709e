//! Betza notation: reading and writing a [`Movement`] as text.
//!
//! [`Movement::from_betza`] reads the subset, [`Movement`]'s `Display` writes it back in one
//! canonical spelling, and `"…".parse::<Movement>()` does the same as `from_betza`. For every
//! string `s` that parses, `from_betza(&from_betza(s)?.to_string())` gives the same movement
//! again. The grammar is documented on [`Movement::from_betza`] (this module is private, so that
//! is where readers of the API docs find it); the long form, with tables and examples, is
//! [`docs::betza`](crate::docs::betza). In short:
//!
//! ```text
//! movement = part { part }                 at most 1024 bytes, no whitespace
//! part     = { modifier } ( atom | "[" leaper "?" rider "]" | "[" leg { "a" leg } "]" )
//! modifier = "i" | "m" | "c" | "p" | "g" | "n" | "f" | "b" | "l" | "r" | "v" | "s" | "h"
//! atom     = leaper [ same leaper again ] [ range ] | ( "K" | "R" | "B" | "Q" ) [ range ]
//! leaper   = "W" | "F" | "D" | "N" | "A" | "H" | "C" | "L" | "Z" | "J" | "G"
//! rider    = ( "R" | "B" | leaper leaper ) [ range ] | leaper range
//! leg      = [ "m" | "p" ] ( leaper [ same leaper again ] [ range ] | ( "R" | "B" ) [ range ] )
//! range    = 1 to 15, no leading zero
//! ```
//!
//! # Example
//!
//! ```
//! use skazka_core::{Kind, Modality, Movement};
//!
//! let cannon = Movement::from_betza("mRcpR")?;
//! assert_eq!(cannon.components().len(), 2);
//! assert_eq!(cannon.components()[1].kind, Kind::Hop { range: 0 });
//! assert_eq!(cannon.components()[1].modality, Modality::Capture);
//! assert_eq!(cannon.to_string(), "mRcpR");
//!
//! // Non-canonical spellings read fine and print canonically.
//! let queen: Movement = "WWFF".parse()?;
//! assert_eq!(queen.to_string(), "Q");
//! assert_eq!(Movement::from_betza("mfWcfF")?.to_string(), "fmWfcF");
//! # Ok::<(), skazka_core::ParseBetzaError>(())
//! ```

use core::fmt;
use core::str::FromStr;

use arrayvec::ArrayVec;

use crate::{Atom, Component, Kind, Leg, Legs, Modality, Movement, Steps, Waypoint};

/// What is wrong in a Betza string; see [`ParseBetzaError`] for where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum BetzaErrorKind {
    /// The string is empty. (The immobile piece is [`Movement::default()`].)
    Empty,
    /// The string is longer than [`Movement::MAX_BETZA_LEN`] bytes; the offset is the limit.
    TooLong,
    /// A capital letter that is not an atom or shortcut of the subset.
    UnknownAtom(char),
    /// A lower-case letter that is not a modifier of the subset.
    UnknownModifier(char),
    /// A character that has no place here: whitespace, punctuation, a digit not after an atom,
    /// anything non-ASCII.
    UnexpectedChar(char),
    /// Modifiers at the end of the string with no atom after them; the offset is the first one.
    DanglingModifier(char),
    /// A modifier that means nothing for this atom: a direction the atom does not have (`ffW`,
    /// `hlF`), `p` or `g` on a leaper, `n` on a rider or a one-square step, `p`/`g`/`n` before a
    /// bent rider's `[`.
    InvalidModifier {
        /// The modifier.
        modifier: char,
        /// The atom or shortcut letter it was applied to (`[` for a bent rider).
        atom: char,
    },
    /// The same modality, kind or initial modifier twice in one part (`mmW`).
    RepeatedModifier(char),
    /// Two kind modifiers that exclude each other in one part (`p` with `g` or `n`, `g` with
    /// `n`); the offset is the second.
    ConflictingModifiers {
        /// The modifier given first.
        first: char,
        /// The modifier given second.
        second: char,
    },
    /// A shortcut letter written twice (`RR`, `QQ`, `KK`); the offset is the second letter.
    DoubledShortcut(char),
    /// A range that is 0, above 15, has a leading zero, or stands where no range is allowed (on
    /// a grasshopper, after the first leg of a bent rider); the offset is its first digit.
    InvalidRange,
    /// A `[` with no matching `]` before the end; the offset is the `[`.
    UnclosedBracket,
    /// Something inside brackets that is neither a bent rider `leaper ? rider` nor a multi-leg
    /// move `leg a leg …`.
    InvalidBent(char),
    /// A multi-leg move with more than [`MAX_LEGS`](crate::MAX_LEGS) legs; the offset is the
    /// `a` that starts the leg too many.
    TooManyLegs,
}

/// A Betza string outside the supported subset: where and why.
///
/// # Example
/// ```
/// use skazka_core::{BetzaErrorKind, Movement, ParseBetzaError};
/// let err = Movement::from_betza("KNX").unwrap_err();
/// assert_eq!(err, ParseBetzaError { offset: 2, kind: BetzaErrorKind::UnknownAtom('X') });
/// assert_eq!(err.to_string(), "unknown betza atom `X` at byte 2");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseBetzaError {
    /// Byte offset of the problem in the input.
    pub offset: usize,
    /// What is wrong.
    pub kind: BetzaErrorKind,
}

impl fmt::Display for ParseBetzaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = self.offset;
        match self.kind {
            BetzaErrorKind::Empty => write!(f, "empty betza string"),
            BetzaErrorKind::TooLong => write!(
                f,
                "betza string longer than {} bytes at byte {at}",
                Movement::MAX_BETZA_LEN
            ),
            BetzaErrorKind::UnknownAtom(c) => {
                write!(f, "unknown betza atom `{}` at byte {at}", c.escape_debug())
            }
            BetzaErrorKind::UnknownModifier(c) => {
                write!(
                    f,
                    "unknown betza modifier `{}` at byte {at}",
                    c.escape_debug()
                )
            }
            BetzaErrorKind::UnexpectedChar(c) => {
                write!(
                    f,
                    "unexpected character `{}` at byte {at}",
                    c.escape_debug()
                )
            }
            BetzaErrorKind::DanglingModifier(c) => {
                write!(f, "modifier `{c}` at byte {at} has no atom after it")
            }
            BetzaErrorKind::InvalidModifier { modifier, atom } => {
                write!(
                    f,
                    "modifier `{modifier}` does not apply to `{atom}` at byte {at}"
                )
            }
            BetzaErrorKind::RepeatedModifier(c) => {
                write!(f, "repeated modifier `{c}` at byte {at}")
            }
            BetzaErrorKind::ConflictingModifiers { first, second } => {
                write!(
                    f,
                    "modifier `{second}` conflicts with `{first}` at byte {at}"
                )
            }
            BetzaErrorKind::DoubledShortcut(c) => {
                write!(f, "shortcut `{c}` cannot be doubled at byte {at}")
            }
            BetzaErrorKind::InvalidRange => {
                write!(f, "invalid range at byte {at} (expected 1 to 15)")
            }
            BetzaErrorKind::UnclosedBracket => write!(f, "unclosed `[` at byte {at}"),
            BetzaErrorKind::TooManyLegs => {
                write!(f, "more than {} legs at byte {at}", crate::MAX_LEGS)
            }
            BetzaErrorKind::InvalidBent(c) => {
                write!(
                    f,
                    "unexpected `{}` in bent rider at byte {at}",
                    c.escape_debug()
                )
            }
        }
    }
}

impl std::error::Error for ParseBetzaError {}

impl Movement {
    /// The longest Betza string [`Movement::from_betza`] reads, in bytes.
    pub const MAX_BETZA_LEN: usize = 1024;

    /// Reads a movement written in the Betza subset below.
    ///
    /// Components come out in the order written; `K` and `Q` give a W component then an F
    /// component. `Display` writes the canonical form back.
    ///
    /// # Grammar
    ///
    /// ```text
    /// movement  = part { part }                       (at most 1024 bytes, no spaces)
    /// part      = prefix ( simple | bent | legs )
    /// prefix    = { "i" | "m" | "c" | "p" | "g" | "n" | dir }
    /// dir       = "f" | "b" | "l" | "r" | "v" | "s" | "h"
    /// simple    = leaper [ leaper-again ] [ range ]    (the same letter twice: a rider)
    ///           | shortcut [ range ]
    /// leaper    = "W" | "F" | "D" | "N" | "A" | "H" | "C" | "L" | "Z" | "J" | "G"
    /// shortcut  = "K" | "R" | "B" | "Q"
    /// range     = "1" … "15"                           (no leading zero)
    /// bent      = "[" leaper "?" second "]"
    /// second    = ( "R" | "B" | leaper leaper-again | leaper range ) [ range ]
    /// legs      = "[" leg "a" leg [ "a" leg [ "a" leg ] ] "]"       (2 to 4 legs)
    /// leg       = [ "m" | "p" ] ( leaper [ leaper-again ] [ range ] | ( "R" | "B" ) [ range ] )
    /// ```
    ///
    /// **Atoms.** `W` (0,1) wazir, `F` (1,1) ferz, `D` (0,2) dabbaba, `N` (1,2) knight, `A` (2,2)
    /// alfil, `H` (0,3) threeleaper, `C` (1,3) camel (also written `L`), `Z` (2,3) zebra (also
    /// written `J`), `G` (3,3) tripper. A letter alone is a leaper ([`Kind::Leap`]).
    ///
    /// **Riders and ranges.** A doubled letter is an unlimited rider (`NN` nightrider, `WW` = `R`,
    /// `FF` = `B`). Digits after an atom limit it to that many steps and make it a rider even when
    /// the letter is single (the XBetza reading): `R4`, `NN2`, and `W3` = `R3`. Ranges run from 1 to
    /// 15 (the longest line of a 16×16 board); `0`, leading zeros and larger numbers are errors.
    ///
    /// **Shortcuts.** `R` = W rider, `B` = F rider, `Q` = W rider then F rider, `K` = W leap then F
    /// leap. Each becomes one [`Component`] per atom, W first. A range applies to both halves
    /// (`Q2`, and `K2`, which is the same as `Q2`). Shortcuts cannot be doubled (`RR` is an error).
    ///
    /// **Modality.** `m` move only ([`Modality::Move`]), `c` capture only ([`Modality::Capture`]),
    /// neither or both (`mc`) = [`Modality::Both`].
    ///
    /// **Kind modifiers**, at most one per part:
    /// - `p` hopper ([`Kind::Hop`], the cannon's capture), riders only: `pR`, `pB`, `pQ`, `pNN`, `pR4`;
    /// - `g` grasshopper ([`Kind::Grasshop`]), riders without range only: `gQ`, `gR`, `gNN`;
    /// - `n` lame leaper ([`Kind::Lame`]), leapers that pass over at least one square only:
    ///   `nN` (xiangqi horse), `nA` (elephant), `nD` (pawn double step); not `nW`, `nF` or `nK`.
    ///
    /// `i` marks the part as available on the piece's first move only
    /// ([`Component::initial_only`]).
    ///
    /// **Directions** select some of the atom's steps, seen from White: forward is +y (towards
    /// higher ranks), left is −x (towards the a-file). Black's steps are turned half round by
    /// [`Component::steps_for`]. The direction letters of a part are read in runs of consecutive
    /// letters; each run is cut into tokens from the left, taking two letters whenever they form one
    /// of the pairs listed below, otherwise one letter. The part keeps the union of all tokens.
    ///
    /// | token | orthogonal (W D H R) | diagonal (F A G B) | oblique (N C Z) |
    /// |---|---|---|---|
    /// | `f` `b` `l` `r` | one step | the two steps on that side | the four steps on that side |
    /// | `v` | `f`+`b` | all four | the four narrow vertical steps (`ff`+`bb`) |
    /// | `s` | `l`+`r` | all four | the four wide sideways steps (`ll`+`rr`) |
    /// | `fh` `bh` `lh` `rh` | = `f` `b` `l` `r` | same | same |
    /// | `fl` `fr` `bl` `br` | union of two steps | one step (also `lf` `rf` `lb` `rb`) | one step, long leg first |
    /// | `ff` `bb` `ll` `rr` | error | error | the two steps whose long leg points that way |
    /// | `fs` `bs` | `f`+`s`, `b`+`s` (union) | union | the two wide steps forward / backward |
    /// | `lv` `rv` | union | union | the two narrow steps to the left / right |
    /// | `hl` `hr` | error | error | the four left- / right-handed steps (chiral halves) |
    ///
    /// On oblique atoms the first letter of a one-step pair names the long leg: `frN` is (1,2),
    /// `rfN` is (2,1). `hr` holds `fr` and its quarter turns clockwise (`rb`, `bl`, `lf`); `hl` is
    /// its mirror image. Any other doubled letter (`ffW`, `vvN`), a lone `h`, and `h` before `f` or
    /// `b` are errors. On `K` and `Q` the directions apply to the W half and the F half separately,
    /// each with its own meaning: `fK` is one forward wazir step and two forward ferz steps.
    ///
    /// **Bent riders.** `[F?R]` is one F step, then, from that square, an R slide along the steps
    /// pointing away from the origin: the griffon. `[W?B]` is the aanca. Generally the first leg is
    /// a single leaper letter and the second a rider (`R`, `B`, a doubled letter, or a letter with a
    /// range), which becomes [`Kind::Bent`] with the first letter as the component's atom. Prefixes
    /// `i`, `m`, `c` and directions before the `[` apply as usual, the directions to the first leg;
    /// `p`, `g` and `n` are not allowed there. The `?` says the move may stop after the first leg.
    ///
    /// **Multi-leg moves** (XBetza's `a` chaining). `[WaF]` is one wazir step to an empty square,
    /// then ("again") a ferz step: the xiangqi horse. Each leg is a leaper letter (one step), a
    /// doubled letter or a letter with a range (a ride), or `R`/`B`; each leg after the first
    /// uses the steps of its atom that point outward from the leg before it (positive dot
    /// product), so `[WaFaF]` is the janggi elephant and `[WaW]` goes straight on. The end of
    /// every leg but the last is a turning point that must be empty (no modifier, or `m`), or
    /// occupied by a piece of either colour that is passed over (`p`): `[pRaR]` slides to the
    /// first piece and on beyond it, the cannon's capture. The move must go on at a turning
    /// point; write the shorter move as another part to let it stop there (`F[FaR]` is the
    /// griffon). Prefixes before the `[` apply as for bent riders: directions to the first leg,
    /// `m`/`c` to the last square, `i` to the whole. At most [`MAX_LEGS`](crate::MAX_LEGS) legs.
    /// The part becomes one [`Kind::Legs`] component whose `atom` is the first leg's atom. A
    /// capture on the way (XBetza's `c` on an inner leg, a locust capture) is not part of the
    /// model and is an error.
    ///
    /// **What is rejected.** Empty input ([`BetzaErrorKind::Empty`]), input over
    /// [`Movement::MAX_BETZA_LEN`] bytes, whitespace and every character outside the grammar, other
    /// XBetza modifiers (`a` outside brackets, `e`, `j`, `o`, `q`, `t`, `x`, `y`, `z`, `u`, …),
    /// relative directions on later legs, locust captures, parentheses, and a
    /// repeated modifier (`mmW`). Each error carries the byte offset of the problem; see
    /// [`BetzaErrorKind`]. Parsing takes time linear in the input and never panics.
    ///
    /// # Canonical form
    ///
    /// `Display` writes each component as `i`, directions, `m`/`c`, `p`/`g`/`n`, then the atom:
    /// `fmWfcF`, `ifmnD`, `mRcpR`. A W component directly followed by an F component of the same
    /// kind, range, modality, flag and direction text is written as `K` or `Q`; W riders are written
    /// `R`, F riders `B`, other riders as a doubled letter, each followed by its range if it has one.
    /// Directions are written in a short form chosen by the writer (`f`, `fs`, `ff`, `v`, `fr`, …).
    /// When a part ends in the capital letter the next part starts with, the two could run
    /// together (`N` then `NN` would give `NNN`, read back as `NN` then `N`; `R` then `R` would
    /// give `RR`), so the second is preceded by `mc`, the default modality written out:
    /// `NmcNN`, `NNmcN`, `RmcR`. Components that select no step are left out. The immobile
    /// [`Movement::default()`] writes as
    /// the empty string, which `from_betza` rejects. Movements built by hand may hold what the
    /// notation cannot say (an atom with no letter, such as the giraffe (1,4), which is written as
    /// `(1,4)`; a lame W; a range above 15): those texts do not read back.
    ///
    /// # Errors
    /// [`ParseBetzaError`] with the byte offset and a [`BetzaErrorKind`]: for an empty string,
    /// a string over [`Movement::MAX_BETZA_LEN`] bytes, or anything outside the subset.
    ///
    /// # Example
    /// ```
    /// use skazka_core::{Atom, Kind, Movement};
    /// let griffon = Movement::from_betza("[F?R]")?;
    /// let c = griffon.components()[0];
    /// assert_eq!(c.atom, Atom::FERZ);
    /// assert_eq!(c.kind, Kind::Bent { then: Atom::WAZIR, range: 0 });
    /// # Ok::<(), skazka_core::ParseBetzaError>(())
    /// ```
    pub fn from_betza(text: &str) -> Result<Movement, ParseBetzaError> {
        if text.is_empty() {
            return Err(err(0, BetzaErrorKind::Empty));
        }
        if text.len() > Movement::MAX_BETZA_LEN {
            return Err(err(Movement::MAX_BETZA_LEN, BetzaErrorKind::TooLong));
        }
        let mut p = Parser {
            text,
            bytes: text.as_bytes(),
            pos: 0,
            out: Vec::new(),
        };
        while p.pos < p.bytes.len() {
            p.part()?;
        }
        Ok(Movement::new(p.out))
    }
}

impl FromStr for Movement {
    type Err = ParseBetzaError;

    /// Same as [`Movement::from_betza`].
    fn from_str(s: &str) -> Result<Movement, ParseBetzaError> {
        Movement::from_betza(s)
    }
}

fn err(offset: usize, kind: BetzaErrorKind) -> ParseBetzaError {
    ParseBetzaError { offset, kind }
}

/// The atom of a leaper letter.
fn atom_of(letter: u8) -> Option<Atom> {
    Some(match letter {
        b'W' => Atom::WAZIR,
        b'F' => Atom::FERZ,
        b'D' => Atom::DABBABA,
        b'N' => Atom::KNIGHT,
        b'A' => Atom::ALFIL,
        b'H' => Atom::THREELEAPER,
        b'C' | b'L' => Atom::CAMEL,
        b'Z' | b'J' => Atom::ZEBRA,
        b'G' => Atom::TRIPPER,
        _ => return None,
    })
}

/// The canonical letter of an atom, if it has one.
fn letter_of(atom: Atom) -> Option<char> {
    Some(match atom {
        Atom::WAZIR => 'W',
        Atom::FERZ => 'F',
        Atom::DABBABA => 'D',
        Atom::KNIGHT => 'N',
        Atom::ALFIL => 'A',
        Atom::THREELEAPER => 'H',
        Atom::CAMEL => 'C',
        Atom::ZEBRA => 'Z',
        Atom::TRIPPER => 'G',
        _ => return None,
    })
}

fn is_direction(c: u8) -> bool {
    matches!(c, b'f' | b'b' | b'l' | b'r' | b'v' | b's' | b'h')
}

/// The character starting at byte `at` (which is a character boundary: everything before it
/// was ASCII).
fn char_at(text: &str, at: usize) -> char {
    text.get(at..)
        .and_then(|s| s.chars().next())
        .unwrap_or(char::REPLACEMENT_CHARACTER)
}

// ---------------------------------------------------------------------------------------------
// Directions
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    Orthogonal,
    Diagonal,
    Oblique,
}

fn shape(atom: Atom) -> Shape {
    if atom.is_orthogonal() {
        Shape::Orthogonal
    } else if atom.is_diagonal() {
        Shape::Diagonal
    } else {
        Shape::Oblique
    }
}

fn mask(atom: Atom, keep: impl FnMut(i8, i8) -> bool) -> u8 {
    Steps::filter(atom, keep).0
}

/// The unit vector of `f`, `b`, `l` or `r`.
fn unit(c: u8) -> Option<(i8, i8)> {
    match c {
        b'f' => Some((0, 1)),
        b'b' => Some((0, -1)),
        b'r' => Some((1, 0)),
        b'l' => Some((-1, 0)),
        _ => None,
    }
}

/// The steps selected by one direction letter standing alone.
fn single_mask(atom: Atom, c: u8) -> Option<u8> {
    let long = atom.b() as i8;
    if let Some((ux, uy)) = unit(c) {
        return Some(mask(atom, |x, y| x * ux + y * uy > 0));
    }
    match c {
        b'v' => Some(mask(atom, |_, y| y.abs() == long)),
        b's' => Some(mask(atom, |x, _| x.abs() == long)),
        _ => None,
    }
}

/// The steps selected by the two-letter token `c1 c2`, if it is one for this atom.
fn pair_mask(atom: Atom, c1: u8, c2: u8) -> Option<u8> {
    if c2 == b'h' && unit(c1).is_some() {
        return single_mask(atom, c1);
    }
    let (a, b) = (atom.a() as i8, atom.b() as i8);
    match shape(atom) {
        Shape::Orthogonal => None,
        Shape::Diagonal => {
            let (u1, u2) = (unit(c1)?, unit(c2)?);
            if u1.0 * u2.0 + u1.1 * u2.1 != 0 {
                return None;
            }
            let (sx, sy) = (u1.0 + u2.0, u1.1 + u2.1);
            Some(mask(atom, |x, y| x.signum() == sx && y.signum() == sy))
        }
        Shape::Oblique => {
            let along = |u: (i8, i8), x: i8, y: i8| x * u.0 + y * u.1;
            match (unit(c1), unit(c2)) {
                (Some(u1), Some(u2)) if u1 == u2 => Some(mask(atom, |x, y| along(u1, x, y) == b)),
                (Some(u1), Some(u2)) if u1.0 * u2.0 + u1.1 * u2.1 == 0 => {
                    Some(mask(atom, |x, y| {
                        along(u1, x, y) == b && along(u2, x, y) == a
                    }))
                }
                (Some(u1), None) if (c2 == b's' && u1.0 == 0) || (c2 == b'v' && u1.1 == 0) => {
                    Some(mask(atom, |x, y| along(u1, x, y) == a))
                }
                (None, Some(u2)) if c1 == b'h' && u2.1 == 0 => {
                    // `hr`: (a, b) and its quarter turns clockwise; `hl`: their mirror image.
                    let s = u2.0;
                    let set = [(a, b), (b, -a), (-a, -b), (-b, a)].map(|(x, y)| (s * x, y));
                    Some(mask(atom, |x, y| set.contains(&(x, y))))
                }
                _ => None,
            }
        }
    }
}

/// The steps selected by one run of direction letters that starts at byte `base`.
fn run_mask(atom: Atom, run: &[u8], base: usize, letter: char) -> Result<u8, ParseBetzaError> {
    let invalid = |i: usize| {
        err(
            base + i,
            BetzaErrorKind::InvalidModifier {
                modifier: run[i] as char,
                atom: letter,
            },
        )
    };
    let mut bits = 0;
    let mut i = 0;
    while i < run.len() {
        let c = run[i];
        if let Some(&next) = run.get(i + 1) {
            if let Some(m) = pair_mask(atom, c, next) {
                bits |= m;
                i += 2;
                continue;
            }
            if next == c {
                return Err(invalid(i + 1));
            }
        }
        bits |= single_mask(atom, c).ok_or_else(|| invalid(i))?;
        i += 1;
    }
    Ok(bits)
}

/// Direction tokens the writer may use, in the order it prefers them.
const TOKENS_ORTHOGONAL: &[&[u8]] = &[b"v", b"s", b"f", b"b", b"l", b"r"];
const TOKENS_DIAGONAL: &[&[u8]] = &[b"f", b"b", b"l", b"r", b"fr", b"fl", b"br", b"bl"];
const TOKENS_OBLIQUE: &[&[u8]] = &[
    b"f", b"b", b"r", b"l", b"v", b"s", b"hr", b"hl", b"ff", b"bb", b"rr", b"ll", b"fs", b"bs",
    b"rv", b"lv", b"fr", b"fl", b"rf", b"lf", b"rb", b"lb", b"br", b"bl",
];
/// The order in which one-letter tokens are written, per shape.
const ONE_LETTER_ORDER: [&[u8]; 3] = [b"fbvslr", b"fblr", b"vsfblr"];

fn token_mask(atom: Atom, t: &[u8]) -> u8 {
    match *t {
        [c] => single_mask(atom, c).unwrap_or(0),
        [c1, c2] => pair_mask(atom, c1, c2).unwrap_or(0),
        _ => 0,
    }
}

type DirText = ArrayVec<u8, 64>;

fn push_all(out: &mut DirText, t: &[u8]) {
    for &c in t {
        // Cannot overflow: at most 8 tokens of at most 4 letters each are written.
        let _ = out.try_push(c);
    }
}

/// Greedy cover of the steps `need` by tokens that select nothing outside `allowed`, dropping
/// tokens that the others make redundant.
fn cover(
    atom: Atom,
    need: u8,
    allowed: u8,
    tokens: &[&'static [u8]],
) -> ArrayVec<&'static [u8], 8> {
    let mut chosen: ArrayVec<&'static [u8], 8> = ArrayVec::new();
    let mut covered = 0u8;
    while covered & need != need && !chosen.is_full() {
        let best = tokens
            .iter()
            .enumerate()
            .map(|(i, &t)| (i, t, token_mask(atom, t)))
            .filter(|&(_, _, m)| m & !allowed == 0 && m & need & !covered != 0)
            // Most new steps, then the earliest token in the list.
            .max_by_key(|&(i, _, m)| ((m & need & !covered).count_ones(), usize::MAX - i));
        let Some((_, t, m)) = best else { break };
        chosen.push(t);
        covered |= m;
    }
    let mut i = 0;
    while i < chosen.len() {
        let others = chosen
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .fold(0, |acc, (_, &t)| acc | token_mask(atom, t));
        if token_mask(atom, chosen[i]) & need & !others == 0 {
            chosen.remove(i);
        } else {
            i += 1;
        }
    }
    chosen
}

/// The canonical direction text of `steps` for `atom`; empty when every step is selected.
///
/// The steps are covered greedily by the largest tokens. Two-letter tokens are written first,
/// as read from the left they stay aligned; one-letter tokens follow in a fixed order. When two
/// of those would read as a pair (`f` and `r` on a knight), all but one of them are spelled with
/// two-letter tokens instead, trying each choice and keeping the shortest text.
fn direction_text(atom: Atom, steps: Steps) -> DirText {
    let all = Steps::all_of(atom).0;
    let target = steps.0 & all;
    if target == all || target == 0 {
        return DirText::new();
    }
    compose(atom, target).unwrap_or_else(|| {
        // Never expected (the tests try every subset); one step at a time is always right.
        let mut out = DirText::new();
        for t in tokens_of(atom) {
            let m = token_mask(atom, t);
            if m.count_ones() == 1 && m & target != 0 {
                push_all(&mut out, t);
            }
        }
        out
    })
}

fn tokens_of(atom: Atom) -> &'static [&'static [u8]] {
    match shape(atom) {
        Shape::Orthogonal => TOKENS_ORTHOGONAL,
        Shape::Diagonal => TOKENS_DIAGONAL,
        Shape::Oblique => TOKENS_OBLIQUE,
    }
}

/// The short direction text of the non-empty, proper subset `target`, checked by reading it
/// back; `None` if no candidate reads back right.
fn compose(atom: Atom, target: u8) -> Option<DirText> {
    let (tokens, order) = match shape(atom) {
        Shape::Orthogonal => (TOKENS_ORTHOGONAL, ONE_LETTER_ORDER[0]),
        Shape::Diagonal => (TOKENS_DIAGONAL, ONE_LETTER_ORDER[1]),
        Shape::Oblique => (TOKENS_OBLIQUE, ONE_LETTER_ORDER[2]),
    };
    let chosen = cover(atom, target, target, tokens);
    let singles: ArrayVec<u8, 8> = order
        .iter()
        .copied()
        .filter(|&c| chosen.iter().any(|t| *t == [c]))
        .collect();
    let mut head = DirText::new();
    let mut head_mask = 0;
    for t in chosen.iter().filter(|t| t.len() == 2) {
        push_all(&mut head, t);
        head_mask |= token_mask(atom, t);
    }
    let clash = singles
        .windows(2)
        .any(|w| w[0] == w[1] || pair_mask(atom, w[0], w[1]).is_some());
    let mut best: Option<DirText> = None;
    if clash {
        let two: ArrayVec<&'static [u8], 24> =
            tokens.iter().copied().filter(|t| t.len() == 2).collect();
        for keep in &singles {
            let mut out = head.clone();
            let mut covered = head_mask | token_mask(atom, &[*keep]);
            for &c in singles.iter().filter(|&c| c != keep) {
                let need = token_mask(atom, &[c]) & !covered;
                for t in cover(atom, need, target, &two) {
                    push_all(&mut out, t);
                    covered |= token_mask(atom, t);
                }
            }
            push_all(&mut out, &[*keep]);
            let shorter = best.as_ref().is_none_or(|b| out.len() < b.len());
            if shorter && run_mask(atom, &out, 0, '?').ok() == Some(target) {
                best = Some(out);
            }
        }
    } else {
        let mut out = head;
        push_all(&mut out, &singles);
        if run_mask(atom, &out, 0, '?').ok() == Some(target) {
            best = Some(out);
        }
    }
    best
}

// ---------------------------------------------------------------------------------------------
// Parser
// ---------------------------------------------------------------------------------------------

struct Parser<'a> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
    out: Vec<Component>,
}

/// The modifiers in front of one atom.
#[derive(Default)]
struct Prefix {
    first: Option<usize>,
    initial: Option<usize>,
    moves: Option<usize>,
    captures: Option<usize>,
    /// `p`, `g` or `n`, with its offset.
    special: Option<(u8, usize)>,
    /// Runs of direction letters, as byte ranges.
    runs: ArrayVec<(usize, usize), 8>,
}

impl Prefix {
    fn modality(&self) -> Modality {
        match (self.moves.is_some(), self.captures.is_some()) {
            (true, false) => Modality::Move,
            (false, true) => Modality::Capture,
            _ => Modality::Both,
        }
    }
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn unexpected(&self, at: usize) -> ParseBetzaError {
        err(at, BetzaErrorKind::UnexpectedChar(char_at(self.text, at)))
    }

    /// Reads one part: modifiers, then an atom, shortcut or bent rider.
    fn part(&mut self) -> Result<(), ParseBetzaError> {
        let prefix = self.prefix()?;
        let Some(c) = self.peek() else {
            let at = prefix.first.unwrap_or(self.pos);
            let c = self.bytes.get(at).map_or('?', |&b| b as char);
            return Err(err(at, BetzaErrorKind::DanglingModifier(c)));
        };
        match c {
            b'[' => self.bracket(&prefix),
            b'A'..=b'Z' => self.simple(&prefix),
            _ => Err(self.unexpected(self.pos)),
        }
    }

    fn prefix(&mut self) -> Result<Prefix, ParseBetzaError> {
        let mut p = Prefix::default();
        let mut run_start: Option<usize> = None;
        while let Some(c) = self.peek() {
            let at = self.pos;
            if is_direction(c) {
                run_start.get_or_insert(at);
            } else {
                match c {
                    b'i' | b'm' | b'c' => {
                        let slot = match c {
                            b'i' => &mut p.initial,
                            b'm' => &mut p.moves,
                            _ => &mut p.captures,
                        };
                        if slot.is_some() {
                            return Err(err(at, BetzaErrorKind::RepeatedModifier(c as char)));
                        }
                        *slot = Some(at);
                    }
                    b'p' | b'g' | b'n' => {
                        if let Some((first, _)) = p.special {
                            let kind = if first == c {
                                BetzaErrorKind::RepeatedModifier(c as char)
                            } else {
                                BetzaErrorKind::ConflictingModifiers {
                                    first: first as char,
                                    second: c as char,
                                }
                            };
                            return Err(err(at, kind));
                        }
                        p.special = Some((c, at));
                    }
                    b'a'..=b'z' => {
                        return Err(err(at, BetzaErrorKind::UnknownModifier(c as char)));
                    }
                    _ => break,
                }
                if let Some(s) = run_start.take() {
                    p.runs.push((s, at));
                }
            }
            p.first.get_or_insert(at);
            self.pos += 1;
        }
        if let Some(s) = run_start {
            p.runs.push((s, self.pos));
        }
        Ok(p)
    }

    /// Reads an optional range after an atom.
    fn range(&mut self) -> Result<Option<(u8, usize)>, ParseBetzaError> {
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        let digits = &self.bytes[start..self.pos];
        if digits.is_empty() {
            return Ok(None);
        }
        let value = match digits {
            [d @ b'1'..=b'9'] => d - b'0',
            [b'1', d @ b'0'..=b'5'] => 10 + d - b'0',
            _ => return Err(err(start, BetzaErrorKind::InvalidRange)),
        };
        Ok(Some((value, start)))
    }

    /// The steps selected by the prefix's directions for `atom`.
    fn steps(&self, prefix: &Prefix, atom: Atom, letter: char) -> Result<Steps, ParseBetzaError> {
        if prefix.runs.is_empty() {
            return Ok(Steps::all_of(atom));
        }
        let mut bits = 0;
        for &(s, e) in &prefix.runs {
            bits |= run_mask(atom, &self.bytes[s..e], s, letter)?;
        }
        Ok(Steps(bits))
    }

    fn simple(&mut self, prefix: &Prefix) -> Result<(), ParseBetzaError> {
        let at = self.pos;
        let letter = self.bytes[at];
        self.pos += 1;
        let (atoms, mut rider): (ArrayVec<Atom, 2>, bool) = match letter {
            b'K' => ([Atom::WAZIR, Atom::FERZ].into(), false),
            b'Q' => ([Atom::WAZIR, Atom::FERZ].into(), true),
            b'R' => ([Atom::WAZIR].into_iter().collect(), true),
            b'B' => ([Atom::FERZ].into_iter().collect(), true),
            _ => match atom_of(letter) {
                Some(a) => ([a].into_iter().collect(), false),
                None => {
                    return Err(err(at, BetzaErrorKind::UnknownAtom(letter as char)));
                }
            },
        };
        let shortcut = matches!(letter, b'K' | b'Q' | b'R' | b'B');
        if self.peek() == Some(letter) {
            if shortcut {
                return Err(err(
                    self.pos,
                    BetzaErrorKind::DoubledShortcut(letter as char),
                ));
            }
            rider = true;
            self.pos += 1;
        }
        let range = self.range()?;
        rider |= range.is_some();
        let range_value = range.map_or(0, |r| r.0);
        let letter_char = letter as char;
        let invalid = |(m, off): (u8, usize)| {
            err(
                off,
                BetzaErrorKind::InvalidModifier {
                    modifier: m as char,
                    atom: letter_char,
                },
            )
        };
        let kind = match prefix.special {
            Some(s @ (b'p', _)) => {
                if !rider {
                    return Err(invalid(s));
                }
                Kind::Hop { range: range_value }
            }
            Some(s @ (b'g', _)) => {
                if !rider {
                    return Err(invalid(s));
                }
                if let Some((_, off)) = range {
                    return Err(err(off, BetzaErrorKind::InvalidRange));
                }
                Kind::Grasshop
            }
            Some(s) => {
                if rider || atoms.iter().any(|a| a.b() < 2) {
                    return Err(invalid(s));
                }
                Kind::Lame
            }
            None if rider => Kind::Ride { range: range_value },
            None => Kind::Leap,
        };
        for atom in atoms {
            let steps = self.steps(prefix, atom, letter_char)?;
            self.push(prefix, atom, steps, kind);
        }
        Ok(())
    }

    fn push(&mut self, prefix: &Prefix, atom: Atom, steps: Steps, kind: Kind) {
        self.out.push(Component {
            atom,
            steps,
            kind,
            modality: prefix.modality(),
            initial_only: prefix.initial.is_some(),
        });
    }

    /// Reads a bracketed part: a bent rider `[leaper?rider]` or a multi-leg move
    /// `[leg a leg …]`.
    fn bracket(&mut self, prefix: &Prefix) -> Result<(), ParseBetzaError> {
        let open = self.pos;
        if let Some((m, off)) = prefix.special {
            return Err(err(
                off,
                BetzaErrorKind::InvalidModifier {
                    modifier: m as char,
                    atom: '[',
                },
            ));
        }
        self.pos += 1;
        let first = self.leg(open)?;
        match self.peek() {
            Some(b'?') => self.bent(prefix, open, &first),
            Some(b'a') => self.legs(prefix, open, &first),
            Some(_) => Err(self.bad_in_bracket(self.pos)),
            None => Err(err(open, BetzaErrorKind::UnclosedBracket)),
        }
    }

    /// The error for an unexpected byte inside brackets.
    fn bad_in_bracket(&self, at: usize) -> ParseBetzaError {
        let c = char_at(self.text, at);
        if c.is_ascii_uppercase() && atom_of(c as u8).is_none() && !"KQRB".contains(c) {
            err(at, BetzaErrorKind::UnknownAtom(c))
        } else {
            err(at, BetzaErrorKind::InvalidBent(c))
        }
    }

    /// Reads one leg inside brackets: `m` or `p` (what its end must hold if the move goes on),
    /// then a leaper letter, alone (one step), doubled or with a range (a rider), or `R`/`B`
    /// with an optional range.
    fn leg(&mut self, open: usize) -> Result<LegText, ParseBetzaError> {
        let unclosed = err(open, BetzaErrorKind::UnclosedBracket);
        let mut waypoint: Option<(u8, usize)> = None;
        while let Some(c @ (b'm' | b'p' | b'c')) = self.peek() {
            if let Some((first, _)) = waypoint {
                let kind = if first == c {
                    BetzaErrorKind::RepeatedModifier(c as char)
                } else {
                    BetzaErrorKind::ConflictingModifiers {
                        first: first as char,
                        second: c as char,
                    }
                };
                return Err(err(self.pos, kind));
            }
            waypoint = Some((c, self.pos));
            self.pos += 1;
        }
        let at = self.pos;
        let letter = self.peek().ok_or(unclosed)?;
        let (atom, shortcut) = match letter {
            b'R' => (Atom::WAZIR, true),
            b'B' => (Atom::FERZ, true),
            c => (atom_of(c).ok_or_else(|| self.bad_in_bracket(at))?, false),
        };
        self.pos += 1;
        let mut doubled_at = None;
        if !shortcut && self.peek() == Some(letter) {
            doubled_at = Some(self.pos);
            self.pos += 1;
        }
        let range = self.range()?;
        let steps = match (range, shortcut || doubled_at.is_some()) {
            (Some((n, _)), _) => n,
            (None, true) => 0,
            (None, false) => 1,
        };
        Ok(LegText {
            waypoint,
            letter,
            letter_at: at,
            atom,
            range: steps,
            shortcut,
            doubled_at,
            range_at: range.map(|r| r.1),
        })
    }

    /// Reads the rest of `[leaper?rider]` after its first leg, at the `?`.
    fn bent(
        &mut self,
        prefix: &Prefix,
        open: usize,
        first: &LegText,
    ) -> Result<(), ParseBetzaError> {
        // The first leg of a bent rider is one plain leaper step.
        if let Some((c, at)) = first.waypoint {
            return Err(err(at, BetzaErrorKind::InvalidBent(c as char)));
        }
        if first.shortcut {
            return Err(err(
                first.letter_at,
                BetzaErrorKind::InvalidBent(first.letter as char),
            ));
        }
        if let Some(at) = first.doubled_at {
            return Err(err(at, BetzaErrorKind::InvalidBent(first.letter as char)));
        }
        if let Some(at) = first.range_at {
            return Err(err(at, BetzaErrorKind::InvalidRange));
        }
        self.pos += 1;
        // Expects a byte; the end of input means the bracket was never closed.
        let next = |p: &Self| p.peek().ok_or(err(open, BetzaErrorKind::UnclosedBracket));
        // Second leg: a rider.
        let second_at = self.pos;
        let second_letter = next(self)?;
        self.pos += 1;
        let then = match second_letter {
            b'R' => Atom::WAZIR,
            b'B' => Atom::FERZ,
            c => {
                let atom = atom_of(c).ok_or_else(|| self.bad_in_bracket(second_at))?;
                match next(self)? {
                    d if d == c => self.pos += 1,
                    d if d.is_ascii_digit() => {}
                    _ => return Err(self.bad_in_bracket(self.pos)),
                }
                atom
            }
        };
        let range = self.range()?.map_or(0, |r| r.0);
        if next(self)? != b']' {
            return Err(self.bad_in_bracket(self.pos));
        }
        self.pos += 1;
        let steps = self.steps(prefix, first.atom, first.letter as char)?;
        self.push(prefix, first.atom, steps, Kind::Bent { then, range });
        Ok(())
    }

    /// Reads the rest of a multi-leg move `[leg a leg …]` after its first leg, at the `a`.
    fn legs(
        &mut self,
        prefix: &Prefix,
        open: usize,
        first: &LegText,
    ) -> Result<(), ParseBetzaError> {
        let mut legs = Legs::new(first.range);
        let mut waypoint = first.waypoint()?;
        loop {
            let a_at = self.pos;
            self.pos += 1;
            let leg = self.leg(open)?;
            legs = legs
                .then(
                    waypoint,
                    Leg {
                        atom: leg.atom,
                        range: leg.range,
                    },
                )
                .ok_or(err(a_at, BetzaErrorKind::TooManyLegs))?;
            match self.peek() {
                Some(b'a') => waypoint = leg.waypoint()?,
                Some(b']') => {
                    // The last square's modality is written before the bracket.
                    if let Some((c, at)) = leg.waypoint {
                        return Err(err(
                            at,
                            BetzaErrorKind::InvalidModifier {
                                modifier: c as char,
                                atom: leg.letter as char,
                            },
                        ));
                    }
                    break;
                }
                Some(_) => return Err(self.bad_in_bracket(self.pos)),
                None => return Err(err(open, BetzaErrorKind::UnclosedBracket)),
            }
        }
        self.pos += 1;
        let steps = self.steps(prefix, first.atom, first.letter as char)?;
        self.push(prefix, first.atom, steps, Kind::Legs(legs));
        Ok(())
    }
}

/// One leg as written inside brackets, with the offsets its errors point at.
struct LegText {
    /// `m`, `p` or `c` before the letter, and its offset.
    waypoint: Option<(u8, usize)>,
    letter: u8,
    letter_at: usize,
    atom: Atom,
    /// 1 for one step, 0 for no limit.
    range: u8,
    /// `R` or `B`.
    shortcut: bool,
    doubled_at: Option<usize>,
    range_at: Option<usize>,
}

impl LegText {
    /// What the end of this leg must hold when another leg follows.
    fn waypoint(&self) -> Result<Waypoint, ParseBetzaError> {
        match self.waypoint {
            None | Some((b'm', _)) => Ok(Waypoint::Empty),
            Some((b'p', _)) => Ok(Waypoint::Occupied),
            // A capture on the way (XBetza's locust capture) takes a piece off a square that
            // is not the destination, which a move of this model cannot say.
            Some((c, at)) => Err(err(
                at,
                BetzaErrorKind::InvalidModifier {
                    modifier: c as char,
                    atom: self.letter as char,
                },
            )),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Writer
// ---------------------------------------------------------------------------------------------

/// Writes an atom's letter, or `(a,b)` for an atom without one.
fn write_atom(f: &mut impl fmt::Write, atom: Atom) -> fmt::Result {
    match letter_of(atom) {
        Some(c) => write!(f, "{c}"),
        None => write!(f, "({},{})", atom.a(), atom.b()),
    }
}

/// Writes a rider of `atom` with `range` (0 = unlimited): `R`, `B4`, `NN`, `NN2`.
fn write_rider(f: &mut impl fmt::Write, atom: Atom, range: u8) -> fmt::Result {
    match atom {
        Atom::WAZIR => f.write_str("R")?,
        Atom::FERZ => f.write_str("B")?,
        _ => {
            write_atom(f, atom)?;
            write_atom(f, atom)?;
        }
    }
    if range != 0 {
        write!(f, "{range}")?;
    }
    Ok(())
}

fn write_component(f: &mut impl fmt::Write, c: &Component, compound: bool) -> fmt::Result {
    if c.initial_only {
        f.write_str("i")?;
    }
    for &d in &direction_text(c.atom, c.steps) {
        write!(f, "{}", d as char)?;
    }
    match c.modality {
        Modality::Move => f.write_str("m")?,
        Modality::Capture => f.write_str("c")?,
        Modality::Both => {}
    }
    match c.kind {
        Kind::Hop { .. } => f.write_str("p")?,
        Kind::Grasshop => f.write_str("g")?,
        Kind::Lame => f.write_str("n")?,
        Kind::Leap | Kind::Ride { .. } | Kind::Bent { .. } | Kind::Legs(_) => {}
    }
    match c.kind {
        Kind::Leap if compound => f.write_str("K"),
        Kind::Leap | Kind::Lame => write_atom(f, c.atom),
        Kind::Ride { range } | Kind::Hop { range } if compound => {
            f.write_str("Q")?;
            if range != 0 {
                write!(f, "{range}")?;
            }
            Ok(())
        }
        Kind::Grasshop if compound => f.write_str("Q"),
        Kind::Ride { range } | Kind::Hop { range } => write_rider(f, c.atom, range),
        Kind::Grasshop => write_rider(f, c.atom, 0),
        Kind::Bent { then, range } => {
            f.write_str("[")?;
            write_atom(f, c.atom)?;
            f.write_str("?")?;
            write_rider(f, then, range)?;
            f.write_str("]")
        }
        Kind::Legs(legs) => write_legs(f, c.atom, &legs),
    }
}

/// Writes a multi-leg move: `[WaF]`, `[pRaR]`, `[WaFaF]`.
fn write_legs(f: &mut impl fmt::Write, first: Atom, legs: &Legs) -> fmt::Result {
    f.write_str("[")?;
    let mut atom = first;
    let mut range = legs.first_range();
    for (waypoint, leg) in legs.rest() {
        if waypoint == Waypoint::Occupied {
            f.write_str("p")?;
        }
        write_leg(f, atom, range)?;
        f.write_str("a")?;
        (atom, range) = (leg.atom, leg.range);
    }
    write_leg(f, atom, range)?;
    f.write_str("]")
}

/// One leg: a letter for one step, a rider otherwise.
fn write_leg(f: &mut impl fmt::Write, atom: Atom, range: u8) -> fmt::Result {
    if range == 1 {
        write_atom(f, atom)
    } else {
        write_rider(f, atom, range)
    }
}

/// Whether a W component and the F component after it can be written as one `K` or `Q`.
fn forms_shortcut(w: &Component, x: &Component) -> bool {
    w.atom == Atom::WAZIR
        && x.atom == Atom::FERZ
        && w.kind == x.kind
        && matches!(
            w.kind,
            Kind::Leap | Kind::Ride { .. } | Kind::Hop { .. } | Kind::Grasshop
        )
        && w.modality == x.modality
        && w.initial_only == x.initial_only
        && direction_text(w.atom, w.steps) == direction_text(x.atom, x.steps)
}

/// One part's text, built on the stack so that the writer can look at its ends.
struct PartText(ArrayVec<u8, 128>);

impl fmt::Write for PartText {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0
            .try_extend_from_slice(s.as_bytes())
            .map_err(|_| fmt::Error)
    }
}

/// Writes the canonical Betza form described on [`Movement::from_betza`].
impl fmt::Display for Movement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut comps = self
            .components()
            .iter()
            .filter(|c| c.steps.0 & Steps::all_of(c.atom).0 != 0)
            .peekable();
        let mut last: Option<u8> = None;
        while let Some(c) = comps.next() {
            let compound = comps.peek().is_some_and(|next| forms_shortcut(c, next));
            if compound {
                comps.next();
            }
            let mut part = PartText(ArrayVec::new());
            write_component(&mut part, c, compound)?;
            let text = core::str::from_utf8(&part.0).map_err(|_| fmt::Error)?;
            // `N` then `NN` would read back as `NN` then `N`, `R` then `R` as an error: put the
            // default modality, written out, between parts that could run together.
            if last.is_some_and(|l| l.is_ascii_uppercase() && text.as_bytes().first() == Some(&l)) {
                f.write_str("mc")?;
            }
            f.write_str(text)?;
            last = text.as_bytes().last().copied();
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHAPES: [Atom; 6] = [
        Atom::WAZIR,
        Atom::DABBABA,
        Atom::FERZ,
        Atom::ALFIL,
        Atom::KNIGHT,
        Atom::ZEBRA,
    ];

    #[test]
    fn writer_finds_a_short_text_for_every_direction_subset_without_the_fallback() {
        for atom in SHAPES {
            let all = Steps::all_of(atom).0;
            for target in 1..all {
                if target & !all != 0 {
                    continue;
                }
                let text = compose(atom, target)
                    .unwrap_or_else(|| panic!("no text for {target:#b} of {atom:?}"));
                assert_eq!(run_mask(atom, &text, 0, '?'), Ok(target));
                // Never longer than naming the steps one by one.
                let limit = if atom.num_steps() == 4 { 6 } else { 10 };
                assert!(text.len() <= limit, "{:?}", core::str::from_utf8(&text));
            }
        }
    }

    #[test]
    fn one_letter_tokens_are_the_same_half_planes_on_every_shape() {
        for atom in SHAPES {
            let b = atom.b() as i8;
            assert_eq!(single_mask(atom, b'f'), Some(mask(atom, |_, y| y > 0)));
            assert_eq!(single_mask(atom, b'l'), Some(mask(atom, |x, _| x < 0)));
            assert_eq!(
                single_mask(atom, b'v'),
                Some(mask(atom, |_, y| y.abs() == b))
            );
            assert_eq!(single_mask(atom, b'h'), None);
            for c in *b"fblr" {
                assert_eq!(pair_mask(atom, c, b'h'), single_mask(atom, c));
            }
        }
    }

    #[test]
    fn chiral_halves_split_an_oblique_atom_in_two() {
        for atom in [Atom::KNIGHT, Atom::CAMEL, Atom::ZEBRA] {
            let r = pair_mask(atom, b'h', b'r').unwrap();
            let l = pair_mask(atom, b'h', b'l').unwrap();
            assert_eq!(r.count_ones(), 4);
            assert_eq!(r & l, 0);
            assert_eq!(r | l, 0xff);
            // `hr` holds `fr`, `hl` holds `fl`.
            assert_eq!(
                pair_mask(atom, b'f', b'r').unwrap() & r,
                pair_mask(atom, b'f', b'r').unwrap()
            );
            assert_eq!(
                pair_mask(atom, b'f', b'l').unwrap() & l,
                pair_mask(atom, b'f', b'l').unwrap()
            );
        }
        assert_eq!(pair_mask(Atom::WAZIR, b'h', b'r'), None);
        assert_eq!(pair_mask(Atom::FERZ, b'h', b'l'), None);
    }

    #[test]
    fn step_bits_follow_the_order_of_atom_steps() {
        // The writer and the parser agree with `Atom::steps`: bit 0 of a knight is (1,2) = `fr`.
        assert_eq!(pair_mask(Atom::KNIGHT, b'f', b'r'), Some(0b0000_0001));
        assert_eq!(pair_mask(Atom::KNIGHT, b'r', b'f'), Some(0b0000_0100));
        assert_eq!(single_mask(Atom::WAZIR, b'f'), Some(0b0001));
        assert_eq!(pair_mask(Atom::FERZ, b'f', b'r'), Some(0b0001));
    }

    #[test]
    fn char_at_reads_whole_characters() {
        assert_eq!(char_at("W\u{e9}", 1), '\u{e9}');
        assert_eq!(char_at("W", 5), char::REPLACEMENT_CHARACTER);
    }
}
