//! The XBoard protocol (CECP version 2), with the engine as the referee: it checks every move
//! it is sent, answers an illegal one with `Illegal move: …`, rolls the Volkhv die for both
//! sides, and announces the end of the game with `1-0 {…}`, `0-1 {…}` or `1/2-1/2 {…}`.

use std::sync::mpsc::Sender;
use std::time::Duration;

use skazka::Variant;
use skazka::core::{Color, Outcome};
use skazka::engine::{Limits, MAX_DEPTH, mate_distance};

use crate::board::{Board, Report, Settings, new_board};
use crate::clock::Clock;
use crate::driver::{Event, Inbox, Out, Running, spawn_search};
use crate::options::{self, Kind, RuleSettings};
use crate::uci::{NAME, clip};
use crate::xbdefs;

/// Speaks XBoard until `quit` or the end of input; `inbox` has already given the `xboard`
/// line.
pub(crate) fn run(inbox: &mut Inbox, out: &Out) {
    let mut xb = XBoard::new(out.clone(), inbox.tx.clone());
    loop {
        match inbox.next() {
            Event::Line(line) => {
                if !xb.command(&line, inbox) {
                    break;
                }
            }
            Event::Done(board, result) => xb.done(board, result),
            Event::Eof => break,
        }
    }
    if let Some((running, _)) = xb.running.take() {
        running.stop();
        let _ = inbox.wait_done();
    }
}

/// Why a search runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Purpose {
    /// To play a move.
    Move,
    /// To analyse (`analyze`): the thinking is shown, nothing is played.
    Analyze,
}

/// The time control of `level`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Level {
    moves: u32,
    base: Duration,
    increment: Duration,
}

struct XBoard {
    out: Out,
    /// Where a finished search reports.
    tx: Sender<Event>,
    variant: Variant,
    rules: RuleSettings,
    settings: Settings,
    /// The game; `None` while a search holds it.
    board: Option<Box<Board>>,
    /// Force mode: the engine plays neither side.
    force: bool,
    /// The side the engine plays when not in force mode.
    engine_side: Color,
    post: bool,
    analyze: bool,
    level: Option<Level>,
    per_move: Option<Duration>,
    depth: Option<u32>,
    /// `nps`: nodes stand for time, at this many a second, so that a match at fixed nodes
    /// does not depend on the machine's load.
    nps: Option<u64>,
    own_time: Option<Duration>,
    running: Option<(Running, Purpose)>,
    /// The running search's result is not wanted (the game changed under it).
    discard: bool,
    /// The result was announced; moves are refused until the game changes.
    over: bool,
}

impl XBoard {
    fn new(out: Out, tx: Sender<Event>) -> XBoard {
        let settings = Settings::default();
        XBoard {
            out,
            tx,
            variant: Variant::Chess,
            rules: RuleSettings::default(),
            settings,
            board: new_board(Variant::Chess, None, &[], settings).ok(),
            force: false,
            engine_side: Color::Black,
            post: false,
            analyze: false,
            level: None,
            per_move: None,
            depth: None,
            nps: None,
            own_time: None,
            running: None,
            discard: false,
            over: false,
        }
    }

    fn say(&self, text: &str) {
        self.out.line(text);
    }

    fn features(&self) {
        let variants = xbdefs::names();
        self.say(&format!(
            "feature myname=\"{NAME}\" variants=\"{}\" setboard=1 usermove=1 ping=1 playother=1 \
             san=0 time=1 draw=0 sigint=0 sigterm=0 reuse=1 analyze=1 colors=0 name=0 nps=1 \
             memory=0 smp=0 exclude=0 setscore=0 debug=1",
            variants.join(",")
        ));
        self.say(&format!(
            "feature option=\"Seed -spin {} 0 2147483647\"",
            self.settings.seed
        ));
        self.say(&format!(
            "feature option=\"Hash -spin {} 1 4096\"",
            self.settings.hash_mb
        ));
        self.say("feature option=\"VariantPath -file \"");
        for (_, key, name) in options::all() {
            let spec = match options::kind(key) {
                Kind::Check => {
                    format!("{name} -check {}", u8::from(key.default == "true"))
                }
                Kind::Combo(values) => {
                    let choices: Vec<String> = values
                        .iter()
                        .map(|v| {
                            if *v == key.default {
                                format!("*{v}")
                            } else {
                                (*v).to_owned()
                            }
                        })
                        .collect();
                    format!("{name} -combo {}", choices.join(" /// "))
                }
                Kind::Text => format!("{name} -string {}", key.default),
            };
            self.say(&format!("feature option=\"{spec}\""));
        }
        self.say("feature done=1");
    }

