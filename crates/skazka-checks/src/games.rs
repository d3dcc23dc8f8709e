//! The games under test: one [`Subject`] impl per game crate.

use core::fmt;

use skazka_core::{Game as History, RuleOptions, Rules};

/// A game of the library, chosen by a byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Game {
    /// `skazka_chess::Chess`.
    Chess,
    /// `skazka_stone::Stone`.
    Stone,
    /// `skazka_synthesis::Synthesis`.
    Synthesis,
    /// `skazka_xianling::Xianling`.
    Xianling,
    /// `skazka_volkhv::Volkhv`.
    Volkhv,
}

impl Game {
    /// Every game, in byte order.
    pub const ALL: [Game; 5] = [
        Game::Chess,
        Game::Stone,
        Game::Synthesis,
        Game::Xianling,
        Game::Volkhv,
    ];

    /// The game chosen by `byte` (modulo the number of games).
    #[must_use]
    pub const fn from_byte(byte: u8) -> Game {
        Game::ALL[byte as usize % Game::ALL.len()]
    }

    /// The byte that chooses this game.
    #[must_use]
    pub const fn byte(self) -> u8 {
        self as u8
    }

    /// The game's name (as the facade and the examples spell it).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Game::Chess => "chess",
            Game::Stone => "stone",
            Game::Synthesis => "synthesis",
            Game::Xianling => "xianling",
            Game::Volkhv => "volkhv",
        }
    }

    /// The FENs a fuzz input can start from (index 0 is the start position).
    #[must_use]
    pub fn seed_fens(self) -> &'static [&'static str] {
        match self {
            Game::Chess => skazka_chess::Chess::SEED_FENS,
            Game::Stone => skazka_stone::Stone::SEED_FENS,
            Game::Synthesis => skazka_synthesis::Synthesis::SEED_FENS,
            Game::Xianling => skazka_xianling::Xianling::SEED_FENS,
            Game::Volkhv => skazka_volkhv::Volkhv::SEED_FENS,
        }
    }

    /// Every option key of the game with the values the checks try.
    #[must_use]
    pub fn option_values(self) -> &'static [(&'static str, &'static [&'static str])] {
        match self {
            Game::Chess => skazka_chess::Chess::OPTION_VALUES,
            Game::Stone => skazka_stone::Stone::OPTION_VALUES,
            Game::Synthesis => skazka_synthesis::Synthesis::OPTION_VALUES,
            Game::Xianling => skazka_xianling::Xianling::OPTION_VALUES,
            Game::Volkhv => skazka_volkhv::Volkhv::OPTION_VALUES,
        }
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Runs `$body` with `$t` bound to the position type of `$game`.
macro_rules! on_game {
    ($game:expr, $t:ident => $body:expr) => {
        match $game {
            $crate::Game::Chess => {
                type $t = skazka_chess::Chess;
                $body
            }
            $crate::Game::Stone => {
                type $t = skazka_stone::Stone;
                $body
            }
            $crate::Game::Synthesis => {
                type $t = skazka_synthesis::Synthesis;
                $body
            }
            $crate::Game::Xianling => {
                type $t = skazka_xianling::Xianling;
                $body
            }
            $crate::Game::Volkhv => {
                type $t = skazka_volkhv::Volkhv;
                $body
            }
        }
    };
}
pub(crate) use on_game;

/// What the checks need from a game crate beyond [`Rules`]: a few interesting positions and
/// the option values worth trying.
pub trait Subject: Rules {
    /// Which game this is.
    const GAME: Game;
    /// Start position first, then tricky positions (from the game's perft data and rules tests).
    const SEED_FENS: &'static [&'static str];
    /// Every option key with the values worth trying.
    const OPTION_VALUES: &'static [(&'static str, &'static [&'static str])];

    /// A [`skazka_core::Game`] from `start` with the game's own rules.
    fn new_game(start: Self) -> History<Self> {
        History::new(start)
    }

    /// [`RuleOptions::set`].
    ///
    /// # Errors
    /// The option error's message.
    fn set(options: &mut Self::Options, key: &str, value: &str) -> Result<(), String> {
        options.set(key, value).map_err(|e| e.to_string())
    }

    /// The start position.
    fn start(options: &Self::Options) -> Self {
        <Self as Rules>::new(options)
    }

    /// [`Rules::from_fen`].
    ///
    /// # Errors
    /// The FEN error's message.
    fn read(fen: &str, options: &Self::Options) -> Result<Self, String> {
        <Self as Rules>::from_fen(fen, options).map_err(|e| e.to_string())
    }

    /// Whether the FEN records all of this position's state. Synthesis does not write that the
    /// last move was a pass (docs/notation/synthesis.md: "a position read from FEN never
    /// follows a pass"), so after a pass the re-read position differs in hash and outcome.
    fn fen_is_complete(&self) -> bool {
        true
    }

    /// The options chosen by `index` (see [`option_pairs`]); pairs the game refuses (an
    /// incompatible combination) are skipped.
    #[must_use]
    fn options_of(index: u8) -> Self::Options {
        let mut o = Self::Options::default();
        for (key, value) in option_pairs(Self::OPTION_VALUES, index) {
            if let Err(e) = Self::set(&mut o, key, value) {
                crate::play::check_message(&e);
            }
        }
        o
    }
}

