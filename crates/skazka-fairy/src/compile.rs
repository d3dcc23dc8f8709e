//! From a [`Definition`] to the tables a position reads.

use skazka_core::{Atom, Bitboard, ByColor, Color, Geometry, Kind, PieceTable, RiderRays, Square};

use crate::form::Form;
use crate::rare_form::RiderMoves;
use crate::variant::{
    Compiled, FastMoves, KindInfo, KindSet, LineRiders, MAX_KINDS, Zobrist, read_movement,
};
use crate::{Definition, DefinitionError, PieceKind};

pub(crate) fn compile(mut definition: Definition) -> Result<Compiled, DefinitionError> {
    let geometry = Geometry::new(definition.files, definition.ranks).map_err(|_| {
        DefinitionError::BoardSize {
            files: definition.files,
            ranks: definition.ranks,
        }
    })?;
    refuse_unimplemented(&definition)?;
    definition.pieces.sort_by_key(|p| p.kind.order());
    if definition.pieces.len() > MAX_KINDS {
        return Err(DefinitionError::TooManyKinds(definition.pieces.len()));
    }
    // Janggi's pieces move by rules the fast tables do not know (see `palace`).
    let janggi_moves = !definition.diagonal_lines.is_empty()
        || definition
            .pieces
            .iter()
            .any(|p| p.kind == PieceKind::JanggiCannon);
    let mut kinds = Vec::with_capacity(definition.pieces.len());
    let mut by_letter = [None; crate::plus::INDEX_COUNT];
    for (index, piece) in definition.pieces.iter().enumerate() {
        let letter = crate::plus::upper(piece.letter);
        let slot = crate::plus::index(letter)
            .and_then(|i| by_letter.get_mut(i))
            .ok_or(DefinitionError::DuplicateLetter(letter))?;
        if slot.is_some() {
            return Err(DefinitionError::DuplicateLetter(letter));
        }
        *slot = Some(index as u8);
        let betza = piece
            .betza
            .as_deref()
            .or_else(|| piece.kind.default_betza())
            .unwrap_or("");
        let (movement, en_passant) = read_movement(piece.kind, betza)?;
        let table = PieceTable::new(geometry, &movement);
        let diagonal = if definition.diagonal_lines.is_empty() {
            None
        } else {
            crate::palace::diagonal_betza(piece.kind, piece.betza.as_deref())
                .map(|b| read_movement(piece.kind, b))
                .transpose()?
                .map(|(m, _)| PieceTable::new(geometry, &m))
        };
        let empty_board = PieceTable::new(geometry, &empty_board_movement(&movement));
        let stranded = stranded_squares(geometry, &empty_board);
        kinds.push(KindInfo {
            stranded,
            empty_board,
            kind: piece.kind,
            letter,
            has_initial: movement.components().iter().any(|c| c.initial_only),
            rides: rides(&movement),
            rides_on_lines: rides_on_lines(&movement),
            form: Form::of(geometry, &movement, &table),
            table,
            diagonal,
            en_passant,
            synonym: None,
        });
    }
    let by_synonym = synonyms(&definition, &by_letter, &mut kinds)?;
    let find = |kind: PieceKind| kinds.iter().position(|k| k.kind == kind).map(|i| i as u8);
    let royal = find(PieceKind::King);
    let pawn = find(PieceKind::Pawn);
    let lookup = |key: &'static str, letter: char| -> Result<u8, DefinitionError> {
        crate::plus::index(letter)
            .and_then(|i| by_letter.get(i))
            .copied()
            .flatten()
            .ok_or(DefinitionError::UnknownLetter { key, letter })
    };
    let set = |key: &'static str, letters: &str| -> Result<KindSet, DefinitionError> {
        let mut s = 0;
        for c in letters.chars().filter(|c| !c.is_whitespace()) {
            if c == '*' {
                s = u32::MAX;
            } else if c != '-' {
                s |= 1 << lookup(key, c)?;
            }
        }
        Ok(s)
    };
    let d = &definition;
    let regions = |white: &crate::Region, black: &crate::Region| ByColor {
        white: white.on(geometry),
        black: black.on(geometry),
    };
    let targets = |letters: &str| -> Result<Vec<u8>, DefinitionError> {
        let mut out: Vec<u8> = Vec::new();
        for c in letters.chars().filter(|c| c.is_alphanumeric()) {
            let k = lookup("promotionPieceTypes", c)?;
            if !out.contains(&k) {
                out.push(k);
            }
        }
        out.sort_unstable_by(|a, b| b.cmp(a));
        Ok(out)
    };
    let promotion_targets = ByColor {
        white: targets(&d.promotion_piece_types)?,
        black: targets(
            d.promotion_piece_types_black
                .as_deref()
                .unwrap_or(&d.promotion_piece_types),
        )?,
    };
    let mut promotion_limit = [0; MAX_KINDS];
    for &(c, n) in &d.promotion_limit {
        promotion_limit[usize::from(lookup("promotionLimit", c)?)] = n;
    }
    let mut promoted = [None; MAX_KINDS];
    for &(from, to) in &d.promoted_piece_type {
        promoted[usize::from(lookup("promotedPieceType", from)?)] =
            Some(lookup("promotedPieceType", to)?);
    }
    let mut mobility = ByColor {
        white: [Bitboard::EMPTY; MAX_KINDS],
        black: [Bitboard::EMPTY; MAX_KINDS],
    };
    for k in 0..kinds.len() {
        mobility.white[k] = geometry.all();
        mobility.black[k] = geometry.all();
    }
    for (color, letter, region) in &d.mobility_region {
        let k = usize::from(lookup("mobilityRegion", *letter)?);
        if let Some(slot) = mobility.get_mut(*color).get_mut(k) {
            *slot = region.on(geometry);
        }
    }
    let mut en_passant_kinds = set("pawnTypes", &d.promotion_pawn_types)?;
    for (i, k) in kinds.iter().enumerate() {
        if k.en_passant {
            en_passant_kinds |= 1 << i;
        }
    }
    if let Some(letters) = &d.en_passant_types {
        en_passant_kinds = set("enPassantTypes", letters)?;
    }
    let flag = |c: char| -> Result<Option<u8>, DefinitionError> {
        if c == '*' {
            Ok(None)
        } else {
            lookup("flagPiece", c).map(Some)
        }
    };
    let flag_white = flag(d.flag_piece_white)?;
    let flag_black = flag(d.flag_piece_black)?;
    let double_step = if d.double_step {
        regions(&d.double_step_region_white, &d.double_step_region_black)
    } else {
        ByColor::new_with(|_| Bitboard::EMPTY)
    };
    let mut promotion_choices = vec![Vec::new(); kinds.len()];
    for (from, to) in &d.promotion_choices {
        let slot = &mut promotion_choices[usize::from(lookup("promotionChoices", *from)?)];
        for c in to.chars() {
            slot.push(lookup("promotionChoices", c)?);
        }
    }
    let per_colour = |key: &'static str, white: &str, black: &Option<String>| {
        Ok::<_, DefinitionError>(ByColor {
            white: set(key, white)?,
            black: set(key, black.as_deref().unwrap_or(white))?,
        })
    };
    let promotion_pawns = per_colour(
        "promotionPawnTypes",
        &d.promotion_pawn_types,
        &d.promotion_pawn_types_black,
    )?;
    // Under sittuyin's promotion the pawn does not promote by reaching the zone: its
    // promotions are moves of their own (see `crate::sittuyin`).
    let zone_promoters = promotion_pawns.map(|types| match pawn {
        Some(p) if d.sittuyin_promotion => types & !(1 << p),
        _ => types,
    });
    // Types whose moves are only plain moves: no promotion of any kind, no demotion.
    let plain_movers = (0..kinds.len())
        .filter(|&k| {
            (zone_promoters.white | zone_promoters.black) >> k & 1 == 0
                && promoted[k].is_none()
                && promotion_choices[k].is_empty()
                && !d.piece_demotion
        })
        .fold(0, |set, k| set | 1 << k);
    let line_riders = line_riders(&kinds);
    let tricky = kinds.iter().any(|k| tricky_movement(&k.table));
    let test_every_move = tricky
        || d.flying_general
        || !d.checking
        || !d.drop_checks
        || d.blast_on_capture
        || d.extinction_pseudo_royal;
    let legal_by_attacks =
        d.checking && d.drop_checks && !d.blast_on_capture && !d.extinction_pseudo_royal;
    let marks_promotions = promoted.iter().any(Option::is_some);
    let hands_change = d.piece_drops || d.captures_to_hand || d.gating;
    let mut compiled = Compiled {
        geometry,
        squares: geometry.all(),
        set_steps: crate::enclosing::SetSteps::new(geometry),
        royal,
        pawn,
        promotion_zone: regions(&d.promotion_region_white, &d.promotion_region_black),
        promotion_pawns,
        zone_promoters,
        plain_movers,
        line_riders,
        plain_leapers: plain_leapers(&kinds, janggi_moves),
        promotion_targets,
        promotion_limit,
        promotion_choices,
        promotion_choices_zone: regions(
            &d.promotion_choices_region_white,
            &d.promotion_choices_region_black,
        ),
        promoted,
        double_step,
        triple_step: regions(&d.triple_step_region_white, &d.triple_step_region_black),
        en_passant_region: regions(&d.en_passant_region_white, &d.en_passant_region_black),
        en_passant_kinds,
        drop_region: regions(&d.drop_region_white, &d.drop_region_black),
        enclosing_start: d.enclosing_drop_start.on(geometry),
        walling_region: regions(&d.walling_region_white, &d.walling_region_black),
        walls_on_squares_left: false,
        walls_counted_apart: false,
        mobility,
        castling_king: if d.castling {
            Some(lookup("castlingKingPiece", d.castling_king_piece)?)
        } else {
            None
        },
        castling_squares: crate::castling::CastlingSquares::new(d, geometry),
        castling_rooks: if d.castling {
            set("castlingRookPieces", &d.castling_rook_pieces)?
        } else {
            0
        },
        n_move_kinds: per_colour(
            "nMoveRuleTypes",
            &d.n_move_rule_types,
            &d.n_move_rule_types_black,
        )?,
        forward_only_kinds: forward_only_kinds(geometry, &kinds, janggi_moves),
        extinction_kinds: set("extinctionPieceTypes", &d.extinction_piece_types)?,
        connect_kinds: set("connectPieceTypes", &d.connect_piece_types)?,
        petrify_kinds: set("petrifyOnCaptureTypes", &d.petrify_on_capture_types)?,
        blast_immune_kinds: set("blastImmuneTypes", &d.blast_immune_types)?,
        mutually_immune_kinds: set("mutuallyImmuneTypes", &d.mutually_immune_types)?,
        flag_kind: ByColor {
            white: flag_white,
            black: flag_black,
        },
        flag_region: regions(&d.flag_region_white, &d.flag_region_black),
        connect_region1: regions(&d.connect_region1_white, &d.connect_region1_black),
        connect_region2: regions(&d.connect_region2_white, &d.connect_region2_black),
        connect_goals: d.connect_n > 0
            || d.connect_nxn > 0
            || d.collinear_n > 0
            || !d.connect_region1_white.is_empty()
            || !d.connect_region1_black.is_empty(),
        drop_no_doubled: d
            .drop_no_doubled
            .map(|c| lookup("dropNoDoubled", c))
            .transpose()?,
        rider_lines: rider_lines(geometry, &kinds),
        lines: skazka_core::Lines::new(geometry),
        neighbours: {
            let king = PieceTable::new(geometry, &skazka_core::Movement::king());
            geometry
                .squares()
                .map(|s| king.attacks(s, Color::White, Bitboard::EMPTY))
                .collect()
        },
        test_every_move,
        legal_by_attacks,
        checks_by_attacks: false,
        blast_by_squares: false,
        attack_paths: if test_every_move && legal_by_attacks {
            let facing = royal.filter(|_| d.flying_general);
            crate::attack_paths::attack_paths(geometry, &kinds, facing)
        } else {
            None
        },
        zobrist: Zobrist::new(geometry.num_squares()),
        diagonal_lines: d.diagonal_lines.on(geometry),
        janggi_moves,
        kinds,
        by_letter,
        by_synonym,
        definition,
        plain_count: false,
        counts_unguarded: false,
        several_royals: false,
        royal_promotion_squares: ByColor::new_with(|_| Bitboard::EMPTY),
        judged_by_squares: false,
        no_move_tested: false,
        extinction_ends: false,
        other_move_rules: false,
        marks_promotions,
        hands_change,
        simple_moves: false,
        other_end_rules: false,
    };
    compiled.other_move_rules = {
        let d = &compiled.definition;
        d.sittuyin_promotion || d.cambodian_moves || d.piece_drops || d.pass_white || d.pass_black
    };
    compiled.walls_on_squares_left = crate::walling::walls_on_squares_left(&compiled);
    compiled.walls_counted_apart = crate::walling::walls_counted_apart(&compiled);
    compiled.simple_moves = crate::simple_move::moves_are_simple(&compiled);
    compiled.extinction_ends = crate::end::extinction_ends(&compiled);
    compiled.other_end_rules = crate::end::other_end_rules(&compiled);
    compiled.blast_by_squares = crate::royal_safety::blast_by_squares(&compiled);
    // Judged by their squares, only the moves that may expose a royal piece need the test,
    // as where legality is a royal piece's safety (see `FairyPosition::legality_scope`).
    compiled.test_every_move &= !compiled.blast_by_squares || tricky;
    compiled.several_royals = crate::plain_count::several_royals(&compiled);
    compiled.royal_promotion_squares = crate::plain_count::royal_promotion_squares(&compiled);
    compiled.plain_count = crate::plain_count::is_plain(&compiled);
    compiled.counts_unguarded = crate::plain_count::counts_unguarded(&compiled);
    compiled.judged_by_squares = crate::evasion::judged_by_squares(&compiled);
    compiled.no_move_tested = crate::sink::no_move_tested(&compiled);
    compiled.checks_by_attacks = {
        let d = &compiled.definition;
        (!d.checking || !d.drop_checks)
            && compiled.plain_leapers.is_some()
            && !compiled.janggi_moves
            && !d.blast_on_capture
            && !d.extinction_pseudo_royal
            && !d.flying_general
            && !d.duple_check
            && !d.bikjang_rule
            && !d.makpong_rule
            && !d.immobility_illegal
            && compiled.petrify_kinds == 0
            && compiled.mutually_immune_kinds == 0
    };
    Ok(compiled)
}

