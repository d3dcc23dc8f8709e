//! One test (at least) per rule of the Stone chess rules (`docs/rules/stone.md` restates them),
//! grouped by the sections of their specification. Each test
//! cites the section and the tag of the rule it checks.

use skazka_core::{
    Color, DrawRule, EndReason, Game, Geometry, Outcome, ParseMoveError, Position, RuleOptions,
    Rules, Square,
};
use skazka_stone::{
    Edition, FenError, Move, Options, PositionError, Stone, Unit, UnitClass, UnitKind,
};

fn sq(s: &str) -> Square {
    Geometry::CHESS.parse_square(s).unwrap()
}

fn at(fen: &str) -> Stone {
    Stone::from_fen(fen, &Options::default()).unwrap()
}

fn at07(fen: &str) -> Stone {
    Stone::from_fen(fen, &Options::edition(Edition::Jul2012)).unwrap()
}

fn texts(p: &Stone) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal_move_list()
        .iter()
        .map(|&m| p.display_move(m).to_string())
        .collect();
    v.sort();
    v
}

fn legal(p: &Stone, text: &str) -> bool {
    p.parse_move(text).is_ok()
}

fn after(p: &Stone, moves: &[&str]) -> Stone {
    let mut q = p.clone();
    for m in moves {
        q.play_text(m).unwrap_or_else(|e| panic!("{m} in {q}: {e}"));
    }
    q
}

fn kind_at(p: &Stone, s: &str) -> Option<UnitKind> {
    p.unit_at(sq(s)).map(|u| u.kind)
}

fn count(p: &Stone, f: impl Fn(&Move) -> bool) -> usize {
    p.legal_move_list().iter().filter(|m| f(m)).count()
}

mod s1_editions {
    use super::*;

    /// stone.md §1 [SEED]: the default edition is 2012-12.
    #[test]
    fn default_edition_is_december_2012() {
        assert_eq!(Options::default().edition, Edition::Dec2012);
        assert_eq!(Stone::new(&Options::default()).edition(), Edition::Dec2012);
    }

    /// stone.md §1 [SEED]: the Prince exists only in 2012-07.
    #[test]
    fn prince_exists_only_in_2012_07() {
        let fen = "4k3/8/8/8/8/8/8/(PR)3K3[10:10] w - - 0 1";
        assert_eq!(
            Stone::from_fen(fen, &Options::default()),
            Err(FenError::Position(PositionError::KindNotInEdition(
                UnitKind::Prince
            )))
        );
        let p = at07(fen);
        assert_eq!(kind_at(&p, "a1"), Some(UnitKind::Prince));
        // The Prince moves as a non-royal king.
        assert!(legal(&p, "a1b2"));
        let start = Stone::new(&Options::default());
        assert!(!legal(&start, "PR@b1"));
        let start07 = Stone::new(&Options::edition(Edition::Jul2012));
        assert!(legal(&start07, "PR@b1"));
    }

    /// stone.md §1 [CHOICE]: in 2012-07 the superpawn has no double step (and is no e.p.
    /// victim); in 2012-12 it has one.
    #[test]
    fn superpawn_double_step_only_in_2012_12() {
        let fen = "4k3/8/8/8/8/8/3(SD)4/4K3[10:10] w - - 0 1";
        assert!(legal(&at(fen), "d2d4"));
        assert!(!legal(&at07(fen), "d2d4"));
        assert!(legal(&at07(fen), "d2d3"));
    }
}

mod s2_board_and_turn {
    use super::*;

    /// stone.md §2 [SEED]: orthodox start, 10 free stones each, White first.
    #[test]
    fn start_is_orthodox_with_ten_stones_each() {
        let p = Stone::new(&Options::default());
        assert_eq!(
            p.to_string(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[10:10] w KQkq - 0 1"
        );
        assert_eq!(p.reserve(Color::White), 10);
        assert_eq!(p.reserve(Color::Black), 10);
        assert_eq!(p.turn(), Color::White);
    }

    /// stone.md §2 [SEED]/[CHOICE]: ranks are relative; Black's own half is ranks 5–8.
    #[test]
    fn ranks_are_relative_to_the_side() {
        let p = after(&Stone::new(&Options::default()), &["e2e4"]);
        let black = after(&p, &["ST@e5"]);
        assert_eq!(black.reserve(Color::Black), 9);
        let black = after(&p, &["ST@e3"]);
        assert_eq!(black.reserve(Color::Black), 8);
    }

    /// stone.md §2 [SEED]: a turn is exactly one move, placement or mutation.
    #[test]
    fn a_turn_is_one_action() {
        let p = Stone::new(&Options::default());
        let q = after(&p, &["ST@e4"]);
        assert_eq!(q.turn(), Color::Black);
        assert_eq!(q.occupied().count(), 33);
    }
}

mod s3_units {
    use super::*;

    /// stone.md §3 [SEED]: tokens, classes, nominals and class bonuses.
    #[test]
    fn nominals_classes_and_bonuses_match_the_table() {
        use UnitKind as U;
        let table = [
            (U::Stone, "ST", 1, 1, 0),
            (U::Ferz, "F", 2, 2, 1),
            (U::Wazir, "W", 2, 2, 1),
            (U::Pawn, "P", 2, 2, 1),
            (U::Berolina, "X", 2, 2, 1),
            (U::Alfil, "E", 2, 3, 2),
            (U::Dabbaba, "D", 2, 3, 2),
            (U::Superpawn, "SD", 3, 4, 3),
            (U::Zebra, "Z", 3, 5, 4),
            (U::Lion, "L", 3, 6, 4),
            (U::Prince, "PR", 3, 6, 4),
            (U::Knight, "N", 3, 7, 4),
            (U::Bishop, "B", 3, 8, 4),
            (U::ArabianHorse, "NN", 4, 10, 6),
            (U::Rook, "R", 4, 12, 6),
            (U::Dragon, "V", 5, 16, 10),
            (U::Cardinal, "A", 5, 20, 10),
            (U::Marshal, "M", 5, 22, 10),
            (U::Queen, "Q", 5, 24, 10),
        ];
        for (k, label, class, nominal, bonus) in table {
            assert_eq!(k.label(), label);
            assert_eq!(k.class().unwrap().number(), class, "{k}");
            assert_eq!(k.nominal(), Some(nominal), "{k}");
            assert_eq!(k.bonus(true), bonus, "{k}");
        }
        assert_eq!(UnitKind::King.nominal(), None);
        assert_eq!(UnitKind::ALL.len(), UnitKind::COUNT);
        assert_eq!(UnitClass::SuperHeavy.bonus(), 10);
    }

    /// stone.md §3 [SEED] «Правило -1»: a stone pays 0, a pawn 1; off, the class bonus.
    #[test]
    fn rule_minus_one_reduces_equal_bonuses() {
        assert_eq!(UnitKind::Stone.bonus(true), 0);
        assert_eq!(UnitKind::Pawn.bonus(true), 1);
        assert_eq!(UnitKind::Superpawn.bonus(true), 3);
        assert_eq!(UnitKind::Stone.bonus(false), 1);
        assert_eq!(UnitKind::Pawn.bonus(false), 2);
        assert_eq!(UnitKind::Alfil.bonus(true), 2);
    }

