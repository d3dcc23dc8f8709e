//! Replaying a game's tags and movetext under one game's rules.

use skazka_core::san::{San, parse_san};
use skazka_core::{Color, Game, RuleOptions};

use crate::read::{Location, PgnError, PgnErrorKind, RawGame, clip};
use crate::record::{DERIVED_TAGS, GameResult, RulesEnd, clean_comment};
use crate::tags::variant_is;
use crate::write::{fullmove_number, is_roster_default};
use crate::{GameRecord, Tags};

/// For a type whose games come from data, with a `variant` option: the variant the `Variant`
/// tag names, when the options text does not name one (records of such games name their game
/// in the tag only, as other programs write them). A name the options do not take leaves them
/// as they are; the check of the tag against the start position then names it.
fn named_by_tag<O: RuleOptions>(options: &mut O, options_text: &str, tag: &str) {
    let has_key = O::keys().iter().any(|k| k.name == VARIANT_KEY);
    let given = options_text.split_whitespace().any(|word| {
        word.split_once('=')
            .is_some_and(|(key, _)| key == VARIANT_KEY)
    });
    if has_key && !given && options.set(VARIANT_KEY, tag).is_err() {
        let _ = options.set(VARIANT_KEY, &tag.to_ascii_lowercase());
    }
}

/// The option key that names the game, in types whose games come from data.
pub(crate) const VARIANT_KEY: &str = "variant";

/// Replays `raw` under the rules of `R`.
pub(crate) fn replay<R: San>(raw: &RawGame) -> Result<GameRecord<R>, PgnError> {
    let fail = |location, kind| PgnError::new(raw.number, location, kind);
    let tags = &raw.tags;
    let options_text = tags.get("VariantOptions").unwrap_or("");
    let mut options: R::Options = options_text
        .parse()
        .map_err(|e: skazka_core::OptionError| {
            fail(
                Location::Game,
                PgnErrorKind::Options {
                    text: clip(options_text),
                    message: e.to_string(),
                },
            )
        })?;
    named_by_tag(&mut options, options_text, tags.variant());
    let start = match (tags.get("SetUp").map(str::trim), tags.get("FEN")) {
        (Some("1"), None) => return Err(fail(Location::Game, PgnErrorKind::MissingFen)),
        (_, Some(fen)) => R::from_fen(fen.trim(), &options).map_err(|e| {
            fail(
                Location::Game,
                PgnErrorKind::Fen {
                    fen: clip(fen),
                    message: e.to_string(),
                },
            )
        })?,
        (_, None) => R::new(&options),
    };
    // The game is known once its position is: a type whose games come from data learns
    // which one from the options.
    let variant = tags.variant();
    if !variant_is(variant, start.name()) {
        return Err(fail(
            Location::Game,
            PgnErrorKind::Variant {
                expected: start.name().to_owned(),
                found: clip(variant),
            },
        ));
    }
    let tag_result = match tags.get("Result").map(str::trim) {
        None => GameResult::Unknown,
        Some(text) => GameResult::from_pgn(text)
            .ok_or_else(|| fail(Location::Game, PgnErrorKind::InvalidResult(clip(text))))?,
    };

    let mut number = fullmove_number(&start.fen());
    let mut game = Game::new(start);
    let mut comments = Vec::new();
    let mut nags = Vec::new();
    let mut token_result = None;
    let mut ended = None;
    let mut depth = 0usize;
    let text = raw.movetext.as_str();
    let bytes = text.as_bytes();
    let mut i = 0;
    let here = |game: &Game<R>, number: u32| Location::Move {
        number,
        side: game.position().turn(),
    };
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            b if b.is_ascii_whitespace() => i += 1,
            b'{' => {
                let Some(close) = text[i + 1..].find('}') else {
                    return Err(fail(here(&game, number), PgnErrorKind::UnclosedComment));
                };
                if depth == 0 {
                    comments.push((
                        game.moves().len(),
                        clean_comment(&text[i + 1..i + 1 + close]),
                    ));
                }
                i += close + 2;
            }
            b';' => {
                let end = text[i..].find('\n').map_or(text.len(), |n| i + n);
                if depth == 0 {
                    comments.push((game.moves().len(), clean_comment(&text[i + 1..end])));
                }
                i = end;
            }
            b'(' => {
                depth += 1;
                i += 1;
            }
            b')' => {
                if depth == 0 {
                    return Err(fail(
                        here(&game, number),
                        PgnErrorKind::UnmatchedParenthesis,
                    ));
                }
                depth -= 1;
                i += 1;
            }
            _ => {
                let end = word_end(bytes, i);
                let word = &text[i..end];
                i = end;
                if depth > 0 {
                    continue;
                }
                if let Some(result) = GameResult::from_pgn(word) {
                    token_result = Some(result);
                    break;
                }
                if let Some(nag) = glyph(word) {
                    if !game.moves().is_empty() {
                        nags.push((game.moves().len(), nag));
                    }
                    continue;
                }
                let Some(san) = move_part(word) else {
                    continue;
                };
                let turn = game.position().turn();
                if ended.is_none() {
                    ended = game.outcome().map(|outcome| RulesEnd {
                        ply: game.moves().len(),
                        outcome,
                    });
                }
                // Records go on past an end by the rules (a dead position, a repetition):
                // a reader replays what is legal in the position and says where it ended.
                let m = parse_san(game.position(), san).map_err(|error| {
                    let kind = if game.outcome().is_some() {
                        PgnErrorKind::AfterEnd(clip(san))
                    } else {
                        PgnErrorKind::Move {
                            text: clip(san),
                            error,
                        }
                    };
                    fail(here(&game, number), kind)
                })?;
                if game.play_past_end(m).is_err() {
                    return Err(fail(here(&game, number), PgnErrorKind::AfterEnd(clip(san))));
                }
                let marks = san.trim_end_matches(['+', '#']);
                let marks = &marks[marks.trim_end_matches(['!', '?']).len()..];
                if let Some(nag) = glyph(marks) {
                    nags.push((game.moves().len(), nag));
                }
                if turn == Color::Black && game.position().turn() == Color::White {
                    number = number.saturating_add(1);
                }
            }
        }
    }
    if depth > 0 {
        return Err(fail(here(&game, number), PgnErrorKind::UnclosedVariation));
    }
    let result = match token_result {
        None | Some(GameResult::Unknown) => tag_result,
        Some(token) => {
            if tag_result != GameResult::Unknown && tag_result != token {
                return Err(fail(
                    Location::Game,
                    PgnErrorKind::ResultMismatch {
                        tag: tag_result.to_string(),
                        movetext: token.to_string(),
                    },
                ));
            }
            token
        }
    };
    let kept: Tags = tags
        .iter()
        .filter(|&(name, value)| !DERIVED_TAGS.contains(&name) && !is_roster_default(name, value))
        .collect();
    Ok(GameRecord::from_parts(kept, game, comments, nags, result).with_rules_end(ended))
}

