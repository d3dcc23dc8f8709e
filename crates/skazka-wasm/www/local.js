// The web board's JSON API (docs/web.md), answered in the page: the rules run in WebAssembly
// here, the engine searches in a Web Worker (worker.js). app.js, the server board's own
// script, calls `window.skazkaLocal` instead of the server when it is set.
import init, { Board, readGamePGN, variantsInfo } from "./pkg/skazka_wasm.js";

await init({ module_or_path: new URL("./pkg/skazka_wasm_bg.wasm", import.meta.url) });

const games = new Map(); // id → { board, version, busy }
let nextId = 1;
let worker = null;
let pending = null; // the search under way: { resolve, reject }

function fail(message) {
  throw new Error(message);
}

function game(id) {
  return games.get(id) || fail("no such game (it may have expired)");
}

function stateOf(id, entry) {
  const s = entry.board.state();
  s.id = id;
  s.thinking = entry.busy ? { depth: null, score: null, nodes: null } : null;
  return s;
}

function optionsText(options) {
  if (options == null) return "";
  if (typeof options === "string") return options;
  return Object.entries(options).map(([k, v]) => `${k}=${v}`).join(" ");
}

function search(entry, timeMs) {
  if (!worker) {
    worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
    worker.onmessage = (ev) => {
      const p = pending;
      pending = null;
      if (!p) return;
      if (ev.data.error) p.reject(new Error(ev.data.error));
      else p.resolve(ev.data.found);
    };
    worker.onerror = (ev) => {
      const p = pending;
      pending = null;
      if (p) p.reject(new Error(ev.message || "the engine failed"));
    };
  }
  const b = entry.board;
  return new Promise((resolve, reject) => {
    pending = { resolve, reject };
    worker.postMessage({
      variant: b.variant(), options: b.options(), start: b.startFen(), moves: b.moveStack(), timeMs,
    });
  });
}

async function engine(id, body) {
  const entry = game(id);
  const b = entry.board;
  if (b.outcome()) fail("the game is over");
  if (entry.busy) fail("the engine is already thinking about this game");
  if (b.isChance()) return roll(id);
  const timeMs = Math.max(10, Math.min(60000, (body && body.time_ms) || 1000));
  const version = entry.version;
  entry.busy = true;
  let found;
  try {
    found = await search(entry, timeMs);
  } finally {
    entry.busy = false;
  }
  if (games.get(id) !== entry || entry.version !== version) {
    fail("the game changed while the engine was thinking");
  }
  const whiteMoved = b.turn();
  b.play(found.move);
  entry.version++;
  const s = stateOf(id, entry);
  const [white, whiteText] = whiteScore(found.score, found.scoreText, whiteMoved);
  s.engine = {
    move: found.move, san: found.san, depth: found.depth, score: found.score,
    score_text: found.scoreText, score_white: white, score_white_text: whiteText,
  };
  return s;
}

// The engine's score for the side that moved, as White's (the server board's `score_white`).
function whiteScore(score, text, whiteMoved) {
  const white = whiteMoved ? score : -score;
  const mate = /^(mated?) in (\d+)$/.exec(text);
  if (!mate) return [white, (white < 0 ? "-" : "+") + (Math.abs(white) / 100).toFixed(2)];
  const winner = (mate[1] === "mate") === whiteMoved ? "White" : "Black";
  return [white, winner + " mates in " + mate[2]];
}

function roll(id) {
  const entry = game(id);
  const rolled = entry.board.roll();
  entry.version++;
  const s = stateOf(id, entry);
  s.rolled = rolled;
  return s;
}

function create(body) {
  body = body || {};
  let board;
  if (body.pgn != null) {
    if (body.pgn.trim() === "") {
      board = new Board("chess");
    } else {
      const record = readGamePGN(body.pgn);
      board = record.board();
      record.delete();
    }
  } else {
    const fen = body.fen && body.fen.trim() ? body.fen.trim() : undefined;
    board = new Board(body.variant || "chess", fen, optionsText(body.options));
  }
  // One game at a time is shown: the others are freed.
  for (const [old, entry] of games) {
    entry.board.delete();
    games.delete(old);
  }
  const id = String(nextId++);
  const entry = { board, version: 0, busy: false };
  games.set(id, entry);
  return stateOf(id, entry);
}

async function api(method, path, body) {
  const url = new URL(path, "http://local/");
  const parts = url.pathname.split("/").filter(Boolean); // ["api", "games", id, action]
  if (parts[0] !== "api") fail("no such page");
  if (parts[1] === "variants" && method === "GET") return { variants: variantsInfo() };
  if (parts[1] !== "games") fail("no such page");
  if (parts.length === 2 && method === "POST") return create(body);
  const id = parts[2];
  const action = parts[3] || "";
  const entry = game(id);
  const b = entry.board;
  switch (`${method} ${action}`) {
    case "GET ":
      return stateOf(id, entry);
    case "POST move":
      if (b.outcome()) fail("the game is over");
      b.play(String(body && body.move || "").trim());
      entry.version++;
      return stateOf(id, entry);
    case "POST undo":
      b.pop();
      entry.version++;
      return stateOf(id, entry);
    case "POST roll":
      if (!b.isChance()) fail("there is no die to roll now");
      return roll(id);
    case "POST draw":
      b.claimDraw();
      entry.version++;
      return stateOf(id, entry);
    case "POST engine":
      return engine(id, body);
    case "GET svg": {
      const q = url.searchParams;
      return b.svg({
        orientation: q.get("orientation") || undefined,
        size: q.has("size") ? Number(q.get("size")) : undefined,
        selected: q.get("selected") || undefined,
      });
    }
    case "GET pgn":
      return b.pgn({ Event: "skazka web board", Site: "local" });
    default:
      fail("no such page");
  }
}

window.skazkaLocalReady(api);
