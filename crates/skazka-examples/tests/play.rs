//! The play and selfplay logic, through the library functions the examples call.

use std::io::Cursor;

use skazka::AnyGame;
use skazka::engine::Limits;
use skazka::render::extras;
use skazka_examples::play::{Command, Config, Player, run};
use skazka_examples::selfplay::{Mode, Settings};

/// Runs a session on `input` and returns everything it wrote.
fn transcript(start: AnyGame, config: Config, input: &str) -> String {
    let mut out = Vec::new();
    run(start, config, &mut Cursor::new(input.as_bytes()), &mut out).expect("in-memory io");
    String::from_utf8(out).expect("utf-8 output")
}

/// A game of chess from its start.
fn chess() -> AnyGame {
    AnyGame::new("chess", "", None).expect("chess")
}

/// A game of chess from `fen`.
fn chess_at(fen: &str) -> AnyGame {
    AnyGame::new("chess", "", Some(fen)).expect("a chess position")
}

#[test]
fn commands_parse() {
    assert_eq!(Command::parse("moves"), Command::Moves);
    assert_eq!(Command::parse("  UNDO\n"), Command::Undo);
    assert_eq!(Command::parse("fen"), Command::Fen);
    assert_eq!(Command::parse("hint"), Command::Hint);
    assert_eq!(Command::parse("help"), Command::Help);
    assert_eq!(Command::parse("?"), Command::Help);
    assert_eq!(Command::parse("quit"), Command::Quit);
    assert_eq!(Command::parse("draw"), Command::Draw);
    assert_eq!(Command::parse("\n"), Command::Nothing);
    assert_eq!(Command::parse(" ST@e4 "), Command::Move("ST@e4".into()));
    assert_eq!(Command::parse("Nf3"), Command::Move("Nf3".into()));
    assert_eq!(
        Command::parse("save my game.pgn"),
        Command::Save("my game.pgn".into())
    );
    assert_eq!(Command::parse("SAVE"), Command::Save(String::new()));
    assert!(skazka_examples::play::HELP.contains("save F"));
}

#[test]
fn extras_are_the_lines_after_the_file_letters() {
    let diagram = "     a  b\n 2  .  k\n 1  K  .\n     a  b\nturn: white\n\ncastling: -\n";
    assert_eq!(extras(diagram), vec!["turn: white", "castling: -"]);
    assert!(extras("no board here").is_empty());
}

mod chess {
    use super::*;
    use skazka_examples::play::{Reply, Session};
    use skazka_examples::selfplay::play_game;

    fn human_vs_engine() -> Config {
        Config::new(Player::Human, Player::Engine).with_limits(Limits::depth(2))
    }

    #[test]
    fn a_move_then_the_engine_answers() {
        let mut s = Session::new(chess(), human_vs_engine());
        assert_eq!(s.player_to_move(), Some(Player::Human));
        assert_eq!(s.handle(Command::parse("e2e4")), Reply::Played("e4".into()));
        assert_eq!(s.player_to_move(), Some(Player::Engine));
        let answer = s.step(|_| {}).expect("the engine moves");
        assert_eq!(s.plies(), 2);
        assert!(
            s.status()
                .starts_with(&format!("last move {answer}; white to move"))
        );
        assert!(s.step(|_| {}).is_none(), "the engine waits for the person");
    }

    #[test]
    fn bad_input_is_refused_and_nothing_changes() {
        let mut s = Session::new(chess(), human_vs_engine());
        let fen = s.game().fen();
        for bad in ["e2e5", "hello", "e9e4", "z"] {
            match s.handle(Command::parse(bad)) {
                Reply::Error(text) => assert!(text.contains(bad), "{text}"),
                other => panic!("{bad}: {other:?}"),
            }
            assert_eq!(s.game().fen(), fen);
        }
        assert!(matches!(s.handle(Command::Undo), Reply::Error(_)));
        assert!(matches!(s.handle(Command::Draw), Reply::Error(_)));
    }

