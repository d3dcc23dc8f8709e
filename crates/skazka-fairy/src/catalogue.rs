//! Fairy-Stockfish's built-in variants that are played on one board, under Fairy-Stockfish's
//! names, as variants.ini text embedded in the crate (`catalogue.ini`).
//!
//! [`names`] lists the variants that play; a section whose rules use a key play does not
//! implement yet is listed by [`pending`] with the reason, and [`get`] still returns its
//! definition (so a child section may inherit from it).

use std::sync::LazyLock;

use crate::{Definition, Variant};

/// The catalogue's text, in Fairy-Stockfish's variants.ini format.
pub const TEXT: &str = include_str!("catalogue.ini");

static DEFINITIONS: LazyLock<Vec<Definition>> = LazyLock::new(|| {
    crate::ini::parse(TEXT, &|_| None)
        .unwrap_or_else(|e| unreachable!("the embedded catalogue is valid (tested): {e}"))
});

static PLAYABLE: LazyLock<Vec<(&'static str, Result<Variant, String>)>> = LazyLock::new(|| {
    DEFINITIONS
        .iter()
        .map(|d| {
            (
                d.name.as_str(),
                Variant::new(d.clone()).map_err(|e| e.to_string()),
            )
        })
        .collect()
});

/// The names of the catalogue's playable variants, in the order of the catalogue.
pub fn names() -> impl Iterator<Item = &'static str> {
    PLAYABLE
        .iter()
        .filter(|(_, v)| v.is_ok())
        .map(|(name, _)| *name)
}

/// The sections that do not play yet, each with the reason (a key whose rule is not
/// implemented).
pub fn pending() -> impl Iterator<Item = (&'static str, &'static str)> {
    PLAYABLE.iter().filter_map(|(name, v)| match v {
        Ok(_) => None,
        Err(reason) => Some((*name, reason.as_str())),
    })
}

/// The definition of the catalogue section `name` (playable or pending).
#[must_use]
pub fn get(name: &str) -> Option<Definition> {
    DEFINITIONS.iter().find(|d| d.name == name).cloned()
}

/// The playable catalogue variant `name`, compiled once.
#[must_use]
pub fn variant(name: &str) -> Option<Variant> {
    PLAYABLE
        .iter()
        .find(|(n, _)| *n == name)
        .and_then(|(_, v)| v.as_ref().ok().cloned())
}
