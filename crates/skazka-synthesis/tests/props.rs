//! Properties over random playouts, and the cross-check against the independent reference
//! implementation of §6.4 in `tests/common/reference.rs`.

mod common;

use common::reference::Ref;
use proptest::prelude::*;
use skazka_core::{Position, RuleOptions};
use skazka_synthesis::{Options, Synthesis};

/// Start positions that reach every phase quickly.
const STARTS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 S:d1:0 S:d8:0",
    // Both sides after the Queen's loss (phase 3).
    "r3k2r/pppb1ppp/2n2n2/4p3/4P3/2N2N2/PPPB1PPP/R3K2R w KQkq - 0 8 P:-:0 P:-:0",
    // Both classical, Queens away from home.
    "4k3/pp3ppp/2q5/8/8/5Q2/PPP2PPP/4K3 w - - 0 20 C:f3:0 C:c6:0",
    // Mixed: White synthesis, Black in phase 3 close to the escape limit.
    "r3k3/ppp2ppp/2n5/8/8/2N5/PPP2PPP/R2QK2R b KQq - 0 10 S:d1:0 P:-:30",
    // Queens out, few men: checks, counter-checks and king captures come fast.
    "3k4/2p5/8/3q4/8/4Q3/5P2/4K3 w - - 0 5 S:e3:0 S:d5:0",
    // Rook and bishop last of their army: rule 5 after a capture.
    "4k3/1b3p2/8/3q4/8/2Q5/1R3P2/4K3 w - - 0 2 S:c3:0 S:d5:0",
    // Pawns about to promote and an en-passant square.
    "4k3/1P4p1/8/3pP3/8/8/1p4P1/4K3 w - d6 0 6 S:-:0 S:-:0",
    // Sleeping Kings and blocked pawns: forced passes and the double-pass draw.
    "6kr/6p1/6P1/8/8/1p6/1P6/RK6 w - - 0 2 S:-:0 S:-:0",
    "6kr/6p1/6P1/8/8/1p6/1P6/RK4n1 w - - 0 2 S:-:0 S:-:0",
    // Castling rights in classical mode and in phase 3.
    "r3k2r/pppq1ppp/2n5/8/8/2N5/PPPQ1PPP/R3K2R w KQkq - 0 12 C:d2:0 C:d7:0",
    "r3k2r/ppp2ppp/2n5/8/8/2N5/PPP2PPP/R3K2R b KQkq - 0 12 P:-:0 S:-:0",
    // Inconsistent tokens: rule 5 applies after the first ply, a pass included.
    "7k/7p/7P/8/8/p7/P7/K7 w - - 0 2 S:-:0 S:-:0",
];

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

fn sorted_texts(pos: &Synthesis) -> Vec<String> {
    let mut v: Vec<String> = pos
        .legal_move_list()
        .iter()
        .map(|&m| pos.display_move(m).to_string())
        .collect();
    v.sort();
    v
}

fn score(pos: &Synthesis) -> Option<&'static str> {
    pos.outcome().map(|o| o.score())
}

/// Walks one game, checking the crate against the reference at every node. Returns the number
/// of positions checked.
fn cross_check_game(
    start: &str,
    choices: impl IntoIterator<Item = u64>,
    max_plies: usize,
) -> usize {
    cross_check_game_with(start, choices, max_plies, &Options::default())
}

fn cross_check_game_with(
    start: &str,
    choices: impl IntoIterator<Item = u64>,
    max_plies: usize,
    opts: &Options,
) -> usize {
    let mut pos = Synthesis::from_fen(start, opts).unwrap();
    let mut r = Ref::from_fen_with(start, opts);
    let mut checked = 0;
    let mut choices = choices.into_iter();
    for _ in 0..max_plies {
        let fen = pos.to_string();
        assert_eq!(fen, r.fen(), "fen diverged");
        let ours = sorted_texts(&pos);
        let mut theirs: Vec<String> = r.legal().iter().map(|m| m.text()).collect();
        theirs.sort();
        assert_eq!(ours, theirs, "legal moves differ in {fen} under {opts:?}");
        assert_eq!(score(&pos), r.outcome(), "outcome differs in {fen}");
        assert_eq!(pos.is_check(), r.in_check(), "check differs in {fen}");
        checked += 1;
        if ours.is_empty() {
            break;
        }
        let Some(c) = choices.next() else { break };
        let text = &ours[(c % ours.len() as u64) as usize];
        pos.play_text(text).unwrap();
        let rm = *r.legal().iter().find(|m| &m.text() == text).unwrap();
        r = r.play(&rm);
    }
    assert_eq!(pos.to_string(), r.fen());
    checked
}

/// §6.4: the generator equals a literal reading of the specification along random games from
/// positions in every phase.
#[test]
fn generator_matches_reference_on_random_playouts() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut total = 0;
    for (i, start) in STARTS.iter().enumerate() {
        for _ in 0..6 {
            let seed = rng.next();
            let mut g = Rng(seed | 1);
            total += cross_check_game(start, std::iter::from_fn(|| Some(g.next())), 120 + 20 * i);
        }
    }
    assert!(total > 1000, "only {total} positions checked");
}

