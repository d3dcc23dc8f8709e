//! Walls that moves put (Fairy-Stockfish's `wallingRule`): the Amazons' arrows, duck chess's
//! duck, the trails of Snailtrail and Joust, Isolation's walls, and Atlantis's walls grown from
//! the edge. A move and its wall are one move, written `d1d5,d5d8`.

use skazka_core::{Game, Position};
use skazka_fairy::{Definition, FairyPosition, Variant, WallingRule, ini, variant_by_name};

mod common;

use common::{moves, position};

fn walls_after(p: &FairyPosition, prefix: &str) -> Vec<String> {
    moves(p)
        .into_iter()
        .filter_map(|m| m.strip_prefix(prefix).map(str::to_owned))
        .collect()
}

fn from_ini(text: &str) -> Variant {
    let definition = Definition::from_ini(text, &|name| {
        skazka_fairy::catalogue::get(name).or_else(|| (name == "chess").then(Definition::default))
    })
    .unwrap();
    Variant::new(definition).unwrap()
}

#[test]
fn an_amazon_shoots_its_arrow_where_it_could_move_from_its_new_square() {
    // The queen goes a1-a2 and shoots from a2: up the a-file to the wall on a4, along the
    // second rank to the queen on c2, and diagonally; back through a1, which it left.
    let p = position("amazons", "10/10/10/10/10/10/*9/10/2q7/Q9 w - - 0 1");
    let arrows = walls_after(&p, "a1a2,a2");
    assert_eq!(
        arrows,
        [
            "a1", "a3", "b1", "b2", "b3", "c4", "d5", "e6", "f7", "g8", "h9", "i10"
        ]
    );
}

#[test]
fn a_move_is_written_with_its_wall_and_read_back() {
    let mut game = Game::new(FairyPosition::start(&variant_by_name("amazons").unwrap()).unwrap());
    game.play_text("d1d5,d5d8").unwrap();
    assert_eq!(
        game.position().fen_text(),
        "3q2q3/10/3*6/q8q/10/3Q6/Q8Q/10/10/6Q3 b - - 1 1"
    );
    // The same move without its wall, or with a wall the queen could not shoot, is refused.
    assert!(game.play_text("d10d9").is_err());
    assert!(game.play_text("d10d9,d9a1").is_err());
    assert_eq!(
        game.position().fen_text(),
        "3q2q3/10/3*6/q8q/10/3Q6/Q8Q/10/10/6Q3 b - - 1 1"
    );
}

