//! Fairy-Stockfish's built-in variants that are played on one board, under Fairy-Stockfish's
//! names, as variants.ini text embedded in the crate (`catalogue.ini`).
//!
//! [`names`] lists the variants that play; a section whose rules use a key play does not
//! implement yet is listed by [`pending`] with the reason, and [`get`] still returns its
//! definition (so a child section may inherit from it).

use std::sync::{LazyLock, OnceLock};

use crate::{Definition, Variant};

/// The catalogue's text, in Fairy-Stockfish's variants.ini format.
pub const TEXT: &str = include_str!("catalogue.ini");

static DEFINITIONS: LazyLock<Vec<Definition>> = LazyLock::new(|| {
    crate::ini::parse(TEXT, &|_| None)
        .unwrap_or_else(|e| unreachable!("the embedded catalogue is valid (tested): {e}"))
});

/// Each section with whether it plays (a key it needs is not implemented) and, once asked for,
/// its compiled variant: the catalogue compiles a variant on first use, not all of them at once.
static ENTRIES: LazyLock<Vec<Entry>> = LazyLock::new(|| {
    DEFINITIONS
        .iter()
        .map(|d| Entry {
            name: d.name.as_str(),
            pending: crate::compile::refuse_unimplemented(d)
                .err()
                .map(|e| e.to_string()),
            compiled: OnceLock::new(),
        })
        .collect()
});

struct Entry {
    name: &'static str,
    pending: Option<String>,
    compiled: OnceLock<Option<Variant>>,
}

/// The names of the catalogue's playable variants, in the order of the catalogue.
pub fn names() -> impl Iterator<Item = &'static str> {
    ENTRIES
        .iter()
        .filter(|e| e.pending.is_none())
        .map(|e| e.name)
}

/// The sections that do not play yet, each with the reason (a key whose rule is not
/// implemented).
pub fn pending() -> impl Iterator<Item = (&'static str, &'static str)> {
    ENTRIES
        .iter()
        .filter_map(|e| e.pending.as_deref().map(|reason| (e.name, reason)))
}

/// The definition of the catalogue section `name` (playable or pending).
#[must_use]
pub fn get(name: &str) -> Option<Definition> {
    DEFINITIONS.iter().find(|d| d.name == name).cloned()
}

/// The playable catalogue variant `name`, compiled once.
#[must_use]
pub fn variant(name: &str) -> Option<Variant> {
    let entry = ENTRIES
        .iter()
        .find(|e| e.name == name && e.pending.is_none())?;
    entry
        .compiled
        .get_or_init(|| {
            let definition = DEFINITIONS.iter().find(|d| d.name == name)?;
            Variant::new(definition.clone()).ok()
        })
        .clone()
}
