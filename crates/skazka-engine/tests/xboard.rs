//! XBoard (CECP v2) transcripts for every game: the handshake, the variant definition, moves
//! exchanged and checked by the library, illegal moves refused, and the end announced.

mod common;

use common::{Engine, from_xboard, start, to_xboard, xboard_name};
use skazka::Variant;

fn handshake(e: &mut Engine) -> Vec<String> {
    e.send("xboard");
    e.send("protover 2");
    e.until(|l| l == "feature done=1")
}

/// A position near the end of each game, in the game's own FEN.
fn near_the_end(variant: Variant) -> &'static str {
    match variant {
        Variant::Chess => "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        Variant::Synthesis => "4k3/4Q3/4K3/8/8/8/8/8 b - - 0 1",
        Variant::Stone => "6k1/5ppp/8/8/8/8/8/R5K1[0:0] w - - 0 1",
        Variant::Xianling => "k9/2Q7/1K8/10/10/10/10/10/10/10 w - - 0 1",
        _ => "7k/8/8/8/8/8/2Q5/1R4K1 w - - - 0 1",
    }
}

#[test]
fn the_handshake_lists_the_features_and_every_game() {
    let mut e = Engine::start();
    let lines = handshake(&mut e);
    let all = lines.join("\n");
    for feature in [
        "myname=\"skazka-engine",
        "setboard=1",
        "usermove=1",
        "ping=1",
        "san=0",
        "sigint=0",
        "sigterm=0",
    ] {
        assert!(all.contains(feature), "{feature} missing in {all}");
    }
    let variants = lines
        .iter()
        .find_map(|l| l.split("variants=\"").nth(1))
        .and_then(|rest| rest.split('"').next())
        .expect("the variants feature");
    for v in Variant::ALL {
        assert!(variants.split(',').any(|n| n == xboard_name(*v)), "{v}");
    }
    for data in ["capablanca", "shako", "shogi"] {
        assert!(variants.split(',').any(|n| n == data), "{data}");
    }
    e.quit();
}

#[test]
fn a_variant_defined_as_data_is_set_up_and_played_in_xboard() {
    let mut e = Engine::start();
    handshake(&mut e);
    e.send("new");
    e.send("variant shako");
    let lines = e.sync_xboard(1);
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("setup (") && l.contains(" 10x10+0_")),
        "{lines:?}"
    );
    assert!(lines.iter().any(|l| l.starts_with("piece ")), "{lines:?}");
    e.send("st 1");
    e.send("sd 2");
    // XBoard counts the ten ranks from 0: its e2e4 is the pawn's double step e3e5.
    e.send("usermove e2e4");
    let reply = e.expect("move ");
    let mut pos = "shako"
        .parse::<Variant>()
        .unwrap()
        .position(None, &[])
        .unwrap();
    pos.play_text("e3e5").expect("legal");
    let theirs = reply.trim_start_matches("move ").to_owned();
    let ours: String = shift_ranks_up(&theirs);
    assert!(pos.legal_moves_text().contains(&ours), "{reply} as {ours}");
    e.quit();
}

#[test]
fn a_variant_file_given_as_variant_path_is_offered_and_set_up_in_xboard() {
    let dir = std::env::temp_dir().join(format!("skazka-xboard-variants-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let path = dir.join("bent.ini");
    std::fs::write(
        &path,
        "[bentrider8:chess]\ncustomPiece1 = z:[F?R]\n\
         startFen = rnbqkbzr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBZR w KQkq - 0 1\n\
         promotionPieceTypes = qzrbn\n",
    )
    .expect("the file is written");
    let mut e = Engine::start();
    let lines = handshake(&mut e);
    assert!(
        lines.iter().any(|l| l.contains("VariantPath -file")),
        "{lines:?}"
    );
    e.send(&format!("option VariantPath={}", path.display()));
    e.send("new");
    e.send("variant bentrider8");
    let lines = e.sync_xboard(1);
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("feature variants=") && l.contains("bentrider8")),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("setup (") && l.contains(" 8x8+0_")),
        "{lines:?}"
    );
    assert!(lines.iter().any(|l| l == "piece Z& [F?R]"), "{lines:?}");
    e.quit();
    std::fs::remove_dir_all(&dir).expect("cleaned up");
}

/// An XBoard move on a board of ten ranks, in the game's move text (ranks counted from 1).
fn shift_ranks_up(text: &str) -> String {
    let mut out = String::new();
    let mut digits = String::new();
    for c in text.chars().chain(std::iter::once(' ')) {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        if !digits.is_empty() {
            out.push_str(&(digits.parse::<u32>().unwrap() + 1).to_string());
            digits.clear();
        }
        if c != ' ' {
            out.push(c);
        }
    }
    out
}

