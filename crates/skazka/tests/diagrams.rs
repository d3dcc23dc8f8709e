//! Diagrams of every game: snapshots of the start positions and structure checks of what
//! each game adds (stones and reserves, towers and the die, day and night, passes).

use skazka::Variant;
use skazka::core::Color;
use skazka::svg::{Draw, Options, diagram};

fn start(variant: Variant, options: &[(&str, &str)]) -> skazka::AnyPosition {
    variant.position(None, options).expect("start position")
}

fn from_fen(variant: Variant, fen: &str, options: &[(&str, &str)]) -> skazka::AnyPosition {
    variant.position(Some(fen), options).expect("valid fen")
}

/// Checks that hold for every diagram: one document, balanced groups, no `<text>` (no font
/// needed), one drawing per occupied square.
fn check_structure(svg: &str, occupied: usize) {
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(svg.trim_end().ends_with("</svg>"));
    assert_eq!(svg.matches("<svg").count(), 1);
    assert_eq!(svg.matches("<g").count(), svg.matches("</g>").count());
    assert!(!svg.contains("<text"), "diagrams draw letters as paths");
    assert!(!svg.contains("NaN") && !svg.contains("inf"));
    let drawn = svg.matches("class=\"man\"").count() + svg.matches("class=\"tower\"").count();
    assert_eq!(drawn, occupied);
}

fn occupied(pos: &skazka::AnyPosition) -> usize {
    pos.scene().squares.iter().filter(|s| !s.is_empty()).count()
}

#[test]
fn start_positions_of_every_game() {
    for &variant in Variant::ALL {
        let pos = start(variant, &[]);
        let svg = diagram(&pos, &Options::default());
        check_structure(&svg, occupied(&pos));
        assert!(svg.contains("class=\"side side-white\""));
        assert!(svg.contains("class=\"side side-black\""));
        insta::assert_snapshot!(format!("start_{variant}"), svg);
    }
}

#[test]
fn orthodox_pieces_have_their_own_shapes_and_no_labels() {
    let pos = start(Variant::Chess, &[]);
    let scene = pos.scene();
    let names: Vec<&str> = scene
        .squares
        .iter()
        .flatten()
        .map(|m| m.glyph.name())
        .collect();
    for n in ["K", "Q", "R", "B", "N", "P"] {
        assert!(names.contains(&n));
    }
    let svg = diagram(&pos, &Options::default());
    assert!(
        !svg.contains("<rect x=\"14\" y=\"14\""),
        "no tokens in chess"
    );
}

#[test]
fn black_at_the_bottom_turns_the_board() {
    let pos = start(Variant::Chess, &[]);
    let white = diagram(&pos, &Options::default());
    let black = diagram(
        &pos,
        &Options {
            orientation: Color::Black,
            ..Options::default()
        },
    );
    assert_ne!(white, black);
    // a1 is at the bottom left for White and at the top right for Black.
    let pos_of = |svg: &str| {
        let i = svg.find("data-square=\"a1\"").expect("a1 drawn");
        svg[i..].split('"').nth(5).map(str::to_owned)
    };
    assert_ne!(pos_of(&white), pos_of(&black));
    insta::assert_snapshot!("chess_black_at_bottom", black);
}

#[test]
fn last_move_check_highlights_and_arrows() {
    let mut pos = start(Variant::Chess, &[]);
    let mut before = pos.scene();
    for m in ["e2e4", "f7f6", "d2d4", "g7g5", "d1h5"] {
        before = pos.scene();
        pos.play_text(m).expect("legal");
    }
    let scene = pos.scene();
    let geo = scene.geometry;
    let sq = |t: &str| geo.parse_square(t).expect("square");
    assert_eq!(scene.check, Some(sq("e8")));
    let changed = scene.changed_squares(&before);
    assert_eq!(changed, vec![sq("d1"), sq("h5")]);
    let options = Options {
        last_move: changed,
        highlights: vec![sq("e7"), sq("g6")],
        arrows: vec![(sq("h5"), sq("e8"))],
        size: 320,
        ..Options::default()
    };
    let svg = skazka::svg::svg(&scene, &options);
    check_structure(&svg, occupied(&pos));
    assert_eq!(svg.matches("class=\"last\"").count(), 2);
    assert_eq!(svg.matches("class=\"check\"").count(), 1);
    assert_eq!(svg.matches("class=\"highlight\"").count(), 2);
    assert_eq!(svg.matches("class=\"arrow\"").count(), 1);
    assert!(svg.contains("width=\"")); // size honoured below
    assert!(svg.contains("viewBox=\"0 0 "));
    let no_check = skazka::svg::svg(
        &scene,
        &Options {
            show_check: false,
            ..Options::default()
        },
    );
    assert!(!no_check.contains("class=\"check\""));
    insta::assert_snapshot!("chess_marks", svg);
}

