//! Reading and writing Fairy-Stockfish's `variants.ini` text.
//!
//! [`parse()`] reads every section of a text into a [`Definition`]; [`write()`] writes one
//! definition as a section that [`parse()`] reads back into the same definition.
//!
//! ```
//! use skazka_fairy::{Definition, ini};
//!
//! let text = "[kingofthefiles:chess]\nflagPiece = k\nflagRegion = d* e*\n";
//! let known = |name: &str| (name == "chess").then(Definition::default);
//! let d = Definition::from_ini(text, &known)?;
//! assert_eq!((d.flag_piece_white, d.flag_piece_black), ('k', 'k'));
//! assert!(ini::write(&d).contains("flagRegionWhite = d* e*\n"));
//! # Ok::<(), skazka_fairy::IniError>(())
//! ```
//!
//! # The text
//!
//! - A section starts with `[name]` (a variant of its own) or `[name:parent]` (a variant that
//!   starts from `parent`'s rules: an earlier section of the same text or, failing that, a
//!   variant the caller knows). A section without a parent starts from
//!   [`Definition::default`] without any piece and without promotion piece types, as
//!   Fairy-Stockfish's sections do.
//! - `key = value` lines, spaces around `=` optional; keys and values are trimmed.
//! - Comments are whole lines whose first non-blank character is `#` or `;`. As in
//!   Fairy-Stockfish, a `#` or `;` after a value is part of the value (so `castling = false #
//!   no` is an invalid value).
//! - Blank lines are ignored; any other line without `=` is an error.
//!
//! # Semantics
//!
//! The keys of a section are applied in Fairy-Stockfish's order, not in the order of the lines:
//! `maxRank` and `maxFile` first, then the piece keys in Fairy-Stockfish's piece order, then the
//! deprecated keys (`promotionRank`, `doubleStepRank`, `doubleStepRankMin`, `whiteFlag`,
//! `blackFlag`, `castlingRookPiece`, `whiteDropRegion`, `blackDropRegion`), then `pawnTypes`,
//! then the other keys, a key for both colours before its `White`/`Black` forms. So a key
//! always overrides the deprecated or shorter key it refines, and regions computed from ranks
//! use the section's final `maxRank`. A key given twice in one section: the last one counts.
//!
//! - Piece keys (`knight = n`, `customPiece1 = a:mRcpR`, `king = k`, `king = k:KN`) add a
//!   piece; a letter already in use removes the piece that had it, and `knight = -` removes the
//!   knight. Removing (or re-adding) a piece takes it out of the promotion piece types, as in
//!   Fairy-Stockfish.
//! - Piece-letter values (`promotionPieceTypes = qrbn`, `flagPiece = q`) name pieces the section
//!   has once its piece keys are applied; `*` is any piece and `-` ends the list (`-` alone: no
//!   piece). When a piece changes its letter the sets that hold it follow; a set never names a
//!   piece the variant does not have. Letters are written in lower case.
//! - Regions as [`Region`] reads them, files as a letter or a 1-based number, ranks 1-based.
//! - `promotionLimit` and `promotedPieceType` add to what the section inherits, as in
//!   Fairy-Stockfish (`p:-` takes a promotion away, a limit of `0` is no limit).
//! - Beyond Fairy-Stockfish (skazka extensions; its reader reports them as invalid options and
//!   ignores them): a piece letter written `+a` (`customPiece18 = +a:QN`) makes a piece
//!   written `+A`/`+a`, also in letter sets (`promotionPieceTypes = q+a`);
//!   `promotionChoices = f:q+a w:+l` gives each listed piece its own optional promotions in
//!   `promotionChoicesRegionWhite`/`Black`; `passAfterPass = false` forbids passing right
//!   after the opponent passed; `freeDrops = true` lets every piece be dropped without a
//!   hand (Fairy-Stockfish's built-in ataxx); `pieceSynonyms = n:h` gives a piece a second letter, read in
//!   a FEN and written in SAN (Fairy-Stockfish's built-in xiangqi horse `H`). A piece added
//!   anew loses its second letter, and a letter given to a piece stops being another piece's
//!   second letter. See docs/variants.md.
//! - As Fairy-Stockfish concludes a variant, a variant without double steps has empty
//!   double-step regions, and one with both regions empty has no double steps.
//! - A rule about a piece type the variant does not have cannot apply, and the definition says
//!   so: a variant whose castling king is such a type (a section without a parent and without a
//!   king, say) or no piece (`castlingKingPiece = -`) has `castling = false`, and a side whose
//!   flag piece is such a type has no flag region. A section inheriting from an earlier section
//!   of the text inherits the rule itself, and gets it back by adding the piece.
//!
//! # What is refused
//!
//! A [`Definition`] holds the rules skazka plays. Every other key is an error naming the key and
//! its line: [`IniError::UnknownKey`] for a key Fairy-Stockfish does not have (a misspelling),
//! [`IniError::UnsupportedKey`] for one of Fairy-Stockfish's keys whose rule a definition cannot
//! hold (`twoBoards`, `petrifyBlastPieces`, `mustDropType`, `dropOnTop`). Such a key is
//! accepted, and changes nothing, only at its default value where that value changes nothing
//! (`twoBoards = false`, `dropOnTop = false`…).
//!
//! `promotionPieceTypesWhite`/`Black`, `promotionPawnTypesWhite`/`Black` and
//! `nMoveRuleTypesWhite`/`Black` are held for each colour (Black's apart where it differs). The
//! keys that hold one value per colour in Fairy-Stockfish but one value in a definition
//! (`castlingKingPieceWhite`, `castlingRookPiecesBlack`, `enPassantTypesWhite`…) are accepted
//! when both colours end with the same pieces, and refused ([`IniError::UnsupportedValue`])
//! otherwise. The pieces that capture
//! en passant are by default the promotion pawn types and the pieces whose movement has `e`;
//! `enPassantTypes` naming others is held in [`Definition::en_passant_types`].
//!
//! `pieceValueMg`, `pieceValueEg` (evaluation) and `pocketSize` (display) are accepted and
//! ignored; `variantTemplate` and `pieceToCharTable`, which also only serve user interfaces, are
//! kept in their fields. Fairy-Stockfish ignores `doubleStepRankMin` when `doubleStepRank` is
//! given; the pair is refused. Unlike Fairy-Stockfish, which skips them, lines with an empty
//! value are errors.
//!
//! # A parent from outside the text
//!
//! A parent the caller passes as a [`Definition`] has its piece-letter values as letters; a
//! letter of no piece of the parent is dropped, and a piece type the parent does not have
//! counts as in Fairy-Stockfish's defaults (the pawn among the pawn types and the move-rule
//! types, the rook among the castling rooks, the king as the castling king), so that a section
//! that adds it back gets the default rule for it.

use core::fmt;
use std::collections::{BTreeMap, HashMap};

use skazka_core::Color;

use crate::{
    CountingRule, Definition, EnclosingRule, EndValue, MaterialCounting, PieceDef, PieceKind,
    Region, RegionPart, WallingRule,
};

/// Why a `variants.ini` text cannot be read. Lines are numbered from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum IniError {
    /// A line that is not a section header, a `key = value` line, a comment or blank, or a
    /// malformed section header.
    Syntax {
        /// The line.
        line: usize,
        /// The line's text.
        text: String,
        /// What is wrong.
        reason: &'static str,
    },
    /// A `key = value` line before the first section.
    OutsideSection {
        /// The line.
        line: usize,
        /// The key.
        key: String,
    },
    /// A section whose name an earlier section of the text has.
    DuplicateSection {
        /// The line of the second header.
        line: usize,
        /// The name.
        name: String,
    },
    /// A parent that is neither an earlier section of the text nor a known variant.
    UnknownParent {
        /// The line of the header.
        line: usize,
        /// The section.
        name: String,
        /// The parent it names.
        parent: String,
    },
    /// A key that is not one of Fairy-Stockfish's (a misspelling, or a key of another program).
    UnknownKey {
        /// The line.
        line: usize,
        /// The key.
        key: String,
    },
    /// One of Fairy-Stockfish's keys whose rule a [`Definition`] cannot hold, at a value that
    /// changes the rules.
    UnsupportedKey {
        /// The line.
        line: usize,
        /// The key.
        key: String,
    },
    /// A well-formed value that asks for a rule a [`Definition`] cannot hold.
    UnsupportedValue {
        /// The line.
        line: usize,
        /// The key.
        key: String,
        /// The value.
        value: String,
        /// Why it cannot be held.
        reason: &'static str,
    },
    /// A value the key does not accept.
    InvalidValue {
        /// The line.
        line: usize,
        /// The key.
        key: String,
        /// The value.
        value: String,
        /// What the key expects.
        reason: String,
    },
    /// [`Definition::from_ini`] was given a text without exactly one section.
    SectionCount(usize),
}

impl IniError {
    /// The line the error is about, if it is about one.
    #[must_use]
    pub fn line(&self) -> Option<usize> {
        match self {
            IniError::Syntax { line, .. }
            | IniError::OutsideSection { line, .. }
            | IniError::DuplicateSection { line, .. }
            | IniError::UnknownParent { line, .. }
            | IniError::UnknownKey { line, .. }
            | IniError::UnsupportedKey { line, .. }
            | IniError::UnsupportedValue { line, .. }
            | IniError::InvalidValue { line, .. } => Some(*line),
            IniError::SectionCount(_) => None,
        }
    }
}

impl fmt::Display for IniError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IniError::Syntax { line, text, reason } => {
                write!(f, "line {line}: {reason}: `{text}`")
            }
            IniError::OutsideSection { line, key } => {
                write!(f, "line {line}: key `{key}` comes before any section")
            }
            IniError::DuplicateSection { line, name } => {
                write!(f, "line {line}: section `{name}` is defined twice")
            }
            IniError::UnknownParent { line, name, parent } => write!(
                f,
                "line {line}: section `{name}` inherits from `{parent}`, which is neither an earlier section nor a known variant"
            ),
            IniError::UnknownKey { line, key } => {
                write!(f, "line {line}: key `{key}` is not a Fairy-Stockfish key")
            }
            IniError::UnsupportedKey { line, key } => {
                write!(f, "line {line}: key `{key}` is not supported")
            }
            IniError::UnsupportedValue {
                line,
                key,
                value,
                reason,
            } => write!(
                f,
                "line {line}: key `{key}` = `{value}` is not supported: {reason}"
            ),
            IniError::InvalidValue {
                line,
                key,
                value,
                reason,
            } => write!(
                f,
                "line {line}: invalid value `{value}` for key `{key}`: {reason}"
            ),
            IniError::SectionCount(n) => write!(f, "expected one section, found {n}"),
        }
    }
}

impl std::error::Error for IniError {}

