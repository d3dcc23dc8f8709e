//! The options of a data-defined game: which variant it is. A variant is named by its catalogue
//! name or by the name of a definition registered at run time ([`register`]), as
//! Fairy-Stockfish's `load_variant_config` adds to its list.

use core::fmt;
use std::collections::HashMap;
use std::sync::{LazyLock, RwLock};

use skazka_core::{OptionError, OptionKey, RuleOptions};

use crate::{Definition, DefinitionError, Variant};

static REGISTRY: LazyLock<RwLock<HashMap<String, Variant>>> =
    LazyLock::new(|| RwLock::new(HashMap::new()));

/// Compiles `definition` and makes it known by its name to [`variant_by_name`] and to the
/// options text (`variant=NAME`) for the rest of the process, replacing an earlier
/// registration of the same name. A registered name shadows a catalogue variant of that name.
///
/// # Errors
/// [`DefinitionError`] if the definition cannot be compiled.
pub fn register(definition: Definition) -> Result<Variant, DefinitionError> {
    let variant = Variant::new(definition)?;
    let mut map = REGISTRY
        .write()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    map.insert(variant.name().to_owned(), variant.clone());
    Ok(variant)
}

/// The variant called `name`: a registered definition, else a catalogue variant.
#[must_use]
pub fn variant_by_name(name: &str) -> Option<Variant> {
    let registered = REGISTRY
        .read()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .get(name)
        .cloned();
    registered.or_else(|| catalogue_variant(name))
}

/// Every name [`variant_by_name`] knows: the catalogue's, then the registered ones, sorted.
#[must_use]
pub fn variant_names() -> Vec<String> {
    let mut names: Vec<String> = catalogue_names();
    let map = REGISTRY
        .read()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    names.extend(map.keys().cloned());
    names.sort();
    names.dedup();
    names
}

/// The options of a [`crate::FairyPosition`]: the variant. Its text is `variant=NAME` (empty for
/// chess, the default).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FairyOptions {
    variant: Variant,
}

impl FairyOptions {
    /// The options of `variant`.
    #[must_use]
    pub fn new(variant: Variant) -> FairyOptions {
        FairyOptions { variant }
    }

    /// The variant.
    #[must_use]
    pub fn variant(&self) -> &Variant {
        &self.variant
    }
}

impl Default for FairyOptions {
    fn default() -> FairyOptions {
        FairyOptions::new(chess())
    }
}

impl RuleOptions for FairyOptions {
    const GAME: &'static str = "fairy";

    fn keys() -> &'static [OptionKey] {
        const KEYS: &[OptionKey] = &[OptionKey::new(
            "variant",
            &["<name>"],
            "chess",
            "the variant: a catalogue name or a definition registered at run time",
        )];
        KEYS
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match key {
            "variant" => {
                self.variant = variant_by_name(value).ok_or_else(|| {
                    OptionError::invalid_value(
                        Self::GAME,
                        "variant",
                        value,
                        "a catalogue variant or a registered definition",
                    )
                })?;
                Ok(())
            }
            _ => Err(OptionError::unknown_key(Self::GAME, key)),
        }
    }

    fn get(&self, key: &str) -> Option<String> {
        (key == "variant").then(|| self.variant.name().to_owned())
    }
}

impl fmt::Display for FairyOptions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_settings(f)
    }
}

impl core::str::FromStr for FairyOptions {
    type Err = OptionError;

    fn from_str(text: &str) -> Result<FairyOptions, OptionError> {
        FairyOptions::parse_settings(text)
    }
}

fn catalogue_variant(name: &str) -> Option<Variant> {
    crate::catalogue::variant(name)
}

fn catalogue_names() -> Vec<String> {
    crate::catalogue::names().map(str::to_owned).collect()
}

/// Orthodox chess: the catalogue's, or the default definition's.
fn chess() -> Variant {
    static CHESS: LazyLock<Variant> = LazyLock::new(|| {
        catalogue_variant("chess").unwrap_or_else(|| {
            Variant::new(Definition::default())
                .unwrap_or_else(|e| unreachable!("the default definition compiles: {e}"))
        })
    });
    CHESS.clone()
}
