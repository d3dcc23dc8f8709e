//! [`Evaluate`](super::Evaluate) and [`Playable`](super::Playable) for each game, each behind
//! its game's cargo feature.

#[cfg(feature = "chess")]
mod chess;
#[cfg(feature = "stone")]
mod stone;
#[cfg(feature = "synthesis")]
mod synthesis;
#[cfg(feature = "volkhv")]
mod volkhv;
#[cfg(feature = "xianling")]
mod xianling;
