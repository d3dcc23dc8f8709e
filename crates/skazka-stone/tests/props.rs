//! Properties over random playouts, and the cross-check of the move generator against an
//! independent slow generator (plain loops over steps; make-and-test on every pseudo-move).

use proptest::prelude::*;
use skazka_core::{Color, Geometry, Position, Square};
use skazka_stone::{
    Edition, HorseMovement, LionMovement, Move, Options, Stone, SuperpawnMovement, Unit, UnitKind,
};

const GEO: Geometry = Geometry::CHESS;

/// One movement pattern of the slow generator, White's orientation.
#[derive(Clone, Copy)]
struct Pat {
    dx: i8,
    dy: i8,
    ride: bool,
    moves: bool,
    captures: bool,
    /// Cannon-style hurdle: slide to a hurdle, then land anywhere beyond it.
    hop: bool,
    /// A square (relative to the origin) that must be empty (lame leaper).
    leg: Option<(i8, i8)>,
}

const fn leap(dx: i8, dy: i8) -> Pat {
    Pat {
        dx,
        dy,
        ride: false,
        moves: true,
        captures: true,
        hop: false,
        leg: None,
    }
}

fn sym(a: i8, b: i8, ride: bool) -> Vec<Pat> {
    let mut v = Vec::new();
    for (x, y) in [(a, b), (b, a)] {
        for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            let p = Pat {
                ride,
                ..leap(x * sx, y * sy)
            };
            if !v.iter().any(|q: &Pat| q.dx == p.dx && q.dy == p.dy) {
                v.push(p);
            }
        }
    }
    v
}

/// Patterns of each kind under `o` (double steps are handled separately).
fn patterns(kind: UnitKind, o: &Options) -> Vec<Pat> {
    use UnitKind as U;
    let only = |dx, dy, moves, captures| Pat {
        moves,
        captures,
        ..leap(dx, dy)
    };
    match kind {
        U::Stone => vec![],
        U::Ferz => sym(1, 1, false),
        U::Wazir => sym(0, 1, false),
        U::Pawn => vec![
            only(0, 1, true, false),
            only(1, 1, false, true),
            only(-1, 1, false, true),
        ],
        U::Berolina => {
            vec![
                only(1, 1, true, false),
                only(-1, 1, true, false),
                only(0, 1, false, true),
            ]
        }
        U::Alfil => sym(2, 2, false),
        U::Dabbaba => sym(0, 2, false),
        U::Superpawn if o.superpawn == SuperpawnMovement::SuperPawn => vec![
            Pat {
                ride: true,
                ..only(0, 1, true, false)
            },
            Pat {
                ride: true,
                ..only(1, 1, false, true)
            },
            Pat {
                ride: true,
                ..only(-1, 1, false, true)
            },
        ],
        U::Superpawn => vec![leap(0, 1), leap(1, 1), leap(-1, 1)],
        U::Zebra if o.horse == HorseMovement::Xiangqi => sym(1, 2, false)
            .into_iter()
            .map(|p| {
                let leg = if p.dx.abs() == 2 {
                    (p.dx / 2, 0)
                } else {
                    (0, p.dy / 2)
                };
                Pat {
                    leg: Some(leg),
                    ..p
                }
            })
            .collect(),
        U::Zebra => sym(2, 3, false),
        U::Lion => match o.lion {
            LionMovement::Acedrex => [sym(0, 3, false), sym(1, 3, false)].concat(),
            LionMovement::Problemist => [sym(0, 1, true), sym(1, 1, true)]
                .concat()
                .into_iter()
                .map(|p| Pat { hop: true, ..p })
                .collect(),
            _ => sym(1, 3, false),
        },
        U::Prince | U::King => [sym(0, 1, false), sym(1, 1, false)].concat(),
        U::Knight => sym(1, 2, false),
        U::Bishop => sym(1, 1, true),
        U::ArabianHorse => [sym(1, 2, false), sym(1, 1, false)].concat(),
        U::Rook => sym(0, 1, true),
        U::Dragon => [sym(0, 1, true), sym(1, 1, false)].concat(),
        U::Cardinal => [sym(1, 1, true), sym(1, 2, false)].concat(),
        U::Marshal => [sym(0, 1, true), sym(1, 2, false)].concat(),
        U::Queen => [sym(0, 1, true), sym(1, 1, true)].concat(),
    }
}

