"""Bad input raises a Python exception (a ValueError subclass) with a clear message; nothing
panics across the boundary or ends the interpreter."""
import pytest

import skazka

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

BAD_FENS = [
    "",
    "x",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
    "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -5 1",
    "8/" * 200 + "8 w - - 0 1",
    "\x00\xff" * 10,
    "ñ/é/ü w - - 0 1",
    "k" * 10_000,
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 99999999999999999999",
]

# Fairy-Stockfish's validator, which validate_fen follows for the variants defined as data,
# checks a FEN's shape, not what it means: in chess it passes an en-passant square off the
# board and a move number too large to hold, which skazka still refuses to set up.
SHAPE_ONLY = {
    ("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1"),
    ("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 99999999999999999999"),
}

BAD_MOVES = ["", "e2e5", "e2", "zz99", "e7e8q", "a1a1", "P@e4", "\x00", "e2e4" * 50, "ё2ё4", "O-O-O-O"]


@pytest.mark.parametrize("variant", ["chess", "capablanca", "shogi", "xianling", "stone", "synthesis", "volkhv"])
@pytest.mark.parametrize("fen", BAD_FENS)
def test_a_bad_fen_raises_invalid_fen_error_in_every_call(variant, fen):
    with pytest.raises(skazka.InvalidFenError):
        skazka.Board(variant, fen=fen)
    with pytest.raises(ValueError):
        skazka.legal_moves(variant, fen, [])
    if (variant, fen) in SHAPE_ONLY:
        assert skazka.validate_fen(fen, variant) == skazka.FEN_OK
    else:
        assert skazka.validate_fen(fen, variant) < skazka.FEN_OK


@pytest.mark.parametrize("move", BAD_MOVES)
def test_a_bad_move_raises_a_value_error_and_changes_nothing(move):
    board = skazka.Board()
    with pytest.raises(ValueError):
        board.push_uci(move)
    with pytest.raises(ValueError):
        board.push_san(move)
    with pytest.raises(ValueError):
        board.push(move)
    assert board.fen() == START and board.move_stack == []
    with pytest.raises(ValueError):
        skazka.legal_moves("chess", START, [move])
    with pytest.raises(ValueError):
        skazka.get_san("chess", START, move)
    with pytest.raises(ValueError):
        skazka.is_capture("chess", START, [], move)
    with pytest.raises(ValueError):
        skazka.get_san_moves("chess", START, ["e2e4", move])


def test_illegal_and_malformed_moves_are_told_apart():
    board = skazka.Board()
    with pytest.raises(skazka.IllegalMoveError, match="e2e5"):
        board.push_uci("e2e5")
    with pytest.raises(skazka.InvalidMoveError):
        board.push_uci("hello world")
    with pytest.raises(skazka.InvalidMoveError):
        board.push_san("Nf3" * 40)  # longer than any SAN
    with pytest.raises(skazka.AmbiguousMoveError):
        skazka.Board(fen="k7/8/8/8/8/8/8/KN3N2 w - - 0 1").push_san("Nd2")


def test_a_move_after_the_end_is_refused():
    board = skazka.Board()
    for san in ["f3", "e5", "g4", "Qh4#"]:
        board.push_san(san)
    with pytest.raises(skazka.IllegalMoveError, match="over"):
        board.push_uci("e2e4")


@pytest.mark.parametrize("name", ["", "nope", "CHESS\x00", "a" * 10_000, "ш"])
def test_an_unknown_variant_raises_unknown_variant_error(name):
    with pytest.raises(skazka.UnknownVariantError):
        skazka.start_fen(name)
    with pytest.raises(skazka.UnknownVariantError):
        skazka.legal_moves(name, START, [])
    with pytest.raises(skazka.UnknownVariantError):
        skazka.Board(name)
    with pytest.raises(skazka.UnknownVariantError):
        skazka.validate_fen(START, name)


def test_wrong_types_raise_type_errors():
    with pytest.raises(TypeError):
        skazka.legal_moves("chess", START, "e2e4")
    with pytest.raises(TypeError):
        skazka.legal_moves("chess", START, [1, 2])
    with pytest.raises(TypeError):
        skazka.legal_moves(None, START, [])
    with pytest.raises(ValueError):
        skazka.Board().push(42)


def test_unsupported_arguments_say_so():
    with pytest.raises(ValueError, match="chess960"):
        skazka.legal_moves("chess", START, [], True)
    with pytest.raises(ValueError, match="notation"):
        skazka.get_san("chess", START, "e2e4", False, 42)
    with pytest.raises(ValueError, match="notation"):
        skazka.get_san_moves("chess", START, ["e2e4"], False, -1)
    with pytest.raises(ValueError, match="SAN or LAN only"):
        skazka.get_san("stone", "startpos", skazka.legal_moves("stone", "startpos", [])[0], False, skazka.NOTATION_JANGGI)
    with pytest.raises(ValueError, match="sfen"):
        skazka.get_fen("chess", START, [], False, True)
    with pytest.raises(ValueError, match="No such option"):
        skazka.set_option("Threads", 4)
    with pytest.raises(ValueError):
        skazka.set_option("volkhv.nosuchkey", 1)


def test_bad_variant_configs_raise_value_error():
    with pytest.raises(ValueError):
        skazka.load_variant_config("[broken:nosuchparent]\nmaxRank = 99\n")
    with pytest.raises(ValueError):
        skazka.set_option("VariantPath", "/nonexistent/variants.ini")


def test_bad_search_and_perft_limits_raise():
    board = skazka.Board()
    with pytest.raises(ValueError):
        board.search(depth=0)
    with pytest.raises(ValueError):
        board.search(movetime=float("nan"))
    with pytest.raises(ValueError):
        board.search(movetime=-1.0)
    with pytest.raises(ValueError):
        board.perft(1000)
    with pytest.raises(OverflowError):
        board.perft(-1)


def test_bad_pgn_raises_value_error():
    with pytest.raises(ValueError):
        skazka.Board.from_pgn("")
    with pytest.raises(ValueError):
        skazka.Board.from_pgn('[Variant "chess"]\n\n1. e5 *\n')
    with pytest.raises(ValueError):
        skazka.Board.from_pgn('[Variant "nosuchgame"]\n\n1. e4 *\n')


def test_pop_at_the_start_raises_index_error():
    with pytest.raises(IndexError):
        skazka.Board().pop()
    with pytest.raises(IndexError):
        skazka.Board().peek()
