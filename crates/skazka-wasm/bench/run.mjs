// The cases of cases.json timed through the package's Board wherever the package runs: Node
// (bench.mjs) and a browser page (page.html). Each result is one `kind<TAB>case<TAB>ms` line,
// the median of the runs after a warm-up run, as examples/native_bench.rs prints the native
// side.
//
// - perft: the count from the variant's start position, depth as given;
// - legalMoves: one call (the text the board's page asks for), averaged over `calls`;
// - search: the engine to a fixed depth from the start, a fresh board (and table) each run,
//   with the 4 MB table the web board's engine uses; the nodes are printed so that the two
//   sides can be seen to search the same tree;
// - click: what the static board does when a man is selected and then moved: the SVG with
//   the man's targets, the move, the new state and the new SVG.

const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// One untimed run first: a page runs new WebAssembly code as its baseline compiler wrote it
// until the optimising compile, started in the background, is over; a web board's engine
// meets that once, on its first search of a game. The native side does the same.
function timed(runs, once) {
  once();
  const times = [];
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    once();
    times.push(performance.now() - t);
  }
  return median(times);
}

export function runCases(skazka, cases, print) {
  for (const { variant, depth } of cases.perft) {
    const board = new skazka.Board(variant);
    const ms = timed(cases.runs, () => board.perft(depth));
    print(`perft\t${variant} ${depth}\t${ms.toFixed(3)}`);
    board.delete();
  }
  for (const { variant, fen } of cases.legal) {
    const board = new skazka.Board(variant, fen);
    const ms = timed(cases.runs, () => {
      for (let i = 0; i < cases.calls; i++) board.legalMoves();
    });
    print(`legalMoves\t${variant}\t${(ms / cases.calls).toFixed(4)}`);
    board.delete();
  }
  for (const { variant, depth } of cases.search || []) {
    let nodes = 0;
    const ms = timed(cases.runs, () => {
      const board = new skazka.Board(variant);
      nodes = board.search({ depth, megabytes: 4 }).nodes;
      board.delete();
    });
    print(`search\t${variant} ${depth}\t${ms.toFixed(3)}\t${nodes}`);
  }
  for (const { variant, from, move } of cases.click || []) {
    const board = new skazka.Board(variant);
    const ms = timed(cases.runs, () => {
      board.svg({ selected: from });
      board.play(move);
      board.state();
      board.svg({});
      board.pop();
    });
    print(`click\t${variant}\t${ms.toFixed(3)}`);
    board.delete();
  }
}
