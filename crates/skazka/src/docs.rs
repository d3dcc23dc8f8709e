//! The documents of the facade that stand in the repository's `docs/` folder, shipped with
//! the crate so that they read the same here as there: [`engine`], how the built-in engine
//! works, its limits and its measured strength.
//!
//! These pages are prose; the code examples in them are not compiled. Links between them
//! point into the repository's folder and work there.

// Each page is written for a Markdown reader: square brackets are not intra-doc links, angle
// brackets are not HTML, and code blocks without a language are shell commands, not Rust.

#[allow(
    rustdoc::broken_intra_doc_links,
    rustdoc::invalid_html_tags,
    rustdoc::invalid_rust_codeblocks,
    rustdoc::bare_urls
)]
#[cfg_attr(not(doctest), doc = include_str!("../docs/engine.md"))]
pub mod engine {}
