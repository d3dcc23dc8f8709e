//! A game between people and engines: the logic of `examples/play.rs`, as a library so that
//! it can be tested.
//!
//! A [`Session`] holds a [`Game`] (history, undo, draw rules, history rules such as the
//! Xianling chase rule), an [`Engine`] and a seeded [`Rng`] for die rolls and random movers.
//! [`run`] drives a session from text input to text output: both the interactive program and
//! the engine-against-itself mode are this one loop.
//!
//! Moves are read in short algebraic notation or in the game's coordinate move text, and
//! shown in short algebraic notation (see [`skazka_core::san`]). `save FILE` writes the game
//! as PGN ([`Session::pgn`]); [`Session::from_game`] continues a recorded game with its
//! history.
//!
//! ```
//! # #[cfg(feature = "chess")] {
//! use skazka::chess::Chess;
//! use skazka::engine::Limits;
//! use skazka::engine::play::{Command, Config, Player, Reply, Session};
//!
//! let config = Config::new(Player::Human, Player::Engine).with_limits(Limits::depth(2));
//! let mut session = Session::new(Chess::new(), config);
//! assert_eq!(session.handle(Command::parse("e2e4")), Reply::Played("e4".into()));
//! assert_eq!(session.handle(Command::parse("undo")), Reply::Info("took back e4".into()));
//! assert_eq!(session.handle(Command::parse("e4")), Reply::Played("e4".into()));
//! assert!(matches!(session.handle(Command::parse("e2e5")), Reply::Error(_)));
//! let reply = session.step(|_| {}).expect("the engine answers");
//! assert_eq!(session.plies(), 2);
//! assert!(session.handle(Command::parse("undo")) == Reply::Info("took back e4 ".to_owned() + &reply));
//! # }
//! ```

use std::io::{self, BufRead, Write};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use skazka_core::san::{San, SanWriter, parse_san, write_san};
use skazka_core::{Color, Game, MoveBuffer, Outcome, Position, Rules, Square};
use skazka_pgn::{GameRecord, GameResult};

use super::{Engine, Evaluate, Limits, Progress, Rng, SearchResult, format_score};
use crate::render::{self, Cell, Style};

/// What the play loop needs of a game beyond its rules and evaluation: how its board looks,
/// and its short algebraic notation ([`San`]) for the moves shown and the records written.
/// Implemented in this crate for every game of the library;
/// [`PositionVisitor`](crate::PositionVisitor) hands positions of this kind to generic code.
pub trait Playable: Rules + Evaluate + San {
    /// What stands on `square`, for [`render::board`].
    fn cell(&self, square: Square) -> Option<Cell>;

    /// The game's own text diagram (its extra state lines are shown under the board).
    fn diagram(&self) -> String;

    /// The kinds of piece of the game under this position's options, for the `pieces`
    /// command: letters, board symbols, names and moves. Empty unless the game lists them.
    fn pieces(&self) -> Vec<PieceInfo> {
        Vec::new()
    }

    /// Why a move that the rules refuse here is refused, when there is more to say than
    /// "illegal" (a Volkhv die that shows another face); `None` otherwise.
    fn refusal(&self, text: &str) -> Option<String> {
        let _ = text;
        None
    }
}

/// One kind of piece as people read it, for the `pieces` command of `play`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct PieceInfo {
    /// The letter or token of the move text and FEN (White's, upper case).
    pub letter: String,
    /// What the board shows for White's piece (a figurine for the orthodox pieces).
    pub symbol: String,
    /// The name.
    pub name: String,
    /// How it moves: Betza notation where it fits, with notes.
    pub moves: String,
}

impl PieceInfo {
    /// A piece with its letter, board symbol, name and moves.
    #[must_use]
    pub fn new(
        letter: impl ToString,
        symbol: impl Into<String>,
        name: impl Into<String>,
        moves: impl Into<String>,
    ) -> PieceInfo {
        PieceInfo {
            letter: letter.to_string(),
            symbol: symbol.into(),
            name: name.into(),
            moves: moves.into(),
        }
    }
}

