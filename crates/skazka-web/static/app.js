// The skazka web board. The page shows and asks; the server decides every rule (or, on the
// static board, the rules in WebAssembly in the page).
"use strict";

const $ = (id) => document.getElementById(id);
let variants = [];
let game = null;          // the game's JSON from the server
let selected = null;      // the selected square
let orientation = "white";
let busy = false;         // a request that changes the game is under way
let generation = 0;       // bumped by new games, so late engine answers are ignored

async function api(method, path, body) {
  // The static board (crates/skazka-wasm) answers in the page, with the same JSON.
  if (window.skazkaLocal) return (await window.skazkaLocal)(method, path, body);
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const r = await fetch(path, init);
  const type = r.headers.get("Content-Type") || "";
  const data = type.includes("json") ? await r.json() : await r.text();
  if (!r.ok) throw new Error((data && data.error) || ("HTTP " + r.status));
  return data;
}

function showError(e) { $("error").textContent = e ? String(e.message || e) : ""; }

function playerOf(color) { return $(color + "-player").value; }

function engineToMove() {
  return game && !game.outcome && playerOf(game.turn) === "engine";
}

async function loadVariants() {
  const data = await api("GET", "/api/variants");
  variants = data.variants;
  const sel = $("variant");
  sel.innerHTML = "";
  for (const v of variants) {
    const o = document.createElement("option");
    o.value = v.name; o.textContent = v.name;
    if (v.description) o.title = v.description;
    sel.appendChild(o);
  }
  renderOptions();
}

function renderOptions() {
  const v = variants.find((x) => x.name === $("variant").value);
  const box = $("options");
  box.innerHTML = "";
  if (!v) return;
  for (const k of v.options) {
    const label = document.createElement("label");
    label.textContent = k.name + " ";
    let input;
    const literal = k.values.length > 0 && k.values.every((x) => !x.includes("<"));
    if (literal) {
      input = document.createElement("select");
      for (const val of k.values) {
        const o = document.createElement("option");
        o.value = val; o.textContent = val;
        if (val === k.default) o.selected = true;
        input.appendChild(o);
      }
    } else {
      input = document.createElement("input");
      input.type = "text";
      input.value = k.default;
    }
    input.dataset.option = k.name;
    input.dataset.default = k.default;
    label.appendChild(input);
    const help = document.createElement("div");
    help.className = "option-help";
    help.textContent = k.help;
    label.appendChild(help);
    box.appendChild(label);
  }
}

function chosenOptions() {
  const words = [];
  for (const el of document.querySelectorAll("[data-option]")) {
    if (el.value !== el.dataset.default && el.value.trim() !== "") {
      words.push(el.dataset.option + "=" + el.value.trim());
    }
  }
  return words.join(" ");
}

async function newGame(extra) {
  showError(null);
  const gen = ++generation;
  busy = false;
  selected = null;
  hideChoices();
  $("thinking").textContent = "";
  try {
    const body = Object.assign({ variant: $("variant").value, options: chosenOptions() }, extra || {});
    const g = await api("POST", "/api/games", body);
    if (gen !== generation) return; // a newer game was asked for meanwhile
    game = g;
    if (game.variant !== $("variant").value) {
      $("variant").value = game.variant;
      renderOptions();
    }
    renderLegend();
    await render();
    next();
  } catch (e) { showError(e); }
}

// The game's pieces: picture, letter, name and moves, as the terminal's `pieces` lists them.
function renderLegend() {
  const body = $("legend-list");
  body.innerHTML = "";
  for (const p of game.pieces) {
    const tr = document.createElement("tr");
    tr.dataset.letter = p.letter;
    const pic = document.createElement("td");
    pic.className = "pictures";
    pic.innerHTML = p.white + p.black;
    tr.appendChild(pic);
    for (const text of [p.letter, p.name, p.moves]) {
      const td = document.createElement("td");
      td.textContent = text;
      tr.appendChild(td);
    }
    body.appendChild(tr);
  }
  $("legend-none").hidden = game.pieces.length > 0;
  // Pieces beyond the orthodox six are lettered tokens on the board: show what they are.
  $("legend").open = game.pieces.some((p) => !"KQRBNP".includes(p.letter));
}

