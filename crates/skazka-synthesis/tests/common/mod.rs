//! Shared test helpers: an independent, slow reference implementation of the rules file's §6
//! (default options only), written from the text with a plain 64-square array and no bitboards.

#![allow(dead_code)]

pub mod reference;
