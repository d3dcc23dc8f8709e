//! Reading and writing Fairy-Stockfish's `variants.ini` text.

use skazka_core::{Color, Position};
use skazka_fairy::ini::{self, IniError};
use skazka_fairy::{
    CountingRule, Definition, EndValue, FairyPosition, PieceDef, PieceKind, Region, Variant,
};

/// The variants the sections of these tests may inherit from without defining them.
fn known(name: &str) -> Option<Definition> {
    match name {
        "chess" | "fairy" => Some(Definition::default()),
        _ => None,
    }
}

fn one(text: &str) -> Definition {
    match Definition::from_ini(text, &known) {
        Ok(d) => d,
        Err(e) => panic!("{e}\n{text}"),
    }
}

fn error(text: &str) -> IniError {
    match ini::parse(text, &known) {
        Ok(_) => panic!("read without error:\n{text}"),
        Err(e) => e,
    }
}

fn region(text: &str) -> Region {
    text.parse().unwrap()
}

fn letters(d: &Definition) -> String {
    d.pieces.iter().map(|p| p.letter).collect()
}

#[test]
fn a_child_without_keys_equals_its_parent() {
    let d = one("[chess2:chess]\n");
    assert_eq!(d.name, "chess2");
    assert_eq!(
        d,
        Definition {
            name: "chess2".to_owned(),
            ..Definition::default()
        }
    );
}

#[test]
fn child_section_inherits_and_overrides_its_parent() {
    let all = ini::parse(
        "[base]\nking = k\nrook = r\nstartFen = 4k3/8/8/8/8/8/8/R3K3 w - - 0 1\ncastling = false\n\
         nMoveRule = 40\n\n[child:base]\nnMoveRule = 30\nqueen = q\n",
        &known,
    )
    .unwrap();
    assert_eq!(all.len(), 2);
    let (base, child) = (&all[0], &all[1]);
    assert_eq!(base.name, "base");
    assert_eq!(child.name, "child");
    assert_eq!(base.n_move_rule, 40);
    assert_eq!(child.n_move_rule, 30);
    assert!(!child.castling);
    assert_eq!(child.start_fen, base.start_fen);
    assert_eq!(letters(child), "RQK");
}

#[test]
fn an_earlier_section_is_preferred_to_a_known_variant() {
    let all = ini::parse("[chess]\nking = k\nmaxRank = 6\n[mine:chess]\n", &known).unwrap();
    assert_eq!(all[1].ranks, 6);
    assert_eq!(letters(&all[1]), "K");
}

#[test]
fn a_section_may_inherit_from_the_known_variant_of_its_own_name() {
    let d = one("[chess:chess]\nmaxFile = 10\n");
    assert_eq!(d.files, 10);
    assert_eq!(d.pieces, Definition::default().pieces);
}

#[test]
fn a_section_without_parent_starts_without_pieces_or_promotion_piece_types() {
    let d = one("[empty]\n");
    assert!(d.pieces.is_empty());
    assert_eq!(d.promotion_piece_types, "");
    assert_eq!(d.start_fen, Definition::default().start_fen);
    assert_eq!(d.n_move_rule, 50);
    // The pawn-type keys keep naming the pawn: a section that adds one gets the default rule.
    let d = one("[pawns]\npawn = p\nking = k\n");
    assert_eq!(d.promotion_pawn_types, "p");
    assert_eq!(d.n_move_rule_types, "p");
    assert_eq!(d.castling_king_piece, 'k');
    assert_eq!(d.promotion_piece_types, "");
}

#[test]
fn a_rule_about_a_piece_type_the_variant_lacks_cannot_apply() {
    let d = one("[v]\npawn = p\n");
    assert!(!d.castling);
    assert_eq!(d.castling_king_piece, '-');
    let d = one("[v:chess]\ncastlingKingPiece = -\n");
    assert!(!d.castling);
    let all = ini::parse(
        "[a:chess]\nflagPiece = q\nflagRegionWhite = *8\nflagRegionBlack = *1\n\
         [b:a]\nqueen = -\n[c:b]\nqueen = q\n[d:b]\nking = -\n[e:d]\nking = k\n",
        &known,
    )
    .unwrap();
    assert_eq!(
        (all[0].flag_piece_white, all[0].flag_piece_black),
        ('q', 'q')
    );
    assert_eq!(all[1].flag_piece_white, '*');
    assert!(all[1].flag_region_white.is_empty() && all[1].flag_region_black.is_empty());
    // A section of the text inherits the rule itself: adding the piece brings it back.
    assert_eq!(all[2].flag_piece_black, 'q');
    assert_eq!(all[2].flag_region_black, region("*1"));
    assert!(!all[3].castling);
    assert!(all[4].castling);
}

#[test]
fn unknown_parent_is_an_error() {
    let e = error("[x]\n\n[a:nothing]\ncastling = false\n");
    assert_eq!(
        e,
        IniError::UnknownParent {
            line: 3,
            name: "a".to_owned(),
            parent: "nothing".to_owned()
        }
    );
    assert_eq!(e.line(), Some(3));
}

#[test]
fn unsupported_key_is_an_error_naming_key_and_line() {
    let text = "# a comment\n[bughouse2:chess]\nstartFen = 8/8/8/8/8/8/8/8 w - - 0 1\n\n\
                castling = false\ntwoBoards = true\n";
    let e = error(text);
    assert_eq!(
        e,
        IniError::UnsupportedKey {
            line: 6,
            key: "twoBoards".to_owned()
        }
    );
    assert_eq!(e.to_string(), "line 6: key `twoBoards` is not supported");
    for key in [
        "twoBoards = true",
        "dropOnTop = true",
        "petrifyBlastPieces = true",
    ] {
        let e = error(&format!("[v:chess]\n{key}\n"));
        let name = key.split(' ').next().unwrap();
        assert_eq!(
            e.to_string(),
            format!("line 2: key `{name}` is not supported"),
            "{key}"
        );
    }
}

