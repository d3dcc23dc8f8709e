//! Keys beyond Fairy-Stockfish's reader (skazka extensions) and `passOnStalemate`, each on a
//! small board: pieces written `+X`, `promotionChoices`, passing on stalemate,
//! `passAfterPass` and `pieceSynonyms`.

use skazka_core::Position;
use skazka_core::san::{parse_san, write_san};
use skazka_fairy::{DefinitionError, FairyPosition, IniError, Notation, Variant, catalogue, ini};

fn variant(text: &str) -> Variant {
    let mut definitions = ini::parse(text, &catalogue::get).expect("the definition reads");
    assert_eq!(definitions.len(), 1);
    Variant::new(definitions.remove(0)).expect("the definition compiles")
}

fn moves(position: &FairyPosition) -> Vec<String> {
    position
        .legal_move_list()
        .as_ref()
        .iter()
        .map(|&m| position.display_move(m).to_string())
        .collect()
}

const PLUS: &str = "
[plus:chess]
customPiece1 = +a:QN
customPiece2 = +n:mQ
promotionPieceTypes = q+a
promotionChoices = n:+a+n b:q
promotionChoicesRegionWhite = *8
promotionChoicesRegionBlack = *1
startFen = 4k3/1P6/8/8/8/8/6N1/+A3K1+n1 w - - 0 1
";

#[test]
fn a_piece_written_plus_x_reads_and_writes_back_in_fen_and_ini() {
    let v = variant(PLUS);
    let start = FairyPosition::start(&v).expect("the start reads");
    assert_eq!(start.fen_text(), "4k3/1P6/8/8/8/8/6N1/+A3K1+n1 w - - 0 1");
    let written = ini::write(v.definition());
    assert!(written.contains("customPiece1 = +a:QN"), "{written}");
    assert!(
        written.contains("promotionChoices = n:+a+n b:q"),
        "{written}"
    );
    assert_eq!(variant(&written).definition(), v.definition());
}

#[test]
fn pawns_promote_to_a_plus_piece_written_plus_in_the_move() {
    let v = variant(PLUS);
    let start = FairyPosition::start(&v).unwrap();
    let m = moves(&start);
    for promotion in ["b7b8q", "b7b8+a"] {
        assert!(m.iter().any(|x| x == promotion), "{promotion} in {m:?}");
    }
    let mut after = start.clone();
    after
        .play_text("b7b8+a")
        .expect("the promotion reads as move text");
    assert_eq!(after.fen_text(), "1+A2k3/8/8/8/8/8/6N1/+A3K1+n1 b - - 0 1");
    // SAN writes the piece as its FEN does.
    let m = start.parse_move("b7b8+a").unwrap();
    assert_eq!(write_san(&start, m), "b8=+A+");
    assert_eq!(parse_san(&start, "b8=+A+"), Ok(m));
    let amazon = FairyPosition::from_fen(&v, "4k3/8/8/8/8/8/8/+A3K3 w - - 0 1").unwrap();
    let m = amazon.parse_move("a1a7").unwrap();
    assert_eq!(write_san(&amazon, m), "+Aa7");
}

#[test]
fn promotion_choices_are_optional_and_each_piece_has_its_own() {
    let v = variant(PLUS);
    // A black knight on e3 reaches d1 and f1, in Black's region: the plain move and one
    // promotion to each piece of the knight's list there, `+a` and `+n`; never the bishop's.
    let down = FairyPosition::from_fen(&v, "4k3/8/8/8/8/4n3/8/K7 b - - 0 1").unwrap();
    let m = moves(&down);
    for to in ["d1", "f1"] {
        for suffix in ["", "+a", "+n"] {
            let text = format!("e3{to}{suffix}");
            assert!(m.contains(&text), "{text} in {m:?}");
        }
        assert!(!m.iter().any(|x| *x == format!("e3{to}q")), "{m:?}");
    }
    // Its other six moves stay plain: 6 + 2 × 3 knight moves.
    assert_eq!(m.iter().filter(|x| x.starts_with("e3")).count(), 12);
    // The white knight on g2 reaches e1, which is not White's region.
    let start = FairyPosition::start(&v).unwrap();
    assert!(
        moves(&start)
            .iter()
            .all(|x| !x.starts_with("g2") || x.len() == 4)
    );
}

const PASSING: &str = "
[passing:chess]
passOnStalemate = true
startFen = 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1
";

#[test]
fn a_side_with_no_move_and_not_in_check_passes() {
    let v = variant(PASSING);
    let stalemated = FairyPosition::start(&v).unwrap();
    assert_eq!(moves(&stalemated), ["h8h8"]);
    let mut passed = stalemated.clone();
    passed.play_text("h8h8").unwrap();
    assert_eq!(stalemated.perft(2), moves(&passed).len() as u64);
    // With another move to make there is no pass; in check there is none either.
    let free = FairyPosition::from_fen(&v, "7k/8/5QK1/8/8/8/8/8 b - - 0 1").unwrap();
    assert!(!moves(&free).iter().any(|m| m == "h8h8"));
    let mated = FairyPosition::from_fen(&v, "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1").unwrap();
    assert!(moves(&mated).is_empty());
}