/// A movement as Fairy-Stockfish reaches with it on an empty board when it judges immobility
/// (`immobilityIllegal`): a hop or a grasshopper's hop reaches along its whole line, as if a
/// screen stood anywhere (cannon shogi's `pR` piece is not stranded anywhere).
fn empty_board_movement(movement: &skazka_core::Movement) -> skazka_core::Movement {
    let reach = |c: &skazka_core::Component| {
        let kind = match c.kind {
            Kind::Hop { range } => Kind::Ride { range },
            Kind::Grasshop => Kind::Ride { range: 0 },
            kind => kind,
        };
        let mut reach = *c;
        reach.kind = kind;
        reach
    };
    skazka_core::Movement::new(movement.components().iter().map(reach).collect())
}

/// For each side, the squares from which a piece with `table` (its movement on an empty
/// board) has neither a move nor a capture there.
fn stranded_squares(geometry: Geometry, table: &PieceTable) -> ByColor<Bitboard> {
    ByColor::new_with(|color| {
        geometry
            .squares()
            .filter(|&s| {
                let t = table.targets(s, color, Bitboard::EMPTY, false);
                ((t.moves | t.attacks) & geometry.all()).is_empty()
            })
            .collect()
    })
}

/// The second letters of `pieceSynonyms`, set on their kinds; the kind of each second letter,
/// by its place in the alphabet. A second letter must be an ASCII letter no piece has as its
/// letter or second letter.
fn synonyms(
    definition: &Definition,
    by_letter: &[Option<u8>],
    kinds: &mut [KindInfo],
) -> Result<[Option<u8>; 26], DefinitionError> {
    let mut by_synonym = [None; 26];
    for &(letter, second) in &definition.piece_synonyms {
        let kind = crate::plus::index(letter)
            .and_then(|i| by_letter.get(i).copied().flatten())
            .ok_or(DefinitionError::UnknownLetter {
                key: "pieceSynonyms",
                letter,
            })?;
        let upper = second.to_ascii_uppercase();
        if !upper.is_ascii_uppercase() {
            return Err(DefinitionError::InvalidSynonym(second));
        }
        let slot = &mut by_synonym[usize::from(upper as u8 - b'A')];
        if slot.is_some() || by_letter[usize::from(upper as u8)].is_some() {
            return Err(DefinitionError::DuplicateLetter(upper));
        }
        *slot = Some(kind);
        kinds[usize::from(kind)].synonym = Some(upper);
    }
    Ok(by_synonym)
}