#[test]
fn an_enclosing_rule_of_drops_for_flips_or_of_flips_for_drops_is_refused_by_value() {
    let refused = [
        ("enclosingDrop", "quadwrangle"),
        ("flipEnclosedPieces", "top"),
        ("flipEnclosedPieces", "snort"),
        ("flipEnclosedPieces", "anyside"),
    ];
    for (key, value) in refused {
        let e = error(&format!("[v:chess]\n{key} = {value}\n"));
        assert!(
            matches!(&e, IniError::UnsupportedValue { line: 2, key: k, .. } if k == key),
            "{key} = {value}: {e}"
        );
    }
    for key in ["enclosingDrop", "flipEnclosedPieces"] {
        assert!(matches!(
            error(&format!("[v:chess]\n{key} = reversy\n")),
            IniError::InvalidValue { line: 2, .. }
        ));
    }
}

#[test]
fn enclosing_drops_flips_free_drops_and_full_board_adjudication_round_trip() {
    let d = one(
        "[v:chess]\npieceDrops = true\nenclosingDrop = ataxx\nenclosingDropStart = d4 e5\n\
         flipEnclosedPieces = reversi\nfreeDrops = true\nadjudicateFullBoard = true\n",
    );
    assert_eq!(d.enclosing_drop, skazka_fairy::EnclosingRule::Ataxx);
    for (text, drop, flip) in [
        ("enclosingDrop = snort", "snort", "none"),
        (
            "enclosingDrop = anyside\nflipEnclosedPieces = quadwrangle",
            "anyside",
            "quadwrangle",
        ),
    ] {
        let d = one(&format!("[v:chess]\npieceDrops = true\n{text}\n"));
        assert_eq!(
            (d.enclosing_drop.as_str(), d.flip_enclosed_pieces.as_str()),
            (drop, flip)
        );
        let written = ini::write(&d);
        assert_eq!(one(&written), d, "{written}");
    }
    assert_eq!(d.enclosing_drop_start, region("d4 e5"));
    assert_eq!(d.flip_enclosed_pieces, skazka_fairy::EnclosingRule::Reversi);
    assert!(d.free_drops && d.adjudicate_full_board);
    let text = ini::write(&d);
    assert!(text.contains("enclosingDrop = ataxx\n"), "{text}");
    assert!(text.contains("freeDrops = true\n"), "{text}");
    assert_eq!(one(&text), d);
}

#[test]
fn connect_n_and_its_keys_round_trip() {
    let d = one(
        "[v:chess]\nconnectN = 4\nconnectPieceTypes = qr\nconnectHorizontal = false\n\
         connectVertical = false\nconnectDiagonal = false\nconnectValue = loss\n",
    );
    assert_eq!(d.connect_n, 4);
    assert_eq!(d.connect_piece_types, "qr");
    assert!(!d.connect_horizontal && !d.connect_vertical && !d.connect_diagonal);
    assert_eq!(d.connect_value, EndValue::Loss);
    let text = ini::write(&d);
    assert!(text.contains("connectN = 4\n"), "{text}");
    assert_eq!(one(&text), d);
    assert_eq!(
        one("[v:chess]\n").connect_piece_types,
        "*",
        "every type by default"
    );
}

#[test]
fn connection_shapes_blocked_flags_and_winning_castling_rights_round_trip() {
    let d = one(
        "[v:chess]\nconnectNxN = 2\ncollinearN = 3\nconnectRegion1White = a*\n\
         connectRegion2White = h*\nconnectRegion1Black = *1\nconnectRegion2Black = *8\n\
         flagPieceBlockedWin = true\ncastlingWins = qK\noppositeCastling = true\n",
    );
    assert_eq!((d.connect_nxn, d.collinear_n), (2, 3));
    assert_eq!(
        (&d.connect_region1_white, &d.connect_region2_black),
        (&region("a*"), &region("*8"))
    );
    assert!(d.flag_piece_blocked_win && d.opposite_castling);
    assert_eq!(d.castling_wins, "Kq", "kept in the FEN's order");
    let text = ini::write(&d);
    assert!(text.contains("castlingWins = Kq\n"), "{text}");
    assert_eq!(one(&text), d);
    assert!(matches!(
        error("[v:chess]\ncastlingWins = x\n"),
        IniError::InvalidValue { line: 2, .. }
    ));
}

#[test]
fn misspelt_key_is_an_error_naming_key_and_line() {
    let e = error("[v:chess]\ncastling = false\ncastlingRankk = 2\n");
    assert_eq!(
        e,
        IniError::UnknownKey {
            line: 3,
            key: "castlingRankk".to_owned()
        }
    );
    assert_eq!(
        e.to_string(),
        "line 3: key `castlingRankk` is not a Fairy-Stockfish key"
    );
    // Keys are case-sensitive, and `nnueAlias` is no key of the format.
    assert!(matches!(
        error("[v:chess]\nCastling = false\n"),
        IniError::UnknownKey { line: 2, .. }
    ));
    assert!(matches!(
        error("[v:chess]\nnnueAlias = chess\n"),
        IniError::UnknownKey { line: 2, .. }
    ));
}

#[test]
fn a_key_without_field_is_accepted_at_a_default_value_that_changes_nothing() {
    let d = one(
        "[v:chess]\ngating = false\nwallingRule = none\nconnectN = 0\nconnectValue = win\n\
         connectDiagonal = true\ncastlingWins = -\nmustDropType = *\ntwoBoards = false\n\
         enclosingDrop = none\npassOnStalemate = false\n",
    );
    assert_eq!(
        d,
        Definition {
            name: "v".to_owned(),
            ..Definition::default()
        }
    );
}

#[test]
fn evaluation_and_display_keys_are_accepted() {
    let d = one(
        "[v:chess]\npieceValueMg = p:100 n:300\npieceValueEg = q:1000\npocketSize = 8\n\
         pieceToCharTable = PNBRQK\nvariantTemplate = shogi\n",
    );
    assert_eq!(d.piece_to_char_table, "PNBRQK");
    assert_eq!(d.variant_template, "shogi");
    assert!(matches!(
        error("[v:chess]\npocketSize = many\n"),
        IniError::InvalidValue { line: 2, .. }
    ));
}

