//! Games as PGN: written with the tags of the library's records (`Variant`,
//! `VariantOptions`, `SetUp`, `FEN`) and the moves in each game's move text; read back
//! leniently (comments, move numbers, annotations and variations are skipped).

use skazka::Variant;
use skazka::core::Color;

use crate::session::{GameSession, Records, Session, new_session, truncate};

/// The game as PGN: the records library's PGN (SAN moves) when the game has SAN, else
/// the same tags with the moves in move text.
pub fn write(session: &dyn Session) -> String {
    if let Some(text) = session.record() {
        return text;
    }
    let result = session.outcome().map_or("*", |o| o.score());
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        let value = value.replace('\\', "\\\\").replace('"', "\\\"");
        out.push_str(&format!("[{name} \"{value}\"]\n"));
    };
    tag("Event", "skazka web board");
    tag("Site", "local");
    tag("Date", "????.??.??");
    tag("Round", "-");
    tag("White", "?");
    tag("Black", "?");
    tag("Result", result);
    tag("Variant", session.variant().name());
    let options = session.options();
    if !options.is_empty() {
        tag("VariantOptions", &options);
    }
    if !session.standard_start() {
        tag("SetUp", "1");
        tag("FEN", &session.start_fen());
    }
    out.push('\n');
    let start_black = {
        // The colour to move at the start: replay nothing, read the start FEN's side field.
        session
            .start_fen()
            .split_whitespace()
            .nth(1)
            .is_some_and(|s| s == "b")
    };
    let mut line = String::new();
    let mut number = 1;
    let mut turn = if start_black {
        Color::Black
    } else {
        Color::White
    };
    for (i, m) in session.history().iter().enumerate() {
        let token = match (turn, i) {
            (Color::White, _) => format!("{number}. {m}"),
            (Color::Black, 0) => format!("{number}... {m}"),
            (Color::Black, _) => m.clone(),
        };
        if turn == Color::Black {
            number += 1;
        }
        turn = turn.other();
        if !line.is_empty() && line.len() + token.len() + 1 > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&token);
    }
    if !line.is_empty() && line.len() + result.len() + 1 > 79 {
        out.push_str(&line);
        out.push('\n');
        line.clear();
    }
    if !line.is_empty() {
        line.push(' ');
    }
    line.push_str(result);
    out.push_str(&line);
    out.push('\n');
    out
}

/// Reads the first game of a PGN text into a session.
///
/// # Errors
/// What is wrong: an unknown variant, a bad FEN or option, a move that is not legal (with its
/// number).
pub fn read(text: &str) -> Result<Box<dyn Session>, String> {
    // The records library reads SAN and move text for every game that has SAN.
    let mut reader = skazka_pgn::PgnReader::new(text.as_bytes());
    if let Some(raw) = reader.next_raw() {
        let raw = raw.map_err(|e| e.to_string())?;
        let name = raw.tags().variant().trim().to_ascii_lowercase();
        let variant: Variant = if name.is_empty() || skazka_pgn::variant_is(&name, "chess") {
            Variant::Chess
        } else {
            name.parse()
                .map_err(|e: skazka::VariantError| e.to_string())?
        };
        if let Some(session) = replay(variant, &raw) {
            return session;
        }
    }
    read_text(text)
}

/// The game of `raw` under `variant` through the records library; `None` for a game without
/// SAN.
fn replay(variant: Variant, raw: &skazka_pgn::RawGame) -> Option<Result<Box<dyn Session>, String>> {
    fn boxed<P>(
        game: Option<Result<skazka::core::Game<P>, String>>,
    ) -> Option<Result<Box<dyn Session>, String>>
    where
        GameSession<P>: Session + 'static,
        P: skazka::core::Rules,
    {
        game.map(|g| g.map(|g| Box::new(GameSession::from_game(g)) as Box<dyn Session>))
    }
    match variant {
        Variant::Chess => boxed(<skazka::chess::Chess as Records>::replay(raw)),
        Variant::Stone => boxed(<skazka::stone::Stone as Records>::replay(raw)),
        Variant::Synthesis => boxed(<skazka::synthesis::Synthesis as Records>::replay(raw)),
        Variant::Xianling => boxed(<skazka::xianling::Xianling as Records>::replay(raw)),
        Variant::Volkhv => boxed(<skazka::volkhv::Volkhv as Records>::replay(raw)),
        _ => None,
    }
}