/// Whether a movement can check through another piece's move in ways a line from the royal
/// piece does not show: hoppers gain and lose screens, lame leapers' legs open, bent riders
/// turn. A component that only moves (a pawn's lame double step) checks nothing.
fn tricky_movement(table: &PieceTable) -> bool {
    table.movement().components().iter().any(|c| {
        c.modality != skazka_core::Modality::Move
            && matches!(
                c.kind,
                Kind::Hop { .. } | Kind::Grasshop | Kind::Lame | Kind::Bent { .. } | Kind::Legs(_)
            )
    })
}

/// The types that leap, where every type attacks by whole leaps and unlimited rook or bishop
/// lines, or by leaps alone, and neither janggi's moves nor a soldier's sideways steps apply.
fn plain_leapers(kinds: &[KindInfo], janggi_moves: bool) -> Option<KindSet> {
    if janggi_moves {
        return None;
    }
    let mut leapers = 0;
    for (k, info) in kinds.iter().enumerate() {
        let leaps = match &info.form {
            _ if info.kind == PieceKind::Soldier => return None,
            Form::Leaper(_) => true,
            _ => match info.attack_form() {
                Some((fast, _)) => fast.leaps.iter().any(|b| b.any()),
                None => return None,
            },
        };
        leapers |= KindSet::from(leaps) << k;
    }
    Some(leapers)
}