#[test]
fn removing_a_piece_with_a_dash() {
    let d = one("[noqueen:chess]\nqueen = -\n");
    assert_eq!(letters(&d), "PNBRK");
    assert_eq!(d.promotion_piece_types, "rbn");
    let d = one("[kingless:chess]\nking = -\n");
    assert!(d.piece_by_letter('k').is_none());
}

#[test]
fn a_letter_already_in_use_removes_the_piece_that_had_it() {
    // The amazon takes the queen's letter: the queen goes, and with it from the promotions.
    let d = one("[amazon:chess]\namazon = q\n");
    assert_eq!(d.piece_by_letter('q').unwrap().kind, PieceKind::Amazon);
    assert!(d.pieces.iter().all(|p| p.kind != PieceKind::Queen));
    assert_eq!(d.promotion_piece_types, "rbn");
    // A custom piece applied after a predefined one wins the letter.
    let d = one("[v]\nknight = n\ncustomPiece1 = n:mN\n");
    assert_eq!(d.pieces.len(), 1);
    assert_eq!(d.pieces[0].kind, PieceKind::Custom(1));
}

#[test]
fn re_adding_a_piece_takes_it_out_of_the_promotion_piece_types() {
    let d = one("[v:chess]\nknight = n\n");
    assert_eq!(d.promotion_piece_types, "qrb");
    let d = one("[v:chess]\nknight = n\npromotionPieceTypes = qrbn\n");
    assert_eq!(d.promotion_piece_types, "qrbn");
}

#[test]
fn piece_letter_values_follow_a_piece_that_changes_letter() {
    let d = one("[v:chess]\nknight = h\nrook = t\n");
    assert_eq!(letters(&d), "PHBTQK");
    assert_eq!(d.promotion_piece_types, "qtbh");
    assert_eq!(d.castling_rook_pieces, "t");
}

#[test]
fn custom_pieces_and_a_custom_king_keep_their_movement() {
    let d = one("[v:chess]\ncustomPiece1 = a:mRcpR\ncustomPiece3 = c:KN\nking = k:KAD\n");
    let a = d.piece_by_letter('a').unwrap();
    assert_eq!(a.kind, PieceKind::Custom(1));
    assert_eq!(a.betza.as_deref(), Some("mRcpR"));
    assert_eq!(d.piece_by_letter('c').unwrap().kind, PieceKind::Custom(3));
    let king = d.piece_by_letter('k').unwrap();
    assert_eq!(king.kind, PieceKind::King);
    assert_eq!(king.betza.as_deref(), Some("KAD"));
    // `king = k` makes it a plain king again.
    let all = ini::parse("[a:chess]\nking = k:KN\n[b:a]\nking = k\n", &known).unwrap();
    assert_eq!(all[1].piece_by_letter('k').unwrap().betza, None);
    // Pieces come in Fairy-Stockfish's order whatever the order of the lines.
    assert_eq!(letters(&d), "PNBRQACK");
}

#[test]
fn piece_values_must_be_a_letter_a_movement_or_a_dash() {
    for (text, key) in [
        ("knight = 1", "knight"),
        ("knight = n:N", "knight"),
        ("customPiece1 = a", "customPiece1"),
        ("customPiece1 = a:", "customPiece1"),
        ("customPiece1 = a-mR", "customPiece1"),
        ("king = k:", "king"),
    ] {
        match error(&format!("[v:chess]\n{text}\n")) {
            IniError::InvalidValue {
                line: 2, key: k, ..
            } => assert_eq!(k, key),
            other => panic!("{text}: {other}"),
        }
    }
    assert!(matches!(
        error("[v:chess]\ncustomPiece26 = a:R\n"),
        IniError::UnknownKey { .. }
    ));
}

#[test]
fn deprecated_promotion_rank_sets_both_regions() {
    // maxRank is applied first, whatever the order of the lines.
    let d = one("[v:chess]\npromotionRank = 9\nmaxRank = 10\n");
    assert_eq!(d.promotion_region_white, region("*9 *10"));
    assert_eq!(d.promotion_region_black, region("*2 *1"));
    let d = one("[v:chess]\npromotionRank = 6\n");
    assert_eq!(d.promotion_region_white, region("*6 *7 *8"));
    assert_eq!(d.promotion_region_black, region("*3 *2 *1"));
}

#[test]
fn current_keys_override_the_deprecated_ones() {
    let d = one("[v:chess]\npromotionRegionWhite = *7\npromotionRank = 6\n");
    assert_eq!(d.promotion_region_white, region("*7"));
    assert_eq!(d.promotion_region_black, region("*3 *2 *1"));
    let d = one("[v:chess]\nflagRegionWhite = *8\nwhiteFlag = *7\nblackFlag = *2\n");
    assert_eq!(d.flag_region_white, region("*8"));
    assert_eq!(d.flag_region_black, region("*2"));
    let d = one("[v:chess]\nwhiteDropRegion = *1\nblackDropRegion = *8\n");
    assert_eq!(d.drop_region_white, region("*1"));
    assert_eq!(d.drop_region_black, region("*8"));
    let d = one("[v:chess]\ncastlingRookPiece = q\n");
    assert_eq!(d.castling_rook_pieces, "q");
    let d = one("[v:chess]\ncastlingRookPieces = r\ncastlingRookPiece = q\n");
    assert_eq!(d.castling_rook_pieces, "r");
}

#[test]
fn deprecated_double_step_ranks_set_both_regions() {
    let d = one("[v:chess]\nmaxRank = 10\ndoubleStepRank = 3\n");
    assert_eq!(d.double_step_region_white, region("*2 *3"));
    assert_eq!(d.double_step_region_black, region("*9 *8"));
    let d = one("[v:chess]\ndoubleStepRankMin = 1\n");
    assert_eq!(d.double_step_region_white, region("*1 *2"));
    assert_eq!(d.double_step_region_black, region("*8 *7"));
    // Fairy-Stockfish ignores the minimum when the rank is given: the pair is refused.
    assert!(matches!(
        error("[v:chess]\ndoubleStepRank = 3\ndoubleStepRankMin = 1\n"),
        IniError::UnsupportedValue { line: 3, .. }
    ));
}

