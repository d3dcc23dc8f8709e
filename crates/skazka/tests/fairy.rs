//! Variants defined as data through the facade, written once for several catalogue variants and
//! a variant loaded from a hand-written `variants.ini`: set-up by name, play, FEN and SAN round
//! trips, perft equal to `FairyPosition`'s own, PGN written and read back, boards drawn.

use skazka::core::{Game, Position, Rules};
use skazka::engine::Playable;
use skazka::fairy::{FairyOptions, FairyPosition};
use skazka::pgn::{GameRecord, PgnReader};
use skazka::render::{Style, board};
use skazka::{
    AnyMove, AnyPosition, LoadError, PositionVisitor, RecordVisitor, Variant, load_variants,
    load_variants_text, replay_record,
};

/// A 10×10 chess with a bent rider (`[F?R]`: a diagonal step, then a rook's ride outwards),
/// which Fairy-Stockfish's own Betza cannot say; the core's Betza reads it.
const BENT: &str = "\
# A 10x10 chess with a bent rider.
[bentrider10:chess]
maxRank = 10
maxFile = j
customPiece1 = z:[F?R]
startFen = rnbzqkzbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBZQKZBNR w KQkq - 0 1
promotionRegionWhite = *10
promotionRegionBlack = *1
promotionPieceTypes = qzrbn
doubleStepRegionWhite = *2
doubleStepRegionBlack = *9
castlingKingsideFile = i
castlingQueensideFile = c
";

/// The catalogue variants tested, and the hand-written one (loaded first).
fn variants() -> Vec<Variant> {
    let loaded = load_variants_text(BENT)
        .into_result()
        .expect("the file loads");
    assert_eq!(
        loaded,
        vec![Variant::fairy("bentrider10").expect("registered")]
    );
    [
        "capablanca",
        "crazyhouse",
        "grand",
        "shako",
        "knightmate",
        "bentrider10",
    ]
    .iter()
    .map(|name| name.parse::<Variant>().expect("a known variant"))
    .collect()
}

/// The position of `variant` as `FairyPosition` sets it up itself.
fn direct(variant: Variant) -> FairyPosition {
    let options: FairyOptions = format!("variant={}", variant.name())
        .parse()
        .expect("the options name a known variant");
    FairyPosition::new(&options)
}

/// A deterministic choice among the legal moves at each ply (captures and drops come up).
fn choose(moves: &[AnyMove], ply: usize) -> Option<AnyMove> {
    (!moves.is_empty()).then(|| moves[(ply * 7 + 3) % moves.len()])
}

#[test]
fn names_set_up_the_variants() {
    for variant in variants() {
        assert!(variant.is_fairy() && variant.is_compiled());
        let pos = variant.position(None, &[]).expect("the start position");
        assert_eq!(pos.variant(), variant);
        assert_eq!(pos.to_string(), direct(variant).fen());
        assert_eq!(
            pos.options(),
            "",
            "{variant}: the name is the variant, not an option"
        );
        assert_eq!(pos.option("variant").as_deref(), Some(variant.name()));
        assert!(matches!(pos, AnyPosition::Fairy(_)));
        assert_eq!(Variant::from_pgn_tag(variant.name()), Some(variant));
    }
    assert!(matches!(
        "no-such-variant".parse::<Variant>(),
        Err(e) if e.name() == "no-such-variant"
    ));
}

#[test]
fn perft_agrees_with_the_position_type() {
    for variant in variants() {
        let pos = variant.position(None, &[]).expect("the start position");
        let own = direct(variant);
        assert_eq!(pos.perft(2), own.perft(2), "{variant}");
        assert_eq!(pos.legal_moves().len(), own.legal_move_count(), "{variant}");
    }
}

