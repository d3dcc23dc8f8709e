//! A game between people and engines: the logic of `examples/play.rs`, as a library so that
//! it can be tested.
//!
//! A [`Session`] holds an [`AnyGame`] (history, undo, draw rules, history rules such as the
//! Xianling chase rule), an [`AnyEngine`] and a seeded [`Rng`] for die rolls and random
//! movers. [`run`] drives a session from text input to text output: both the interactive
//! program and the engine-against-itself mode are this one loop.
//!
//! Moves are read in short algebraic notation or in the game's coordinate move text, and
//! shown in short algebraic notation (see [`skazka::core::san`]). `save FILE` writes the game
//! as PGN ([`Session::pgn`]); a session made from a recorded game goes on with its history.
//!
//! ```
//! use skazka::AnyGame;
//! use skazka::engine::Limits;
//! use skazka_examples::play::{Command, Config, Player, Reply, Session};
//!
//! let config = Config::new(Player::Human, Player::Engine).with_limits(Limits::depth(2));
//! let mut session = Session::new(AnyGame::new("chess", "", None)?, config);
//! assert_eq!(session.handle(Command::parse("e2e4")), Reply::Played("e4".into()));
//! assert_eq!(session.handle(Command::parse("undo")), Reply::Info("took back e4".into()));
//! assert_eq!(session.handle(Command::parse("e4")), Reply::Played("e4".into()));
//! assert!(matches!(session.handle(Command::parse("e2e5")), Reply::Error(_)));
//! let reply = session.step(|_| {}).expect("the engine answers");
//! assert_eq!(session.plies(), 2);
//! assert!(session.handle(Command::parse("undo")) == Reply::Info("took back e4 ".to_owned() + &reply));
//! # Ok::<(), skazka::GameError>(())
//! ```

use std::collections::HashMap;
use std::io::{self, BufRead, Write};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use skazka::core::{Color, Outcome, Position};
use skazka::engine::{Limits, Progress, Rng, SearchResult, format_score, pieces_table};
use skazka::pgn::GameResult;
use skazka::render::Style;
use skazka::stone::{Stone, UnitKind};
use skazka::{AnyEngine, AnyGame, AnyPosition, SearchOptions};

/// Who moves for one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Player {
    /// A person typing commands.
    Human,
    /// The built-in engine.
    Engine,
    /// A uniformly random legal move.
    Random,
}

/// How a session is played.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct Config {
    /// Who plays White.
    pub white: Player,
    /// Who plays Black.
    pub black: Player,
    /// The engine's limits per move.
    pub limits: Limits,
    /// Stop an unfinished game after this many plies (counted as a draw by selfplay).
    pub max_plies: Option<usize>,
    /// Seed of the die rolls and random moves.
    pub seed: u64,
    /// The size of the engine's transposition table, in MiB.
    pub hash_mb: usize,
    /// How boards are drawn.
    pub style: Style,
    /// Show the engine's progress on one line that is rewritten (for terminals).
    pub live_progress: bool,
}

impl Config {
    /// White and Black players with the defaults: depth 4, no ply cap, seed 1, an 8 MiB
    /// table, plain boards.
    #[must_use]
    pub fn new(white: Player, black: Player) -> Config {
        Config {
            white,
            black,
            limits: Limits::default(),
            max_plies: None,
            seed: 1,
            hash_mb: 8,
            style: Style::PLAIN,
            live_progress: false,
        }
    }

    /// The same, with other engine limits.
    #[must_use]
    pub fn with_limits(mut self, limits: Limits) -> Config {
        self.limits = limits;
        self
    }

    /// The same, with a ply cap.
    #[must_use]
    pub fn with_max_plies(mut self, plies: usize) -> Config {
        self.max_plies = Some(plies);
        self
    }

    /// The same, with another seed.
    #[must_use]
    pub fn with_seed(mut self, seed: u64) -> Config {
        self.seed = seed;
        self
    }

    /// The player of `color`.
    #[must_use]
    pub fn player(&self, color: Color) -> Player {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }
}

