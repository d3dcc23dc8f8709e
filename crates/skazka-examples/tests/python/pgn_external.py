"""Game records between this project and python-chess, in both directions.

Usage: pgn_external.py SELFPLAY PGN WORKDIR

1. `SELFPLAY chess --pgn FILE` writes orthodox games (random and engine against random);
   python-chess reads every game without an error, and its final positions are those the
   `PGN` example prints.
2. python-chess plays random games (with promotions, castling, en passant, checks and mates
   where they come) and writes them as PGN; the `PGN` example replays them to the same
   final positions and results.
"""

import random
import subprocess
import sys

import chess
import chess.pgn


def run(*args):
    done = subprocess.run(args, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"{' '.join(args)} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}")
    return done.stdout


def our_lines(pgn_program, path):
    """The `game <n>: <result> <fen>` lines of the pgn example, as (result, fen) pairs."""
    out = run(pgn_program, path).splitlines()
    games = [line for line in out if line.startswith("game ")]
    assert out[-1] == f"games {len(games)}", out[-1]
    pairs = []
    for line in games:
        _, rest = line.split(": ", 1)
        result, fen = rest.split(" ", 1)
        pairs.append((result, fen))
    return pairs


def same_position(ours, theirs):
    """FENs equal but for the en passant field, which writers set differently (python-chess
    only names a square when a capture is legal)."""
    a, b = ours.split(), theirs.split()
    return a[:3] == b[:3] and a[4:] == b[4:]


def ours_to_python_chess(selfplay, pgn_program, workdir):
    path = f"{workdir}/selfplay.pgn"
    count = 0
    for mode, games in (("random", 20), ("engine-random", 6)):
        part = f"{workdir}/selfplay-{mode}.pgn"
        run(selfplay, "chess", "--games", str(games), "--mode", mode, "--depth", "1",
            "--seed", "3", "--pgn", part)
        with open(part) as f, open(path, "a") as out:
            out.write(f.read())
        count += games
    ours = our_lines(pgn_program, path)
    assert len(ours) == count, (len(ours), count)
    with open(path) as f:
        for n in range(count):
            game = chess.pgn.read_game(f)
            assert game is not None, f"game {n + 1} missing"
            assert not game.errors, f"game {n + 1}: {game.errors}"
            board = game.end().board()
            result, fen = ours[n]
            assert same_position(fen, board.fen()), f"game {n + 1}: {fen} != {board.fen()}"
            assert game.headers["Result"] == result, (n + 1, game.headers["Result"], result)
            if board.is_checkmate():
                assert result in ("1-0", "0-1"), (n + 1, result)
        assert chess.pgn.read_game(f) is None
    print(f"python-chess read {count} games written by selfplay --pgn")


def python_chess_to_ours(pgn_program, workdir):
    rng = random.Random(7)
    path = f"{workdir}/python-chess.pgn"
    expected = []
    with open(path, "w") as out:
        for n in range(40):
            board = chess.Board()
            if n % 5 == 4:
                # A game from a set-up position, written with SetUp and FEN.
                board = chess.Board("r3k2r/1P4P1/8/3pP3/8/8/p5p1/R3K2R w KQkq d6 0 30")
            start = board.copy()
            moves = []
            while not board.is_game_over(claim_draw=False) and len(moves) < 300:
                move = rng.choice(list(board.legal_moves))
                moves.append(move)
                board.push(move)
            game = chess.pgn.Game.from_board(board)
            game.headers["Event"] = f"python-chess random game {n + 1}"
            game.headers["Result"] = board.result(claim_draw=False)
            if n % 7 == 0 and moves:
                # A comment, a glyph and a variation, which the reader skips.
                game.variations[0].comment = "a comment"
                game.variations[0].nags.add(chess.pgn.NAG_GOOD_MOVE)
                others = [m for m in start.legal_moves if m != moves[0]]
                if others:
                    game.add_variation(others[0])
            print(game, file=out, end="\n\n")
            expected.append((board.result(claim_draw=False), board.fen()))
    ours = our_lines(pgn_program, path)
    assert len(ours) == len(expected), (len(ours), len(expected))
    for n, ((result, fen), (their_result, their_fen)) in enumerate(zip(ours, expected)):
        assert same_position(fen, their_fen), f"game {n + 1}: {fen} != {their_fen}"
        if their_result != "*":
            assert result == their_result, (n + 1, result, their_result)
    print(f"the pgn example replayed {len(expected)} games written by python-chess")


def main():
    selfplay, pgn_program, workdir = sys.argv[1:4]
    ours_to_python_chess(selfplay, pgn_program, workdir)
    python_chess_to_ours(pgn_program, workdir)


if __name__ == "__main__":
    main()