/// Reads every section of a `variants.ini` text, in order.
///
/// `known` gives the variants a section may inherit from when no earlier section of the text
/// has the parent's name (a catalogue of built-in variants). See the [module docs](self) for
/// the format and what is refused.
///
/// # Errors
/// [`IniError`] for the first line that cannot be read, a key a [`Definition`] cannot hold, an
/// invalid value, a duplicate section or an unknown parent.
pub fn parse(
    text: &str,
    known: &dyn Fn(&str) -> Option<Definition>,
) -> Result<Vec<Definition>, IniError> {
    let sections = read_sections(text)?;
    let mut done: Vec<(String, State)> = Vec::new();
    let mut out = Vec::with_capacity(sections.len());
    for raw in sections {
        if done.iter().any(|(name, _)| *name == raw.name) {
            return Err(IniError::DuplicateSection {
                line: raw.line,
                name: raw.name,
            });
        }
        let keys = classify(&raw)?;
        let mut state = match &raw.parent {
            None => State::parentless(),
            Some(parent) => {
                if let Some((_, state)) = done.iter().find(|(name, _)| name == parent) {
                    state.clone()
                } else if let Some(definition) = known(parent) {
                    State::from_definition(&definition)
                } else {
                    return Err(IniError::UnknownParent {
                        line: raw.line,
                        name: raw.name,
                        parent: parent.clone(),
                    });
                }
            }
        };
        state.apply(&keys)?;
        state.finish()?;
        out.push(state.emit(&raw.name));
        done.push((raw.name, state));
    }
    Ok(out)
}

/// Writes `definition` as one section `[name]` without a parent: every key whose value differs
/// from where a section without a parent starts, pieces first. Regions are written as
/// [`Region`] displays them, files as letters, ranks from 1.
///
/// [`parse()`] reads the text back into the same definition when the definition is as [`parse()`]
/// makes them: pieces in Fairy-Stockfish's order with distinct letters, piece-letter values in
/// lower case naming pieces the variant has (the castling king and the flag pieces among them),
/// and no double-step region without double steps.
/// What the format cannot say is left out: a movement given to a predefined piece, a mobility
/// region of a letter no piece has. A name must have neither `]` nor `:` to be read back.
#[must_use]
pub fn write(definition: &Definition) -> String {
    let d = definition;
    let mut pieces: Vec<&PieceDef> = d.pieces.iter().collect();
    pieces.sort_by_key(|p| p.kind.order());
    let mut start = State::parentless();
    for p in &pieces {
        let betza = match p.kind {
            PieceKind::Custom(_) | PieceKind::King => p.betza.clone(),
            _ => None,
        };
        start.add_piece(p.kind, crate::plus::upper(p.letter), betza);
    }
    let base = start.emit(&d.name);
    let mut out = format!("[{}]\n", d.name);
    let mut put = |key: &str, value: &str| {
        out.push_str(key);
        out.push_str(" = ");
        out.push_str(value);
        out.push('\n');
    };
    if d.ranks != base.ranks {
        put("maxRank", &d.ranks.to_string());
    }
    if d.files != base.files {
        put("maxFile", &file_text(d.files.saturating_sub(1)));
    }
    for p in &pieces {
        let letter = crate::plus::text(crate::plus::lower(p.letter));
        let value = match (&p.kind, &p.betza) {
            (PieceKind::Custom(_) | PieceKind::King, Some(betza)) => format!("{letter}:{betza}"),
            _ => letter,
        };
        put(&p.kind.name(), &value);
    }
    for (color, letter, region) in &d.mobility_region {
        if let Some(p) = d.piece_by_letter(*letter) {
            let mut name = p.kind.name();
            if let Some(first) = name.get_mut(0..1) {
                first.make_ascii_uppercase();
            }
            let side = if color.is_white() { "White" } else { "Black" };
            put(&format!("mobilityRegion{side}{name}"), &region.to_string());
        }
    }
    let set = |s: &str| {
        if s.is_empty() {
            "-".to_owned()
        } else {
            s.chars().map(crate::plus::text).collect()
        }
    };
    let flag = |b: bool| if b { "true" } else { "false" };
    macro_rules! text {
        ($key:literal, $field:ident) => {
            if d.$field != base.$field {
                put($key, &d.$field);
            }
        };
    }
    macro_rules! boolean {
        ($key:literal, $field:ident) => {
            if d.$field != base.$field {
                put($key, flag(d.$field));
            }
        };
    }
    macro_rules! region {
        ($key:literal, $field:ident) => {
            if d.$field != base.$field {
                put($key, &d.$field.to_string());
            }
        };
    }
    macro_rules! letters {
        ($key:literal, $field:ident) => {
            if d.$field != base.$field {
                put($key, &set(&d.$field));
            }
        };
    }
    macro_rules! count {
        ($key:literal, $field:ident) => {
            if d.$field != base.$field {
                put($key, &d.$field.to_string());
            }
        };
    }
    macro_rules! file {
        ($key:literal, $field:ident) => {
            if d.$field != base.$field {
                put($key, &file_text(d.$field));
            }
        };
    }
    macro_rules! rank {
        ($key:literal, $field:ident) => {
            if d.$field != base.$field {
                put($key, &(u32::from(d.$field) + 1).to_string());
            }
        };
    }
    macro_rules! end {
        ($key:literal, $field:ident) => {
            if d.$field != base.$field {
                put($key, d.$field.as_str());
            }
        };
    }
    macro_rules! piece {
        ($key:literal, $field:ident) => {
            if d.$field != base.$field {
                put($key, &d.$field.to_string());
            }
        };
    }
    text!("variantTemplate", variant_template);
    text!("pieceToCharTable", piece_to_char_table);
    boolean!("chess960", chess960);
    text!("startFen", start_fen);
    region!("promotionRegionWhite", promotion_region_white);
    region!("promotionRegionBlack", promotion_region_black);
    letters!("promotionPawnTypes", promotion_pawn_types);
    if let Some(black) = &d.promotion_pawn_types_black {
        put("promotionPawnTypesBlack", &set(black));
    }
    letters!("promotionPieceTypes", promotion_piece_types);
    if let Some(black) = &d.promotion_piece_types_black {
        put("promotionPieceTypesBlack", &set(black));
    }
    if d.promotion_limit != base.promotion_limit {
        let words: Vec<String> = d
            .promotion_limit
            .iter()
            .map(|(c, n)| format!("{c}:{n}"))
            .collect();
        put("promotionLimit", &words.join(" "));
    }
    if d.promoted_piece_type != base.promoted_piece_type {
        let words: Vec<String> = d
            .promoted_piece_type
            .iter()
            .map(|(a, b)| format!("{a}:{b}"))
            .collect();
        put("promotedPieceType", &words.join(" "));
    }
    if d.piece_synonyms != base.piece_synonyms {
        let words: Vec<String> = d
            .piece_synonyms
            .iter()
            .map(|(a, b)| format!("{a}:{b}"))
            .collect();
        put("pieceSynonyms", &words.join(" "));
    }
    if d.promotion_choices != base.promotion_choices {
        let words: Vec<String> = d
            .promotion_choices
            .iter()
            .map(|(a, to)| {
                let to: String = to.chars().map(crate::plus::text).collect();
                format!("{}:{to}", crate::plus::text(*a))
            })
            .collect();
        put("promotionChoices", &words.join(" "));
    }
    region!(
        "promotionChoicesRegionWhite",
        promotion_choices_region_white
    );
    region!(
        "promotionChoicesRegionBlack",
        promotion_choices_region_black
    );
    boolean!("piecePromotionOnCapture", piece_promotion_on_capture);
    boolean!("sittuyinPromotion", sittuyin_promotion);
    boolean!("mandatoryPawnPromotion", mandatory_pawn_promotion);
    boolean!("mandatoryPiecePromotion", mandatory_piece_promotion);
    boolean!("pieceDemotion", piece_demotion);
    boolean!("blastOnCapture", blast_on_capture);
    boolean!("doubleStep", double_step);
    region!("doubleStepRegionWhite", double_step_region_white);
    region!("doubleStepRegionBlack", double_step_region_black);
    region!("tripleStepRegionWhite", triple_step_region_white);
    region!("tripleStepRegionBlack", triple_step_region_black);
    region!("enPassantRegionWhite", en_passant_region_white);
    region!("enPassantRegionBlack", en_passant_region_black);
    // Compared with the start before the castling king is resolved: a section without a king
    // reads as without castling, yet `castling` must be written for one that gets a king here.
    if d.castling != start.def.castling {
        put("castling", flag(d.castling));
    }
    file!("castlingKingsideFile", castling_kingside_file);
    file!("castlingQueensideFile", castling_queenside_file);
    rank!("castlingRank", castling_rank);
    file!("castlingKingFile", castling_king_file);
    piece!("castlingKingPiece", castling_king_piece);
    file!("castlingRookKingsideFile", castling_rook_kingside_file);
    file!("castlingRookQueensideFile", castling_rook_queenside_file);
    letters!("castlingRookPieces", castling_rook_pieces);
    boolean!("oppositeCastling", opposite_castling);
    if d.castling_wins != base.castling_wins {
        put(
            "castlingWins",
            if d.castling_wins.is_empty() {
                "-"
            } else {
                &d.castling_wins
            },
        );
    }
    boolean!("checking", checking);
    boolean!("dropChecks", drop_checks);
    boolean!("mustCapture", must_capture);
    boolean!("mustDrop", must_drop);
    boolean!("sittuyinRookDrop", sittuyin_rook_drop);
    boolean!("dropOppositeColoredBishop", drop_opposite_colored_bishop);
    boolean!("castlingDroppedPiece", castling_dropped_piece);
    boolean!("pieceDrops", piece_drops);
    boolean!("capturesToHand", captures_to_hand);
    boolean!("dropLoop", drop_loop);
    boolean!("firstRankPawnDrops", first_rank_pawn_drops);
    boolean!("promotionZonePawnDrops", promotion_zone_pawn_drops);
    region!("dropRegionWhite", drop_region_white);
    region!("dropRegionBlack", drop_region_black);
    boolean!("dropPromoted", drop_promoted);
    if d.enclosing_drop != base.enclosing_drop {
        put("enclosingDrop", d.enclosing_drop.as_str());
    }
    region!("enclosingDropStart", enclosing_drop_start);
    if d.flip_enclosed_pieces != base.flip_enclosed_pieces {
        put("flipEnclosedPieces", d.flip_enclosed_pieces.as_str());
    }
    boolean!("freeDrops", free_drops);
    boolean!("gating", gating);
    boolean!("seirawanGating", seirawan_gating);
    if d.en_passant_types != base.en_passant_types {
        put(
            "enPassantTypes",
            d.en_passant_types
                .as_deref()
                .map_or("-", |l| if l.is_empty() { "-" } else { l }),
        );
    }
    if d.drop_no_doubled != base.drop_no_doubled {
        put(
            "dropNoDoubled",
            &d.drop_no_doubled.map_or("-".to_owned(), |c| c.to_string()),
        );
    }
    count!("dropNoDoubledCount", drop_no_doubled_count);
    boolean!("immobilityIllegal", immobility_illegal);
    if d.walling_rule != base.walling_rule {
        put("wallingRule", d.walling_rule.as_str());
    }
    region!("wallingRegionWhite", walling_region_white);
    region!("wallingRegionBlack", walling_region_black);
    boolean!("wallOrMove", wall_or_move);
    boolean!("passWhite", pass_white);
    boolean!("passBlack", pass_black);
    boolean!("passOnStalemateWhite", pass_on_stalemate_white);
    boolean!("passOnStalemateBlack", pass_on_stalemate_black);
    boolean!("passAfterPass", pass_after_pass);
    boolean!("makpongRule", makpong_rule);
    boolean!("cambodianMoves", cambodian_moves);
    boolean!("shatarMateRule", shatar_mate_rule);
    boolean!("flyingGeneral", flying_general);
    rank!("soldierPromotionRank", soldier_promotion_rank);
    letters!("nMoveRuleTypes", n_move_rule_types);
    if let Some(black) = &d.n_move_rule_types_black {
        put("nMoveRuleTypesBlack", &set(black));
    }
    count!("nMoveRule", n_move_rule);
    count!("nFoldRule", n_fold_rule);
    end!("nFoldValue", n_fold_value);
    boolean!("nFoldValueAbsolute", n_fold_value_absolute);
    boolean!("perpetualCheckIllegal", perpetual_check_illegal);
    end!("stalemateValue", stalemate_value);
    boolean!("stalematePieceCount", stalemate_piece_count);
    end!("checkmateValue", checkmate_value);
    boolean!("shogiPawnDropMateIllegal", shogi_pawn_drop_mate_illegal);
    boolean!("bikjangRule", bikjang_rule);
    region!("diagonalLines", diagonal_lines);
    count!("connectN", connect_n);
    letters!("connectPieceTypes", connect_piece_types);
    boolean!("connectHorizontal", connect_horizontal);
    boolean!("connectVertical", connect_vertical);
    boolean!("connectDiagonal", connect_diagonal);
    end!("connectValue", connect_value);
    region!("connectRegion1White", connect_region1_white);
    region!("connectRegion2White", connect_region2_white);
    region!("connectRegion1Black", connect_region1_black);
    region!("connectRegion2Black", connect_region2_black);
    count!("connectNxN", connect_nxn);
    count!("collinearN", collinear_n);
    boolean!("adjudicateFullBoard", adjudicate_full_board);
    if d.material_counting != base.material_counting {
        put("materialCounting", material_text(d.material_counting));
    }
    boolean!("moveRepetitionIllegal", move_repetition_illegal);
    end!("extinctionValue", extinction_value);
    boolean!("extinctionClaim", extinction_claim);
    boolean!("extinctionPseudoRoyal", extinction_pseudo_royal);
    boolean!("dupleCheck", duple_check);
    letters!("extinctionPieceTypes", extinction_piece_types);
    letters!("petrifyOnCaptureTypes", petrify_on_capture_types);
    letters!("blastImmuneTypes", blast_immune_types);
    letters!("mutuallyImmuneTypes", mutually_immune_types);
    count!("extinctionPieceCount", extinction_piece_count);
    count!(
        "extinctionOpponentPieceCount",
        extinction_opponent_piece_count
    );
    piece!("flagPieceWhite", flag_piece_white);
    piece!("flagPieceBlack", flag_piece_black);
    region!("flagRegionWhite", flag_region_white);
    region!("flagRegionBlack", flag_region_black);
    count!("flagPieceCount", flag_piece_count);
    boolean!("flagMove", flag_move);
    boolean!("flagPieceSafe", flag_piece_safe);
    boolean!("flagPieceBlockedWin", flag_piece_blocked_win);
    boolean!("checkCounting", check_counting);
    if d.counting_rule != base.counting_rule {
        put("countingRule", counting_text(d.counting_rule));
    }
    if d.chasing_rule != base.chasing_rule {
        put("chasingRule", if d.chasing_rule { "axf" } else { "none" });
    }
    out
}

