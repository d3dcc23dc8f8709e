//! Many games between machines: the logic of `examples/selfplay.rs`.
//!
//! ```
//! # #[cfg(feature = "chess")] {
//! use skazka::AnyGame;
//! use skazka_examples::selfplay::{Mode, Settings, run};
//!
//! let settings = Settings::new(Mode::Random, 3).with_seed(7).with_max_plies(40);
//! let summary = run(&AnyGame::new("chess", "", None).expect("chess"), &settings, |_, _| {});
//! assert_eq!(summary.games, 3);
//! assert_eq!(summary.white_wins + summary.black_wins + summary.draws + summary.unfinished, 3);
//! # }
//! ```

use core::fmt;
use std::time::{Duration, Instant};

use skazka::AnyGame;
use skazka::core::{Color, Outcome};
use skazka::engine::Limits;

use crate::play::{Config, Player, Session};

/// Who plays whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Mode {
    /// The engine against itself (after a few random opening plies, so games differ).
    Engine,
    /// Random moves on both sides.
    Random,
    /// The engine against a random mover, the engine taking White in even-numbered games
    /// and Black in odd ones.
    EngineVsRandom,
}

impl Mode {
    /// The name [`Mode::parse`] reads: `engine`, `random`, `engine-random`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Mode::Engine => "engine",
            Mode::Random => "random",
            Mode::EngineVsRandom => "engine-random",
        }
    }

    /// Reads `engine`, `random` or `engine-random` (also `vs-random`).
    #[must_use]
    pub fn parse(text: &str) -> Option<Mode> {
        match text.to_ascii_lowercase().as_str() {
            "engine" => Some(Mode::Engine),
            "random" => Some(Mode::Random),
            "engine-random" | "vs-random" | "engine-vs-random" => Some(Mode::EngineVsRandom),
            _ => None,
        }
    }
}

/// How many games, and how they are played.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct Settings {
    /// Who plays.
    pub mode: Mode,
    /// How many games.
    pub games: usize,
    /// The engine's limits per move.
    pub limits: Limits,
    /// Games still going after this many plies end unfinished.
    pub max_plies: usize,
    /// Seed of the first game; game `i` uses `seed + i`.
    pub seed: u64,
    /// Random plies at the start of each game (only in [`Mode::Engine`]).
    pub random_opening: usize,
    /// The size of each engine's transposition table, in MiB.
    pub hash_mb: usize,
    /// Keep each game's PGN record in its [`GameReport::pgn`].
    pub records: bool,
}

impl Settings {
    /// `games` games in `mode`: depth 2, at most 200 plies, seed 1, two random opening plies
    /// in engine-against-engine games.
    #[must_use]
    pub fn new(mode: Mode, games: usize) -> Settings {
        Settings {
            mode,
            games,
            limits: Limits::depth(2),
            max_plies: 200,
            seed: 1,
            random_opening: 2,
            hash_mb: 2,
            records: false,
        }
    }

    /// The same, with other engine limits.
    #[must_use]
    pub fn with_limits(mut self, limits: Limits) -> Settings {
        self.limits = limits;
        self
    }

    /// The same, with another ply cap.
    #[must_use]
    pub fn with_max_plies(mut self, plies: usize) -> Settings {
        self.max_plies = plies;
        self
    }

    /// The same, with another seed.
    #[must_use]
    pub fn with_seed(mut self, seed: u64) -> Settings {
        self.seed = seed;
        self
    }

    /// The same, keeping (or not) each game's PGN record in [`GameReport::pgn`].
    #[must_use]
    pub fn with_records(mut self, records: bool) -> Settings {
        self.records = records;
        self
    }

    /// The players of game `index`.
    #[must_use]
    pub fn players(&self, index: usize) -> (Player, Player) {
        match self.mode {
            Mode::Engine => (Player::Engine, Player::Engine),
            Mode::Random => (Player::Random, Player::Random),
            Mode::EngineVsRandom if index % 2 == 0 => (Player::Engine, Player::Random),
            Mode::EngineVsRandom => (Player::Random, Player::Engine),
        }
    }
}

/// One finished (or capped) game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameReport {
    /// The result; `None` if the ply cap was reached first.
    pub outcome: Option<Outcome>,
    /// Plies played.
    pub plies: usize,
    /// The engine's colour in an engine-against-random game.
    pub engine: Option<Color>,
    /// Wall-clock time.
    pub elapsed: Duration,
    /// The moves, numbered, in short algebraic notation.
    pub record: String,
    /// The final position, in FEN.
    pub fen: String,
    /// The game as a PGN record (tags `Event`, `Round`, `White`, `Black`, `Result`, the
    /// options, and the seed), when [`Settings::records`] asks for it.
    pub pgn: Option<String>,
}

/// Plays one game from `start` between `white` and `black` (no [`Player::Human`]) and reports
/// it. The first `random_opening` plies are random.
///
/// # Panics
/// If a player is [`Player::Human`].
#[must_use]
pub fn play_game(
    start: &AnyGame,
    white: Player,
    black: Player,
    settings: &Settings,
    seed: u64,
) -> GameReport {
    play_round(start, white, black, settings, seed, None)
}

