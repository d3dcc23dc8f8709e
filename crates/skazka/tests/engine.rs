//! The engine: mates in one and two, never an illegal move, chance nodes, limits, the stop
//! flag, infinite searches, the principal variation and the selective depth.

use skazka::core::MoveBuffer;
use skazka::engine::{Engine, Evaluate, Limits, Rng, SearchResult};

/// Searches `pos` to `depth` with a fresh engine.
fn search<P: Evaluate>(pos: &P, depth: u32) -> Option<SearchResult<P::Move>> {
    Engine::new(1 << 16).search(pos, &Limits::depth(depth), &[], |_| {})
}

/// Checks that the engine announces mate in `n` and that its move really forces it: after
/// every reply the engine again finds a mate, one move shorter, ending in a won position.
fn assert_forced_mate<P: Evaluate>(pos: &P, n: i32) {
    let us = pos.turn();
    let r = search(pos, (2 * n - 1) as u32 + 1).expect("the mating side has moves");
    assert_eq!(r.mate_in(), Some(n), "{pos:?}: expected mate in {n}");
    assert!(pos.is_legal(r.best));
    let mut after = pos.clone();
    after.play_unchecked(r.best);
    if n == 1 {
        let outcome = after.outcome().expect("mate in one ends the game");
        assert_eq!(outcome.winner(), Some(us), "{after:?}");
        return;
    }
    for &reply in after.legal_move_list().as_ref() {
        let mut next = after.clone();
        next.play_unchecked(reply);
        assert_forced_mate(&next, n - 1);
    }
}

/// Plays random games from `start` and asks the engine for a move every few plies: the move
/// must be legal, and the engine must answer `None` exactly when there is no legal move.
fn engine_moves_are_legal<P: Evaluate>(start: &P, games: usize, plies: usize, seed: u64) {
    let mut rng = Rng::new(seed);
    let mut engine = Engine::new(1 << 12);
    for _ in 0..games {
        let mut pos = start.clone();
        for ply in 0..plies {
            let moves = pos.legal_move_list();
            if ply % 3 == 0 {
                let depth = 1 + (ply % 2) as u32;
                let limits = Limits::depth(depth).with_nodes(3_000);
                let found = engine.search(&pos, &limits, &[], |_| {});
                match found {
                    Some(r) => assert!(pos.is_legal(r.best), "{pos:?}: illegal {:?}", r.best),
                    None => assert!(moves.is_empty(), "{pos:?}: no move found"),
                }
            }
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves.as_ref()[rng.below(moves.len())]);
        }
    }
}

#[cfg(feature = "chess")]
mod chess {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::time::{Duration, Instant};

    use skazka::chess::Chess;
    use skazka::core::Position;
    use skazka::engine::{SearchControl, best_move};

    fn fen(text: &str) -> Chess {
        Chess::from_fen(text).expect("valid fen")
    }

    #[test]
    fn finds_back_rank_mate_in_one() {
        let pos = fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        let r = search(&pos, 3).expect("moves");
        assert_eq!(pos.display_move(r.best).to_string(), "a1a8");
        assert_forced_mate(&pos, 1);
    }

    #[test]
    fn finds_mate_in_one_for_black() {
        // Fool's mate: 1. f3 e5 2. g4, and Black mates with Qh4.
        let pos = fen("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2");
        let r = search(&pos, 2).expect("moves");
        assert_eq!(pos.display_move(r.best).to_string(), "d8h4");
        assert_forced_mate(&pos, 1);
    }

    #[test]
    fn finds_morphys_mate_in_two() {
        // Paul Morphy: 1. Ra6! bxa6 2. b7#.
        let pos = fen("kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1");
        let r = search(&pos, 4).expect("moves");
        assert_eq!(pos.display_move(r.best).to_string(), "a1a6");
        assert_forced_mate(&pos, 2);
    }

    #[test]
    fn finds_queen_sacrifice_mate_in_two() {
        // 1. Qg8+ Rxg8 2. Nf7# (smothered mate).
        let pos = fen("r6k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1");
        let r = search(&pos, 4).expect("moves");
        assert_eq!(r.mate_in(), Some(2));
        assert_forced_mate(&pos, 2);
    }

