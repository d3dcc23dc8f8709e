//! SAN (docs/notation/synthesis.md, "SAN"): every legal move has one SAN that reads back to
//! it, the SANs of a position are distinct, and each kind of move is written as documented.

use std::collections::HashSet;

use skazka_core::san::{SanError, SanWriter, parse_san, write_san};
use skazka_core::{Outcome, Position};
use skazka_synthesis::{Options, Synthesis};

fn options(text: &str) -> Options {
    text.parse().unwrap()
}

fn pos(fen: &str) -> Synthesis {
    Synthesis::from_fen(fen, &Options::default()).unwrap()
}

/// The SAN of the move with move text `text` in `p`.
fn san(p: &Synthesis, text: &str) -> String {
    write_san(p, p.parse_move(text).unwrap())
}

/// The move text of the move `text` (SAN) reads as in `p`.
fn read(p: &Synthesis, text: &str) -> Result<String, SanError> {
    parse_san(p, text).map(|m| m.to_string())
}

/// Every legal move of `p`: its SAN is unique in the position and reads back to it. Adds to
/// `marks` the kinds of SAN seen.
fn check_position(p: &Synthesis, marks: &mut HashSet<&'static str>) -> usize {
    let writer = SanWriter::new(p);
    let moves = p.legal_move_list();
    let mut seen = HashSet::new();
    for &m in moves.iter() {
        let text = writer.write(m);
        assert!(seen.insert(text.clone()), "{p}: two moves written {text}");
        assert_eq!(parse_san(p, &text), Ok(m), "{p}: {text}");
        let body = text.trim_end_matches(['+', '#']);
        for (mark, seen) in [
            ("capture", text.contains('x')),
            ("promotion", text.contains('=')),
            ("check", text.ends_with('+')),
            ("mate", text.ends_with('#')),
            ("castling", text.starts_with("O-O")),
            ("pass", text == "--"),
            ("king capture", body.ends_with('K')),
        ] {
            if seen {
                marks.insert(mark);
            }
        }
    }
    moves.len()
}

/// A small deterministic generator, so that failures reproduce.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Random games from the start and from `starts`; returns the kinds of SAN seen.
fn playouts(opts: &str, starts: &[&str], games: usize, seed: u64) -> HashSet<&'static str> {
    let options = options(opts);
    let mut rng = Rng(seed);
    let mut checked = 0;
    let mut marks = HashSet::new();
    for game in 0..games {
        let mut p = match game % (starts.len() + 1) {
            0 => Synthesis::new(&options),
            i => Synthesis::from_fen(starts[i - 1], &options).unwrap(),
        };
        for _ in 0..150 {
            if p.outcome().is_some() {
                break;
            }
            checked += check_position(&p, &mut marks);
            let moves = p.legal_move_list();
            p.play(moves[rng.below(moves.len())]).unwrap();
        }
    }
    assert!(checked > 2000, "{checked}");
    marks
}

const STARTS: &[&str] = &[
    "r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R w KQkq d6 0 9 S:-:0 S:-:0",
    "3qk3/2P5/8/8/8/8/2p5/3QK3 w - - 0 5 S:d1:0 S:d8:0",
    "4k3/8/8/8/8/8/8/RN2K1NR w - - 0 1 P:-:0 C:-:0",
    "6kr/6p1/6P1/8/8/1p6/1P6/RK6 w - - 0 2 S:-:0 S:-:0",
];

#[test]
fn every_move_reads_back_and_sans_are_distinct_under_the_defaults() {
    let marks = playouts("", STARTS, 60, 1);
    for mark in [
        "capture",
        "promotion",
        "check",
        "mate",
        "castling",
        "pass",
        "king capture",
    ] {
        assert!(marks.contains(mark), "no {mark} in {marks:?}");
    }
}

#[test]
fn every_move_reads_back_and_sans_are_distinct_under_other_options() {
    for (i, opts) in [
        "day_night=relative-square castling=always",
        "day_night=absolute-square escape_limit=any-escape classic_switch=event",
        "day_night=board-half no_move=stalemate night_rook_bishop=classical",
        "midnight=night-check promotion=queen first_move=night",
    ]
    .into_iter()
    .enumerate()
    {
        playouts(opts, STARTS, 20, 10 + i as u64);
    }
}

