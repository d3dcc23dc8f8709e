#!/usr/bin/env python3
"""Differential test of skazka-fairy against Fairy-Stockfish's own Python binding (pyffish).

Seeded random games in each variant: at every ply the legal move set, the FEN, check, the move
played in every notation of get_san (and in the SAN skazka's core writes, outside the shogi
family, whose SAN is skazka's own) and the end of the game (is_immediate_game_end, game_result
when no move is left, and is_optional_game_end over the whole line: move limits, repetitions
with their perpetual checks and chases, counting) must agree. Random moves are biased towards repetitions (a side
often moves its last-moved piece back), so that the repetition rules are tested.
skazka's side answers through the fairy-oracle line protocol (crates/skazka-checks).

usage: fairy-differential.py ORACLE [--games N] [--plies N] [--seed S] [--variants a,b,...]
                              [--variant-file FILE]
With --variant-file, pyffish loads the whole file (load_variant_config) and the oracle the
sections named in --variants with the sections of the file they inherit from.
Exit status 1 on the first disagreement, with the variant, the start and the moves.
"""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

import pyffish

MATE = 32000
NOTATIONS = sorted(getattr(pyffish, name) for name in dir(pyffish) if name.startswith("NOTATION_"))

# How the agreeing games of the variant being played ended: `optional:white`, `optional:draw`…
ENDS = {}


def tally(end):
    ENDS[end] = ENDS.get(end, 0) + 1


class Oracle:
    def __init__(self, path):
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def ask(self, *fields):
        self.proc.stdin.write("\t".join(fields) + "\n")
        self.proc.stdin.flush()
        return self.proc.stdout.readline().rstrip("\n")


def side(fen):
    return fen.split()[1] if len(fen.split()) > 1 else "w"


def expected_outcome(value, fen):
    """pyffish's value (for the side to move) as the oracle's `winner` word."""
    if value == 0:
        return "draw"
    us = "white" if side(fen) == "w" else "black"
    them = "black" if us == "white" else "white"
    return us if value > 0 else them


def choose(rng, legal, moves, repeat):
    """A random move; with probability `repeat`, the move that takes back the side's last one."""
    if len(moves) >= 2 and rng.random() < repeat:
        last = moves[-2]
        back = last[2:4] + last[0:2] if len(last) == 4 else None
        if back in legal:
            return back
    return rng.choice(legal)


def play_game(oracle, variant, rng, plies, start=None, repeat=0.0):
    start = start or pyffish.start_fen(variant)
    answer = oracle.ask("new", variant, start)
    if answer != "ok":
        return f"setup failed: {answer}"
    moves = []
    # Fairy-Stockfish is asked about the position as the FEN two plies back plus the last two
    # moves: enough history for the rules that look at the last move and the one before (two
    # passes, kings left facing) at a constant cost per call.
    fens = [start]
    for ply in range(plies + 1):
        base, last = fens[max(0, ply - 2)], moves[max(0, ply - 2):]
        fen = pyffish.get_fen(variant, base, last)
        if len(fens) == ply:
            fens.append(fen)
        legal = sorted(pyffish.legal_moves(variant, base, last))
        ended, value = pyffish.is_immediate_game_end(variant, base, last)
        ours = oracle.ask("query").split("\t")
        if len(ours) != 4:
            return f"oracle: {ours}"
        our_fen, our_moves, our_check, our_outcome = ours
        where = f"{variant} ply {ply} moves {' '.join(moves)}"
        if our_fen != fen:
            return f"{where}\n fen  {fen}\n ours {our_fen}"
        if ended:
            if our_outcome == "-" or our_outcome.split(":")[0] != expected_outcome(value, fen):
                return f"{where}\n fen {fen}\n immediate end {value}, ours {our_outcome}"
            tally(f"immediate:{expected_outcome(value, fen)}")
            return None
        our_list = our_moves.split() if our_moves else []
        if our_list != legal:
            missing = sorted(set(legal) - set(our_list))
            extra = sorted(set(our_list) - set(legal))
            return f"{where}\n fen {fen}\n missing {missing}\n extra {extra}"
        check = pyffish.gives_check(variant, base, last)
        if int(check) != int(our_check):
            return f"{where}\n fen {fen}\n check {check} ours {our_check}"
        if not legal:
            value = pyffish.game_result(variant, base, last)
            if our_outcome.split(":")[0] != expected_outcome(value, fen):
                return f"{where}\n fen {fen}\n result {value} ours {our_outcome}"
            tally(f"no moves:{expected_outcome(value, fen)}")
            return None
        if our_outcome != "-":
            return f"{where}\n fen {fen}\n game goes on, ours {our_outcome}"
        optional, value = pyffish.is_optional_game_end(variant, start, moves)
        ours = oracle.ask("optional")
        if optional != (ours != "-") or (optional and ours.split(":")[0] != expected_outcome(value, fen)):
            return f"{where}\n fen {fen}\n optional end {optional} {value}, ours {ours}"
        if optional:
            tally(f"optional:{expected_outcome(value, fen)}")
            return None
        move = choose(rng, legal, moves, repeat)
        our_san = oracle.ask("san", move)
        if our_san != "-":
            san = pyffish.get_san(variant, fen, move, False, pyffish.NOTATION_SAN)
            if our_san != san:
                return f"{where}\n fen {fen}\n san of {move}: {san}, ours {our_san}"
        for notation in NOTATIONS:
            # From the whole line, as the oracle has it: promoted pieces keep their history.
            theirs = pyffish.get_san_moves(variant, start, moves + [move], False, notation)[-1]
            ours = oracle.ask("notation", str(notation), move)
            if ours != theirs:
                return f"{where}\n fen {fen}\n notation {notation} of {move}: {theirs}, ours {ours}"
        answer = oracle.ask("play", move)
        if answer != "ok":
            return f"{where}\n fen {fen}\n play {move}: {answer}"
        moves.append(move)
    return None


