//! A scripted client plays the engine against itself, one process per side, through each
//! protocol in every game; the library checks every move before it is passed on.

mod common;

use common::{Engine, from_xboard, to_xboard, xboard_name};
use skazka::{AnyPosition, Variant};

/// Plies per game: enough to leave the opening, short enough for a test.
const PLIES: usize = 24;

fn is_result(line: &str) -> bool {
    line.starts_with("1-0 {") || line.starts_with("0-1 {") || line.starts_with("1/2-1/2 {")
}

/// Plays one game through UCI between two engines; returns the plies played.
fn uci_game(variant: Variant, options: &[(&str, &str)]) -> usize {
    let mut sides = [Engine::start(), Engine::start()];
    for (i, e) in sides.iter_mut().enumerate() {
        e.send("uci");
        e.until(|l| l == "uciok");
        e.send(&format!(
            "setoption name UCI_Variant value {}",
            variant.name()
        ));
        for (key, value) in options {
            e.send(&format!(
                "setoption name {}_{key} value {value}",
                variant.name()
            ));
        }
        e.send(&format!("setoption name Seed value {}", i + 1));
        e.send("ucinewgame");
        let lines = e.sync_uci();
        assert!(
            !lines.iter().any(|l| l.starts_with("info string")),
            "{lines:?}"
        );
    }
    let mut pos: AnyPosition = variant.position(None, options).expect("start");
    let mut moves: Vec<String> = Vec::new();
    while moves.len() < PLIES && !pos.legal_moves().is_empty() {
        let side = usize::from(pos.turn() == skazka::core::Color::Black);
        let e = &mut sides[side];
        e.send(&format!("position startpos moves {}", moves.join(" ")));
        e.send("go depth 2 nodes 4000");
        let line = e.expect("bestmove");
        let m = line.split_whitespace().nth(1).expect("a move").to_owned();
        assert!(
            pos.legal_moves_text().contains(&m),
            "{variant}: {m} is not legal at {} (after {})",
            pos.fen(),
            moves.join(" ")
        );
        pos.play_text(&m).expect("legal");
        moves.push(m);
    }
    for e in sides {
        e.quit();
    }
    moves.len()
}

/// Plays one game through XBoard between two engines, the first with White; returns the plies
/// played and the result, if announced.
fn xboard_game(variant: Variant) -> (usize, Option<String>) {
    let mut sides = [Engine::start(), Engine::start()];
    for e in &mut sides {
        e.send("xboard");
        e.send("protover 2");
        e.until(|l| l == "feature done=1");
        e.send("new");
        e.send(&format!("variant {}", xboard_name(variant)));
        e.send("sd 2");
        e.send("st 1");
        e.sync_xboard(1);
    }
    let mut pos: AnyPosition = variant.position(None, &[]).expect("start");
    // The first engine plays White, the second Black (its default after `new`).
    sides[0].send("go");
    let mut mover = 0;
    let mut plies = 0;
    let mut result = None;
    while plies < PLIES {
        let lines = sides[mover].until(|l| l.starts_with("move ") || is_result(l));
        let last = lines.last().expect("a line").clone();
        if is_result(&last) {
            result = Some(last);
            break;
        }
        let m = from_xboard(variant, &last["move ".len()..]);
        assert!(
            pos.legal_moves_text().contains(&m),
            "{variant}: {m} is not legal at {}",
            pos.fen()
        );
        pos.play_text(&m).expect("legal");
        plies += 1;
        let other = 1 - mover;
        sides[other].send(&format!("usermove {}", to_xboard(variant, &m)));
        if pos.legal_moves().is_empty() {
            let lines = sides[other].sync_xboard(2);
            result = lines.into_iter().find(|l| is_result(l));
            break;
        }
        mover = other;
    }
    for e in &mut sides {
        e.send("force");
    }
    for e in sides {
        e.quit();
    }
    (plies, result)
}

#[test]
fn the_engine_plays_itself_through_uci_in_every_game() {
    for &variant in Variant::ALL {
        let plies = uci_game(variant, &[]);
        assert!(plies > 0, "{variant}");
    }
}

#[test]
fn the_engine_plays_itself_through_uci_with_the_volkhv_die() {
    assert!(uci_game(Variant::Volkhv, &[("dice", "true")]) > 0);
}

#[test]
fn the_engine_plays_itself_through_xboard_in_every_game() {
    for &variant in Variant::ALL {
        let (plies, result) = xboard_game(variant);
        assert!(plies > 0 || result.is_some(), "{variant}");
    }
}
