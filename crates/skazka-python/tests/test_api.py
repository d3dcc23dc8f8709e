"""The module's API on every game: the pyffish functions and the Board class."""
import copy

import pytest

import skazka

OWN_GAMES = ["chess", "stone", "synthesis", "xianling", "volkhv"]
SAMPLE = OWN_GAMES + ["capablanca", "shogi", "crazyhouse", "makruk", "atomic", "kingofthehill"]


def test_the_module_lists_every_game_and_the_catalogue():
    names = skazka.variants()
    assert names == sorted(names)
    for name in OWN_GAMES + ["capablanca", "shogi", "crazyhouse"]:
        assert name in names
    assert len(names) >= 80


def test_version_and_constants_follow_pyffish():
    assert skazka.version() == (0, 0, 90)
    assert skazka.info().startswith("skazka")
    assert skazka.NOTATION_DEFAULT == 0 and skazka.NOTATION_SAN == 1 and skazka.NOTATION_LAN == 2
    assert skazka.NOTATION_XIANGQI_WXF == 7 and skazka.NOTATION_THAI_LAN == 9
    assert skazka.VALUE_MATE == 32000 and skazka.VALUE_DRAW == 0
    assert skazka.FEN_OK == 1
    assert issubclass(skazka.error, Exception)


@pytest.mark.parametrize("variant", skazka.variants())
def test_every_variant_answers_every_pyffish_call_from_its_start(variant):
    start = skazka.start_fen(variant)
    assert skazka.validate_fen(start, variant) == skazka.FEN_OK
    moves = skazka.legal_moves(variant, start, [])
    assert moves, variant
    first = moves[0]
    fen = skazka.get_fen(variant, start, [first])
    assert isinstance(fen, str) and fen
    # The FEN reached and the moves from the start describe the same position.
    assert sorted(skazka.legal_moves(variant, fen, [])) == sorted(skazka.legal_moves(variant, start, [first]))
    assert skazka.get_san(variant, start, first) == skazka.get_san_moves(variant, start, [first])[0]
    assert isinstance(skazka.gives_check(variant, start, [first]), bool)
    assert isinstance(skazka.is_capture(variant, start, [], first), bool)
    assert skazka.is_immediate_game_end(variant, start, []) == (False, 0)
    assert skazka.is_optional_game_end(variant, start, []) == (False, 0)
    assert skazka.game_result(variant, start, []) in (0, -skazka.VALUE_MATE)
    assert skazka.has_insufficient_material(variant, start, []) == (False, False)
    assert isinstance(skazka.two_boards(variant), bool)
    assert isinstance(skazka.captures_to_hand(variant), bool)
    assert skazka.perft(variant, start, [], 1) == len(moves)


# `chess` in the pyffish functions is the catalogue's (a variant defined as data).
@pytest.mark.parametrize("variant", ["stone", "synthesis", "xianling", "volkhv"])
def test_the_games_written_in_rust_are_written_in_san_and_lan(variant):
    start = skazka.start_fen(variant)
    move = skazka.legal_moves(variant, start, [])[0]
    san = skazka.get_san(variant, start, move)
    assert skazka.get_san(variant, start, move, False, skazka.NOTATION_SAN) == san
    assert skazka.get_san_moves(variant, start, [move], False, skazka.NOTATION_LAN)[0]
    for notation in range(skazka.NOTATION_SHOGI_HOSKING, skazka.NOTATION_THAI_LAN + 1):
        with pytest.raises(ValueError, match="SAN or LAN only"):
            skazka.get_san(variant, start, move, False, notation)


def test_every_notation_writes_a_catalogue_move():
    start = skazka.start_fen("xiangqi")
    written = [skazka.get_san("xiangqi", start, "h3e3", False, n) for n in range(10)]
    assert written == ["Che3", "Che3", "Ch3-e3", "C28-58", "C2h-5h", "C28-58", "C88-85", "C2=5", "Xญ-จ๓", "X ญ๓-จ๓"]
    assert skazka.get_san("chess", "startpos", "g1f3", False, skazka.NOTATION_LAN) == "Ng1-f3"
    # The shogi family's default is Hodges' numbered notation, as in pyffish.
    assert skazka.get_san("shogi", skazka.start_fen("shogi"), "c3c4") == "P-76"
    assert skazka.get_san("shogi", skazka.start_fen("shogi"), "c3c4", False, skazka.NOTATION_SAN) == "Pc4"


def test_startpos_stands_for_the_start_position():
    assert skazka.legal_moves("chess", "startpos", []) == skazka.legal_moves("chess", skazka.start_fen("chess"), [])


def test_captures_to_hand_is_true_for_drop_games():
    assert skazka.captures_to_hand("crazyhouse") and skazka.captures_to_hand("shogi")
    assert not skazka.captures_to_hand("chess") and not skazka.captures_to_hand("xianling")


def test_a_king_on_the_hill_is_an_immediate_end_valued_for_the_side_to_move():
    fen = "rnbqkbnr/pppppppp/8/8/4K3/8/PPPPPPPP/RNBQ1BNR b kq - 0 1"
    assert skazka.is_immediate_game_end("kingofthehill", fen, []) == (True, -skazka.VALUE_MATE)
    assert skazka.legal_moves("kingofthehill", fen, []) == []
    assert skazka.game_result("kingofthehill", fen, []) == -skazka.VALUE_MATE


def test_load_variant_config_adds_a_variant():
    skazka.load_variant_config("[nocastle-capa-py:capablanca]\ncastling = false\n")
    assert "nocastle-capa-py" in skazka.variants()
    assert len(skazka.legal_moves("nocastle-capa-py", "startpos", [])) == 28