#[test]
fn a_variant_without_double_steps_has_no_double_step_regions() {
    let d = one("[v:chess]\ndoubleStep = false\n");
    assert!(!d.double_step);
    assert!(d.double_step_region_white.is_empty());
    // A child that allows them again needs regions, as in Fairy-Stockfish.
    let all = ini::parse(
        "[a:chess]\ndoubleStep = false\n[b:a]\ndoubleStep = true\n[c:a]\ndoubleStep = true\ndoubleStepRegionWhite = *2\n",
        &known,
    )
    .unwrap();
    assert!(!all[1].double_step);
    assert!(all[2].double_step);
    let d = one("[v:chess]\ndoubleStepRegionWhite = -\ndoubleStepRegionBlack = -\n");
    assert!(!d.double_step);
}

#[test]
fn piece_letter_sets_take_letters_a_star_or_a_dash() {
    let d = one("[v:chess]\npromotionPieceTypes = Q R\nextinctionPieceTypes = *\n");
    assert_eq!(d.promotion_piece_types, "qr");
    assert_eq!(d.extinction_piece_types, "*");
    let d = one("[v:chess]\npromotionPieceTypes = -\nnMoveRuleTypes = pn\n");
    assert_eq!(d.promotion_piece_types, "");
    assert_eq!(d.n_move_rule_types, "pn");
    let e = error("[v:chess]\npromotionPieceTypes = qa\n");
    assert_eq!(
        e,
        IniError::InvalidValue {
            line: 2,
            key: "promotionPieceTypes".to_owned(),
            value: "qa".to_owned(),
            reason: "the variant has no piece `a`".to_owned()
        }
    );
    assert_eq!(
        e.to_string(),
        "line 2: invalid value `qa` for key `promotionPieceTypes`: the variant has no piece `a`"
    );
    // Letters refer to the pieces as the section leaves them.
    let d = one("[v:chess]\npromotionPieceTypes = qa\ncustomPiece1 = a:BN\n");
    assert_eq!(d.promotion_piece_types, "qa");
}

#[test]
fn one_piece_values() {
    let d = one(
        "[v:chess]\ncastlingKingPiece = q\nflagPiece = k\nflagPieceBlack = *\ndropNoDoubled = p\n",
    );
    assert_eq!(d.castling_king_piece, 'q');
    assert_eq!(d.flag_piece_white, 'k');
    assert_eq!(d.flag_piece_black, '*');
    assert_eq!(d.drop_no_doubled, Some('p'));
    let d = one("[v:chess]\ndropNoDoubled = -\n");
    assert_eq!(d.drop_no_doubled, None);
}

#[test]
fn pawn_types_set_the_promotion_pawn_types_and_the_move_rule_types() {
    let d = one("[v:chess]\nsoldier = s\npawnTypes = ps\n");
    assert_eq!(d.promotion_pawn_types, "ps");
    assert_eq!(d.n_move_rule_types, "ps");
    let d = one("[v:chess]\nsoldier = s\npawnTypes = ps\nnMoveRuleTypes = p\n");
    assert_eq!(d.n_move_rule_types, "p");
}

#[test]
fn promotion_limit_and_promoted_piece_types_add_to_the_inherited_ones() {
    let all = ini::parse(
        "[a:chess]\ngold = g\npromotionLimit = q:1 r : 2\npromotedPieceType = p:g n:g\n\
         [b:a]\npromotionLimit = q:0 b:1\npromotedPieceType = n:-\n",
        &known,
    )
    .unwrap();
    assert_eq!(all[0].promotion_limit, vec![('r', 2), ('q', 1)]);
    assert_eq!(all[0].promoted_piece_type, vec![('p', 'g'), ('n', 'g')]);
    assert_eq!(all[1].promotion_limit, vec![('b', 1), ('r', 2)]);
    assert_eq!(all[1].promoted_piece_type, vec![('p', 'g')]);
    for bad in ["q1", "q:x", "x:1", "q:"] {
        assert!(
            matches!(
                error(&format!("[v:chess]\npromotionLimit = {bad}\n")),
                IniError::InvalidValue { line: 2, .. }
            ),
            "{bad}"
        );
    }
    assert!(matches!(
        error("[v:chess]\npromotedPieceType = p:z\n"),
        IniError::InvalidValue { line: 2, .. }
    ));
}

#[test]
fn files_are_letters_or_numbers_and_ranks_count_from_one() {
    let d = one(
        "[v:chess]\nmaxFile = j\nmaxRank = 10\ncastlingKingsideFile = i\ncastlingQueensideFile = 3\n\
         castlingRank = 2\ncastlingKingFile = f\nsoldierPromotionRank = 6\n",
    );
    assert_eq!((d.files, d.ranks), (10, 10));
    assert_eq!(d.castling_kingside_file, 8);
    assert_eq!(d.castling_queenside_file, 2);
    assert_eq!(d.castling_rank, 1);
    assert_eq!(d.castling_king_file, 5);
    assert_eq!(d.soldier_promotion_rank, 5);
    assert_eq!(one("[v:chess]\nmaxFile = 12\n").files, 12);
    for bad in [
        "maxFile = 0",
        "maxFile = 17",
        "maxFile = q",
        "maxFile = G",
        "maxRank = 0",
        "maxRank = a",
        "castlingRank = -1",
    ] {
        assert!(
            matches!(
                error(&format!("[v:chess]\n{bad}\n")),
                IniError::InvalidValue { line: 2, .. }
            ),
            "{bad}"
        );
    }
}