#[test]
fn without_pass_after_pass_a_second_pass_ends_the_game_as_a_stalemate() {
    // Both sides locked (the pawn on b3 guards a2 from the white king, every pawn is
    // blocked): White passes, and Black may then not pass back.
    let text = "
[doublepass:chess]
passOnStalemate = true
passAfterPass = false
doubleStep = false
startFen = 6pk/6p1/6P1/8/8/1p6/1P6/KP6 w - - 0 1
";
    let v = variant(text);
    let start = FairyPosition::start(&v).unwrap();
    assert_eq!(moves(&start), ["a1a1"]);
    let mut after = start.clone();
    after.play_text("a1a1").unwrap();
    assert!(moves(&after).is_empty());
    assert_eq!(
        after.outcome().map(|o| o.winner()),
        Some(None),
        "a draw, as stalemate is in chess"
    );
    // Fairy-Stockfish's rule passes back.
    let fs = variant(&text.replace("passAfterPass = false\n", ""));
    let mut after = FairyPosition::start(&fs).unwrap();
    after.play_text("a1a1").unwrap();
    assert_eq!(moves(&after), ["h8h8"]);
}

const SYNONYMS: &str = "
[horses:chess]
knight = -
horse = n
elephant = b
pieceSynonyms = n:h b:e
promotionPieceTypes = qr
startFen = 4k3/8/8/8/8/8/8/1N2K1B1 w - - 0 1
";

#[test]
fn a_second_letter_reads_in_a_fen_and_is_written_in_san_and_ini() {
    let v = variant(SYNONYMS);
    assert_eq!(v.definition().piece_synonyms, [('n', 'h'), ('b', 'e')]);
    // Either letter reads; the FEN writes the first.
    let start = FairyPosition::from_fen(&v, "4k3/8/8/8/8/8/8/1H2K1E1 w - - 0 1").unwrap();
    assert_eq!(start.fen_text(), "4k3/8/8/8/8/8/8/1N2K1B1 w - - 0 1");
    let m = start.parse_move("b1c3").unwrap();
    assert_eq!(write_san(&start, m), "Hc3");
    assert_eq!(start.write_notation(m, Notation::Lan), "Hb1-c3");
    assert_eq!(parse_san(&start, "Hc3"), Ok(m));
    let written = ini::write(v.definition());
    assert!(written.contains("pieceSynonyms = n:h b:e"), "{written}");
    assert_eq!(variant(&written).definition(), v.definition());
}

#[test]
fn a_piece_added_anew_loses_its_second_letter_and_a_letter_given_takes_it_back() {
    let child = |keys: &str| {
        let text = format!("{SYNONYMS}\n[child:horses]\n{keys}\n");
        let mut all = ini::parse(&text, &catalogue::get).unwrap();
        all.remove(1).piece_synonyms
    };
    assert_eq!(child("horse = n"), [('b', 'e')]);
    assert_eq!(child("queen = h"), [('b', 'e')]);
    assert_eq!(child("pieceSynonyms = n:-"), [('b', 'e')]);
    assert_eq!(child("pieceSynonyms = n:j"), [('n', 'j'), ('b', 'e')]);
    assert_eq!(child(""), [('n', 'h'), ('b', 'e')]);
}

#[test]
fn a_second_letter_must_be_a_letter_no_other_piece_has() {
    for (keys, reason) in [
        ("pieceSynonyms = n:k", "already a piece's letter"),
        (
            "pieceSynonyms = n:e",
            "already another piece's second letter",
        ),
        ("pieceSynonyms = n:1", "is not a letter"),
        ("pieceSynonyms = x:y", "has no piece `x`"),
    ] {
        let text = format!("{SYNONYMS}\n[child:horses]\n{keys}\n");
        match ini::parse(&text, &catalogue::get) {
            Err(IniError::InvalidValue { reason: r, .. }) => assert!(r.contains(reason), "{r}"),
            other => panic!("{keys}: {other:?}"),
        }
    }
    // A definition made by hand is checked when compiled.
    let mut d = variant(SYNONYMS).definition().clone();
    d.piece_synonyms.push(('k', 'h'));
    assert_eq!(
        Variant::new(d.clone()).err(),
        Some(DefinitionError::DuplicateLetter('H'))
    );
    d.piece_synonyms.pop();
    d.piece_synonyms.push(('k', '!'));
    assert_eq!(
        Variant::new(d).err(),
        Some(DefinitionError::InvalidSynonym('!'))
    );
}

#[test]
fn the_catalogues_xiangqi_pieces_have_fairy_stockfishs_second_letters() {
    for name in ["xiangqi", "manchu", "janggi", "janggimodern"] {
        let d = catalogue::get(name).unwrap();
        assert!(d.piece_synonyms.contains(&('n', 'h')), "{name}");
        assert!(d.piece_synonyms.contains(&('b', 'e')), "{name}");
    }
    assert_eq!(
        catalogue::get("minixiangqi").unwrap().piece_synonyms,
        [('n', 'h')]
    );
}
