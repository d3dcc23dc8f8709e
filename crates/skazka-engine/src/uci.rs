//! The UCI protocol, with `UCI_Variant` choosing the game.
//!
//! Moves are each game's own move text (`docs/notation/`): orthodox chess's is UCI's. The
//! search runs on its own thread, so `stop`, `isready` and `quit` are answered while it
//! thinks; any other command waits for the search to stop first.

use std::time::Duration;

use skazka::engine::{Limits, MAX_DEPTH, mate_distance};
use skazka::{Registry, Variant};

use crate::board::{Board, Report, Settings, new_board};
use crate::clock::Clock;
use crate::driver::{Event, Inbox, Out, Running, spawn_search};
use crate::options::{self, Kind, RuleSettings};

/// The name and version sent by `id name` and `feature myname`.
pub(crate) const NAME: &str = concat!("skazka-engine ", env!("CARGO_PKG_VERSION"));
/// The largest transposition table offered, in MB.
const MAX_HASH_MB: usize = 4096;

/// Speaks UCI until `quit` or the end of input; `inbox` has already given the `uci` line.
pub(crate) fn run(inbox: &mut Inbox, out: &Out) {
    let mut uci = Uci::new(out.clone());
    uci.identify();
    loop {
        match inbox.next() {
            Event::Line(line) => {
                if !uci.command(&line, inbox) {
                    break;
                }
            }
            Event::Done(board, result) => uci.done(board, result),
            Event::Eof => break,
        }
    }
    uci.finish(inbox);
}

struct Uci {
    out: Out,
    variant: Variant,
    rules: RuleSettings,
    settings: Settings,
    /// The game; `None` while a search holds it.
    board: Option<Box<Board>>,
    /// Whether the last `position` was understood (a `go` after a failed one is refused).
    position_ok: bool,
    running: Option<Running>,
    /// `go infinite` or `go ponder`: the best move waits for `stop`.
    infinite: bool,
    stop_asked: bool,
    /// A result that waits for `stop`.
    held: Option<Option<Report>>,
}

impl Uci {
    fn new(out: Out) -> Uci {
        let settings = Settings::default();
        Uci {
            out,
            variant: Variant::Chess,
            rules: RuleSettings::default(),
            settings,
            board: new_board(Variant::Chess, None, &[], settings).ok(),
            position_ok: true,
            running: None,
            infinite: false,
            stop_asked: false,
            held: None,
        }
    }

    fn say(&self, text: &str) {
        self.out.line(text);
    }

    fn identify(&self) {
        self.say(&format!("id name {NAME}"));
        self.say("id author skazka developers");
        let games: Vec<String> = Registry::new()
            .variants()
            .iter()
            .map(|v| format!(" var {}", v.name()))
            .collect();
        self.say(&format!(
            "option name UCI_Variant type combo default chess{}",
            games.concat()
        ));
        self.say("option name VariantPath type string default <empty>");
        self.say(&format!(
            "option name Hash type spin default {} min 1 max {MAX_HASH_MB}",
            Settings::default().hash_mb
        ));
        self.say("option name Clear Hash type button");
        self.say(&format!(
            "option name Seed type spin default {} min 0 max 2147483647",
            Settings::default().seed
        ));
        for (_, key, name) in options::all() {
            let line = match options::kind(key) {
                Kind::Check => format!("option name {name} type check default {}", key.default),
                Kind::Combo(values) => {
                    let vars: String = values.iter().map(|v| format!(" var {v}")).collect();
                    format!(
                        "option name {name} type combo default {}{vars}",
                        key.default
                    )
                }
                Kind::Text => format!("option name {name} type string default {}", key.default),
            };
            self.say(&line);
        }
        self.say("uciok");
    }

