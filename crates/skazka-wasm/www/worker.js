// The engine of the static web board, away from the page's thread: each message is a game
// (variant, options, start FEN, moves); the answer is the move found within timeMs.
import init, { Board } from "./pkg/skazka_wasm.js";

const ready = init({ module_or_path: new URL("./pkg/skazka_wasm_bg.wasm", import.meta.url) });
let board = null;
let key = "";

self.onmessage = async (ev) => {
  await ready;
  const { variant, options, start, moves, timeMs } = ev.data;
  try {
    // The same game keeps its board, and so the engine's table, between moves.
    const k = `${variant}|${options}|${start}`;
    const follows = (played) => played === "" || moves === played || moves.startsWith(played + " ");
    if (!board || k !== key || !follows(board.moveStack())) {
      if (board) board.delete();
      board = new Board(variant, start, options);
      key = k;
    }
    const played = board.moveStack();
    const rest = moves.slice(played.length).trim();
    if (rest) board.pushMoves(rest);
    self.postMessage({ found: board.search({ timeMs }) });
  } catch (e) {
    if (board) board.delete();
    board = null;
    self.postMessage({ error: String(e && e.message || e) });
  }
};
