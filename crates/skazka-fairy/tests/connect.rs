//! Connect-n (`connectN` and its keys) and drops on top (`enclosingDrop = top`), on sections
//! of Fairy-Stockfish's own variants.ini; the outcomes are pyffish's (0.0.90).

use skazka_core::{Color, Outcome, Position};
use skazka_fairy::{Definition, FairyPosition, Variant, catalogue};

const TICTACTOE: &str = "[tictactoe]\nmaxRank = 3\nmaxFile = 3\nimmobile = p\n\
    startFen = 3/3/3[PPPPPpppp] w - - 0 1\npieceDrops = true\ndoubleStep = false\n\
    castling = false\nstalemateValue = draw\nimmobilityIllegal = false\nconnectN = 3\n";

const CFOUR: &str = "[cfour]\nmaxRank = 6\nmaxFile = 7\nimmobile = p\n\
    startFen = 7/7/7/7/7/7[PPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppp] w - - 0 1\n\
    pieceDrops = true\nenclosingDrop = top\ndoubleStep = false\ncastling = false\n\
    stalemateValue = draw\nimmobilityIllegal = false\nconnectN = 4\nnMoveRule = 0\n";

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
