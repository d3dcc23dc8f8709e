//! A protocol client for the tests: runs the engine binary, sends lines, reads replies with a
//! time limit, and translates XBoard's move notation back into each game's move text so the
//! library can check every move.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::thread;
use std::time::{Duration, Instant};

use skazka::{AnyPosition, Variant};

/// How long any expected reply may take.
pub const PATIENCE: Duration = Duration::from_secs(60);

/// A running engine.
pub struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// Everything read so far, for failure messages.
    pub transcript: Vec<String>,
}

impl Engine {
    /// Starts the engine binary.
    pub fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_skazka-engine"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the engine starts");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, rx) = channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            stdin,
            lines: rx,
            transcript: Vec::new(),
        }
    }

    /// Sends one line.
    pub fn send(&mut self, line: &str) {
        self.transcript.push(format!("> {line}"));
        writeln!(self.stdin, "{line}").expect("the engine reads");
        self.stdin.flush().expect("flush");
    }

    /// The next line, or `None` after `wait` without one.
    pub fn read(&mut self, wait: Duration) -> Option<String> {
        match self.lines.recv_timeout(wait) {
            Ok(line) => {
                self.transcript.push(format!("< {line}"));
                Some(line)
            }
            Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => None,
        }
    }

    /// Reads until a line satisfies `done`; returns every line read, that one last.
    pub fn until(&mut self, done: impl Fn(&str) -> bool) -> Vec<String> {
        let start = Instant::now();
        let mut seen = Vec::new();
        while start.elapsed() < PATIENCE {
            let Some(line) = self.read(Duration::from_millis(200)) else {
                continue;
            };
            let stop = done(&line);
            seen.push(line);
            if stop {
                return seen;
            }
        }
        panic!(
            "no expected reply within {PATIENCE:?}; transcript:\n{}",
            self.tail()
        );
    }

    /// Reads until a line starts with `prefix` and returns that line.
    pub fn expect(&mut self, prefix: &str) -> String {
        let lines = self.until(|l| l.starts_with(prefix));
        lines.last().cloned().unwrap_or_default()
    }

    /// Lines that arrive within `wait`.
    pub fn drain(&mut self, wait: Duration) -> Vec<String> {
        let start = Instant::now();
        let mut seen = Vec::new();
        while start.elapsed() < wait {
            if let Some(line) = self.read(Duration::from_millis(50)) {
                seen.push(line);
            }
        }
        seen
    }

    /// Sends `ping n` and reads up to `pong n`: everything the engine said before it.
    pub fn sync_xboard(&mut self, n: u32) -> Vec<String> {
        self.send(&format!("ping {n}"));
        let pong = format!("pong {n}");
        self.until(|l| l == pong)
    }

    /// Sends `isready` and reads up to `readyok`.
    pub fn sync_uci(&mut self) -> Vec<String> {
        self.send("isready");
        self.until(|l| l == "readyok")
    }

    /// The end of the transcript.
    pub fn tail(&self) -> String {
        let from = self.transcript.len().saturating_sub(40);
        self.transcript[from..].join("\n")
    }

    /// Whether the process is still running.
    pub fn is_running(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// Sends `quit` and waits for the process to end.
    pub fn quit(mut self) {
        self.send("quit");
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(10) {
            if let Ok(Some(status)) = self.child.try_wait() {
                assert!(status.success(), "the engine exits cleanly");
                return;
            }
            thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        panic!("the engine did not quit");
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The game names XBoard uses.
pub fn xboard_name(variant: Variant) -> &'static str {
    match variant {
        Variant::Chess => "normal",
        other => other.name(),
    }
}

/// Reads a move in XBoard's notation into the game's move text: ranks from 0 on Xianling's
/// ten ranks, `@@@@` for a pass, a promotion letter after the squares, Stone-chess drops.
pub fn from_xboard(variant: Variant, text: &str) -> String {
    if text == "@@@@" {
        return "--".to_owned();
    }
    let mut m = String::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        m.push(c);
        i += 1;
        if c.is_ascii_lowercase() && i < chars.len() && chars[i].is_ascii_digit() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            let rank: u32 = chars[start..i]
                .iter()
                .collect::<String>()
                .parse()
                .expect("a rank");
            let rank = if variant == Variant::Xianling {
                rank + 1
            } else {
                rank
            };
            m.push_str(&rank.to_string());
        }
    }
    if matches!(
        variant,
        Variant::Xianling | Variant::Stone | Variant::Volkhv
    ) {
        if let Some(last) = m.chars().last().filter(char::is_ascii_lowercase) {
            let body = m[..m.len() - 1].to_owned();
            if body.ends_with(|c: char| c.is_ascii_digit()) && !body.contains('@') {
                let piece = match (variant, last.to_ascii_uppercase()) {
                    (Variant::Stone, 'T') => "ST".to_owned(),
                    (Variant::Stone, 'S') => "SD".to_owned(),
                    (Variant::Stone, 'H') => "NN".to_owned(),
                    (Variant::Stone, 'I') => "PR".to_owned(),
                    (_, p) => p.to_string(),
                };
                m = format!("{body}={piece}");
            }
        }
    }
    if variant == Variant::Stone {
        for (short, long) in [("T@", "ST@"), ("S@", "SD@"), ("H@", "NN@"), ("I@", "PR@")] {
            if let Some(rest) = m.strip_prefix(short) {
                return format!("{long}{rest}");
            }
        }
    }
    m
}

/// Writes a move of the game in XBoard's notation (the inverse of [`from_xboard`]).
pub fn to_xboard(variant: Variant, text: &str) -> String {
    if text == "--" {
        return "@@@@".to_owned();
    }
    let mut m = text.to_owned();
    if variant == Variant::Stone {
        for (long, short) in [("ST@", "T@"), ("SD@", "S@"), ("NN@", "H@"), ("PR@", "I@")] {
            if let Some(rest) = m.strip_prefix(long) {
                m = format!("{short}{rest}");
            }
        }
    }
    if let Some((squares, piece)) = m.clone().split_once('=') {
        let letter = match piece {
            "ST" => "t".to_owned(),
            "SD" => "s".to_owned(),
            "NN" => "h".to_owned(),
            "PR" => "i".to_owned(),
            other => other.trim_start_matches('+').to_ascii_lowercase(),
        };
        m = format!("{squares}{letter}");
    }
    if variant != Variant::Xianling {
        return m;
    }
    let mut out = String::new();
    let chars: Vec<char> = m.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        out.push(c);
        i += 1;
        if c.is_ascii_lowercase() && i < chars.len() && chars[i].is_ascii_digit() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            let rank: u32 = chars[start..i]
                .iter()
                .collect::<String>()
                .parse()
                .expect("a rank");
            out.push_str(&(rank - 1).to_string());
        }
    }
    out
}

/// The game's start position under `options`.
pub fn start(variant: Variant, options: &[(&str, &str)]) -> AnyPosition {
    variant.position(None, options).expect("the start position")
}

/// Whether the game is over at `pos` (no legal move).
pub fn finished(pos: &AnyPosition) -> bool {
    pos.legal_moves().is_empty()
}