    /// Carries out one command; `false` to leave.
    fn command(&mut self, line: &str, inbox: &mut Inbox) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(&first) = words.first() else {
            return true;
        };
        match first {
            "isready" => self.say("readyok"),
            "stop" => self.stop(),
            "ponderhit" => self.stop(),
            "quit" => return false,
            "debug" | "register" => {}
            _ if self.running.is_some() => {
                // Everything else waits for the search to end.
                self.stop();
                let (board, result) = inbox.wait_done();
                self.done(board, result);
                return self.command(line, inbox);
            }
            "uci" => self.identify(),
            "ucinewgame" => {
                if let Some(board) = &mut self.board {
                    board.clear_table();
                }
                self.set_position(None, &[]);
            }
            "setoption" => self.set_option(&words[1..]),
            "position" => self.position(&words[1..]),
            "go" => self.go(&words[1..], inbox),
            _ => self.say(&format!("info string unknown command: {}", clip(line))),
        }
        true
    }

    fn stop(&mut self) {
        self.stop_asked = true;
        if let Some(running) = &self.running {
            running.stop();
        }
        if let Some(held) = self.held.take() {
            self.best_move(held.as_ref());
        }
    }

    /// A search ended.
    fn done(&mut self, board: Box<Board>, result: Option<Report>) {
        self.running = None;
        self.board = Some(board);
        if self.infinite && !self.stop_asked {
            self.held = Some(result);
        } else {
            self.best_move(result.as_ref());
        }
    }

    fn best_move(&self, result: Option<&Report>) {
        match result.and_then(|r| r.pv.first().map(|m| (m, r.pv.get(1)))) {
            Some((best, Some(ponder))) => self.say(&format!("bestmove {best} ponder {ponder}")),
            Some((best, None)) => self.say(&format!("bestmove {best}")),
            None => self.say("bestmove (none)"),
        }
    }

    fn finish(&mut self, inbox: &mut Inbox) {
        if let Some(running) = self.running.take() {
            running.stop();
            let _ = inbox.wait_done();
        }
    }

    fn set_option(&mut self, words: &[&str]) {
        let Some(name_at) = words.iter().position(|w| w.eq_ignore_ascii_case("name")) else {
            self.say("info string setoption needs: setoption name <id> [value <x>]");
            return;
        };
        let value_at = words.iter().position(|w| w.eq_ignore_ascii_case("value"));
        let name_end = value_at.unwrap_or(words.len());
        let name = words.get(name_at + 1..name_end).unwrap_or(&[]).join(" ");
        let value = value_at
            .map(|at| words.get(at + 1..).unwrap_or(&[]).join(" "))
            .unwrap_or_default();
        let lower = name.to_ascii_lowercase();
        match lower.as_str() {
            "uci_variant" => match value.parse::<Variant>() {
                Ok(v) if v.is_compiled() => {
                    self.variant = v;
                    self.set_position(None, &[]);
                }
                Ok(v) => self.say(&format!("info string variant {v} is not compiled in")),
                Err(e) => self.say(&format!("info string {}", clip(&e.to_string()))),
            },
            "variantpath" => self.load_variants(&value),
            "hash" => match value.parse::<usize>() {
                Ok(mb) if (1..=MAX_HASH_MB).contains(&mb) => {
                    self.settings.hash_mb = mb;
                    if let Some(board) = &mut self.board {
                        board.resize_table(mb);
                    }
                }
                _ => self.say(&format!(
                    "info string Hash takes a number of MB from 1 to {MAX_HASH_MB}"
                )),
            },
            "clear hash" => {
                if let Some(board) = &mut self.board {
                    board.clear_table();
                }
            }
            "seed" => match value.parse::<u64>() {
                Ok(seed) => {
                    self.settings.seed = seed;
                    if let Some(board) = &mut self.board {
                        board.reseed(seed);
                    }
                }
                Err(_) => self.say("info string Seed takes a whole number"),
            },
            _ => match self.rules.set(&name, &value) {
                Ok(true) => {}
                Ok(false) => self.say(&format!("info string unknown option: {}", clip(&name))),
                Err(e) => self.say(&format!("info string {}", clip(&e))),
            },
        }
    }

    /// Loads a Fairy-Stockfish `variants.ini` file, as its `VariantPath` option does: the
    /// sections that load become `UCI_Variant` values; each one left out is reported.
    fn load_variants(&self, path: &str) {
        match options::load_variant_file(path) {
            None => {}
            Some(Ok(loaded)) => {
                for error in &loaded.errors {
                    self.say(&format!("info string {}", clip(error)));
                }
                self.say(&format!(
                    "info string loaded {} variants: {}",
                    loaded.names.len(),
                    loaded.names.join(" ")
                ));
            }
            Some(Err(e)) => self.say(&format!("info string {}", clip(&e))),
        }
    }

    /// Sets the game up from its start or `fen` and plays `moves`. On a bad FEN the engine
    /// has no position until the next good one; a bad move keeps the moves before it.
    fn set_position(&mut self, fen: Option<&str>, moves: &[&str]) {
        let rules = self.rules.of(self.variant);
        let same_game = self
            .board
            .as_ref()
            .is_some_and(|b| b.variant() == self.variant);
        let ready = if same_game {
            match &mut self.board {
                Some(board) => board.set_up(fen, &rules),
                None => Err("no board".to_owned()),
            }
        } else {
            new_board(self.variant, fen, &rules, self.settings)
                .map(|b| self.board = Some(b))
                .map_err(|e| e.to_string())
        };
        if let Err(e) = ready {
            self.position_ok = false;
            self.say(&format!("info string {}", clip(&e)));
            return;
        }
        self.position_ok = true;
        let Some(board) = &mut self.board else { return };
        for &m in moves {
            if let Err(e) = board.play(m) {
                let message = format!("info string move {}: {e}", clip(m));
                self.out.line(&message);
                break;
            }
        }
    }

    fn position(&mut self, words: &[&str]) {
        let moves_at = words.iter().position(|&w| w == "moves");
        let head = &words[..moves_at.unwrap_or(words.len())];
        let moves = moves_at.map_or(&[][..], |at| &words[at + 1..]);
        match head.first() {
            Some(&"startpos") if head.len() == 1 => self.set_position(None, moves),
            Some(&"fen") if head.len() > 1 => {
                let fen = head[1..].join(" ");
                self.set_position(Some(&fen), moves);
            }
            _ => {
                self.position_ok = false;
                self.say("info string position needs: position startpos|fen <fen> [moves <m> ...]");
            }
        }
    }

    fn go(&mut self, words: &[&str], inbox: &mut Inbox) {
        let Some(mut board) = self.board.take() else {
            self.say("info string no position");
            self.say("bestmove (none)");
            return;
        };
        if !self.position_ok {
            self.board = Some(board);
            self.say("info string no valid position: send position first");
            self.say("bestmove (none)");
            return;
        }
        let go = match Go::parse(words) {
            Ok(go) => go,
            Err(e) => {
                self.board = Some(board);
                self.say(&format!("info string {e}"));
                self.say("bestmove (none)");
                return;
            }
        };
        if let Some(depth) = go.perft {
            let divide = board.divide(depth);
            let total: u64 = divide.iter().map(|(_, n)| n).sum();
            for (m, n) in &divide {
                self.say(&format!("{m}: {n}"));
            }
            self.say("");
            self.say(&format!("Nodes searched: {total}"));
            self.board = Some(board);
            return;
        }
        if let Some(outcome) = board.outcome() {
            let score = if outcome.winner().is_some() {
                "mate 0"
            } else {
                "cp 0"
            };
            self.say(&format!("info depth 0 score {score}"));
            self.say(&format!("info string the game is over: {outcome}"));
            self.say("bestmove (none)");
            self.board = Some(board);
            return;
        }
        if board.is_chance() {
            let face = board.roll();
            self.board = Some(board);
            match face {
                Some(face) => {
                    self.say(&format!("info string the die shows {face}"));
                    self.say(&format!("bestmove {face}"));
                }
                None => self.say("bestmove (none)"),
            }
            return;
        }
        let white = board.turn() == skazka::core::Color::White;
        let limits = go.limits(white);
        self.infinite = go.infinite;
        self.stop_asked = false;
        self.held = None;
        let out = self.out.clone();
        self.running = Some(spawn_search(
            board,
            limits,
            None,
            inbox.tx.clone(),
            Box::new(move |r| out.line(&info_line(r))),
        ));
    }
}