#[test]
fn every_game_is_defined_played_refereed_and_ended() {
    for &variant in Variant::ALL {
        let mut e = Engine::start();
        handshake(&mut e);
        e.send("new");
        e.send(&format!("variant {}", xboard_name(variant)));
        let lines = e.sync_xboard(1);
        if variant == Variant::Chess {
            assert!(!lines.iter().any(|l| l.starts_with("setup")), "{lines:?}");
        } else {
            let setup = lines
                .iter()
                .find(|l| l.starts_with("setup ("))
                .expect("a setup line");
            let size = match variant {
                Variant::Xianling => " 10x10+0_fairy ",
                // The stones are XBoard's holdings.
                Variant::Stone => " 8x8+1_fairy ",
                _ => " 8x8+0_fairy ",
            };
            assert!(setup.contains(size), "{setup}");
        }
        if variant == Variant::Xianling {
            assert!(lines.iter().any(|l| l == "piece C& mRcpR"), "{lines:?}");
        }

        // Moves exchanged: the person's first legal move, the engine's answer.
        e.send("sd 2");
        let mut pos = start(variant, &[]);
        let first = pos.legal_moves_text()[0].clone();
        pos.play_text(&first).expect("legal");
        e.send(&format!("usermove {}", to_xboard(variant, &first)));
        let reply = e.expect("move ");
        let answer = from_xboard(variant, &reply["move ".len()..]);
        assert!(
            pos.legal_moves_text().contains(&answer),
            "{variant}: {answer} is not legal\n{}",
            e.tail()
        );
        pos.play_text(&answer).expect("legal");

        // Illegal and malformed moves are refused, and the game goes on.
        e.send("force");
        for bad in ["usermove a1a1", "usermove zz99", "usermove e2e5q"] {
            e.send(bad);
            let lines = e.sync_xboard(2);
            assert!(
                lines.iter().any(|l| l.starts_with("Illegal move")),
                "{variant}: {bad}: {lines:?}"
            );
        }
        let next = pos.legal_moves_text()[0].clone();
        e.send(&format!("usermove {}", to_xboard(variant, &next)));
        let lines = e.sync_xboard(3);
        assert!(!lines.iter().any(|l| l.starts_with("Illegal")), "{lines:?}");

        // The end: from a position near it, the engine plays both sides until it announces
        // the result; every move is checked by the library.
        let fen = near_the_end(variant);
        e.send(&format!("setboard {fen}"));
        let mut pos = variant.position(Some(fen), &[]).expect("the fen");
        let mut result = None;
        for _ in 0..80 {
            e.send("go");
            let lines = e.until(|l| l.starts_with("move ") || is_result(l));
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
            let after = e.sync_xboard(4);
            if let Some(r) = after.iter().find(|l| is_result(l)) {
                result = Some(r.clone());
                break;
            }
            e.send("force");
        }
        let result = result.unwrap_or_else(|| panic!("{variant}: no result\n{}", e.tail()));
        assert!(result.contains('{') && result.ends_with('}'), "{result}");
        let score = result.split_whitespace().next().expect("a score");
        if let Some(outcome) = pos.outcome() {
            assert_eq!(score, outcome.score(), "{variant}");
        }
        // After the end, moves are refused.
        e.send("usermove e2e4");
        let lines = e.sync_xboard(5);
        assert!(
            lines.iter().any(|l| l.starts_with("Illegal move")),
            "{lines:?}"
        );
        e.quit();
    }
}

fn is_result(line: &str) -> bool {
    line.starts_with("1-0 {") || line.starts_with("0-1 {") || line.starts_with("1/2-1/2 {")
}

#[test]
fn a_move_of_the_person_that_ends_the_game_is_announced() {
    let mut e = Engine::start();
    handshake(&mut e);
    e.send("new");
    e.send("force");
    for m in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        e.send(&format!("usermove {m}"));
    }
    let lines = e.sync_xboard(1);
    assert!(
        lines.iter().any(|l| l == "0-1 {Black wins by checkmate}"),
        "{lines:?}"
    );
    // undo reopens the game; remove takes back two plies.
    e.send("undo");
    e.send("usermove d8h4");
    let lines = e.sync_xboard(2);
    assert!(lines.iter().any(|l| l.starts_with("0-1 {")), "{lines:?}");
    e.send("remove");
    e.send("usermove g2g4");
    let lines = e.sync_xboard(3);
    assert!(!lines.iter().any(|l| l.starts_with("Illegal")), "{lines:?}");
    e.quit();
}

