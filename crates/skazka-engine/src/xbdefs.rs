//! How each game is shown to XBoard: the variant name, the `setup` line (piece letters, board
//! size, parent variant, start position), `piece` lines with the moves of pieces XBoard does
//! not know, and the translation of squares, moves and FENs between the two notations.
//!
//! XBoard counts ranks from 0 on boards of exactly ten ranks, so Xianling's `e4` is XBoard's
//! `e3`; a pass is XBoard's null move `@@@@`; a promotion is a lower-case letter after the
//! squares (`e8e9=R` is XBoard's `e7e8r`); a Stone-chess placement `ST@e4` is the drop `T@e4`.

use skazka::Variant;

/// The name XBoard knows the game by.
pub(crate) fn name(variant: Variant) -> &'static str {
    match variant {
        Variant::Chess => "normal",
        other => other.name(),
    }
}

/// Every game's XBoard name: the five games, then the variants defined as data.
pub(crate) fn names() -> Vec<&'static str> {
    skazka::Registry::new()
        .variants()
        .iter()
        .map(|v| name(v.variant))
        .collect()
}

/// The game of an XBoard variant name.
pub(crate) fn variant_of(name: &str) -> Option<Variant> {
    match name {
        "normal" | "chess" => Some(Variant::Chess),
        other => other.parse().ok().filter(|v: &Variant| v.is_compiled()),
    }
}

/// The variants defined as data that XBoard knows by name, whose rules and pieces it needs no
/// `setup` for (Fairy-Stockfish's list).
const KNOWN_TO_XBOARD: &[&str] = &[
    "normal",
    "nocastle",
    "fischerandom",
    "knightmate",
    "3check",
    "makruk",
    "shatranj",
    "asean",
    "seirawan",
    "crazyhouse",
    "bughouse",
    "suicide",
    "giveaway",
    "losers",
    "atomic",
    "capablanca",
    "gothic",
    "janus",
    "caparandom",
    "grand",
    "shogi",
    "xiangqi",
    "duck",
    "berolina",
    "spartan",
];

/// The `setup` and `piece` lines of a variant defined as data, as Fairy-Stockfish sends them:
/// its `pieceToCharTable` in XBoard's piece order, the board, the holdings and the template,
/// then each piece's moves in XBetza.
fn data_definition(name: &str) -> Vec<String> {
    if KNOWN_TO_XBOARD.contains(&name) {
        return Vec::new();
    }
    let Some(variant) = skazka::fairy::variant_by_name(name) else {
        return Vec::new();
    };
    let d = variant.definition();
    let pocket = if d.piece_drops { d.pieces.len() } else { 0 };
    let (table, pocket) = data_table(d, pocket);
    let mut lines = vec![format!(
        "setup ({table}) {}x{}+{pocket}_{} {}",
        d.files, d.ranks, d.variant_template, d.start_fen
    )];
    for piece in &d.pieces {
        let Some(betza) = piece.betza.as_deref().or(piece.kind.default_betza()) else {
            continue;
        };
        let mut suffix = String::new();
        if piece.kind == skazka::fairy::PieceKind::Pawn && d.double_step {
            suffix.push_str("ifmnD");
        }
        if piece.kind == skazka::fairy::PieceKind::King && d.castling {
            let span = d.castling_kingside_file.abs_diff(d.castling_queenside_file) / 2;
            suffix.push_str(&format!("O{span}"));
        }
        lines.push(format!(
            "piece {}& {betza}{suffix}",
            piece.letter.to_ascii_uppercase()
        ));
    }
    lines
}

/// XBoard's piece slots in the order of a `setup` string: P N B R Q F E A C W M O H I J G D V L
/// S U, then the King. XBoard gives a slot its picture and, for a few slots, rules of its own.
const PAWN_SLOT: usize = 0;
const KNIGHT_SLOT: usize = 1;
const QUEEN_SLOT: usize = 4;
/// The shogi parent offers promotion to the pieces of the slots before it, in its zone.
const WAZIR_SLOT: usize = 9;
/// Falcon and Cobra are wildcards (any move) unless a `piece` line defines them.
const FALCON_SLOT: usize = 17;
const LANCE_SLOT: usize = 18;
const COBRA_SLOT: usize = 19;
/// A shogi slot's promoted form is the slot this far on (`+` in the table marks one).
const PROMOTED_OFFSET: usize = 11;