    /// Carries out one command; `false` to leave.
    fn command(&mut self, line: &str, inbox: &mut Inbox) -> bool {
        let line = line.trim();
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        // Commands that do not touch the game are answered even while the engine thinks.
        match word {
            "" | "xboard" | "accepted" | "rejected" | "random" | "easy" | "hard" | "computer"
            | "name" | "rating" | "ics" | "draw" | "." | "bk" | "cores" | "memory" | "pause"
            | "resume" => return true,
            "quit" => return false,
            "protover" => {
                self.features();
                return true;
            }
            "ping" => {
                self.say(&format!("pong {}", clip(rest)));
                return true;
            }
            "nps" => {
                // 0 turns node counting off again.
                match rest.parse::<u64>() {
                    Ok(rate) => self.nps = (rate > 0).then_some(rate),
                    Err(_) => self.error("bad nps", line),
                }
                return true;
            }
            "post" => {
                self.post = true;
                return true;
            }
            "nopost" => {
                self.post = false;
                return true;
            }
            "time" | "otim" => {
                if word == "time" {
                    match rest.parse::<u64>() {
                        Ok(cs) => {
                            self.own_time = Some(Duration::from_millis(cs.saturating_mul(10)));
                        }
                        Err(_) => self.error("bad time", line),
                    }
                }
                return true;
            }
            "?" => {
                if let Some((running, Purpose::Move)) = &self.running {
                    running.stop();
                }
                return true;
            }
            _ => {}
        }
        if self.running.is_some() {
            // Anything else changes the game or needs it: the search ends first. A search for
            // a move keeps its result only if the command does not change the game.
            if let Some((running, _)) = &self.running {
                running.stop();
            }
            self.discard = true;
            let (board, result) = inbox.wait_done();
            self.done(board, result);
        }
        match word {
            "new" => {
                self.variant = Variant::Chess;
                self.restart(true);
                self.force = false;
                self.engine_side = Color::Black;
                self.per_move = None;
                self.depth = None;
                if let Some(board) = &mut self.board {
                    board.clear_table();
                }
            }
            "variant" => match xbdefs::variant_of(rest) {
                Some(v) => {
                    self.variant = v;
                    self.restart(false);
                    if let Some(board) = &self.board {
                        for line in xbdefs::definition(v, &board.fen()) {
                            self.say(&line);
                        }
                    }
                    self.roll_dice();
                }
                None => self.say(&format!("Error (unsupported variant): {}", clip(rest))),
            },
            "force" => self.force = true,
            "go" => {
                self.force = false;
                if let Some(board) = &self.board {
                    self.engine_side = board.turn();
                }
            }
            "playother" => {
                self.force = false;
                if let Some(board) = &self.board {
                    self.engine_side = !board.turn();
                }
            }
            "white" | "black" => {}
            "usermove" => self.user_move(rest),
            "setboard" => self.set_board(rest),
            "undo" => self.take_back(1),
            "remove" => self.take_back(2),
            "level" => self.set_level(rest, line),
            "st" => match rest.parse::<f64>() {
                Ok(s) if s.is_finite() && s > 0.0 => {
                    self.per_move = Some(Duration::from_secs_f64(s.min(86_400.0)));
                }
                _ => self.error("bad st", line),
            },
            "sd" => match rest.parse::<u32>() {
                Ok(d) if d > 0 => self.depth = Some(d.min(MAX_DEPTH)),
                _ => self.error("bad sd", line),
            },
            "result" => {
                self.over = true;
                self.force = true;
            }
            "analyze" => self.analyze = true,
            "exit" => self.analyze = false,
            "hint" => self.hint(),
            "option" => self.set_option(rest),
            _ => {
                // Without `usermove`, moves come bare.
                let looks_like_move = word.len() >= 2
                    && word.len() <= 12
                    && !rest.contains(' ')
                    && word.chars().any(|c| c.is_ascii_digit())
                    || word == "@@@@"
                    || word == "--";
                if looks_like_move && rest.is_empty() {
                    self.user_move(word);
                } else {
                    self.say(&format!("Error (unknown command): {}", clip(word)));
                }
            }
        }
        self.think();
        true
    }