/// Reads the first game of a PGN text with its moves in move text.
///
/// # Errors
/// As [`read`].
fn read_text(text: &str) -> Result<Box<dyn Session>, String> {
    let mut tags: Vec<(String, String)> = Vec::new();
    let mut moves = String::new();
    for line in text.lines() {
        let t = line.trim();
        if t.starts_with('%') {
            continue;
        }
        if let Some(inner) = t.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
            if !moves.trim().is_empty() {
                break; // the next game
            }
            let inner = inner.trim();
            let (name, rest) = inner.split_once(char::is_whitespace).unwrap_or((inner, ""));
            let value = rest
                .trim()
                .trim_start_matches('"')
                .trim_end_matches('"')
                .replace("\\\"", "\"")
                .replace("\\\\", "\\");
            tags.push((name.to_owned(), value));
        } else {
            moves.push_str(line);
            moves.push('\n');
        }
    }
    let get = |name: &str| {
        tags.iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    };
    let variant: Variant = get("Variant")
        .unwrap_or("chess")
        .trim()
        .to_ascii_lowercase()
        .parse()
        .map_err(|e: skazka::VariantError| e.to_string())?;
    let options = get("VariantOptions").unwrap_or("");
    let fen = match get("SetUp").map(str::trim) {
        Some("0") => None,
        _ => get("FEN"),
    };
    let mut session = new_session(variant, fen, options)?;
    for (i, token) in tokens(&moves).into_iter().enumerate() {
        session
            .play(token)
            .map_err(|e| format!("move {} `{}`: {e}", i + 1, truncate(token)))?;
    }
    Ok(session)
}

/// The move tokens of PGN movetext.
fn tokens(movetext: &str) -> Vec<&str> {
    // Strip comments first: `{…}` and `;` to the end of the line.
    let mut out = Vec::new();
    let mut depth = 0usize; // variation depth
    let mut in_brace = false;
    for line in movetext.lines() {
        for raw in line.split_whitespace() {
            if in_brace {
                if raw.contains('}') {
                    in_brace = false;
                }
                continue;
            }
            if raw.starts_with('{') {
                if !raw.contains('}') {
                    in_brace = true;
                }
                continue;
            }
            if raw.starts_with(';') {
                break;
            }
            if raw.starts_with('(') {
                depth += raw.matches('(').count();
                depth = depth.saturating_sub(raw.matches(')').count());
                continue;
            }
            if depth > 0 {
                depth += raw.matches('(').count();
                depth = depth.saturating_sub(raw.matches(')').count());
                continue;
            }
            if raw.starts_with('$') || matches!(raw, "1-0" | "0-1" | "1/2-1/2" | "*") {
                continue;
            }
            // Move numbers, glued to the move or not: `12.`, `12...`, `12.e4`.
            let token = raw.trim_start_matches(|c: char| c.is_ascii_digit());
            let token = if token.len() < raw.len() && token.starts_with('.') {
                token.trim_start_matches('.')
            } else {
                raw
            };
            let token = token.trim_end_matches(['!', '?']);
            if !token.is_empty() {
                out.push(token);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn movetext_tokens_skip_numbers_comments_and_variations() {
        let t = tokens(
            "1. e2e4 {best} e7e5 2.g1f3 (2. f2f4 e5f4) b8c6!? ; note\n3... --  $1 e2(2)e4 1-0",
        );
        assert_eq!(t, ["e2e4", "e7e5", "g1f3", "b8c6", "--", "e2(2)e4"]);
    }
}