impl Definition {
    /// Reads a text of exactly one section (see [`parse()`]).
    ///
    /// # Errors
    /// [`IniError`] as [`parse()`] returns them, and [`IniError::SectionCount`] for a text with no
    /// section or several.
    pub fn from_ini(
        text: &str,
        known: &dyn Fn(&str) -> Option<Definition>,
    ) -> Result<Definition, IniError> {
        let all = parse(text, known)?;
        let count = all.len();
        match <[Definition; 1]>::try_from(all) {
            Ok([definition]) => Ok(definition),
            Err(_) => Err(IniError::SectionCount(count)),
        }
    }

    /// The definition as one section of a `variants.ini` text (see [`write()`]).
    #[must_use]
    pub fn to_ini(&self) -> String {
        write(self)
    }
}

fn file_text(file: u8) -> String {
    if file < 26 {
        char::from(b'a' + file).to_string()
    } else {
        (u32::from(file) + 1).to_string()
    }
}

fn material_text(rule: MaterialCounting) -> &'static str {
    match rule {
        MaterialCounting::None => "none",
        MaterialCounting::Janggi => "janggi",
        MaterialCounting::Unweighted => "unweighted",
        MaterialCounting::WhiteDrawOdds => "whitedrawodds",
        MaterialCounting::BlackDrawOdds => "blackdrawodds",
    }
}

fn counting_text(rule: CountingRule) -> &'static str {
    match rule {
        CountingRule::None => "none",
        CountingRule::Makruk => "makruk",
        CountingRule::Asean => "asean",
        CountingRule::Cambodian => "cambodian",
    }
}

// ---------------------------------------------------------------------------------------------
// Lines and sections.

struct RawSection {
    name: String,
    parent: Option<String>,
    line: usize,
    entries: Vec<RawEntry>,
}

struct RawEntry {
    key: String,
    value: String,
    line: usize,
}

fn read_sections(text: &str) -> Result<Vec<RawSection>, IniError> {
    let mut sections: Vec<RawSection> = Vec::new();
    for (index, full) in text.lines().enumerate() {
        let line = index + 1;
        let trimmed = full.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') || trimmed.starts_with(';') {
            continue;
        }
        let syntax = |reason| IniError::Syntax {
            line,
            text: trimmed.to_owned(),
            reason,
        };
        if let Some(inner) = trimmed.strip_prefix('[') {
            let (header, rest) = inner
                .split_once(']')
                .ok_or_else(|| syntax("a section header needs a closing `]`"))?;
            let rest = rest.trim_start();
            if !(rest.is_empty() || rest.starts_with('#') || rest.starts_with(';')) {
                return Err(syntax("only a comment may follow a section header"));
            }
            let (name, parent) = match header.split_once(':') {
                Some((name, parent)) => {
                    let parent = parent.trim();
                    if parent.is_empty() {
                        return Err(syntax("a section header's parent needs a name"));
                    }
                    (name.trim(), Some(parent.to_owned()))
                }
                None => (header.trim(), None),
            };
            if name.is_empty() {
                return Err(syntax("a section header needs a name"));
            }
            sections.push(RawSection {
                name: name.to_owned(),
                parent,
                line,
                entries: Vec::new(),
            });
            continue;
        }
        let (key, value) = trimmed
            .split_once('=')
            .ok_or_else(|| syntax("expected a section `[name]`, `key = value` or a comment"))?;
        let key = key.trim();
        if key.is_empty() {
            return Err(syntax("a `key = value` line needs a key"));
        }
        let section = sections
            .last_mut()
            .ok_or_else(|| IniError::OutsideSection {
                line,
                key: key.to_owned(),
            })?;
        section.entries.push(RawEntry {
            key: key.to_owned(),
            value: value.trim().to_owned(),
            line,
        });
    }
    Ok(sections)
}

// ---------------------------------------------------------------------------------------------
// Keys and their values.

/// How a key's value is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ty {
    Bool,
    Count,
    End,
    Counting,
    Walling,
    /// `reversi`, `ataxx`, `quadwrangle`, `snort`, `anyside`, `top` or `none`, each for the
    /// key it has a meaning for.
    Enclosing,
    /// Castling rights as the FEN writes them (`KQkq`), or `-`.
    Rights,
    /// `axf` or `none`, read as a boolean.
    Chasing,
    Material,
    Region,
    File,
    Rank,
    Text,
    /// Piece letters, read once the pieces are known.
    Set,
    /// One piece letter, read once the pieces are known.
    One,
    /// `q:1 r:2`, read once the pieces are known.
    Limit,
    /// `p:g n:-`, read once the pieces are known.
    Promoted,
}