    #[test]
    fn sees_being_mated() {
        // Black's only move is Kg8, then Ra8#.
        let pos = fen("7k/8/6K1/8/8/8/8/R7 b - - 0 1");
        let r = search(&pos, 3).expect("moves");
        assert_eq!(r.mate_in(), Some(-1), "{r:?}");
    }

    #[test]
    fn returns_none_without_legal_moves() {
        let mated = fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        assert!(search(&mated, 3).is_none());
        let stalemate = fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assert!(best_move(&stalemate, &Limits::depth(2)).is_none());
    }

    #[test]
    fn takes_a_hanging_queen() {
        let pos = fen("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
        let r = search(&pos, 2).expect("moves");
        assert_eq!(pos.display_move(r.best).to_string(), "d2d5");
    }

    #[test]
    fn quiescence_avoids_a_defended_pawn() {
        // The pawn on d5 is defended by e6: taking it with the queen loses the queen.
        let pos = fen("4k3/8/4p3/3p4/8/8/3Q4/4K3 w - - 0 1");
        let r = search(&pos, 1).expect("moves");
        assert_ne!(pos.display_move(r.best).to_string(), "d2d5");
    }

    #[test]
    fn single_legal_move_is_returned() {
        // The white king in check has exactly one square.
        let pos = fen("k7/8/8/8/8/8/1q6/K7 w - - 0 1");
        assert_eq!(pos.legal_move_list().len(), 1);
        let r = search(&pos, 4).expect("one move");
        assert_eq!(pos.display_move(r.best).to_string(), "a1b2");
    }

    #[test]
    fn time_and_node_limits_stop_the_search() {
        let pos = Chess::new();
        let limits = Limits::depth(64).with_nodes(20_000);
        let r = Engine::new(1 << 12)
            .search(&pos, &limits, &[], |_| {})
            .expect("moves");
        assert!(r.depth < 64);
        assert!(r.nodes < 40_000, "{} nodes", r.nodes);
        let limits = Limits::time(std::time::Duration::from_millis(50));
        let start = std::time::Instant::now();
        let r = Engine::new(1 << 12)
            .search(&pos, &limits, &[], |_| {})
            .expect("moves");
        assert!(pos.is_legal(r.best));
        assert!(start.elapsed() < std::time::Duration::from_secs(5));
    }

    #[test]
    fn progress_reports_every_iteration() {
        let pos = Chess::new();
        let mut depths = Vec::new();
        Engine::new(1 << 12).search(&pos, &Limits::depth(3), &[], |p| {
            assert!(pos.is_legal(p.best));
            depths.push(p.depth);
        });
        assert_eq!(depths, vec![1, 2, 3]);
    }

    /// Plays `pv` from `pos`, checking that every move is legal where it is played.
    fn assert_pv_is_legal(pos: &Chess, pv: &[<Chess as Position>::Move]) {
        let mut p = pos.clone();
        for &m in pv {
            assert!(
                p.is_legal(m),
                "{p:?}: illegal {m:?} in the principal variation"
            );
            p.play_unchecked(m);
        }
    }

    #[test]
    fn results_carry_seldepth_and_a_legal_principal_variation() {
        let pos = Chess::new();
        let mut seen = Vec::new();
        let r = Engine::new(1 << 14)
            .search_with(&pos, &Limits::depth(4), &[], SearchControl::new(), |r| {
                assert_eq!(r.pv.first(), Some(&r.best));
                assert!(r.pv.len() <= r.depth as usize);
                assert_pv_is_legal(&pos, &r.pv);
                seen.push((r.depth, r.seldepth));
            })
            .expect("moves");
        assert_eq!(
            seen.iter().map(|s| s.0).collect::<Vec<_>>(),
            vec![1, 2, 3, 4]
        );
        assert!(seen.iter().all(|&(d, sel)| sel >= d), "{seen:?}");
        assert!(seen.windows(2).all(|w| w[0].1 <= w[1].1), "{seen:?}");
        assert!(
            r.seldepth > 4,
            "quiescence goes past the horizon: {}",
            r.seldepth
        );
        assert_eq!(r.pv.len(), 4, "{:?}", r.pv);
        assert_pv_is_legal(&pos, &r.pv);
        // The same search through the plain API gives the same move and node count.
        let plain = search(&pos, 4).expect("moves");
        assert_eq!((plain.best, plain.nodes), (r.best, r.nodes));
        assert_eq!(plain.pv, r.pv);
    }

    #[test]
    fn a_mate_has_its_moves_as_principal_variation() {
        // The mate ends the line: the principal variation is the mating move alone.
        let pos = fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        let r = search(&pos, 3).expect("moves");
        assert_eq!(r.mate_in(), Some(1));
        assert_eq!(r.pv.len(), 1);
        assert_eq!(pos.display_move(r.pv[0]).to_string(), "a1a8");
        let text = r.to_text(&pos);
        assert_eq!(
            (text.best.as_str(), text.pv.clone()),
            ("a1a8", vec!["a1a8".to_owned()])
        );
    }

    #[test]
    fn a_raised_stop_flag_ends_the_search_after_the_first_iteration() {
        let pos = Chess::new();
        let stop = AtomicBool::new(true);
        let control = SearchControl::new().with_stop(&stop);
        let r = Engine::new(1 << 12)
            .search_with(&pos, &Limits::infinite(), &[], control, |_| {})
            .expect("moves");
        assert_eq!(r.depth, 1);
        assert!(pos.is_legal(r.best));
    }

    #[test]
    fn an_infinite_search_stops_when_another_thread_says_so() {
        let pos = Chess::new();
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let stopper = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(300));
            flag.store(true, Ordering::Relaxed);
        });
        let start = Instant::now();
        let r = Engine::with_megabytes(4)
            .search_with(
                &pos,
                &Limits::infinite(),
                &[],
                SearchControl::new().with_stop(&stop),
                |_| {},
            )
            .expect("moves");
        stopper.join().expect("the stopper thread");
        let spent = start.elapsed();
        assert!(spent >= Duration::from_millis(250), "{spent:?}");
        assert!(spent < Duration::from_secs(10), "{spent:?}");
        assert!(r.depth >= 2 && r.depth < 64, "depth {}", r.depth);
        assert!(pos.is_legal(r.best));
    }

    #[test]
    fn an_infinite_search_goes_on_past_a_proven_mate() {
        let pos = fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        let limited = search(&pos, 4).expect("moves");
        assert_eq!(limited.depth, 1, "a proven mate ends an ordinary search");
        let mut depths = Vec::new();
        let r = Engine::new(1 << 14)
            .search_with(
                &pos,
                &Limits::infinite().with_depth(4),
                &[],
                SearchControl::new(),
                |r| depths.push(r.depth),
            )
            .expect("moves");
        assert_eq!(depths, vec![1, 2, 3, 4]);
        assert_eq!(r.mate_in(), Some(1));
        assert_eq!(
            Limits::infinite().with_depth(4).to_string(),
            "infinite, depth 4"
        );
    }

    #[test]
    fn root_moves_restrict_the_choice() {
        // a1a8 mates, but only the king may move.
        let pos = fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        let king: Vec<_> = ["g1f1", "g1f2", "g1g2", "g1h1", "g1h2"]
            .iter()
            .map(|t| pos.parse_move(t).expect("a king move"))
            .collect();
        let r = Engine::new(1 << 12)
            .search_with(
                &pos,
                &Limits::depth(3),
                &[],
                SearchControl::new().with_root_moves(&king),
                |_| {},
            )
            .expect("moves");
        assert!(king.contains(&r.best), "{}", pos.display_move(r.best));
        // A list without a legal move leaves every move.
        let r = Engine::new(1 << 12)
            .search_with(
                &pos,
                &Limits::depth(2),
                &[],
                SearchControl::new().with_root_moves(&[]),
                |_| {},
            )
            .expect("moves");
        assert_eq!(pos.display_move(r.best).to_string(), "a1a8");
    }

    #[test]
    fn avoids_repeating_a_won_position() {
        // With a queen up, returning to a position of the game's history scores as a draw, so
        // the engine must not pick the move that repeats.
        let pos = fen("4k3/8/8/8/8/8/Q7/4K3 w - - 0 1");
        let mut repeated = pos.clone();
        repeated.play_text("a2a1").unwrap();
        let history = [repeated.zobrist()];
        let r = Engine::new(1 << 12)
            .search(&pos, &Limits::depth(3), &history, |_| {})
            .expect("moves");
        assert_ne!(pos.display_move(r.best).to_string(), "a2a1");
    }

    #[test]
    fn never_returns_an_illegal_move() {
        engine_moves_are_legal(&Chess::new(), 6, 90, 11);
    }

    #[test]
    fn evaluation_is_symmetric_at_the_start() {
        assert_eq!(Chess::new().evaluate(), 0);
        let pos = Chess::new();
        assert_eq!(pos.material(skazka::core::Color::White), 3900);
    }
}