#[test]
fn play_keeps_fen_and_san_round_trips() {
    for variant in variants() {
        let mut pos = variant.position(None, &[]).expect("the start position");
        let mut own = direct(variant);
        for ply in 0..60 {
            let fen = pos.fen();
            let again = variant
                .position_from_text(&fen, &pos.options())
                .expect("a FEN the position wrote");
            assert_eq!(again.fen(), fen, "{variant} ply {ply}");
            assert_eq!(again, pos, "{variant} ply {ply}");
            let moves = pos.legal_moves();
            let Some(m) = choose(&moves, ply) else {
                break;
            };
            assert_eq!(m.variant(), variant);
            let san = pos.write_san(&m);
            assert_eq!(pos.parse_san(&san), Ok(m), "{variant} ply {ply}: {san}");
            assert_eq!(pos.parse_move(&m.to_string()), Ok(m), "{variant} ply {ply}");
            own.play_text(&m.to_string()).expect("the same move plays");
            pos.play(m).expect("a legal move");
            assert_eq!(pos.fen(), own.fen(), "{variant} ply {ply}");
        }
    }
}

#[test]
fn crazyhouse_drops_are_written_as_fairy_stockfish_writes_them() {
    let mut pos = Variant::fairy("crazyhouse")
        .expect("in the catalogue")
        .position(None, &[])
        .expect("the start position");
    for text in ["e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5a5"] {
        pos.play_text(text).expect("a legal move");
    }
    let drop = pos.parse_move("P@e4").expect("White holds a pawn");
    assert_eq!(pos.write_san(&drop), "P@e4");
    assert_eq!(pos.parse_san("P@e4"), Ok(drop));
    assert!(pos.diagram().contains("in hand, white: P"));
}

/// Plays `plies` chosen moves from the start in a `Game` and writes the record.
struct Record(usize);

impl PositionVisitor for Record {
    type Output = String;
    fn visit<P: Playable>(self, position: &P) -> String {
        let mut game = Game::new(position.clone());
        for ply in 0..self.0 {
            let moves = game.position().legal_move_list();
            let moves = moves.as_ref();
            if moves.is_empty() || game.outcome().is_some() {
                break;
            }
            game.play(moves[(ply * 7 + 3) % moves.len()])
                .expect("a legal move");
        }
        GameRecord::from_game(game)
            .with_tag("Event", "test")
            .to_string()
    }
}

/// The final FEN and the start position's name of a replayed record.
struct Final;

impl RecordVisitor for Final {
    type Output = (String, String);
    fn visit<P: Playable>(self, record: GameRecord<P>) -> (String, String) {
        (
            record.game().position().fen(),
            record.start().name().to_owned(),
        )
    }
}

#[test]
fn pgn_records_name_the_variant_and_read_back() {
    for variant in variants() {
        let pos = variant.position(None, &[]).expect("the start position");
        let text = pos.visit(Record(40));
        assert!(
            text.contains(&format!("[Variant \"{}\"]", variant.name())),
            "{text}"
        );
        assert!(!text.contains("VariantOptions"), "{text}");
        let raw = PgnReader::new(text.as_bytes())
            .next()
            .expect("one game")
            .expect("a well-formed record");
        let (fen, name) = replay_record(&raw, Final).expect("the record replays");
        assert_eq!(name, variant.name());
        let mut played = pos.clone();
        for ply in 0..40 {
            let moves = played.legal_moves();
            if moves.is_empty() || played.outcome().is_some() {
                break;
            }
            played
                .play(moves[(ply * 7 + 3) % moves.len()])
                .expect("legal");
        }
        assert_eq!(fen, played.fen(), "{variant}");
    }
}

#[test]
fn a_record_of_another_program_with_the_tag_only_replays() {
    // As pychess.org writes it: the tag in its own case, no VariantOptions.
    let pgn = "[Variant \"Capablanca\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nc3 Nc6 3. Ae2 *\n";
    let raw = PgnReader::new(pgn.as_bytes()).next().unwrap().unwrap();
    let (fen, name) = replay_record(&raw, Final).expect("the record replays");
    assert_eq!(name, "capablanca");
    let mut pos = Variant::fairy("capablanca")
        .unwrap()
        .position(None, &[])
        .unwrap();
    for text in ["e2e4", "e7e5", "b1c3", "b8c6", "c1e2"] {
        pos.play_text(text).expect("a legal move");
    }
    assert_eq!(fen, pos.fen());
}