#[test]
fn per_colour_keys_set_their_colour() {
    let d = one(
        "[v:chess]\npass = true\npassBlack = false\nflagPiece = q\nflagPieceBlack = k\n\
         flagRegion = *4\nflagRegionBlack = *5\nenPassantRegion = *3 *6\nenPassantRegionWhite = *6\n",
    );
    assert!(d.pass_white);
    assert!(!d.pass_black);
    assert_eq!((d.flag_piece_white, d.flag_piece_black), ('q', 'k'));
    assert_eq!(d.flag_region_white, region("*4"));
    assert_eq!(d.flag_region_black, region("*5"));
    assert_eq!(d.en_passant_region_white, region("*6"));
    assert_eq!(d.en_passant_region_black, region("*3 *6"));
}

#[test]
fn pawn_types_and_move_limit_types_may_differ_by_colour() {
    let d = one(
        "[v:chess]\ncustomPiece1 = h:fmFfcWimA\npromotionPawnTypesBlack = h\n\
         nMoveRuleTypesBlack = h\n",
    );
    assert_eq!(d.promotion_pawn_types, "p");
    assert_eq!(d.promotion_pawn_types_black.as_deref(), Some("h"));
    assert_eq!(d.n_move_rule_types, "p");
    assert_eq!(d.n_move_rule_types_black.as_deref(), Some("h"));
    let e = one("[v:chess]\nnMoveRuleTypes = p\nnMoveRuleTypesBlack = -\n");
    assert_eq!(e.n_move_rule_types_black.as_deref(), Some(""));
}

#[test]
fn one_value_fields_accept_colour_keys_only_when_both_colours_agree() {
    let d = one(
        "[v:chess]\npromotionPieceTypesWhite = qr\npromotionPieceTypesBlack = rq\n\
         castlingKingPieceWhite = k\ncastlingKingPieceBlack = k\nnMoveRuleTypesBlack = p\n",
    );
    assert_eq!(d.promotion_piece_types, "qr");
    assert_eq!(d.promotion_piece_types_black, None);
    assert_eq!(d.n_move_rule_types_black, None);
    let e = error("[v:chess]\ncastlingKingPiece = k\ncastlingKingPieceBlack = q\n");
    assert!(
        matches!(&e, IniError::UnsupportedValue { line: 3, key, .. } if key == "castlingKingPieceBlack"),
        "{e}"
    );
    assert!(
        e.to_string()
            .starts_with("line 3: key `castlingKingPieceBlack` = `q` is not supported: ")
    );
    assert!(matches!(
        error("[v:chess]\ncastlingRookPiecesWhite = q\n"),
        IniError::UnsupportedValue { line: 2, .. }
    ));
}

#[test]
fn promotion_piece_types_may_differ_by_colour() {
    let d = one("[v:chess]\npromotionPieceTypes = qrbn\npromotionPieceTypesBlack = q\n");
    assert_eq!(d.promotion_piece_types, "qrbn");
    assert_eq!(d.promotion_piece_types_black.as_deref(), Some("q"));
    let text = ini::write(&d);
    assert!(text.contains("promotionPieceTypesBlack = q\n"), "{text}");
    assert_eq!(one(&text).promotion_piece_types_black.as_deref(), Some("q"));
}

#[test]
fn en_passant_types_are_held_where_they_differ_from_the_pieces_that_capture_en_passant() {
    let d = one("[v:chess]\nenPassantTypes = p\n");
    assert_eq!(d.promotion_pawn_types, "p");
    assert_eq!(d.en_passant_types, None);
    let d = one("[v]\ncustomPiece1 = s:mfWcfFimfnA\nking = k\npawnTypes = s\nenPassantTypes = s\n");
    assert_eq!(d.promotion_pawn_types, "s");
    assert_eq!(d.en_passant_types, None);
    let d = one("[v:chess]\nenPassantTypes = pn\n");
    let mut letters: Vec<char> = d.en_passant_types.expect("held").chars().collect();
    letters.sort_unstable();
    assert_eq!(letters, ['n', 'p']);
    let d = one("[v:chess]\npromotionPawnTypes = pn\nenPassantTypes = p\n");
    assert_eq!(d.en_passant_types.as_deref(), Some("p"));
    let written = ini::write(&d);
    assert!(written.contains("enPassantTypes = p"), "{written}");
    assert_eq!(one(&written).en_passant_types.as_deref(), Some("p"));
    assert!(matches!(
        error("[v:chess]\nenPassantTypes = *\n"),
        IniError::UnsupportedValue { line: 2, .. }
    ));
    assert!(matches!(
        error("[v:chess]\nenPassantTypesBlack = -\n"),
        IniError::UnsupportedValue { line: 2, .. }
    ));
}

#[test]
fn mobility_regions_are_per_piece_and_colour() {
    let d = one(
        "[v:chess]\ncustomPiece2 = a:KN\nmobilityRegionWhiteKing = d1 e1 f1\n\
         mobilityRegionBlackCustomPiece2 = *8 *7\nmobilityRegionWhiteFersAlfil = *1\n\
         mobilityRegionBlackKing = -\n",
    );
    assert_eq!(
        d.mobility_region,
        vec![
            (Color::Black, 'a', region("*8 *7")),
            (Color::White, 'k', region("d1 e1 f1")),
        ]
    );
    assert!(matches!(
        error("[v:chess]\nmobilityRegionWhitePrincess = *1\n"),
        IniError::UnknownKey { line: 2, .. }
    ));
}

#[test]
fn values_of_every_kind() {
    let d = one(
        "[v:chess]\nchess960 = true\nstalemateValue = loss\nnFoldValue = win\ncheckmateValue = none\n\
         extinctionValue = loss\ncountingRule = makruk\nnMoveRule = 0\nnFoldRule = 5\n\
         startFen = 8/8/8/8/8/8/8/K6k w - - 0 1\nflagPieceCount = 2\nblastOnCapture = true\n",
    );
    assert!(d.chess960);
    assert!(d.blast_on_capture);
    assert_eq!(d.stalemate_value, EndValue::Loss);
    assert_eq!(d.n_fold_value, EndValue::Win);
    assert_eq!(d.checkmate_value, EndValue::None);
    assert_eq!(d.extinction_value, EndValue::Loss);
    assert_eq!(d.counting_rule, CountingRule::Makruk);
    assert_eq!(
        (d.n_move_rule, d.n_fold_rule, d.flag_piece_count),
        (0, 5, 2)
    );
    assert_eq!(d.start_fen, "8/8/8/8/8/8/8/K6k w - - 0 1");
}

