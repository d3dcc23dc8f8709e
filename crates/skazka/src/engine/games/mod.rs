//! [`Evaluate`](super::Evaluate) and [`Playable`](super::Playable) for each game, each behind
//! its game's cargo feature.

#[cfg(feature = "chess")]
mod chess;
#[cfg(feature = "fairy")]
mod fairy;
#[cfg(feature = "stone")]
mod stone;
#[cfg(feature = "synthesis")]
mod synthesis;
#[cfg(feature = "volkhv")]
mod volkhv;
#[cfg(feature = "xianling")]
mod xianling;

/// What the board shows for White's piece of an orthodox letter: its figurine (`♘` for `N`),
/// or the letter itself.
#[cfg(any(feature = "chess", feature = "synthesis", feature = "volkhv"))]
fn orthodox_symbol(letter: char) -> String {
    crate::render::figurine(letter, skazka_core::Color::White)
        .map_or_else(|| letter.to_string(), String::from)
}