/// Each side's types whose every move leads strictly forwards (pawns): such a piece never
/// steps back to the square it left. Only leapers, whose moves the empty board shows whole,
/// and not under janggi's moves, which add the palace's diagonals.
fn forward_only_kinds(
    geometry: Geometry,
    kinds: &[KindInfo],
    janggi_moves: bool,
) -> ByColor<KindSet> {
    let forwards = |kind: &KindInfo, color: Color| {
        let ahead = |from: Square, to: Square| {
            let (from_rank, to_rank) = (geometry.xy(from).1, geometry.xy(to).1);
            if color.is_white() {
                to_rank > from_rank
            } else {
                to_rank < from_rank
            }
        };
        matches!(kind.form, Form::Leaper(_))
            && geometry.squares().all(|from| {
                let t = kind.table.targets(from, color, Bitboard::EMPTY, false);
                (t.moves | t.attacks).into_iter().all(|to| ahead(from, to))
            })
    };
    ByColor::new_with(|color| {
        kinds
            .iter()
            .enumerate()
            .filter(|(_, kind)| !janggi_moves && forwards(kind, color))
            .fold(0, |set, (k, _)| set | 1 << k)
    })
}

/// The types that ride along rook lines, along bishop lines, and along other lines (a
/// nightrider, whose pins the search by lines misses), for the pin search.
fn line_riders(kinds: &[KindInfo]) -> LineRiders {
    let mut riders = LineRiders::default();
    for (k, info) in kinds.iter().enumerate() {
        if !info.rides {
            continue;
        }
        match info.attack_form() {
            Some((fast, rays)) => {
                riders.rook |= KindSet::from(fast.rook) << k;
                riders.bishop |= KindSet::from(fast.bishop) << k;
                riders.rays |= KindSet::from(rays.is_some()) << k;
            }
            None if info.rides_on_lines => riders.partial |= 1 << k,
            None => riders.other |= 1 << k,
        }
    }
    riders
}

