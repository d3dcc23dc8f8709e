// The WebAssembly side of bench/compare.sh: the cases of cases.json timed in Node through the
// package's Board (perft, legalMoves), the median of the runs printed as
// `kind<TAB>case<TAB>milliseconds` lines, as examples/native_bench.rs prints them.
import { readFileSync } from "node:fs";
import skazka from "../tests/node/load.mjs";

const cases = JSON.parse(readFileSync(process.argv[2], "utf8"));
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];

for (const { variant, depth } of cases.perft) {
  const board = new skazka.Board(variant);
  const times = [];
  for (let r = 0; r < cases.runs; r++) {
    const t = performance.now();
    board.perft(depth);
    times.push(performance.now() - t);
  }
  console.log(`perft\t${variant} ${depth}\t${median(times).toFixed(3)}`);
  board.delete();
}
for (const { variant, fen } of cases.legal) {
  const board = new skazka.Board(variant, fen);
  const times = [];
  for (let r = 0; r < cases.runs; r++) {
    const t = performance.now();
    for (let i = 0; i < cases.calls; i++) board.legalMoves();
    times.push((performance.now() - t) / cases.calls);
  }
  console.log(`legalMoves\t${variant}\t${median(times).toFixed(4)}`);
  board.delete();
}
