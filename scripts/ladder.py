#!/usr/bin/env python3
"""Plays two chess engines against each other and prints the score with its error margin.

Each opening of the set is played twice, once with each engine as White, so a match of
N games uses N/2 openings. The engines speak UCI or XBoard (python-chess drives both); `xboard-moves` is for an
XBoard engine without setboard (Fairy-Max), which gets the openings as moves.

Examples (see docs/engine.md):

    # the new build against an older one, 2 000 nodes a move
    scripts/ladder.py --a target/release/skazka-engine --b /tmp/skazka-engine-old \
        --nodes 2000 --games 40

    # against Fairy-Max at 40 moves in 30 seconds
    scripts/ladder.py --a target/release/skazka-engine --b /usr/games/fairymax --b-proto xboard-moves \
        --tc 40/30 --games 10

Needs python-chess (`pip install chess`).
"""

import argparse
import math
import os
import shlex
import sys
import time

import chess
import chess.engine
import chess.pgn

HERE = os.path.dirname(os.path.abspath(__file__))


def read_openings(path):
    """Openings, one a line: moves from the start in UCI notation, or a FEN (for engines
    that take setboard). Blank lines and lines starting with # are skipped."""
    with open(path, encoding="utf-8") as f:
        lines = [line.strip() for line in f]
    return [line for line in lines if line and not line.startswith("#")]


def start(command, proto):
    if proto == "uci":
        return chess.engine.SimpleEngine.popen_uci(shlex.split(command))
    if proto == "xboard-moves":
        # python-chess insists on setboard, which Fairy-Max declines; the games start from
        # the standard position and reach the opening by moves, so it is never sent.
        filtered = f"{command} | sed -u s/setboard=0/setboard=1/"
        return chess.engine.SimpleEngine.popen_xboard(["sh", "-c", filtered])
    return chess.engine.SimpleEngine.popen_xboard(shlex.split(command))


class Clock:
    """A repeating time control: `moves` moves in `seconds`, then the same again."""

    def __init__(self, moves, seconds):
        self.moves = moves
        self.seconds = seconds
        self.left = [float(seconds), float(seconds)]
        self.made = [0, 0]

    def limit(self, side):
        """The python-chess limit for the side to move (0: White, 1: Black)."""
        remaining = self.moves - self.made[side] % self.moves if self.moves else None
        return chess.engine.Limit(
            white_clock=self.left[0], black_clock=self.left[1], remaining_moves=remaining
        )

    def spend(self, side, seconds):
        """Charges `seconds`; False if the flag fell."""
        self.left[side] -= seconds
        if self.left[side] < 0:
            return False
        self.made[side] += 1
        if self.moves and self.made[side] % self.moves == 0:
            self.left[side] += self.seconds
        return True


def opening_board(opening):
    """The board of an opening line: a FEN, or moves from the start (kept as moves, so that
    engines without setboard get them as moves)."""
    if "/" in opening:
        return chess.Board(opening)
    board = chess.Board()
    for move in opening.split():
        board.push_uci(move)
    return board


def play_game(engines, names, opening, args):
    """Plays one game from `opening`, engines[0] as White. Returns (result, reason, game)."""
    board = opening_board(opening)
    clock = None
    if args.tc:
        moves, seconds = args.tc.split("/")
        clock = Clock(int(moves), float(seconds))
    game = chess.pgn.Game()
    node = game
    for move in board.move_stack:
        node = node.add_variation(move)
    if not board.move_stack:
        game.setup(board)
    game.headers["White"], game.headers["Black"] = names
    result, reason = None, None
    plies = 0
    while result is None:
        outcome = board.outcome(claim_draw=True)
        if outcome is not None:
            result, reason = outcome.result(), outcome.termination.name.lower()
            break
        if plies >= args.max_plies:
            result, reason = "1/2-1/2", "move limit"
            break
        white_to_move = board.turn == chess.WHITE
        mover = 0 if white_to_move else 1
        side = mover  # the clocks are kept by colour
        if clock:
            limit = clock.limit(side)
        else:
            limit = chess.engine.Limit(nodes=args.nodes, time=args.movetime)
        began = time.monotonic()
        try:
            played = engines[mover].play(board, limit, game=game)
        except chess.engine.EngineError as err:
            result = "0-1" if white_to_move else "1-0"
            reason = f"engine error: {err}"
            break
        spent = time.monotonic() - began
        if clock and not clock.spend(side, spent):
            result = "0-1" if white_to_move else "1-0"
            reason = "time forfeit"
            break
        if played.move is None or played.move not in board.legal_moves:
            result = "0-1" if white_to_move else "1-0"
            reason = f"illegal move {played.move}"
            break
        node = node.add_variation(played.move)
        board.push(played.move)
        plies += 1
    game.headers["Result"] = result
    game.headers["Termination"] = reason
    return result, reason, game