/// Whether a movement has a rider component (a line that pieces block).
fn rides(movement: &skazka_core::Movement) -> bool {
    movement
        .components()
        .iter()
        .any(|c| matches!(c.kind, Kind::Ride { .. }))
}

/// Whether every ride of a movement steps along ranks, files or diagonals (from the first
/// move on: a ride of the first move only is left to the general search), its other
/// components being plain leaps, which pin nothing.
fn rides_on_lines(movement: &skazka_core::Movement) -> bool {
    movement.components().iter().all(|c| match c.kind {
        Kind::Leap => true,
        Kind::Ride { .. } => !c.initial_only && matches!(c.atom, Atom::WAZIR | Atom::FERZ),
        _ => false,
    })
}

fn rider_lines(geometry: Geometry, kinds: &[KindInfo]) -> Vec<Bitboard> {
    let riders: Vec<&KindInfo> = kinds.iter().filter(|k| k.rides).collect();
    geometry
        .squares()
        .map(|s| {
            let mut lines = Bitboard::EMPTY;
            for k in &riders {
                for color in [Color::White, Color::Black] {
                    let t = k.table.targets(s, color, Bitboard::EMPTY, true);
                    lines |= t.moves | t.attacks;
                }
            }
            lines
        })
        .collect()
}

/// Keys a definition can hold whose rules play does not implement yet: refused by name, never
/// ignored.
pub(crate) fn refuse_unimplemented(d: &Definition) -> Result<(), DefinitionError> {
    let refused = [
        // As in Fairy-Stockfish, which warns that the two do not go together: a drop has no
        // square it leaves and no piece that could shoot an arrow.
        (
            d.walling_rule != crate::WallingRule::None && d.piece_drops,
            "wallingRule",
        ),
    ];
    match refused.iter().find(|(set, _)| *set) {
        Some(&(_, key)) => Err(DefinitionError::Unsupported(key)),
        None => Ok(()),
    }
}