    /// stone.md §3, option `rule_minus_one` [CHOICE]: off gives the full class bonus.
    #[test]
    fn rule_minus_one_option_off_pays_full_bonus() {
        let mut o = Options::default();
        o.set("rule_minus_one", "false").unwrap();
        let fen = "4k3/8/8/3p4/4P3/8/8/4K3[0:0] w - - 0 1";
        let p = after(&Stone::from_fen(fen, &o).unwrap(), &["e4d5"]);
        assert_eq!(p.reserve(Color::Black), 2);
        let p = after(&at(fen), &["e4d5"]);
        assert_eq!(p.reserve(Color::Black), 1);
    }
}

mod s4_movement {
    use super::*;

    fn moves_from(fen: &str, from: &str) -> Vec<String> {
        texts(&at(fen))
            .into_iter()
            .filter(|m| m.starts_with(from) && !m.contains('@'))
            .collect()
    }

    /// stone.md §4 [SEED]/[CHOICE]: a stone never moves, attacks or gives check.
    #[test]
    fn stone_never_moves_attacks_or_checks() {
        let p = at("4k3/3(ST)4/8/8/8/8/8/4K3[0:0] b - - 0 1");
        assert!(!p.is_check());
        // Black's own stone is next to its King and does not move.
        let p = at("4k3/3(st)4/8/8/8/8/8/4K3[0:0] b - - 0 1");
        assert!(texts(&p).iter().all(|m| !m.starts_with("d7")));
        // A white stone adjacent to the Black King does not attack d8.
        let p = at("4k3/4(ST)3/8/8/8/8/8/4K3[0:0] b - - 0 1");
        assert!(legal(&p, "e8d8") && legal(&p, "e8e7"));
    }

    /// stone.md §4 [CHOICE]: F is the ferz, W the wazir (by token).
    #[test]
    fn ferz_and_wazir_follow_their_tokens() {
        assert_eq!(
            moves_from("4k3/8/8/8/3F4/8/8/K7[0:0] w - - 0 1", "d4"),
            ["d4c3", "d4c5", "d4e3", "d4e5"]
        );
        assert_eq!(
            moves_from("4k3/8/8/8/3W4/8/8/K7[0:0] w - - 0 1", "d4"),
            ["d4c4", "d4d3", "d4d5", "d4e4"]
        );
    }

    /// stone.md §4 [CHOICE]: the Berolina pawn moves diagonally forward, captures straight.
    #[test]
    fn berolina_moves_diagonally_and_captures_straight() {
        let fen = "4k3/8/8/3p4/3X4/8/8/K7[0:0] w - - 0 1";
        assert_eq!(moves_from(fen, "d4"), ["d4c5", "d4d5", "d4e5"]);
        let fen = "4k3/8/8/2ppp3/3X4/8/8/K7[0:0] w - - 0 1";
        assert_eq!(moves_from(fen, "d4"), ["d4d5"]);
        let fen = "4k3/8/8/2p1p3/3X4/8/8/K7[0:0] w - - 0 1";
        assert!(moves_from(fen, "d4").is_empty());
    }

    /// stone.md §4 [CHOICE]: the superpawn (Sergeant) moves and captures one step forward or
    /// diagonally forward.
    #[test]
    fn superpawn_is_the_sergeant() {
        let fen = "4k3/8/8/2ppp3/3(SD)4/8/8/K7[0:0] w - - 0 1";
        assert_eq!(moves_from(fen, "d4"), ["d4c5", "d4d5", "d4e5"]);
        let fen = "4k3/8/8/8/3(SD)4/8/8/K7[0:0] w - - 0 1";
        assert_eq!(moves_from(fen, "d4"), ["d4c5", "d4d5", "d4e5"]);
    }

    /// stone.md §4 [CHOICE]: Alfil (2,2) and Dabbaba (2,0) jump.
    #[test]
    fn alfil_and_dabbaba_jump() {
        let fen = "4k3/8/8/2PPP3/2PEP3/2PPP3/8/K7[0:0] w - - 0 1";
        assert_eq!(moves_from(fen, "d4"), ["d4b2", "d4b6", "d4f2", "d4f6"]);
        let fen = "4k3/8/8/2PPP3/2PDP3/2PPP3/8/K7[0:0] w - - 0 1";
        assert_eq!(moves_from(fen, "d4"), ["d4b4", "d4d2", "d4d6", "d4f4"]);
    }

    /// stone.md §4 [CHOICE]: Zebra (2,3) and Lion = Camel (1,3) by default.
    #[test]
    fn zebra_and_camel_leap() {
        assert_eq!(
            moves_from("4k3/8/8/8/8/8/8/Z3K3[0:0] w - - 0 1", "a1"),
            ["a1c4", "a1d3"]
        );
        assert_eq!(
            moves_from("4k3/8/8/8/8/8/8/L3K3[0:0] w - - 0 1", "a1"),
            ["a1b4", "a1d2"]
        );
    }

    /// stone.md §4 [SEED]: NN = knight + ferz; V = rook + ferz; A = BN; M = RN.
    #[test]
    fn compound_pieces_combine_their_parts() {
        assert_eq!(
            moves_from("4k3/8/8/8/8/8/8/(NN)3K3[0:0] w - - 0 1", "a1"),
            ["a1b2", "a1b3", "a1c2"]
        );
        let v = moves_from("4k3/8/8/8/8/8/1P6/V3K3[0:0] w - - 0 1", "a1");
        assert_eq!(v.len(), 7 + 3);
        let a = moves_from("4k3/8/8/8/8/8/8/A3K3[0:0] w - - 0 1", "a1");
        assert_eq!(a.len(), 7 + 2);
        let m = moves_from("4k3/8/8/8/8/8/8/M3K3[0:0] w - - 0 1", "a1");
        assert_eq!(m.len(), 7 + 3 + 2);
    }

    /// stone.md §4 / §13 option `lion`: the Acedrex preset leaps (3,0) and (3,1).
    #[test]
    fn lion_option_acedrex() {
        let mut o = Options::default();
        o.set("lion", "acedrex").unwrap();
        let p = Stone::from_fen("4k3/8/8/8/8/8/8/L3K3[0:0] w - - 0 1", &o).unwrap();
        let v: Vec<String> = texts(&p)
            .into_iter()
            .filter(|m| m.starts_with("a1"))
            .collect();
        assert_eq!(v, ["a1a4", "a1b4", "a1d1", "a1d2"]);
    }

    /// stone.md §4 / §13 option `lion`: the problemists' Lion hops over one hurdle along
    /// queen lines, landing anywhere beyond; a stone can be its hurdle.
    #[test]
    fn lion_option_problemist_hops_over_stones() {
        let mut o = Options::default();
        o.set("lion", "problemist").unwrap();
        let p = Stone::from_fen("4k3/8/8/8/(ST)7/8/8/L3K3[0:0] w - - 0 1", &o).unwrap();
        let v: Vec<String> = texts(&p)
            .into_iter()
            .filter(|m| m.starts_with("a1"))
            .collect();
        // Along the first rank its own King is the hurdle.
        assert_eq!(v, ["a1a5", "a1a6", "a1a7", "a1a8", "a1f1", "a1g1", "a1h1"]);
        // A stone placed between a problemists' Lion and a King would give check: illegal.
        let p = Stone::from_fen("4k3/8/8/8/8/8/8/4K2l[10:10] w - - 0 1", &o).unwrap();
        assert!(!legal(&p, "ST@f1"));
        assert!(legal(&p, "ST@f2"));
    }

