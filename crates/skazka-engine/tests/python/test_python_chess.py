#!/usr/bin/env python3
"""Orthodox games against skazka-engine through python-chess's UCI and XBoard clients.

Every move the engine plays must be legal (python-chess checks it against its own move
generator), its thinking must be parsed into `info` (depth, score, nodes, principal
variation), and every game must finish: by the rules, or by adjudication at a move cap.

    python3 test_python_chess.py [path/to/skazka-engine]

The engine path defaults to target/release/skazka-engine in the repository. Exits non-zero on
the first failure.
"""

import os
import random
import sys

import chess
import chess.engine
import logging

if os.environ.get("SKAZKA_ENGINE_LOG"):
    logging.basicConfig(level=logging.DEBUG, filename=os.environ["SKAZKA_ENGINE_LOG"])

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))
ENGINE = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "target", "release", "skazka-engine")

# Plies after which an unfinished game is adjudicated (counted as finished, a draw).
MAX_PLIES = 160


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def engine_move(engine, board, limit, info_seen):
    """Asks the engine for a move, checks it and plays it."""
    result = engine.play(board, limit, info=chess.engine.INFO_ALL)
    check(result.move is not None, f"no move at {board.fen()}")
    check(result.move in board.legal_moves, f"illegal {result.move} at {board.fen()}")
    if result.info:
        info_seen.append(result.info)
    board.push(result.move)


def play_game(engine, engine_white, limit, seed, info_seen):
    """The engine against a random mover (seeded); returns the final board and result."""
    rng = random.Random(seed)
    board = chess.Board()
    while not board.is_game_over(claim_draw=True) and board.ply() < MAX_PLIES:
        engine_to_move = (board.turn == chess.WHITE) == engine_white
        if engine_to_move:
            engine_move(engine, board, limit, info_seen)
        else:
            board.push(rng.choice(list(board.legal_moves)))
    outcome = board.outcome(claim_draw=True)
    return board, (outcome.result() if outcome else "1/2-1/2 (adjudicated)")


def play_itself(engine, limit, info_seen):
    """The engine against itself until the end or the cap."""
    board = chess.Board()
    while not board.is_game_over(claim_draw=True) and board.ply() < MAX_PLIES:
        engine_move(engine, board, limit, info_seen)
    outcome = board.outcome(claim_draw=True)
    return board, (outcome.result() if outcome else "1/2-1/2 (adjudicated)")


def check_info(info_seen, protocol):
    check(info_seen, f"{protocol}: no thinking output parsed")
    with_depth = [i for i in info_seen if "depth" in i]
    check(with_depth, f"{protocol}: no depth in {info_seen[:3]}")
    with_score = [i for i in info_seen if "score" in i]
    check(with_score, f"{protocol}: no score in {info_seen[:3]}")
    with_pv = [i for i in info_seen if i.get("pv")]
    check(with_pv, f"{protocol}: no pv in {info_seen[:3]}")
    if protocol == "uci":
        check(any("nodes" in i for i in info_seen), "uci: no nodes")
        check(any("seldepth" in i for i in info_seen), "uci: no seldepth")


def test_uci():
    info_seen = []
    with chess.engine.SimpleEngine.popen_uci(ENGINE) as engine:
        check(engine.id.get("name", "").startswith("skazka-engine"), f"name {engine.id}")
        check("UCI_Variant" in engine.options, "no UCI_Variant option")
        engine.configure({"Hash": 8, "Seed": 3})
        results = []
        for game in range(4):
            board, result = play_game(
                engine, game % 2 == 0, chess.engine.Limit(time=0.05), game, info_seen
            )
            results.append(result)
        board, result = play_itself(engine, chess.engine.Limit(depth=2), info_seen)
        results.append(result)
        # Analysis: a mate in one is found and reported as a mate score.
        board = chess.Board("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")
        info = engine.analyse(board, chess.engine.Limit(depth=3))
        check(info["pv"][0] == chess.Move.from_uci("a1a8"), f"mate move {info}")
        check(info["score"].white().mate() == 1, f"mate score {info['score']}")
        # Clock limits.
        engine.play(chess.Board(), chess.engine.Limit(white_clock=2, black_clock=2, white_inc=0.1))
    check_info(info_seen, "uci")
    print("uci: games finished:", ", ".join(results))


def test_xboard():
    info_seen = []
    with chess.engine.SimpleEngine.popen_xboard(ENGINE) as engine:
        check(engine.id.get("name", "").startswith("skazka-engine"), f"name {engine.id}")
        results = []
        for game in range(4):
            board, result = play_game(
                engine, game % 2 == 1, chess.engine.Limit(time=0.05), 100 + game, info_seen
            )
            results.append(result)
        board, result = play_itself(engine, chess.engine.Limit(depth=2), info_seen)
        results.append(result)
        info = engine.analyse(
            chess.Board("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"), chess.engine.Limit(depth=3)
        )
        check(info["pv"][0] == chess.Move.from_uci("a1a8"), f"mate move {info}")
    check_info(info_seen, "xboard")
    print("xboard: games finished:", ", ".join(results))


def main():
    check(os.path.exists(ENGINE), f"no engine at {ENGINE} (build it with cargo build --release -p skazka-engine)")
    test_uci()
    test_xboard()
    print("python-chess: all checks passed")


if __name__ == "__main__":
    main()