#[test]
fn size_sets_the_square_size() {
    let pos = start(Variant::Xianling, &[]);
    let small = diagram(
        &pos,
        &Options {
            size: 200,
            ..Options::default()
        },
    );
    let large = diagram(
        &pos,
        &Options {
            size: 800,
            ..Options::default()
        },
    );
    let width = |svg: &str| -> f64 {
        svg.split("width=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap()
            .parse()
            .unwrap()
    };
    assert!((width(&large) / width(&small) - 4.0).abs() < 0.1);
}

#[test]
fn square_ids_for_pages() {
    let pos = start(Variant::Xianling, &[]);
    let svg = diagram(
        &pos,
        &Options {
            square_ids: true,
            ..Options::default()
        },
    );
    assert_eq!(svg.matches("class=\"hit\"").count(), 100);
    assert!(svg.contains("data-square=\"j10\""));
}

#[test]
fn stone_stones_and_both_reserves() {
    let mut pos = start(Variant::Stone, &[]);
    let mut placed = false;
    for m in pos.legal_moves_text() {
        if m.contains('@') {
            pos.play_text(&m).expect("legal placement");
            placed = true;
            break;
        }
    }
    assert!(placed, "a stone placement at the start");
    let AnyStone(stone) = AnyStone::of(&pos);
    let svg = diagram(&pos, &Options::default());
    check_structure(&svg, occupied(&pos));
    for color in [Color::White, Color::Black] {
        assert!(svg.contains(&format!(
            "class=\"reserve\" data-count=\"{}\"",
            stone.reserve(color)
        )));
    }
    assert_eq!(svg.matches("data-man=\"wstone\"").count(), 1);
    insta::assert_snapshot!("stone_after_placement", svg);
}

/// The Stone position inside an [`skazka::AnyPosition`].
struct AnyStone(skazka::stone::Stone);

impl AnyStone {
    fn of(pos: &skazka::AnyPosition) -> AnyStone {
        AnyStone(skazka::stone::Stone::from_fen(&pos.fen(), &Default::default()).expect("fen"))
    }
}

#[test]
fn stone_fairy_units_are_labelled_tokens() {
    let pos = from_fen(
        Variant::Stone,
        "k7/8/8/8/1(st)6/8/8/(SD)(NN)VAMZLK[3:7] w - - 0 1",
        &[],
    );
    let svg = diagram(&pos, &Options::default());
    check_structure(&svg, occupied(&pos));
    for label in ["SD", "NN", "V", "A", "M", "Z", "L"] {
        assert!(svg.contains(&format!("data-man=\"w{label}\"")), "{label}");
    }
}

#[test]
fn volkhv_towers_show_every_man_and_the_height() {
    let fen = "r3k2r/3(nPR)4/8/3(QpbnPr)4/4P3/8/(pQ)7/R2(pR)K2R w KQkq - - 0 1";
    let pos = from_fen(Variant::Volkhv, fen, &[]);
    let svg = diagram(&pos, &Options::default());
    check_structure(&svg, occupied(&pos));
    assert!(svg.contains("data-square=\"d5\" data-height=\"6\" data-men=\"wQ bP bB bN wP bR\""));
    assert!(svg.contains("data-square=\"d7\" data-height=\"3\" data-men=\"bN wP wR\""));
    assert_eq!(svg.matches("class=\"tower\"").count(), 4);
    assert!(!svg.contains("class=\"die\""));
    insta::assert_snapshot!("volkhv_towers", svg);
}

#[test]
fn volkhv_die_before_and_after_the_roll() {
    let mut pos = start(Variant::Volkhv, &[("dice", "true")]);
    let svg = diagram(&pos, &Options::default());
    assert!(svg.contains("class=\"die\" data-face=\"?\""));
    let roll = pos.legal_moves_text()[0].clone();
    pos.play_text(&roll).expect("a roll");
    let svg = diagram(&pos, &Options::default());
    check_structure(&svg, occupied(&pos));
    assert!(svg.contains("class=\"die\" data-face=\""));
    assert!(!svg.contains("data-face=\"?\""));
}

#[test]
fn synthesis_day_night_and_phases() {
    let mut pos = start(Variant::Synthesis, &[]);
    let svg = diagram(&pos, &Options::default());
    check_structure(&svg, occupied(&pos));
    let day_at_start = svg.contains("class=\"day\"");
    assert!(day_at_start ^ svg.contains("class=\"night\""));
    assert_eq!(
        svg.matches("PHASE").count() + svg.matches("phase").count(),
        0,
        "phases are paths"
    );
    assert_eq!(pos.scene().sides[Color::White].len(), 1);
    pos.play_text("e2e4").expect("legal");
    let svg2 = diagram(&pos, &Options::default());
    check_structure(&svg2, occupied(&pos));
    insta::assert_snapshot!("synthesis_after_e4", svg2);
}

#[test]
fn xianling_promoted_kinds_and_forced_pass() {
    let fen = "k9/+a+m+p+e+r+l+b+k+d1/+g9/10/10/10/10/+G9/+A+M+P+E+R+L+B+K+D1/K9 w - - 0 1";
    let pos = from_fen(Variant::Xianling, fen, &[]);
    let scene = pos.scene();
    let promoted = scene
        .squares
        .iter()
        .flatten()
        .filter(|m| matches!(m.glyph, skazka::svg::Glyph::Token { promoted: true, .. }))
        .count();
    assert_eq!(promoted, 20);
    let svg = diagram(&pos, &Options::default());
    check_structure(&svg, occupied(&pos));
    insta::assert_snapshot!("xianling_promoted", svg);

    let mut pos = from_fen(
        Variant::Xianling,
        "k9/10/10/10/10/10/10/10/2q7/K9 w - - 0 1",
        &[],
    );
    assert!(!pos.scene().status.is_empty(), "white must pass");
    pos.play_text("--").expect("the forced pass");
    let scene = pos.scene();
    assert_eq!(
        scene.status,
        vec![skazka::svg::Item::Text("last move: forced pass".into())]
    );
}

#[test]
fn data_defined_variants_draw_other_pieces_by_letter_and_their_hands() {
    let capablanca: Variant = "capablanca".parse().expect("a catalogue variant");
    let pos = start(capablanca, &[]);
    let svg = diagram(&pos, &Options::default());
    check_structure(&svg, occupied(&pos));
    for label in ["A", "C"] {
        assert!(svg.contains(&format!("data-man=\"w{label}\"")), "{label}");
        assert!(svg.contains(&format!("data-man=\"b{label}\"")), "{label}");
    }
    let scene = pos.scene();
    let names: Vec<&str> = scene
        .squares
        .iter()
        .flatten()
        .map(|m| m.glyph.name())
        .collect();
    for n in ["K", "Q", "R", "B", "N", "P"] {
        assert!(names.contains(&n), "{n}");
    }
    insta::assert_snapshot!("start_capablanca", svg);

    // Knightmate's royal piece moves as a knight: a token, not the king's silhouette.
    let pos = start("knightmate".parse().expect("a catalogue variant"), &[]);
    let scene = pos.scene();
    assert!(
        scene
            .squares
            .iter()
            .flatten()
            .all(|m| m.glyph != skazka::svg::Glyph::King)
    );

    let mut pos = start("crazyhouse".parse().expect("a catalogue variant"), &[]);
    for m in ["e2e4", "d7d5", "e4d5", "d8d5"] {
        pos.play_text(m).expect("legal");
    }
    let scene = pos.scene();
    assert_eq!(
        scene.sides[Color::White],
        vec![skazka::svg::Item::Text("in hand: P".into())]
    );
    assert_eq!(
        scene.sides[Color::Black],
        vec![skazka::svg::Item::Text("in hand: P".into())]
    );
    check_structure(&diagram(&pos, &Options::default()), occupied(&pos));
}

#[test]
fn wall_squares_are_drawn_as_walls_not_as_men() {
    let pos = start("troitzky".parse().expect("a catalogue variant"), &[]);
    let svg = diagram(&pos, &Options::default());
    check_structure(&svg, occupied(&pos));
    let walls = pos
        .scene()
        .squares
        .iter()
        .flatten()
        .filter(|m| m.glyph == skazka::svg::Glyph::Wall)
        .count();
    assert_eq!(walls, 32);
    assert_eq!(svg.matches("data-man=\"wwall\"").count(), 32);
}