fn oriented(p: Pat, c: Color) -> (i8, i8) {
    if c == Color::White {
        (p.dx, p.dy)
    } else {
        (-p.dx, -p.dy)
    }
}

/// (quiet targets, capture-pattern targets) of the unit on `from`, walking step by step.
fn reach(pos: &Stone, from: Square, unit: Unit) -> (Vec<Square>, Vec<Square>) {
    let (mut quiet, mut attacks) = (Vec::new(), Vec::new());
    for p in patterns(unit.kind, pos.options()) {
        let (dx, dy) = oriented(p, unit.color);
        if let Some(leg) = p.leg {
            let (lx, ly) = if unit.color == Color::White {
                leg
            } else {
                (-leg.0, -leg.1)
            };
            if GEO
                .offset(from, lx, ly)
                .is_none_or(|s| pos.unit_at(s).is_some())
            {
                continue;
            }
        }
        if p.hop {
            let mut sq = from;
            let mut jumped = false;
            while let Some(next) = GEO.offset(sq, dx, dy) {
                sq = next;
                let occupied = pos.unit_at(sq).is_some();
                if !jumped {
                    jumped = occupied;
                    continue;
                }
                if occupied {
                    attacks.push(sq);
                    break;
                }
                quiet.push(sq);
                attacks.push(sq);
            }
            continue;
        }
        let mut sq = from;
        while let Some(next) = GEO.offset(sq, dx, dy) {
            sq = next;
            let occupant = pos.unit_at(sq);
            if occupant.is_none() && p.moves {
                quiet.push(sq);
            }
            if p.captures {
                attacks.push(sq);
            }
            if occupant.is_some() || !p.ride {
                break;
            }
        }
    }
    (quiet, attacks)
}

fn attacked(pos: &Stone, target: Square, by: Color) -> bool {
    GEO.squares().any(|s| {
        pos.unit_at(s)
            .is_some_and(|u| u.color == by && reach(pos, s, u).1.contains(&target))
    })
}

fn king_of(pos: &Stone, c: Color) -> Square {
    GEO.squares()
        .find(|&s| pos.unit_at(s) == Some(Unit::new(c, UnitKind::King)))
        .expect("king")
}

fn rank(sq: Square, c: Color) -> u8 {
    GEO.relative_rank(sq, c)
}

fn nominal(k: UnitKind) -> u8 {
    k.nominal().unwrap()
}