#[test]
fn pieces_have_their_chess_letters_and_pawns_none() {
    let p = Synthesis::default();
    assert_eq!(san(&p, "g1f3"), "Nf3");
    assert_eq!(san(&p, "e2e4"), "e4");
    // By night the Queen jumps as a Knight and the Rook slides as a Bishop; the letters stay.
    // (Qb5 checks: by day, on White's next move, the Queen reaches e8.)
    let p = pos("4k3/8/8/8/3Q4/8/8/R3K3 w - - 0 2 S:-:0 S:-:0");
    assert_eq!(san(&p, "d4b5"), "Qb5+");
    assert_eq!(san(&p, "d4f3"), "Qf3");
    assert_eq!(san(&p, "a1c3"), "Rc3");
}

#[test]
fn origin_is_given_by_file_then_rank_then_square() {
    let p = pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1 S:-:0 S:-:0");
    assert_eq!(san(&p, "b1d2"), "Nbd2");
    assert_eq!(san(&p, "f1d2"), "Nfd2");
    assert_eq!(san(&p, "f1h2"), "Nh2");
    let p = pos("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1 S:-:0 S:-:0");
    assert_eq!(san(&p, "a1a3"), "R1a3");
    assert_eq!(san(&p, "a5a3"), "R5a3");
    let p = pos("8/8/1k6/8/4Q2Q/8/8/K6Q w - - 0 1 S:-:0 S:-:0");
    assert_eq!(san(&p, "h4e1"), "Qh4e1");
    assert_eq!(san(&p, "e4e1"), "Qee1");
    assert_eq!(san(&p, "h1e1"), "Q1e1");
}

#[test]
fn captures_are_marked_and_pawn_captures_name_their_file() {
    let mut p = Synthesis::default();
    p.play_text("e2e4").unwrap();
    p.play_text("d7d5").unwrap();
    // Night, the Queen at home: the compulsory pawn capture is the only move.
    assert_eq!(san(&p, "e4d5"), "exd5");
    let p = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3 S:-:0 S:-:0");
    assert_eq!(san(&p, "e5d6"), "exd6");
    assert_eq!(san(&p, "e5e6"), "e6");
    let p = pos("4k3/8/8/3n4/8/4N3/8/4K3 w - - 0 1 S:-:0 S:-:0");
    assert_eq!(san(&p, "e3d5"), "Nxd5");
}

#[test]
fn promotions_are_written_with_an_equals_sign() {
    let p = pos("3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1 S:-:0 S:-:0");
    assert_eq!(san(&p, "c7c8q"), "c8=Q");
    assert_eq!(san(&p, "c7c8n"), "c8=N");
    // White's next move is by night: a Bishop on d8 then slides as a Rook and checks, a Rook
    // slides as a Bishop and does not.
    assert_eq!(san(&p, "c7d8b"), "cxd8=B+");
    assert_eq!(san(&p, "c7d8r"), "cxd8=R");
    assert_eq!(read(&p, "c8Q").as_deref(), Ok("c7c8q"));
    assert_eq!(read(&p, "c7c8=Q").as_deref(), Ok("c7c8q"));
    assert_eq!(read(&p, "c8=B").as_deref(), Ok("c7c8b"));
}

#[test]
fn castling_is_written_with_letter_o() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 S:-:0 S:-:0");
    assert_eq!(san(&p, "e1g1"), "O-O");
    assert_eq!(san(&p, "e1c1"), "O-O-O");
    assert_eq!(san(&p, "e1f1"), "Kf1");
    assert_eq!(read(&p, "0-0").as_deref(), Ok("e1g1"));
    assert_eq!(read(&p, "0-0-0").as_deref(), Ok("e1c1"));
}

#[test]
fn a_forced_pass_is_two_dashes() {
    let p = pos("6kr/6p1/6P1/8/8/1p6/1P6/RK6 w - - 0 2 S:-:0 S:-:0");
    assert_eq!(san(&p, "--"), "--");
    assert_eq!(read(&p, "--").as_deref(), Ok("--"));
    assert_eq!(read(&p, "0000").as_deref(), Ok("--"));
}

