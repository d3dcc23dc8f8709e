//! UCI transcripts for every game: commands in, replies parsed and checked against the
//! library.

mod common;

use std::time::Duration;

use common::{Engine, start};
use skazka::Variant;

fn handshake(engine: &mut Engine) -> Vec<String> {
    engine.send("uci");
    engine.until(|l| l == "uciok")
}

fn select(engine: &mut Engine, variant: Variant) {
    engine.send(&format!(
        "setoption name UCI_Variant value {}",
        variant.name()
    ));
}

/// The move of a `bestmove` line.
fn best(line: &str) -> String {
    line.split_whitespace()
        .nth(1)
        .expect("a move after bestmove")
        .to_owned()
}

#[test]
fn uci_names_itself_and_offers_every_game_and_its_options() {
    let mut e = Engine::start();
    let lines = handshake(&mut e);
    assert!(lines.iter().any(|l| l.starts_with("id name skazka-engine")));
    assert!(lines.iter().any(|l| l.starts_with("id author")));
    let variant = lines
        .iter()
        .find(|l| l.starts_with("option name UCI_Variant type combo"))
        .expect("UCI_Variant");
    for v in Variant::ALL {
        assert!(variant.contains(&format!(" var {}", v.name())), "{variant}");
        for key in v.option_keys() {
            let name = format!("option name {}_{} type ", v.name(), key.name);
            assert!(lines.iter().any(|l| l.starts_with(&name)), "{name}");
        }
    }
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("option name Hash type spin"))
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("option name Seed type spin"))
    );
    for data in [" var capablanca", " var shogi", " var crazyhouse"] {
        assert!(variant.contains(data), "{variant}");
    }
    assert!(
        lines
            .iter()
            .any(|l| l == "option name VariantPath type string default <empty>")
    );
    e.quit();
}

