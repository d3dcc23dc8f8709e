//! The long documents of the core that stand in the repository's `docs/` folder, shipped
//! with the crate so that they read the same here as there: [`betza`], the supported Betza
//! subset with its tables and examples.
//!
//! These pages are prose; the code examples in them are not compiled.

// Each page is written for a Markdown reader: square brackets in Betza strings are not
// intra-doc links, angle brackets in grammars are not HTML, and code blocks without a
// language are not Rust.

#[allow(
    rustdoc::broken_intra_doc_links,
    rustdoc::invalid_html_tags,
    rustdoc::invalid_rust_codeblocks,
    rustdoc::bare_urls
)]
#[cfg_attr(not(doctest), doc = include_str!("../docs/betza.md"))]
pub mod betza {}