/// The keys a definition holds, in the order Fairy-Stockfish applies them (the piece keys come
/// between `maxFile` and `promotionRank`).
const KEYS: &[(&str, Ty)] = &[
    ("maxRank", Ty::Rank),
    ("maxFile", Ty::File),
    ("promotionRank", Ty::Rank),
    ("doubleStepRank", Ty::Rank),
    ("doubleStepRankMin", Ty::Rank),
    ("whiteFlag", Ty::Region),
    ("blackFlag", Ty::Region),
    ("castlingRookPiece", Ty::Set),
    ("whiteDropRegion", Ty::Region),
    ("blackDropRegion", Ty::Region),
    ("pawnTypes", Ty::Set),
    ("variantTemplate", Ty::Text),
    ("pieceToCharTable", Ty::Text),
    ("chess960", Ty::Bool),
    ("startFen", Ty::Text),
    ("promotionRegionWhite", Ty::Region),
    ("promotionRegionBlack", Ty::Region),
    ("promotionPawnTypes", Ty::Set),
    ("promotionPawnTypesWhite", Ty::Set),
    ("promotionPawnTypesBlack", Ty::Set),
    ("promotionPieceTypes", Ty::Set),
    ("promotionPieceTypesWhite", Ty::Set),
    ("promotionPieceTypesBlack", Ty::Set),
    ("promotionLimit", Ty::Limit),
    ("promotedPieceType", Ty::Promoted),
    ("pieceSynonyms", Ty::Promoted),
    ("promotionChoices", Ty::Promoted),
    ("promotionChoicesRegionWhite", Ty::Region),
    ("promotionChoicesRegionBlack", Ty::Region),
    ("piecePromotionOnCapture", Ty::Bool),
    ("sittuyinPromotion", Ty::Bool),
    ("mandatoryPawnPromotion", Ty::Bool),
    ("mandatoryPiecePromotion", Ty::Bool),
    ("pieceDemotion", Ty::Bool),
    ("blastOnCapture", Ty::Bool),
    ("doubleStep", Ty::Bool),
    ("doubleStepRegionWhite", Ty::Region),
    ("doubleStepRegionBlack", Ty::Region),
    ("tripleStepRegionWhite", Ty::Region),
    ("tripleStepRegionBlack", Ty::Region),
    ("enPassantRegion", Ty::Region),
    ("enPassantRegionWhite", Ty::Region),
    ("enPassantRegionBlack", Ty::Region),
    ("enPassantTypes", Ty::Set),
    ("enPassantTypesWhite", Ty::Set),
    ("enPassantTypesBlack", Ty::Set),
    ("castling", Ty::Bool),
    ("castlingKingsideFile", Ty::File),
    ("castlingQueensideFile", Ty::File),
    ("castlingRank", Ty::Rank),
    ("castlingKingFile", Ty::File),
    ("castlingKingPiece", Ty::One),
    ("castlingKingPieceWhite", Ty::One),
    ("castlingKingPieceBlack", Ty::One),
    ("castlingRookKingsideFile", Ty::File),
    ("castlingRookQueensideFile", Ty::File),
    ("castlingRookPieces", Ty::Set),
    ("castlingRookPiecesWhite", Ty::Set),
    ("castlingRookPiecesBlack", Ty::Set),
    ("oppositeCastling", Ty::Bool),
    ("castlingWins", Ty::Rights),
    ("checking", Ty::Bool),
    ("dropChecks", Ty::Bool),
    ("mustCapture", Ty::Bool),
    ("mustDrop", Ty::Bool),
    ("sittuyinRookDrop", Ty::Bool),
    ("dropOppositeColoredBishop", Ty::Bool),
    ("castlingDroppedPiece", Ty::Bool),
    ("pieceDrops", Ty::Bool),
    ("capturesToHand", Ty::Bool),
    ("dropLoop", Ty::Bool),
    ("firstRankPawnDrops", Ty::Bool),
    ("promotionZonePawnDrops", Ty::Bool),
    ("dropRegionWhite", Ty::Region),
    ("dropRegionBlack", Ty::Region),
    ("dropPromoted", Ty::Bool),
    ("enclosingDrop", Ty::Enclosing),
    ("enclosingDropStart", Ty::Region),
    ("flipEnclosedPieces", Ty::Enclosing),
    ("freeDrops", Ty::Bool),
    ("gating", Ty::Bool),
    ("seirawanGating", Ty::Bool),
    ("dropNoDoubled", Ty::One),
    ("dropNoDoubledCount", Ty::Count),
    ("immobilityIllegal", Ty::Bool),
    ("wallingRule", Ty::Walling),
    ("wallingRegionWhite", Ty::Region),
    ("wallingRegionBlack", Ty::Region),
    ("wallingRegion", Ty::Region),
    ("wallOrMove", Ty::Bool),
    ("pass", Ty::Bool),
    ("passWhite", Ty::Bool),
    ("passBlack", Ty::Bool),
    ("passOnStalemate", Ty::Bool),
    ("passOnStalemateWhite", Ty::Bool),
    ("passOnStalemateBlack", Ty::Bool),
    ("passAfterPass", Ty::Bool),
    ("makpongRule", Ty::Bool),
    ("cambodianMoves", Ty::Bool),
    ("shatarMateRule", Ty::Bool),
    ("flyingGeneral", Ty::Bool),
    ("soldierPromotionRank", Ty::Rank),
    ("nMoveRuleTypes", Ty::Set),
    ("nMoveRuleTypesWhite", Ty::Set),
    ("nMoveRuleTypesBlack", Ty::Set),
    ("nMoveRule", Ty::Count),
    ("nFoldRule", Ty::Count),
    ("nFoldValue", Ty::End),
    ("nFoldValueAbsolute", Ty::Bool),
    ("perpetualCheckIllegal", Ty::Bool),
    ("stalemateValue", Ty::End),
    ("stalematePieceCount", Ty::Bool),
    ("checkmateValue", Ty::End),
    ("shogiPawnDropMateIllegal", Ty::Bool),
    ("bikjangRule", Ty::Bool),
    ("diagonalLines", Ty::Region),
    ("connectN", Ty::Count),
    ("connectPieceTypes", Ty::Set),
    ("connectHorizontal", Ty::Bool),
    ("connectVertical", Ty::Bool),
    ("connectDiagonal", Ty::Bool),
    ("connectValue", Ty::End),
    ("connectRegion1White", Ty::Region),
    ("connectRegion2White", Ty::Region),
    ("connectRegion1Black", Ty::Region),
    ("connectRegion2Black", Ty::Region),
    ("connectNxN", Ty::Count),
    ("collinearN", Ty::Count),
    ("adjudicateFullBoard", Ty::Bool),
    ("materialCounting", Ty::Material),
    ("moveRepetitionIllegal", Ty::Bool),
    ("extinctionValue", Ty::End),
    ("extinctionClaim", Ty::Bool),
    ("extinctionPseudoRoyal", Ty::Bool),
    ("dupleCheck", Ty::Bool),
    ("extinctionPieceTypes", Ty::Set),
    ("petrifyOnCaptureTypes", Ty::Set),
    ("blastImmuneTypes", Ty::Set),
    ("mutuallyImmuneTypes", Ty::Set),
    ("extinctionPieceCount", Ty::Count),
    ("extinctionOpponentPieceCount", Ty::Count),
    ("flagPiece", Ty::One),
    ("flagPieceWhite", Ty::One),
    ("flagPieceBlack", Ty::One),
    ("flagRegion", Ty::Region),
    ("flagRegionWhite", Ty::Region),
    ("flagRegionBlack", Ty::Region),
    ("flagPieceCount", Ty::Count),
    ("flagMove", Ty::Bool),
    ("flagPieceSafe", Ty::Bool),
    ("flagPieceBlockedWin", Ty::Bool),
    ("checkCounting", Ty::Bool),
    ("countingRule", Ty::Counting),
    ("chasingRule", Ty::Chasing),
];

/// Keys for evaluation or display only: accepted and ignored (`None`: the value is not read).
const IGNORED: &[(&str, Option<Ty>)] = &[
    ("pieceValueMg", None),
    ("pieceValueEg", None),
    ("pocketSize", Some(Ty::Count)),
];

/// Fairy-Stockfish's keys for rules a definition does not hold, with the values at which they
/// change nothing.
const NO_FIELD: &[(&str, &[&str])] = &[
    ("twoBoards", &["false"]),
    ("petrifyBlastPieces", &["false"]),
    ("mustDropType", &["*", "-"]),
    ("dropOnTop", &["false"]),
];

/// Black's letters where they are not White's (in any order), for the definition's fields
/// that hold Black's value apart only when it differs.
fn differing(white: &str, black: String) -> Option<String> {
    let sorted = |s: &str| {
        let mut chars: Vec<char> = s.chars().collect();
        chars.sort_unstable();
        chars
    };
    (sorted(&black) != sorted(white)).then_some(black)
}

/// A value, read as far as it can be without the section's pieces.
#[derive(Clone, Debug)]
enum Val {
    Bool(bool),
    Count(u32),
    End(EndValue),
    Counting(CountingRule),
    Walling(WallingRule),
    Enclosing(EnclosingRule),
    Material(MaterialCounting),
    Region(Region),
    /// Castling rights, in the order `KQkq`.
    Rights(String),
    /// A zero-based file or rank.
    Index(u8),
    /// Text (in the entry's raw value), or piece letters to read once the pieces are known.
    Raw,
}

#[derive(Clone, Debug)]
struct Entry {
    key: &'static str,
    raw: String,
    line: usize,
    val: Val,
}

#[derive(Clone, Debug)]
enum PieceVal {
    Remove,
    Add(char, Option<String>),
}

/// A section's keys, read and checked, ready to apply in Fairy-Stockfish's order.
#[derive(Default)]
struct Keys {
    pieces: BTreeMap<PieceKind, PieceVal>,
    mobility: BTreeMap<(PieceKind, Color), Region>,
    values: HashMap<&'static str, Entry>,
}

fn invalid(entry: &RawEntry, reason: impl Into<String>) -> IniError {
    IniError::InvalidValue {
        line: entry.line,
        key: entry.key.clone(),
        value: entry.value.clone(),
        reason: reason.into(),
    }
}

fn classify(raw: &RawSection) -> Result<Keys, IniError> {
    let mut keys = Keys::default();
    for entry in &raw.entries {
        let key = entry.key.as_str();
        if entry.value.is_empty() {
            return Err(invalid(entry, "the value is missing"));
        }
        if let Some(kind) = PieceKind::from_key(key) {
            keys.pieces.insert(kind, read_piece(kind, entry)?);
        } else if let Some((kind, color)) = mobility_key(key) {
            let region = read_value(Ty::Region, entry)?;
            if let Val::Region(region) = region {
                keys.mobility.insert((kind, color), region);
            }
        } else if let Some(&(name, ty)) = KEYS.iter().find(|(name, _)| *name == key) {
            let val = read_value(ty, entry)?;
            keys.values.insert(
                name,
                Entry {
                    key: name,
                    raw: entry.value.clone(),
                    line: entry.line,
                    val,
                },
            );
        } else if let Some(&(_, ty)) = IGNORED.iter().find(|(name, _)| *name == key) {
            if let Some(ty) = ty {
                read_value(ty, entry)?;
            }
        } else if let Some(&(_, harmless)) = NO_FIELD.iter().find(|(name, _)| *name == key) {
            if !harmless.contains(&entry.value.as_str()) {
                return Err(IniError::UnsupportedKey {
                    line: entry.line,
                    key: entry.key.clone(),
                });
            }
        } else {
            return Err(IniError::UnknownKey {
                line: entry.line,
                key: entry.key.clone(),
            });
        }
    }
    Ok(keys)
}

/// The characters of a letter-set value without whitespace, `+` and the letter after it read
/// as one plus-letter (see [`crate::plus`]).
fn plus_letters(text: &str) -> impl Iterator<Item = char> + '_ {
    let mut chars = text.chars().filter(|c| !c.is_whitespace()).peekable();
    core::iter::from_fn(move || {
        let c = chars.next()?;
        if c == '+' {
            if let Some(p) = chars.peek().copied().and_then(crate::plus::from_base) {
                chars.next();
                return Some(p);
            }
        }
        Some(c)
    })
}

/// `mobilityRegionWhiteKing`, `mobilityRegionBlackCustomPiece3`.
fn mobility_key(key: &str) -> Option<(PieceKind, Color)> {
    let rest = key.strip_prefix("mobilityRegion")?;
    let (color, name) = if let Some(name) = rest.strip_prefix("White") {
        (Color::White, name)
    } else {
        (Color::Black, rest.strip_prefix("Black")?)
    };
    let mut chars = name.chars();
    let first = chars.next().filter(char::is_ascii_uppercase)?;
    let name = format!("{}{}", first.to_ascii_lowercase(), chars.as_str());
    PieceKind::from_key(&name).map(|kind| (kind, color))
}

fn read_piece(kind: PieceKind, entry: &RawEntry) -> Result<PieceVal, IniError> {
    let value = entry.value.as_str();
    if value == "-" {
        return Ok(PieceVal::Remove);
    }
    let mut chars = value.chars();
    let mut first = chars.next();
    // `+a`: a piece written with a two-character token (a skazka extension).
    let plus = first == Some('+');
    if plus {
        first = chars.next();
    }
    let letter = first
        .filter(char::is_ascii_alphabetic)
        .ok_or_else(|| invalid(entry, "expected a letter, or `-` to remove the piece"))?;
    let rest = chars.as_str();
    let movement = rest.strip_prefix(':').map(str::trim);
    let letter = letter.to_ascii_uppercase();
    let letter = if plus {
        crate::plus::from_base(letter).unwrap_or(letter)
    } else {
        letter
    };
    match kind {
        PieceKind::Custom(_) => match movement {
            Some(betza) if !betza.is_empty() => Ok(PieceVal::Add(letter, Some(betza.to_owned()))),
            _ => Err(invalid(
                entry,
                "a custom piece needs a letter and a movement, as `a:mRcpR`",
            )),
        },
        PieceKind::King => match movement {
            None if rest.is_empty() => Ok(PieceVal::Add(letter, None)),
            Some(betza) if !betza.is_empty() => Ok(PieceVal::Add(letter, Some(betza.to_owned()))),
            _ => Err(invalid(
                entry,
                "expected a letter, with a movement for a custom king (`k` or `k:KN`)",
            )),
        },
        _ if rest.is_empty() => Ok(PieceVal::Add(letter, None)),
        _ => Err(invalid(entry, "a predefined piece takes only a letter")),
    }
}

