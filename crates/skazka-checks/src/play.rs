//! FEN, move-text and random-play checks.

use std::collections::HashSet;

use skazka_core::{ParseMoveError, Position};

use crate::games::{Game, Subject, on_game};
use crate::{MAX_INPUT, MAX_STEPS};

/// How many moves per position the random games parse back (all of them in the start
/// position and in the FEN checks).
const SAMPLE: usize = 6;

/// Error messages are lowercase sentences: not empty, not starting with a capital letter.
pub(crate) fn check_message(message: &str) {
    assert!(!message.is_empty(), "empty error message");
    assert!(
        !message.starts_with(|c: char| c.is_ascii_uppercase()),
        "error message does not start in lower case: {message:?}"
    );
}

pub(crate) fn text_of(bytes: &[u8]) -> String {
    String::from_utf8_lossy(&bytes[..bytes.len().min(MAX_INPUT)]).into_owned()
}

/// Everything observable about a position, to compare before and after a refused move.
#[derive(PartialEq, Eq, Debug)]
struct Snapshot {
    fen: String,
    zobrist: u64,
    debug: String,
}

fn snapshot<P: Subject>(pos: &P) -> Snapshot {
    Snapshot {
        fen: pos.to_string(),
        zobrist: pos.zobrist(),
        debug: format!("{pos:?}"),
    }
}

fn move_texts<P: Position>(pos: &P, moves: &[P::Move]) -> Vec<String> {
    moves
        .iter()
        .map(|&m| pos.display_move(m).to_string())
        .collect()
}

/// Checks every invariant of one position:
/// - its FEN reads back (with the same options) to a position with the same FEN, the same
///   Zobrist hash (the incremental hash equals a fresh one) and the same legal moves;
/// - `perft(1)` equals the number of legal moves, and no move is listed twice;
/// - the list is empty exactly when [`Position::outcome`] is `Some`;
/// - every legal move's text parses back to that move, and `is_legal` accepts it.
///
/// # Panics
/// When an invariant is broken (that is the point).
pub fn check_invariants<P: Subject>(pos: &P, options: &P::Options) {
    check_position(pos, options, usize::MAX, 0);
}

/// [`check_invariants`], with the parse-back and `is_legal` checks (a move generation each)
/// done for at most `sample` moves, spread over the list from `salt`.
fn check_position<P: Subject>(pos: &P, options: &P::Options, sample: usize, salt: usize) {
    let game = P::GAME;
    let fen = pos.to_string();
    let again = match P::read(&fen, options) {
        Ok(p) => p,
        Err(e) => panic!("{game}: written fen {fen:?} does not read back: {e}"),
    };
    assert_eq!(again.to_string(), fen, "{game}: fen does not round-trip");
    let complete = pos.fen_is_complete();
    assert!(
        !complete || again.zobrist() == pos.zobrist(),
        "{game}: incremental zobrist {} differs from the zobrist {} of the re-read fen {fen:?}",
        pos.zobrist(),
        again.zobrist()
    );
    assert_eq!(
        again.turn(),
        pos.turn(),
        "{game}: turn differs after re-reading {fen:?}"
    );

    let moves = pos.legal_move_list();
    let moves = moves.as_ref();
    assert_eq!(
        pos.perft(1),
        moves.len() as u64,
        "{game}: perft(1) differs from the move count in {fen:?}"
    );
    let distinct: HashSet<P::Move> = moves.iter().copied().collect();
    assert_eq!(
        distinct.len(),
        moves.len(),
        "{game}: a move is listed twice in {fen:?}"
    );
    assert_eq!(
        moves.is_empty(),
        pos.outcome().is_some(),
        "{game}: no legal moves but no outcome (or the reverse) in {fen:?}: {:?}",
        pos.outcome()
    );
    let _ = pos.is_check();

    let texts = move_texts(pos, moves);
    let stride = moves.len().div_ceil(sample).max(1);
    let skip = if stride > 1 { salt % stride } else { 0 };
    for (&m, text) in moves.iter().zip(&texts).skip(skip).step_by(stride) {
        assert_eq!(
            pos.parse_move(text),
            Ok(m),
            "{game}: move text {text:?} does not parse back to its move in {fen:?}"
        );
        assert!(
            pos.is_legal(m),
            "{game}: is_legal refuses {text:?} in {fen:?}"
        );
    }

    if !complete {
        return;
    }
    let mut mine = texts;
    let mut theirs = move_texts(&again, again.legal_move_list().as_ref());
    mine.sort();
    theirs.sort();
    assert_eq!(
        mine, theirs,
        "{game}: the position re-read from {fen:?} has other legal moves"
    );
}