function pieceOf(letter) { return game.pieces.find((p) => p.letter === letter); }

let renders = 0;          // the latest board request wins

async function render() {
  if (!game) return;
  const q = new URLSearchParams({ orientation, size: "560" });
  if (selected) q.set("selected", selected);
  const mine = ++renders;
  const shown = game;
  try {
    const svg = await api("GET", "/api/games/" + game.id + "/svg?" + q.toString());
    if (mine === renders) {
      $("board").innerHTML = svg;
      // What the board shows, for tests and tools: the position and the selection.
      $("board").dataset.fen = shown.fen;
      $("board").dataset.selected = selected || "";
    }
  } catch (e) { showError(e); }
  // Status.
  const st = $("status");
  st.classList.toggle("over", !!game.outcome);
  if (game.outcome) {
    st.textContent = "Game over: " + game.outcome.text;
  } else {
    let t = game.turn + " to move";
    if (game.chance) t += " (roll the die)";
    if (game.check) t += " — check";
    if (game.claimable_draw) t += " — a draw by " + game.claimable_draw + " may be claimed";
    st.textContent = t;
  }
  $("claim-draw").hidden = !game.claimable_draw || !!game.outcome;
  $("claim-draw").textContent = game.claimable_draw ? "Claim the draw (" + game.claimable_draw + ")" : "Claim the draw";
  $("hint").textContent = hintText();
  renderMoves();
  placeChoices(); // the board may have turned or grown under them
  // Specials: moves without squares (passes), and the die.
  const sp = $("specials");
  sp.innerHTML = "";
  const human = !engineToMove() && !game.outcome && !busy;
  $("roll").disabled = !(human && game.chance);
  if (human && !game.chance) {
    for (const m of game.legal_moves.filter((m) => !m.from && !m.to)) {
      const b = document.createElement("button");
      b.textContent = m.text === "--" ? "Pass (--)" : m.text;
      b.dataset.move = m.text;
      b.addEventListener("click", () => play(m.text));
      sp.appendChild(b);
    }
  }
}

// The plies as the list shows them: a roll of the die goes with the move it allowed.
function pliesShown() {
  const plies = [];
  let roll = null;
  game.moves.forEach((text, i) => {
    if (/^\[.*\]$/.test(text)) { roll = game.moves_san[i]; return; }
    plies.push({ san: game.moves_san[i], roll });
    roll = null;
  });
  if (roll) plies.push({ san: "…", roll });
  return plies;
}

function renderMoves() {
  const ol = $("moves");
  ol.innerHTML = "";
  const fields = game.start_fen.split(" ");
  const blackFirst = fields[1] === "b";
  // The first move's number is the start FEN's move number (its last field).
  ol.start = parseInt(fields[fields.length - 1], 10) || 1;
  const plies = blackFirst ? [{ san: "…", roll: null }].concat(pliesShown()) : pliesShown();
  for (let i = 0; i < plies.length; i += 2) {
    const li = document.createElement("li");
    for (const p of plies.slice(i, i + 2)) {
      const span = document.createElement("span");
      span.className = "ply";
      if (p.roll) {
        const die = document.createElement("span");
        die.className = "roll";
        die.title = "the die's roll";
        die.textContent = p.roll;
        span.append(die, " ");
      }
      span.append(p.san);
      li.appendChild(span);
    }
    ol.appendChild(li);
  }
  ol.scrollTop = ol.scrollHeight;
}

// What an empty square does in Stone chess: it takes a stone, at the cost the moves name.
function hintText() {
  if (game.outcome || engineToMove() || game.chance) return "";
  const stones = game.legal_moves.filter((m) => !m.from && m.choice && m.choice.name === "Stone");
  if (!stones.length) return "";
  const costs = [...new Set(stones.map((m) => m.choice.note))].join(" or ");
  const mutations = game.legal_moves.some((m) => !m.from && m.choice && m.choice.name !== "Stone");
  return "An empty square takes a stone from your reserve (" + costs + "): click it." +
    (mutations ? " Click your own piece to change it into another kind." : "");
}

