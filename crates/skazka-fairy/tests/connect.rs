//! Connection goals (`connectN`, `connectNxN`, `collinearN`, the connection regions, and
//! their keys) and the drops of connect games (`enclosingDrop = top`, `anyside`, `snort`), on
//! sections of Fairy-Stockfish's own variants.ini; the outcomes are pyffish's (0.0.90).

use skazka_core::{Color, Outcome, Position};
use skazka_fairy::{Definition, FairyPosition, Variant, catalogue};

const TICTACTOE: &str = "[tictactoe]\nmaxRank = 3\nmaxFile = 3\nimmobile = p\n\
    startFen = 3/3/3[PPPPPpppp] w - - 0 1\npieceDrops = true\ndoubleStep = false\n\
    castling = false\nstalemateValue = draw\nimmobilityIllegal = false\nconnectN = 3\n";

const CFOUR: &str = "[cfour]\nmaxRank = 6\nmaxFile = 7\nimmobile = p\n\
    startFen = 7/7/7/7/7/7[PPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppp] w - - 0 1\n\
    pieceDrops = true\nenclosingDrop = top\ndoubleStep = false\ncastling = false\n\
    stalemateValue = draw\nimmobilityIllegal = false\nconnectN = 4\nnMoveRule = 0\n";

/// Sections of Fairy-Stockfish's variants.ini with the sections they inherit from.
const SECTIONS: &str = include_str!("data/variants_ini_sections.ini");

/// The section `name` of [`SECTIONS`].
fn section(name: &str) -> Variant {
    let definitions = skazka_fairy::parse_ini(SECTIONS, &catalogue::get).expect("reads");
    let d = definitions
        .into_iter()
        .find(|d| d.name == name)
        .expect("a section of the data");
    Variant::new(d).expect("compiles")
}

fn variant(text: &str, extra: &str) -> Variant {
    let d = Definition::from_ini(&format!("{text}{extra}"), &catalogue::get).expect("reads");
    Variant::new(d).expect("compiles")
}

/// The winner after `m` is played from `fen` (`None` for a draw or a game that goes on).
fn after(v: &Variant, fen: &str, m: &str) -> Option<Option<Color>> {
    let mut p = FairyPosition::from_fen(v, fen).expect("a FEN of the variant");
    let m = p.parse_move(m).expect("a legal move");
    p.play_unchecked(m);
    p.outcome().map(|o| match o {
        Outcome::Decisive { winner, .. } => Some(winner),
        _ => None,
    })
}

fn legal(v: &Variant, fen: &str) -> Vec<String> {
    let p = FairyPosition::from_fen(v, fen).expect("a FEN of the variant");
    let mut moves: Vec<String> = p
        .legal_move_list()
        .iter()
        .map(ToString::to_string)
        .collect();
    moves.sort();
    moves
}

#[test]
fn a_line_of_connect_n_pieces_wins_for_the_side_that_made_it() {
    let v = variant(TICTACTOE, "");
    assert_eq!(
        after(&v, "PP1/pp1/3[PPPpp] w - - 0 3", "P@c3"),
        Some(Some(Color::White))
    );
    let diagonal = "P2/1P1/pp1[PPPpppp] w - - 0 3";
    assert_eq!(after(&v, diagonal, "P@c1"), Some(Some(Color::White)));
    let orthogonal_only = variant(TICTACTOE, "connectDiagonal = false\n");
    assert_eq!(
        after(&orthogonal_only, diagonal, "P@c1"),
        None,
        "a diagonal does not count"
    );
    let others = variant(TICTACTOE, "knight = n\nconnectPieceTypes = n\n");
    assert_eq!(
        after(&others, diagonal, "P@c1"),
        None,
        "stones do not count"
    );
}

