//! Xianling written as data (`tests/data/xianling.ini`) against the hand-written
//! `skazka-xianling` crate: the same perft from the start and from every position of that
//! crate's perft suite (`crates/skazka-xianling/tests/data/xianling.perft`), counted by both
//! here and compared with the suite's recorded counts, and against a make-and-test reference
//! written with the core's tables alone.

use skazka_core::Position;
use skazka_core::perft::parse_suite;
use skazka_fairy::{FairyPosition, Variant, catalogue, ini};
use skazka_xianling::{Options, Xianling};

const XIANLING_INI: &str = include_str!("data/xianling.ini");
const SUITE: &str = include_str!("../../skazka-xianling/tests/data/xianling.perft");

fn variant() -> Variant {
    let mut definitions = ini::parse(XIANLING_INI, &catalogue::get).expect("the definition reads");
    assert_eq!(definitions.len(), 1);
    Variant::new(definitions.remove(0)).expect("the definition compiles")
}

/// Checks every count of the suite up to `max_nodes` nodes: the data definition's perft equals
/// the count recorded in the suite and the crate's own perft. Returns how many were checked.
fn check_suite(variant: &Variant, max_nodes: u64) -> usize {
    let mut checked = 0;
    for case in parse_suite(SUITE).expect("the suite reads") {
        let data = FairyPosition::from_fen(variant, &case.fen)
            .unwrap_or_else(|e| panic!("{}: {e}", case.id));
        let game = Xianling::from_fen(&case.fen, &Options::default()).expect("a Xianling FEN");
        assert_eq!(
            data.fen_text(),
            game.to_string(),
            "{}: the FEN reads back",
            case.id
        );
        for &(depth, nodes) in case.counts.iter().filter(|&&(_, n)| n <= max_nodes) {
            assert_eq!(data.perft(depth), nodes, "{}: perft {depth}", case.id);
            assert_eq!(
                game.perft(depth),
                nodes,
                "{}: the crate's perft {depth}",
                case.id
            );
            checked += 1;
        }
    }
    checked
}

#[test]
fn xianling_as_data_starts_where_the_crate_starts() {
    let v = variant();
    let start = FairyPosition::start(&v).unwrap();
    assert_eq!(start.fen_text(), skazka_xianling::START_FEN);
    let game = Xianling::new(&Options::default());
    for depth in 1..=3 {
        assert_eq!(start.perft(depth), game.perft(depth), "perft {depth}");
    }
}

/// xianling.md §16 and the suite's constructed positions: promotions of pawns (14 pieces) and
/// of ferzes and wazirs (six each, or none), castling, hoppers, the promotion-only pieces
/// (`+A` …), forced and double passes.
#[test]
fn xianling_as_data_counts_the_crate_suite_up_to_a_million_nodes() {
    let checked = check_suite(&variant(), 1_000_000);
    assert!(checked >= 25, "only {checked} counts checked");
}

/// Every count of the suite, deep ones included (release:
/// `cargo test --release -p skazka-fairy --test xianling -- --ignored`).
#[test]
#[ignore = "slow: run in release"]
fn xianling_as_data_counts_the_whole_crate_suite() {
    check_suite(&variant(), u64::MAX);
}

/// A make-and-test reference for Xianling written here with the core's piece tables alone: a
/// plain board of FEN tokens, every piece's moves from [`PieceTable::targets`] for the Betza
/// of its rules (xianling.md §3), promotions, castling with the king placed on each square it
/// crosses (§7), forced passes and the double pass (§9), and a move kept when no enemy piece
/// then attacks the king.
mod reference {
    use skazka_core::{Bitboard, Color, Geometry, Movement, PieceTable, Square};

    /// Every token of the rules, lower case, and its movement.
    const PIECES: &[(&str, &str)] = &[
        ("p", "fmWfcF"),
        ("w", "W"),
        ("f", "F"),
        ("g", "K"),
        ("n", "N"),
        ("s", "WD"),
        ("e", "FA"),
        ("l", "C"),
        ("z", "Z"),
        ("i", "FD"),
        ("h", "WA"),
        ("r", "R"),
        ("b", "B"),
        ("c", "mRcpR"),
        ("a", "mBcpB"),
        ("q", "Q"),
        ("k", "K"),
        ("+a", "QN"),
        ("+m", "RN"),
        ("+p", "BN"),
        ("+e", "[F?R]"),
        ("+r", "[W?B]"),
        ("+l", "KNAD"),
        ("+b", "NCZ"),
        ("+k", "mQcpQ"),
        ("+d", "RF"),
        ("+g", "BW"),
    ];
    /// §6: what a pawn becomes on the penultimate rank, and what a ferz or a wazir may become
    /// on the last.
    const PAWN_TO: &[&str] = &[
        "w", "f", "g", "n", "s", "e", "z", "l", "i", "h", "r", "b", "c", "a",
    ];
    const FERZ_TO: &[&str] = &["+a", "q", "+p", "+g", "+k", "+r"];
    const WAZIR_TO: &[&str] = &["+a", "+l", "+m", "+d", "+b", "+e"];