/// The pieces as a table, one line each: letter, board symbol, name, moves.
#[must_use]
pub fn pieces_table(pieces: &[PieceInfo]) -> String {
    if pieces.is_empty() {
        return "this game lists no pieces".to_owned();
    }
    let width = |f: fn(&PieceInfo) -> &str| {
        pieces
            .iter()
            .map(|p| f(p).chars().count())
            .max()
            .unwrap_or(0)
    };
    let (wl, ws, wn) = (
        width(|p| p.letter.as_str()).max(6),
        width(|p| p.symbol.as_str()).max(5),
        width(|p| p.name.as_str()),
    );
    let pad = |text: &str, w: usize| format!("{text}{}", " ".repeat(w - text.chars().count()));
    let mut out = format!(
        "{}  {}  {}  moves (Betza notation, for White)\n",
        pad("letter", wl),
        pad("board", ws),
        pad("name", wn)
    );
    for p in pieces {
        out.push_str(&format!(
            "{}  {}  {}  {}\n",
            pad(&p.letter, wl),
            pad(&p.symbol, ws),
            pad(&p.name, wn),
            p.moves
        ));
    }
    out.push_str(
        "Black's pieces are the same letters in lower case (black figurines on the board).",
    );
    out
}

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
    /// Transposition-table slots of the engine.
    pub tt_entries: usize,
    /// How boards are drawn.
    pub style: Style,
    /// Show the engine's progress on one line that is rewritten (for terminals).
    pub live_progress: bool,
}