/// The end of the word starting at `start`: white space, a comment, a variation or a NAG ends
/// it; a tower count such as `(2)` right after a square belongs to it.
fn word_end(bytes: &[u8], start: usize) -> usize {
    let mut i = start;
    while i < bytes.len() {
        match bytes[i] {
            b if b.is_ascii_whitespace() => break,
            b'{' | b'}' | b';' | b')' => break,
            b'$' if i > start => break,
            b'(' => {
                let digits = bytes[i + 1..]
                    .iter()
                    .take_while(|b| b.is_ascii_digit())
                    .count();
                if i > start && digits > 0 && bytes.get(i + 1 + digits) == Some(&b')') {
                    i += digits + 2;
                } else {
                    break;
                }
            }
            _ => i += 1,
        }
    }
    i.max(start + 1)
}

/// The glyph of a NAG (`$14`) or of annotation marks (`!`, `?`, `!!`, `??`, `!?`, `?!`);
/// `None` for other words and for NAGs over 255.
fn glyph(word: &str) -> Option<u8> {
    match word {
        "!" => Some(1),
        "?" => Some(2),
        "!!" => Some(3),
        "??" => Some(4),
        "!?" => Some(5),
        "?!" => Some(6),
        _ => word.strip_prefix('$')?.parse().ok(),
    }
}

/// The move in a word of movetext, without a move number before it; `None` for a word that
/// holds no move: a move number alone (`12.`, `12...`), a NAG (`$14`), annotation marks
/// (`!?`) or `e.p.`.
fn move_part(word: &str) -> Option<&str> {
    if word.starts_with('$') || word.bytes().all(|b| b == b'!' || b == b'?') {
        return None;
    }
    if matches!(word, "e.p." | "ep") {
        return None;
    }
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    if digits > 0 {
        let rest = &word[digits..];
        if rest.is_empty() {
            return None;
        }
        let after_dots = rest.trim_start_matches('.');
        if after_dots.len() < rest.len() {
            return (!after_dots.is_empty()).then_some(after_dots);
        }
    }
    Some(word)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_of_movetext_hold_their_moves() {
        assert_eq!(move_part("12."), None);
        assert_eq!(move_part("12..."), None);
        assert_eq!(move_part("12"), None);
        assert_eq!(move_part("$14"), None);
        assert_eq!(move_part("!?"), None);
        assert_eq!(move_part("1.e4"), Some("e4"));
        assert_eq!(move_part("3...Nf6"), Some("Nf6"));
        assert_eq!(move_part("0-0-0"), Some("0-0-0"));
        assert_eq!(move_part("Nf3!"), Some("Nf3!"));
        assert_eq!(move_part("[N]"), Some("[N]"));
    }

    #[test]
    fn a_tower_count_stays_in_its_word() {
        let text = b"e2(2)e4 (1. d4) e4$1";
        assert_eq!(word_end(text, 0), 7);
        assert_eq!(word_end(text, 8), 9);
        assert_eq!(word_end(text, 16), 18);
    }
}