def elo(score):
    score = min(max(score, 1e-3), 1 - 1e-3)
    return -400.0 * math.log10(1.0 / score - 1.0)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--a", required=True, help="command of engine A (the one measured)")
    p.add_argument("--b", required=True, help="command of engine B (the reference)")
    p.add_argument("--a-proto", default="uci", choices=["uci", "xboard", "xboard-moves"])
    p.add_argument("--b-proto", default="uci", choices=["uci", "xboard", "xboard-moves"])
    p.add_argument("--games", type=int, default=20, help="games (rounded up to even)")
    p.add_argument("--nodes", type=int, help="nodes a move")
    p.add_argument("--movetime", type=float, help="seconds a move")
    p.add_argument("--tc", help="MOVES/SECONDS, a repeating time control, e.g. 40/30")
    p.add_argument(
        "--openings", default=os.path.join(HERE, "openings.txt"), help="openings, one a line"
    )
    p.add_argument("--max-plies", type=int, default=400, help="adjudicate a draw after")
    p.add_argument("--pgn", help="write the games here")
    args = p.parse_args()
    if not (args.nodes or args.movetime or args.tc):
        p.error("give --nodes, --movetime or --tc")

    openings = read_openings(args.openings)
    pairs = (args.games + 1) // 2
    a = start(args.a, args.a_proto)
    b = start(args.b, args.b_proto)
    a_name = a.id.get("name", args.a)
    b_name = b.id.get("name", args.b)
    wins = draws = losses = 0
    scores = []
    pgn = open(args.pgn, "w", encoding="utf-8") if args.pgn else None
    try:
        for i in range(pairs):
            opening = openings[i % len(openings)]
            for a_white in (True, False):
                engines = (a, b) if a_white else (b, a)
                names = (a_name, b_name) if a_white else (b_name, a_name)
                result, reason, game = play_game(engines, names, opening, args)
                if result == "1/2-1/2":
                    s = 0.5
                elif (result == "1-0") == a_white:
                    s = 1.0
                else:
                    s = 0.0
                scores.append(s)
                wins += s == 1.0
                draws += s == 0.5
                losses += s == 0.0
                colour = "white" if a_white else "black"
                print(
                    f"game {len(scores):3}  A {colour:5}  {result:7}  {reason:22}  "
                    f"score {sum(scores):.1f}/{len(scores)}",
                    flush=True,
                )
                if pgn:
                    print(game, file=pgn, end="\n\n", flush=True)
    finally:
        a.quit()
        b.quit()
        if pgn:
            pgn.close()

    n = len(scores)
    mean = sum(scores) / n
    var = sum((s - mean) ** 2 for s in scores) / max(n - 1, 1)
    margin = 1.96 * math.sqrt(var / n)
    lo, hi = elo(mean - margin), elo(mean + margin)
    print(f"A: {a_name}\nB: {b_name}")
    print(
        f"A scores {sum(scores):.1f}/{n} (+{wins} ={draws} -{losses}), {100 * mean:.1f}%: "
        f"Elo {elo(mean):+.0f}, 95% interval [{lo:+.0f}, {hi:+.0f}]"
    )


if __name__ == "__main__":
    sys.exit(main())