#[test]
fn invalid_values_are_errors_naming_key_value_and_line() {
    let e = error("[v:chess]\n\ncastling = maybe\n");
    assert_eq!(
        e.to_string(),
        "line 3: invalid value `maybe` for key `castling`: expected `true` or `false`"
    );
    for (text, key, value) in [
        ("nMoveRule = -5", "nMoveRule", "-5"),
        ("nMoveRule = 99999999999", "nMoveRule", "99999999999"),
        ("stalemateValue = lose", "stalemateValue", "lose"),
        ("countingRule = khmer", "countingRule", "khmer"),
        (
            "promotionRegionWhite = *8 z",
            "promotionRegionWhite",
            "*8 z",
        ),
        ("flagRegion = *", "flagRegion", "*"),
        ("startFen =", "startFen", ""),
    ] {
        match error(&format!("[v:chess]\n{text}\n")) {
            IniError::InvalidValue {
                line: 2,
                key: k,
                value: v,
                ..
            } => assert_eq!((k.as_str(), v.as_str()), (key, value), "{text}"),
            other => panic!("{text}: {other}"),
        }
    }
}

#[test]
fn comments_are_whole_lines_and_a_trailing_one_belongs_to_the_value() {
    let d = one("# about\n; more\n[v:chess]\n  # indented\ncastling = false\n\n; end\n");
    assert!(!d.castling);
    let e = error("[v:chess]\ncastling = false # no castling\n");
    assert!(matches!(e, IniError::InvalidValue { line: 2, .. }));
    // A comment may follow a section header.
    assert_eq!(one("[v:chess] # a variant\n").name, "v");
}

#[test]
fn spaces_around_the_equals_sign_are_optional_and_windows_lines_are_read() {
    let d = one("[v:chess]\r\ncastling=false\r\nnMoveRule =30\r\nnFoldRule= 4\r\n");
    assert!(!d.castling);
    assert_eq!((d.n_move_rule, d.n_fold_rule), (30, 4));
}

#[test]
fn keys_apply_in_the_formats_order_and_the_last_of_a_repeated_key_counts() {
    // The region for both colours comes before White's own, whatever the lines' order.
    let d =
        one("[v:chess]\nflagRegionWhite = *8\nflagRegion = *5\nnMoveRule = 10\nnMoveRule = 20\n");
    assert_eq!(d.flag_region_white, region("*8"));
    assert_eq!(d.flag_region_black, region("*5"));
    assert_eq!(d.n_move_rule, 20);
}

#[test]
fn malformed_text_is_an_error() {
    assert!(matches!(
        error("castling = false\n[v:chess]\n"),
        IniError::OutsideSection { line: 1, .. }
    ));
    assert!(matches!(
        error("[v:chess]\ncastling false\n"),
        IniError::Syntax { line: 2, .. }
    ));
    assert!(matches!(
        error("[v:chess\n"),
        IniError::Syntax { line: 1, .. }
    ));
    assert!(matches!(error("[]\n"), IniError::Syntax { line: 1, .. }));
    assert!(matches!(error("[v:]\n"), IniError::Syntax { line: 1, .. }));
    assert!(matches!(error("[v] x\n"), IniError::Syntax { line: 1, .. }));
    assert!(matches!(
        error("[v:chess]\n= true\n"),
        IniError::Syntax { line: 2, .. }
    ));
    assert_eq!(
        error("[v:chess]\n[w:chess]\n[v:chess]\n"),
        IniError::DuplicateSection {
            line: 3,
            name: "v".to_owned()
        }
    );
}

#[test]
fn from_ini_wants_exactly_one_section() {
    assert_eq!(
        Definition::from_ini("# nothing\n", &known),
        Err(IniError::SectionCount(0))
    );
    assert_eq!(
        Definition::from_ini("[a:chess]\n[b:chess]\n", &known),
        Err(IniError::SectionCount(2))
    );
    assert_eq!(
        IniError::SectionCount(2).to_string(),
        "expected one section, found 2"
    );
    let e: Box<dyn std::error::Error> = Box::new(IniError::SectionCount(0));
    assert!(e.to_string().starts_with("expected"));
}

#[test]
fn written_chess_reads_back_as_the_default_definition_and_plays_chess() {
    let text = ini::write(&Definition::default());
    assert!(
        text.starts_with("[chess]\npawn = p\nknight = n\n"),
        "{text}"
    );
    let d = Definition::from_ini(&text, &|_| None).unwrap();
    assert_eq!(d, Definition::default());
    let v = Variant::new(d).unwrap();
    assert_eq!(FairyPosition::start(&v).unwrap().perft(2), 400);
}