function hideChoices() {
  $("choices").hidden = true;
  window.removeEventListener("resize", placeChoices);
}

// A choice's button: the piece's picture and name, and what the move costs or takes.
function choiceButton(m) {
  const b = document.createElement("button");
  b.dataset.move = m.text;
  b.title = m.text + (m.san && m.san !== m.text ? " (" + m.san + ")" : "");
  const c = m.choice || {};
  const p = c.piece ? pieceOf(c.piece) : null;
  if (p) {
    const pic = document.createElement("span");
    pic.className = "picture";
    pic.innerHTML = game.turn === "black" ? p.black : p.white;
    b.appendChild(pic);
  }
  const words = document.createElement("span");
  words.className = "words";
  const name = document.createElement("span");
  name.className = "name";
  name.textContent = c.name || m.san || m.text;
  words.appendChild(name);
  if (c.note) {
    const note = document.createElement("span");
    note.className = "note";
    note.textContent = c.note;
    words.appendChild(note);
  }
  b.appendChild(words);
  b.addEventListener("click", () => { hideChoices(); play(m.text); });
  return b;
}

let choiceSquare = null; // the square the choices were asked on

function askChoice(title, moves, sq) {
  $("choices-title").textContent = title;
  const list = $("choices-list");
  list.innerHTML = "";
  for (const m of moves) list.appendChild(choiceButton(m));
  // Many choices go in columns, so that they fit beside the board without scrolling.
  list.style.gridTemplateColumns = "repeat(" + Math.min(3, Math.ceil(moves.length / 5)) + ", auto)";
  choiceSquare = sq;
  $("choices").hidden = false;
  placeChoices();
  window.addEventListener("resize", placeChoices);
}

// Puts the choices beside the board at the clicked square's height, inside the window, so
// that they hide no square (a selected piece's targets stay clickable); over the board only
// when the window has no room beside it.
function placeChoices() {
  const box = $("choices");
  if (box.hidden) return;
  const board = ($("board").querySelector("svg") || $("board")).getBoundingClientRect();
  const hit = document.querySelector("#board [data-square='" + choiceSquare + "']");
  const r = hit ? hit.getBoundingClientRect() : board;
  const margin = 8;
  box.style.maxHeight = (window.innerHeight - 2 * margin) + "px";
  const w = box.offsetWidth, h = box.offsetHeight;
  let left = board.right + margin;
  if (left + w > window.innerWidth - margin) left = board.left - w - margin;
  if (left < margin) left = r.right + margin;
  left = Math.max(margin, Math.min(left, window.innerWidth - w - margin));
  const top = Math.max(margin, Math.min(r.top, window.innerHeight - h - margin));
  box.style.left = left + "px";
  box.style.top = top + "px";
}

async function onSquare(sq) {
  if (!game || busy || game.outcome || engineToMove() || game.chance) return;
  showError(null);
  const legal = game.legal_moves;
  if (selected) {
    const c = legal.filter((m) => m.from === selected && m.to === sq);
    if (c.length === 1) { hideChoices(); return play(c[0].text); }
    if (c.length > 1) { return askChoice(selected + " → " + sq + ": which move?", c, sq); }
  }
  hideChoices();
  const from = legal.filter((m) => m.from === sq);
  selected = from.length && selected !== sq ? sq : null;
  const here = legal.filter((m) => !m.from && m.to === sq);
  await render();
  if (here.length) askChoice(from.length ? "Change " + sq + " into:" : "Put on " + sq + ":", here, sq);
}

// A person's change to the game (`/move` or `/roll`): send it, show the answer, go on.
async function change(path, body) {
  if (!game || busy) return;
  busy = true;
  selected = null;
  try {
    game = await api("POST", "/api/games/" + game.id + path, body);
  } catch (e) { showError(e); }
  busy = false;
  await render();
  next();
}