/// The slots whose pieces XBoard promotes by its own rules: a move of a piece with a `piece`
/// line from the Pawn or Lance slot onto the last rank is a promotion under every parent
/// variant (XBoard adds a Queen letter when the move has none, and passes that on to the
/// opponent); the shogi parent also makes promotion compulsory for the Knight slot on the last
/// two ranks and the Queen slot on the last rank.
pub(crate) fn promoting_slots(template: &str) -> &'static [usize] {
    if template == "shogi" {
        &[PAWN_SLOT, KNIGHT_SLOT, QUEEN_SLOT, LANCE_SLOT]
    } else {
        &[PAWN_SLOT, LANCE_SLOT]
    }
}

/// Whether a piece moved into `slot` would meet none of XBoard's own rules.
fn neutral_slot(template: &str, white: &[char], slot: usize) -> bool {
    let shogi = template == "shogi";
    let promoted_form = white
        .get(slot + PROMOTED_OFFSET)
        .is_some_and(|&c| c == '+' || c == '~');
    white.get(slot) == Some(&'.')
        && slot + 1 < white.len()
        && !promoting_slots(template).contains(&slot)
        && slot != FALCON_SLOT
        && slot != COBRA_SLOT
        && !(shogi && (slot < WAZIR_SLOT || promoted_form))
}

/// A piece table (`pieceToCharTable`) with every piece that does not promote in the game moved
/// out of the slots XBoard promotes, into free neutral slots, for both colours alike. A table
/// with characters other than letters, `.`, `+` and `~` is returned as it is. XBoard keeps
/// the first `holdings` slots in hand: a piece moved from one of them beyond them widens the
/// holdings to reach it, returned with the table.
pub(crate) fn neutral_table(
    table: &str,
    template: &str,
    holdings: usize,
    promotes: impl Fn(char) -> bool,
) -> (String, usize) {
    let chars: Vec<char> = table.chars().collect();
    let plain = chars
        .iter()
        .all(|&c| c.is_ascii_alphabetic() || c == '.' || c == '+' || c == '~');
    if !plain || chars.len() < 12 || chars.len() % 2 == 1 {
        return (table.to_owned(), holdings);
    }
    let half = chars.len() / 2;
    let (mut white, mut black) = (chars[..half].to_vec(), chars[half..].to_vec());
    let mut widened = holdings;
    for &slot in promoting_slots(template) {
        let Some(&letter) = white.get(slot).filter(|_| slot + 1 < half) else {
            continue;
        };
        if !letter.is_ascii_alphabetic() || promotes(letter) {
            continue;
        }
        // The slots after the Queen's first: their pictures are no orthodox piece's.
        let mut order = (QUEEN_SLOT + 1..half).chain(0..=QUEEN_SLOT);
        if let Some(free) = order.find(|&j| neutral_slot(template, &white, j)) {
            white.swap(slot, free);
            black.swap(slot, free);
            if slot < holdings {
                widened = widened.max(free + 1);
            }
        }
    }
    (white.into_iter().chain(black).collect(), widened)
}

/// Whether a piece of a variant defined as data promotes: a pawn type or a shogi-style piece.
fn data_promotes(d: &skazka::fairy::Definition, letter: char) -> bool {
    let letter = letter.to_ascii_lowercase();
    d.promotion_pawn_types.contains(letter)
        || d.promoted_piece_type
            .iter()
            .any(|&(from, _)| from == letter)
}

/// The piece table a variant defined as data sends and the number of its slots kept in hand:
/// its own table (or, for `-`, the parent's, which XBoard would keep), with the pieces that
/// do not promote out of the slots XBoard promotes.
fn data_table(d: &skazka::fairy::Definition, holdings: usize) -> (String, usize) {
    let own = d.piece_to_char_table.as_str();
    // The parent's table is full; only the slots of the variant's own pieces are taken, so
    // the others are free for a piece to move to.
    let table = match parent_table(&d.variant_template) {
        Some(parent) if own == "-" => parent
            .chars()
            .map(|c| {
                if d.piece_by_letter(c).is_some() {
                    c
                } else {
                    '.'
                }
            })
            .collect(),
        _ => own.to_owned(),
    };
    let (neutral, holdings) = neutral_table(&table, &d.variant_template, holdings, |c| {
        data_promotes(d, c)
    });
    if neutral == table {
        (own.to_owned(), holdings)
    } else {
        (neutral, holdings)
    }
}