#[test]
fn analysis_hint_and_thinking_output() {
    let mut e = Engine::start();
    handshake(&mut e);
    e.send("new");
    e.send("variant xianling");
    e.send("force");
    e.send("post");
    e.send("analyze");
    // Thinking lines: depth, score, time, nodes, moves.
    let line = e.expect("1 ");
    let fields: Vec<&str> = line.split_whitespace().collect();
    assert!(fields.len() >= 5, "{line}");
    for f in &fields[..4] {
        assert!(f.parse::<i64>().is_ok(), "{line}");
    }
    e.send("usermove e3e4");
    e.send("exit");
    e.sync_xboard(1);
    e.send("hint");
    let hint = e.expect("Hint: ");
    let mut pos = start(Variant::Xianling, &[]);
    pos.play_text("e4e5").expect("legal");
    let m = from_xboard(Variant::Xianling, &hint["Hint: ".len()..]);
    assert!(pos.legal_moves_text().contains(&m), "{m}");
    e.quit();
}

#[test]
fn move_now_time_controls_and_bad_input() {
    let mut e = Engine::start();
    handshake(&mut e);
    e.send("new");
    e.send("level 40 5 0");
    e.send("time 30000");
    e.send("otim 30000");
    e.send("usermove e2e4");
    // `?` makes the engine move at once.
    e.send("?");
    let m = e.expect("move ");
    let mut pos = start(Variant::Chess, &[]);
    pos.play_text("e2e4").expect("legal");
    assert!(pos.legal_moves_text().contains(&m[5..].to_owned()), "{m}");
    e.send("st 1");
    e.send("level 0 0:30 1");
    for bad in [
        "frobnicate",
        "variant no-such-variant",
        "setboard not a fen",
        "level 1 2",
        "sd x",
        "st -1",
        "time soon",
        "option nonsense",
        "\u{1b}[A",
    ] {
        e.send(bad);
        let lines = e.sync_xboard(7);
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("Error") || l.starts_with("tellusererror")),
            "{bad}: {lines:?}"
        );
    }
    assert!(e.is_running());
    e.quit();
}

#[test]
fn a_pass_sent_as_a_setboard_is_played_as_a_pass() {
    // XBoard sends a person's null move (@@@@) as the position after it.
    let mut e = Engine::start();
    handshake(&mut e);
    e.send("new");
    e.send("variant synthesis");
    e.send("force");
    e.send("setboard 4k3/4Q3/4K3/8/8/8/8/8 b - - 0 1");
    e.send("setboard 4k3/4Q3/4K3/8/8/8/8/8 w - - 1 2");
    let lines = e.sync_xboard(1);
    assert!(!lines.iter().any(|l| l.contains("Illegal")), "{lines:?}");
    e.send("go");
    let lines = e.until(is_result);
    assert!(lines.iter().any(|l| l.starts_with("move ")), "{lines:?}");
    assert_eq!(
        lines.last().map(String::as_str),
        Some("1-0 {White wins by king captured}")
    );
    e.quit();
}

#[test]
fn the_volkhv_die_is_rolled_by_the_referee() {
    let mut e = Engine::start();
    handshake(&mut e);
    e.send("new");
    e.send("option volkhv_dice=1");
    e.send("variant volkhv");
    let lines = e.sync_xboard(1);
    let setup = lines.iter().position(|l| l.starts_with("setup"));
    let roll = lines
        .iter()
        .position(|l| l.starts_with("telluser White rolls ["));
    assert!(
        setup.is_some() && roll.is_some() && setup < roll,
        "{lines:?}"
    );
    // The engine plays White: it moves (or passes) and Black's die is rolled.
    e.send("sd 1");
    e.send("go");
    e.expect("move ");
    let lines = e.sync_xboard(2);
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("telluser Black rolls [")),
        "{lines:?}"
    );
    e.quit();
}

/// The face of the last `telluser <side> rolls [F]` line of `side`, and how many there were.
fn rolls(lines: &[String], side: &str) -> (Option<String>, usize) {
    let prefix = format!("telluser {side} rolls ");
    let faces: Vec<String> = lines
        .iter()
        .filter_map(|l| l.strip_prefix(&prefix))
        .map(|rest| rest.split(':').next().unwrap_or(rest).to_owned())
        .collect();
    (faces.last().cloned(), faces.len())
}

/// A legal move of the position after `moves` (rolls included), not a pass unless the roll
/// leaves only that, in the game's text.
fn a_volkhv_move(moves: &[String]) -> String {
    let mut pos = start(Variant::Volkhv, &[("dice", "true")]);
    for m in moves {
        pos.play_text(m).expect("legal");
    }
    let moves = pos.legal_moves_text();
    moves
        .iter()
        .find(|m| *m != "--")
        .or(moves.first())
        .cloned()
        .expect("a move")
}