fn read_value(ty: Ty, entry: &RawEntry) -> Result<Val, IniError> {
    let v = entry.value.as_str();
    match ty {
        Ty::Bool => match v {
            "true" => Ok(Val::Bool(true)),
            "false" => Ok(Val::Bool(false)),
            _ => Err(invalid(entry, "expected `true` or `false`")),
        },
        Ty::Count => {
            if v.bytes().all(|b| b.is_ascii_digit()) {
                v.parse::<u32>()
                    .map(Val::Count)
                    .map_err(|_| invalid(entry, "the number is too large"))
            } else {
                Err(invalid(entry, "expected a number (0 or more)"))
            }
        }
        Ty::End => match v {
            "win" => Ok(Val::End(EndValue::Win)),
            "loss" => Ok(Val::End(EndValue::Loss)),
            "draw" => Ok(Val::End(EndValue::Draw)),
            "none" => Ok(Val::End(EndValue::None)),
            _ => Err(invalid(entry, "expected `win`, `loss`, `draw` or `none`")),
        },
        Ty::Chasing => match v {
            "none" => Ok(Val::Bool(false)),
            "axf" => Ok(Val::Bool(true)),
            _ => Err(invalid(entry, "expected `axf` or `none`")),
        },
        Ty::Material => match v {
            "none" => Ok(Val::Material(MaterialCounting::None)),
            "janggi" => Ok(Val::Material(MaterialCounting::Janggi)),
            "unweighted" => Ok(Val::Material(MaterialCounting::Unweighted)),
            "whitedrawodds" => Ok(Val::Material(MaterialCounting::WhiteDrawOdds)),
            "blackdrawodds" => Ok(Val::Material(MaterialCounting::BlackDrawOdds)),
            _ => Err(invalid(
                entry,
                "expected `janggi`, `unweighted`, `whitedrawodds`, `blackdrawodds` or `none`",
            )),
        },
        Ty::Counting => match v {
            "none" => Ok(Val::Counting(CountingRule::None)),
            "makruk" => Ok(Val::Counting(CountingRule::Makruk)),
            "asean" => Ok(Val::Counting(CountingRule::Asean)),
            "cambodian" => Ok(Val::Counting(CountingRule::Cambodian)),
            _ => Err(invalid(
                entry,
                "expected `makruk`, `cambodian`, `asean` or `none`",
            )),
        },
        Ty::Walling => [
            WallingRule::None,
            WallingRule::Arrow,
            WallingRule::Duck,
            WallingRule::Edge,
            WallingRule::Past,
            WallingRule::Static,
        ]
        .into_iter()
        .find(|rule| rule.as_str() == v)
        .map(Val::Walling)
        .ok_or_else(|| {
            invalid(
                entry,
                "expected `arrow`, `duck`, `edge`, `past`, `static` or `none`",
            )
        }),
        Ty::Enclosing => read_enclosing(entry),
        Ty::Rights => read_castling_rights(entry).map(Val::Rights),
        Ty::Region => v
            .parse::<Region>()
            .map(|r| Val::Region(normalize_region(r)))
            .map_err(|e| invalid(entry, e.to_string())),
        Ty::File => {
            let number = v.parse::<u8>().ok().filter(|n| (1..=16).contains(n));
            let letter = match v.as_bytes() {
                [c @ b'a'..=b'p'] => Some(c - b'a' + 1),
                _ => None,
            };
            number
                .or(letter)
                .map(|n| Val::Index(n - 1))
                .ok_or_else(|| invalid(entry, "expected a file: a letter `a` to `p` or 1 to 16"))
        }
        Ty::Rank => v
            .parse::<u8>()
            .ok()
            .filter(|n| (1..=16).contains(n))
            .map(|n| Val::Index(n - 1))
            .ok_or_else(|| invalid(entry, "expected a rank: 1 to 16")),
        Ty::Text | Ty::Set | Ty::One | Ty::Limit | Ty::Promoted => Ok(Val::Raw),
    }
}

/// An enclosing rule (`enclosingDrop`, `flipEnclosedPieces`). Each key takes the rules
/// Fairy-Stockfish gives it a meaning for: drops follow reversi, ataxx, snort, anyside or top,
/// flips follow reversi, ataxx or quadwrangle. The others (where Fairy-Stockfish would play
/// a rule of the wrong kind) are refused by name.
fn read_enclosing(entry: &RawEntry) -> Result<Val, IniError> {
    let v = entry.value.as_str();
    let for_drops = entry.key == "enclosingDrop";
    let fits = |rule: EnclosingRule| match rule {
        EnclosingRule::None | EnclosingRule::Reversi | EnclosingRule::Ataxx => true,
        EnclosingRule::Top | EnclosingRule::Snort | EnclosingRule::Anyside => for_drops,
        EnclosingRule::Quadwrangle => !for_drops,
    };
    let all = [
        EnclosingRule::None,
        EnclosingRule::Reversi,
        EnclosingRule::Ataxx,
        EnclosingRule::Top,
        EnclosingRule::Quadwrangle,
        EnclosingRule::Snort,
        EnclosingRule::Anyside,
    ];
    match all.into_iter().find(|rule| rule.as_str() == v) {
        Some(rule) if fits(rule) => Ok(Val::Enclosing(rule)),
        Some(_) => Err(IniError::UnsupportedValue {
            line: entry.line,
            key: entry.key.clone(),
            value: entry.value.clone(),
            reason: if for_drops {
                "quadwrangle is a rule of flips, not of drops"
            } else {
                "top, snort and anyside are rules of drops, not of flips"
            },
        }),
        None => Err(invalid(
            entry,
            "expected `reversi`, `ataxx`, `quadwrangle`, `snort`, `anyside`, `top` or `none`",
        )),
    }
}

/// Castling rights as the FEN writes them (`castlingWins = q`): letters of `KQkq`, or `-` for
/// none, kept in that order.
fn read_castling_rights(entry: &RawEntry) -> Result<String, IniError> {
    let v = entry.value.as_str();
    if v == "-" {
        return Ok(String::new());
    }
    if let Some(bad) = v.chars().find(|c| !"KQkq".contains(*c)) {
        return Err(invalid(
            entry,
            format!("`{bad}` is not a castling right: expected letters of `KQkq` or `-`"),
        ));
    }
    Ok("KQkq".chars().filter(|c| v.contains(*c)).collect())
}

/// Every rank written out (as [`Region`]'s display writes the whole board) is the whole board.
fn normalize_region(region: Region) -> Region {
    let all_ranks = region.parts().len() == 16
        && region
            .parts()
            .iter()
            .zip(0u8..)
            .all(|(p, y)| *p == RegionPart::Rank(y));
    if all_ranks { Region::all() } else { region }
}

/// The ranks `low..=high` (zero-based), empty when `low > high`.
fn ranks(low: u8, high: u8) -> Region {
    Region::new((low..=high).map(RegionPart::Rank).collect())
}

// ---------------------------------------------------------------------------------------------
// A variant as Fairy-Stockfish holds it while reading: pieces by type, piece sets by type.

/// A member of a piece set: a piece type, or `*` (any piece).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Member {
    Kind(PieceKind),
    All,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Slot {
    /// Upper case.
    letter: char,
    betza: Option<String>,
}

/// Where a colour's value of a one-value-per-definition field was last set.
#[derive(Clone, Debug)]
struct Source {
    key: &'static str,
    line: usize,
    value: String,
}

#[derive(Clone, Debug)]
struct State {
    /// The fields that do not name pieces (the others are rebuilt by [`State::emit`]).
    def: Definition,
    pieces: BTreeMap<PieceKind, Slot>,
    promotion_pawn_types: [Vec<Member>; 2],
    promotion_piece_types: [Vec<Member>; 2],
    castling_king_piece: [Option<PieceKind>; 2],
    castling_rook_pieces: [Vec<Member>; 2],
    n_move_rule_types: [Vec<Member>; 2],
    extinction_piece_types: Vec<Member>,
    connect_piece_types: Vec<Member>,
    petrify_on_capture_types: Vec<Member>,
    blast_immune_types: Vec<Member>,
    mutually_immune_types: Vec<Member>,
    flag_piece: [Option<PieceKind>; 2],
    drop_no_doubled: Option<PieceKind>,
    promotion_limit: BTreeMap<PieceKind, u32>,
    promoted_piece_type: BTreeMap<PieceKind, PieceKind>,
    /// `pieceSynonyms`: each piece's second letter, upper case.
    synonyms: BTreeMap<PieceKind, char>,
    /// `promotionChoices`: each piece's own promotion list.
    promotion_choices: BTreeMap<PieceKind, Vec<PieceKind>>,
    mobility: BTreeMap<(PieceKind, Color), Region>,
    /// `enPassantTypes` as given in this section, per colour.
    en_passant_types: [Option<(Vec<Member>, Source)>; 2],
    /// The last colour-specific key of each one-value field, for errors.
    sources: Vec<(&'static str, Source)>,
}

fn push(set: &mut Vec<Member>, member: Member) {
    if !set.contains(&member) {
        set.push(member);
    }
}

impl State {
    /// Where a section without a parent starts: the defaults without pieces.
    fn parentless() -> State {
        let mut d = Definition::default();
        d.pieces.clear();
        d.promotion_piece_types.clear();
        State::from_definition(&d)
    }