/// The `key=value` pairs chosen by `index`: 0 is the defaults, the next indices set one pair
/// each (every key, every listed value), the rest are mixtures drawn from `index`.
#[must_use]
pub fn option_pairs(
    values: &'static [(&'static str, &'static [&'static str])],
    index: u8,
) -> Vec<(&'static str, &'static str)> {
    let singles: Vec<(&str, &str)> = values
        .iter()
        .flat_map(|&(k, vs)| vs.iter().map(move |&v| (k, v)))
        .collect();
    let i = usize::from(index);
    if i == 0 || singles.is_empty() {
        return Vec::new();
    }
    if let Some(&pair) = singles.get(i - 1) {
        return vec![pair];
    }
    let mut state = u64::from(index).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let mut next = move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    values
        .iter()
        .filter_map(|&(k, vs)| {
            // `vs.len() + 1` choices: 0 keeps the default.
            let r = usize::try_from(next() % (vs.len() as u64 + 1)).unwrap_or(0);
            r.checked_sub(1).and_then(|r| vs.get(r)).map(|&v| (k, v))
        })
        .collect()
}

const BOOL: &[&str] = &["true", "false"];

impl Subject for skazka_chess::Chess {
    const GAME: Game = Game::Chess;
    const SEED_FENS: &'static [&'static str] = &[
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "8/8/8/2k5/2pP4/8/B7/4K3 b - d3 0 3",
        "4k3/8/8/8/8/8/8/4K2R w K - 99 80",
    ];
    const OPTION_VALUES: &'static [(&'static str, &'static [&'static str])] = &[];
}

impl Subject for skazka_stone::Stone {
    const GAME: Game = Game::Stone;
    const SEED_FENS: &'static [&'static str] = &[
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[10:10] w KQkq - 0 1",
        "r3k2r/1(sd)1x1pF1/8/2pP4/3Xp3/8/1P(SD)1xW2/R3K2R[3:4] w KQkq c6 0 1",
        "4k3/1PX3(SD)1/8/8/8/8/1px3(sd)1/4K3[0:0] w - - 0 1",
        "r3k2r/pppppppp/8/8/8/8/XXXXPPPP/R3K2R[1:1] w KQkq - 0 1",
        "4k3/8/8/8/4XPp1/8/8/4K3[10:10] b - f3:e4 0 1",
        "k3N3/2(SD)1P3/8/8/8/8/8/4K2W[10:10] w - - 0 1",
    ];
    const OPTION_VALUES: &'static [(&'static str, &'static [&'static str])] = &[
        ("edition", &["2012-12", "2012-07"]),
        ("stone_cost_opponent_half", &["2", "3"]),
        (
            "lion",
            &["camel", "acedrex", "problemist", "betza:NN", "betza:[F?R]"],
        ),
        ("automatic_draws", BOOL),
        ("horse", &["zebra", "xiangqi"]),
        (
            "superpawn",
            &["sergeant", "sergeant_diagonal", "super_pawn"],
        ),
        ("rule_minus_one", BOOL),
    ];
}