#[cfg(feature = "stone")]
mod stone {
    use super::*;
    use skazka::stone::{Options, Stone};

    #[test]
    fn finds_mate_in_one() {
        let pos = Stone::from_fen(
            "6k1/5ppp/8/8/8/8/8/R5K1[0:0] w - - 0 1",
            &Options::default(),
        )
        .expect("valid fen");
        assert_forced_mate(&pos, 1);
    }

    #[test]
    fn finds_rook_ladder_mate_in_two() {
        // 1. Rb7 (any king move) 2. Ra8#; Black has no stones to block with.
        let pos = Stone::from_fen("7k/8/8/8/8/8/R7/1R4K1[0:0] w - - 0 1", &Options::default())
            .expect("valid fen");
        assert_forced_mate(&pos, 2);
    }

    #[test]
    fn reserves_count_as_material() {
        let pos = Stone::new(&Options::default());
        let white = pos.material(skazka::core::Color::White);
        // 8 pawns (2) + 2 knights (7) + 2 bishops (8) + 2 rooks (12) + queen (24) + 10 stones.
        assert_eq!(white, (16 + 14 + 16 + 24 + 24 + 10) * 40);
    }

    #[test]
    fn never_returns_an_illegal_move() {
        engine_moves_are_legal(&Stone::new(&Options::default()), 3, 40, 12);
    }
}