    fn error(&self, kind: &str, line: &str) {
        self.say(&format!("Error ({kind}): {}", clip(line)));
    }

    /// The start position of the variant under the rule options set; `roll`: roll the die
    /// if the game starts with a roll.
    fn restart(&mut self, roll: bool) {
        let rules = self.rules.of(self.variant);
        let same = self
            .board
            .as_ref()
            .is_some_and(|b| b.variant() == self.variant);
        let result = match &mut self.board {
            Some(board) if same => board.set_up(None, &rules),
            _ => new_board(self.variant, None, &rules, self.settings)
                .map(|b| self.board = Some(b))
                .map_err(|e| e.to_string()),
        };
        if let Err(e) = result {
            self.say(&format!("tellusererror {}", clip(&e)));
        }
        self.over = false;
        if roll {
            self.roll_dice();
        }
    }

    /// XBoard sends a pass of the person (its null move) as the position after it: a
    /// `setboard` of the same board with the other side to move. When a pass is legal and
    /// gives that position, it is played as a move, so the game keeps its history.
    fn pass_by_setboard(&mut self, fen: &str) -> bool {
        let variant = self.variant;
        let Some(board) = &mut self.board else {
            return false;
        };
        if self.over || !board.legal_moves().iter().any(|m| m == "--") {
            return false;
        }
        if board.play("--").is_err() {
            return false;
        }
        let ours = xbdefs::fen_out(variant, &board.fen());
        let same = |a: &str, b: &str| {
            a.split_whitespace()
                .take(2)
                .eq(b.split_whitespace().take(2))
        };
        if same(&ours, &xbdefs::fen_out(variant, fen)) {
            return true;
        }
        board.undo();
        false
    }

    fn set_board(&mut self, fen: &str) {
        if self.pass_by_setboard(fen) {
            self.roll_dice();
            self.announce_end();
            return;
        }
        let rules = self.rules.of(self.variant);
        let fen = xbdefs::fen_in(self.variant, fen);
        let result = match &mut self.board {
            Some(board) => board.set_up(Some(&fen), &rules).or_else(|first| {
                // XBoard's FEN has no die field: a Volkhv game with the die starts with a roll.
                let mut fields: Vec<&str> = fen.split_whitespace().collect();
                if self.variant == Variant::Volkhv && fields.len() == 6 {
                    fields.insert(4, "?");
                    board
                        .set_up(Some(&fields.join(" ")), &rules)
                        .map_err(|_| first)
                } else {
                    Err(first)
                }
            }),
            None => Err("no game".to_owned()),
        };
        match result {
            Ok(()) => {
                self.over = false;
                self.roll_dice();
                self.announce_end();
            }
            Err(e) => self.say(&format!("tellusererror Illegal position: {}", clip(&e))),
        }
    }

    /// `undo` (one move) and `remove` (two). With the die, XBoard knows nothing of the rolls:
    /// the roll of the side to move, which no move followed yet, goes back first, then each
    /// move with the roll that decided it, so the position is the one before that roll, and
    /// the die is rolled again.
    fn take_back(&mut self, plies: usize) {
        let Some(board) = &mut self.board else { return };
        for _ in 0..plies {
            undo_roll(board);
            if board.undo().is_none() {
                break;
            }
            undo_roll(board);
        }
        self.over = false;
        self.roll_dice();
    }

