//! The names of the games.

use core::fmt;
use core::str::FromStr;

/// A game of the library: one of the five games written in Rust, or a variant defined as data
/// (Fairy-Stockfish's catalogue, or a `variants.ini` section registered at run time), named by
/// its [`FairyName`].
///
/// A `Variant` is a small `Copy` value that names a game; [`Variant::position`] sets one up.
///
/// ```
/// use skazka::Variant;
///
/// assert_eq!("xianling".parse::<Variant>()?, Variant::Xianling);
/// # #[cfg(feature = "fairy")] {
/// let capablanca: Variant = "capablanca".parse()?;
/// assert_eq!(capablanca.name(), "capablanca");
/// assert!(capablanca.is_fairy());
/// assert_eq!(capablanca.position(None, &[])?.perft(1), 28);
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
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
    /// A variant defined as data ([`skazka_fairy`], feature `fairy`), under its name in
    /// Fairy-Stockfish's catalogue or in a loaded `variants.ini` file.
    Fairy(FairyName),
}

impl Variant {
    /// The five games written in Rust, in the order of the documentation (compiled in or not).
    /// The variants defined as data are listed by [`Variant::fairy_variants`].
    pub const ALL: &'static [Variant] = &[
        Variant::Chess,
        Variant::Stone,
        Variant::Synthesis,
        Variant::Xianling,
        Variant::Volkhv,
    ];

    /// The name used on command lines and in files: `chess`, `stone`, `synthesis`, `xianling`,
    /// `volkhv`, or a data-defined variant's name (`capablanca`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Chess => "chess",
            Variant::Stone => "stone",
            Variant::Synthesis => "synthesis",
            Variant::Xianling => "xianling",
            Variant::Volkhv => "volkhv",
            Variant::Fairy(name) => name.as_str(),
        }
    }

    /// Whether this is a variant defined as data.
    #[must_use]
    pub const fn is_fairy(self) -> bool {
        matches!(self, Variant::Fairy(_))
    }

    /// Whether this build includes the game (its cargo feature is on).
    #[must_use]
    pub const fn is_compiled(self) -> bool {
        match self {
            Variant::Chess => cfg!(feature = "chess"),
            Variant::Stone => cfg!(feature = "stone"),
            Variant::Synthesis => cfg!(feature = "synthesis"),
            Variant::Xianling => cfg!(feature = "xianling"),
            Variant::Volkhv => cfg!(feature = "volkhv"),
            Variant::Fairy(_) => cfg!(feature = "fairy"),
        }
    }

    /// The data-defined variant called `name` (exactly; see [`FairyName::new`]), also where a
    /// game of the library has the same name (`chess`, which the catalogue also has). `None`
    /// for a name neither the catalogue nor a registered definition has, and without the
    /// `fairy` feature.
    #[must_use]
    pub fn fairy(name: &str) -> Option<Variant> {
        FairyName::new(name).map(Variant::Fairy)
    }

    /// Every data-defined variant that plays, sorted by name: the catalogue's and those
    /// registered at run time (a file loaded with [`crate::load_variants`], say). Empty
    /// without the `fairy` feature.
    #[must_use]
    pub fn fairy_variants() -> Vec<Variant> {
        #[cfg(feature = "fairy")]
        {
            skazka_fairy::variant_names()
                .iter()
                .map(|name| Variant::Fairy(FairyName::intern(name)))
                .collect()
        }
        #[cfg(not(feature = "fairy"))]
        {
            Vec::new()
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The name of a variant defined as data, for [`Variant::Fairy`]: a name of Fairy-Stockfish's
/// catalogue (`capablanca`, `crazyhouse`) or of a definition registered at run time.
///
/// Names are kept for the rest of the process (each distinct name once), so a `Variant` stays
/// `Copy`. A name is made only by looking it up ([`FairyName::new`], parsing a [`Variant`]) or
/// from a position of that variant, so it names a variant the process has seen.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FairyName(&'static str);

impl FairyName {
    /// The name of the data-defined variant `name`: a playable catalogue variant or a
    /// registered definition, looked up exactly as [`skazka_fairy::variant_by_name`] does.
    /// `None` for any other name, and without the `fairy` feature.
    #[must_use]
    pub fn new(name: &str) -> Option<FairyName> {
        #[cfg(feature = "fairy")]
        {
            skazka_fairy::variant_by_name(name).map(|_| FairyName::intern(name))
        }
        #[cfg(not(feature = "fairy"))]
        {
            let _ = name;
            None
        }
    }

    /// The name as text.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        self.0
    }

    /// The kept copy of `name`: the catalogue's own text for a catalogue name, else a copy
    /// made once per distinct name.
    #[cfg(feature = "fairy")]
    pub(crate) fn intern(name: &str) -> FairyName {
        use std::collections::BTreeSet;
        use std::sync::{Mutex, PoisonError};

        static KEPT: Mutex<BTreeSet<&'static str>> = Mutex::new(BTreeSet::new());
        if let Some(known) = skazka_fairy::catalogue::names().find(|n| *n == name) {
            return FairyName(known);
        }
        let mut kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(&known) = kept.get(name) {
            return FairyName(known);
        }
        let leaked: &'static str = Box::leak(name.to_owned().into_boxed_str());
        kept.insert(leaked);
        FairyName(leaked)
    }
}

impl fmt::Debug for FairyName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.0, f)
    }
}

