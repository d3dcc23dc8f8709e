//! Multi-leg moves (`[WaF]`, `[pRaR]`, …): how they read and write, and where they go, checked
//! against pieces the core already knows (lame leapers, cannons, the griffon) over random
//! occupancies, and against a plain walk of the legs written here.

use skazka_core::{
    Atom, BetzaErrorKind, Bitboard, Color, Geometry, Kind, Leg, Legs, Movement, PieceTable, Square,
    Targets, Waypoint,
};

fn parse(s: &str) -> Movement {
    Movement::from_betza(s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn error(s: &str) -> (usize, BetzaErrorKind) {
    let e = Movement::from_betza(s).expect_err(s);
    (e.offset, e.kind)
}

/// Occupancies from a seeded xorshift, about one square in `1 / density` occupied.
fn occupancies(geo: Geometry, seed: u64, count: usize, density: u64) -> Vec<Bitboard> {
    let mut state = seed;
    (0..count)
        .map(|_| {
            geo.squares()
                .filter(|_| {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    state % density == 0
                })
                .collect()
        })
        .collect()
}

/// Asserts that two movements reach the same squares from every square, for both colours,
/// over many occupancies (the piece's own square always occupied).
fn assert_same_targets(a: &str, b: &str, geo: Geometry) {
    let (ta, tb) = (
        PieceTable::new(geo, &parse(a)),
        PieceTable::new(geo, &parse(b)),
    );
    for (i, occ) in occupancies(geo, 0x5eed, 40, 3).into_iter().enumerate() {
        for from in geo.squares() {
            for color in [Color::White, Color::Black] {
                let occ = occ.with(from);
                let x = ta.targets(from, color, occ, false);
                let y = tb.targets(from, color, occ, false);
                assert_eq!(x, y, "{a} vs {b} from {from:?} ({color:?}), occupancy #{i}");
            }
        }
    }
}

#[test]
fn a_joins_legs_into_one_multi_leg_component() {
    let horse = parse("[WaF]").components()[0];
    assert_eq!(horse.atom, Atom::WAZIR);
    let expected = Legs::new(1)
        .then(
            Waypoint::Empty,
            Leg {
                atom: Atom::FERZ,
                range: 1,
            },
        )
        .unwrap();
    assert_eq!(horse.kind, Kind::Legs(expected));
    let cannon = parse("[pRaR]").components()[0];
    let Kind::Legs(legs) = cannon.kind else {
        panic!("{cannon:?}")
    };
    assert_eq!(legs.first_range(), 0);
    assert_eq!(legs.waypoint(0), Some(Waypoint::Occupied));
    assert_eq!(
        legs.leg(0),
        Some(Leg {
            atom: Atom::WAZIR,
            range: 0
        })
    );
}

#[test]
fn multi_leg_moves_write_back_as_they_read() {
    for s in [
        "[WaF]",
        "[WaFaF]",
        "[pRaR]",
        "mRc[pRaR]",
        "[FaR]",
        "[NaNN2]",
        "[R3apWaB]",
        "ifm[WaF]",
        "fr[FaW]",
        "[RaNaFaNN]",
    ] {
        assert_eq!(parse(s).to_string(), s);
    }
    assert_eq!(parse("[mWaF]").to_string(), "[WaF]");
    assert_eq!(parse("[WWaF]").to_string(), "[RaF]");
    assert_eq!(parse("[W1aF]").to_string(), "[WaF]");
}

#[test]
fn the_xiangqi_horse_as_legs_is_the_lame_knight() {
    assert_same_targets("[WaF]", "nN", Geometry::new(9, 10).unwrap());
}

#[test]
fn the_janggi_elephant_as_legs_is_the_lame_zebra() {
    assert_same_targets("[WaFaF]", "nZ", Geometry::new(9, 10).unwrap());
}

#[test]
fn the_shatranj_elephant_as_legs_is_the_lame_alfil() {
    assert_same_targets("[FaF]", "nA", Geometry::CHESS);
}

#[test]
fn a_rider_leg_that_must_end_on_a_piece_hops_it_as_a_cannon_does() {
    let geo = Geometry::TEN_BY_TEN;
    assert_same_targets("[pRaR]", "pR", geo);
    assert_same_targets("mRc[pRaR]", "mRcpR", geo);
    assert_same_targets("[pBaB]", "pB", geo);
}

#[test]
fn a_griffon_that_may_stop_after_its_first_step_is_the_ferz_and_the_legs() {
    assert_same_targets("F[FaR]", "[F?R]", Geometry::new(11, 11).unwrap());
    assert_same_targets("W[WaB]", "[W?B]", Geometry::new(16, 8).unwrap());
}

#[test]
fn later_legs_go_outward_only() {
    // A wazir step then a wazir step outward: straight on, never sideways or back.
    let geo = Geometry::CHESS;
    let e4 = geo.parse_square("e4").unwrap();
    let t = PieceTable::new(geo, &parse("[WaW]")).targets(
        e4,
        Color::White,
        Bitboard::from_square(e4),
        false,
    );
    let names: Vec<String> = t
        .moves
        .into_iter()
        .map(|s| s.display(geo).to_string())
        .collect();
    assert_eq!(names, ["e2", "c4", "g4", "e6"]);
}

#[test]
fn a_turning_point_that_must_be_occupied_is_jumped_and_left_in_place() {
    // `[pWaW]`: over an adjacent piece of either colour to the square behind it.
    let geo = Geometry::CHESS;
    let sq = |n: &str| geo.parse_square(n).unwrap();
    let table = PieceTable::new(geo, &parse("[pWaW]"));
    let occ = Bitboard::from_square(sq("d4"))
        .with(sq("d5"))
        .with(sq("e4"));
    let t = table.targets(sq("d4"), Color::White, occ, false);
    assert_eq!(
        t.moves,
        Bitboard::from_square(sq("d6")).with(sq("f4")),
        "only behind the two neighbours"
    );
    assert!(!t.attacks.contains(sq("d5")), "the screen is not captured");
}

#[test]
fn a_path_back_over_its_origin_passes_the_square_the_piece_left() {
    // From c2: a rook slide to i2, a knight leap to j4, a ferz step to i5, then a nightrider
    // slide (-2,-1) through g4, e3, c2 (the origin, now empty) to a1.
    let geo = Geometry::TEN_BY_TEN;
    let sq = |n: &str| geo.parse_square(n).unwrap();
    let table = PieceTable::new(geo, &parse("fr[RaNaFaNN]"));
    let t = table.targets(
        sq("c2"),
        Color::White,
        Bitboard::from_square(sq("c2")),
        false,
    );
    assert!(t.moves.contains(sq("a1")), "the slide crosses the origin");
    assert!(
        !t.moves.contains(sq("c2")),
        "a move never ends where it began"
    );
    // A piece on e3 stops the slide there, and can be captured.
    let occ = Bitboard::from_square(sq("c2")).with(sq("e3"));
    let t = table.targets(sq("c2"), Color::White, occ, false);
    assert!(t.attacks.contains(sq("e3")));
    assert!(!t.moves.contains(sq("a1")));
}

#[test]
fn attackers_of_a_multi_leg_piece_follow_its_path_out() {
    // A horse on a1 reaches b3 over a2; a horse on b3 would reach a1 over b2. Only a2 blocks.
    let geo = Geometry::CHESS;
    let sq = |n: &str| geo.parse_square(n).unwrap();
    let table = PieceTable::new(geo, &parse("[WaF]"));
    let a1 = Bitboard::from_square(sq("a1"));
    let occ = a1.with(sq("b3"));
    assert_eq!(table.attackers_of(sq("b3"), Color::White, occ, a1), a1);
    assert_eq!(
        table.attackers_of(sq("b3"), Color::White, occ.with(sq("b2")), a1),
        a1
    );
    assert!(
        table
            .attackers_of(sq("b3"), Color::White, occ.with(sq("a2")), a1)
            .is_empty()
    );
}

/// A leg for the plain walk: its atom, its range (1 one step, 0 no limit) and what its end
/// must hold if another leg follows.
type PlainLeg = (Atom, u8, Waypoint);

/// A plain walk of the legs: every path, square by square, no precomputation.
fn walk(geo: Geometry, legs: &[PlainLeg], from: Square, occ: Bitboard) -> Targets {
    fn go(
        geo: Geometry,
        legs: &[PlainLeg],
        origin: Square,
        at: Square,
        dir: (i8, i8),
        occ: Bitboard,
        t: &mut Targets,
    ) {
        let (_, range, waypoint) = legs[0];
        let mut square = at;
        let mut steps = 0;
        while let Some(next) = geo.offset(square, dir.0, dir.1) {
            steps += 1;
            if range != 0 && steps > range {
                break;
            }
            let full = occ.contains(next) && next != origin;
            if legs.len() == 1 {
                if next != origin {
                    if full {
                        t.attacks.insert(next);
                    } else {
                        t.moves.insert(next);
                        t.attacks.insert(next);
                    }
                }
            } else if full == (waypoint == Waypoint::Occupied) {
                for step in legs[1].0.steps() {
                    if i16::from(step.0) * i16::from(dir.0) + i16::from(step.1) * i16::from(dir.1)
                        > 0
                    {
                        go(geo, &legs[1..], origin, next, step, occ, t);
                    }
                }
            }
            if full {
                break;
            }
            square = next;
        }
    }
    let mut t = Targets::default();
    for dir in legs[0].0.steps() {
        go(geo, legs, from, from, dir, occ, &mut t);
    }
    t
}

#[test]
fn compiled_routes_equal_a_plain_walk_of_the_legs() {
    let geo = Geometry::TEN_BY_TEN;
    let (w, f, n) = (Atom::WAZIR, Atom::FERZ, Atom::KNIGHT);
    let (empty, full) = (Waypoint::Empty, Waypoint::Occupied);
    let cases: &[(&str, &[PlainLeg])] = &[
        ("[WaF]", &[(w, 1, empty), (f, 1, empty)]),
        ("[R3apWaB]", &[(w, 3, empty), (w, 1, full), (f, 0, empty)]),
        ("[NaNN2]", &[(n, 1, empty), (n, 2, empty)]),
        ("[BaWaN]", &[(f, 0, empty), (w, 1, empty), (n, 1, empty)]),
        ("[pBapRaF]", &[(f, 0, full), (w, 0, full), (f, 1, empty)]),
    ];
    for &(betza, legs) in cases {
        let table = PieceTable::new(geo, &parse(betza));
        for occ in occupancies(geo, 0xfeed, 12, 4) {
            for from in geo.squares() {
                let occ = occ.with(from);
                let t = table.targets(from, Color::White, occ, false);
                let mut expected = walk(geo, legs, from, occ);
                expected.moves -= occ;
                assert_eq!(t, expected, "{betza} from {}", from.display(geo));
            }
        }
    }
}

#[test]
fn malformed_multi_leg_moves_are_typed_errors() {
    assert_eq!(error("[WaFaFaFaF]"), (8, BetzaErrorKind::TooManyLegs));
    assert_eq!(error("[Wa"), (0, BetzaErrorKind::UnclosedBracket));
    assert_eq!(error("[WaF"), (0, BetzaErrorKind::UnclosedBracket));
    assert_eq!(error("[WaKaF]"), (3, BetzaErrorKind::InvalidBent('K')));
    assert_eq!(error("[WaX]"), (3, BetzaErrorKind::UnknownAtom('X')));
    assert_eq!(error("[Wa]"), (3, BetzaErrorKind::InvalidBent(']')));
    assert_eq!(error("[WaF?R]"), (4, BetzaErrorKind::InvalidBent('?')));
    assert_eq!(
        error("[mpWaF]"),
        (
            2,
            BetzaErrorKind::ConflictingModifiers {
                first: 'm',
                second: 'p'
            }
        )
    );
    assert_eq!(error("[ppWaF]"), (2, BetzaErrorKind::RepeatedModifier('p')));
    // The last square's modality is written before the bracket, not inside.
    assert_eq!(
        error("[WapF]"),
        (
            3,
            BetzaErrorKind::InvalidModifier {
                modifier: 'p',
                atom: 'F'
            }
        )
    );
    // A capture on the way (a locust capture) is not a move of this model.
    assert_eq!(
        error("[cWaW]"),
        (
            1,
            BetzaErrorKind::InvalidModifier {
                modifier: 'c',
                atom: 'W'
            }
        )
    );
    assert_eq!(error("[WaR0]"), (4, BetzaErrorKind::InvalidRange));
    assert_eq!(
        error("p[WaF]"),
        (
            0,
            BetzaErrorKind::InvalidModifier {
                modifier: 'p',
                atom: '['
            }
        )
    );
}

#[test]
fn any_bracket_text_parses_to_a_typed_error_or_a_movement_that_writes_back() {
    // Random texts over the letters of brackets, legs and their modifiers: never a panic, and
    // whatever reads writes a text that reads back to the same movement.
    const ALPHABET: &[u8] = b"[]a?-mpcfrWFNRBDK0123";
    let mut state = 0x0123_4567_89ab_cdefu64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut read = 0;
    for _ in 0..50_000 {
        let len = 2 + next() % 12;
        let mut text = String::from("[");
        for _ in 0..len {
            text.push(char::from(
                ALPHABET[(next() % ALPHABET.len() as u64) as usize],
            ));
        }
        if let Ok(m) = Movement::from_betza(&text) {
            let written = m.to_string();
            assert_eq!(parse(&written), m, "{text} written as {written}");
            read += 1;
        }
    }
    assert!(read > 0, "no random text read");
}