    /// stone.md §4 / §13 option `lion`: any movement can be configured in code.
    #[test]
    fn lion_option_custom_movement() {
        let mut o = Options::default();
        o.lion = skazka_stone::LionMovement::Custom(skazka_core::Movement::leaper(
            skazka_core::Atom::KNIGHT,
        ));
        let p = Stone::from_fen("4k3/8/8/8/8/8/8/L3K3[0:0] w - - 0 1", &o).unwrap();
        let v: Vec<String> = texts(&p)
            .into_iter()
            .filter(|m| m.starts_with("a1"))
            .collect();
        assert_eq!(v, ["a1b3", "a1c2"]);
    }

    /// stone.md §4 / §13 option `lion`: a movement in Betza text (`betza:<text>`).
    #[test]
    fn lion_option_betza_text() {
        let mut o = Options::default();
        o.set("lion", "betza:N").unwrap();
        let p = Stone::from_fen("4k3/8/8/8/8/8/8/L3K3[0:0] w - - 0 1", &o).unwrap();
        let v: Vec<String> = texts(&p)
            .into_iter()
            .filter(|m| m.starts_with("a1"))
            .collect();
        assert_eq!(v, ["a1b3", "a1c2"]);
        assert!(o.set("lion", "betza:?!").is_err());
    }

    /// stone.md §13 option `horse`: the xiangqi horse is blocked next to it.
    #[test]
    fn horse_option_xiangqi_is_lame() {
        let mut o = Options::default();
        o.set("horse", "xiangqi").unwrap();
        let p = Stone::from_fen("4k3/8/8/8/8/8/P7/Z3K3[0:0] w - - 0 1", &o).unwrap();
        let v: Vec<String> = texts(&p)
            .into_iter()
            .filter(|m| m.starts_with("a1"))
            .collect();
        assert_eq!(v, ["a1c2"]);
    }

    /// stone.md §13 option `superpawn`: diagonal double step, or the super-pawn `mfRcfB`.
    #[test]
    fn superpawn_options() {
        let fen = "4k3/8/8/8/8/8/3(SD)4/4K3[0:0] w - - 0 1";
        let mut o = Options::default();
        o.set("superpawn", "sergeant_diagonal").unwrap();
        let p = Stone::from_fen(fen, &o).unwrap();
        assert!(legal(&p, "d2b4") && legal(&p, "d2f4") && legal(&p, "d2d4"));
        let q = after(&p, &["d2f4"]);
        assert_eq!(q.en_passant().map(|e| e.passed), Some(sq("e3")));
        o.set("superpawn", "super_pawn").unwrap();
        let p = Stone::from_fen(fen, &o).unwrap();
        assert!(legal(&p, "d2d7") && !legal(&p, "d2e3"));
        let p = Stone::from_fen(
            "4k3/8/8/8/8/8/3(SD)4/4K3[0:0] w - - 0 1",
            &Options::default(),
        )
        .unwrap();
        assert!(!legal(&p, "d2f4"));
    }
}

mod s5_placement {
    use super::*;

    /// stone.md §5 [SEED]/[CHOICE]: 1 stone on the own half, 2 in total on the opponent's.
    #[test]
    fn placement_costs_one_at_home_and_two_abroad() {
        let p = Stone::new(&Options::default());
        assert_eq!(after(&p, &["ST@e4"]).reserve(Color::White), 9);
        assert_eq!(after(&p, &["ST@e5"]).reserve(Color::White), 8);
        assert_eq!(after(&p, &["T@d6"]).reserve(Color::White), 8);
        assert_eq!(kind_at(&after(&p, &["ST@e5"]), "e5"), Some(UnitKind::Stone));
    }

    /// stone.md §5, option `stone_cost_opponent_half` = 3.
    #[test]
    fn option_cost_three_on_the_opponent_half() {
        let mut o = Options::default();
        o.set("stone_cost_opponent_half", "3").unwrap();
        let p = Stone::new(&o);
        assert_eq!(after(&p, &["ST@e5"]).reserve(Color::White), 7);
        assert_eq!(after(&p, &["ST@e4"]).reserve(Color::White), 9);
    }

    /// stone.md §5 [CHOICE]: any empty square, ranks 1, 7 and 8 included; never an occupied one.
    #[test]
    fn placement_on_any_empty_square() {
        let p = at("4k3/8/8/8/8/8/8/4K3[10:10] w - - 0 1");
        assert!(legal(&p, "ST@a1") && legal(&p, "ST@a7") && legal(&p, "ST@h8"));
        assert!(!legal(&p, "ST@e1") && !legal(&p, "ST@e8"));
        assert_eq!(count(&p, |m| matches!(m, Move::Place { .. })), 62);
    }

    /// stone.md §5 [CHOICE]: the reserve never goes negative.
    #[test]
    fn placement_needs_enough_stones() {
        let p = at("4k3/8/8/8/8/8/8/4K3[1:0] w - - 0 1");
        assert!(legal(&p, "ST@a4"));
        assert!(!legal(&p, "ST@a5"));
        let mut q = p.clone();
        let before = q.to_string();
        assert!(q.play(Move::Place { to: sq("a5") }).is_err());
        assert_eq!(q.to_string(), before);
        let p = at("4k3/8/8/8/8/8/8/4K3[1:0] b - - 0 1");
        assert_eq!(count(&p, |m| matches!(m, Move::Place { .. })), 0);
    }

    /// stone.md §5 [SEED]: only stones are placed (no drop of other pieces).
    #[test]
    fn only_stones_are_placed() {
        let p = Stone::new(&Options::default());
        assert_eq!(p.parse_move("Q@e4"), Err(ParseMoveError::Illegal));
        assert_eq!(p.parse_move("P@e4"), Err(ParseMoveError::Illegal));
    }

    /// stone.md §5 [CHOICE]: in check, a placement is legal only if it blocks a slider check.
    #[test]
    fn placement_in_check_only_blocks_a_slider() {
        let p = at("4k3/4r3/8/8/8/8/8/4K3[10:10] w - - 0 1");
        assert!(p.is_check());
        let placements: Vec<String> = texts(&p)
            .into_iter()
            .filter(|m| m.starts_with("ST@"))
            .collect();
        assert_eq!(placements, ["ST@e2", "ST@e3", "ST@e4", "ST@e5", "ST@e6"]);
    }

    /// stone.md §5 [CHOICE]: a placement never blocks a leaper check.
    #[test]
    fn placement_never_blocks_a_leaper_check() {
        let p = at("4k3/8/8/8/8/3n4/8/4K3[10:10] w - - 0 1");
        assert!(p.is_check());
        assert_eq!(count(&p, |m| matches!(m, Move::Place { .. })), 0);
    }
}

mod s6_capture_and_bonus {
    use super::*;

    /// stone.md §6 [SEED]: the bonus goes to the owner of the captured unit.
    #[test]
    fn bonus_goes_to_the_victims_owner() {
        let p = at("4k3/8/8/3q4/4P3/8/8/4K3[0:0] w - - 0 1");
        let q = after(&p, &["e4d5"]);
        assert_eq!(q.reserve(Color::Black), 10);
        assert_eq!(q.reserve(Color::White), 0);
        let p = at("4k3/8/8/3n4/4P3/8/8/4K3[0:0] w - - 0 1");
        assert_eq!(after(&p, &["e4d5"]).reserve(Color::Black), 4);
        let p = at("4k3/8/8/3r4/4P3/8/8/4K3[0:0] w - - 0 1");
        assert_eq!(after(&p, &["e4d5"]).reserve(Color::Black), 6);
    }