#[cfg(feature = "synthesis")]
mod synthesis {
    use super::*;
    use skazka::synthesis::{Options, Synthesis};

    fn fen(text: &str) -> Synthesis {
        Synthesis::from_fen(text, &Options::default()).expect("valid fen")
    }

    #[test]
    fn finds_mate_in_one_in_the_classical_phase() {
        assert_forced_mate(&fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1 C:-:0 C:-:0"), 1);
    }

    #[test]
    fn finds_rook_ladder_mate_in_two() {
        assert_forced_mate(&fen("7k/8/8/8/8/8/R7/1R4K1 w - - 0 1 C:-:0 C:-:0"), 2);
    }

    #[test]
    fn never_returns_an_illegal_move() {
        engine_moves_are_legal(&Synthesis::new(&Options::default()), 3, 60, 13);
    }
}

#[cfg(feature = "xianling")]
mod xianling {
    use super::*;
    use skazka::core::Position;
    use skazka::xianling::{Options, Xianling};

    fn fen(text: &str) -> Xianling {
        Xianling::from_fen(text, &Options::default()).expect("valid fen")
    }

    #[test]
    fn finds_mate_in_one() {
        assert_forced_mate(&fen("k9/2Q7/1K8/10/10/10/10/10/10/10 w - - 0 1"), 1);
    }

    #[test]
    fn finds_rook_ladder_mate_in_two() {
        assert_forced_mate(&fen("9k/10/10/10/10/10/10/10/R9/1R7K w - - 0 1"), 2);
    }