/// A FEN given as bytes: `[game, options, fen…]`. See [`check_fen`].
pub fn check_fen_bytes(data: &[u8]) {
    let [game, options, rest @ ..] = data else {
        return;
    };
    let text = text_of(rest);
    on_game!(Game::from_byte(*game), T => check_fen::<T>(*options, &text));
}

/// Reads `text` as a FEN of `P` with the options chosen by `options`: it must either fail with a
/// lowercase error message or give a position that passes [`check_invariants`], and so must
/// the positions one legal move later (at most 16 of them, spread over the move list).
///
/// # Panics
/// When an invariant is broken.
pub fn check_fen<P: Subject>(options: u8, text: &str) {
    let o = P::options_of(options);
    match P::read(text, &o) {
        Err(e) => check_message(&e),
        Ok(pos) => {
            check_invariants(&pos, &o);
            let moves = pos.legal_move_list();
            let moves = moves.as_ref();
            let stride = moves.len().div_ceil(16).max(1);
            for &m in moves.iter().step_by(stride) {
                let mut child = pos.clone();
                assert!(
                    child.play(m).is_ok(),
                    "{}: a generated move is refused",
                    P::GAME
                );
                check_invariants(&child, &o);
            }
        }
    }
}

/// The start position of a check: seed FEN `fen_index` (modulo their number) if it reads with
/// these options, else the start position.
pub(crate) fn start_of<P: Subject>(options: &P::Options, fen_index: u8) -> P {
    let seeds = P::SEED_FENS;
    let i = usize::from(fen_index) % seeds.len();
    if i == 0 {
        return P::start(options);
    }
    P::read(seeds[i], options).unwrap_or_else(|_| P::start(options))
}

/// Move text as bytes: `[game, options, fen index, text…]`. See [`check_move_text`].
pub fn check_move_text_bytes(data: &[u8]) {
    let [game, options, fen_index, rest @ ..] = data else {
        return;
    };
    let text = text_of(rest);
    on_game!(Game::from_byte(*game), T => check_move_text::<T>(*options, *fen_index, &text));
}

/// Plays `text` with [`Position::play_text`] and checks the result against
/// [`Position::parse_move`]: the same move or the same error, an unchanged position after an
/// error, a legal move and a position passing [`check_invariants`] after success.
fn try_text<P: Subject>(
    pos: &mut P,
    options: &P::Options,
    salt: usize,
    text: &str,
) -> Option<P::Move> {
    let game = P::GAME;
    let parsed = pos.parse_move(text);
    match &parsed {
        Ok(m) => assert!(
            pos.is_legal(*m),
            "{game}: parse_move({text:?}) returned an illegal move in {pos}"
        ),
        Err(e) => {
            if let ParseMoveError::Malformed { offset, expected } = e {
                assert!(
                    *offset <= text.len(),
                    "{game}: error offset {offset} past the end of {text:?}"
                );
                assert!(
                    !expected.is_empty(),
                    "{game}: empty `expected` for {text:?}"
                );
            }
            check_message(&e.to_string());
        }
    }
    let before = snapshot(pos);
    let played = pos.play_text(text);
    assert_eq!(
        played, parsed,
        "{game}: play_text and parse_move disagree on {text:?}"
    );
    if played.is_err() {
        assert_eq!(
            snapshot(pos),
            before,
            "{game}: refused move text {text:?} changed the position"
        );
    } else {
        check_position(pos, options, SAMPLE, salt);
    }
    played.ok()
}

/// Parses and plays `text` in seed position `fen_index` under options `options` (see
/// `try_text` for what is checked), then once more after the text of a legal move, to
/// reach the code that reads what follows a valid prefix.
///
/// # Panics
/// When an invariant is broken.
pub fn check_move_text<P: Subject>(options: u8, fen_index: u8, text: &str) {
    let o = P::options_of(options);
    let start = start_of::<P>(&o, fen_index);
    let _ = try_text(&mut start.clone(), &o, 0, text);
    let moves = start.legal_move_list();
    let moves = moves.as_ref();
    if !moves.is_empty() {
        let m = moves[text.len() % moves.len()];
        let joined = format!("{}{text}", start.display_move(m));
        let _ = try_text(&mut start.clone(), &o, 1, &joined);
    }
}

