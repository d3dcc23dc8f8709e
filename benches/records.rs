//! Game records: SAN writing and reading for every legal move of a busy position of each game
//! (the one of the `games` bench) and of its start position, and PGN reading throughput on a
//! large file of random games, replayed under the game's rules and split into games with their
//! tags only.
//!
//! `cargo bench -p skazka-benches --bench records` (or `-- san`, `-- pgn-read`, `-- chess` for
//! part of it).

// criterion's macros generate public functions without documentation.
#![allow(missing_docs)]

use std::fmt::Write as _;

use criterion::{
    BenchmarkId, Criterion, SamplingMode, Throughput, criterion_group, criterion_main,
};
use skazka::Variant;
use skazka::chess::Chess;
use skazka::core::Game;
use skazka::core::san::{San, SanWriter, parse_san};
use skazka::engine::Rng;
use skazka::stone::Stone;
use skazka::synthesis::Synthesis;
use skazka::volkhv::Volkhv;
use skazka::xianling::Xianling;
use skazka_benches::busy;
use skazka_pgn::{GameRecord, PgnReader};

/// Writes the SAN of every legal move of one of `variant`'s positions of the `games` bench,
/// then reads each back; both per move.
fn san_of<G: San>(c: &mut Criterion, variant: Variant, name: &str, fen: Option<&str>) {
    let pos = match fen {
        Some(fen) => G::from_fen(fen, &G::Options::default())
            .unwrap_or_else(|e| panic!("{variant} {name}: {e}")),
        None => G::default(),
    };
    let moves: Vec<G::Move> = pos.legal_move_list().as_ref().to_vec();
    let write_all = |pos: &G| {
        let writer = SanWriter::new(pos);
        moves.iter().map(|&m| writer.write(m)).collect::<Vec<_>>()
    };
    let sans = write_all(&pos);
    for (&m, san) in moves.iter().zip(&sans) {
        assert!(
            parse_san(&pos, san) == Ok(m),
            "{variant} {name}: {san} does not read back"
        );
    }
    let mut group = c.benchmark_group(format!("{}-san", pos.name()));
    group.throughput(Throughput::Elements(moves.len() as u64));
    group.bench_with_input(BenchmarkId::new("write", name), &pos, |b, p| {
        b.iter(|| write_all(p))
    });
    group.bench_with_input(BenchmarkId::new("read", name), &pos, |b, p| {
        b.iter(|| sans.iter().filter(|san| parse_san(p, san).is_ok()).count())
    });
    group.finish();
}

/// The busy position of each game, and its start position (where Stone has some 250 moves).
fn san_both<G: San>(c: &mut Criterion, variant: Variant) {
    let (name, fen) = busy(variant);
    san_of::<G>(c, variant, name, Some(fen));
    san_of::<G>(c, variant, "start", None);
}

fn san(c: &mut Criterion) {
    san_both::<Chess>(c, Variant::Chess);
    san_both::<Xianling>(c, Variant::Xianling);
    san_both::<Stone>(c, Variant::Stone);
    san_both::<Synthesis>(c, Variant::Synthesis);
    san_both::<Volkhv>(c, Variant::Volkhv);
}

/// Games in the generated PGN file of each game.
const GAMES: usize = 2_000;

/// Plies of each generated game (fewer if it ends sooner): about the length of a real game.
const RECORD_PLIES: usize = 80;

/// `GAMES` random games from the start position, written as one PGN text in SAN, and the
/// plies they hold.
fn random_records<R: San>() -> (String, usize) {
    let mut rng = Rng::new(11);
    let mut text = String::new();
    let mut plies = 0;
    for round in 1..=GAMES {
        let mut game = Game::new(R::default());
        while game.moves().len() < RECORD_PLIES {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            game.play(m).expect("a legal move");
        }
        plies += game.moves().len();
        let record = GameRecord::from_game(game)
            .with_tag("Event", "Random games")
            .with_tag("Site", "skazka benches")
            .with_tag("Round", round.to_string())
            .with_tag("White", "Random")
            .with_tag("Black", "Random");
        write!(text, "{record}").expect("writing to a string");
    }
    (text, plies)
}

/// Reading the file of `R`'s random games: every game replayed (each move read as SAN and
/// played through `Game`), and the tags-only pass that splits the games off unread.
fn pgn_read_of<R: San>(c: &mut Criterion) {
    let (text, plies) = random_records::<R>();
    // The records are games from the default start position.
    let game = R::default().name().to_owned();
    let replay_all = |text: &str| {
        PgnReader::new(text.as_bytes())
            .games::<R>()
            .map(|record| record.expect("a generated record").moves().len())
            .sum::<usize>()
    };
    assert_eq!(replay_all(&text), plies, "{game} records replay");
    eprintln!(
        "{game}: {GAMES} games, {plies} plies, {} bytes of PGN",
        text.len()
    );
    let tags_only = |text: &str| {
        PgnReader::new(text.as_bytes())
            .filter(|raw| raw.as_ref().is_ok_and(|raw| !raw.tags().is_empty()))
            .count()
    };
    assert_eq!(tags_only(&text), GAMES, "{game} records split");
    let mut group = c.benchmark_group(format!("{game}-pgn-read"));
    group.sample_size(10);
    group.sampling_mode(SamplingMode::Flat);
    group.throughput(Throughput::Elements(GAMES as u64));
    group.bench_with_input(BenchmarkId::new("replay", GAMES), &text, |b, t| {
        b.iter(|| replay_all(t))
    });
    group.bench_with_input(BenchmarkId::new("tags-only", GAMES), &text, |b, t| {
        b.iter(|| tags_only(t))
    });
    group.finish();
}

fn pgn_read(c: &mut Criterion) {
    pgn_read_of::<Chess>(c);
    pgn_read_of::<Xianling>(c);
    pgn_read_of::<Volkhv>(c);
}

criterion_group!(benches, san, pgn_read);
criterion_main!(benches);
