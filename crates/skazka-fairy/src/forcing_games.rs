//! Seeded random games that favour chosen moves (checks and captures, gatings), for the tests
//! that hold a fast way of finding the legal moves against the general one: kings are often
//! in check, pieces pinned, pawns promoting, and captured pieces come back as drops.

use skazka_core::{Color, Position, Square};

use crate::moves::MoveKind;
use crate::{FairyMove, FairyMoveList, FairyPosition, Variant};

/// Plays `games` seeded random games of `plies` moves at most in `variant`, three moves in
/// four chosen among the `favoured` moves where there are some, and calls `visit` on every
/// position reached until it answers `false` (a failure: that game stops there).
pub(crate) fn walk_forcing_games(
    variant: &Variant,
    games: u64,
    plies: usize,
    salt: u64,
    favoured: impl Fn(&FairyPosition, FairyMove) -> bool,
    mut visit: impl FnMut(&FairyPosition) -> bool,
) {
    for game in 0..games {
        let Ok(mut p) = FairyPosition::start(variant) else {
            continue;
        };
        let mut seed = game.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ salt;
        for _ in 0..plies {
            if !visit(&p) {
                break;
            }
            let moves = p.legal_move_list();
            if moves.is_empty() {
                break;
            }
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let forcing: Vec<_> = moves.iter().copied().filter(|&m| favoured(&p, m)).collect();
            let pool = if forcing.is_empty() || seed >> 62 == 0 {
                moves.as_slice()
            } else {
                forcing.as_slice()
            };
            p.play_unchecked(pool[(seed >> 33) as usize % pool.len()]);
        }
    }
}

/// Whether `m` takes a piece or gives check: the moves that lead to checks and pins.
pub(crate) fn captures_or_checks(p: &FairyPosition, m: FairyMove) -> bool {
    let mut after = p.clone();
    after.play_unchecked(m);
    p.is_capture(m) || after.is_check()
}

/// The positions of `games` forcing games of `variant` (named `name`, up to `plies` long,
/// favouring the `favoured` moves) where the count of legal moves differs from the number
/// listed, described.
pub(crate) fn count_mismatches(
    name: &str,
    variant: &Variant,
    games: u64,
    plies: usize,
    favoured: impl Fn(&FairyPosition, FairyMove) -> bool,
) -> Vec<String> {
    let mut failures = Vec::new();
    walk_forcing_games(variant, games, plies, name.len() as u64, favoured, |p| {
        let listed = p.legal_move_list().len();
        let counted = p.legal_move_count();
        if counted != listed {
            failures.push(format!(
                "{name}: {} counted {counted}, listed {listed}",
                p.fen_text()
            ));
        }
        counted == listed
    });
    failures
}

/// The positions of ten forcing games of `variant` (up to 120 plies, favouring checks and
/// captures, seeded by `salt`) where the legal moves counted or listed are not those that
/// leave no royal piece attacked by any piece's table ([`legal_by_tables`]), described.
pub(crate) fn table_mismatches(variant: &Variant, salt: u64) -> Vec<String> {
    let name = variant.name();
    let mut failures = Vec::new();
    walk_forcing_games(variant, 10, 120, salt, captures_or_checks, |p| {
        if p.game_end().is_some() {
            return false;
        }
        let expected = legal_by_tables(p);
        let listed = p.legal_move_list();
        let counted = p.legal_move_count();
        let agree = counted == expected.len()
            && listed.len() == expected.len()
            && listed.iter().all(|m| expected.contains(m));
        if !agree {
            failures.push(format!(
                "{name}: {} counted {counted}, listed {}, by tables {}",
                p.fen_text(),
                listed.len(),
                expected.len()
            ));
        }
        agree
    });
    failures
}

/// Whether a `by` piece attacks `square`, by each piece's own table.
fn attacked_by_tables(p: &FairyPosition, square: Square, by: Color) -> bool {
    let c = p.c();
    let occupied = p.occupied();
    p.pieces_of(by).into_iter().any(|from| {
        let kind = p.piece_on(from).unwrap().kind;
        let table = &c.kinds[usize::from(kind)].table;
        table.attacks(from, by, occupied).contains(square)
    })
}

/// The legal moves of `p` found by playing each pseudo-legal move: the mover's king may
/// not stand attacked by any enemy piece's table then, nor, where checks are forbidden,
/// the enemy king by one of the mover's (castling judged by the general test).
pub(crate) fn legal_by_tables(p: &FairyPosition) -> Vec<FairyMove> {
    let us = p.turn;
    let checking = p.c().definition.checking;
    let mut pseudo = FairyMoveList::new();
    p.pseudo_moves(&mut pseudo);
    pseudo
        .into_iter()
        .filter(|&m| {
            if m.kind == MoveKind::Castling {
                return p.is_legal_pseudo(m);
            }
            let mut after = p.clone();
            after.apply(m);
            let attacked = |color: Color| {
                let by = color.other();
                (after.royals(color).into_iter()).any(|k| attacked_by_tables(&after, k, by))
            };
            !attacked(us) && (checking || !attacked(us.other()))
        })
        .collect()
}

/// The texts of the legal moves of `p`, sorted: what Fairy-Stockfish's lists are compared with.
pub(crate) fn sorted_legal_texts(p: &FairyPosition) -> Vec<String> {
    let mut moves: Vec<String> = p
        .legal_move_list()
        .iter()
        .map(ToString::to_string)
        .collect();
    moves.sort();
    moves
}

/// The catalogue's variants (with their names) whose compiled form satisfies `flag`: the
/// variants a shortcut serves, for the tests that hold it against the general path.
pub(crate) fn catalogue_where(
    flag: impl Fn(&crate::variant::Compiled) -> bool,
) -> Vec<(&'static str, Variant)> {
    crate::catalogue::names()
        .filter_map(|name| Some((name, crate::catalogue::variant(name)?)))
        .filter(|(_, variant)| flag(variant.compiled()))
        .collect()
}