    type Cell = Option<(Color, &'static str)>;

    #[derive(Clone)]
    pub struct Board {
        squares: Vec<Cell>,
        turn: Color,
        /// White O-O, White O-O-O, Black O-O, Black O-O-O.
        rights: [bool; 4],
        after_pass: bool,
    }

    pub struct Reference {
        geo: Geometry,
        tables: Vec<(&'static str, PieceTable)>,
    }

    impl Reference {
        pub fn new() -> Reference {
            let geo = Geometry::TEN_BY_TEN;
            let tables = PIECES
                .iter()
                .map(|&(token, betza)| {
                    let movement = Movement::from_betza(betza).expect("core Betza");
                    (token, PieceTable::new(geo, &movement))
                })
                .collect();
            Reference { geo, tables }
        }

        fn table(&self, token: &str) -> &PieceTable {
            &self
                .tables
                .iter()
                .find(|(t, _)| *t == token)
                .expect("a token")
                .1
        }

        fn token(token: &str) -> &'static str {
            PIECES
                .iter()
                .find(|(t, _)| *t == token)
                .map(|(t, _)| *t)
                .unwrap_or_else(|| panic!("unknown token {token}"))
        }

        pub fn read(&self, fen: &str) -> Board {
            let fields: Vec<&str> = fen.split_whitespace().collect();
            let mut squares = vec![None; 100];
            for (i, row) in fields[0].split('/').enumerate() {
                let rank = 9 - u8::try_from(i).expect("ten ranks");
                let mut file = 0u8;
                let mut chars = row.chars().peekable();
                while let Some(c) = chars.next() {
                    if let Some(d) = c.to_digit(10) {
                        let mut n = d;
                        while let Some(more) = chars.peek().and_then(|c| c.to_digit(10)) {
                            n = n * 10 + more;
                            chars.next();
                        }
                        file += u8::try_from(n).expect("a count");
                        continue;
                    }
                    let (text, letter) = if c == '+' {
                        let l = chars.next().expect("a letter after +");
                        (format!("+{}", l.to_ascii_lowercase()), l)
                    } else {
                        (c.to_ascii_lowercase().to_string(), c)
                    };
                    let color = if letter.is_ascii_uppercase() {
                        Color::White
                    } else {
                        Color::Black
                    };
                    squares[self.geo.sq(file, rank).index()] = Some((color, Self::token(&text)));
                    file += 1;
                }
            }
            let turn = if fields[1] == "w" {
                Color::White
            } else {
                Color::Black
            };
            let rights = ['K', 'Q', 'k', 'q'].map(|c| fields[2].contains(c));
            Board {
                squares,
                turn,
                rights,
                after_pass: false,
            }
        }

        fn occupied(&self, b: &Board, color: Option<Color>) -> Bitboard {
            self.geo
                .squares()
                .filter(|s| matches!(b.squares[s.index()], Some((c, _)) if color.is_none_or(|x| x == c)))
                .collect()
        }

        /// Whether a `by` piece could capture on `target`, each piece's attacks generated.
        fn attacked(&self, b: &Board, target: Square, by: Color) -> bool {
            let occ = self.occupied(b, None);
            self.occupied(b, Some(by)).into_iter().any(|from| {
                let (_, token) = b.squares[from.index()].expect("a piece");
                self.table(token).attacks(from, by, occ).contains(target)
            })
        }

        fn king(&self, b: &Board, color: Color) -> Option<Square> {
            self.geo
                .squares()
                .find(|s| b.squares[s.index()] == Some((color, "k")))
        }

        fn in_check(&self, b: &Board, color: Color) -> bool {
            self.king(b, color)
                .is_some_and(|k| self.attacked(b, k, !color))
        }

        /// The square of `file` on `color`'s back rank.
        fn home(&self, color: Color, file: u8) -> Square {
            self.geo.sq(file, if color.is_white() { 0 } else { 9 })
        }

        /// §7: rights fall when the king moves or a rook leaves or is taken on b or i.
        fn update_rights(&self, b: &mut Board, from: Square, to: Square) {
            for (i, color) in [Color::White, Color::White, Color::Black, Color::Black]
                .into_iter()
                .enumerate()
            {
                let rook = self.home(color, if i % 2 == 0 { 8 } else { 1 });
                if from == self.home(color, 5) || from == rook || to == rook {
                    b.rights[i] = false;
                }
            }
        }

        fn after(&self, b: &Board, from: Square, to: Square, becomes: &'static str) -> Board {
            let mut next = b.clone();
            next.squares[from.index()] = None;
            next.squares[to.index()] = Some((b.turn, becomes));
            self.update_rights(&mut next, from, to);
            next.turn = !b.turn;
            next.after_pass = false;
            next
        }

        fn castlings(&self, b: &Board, out: &mut Vec<Board>) {
            let us = b.turn;
            let base = if us.is_white() { 0 } else { 2 };
            let king = self.home(us, 5);
            if b.squares[king.index()] != Some((us, "k")) || self.in_check(b, us) {
                return;
            }
            // (right, rook file, king's destination, rook's destination, squares to be empty)
            for (right, rook_file, king_to, rook_to, empty) in [
                (base, 8u8, 7u8, 6u8, &[6u8, 7][..]),
                (base + 1, 1, 3, 4, &[2, 3, 4][..]),
            ] {
                let rook = self.home(us, rook_file);
                if !b.rights[right] || b.squares[rook.index()] != Some((us, "r")) {
                    continue;
                }
                if empty
                    .iter()
                    .any(|&f| b.squares[self.home(us, f).index()].is_some())
                {
                    continue;
                }
                // The square the king crosses, tested with the king placed there.
                let transit = self.home(us, rook_to);
                let mut crossing = b.clone();
                crossing.squares[king.index()] = None;
                crossing.squares[transit.index()] = Some((us, "k"));
                if self.attacked(&crossing, transit, !us) {
                    continue;
                }
                let mut next = self.after(b, king, self.home(us, king_to), "k");
                next.squares[rook.index()] = None;
                next.squares[transit.index()] = Some((us, "r"));
                out.push(next);
            }
        }

        fn pseudo(&self, b: &Board) -> Vec<Board> {
            let us = b.turn;
            let ours = self.occupied(b, Some(us));
            let theirs = self.occupied(b, Some(!us));
            let occ = ours | theirs;
            let mut out = Vec::new();
            for from in ours {
                let (_, token) = b.squares[from.index()].expect("a piece");
                let t = self.table(token).targets(from, us, occ, false);
                for to in (t.moves - occ) | (t.attacks & theirs) {
                    let rank = self.geo.relative_rank(to, us);
                    match token {
                        "p" if rank == 8 => {
                            out.extend(PAWN_TO.iter().map(|&p| self.after(b, from, to, p)));
                        }
                        "f" | "w" if rank == 9 => {
                            let list = if token == "f" { FERZ_TO } else { WAZIR_TO };
                            out.push(self.after(b, from, to, token));
                            out.extend(list.iter().map(|&p| self.after(b, from, to, p)));
                        }
                        _ => out.push(self.after(b, from, to, token)),
                    }
                }
            }
            self.castlings(b, &mut out);
            out
        }

        pub fn children(&self, b: &Board) -> Vec<Board> {
            let us = b.turn;
            let mut legal: Vec<Board> = self
                .pseudo(b)
                .into_iter()
                .filter(|n| !self.in_check(n, us))
                .collect();
            if legal.is_empty() && !self.in_check(b, us) && !b.after_pass {
                let mut passed = b.clone();
                passed.turn = !us;
                passed.after_pass = true;
                legal.push(passed);
            }
            legal
        }

        pub fn perft(&self, b: &Board, depth: u32) -> u64 {
            let children = self.children(b);
            if depth <= 1 {
                return children.len() as u64;
            }
            children.iter().map(|c| self.perft(c, depth - 1)).sum()
        }
    }
}

/// The data definition's counts equal the make-and-test reference's, which knows only the core's
/// tables and the rules, on every suite position up to 300 000 nodes.
#[test]
fn xianling_as_data_counts_as_the_make_and_test_reference() {
    let v = variant();
    let reference = reference::Reference::new();
    let mut checked = 0;
    for case in parse_suite(SUITE).expect("the suite reads") {
        let data = FairyPosition::from_fen(&v, &case.fen).expect("the FEN reads");
        let board = reference.read(&case.fen);
        for &(depth, nodes) in case.counts.iter().filter(|&&(_, n)| n <= 300_000) {
            assert_eq!(
                reference.perft(&board, depth),
                nodes,
                "{}: perft {depth}",
                case.id
            );
            assert_eq!(data.perft(depth), nodes, "{}: perft {depth}", case.id);
            checked += 1;
        }
    }
    assert!(checked >= 30, "only {checked} counts checked");
}
