//! The long documents of the core that stand in the repository's `docs/` folder, shipped
//! with the crate so that they read the same here as there: [`betza`], the supported Betza
//! subset with its tables and examples.
//!
//! These pages are prose; the code examples in them are not compiled.

crate::markdown_pages! {
    betza => include_str!("../docs/betza.md");
}