fn hand_made() -> Vec<Definition> {
    let piece = |kind, letter, betza: Option<&str>| PieceDef {
        kind,
        letter,
        betza: betza.map(str::to_owned),
    };
    let mut shogi_like = Definition {
        name: "minishogi-like".to_owned(),
        variant_template: "shogi".to_owned(),
        piece_to_char_table: "P.BR.S...G.+.++.+Kp.br.s...g.+.++.+k".to_owned(),
        files: 5,
        ranks: 5,
        pieces: vec![
            piece(PieceKind::Bishop, 'B', None),
            piece(PieceKind::Rook, 'R', None),
            piece(PieceKind::Silver, 'S', None),
            piece(PieceKind::ShogiPawn, 'P', None),
            piece(PieceKind::Gold, 'G', None),
            piece(PieceKind::DragonHorse, 'H', None),
            piece(PieceKind::Custom(1), 'D', Some("RF")),
            piece(PieceKind::King, 'K', None),
        ],
        start_fen: "rbsgk/4p/5/P4/KGSBR[-] w 0 1".to_owned(),
        promotion_region_white: region("*5"),
        promotion_region_black: region("*1"),
        promotion_pawn_types: String::new(),
        promotion_piece_types: String::new(),
        promoted_piece_type: vec![('b', 'h'), ('r', 'd'), ('s', 'g'), ('p', 'g')],
        mandatory_pawn_promotion: false,
        mandatory_piece_promotion: true,
        piece_demotion: true,
        double_step: false,
        double_step_region_white: Region::default(),
        double_step_region_black: Region::default(),
        castling: false,
        piece_drops: true,
        captures_to_hand: true,
        drop_promoted: false,
        drop_no_doubled: Some('p'),
        immobility_illegal: true,
        shogi_pawn_drop_mate_illegal: true,
        n_move_rule_types: String::new(),
        n_move_rule: 0,
        n_fold_rule: 4,
        n_fold_value: EndValue::Loss,
        perpetual_check_illegal: true,
        stalemate_value: EndValue::Loss,
        ..Definition::default()
    };
    shogi_like.pieces.sort_by_key(|p| p.kind.order());
    let xiangqi_like = Definition {
        name: "palace".to_owned(),
        files: 9,
        ranks: 10,
        pieces: vec![
            piece(PieceKind::Rook, 'R', None),
            piece(PieceKind::Cannon, 'C', None),
            piece(PieceKind::Soldier, 'P', None),
            piece(PieceKind::Horse, 'N', None),
            piece(PieceKind::Elephant, 'B', None),
            piece(PieceKind::Custom(2), 'A', Some("F")),
            piece(PieceKind::King, 'K', Some("W")),
        ],
        start_fen: "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
            .to_owned(),
        mobility_region: vec![
            (Color::White, 'b', region("*1 *2 *3 *4 *5")),
            (Color::Black, 'b', region("*6 *7 *8 *9 *10")),
            (Color::White, 'a', region("d1 e1 f1 d2 e2 f2 d3 e3 f3")),
            (Color::Black, 'a', region("d8 e8 f8 d9 e9 f9 d10 e10 f10")),
            (Color::White, 'k', region("d1 e1 f1 d2 e2 f2 d3 e3 f3")),
            (Color::Black, 'k', region("d8 e8 f8 d9 e9 f9 d10 e10 f10")),
        ],
        promotion_pawn_types: String::new(),
        promotion_piece_types: String::new(),
        n_move_rule_types: String::new(),
        double_step: false,
        double_step_region_white: Region::default(),
        double_step_region_black: Region::default(),
        castling: false,
        flying_general: true,
        soldier_promotion_rank: 5,
        stalemate_value: EndValue::Loss,
        n_fold_value: EndValue::Loss,
        perpetual_check_illegal: true,
        castling_rook_pieces: "r".to_owned(),
        ..Definition::default()
    };
    let racing = Definition {
        name: "race-960".to_owned(),
        chess960: true,
        flag_piece_white: 'k',
        flag_piece_black: 'k',
        flag_region_white: region("*8"),
        flag_region_black: region("*8"),
        flag_move: true,
        checking: false,
        castling_kingside_file: 5,
        castling_queenside_file: 1,
        castling_rank: 1,
        castling_king_file: 3,
        castling_rook_kingside_file: 6,
        castling_rook_queenside_file: 1,
        opposite_castling: true,
        castling_rook_pieces: "rq".to_owned(),
        castling_king_piece: 'q',
        promotion_limit: vec![('n', 1), ('q', 2)],
        promotion_region_white: region("*7 *8"),
        triple_step_region_white: region("a2 b2"),
        triple_step_region_black: region("a7"),
        en_passant_region_white: region("*6"),
        en_passant_region_black: Region::default(),
        drop_region_white: region("a* b*"),
        pass_black: true,
        must_capture: true,
        must_drop: true,
        drop_checks: false,
        first_rank_pawn_drops: true,
        promotion_zone_pawn_drops: true,
        piece_promotion_on_capture: true,
        drop_no_doubled_count: 2,
        n_fold_value_absolute: true,
        stalemate_piece_count: true,
        checkmate_value: EndValue::Win,
        bikjang_rule: true,
        extinction_value: EndValue::Loss,
        extinction_claim: true,
        extinction_pseudo_royal: true,
        extinction_piece_types: "kq".to_owned(),
        extinction_piece_count: 1,
        extinction_opponent_piece_count: 2,
        flag_piece_count: 3,
        check_counting: true,
        counting_rule: CountingRule::Asean,
        blast_on_capture: true,
        ..Definition::default()
    };
    let pawnless = Definition {
        name: "pawnless".to_owned(),
        ranks: 6,
        files: 16,
        pieces: vec![
            piece(PieceKind::Commoner, 'K', None),
            piece(PieceKind::Custom(25), 'Z', Some("mQcN")),
        ],
        start_fen: "16/16/16/16/16/16 w - - 0 1".to_owned(),
        promotion_pawn_types: String::new(),
        promotion_piece_types: String::new(),
        n_move_rule_types: String::new(),
        castling_rook_pieces: String::new(),
        castling_king_piece: 'k',
        extinction_piece_types: "*".to_owned(),
        promotion_region_white: Region::all(),
        ..Definition::default()
    };
    // The king's letter on a commoner that castles, castling switched off (antichess).
    let antichess = Definition {
        name: "antichess-like".to_owned(),
        pieces: vec![
            piece(PieceKind::Pawn, 'P', None),
            piece(PieceKind::Rook, 'R', None),
            piece(PieceKind::Commoner, 'K', None),
        ],
        castling: false,
        promotion_piece_types: "kr".to_owned(),
        ..Definition::default()
    };
    vec![
        Definition::default(),
        antichess,
        shogi_like,
        xiangqi_like,
        racing,
        pawnless,
    ]
}

#[test]
fn round_trip_of_written_definition() {
    for d in hand_made() {
        let text = ini::write(&d);
        let back = Definition::from_ini(&text, &|_| None)
            .unwrap_or_else(|e| panic!("{}: {e}\n{text}", d.name));
        assert_eq!(back, d, "{text}");
        // Writing again gives the same text.
        assert_eq!(ini::write(&back), text);
    }
}

