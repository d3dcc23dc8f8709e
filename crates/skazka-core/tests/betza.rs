//! Betza notation through the public API: move counts of every atom and modifier on empty
//! boards, the Xianling pieces, errors with their offsets, and round trips.

use skazka_core::{
    Atom, BetzaErrorKind, Bitboard, Color, Component, Geometry, Kind, Modality, Movement,
    ParseBetzaError, PieceTable, Square, Steps,
};

fn parse(s: &str) -> Movement {
    Movement::from_betza(s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn sq(geo: Geometry, name: &str) -> Square {
    geo.parse_square(name).unwrap()
}

/// Non-capturing moves of a White piece on an empty board.
fn moves(betza: &str, geo: Geometry, from: &str) -> u32 {
    let t = PieceTable::new(geo, &parse(betza));
    t.targets(sq(geo, from), Color::White, Bitboard::EMPTY, false)
        .moves
        .count()
}

/// Attacked squares of a White piece on an empty board.
fn attacks(betza: &str, geo: Geometry, from: &str) -> u32 {
    let t = PieceTable::new(geo, &parse(betza));
    t.targets(sq(geo, from), Color::White, Bitboard::EMPTY, false)
        .attacks
        .count()
}

fn error(s: &str) -> (usize, BetzaErrorKind) {
    let e = Movement::from_betza(s).expect_err(s);
    (e.offset, e.kind)
}

const C8: Geometry = Geometry::CHESS;
const C10: Geometry = Geometry::TEN_BY_TEN;

mod atoms_on_empty_boards {
    use super::*;

    /// (betza, 8×8 from d4, 8×8 from a1, 10×10 from e5, 10×10 from a1)
    pub(super) const TABLE: &[(&str, u32, u32, u32, u32)] = &[
        ("W", 4, 2, 4, 2),
        ("F", 4, 1, 4, 1),
        ("D", 4, 2, 4, 2),
        ("N", 8, 2, 8, 2),
        ("A", 4, 1, 4, 1),
        ("H", 4, 2, 4, 2),
        ("C", 8, 2, 8, 2),
        ("L", 8, 2, 8, 2),
        ("Z", 8, 2, 8, 2),
        ("J", 8, 2, 8, 2),
        ("G", 4, 1, 4, 1),
        ("K", 8, 3, 8, 3),
        ("R", 14, 14, 18, 18),
        ("B", 13, 7, 17, 9),
        ("Q", 27, 21, 35, 27),
        ("WW", 14, 14, 18, 18),
        ("FF", 13, 7, 17, 9),
        ("NN", 12, 6, 16, 8),
        ("R2", 8, 4, 8, 4),
        ("W3", 12, 6, 12, 6),
        ("B1", 4, 1, 4, 1),
        ("NN2", 12, 4, 16, 4),
        ("Q3", 24, 9, 24, 9),
        ("K2", 16, 6, 16, 6),
        ("DD", 6, 6, 8, 8),
        ("AA", 5, 3, 8, 4),
    ];

    #[test]
    fn every_atom_and_rider_counts_its_targets_from_centre_and_corner() {
        for &(b, d4, a1_8, e5, a1_10) in TABLE {
            assert_eq!(moves(b, C8, "d4"), d4, "{b} from d4 on 8x8");
            assert_eq!(moves(b, C8, "a1"), a1_8, "{b} from a1 on 8x8");
            assert_eq!(moves(b, C10, "e5"), e5, "{b} from e5 on 10x10");
            assert_eq!(moves(b, C10, "a1"), a1_10, "{b} from a1 on 10x10");
            assert_eq!(attacks(b, C10, "e5"), e5, "{b} attacks from e5");
        }
    }

    #[test]
    fn aliases_l_and_j_are_camel_and_zebra() {
        assert_eq!(parse("L"), parse("C"));
        assert_eq!(parse("J"), parse("Z"));
        assert_eq!(parse("LL"), parse("CC"));
        assert_eq!(parse("L").to_string(), "C");
        assert_eq!(parse("J").to_string(), "Z");
    }

    #[test]
    fn atom_letters_map_to_their_offsets() {
        for (b, x, y) in [
            ("W", 0, 1),
            ("F", 1, 1),
            ("D", 0, 2),
            ("N", 1, 2),
            ("A", 2, 2),
            ("H", 0, 3),
            ("C", 1, 3),
            ("Z", 2, 3),
            ("G", 3, 3),
        ] {
            let m = parse(b);
            assert_eq!(m.components().len(), 1);
            let c = m.components()[0];
            assert_eq!(c.atom, Atom::new(x, y).unwrap(), "{b}");
            assert_eq!(c.kind, Kind::Leap);
            assert_eq!(c.modality, Modality::Both);
            assert_eq!(c.steps, Steps::all_of(c.atom));
            assert!(!c.initial_only);
        }
    }

    #[test]
    fn shortcuts_expand_to_wazir_then_ferz_components() {
        assert_eq!(parse("K"), Movement::king());
        assert_eq!(parse("R"), Movement::rook());
        assert_eq!(parse("B"), Movement::bishop());
        assert_eq!(parse("Q"), Movement::queen());
        assert_eq!(parse("WF"), Movement::king());
        assert_eq!(parse("RB"), parse("Q"));
        assert_eq!(parse("WWFF"), parse("Q"));
    }

    #[test]
    fn doubled_letter_is_an_unlimited_rider_and_digits_limit_it() {
        let nn = parse("NN").components()[0];
        assert_eq!(nn.kind, Kind::Ride { range: 0 });
        assert_eq!(parse("NN2").components()[0].kind, Kind::Ride { range: 2 });
        assert_eq!(parse("R4").components()[0].kind, Kind::Ride { range: 4 });
        assert_eq!(parse("R15").components()[0].kind, Kind::Ride { range: 15 });
        // XBetza: a range after a single leaper letter makes a rider too.
        assert_eq!(parse("W3"), parse("R3"));
        assert_eq!(parse("N2"), parse("NN2"));
        assert_eq!(parse("K2"), parse("Q2"));
    }
}

mod modifiers {
    use super::*;

    #[test]
    fn m_moves_only_and_c_captures_only() {
        for g in [C8, C10] {
            for from in ["a1", "d4"] {
                let n = moves("Q", g, from);
                assert_eq!(moves("mQ", g, from), n);
                assert_eq!(attacks("mQ", g, from), 0);
                assert_eq!(moves("cQ", g, from), 0);
                assert_eq!(attacks("cQ", g, from), n);
            }
        }
        assert_eq!(parse("mcN"), parse("N"));
        assert_eq!(parse("cmN"), parse("N"));
        assert_eq!(parse("mN").components()[0].modality, Modality::Move);
        assert_eq!(parse("cN").components()[0].modality, Modality::Capture);
    }

    #[test]
    fn p_makes_a_cannon_that_needs_exactly_one_screen() {
        let g = C10;
        let t = PieceTable::new(g, &parse("mRcpR"));
        let e5 = sq(g, "e5");
        let empty = t.targets(e5, Color::White, Bitboard::EMPTY, false);
        assert_eq!(empty.moves.count(), 18);
        assert_eq!(empty.attacks.count(), 0);
        let occ = Bitboard::from_square(sq(g, "e7")).with(sq(g, "e9"));
        let with = t.targets(e5, Color::White, occ, false);
        assert!(with.attacks.contains(sq(g, "e9")));
        assert!(!with.attacks.contains(sq(g, "e7")));
        assert!(!with.moves.contains(sq(g, "e8")));
        assert_eq!(
            parse("pR").components()[0].kind,
            Kind::Hop { range: 0 },
            "pR"
        );
        assert_eq!(parse("pNN").components()[0].kind, Kind::Hop { range: 0 });
        assert_eq!(parse("pR4").components()[0].kind, Kind::Hop { range: 4 });
        assert_eq!(parse("pQ").components().len(), 2);
    }

    #[test]
    fn g_makes_a_grasshopper_that_lands_just_behind_the_hurdle() {
        let g = C8;
        let t = PieceTable::new(g, &parse("gQ"));
        let occ = Bitboard::from_square(sq(g, "d6")).with(sq(g, "f6"));
        let r = t.targets(sq(g, "d4"), Color::White, occ, false);
        assert_eq!(
            r.moves,
            Bitboard::from_square(sq(g, "d7")).with(sq(g, "g7"))
        );
        assert_eq!(
            t.targets(sq(g, "d4"), Color::White, Bitboard::EMPTY, false)
                .moves
                .count(),
            0
        );
        assert_eq!(parse("gNN").components()[0].kind, Kind::Grasshop);
        assert_eq!(parse("gR").components()[0].kind, Kind::Grasshop);
    }

    #[test]
    fn n_makes_a_lame_leaper_blocked_on_its_path() {
        let g = C10;
        let horse = PieceTable::new(g, &parse("nN"));
        let e5 = sq(g, "e5");
        assert_eq!(
            horse
                .targets(e5, Color::White, Bitboard::EMPTY, false)
                .moves
                .count(),
            8
        );
        // A piece on e6 blocks the two forward leaps.
        let occ = Bitboard::from_square(sq(g, "e6"));
        let r = horse.targets(e5, Color::White, occ, false);
        assert_eq!(r.moves.count(), 6);
        assert!(!r.moves.contains(sq(g, "d7")));
        assert!(!r.moves.contains(sq(g, "f7")));
        let elephant = PieceTable::new(g, &parse("nA"));
        let occ = Bitboard::from_square(sq(g, "f6"));
        assert_eq!(
            elephant.targets(e5, Color::White, occ, false).moves.count(),
            3
        );
        let double = PieceTable::new(g, &parse("fmnD"));
        assert_eq!(
            double.targets(e5, Color::White, occ, false).moves.count(),
            1
        );
        let occ = Bitboard::from_square(sq(g, "e6"));
        assert_eq!(
            double.targets(e5, Color::White, occ, false).moves.count(),
            0
        );
        for b in ["nN", "nA", "nD", "nH", "nC", "nZ", "nG"] {
            assert_eq!(parse(b).components()[0].kind, Kind::Lame, "{b}");
        }
    }

    #[test]
    fn i_marks_a_component_for_the_first_move_only() {
        let g = C8;
        let pawn = parse("fmWfcFifmnD");
        assert_eq!(
            pawn.components()
                .iter()
                .map(|c| c.initial_only)
                .collect::<Vec<_>>(),
            [false, false, true]
        );
        let t = PieceTable::new(g, &pawn);
        let e2 = sq(g, "e2");
        assert_eq!(
            t.targets(e2, Color::White, Bitboard::EMPTY, false)
                .moves
                .count(),
            1
        );
        let first = t.targets(e2, Color::White, Bitboard::EMPTY, true);
        assert_eq!(first.moves.count(), 2);
        assert!(first.moves.contains(sq(g, "e4")));
        assert_eq!(first.attacks.count(), 2);
    }

    #[test]
    fn black_pieces_see_forward_as_down_the_board() {
        let g = C8;
        let pawn = PieceTable::new(g, &parse("fmWfcF"));
        let d4 = sq(g, "d4");
        let w = pawn.targets(d4, Color::White, Bitboard::EMPTY, false);
        let b = pawn.targets(d4, Color::Black, Bitboard::EMPTY, false);
        assert_eq!(w.moves, Bitboard::from_square(sq(g, "d5")));
        assert_eq!(b.moves, Bitboard::from_square(sq(g, "d3")));
        assert_eq!(
            b.attacks,
            Bitboard::from_square(sq(g, "c3")).with(sq(g, "e3"))
        );
        // Left is the owner's left: White's left is the a-side, Black's the h-side.
        let lw = PieceTable::new(g, &parse("lW"));
        assert_eq!(
            lw.targets(d4, Color::White, Bitboard::EMPTY, false).moves,
            Bitboard::from_square(sq(g, "c4"))
        );
        assert_eq!(
            lw.targets(d4, Color::Black, Bitboard::EMPTY, false).moves,
            Bitboard::from_square(sq(g, "e4"))
        );
        let frn = PieceTable::new(g, &parse("frN"));
        assert_eq!(
            frn.targets(d4, Color::Black, Bitboard::EMPTY, false).moves,
            Bitboard::from_square(sq(g, "c2"))
        );
    }
}

mod directions {
    use super::*;

    /// The White steps selected by a one-atom Betza string, sorted.
    fn steps(b: &str) -> Vec<(i8, i8)> {
        let m = parse(b);
        let mut v: Vec<(i8, i8)> = m
            .components()
            .iter()
            .flat_map(|c| c.steps_for(Color::White))
            .collect();
        v.sort_unstable();
        v
    }

    fn sorted(mut v: Vec<(i8, i8)>) -> Vec<(i8, i8)> {
        v.sort_unstable();
        v
    }

    #[test]
    fn orthogonal_letters_pick_one_step_each() {
        assert_eq!(steps("fW"), [(0, 1)]);
        assert_eq!(steps("bW"), [(0, -1)]);
        assert_eq!(steps("lW"), [(-1, 0)]);
        assert_eq!(steps("rW"), [(1, 0)]);
        assert_eq!(steps("vW"), sorted(vec![(0, 1), (0, -1)]));
        assert_eq!(steps("sW"), sorted(vec![(1, 0), (-1, 0)]));
        assert_eq!(steps("fsW"), sorted(vec![(0, 1), (1, 0), (-1, 0)]));
        assert_eq!(steps("frW"), sorted(vec![(0, 1), (1, 0)]));
        assert_eq!(steps("fhW"), steps("fW"));
        assert_eq!(steps("fR").len(), 1);
        assert_eq!(moves("fR", C8, "a1"), 7);
        assert_eq!(moves("fD", C8, "d4"), 1);
    }

    #[test]
    fn diagonal_letters_pick_two_steps_and_pairs_pick_one() {
        assert_eq!(steps("fF"), sorted(vec![(1, 1), (-1, 1)]));
        assert_eq!(steps("bF"), sorted(vec![(1, -1), (-1, -1)]));
        assert_eq!(steps("lF"), sorted(vec![(-1, 1), (-1, -1)]));
        assert_eq!(steps("rF"), sorted(vec![(1, 1), (1, -1)]));
        assert_eq!(steps("frF"), [(1, 1)]);
        assert_eq!(steps("rfF"), [(1, 1)]);
        assert_eq!(steps("flF"), [(-1, 1)]);
        assert_eq!(steps("brF"), [(1, -1)]);
        assert_eq!(steps("blF"), [(-1, -1)]);
        assert_eq!(steps("vF").len(), 4);
        assert_eq!(steps("sF").len(), 4);
        assert_eq!(steps("fbrF"), sorted(vec![(1, 1), (-1, 1), (1, -1)]));
        assert_eq!(steps("flbrB").len(), 2);
        assert_eq!(moves("fB", C8, "d4"), 7);
        assert_eq!(moves("frB", C8, "a1"), 7);
    }

    #[test]
    fn oblique_single_letters_pick_the_four_steps_on_that_side() {
        assert_eq!(steps("fN"), sorted(vec![(1, 2), (-1, 2), (2, 1), (-2, 1)]));
        assert_eq!(
            steps("bN"),
            sorted(vec![(1, -2), (-1, -2), (2, -1), (-2, -1)])
        );
        assert_eq!(steps("rN"), sorted(vec![(1, 2), (2, 1), (2, -1), (1, -2)]));
        assert_eq!(
            steps("lN"),
            sorted(vec![(-1, 2), (-2, 1), (-2, -1), (-1, -2)])
        );
    }

    #[test]
    fn oblique_doubled_letters_pick_the_narrow_pair_and_fs_the_wide_pair() {
        assert_eq!(steps("ffN"), sorted(vec![(1, 2), (-1, 2)]));
        assert_eq!(steps("bbN"), sorted(vec![(1, -2), (-1, -2)]));
        assert_eq!(steps("rrN"), sorted(vec![(2, 1), (2, -1)]));
        assert_eq!(steps("llN"), sorted(vec![(-2, 1), (-2, -1)]));
        assert_eq!(steps("fsN"), sorted(vec![(2, 1), (-2, 1)]));
        assert_eq!(steps("bsN"), sorted(vec![(2, -1), (-2, -1)]));
        assert_eq!(steps("rvN"), sorted(vec![(1, 2), (1, -2)]));
        assert_eq!(steps("lvN"), sorted(vec![(-1, 2), (-1, -2)]));
        assert_eq!(
            steps("vN"),
            sorted(vec![(1, 2), (-1, 2), (1, -2), (-1, -2)])
        );
        assert_eq!(
            steps("sN"),
            sorted(vec![(2, 1), (-2, 1), (2, -1), (-2, -1)])
        );
        assert_eq!(steps("ffC"), sorted(vec![(1, 3), (-1, 3)]));
        assert_eq!(steps("fsZ"), sorted(vec![(3, 2), (-3, 2)]));
    }

    #[test]
    fn oblique_pairs_name_the_long_leg_first() {
        assert_eq!(steps("frN"), [(1, 2)]);
        assert_eq!(steps("flN"), [(-1, 2)]);
        assert_eq!(steps("rfN"), [(2, 1)]);
        assert_eq!(steps("lfN"), [(-2, 1)]);
        assert_eq!(steps("rbN"), [(2, -1)]);
        assert_eq!(steps("lbN"), [(-2, -1)]);
        assert_eq!(steps("brN"), [(1, -2)]);
        assert_eq!(steps("blN"), [(-1, -2)]);
    }

    #[test]
    fn h_gives_halves_and_chiral_quartets() {
        assert_eq!(steps("fhN"), steps("fN"));
        assert_eq!(steps("bhC"), steps("bC"));
        assert_eq!(
            steps("hrN"),
            sorted(vec![(1, 2), (2, -1), (-1, -2), (-2, 1)])
        );
        assert_eq!(
            steps("hlN"),
            sorted(vec![(-1, 2), (-2, -1), (1, -2), (2, 1)])
        );
        assert_eq!(moves("hrN", C10, "e5"), 4);
    }

    #[test]
    fn separate_direction_groups_and_tokens_are_united() {
        assert_eq!(steps("fbN").len(), 8);
        assert_eq!(steps("ffbbN"), steps("vN"));
        assert_eq!(steps("frflN"), steps("ffN"));
        assert_eq!(steps("fmrW"), sorted(vec![(0, 1), (1, 0)]));
        // Separated by `m`, `f` and `r` no longer form the pair `fr`.
        assert_eq!(steps("fmrN").len(), 6);
        assert_eq!(steps("fsK").len(), 3 + 4);
        assert_eq!(steps("fK"), sorted(vec![(0, 1), (1, 1), (-1, 1)]));
        assert_eq!(steps("fQ").len(), 3);
        assert_eq!(moves("fsQ", C8, "d4"), 4 + 3 + 4 + 13);
    }
}

/// Direction and kind modifiers: empty-board move counts (8×8 from d4 and a1, 10×10 from e5
/// and a1), computed independently of the parser from hand-written step lists.
mod modifiers_on_empty_boards {
    use super::*;

    const TABLE: &[(&str, u32, u32, u32, u32)] = &[
        ("fW", 1, 1, 1, 1),
        ("vR", 7, 7, 9, 9),
        ("sR", 7, 7, 9, 9),
        ("fsW", 3, 2, 3, 2),
        ("bD", 1, 0, 1, 0),
        ("fF", 2, 1, 2, 1),
        ("rB", 7, 7, 9, 9),
        ("frB", 4, 7, 5, 9),
        ("ffN", 2, 1, 2, 1),
        ("fsN", 2, 1, 2, 1),
        ("vN", 4, 1, 4, 1),
        ("sN", 4, 1, 4, 1),
        ("fN", 4, 2, 4, 2),
        ("bN", 4, 0, 4, 0),
        ("lN", 4, 0, 4, 0),
        ("rN", 4, 2, 4, 2),
        ("frN", 1, 1, 1, 1),
        ("rfN", 1, 1, 1, 1),
        ("hrN", 4, 1, 4, 1),
        ("hlNN", 6, 3, 8, 4),
        ("fK", 3, 2, 3, 2),
        ("fQ", 11, 14, 14, 18),
        ("ffC", 2, 1, 2, 1),
        ("bbZ", 2, 0, 2, 0),
        ("nN", 8, 2, 8, 2),
        ("nA", 4, 1, 4, 1),
        ("nD", 4, 2, 4, 2),
        ("nH", 4, 2, 4, 2),
    ];

    #[test]
    fn every_direction_and_lame_modifier_counts_its_targets_from_centre_and_corner() {
        for &(b, d4, a1_8, e5, a1_10) in TABLE {
            assert_eq!(moves(b, C8, "d4"), d4, "{b} from d4 on 8x8");
            assert_eq!(moves(b, C8, "a1"), a1_8, "{b} from a1 on 8x8");
            assert_eq!(moves(b, C10, "e5"), e5, "{b} from e5 on 10x10");
            assert_eq!(moves(b, C10, "a1"), a1_10, "{b} from a1 on 10x10");
        }
    }

    #[test]
    fn black_counts_equal_white_counts_from_the_square_turned_half_round() {
        for &(b, ..) in TABLE.iter().chain(super::atoms_on_empty_boards::TABLE) {
            for geo in [C8, C10] {
                let table = PieceTable::new(geo, &parse(b));
                for s in geo.squares() {
                    let (x, y) = geo.xy(s);
                    let turned = geo.sq(geo.files() - 1 - x, geo.ranks() - 1 - y);
                    let white = table.targets(turned, Color::White, Bitboard::EMPTY, false);
                    let black = table.targets(s, Color::Black, Bitboard::EMPTY, false);
                    assert_eq!(white.moves.count(), black.moves.count(), "{b}");
                    assert_eq!(white.attacks.count(), black.attacks.count(), "{b}");
                }
            }
        }
    }

    #[test]
    fn hoppers_and_grasshoppers_have_nothing_to_do_on_an_empty_board() {
        for b in ["pR", "pB", "pQ", "pNN", "gQ", "gR", "gNN", "cpR4"] {
            for (g, from) in [(C8, "d4"), (C8, "a1"), (C10, "e5"), (C10, "a1")] {
                assert_eq!(moves(b, g, from), 0, "{b}");
                assert_eq!(attacks(b, g, from), 0, "{b}");
            }
        }
    }

    #[test]
    fn capture_only_and_move_only_split_the_targets() {
        for (b, d4, a1_8, e5, a1_10) in [("K", 8, 3, 8, 3), ("N", 8, 2, 8, 2), ("B", 13, 7, 17, 9)]
        {
            let c = format!("c{b}");
            let m = format!("m{b}");
            assert_eq!(attacks(&c, C8, "d4"), d4);
            assert_eq!(attacks(&c, C8, "a1"), a1_8);
            assert_eq!(attacks(&c, C10, "e5"), e5);
            assert_eq!(attacks(&c, C10, "a1"), a1_10);
            assert_eq!(moves(&c, C10, "e5"), 0);
            assert_eq!(moves(&m, C10, "e5"), e5);
            assert_eq!(attacks(&m, C10, "e5"), 0);
        }
    }

    #[test]
    fn initial_only_components_count_only_on_the_first_move() {
        let g = C10;
        let t = PieceTable::new(g, &parse("iWF"));
        let e5 = sq(g, "e5");
        assert_eq!(
            t.targets(e5, Color::White, Bitboard::EMPTY, false)
                .moves
                .count(),
            4
        );
        assert_eq!(
            t.targets(e5, Color::White, Bitboard::EMPTY, true)
                .moves
                .count(),
            8
        );
        let a1 = sq(g, "a1");
        assert_eq!(
            t.targets(a1, Color::White, Bitboard::EMPTY, true)
                .moves
                .count(),
            3
        );
        assert_eq!(moves("iQ", C8, "d4"), 0);
        assert_eq!(
            PieceTable::new(C8, &parse("iQ"))
                .targets(sq(C8, "d4"), Color::White, Bitboard::EMPTY, true)
                .moves
                .count(),
            27
        );
    }
}

mod bent_riders {
    use super::*;

    #[test]
    fn griffon_and_aanca_parse_to_bent_components() {
        let g = parse("[F?R]").components()[0];
        assert_eq!(g.atom, Atom::FERZ);
        assert_eq!(
            g.kind,
            Kind::Bent {
                then: Atom::WAZIR,
                range: 0
            }
        );
        let a = parse("[W?B]").components()[0];
        assert_eq!(a.atom, Atom::WAZIR);
        assert_eq!(
            a.kind,
            Kind::Bent {
                then: Atom::FERZ,
                range: 0
            }
        );
        assert_eq!(parse("[F?WW]"), parse("[F?R]"));
        assert_eq!(
            parse("[N?NN2]").components()[0].kind,
            Kind::Bent {
                then: Atom::KNIGHT,
                range: 2
            }
        );
        assert_eq!(parse("[F?R3]"), parse("[F?W3]"));
    }

    #[test]
    fn prefixes_before_the_bracket_apply_to_the_first_leg() {
        let c = parse("ifm[F?R]").components()[0];
        assert!(c.initial_only);
        assert_eq!(c.modality, Modality::Move);
        assert_eq!(c.steps.of(c.atom).len(), 2);
        // One forward-right ferz step then north and east slides.
        assert_eq!(moves("fr[F?R]", C10, "a1"), 1 + 8 + 8);
        assert_eq!(moves("[F?R2]", C10, "e5"), 4 + 8 * 2);
    }
}

/// xianling.md §3.1 and §16: the Betza strings of the catalogue give the listed mobilities.
mod xianling {
    use super::*;

    #[test]
    fn s16_empty_board_mobility_from_e5() {
        for (piece, b, n) in [
            ("Lion", "KNAD", 24),
            ("Buffalo", "NCZ", 24),
            ("Dragon", "RF", 22),
            ("Griffin", "BW", 21),
            ("Eagle", "[F?R]", 32),
            ("Rhino", "[W?B]", 32),
            ("Kangaroo", "mQcpQ", 35),
            ("Amazon", "QN", 43),
            ("Kirin", "FD", 8),
            ("Phoenix", "WA", 8),
            ("Ship", "WD", 8),
            ("Elephant", "FA", 8),
            ("Camel", "C", 8),
            ("Zebra", "Z", 8),
        ] {
            assert_eq!(moves(b, C10, "e5"), n, "{piece} {b}");
        }
    }

    #[test]
    fn s3_2_eagle_and_rhino_from_a1() {
        assert_eq!(moves("[F?R]", C10, "a1"), 17);
        assert_eq!(moves("[W?B]", C10, "a1"), 18);
    }

    #[test]
    fn s3_1_every_catalogue_string_is_canonical() {
        for b in [
            "fmWfcF", "W", "F", "K", "N", "WD", "FA", "C", "Z", "FD", "WA", "R", "B", "mRcpR",
            "mBcpB", "Q", "QN", "RN", "BN", "[F?R]", "[W?B]", "KNAD", "NCZ", "mQcpQ", "RF", "BW",
        ] {
            assert_eq!(parse(b).to_string(), b);
        }
    }

    #[test]
    fn s3_1_pawn_moves_forward_and_captures_diagonally_forward() {
        let g = C10;
        let t = PieceTable::new(g, &parse("fmWfcF"));
        let r = t.targets(sq(g, "e5"), Color::White, Bitboard::EMPTY, false);
        assert_eq!(r.moves, Bitboard::from_square(sq(g, "e6")));
        assert_eq!(
            r.attacks,
            Bitboard::from_square(sq(g, "d6")).with(sq(g, "f6"))
        );
    }
}

mod errors {
    use super::*;
    use BetzaErrorKind as E;

    #[test]
    fn empty_input_is_rejected() {
        assert_eq!(error(""), (0, E::Empty));
        assert!(Movement::default().is_empty());
        assert_eq!(Movement::default().to_string(), "");
    }

    #[test]
    fn input_over_the_length_limit_is_rejected() {
        let long = "W".repeat(Movement::MAX_BETZA_LEN + 1);
        assert_eq!(error(&long), (1024, E::TooLong));
        let ok = "WF".repeat(Movement::MAX_BETZA_LEN / 2);
        assert_eq!(parse(&ok).components().len(), 1024);
        let huge = "Q".repeat(100_000);
        assert_eq!(error(&huge), (1024, E::TooLong));
    }

    #[test]
    fn inputs_at_the_length_limit_parse_and_print_quickly() {
        let start = std::time::Instant::now();
        let dirs = format!("{}N", "fb".repeat(511));
        assert_eq!(parse(&dirs).to_string(), "N");
        let runs = format!("{}N", "fsrvlhr".repeat(146));
        assert!(Movement::from_betza(&runs).is_ok());
        let many = "fmWcpQ".repeat(170);
        assert_eq!(parse(&many).components().len(), 510);
        assert_eq!(parse(&many).to_string(), many);
        let bent = "ifm[F?R]".repeat(128);
        assert_eq!(parse(&bent).to_string(), bent);
        let hops = "hlcpNN".repeat(170);
        assert_eq!(parse(&hops).to_string().len(), hops.len());
        assert!(start.elapsed().as_secs() < 5, "{:?}", start.elapsed());
    }

    #[test]
    fn unknown_atoms_modifiers_and_characters_are_named_with_their_offset() {
        assert_eq!(error("KNX"), (2, E::UnknownAtom('X')));
        assert_eq!(error("fY"), (1, E::UnknownAtom('Y')));
        assert_eq!(error("aW"), (0, E::UnknownModifier('a')));
        assert_eq!(error("Wjz"), (1, E::UnknownModifier('j')));
        assert_eq!(error("W F"), (1, E::UnexpectedChar(' ')));
        assert_eq!(error(" W"), (0, E::UnexpectedChar(' ')));
        assert_eq!(error("W\n"), (1, E::UnexpectedChar('\n')));
        assert_eq!(error("4R"), (0, E::UnexpectedChar('4')));
        assert_eq!(error("Wé"), (1, E::UnexpectedChar('é')));
        assert_eq!(error("马"), (0, E::UnexpectedChar('马')));
        assert_eq!(error("f?"), (1, E::UnexpectedChar('?')));
        assert_eq!(error("W]"), (1, E::UnexpectedChar(']')));
        assert_eq!(error("(1,4)"), (0, E::UnexpectedChar('(')));
    }

    #[test]
    fn modifiers_without_an_atom_are_dangling() {
        assert_eq!(error("f"), (0, E::DanglingModifier('f')));
        assert_eq!(error("Wmc"), (1, E::DanglingModifier('m')));
        assert_eq!(error("NNifb"), (2, E::DanglingModifier('i')));
    }

    #[test]
    fn directions_the_atom_does_not_have_are_invalid() {
        let inv = |modifier, atom| E::InvalidModifier { modifier, atom };
        assert_eq!(error("ffW"), (1, inv('f', 'W')));
        assert_eq!(error("ffF"), (1, inv('f', 'F')));
        assert_eq!(error("vvN"), (1, inv('v', 'N')));
        assert_eq!(error("hW"), (0, inv('h', 'W')));
        assert_eq!(error("hlW"), (0, inv('h', 'W')));
        assert_eq!(error("hlF"), (0, inv('h', 'F')));
        assert_eq!(error("hfN"), (0, inv('h', 'N')));
        assert_eq!(error("ffK"), (1, inv('f', 'K')));
        assert_eq!(error("NmffR"), (3, inv('f', 'R')));
    }

    #[test]
    fn kind_modifiers_on_the_wrong_atoms_are_invalid() {
        let inv = |modifier, atom| E::InvalidModifier { modifier, atom };
        assert_eq!(error("pN"), (0, inv('p', 'N')));
        assert_eq!(error("cpW"), (1, inv('p', 'W')));
        assert_eq!(error("pK"), (0, inv('p', 'K')));
        assert_eq!(error("gN"), (0, inv('g', 'N')));
        assert_eq!(error("nR"), (0, inv('n', 'R')));
        assert_eq!(error("nNN"), (0, inv('n', 'N')));
        assert_eq!(error("nN2"), (0, inv('n', 'N')));
        assert_eq!(error("nW"), (0, inv('n', 'W')));
        assert_eq!(error("nF"), (0, inv('n', 'F')));
        assert_eq!(error("nK"), (0, inv('n', 'K')));
        assert_eq!(error("p[F?R]"), (0, inv('p', '[')));
        assert_eq!(error("mn[W?B]"), (1, inv('n', '[')));
    }

    #[test]
    fn conflicting_and_repeated_modifiers_are_rejected() {
        assert_eq!(
            error("pgR"),
            (
                1,
                E::ConflictingModifiers {
                    first: 'p',
                    second: 'g'
                }
            )
        );
        assert_eq!(
            error("gfnQ"),
            (
                2,
                E::ConflictingModifiers {
                    first: 'g',
                    second: 'n'
                }
            )
        );
        assert_eq!(error("mmW"), (1, E::RepeatedModifier('m')));
        assert_eq!(error("cfcW"), (2, E::RepeatedModifier('c')));
        assert_eq!(error("ppR"), (1, E::RepeatedModifier('p')));
        assert_eq!(error("iiW"), (1, E::RepeatedModifier('i')));
    }

    #[test]
    fn shortcuts_cannot_be_doubled() {
        assert_eq!(error("RR"), (1, E::DoubledShortcut('R')));
        assert_eq!(error("NBB"), (2, E::DoubledShortcut('B')));
        assert_eq!(error("QQ"), (1, E::DoubledShortcut('Q')));
        assert_eq!(error("KK"), (1, E::DoubledShortcut('K')));
    }

    #[test]
    fn ranges_must_be_one_to_fifteen_without_leading_zeros() {
        assert_eq!(error("R0"), (1, E::InvalidRange));
        assert_eq!(error("R04"), (1, E::InvalidRange));
        assert_eq!(error("R16"), (1, E::InvalidRange));
        assert_eq!(error("NN100"), (2, E::InvalidRange));
        assert_eq!(
            error(&format!("W{}", "9".repeat(500))),
            (1, E::InvalidRange)
        );
        assert_eq!(error("gR3"), (2, E::InvalidRange));
        assert_eq!(error("[F2?R]"), (2, E::InvalidRange));
        assert_eq!(error("[F?R0]"), (4, E::InvalidRange));
    }

    #[test]
    fn bent_riders_must_be_closed_and_well_formed() {
        assert_eq!(error("["), (0, E::UnclosedBracket));
        assert_eq!(error("W[F?R"), (1, E::UnclosedBracket));
        assert_eq!(error("[F?"), (0, E::UnclosedBracket));
        assert_eq!(error("[F"), (0, E::UnclosedBracket));
        assert_eq!(error("[R?F]"), (1, E::InvalidBent('R')));
        assert_eq!(error("[FF?R]"), (2, E::InvalidBent('F')));
        assert_eq!(error("[F-R]"), (2, E::InvalidBent('-')));
        assert_eq!(error("[F?N]"), (4, E::InvalidBent(']')));
        assert_eq!(error("[F?Q]"), (3, E::InvalidBent('Q')));
        assert_eq!(error("[F?fR]"), (3, E::InvalidBent('f')));
        assert_eq!(error("[F?RN]"), (4, E::InvalidBent('N')));
        assert_eq!(error("[X?R]"), (1, E::UnknownAtom('X')));
        assert_eq!(error("[F?X]"), (3, E::UnknownAtom('X')));
        assert_eq!(error("[]"), (1, E::InvalidBent(']')));
        assert_eq!(error("[F?R]2"), (5, E::UnexpectedChar('2')));
    }

    #[test]
    fn messages_are_lowercase_short_and_name_the_offset() {
        let msg = |s: &str| Movement::from_betza(s).unwrap_err().to_string();
        assert_eq!(msg("KNX"), "unknown betza atom `X` at byte 2");
        assert_eq!(msg(""), "empty betza string");
        assert_eq!(msg("ffW"), "modifier `f` does not apply to `W` at byte 1");
        assert_eq!(msg("Wm"), "modifier `m` at byte 1 has no atom after it");
        assert_eq!(msg("W\t"), "unexpected character `\\t` at byte 1");
        assert_eq!(msg("[F?R"), "unclosed `[` at byte 0");
        assert_eq!(msg("R0"), "invalid range at byte 1 (expected 1 to 15)");
        assert_eq!(msg("pgR"), "modifier `g` conflicts with `p` at byte 1");
        for s in [
            "", "X", "ffW", "W ", "[F?R", "R0", "mmW", "RR", "[F?N]", "xW", "f",
        ] {
            let m = msg(s);
            assert!(!m.ends_with('.'), "{m}");
            assert!(m.starts_with(|c: char| c.is_lowercase()), "{m}");
        }
    }

    #[test]
    fn errors_are_plain_comparable_values() {
        fn assert_traits<T: std::error::Error + Send + Sync + Clone + Copy + Eq + 'static>() {}
        assert_traits::<ParseBetzaError>();
        let e: Result<Movement, _> = "W!".parse();
        assert_eq!(
            e,
            Err(ParseBetzaError {
                offset: 1,
                kind: E::UnexpectedChar('!')
            })
        );
    }
}

mod round_trips {
    use super::*;

    fn round_trip(s: &str) {
        let m = parse(s);
        let text = m.to_string();
        let again = Movement::from_betza(&text).unwrap_or_else(|e| panic!("{s} -> {text}: {e}"));
        assert_eq!(again, m, "{s} -> {text}");
        assert_eq!(again.to_string(), text, "{s} -> {text} is not stable");
    }

    #[test]
    fn canonical_strings_print_unchanged() {
        for s in [
            "W",
            "K",
            "Q",
            "R4",
            "B2",
            "NN",
            "NN3",
            "DD",
            "mRcpR",
            "fmWfcF",
            "fmWfcFifmnD",
            "KNAD",
            "NCZ",
            "QN",
            "RF",
            "BW",
            "mQcpQ",
            "[F?R]",
            "[W?B]",
            "[N?NN2]",
            "fK",
            "fsW",
            "vR",
            "sR",
            "fR",
            "ffN",
            "fsN",
            "vN",
            "sN",
            "frN",
            "rfN",
            "hrN",
            "hlN",
            "fN",
            "frF",
            "fB",
            "gQ",
            "pNN",
            "nN",
            "nA",
            "fmnA",
            "cpQ2",
            "iW",
            "ifm[F?R]",
            "Q3",
            "fQ",
        ] {
            assert_eq!(parse(s).to_string(), s);
        }
    }

    #[test]
    fn non_canonical_spellings_print_canonically() {
        for (s, c) in [
            ("WF", "K"),
            ("WWFF", "Q"),
            ("RB", "Q"),
            ("W3", "R3"),
            ("N2", "NN2"),
            ("K2", "Q2"),
            ("mfWcfF", "fmWfcF"),
            ("mfFcfW", "fmFfcW"),
            ("mfWcfFimfnD", "fmWfcFifmnD"),
            ("mfnA", "fmnA"),
            ("mcN", "N"),
            ("L", "C"),
            ("J", "Z"),
            ("fbN", "N"),
            ("fhN", "fN"),
            ("rfF", "frF"),
            ("vsW", "W"),
            ("ffbbN", "vN"),
            ("[F?WW]", "[F?R]"),
            ("[F?W3]", "[F?R3]"),
        ] {
            assert_eq!(parse(s).to_string(), c, "{s}");
            round_trip(s);
        }
    }

    #[test]
    fn every_direction_subset_of_every_shape_round_trips() {
        for atom in [
            Atom::WAZIR,
            Atom::FERZ,
            Atom::KNIGHT,
            Atom::ZEBRA,
            Atom::DABBABA,
        ] {
            let all = Steps::all_of(atom).0;
            for bits in 1..=all {
                if bits & !all != 0 {
                    continue;
                }
                for kind in [Kind::Leap, Kind::Ride { range: 0 }, Kind::Ride { range: 3 }] {
                    let m = Movement::new(vec![Component::new(atom, kind).with_steps(Steps(bits))]);
                    let text = m.to_string();
                    assert_eq!(parse(&text), m, "{bits:#b} of {atom:?} as {text}");
                }
            }
        }
    }

    #[test]
    fn every_atom_with_every_modality_and_direction_set_round_trips() {
        let atoms = [
            "W", "F", "D", "N", "A", "H", "C", "L", "Z", "J", "G", "K", "R", "B", "Q", "WW", "NN",
            "R4", "NN2", "[F?R]", "[W?B]", "[N?R2]",
        ];
        let dirs = [
            "", "f", "b", "l", "r", "v", "s", "fh", "fs", "bs", "fr", "fl", "br", "bl", "rf", "lb",
            "ff", "bb", "ll", "rr", "rv", "lv", "hl", "hr", "fbl", "fmr",
        ];
        let modes = [
            "", "m", "c", "mc", "i", "ic", "p", "cp", "g", "n", "mn", "ig",
        ];
        let mut ok = 0;
        for a in atoms {
            for d in dirs {
                for m in modes {
                    let s = format!("{d}{m}{a}");
                    if Movement::from_betza(&s).is_ok() {
                        round_trip(&s);
                        ok += 1;
                    }
                }
            }
        }
        assert!(ok > 1000, "only {ok} valid combinations");
    }

    #[test]
    fn parts_that_would_run_together_are_separated_by_mc() {
        let n_then_nn = Movement::leaper(Atom::KNIGHT).and(Movement::rider(Atom::KNIGHT));
        assert_eq!(n_then_nn.to_string(), "NmcNN");
        assert_eq!(parse("NmcNN"), n_then_nn);
        assert_eq!(parse("NNN").to_string(), "NNmcN");
        let two_rooks = Movement::rook().and(Movement::rook());
        assert_eq!(two_rooks.to_string(), "RmcR");
        assert_eq!(parse("RmcR"), two_rooks);
        assert_eq!(parse("vWFmcF").components().len(), 3);
        for s in ["NmcNN", "RmcR", "KmcK", "cNmcN", "vWFmcF"] {
            round_trip(s);
        }
    }

    #[test]
    fn components_selecting_no_step_are_left_out() {
        let m = Movement::new(vec![
            Component::new(Atom::KNIGHT, Kind::Leap).with_steps(Steps(0)),
            Component::new(Atom::WAZIR, Kind::Leap),
        ]);
        assert_eq!(m.to_string(), "W");
    }

    #[test]
    fn atoms_without_a_letter_are_written_as_coordinates() {
        let giraffe = Movement::leaper(Atom::new(1, 4).unwrap());
        assert_eq!(giraffe.to_string(), "(1,4)");
        assert!(Movement::from_betza(&giraffe.to_string()).is_err());
    }
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    fn check(s: &str) {
        if let Ok(m) = Movement::from_betza(s) {
            let text = m.to_string();
            assert_eq!(
                Movement::from_betza(&text).as_ref(),
                Ok(&m),
                "{s} -> {text}"
            );
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn arbitrary_strings_never_panic_and_round_trip_when_valid(s in ".{0,40}") {
            check(&s);
        }

        #[test]
        fn betza_alphabet_strings_round_trip_when_valid(
            s in "[fblrvshmcpgniWFDNAHCLZJGKRBQ\\[\\]?0-9]{1,24}"
        ) {
            check(&s);
        }

        #[test]
        fn generated_parts_always_parse_and_round_trip(
            parts in proptest::collection::vec(
                ("(i)?", "(f|b|l|r|v|s|ff|fs|fr|rf|hr|bl)?", "(m|c)?", "[WFDNAHCZGKRBQ]", "(1[0-5]|[1-9])?"),
                1..6,
            )
        ) {
            let s: String = parts
                .iter()
                .map(|(i, d, m, a, r)| format!("{i}{d}{m}{a}{r}"))
                .collect();
            check(&s);
        }
    }
}

mod diagrams {
    use super::*;

    fn diagram(b: &str, geo: Geometry, from: &str, occupied: &[&str], initial: bool) -> String {
        let occ: Bitboard = occupied.iter().map(|s| sq(geo, s)).collect();
        let t = PieceTable::new(geo, &parse(b)).targets(sq(geo, from), Color::White, occ, initial);
        let mut out = String::new();
        for y in (0..geo.ranks()).rev() {
            for x in 0..geo.files() {
                let s = geo.sq(x, y);
                out.push(if s == sq(geo, from) {
                    '@'
                } else if occ.contains(s) {
                    if t.attacks.contains(s) { 'x' } else { 'o' }
                } else {
                    match (t.moves.contains(s), t.attacks.contains(s)) {
                        (true, true) => '*',
                        (true, false) => 'm',
                        (false, true) => 'c',
                        (false, false) => '.',
                    }
                });
            }
            out.push('\n');
        }
        out
    }

    #[test]
    fn eagle_from_e5_slides_outward_after_each_diagonal_step() {
        insta::assert_snapshot!(diagram("[F?R]", C10, "e5", &[], false), @r"
        ...*.*....
        ...*.*....
        ...*.*....
        ...*.*....
        ****.*****
        ....@.....
        ****.*****
        ...*.*....
        ...*.*....
        ...*.*....
        ");
    }

    #[test]
    fn cannon_with_screens_moves_to_empty_squares_and_captures_over_one_screen() {
        insta::assert_snapshot!(diagram("mRcpR", C8, "d4", &["d6", "d7", "f4", "b4", "a4"], false), @r"
        ........
        ...x....
        ...o....
        ...m....
        xom@mocc
        ...m....
        ...m....
        ...m....
        ");
    }

    #[test]
    fn pawn_on_its_first_move_steps_one_or_two_and_captures_diagonally() {
        insta::assert_snapshot!(diagram("fmWfcFifmnD", C8, "e2", &[], true), @r"
        ........
        ........
        ........
        ........
        ....m...
        ...cmc..
        ....@...
        ........
        ");
    }
}

mod attack_queries {
    use super::*;
    use proptest::prelude::*;

    const PIECES: &[&str] = &[
        "fmWfcF",
        "KNAD",
        "NCZ",
        "mRcpR",
        "mBcpB",
        "mQcpQ",
        "[F?R]",
        "[W?B]",
        "QN",
        "nN",
        "nA",
        "gQ",
        "NN2",
        "fmWfcFifmnD",
        "hrN",
        "ffsC",
    ];

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// For pieces given in Betza, `attackers_of` agrees with each square's own attacks.
        #[test]
        fn attackers_of_agrees_with_forward_attacks(occ in any::<u128>(), piece in 0..PIECES.len()) {
            let geo = C10;
            let occupied = Bitboard(occ) & geo.all();
            let table = PieceTable::new(geo, &parse(PIECES[piece]));
            for color in Color::ALL {
                for target in geo.squares() {
                    let slow: Bitboard = geo
                        .squares()
                        .filter(|&s| s != target && table.attacks(s, color, occupied.with(s)).contains(target))
                        .collect();
                    for s in geo.squares().filter(|&s| s != target) {
                        let fast = table.attackers_of(target, color, occupied.with(s), Bitboard::from_square(s));
                        prop_assert_eq!(fast.contains(s), slow.contains(s), "{} {:?} {:?} -> {:?}", PIECES[piece], color, s, target);
                    }
                }
            }
        }
    }
}