/// A line typed by a person.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Command {
    /// A move in short algebraic notation or the game's coordinate move text.
    Move(String),
    /// Write the game as PGN to a file.
    Save(String),
    /// List the legal moves.
    Moves,
    /// List the pieces of the game: letters, names, moves.
    Pieces,
    /// Take back the last move (and the engine's answer).
    Undo,
    /// Show the FEN.
    Fen,
    /// Ask the engine for a move.
    Hint,
    /// Claim a draw by repetition or move limit.
    Draw,
    /// Show the commands.
    Help,
    /// Leave.
    Quit,
    /// An empty line.
    Nothing,
}

impl Command {
    /// Reads a command; any text that is not a command word is taken as a move.
    ///
    /// ```
    /// use skazka_examples::play::Command;
    ///
    /// assert_eq!(Command::parse(" Undo "), Command::Undo);
    /// assert_eq!(Command::parse("e2e4"), Command::Move("e2e4".into()));
    /// assert_eq!(Command::parse("save game.pgn"), Command::Save("game.pgn".into()));
    /// assert_eq!(Command::parse(""), Command::Nothing);
    /// ```
    #[must_use]
    pub fn parse(line: &str) -> Command {
        let text = line.trim();
        let lower = text.to_ascii_lowercase();
        if lower == "save" || lower.starts_with("save ") {
            return Command::Save(text[4..].trim().to_owned());
        }
        match lower.as_str() {
            "" => Command::Nothing,
            "moves" | "list" => Command::Moves,
            "pieces" | "men" => Command::Pieces,
            "undo" | "back" => Command::Undo,
            "fen" => Command::Fen,
            "hint" => Command::Hint,
            "draw" => Command::Draw,
            "help" | "?" => Command::Help,
            "quit" | "exit" => Command::Quit,
            _ => Command::Move(text.to_owned()),
        }
    }
}

/// The commands, for `help`.
pub const HELP: &str = "\
commands:
  <move>   play a move in SAN (Nf3, exd5, O-O) or coordinate text (g1f3)
  moves    list the legal moves
  pieces   list the pieces of the game: letters, names and moves
  undo     take back your last move and the engine's answer (also after the end)
  fen      show the position as FEN
  hint     ask the engine for a move
  draw     claim a draw (repetition or move limit) when one is available
  save F   write the game so far as PGN to the file F (also after the end)
  help     show this text
  quit     leave the game";

/// What a command did.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Reply {
    /// The move was played (in short algebraic notation).
    Played(String),
    /// Something to show.
    Info(String),
    /// The command failed; nothing changed.
    Error(String),
    /// The player leaves.
    Quit,
}

/// A game in progress between players of any kind.
#[derive(Debug)]
pub struct Session {
    game: AnyGame,
    engine: AnyEngine,
    rng: Rng,
    config: Config,
    /// What the last move brought besides itself (Stone chess's capture bonus).
    note: Option<String>,
}

impl Session {
    /// A session that goes on with `game` (a new game, or a recorded one: its moves count for
    /// repetitions and can be taken back).
    #[must_use]
    pub fn new(game: AnyGame, config: Config) -> Session {
        Session {
            game,
            engine: AnyEngine::with_megabytes(config.hash_mb),
            rng: Rng::new(config.seed),
            config,
            note: None,
        }
    }

    /// What the last move brought besides itself: in Stone chess, the stones a capture gave
    /// the captured unit's owner (`+4 stones to black for the captured knight`).
    pub fn note(&self) -> Option<&str> {
        self.note.as_deref()
    }

    /// The game so far.
    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// Plies played.
    pub fn plies(&self) -> usize {
        self.game.plies()
    }

    /// The result, if the game is over (by the rules or by a claimed draw).
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// Whether the ply cap is reached without a result.
    pub fn is_capped(&self) -> bool {
        self.outcome().is_none() && self.config.max_plies.is_some_and(|m| self.plies() >= m)
    }

    /// Whether nothing more will be played.
    pub fn is_over(&self) -> bool {
        self.outcome().is_some() || self.is_capped()
    }

    /// Changes who plays each side from now on.
    pub fn set_players(&mut self, white: Player, black: Player) {
        self.config.white = white;
        self.config.black = black;
    }