#[test]
fn a_king_capture_ends_with_k() {
    let p = pos("8/8/8/8/8/8/4k3/4K3 w - - 0 1 S:-:0 S:-:0");
    assert_eq!(san(&p, "e1e2"), "Kxe2K");
    assert_eq!(read(&p, "Kxe2K").as_deref(), Ok("e1e2"));
    assert_eq!(read(&p, "e1e2").as_deref(), Ok("e1e2"));
    // Also when it promotes (rules §7a.15: only the captures of the King are legal here).
    let p = pos("3qk3/8/8/8/8/8/3p4/4K3 b - - 0 1 C:-:0 S:d8:0");
    let mut all: Vec<String> = p
        .legal_move_list()
        .iter()
        .map(|&m| write_san(&p, m))
        .collect();
    all.sort();
    assert_eq!(all, ["dxe1=BK", "dxe1=NK", "dxe1=QK", "dxe1=RK"]);
    // The game is over after it, so no check mark follows.
    let mut after = p.clone();
    after.play(parse_san(&p, "dxe1=QK").unwrap()).unwrap();
    assert!(matches!(after.outcome(), Some(Outcome::Decisive { .. })));
}

#[test]
fn checks_are_marked_plus_and_mates_hash() {
    // The Rook will move as a Bishop on White's next (night) move: b5 checks e8.
    let p = pos("4k3/8/8/8/8/8/8/1R2K3 w - - 0 1 S:-:0 S:-:0");
    assert_eq!(san(&p, "b1b5"), "Rb5+");
    assert_eq!(san(&p, "b1b8"), "Rb8");
    // A classical side mates; a synthesis side's same move is not even check.
    let p = pos("7k/6pp/8/8/8/8/8/3RK3 w - - 0 1 C:-:0 S:-:0");
    assert_eq!(san(&p, "d1d8"), "Rd8#");
    let p = pos("7k/6pp/8/8/8/8/8/3RK3 w - - 0 1 S:-:0 S:-:0");
    assert_eq!(san(&p, "d1d8"), "Rd8");
}

#[test]
fn reading_is_lenient() {
    let p = Synthesis::default();
    for (text, want) in [
        ("Nf3", "g1f3"),
        ("Ng1f3", "g1f3"),
        ("Ngf3", "g1f3"),
        ("N1f3", "g1f3"),
        ("Nxf3", "g1f3"),
        ("N:f3", "g1f3"),
        ("Nf3+", "g1f3"),
        ("Nf3!?", "g1f3"),
        ("g1f3", "g1f3"),
        ("e4", "e2e4"),
        ("e2e4", "e2e4"),
    ] {
        assert_eq!(read(&p, text).as_deref(), Ok(want), "{text}");
    }
}

#[test]
fn ambiguous_input_names_the_candidates() {
    let p = pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1 S:-:0 S:-:0");
    match parse_san(&p, "Nd2") {
        Err(SanError::Ambiguous(mut c)) => {
            c.sort();
            assert_eq!(c, ["Nbd2", "Nfd2"]);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn no_legal_move_written_so_is_illegal() {
    let p = Synthesis::default();
    for text in [
        "Qh5", "e5", "Nf4", "O-O", "--", "exd5", "Ke2", "e8=Q", "Nf3%",
    ] {
        assert_eq!(parse_san(&p, text), Err(SanError::Illegal), "{text}");
    }
    // A King capture without its mark is not the written form.
    let p = pos("8/8/8/8/8/8/4k3/4K3 w - - 0 1 S:-:0 S:-:0");
    assert_eq!(parse_san(&p, "Kxe2"), Err(SanError::Illegal));
}

#[test]
fn text_no_move_has_is_malformed() {
    let p = Synthesis::default();
    let long = "N".repeat(100);
    for text in ["", "   ", "é4", long.as_str()] {
        assert_eq!(parse_san(&p, text), Err(SanError::Malformed), "{text:?}");
    }
}
