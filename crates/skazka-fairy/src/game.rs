//! [`skazka_core::Position`] for data-defined variants.

use skazka_core::{Color, Outcome, ParseMoveError, Position};

use crate::moves::MoveKind;
use crate::{FairyMove, FairyMoveList, FairyPosition};

impl Position for FairyPosition {
    type Move = FairyMove;
    type MoveList = FairyMoveList;

    fn turn(&self) -> Color {
        self.turn
    }

    fn legal_moves(&self, moves: &mut FairyMoveList) {
        self.generate_legal(moves);
    }

    fn legal_move_count(&self) -> usize {
        self.count_legal()
    }

    fn play_unchecked(&mut self, m: FairyMove) {
        self.apply(m);
    }

    /// As the trait's perft, but each child is made on one copy of the position reset between
    /// moves: cloning a position per child would count the shared variant's references up
    /// and down each time, two atomic operations that took a twentieth of chess perft's time.
    fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal() as u64,
            _ => {
                // One child per level, made once: cloning a child at every node counted the
                // shared variant's references up and down.
                let mut children: Vec<FairyPosition> = (1..depth).map(|_| self.clone()).collect();
                self.perft_on(depth, &mut children)
            }
        }
    }

    fn is_check(&self) -> bool {
        self.royal_attacked(self.turn)
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(end) = self.game_end() {
            return Some(end);
        }
        if self.legal_move_list().is_empty() {
            return self.no_move_outcome();
        }
        None
    }

    fn zobrist(&self) -> u64 {
        self.full_hash()
    }

    fn parse_move(&self, text: &str) -> Result<FairyMove, ParseMoveError> {
        check_syntax(text)?;
        let moves = self.legal_move_list();
        if let Some(&m) = moves.iter().find(|m| m.to_string() == text) {
            return Ok(m);
        }
        // A move that puts no wall may be written without the wall part Fairy-Stockfish
        // gives it (`e2e4` for `e2e4,e4a1`).
        if let Some(&m) = moves
            .iter()
            .find(|m| m.names_wall && m.without_wall_text().to_string() == text)
        {
            return Ok(m);
        }
        // Castling may be written either way: the king's destination or the king taking
        // its rook.
        let castling = moves
            .iter()
            .find(|m| m.kind == MoveKind::Castling && self.castling_alternative(**m) == text);
        if let Some(&m) = castling {
            return Ok(m);
        }
        let needs_promotion = moves.iter().any(|m| {
            matches!(m.kind, MoveKind::Promotion(_))
                && m.to_string().get(..m.to_string().len() - 1) == Some(text)
        });
        if needs_promotion {
            return Err(ParseMoveError::MissingPromotion);
        }
        Err(ParseMoveError::Illegal)
    }

    fn halfmove_clock(&self) -> Option<u32> {
        Some(self.halfmove)
    }

    fn is_repetition_of(&self, other: &FairyPosition) -> bool {
        self.turn == other.turn
            && self.board == other.board
            && self.walls == other.walls
            && self.unpromoted == other.unpromoted
            && (self.promoted == other.promoted || !self.c().definition.captures_to_hand)
            && self.hands == other.hands
            && self.castling == other.castling
            && self.en_passant_files() == other.en_passant_files()
            && self.checks_left() == other.checks_left()
            // Where a side may not pass twice in a row, a pass just made changes what
            // follows.
            && (self.c().definition.pass_after_pass || self.last_pass == other.last_pass)
    }
}

impl FairyPosition {
    /// Perft to `depth` (two or more), each child made on `children[0]` (reset to this
    /// position between moves, as a clone per move would count the shared variant's
    /// references up and down) and the children's children on the rest.
    fn perft_on(&self, depth: u32, children: &mut [FairyPosition]) -> u64 {
        let Some((child, grandchildren)) = children.split_first_mut() else {
            return self.perft(depth);
        };
        // The last move's check is counted once here, not again in every child.
        let counted;
        let parent = if self.last_check_uncounted {
            let mut p = self.clone();
            p.count_last_check();
            counted = p;
            &counted
        } else {
            self
        };
        child.copy_state_from(parent);
        // Listed in place: a list returned by value is a copy of its whole inline buffer
        // (256 moves), which where positions have few moves took a tenth of perft's time.
        let mut moves = FairyMoveList::new();
        parent.generate_legal(&mut moves);
        let mut total = 0;
        for &m in &moves {
            child.apply(m);
            total += if depth == 2 {
                child.count_legal() as u64
            } else {
                child.perft_on(depth - 1, grandchildren)
            };
            child.copy_state_from(parent);
        }
        total
    }

