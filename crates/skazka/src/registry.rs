//! The variants a program offers: the games written in Rust, the catalogue of variants defined
//! as data, and definitions a program reads from files.

use skazka_core::OptionKey;

use crate::{AnyGame, GameError, Variant};

/// A variant as a program lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct VariantInfo {
    /// The variant.
    pub variant: Variant,
    /// What it is, in one line.
    pub description: String,
    /// Its options (none for a variant defined as data: its name says everything).
    pub options: &'static [OptionKey],
}

impl VariantInfo {
    /// The name programs read and write.
    #[must_use]
    pub fn name(&self) -> &'static str {
        self.variant.name()
    }
}

/// The variants of this build, each with its options and a one-line description: the games
/// written in Rust first, then the variants defined as data sorted by name (Fairy-Stockfish's
/// catalogue and the definitions registered so far), to which a program adds the sections of
/// `variants.ini` files it reads.
///
/// ```
/// use skazka::Registry;
///
/// let mut registry = Registry::new();
/// assert_eq!(registry.variants()[0].name(), "chess");
/// assert!(registry.get("volkhv").is_some_and(|v| !v.options.is_empty()));
/// # #[cfg(feature = "fairy")] {
/// assert!(registry.get("capablanca").is_some());
/// registry.add_text("# Capablanca chess without castling.\n[capa-nc:capablanca]\ncastling = false\n");
/// let added = registry.get("capa-nc").expect("registered");
/// assert_eq!(added.description, "Capablanca chess without castling.");
/// let game = registry.game("capa-nc", "", None)?;
/// assert_eq!(game.legal_moves().len(), 28);
/// # }
/// # Ok::<(), skazka::GameError>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct Registry {
    entries: Vec<VariantInfo>,
}

impl Registry {
    /// The variants of this build and those registered so far.
    #[must_use]
    pub fn new() -> Registry {
        let mut entries: Vec<VariantInfo> = Variant::ALL
            .iter()
            .copied()
            .filter(|v| v.is_compiled())
            .map(|variant| VariantInfo {
                variant,
                description: own_description(variant).to_owned(),
                options: variant.option_keys(),
            })
            .collect();
        let catalogue = catalogue_text();
        // A catalogue variant named like a game written in Rust (`chess`, and `normal` as PGN
        // reads it) is that game, so it is not listed twice.
        let data = Variant::fairy_variants()
            .into_iter()
            .filter(|v| Variant::from_pgn_tag(v.name()).is_none_or(|tag| tag.is_fairy()));
        entries.extend(data.map(|variant| {
            VariantInfo {
                variant,
                description: section_comment(catalogue, variant.name())
                    .unwrap_or_else(|| data_description(variant)),
                options: &[],
            }
        }));
        Registry { entries }
    }

    /// Every variant, in the order described at [`Registry`].
    #[must_use]
    pub fn variants(&self) -> &[VariantInfo] {
        &self.entries
    }

    /// The variant called `name` (as [`Variant`]'s `FromStr` reads it).
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&VariantInfo> {
        let variant: Variant = name.parse().ok()?;
        self.entries.iter().find(|e| e.variant == variant)
    }

    /// A game of the variant called `name`, as [`AnyGame::new`].
    ///
    /// # Errors
    /// As [`AnyGame::new`].
    pub fn game(&self, name: &str, options: &str, fen: Option<&str>) -> Result<AnyGame, GameError> {
        AnyGame::new(name, options, fen)
    }

    /// Registers the sections of a `variants.ini` file (see [`crate::load_variants`]) and
    /// lists them, described by the comment above each section.
    ///
    /// # Errors
    /// [`crate::LoadError::Io`] when the file cannot be read.
    #[cfg(feature = "fairy")]
    pub fn add_file(
        &mut self,
        path: impl AsRef<std::path::Path>,
    ) -> Result<crate::LoadedVariants, crate::LoadError> {
        let path = path.as_ref();
        let text = std::fs::read_to_string(path).map_err(|error| crate::LoadError::Io {
            path: path.to_owned(),
            error,
        })?;
        Ok(self.add_text(&text))
    }

    /// Registers the sections of a `variants.ini` text (see [`crate::load_variants_text`])
    /// and lists them; a section that does not load is in the result's errors.
    #[cfg(feature = "fairy")]
    pub fn add_text(&mut self, text: &str) -> crate::LoadedVariants {
        let loaded = crate::load_variants_text(text);
        for &variant in &loaded.variants {
            let info = VariantInfo {
                variant,
                description: section_comment(text, variant.name())
                    .unwrap_or_else(|| data_description(variant)),
                options: &[],
            };
            match self.entries.iter_mut().find(|e| e.variant == variant) {
                Some(entry) => *entry = info,
                None => self.entries.push(info),
            }
        }
        loaded
    }
}

/// The one-line description of a game written in Rust.
fn own_description(variant: Variant) -> &'static str {
    match variant {
        Variant::Chess => "Orthodox chess, the reference game.",
        Variant::Stone => {
            "Stone chess: stones placed like Go, mutant pieces, mutations paid in stones."
        }
        Variant::Synthesis => "Synthesis chess: moves change by day and by night, king capture.",
        Variant::Xianling => "Xianling: 10×10, 27 piece types, cannons, bent riders, a chase rule.",
        Variant::Volkhv => "Volkhv tower chess: captured pieces stay under their captor; a die.",
        Variant::Fairy(_) => "",
    }
}

/// The text of the catalogue of variants defined as data.
fn catalogue_text() -> &'static str {
    #[cfg(feature = "fairy")]
    {
        skazka_fairy::catalogue::TEXT
    }
    #[cfg(not(feature = "fairy"))]
    {
        ""
    }
}

/// A variant defined as data whose section has no comment: its board.
fn data_description(variant: Variant) -> String {
    match variant.setup(None, "") {
        Ok(position) => {
            let geometry = position.geometry();
            format!(
                "{} ({}×{}), defined as data.",
                variant.name(),
                geometry.files(),
                geometry.ranks()
            )
        }
        Err(_) => format!("{}, defined as data.", variant.name()),
    }
}

/// The comment lines right above the section `[name]` or `[name:parent]` of a variants.ini
/// text, joined into one line.
fn section_comment(text: &str, name: &str) -> Option<String> {
    let lines: Vec<&str> = text.lines().collect();
    let header = lines.iter().position(|line| {
        let line = line.trim();
        line.strip_prefix('[')
            .and_then(|rest| rest.split([']', ':']).next())
            .is_some_and(|section| section.trim() == name)
    })?;
    let comment: Vec<&str> = lines[..header]
        .iter()
        .rev()
        .map(|line| line.trim())
        .take_while(|line| line.starts_with('#') || line.starts_with(';'))
        .map(|line| line.trim_start_matches(['#', ';']).trim())
        .collect();
    let joined = comment.into_iter().rev().collect::<Vec<_>>().join(" ");
    (!joined.is_empty()).then_some(joined)
}

#[cfg(test)]
mod tests {
    use super::section_comment;

    #[test]
    fn a_section_is_described_by_the_comment_right_above_it() {
        let text = "# A file.\n\n# Two lines\n# of comment.\n[a:chess]\nx = 1\n[b]\n";
        assert_eq!(
            section_comment(text, "a").as_deref(),
            Some("Two lines of comment.")
        );
        assert_eq!(section_comment(text, "b"), None);
        assert_eq!(section_comment(text, "c"), None);
    }
}
