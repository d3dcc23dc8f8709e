//! The documents of Xianling that stand in the repository's `docs/` folder, shipped with
//! the crate so that they read the same here as there: [`rules`] (the rules in the project's
//! words, with the choices made where sources differ), [`notation`] (FEN, move text and SAN) and
//! [`perft`] (the move-path counts that check the generator, and how they were obtained).
//!
//! These pages are prose; the code examples in them are not compiled. Links between them
//! point into the repository's folder and work there.

// Each page is written for a Markdown reader: square brackets in move text and tables are
// not intra-doc links, angle brackets in grammars are not HTML, and code blocks without a
// language are grammars and shell commands, not Rust.

#[allow(
    rustdoc::broken_intra_doc_links,
    rustdoc::invalid_html_tags,
    rustdoc::invalid_rust_codeblocks,
    rustdoc::bare_urls
)]
#[cfg_attr(not(doctest), doc = include_str!("../docs/rules.md"))]
pub mod rules {}

#[allow(
    rustdoc::broken_intra_doc_links,
    rustdoc::invalid_html_tags,
    rustdoc::invalid_rust_codeblocks,
    rustdoc::bare_urls
)]
#[cfg_attr(not(doctest), doc = include_str!("../docs/notation.md"))]
pub mod notation {}

#[allow(
    rustdoc::broken_intra_doc_links,
    rustdoc::invalid_html_tags,
    rustdoc::invalid_rust_codeblocks,
    rustdoc::bare_urls
)]
#[cfg_attr(not(doctest), doc = include_str!("../docs/perft.md"))]
pub mod perft {}