    fn set_level(&mut self, rest: &str, line: &str) {
        let parts: Vec<&str> = rest.split_whitespace().collect();
        let [moves, base, increment] = parts[..] else {
            self.error("level needs MPS BASE INC", line);
            return;
        };
        let base = match base.split_once(':') {
            Some((m, s)) => m
                .parse::<u64>()
                .ok()
                .zip(s.parse::<u64>().ok())
                .map(|(m, s)| m.saturating_mul(60).saturating_add(s)),
            None => base.parse::<u64>().ok().map(|m| m.saturating_mul(60)),
        };
        match (moves.parse::<u32>(), base, increment.parse::<f64>()) {
            (Ok(moves), Some(base), Ok(inc)) if inc.is_finite() && inc >= 0.0 => {
                self.level = Some(Level {
                    moves,
                    base: Duration::from_secs(base.min(1_000_000)),
                    increment: Duration::from_secs_f64(inc.min(3600.0)),
                });
                self.per_move = None;
            }
            _ => self.error("bad level", line),
        }
    }

    fn set_option(&mut self, rest: &str) {
        let Some((name, value)) = rest.split_once('=') else {
            self.error("option needs NAME=VALUE", rest);
            return;
        };
        let (name, value) = (name.trim(), value.trim());
        match name {
            "Seed" => match value.parse::<u64>() {
                Ok(seed) => {
                    self.settings.seed = seed;
                    if let Some(board) = &mut self.board {
                        board.reseed(seed);
                    }
                }
                Err(_) => self.error("bad value", rest),
            },
            "VariantPath" => match options::load_variant_file(value) {
                None => {}
                Some(Ok(loaded)) => {
                    for error in &loaded.errors {
                        self.say(&format!("# {}", clip(error)));
                    }
                    // The new variants join the list XBoard offers.
                    self.say(&format!(
                        "feature variants=\"{}\"",
                        xbdefs::names().join(",")
                    ));
                }
                Some(Err(e)) => self.say(&format!("tellusererror {}", clip(&e))),
            },
            "Hash" => match value.parse::<usize>() {
                Ok(mb) if (1..=4096).contains(&mb) => {
                    self.settings.hash_mb = mb;
                    if let Some(board) = &mut self.board {
                        board.resize_table(mb);
                    }
                }
                _ => self.error("bad value", rest),
            },
            _ => {
                let value = match value {
                    "1" if is_check(name) => "true",
                    "0" if is_check(name) => "false",
                    other => other,
                };
                match self.rules.set(name, value) {
                    Ok(true) => {
                        // A rule option changes the game: start it again.
                        if options::all()
                            .iter()
                            .any(|(v, _, n)| *v == self.variant && n == name)
                        {
                            self.restart(true);
                        }
                    }
                    Ok(false) => self.error("unknown option", name),
                    Err(e) => self.say(&format!("tellusererror {}", clip(&e))),
                }
            }
        }
    }

    /// Checks and plays a move of the opponent.
    fn user_move(&mut self, text: &str) {
        let variant = self.variant;
        let Some(board) = &mut self.board else { return };
        if self.over || board.outcome().is_some() {
            self.say(&format!("Illegal move (the game is over): {}", clip(text)));
            return;
        }
        let mut error = None;
        let mut played = false;
        for attempt in xbdefs::move_in(variant, text) {
            match board.play(&attempt) {
                Ok(_) => {
                    played = true;
                    break;
                }
                Err(e) => {
                    error.get_or_insert(e);
                }
            }
        }
        if !played {
            if let Some(letter) = refused_promotion(board, variant, text) {
                self.say(&format!(
                    "Illegal move (the piece does not promote; the move is legal without \
                     `{letter}`): {}",
                    clip(text)
                ));
                return;
            }
            let reason = error.map_or_else(String::new, |e| format!(" ({e})"));
            self.say(&format!("Illegal move{reason}: {}", clip(text)));
            return;
        }
        self.roll_dice();
        self.announce_end();
    }

