//! The catalogue: every section reads and compiles, under a name of its own, and each
//! variant's start position and number of legal moves there are Fairy-Stockfish's.
//!
//! The expected values are facts about the variants, recorded from pyffish (Fairy-Stockfish's
//! Python binding): the start position as Fairy-Stockfish writes it,
//! `get_fen(name, start_fen(name), [])` (its variant's `startFen` text itself may leave fields
//! out), and `len(legal_moves(name, start_fen(name), []))`. The
//! tests collect every variant that differs before failing, so one run lists them all.

use std::collections::HashSet;

use skazka_core::{Position, Rules};
use skazka_fairy::{Definition, DefinitionError, FairyPosition, Variant, catalogue, ini};

/// Each catalogue variant, in the catalogue's order: its name, its start position as
/// Fairy-Stockfish writes it, and the number of legal moves there.
const EXPECTED: &[(&str, &str, u64)] = &[
    (
        "chess",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    (
        "normal",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    (
        "fischerandom",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
        20,
    ),
    (
        "nocastle",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        20,
    ),
    (
        "armageddon",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    (
        "torpedo",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    (
        "berolina",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        30,
    ),
    (
        "pawnsideways",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    (
        "pawnback",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    (
        "legan",
        "knbrp3/bqpp4/npp5/rp1p3P/p3P1PR/5PPN/4PPQB/3PRBNK w - - 0 1",
        8,
    ),
    (
        "fairy",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    (
        "raazuvaa",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        12,
    ),
    (
        "makruk",
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
        23,
    ),
    (
        "makpong",
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
        23,
    ),
    (
        "cambodian",
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1",
        25,
    ),
    (
        "karouk",
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 1+1 0 1",
        25,
    ),
    (
        "ai-wok",
        "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1",
        26,
    ),
    (
        "sittuyin",
        "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1",
        88,
    ),
    (
        "asean",
        "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1",
        23,
    ),
    (
        "shatranj",
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1",
        16,
    ),
    (
        "chaturanga",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        16,
    ),
    (
        "amazon",
        "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1",
        22,
    ),
    (
        "georgian",
        "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w - - 0 1",
        22,
    ),
    (
        "nightrider",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        24,
    ),
    (
        "grasshopper",
        "rnbqkbnr/gggggggg/pppppppp/8/8/PPPPPPPP/GGGGGGGG/RNBQKBNR w KQkq - 0 1",
        28,
    ),
    (
        "hoppelpoppel",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    (
        "newzealand",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    (
        "kingofthehill",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    ("racingkings", "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1", 21),
    (
        "knightmate",
        "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1",
        18,
    ),
    (
        "misere",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    (
        "losers",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    (
        "giveaway",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    (
        "antichess",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        20,
    ),
    (
        "suicide",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        20,
    ),
    (
        "codrus",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    (
        "extinction",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    (
        "kinglet",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    (
        "threekings",
        "knbqkbnk/pppppppp/8/8/8/8/PPPPPPPP/KNBQKBNK w - - 0 1",
        20,
    ),
    (
        "spartan",
        "lgkcckwl/hhhhhhhh/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
        20,
    ),
    (
        "shatar",
        "rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1",
        20,
    ),
    (
        "horde",
        "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1",
        8,
    ),
    (
        "nocheckatomic",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    (
        "atomic",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    (
        "coregal",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    ("fox-and-hounds", "1h1h1h1h/8/8/8/8/8/8/4F3 w - - 0 1", 2),
    (
        "3check",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1",
        20,
    ),
    (
        "5check",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 5+5 0 1",
        20,
    ),
    (
        "crazyhouse",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
        20,
    ),
    (
        "loop",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
        20,
    ),
    (
        "chessgi",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
        20,
    ),
    (
        "pocketknight",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1",
        52,
    ),
    (
        "placement",
        "8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1",
        40,
    ),
    (
        "seirawan",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQBCDFGkqbcdfg - 0 1",
        28,
    ),
    (
        "shouse",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQBCDFGkqbcdfg - 0 1",
        92,
    ),
    (
        "dragon",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Dd] w KQkq - 0 1",
        20,
    ),
    (
        "paradigm",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    ("losalamos", "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1", 10),
    ("gardner", "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1", 7),
    (
        "almost",
        "rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1",
        22,
    ),
    (
        "sortofalmost",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1",
        22,
    ),
    (
        "chigorin",
        "rbbqkbbr/pppppppp/8/8/8/8/PPPPPPPP/RNNCKNNR w KQkq - 0 1",
        26,
    ),
    (
        "perfect",
        "cmqgkbnr/pppppppp/8/8/8/8/PPPPPPPP/CMQGKBNR w KQkq - 0 1",
        23,
    ),
    (
        "clobber",
        "PpPpP/pPpPp/PpPpP/pPpPp/PpPpP/pPpPp w - - 0 1",
        49,
    ),
    (
        "clobber10",
        "PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP w - - 0 1",
        180,
    ),
    (
        "breakthrough",
        "pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w - - 0 1",
        22,
    ),
    ("ataxx", "P5p/7/7/7/7/7/p5P w - - 0 1", 16),
    (
        "flipersi",
        "8/8/8/8/8/8/8/8[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppp] w - - 0 1",
        4,
    ),
    (
        "flipello",
        "8/8/8/3pP3/3Pp3/8/8/8[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp] w - - 0 1",
        4,
    ),
    (
        "flipello10",
        "10/10/10/10/4pP4/4Pp4/10/10/10/10[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp] w - - 0 1",
        4,
    ),
    (
        "jesonmor",
        "nnnnnnnnn/9/9/9/9/9/9/9/NNNNNNNNN w - - 0 1",
        30,
    ),
    (
        "minixiangqi",
        "rcnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1",
        19,
    ),
    (
        "manchu",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/9/M1BAKAB2 w - - 0 1",
        18,
    ),
    (
        "xiangqi",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        44,
    ),
    (
        "janggi",
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
        32,
    ),
    (
        "janggitraditional",
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
        32,
    ),
    (
        "janggimodern",
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
        32,
    ),
    (
        "janggicasual",
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
        32,
    ),
    ("minishogi", "rbsgk/4p/5/P4/KGSBR[] w - - 0 1", 14),
    ("mini", "rbsgk/4p/5/P4/KGSBR[] w - - 0 1", 14),
    ("dobutsu", "gle/1c1/1C1/ELG[] w - - 0 1", 4),
    ("kyotoshogi", "p+nks+l/5/5/5/+LSK+NP[] w - - 0 1", 12),
    ("micro", "kb+r+l/p3/4/3P/+L+RBK[] w - - 0 1", 9),
    ("gorogoro", "sgkgs/5/1ppp1/1PPP1/5/SGKGS[] w - - 0 1", 16),
    ("judkins", "rbnsgk/5p/6/6/P5/KGSNBR[] w - - 0 1", 20),
    (
        "euroshogi",
        "1nbgkgn1/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/1NGKGBN1[] w - - 0 1",
        25,
    ),
    (
        "okisakishogi",
        "lnsgkqgsnl/1r6b1/pppppppppp/10/10/10/10/PPPPPPPPPP/1B6R1/LNSGQKGSNL[] w - - 0 1",
        37,
    ),
    (
        "shogi",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1",
        30,
    ),
    (
        "checkshogi",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 1+1 0 1",
        30,
    ),
    (
        "shoshogi",
        "lnsgkgsnl/1r2e2b1/ppppppppp/9/9/9/PPPPPPPPP/1B2E2R1/LNSGKGSNL w - - 0 1",
        26,
    ),
    (
        "torishogi",
        "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[] w - - 0 1",
        17,
    ),
    (
        "yarishogi",
        "rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[] w - - 0 1",
        20,
    ),
    (
        "capablanca",
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
        28,
    ),
    (
        "capahouse",
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR[] w KQkq - 0 1",
        28,
    ),
    (
        "caparandom",
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w JAja - 0 1",
        28,
    ),
    (
        "gothic",
        "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1",
        28,
    ),
    (
        "embassy",
        "rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1",
        28,
    ),
    (
        "janus",
        "rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1",
        28,
    ),
    (
        "modern",
        "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq - 0 1",
        24,
    ),
    (
        "chancellor",
        "rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1",
        24,
    ),
    (
        "centaur",
        "rcnbqkbncr/pppppppppp/10/10/10/10/PPPPPPPPPP/RCNBQKBNCR w KQkq - 0 1",
        28,
    ),
    (
        "courier",
        "rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w - - 0 1",
        26,
    ),
    (
        "grand",
        "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1",
        65,
    ),
    (
        "opulent",
        "rw6wr/clbnqknbla/pppppppppp/10/10/10/10/PPPPPPPPPP/CLBNQKNBLA/RW6WR w - - 0 1",
        50,
    ),
    (
        "tencubed",
        "2cwamwc2/1rnbqkbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNBQKBNR1/2CWAMWC2 w - - 0 1",
        40,
    ),
    (
        "shako",
        "c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1",
        58,
    ),
    (
        "wolf",
        "qwfrbbnk/pssppssp/1pp2pp1/8/8/8/8/1PP2PP1/PSSPPSSP/KNBBRFWQ w - - 0 1",
        23,
    ),
    (
        "gustav3",
        "arnbqkbnra/*pppppppp*/*8*/*8*/*8*/*8*/*PPPPPPPP*/ARNBQKBNRA w KQkq - 0 1",
        22,
    ),
    (
        "omicron",
        "w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W w KQkq - 0 1",
        30,
    ),
    (
        "troitzky",
        "****qk****/**rnbbnr**/*pppppppp*/*8*/10/10/*8*/*PPPPPPPP*/**RNBBNR**/****QK**** w - - 0 1",
        20,
    ),
    (
        "petrified",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    (
        "atomar",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    (
        "duck",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        640,
    ),
    ("isolation", "3p2/6/6/6/6/6/6/2P3 w - - 0 1", 225),
    ("isolation7x7", "3p3/7/7/7/7/7/3P3 w - - 0 1", 230),
    ("snailtrail", "6p/7/7/7/7/7/P6 w - - 0 1", 3),
    ("joust", "8/8/8/4n3/3N4/8/8/8 w - - 0 1", 8),
    (
        "amazons",
        "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1",
        2176,
    ),
];

/// Every variant Fairy-Stockfish has built in (pyffish's `variants()`): each is in the
/// catalogue or named, with its reason, in the comment at the top of the catalogue's text.
const BUILT_IN: &[&str] = &[
    "3check",
    "5check",
    "ai-wok",
    "almost",
    "amazon",
    "amazons",
    "antichess",
    "armageddon",
    "asean",
    "ataxx",
    "atomar",
    "atomic",
    "berolina",
    "breakthrough",
    "bughouse",
    "cambodian",
    "capablanca",
    "capahouse",
    "caparandom",
    "centaur",
    "chancellor",
    "chaturanga",
    "checkshogi",
    "chess",
    "chessgi",
    "chigorin",
    "clobber",
    "clobber10",
    "codrus",
    "coregal",
    "courier",
    "crazyhouse",
    "dobutsu",
    "dragon",
    "duck",
    "embassy",
    "euroshogi",
    "extinction",
    "fairy",
    "fischerandom",
    "flipello",
    "flipello10",
    "flipersi",
    "fox-and-hounds",
    "gardner",
    "georgian",
    "giveaway",
    "gorogoro",
    "gothic",
    "grand",
    "grasshopper",
    "gustav3",
    "hoppelpoppel",
    "horde",
    "isolation",
    "isolation7x7",
    "janggi",
    "janggicasual",
    "janggimodern",
    "janggitraditional",
    "janus",
    "jesonmor",
    "joust",
    "judkins",
    "karouk",
    "kinglet",
    "kingofthehill",
    "knightmate",
    "koedem",
    "kyotoshogi",
    "legan",
    "loop",
    "losalamos",
    "losers",
    "makpong",
    "makruk",
    "manchu",
    "micro",
    "mini",
    "minishogi",
    "minixiangqi",
    "misere",
    "modern",
    "newzealand",
    "nightrider",
    "nocastle",
    "nocheckatomic",
    "normal",
    "okisakishogi",
    "omicron",
    "opulent",
    "paradigm",
    "pawnback",
    "pawnsideways",
    "perfect",
    "petrified",
    "placement",
    "pocketknight",
    "raazuvaa",
    "racingkings",
    "seirawan",
    "shako",
    "shatar",
    "shatranj",
    "shogi",
    "shoshogi",
    "shouse",
    "sittuyin",
    "snailtrail",
    "sortofalmost",
    "spartan",
    "suicide",
    "supply",
    "tencubed",
    "threekings",
    "torishogi",
    "torpedo",
    "troitzky",
    "wolf",
    "xiangqi",
    "yarishogi",
];

/// Every section of the catalogue's text, read as the catalogue reads it.
fn sections() -> Vec<Definition> {
    ini::parse(catalogue::TEXT, &|_| None)
        .unwrap_or_else(|e| panic!("the catalogue's text does not read: {e}"))
}

/// The start position of the catalogue variant `name`, or why there is none.
fn start(name: &str) -> Result<FairyPosition, String> {
    let definition = catalogue::get(name).ok_or("not in the catalogue")?;
    let variant = Variant::new(definition).map_err(|e| format!("does not compile: {e}"))?;
    FairyPosition::start(&variant).map_err(|e| format!("start position unreadable: {e}"))
}

/// The sections whose rules use a key play does not implement yet, with that key: they are
/// refused by name, never played with the rule ignored.
const PENDING: &[(&str, &str)] = &[];

fn pending_key(name: &str) -> Option<&'static str> {
    PENDING
        .iter()
        .find(|&&(n, _)| n == name)
        .map(|&(_, key)| key)
}

#[test]
fn every_section_compiles_or_is_pending_for_a_named_rule() {
    let failures: Vec<String> = sections()
        .into_iter()
        .filter_map(|definition| {
            let name = definition.name.clone();
            match (Variant::new(definition), pending_key(&name)) {
                (Ok(_), None) => None,
                (Err(DefinitionError::Unsupported(key)), Some(expected)) if key == expected => None,
                (Ok(_), Some(key)) => {
                    Some(format!("{name}: compiles, but is listed as needing {key}"))
                }
                (Err(e), _) => Some(format!("{name}: {e}")),
            }
        })
        .collect();
    assert!(
        failures.is_empty(),
        "sections that do not compile as recorded:\n{}",
        failures.join("\n")
    );
    let pending: Vec<&str> = catalogue::pending().map(|(name, _)| name).collect();
    let recorded: Vec<&str> = PENDING.iter().map(|&(name, _)| name).collect();
    assert_eq!(
        pending, recorded,
        "catalogue::pending lists the refused sections"
    );
}

#[test]
fn names_are_unique_and_the_recorded_ones() {
    let names: Vec<String> = sections().into_iter().map(|d| d.name).collect();
    let unique: HashSet<&str> = names.iter().map(String::as_str).collect();
    assert_eq!(unique.len(), names.len(), "a name is used twice: {names:?}");
    let recorded: Vec<&str> = EXPECTED.iter().map(|&(name, _, _)| name).collect();
    assert_eq!(names, recorded);
    assert_eq!(names.first().map(String::as_str), Some("chess"));
    for name in &names {
        assert_eq!(
            catalogue::get(name).map(|d| d.name),
            Some(name.clone()),
            "`{name}` is not found under its name"
        );
    }
    for name in catalogue::names() {
        assert!(unique.contains(name), "`{name}` is not a section");
    }
    assert!(catalogue::get("no-such-variant").is_none());
}

#[test]
fn every_built_in_variant_is_in_the_catalogue_or_listed_as_left_out() {
    let names: Vec<String> = sections().into_iter().map(|d| d.name).collect();
    let header: Vec<&str> = catalogue::TEXT
        .lines()
        .take_while(|line| !line.starts_with('['))
        .collect();
    for &name in BUILT_IN {
        let included = names.iter().any(|n| n == name);
        let listed = header
            .iter()
            .any(|line| line.starts_with(&format!("# {name}: ")));
        assert!(
            included != listed,
            "`{name}` must be either a section or listed as left out, not both or neither"
        );
    }
    for name in &names {
        assert!(
            BUILT_IN.contains(&name.as_str()),
            "`{name}` is not one of Fairy-Stockfish's built-in variants"
        );
    }
}

#[test]
fn start_positions_are_fairy_stockfish_s() {
    let failures: Vec<String> = EXPECTED
        .iter()
        .filter(|&&(name, _, _)| pending_key(name).is_none())
        .filter_map(|&(name, fen, _)| match start(name) {
            Ok(p) if p.fen_text() == fen => None,
            Ok(p) => Some(format!("{name}: {} (expected {fen})", p.fen_text())),
            Err(e) => Some(format!("{name}: {e}")),
        })
        .collect();
    assert!(
        failures.is_empty(),
        "start positions that differ:\n{}",
        failures.join("\n")
    );
}

#[test]
fn legal_moves_from_the_start_are_fairy_stockfish_s() {
    let failures: Vec<String> = EXPECTED
        .iter()
        .filter(|&&(name, _, _)| pending_key(name).is_none())
        .filter_map(|&(name, _, moves)| match start(name) {
            Ok(p) if p.perft(1) == moves => None,
            Ok(p) => Some(format!("{name}: {} moves (expected {moves})", p.perft(1))),
            Err(e) => Some(format!("{name}: {e}")),
        })
        .collect();
    assert!(
        failures.is_empty(),
        "perft(1) from the start that differs:\n{}",
        failures.join("\n")
    );
}

/// Counting the legal moves takes shortcuts that listing them does not (perft's last ply
/// counts whole sets of destinations at once); along seeded random games in every catalogue
/// variant, the count is always the list's length.
#[test]
fn the_count_of_legal_moves_is_the_length_of_their_list_along_random_games() {
    let mut failures = Vec::new();
    for name in catalogue::names() {
        let Ok(mut p) = start(name) else { continue };
        let mut seed = name
            .bytes()
            .fold(7u64, |h, b| h.wrapping_mul(31) ^ u64::from(b));
        for ply in 0..120 {
            let moves = p.legal_move_list();
            let moves = moves.as_ref();
            if p.legal_move_count() != moves.len() {
                failures.push(format!(
                    "{name} at ply {ply} ({}): counted {}, listed {}",
                    p.fen(),
                    p.legal_move_count(),
                    moves.len()
                ));
                break;
            }
            if moves.is_empty() {
                break;
            }
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let m = moves[(seed >> 33) as usize % moves.len()];
            p.play_unchecked(m);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