    /// Who decides the next move: `None` at a chance node (the die decides).
    pub fn player_to_move(&self) -> Option<Player> {
        if self.game.is_chance() {
            None
        } else {
            Some(self.config.player(self.game.turn()))
        }
    }

    /// The board with the last move marked, then the game's extra lines and a status line.
    pub fn render(&self) -> String {
        // A person who plays Black alone sees the board from Black's side.
        let flipped = self.config.black == Player::Human && self.config.white != Player::Human;
        let style = self.config.style.with_flipped(flipped);
        let mut s = self.game.render(style);
        s.push_str(&self.status());
        s.push('\n');
        s
    }

    /// One line: the last move, whose turn it is and check, or the result.
    pub fn status(&self) -> String {
        let last = self
            .last_move_text()
            .map_or(String::new(), |m| format!("last move {m}; "));
        if self.outcome().is_some() {
            return format!("{last}the game is over");
        }
        if self.is_capped() {
            return format!("{last}stopped at the ply limit");
        }
        let check = if self.game.is_check() {
            ", in check"
        } else {
            ""
        };
        let what = if self.game.is_chance() {
            "to roll"
        } else {
            "to move"
        };
        format!("{last}{} {what}{check}", self.game.turn())
    }

    /// The last move in short algebraic notation.
    pub fn last_move_text(&self) -> Option<String> {
        self.game.history().last().map(|m| m.san.clone())
    }

    /// The number of the next ply as a record writes it: `12.` when White is to move (or to
    /// roll), `12...` when Black is. The record counts from 1.
    pub fn next_move_number(&self) -> String {
        let sides = self
            .game
            .history()
            .iter()
            .map(|m| m.side)
            .chain([self.game.turn()]);
        let mut number = 0;
        let mut last_mover = None;
        for mover in sides {
            if (mover == Color::White && last_mover != Some(Color::White)) || number == 0 {
                number += 1;
            }
            last_mover = Some(mover);
        }
        match self.game.turn() {
            Color::White => format!("{number}."),
            Color::Black => format!("{number}..."),
        }
    }

    /// The moves played, in short algebraic notation, numbered: `1. e4 e5 2. Nf3`.
    pub fn record(&self) -> String {
        let mut out = String::new();
        let mut number = 0;
        let mut last_mover = None;
        for played in self.game.history() {
            let mover = played.side;
            if mover == Color::White && last_mover != Some(Color::White) {
                number += 1;
                out.push_str(&format!("{number}. "));
            } else if number == 0 {
                number = 1;
                out.push_str("1... ");
            }
            last_mover = Some(mover);
            out.push_str(&played.san);
            out.push(' ');
        }
        out.trim_end().to_owned()
    }

    /// The legal moves in short algebraic notation.
    pub fn legal_moves_text(&self) -> Vec<String> {
        if self.is_over() {
            return Vec::new();
        }
        self.game.legal_moves().into_iter().map(|m| m.san).collect()
    }

    /// The result as a PGN record writes it: that of the outcome (a claimed draw included),
    /// `*` while the game goes on.
    pub fn result(&self) -> GameResult {
        GameResult::from_outcome(self.outcome())
    }

    /// The game so far as a PGN record: its start position, options and moves, with the
    /// tags `White` and `Black` (`person`, `skazka engine` or `random mover`), `Date` (today)
    /// and `Result`.
    pub fn pgn(&self) -> String {
        self.pgn_with(&[])
    }

    /// [`Session::pgn`] with more tags, or other values for its own.
    pub fn pgn_with(&self, tags: &[(&str, &str)]) -> String {
        let name = |player| match player {
            Player::Human => "person",
            Player::Engine => "skazka engine",
            Player::Random => "random mover",
        };
        let date = pgn_date(SystemTime::now());
        let mut all = vec![
            ("White", name(self.config.white)),
            ("Black", name(self.config.black)),
            ("Date", date.as_str()),
        ];
        all.extend_from_slice(tags);
        self.game.pgn(&all)
    }