/// Every legal move, by make-and-test on every pseudo-move.
pub fn slow_legal_moves(pos: &Stone) -> Vec<Move> {
    let us = pos.turn();
    let them = !us;
    let ed = pos.options().edition;
    let promos = |k: UnitKind| k.promotions(ed);
    let mut pseudo = Vec::new();
    let push_normal = |from: Square, to: Square, kind: UnitKind, out: &mut Vec<Move>| {
        if rank(to, us) == 7 && !promos(kind).is_empty() {
            if ed == Edition::Jul2012 {
                out.push(Move::Normal {
                    from,
                    to,
                    promotion: None,
                });
            }
            for &p in promos(kind) {
                out.push(Move::Normal {
                    from,
                    to,
                    promotion: Some(p),
                });
            }
        } else {
            out.push(Move::Normal {
                from,
                to,
                promotion: None,
            });
        }
    };
    for from in GEO.squares() {
        let Some(unit) = pos.unit_at(from) else {
            continue;
        };
        if unit.color != us || unit.kind == UnitKind::Stone {
            continue;
        }
        let (quiet, attacks) = reach(pos, from, unit);
        let ep = pos
            .en_passant()
            .filter(|e| unit.kind.is_weak() && attacks.contains(&e.passed));
        for &to in &quiet {
            if ep.is_none_or(|e| e.passed != to) {
                push_normal(from, to, unit.kind, &mut pseudo);
            }
        }
        for &to in &attacks {
            if pos
                .unit_at(to)
                .is_some_and(|v| v.color == them && v.kind != UnitKind::King)
            {
                push_normal(from, to, unit.kind, &mut pseudo);
            }
        }
        if let Some(e) = ep {
            push_normal(from, e.passed, unit.kind, &mut pseudo);
        }
        // Double steps from relative ranks 1-2.
        if unit.kind.double_steps(ed) && rank(from, us) <= 1 {
            let fwd = if us == Color::White { 1 } else { -1 };
            let superpawn = pos.options().superpawn;
            let dirs: &[i8] = match unit.kind {
                UnitKind::Berolina => &[-1, 1],
                UnitKind::Superpawn if superpawn == SuperpawnMovement::SuperPawn => &[],
                UnitKind::Superpawn if superpawn == SuperpawnMovement::SergeantDiagonal => {
                    &[-1, 0, 1]
                }
                _ => &[0],
            };
            for &dx in dirs {
                if let (Some(mid), Some(to)) =
                    (GEO.offset(from, dx, fwd), GEO.offset(from, 2 * dx, 2 * fwd))
                {
                    if pos.unit_at(mid).is_none() && pos.unit_at(to).is_none() {
                        push_normal(from, to, unit.kind, &mut pseudo);
                    }
                }
            }
        }
    }
    // Castling.
    let k = king_of(pos, us);
    let back = if us == Color::White { 0 } else { 7 };
    let rights = pos.castling_rights() >> if us == Color::White { 0 } else { 2 };
    if k == GEO.sq(4, back) && !attacked(pos, k, them) {
        for (bit, empty, safe, to) in [
            (1u8, &[5u8, 6][..], &[5u8, 6][..], 6u8),
            (2, &[1, 2, 3], &[3, 2], 2),
        ] {
            if rights & bit != 0
                && empty
                    .iter()
                    .all(|&f| pos.unit_at(GEO.sq(f, back)).is_none())
                && safe.iter().all(|&f| !attacked(pos, GEO.sq(f, back), them))
            {
                pseudo.push(Move::Normal {
                    from: k,
                    to: GEO.sq(to, back),
                    promotion: None,
                });
            }
        }
    }
    // Placements.
    let reserve = pos.reserve(us);
    for to in GEO.squares() {
        let cost = if rank(to, us) < 4 {
            1
        } else {
            pos.options().opponent_half_cost()
        };
        if pos.unit_at(to).is_none() && u16::from(cost) <= reserve {
            pseudo.push(Move::Place { to });
        }
    }
    // Mutations and in-place promotions.
    for sq in GEO.squares() {
        let Some(unit) = pos.unit_at(sq) else {
            continue;
        };
        if unit.color != us || unit.kind == UnitKind::King {
            continue;
        }
        let r = rank(sq, us);
        if !(unit.kind == UnitKind::Stone && r >= 6) {
            for into in UnitKind::ALL {
                if matches!(into, UnitKind::Stone | UnitKind::King)
                    || into == unit.kind
                    || !into.in_edition(ed)
                {
                    continue;
                }
                let banned = matches!(
                    into,
                    UnitKind::Pawn | UnitKind::Berolina | UnitKind::Superpawn | UnitKind::Prince
                );
                if r >= 6 && banned {
                    continue;
                }
                let cost = if nominal(into) > nominal(unit.kind) {
                    nominal(into) - nominal(unit.kind)
                } else if r == 7 {
                    nominal(into)
                } else {
                    0
                };
                if u16::from(cost) > reserve {
                    continue;
                }
                let ps = if r == 7 { promos(into) } else { &[] };
                if ps.is_empty() || ed == Edition::Jul2012 {
                    pseudo.push(Move::Mutate {
                        square: sq,
                        into,
                        promotion: None,
                    });
                }
                for &p in ps {
                    if p != unit.kind {
                        pseudo.push(Move::Mutate {
                            square: sq,
                            into,
                            promotion: Some(p),
                        });
                    }
                }
            }
        }
        if ed == Edition::Jul2012 && r == 7 {
            for &p in promos(unit.kind) {
                pseudo.push(Move::Promote {
                    square: sq,
                    into: p,
                });
            }
        }
    }
    let mut legal: Vec<Move> = pseudo
        .into_iter()
        .map(|m| stored_form(pos, m))
        .filter(|&m| {
            let mut child = pos.clone();
            child.play_unchecked(m);
            !attacked(&child, king_of(&child, us), them)
        })
        .collect();
    legal.sort();
    legal.dedup();
    legal
}