function play(text) { return change("/move", { move: text }); }

function roll() { return change("/roll"); }

async function engineMove() {
  const gen = generation;
  busy = true;
  const id = game.id;
  const poll = setInterval(async () => {
    try {
      const s = await api("GET", "/api/games/" + id);
      if (s.thinking && s.thinking.depth != null) {
        // The search scores for the side to move; people read White's side.
        const white = s.turn === "white" ? s.thinking.score : -s.thinking.score;
        $("thinking").textContent = "Engine thinking: depth " + s.thinking.depth +
          ", score for White " + (white >= 0 ? "+" : "") + (white / 100).toFixed(2) + ", " + s.thinking.nodes + " nodes";
      }
    } catch (e) { /* the answer will tell */ }
  }, 250);
  $("thinking").textContent = "Engine thinking…";
  try {
    const time_ms = Math.max(50, Math.min(30000, parseInt($("time").value, 10) || 1000));
    const s = await api("POST", "/api/games/" + id + "/engine", { time_ms });
    if (gen === generation) {
      game = s;
      $("thinking").textContent = s.engine
        ? "Engine played " + (s.engine.san || s.engine.move) + " — score for White " +
          s.engine.score_white_text + " (depth " + s.engine.depth + ")"
        : (s.rolled ? "Engine rolled " + s.rolled : "");
    }
  } catch (e) { if (gen === generation) showError(e); }
  clearInterval(poll);
  if (gen !== generation) return;
  busy = false;
  await render();
  next();
}

function next() {
  if (engineToMove() && !busy) setTimeout(engineMove, 50);
}

async function undo() {
  if (!game || busy || game.moves.length === 0) return;
  showError(null);
  try {
    // Take back to the last position where a person is to move (and not to roll).
    let s = await api("POST", "/api/games/" + game.id + "/undo");
    while (s.moves.length > 0 && (playerOf(s.turn) === "engine" || s.chance)) {
      s = await api("POST", "/api/games/" + game.id + "/undo");
    }
    game = s;
    selected = null;
    hideChoices();
  } catch (e) { showError(e); }
  await render();
}

async function claimDraw() {
  if (!game || busy) return;
  showError(null);
  try {
    game = await api("POST", "/api/games/" + game.id + "/draw");
    selected = null;
    hideChoices();
  } catch (e) { showError(e); }
  await render();
}

async function downloadPgn() {
  if (!game) return;
  try {
    const text = await api("GET", "/api/games/" + game.id + "/pgn");
    const a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([text], { type: "application/x-chess-pgn" }));
    a.download = "skazka-" + game.variant + ".pgn";
    document.body.appendChild(a);
    a.click();
    a.remove();
  } catch (e) { showError(e); }
}

window.addEventListener("scroll", placeChoices, { passive: true });
$("board").addEventListener("click", (ev) => {
  const hit = ev.target.closest("[data-square]");
  if (hit && hit.classList.contains("hit")) onSquare(hit.dataset.square);
});
$("variant").addEventListener("change", () => { renderOptions(); newGame(); });
$("new-game").addEventListener("click", () => newGame());
$("undo").addEventListener("click", undo);
$("flip").addEventListener("click", () => { orientation = orientation === "white" ? "black" : "white"; render(); });
$("roll").addEventListener("click", roll);
$("claim-draw").addEventListener("click", claimDraw);
$("choices-close").addEventListener("click", hideChoices);
document.addEventListener("keydown", (ev) => { if (ev.key === "Escape") hideChoices(); });
$("download-pgn").addEventListener("click", downloadPgn);
$("load-fen").addEventListener("click", () => newGame({ fen: $("fen").value }));
$("load-pgn").addEventListener("click", () => newGame({ pgn: $("pgn").value, variant: undefined, options: undefined }));
for (const c of ["white", "black"]) $(c + "-player").addEventListener("change", () => { render(); next(); });

loadVariants().then(() => newGame()).catch(showError);