    /// stone.md §6 [SEED]: stones can be captured; with «Правило -1» they pay nothing.
    #[test]
    fn stones_can_be_captured_for_nothing() {
        let p = at("4k3/8/8/3(st)4/4P3/8/8/4K3[0:0] w - - 0 1");
        let q = after(&p, &["e4d5"]);
        assert_eq!(kind_at(&q, "d5"), Some(UnitKind::Pawn));
        assert_eq!(q.reserve(Color::Black), 0);
    }

    /// stone.md §6 [CHOICE]: the bonus uses the victim's current type.
    #[test]
    fn bonus_uses_the_current_type() {
        // A pawn mutated into a Queen pays 10 when captured.
        let p = at("4k3/8/8/3p4/8/8/8/3RK3[0:22] b - - 0 1");
        let q = after(&p, &["q@d5"]);
        assert_eq!(q.reserve(Color::Black), 0);
        let r = after(&q, &["d1d5"]);
        assert_eq!(r.reserve(Color::Black), 10);
    }
}

mod s7_mutation {
    use super::*;

    /// stone.md §7.1 [SEED]: any own unit, stone or piece, mutates in place as one turn.
    #[test]
    fn mutation_in_place_is_a_turn() {
        let p = Stone::new(&Options::default());
        let q = after(&p, &["B@b1"]);
        assert_eq!(kind_at(&q, "b1"), Some(UnitKind::Bishop));
        assert_eq!(q.reserve(Color::White), 9);
        assert_eq!(q.turn(), Color::Black);
        let q = after(&p, &["ST@e4", "e7e5", "P@e4"]);
        assert_eq!(kind_at(&q, "e4"), Some(UnitKind::Pawn));
        assert_eq!(q.reserve(Color::White), 8);
    }

    /// stone.md §7.1 [CHOICE]: never the King, never into a stone, the King or the same type;
    /// never an enemy unit.
    #[test]
    fn mutation_targets_are_restricted() {
        let p = Stone::new(&Options::default());
        for bad in ["K@e2", "ST@e2", "P@e2", "Q@e1", "N@e7", "Q@e8"] {
            assert_eq!(p.parse_move(bad), Err(ParseMoveError::Illegal), "{bad}");
        }
        let mut q = p.clone();
        let m = Move::Mutate {
            square: sq("e2"),
            into: UnitKind::Pawn,
            promotion: None,
        };
        assert!(q.play(m).is_err());
        assert_eq!(q, p);
    }

    /// stone.md §7.2 [SEED]: «мутация пешки в алфила требует +1».
    #[test]
    fn pawn_to_alfil_costs_one() {
        let p = Stone::new(&Options::default());
        assert_eq!(after(&p, &["E@e2"]).reserve(Color::White), 9);
    }

    /// stone.md §7.2 [SEED]: «альфила или генерала в пешку бесплатно».
    #[test]
    fn alfil_or_wazir_to_pawn_is_free() {
        let p = at("4k3/8/8/8/8/8/EW6/4K3[0:0] w - - 0 1");
        assert!(legal(&p, "P@a2") && legal(&p, "P@b2"));
        assert_eq!(after(&p, &["P@a2"]).reserve(Color::White), 0);
    }

    /// stone.md §7.2 [CHOICE]: examples: Stone→Pawn 1, Stone→Queen 23, Knight→Wazir free.
    #[test]
    fn cost_examples() {
        let p = at("4k3/8/8/8/8/8/8/(ST)N2K3[23:0] w - - 0 1");
        assert_eq!(after(&p, &["P@a1"]).reserve(Color::White), 22);
        assert_eq!(after(&p, &["Q@a1"]).reserve(Color::White), 0);
        assert_eq!(after(&p, &["W@b1"]).reserve(Color::White), 23);
        let p = at("4k3/8/8/8/8/8/8/(ST)N2K3[22:0] w - - 0 1");
        assert!(!legal(&p, "Q@a1"));
        let w = Color::White;
        assert_eq!(
            Stone::mutation_cost(UnitKind::Knight, UnitKind::Dabbaba, w, sq("a8")),
            Some(3)
        );
        assert_eq!(
            Stone::mutation_cost(UnitKind::Knight, UnitKind::Dabbaba, w, sq("a7")),
            Some(0)
        );
        assert_eq!(
            Stone::mutation_cost(UnitKind::Bishop, UnitKind::Rook, w, sq("a8")),
            Some(4)
        );
        assert_eq!(
            Stone::mutation_cost(UnitKind::Ferz, UnitKind::Wazir, w, sq("a8")),
            Some(2)
        );
        assert_eq!(
            Stone::mutation_cost(UnitKind::Ferz, UnitKind::Wazir, w, sq("a1")),
            Some(0)
        );
        // Black's 8th rank is rank 1.
        let b = Color::Black;
        assert_eq!(
            Stone::mutation_cost(UnitKind::Knight, UnitKind::Dabbaba, b, sq("a1")),
            Some(3)
        );
        assert_eq!(
            Stone::mutation_cost(UnitKind::King, UnitKind::Dabbaba, b, sq("a1")),
            None
        );
    }

    /// stone.md §7.2 [SEED]: downgrades are free off the 8th; on the 8th they cost the new
    /// nominal (Knight on the 8th → Dabbaba costs 3 and promotes to a Rook in 2012-12).
    #[test]
    fn knight_on_the_8th_to_dabbaba_costs_three_and_becomes_a_rook() {
        let p = at("4k2N/8/8/8/8/8/8/4K3[10:10] w - - 0 1");
        let q = after(&p, &["D@h8"]);
        assert_eq!(q.reserve(Color::White), 7);
        assert_eq!(kind_at(&q, "h8"), Some(UnitKind::Rook));
        assert!(q.is_check(), "a mutation may give check");
    }

    /// stone.md §7.2 [CHOICE]: no refunds.
    #[test]
    fn downgrades_refund_nothing() {
        let p = at("4k3/8/8/8/8/8/8/Q3K3[3:0] w - - 0 1");
        assert_eq!(after(&p, &["P@a1"]).reserve(Color::White), 3);
    }

    /// stone.md §7.3 [SEED]: stones do not mutate on the 7th and 8th.
    #[test]
    fn stones_do_not_mutate_on_the_last_two_ranks() {
        let p = at("4k3/(ST)7/8/8/8/8/(ST)7/4K3[10:10] w - - 0 1");
        assert!(!legal(&p, "W@a7"));
        assert!(legal(&p, "W@a2"));
        let p = at("4k3/(st)7/8/8/8/8/(st)7/4K3[10:10] b - - 0 1");
        assert!(legal(&p, "W@a7"));
        assert!(!legal(&p, "W@a2"));
    }

    /// stone.md §7.3 [SEED]: no mutation into any pawn, nor the superpawn, on the 7th/8th.
    #[test]
    fn no_pawns_or_superpawn_made_on_the_last_two_ranks() {
        let p = at("4k3/N7/8/8/8/8/8/4K3[10:10] w - - 0 1");
        for bad in ["P@a7", "X@a7", "SD@a7"] {
            assert!(!legal(&p, bad), "{bad}");
        }
        assert!(legal(&p, "F@a7"));
        let p = at("4k3/8/8/8/8/8/8/N3K3[10:10] w - - 0 1");
        assert!(legal(&p, "P@a1") && legal(&p, "SD@a1"));
    }

    /// stone.md §7.3 [SEED]: in 2012-07 the Prince is also banned on the 7th/8th.
    #[test]
    fn no_prince_made_on_the_last_two_ranks_in_2012_07() {
        let p = at07("4k3/N7/8/8/8/8/8/N3K3[10:10] w - - 0 1");
        assert!(!legal(&p, "PR@a7"));
        assert!(legal(&p, "PR@a1"));
    }