/// The move as the library stores it: in 2012-12 a promotion with a single target is implied
/// and not stored (`e7e8`, `W@e8`).
fn stored_form(pos: &Stone, m: Move) -> Move {
    if pos.options().edition != Edition::Dec2012 {
        return m;
    }
    let single = |k: UnitKind, p: UnitKind| k.promotions(Edition::Dec2012) == [p];
    match m {
        Move::Normal {
            from,
            to,
            promotion: Some(p),
        } if single(pos.unit_at(from).unwrap().kind, p) => Move::Normal {
            from,
            to,
            promotion: None,
        },
        Move::Mutate {
            square,
            into,
            promotion: Some(p),
        } if single(into, p) => Move::Mutate {
            square,
            into,
            promotion: None,
        },
        m => m,
    }
}

/// The kind on the destination after `m` (independent of `Stone::kind_after`): the named
/// promotion, the implied one (2012-12, single target, 8th rank), or the unit's kind.
fn expected_kind(pos: &Stone, m: Move) -> Option<(Square, UnitKind)> {
    let us = pos.turn();
    let ed = pos.options().edition;
    let implied = |k: UnitKind, sq: Square| match k.promotions(ed) {
        [p] if ed == Edition::Dec2012 && rank(sq, us) == 7 => *p,
        _ => k,
    };
    match m {
        Move::Normal {
            from,
            to,
            promotion,
        } => {
            let k = pos.unit_at(from).unwrap().kind;
            Some((to, promotion.unwrap_or_else(|| implied(k, to))))
        }
        Move::Mutate {
            square,
            into,
            promotion,
        } => Some((square, promotion.unwrap_or_else(|| implied(into, square)))),
        Move::Promote { square, into } => Some((square, into)),
        _ => None,
    }
}

fn fast_moves(pos: &Stone) -> Vec<Move> {
    let mut v = pos.legal_move_list().to_vec();
    let n = v.len();
    v.sort();
    v.dedup();
    assert_eq!(v.len(), n, "duplicate moves in {pos}");
    v
}

/// Stones expected after `m` (independent bookkeeping).
fn expected_reserves(pos: &Stone, m: Move) -> (u16, u16) {
    let us = pos.turn();
    let mut r = [pos.reserve(Color::White), pos.reserve(Color::Black)];
    let bonus = |k: UnitKind| -> u16 {
        let class_bonus: u8 = match k.nominal().unwrap() {
            1 => 1,
            2..=3 => 2,
            4..=8 => 4,
            10..=12 => 6,
            _ => 10,
        };
        u16::from(
            if pos.options().rule_minus_one && k.nominal() == Some(class_bonus) {
                class_bonus - 1
            } else {
                class_bonus
            },
        )
    };
    match m {
        Move::Normal { from, to, .. } => {
            let mover = pos.unit_at(from).unwrap();
            if let Some(v) = pos.unit_at(to) {
                r[v.color.index()] += bonus(v.kind);
            } else if let Some(e) = pos.en_passant() {
                let (fx, _) = GEO.xy(from);
                let (tx, _) = GEO.xy(to);
                let p_straight = mover.kind == UnitKind::Pawn && fx == tx;
                let x_diag = mover.kind == UnitKind::Berolina && fx != tx;
                if e.passed == to && mover.kind.is_weak() && !p_straight && !x_diag {
                    let v = pos.unit_at(e.landing).unwrap();
                    r[v.color.index()] += bonus(v.kind);
                }
            }
        }
        Move::Place { to } => {
            r[us.index()] -= if rank(to, us) < 4 {
                1
            } else {
                u16::from(pos.options().opponent_half_cost())
            };
        }
        Move::Mutate { square, into, .. } => {
            let old = pos.unit_at(square).unwrap().kind;
            r[us.index()] -= u16::from(if nominal(into) > nominal(old) {
                nominal(into) - nominal(old)
            } else if rank(square, us) == 7 {
                nominal(into)
            } else {
                0
            });
        }
        _ => {}
    }
    (r[0], r[1])
}

