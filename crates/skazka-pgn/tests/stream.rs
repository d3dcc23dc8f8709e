//! The reader streams: it reads a long input one game at a time.

use std::io::{self, BufReader, Read};

use skazka_chess::Chess;
use skazka_pgn::PgnReader;

/// An input of `games` small games, made as it is read: nothing holds the whole text.
struct Generated {
    games: usize,
    next: usize,
    buffer: Vec<u8>,
    at: usize,
    produced: usize,
}

impl Read for Generated {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        if self.at == self.buffer.len() {
            if self.next == self.games {
                return Ok(0);
            }
            let i = self.next;
            self.next += 1;
            let moves = [
                "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6",
                "1. d4 d5 2. c4 e6",
                "1. c4",
            ][i % 3];
            self.buffer = format!(
                "[Event \"Generated\"]\n[Round \"{}\"]\n[Result \"*\"]\n\n{moves} *\n\n",
                i + 1
            )
            .into_bytes();
            self.at = 0;
        }
        let n = out.len().min(self.buffer.len() - self.at);
        out[..n].copy_from_slice(&self.buffer[self.at..self.at + n]);
        self.at += n;
        self.produced += n;
        Ok(n)
    }
}

#[test]
fn ten_thousand_games_are_read_one_at_a_time() {
    let input = Generated {
        games: 10_000,
        next: 0,
        buffer: Vec::new(),
        at: 0,
        produced: 0,
    };
    let mut reader = PgnReader::new(BufReader::with_capacity(256, input));
    let mut count = 0;
    let mut plies = 0;
    for record in reader.games::<Chess>() {
        let record = record.unwrap();
        count += 1;
        assert_eq!(record.tags().get("Round"), Some(count.to_string().as_str()));
        plies += record.moves().len();
    }
    assert_eq!(count, 10_000);
    assert_eq!(plies, 3334 * 6 + 3333 * 4 + 3333);
    assert_eq!(reader.games_read(), 10_000);
    assert!(reader.into_inner().into_inner().produced > 500_000);
}