    fn from_definition(d: &Definition) -> State {
        let mut pieces = BTreeMap::new();
        for p in &d.pieces {
            pieces.insert(
                p.kind,
                Slot {
                    letter: crate::plus::upper(p.letter),
                    betza: p.betza.clone(),
                },
            );
        }
        let has = |kind: PieceKind| pieces.contains_key(&kind);
        let kind_of = |c: char| d.piece_by_letter(c).map(|p| p.kind);
        let set = |text: &str, assumed: Option<PieceKind>| {
            let mut out = Vec::new();
            for c in text.chars() {
                if c == '*' {
                    push(&mut out, Member::All);
                } else if let Some(k) = kind_of(c) {
                    push(&mut out, Member::Kind(k));
                }
            }
            if let Some(k) = assumed.filter(|&k| !has(k)) {
                push(&mut out, Member::Kind(k));
            }
            out
        };
        let promotion_pawn_types = set(&d.promotion_pawn_types, Some(PieceKind::Pawn));
        let promotion_pawn_types_black = d
            .promotion_pawn_types_black
            .as_deref()
            .map_or_else(|| promotion_pawn_types.clone(), |b| set(b, None));
        let promotion_piece_types = set(&d.promotion_piece_types, None);
        let promotion_piece_types_black = d
            .promotion_piece_types_black
            .as_deref()
            .map_or_else(|| promotion_piece_types.clone(), |b| set(b, None));
        let castling_rook_pieces = set(&d.castling_rook_pieces, Some(PieceKind::Rook));
        let n_move_rule_types = set(&d.n_move_rule_types, Some(PieceKind::Pawn));
        let n_move_rule_types_black = d
            .n_move_rule_types_black
            .as_deref()
            .map_or_else(|| n_move_rule_types.clone(), |b| set(b, None));
        let castling_king = kind_of(d.castling_king_piece)
            .or_else(|| (!has(PieceKind::King)).then_some(PieceKind::King));
        let flag = |c: char| kind_of(c);
        let mut promotion_limit = BTreeMap::new();
        for &(c, n) in &d.promotion_limit {
            if let Some(k) = kind_of(c) {
                promotion_limit.insert(k, n);
            }
        }
        let mut promoted_piece_type = BTreeMap::new();
        for &(a, b) in &d.promoted_piece_type {
            if let (Some(a), Some(b)) = (kind_of(a), kind_of(b)) {
                promoted_piece_type.insert(a, b);
            }
        }
        let synonyms = d
            .piece_synonyms
            .iter()
            .filter(|(_, s)| kind_of(*s).is_none())
            .filter_map(|&(a, s)| Some((kind_of(a)?, s.to_ascii_uppercase())))
            .collect();
        let promotion_choices = d
            .promotion_choices
            .iter()
            .filter_map(|(a, to)| Some((kind_of(*a)?, to.chars().filter_map(kind_of).collect())))
            .collect();
        let mut mobility = BTreeMap::new();
        for (color, c, region) in &d.mobility_region {
            if let Some(k) = kind_of(*c) {
                mobility.insert((k, *color), region.clone());
            }
        }
        let mut state = State {
            def: d.clone(),
            promotion_pawn_types: [promotion_pawn_types, promotion_pawn_types_black],
            promotion_piece_types: [promotion_piece_types, promotion_piece_types_black],
            castling_king_piece: [castling_king, castling_king],
            castling_rook_pieces: [castling_rook_pieces.clone(), castling_rook_pieces],
            n_move_rule_types: [n_move_rule_types, n_move_rule_types_black],
            extinction_piece_types: set(&d.extinction_piece_types, None),
            connect_piece_types: set(&d.connect_piece_types, None),
            petrify_on_capture_types: set(&d.petrify_on_capture_types, None),
            blast_immune_types: set(&d.blast_immune_types, None),
            mutually_immune_types: set(&d.mutually_immune_types, None),
            flag_piece: [flag(d.flag_piece_white), flag(d.flag_piece_black)],
            drop_no_doubled: d.drop_no_doubled.and_then(kind_of),
            promotion_limit,
            promoted_piece_type,
            synonyms,
            promotion_choices,
            mobility,
            en_passant_types: [None, None],
            sources: Vec::new(),
            pieces,
        };
        state.conclude();
        state
    }

    fn add_piece(&mut self, kind: PieceKind, letter: char, betza: Option<String>) {
        let holder = self
            .pieces
            .iter()
            .find(|(_, slot)| slot.letter == letter)
            .map(|(&k, _)| k);
        if let Some(holder) = holder {
            self.remove_piece(holder);
        }
        // A piece added anew has no second letter, and a letter given to a piece is no
        // longer another piece's second letter (as Fairy-Stockfish's `add_piece`).
        self.synonyms.remove(&kind);
        self.synonyms.retain(|_, &mut s| s != letter);
        self.pieces.insert(kind, Slot { letter, betza });
    }

    fn remove_piece(&mut self, kind: PieceKind) {
        self.pieces.remove(&kind);
        self.synonyms.remove(&kind);
        for set in &mut self.promotion_piece_types {
            set.retain(|&m| m != Member::Kind(kind));
        }
    }

    fn kind_of(&self, c: char) -> Option<PieceKind> {
        if !c.is_ascii_alphabetic() && crate::plus::base(c).is_none() {
            return None;
        }
        let upper = crate::plus::upper(c);
        self.pieces
            .iter()
            .find(|(_, slot)| slot.letter == upper)
            .map(|(&k, _)| k)
    }

    fn read_set(&self, entry: &Entry) -> Result<Vec<Member>, IniError> {
        let mut out = Vec::new();
        for c in plus_letters(&entry.raw) {
            match c {
                '-' => break,
                '*' => push(&mut out, Member::All),
                _ => push(&mut out, Member::Kind(self.piece_letter(entry, c)?)),
            }
        }
        Ok(out)
    }

    fn read_one(&self, entry: &Entry) -> Result<Option<PieceKind>, IniError> {
        let mut out = None;
        for c in plus_letters(&entry.raw) {
            match c {
                '-' => break,
                '*' => out = None,
                _ => out = Some(self.piece_letter(entry, c)?),
            }
        }
        Ok(out)
    }

    fn piece_letter(&self, entry: &Entry, c: char) -> Result<PieceKind, IniError> {
        self.kind_of(c).ok_or_else(|| IniError::InvalidValue {
            line: entry.line,
            key: entry.key.to_owned(),
            value: entry.raw.clone(),
            reason: format!("the variant has no piece `{c}`"),
        })
    }

    /// `a:b c:d`: pairs of a piece letter and a second word read by `second`.
    fn read_pairs<T>(
        &self,
        entry: &Entry,
        expected: &str,
        second: impl Fn(&mut core::iter::Peekable<core::str::Chars<'_>>) -> Option<T>,
    ) -> Result<Vec<(PieceKind, T)>, IniError> {
        let bad = || IniError::InvalidValue {
            line: entry.line,
            key: entry.key.to_owned(),
            value: entry.raw.clone(),
            reason: format!("expected {expected}"),
        };
        let mut chars = entry.raw.chars().peekable();
        let skip = |chars: &mut core::iter::Peekable<core::str::Chars<'_>>| {
            while chars.next_if(|c| c.is_whitespace()).is_some() {}
        };
        let mut out = Vec::new();
        loop {
            skip(&mut chars);
            let Some(mut letter) = chars.next() else {
                break;
            };
            if letter == '+' {
                letter = chars
                    .next()
                    .and_then(crate::plus::from_base)
                    .ok_or_else(bad)?;
            }
            let kind = self.piece_letter(entry, letter)?;
            skip(&mut chars);
            if chars.next() != Some(':') {
                return Err(bad());
            }
            skip(&mut chars);
            out.push((kind, second(&mut chars).ok_or_else(bad)?));
        }
        Ok(out)
    }

    /// `pieceSynonyms = n:h b:e`: second letters, each an ASCII letter no other piece uses
    /// (`n:-` takes the second letter away).
    fn read_synonyms(&mut self, entry: &Entry) -> Result<(), IniError> {
        let pairs = self.read_pairs(entry, "pairs `letter:letter`, as `n:h b:e`", |c| {
            c.next().filter(|c| !c.is_whitespace())
        })?;
        let refuse = |reason: String| IniError::InvalidValue {
            line: entry.line,
            key: entry.key.to_owned(),
            value: entry.raw.clone(),
            reason,
        };
        for (kind, second) in pairs {
            if second == '-' {
                self.synonyms.remove(&kind);
                continue;
            }
            if !second.is_ascii_alphabetic() {
                return Err(refuse(format!("`{second}` is not a letter")));
            }
            let upper = second.to_ascii_uppercase();
            if self.kind_of(upper).is_some() {
                return Err(refuse(format!("`{second}` is already a piece's letter")));
            }
            if self.synonyms.iter().any(|(&k, &s)| k != kind && s == upper) {
                return Err(refuse(format!(
                    "`{second}` is already another piece's second letter"
                )));
            }
            self.synonyms.insert(kind, upper);
        }
        Ok(())
    }

    fn record(&mut self, field: &'static str, entry: &Entry) {
        let source = Source {
            key: entry.key,
            line: entry.line,
            value: entry.raw.clone(),
        };
        self.sources.retain(|(f, _)| *f != field);
        self.sources.push((field, source));
    }

    #[allow(clippy::too_many_lines)] // one arm per key
    fn apply(&mut self, keys: &Keys) -> Result<(), IniError> {
        self.en_passant_types = [None, None];
        self.sources.clear();
        let get = |key: &str| keys.values.get(key);
        if let Some(Entry {
            val: Val::Index(r), ..
        }) = get("maxRank")
        {
            self.def.ranks = r + 1;
        }
        if let Some(Entry {
            val: Val::Index(f), ..
        }) = get("maxFile")
        {
            self.def.files = f + 1;
        }
        for (&kind, value) in &keys.pieces {
            match value {
                PieceVal::Remove => self.remove_piece(kind),
                PieceVal::Add(letter, betza) => self.add_piece(kind, *letter, betza.clone()),
            }
        }
        for (&key, region) in &keys.mobility {
            self.mobility.insert(key, region.clone());
        }
        let top = self.def.ranks.saturating_sub(1);
        // The deprecated keys.
        if let Some(Entry {
            val: Val::Index(r), ..
        }) = get("promotionRank")
        {
            let white = ranks(*r, top);
            self.def.promotion_region_black = white.mirrored(self.def.ranks);
            self.def.promotion_region_white = white;
        }
        let step_max = get("doubleStepRank");
        let step_min = get("doubleStepRankMin");
        if let (Some(_), Some(min)) = (step_max, step_min) {
            return Err(IniError::UnsupportedValue {
                line: min.line,
                key: min.key.to_owned(),
                value: min.raw.clone(),
                reason: "Fairy-Stockfish ignores it when doubleStepRank is given",
            });
        }
        if step_max.is_some() || step_min.is_some() {
            let index = |e: Option<&Entry>| match e {
                Some(Entry {
                    val: Val::Index(r), ..
                }) => *r,
                _ => 1,
            };
            let white = ranks(index(step_min), index(step_max));
            self.def.double_step_region_black = white.mirrored(self.def.ranks);
            self.def.double_step_region_white = white;
        }
        let keys_in_order = KEYS.iter().skip(2).filter_map(|(name, _)| get(name));
        for entry in keys_in_order {
            self.apply_one(entry)?;
        }
        Ok(())
    }