/// A random game as bytes: `[game, options, fen index, steps…]`. See [`check_random_play`].
pub fn check_random_play_bytes(data: &[u8]) {
    let [game, options, fen_index, rest @ ..] = data else {
        return;
    };
    let rest = &rest[..rest.len().min(MAX_INPUT)];
    on_game!(Game::from_byte(*game), T => check_random_play::<T>(*options, *fen_index, rest));
}

/// A game played by a byte stream from seed position `fen_index`. Each step reads an
/// operation byte and its arguments:
///
/// | op % 8 | step |
/// |---|---|
/// | 0, 1 | `play` a generated move (must succeed) |
/// | 2, 3 | `play_text` a generated move's text (must give that move) |
/// | 4 | `play` a move generated in an earlier position: accepted exactly when it is legal here, otherwise refused with the position unchanged |
/// | 5 | `play_text` up to 15 arbitrary bytes |
/// | 6 | `play_text` a legal move's text with one byte inserted, replaced or deleted |
/// | 7 | `play_text` a move text seen in an earlier position |
///
/// An op byte of `0xF8` or more takes the last move back through [`skazka_core::Game::undo`]
/// instead. Every move played is also played in a `Game` with the game's own draw and history
/// rules (the Xianling chase rule, Synthesis bare kings), which must accept it (unless it has
/// ended the game) and reach the same position; undo must restore the previous position.
///
/// After every step the position must pass [`check_invariants`] (parse-back of six moves,
/// rotating); in Volkhv the number of checkers never changes (captured pieces stay in towers).
/// At most [`MAX_STEPS`] steps.
///
/// # Panics
/// When an invariant is broken.
pub fn check_random_play<P: Subject>(options: u8, fen_index: u8, steps: &[u8]) {
    let game_name = P::GAME;
    let o = P::options_of(options);
    let mut pos = start_of::<P>(&o, fen_index);
    check_invariants(&pos, &o);
    let kept = conserved(&pos);
    let mut game = Some(P::new_game(pos.clone()));
    let mut fens = vec![pos.to_string()];
    let mut pool: Vec<P::Move> = Vec::new();
    let mut text_pool: Vec<String> = Vec::new();
    let mut bytes = steps.iter().copied();
    for step in 0..MAX_STEPS {
        let Some(op) = bytes.next() else { break };
        let arg = bytes.next().unwrap_or(0);
        let moves = pos.legal_move_list();
        let moves = moves.as_ref();
        if pool.len() < 512 {
            pool.extend(moves.iter().take(64));
        }
        if text_pool.len() < 256 {
            text_pool.extend(
                moves
                    .iter()
                    .take(8)
                    .map(|&m| pos.display_move(m).to_string()),
            );
        }
        let chosen = (!moves.is_empty()).then(|| moves[usize::from(arg) % moves.len()]);
        if op >= 0xF8 {
            // Take back the last move of the game and continue from there.
            if let Some(g) = game.as_mut().filter(|g| !g.moves().is_empty()) {
                assert!(g.undo().is_some(), "{game_name}: undo refused");
                fens.pop();
                pos = g.position().clone();
                assert_eq!(
                    fens.last(),
                    Some(&pos.to_string()),
                    "{game_name}: undo did not restore the position"
                );
                check_position(&pos, &o, SAMPLE, step);
            }
            continue;
        }
        let played: Option<P::Move> = match op % 8 {
            0 | 1 => {
                let Some(m) = chosen else { continue };
                assert!(
                    pos.play(m).is_ok(),
                    "{game_name}: generated move refused in {pos}"
                );
                check_position(&pos, &o, SAMPLE, step);
                Some(m)
            }
            2 | 3 => {
                let Some(m) = chosen else { continue };
                let text = pos.display_move(m).to_string();
                assert_eq!(
                    pos.play_text(&text),
                    Ok(m),
                    "{game_name}: text {text:?} of a generated move not played"
                );
                check_position(&pos, &o, SAMPLE, step);
                Some(m)
            }
            4 => {
                if pool.is_empty() {
                    continue;
                }
                let m = pool[usize::from(arg) % pool.len()];
                let legal = moves.contains(&m);
                let before = snapshot(&pos);
                let result = pos.play(m);
                assert_eq!(
                    result.is_ok(),
                    legal,
                    "{game_name}: play disagrees with legal_moves on {m:?}"
                );
                if legal {
                    check_position(&pos, &o, SAMPLE, step);
                    Some(m)
                } else {
                    assert_eq!(
                        snapshot(&pos),
                        before,
                        "{game_name}: refused move {m:?} changed the position"
                    );
                    None
                }
            }
            5 => {
                let len = usize::from(arg % 16);
                let raw: Vec<u8> = bytes.by_ref().take(len).collect();
                try_text(&mut pos, &o, step, &String::from_utf8_lossy(&raw))
            }
            6 => {
                let Some(m) = chosen else { continue };
                let mut raw = pos.display_move(m).to_string().into_bytes();
                let at = usize::from(bytes.next().unwrap_or(0)) % (raw.len() + 1);
                let b = bytes.next().unwrap_or(b'x');
                match arg % 3 {
                    0 => raw.insert(at, b),
                    1 if at < raw.len() => raw[at] = b,
                    _ if at < raw.len() => {
                        raw.remove(at);
                    }
                    _ => raw.push(b),
                }
                try_text(&mut pos, &o, step, &String::from_utf8_lossy(&raw))
            }
            _ => {
                if text_pool.is_empty() {
                    continue;
                }
                let text = text_pool[usize::from(arg) % text_pool.len()].clone();
                try_text(&mut pos, &o, step, &text)
            }
        };
        if let Some(m) = played {
            mirror(&mut game, &mut fens, m, &pos);
        }
        assert_eq!(
            conserved(&pos),
            kept,
            "{game_name}: a conserved quantity changed in {pos}"
        );
    }
}