fn check_position(pos: &Stone) {
    let fast = fast_moves(pos);
    let slow = slow_legal_moves(pos);
    if fast != slow {
        let text = |m: &Move| pos.display_move(*m).to_string();
        let only_fast: Vec<String> = fast
            .iter()
            .filter(|m| !slow.contains(m))
            .map(text)
            .collect();
        let only_slow: Vec<String> = slow
            .iter()
            .filter(|m| !fast.contains(m))
            .map(text)
            .collect();
        panic!(
            "generator disagrees with the slow one in {pos} ({:?}): only fast {only_fast:?}, only slow {only_slow:?}",
            pos.options()
        );
    }
    assert_eq!(pos.zobrist(), pos.zobrist_from_scratch(), "hash in {pos}");
    let fen = pos.to_string();
    let back = Stone::from_fen(&fen, pos.options()).expect("own fen reads back");
    assert_eq!(back.to_string(), fen);
    assert_eq!(&back, pos);
    assert_eq!(back.zobrist(), pos.zobrist());
    assert_eq!(pos.outcome().is_some(), fast.is_empty());
    for &m in &fast {
        let text = pos.display_move(m).to_string();
        assert_eq!(text, m.to_string());
        assert_eq!(text.parse::<Move>(), Ok(m), "context-free {text} in {pos}");
        assert_eq!(pos.parse_move(&text), Ok(m), "move text {text} in {pos}");
        assert_eq!(
            pos.parse_move(&text.to_lowercase()),
            Ok(m),
            "lower {text} in {pos}"
        );
    }
}

fn playout(fen: &str, options: &Options, choices: &[u16]) {
    let mut pos = Stone::from_fen(fen, options).unwrap();
    for &c in choices {
        check_position(&pos);
        let moves = fast_moves(&pos);
        if moves.is_empty() {
            break;
        }
        let m = moves[usize::from(c) % moves.len()];
        let expected = expected_reserves(&pos, m);
        let mut checked = pos.clone();
        checked.play(m).expect("generated move is legal");
        let kind = expected_kind(&pos, m);
        assert_eq!(kind.map(|(_, k)| k), pos.kind_after(m), "kind after {m:?}");
        pos.play_unchecked(m);
        assert_eq!(checked, pos);
        if let Some((sq, k)) = kind {
            assert_eq!(pos.unit_at(sq).map(|u| u.kind), Some(k), "kind after {m:?}");
        }
        assert_eq!(
            (pos.reserve(Color::White), pos.reserve(Color::Black)),
            expected,
            "reserves after {m:?}"
        );
    }
}