def test_set_option_sets_a_game_option_for_later_calls():
    skazka.set_option("volkhv.dice", True)
    try:
        moves = skazka.legal_moves("volkhv", "startpos", [])
        assert all(m.startswith("[") for m in moves), moves  # the die is rolled first
    finally:
        skazka.set_option("volkhv.dice", False)
    assert not skazka.legal_moves("volkhv", "startpos", [])[0].startswith("[")


# The Board class.

@pytest.mark.parametrize("variant", SAMPLE)
def test_a_board_plays_and_takes_back_in_every_game(variant):
    board = skazka.Board(variant)
    start = board.fen()
    assert board.turn is True and board.ply == 0
    moves = board.legal_moves
    assert moves and all(isinstance(m, skazka.Move) for m in moves)
    first = moves[0]
    san = board.san(first)
    board.push(first)
    assert board.move_stack == [first] and board.turn is False
    assert board.san_moves() == [san]
    assert board.pop() == first
    assert board.fen() == start
    board.push_san(san)
    assert board.peek() == first
    again = skazka.Board(variant, fen=board.fen())
    assert sorted(m.uci() for m in again.legal_moves) == sorted(m.uci() for m in board.legal_moves)
    assert board.perft(1) == len(board.legal_moves)
    assert board._repr_svg_().startswith("<svg")
    assert str(board) and repr(board).startswith("Board(")


def test_a_board_knows_checkmate():
    board = skazka.Board()
    for san in ["f3", "e5", "g4", "Qh4#"]:
        board.push_san(san)
    assert board.is_check()
    assert board.is_game_over()
    outcome = board.outcome()
    assert outcome.winner is False and outcome.termination == "checkmate"
    assert outcome.result() == "0-1"
    assert board.legal_moves == []


def test_a_threefold_repetition_may_be_claimed():
    board = skazka.Board()
    for uci in ["g1f3", "g8f6", "f3g1", "f6g8"] * 2:
        board.push_uci(uci)
    assert board.outcome() is None
    assert board.can_claim_draw()
    assert board.outcome(claim_draw=True).termination == "repetition"


def test_copy_is_independent():
    board = skazka.Board("capablanca")
    board.push_uci("e2e4")
    other = board.copy()
    other.push(other.legal_moves[0])
    assert len(board.move_stack) == 1 and len(other.move_stack) == 2
    assert copy.deepcopy(board).fen() == board.fen()


def test_parsed_moves_carry_their_squares():
    board = skazka.Board()
    m = board.parse_san("Nf3")
    assert (m.uci(), m.from_square, m.to_square) == ("g1f3", "g1", "f3")
    assert board.parse_uci("g1f3") == m
    assert skazka.Move.from_uci("g1f3") == m
    assert hash(skazka.Move.from_uci("g1f3")) == hash(m)


def test_pgn_is_written_and_read_back():
    board = skazka.Board("xianling")
    for _ in range(6):
        board.push(board.legal_moves[0])
    text = board.pgn({"Event": "test"})
    assert '[Event "test"]' in text and "xianling" in text.lower()
    again = skazka.Board.from_pgn(text)
    assert again.variant == "xianling"
    assert again.move_stack == board.move_stack and again.fen() == board.fen()


def test_search_returns_a_legal_move():
    board = skazka.Board()
    best = board.search(depth=2)
    assert best in board.legal_moves
    assert skazka.Board("shogi").search(movetime=0.05) in skazka.Board("shogi").legal_moves


def test_search_finds_mate_in_one():
    board = skazka.Board(fen="6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")
    assert board.search(depth=3).uci() == "a1a8"


def test_search_of_a_finished_game_is_none():
    board = skazka.Board()
    for san in ["f3", "e5", "g4", "Qh4#"]:
        board.push_san(san)
    assert board.search(depth=2) is None


def test_options_reach_the_game():
    board = skazka.Board("volkhv", options="dice=true")
    assert "dice=true" in board.options


def test_every_public_function_and_method_has_a_docstring():
    names = [n for n in dir(skazka) if not n.startswith("_")]
    for name in names:
        item = getattr(skazka, name)
        if callable(item):
            assert (item.__doc__ or "").strip(), name
    for cls in (skazka.Board, skazka.Move, skazka.Outcome):
        for name, item in vars(cls).items():
            if callable(item) or isinstance(item, property) or type(item).__name__ == "getset_descriptor":
                if name.startswith("__") and name not in ("__str__", "__repr__", "__eq__", "__hash__", "__copy__", "__deepcopy__"):
                    continue
                assert (getattr(item, "__doc__", None) or "").strip(), f"{cls.__name__}.{name}"


def test_validate_fen_gives_the_games_written_in_rust_the_closest_code():
    start = skazka.start_fen("xianling")
    assert skazka.validate_fen(start, "xianling") == skazka.FEN_OK
    assert skazka.validate_fen(start.replace(" w ", " x ", 1), "xianling") == skazka.FEN_INVALID_SIDE_TO_MOVE
    assert skazka.validate_fen("", "stone") == skazka.FEN_EMPTY
    assert skazka.validate_fen("8/8/8 w - - 0 1", "synthesis") == skazka.FEN_INVALID_BOARD_GEOMETRY


def test_has_insufficient_material_is_per_side():
    assert skazka.has_insufficient_material("chess", "8/8/4k3/8/8/8/8/4K2R w - - 0 1", []) == (False, True)
    assert skazka.has_insufficient_material("chess", "8/8/4k3/8/8/8/8/4KB2 w - - 0 1", []) == (True, True)
    # The games written in Rust: a dead position by their own rules.
    assert skazka.has_insufficient_material("synthesis", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", []) == (True, True)
    assert skazka.has_insufficient_material("volkhv", "startpos", []) == (False, False)