    #[test]
    fn passes_when_a_pass_is_the_only_move() {
        // Black's king on a10 has no move and is not in check: Xianling's forced pass.
        let pos = fen("k9/2Q7/1K8/10/10/10/10/10/10/10 b - - 0 1");
        let moves = pos.legal_move_list();
        assert_eq!(moves.len(), 1);
        let r = search(&pos, 3).expect("the pass is a move");
        assert_eq!(r.best, moves[0]);
        // After the pass White mates at once (Qb9#).
        assert_eq!(r.mate_in(), Some(-1));
    }

    #[test]
    fn never_returns_an_illegal_move() {
        engine_moves_are_legal(&Xianling::new(&Options::default()), 3, 45, 14);
    }
}

#[cfg(feature = "volkhv")]
mod volkhv {
    use super::*;
    use skazka::core::Position;
    use skazka::volkhv::{Options, Volkhv};

    fn fen(text: &str) -> Volkhv {
        Volkhv::from_fen(text, &Options::default()).expect("valid fen")
    }

    #[test]
    fn finds_mate_in_one() {
        assert_forced_mate(&fen("k7/8/1K6/8/8/8/8/7R w - - - 0 1"), 1);
    }

    #[test]
    fn finds_rook_ladder_mate_in_two() {
        assert_forced_mate(&fen("7k/8/8/8/8/8/R7/1R4K1 w - - - 0 1"), 2);
    }

    #[test]
    fn never_returns_an_illegal_move() {
        engine_moves_are_legal(&Volkhv::new(&Options::default()), 3, 60, 15);
    }

    #[test]
    fn plays_legal_moves_with_the_die() {
        let mut options = Options::default();
        options.set("dice", "true").expect("dice is an option");
        let start = Volkhv::new(&options);
        assert!(start.is_chance(), "with the die the first thing is a roll");
        engine_moves_are_legal(&start, 2, 40, 16);
    }
}

/// A toy game with a chance node: White either takes a draw at once or gambles on a die
/// whose faces end the game with the given results.
mod chance {
    use core::fmt;

    use skazka::core::{Color, EndReason, Outcome, ParseMoveError, Position};
    use skazka::engine::{Engine, Evaluate, Limits};

    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    enum Stage {
        Choose,
        Roll,
        Over(Option<Color>),
    }

    #[derive(Clone, Debug)]
    struct Gamble {
        faces: &'static [Option<Color>],
        stage: Stage,
    }

    const SAFE: u8 = 0;
    const GAMBLE: u8 = 1;

    impl Position for Gamble {
        type Move = u8;
        type MoveList = Vec<u8>;

        fn turn(&self) -> Color {
            match self.stage {
                Stage::Over(_) => Color::Black,
                _ => Color::White,
            }
        }

        fn legal_moves(&self, moves: &mut Vec<u8>) {
            moves.clear();
            match self.stage {
                Stage::Choose => moves.extend([SAFE, GAMBLE]),
                Stage::Roll => moves.extend(2..2 + self.faces.len() as u8),
                Stage::Over(_) => {}
            }
        }

        fn play_unchecked(&mut self, m: u8) {
            self.stage = match (self.stage, m) {
                (Stage::Choose, SAFE) => Stage::Over(None),
                (Stage::Choose, _) => Stage::Roll,
                (_, face) => Stage::Over(self.faces[usize::from(face - 2)]),
            };
        }

        fn is_check(&self) -> bool {
            false
        }

        fn outcome(&self) -> Option<Outcome> {
            match self.stage {
                Stage::Over(Some(winner)) => Some(Outcome::Decisive {
                    winner,
                    reason: EndReason::NoMoves,
                }),
                Stage::Over(None) => Some(Outcome::Draw {
                    reason: EndReason::NoMoves,
                }),
                _ => None,
            }
        }

        fn zobrist(&self) -> u64 {
            match self.stage {
                Stage::Choose => 1,
                Stage::Roll => 2,
                Stage::Over(None) => 3,
                Stage::Over(Some(Color::White)) => 4,
                Stage::Over(Some(Color::Black)) => 5,
            }
        }

        fn parse_move(&self, text: &str) -> Result<u8, ParseMoveError> {
            let m: u8 = text
                .parse()
                .map_err(|_| ParseMoveError::malformed(0, "a number"))?;
            if self.is_legal(m) {
                Ok(m)
            } else {
                Err(ParseMoveError::Illegal)
            }
        }