    #[allow(clippy::too_many_lines)] // one arm per key
    fn apply_one(&mut self, entry: &Entry) -> Result<(), IniError> {
        let d = &mut self.def;
        let text = |e: &Entry| e.raw.clone();
        match (entry.key, &entry.val) {
            ("promotionRank" | "doubleStepRank" | "doubleStepRankMin", _) => {}
            ("whiteFlag", Val::Region(r)) => d.flag_region_white = r.clone(),
            ("blackFlag", Val::Region(r)) => d.flag_region_black = r.clone(),
            ("whiteDropRegion", Val::Region(r)) => d.drop_region_white = r.clone(),
            ("blackDropRegion", Val::Region(r)) => d.drop_region_black = r.clone(),
            ("castlingRookPiece" | "castlingRookPieces", _) => {
                let set = self.read_set(entry)?;
                self.castling_rook_pieces = [set.clone(), set];
            }
            ("pawnTypes", _) => {
                let set = self.read_set(entry)?;
                self.promotion_pawn_types = [set.clone(), set.clone()];
                self.n_move_rule_types = [set.clone(), set];
            }
            ("variantTemplate", _) => d.variant_template = text(entry),
            ("pieceToCharTable", _) => d.piece_to_char_table = text(entry),
            ("chess960", Val::Bool(b)) => d.chess960 = *b,
            ("startFen", _) => d.start_fen = text(entry),
            ("promotionRegionWhite", Val::Region(r)) => d.promotion_region_white = r.clone(),
            ("promotionRegionBlack", Val::Region(r)) => d.promotion_region_black = r.clone(),
            ("promotionPawnTypes", _) => {
                let set = self.read_set(entry)?;
                self.promotion_pawn_types = [set.clone(), set];
            }
            ("promotionPawnTypesWhite" | "promotionPawnTypesBlack", _) => {
                let i = usize::from(entry.key.ends_with("Black"));
                self.promotion_pawn_types[i] = self.read_set(entry)?;
                self.record("promotionPawnTypes", entry);
            }
            ("promotionPieceTypes", _) => {
                let set = self.read_set(entry)?;
                self.promotion_piece_types = [set.clone(), set];
            }
            ("promotionPieceTypesWhite" | "promotionPieceTypesBlack", _) => {
                let i = usize::from(entry.key.ends_with("Black"));
                self.promotion_piece_types[i] = self.read_set(entry)?;
                self.record("promotionPieceTypes", entry);
            }
            ("promotionLimit", _) => {
                let pairs = self.read_pairs(entry, "pairs `letter:count`, as `q:1 r:2`", |c| {
                    let mut digits = String::new();
                    while let Some(d) = c.next_if(char::is_ascii_digit) {
                        digits.push(d);
                    }
                    digits.parse::<u32>().ok()
                })?;
                for (kind, n) in pairs {
                    self.promotion_limit.insert(kind, n);
                }
            }
            ("promotionChoices", _) => {
                let pairs = self.read_pairs(entry, "pairs `letter:letters`, as `f:q+a`", |c| {
                    let mut word = String::new();
                    while let Some(ch) = c.next_if(|ch| !ch.is_whitespace()) {
                        word.push(ch);
                    }
                    (!word.is_empty()).then_some(word)
                })?;
                for (kind, word) in pairs {
                    let mut to = Vec::new();
                    for c in plus_letters(&word) {
                        to.push(self.piece_letter(entry, c)?);
                    }
                    self.promotion_choices.insert(kind, to);
                }
            }
            ("promotionChoicesRegionWhite", Val::Region(r)) => {
                d.promotion_choices_region_white = r.clone();
            }
            ("promotionChoicesRegionBlack", Val::Region(r)) => {
                d.promotion_choices_region_black = r.clone();
            }
            ("promotedPieceType", _) => {
                let pairs = self.read_pairs(entry, "pairs `letter:letter`, as `p:g n:-`", |c| {
                    c.next().filter(|c| !c.is_whitespace())
                })?;
                for (kind, to) in pairs {
                    if to == '-' {
                        self.promoted_piece_type.remove(&kind);
                    } else {
                        let to = self.piece_letter(entry, to)?;
                        self.promoted_piece_type.insert(kind, to);
                    }
                }
            }
            ("pieceSynonyms", _) => self.read_synonyms(entry)?,
            ("piecePromotionOnCapture", Val::Bool(b)) => d.piece_promotion_on_capture = *b,
            ("sittuyinPromotion", Val::Bool(b)) => d.sittuyin_promotion = *b,
            ("mandatoryPawnPromotion", Val::Bool(b)) => d.mandatory_pawn_promotion = *b,
            ("mandatoryPiecePromotion", Val::Bool(b)) => d.mandatory_piece_promotion = *b,
            ("pieceDemotion", Val::Bool(b)) => d.piece_demotion = *b,
            ("blastOnCapture", Val::Bool(b)) => d.blast_on_capture = *b,
            ("doubleStep", Val::Bool(b)) => d.double_step = *b,
            ("doubleStepRegionWhite", Val::Region(r)) => d.double_step_region_white = r.clone(),
            ("doubleStepRegionBlack", Val::Region(r)) => d.double_step_region_black = r.clone(),
            ("tripleStepRegionWhite", Val::Region(r)) => d.triple_step_region_white = r.clone(),
            ("tripleStepRegionBlack", Val::Region(r)) => d.triple_step_region_black = r.clone(),
            ("enPassantRegion", Val::Region(r)) => {
                d.en_passant_region_white = r.clone();
                d.en_passant_region_black = r.clone();
            }
            ("enPassantRegionWhite", Val::Region(r)) => d.en_passant_region_white = r.clone(),
            ("enPassantRegionBlack", Val::Region(r)) => d.en_passant_region_black = r.clone(),
            ("enPassantTypes" | "enPassantTypesWhite" | "enPassantTypesBlack", _) => {
                let set = self.read_set(entry)?;
                let source = Source {
                    key: entry.key,
                    line: entry.line,
                    value: entry.raw.clone(),
                };
                for (i, slot) in self.en_passant_types.iter_mut().enumerate() {
                    let colour = if i == 0 { "White" } else { "Black" };
                    if entry.key == "enPassantTypes" || entry.key.ends_with(colour) {
                        *slot = Some((set.clone(), source.clone()));
                    }
                }
            }
            ("castling", Val::Bool(b)) => d.castling = *b,
            ("castlingKingsideFile", Val::Index(f)) => d.castling_kingside_file = *f,
            ("castlingQueensideFile", Val::Index(f)) => d.castling_queenside_file = *f,
            ("castlingRank", Val::Index(r)) => d.castling_rank = *r,
            ("castlingKingFile", Val::Index(f)) => d.castling_king_file = *f,
            ("castlingKingPiece", _) => {
                let one = self.read_one(entry)?;
                self.castling_king_piece = [one, one];
            }
            ("castlingKingPieceWhite" | "castlingKingPieceBlack", _) => {
                let i = usize::from(entry.key.ends_with("Black"));
                self.castling_king_piece[i] = self.read_one(entry)?;
                self.record("castlingKingPiece", entry);
            }
            ("castlingRookKingsideFile", Val::Index(f)) => d.castling_rook_kingside_file = *f,
            ("castlingRookQueensideFile", Val::Index(f)) => d.castling_rook_queenside_file = *f,
            ("castlingRookPiecesWhite" | "castlingRookPiecesBlack", _) => {
                let i = usize::from(entry.key.ends_with("Black"));
                self.castling_rook_pieces[i] = self.read_set(entry)?;
                self.record("castlingRookPieces", entry);
            }
            ("oppositeCastling", Val::Bool(b)) => d.opposite_castling = *b,
            ("castlingWins", Val::Rights(r)) => d.castling_wins = r.clone(),
            ("checking", Val::Bool(b)) => d.checking = *b,
            ("dropChecks", Val::Bool(b)) => d.drop_checks = *b,
            ("mustCapture", Val::Bool(b)) => d.must_capture = *b,
            ("mustDrop", Val::Bool(b)) => d.must_drop = *b,
            ("sittuyinRookDrop", Val::Bool(b)) => d.sittuyin_rook_drop = *b,
            ("dropOppositeColoredBishop", Val::Bool(b)) => d.drop_opposite_colored_bishop = *b,
            ("castlingDroppedPiece", Val::Bool(b)) => d.castling_dropped_piece = *b,
            ("pieceDrops", Val::Bool(b)) => d.piece_drops = *b,
            ("capturesToHand", Val::Bool(b)) => d.captures_to_hand = *b,
            ("dropLoop", Val::Bool(b)) => d.drop_loop = *b,
            ("firstRankPawnDrops", Val::Bool(b)) => d.first_rank_pawn_drops = *b,
            ("promotionZonePawnDrops", Val::Bool(b)) => d.promotion_zone_pawn_drops = *b,
            ("dropRegionWhite", Val::Region(r)) => d.drop_region_white = r.clone(),
            ("dropRegionBlack", Val::Region(r)) => d.drop_region_black = r.clone(),
            ("dropPromoted", Val::Bool(b)) => d.drop_promoted = *b,
            ("enclosingDrop", Val::Enclosing(rule)) => d.enclosing_drop = *rule,
            ("enclosingDropStart", Val::Region(r)) => d.enclosing_drop_start = r.clone(),
            ("flipEnclosedPieces", Val::Enclosing(rule)) => d.flip_enclosed_pieces = *rule,
            ("freeDrops", Val::Bool(b)) => d.free_drops = *b,
            ("gating", Val::Bool(b)) => d.gating = *b,
            ("seirawanGating", Val::Bool(b)) => d.seirawan_gating = *b,
            ("dropNoDoubled", _) => self.drop_no_doubled = self.read_one(entry)?,
            ("dropNoDoubledCount", Val::Count(n)) => d.drop_no_doubled_count = *n,
            ("immobilityIllegal", Val::Bool(b)) => d.immobility_illegal = *b,
            ("wallingRule", Val::Walling(rule)) => d.walling_rule = *rule,
            ("wallingRegionWhite", Val::Region(r)) => d.walling_region_white = r.clone(),
            ("wallingRegionBlack", Val::Region(r)) => d.walling_region_black = r.clone(),
            ("wallingRegion", Val::Region(r)) => {
                d.walling_region_white = r.clone();
                d.walling_region_black = r.clone();
            }
            ("wallOrMove", Val::Bool(b)) => d.wall_or_move = *b,
            ("pass", Val::Bool(b)) => {
                d.pass_white = *b;
                d.pass_black = *b;
            }
            ("passWhite", Val::Bool(b)) => d.pass_white = *b,
            ("passBlack", Val::Bool(b)) => d.pass_black = *b,
            ("passOnStalemate", Val::Bool(b)) => {
                d.pass_on_stalemate_white = *b;
                d.pass_on_stalemate_black = *b;
            }
            ("passOnStalemateWhite", Val::Bool(b)) => d.pass_on_stalemate_white = *b,
            ("passOnStalemateBlack", Val::Bool(b)) => d.pass_on_stalemate_black = *b,
            ("passAfterPass", Val::Bool(b)) => d.pass_after_pass = *b,
            ("makpongRule", Val::Bool(b)) => d.makpong_rule = *b,
            ("cambodianMoves", Val::Bool(b)) => d.cambodian_moves = *b,
            ("shatarMateRule", Val::Bool(b)) => d.shatar_mate_rule = *b,
            ("flyingGeneral", Val::Bool(b)) => d.flying_general = *b,
            ("soldierPromotionRank", Val::Index(r)) => d.soldier_promotion_rank = *r,
            ("nMoveRuleTypes", _) => {
                let set = self.read_set(entry)?;
                self.n_move_rule_types = [set.clone(), set];
            }
            ("nMoveRuleTypesWhite" | "nMoveRuleTypesBlack", _) => {
                let i = usize::from(entry.key.ends_with("Black"));
                self.n_move_rule_types[i] = self.read_set(entry)?;
                self.record("nMoveRuleTypes", entry);
            }
            ("nMoveRule", Val::Count(n)) => d.n_move_rule = *n,
            ("nFoldRule", Val::Count(n)) => d.n_fold_rule = *n,
            ("nFoldValue", Val::End(v)) => d.n_fold_value = *v,
            ("nFoldValueAbsolute", Val::Bool(b)) => d.n_fold_value_absolute = *b,
            ("perpetualCheckIllegal", Val::Bool(b)) => d.perpetual_check_illegal = *b,
            ("stalemateValue", Val::End(v)) => d.stalemate_value = *v,
            ("stalematePieceCount", Val::Bool(b)) => d.stalemate_piece_count = *b,
            ("checkmateValue", Val::End(v)) => d.checkmate_value = *v,
            ("shogiPawnDropMateIllegal", Val::Bool(b)) => d.shogi_pawn_drop_mate_illegal = *b,
            ("bikjangRule", Val::Bool(b)) => d.bikjang_rule = *b,
            ("diagonalLines", Val::Region(r)) => d.diagonal_lines = r.clone(),
            ("connectN", Val::Count(n)) => d.connect_n = *n,
            ("connectPieceTypes", _) => self.connect_piece_types = self.read_set(entry)?,
            ("connectHorizontal", Val::Bool(b)) => d.connect_horizontal = *b,
            ("connectVertical", Val::Bool(b)) => d.connect_vertical = *b,
            ("connectDiagonal", Val::Bool(b)) => d.connect_diagonal = *b,
            ("connectValue", Val::End(v)) => d.connect_value = *v,
            ("connectRegion1White", Val::Region(r)) => d.connect_region1_white = r.clone(),
            ("connectRegion2White", Val::Region(r)) => d.connect_region2_white = r.clone(),
            ("connectRegion1Black", Val::Region(r)) => d.connect_region1_black = r.clone(),
            ("connectRegion2Black", Val::Region(r)) => d.connect_region2_black = r.clone(),
            ("connectNxN", Val::Count(n)) => d.connect_nxn = *n,
            ("collinearN", Val::Count(n)) => d.collinear_n = *n,
            ("adjudicateFullBoard", Val::Bool(b)) => d.adjudicate_full_board = *b,
            ("materialCounting", Val::Material(m)) => d.material_counting = *m,
            ("moveRepetitionIllegal", Val::Bool(b)) => d.move_repetition_illegal = *b,
            ("extinctionValue", Val::End(v)) => d.extinction_value = *v,
            ("extinctionClaim", Val::Bool(b)) => d.extinction_claim = *b,
            ("extinctionPseudoRoyal", Val::Bool(b)) => d.extinction_pseudo_royal = *b,
            ("dupleCheck", Val::Bool(b)) => d.duple_check = *b,
            ("extinctionPieceTypes", _) => self.extinction_piece_types = self.read_set(entry)?,
            ("petrifyOnCaptureTypes", _) => {
                self.petrify_on_capture_types = self.read_set(entry)?;
            }
            ("blastImmuneTypes", _) => self.blast_immune_types = self.read_set(entry)?,
            ("mutuallyImmuneTypes", _) => self.mutually_immune_types = self.read_set(entry)?,
            ("extinctionPieceCount", Val::Count(n)) => d.extinction_piece_count = *n,
            ("extinctionOpponentPieceCount", Val::Count(n)) => {
                d.extinction_opponent_piece_count = *n;
            }
            ("flagPiece", _) => {
                let one = self.read_one(entry)?;
                self.flag_piece = [one, one];
            }
            ("flagPieceWhite", _) => self.flag_piece[0] = self.read_one(entry)?,
            ("flagPieceBlack", _) => self.flag_piece[1] = self.read_one(entry)?,
            ("flagRegion", Val::Region(r)) => {
                d.flag_region_white = r.clone();
                d.flag_region_black = r.clone();
            }
            ("flagRegionWhite", Val::Region(r)) => d.flag_region_white = r.clone(),
            ("flagRegionBlack", Val::Region(r)) => d.flag_region_black = r.clone(),
            ("flagPieceCount", Val::Count(n)) => d.flag_piece_count = *n,
            ("flagMove", Val::Bool(b)) => d.flag_move = *b,
            ("flagPieceSafe", Val::Bool(b)) => d.flag_piece_safe = *b,
            ("flagPieceBlockedWin", Val::Bool(b)) => d.flag_piece_blocked_win = *b,
            ("checkCounting", Val::Bool(b)) => d.check_counting = *b,
            ("countingRule", Val::Counting(c)) => d.counting_rule = *c,
            ("chasingRule", Val::Bool(b)) => d.chasing_rule = *b,
            // Every key of the table has an arm above with the value its type reads.
            _ => {}
        }
        Ok(())
    }

