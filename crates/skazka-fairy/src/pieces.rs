//! Fairy-Stockfish's piece types: their names in the ini, their default movements, and the order
//! in which a hand lists them.

use core::fmt;
use core::str::FromStr;

use crate::{Definition, EndValue, Region};

macro_rules! piece_kinds {
    ($($variant:ident => $name:literal, $betza:literal;)*) => {
        /// One of Fairy-Stockfish's piece types. The declaration order is Fairy-Stockfish's
        /// internal order, which decides how a FEN lists a hand (the king first, then down).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[non_exhaustive]
        pub enum PieceKind {
            $(
                #[doc = concat!("`", $name, "`: moves as `", $betza, "`.")]
                $variant,
            )*
            /// A custom piece, `customPiece1` to `customPiece25` (the number, from 1).
            Custom(u8),
            /// The royal piece, `king`; its movement may be given (`king = k:KN`).
            King,
        }

        impl PieceKind {
            /// Every predefined kind, in order (custom pieces and the king not included).
            pub const PREDEFINED: &'static [PieceKind] = &[$(PieceKind::$variant,)*];

            /// The kind's key in the ini.
            #[must_use]
            pub fn name(self) -> String {
                match self {
                    $(PieceKind::$variant => $name.to_owned(),)*
                    PieceKind::Custom(n) => format!("customPiece{n}"),
                    PieceKind::King => "king".to_owned(),
                }
            }

            /// The key of a predefined kind (custom pieces and the king have none of their own).
            fn predefined_name(self) -> Option<&'static str> {
                match self {
                    $(PieceKind::$variant => Some($name),)*
                    PieceKind::Custom(_) | PieceKind::King => None,
                }
            }

            /// The movement of a predefined kind in Fairy-Stockfish's Betza dialect (the king's
            /// is `K`; a custom piece has none of its own).
            #[must_use]
            pub fn default_betza(self) -> Option<&'static str> {
                match self {
                    $(PieceKind::$variant => Some($betza),)*
                    PieceKind::Custom(_) => None,
                    PieceKind::King => Some("K"),
                }
            }
        }
    };
}

piece_kinds! {
    Pawn => "pawn", "fmWfceF";
    Knight => "knight", "N";
    Bishop => "bishop", "B";
    Rook => "rook", "R";
    Queen => "queen", "Q";
    Fers => "fers", "F";
    Alfil => "alfil", "A";
    FersAlfil => "fersAlfil", "FA";
    Silver => "silver", "FfW";
    Aiwok => "aiwok", "RNF";
    Bers => "bers", "RF";
    Archbishop => "archbishop", "BN";
    Chancellor => "chancellor", "RN";
    Amazon => "amazon", "QN";
    Knibis => "knibis", "mNcB";
    Biskni => "biskni", "mBcN";
    Kniroo => "kniroo", "mNcR";
    Rookni => "rookni", "mRcN";
    ShogiPawn => "shogiPawn", "fW";
    Lance => "lance", "fR";
    ShogiKnight => "shogiKnight", "fN";
    Gold => "gold", "WfF";
    DragonHorse => "dragonHorse", "BW";
    Clobber => "clobber", "cW";
    Breakthrough => "breakthrough", "fmWfF";
    Immobile => "immobile", "";
    Cannon => "cannon", "mRcpR";
    JanggiCannon => "janggiCannon", "pR";
    Soldier => "soldier", "fsW";
    Horse => "horse", "nN";
    Elephant => "elephant", "nA";
    JanggiElephant => "janggiElephant", "nZ";
    Banner => "banner", "RcpRnN";
    Wazir => "wazir", "W";
    Commoner => "commoner", "K";
    Centaur => "centaur", "KN";
}

/// The number of custom piece slots, as in Fairy-Stockfish (`customPiece1` … `customPiece25`).
pub const CUSTOM_PIECES: u8 = 25;