/// XBoard's own piece table for a parent variant, which it keeps when `setup` gives none.
fn parent_table(template: &str) -> Option<&'static str> {
    match template {
        "fairy" => Some("PNBRQFEACWMOHIJGDVLSUKpnbrqfeacwmohijgdvlsuk"),
        "shogi" => Some("PNBRLS...G.++++++Kpnbrls...g.++++++k"),
        _ => None,
    }
}

/// Xianling's kinds and the XBoard piece slots whose images show them. The Camel (`L`) sits in
/// the Unicorn slot, not the Lance slot: XBoard promotes a Lance reaching the last rank, and
/// a Camel does not promote. Only the Pawn, which promotes, is in a slot XBoard promotes.
const XIANLING_PIECES: &str = "PNBRQFEASWGCZIH.....LK";

/// Xianling's pieces whose moves XBoard must be told, in XBetza.
const XIANLING_MOVES: &[(char, &str)] = &[
    ('P', "fmWfcF"),
    ('F', "F"),
    ('W', "W"),
    ('G', "K"),
    ('S', "WD"),
    ('E', "FA"),
    ('L', "C"),
    ('Z', "Z"),
    ('I', "FD"),
    ('H', "WA"),
    ('C', "mRcpR"),
    ('A', "mBcpB"),
];

/// Stone chess's one-letter tokens in XBoard's slots: the Stone is `T`, the Superpawn `S`,
/// the Arabian horse `H`, the Prince `I`; the others as in the game's FEN. The Stone takes
/// XBoard's first slot, the only one kept in the holdings (a holdings size of 1), so that the
/// reserves show beside the board and a placement is a drop; XBoard would promote a Pawn-slot
/// piece reaching the last rank, but a stone is placed and never moves. The Pawn, which
/// promotes, takes the Lance slot, which XBoard promotes like a pawn; the Camel (`L`) the
/// Unicorn slot, which XBoard leaves alone.
const STONE_PIECES: &str = "TNBRQFEAMWI.HXVZDSP.LK";

/// The most stones shown in each side's holdings.
const MAX_SHOWN_STONES: usize = 99;

/// The moves of a game XBoard cannot show, by their text: Stone-chess mutations (`Q@e4`, a
/// unit changed in place) are neither drops nor moves to XBoard, and XBoard sees only the top
/// of a Volkhv tower, so a part of a tower (`e2(2)e4`) or a declaration in place (`d1=Q`)
/// cannot be shown either. Whole towers moving look like their top piece moving. Xianling's
/// ten kinds that only promotion creates (`d9d10=+A`) have no XBoard piece.
pub(crate) fn inexpressible(variant: Variant) -> Option<fn(&str) -> bool> {
    fn mutation(text: &str) -> bool {
        text.contains('@') && !text.starts_with("ST@")
    }
    fn tower_part(text: &str) -> bool {
        text.contains('(') || (text.contains('=') && text.len() <= 5)
    }
    fn promoted_kind(text: &str) -> bool {
        text.contains("=+")
    }
    match variant {
        Variant::Stone => Some(mutation),
        Variant::Volkhv => Some(tower_part),
        Variant::Xianling => Some(promoted_kind),
        _ => None,
    }
}

/// The moves of Stone chess's units (default options) that XBoard's images do not imply.
const STONE_MOVES: &[(char, &str)] = &[
    ('P', "fmWfcFifmnD"),
    ('F', "F"),
    ('W', "W"),
    ('X', "fmFfcWifmnA"),
    ('E', "A"),
    ('D', "D"),
    ('Z', "Z"),
    ('L', "C"),
    ('I', "K"),
    ('H', "NF"),
    ('V', "RF"),
    ('A', "BN"),
    ('M', "RN"),
];

