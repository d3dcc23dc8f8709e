//! The engine's settings and each game's rule options, as both protocols offer them.

use std::collections::HashMap;

use skazka::Variant;
use skazka::core::OptionKey;

/// How a rule option is offered: a switch, a choice among listed values, or free text (a
/// number, a Betza movement).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Check,
    Combo(&'static [&'static str]),
    Text,
}

/// The kind of a game's option key, from its listed values.
pub(crate) fn kind(key: &OptionKey) -> Kind {
    let values = key.values;
    let is_bool = values.len() == 2 && values.contains(&"true") && values.contains(&"false");
    if is_bool {
        Kind::Check
    } else if !values.is_empty() && values.iter().all(|v| !v.contains('<')) {
        Kind::Combo(values)
    } else {
        Kind::Text
    }
}

/// The protocol name of a game's option: `<game>_<key>`, as `stone_edition`.
pub(crate) fn protocol_name(variant: Variant, key: &OptionKey) -> String {
    format!("{}_{}", variant.name(), key.name)
}

/// Every game's option keys, with their protocol names.
pub(crate) fn all() -> Vec<(Variant, &'static OptionKey, String)> {
    Variant::ALL
        .iter()
        .flat_map(|&v| {
            v.option_keys()
                .iter()
                .map(move |k| (v, k, protocol_name(v, k)))
        })
        .collect()
}

/// What loading a `variants.ini` file (the `VariantPath` option) did: the names of the
/// variants it registered and the message of each section left out.
pub(crate) struct LoadedFile {
    pub names: Vec<&'static str>,
    pub errors: Vec<String>,
}

/// Loads a Fairy-Stockfish `variants.ini` file, as its `VariantPath` option does: the sections
/// that load become variants of the protocols. `None` for Fairy-Stockfish's empty value.
///
/// # Errors
/// The message when the file cannot be read.
pub(crate) fn load_variant_file(path: &str) -> Option<Result<LoadedFile, String>> {
    if path.is_empty() || path == "<empty>" {
        return None;
    }
    Some(
        skazka::load_variants(path)
            .map(|loaded| LoadedFile {
                names: loaded.variants.iter().map(|v| v.name()).collect(),
                errors: loaded.errors.iter().map(ToString::to_string).collect(),
            })
            .map_err(|e| e.to_string()),
    )
}

/// The rule options set so far, per game.
#[derive(Clone, Debug, Default)]
pub(crate) struct RuleSettings {
    set: HashMap<Variant, Vec<(String, String)>>,
}

impl RuleSettings {
    /// The `key=value` pairs of `variant`, in the order they were set.
    pub fn of(&self, variant: Variant) -> Vec<(String, String)> {
        self.set.get(&variant).cloned().unwrap_or_default()
    }

    /// Sets an option given by its protocol name (case ignored), after checking that the game
    /// accepts it with the others already set. Returns whether the name is a rule option.
    ///
    /// # Errors
    /// The game's message for a value it does not take.
    pub fn set(&mut self, name: &str, value: &str) -> Result<bool, String> {
        let Some((variant, key, _)) = all()
            .into_iter()
            .find(|(_, _, n)| n.eq_ignore_ascii_case(name))
        else {
            return Ok(false);
        };
        let value = match kind(key) {
            Kind::Check => value.to_ascii_lowercase(),
            _ => value.to_owned(),
        };
        let mut pairs = self.of(variant);
        pairs.retain(|(k, _)| k != key.name);
        pairs.push((key.name.to_owned(), value));
        let borrowed: Vec<(&str, &str)> = pairs
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        variant
            .position(None, &borrowed)
            .map_err(|e| e.to_string())?;
        self.set.insert(variant, pairs);
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_with_options_offers_them() {
        let names: Vec<String> = all().into_iter().map(|(_, _, n)| n).collect();
        assert!(names.iter().any(|n| n == "volkhv_dice"));
        assert!(names.iter().any(|n| n == "stone_edition"));
    }

    #[test]
    fn a_bad_value_is_refused_and_a_good_one_kept() {
        let mut s = RuleSettings::default();
        assert!(s.set("volkhv_dice", "maybe").is_err());
        assert_eq!(s.set("Volkhv_Dice", "TRUE"), Ok(true));
        assert_eq!(s.of(Variant::Volkhv), vec![("dice".into(), "true".into())]);
        assert_eq!(s.set("no_such_thing", "1"), Ok(false));
    }
}