/// The fast form of a movement made only of whole leapers (every step, moving and capturing,
/// not first-move-only) and unlimited lines: a rook's, a bishop's, or of an atom whose lines
/// meet no rank, file or diagonal, nor each other (a nightrider's, a camel rider's);
/// `None` for anything else.
pub(crate) fn fast_moves(
    geometry: Geometry,
    movement: &skazka_core::Movement,
) -> Option<RiderMoves> {
    use skazka_core::{Atom, Modality, Steps};
    let mut rook = false;
    let mut bishop = false;
    let mut leapers = Vec::new();
    let mut ray_steps = Vec::new();
    for c in movement.components() {
        if c.modality != Modality::Both || c.initial_only || c.steps != Steps::all_of(c.atom) {
            return None;
        }
        match c.kind {
            Kind::Leap => leapers.push(*c),
            Kind::Ride { range: 0 } if c.atom == Atom::WAZIR => rook = true,
            Kind::Ride { range: 0 } if c.atom == Atom::FERZ => bishop = true,
            Kind::Ride { range: 0 } if lines_of_its_own(c.atom) => {
                ray_steps.extend(c.steps_for(Color::White));
            }
            _ => return None,
        }
    }
    let leap_table = PieceTable::new(geometry, &skazka_core::Movement::new(leapers));
    let leaps = geometry
        .squares()
        .map(|s| leap_table.attacks(s, Color::White, Bitboard::EMPTY))
        .collect();
    Some(RiderMoves {
        lines: FastMoves {
            leaps,
            rook,
            bishop,
        },
        rays: (!ray_steps.is_empty()).then(|| RiderRays::new(geometry, &ray_steps)),
    })
}

/// Whether an atom's lines meet no rank, file or diagonal and no other atom's: its two
/// numbers differ, neither is zero, and they have no common factor (a `(2, 4)` rider would
/// share the knight's lines). Then a piece checking along one can only be blocked on it.
fn lines_of_its_own(atom: Atom) -> bool {
    let (a, b) = (atom.a(), atom.b());
    let gcd = |mut x: u8, mut y: u8| {
        while y != 0 {
            (x, y) = (y, x % y);
        }
        x
    };
    a != b && a != 0 && b != 0 && gcd(a, b) == 1
}