/// `info depth … pv …` for one iteration.
pub(crate) fn info_line(r: &Report) -> String {
    let score = match mate_distance(r.score) {
        Some(n) => format!("mate {n}"),
        None => format!("cp {}", r.score),
    };
    format!(
        "info depth {} seldepth {} multipv 1 score {score} nodes {} nps {} time {} pv {}",
        r.depth,
        r.seldepth.max(r.depth),
        r.nodes,
        r.nps() as u64,
        r.elapsed.as_millis(),
        r.pv.join(" ")
    )
}

/// At most 100 characters of a text, for messages.
pub(crate) fn clip(text: &str) -> String {
    let mut s: String = text.chars().take(100).collect();
    if text.chars().count() > 100 {
        s.push('…');
    }
    s
}

/// The parameters of `go`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Go {
    depth: Option<u32>,
    nodes: Option<u64>,
    movetime: Option<Duration>,
    wtime: Option<Duration>,
    btime: Option<Duration>,
    winc: Duration,
    binc: Duration,
    movestogo: Option<u32>,
    infinite: bool,
    perft: Option<u32>,
}

impl Go {
    fn parse(words: &[&str]) -> Result<Go, String> {
        let mut go = Go::default();
        let mut i = 0;
        while i < words.len() {
            let word = words[i];
            let number = |at: usize| -> Result<u64, String> {
                words
                    .get(at + 1)
                    .and_then(|w| w.parse::<i64>().ok())
                    .map(|n| n.max(0) as u64)
                    .ok_or_else(|| format!("go {word} needs a number"))
            };
            let ms = |n: u64| Duration::from_millis(n);
            match word {
                "infinite" | "ponder" => go.infinite = true,
                "searchmoves" => {
                    // Restricting the root moves is not supported; the list is skipped.
                    while i + 1 < words.len() && !is_go_word(words[i + 1]) {
                        i += 1;
                    }
                }
                "depth" | "nodes" | "movetime" | "wtime" | "btime" | "winc" | "binc"
                | "movestogo" | "mate" | "perft" => {
                    let n = number(i)?;
                    i += 1;
                    match word {
                        "depth" => go.depth = Some(n.clamp(1, u64::from(MAX_DEPTH)) as u32),
                        "nodes" => go.nodes = Some(n.max(1)),
                        "movetime" => go.movetime = Some(ms(n)),
                        "wtime" => go.wtime = Some(ms(n)),
                        "btime" => go.btime = Some(ms(n)),
                        "winc" => go.winc = ms(n),
                        "binc" => go.binc = ms(n),
                        "movestogo" => go.movestogo = Some(n.min(1000) as u32),
                        "mate" => {
                            go.depth = Some((2 * n).clamp(1, u64::from(MAX_DEPTH)) as u32);
                        }
                        _ => go.perft = Some(n.min(20) as u32),
                    }
                }
                other => return Err(format!("unknown go parameter: {}", clip(other))),
            }
            i += 1;
        }
        Ok(go)
    }

