"""skazka's pyffish-compatible functions against the real pyffish 0.0.90 wheel.

Seeded random games in chess and every catalogue variant both know, compared call by call at
every ply: legal_moves, get_fen, gives_check, get_san (of the move played, in every notation
pyffish has), is_capture, is_immediate_game_end, is_optional_game_end and game_result; at the
end of each game, get_san_moves of the whole line in every notation (promoted pieces then
carry their history). A sample: SKAZKA_DIFF_GAMES games of at most SKAZKA_DIFF_PLIES plies per
variant (1 and 25 by default) keeps the run within a couple of minutes; raise them for a
deeper run.
"""
import os
import random

import pytest

import skazka

pyffish = pytest.importorskip("pyffish")

GAMES = int(os.environ.get("SKAZKA_DIFF_GAMES", "1"))
PLIES = int(os.environ.get("SKAZKA_DIFF_PLIES", "25"))

# Every notation pyffish has, NOTATION_DEFAULT (the variant's own) included.
NOTATIONS = sorted(getattr(pyffish, name) for name in dir(pyffish) if name.startswith("NOTATION_"))


def shared_variants():
    ours = set(skazka.variants())
    return sorted(v for v in pyffish.variants() if v in ours)


def test_the_catalogue_is_shared_with_pyffish():
    shared = shared_variants()
    assert "chess" in shared and "capablanca" in shared and "shogi" in shared
    assert len(shared) >= 60


def test_the_notation_constants_are_pyffishs():
    names = [name for name in dir(pyffish) if name.startswith("NOTATION_")]
    assert len(names) == 10
    for name in names:
        assert getattr(skazka, name) == getattr(pyffish, name), name


def settled(end):
    ended, value = end
    return (ended, value if ended else 0)


def compare_game(variant, rng):
    start = pyffish.start_fen(variant)
    assert skazka.start_fen(variant) == start
    moves = []
    for ply in range(PLIES + 1):
        where = f"{variant} after {' '.join(moves) or 'the start'}"
        # pyffish replays the whole line, like skazka: repetitions count.
        fen = pyffish.get_fen(variant, start, moves)
        assert skazka.get_fen(variant, start, moves) == fen, where
        assert skazka.gives_check(variant, start, moves) == pyffish.gives_check(variant, start, moves), where
        # pyffish leaves the value unset when the game goes on: it is compared only at an end.
        theirs_end = settled(pyffish.is_immediate_game_end(variant, start, moves))
        assert settled(skazka.is_immediate_game_end(variant, start, moves)) == theirs_end, where
        assert settled(skazka.is_optional_game_end(variant, start, moves)) == settled(pyffish.is_optional_game_end(variant, start, moves)), where
        legal = sorted(pyffish.legal_moves(variant, start, moves))
        assert sorted(skazka.legal_moves(variant, start, moves)) == legal, where
        # The same question from the FEN reached, without the moves.
        assert sorted(skazka.legal_moves(variant, fen, [])) == sorted(pyffish.legal_moves(variant, fen, [])), where
        if theirs_end[0] or not legal:
            assert skazka.game_result(variant, start, moves) == pyffish.game_result(variant, start, moves), where
            break
        move = rng.choice(legal)
        assert skazka.is_capture(variant, start, moves, move) == pyffish.is_capture(variant, start, moves, move), f"{where}: {move}"
        for notation in NOTATIONS:
            theirs = pyffish.get_san(variant, fen, move, False, notation)
            assert skazka.get_san(variant, fen, move, False, notation) == theirs, f"{where}: {move} in notation {notation}"
        moves.append(move)
    for notation in NOTATIONS:
        theirs = pyffish.get_san_moves(variant, start, moves, False, notation)
        assert skazka.get_san_moves(variant, start, moves, False, notation) == theirs, f"{variant}: {' '.join(moves)} in notation {notation}"


@pytest.mark.parametrize("variant", shared_variants())
def test_random_games_agree_with_pyffish_call_by_call(variant):
    rng = random.Random(f"skazka:{variant}")
    for _ in range(GAMES):
        compare_game(variant, rng)


def test_san_of_a_line_agrees_with_pyffish():
    start = pyffish.start_fen("chess")
    line = ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5c6", "d7c6", "e1g1", "f7f6"]
    assert skazka.get_san_moves("chess", start, line) == pyffish.get_san_moves("chess", start, line)


def test_a_threefold_repetition_is_an_optional_end_in_both():
    start = pyffish.start_fen("chess")
    line = ["g1f3", "g8f6", "f3g1", "f6g8"] * 2
    assert skazka.is_optional_game_end("chess", start, line) == pyffish.is_optional_game_end("chess", start, line) == (True, 0)
    assert skazka.is_optional_game_end("chess", start, line[:-1]) == pyffish.is_optional_game_end("chess", start, line[:-1])


def test_checkmate_values_agree_with_pyffish():
    start = pyffish.start_fen("chess")
    mate = ["f2f3", "e7e5", "g2g4", "d8h4"]
    assert skazka.legal_moves("chess", start, mate) == []
    assert skazka.game_result("chess", start, mate) == pyffish.game_result("chess", start, mate) == -pyffish.VALUE_MATE