/// The lines to send after `variant`: `setup`, then `piece` definitions.
pub(crate) fn definition(variant: Variant, start_fen: &str) -> Vec<String> {
    let fen = fen_out(variant, start_fen);
    let (pieces, size, moves): (Option<String>, &str, &[(char, &str)]) = match variant {
        Variant::Chess => return Vec::new(),
        Variant::Fairy(name) => return data_definition(name.as_str()),
        Variant::Xianling => (
            Some(both_colors(XIANLING_PIECES)),
            "10x10+0_fairy",
            XIANLING_MOVES,
        ),
        Variant::Stone => (Some(both_colors(STONE_PIECES)), "8x8+1_fairy", STONE_MOVES),
        _ => (
            Some(both_colors("PNBRQ................K")),
            "8x8+0_fairy",
            &[],
        ),
    };
    let mut lines = vec![match pieces {
        Some(p) => format!("setup ({p}) {size} {fen}"),
        None => format!("setup {fen}"),
    }];
    for (letter, betza) in moves {
        lines.push(format!("piece {letter}& {betza}"));
    }
    lines
}

fn both_colors(white: &str) -> String {
    format!("{white}{}", white.to_ascii_lowercase())
}

/// Whether XBoard counts the game's ranks from 0: on boards of exactly ten ranks.
fn ten_ranks(variant: Variant) -> bool {
    match variant {
        Variant::Xianling => true,
        Variant::Fairy(name) => skazka::fairy::variant_by_name(name.as_str())
            .is_some_and(|v| v.definition().ranks == 10),
        _ => false,
    }
}

/// Moves every rank number in `text` by `delta` (squares are a file letter and a number).
fn shift_ranks(text: &str, delta: i32) -> Option<String> {
    let mut out = String::with_capacity(text.len());
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        out.push(c);
        i += 1;
        if c.is_ascii_lowercase() && i < chars.len() && chars[i].is_ascii_digit() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_digit() && i - start < 2 {
                i += 1;
            }
            let digits: String = chars[start..i].iter().collect();
            let rank: i32 = digits.parse().ok()?;
            let moved = rank + delta;
            if !(0..=16).contains(&moved) {
                return None;
            }
            out.push_str(&moved.to_string());
        }
    }
    Some(out)
}

/// A move of the game as XBoard writes it.
pub(crate) fn move_out(variant: Variant, text: &str) -> String {
    if text == "--" {
        return "@@@@".to_owned();
    }
    let mut m = text.to_owned();
    if variant == Variant::Stone {
        m = m.replacen("ST@", "T@", 1).replacen("SD@", "S@", 1);
        m = m.replacen("NN@", "H@", 1).replacen("PR@", "I@", 1);
    }
    if let Some((squares, piece)) = m.split_once('=') {
        let letter = match piece {
            "ST" => "t".to_owned(),
            "SD" => "s".to_owned(),
            "NN" => "h".to_owned(),
            "PR" => "i".to_owned(),
            other => other.trim_start_matches('+').to_ascii_lowercase(),
        };
        m = format!("{squares}{letter}");
    }
    if ten_ranks(variant) {
        shift_ranks(&m, -1).unwrap_or(m)
    } else {
        m
    }
}

/// The game's readings of a move XBoard sent, most likely first: the text itself (the game's
/// own move text is accepted too), then XBoard's form translated.
pub(crate) fn move_in(variant: Variant, text: &str) -> Vec<String> {
    let mut tries = Vec::new();
    // XBoard marks a move that declines an optional promotion with `=`; no game writes it.
    let text = text.strip_suffix('=').unwrap_or(text);
    if text == "@@@@" || text == "0000" {
        tries.push("--".to_owned());
        return tries;
    }
    let mut m = text.to_owned();
    if ten_ranks(variant) {
        if let Some(shifted) = shift_ranks(&m, 1) {
            m = shifted;
        }
    }
    // A trailing promotion letter becomes `=X` where the game writes it so.
    let wants_equals = matches!(
        variant,
        Variant::Xianling | Variant::Stone | Variant::Volkhv
    );
    if wants_equals && !m.contains('=') {
        if let Some(last) = m.chars().last().filter(char::is_ascii_alphabetic) {
            let body = &m[..m.len() - 1];
            if body.ends_with(|c: char| c.is_ascii_digit()) && !body.contains('@') {
                let piece = match (variant, last.to_ascii_uppercase()) {
                    (Variant::Stone, 'T') => "ST".to_owned(),
                    (Variant::Stone, 'S') => "SD".to_owned(),
                    (Variant::Stone, 'H') => "NN".to_owned(),
                    (Variant::Stone, 'I') => "PR".to_owned(),
                    (_, p) => p.to_string(),
                };
                m = format!("{body}={piece}");
            }
        }
    }
    if variant == Variant::Stone {
        for (short, long) in [("T@", "ST@"), ("S@", "SD@"), ("H@", "NN@"), ("I@", "PR@")] {
            if let Some(rest) = m.strip_prefix(short) {
                m = format!("{long}{rest}");
                break;
            }
        }
    }
    if m != text {
        tries.push(m);
    }
    tries.push(text.to_owned());
    tries
}