    /// The other way to write a castling move (king's destination or the rook's square).
    fn castling_alternative(&self, m: FairyMove) -> String {
        let kingside = m.to.index() > m.from.index();
        let (king_to, _) = self.castling_targets(self.turn, kingside);
        let rook = (self.castling & self.by_color[self.turn.index()])
            .into_iter()
            .find(|r| (r.index() > m.from.index()) == kingside);
        let other_to = if m.to == king_to {
            rook.unwrap_or(m.to)
        } else {
            king_to
        };
        FairyMove { to: other_to, ..m }.to_string()
    }
}

/// Move text is a drop (`P@e4`), a pass or squares with an optional suffix: letters and digits
/// with `@`, `+` or `-`, and a wall after a comma (`d1d5,d5d8`).
fn check_syntax(text: &str) -> Result<(), ParseMoveError> {
    if text.is_empty() {
        return Err(ParseMoveError::malformed(0, "a move such as e2e4 or P@e4"));
    }
    if let Some(offset) = text
        .bytes()
        .position(|b| !(b.is_ascii_alphanumeric() || matches!(b, b'@' | b'+' | b'-' | b',')))
    {
        return Err(ParseMoveError::malformed(
            offset,
            "a move such as e2e4 or P@e4",
        ));
    }
    if text.len() < 4 {
        return Err(ParseMoveError::malformed(
            text.len(),
            "a destination square",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use skazka_core::Position;

    use crate::forcing_games::{captures_or_checks, walk_forcing_games};
    use crate::{FairyPosition, catalogue, variant_by_name};

    /// Perft as the trait counts it by default: a fresh clone of the position per move.
    fn perft_by_clones(p: &FairyPosition, depth: u32) -> u64 {
        if depth <= 1 {
            return p.perft(depth);
        }
        p.legal_move_list()
            .iter()
            .map(|&m| {
                let mut child = p.clone();
                child.play_unchecked(m);
                perft_by_clones(&child, depth - 1)
            })
            .sum()
    }

    /// Every variant's state (checks given, gates, hands, counts, passes) is made whole again
    /// when perft's one child is reset between moves: it counts as a clone per move does,
    /// from positions along forcing games.
    #[test]
    fn perft_on_one_reused_child_counts_as_perft_on_a_clone_per_move() {
        let mut failures = Vec::new();
        for name in catalogue::names() {
            let variant = variant_by_name(name).unwrap();
            let mut ply = 0;
            walk_forcing_games(&variant, 1, 48, 5, captures_or_checks, |p| {
                ply += 1;
                if ply % 6 == 0 && p.perft(2) != perft_by_clones(p, 2) {
                    failures.push(format!("{name}: {}", p.fen_text()));
                    return false;
                }
                true
            });
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    /// Under n-check the last move's check is counted when first needed, not in the move:
    /// the position writes the FEN, has the hash and ends the game as the same position read
    /// from that FEN, where the count is written out; and the next move keeps the count.
    #[test]
    fn a_check_counted_when_needed_reads_as_one_counted_in_the_move() {
        let variant = variant_by_name("3check").unwrap();
        let before = |checks: &str| {
            let fen =
                format!("rnbqkbnr/ppp2ppp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - {checks} 0 3");
            FairyPosition::from_fen(&variant, &fen).unwrap()
        };
        for (checks, counted) in [("3+3", "2+3"), ("1+3", "0+3")] {
            let mut p = before(checks);
            p.play_unchecked(p.parse_move("f1b5").unwrap());
            let fen = p.fen_text();
            assert!(fen.contains(counted), "{fen}");
            let read = FairyPosition::from_fen(&variant, &fen).unwrap();
            assert_eq!(p.full_hash(), read.full_hash(), "{fen}");
            assert_eq!(p.game_end(), read.game_end(), "{fen}");
            assert!(p.is_repetition_of(&read), "{fen}");
        }
        let mut p = before("3+3");
        for m in ["f1b5", "c7c6"] {
            p.play_unchecked(p.parse_move(m).unwrap());
        }
        assert!(p.fen_text().contains(" 2+3 "), "{}", p.fen_text());
    }
}