    /// stone.md §7.3 [CHOICE]: the loophole: Knight→Wazir on the 7th is free; the Wazir may
    /// step to the 8th and promote to a Rook.
    #[test]
    fn loophole_knight_to_wazir_on_the_7th() {
        let p = at("k7/4N3/8/8/8/8/8/4K3[0:0] w - - 0 1");
        let q = after(&p, &["W@e7", "a8b8", "e7e8"]);
        assert_eq!(kind_at(&q, "e8"), Some(UnitKind::Rook));
        assert_eq!(q.reserve(Color::White), 0);
    }

    /// stone.md §7.4 [CHOICE]: no mutation while in check.
    #[test]
    fn no_mutation_while_in_check() {
        let p = at("4k3/4r3/8/8/8/8/PPP5/4K3[10:10] w - - 0 1");
        assert!(p.is_check());
        assert_eq!(count(&p, |m| matches!(m, Move::Mutate { .. })), 0);
        assert_eq!(p.parse_move("W@a2"), Err(ParseMoveError::Illegal));
        let q = at("4k3/4r3/8/8/8/8/PPP5/3K4[10:10] w - - 0 1");
        assert!(legal(&q, "W@a2"));
    }

    /// stone.md §7.4 [CHOICE]: a mutation may give check (and mate).
    #[test]
    fn mutation_may_give_check() {
        let p = at("4k3/8/8/8/8/8/8/4P2K[10:10] w - - 0 1");
        let q = after(&p, &["R@e1"]);
        assert!(q.is_check());
    }

    /// stone.md §7.5 [CHOICE] and §12a.2: in 2012-12 a mutation on the 8th into a promotable
    /// kind promotes at once, and must change the unit's final type.
    #[test]
    fn mutation_on_the_8th_promotes_and_must_change_the_type() {
        let p = at("k6N/8/8/8/8/8/8/4K3[10:10] w - - 0 1");
        assert!(!legal(&p, "Z@h8"), "zebra would promote back to a knight");
        let p = at("7R/8/k7/8/8/8/8/4K3[10:10] w - - 0 1");
        assert!(!legal(&p, "W@h8") && !legal(&p, "D@h8"));
        let p = at("k6B/8/8/8/8/8/8/4K3[10:10] w - - 0 1");
        assert!(!legal(&p, "F@h8") && !legal(&p, "E@h8"));
        assert!(legal(&p, "W@h8"));
    }

    /// stone.md §12a.3: different move texts may reach the same position; both count.
    #[test]
    fn arabian_horse_to_rook_by_two_routes() {
        let p = at("k6(NN)/8/8/8/8/8/8/4K3[10:10] w - - 0 1");
        let w = after(&p, &["W@h8"]);
        let r = after(&p, &["R@h8"]);
        assert_eq!(w.to_string(), r.to_string());
        assert_eq!(w.reserve(Color::White), 8);
        // In 2012-12 the Rook of `W@h8` is an implied promotion: the move stores none.
        let to_rook = count(&p, |m| {
            matches!(m, Move::Mutate { .. }) && p.kind_after(*m) == Some(UnitKind::Rook)
        });
        assert_eq!(to_rook, 3, "W@h8, D@h8 and R@h8");
    }

    /// stone.md §7.5 / §8 [SEED] «серийное превращение» (2012-07): a Ferz waits on the 8th, then
    /// mutates into a Wazir for 2 stones, which promotes free to a Rook; promoting at once to
    /// a Bishop and then mutating into a Rook costs 4.
    #[test]
    fn serial_promotion_seed_example_2012_07() {
        let p = at07("k7/3F4/8/8/8/8/8/4K3[10:10] w - - 0 1");
        assert!(legal(&p, "d7e8") && legal(&p, "d7e8=B"));
        let waited = after(&p, &["d7e8", "a8a7"]);
        assert_eq!(kind_at(&waited, "e8"), Some(UnitKind::Ferz));
        let serial = after(&waited, &["W@e8=R"]);
        assert_eq!(kind_at(&serial, "e8"), Some(UnitKind::Rook));
        assert_eq!(serial.reserve(Color::White), 8);
        let bishop = after(&p, &["d7e8=B", "a8a7"]);
        let rook = after(&bishop, &["R@e8"]);
        assert_eq!(kind_at(&rook, "e8"), Some(UnitKind::Rook));
        assert_eq!(rook.reserve(Color::White), 6);
        // Without the suffix the mutation does not promote in 2012-07.
        let wazir = after(&waited, &["W@e8"]);
        assert_eq!(kind_at(&wazir, "e8"), Some(UnitKind::Wazir));
    }
}

mod s8_promotion {
    use super::*;

    /// stone.md §8 [SEED]/[CHOICE]: a pawn promotes to a Queen only, free, in 2012-12 at once.
    #[test]
    fn pawn_promotes_to_queen_only() {
        let p = at("8/4P3/8/8/8/8/8/k3K3[0:0] w - - 0 1");
        let v: Vec<String> = texts(&p)
            .into_iter()
            .filter(|m| m.starts_with("e7"))
            .collect();
        assert_eq!(v, ["e7e8"]);
        assert!(legal(&p, "e7e8=Q"));
        assert!(!legal(&p, "e7e8=N"));
        let q = after(&p, &["e7e8"]);
        assert_eq!(kind_at(&q, "e8"), Some(UnitKind::Queen));
        assert_eq!(q.reserve(Color::White), 0);
    }

    /// stone.md §8 [SEED]: the superpawn chooses Queen, Cardinal or Marshal.
    #[test]
    fn superpawn_chooses_queen_cardinal_or_marshal() {
        let p = at("8/4(SD)3/8/8/8/8/8/k3K3[0:0] w - - 0 1");
        let v: Vec<String> = texts(&p)
            .into_iter()
            .filter(|m| m.starts_with("e7e8"))
            .collect();
        assert_eq!(v, ["e7e8=A", "e7e8=M", "e7e8=Q"]);
        // Promotion is compulsory and the choice cannot be inferred.
        assert_eq!(p.parse_move("e7e8"), Err(ParseMoveError::MissingPromotion));
        assert_eq!(p.parse_move("e7e8=R"), Err(ParseMoveError::Illegal));
        // In 2012-07 the same text declines the promotion.
        let p = at07("8/4(SD)3/8/8/8/8/8/k3K3[0:0] w - - 0 1");
        assert!(p.parse_move("e7e8").is_ok_and(|m| m.promotion().is_none()));
    }