    /// Writes the game as PGN to the file `path`.
    fn save(&self, path: &str) -> Reply {
        if path.is_empty() {
            return Reply::Error("`save` needs a file name: save FILE".to_owned());
        }
        match std::fs::write(path, self.pgn()) {
            Ok(()) => Reply::Info(format!(
                "saved {} plies to {path} ({})",
                self.plies(),
                self.result()
            )),
            Err(e) => Reply::Error(format!("cannot write {path}: {e}")),
        }
    }

    /// Carries out a person's command.
    pub fn handle(&mut self, command: Command) -> Reply {
        match command {
            Command::Nothing => Reply::Info(String::new()),
            Command::Help => Reply::Info(HELP.to_owned()),
            Command::Quit => Reply::Quit,
            Command::Fen => Reply::Info(self.game.fen()),
            Command::Moves => {
                let moves = self.legal_moves_text();
                match moves.len() {
                    0 => Reply::Info("no legal moves".to_owned()),
                    1 => Reply::Info(format!("1 legal move: {}", moves[0])),
                    n => Reply::Info(format!("{n} legal moves: {}", moves.join(" "))),
                }
            }
            Command::Pieces => Reply::Info(pieces_table(&self.game.pieces())),
            Command::Undo => self.undo(),
            Command::Save(path) => self.save(&path),
            Command::Hint => match self.search(|_| {}) {
                Some(r) => Reply::Info(format!(
                    "hint: {} ({}, depth {})",
                    self.san_of(&r.best),
                    format_score(r.score),
                    r.depth
                )),
                None => Reply::Error("no move to hint: the game is over".to_owned()),
            },
            Command::Draw => match self.game.claim_draw() {
                Ok(Outcome::Draw { reason }) => Reply::Info(format!("draw claimed by {reason}")),
                _ => Reply::Error("no draw can be claimed now".to_owned()),
            },
            Command::Move(text) => self.play_text(&text),
        }
    }

    /// The SAN of the legal move whose move text is `text` (the text itself if none is).
    fn san_of(&self, text: &str) -> String {
        self.game
            .legal_moves()
            .into_iter()
            .find(|m| m.text == text)
            .map_or_else(|| text.to_owned(), |m| m.san)
    }

    /// Plays a move given in SAN or move text, if the game goes on and the move is legal.
    fn play_text(&mut self, text: &str) -> Reply {
        if self.is_over() {
            return Reply::Error("the game is over (try `undo`, `save FILE` or `quit`)".to_owned());
        }
        if self.game.is_chance() {
            return Reply::Error("the die is rolled for you".to_owned());
        }
        let before = self.game.position();
        match self.game.play(text) {
            Ok(played) => {
                self.note = capture_bonus(&before, &self.game.position());
                Reply::Played(played.san)
            }
            Err(e) => match self.game.refusal(text) {
                Some(why) => Reply::Error(format!("{why} (type `moves` for the legal moves)")),
                None => Reply::Error(format!(
                    "{e} (type `moves` for the legal moves, `help` for commands)"
                )),
            },
        }
    }

    /// Takes back moves until a person is to move again (at least one move).
    fn undo(&mut self) -> Reply {
        if self.game.plies() == 0 {
            return Reply::Error("nothing to take back".to_owned());
        }
        self.note = None;
        let mut taken = Vec::new();
        while let Some(m) = self.game.undo() {
            taken.push(m.san);
            let human_turn = self.player_to_move() == Some(Player::Human);
            if human_turn || self.game.plies() == 0 {
                break;
            }
        }
        // The roll that decided the move goes back with it: the die is rolled again.
        if let Some(roll) = self.undo_roll() {
            taken.push(roll);
        }
        taken.reverse();
        Reply::Info(format!("took back {}", taken.join(" ")))
    }

    /// Takes back the last entry of the history if it is a die roll; its SAN.
    fn undo_roll(&mut self) -> Option<String> {
        let last = self.game.undo()?;
        if self.game.is_chance() {
            return Some(last.san);
        }
        // Not a roll: the move is played again.
        self.game.play(&last.text).ok();
        None
    }

