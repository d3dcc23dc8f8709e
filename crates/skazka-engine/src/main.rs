//! `skazka-engine`: every skazka game for the programs that speak the engine protocols.
//!
//! The first command chooses the protocol: `uci` starts UCI (the game is chosen with the
//! `UCI_Variant` option), `xboard` starts the XBoard protocol (CECP version 2; the game is
//! chosen with `variant`). Anything else starts a plain line interface for people; `help` lists
//! its commands. The protocols, the move texts and how to play each game in XBoard are in
//! `docs/engine-protocols.md`.
//!
//! ```text
//! cargo run --release -p skazka-engine
//! cargo install --path crates/skazka-engine
//! xboard -fcp skazka-engine -variant xianling
//! ```
#![forbid(unsafe_code)]

mod board;
mod clock;
mod driver;
mod options;
mod plain;
mod uci;
mod xbdefs;
mod xboard;

use std::io;
use std::sync::mpsc;

use clap::Parser;
use driver::{Event, Inbox, Out, spawn_reader};

/// An XBoard (CECP v2) and UCI engine for every skazka game.
///
/// The engine reads commands on standard input. The first one chooses the protocol: `uci`
/// starts UCI (the game is the `UCI_Variant` option), `xboard` starts the XBoard protocol
/// (CECP version 2; the game is chosen with `variant`), anything else starts a plain line
/// interface for people (`help` lists its commands). See docs/engine-protocols.md.
#[derive(Debug, Parser)]
#[command(name = "skazka-engine", version)]
struct Args {}

fn main() {
    // Only `--help` and `--version` are options; everything else is said on standard input.
    Args::parse();
    let (tx, rx) = mpsc::channel();
    spawn_reader(io::BufReader::new(io::stdin()), tx.clone());
    let out = Out::new(Box::new(io::stdout()));
    let mut inbox = Inbox::new(rx, tx);
    loop {
        match inbox.next() {
            Event::Line(line) => match line.split_whitespace().next() {
                None => {}
                Some("uci") => return uci::run(&mut inbox, &out),
                Some("xboard") => return xboard::run(&mut inbox, &out),
                Some(_) => return plain::run(&line, &mut inbox, &out),
            },
            Event::Done(..) => {}
            Event::Eof => return,
        }
    }
}
