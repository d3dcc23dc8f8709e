//! One test per rule of `synthesis.md`, grouped by its sections; each cites section and tag.
//!
//! FEN reminder: the fullmove field decides day (odd) and night (even). White to move at
//! fullmove n plays in mode(n) and Black's next move is at n; Black to move at n plays in
//! mode(n) and White's next move is at n + 1.

use skazka_core::{Color, EndReason, Game, Outcome, Position, RuleOptions};
use skazka_synthesis::{Options, Phase, Synthesis};

fn opts(pairs: &[(&str, &str)]) -> Options {
    let mut o = Options::default();
    for (k, v) in pairs {
        o.set(k, v).unwrap();
    }
    o
}

fn pos(fen: &str) -> Synthesis {
    Synthesis::from_fen(fen, &Options::default()).unwrap()
}

fn pos_with(fen: &str, o: &Options) -> Synthesis {
    Synthesis::from_fen(fen, o).unwrap()
}

fn moves(p: &Synthesis) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal_move_list()
        .iter()
        .map(|&m| p.display_move(m).to_string())
        .collect();
    v.sort();
    v
}

fn moves_from(p: &Synthesis, from: &str) -> Vec<String> {
    moves(p)
        .into_iter()
        .filter(|m| m.starts_with(from))
        .collect()
}

fn set(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| (*s).to_owned()).collect();
    v.sort();
    v
}