/// Cases per property: 12, or `STONE_PROPTEST_CASES` for longer runs.
fn cases() -> u32 {
    std::env::var("STONE_PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(12)
}

/// Start positions for playouts: the start, and positions rich in promotions, double steps,
/// en passant, Berolina pawns, superpawns and castling.
const FENS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[10:10] w KQkq - 0 1",
    "r3k2r/1(sd)1x1pF1/8/2pP4/3Xp3/8/1P(SD)1xW2/R3K2R[3:4] w KQkq c6 0 1",
    "4k3/1PX3(SD)1/8/8/8/8/1px3(sd)1/4K3[0:0] w - - 0 1",
    "r3k2r/pppppppp/8/8/8/8/XXXXPPPP/R3K2R[1:1] w KQkq - 0 1",
    "4k3/8/8/8/8/8/x1w1e1d1/R3K2R[2:0] b KQ - 0 1",
    "4k3/4r3/8/b7/8/2N5/4B3/4K3[5:5] w - - 0 1",
    "r3k2r/2l5/8/1(sd)6/4L3/1z6/3(SD)Z3/R3K2R[6:6] w KQkq - 0 1",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    /// Random playouts in the default edition agree with the slow generator at every ply.
    #[test]
    fn playouts_agree_with_slow_generator(
        fen in 0..FENS.len(),
        choices in proptest::collection::vec(any::<u16>(), 1..24),
    ) {
        playout(FENS[fen], &Options::default(), &choices);
    }

    /// The same for the 2012-07 edition.
    #[test]
    fn playouts_agree_with_slow_generator_2012_07(
        fen in 0..FENS.len(),
        choices in proptest::collection::vec(any::<u16>(), 1..24),
    ) {
        playout(FENS[fen], &Options::edition(Edition::Jul2012), &choices);
    }

    /// Opponent-half cost 3 and no «Правило -1».
    #[test]
    fn playouts_with_cost_three_and_full_bonus(
        fen in 0..FENS.len(),
        choices in proptest::collection::vec(any::<u16>(), 1..16),
    ) {
        let mut o = Options::default();
        o.set("stone_cost_opponent_half", "3").unwrap();
        o.set("rule_minus_one", "false").unwrap();
        playout(FENS[fen], &o, &choices);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    /// Exotic movements: problemists' Lion (hopper: stones become hurdles, pins do not
    /// apply), xiangqi horse (lame), super-pawn.
    #[test]
    fn playouts_with_exotic_movements(
        fen in 0..FENS.len(),
        variant in 0..4usize,
        choices in proptest::collection::vec(any::<u16>(), 1..20),
    ) {
        let mut o = Options::default();
        match variant {
            0 => o.set("lion", "problemist").unwrap(),
            1 => o.set("horse", "xiangqi").unwrap(),
            2 => o.set("superpawn", "super_pawn").unwrap(),
            _ => {
                o.set("superpawn", "sergeant_diagonal").unwrap();
                o.set("lion", "acedrex").unwrap();
            }
        }
        playout(FENS[fen], &o, &choices);
    }
}

proptest! {
    /// Arbitrary text never panics the FEN reader or the move parser.
    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,80}") {
        let _ = Stone::from_fen(&text, &Options::default());
        let _ = Stone::from_fen(&text, &Options::edition(Edition::Jul2012));
        let p = Stone::new(&Options::default());
        let _ = p.parse_move(&text);
    }

    /// FENs with one byte replaced never panic and, when accepted, round-trip.
    #[test]
    fn corrupted_fens_never_panic(
        fen in 0..FENS.len(),
        at in any::<usize>(),
        byte in proptest::sample::select(b"0123456789kqrbnpfwxedzlvamstKQRBNPFWXEDZLVAMST()[]:/- ".to_vec()),
    ) {
        let mut bytes = FENS[fen].as_bytes().to_vec();
        let i = at % bytes.len();
        bytes[i] = byte;
        let text = String::from_utf8(bytes).unwrap();
        if let Ok(p) = Stone::from_fen(&text, &Options::default()) {
            let again = Stone::from_fen(&p.to_string(), &Options::default()).unwrap();
            prop_assert_eq!(again.to_string(), p.to_string());
            let _ = p.legal_move_list();
        }
    }

    /// Move text built from pieces of the grammar never panics and is either a legal move or
    /// a typed error.
    #[test]
    fn near_miss_move_text_never_panics(
        a in proptest::sample::select(vec!["", "ST", "T", "Q", "sd", "NN", "PR", "e2", "e7", "K", "zz"]),
        sep in proptest::sample::select(vec!["", "@", "*", "=", "e4", "e8"]),
        b in proptest::sample::select(vec!["", "e4", "e8", "i9", "=Q", "=", "a1a2", "=SD"]),
    ) {
        let p = Stone::new(&Options::default());
        let text = format!("{a}{sep}{b}");
        if let Ok(m) = p.parse_move(&text) {
            prop_assert!(p.is_legal(m));
        }
    }
}

/// Playouts biased towards chess moves (the random ones are mostly mutations).
#[test]
fn chess_heavy_playouts_agree_with_slow_generator() {
    let mut exotic = Options::default();
    exotic.set("lion", "problemist").unwrap();
    exotic.set("horse", "xiangqi").unwrap();
    let mut diagonal = Options::edition(Edition::Dec2012);
    diagonal.set("superpawn", "sergeant_diagonal").unwrap();
    for options in [
        Options::default(),
        Options::edition(Edition::Jul2012),
        exotic,
        diagonal,
    ] {
        for fen in FENS {
            let mut pos = Stone::from_fen(fen, &options).unwrap();
            let mut seed = 0x2545_f491_u32;
            for _ in 0..30 {
                check_position(&pos);
                let moves: Vec<Move> = fast_moves(&pos);
                if moves.is_empty() {
                    break;
                }
                let chess: Vec<Move> = moves
                    .iter()
                    .copied()
                    .filter(|m| matches!(m, Move::Normal { .. }))
                    .collect();
                seed ^= seed << 13;
                seed ^= seed >> 17;
                seed ^= seed << 5;
                let pool = if chess.is_empty() || seed % 8 == 0 {
                    &moves
                } else {
                    &chess
                };
                let m = pool[seed as usize % pool.len()];
                pos.play(m).unwrap();
            }
        }
    }
}