/// Plays `m`, just played on `pos`, in `game` too: a [`skazka_core::Game`] must accept it
/// unless its history rules ended the game (then the mirror stops), and must reach the same
/// position; its draw and outcome queries must not panic.
fn mirror<P: Subject>(
    game: &mut Option<skazka_core::Game<P>>,
    fens: &mut Vec<String>,
    m: P::Move,
    pos: &P,
) {
    let Some(g) = game.as_mut() else { return };
    let over = g.outcome().is_some();
    let result = g.play(m);
    if over {
        assert!(
            result.is_err(),
            "{}: a finished game accepted a move",
            P::GAME
        );
        *game = None;
        return;
    }
    assert!(
        result.is_ok(),
        "{}: the game refused a legal move {m:?}",
        P::GAME
    );
    let fen = pos.to_string();
    assert_eq!(
        g.position().to_string(),
        fen,
        "{}: the game reached another position",
        P::GAME
    );
    let now = g.position();
    let every_occurrence = g
        .positions()
        .filter(|p| p.zobrist() == now.zobrist() && p.is_repetition_of(now))
        .count();
    assert_eq!(
        g.repetitions() as usize,
        every_occurrence,
        "{}: repetitions counted back to the last irreversible move differ from a count over the whole game",
        P::GAME
    );
    let _ = (g.outcome(), g.claimable_draw());
    fens.push(fen);
}

/// What a game never creates or destroys, read from the FEN: in Volkhv, the checkers (a
/// captured checker joins a tower). `None` for the other games.
fn conserved<P: Subject>(pos: &P) -> Option<usize> {
    if P::GAME != Game::Volkhv {
        return None;
    }
    let fen = pos.to_string();
    let board = fen.split(' ').next().unwrap_or("");
    // `=x` names a promotion kind, not a checker.
    let mut count = 0;
    let mut prev = ' ';
    for c in board.chars() {
        if c.is_ascii_alphabetic() && prev != '=' {
            count += 1;
        }
        prev = c;
    }
    Some(count)
}

/// The positions of a random game (as [`check_random_play`] would play its generated moves),
/// for the property tests and seeds: FENs of every position reached.
#[must_use]
pub fn reached_positions(game: Game, options: u8, fen_index: u8, choices: &[u16]) -> Vec<String> {
    fn run<P: Subject>(options: u8, fen_index: u8, choices: &[u16]) -> Vec<String> {
        let o = P::options_of(options);
        let mut pos = start_of::<P>(&o, fen_index);
        let mut out = vec![pos.to_string()];
        for &c in choices {
            let moves = pos.legal_move_list();
            let moves = moves.as_ref();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[usize::from(c) % moves.len()]);
            out.push(pos.to_string());
        }
        out
    }
    on_game!(game, T => run::<T>(options, fen_index, choices))
}