#[test]
fn the_duck_moves_every_turn_to_another_empty_square() {
    let variant = variant_by_name("duck").unwrap();
    let mut p = FairyPosition::start(&variant).unwrap();
    // 20 moves, each with every square empty after it: 64 - 32 + 1 (the square left) - 1 (the
    // square reached) = 32 for a pawn step, and as many for a knight's move.
    assert_eq!(p.legal_move_list().len(), 20 * 32);
    let m = p.parse_move("e2e4,e4e5").unwrap();
    p.play(m).unwrap();
    assert_eq!(
        p.fen_text(),
        "rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    // The duck may not stay on e5 and goes from there: one wall at a time.
    assert!(walls_after(&p, "d7d5,d5").iter().all(|w| w != "e5"));
    let m = p.parse_move("d7d5,d5h5").unwrap();
    p.play(m).unwrap();
    assert_eq!(p.walls().count(), 1);
    assert!(p.fen_text().starts_with("rnbqkbnr/ppp1pppp/8/3p3*/4P3/"));
}

#[test]
fn a_duck_chess_king_is_captured_and_a_stalemated_side_wins() {
    // No check in duck chess: the king may be left attacked, and taking it wins.
    let p = position("duck", "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1");
    assert!(moves(&p).iter().any(|m| m.starts_with("e1f1,")));
    let mut p = position("duck", "4k3/8/8/8/8/8/3q4/4K3 b - - 0 1");
    let m = p.parse_move("d2e1,e1a1").unwrap();
    p.play(m).unwrap();
    assert_eq!(
        p.outcome().and_then(|o| o.winner()),
        Some(skazka_core::Color::Black)
    );
}

#[test]
fn a_snail_leaves_a_wall_on_the_square_it_leaves() {
    let p = position("snailtrail", "6p/7/7/7/7/7/P6 w - - 0 1");
    assert_eq!(moves(&p), ["a1a2,a2a1", "a1b1,b1a1", "a1b2,b2a1"]);
}

#[test]
fn a_move_with_no_square_for_its_wall_does_not_exist_and_no_move_loses() {
    // The piece on c1 may step to b1, leaving c1 as the only empty square, where Isolation
    // allows no wall (a start square): the step does not exist, and White, without a move,
    // loses.
    let p = position(
        "isolation",
        "***p**/******/******/******/******/******/******/*1P*** w - - 0 1",
    );
    assert!(moves(&p).is_empty());
    assert_eq!(
        p.outcome().and_then(|o| o.winner()),
        Some(skazka_core::Color::Black)
    );
}

#[test]
fn an_isolation_wall_never_goes_on_a_start_square() {
    let p = position("isolation", "3p2/6/6/6/6/6/6/2P3 w - - 0 1");
    let all = moves(&p);
    // Five king steps from c1, each with a wall on any of the 46 squares then empty but c1.
    assert_eq!(all.len(), 5 * 45);
    assert!(all.iter().all(|m| !m.ends_with("c1") && !m.ends_with("d8")));
}

#[test]
fn a_double_step_whose_wall_takes_the_square_it_passed_leaves_no_en_passant() {
    let mut p = position("duck", "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    let m = p.parse_move("e2e4,e4e3").unwrap();
    p.play(m).unwrap();
    assert!(p.fen_text().contains(" b - - "), "{}", p.fen_text());
    let mut p = position("duck", "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    let m = p.parse_move("e2e4,e4a6").unwrap();
    p.play(m).unwrap();
    assert!(p.fen_text().contains(" b - e3 "), "{}", p.fen_text());
}

#[test]
fn edge_walls_go_on_the_rim_or_beside_a_wall_and_wall_or_move_does_one_of_both() {
    let atlantis = from_ini("[atlantis:chess]\nwallingRule = edge\nwallOrMove = true\n");
    assert_eq!(atlantis.definition().walling_rule, WallingRule::Edge);
    let p = FairyPosition::from_fen(&atlantis, "4k3/8/8/8/8/3*4/8/4K3 w - - 0 1").unwrap();
    let all = moves(&p);
    // The king's moves put no wall, though their text names the first square as
    // Fairy-Stockfish writes it (and reads without it); the walls come by a pass of the first
    // piece (e1).
    assert!(all.contains(&"e1d1,d1a1".to_owned()));
    let step = p.parse_move("e1d1").unwrap();
    assert_eq!(
        (step.wall(), p.display_move(step).to_string()),
        (None, "e1d1,d1a1".to_owned())
    );
    let walls: Vec<&str> = all
        .iter()
        .filter_map(|m| m.strip_prefix("e1e1,e1"))
        .collect();
    // The rim's empty squares (28 - 2 kings) and the four beside the wall on d3.
    assert_eq!(walls.len(), 26 + 4);
    assert!(walls.contains(&"d4") && walls.contains(&"c3") && !walls.contains(&"c4"));
}

#[test]
fn walling_keys_read_and_write_as_fairy_stockfish_writes_them() {
    let text = "[walls:chess]\nwallingRule = static\nwallingRegionWhite = *3 *4\n";
    let d = Definition::from_ini(text, &|_| Some(Definition::default())).unwrap();
    assert_eq!(d.walling_rule, WallingRule::Static);
    let written = ini::write(&d);
    assert!(written.contains("wallingRule = static\n"), "{written}");
    assert!(
        written.contains("wallingRegionWhite = *3 *4\n"),
        "{written}"
    );
    let bad = "[walls:chess]\nwallingRule = sometimes\n";
    let e = Definition::from_ini(bad, &|_| Some(Definition::default())).unwrap_err();
    assert!(e.to_string().contains("wallingRule"), "{e}");
}

#[test]
fn wxf_counts_a_wall_as_off_the_board_when_it_tells_two_pieces_of_a_file_apart() {
    // Two black queens on the d-file: WXF names the mover by front or rear only where the
    // other could make the same step; d7, where the rear one would go, is a wall.
    let write = |fen: &str| {
        let p = position("amazons", fen);
        let m = p.parse_move("d8d9,d9g9").unwrap();
        p.write_notation(m, skazka_fairy::Notation::XiangqiWxf)
    };
    assert_eq!(
        write("10/10/3q6/10/3*6/3q6/10/10/10/Q8Q b - - 0 1"),
        "Q4-1,72"
    );
    assert_eq!(
        write("10/10/3q6/10/10/3q6/10/10/10/Q8Q b - - 0 1"),
        "Q--1,72"
    );
}

#[test]
fn a_side_in_check_may_not_put_a_wall_instead_of_moving_and_walling_never_ends_by_passes() {
    let atlantis = from_ini("[atlantis:chess]\nwallingRule = edge\nwallOrMove = true\n");
    // The knight on d3 checks the king: only king moves are left, no wall.
    let p = FairyPosition::from_fen(&atlantis, "4k3/8/8/8/8/3n4/8/4K3 w - - 0 1").unwrap();
    let all = moves(&p);
    assert!(!all.is_empty());
    assert!(
        all.iter()
            .all(|m| m.starts_with("e1") && !m.starts_with("e1e1")),
        "{all:?}"
    );
    // Walls put by both sides in turn are no double pass: the game goes on.
    let mut game =
        Game::new(FairyPosition::from_fen(&atlantis, "4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap());
    game.play_text("e1e1,e1a1").unwrap();
    game.play_text("e8e8,e8h8").unwrap();
    assert_eq!(game.outcome(), None);
}