struct Picture;

impl PositionVisitor for Picture {
    type Output = String;
    fn visit<P: Playable>(self, position: &P) -> String {
        board(position, None, Style::PLAIN)
    }
}

#[test]
fn boards_draw_orthodox_pieces_as_figurines_and_the_others_by_letter() {
    variants();
    let bent = Variant::fairy("bentrider10")
        .unwrap()
        .position(None, &[])
        .unwrap();
    let text = bent.visit(Picture);
    assert!(
        text.contains("10 │ ♜  ♞  ♝  z  ♛  ♚  z  ♝  ♞  ♜ │ 10"),
        "{text}"
    );
    assert!(text.contains("     a  b  c  d  e  f  g  h  i  j"), "{text}");
    let capablanca = Variant::fairy("capablanca")
        .unwrap()
        .position(None, &[])
        .unwrap();
    let text = capablanca.visit(Picture);
    assert!(
        text.contains(" 1 │ ♖  ♘  A  ♗  ♕  ♔  ♗  C  ♘  ♖ │ 1"),
        "{text}"
    );
}

#[test]
fn files_load_by_path_and_name_what_they_leave_out() {
    let dir = std::env::temp_dir().join(format!("skazka-fairy-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("variants.ini");
    let text = format!(
        "{BENT}\n[bentchild:bentrider10]\nstartFen = 4k5/10/10/10/10/10/10/10/10/4KZ4 w - - 0 1\n\
         [unknownkey:chess]\nnoSuchKey = 1\n[orphan:nothing]\nmaxRank = 6\n\
         [grandchild:unknownkey]\n[toolarge:chess]\nmaxRank = 12\nmaxFile = 12\n"
    );
    std::fs::write(&path, text).unwrap();
    let loaded = load_variants(&path).expect("the file reads");
    let names: Vec<&str> = loaded.variants.iter().map(|v| v.name()).collect();
    assert_eq!(names, ["bentrider10", "bentchild"]);
    let left_out: Vec<String> = loaded.errors.iter().map(ToString::to_string).collect();
    assert_eq!(left_out.len(), 4, "{left_out:?}");
    assert!(
        matches!(&loaded.errors[0], LoadError::Ini { section: Some(s), error } if s == "unknownkey" && error.line() == Some(18)),
        "{left_out:?}"
    );
    assert!(
        left_out[1].contains("orphan") && left_out[2].contains("grandchild"),
        "{left_out:?}"
    );
    assert!(
        matches!(&loaded.errors[3], LoadError::Definition { section, line: 22, .. } if section == "toolarge"),
        "{left_out:?}"
    );
    // The child keeps its parent's bent rider.
    let child = Variant::fairy("bentchild").unwrap();
    let pos = child.position(None, &[]).unwrap();
    assert_eq!(pos.perft(2), direct(child).perft(2));
    assert!(
        pos.legal_moves_text().iter().any(|m| m == "f1g5"),
        "{:?}",
        pos.legal_moves_text()
    );
    let missing = load_variants(dir.join("missing.ini")).unwrap_err();
    assert!(matches!(missing, LoadError::Io { .. }));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn every_catalogue_variant_writes_san_and_records_that_read_back() {
    for variant in Variant::fairy_variants() {
        let mut pos = variant.position(None, &[]).expect("the start position");
        for ply in 0..30 {
            let moves = pos.legal_moves();
            for m in &moves {
                let san = pos.write_san(m);
                assert_eq!(
                    pos.parse_san(&san).as_ref(),
                    Ok(m),
                    "{variant} ply {ply}: {san}"
                );
            }
            let Some(m) = choose(&moves, ply) else {
                break;
            };
            pos.play(m).expect("a legal move");
        }
        let start = variant.position(None, &[]).expect("the start position");
        let text = start.visit(Record(30));
        let raw = PgnReader::new(text.as_bytes()).next().unwrap().unwrap();
        replay_record(&raw, Final).unwrap_or_else(|e| panic!("{variant}: {e}\n{text}"));
    }
}