    /// stone.md §8 [SEED]: the two editions' tables.
    #[test]
    fn promotion_tables_per_edition() {
        use UnitKind as U;
        let (new, old) = (Edition::Dec2012, Edition::Jul2012);
        for (k, n, o) in [
            (U::Ferz, &[U::Bishop][..], &[U::Bishop][..]),
            (U::Wazir, &[U::Rook], &[U::Rook]),
            (U::Alfil, &[U::Bishop], &[U::Bishop]),
            (U::Dabbaba, &[U::Rook], &[U::Rook]),
            (U::Zebra, &[U::Knight], &[U::ArabianHorse]),
            (U::Knight, &[], &[U::ArabianHorse]),
            (U::Lion, &[], &[U::Bishop]),
            (U::Pawn, &[U::Queen], &[U::Queen]),
            (U::Berolina, &[U::Queen], &[U::Queen]),
            (
                U::Superpawn,
                &[U::Queen, U::Cardinal, U::Marshal],
                &[U::Queen, U::Cardinal, U::Marshal],
            ),
            (U::Prince, &[], &[U::Cardinal]),
            (U::Stone, &[], &[]),
            (U::Bishop, &[], &[]),
        ] {
            assert_eq!(k.promotions(new), n, "{k}");
            assert_eq!(k.promotions(old), o, "{k}");
        }
        let p = at("4k3/8/N7/8/8/8/8/4K3[0:0] w - - 0 1");
        assert_eq!(kind_at(&after(&p, &["a6b8"]), "b8"), Some(U::Knight));
        let p = at07("4k3/8/N7/8/8/8/8/4K3[0:0] w - - 0 1");
        assert_eq!(
            kind_at(&after(&p, &["a6b8=NN"]), "b8"),
            Some(U::ArabianHorse)
        );
    }

    /// stone.md §8 [CHOICE]: promotion also on a capture.
    #[test]
    fn promotion_on_capture() {
        let p = at("3r4/4P3/8/8/8/8/8/k3K3[0:0] w - - 0 1");
        let q = after(&p, &["e7d8"]);
        assert_eq!(kind_at(&q, "d8"), Some(UnitKind::Queen));
        assert_eq!(q.reserve(Color::Black), 6);
    }

    /// stone.md §12a.4: promotion on any move ending on the 8th, also along the 8th.
    #[test]
    fn promotion_along_the_8th() {
        let p = at07("k7/8/8/8/8/8/8/4K2W[0:0] w - - 0 1");
        let q = after(
            &p,
            &[
                "h1h2", "a8b8", "h2h3", "b8a8", "h3h4", "a8b8", "h4h5", "b8a8",
            ],
        );
        let q = after(&q, &["h5h6", "a8b8", "h6h7", "b8a8", "h7h8", "a8b8"]);
        assert_eq!(kind_at(&q, "h8"), Some(UnitKind::Wazir));
        assert!(legal(&q, "h8g8=R") && legal(&q, "h8g8") && legal(&q, "h8=R"));
        let p = at("8/k7/8/8/8/8/8/4K2W[0:0] w - - 0 1");
        let q = at("2k4W/8/8/8/8/8/8/4K3[0:0] w - - 0 1");
        assert!(legal(&p, "h1h2"));
        // 2012-12: a Wazir standing on the 8th (set up by FEN) promotes when moving along it.
        let r = after(&q, &["h8g8"]);
        assert_eq!(kind_at(&r, "g8"), Some(UnitKind::Rook));
    }

    /// stone.md §8 [SEED] (2012-07): promotion is optional and may be delayed; a pawn that
    /// declined has no moves but may promote in place later (`e8=Q`, §12a.5).
    #[test]
    fn delayed_promotion_2012_07() {
        let p = at07("8/4P3/8/8/8/8/8/k3K3[0:0] w - - 0 1");
        let v: Vec<String> = texts(&p)
            .into_iter()
            .filter(|m| m.starts_with("e7"))
            .collect();
        assert_eq!(v, ["e7e8", "e7e8=Q"]);
        let q = after(&p, &["e7e8", "a1a2"]);
        assert_eq!(kind_at(&q, "e8"), Some(UnitKind::Pawn));
        assert!(texts(&q).iter().all(|m| !m.starts_with("e8e")));
        let r = after(&q, &["e8=Q"]);
        assert_eq!(kind_at(&r, "e8"), Some(UnitKind::Queen));
        assert_eq!(
            r.halfmove_clock(),
            Some(2),
            "an in-place promotion does not reset the clock"
        );
        // In 2012-12 there is no in-place promotion.
        let s = at("4P3/8/8/8/8/8/8/k3K3[0:0] w - - 0 1");
        assert!(!legal(&s, "e8=Q"));
    }

    /// stone.md §8 [CHOICE]: stones never promote.
    #[test]
    fn stones_never_promote() {
        let p = at07("k3(ST)3/8/8/8/8/8/8/4K3[0:0] w - - 0 1");
        assert!(texts(&p).iter().all(|m| !m.starts_with("e8")));
    }
}

mod s9_double_steps_and_en_passant {
    use super::*;

    /// stone.md §9 [SEED]/[CHOICE]: double steps from relative ranks 1 and 2, by rank only;
    /// no triple step; a stone blocks.
    #[test]
    fn double_steps_by_rank() {
        let p = at("4k3/8/8/8/8/8/8/P3K3[0:0] w - - 0 1");
        assert!(legal(&p, "a1a3") && legal(&p, "a1a2"));
        let q = after(&p, &["a1a2", "e8d8"]);
        assert!(legal(&q, "a2a4"));
        let r = after(&q, &["a2a4", "d8e8"]);
        assert!(!legal(&r, "a4a6"));
        let s = at("4k3/8/8/8/8/(ST)7/P7/4K3[0:0] w - - 0 1");
        assert!(!legal(&s, "a2a4") && !legal(&s, "a2a3"));
        let s = at("4k3/8/8/8/(ST)7/8/P7/4K3[0:0] w - - 0 1");
        assert!(!legal(&s, "a2a4") && legal(&s, "a2a3"));
    }

    /// stone.md §9 [CHOICE]: the Berolina pawn double-steps diagonally.
    #[test]
    fn berolina_double_steps_diagonally() {
        let p = at("4k3/8/8/8/8/8/3X4/4K3[0:0] w - - 0 1");
        assert!(legal(&p, "d2b4") && legal(&p, "d2f4") && !legal(&p, "d2d4"));
        let q = after(&p, &["d2f4"]);
        assert_eq!(
            q.en_passant().map(|e| (e.passed, e.landing)),
            Some((sq("e3"), sq("f4")))
        );
    }

    /// stone.md §9 [SEED]: en passant by a Ferz (weak piece).
    #[test]
    fn en_passant_by_a_ferz() {
        let p = at("4k3/4p3/8/3F4/8/8/8/4K3[0:0] b - - 0 1");
        let q = after(&p, &["e7e5"]);
        assert_eq!(q.to_string(), "4k3/8/8/3Fp3/8/8/8/4K3[0:0] w - e6 0 2");
        let r = after(&q, &["d5e6"]);
        assert_eq!(kind_at(&r, "e5"), None);
        assert_eq!(kind_at(&r, "e6"), Some(UnitKind::Ferz));
        assert_eq!(r.reserve(Color::Black), 1);
        assert_eq!(r.halfmove_clock(), Some(0));
    }

    /// stone.md §9 [SEED]: en passant by an Alfil, a Wazir and a Dabbaba.
    #[test]
    fn en_passant_by_alfil_wazir_and_dabbaba() {
        let p = at("4k3/3p4/8/8/1E6/8/8/4K3[0:0] b - - 0 1");
        let r = after(&p, &["d7d5", "b4d6"]);
        assert_eq!(kind_at(&r, "d5"), None);
        let p = at("4k3/3p4/2W5/8/8/8/8/4K3[0:0] b - - 0 1");
        let r = after(&p, &["d7d5", "c6d6"]);
        assert_eq!(kind_at(&r, "d5"), None);
        let p = at("4k3/3p4/1D6/8/8/8/8/4K3[0:0] b - - 0 1");
        let r = after(&p, &["d7d5", "b6d6"]);
        assert_eq!(kind_at(&r, "d5"), None);
    }

