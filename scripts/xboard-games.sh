#!/bin/sh
# Engine against engine through XBoard, one game per variant, to its end, under Xvfb.
# Usage: scripts/xboard-games.sh ENGINE OUTDIR [VARIANT...]
# Needs xboard and xvfb (apt-get install xboard xvfb). Each game is saved to OUTDIR/<v>.pgn,
# XBoard's debug log (every line both engines sent and received) to OUTDIR/<v>.debug, and the
# result line to OUTDIR/results.txt.
set -u
engine=$1
out=$2
shift 2
variants=${*:-normal stone synthesis xianling volkhv breakthrough minixiangqi}
mkdir -p "$out"
for v in $variants; do
    legality=false
    [ "$v" = normal ] && legality=true
    # 20 s a side and 0.2 s a move; the match of one game ends XBoard.
    timeout 900 xvfb-run -a /usr/games/xboard -fcp "$engine" -scp "$engine" -variant "$v" \
        -testLegality "$legality" -mg 1 -tc 0:20 -inc 0.2 -xexit -xponder -autoCallFlag true \
        -sgf "$out/$v.pgn" -debug -debugfile "$out/$v.debug" >"$out/$v.log" 2>&1
    result=$(grep -o '{[^}]*} [012/-]*$' "$out/$v.pgn" | tail -1)
    moves=$(grep -c '' "$out/$v.pgn")
    echo "$v: ${result:-no result} (pgn lines: $moves)" | tee -a "$out/results.txt"
done