impl Subject for skazka_synthesis::Synthesis {
    const GAME: Game = Game::Synthesis;
    const SEED_FENS: &'static [&'static str] = &[
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 S:d1:0 S:d8:0",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2 S:d1:0 S:d8:0",
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 6 5 S:d1:0 S:d8:0",
        "r3k2r/pppb1ppp/2n2n2/4p3/4P3/2N2N2/PPPB1PPP/R3K2R w KQkq - 0 8 P:-:0 P:-:0",
        "4k3/pp3ppp/2q5/8/8/5Q2/PPP2PPP/4K3 w - - 0 20 C:f3:0 C:c6:0",
        "r3k3/ppp2ppp/2n5/8/8/2N5/PPP2PPP/R2QK2R b KQq - 0 10 S:d1:0 P:-:30",
    ];
    const OPTION_VALUES: &'static [(&'static str, &'static [&'static str])] = &[
        (
            "day_night",
            &[
                "time",
                "relative-square",
                "absolute-square",
                "board-half",
                "blocks:1",
                "blocks:3",
            ],
        ),
        ("escape_limit", &["king-moves", "any-escape", "none"]),
        ("classic_switch", &["state", "event"]),
        ("no_move", &["pass", "stalemate"]),
        ("night_rook_bishop", &["swap", "classical"]),
        ("midnight", &["check", "night-check"]),
        ("post_king_counter_check", BOOL),
        ("compulsory_en_passant", BOOL),
        ("classic_counter_check", BOOL),
        ("castling", &["day", "always"]),
        ("promotion", &["any", "queen"]),
        ("first_move", &["day", "night"]),
    ];

    fn fen_is_complete(&self) -> bool {
        !self.after_pass()
    }
}

impl Subject for skazka_xianling::Xianling {
    const GAME: Game = Game::Xianling;
    const SEED_FENS: &'static [&'static str] = &[
        "arcbqkbcra/lzhiggihzl/snefwwfens/pppppppppp/10/10/PPPPPPPPPP/SNEFWWFENS/LZHIGGIHZL/ARCBQKBCRA w KQkq - 0 1",
        "k9/10/4P5/10/10/10/10/10/10/5K4 w - - 0 1",
        "5k4/10/10/10/10/10/10/10/10/1R3K2R1 w KQ - 0 1",
        "5k4/10/10/5P4/10/10/10/10/10/5c3K w - - 0 1",
        "ar3k2r1/2F7/3P2P3/2p4p2/4+ec3a/1W4s3/7P2/3pC2+K2/w1N2G4/AR3K2RA w KQkq - 0 1",
        "4k5/1+k7z/l1+r1+P1+e1I1/3a1+G4/1+L5c2/3+D1p2g1/+A5+R3/1f+E6+M/7+B2/2H1K5 b - - 0 1",
        "1r3k2r1/2q7/5c4/p9/5+k4/9a/3aPPP3/10/5G4/1RCBQK1CR1 w KQk - 0 1",
    ];
    const OPTION_VALUES: &'static [(&'static str, &'static [&'static str])] = &[
        ("promotion_trigger", &["any-move", "from-penultimate"]),
        ("chase_pawn_targets", &["advanced", "never"]),
        ("repetition_draw", BOOL),
        ("move_limit", &["off", "1", "50", "100"]),
        ("bare_kings_draw", BOOL),
    ];
}

impl Subject for skazka_volkhv::Volkhv {
    const GAME: Game = Game::Volkhv;
    const SEED_FENS: &'static [&'static str] = &[
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - - 0 1",
        "rnbqkbnr/pppp1ppp/8/8/3(pP^)4/8/PPP1PPPP/RNBQKBNR w KQkq - - 0 3",
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - - 0 1",
        "4k3/8/8/3(Pn^Q^)4/8/8/8/4K3 w - - 0 1",
        "4k3/1P6/8/8/8/8/6p1/4K3 b - - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ? 0 1",
    ];
    const OPTION_VALUES: &'static [(&'static str, &'static [&'static str])] = &[
        ("profile", &["volkhv", "federation"]),
        ("dice", BOOL),
        ("own_capture", BOOL),
        ("pawn_own_climb", &["diagonal", "straight"]),
        ("talleyrand", BOOL),
        ("promotion_optional", BOOL),
        ("demote_on_capture", BOOL),
        ("promo_self_only", BOOL),
        ("promo_lone_pawn_only", BOOL),
        ("released_enemy_promo", &["auto", "owner"]),
        ("reroll_on_no_move", BOOL),
        ("queen_face_wild", BOOL),
        ("king_capture_mode", BOOL),
        ("repetition_draw", &["off", "claim", "auto"]),
        ("fifty_move_draw", &["off", "claim", "auto"]),
    ];
}