/// The name of a player in a record.
fn player_name(player: Player, settings: &Settings) -> String {
    match player {
        Player::Engine => format!("skazka engine ({})", settings.limits),
        Player::Random => "random mover".to_owned(),
        Player::Human => "person".to_owned(),
    }
}

/// [`play_game`], with the round written in the record.
fn play_round(
    start: &AnyGame,
    white: Player,
    black: Player,
    settings: &Settings,
    seed: u64,
    round: Option<usize>,
) -> GameReport {
    assert!(
        white != Player::Human && black != Player::Human,
        "selfplay needs machine players"
    );
    let started = Instant::now();
    let opening = if settings.mode == Mode::Engine {
        settings.random_opening
    } else {
        0
    };
    let mut config = Config::new(Player::Random, Player::Random)
        .with_limits(settings.limits)
        .with_max_plies(settings.max_plies)
        .with_seed(seed);
    config.hash_mb = settings.hash_mb;
    let mut session = Session::new(start.clone(), config);
    while session.plies() < opening && session.step(|_| {}).is_some() {}
    session.set_players(white, black);
    while session.step(|_| {}).is_some() {}
    let engine = match (white, black) {
        (Player::Engine, Player::Random) => Some(Color::White),
        (Player::Random, Player::Engine) => Some(Color::Black),
        _ => None,
    };
    let elapsed = started.elapsed();
    let pgn = settings.records.then(|| {
        let event = format!("skazka selfplay, mode {}", settings.mode.name());
        let round = round.map_or("?".to_owned(), |r| r.to_string());
        let (white, black) = (player_name(white, settings), player_name(black, settings));
        let (seed, plies) = (seed.to_string(), session.plies().to_string());
        session.pgn_with(&[
            ("Event", &event),
            ("Site", "?"),
            ("Round", &round),
            ("White", &white),
            ("Black", &black),
            ("Seed", &seed),
            ("PlyCount", &plies),
        ])
    });
    GameReport {
        outcome: session.outcome(),
        plies: session.plies(),
        engine,
        elapsed,
        record: session.record(),
        fen: session.game().fen(),
        pgn,
    }
}

/// The results of many games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Summary {
    /// Games played.
    pub games: usize,
    /// Games White won.
    pub white_wins: usize,
    /// Games Black won.
    pub black_wins: usize,
    /// Drawn games.
    pub draws: usize,
    /// Games that hit the ply cap.
    pub unfinished: usize,
    /// Engine-against-random games.
    pub engine_games: usize,
    /// Engine-against-random games the engine won.
    pub engine_wins: usize,
    /// Engine-against-random games the engine lost.
    pub engine_losses: usize,
    /// Plies over all games.
    pub plies: usize,
    /// Time over all games.
    pub elapsed: Duration,
}

impl Summary {
    /// Adds one game.
    pub fn add(&mut self, game: &GameReport) {
        self.games += 1;
        self.plies += game.plies;
        self.elapsed += game.elapsed;
        match game.outcome.map(Outcome::winner) {
            Some(Some(Color::White)) => self.white_wins += 1,
            Some(Some(Color::Black)) => self.black_wins += 1,
            Some(None) => self.draws += 1,
            None => self.unfinished += 1,
        }
        if game.engine.is_some() {
            self.engine_games += 1;
        }
        if let (Some(engine), Some(winner)) = (game.engine, game.outcome.and_then(Outcome::winner))
        {
            if engine == winner {
                self.engine_wins += 1;
            } else {
                self.engine_losses += 1;
            }
        }
    }

    /// Average plies per game.
    #[must_use]
    pub fn average_plies(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.plies as f64 / self.games as f64
        }
    }

    /// Plies per second over all games.
    #[must_use]
    pub fn moves_per_second(&self) -> f64 {
        let secs = self.elapsed.as_secs_f64();
        if secs > 0.0 {
            self.plies as f64 / secs
        } else {
            0.0
        }
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "games {}: white wins {}, black wins {}, draws {}, unfinished {}",
            self.games, self.white_wins, self.black_wins, self.draws, self.unfinished
        )?;
        if self.engine_games > 0 {
            let engine_draws = self.engine_games - self.engine_wins - self.engine_losses;
            writeln!(
                f,
                "engine vs random: engine wins {}, draws or unfinished {}, losses {}",
                self.engine_wins, engine_draws, self.engine_losses
            )?;
        }
        write!(
            f,
            "average length {:.1} plies, {:.1} moves per second, {:.1}s in all",
            self.average_plies(),
            self.moves_per_second(),
            self.elapsed.as_secs_f64()
        )
    }
}

/// Plays `settings.games` games from `start`; `progress` sees each finished game with its
/// index.
pub fn run(
    start: &AnyGame,
    settings: &Settings,
    mut progress: impl FnMut(usize, &GameReport),
) -> Summary {
    let mut summary = Summary::default();
    for i in 0..settings.games {
        let (white, black) = settings.players(i);
        let report = play_round(
            start,
            white,
            black,
            settings,
            settings.seed.wrapping_add(i as u64),
            Some(i + 1),
        );
        summary.add(&report);
        progress(i, &report);
    }
    summary
}
