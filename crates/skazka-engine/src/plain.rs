//! A plain line interface for people trying the engine by hand.

use std::time::Duration;

use skazka::Variant;
use skazka::engine::Limits;

use crate::board::{Board, Settings, new_board};
use crate::driver::{Event, Inbox, Out};
use crate::uci::{NAME, clip, info_line};

const HELP: &str = "\
commands:
  uci | xboard           (as the first command) speak that protocol instead
  variant <game>         start a game: chess, stone, synthesis, xianling, volkhv
  option <key>=<value>   set a rule option of the game and start again (see `options`)
  options                list the game's rule options
  new                    start the game again
  fen [<fen>]            show the position, or set one
  moves                  list the legal moves
  <move>                 play a move in the game's move text
  undo                   take back one move
  go [<seconds>]         let the engine move (1 second unless told)
  roll                   roll the die (Volkhv with dice=true)
  perft <depth>          count move paths, split by first move
  help                   show this text
  quit                   leave";

/// Answers people's commands until `quit` or the end of input; `first` is the first line.
pub(crate) fn run(first: &str, inbox: &mut Inbox, out: &Out) {
    let mut plain = Plain {
        out: out.clone(),
        variant: Variant::Chess,
        options: Vec::new(),
        board: new_board(Variant::Chess, None, &[], Settings::default()).ok(),
    };
    out.line(&format!("{NAME}: type `help` for the commands"));
    if !plain.command(first, inbox) {
        return;
    }
    loop {
        match inbox.next() {
            Event::Line(line) => {
                if !plain.command(&line, inbox) {
                    return;
                }
            }
            Event::Done(..) => {}
            Event::Eof => return,
        }
    }
}

struct Plain {
    out: Out,
    variant: Variant,
    options: Vec<(String, String)>,
    board: Option<Box<Board>>,
}

impl Plain {
    fn say(&self, text: &str) {
        self.out.line(text);
    }

    fn restart(&mut self, fen: Option<&str>) {
        match new_board(self.variant, fen, &self.options, Settings::default()) {
            Ok(b) => {
                self.board = Some(b);
                self.status();
            }
            Err(e) => self.say(&format!("error: {}", clip(&e.to_string()))),
        }
    }

    fn status(&self) {
        if let Some(b) = &self.board {
            self.say(&format!("{} {}", b.variant(), b.fen()));
            if let Some(o) = b.outcome() {
                self.say(&format!("result {o}"));
            }
        }
    }

    fn command(&mut self, line: &str, inbox: &mut Inbox) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(&first) = words.first() else {
            return true;
        };
        let rest = &words[1..];
        match first {
            "help" | "?" => self.say(HELP),
            "quit" | "exit" => return false,
            "uci" | "xboard" => self.say("error: the protocol is chosen by the first command"),
            "variant" => match rest.first().map(|n| n.parse::<Variant>()) {
                Some(Ok(v)) if v.is_fairy() => self.say(&format!(
                    "error: variant {v} is defined as data, which this engine does not play yet"
                )),
                Some(Ok(v)) => {
                    self.variant = v;
                    self.options.clear();
                    self.restart(None);
                }
                Some(Err(e)) => self.say(&format!("error: {}", clip(&e.to_string()))),
                None => self.say("error: variant needs a game name"),
            },
            "options" => {
                for key in self.variant.option_keys() {
                    self.say(&format!(
                        "{} = {} (default {}): {}",
                        key.name,
                        key.expected(),
                        key.default,
                        key.help
                    ));
                }
            }
            "option" => match rest.first().and_then(|w| w.split_once('=')) {
                Some((k, v)) => {
                    let before = self.options.clone();
                    self.options.retain(|(key, _)| key != k);
                    self.options.push((k.to_owned(), v.to_owned()));
                    if new_board(self.variant, None, &self.options, Settings::default()).is_err() {
                        self.options = before;
                    }
                    self.restart(None);
                }
                None => self.say("error: option needs key=value"),
            },
            "new" => self.restart(None),
            "fen" if rest.is_empty() => self.status(),
            "fen" => self.restart(Some(&rest.join(" "))),
            _ => self.game_command(first, rest, inbox),
        }
        true
    }

    fn game_command(&mut self, first: &str, rest: &[&str], inbox: &mut Inbox) {
        let Some(mut board) = self.board.take() else {
            self.say("error: no game; try `variant chess`");
            return;
        };
        match first {
            "moves" => {
                let moves = board.legal_moves();
                self.say(&format!("{} legal moves: {}", moves.len(), moves.join(" ")));
            }
            "undo" => match board.undo() {
                Some(m) => self.say(&format!("took back {m}")),
                None => self.say("error: nothing to take back"),
            },
            "roll" => match board.roll() {
                Some(face) => self.say(&format!("rolled {face}")),
                None => self.say("error: no die to roll now"),
            },
            "perft" => match rest.first().and_then(|d| d.parse::<u32>().ok()) {
                Some(depth) if depth <= 8 => {
                    let divide = board.divide(depth);
                    for (m, n) in &divide {
                        self.say(&format!("{m}: {n}"));
                    }
                    let total: u64 = divide.iter().map(|(_, n)| n).sum();
                    self.say(&format!("nodes {total}"));
                }
                _ => self.say("error: perft needs a depth from 0 to 8"),
            },
            "go" => {
                let seconds = rest
                    .first()
                    .and_then(|s| s.parse::<f64>().ok())
                    .filter(|s| s.is_finite() && *s > 0.0)
                    .unwrap_or(1.0)
                    .min(3600.0);
                let limits = Limits::time(Duration::from_secs_f64(seconds));
                let stop = std::sync::atomic::AtomicBool::new(false);
                let out = self.out.clone();
                match board.search(&limits, None, &stop, &mut |r| out.line(&info_line(r))) {
                    Some(r) => match board.play(&r.best) {
                        Ok(m) => self.say(&format!("engine plays {m}")),
                        Err(e) => self.say(&format!("error: {e}")),
                    },
                    None => self.say("error: no move to play"),
                }
                let _ = inbox;
            }
            _ => match board.play(first) {
                Ok(m) => self.say(&format!("played {m}")),
                Err(e) => self.say(&format!(
                    "error: `{}`: {e} (type `moves` or `help`)",
                    clip(first)
                )),
            },
        }
        self.board = Some(board);
        if matches!(first, "moves" | "perft") {
            return;
        }
        self.status();
    }
}