#[test]
fn a_drop_on_top_goes_on_the_first_rank_or_above_a_piece() {
    let v = variant(CFOUR, "");
    assert_eq!(
        legal(
            &v,
            "7/7/7/7/7/pp1P3[PPPPPPPPPPPPPPPPPPPPppppppppppppppppppp] w - - 0 2"
        ),
        ["P@a2", "P@b2", "P@c1", "P@d2", "P@e1", "P@f1", "P@g1"]
    );
}

#[test]
fn connect_value_is_the_value_of_a_line_for_its_maker() {
    let fen = "7/7/7/ppp4/PPPp3/PPPp3[PPPPPPPPPPPPPPPPPPpppppppppppppppp] b - - 0 5";
    assert_eq!(
        after(&variant(CFOUR, ""), fen, "P@d3"),
        Some(Some(Color::Black))
    );
    let misere = variant(CFOUR, "connectValue = loss\n");
    assert_eq!(after(&misere, fen, "P@d3"), Some(Some(Color::White)));
}

#[test]
fn a_square_of_connect_nxn_pieces_wins_for_the_side_that_made_it_in_teeko() {
    let v = section("teeko");
    let fen = "p4/pp3/5/1PP2/1P3[Pp] w - - 0 4";
    assert_eq!(after(&v, fen, "P@c1"), Some(Some(Color::White)));
    assert_eq!(after(&v, fen, "P@d2"), None, "three in a row are not four");
}

#[test]
fn collinear_n_pieces_on_one_line_with_gaps_end_the_game_in_three_musketeers() {
    let v = section("three-musketeers");
    assert_eq!(
        after(&v, "ppppp/5/5/2M2/M1p1M w - - 0 1", "c2c1"),
        Some(Some(Color::Black)),
        "the musketeers' side loses by lining them up"
    );
    assert_eq!(
        after(&v, "ppppp/5/1MM2/1p3/M4 w - - 0 1", "b3b2"),
        None,
        "a diagonal does not count"
    );
}

#[test]
fn a_chain_between_connection_regions_wins_grown_only_east_and_north_in_gale() {
    let v = section("gale");
    assert_eq!(
        after(&v, "9/9/9/9/1PPPPPPP1/PP7/9/9/p8 w - - 0 1", "P@i5"),
        Some(Some(Color::White))
    );
    // Fairy-Stockfish grows the chain from the first region by steps east and north only:
    // a chain that has to step south on its way is not found.
    assert_eq!(
        after(&v, "9/9/9/9/PP7/1PPPPPPP1/9/9/p8 w - - 0 1", "P@i4"),
        None
    );
}

#[test]
fn a_snort_drop_may_not_go_next_to_an_enemy_piece_along_a_rank_or_file() {
    let v = section("snort");
    let moves = legal(&v, "8/8/8/8/3p4/8/8/8 w - - 0 1");
    assert_eq!(moves.len(), 59);
    for refused in ["P@c4", "P@e4", "P@d3", "P@d5"] {
        assert!(!moves.iter().any(|m| m == refused), "{refused}");
    }
    assert!(
        moves.iter().any(|m| m == "P@c3"),
        "a diagonal neighbour is free"
    );
}

#[test]
fn an_anyside_drop_comes_in_from_an_edge_to_the_square_fairy_stockfish_finds() {
    let v = section("cfour-anyside");
    // From the north on file d the piece stops on d2, right above d1, not on d6 above
    // d5: Fairy-Stockfish takes the stop nearest the first rank whatever the edge.
    assert_eq!(
        legal(
            &v,
            "7/7/3p3/7/7/7/3P3[PPPPPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppppp] w - - 0 2"
        ),
        [
            "P@a1", "P@a2", "P@a3", "P@a4", "P@a5", "P@a6", "P@a7", "P@b1", "P@b7", "P@c1", "P@c5",
            "P@c7", "P@d2", "P@e1", "P@e7", "P@f1", "P@f7", "P@g1", "P@g2", "P@g3", "P@g4", "P@g6",
            "P@g7"
        ]
    );
}
