//! The names of the games.

use core::fmt;
use core::str::FromStr;

/// A game of the library.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Variant {
    /// Orthodox chess, the reference game.
    Chess,
    /// Stone chess (Каменные шахматы): stones placed like Go, mutations paid in stones.
    Stone,
    /// Synthesis chess (Синтез-шахматы): day and night moves, king capture.
    Synthesis,
    /// Xianling: 10×10 fairy chess with cannons, bent riders and a chase rule.
    Xianling,
    /// Volkhv tower chess (шахматы волхвов): captured pieces form towers; an optional die.
    Volkhv,
}

impl Variant {
    /// Every variant, in the order of the documentation (compiled in or not).
    pub const ALL: &'static [Variant] = &[
        Variant::Chess,
        Variant::Stone,
        Variant::Synthesis,
        Variant::Xianling,
        Variant::Volkhv,
    ];

    /// The name used on command lines and in files: `chess`, `stone`, `synthesis`, `xianling`,
    /// `volkhv`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Chess => "chess",
            Variant::Stone => "stone",
            Variant::Synthesis => "synthesis",
            Variant::Xianling => "xianling",
            Variant::Volkhv => "volkhv",
        }
    }
}

impl Variant {
    /// Whether this build includes the game (its cargo feature is on).
    #[must_use]
    pub const fn is_compiled(self) -> bool {
        match self {
            Variant::Chess => cfg!(feature = "chess"),
            Variant::Stone => cfg!(feature = "stone"),
            Variant::Synthesis => cfg!(feature = "synthesis"),
            Variant::Xianling => cfg!(feature = "xianling"),
            Variant::Volkhv => cfg!(feature = "volkhv"),
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An unknown variant name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantError {
    name: String,
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
        let shown: String = self.name.chars().take(40).collect();
        write!(f, "unknown variant `{shown}` (known: {})", names.join(", "))
    }
}

impl std::error::Error for VariantError {}

impl FromStr for Variant {
    type Err = VariantError;

    /// Reads a variant name, ignoring ASCII case.
    fn from_str(s: &str) -> Result<Variant, VariantError> {
        Variant::ALL
            .iter()
            .copied()
            .find(|v| v.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| VariantError { name: s.to_owned() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variant_names_round_trip() {
        for &v in Variant::ALL {
            assert_eq!(v.name().parse::<Variant>(), Ok(v));
        }
        let err = "chesss".parse::<Variant>().unwrap_err();
        assert!(err.to_string().starts_with("unknown variant `chesss`"));
    }
}