    /// stone.md §9 [CHOICE]: a Berolina pawn captures en passant straight forward; a pawn's
    /// straight step onto the passed square is a plain move.
    #[test]
    fn en_passant_by_berolina_and_plain_pawn_push() {
        let p = at("4k3/6x1/8/5X2/8/8/8/4K3[0:0] b - - 0 1");
        let q = after(&p, &["g7e5"]);
        assert_eq!(q.en_passant().map(|e| e.passed), Some(sq("f6")));
        let r = after(&q, &["f5f6"]);
        assert_eq!(kind_at(&r, "e5"), None, "the Berolina victim is removed");
        let p = at("4k3/6x1/8/5P2/8/8/8/4K3[0:0] b - - 0 1");
        let r = after(&p, &["g7e5", "f5f6"]);
        assert_eq!(
            kind_at(&r, "e5"),
            Some(UnitKind::Berolina),
            "a pawn push captures nothing"
        );
        let p = at("4k3/6x1/8/6P1/8/8/8/4K3[0:0] b - - 0 1");
        let r = after(&p, &["g7e5", "g5f6"]);
        assert_eq!(kind_at(&r, "e5"), None);
    }

    /// stone.md §9 [SEED]: victims are P, X and SD in 2012-12; the superpawn never captures
    /// en passant (it is not weak).
    #[test]
    fn superpawn_is_a_victim_but_never_a_capturer() {
        let p = at("4k3/3(sd)4/8/4P3/8/8/8/4K3[0:0] b - - 0 1");
        let q = after(&p, &["d7d5"]);
        assert!(legal(&q, "e5d6"));
        assert_eq!(kind_at(&after(&q, &["e5d6"]), "d5"), None);
        let p = at("4k3/3p4/8/4(SD)3/8/8/8/4K3[0:0] b - - 0 1");
        let q = after(&p, &["d7d5"]);
        assert!(legal(&q, "e5d6"), "a plain diagonal move");
        assert_eq!(kind_at(&after(&q, &["e5d6"]), "d5"), Some(UnitKind::Pawn));
    }

    /// stone.md §9: en passant is possible on the next move only.
    #[test]
    fn en_passant_only_on_the_next_move() {
        let p = at("4k3/4p3/8/3F4/8/8/8/4K3[0:0] b - - 0 1");
        let q = after(&p, &["e7e5", "e1e2", "e8d8"]);
        let r = after(&q, &["d5e6"]);
        assert_eq!(kind_at(&r, "e5"), Some(UnitKind::Pawn));
    }

    /// stone.md §12a.1: the move onto S by F/W/E/D is one move, always the capture; illegal
    /// if removing the victim exposes the King.
    #[test]
    fn en_passant_exposing_the_king_is_illegal() {
        let p = at("4k3/4p3/8/K2F3r/8/8/8/8[0:0] b - - 0 1");
        let q = after(&p, &["e7e5"]);
        assert!(!legal(&q, "d5e6"));
        assert_eq!(
            count(
                &q,
                |m| matches!(m, Move::Normal { to, .. } if *to == sq("e6"))
            ),
            0
        );
    }

    /// stone.md §12a.11: every weak unit whose capture pattern reaches S has its own move.
    #[test]
    fn each_weak_unit_gets_its_en_passant_move() {
        // F d5, F f5, W d6, E c4 and D g6 all reach e6.
        let p = at("4k3/4p3/3W2D1/3F1F2/2E5/8/8/4K3[0:0] b - - 0 1");
        let q = after(&p, &["e7e5"]);
        let to_e6 = count(
            &q,
            |m| matches!(m, Move::Normal { to, .. } if *to == sq("e6")),
        );
        assert_eq!(to_e6, 5);
        for from in ["d5", "f5", "d6", "c4", "g6"] {
            let r = after(&q, &[&format!("{from}e6")]);
            assert_eq!(kind_at(&r, "e5"), None, "{from}");
            assert_eq!(r.reserve(Color::Black), 1);
        }
    }
}

mod s10_kings_castling_and_end {
    use super::*;

    /// stone.md §10 [SEED]: castling as in orthodox chess.
    #[test]
    fn castling_both_wings() {
        let p = at("r3k2r/8/8/8/8/8/8/R3K2R[0:0] w KQkq - 0 1");
        assert!(legal(&p, "e1g1") && legal(&p, "e1c1"));
        let q = after(&p, &["e1g1"]);
        assert_eq!(q.to_string(), "r3k2r/8/8/8/8/8/8/R4RK1[0:0] b kq - 1 1");
    }

    /// stone.md §10 / §12a.8: a stone between King and Rook blocks castling; stones attack
    /// nothing.
    #[test]
    fn stones_block_castling_but_attack_nothing() {
        let p = at("r3k2r/8/8/8/8/8/8/R(ST)2K(st)1R[0:0] w KQkq - 0 1");
        assert!(!legal(&p, "e1g1") && !legal(&p, "e1c1"));
        let p = at("r3k2r/8/8/8/8/8/3(st)(st)(st)2/R3K2R[0:0] w KQkq - 0 1");
        assert!(legal(&p, "e1g1") && legal(&p, "e1c1"));
    }

    /// stone.md §10 [CHOICE] / §12a.8: mutating a Rook clears that wing's right only.
    #[test]
    fn mutating_a_rook_clears_its_wing() {
        let p = at("r3k2r/8/8/8/8/8/8/R3K2R[10:10] w KQkq - 0 1");
        let q = after(&p, &["M@h1"]);
        assert_eq!(q.castling_rights(), 2 | 4 | 8);
        let r = after(&q, &["e8e7", "R@h1", "e7e8"]);
        assert!(!legal(&r, "e1g1"), "a new rook does not restore the right");
    }

    /// stone.md §10 [CHOICE]: the King is never mutated nor captured.
    #[test]
    fn king_is_never_mutated() {
        let p = Stone::new(&Options::default());
        assert!(!legal(&p, "Q@e1"));
        assert!(
            p.legal_move_list()
                .iter()
                .all(|m| !matches!(m, Move::Mutate { square, .. } if *square == sq("e1")))
        );
    }

    /// stone.md §11 [CHOICE]: checkmate wins.
    #[test]
    fn checkmate_wins() {
        let p = at("7k/6Q1/6K1/8/8/8/8/8[10:10] b - - 0 1");
        assert_eq!(
            p.outcome(),
            Some(Outcome::Decisive {
                winner: Color::White,
                reason: EndReason::Checkmate
            })
        );
        assert!(p.legal_move_list().is_empty());
    }

    /// stone.md §11 [CHOICE]: stalemate is a draw; a stone in reserve prevents it.
    #[test]
    fn stalemate_draws_and_stones_prevent_it() {
        let p = at("7k/5Q2/6K1/8/8/8/8/8[0:0] b - - 0 1");
        assert_eq!(
            p.outcome(),
            Some(Outcome::Draw {
                reason: EndReason::Stalemate
            })
        );
        let p = at("7k/5Q2/6K1/8/8/8/8/8[0:1] b - - 0 1");
        assert_eq!(p.outcome(), None);
    }
}

mod s11_draws {
    use super::*;

    fn shuffle(game: &mut Game<Stone>) {
        for m in ["F@a2", "F@a7", "P@a2", "P@a7"] {
            game.play_text(m).unwrap();
        }
    }