#[test]
fn undo_and_remove_take_a_volkhv_move_back_with_its_roll_and_the_die_is_rolled_again() {
    let mut e = Engine::start();
    handshake(&mut e);
    e.send("new");
    e.send("force");
    e.send("option volkhv_dice=1");
    e.send("variant volkhv");
    let (Some(first), 1) = rolls(&e.sync_xboard(1), "White") else {
        panic!("one roll for White:\n{}", e.tail());
    };
    let white = a_volkhv_move(std::slice::from_ref(&first));
    e.send(&format!("usermove {}", to_xboard(Variant::Volkhv, &white)));
    let lines = e.sync_xboard(2);
    let (Some(_), 1) = rolls(&lines, "Black") else {
        panic!("one roll for Black:\n{}", e.tail());
    };
    assert!(!lines.iter().any(|l| l.starts_with("Illegal")), "{lines:?}");

    // The move goes back with White's roll, and Black's roll too: White rolls again, from
    // the start position, and a move of that roll is taken.
    e.send("undo");
    let lines = e.sync_xboard(3);
    let (Some(again), 1) = rolls(&lines, "White") else {
        panic!("a new roll for White:\n{}", e.tail());
    };
    assert_eq!(rolls(&lines, "Black").1, 0, "{lines:?}");
    let white = a_volkhv_move(std::slice::from_ref(&again));
    e.send(&format!("usermove {}", to_xboard(Variant::Volkhv, &white)));
    let lines = e.sync_xboard(4);
    assert!(!lines.iter().any(|l| l.starts_with("Illegal")), "{lines:?}");
    let (Some(black_roll_2), 1) = rolls(&lines, "Black") else {
        panic!("one roll for Black:\n{}", e.tail());
    };

    // Black's move and White's move: `remove` takes both back, with their rolls.
    let black = a_volkhv_move(&[again.clone(), white.clone(), black_roll_2.clone()]);
    e.send(&format!("usermove {}", to_xboard(Variant::Volkhv, &black)));
    let lines = e.sync_xboard(5);
    assert!(!lines.iter().any(|l| l.starts_with("Illegal")), "{lines:?}");
    e.send("remove");
    let lines = e.sync_xboard(6);
    let (Some(third), 1) = rolls(&lines, "White") else {
        panic!("a new roll for White:\n{}", e.tail());
    };
    // White moves from the start position again.
    let white = a_volkhv_move(std::slice::from_ref(&third));
    e.send(&format!("usermove {}", to_xboard(Variant::Volkhv, &white)));
    let lines = e.sync_xboard(7);
    assert!(!lines.iter().any(|l| l.starts_with("Illegal")), "{lines:?}");
    assert_eq!(rolls(&lines, "Black").1, 1, "{lines:?}");
    e.quit();
}

#[test]
fn a_promotion_letter_on_a_move_that_does_not_promote_is_refused_with_the_reason() {
    let mut e = Engine::start();
    handshake(&mut e);
    e.send("new");
    e.send("variant xianling");
    e.send("force");
    // A Camel on d9 may leap to g10, the last rank; it does not promote.
    e.send("setboard 9k/3L6/10/10/10/10/10/10/10/K9 w - - 0 1");
    e.send("usermove d8g9q");
    let lines = e.sync_xboard(1);
    assert!(
        lines.iter().any(|l| l
            == "Illegal move (the piece does not promote; the move is legal without `q`): d8g9q"),
        "{lines:?}"
    );
    // XBoard's mark of a declined promotion, `=`, is read as no promotion.
    e.send("usermove d8g9=");
    let lines = e.sync_xboard(2);
    assert!(
        !lines.iter().any(|l| l.starts_with("Illegal move")),
        "{lines:?}"
    );
    e.quit();
}

#[test]
fn under_nps_the_time_of_a_move_is_counted_in_nodes() {
    let mut e = Engine::start();
    let features = handshake(&mut e).join("\n");
    assert!(features.contains(" nps=1 "), "{features}");
    e.send("new");
    e.send("force");
    // Five seconds at 200 nodes a second: 1,000 nodes, however fast the machine is.
    e.send("nps 200");
    e.send("st 5");
    e.send("post");
    e.send("go");
    let lines = e.until(|l| l.starts_with("move "));
    let nodes: Vec<u64> = lines
        .iter()
        .filter_map(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            (words.len() >= 4 && words[0].parse::<u32>().is_ok())
                .then(|| words[3].parse::<u64>().ok())
                .flatten()
        })
        .collect();
    assert!(!nodes.is_empty(), "{lines:?}");
    // The search looks at its limits every 1,024 nodes.
    assert!(nodes.iter().all(|&n| n <= 1024), "{lines:?}");
    e.send("nps x");
    let lines = e.sync_xboard(1);
    assert!(
        lines.iter().any(|l| l == "Error (bad nps): nps x"),
        "{lines:?}"
    );
    e.quit();
}