    /// Searches the current position with the game's history; `progress` sees each
    /// iteration with its best move in SAN.
    fn search(
        &mut self,
        mut progress: impl FnMut(&Progress<String>),
    ) -> Option<SearchResult<String>> {
        if self.is_over() {
            return None;
        }
        let san: HashMap<String, String> = self
            .game
            .legal_moves()
            .into_iter()
            .map(|m| (m.text, m.san))
            .collect();
        self.game.search(
            &mut self.engine,
            &self.config.limits,
            SearchOptions::default(),
            |r| {
                let mut p = r.progress();
                if let Some(s) = san.get(&p.best) {
                    p.best.clone_from(s);
                }
                progress(&p);
            },
        )
    }

    /// Lets the side to move play if it is not a person: a die roll at a chance node, the
    /// engine's move, or a random move. Returns the move in short algebraic notation; `None`
    /// if the game is over or a person is to move. `progress` sees the engine's iterations.
    ///
    /// An engine claims an available draw when its static score is not above zero.
    pub fn step(&mut self, progress: impl FnMut(&Progress<String>)) -> Option<String> {
        if self.is_over() {
            return None;
        }
        let before = self.game.position();
        self.note = None;
        let played = match self.player_to_move() {
            Some(Player::Human) => return None,
            None | Some(Player::Random) => self.game.play_random(&mut self.rng)?,
            Some(Player::Engine) => {
                if self.game.claimable_draw().is_some() && self.game.evaluate() <= 0 {
                    if let Ok(Outcome::Draw { reason }) = self.game.claim_draw() {
                        return Some(format!("(claims a draw by {reason})"));
                    }
                }
                let best = self.search(progress)?.best;
                self.game.play(&best).ok()?
            }
        };
        self.note = capture_bonus(&before, &self.game.position());
        Some(played.san)
    }
}

/// Stone chess's capture bonus between two positions a move apart: the stones the captured
/// unit's owner received and the unit's name. `None` in other games and for other moves.
fn capture_bonus(before: &AnyPosition, after: &AnyPosition) -> Option<String> {
    let (AnyPosition::Stone(before), AnyPosition::Stone(after)) = (before, after) else {
        return None;
    };
    let owner = !before.turn();
    let victim = lost_unit(before, after, owner)?;
    let stones = after.reserve(owner).checked_sub(before.reserve(owner))?;
    let plural = if stones == 1 { "" } else { "s" };
    Some(format!(
        "+{stones} stone{plural} to {owner} for the captured {}",
        victim.to_lowercase()
    ))
}

/// The name of the kind of which `color` has one unit fewer after the move.
fn lost_unit(before: &Stone, after: &Stone, color: Color) -> Option<&'static str> {
    let count = |pos: &Stone, kind: UnitKind| {
        pos.occupied_by(color)
            .into_iter()
            .filter(|&sq| pos.unit_at(sq).is_some_and(|u| u.kind == kind))
            .count()
    };
    UnitKind::ALL
        .iter()
        .find(|&&kind| count(after, kind) < count(before, kind))
        .map(|kind| kind.name())
}