impl Config {
    /// White and Black players with the defaults: depth 4, no ply cap, seed 1, 2^18 table
    /// slots, plain boards.
    #[must_use]
    pub fn new(white: Player, black: Player) -> Config {
        Config {
            white,
            black,
            limits: Limits::default(),
            max_plies: None,
            seed: 1,
            tt_entries: 1 << 18,
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
    /// use skazka::engine::play::Command;
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
pub struct Session<P: Playable> {
    game: Game<P>,
    engine: Engine<P::Move>,
    rng: Rng,
    config: Config,
    /// A draw claimed by a player.
    claimed: Option<Outcome>,
}

impl<P: Playable> Session<P> {
    /// A session from `start`.
    #[must_use]
    pub fn new(start: P, config: Config) -> Session<P> {
        Session::from_game(Game::new(start), config)
    }

    /// A session that goes on with `game` (a recorded game, say): its moves count for
    /// repetitions and can be taken back.
    #[must_use]
    pub fn from_game(game: Game<P>, config: Config) -> Session<P> {
        Session {
            game,
            engine: Engine::new(config.tt_entries),
            rng: Rng::new(config.seed),
            config,
            claimed: None,
        }
    }

    /// The current position.
    pub fn position(&self) -> &P {
        self.game.position()
    }

    /// The game so far.
    pub fn game(&self) -> &Game<P> {
        &self.game
    }

    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// Plies played.
    pub fn plies(&self) -> usize {
        self.game.moves().len()
    }

    /// The result, if the game is over (by the rules or by a claimed draw).
    pub fn outcome(&self) -> Option<Outcome> {
        self.claimed.or_else(|| self.game.outcome())
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
        if self.position().is_chance() {
            None
        } else {
            Some(self.config.player(self.position().turn()))
        }
    }

    /// The board with the last move marked, then the game's extra lines and a status line.
    pub fn render(&self) -> String {
        let previous = self.game.positions().rev().nth(1);
        // A person who plays Black alone sees the board from Black's side.
        let flipped = self.config.black == Player::Human && self.config.white != Player::Human;
        let style = self.config.style.with_flipped(flipped);
        let mut s = render::board(self.position(), previous, style);
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
        let pos = self.position();
        let check = if pos.is_check() { ", in check" } else { "" };
        let what = if pos.is_chance() {
            "to roll"
        } else {
            "to move"
        };
        format!("{last}{} {what}{check}", pos.turn())
    }

    /// The last move in short algebraic notation.
    pub fn last_move_text(&self) -> Option<String> {
        let m = *self.game.moves().last()?;
        let before = self.game.positions().rev().nth(1)?;
        Some(write_san(before, m))
    }

    /// The number of the next ply as a record writes it: `12.` when White is to move (or to
    /// roll), `12...` when Black is. The record counts from 1.
    pub fn next_move_number(&self) -> String {
        let mut number = 0;
        let mut last_mover = None;
        for pos in self.game.positions() {
            let mover = pos.turn();
            if (mover == Color::White && last_mover != Some(Color::White)) || number == 0 {
                number += 1;
            }
            last_mover = Some(mover);
        }
        match self.position().turn() {
            Color::White => format!("{number}."),
            Color::Black => format!("{number}..."),
        }
    }

    /// The moves played, in short algebraic notation, numbered: `1. e4 e5 2. Nf3`.
    pub fn record(&self) -> String {
        let mut out = String::new();
        let mut number = 0;
        let mut last_mover = None;
        for (pos, &m) in self.game.positions().zip(self.game.moves()) {
            let mover = pos.turn();
            if mover == Color::White && last_mover != Some(Color::White) {
                number += 1;
                out.push_str(&format!("{number}. "));
            } else if number == 0 {
                number = 1;
                out.push_str("1... ");
            }
            last_mover = Some(mover);
            out.push_str(&write_san(pos, m));
            out.push(' ');
        }
        out.trim_end().to_owned()
    }

    /// The legal moves in short algebraic notation.
    pub fn legal_moves_text(&self) -> Vec<String> {
        if self.is_over() {
            return Vec::new();
        }
        let pos = self.position();
        let writer = SanWriter::new(pos);
        pos.legal_move_list()
            .as_ref()
            .iter()
            .map(|&m| writer.write(m))
            .collect()
    }

    /// The result as a PGN record writes it: that of the outcome (a claimed draw included),
    /// `*` while the game goes on.
    pub fn result(&self) -> GameResult {
        GameResult::from_outcome(self.outcome())
    }

    /// The game so far as a PGN record: its start position, options and moves, with the
    /// tags `White` and `Black` (`person`, `skazka engine` or `random mover`), `Date` (today)
    /// and `Result`.
    pub fn pgn(&self) -> GameRecord<P> {
        let name = |player| match player {
            Player::Human => "person",
            Player::Engine => "skazka engine",
            Player::Random => "random mover",
        };
        let mut record = GameRecord::from_game(self.game.clone())
            .with_tag("White", name(self.config.white))
            .with_tag("Black", name(self.config.black))
            .with_tag("Date", pgn_date(SystemTime::now()));
        record.set_result(self.result());
        record
    }

    /// Writes the game as PGN to the file `path`.
    fn save(&self, path: &str) -> Reply {
        if path.is_empty() {
            return Reply::Error("`save` needs a file name: save FILE".to_owned());
        }
        match std::fs::write(path, self.pgn().to_string()) {
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
            Command::Fen => Reply::Info(self.position().to_string()),
            Command::Moves => {
                let moves = self.legal_moves_text();
                match moves.len() {
                    0 => Reply::Info("no legal moves".to_owned()),
                    1 => Reply::Info(format!("1 legal move: {}", moves[0])),
                    n => Reply::Info(format!("{n} legal moves: {}", moves.join(" "))),
                }
            }
            Command::Pieces => Reply::Info(pieces_table(&self.position().pieces())),
            Command::Undo => self.undo(),
            Command::Save(path) => self.save(&path),
            Command::Hint => match self.search(|_| {}) {
                Some(r) => Reply::Info(format!(
                    "hint: {} ({}, depth {})",
                    write_san(self.position(), r.best),
                    format_score(r.score),
                    r.depth
                )),
                None => Reply::Error("no move to hint: the game is over".to_owned()),
            },
            Command::Draw => match self.game.claimable_draw() {
                Some(reason) if self.outcome().is_none() => {
                    self.claimed = Some(Outcome::Draw { reason });
                    Reply::Info(format!("draw claimed by {reason}"))
                }
                _ => Reply::Error("no draw can be claimed now".to_owned()),
            },
            Command::Move(text) => self.play_text(&text),
        }
    }

    /// Plays a move given in SAN or move text, if the game goes on and the move is legal.
    fn play_text(&mut self, text: &str) -> Reply {
        if self.is_over() {
            return Reply::Error("the game is over (try `undo`, `save FILE` or `quit`)".to_owned());
        }
        if self.position().is_chance() {
            return Reply::Error("the die is rolled for you".to_owned());
        }
        let before = self.position().clone();
        let played = parse_san(&before, text).map(|m| {
            self.game
                .play(m)
                .map(|()| m)
                .map_err(|_| skazka_core::san::SanError::Illegal)
        });
        match played.and_then(|r| r) {
            Ok(m) => Reply::Played(write_san(&before, m)),
            Err(e) => match before.refusal(text) {
                Some(why) => Reply::Error(format!("{why} (type `moves` for the legal moves)")),
                None => Reply::Error(format!(
                    "`{text}`: {e} (type `moves` for the legal moves, `help` for commands)"
                )),
            },
        }
    }

    /// Takes back moves until a person is to move again (at least one move).
    fn undo(&mut self) -> Reply {
        if self.game.moves().is_empty() {
            return Reply::Error("nothing to take back".to_owned());
        }
        self.claimed = None;
        let mut taken = Vec::new();
        while let Some(m) = self.game.undo() {
            taken.push(write_san(self.position(), m));
            let human_turn = self.player_to_move() == Some(Player::Human);
            if human_turn || self.game.moves().is_empty() {
                break;
            }
        }
        taken.reverse();
        Reply::Info(format!("took back {}", taken.join(" ")))
    }

    /// Searches the current position with the game's history.
    fn search(
        &mut self,
        mut progress: impl FnMut(&Progress<P::Move>),
    ) -> Option<SearchResult<P::Move>> {
        if self.is_over() {
            return None;
        }
        let history: Vec<u64> = self
            .game
            .positions()
            .rev()
            .skip(1)
            .rev()
            .map(Position::zobrist)
            .collect();
        let pos = self.game.position();
        self.engine
            .search(pos, &self.config.limits, &history, &mut progress)
    }

    /// Lets the side to move play if it is not a person: a die roll at a chance node, the
    /// engine's move, or a random move. Returns the move in short algebraic notation; `None`
    /// if the game is over or
    /// a person is to move. `progress` sees the engine's iterations.
    ///
    /// An engine claims an available draw when its static score is not above zero.
    ///
    /// # Panics
    /// Only if the game's own move generation is broken: the move played always comes from
    /// the legal move list.
    pub fn step(&mut self, mut progress: impl FnMut(&Progress<String>)) -> Option<String> {
        if self.is_over() {
            return None;
        }
        let pos = self.position().clone();
        let m = match self.player_to_move() {
            Some(Player::Human) => return None,
            None | Some(Player::Random) => {
                let moves = pos.legal_move_list();
                moves.as_ref()[self.rng.below(moves.len())]
            }
            Some(Player::Engine) => {
                if let Some(reason) = self.game.claimable_draw() {
                    if pos.evaluate() <= 0 {
                        self.claimed = Some(Outcome::Draw { reason });
                        return Some(format!("(claims a draw by {reason})"));
                    }
                }
                let writer = SanWriter::new(&pos);
                let text = |m: P::Move| writer.write(m);
                let r = self.search(|p| {
                    progress(&Progress {
                        depth: p.depth,
                        best: text(p.best),
                        score: p.score,
                        nodes: p.nodes,
                        elapsed: p.elapsed,
                    });
                })?;
                r.best
            }
        };
        let text = write_san(&pos, m);
        self.game
            .play(m)
            .expect("the move comes from the legal move list");
        Some(text)
    }
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
pub fn run<P: Playable>(
    start: P,
    config: Config,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> io::Result<Option<Outcome>> {
    run_session(Session::new(start, config), input, output)
}

/// [`run`] from a session already set up: a recorded game to go on with
/// ([`Session::from_game`]), say.
///
/// # Errors
/// Only errors of reading `input` or writing `output`.
pub fn run_session<P: Playable>(
    mut session: Session<P>,
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
                write!(output, "{}> ", session.position().turn())?;
                output.flush()?;
                let mut line = String::new();
                if input.read_line(&mut line)? == 0 {
                    writeln!(output)?;
                    return Ok(session.outcome());
                }
                match session.handle(Command::parse(&line)) {
                    Reply::Played(m) => {
                        writeln!(output, "you play {m}")?;
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
                let mover = session.position().turn();
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