/// Every non-default option value, for random option sets.
const OPTION_VALUES: &[(&str, &str)] = &[
    ("day_night", "relative-square"),
    ("day_night", "absolute-square"),
    ("day_night", "board-half"),
    ("day_night", "blocks:2"),
    ("day_night", "blocks:3"),
    ("escape_limit", "any-escape"),
    ("escape_limit", "none"),
    ("classic_switch", "event"),
    ("no_move", "stalemate"),
    ("night_rook_bishop", "classical"),
    ("midnight", "night-check"),
    ("post_king_counter_check", "true"),
    ("compulsory_en_passant", "false"),
    ("classic_counter_check", "false"),
    ("castling", "always"),
    ("promotion", "queen"),
    ("first_move", "night"),
];

fn random_options(rng: &mut Rng) -> Options {
    let mut o = Options::default();
    for (k, v) in OPTION_VALUES {
        if rng.next() % 4 == 0 {
            o.set(k, v).unwrap();
        }
    }
    o
}

/// The options too: the generator equals the reference under random option sets.
#[test]
fn generator_matches_reference_under_random_options() {
    let mut rng = Rng(0x1234_5678_9abc_def1);
    let mut total = 0;
    for start in STARTS {
        for _ in 0..4 {
            let o = random_options(&mut rng);
            let seed = rng.next();
            let mut g = Rng(seed | 1);
            total += cross_check_game_with(start, std::iter::from_fn(|| Some(g.next())), 100, &o);
        }
    }
    assert!(total > 1000, "only {total} positions checked");
}

/// A longer campaign of the same (release: `cargo test --release -p skazka-synthesis --
/// --ignored`).
#[test]
#[ignore = "long random cross-check; run in release mode"]
fn generator_matches_reference_long() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut total = 0;
    for start in STARTS {
        for _ in 0..300 {
            let seed = rng.next();
            let mut g = Rng(seed | 1);
            total += cross_check_game(start, std::iter::from_fn(|| Some(g.next())), 300);
            let o = random_options(&mut rng);
            let mut g = Rng(rng.next() | 1);
            total += cross_check_game_with(start, std::iter::from_fn(|| Some(g.next())), 300, &o);
        }
    }
    println!("{total} positions checked");
}

/// The reference and the crate agree on small perft trees too (every node, not one path).
#[test]
fn perft_matches_reference_at_depth_two() {
    let opts = Options::default();
    for start in STARTS {
        let pos = Synthesis::from_fen(start, &opts).unwrap();
        assert_eq!(pos.perft(2), Ref::from_fen(start).perft(2), "{start}");
    }
}

fn play_random(pos: &mut Synthesis, choices: &[u16]) -> Vec<Synthesis> {
    let mut seen = vec![pos.clone()];
    for &c in choices {
        let moves = pos.legal_move_list();
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(moves[c as usize % moves.len()]);
        seen.push(pos.clone());
    }
    seen
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Every generated move plays; FEN round-trips; the hash of a position equals that of its
    /// FEN copy; `is_legal` and `parse_move` agree with generation; legal lists are empty
    /// exactly when the game is over.
    #[test]
    fn playouts_keep_the_invariants(start in 0..STARTS.len(), choices in prop::collection::vec(any::<u16>(), 0..160)) {
        let opts = Options::default();
        let mut pos = Synthesis::from_fen(STARTS[start], &opts).unwrap();
        for p in play_random(&mut pos, &choices) {
            let fen = p.to_string();
            let copy = Synthesis::from_fen(&fen, &opts).unwrap();
            prop_assert_eq!(copy.to_string(), fen.clone());
            let moves = p.legal_move_list();
            prop_assert_eq!(moves.is_empty(), p.outcome().is_some());
            if !p.after_pass() && p.outcome().is_none() {
                prop_assert_eq!(copy.zobrist(), p.zobrist());
                prop_assert_eq!(copy.legal_move_list(), moves.clone());
            }
            for &m in &moves {
                prop_assert!(p.is_legal(m));
                let text = p.display_move(m).to_string();
                prop_assert_eq!(p.parse_move(&text), Ok(m));
            }
        }
    }

    /// Cross-check against the reference along shrinkable random games.
    #[test]
    fn reference_agrees_along_shrinkable_games(start in 0..STARTS.len(), choices in prop::collection::vec(any::<u64>(), 0..60)) {
        cross_check_game(STARTS[start], choices, 60);
    }

    /// Garbage FEN and move text get errors, never panics.
    #[test]
    fn garbage_input_never_panics(fen in "[rnbqkpRNBQKP1-8/ wbSPC:-]{0,80}", text in "\\PC{0,8}") {
        let opts = Options::default();
        let _ = Synthesis::from_fen(&fen, &opts);
        let pos = Synthesis::new(&opts);
        let _ = pos.parse_move(&text);
    }

    /// Mutated valid FENs never panic.
    #[test]
    fn mutated_fens_never_panic(start in 0..STARTS.len(), at in 0usize..100, c in "[ -~]") {
        let mut fen = STARTS[start].to_string();
        let at = at % fen.len();
        fen.replace_range(at..=at, &c);
        if let Ok(p) = Synthesis::from_fen(&fen, &Options::default()) {
            let _ = p.perft(1);
            prop_assert_eq!(Synthesis::from_fen(&p.to_string(), &Options::default()).unwrap().to_string(), p.to_string());
        }
    }
}