    /// Rolls the die for whoever must roll, and says what it shows.
    fn roll_dice(&mut self) {
        let Some(board) = &mut self.board else { return };
        while board.is_chance() && board.outcome().is_none() {
            let side = board.turn();
            match board.roll() {
                Some(face) => {
                    let moves = board.legal_moves();
                    let only_pass = moves.len() == 1 && moves[0] == "--";
                    let note = if only_pass {
                        ": no move for it, a pass (@@@@)"
                    } else {
                        ""
                    };
                    self.out
                        .line(&format!("telluser {} rolls {face}{note}", side_name(side)));
                }
                None => break,
            }
        }
    }

    /// Announces the result once the game is over.
    fn announce_end(&mut self) {
        if self.over {
            return;
        }
        let Some(outcome) = self.board.as_ref().and_then(|b| b.outcome()) else {
            return;
        };
        self.over = true;
        self.say(&result_line(outcome));
    }

    /// Starts a search if the engine is to move or analysing.
    fn think(&mut self) {
        if self.running.is_some() {
            return;
        }
        let Some(board) = &self.board else { return };
        let playing = board.outcome().is_none() && !self.over;
        let purpose = if self.analyze {
            Purpose::Analyze
        } else if !self.force && playing && board.turn() == self.engine_side {
            Purpose::Move
        } else {
            return;
        };
        if !playing {
            return;
        }
        let limits = match purpose {
            Purpose::Analyze => Limits::infinite(),
            Purpose::Move => self.limits(),
        };
        let exclude = xbdefs::inexpressible(self.variant);
        let Some(board) = self.board.take() else {
            return;
        };
        let out = self.out.clone();
        let post = self.post || purpose == Purpose::Analyze;
        let variant = self.variant;
        let report: Box<dyn FnMut(&Report) + Send> = Box::new(move |r| {
            if post {
                out.line(&thinking_line(variant, r));
            }
        });
        self.discard = false;
        let running = spawn_search(board, limits, exclude, self.tx.clone(), report);
        self.running = Some((running, purpose));
    }

    /// The limits of a search for a move: the time the clock allows, and `sd`'s depth. Under
    /// `nps` that time is a number of nodes and the wall clock plays no part.
    fn limits(&self) -> Limits {
        let mut limits = match self.nps {
            Some(rate) => {
                // `st` is spent whole: no margin is needed for time the nodes do not take.
                let seconds = self.per_move.unwrap_or_else(|| self.budget()).as_secs_f64();
                Limits::nodes(((seconds * rate as f64) as u64).max(1))
            }
            None => Limits::time(self.budget()),
        };
        limits.depth = self.depth;
        limits
    }

    /// The time to think about a move: `st`'s time less a margin, or a share of the clock.
    fn budget(&self) -> Duration {
        if let Some(t) = self.per_move {
            return t
                .saturating_sub(Duration::from_millis(20))
                .max(Duration::from_millis(5));
        }
        let plies = self.board.as_ref().map_or(0, |b| b.plies());
        let level = self.level.unwrap_or(Level {
            moves: 40,
            base: Duration::from_secs(300),
            increment: Duration::ZERO,
        });
        let moves_to_go = (level.moves > 0).then(|| {
            let made = (plies / 2) as u32 % level.moves;
            level.moves - made
        });
        let clock = Clock {
            left: self.own_time.unwrap_or(level.base),
            increment: level.increment,
            moves_to_go,
        };
        clock.budget()
    }

    /// A search ended.
    fn done(&mut self, board: Box<Board>, result: Option<Report>) {
        let purpose = self.running.take().map(|(_, p)| p);
        self.board = Some(board);
        if self.discard || purpose != Some(Purpose::Move) {
            self.discard = false;
            return;
        }
        let Some(result) = result else { return };
        let best = result.best;
        let variant = self.variant;
        let Some(board) = &mut self.board else { return };
        // A draw the engine may claim, and does unless it stands better.
        if let Some(reason) = board.claimable_draw().filter(|_| result.score <= 0) {
            self.over = true;
            self.say(&result_line(Outcome::Draw { reason }));
            return;
        }
        match board.play(&best) {
            Ok(m) => {
                self.say(&format!("move {}", xbdefs::move_out(variant, &m)));
                self.roll_dice();
                self.announce_end();
            }
            Err(e) => self.say(&format!("telluser internal error: {e}")),
        }
        self.think();
    }

