//! Writes the generated seeds of the `san` and `pgn` fuzz targets into `fuzz/corpus/` (the
//! hand-written ones come from `fuzz/make_seeds.py`). Not part of the test run:
//! `cargo test -p skazka-checks --test seeds -- --ignored`.

use std::path::Path;

use skazka_checks::{Game, Subject};
use skazka_core::Game as History;
use skazka_core::san::{San, SanWriter};
use skazka_pgn::GameRecord;

fn write(target: &str, name: &str, data: &[u8]) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz/corpus")
        .join(target);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(name), data).unwrap();
}

/// A game of at most `plies` from seed FEN `fen` under options `opt`, choosing castling,
/// promotions, tower counts, placements, rolls, passes and checks two times in three when
/// there are any; its SAN words and its record.
fn play<P: Subject + San>(
    opt: u8,
    fen: usize,
    plies: usize,
    seed: u64,
) -> (Vec<String>, GameRecord<P>) {
    let o = P::options_of(opt);
    let start = if fen == 0 {
        P::start(&o)
    } else {
        P::read(P::SEED_FENS[fen], &o).unwrap_or_else(|_| P::start(&o))
    };
    let mut game = History::new(start);
    let mut words = Vec::new();
    let mut state = seed;
    for _ in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let pos = game.position().clone();
        let moves = pos.legal_move_list();
        let moves = moves.as_ref();
        if moves.is_empty() {
            break;
        }
        let writer = SanWriter::new(&pos);
        let texts: Vec<String> = moves.iter().map(|&m| writer.write(m)).collect();
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let r = usize::try_from(state >> 33).unwrap();
        let special: Vec<usize> = (0..texts.len())
            .filter(|&i| {
                let t = &texts[i];
                ["O-O", "=", "(", "@", "[", "--", "#", "+"]
                    .iter()
                    .any(|s| t.contains(s))
            })
            .collect();
        let i = if !special.is_empty() && r % 3 != 0 {
            special[r % special.len()]
        } else {
            r % moves.len()
        };
        words.push(texts[i].clone());
        if game.play(moves[i]).is_err() {
            break;
        }
    }
    (words, GameRecord::from_game(game))
}

fn seeds<P: Subject + San>() {
    let g = P::GAME;
    let name = g.name();
    let mut all = String::new();
    for fen in 0..P::SEED_FENS.len() {
        let (words, mut record) = play::<P>(0, fen, 40, fen as u64 * 7 + 1);
        let index = u8::try_from(fen).unwrap();
        let san = [&[g.byte(), 0, index][..], words.join(" ").as_bytes()].concat();
        write("san", &format!("{name}-f{fen}"), &san);
        if fen < 3 {
            record = record
                .with_tag("Event", format!("seed {fen}"))
                .with_tag("White", "A \"quoted\" name");
            record.add_comment("a comment; with {braces}");
            record.add_nag(14);
            let text = record.to_string();
            write(
                "pgn",
                &format!("{name}-f{fen}"),
                &[&[g.byte(), 0][..], text.as_bytes()].concat(),
            );
            all.push_str(&text);
        }
    }
    for opt in [1u8, 3, 5, 200] {
        let (words, record) = play::<P>(opt, 0, 24, u64::from(opt));
        let san = [&[g.byte(), opt, 0][..], words.join(" ").as_bytes()].concat();
        write("san", &format!("{name}-o{opt}"), &san);
        let text = record.to_string();
        write(
            "pgn",
            &format!("{name}-o{opt}"),
            &[&[g.byte(), 0][..], text.as_bytes()].concat(),
        );
    }
    write(
        "pgn",
        &format!("{name}-all"),
        &[&[g.byte(), 0][..], all.as_bytes()].concat(),
    );
    write(
        "pgn",
        &format!("{name}-all-small-limits"),
        &[&[g.byte(), 0x35][..], all.as_bytes()].concat(),
    );
}

#[test]
#[ignore = "writes fuzz/corpus/san and fuzz/corpus/pgn"]
fn write_san_and_pgn_seeds() {
    for game in Game::ALL {
        match game {
            Game::Chess => seeds::<skazka_chess::Chess>(),
            Game::Stone => seeds::<skazka_stone::Stone>(),
            Game::Synthesis => seeds::<skazka_synthesis::Synthesis>(),
            Game::Xianling => seeds::<skazka_xianling::Xianling>(),
            Game::Volkhv => seeds::<skazka_volkhv::Volkhv>(),
        }
    }
}