        fn write_move(&self, m: u8, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "{m}")
        }

        fn is_chance(&self) -> bool {
            self.stage == Stage::Roll
        }
    }

    impl Evaluate for Gamble {
        fn material(&self, _: Color) -> i32 {
            0
        }
    }

    fn choice(faces: &'static [Option<Color>]) -> (u8, i32) {
        let pos = Gamble {
            faces,
            stage: Stage::Choose,
        };
        let r = Engine::new(64)
            .search(&pos, &Limits::depth(3), &[], |_| {})
            .expect("two choices");
        (r.best, r.score)
    }

    #[test]
    fn gambles_when_the_expectation_is_positive() {
        // Win on one face, draw on the other: worth half a win, better than a draw. A
        // minimax search that let the die choose against White would take the draw.
        let (m, score) = choice(&[Some(Color::White), None]);
        assert_eq!(m, GAMBLE);
        assert!(score > 10_000, "{score}");
    }

    #[test]
    fn declines_when_the_expectation_is_negative() {
        // One winning face against two losing ones: an optimist would gamble.
        let (m, score) = choice(&[Some(Color::White), Some(Color::Black), Some(Color::Black)]);
        assert_eq!(m, SAFE);
        assert_eq!(score, 0);
    }
}

/// `takes_material`, where a game answers, must agree with playing the move and comparing the
/// opponent's material.
#[cfg(any(feature = "chess", feature = "stone", feature = "xianling"))]
fn capture_test_agrees_with_material<P: Evaluate>(start: &P, games: usize, plies: usize) {
    let mut rng = Rng::new(3);
    for _ in 0..games {
        let mut pos = start.clone();
        for _ in 0..plies {
            let moves = pos.legal_move_list();
            if moves.is_empty() {
                break;
            }
            let them = !pos.turn();
            for &m in moves.as_ref() {
                let Some(claimed) = pos.takes_material(m) else {
                    continue;
                };
                let mut child = pos.clone();
                child.play_unchecked(m);
                let drops = child.material(them) < pos.material(them);
                assert_eq!(claimed, drops, "{pos:?} {m:?}");
            }
            captured_value_agrees_with_material(&pos);
            pos.play_unchecked(moves.as_ref()[rng.below(moves.len())]);
        }
    }
}

/// `captured_value`, where a game answers, must be the drop of the opponent's material when
/// the move is played.
#[cfg(any(feature = "chess", feature = "stone", feature = "xianling"))]
fn captured_value_agrees_with_material<P: Evaluate>(pos: &P) {
    let them = !pos.turn();
    for &m in pos.legal_move_list().as_ref() {
        let Some(value) = pos.captured_value(m) else {
            continue;
        };
        let mut child = pos.clone();
        child.play_unchecked(m);
        let drop = pos.material(them) - child.material(them);
        assert_eq!(value, drop.max(0), "{pos:?} {m:?}");
    }
}

#[cfg(feature = "chess")]
#[test]
fn chess_capture_test_agrees_with_material() {
    capture_test_agrees_with_material(&skazka::chess::Chess::new(), 20, 80);
}

#[cfg(feature = "stone")]
#[test]
fn stone_capture_test_agrees_with_material() {
    capture_test_agrees_with_material(&skazka::stone::Stone::new(&Default::default()), 4, 60);
}

#[cfg(feature = "xianling")]
#[test]
fn xianling_capture_test_agrees_with_material() {
    let start = skazka::xianling::Xianling::new(&Default::default());
    capture_test_agrees_with_material(&start, 10, 120);
}

