//! A variant as plain data: the rules Fairy-Stockfish's variant keys describe, resolved (every
//! key has its value, inherited or default).
//!
//! [`Definition::default`] is orthodox chess, as a Fairy-Stockfish section that inherits from
//! `chess`. Field names are the keys of Fairy-Stockfish's `variants.ini` in `snake_case`; with the
//! `serde` feature they serialise under the ini's own `camelCase` names.

use crate::{PieceKind, Region};

/// How a game end counts for the side it is judged for (the side to move, unless a key says
/// otherwise), as Fairy-Stockfish's values `win`, `loss`, `draw` and `none`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum EndValue {
    /// The side wins.
    Win,
    /// The side loses.
    Loss,
    /// A draw.
    #[default]
    Draw,
    /// The rule does not end the game.
    None,
}

impl EndValue {
    /// The value as the ini writes it.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            EndValue::Win => "win",
            EndValue::Loss => "loss",
            EndValue::Draw => "draw",
            EndValue::None => "none",
        }
    }

    /// The opposite value (a win for one side is a loss for the other).
    #[must_use]
    pub const fn flip(self) -> EndValue {
        match self {
            EndValue::Win => EndValue::Loss,
            EndValue::Loss => EndValue::Win,
            other => other,
        }
    }
}

/// The counting rules of South-East Asian chess (`countingRule`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum CountingRule {
    /// No counting.
    #[default]
    None,
    /// Makruk's board's-honour and pieces'-honour counting.
    Makruk,
    /// The ASEAN rules' counting.
    Asean,
    /// Cambodian chess's counting: makruk's with limits one move shorter, and the board's
    /// honour counted only while the weaker side has at most three pieces.
    Cambodian,
}

/// How material decides a game that would otherwise be drawn (`materialCounting`): at the
/// move limit, a repetition, a stalemate worth a draw, bikjang or two passes in a row.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum MaterialCounting {
    /// Material decides nothing.
    #[default]
    None,
    /// Janggi's points (rook 13, cannon 7, horse 5, elephant and guard 3, soldier 2, and
    /// 1.5 for Black, who moves second): the side with more wins.
    Janggi,
    /// The side with more pieces wins; equal counts draw.
    Unweighted,
    /// White wins.
    WhiteDrawOdds,
    /// Black wins.
    BlackDrawOdds,
}

/// Where the moves themselves put walls (`wallingRule`): after its move, the side puts a wall
/// on an empty square that the rule allows, and a move with no such square does not exist.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum WallingRule {
    /// No walls are placed.
    #[default]
    None,
    /// Where the moved piece could go next from its new square, as an arrow (the game of the
    /// Amazons).
    Arrow,
    /// Anywhere, and the previous wall goes: one wall (the duck) moves every turn (duck chess).
    Duck,
    /// On the board's edge or beside a wall, orthogonally (Atlantis).
    Edge,
    /// On the square the piece leaves (Snailtrail, Joust).
    Past,
    /// Anywhere (Isolation).
    Static,
}

impl WallingRule {
    /// The value as the ini writes it.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            WallingRule::None => "none",
            WallingRule::Arrow => "arrow",
            WallingRule::Duck => "duck",
            WallingRule::Edge => "edge",
            WallingRule::Past => "past",
            WallingRule::Static => "static",
        }
    }
}

/// Where drops must go and which enemy pieces a move turns over (`enclosingDrop`,
/// `flipEnclosedPieces`), as Fairy-Stockfish's rules of the same names.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum EnclosingRule {
    /// No such rule.
    #[default]
    None,
    /// Reversi: a drop must close at least one line of enemy pieces between it and a piece of
    /// its own; the pieces of every such line turn over.
    Reversi,
    /// Ataxx: a drop goes next to a piece of its own; the enemy pieces next to where a piece
    /// lands turn over.
    Ataxx,
    /// Connect four (`enclosingDrop` only): a drop goes on the first rank or right above a
    /// piece.
    Top,
    /// Quadwrangle (`flipEnclosedPieces` only): as ataxx's flips, after a move on the board
    /// always, after a drop only when a piece of its own stands next to it.
    Quadwrangle,
    /// Snort (`enclosingDrop` only): a drop may not go next to an enemy piece along a rank or
    /// a file.
    Snort,
    /// Connect four from any side (`enclosingDrop` only): a drop comes in from an edge of the
    /// board, as Fairy-Stockfish finds its square.
    Anyside,
}