    fn hint(&mut self) {
        let variant = self.variant;
        let Some(board) = &mut self.board else { return };
        if board.outcome().is_some() || board.is_chance() {
            return;
        }
        let limits = Limits::time(Duration::from_millis(300));
        let exclude = xbdefs::inexpressible(variant);
        let stop = std::sync::atomic::AtomicBool::new(false);
        if let Some(best) = board
            .search(&limits, exclude, &stop, &mut |_| {})
            .map(|r| r.best)
        {
            self.say(&format!("Hint: {}", xbdefs::move_out(variant, &best)));
        }
    }
}

/// Takes back the last ply if it was a roll of the die, the only ply played where the die
/// was to be rolled; any other ply is put back.
fn undo_roll(board: &mut Board) {
    let Some(text) = board.undo() else { return };
    if !board.is_chance() {
        // Replaying the ply just taken back cannot fail; were it refused, the game would
        // simply stay a ply shorter.
        let _ = board.play(&text);
    }
}

/// The promotion letter of a move that is legal only without it: XBoard adds a Queen letter
/// to a move of a piece in a slot it promotes. Refused with this reason, not played without
/// the letter, since XBoard's board then holds the promoted piece.
fn refused_promotion(board: &mut Board, variant: Variant, text: &str) -> Option<char> {
    let bare = xbdefs::without_promotion(variant, text)?;
    board.play(&bare).ok()?;
    board.undo();
    text.chars().last()
}

fn is_check(name: &str) -> bool {
    options::all()
        .iter()
        .any(|(_, k, n)| n == name && options::kind(k) == Kind::Check)
}

/// `1-0 {White wins by checkmate}`.
pub(crate) fn result_line(outcome: Outcome) -> String {
    let comment = match outcome {
        Outcome::Decisive { winner, reason } => format!("{} wins by {reason}", side_name(winner)),
        Outcome::Draw { reason } => format!("draw by {reason}"),
        _ => "game over".to_owned(),
    };
    format!("{} {{{comment}}}", outcome.score())
}