/// Fairy-Stockfish's other names for some kinds (`met` is the fers, `khon` the silver, `dragon`
/// the bers), accepted when reading.
const ALIASES: &[(&str, PieceKind)] = &[
    ("met", PieceKind::Fers),
    ("khon", PieceKind::Silver),
    ("dragon", PieceKind::Bers),
];

impl PieceKind {
    /// Position in Fairy-Stockfish's order: predefined kinds, custom pieces, the king.
    #[must_use]
    pub fn order(self) -> usize {
        match self {
            PieceKind::Custom(n) => PieceKind::PREDEFINED.len() + usize::from(n),
            PieceKind::King => PieceKind::PREDEFINED.len() + usize::from(CUSTOM_PIECES) + 1,
            other => PieceKind::PREDEFINED
                .iter()
                .position(|&k| k == other)
                .unwrap_or(0),
        }
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// A word that is not one of Fairy-Stockfish's piece type names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownPieceKind(pub String);

impl fmt::Display for UnknownPieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown piece type `{}`", self.0)
    }
}

impl std::error::Error for UnknownPieceKind {}

impl FromStr for PieceKind {
    type Err = UnknownPieceKind;

    fn from_str(text: &str) -> Result<PieceKind, UnknownPieceKind> {
        PieceKind::from_key(text).ok_or_else(|| UnknownPieceKind(text.to_owned()))
    }
}

impl PieceKind {
    /// The kind an ini key names, if any. The ini reader asks this of every key it reads, so
    /// it allocates nothing.
    pub(crate) fn from_key(text: &str) -> Option<PieceKind> {
        if text == "king" {
            return Some(PieceKind::King);
        }
        if let Some(n) = text.strip_prefix("customPiece") {
            return match n.parse::<u8>() {
                Ok(k) if (1..=CUSTOM_PIECES).contains(&k) && !n.starts_with(['0', '+']) => {
                    Some(PieceKind::Custom(k))
                }
                _ => None,
            };
        }
        PieceKind::PREDEFINED
            .iter()
            .copied()
            .find(|k| k.predefined_name() == Some(text))
            .or_else(|| ALIASES.iter().find(|(a, _)| *a == text).map(|&(_, k)| k))
    }
}

#[cfg(feature = "serde")]
skazka_core::serde_through_text!(PieceKind, str::parse::<PieceKind>);

fn piece(kind: PieceKind, letter: char) -> crate::PieceDef {
    crate::PieceDef {
        kind,
        letter,
        betza: None,
    }
}

