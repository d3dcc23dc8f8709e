//! What the bindings read from a FEN and write as ffish.js writes it: the move counters, the
//! board as compact text, the pieces in hand, a line of moves in SAN. Plain Rust, tested on the
//! host.

/// The half-move clock and the full-move number of a FEN: the first two whole numbers after
/// the side to move (a game may write more fields after them).
#[must_use]
pub fn counters(fen: &str) -> Option<(u32, u32)> {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let number = |t: &str| -> Option<u32> {
        if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        t.parse().ok()
    };
    fields
        .windows(2)
        .skip(2)
        .find_map(|w| Some((number(w[0])?, number(w[1])?)))
}

/// The men of the board part of a FEN, rank by rank from the top: each square's piece text
/// (`P`, `+p`, `N~`) or `None` when empty. `None` for a board that does not read as `ranks`
/// ranks of `files` squares (a game whose FEN writes more than a piece per square).
#[must_use]
pub fn board(fen: &str, files: usize, ranks: usize) -> Option<Vec<Vec<Option<String>>>> {
    let placement = fen.split_whitespace().next()?;
    let placement = placement.split('[').next()?;
    let rows: Vec<&str> = placement.split('/').take(ranks).collect();
    if rows.len() != ranks {
        return None;
    }
    let mut out = Vec::with_capacity(ranks);
    for row in rows {
        let mut squares: Vec<Option<String>> = Vec::with_capacity(files);
        let bytes = row.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            let c = bytes[i];
            if c.is_ascii_digit() {
                let mut j = i;
                while j < bytes.len() && bytes[j].is_ascii_digit() {
                    j += 1;
                }
                let run: usize = row[i..j].parse().ok()?;
                squares.extend(std::iter::repeat_n(None, run));
                i = j;
            } else if c == b'+' {
                let next = *bytes.get(i + 1)?;
                if !next.is_ascii_alphabetic() {
                    return None;
                }
                squares.push(Some(row[i..i + 2].to_owned()));
                i += 2;
            } else if c.is_ascii_alphabetic() {
                let mut piece = (c as char).to_string();
                if bytes.get(i + 1) == Some(&b'~') {
                    piece.push('~');
                    i += 1;
                }
                squares.push(Some(piece));
                i += 1;
            } else {
                return None;
            }
            if squares.len() > files {
                return None;
            }
        }
        if squares.len() != files {
            return None;
        }
        out.push(squares);
    }
    Some(out)
}

/// The board as ffish.js's `toString` writes it: one line a rank from the top, the squares
/// separated by spaces, `.` for an empty one.
#[must_use]
pub fn board_text(rows: &[Vec<Option<String>>]) -> String {
    rows.iter()
        .map(|row| {
            row.iter()
                .map(|s| s.as_deref().unwrap_or("."))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The pieces in hand of one side as a FEN writes them (`[Pnp]`, or a rank past the board's
/// last, `/Pnp`), in lower case: white's are the upper-case letters.
#[must_use]
pub fn pocket(fen: &str, ranks: usize, white: bool) -> String {
    let Some(placement) = fen.split_whitespace().next() else {
        return String::new();
    };
    let hand = if let Some(open) = placement.find('[') {
        placement[open + 1..].trim_end_matches(']')
    } else {
        placement.split('/').nth(ranks).unwrap_or("")
    };
    hand.chars()
        .filter(|c| c.is_ascii_alphabetic() && c.is_ascii_uppercase() == white)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// A line of moves in SAN as ffish.js's `variationSan` writes it: `1...e5 2. Nf3 Nc6`, or the
/// moves alone without `numbers`. `white_first` says whether white plays the first of `sans`,
/// `fullmove` is the number of its move.
#[must_use]
pub fn variation(sans: &[String], mut fullmove: u32, white_first: bool, numbers: bool) -> String {
    let mut words = Vec::with_capacity(sans.len());
    let mut white = white_first;
    for (i, san) in sans.iter().enumerate() {
        if !numbers {
            words.push(san.clone());
        } else if white {
            words.push(format!("{fullmove}. {san}"));
        } else if i == 0 {
            words.push(format!("{fullmove}...{san}"));
        } else {
            words.push(san.clone());
        }
        if !white {
            fullmove += 1;
        }
        white = !white;
    }
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counters_are_the_two_numbers_after_the_side_to_move_fields() {
        let chess = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
        assert_eq!(counters(chess), Some((1, 2)));
        let synthesis = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 S:d1:0 S:d8:0";
        assert_eq!(counters(synthesis), Some((0, 1)));
        let check3 = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 7 12";
        assert_eq!(counters(check3), Some((7, 12)));
        assert_eq!(counters("8/8 w"), None);
    }

    #[test]
    fn the_board_reads_runs_of_many_digits_promoted_men_and_skips_the_hand() {
        let rows = board("10/+pN~8/10 w - - 0 1", 10, 3).expect("reads");
        assert_eq!(rows[1][0].as_deref(), Some("+p"));
        assert_eq!(rows[1][1].as_deref(), Some("N~"));
        assert!(rows[0].iter().all(Option::is_none));
        assert!(board("9/10/10 w", 10, 3).is_none());
        assert!(board("8/8/8/8/8/8/8/8[Pnp] w", 8, 8).is_some());
        assert!(board("4k3/8/8/8/8/8/8/4K3/Pnp w", 8, 8).is_some());
    }

    #[test]
    fn board_text_is_one_line_a_rank_with_dots_for_empty_squares() {
        let rows = board("rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR w", 8, 8).expect("reads");
        let text = board_text(&rows);
        assert_eq!(text.lines().next(), Some("r n b . k b n r"));
        assert_eq!(text.lines().nth(3), Some(". . . q . . . ."));
        assert_eq!(text.lines().count(), 8);
    }

    #[test]
    fn the_pocket_is_one_sides_letters_in_lower_case_in_either_way_of_writing() {
        let brackets = "rnb1kbnr/ppp1pppp/8/8/8/5q2/PPPP1PPP/RNBQKB1R[Pnp] w KQkq - 0 4";
        let rank = "rnb1kbnr/ppp1pppp/8/8/8/5q2/PPPP1PPP/RNBQKB1R/Pnp w KQkq - 0 4";
        for fen in [brackets, rank] {
            assert_eq!(pocket(fen, 8, true), "p");
            assert_eq!(pocket(fen, 8, false), "np");
        }
        assert_eq!(pocket("8/8/8/8/8/8/8/8 w - - 0 1", 8, true), "");
    }

    #[test]
    fn a_variation_numbers_white_moves_and_a_first_black_move_with_dots() {
        let sans: Vec<String> = ["e5", "Nf3", "Nc6", "Bc4"].map(String::from).to_vec();
        assert_eq!(variation(&sans, 1, false, true), "1...e5 2. Nf3 Nc6 3. Bc4");
        assert_eq!(variation(&sans, 1, false, false), "e5 Nf3 Nc6 Bc4");
        assert_eq!(variation(&sans[1..], 2, true, true), "2. Nf3 Nc6 3. Bc4");
        assert_eq!(variation(&[], 1, true, true), "");
    }
}
