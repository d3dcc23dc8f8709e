#!/usr/bin/env python3
"""skazka against pyffish on the same calls: legal moves of a position given as FEN + moves,
the SAN of a line, the FEN after a line, and perft counted in Python through legal_moves and
get_fen (pyffish has no perft of its own). Prints a Markdown table of medians.

usage: python bench/bench.py [--repeat N]
"""
import argparse
import random
import statistics
import time

import pyffish

import skazka


def line(lib, variant, plies, seed=1):
    """A seeded random line of `plies` moves from the start (played with pyffish)."""
    rng = random.Random(seed)
    start = pyffish.start_fen(variant)
    moves = []
    for _ in range(plies):
        legal = pyffish.legal_moves(variant, start, moves)
        if not legal:
            break
        moves.append(rng.choice(sorted(legal)))
    return start, moves


def perft(lib, variant, fen, depth):
    if depth == 0:
        return 1
    moves = lib.legal_moves(variant, fen, [])
    if depth == 1:
        return len(moves)
    return sum(perft(lib, variant, lib.get_fen(variant, fen, [m]), depth - 1) for m in moves)


def median_time(call, repeat, inner):
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        for _ in range(inner):
            call()
        times.append((time.perf_counter() - t) / inner)
    return statistics.median(times)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()
    cases = []
    for variant, plies in [("chess", 40), ("capablanca", 40), ("shogi", 40), ("crazyhouse", 40)]:
        start, moves = line(pyffish, variant, plies)
        cases.append((f"legal_moves {variant}, FEN + {len(moves)} moves",
                      lambda lib, v=variant, s=start, m=moves: lib.legal_moves(v, s, m), 200))
        fen = pyffish.get_fen(variant, start, moves)
        cases.append((f"legal_moves {variant}, FEN only",
                      lambda lib, v=variant, f=fen: lib.legal_moves(v, f, []), 500))
        if variant != "shogi":  # pyffish writes shogi in another notation by default
            cases.append((f"get_san_moves {variant}, {len(moves)} moves",
                          lambda lib, v=variant, s=start, m=moves: lib.get_san_moves(v, s, m), 100))
        cases.append((f"get_fen {variant}, FEN + {len(moves)} moves",
                      lambda lib, v=variant, s=start, m=moves: lib.get_fen(v, s, m), 200))
    chess = pyffish.start_fen("chess")
    cases.append(("perft 3 chess through legal_moves + get_fen",
                  lambda lib: perft(lib, "chess", chess, 3), 1))
    capa = pyffish.start_fen("capablanca")
    cases.append(("perft 2 capablanca through legal_moves + get_fen",
                  lambda lib: perft(lib, "capablanca", capa, 2), 1))

    print("| call | pyffish 0.0.90 | skazka | pyffish / skazka |")
    print("| --- | ---: | ---: | ---: |")
    for name, call, inner in cases:
        assert sorted(map(str, call(skazka))) == sorted(map(str, call(pyffish))) if isinstance(call(skazka), list) else call(skazka) == call(pyffish), name
        theirs = median_time(lambda: call(pyffish), args.repeat, inner)
        ours = median_time(lambda: call(skazka), args.repeat, inner)
        print(f"| {name} | {theirs * 1e6:,.1f} µs | {ours * 1e6:,.1f} µs | {theirs / ours:.2f} |", flush=True)
    board = skazka.Board()
    t = time.perf_counter()
    n = board.perft(5)
    print(f"\nskazka.Board().perft(5) = {n} in {time.perf_counter() - t:.3f} s (native, no Python per node)")


if __name__ == "__main__":
    main()