/// The move without the promotion letter XBoard put after its squares (`d8g9q` → the game's
/// reading of `d8g9`), to tell a letter the move cannot have from a wrong move.
pub(crate) fn without_promotion(variant: Variant, text: &str) -> Option<String> {
    let body = text.strip_suffix(|c: char| c.is_ascii_alphabetic())?;
    if !body.ends_with(|c: char| c.is_ascii_digit()) || body.contains('@') {
        return None;
    }
    move_in(variant, body).into_iter().next()
}

/// A FEN of the game as XBoard can read it: the board with one letter per square (a Volkhv
/// tower shows its top, Stone chess's two-letter units their one-letter aliases, no
/// reserves), then side, castling, en passant and the two counters.
pub(crate) fn fen_out(variant: Variant, fen: &str) -> String {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let Some(&board) = fields.first() else {
        return fen.to_owned();
    };
    let rest: Vec<&str> = match variant {
        Variant::Volkhv => fields
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != 0 && i != 4 && i < 7)
            .map(|(_, f)| *f)
            .collect(),
        _ => fields.iter().skip(1).take(5).copied().collect(),
    };
    let board = match variant {
        Variant::Stone => stone_board(board),
        Variant::Volkhv => volkhv_board(board),
        _ => board.to_owned(),
    };
    let mut out = board;
    for f in rest {
        out.push(' ');
        out.push_str(f);
    }
    out
}

fn stone_board(field: &str) -> String {
    let (board, reserves) = field.split_once('[').unwrap_or((field, ""));
    let holdings = reserves
        .trim_end_matches(']')
        .split_once(':')
        .and_then(|(w, b)| Some((w.parse::<usize>().ok()?, b.parse::<usize>().ok()?)))
        .map(|(w, b)| {
            format!(
                "[{}{}]",
                "T".repeat(w.min(MAX_SHOWN_STONES)),
                "t".repeat(b.min(MAX_SHOWN_STONES))
            )
        })
        .unwrap_or_default();
    let mut out = board.to_owned();
    for (long, short) in [("ST", "T"), ("SD", "S"), ("NN", "H"), ("PR", "I")] {
        out = out.replace(&format!("({long})"), short);
        let lower = long.to_ascii_lowercase();
        out = out.replace(&format!("({lower})"), &short.to_ascii_lowercase());
    }
    out = out.replace(['(', ')'], "");
    out.push_str(&holdings);
    out
}

/// A FEN from XBoard (`setboard`) in the game's own form: Stone chess's holdings of stones
/// (`[TTTtt]`) become its reserves (`[3:2]`). Other games read XBoard's FEN as it is.
pub(crate) fn fen_in(variant: Variant, fen: &str) -> String {
    if variant != Variant::Stone {
        return fen.to_owned();
    }
    let Some((board, rest)) = fen.split_once(char::is_whitespace) else {
        return fen.to_owned();
    };
    let Some((squares, holdings)) = board.split_once('[') else {
        return fen.to_owned();
    };
    let holdings = holdings.trim_end_matches(']');
    if holdings.contains(':') || !holdings.chars().all(|c| c == 'T' || c == 't' || c == '-') {
        return fen.to_owned();
    }
    let white = holdings.chars().filter(|&c| c == 'T').count();
    let black = holdings.chars().filter(|&c| c == 't').count();
    format!("{squares}[{white}:{black}] {rest}")
}