    /// Fairy-Stockfish's consistency rule for double steps.
    fn conclude(&mut self) {
        let d = &mut self.def;
        if !d.double_step {
            d.double_step_region_white = Region::default();
            d.double_step_region_black = Region::default();
        }
        if d.double_step_region_white.is_empty() && d.double_step_region_black.is_empty() {
            d.double_step = false;
        }
    }

    /// Concludes the section and checks what a definition cannot hold.
    fn finish(&mut self) -> Result<(), IniError> {
        self.conclude();
        let pairs: [(&str, [String; 2]); 2] = [
            (
                "castlingKingPiece",
                self.castling_king_piece
                    .map(|k| self.one(k, '-').to_string()),
            ),
            (
                "castlingRookPieces",
                self.castling_rook_pieces.clone().map(|s| self.letters(&s)),
            ),
        ];
        let sorted = |s: &str| {
            let mut chars: Vec<char> = s.chars().collect();
            chars.sort_unstable();
            chars
        };
        for (field, [white, black]) in pairs {
            if sorted(&white) != sorted(&black) {
                let source = self.sources.iter().find(|(f, _)| *f == field);
                let (key, line, value) = source.map_or((field, 0, String::new()), |(_, s)| {
                    (s.key, s.line, s.value.clone())
                });
                return Err(IniError::UnsupportedValue {
                    line,
                    key: key.to_owned(),
                    value,
                    reason: "a definition holds one value for both colours, and White's and Black's would differ",
                });
            }
        }
        let derived = self.en_passant_capturers();
        let mut chosen: [Vec<PieceKind>; 2] = [derived.clone(), derived.clone()];
        let mut given_any: Option<&Source> = None;
        for (i, slot) in self.en_passant_types.iter().enumerate() {
            let Some((set, source)) = slot else { continue };
            let mut given: Vec<PieceKind> = Vec::new();
            for m in set {
                match m {
                    Member::All => {
                        return Err(IniError::UnsupportedValue {
                            line: source.line,
                            key: source.key.to_owned(),
                            value: source.value.clone(),
                            reason: "the pieces that capture en passant are named one by one",
                        });
                    }
                    Member::Kind(k) if self.pieces.contains_key(k) => given.push(*k),
                    Member::Kind(_) => {}
                }
            }
            given.sort();
            given.dedup();
            chosen[i] = given;
            given_any = Some(source);
        }
        if let Some(source) = given_any {
            if chosen[0] != chosen[1] {
                return Err(IniError::UnsupportedValue {
                    line: source.line,
                    key: source.key.to_owned(),
                    value: source.value.clone(),
                    reason: "a definition holds one value for both colours, and White's and Black's would differ",
                });
            }
            self.def.en_passant_types = if chosen[0] == derived {
                None
            } else {
                Some(chosen[0].iter().filter_map(|&k| self.letter(k)).collect())
            };
        }
        Ok(())
    }

    /// The piece types a definition lets capture en passant, sorted.
    fn en_passant_capturers(&self) -> Vec<PieceKind> {
        let mut out: Vec<PieceKind> = self
            .pieces
            .iter()
            .filter(|(kind, slot)| {
                let betza = slot.betza.as_deref().or_else(|| kind.default_betza());
                betza.is_some_and(|b| b.contains('e'))
                    || self.promotion_pawn_types[0].contains(&Member::Kind(**kind))
            })
            .map(|(&k, _)| k)
            .collect();
        out.sort();
        out
    }

    fn letter(&self, kind: PieceKind) -> Option<char> {
        self.pieces
            .get(&kind)
            .map(|slot| crate::plus::lower(slot.letter))
    }

    fn letters(&self, set: &[Member]) -> String {
        let mut out = String::new();
        for m in set {
            let c = match m {
                Member::All => Some('*'),
                Member::Kind(k) => self.letter(*k),
            };
            if let Some(c) = c.filter(|c| !out.contains(*c)) {
                out.push(c);
            }
        }
        out
    }

    /// A one-piece value's letter: `none` for no piece, `-` for a piece the variant lacks.
    fn one(&self, kind: Option<PieceKind>, none: char) -> char {
        kind.map_or(none, |k| self.letter(k).unwrap_or('-'))
    }

    fn emit(&self, name: &str) -> Definition {
        let mut d = self.def.clone();
        d.name = name.to_owned();
        d.pieces = self
            .pieces
            .iter()
            .map(|(&kind, slot)| PieceDef {
                kind,
                letter: slot.letter,
                betza: slot.betza.clone(),
            })
            .collect();
        d.promotion_pawn_types = self.letters(&self.promotion_pawn_types[0]);
        d.promotion_pawn_types_black = differing(
            &d.promotion_pawn_types,
            self.letters(&self.promotion_pawn_types[1]),
        );
        d.promotion_piece_types = self.letters(&self.promotion_piece_types[0]);
        d.promotion_piece_types_black = differing(
            &d.promotion_piece_types,
            self.letters(&self.promotion_piece_types[1]),
        );
        // A castling king or a flag piece of a type the variant lacks: the rule cannot apply.
        let castling_king = self.castling_king_piece[0].filter(|k| self.pieces.contains_key(k));
        d.castling_king_piece = self.one(castling_king, '-');
        if castling_king.is_none() {
            d.castling = false;
        }
        for (flag, (piece, region)) in self.flag_piece.iter().zip([
            (&mut d.flag_piece_white, &mut d.flag_region_white),
            (&mut d.flag_piece_black, &mut d.flag_region_black),
        ]) {
            match flag.map(|k| self.letter(k)) {
                None => *piece = '*',
                Some(Some(letter)) => *piece = letter,
                Some(None) => {
                    *piece = '*';
                    *region = Region::default();
                }
            }
        }
        d.castling_rook_pieces = self.letters(&self.castling_rook_pieces[0]);
        d.n_move_rule_types = self.letters(&self.n_move_rule_types[0]);
        d.n_move_rule_types_black = differing(
            &d.n_move_rule_types,
            self.letters(&self.n_move_rule_types[1]),
        );
        d.extinction_piece_types = self.letters(&self.extinction_piece_types);
        d.connect_piece_types = self.letters(&self.connect_piece_types);
        d.petrify_on_capture_types = self.letters(&self.petrify_on_capture_types);
        d.blast_immune_types = self.letters(&self.blast_immune_types);
        d.mutually_immune_types = self.letters(&self.mutually_immune_types);
        d.drop_no_doubled = self.drop_no_doubled.and_then(|k| self.letter(k));
        d.promotion_limit = self
            .promotion_limit
            .iter()
            .filter(|&(_, &n)| n > 0)
            .filter_map(|(&k, &n)| Some((self.letter(k)?, n)))
            .collect();
        d.promoted_piece_type = self
            .promoted_piece_type
            .iter()
            .filter_map(|(&a, &b)| Some((self.letter(a)?, self.letter(b)?)))
            .collect();
        d.piece_synonyms = self
            .synonyms
            .iter()
            .filter_map(|(&k, &s)| Some((self.letter(k)?, s.to_ascii_lowercase())))
            .collect();
        d.promotion_choices = self
            .promotion_choices
            .iter()
            .filter_map(|(&a, to)| {
                let letters = to.iter().filter_map(|&k| self.letter(k)).collect();
                Some((self.letter(a)?, letters))
            })
            .collect();
        d.mobility_region = self
            .mobility
            .iter()
            .filter(|(_, region)| !region.is_empty())
            .filter_map(|(&(k, color), region)| Some((color, self.letter(k)?, region.clone())))
            .collect();
        d
    }
}
