//! Variants defined as data in the facade: loading `variants.ini` files, and the playable form
//! of their positions.

pub(crate) mod game;
mod load;

pub use load::{LoadError, LoadedVariants, load_variants, load_variants_text};