#[test]
fn written_definitions_chain_into_one_text() {
    let defs = hand_made();
    let text: String = defs.iter().map(ini::write).collect::<Vec<_>>().join("\n");
    assert_eq!(ini::parse(&text, &|_| None).unwrap(), defs);
}

#[test]
fn write_leaves_out_what_is_the_start_of_a_section_without_parent() {
    let d = one("[v]\nking = k\nnMoveRule = 40\n");
    assert_eq!(ini::write(&d), "[v]\nking = k\nnMoveRule = 40\n");
    assert_eq!(d.to_ini(), ini::write(&d));
}

/// A small deterministic generator (xorshift) for the inputs below.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn random_bytes_never_panic() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..2000 {
        let len = rng.below(200);
        let bytes: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
        let text = String::from_utf8_lossy(&bytes);
        let _ = ini::parse(&text, &known);
        let _ = ini::parse(&format!("[v:chess]\n{text}"), &known);
    }
}

#[test]
fn random_ini_like_text_never_panics() {
    const WORDS: &[&str] = &[
        "[",
        "]",
        ":",
        "=",
        "\n",
        " ",
        "#",
        ";",
        "-",
        "*",
        "v",
        "chess",
        "a",
        "k",
        "q",
        "p",
        "n",
        "1",
        "0",
        "16",
        "17",
        "255",
        "*8",
        "a*",
        "e4",
        "true",
        "false",
        "win",
        "none",
        "maxRank",
        "maxFile",
        "king",
        "knight",
        "customPiece1",
        "mR",
        "KN",
        "promotionPieceTypes",
        "promotionLimit",
        "promotedPieceType",
        "flagPiece",
        "pawnTypes",
        "promotionRank",
        "doubleStepRank",
        "mobilityRegionWhiteKing",
        "castlingRank",
        "castlingKingsideFile",
        "enPassantTypes",
        "promotionPieceTypesBlack",
        "gating",
        "doubleStep",
        "startFen",
        "\u{e9}",
    ];
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    for _ in 0..3000 {
        let text: String = (0..rng.below(60))
            .map(|_| WORDS[rng.below(WORDS.len())])
            .collect();
        let _ = ini::parse(&text, &known);
        let _ = ini::parse(&format!("[v:chess]\n{text}"), &known);
    }
}

#[test]
fn what_random_sections_read_writes_back() {
    const LINES: &[(&str, &[&str])] = &[
        ("maxRank", &["6", "10", "3"]),
        ("maxFile", &["e", "10", "c"]),
        ("king", &["k", "-", "k:KN", "q"]),
        ("queen", &["q", "-", "a"]),
        ("knight", &["n", "-", "h"]),
        ("pawn", &["p", "-"]),
        ("customPiece1", &["a:mRcpR", "q:KN", "p:fW"]),
        ("commoner", &["k", "c"]),
        ("promotionPieceTypes", &["qrbn", "-", "*", "qa"]),
        ("promotionLimit", &["q:1", "a:2 q:0"]),
        ("promotedPieceType", &["p:q", "n:-", "a:q"]),
        ("flagPiece", &["q", "k", "*"]),
        ("flagPieceBlack", &["-", "n"]),
        ("pawnTypes", &["p", "pa"]),
        ("promotionRank", &["6", "8", "12"]),
        ("doubleStepRank", &["3"]),
        ("doubleStep", &["true", "false"]),
        ("doubleStepRegionWhite", &["-", "*3"]),
        ("mobilityRegionWhiteKing", &["*1 *2", "-"]),
        ("mobilityRegionBlackCustomPiece1", &["a*"]),
        ("castlingRank", &["2"]),
        ("castlingKingsideFile", &["g", "9"]),
        ("castlingKingPiece", &["k", "q", "-"]),
        ("castlingRookPieces", &["r", "qa"]),
        ("enPassantTypes", &["p"]),
        ("promotionPieceTypesBlack", &["qrbn", "q"]),
        ("nMoveRuleTypesWhite", &["p"]),
        ("nMoveRuleTypesBlack", &["p", "n", "-"]),
        ("promotionPawnTypesBlack", &["p", "n"]),
        ("dupleCheck", &["true", "false"]),
        ("cambodianMoves", &["true"]),
        ("shatarMateRule", &["true"]),
        ("dropNoDoubled", &["p", "-"]),
        ("extinctionPieceTypes", &["*", "kq"]),
        ("gating", &["false", "true"]),
        ("startFen", &["8/8/8/8/8/8/8/8 w - - 0 1"]),
        ("stalemateValue", &["win", "loss"]),
        ("pass", &["true"]),
        ("passWhite", &["false"]),
        ("enPassantRegion", &["*3 *6", "-"]),
        (
            "dropRegionBlack",
            &["*1 *2 *3 *4 *5 *6 *7 *8 *9 *10 *11 *12 *13 *14 *15 *16"],
        ),
        ("countingRule", &["asean", "cambodian"]),
        ("castling", &["false", "true"]),
    ];
    let mut rng = Rng(0x0123_4567_89ab_cdef);
    let section = |rng: &mut Rng, header: &str| {
        let mut text = format!("{header}\n");
        for _ in 0..rng.below(10) {
            let (key, values) = LINES[rng.below(LINES.len())];
            text.push_str(&format!("{key} = {}\n", values[rng.below(values.len())]));
        }
        text
    };
    let mut read = 0;
    for _ in 0..3000 {
        let header = ["[v]", "[v:chess]"][rng.below(2)];
        let mut text = section(&mut rng, header);
        if rng.below(2) == 0 {
            text.push_str(&section(&mut rng, "[w:v]"));
        }
        let Ok(all) = ini::parse(&text, &known) else {
            continue;
        };
        for d in all {
            read += 1;
            let written = ini::write(&d);
            let back = Definition::from_ini(&written, &|_| None);
            assert_eq!(back.as_ref(), Ok(&d), "{text}\n{written}");
        }
    }
    assert!(read > 1000, "{read}");
}
