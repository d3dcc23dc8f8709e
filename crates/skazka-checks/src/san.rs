//! SAN checks: [`skazka_core::san::parse_san`] and [`skazka_core::san::write_san`] over every
//! game.

use std::collections::HashMap;

use skazka_core::san::{MAX_SAN_LEN, San, SanError, SanWriter, parse_san, write_san};

use crate::games::{Game, Subject, on_game};
use crate::play::{check_message, start_of, text_of};

/// How many moves per position the SAN check parses back (the first position of an input:
/// all of them).
const SAMPLE: usize = 8;

/// The most SAN words of one input played one after the other, to keep one input fast.
pub const MAX_SAN_WORDS: usize = 48;

/// SAN text as bytes: `[game, options, fen index, text…]`. See [`check_san_text`].
pub fn check_san(data: &[u8]) {
    let [game, options, fen_index, rest @ ..] = data else {
        return;
    };
    let text = text_of(rest);
    on_game!(Game::from_byte(*game), T => check_san_text::<T>(*options, *fen_index, &text));
}

/// Reads `text` with [`parse_san`] in seed position `fen_index` under the options chosen by
/// `options`: as a whole, then word by word (at most [`MAX_SAN_WORDS`]), playing each word that
/// reads as a move, so that an input walks into later positions. In every position reached:
///
/// - `parse_san` never panics; a move it returns is legal, and its SAN ([`write_san`]) reads
///   back to the same move; an error has a lowercase message, and the candidates of an
///   ambiguous text are legal moves' SAN, each reading back to a different move;
/// - the legal moves' SAN texts are all different, and every legal move's SAN, the same without
///   its check mark, and its coordinate move text read back to that move (all moves in the
///   first position, then `SAMPLE` per position, rotating).
///
/// # Panics
/// When an invariant is broken.
pub fn check_san_text<P: Subject + San>(options: u8, fen_index: u8, text: &str) {
    let o = P::options_of(options);
    let mut pos: P = start_of(&o, fen_index);
    check_san_moves(&pos, usize::MAX, 0);
    read_one(&pos, text);
    for (salt, word) in text.split_whitespace().take(MAX_SAN_WORDS).enumerate() {
        let Some(m) = read_one(&pos, word) else {
            continue;
        };
        assert!(
            pos.play(m).is_ok(),
            "{}: a move read from SAN {word:?} is refused by play",
            P::GAME
        );
        check_san_moves(&pos, SAMPLE, salt);
    }
}

/// Reads `text` in `pos` and checks the answer; the move read, if any.
fn read_one<P: Subject + San>(pos: &P, text: &str) -> Option<P::Move> {
    let game = P::GAME;
    let fen = pos.to_string();
    match parse_san(pos, text) {
        Ok(m) => {
            assert!(
                pos.legal_move_list().as_ref().contains(&m),
                "{game}: SAN {text:?} reads as a move that is not legal in {fen:?}"
            );
            assert!(
                text.trim().len() <= MAX_SAN_LEN,
                "{game}: SAN {text:?} over {MAX_SAN_LEN} bytes reads as a move"
            );
            let san = write_san(pos, m);
            assert_eq!(
                parse_san(pos, &san),
                Ok(m),
                "{game}: SAN {san:?} of the move read from {text:?} does not read back in {fen:?}"
            );
            Some(m)
        }
        Err(e) => {
            check_message(&e.to_string());
            if let SanError::Ambiguous(candidates) = &e {
                assert!(
                    candidates.len() >= 2,
                    "{game}: {text:?} is ambiguous with fewer than two candidates in {fen:?}"
                );
                let mut seen = Vec::new();
                for c in candidates {
                    match parse_san(pos, c) {
                        Ok(m) => {
                            assert!(
                                !seen.contains(&m),
                                "{game}: two candidates for {text:?} read as the same move in {fen:?}"
                            );
                            seen.push(m);
                        }
                        Err(e) => panic!(
                            "{game}: candidate {c:?} for the ambiguous {text:?} does not read back in {fen:?}: {e}"
                        ),
                    }
                }
            }
            None
        }
    }
}

/// The SAN texts of the legal moves of `pos` are different, and (for at most `sample` moves,
/// spread over the list from `salt`) each reads back to its move, also without its check mark
/// and as coordinate move text.
fn check_san_moves<P: Subject + San>(pos: &P, sample: usize, salt: usize) {
    let game = P::GAME;
    let fen = pos.to_string();
    let moves = pos.legal_move_list();
    let moves = moves.as_ref();
    let writer = SanWriter::new(pos);
    let texts: Vec<String> = moves.iter().map(|&m| writer.write(m)).collect();
    let mut by_text: HashMap<&str, P::Move> = HashMap::with_capacity(texts.len());
    for (&m, text) in moves.iter().zip(&texts) {
        assert!(
            !text.is_empty() && text.len() <= MAX_SAN_LEN && text.is_ascii(),
            "{game}: SAN {text:?} is empty, too long or not ASCII in {fen:?}"
        );
        assert!(
            !text.chars().any(char::is_whitespace),
            "{game}: SAN {text:?} holds white space in {fen:?}"
        );
        if let Some(&other) = by_text.get(text.as_str()) {
            panic!(
                "{game}: two legal moves ({other:?} and {m:?}) are both written {text:?} in {fen:?}"
            );
        }
        by_text.insert(text, m);
    }
    let stride = moves.len().div_ceil(sample).max(1);
    let skip = if stride > 1 { salt % stride } else { 0 };
    for (&m, text) in moves.iter().zip(&texts).skip(skip).step_by(stride) {
        assert_eq!(
            parse_san(pos, text),
            Ok(m),
            "{game}: SAN {text:?} does not read back to its move in {fen:?}"
        );
        let bare = text.trim_end_matches(['+', '#']);
        if bare.len() < text.len() && !bare.is_empty() {
            assert_eq!(
                parse_san(pos, bare),
                Ok(m),
                "{game}: SAN {text:?} without its check mark does not read back in {fen:?}"
            );
        }
        let coordinate = pos.display_move(m).to_string();
        assert_eq!(
            parse_san(pos, &coordinate),
            Ok(m),
            "{game}: move text {coordinate:?} (SAN {text:?}) does not read back through parse_san in {fen:?}"
        );
    }
}