#[test]
fn a_catalogue_variant_and_a_variant_from_a_file_play_through_uci() {
    let dir = std::env::temp_dir().join(format!("skazka-uci-variants-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let path = dir.join("bent.ini");
    let text = "[bentrider10:chess]\nmaxRank = 10\nmaxFile = j\ncustomPiece1 = z:[F?R]\n\
         startFen = rnbzqkzbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBZQKZBNR w - - 0 1\n\
         castling = false\npromotionPieceTypes = qzrbn\n";
    std::fs::write(&path, text).expect("the file is written");
    // The reference: the same file loaded here.
    skazka::load_variants_text(text)
        .into_result()
        .expect("the file loads");
    let mut e = Engine::start();
    handshake(&mut e);
    e.send("setoption name UCI_Variant value capablanca");
    e.send("position startpos moves e2e4");
    e.send("go depth 2");
    let m = best(&e.expect("bestmove"));
    let mut pos = "capablanca"
        .parse::<Variant>()
        .unwrap()
        .position(None, &[])
        .unwrap();
    pos.play_text("e2e4").expect("legal");
    assert!(pos.legal_moves_text().contains(&m), "{m}");
    e.send(&format!(
        "setoption name VariantPath value {}",
        path.display()
    ));
    let lines = e.sync_uci();
    assert!(
        lines
            .iter()
            .any(|l| l.contains("loaded 1 variants: bentrider10")),
        "{lines:?}"
    );
    e.send("setoption name UCI_Variant value bentrider10");
    e.send("position startpos");
    e.send("go perft 2");
    let lines = e.sync_uci();
    let pos = "bentrider10"
        .parse::<Variant>()
        .unwrap()
        .position(None, &[])
        .unwrap();
    let total = format!("{}", pos.perft(2));
    assert!(
        lines.iter().any(|l| l.contains(&total)),
        "{total}: {lines:?}"
    );
    e.quit();
    std::fs::remove_dir_all(&dir).expect("cleaned up");
}

#[test]
fn every_game_searches_counts_and_stops_through_uci() {
    let mut e = Engine::start();
    handshake(&mut e);
    for &variant in Variant::ALL {
        select(&mut e, variant);
        e.send("ucinewgame");
        let mut pos = start(variant, &[]);
        let first = pos.legal_moves_text()[0].clone();
        pos.play_text(&first).expect("legal");
        e.send(&format!("position startpos moves {first}"));
        e.send("go depth 2");
        let lines = e.until(|l| l.starts_with("bestmove"));
        let m = best(lines.last().expect("bestmove"));
        assert!(
            pos.legal_moves_text().contains(&m),
            "{variant}: {m} is not legal"
        );
        let info = lines
            .iter()
            .find(|l| l.starts_with("info depth"))
            .expect("an info line");
        for field in [
            " seldepth ",
            " score ",
            " nodes ",
            " nps ",
            " time ",
            " pv ",
        ] {
            assert!(info.contains(field), "{variant}: {info}");
        }

        // go perft 2 prints the divide and the library's total.
        e.send("go perft 2");
        let lines = e.until(|l| l.starts_with("Nodes searched:"));
        let total: u64 = lines
            .last()
            .and_then(|l| l.rsplit(' ').next())
            .and_then(|n| n.parse().ok())
            .expect("a total");
        assert_eq!(total, pos.perft(2), "{variant}");
        let divided: u64 = lines
            .iter()
            .filter_map(|l| l.split_once(": "))
            .filter(|(m, _)| !m.starts_with("Nodes"))
            .map(|(_, n)| n.parse::<u64>().expect("a count"))
            .sum();
        assert_eq!(divided, total);

        // go infinite answers isready while it thinks, and bestmove only after stop.
        e.send("go infinite");
        let before = e.sync_uci();
        assert!(
            !before.iter().any(|l| l.starts_with("bestmove")),
            "{before:?}"
        );
        let waiting = e.drain(Duration::from_millis(300));
        assert!(!waiting.iter().any(|l| l.starts_with("bestmove")));
        e.send("stop");
        let m = best(&e.expect("bestmove"));
        assert!(pos.legal_moves_text().contains(&m), "{variant}: {m}");
    }
    e.quit();
}

#[test]
fn clock_limits_and_node_limits_give_legal_moves() {
    let mut e = Engine::start();
    handshake(&mut e);
    e.send("position startpos moves e2e4 e7e5");
    e.send("go wtime 2000 btime 2000 winc 10 binc 10 movestogo 20");
    let m = best(&e.expect("bestmove"));
    let mut pos = start(Variant::Chess, &[]);
    pos.play_text("e2e4").expect("legal");
    pos.play_text("e7e5").expect("legal");
    assert!(pos.legal_moves_text().contains(&m));
    e.send("go nodes 3000");
    assert!(
        pos.legal_moves_text()
            .contains(&best(&e.expect("bestmove")))
    );
    e.send("go movetime 100");
    assert!(
        pos.legal_moves_text()
            .contains(&best(&e.expect("bestmove")))
    );
    e.send("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    e.send("go depth 3");
    let lines = e.until(|l| l.starts_with("bestmove"));
    assert_eq!(best(lines.last().expect("bestmove")), "a1a8");
    assert!(
        lines.iter().any(|l| l.contains("score mate 1")),
        "{lines:?}"
    );
    e.quit();
}

#[test]
fn rule_options_and_the_die_work_through_uci() {
    let mut e = Engine::start();
    handshake(&mut e);
    select(&mut e, Variant::Volkhv);
    e.send("setoption name volkhv_dice value true");
    e.send("setoption name Seed value 7");
    e.send("position startpos");
    e.send("go depth 2");
    let roll = best(&e.expect("bestmove"));
    let mut pos = start(Variant::Volkhv, &[("dice", "true")]);
    assert!(
        pos.legal_moves_text().contains(&roll),
        "{roll} is not a face"
    );
    pos.play_text(&roll).expect("the roll");
    e.send(&format!("position startpos moves {roll}"));
    e.send("go depth 2");
    let m = best(&e.expect("bestmove"));
    assert!(pos.legal_moves_text().contains(&m), "{m}");

    // A value the game does not take is refused with a message.
    e.send("setoption name volkhv_dice value perhaps");
    let lines = e.sync_uci();
    assert!(
        lines.iter().any(|l| l.starts_with("info string")),
        "{lines:?}"
    );
    e.quit();
}

#[test]
fn bad_input_gets_an_answer_and_the_engine_goes_on() {
    let mut e = Engine::start();
    handshake(&mut e);
    // A go before any position plays from the start.
    e.send("go depth 1");
    let m = best(&e.expect("bestmove"));
    assert!(start(Variant::Chess, &[]).legal_moves_text().contains(&m));

    for bad in [
        "fly me to the moon",
        "position",
        "position fen",
        "position fen not a fen at all",
        "setoption name NoSuchOption value 3",
        "setoption name UCI_Variant value no-such-variant",
        "setoption name Hash value lots",
        "go sideways",
        "go depth",
        "\u{0}\u{7f}\u{ff}",
    ] {
        e.send(bad);
        let lines = e.sync_uci();
        assert!(
            lines.iter().all(|l| l.starts_with("info string")
                || l.starts_with("bestmove")
                || l == "readyok"),
            "{bad}: {lines:?}"
        );
    }
    // After a bad position, go is refused with (none) until a good one comes.
    e.send("position fen garbage");
    e.send("go depth 1");
    assert_eq!(e.expect("bestmove"), "bestmove (none)");
    // An illegal move in the list keeps the moves before it.
    e.send("position startpos moves e2e4 e7e5 e1e3 g8f6");
    let lines = e.sync_uci();
    assert!(lines.iter().any(|l| l.contains("e1e3")), "{lines:?}");
    e.send("go depth 1");
    let m = best(&e.expect("bestmove"));
    let mut pos = start(Variant::Chess, &[]);
    pos.play_text("e2e4").expect("legal");
    pos.play_text("e7e5").expect("legal");
    assert!(pos.legal_moves_text().contains(&m), "{m}");
    // A finished game has no best move.
    e.send("position startpos moves f2f3 e7e5 g2g4 d8h4");
    e.send("go depth 3");
    assert_eq!(e.expect("bestmove"), "bestmove (none)");
    // A stop with nothing running and an extra uci are harmless.
    e.send("stop");
    e.send("uci");
    e.expect("uciok");
    assert!(e.is_running());
    e.quit();
}