/// The dynamic entry point works for every game compiled in.
#[test]
fn best_move_any_plays_every_game() {
    use skazka::Variant;
    use skazka::engine::best_move_any;
    let mut games = 0;
    for &variant in Variant::ALL {
        let Ok(pos) = variant.position(None, &[]) else {
            continue;
        };
        games += 1;
        let mut iterations = 0;
        let r = best_move_any(&pos, &Limits::depth(2), |p| {
            iterations += 1;
            assert!(!p.best.is_empty());
        })
        .expect("start positions have moves");
        assert_eq!(iterations, 2, "{variant}");
        assert!(
            pos.legal_moves_text().contains(&r.best),
            "{variant}: {}",
            r.best
        );
        let mut after = pos.clone();
        after.play_text(&r.best).expect("the engine's move plays");
    }
    assert!(games >= 1);
}

/// Null-move pruning is only tried where passing is sound: in chess, not in check and not
/// with only king and pawns (zugzwang); the passed position is the same with the other side
/// to move.
#[cfg(feature = "chess")]
#[test]
fn null_move_is_not_tried_when_in_check_or_in_pawn_endings() {
    use skazka::chess::Chess;
    use skazka::core::Position;
    let start = Chess::new();
    let passed = Evaluate::null_move(&start).expect("the start allows a null move");
    assert_eq!(passed.turn(), !start.turn());
    assert_eq!(passed.legal_move_count(), 20);
    let in_check = Chess::from_fen("4k3/8/8/8/8/8/3PPP2/r3K3 w - - 0 1").expect("legal");
    assert!(in_check.is_check());
    assert!(Evaluate::null_move(&in_check).is_none());
    let pawn_ending = Chess::from_fen("4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1").expect("legal");
    assert!(Evaluate::null_move(&pawn_ending).is_none());
}

/// Games where a pass changes the rules never pass in the search: Stone chess (placements
/// and reserves), Synthesis (king capture, check answered by check), Xianling (forced
/// passes) and Volkhv (die chance nodes).
#[test]
fn null_move_is_not_tried_where_passing_changes_the_rules() {
    #[cfg(feature = "stone")]
    assert!(Evaluate::null_move(&skazka::stone::Stone::new(&Default::default())).is_none());
    #[cfg(feature = "synthesis")]
    assert!(Evaluate::null_move(&skazka::synthesis::Synthesis::new(&Default::default())).is_none());
    #[cfg(feature = "xianling")]
    assert!(Evaluate::null_move(&skazka::xianling::Xianling::new(&Default::default())).is_none());
    #[cfg(feature = "volkhv")]
    assert!(Evaluate::null_move(&skazka::volkhv::Volkhv::new(&Default::default())).is_none());
}

/// Killers, history, reductions and aspiration windows live in one search: two fresh
/// engines searching the same position to the same depth agree on everything.
#[cfg(feature = "chess")]
#[test]
fn search_is_deterministic_at_a_fixed_depth() {
    let pos = skazka::chess::Chess::from_fen(
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
    )
    .expect("legal");
    let a = search(&pos, 6).expect("moves");
    let b = search(&pos, 6).expect("moves");
    assert_eq!(
        (a.best, a.score, a.nodes, a.pv),
        (b.best, b.score, b.nodes, b.pv)
    );
}

/// Move ordering by most valuable victim: a queen hanging to a pawn is taken at once, and
/// the principal-variation search keeps the full material count.
#[cfg(feature = "chess")]
#[test]
fn captures_of_the_most_valuable_victim_are_found() {
    use skazka::core::Position;
    let pos = skazka::chess::Chess::from_fen("4k3/8/8/3q4/4P3/8/8/4K2R w - - 0 1").expect("legal");
    let r = search(&pos, 4).expect("moves");
    assert_eq!(pos.display_move(r.best).to_string(), "e4d5");
    assert!(r.score > 400, "{}", r.score);
}

/// Check extension: a smothered mate in two (1. Qg8+ Rxg8 2. Nf7#) takes three plies, and a
/// search of two finds it because the replies to check are searched a ply deeper.
#[cfg(feature = "chess")]
#[test]
fn check_extensions_find_a_mate_beyond_the_nominal_depth() {
    use skazka::core::Position;
    let pos = skazka::chess::Chess::from_fen("r6k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1").expect("legal");
    let r = search(&pos, 2).expect("moves");
    assert_eq!(r.mate_in(), Some(2));
    assert_eq!(pos.display_move(r.best).to_string(), "b3g8");
}