/// Plays a session to its end: people type commands on `input`, everything is written to
/// `output`. Without a [`Player::Human`] this is a game between machines that prints each
/// move, then the final board, the move record and the result. With a person, the game stays
/// open after its end, for `undo` (and the other commands) until `quit` or the end of
/// `input`. Returns the result, `None` for an unfinished game (ply cap, `quit`, or the end of
/// `input` before the end).
///
/// # Errors
/// Only errors of reading `input` or writing `output`.
pub fn run(
    game: AnyGame,
    config: Config,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> io::Result<Option<Outcome>> {
    run_session(Session::new(game, config), input, output)
}

/// [`run`] from a session already set up.
///
/// # Errors
/// Only errors of reading `input` or writing `output`.
pub fn run_session(
    mut session: Session,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> io::Result<Option<Outcome>> {
    let interactive =
        session.config.white == Player::Human || session.config.black == Player::Human;
    let live = session.config.live_progress;
    if interactive {
        writeln!(
            output,
            "type `help` for the commands, `pieces` for the pieces of the game"
        )?;
    } else {
        write!(output, "{}", session.render())?;
    }
    let mut board_shown = false;
    // Whether the end of the game (board, record, result) has been written.
    let mut end_shown = false;
    loop {
        if session.is_over() && !end_shown {
            if !interactive {
                writeln!(output)?;
            }
            if !interactive || !board_shown {
                write!(output, "{}", session.render())?;
                board_shown = true;
            }
            writeln!(output, "moves: {}", session.record())?;
            match session.outcome() {
                Some(o) => writeln!(output, "result: {o}")?,
                None => writeln!(
                    output,
                    "result: unfinished after {} plies (no result)",
                    session.plies()
                )?,
            }
            end_shown = true;
            if !interactive {
                return Ok(session.outcome());
            }
            // After the end a person may still take moves back, save the game or leave.
            writeln!(
                output,
                "the game is over: `undo` takes moves back, `save FILE` writes the game as PGN, \
                 `quit` leaves"
            )?;
        }
        let who = if session.is_over() {
            Some(Player::Human)
        } else {
            session.player_to_move()
        };
        match who {
            Some(Player::Human) => {
                if !board_shown {
                    write!(output, "{}", session.render())?;
                    board_shown = true;
                }
                write!(output, "{}> ", session.game().turn())?;
                output.flush()?;
                let mut line = String::new();
                if input.read_line(&mut line)? == 0 {
                    writeln!(output)?;
                    return Ok(session.outcome());
                }
                match session.handle(Command::parse(&line)) {
                    Reply::Played(m) => {
                        writeln!(output, "you play {m}")?;
                        if let Some(note) = session.note() {
                            writeln!(output, "{note}")?;
                        }
                        board_shown = false;
                    }
                    Reply::Info(text) if text.is_empty() => {}
                    Reply::Info(text) => {
                        writeln!(output, "{text}")?;
                        if text.starts_with("took back") {
                            board_shown = false;
                            end_shown = false;
                        }
                    }
                    Reply::Error(text) => writeln!(output, "error: {text}")?,
                    Reply::Quit => {
                        writeln!(output, "bye")?;
                        return Ok(session.outcome());
                    }
                }
            }
            who => {
                let mover = session.game().turn();
                let number = session.next_move_number();
                let ply = session.plies() + 1;
                let mut last = None;
                let started = Instant::now();
                let played = session.step(|p| {
                    if live {
                        let _ = write!(
                            output,
                            "\r\x1b[2Kthinking: depth {} best {} score {} nodes {}",
                            p.depth,
                            p.best,
                            format_score(p.score),
                            p.nodes
                        );
                        let _ = output.flush();
                    }
                    last = Some(p.clone());
                });
                let spent = started.elapsed();
                if live {
                    write!(output, "\r\x1b[2K")?;
                }
                let Some(m) = played else { continue };
                if session.plies() < ply {
                    // No move was played: the engine claimed a draw.
                    writeln!(output, "{number:>6} {mover} {}", m.trim_matches(['(', ')']))?;
                    continue;
                }
                let how = match (who, last) {
                    (None, _) => format!("rolls {m}"),
                    (_, Some(p)) => format!(
                        "plays {m}   (depth {}, {}, {} nodes, {:.2}s)",
                        p.depth,
                        format_score(p.score),
                        p.nodes,
                        spent.as_secs_f64()
                    ),
                    _ => format!("plays {m}"),
                };
                writeln!(output, "{number:>6} {mover} {how}")?;
                if let Some(note) = session.note() {
                    writeln!(output, "{:>6} {note}", "")?;
                }
                board_shown = false;
            }
        }
    }
}

/// The day of `time` as a PGN `Date` tag writes it: `2026.12.01` (UTC).
fn pgn_date(time: SystemTime) -> String {
    let secs = time.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let days = i64::try_from(secs / 86_400).unwrap_or(0);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn dates_are_written_as_pgn_dates() {
        let at = |secs| pgn_date(UNIX_EPOCH + Duration::from_secs(secs));
        assert_eq!(at(0), "1970.01.01");
        assert_eq!(at(951_782_400), "2000.02.29");
        assert_eq!(at(1_796_083_200), "2026.12.01");
    }
}