    /// stone.md §11 [CHOICE]: threefold repetition is claimable by default.
    #[test]
    fn threefold_repetition_is_claimable() {
        let mut game = Game::new(Stone::new(&Options::default()));
        shuffle(&mut game);
        assert_eq!(game.claimable_draw(), None);
        shuffle(&mut game);
        assert_eq!(game.repetitions(), 3);
        assert_eq!(game.claimable_draw(), Some(EndReason::Repetition));
        assert_eq!(game.outcome(), None);
    }

    /// stone.md §11, option `automatic_draws`.
    #[test]
    fn automatic_draws_option_ends_the_game() {
        let mut o = Options::default();
        o.set("automatic_draws", "true").unwrap();
        assert_eq!(Stone::new(&o).draw_rules().repetition, DrawRule::Automatic);
        assert_eq!(Stone::new(&o).draw_rules().move_limit, DrawRule::Automatic);
        let claimable = Stone::default().draw_rules();
        assert_eq!(claimable.repetition, DrawRule::Claimable);
        assert_eq!(claimable.move_limit, DrawRule::Claimable);
        assert_eq!(
            (claimable.repetitions, claimable.move_limit_plies),
            (3, 100)
        );
        let mut game = Game::new(Stone::new(&o));
        shuffle(&mut game);
        shuffle(&mut game);
        assert_eq!(
            game.outcome(),
            Some(Outcome::Draw {
                reason: EndReason::Repetition
            })
        );
    }

    /// stone.md §11 [CHOICE]: the repetition key includes both reserves.
    #[test]
    fn repetition_key_includes_reserves() {
        let a = at("4k3/8/8/8/8/8/8/4K3[3:4] w - - 0 1");
        let b = at("4k3/8/8/8/8/8/8/4K3[4:3] w - - 0 1");
        assert_ne!(a.zobrist(), b.zobrist());
        assert!(!a.is_repetition_of(&b));
        let c = at("4k3/8/8/8/8/8/8/4K3[3:4] w - - 7 9");
        assert_eq!(a.zobrist(), c.zobrist());
        assert!(a.is_repetition_of(&c));
    }

    /// stone.md §11 [CHOICE] / §12a.7: the 50-move clock resets on captures, pawn-type
    /// moves, placements and paid mutations only.
    #[test]
    fn fifty_move_clock_resets() {
        let p = at("r3k3/p7/8/8/8/8/1P6/R3K2W[10:10] w Qq - 40 30");
        let clock = |moves: &[&str]| after(&p, moves).halfmove_clock().unwrap();
        assert_eq!(clock(&["b2b3"]), 0, "pawn move");
        assert_eq!(clock(&["ST@c3"]), 0, "placement");
        assert_eq!(clock(&["E@h1"]), 0, "paid mutation");
        assert_eq!(clock(&["F@h1"]), 41, "free mutation");
        assert_eq!(clock(&["e1c1"]), 41, "castling");
        assert_eq!(clock(&["a1a7"]), 0, "capture");
        assert_eq!(clock(&["h1h2"]), 41, "piece move");
    }

    /// stone.md §11: the 50-move rule through `Game` (claimable, or automatic).
    #[test]
    fn fifty_move_rule_through_game() {
        let fen = "4k3/8/8/8/8/8/8/4K2W[10:10] w - - 99 80";
        let mut game = Game::new(at(fen));
        game.play_text("F@h1").unwrap();
        assert_eq!(game.claimable_draw(), Some(EndReason::MoveLimit));
        let mut auto = Options::default();
        auto.set("automatic_draws", "true").unwrap();
        let mut game = Game::new(Stone::from_fen(fen, &auto).unwrap());
        game.play_text("F@h1").unwrap();
        assert_eq!(
            game.outcome(),
            Some(Outcome::Draw {
                reason: EndReason::MoveLimit
            })
        );
    }
}

mod s13_options {
    use super::*;
    use skazka_stone::OptionError;

    /// stone.md §13: every key and value.
    #[test]
    fn every_key_and_value_is_settable() {
        let mut o = Options::default();
        for (k, v) in [
            ("edition", "2012-07"),
            ("edition", "2012-12"),
            ("stone_cost_opponent_half", "2"),
            ("stone_cost_opponent_half", "3"),
            ("lion", "camel"),
            ("lion", "acedrex"),
            ("lion", "problemist"),
            ("automatic_draws", "true"),
            ("automatic_draws", "false"),
            ("horse", "zebra"),
            ("horse", "xiangqi"),
            ("superpawn", "sergeant"),
            ("superpawn", "sergeant_diagonal"),
            ("superpawn", "super_pawn"),
            ("rule_minus_one", "false"),
            ("rule_minus_one", "true"),
        ] {
            o.set(k, v).unwrap_or_else(|e| panic!("{k}={v}: {e}"));
            assert_eq!(o.get(k).as_deref(), Some(v));
            let key = Options::keys().iter().find(|key| key.name == k).unwrap();
            assert!(key.values.contains(&v), "{k}={v}");
        }
        assert_eq!(Options::keys().len(), 7);
    }

    /// The start position exists under every combination of options.
    #[test]
    fn start_position_under_every_option_combination() {
        for edition in ["2012-12", "2012-07"] {
            for lion in ["camel", "acedrex", "problemist"] {
                for horse in ["zebra", "xiangqi"] {
                    for superpawn in ["sergeant", "sergeant_diagonal", "super_pawn"] {
                        let mut o = Options::default();
                        o.set("edition", edition).unwrap();
                        o.set("lion", lion).unwrap();
                        o.set("horse", horse).unwrap();
                        o.set("superpawn", superpawn).unwrap();
                        let p = Stone::new(&o);
                        assert_eq!(p.options(), &o);
                        let n = p.legal_move_list().len();
                        assert_eq!(n, if edition == "2012-12" { 246 } else { 261 });
                    }
                }
            }
        }
    }

    /// stone.md §13: unknown keys and values are typed errors, with lowercase messages, and
    /// leave the options unchanged.
    #[test]
    fn bad_keys_and_values_are_rejected() {
        let mut o = Options::default();
        assert_eq!(
            o.set("colour", "red"),
            Err(OptionError::unknown_key("stone", "colour"))
        );
        let e = o.set("edition", "2013").unwrap_err();
        assert_eq!(
            e.to_string(),
            "invalid value `2013` for stone option `edition` (expected 2012-12 or 2012-07)"
        );
        assert!(o.set("stone_cost_opponent_half", "4").is_err());
        assert!(o.set("automatic_draws", "yes").is_err());
        assert!(o.set("lion", "chu").is_err());
        assert!(o.set("horse", "").is_err());
        assert!(o.set("superpawn", "x").is_err());
        assert_eq!(o, Options::default());
    }
}

/// The inline capacity of the move list covers the start and typical positions.
#[test]
fn move_list_inline_capacity_covers_the_start() {
    let p = Stone::new(&Options::default());
    let list = p.legal_move_list();
    assert!(!list.spilled());
    assert!(list.len() <= skazka_stone::MOVE_LIST_INLINE);
    // A position with many units and a large reserve exceeds it and spills (still correct).
    let big = at("k7/8/8/8/8/WWWWWWWW/WWWWWWWW/WWWWWWWK[100:0] w - - 0 1");
    assert!(big.legal_move_list().len() > skazka_stone::MOVE_LIST_INLINE);
}

/// Units carry their colour; the API exposes them.
#[test]
fn unit_accessors() {
    let p = Stone::new(&Options::default());
    assert_eq!(
        p.unit_at(sq("e1")),
        Some(Unit::new(Color::White, UnitKind::King))
    );
    assert_eq!(p.king(Color::Black), Some(sq("e8")));
}