fn volkhv_board(board: &str) -> String {
    let mut out = String::new();
    let mut chars = board.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '(' => {
                // A tower: keep its top checker's letter.
                let mut top = None;
                let mut after_equals = false;
                for t in chars.by_ref() {
                    if t == ')' {
                        break;
                    }
                    if t.is_ascii_alphabetic() && !after_equals {
                        top = Some(t);
                    }
                    after_equals = t == '=';
                }
                if let Some(t) = top {
                    out.push(t);
                }
            }
            '=' => {
                // Federation: `P=H`, the kind a pawn promotes to; not shown.
                chars.next();
            }
            '^' | '~' => {}
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xianling_ranks_count_from_zero_in_xboard() {
        assert_eq!(move_out(Variant::Xianling, "e4e5"), "e3e4");
        assert_eq!(move_out(Variant::Xianling, "e9e10"), "e8e9");
        assert_eq!(move_out(Variant::Xianling, "e8e9=R"), "e7e8r");
        assert_eq!(move_in(Variant::Xianling, "e7e8r")[0], "e8e9=R");
        assert_eq!(move_in(Variant::Xianling, "e8e9")[0], "e9e10");
        assert_eq!(move_out(Variant::Xianling, "--"), "@@@@");
        assert_eq!(move_in(Variant::Xianling, "@@@@"), vec!["--".to_owned()]);
    }

    #[test]
    fn stone_placements_are_drops() {
        assert_eq!(move_out(Variant::Stone, "ST@e4"), "T@e4");
        assert_eq!(move_in(Variant::Stone, "T@e4")[0], "ST@e4");
        assert_eq!(
            fen_out(
                Variant::Stone,
                "4k3/8/8/3(st)4/8/8/4(SD)3/4K3[9:10] w - - 0 1"
            ),
            "4k3/8/8/3t4/8/8/4S3/4K3[TTTTTTTTTtttttttttt] w - - 0 1"
        );
        assert_eq!(
            fen_in(Variant::Stone, "4k3/8/8/8/8/8/8/4K3[TTt] w - - 0 1"),
            "4k3/8/8/8/8/8/8/4K3[2:1] w - - 0 1"
        );
        let exclude = inexpressible(Variant::Stone).expect("stone");
        assert!(exclude("Q@e4"));
        assert!(!exclude("ST@e4"));
        assert!(!exclude("e2e4"));
        let exclude = inexpressible(Variant::Xianling).expect("xianling");
        assert!(exclude("d9d10=+A"));
        assert!(!exclude("e8e9=R"));
        let exclude = inexpressible(Variant::Volkhv).expect("volkhv");
        assert!(exclude("e2(2)e4"));
        assert!(exclude("d1=Q"));
        assert!(!exclude("e7e8=Q"));
        assert!(!exclude("e2e4"));
    }

    #[test]
    fn a_volkhv_tower_shows_its_top() {
        assert_eq!(
            fen_out(
                Variant::Volkhv,
                "rnb1kbnr/ppp1pppp/8/3(p^P^q^)4/8/8/PPPP1PPP/RNBQKBNR w KQkq - - 0 3"
            ),
            "rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3"
        );
    }

    #[test]
    fn a_data_variant_is_set_up_from_its_definition() {
        let shako = Variant::fairy("shako").expect("in the catalogue");
        let lines = definition(shako, "");
        assert!(lines[0].starts_with("setup ("), "{lines:?}");
        assert!(lines[0].contains(" 10x10+0_fairy "), "{lines:?}");
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("piece K& K") && l.contains('O'))
        );
        assert!(definition(Variant::fairy("capablanca").expect("catalogue"), "").is_empty());
        assert_eq!(move_out(shako, "e3e5"), "e2e4");
        assert_eq!(move_in(shako, "e2e4")[0], "e3e5");
    }

    #[test]
    fn chess_needs_no_definition() {
        assert!(definition(Variant::Chess, "").is_empty());
        let lines = definition(
            Variant::Xianling,
            "arcbqkbcra/lzhiggihzl/snefwwfens/pppppppppp/10/10/PPPPPPPPPP/SNEFWWFENS/LZHIGGIHZL/ARCBQKBCRA w KQkq - 0 1",
        );
        assert!(lines[0].starts_with("setup (PNBRQFEASWGCZIH.....LK"));
        assert!(lines[0].contains(" 10x10+0_fairy "));
        assert!(lines.iter().any(|l| l == "piece C& mRcpR"));
    }

    /// The piece letters of `setup`'s table by XBoard slot (White's, the King's left out) and
    /// the parent variant; XBoard's own table when `setup` gives `-`.
    fn slots_of(line: &str) -> (Vec<char>, String) {
        let rest = line.strip_prefix("setup (").expect("a setup line");
        let (table, rest) = rest.split_once(") ").expect("a table");
        let size = rest.split_whitespace().next().expect("a size");
        let template = size.split_once('_').map_or("fairy", |(_, t)| t).to_owned();
        let table = if table == "-" {
            parent_table(&template).unwrap_or(table)
        } else {
            table
        };
        let white: Vec<char> = table.chars().take(table.chars().count() / 2).collect();
        (white[..white.len().saturating_sub(1)].to_vec(), template)
    }

    /// Whether a letter of XBoard's table is no piece of the game (XBoard's own table for a
    /// `-` names pieces the game lacks).
    fn not_in_game(variant: Variant, letter: char) -> bool {
        let Variant::Fairy(name) = variant else {
            return false;
        };
        skazka::fairy::variant_by_name(name.as_str())
            .is_some_and(|v| v.definition().pieces.iter().all(|p| p.letter != letter))
    }

    /// Whether a piece of a game promotes, or, as a Stone-chess stone, never moves (XBoard
    /// promotes only a piece that moves onto the last rank).
    fn promotes_or_stays(variant: Variant, letter: char) -> bool {
        if not_in_game(variant, letter) {
            return true;
        }
        match variant {
            Variant::Xianling => matches!(letter, 'P' | 'F' | 'W'),
            Variant::Stone => matches!(letter, 'P' | 'S' | 'T'),
            Variant::Fairy(name) => skazka::fairy::variant_by_name(name.as_str())
                .is_some_and(|v| data_promotes(v.definition(), letter)),
            _ => letter == 'P',
        }
    }

    #[test]
    fn no_piece_that_does_not_promote_sits_in_a_slot_xboard_promotes() {
        for info in skazka::Registry::new().variants() {
            let variant = info.variant;
            let board = crate::board::new_board(variant, None, &[], Default::default());
            let start = board.map(|b| b.fen()).unwrap_or_default();
            let Some(setup) = definition(variant, &start).into_iter().next() else {
                continue;
            };
            let (slots, template) = slots_of(&setup);
            for &slot in promoting_slots(&template) {
                let Some(&letter) = slots.get(slot).filter(|c| c.is_ascii_alphabetic()) else {
                    continue;
                };
                assert!(
                    promotes_or_stays(variant, letter),
                    "{}: `{letter}` in XBoard slot {slot}: {setup}",
                    name(variant)
                );
            }
        }
    }

    #[test]
    fn the_camel_is_not_in_the_lance_slot_which_xboard_promotes() {
        for variant in [Variant::Xianling, Variant::Stone] {
            let setup = &definition(variant, "")[0];
            let (slots, _) = slots_of(setup);
            assert_ne!(slots[LANCE_SLOT], 'L', "{setup}");
            assert!(slots.contains(&'L'), "{setup}");
        }
    }

    #[test]
    fn a_piece_that_does_not_promote_leaves_the_pawn_slot_for_a_free_one() {
        let table = "P.................p.................";
        let (moved, _) = neutral_table(table, "fairy", 0, |_| false);
        assert_eq!(
            moved,
            ".....P............".to_owned() + ".....p............"
        );
        assert_eq!(neutral_table(table, "fairy", 0, |_| true).0, table);
        let breakthrough = Variant::fairy("breakthrough").expect("in the catalogue");
        assert!(!definition(breakthrough, "")[0].starts_with("setup (P"));
    }

    #[test]
    fn a_shogi_piece_moved_out_of_the_hand_slots_widens_the_holdings() {
        // The Knight slot's promotion is compulsory under the shogi parent; the first free
        // slot that is not promoted is the eleventh.
        let table = "PNBR.....G.++++Kpnbr.....g.++++k";
        let (moved, holdings) = neutral_table(table, "shogi", 10, |c| c != 'N');
        assert_eq!(moved, "P.BR.....GN++++Kp.br.....gn++++k");
        assert_eq!(holdings, 11);
        assert_eq!(
            neutral_table(table, "shogi", 10, |_| true),
            (table.to_owned(), 10)
        );
    }

    #[test]
    fn xboard_s_mark_of_a_declined_promotion_is_dropped() {
        assert_eq!(move_in(Variant::Chess, "e2e4=")[0], "e2e4");
        assert_eq!(
            without_promotion(Variant::Xianling, "d8g9q"),
            Some("d9g10".to_owned())
        );
        assert_eq!(without_promotion(Variant::Stone, "T@e4"), None);
    }
}
