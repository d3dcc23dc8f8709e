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

# SAN: the reader's lenient forms and garbage, against seed positions (the seeds of whole games
# in every game are generated: `cargo test -p skazka-checks --test seeds -- --ignored`).
SAN = {
    CHESS: [(0, "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7"), (0, "e4 e5 Ng1-f3 Nb8xc6 0-0 Nf3!? e2e4"),
            (1, "O-O-O 0-0-0 Rfd1 Qxa6?! Ndxf7 exd6 N:f7 Qf3xh3+"), (3, "bxa1=Q axb8=N+ Bf1# ax8=R"),
            (5, "cxd3 e.p. cxd3ep cd c4d3"), (0, "Nd2 N d2 N2 Nbd2 Kx NNf3 =Q ++ O-O-O-O")],
    STONE: [(0, "@e4 ST@e5 e2e4 Ne2 @d4"), (1, "O-O SDd4 Xe5 exd6 O-O-O"), (2, "b8=Q b8=X b1=Q")],
    SYNTHESIS: [(0, "e4 -- e5 pass O-O"), (3, "O-O O-O-O Nd5 --"), (4, "Qxc6+ bxc6 --")],
    XIANLING: [(0, "e5 e6 Nd3 +Ae1"), (2, "O-O O-O-O 0-0 Rb1"), (3, "f8=R f8=+A f8 -- Kh2"),
               (4, "Gxd2 +Kxa1 exd9=C Pd8=+A")],
    VOLKHV: [(0, "[3] e4 [6] e5"), (1, "Qxd4(2) d4(1) exd4 Pd4 [1]"), (3, "Qd5(1) Nd5(2) Pd6 Ke2"),
             (4, "b8=Q b8=N g1=Q g1")],
}
for g, texts in SAN.items():
    for i, (fen, t) in enumerate(texts):
        write("san", f"{NAMES[g]}-hand-{i}", bytes([g, 0, fen]) + t.encode())
write("san", "volkhv-dice", bytes([VOLKHV, 3, 0]) + b"[5] e4 [2] d5 [1] exd5 [4]")

# PGN: comments, NAGs, variations, several games, every Variant tag, FEN starts, broken records.
PGN = [
    (CHESS, """[Event "Casual"]
[Result "1-0"]

1. e4 {best by test} e5 (1... c5 2. Nf3 (2. c3) d6) 2. Bc4 Nc6 3. Qh5 Nf6?? $4 4. Qxf7# 1-0

[Event "Broken"]

1. e4 e5 2. Ke3 *

[Event "From a position"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30"]

30... Kd7 31. e4 ; to the end of the line
% an escape line
*
"""),
    (CHESS, "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 1/2-1/2\n1. d4 d5 *\n[Event \"x\"] 1. c4 *"),
    (CHESS, "[Event \"unclosed\"]\n\n1. e4 {never closed e5 *\n\n[Event \"paren\"]\n\n1. e4 ( e5 *\n"),
    (CHESS, "[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n\n[Result \"0-1\"]\n\n1. e4 1-0\n"),
    (CHESS, "[Event \"bad\n[Site \"?\"\n[FEN \"8/8 w\"]\n[SetUp \"1\"]\n\n1. e4 *\n[White\n"),
    (CHESS, "\ufeff[Variant \"stone\"]\n\n1. e4 *\r\n\r\n[Variant \"Chess960\"]\r\n\r\n1. e4 *\r\n"),
    (STONE, "[Variant \"stone\"]\n[VariantOptions \"edition=2012-07\"]\n\n1. e4 @e5 2. O-O *\n"),
    (STONE, "[Variant \"stone\"]\n[VariantOptions \"edition=1999\"]\n\n1. e4 *\n"),
    (SYNTHESIS, "[Variant \"synthesis\"]\n[SetUp \"1\"]\n[FEN \"3qkb1r/8/r3bp2/P7/8/8/2p5/1qR1Kn2 w k - 0 35 P:-:0 S:d8:0\"]\n[VariantOptions \"day_night=absolute-square\"]\n\n35. -- *\n"),
    (SYNTHESIS, "[Variant \"synthesis\"]\n\n1. e4 e5 2. Nf3 Nc6 {day and night} 3. Bc4 $1 Bc5 $2 *\n"),
    (XIANLING, "[Variant \"xianling\"]\n\n1. e5 e6 (1... d6) 2. Nd3 *\n[Variant \"xianling\"]\n[SetUp \"1\"]\n[FEN \"5k4/10/10/10/10/10/10/10/10/1R3K2R1 w KQ - 0 1\"]\n\n1. O-O *\n"),
    (VOLKHV, "[Variant \"volkhv\"]\n[VariantOptions \"dice=true\"]\n\n1. [4] e4 [3] e5 2. [6] Qh5 *\n"),
    (VOLKHV, "[Variant \"volkhv\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/3(Pn^Q^)4/8/8/8/4K3 w - - 0 1\"]\n\n1. Qd5(1) (1. Nd5(2)) Ke7 *\n"),
    (VOLKHV, "[Variant \"volkhv\"]\n[Variant \"chess\"]\n[Result \"*\"]\n\n1. e4 e5 2. Qh5 $300 $ 1-0 0-1\n"),
]
for i, (g, t) in enumerate(PGN):
    write("pgn", f"hand-{i:02}", bytes([g, 0]) + t.encode())
write("pgn", "hand-limits", bytes([CHESS, 0x11]) + PGN[0][1].encode())
