//! The documents of Stone chess that stand in the repository's `docs/` folder, shipped with
//! the crate so that they read the same here as there: [`rules`] (the rules in the project's
//! words, with the choices made where sources differ), [`notation`] (FEN and move text) and
//! [`perft`] (the move-path counts that check the generator, and how they were obtained).
//!
//! These pages are prose; the code examples in them are not compiled. Links between them
//! point into the repository's folder and work there.

skazka_core::markdown_pages! {
    rules => include_str!("../docs/rules.md");
    notation => include_str!("../docs/notation.md");
    perft => include_str!("../docs/perft.md");
}