impl EnclosingRule {
    /// The value as the ini writes it.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            EnclosingRule::None => "none",
            EnclosingRule::Reversi => "reversi",
            EnclosingRule::Ataxx => "ataxx",
            EnclosingRule::Top => "top",
            EnclosingRule::Quadwrangle => "quadwrangle",
            EnclosingRule::Snort => "snort",
            EnclosingRule::Anyside => "anyside",
        }
    }
}

/// One piece type of a variant: which of Fairy-Stockfish's piece types, its letter, and for a
/// custom piece its movement.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PieceDef {
    /// The piece type (its key in the ini: `knight`, `customPiece1`, `king`).
    pub kind: PieceKind,
    /// Its letter, upper case for White (`N`).
    pub letter: char,
    /// The movement in Fairy-Stockfish's Betza dialect, for custom pieces and a custom royal
    /// piece (`king = k:KN`); `None` for a predefined piece, which moves as its kind does.
    pub betza: Option<String>,
}

/// A variant's rules, resolved. See the module docs; [`crate::ini`] reads and writes the text.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", default))]
#[allow(clippy::struct_excessive_bools)] // the keys of the format are booleans
pub struct Definition {
    /// The variant's name (its section name in the ini).
    pub name: String,
    /// Fairy-Stockfish's `variantTemplate` (for user interfaces: `fairy`, `shogi`…).
    pub variant_template: String,
    /// The piece images a user interface should use, as in Fairy-Stockfish (`-` for none).
    pub piece_to_char_table: String,
    /// Number of files (`maxFile` is the last one).
    pub files: u8,
    /// Number of ranks (`maxRank` is the last one).
    pub ranks: u8,
    /// The piece types, in Fairy-Stockfish's internal order (the order of pieces in hand).
    pub pieces: Vec<PieceDef>,
    /// Second letters of pieces (`pieceSynonyms = n:h`, a skazka extension), as piece letter
    /// and second letter, both lower case: a FEN may write the piece with either, and SAN
    /// writes it with the second, as Fairy-Stockfish's built-in xiangqi pieces (the horse `H`,
    /// the elephant `E`).
    pub piece_synonyms: Vec<(char, char)>,
    /// The start position.
    pub start_fen: String,
    /// Whether castling and rook files follow Chess960's conventions.
    pub chess960: bool,
    /// Squares where White's pawns promote.
    pub promotion_region_white: Region,
    /// Squares where Black's pawns promote.
    pub promotion_region_black: Region,
    /// Letters of the piece types that promote like pawns (White's, and Black's too unless
    /// `promotion_pawn_types_black` is given).
    pub promotion_pawn_types: String,
    /// Letters of Black's piece types that promote like pawns where they differ from White's
    /// (`promotionPawnTypesBlack`: Spartan chess's hoplites); `None`: the same.
    pub promotion_pawn_types_black: Option<String>,
    /// Letters of the piece types that capture en passant (`enPassantTypes`), when they are not
    /// the promotion pawn types and the pieces whose movement has `e` (wolf chess: pawns only,
    /// not its sergeants).
    pub en_passant_types: Option<String>,
    /// Letters of the piece types a pawn may promote to (White's, and Black's too unless
    /// `promotion_piece_types_black` is given).
    pub promotion_piece_types: String,
    /// Letters of the piece types Black's pawns may promote to where they differ from White's
    /// (`promotionPieceTypesBlack`, with `promotionPieceTypesWhite`); `None`: the same.
    pub promotion_piece_types_black: Option<String>,
    /// How many pieces of a type promotion may make at most (`q:1 r:2`), as letter and count.
    pub promotion_limit: Vec<(char, u32)>,
    /// Pieces that promote shogi-style in the zone (`p:g`), as piece letter and promoted letter.
    pub promoted_piece_type: Vec<(char, char)>,
    /// Pieces that may promote, if they like, to any piece of their own list on a move ending
    /// in `promotion_choices_region_*` (`promotionChoices = f:q+a w:+l+m`, a skazka extension;
    /// Fairy-Stockfish gives all promoting pieces one list), as piece letter and the letters.
    pub promotion_choices: Vec<(char, String)>,
    /// Squares where White's `promotion_choices` apply.
    pub promotion_choices_region_white: Region,
    /// Squares where Black's `promotion_choices` apply.
    pub promotion_choices_region_black: Region,
    /// Whether a shogi-style promotion needs a capture.
    pub piece_promotion_on_capture: bool,
    /// Whether pawns promote as in sittuyin (`sittuyinPromotion`) instead of on reaching the
    /// promotion region: a pawn standing in the region (any pawn, when it is the side's last)
    /// may turn into a promotion piece in place or on a square that piece could move to, as a
    /// move of its own that may neither capture, attack an enemy piece nor give check.
    pub sittuyin_promotion: bool,
    /// Whether a pawn on the last rank must promote.
    pub mandatory_pawn_promotion: bool,
    /// Whether a piece that could not move again must promote (shogi).
    pub mandatory_piece_promotion: bool,
    /// Whether a promoted piece may demote.
    pub piece_demotion: bool,
    /// Whether a capture blasts the pieces around it (atomic chess).
    pub blast_on_capture: bool,
    /// Whether pawns may make a double step.
    pub double_step: bool,
    /// Squares from which White's pawns may step two squares.
    pub double_step_region_white: Region,
    /// Squares from which Black's pawns may step two squares.
    pub double_step_region_black: Region,
    /// Squares from which White's pawns may step three squares.
    pub triple_step_region_white: Region,
    /// Squares from which Black's pawns may step three squares.
    pub triple_step_region_black: Region,
    /// Squares where White may capture en passant.
    pub en_passant_region_white: Region,
    /// Squares where Black may capture en passant.
    pub en_passant_region_black: Region,
    /// Whether the kings castle.
    pub castling: bool,
    /// Zero-based file the king lands on castling on the king's side.
    pub castling_kingside_file: u8,
    /// Zero-based file the king lands on castling on the queen's side.
    pub castling_queenside_file: u8,
    /// Zero-based rank of White's castling (Black's is the mirror).
    pub castling_rank: u8,
    /// Zero-based file of the king that castles.
    pub castling_king_file: u8,
    /// Letter of the piece that castles as the king.
    pub castling_king_piece: char,
    /// Zero-based file from which the king's-side castling rook is looked for, towards the
    /// first file (used outside Chess960). The default, 15, starts from the last file of any
    /// board, as Fairy-Stockfish does.
    pub castling_rook_kingside_file: u8,
    /// Zero-based file of the queen's-side castling rook.
    pub castling_rook_queenside_file: u8,
    /// Letters of the pieces that castle as the rook.
    pub castling_rook_pieces: String,
    /// Whether castling takes from the opponent its right to castle on the same side
    /// (`oppositeCastling`), so that the two kings castle on opposite sides.
    pub opposite_castling: bool,
    /// Castling rights that decide the game (`castlingWins`, castle chess), as the FEN's
    /// letters (`KQkq`; empty: none): castling on such a side wins, and losing such a right
    /// for good loses.
    pub castling_wins: String,
    /// Whether a move may give check (false: moves that give check are illegal).
    pub checking: bool,
    /// Whether a drop may give check.
    pub drop_checks: bool,
    /// Whether a capture must be made when one is possible.
    pub must_capture: bool,
    /// Whether a piece in hand must be dropped when one can be.
    pub must_drop: bool,
    /// Whether rooks may be dropped only on their side's first rank (`sittuyinRookDrop`).
    pub sittuyin_rook_drop: bool,
    /// Whether drops must leave room for a side's bishops to stand on squares of both colours
    /// (`dropOppositeColoredBishop`, placement chess).
    pub drop_opposite_colored_bishop: bool,
    /// Whether a king or rook dropped on its castling square gives the castling right
    /// (`castlingDroppedPiece`, placement chess).
    pub castling_dropped_piece: bool,
    /// Whether pieces in hand may be dropped.
    pub piece_drops: bool,
    /// Whether the squares of unmoved pieces are tracked as gates (Fairy-Stockfish's
    /// `gating`): in the FEN's castling field, as file letters (`KQBCDFGkqbcdfg`).
    pub gating: bool,
    /// Whether a piece in hand may be put on a gate as the piece standing there leaves it
    /// (S-Chess, `seirawanGating`): `b1c3h`, and with castling on the king's or the rook's
    /// square.
    pub seirawan_gating: bool,
    /// Whether captured pieces go to the captor's hand.
    pub captures_to_hand: bool,
    /// Whether a captured promoted piece goes to hand as the piece it became rather than as a
    /// pawn (loop chess, chessgi: `dropLoop`); its FEN then has no `~`.
    pub drop_loop: bool,
    /// Whether pawns may be dropped on their own first rank.
    pub first_rank_pawn_drops: bool,
    /// Whether pawns may be dropped in their promotion zone.
    pub promotion_zone_pawn_drops: bool,
    /// Squares where White may drop.
    pub drop_region_white: Region,
    /// Squares where Black may drop.
    pub drop_region_black: Region,
    /// Where a drop must go besides its region (`enclosingDrop`).
    pub enclosing_drop: EnclosingRule,
    /// Squares the first drops must fill, while one of them is empty (`enclosingDropStart`:
    /// reversi's four centre squares); the enclosing rule applies once they are full.
    pub enclosing_drop_start: Region,
    /// Which enemy pieces a move turns over (`flipEnclosedPieces`).
    pub flip_enclosed_pieces: EnclosingRule,
    /// Whether every piece type may be dropped at will, without a hand (`freeDrops`, a skazka
    /// extension for what Fairy-Stockfish's built-in ataxx holds and its keys cannot say); the
    /// FEN then has no hand.
    pub free_drops: bool,
    /// Whether a piece may be dropped promoted.
    pub drop_promoted: bool,
    /// Letter of the piece that may not be dropped on a file that holds `drop_no_doubled_count`
    /// of them already (shogi's pawn).
    pub drop_no_doubled: Option<char>,
    /// How many such pieces a file may hold before drops there are refused.
    pub drop_no_doubled_count: u32,
    /// Whether a move that leaves a piece with no move later is illegal (shogi).
    pub immobility_illegal: bool,
    /// Where moves put walls.
    pub walling_rule: WallingRule,
    /// Squares where White may put a wall.
    pub walling_region_white: Region,
    /// Squares where Black may put a wall.
    pub walling_region_black: Region,
    /// Whether a side either moves or puts a wall, not both (`wallOrMove`): the wall is put
    /// by a move of its own, written as a pass of the side's first piece with the wall.
    pub wall_or_move: bool,
    /// Whether White may pass.
    pub pass_white: bool,
    /// Whether Black may pass.
    pub pass_black: bool,
    /// Whether White passes when it has no other legal move and is not in check.
    pub pass_on_stalemate_white: bool,
    /// Whether Black passes when it has no other legal move and is not in check.
    pub pass_on_stalemate_black: bool,
    /// Whether a side may pass right after its opponent passed (`passAfterPass`, a skazka
    /// extension; Fairy-Stockfish always lets it). When it may not and has no other move, the
    /// game ends as a stalemate does (`stalemateValue`): Xianling's double pass is a draw.
    pub pass_after_pass: bool,
    /// Whether a king in check may move only to take the one piece giving check (makpong's
    /// `makpongRule`).
    pub makpong_rule: bool,
    /// Cambodian chess's first moves (`cambodianMoves`): a king on its gate may leap as a
    /// knight to the rank in front of it, when not in check, and a met (`fers`) on its gate may
    /// jump two squares straight forward. The gates are file letters of the FEN's castling
    /// field (`DEde`), so the variant also sets `gating`.
    pub cambodian_moves: bool,
    /// Shatar's mating rule (`shatarMateRule`): a mate by knights alone loses for the side
    /// giving it, and any other wins only if the series of checks ending in it held a check
    /// by a knight, a rook or a bers; else it is a draw.
    pub shatar_mate_rule: bool,
    /// Whether the kings may not face each other on an open file (xiangqi).
    pub flying_general: bool,
    /// Zero-based rank (from the owner's side) from which soldiers may also step sideways.
    pub soldier_promotion_rank: u8,
    /// Piece types confined to regions: per colour, the piece's letter and its squares.
    pub mobility_region: Vec<(skazka_core::Color, char, Region)>,
    /// Letters of the pieces whose moves reset the move-limit counter (White's, and Black's
    /// too unless `n_move_rule_types_black` is given).
    pub n_move_rule_types: String,
    /// Letters of Black's pieces whose moves reset the move-limit counter where they differ
    /// from White's (`nMoveRuleTypesBlack`); `None`: the same.
    pub n_move_rule_types_black: Option<String>,
    /// Moves (of each side) without capture or such a piece's move that end the game; 0 for none.
    pub n_move_rule: u32,
    /// Occurrences of a position that end the game; 0 for none.
    pub n_fold_rule: u32,
    /// The value of a repetition for the side to move.
    pub n_fold_value: EndValue,
    /// Whether `n_fold_value` is for White rather than for the side to move.
    pub n_fold_value_absolute: bool,
    /// Whether a repetition by perpetual check loses for the checking side.
    pub perpetual_check_illegal: bool,
    /// The value of stalemate for the stalemated side.
    pub stalemate_value: EndValue,
    /// Whether stalemate is decided by piece count (who has fewer pieces wins).
    pub stalemate_piece_count: bool,
    /// The value of checkmate for the mated side.
    pub checkmate_value: EndValue,
    /// Whether mating by a pawn drop is illegal.
    pub shogi_pawn_drop_mate_illegal: bool,
    /// Whether facing kings on an open file with nothing between is a draw (janggi).
    pub bikjang_rule: bool,
    /// Squares joined by diagonal lines that rooks, cannons, guards, kings and soldiers on
    /// them may also follow (janggi's palaces).
    pub diagonal_lines: Region,
    /// How many pieces in a row win (`connectN`; 0: no such rule): the side whose move makes
    /// such a line of its `connect_piece_types` gets `connect_value`.
    pub connect_n: u32,
    /// Letters of the piece types that count in a line (`*`: every type).
    pub connect_piece_types: String,
    /// Whether lines along ranks count.
    pub connect_horizontal: bool,
    /// Whether lines along files count.
    pub connect_vertical: bool,
    /// Whether diagonal lines count.
    pub connect_diagonal: bool,
    /// The value of a line for the side that made it.
    pub connect_value: EndValue,
    /// Squares of White's first connection region (`connectRegion1White`): a chain of the
    /// counted pieces from it to White's second region ends the game with `connect_value`.
    pub connect_region1_white: Region,
    /// Squares of White's second connection region (`connectRegion2White`).
    pub connect_region2_white: Region,
    /// Squares of Black's first connection region (`connectRegion1Black`).
    pub connect_region1_black: Region,
    /// Squares of Black's second connection region (`connectRegion2Black`).
    pub connect_region2_black: Region,
    /// The side of a square of the counted pieces that ends the game with `connect_value`
    /// (`connectNxN`; 0: no such rule).
    pub connect_nxn: u32,
    /// How many of the counted pieces on one line, with or without gaps, end the game with
    /// `connect_value` (`collinearN`; 0: no such rule).
    pub collinear_n: u32,
    /// Whether the game ends when no square is left empty, as a draw or as material counting
    /// decides it (`adjudicateFullBoard`).
    pub adjudicate_full_board: bool,
    /// How material decides a game otherwise drawn.
    pub material_counting: MaterialCounting,
    /// Whether moving a piece back and forth while the other side does the same loses (the
    /// modern janggi rule, as Fairy-Stockfish reads it).
    pub move_repetition_illegal: bool,
    /// The value for the side whose pieces of `extinction_piece_types` are gone.
    pub extinction_value: EndValue,
    /// Whether extinction is claimed by capturing the last piece.
    pub extinction_claim: bool,
    /// Whether the extinction pieces are pseudo-royal (may not be left attacked).
    pub extinction_pseudo_royal: bool,
    /// Fairy-Stockfish's duple check (`dupleCheck`, with `extinction_pseudo_royal`): a side
    /// whose extinction pieces are all attacked is in check, and may not leave them so, even
    /// where none of them is pseudo-royal on its own (Spartan chess's two kings).
    pub duple_check: bool,
    /// Letters of the extinction piece types (`*` for any piece).
    pub extinction_piece_types: String,
    /// Letters of the piece types that turn into a wall on the square where they capture
    /// (`petrifyOnCaptureTypes`: petrified chess).
    pub petrify_on_capture_types: String,
    /// Letters of the piece types a blast does not destroy (`blastImmuneTypes`: atomar).
    pub blast_immune_types: String,
    /// Letters of the piece types that may not take a piece of their own type
    /// (`mutuallyImmuneTypes`: atomar's kings).
    pub mutually_immune_types: String,
    /// How many such pieces may remain and still count as extinct.
    pub extinction_piece_count: u32,
    /// How many pieces the opponent needs for extinction to apply.
    pub extinction_opponent_piece_count: u32,
    /// Letter of White's flag piece (`*` for any piece).
    pub flag_piece_white: char,
    /// Letter of Black's flag piece.
    pub flag_piece_black: char,
    /// Squares White's flag piece must reach.
    pub flag_region_white: Region,
    /// Squares Black's flag piece must reach.
    pub flag_region_black: Region,
    /// How many flag pieces must stand in the region.
    pub flag_piece_count: u32,
    /// Whether the game goes on a move after White reaches the flag region (racing kings).
    pub flag_move: bool,
    /// Whether the flag counts only when no flag piece in the region is attacked
    /// (`flagPieceSafe`, Dōbutsu shōgi's lion): reached by both sides, the game is drawn.
    pub flag_piece_safe: bool,
    /// Whether flag pieces also win with fewer than `flag_piece_count` of them when every
    /// square of the region is taken (`flagPieceBlockedWin`, kono).
    pub flag_piece_blocked_win: bool,
    /// Whether each check counts towards a win (`n`-check).
    pub check_counting: bool,
    /// The counting rule.
    pub counting_rule: CountingRule,
    /// Whether the Asian Xiangqi Federation's chasing rules decide repetitions
    /// (Fairy-Stockfish's `chasingRule = axf`): a side that perpetually chases an unprotected
    /// piece loses, as a side giving perpetual check does.
    pub chasing_rule: bool,
}

impl Default for Definition {
    fn default() -> Definition {
        crate::pieces::chess_definition()
    }
}

impl Definition {
    /// The piece with `letter` (either case).
    #[must_use]
    pub fn piece_by_letter(&self, letter: char) -> Option<&PieceDef> {
        let upper = crate::plus::upper(letter);
        self.pieces.iter().find(|p| p.letter == upper)
    }

    /// Whether the FEN has a hand: pieces are dropped or gated from one (not with `freeDrops`,
    /// whose drops need none).
    #[must_use]
    pub fn has_hands(&self) -> bool {
        (self.piece_drops || self.seirawan_gating) && !self.free_drops
    }
}
