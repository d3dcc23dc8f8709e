#!/usr/bin/env python3
"""Writes the small seed corpora in fuzz/corpus/<target>/ (run from anywhere)."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
CHESS, STONE, SYNTHESIS, XIANLING, VOLKHV = range(5)

FENS = {
    CHESS: [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/8/8/2k5/2pP4/8/B7/4K3 b - d3 0 3",
        "8/8/8/8/8/8/8/8 w - - 0 1",
    ],
    STONE: [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[10:10] w KQkq - 0 1",
        "r3k2r/1(sd)1x1pF1/8/2pP4/3Xp3/8/1P(SD)1xW2/R3K2R[3:4] w KQkq c6 0 1",
        "4k3/8/8/8/4XPp1/8/8/4K3[10:10] b - f3:e4 0 1",
    ],
    SYNTHESIS: [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 S:d1:0 S:d8:0",
        "4k3/pp3ppp/2q5/8/8/5Q2/PPP2PPP/4K3 w - - 0 20 C:f3:0 C:c6:0",
        "r3k3/ppp2ppp/2n5/8/8/2N5/PPP2PPP/R2QK2R b KQq - 0 10 S:d1:0 P:-:30",
    ],
    XIANLING: [
        "arcbqkbcra/lzhiggihzl/snefwwfens/pppppppppp/10/10/PPPPPPPPPP/SNEFWWFENS/LZHIGGIHZL/ARCBQKBCRA w KQkq - 0 1",
        "ar3k2r1/2F7/3P2P3/2p4p2/4+ec3a/1W4s3/7P2/3pC2+K2/w1N2G4/AR3K2RA w KQkq - 0 1",
        "4k5/1+k7z/l1+r1+P1+e1I1/3a1+G4/1+L5c2/3+D1p2g1/+A5+R3/1f+E6+M/7+B2/2H1K5 b - - 0 1",
    ],
    VOLKHV: [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - - 0 1",
        "rnbqkbnr/pppp1ppp/8/8/3(pP^)4/8/PPP1PPPP/RNBQKBNR w KQkq - - 0 3",
        "4k3/8/8/3(Pn^Q^)4/8/8/8/4K3 w - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ? 0 1",
    ],
}
NAMES = ["chess", "stone", "synthesis", "xianling", "volkhv"]
# A few move texts per game, in each game's own notation (and some garbage).
TEXTS = {
    CHESS: ["e2e4", "e1g1", "a7a8q", "e2e5", "O-O", "Nf3"],
    STONE: ["e2e4", "@e4", "e1g1", "x"],
    SYNTHESIS: ["e2e4", "e2e4+", "pass", "d1d1"],
    XIANLING: ["e4e6", "e4e5", "f1h1", "a1a2="],
    VOLKHV: ["e2e4", "e2e4/2", "roll", "R", "e1g1"],
}
BETZA = ["WfceF", "[F?R]", "[W?B]", "QNN", "ifmnDfmWfcF", "pRmcR", "gQ", "K2", "hlN", "fsbbN", "NmcNN", "R4", "nA"]


def write(target, name, data):
    d = os.path.join(HERE, "corpus", target)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name), "wb") as f:
        f.write(data)


for i, b in enumerate(BETZA):
    write("betza", f"seed-{i:02}", b.encode())
for g, fens in FENS.items():
    for i, fen in enumerate(fens):
        write("fen", f"{NAMES[g]}-{i}", bytes([g, 0]) + fen.encode())
    for i, t in enumerate(TEXTS[g]):
        write("move_text", f"{NAMES[g]}-{i}", bytes([g, 0, i % 3]) + t.encode())
    for opt in (0, 1, 7, 200):
        steps = bytes(((j * 37 + g * 11 + opt) % 256) for j in range(48))
        write("random_play", f"{NAMES[g]}-o{opt}", bytes([g, opt, 0]) + steps)
    write("random_play", f"{NAMES[g]}-f1", bytes([g, 0, 1]) + bytes(range(0, 64, 3)))