def sections_for(text, names):
    """The sections of a variants.ini text that `names` need (each, and the sections of the text
    it inherits from), in the text's order, as one text."""
    sections, current = [], None
    for line in text.splitlines():
        header = re.match(r"^\[([^\]:]+)(?::([^\]]+))?\]", line.strip())
        if header:
            current = [header.group(1), header.group(2), [line]]
            sections.append(current)
        elif current is not None:
            current[2].append(line)
    parents = {name: parent for name, parent, _ in sections}
    needed = set()
    for name in names:
        while name in parents and name not in needed:
            needed.add(name)
            name = parents[name]
    return "\n".join("\n".join(lines) for name, _, lines in sections if name in needed) + "\n"


def load_variant_file(oracle, path, names):
    """Loads the file into pyffish, and the sections `names` need into the oracle."""
    with open(path) as f:
        text = f.read()
    pyffish.load_variant_config(text)
    with tempfile.NamedTemporaryFile("w", suffix=".ini", delete=False) as out:
        out.write(sections_for(text, names))
    try:
        return oracle.ask("load", out.name)
    finally:
        os.unlink(out.name)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("oracle")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--plies", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variants", default="chess")
    parser.add_argument("--keep-going", action="store_true")
    parser.add_argument("--repeat", type=float, default=0.5,
                        help="how often a side takes its last move back (to make repetitions)")
    parser.add_argument("--start", help="a FEN to start every game from instead of the start position")
    parser.add_argument("--variant-file", help="a variants.ini defining the variants played")
    args = parser.parse_args()
    oracle = Oracle(args.oracle)
    if args.variant_file:
        answer = load_variant_file(oracle, args.variant_file, args.variants.split(","))
        if not answer.startswith("ok"):
            print(f"the oracle does not load {args.variant_file}: {answer}", flush=True)
            return 1
    failed = 0
    for variant in args.variants.split(","):
        ENDS.clear()
        rng = random.Random(f"{args.seed}:{variant}")
        for game in range(args.games):
            problem = play_game(oracle, variant, rng, args.plies, args.start, args.repeat)
            if problem:
                print(f"DIFFERENCE in {variant} game {game}: {problem}", flush=True)
                failed += 1
                break
        else:
            ends = ", ".join(f"{k} {v}" for k, v in sorted(ENDS.items()))
            print(f"{variant}: {args.games} games agree{f' ({ends})' if ends else ''}", flush=True)
            continue
        if not args.keep_going:
            return 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