fn played(fen: &str, line: &[&str]) -> Synthesis {
    let mut p = pos(fen);
    for m in line {
        p.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    p
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 S:d1:0 S:d8:0";

mod s2_surviving_rules {
    use super::*;

    /// §2 rule 2.3 [SEED]: the Queen moves as a Queen by day and as a Knight by night.
    #[test]
    fn queen_moves_as_queen_by_day_and_as_knight_by_night() {
        let day = pos("4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1 S:-:0 S:-:0");
        assert_eq!(moves_from(&day, "d4").len(), 27);
        let night = pos("4k3/8/8/8/3Q4/8/8/4K3 w - - 0 2 S:-:0 S:-:0");
        assert_eq!(
            moves_from(&night, "d4"),
            set(&[
                "d4b3", "d4b5", "d4c2", "d4c6", "d4e2", "d4e6", "d4f3", "d4f5"
            ])
        );
    }

    /// §2 rule 2.4 [SEED]: by day the King moves as a King; by night only at midnight (in check).
    #[test]
    fn king_sleeps_at_night_unless_in_check() {
        let day = pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1 S:-:0 S:-:0");
        assert_eq!(moves(&day).len(), 5);
        let night = pos("4k3/8/8/8/8/8/8/4K3 w - - 0 2 S:-:0 S:-:0");
        assert_eq!(moves(&night), set(&["--"]));
        // A black Bishop by night slides as a Rook: e8 checks e1, so it is midnight.
        let midnight = pos("k3b3/8/8/8/8/8/8/4K3 w - - 0 2 S:-:0 S:-:0");
        assert!(midnight.is_check());
        assert_eq!(moves(&midnight), set(&["e1d1", "e1d2", "e1f1", "e1f2"]));
    }

    /// §2 rule 2.5 [SEED] and A8: while the original Queen is home, pawn capture is compulsory.
    #[test]
    fn pawn_capture_is_compulsory_while_the_queen_is_home() {
        let p = played(START, &["e2e4", "d7d5"]);
        assert_eq!(moves(&p), set(&["e4d5"]));
    }

    /// §2 rule 2.5 [SEED]: once the Queen has left its initial square, pawn capture is free.
    #[test]
    fn pawn_capture_is_free_while_the_queen_is_away() {
        let p = pos("rnbqkbnr/ppp1pppp/8/3p4/4P3/5Q2/PPPP1PPP/RNB1KBNR w KQkq - 0 2 S:f3:0 S:d8:0");
        let m = moves(&p);
        assert!(m.contains(&"e4d5".to_owned()));
        assert!(m.len() > 10);
    }

    /// §2 Note 3 [SEED]: several pawns may capture, or one pawn two men: the player chooses.
    #[test]
    fn player_chooses_among_compulsory_pawn_captures() {
        let p = pos("4k3/8/8/2n1n3/3P1P2/8/8/3QK3 w - - 0 1 S:d1:0 S:-:0");
        assert_eq!(moves(&p), set(&["d4c5", "d4e5", "f4e5"]));
    }

    /// §2 rule 3 [SEED] and A10: the Queen captured away from home puts its side in phase 3.
    #[test]
    fn queen_captured_away_from_home_starts_phase_three() {
        let p = played("r3k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1 S:-:0 S:d5:0", &["e4d5"]);
        let black = p.side(Color::Black);
        assert_eq!(black.phase, Phase::Post);
        assert_eq!(black.original_queen, None);
        assert_eq!(black.escapes, 0);
    }

    /// §2 rule 3 [SEED] and A10/§7a.8: captured on its home square, the side stays in synthesis.
    #[test]
    fn queen_captured_at_home_keeps_synthesis_mode() {
        let p = played("3qk3/7b/8/8/8/8/8/3RK3 w - - 0 1 S:-:0 S:d8:0", &["d1d8"]);
        let black = p.side(Color::Black);
        assert_eq!(black.phase, Phase::Syn);
        assert_eq!(black.original_queen, None);
    }

    /// §2 rule 3.1 [SEED]: in phase 3 the Rook moves one square diagonally by night.
    #[test]
    fn post_rook_is_a_ferz_by_night() {
        let night = pos("4k3/8/8/8/3R4/8/8/4K3 w - - 0 2 P:-:0 S:-:0");
        assert_eq!(
            moves_from(&night, "d4"),
            set(&["d4c3", "d4c5", "d4e3", "d4e5"])
        );
        let day = pos("4k3/8/8/8/3R4/8/8/4K3 w - - 0 1 P:-:0 S:-:0");
        assert_eq!(moves_from(&day, "d4").len(), 14);
    }

    /// §2 rule 3.2 [SEED]: in phase 3 the Bishop moves one square orthogonally by night.
    #[test]
    fn post_bishop_is_a_wazir_by_night() {
        let night = pos("4k3/8/8/8/3B4/8/8/4K3 w - - 0 2 P:-:0 S:-:0");
        assert_eq!(
            moves_from(&night, "d4"),
            set(&["d4c4", "d4d3", "d4d5", "d4e4"])
        );
        let day = pos("4k3/8/8/8/3B4/8/8/4K3 w - - 0 1 P:-:0 S:-:0");
        assert_eq!(moves_from(&day, "d4").len(), 13);
    }

    /// §2 rule 3.3 [SEED]: in phase 3 the King moves only to get out of check, day or night.
    #[test]
    fn post_king_moves_only_out_of_check() {
        let quiet = pos("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1 P:-:0 S:-:0");
        assert!(moves_from(&quiet, "e1").is_empty(), "no steps, no castling");
        let check = pos("4k3/8/8/8/8/8/8/r3K3 w - - 0 1 P:-:0 S:-:0");
        assert_eq!(moves(&check), set(&["e1d2", "e1e2", "e1f2"]));
    }

    /// §2 rule 3.3 [SEED] and A11: at most 32 escapes; then only other men may answer check.
    #[test]
    fn post_king_escapes_at_most_thirty_two_times() {
        let at31 = pos("4r1k1/8/8/8/R7/8/8/4K3 w - - 0 1 P:-:31 S:-:0");
        assert_eq!(moves(&at31), set(&["a4e4", "e1d1", "e1d2", "e1f1", "e1f2"]));
        let after = played("4r1k1/8/8/8/R7/8/8/4K3 w - - 0 1 P:-:31 S:-:0", &["e1d1"]);
        assert_eq!(after.side(Color::White).escapes, 32);
        let at32 = pos("4r1k1/8/8/8/R7/8/8/4K3 w - - 0 1 P:-:32 S:-:0");
        assert_eq!(moves(&at32), set(&["a4e4"]));
        // Interposing does not count.
        let blocked = played("4r1k1/8/8/8/R7/8/8/4K3 w - - 0 1 P:-:31 S:-:0", &["a4e4"]);
        assert_eq!(blocked.side(Color::White).escapes, 31);
    }

    /// §2 rule 3.4 [SEED]: in phase 3 pawn capture is not compulsory.
    #[test]
    fn post_pawn_capture_is_not_compulsory() {
        let p = pos("r3k3/8/8/3n4/4P3/8/8/R3K3 w - - 0 1 P:-:0 S:-:0");
        let m = moves(&p);
        assert!(m.contains(&"e4d5".to_owned()));
        assert!(m.contains(&"e4e5".to_owned()));
    }

    /// §2 rule 4 [SEED] and A5: in check, a move may leave the King attacked if it gives check.
    #[test]
    fn check_may_be_answered_by_check() {
        // Re2 checks by day; the Bishop, a Rook by night (White's next move), checks from e4
        // or a8. Other Bishop moves leave the King attacked without giving check.
        let p = pos("4k3/8/8/8/8/8/4r1B1/4K3 w - - 0 1 S:-:0 S:-:0");
        assert!(p.is_check());
        assert_eq!(moves(&p), set(&["e1d1", "e1e2", "e1f1", "g2a8", "g2e4"]));
    }

    /// §2 rule 4 [SEED], A4: without check, no move may expose the King, check or not.
    #[test]
    fn exposing_the_king_is_illegal_when_not_in_check() {
        let p = pos("5k2/8/8/4r3/8/8/4B3/4K3 w - - 0 1 S:-:0 S:-:0");
        assert!(!p.is_check());
        assert_eq!(moves(&p), set(&["e1d1", "e1d2", "e1f1", "e1f2"]));
    }

    /// §2 rule 4 [SEED], A6: whoever captured the King last wins — the victim wins if it can
    /// capture the capturer's King in reply.
    #[test]
    fn whoever_captures_the_king_last_wins() {
        let mut lost = pos("4r3/8/8/8/8/8/4k3/4K3 w - - 0 1 S:-:0 S:-:0");
        lost.play_text("e1e2").unwrap();
        assert_eq!(
            lost.outcome(),
            Some(Outcome::Decisive {
                winner: Color::Black,
                reason: EndReason::KingCaptured
            })
        );
        assert!(lost.legal_move_list().is_empty());
        let mut won = pos("8/8/8/8/8/8/4k3/4K3 w - - 0 1 S:-:0 S:-:0");
        won.play_text("e1e2").unwrap();
        assert_eq!(
            won.outcome(),
            Some(Outcome::Decisive {
                winner: Color::White,
                reason: EndReason::KingCaptured
            })
        );
        // The verdict is read back from the FEN of the finished position.
        assert_eq!(pos(&lost.to_string()).outcome(), lost.outcome());
        assert_eq!(pos(&won.to_string()).outcome(), won.outcome());
    }

    /// §2 rule 4 [SEED], A7: both Kings in check: only captures, or moves whose man attacks.
    #[test]
    fn both_kings_in_check_allow_only_captures_and_attacks() {
        // The Rook a8 attacks e8 now; the Rook h1 checks e1. Ng1 blocks, but must attack too;
        // Ra4 counter-checks (a Bishop by night, it attacks e8) and so attacks a man.
        let attacking = pos("R3k3/8/8/8/8/5N1p/8/4K2r w - - 0 1 S:-:0 S:-:0");
        assert_eq!(moves(&attacking), set(&["a8a4", "a8e8", "f3g1"]));
        let idle = pos("R3k3/8/8/8/8/5N2/8/4K2r w - - 0 1 S:-:0 S:-:0");
        assert_eq!(moves(&idle), set(&["a8a4", "a8e8"]));
        // Without the attack on e8 the same block is fine.
        let single = pos("4k3/8/8/8/8/5N2/8/4K2r w - - 0 1 S:-:0 S:-:0");
        assert!(moves(&single).contains(&"f3g1".to_owned()));
    }

    /// §2 rule 5 [SEED], A12: the last Rook/Bishop gone and the Queen not home: classical mode.
    #[test]
    fn last_rook_or_bishop_lost_switches_to_classical() {
        let p = played(
            "4k3/1b6/8/3q4/8/2Q5/1R6/4K3 w - - 0 1 S:c3:0 S:d5:0",
            &["b2b7"],
        );
        assert_eq!(p.side(Color::Black).phase, Phase::Classic);
        assert_eq!(p.side(Color::White).phase, Phase::Syn);
    }

    /// §2 rule 5 [SEED]: while the Queen stays home, losing every Rook and Bishop changes nothing.
    #[test]
    fn queen_at_home_prevents_the_classical_switch() {
        let p = played("3qk3/1b6/8/8/8/8/1R6/4K3 w - - 0 1 S:-:0 S:d8:0", &["b2b7"]);
        assert_eq!(p.side(Color::Black).phase, Phase::Syn);
        // In classical mode the pawn capture is no longer compulsory.
        let classic = pos("4k3/8/8/3n4/4P3/8/8/3QK3 w - - 0 1 C:d1:0 S:-:0");
        assert!(moves(&classic).len() > 2);
    }

    /// §2 rule 6 [SEED]: a classical side wins by checkmate.
    #[test]
    fn classical_side_wins_by_checkmate() {
        let p = played("7k/6pp/8/8/8/8/8/3RK3 w - - 0 1 C:-:0 S:-:0", &["d1d8"]);
        assert!(p.is_check());
        assert_eq!(
            p.outcome(),
            Some(Outcome::Decisive {
                winner: Color::White,
                reason: EndReason::Checkmate
            })
        );
        assert!(p.legal_move_list().is_empty());
    }

    /// §2 rule 6 [SEED]: goals differ: the same move by a synthesis side is no mate, because
    /// its Rook will be a Bishop on its next (night) move.
    #[test]
    fn synthesis_side_must_capture_the_king_instead() {
        let p = played("7k/6pp/8/8/8/8/8/3RK3 w - - 0 1 S:-:0 S:-:0", &["d1d8"]);
        assert!(!p.is_check());
        assert_eq!(p.outcome(), None);
    }

    /// §2 Note 1 [SEED], A14: castling by day in synthesis mode, never by night or in phase 3.
    #[test]
    fn castling_by_day_only() {
        let fen = |n: u32, phase: char| {
            format!("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 {n} {phase}:-:0 S:-:0")
        };
        let day = pos(&fen(1, 'S'));
        assert!(moves(&day).contains(&"e1g1".to_owned()));
        assert!(moves(&day).contains(&"e1c1".to_owned()));
        let night = pos(&fen(2, 'S'));
        assert!(!moves(&night).iter().any(|m| m == "e1g1" || m == "e1c1"));
        let post = pos(&fen(1, 'P'));
        assert!(!moves(&post).iter().any(|m| m == "e1g1" || m == "e1c1"));
        let classic = pos(&fen(2, 'C'));
        assert!(moves(&classic).contains(&"e1g1".to_owned()));
        let castled = played(&fen(1, 'S'), &["e1g1"]);
        assert!(
            castled
                .to_string()
                .starts_with("r3k2r/8/8/8/8/8/8/R4RK1 b kq -")
        );
    }

    /// §2 Note 2 [SEED], A15: promotion and en passant as in chess.
    #[test]
    fn promotion_and_en_passant_as_in_chess() {
        let p = pos("4k3/1P6/8/3pP3/8/8/8/4K3 w - d6 0 1 S:-:0 S:-:0");
        let m = moves(&p);
        for promo in ["b7b8q", "b7b8r", "b7b8b", "b7b8n", "e5d6"] {
            assert!(m.contains(&promo.to_owned()), "{promo}");
        }
        let ep = played("4k3/1P6/8/3pP3/8/8/8/4K3 w - d6 0 1 S:-:0 S:-:0", &["e5d6"]);
        assert!(ep.to_string().starts_with("4k3/1P6/3P4/8/8/8/8/4K3 b"));
    }
}

mod s4_reconstructed_rules {
    use super::*;

    /// §4 rule 1 [CHOICE], A18: the first move is by day; moves alternate day and night.
    #[test]
    fn odd_fullmoves_are_day_and_even_are_night() {
        let p = Synthesis::new(&Options::default());
        assert!(p.is_day());
        let p = played(START, &["e2e4"]);
        assert!(p.is_day(), "Black's first move is day too");
        let p = played(START, &["e2e4", "e7e5"]);
        assert!(!p.is_day());
    }

    /// §4 rule 2.1 [CHOICE], A19: the Rook slides as a Bishop by night.
    #[test]
    fn rook_slides_as_bishop_by_night() {
        let p = pos("4k3/8/8/8/3R4/8/8/4K3 w - - 0 2 S:-:0 S:-:0");
        assert_eq!(moves_from(&p, "d4").len(), 13);
        assert!(moves_from(&p, "d4").contains(&"d4a7".to_owned()));
    }

    /// §4 rule 2.2 [CHOICE], A19: the Bishop slides as a Rook by night.
    #[test]
    fn bishop_slides_as_rook_by_night() {
        let p = pos("4k3/8/8/8/3B4/8/8/4K3 w - - 0 2 S:-:0 S:-:0");
        assert_eq!(moves_from(&p, "d4").len(), 14);
        assert!(moves_from(&p, "d4").contains(&"d4d8".to_owned()));
    }
}

mod s5_interpretations {
    use super::*;

    /// A2 [CHOICE]: midnight is check by day as well (matters in phase 3); option `night-check`.
    #[test]
    fn midnight_is_any_check_unless_the_option_requires_night() {
        let fen = "4k3/8/8/8/8/8/8/r3K3 w - - 0 1 P:-:0 S:-:0";
        assert_eq!(moves_from(&pos(fen), "e1").len(), 3);
        let o = opts(&[("midnight", "night-check")]);
        assert!(moves_from(&pos_with(fen, &o), "e1").is_empty());
    }

    /// A3 [CHOICE]: check uses the enemy's mode on its next move.
    #[test]
    fn check_uses_the_enemys_next_move_mode() {
        // Black to move at fullmove 1; White's next move is at 2 (night): its Rook on e1 is a
        // Bishop then and gives no check, its Bishop on e1 is a Rook and does.
        assert!(!pos("4k3/8/8/8/8/8/8/K3R3 b - - 0 1 S:-:0 S:-:0").is_check());
        assert!(pos("4k3/8/8/8/8/8/8/K3B3 b - - 0 1 S:-:0 S:-:0").is_check());
    }

    /// A5 [CHOICE]: a phase-3 King move may not be a counter-check (option to allow it).
    #[test]
    fn post_king_may_not_counter_check() {
        let syn = pos("8/8/4k3/8/r3K3/8/8/8 w - - 0 1 S:-:0 S:-:0");
        assert_eq!(
            moves(&syn),
            set(&["e4d3", "e4d5", "e4e3", "e4e5", "e4f3", "e4f5"])
        );
        let fen = "8/8/4k3/8/r3K3/8/8/8 w - - 0 1 P:-:0 S:-:0";
        assert_eq!(moves(&pos(fen)), set(&["e4d3", "e4e3", "e4f3"]));
        let o = opts(&[("post_king_counter_check", "true")]);
        assert_eq!(moves(&pos_with(fen, &o)).len(), 6);
    }

    /// A8 [CHOICE]: en passant counts as a compulsory pawn capture (option to exclude it).
    #[test]
    fn en_passant_is_a_compulsory_capture() {
        let fen = "4k3/8/8/3pP3/8/8/8/3QK3 w - d6 0 1 S:d1:0 S:-:0";
        assert_eq!(moves(&pos(fen)), set(&["e5d6"]));
        let o = opts(&[("compulsory_en_passant", "false")]);
        assert!(moves(&pos_with(fen, &o)).len() > 5);
    }

    /// A9 [CHOICE]: a promoted Queen on d1 is not the original Queen: no compulsion.
    #[test]
    fn promoted_queen_at_home_does_not_count() {
        let p = pos("4k3/8/8/3n4/4P3/8/8/3QK3 w - - 0 1 S:-:0 S:-:0");
        assert!(moves(&p).len() > 2);
        // Without the tokens the Queen on d1 is taken as the original one.
        let p = pos("4k3/8/8/3n4/4P3/8/8/3QK3 w - - 0 1");
        assert_eq!(moves(&p), set(&["e4d5"]));
    }

    /// A9 [CHOICE]: the original Queen returning home restores the compulsion.
    #[test]
    fn queen_returning_home_restores_compulsion() {
        let p = played(
            "4k3/8/8/3n4/4P3/8/3Q4/4K3 w - - 0 1 S:d2:0 S:-:0",
            &["d2d1", "e8f8"],
        );
        assert_eq!(
            p.side(Color::White).original_queen,
            Some(skazka_synthesis::queen_home(Color::White))
        );
        assert_eq!(moves(&p), set(&["e4d5"]));
    }

    /// A11 [CHOICE] option `any-escape`: every phase-3 move made in check counts; after 32, a
    /// check is fatal.
    #[test]
    fn any_escape_counting_makes_the_33rd_check_fatal() {
        let o = opts(&[("escape_limit", "any-escape")]);
        let mut p = pos_with("4r1k1/8/8/8/R7/8/8/4K3 w - - 0 1 P:-:31 S:-:0", &o);
        p.play_text("a4e4").unwrap();
        assert_eq!(p.side(Color::White).escapes, 32);
        let dead = pos_with("4r1k1/8/8/8/R7/8/8/4K3 w - - 0 1 P:-:32 S:-:0", &o);
        assert!(dead.legal_move_list().is_empty());
        assert_eq!(dead.outcome().and_then(Outcome::winner), Some(Color::Black));
        let none = opts(&[("escape_limit", "none")]);
        let free = pos_with("4r1k1/8/8/8/R7/8/8/4K3 w - - 0 1 P:-:32 S:-:0", &none);
        assert_eq!(moves_from(&free, "e1").len(), 4);
    }

    /// A12 [CHOICE]: the switch is state-based, for both sides after every ply; option `event`.
    #[test]
    fn classical_switch_is_state_based() {
        let fen = "4k3/8/8/8/8/8/8/3QK3 w - - 0 1 S:d1:0 S:-:0";
        let p = played(fen, &["d1d4"]);
        assert_eq!(p.side(Color::White).phase, Phase::Classic);
        assert_eq!(p.side(Color::Black).phase, Phase::Classic);
        let o = opts(&[("classic_switch", "event")]);
        let mut q = pos_with(fen, &o);
        q.play_text("d1d4").unwrap();
        assert_eq!(q.side(Color::White).phase, Phase::Syn);
        assert_eq!(q.side(Color::Black).phase, Phase::Syn);
        let mut r = pos_with("4k3/1b6/8/3q4/8/2Q5/1R6/4K3 w - - 0 1 S:c3:0 S:d5:0", &o);
        r.play_text("b2b7").unwrap();
        assert_eq!(r.side(Color::Black).phase, Phase::Classic);
    }

    /// A13 [CHOICE]: a classical side may counter-check; option `classic_counter_check`.
    #[test]
    fn classical_side_may_counter_check() {
        let fen = "8/8/4k3/8/r3K3/8/8/8 w - - 0 1 C:-:0 S:-:0";
        assert_eq!(moves(&pos(fen)).len(), 6);
        let o = opts(&[("classic_counter_check", "false")]);
        assert_eq!(moves(&pos_with(fen, &o)), set(&["e4d3", "e4e3", "e4f3"]));
    }

    /// A14 [CHOICE] option `castling=always`: synthesis-mode castling at night too.
    #[test]
    fn castling_option_always() {
        let o = opts(&[("castling", "always")]);
        let p = pos_with("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 2 S:-:0 S:-:0", &o);
        assert!(moves(&p).contains(&"e1g1".to_owned()));
    }

    /// A14 [CHOICE]: castling squares are judged with the enemy's next-move mode.
    #[test]
    fn castling_through_attack_is_illegal() {
        // Black castles by day; White's next move is at night, when its Bishop on f1 is a Rook
        // that hits f8, while its Rook on f1 would be a Bishop and hit nothing on rank 8.
        let p = pos("r3k2r/8/8/8/8/8/8/4KB2 b kq - 0 1 S:-:0 S:-:0");
        let m = moves(&p);
        assert!(!m.contains(&"e8g8".to_owned()));
        assert!(m.contains(&"e8c8".to_owned()));
        let p = pos("r3k2r/8/8/8/8/8/8/4KR2 b kq - 0 1 S:-:0 S:-:0");
        assert!(moves(&p).contains(&"e8g8".to_owned()));
    }

    /// A15 [CHOICE] option `promotion=queen`.
    #[test]
    fn promotion_option_queen_only() {
        let o = opts(&[("promotion", "queen")]);
        let p = pos_with("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 S:-:0 S:-:0", &o);
        assert_eq!(moves_from(&p, "b7"), set(&["b7b8q"]));
    }

    /// A15 [CHOICE]: a promoted Queen is a Knight by night.
    #[test]
    fn promoted_queen_is_a_knight_by_night() {
        let p = pos("4k3/8/8/8/3Q4/8/8/4K3 w - - 0 2 P:-:0 S:-:0");
        assert_eq!(moves_from(&p, "d4").len(), 8);
    }

    /// A16 [CHOICE]: no move and not in check: a synthesis side passes; two passes draw.
    #[test]
    fn no_move_means_pass_and_two_passes_draw() {
        let mut p = pos("6kr/6p1/6P1/8/8/1p6/1P6/RK6 w - - 0 2 S:-:0 S:-:0");
        assert_eq!(moves(&p), set(&["--"]));
        p.play_text("--").unwrap();
        assert_eq!(p.outcome(), None);
        assert!(p.after_pass());
        p.play_text("--").unwrap();
        assert_eq!(
            p.outcome(),
            Some(Outcome::Draw {
                reason: EndReason::DoublePass
            })
        );
        assert!(p.legal_move_list().is_empty());
        assert_eq!(p.fullmove(), 3);
    }

    /// §6.5 rule 5 [SEED]: the state-based switch is checked after a pass too.
    #[test]
    fn classical_switch_after_a_pass() {
        let p = played("7k/7p/7P/8/8/p7/P7/K7 w - - 0 2 S:-:0 S:-:0", &["--"]);
        assert_eq!(p.side(Color::White).phase, Phase::Classic);
        assert_eq!(p.side(Color::Black).phase, Phase::Classic);
        // Black, now classical, has an awake King instead of a pass.
        assert_eq!(moves(&p), set(&["h8g8"]));
    }

    /// A16 [CHOICE]: a classical side with no move and not in check is stalemated.
    #[test]
    fn classical_stalemate_is_a_draw() {
        // Black is not in check and every King step is attacked by the classical Queen.
        let p2 = pos("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1 C:-:0 C:-:0");
        assert!(!p2.is_check());
        assert!(p2.legal_move_list().is_empty());
        assert_eq!(
            p2.outcome(),
            Some(Outcome::Draw {
                reason: EndReason::Stalemate
            })
        );
    }

    /// A16 [CHOICE] option `no_move=stalemate`: no pass, a draw.
    #[test]
    fn no_move_option_stalemate() {
        let o = opts(&[("no_move", "stalemate")]);
        let p = pos_with("6kr/6p1/6P1/8/8/1p6/1P6/RK6 w - - 0 2 S:-:0 S:-:0", &o);
        assert!(p.legal_move_list().is_empty());
        assert_eq!(
            p.outcome(),
            Some(Outcome::Draw {
                reason: EndReason::Stalemate
            })
        );
    }

    /// A16 [CHOICE]: no move while in check loses.
    #[test]
    fn no_move_in_check_loses() {
        // §7a.6 too: the King of a phase-3 side with 32 escapes is stuck next to the enemy King
        // and may not capture it.
        let p = pos("8/8/8/8/8/4k3/4K3/8 w - - 0 1 P:-:32 S:-:0");
        assert!(p.is_check());
        assert!(p.legal_move_list().is_empty());
        assert_eq!(
            p.outcome(),
            Some(Outcome::Decisive {
                winner: Color::Black,
                reason: EndReason::Checkmate
            })
        );
    }

    /// A17 [CHOICE]: threefold repetition (by the full key), the 50-move rule, King against King.
    #[test]
    fn repetition_fifty_moves_and_bare_kings() {
        let mut g = Game::new(Synthesis::new(&Options::default()));
        for m in ["g1f3", "g8f6", "f3g1", "f6g8"] {
            g.play_text(m).unwrap();
        }
        // Same men, but fullmove 3 is day again and the start was day: a repetition.
        assert_eq!(g.repetitions(), 2);
        for m in ["g1f3", "g8f6"] {
            g.play_text(m).unwrap();
        }
        // After 1.Nf3 Nf6 it was night; after 3.Nf3 Nf6 it is night again.
        assert_eq!(g.repetitions(), 2);
        for m in ["f3g1", "f6g8"] {
            g.play_text(m).unwrap();
        }
        assert_eq!(g.repetitions(), 3);
        assert_eq!(g.claimable_draw(), Some(EndReason::Repetition));
        // Day/night parity is part of the key.
        let day = pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1 S:-:0 S:-:0");
        let night = pos("4k3/8/8/8/8/8/8/4K3 w - - 0 2 S:-:0 S:-:0");
        assert_ne!(day.zobrist(), night.zobrist());
        assert!(!day.is_repetition_of(&night));
        // 50 moves.
        let mut g = Game::new(pos("4k3/8/8/8/8/8/8/R3K3 w - - 99 1 S:-:0 S:-:0"));
        assert_eq!(g.claimable_draw(), None);
        g.play_text("a1a2").unwrap();
        assert_eq!(g.claimable_draw(), Some(EndReason::MoveLimit));
        // King against King.
        let mut g = Game::new(pos("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1 S:-:0 S:-:0"));
        g.play_text("e1d2").unwrap();
        assert_eq!(
            g.outcome(),
            Some(Outcome::Draw {
                reason: EndReason::InsufficientMaterial
            })
        );
    }

    /// A17 [CHOICE]: a game that starts with the two Kings alone is drawn at once; the move
    /// tree (perft, §7a.14) still goes on.
    #[test]
    fn a_game_from_bare_kings_is_over_at_once() {
        let start = pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1 S:-:0 S:-:0");
        let g = Game::new(start.clone());
        assert_eq!(
            g.outcome(),
            Some(Outcome::Draw {
                reason: EndReason::InsufficientMaterial
            })
        );
        assert!(g.legal_moves().is_empty());
        assert_eq!(start.outcome(), None);
        assert_eq!(start.perft(1), 5);
        assert!(start.perft(2) > 0);
    }

    /// A18 [CHOICE] option `first_move=night`.
    #[test]
    fn first_move_option_night() {
        let o = opts(&[("first_move", "night")]);
        let p = Synthesis::new(&o);
        assert!(!p.is_day());
        // Knights and pawns move as usual and the Queen jumps to c3 or e3 as a Knight.
        assert_eq!(p.legal_move_list().len(), 22);
    }

    /// A19 [CHOICE] option `night_rook_bishop=classical`.
    #[test]
    fn night_rook_bishop_option_classical() {
        let o = opts(&[("night_rook_bishop", "classical")]);
        let p = pos_with("4k3/8/8/8/3R4/8/8/4K3 w - - 0 2 S:-:0 S:-:0", &o);
        assert_eq!(moves_from(&p, "d4").len(), 14);
    }

    /// A20 [CHOICE]: a King attacks its neighbours even asleep: a side attacked only by it is
    /// in check.
    #[test]
    fn sleeping_king_still_gives_check() {
        // White to move at night; the black King (asleep on Black's night move) still checks.
        let p = pos("8/8/8/8/8/4k3/8/4K3 w - - 0 2 S:-:0 S:-:0");
        assert!(!p.is_check());
        let p = pos("8/8/8/8/4k3/8/4K3/8 w - - 0 2 S:-:0 S:-:0");
        assert!(!p.is_check());
        let p = pos("8/8/8/8/8/4k3/4K3/8 w - - 0 2 S:-:0 S:-:0");
        assert!(p.is_check());
    }

    /// A21 [CHOICE]: the night Queen is a Knight leaper: it jumps over men.
    #[test]
    fn night_queen_jumps() {
        let p = pos("4k3/8/8/2PPP3/2PQP3/2PPP3/8/4K3 w - - 0 2 S:-:0 S:-:0");
        assert_eq!(moves_from(&p, "d4").len(), 8);
    }
}

mod s6_legal_move_specification {
    use super::*;

    /// §6.4 step 2 [CHOICE]: a King capture is always legal, compulsion notwithstanding.
    #[test]
    fn king_capture_survives_compulsion() {
        // White's Queen is home, so the pawn capture e4xd5 is compulsory; Rxe8 stays legal.
        let q = pos("R3k3/8/8/3n4/4P3/8/8/3QK3 w - - 0 1 S:d1:0 S:-:0");
        assert_eq!(moves(&q), set(&["a8e8", "e4d5"]));
    }

    /// §6.3 [CHOICE]: `is_check` is midnight.
    #[test]
    fn is_check_means_midnight() {
        let p = pos("k3b3/8/8/8/8/8/8/4K3 w - - 0 2 S:-:0 S:-:0");
        assert!(p.is_check());
        assert!(p.in_check());
    }

    /// §6.5 [CHOICE]: escapes count only phase-3 King moves.
    #[test]
    fn escape_count_follows_king_moves() {
        let p = played("4k3/8/8/8/8/8/8/r3K3 w - - 0 1 P:-:5 S:-:0", &["e1d2"]);
        assert_eq!(p.side(Color::White).escapes, 6);
    }
}

mod s7a_clarifications {
    use super::*;

    /// §7a.1 [CHOICE]: one capture can take a side from synthesis to classical in one ply.
    #[test]
    fn one_capture_can_go_from_synthesis_to_classical() {
        let p = played("4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1 S:-:0 S:d5:0", &["e4d5"]);
        assert_eq!(p.side(Color::Black).phase, Phase::Classic);
        assert_eq!(p.side(Color::Black).escapes, 0);
    }

    /// §7a.1 [CHOICE]: legality is judged after the opponent entered phase 3: its night Rook is
    /// then a ferz, so a square it would have hit as a Bishop becomes safe.
    #[test]
    fn legality_sees_the_opponents_new_phase() {
        // Night (fullmove 2), White to move. The black Rook a5, a Bishop by night, checks e1
        // along the diagonal. Nxd6 takes Black's original Queen away from home: Black enters
        // phase 3, where the night Rook is a ferz, so the capture answers the check.
        let original = pos("7k/8/3q4/r7/4N3/8/8/4K3 w - - 0 2 S:-:0 S:d6:0");
        assert!(original.is_check());
        let expected = ["e1d1", "e1e2", "e1f1", "e1f2", "e4c3", "e4d2", "e4d6"];
        assert_eq!(moves(&original), set(&expected));
        // A Queen that is not the original one: taking it changes no phase and is illegal.
        let promoted = pos("7k/8/3q4/r7/4N3/8/8/4K3 w - - 0 2 S:-:0 S:-:0");
        assert_eq!(moves(&promoted), set(&expected[..6]));
    }

    /// §7a.11 [CHOICE]: a pass clears en passant, counts for the 50-move rule and the fullmove.
    #[test]
    fn pass_updates_the_counters() {
        let p = played(
            "6kr/6p1/6P1/8/8/1p6/1P6/RK4n1 w - - 3 2 S:-:0 S:-:0",
            &["--"],
        );
        assert_eq!(
            p.to_string(),
            "6kr/6p1/6P1/8/8/1p6/1P6/RK4n1 b - - 4 2 S:-:0 S:-:0"
        );
        let p = played(
            "6kr/6p1/6P1/8/8/1p6/1P6/RK4n1 w - - 3 2 S:-:0 S:-:0",
            &["--", "g1e2"],
        );
        assert_eq!(p.fullmove(), 3);
    }

    /// §7a.15 [CHOICE]: a pawn that can capture the King makes pawn captures compulsory; the
    /// moves kept are then every pawn capture and every King capture, by any man.
    #[test]
    fn a_pawn_that_can_capture_the_king_makes_pawn_captures_compulsory() {
        // The rules file's example: Black's Queen is home and the d2 pawn takes e1 promoting.
        let p = pos("3qk3/8/8/8/8/8/3p4/4K3 b - - 0 1 C:-:0 S:d8:0");
        assert_eq!(moves(&p), set(&["d2e1b", "d2e1n", "d2e1q", "d2e1r"]));
        // A pawn taking the King without promoting: every other move goes, except another
        // man's King capture.
        let p = pos("3qk3/8/8/8/8/3p4/4K3/r7 b - - 0 1 C:-:0 S:d8:0");
        assert_eq!(moves(&p), set(&["d3e2"]));
        let p = pos("3qk3/8/8/8/8/3p4/4K3/4r3 b - - 0 1 C:-:0 S:d8:0");
        assert_eq!(moves(&p), set(&["d3e2", "e1e2"]));
        // Without the Queen at home there is no compulsion.
        let p = pos("4k3/8/8/8/8/3p4/4K3/4r3 b - - 0 1 C:-:0 S:-:0");
        assert!(moves(&p).len() > 2);
    }

    /// §7a.12 [CHOICE]: day and night of a FEN come from its fullmove field.
    #[test]
    fn fen_fullmove_decides_day_and_night() {
        assert!(pos("4k3/8/8/8/8/8/8/4K3 b - - 0 7 S:-:0 S:-:0").is_day());
        assert!(!pos("4k3/8/8/8/8/8/8/4K3 b - - 0 8 S:-:0 S:-:0").is_day());
    }
}

mod s8_options {
    use super::*;

    /// §8 [CHOICE] `day_night`: square-based predicates and blocks.
    #[test]
    fn day_night_predicates() {
        // Absolute: light squares are day. d4 is dark: the Queen is a Knight there.
        let o = opts(&[("day_night", "absolute-square")]);
        let p = pos_with("4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1 S:-:0 S:-:0", &o);
        assert_eq!(moves_from(&p, "d4").len(), 8);
        let p = pos_with("4k3/8/8/8/4Q3/8/8/4K3 w - - 0 2 S:-:0 S:-:0", &o);
        assert_eq!(moves_from(&p, "e4").len(), 26);
        // Relative: White on light squares, Black on dark squares is day.
        let o = opts(&[("day_night", "relative-square")]);
        let p = pos_with("4k3/8/8/8/3q4/8/8/4K3 b - - 0 1 S:-:0 S:-:0", &o);
        assert_eq!(moves_from(&p, "d4").len(), 27);
        // Board half: own half is day.
        let o = opts(&[("day_night", "board-half")]);
        let p = pos_with("4k3/8/8/3Q4/8/8/8/4K3 w - - 0 1 S:-:0 S:-:0", &o);
        assert_eq!(moves_from(&p, "d5").len(), 8);
        // Blocks of 2: moves 1-2 day, 3-4 night.
        let o = opts(&[("day_night", "blocks:2")]);
        let p = pos_with("4k3/8/8/8/3Q4/8/8/4K3 w - - 0 2 S:-:0 S:-:0", &o);
        assert_eq!(moves_from(&p, "d4").len(), 27);
        let p = pos_with("4k3/8/8/8/3Q4/8/8/4K3 w - - 0 3 S:-:0 S:-:0", &o);
        assert_eq!(moves_from(&p, "d4").len(), 8);
    }

    /// §8: every key and value is accepted; bad ones are typed errors; values read back.
    #[test]
    fn option_keys_and_values() {
        let values: &[(&str, &[&str])] = &[
            (
                "day_night",
                &[
                    "time",
                    "relative-square",
                    "absolute-square",
                    "board-half",
                    "blocks:3",
                ],
            ),
            ("escape_limit", &["king-moves", "any-escape", "none"]),
            ("classic_switch", &["state", "event"]),
            ("no_move", &["pass", "stalemate"]),
            ("night_rook_bishop", &["swap", "classical"]),
            ("midnight", &["check", "night-check"]),
            ("post_king_counter_check", &["true", "false"]),
            ("compulsory_en_passant", &["true", "false"]),
            ("classic_counter_check", &["true", "false"]),
            ("castling", &["day", "always"]),
            ("promotion", &["any", "queen"]),
            ("first_move", &["day", "night"]),
        ];
        let keys: Vec<&str> = Options::keys().iter().map(|k| k.name).collect();
        assert_eq!(values.iter().map(|(k, _)| *k).collect::<Vec<_>>(), keys);
        for (key, vals) in values {
            for v in *vals {
                let mut o = Options::default();
                o.set(key, v).unwrap();
                assert_eq!(o.get(key).as_deref(), Some(*v));
            }
            let mut o = Options::default();
            let err = o.set(key, "bogus").unwrap_err();
            assert_eq!(o, Options::default());
            assert!(err.to_string().contains(key));
            assert_eq!(err.to_string(), err.to_string().to_lowercase());
        }
        let mut o = Options::default();
        for bad in [
            "blocks:0",
            "blocks:",
            "blocks:x",
            "blocks:01",
            "blocks:1001",
            "Time",
        ] {
            assert!(o.set("day_night", bad).is_err(), "{bad}");
        }
        assert!(o.set("no_such_key", "true").is_err());
        assert!(o.set("post_king_counter_check", "yes").is_err());
    }
}

mod s9_test_vectors {
    use super::*;

    /// §9.1: 20 legal moves at the start.
    #[test]
    fn start_has_twenty_moves() {
        assert_eq!(
            Synthesis::new(&Options::default()).legal_move_list().len(),
            20
        );
    }

    /// §9.2: after 1.e4 d5, exactly one legal move: 2.exd5.
    #[test]
    fn after_e4_d5_only_exd5() {
        assert_eq!(moves(&played(START, &["e2e4", "d7d5"])), set(&["e4d5"]));
    }

    /// §9.3: after 2.exd5, Black has 21 moves: Queen 2, Knights 5, pawns 14.
    #[test]
    fn after_exd5_black_has_twenty_one() {
        let p = played(START, &["e2e4", "d7d5", "e4d5"]);
        let m = moves(&p);
        assert_eq!(m.len(), 21);
        assert_eq!(moves_from(&p, "d8"), set(&["d8c6", "d8e6"]));
        assert_eq!(
            m.iter()
                .filter(|m| m.starts_with("b8") || m.starts_with("g8"))
                .count(),
            5
        );
    }
}