    /// The search's limits. `go infinite`, and a `go` without any limit, search until
    /// `stop` (or to the deepest iteration), past a proven mate.
    fn limits(&self, white: bool) -> Limits {
        let mut limits = Limits::infinite();
        limits.depth = self.depth;
        if self.infinite {
            return limits;
        }
        limits.nodes = self.nodes;
        limits.time = self.movetime;
        let (left, increment) = if white {
            (self.wtime, self.winc)
        } else {
            (self.btime, self.binc)
        };
        if let Some(left) = left {
            let budget = Clock {
                left,
                increment,
                moves_to_go: self.movestogo,
            }
            .budget();
            limits.time = Some(limits.time.map_or(budget, |t| t.min(budget)));
        }
        limits.infinite = limits.depth.is_none() && limits.nodes.is_none() && limits.time.is_none();
        limits
    }
}

fn is_go_word(w: &str) -> bool {
    matches!(
        w,
        "infinite"
            | "ponder"
            | "depth"
            | "nodes"
            | "movetime"
            | "wtime"
            | "btime"
            | "winc"
            | "binc"
            | "movestogo"
            | "mate"
            | "perft"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_reads_every_limit() {
        let go =
            Go::parse(&["wtime", "1000", "btime", "2000", "winc", "10", "depth", "5"]).expect("go");
        assert_eq!(go.depth, Some(5));
        assert!(go.limits(true).time.expect("a budget") < Duration::from_millis(1000));
        assert!(Go::parse(&["depth"]).is_err());
        assert!(Go::parse(&["sideways"]).is_err());
        assert_eq!(Go::parse(&["perft", "3"]).expect("perft").perft, Some(3));
    }
}