/// Orthodox chess, Fairy-Stockfish's defaults for every key.
pub(crate) fn chess_definition() -> Definition {
    let region = |text: &str| text.parse::<Region>().unwrap_or_default();
    Definition {
        name: "chess".to_owned(),
        variant_template: "fairy".to_owned(),
        piece_to_char_table: "-".to_owned(),
        files: 8,
        ranks: 8,
        pieces: vec![
            piece(PieceKind::Pawn, 'P'),
            piece(PieceKind::Knight, 'N'),
            piece(PieceKind::Bishop, 'B'),
            piece(PieceKind::Rook, 'R'),
            piece(PieceKind::Queen, 'Q'),
            piece(PieceKind::King, 'K'),
        ],
        start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_owned(),
        chess960: false,
        promotion_region_white: region("*8"),
        promotion_region_black: region("*1"),
        promotion_pawn_types: "p".to_owned(),
        promotion_pawn_types_black: None,
        en_passant_types: None,
        promotion_piece_types: "qrbn".to_owned(),
        promotion_piece_types_black: None,
        promotion_limit: Vec::new(),
        promoted_piece_type: Vec::new(),
        piece_synonyms: Vec::new(),
        piece_promotion_on_capture: false,
        sittuyin_promotion: false,
        mandatory_pawn_promotion: true,
        mandatory_piece_promotion: false,
        piece_demotion: false,
        blast_on_capture: false,
        double_step: true,
        double_step_region_white: region("*2"),
        double_step_region_black: region("*7"),
        triple_step_region_white: Region::default(),
        triple_step_region_black: Region::default(),
        en_passant_region_white: Region::all(),
        en_passant_region_black: Region::all(),
        castling: true,
        castling_kingside_file: 6,
        castling_queenside_file: 2,
        castling_rank: 0,
        castling_king_file: 4,
        castling_king_piece: 'k',
        // Looked for from the last file of any board, as Fairy-Stockfish does.
        castling_rook_kingside_file: 15,
        castling_rook_queenside_file: 0,
        castling_rook_pieces: "r".to_owned(),
        opposite_castling: false,
        castling_wins: String::new(),
        checking: true,
        drop_checks: true,
        must_capture: false,
        must_drop: false,
        sittuyin_rook_drop: false,
        drop_opposite_colored_bishop: false,
        castling_dropped_piece: false,
        piece_drops: false,
        gating: false,
        seirawan_gating: false,
        makpong_rule: false,
        cambodian_moves: false,
        shatar_mate_rule: false,
        captures_to_hand: false,
        drop_loop: false,
        first_rank_pawn_drops: false,
        promotion_zone_pawn_drops: false,
        drop_region_white: Region::all(),
        drop_region_black: Region::all(),
        drop_promoted: false,
        enclosing_drop: crate::EnclosingRule::None,
        enclosing_drop_start: Region::default(),
        flip_enclosed_pieces: crate::EnclosingRule::None,
        free_drops: false,
        drop_no_doubled: None,
        drop_no_doubled_count: 1,
        immobility_illegal: false,
        walling_rule: crate::WallingRule::None,
        walling_region_white: Region::all(),
        walling_region_black: Region::all(),
        wall_or_move: false,
        pass_white: false,
        pass_black: false,
        pass_on_stalemate_white: false,
        pass_on_stalemate_black: false,
        pass_after_pass: true,
        promotion_choices: Vec::new(),
        promotion_choices_region_white: Region::default(),
        promotion_choices_region_black: Region::default(),
        flying_general: false,
        soldier_promotion_rank: 0,
        mobility_region: Vec::new(),
        n_move_rule_types: "p".to_owned(),
        n_move_rule_types_black: None,
        n_move_rule: 50,
        n_fold_rule: 3,
        n_fold_value: EndValue::Draw,
        n_fold_value_absolute: false,
        perpetual_check_illegal: false,
        stalemate_value: EndValue::Draw,
        stalemate_piece_count: false,
        checkmate_value: EndValue::Loss,
        shogi_pawn_drop_mate_illegal: false,
        bikjang_rule: false,
        diagonal_lines: crate::Region::default(),
        connect_n: 0,
        connect_piece_types: "*".to_owned(),
        connect_horizontal: true,
        connect_vertical: true,
        connect_diagonal: true,
        connect_value: EndValue::Win,
        connect_region1_white: Region::default(),
        connect_region2_white: Region::default(),
        connect_region1_black: Region::default(),
        connect_region2_black: Region::default(),
        connect_nxn: 0,
        collinear_n: 0,
        adjudicate_full_board: false,
        material_counting: crate::MaterialCounting::None,
        move_repetition_illegal: false,
        extinction_value: EndValue::None,
        extinction_claim: false,
        extinction_pseudo_royal: false,
        duple_check: false,
        extinction_piece_types: String::new(),
        petrify_on_capture_types: String::new(),
        blast_immune_types: String::new(),
        mutually_immune_types: String::new(),
        extinction_piece_count: 0,
        extinction_opponent_piece_count: 0,
        flag_piece_white: '*',
        flag_piece_black: '*',
        flag_region_white: Region::default(),
        flag_region_black: Region::default(),
        flag_piece_count: 1,
        flag_move: false,
        flag_piece_safe: false,
        flag_piece_blocked_win: false,
        check_counting: false,
        counting_rule: crate::CountingRule::None,
        chasing_rule: false,
    }
}