/// `White` or `Black`.
pub(crate) fn side_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// XBoard's thinking line: depth, score in centipawns (mates as 100000 + moves), time in
/// centiseconds, nodes, the principal variation.
fn thinking_line(variant: Variant, r: &Report) -> String {
    let score = match mate_distance(r.score) {
        Some(n) if n > 0 => 100_000 + n,
        Some(n) => -100_000 + n,
        None => r.score,
    };
    let pv: Vec<String> = r.pv.iter().map(|m| xbdefs::move_out(variant, m)).collect();
    format!(
        "{} {score} {} {} {}",
        r.depth,
        r.elapsed.as_millis() / 10,
        r.nodes,
        pv.join(" ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use skazka::core::EndReason;

    /// What a session said, shared with the test.
    #[derive(Clone, Default)]
    struct Said(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

    impl std::io::Write for Said {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().expect("unpoisoned").extend_from_slice(buf);
            Ok(buf.len())
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    impl Said {
        /// The lines said since the last call.
        fn take(&self) -> Vec<String> {
            let bytes = std::mem::take(&mut *self.0.lock().expect("unpoisoned"));
            String::from_utf8_lossy(&bytes)
                .lines()
                .map(String::from)
                .collect()
        }
    }

    /// An XBoard session, its inbox and what it says.
    fn session() -> (XBoard, Inbox, Said) {
        let (tx, rx) = std::sync::mpsc::channel();
        let said = Said::default();
        let xb = XBoard::new(Out::new(Box::new(said.clone())), tx.clone());
        (xb, Inbox::new(rx, tx), said)
    }

    /// How many rolls of `side` were announced in `lines`.
    fn rolls(lines: &[String], side: &str) -> usize {
        let prefix = format!("telluser {side} rolls ");
        lines.iter().filter(|l| l.starts_with(&prefix)).count()
    }

    fn send(xb: &mut XBoard, inbox: &mut Inbox, lines: &[&str]) {
        for line in lines {
            assert!(xb.command(line, inbox), "{line}");
        }
    }

    fn board(xb: &mut XBoard) -> &mut Board {
        xb.board.as_mut().expect("a game")
    }

    /// The FEN before the last roll, found by taking the roll back and rolling it again.
    fn before_roll(xb: &mut XBoard) -> String {
        let board = board(xb);
        let roll = board.undo().expect("a roll");
        assert!(board.is_chance(), "{roll} is a roll");
        let fen = board.fen();
        board.play(&roll).expect("the same roll");
        fen
    }

    /// The first legal move that is not a pass, in XBoard's text.
    fn some_move(xb: &mut XBoard) -> String {
        let variant = xb.variant;
        let board = board(xb);
        let text = board
            .legal_moves()
            .into_iter()
            .find(|m| m != "--")
            .expect("a move");
        format!("usermove {}", xbdefs::move_out(variant, &text))
    }

    #[test]
    fn undo_takes_a_volkhv_move_back_with_the_roll_that_decided_it_and_rolls_again() {
        let (mut xb, mut inbox, said) = session();
        send(
            &mut xb,
            &mut inbox,
            &["new", "force", "option volkhv_dice=1", "variant volkhv"],
        );
        assert_eq!(rolls(&said.take(), "White"), 1);
        assert_eq!(board(&mut xb).plies(), 1, "White's roll");
        let start = before_roll(&mut xb);
        let white = some_move(&mut xb);
        send(&mut xb, &mut inbox, &[&white]);
        // White's move and Black's roll.
        assert_eq!(board(&mut xb).plies(), 3);
        said.take();
        send(&mut xb, &mut inbox, &["undo"]);
        // Only the new roll is left, after the position before the first one.
        let lines = said.take();
        assert_eq!((rolls(&lines, "White"), rolls(&lines, "Black")), (1, 0));
        assert_eq!(board(&mut xb).plies(), 1);
        assert_eq!(board(&mut xb).turn(), Color::White);
        assert!(!board(&mut xb).is_chance());
        assert_eq!(before_roll(&mut xb), start);

        let white = some_move(&mut xb);
        send(&mut xb, &mut inbox, &[&white]);
        let black = some_move(&mut xb);
        let after_white = before_roll(&mut xb);
        send(&mut xb, &mut inbox, &[&black]);
        assert_eq!(board(&mut xb).plies(), 5);
        said.take();
        send(&mut xb, &mut inbox, &["undo"]);
        assert_eq!(rolls(&said.take(), "Black"), 1);
        assert_eq!(board(&mut xb).plies(), 3);
        assert_eq!(board(&mut xb).turn(), Color::Black);
        assert_eq!(before_roll(&mut xb), after_white);
        send(&mut xb, &mut inbox, &[&black]);
        said.take();
        send(&mut xb, &mut inbox, &["remove"]);
        assert_eq!(rolls(&said.take(), "White"), 1);
        assert_eq!(board(&mut xb).plies(), 1);
        assert_eq!(before_roll(&mut xb), start);
    }

    #[test]
    fn undo_without_the_die_takes_back_moves_only() {
        let (mut xb, mut inbox, _) = session();
        send(
            &mut xb,
            &mut inbox,
            &[
                "new",
                "force",
                "usermove e2e4",
                "usermove e7e5",
                "usermove g1f3",
            ],
        );
        send(&mut xb, &mut inbox, &["undo"]);
        assert_eq!(board(&mut xb).plies(), 2);
        send(&mut xb, &mut inbox, &["remove"]);
        assert_eq!(board(&mut xb).plies(), 0);
        // Nothing left to take back: nothing happens.
        send(&mut xb, &mut inbox, &["remove"]);
        assert_eq!(board(&mut xb).plies(), 0);
    }

    #[test]
    fn results_name_the_winner_and_the_reason() {
        let o = Outcome::Decisive {
            winner: Color::Black,
            reason: EndReason::Checkmate,
        };
        assert_eq!(result_line(o), "0-1 {Black wins by checkmate}");
    }
}