impl fmt::Display for FairyName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// An unknown variant name, or a catalogue variant that does not play yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantError {
    name: String,
    /// For a catalogue section that does not play: why.
    pending: Option<String>,
}

impl VariantError {
    /// The name that was asked for.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown: String = self.name.chars().take(40).collect();
        if let Some(reason) = &self.pending {
            return write!(
                f,
                "variant `{shown}` of Fairy-Stockfish's catalogue does not play yet ({reason})"
            );
        }
        let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
        write!(f, "unknown variant `{shown}` (known: {}", names.join(", "))?;
        if cfg!(feature = "fairy") {
            f.write_str(
                ", the variants of Fairy-Stockfish's catalogue such as capablanca or crazyhouse, \
                 and those of loaded variants.ini files",
            )?;
        }
        f.write_str(")")
    }
}

impl std::error::Error for VariantError {}

impl FromStr for Variant {
    type Err = VariantError;

    /// Reads a variant name: one of the five games, ignoring ASCII case; else a data-defined
    /// variant, by its exact name or, failing that, ignoring ASCII case.
    fn from_str(s: &str) -> Result<Variant, VariantError> {
        if let Some(&v) = Variant::ALL
            .iter()
            .find(|v| v.name().eq_ignore_ascii_case(s))
        {
            return Ok(v);
        }
        fairy_from_str(s).ok_or_else(|| VariantError {
            name: s.to_owned(),
            pending: pending_reason(s),
        })
    }
}

#[cfg(feature = "fairy")]
fn fairy_from_str(s: &str) -> Option<Variant> {
    Variant::fairy(s).or_else(|| {
        skazka_fairy::variant_names()
            .iter()
            .find(|n| n.eq_ignore_ascii_case(s))
            .and_then(|n| Variant::fairy(n))
    })
}

#[cfg(not(feature = "fairy"))]
fn fairy_from_str(_: &str) -> Option<Variant> {
    None
}

#[cfg(feature = "fairy")]
fn pending_reason(s: &str) -> Option<String> {
    skazka_fairy::catalogue::pending()
        .find(|(name, _)| name.eq_ignore_ascii_case(s))
        .map(|(_, reason)| reason.to_owned())
}

#[cfg(not(feature = "fairy"))]
fn pending_reason(_: &str) -> Option<String> {
    None
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

    #[cfg(feature = "fairy")]
    #[test]
    fn data_defined_names_read_and_print() {
        let v: Variant = "capablanca".parse().expect("a catalogue name");
        assert_eq!(v, Variant::fairy("capablanca").expect("known"));
        assert_eq!(v.to_string(), "capablanca");
        assert_eq!("Capablanca".parse::<Variant>(), Ok(v));
        // The games come first; the catalogue's chess is still there by name.
        assert_eq!("chess".parse::<Variant>(), Ok(Variant::Chess));
        assert!(Variant::fairy("chess").is_some_and(Variant::is_fairy));
        assert!(Variant::fairy_variants().contains(&v));
        assert_eq!(Variant::fairy("no such game"), None);
        if let Some((name, reason)) = skazka_fairy::catalogue::pending().next() {
            let err = name.parse::<Variant>().unwrap_err();
            assert!(err.to_string().contains(reason), "{err}");
        }
    }
}