    #[test]
    fn undo_takes_back_the_engines_answer_too() {
        let mut s = Session::new(chess(), human_vs_engine());
        s.handle(Command::parse("d2d4"));
        let answer = s.step(|_| {}).expect("answer");
        assert_eq!(
            s.handle(Command::Undo),
            Reply::Info(format!("took back d4 {answer}"))
        );
        assert_eq!(s.plies(), 0);
        assert_eq!(s.game().fen(), skazka::chess::START_FEN);
    }

    #[test]
    fn info_commands() {
        let mut s = Session::new(chess(), human_vs_engine());
        assert_eq!(
            s.handle(Command::Fen),
            Reply::Info(skazka::chess::START_FEN.into())
        );
        match s.handle(Command::Moves) {
            Reply::Info(t) => assert!(t.starts_with("20 legal moves: ") && t.contains(" Nf3")),
            other => panic!("{other:?}"),
        }
        match s.handle(Command::Hint) {
            Reply::Info(t) => assert!(t.starts_with("hint: ")),
            other => panic!("{other:?}"),
        }
        assert!(matches!(s.handle(Command::Help), Reply::Info(t) if t.contains("undo")));
        assert_eq!(s.handle(Command::Quit), Reply::Quit);
    }

    #[test]
    fn the_game_ends_at_mate_and_refuses_more_moves() {
        let pos = chess_at("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        let mut s = Session::new(pos, human_vs_engine());
        assert_eq!(
            s.handle(Command::parse("a1a8")),
            Reply::Played("Ra8#".into())
        );
        assert!(s.is_over());
        assert!(s.status().ends_with("the game is over"), "{}", s.status());
        assert!(
            s.outcome()
                .is_some_and(|o| o.to_string().contains("white wins by checkmate"))
        );
        assert!(matches!(s.handle(Command::parse("g8h8")), Reply::Error(_)));
        assert!(s.step(|_| {}).is_none());
        // The end can be taken back.
        assert_eq!(
            s.handle(Command::Undo),
            Reply::Info("took back Ra8#".into())
        );
        assert!(!s.is_over());
    }

    #[test]
    fn after_the_end_the_result_is_told_once_and_undo_still_works() {
        let pos = chess_at("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        let out = transcript(pos, human_vs_engine(), "a1a8\nundo\nquit\n");
        assert_eq!(out.matches("white wins by checkmate").count(), 1, "{out}");
        assert!(out.contains("result: 1-0"), "{out}");
        assert!(out.contains("`undo` takes moves back"), "{out}");
        assert!(out.contains("took back Ra8#"), "{out}");
        assert!(out.trim_end().ends_with("bye"), "{out}");
    }

    #[test]
    fn one_legal_move_is_singular() {
        // The black king in the corner has one move.
        let pos = chess_at("k7/2K5/8/8/8/8/8/1R6 b - - 0 1");
        let mut s = Session::new(pos, Config::new(Player::Human, Player::Human));
        assert_eq!(
            s.handle(Command::Moves),
            Reply::Info("1 legal move: Ka7".into())
        );
    }

    #[test]
    fn a_player_of_black_sees_the_board_from_black_side() {
        let config = Config::new(Player::Engine, Player::Human).with_limits(Limits::depth(1));
        let s = Session::new(chess(), config);
        let board = s.render();
        let row = |n: &str| board.find(&format!("\n{n} │")).expect("a row");
        assert!(row(" 1") < row(" 8"), "{board}");
        assert!(board.starts_with("     h  g  f"), "{board}");
        let out = transcript(
            chess(),
            Config::new(Player::Human, Player::Engine).with_limits(Limits::depth(1)),
            "",
        );
        assert!(out.contains("     a  b  c"), "{out}");
    }

    #[test]
    fn the_pieces_command_lists_letters_names_and_moves() {
        let mut s = Session::new(chess(), human_vs_engine());
        let Reply::Info(text) = s.handle(Command::parse("pieces")) else {
            panic!("pieces is information");
        };
        assert!(text.contains("N       ♘      Knight  N"), "{text}");
        assert!(text.contains("fmWfcFifmnD"), "{text}");
    }

    #[test]
    fn interactive_transcript() {
        let out = transcript(
            chess(),
            human_vs_engine(),
            "e2e5\nfoo\ne2e4\nfen\nundo\nquit\n",
        );
        assert!(out.contains("type `help` for the commands"));
        assert!(
            out.contains("error: `e2e5`: illegal move in this position"),
            "{out}"
        );
        assert!(
            out.contains("error: `foo`: no legal move is written this way"),
            "{out}"
        );
        assert!(out.contains("you play e4"));
        assert!(out.contains("1... black plays "), "{out}");
        assert!(out.contains("took back e4 "));
        assert!(out.trim_end().ends_with("bye"));
        // The board is shown with coordinates; after a move, the changed squares are marked.
        assert!(out.contains(" 8 │ ♜  ♞  ♝  ♛  ♚  ♝  ♞  ♜ │ 8"));
        assert!(out.contains("last move "));
    }

    #[test]
    fn end_of_input_leaves_the_game() {
        let out = transcript(chess(), human_vs_engine(), "e2e4\n");
        assert!(out.contains("you play e4"));
    }

    #[test]
    fn engine_against_itself_finishes_and_prints_the_game() {
        let config = Config::new(Player::Engine, Player::Engine)
            .with_limits(Limits::depth(1))
            .with_max_plies(12);
        let out = transcript(chess(), config, "");
        assert!(out.contains("  1. white plays "));
        assert!(out.contains(" 6... black plays "), "{out}");
        assert!(out.contains("moves: 1. "));
        assert!(out.contains("result: unfinished after 12 plies"));
    }

    #[test]
    fn automatic_game_ends_with_the_mate() {
        let pos = chess_at("kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1");
        let config = Config::new(Player::Engine, Player::Engine).with_limits(Limits::depth(4));
        let out = transcript(pos, config, "");
        assert!(out.contains("moves: 1. Ra6 "), "{out}");
        assert!(
            out.contains("result: 1-0 (white wins by checkmate)"),
            "{out}"
        );
    }

    #[test]
    fn record_numbers_the_moves() {
        let mut s = Session::new(chess(), human_vs_engine());
        s.set_players(Player::Human, Player::Human);
        for m in ["e2e4", "e5", "Nf3"] {
            s.handle(Command::parse(m));
        }
        assert_eq!(s.record(), "1. e4 e5 2. Nf3");
    }

    #[test]
    fn moves_are_read_in_san_or_coordinates_and_shown_in_san() {
        let mut s = Session::new(chess(), Config::new(Player::Human, Player::Human));
        for (typed, shown) in [
            ("Nf3", "Nf3"),
            ("d7d5", "d5"),
            ("g2g3", "g3"),
            ("Bf5", "Bf5"),
        ] {
            assert_eq!(s.handle(Command::parse(typed)), Reply::Played(shown.into()));
        }
        assert_eq!(s.handle(Command::parse("Bg2")), Reply::Played("Bg2".into()));
        assert_eq!(s.handle(Command::parse("e6")), Reply::Played("e6".into()));
        assert_eq!(s.handle(Command::parse("0-0")), Reply::Played("O-O".into()));
        assert_eq!(s.last_move_text().as_deref(), Some("O-O"));
        assert!(s.status().starts_with("last move O-O; black to move"));
        assert_eq!(s.record(), "1. Nf3 d5 2. g3 Bf5 3. Bg2 e6 4. O-O");
        match s.handle(Command::Moves) {
            Reply::Info(t) => assert!(t.contains(" Nc6 ") && t.contains(" Bxc2"), "{t}"),
            other => panic!("{other:?}"),
        }
        // An ambiguous SAN says which moves it could mean.
        let pos = chess_at("4k3/8/8/8/8/8/4N3/4K2N w - - 0 1");
        let mut s = Session::new(pos, human_vs_engine());
        match s.handle(Command::parse("Ng3")) {
            Reply::Error(t) => assert!(t.contains("ambiguous") && t.contains("Nhg3"), "{t}"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn save_writes_the_game_as_pgn_also_after_the_end() {
        let dir = std::env::temp_dir().join(format!("skazka-play-save-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("mate.pgn");
        let input = format!("f3\ne5\ng4\nQh4\nsave {}\nquit\n", file.display());
        let out = transcript(chess(), Config::new(Player::Human, Player::Human), &input);
        assert!(out.contains("`save FILE` writes the game as PGN"), "{out}");
        assert!(out.contains("saved 4 plies to"), "{out}");
        let text = std::fs::read_to_string(&file).unwrap();
        assert!(text.contains("[White \"person\"]"), "{text}");
        assert!(text.contains("[Result \"0-1\"]"), "{text}");
        assert!(text.contains("[Date \"2"), "{text}");
        assert!(text.contains("1. f3 e5 2. g4 Qh4# 0-1"), "{text}");
        let record = AnyGame::from_pgn(&text).unwrap();
        assert_eq!(record.plies(), 4);
        // Without a name, nothing is written.
        let mut s = Session::new(chess(), human_vs_engine());
        assert!(
            matches!(s.handle(Command::parse("save")), Reply::Error(t) if t.contains("file name"))
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_recorded_game_goes_on_with_its_history() {
        // Knights out and back twice: the start position stands for the third time after
        // one more knight move pair, so a draw can be claimed then and only because the
        // history came along.
        let pgn = "[Event \"x\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 *\n";
        let game = AnyGame::from_pgn(pgn).unwrap();
        let mut s = Session::new(game, Config::new(Player::Human, Player::Human));
        assert_eq!(s.plies(), 7);
        assert!(matches!(s.handle(Command::Draw), Reply::Error(_)));
        assert_eq!(s.handle(Command::parse("Ng8")), Reply::Played("Ng8".into()));
        assert!(matches!(s.handle(Command::Draw), Reply::Info(t) if t.contains("draw claimed")));
        assert_eq!(s.result().to_string(), "1/2-1/2");
        assert!(s.pgn().contains("4. Ng1 Ng8 1/2-1/2"));
        // The recorded moves can be taken back.
        s.handle(Command::Undo);
        assert_eq!(s.plies(), 7);
        assert_eq!(s.record(), "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1");
    }

    #[test]
    fn selfplay_keeps_records_when_asked() {
        let settings = Settings::new(Mode::Random, 2)
            .with_max_plies(30)
            .with_records(true);
        let mut texts = Vec::new();
        skazka_examples::selfplay::run(&chess(), &settings, |_, g| {
            texts.push(g.pgn.clone().expect("a record"));
        });
        assert!(texts[1].contains("[Round \"2\"]"), "{}", texts[1]);
        assert!(texts[0].contains("[White \"random mover\"]"));
        assert!(texts[0].contains("[Seed \"1\"]"));
        let settings = Settings::new(Mode::Random, 1).with_max_plies(10);
        skazka_examples::selfplay::run(&chess(), &settings, |_, g| assert!(g.pgn.is_none()));
    }

    #[test]
    fn random_games_are_repeatable() {
        let settings = Settings::new(Mode::Random, 1).with_max_plies(60);
        let a = play_game(&chess(), Player::Random, Player::Random, &settings, 5);
        let b = play_game(&chess(), Player::Random, Player::Random, &settings, 5);
        assert_eq!(a.record, b.record);
        assert!(a.plies <= 60);
    }

    #[test]
    fn engine_beats_a_random_mover() {
        let settings = Settings::new(Mode::EngineVsRandom, 4)
            .with_limits(Limits::depth(2))
            .with_max_plies(200);
        let summary = skazka_examples::selfplay::run(&chess(), &settings, |_, g| {
            assert!(g.engine.is_some());
        });
        assert_eq!(summary.engine_losses, 0, "{summary}");
        assert!(summary.engine_wins >= 3, "{summary}");
    }
}

#[test]
fn selfplay_modes_and_summary() {
    use skazka::core::{Color, EndReason, Outcome};
    use skazka_examples::selfplay::{GameReport, Summary};
    assert_eq!(Mode::parse("engine"), Some(Mode::Engine));
    assert_eq!(Mode::parse("Random"), Some(Mode::Random));
    assert_eq!(Mode::parse("engine-random"), Some(Mode::EngineVsRandom));
    assert_eq!(Mode::parse("chess"), None);
    for mode in [Mode::Engine, Mode::Random, Mode::EngineVsRandom] {
        assert_eq!(Mode::parse(mode.name()), Some(mode));
    }
    assert_eq!(Limits::depth(3).to_string(), "depth 3");
    let limits = Limits::time(std::time::Duration::from_millis(500)).with_depth(8);
    assert_eq!(limits.to_string(), "time 0.50s, depth 8");
    let settings = Settings::new(Mode::EngineVsRandom, 2);
    assert_eq!(settings.players(0), (Player::Engine, Player::Random));
    assert_eq!(settings.players(1), (Player::Random, Player::Engine));
    let mut summary = Summary::default();
    let game = |outcome, engine| GameReport {
        outcome,
        plies: 10,
        engine,
        elapsed: std::time::Duration::from_millis(100),
        record: String::new(),
        fen: String::new(),
        pgn: None,
    };
    let white_mates = Some(Outcome::Decisive {
        winner: Color::White,
        reason: EndReason::Checkmate,
    });
    summary.add(&game(white_mates, Some(Color::White)));
    summary.add(&game(white_mates, Some(Color::Black)));
    summary.add(&game(None, Some(Color::White)));
    assert_eq!(summary.games, 3);
    assert_eq!(summary.white_wins, 2);
    assert_eq!(summary.unfinished, 1);
    assert_eq!((summary.engine_wins, summary.engine_losses), (1, 1));
    assert_eq!(summary.average_plies(), 10.0);
    assert!((summary.moves_per_second() - 100.0).abs() < 1e-9);
    let text = summary.to_string();
    assert!(text.contains("games 3: white wins 2, black wins 0, draws 0, unfinished 1"));
    assert!(text.contains("engine vs random: engine wins 1, draws or unfinished 1, losses 1"));
    assert!(text.contains("average length 10.0 plies, 100.0 moves per second"));
}

#[test]
fn the_die_is_rolled_for_the_players() {
    let start = AnyGame::new("volkhv", "dice=true", None).unwrap();
    let config = Config::new(Player::Engine, Player::Random)
        .with_limits(Limits::depth(1))
        .with_max_plies(8);
    let out = transcript(start, config, "");
    assert!(out.contains("  1. white rolls "), "{out}");
    assert!(out.contains("  1. white plays "), "{out}");
    assert!(out.contains("die: "), "{out}");
    assert!(out.contains("result: "), "{out}");
}

#[test]
fn an_engine_claims_a_repetition_draw_when_not_ahead() {
    use skazka_examples::play::{Reply, Session};
    // Kings shuffle beside their rooks: after Kb1 Kb8 Ka1 Ka8 twice the start position has
    // occurred three times and the engine, with a level score, claims. (Bare kings would be a
    // dead position, which ends the game by itself.)
    let mut s = Session::new(
        chess_at("k6r/8/8/8/8/8/8/K6R w - - 0 1"),
        Config::new(Player::Human, Player::Human),
    );
    for m in [
        "a1b1", "a8b8", "b1a1", "b8a8", "a1b1", "a8b8", "b1a1", "b8a8",
    ] {
        assert!(
            matches!(s.handle(Command::parse(m)), Reply::Played(_)),
            "{m}"
        );
    }
    assert!(s.game().claimable_draw().is_some());
    s.set_players(Player::Engine, Player::Engine);
    let claim = s.step(|_| {}).expect("the engine acts");
    assert!(claim.contains("claims a draw by repetition"), "{claim}");
    assert!(s.is_over());
    assert_eq!(s.game().fen(), "k6r/8/8/8/8/8/8/K6R w - - 8 5");
}

#[test]
fn a_move_the_die_forbids_says_so() {
    use skazka_examples::play::{Reply, Session};
    // The die shows a knight: the pawn move is legal only with another face.
    let pos = AnyGame::new(
        "volkhv",
        "dice=true",
        Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - N 0 1"),
    )
    .unwrap();
    let mut s = Session::new(pos, Config::new(Player::Human, Player::Human));
    match s.handle(Command::parse("e2e4")) {
        Reply::Error(text) => assert!(text.contains("the die shows N"), "{text}"),
        other => panic!("{other:?}"),
    }
    match s.handle(Command::parse("e2e5")) {
        Reply::Error(text) => assert!(!text.contains("the die"), "{text}"),
        other => panic!("{other:?}"),
    }
    assert!(matches!(s.handle(Command::parse("g1f3")), Reply::Played(_)));
}

#[test]
fn every_game_lists_its_pieces() {
    use skazka::Variant;
    use skazka::engine::pieces_table;
    for &v in Variant::ALL.iter().filter(|v| v.is_compiled()) {
        let text = pieces_table(&AnyGame::of(v, "", None).unwrap().pieces());
        let expect: &[&str] = match v {
            Variant::Chess => &["Knight", "K, castles"],
            Variant::Stone => &["SD", "Superpawn", "NN", "Arabian horse", "ST", "○", "♘"],
            Variant::Synthesis => &["by day B", "by night R"],
            Variant::Xianling => &["Eagle", "[F?R]", "by promotion only", "Cannon", "mRcpR"],
            Variant::Volkhv => &["Ratnik", "climbs"],
            _ => &[],
        };
        for word in expect {
            assert!(text.contains(word), "{v}: {word}\n{text}");
        }
    }
}

#[test]
fn undo_takes_back_the_roll_with_the_move_it_decided() {
    use skazka_examples::play::Session;
    let start = AnyGame::new("volkhv", "dice=true", None).unwrap();
    let config = Config::new(Player::Human, Player::Engine)
        .with_limits(Limits::depth(1))
        .with_seed(7);
    let mut s = Session::new(start, config);
    s.step(|_| {}).expect("White's roll");
    let first = s.legal_moves_text()[0].clone();
    s.handle(Command::parse(&first));
    while s.step(|_| {}).is_some() {}
    assert_eq!(s.plies(), 5, "roll, move, roll, move, roll");
    s.handle(Command::parse("undo"));
    assert_eq!(s.plies(), 0, "{}", s.record());
    assert!(s.game().is_chance(), "the die is to be rolled again");
}

#[test]
fn a_stone_chess_capture_tells_whom_it_brought_how_many_stones() {
    use skazka_examples::play::Session;
    let start = AnyGame::new("stone", "", Some("4k3/8/8/3n4/4P3/8/8/4K3[0:0] w - - 0 1")).unwrap();
    let mut s = Session::new(start, Config::new(Player::Human, Player::Human));
    s.handle(Command::parse("e4d5"));
    let fen = s.game().fen();
    let black: u32 = fen
        .split(['[', ']'])
        .nth(1)
        .and_then(|r| r.split(':').nth(1))
        .and_then(|b| b.parse().ok())
        .expect("reserves");
    assert!(black > 0, "{fen}");
    let note = format!("+{black} stones to black for the captured knight");
    assert_eq!(s.note(), Some(note.as_str()));
    s.handle(Command::parse("e8e7"));
    assert_eq!(
        s.note(),
        None,
        "a move that captures nothing brings nothing"
    );

    let start = AnyGame::new("stone", "", Some("4k3/8/8/3n4/4P3/8/8/4K3[0:0] w - - 0 1")).unwrap();
    let out = transcript(
        start,
        Config::new(Player::Human, Player::Human),
        "e4d5\nquit\n",
    );
    assert!(out.contains(&note), "{out}");
}
